// Cells between Google Sheets and the sheet layer. Sheets hands values to a script (Range.getValues)
// and to a custom function alike: numbers as numbers, text as text, TRUE/FALSE as booleans, a blank
// as "" (never 0: no blank-as-0 handling here, unlike Excel desktop), a date cell as a Date at the
// local midnight of the spreadsheet's time zone, and an error cell as its code ("#N/A"). The sheet
// layer reads a date cell's Date as its UTC calendar date (parsers.ts), and error cells as CellError.
import { CellError } from '../../sheet/cells';
import { fitCellText, sanitizeText } from '../../sheet';
import type { CellValue } from '../../sheet';

/** Error codes as Sheets shows them, in English and in a Portuguese spreadsheet. */
const ERROR_CODES = new Set([
  '#N/A',
  '#REF!',
  '#VALUE!',
  '#DIV/0!',
  '#NAME?',
  '#NUM!',
  '#NULL!',
  '#ERROR!',
  '#N/D',
  '#VALOR!',
  '#NOME?',
  '#NÚM!',
  '#NULO!',
  '#ERRO!',
  '#SPILL!',
  '#CALC!',
]);

/**
 * A Date of Sheets (local midnight, plus the time of day, in the script's time zone: appsscript.json
 * sets America/Sao_Paulo, as the commission's spreadsheet) as the hosts give date cells to the sheet
 * layer: the same calendar date and time of day, in UTC.
 */
export function sheetsDate(d: Date): Date {
  if (isNaN(d.getTime())) return d;
  return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()));
}

function isDate(v: unknown): v is Date {
  return Object.prototype.toString.call(v) === '[object Date]';
}

/** One value as Sheets gave it → the sheet layer's cell. `blank` is what "" becomes (null for a sheet read, "" for a function's argument). */
export function fromSheets(v: unknown, blank: '' | null = null): CellValue {
  if (v === '' || v === null || v === undefined) return blank;
  if (typeof v === 'string') return v.charCodeAt(0) === 35 /* # */ && ERROR_CODES.has(v) ? new CellError(v) : v;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (isDate(v)) return sheetsDate(v);
  return String(v);
}

/** A row of getValues as the sheet layer's row (in place: getValues gives fresh arrays). */
export function rowFromSheets(row: unknown[], blank: '' | null = null): CellValue[] {
  for (let c = 0; c < row.length; c++) {
    const v = row[c];
    if (typeof v !== 'number' && typeof v !== 'boolean') row[c] = fromSheets(v, blank);
  }
  return row as CellValue[];
}

/** A custom function's argument: a range (2-D array) cell by cell, a single value as it is read. */
export function argumentFromSheets(v: unknown): unknown {
  if (Array.isArray(v)) return v.map((r) => (Array.isArray(r) ? rowFromSheets(r.slice(), '') : fromSheets(r, '')));
  return v === undefined ? undefined : fromSheets(v, '');
}

/** A value as setValues writes it: text that Sheets would take as a formula made text (sanitizeText), cut to what a cell holds; blanks as "". */
export function toSheets(value: CellValue): string | number | boolean | Date {
  if (value === null || value === undefined) return '';
  if (isDate(value)) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  return fitCellText(sanitizeText(String(value)) as string);
}

/** Plain text ("@"): a "05/01/2026" or an "007" stays as typed. */
export const TEXT_FORMAT = '@';
/** Sheets' automatic format. */
export const AUTOMATIC_FORMAT = 'General';

/**
 * The number format a written cell gets: `wanted` (the table's, src/sheet/format.ts) or, for text,
 * plain text; but a text made safe with an apostrophe (=, +, -, @) keeps the automatic format, where
 * Sheets reads the apostrophe as "this is text" and does not show it.
 */
export function writtenFormat(value: CellValue, wanted: string | null): string {
  if (typeof value === 'string' && value !== '') {
    if (sanitizeText(value) !== value) return AUTOMATIC_FORMAT;
    return wanted === null || wanted === TEXT_FORMAT ? TEXT_FORMAT : wanted;
  }
  return wanted === null || wanted === TEXT_FORMAT ? AUTOMATIC_FORMAT : wanted;
}
