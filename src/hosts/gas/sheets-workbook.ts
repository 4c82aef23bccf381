/// <reference types="google-apps-script" />
// The workbook port over Apps Script's SpreadsheetApp (Google Sheets), synchronous as Apps Script is
// (SyncWorkbookPort): the one file of the Sheets host that touches a spreadsheet. Every sheet is read
// with one getValues and every table written with one setValues, so the number of service calls grows
// with the sheets and the columns, never with the candidates (test/hosts/gas counts them: 10 and 10,000).
//
// The add-in's marker on the sheets it writes: a DeveloperMetadata with the key OUTPUT_MARKER
// ("CotasSaida"), visible to the document (Sheets has no sheet-scoped names, and a named range would
// take a name of the commission's). A sheet without it is never deleted.
//
// Formatting (src/sheet/format.ts, the one description every writer applies): title in row 1 (bold,
// larger), header in row 2 (bold, filled, wrapped, bottom border), rows 1–2 frozen (Sheets repeats
// frozen rows on every printed page), a filter over the table, column widths, number formats,
// horizontal alignment, long text wrapped, the title merged across the table. Apps Script has no API for the page setup (A4,
// fit to width, header and footer) nor for the indent: those are Sheets' print dialog's. Each output
// sheet is protected as "warning only": a co-author who edits it is warned that the add-in wrote it
// and will replace it, but may go on (nobody is locked out).
//
// Two members generating at once: replaceOutput holds the document's lock (LockService) from its first
// read to its last write, and records when it began in a DeveloperMetadata of the spreadsheet
// (WRITING_KEY), so that the second member is told, before anything changes, that a write is under
// way and since when (the email of who began it would need one more OAuth scope: not asked).
//
// Google Sheets' limit of 10 million cells counts every cell of every sheet, blank ones included, and
// the new lists are written before the earlier ones are deleted: the output sheets are cut to their
// table (rows and columns), and the peak the replacement reaches is counted before anything is written
// (cellPeak): over the limit, it refuses and says where the lists can be generated instead.
import type { CellValue, SheetData } from '../../sheet';
import { OUTPUT_MARKER } from '../../sheet/cells';
import { FIRST_DATA_ROW_NUMBER, HEADER_ROW_NUMBER, TITLE_ROW_NUMBER, cellFormat } from '../../sheet/format';
import type { ColumnFormat, TableFormat } from '../../sheet/format';
import type { AppendedRows, CellRef, CellWrite, LaidOutTable, NamesOutcome, SyncWorkbookPort } from '../../app/port';
import { INCOMPLETE_TITLE, LEFTOVER_MESSAGE, busyMessage, planReplacement, temporarySheets } from '../../app/replace';
import type { ReplaceStep } from '../../app/replace';
import { errorMessage } from '../../app/plan';
import { rowFromSheets, toSheets, writtenFormat } from './cells';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The value of the marker (its key is OUTPUT_MARKER). */
export const MARKER_VALUE = 'Planilha gravada pelo complemento Cotas raciais: pode ser substituída na próxima geração das listas';

/** The description of the warning-only protection of an output sheet. */
export const PROTECTION_DESCRIPTION =
  'Gravada pelo complemento Cotas raciais: será substituída na próxima geração das listas. Corrija os dados de entrada, não esta planilha.';

/** A width in characters of the default font (TableFormat) as pixels, as Excel measures a column: 7 per character plus 5. */
export function columnWidthPixels(chars: number): number {
  return Math.round(chars * 7 + 5);
}

const HORIZONTAL: Record<ColumnFormat['alinhamento'], 'left' | 'right' | 'center'> = {
  esquerda: 'left',
  direita: 'right',
  centro: 'center',
};

function hasMarker(s: Sheet): boolean {
  return s.getDeveloperMetadata().some((m) => m.getKey() === OUTPUT_MARKER);
}

/** A row padded (or cut) to `width` cells, as setValues writes them. */
function fit(row: readonly CellValue[], width: number): (string | number | boolean | Date)[] {
  const out: (string | number | boolean | Date)[] = new Array(width);
  for (let c = 0; c < width; c++) out[c] = toSheets(row[c]);
  return out;
}

/** The part of Apps Script's Lock the port uses. */
export interface DocumentLock {
  waitLock(ms: number): void;
  tryLock(ms: number): boolean;
  releaseLock(): void;
}

/** How long an append waits for another member's append to end. */
export const LOCK_WAIT_MS = 30_000;

/**
 * How long a replacement waits for the document's lock: long enough for another member's append of
 * acts (a second or two), far shorter than another member's generation (which then is said at once).
 */
