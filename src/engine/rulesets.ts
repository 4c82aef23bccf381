// Rule sets (rules.md §8, §11): the shape every law of this kind takes in the engine, the laws the
// program ships (read from their data, catalog/laws.ts, by the reader of a commission's written rule)
// and which rule a concurso applies. Nothing else in the engine names a group or a percentage.
import { SHIPPED_LAWS } from './catalog/laws';
import type { ShippedLaw } from './catalog/laws';
import { checkRuleSet, declaredValues } from './rule-checks';
import type { Fraction } from './shares';
import type { BasisKey, Collision, CutReading, GroupCode, MultipleReserve, Options, Rounding } from './types';
import { readWrittenRule } from './written-rules';

export { checkRuleSet, declaredValues, totalBasisPoints } from './rule-checks';

export interface GroupRule {
  code: GroupCode;
  /** Plural name used in messages: "pretos e pardos". */
  name: string;
  /** Title of the group's list and modality in the final lists: "Pretos e pardos". */
  title: string;
  /**
   * How a commission's sheet may write this group in the Cota column, as label keys (lower case,
   * no accents, punctuation as spaces): "pp", "parda", "pessoas pretas e pardas"... One vocabulary
   * for every rule set that has the group: the sheet layer reads it from here.
   */
  words: readonly string[];
  /** Share of the vacancies in basis points (1500 = 15%). */
  basisPoints: number;
  /** Article that creates this group's reserve. */
  article: string;
  /** Article of the confirmation procedure (heteroidentificação, verificação documental). */
  confirmationArticle: string;
  /**
   * The values of a candidate's declared group (`grupo`) that stand in this reserve's list (rules.md
   * §11): absent, the group's own code; several for a joint reserve (one list for PP and IND).
   */
  declarations?: readonly string[];
}

export type { Fraction } from './shares';

/** One step of a reversion chain: an unfilled vacancy of `from` goes to `to` (a group or `AC`). */
export interface ReversionStep {
  to: GroupCode | 'AC';
  article: string;
}

/** Articles cited by the audit trail and the warnings, per kind of decision. */
export interface RuleArticles {
  /** Which law applies in time (editais published before it are not bound). */
  inForce: string;
  /** Minimum number of vacancies for a reserve; opting in below it. */
  minimum: string;
  /** Rounding of the reserved quantity. */
  rounding: string;
  /** Cotistas compete for AC too and are ranked in both lists. */
  concurrent: string;
  /** Cotistas within the AC vacancies are not counted in the reserve. */
  notCounted: string;
  /** Opting in for the reserve at registration. */
  optIn: string;
  /** A rejected self-declaration keeps the candidate in the AC list. */
  rejected: string;
  /** Fraud or bad faith: elimination. */
  fraud: string;
  /** A reserved vacancy goes to the next candidate of the same list. */
  nextInList: string;
  /** Order of nomination: alternância e proporcionalidade. */
  order: string;
  /** The order of nomination stays the candidate's classification for their whole career, when the law says so. */
  orderForCareer?: string;
  /** AC vacancies without candidates. */
  acShortage: string;
  /** The law behind the rule set's default for a candidate in a racial list and in the PcD list (rules.md §9). */
  multipleReserve: string;
  /** The reserve applies to the vacancies that arise during the concurso's validity (rules.md §10), when the law says so. */
  newVacancies?: string;
  /** A nomination annulled after fraud (rules.md §10), when the law says so. */
  annulment?: string;
  /** The optantes take part in every phase (rules.md §12: Pirangi's Art. 9º). */
  allPhases: string;
}

export interface RuleSet {
  id: string;
  /** Human name: "Lei nº 3.056/2025 do Município de Pirangi-SP". Its first number is the act's number, by which people name it ("Lei 3.056"). */
  name: string;
  /** Other words that name this rule set alone, as keys (catalog/words.ts): "pirangi". */
  aliases?: readonly string[];
  /** Groups in their order: the tie order of the hand-out (§3) and the placement order (§4). */
  groups: GroupRule[];
  /** No reserve below this many vacancies. */
  minimumVacancies: number;
  /** How every share of this rule is rounded (rules.md §3; §11 `fracao`). */
  fraction: Fraction;
  defaultRounding: Rounding;
  defaultCollision: Collision;
  /**
   * A candidate in a racial list and in the PcD list when the commission does not choose (rules.md §9):
   * `todas` where the law gives every optante the reserve they opt for, `maior-percentual` where the
   * law's regulation keeps only the highest; `articles.multipleReserve` says why.
   */
  defaultMultipleReserve: MultipleReserve;
  /**
   * How the reserve lists are cut between phases when the commission does not say (rules.md §12):
   * `todos-os-optantes` where the law guarantees every optante every phase with no regulation that
   * limits them, `lista-propria` where the regulation sets a number per list.
   */
  defaultCutReading: CutReading;
  /** Reversion chain of each group, in order; the chain ends at AC. */
  chains: Record<GroupCode, ReversionStep[]>;
  /** Order in which groups with unfilled vacancies are processed (rules.md §5.3: QUI, IND, PP). */
  reversionOrder: GroupCode[];
  /** Day the law came into force (ISO): editais published before it are not bound; '' for a written rule without `vigencia` (no check). */
  inForceFrom: string;
  /** The article behind each kind of decision, as the audit trail cites it. */
  articles: RuleArticles;
  /**
   * A rule written by the commission (rules.md §11), as it was given: every result says so, prints it
   * and carries it; absent for a shipped rule set.
   */
  written?: Readonly<Record<string, unknown>>;
}

