/// <reference types="office-js" />
// WorkbookPort over Office.js (Excel JavaScript API). The only file of the add-in that touches
// `Excel.run`; everything else goes through the port, so it is tested without Office.
//
// Large sheets are read and written in blocks of rows: Excel on the web refuses requests and
// responses above about 5 MB, which a 100,000-row table exceeds in one go. Everything else is
// queued with the blocks: the number of round trips (context.sync) grows with the rows only.
import { fitCellText, isoToExcelSerial, sanitizeText } from '../../sheet';
import { CellError, OUTPUT_MARKER } from '../../sheet/cells';
import { FIRST_DATA_ROW_NUMBER, HEADER_ROW_NUMBER, TITLE_ROW_NUMBER, cellFormat, rowHeight } from '../../sheet/format';
import type { ColumnFormat, TableFormat } from '../../sheet/format';
import type { CellValue, SheetData } from '../../sheet';
import { NAME_MARKER } from '../../app/port';
import type { AppendedRows, CellRef, CellWrite, LaidOutTable, NameDefinition, NamesOutcome, WorkbookPort } from '../../app/port';
import { INCOMPLETE_TITLE, LEFTOVER_MESSAGE, planReplacement, replacementTargets, temporarySheets } from '../../app/replace';
import type { ReplaceStep } from '../../app/replace';
import { errorMessage } from '../../app/plan';

/** 0-based rows of a written table (Office.js indexes from 0). */
const TITLE_ROW = TITLE_ROW_NUMBER - 1;
const HEADER_ROW = HEADER_ROW_NUMBER - 1;
const FIRST_DATA_ROW = FIRST_DATA_ROW_NUMBER - 1;

/** Rows per request (10 columns × 5,000 rows stays well below 5 MB). */
export const BLOCK_ROWS = 5000;

/**
 * A width in characters of the default font (what TableFormat gives, and what the .xlsx file holds)
 * as Office.js's `columnWidth`, in points: Excel's column of w characters is 7w + 5 pixels (Calibri
 * 11), and a pixel is ¾ of a point.
 */
export function columnWidthPoints(chars: number): number {
  return Math.round((chars * 7 + 5) * 0.75 * 100) / 100;
}

/** The comment of the marker name on every sheet the add-in writes. */
const MARKER_COMMENT = 'Planilha gravada pelo suplemento Cotas raciais: pode ser substituída na próxima geração das listas';

const HORIZONTAL: Record<ColumnFormat['alinhamento'], 'Left' | 'Right' | 'Center'> = {
  esquerda: 'Left',
  direita: 'Right',
  centro: 'Center',
};

type Cell = string | number | boolean;

/** A value as Office.js writes it: text sanitized (never read as a formula) and cut to what a cell holds, blanks as "". */
export function toExcelValue(value: CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  return fitCellText(sanitizeText(value) as string);
}

/** A date cell's number format (en-US codes, as Office.js's numberFormat takes them). */
export const DATE_FORMAT = 'dd/mm/yyyy';

/** The number format of an appended cell: text as text, a date as a date. */
function appendedFormat(v: CellValue): string {
  if (v instanceof Date) return DATE_FORMAT;
  return typeof v === 'string' && v !== '' ? '@' : 'General';
}

/** An appended cell's value: a date as Excel's serial number (its format shows it as a date), anything else as written elsewhere. */
function appendedValue(v: CellValue): Cell {
  return v instanceof Date ? isoToExcelSerial(v.toISOString().slice(0, 10)) : toExcelValue(v);
}

function fit(row: readonly CellValue[], width: number): Cell[] {
  const out: Cell[] = new Array(width);
  for (let c = 0; c < width; c++) out[c] = toExcelValue(row[c]);
  return out;
}

/**
 * A row with its error cells (#N/D, #VALOR!…) as CellError: Office.js gives them as text, which the
 * sheet layer would otherwise read as a name or an inscrição (test/hosts/excel/office-workbook.test.ts).
 */
