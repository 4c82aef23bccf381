// .xlsx reading and writing with exceljs.
import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
import { fitCellText } from '../../sheet';
import { CellError, UncachedFormula } from '../../sheet/cells';
import { OUTPUT_MARKER_NAME, readXlsxBytes, readXlsxPath } from './xlsx-reader';
import type { CellValue, OutputTable, SheetData } from '../../sheet';

/**
 * Converts an exceljs cell value to a plain cell value: formulas give their cached result, or an
 * UncachedFormula when the file holds none; error values give a CellError.
 */
export function plainValue(v: unknown): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v;
  if (v instanceof CellError || v instanceof UncachedFormula) return v;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('richText' in o && Array.isArray(o.richText)) return (o.richText as { text?: string }[]).map((r) => r.text ?? '').join('');
    if ('formula' in o || 'sharedFormula' in o) {
      if (o.result === undefined || o.result === null) return new UncachedFormula(String(o.formula ?? o.sharedFormula ?? ''));
      return plainValue(o.result);
    }
    if ('error' in o) return new CellError(String(o.error));
    if ('text' in o) return plainValue(o.text);
    if ('hyperlink' in o) return String(o.hyperlink);
  }
  return String(v);
}

/**
 * The rows of a worksheet loaded by exceljs's in-memory reader (row 1 = index 0; blank cells null).
 * The file host reads with the streaming reader (readXlsxBuffer); this is for a workbook already
 * loaded whole, and the oracle the streaming reader is tested against. (That reader copies a merged
 * range's value into all its cells; the file, Excel and the streaming reader have it in the first.)
 */
export function worksheetRows(ws: ExcelJS.Worksheet): CellValue[][] {
  const linhas: CellValue[][] = [];
  ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: CellValue[] = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      values[col - 1] = plainValue(cell.value);
    });
    for (let i = 0; i < values.length; i++) if (values[i] === undefined) values[i] = null;
    linhas[rowNumber - 1] = values;
  });
  for (let i = 0; i < linhas.length; i++) if (!linhas[i]) linhas[i] = [];
  return linhas;
}

/**
 * Reads every sheet of an .xlsx buffer as 2-D arrays (row 1 = index 0; blank cells null), with hidden
 * sheets and rows, merged ranges and the add-in's output marker (xlsx-reader.ts: exceljs's streaming
 * reader, so memory stays bounded by the rows).
 */
export function readXlsxBuffer(buffer: Buffer | Uint8Array): Promise<SheetData[]> {
  return readXlsxBytes(buffer);
}

/** Reads an .xlsx file from disk without loading the whole package in memory first. */
export function readXlsxFile(arquivo: string): Promise<SheetData[]> {
  return readXlsxPath(arquivo);
}

export interface WriteOptions {
  /** Workbook author shown in the file properties. */
  autor?: string;
  /**
   * Called with the temporary file's path as soon as it exists (before any row is written), so that
   * the caller can remove it if the process is interrupted (SIGINT/SIGTERM): it holds every CPF.
   */
  aoCriarTemporario?: (caminho: string) => void;
}

function textLength(v: CellValue, fmt: string | null | undefined): number {
  if (v === null || v === undefined) return 0;
  if (typeof v === 'number') return fmt && fmt.includes('.') ? String(Math.round(v)).length + 4 : String(v).length;
  if (v instanceof Date) return 10;
  return String(v).length;
}

/**
 * Writes the tables as a workbook: one sheet per table, the title in row 1 and the bold header in
 * row 2 (both frozen, with filter),
 * widths fitted to the content, Excel number formats per column. Text is always stored as text (a
 * name such as "=Maria" never becomes a formula). Atomic: writes a temporary file in the same folder
 * and renames it; on error nothing is left behind.
 */