/**
 * A shipped law as a RuleSet: its rule read by the reader and validator of a commission's written rule
 * (rules.md §11), with what the program adds for a law it ships (catalog/laws.ts `lei`). A shipped law
 * that does not read is a defect of the program, not of anyone's input: it stops the program at once.
 */
function shippedRuleSet(law: ShippedLaw): RuleSet {
  const read = readWrittenRule(law.regra, `regra ${String(law.regra.id)}`);
  if (!read.rules) throw new Error(`Lei cadastrada inválida: ${read.problems.map((p) => `${p.campo}: ${p.mensagem}`).join(' ')}`);
  const { written: _, ...rules } = read.rules;
  const chains: Record<GroupCode, ReversionStep[]> = {};
  for (const [code, chain] of Object.entries(rules.chains)) {
    const articles = law.lei.grupos[code].cadeia;
    if (articles.length !== chain.length)
      throw new Error(`Lei cadastrada ${rules.id}: ${code} tem ${chain.length} passos e ${articles.length} artigos.`);
    chains[code] = chain.map((step, k) => ({ to: step.to, article: articles[k] }));
  }
  const out: RuleSet = {
    ...rules,
    groups: rules.groups.map(({ declarations: _d, ...g }) => ({
      ...g,
      words: law.lei.grupos[g.code].palavras,
      confirmationArticle: law.lei.grupos[g.code].confirmacao,
    })),
    chains,
    defaultCutReading: law.lei.corte,
    articles: { ...rules.articles, ...law.lei.artigos },
  };
  if (law.lei.aliases) out.aliases = law.lei.aliases;
  const problems = checkRuleSet(out);
  if (problems.length > 0) throw new Error(`Lei cadastrada ${out.id} inválida: ${problems.join('; ')}.`);
  return out;
}

export const RULE_SETS: readonly RuleSet[] = SHIPPED_LAWS.map(shippedRuleSet);

export const DEFAULT_RULE_SET_ID = 'pirangi-3056-2025';

export function findRuleSet(id: string): RuleSet | undefined {
  return RULE_SETS.find((r) => r.id === id);
}

/** The default rule set (for callers that have no concurso yet). */
export function defaultRuleSet(): RuleSet {
  return findRuleSet(DEFAULT_RULE_SET_ID)!;
}

// The written rule travels as the commission wrote it (`regraInformada`); the RuleSet is read from it
// once per object.
const readRules = new WeakMap<object, RuleSet>();

/** The rule set of a concurso or a result: the written one when given (rules.md §11), else the shipped id. */
export function rulesOf(x: { regra: string; regraInformada?: Record<string, unknown> }): RuleSet {
  if (x.regraInformada) {
    let r = readRules.get(x.regraInformada);
    if (!r) {
      const read = readWrittenRule(x.regraInformada);
      if (!read.rules) throw new Error(`Regra informada inválida: ${read.problems.map((p) => p.mensagem).join(' ')}`);
      readRules.set(x.regraInformada, (r = read.rules));
    }
    return r;
  }
  const r = findRuleSet(x.regra);
  if (!r) throw new Error(`Regra desconhecida: "${x.regra}".`);
  return r;
}

export function ruleSetIds(): string[] {
  return RULE_SETS.map((r) => r.id);
}

export function groupRule(rules: RuleSet, code: GroupCode): GroupRule | undefined {
  return rules.groups.find((g) => g.code === code);
}

/**
 * The group whose list a declared value stands in (rules.md §1, §11), or undefined: a value no group
 * of the rule lists counts as no group.
 */
export function groupOfDeclaration(rules: RuleSet, declared: string): GroupRule | undefined {
  // A group's own code stands for it when no group declares that value (lists.ts reads it so).
  return rules.groups.find((g) => declaredValues(g).includes(declared)) ?? rules.groups.find((g) => g.code === declared);
}

/** What the audit trail says of a choice no edital item stands behind (rules.md §7). */
export const NO_EDITAL_ITEM = 'opção da comissão, sem item do edital informado';

/** The edital's item behind a choice, when the commission gave it; else NO_EDITAL_ITEM (rules.md §7). */
export function choiceBasis(options: Options, key: BasisKey): string {
  return options.fundamentos?.[key] ?? NO_EDITAL_ITEM;
}

/**
 * Why a candidate in a racial list and in the PcD list stands where they do (rules.md §9): the
 * edital's item when given; the law behind the rule set's default when the commission kept it; the
 * commission's own choice otherwise (never a federal decree for a municipal concurso).
 */
export function multipleReserveBasis(rules: RuleSet, options: Options): string {
  const item = options.fundamentos?.reservaMultipla;
  if (item) return item;
  return options.reservaMultipla === rules.defaultMultipleReserve ? rules.articles.multipleReserve : NO_EDITAL_ITEM;
}
