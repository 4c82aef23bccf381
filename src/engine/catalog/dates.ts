// The one grammar of a date written as text, for every reader of a date option (the Parâmetros
// sheet's cells, the functions' `opções`, the command line's flags): dd/mm/aaaa (also with "." or
// "-", one-digit day and month allowed) or aaaa-mm-dd (one-digit month and day allowed, a time of day
// after it ignored). A two-digit year is refused with its own reason: "20/03/26" could be 1926.
// test/engine/catalog.test.ts runs the same table of texts through every reader.
import { isCalendarDate } from '../calendar';

/** Why a text is not a date: not a real day (31/02/2026), a two-digit year, or another shape. */
export type DateTextError = 'invalida' | 'ano-com-dois-digitos' | 'formato';

export type DateTextReading = { ok: true; iso: string } | { ok: false; erro: DateTextError };

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const TWO_DIGIT_YEAR = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2}$/;

/** Years a date option may have: four digits, as a person writes them. */
function isDay(y: number, m: number, d: number): boolean {
  return y >= 1000 && y <= 9999 && isCalendarDate(y, m, d);
}

function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A date written as text, as ISO aaaa-mm-dd, or why it is not one. */
export function readDateText(text: string): DateTextReading {
  const s = text.trim();
  let m = DMY.exec(s);
  if (m) {
    const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isDay(y, mo, d) ? { ok: true, iso: iso(y, mo, d) } : { ok: false, erro: 'invalida' };
  }
  m = YMD.exec(s);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isDay(y, mo, d) ? { ok: true, iso: iso(y, mo, d) } : { ok: false, erro: 'invalida' };
  }
  return { ok: false, erro: TWO_DIGIT_YEAR.test(s) ? 'ano-com-dois-digitos' : 'formato' };
}

/** Why `shown` (the value as a message shows it, quoted) is not a date, as a message says it. */
export function dateTextError(shown: string, erro: DateTextError): string {
  if (erro === 'invalida') return `${shown} não é uma data válida`;
  if (erro === 'ano-com-dois-digitos') return `${shown} tem o ano com dois dígitos; escreva a data como dd/mm/aaaa`;
  return `${shown} não é uma data (use dd/mm/aaaa)`;
}
