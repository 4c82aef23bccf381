/// <reference types="office-js" />
// WorkbookPort over Office.js (Excel JavaScript API). The only file of the add-in that touches
// `Excel.run`; everything else goes through the port, so it is tested without Office.
//
// Large sheets are read and written in blocks of rows: Excel on the web refuses requests and
// responses above 5 MB, which a 100,000-row table exceeds in one go. A block is sized by its bytes
// (web-limit.ts's estimate, the one the functions use), not only by its rows: a 40-column export takes
// fewer rows per round trip than a 10-column list. Everything else is queued with the blocks: the
// number of round trips (context.sync) grows with the rows only.
//
// Two members generating at once (co-authoring): replaceOutput holds a write lock, a hidden workbook
// name (WRITE_LOCK_NAME: "=\"owner|ISO time\""), taken before anything is written, read again before
// the earlier lists are deleted (another member may have taken it over once it went stale:
// WRITE_LOCK_STALE_MS), and removed at the end; a member who finds another's fresh lock is told, and
// nothing changes. Afterwards the workbook is read once more: exactly the lists just written carry the
// add-in's marker, or the member is told there are two sets.
//
// Requirement sets are asked of Office (Office.context.requirements.isSetSupported), never guessed from
// whether a method exists: a method present in the library may still be refused by an older Excel.
import { OUTPUT_MARKER } from '../../sheet/cells';
import { FIRST_DATA_ROW_NUMBER, HEADER_ROW_NUMBER, TITLE_ROW_NUMBER, cellFormat, rowHeight } from '../../sheet/format';
import type { ColumnFormat, TableFormat } from '../../sheet/format';
import type { CellValue, SheetData } from '../../sheet';
import { NAME_MARKER } from '../../app/port';
import type { AppendedRows, CellRef, CellWrite, LaidOutTable, NameDefinition, NamesOutcome, WorkbookPort } from '../../app/port';
import {
  INCOMPLETE_TITLE,
  LEFTOVER_MESSAGE,
  LOCK_LOST_MESSAGE,
  busyMessage,
  planReplacement,
  temporarySheets,
  twoSetsMessage,
} from '../../app/replace';
import type { ReplaceStep } from '../../app/replace';
import { errorMessage } from '../../app/plan';
import { WEB_PAYLOAD_BUDGET, payloadSize } from './functions/web-limit';
import { ERROR_TYPE, appendedFormat, appendedValue, columnWidthPoints, fit, localAddress, toExcelValue, withErrors } from './office-values';
import type { Cell } from './office-values';
import {
  areasOf,
  areaAddresses,
  hiddenRows,
  officeSupports,
  PRINT_API,
  ACTIVE_CELL_API,
  VISIBLE_CELLS_API,
  MERGED_AREAS_API,
  LAMBDA_NAMES_API,
  NO_LAMBDA_MESSAGE,
} from './office-api';
import type { ApiCheck } from './office-api';
import { WRITE_LOCK_COMMENT, WRITE_LOCK_NAME, WRITE_LOCK_STALE_MS, lockFormula, lockHolder, newOwner } from './write-lock';

/** 0-based rows of a written table (Office.js indexes from 0). */
const TITLE_ROW = TITLE_ROW_NUMBER - 1;
const HEADER_ROW = HEADER_ROW_NUMBER - 1;
const FIRST_DATA_ROW = FIRST_DATA_ROW_NUMBER - 1;

/** Rows per request at most, however narrow the table. */
export const BLOCK_ROWS = 5000;

/**
 * Bytes per request or response at most, by payloadSize's estimate (the JSON of the values, and of
 * the number formats written or the value types read): the functions' budget, 90% of Excel on the
 * web's 5 MB, as the estimate does not see Excel's own format.
 */
export const BLOCK_BYTES = WEB_PAYLOAD_BUDGET;

/**
 * Bytes of a cell read (its value and its type, as JSON) assumed before any block of the reading has
 * been measured: a 40-column export (about 27 a cell) then fits; after each round trip the largest
 * measured so far is used.
 */
const FIRST_CELL_BYTES = 40;

/** Sheet names compared as Excel compares them: ignoring case. */
function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');
}

