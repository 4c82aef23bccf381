// Rule sets as data (rules.md §8). Adding a municipality's law of the same shape is adding an entry
// here: nothing else in the engine names a group or a percentage.
import type { Fraction } from './shares';
import type { BasisKey, Collision, CutReading, GroupCode, MultipleReserve, Options, Rounding } from './types';

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

// prettier-ignore
const PP_WORDS = [
  'pp', 'ppp', 'ppn', 'preto', 'preta', 'pretos', 'pretas', 'pardo', 'parda', 'pardos', 'pardas',
  'preto ou pardo', 'preta ou parda', 'pretos ou pardos', 'pretas ou pardas', 'preto e pardo', 'preta e parda',
  'pretos e pardos', 'pretas e pardas', 'pessoa preta ou parda', 'pessoas pretas e pardas', 'pessoas pretas ou pardas',
  'negro', 'negra', 'negros', 'negras', 'pessoa negra', 'pessoas negras', 'preta parda', 'preto pardo', 'pretos pardos',
  'pretas pardas', 'negro preto ou pardo', 'negro a', 'negro preto pardo', 'pardo a', 'preto a', 'preta o', 'parda o',
  'negra o', 'pretos as', 'pardos as', 'negros as', 'pretas os', 'pardas os', 'negras os', 'preto a ou pardo a',
  'preta o ou parda o', 'afrodescendente', 'afrodescendentes', 'afro descendente', 'afro descendentes', 'pessoa afrodescendente',
  'pessoas afrodescendentes',
];
// prettier-ignore
const IND_WORDS = [
  'ind', 'indigena', 'indigenas', 'pessoa indigena', 'pessoas indigenas', 'i', 'indigena o', 'indigena a', 'indigenas os', 'indigenas as',
  'indio', 'india', 'indios', 'indias', 'povos indigenas',
];
// prettier-ignore
const QUI_WORDS = [
  'qui', 'quil', 'quilombola', 'quilombolas', 'pessoa quilombola', 'pessoas quilombolas', 'q', 'quilombola a', 'quilombola o', 'quilombolas as',
  'quilombolas os', 'remanescente de quilombo', 'remanescentes de quilombos', 'comunidade quilombola',
];

const PIRANGI_CHAINS: Record<GroupCode, ReversionStep[]> = {
  QUI: [
    { to: 'IND', article: 'art. 3º, §1º' },
    { to: 'PP', article: 'art. 3º, §3º' },
    { to: 'AC', article: 'art. 3º, §3º; art. 11' },
  ],
  IND: [
    { to: 'QUI', article: 'art. 3º, §2º' },
    { to: 'PP', article: 'art. 3º, §3º' },
    { to: 'AC', article: 'art. 3º, §3º; art. 11' },
  ],
  PP: [{ to: 'AC', article: 'art. 11' }],
};

