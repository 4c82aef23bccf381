// A fake Excel behind Excel.run for the Office.js adapter's tests, built with office-addin-mock:
// properties read before `load` + `context.sync()` come back as errors, so the adapter must load what
// it reads. Whatever the adapter queues (values, number formats, formatting, page layout, names,
// deletions) is applied to the fake workbook when it syncs, and every sync is counted.
import { OfficeMockObject } from 'office-addin-mock';
import type { RunBatch } from '../../src/hosts/excel/office-workbook';
import { payloadSize } from '../../src/hosts/excel/functions/web-limit';

export type Cell = string | number | boolean;

/** The formatting of one cell, as the adapter set it. */
export interface CellStyle {
  bold?: boolean;
  size?: number;
  fill?: string;
  wrapText?: boolean;
  horizontal?: string;
  vertical?: string;
  indent?: number;
  borders?: Record<string, string>;
}

export interface FakeSheet {
  name: string;
  /** 'Visible' (default), 'Hidden' or 'VeryHidden'. */
  visibility?: string;
  /** Worksheet-scoped names and the address each refers to. */
  names: Map<string, string>;
  /** 0-based rows hidden or filtered out (getSpecialCells('Visible') leaves them out). */
  hiddenRows?: number[];
  /** Merged areas, A1 ("A1:B1"). */
  merged?: string[];
  /** Grid from A1; blank cells are "" as Office.js gives them. */
  grid: Cell[][];
  /** Number format per cell, "row,col" (0-based). */
  formats: Map<string, string>;
  styles: Map<string, CellStyle>;
  /** Column widths in points, by 0-based column. */
  widths: Map<number, number>;
  frozenRows: number;
  printTitleRows?: string;
  paperSize?: string;
  orientation?: string;
  zoom?: { horizontalFitToPages?: number; verticalFitToPages?: number };
  headersFooters: Record<string, string>;
  autoFilter?: string;
  /** Page margins in points (leftMargin…), as assigned. */
  margins?: Record<string, number>;
  /** Row heights in points assigned, by 0-based row; the areas whose rows Excel was asked to fit (autofitRows). */
  rowHeights?: Map<number, number>;
  autofitted?: string[];
}

export interface FakeName {
  name: string;
  formula: string;
  comment: string;
  /** false: hidden from the Name Manager's list. */
  visible?: boolean;
}

export interface SheetInit {
  name: string;
  grid: Cell[][];
  visibility?: string;
  names?: Map<string, string>;
  hiddenRows?: number[];
  merged?: string[];
}

type Mock = OfficeMockObject & Record<string, unknown>;

interface RangeRecord {
  sheet: FakeSheet;
  row: number;
  col: number;
  rows: number;
  cols: number;
  mock: Mock;
  /** Loaded to be read: its values are never taken for a write. */
  loaded: boolean;
  /** Its loaded values were counted in a response's size (payloadLimit). */
  counted?: boolean;
  applied: boolean;
  calls: string[];
  borders: Map<string, Mock>;
}

const NOT_LOADED = 'Error, property was not loaded';

/**
 * What one Excel.run queued and loaded: each run (a member's pane) has its own, as each Office.js
 * request context has its own queue, so two runs at once (two members, test/hosts/excel) apply only
 * their own work at each sync.
 */
interface Session {
  mocks: OfficeMockObject[];
  ranges: RangeRecord[];
  pageMocks: { sheet: FakeSheet; mock: Mock; footers: Mock }[];
  /** Sheet mocks and the name each had when last looked at: a name assigned by the adapter renames the sheet. */
  sheetMocks: { sheet: FakeSheet; mock: Mock; seen: unknown }[];
  /** Reads of workbook state that others may change meanwhile (a workbook name), done at the sync as Excel does. */
  late: (() => void)[];
}

/** 0-based column of letters ("A" → 0, "AB" → 27). */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** "A2:D6" / "$C$7" → 0-based row, column, rows, columns. */
export function parseArea(address: string): { row: number; col: number; rows: number; cols: number } {
  const m = /^\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/.exec(address);
  if (!m) throw new Error(`endereço inválido no teste: ${address}`);
  const r1 = Number(m[2]) - 1;
  const c1 = columnIndex(m[1]);
  const r2 = m[4] ? Number(m[4]) - 1 : r1;
  const c2 = m[3] ? columnIndex(m[3]) : c1;
  return { row: r1, col: c1, rows: r2 - r1 + 1, cols: c2 - c1 + 1 };
}