/** The comment of the marker name on every sheet the add-in writes. */
const MARKER_COMMENT = 'Planilha gravada pelo suplemento Cotas raciais: pode ser substituída na próxima geração das listas';

const HORIZONTAL: Record<ColumnFormat['alinhamento'], 'Left' | 'Right' | 'Center'> = {
  esquerda: 'Left',
  direita: 'Right',
  centro: 'Center',
};

/** `Excel.run` with one batch function (the only form we use). */
export type RunBatch = <T>(batch: (context: Excel.RequestContext) => Promise<T>) => Promise<T>;

/** What a test fixes of an OfficeWorkbook: the pane's lock id and the clock (both its own by default). */
export interface OfficeWorkbookOptions {
  owner?: string;
  now?: () => number;
}

export class OfficeWorkbook implements WorkbookPort {
  /**
   * `run` defaults to the global Excel.run (looked up at call time, so tests can mock it); `supports`
   * to Office.context.requirements.isSetSupported('ExcelApi', …).
   */
  private readonly owner: string;
  private readonly now: () => number;

  constructor(
    private readonly run: RunBatch = (batch) => Excel.run(batch),
    private readonly supports: ApiCheck = officeSupports,
    options: OfficeWorkbookOptions = {},
  ) {
    this.owner = options.owner ?? newOwner();
    this.now = options.now ?? Date.now;
  }

  async readSheets(): Promise<SheetData[]> {
    return this.run(async (context: Excel.RequestContext) => {
      const worksheets = context.workbook.worksheets;
      worksheets.load('items/name,items/visibility');
      await context.sync();
      const sheets = worksheets.items;
      // One sync for every sheet's used range and marker, however many sheets there are.
      const used = sheets.map((s) => {
        const u = s.getUsedRangeOrNullObject(true);
        u.load('isNullObject,rowIndex,columnIndex,rowCount,columnCount');
        return u;
      });
      const markers = sheets.map((s) => {
        const n = s.names.getItemOrNullObject(OUTPUT_MARKER);
        n.load('isNullObject');
        return n;
      });
      // Hidden or filtered rows are the gaps between the visible cells' areas; merged ranges come as
      // one list of areas. Both in the same sync, one request per sheet (ExcelApi 1.9 and 1.13: an
      // older Excel has neither method and reports neither, as before).
      const visibleApi = this.supports(VISIBLE_CELLS_API);
      const mergedApi = this.supports(MERGED_AREAS_API);
      const visible = used.map((u) => areasOf(u, 'visible', visibleApi));
      const merged = used.map((u) => areasOf(u, 'merged', mergedApi));
      await context.sync();
      // Blocks of every sheet share the syncs: a sync is made when the blocks queued reach BLOCK_ROWS
      // rows or, by the bytes a cell took in the blocks read so far, BLOCK_BYTES: ten small sheets cost
      // one round trip, a wide one more than a narrow one of the same rows.
      const out: SheetData[] = sheets.map((ws, i) => {
        const sheet: SheetData = { nome: ws.name, linhas: [] };
        // "Hidden" and "VeryHidden": never chosen silently by the sheet layer.
        if (ws.visibility !== 'Visible') sheet.oculta = true;
        if (!markers[i].isNullObject) sheet.doSuplemento = true;
        const u = used[i];
        if (!u.isNullObject) {
          const hidden = hiddenRows(u.rowIndex, u.rowCount, visible[i]);
          if (hidden.length > 0) sheet.linhasOcultas = hidden;
          const m = areaAddresses(merged[i]);
          if (m.length > 0) sheet.mescladas = m;
        }
        return sheet;
      });
      const queued: { linhas: CellValue[][]; lead: CellValue[]; block: Excel.Range; cells: number }[] = [];
      let queuedRows = 0;
      let queuedBytes = 0;
      let cellBytes = 0;
      const flush = async (): Promise<void> => {
        if (queued.length === 0) return;
        await context.sync();
        for (const q of queued) {
          const types = q.block.valueTypes as string[][];
          const values = q.block.values as CellValue[][];
          cellBytes = Math.max(cellBytes, (payloadSize(values) + payloadSize(types)) / q.cells);
          values.forEach((row, r) => {
            const cells = types[r].includes(ERROR_TYPE) ? withErrors(row, types[r]) : row;
            q.linhas.push(q.lead.length ? q.lead.concat(cells) : cells);
          });
        }
        queued.length = 0;
        queuedRows = 0;
        queuedBytes = 0;
      };
      for (let i = 0; i < sheets.length; i++) {
        const u = used[i];
        if (u.isNullObject) continue;
        const linhas = out[i].linhas;
        for (let r = 0; r < u.rowIndex; r++) linhas.push([]);
        const lead: CellValue[] = new Array(u.columnIndex).fill(null);
        for (let start = 0; start < u.rowCount;) {
          const rowBytes = u.columnCount * (cellBytes || FIRST_CELL_BYTES);
          const n = Math.min(BLOCK_ROWS, u.rowCount - start, Math.max(1, Math.floor(BLOCK_BYTES / rowBytes)));
          if (queued.length > 0 && (queuedRows + n > BLOCK_ROWS || queuedBytes + n * rowBytes > BLOCK_BYTES)) {
            // Sized again after the round trip, by what it measured.
            await flush();
            continue;
          }
          const block = sheets[i].getRangeByIndexes(u.rowIndex + start, u.columnIndex, n, u.columnCount);
          block.load('values,valueTypes');
          queued.push({ linhas, lead, block, cells: n * u.columnCount });
          queuedRows += n;
          queuedBytes += n * rowBytes;
          start += n;
        }
      }
      await flush();
      return out;
    });
  }