export const REPLACE_LOCK_WAIT_MS = 10_000;

/** The spreadsheet's DeveloperMetadata recording when the replacement under way began (its value: ISO time). */
export const WRITING_KEY = 'CotasGravacao';

/** Google Sheets' limit: cells of every sheet of a spreadsheet, blank ones included. */
export const SHEETS_CELL_LIMIT = 10_000_000;

/** A new sheet's grid before it is fitted to its table (Sheets' default: 1,000 rows × 26 columns). */
export const NEW_SHEET_CELLS = 1000 * 26;

/** The rows a written table takes: title, header, data, the rows below (at least one row below the frozen ones). */
export function tableRows(t: LaidOutTable): number {
  return Math.max(FIRST_DATA_ROW_NUMBER - 1 + t.tabela.linhas.length + (t.tabela.rodape?.length ?? 0), HEADER_ROW_NUMBER + 1);
}

/**
 * The most cells the spreadsheet holds at any point of the steps: `now` (every sheet's grid), plus
 * each new sheet as it is added (a default grid first, then cut or grown to its table: shrinking is
 * done before growing, see fitSheet), minus each earlier list when it is deleted — the deletions come
 * after every addition (replace.ts), so the peak is reached before them.
 */
export function cellPeak(
  now: number,
  steps: readonly ReplaceStep[],
  added: (table: number) => number,
  removed: (sheet: string) => number,
): number {
  let cells = now;
  let peak = now;
  for (const s of steps) {
    if (s.kind === 'add') {
      const size = added(s.table);
      peak = Math.max(peak, cells + Math.max(NEW_SHEET_CELLS, size));
      cells += size;
    } else if (s.kind === 'remove') cells -= removed(s.sheet);
  }
  return peak;
}

/** "10.200.000": a count of cells as the message shows it. */
function cellCount(n: number): string {
  return n.toLocaleString('pt-BR');
}

/** Why the replacement does not fit in Google Sheets' limit, and the way out. */
export function cellLimitMessage(now: number, peak: number): string {
  return (
    `Nada foi alterado: a gravação precisaria de ${cellCount(peak)} células na planilha Google (ela tem ${cellCount(now)} agora, ` +
    'contando as vazias, e as listas novas são gravadas antes de as anteriores serem apagadas), acima do limite de ' +
    `${cellCount(SHEETS_CELL_LIMIT)} células do Google Planilhas. Gere as listas na página web ou na linha de comando ` +
    '(docs/planilha.md), que não têm esse limite, ou apague da planilha Google as páginas, linhas e colunas vazias que não usa.'
  );
}

/** A date cell's number format. */
export const DATE_FORMAT = 'dd/mm/yyyy';

/** The document's lock (null where Apps Script has none: a standalone script). */
function documentLock(): DocumentLock | null {
  return typeof LockService === 'undefined' ? null : LockService.getDocumentLock();
}

export class SheetsWorkbook implements SyncWorkbookPort {
  /**
   * `spreadsheet` defaults to the one the script is bound to (or the add-on runs in), looked up at call
   * time; `lock` to the document's lock (LockService), which serialises two members' appends.
   */
  constructor(
    private readonly spreadsheet: () => Spreadsheet = () => SpreadsheetApp.getActiveSpreadsheet(),
    private readonly lock: () => DocumentLock | null = documentLock,
  ) {}

  /** The spreadsheet's name (for the reading report and the Memória de cálculo). */
  name(): string {
    return this.spreadsheet().getName();
  }

  readSheets(): SheetData[] {
    const ss = this.spreadsheet();
    return ss.getSheets().map((ws) => {
      const sheet: SheetData = { nome: ws.getName(), linhas: [] };
      if (ws.isSheetHidden()) sheet.oculta = true;
      if (hasMarker(ws)) sheet.doSuplemento = true;
      // getDataRange: from A1 to the last row and column with content, in one call; the values in one more.
      const range = ws.getDataRange();
      const values = range.getValues() as unknown[][];
      // A blank sheet gives one blank cell.
      if (!(values.length === 1 && values[0].length === 1 && values[0][0] === '')) sheet.linhas = values.map((r) => rowFromSheets(r));
      const merged = range.getMergedRanges().map((m) => m.getA1Notation());
      if (merged.length > 0) sheet.mescladas = merged;
      // Hidden and filtered rows are not read: Apps Script tells them one row per call (isRowHiddenByUser).
      return sheet;
    });
  }

  readSelection(): CellRef | null {
    const ss = this.spreadsheet();
    const cell = ss.getCurrentCell() ?? ss.getActiveRange();
    if (!cell) return null;
    return { planilha: cell.getSheet().getName(), celula: cell.getA1Notation().split(':')[0] };
  }

