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
