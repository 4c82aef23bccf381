// A small fake of the Apps Script services the Sheets add-on uses (SpreadsheetApp, HtmlService,
// Utilities, ScriptApp), for the bundle loaded in node:vm. It keeps a spreadsheet in memory, behaves as
// Apps Script does where the add-on can tell (setValues refuses a range of another size, or beyond the
// sheet; text is parsed as typed — a formula, a number — unless it starts with an apostrophe or the cell
// is plain text "@"; a date cell comes back as a Date at local midnight; a blank as ""; a change that
// would take the spreadsheet past 10 million cells, blank ones included, throws as Sheets does; the
// document's lock has one holder at a time), and counts every service call (each method called on any
// of its objects).
import { createHash } from 'crypto';

export type Value = string | number | boolean | Date;

/** Every service call, in order ("Sheet.getRange"…). */
export class CallLog {
  readonly calls: string[] = [];
  /** Calls that fail (as a full spreadsheet or a protected range would): "Kind.method" → the 1-based call that throws. */
  readonly failures = new Map<string, { nth: number; seen: number; message: string }>();
  get count(): number {
    return this.calls.length;
  }
  reset(): void {
    this.calls.length = 0;
  }
  /** Code run just before a call (a co-author's edit between two of the add-on's reads): "Kind.method" → the 1-based call. */
  readonly hooks = new Map<string, { nth: number; seen: number; run: () => void }>();
  /** Runs `run` just before the `nth` call of `name` from now on. */
  before(name: string, nth: number, run: () => void): void {
    this.hooks.set(name, { nth, seen: 0, run });
  }
  /** Makes the `nth` call of `name` from now on throw `message`. */
  failAt(name: string, nth: number, message: string): void {
    this.failures.set(name, { nth, seen: 0, message });
  }
}

