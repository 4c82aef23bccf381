// Excel desktop hands blank cells to custom functions as the number 0 (Excel on the web sends "").
// This adapter, and only it, turns the 0s that stand for a blank back into blanks before the table
// reaches src/sheet (which reads a 0 as the number it is), and never lets a blank Nota become a
// silent score 0 (test/hosts/excel/functions/reading.test.ts). The rule, stated in docs/excel.md §2.6:
//
//  - a row with nothing but 0s and blanks is a blank row; so is every 0 above the header row and in it;
//  - Inscrição, Nome, CPF, Cargo, Nascimento and the ignored columns: a 0 is a blank (0 is never an
//    inscrição, a name, a CPF, a cargo, or a birth date: serial 0 is "00/01/1900");
//  - Cota, Optante, Confirmação, Situação, Fraude, PcD, Avaliação PcD: a 0 is a blank when the
//    column's other cells hold no other number (text, Sim/Não, VERDADEIRO/FALSO: a text-like column);
//    in a column coded with numbers (1/0) the 0 stays a 0 and src/sheet reads it as the value it is;
//  - tie-break columns (Desempate 1, 2… or the declared criteria): a 0 stays a 0 (a real value);
//  - Nota: a 0 stays a 0 only when the row is marked not approved (Situação Reprovado, Eliminado,
//    Ausente…, or Fraude); otherwise it is a problem naming the cell: the same workbook gives #VALOR!
//    on the web (a blank Nota) and on the desktop. A real zero is written as text ('0) or with the
//    row marked Reprovado.
import { a1 } from '../../../sheet/cells';
import { fieldsWhereZeroIs } from '../../../engine/catalog/fields';
import { FIELD_LABELS, HEADER_SEARCH_ROWS, isBlank, parseSituationLabel, parseYesNo, recognizeColumns } from '../../../sheet';
import type { CellValue, ColumnField, ColumnMap, SheetProblem } from '../../../sheet';

/** Fields where a 0 is always a blank (the field catalogue's `zero`). */
const NEVER_ZERO: readonly ColumnField[] = fieldsWhereZeroIs('branco');
/** Fields where a 0 is a blank in a text-like column (no other number in it). */
const TEXT_LIKE: readonly ColumnField[] = fieldsWhereZeroIs('branco-em-texto');

export interface DesktopBlanksOptions {
  /** Name of the table in messages. */
  planilha: string;
  /** Declared tie-break criteria (column headers), as the table reader gets them. */
  criterios?: string[];
  /** Explicit column mapping (field → header), as the table reader gets it. */
  mapeamento?: Partial<Record<ColumnField, string>>;
}

export interface DesktopBlanks<H extends HeaderLike> {
  /** The rows with the blanks restored (rows without a 0 are the input's own arrays). */
  rows: CellValue[][];
  /** The header, as `find` found it with the desktop's 0s read as blanks (a blank header cell arrives as 0); null when none. */
  header: H | null;
  /** Index of the header row (0 when none is found). */
  headerIndex: number;
  /** A 0 Nota in a row not marked not approved, one problem per cell. */
  problemas: SheetProblem[];
}

function isBlankOrZero(v: CellValue): boolean {
  return v === 0 || isBlank(v);
}

function zeroOrBlankRow(row: CellValue[] | undefined): boolean {
  if (!row) return true;
  for (let k = 0; k < row.length; k++) if (!isBlankOrZero(row[k])) return false;
  return true;
}

/** The row with every 0 as null (a fresh array), or the row itself when it has no 0. */
function withoutZeros(row: CellValue[], cols?: readonly number[]): CellValue[] {
  let out: CellValue[] | null = null;
  const n = cols ? cols.length : row.length;
  for (let k = 0; k < n; k++) {
    const c = cols ? cols[k] : k;
    if (row[c] === 0) {
      out ??= row.slice();
      out[c] = null;
    }
  }
  return out ?? row;
}

/** True when the column holds a number other than 0 in a data row (a column coded with numbers). */
function hasOtherNumber(rows: CellValue[][], from: number, col: number): boolean {
  for (let r = from; r < rows.length; r++) {
    const v = rows[r][col];
    if (typeof v === 'number' && v !== 0) return true;
  }
  return false;
}

/** True when the row says the candidate is not approved (Situação), withdrew, or was eliminated for fraud. */
function markedNotApproved(row: CellValue[], colunas: ColumnMap): boolean {
  if (colunas.situacao !== undefined) {
    const s = parseSituationLabel(row[colunas.situacao]);
    // A "Desistente" too: they leave every list (rules.md §10), so a blank Nota decides nothing.
    if (s.ok && (!s.value.aprovado || s.value.fraude || s.value.desistente)) return true;
  }
  if (colunas.fraude !== undefined) {
    const f = parseYesNo(row[colunas.fraude]);
    if (f.ok && f.value) return true;
  }
  return false;
}