export const RULE_SETS: readonly RuleSet[] = [
  {
    id: 'pirangi-3056-2025',
    name: 'Lei nº 3.056/2025 do Município de Pirangi-SP',
    aliases: ['pirangi'],
    groups: [
      {
        code: 'PP',
        name: 'pretos e pardos',
        title: 'Pretos e pardos',
        words: PP_WORDS,
        basisPoints: 1500,
        article: 'art. 3º, I',
        confirmationArticle: 'art. 4º, I',
      },
      {
        code: 'IND',
        name: 'indígenas',
        title: 'Indígenas',
        words: IND_WORDS,
        basisPoints: 300,
        article: 'art. 3º, II',
        confirmationArticle: 'art. 4º, II',
      },
      {
        code: 'QUI',
        name: 'quilombolas',
        title: 'Quilombolas',
        words: QUI_WORDS,
        basisPoints: 200,
        article: 'art. 3º, III',
        confirmationArticle: 'art. 4º, II',
      },
    ],
    minimumVacancies: 2,
    fraction: 'half-up',
    defaultRounding: 'total',
    defaultCollision: 'anterior',
    defaultMultipleReserve: 'todas',
    defaultCutReading: 'todos-os-optantes',
    chains: PIRANGI_CHAINS,
    reversionOrder: ['QUI', 'IND', 'PP'],
    inForceFrom: '2025-11-03',
    articles: {
      inForce: 'art. 14; art. 15',
      minimum: 'art. 8º, caput e §2º',
      rounding: 'art. 1º, caput; art. 8º, §1º',
      concurrent: 'art. 10, caput e §1º',
      notCounted: 'art. 10, §2º',
      optIn: 'art. 5º, §1º',
      rejected: 'art. 6º, §2º',
      fraud: 'art. 7º, §1º, I',
      nextInList: 'art. 10, §3º',
      order: 'art. 12',
      orderForCareer: 'art. 12, §2º',
      acShortage: 'art. 3º, §4º',
      multipleReserve: 'art. 5º, §1º; art. 10, §1º',
      newVacancies: 'art. 1º, §1º; art. 8º, §4º',
      annulment: 'art. 7º, §1º, II',
      allPhases: 'art. 9º',
    },
  },
  {
    id: 'federal-15142-2025',
    name: 'Lei federal nº 15.142/2025',
    groups: [
      {
        code: 'PP',
        name: 'pretos e pardos',
        title: 'Pretos e pardos',
        words: PP_WORDS,
        basisPoints: 2500,
        article: 'Lei nº 15.142/2025',
        confirmationArticle: 'Lei nº 15.142/2025, art. 3º, §2º',
      },
      {
        code: 'IND',
        name: 'indígenas',
        title: 'Indígenas',
        words: IND_WORDS,
        basisPoints: 300,
        article: 'Lei nº 15.142/2025',
        confirmationArticle: 'Lei nº 15.142/2025, art. 3º, §2º',
      },
      {
        code: 'QUI',
        name: 'quilombolas',
        title: 'Quilombolas',
        words: QUI_WORDS,
        basisPoints: 200,
        article: 'Lei nº 15.142/2025',
        confirmationArticle: 'Lei nº 15.142/2025, art. 3º, §2º',
      },
    ],
    minimumVacancies: 2,
    fraction: 'half-up',
    defaultRounding: 'por-grupo',
    defaultCollision: 'anterior',
    defaultMultipleReserve: 'maior-percentual',
    defaultCutReading: 'lista-propria',
    chains: {
      // The cascade between the groups is the regulation's (Decreto nº 12.536/2025), not the law's;
      // the reversion to the AC list is the law's art. 8º.
      QUI: [
        { to: 'IND', article: 'Decreto nº 12.536/2025, reversão entre os grupos' },
        { to: 'PP', article: 'Decreto nº 12.536/2025, reversão entre os grupos' },
        { to: 'AC', article: 'Lei nº 15.142/2025, art. 8º' },
      ],
      IND: [
        { to: 'QUI', article: 'Decreto nº 12.536/2025, reversão entre os grupos' },
        { to: 'PP', article: 'Decreto nº 12.536/2025, reversão entre os grupos' },
        { to: 'AC', article: 'Lei nº 15.142/2025, art. 8º' },
      ],
      PP: [{ to: 'AC', article: 'Lei nº 15.142/2025, art. 8º' }],
    },
    reversionOrder: ['QUI', 'IND', 'PP'],
    inForceFrom: '2025-06-04',
    articles: {
      inForce: 'Lei nº 15.142/2025, art. 11',
      minimum: 'Lei nº 15.142/2025, art. 5º',
      rounding: 'Lei nº 15.142/2025, art. 5º, §2º',
      concurrent: 'Lei nº 15.142/2025, art. 7º, caput e §1º',
      notCounted: 'Lei nº 15.142/2025, art. 7º, §2º',
      optIn: 'Lei nº 15.142/2025, opção na inscrição',
      rejected: 'Lei nº 15.142/2025, art. 3º, §2º',
      fraud: 'Lei nº 15.142/2025, art. 4º, §1º',
      nextInList: 'Lei nº 15.142/2025, art. 7º, §3º',
      order: 'Lei nº 15.142/2025, art. 9º',
      orderForCareer: 'Lei nº 15.142/2025, art. 9º, §2º',
      acShortage: 'Lei nº 15.142/2025, art. 8º',
      multipleReserve: 'Decreto nº 12.536/2025, reserva de maior percentual',
      // The law and its regulation set a number of candidates per list in each phase; no article is
      // cited where we have not read one.
      allPhases: 'Lei nº 15.142/2025; Decreto nº 12.536/2025, listas por etapa',
    },
  },
  {
    id: 'federal-12990-2014',
    name: 'Lei federal nº 12.990/2014',
    groups: [
      {
        code: 'PP',
        name: 'pretos e pardos',
        title: 'Pretos e pardos',
        words: PP_WORDS,
        basisPoints: 2000,
        article: 'Lei nº 12.990/2014, art. 1º',
        confirmationArticle: 'Lei nº 12.990/2014, art. 2º, parágrafo único',
      },
    ],
    minimumVacancies: 3,
    fraction: 'half-up',
    defaultRounding: 'por-grupo',
    defaultCollision: 'anterior',
    defaultMultipleReserve: 'todas',
    defaultCutReading: 'lista-propria',
    chains: { PP: [{ to: 'AC', article: 'Lei nº 12.990/2014, art. 3º, §3º' }] },
    reversionOrder: ['PP'],
    inForceFrom: '2014-06-10',
    articles: {
      inForce: 'Lei nº 12.990/2014, art. 6º, parágrafo único',
      minimum: 'Lei nº 12.990/2014, art. 1º, §1º',
      rounding: 'Lei nº 12.990/2014, art. 1º, §2º',
      concurrent: 'Lei nº 12.990/2014, art. 3º, caput',
      notCounted: 'Lei nº 12.990/2014, art. 3º, §1º',
      optIn: 'Lei nº 12.990/2014, art. 2º',
      rejected: 'Lei nº 12.990/2014, art. 2º, parágrafo único',
      fraud: 'Lei nº 12.990/2014, art. 2º, parágrafo único',
      nextInList: 'Lei nº 12.990/2014, art. 3º, §2º',
      order: 'Lei nº 12.990/2014, art. 4º',
      acShortage: 'Lei nº 12.990/2014, art. 3º, §3º',
      multipleReserve: 'Lei nº 12.990/2014, art. 3º, caput',
      allPhases: 'Lei nº 12.990/2014, art. 3º, caput',
    },
  },
];

