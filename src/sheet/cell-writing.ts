// What every writer of cells does to a text before writing it: a formula-like text made inert, a text
// longer than a cell holds cut and saying so. Reading a cell is parsers.ts's; this is the other way.
import type { CellValue } from './parsers';

const FORMULA_START = /^[=+\-@\t\r\0]/;

/**
 * Text that a spreadsheet would take as a formula (starts with =, +, -, @, a tab, a CR or a NUL: OWASP
 * ASVS 5.0 §1.2.10) is prefixed with an apostrophe, which Excel, LibreOffice and Google Sheets read as
 * "this is text" and do not show. Hosts whose write API interprets strings (Office.js `range.values`,
 * Apps Script `setValues`, CSV) must pass every text through this. Non-strings are returned unchanged.
 * The .xlsx writers (src/hosts/file) store such text as a typed string and give its cell the style's
 * quotePrefix, the same apostrophe as the file holds it (test/hosts/file/escrita-formulas.test.ts).
 */
export function sanitizeText<T extends CellValue>(value: T): T | string {
  return looksLikeFormula(value) ? `'${value}` : value;
}

/** Most characters an Excel cell holds (Google Sheets: 50,000). */
export const MAX_CELL_TEXT = 32767;
const CUT_MARK = ' [… texto cortado: uma célula do Excel guarda até 32.767 caracteres]';

/**
 * A text that fits in a cell: a longer one is cut, and says so at its end (never silently). Every
 * writer of cells passes its texts through this: Excel refuses a longer text (a custom function's
 * result, a write through Office.js) or reports the whole .xlsx as damaged.
 */
export function fitCellText(s: string): string {
  if (s.length <= MAX_CELL_TEXT) return s;
  let end = MAX_CELL_TEXT - CUT_MARK.length;
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--; // do not split a character outside the BMP
  return s.slice(0, end) + CUT_MARK;
}

/**
 * Items joined by `sep` into one cell's text, cut as fitCellText cuts it; only the items that fit are
 * joined (a warning naming hundreds of thousands of inscrições never becomes one huge string).
 */
export function fitCellList(items: readonly string[], sep = ', '): string {
  let length = 0;
  let k = 0;
  while (k < items.length && length <= MAX_CELL_TEXT) length += (k > 0 ? sep.length : 0) + items[k++].length;
  return fitCellText(items.slice(0, k).join(sep));
}

/** True when a text would be taken as a formula if typed into a cell (OWASP ASVS 5.0 §1.2.10, and CR). */
export function looksLikeFormula(value: CellValue): value is string {
  return typeof value === 'string' && FORMULA_START.test(value);
}