/** Rows up to the last one that is not blank (0s counting as blank): a whole-column reference like A:J has a million blank rows. */
export function usedRowCount(rows: CellValue[][]): number {
  let n = rows.length;
  while (n > 1 && zeroOrBlankRow(rows[n - 1])) n--;
  return n;
}

/** What src/sheet's findHeader gives: the header row (the lower one of a two-row header) and its cells. */
export interface HeaderLike {
  indice: number;
  cabecalho: CellValue[];
}

/**
 * The table as Excel desktop sends it → the table as the commission sees it (see the file's
 * header). `find` is src/sheet's findHeader. Trailing blank rows are kept (the caller trims).
 * Only rows that hold a 0 can change, so the data rows are scanned once for a 0 and the rest of the
 * work (which columns read a 0 as a blank, the Nota check) is done for those rows and columns only.
 */
export function restoreDesktopBlanks<H extends HeaderLike>(
  input: CellValue[][],
  find: (rows: CellValue[][]) => H | null,
  opts: DesktopBlanksOptions,
): DesktopBlanks<H> {
  const rows = input.slice();
  const found = find(rows.slice(0, HEADER_SEARCH_ROWS).map((r) => withoutZeros(r)));
  const headerIndex = found ? found.indice : 0;
  for (let r = 0; r <= headerIndex && r < rows.length; r++) rows[r] = withoutZeros(rows[r]);
  const first = headerIndex + 1;
  // The data rows with a 0, and the columns where a 0 appears in a row that is not blank. A row of
  // nothing but 0s and blanks is a blank row: its 0s become blanks here (its Nota is then null).
  const zeroRows: number[] = [];
  const zeroCols = new Set<number>();
  for (let r = first; r < rows.length; r++) {
    const row = rows[r];
    let k = row.indexOf(0); // strict equality, as withoutZeros
    if (k < 0) continue;
    if (zeroOrBlankRow(row)) {
      rows[r] = withoutZeros(row);
      continue;
    }
    zeroRows.push(r);
    for (; k < row.length; k++) if (row[k] === 0) zeroCols.add(k);
  }
  const problemas: SheetProblem[] = [];
  if (zeroRows.length === 0) return { rows, header: found, headerIndex, problemas };

  const header = found ? found.cabecalho : (rows[0] ?? []);
  const { colunas } = recognizeColumns(header, { criterios: opts.criterios, mapeamento: opts.mapeamento });
  const neverZero = new Set<number>();
  for (const f of NEVER_ZERO) if (colunas[f] !== undefined) neverZero.add(colunas[f]!);
  const textLike = new Set<number>();
  for (const f of TEXT_LIKE) if (colunas[f] !== undefined) textLike.add(colunas[f]!);
  // Columns of a field where a 0 is a value (Nota, the tie-breaks) or decided above (the fields).
  const known = new Set<number>([...neverZero, ...textLike, ...colunas.desempate]);
  if (colunas.nota !== undefined) known.add(colunas.nota);
  // Where a 0 is a blank: the never-zero fields; the text-like fields and the ignored columns (and
  // any column beyond the header) when the column holds no other number.
  const blankCols: number[] = [];
  for (const c of zeroCols) {
    if (neverZero.has(c) || ((textLike.has(c) || !known.has(c)) && !hasOtherNumber(rows, first, c))) blankCols.push(c);
  }

  const nota = colunas.nota;
  const notaHeader = nota !== undefined ? colunas.cabecalhos[nota] || FIELD_LABELS.nota : FIELD_LABELS.nota;
  for (const r of zeroRows) {
    if (blankCols.length > 0) rows[r] = withoutZeros(rows[r], blankCols);
    if (nota === undefined || rows[r][nota] !== 0) continue;
    if (markedNotApproved(rows[r], colunas)) continue;
    const cell = a1(r, nota);
    problemas.push({
      planilha: opts.planilha,
      linha: r + 1,
      coluna: notaHeader,
      celula: cell,
      codigo: 'nota-zero-desktop',
      mensagem:
        `a nota é 0 (célula ${cell}): o Excel para computador entrega uma célula em branco como 0, e uma nota em branco não pode ser classificada. ` +
        `Preencha a nota; se a nota é mesmo zero, escreva-a como texto ('0) ou marque a Situação do candidato (Reprovado, Eliminado…).`,
    });
  }
  return { rows, header: found, headerIndex, problemas };
}
