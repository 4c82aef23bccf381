// One concurso in, the final result out. Each cargo goes through named steps, each citing its section
// of rules.md: lists (§1, §9), ranking (§2), counts (§3, §9), sequence (§4, §9), allocation (§5),
// order of nomination (§6), warnings (§7). The decisions are made here and in the modules named; the
// sentences that explain them are built in narrative.ts.
import { Allocator } from './allocation';
import type { Allocation } from './allocation';
import { AuditTrail, groupLabel } from './audit';
import { count, formatDate, formatScore, joinIds } from './text';
import { reservedCounts } from './counting';
import { buildLists, Standing } from './lists';
import type { CargoLists } from './lists';
import {
  allocationSentences,
  countsText,
  dropoutMessage,
  entryExplanation,
  listSentences,
  orderSentence,
  readingSentence,
  reserveSentence,
  reserveTiesMessage,
  sequenceSentence,
  standingSentences,
} from './narrative';
import type { TieRun } from './narrative';
import { nominationOrder } from './order';
import type { ModalityChange, NominationOrder, OrderEntry } from './order';
import { tieBreakStep, ELDERLY_ARTICLE, CRITERIA_ARTICLE } from './ranking';
import { countsByIndex, reservePlan } from './reserves';
import type { ReservePlan } from './reserves';
import { findRuleSet } from './rulesets';
import type { RuleSet } from './rulesets';
import { nominationSequence } from './sequence';
import { ENGINE_VERSION } from './version';
import { MAX_VACANCIES, PCD_CODE, NO_PCD_RULE, tooManyVacancies } from './types';
import type {
  Candidate,
  CandidateOutcome,
  CargoResult,
  Concurso,
  ConcursoResult,
  Entry,
  Modality,
  Nomination,
  Options,
  Rounding,
  Warning,
} from './types';
import { findPcdRule } from './pcd';

export function classify(concurso: Concurso): ConcursoResult {
  const rules = findRuleSet(concurso.regra);
  if (!rules) throw new Error(`Regra desconhecida: "${concurso.regra}".`);
  const byCargo = new Map<string | null, Candidate[]>();
  for (const c of concurso.cargos) byCargo.set(c.cargo, []);
  const unnamed = concurso.cargos.length === 1 && concurso.cargos[0].cargo === null;
  for (const cand of concurso.candidatos) {
    const key = unnamed ? null : (cand.cargo ?? null);
    const list = byCargo.get(key);
    if (!list) throw new Error(`Cargo sem número de vagas: ${key ?? '(sem cargo)'}.`);
    list.push(cand);
  }
  const general = concursoWarnings(concurso, rules);
  const cargos = concurso.cargos.map((c) => classifyCargo(c.cargo, c.vagas, byCargo.get(c.cargo)!, rules, concurso.opcoes, general));
  return {
    regra: rules.id,
    regraNome: rules.name,
    pcdNome: findPcdRule(concurso.opcoes.pcd)?.name ?? null,
    opcoes: concurso.opcoes,
    versaoMotor: ENGINE_VERSION,
    cargos,
    avisos: general,
  };
}

