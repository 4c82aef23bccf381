// The tie-break criteria's columns and cells (rules.md §2.3): numbers, dates (as the spreadsheet's day
// number) and Sim/Não (1/0), so that a "Data de nascimento" or a "Jurado" column can be a criterion;
// what kind a column is; and which columns the pane may offer as criteria.
import { isDrawHeader } from '../engine/catalog/options';
import type { CriterionKind } from '../engine/types';
import { LOOKALIKE_SAMPLE_ROWS, NOT_CRITERIA, headerKey, parseColumnField } from './columns';
import { isoToExcelSerial } from './date-text';
import { cellText, columnLetter, isBlank, normalizeHeader, parseDateCell, parseNumberBR, plainDecimal, showValue } from './parsers';
import type { CellValue, ParseResult } from './parsers';

/**
 * The words of a Sim/Não criterion: the plain ones only (a stray "x" or "ok" in a column of grades is
 * a mistake to report, not a 1: test/sheet/table.test.ts).
 */
const CRITERION_YES = new Set(['sim', 's', 'yes', 'true', 'verdadeiro']);
const CRITERION_NO = new Set(['nao', 'n', 'no', 'false', 'falso']);

/** A tie-break cell: a number; a date (its day number, 25569 = 1970-01-01); Sim/Não as 1/0; blank → null. */
export function parseTieBreakCell(value: CellValue): ParseResult<number | null> {
  const n = parseNumberBR(value);
  if (n.ok) return n;
  if (typeof value === 'boolean') return { ok: true, value: value ? 1 : 0 };
  if (typeof value === 'string') {
    const key = normalizeHeader(value);
    if (CRITERION_YES.has(key)) return { ok: true, value: 1 };
    if (CRITERION_NO.has(key)) return { ok: true, value: 0 };
  }
  if (value instanceof Date || typeof value === 'string') {
    const d = parseDateCell(value);
    if (d.ok && d.value !== null) return { ok: true, value: isoToExcelSerial(d.value) };
  }
  // A text that is none of them says what a criterion may be; any other cell (an error, NaN) keeps the number's message.
  return typeof value === 'string' ? { ok: false, erro: `${showValue(value)} não é um número, uma data nem Sim/Não` } : n;
}

/** A header that says its column holds dates: the birth date's words, or a header starting with "data". */
function isDateHeader(header: string): boolean {
  const key = headerKey(header);
  return parseColumnField(header) === 'nascimento' || key.split(' ')[0] === 'data' || key.includes('nascimento');
}

/** A column's cells below a header: column `coluna` of `linhas`, from row `desde` (0-based) on. */
export interface CriterionCells {
  linhas: readonly (readonly CellValue[] | null | undefined)[];
  coluna: number;
  desde: number;
}

/**
 * What a column's values are, as a criterion (rules.md §2.3): `data` when its header says a date (the
 * cells may be the day numbers a spreadsheet hands) or its cells are dates; `sim-nao` when they are
 * Sim/Não (1/0 among them); `numero` when numbers (or blank); null when they are text, which cannot be
 * a criterion.
 */
export function criterionKindOf(header: string, parts: readonly CriterionCells[]): CriterionKind | null {
  let numbers = 0;
  let dates = 0;
  let words = 0;
  let zeroOne = 0;
  // The cells are read where they are, row by row: no array of the column's values is made
  // (=COTAS.CLASSIFICAR looks at every row of each tie-break column: test/bench/functions-bench.ts).
  for (const { linhas, coluna, desde } of parts) {
    for (let r = desde; r < linhas.length; r++) {
      const v = linhas[r]?.[coluna];
      // The common cells, a finite number or a plain "87,5", counted as parseNumberBR reads them,
      // without a result object per cell.
      const plain = typeof v === 'number' ? (Number.isFinite(v) ? v : null) : typeof v === 'string' ? plainDecimal(v) : null;
      if (plain !== null) {
        numbers++;
        if (plain === 0 || plain === 1) zeroOne++;
        continue;
      }
      if (isBlank(v)) continue;
      if (typeof v === 'number' || typeof v === 'string') {
        const n = parseNumberBR(v);
        if (n.ok) {
          numbers++;
          if (n.value === 0 || n.value === 1) zeroOne++;
          continue;
        }
      }
      if (typeof v === 'boolean') {
        words++;
        continue;
      }
      const key = typeof v === 'string' ? normalizeHeader(v) : '';
      if (CRITERION_YES.has(key) || CRITERION_NO.has(key)) words++;
      else if (parseDateCell(v).ok) dates++;
      else return null;
    }
  }
  if (words > 0) return dates === 0 && zeroOne === numbers ? 'sim-nao' : null;
  if (dates > 0 || isDateHeader(header)) return 'data';
  return 'numero';
}

/** A column the pane may offer as a criterion: its letter, header, kind, and whether it is a draw. */
export interface CriterionColumn {
  coluna: string;
  cabecalho: string;
  tipo: CriterionKind;
  sorteio: boolean;
}

/**
 * The columns of a header that can be tie-break criteria (rules.md §2.3): not a field of the
 * candidate's identity, score or situation (the birth date can), and holding numbers, dates or
 * Sim/Não in the rows below (`rows`, the first LOOKALIKE_SAMPLE_ROWS looked at). `fieldColumns`: the
 * letters of the columns that give such a field by a mapping ("Coluna Nota = Desempenho").
 */
export function criterionColumns(
  header: readonly CellValue[],
  rows: readonly CellValue[][],
  fieldColumns: ReadonlySet<string> = new Set(),
): CriterionColumn[] {
  const sample = rows.slice(0, LOOKALIKE_SAMPLE_ROWS);
  const out: CriterionColumn[] = [];
  header.forEach((h, i) => {
    if (isBlank(h) || fieldColumns.has(columnLetter(i))) return;
    const cabecalho = cellText(h);
    const field = parseColumnField(h);
    if (field && NOT_CRITERIA.has(field)) return;
    const tipo = criterionKindOf(cabecalho, [{ linhas: sample, coluna: i, desde: 0 }]);
    if (tipo) out.push({ coluna: columnLetter(i), cabecalho, tipo, sorteio: isDrawHeader(cabecalho) });
  });
  return out;
}
