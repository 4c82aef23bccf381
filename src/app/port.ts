// The workbook port: the one small interface between the host-free workflow (workflow.ts) and a
// workbook. Implemented by OfficeWorkbook (src/hosts/excel, Office.js), SheetsWorkbook (src/hosts/gas,
// Apps Script), the web page's workbook (src/hosts/web, a file opened from disk) and the tests'
// in-memory one (test/support/memory-workbook.ts). Nothing here knows a host.
import type { CellValue, OutputTable, SheetData } from '../sheet';
import type { CellWrite } from '../sheet/parameters-edit';
import type { TableFormat } from '../sheet/format';

/** A cell of the workbook: its sheet and its A1 address ("C7"). */
export interface CellRef {
  planilha: string;
  celula: string;
}

/** A written table with the one description of its formatting that every writer applies (src/sheet/format.ts). */
export interface LaidOutTable {
  tabela: OutputTable;
  formato: TableFormat;
}

/** A workbook name the add-in defines (the LAMBDA `RESERVA`), in en-US formula syntax. */
export interface NameDefinition {
  nome: string;
  /** "=LAMBDA(vagas,[grupo],IF(ISOMITTED(grupo),COTAS.RESERVA(vagas),COTAS.RESERVA(vagas,grupo)))". */
  formula: string;
  /** The name's comment: starts with NAME_MARKER, which is how the add-in knows the name is its own. */
  comentario: string;
}

/** Marks a workbook name as the add-in's (the start of its comment). */
export const NAME_MARKER = 'cotas-raciais:';

/** What addNames did with each name. */
export interface NamesOutcome {
  /** New names. */
  adicionados: string[];
  /** The add-in's own names, rewritten with the current formula. */
  atualizados: string[];
  /** Names that exist and are not the add-in's: left alone (the pane reports them). */
  mantidos: string[];
}

export type { CellWrite };

export interface WorkbookPort {
  /**
   * Every worksheet, in tab order, with its values from cell A1: row i of `linhas` is sheet row i + 1,
   * column j is column j + 1, so that problems name the rows and columns the user sees. With the flags
   * the sheet layer needs: hidden sheets, the add-in's marker (`doSuplemento`), hidden rows, merged areas.
   */
  readSheets(): Promise<SheetData[]>;
  /** The active cell (or the first cell of the selection), or null when the host has none. */
  readSelection(): Promise<CellRef | null>;
  /** Activates the sheet and selects the cell (a problem's cell, from the Validar step). */
  selectCell(ref: CellRef): Promise<void>;
  /**
   * Writes each cell of `celulas` (0-based row and column, as SheetData.linhas; null blanks the cell)
   * in sheet `nome` (compared ignoring case; created at the end when it does not exist): the Parâmetros
   * sheet. Every other cell stays as it is — the sheet is the commission's, with its comments, columns
   * and side tables (parametersEdit, src/sheet/parameters-edit.ts). Values as plain cells; text starting
   * with = + - @ is written as text, and stays text ("@"). The sheet is NOT marked as the add-in's output.
   */
  writeCells(nome: string, celulas: CellWrite[]): Promise<void>;
  /**
   * Replaces the sheets named in `remover` (the add-in's earlier output) by one new sheet per table,
   * marked as the add-in's, formatted as `formato` says (title row 1, header row 2, data from row 3):
   * the steps of planReplacement (replace.ts), which also says when to refuse (thrown, before anything
   * changes) and the names (a name still taken gets " (2)", " (3)"…). Returns the names of the sheets
   * written, in order.
   */
  replaceOutput(remover: string[], tabelas: LaidOutTable[]): Promise<string[]>;
  /** Adds (or rewrites, when the add-in's own) workbook names; a name that is not the add-in's is left alone. */
  addNames(nomes: NameDefinition[]): Promise<NamesOutcome>;
  /**
   * Appends `linhas` to sheet `nome` (compared ignoring case) below its last row with content, as the
   * sheet is at the moment of writing, read and written in the same host call: two members recording
   * acts at once each get their own rows, and no row already there is ever rewritten (the Nomeações
   * sheet is the commission's). A sheet that does not exist is created at the end, and a blank one
   * filled, with `cabecalho` in row 1 first. Text starting with = + - @ is written as text; a Date
   * (the calendar date in UTC, as the hosts read date cells) as a date cell shown dd/mm/aaaa.
   */
  appendRows(nome: string, cabecalho: CellValue[], linhas: CellValue[][]): Promise<AppendedRows>;
}

/** Where appendRows wrote. */
export interface AppendedRows {
  /** The sheet's name as it is in the workbook. */
  planilha: string;
  /** The 1-based rows of the first and last row appended. */
  primeiraLinha: number;
  ultimaLinha: number;
  /** The sheet was created (or was blank) and got its header. */
  criada: boolean;
}

/** The WorkbookPort with every method answering at once (Apps Script's SpreadsheetApp is synchronous). */
export type SyncWorkbookPort = {
  [K in keyof WorkbookPort]: (...args: Parameters<WorkbookPort[K]>) => Awaited<ReturnType<WorkbookPort[K]>>;
};