  selectCell(ref: CellRef): void {
    const ss = this.spreadsheet();
    const ws = ss.getSheetByName(ref.planilha);
    if (!ws) throw new Error(`A planilha '${ref.planilha}' não existe na planilha Google.`);
    if (ws.isSheetHidden()) {
      throw new Error(`A planilha '${ref.planilha}' está oculta: reexiba-a (menu Ver > Páginas ocultas) para ir à célula ${ref.celula}.`);
    }
    ss.setActiveSheet(ws);
    ws.getRange(ref.celula).activate();
  }

  writeCells(nome: string, celulas: CellWrite[]): void {
    const ss = this.spreadsheet();
    const found = ss.getSheetByName(nome);
    // The commission's sheet: only these cells written, everything else as it is; never marked as the add-in's.
    const ws = found ?? ss.insertSheet(nome, ss.getNumSheets());
    if (found) for (const m of ws.getDeveloperMetadata()) if (m.getKey() === OUTPUT_MARKER) m.remove();
    if (celulas.length === 0) return;
    const rows = celulas.reduce((n, c) => Math.max(n, c.linha + 1), 0);
    const width = celulas.reduce((n, c) => Math.max(n, c.coluna + 1), 0);
    this.ensureSize(ws, rows, width, false);
    // Text as text ("@": a "05/01/2026" or an "007" stays as typed), format before value. A small sheet: a call or two per cell.
    for (const { linha, coluna, valor } of celulas)
      ws.getRange(linha + 1, coluna + 1, 1, 1)
        .setNumberFormats([[writtenFormat(valor, null)]])
        .setValues([[toSheets(valor)]]);
  }

  appendRows(nome: string, cabecalho: CellValue[], linhas: CellValue[][]): AppendedRows {
    // Two members' server calls run at the same time: the end of the sheet is read and written under
    // the document's lock, so each gets rows of its own (test/app/acts.test.ts).
    const lock = this.lock();
    lock?.waitLock(LOCK_WAIT_MS);
    try {
      const ss = this.spreadsheet();
      const ws = ss.getSheetByName(nome) ?? ss.insertSheet(nome, ss.getNumSheets());
      const end = ws.getLastRow();
      const criada = end === 0;
      const rows = criada ? [cabecalho, ...linhas] : linhas;
      const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
      if (width > 0) {
        this.ensureSize(ws, end + rows.length, width, false);
        // A Date of the sheet layer is a calendar date at midnight UTC: Sheets takes a Date in the
        // script's time zone, so the date is given as that local midnight (cells.ts says why).
        const values = rows.map((r) =>
          Array.from({ length: width }, (_, c) => {
            const v = r[c];
            return v instanceof Date ? new Date(v.getUTCFullYear(), v.getUTCMonth(), v.getUTCDate()) : toSheets(v);
          }),
        );
        const formats = rows.map((r) =>
          Array.from({ length: width }, (_, c) => (r[c] instanceof Date ? DATE_FORMAT : writtenFormat(r[c] ?? null, null))),
        );
        ws.getRange(end + 1, 1, rows.length, width)
          .setNumberFormats(formats)
          .setValues(values);
      }
      // Apps Script batches writes: they reach the sheet before the lock is released.
      if (typeof SpreadsheetApp !== 'undefined') SpreadsheetApp.flush();
      const first = end + (criada ? 2 : 1);
      return { planilha: ws.getName(), primeiraLinha: first, ultimaLinha: first + linhas.length - 1, criada };
    } finally {
      lock?.releaseLock();
    }
  }

  replaceOutput(remover: string[], tabelas: LaidOutTable[]): string[] {
    // Two members' generations: one at a time. The second is told at once, nothing changed (test/hosts/gas/code.test.ts, "dois membros").
    const lock = this.lock();
    if (lock && !lock.tryLock(REPLACE_LOCK_WAIT_MS)) throw new Error(busyMessage({ desdeMs: this.writingSince() }, Date.now()));
    try {
      return this.replaceLocked(remover, tabelas);
    } finally {
      lock?.releaseLock();
    }
  }

  /** When the replacement under way began (WRITING_KEY), or null when none is recorded (the lock is another member's append). */
  private writingSince(): number | null {
    const m = this.spreadsheet()
      .getDeveloperMetadata()
      .find((x) => x.getKey() === WRITING_KEY);
    const t = m ? Date.parse(m.getValue() ?? '') : NaN;
    return Number.isNaN(t) ? null : t;
  }