/** Warnings about the concurso as a whole (rules.md §7, §9). */
function concursoWarnings(concurso: Concurso, rules: RuleSet): Warning[] {
  const out: Warning[] = [];
  const edital = concurso.opcoes.dataEdital;
  if (edital !== null && edital < rules.inForceFrom) {
    // Art. 14: the law does not apply to editais published before it came into force; the lists are
    // still computed, as a simulation.
    out.push({
      nivel: 'erro',
      codigo: 'edital-anterior-a-lei',
      artigo: rules.articles.inForce,
      mensagem:
        `O edital foi publicado em ${formatDate(edital)}, antes de ${formatDate(rules.inForceFrom)}, quando entrou em vigor a ` +
        `${rules.name}: a lei não se aplica a este concurso (${rules.articles.inForce}). O resultado a seguir é só uma simulação.`,
    });
  }
  const small = concurso.cargos.filter((c) => c.vagas > 0 && c.vagas < rules.minimumVacancies);
  const total = concurso.cargos.reduce((s, c) => s + c.vagas, 0);
  if (concurso.cargos.length >= 2 && small.length > 0 && total >= rules.minimumVacancies) {
    out.push({
      nivel: 'aviso',
      codigo: 'cargo-abaixo-do-minimo',
      artigo: rules.articles.minimum,
      mensagem:
        `${small.length === 1 ? 'O cargo' : 'Os cargos'} ${small.map((c) => `"${c.cargo}"`).join(', ')} ` +
        `${small.length === 1 ? 'tem' : 'têm'} menos de ${rules.minimumVacancies} vagas e por isso não ${small.length === 1 ? 'tem' : 'têm'} reserva, ` +
        `embora o concurso ofereça ${total} vagas no total. Dividir as vagas em cargos pequenos de modo que a reserva não se aplique ` +
        `já foi anulado pelos tribunais: confira se a divisão tem justificativa.`,
    });
  }
  if (concurso.opcoes.pcd === NO_PCD_RULE) {
    // rules.md §9: candidates marked PcD while no PcD rule is chosen.
    let marked = 0;
    for (const c of concurso.candidatos) if (c.pcd) marked++;
    if (marked > 0) {
      out.push({
        nivel: 'aviso',
        codigo: 'pcd-sem-regra',
        artigo: 'Constituição Federal, art. 37, VIII',
        mensagem:
          `${marked === 1 ? 'Há 1 candidato marcado' : `Há ${marked} candidatos marcados`} como pessoa com deficiência (PcD), mas nenhuma regra de reserva PcD ` +
          'foi escolhida: ninguém concorre às vagas PcD. Escolha a regra do edital (opção "pcd", por exemplo "federal-9508-2018") ou confirme que o concurso não tem reserva PcD.',
      });
    }
  }
  return out;
}

function otherRounding(r: Rounding): Rounding {
  return r === 'total' ? 'por-grupo' : 'total';
}