export function a1(row: number, col: number): string {
  let s = '';
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return `${s}${row + 1}`;
}

/** A fake workbook behind Excel.run: records requests, syncs and what was written. */
export class FakeExcel {
  readonly sheets: FakeSheet[];
  readonly workbookNames: FakeName[];
  /** The active cell ('Sheet', 'C7'), or null when no cell is active (a chart is selected). */
  activeCell: { sheet: string; cell: string } | null = null;
  /** The sheet activated last (its name now: Excel activates the sheet, whatever it is renamed to in the same batch). */
  private activeSheet: FakeSheet | null = null;
  get active(): string | null {
    return this.activeSheet?.name ?? null;
  }
  selected: { sheet: string; address: string } | null = null;
  syncs = 0;
  /** Rows of data written (values assigned) in each sync, in order. */
  rowsPerSync: number[] = [];
  rangeRequests: { sheet: string; row: number; col: number; rows: number; cols: number }[] = [];
  deleted: string[] = [];
  private rangeOf = new WeakMap<object, RangeRecord>();
  private failNextSync: string | null = null;
  /**
   * Excel on the web's limit on a request and on a response (5 MB): a sync whose values and number
   * formats written, or whose values and value types read, take more (as JSON: payloadSize) fails as
   * Excel's does. null (the default): no limit, as on the desktop.
   */
  payloadLimit: number | null = null;
  /** The largest request and response of any sync (bytes, as payloadSize counts them). */
  largestRequest = 0;
  largestResponse = 0;
  /** The sync (1-based) that fails, as when Excel on the web loses the connection: nothing of it is applied. */
  failAtSync: number | null = null;
  /** Called at the start of each sync (its 1-based number, counted across runs): a co-author's action while the adapter works. */
  beforeSync: ((sync: number) => void) | null = null;
  /** Called when each Excel.run ends (its 1-based number): a co-author's edit between two of the adapter's runs. */
  afterRun: ((run: number) => void) | null = null;
  runs = 0;
  /** The first sync (1-based) of a connection that stays down: it and every later one fail, nothing of them applied. */
  offlineFromSync: number | null = null;

  constructor(sheets: SheetInit[], names: FakeName[] = []) {
    this.sheets = sheets.map((s) => FakeExcel.sheet(s));
    this.workbookNames = names.map((n) => ({ ...n }));
  }

  static sheet(s: SheetInit): FakeSheet {
    return {
      ...s,
      names: s.names ?? new Map(),
      formats: new Map(),
      styles: new Map(),
      widths: new Map(),
      frozenRows: 0,
      headersFooters: {},
    };
  }

  find(name: string): FakeSheet | undefined {
    return this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }

  /** The style of a cell ("D3") of a sheet. */
  style(sheet: string, cell: string): CellStyle {
    const s = this.find(sheet)!;
    const { row, col } = parseArea(cell);
    return s.styles.get(`${row},${col}`) ?? {};
  }

  format(sheet: string, cell: string): string | undefined {
    const { row, col } = parseArea(cell);
    return this.find(sheet)!.formats.get(`${row},${col}`);
  }

  private track<T extends OfficeMockObject>(S: Session, m: T): T {
    S.mocks.push(m);
    return m;
  }

  private usedRange(S: Session, s: FakeSheet): OfficeMockObject {
    let top = -1,
      bottom = -1,
      left = Infinity,
      right = -1;
    s.grid.forEach((row, r) =>
      row.forEach((v, c) => {
        if (v === '') return;
        if (top < 0) top = r;
        bottom = r;
        left = Math.min(left, c);
        right = Math.max(right, c);
      }),
    );
    const empty = top < 0;
    return this.track(
      S,
      new OfficeMockObject({
        isNullObject: empty,
        rowIndex: empty ? 0 : top,
        columnIndex: empty ? 0 : left,
        rowCount: empty ? 0 : bottom - top + 1,
        columnCount: empty ? 0 : right - left + 1,
        // The visible cells' areas, as Excel writes them: one area per run of visible rows.
        getSpecialCellsOrNullObject: (kind: string) => {
          if (kind !== 'Visible') throw new Error(`getSpecialCells(${kind}): só Visible é esperado`);
          const hidden = new Set(s.hiddenRows ?? []);
          const runs: string[] = [];
          let start = -1;
          for (let r = top; r <= bottom + 1; r++) {
            const visible = r <= bottom && !hidden.has(r);
            if (visible && start < 0) start = r;
            if (!visible && start >= 0) {
              runs.push(`'${s.name}'!$A$${start + 1}:$${String.fromCharCode(65 + right)}$${r}`);
              start = -1;
            }
          }
          return this.track(S, new OfficeMockObject({ isNullObject: runs.length === 0, address: runs.join(',') }));
        },
        getMergedAreasOrNullObject: () =>
          this.track(
            S,
            new OfficeMockObject({
              isNullObject: !(s.merged ?? []).length,
              address: (s.merged ?? []).map((a) => `'${s.name}'!${a}`).join(', '),
            }),
          ),
      }),
    );
  }