  private replaceLocked(remover: string[], tabelas: LaidOutTable[]): string[] {
    const ss = this.spreadsheet();
    const all = ss.getSheets();
    const sheets = new Map(all.map((s) => [s.getName(), s]));
    const wanted = new Set(remover.map((n) => n.toLocaleLowerCase('pt-BR')));
    const marked = new Set(all.filter((s) => hasMarker(s)).map((s) => s.getName()));
    const plan = planReplacement({
      sheets: [...sheets.keys()],
      remover,
      marked: (name) => marked.has(name),
      tables: tabelas.map((t) => t.tabela.nome),
      added: [...marked].filter((n) => !wanted.has(n.toLocaleLowerCase('pt-BR'))),
    });
    if ('refusal' in plan) throw new Error(plan.refusal);
    // The cell limit, before anything is written.
    const size = new Map(all.map((s) => [s.getName(), s.getMaxRows() * s.getMaxColumns()]));
    const now = [...size.values()].reduce((a, b) => a + b, 0);
    const peak = cellPeak(
      now,
      plan.steps,
      (t) => tableRows(tabelas[t]) * tabelas[t].formato.colunas.length,
      (n) => size.get(n) ?? 0,
    );
    if (peak > SHEETS_CELL_LIMIT) throw new Error(cellLimitMessage(now, peak));
    ss.addDeveloperMetadata(WRITING_KEY, new Date().toISOString(), SpreadsheetApp.DeveloperMetadataVisibility.DOCUMENT);
    // Seen by another member's execution at once (Apps Script batches writes until a flush).
    SpreadsheetApp.flush();
    try {
      this.executeSteps(ss, sheets, plan.steps, tabelas);
    } catch (e) {
      throw this.removeTemporaries(ss, temporarySheets(plan), e);
    } finally {
      for (const m of ss.getDeveloperMetadata()) if (m.getKey() === WRITING_KEY) m.remove();
      // Everything written reaches the spreadsheet before the lock is released: the next member reads it.
      SpreadsheetApp.flush();
    }
    return plan.names;
  }

  /**
   * The plan's steps: every list written under a temporary name and a title that says it is
   * incomplete, then the earlier ones deleted, and each new one renamed and given its real title.
   */
  private executeSteps(ss: Spreadsheet, sheets: Map<string, Sheet>, steps: ReplaceStep[], tabelas: LaidOutTable[]): void {
    let end = sheets.size;
    for (const step of steps) {
      if (step.kind === 'add') {
        const ws = ss.insertSheet(step.sheet, end++);
        sheets.set(step.sheet, ws);
        // The add-in's marker: the next run may replace this sheet (a temporary one too).
        ws.addDeveloperMetadata(OUTPUT_MARKER, MARKER_VALUE, SpreadsheetApp.DeveloperMetadataVisibility.DOCUMENT);
        const { tabela: t, formato: f } = tabelas[step.table];
        this.writeTable(ws, INCOMPLETE_TITLE, t.cabecalho, t.linhas, f, t.rodape ?? []);
      } else if (step.kind === 'remove') ss.deleteSheet(sheets.get(step.sheet)!);
      else if (step.kind === 'rename') {
        const ws = sheets.get(step.sheet)!.setName(step.to);
        ws.getRange(TITLE_ROW_NUMBER, 1).setValues([[toSheets(tabelas[step.table].tabela.titulo)]]);
        sheets.set(step.to, ws);
      } else sheets.get(step.sheet)!.activate();
    }
  }

  /**
   * After a failed write, the temporary sheets still there deleted. The error to throw: the write's
   * own, and when a temporary could not be removed, which sheets were left, so that nobody takes them
   * for lists (their titles say so too: INCOMPLETE_TITLE).
   */
  private removeTemporaries(ss: Spreadsheet, temporaries: string[], error: unknown): unknown {
    try {
      for (const n of temporaries) {
        const ws = ss.getSheetByName(n);
        if (ws) ss.deleteSheet(ws);
      }
      return error;
    } catch {
      return new Error(`${errorMessage(error)} ${LEFTOVER_MESSAGE}`);
    }
  }

  /** Sheets has no workbook names with LAMBDA that a script can add: the bare =RESERVA is a custom function of the add-on itself. */
  addNames(): NamesOutcome {
    throw new Error('O Google Planilhas não tem nomes de pasta com LAMBDA: use a função =RESERVA(vagas; [grupo]) do complemento.');
  }

