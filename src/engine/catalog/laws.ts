// The laws the program ships (rules.md §8, §9), as data in the shape a commission writes its own law in
// (rules.md §11: the `regra` object and the `opcoes.pcd` object). Each one is read by the same reader
// and checked by the same validator as a commission's rule (written-rules.ts): a shipped law is a
// written rule that came with the program. What the written shape leaves to the program for a law it
// ships is beside it, in `lei`: the words a Cota cell may use for each group, the article of each
// decision the written shape cites with one article (each step of a reversion chain; the
// confirmation of each group; the law's vigência, the career, the new vacancies, the annulment, every
// phase), and the default reading of the cut between phases. Nothing here is code.
import type { PcdRule } from '../pcd';
import type { RuleArticles } from '../rulesets';
import type { CutReading } from '../types';

/** A shipped law (rules.md §8): the written rule and what the program adds for a law it knows. */
export interface ShippedLaw {
  /** The rule as rules.md §11 writes it. */
  regra: Record<string, unknown>;
  lei: {
    /** Other words that name this rule set alone, as keys (catalog/words.ts): "pirangi". */
    aliases?: readonly string[];
    /** Per group code: the Cota words, the confirmation's article, the article of each step of its chain (the last: to AC). */
    grupos: Record<string, { palavras: readonly string[]; confirmacao: string; cadeia: readonly string[] }>;
    /** The articles the written shape has no key for, or cites with another key's article. */
    artigos: Pick<RuleArticles, 'inForce' | 'multipleReserve' | 'allPhases' | 'orderForCareer' | 'newVacancies' | 'annulment'>;
    /** How the reserve lists are cut between phases when the commission does not say (rules.md §12). */
    corte: CutReading;
  };
}