  private range(S: Session, s: FakeSheet, row: number, col: number, rows: number, cols: number, record = true): Mock {
    if (record) this.rangeRequests.push({ sheet: s.name, row, col, rows, cols });
    const values: Cell[][] = [];
    // (A whole-sheet range, getRange(), is only cleared, never read.)
    if (rows * cols <= 5_000_000) {
      for (let r = 0; r < rows; r++) {
        const line: Cell[] = [];
        for (let c = 0; c < cols; c++) line.push(s.grid[row + r]?.[c + col] ?? '');
        values.push(line);
      }
    }
    // Office.js gives an error cell as its text ("#N/D") with the value type "Error".
    const valueTypes = values.map((line) =>
      line.map((v) =>
        v === ''
          ? 'Empty'
          : typeof v === 'string' && /^#[A-Z/0!?]+[!?]?$/.test(v)
            ? 'Error'
            : typeof v === 'string'
              ? 'String'
              : typeof v === 'boolean'
                ? 'Boolean'
                : 'Double',
      ),
    );
    const borders = new Map<string, Mock>();
    const rec: RangeRecord = {
      sheet: s,
      row,
      col,
      rows,
      cols,
      mock: undefined as unknown as Mock,
      loaded: false,
      applied: false,
      calls: [],
      borders,
    };
    const mock = this.track(
      S,
      new OfficeMockObject({
        values,
        valueTypes,
        address: `'${s.name}'!${a1(row, col)}${rows > 1 || cols > 1 ? ':' + a1(row + rows - 1, col + cols - 1) : ''}`,
        format: {
          font: {},
          fill: {},
          autofitRows: () => void rec.calls.push('autofitRows'),
          borders: {
            getItem: (edge: string) => {
              if (!borders.has(edge)) borders.set(edge, this.track(S, new OfficeMockObject({})) as Mock);
              return borders.get(edge);
            },
          },
        },
        clear: (applyTo?: string) => void rec.calls.push(`clear:${applyTo ?? 'All'}`),
        select: () => void rec.calls.push('select'),
        merge: () => void rec.calls.push('merge'),
      }),
    ) as Mock;
    const load = mock.load.bind(mock);
    mock.load = ((what: string) => {
      rec.loaded = true;
      return load(what);
    }) as typeof mock.load;
    rec.mock = mock;
    S.ranges.push(rec);
    this.rangeOf.set(mock, rec);
    return mock;
  }

  private nullSheet(S: Session): Mock {
    return this.track(S, new OfficeMockObject({ isNullObject: true, name: '', visibility: '' })) as Mock;
  }

