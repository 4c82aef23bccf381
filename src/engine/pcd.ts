// PcD rules as data (rules.md §9): the reserve for pessoas com deficiência (Constitution, art. 37,
// VIII) beside the racial one. A municipality's own statute is one more entry here; nothing else in
// the engine names a PcD percentage or article.
import { roundDown, roundShare } from './shares';
import type { Fraction } from './shares';
import type { GroupCode } from './types';
import { PCD_CODE } from './types';

export interface PcdRule {
  id: string;
  /** Human name: "Decreto federal nº 9.508/2018". */
  name: string;
  /** Share of the vacancies in basis points (500 = 5%). */
  basisPoints: number;
  /** No PcD reserve below this many vacancies. */
  minimumVacancies: number;
  /** How the fraction is rounded: `up` (to the next integer) or `half-up` (≥ 0,5 up, < 0,5 down). */
  fraction: Fraction;
  /** At least this many PcD vacancies from the minimum on (SP: 1). */
  atLeast: number;
  /** A share (basis points) the PcD count never exceeds, rounded down (rules.md §11, `teto`); absent: none. */
  ceiling?: number;
  /**
   * Groups of the racial rule an unfilled PcD vacancy tries, in order, before the AC list (rules.md
   * §11, `reversao`); absent or empty: straight to AC.
   */
  reversion?: readonly GroupCode[];
  /** A PcD rule written by the commission (rules.md §11), as it was given; absent for a shipped one. */
  written?: Readonly<Record<string, unknown>>;
  articles: {
    /** The count (percentage, rounding, minimum). */
    count: string;
    /** Where the PcD positions fall in the order of nomination. */
    positions: string;
    /** The assessment (avaliação biopsicossocial / perícia) that confirms the condition. */
    assessment: string;
    /** Unfilled PcD vacancies go to the AC list. */
    reversion: string;
    /** A candidate who opted for the PcD reserve also competes for the ampla concorrência vacancies. */
    concurrent: string;
    /** One nominated by their AC rank does not use a PcD vacancy (rules.md §9, Allocation). */
    notCounted: string;
    /** A PcD vacancy goes to the next one of the PcD list who is not nominated yet. */
    nextInList: string;
    /**
     * The reserve applies to the edital's total when splitting by cargo would give fewer PcD
     * vacancies (rules.md §9), when the rule says so.
     */
    fragmentation?: string;
  };
}

export const PCD_RULES: readonly PcdRule[] = [
  {
    id: 'federal-9508-2018',
    name: 'Decreto federal nº 9.508/2018',
    basisPoints: 500,
    minimumVacancies: 5,
    fraction: 'up',
    atLeast: 0,
    articles: {
      // 5% with the fraction up (art. 1º, §§1º and 3º); no reserve below 5 vacancies because one PcD
      // vacancy in 4 would pass the 20% ceiling of Lei 8.112, art. 5º, §2º.
      count: 'Decreto nº 9.508/2018, art. 1º, §§1º e 3º; Lei nº 8.112/1990, art. 5º, §2º',
      positions: 'Decreto nº 9.508/2018, art. 1º, §1º; STF, MS 30.861',
      assessment: 'Decreto nº 9.508/2018, art. 5º',
      reversion: 'Decreto nº 9.508/2018, art. 1º, §5º',
      // "em igualdade de oportunidade com os demais candidatos" (caput): the reserve of §1º is on top
      // of competing for every vacancy, so one nominated by their AC rank keeps the reserve whole.
      concurrent: 'Decreto nº 9.508/2018, art. 1º, caput',
      notCounted: 'Decreto nº 9.508/2018, art. 1º, caput e §1º',
      nextInList: 'Decreto nº 9.508/2018, art. 1º, §1º',
      fragmentation: 'Decreto nº 9.508/2018, art. 1º, §4º, I',
    },
  },
  {
    id: 'sp-lc683-1992',
    name: 'Lei Complementar estadual (SP) nº 683/1992',
    basisPoints: 500,
    minimumVacancies: 5,
    fraction: 'half-up',
    atLeast: 1,
    articles: {
      count: 'LC estadual (SP) nº 683/1992, art. 1º',
      positions: 'LC estadual (SP) nº 683/1992, art. 1º',
      assessment: 'LC estadual (SP) nº 683/1992, art. 2º',
      reversion: 'LC estadual (SP) nº 683/1992, art. 1º, vagas não preenchidas',
      concurrent: 'LC estadual (SP) nº 683/1992, art. 1º',
      notCounted: 'LC estadual (SP) nº 683/1992, art. 1º',
      nextInList: 'LC estadual (SP) nº 683/1992, art. 1º',
    },
  },
];

/** The PcD reserve's code, name and list title, beside the rule set's groups (see vocabulary.ts). */
export const PCD_RESERVE = { code: PCD_CODE, name: 'pessoas com deficiência', title: 'Pessoas com deficiência' } as const;

export function findPcdRule(id: string): PcdRule | undefined {
  return PCD_RULES.find((r) => r.id === id);
}

export function pcdRuleIds(): string[] {
  return PCD_RULES.map((r) => r.id);
}

/** PcD vacancies for n vacancies (rules.md §9), in integers. */
export function pcdCount(n: number, rule: PcdRule): number {
  if (n < rule.minimumVacancies) return 0;
  const count = Math.max(rule.atLeast, roundShare(n, rule.basisPoints, rule.fraction));
  return rule.ceiling === undefined ? count : Math.min(count, roundDown(n, rule.ceiling));
}

/** Checks that a PcD rule is well formed; returns Portuguese problems (empty when fine). */
export function checkPcdRule(rule: PcdRule): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(rule.basisPoints) || rule.basisPoints <= 0 || rule.basisPoints >= 10000)
    problems.push(`percentual inválido na regra PcD ${rule.id}`);
  if (!Number.isInteger(rule.minimumVacancies) || rule.minimumVacancies < 1)
    problems.push(`número mínimo de vagas inválido na regra PcD ${rule.id}`);
  if (!Number.isInteger(rule.atLeast) || rule.atLeast < 0 || rule.atLeast > rule.minimumVacancies)
    problems.push(`mínimo de vagas PcD inválido na regra ${rule.id}`);
  for (const [kind, article] of Object.entries(rule.articles))
    if (!article.trim()) problems.push(`artigo em branco na regra PcD ${rule.id}: ${kind}`);
  return problems;
}