/** One cargo: the steps of rules.md, in order. */
export function classifyCargo(
  cargo: string | null,
  vagas: number,
  cands: readonly Candidate[],
  rules: RuleSet,
  options: Options,
  general: readonly Warning[] = [],
): CargoResult {
  if (vagas > MAX_VACANCIES) throw new Error(`${cargo === null ? 'Concurso' : `Cargo "${cargo}"`}: ${tooManyVacancies(vagas)}.`);
  const n = cands.length;
  const audit = new AuditTrail();
  const warnings: Warning[] = [...general];
  const plan = reservePlan(rules, options);
  audit.add('regra', rules.articles.rounding, readingSentence(rules, plan, options));

  // §1, §2, §9: who stands in which list, ranked.
  const lists = buildLists(cands, plan, options);
  for (const s of listSentences(plan, lists, options)) audit.add(s.tipo, s.artigo, s.mensagem);
  for (const s of standingSentences(plan, lists, cands, options)) audit.add(s.tipo, s.artigo, s.mensagem);
  if (lists.foreignGroup.length > 0) {
    const ids = lists.foreignGroup.map((i) => cands[i].inscricao);
    warnings.push({
      nivel: 'info',
      codigo: 'grupo-fora-da-regra',
      artigo: rules.articles.optIn,
      mensagem: `${ids.length === 1 ? 'A inscrição' : 'As inscrições'} ${joinIds(ids)} declarou(aram) um grupo sem reserva na ${rules.name}: concorre(m) só na ampla concorrência.`,
      inscricoes: ids,
    });
  }

  // §3, §9: vacancies per group, PcD and AC, and the number under the other reading.
  const counts = reservedCounts(vagas, rules, options.arredondamento, plan.pcd);
  const other = otherRounding(options.arredondamento);
  const otherCounts = reservedCounts(vagas, rules, other, plan.pcd);
  audit.add(
    'reserva',
    `${rules.articles.rounding}; ${rules.articles.minimum}`,
    reserveSentence(vagas, plan, options.arredondamento, counts),
  );
  countWarnings(warnings, vagas, plan, options, counts, otherCounts);

  // §4, §9: the type of each position (alternância e proporcionalidade).
  const sequence = nominationSequence(vagas, rules, options.arredondamento, options.colisao, plan.pcd);
  audit.add(
    'sequencia',
    plan.pcd ? `${rules.articles.order}; ${plan.pcd.articles.positions}` : rules.articles.order,
    sequenceSentence(sequence, plan),
  );

  // §5: S(n), who gets the vacancies.
  const allocator = new Allocator(plan, lists.lists, n, vagas);
  const final = allocator.allocate(vagas, countsByIndex(plan, vagas));

  // §6: the order of nomination, from the lawful results for 1…n vacancies.
  const order = nominationOrder(plan, allocator, final, lists.rank[0], n);
  const positionOf = new Int32Array(n);
  for (const e of order.entries) positionOf[e.candidate] = e.position;
  for (const s of allocationSentences(plan, cands, final.fills, final.reversions, positionOf, lists))
    audit.add(s.tipo, s.artigo, s.mensagem);
  audit.add(
    'ordem',
    rules.articles.orderForCareer ? `${rules.articles.order}; ${rules.articles.orderForCareer}` : rules.articles.order,
    orderSentence(rules, vagas),
  );
  const nomeacao = nominations(order, sequence, plan, cands, vagas);
  for (const p of nomeacao) {
    if (p.inscricao !== null && p.explicacao !== null)
      audit.add(
        'posicao',
        rules.articles.order,
        `${p.posicao}ª posição (${positionType(p.vaga, rules)}): inscrição ${p.inscricao}. ${p.explicacao}.`,
      );
    if (p.inscricao === null) {
      audit.add(
        'vaga-vazia',
        unfilledArticle(p.vaga, rules),
        `${p.posicao}ª posição (${positionType(p.vaga, rules)}) não preenchida: não há candidato aprovado que possa ocupá-la.`,
      );
    }
  }

  // §7: what every result also reports.
  allocationWarnings(warnings, plan, cands, final, nomeacao);
  if (order.firstDropout !== null) {
    warnings.push({
      nivel: 'aviso',
      codigo: 'ordem-nao-monotona',
      artigo: rules.articles.order,
      mensagem: dropoutMessage(order.firstDropout, cands[order.dropoutCandidate].inscricao, options.arredondamento, plan),
      inscricoes: [cands[order.dropoutCandidate].inscricao],
    });
  }
  const provisional = provisionalCandidates(plan, lists, cands, final, options);
  if (provisional.length > 0) warnings.push(provisionalWarning(provisional, plan, lists, cands));
  tieWarnings(warnings, audit, plan, cands, lists, final);

  // Per-candidate outcomes, in input order.
  const isProvisional = new Uint8Array(n);
  for (const i of provisional) isProvisional[i] = 1;
  const byCandidate: (OrderEntry | undefined)[] = new Array(n);
  for (const e of order.entries) byCandidate[e.candidate] = e;
  const outcomes: CandidateOutcome[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const e = byCandidate[i];
    outcomes[i] = outcome(cands[i], i, lists, plan, e, e ? nomeacao[e.position - 1] : undefined, isProvisional[i] === 1, rules);
  }

  const reserva: Record<string, number> = {};
  const otherReserve: Record<string, number> = {};
  for (const code of plan.codes.slice(1)) {
    reserva[code] = counts[code];
    otherReserve[code] = otherCounts[code];
  }
  reserva.AC = counts.AC;
  otherReserve.AC = otherCounts.AC;
  const ids = lists.keys.inscricao;
  const listas: Record<string, string[]> = {};
  plan.codes.forEach((code, m) => {
    const xs = lists.lists[m];
    const out: string[] = new Array(xs.length);
    for (let k = 0; k < xs.length; k++) out[k] = ids[xs[k]];
    listas[code] = out;
  });
  const filled = nomeacao.filter((p) => p.inscricao !== null).length;
  audit.add(
    'resultado',
    rules.articles.order,
    `Resultado: ${count(filled, 'vaga preenchida', 'vagas preenchidas')} de ${vagas}` +
      (provisional.length > 0 ? '; resultado provisório (confirmação ou avaliação pendente)' : '') +
      (rules.articles.orderForCareer ? `. A ordem de nomeação vale para toda a vida funcional (${rules.articles.orderForCareer}).` : '.'),
  );

  return {
    cargo,
    vagas,
    reserva,
    sequencia: sequence,
    nomeacao,
    listas,
    avisos: warnings,
    reservaOutraLeitura: { arredondamento: other, reserva: otherReserve },
    candidatos: outcomes,
    memoria: audit.steps,
    provisorio: provisional.length > 0,
  };
}

