// The commission's workbook handed back by the web page: the file it opened, loaded as it is with
// exceljs, with only what the program changed put in — the cells of the Parâmetros sheet that changed,
// the rows appended to the Nomeações sheet, the add-in's lists (the earlier ones removed) — so that the
// commission's sheets keep their formulas, notes, column widths, styles and frozen panes. Rebuilding
// them from the values read lost all of that (test/hosts/web/pasta.test.ts, and the Chromium test in
// test/build/web.test.ts, read a formula, a note, a width and a frozen pane back).
//
// In the web bundle this module is loaded with the writer (a chunk of its own: it carries exceljs).
import ExcelJS from 'exceljs';
import { CellError, UncachedFormula } from '../../../sheet/cells';
import type { TableFormat } from '../../../sheet/format';
import type { CellValue, SheetData } from '../../../sheet';
import { looksLikeFormula } from '../../../sheet';
import { markOutputSheets, quotePrefixStyles, quoted, worksheetOptions, writeFormattedTable } from '../xlsx-format';
import { unquoteSheetName } from './xlsx-sheet';
import { writePlainCell, writePlainSheet } from './xlsx-write';
import type { BytesWriteOptions, WorkbookSheet } from './xlsx-write';

const key = (nome: string): string => nome.toLocaleLowerCase('pt-BR');

const blank = (v: CellValue | undefined): boolean => v === null || v === undefined || v === '';

/** The same value as the reader gives it (a date by its instant, an error by its code, a formula by its text). */
export function sameCellValue(a: CellValue | undefined, b: CellValue | undefined): boolean {
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (a instanceof CellError || b instanceof CellError) return a instanceof CellError && b instanceof CellError && a.code === b.code;
  if (a instanceof UncachedFormula || b instanceof UncachedFormula) {
    return a instanceof UncachedFormula && b instanceof UncachedFormula && a.formula === b.formula;
  }
  return a === b;
}

/**
 * Writes into `ws` only the cells whose value differs between `antes` (the sheet as read from the file)
 * and `depois` (as the page holds it now): every other cell — its formula, note, style — stays as it was.
 * Returns how many cells were written.
 */
export function patchSheet(ws: ExcelJS.Worksheet, antes: SheetData, depois: SheetData): number {
  // A sheet the workflow wrote over (writeSheet) is no longer merged where it was.
  if (antes.mescladas && !depois.mescladas) {
    for (const ref of antes.mescladas) {
      try {
        ws.unMergeCells(ref);
      } catch {
        /* an area exceljs did not merge: nothing to undo */
      }
    }
  }
  let escritas = 0;
  const n = Math.max(antes.linhas.length, depois.linhas.length);
  for (let r = 0; r < n; r++) {
    const a = antes.linhas[r] ?? [];
    const b = depois.linhas[r] ?? [];
    const m = Math.max(a.length, b.length);
    for (let c = 0; c < m; c++) {
      if (sameCellValue(a[c], b[c])) continue;
      writePlainCell(ws.getCell(r + 1, c + 1), b[c] ?? null);
      escritas++;
    }
  }
  return escritas;
}

/**
 * Removes the sheets' names from every defined name (the add-in's marker of a list removed), and the
 * autofilters' hidden names: exceljs reads them without the sheet they belong to (localSheetId), so
 * two filtered sheets would come back as one workbook-level name; Excel makes them again from each
 * sheet's autoFilter.
 */
function dropNamesOf(wb: ExcelJS.Workbook, gone: Set<string>): void {
  const model = wb.definedNames.model as { name: string; ranges: string[] }[];
  wb.definedNames.model = model
    .filter((dn) => dn.name !== '_xlnm._FilterDatabase')
    .map((dn) => ({
      name: dn.name,
      ranges: dn.ranges.filter((r) => {
        const sheet = unquoteSheetName(r);
        return sheet === null || !gone.has(key(sheet));
      }),
    }))
    .filter((dn) => dn.ranges.length > 0);
}

/**
 * The workbook of `original` (the bytes of the .xlsx the commission opened, whose sheets read as
 * `lidas`) with the page's workbook `folhas` put in, in their order: a sheet read from the file and
 * still the commission's is patched cell by cell (patchSheet); one the file had and the page removed
 * (an earlier list replaced) is removed; the add-in's new lists are added, laid out and marked as
 * every writer does; a sheet the page created (Parâmetros, Nomeações) is added with its values.
 */
export async function patchWorkbookBytes(
  original: Uint8Array,
  lidas: readonly SheetData[],
  folhas: readonly WorkbookSheet[],
  opts: BytesWriteOptions = {},
): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(original as unknown as ExcelJS.Buffer);
  // exceljs reads no quotePrefix: every formula-like text of the file gets it back (and the new ones theirs).
  quotePrefixStyles(wb);
  for (const ws of wb.worksheets)
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        if (looksLikeFormula(cell.value as CellValue)) cell.style = quoted(cell.style);
      }),
    );
  if (opts.autor) wb.lastModifiedBy = opts.autor;
  wb.modified = opts.criadoEm ?? new Date();
  const read = new Map(lidas.map((s) => [key(s.nome), s]));
  const kept = new Set(folhas.filter((f) => !f.tabela && read.has(key(f.nome))).map((f) => key(f.nome)));
  const worksheet = (nome: string): ExcelJS.Worksheet | undefined => wb.worksheets.find((ws) => key(ws.name) === key(nome));

  // The file's sheets the page no longer has (the earlier lists replaced): out, with the names that point at them.
  const removed = wb.worksheets.filter((ws) => read.has(key(ws.name)) && !kept.has(key(ws.name)));
  dropNamesOf(wb, new Set(removed.map((ws) => key(ws.name))));
  for (const ws of removed) wb.removeWorksheet(ws.id);

  const order: ExcelJS.Worksheet[] = [];
  const marked: { ws: ExcelJS.Worksheet; formato: TableFormat; index: number }[] = [];
  folhas.forEach((f, index) => {
    if (f.tabela) {
      const ws = wb.addWorksheet(f.nome, worksheetOptions(f.tabela.formato));
      writeFormattedTable(ws, { ...f.tabela.tabela, nome: f.nome }, f.tabela.formato);
      marked.push({ ws, formato: f.tabela.formato, index });
      order.push(ws);
      return;
    }
    const existing = kept.has(key(f.nome)) ? worksheet(f.nome) : undefined;
    if (existing) {
      patchSheet(existing, read.get(key(f.nome))!, f.dados);
      order.push(existing);
    } else {
      const ws = wb.addWorksheet(f.nome, { state: f.dados.oculta ? 'hidden' : 'visible' });
      writePlainSheet(ws, f.dados);
      order.push(ws);
    }
  });
  // The page's order (a sheet exceljs has that the reader did not give, last, as it was).
  const rest = wb.worksheets.filter((ws) => !order.includes(ws));
  // exceljs writes the sheets by their orderNo (not in its typings).
  [...order, ...rest].forEach((ws, i) => ((ws as unknown as { orderNo: number }).orderNo = i + 1));
  markOutputSheets(wb, marked);
  const buffer = await wb.xlsx.writeBuffer();
  return buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer as ArrayBuffer);
}
