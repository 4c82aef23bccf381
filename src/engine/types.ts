import type { BuildInfo } from './build-info';
import { groupDigits } from './text';
// Domain types of the engine. Field names that reach the user (JSON contract) are Portuguese on
// purpose; identifiers in code are English. See docs/glossary.md for the mapping to the law's terms.

/** A group of the rule set ("PP", "IND", "QUI" in the rule sets we ship). Data-defined. */
export type GroupCode = string;
/** `AC` (ampla concorrência), a group code, or `PCD` (the PcD reserve, rules.md §9). */
export type Modality = string;
/** Code of the reserve for pessoas com deficiência in lists, counts, sequence and modalities (rules.md §9). */
export const PCD_CODE = 'PCD';

export type Rounding = 'total' | 'por-grupo';
export type Collision = 'anterior' | 'posterior';
export type ConfirmationState = 'deferida' | 'indeferida' | 'pendente' | 'ausente';
export type AbsencePolicy = 'ampla' | 'eliminado';
/** A candidate in a racial list and in the PcD list (rules.md §9). */
export type MultipleReserve = 'maior-percentual' | 'todas';

export const CONFIRMATION_STATES: readonly ConfirmationState[] = ['deferida', 'indeferida', 'pendente', 'ausente'];
/**
 * The most vacancies one cargo may have. Concursos offer at most a few thousand per cargo. The order of
 * nomination no longer bounds it (built incrementally, order-incremental.ts: 1 milhão candidates with
 * this many vacancies take 1.8× the JSON floor, docs/desempenho.md); what grows with it now is every
 * per-position output (the summary's lines, the JSON's entries, the workbook's rows, a warning per
 * reverted vacancy), which test/cli/limites.test.ts checks end to end at this limit. An input above
 * it is refused with a message, never left to run for long or to crash.
 */
export const MAX_VACANCIES = 50_000;

/** The Portuguese message for vacancies above MAX_VACANCIES. */
export function tooManyVacancies(vagas: number): string {
  return `número de vagas grande demais (${groupDigits(vagas)}): o máximo por cargo é ${groupDigits(MAX_VACANCIES)}`;
}

/** `opcoes.pcd` when no PcD rule is chosen (the default). */
export const NO_PCD_RULE = 'nenhuma';

/** One candidate, already validated (see validate.ts for the contract's defaults). */
export interface Candidate {
  /** Registration number (inscrição): unique within its cargo. */
  inscricao: string;
  nome?: string | null;
  /** CPF, kept only to be shown (masked when publishing); never used in any rule. */
  cpf?: string | null;
  cargo?: string | null;
  /** Final score (nota final). */
  nota: number;
  /** Reached the minimum in every phase and was not eliminated (aprovado/habilitado). */
  aprovado: boolean;
  /** Declared group (autodeclaração), or null; with several (`grupos`), the first. */
  grupo: GroupCode | null;
  /**
   * Every value declared, when more than one (rules.md §11: a written rule may let a candidate opt for
   * two reserves); absent otherwise.
   */
  grupos?: readonly GroupCode[];
  /** Opted to compete for the reserved vacancies (Art. 5º, §1º). */
  optante: boolean;
  /** Outcome of the confirmation procedure (Art. 4º; Art. 6º). */
  confirmacao: ConfirmationState;
  /** Fraud or bad faith confirmed (Art. 7º, §1º). */
  fraude: boolean;
  /** Birth date, ISO `aaaa-mm-dd`, or null. */
  nascimento: string | null;
  /** The edital's tie-break criteria, in order, higher first; null = missing. */
  desempate: (number | null)[];
  /** Opted for the vacancies reserved to pessoas com deficiência (rules.md §9). */
  pcd: boolean;
  /** Outcome of the PcD assessment (avaliação biopsicossocial / perícia), read like `confirmacao`. */
  avaliacaoPcd: ConfirmationState;
}

