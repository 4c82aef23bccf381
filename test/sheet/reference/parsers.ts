// Frozen copy of src/sheet/parsers.ts as it was before the performance work (commit b394139), kept
// as the oracle of test/sheet/fast-paths.test.ts: the optimized code must give exactly what this
// code gives, for every input. Do not "fix" or speed up this file. Only its logic is frozen: the
// vocabulary of the label parsers (which words mean "Sim", "PP", "Deferida"...) is the live one
// (LABEL_WORDS), so that adding a word is one change.
// Value parsers for spreadsheet cells, as Excel (desktop, web), LibreOffice, Google Sheets and CSV
// files really deliver them. Host-agnostic: no Node-only imports.
import type { ConfirmationState } from '../../../src/engine/types';
import { LABEL_WORDS } from '../../../src/sheet/parsers';
import type { SituationValue } from '../../../src/sheet/parsers';
export type { SituationValue };

/** A cell value as the hosts deliver it. */
// The production cell type (it also holds CellError and UncachedFormula, which the table reader reports first).
export type { CellValue } from '../../../src/sheet/parsers';
import type { CellValue } from '../../../src/sheet/parsers';

/** Result of parsing one cell: `value` null means "blank"; `erro` is a pt-BR sentence fragment. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; erro: string };

const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value });
const fail = <T>(erro: string): ParseResult<T> => ({ ok: false, erro });

/** Removes accents and turns ordinal marks into letters ("Nº" → "No"). */
export function stripAccents(s: string): string {
  return s
    .replace(/[º°]/g, 'o')
    .replace(/ª/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Normalizes a header or label for comparison: no accents, lower case, every run of non-letters and
 * non-digits becomes one space, trimmed. "Nº de Inscrição" → "no de inscricao".
 */
export function normalizeHeader(value: CellValue): string {
  if (value === null || value === undefined) return '';
  const s = value instanceof Date ? '' : String(value);
  return stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** True for a blank cell: null, undefined, empty or whitespace-only text. */
export function isBlank(value: CellValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.replace(/[\s\u00a0\ufeff]/g, '') === '';
  return false;
}

/**
 * True for a blank *text* cell: also `0`, because Excel desktop hands blank cells to custom functions
 * as 0. Use it for columns that never hold a number (nome, cargo, grupo, confirmação...).
 */
export function isBlankText(value: CellValue): boolean {
  return isBlank(value) || value === 0;
}

/** Shows a cell value in a message, quoted the way the user typed it. */
export function showValue(value: CellValue): string {
  if (value === null || value === undefined) return "''";
  if (value instanceof Date) return isNaN(value.getTime()) ? "'data inválida'" : `'${value.toISOString().slice(0, 10)}'`;
  if (typeof value === 'boolean') return value ? "'VERDADEIRO'" : "'FALSO'";
  if (typeof value === 'number') return `'${String(value).replace('.', ',')}'`;
  if (typeof value !== 'string') return `'${String(value)}'`;
  const s = value.length > 60 ? value.slice(0, 57) + '...' : value;
  return `'${s}'`;
}

/**
 * Parses a number as Brazilians type it: 7,5 · 7.5 · 1.234,5 · 1 234,5 · -3 · +2,25.
 * Rules: with both "." and ",", the last one is the decimal separator and the other groups thousands
 * (in groups of three digits); with only "," it is the decimal separator; with only "." it is the
 * decimal separator, unless there are several dots in groups of three ("1.234.567").
 * Blank → value null. Booleans and dates are not numbers.
 */
export function parseNumberBR(value: CellValue): ParseResult<number | null> {
  if (isBlank(value)) return ok(null);
  if (typeof value === 'number') return Number.isFinite(value) ? ok(value) : fail(`${showValue(value)} não é um número`);
  if (typeof value === 'boolean' || value instanceof Date) return fail(`${showValue(value)} não é um número`);
  const raw = String(value);
  let s = raw.replace(/[\s\u00a0\ufeff]/g, '');
  let sign = '';
  if (s.startsWith('-') || s.startsWith('+') || s.startsWith('\u2212')) {
    sign = s[0] === '+' ? '' : '-';
    s = s.slice(1);
  }
  const bad = fail<number | null>(`${showValue(raw)} não é um número`);
  if (!/^[0-9.,]+$/.test(s) || !/[0-9]/.test(s)) return bad;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let intPart: string;
  let fracPart = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decSep = lastDot > lastComma ? '.' : ',';
    const thouSep = decSep === '.' ? ',' : '.';
    const idx = s.lastIndexOf(decSep);
    intPart = s.slice(0, idx);
    fracPart = s.slice(idx + 1);
    if (fracPart.includes(thouSep) || fracPart.includes(decSep)) return bad;
    if (!new RegExp(`^[0-9]{1,3}(\\${thouSep}[0-9]{3})*$`).test(intPart)) return bad;
    intPart = intPart.split(thouSep).join('');
  } else if (lastComma >= 0) {
    const parts = s.split(',');
    if (parts.length !== 2) return bad;
    [intPart, fracPart] = parts;
  } else if (lastDot >= 0) {
    const parts = s.split('.');
    if (parts.length === 2) {
      [intPart, fracPart] = parts;
    } else if (/^[0-9]{1,3}(\.[0-9]{3})+$/.test(s)) {
      intPart = parts.join('');
    } else return bad;
  } else {
    intPart = s;
  }
  if (intPart === '' && fracPart === '') return bad;
  if (!/^[0-9]*$/.test(intPart) || !/^[0-9]*$/.test(fracPart)) return bad;
  const n = Number(`${sign}${intPart === '' ? '0' : intPart}${fracPart ? '.' + fracPart : ''}`);
  if (!Number.isFinite(n)) return bad;
  return ok(n === 0 ? 0 : n);
}

const YES = LABEL_WORDS.yes;
const NO = LABEL_WORDS.no;

/**
 * Yes/no cells: "Sim", "S", "X", "yes", TRUE, 1 → true; "Não", "N", blank, FALSE, 0 → false.
 */
export function parseYesNo(value: CellValue): ParseResult<boolean> {
  if (isBlank(value)) return ok(false);
  if (typeof value === 'boolean') return ok(value);
  if (typeof value === 'number') {
    if (value === 1) return ok(true);
    if (value === 0) return ok(false);
    return fail(`${showValue(value)} não é "Sim" nem "Não"`);
  }
  const key = normalizeHeader(value);
  if (YES.has(key)) return ok(true);
  if (NO.has(key)) return ok(false);
  return fail(`${showValue(value)} não é "Sim" nem "Não"`);
}

const GROUP_LABELS = LABEL_WORDS.groups;

/**
 * Group labels (autodeclaração): "PP", "Preto", "Pardo", "preta ou parda", "pretos e pardos",
 * "Negro" → PP; "IND", "Indígena" → IND; "QUI", "Quilombola" → QUI; blank, "Não", "AC", "Ampla",
 * "Branca", "Amarela" → null (no group of the reserve). Case and accents do not matter.
 */
export function parseGroupLabel(value: CellValue): ParseResult<string | null> {
  if (isBlankText(value)) return ok(null);
  if (value === false) return ok(null);
  if (typeof value !== 'string') return fail(`${showValue(value)} não é um grupo conhecido (use PP, IND, QUI ou deixe em branco)`);
  const key = normalizeHeader(value);
  if (key in GROUP_LABELS) return ok(GROUP_LABELS[key]);
  const found = new Set<string>();
  for (const token of key.split(' ')) {
    const g = GROUP_LABELS[token];
    if (g && token.length > 1) found.add(g);
  }
  if (found.size > 1) {
    return fail(`${showValue(value)} declara mais de um grupo (${[...found].join(' e ')}); cada candidato pertence a um grupo só`);
  }
  return fail(`${showValue(value)} não é um grupo conhecido (use PP, IND, QUI ou deixe em branco)`);
}

const CONFIRMATION_LABELS = LABEL_WORDS.confirmations;

/**
 * Confirmation labels (heteroidentificação, verificação documental): Deferida/Deferido/Confirmada/
 * Homologada → deferida; Indeferida/Indeferido/Não confirmada → indeferida; Pendente/Em análise/blank
 * → pendente; Ausente/Não compareceu → ausente.
 */
export function parseConfirmationLabel(value: CellValue): ParseResult<ConfirmationState> {
  if (isBlankText(value)) return ok('pendente');
  if (typeof value !== 'string') {
    return fail(`${showValue(value)} não é um resultado de confirmação conhecido (use Deferida, Indeferida, Pendente ou Ausente)`);
  }
  const key = normalizeHeader(value);
  const state = CONFIRMATION_LABELS[key];
  if (state) return ok(state);
  return fail(`${showValue(value)} não é um resultado de confirmação conhecido (use Deferida, Indeferida, Pendente ou Ausente)`);
}

// Added with the PcD columns (rules.md §9), after the freeze, in the same plain style: the live
// parsers go through the row reader's label caches like the others, and this is their oracle.
const PCD_YES = LABEL_WORDS.pcdYes;
const PCD_NO = LABEL_WORDS.pcdNo;

/** PcD cells: the yes/no words plus "PcD" and the kinds of disability → true; "Nenhuma", blank → false. */
export function parsePcdLabel(value: CellValue): ParseResult<boolean> {
  // The PcD words contain the yes/no words: what they do not name, the yes/no parser answers.
  if (typeof value === 'string') {
    const key = normalizeHeader(value);
    if (PCD_YES.has(key)) return ok(true);
    if (PCD_NO.has(key)) return ok(false);
  }
  return parseYesNo(value);
}

/** PcD assessment cells: the confirmation's words, and its message with "avaliação". */
export function parseAssessmentLabel(value: CellValue): ParseResult<ConfirmationState> {
  const r = parseConfirmationLabel(value);
  return r.ok ? r : fail(r.erro.replace('resultado de confirmação', 'resultado de avaliação'));
}

const SITUATION_LABELS = LABEL_WORDS.situations;

/**
 * "Situação" labels: Aprovado/Habilitado/Classificado (or blank) → eligible; Reprovado/Eliminado/
 * Desclassificado/Ausente/Faltou → not eligible; "Eliminado por fraude"/"Fraude" → fraud.
 */
export function parseSituationLabel(value: CellValue): ParseResult<SituationValue> {
  if (isBlank(value)) return ok({ aprovado: true, fraude: false });
  if (typeof value === 'boolean') return ok({ aprovado: value, fraude: false });
  if (typeof value === 'number') {
    if (value === 1) return ok({ aprovado: true, fraude: false });
    if (value === 0) return ok({ aprovado: true, fraude: false }); // Excel desktop: blank cell
  }
  if (typeof value === 'string') {
    const v = SITUATION_LABELS[normalizeHeader(value)];
    if (v) return ok({ ...v });
  }
  return fail(`${showValue(value)} não é uma situação conhecida (use Aprovado, Reprovado, Eliminado ou Eliminado por fraude)`);
}

function pad(n: number, w = 2): string {
  return String(n).padStart(w, '0');
}

function isValidYmd(y: number, m: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return false;
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

function ymd(y: number, m: number, d: number): string {
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** Excel serial day (1900 date system, 1 = 1900-01-01, with Excel's phantom 1900-02-29) → ISO. */
export function excelSerialToIso(serial: number): string | null {
  if (!Number.isFinite(serial)) return null;
  const day = Math.floor(serial);
  if (day < 1 || day > 2958465) return null;
  if (day === 60) return null; // 1900-02-29 does not exist
  // Serial 61 and above: days since 1899-12-30. Below 60: Excel counts from 1899-12-31.
  const base = day < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  const dt = new Date(base + day * 86400000);
  return ymd(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
}

/** ISO date → Excel serial day (1900 date system). */
export function isoToExcelSerial(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  const t = Date.UTC(y, m - 1, d);
  return Math.round((t - Date.UTC(1899, 11, 30)) / 86400000);
}

/**
 * Dates: Excel serial numbers (as custom functions and CSV-less hosts send them), Date objects
 * (exceljs, Apps Script), "dd/mm/aaaa" (also with "-" or "."), ISO "aaaa-mm-dd". Blank → null.
 * Two-digit years are refused: "01/02/61" could be 1961 or 2061.
 */
export function parseDateCell(value: CellValue): ParseResult<string | null> {
  if (isBlankText(value)) return ok(null);
  if (typeof value === 'boolean') return fail(`${showValue(value)} não é uma data`);
  if (value instanceof Date) {
    if (isNaN(value.getTime())) return fail(`${showValue(value)} não é uma data válida`);
    // exceljs gives dates at UTC midnight; Apps Script at local midnight. Use whichever is midnight.
    const utcMidnight = value.getUTCHours() === 0 && value.getUTCMinutes() === 0 && value.getUTCSeconds() === 0;
    return utcMidnight
      ? ok(ymd(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()))
      : ok(ymd(value.getFullYear(), value.getMonth() + 1, value.getDate()));
  }
  if (typeof value === 'number') {
    const iso = excelSerialToIso(value);
    return iso ? ok(iso) : fail(`${showValue(value)} não é uma data`);
  }
  const s = String(value).trim();
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (m) {
    const d = Number(m[1]);
    const mo = Number(m[2]);
    const y = Number(m[3]);
    return isValidYmd(y, mo, d) ? ok(ymd(y, mo, d)) : fail(`${showValue(value)} não é uma data válida`);
  }
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    return isValidYmd(y, mo, d) ? ok(ymd(y, mo, d)) : fail(`${showValue(value)} não é uma data válida`);
  }
  if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2}$/.test(s)) {
    return fail(`${showValue(value)} tem o ano com dois dígitos; escreva a data como dd/mm/aaaa`);
  }
  if (/^\d+([.,]\d+)?$/.test(s)) {
    const n = parseNumberBR(s);
    if (n.ok && n.value !== null) {
      const iso = excelSerialToIso(n.value);
      if (iso) return ok(iso);
    }
  }
  return fail(`${showValue(value)} não é uma data (use dd/mm/aaaa)`);
}

/** ISO aaaa-mm-dd → dd/mm/aaaa. */
export function isoToBR(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/**
 * Text that a spreadsheet would take as a formula (starts with =, +, -, @, or a tab/CR) is prefixed
 * with an apostrophe, which Excel, LibreOffice and Google Sheets read as "this is text" and do not
 * show. Hosts whose write API interprets strings (Office.js `range.values`, Apps Script `setValues`,
 * CSV) must pass every text through this. Non-strings are returned unchanged.
 * (The .xlsx writer of src/hosts/file does not need it: it stores typed text cells.)
 */
export function sanitizeText<T extends CellValue>(value: T): T | string {
  if (typeof value !== 'string') return value;
  if (/^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

/** True when a text would be taken as a formula if typed into a cell. */
export function looksLikeFormula(value: CellValue): boolean {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value);
}

/** Text of a cell for identifiers (inscrição, CPF, cargo, nome): numbers without ".0", trimmed. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 0 });
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'VERDADEIRO' : 'FALSO';
  if (value instanceof Date) return isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return String(value);
  return value.replace(/[\u00a0\ufeff]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Column letter (0 → "A", 27 → "AB"). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
