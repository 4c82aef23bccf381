// Whether the workbook changed between the read a generation computed from and the moment it replaces
// the lists: a co-author who adds a candidate while the pane classifies (seconds, at 100,000 rows)
// would otherwise get lists without that candidate, and no word of it. Each sheet's fingerprint (its
// name, flags and every cell, as the port reads them) is taken at the first read and again just
// before the replacement; any difference writes nothing and says which sheets changed
// (test/hosts/excel/office-workbook.test.ts, "os dados mudaram").
import type { SheetData } from '../sheet';
import { count } from '../engine/text';
import { failedOutcome, quotedNames } from './outcome';
import type { Analysis, Outcome } from './types';

/** Each sheet's fingerprint, by name. */
export type SheetsFingerprint = Map<string, string>;

/**
 * cyrb53 over a sheet's cells (two 32-bit lanes): cheap, and any edit changes it but by a 2^-53 chance.
 * Each cell is fed as the text of its kind and value ("n1", "s1", "d2026-01-05T…"; a blank as nothing)
 * followed by \u0001, and each row's end as \u0002: 1 and "1", a blank and "", a date and its text,
 * ["ab"] and ["a", "b"] all differ. The text is fed piece by piece (the hash runs character by
 * character, so the pieces give what their concatenation gives) without building a string per cell.
 */
class SheetHash {
  private h1 = 0xdeadbeef;
  private h2 = 0x41c6ce57;

  char(ch: number): void {
    this.h1 = Math.imul(this.h1 ^ ch, 2654435761);
    this.h2 = Math.imul(this.h2 ^ ch, 1597334677);
  }

  text(text: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    this.h1 = h1;
    this.h2 = h2;
  }

  cell(v: unknown): void {
    if (!(v === null || v === undefined || v === '')) {
      if (v instanceof Date) {
        this.char(0x64); // 'd'
        this.text(v.toISOString());
      } else {
        this.char((typeof v).charCodeAt(0));
        this.text(typeof v === 'string' ? v : String(v));
      }
    }
    this.char(1);
  }

  /** The rows [from, to) of the sheet. */
  rows(linhas: readonly (readonly unknown[] | null | undefined)[], from: number, to: number): void {
    for (let r = from; r < to; r++) {
      const row = linhas[r];
      if (row) for (let k = 0; k < row.length; k++) this.cell(row[k]);
      this.char(2);
    }
  }

  digest(rows: number): string {
    let { h1, h2 } = this;
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return `${(h2 >>> 0).toString(16)}:${(h1 >>> 0).toString(16)}:${rows}`;
  }
}

/** A sheet's hash with its flags fed, before its rows. */
function startSheet(s: SheetData): SheetHash {
  const h = new SheetHash();
  h.text(JSON.stringify([s.oculta ?? false, s.doSuplemento ?? false, s.linhasOcultas ?? [], s.mescladas ?? []]));
  return h;
}

/** The fingerprint of every sheet. */
export function sheetsFingerprint(sheets: readonly SheetData[]): SheetsFingerprint {
  return new Map(
    sheets.map((s) => {
      const h = startSheet(s);
      h.rows(s.linhas, 0, s.linhas.length);
      return [s.nome, h.digest(s.linhas.length)];
    }),
  );
}

/** Rows fingerprinted between two pauses of sheetsFingerprintInSlices (10,000 rows of 14 columns took up to about 170 ms on a busy 2-core machine). */
export const FINGERPRINT_SLICE_ROWS = 5000;

/**
 * sheetsFingerprint, the same fingerprint, in slices of `sliceRows` rows with `pause` awaited between
 * them: the pane's thread is never held for the whole workbook (seconds at 100,000 rows), so the pane
 * keeps answering while the lists are checked against the workbook (test/bench/painel-bench.ts).
 */
export async function sheetsFingerprintInSlices(
  sheets: readonly SheetData[],
  pause: () => Promise<void>,
  sliceRows = FINGERPRINT_SLICE_ROWS,
): Promise<SheetsFingerprint> {
  const out: SheetsFingerprint = new Map();
  let done = 0;
  for (const s of sheets) {
    const h = startSheet(s);
    for (let from = 0; from < s.linhas.length;) {
      const to = Math.min(s.linhas.length, from + (sliceRows - done));
      h.rows(s.linhas, from, to);
      done += to - from;
      from = to;
      if (done >= sliceRows) {
        await pause();
        done = 0;
      }
    }
    out.set(s.nome, h.digest(s.linhas.length));
  }
  return out;
}

/** The sheets changed, added or removed between two fingerprints, in the order of the later read (the removed ones last). */
export function changedSheets(before: SheetsFingerprint, after: SheetsFingerprint): string[] {
  const changed = [...after].filter(([nome, fp]) => before.get(nome) !== fp).map(([nome]) => nome);
  return [...changed, ...[...before.keys()].filter((nome) => !after.has(nome))];
}

/** The outcome of a generation that found the workbook changed since its read: nothing written. */
export function staleOutcome(changed: string[], a: Analysis | null): Outcome {
  const which =
    changed.length === 1
      ? `a planilha '${changed[0]}' foi alterada`
      : `${count(changed.length, 'planilha', 'planilhas')} foram alteradas: ${quotedNames(changed)}`;
  return failedOutcome(
    `Os dados mudaram desde a leitura (${which} enquanto as listas eram calculadas): nada foi gravado. Gere as listas de novo.`,
    a,
  );
}
