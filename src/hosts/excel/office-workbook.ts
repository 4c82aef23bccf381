/// <reference types="office-js" />
// WorkbookPort over Office.js (Excel JavaScript API). The only file of the add-in that touches
// `Excel.run`; everything else goes through the port, so it is tested without Office.
//
// Large sheets are read and written in blocks of rows: Excel on the web refuses requests and
// responses above about 5 MB, which a 100,000-row table exceeds in one go.
import { SheetNamer, fitCellText, sanitizeText } from '../../sheet';
import { CellError } from '../../sheet/cells';
import type { CellValue, OutputTable, SheetData } from '../../sheet';
import { FIRST_DATA_ROW, HEADER_ROW, OUTPUT_MARKER, TITLE_ROW } from './port';
import type { WorkbookPort } from './port';

/** Rows per request (10 columns × 5,000 rows stays well below 5 MB). */
export const BLOCK_ROWS = 5000;

/** Excel column width unit: points; about 7 points per character of the default font. */
const POINTS_PER_CHAR = 7;

type Cell = string | number | boolean;

/** A value as Office.js writes it: text sanitized (never read as a formula) and cut to what a cell holds, blanks as "". */
export function toExcelValue(value: CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  return fitCellText(sanitizeText(value) as string);
}

function fit(row: readonly CellValue[], width: number): Cell[] {
  const out: Cell[] = new Array(width);
  for (let c = 0; c < width; c++) out[c] = toExcelValue(row[c]);
  return out;
}

/**
 * A row with its error cells (#N/D, #VALOR!…) as CellError: Office.js gives them as text, which the
 * sheet layer would otherwise read as a name or an inscrição (issue 9, row 8).
 */
function withErrors(row: CellValue[], types: readonly string[]): CellValue[] {
  return row.map((v, c) => (types[c] === ERROR_TYPE ? new CellError(String(v)) : v));
}

/** Excel.RangeValueType.error, as text: the enum object exists only inside Office. */
const ERROR_TYPE = 'Error';

/** `Excel.run` with one batch function (the only form we use). */
export type RunBatch = <T>(batch: (context: Excel.RequestContext) => Promise<T>) => Promise<T>;

/** A RangeAreas request (visible cells, merged areas) when this Excel has the method, else null. */
function areasOf(range: Excel.Range, method: 'getSpecialCellsOrNullObject' | 'getMergedAreasOrNullObject', arg?: string): Excel.RangeAreas | null {
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
  for (const m of areas.address.matchAll(/!?\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?(?=,|\s|$)/g)) out.push(m[3] ? `${m[1]}${m[2]}:${m[3]}${m[4]}` : `${m[1]}${m[2]}`);
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

export class OfficeWorkbook implements WorkbookPort {
  /** `run` defaults to the global Excel.run (looked up at call time, so tests can mock it). */
  constructor(private readonly run: RunBatch = (batch) => Excel.run(batch)) {}

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

  async writeTables(tables: OutputTable[]): Promise<string[]> {
    return this.run(async (context: Excel.RequestContext) => {
      const worksheets = context.workbook.worksheets;
      worksheets.load('items/name');
      await context.sync();
      const namer = new SheetNamer(worksheets.items.map((s) => s.name));
      const names: string[] = [];
      let first: Excel.Worksheet | null = null;
      for (const t of tables) {
        const name = namer.name(t.nome);
        const ws = worksheets.add(name);
        first ??= ws;
        // The add-in's marker (port.ts): the next reading never takes this sheet for the candidates.
        ws.names.add(OUTPUT_MARKER, ws.getRange('A1'), 'Planilha gravada pelo suplemento Cotas raciais');
        const width = Math.max(1, t.cabecalho.length);
        const title = ws.getRangeByIndexes(TITLE_ROW, 0, 1, 1);
        title.values = [[toExcelValue(t.titulo)]];
        title.format.font.bold = true;
        const header = ws.getRangeByIndexes(HEADER_ROW, 0, 1, width);
        header.values = [fit(t.cabecalho, width)];
        header.format.font.bold = true;
        // Number formats are codes ("@", "0", "#,##0.00"), not text: never sanitized.
        const formats = t.formatos ? Array.from({ length: width }, (_, c) => t.formatos?.[c] ?? 'General') : null;
        for (let start = 0; start < t.linhas.length; start += BLOCK_ROWS) {
          const rows = t.linhas.slice(start, start + BLOCK_ROWS);
          const block = ws.getRangeByIndexes(FIRST_DATA_ROW + start, 0, rows.length, width);
          // Number formats first: "@" keeps inscrições such as "007" as text.
          if (formats) block.numberFormat = rows.map(() => formats.slice());
          block.values = rows.map((r) => fit(r, width));
          await context.sync();
        }
        (t.larguras ?? []).forEach((chars, c) => {
          if (c < width) ws.getRangeByIndexes(0, c, 1, 1).format.columnWidth = chars * POINTS_PER_CHAR;
        });
        ws.freezePanes.freezeRows(FIRST_DATA_ROW);
        names.push(name);
      }
      if (first) first.activate();
      await context.sync();
      return names;
    });
  }
}
