// Who gets the vacancies (rules.md §5) and the order of nomination (§6).
import type { ReversionStep, RuleSet } from './rulesets';
import type { GroupCode, Modality } from './types';

/** One filled reserved position: who, taken from which list, and through which reversion. */
export interface Fill {
  candidate: number;
  /** The list the person was taken from: their modality (`AC` or a group). */
  from: Modality;
  /** null when the group's own list filled its vacancy; the reversion step otherwise. */
  via: ReversionStep | null;
  /** Rank of the person in the list they were taken from (1-based). */
  rankInList: number;
  /** Candidates passed over in that list because they were already nominated (Art. 10, §2º). */
  skipped: number[];
}

export interface Reversion {
  /** The group whose vacancy could not be filled by its own list. */
  group: GroupCode;
  /** Each step tried, in order; the last one is where the vacancy went (or nowhere). */
  tried: ReversionStep[];
  fill: Fill | null;
}

export interface Allocation {
  /** The AC winners, in AC-list order (rank i+1). */
  acWinners: number[];
  /** Per group: its positions' holders, own list first, then reverted vacancies in the order given. */
  fills: Map<GroupCode, Fill[]>;
  /** How many of each group's vacancies its own list could not fill. */
  shortfall: Map<GroupCode, number>;
  reversions: Reversion[];
  /** Unfilled vacancies by type of position. */
  unfilled: Map<Modality, number>;
  /** Per list, the last examined index each time the allocation turned to another list. */
  stops: Map<Modality, number[]>;
  /** Modality of each nominated candidate (by candidate index); absent when not nominated. */
  modality: Map<number, Modality>;
}

interface Cursor {
  items: readonly number[];
  next: number;
}

/**
 * @param acList every eligible candidate, ranked
 * @param groupLists each group's list, ranked (subsets of acList in the same order)
 * @param counts vacancies per group and AC
 */
export function allocate(
  rules: RuleSet,
  acList: readonly number[],
  groupLists: ReadonlyMap<GroupCode, readonly number[]>,
  counts: Record<string, number>,
): Allocation {
  const modality = new Map<number, Modality>();
  const cursors = new Map<Modality, Cursor>();
  const stops = new Map<Modality, number[]>();
  cursors.set('AC', { items: acList, next: 0 });
  stops.set('AC', []);
  for (const g of rules.groups) {
    cursors.set(g.code, { items: groupLists.get(g.code) ?? [], next: 0 });
    stops.set(g.code, []);
  }
  let current: Modality | null = null;
  const turnTo = (list: Modality): void => {
    if (current !== null && current !== list) stops.get(current)!.push(cursors.get(current)!.next - 1);
    current = list;
  };
  /** Next candidate of `list` not yet nominated, or null when the list is exhausted. */
  const take = (list: Modality, as: Modality, via: ReversionStep | null): Fill | null => {
    turnTo(list);
    const cur = cursors.get(list)!;
    const skipped: number[] = [];
    while (cur.next < cur.items.length) {
      const c = cur.items[cur.next++];
      if (modality.has(c)) {
        skipped.push(c);
        continue;
      }
      modality.set(c, as);
      return { candidate: c, from: list, via, rankInList: cur.next, skipped };
    }
    return null;
  };

  // 1. AC first: the first A of the AC list, cotistas included; they are counted as AC and use no
  //    reserved vacancy (Art. 10, caput and §2º).
  const acWinners: number[] = [];
  const acVacancies = counts.AC;
  for (let k = 0; k < acVacancies; k++) {
    const f = take('AC', 'AC', null);
    if (!f) break;
    acWinners.push(f.candidate);
  }
  const unfilled = new Map<Modality, number>();
  if (acWinners.length < acVacancies) unfilled.set('AC', acVacancies - acWinners.length);

  // 2. Each group takes its first c_g candidates not already nominated (Art. 10, §§2º and 3º).
  const fills = new Map<GroupCode, Fill[]>();
  const shortfall = new Map<GroupCode, number>();
  for (const g of rules.groups) {
    const list: Fill[] = [];
    fills.set(g.code, list);
    for (let k = 0; k < counts[g.code]; k++) {
      const f = take(g.code, g.code, null);
      if (!f) {
        shortfall.set(g.code, counts[g.code] - k);
        break;
      }
      list.push(f);
    }
  }

  // 3. Reversions (Art. 3º, §§1º to 3º; Art. 11): each unfilled vacancy walks its group's chain.
  const reversions: Reversion[] = [];
  for (const code of rules.reversionOrder) {
    const missing = shortfall.get(code) ?? 0;
    for (let k = 0; k < missing; k++) {
      const tried: ReversionStep[] = [];
      let fill: Fill | null = null;
      for (const step of rules.chains[code]) {
        tried.push(step);
        fill = take(step.to, step.to, step);
        if (fill) break;
      }
      reversions.push({ group: code, tried, fill });
      if (fill) fills.get(code)!.push(fill);
      else unfilled.set(code, (unfilled.get(code) ?? 0) + 1);
    }
  }
  if (current !== null) turnTo('');
  return { acWinners, fills, shortfall, reversions, unfilled, stops, modality };
}

/** One position of the order of nomination (§6). */
export interface Placement {
  position: number;
  type: Modality;
  candidate: number | null;
  modality: Modality | null;
  fill: Fill | null;
}

/**
 * Order of nomination (Art. 12): AC positions take the AC winners in AC order; each group's positions
 * take that group's fills in order (own list, then reverted vacancies). Unfilled positions stay empty.
 */
export function placeNominations(sequence: readonly Modality[], alloc: Allocation): Placement[] {
  const nextOf = new Map<Modality, number>();
  const out: Placement[] = new Array(sequence.length);
  for (let p = 0; p < sequence.length; p++) {
    const type = sequence[p];
    const k = nextOf.get(type) ?? 0;
    nextOf.set(type, k + 1);
    if (type === 'AC') {
      const c = k < alloc.acWinners.length ? alloc.acWinners[k] : null;
      out[p] = { position: p + 1, type, candidate: c, modality: c === null ? null : 'AC', fill: null };
    } else {
      const f = alloc.fills.get(type)?.[k] ?? null;
      out[p] = { position: p + 1, type, candidate: f ? f.candidate : null, modality: f ? f.from : null, fill: f };
    }
  }
  return out;
}
