// The pane's form saved into an existing Parâmetros sheet, cell by cell. The sheet is the commission's:
// beside the parameters it has comments, extra columns in the vacancies table, side tables, formats.
// Only the cells the program reads for a parameter the form changed are written (its value, the
// edital's item, a row it no longer has cleared, a new parameter in the rows below the last one), so
// that everything else stays where it is (test/app/parameters-save.test.ts, "o que a comissão
// escreveu"). A change that cannot be made in place (a cargo removed from the middle of the table, one
// vacancies form replaced by the other…) rewrites the sheet in the form's layout only when nothing of
// the commission's would be lost; otherwise it is refused, naming the cells that would be.
import { mappingFieldOf } from '../engine/catalog/options';
import { parseColumnField, parseColumnMappingText } from './columns';
import { PARAMETERS_HEADER, basisHeaderColumn, parametersNoteRows, readParameters, rowKey } from './parameters';
import { parametersFormOf, parametersSheetRows } from './parameters-form';
import type { ParametersForm } from './parameters-form';
import { cellText, columnLetter, isBlank, normalizeHeader } from './parsers';
import type { CellValue } from './parsers';
import { isBlankRow } from './table';
import { cargoKey } from './table-keys';
import { cargoTableHeader } from './vacancies';

/** One cell to write: its 0-based row and column (as in SheetData.linhas), and its value (null: blank it). */
export interface CellWrite {
  linha: number;
  coluna: number;
  valor: CellValue;
}

/** Where a parameter is in a sheet: its row, its key's cell, the cells of its value, the edital's item's cell. */
interface Place {
  row: number;
  key: number;
  /** The value's cells the reading takes (the first is where a value is written). */
  values: number[];
  /** The Fundamento column in force at this row, or null. */
  basis: number | null;
  /** A mapping written in one cell ("Coluna Situação = Resultado"). */
  inCell?: boolean;
  /** A row of the "Cargo | Vagas" table. */
  cargo?: boolean;
}

/** Everything the program reads in a sheet: each parameter's place (by identity, the first of each), the cells it owns, the vacancies table. */
interface Layout {
  places: Map<string, Place>;
  owned: Set<string>;
  table: { cargo: number; vagas: number; last: number } | null;
  /** The Fundamento column in force at the end of the sheet. */
  basisAtEnd: number | null;
  /** The last row with content (-1: none). */
  lastRow: number;
}

const at = (r: number, c: number): string => `${r},${c}`;

/** The identity of a key/value row (a parameter, a description, a column mapping), or null for a title, a note or an unknown key. */
function identityOf(row: CellValue[], kc: number): { id: string; kind: 'option' | 'descricao' | 'mapping'; inCell: boolean } | null {
  const keyText = cellText(row[kc]);
  const keyName = keyText.replace(/:$/, '');
  const key = rowKey(keyText, row[kc + 1]);
  if (key === 'descricao') return { id: `descricao:${normalizeHeader(keyName)}`, kind: 'descricao', inCell: false };
  if (key) return { id: `opcao:${key}`, kind: 'option', inCell: false };
  const inCell = parseColumnMappingText(keyText);
  if (inCell && 'campo' in inCell) return { id: `coluna:${inCell.campo}`, kind: 'mapping', inCell: true };
  const field = mappingFieldOf('parametros', keyName);
  const campo = field === null ? null : parseColumnField(field);
  return campo ? { id: `coluna:${campo}`, kind: 'mapping', inCell: false } : null;
}