  async readSelection(): Promise<CellRef | null> {
    if (!this.supports(ACTIVE_CELL_API)) return null;
    return this.run(async (context: Excel.RequestContext) => {
      const cell = context.workbook.getActiveCell();
      cell.load('address');
      cell.worksheet.load('name');
      try {
        await context.sync();
      } catch {
        // No cell is active (a chart or a shape is selected): the host has no selection to give.
        return null;
      }
      return { planilha: cell.worksheet.name, celula: localAddress(cell.address) };
    });
  }

  async selectCell(ref: CellRef): Promise<void> {
    await this.run(async (context: Excel.RequestContext) => {
      const ws = context.workbook.worksheets.getItemOrNullObject(ref.planilha);
      ws.load('isNullObject,visibility');
      await context.sync();
      if (ws.isNullObject) throw new Error(`A planilha '${ref.planilha}' não existe na pasta.`);
      if (ws.visibility !== 'Visible') {
        throw new Error(
          `A planilha '${ref.planilha}' está oculta: reexiba-a (botão direito numa guia de planilha > Reexibir) para ir à célula ${ref.celula}.`,
        );
      }
      ws.activate();
      ws.getRange(ref.celula).select();
      await context.sync();
    });
  }

  async writeCells(nome: string, celulas: CellWrite[]): Promise<void> {
    await this.run(async (context: Excel.RequestContext) => {
      const found = context.workbook.worksheets.getItemOrNullObject(nome);
      found.load('isNullObject');
      await context.sync();
      // The commission's sheet: only these cells written, everything else (its comments, columns, side
      // tables, look) as it is; never marked as the add-in's.
      const ws = found.isNullObject ? context.workbook.worksheets.add(nome) : found;
      for (const { linha, coluna, valor } of celulas) {
        const cell = ws.getRangeByIndexes(linha, coluna, 1, 1);
        // Text as text ("@": a "05/01/2026" or an "007" stays as typed), everything else General; format before value.
        cell.numberFormat = [[typeof valor === 'string' && valor !== '' ? '@' : 'General']];
        cell.values = [[toExcelValue(valor)]];
      }
      await context.sync();
    });
  }