function positionType(type: Modality, rules: RuleSet): string {
  if (type === 'AC') return 'ampla concorrência';
  if (type === PCD_CODE) return 'reservada a pessoas com deficiência';
  return `reservada a ${groupLabel(type, rules)}`;
}

/** The article behind a position left without a candidate: AC shortage, or the order of nomination. */
function unfilledArticle(type: Modality, rules: RuleSet): string {
  return type === 'AC' ? rules.articles.acShortage : rules.articles.order;
}

/** §3, §7: no reserve below the minimum; the other reading's numbers. */
function countWarnings(
  warnings: Warning[],
  vagas: number,
  plan: ReservePlan,
  options: Options,
  counts: Record<string, number>,
  otherCounts: Record<string, number>,
): void {
  const { rules } = plan;
  if (vagas < rules.minimumVacancies) {
    warnings.push({
      nivel: 'info',
      codigo: 'sem-reserva',
      artigo: rules.articles.minimum,
      mensagem:
        `Com ${count(vagas, 'vaga', 'vagas')} não há reserva (mínimo de ${rules.minimumVacancies}; ${rules.articles.minimum}). ` +
        'Os optantes constam das listas dos grupos para vagas que surgirem durante a validade do concurso.',
    });
  }
  const other = otherRounding(options.arredondamento);
  const same = plan.codes.every((c) => counts[c] === otherCounts[c]);
  warnings.push({
    nivel: 'info',
    codigo: 'outra-leitura',
    artigo: rules.articles.rounding,
    mensagem:
      `Pela outra leitura do arredondamento ("${other}"), a reserva seria ${countsText(otherCounts, plan)}` +
      (same ? ' — igual à aplicada.' : ` — a aplicada ("${options.arredondamento}") é ${countsText(counts, plan)}.`),
  });
}

/** The order's positions (§6): the p-th nominee by entry point; `vaga` is the position's type from §4. */
function nominations(
  order: NominationOrder,
  sequence: readonly Modality[],
  plan: ReservePlan,
  cands: readonly Candidate[],
  vagas: number,
): Nomination[] {
  const changesAt = new Map<number, ModalityChange[]>();
  for (const c of order.changes) {
    if (!changesAt.has(c.vacancies)) changesAt.set(c.vacancies, []);
    changesAt.get(c.vacancies)!.push(c);
  }
  const out: Nomination[] = new Array(sequence.length);
  for (let p = 0; p < sequence.length; p++) {
    const e = order.entries[p];
    if (!e) {
      out[p] = { posicao: p + 1, vaga: sequence[p], inscricao: null, modalidade: null, entrada: null, explicacao: null };
      continue;
    }
    const entrada: Entry = { vagas: e.entry, modalidade: plan.codes[e.entryTaking.from] };
    out[p] = {
      posicao: p + 1,
      vaga: sequence[p],
      inscricao: cands[e.candidate].inscricao,
      modalidade: plan.codes[e.final.from],
      entrada,
      explicacao: entryExplanation(e, sequence[p], plan, changesAt, cands, vagas),
    };
  }
  return out;
}

