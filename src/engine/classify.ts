// One concurso in, the final result out. Each cargo goes through named steps, each citing its section
// of rules.md: lists (§1, §9), ranking (§2), counts (§3, §9), sequence (§4, §9), allocation (§5),
// order of nomination (§6), warnings (§7, warnings.ts). The decisions are made here and in the
// modules named, and handed over as data (warnings' facts, outcomes); every sentence is written in
// narrative/.
import { AuditTrail } from './audit';
import { reservedCounts } from './counting';
import { buildLists, Standing } from './lists';
import type { CargoLists } from './lists';
import {
  allocationSentences,
  basisSentence,
  divergentExplanation,
  entryExplanation,
  historySentences,
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
  writtenRuleSentences,
} from './narrative';
import type { SlotDifference } from './narrative';
import { lawfulNow, positionsOf, replayHistory, seat } from './history';
import type { Replay, Seat, Seating } from './history';
import { slotBySlotOrder } from './order';
import type { ModalityChange, NominationOrder } from './order';
import { reservePlan } from './reserves';
import type { ReservePlan } from './reserves';
import type { RuleSet } from './rulesets';
import { nominationSequence } from './sequence';
import { cutLists } from './cut';
import { cutSentences } from './narrative/cut';
import { ENGINE_VERSION } from './version';
import { buildInfo } from './build-info';
import { MAX_VACANCIES, tooManyVacancies } from './types';
import type {
  Act,
  Candidate,
  CandidateOutcome,
  CargoResult,
  Concurso,
  CutInput,
  CutResult,
  ConcursoResult,
  Modality,
  Nomination,
  Options,
  PendingCheck,
  Rounding,
  Warning,
} from './types';
import { WRITTEN_RULE_ARTICLE } from './written-rules';
import { pcdRuleOf } from './pcd';
import { rulesOf } from './rulesets';
import {
  NOTHING_PENDING,
  allocationWarnings,
  concursoWarnings,
  historyWarnings,
  orderWarnings,
  countWarnings,
  provisionalCandidates,
  provisionalWarning,
  tieWarnings,
  unfilledArticle,
} from './warnings';

