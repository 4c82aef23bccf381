// The reading of a worksheet's XML, for the one .xlsx package reader (./xlsx-read.ts, used by the
// command line and the web page). Nothing the sheet holds is lost: hidden rows (`<row hidden="1">`,
// which is also how a filter hides rows), merged ranges (`<mergeCell>`), error cells (t="e" →
// CellError), formulas saved without a result (→ UncachedFormula), boolean and error formula results,
// dates in the 1900 and 1904 systems. Nothing is silently replaced or left blank either: a shared
// string index past the table, a repeated row or cell, a row past 1,048,576 or a column past XFD is
// damage named by cell (test/hosts/file/pacote-danos.test.ts, pacote-coordenadas.test.ts); rows stay
// as wide as their last cell, and the cells read are counted against MAX_CELLS, so a small hostile
// file cannot ask for billions of cells.
// Browser-safe: saxes (exceljs's own XML parser) and TextDecoder, no Node.
import { SaxesParser } from 'saxes';
import { CellError, OUTPUT_MARKER, UncachedFormula } from '../../../sheet/cells';
import type { CellValue, SheetData } from '../../../sheet';
import {
  MAX_COLUMNS,
  MAX_ROWS,
  MAX_WORKBOOK_ROWS,
  XlsxContentError,
  cellDamage,
  tooManyCellsMessage,
  tooManyRowsMessage,
} from './xlsx-errors';
import type { DamageList } from './xlsx-errors';

export interface SaxNode {
  name: string;
  attributes: Record<string, string>;
}
export type SaxEvent =
  { eventType: 'opentag'; value: SaxNode } | { eventType: 'closetag'; value: SaxNode } | { eventType: 'text'; value: string };

/**
 * The XML events of a part given in chunks (bytes or text), a batch per chunk. UTF-8 is decoded as a
 * stream, so a character split between two chunks stays whole.
 */
export async function* saxEvents(chunks: AsyncIterable<unknown> | Iterable<unknown>): AsyncGenerator<SaxEvent[]> {
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8');
  let error: Error | undefined;
  let events: SaxEvent[] = [];
  parser.on('error', (e) => {
    error = e;
  });
  parser.on('opentag', (value) => events.push({ eventType: 'opentag', value: value as unknown as SaxNode }));
  parser.on('text', (value) => events.push({ eventType: 'text', value }));
  parser.on('closetag', (value) => events.push({ eventType: 'closetag', value: value as unknown as SaxNode }));
  for await (const chunk of chunks as AsyncIterable<unknown>) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true }));
    if (error) throw error;
    yield events;
    events = [];
  }
  parser.write(decoder.decode());
  parser.close();
  if (error) throw error;
  if (events.length) yield events;
}

