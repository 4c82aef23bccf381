// The Gregorian calendar, once for every layer: which years are leap years and which dates exist.
// The engine checks the input's ISO dates with it (validate.ts) and counts ages with it (ranking.ts);
// the sheet layer checks the dates it reads from cells (src/sheet/parsers.ts).

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Day `d` of month `m` (1–12) of year `y` exists (whole numbers). */
export function isCalendarDate(y: number, m: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d) || m < 1 || m > 12 || d < 1) return false;
  return d <= (m === 2 && isLeapYear(y) ? 29 : MONTH_DAYS[m - 1]);
}

/** A real calendar date in ISO form aaaa-mm-dd (ASCII digits), read by character codes: no regex, no split. */
export function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string' || v.length !== 10 || v.charCodeAt(4) !== 45 || v.charCodeAt(7) !== 45) return false;
  const y = digits(v, 0, 4);
  const m = digits(v, 5, 7);
  const d = digits(v, 8, 10);
  return y >= 0 && isCalendarDate(y, m, d);
}

/** The number written by the ASCII digits v[from…to), or -1 when one of them is not a digit. */
function digits(v: string, from: number, to: number): number {
  let n = 0;
  for (let k = from; k < to; k++) {
    const c = v.charCodeAt(k) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}
