// .xlsx reading and writing with exceljs.
import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
import { CellError, UncachedFormula } from '../../sheet/cells';
import { tableFormat } from '../../sheet/format';
import type { TableFormat } from '../../sheet/format';
import { markOutputSheets, worksheetOptions, writeFormattedTable } from './xlsx-format';
import { readXlsxBytes, readXlsxPath } from './xlsx-reader';
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
  /** SHA-256 (hex) of the normalized input: its first 16 digits go in every page's footer. */
  sha256?: string;
}

/**
 * Writes the tables as a workbook: one sheet per table, formatted and laid out for print as the one
 * description says (src/sheet/format.ts, applied by ./xlsx-format.ts: title in row 1, header in row 2,
 * both frozen and repeated on every printed page, filter, fitted widths, number formats, A4 fitted to
 * the width, footer with the page and the input's SHA-256). Text is always stored as text (a name
 * such as "=Maria" never becomes a formula). Atomic: writes a temporary file in the same folder and
 * renames it; on error nothing is left behind.
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
    const written: { ws: ExcelJS.Worksheet; formato: TableFormat }[] = [];
    for (const t of tables) {
      const formato = tableFormat(t, { sha256: opts.sha256 });
      const ws = wb.addWorksheet(t.nome, worksheetOptions(formato));
      writeFormattedTable(ws, t, formato);
      ws.commit();
      written.push({ ws, formato });
    }
    markOutputSheets(wb, written);
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