/** The rows as readParameters walks them: where each parameter is, and which cells are the program's. */
function layoutOf(rows: CellValue[][]): Layout {
  const out: Layout = { places: new Map(), owned: new Set(), table: null, basisAtEnd: null, lastRow: -1 };
  let inTable: { cargo: number; vagas: number } | null = null;
  let basis: number | null = null;
  const seen = new Map<string, number>();
  const place = (id: string, p: Place): void => {
    out.owned.add(at(p.row, p.key));
    for (const c of p.values) out.owned.add(at(p.row, c));
    if (p.basis !== null) out.owned.add(at(p.row, p.basis));
    if (!out.places.has(id)) out.places.set(id, p);
  };
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] ?? [];
    if (isBlankRow(row)) {
      inTable = null;
      continue;
    }
    out.lastRow = r;
    if (inTable) {
      if (!isBlank(row[inTable.cargo]))
        place(`cargo:${cargoKey(cellText(row[inTable.cargo]))}`, {
          row: r,
          key: inTable.cargo,
          values: [inTable.vagas],
          basis: null,
          cargo: true,
        });
      if (out.table && out.table.cargo === inTable.cargo) out.table.last = r;
      continue;
    }
    const th = cargoTableHeader(row);
    if (th) {
      inTable = { cargo: th.cargo, vagas: th.vagas };
      out.table ??= { ...inTable, last: r };
      out.owned.add(at(r, th.cargo)).add(at(r, th.vagas));
      continue;
    }
    const kc = row.findIndex((c) => !isBlank(c));
    const bc = basisHeaderColumn(row);
    if (bc !== null) {
      basis = bc;
      out.owned
        .add(at(r, kc))
        .add(at(r, kc + 1))
        .add(at(r, bc));
      continue;
    }
    const id = identityOf(row, kc);
    if (!id) continue;
    // A description key may repeat (two "Observações" rows): each occurrence is a parameter of its own.
    if (id.kind === 'descricao') {
      const n = (seen.get(id.id) ?? 0) + 1;
      seen.set(id.id, n);
      id.id = `${id.id}#${n}`;
    }
    const withBasis = basis !== null && basis > kc + 1 ? basis : null;
    const end = withBasis ?? row.length;
    // The criteria may be one per cell: every cell of the value is the program's; any other value is one cell.
    const values =
      id.id === 'opcao:criterios'
        ? [kc + 1, ...row.slice(kc + 2, end).flatMap((c, i) => (isBlank(c) ? [] : [kc + 2 + i]))]
        : id.inCell
          ? []
          : [kc + 1];
    place(id.id, { row: r, key: kc, values, basis: id.kind === 'descricao' ? null : withBasis, inCell: id.inCell });
  }
  out.basisAtEnd = basis;
  return out;
}

/** The form's rows by identity (the layout parametersSheetRows writes: key, value, item). */
function formRows(rows: CellValue[][]): Map<string, CellValue[]> {
  const out = new Map<string, CellValue[]>();
  const layout = layoutOf(rows);
  for (const [id, p] of layout.places) out.set(id, rows[p.row].slice(p.key));
  return out;
}

/** Two rows of the form the same (texts compared, trailing blanks ignored). */
function sameRow(a: CellValue[] | undefined, b: CellValue[] | undefined): boolean {
  const texts = (r: CellValue[] | undefined): string => {
    const t = (r ?? []).map((c) => (isBlank(c) ? '' : cellText(c)));
    while (t.length > 0 && t[t.length - 1] === '') t.pop();
    return JSON.stringify(t);
  };
  return texts(a) === texts(b);
}

/** Why a change cannot be made in place (a sentence), thrown inside editCells. */
class NotInPlace extends Error {}

/** The writes that take the sheet from what it says (`before`, the form as read) to `form`, in place; throws NotInPlace. */
function editCells(rows: CellValue[][], layout: Layout, before: Map<string, CellValue[]>, after: Map<string, CellValue[]>): CellWrite[] {
  const writes: CellWrite[] = [];
  const put = (linha: number, coluna: number, valor: CellValue): void => {
    const old = rows[linha]?.[coluna] ?? null;
    if (isBlank(old) && isBlank(valor)) return;
    if (!isBlank(old) && !isBlank(valor) && cellText(old) === cellText(valor) && typeof old === typeof valor) return;
    writes.push({ linha, coluna, valor });
  };
  const added: [string, CellValue[]][] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const want = after.get(id);
    if (sameRow(before.get(id), want)) continue;
    const p = layout.places.get(id);
    if (!p) {
      if (want) added.push([id, want]);
      continue;
    }
    if (!want) {
      if (p.cargo) throw new NotInPlace(`o cargo '${cellText(rows[p.row][p.key])}' sai da tabela Cargo | Vagas (linha ${p.row + 1})`);
      for (const c of [p.key, ...p.values, ...(p.basis !== null ? [p.basis] : [])]) put(p.row, c, null);
      // What is left of the row must not read as a parameter of its own (a key and a value).
      const left = (rows[p.row] ?? []).map((v, c) => (c === p.key || p.values.includes(c) || c === p.basis ? null : v));
      const k = left.findIndex((v) => !isBlank(v));
      if (k >= 0 && left.slice(k + 1).some((v) => !isBlank(v)))
        throw new NotInPlace(`a linha ${p.row + 1} fica com o texto da comissão fora do lugar`);
      continue;
    }
    if (p.inCell) {
      put(p.row, p.key, `${cellText(want[0])} = ${cellText(want[1])}`);
      continue;
    }
    put(p.row, p.values[0], want[1] ?? null);
    for (const c of p.values.slice(1)) put(p.row, c, null);
    const item = want[2] ?? null;
    if (p.basis !== null) put(p.row, p.basis, item);
    else if (!isBlank(item)) throw new NotInPlace(`a linha ${p.row + 1} não tem a coluna Fundamento (item do edital)`);
  }
  appendRows(rows, layout, added, writes);
  return writes;
}

