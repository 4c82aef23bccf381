// PcD rules (rules.md §9, §11): the reserve for pessoas com deficiência (Constitution, art. 37, VIII)
// beside the racial one — the shape, the rules the program ships (read from their data,
// catalog/laws.ts, by the reader of a commission's written PcD rule) and which one a concurso applies.
// Nothing else in the engine names a PcD percentage or article.
import { SHIPPED_PCD_LAWS } from './catalog/laws';
import type { ShippedPcdLaw } from './catalog/laws';
import { checkPcdRule } from './rule-checks';
import { readWrittenPcdRule } from './written-rules';
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

/**
 * A shipped PcD rule: its written shape (rules.md §11) read by the reader and validator of a
 * commission's PcD rule, with the article of each kind of decision (catalog/laws.ts). One that does not
 * read is a defect of the program: it stops the program at once.
 */
function shippedPcdRule(law: ShippedPcdLaw): PcdRule {
  const read = readWrittenPcdRule(law.pcd, null, `pcd ${String(law.pcd.id)}`, true);
  if (!read.rule) throw new Error(`Regra PcD cadastrada inválida: ${read.problems.map((p) => `${p.campo}: ${p.mensagem}`).join(' ')}`);
  const { written: _, reversion, ...rule } = read.rule;
  const out: PcdRule = { ...rule, articles: { ...law.artigos } };
  if (reversion && reversion.length > 0) out.reversion = reversion;
  const problems = checkPcdRule(out);
  if (problems.length > 0) throw new Error(`Regra PcD cadastrada ${out.id} inválida: ${problems.join('; ')}.`);
  return out;
}

export const PCD_RULES: readonly PcdRule[] = SHIPPED_PCD_LAWS.map(shippedPcdRule);

/** The PcD reserve's code, name and list title, beside the rule set's groups (see vocabulary.ts). */
export const PCD_RESERVE = { code: PCD_CODE, name: 'pessoas com deficiência', title: 'Pessoas com deficiência' } as const;

export function findPcdRule(id: string): PcdRule | undefined {
  return PCD_RULES.find((r) => r.id === id);
}

// The written PcD rule travels as the commission wrote it (`opcoes.pcdInformada`); the PcdRule is read
// from it once per object.
const readPcd = new WeakMap<object, PcdRule | null>();

/** The PcD rule of a concurso's options: the written one when given (rules.md §11), the shipped id, or null. */
export function pcdRuleOf(options: { pcd: string; pcdInformada?: Record<string, unknown> }): PcdRule | null {
  if (options.pcdInformada) {
    if (!readPcd.has(options.pcdInformada)) {
      const read = readWrittenPcdRule(options.pcdInformada, null);
      if (!read.rule) throw new Error(`Regra PcD informada inválida: ${read.problems.map((p) => p.mensagem).join(' ')}`);
      readPcd.set(options.pcdInformada, read.rule);
    }
    return readPcd.get(options.pcdInformada)!;
  }
  return findPcdRule(options.pcd) ?? null;
}

export { checkPcdRule } from './rule-checks';

export function pcdRuleIds(): string[] {
  return PCD_RULES.map((r) => r.id);
}

/** PcD vacancies for n vacancies (rules.md §9), in integers. */
export function pcdCount(n: number, rule: PcdRule): number {
  if (n < rule.minimumVacancies) return 0;
  const count = Math.max(rule.atLeast, roundShare(n, rule.basisPoints, rule.fraction));
  return rule.ceiling === undefined ? count : Math.min(count, roundDown(n, rule.ceiling));
}