export interface Options {
  arredondamento: Rounding;
  colisao: Collision;
  ausenciaConfirmacao: AbsencePolicy;
  /** Reference date for the Estatuto da Pessoa Idosa priority (ISO), or null: no age priority. */
  dataReferencia: string | null;
  /** Publication date of the edital (ISO), or null: Art. 14 not checked. */
  dataEdital: string | null;
  /** PcD rule id (see pcd.ts), or `nenhuma` (NO_PCD_RULE): no PcD reserve. */
  pcd: string;
  /** A PcD rule written by the commission (rules.md §11), as given; `pcd` is then its id. */
  pcdInformada?: Record<string, unknown>;
  /** A candidate in a racial list and in the PcD list: `todas` or `maior-percentual` (default per rule set, rules.md §9). */
  reservaMultipla: MultipleReserve;
  /**
   * The edital's item behind each choice, by option name (`regra` included), when the commission gives
   * it (rules.md §7): "item 5.3 do Edital nº 1/2026". Absent when none is given.
   */
  fundamentos?: Partial<Record<BasisKey, string>>;
  /**
   * What each of the edital's tie-break criteria is (rules.md §2.3), aligned with the candidates'
   * `desempate` positions: its name, its direction, what its numbers are. Absent (or shorter than a
   * candidate's `desempate`): the criteria without an entry compare higher first.
   */
  criterios?: TieCriterion[];
}

/** The direction of a tie-break criterion (rules.md §2.3): the higher value first, or the lower. */
export type CriterionDirection = 'maior-primeiro' | 'menor-primeiro';

/**
 * What a criterion's numbers are, for the sentences only (the comparison is numeric whatever the
 * kind): numbers; dates as the spreadsheet's day number (days since 1899-12-30: 25569 is 1970-01-01);
 * Sim/Não as 1/0.
 */
export type CriterionKind = 'numero' | 'data' | 'sim-nao';

/** One tie-break criterion of the edital (`opcoes.criterios`, rules.md §2.3). */
export interface TieCriterion {
  /** Its name as the commission reads it (the column's header: "Data de nascimento"). */
  nome: string;
  sentido: CriterionDirection;
  /** Default `numero`. */
  tipo?: CriterionKind;
  /** The criterion is a draw held by the commission (a "Sorteio" column): the audit trail says "sorteio". */
  sorteio?: boolean;
}

/** The choices an edital's item may stand behind: the rule set, each option of the engine, and the numbers of the cut (rules.md §12). */
export type BasisKey = 'regra' | 'corte' | Exclude<keyof Options, 'fundamentos' | 'pcdInformada'>;

/** How the reserve lists are cut between two phases (rules.md §12). */
export type CutReading = 'todos-os-optantes' | 'lista-propria';

/** Who goes on to the next phase (rules.md §12, `corte`), as the commission gives it; numbers whole, ≥ 0. */
export interface CutInput {
  /** The AC list's limit. */
  ampla?: number;
  /** Limits of the reserve lists (`lista-propria`), by code (a group of the rule, `PCD`). */
  reservas?: Record<string, number>;
  /** Times the list's vacancies, for each list without its own number. */
  multiplicador?: number;
  /** The least a reserve list's limit may be (`lista-propria`); default 0. */
  minimoPorLista?: number;
  leitura: CutReading;
}

/** The cut's result (rules.md §12, item 4). */
export interface CutResult {
  leitura: CutReading;
  /** The limit of each list (`AC`, the groups, `PCD`); null for a list called whole. */
  limites: Record<string, number | null>;
  /** Per list, the score of the last person called through it; null when nobody is. */
  notaDeCorte: Record<string, number | null>;
  /** Who is called, in the AC list's order, and through which list. */
  convocados: { inscricao: string; via: Modality }[];
}

export interface CargoVacancies {
  cargo: string | null;
  /** The positions of the order to be filled by now (rules.md §10: the edital's and those that arose since). */
  vagas: number;
  /** The acts of the validity period so far, in the order they happened (rules.md §10); absent or empty: none. */
  historico?: Act[];
  /** Who goes on to the next phase (rules.md §12), when asked. */
  corte?: CutInput;
}

/** What an act of the validity period records about one person (rules.md §10). */
export type ActSituation = 'nomeado' | 'empossado' | 'desistente' | 'sem-efeito' | 'inapto' | 'anulado' | 'fim-de-fila';