/** §5.3, §5.4, §7: reversions, unfilled positions, AC shortage. */
function allocationWarnings(
  warnings: Warning[],
  plan: ReservePlan,
  cands: readonly Candidate[],
  final: Allocation,
  nomeacao: readonly Nomination[],
): void {
  const { rules } = plan;
  const name = (m: number): string => (plan.codes[m] === PCD_CODE ? 'pessoas com deficiência (PCD)' : groupLabel(plan.codes[m], rules));
  for (const r of final.reversions) {
    const to = r.fill ? r.fill.from : -1;
    warnings.push({
      nivel: 'info',
      codigo: 'vaga-revertida',
      artigo: r.tried[r.tried.length - 1].article,
      mensagem: r.fill
        ? `Uma vaga reservada a ${name(r.reserve)} não teve candidato disponível na lista do grupo e foi revertida ${to === 0 ? 'à ampla concorrência' : 'a ' + name(to)}: inscrição ${cands[r.fill.candidate].inscricao}.`
        : `Uma vaga reservada a ${name(r.reserve)} não teve candidato em nenhuma lista da cadeia de reversão.`,
      inscricoes: r.fill ? [cands[r.fill.candidate].inscricao] : undefined,
    });
  }
  const unfilledPositions = nomeacao.filter((p) => p.inscricao === null);
  if (unfilledPositions.length > 0) {
    warnings.push({
      nivel: 'aviso',
      codigo: 'vaga-nao-preenchida',
      artigo: [...new Set(unfilledPositions.map((p) => unfilledArticle(p.vaga, rules)))].join('; '),
      mensagem:
        `${count(unfilledPositions.length, 'vaga ficou', 'vagas ficaram')} sem candidato: ` +
        unfilledPositions.map((p) => `${p.posicao}ª (${p.vaga})`).join(', ') +
        '. Não há mais candidatos aprovados neste cargo.',
    });
  }
  if (final.unfilled[0] > 0) {
    warnings.push({
      nivel: 'aviso',
      codigo: 'ampla-insuficiente',
      artigo: rules.articles.acShortage,
      mensagem:
        `Faltaram aprovados para ${count(final.unfilled[0], 'vaga', 'vagas')} de ampla concorrência. A reversão dessas vagas aos grupos ` +
        `(${rules.articles.acShortage}) só é possível quando o edital limita o número de aprovados por lista; aqui todos os aprovados já foram considerados.`,
    });
  }
}

/**
 * Provisional results (§1, §9): a pending confirmation (or PcD assessment) matters only for someone
 * nominated through the list it admits them to (or through any list when absence eliminates): nobody
 * else is ever taken from that list, so the outcome cannot change who is nominated. In AC-list order.
 */
function provisionalCandidates(
  plan: ReservePlan,
  lists: CargoLists,
  cands: readonly Candidate[],
  final: Allocation,
  options: Options,
): number[] {
  const eliminates = options.ausenciaConfirmacao === 'eliminado';
  const out: number[] = [];
  for (const f of final.fills) {
    const i = f.candidate;
    const c = cands[i];
    const racial = lists.racialList[i] >= 0 && c.confirmacao === 'pendente' && (eliminates || f.from === lists.racialList[i]);
    const pcd =
      plan.pcdIndex >= 0 && lists.rank[plan.pcdIndex][i] > 0 && c.avaliacaoPcd === 'pendente' && (eliminates || f.from === plan.pcdIndex);
    if (racial || pcd) out.push(i);
  }
  const acRank = lists.rank[0];
  return out.sort((a, b) => acRank[a] - acRank[b]);
}

function provisionalWarning(provisional: readonly number[], plan: ReservePlan, lists: CargoLists, cands: readonly Candidate[]): Warning {
  const ids = provisional.map((i) => cands[i].inscricao);
  const articles: string[] = [];
  let racial = false;
  let pcd = false;
  for (const i of provisional) {
    const g = plan.rules.groups.find((x) => x.code === cands[i].grupo);
    if (g && lists.racialList[i] >= 0 && cands[i].confirmacao === 'pendente') {
      racial = true;
      if (!articles.includes(g.confirmationArticle)) articles.push(g.confirmationArticle);
    }
    if (plan.pcd && lists.rank[plan.pcdIndex][i] > 0 && cands[i].avaliacaoPcd === 'pendente') {
      pcd = true;
      if (!articles.includes(plan.pcd.articles.assessment)) articles.push(plan.pcd.articles.assessment);
    }
  }
  const what =
    racial && pcd
      ? 'a confirmação da autodeclaração ou a avaliação da deficiência'
      : pcd
        ? 'a avaliação da deficiência'
        : 'a confirmação da autodeclaração';
  return {
    nivel: 'aviso',
    codigo: 'resultado-provisorio',
    artigo: articles.join('; '),
    mensagem:
      `Resultado provisório: ${ids.length === 1 ? 'a inscrição' : 'as inscrições'} ${joinIds(ids)} ` +
      `${ids.length === 1 ? 'foi nomeada' : 'foram nomeadas'} por vaga reservada com ${what} ainda pendente. ` +
      'Se for indeferida, a lista muda: processe de novo quando o procedimento terminar.',
    inscricoes: ids,
  };
}

