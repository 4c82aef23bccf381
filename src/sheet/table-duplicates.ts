// Finds repeated keys (an inscrição within its cargo, a CPF anywhere) while a table is read.
//
// An open-addressing hash table over typed arrays, sized from the number of rows. On 100,000 rows, a
// Map keyed by cargo and inscrição took about a third of the reading time (growing its table again
// and again, each one full of pointers for the garbage collector to follow); this takes a fraction of
// that. A plain object and functions, like the row reader.

export interface DuplicateFinder {
  /** Slot → entry number + 1 (0: empty); at most half full. */
  slots: Int32Array;
  mask: number;
  size: number;
  // Entries: key text, group number (keys are equal only within a group), sheet row, hash, and a
  // number the caller keeps with the entry (`tag`: the cargo of a CPF's first row).
  texts: string[];
  groups: Int32Array;
  rows: Float64Array;
  hashes: Int32Array;
  tags: Int32Array;
}

/** `expected`: how many keys are likely (the table's rows); the arrays grow beyond it. */
export function newDuplicateFinder(expected: number): DuplicateFinder {
  let n = 16;
  while (n < expected * 2) n *= 2;
  const cap = n >> 1;
  return {
    slots: new Int32Array(n),
    mask: n - 1,
    size: 0,
    texts: new Array<string>(cap),
    groups: new Int32Array(cap),
    rows: new Float64Array(cap),
    hashes: new Int32Array(cap),
    tags: new Int32Array(cap),
  };
}

function hashKey(group: number, text: string): number {
  let h = Math.imul(group + 1, 0x9e3779b1);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  // murmur3's finalizer: every input bit reaches the low bits that pick the slot
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) & 0x3fffffff;
}

/**
 * Records key `text` of group `group` at sheet row `linha` (with `tag`); returns the number of the
 * entry that already had it (read its row with f.rows[k], its tag with f.tags[k]), or -1.
 */
export function addKey(f: DuplicateFinder, group: number, text: string, linha: number, tag: number): number {
  const h = hashKey(group, text);
  const slots = f.slots;
  const mask = f.mask;
  let p = h & mask;
  for (;;) {
    const e = slots[p];
    if (e === 0) break;
    const k = e - 1;
    if (f.hashes[k] === h && f.groups[k] === group && f.texts[k] === text) return k;
    p = (p + 1) & mask;
  }
  const n = f.size++;
  slots[p] = n + 1;
  f.texts[n] = text;
  f.groups[n] = group;
  f.rows[n] = linha;
  f.hashes[n] = h;
  f.tags[n] = tag;
  if (f.size * 2 >= slots.length) growFinder(f);
  return -1;
}

/** Records inscrição `text` of cargo `group` at sheet row `linha`; returns the row that already had it, or -1. */
export function addInscricao(f: DuplicateFinder, group: number, text: string, linha: number): number {
  const k = addKey(f, group, text, linha, 0);
  return k < 0 ? -1 : f.rows[k];
}

/** Doubles the table (and the entry arrays, which hold half as many). */
function growFinder(f: DuplicateFinder): void {
  const slots = new Int32Array(f.slots.length * 2);
  const mask = slots.length - 1;
  const cap = slots.length >> 1;
  for (let k = 0; k < f.size; k++) {
    let p = f.hashes[k] & mask;
    while (slots[p] !== 0) p = (p + 1) & mask;
    slots[p] = k + 1;
  }
  const grow = (a: Int32Array): Int32Array => {
    const b = new Int32Array(cap);
    b.set(a);
    return b;
  };
  const rows = new Float64Array(cap);
  rows.set(f.rows);
  f.slots = slots;
  f.mask = mask;
  f.groups = grow(f.groups);
  f.hashes = grow(f.hashes);
  f.tags = grow(f.tags);
  f.rows = rows;
  f.texts.length = cap;
}