  private sheetMock(S: Session, s: FakeSheet): Mock {
    const footers = this.track(S, new OfficeMockObject({})) as Mock;
    const pageLayout = this.track(
      S,
      new OfficeMockObject({
        setPrintTitleRows: (rows: string) => void (s.printTitleRows = rows),
        headersFooters: {},
      }),
    ) as Mock;
    (pageLayout.headersFooters as Mock).defaultForAllPages = footers;
    S.pageMocks.push({ sheet: s, mock: pageLayout, footers });
    const sheet = this.track(
      S,
      new OfficeMockObject({
        isNullObject: false,
        name: s.name,
        visibility: s.visibility ?? 'Visible',
        names: {
          getItemOrNullObject: (n: string) => this.track(S, new OfficeMockObject({ isNullObject: !s.names.has(n) })),
          add: (n: string, ref: object, _comment?: string) => {
            if (s.names.has(n)) throw new Error(`nome repetido na planilha ${s.name}: ${n}`);
            const r = this.rangeOf.get(ref);
            s.names.set(n, `'${s.name}'!$${a1(r!.row, r!.col).replace(/(\d)/, '$$$1')}`);
          },
        },
        getRange: (address?: string) => {
          if (address === undefined) return this.range(S, s, 0, 0, 1_048_576, 16_384, false);
          const a = parseArea(address);
          return this.range(S, s, a.row, a.col, a.rows, a.cols, false);
        },
        getUsedRangeOrNullObject: () => this.usedRange(S, s),
        getRangeByIndexes: (r: number, c: number, nr: number, nc: number) => this.range(S, s, r, c, nr, nc),
        freezePanes: { freezeRows: (n: number) => void (s.frozenRows = n) },
        autoFilter: {
          apply: (range: object) => {
            const r = this.rangeOf.get(range)!;
            s.autoFilter = `${a1(r.row, r.col)}:${a1(r.row + r.rows - 1, r.col + r.cols - 1)}`;
          },
        },
        activate: () => void (this.activeSheet = s),
        delete: () => {
          this.sheets.splice(this.sheets.indexOf(s), 1);
          this.deleted.push(s.name);
        },
      }),
    ) as Mock;
    sheet.pageLayout = pageLayout;
    S.sheetMocks.push({ sheet: s, mock: sheet, seen: sheet.name });
    return sheet;
  }

  /** Renames the sheets whose name the adapter assigned. */
  private flushNames(S: Session): void {
    for (const m of S.sheetMocks) {
      const name = m.mock.name;
      if (name === m.seen) continue;
      m.seen = name;
      if (typeof name !== 'string' || name === NOT_LOADED || name === m.sheet.name) continue;
      if (this.sheets.some((x) => x !== m.sheet && x.name.toLowerCase() === name.toLowerCase()))
        throw new Error(`renomear: o nome ${name} já existe`);
      m.sheet.name = name;
      for (const [k, v] of m.sheet.names) m.sheet.names.set(k, v.replace(/^'[^!]*'!/, `'${name}'!`));
    }
  }

  /** Sets the page layout the adapter assigned (paper, orientation, zoom, headers and footers). */
  private flushPages(S: Session): void {
    for (const { sheet, mock, footers } of S.pageMocks) {
      if (typeof mock.paperSize === 'string') sheet.paperSize = mock.paperSize;
      if (typeof mock.orientation === 'string') sheet.orientation = mock.orientation;
      if (mock.zoom && typeof mock.zoom === 'object') sheet.zoom = mock.zoom as FakeSheet['zoom'];
      for (const k of ['leftMargin', 'rightMargin', 'topMargin', 'bottomMargin', 'headerMargin', 'footerMargin']) {
        if (typeof mock[k] === 'number') (sheet.margins ??= {})[k] = mock[k] as number;
      }
      for (const k of ['leftHeader', 'centerHeader', 'rightHeader', 'leftFooter', 'centerFooter', 'rightFooter']) {
        if (typeof footers[k] === 'string') sheet.headersFooters[k] = footers[k] as string;
      }
    }
  }

