// The browser's .xlsx writer: the whole workbook the web page hands back as a download, built in
// memory with exceljs's non-streaming Workbook and xlsx.writeBuffer() (no file, no stream, no Node).
// The add-in's tables are laid out and marked exactly as the command line's writer does (../xlsx.ts):
// both apply the one table description (src/sheet/format.ts) through ../xlsx-format.ts. The
// commission's own sheets (the candidates, Parâmetros) are written back as plain values, with the
// flags the reader keeps (hidden sheets and rows, merged areas), so that opening the downloaded file
// again in the page reads the same workbook — and a new run replaces the lists.
//
// In the web bundle, `exceljs` resolves to its browser build (package.json "browser": dist/exceljs.min.js);
// the page loads this module only when a result is downloaded (a chunk of its own).
import ExcelJS from 'exceljs';
import { fitCellText, looksLikeFormula } from '../../../sheet';
import { CellError, UncachedFormula } from '../../../sheet/cells';
import { tableFormat } from '../../../sheet/format';
import type { TableFormat } from '../../../sheet/format';
import type { CellValue, OutputTable, SheetData } from '../../../sheet';
import type { LaidOutTable } from '../../../app/port';
import { markOutputSheets, quotePrefixStyles, quoted, worksheetOptions, writeFormattedTable } from '../xlsx-format';

/** A sheet of the workbook to write: the commission's (plain values), or one of the add-in's tables. */
export type WorkbookSheet =
  { nome: string; dados: SheetData; tabela?: undefined } | { nome: string; tabela: LaidOutTable; dados?: undefined };

export interface BytesWriteOptions {
  /** Workbook author shown in the file properties. */
  autor?: string;
  /** When the file is made (default now). */
  criadoEm?: Date;
}

/** A plain cell as exceljs writes it: text stays text (never a formula), errors and uncached formulas as they were read. */
function exceljsValue(v: CellValue): ExcelJS.CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return fitCellText(v);
  if (v instanceof CellError) return { error: v.code as ExcelJS.CellErrorValue['error'] };
  if (v instanceof UncachedFormula) return { formula: v.formula } as ExcelJS.CellFormulaValue;
  return v as ExcelJS.CellValue;
}

/** One cell of the commission's written as a plain value (a blank clears it; the cell's style stays). */
export function writePlainCell(cell: ExcelJS.Cell, v: CellValue): void {
  if (v === null || v === undefined || v === '') {
    cell.value = null;
    return;
  }
  cell.value = exceljsValue(v);
  // Formula-like text keeps Excel's apostrophe (quotePrefix), as every writer neutralises it.
  if (looksLikeFormula(v)) cell.style = quoted(cell.style);
  // Dates as day/month/year (exceljs's default is the US mm-dd-yy).
  if (v instanceof Date) cell.numFmt = v.getUTCHours() || v.getUTCMinutes() || v.getUTCSeconds() ? 'dd/mm/yyyy hh:mm' : 'dd/mm/yyyy';
}

export function writePlainSheet(ws: ExcelJS.Worksheet, s: SheetData): void {
  s.linhas.forEach((linha, r) => {
    if (!linha || linha.length === 0) return;
    const row = ws.getRow(r + 1);
    linha.forEach((v, c) => {
      if (v === null || v === undefined || v === '') return;
      writePlainCell(row.getCell(c + 1), v);
    });
  });
  for (const r of s.linhasOcultas ?? []) ws.getRow(r + 1).hidden = true;
  for (const ref of s.mescladas ?? []) {
    try {
      ws.mergeCells(ref);
    } catch {
      /* an area exceljs cannot merge (overlapping): the values stay, unmerged */
    }
  }
}

/** The rows of a marked sheet read from a file, back as a table (title, header, data) to lay out as the add-in does. */
function tableOfSheet(s: SheetData): OutputTable {
  const [title = [], header = [], ...rest] = s.linhas;
  return {
    nome: s.nome,
    titulo: String(title[0] ?? ''),
    cabecalho: header.map((h) => (h === null || h === undefined ? '' : String(h))),
    linhas: rest,
    tipo: 'ampla',
  };
}

/**
 * The workbook of `sheets`, in order, as the bytes of an .xlsx. The add-in's tables carry its marker
 * (CotasSaida, scoped to each sheet) and their print titles; the commission's sheets do not.
 */
export async function writeWorkbookBytes(sheets: WorkbookSheet[], opts: BytesWriteOptions = {}): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = opts.autor ?? 'cotas-raciais';
  wb.created = opts.criadoEm ?? new Date();
  quotePrefixStyles(wb);
  const marked: { ws: ExcelJS.Worksheet; formato: TableFormat; index: number }[] = [];
  sheets.forEach((s, index) => {
    if (s.tabela) {
      const ws = wb.addWorksheet(s.nome, worksheetOptions(s.tabela.formato));
      writeFormattedTable(ws, { ...s.tabela.tabela, nome: s.nome }, s.tabela.formato);
      marked.push({ ws, formato: s.tabela.formato, index });
    } else if (s.dados.doSuplemento) {
      // A sheet the add-in wrote before (in a file opened again) that no run replaced: still the add-in's.
      const t = tableOfSheet(s.dados);
      const formato = tableFormat(t);
      const ws = wb.addWorksheet(s.nome, { ...worksheetOptions(formato), state: s.dados.oculta ? 'hidden' : 'visible' });
      writeFormattedTable(ws, t, formato);
      marked.push({ ws, formato, index });
    } else {
      const ws = wb.addWorksheet(s.nome, { state: s.dados.oculta ? 'hidden' : 'visible' });
      writePlainSheet(ws, s.dados);
    }
  });
  // Each marked sheet sits among the commission's: its names are scoped to its place in the workbook.
  markOutputSheets(wb, marked);
  const buffer = await wb.xlsx.writeBuffer();
  return buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer as ArrayBuffer);
}