export function classify(concurso: Concurso): ConcursoResult {
  const rules = rulesOf(concurso);
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
  const cargos = concurso.cargos.map((c) =>
    classifyCargo(c.cargo, c.vagas, byCargo.get(c.cargo)!, rules, concurso.opcoes, general, c.historico, c.corte),
  );
  const result: ConcursoResult = {
    regra: rules.id,
    regraNome: rules.name,
    pcdNome: pcdRuleOf(concurso.opcoes)?.name ?? null,
    opcoes: concurso.opcoes,
    versaoMotor: ENGINE_VERSION,
    compilacao: buildInfo(),
    cargos,
    avisos: general,
  };
  if (concurso.regraInformada) result.regraInformada = concurso.regraInformada;
  return result;
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
  historico?: readonly Act[],
  corte?: CutInput,
): CargoResult {
  if (vagas > MAX_VACANCIES) throw new Error(`${cargo === null ? 'Concurso' : `Cargo "${cargo}"`}: ${tooManyVacancies(vagas)}.`);
  const n = cands.length;
  const audit = new AuditTrail();
  const warnings: Warning[] = [...general];
  const plan = reservePlan(rules, options);
  ruleLines(audit, rules, plan, options);

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

  // §5, §6 and §10: S(n) on the lists now (the record of acts applied), its order of nomination, and
  // who holds or is to be called to each position.
  const replay = historico && historico.length > 0 ? replayOrThrow(historico, vagas, cands, cargo) : null;
  const lawful = lawfulNow(plan, lists, n, vagas, replay);
  const { final, order } = lawful;
  const seating = seat(order, replay, vagas);
  const positionOf = positionsOf(seating, n);
  for (const s of allocationSentences(plan, cands, final.fills, final.reversions, positionOf, lists))
    audit.add(s.tipo, s.artigo, s.mensagem);
  audit.add(
    'ordem',
    rules.articles.orderForCareer ? `${rules.articles.order}; ${rules.articles.orderForCareer}` : rules.articles.order,
    orderSentence(rules, vagas, slotDifference(plan, lawful.lists, order, sequence, cands)),
  );
  const nomeacao = nominations(order, seating, replay, sequence, plan, cands, vagas);
  if (replay)
    for (const line of historySentences(replay, seating, nomeacao, plan, cands, vagas)) audit.add(line.tipo, line.artigo, line.mensagem);
  for (const p of nomeacao) {
    // The positions that need a word: an occupant counted otherwise, or no occupant (§5.4).
    if (p.inscricao !== null && p.explicacao !== null) audit.add('posicao', rules.articles.order, positionSentence(p, rules));
    if (p.inscricao === null) audit.add('vaga-vazia', unfilledArticle(p.vaga, rules), vacantPositionSentence(p, rules));
  }

  // §7: what every result also reports.
  allocationWarnings(warnings, plan, cands, final, nomeacao);
  orderWarnings(warnings, plan, cands, order, options);
  const provisional = provisionalCandidates(plan, lists, cands, final, options);
  if (provisional.size > 0) warnings.push(provisionalWarning(provisional, plan, lists, cands));
  tieWarnings(warnings, audit, plan, cands, lists, final);

  historyWarnings(warnings, plan, cands, lists, seating, replay, vagas);
  const outcomes = outcomesOf(cands, lists, plan, seating, replay, nomeacao, provisional);
  const filled = nomeacao.filter((p) => p.inscricao !== null).length;
  audit.add('resultado', rules.articles.order, resultSentence(filled, vagas, provisional.size > 0, rules));

  const cut = corte ? nextPhase(plan, lists, cands, counts, corte, options, audit) : undefined;

  const result: CargoResult = {
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
  if (cut) result.corte = cut;
  return result;
}

/** The audit trail's first lines: the rule and the reading applied, a written rule printed whole (§11), the edital's items (§7). */
function ruleLines(audit: AuditTrail, rules: RuleSet, plan: ReservePlan, options: Options): void {
  audit.add('regra', rules.articles.rounding, readingSentence(rules, plan, options));
  for (const s of writtenRuleSentences(rules, plan.pcd)) audit.add('regra', WRITTEN_RULE_ARTICLE, s);
  audit.add('fundamentos', 'edital', basisSentence(rules, plan, options));
}

/** §12: who goes on to the next phase, with its lines in the audit trail. */
function nextPhase(
  plan: ReservePlan,
  lists: CargoLists,
  cands: readonly Candidate[],
  counts: Record<string, number>,
  corte: CutInput,
  options: Options,
  audit: AuditTrail,
): CutResult {
  const made = cutLists(plan, lists, cands, Int32Array.from(plan.codes.map((code) => counts[code])), corte);
  for (const s of cutSentences(plan, made.cuts, cands, corte, options)) audit.add(s.tipo, s.artigo, s.mensagem);
  return made.result;
}

/** The first position where filling the sequence slot by slot puts someone else than the order (rules.md §7), or null. */
function slotDifference(
  plan: ReservePlan,
  lists: readonly Int32Array[],
  order: NominationOrder,
  sequence: readonly Modality[],
  cands: readonly Candidate[],
): SlotDifference | null {
  const slots = slotBySlotOrder(plan, lists, sequence, cands.length);
  const id = (c: number): string | null => (c < 0 ? null : cands[c].inscricao);
  for (let p = 0; p < sequence.length; p++) {
    const mine = order.entries[p]?.candidate ?? -1;
    if (mine !== slots[p]) return { posicao: p + 1, vaga: sequence[p], ordem: id(mine), vagaAVaga: id(slots[p]) };
  }
  return null;
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
  seating: Seating,
  replay: Replay | null,
  nomeacao: readonly Nomination[],
  provisional: ReadonlyMap<number, readonly PendingCheck[]>,
): CandidateOutcome[] {
  const n = cands.length;
  const seatOf = new Int32Array(n).fill(-1);
  seating.seats.forEach((s, p) => {
    if (s) seatOf[s.candidate] = p;
  });
  const preterido = new Set(seating.preteridos);
  const queued = new Set(replay?.queueEnd ?? []);
  const outcomes: CandidateOutcome[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const p = seatOf[i];
    const facts: OutcomeSeat = {
      seat: p >= 0 ? seating.seats[p]! : null,
      nomination: p >= 0 ? nomeacao[p] : null,
      preterido: preterido.has(i),
      left: replay?.left.get(i) ?? null,
      fimDeFila: queued.has(i),
    };
    outcomes[i] = outcome(cands[i], i, lists, plan, facts, provisional.get(i) ?? NOTHING_PENDING);
  }
  return outcomes;
}

/** The record of acts, replayed; an invalid record is refused here too (validate.ts reports it first, act by act). */
function replayOrThrow(historico: readonly Act[], vagas: number, cands: readonly Candidate[], cargo: string | null): Replay {
  const index = new Map<string, number>();
  cands.forEach((c, i) => index.set(c.inscricao, i));
  const { replay, problems } = replayHistory(historico, vagas, (id) => index.get(id) ?? -1);
  if (problems.length > 0)
    throw new Error(
      `${cargo === null ? 'Concurso' : `Cargo "${cargo}"`}: ${problems.map((p) => `ato ${p.ato + 1}: ${p.mensagem}`).join('; ')}.`,
    );
  return replay;
}

/** The positions (§6, §10): each one's occupant or the person to be called; `vaga` is the position's type from §4. */
function nominations(
  order: NominationOrder,
  seating: Seating,
  replay: Replay | null,
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
    const s = seating.seats[p];
    const anteriores = replay ? replay.earlier[p] : [];
    const ato = s?.act?.ato ?? null;
    const data = s?.act?.data ?? null;
    if (!s) {
      out[p] = {
        posicao: p + 1,
        vaga: sequence[p],
        inscricao: null,
        modalidade: null,
        entrada: null,
        explicacao: null,
        situacao: 'vaga',
        ato,
        data,
        anteriores,
      };
      continue;
    }
    const e = s.entry;
    out[p] = {
      posicao: p + 1,
      vaga: sequence[p],
      inscricao: cands[s.candidate].inscricao,
      // An occupant outside the lawful result keeps the position and is counted as its type (§10).
      modalidade: e ? plan.codes[e.final.from] : sequence[p],
      entrada: e ? { vagas: e.entry, modalidade: plan.codes[e.entryTaking.from] } : null,
      explicacao: e ? entryExplanation(e, sequence[p], plan, changesAt, cands, vagas) : divergentExplanation(vagas, plan.rules),
      situacao: s.situacao,
      ato,
      data,
      anteriores,
    };
  }
  return out;
}

