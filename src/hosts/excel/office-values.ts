// Values as Office.js writes and reads them: the commission's cell values as Excel cells (text
// sanitized, dates as text or serial numbers), error cells read back as errors, addresses, column widths.
import { fitCellText, isoToExcelSerial, sanitizeText } from '../../sheet';
import { CellError } from '../../sheet/cells';
import type { CellValue } from '../../sheet';

/** Excel.RangeValueType.error, as text: the enum object exists only inside Office. */
export const ERROR_TYPE = 'Error';

/**
 * A width in characters of the default font (what TableFormat gives, and what the .xlsx file holds)
 * as Office.js's `columnWidth`, in points: Excel's column of w characters is 7w + 5 pixels (Calibri
 * 11), and a pixel is ¾ of a point.
 */
export function columnWidthPoints(chars: number): number {
  return Math.round((chars * 7 + 5) * 0.75 * 100) / 100;
}

export type Cell = string | number | boolean;

/** A value as Office.js writes it: text sanitized (never read as a formula) and cut to what a cell holds, blanks as "". */
export function toExcelValue(value: CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  return fitCellText(sanitizeText(value) as string);
}

/** A date cell's number format (en-US codes, as Office.js's numberFormat takes them). */
export const DATE_FORMAT = 'dd/mm/yyyy';

/** The number format of an appended cell: text as text, a date as a date. */
export function appendedFormat(v: CellValue): string {
  if (v instanceof Date) return DATE_FORMAT;
  return typeof v === 'string' && v !== '' ? '@' : 'General';
}

/** An appended cell's value: a date as Excel's serial number (its format shows it as a date), anything else as written elsewhere. */
export function appendedValue(v: CellValue): Cell {
  return v instanceof Date ? isoToExcelSerial(v.toISOString().slice(0, 10)) : toExcelValue(v);
}

export function fit(row: readonly CellValue[], width: number): Cell[] {
  const out: Cell[] = new Array(width);
  for (let c = 0; c < width; c++) out[c] = toExcelValue(row[c]);
  return out;
}

/**
 * A row with its error cells (#N/D, #VALOR!…) as CellError: Office.js gives them as text, which the
 * sheet layer would otherwise read as a name or an inscrição (test/hosts/excel/office-workbook.test.ts).
 */
export function withErrors(row: CellValue[], types: readonly string[]): CellValue[] {
  return row.map((v, c) => (types[c] === ERROR_TYPE ? new CellError(String(v)) : v));
}

/** "'Minha aba'!$C$7" → "C7": the cell of an address, without its sheet and $ signs (the first cell of a range). */
export function localAddress(address: string): string {
  return address
    .slice(address.lastIndexOf('!') + 1)
    .split(':')[0]
    .replace(/\$/g, '');
}
