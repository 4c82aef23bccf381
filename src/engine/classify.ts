// One concurso in, the final result out. Each cargo goes through named steps, each citing its section
// of rules.md: lists (§1, §9), ranking (§2), counts (§3, §9), sequence (§4, §9), allocation (§5),
// order of nomination (§6), warnings (§7). The decisions are made here and in the modules named, and
// handed over as data (warnings' facts, outcomes); every sentence is written in narrative/.
import { Allocator } from './allocation';
import type { Allocation } from './allocation';
import { AuditTrail } from './audit';
import { reservedCounts } from './counting';
import { buildLists, Standing } from './lists';
import type { CargoLists } from './lists';
import {
  allocationSentences,
  entryExplanation,
  listSentences,
  orderSentence,
  outcomeDescription,
  positionSentence,
  readingSentence,
  reserveSentence,
  resultSentence,
  sequenceSentence,
  standingSentences,
  tieBrokenSentence,
  tiesBrokenElsewhereSentence,
  vacantPositionSentence,
  warning,
} from './narrative';
import { nominationOrder } from './order';
import type { ModalityChange, NominationOrder, OrderEntry } from './order';
import { tieBreakStep, ELDERLY_ARTICLE, CRITERIA_ARTICLE } from './ranking';
import { countsByIndex, reservePlan } from './reserves';
import type { ReservePlan } from './reserves';
import { findRuleSet } from './rulesets';
import type { RuleSet } from './rulesets';
import { nominationSequence } from './sequence';
import { ENGINE_VERSION } from './version';
import { MAX_VACANCIES, NO_PCD_RULE, tooManyVacancies } from './types';
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
  PendingCheck,
  Rounding,
  TieRun,
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
    out.push(
      warning({ nivel: 'erro', codigo: 'edital-anterior-a-lei', artigo: rules.articles.inForce, dados: { dataEdital: edital } }, rules),
    );
  }
  const small = concurso.cargos.filter((c) => c.vagas > 0 && c.vagas < rules.minimumVacancies);
  const total = concurso.cargos.reduce((s, c) => s + c.vagas, 0);
  if (concurso.cargos.length >= 2 && small.length > 0 && total >= rules.minimumVacancies) {
    // Splitting the vacancies into small cargos so that no reserve applies has been annulled in court.
    const cargos = small.map((c) => String(c.cargo));
    out.push(
      warning(
        { nivel: 'aviso', codigo: 'cargo-abaixo-do-minimo', artigo: rules.articles.minimum, dados: { cargos, vagasNoConcurso: total } },
        rules,
      ),
    );
  }
  if (concurso.opcoes.pcd === NO_PCD_RULE) {
    // rules.md §9: candidates marked PcD while no PcD rule is chosen.
    let marked = 0;
    for (const c of concurso.candidatos) if (c.pcd) marked++;
    if (marked > 0) {
      out.push(
        warning(
          { nivel: 'aviso', codigo: 'pcd-sem-regra', artigo: 'Constituição Federal, art. 37, VIII', dados: { marcados: marked } },
          rules,
        ),
      );
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
    warnings.push(
      warning({ nivel: 'info', codigo: 'grupo-fora-da-regra', artigo: rules.articles.optIn, inscricoes: ids, dados: {} }, rules),
    );
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
    // The positions that need a word: an occupant counted otherwise, or no occupant (§5.4).
    if (p.inscricao !== null && p.explicacao !== null) audit.add('posicao', rules.articles.order, positionSentence(p, rules));
    if (p.inscricao === null) audit.add('vaga-vazia', unfilledArticle(p.vaga, rules), vacantPositionSentence(p, rules));
  }

  // §7: what every result also reports.
  allocationWarnings(warnings, plan, cands, final, nomeacao);
  if (order.firstDropout !== null) {
    const dados = { vagas: order.firstDropout, arredondamento: options.arredondamento, regraPcd: plan.pcd ? plan.pcd.name : null };
    const inscricoes = [cands[order.dropoutCandidate].inscricao];
    warnings.push(warning({ nivel: 'aviso', codigo: 'ordem-nao-monotona', artigo: rules.articles.order, inscricoes, dados }, rules));
  }
  const provisional = provisionalCandidates(plan, lists, cands, final, options);
  if (provisional.size > 0) warnings.push(provisionalWarning(provisional, plan, lists, cands));
  tieWarnings(warnings, audit, plan, cands, lists, final);

  const outcomes = outcomesOf(cands, lists, plan, order, nomeacao, provisional);
  const filled = nomeacao.filter((p) => p.inscricao !== null).length;
  audit.add('resultado', rules.articles.order, resultSentence(filled, vagas, provisional.size > 0, rules));

  return {
    cargo,
    vagas,
    reserva: reserveRecord(counts, plan),
    sequencia: sequence,
    nomeacao,
    listas: listRecord(lists, plan),
    avisos: warnings,
    reservaOutraLeitura: { arredondamento: other, reserva: reserveRecord(otherCounts, plan) },
    candidatos: outcomes,
    memoria: audit.steps,
    provisorio: provisional.size > 0,
  };
}