/** One act of nomination, posse or departure (rules.md §10), as the commission records it. */
export interface Act {
  /** The position of the order it concerns; null only for a `desistente` who holds no position. */
  posicao: number | null;
  inscricao: string;
  situacao: ActSituation;
  /** The act's name ("Portaria 45/2026"), reported back; null when not given. */
  ato: string | null;
  /** The act's date (ISO), reported back; null when not given. */
  data: string | null;
  /**
   * Where the act came from when it is not the commission's record of acts: `situacao` for a
   * "Desistente" in the candidates' Situação column (the sheet turns it into a withdrawal without a
   * position). Not in the JSON contract.
   */
  fonte?: 'situacao';
}

/** A position's situation now (rules.md §10): held (`empossado`, `nomeado`), to be called (`a-nomear`), or nobody can fill it (`vaga`). */
export type PositionSituation = 'empossado' | 'nomeado' | 'a-nomear' | 'vaga';

/** An earlier occupant of a position and the act by which they left it. */
export interface EarlierOccupant {
  inscricao: string;
  situacao: ActSituation;
  ato: string | null;
  data: string | null;
}

/** A validated concurso, ready for the engine. */
export interface Concurso {
  /** The rule set's id (a written rule's own `id`). */
  regra: string;
  /** A rule written by the commission (rules.md §11), as given: the engine reads it (written-rules.ts). */
  regraInformada?: Record<string, unknown>;
  opcoes: Options;
  cargos: CargoVacancies[];
  candidatos: Candidate[];
}

export type WarningLevel = 'info' | 'aviso' | 'erro';

/**
 * The codes of the result's warnings (rules.md §7), stable: scripts may depend on them. Each code's
 * facts (`dados`) are typed here; narrative/warnings.ts writes the `mensagem` from them.
 */
export interface WarningFacts {
  /** The edital was published before the law came into force: the result is a simulation. */
  'edital-anterior-a-lei': { dataEdital: string };
  /** Cargos below the minimum for a reserve while the concurso as a whole is not. */
  'cargo-abaixo-do-minimo': { cargos: string[]; vagasNoConcurso: number };
  /**
   * The PcD reserve counted cargo by cargo gives fewer vacancies than counted on the concurso's total
   * (rules.md §9): `porCargo` against `noTotal`, `cargos` the cargos with none.
   */
  'pcd-fracionada': { porCargo: number; noTotal: number; vagasNoConcurso: number; cargos: string[] };
  /** Candidates marked PcD while no PcD rule is chosen (rules.md §9). */
  'pcd-sem-regra': { marcados: number };
  /** Optantes who declared a group the rule set has no reserve for (they are in `inscricoes`). */
  'grupo-fora-da-regra': Record<string, never>;
  /** Fewer vacancies than the minimum for a racial reserve. */
  'sem-reserva': { vagas: number };
  /** A written rule's counts add up to more than the vacancies; cut as rules.md §11 says. */
  'reserva-excede-vagas': { vagas: number; reserva: Record<string, number> };
  /** The reserve under the other rounding reading (rules.md §3). */
  'outra-leitura': { aplicada: Rounding; outra: Rounding; reserva: Record<string, number>; reservaOutra: Record<string, number> };
  /** A reserved vacancy reverted along its chain (`para`: the list that filled it, null when none could). */
  'vaga-revertida': { reserva: Modality; para: Modality | null };
  /** Positions of the order of nomination left without a candidate. */
  'vaga-nao-preenchida': { posicoes: { posicao: number; vaga: Modality }[] };
  /** AC vacancies left without an approved candidate. */
  'ampla-insuficiente': { vagas: number };
  /** The lawful result does not grow with the vacancies from `vagas` on (rules.md §6). */
  'ordem-nao-monotona': { vagas: number; arredondamento: Rounding; regraPcd: string | null };
  /**
   * Nominees whose nomination depends on a pending check (rules.md §1, §9): which checks are pending
   * for them in the reserve lists they stand in, the racial confirmation first.
   */
  'resultado-provisorio': { pendencias: PendingCheck[] };
  /** Unresolved ties (rules.md §2.4): one tie, or the summary of the ties among candidates no one nominates. */
  'empate-nao-resolvido': TieFacts;
  /**
   * Occupants the lawful result for `vagas` does not include (`divergentes`), and those it includes who
   * are left without a position (`preteridos`) (rules.md §10).
   */
  'historico-divergente': { divergentes: string[]; preteridos: string[] };
  /**
   * "Desistente" in the Situação column for people who would be within the vacancies: the positions
   * were computed without them; a nominee's withdrawal belongs in the record of acts (rules.md §10).
   */
  'desistente-sem-ato': Record<string, never>;
}