  /**
   * Rows and columns added when the sheet is smaller than `rows` × `width`; with `exact` (a new output
   * sheet), the rows and columns beyond cut too (at least one row below the frozen ones), cutting before
   * adding: every cell counts towards Sheets' limit, blank ones too, and cellPeak counts on that order.
   */
  private ensureSize(ws: Sheet, rows: number, width: number, exact: boolean): void {
    const maxRows = ws.getMaxRows();
    const maxColumns = ws.getMaxColumns();
    const need = exact ? Math.max(rows, HEADER_ROW_NUMBER + 1) : rows;
    if (exact && width < maxColumns) ws.deleteColumns(width + 1, maxColumns - width);
    if (exact && need < maxRows) ws.deleteRows(need + 1, maxRows - need);
    if (need > maxRows) ws.insertRowsAfter(maxRows, need - maxRows);
    if (width > maxColumns) ws.insertColumnsAfter(maxColumns, width - maxColumns);
  }

  /** One table on a new sheet: values and number formats in one call each, then the table format. */
  private writeTable(ws: Sheet, titulo: string, cabecalho: string[], linhas: CellValue[][], f: TableFormat, rodape: CellValue[][]): void {
    const width = f.colunas.length;
    const n = linhas.length;
    const total = FIRST_DATA_ROW_NUMBER - 1 + n + rodape.length;
    this.ensureSize(ws, total, width, true);
    const values: (string | number | boolean | Date)[][] = new Array(total);
    const formats: string[][] = new Array(total);
    const title = fit([titulo], width);
    values[TITLE_ROW_NUMBER - 1] = title;
    formats[TITLE_ROW_NUMBER - 1] = title.map((_, c) => writtenFormat(c === 0 ? titulo : null, null));
    values[HEADER_ROW_NUMBER - 1] = fit(cabecalho, width);
    formats[HEADER_ROW_NUMBER - 1] = f.colunas.map((_, c) => writtenFormat(cabecalho[c] ?? null, null));
    for (let r = 0; r < n; r++) {
      const row = linhas[r];
      values[FIRST_DATA_ROW_NUMBER - 1 + r] = fit(row, width);
      // Number formats with the values: "@" keeps inscrições such as "007" as text.
      formats[FIRST_DATA_ROW_NUMBER - 1 + r] = f.colunas.map((c, i) => writtenFormat(row[i] ?? null, cellFormat(c, row[i] ?? null)));
    }
    // The rows below the table (OutputTable.rodape: legend, signatures, the commission's carried text), plain.
    rodape.forEach((row, k) => {
      values[FIRST_DATA_ROW_NUMBER - 1 + n + k] = fit(row, width);
      formats[FIRST_DATA_ROW_NUMBER - 1 + n + k] = f.colunas.map((_, i) => writtenFormat(row[i] ?? null, null));
    });
    ws.getRange(1, 1, total, width).setNumberFormats(formats).setValues(values);
    // Merged across the table and wrapped: a long title is never cut at the edge of the printed page.
    const titleRow = ws.getRange(TITLE_ROW_NUMBER, 1, 1, width);
    if (width > 1) titleRow.merge();
    titleRow
      .setFontWeight(f.titulo.negrito ? 'bold' : 'normal')
      .setFontSize(f.titulo.tamanho)
      .setWrap(true)
      .setVerticalAlignment('top');
    ws.getRange(HEADER_ROW_NUMBER, 1, 1, width)
      .setFontWeight(f.cabecalho.negrito ? 'bold' : 'normal')
      .setBackground(f.cabecalho.preenchimento)
      .setWrap(f.cabecalho.quebrarTexto)
      .setVerticalAlignment('middle')
      .setBorder(null, null, true, null, null, null);
    // The header cell and the data below it, aligned alike (numbers right): one call for the whole table.
    const align = f.colunas.map((c) => HORIZONTAL[c.alinhamento]);
    ws.getRange(HEADER_ROW_NUMBER, 1, 1 + n, width).setHorizontalAlignments(Array.from({ length: 1 + n }, () => align));
    // Every data cell reads from the top (beside a wrapped cell of several lines); Sheets grows each row to its wrapped text.
    if (n > 0) ws.getRange(FIRST_DATA_ROW_NUMBER, 1, n, width).setVerticalAlignment('top');
    f.colunas.forEach((c, i) => {
      ws.setColumnWidth(i + 1, columnWidthPixels(c.largura));
      // One call per column whether it wraps or not: the service calls depend on the columns, never on the content.
      if (n > 0) ws.getRange(FIRST_DATA_ROW_NUMBER, i + 1, n, 1).setWrap(c.quebrarTexto);
    });
    ws.setFrozenRows(f.linhasCongeladas);
    if (f.filtro) ws.getRange(f.filtro).createFilter();
    ws.protect().setDescription(PROTECTION_DESCRIPTION).setWarningOnly(true);
  }
}
