// Who stands in which list (rules.md §1 and §9) and the ranking of every list (§2). Decisions only:
// the sentences that explain them are in narrative/.
import { buildKeys, compareInscricao, rank } from './ranking';
import type { RankKeys } from './ranking';
import type { ReservePlan } from './reserves';
import { declaredValues } from './rulesets';
import type { Candidate, Options } from './types';

export const enum Standing {
  NotApproved,
  Fraud,
  AbsentEliminated,
  /** In the AC list, and in the reserve lists `memberOf` says. */
  Eligible,
}

/**
 * A candidate in more than one reserve list (§9, `reservaMultipla`): a racial list and the PcD list,
 * or, under a written rule, several racial lists (§11).
 */
export interface MultipleReserveCase {
  candidate: number;
  /** Modality index of the (first) racial group. */
  racial: number;
  /** Every reserve list they would stand in, racial ones in rule order, then PcD. */
  lists: number[];
  /** The lists they stand in: all of them (`todas`) or the one of highest percentage. */
  kept: number[];
}

export interface CargoLists {
  keys: RankKeys;
  standing: Uint8Array;
  /** Per modality index, the ranked list (0: AC). */
  lists: Int32Array[];
  /** Per modality index, each candidate's 1-based rank in that list, 0 when not in it. */
  rank: Int32Array[];
  /** Modality index of the (first) racial group list the candidate stands in, −1 for none. */
  racialList: Int8Array;
  // For the audit trail, each in inscrição order (never the row order).
  notApproved: number;
  fraud: number[];
  /** Racial confirmation `indeferida` (Art. 6º, §2º). */
  rejected: number[];
  /** Absent from the racial confirmation. */
  absent: number[];
  /** Declared a group the rule set does not have, and opted in. */
  foreignGroup: number[];
  /** PcD assessment `indeferida`. */
  pcdRejected: number[];
  /** Absent from the PcD assessment. */
  pcdAbsent: number[];
  multiple: MultipleReserveCase[];
  /** Candidates marked PcD although no PcD rule applies. */
  pcdWithoutRule: number;
}

const EMPTY: readonly string[] = [];
const EMPTY_INDICES: number[] = [];

/**
 * rules.md §11: each declared value → the modality index of the group whose list takes it (a joint
 * reserve lists several); a group's own code stands for it too (a candidate who writes "PPIQ" opts for
 * that reserve), unless another group declares that value.
 */
function declaredIndex(plan: ReservePlan): Map<string, number> {
  const index = new Map<string, number>();
  plan.rules.groups.forEach((g, k) => {
    for (const v of declaredValues(g)) index.set(v, k + 1);
  });
  plan.rules.groups.forEach((g, k) => {
    if (!index.has(g.code)) index.set(g.code, k + 1);
  });
  return index;
}

/** The modality indices of the groups a candidate's declared values stand in, in rule order, once each. */
function groupsOf(declared: readonly string[], index: ReadonlyMap<string, number>): number[] {
  const gs: number[] = [];
  for (const v of declared) {
    const k = index.get(v);
    if (k !== undefined && !gs.includes(k)) gs.push(k);
  }
  return gs.sort((a, b) => a - b);
}

/**
 * §9, `reservaMultipla`, for a candidate in more than one reserve list (`racial`, and PcD when `inPcd`):
 * `todas` keeps all; `maior-percentual` only the one of highest percentage, ties to the earlier in the
 * rule's group order, PcD last.
 */
function multipleReserve(candidate: number, racial: number[], inPcd: boolean, plan: ReservePlan, options: Options): MultipleReserveCase {
  const all = inPcd ? [...racial, plan.pcdIndex] : racial;
  if (options.reservaMultipla === 'todas') return { candidate, racial: racial[0] ?? -1, lists: all, kept: all };
  const share = (m: number): number => (m === plan.pcdIndex ? plan.pcd!.basisPoints : plan.rules.groups[m - 1].basisPoints);
  let best = all[0];
  for (const m of all) if (share(m) > share(best)) best = m;
  return { candidate, racial: racial[0] ?? -1, lists: all, kept: [best] };
}

