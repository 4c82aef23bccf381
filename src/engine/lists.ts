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

export function buildLists(cands: readonly Candidate[], plan: ReservePlan, options: Options): CargoLists {
  const n = cands.length;
  const { rules, pcd } = plan;
  const m = plan.codes.length;
  // rules.md §11: a group's list takes the declared values it lists (its own code by default; a joint
  // reserve, several).
  const groupIndex = new Map<string, number>();
  rules.groups.forEach((g, k) => {
    for (const v of declaredValues(g)) groupIndex.set(v, k + 1);
  });
  // A group's own code stands for it too (a candidate who writes "PPIQ" opts for that reserve), unless
  // another group declares that value.
  rules.groups.forEach((g, k) => {
    if (!groupIndex.has(g.code)) groupIndex.set(g.code, k + 1);
  });
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
    const gs: number[] = [];
    for (const v of declared) {
      const k = groupIndex.get(v);
      if (k !== undefined && !gs.includes(k)) gs.push(k);
    }
    gs.sort((a, b) => a - b);
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
      // §9, `reservaMultipla`: `maior-percentual` keeps only the reserve with the highest percentage,
      // ties to the earlier in the rule's group order, PcD last; `todas` keeps all.
      const all = inPcd[i] === 1 ? [...racial, plan.pcdIndex] : racial;
      let kept = all;
      if (options.reservaMultipla !== 'todas') {
        const share = (m: number): number => (m === plan.pcdIndex ? pcd!.basisPoints : rules.groups[m - 1].basisPoints);
        let best = all[0];
        for (const m of all) if (share(m) > share(best)) best = m;
        kept = [best];
        racial = racial.includes(best) ? [best] : EMPTY_INDICES;
        if (best !== plan.pcdIndex) inPcd[i] = 0;
      }
      out.multiple.push({ candidate: i, racial: gs[0], lists: all, kept });
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
  const ranks = plan.codes.map(() => new Int32Array(n));
  const sizes = new Int32Array(m);
  const grouped: number[][] = plan.codes.map(() => []);
  grouped[0] = acList;
  for (let r = 0; r < acList.length; r++) {
    const i = acList[r];
    ranks[0][i] = r + 1;
    const g = racialList[i];
    if (g >= 0) {
      grouped[g].push(i);
      ranks[g][i] = ++sizes[g];
      for (const h of moreRacial.get(i) ?? EMPTY_INDICES) {
        grouped[h].push(i);
        ranks[h][i] = ++sizes[h];
      }
    }
    if (inPcd[i] === 1) {
      grouped[plan.pcdIndex].push(i);
      ranks[plan.pcdIndex][i] = ++sizes[plan.pcdIndex];
    }
  }
  return { keys, standing, lists: grouped.map((xs) => Int32Array.from(xs)), rank: ranks, racialList, ...out };
}

/** The modality indices of the racial lists candidate `i` stands in, in rule order (one, but several under a written rule, §11). */
export function racialListsOf(lists: CargoLists, groups: number, i: number): number[] {
  const out: number[] = [];
  if (lists.racialList[i] < 0) return out;
  for (let m = 1; m <= groups; m++) if (lists.rank[m][i] > 0) out.push(m);
  return out;
}
