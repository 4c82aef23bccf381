// What the host-free workflow (workflow.ts) takes and gives: the same for the CLI, the Excel task pane,
// the Google Sheets sidebar and the web page.
import type { Rounding } from '../engine';
import type { FieldColumnRow, ParametersPatch, ReadingReport, SheetProblem } from '../sheet';
import type { CellRef } from './port';
import type { ParametersForm } from '../sheet/parameters-form';
import type { CriterionColumn } from '../sheet/criteria';
import type { ActEntry, ActsRecorded } from './acts';
import type { CargoNominations } from './nominations';

/** The stages of a run, in the order a generation goes through them, as the progress bar names them. */
export type Stage = 'lendo' | 'validando' | 'classificando' | 'montando' | 'gravando';

export const STAGE_LABELS: Record<Stage, string> = {
  lendo: 'Lendo a pasta de trabalho',
  validando: 'Validando os dados',
  classificando: 'Classificando os candidatos',
  montando: 'Montando as listas',
  gravando: 'Gravando as listas',
};

/** Progress of a stage: `feito` of `total` units (rows…); total 0 when unknown. */
export type Progress = (etapa: Stage, feito: number, total: number) => void;

/** How the final lists are laid out in sheets. */
export type OutputLayout =
  /** One sheet per list (AC, PP, IND, QUI, PCD, Nomeação) with a block of rows per cargo, plus Resumo and Memória: about ten sheets whatever the number of cargos. */
  | 'por-lista'
  /** One sheet per list and cargo ("AC - Professor"), plus Resumo and Memória. */
  | 'por-cargo';

/** One row of the Dados step: a field and the column that feeds it (the reading's view of the header). */
export type MappingRow = FieldColumnRow;

/** What the Dados step shows: the candidates sheet, its header row, the mapping, the columns not used. */
export interface DataView {
  /** Every sheet, with its role ("candidatos", "parametros", "saida", "oculta", "ignorada"). */
  planilhas: { nome: string; papel: string; motivo: string }[];
  /** The candidates sheet(s) read. */
  candidatos: string[];
  /** 1-based header row of the (first) candidates sheet, or null. */
  linhaCabecalho: number | null;
  /** Every header of that row (letter + text), for the mapping dropdowns. */
  cabecalhos: { coluna: string; cabecalho: string }[];
  mapeamento: MappingRow[];
  /** Headers that feed no field. */
  naoUsadas: { coluna: string; cabecalho: string }[];
  /** The cargos the candidates name (first spelling, in order), even when their vacancies are missing: for the Parâmetros form. */
  cargos: string[];
  /** The columns that can be tie-break criteria (numbers, dates, Sim/Não; not the identity, score or situation): the Parâmetros form offers these. */
  criterios?: CriterionColumn[];
}

/** The result of reading and validating the workbook (the Validar step), before anything is written. */
export interface Analysis {
  /** Valid: there is a concurso and no error. */
  ok: boolean;
  /** Every problem, errors first, then warnings (the reading's and the engine's), in sheet/row/column order. */
  problemas: SheetProblem[];
  erros: number;
  avisos: number;
  /** The reading report as sentences (the same lines every host shows). */
  leitura: string[];
  relatorio: ReadingReport | null;
  dados: DataView;
  /** The Parâmetros sheet as the form edits it (defaults when the sheet is missing). */
  parametros: ParametersForm;
  /** Whether the workbook has a Parâmetros sheet. */
  temParametros: boolean;
  /** Sheets the add-in wrote earlier (they carry its marker): what "Gerar listas finais" replaces. */
  saidaAnterior: string[];
  /**
   * The lists would be "PROVISÓRIO — não publicar" (the engine's isProvisional: an error stands or a
   * confirmation is pending); the problems with nivel 'erro' or codigo 'resultado-provisorio' say why.
   */
  provisorio?: boolean;
  /**
   * The Nomeações step's view (rules.md §10): per cargo, who holds each position and who is to be
   * called now; null or absent when the workbook is not a valid concurso.
   */
  nomeacoes?: CargoNominations[] | null;
}
/* Analysis is plain data (structured-cloneable: it crosses to and from a Web Worker). The workflow
   keeps the reading, the concurso and the engine's result beside it for the hosts that go on (the CLI). */

