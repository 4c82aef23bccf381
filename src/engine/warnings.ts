// What every result also reports (rules.md §7), decided here and handed over as data: each warning's
// code, level, article, inscrições and facts. Their sentences are written in narrative/warnings.ts.
import type { Allocation } from './allocation';
import type { AuditTrail } from './audit';
import type { CargoLists } from './lists';
import type { NominationOrder } from './order';
import { columnWithdrawalsWithin } from './history';
import type { Replay, Seating } from './history';
import { decidingCriterion, tieBreakStep, ELDERLY_ARTICLE, CRITERIA_ARTICLE } from './ranking';
import { tieBrokenSentence, tiesBrokenElsewhereSentence, warning } from './narrative';
import type { TieBrokenBy } from './narrative/ties';
import type { RankKeys } from './ranking';
import type { ReservePlan } from './reserves';
import type { RuleSet } from './rulesets';
import { groupOfDeclaration } from './rulesets';
import { reserveExceeds } from './counting';
import { pcdCount } from './pcd';
import { pcdRuleOf } from './pcd';
import { NO_PCD_RULE } from './types';
import type { Candidate, Concurso, ConcursoResult, Modality, Nomination, Options, PendingCheck, Rounding, TieRun, Warning } from './types';

/** Warnings about the concurso as a whole (rules.md §7, §9). */
export function concursoWarnings(concurso: Concurso, rules: RuleSet): Warning[] {
  const out: Warning[] = [];
  const edital = concurso.opcoes.dataEdital;
  // A written rule without `vigencia` has no day of coming into force: nothing is checked (rules.md §11).
  if (edital !== null && rules.inForceFrom !== '' && edital < rules.inForceFrom) {
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
  const pcd = pcdRuleOf(concurso.opcoes);
  if (pcd?.articles.fragmentation && concurso.cargos.length >= 2) {
    // A PcD reserve split by cargo must not shrink (the rule's own article): 3 cargos of 4 vacancies
    // give no PcD vacancy, 12 give one (test/engine/rules.test.ts).
    const porCargo = concurso.cargos.reduce((s, c) => s + pcdCount(c.vagas, pcd), 0);
    const noTotal = pcdCount(total, pcd);
    if (porCargo < noTotal) {
      const cargos = concurso.cargos.filter((c) => c.vagas > 0 && pcdCount(c.vagas, pcd) === 0).map((c) => String(c.cargo));
      const dados = { porCargo, noTotal, vagasNoConcurso: total, cargos };
      out.push(warning({ nivel: 'aviso', codigo: 'pcd-fracionada', artigo: pcd.articles.fragmentation, dados }, rules));
    }
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

/** The article behind a position left without a candidate: AC shortage, or the order of nomination. */
export function unfilledArticle(type: Modality, rules: RuleSet): string {
  return type === 'AC' ? rules.articles.acShortage : rules.articles.order;
}

/** §3, §7: no reserve below the minimum; the other reading's numbers. */
export function countWarnings(
  warnings: Warning[],
  vagas: number,
  plan: ReservePlan,
  options: Options,
  counts: Record<string, number>,
  other: Rounding,
  otherCounts: Record<string, number>,
): void {
  const { rules } = plan;
  if (vagas < rules.minimumVacancies) {
    warnings.push(warning({ nivel: 'info', codigo: 'sem-reserva', artigo: rules.articles.minimum, dados: { vagas } }, rules));
  }
  if (reserveExceeds(vagas, rules, options.arredondamento, plan.pcd)) {
    const dados = { vagas, reserva: counts };
    warnings.push(warning({ nivel: 'aviso', codigo: 'reserva-excede-vagas', artigo: rules.articles.rounding, dados }, rules));
  }
  const dados = {
    aplicada: options.arredondamento,
    outra: other,
    reserva: counts,
    reservaOutra: otherCounts,
  };
  warnings.push(warning({ nivel: 'info', codigo: 'outra-leitura', artigo: rules.articles.rounding, dados }, rules));
}

/** §5.3, §5.4, §7: reversions, unfilled positions, AC shortage. */
export function allocationWarnings(
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

/** §6: the lawful result does not grow with the vacancies from some count on (`ordem-nao-monotona`). */
export function orderWarnings(
  warnings: Warning[],
  plan: ReservePlan,
  cands: readonly Candidate[],
  order: NominationOrder,
  options: Options,
): void {
  if (order.firstDropout === null) return;
  const { rules } = plan;
  const dados = { vagas: order.firstDropout, arredondamento: options.arredondamento, regraPcd: plan.pcd ? plan.pcd.name : null };
  const inscricoes = [cands[order.dropoutCandidate].inscricao];
  warnings.push(warning({ nivel: 'aviso', codigo: 'ordem-nao-monotona', artigo: rules.articles.order, inscricoes, dados }, rules));
}

/** The checks a provisional nomination waits for (shared: an outcome's `pendencias` is read, never changed). */
export const NOTHING_PENDING: readonly PendingCheck[] = [];
const RACIAL_PENDING: readonly PendingCheck[] = ['confirmacao'];
const PCD_PENDING: readonly PendingCheck[] = ['avaliacaoPcd'];
const BOTH_PENDING: readonly PendingCheck[] = ['confirmacao', 'avaliacaoPcd'];

/**
 * Provisional results (§1, §9): a pending confirmation (or PcD assessment) matters only for someone
 * nominated through the list it admits them to (or through any list when absence eliminates): nobody
 * else is ever taken from that list, so the outcome cannot change who is nominated. Each provisional
 * nominee with the checks their nomination waits for, in AC-list order.
 */
export function provisionalCandidates(
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
    // A fill from a racial list is from one the candidate stands in (several under a written rule, §11).
    const fromRacial = f.from > 0 && f.from !== plan.pcdIndex;
    const racial = lists.racialList[i] >= 0 && c.confirmacao === 'pendente' && (eliminates || fromRacial);
    const pcd =
      plan.pcdIndex >= 0 && lists.rank[plan.pcdIndex][i] > 0 && c.avaliacaoPcd === 'pendente' && (eliminates || f.from === plan.pcdIndex);
    if (racial || pcd) out.push({ i, pending: racial && pcd ? BOTH_PENDING : racial ? RACIAL_PENDING : PCD_PENDING });
  }
  const acRank = lists.rank[0];
  out.sort((a, b) => acRank[a.i] - acRank[b.i]);
  return new Map(out.map((x) => [x.i, x.pending]));
}

/** The warning that names the provisional nominees, with the checks pending for them and their articles. */
export function provisionalWarning(
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
    const g = cands[i].grupo === null ? undefined : groupOfDeclaration(plan.rules, cands[i].grupo);
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
export function tieWarnings(
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
          tieBrokenSentence(
            cands[a].nota,
            cands[a].inscricao,
            cands[b].inscricao,
            byAge,
            acRank[a],
            byAge ? null : tieBrokenBy(keys, cands, a, b),
          ),
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

/** The criterion that put `a` before `b` (rules.md §2.3: the audit trail names it), with their values. */
function tieBrokenBy(keys: RankKeys, cands: readonly Candidate[], a: number, b: number): TieBrokenBy {
  const t = decidingCriterion(keys, a, b);
  return { ordem: t + 1, criterio: keys.criterios[t] ?? null, valores: [cands[a].desempate[t] ?? null, cands[b].desempate[t] ?? null] };
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

/** rules.md §10: occupants outside the lawful result and preteridos; withdrawals of the Situação column within the vacancies. */
export function historyWarnings(
  warnings: Warning[],
  plan: ReservePlan,
  cands: readonly Candidate[],
  lists: CargoLists,
  seating: Seating,
  replay: Replay | null,
  vagas: number,
): void {
  if (!replay) return;
  const { rules } = plan;
  const id = (c: number): string => cands[c].inscricao;
  if (seating.divergent.length > 0) {
    const divergentes = seating.divergent.map(id);
    const preteridos = seating.preteridos.map(id);
    const artigo = rules.articles.orderForCareer ? `${rules.articles.order}; ${rules.articles.orderForCareer}` : rules.articles.order;
    const dados = { divergentes, preteridos };
    warnings.push(
      warning({ nivel: 'erro', codigo: 'historico-divergente', artigo, inscricoes: [...divergentes, ...preteridos], dados }, rules),
    );
  }
  const within = columnWithdrawalsWithin(plan, lists, cands.length, vagas, replay);
  if (within.length > 0) {
    const inscricoes = within.map(id).sort();
    const artigo = rules.articles.orderForCareer ?? rules.articles.order;
    warnings.push(warning({ nivel: 'aviso', codigo: 'desistente-sem-ato', artigo, inscricoes, dados: {} }, rules));
  }
}

/**
 * Whether the lists of a result may not be published yet: an error stands (an unresolved decisive tie,
 * a divergent record of acts, an edital before the law…) or a confirmation the result depends on is
 * still pending. Every list generated then says "PROVISÓRIO — não publicar" in its title and print
 * header, and the pane says so before generating (test/engine/provisional.test.ts).
 */
export function isProvisional(result: ConcursoResult): boolean {
  const blocking = (w: Warning): boolean => w.nivel === 'erro' || w.codigo === 'resultado-provisorio';
  return result.avisos.some(blocking) || result.cargos.some((c) => c.avisos.some(blocking));
}