  async appendRows(nome: string, cabecalho: CellValue[], linhas: CellValue[][]): Promise<AppendedRows> {
    return this.run(async (context: Excel.RequestContext) => {
      const found = context.workbook.worksheets.getItemOrNullObject(nome);
      found.load('isNullObject,name');
      await context.sync();
      // The sheet's end is read in this same Excel.run, just before writing: a co-author's rows appended
      // since the pane last read the workbook are below, never overwritten (test/app/acts.test.ts).
      let end = 0;
      if (!found.isNullObject) {
        const used = found.getUsedRangeOrNullObject(true);
        used.load('isNullObject,rowIndex,rowCount');
        await context.sync();
        if (!used.isNullObject) end = used.rowIndex + used.rowCount;
      }
      const ws = found.isNullObject ? context.workbook.worksheets.add(nome) : found;
      const criada = end === 0;
      const rows = criada ? [cabecalho, ...linhas] : linhas;
      const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
      if (width > 0) {
        const range = ws.getRangeByIndexes(end, 0, rows.length, width);
        // Text as text ("@": an inscrição "007" stays as typed), a date as a date cell; formats before values.
        range.numberFormat = rows.map((r) => Array.from({ length: width }, (_, c) => appendedFormat(r[c])));
        range.values = rows.map((r) => Array.from({ length: width }, (_, c) => appendedValue(r[c])));
      }
      await context.sync();
      const first = end + (criada ? 2 : 1);
      return { planilha: found.isNullObject ? nome : found.name, primeiraLinha: first, ultimaLinha: first + linhas.length - 1, criada };
    });
  }

  async replaceOutput(remover: string[], tabelas: LaidOutTable[]): Promise<string[]> {
    const state = { temporaries: [] as string[], locked: false };
    try {
      return await this.run(async (context: Excel.RequestContext) => {
        const worksheets = context.workbook.worksheets;
        worksheets.load('items/name');
        const lock = context.workbook.names.getItemOrNullObject(WRITE_LOCK_NAME);
        lock.load('isNullObject,formula');
        await context.sync();
        // Another member's fresh lock: told at once, nothing changed (test/hosts/excel/office-workbook.test.ts, "dois membros").
        const now = this.now();
        const held = lock.isNullObject ? null : lockHolder(String(lock.formula));
        if (held && held.owner !== this.owner && now - held.since < WRITE_LOCK_STALE_MS)
          throw new Error(busyMessage({ desdeMs: held.since }, now));
        const sheets = new Map(worksheets.items.map((s) => [s.name, s]));
        // Every sheet's marker (worksheet.names), read before anything changes: the sheets to remove, and
        // any the analysis did not see (another member's lists); the lock taken in the same round trip.
        const markers = new Map(
          worksheets.items.map((s) => {
            const marker = s.names.getItemOrNullObject(OUTPUT_MARKER);
            marker.load('isNullObject');
            return [s.name, marker];
          }),
        );
        state.locked = true;
        try {
          if (!lock.isNullObject) lock.delete();
          context.workbook.names.add(WRITE_LOCK_NAME, lockFormula(this.owner, now), WRITE_LOCK_COMMENT).visible = false;
          await context.sync();
        } catch (e) {
          // Another member's pane added the lock between the read and this write: told as above.
          const other = await this.lockHolderNow();
          if (other && other.owner !== this.owner) throw new Error(busyMessage({ desdeMs: other.since }, this.now()));
          throw e;
        }
        const marked = (name: string): boolean => !markers.get(name)!.isNullObject;
        const plan = planReplacement({
          sheets: [...sheets.keys()],
          remover,
          marked,
          tables: tabelas.map((t) => t.tabela.nome),
          added: [...sheets.keys()].filter((n) => marked(n) && !remover.some((r) => sameName(r, n))),
        });
        if ('refusal' in plan) throw new Error(plan.refusal);
        state.temporaries = temporarySheets(plan);
        await this.executeSteps(context, sheets, plan.steps, tabelas);
        await this.checkOneSet(context, plan.names);
        return plan.names;
      });
    } catch (e) {
      throw await this.cleanUp(state.temporaries, state.locked, e);
    }
  }

  /** The lock as it is now, read in a round trip of its own (null: none, or unreadable). */
  private async lockHolderNow(): Promise<{ owner: string; since: number } | null> {
    try {
      return await this.run(async (context: Excel.RequestContext) => {
        const lock = context.workbook.names.getItemOrNullObject(WRITE_LOCK_NAME);
        lock.load('isNullObject,formula');
        await context.sync();
        return lock.isNullObject ? null : lockHolder(String(lock.formula));
      });
    } catch {
      return null;
    }
  }

