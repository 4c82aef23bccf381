// The write lock of a replacement in Excel (co-authoring): a hidden workbook name holding "owner|ISO
// time", taken by OfficeWorkbook.replaceOutput before anything is written and read again before the
// earlier lists are deleted. Here its name, its text and when it goes stale.

/** The workbook name holding the write lock of a replacement (hidden from the Name Manager's list). */
export const WRITE_LOCK_NAME = 'CotasGravacao';

/** The lock's comment: what it is, for whoever finds it. */
export const WRITE_LOCK_COMMENT = 'Cotas raciais: listas sendo gravadas agora por um membro (apagado no fim da gravação).';

/**
 * After how long a lock nobody removed (a pane closed, or a connection lost, mid-write) no longer stops
 * another member: 15 minutes, well beyond the few minutes a write of 100,000 candidates takes on the web.
 */
export const WRITE_LOCK_STALE_MS = 15 * 60_000;

/** The lock's formula: a text constant "owner|ISO time". */
export function lockFormula(owner: string, at: number): string {
  return `="${owner}|${new Date(at).toISOString()}"`;
}

/** Who holds the lock and since when (ms), from its formula; null when it is not one of ours (or unreadable). */
export function lockHolder(formula: string): { owner: string; since: number } | null {
  const m = /^="([^|"]*)\|([^"]*)"$/.exec(formula);
  if (!m) return null;
  const since = Date.parse(m[2]);
  return Number.isNaN(since) ? null : { owner: m[1], since };
}

/** A new pane's own id for the lock: random, so two panes (two members, or two windows) never share one. */
export function newOwner(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return c?.randomUUID ? c.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