/**
 * Unresolved ties (rules.md §2.4): every run of candidates equal on every criterion is reported. It is
 * an error when the tie can decide who is nominated: when, in some list holding its members, the
 * allocation stopped reading inside the run (some of them taken, some not, or taken by different
 * steps). Otherwise the order inside the run changes no one's nomination, only ranks and positions:
 * a warning of its own when a member is nominated (the order of nomination changes; at most one such
 * tie per vacancy), and one summary for all the ties among candidates no one nominates (only the
 * order of the cadastro de reserva: their number grows with the candidates). Ties resolved by age or by the edital's criteria that touch a nominated candidate are written to
 * the audit trail.
 */
function tieWarnings(
  warnings: Warning[],
  audit: AuditTrail,
  plan: ReservePlan,
  cands: readonly Candidate[],
  lists: CargoLists,
  final: Allocation,
): void {
  const { keys } = lists;
  const acList = lists.lists[0];
  const acRank = lists.rank[0];
  const straddles = (list: number, from: number, to: number): boolean => {
    // from/to: 0-based indices of the run's first and last member in that list
    for (const s of final.stops[list] ?? []) if (s >= from && s < to) return true;
    return false;
  };
  const nominated = new Uint8Array(cands.length);
  for (const f of final.fills) nominated[f.candidate] = 1;
  let resolvedElsewhere = 0;
  const reserveTies: TieRun[] = [];
  let reserveAt = -1;
  for (let start = 0; start < acList.length;) {
    let end = start;
    // Runs of equal merit; on the way, record ties on score settled by age or the edital's criteria.
    while (end + 1 < acList.length) {
      const a = acList[end];
      const b = acList[end + 1];
      if (keys.nota[a] !== keys.nota[b]) break;
      const step = tieBreakStep(keys, a, b);
      if (step === 'empate') {
        end++;
        continue;
      }
      if (nominated[a] === 0 && nominated[b] === 0) resolvedElsewhere++;
      else {
        audit.add(
          'desempate',
          step === 'idade' ? ELDERLY_ARTICLE : CRITERIA_ARTICLE,
          `Empate de nota (${formatScore(cands[a].nota)}) entre as inscrições ${cands[a].inscricao} e ${cands[b].inscricao}: ` +
            (step === 'idade'
              ? `resolvido pela idade — pessoa idosa primeiro, a mais velha antes (${ELDERLY_ARTICLE}).`
              : 'resolvido pelos critérios de desempate do edital.') +
            ` Fica à frente a inscrição ${cands[a].inscricao} (${acRank[a]}ª na ampla concorrência).`,
        );
      }
      break;
    }
    if (end > start) {
      const members = Array.from(acList.subarray(start, end + 1));
      let decisive = straddles(0, start, end);
      for (let r = 1; r < plan.codes.length && !decisive; r++) {
        const rank = lists.rank[r];
        const inR = members.filter((i) => rank[i] > 0);
        if (inR.length > 1 && straddles(r, rank[inR[0]] - 1, rank[inR[inR.length - 1]] - 1)) decisive = true;
      }
      const ids = members.map((i) => cands[i].inscricao);
      const anyNominated = members.some((i) => nominated[i] === 1);
      if (decisive || anyNominated) warnings.push(tieWarning(ids, cands[members[0]].nota, decisive, anyNominated));
      else {
        // Only the order of the cadastro de reserva: summarised below (rules.md §2.4).
        if (reserveAt < 0) reserveAt = warnings.length;
        reserveTies.push({
          firstRank: acRank[members[0]],
          lastRank: acRank[members[members.length - 1]],
          nota: cands[members[0]].nota,
          ids,
        });
      }
    }
    start = end + 1;
  }
  // The ties that change no nomination and no order of nomination: one warning for all of them, in
  // the place of the first (a single one keeps its own warning). Their number grows with the
  // candidates; the others' is bounded by the vacancies.
  if (reserveTies.length === 1) warnings.splice(reserveAt, 0, tieWarning(reserveTies[0].ids, reserveTies[0].nota, false, false));
  else if (reserveTies.length > 1) {
    const ids: string[] = [];
    for (const t of reserveTies) for (const id of t.ids) ids.push(id);
    warnings.splice(reserveAt, 0, {
      nivel: 'aviso',
      codigo: 'empate-nao-resolvido',
      artigo: CRITERIA_ARTICLE,
      mensagem: reserveTiesMessage(reserveTies, ids.length),
      inscricoes: ids,
      empates: reserveTies.length,
    });
  }
  if (resolvedElsewhere > 0) {
    audit.add(
      'desempate',
      CRITERIA_ARTICLE,
      `${count(resolvedElsewhere, 'outro empate de nota foi resolvido', 'outros empates de nota foram resolvidos')} pela idade ou pelos critérios do edital entre candidatos não nomeados (ver as listas).`,
    );
  }
}