function withErrors(row: CellValue[], types: readonly string[]): CellValue[] {
  return row.map((v, c) => (types[c] === ERROR_TYPE ? new CellError(String(v)) : v));
}

/** "'Minha aba'!$C$7" → "C7": the cell of an address, without its sheet and $ signs (the first cell of a range). */
export function localAddress(address: string): string {
  return address
    .slice(address.lastIndexOf('!') + 1)
    .split(':')[0]
    .replace(/\$/g, '');
}

/** Excel.RangeValueType.error, as text: the enum object exists only inside Office. */
const ERROR_TYPE = 'Error';

/** `Excel.run` with one batch function (the only form we use). */
export type RunBatch = <T>(batch: (context: Excel.RequestContext) => Promise<T>) => Promise<T>;

/** A RangeAreas request (visible cells, merged areas) when this Excel has the method, else null. */
function areasOf(
  range: Excel.Range,
  method: 'getSpecialCellsOrNullObject' | 'getMergedAreasOrNullObject',
  arg?: string,
): Excel.RangeAreas | null {
  const fn = (range as unknown as Record<string, unknown>)[method];
  if (typeof fn !== 'function') return null;
  const areas = (fn as (this: Excel.Range, a?: string) => Excel.RangeAreas).call(range, arg);
  areas.load('isNullObject,address');
  return areas;
}

/** "Plan1!A1:C1, 'Minha aba'!D5" → ["A1:C1", "D5"] (the sheet prefix and $ signs dropped). */
export function areaAddresses(areas: Excel.RangeAreas | null): string[] {
  if (!areas || areas.isNullObject || typeof areas.address !== 'string') return [];
  const out: string[] = [];
  for (const m of areas.address.matchAll(/!?\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?(?=,|\s|$)/g))
    out.push(m[3] ? `${m[1]}${m[2]}:${m[3]}${m[4]}` : `${m[1]}${m[2]}`);
  return out;
}

/**
 * The 0-based rows of the used range not covered by any visible area: hidden or filtered out. With no
 * visible cell at all (null object), every row is hidden; without the method, none is known.
 */
export function hiddenRows(rowIndex: number, rowCount: number, visible: Excel.RangeAreas | null): number[] {
  if (!visible) return [];
  const covered = new Uint8Array(rowCount);
  if (!visible.isNullObject) {
    for (const a of areaAddresses(visible)) {
      const [from, to = from] = a.split(':');
      const r1 = Number(/\d+/.exec(from)![0]) - 1 - rowIndex;
      const r2 = Number(/\d+/.exec(to)![0]) - 1 - rowIndex;
      for (let r = Math.max(0, r1); r <= Math.min(rowCount - 1, r2); r++) covered[r] = 1;
    }
  }
  const out: number[] = [];
  for (let r = 0; r < rowCount; r++) if (covered[r] === 0) out.push(rowIndex + r);
  return out;
}

/** Whether this Excel has a version of the ExcelApi requirement set ("1.9"). */
export type ApiCheck = (version: string) => boolean;

/** Office's own answer; true where there is no Office (tests) or it cannot tell. */
function officeSupports(version: string): boolean {
  const office = (globalThis as { Office?: { context?: { requirements?: { isSetSupported?: (set: string, v: string) => boolean } } } })
    .Office;
  const check = office?.context?.requirements?.isSetSupported;
  if (typeof check !== 'function') return true;
  try {
    return check.call(office!.context!.requirements, 'ExcelApi', version);
  } catch {
    return true;
  }
}

/**
 * The print layout (pageLayout), the autofilter and the indent need ExcelApi 1.9, which Excel 2019
 * does not have: there, the lists are written with the rest of their format, and print as Excel's
 * default page. (Queuing a call this Excel does not know would fail the whole last round trip.)
 */
const PRINT_API = '1.9';
/** workbook.getActiveCell. */
const ACTIVE_CELL_API = '1.7';

