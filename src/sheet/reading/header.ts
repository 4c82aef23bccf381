// The header of a candidates sheet: where it is (a search over the first rows, asking of each row only
// which fields its words give: headerFields), and the one recognition of the row found
// (recognizeColumns, with its messages), carried forward as a RecognisedHeader.
import {
  ColumnMapping,
  LOOKALIKE_SAMPLE_ROWS,
  RecognizeOptions,
  headerFields,
  looksLikeCandidateHeader,
  recognizeColumns,
} from '../columns';
import { CellValue, isBlank } from '../parsers';
import { isBlankRow } from '../table';
import type { HeaderFound, RecognisedHeader } from './types';

/** Rows searched for the header of a candidates sheet (titles may sit above it). */
export const HEADER_SEARCH_ROWS = 30;
/** Rows searched for a header below HEADER_SEARCH_ROWS, to name its row in the message. */
export const HEADER_DEEP_SEARCH_ROWS = 1000;

/** Index of the header row of a candidates sheet (titles above it are allowed), or -1. */
export function findHeaderRow(rows: CellValue[][], searchRows = HEADER_SEARCH_ROWS, mapeamento?: ColumnMapping[]): number {
  const limit = Math.min(rows.length, searchRows);
  for (let r = 0; r < limit; r++) {
    const row = rows[r];
    if (!row || isBlankRow(row)) continue;
    if (looksLikeCandidateHeader(row, mapeamento)) return r;
  }
  return -1;
}

/** Two header rows as one: the lower row's text, or the upper row's where the lower is blank. */
export function combineHeaderRows(top: CellValue[], bottom: CellValue[]): CellValue[] {
  const n = Math.max(top.length, bottom.length);
  const out: CellValue[] = [];
  for (let i = 0; i < n; i++) out.push(isBlank(bottom[i]) ? (top[i] ?? null) : bottom[i]);
  return out;
}

/**
 * Finds the header of a candidates sheet in its first `limit` rows: a row with Inscrição and Nota,
 * or two consecutive rows that have them together ("Inscrição" and "Nome" merged over two rows,
 * "Notas" merged above "Português | Matemática | Nota final").
 */
export function findHeader(rows: CellValue[][], limit = HEADER_SEARCH_ROWS, mapeamento?: ColumnMapping[]): HeaderFound | null {
  const r = findHeaderRow(rows, limit, mapeamento);
  if (r >= 0) return { indice: r, cabecalho: rows[r], linhas: [r + 1] };
  const end = Math.min(rows.length, limit);
  for (let i = 0; i + 1 < end; i++) {
    const top = rows[i];
    const bottom = rows[i + 1];
    if (!top || !bottom || isBlankRow(top) || isBlankRow(bottom)) continue;
    const combined = combineHeaderRows(top, bottom);
    if (looksLikeCandidateHeader(combined, mapeamento)) return { indice: i + 1, cabecalho: combined, linhas: [i + 1, i + 2] };
  }
  return null;
}

/** The header at a given 1-based row, when that row is a candidates header (its Inscrição or Nota column found, by header or mapping). */
export function headerAtRow(rows: CellValue[][], row: number, mapeamento: ColumnMapping[]): HeaderFound | null {
  const cells = rows[row - 1];
  if (!cells || isBlankRow(cells)) return null;
  const fields = headerFields(cells, mapeamento);
  return fields.has('inscricao') || fields.has('nota') ? { indice: row - 1, cabecalho: cells, linhas: [row] } : null;
}

/** Index of the first non-blank row, or -1. */
export function firstNonBlankRow(rows: CellValue[][]): number {
  for (let r = 0; r < rows.length; r++) if (!isBlankRow(rows[r])) return r;
  return -1;
}

/**
 * For a sheet without a candidates header: the row among the first HEADER_SEARCH_ROWS whose words
 * give the most fields (the first such row), else the first non-blank row (`indice`, -1 for a blank
 * sheet), and how many fields it gives (`campos`: -1 when no non-blank row is among the first
 * HEADER_SEARCH_ROWS). It says what is missing (headerProblems), and which row the pane shows.
 */
export function likeliestHeaderRow(rows: CellValue[][]): { indice: number; campos: number } {
  let best = firstNonBlankRow(rows);
  let most = -1;
  if (best < 0) return { indice: -1, campos: -1 };
  const end = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let r = best; r < end; r++) {
    const row = rows[r];
    if (!row || isBlankRow(row)) continue;
    const n = headerFields(row).size;
    if (n > most) {
      best = r;
      most = n;
    }
  }
  return { indice: best, campos: most };
}

/** The first non-blank rows below row `header` (0-based), for recognizeColumns' look-alike columns. */
export function sampleBelow(rows: CellValue[][], header: number): CellValue[][] {
  const out: CellValue[][] = [];
  for (let r = header + 1; r < rows.length && out.length < LOOKALIKE_SAMPLE_ROWS; r++) if (!isBlankRow(rows[r])) out.push(rows[r]);
  return out;
}

/** What the header's recognition needs besides the rows: the sheet's name, the criteria, the mappings, how to tell a mapping. */
export type HeaderOptions = Pick<RecognizeOptions, 'planilha' | 'criterios' | 'mapeamento' | 'dicaMapeamento'>;

/** The one recognition of a sheet's header: its columns and problems, with the data rows below as the sample of look-alike columns. */
export function recogniseHeader(rows: CellValue[][], header: HeaderFound, opts: HeaderOptions): RecognisedHeader {
  const reconhecimento = recognizeColumns(header.cabecalho, {
    ...opts,
    linha: header.indice + 1,
    amostra: sampleBelow(rows, header.indice),
  });
  return { ...header, reconhecimento };
}
