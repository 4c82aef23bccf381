// Excel on the web carries each custom-function call to the add-in and its result back in a message
// of at most 5 MB ("Excel on the web has a payload size limit for requests and responses of 5MB":
// Microsoft's "Resource limits and performance optimization for Office Add-ins"). A larger range
// fails inside Excel, with no message of ours; Excel desktop has no such limit. So, on the web only,
// COTAS.CLASSIFICAR and COTAS.LISTA refuse a table (or a result) that comes near the limit, with a
// #VALOR! that says how many rows of that width fit and that the task pane handles any size.
//
// The size is estimated as the JSON of the values (strings with their quotes, numbers as written,
// the commas and brackets), from the actual cells: a wide table, or one with long names, allows fewer
// rows. It is an estimate of a format we do not see (and it counts characters, not UTF-8 bytes), so
// the budget keeps a margin below the 5 MB.
//
// Whether the function runs on the web is read from Office.js here, and only here, at call time, as
// errors.ts reads CustomFunctions: functions.ts hands the limit to the host-free formulas inside the
// Excel FormulaHost (excel-host.ts); tests and the benchmark run without Office.
import type { CellValue } from '../../../sheet';
import { groupDigits } from '../../../engine/text';
import { InputError } from '../../../app/formulas/errors';
import { usedRowCount } from './excel-cells';

/** Excel on the web's limit for a request or a response (5 MB). */
export const WEB_PAYLOAD_BYTES = 5_000_000;

/** What the functions allow themselves: 90% of the limit (the estimate does not see Excel's own format). */
export const WEB_PAYLOAD_BUDGET = Math.floor(WEB_PAYLOAD_BYTES * 0.9);

/** The limit a function works under (null: none, as on Excel desktop). */
export interface PayloadLimit {
  /** Most bytes a request or a response may take, by the estimate below. */
  bytes: number;
}

/** The part of Office.js read here (declared: no Office types needed). */
interface OfficeLike {
  context?: { diagnostics?: { platform?: unknown }; platform?: unknown };
}

/**
 * The limit when Office.js says the add-in runs in Excel on the web (Office.PlatformType.OfficeOnline);
 * null on the desktop, outside Office, or when Office.js cannot tell yet (then nothing is refused).
 */
export function excelWebLimit(): PayloadLimit | null {
  try {
    const office = (globalThis as { Office?: OfficeLike }).Office;
    const ctx = office?.context;
    const platform = ctx?.diagnostics?.platform ?? ctx?.platform;
    return platform === 'OfficeOnline' ? { bytes: WEB_PAYLOAD_BUDGET } : null;
  } catch {
    return null;
  }
}

/** Characters of an integer as JSON writes it (an upper bound past 1e21, where it switches to exponents). */
function integerLength(v: number): number {
  let a = v < 0 ? -v : v;
  if (a >= 1e21) return 25;
  let n = v < 0 ? 2 : 1;
  while (a >= 10) {
    a /= 10;
    n++;
  }
  return n;
}

const POWERS = [1, 10, 100, 1000];

/**
 * Characters of a number with decimals as JSON (String) writes it. With one to three decimals (notas,
 * desempates) without String(): N / 10^d is the double nearest to the decimal N·10^-d (a correctly
 * rounded division of exact integers), so when it equals the number, the shortest text that reads back
 * as the number has d decimals (the smallest such d), which is what String writes.
 */
function fractionLength(v: number): number {
  const a = v < 0 ? -v : v;
  if (a < 1e12) {
    for (let d = 1; d <= 3; d++) {
      const p = POWERS[d];
      if (Math.round(a * p) / p === a) return (v < 0 ? 1 : 0) + integerLength(Math.trunc(a)) + 1 + d;
    }
  }
  return String(v).length;
}

/**
 * The length of the JSON text of a 2-D array of cell values: JSON.stringify's, for text without
 * characters to escape (it counts characters, not UTF-8 bytes). One pass over the cells.
 */
export function payloadSize(matrix: readonly (readonly unknown[] | undefined)[]): number {
  // The outer brackets, and a comma between rows.
  let n = 2 + Math.max(0, matrix.length - 1);
  for (let r = 0; r < matrix.length; r++) {
    const row = matrix[r];
    if (!row) {
      n += 4; // null
      continue;
    }
    n += 2 + Math.max(0, row.length - 1); // the row's brackets and the commas between its cells
    for (let k = 0; k < row.length; k++) {
      const v = row[k];
      if (typeof v === 'string') n += v.length + 2;
      else if (typeof v === 'number') {
        if (Number.isInteger(v)) n += integerLength(v);
        else n += Number.isFinite(v) ? fractionLength(v) : 4; // NaN, Infinity: null
      } else if (typeof v === 'boolean') n += v ? 4 : 5;
      else n += 4; // null (undefined, an omitted cell, is sent as null)
    }
  }
  return n;
}

/** "cerca de N": rounded down to hundreds past a thousand, so it reads as the estimate it is. */
function roughly(n: number): string {
  const m = n >= 1000 ? Math.floor(n / 100) * 100 : Math.max(0, Math.floor(n));
  return groupDigits(m);
}

/** Rows of this average width that fit in the budget, the header row not counted. */
function rowsThatFit(bytes: number, rows: number, budget: number): number {
  return Math.max(0, Math.floor((budget * rows) / bytes) - 1);
}

const PANE = 'o painel do suplemento (Cotas raciais → Abrir painel, etapa Gerar listas finais), que trabalha com qualquer tamanho.';

/**
 * The #VALOR! for a table too large for Excel on the web: `rows` is the range Excel passed (header
 * included), `extra` the other arguments (vacancies, options), which travel in the same request.
 */
export function checkRequest(rows: CellValue[][], extra: unknown[], limit: PayloadLimit | null): void {
  if (!limit) return;
  let bytes = payloadSize(rows);
  for (const a of extra) {
    if (Array.isArray(a)) bytes += payloadSize(a as unknown[][]);
    else if (typeof a === 'string') bytes += a.length + 2;
  }
  if (bytes <= limit.bytes) return;
  // Blank rows at the end of the range travel too (a range larger than the table); the width is the used rows'.
  const used = usedRowCount(rows);
  const blank = rows.length - used;
  const fit =
    blank > 0 ? rowsThatFit(bytes - payloadSize(rows.slice(used)), used, limit.bytes) : rowsThatFit(bytes, rows.length, limit.bytes);
  const tail = blank > 0 ? `, ${groupDigits(blank)} delas em branco no fim do intervalo` : '';
  throw new InputError(
    `A tabela tem ${groupDigits(rows.length - 1)} linhas${tail}: no Excel na Web, uma função recebe no máximo cerca de ${roughly(fit)} linhas desta largura ` +
      `(limite de 5 MB do Excel). ${blank > 0 ? 'Selecione só as linhas usadas, ou use' : 'Use'} ${PANE}`,
  );
}

/** The #VALOR! for a result too large for Excel on the web to bring back (its first row is the header). */
export function checkResponse(out: readonly (readonly unknown[])[], limit: PayloadLimit | null): void {
  if (!limit) return;
  const bytes = payloadSize(out);
  if (bytes <= limit.bytes) return;
  const fit = rowsThatFit(bytes, out.length, limit.bytes);
  throw new InputError(
    `O resultado tem ${groupDigits(out.length - 1)} linhas: no Excel na Web, uma função devolve no máximo cerca de ${roughly(fit)} linhas desta largura ` +
      `(limite de 5 MB do Excel). Use ${PANE}`,
  );
}
