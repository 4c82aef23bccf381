// The state of reading one candidates table (RowReader), kept between tables, and the helpers that
// report a problem at a cell of the row being read. The field readers and readRow are in
// table-fields.ts.
//
// Speed: the reader is a plain object kept between tables and reused (acquireReader/releaseReader),
// emptied after each table so that it holds nothing of it. V8 optimizes readRow for what it meets,
// and with a new reader per table it threw that code away between tables (after a garbage
// collection), so that every table ran its first tens of thousands of rows unoptimized: on 100,000
// rows, reading took a quarter to a third longer.
import type { Candidate, ConfirmationState } from '../engine/types';
import { CellError, cellTrouble, columnLetter } from './cells';
import type { ColumnField, ColumnMap } from './columns';
import { CellValue, isoToExcelSerial } from './parsers';
import type { ParseResult, SituationValue } from './parsers';
import { cellProblem } from './problems';
import type { SheetProblem } from './problems';
import { LabelCache, SerialDates, cachedLabel, clearLabelCache, newLabelCache } from './table-caches';
import { DuplicateFinder, newDuplicateFinder } from './table-duplicates';

/** Earliest plausible birth date, as text and as an Excel serial. */
export const EARLIEST_BIRTH = '1920-01-01';
export const EARLIEST_BIRTH_SERIAL = isoToExcelSerial(EARLIEST_BIRTH);

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export interface RowReader {
  // Made at the table's size (a 100,000-element array grown by push is copied over and over), then
  // cut to `count` by finishReader.
  candidatos: Candidate[];
  linhas: number[];
  cpfs: (string | null)[];
  count: number;
  planilha: string;
  problemas: SheetProblem[];
  avisos: SheetProblem[];
  cabecalhos: string[];
  /** 0-based sheet column of the rows' first cell (for A1 addresses). */
  firstCol: number;
  /** Inscrições seen so far, per cargo. */
  seen: DuplicateFinder;
  /** CPFs seen so far (all cargos), tagged with their cargo number. */
  seenCpfs: DuplicateFinder;
  /** Cargo key → its number in `seen`; and the cargo as first written, by number. */
  cargoIds: Map<string, number>;
  cargoNames: string[];
  situations: LabelCache<SituationValue>;
  frauds: LabelCache<boolean>;
  groups: LabelCache<string | null>;
  /** The Cota words of a rule written by the commission (rules.md §11), as label keys → declared value; empty otherwise. */
  ownGroups: ReadonlyMap<string, string>;
  optings: LabelCache<boolean>;
  confirmations: LabelCache<ConfirmationState>;
  pcds: LabelCache<boolean>;
  assessments: LabelCache<ConfirmationState>;
  serialDates: SerialDates | null;
  /** Latest plausible birth date: today; and the same as an Excel serial. */
  latestBirth: string;
  latestBirthSerial: number;
  // Column indices, -1 when absent.
  insCol: number;
  notaCol: number;
  nomeCol: number;
  cargoCol: number;
  sitCol: number;
  fraudeCol: number;
  grupoCol: number;
  optCol: number;
  confCol: number;
  nascCol: number;
  cpfCol: number;
  pcdCol: number;
  avalCol: number;
  tieCols: number[];
  // The row being read (set by readRow and the field readers).
  row: CellValue[];
  linha: number;
  rowOk: boolean;
  /** The row's Situação and Fraude, as readSituation read them. */
  aprovado: boolean;
  fraude: boolean;
  /** The row's Situação says "Desistente" (SituationValue.desistente). */
  desistente: boolean;
  /** Candidates (indices in `candidatos`) whose Situação says "Desistente". */
  desistentes: number[];
  /** Set by tieBreak when a cell is not a number; the row's problems then name it. */
  tieBreakBad: boolean;
}

const NO_COLUMNS: ColumnMap = { desempate: [], cabecalhos: [], ignoradas: [] };
export const NO_ROW: CellValue[] = [];

