// Order of the reserved positions among the n vacancies (rules.md §4; Art. 12: alternância e
// proporcionalidade). Principle of both readings: every prefix of the order holds what the law would
// reserve for that many vacancies.
import { handOut, reservedCounts, reservedTotal } from './counting';
import type { RuleSet } from './rulesets';
import type { Collision, Modality, Rounding } from './types';

/** The modality of each position 1..n (index 0 = position 1). */
export function nominationSequence(n: number, rules: RuleSet, rounding: Rounding, collision: Collision): Modality[] {
  return rounding === 'total' ? sequenceTotal(n, rules) : sequencePerGroup(n, rules, collision);
}

// `total`: the j-th reserved position is the smallest p with R(p) ≥ j; its group is the j-th of the
// hand-out. R grows by at most 1 per vacancy (T < 100%), except where the minimum number of vacancies
// switches the reserve on: the positions created there are placed at the end of that prefix.
function sequenceTotal(n: number, rules: RuleSet): Modality[] {
  const seq: Modality[] = new Array(n).fill('AC');
  const groups = handOut(reservedTotal(n, rules), rules);
  let j = 0;
  let prev = 0;
  for (let p = 1; p <= n && j < groups.length; p++) {
    const r = reservedTotal(p, rules);
    for (let k = r - prev; k > 0; k--) seq[p - k] = groups[j++];
    prev = r;
  }
  return seq;
}

// `por-grupo`: the k-th vacancy of group g sits at the smallest p with round(p·bp_g) ≥ k (and p at
// least the minimum), i.e. p = ceil((2k−1)·10000 / (2·bp_g)). Groups are placed in the rule set's
// order; a taken position moves to the nearest free one before (`anterior`) or after (`posterior`).
function sequencePerGroup(n: number, rules: RuleSet, collision: Collision): Modality[] {
  const seq: Modality[] = new Array(n).fill('AC');
  const taken: boolean[] = new Array(n).fill(false);
  const counts = reservedCounts(n, rules, 'por-grupo');
  for (const g of rules.groups) {
    for (let k = 1; k <= counts[g.code]; k++) {
      const ideal = Math.max(rules.minimumVacancies, ceilDiv((2 * k - 1) * 10000, 2 * g.basisPoints));
      const p = freePosition(taken, ideal, collision);
      taken[p - 1] = true;
      seq[p - 1] = g.code;
    }
  }
  return seq;
}

function ceilDiv(a: number, b: number): number {
  const q = (a - (a % b)) / b;
  return a % b === 0 ? q : q + 1;
}

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
