// What the row reader remembers while it reads one table, for speed: a label parser's result per
// distinct text, and the ISO text of each date serial. Both are per table and bounded, and a result
// never depends on what they hold.
import { CellValue, excelSerialToIso } from './parsers';
import type { ParseResult } from './parsers';

/**
 * A label parser's results, remembered per distinct text: the first few texts in two short arrays,
 * compared with ===, the rest in a Map. A label column (Cota, Optante, Confirmação, Situação…) holds
 * a handful of texts, and comparing a short string is cheaper than hashing it for a Map (Excel passes
 * every cell as its own string, whose hash is not yet known). The results are only read, never
 * modified.
 */
export interface LabelCache<T> {
  texts: string[];
  results: ParseResult<T>[];
  more: Map<string, ParseResult<T>>;
}

const LABEL_SHORT_LIST = 8;
const LABEL_CACHE_SIZE = 1000;

export function newLabelCache<T>(): LabelCache<T> {
  return { texts: [], results: [], more: new Map() };
}

export function clearLabelCache<T>(c: LabelCache<T>): void {
  c.texts.length = 0;
  c.results.length = 0;
  c.more.clear();
}

/** parse(value), remembered for each distinct text. */
export function cachedLabel<T>(cache: LabelCache<T>, parse: (value: CellValue) => ParseResult<T>, value: CellValue): ParseResult<T> {
  if (typeof value !== 'string') return parse(value);
  const texts = cache.texts;
  for (let k = 0; k < texts.length; k++) if (texts[k] === value) return cache.results[k];
  let r = cache.more.get(value);
  if (r === undefined) {
    r = parse(value);
    if (texts.length < LABEL_SHORT_LIST) {
      texts.push(value);
      cache.results.push(r);
    } else if (cache.more.size < LABEL_CACHE_SIZE) cache.more.set(value, r);
  }
  return r;
}

/** Excel serial of 2100-01-01: whole serials below it have their ISO text remembered. */
export const SERIAL_CACHE_LIMIT = 73051;

/**
 * ISO texts of whole date serials (below SERIAL_CACHE_LIMIT), made at the first date cell. A column
 * of 100,000 birth dates holds a few thousand days, and making the text anew for every row took
 * longer than the rest of the row.
 */
export type SerialDates = (string | undefined)[];

export function newSerialDates(): SerialDates {
  return new Array<string | undefined>(SERIAL_CACHE_LIMIT);
}

/** ISO text of the whole serial `serial` (1 ≤ serial < SERIAL_CACHE_LIMIT, not 60). */
export function serialDate(cache: SerialDates, serial: number): string {
  let iso = cache[serial];
  if (iso === undefined) {
    iso = excelSerialToIso(serial) ?? ''; // never null in the range the reader asks for
    cache[serial] = iso;
  }
  return iso;
}