  /**
   * The plan's steps. The new lists are written first (blocks of every table sharing the round trips);
   * the lock is read again with the last blocks, and only while it is still this pane's are the old
   * sheets deleted, the new ones renamed and given their real title, and the lock removed, all in the
   * last round trip: a block that fails on the way (Excel on the web offline, a sheet protected…), or a
   * lock taken over, leaves the earlier lists all there and the new ones under names and titles that
   * say they are incomplete.
   */
  private async executeSteps(
    context: Excel.RequestContext,
    sheets: Map<string, Excel.Worksheet>,
    steps: ReplaceStep[],
    tabelas: LaidOutTable[],
  ): Promise<void> {
    const queued = { rows: 0, bytes: 0 };
    for (const step of steps)
      if (step.kind === 'add') sheets.set(step.sheet, await this.addTable(context, step.sheet, tabelas[step.table], queued));
    const lock = context.workbook.names.getItemOrNullObject(WRITE_LOCK_NAME);
    lock.load('isNullObject,formula');
    await context.sync();
    if (lock.isNullObject || lockHolder(String(lock.formula))?.owner !== this.owner) throw new Error(LOCK_LOST_MESSAGE);
    for (const step of steps) {
      if (step.kind === 'add') continue;
      if (step.kind === 'remove') sheets.get(step.sheet)!.delete();
      else if (step.kind === 'rename') {
        const ws = sheets.get(step.sheet)!;
        ws.name = step.to;
        ws.getRangeByIndexes(TITLE_ROW, 0, 1, 1).values = [[toExcelValue(tabelas[step.table].tabela.titulo)]];
        sheets.set(step.to, ws);
      } else sheets.get(step.sheet)!.activate();
    }
    lock.delete();
    await context.sync();
  }

  /** After the write: exactly the lists just written carry the add-in's marker, or the member is told there are two sets. */
  private async checkOneSet(context: Excel.RequestContext, written: string[]): Promise<void> {
    const worksheets = context.workbook.worksheets;
    worksheets.load('items/name');
    await context.sync();
    const markers = worksheets.items.map((s) => {
      const marker = s.names.getItemOrNullObject(OUTPUT_MARKER);
      marker.load('isNullObject');
      return [s.name, marker] as const;
    });
    await context.sync();
    const others = markers.filter(([n, m]) => !m.isNullObject && !written.some((w) => sameName(w, n))).map(([n]) => n);
    if (others.length > 0) throw new Error(twoSetsMessage(written, others));
  }

  /**
   * After a failed write: the temporary sheets still there deleted, and the lock when it is still this
   * pane's, in a round trip of their own (the failed one may have left its context unusable). The error
   * to throw: the write's own, and when the temporaries could not be removed (the connection is still
   * down), which sheets were left, so that nobody takes them for lists (their titles say so too:
   * INCOMPLETE_TITLE). A lock that could not be removed goes stale (WRITE_LOCK_STALE_MS).
   */
  private async cleanUp(temporaries: string[], locked: boolean, error: unknown): Promise<unknown> {
    if (temporaries.length === 0 && !locked) return error;
    try {
      await this.run(async (context: Excel.RequestContext) => {
        const found = temporaries.map((n) => {
          const ws = context.workbook.worksheets.getItemOrNullObject(n);
          ws.load('isNullObject');
          return ws;
        });
        const lock = locked ? context.workbook.names.getItemOrNullObject(WRITE_LOCK_NAME) : null;
        lock?.load('isNullObject,formula');
        await context.sync();
        for (const ws of found) if (!ws.isNullObject) ws.delete();
        if (lock && !lock.isNullObject && lockHolder(String(lock.formula))?.owner === this.owner) lock.delete();
        await context.sync();
      });
      return error;
    } catch {
      return temporaries.length > 0 ? new Error(`${errorMessage(error)} ${LEFTOVER_MESSAGE}`) : error;
    }
  }