export type WarningCode = keyof WarningFacts;

/** One unresolved tie: its members' positions in the AC list (1-based, consecutive), score and inscrições. */
export interface TieRun {
  firstRank: number;
  lastRank: number;
  nota: number;
  ids: string[];
}

/**
 * One tie named in its own warning (`decideNomeacao`: it decides who is nominated, an error;
 * `temNomeado`: a member is nominated, so the order of nomination depends on it), or the summary of
 * two or more ties among candidates no one nominates.
 */
export type TieFacts =
  { tipo: 'empate'; nota: number; decideNomeacao: boolean; temNomeado: boolean } | { tipo: 'resumo'; empates: TieRun[] };

/** A warning of one kind. */
export interface WarningOf<C extends WarningCode> {
  nivel: WarningLevel;
  codigo: C;
  artigo: string;
  mensagem: string;
  /** Registration numbers concerned, when the warning names candidates. */
  inscricoes?: string[];
  /**
   * How many ties a summary of unresolved ties counts (`empate-nao-resolvido` for the ties that
   * concern only the cadastro de reserva); `inscricoes` then holds every candidate of those ties.
   */
  empates?: number;
  /** What the warning states, as data. Not in the JSON contract (contract.ts maps its fields). */
  dados: WarningFacts[C];
}

/** An `aviso` of the result (rules.md §7). `codigo` is stable: scripts may depend on it. */
export type Warning = { [C in WarningCode]: WarningOf<C> }[WarningCode];

/** A warning before its sentence is written (narrative/warnings.ts adds `mensagem`). */
export type WarningDraft = { [C in WarningCode]: Omit<WarningOf<C>, 'mensagem'> }[WarningCode];

/** One step of the audit trail ("memória de cálculo"). */
export interface AuditStep {
  passo: number;
  /**
   * Stable kind of step, for tools: 'regra', 'fundamentos', 'listas', 'eliminacao', 'indeferimento', 'ausencia',
   * 'reserva-multipla', 'reserva', 'sequencia', 'vaga-ac', 'vaga-reservada', 'reversao', 'ordem',
   * 'posicao', 'historico', 'reabertura', 'preterido', 'vaga-vazia', 'desempate', 'resultado'.
   */
  tipo: string;
  artigo: string;
  mensagem: string;
}

/** A step of the audit trail before it is numbered (AuditTrail numbers the steps in order). */
export type AuditLine = Omit<AuditStep, 'passo'>;

/** How a nominee enters the order of nomination (rules.md §6): their entry point. */
export interface Entry {
  /** The number of vacancies from which they are nominated (for every count from here up to `vagas`). */
  vagas: number;
  /** How they are counted with that many vacancies (`AC`, a group, `PCD`). */
  modalidade: Modality;
}

export interface Nomination {
  posicao: number;
  /** The position's type in the sequence (`AC`, a group or `PCD`). */
  vaga: Modality;
  /** Who fills it, or null when nobody can. */
  inscricao: string | null;
  /** How the person is counted with `vagas` vacancies: `AC`, or the list they were taken from. null when unfilled. */
  modalidade: Modality | null;
  /** Entry point (rules.md §6) on the lists now; null when unfilled or when the occupant is outside the lawful result. */
  entrada: Entry | null;
  /**
   * Why the occupant is counted in another modality than the position's type, or entered otherwise
   * than they are counted now (compensação, vaga revertida), in pt-BR with the article; null when
   * there is nothing to explain. The final lists show it on the person's row.
   */
  explicacao: string | null;
  /** rules.md §10: held by an act, to be called now, or nobody can fill it. */
  situacao: PositionSituation;
  /** The occupant's last act (`nomeado`, `empossado`): its name and date; null otherwise. */
  ato: string | null;
  data: string | null;
  /** The earlier occupants of this position with their leaving act, in order (empty when none). */
  anteriores: EarlierOccupant[];
}

