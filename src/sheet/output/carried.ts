// What the commission wrote on an output sheet (a name on a signature line, a note under the table),
// kept when the lists are generated again: the rows below the table that the program did not write are
// written again under the new table; what cannot be kept (text beside the table, or on a sheet the new
// lists no longer have) is named, so that the pane says so before replacing
// (test/sheet/output/carried.test.ts).
import { a1 } from '../cells';
import { isBlank } from '../parsers';
import type { CellValue } from '../parsers';
import type { SheetData } from '../reading/types';
import { SIGNATURE_ROWS } from './layout';
import { NOMINATION_LEGEND } from './lists';
import type { OutputTable } from './table';

/** What the commission wrote on one earlier output sheet. */
export interface CommissionText {
  /** The earlier output sheet. */
  planilha: string;
  /** The rows below its table that the program did not write, in order (a gap between them as one blank row). */
  linhas: CellValue[][];
  /** The first row of `linhas` in the sheet (1-based), for the message when they cannot be kept. */
  primeiraLinha: number;
  /** Cells with text beside the table (right of its columns, in its rows), A1: they cannot be kept. */
  aoLado: string[];
}

/** The texts of the rows the program writes below a table: a row that is one of them is the program's. */
const PROGRAM_FOOTER = new Set<string>([...NOMINATION_LEGEND, ...SIGNATURE_ROWS.filter((r) => r.length > 0).map((r) => String(r[0]))]);

function blankRow(row: readonly CellValue[] | undefined): boolean {
  return !row || row.every((c) => isBlank(c));
}

/** A row the program wrote below a table: one of its footer texts in the first cell, nothing else. */
function programFooterRow(row: readonly CellValue[]): boolean {
  return typeof row[0] === 'string' && PROGRAM_FOOTER.has(row[0].trim()) && row.slice(1).every((c) => isBlank(c));
}

/**
 * What the commission wrote on an earlier output sheet, as the program wrote it (the title in row 1,
 * the header in row 2, the data from row 3 to the first row whose first cell is blank — every data
 * row the program writes has its first cell — then the rows below): null when there is nothing.
 */
export function commissionText(sheet: SheetData): CommissionText | null {
  const rows = sheet.linhas;
  const header = rows[1] ?? [];
  let width = header.length;
  while (width > 0 && isBlank(header[width - 1])) width--;
  let end = 2;
  while (end < rows.length && !isBlank((rows[end] ?? [])[0])) end++;
  const aoLado: string[] = [];
  for (let r = 0; r < end; r++) {
    const row = rows[r] ?? [];
    // The title is one cell; the header and the data rows are as wide as the header.
    const from = r === 0 ? 1 : width;
    for (let c = from; c < row.length; c++) if (!isBlank(row[c])) aoLado.push(a1(r, c));
  }
  // The commission's rows in order; a gap between them (blank rows, the program's own lines) is one blank row.
  const linhas: CellValue[][] = [];
  let first = -1;
  let gap = false;
  for (let r = end; r < rows.length; r++) {
    const row = rows[r] ?? [];
    if (blankRow(row) || programFooterRow(row)) {
      gap = first >= 0;
      continue;
    }
    if (first < 0) first = r;
    if (gap) linhas.push([]);
    gap = false;
    let w = row.length;
    while (w > 0 && isBlank(row[w - 1])) w--;
    linhas.push(row.slice(0, w));
  }
  if (linhas.length === 0 && aoLado.length === 0) return null;
  return { planilha: sheet.nome, linhas, primeiraLinha: first + 1, aoLado };
}

/** Sheet names compared as Excel and Sheets compare them: ignoring case. */
function key(name: string): string {
  return name.toLocaleLowerCase('pt-BR');
}

/** The tables with the commission's rows carried under them (after one blank row below the table's own rows), matched by sheet name. */
export function carryCommissionText(tables: OutputTable[], texts: readonly CommissionText[]): OutputTable[] {
  const byName = new Map(texts.map((t) => [key(t.planilha), t]));
  return tables.map((t) => {
    const text = byName.get(key(t.nome));
    if (!text || text.linhas.length === 0) return t;
    return { ...t, rodape: [...(t.rodape ?? []), [], ...text.linhas.map((r) => r.slice())] };
  });
}

/**
 * What a generation writing sheets named `names` cannot keep: text beside a table, and the rows of a
 * sheet no new table takes the name of (the lists were laid out otherwise, or a cargo is gone).
 */
export function lostCommissionText(names: readonly string[], texts: readonly CommissionText[]): CommissionText[] {
  const kept = new Set(names.map(key));
  const out: CommissionText[] = [];
  for (const t of texts) {
    const lostRows = kept.has(key(t.planilha)) ? [] : t.linhas;
    if (lostRows.length > 0 || t.aoLado.length > 0) out.push({ ...t, linhas: lostRows });
  }
  return out;
}

/** "a planilha 'AC' tem texto que não será mantido: J5, J6 (ao lado da tabela); linhas 40 a 42 (a nova geração não tem esta planilha)". */
export function lostTextMessage(t: CommissionText): string {
  const parts: string[] = [];
  if (t.aoLado.length > 0) {
    const cells = t.aoLado.length > 5 ? `${t.aoLado.slice(0, 5).join(', ')} e mais ${t.aoLado.length - 5}` : t.aoLado.join(', ');
    parts.push(`${cells} (ao lado da tabela, cujas linhas mudam)`);
  }
  if (t.linhas.length > 0) {
    const last = t.primeiraLinha + t.linhas.length - 1;
    const rows = last === t.primeiraLinha ? `a linha ${last}` : `as linhas ${t.primeiraLinha} a ${last}`;
    parts.push(`${rows} (as novas listas não têm uma planilha com este nome)`);
  }
  return `a planilha '${t.planilha}' tem texto escrito pela comissão que não será mantido ao gerar as listas de novo: ${parts.join('; ')}`;
}