  /**
   * A new sheet with the table, marked as the add-in's; its rows in blocks that fill what is left of
   * the request (`queued`, shared by the tables) up to BLOCK_ROWS rows and BLOCK_BYTES bytes (values and
   * number formats, payloadSize), a sync when the next row does not fit.
   */
  private async addTable(
    context: Excel.RequestContext,
    name: string,
    { tabela: t, formato: f }: LaidOutTable,
    queued: { rows: number; bytes: number },
  ): Promise<Excel.Worksheet> {
    const ws = context.workbook.worksheets.add(name);
    // The add-in's marker: the next reading never takes this sheet for the candidates, and the next run may replace it.
    ws.names.add(OUTPUT_MARKER, ws.getRange('A1'), MARKER_COMMENT);
    // The real title comes with the rename, in the last round trip (planReplacement).
    this.formatSheet(ws, INCOMPLETE_TITLE, t.cabecalho, t.linhas.length, f);
    const width = f.colunas.length;
    const formatted = f.colunas.some((c) => c.formato !== null);
    const wraps = f.colunas.some((c) => c.quebrarTexto);
    for (let start = 0; start < t.linhas.length;) {
      const values: Cell[][] = [];
      const formats: string[][] = [];
      let bytes = 0;
      while (start + values.length < t.linhas.length && queued.rows + values.length < BLOCK_ROWS) {
        const r = t.linhas[start + values.length];
        const v = fit(r, width);
        // Number formats first: "@" keeps inscrições such as "007" as text. Codes, never sanitized.
        const fm = formatted ? f.colunas.map((c, i) => cellFormat(c, r[i]) ?? 'General') : null;
        const b = payloadSize([v]) + (fm ? payloadSize([fm]) : 0);
        // A row alone larger than the budget still goes, alone (it cannot be split).
        if (queued.bytes + bytes + b > BLOCK_BYTES && queued.rows + values.length > 0) break;
        values.push(v);
        if (fm) formats.push(fm);
        bytes += b;
      }
      if (values.length === 0) {
        await context.sync();
        queued.rows = 0;
        queued.bytes = 0;
        continue;
      }
      const block = ws.getRangeByIndexes(FIRST_DATA_ROW + start, 0, values.length, width);
      if (formatted) block.numberFormat = formats;
      block.values = values;
      // Rows as tall as their wrapped text: Excel measures it itself (src/sheet/format.ts estimates it for the file writer).
      if (wraps) block.format.autofitRows();
      queued.rows += values.length;
      queued.bytes += bytes;
      start += values.length;
    }
    // The rows below the table (OutputTable.rodape: legend, signatures, the commission's carried text), plain.
    const rodape = (t.rodape ?? []).map((r) => fit(r, width));
    if (rodape.length > 0) {
      // In the same request as the last rows when it fits there, else in the next one.
      const bytes = payloadSize(rodape);
      if (queued.rows > 0 && (queued.rows + rodape.length > BLOCK_ROWS || queued.bytes + bytes > BLOCK_BYTES)) {
        await context.sync();
        queued.rows = 0;
        queued.bytes = 0;
      }
      ws.getRangeByIndexes(FIRST_DATA_ROW + t.linhas.length, 0, rodape.length, width).values = rodape;
      queued.rows += rodape.length;
      queued.bytes += bytes;
    }
    return ws;
  }