function newRowReader(): RowReader {
  return {
    candidatos: [],
    linhas: [],
    cpfs: [],
    count: 0,
    planilha: '',
    problemas: [],
    avisos: [],
    cabecalhos: [],
    firstCol: 0,
    seen: newDuplicateFinder(0),
    seenCpfs: newDuplicateFinder(0),
    cargoIds: new Map<string, number>(),
    cargoNames: [],
    situations: newLabelCache(),
    frauds: newLabelCache(),
    groups: newLabelCache(),
    ownGroups: new Map(),
    optings: newLabelCache(),
    confirmations: newLabelCache(),
    pcds: newLabelCache(),
    assessments: newLabelCache(),
    serialDates: null,
    latestBirth: '',
    latestBirthSerial: 0,
    insCol: -1,
    notaCol: -1,
    nomeCol: -1,
    cargoCol: -1,
    sitCol: -1,
    fraudeCol: -1,
    grupoCol: -1,
    optCol: -1,
    confCol: -1,
    nascCol: -1,
    cpfCol: -1,
    pcdCol: -1,
    avalCol: -1,
    tieCols: [],
    row: NO_ROW,
    linha: 0,
    rowOk: true,
    aprovado: true,
    fraude: false,
    desistente: false,
    desistentes: [],
    tieBreakBad: false,
  };
}

export interface ReaderTable {
  colunas: ColumnMap;
  planilha: string;
  problemas: SheetProblem[];
  avisos: SheetProblem[];
  firstCol: number;
  expectedRows: number;
  /** The Cota words of a written rule (ReadTableOptions.grupos). */
  grupos?: ReadonlyMap<string, string>;
}

/** Each column index of the reader and the field of ColumnMap it comes from. */
type ColumnKey =
  | 'insCol'
  | 'notaCol'
  | 'nomeCol'
  | 'cargoCol'
  | 'sitCol'
  | 'fraudeCol'
  | 'grupoCol'
  | 'optCol'
  | 'confCol'
  | 'nascCol'
  | 'cpfCol'
  | 'pcdCol'
  | 'avalCol';
/**
 * The reader's column of each field of the catalogue (src/engine/catalog/fields.ts): a field added
 * there without its column here does not compile.
 */
const READER_COLUMNS: Record<ColumnField, ColumnKey> = {
  inscricao: 'insCol',
  nota: 'notaCol',
  nome: 'nomeCol',
  cargo: 'cargoCol',
  situacao: 'sitCol',
  fraude: 'fraudeCol',
  grupo: 'grupoCol',
  optante: 'optCol',
  confirmacao: 'confCol',
  nascimento: 'nascCol',
  cpf: 'cpfCol',
  pcd: 'pcdCol',
  avaliacaoPcd: 'avalCol',
};
const FIELD_COLUMNS = Object.entries(READER_COLUMNS) as [ColumnField, ColumnKey][];