/** The object with every method call logged as "Kind.method". */
function counted<T extends object>(obj: T, kind: string, log: CallLog): T {
  return new Proxy(obj, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (typeof v !== 'function' || typeof prop !== 'string' || prop.startsWith('_') || prop === 'constructor') return v;
      return (...args: unknown[]) => {
        const name = `${kind}.${prop}`;
        log.calls.push(name);
        const h = log.hooks.get(name);
        if (h && ++h.seen === h.nth) h.run();
        const f = log.failures.get(name);
        if (f && ++f.seen === f.nth) throw new Error(f.message);
        return (v as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** A stored cell: its value (formulas kept as such) and its number format. */
interface Cell {
  v: Value;
  formula?: string;
  fmt?: string;
  bold?: boolean;
  size?: number;
  background?: string;
  wrap?: boolean;
  halign?: string;
}

/** A Date given by the script (local time) as the fake stores a date cell: its calendar date and time, in UTC. */
function sheetsCell(d: Date): Date {
  return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()));
}

function colLetters(c: number): string {
  let s = '';
  let n = c;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = (n - 1 - m) / 26;
  }
  return s;
}

function parseA1(a1: string): { row: number; col: number; rows: number; cols: number } {
  const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(a1.replace(/\$/g, ''));
  if (!m) throw new Error(`Intervalo inválido: ${a1}`);
  const col = (s: string) => [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const c1 = col(m[1]);
  const r1 = Number(m[2]);
  const c2 = m[3] ? col(m[3]) : c1;
  const r2 = m[4] ? Number(m[4]) : r1;
  return { row: r1, col: c1, rows: r2 - r1 + 1, cols: c2 - c1 + 1 };
}

/** What a typed text becomes in a cell without the plain-text format. */
function typed(s: string): { v: Value; formula?: string } {
  if (s.startsWith("'")) return { v: s.slice(1) };
  if (s.startsWith('=')) return { v: '', formula: s };
  if (/^[+-]?\d+([.,]\d+)?$/.test(s)) return { v: Number(s.replace(',', '.')) };
  return { v: s };
}

/** Columns a row spans in a cell's key (Sheets has at most 18,278 columns). */
const COLUMN_SPAN = 32_768;

/** A cell's key: its 1-based row and column in one number. */
function cellKey(r: number, c: number): number {
  return r * COLUMN_SPAN + c;
}

function rowOf(k: number): number {
  return Math.floor(k / COLUMN_SPAN);
}

export class FakeSheet {
  name: string;
  hidden = false;
  maxRows = 1000;
  maxCols = 26;
  /** Cells by key (cellKey: row and column in one number, faster than a text key for 100,000 rows). */
  cells = new Map<number, Cell>();
  metadata: { key: string; value: string; visibility: string }[] = [];
  merged: string[] = [];
  frozenRows = 0;
  filter: string | null = null;
  widths = new Map<number, number>();
  protections: { description: string; warningOnly: boolean }[] = [];
  border = false;

  constructor(
    readonly ss: FakeSpreadsheet,
    name: string,
  ) {
    this.name = name;
  }

  _cell(r: number, c: number): Cell | undefined {
    return this.cells.get(cellKey(r, c));
  }
  _set(r: number, c: number, patch: Partial<Cell>): void {
    const k = cellKey(r, c);
    const old = this.cells.get(k);
    if (old) Object.assign(old, patch);
    else this.cells.set(k, { v: '', ...patch });
  }
  /** The values as the commission sees them (row 1 first), up to the last cell with content. */
  _values(): Value[][] {
    let rows = 0;
    let cols = 0;
    for (const [k, c] of this.cells) {
      if (c.v === '' && !c.formula) continue;
      const r = rowOf(k);
      const col = k % COLUMN_SPAN;
      rows = Math.max(rows, r);
      cols = Math.max(cols, col);
    }
    const out: Value[][] = [];
    for (let r = 1; r <= rows; r++) {
      const row: Value[] = [];
      for (let c = 1; c <= cols; c++) row.push(this._cell(r, c)?.v ?? '');
      out.push(row);
    }
    return out;
  }
  /** Loads values as if typed (a Date as a date cell), from A1. */
  _load(rows: (Value | null | undefined)[][]): void {
    rows.forEach((row, r) =>
      row.forEach((v, c) => {
        if (v === null || v === undefined || v === '') return;
        this._set(r + 1, c + 1, { v });
      }),
    );
    this.maxRows = Math.max(this.maxRows, rows.length);
    this.maxCols = Math.max(this.maxCols, ...rows.map((r) => r.length));
  }

  getName(): string {
    return this.name;
  }
  setName(n: string): FakeSheet {
    if (this.ss.sheets.some((s) => s !== this && s.name.toLowerCase() === n.toLowerCase()))
      throw new Error(`Já existe uma página com o nome "${n}".`);
    this.name = n;
    return this.ss._wrap(this);
  }
  isSheetHidden(): boolean {
    return this.hidden;
  }
  getLastRow(): number {
    return this._values().length;
  }
  getLastColumn(): number {
    return this._values()[0]?.length ?? 0;
  }
  getMaxRows(): number {
    return this.maxRows;
  }
  getMaxColumns(): number {
    return this.maxCols;
  }
  insertRowsAfter(after: number, n: number): FakeSheet {
    if (after > this.maxRows) throw new Error('Linha fora da página.');
    this.ss._grow(n * this.maxCols);
    this.maxRows += n;
    return this.ss._wrap(this);
  }
  deleteRows(from: number, n: number): void {
    if (from + n - 1 > this.maxRows) throw new Error('Linhas fora da página.');
    if (n >= this.maxRows) throw new Error('Não é possível excluir todas as linhas da página.');
    this.maxRows -= n;
    for (const k of [...this.cells.keys()]) if (rowOf(k) >= from) this.cells.delete(k);
  }
  insertColumnsAfter(after: number, n: number): FakeSheet {
    if (after > this.maxCols) throw new Error('Coluna fora da página.');
    this.ss._grow(n * this.maxRows);
    this.maxCols += n;
    return this.ss._wrap(this);
  }
  deleteColumns(from: number, n: number): void {
    if (from + n - 1 > this.maxCols) throw new Error('Colunas fora da página.');
    if (n >= this.maxCols) throw new Error('Não é possível excluir todas as colunas da página.');
    this.maxCols -= n;
    for (const k of [...this.cells.keys()]) if (k % COLUMN_SPAN >= from) this.cells.delete(k);
  }
  getDataRange(): FakeRange {
    const v = this._values();
    return this.ss._range(this, 1, 1, Math.max(1, v.length), Math.max(1, v[0]?.length ?? 0));
  }
  getRange(a: number | string, col?: number, rows = 1, cols = 1): FakeRange {
    if (typeof a === 'string') {
      const p = parseA1(a);
      return this.ss._range(this, p.row, p.col, p.rows, p.cols);
    }
    return this.ss._range(this, a, col!, rows, cols);
  }
  getDeveloperMetadata(): FakeMetadata[] {
    return this.metadata.map((m) => counted(new FakeMetadata(this, m), 'DeveloperMetadata', this.ss.log));
  }
  addDeveloperMetadata(key: string, value: string, visibility: string): FakeSheet {
    this.metadata.push({ key, value, visibility });
    return this.ss._wrap(this);
  }
  clearContents(): FakeSheet {
    for (const [k, c] of this.cells) this.cells.set(k, { ...c, v: '', formula: undefined });
    return this.ss._wrap(this);
  }
  setColumnWidth(col: number, px: number): FakeSheet {
    this.widths.set(col, px);
    return this.ss._wrap(this);
  }
  setFrozenRows(n: number): void {
    if (n >= this.maxRows) throw new Error('Não é possível congelar todas as linhas visíveis.');
    this.frozenRows = n;
  }
  protect(): FakeProtection {
    const p = { description: '', warningOnly: false };
    this.protections.push(p);
    return counted(new FakeProtection(p), 'Protection', this.ss.log);
  }
  activate(): FakeSheet {
    this.ss.active = this;
    return this.ss._wrap(this);
  }
}

export class FakeMetadata {
  constructor(
    private readonly owner: { metadata: { key: string; value: string; visibility: string }[] },
    private readonly m: { key: string; value: string },
  ) {}
  getKey(): string {
    return this.m.key;
  }
  getValue(): string {
    return this.m.value;
  }
  remove(): void {
    this.owner.metadata = this.owner.metadata.filter((x) => x !== this.m);
  }
}

export class FakeProtection {
  constructor(private readonly p: { description: string; warningOnly: boolean }) {}
  setDescription(d: string): FakeProtection {
    this.p.description = d;
    return this as FakeProtection;
  }
  setWarningOnly(w: boolean): FakeProtection {
    this.p.warningOnly = w;
    return this;
  }
}

export class FakeRange {
  constructor(
    readonly sheet: FakeSheet,
    readonly row: number,
    readonly col: number,
    readonly rows: number,
    readonly cols: number,
  ) {
    if (row + rows - 1 > sheet.maxRows || col + cols - 1 > sheet.maxCols) {
      throw new Error('As coordenadas do intervalo estão fora das dimensões da página.');
    }
  }
  private self(): FakeRange {
    return this.sheet.ss._wrapRange(this);
  }
  private each(f: (r: number, c: number, i: number, j: number) => void): void {
    for (let i = 0; i < this.rows; i++) for (let j = 0; j < this.cols; j++) f(this.row + i, this.col + j, i, j);
  }
  private check(what: string, a: unknown[][]): void {
    if (a.length !== this.rows || a.some((r) => r.length !== this.cols)) {
      throw new Error(
        `${what}: os dados têm ${a.length} linhas e ${a[0]?.length ?? 0} colunas, mas o intervalo tem ${this.rows} e ${this.cols}.`,
      );
    }
  }
  getValues(): Value[][] {
    const out: Value[][] = [];
    for (let i = 0; i < this.rows; i++) {
      const row: Value[] = [];
      for (let j = 0; j < this.cols; j++) {
        const v = this.sheet._cell(this.row + i, this.col + j)?.v ?? '';
        // A date cell: local midnight of its calendar date (plus the time of day).
        row.push(
          v instanceof Date
            ? new Date(v.getUTCFullYear(), v.getUTCMonth(), v.getUTCDate(), v.getUTCHours(), v.getUTCMinutes(), v.getUTCSeconds())
            : v,
        );
      }
      out.push(row);
    }
    return out;
  }
  setValues(values: Value[][]): FakeRange {
    this.check('setValues', values);
    this.each((r, c, i, j) => {
      const v = values[i][j];
      const fmt = this.sheet._cell(r, c)?.fmt;
      if (typeof v === 'string' && fmt !== '@') this.sheet._set(r, c, { formula: undefined, ...typed(v) });
      // Sheets takes a Date in the script's time zone: kept as its calendar date and time, as _load keeps a date cell.
      else if (v instanceof Date) this.sheet._set(r, c, { v: sheetsCell(v), formula: undefined });
      else this.sheet._set(r, c, { v, formula: undefined });
    });
    return this.self();
  }
  setNumberFormats(f: string[][]): FakeRange {
    this.check('setNumberFormats', f);
    this.each((r, c, i, j) => this.sheet._set(r, c, { fmt: f[i][j] }));
    return this.self();
  }
  setHorizontalAlignments(a: string[][]): FakeRange {
    this.check('setHorizontalAlignments', a);
    this.each((r, c, i, j) => this.sheet._set(r, c, { halign: a[i][j] }));
    return this.self();
  }
  setFontWeight(w: string): FakeRange {
    this.each((r, c) => this.sheet._set(r, c, { bold: w === 'bold' }));
    return this.self();
  }
  setFontSize(s: number): FakeRange {
    this.each((r, c) => this.sheet._set(r, c, { size: s }));
    return this.self();
  }
  setBackground(b: string): FakeRange {
    this.each((r, c) => this.sheet._set(r, c, { background: b }));
    return this.self();
  }
  setWrap(w: boolean): FakeRange {
    this.each((r, c) => this.sheet._set(r, c, { wrap: w }));
    return this.self();
  }
  setVerticalAlignment(): FakeRange {
    return this.self();
  }
  setBorder(_t: unknown, _l: unknown, bottom: boolean | null): FakeRange {
    if (bottom) this.sheet.border = true;
    return this.self();
  }
  createFilter(): unknown {
    if (this.sheet.filter) throw new Error('A página já tem um filtro.');
    this.sheet.filter = this.getA1Notation();
    return {};
  }
  merge(): FakeRange {
    this.sheet.merged.push(this.getA1Notation());
    return this.self();
  }
  getMergedRanges(): FakeRange[] {
    return this.sheet.merged.map((a) => this.sheet.getRange(a));
  }
  getA1Notation(): string {
    const a = `${colLetters(this.col)}${this.row}`;
    return this.rows === 1 && this.cols === 1 ? a : `${a}:${colLetters(this.col + this.cols - 1)}${this.row + this.rows - 1}`;
  }
  getSheet(): FakeSheet {
    return this.sheet.ss._wrap(this.sheet);
  }
  activate(): FakeRange {
    this.sheet.ss.active = this.sheet;
    this.sheet.ss.current = this;
    return this.self();
  }
}

/** Google Sheets' limit: cells of every sheet, blank ones included. */
export const CELL_LIMIT = 10_000_000;

/** What Sheets says when a change would pass the limit (as the pt-BR interface words it). */
export const CELL_LIMIT_ERROR = 'Esta ação aumentaria o número de células da planilha acima do limite de 10000000 células.';

export class FakeSpreadsheet {
  readonly sheets: FakeSheet[] = [];
  /** The spreadsheet's own DeveloperMetadata (not a sheet's). */
  metadata: { key: string; value: string; visibility: string }[] = [];
  /** The most cells the spreadsheet held at any moment (blank ones included). */
  peakCells = 0;
  active: FakeSheet | null = null;
  current: FakeRange | null = null;
  private readonly wrapped = new WeakMap<FakeSheet, FakeSheet>();

  constructor(
    readonly log: CallLog,
    private readonly title = 'Concurso 01/2026',
  ) {}

  _wrap(s: FakeSheet): FakeSheet {
    let w = this.wrapped.get(s);
    if (!w) {
      w = counted(s, 'Sheet', this.log);
      this.wrapped.set(s, w);
    }
    return w;
  }
  _wrapRange(r: FakeRange): FakeRange {
    return counted(r, 'Range', this.log);
  }
  _range(s: FakeSheet, row: number, col: number, rows: number, cols: number): FakeRange {
    return this._wrapRange(new FakeRange(s, row, col, rows, cols));
  }
  /** A sheet added by the test (not counted). */
  _add(name: string, rows: (Value | null | undefined)[][] = []): FakeSheet {
    const s = new FakeSheet(this, name);
    s._load(rows);
    this.sheets.push(s);
    return s;
  }
  _find(name: string): FakeSheet | undefined {
    return this.sheets.find((s) => s.name === name);
  }
  /** Every cell of every sheet, blank ones included (what Sheets counts against its limit). */
  _cells(): number {
    return this.sheets.reduce((n, s) => n + s.maxRows * s.maxCols, 0);
  }
  /** Refuses a change adding `more` cells past the limit, as Sheets does; records the peak. */
  _grow(more: number): void {
    const total = this._cells() + more;
    if (total > CELL_LIMIT) throw new Error(CELL_LIMIT_ERROR);
    this.peakCells = Math.max(this.peakCells, total);
  }
  getDeveloperMetadata(): FakeMetadata[] {
    return this.metadata.map((m) => counted(new FakeMetadata(this, m), 'DeveloperMetadata', this.log));
  }
  addDeveloperMetadata(key: string, value: string, visibility: string): FakeSpreadsheet {
    this.metadata.push({ key, value, visibility });
    return this;
  }

  getName(): string {
    return this.title;
  }
  getSheets(): FakeSheet[] {
    return this.sheets.map((s) => this._wrap(s));
  }
  getNumSheets(): number {
    return this.sheets.length;
  }
  getSheetByName(name: string): FakeSheet | null {
    const s = this.sheets.find((x) => x.name.toLowerCase() === name.toLowerCase());
    return s ? this._wrap(s) : null;
  }
  insertSheet(name: string, index: number): FakeSheet {
    if (this.sheets.some((s) => s.name.toLowerCase() === name.toLowerCase())) throw new Error(`Já existe uma página com o nome "${name}".`);
    const s = new FakeSheet(this, name);
    this._grow(s.maxRows * s.maxCols);
    this.sheets.splice(Math.min(index, this.sheets.length), 0, s);
    return this._wrap(s);
  }
  deleteSheet(sheet: FakeSheet): void {
    const i = this.sheets.findIndex((s) => this._wrap(s) === sheet || s === sheet);
    if (i < 0) throw new Error('Página inexistente.');
    this.sheets.splice(i, 1);
  }
  setActiveSheet(sheet: FakeSheet): FakeSheet {
    this.active = this.sheets.find((s) => this._wrap(s) === sheet) ?? null;
    return sheet;
  }
  getCurrentCell(): FakeRange | null {
    return this.current ? this._wrapRange(this.current) : null;
  }
  getActiveRange(): FakeRange | null {
    return this.getCurrentCell();
  }
}

/** The globals of Apps Script the bundle uses, over one fake spreadsheet. */
export interface FakeGas {
  log: CallLog;
  ss: FakeSpreadsheet;
  /** Menus added (name → items) and sidebars shown (the file and title). */
  menus: { nome: string; itens: [string, string][] }[];
  sidebars: { arquivo: string; titulo: string }[];
  globals: Record<string, unknown>;
  /** The document's lock. */
  lock: LockState;
}

/** The document's lock: who holds it, and every wait asked (ms) of a lock that was busy. */
export interface LockState {
  holder: object | null;
  busyWaits: number[];
}

/** A Lock of Apps Script over the document's one lock: tryLock false and waitLock throwing while another holds it. */
function documentLock(state: LockState) {
  const self = {
    tryLock(ms: number): boolean {
      if (state.holder !== null && state.holder !== self) {
        state.busyWaits.push(ms);
        return false;
      }
      state.holder = self;
      return true;
    },
    waitLock(ms: number): void {
      if (!self.tryLock(ms)) throw new Error('Lock timeout: another process was holding the lock for too long.');
    },
    hasLock(): boolean {
      return state.holder === self;
    },
    releaseLock(): void {
      if (state.holder === self) state.holder = null;
    },
  };
  return self;
}

export function fakeGas(installation: 'NONE' | 'ADDON' = 'NONE'): FakeGas {
  const log = new CallLog();
  const lock: LockState = { holder: null, busyWaits: [] };
  const ss = counted(new FakeSpreadsheet(log), 'Spreadsheet', log);
  const menus: FakeGas['menus'] = [];
  const sidebars: FakeGas['sidebars'] = [];
  const menu = (nome: string) => {
    const m = { nome, itens: [] as [string, string][] };
    const api = {
      addItem(label: string, fn: string) {
        m.itens.push([label, fn]);
        return api;
      },
      addToUi() {
        menus.push(m);
      },
    };
    return counted(api, 'Menu', log);
  };
  const ui = counted(
    {
      createMenu: (nome: string) => menu(nome),
      createAddonMenu: () => menu('(complemento)'),
      showSidebar: (html: { arquivo: string; titulo: string }) => sidebars.push({ ...html }),
    },
    'Ui',
    log,
  );
  const globals = {
    SpreadsheetApp: counted(
      {
        getActiveSpreadsheet: () => ss,
        getUi: () => ui,
        flush: () => undefined,
        DeveloperMetadataVisibility: { DOCUMENT: 'DOCUMENT', PROJECT: 'PROJECT' },
      },
      'SpreadsheetApp',
      log,
    ),
    HtmlService: counted(
      {
        createHtmlOutputFromFile: (arquivo: string) => {
          const out = { arquivo, titulo: '' };
          return counted(
            {
              ...out,
              setTitle(t: string) {
                out.titulo = t;
                return out;
              },
            },
            'HtmlOutput',
            log,
          );
        },
      },
      'HtmlService',
      log,
    ),
    Utilities: counted(
      {
        DigestAlgorithm: { SHA_256: 'SHA_256' },
        Charset: { UTF_8: 'UTF_8' },
        // Signed bytes, as Apps Script gives them.
        computeDigest: (alg: string, text: string, charset: string) => {
          if (alg !== 'SHA_256' || charset !== 'UTF_8') throw new Error('algoritmo ou codificação inesperados');
          return [...createHash('sha256').update(text, 'utf8').digest()].map((b) => (b > 127 ? b - 256 : b));
        },
      },
      'Utilities',
      log,
    ),
    // One lock for the document, one holder at a time: each getDocumentLock() is an execution's own
    // Lock (a second member's server call, run by a test from a hook inside the first, gets another).
    LockService: counted({ getDocumentLock: () => counted(documentLock(lock), 'Lock', log) }, 'LockService', log),
    ScriptApp: counted(
      {
        InstallationSource: { NONE: 'NONE', APPS_MARKETPLACE_DOMAIN_ADD_ON: 'APPS_MARKETPLACE_DOMAIN_ADD_ON' },
        getInstallationSource: () => (installation === 'NONE' ? 'NONE' : 'APPS_MARKETPLACE_DOMAIN_ADD_ON'),
      },
      'ScriptApp',
      log,
    ),
  };
  return { log, ss, menus, sidebars, globals, lock };
}
