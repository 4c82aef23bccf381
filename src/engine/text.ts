// The pt-BR text helpers every sentence of the program shares (the engine's audit trail and warnings,
// the sheet layer's problems and lists, the pane, the command line): numbers, counts, ordinals, lists,
// dates and scores are written here once, so the same fact reads the same everywhere. No locale data
// is asked of the runtime (Apps Script and some browsers lack pt-BR): digit groups are written by hand.

/** 150000 → "150.000" (pt-BR digit groups). */
export function groupDigits(n: number): string {
  const s = String(Math.trunc(Math.abs(n)));
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0) out += '.';
    out += s[i];
  }
  return n < 0 ? `-${out}` : out;
}

/** "1 vaga", "3 vagas", "1.234 candidatos". */
export function count(n: number, singular: string, plural: string): string {
  return `${groupDigits(n)} ${n === 1 ? singular : plural}`;
}

/** "1º"/"1ª". */
export function ordinal(n: number, gender: 'm' | 'f'): string {
  return `${n}${gender === 'm' ? 'º' : 'ª'}`;
}

/** "a, b ou c". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`;
}

/**
 * How many inscrições a sentence names before "e mais N". A tie among thousands of candidates would
 * otherwise make a text no one reads and no spreadsheet cell holds (Excel: 32,767 characters); the
 * warning's `inscricoes` keeps every one of them.
 */
export const MAX_IDS_IN_TEXT = 20;

/** "0101, 0102 e 0103"; past `max`, "…, 0120 e mais 5". */
export function joinIds(ids: readonly string[], max: number = MAX_IDS_IN_TEXT): string {
  if (ids.length <= 1) return ids.join('');
  if (ids.length > max) return `${ids.slice(0, max).join(', ')} e mais ${ids.length - max}`;
  return `${ids.slice(0, -1).join(', ')} e ${ids[ids.length - 1]}`;
}

/** ISO aaaa-mm-dd → dd/mm/aaaa; blank → ''; anything else as it is. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** dd/mm/aaaa hh:mm:ss (the host's local time). */
export function formatDateTime(d: Date): string {
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** 87.5 → "87,5" (as given: no rounding). */
export function formatScore(n: number): string {
  return String(n).replace('.', ',');
}

/**
 * Edit distance (insertions, deletions, substitutions) between two texts, for the "quis dizer …?"
 * of a name typed with a slip: messages suggest the closest known name, never choose it.
 */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/** The known name closest to a typed one, when close enough to be a slip (a third of its letters at most), or null. */
export function closestName(typed: string, known: readonly string[], key: (s: string) => string = (s) => s): string | null {
  const t = key(typed);
  let best: { name: string; d: number } | null = null;
  for (const name of known) {
    const d = editDistance(t, key(name));
    if (d <= Math.max(2, Math.floor(t.length / 3)) && (!best || d < best.d)) best = { name, d };
  }
  return best ? best.name : null;
}
