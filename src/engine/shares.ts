// A share of the vacancies in integers (rules.md §3): percentages are basis points (1500 = 15%), never
// floating point. One place for the rounding every reserve uses, racial (counting.ts) and PcD (pcd.ts).

/** Exact integer division for non-negative integers. */
export function intDiv(a: number, b: number): number {
  return (a - (a % b)) / b;
}

/**
 * n·bp/10000 rounded half up: a fraction ≥ 0,5 goes up, < 0,5 goes down (Art. 8º, §1º, I and II).
 * In integers: floor((2·n·bp + 10000) / 20000).
 */
export function roundHalfUp(n: number, basisPoints: number): number {
  return intDiv(2 * n * basisPoints + 10000, 20000);
}

/** n·bp/10000 with any fraction up (rules.md §11, `fracao: acima`; Decreto nº 9.508/2018, art. 1º, §3º). */
export function roundUp(n: number, basisPoints: number): number {
  return intDiv(n * basisPoints + 9999, 10000);
}

/** n·bp/10000 with any fraction dropped (a ceiling that is never passed: rules.md §11, `teto`). */
export function roundDown(n: number, basisPoints: number): number {
  return intDiv(n * basisPoints, 10000);
}

/** How a share's fraction is rounded (rules.md §11, `fracao`): `half-up` (≥ 0,5 up) or `up` (any fraction up). */
export type Fraction = 'half-up' | 'up';

/** n·bp/10000 rounded as the rule says (rules.md §3; §11 `fracao`). */
export function roundShare(n: number, basisPoints: number, fraction: Fraction): number {
  return fraction === 'up' ? roundUp(n, basisPoints) : roundHalfUp(n, basisPoints);
}