/** One unresolved tie (rules.md §2.4), named in its own warning: an error when it decides who is nominated. */
function tieWarning(ids: string[], nota: number, decisive: boolean, anyNominated: boolean): Warning {
  return {
    nivel: decisive ? 'erro' : 'aviso',
    codigo: 'empate-nao-resolvido',
    artigo: CRITERIA_ARTICLE,
    mensagem:
      `Empate não resolvido entre as inscrições ${joinIds(ids)} (nota ${formatScore(nota)}, mesmos critérios de desempate): ` +
      'ordenadas provisoriamente pelo número de inscrição. ' +
      (decisive
        ? 'Este empate decide quem é nomeado: a comissão deve resolvê-lo (por exemplo, por sorteio público) e processar de novo.'
        : anyNominated
          ? 'Não muda quem é nomeado, mas muda a ordem de nomeação e a classificação: resolva-o antes de publicar.'
          : 'Afeta a ordem do cadastro de reserva: resolva-o antes de publicar.'),
    inscricoes: ids,
  };
}

function outcome(
  c: Candidate,
  i: number,
  lists: CargoLists,
  plan: ReservePlan,
  entry: OrderEntry | undefined,
  nomination: Nomination | undefined,
  provisional: boolean,
  rules: RuleSet,
): CandidateOutcome {
  let situacao: CandidateOutcome['situacao'];
  let descricao: string;
  const standing = lists.standing[i] as Standing;
  if (entry && nomination) {
    situacao = 'nomeado';
    const reverted = entry.final.via ? ` (vaga ${plan.codes[entry.final.vacancy]} revertida)` : '';
    descricao =
      `Nomeado(a) – ${entry.position}ª vaga, ${nomination.modalidade}${reverted}` +
      (provisional ? ' – provisório: confirmação pendente' : '');
  } else if (standing === Standing.Fraud) {
    situacao = 'eliminado-fraude';
    descricao = `Eliminado(a) – fraude na autodeclaração (${rules.articles.fraud})`;
  } else if (standing === Standing.AbsentEliminated) {
    situacao = 'eliminado-ausencia';
    descricao = 'Eliminado(a) – ausente no procedimento de confirmação';
  } else if (standing === Standing.NotApproved) {
    situacao = 'nao-aprovado';
    descricao = 'Não aprovado(a)';
  } else {
    situacao = 'cadastro-reserva';
    descricao = 'Cadastro de reserva';
  }
  const acRank = lists.rank[0][i];
  const g = lists.racialList[i];
  const groupRank = g >= 0 ? lists.rank[g][i] : 0;
  const pcdRank = plan.pcdIndex >= 0 ? lists.rank[plan.pcdIndex][i] : 0;
  return {
    inscricao: c.inscricao,
    situacao,
    descricao,
    posicao: entry ? entry.position : null,
    modalidade: nomination ? nomination.modalidade : null,
    classificacaoAC: acRank > 0 ? acRank : null,
    listaGrupo: groupRank > 0 ? plan.codes[g] : null,
    classificacaoGrupo: groupRank > 0 ? groupRank : null,
    classificacaoPcd: pcdRank > 0 ? pcdRank : null,
    entrada: nomination ? nomination.entrada : null,
    explicacao: nomination ? nomination.explicacao : null,
    provisorio: provisional,
  };
}