/**
 * Situation of a candidate in the result: in the order of nomination by an act (`nomeado`,
 * `empossado`) or to be called (`a-nomear`); entitled to a position no one left open (`preterido`,
 * rules.md §10); out of every list by an act (`desistente`, `sem-efeito`, `inapto`, `anulado`); or
 * as before the validity period.
 */
export type SituationCode =
  | 'nomeado'
  | 'empossado'
  | 'a-nomear'
  | 'preterido'
  | 'desistente'
  | 'sem-efeito'
  | 'inapto'
  | 'anulado'
  | 'cadastro-reserva'
  | 'nao-aprovado'
  | 'eliminado-fraude'
  | 'eliminado-ausencia';

/**
 * A check still pending on which a nomination depends (rules.md §1, §9): the racial confirmation
 * (heteroidentificação or documentary check, Art. 4º; Art. 6º) or the PcD assessment (`avaliacaoPcd`).
 */
export type PendingCheck = 'confirmacao' | 'avaliacaoPcd';

export interface CandidateOutcome {
  inscricao: string;
  situacao: SituationCode;
  /** Readable pt-BR text, e.g. "Nomeado(a) – 4ª vaga, PP", written from the other fields (narrative/outcome.ts). */
  descricao: string;
  /** Position in the order of nomination, when nominated. */
  posicao: number | null;
  /** Modality of nomination, when nominated. */
  modalidade: Modality | null;
  /** Rank in the AC list (1-based), or null when not in it. */
  classificacaoAC: number | null;
  /** Group list the candidate stands in, and rank there (1-based). */
  listaGrupo: GroupCode | null;
  classificacaoGrupo: number | null;
  /** Rank in the PcD list (1-based), or null when not in it (rules.md §9). */
  classificacaoPcd: number | null;
  /** Entry point and explanation when nominated (as in `nomeacao`). */
  entrada: Entry | null;
  explicacao: string | null;
  /** True when the result for this candidate depends on a pending confirmation. */
  provisorio: boolean;
  /** The checks still pending on which the nomination depends (empty unless `provisorio`). Not in the JSON contract. */
  pendencias: readonly PendingCheck[];
  /** The reserve whose vacancy, reverted (rules.md §5.3), the nominee holds; null otherwise. Not in the JSON contract. */
  vagaRevertida: Modality | null;
  /** The act behind `situacao` (nominated, took office, left): its name and date; null otherwise. */
  ato: string | null;
  data: string | null;
  /** Asked to go to the end of the classification (`fim-de-fila`, rules.md §10). */
  fimDeFila: boolean;
}

export interface CargoResult {
  cargo: string | null;
  vagas: number;
  reserva: Record<string, number>;
  sequencia: Modality[];
  nomeacao: Nomination[];
  listas: Record<string, string[]>;
  avisos: Warning[];
  /** The reserve under the other `arredondamento` reading (rules.md §3, §7). */
  reservaOutraLeitura: { arredondamento: Rounding; reserva: Record<string, number> };
  /** One entry per candidate of the cargo, in the order of the input rows. */
  candidatos: CandidateOutcome[];
  /** Audit trail, in order. */
  memoria: AuditStep[];
  /** True when any result depends on a pending confirmation. */
  provisorio: boolean;
  /** Who goes on to the next phase (rules.md §12), when the cargo gave `corte`. */
  corte?: CutResult;
}

export interface ConcursoResult {
  regra: string;
  /** The rule written by the commission (rules.md §11), as given, when the concurso used one. */
  regraInformada?: Record<string, unknown>;
  /** Human name of the rule set (e.g. "Lei nº 3.056/2025 (Pirangi-SP)"). */
  regraNome: string;
  /** Human name of the PcD rule applied, or null when none (`opcoes.pcd` = `nenhuma`). */
  pcdNome: string | null;
  opcoes: Options;
  versaoMotor: string;
  /** The build that computed the result (version, commit, moment: src/engine/build-info.ts), for the Memória de cálculo. */
  compilacao?: BuildInfo;
  cargos: CargoResult[];
  /** Warnings that concern the whole concurso (Art. 14, split cargos). Also copied into each cargo. */
  avisos: Warning[];
}