  /** Applies what the adapter assigned to ranges (values, number formats, formatting, widths), in order. */
  private flush(S: Session): number {
    let rowsWritten = 0;
    for (const w of S.ranges) {
      if (w.applied) continue;
      w.applied = true;
      const m = w.mock;
      for (const call of w.calls) {
        if (call.startsWith('clear:')) {
          for (let r = w.row; r < Math.min(w.sheet.grid.length, w.row + w.rows); r++) {
            const line = w.sheet.grid[r] ?? [];
            for (let c = w.col; c < Math.min(line.length, w.col + w.cols); c++) line[c] = '';
          }
        }
        if (call === 'select') this.selected = { sheet: w.sheet.name, address: `${a1(w.row, w.col)}` };
        const area = `${a1(w.row, w.col)}:${a1(w.row + w.rows - 1, w.col + w.cols - 1)}`;
        if (call === 'merge') (w.sheet.merged ??= []).push(area);
        if (call === 'autofitRows') (w.sheet.autofitted ??= []).push(area);
      }
      if (!w.loaded && Array.isArray(m.values)) {
        const v = m.values as Cell[][];
        if (v.length !== w.rows) throw new Error(`values: ${w.rows} linhas esperadas, ${v.length} recebidas`);
        v.forEach((line, r) => {
          if (line.length !== w.cols) throw new Error(`values: ${w.cols} colunas esperadas, ${line.length} recebidas`);
          line.forEach((x, c) => {
            if (typeof x !== 'string' && typeof x !== 'number' && typeof x !== 'boolean') throw new Error(`valor inválido: ${String(x)}`);
            (w.sheet.grid[w.row + r] ??= [])[w.col + c] = x;
          });
        });
        if (w.row >= 2) rowsWritten += w.rows;
      }
      if (Array.isArray(m.numberFormat)) {
        const f = m.numberFormat as string[][];
        if (f.length !== w.rows || f.some((l) => l.length !== w.cols)) throw new Error('numberFormat: dimensões erradas');
        f.forEach((line, r) => line.forEach((x, c) => w.sheet.formats.set(`${w.row + r},${w.col + c}`, x)));
      }
      const format = m.format as Mock;
      const font = format.font as Mock;
      const fill = format.fill as Mock;
      const style: CellStyle = {};
      if (typeof font.bold === 'boolean') style.bold = font.bold;
      if (typeof font.size === 'number') style.size = font.size;
      if (typeof fill.color === 'string') style.fill = fill.color;
      if (typeof format.wrapText === 'boolean') style.wrapText = format.wrapText;
      if (typeof format.horizontalAlignment === 'string') style.horizontal = format.horizontalAlignment;
      if (typeof format.verticalAlignment === 'string') style.vertical = format.verticalAlignment;
      if (typeof format.indentLevel === 'number') style.indent = format.indentLevel;
      for (const [edge, b] of w.borders) if (typeof b.style === 'string') (style.borders ??= {})[edge] = b.style;
      if (Object.keys(style).length > 0) {
        for (let r = w.row; r < w.row + w.rows; r++) {
          for (let c = w.col; c < w.col + w.cols; c++) {
            const k = `${r},${c}`;
            const old = w.sheet.styles.get(k) ?? {};
            w.sheet.styles.set(k, { ...old, ...style, borders: { ...old.borders, ...style.borders } });
          }
        }
      }
      if (typeof format.columnWidth === 'number') for (let c = w.col; c < w.col + w.cols; c++) w.sheet.widths.set(c, format.columnWidth);
      if (typeof format.rowHeight === 'number')
        for (let r = w.row; r < w.row + w.rows; r++) (w.sheet.rowHeights ??= new Map()).set(r, format.rowHeight);
    }
    this.flushPages(S);
    this.flushNames(S);
    return rowsWritten;
  }

  private namesCollection(S: Session): Mock {
    const names = {
      items: NOT_LOADED as unknown as Mock[],
      load: (what: string) => {
        if (what !== 'items/name,items/comment,items/formula') throw new Error(`names.load(${what}) inesperado`);
        names.items = this.workbookNames.map((n) =>
          this.track(
            S,
            new OfficeMockObject({
              name: n.name,
              comment: n.comment,
              formula: n.formula,
              delete: () => void this.workbookNames.splice(this.workbookNames.indexOf(n), 1),
            }),
          ),
        ) as Mock[];
        for (const it of names.items) it.load('name,comment,formula');
      },
      add: (name: string, formula: string, comment: string) => {
        if (this.workbookNames.some((n) => n.name.toUpperCase() === name.toUpperCase())) throw new Error(`nome já existe: ${name}`);
        const n: FakeName = { name, formula, comment };
        this.workbookNames.push(n);
        // NamedItem.visible (false: not in the Name Manager's list) assigned on what add returns.
        return {
          set visible(v: boolean) {
            n.visible = v;
          },
        };
      },
      // One name, read at the sync (another member's pane may add or delete it meanwhile).
      getItemOrNullObject: (name: string) => {
        const item = {
          isNullObject: NOT_LOADED as unknown as boolean,
          formula: NOT_LOADED,
          load: (what: string) => {
            if (what !== 'isNullObject,formula') throw new Error(`name.load(${what}) inesperado`);
            S.late.push(() => {
              const n = this.workbookNames.find((x) => x.name.toUpperCase() === name.toUpperCase());
              item.isNullObject = !n;
              item.formula = n?.formula ?? '';
            });
          },
          delete: () => {
            const i = this.workbookNames.findIndex((x) => x.name.toUpperCase() === name.toUpperCase());
            if (i >= 0) this.workbookNames.splice(i, 1);
          },
        };
        return item;
      },
    };
    return names as unknown as Mock;
  }