export function buildLists(cands: readonly Candidate[], plan: ReservePlan, options: Options): CargoLists {
  const n = cands.length;
  const { pcd } = plan;
  const groupIndex = declaredIndex(plan);
  const standing = new Uint8Array(n);
  const racialList = new Int8Array(n).fill(-1);
  const inPcd = new Uint8Array(n);
  // §11: the racial lists beyond the first of a candidate who declared several values (rare).
  const moreRacial = new Map<number, number[]>();
  const out: Omit<CargoLists, 'keys' | 'standing' | 'lists' | 'rank' | 'racialList'> = {
    notApproved: 0,
    fraud: [],
    rejected: [],
    absent: [],
    foreignGroup: [],
    pcdRejected: [],
    pcdAbsent: [],
    multiple: [],
    pcdWithoutRule: 0,
  };
  const eliminateAbsent = options.ausenciaConfirmacao === 'eliminado';
  for (let i = 0; i < n; i++) {
    const c = cands[i];
    // §1: a declared group the rule set does not have counts as no group; §11: a candidate may declare
    // several values, each standing in its group's list.
    const declared = c.grupos ?? (c.grupo === null ? EMPTY : [c.grupo]);
    const gs = groupsOf(declared, groupIndex);
    if (declared.length > 0 && gs.length === 0 && c.optante) out.foreignGroup.push(i);
    const optedIn = gs.length > 0 && c.optante; // Art. 5º, §1º
    // §9: the PcD assessment concerns only candidates marked PcD when a PcD rule is chosen.
    const pcdCandidate = pcd !== null && c.pcd;
    if (c.pcd && pcd === null) out.pcdWithoutRule++;
    if (c.fraude) {
      standing[i] = Standing.Fraud; // Art. 7º, §1º, I: eliminated
      out.fraud.push(i);
      continue;
    }
    if (!c.aprovado) {
      standing[i] = Standing.NotApproved;
      out.notApproved++;
      continue;
    }
    const racialAbsent = optedIn && c.confirmacao === 'ausente';
    const pcdAbsent = pcdCandidate && c.avaliacaoPcd === 'ausente';
    if (racialAbsent) out.absent.push(i);
    if (pcdAbsent) out.pcdAbsent.push(i);
    if (eliminateAbsent && (racialAbsent || pcdAbsent)) {
      standing[i] = Standing.AbsentEliminated; // the edital eliminates who misses the procedure
      continue;
    }
    standing[i] = Standing.Eligible;
    let racial: number[] = EMPTY_INDICES;
    if (optedIn) {
      if (c.confirmacao === 'indeferida')
        out.rejected.push(i); // Art. 6º, §2º: AC list only
      else if (!racialAbsent) racial = gs; // deferida or pendente: one confirmation for every racial list (§11)
    }
    if (pcdCandidate) {
      if (c.avaliacaoPcd === 'indeferida') out.pcdRejected.push(i);
      else if (!pcdAbsent) inPcd[i] = 1; // deferida or pendente
    }
    if (racial.length + inPcd[i] > 1) {
      const x = multipleReserve(i, racial, inPcd[i] === 1, plan, options);
      out.multiple.push(x);
      racial = x.kept.filter((k) => k !== plan.pcdIndex);
      if (!x.kept.includes(plan.pcdIndex)) inPcd[i] = 0;
    }
    if (racial.length > 0) {
      racialList[i] = racial[0];
      if (racial.length > 1) moreRacial.set(i, racial.slice(1));
    }
  }
  const byInscricao = (a: number, b: number): number => compareInscricao(cands[a].inscricao, cands[b].inscricao);
  for (const xs of [out.fraud, out.rejected, out.absent, out.foreignGroup, out.pcdRejected, out.pcdAbsent]) xs.sort(byInscricao);
  out.multiple.sort((a, b) => byInscricao(a.candidate, b.candidate));

  const keys = buildKeys(cands, options.dataReferencia, options.criterios);
  const eligible: number[] = [];
  for (let i = 0; i < n; i++) if (standing[i] === Standing.Eligible) eligible.push(i);
  const acList = rank(eligible, keys);
  const { grouped, ranks } = splitInLists(acList, plan, n, racialList, moreRacial, inPcd);
  return { keys, standing, lists: grouped.map((xs) => Int32Array.from(xs)), rank: ranks, racialList, ...out };
}

/** §1, §9: the AC list split, in its order, into each reserve list a candidate stands in, with each one's rank there. */
function splitInLists(
  acList: number[],
  plan: ReservePlan,
  n: number,
  racialList: Int8Array,
  moreRacial: ReadonlyMap<number, number[]>,
  inPcd: Uint8Array,
): { grouped: number[][]; ranks: Int32Array[] } {
  const ranks = plan.codes.map(() => new Int32Array(n));
  const sizes = new Int32Array(plan.codes.length);
  const grouped: number[][] = plan.codes.map(() => []);
  grouped[0] = acList;
  const add = (m: number, i: number): void => {
    grouped[m].push(i);
    ranks[m][i] = ++sizes[m];
  };
  for (let r = 0; r < acList.length; r++) {
    const i = acList[r];
    ranks[0][i] = r + 1;
    const g = racialList[i];
    if (g >= 0) {
      add(g, i);
      for (const h of moreRacial.get(i) ?? EMPTY_INDICES) add(h, i);
    }
    if (inPcd[i] === 1) add(plan.pcdIndex, i);
  }
  return { grouped, ranks };
}

/** The modality indices of the racial lists candidate `i` stands in, in rule order (one, but several under a written rule, §11). */
export function racialListsOf(lists: CargoLists, groups: number, i: number): number[] {
  const out: number[] = [];
  if (lists.racialList[i] < 0) return out;
  for (let m = 1; m <= groups; m++) if (lists.rank[m][i] > 0) out.push(m);
  return out;
}
