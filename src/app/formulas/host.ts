// What a host contributes to COTAS.CLASSIFICAR and COTAS.LISTA, given to the host-free formulas
// (implementation.ts) as data: how its blank cells arrive and how large a call may be. Excel supplies
// its own (src/hosts/excel/functions/excel-host.ts: desktop's blank-as-0 undone, the web's 5 MB
// limit); a host whose blanks are blanks and whose calls have no size limit, as Google Sheets, uses
// PLAIN_HOST.
import { isBlankRow } from '../../sheet';
import type { CellValue, ColumnField, HeaderFound, SheetProblem } from '../../sheet';

/** src/sheet's findHeader: the header row of a table (and the row above it, for a header in two rows). */
export type HeaderFinder = (rows: CellValue[][]) => HeaderFound | null;

/** What the table reader will be told about the columns (the `opções` text's), for a host that must look at them. */
export interface TableOptions {
  /** Name of the table in messages. */
  planilha: string;
  /** Declared tie-break criteria (column headers). */
  criterios?: string[];
  /** Explicit column mapping (field → header). */
  mapeamento?: Partial<Record<ColumnField, string>>;
}

/** The table as the commission wrote it. */
export interface HostTable {
  /** The rows up to the last one used, with the host's stand-ins for blank cells undone. */
  rows: CellValue[][];
  /** The header, as the finder found it; null when none is found. */
  header: HeaderFound | null;
  /** Problems of the host's cells (each names its cell). */
  problemas: SheetProblem[];
}

export interface FormulaHost {
  /**
   * The range as the commission wrote it: the rows up to the last one used (a whole-column reference
   * like A:J has every row of the sheet), blanks as blanks, the header found with `find`.
   */
  table(rows: CellValue[][], find: HeaderFinder, opts: TableOptions): HostTable;
  /**
   * The Nomeações range (the functions' history argument) as the commission wrote it: the rows up to
   * the last one used, blanks as blanks. No cell of an act is ever 0 (positions start at 1), so a
   * host whose blanks may arrive as 0 (Excel desktop) turns every 0 into a blank.
   */
  acts(rows: CellValue[][]): CellValue[][];
  /** Throws an InputError when the request (the table and the function's other arguments) is too large for the host. */
  checkRequest(rows: CellValue[][], extra: unknown[]): void;
  /** Throws an InputError when the result (its first row is the header) is too large for the host to bring back. */
  checkResponse(out: readonly (readonly unknown[])[]): void;
  /** COTAS.LISTA as the host's users write it (the Avisos header points to it): Excel's default "COTAS.LISTA". */
  lista?: string;
}

/** The first `n` rows (the array itself when that is all of them). */
export function firstRows(rows: CellValue[][], n: number): CellValue[][] {
  return n === rows.length ? rows : rows.slice(0, n);
}

/** A host whose blank cells arrive as blanks ("" or null, never 0) and whose calls have no size limit: Google Sheets. */
export const PLAIN_HOST: FormulaHost = {
  table(rows, find) {
    let n = rows.length;
    while (n > 1 && isBlankRow(rows[n - 1])) n--;
    const used = firstRows(rows, n);
    return { rows: used, header: find(used), problemas: [] };
  },
  acts(rows) {
    let n = rows.length;
    while (n > 1 && isBlankRow(rows[n - 1])) n--;
    return firstRows(rows, n);
  },
  checkRequest() {},
  checkResponse() {},
  // Google Sheets has no namespaces.
  lista: 'COTAS_LISTA',
};
