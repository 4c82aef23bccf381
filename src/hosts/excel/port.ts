// The small port between the Excel add-in's workflow and the workbook. OfficeWorkbook
// (office-workbook.ts) implements it with Office.js; MemoryWorkbook below is the in-memory fake the
// tests (and any host-free code) use.
import { SheetNamer } from '../../sheet';
import type { CellValue, OutputTable, SheetData } from '../../sheet';

export interface WorkbookPort {
  /**
   * Every worksheet, in tab order, with its values from cell A1: row i of `linhas` is sheet row
   * i + 1, column j is column j + 1 (blank rows and columns before the used range are kept blank),
   * so that problems name the rows and columns the user sees.
   */
  readSheets(): Promise<SheetData[]>;
  /**
   * Writes each table to a NEW worksheet (title in row 1, header in row 2, data from row 3). A name
   * already taken in the workbook gets a suffix " (2)", " (3)"…: existing sheets are never
   * overwritten. Returns the names used, in order.
   */
  writeTables(tables: OutputTable[]): Promise<string[]>;
}

/**
 * The add-in's marker on the sheets it writes: a worksheet-scoped name referring to the sheet's $A$1
 * (the .xlsx writer of src/hosts/file writes the same one, OUTPUT_MARKER_NAME). A sheet with it is
 * read with `doSuplemento`, so the sheet layer never takes an output sheet ("AC") for the candidates.
 */
export { OUTPUT_MARKER } from '../../sheet/cells';

/** Layout of a written table (shared by the Office adapter and the fake). */
export const TITLE_ROW = 0;
export const HEADER_ROW = 1;
export const FIRST_DATA_ROW = 2;

/** A written table as the fake keeps it. */
export interface WrittenSheet {
  nome: string;
  /** Values as they would be in the sheet (title row, header row, data rows). */
  linhas: CellValue[][];
  formatos?: (string | null)[];
}

/** In-memory workbook: sheets are 2-D arrays; written tables are kept for inspection. */
export class MemoryWorkbook implements WorkbookPort {
  readonly sheets: SheetData[];
  readonly written: WrittenSheet[] = [];

  constructor(sheets: SheetData[] = []) {
    this.sheets = sheets.map(copySheet);
  }

  /** Every sheet with its flags (hidden, written by the add-in, hidden rows, merged ranges), as the Office adapter reads them. */
  async readSheets(): Promise<SheetData[]> {
    return this.sheets.map(copySheet);
  }

  async writeTables(tables: OutputTable[]): Promise<string[]> {
    // Never over an existing sheet: a repeated name gets " (2)", " (3)"… as finalListTables' names do.
    const namer = new SheetNamer(this.sheets.map((s) => s.nome));
    const names: string[] = [];
    for (const t of tables) {
      const nome = namer.name(t.nome);
      const linhas: CellValue[][] = [[t.titulo], t.cabecalho.slice(), ...t.linhas.map((r) => r.slice())];
      // Marked as the add-in's, as OfficeWorkbook marks the sheets it writes (OUTPUT_MARKER).
      this.sheets.push({ nome, linhas, doSuplemento: true });
      this.written.push({ nome, linhas, formatos: t.formatos });
      names.push(nome);
    }
    return names;
  }
}

/** A copy of a sheet: its rows and the flags it has (absent flags stay absent). */
function copySheet(s: SheetData): SheetData {
  const out: SheetData = { nome: s.nome, linhas: s.linhas.map((r) => r.slice()) };
  if (s.oculta !== undefined) out.oculta = s.oculta;
  if (s.doSuplemento !== undefined) out.doSuplemento = s.doSuplemento;
  if (s.linhasOcultas !== undefined) out.linhasOcultas = s.linhasOcultas.slice();
  if (s.mescladas !== undefined) out.mescladas = s.mescladas.slice();
  return out;
}