  /** The bytes a sync sends (values and number formats written, as payloadSize counts them). */
  private requestSize(S: Session): number {
    let bytes = 0;
    for (const w of S.ranges) {
      if (w.applied || w.loaded) continue;
      if (Array.isArray(w.mock.values)) bytes += payloadSize(w.mock.values as Cell[][]);
      if (Array.isArray(w.mock.numberFormat)) bytes += payloadSize(w.mock.numberFormat as string[][]);
    }
    return bytes;
  }

  /** The bytes a sync receives (values and value types loaded since the last one), once loaded. */
  private responseSize(S: Session): number {
    let bytes = 0;
    for (const w of S.ranges) {
      if (!w.loaded || w.counted) continue;
      w.counted = true;
      bytes += payloadSize(w.mock.values as Cell[][]) + payloadSize(w.mock.valueTypes as string[][]);
    }
    return bytes;
  }

  /** Refuses a request or a response past payloadLimit, as Excel on the web does. */
  private checkPayload(bytes: number): void {
    if (this.payloadLimit !== null && bytes > this.payloadLimit)
      throw new Error(`RequestPayloadSizeLimitExceeded: a solicitação ou a resposta passa do limite de ${this.payloadLimit} bytes`);
  }

  readonly run: RunBatch = async (batch) => {
    const S: Session = { mocks: [], ranges: [], pageMocks: [], sheetMocks: [], late: [] };
    const worksheets = {
      items: NOT_LOADED as unknown as OfficeMockObject[],
      load: (what: string) => {
        if (!['items/name', 'items/name,items/visibility'].includes(what)) throw new Error(`worksheets.load(${what}) inesperado`);
        worksheets.items = this.sheets.map((s) => this.sheetMock(S, s));
        for (const it of worksheets.items) it.load(what.replace(/items\//g, ''));
      },
      getItemOrNullObject: (name: string) => {
        const s = this.find(name);
        return s ? this.sheetMock(S, s) : this.nullSheet(S);
      },
      add: (name: string) => {
        if (this.find(name)) throw new Error(`planilha repetida: ${name}`);
        const s = FakeExcel.sheet({ name, grid: [] });
        this.sheets.push(s);
        return this.sheetMock(S, s);
      },
    };
    const workbook = {
      worksheets,
      names: this.namesCollection(S),
      getActiveCell: () => {
        if (!this.activeCell) {
          this.failNextSync = 'InvalidSelection: a seleção atual não é uma célula';
          return this.track(S, new OfficeMockObject({ address: '', worksheet: { name: '' } }));
        }
        const { sheet, cell } = this.activeCell;
        const { row, col } = parseArea(cell);
        return this.track(
          S,
          new OfficeMockObject({ address: `'${sheet}'!$${a1(row, col).replace(/(\d)/, '$$$1')}`, worksheet: { name: sheet } }),
        );
      },
    };
    const context = {
      workbook,
      sync: async () => {
        this.syncs++;
        this.beforeSync?.(this.syncs);
        if (this.failAtSync === this.syncs || (this.offlineFromSync !== null && this.syncs >= this.offlineFromSync))
          throw new Error('RequestAborted: a conexão com o Excel caiu');
        if (this.failNextSync) {
          const message = this.failNextSync;
          this.failNextSync = null;
          throw new Error(message);
        }
        const request = this.requestSize(S);
        this.largestRequest = Math.max(this.largestRequest, request);
        this.checkPayload(request);
        for (const m of S.mocks) await m.sync();
        for (const read of S.late.splice(0)) read();
        const response = this.responseSize(S);
        this.largestResponse = Math.max(this.largestResponse, response);
        this.checkPayload(response);
        this.rowsPerSync.push(this.flush(S));
      },
    };
    const out = await batch(context as unknown as Excel.RequestContext);
    // Excel.run runs what is still queued when the batch ends.
    this.flush(S);
    this.afterRun?.(++this.runs);
    return out;
  };
}

/** A grid from rows of values (null and undefined as blank cells), `top` blank rows and `left` blank columns before them. */
export function gridFrom(rows: readonly (readonly unknown[])[], top = 0, left = 0): Cell[][] {
  const grid: Cell[][] = [];
  for (let r = 0; r < top; r++) grid.push([]);
  for (const row of rows)
    grid.push([...new Array<Cell>(left).fill(''), ...row.map((v) => (v === null || v === undefined ? '' : (v as Cell)))]);
  return grid;
}
