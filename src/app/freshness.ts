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

/** A cell as text with its kind: 1 and "1", a blank and "", a date and its text are different cells. */
function cellKey(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (v instanceof Date) return `d${v.toISOString()}`;
  return `${(typeof v)[0]}${String(v)}`;
}

/** cyrb53 over a sheet's cells (two 32-bit lanes): cheap, and any edit changes it but by a 2^-53 chance. */
function sheetFingerprint(s: SheetData): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const feed = (text: string): void => {
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
  };
  feed(JSON.stringify([s.oculta ?? false, s.doSuplemento ?? false, s.linhasOcultas ?? [], s.mescladas ?? []]));
  for (const row of s.linhas) {
    // The row's end and each cell's end are fed too: ["ab"] and ["a", "b"] differ.
    for (const v of row ?? []) feed(`${cellKey(v)}\u0001`);
    feed('\u0002');
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(h2 >>> 0).toString(16)}:${(h1 >>> 0).toString(16)}:${s.linhas.length}`;
}

/** The fingerprint of every sheet. */
export function sheetsFingerprint(sheets: readonly SheetData[]): SheetsFingerprint {
  return new Map(sheets.map((s) => [s.nome, sheetFingerprint(s)]));
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