/** The contract's `reserva`: each reserve in list order, then AC. */
function reserveRecord(counts: Record<string, number>, plan: ReservePlan): Record<string, number> {
  const out: Record<string, number> = {};
  for (const code of plan.codes.slice(1)) out[code] = counts[code];
  out.AC = counts.AC;
  return out;
}

/** The contract's `listas`: each list's inscrições, ranked. */
function listRecord(lists: CargoLists, plan: ReservePlan): Record<string, string[]> {
  const ids = lists.keys.inscricao;
  const listas: Record<string, string[]> = {};
  plan.codes.forEach((code, m) => {
    const xs = lists.lists[m];
    const out: string[] = new Array(xs.length);
    for (let k = 0; k < xs.length; k++) out[k] = ids[xs[k]];
    listas[code] = out;
  });
  return listas;
}

/** Per-candidate outcomes, in input order. */
function outcomesOf(
  cands: readonly Candidate[],
  lists: CargoLists,
  plan: ReservePlan,
  order: NominationOrder,
  nomeacao: readonly Nomination[],
  provisional: ReadonlyMap<number, readonly PendingCheck[]>,
): CandidateOutcome[] {
  const n = cands.length;
  const byCandidate: (OrderEntry | undefined)[] = new Array(n);
  for (const e of order.entries) byCandidate[e.candidate] = e;
  const outcomes: CandidateOutcome[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const e = byCandidate[i];
    outcomes[i] = outcome(cands[i], i, lists, plan, e, e ? nomeacao[e.position - 1] : undefined, provisional.get(i) ?? NOTHING_PENDING);
  }
  return outcomes;
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
    warnings.push(warning({ nivel: 'info', codigo: 'sem-reserva', artigo: rules.articles.minimum, dados: { vagas } }, rules));
  }
  const dados = {
    aplicada: options.arredondamento,
    outra: otherRounding(options.arredondamento),
    reserva: counts,
    reservaOutra: otherCounts,
  };
  warnings.push(warning({ nivel: 'info', codigo: 'outra-leitura', artigo: rules.articles.rounding, dados }, rules));
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
  for (const r of final.reversions) {
    const artigo = r.tried[r.tried.length - 1].article;
    const dados = { reserva: plan.codes[r.reserve], para: r.fill ? plan.codes[r.fill.from] : null };
    const inscricoes = r.fill ? [cands[r.fill.candidate].inscricao] : undefined;
    warnings.push(warning({ nivel: 'info', codigo: 'vaga-revertida', artigo, inscricoes, dados }, rules));
  }
  const unfilledPositions = nomeacao.filter((p) => p.inscricao === null);
  if (unfilledPositions.length > 0) {
    const artigo = [...new Set(unfilledPositions.map((p) => unfilledArticle(p.vaga, rules)))].join('; ');
    const posicoes = unfilledPositions.map((p) => ({ posicao: p.posicao, vaga: p.vaga }));
    warnings.push(warning({ nivel: 'aviso', codigo: 'vaga-nao-preenchida', artigo, dados: { posicoes } }, rules));
  }
  if (final.unfilled[0] > 0) {
    const dados = { vagas: final.unfilled[0] };
    warnings.push(warning({ nivel: 'aviso', codigo: 'ampla-insuficiente', artigo: rules.articles.acShortage, dados }, rules));
  }
}

/** The checks a provisional nomination waits for (shared: an outcome's `pendencias` is read, never changed). */
const NOTHING_PENDING: readonly PendingCheck[] = [];
const RACIAL_PENDING: readonly PendingCheck[] = ['confirmacao'];
const PCD_PENDING: readonly PendingCheck[] = ['avaliacaoPcd'];
const BOTH_PENDING: readonly PendingCheck[] = ['confirmacao', 'avaliacaoPcd'];

/**
 * Provisional results (§1, §9): a pending confirmation (or PcD assessment) matters only for someone
 * nominated through the list it admits them to (or through any list when absence eliminates): nobody
 * else is ever taken from that list, so the outcome cannot change who is nominated. Each provisional
 * nominee with the checks their nomination waits for, in AC-list order.
 */
function provisionalCandidates(
  plan: ReservePlan,
  lists: CargoLists,
  cands: readonly Candidate[],
  final: Allocation,
  options: Options,
): Map<number, readonly PendingCheck[]> {
  const eliminates = options.ausenciaConfirmacao === 'eliminado';
  const out: { i: number; pending: readonly PendingCheck[] }[] = [];
  for (const f of final.fills) {
    const i = f.candidate;
    const c = cands[i];
    const racial = lists.racialList[i] >= 0 && c.confirmacao === 'pendente' && (eliminates || f.from === lists.racialList[i]);
    const pcd =
      plan.pcdIndex >= 0 && lists.rank[plan.pcdIndex][i] > 0 && c.avaliacaoPcd === 'pendente' && (eliminates || f.from === plan.pcdIndex);
    if (racial || pcd) out.push({ i, pending: racial && pcd ? BOTH_PENDING : racial ? RACIAL_PENDING : PCD_PENDING });
  }
  const acRank = lists.rank[0];
  out.sort((a, b) => acRank[a.i] - acRank[b.i]);
  return new Map(out.map((x) => [x.i, x.pending]));
}