/** The parameters the sheet did not have, below its last row (a blank row between), and the cargos below the table. */
function appendRows(rows: CellValue[][], layout: Layout, added: [string, CellValue[]][], writes: CellWrite[]): void {
  const cargos = added.filter(([id]) => id.startsWith('cargo:')).map(([, r]) => r);
  const others = added.filter(([id]) => !id.startsWith('cargo:')).map(([, r]) => r);
  if (cargos.length > 0) {
    const t = layout.table;
    const names = cargos.map((r) => `'${cellText(r[0])}'`).join(', ');
    if (!t) throw new NotInPlace(`a planilha não tem a tabela Cargo | Vagas onde pôr ${names}`);
    // The rows below the table must be blank, and one more after them: a blank row ends the table.
    for (let k = 1; k <= cargos.length + 1; k++)
      if (!isBlankRow(rows[t.last + k])) throw new NotInPlace(`não há linhas em branco abaixo da tabela Cargo | Vagas para ${names}`);
    cargos.forEach((r, k) => {
      writes.push({ linha: t.last + 1 + k, coluna: t.cargo, valor: r[0] });
      writes.push({ linha: t.last + 1 + k, coluna: t.vagas, valor: r[1] ?? null });
    });
    layout.lastRow = Math.max(layout.lastRow, t.last + cargos.length);
  }
  if (others.length === 0) return;
  let r = layout.lastRow + 2;
  if (others.some((row) => !isBlank(row[2] ?? null)) && layout.basisAtEnd !== 2) {
    PARAMETERS_HEADER.forEach((h, c) => writes.push({ linha: r, coluna: c, valor: h }));
    r++;
  }
  for (const row of others) {
    row.forEach((v, c) => {
      if (!isBlank(v)) writes.push({ linha: r, coluna: c, valor: v });
    });
    r++;
  }
}

/** "A1, B3, D2:D5"-like list of cells (each named; at most 12, then how many more). */
function cellList(cells: [number, number][]): string {
  const names = cells.map(([r, c]) => `${columnLetter(c)}${r + 1}`);
  return names.length > 12 ? `${names.slice(0, 12).join(', ')} e mais ${names.length - 12}` : names.join(', ');
}

/**
 * The writes that save `form` into the Parâmetros sheet `planilha` (its rows `rows`): only the
 * program's cells that change, or — when a change cannot be made in place — the whole sheet in the
 * form's layout, if nothing of the commission's is lost; else the refusal, in Portuguese, naming the
 * cells that would be lost and why.
 */
export function parametersEdit(rows: CellValue[][], planilha: string, form: ParametersForm): { celulas: CellWrite[] } | { recusa: string } {
  const layout = layoutOf(rows);
  const before = formRows(parametersSheetRows(parametersFormOf(readParameters(rows, planilha))));
  const after = formRows(parametersSheetRows(form));
  try {
    return { celulas: editCells(rows, layout, before, after) };
  } catch (e) {
    if (!(e instanceof NotInPlace)) throw e;
    return rewrite(rows, planilha, form, layout, e.message);
  }
}

/** The whole sheet in the form's layout (the commission's title and notes kept on top), unless a cell of the commission's would be lost. */
function rewrite(
  rows: CellValue[][],
  planilha: string,
  form: ParametersForm,
  layout: Layout,
  why: string,
): { celulas: CellWrite[] } | { recusa: string } {
  const notes = parametersNoteRows(rows);
  const next = parametersSheetRows(form, notes);
  const noteTexts = new Set(
    notes
      .flat()
      .filter((v) => !isBlank(v))
      .map(cellText),
  );
  const lost: [number, number][] = [];
  const celulas: CellWrite[] = [];
  const height = Math.max(rows.length, next.length);
  for (let r = 0; r < height; r++) {
    const width = Math.max(rows[r]?.length ?? 0, next[r]?.length ?? 0);
    for (let c = 0; c < width; c++) {
      const old = rows[r]?.[c] ?? null;
      const now = next[r]?.[c] ?? null;
      const same = isBlank(old) ? isBlank(now) : !isBlank(now) && cellText(old) === cellText(now);
      if (same) continue;
      celulas.push({ linha: r, coluna: c, valor: now });
      if (!isBlank(old) && !layout.owned.has(at(r, c)) && !noteTexts.has(cellText(old))) lost.push([r, c]);
    }
  }
  if (lost.length === 0) return { celulas };
  return {
    recusa:
      `Nada foi gravado: para gravar estes parâmetros seria preciso reescrever a planilha '${planilha}' (${why}), ` +
      `e o que a comissão escreveu ${lost.length === 1 ? 'na célula' : 'nas células'} ${cellList(lost)} se perderia. ` +
      'Faça essa mudança na própria planilha, ou mova essas células para outra planilha e salve de novo.',
  };
}