export class OfficeWorkbook implements WorkbookPort {
  /**
   * `run` defaults to the global Excel.run (looked up at call time, so tests can mock it); `supports`
   * to Office.context.requirements.isSetSupported('ExcelApi', …).
   */
  constructor(
    private readonly run: RunBatch = (batch) => Excel.run(batch),
    private readonly supports: ApiCheck = officeSupports,
  ) {}

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
      const visible = used.map((u) => areasOf(u, 'getSpecialCellsOrNullObject', 'Visible'));
      const merged = used.map((u) => areasOf(u, 'getMergedAreasOrNullObject'));
      await context.sync();
      // Blocks of every sheet share the syncs: a sync is made when the blocks queued reach BLOCK_ROWS
      // rows, so ten small sheets cost one round trip, not ten.
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
      const queued: { linhas: CellValue[][]; lead: CellValue[]; block: Excel.Range }[] = [];
      let queuedRows = 0;
      const flush = async (): Promise<void> => {
        if (queued.length === 0) return;
        await context.sync();
        for (const q of queued) {
          const types = q.block.valueTypes as string[][];
          (q.block.values as CellValue[][]).forEach((row, r) => {
            const cells = types[r].includes(ERROR_TYPE) ? withErrors(row, types[r]) : row;
            q.linhas.push(q.lead.length ? q.lead.concat(cells) : cells);
          });
        }
        queued.length = 0;
        queuedRows = 0;
      };
      for (let i = 0; i < sheets.length; i++) {
        const u = used[i];
        if (u.isNullObject) continue;
        const linhas = out[i].linhas;
        for (let r = 0; r < u.rowIndex; r++) linhas.push([]);
        const lead: CellValue[] = new Array(u.columnIndex).fill(null);
        for (let start = 0; start < u.rowCount; start += BLOCK_ROWS) {
          const n = Math.min(BLOCK_ROWS, u.rowCount - start);
          if (queuedRows + n > BLOCK_ROWS) await flush();
          const block = sheets[i].getRangeByIndexes(u.rowIndex + start, u.columnIndex, n, u.columnCount);
          block.load('values,valueTypes');
          queued.push({ linhas, lead, block });
          queuedRows += n;
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
    let temporaries: string[] = [];
    try {
      return await this.run(async (context: Excel.RequestContext) => {
        const worksheets = context.workbook.worksheets;
        worksheets.load('items/name');
        await context.sync();
        const sheets = new Map(worksheets.items.map((s) => [s.name, s]));
        // The marker (worksheet.names) of each sheet to remove, read before anything changes.
        const markers = new Map(
          replacementTargets([...sheets.keys()], remover).old.map((name) => {
            const marker = sheets.get(name)!.names.getItemOrNullObject(OUTPUT_MARKER);
            marker.load('isNullObject');
            return [name, marker];
          }),
        );
        if (markers.size > 0) await context.sync();
        const plan = planReplacement({
          sheets: [...sheets.keys()],
          remover,
          marked: (name) => !markers.get(name)!.isNullObject,
          tables: tabelas.map((t) => t.tabela.nome),
        });
        if ('refusal' in plan) throw new Error(plan.refusal);
        temporaries = temporarySheets(plan);
        await this.executeSteps(context, sheets, plan.steps, tabelas);
        return plan.names;
      });
    } catch (e) {
      throw await this.removeTemporaries(temporaries, e);
    }
  }

  /**
   * The plan's steps. Everything is queued; the old sheets are deleted, and the new ones renamed and
   * given their real title, only in the last round trip, so a block that fails on the way (Excel on the
   * web offline, a sheet protected…) leaves the earlier lists all there and the new ones under names and
   * titles that say they are incomplete. Blocks of every table share the round trips.
   */
  private async executeSteps(
    context: Excel.RequestContext,
    sheets: Map<string, Excel.Worksheet>,
    steps: ReplaceStep[],
    tabelas: LaidOutTable[],
  ): Promise<void> {
    const queued = { rows: 0 };
    for (const step of steps) {
      if (step.kind === 'add') sheets.set(step.sheet, await this.addTable(context, step.sheet, tabelas[step.table], queued));
      else if (step.kind === 'remove') sheets.get(step.sheet)!.delete();
      else if (step.kind === 'rename') {
        const ws = sheets.get(step.sheet)!;
        ws.name = step.to;
        ws.getRangeByIndexes(TITLE_ROW, 0, 1, 1).values = [[toExcelValue(tabelas[step.table].tabela.titulo)]];
        sheets.set(step.to, ws);
      } else sheets.get(step.sheet)!.activate();
    }
    await context.sync();
  }

  /**
   * After a failed write: the temporary sheets still there deleted, in a round trip of their own (the
   * failed one may have left its context unusable). The error to throw: the write's own, and when the
   * temporaries could not be removed (the connection is still down), which sheets were left, so that
   * nobody takes them for lists (their titles say so too: INCOMPLETE_TITLE).
   */
  private async removeTemporaries(temporaries: string[], error: unknown): Promise<unknown> {
    if (temporaries.length === 0) return error;
    try {
      await this.run(async (context: Excel.RequestContext) => {
        const found = temporaries.map((n) => {
          const ws = context.workbook.worksheets.getItemOrNullObject(n);
          ws.load('isNullObject');
          return ws;
        });
        await context.sync();
        for (const ws of found) if (!ws.isNullObject) ws.delete();
        await context.sync();
      });
      return error;
    } catch {
      return new Error(`${errorMessage(error)} ${LEFTOVER_MESSAGE}`);
    }
  }

  /** A new sheet with the table, marked as the add-in's; a sync when the rows queued (`queued`, shared by the tables) reach BLOCK_ROWS. */
  private async addTable(
    context: Excel.RequestContext,
    name: string,
    { tabela: t, formato: f }: LaidOutTable,
    queued: { rows: number },
  ): Promise<Excel.Worksheet> {
    const ws = context.workbook.worksheets.add(name);
    // The add-in's marker: the next reading never takes this sheet for the candidates, and the next run may replace it.
    ws.names.add(OUTPUT_MARKER, ws.getRange('A1'), MARKER_COMMENT);
    // The real title comes with the rename, in the last round trip (planReplacement).
    this.formatSheet(ws, INCOMPLETE_TITLE, t.cabecalho, t.linhas.length, f);
    const width = f.colunas.length;
    const formatted = f.colunas.some((c) => c.formato !== null);
    for (let start = 0; start < t.linhas.length; start += BLOCK_ROWS) {
      const rows = t.linhas.slice(start, start + BLOCK_ROWS);
      if (queued.rows > 0 && queued.rows + rows.length > BLOCK_ROWS) {
        await context.sync();
        queued.rows = 0;
      }
      const block = ws.getRangeByIndexes(FIRST_DATA_ROW + start, 0, rows.length, width);
      // Number formats first: "@" keeps inscrições such as "007" as text. Codes, never sanitized.
      if (formatted) block.numberFormat = rows.map((r) => f.colunas.map((c, i) => cellFormat(c, r[i]) ?? 'General'));
      block.values = rows.map((r) => fit(r, width));
      // Rows as tall as their wrapped text: Excel measures it itself (src/sheet/format.ts estimates it for the file writer).
      if (f.colunas.some((c) => c.quebrarTexto)) block.format.autofitRows();
      queued.rows += rows.length;
    }
    // The rows below the table (OutputTable.rodape: legend, signatures, the commission's carried text), plain.
    const rodape = t.rodape ?? [];
    if (rodape.length > 0)
      ws.getRangeByIndexes(FIRST_DATA_ROW + t.linhas.length, 0, rodape.length, width).values = rodape.map((r) => fit(r, width));
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
