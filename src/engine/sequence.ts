// Order of the reserved positions among the n vacancies (rules.md §4 and §9; Art. 12: alternância e
// proporcionalidade). Principle of every reading: each prefix of the order holds what the law would
// reserve for that many vacancies.
import { handOut, reservedCounts, reservedTotal } from './counting';
import type { PcdRule } from './pcd';
import { pcdCount } from './pcd';
import type { RuleSet } from './rulesets';
import { intDiv } from './shares';
import type { Collision, Modality, Rounding } from './types';
import { PCD_CODE } from './types';

/** The modality of each position 1..n (index 0 = position 1). */
export function nominationSequence(
  n: number,
  rules: RuleSet,
  rounding: Rounding,
  collision: Collision,
  pcd: PcdRule | null = null,
): Modality[] {
  const seq: Modality[] = new Array(n).fill('AC');
  const taken: boolean[] = new Array(n).fill(false);
  // §9: the PcD positions are placed first; the k-th is the smallest p whose PcD count is ≥ k.
  if (pcd) {
    for (const p of thresholdPositions(n, (q) => pcdCount(q, pcd))) {
      taken[p - 1] = true;
      seq[p - 1] = PCD_CODE;
    }
  }
  const racial = rounding === 'total' ? idealTotal(n, rules, pcd) : idealPerGroup(n, rules, pcd);
  for (const { group, ideal } of racial) {
    const p = freePosition(taken, ideal, collision);
    taken[p - 1] = true;
    seq[p - 1] = group;
  }
  return seq;
}

/**
 * Positions where a count reaches 1, 2, …, count(n): the k-th is the smallest p with count(p) ≥ k.
 * Where the count jumps by more than one (the minimum number of vacancies switching a reserve on), the
 * positions created there are placed at the end of that prefix. The count need not be non-decreasing:
 * a written rule whose reserves pass the vacancies is cut (rules.md §11), so the racial count can fall
 * where the PcD minimum switches on (2 racial at 2 vacancies, 0 at 3, 1 at 4); the smallest p whose
 * count reached k is then read off the running maximum, and never more than count(n) positions are
 * made (test/engine/written-rules.test.ts, reserves passing the vacancies).
 */
function thresholdPositions(n: number, count: (q: number) => number): number[] {
  const out: number[] = [];
  const total = count(n);
  let prev = 0;
  for (let p = 1; p <= n && out.length < total; p++) {
    const r = Math.min(total, Math.max(prev, count(p)));
    for (let k = r - prev; k > 0; k--) out.push(p - k + 1);
    prev = r;
  }
  return out;
}

// `total`: the j-th reserved position is the smallest p with R(p) ≥ j; its group is the j-th of the
// hand-out (§4).
// A written rule whose reserves pass the vacancies (rules.md §11) is cut from its last group: the
// hand-out keeps its order, skipping a group once it holds its cut count.
function idealTotal(n: number, rules: RuleSet, pcd: PcdRule | null): { group: Modality; ideal: number }[] {
  const counts = reservedCounts(n, rules, 'total', pcd);
  const left = new Map(rules.groups.map((g) => [g.code, counts[g.code]]));
  const groups = handOut(reservedTotal(n, rules), rules).filter((g) => {
    const k = left.get(g)!;
    left.set(g, k - 1);
    return k > 0;
  });
  const racialTotal = (q: number): number => Math.min(reservedTotal(q, rules), q - (pcd ? pcdCount(q, pcd) : 0));
  return thresholdPositions(n, racialTotal).map((ideal, j) => ({ group: groups[j], ideal }));
}

// `por-grupo`: the k-th vacancy of group g sits at the smallest p with round(p·bp_g) ≥ k (and p at
// least the minimum): with the fraction half up p = ceil((2k−1)·10000 / (2·bp_g)); with any fraction
// up (rules.md §11) p = floor((k−1)·10000 / bp_g) + 1. Groups in the rule set's order (§4).
function idealPerGroup(n: number, rules: RuleSet, pcd: PcdRule | null): { group: Modality; ideal: number }[] {
  const counts = reservedCounts(n, rules, 'por-grupo', pcd);
  const out: { group: Modality; ideal: number }[] = [];
  for (const g of rules.groups) {
    for (let k = 1; k <= counts[g.code]; k++) {
      const first = rules.fraction === 'up' ? intDiv((k - 1) * 10000, g.basisPoints) + 1 : ceilDiv((2 * k - 1) * 10000, 2 * g.basisPoints);
      out.push({ group: g.code, ideal: Math.max(rules.minimumVacancies, first) });
    }
  }
  return out;
}

function ceilDiv(a: number, b: number): number {
  const q = (a - (a % b)) / b;
  return a % b === 0 ? q : q + 1;
}

/** A taken position moves to the nearest free one before (`anterior`) or after (`posterior`), falling back to the other side. */
function freePosition(taken: boolean[], ideal: number, collision: Collision): number {
  const n = taken.length;
  if (!taken[ideal - 1]) return ideal;
  const earlier = (): number => {
    for (let q = ideal - 1; q >= 1; q--) if (!taken[q - 1]) return q;
    return 0;
  };
  const later = (): number => {
    for (let q = ideal + 1; q <= n; q++) if (!taken[q - 1]) return q;
    return 0;
  };
  const p = collision === 'anterior' ? earlier() || later() : later() || earlier();
  if (p === 0) throw new Error('Não há posição livre para uma vaga reservada.');
  return p;
}