/** The warning that names the provisional nominees, with the checks pending for them and their articles. */
function provisionalWarning(
  provisional: ReadonlyMap<number, readonly PendingCheck[]>,
  plan: ReservePlan,
  lists: CargoLists,
  cands: readonly Candidate[],
): Warning {
  const ids: string[] = [];
  const articles: string[] = [];
  let racial = false;
  let pcd = false;
  for (const i of provisional.keys()) {
    ids.push(cands[i].inscricao);
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
  const pendencias: PendingCheck[] = [];
  if (racial) pendencias.push('confirmacao');
  if (pcd) pendencias.push('avaliacaoPcd');
  return warning(
    { nivel: 'aviso', codigo: 'resultado-provisorio', artigo: articles.join('; '), inscricoes: ids, dados: { pendencias } },
    plan.rules,
  );
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
        const byAge = step === 'idade';
        audit.add(
          'desempate',
          byAge ? ELDERLY_ARTICLE : CRITERIA_ARTICLE,
          tieBrokenSentence(cands[a].nota, cands[a].inscricao, cands[b].inscricao, byAge, acRank[a]),
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
      if (decisive || anyNominated) warnings.push(tieWarning(ids, cands[members[0]].nota, decisive, anyNominated, plan.rules));
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
  if (reserveTies.length === 1)
    warnings.splice(reserveAt, 0, tieWarning(reserveTies[0].ids, reserveTies[0].nota, false, false, plan.rules));
  else if (reserveTies.length > 1) {
    const ids: string[] = [];
    for (const t of reserveTies) for (const id of t.ids) ids.push(id);
    const summary = warning(
      {
        nivel: 'aviso',
        codigo: 'empate-nao-resolvido',
        artigo: CRITERIA_ARTICLE,
        inscricoes: ids,
        empates: reserveTies.length,
        dados: { tipo: 'resumo', empates: reserveTies },
      },
      plan.rules,
    );
    warnings.splice(reserveAt, 0, summary);
  }
  if (resolvedElsewhere > 0) audit.add('desempate', CRITERIA_ARTICLE, tiesBrokenElsewhereSentence(resolvedElsewhere));
}

/** One unresolved tie (rules.md §2.4), named in its own warning: an error when it decides who is nominated. */
function tieWarning(ids: string[], nota: number, decisive: boolean, anyNominated: boolean, rules: RuleSet): Warning {
  return warning(
    {
      nivel: decisive ? 'erro' : 'aviso',
      codigo: 'empate-nao-resolvido',
      artigo: CRITERIA_ARTICLE,
      inscricoes: ids,
      dados: { tipo: 'empate', nota, decideNomeacao: decisive, temNomeado: anyNominated },
    },
    rules,
  );
}

/** One candidate's situation, ranks and entry (rules.md §1, §6) as data; `descricao` is written from them. */
function outcome(
  c: Candidate,
  i: number,
  lists: CargoLists,
  plan: ReservePlan,
  entry: OrderEntry | undefined,
  nomination: Nomination | undefined,
  pendencias: readonly PendingCheck[],
): CandidateOutcome {
  let situacao: CandidateOutcome['situacao'];
  const standing = lists.standing[i] as Standing;
  if (entry && nomination) situacao = 'nomeado';
  else if (standing === Standing.Fraud) situacao = 'eliminado-fraude';
  else if (standing === Standing.AbsentEliminated) situacao = 'eliminado-ausencia';
  else if (standing === Standing.NotApproved) situacao = 'nao-aprovado';
  else situacao = 'cadastro-reserva';
  const acRank = lists.rank[0][i];
  const g = lists.racialList[i];
  const groupRank = g >= 0 ? lists.rank[g][i] : 0;
  const pcdRank = plan.pcdIndex >= 0 ? lists.rank[plan.pcdIndex][i] : 0;
  const o: CandidateOutcome = {
    inscricao: c.inscricao,
    situacao,
    descricao: '',
    posicao: entry ? entry.position : null,
    modalidade: nomination ? nomination.modalidade : null,
    classificacaoAC: acRank > 0 ? acRank : null,
    listaGrupo: groupRank > 0 ? plan.codes[g] : null,
    classificacaoGrupo: groupRank > 0 ? groupRank : null,
    classificacaoPcd: pcdRank > 0 ? pcdRank : null,
    entrada: nomination ? nomination.entrada : null,
    explicacao: nomination ? nomination.explicacao : null,
    provisorio: pendencias.length > 0,
    pendencias,
    vagaRevertida: entry && nomination && entry.final.via ? plan.codes[entry.final.vacancy] : null,
  };
  o.descricao = outcomeDescription(o, plan.rules);
  return o;
}