export async function writeTablesXlsx(tables: OutputTable[], destino: string, opts: WriteOptions = {}): Promise<void> {
  const dir = path.dirname(path.resolve(destino));
  const tmp = path.join(dir, `.${path.basename(destino)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  const seen = new Set<string>();
  for (const t of tables) {
    const k = t.nome.toLocaleLowerCase('pt-BR');
    if (!t.nome || Array.from(t.nome).length > 31 || /[[\]:*?/\\]/.test(t.nome) || /^'|'$/.test(t.nome)) {
      throw new Error(`nome de aba inválido: '${t.nome}'`);
    }
    if (seen.has(k)) throw new Error(`nome de aba repetido: '${t.nome}'`);
    seen.add(k);
  }
  let out: fs.WriteStream | undefined;
  try {
    // Created here, synchronously, readable by the owner only (it holds every CPF), and announced at
    // once: the caller removes it if the process is interrupted before the rename.
    const fd = fs.openSync(tmp, 'wx', 0o600);
    opts.aoCriarTemporario?.(tmp);
    out = fs.createWriteStream(tmp, { fd });
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
    wb.creator = opts.autor ?? 'cotas-raciais';
    wb.created = new Date();
    for (const t of tables) {
      const ws = wb.addWorksheet(t.nome, {
        views: [{ state: 'frozen', xSplit: 0, ySplit: 2, activeCell: 'A3' }],
        headerFooter: { oddHeader: `&C${t.titulo.replace(/&/g, '&&')}`, oddFooter: '&LPágina &P de &N&R&D &T' },
        pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
      });
      const ncol = t.cabecalho.length;
      const widths = t.cabecalho.map((h, i) => {
        let w = Math.max(h.length + 2, 6);
        for (let r = 0; r < Math.min(t.linhas.length, 2000); r++) w = Math.max(w, textLength(t.linhas[r][i], t.formatos?.[i]) + 2);
        return Math.min(w, i === ncol - 1 ? 120 : 60);
      });
      ws.columns = t.cabecalho.map((h, i) => ({ key: `c${i}`, width: widths[i] }));
      const title = ws.addRow([t.titulo]);
      title.font = { bold: true, size: 13 };
      title.commit();
      const header = ws.addRow(t.cabecalho);
      header.font = { bold: true };
      header.alignment = { vertical: 'middle', wrapText: true };
      header.eachCell((cell) => {
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
        cell.border = { bottom: { style: 'thin' } };
      });
      header.commit();
      for (const linha of t.linhas) {
        const row = ws.addRow(linha.map((v) => (v === undefined ? null : typeof v === 'string' ? fitCellText(v) : v)));
        for (let i = 0; i < ncol; i++) {
          const fmt = t.formatos?.[i];
          const v = linha[i];
          if (fmt && v !== null && v !== undefined && v !== '') {
            // Text format '@' only on text cells; numbers keep their number format.
            if (typeof v === 'number' && fmt !== '@') row.getCell(i + 1).numFmt = fmt;
            else if (typeof v === 'string' && fmt === '@') row.getCell(i + 1).numFmt = '@';
          }
          if (t.tipo === 'memoria' && i === ncol - 1) row.getCell(i + 1).alignment = { wrapText: true, vertical: 'top' };
        }
        row.commit();
      }
      if (t.linhas.length > 0) ws.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2 + t.linhas.length, column: ncol } };
      ws.commit();
    }
    markOutputSheets(wb, tables.map((t) => t.nome));
    await wb.commit();
    // 'finish' resolves commit(); the descriptor closes just after (Windows cannot rename an open file).
    const stream = out;
    if (!stream.closed) await new Promise<void>((resolve) => stream.once('close', () => resolve()));
    fs.renameSync(tmp, destino);
  } catch (e) {
    out?.destroy();
    try {
      fs.rmSync(tmp, { force: true });
    } catch {
      /* nothing to clean */
    }
    throw e;
  }
}

/**
 * Marks every sheet as written by the add-in: a defined name `CotasSaida` scoped to the sheet
 * (localSheetId), referring to its $A$1 — what the Office.js adapter writes with
 * `worksheet.names.add('CotasSaida', …)`. exceljs's API has no sheet-scoped names (only print areas
 * get a localSheetId), but its workbook.xml writer renders `localSheetId` from the model, so the model
 * is given here. Should a future exceljs drop that private field, the fallback is one workbook-level
 * name `CotasSaida` listing every sheet's $A$1; the reader accepts both forms.
 */
function markOutputSheets(wb: ExcelJS.stream.xlsx.WorkbookWriter, nomes: string[]): void {
  const ref = (nome: string): string => `'${nome.replace(/'/g, "''")}'!$A$1`;
  const internal = wb as unknown as { _definedNames?: { model?: unknown } };
  if (internal._definedNames && Array.isArray(internal._definedNames.model) && internal._definedNames.model.length === 0) {
    const model = nomes.map((nome, i) => ({ name: OUTPUT_MARKER_NAME, localSheetId: i, ranges: [ref(nome)] }));
    internal._definedNames = { model };
    return;
  }
  for (const nome of nomes) wb.definedNames.add(ref(nome), OUTPUT_MARKER_NAME);
}
