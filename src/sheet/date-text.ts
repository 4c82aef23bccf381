// Dates as the cells give them, without a regular expression on the common paths: the Excel serial
// day (1900 date system), the ISO text, and the two usual 10-character forms. parseDateCell
// (parsers.ts) reads a cell with them; test/sheet/fast-paths.test.ts holds the fast forms to the
// general rules, every day from 1900 to 2100.
import { isCalendarDate } from '../engine/calendar';

function pad(n: number, w = 2): string {
  return String(n).padStart(w, '0');
}

/** A date of the Gregorian calendar (proleptic, as Date.UTC), years 1000 to 9999. */
function isValidYmd(y: number, m: number, d: number): boolean {
  return y >= 1000 && y <= 9999 && isCalendarDate(y, m, d);
}

/** aaaa-mm-dd (m and d are whole numbers from 1 to 31). */
export function ymd(y: number, m: number, d: number): string {
  if (y < 1000 || y > 9999) return pad(y, 4) + (m < 10 ? '-0' : '-') + m + (d < 10 ? '-0' : '-') + d;
  // One flat string, made at once: joined pieces would make several strings, and comparing or
  // reading the result later (plausibility checks, the engine's age key) would be slower.
  // prettier-ignore
  return String.fromCharCode(
    48 + ((y / 1000) | 0), 48 + (((y / 100) | 0) % 10), 48 + (((y / 10) | 0) % 10), 48 + (y % 10), 45,
    48 + ((m / 10) | 0), 48 + (m % 10), 45, 48 + ((d / 10) | 0), 48 + (d % 10),
  );
}

/** Days since 1970-01-01 → aaaa-mm-dd (H. Hinnant's civil_from_days; days ≥ -719468). */
function isoFromEpochDays(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return ymd(yoe + era * 400 + (m <= 2 ? 1 : 0), m, d);
}

/** Excel serial day (1900 date system, 1 = 1900-01-01, with Excel's phantom 1900-02-29) → ISO. */
export function excelSerialToIso(serial: number): string | null {
  if (!Number.isFinite(serial)) return null;
  const day = Math.floor(serial);
  if (day < 1 || day > 2958465) return null;
  if (day === 60) return null; // 1900-02-29 does not exist
  // Serial 61 and above: days since 1899-12-30 (day -25569 of 1970). Below 60: Excel counts from
  // 1899-12-31.
  return isoFromEpochDays(day < 60 ? day - 25568 : day - 25569);
}

/** ISO date → Excel serial day (1900 date system). */
export function isoToExcelSerial(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  const t = Date.UTC(y, m - 1, d);
  return Math.round((t - Date.UTC(1899, 11, 30)) / 86400000);
}

/** The number the `count` ASCII digits of s from position i write, or -1 when one is not a digit. */
function digitsAt(s: string, i: number, count: number): number {
  let n = 0;
  for (let k = i; k < i + count; k++) {
    const c = s.charCodeAt(k) - 48;
    if (!(c >= 0 && c <= 9)) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** "/", "." or "-". */
function isDateSeparator(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c === 47 || c === 46 || c === 45;
}

/**
 * The two usual 10-character forms, without regular expressions: "dd/mm/aaaa" (also with "." or
 * "-") and "aaaa-mm-dd". A valid date gives its ISO text; anything else gives null and is left to
 * the general rules of parseDateCell (which then gives the same answer or the error message).
 */
export function fastDateText(s: string): string | null {
  if (s.length !== 10) return null;
  if (isDateSeparator(s, 2) && isDateSeparator(s, 5)) {
    const d = digitsAt(s, 0, 2);
    const m = digitsAt(s, 3, 2);
    const y = digitsAt(s, 6, 4);
    if ((d | m | y) < 0 || !isValidYmd(y, m, d)) return null;
    const c = (i: number): number => s.charCodeAt(i);
    // One string, made at once (slices and concatenations would make eight).
    return String.fromCharCode(c(6), c(7), c(8), c(9), 45, c(3), c(4), 45, c(0), c(1));
  }
  if (s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45) {
    const y = digitsAt(s, 0, 4);
    const m = digitsAt(s, 5, 2);
    const d = digitsAt(s, 8, 2);
    return (d | m | y) < 0 || !isValidYmd(y, m, d) ? null : s;
  }
  return null;
}
