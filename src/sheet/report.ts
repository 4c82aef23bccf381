// The reading report: what was read from the commission's workbook, and why. Every host shows it
// (the CLI above the summary, the Memória de cálculo, the task pane, COTAS.CLASSIFICAR's header), so
// that nothing is read silently: which sheets, which header row, which column feeds which field, which
// columns were ignored, and every row or cell that was not read as it looks.
import type { ColumnField } from './columns';

/** What the reader did with one sheet of the workbook. */
export type SheetRole =
  | 'candidatos' // read as candidates
  | 'parametros' // read as the Parâmetros sheet
  | 'saida' // written by the add-in (its marker or its output layout): never read as candidates
  | 'oculta' // hidden: never chosen silently
  | 'ignorada'; // does not look like a candidates sheet

export interface SheetReport {
  nome: string;
  papel: SheetRole;
  /** Why, in Portuguese ("cabeçalho reconhecido na linha 3", "aba oculta", "aba gravada pelo suplemento"…). */
  motivo: string;
  /** For a candidates sheet with no Cargo column read as one cargo: the cargo (the sheet's name). */
  cargo?: string | null;
  /** 1-based row of the header, for a candidates sheet. */
  linhaCabecalho?: number | null;
  /** Rows read as candidates (data rows, not blank). */
  linhasLidas?: number;
  /** Blank rows skipped. */
  linhasEmBranco?: number;
  /** Rows hidden or filtered out in the sheet that were read all the same (1-based). */
  linhasOcultas?: number[];
  /** Merged ranges inside the candidates table ("A1:C1"). */
  mescladas?: string[];
}

/** One field of the reading and the column it came from. */
export interface ColumnReport {
  campo: ColumnField;
  /** The column's letter ("C") in its sheet. */
  coluna: string;
  /** The header as written. */
  cabecalho: string;
  /** `reconhecida` by its header, or `mapeada` by a "Coluna …" row of Parâmetros (or the functions' option). */
  origem: 'reconhecida' | 'mapeada';
}

export interface ReadingReport {
  /** The workbook or file name, when the host knows it. */
  origem: string | null;
  planilhas: SheetReport[];
  colunas: ColumnReport[];
  /** Columns of the candidates sheet that feed no field, by header (and letter). */
  colunasIgnoradas: { coluna: string; cabecalho: string }[];
}