/** What the outcome of a candidate is written from, besides the lists: their seat, if any, and their acts. */
interface OutcomeSeat {
  seat: Seat | null;
  nomination: Nomination | null;
  preterido: boolean;
  /** The act by which they left every list, if they did. */
  left: Act | null;
  fimDeFila: boolean;
}

/** One candidate's situation, ranks and entry (rules.md §1, §6, §10) as data; `descricao` is written from them. */
function outcome(
  c: Candidate,
  i: number,
  lists: CargoLists,
  plan: ReservePlan,
  at: OutcomeSeat,
  pendencias: readonly PendingCheck[],
): CandidateOutcome {
  let situacao: CandidateOutcome['situacao'];
  const standing = lists.standing[i] as Standing;
  const { seat: s, nomination } = at;
  if (s) situacao = s.situacao;
  else if (at.left) situacao = at.left.situacao as CandidateOutcome['situacao'];
  else if (at.preterido) situacao = 'preterido';
  else if (standing === Standing.Fraud) situacao = 'eliminado-fraude';
  else if (standing === Standing.AbsentEliminated) situacao = 'eliminado-ausencia';
  else if (standing === Standing.NotApproved) situacao = 'nao-aprovado';
  else situacao = 'cadastro-reserva';
  const acRank = lists.rank[0][i];
  const g = lists.racialList[i];
  const groupRank = g >= 0 ? lists.rank[g][i] : 0;
  const pcdRank = plan.pcdIndex >= 0 ? lists.rank[plan.pcdIndex][i] : 0;
  const act = s?.act ?? at.left;
  const o: CandidateOutcome = {
    inscricao: c.inscricao,
    situacao,
    descricao: '',
    posicao: nomination ? nomination.posicao : null,
    modalidade: nomination ? nomination.modalidade : null,
    classificacaoAC: acRank > 0 ? acRank : null,
    listaGrupo: groupRank > 0 ? plan.codes[g] : null,
    classificacaoGrupo: groupRank > 0 ? groupRank : null,
    classificacaoPcd: pcdRank > 0 ? pcdRank : null,
    entrada: nomination ? nomination.entrada : null,
    explicacao: nomination ? nomination.explicacao : null,
    provisorio: pendencias.length > 0,
    pendencias,
    vagaRevertida: s?.entry?.final.via ? plan.codes[s.entry.final.vacancy] : null,
    ato: act?.ato ?? null,
    data: act?.data ?? null,
    fimDeFila: at.fimDeFila,
  };
  o.descricao = outcomeDescription(o, plan.rules);
  return o;
}