export const DEFAULT_RULE_SET_ID = 'pirangi-3056-2025';

export function findRuleSet(id: string): RuleSet | undefined {
  return RULE_SETS.find((r) => r.id === id);
}

export function ruleSetIds(): string[] {
  return RULE_SETS.map((r) => r.id);
}

/** Sum of the groups' basis points (T in rules.md §3). */
export function totalBasisPoints(rules: RuleSet): number {
  let t = 0;
  for (const g of rules.groups) t += g.basisPoints;
  return t;
}

export function groupRule(rules: RuleSet, code: GroupCode): GroupRule | undefined {
  return rules.groups.find((g) => g.code === code);
}

/** The values of `grupo` that stand in a group's list (rules.md §11: the group's own code by default). */
export function declaredValues(g: GroupRule): readonly string[] {
  return g.declarations ?? [g.code];
}

/**
 * The group whose list a declared value stands in (rules.md §1, §11), or undefined: a value no group
 * of the rule lists counts as no group.
 */
export function groupOfDeclaration(rules: RuleSet, declared: string): GroupRule | undefined {
  // A group's own code stands for it when no group declares that value (lists.ts reads it so).
  return rules.groups.find((g) => declaredValues(g).includes(declared)) ?? rules.groups.find((g) => g.code === declared);
}

/** Checks that a rule set is well formed; returns Portuguese problems (empty when fine). */
export function checkRuleSet(rules: RuleSet): string[] {
  const problems: string[] = [];
  const codes = new Set<string>();
  for (const g of rules.groups) {
    if (g.code === 'AC' || codes.has(g.code)) problems.push(`grupo repetido ou reservado: ${g.code}`);
    codes.add(g.code);
    if (!Number.isInteger(g.basisPoints) || g.basisPoints <= 0) problems.push(`percentual inválido para ${g.code}`);
  }
  const declared = new Map<string, string>();
  for (const g of rules.groups)
    for (const v of declaredValues(g)) {
      const other = declared.get(v);
      if (other !== undefined && other !== g.code) problems.push(`o valor declarado ${v} está em dois grupos: ${other} e ${g.code}`);
      declared.set(v, g.code);
    }
  const t = totalBasisPoints(rules);
  if (t >= 10000) problems.push('a soma das reservas deve ser menor que 100%');
  if (!Number.isInteger(rules.minimumVacancies) || rules.minimumVacancies < 0) problems.push('número mínimo de vagas inválido');
  if (rules.reversionOrder.length !== rules.groups.length || rules.groups.some((g) => !rules.reversionOrder.includes(g.code))) {
    problems.push('a ordem de reversão deve citar cada grupo uma vez');
  }
  for (const g of rules.groups) {
    const chain = rules.chains[g.code];
    if (!chain || chain.length === 0 || chain[chain.length - 1].to !== 'AC') {
      problems.push(`a cadeia de reversão de ${g.code} deve terminar na ampla concorrência`);
      continue;
    }
    for (const step of chain)
      if (step.to !== 'AC' && !codes.has(step.to)) problems.push(`cadeia de ${g.code} cita grupo desconhecido ${step.to}`);
  }
  // Every decision cites its article: none may be blank.
  for (const [kind, article] of Object.entries(rules.articles))
    if (article !== undefined && !article.trim()) problems.push(`artigo em branco: ${kind}`);
  for (const g of rules.groups)
    if (!g.article.trim() || !g.confirmationArticle.trim()) problems.push(`artigo em branco no grupo ${g.code}`);
  if (rules.inForceFrom !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(rules.inForceFrom)) problems.push('data de vigência inválida');
  return problems;
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