/** Excel's date formats: a format code with date or time letters outside quotes and brackets (as exceljs decides). */
export function isDateFormat(fmt: string | undefined | null): boolean {
  if (!fmt) return false;
  return /[ymdhMsb]+/.test(fmt.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** The Date of an Excel serial number (1900 or 1904 system), UTC-based, as exceljs gives it. */
export function excelSerialToDate(v: number, date1904: boolean): Date {
  return new Date(Math.round((v - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
}

/**
 * What parseSheet needs of the package: the shared strings, the date system, each style's number
 * format, where damage is collected and the cells counted so far (against MAX_CELLS, the workbook's).
 */
export interface PackageContext {
  sharedStrings?: unknown[];
  date1904: boolean;
  numFmtOfStyle(style: number): string | undefined;
  damage: DamageList;
  /** The cells and the rows (each row of every sheet up to its last, blank ones included) read so far; `max`, MAX_CELLS but in tests. */
  cells: { count: number; rows: number; max: number };
}

export interface ParsedSheet {
  sheetNo: string;
  usesSharedStrings: boolean;
  linhas: CellValue[][];
  linhasOcultas: number[];
  mescladas: string[];
}

/** The 0-based column of an A1 reference ("B5" → 1); -1 when it has no letters, MAX_COLUMNS when past XFD. */
function columnIndex(ref: string): number {
  let c = 0;
  for (let i = 0; i < ref.length; i++) {
    const x = ref.charCodeAt(i);
    if (x >= 65 && x <= 90) c = c * 26 + (x - 64);
    else if (x >= 97 && x <= 122) c = c * 26 + (x - 96);
    else break;
    if (c > MAX_COLUMNS) return MAX_COLUMNS;
  }
  return c - 1;
}

/** The column letters of a 0-based index (0 → "A"). */
function columnLetters(c: number): string {
  let s = '';
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function sharedText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && Array.isArray((v as { richText?: unknown }).richText)) {
    return (v as { richText: { text?: string | null }[] }).richText.map((r) => r.text ?? '').join('');
  }
  return v === null || v === undefined ? '' : String(v);
}

const truthy = (s: string | undefined): boolean => s === '1' || s === 'true';

/** The state of one sheet's XML read event by event (parseSheet): the rows so far and the cell being read. */
class SheetXmlReader {
  readonly linhas: CellValue[][] = [];
  readonly linhasOcultas: number[] = [];
  readonly mescladas: string[] = [];
  usesSharedStrings = false;
  private readonly shared: unknown[];
  private readonly dateStyle = new Map<number, boolean>();
  private readonly sharedFormulas = new Map<string, string>();
  private inData = false;
  private rowNo = -1;
  private values: CellValue[] | null = null;
  private col = -1;
  // Damage checks: the highest row seen (rows come in order; one at or below it may be repeated), the
  // rows seen without values, the row past MAX_ROWS not yet named, and the cells of the current row.
  private maxRow = -1;
  private readonly emptyRows = new Set<number>();
  private rowTooFar: number | null = null;
  private lastCol = -1;
  private blankCols: number[] = [];
  private cellsInRow = 0;
  /** Rows whose cells are far apart (a cell in column XFD): rebuilt dense at the end, never filled in place. */
  readonly sparseRows: number[] = [];
  // The cell being read
  private cRef = '';
  private cType = '';
  private cStyle = 0;
  private fText: string | null = null;
  private fShared: string | undefined;
  private vText: string | null = null;
  private inIs = 0;
  private inPhonetic = 0;
  private target: 'f' | 'v' | 't' | null = null;

  constructor(
    private readonly wb: PackageContext,
    private readonly nome: string,
  ) {
    this.shared = wb.sharedStrings ?? [];
  }

  text(value: string): void {
    if (this.target === 'f') this.fText = (this.fText ?? '') + value;
    else if (this.target === 'v' || this.target === 't') this.vText = (this.vText ?? '') + value;
  }

  open(node: SaxNode): void {
    switch (node.name) {
      case 'sheetData':
        this.inData = true;
        break;
      case 'row':
        if (this.inData) this.openRow(node.attributes.r);
        if (this.values && truthy(node.attributes.hidden)) this.linhasOcultas.push(this.rowNo);
        break;
      case 'c':
        if (this.rowTooFar !== null) {
          this.wb.damage.add(cellDamage.rowTooFar(this.nome, this.rowTooFar, node.attributes.r));
          this.rowTooFar = null;
        }
        if (!this.values) break;
        this.openCell(node.attributes.r);
        this.cType = node.attributes.t ?? 'n';
        this.cStyle = node.attributes.s ? parseInt(node.attributes.s, 10) : 0;
        this.fText = null;
        this.fShared = undefined;
        this.vText = null;
        break;
      case 'f':
        if (!this.values) break;
        this.target = 'f';
        this.fText = '';
        this.fShared = node.attributes.t === 'shared' ? node.attributes.si : undefined;
        break;
      case 'v':
        if (this.values) this.target = 'v';
        break;
      case 'is':
        this.inIs++;
        break;
      case 'rPh':
        this.inPhonetic++;
        break;
      case 't':
        if (this.values && this.inIs > 0 && this.inPhonetic === 0) this.target = 't';
        break;
      case 'mergeCell':
        if (!node.attributes.ref) break;
        // Each range kept is counted as a cell: a few KB cannot inflate into millions of them.
        if (++this.wb.cells.count > this.wb.cells.max)
          throw new XlsxContentError(tooManyCellsMessage(this.nome, node.attributes.ref, this.wb.cells.max));
        this.mescladas.push(node.attributes.ref);
        break;
      default:
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'sheetData':
        this.inData = false;
        break;
      case 'f':
        if (this.fShared !== undefined) {
          if (this.fText) this.sharedFormulas.set(this.fShared, this.fText);
          else this.fText = this.sharedFormulas.get(this.fShared) ?? '';
        }
        this.target = null;
        break;
      case 'v':
      case 't':
        this.target = null;
        break;
      case 'is':
        this.inIs--;
        break;
      case 'rPh':
        this.inPhonetic--;
        break;
      case 'c': {
        if (!this.values || this.col < 0) break;
        const v = this.cellValue(this.cType, this.vText, this.fText, this.cStyle);
        if (v !== null) this.values[this.col] = v;
        else this.blankCols.push(this.col);
        break;
      }
      case 'row':
        this.closeRow();
        break;
      default:
        break;
    }
  }

  /** A row starts: its number checked (a number, not past MAX_ROWS, not seen before). */
  private openRow(r: string | undefined): void {
    this.values = null;
    this.rowTooFar = null;
    this.col = -1;
    this.lastCol = -1;
    this.blankCols = [];
    this.cellsInRow = 0;
    let n = this.rowNo + 2;
    if (r !== undefined) {
      if (!/^\s*\d+\s*$/.test(r) || Number(r) < 1) {
        this.wb.damage.add(cellDamage.badRowNumber(this.nome, r));
        return;
      }
      n = Number(r);
    }
    if (n > MAX_ROWS) {
      // Named by its first cell (or by its number when it has none) when that is known.
      this.rowTooFar = n;
      return;
    }
    this.rowNo = n - 1;
    if (this.rowNo <= this.maxRow && (this.linhas[this.rowNo] !== undefined || this.emptyRows.has(this.rowNo))) {
      this.wb.damage.add(cellDamage.repeatedRow(this.nome, n));
      return;
    }
    this.maxRow = Math.max(this.maxRow, this.rowNo);
    this.values = [];
  }

  /** A cell starts: its column checked (a reference, not past XFD, not seen before in the row). */
  private openCell(r: string | undefined): void {
    const col = r !== undefined ? columnIndex(r) : this.lastCol + 1;
    const ref = r ?? `${columnLetters(Math.min(col, MAX_COLUMNS))}${this.rowNo + 1}`;
    this.col = -1;
    this.cRef = ref;
    this.cellsInRow++;
    if (col < 0) this.wb.damage.add(cellDamage.badCellRef(this.nome, ref, this.rowNo + 1));
    else if (col >= MAX_COLUMNS) this.wb.damage.add(cellDamage.columnTooFar(this.nome, ref));
    else if (col <= this.lastCol && (this.values![col] !== undefined || this.blankCols.includes(col)))
      this.wb.damage.add(cellDamage.repeatedCell(this.nome, ref));
    else {
      this.col = col;
      this.lastCol = Math.max(this.lastCol, col);
    }
  }

  /** A row ends: kept (as wide as its last cell with a value) and its cells counted against MAX_CELLS. */
  private closeRow(): void {
    if (this.rowTooFar !== null) this.wb.damage.add(cellDamage.rowTooFar(this.nome, this.rowTooFar));
    this.rowTooFar = null;
    const values = this.values;
    this.values = null;
    if (!values) return;
    if (values.length > 0) this.linhas[this.rowNo] = values;
    else this.emptyRows.add(this.rowNo);
    if (values.length > 64 && values.length > 4 * this.cellsInRow) this.sparseRows.push(this.rowNo);
    // The blanks before the last cell are filled at the end (parseSheet): counted here, never allocated
    // for a sheet refused.
    this.wb.cells.count += Math.max(values.length, this.cellsInRow);
    if (this.wb.cells.count > this.wb.cells.max) throw new XlsxContentError(tooManyCellsMessage(this.nome, this.cRef, this.wb.cells.max));
  }

  private isDateStyle(s: number): boolean {
    let d = this.dateStyle.get(s);
    if (d === undefined) {
      d = isDateFormat(this.wb.numFmtOfStyle(s));
      this.dateStyle.set(s, d);
    }
    return d;
  }

  private cellValue(t: string, v: string | null, f: string | null, s: number): CellValue {
    if (f !== null && (v === null || (v === '' && t !== 'str'))) return new UncachedFormula(f);
    if (v === null) return t === 'inlineStr' ? '' : null;
    switch (t) {
      case 's': {
        this.usesSharedStrings = true;
        const i = /^\s*\d+\s*$/.test(v) ? Number(v) : -1;
        if (this.wb.sharedStrings !== undefined && !(i >= 0 && i < this.shared.length)) {
          this.wb.damage.add(cellDamage.sharedString(this.nome, this.cRef, v.trim(), this.shared.length));
          return null;
        }
        return sharedText(this.shared[i]);
      }
      case 'inlineStr':
      case 'str':
        return v;
      case 'e':
        return new CellError(v.trim());
      case 'b':
        return v.trim() === '1' || v.trim().toLowerCase() === 'true';
      case 'd': {
        // ISO 8601 date cell (rare; Strict OOXML): calendar values, read as UTC.
        const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v}Z`);
        return Number.isNaN(d.getTime()) ? v : d;
      }
      default: {
        const n = Number(v);
        if (v.trim() === '' || !Number.isFinite(n)) return v;
        // Dates stay as exceljs gives them: a UTC-based Date of the serial number (1900 or 1904
        // system); the sheet layer takes the calendar date from its UTC fields, never local time.
        if (s && this.isDateStyle(s)) return excelSerialToDate(n, this.wb.date1904);
        return n;
      }
    }
  }
}

/**
 * The rows as dense arrays, blank cells null: the rows missing become empty ones, a sparse row (far
 * cells, an array V8 keeps as a dictionary) is rebuilt from its own cells, not filled index by index.
 */
function denseRows(rows: CellValue[][], sparse: number[]): CellValue[][] {
  for (const r of sparse) {
    const row = rows[r];
    const dense = new Array<CellValue>(row.length).fill(null);
    for (const k of Object.keys(row)) dense[Number(k)] = row[Number(k)];
    rows[r] = dense;
  }
  const out = new Array<CellValue[]>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (!row) out[i] = [];
    else {
      for (let k = 0; k < row.length; k++) if (row[k] === undefined) row[k] = null;
      out[i] = row;
    }
  }
  return out;
}

/** Reads one sheet's XML (`nome`, the sheet's name, for the messages). */
export async function parseSheet(
  chunks: AsyncIterable<unknown> | Iterable<unknown>,
  sheetNo: string,
  wb: PackageContext,
  nome: string,
): Promise<ParsedSheet> {
  const reader = new SheetXmlReader(wb, nome);
  for await (const events of saxEvents(chunks)) {
    for (const ev of events) {
      if (ev.eventType === 'text') reader.text(ev.value);
      else if (ev.eventType === 'opentag') reader.open(ev.value);
      else reader.close(ev.value.name);
    }
  }
  // Every row up to the last becomes an array: counted first (a cell in row 1,048,576 of many sheets
  // would ask for millions of them), then made (test/hosts/file/pacote-coordenadas.test.ts).
  wb.cells.rows += reader.linhas.length;
  if (wb.cells.rows > MAX_WORKBOOK_ROWS) throw new XlsxContentError(tooManyRowsMessage(nome, reader.linhas.length));
  const linhas = denseRows(reader.linhas, reader.sparseRows);
  return { sheetNo, usesSharedStrings: reader.usesSharedStrings, linhas, linhasOcultas: reader.linhasOcultas, mescladas: reader.mescladas };
}

export function unquoteSheetName(ref: string): string | null {
  const bang = ref.lastIndexOf('!');
  if (bang < 0) return null;
  let name = ref.slice(0, bang);
  if (name.startsWith("'") && name.endsWith("'")) name = name.slice(1, -1).replace(/''/g, "'");
  return name;
}

export function sheetData(nome: string, p: ParsedSheet, oculta: boolean, doSuplemento: boolean): SheetData {
  const d: SheetData = { nome, linhas: p.linhas };
  if (oculta) d.oculta = true;
  if (p.linhasOcultas.length) d.linhasOcultas = p.linhasOcultas;
  if (p.mescladas.length) d.mescladas = p.mescladas;
  if (doSuplemento) d.doSuplemento = true;
  return d;
}

/** A sheet as workbook.xml declares it. */
export interface DeclaredSheet {
  name: string;
  state?: string;
  rId: string;
}

/** The workbook's sheets, in tab order, from workbook.xml, its relationships and the sheets read. */
export function assembleSheets(
  declared: DeclaredSheet[],
  rels: { Id: string; Target: string; Type?: string }[],
  definedNames: { name: string; ranges: string[]; localSheetId?: number }[],
  parsed: ParsedSheet[],
): { sheets: SheetData[]; missing: string[] } {
  const targets = new Map(rels.map((r) => [r.Id, r.Target.replace(/^\s*\/?(xl\/)?/, '')]));
  const relTypes = new Map(rels.map((r) => [r.Id, r.Type ?? '']));
  const bySheetNo = new Map(parsed.map((p) => [p.sheetNo, p]));
  // The add-in's marker: a name scoped to the sheet, or (the fallback form) one workbook-level name listing sheets.
  const marked = new Set<number>();
  const markedNames = new Set<string>();
  for (const dn of definedNames) {
    if (dn.name !== OUTPUT_MARKER) continue;
    if (dn.localSheetId !== undefined) marked.add(dn.localSheetId);
    else
      for (const r of dn.ranges ?? []) {
        const n = unquoteSheetName(r);
        if (n !== null) markedNames.add(n);
      }
  }
  const missing: string[] = [];
  const sheets: SheetData[] = [];
  const used = new Set<ParsedSheet>();
  declared.forEach((s, index) => {
    const m = /^worksheets\/sheet(\d+)\.xml$/.exec(targets.get(s.rId) ?? '');
    const p = m ? bySheetNo.get(m[1]) : undefined;
    if (!p) {
      // A chart sheet has no cells; a worksheet the reader did not find would be a sheet left out.
      if (/\/worksheet$/.test(relTypes.get(s.rId) ?? '')) missing.push(s.name);
      return;
    }
    used.add(p);
    sheets.push(sheetData(s.name, p, s.state === 'hidden' || s.state === 'veryHidden', marked.has(index) || markedNames.has(s.name)));
  });
  for (const p of parsed) if (!used.has(p)) sheets.push(sheetData(`Sheet${p.sheetNo}`, p, false, false));
  return { sheets, missing };
}

/** Why a workbook declares sheets whose content is not in the file (Portuguese). */
export function missingSheetsMessage(missing: string[]): string {
  return `a pasta de trabalho declara ${missing.length === 1 ? 'a planilha' : 'as planilhas'} ${missing.map((n) => `'${n}'`).join(', ')}, mas o arquivo não tem o conteúdo ${missing.length === 1 ? 'dela' : 'delas'} onde o Excel o grava; abra o arquivo no Excel e salve de novo como .xlsx`;
}
