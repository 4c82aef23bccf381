// One concurso in, the final result out. Each cargo goes through named steps, each citing its section
// of rules.md: lists (§1, §9), ranking (§2), counts (§3, §9), sequence (§4, §9), allocation (§5),
// order of nomination (§6), warnings (§7, warnings.ts). The decisions are made here and in the
// modules named, and handed over as data (warnings' facts, outcomes); every sentence is written in
// narrative/.
import { Allocator } from './allocation';
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
  vacantPositionSentence,
  warning,
} from './narrative';
import { nominationOrder } from './order';
import type { ModalityChange, NominationOrder, OrderEntry } from './order';
import { countsByIndex, reservePlan } from './reserves';
import type { ReservePlan } from './reserves';
import { findRuleSet } from './rulesets';
import type { RuleSet } from './rulesets';
import { nominationSequence } from './sequence';
import { ENGINE_VERSION } from './version';
import { MAX_VACANCIES, tooManyVacancies } from './types';
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
  Warning,
} from './types';
import { findPcdRule } from './pcd';
import {
  NOTHING_PENDING,
  allocationWarnings,
  concursoWarnings,
  countWarnings,
  provisionalCandidates,
  provisionalWarning,
  tieWarnings,
  unfilledArticle,
} from './warnings';

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
  countWarnings(warnings, vagas, plan, options, counts, other, otherCounts);

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
