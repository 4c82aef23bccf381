// Sheet names: valid in Excel and Google Sheets, and never one already in the workbook.

const INVALID_SHEET_CHARS = /[[\]:*?/\\]/g;

/** Makes sheet names valid and unique (Excel compares them ignoring case). */
export class SheetNamer {
  private used = new Set<string>();
  /** `taken`: names already in the workbook (a name is never reused, whatever its case). */
  constructor(taken: Iterable<string> = []) {
    for (const t of taken) this.used.add(t.toLocaleLowerCase('pt-BR'));
  }

  name(wanted: string): string {
    // Control characters are not allowed in a sheet name.
    let base = wanted
      .replace(INVALID_SHEET_CHARS, '-')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    base = base.replace(/^'+|'+$/g, '').trim();
    if (!base || base.toLowerCase() === 'history') base = 'Planilha';
    let candidate = truncate(base, 31);
    let n = 2;
    while (this.used.has(candidate.toLocaleLowerCase('pt-BR'))) {
      const suffix = ` (${n++})`;
      candidate = truncate(base, 31 - suffix.length) + suffix;
    }
    this.used.add(candidate.toLocaleLowerCase('pt-BR'));
    return candidate;
  }
}

/** Shortens in the middle, keeping the end (which often tells similar cargos apart). */
function truncate(s: string, max: number): string {
  const chars = Array.from(s);
  if (chars.length <= max) return s;
  const tailLen = Math.min(10, Math.floor(max / 3));
  const head = chars
    .slice(0, max - tailLen - 1)
    .join('')
    .trimEnd();
  const tail = chars
    .slice(chars.length - tailLen)
    .join('')
    .trimStart();
  return `${head}…${tail}`.replace(/'+$/, '');
}
