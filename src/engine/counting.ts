// How many vacancies each group gets (rules.md §3). Integers only: percentages are basis points.
import type { PcdRule } from './pcd';
import { pcdCount } from './pcd';
import type { RuleSet } from './rulesets';
import { totalBasisPoints } from './rulesets';
import type { GroupCode, Rounding } from './types';
import { PCD_CODE } from './types';

import { intDiv, roundShare } from './shares';

export { roundHalfUp, roundShare } from './shares';

/** Total reserved under the `total` reading: n·T/10000 rounded as a whole (Art. 1º, caput; Art. 8º, §1º). */
export function reservedTotal(n: number, rules: RuleSet): number {
  if (n < rules.minimumVacancies) return 0; // Art. 8º, caput: no reserve below the minimum
  return roundShare(n, totalBasisPoints(rules), rules.fraction);
}

/**
 * The group of the j-th reserved vacancy under the `total` reading (j = 1, 2, …): the group with the
 * largest j·bp_g/T − already_g, ties to the rule set's group order (Art. 3º, I to III, proportion).
 * The hand-out is one sequence whatever the number of vacancies; it is computed once per rule set
 * and extended as needed (the order of nomination asks for the counts of every q up to n).
 */
interface HandOutCache {
  groups: GroupCode[];
  /** Per group index, how many of the first j reserved vacancies it holds (index j). */
  held: number[][];
  already: number[];
}
const handOuts = new WeakMap<RuleSet, HandOutCache>();

function handOutCache(count: number, rules: RuleSet): HandOutCache {
  let cache = handOuts.get(rules);
  if (!cache) {
    cache = { groups: [], held: rules.groups.map(() => [0]), already: rules.groups.map(() => 0) };
    handOuts.set(rules, cache);
  }
  const t = totalBasisPoints(rules);
  const { already } = cache;
  for (let j = cache.groups.length + 1; j <= count; j++) {
    let best = 0;
    let bestScore = -Infinity;
    for (let g = 0; g < rules.groups.length; g++) {
      // j·bp_g/T − already_g, multiplied by T to stay in integers
      const score = j * rules.groups[g].basisPoints - already[g] * t;
      if (score > bestScore) {
        bestScore = score;
        best = g;
      }
    }
    already[best]++;
    cache.groups.push(rules.groups[best].code);
    for (let g = 0; g < rules.groups.length; g++) cache.held[g].push(already[g]);
  }
  return cache;
}

/** The first `count` groups of the hand-out. */
export function handOut(count: number, rules: RuleSet): GroupCode[] {
  return handOutCache(count, rules).groups.slice(0, count);
}

/**
 * Vacancies of each group, of PcD when a PcD rule applies, and of AC for n vacancies, under the given
 * reading (rules.md §3; §9: the racial and the PcD counts both on the same n, AC the rest).
 */
export function reservedCounts(n: number, rules: RuleSet, rounding: Rounding, pcd: PcdRule | null = null): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const g of rules.groups) counts[g.code] = 0;
  let reserved = 0;
  if (n >= rules.minimumVacancies) {
    if (rounding === 'total') {
      const r = reservedTotal(n, rules);
      const cache = handOutCache(r, rules);
      rules.groups.forEach((g, k) => (counts[g.code] = cache.held[k][r]));
    } else {
      // `por-grupo`: each group rounded on its own (Art. 8º, §1º applied per group)
      for (const g of rules.groups) counts[g.code] = roundShare(n, g.basisPoints, rules.fraction);
    }
    for (const g of rules.groups) reserved += counts[g.code];
  }
  if (pcd) {
    counts[PCD_CODE] = pcdCount(n, pcd);
    reserved += counts[PCD_CODE];
  }
  // rules.md §11: never more reserved than vacancies. Only a written rule can get here (any fraction
  // up, a PcD rule's minimum of one): the racial groups are cut from the last in rule order, then PcD;
  // the result warns (`reserva-excede-vagas`, reserveExceeds below).
  for (let k = rules.groups.length - 1; reserved > n && k >= 0; k--) {
    const cut = Math.min(counts[rules.groups[k].code], reserved - n);
    counts[rules.groups[k].code] -= cut;
    reserved -= cut;
  }
  if (pcd && reserved > n) {
    counts[PCD_CODE] -= reserved - n;
    reserved = n;
  }
  counts.AC = n - reserved;
  return counts;
}

/** Whether the rule's counts for n vacancies add up to more than n before the cut of rules.md §11. */
export function reserveExceeds(n: number, rules: RuleSet, rounding: Rounding, pcd: PcdRule | null): boolean {
  let reserved = pcd ? pcdCount(n, pcd) : 0;
  if (n >= rules.minimumVacancies) {
    if (rounding === 'total') reserved += reservedTotal(n, rules);
    else for (const g of rules.groups) reserved += roundShare(n, g.basisPoints, rules.fraction);
  }
  return reserved > n;
}

/** n·bp/10000 as an exact decimal in pt-BR ("2,55"), for the audit trail. */
export function exactShare(n: number, basisPoints: number): string {
  const num = n * basisPoints; // over 10000
  const whole = intDiv(num, 10000);
  const frac = String(num % 10000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return frac ? `${whole},${frac}` : String(whole);
}

/** Basis points as a pt-BR percentage ("15%", "2,5%"). */
export function percent(basisPoints: number): string {
  return `${exactShare(1, basisPoints * 100)}%`;
}
