// The values the reading pipeline hands from stage to stage (src/sheet/reading/workbook.ts lists the
// stages), and what it gives the hosts.
import type { CargoVacancies, Concurso, Options } from '../../engine/types';
import type { ColumnField, ColumnRecognition } from '../columns';
import type { CriterionColumn } from '../criteria';
import type { Parameters } from '../parameters';
import type { CellValue } from '../parsers';
import type { SheetProblem } from '../problems';
import type { ColumnReport, ReadingReport, SheetReport } from '../report';
import type { CandidateTable } from '../table';
import type { ActsReading } from './acts';

export interface SheetData {
  nome: string;
  /** Row 1 = index 0; blank cells null. Cells may hold CellError and UncachedFormula (cells.ts). */
  linhas: CellValue[][];
  /** The sheet is hidden (or very hidden) in the workbook. */
  oculta?: boolean;
  /** 0-based indices of the rows hidden or filtered out. */
  linhasOcultas?: number[];
  /** Merged ranges, A1 ("A1:C1"). */
  mescladas?: string[];
  /** The add-in wrote this sheet (the host found the add-in's marker). */
  doSuplemento?: boolean;
  /**
   * The name is the file's, not a sheet's (a CSV: one sheet, named after its file, and no place for
   * the add-in's marker): it says nothing of the sheet's role, so a "pp.csv" is not taken for an
   * output sheet, nor a "Parâmetros.csv" or a "Nomeações.csv" for those sheets (test/cli/entrada-csv.test.ts).
   */
  nomeDoArquivo?: boolean;
}

/**
 * What a host gives beside the workbook, already read and checked by the host (the command line's
 * flags, through src/cli/opcoes.ts): each value given wins over the Parâmetros sheet's. The sheet
 * layer reads no flag text; how the host names itself in messages comes with the patch.
 */
export interface ParametersPatch {
  /** A rule set's id. */
  regra?: string;
  /** A rule written by the commission (rules.md §11), already read and valid: it wins over `regra` and the Regra sheet. */
  regraEscrita?: Record<string, unknown>;
  /** A PcD rule written by the commission (rules.md §11), already read and valid: it wins over `opcoes.pcd`. */
  pcdEscrita?: Record<string, unknown>;
  opcoes?: Partial<Options>;
  /** The vacancies: one entry with cargo null (a single number), or one per cargo. */
  vagas?: CargoVacancies[];
  /** The edital's tie-break criteria (column headers), in order. */
  criterios?: string[];
  /** Headers mapped to fields (the functions' option "coluna situacao=Resultado"): they win over the "Coluna …" rows of Parâmetros, field by field. */
  mapeamento?: Partial<Record<ColumnField, string>>;
  /** The candidates sheet, by name (wins over the "Planilha de candidatos" row of Parâmetros). */
  planilhaCandidatos?: string;
  /** The 1-based header row of the candidates sheet (wins over the "Linha do cabeçalho" row of Parâmetros). */
  linhaCabecalho?: number;
  /** The workbook's or file's name, for the reading report. */
  origem?: string;
  /** Where `vagas` came from, as the messages name it ("a opção --vagas"); default "a opção de vagas". */
  origemVagas?: string;
  /**
   * The host's own way to give the vacancies outside the workbook (the command line's "--vagas"): the
   * messages that ask for the vacancies then offer it ("… ou use --vagas 10"). Without it they say
   * what to fix in the workbook only.
   */
  opcaoVagas?: string;
}

/** The header of a candidates sheet: one row, or two (a title merged above some columns). */
export interface HeaderFound {
  /** 0-based index of the header row (the lower row of a two-row header); data rows follow it. */
  indice: number;
  /** The header cells (for a two-row header: the lower row's text, or the upper one's where it is blank). */
  cabecalho: CellValue[];
  /** 1-based rows of the header (one, or two). */
  linhas: number[];
}

/** A candidates sheet's header recognised once (recognizeColumns), and carried to the rows, the report and the cargos. */
export interface RecognisedHeader extends HeaderFound {
  /** The columns (by header, by the mappings), and the problems of the header, in recognizeColumns' order. */
  reconhecimento: ColumnRecognition;
}

/** One candidates sheet read: its table, report and the problems of its columns. */
export interface SheetReading {
  sheet: SheetData;
  header: RecognisedHeader;
  table: CandidateTable;
  report: SheetReport;
  colunas: ColumnReport[];
  ignoradas: { coluna: string; cabecalho: string; planilha?: string }[];
  problemas: SheetProblem[];
}

/** A field and the column that gives it, for the pane's mapping (one row per field of the catalogue). */
export interface FieldColumnRow {
  campo: ColumnField;
  /** Portuguese label of the field ("Nota", "Cota"…). */
  rotulo: string;
  /** Column letter and header read for it, or null when no column feeds it. */
  coluna: string | null;
  cabecalho: string | null;
  origem: 'reconhecida' | 'mapeada' | null;
  /** The field must have a column (Inscrição, Nota). */
  obrigatorio: boolean;
}

/**
 * The header the pane's Dados step shows: of the first candidates sheet read or, when none was read,
 * of the sheet the reading looked at (the one indicated or named "Candidatos", else the first visible
 * sheet it did not take).
 */
export interface HeaderView {
  /** The sheet, or null when the workbook has none to show (every sheet is the parameters, hidden or the add-in's). */
  planilha: string | null;
  /**
   * 1-based header row (the lower of two): the one read; for a sheet not read, the row indicated, or
   * the header found, or the likeliest row (the most fields recognised); null for a blank sheet.
   */
  linhaCabecalho: number | null;
  /** The header's cells (a two-row header: the two rows combined); empty without a header row. */
  cabecalho: CellValue[];
  /** Every column field, in the catalogue's order, and its column in that sheet. */
  mapeamento: FieldColumnRow[];
  /** The columns that can be tie-break criteria (rules.md §2.3: numbers, dates, Sim/Não), for the pane's Parâmetros step. */
  criterios?: CriterionColumn[];
}

export interface WorkbookReading {
  /** The concurso, or null when there are problems. */
  concurso: Concurso | null;
  /** Sheet row of each candidate of `concurso.candidatos`. */
  linhas: number[];
  /** CPF of each candidate (digits), or null. */
  cpfs: (string | null)[];
  planilhaCandidatos: string | null;
  parametros: Parameters | null;
  problemas: SheetProblem[];
  /** Every candidates sheet read (several: one per cargo, or batches), in workbook order. */
  planilhasCandidatos: string[];
  /** Sheet of each candidate of `concurso.candidatos` (with `linhas`, the cell it came from). */
  planilhaDeCada: string[];
  /** What was read and why: sheets, header row, columns, rows (report.ts). */
  leitura: ReadingReport;
  /** Warnings of the reading (the table reader's `avisos`): the reading stands, the commission should know. */
  avisos: SheetProblem[];
  /**
   * The cargos the candidates sheet(s) name, in order of first appearance (the sheets' names when each
   * sheet is a cargo), even when the vacancies are missing: what the Parâmetros form offers to fill in.
   */
  cargosLidos: string[];
  /** The header the pane's Dados step shows: its row, its cells, the column of each field. */
  cabecalho: HeaderView;
  /**
   * The Nomeações sheet as read (rules.md §10; reading/acts.ts): its name, header row, columns and
   * acts with their rows — what a host needs to show the record and to append rows under it. Absent
   * when the workbook has no such sheet.
   */
  nomeacoes?: ActsReading;
}