/** A shipped PcD rule (rules.md §9): the written shape, and the article of each kind of PcD decision. */
export interface ShippedPcdLaw {
  pcd: Record<string, unknown>;
  artigos: PcdRule['articles'];
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

const PP = { codigo: 'PP', titulo: 'Pretos e pardos', nome: 'pretos e pardos' };
const IND = { codigo: 'IND', titulo: 'Indígenas', nome: 'indígenas' };
const QUI = { codigo: 'QUI', titulo: 'Quilombolas', nome: 'quilombolas' };

const DECREE_12536 = 'Decreto nº 12.536/2025, reversão entre os grupos';

export const SHIPPED_LAWS: readonly ShippedLaw[] = [
  {
    regra: {
      id: 'pirangi-3056-2025',
      nome: 'Lei nº 3.056/2025 do Município de Pirangi-SP',
      vigencia: '2025-11-03',
      grupos: [
        { ...PP, percentual: 15, artigo: 'art. 3º, I' },
        { ...IND, percentual: 3, artigo: 'art. 3º, II' },
        { ...QUI, percentual: 2, artigo: 'art. 3º, III' },
      ],
      minimoVagas: 2,
      arredondamento: 'total',
      fracao: 'meio',
      // Art. 3º, §§1º–3º: quilombolas ↔ indígenas, then pretos e pardos, then AC (Art. 11).
      reversao: { QUI: ['IND', 'PP'], IND: ['QUI', 'PP'], PP: [] },
      reservaMultipla: 'todas',
      artigos: {
        minimo: 'art. 8º, caput e §2º',
        arredondamento: 'art. 1º, caput; art. 8º, §1º',
        concorrencia: 'art. 10, caput e §1º',
        naoComputado: 'art. 10, §2º',
        opcao: 'art. 5º, §1º',
        indeferida: 'art. 6º, §2º',
        fraude: 'art. 7º, §1º, I',
        proximoDaLista: 'art. 10, §3º',
        ordem: 'art. 12',
        reversao: 'art. 3º, §4º',
      },
    },
    lei: {
      aliases: ['pirangi'],
      grupos: {
        PP: { palavras: PP_WORDS, confirmacao: 'art. 4º, I', cadeia: ['art. 11'] },
        IND: { palavras: IND_WORDS, confirmacao: 'art. 4º, II', cadeia: ['art. 3º, §2º', 'art. 3º, §3º', 'art. 3º, §3º; art. 11'] },
        QUI: { palavras: QUI_WORDS, confirmacao: 'art. 4º, II', cadeia: ['art. 3º, §1º', 'art. 3º, §3º', 'art. 3º, §3º; art. 11'] },
      },
      artigos: {
        inForce: 'art. 14; art. 15',
        multipleReserve: 'art. 5º, §1º; art. 10, §1º',
        orderForCareer: 'art. 12, §2º',
        newVacancies: 'art. 1º, §1º; art. 8º, §4º',
        annulment: 'art. 7º, §1º, II',
        allPhases: 'art. 9º',
      },
      corte: 'todos-os-optantes',
    },
  },
  {
    regra: {
      id: 'federal-15142-2025',
      nome: 'Lei federal nº 15.142/2025',
      vigencia: '2025-06-04',
      grupos: [
        { ...PP, percentual: 25, artigo: 'Lei nº 15.142/2025' },
        { ...IND, percentual: 3, artigo: 'Lei nº 15.142/2025' },
        { ...QUI, percentual: 2, artigo: 'Lei nº 15.142/2025' },
      ],
      minimoVagas: 2,
      arredondamento: 'por-grupo',
      fracao: 'meio',
      // The cascade between the groups is the regulation's (Decreto nº 12.536/2025), not the law's;
      // the reversion to the AC list is the law's art. 8º.
      reversao: { QUI: ['IND', 'PP'], IND: ['QUI', 'PP'], PP: [] },
      reservaMultipla: 'maior-percentual',
      artigos: {
        minimo: 'Lei nº 15.142/2025, art. 5º',
        arredondamento: 'Lei nº 15.142/2025, art. 5º, §2º',
        concorrencia: 'Lei nº 15.142/2025, art. 7º, caput e §1º',
        naoComputado: 'Lei nº 15.142/2025, art. 7º, §2º',
        opcao: 'Lei nº 15.142/2025, opção na inscrição',
        indeferida: 'Lei nº 15.142/2025, art. 3º, §2º',
        fraude: 'Lei nº 15.142/2025, art. 4º, §1º',
        proximoDaLista: 'Lei nº 15.142/2025, art. 7º, §3º',
        ordem: 'Lei nº 15.142/2025, art. 9º',
        reversao: 'Lei nº 15.142/2025, art. 8º',
      },
    },
    lei: {
      grupos: {
        PP: { palavras: PP_WORDS, confirmacao: 'Lei nº 15.142/2025, art. 3º, §2º', cadeia: ['Lei nº 15.142/2025, art. 8º'] },
        IND: {
          palavras: IND_WORDS,
          confirmacao: 'Lei nº 15.142/2025, art. 3º, §2º',
          cadeia: [DECREE_12536, DECREE_12536, 'Lei nº 15.142/2025, art. 8º'],
        },
        QUI: {
          palavras: QUI_WORDS,
          confirmacao: 'Lei nº 15.142/2025, art. 3º, §2º',
          cadeia: [DECREE_12536, DECREE_12536, 'Lei nº 15.142/2025, art. 8º'],
        },
      },
      artigos: {
        inForce: 'Lei nº 15.142/2025, art. 11',
        multipleReserve: 'Decreto nº 12.536/2025, reserva de maior percentual',
        orderForCareer: 'Lei nº 15.142/2025, art. 9º, §2º',
        // The law and its regulation set a number of candidates per list in each phase; no article is
        // cited where we have not read one.
        allPhases: 'Lei nº 15.142/2025; Decreto nº 12.536/2025, listas por etapa',
      },
      corte: 'lista-propria',
    },
  },
  {
    regra: {
      id: 'federal-12990-2014',
      nome: 'Lei federal nº 12.990/2014',
      vigencia: '2014-06-10',
      grupos: [{ ...PP, percentual: 20, artigo: 'Lei nº 12.990/2014, art. 1º' }],
      minimoVagas: 3,
      arredondamento: 'por-grupo',
      fracao: 'meio',
      reversao: { PP: [] },
      reservaMultipla: 'todas',
      artigos: {
        minimo: 'Lei nº 12.990/2014, art. 1º, §1º',
        arredondamento: 'Lei nº 12.990/2014, art. 1º, §2º',
        concorrencia: 'Lei nº 12.990/2014, art. 3º, caput',
        naoComputado: 'Lei nº 12.990/2014, art. 3º, §1º',
        opcao: 'Lei nº 12.990/2014, art. 2º',
        indeferida: 'Lei nº 12.990/2014, art. 2º, parágrafo único',
        fraude: 'Lei nº 12.990/2014, art. 2º, parágrafo único',
        proximoDaLista: 'Lei nº 12.990/2014, art. 3º, §2º',
        ordem: 'Lei nº 12.990/2014, art. 4º',
        reversao: 'Lei nº 12.990/2014, art. 3º, §3º',
      },
    },
    lei: {
      grupos: {
        PP: {
          palavras: PP_WORDS,
          confirmacao: 'Lei nº 12.990/2014, art. 2º, parágrafo único',
          cadeia: ['Lei nº 12.990/2014, art. 3º, §3º'],
        },
      },
      artigos: {
        inForce: 'Lei nº 12.990/2014, art. 6º, parágrafo único',
        multipleReserve: 'Lei nº 12.990/2014, art. 3º, caput',
        allPhases: 'Lei nº 12.990/2014, art. 3º, caput',
      },
      corte: 'lista-propria',
    },
  },
];

export const SHIPPED_PCD_LAWS: readonly ShippedPcdLaw[] = [
  {
    // 5% with the fraction up (art. 1º, §§1º and 3º); no reserve below 5 vacancies because one PcD
    // vacancy in 4 would pass the 20% ceiling of Lei 8.112, art. 5º, §2º.
    pcd: { id: 'federal-9508-2018', nome: 'Decreto federal nº 9.508/2018', percentual: 5, fracao: 'acima', minimoVagas: 5, pelomenos: 0 },
    artigos: {
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
    pcd: {
      id: 'sp-lc683-1992',
      nome: 'Lei Complementar estadual (SP) nº 683/1992',
      percentual: 5,
      fracao: 'meio',
      minimoVagas: 5,
      pelomenos: 1,
    },
    artigos: {
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

/** The shipped PcD rules' ids: a commission's own PcD rule may not take one (rules.md §11). */
export const SHIPPED_PCD_IDS: readonly string[] = SHIPPED_PCD_LAWS.map((l) => String(l.pcd.id));