/** What the workflow needs of an AbortSignal (the browser's and Node's fit it): the app layer knows no DOM. */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface GenerateRequest {
  /** Mask CPFs (***.456.789-**) and leave out birth dates in the published lists (default true). */
  mascarar?: boolean;
  /** Default 'por-lista'. */
  disposicao?: OutputLayout;
  /** The list of who goes on to the next phase, when the Parâmetros have a cut (rules.md §12); default true. */
  convocados?: boolean;
  /** Replace the add-in's earlier output (the pane asks first). Without it, generation refuses when earlier output exists. */
  substituir?: boolean;
  /** Where the written sheets go: the open workbook ('planilhas', default) or a file to download (the web page): the outcome says which. */
  saida?: HostInfo['saida'];
  /** The host's patch over the Parâmetros sheet (the CLI's flags, already read). */
  overrides?: ParametersPatch;
  /** SHA-256 (hex) of a text, when the host can compute it (Web Crypto, Node's crypto, Utilities.computeDigest). */
  sha256?: (text: string) => Promise<string>;
  geradoEm?: Date;
  /** The workbook's or file's name, for the Memória de cálculo. */
  origem?: string;
  progresso?: Progress;
  /**
   * The commission's Cancelar: honoured between the steps up to the write, never during it (the
   * workbook is left as it was). Not plain data: the workflow keeps it out of what crosses to a worker.
   */
  cancelar?: CancelSignal;
}

/** The one outcome every action reports (pt-BR), whatever the host. */
export interface Outcome {
  /** Done (for generate: written). */
  ok: boolean;
  /** Done, with errors the commission must resolve before publishing (an unresolved decisive tie…): shown as a warning. */
  atencao: boolean;
  /** One-line summary. */
  titulo: string;
  /** Structured problems and warnings (errors first), each with its sheet, row, column and cell. */
  problemas: SheetProblem[];
  /** Sheets written, and the earlier output sheets replaced. */
  planilhas: string[];
  removidas: string[];
  /** The reading report, one sentence a line. */
  leitura: string[];
}

/** The reserve of one cargo under both readings of the rounding, live beside the cargo in the Parâmetros step. */
export interface CargoPreview {
  cargo: string | null;
  vagas: number | null;
  /** One entry per reading (por-grupo, total), the one the form selects first. */
  leituras: { arredondamento: Rounding; escolhida: boolean; reservas: { codigo: string; titulo: string; vagas: number }[] }[];
  /** Why there is no preview (vacancies blank or invalid), in Portuguese. */
  erro?: string;
}

/** A function example shown in the pane's help, in the host's own syntax. */
export interface FunctionHelp {
  formula: string;
  descricao: string;
}

/**
 * What the pane can ask of its host: built by paneActions (workflow.ts) over a WorkbookPort in each
 * host's one entry file. The React components receive it as a prop and never call a host API.
 */
export interface PaneActions {
  /** Reads and validates the workbook; writes nothing. */
  analisar(progresso?: Progress): Promise<Analysis>;
  /** Writes the form into the Parâmetros sheet (creating it when missing), then analyses again. */
  salvarParametros(form: ParametersForm, progresso?: Progress): Promise<{ resultado: Outcome; analise: Analysis }>;
  /** Activates a problem's cell in the workbook (hosts without a grid: resolves and does nothing). */
  irParaCelula(ref: CellRef): Promise<void>;
  /** The active cell, for "use the selected row as the header". */
  lerSelecao(): Promise<CellRef | null>;
  /** Validates again and, when valid, writes the final lists (replacing the earlier output when asked). */
  gerar(pedido: GenerateRequest): Promise<Outcome>;
  /** The reserve per cargo under both readings (pure, synchronous). */
  previa(form: ParametersForm): CargoPreview[];
  /** Adds the LAMBDA names (=RESERVA(10)); absent where the host has no workbook names. */
  adicionarNomes?(): Promise<Outcome>;
  /** Appends the acts to the Nomeações sheet (creating it), after checking them against the record there; then analyses again. */
  registrarAtos(atos: ActEntry[], progresso?: Progress): Promise<ActsRecorded>;
  /**
   * Creates the Regra sheet from a shipped rule set (rules.md §11: the starting point of the
   * commission's own rule), refused when the sheet exists; then analyses again. Absent where the host
   * cannot add a sheet.
   */
  criarAbaRegra?(base: string, progresso?: Progress): Promise<{ resultado: Outcome; analise: Analysis }>;
  /** Raises a cargo's vacancies in the Parâmetros sheet (null: the concurso's one cargo); then analyses again. */
  aumentarVagas(cargo: string | null, vagas: number, progresso?: Progress): Promise<ActsRecorded>;
}

/** What a host tells the pane about itself. */
export interface HostInfo {
  /** "excel" | "web" | "sheets". */
  tipo: 'excel' | 'web' | 'sheets';
  /** Shown in the pane's header ("Excel", "Página web"…). */
  nome: string;
  /** Function examples in the host's syntax (none on the web page). */
  funcoes: FunctionHelp[];
  /** The host can select a cell (the Validar step's links). */
  selecionaCelulas: boolean;
  /** Where the result goes: "planilhas" of the open workbook, or a "download". */
  saida: 'planilhas' | 'download';
}