/** Makes `st` ready for a table (or, with NO_COLUMNS and 0 rows, empties it): every field is set. */
function resetReader(st: RowReader, t: ReaderTable): void {
  const col = (c: number | undefined): number => (c === undefined ? -1 : c);
  const { colunas, expectedRows } = t;
  st.candidatos = new Array<Candidate>(expectedRows);
  st.linhas = new Array<number>(expectedRows);
  // Without a CPF column every entry is null: filled at the end (finishReader), not row by row.
  st.cpfs = new Array<string | null>(colunas.cpf !== undefined ? expectedRows : 0);
  st.count = 0;
  st.planilha = t.planilha;
  st.problemas = t.problemas;
  st.avisos = t.avisos;
  st.cabecalhos = colunas.cabecalhos;
  st.firstCol = t.firstCol;
  st.seen = newDuplicateFinder(expectedRows);
  st.seenCpfs = newDuplicateFinder(colunas.cpf !== undefined ? expectedRows : 0);
  st.cargoIds.clear();
  st.cargoIds.set('', 0);
  st.cargoNames.length = 0;
  st.cargoNames.push('');
  clearLabelCache(st.situations);
  clearLabelCache(st.frauds);
  clearLabelCache(st.groups);
  st.ownGroups = t.grupos ?? NO_GROUPS;
  clearLabelCache(st.optings);
  clearLabelCache(st.confirmations);
  clearLabelCache(st.pcds);
  clearLabelCache(st.assessments);
  st.serialDates = null;
  st.latestBirth = expectedRows > 0 ? today() : '';
  st.latestBirthSerial = expectedRows > 0 ? isoToExcelSerial(st.latestBirth) : 0;
  for (const [field, key] of FIELD_COLUMNS) st[key] = col(colunas[field]);
  st.tieCols = colunas.desempate;
  st.row = NO_ROW;
  st.linha = 0;
  st.rowOk = true;
  st.aprovado = true;
  st.fraude = false;
  st.desistente = false;
  st.desistentes = [];
  st.tieBreakBad = false;
}

const NO_GROUPS: ReadonlyMap<string, string> = new Map();

/** The reader kept between tables; null while a table is being read with it. */
let idleReader: RowReader | null = newRowReader();

/** The kept reader, or a new one when it is in use (a progress callback reading another table). */
export function acquireReader(t: ReaderTable): RowReader {
  const st = idleReader ?? newRowReader();
  idleReader = null;
  resetReader(st, t);
  return st;
}

/** Empties the reader (it keeps nothing of the table) and keeps it for the next table. */
export function releaseReader(st: RowReader): void {
  resetReader(st, { colunas: NO_COLUMNS, planilha: '', problemas: [], avisos: [], firstCol: 0, expectedRows: 0 });
  if (idleReader === null) idleReader = st;
}

/** Cuts the arrays to the candidates read. */
export function finishReader(st: RowReader): void {
  st.candidatos.length = st.count;
  st.linhas.length = st.count;
  if (st.cpfCol >= 0) st.cpfs.length = st.count;
  else st.cpfs = new Array<string | null>(st.count).fill(null);
}

// ---------------------------------------------------------------------------------------------
// Problems

export function columnName(st: RowReader, col: number): string {
  return st.cabecalhos[col] || `coluna ${columnLetter(st.firstCol + col)}`;
}

export function cellAddress(st: RowReader, col: number): string {
  return `${columnLetter(st.firstCol + col)}${st.linha}`;
}

/** A problem at column `col` of the current row; the row yields no candidate. */
export function bad(st: RowReader, col: number, codigo: string, msg: string): void {
  st.problemas.push(cellProblem(st.planilha, st.linha, columnName(st, col), cellAddress(st, col), codigo, msg));
  st.rowOk = false;
}

/**
 * True (and a problem naming the cell) when the cell holds an error value or a formula without its
 * result: never read as data, whatever the column.
 */
export function troubled(st: RowReader, col: number, raw: CellValue): boolean {
  if (raw === null || typeof raw !== 'object' || raw instanceof Date) return false;
  const why = cellTrouble(raw);
  if (why === null) return false;
  const at = cellAddress(st, col);
  const msg = why.startsWith('a célula ') ? `a célula ${at} ${why.slice('a célula '.length)}` : `célula ${at}: ${why}`;
  bad(st, col, raw instanceof CellError ? 'celula-com-erro' : 'formula-sem-resultado', msg);
  return true;
}

/** A label cell through its cache; null (and a problem) for an error cell or an unread formula. */
export function label<T>(st: RowReader, col: number, cache: LabelCache<T>, parse: (v: CellValue) => ParseResult<T>): ParseResult<T> | null {
  const raw = st.row[col];
  if (typeof raw !== 'string' && troubled(st, col, raw)) return null;
  return cachedLabel(cache, parse, raw);
}