  /** Queues the one table format (src/sheet/format.ts) on a new sheet: no round trip of its own. */
  private formatSheet(ws: Excel.Worksheet, titulo: string, cabecalho: string[], rows: number, f: TableFormat): void {
    const width = f.colunas.length;
    const print = this.supports(PRINT_API);
    const title = ws.getRangeByIndexes(TITLE_ROW, 0, 1, 1);
    title.values = [[toExcelValue(titulo)]];
    title.format.font.bold = f.titulo.negrito;
    title.format.font.size = f.titulo.tamanho;
    // Merged across the table and wrapped: a long title is never cut at the edge of the printed page.
    const titleRow = ws.getRangeByIndexes(TITLE_ROW, 0, 1, width);
    if (width > 1) titleRow.merge(false);
    titleRow.format.horizontalAlignment = 'Left';
    titleRow.format.verticalAlignment = 'Top';
    titleRow.format.wrapText = true;
    if (f.titulo.linhas > 1) titleRow.format.rowHeight = f.titulo.linhas * f.alturaLinhaTitulo;
    const header = ws.getRangeByIndexes(HEADER_ROW, 0, 1, width);
    header.values = [fit(cabecalho, width)];
    header.format.font.bold = f.cabecalho.negrito;
    header.format.fill.color = f.cabecalho.preenchimento;
    header.format.wrapText = f.cabecalho.quebrarTexto;
    header.format.verticalAlignment = 'Center';
    header.format.borders.getItem('EdgeBottom').style = 'Continuous';
    if (f.cabecalho.linhas > 1) header.format.rowHeight = rowHeight(f, f.cabecalho.linhas);
    f.colunas.forEach((c, i) => {
      ws.getRangeByIndexes(TITLE_ROW, i, 1, 1).format.columnWidth = columnWidthPoints(c.largura);
      // The header cell and the data below it: aligned alike (numbers right, with their indent).
      const column = ws.getRangeByIndexes(HEADER_ROW, i, 1 + rows, 1);
      column.format.horizontalAlignment = HORIZONTAL[c.alinhamento];
      if (c.recuo && print) column.format.indentLevel = c.recuo;
      if (rows > 0) {
        // Every data cell reads from the top: beside a wrapped cell of several lines, a name stays on its first line.
        const data = ws.getRangeByIndexes(FIRST_DATA_ROW, i, rows, 1);
        data.format.verticalAlignment = 'Top';
        if (c.quebrarTexto) data.format.wrapText = true;
      }
    });
    ws.freezePanes.freezeRows(f.linhasCongeladas);
    if (!print) return;
    // Printing: title and header on every page, A4 fitted to one page wide, page header and footer.
    const page = ws.pageLayout;
    page.setPrintTitleRows(`$${f.linhasRepetidas.primeira}:$${f.linhasRepetidas.ultima}`);
    page.paperSize = 'A4';
    page.orientation = f.pagina.orientacao === 'paisagem' ? 'Landscape' : 'Portrait';
    page.zoom = { horizontalFitToPages: f.pagina.ajustarLargura, verticalFitToPages: f.pagina.ajustarAltura };
    // Office.js takes the margins in points (72 an inch).
    const m = f.pagina.margens;
    const points = (inches: number): number => Math.round(inches * 7200) / 100;
    page.leftMargin = points(m.esquerda);
    page.rightMargin = points(m.direita);
    page.topMargin = points(m.superior);
    page.bottomMargin = points(m.inferior);
    page.headerMargin = points(m.cabecalho);
    page.footerMargin = points(m.rodape);
    const pages = page.headersFooters.defaultForAllPages;
    pages.centerHeader = f.cabecalhoPagina;
    pages.leftFooter = f.rodapeEsquerdo;
    pages.rightFooter = f.rodapeDireito;
    if (f.filtro) ws.autoFilter.apply(ws.getRange(f.filtro));
  }

  async addNames(nomes: NameDefinition[]): Promise<NamesOutcome> {
    // Excel 2021 and older: a LAMBDA name would show #NOME? in every cell that uses it.
    if (!this.supports(LAMBDA_NAMES_API)) throw new Error(NO_LAMBDA_MESSAGE);
    return this.run(async (context: Excel.RequestContext) => {
      const names = context.workbook.names;
      names.load('items/name,items/comment,items/formula');
      await context.sync();
      const out: NamesOutcome = { adicionados: [], atualizados: [], mantidos: [] };
      for (const n of nomes) {
        // Excel compares names ignoring case.
        const existing = names.items.find((x) => x.name.toUpperCase() === n.nome.toUpperCase());
        if (!existing) {
          names.add(n.nome, n.formula, n.comentario);
          out.adicionados.push(n.nome);
        } else if ((existing.comment ?? '').startsWith(NAME_MARKER)) {
          // The add-in's own name: rewritten with the current formula.
          existing.delete();
          names.add(n.nome, n.formula, n.comentario);
          out.atualizados.push(n.nome);
        } else out.mantidos.push(n.nome);
      }
      if (out.adicionados.length + out.atualizados.length > 0) await context.sync();
      return out;
    });
  }
}
