// .xlsx reading and writing with exceljs.
import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
import { CellError, UncachedFormula } from '../../sheet/cells';
import { tableFormat } from '../../sheet/format';
import type { TableFormat } from '../../sheet/format';
import { periodicCollection } from './memory';
import { formattedTableWriter, markOutputSheets, quotePrefixStyles, worksheetOptions } from './xlsx-format';
import { readXlsxBytes, readXlsxPath } from './xlsx-reader';
import { writeFailureReason } from './write-errors';
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
 * The rows of a worksheet loaded by exceljs's in-memory reader (row 1 = index 0; blank cells null):
 * for a workbook the program itself wrote and loaded whole, and the oracle the package reader is
 * tested against. Files from outside are read by the package reader (readXlsxBuffer). (exceljs copies
 * a merged range's value into all its cells; the file, Excel and the package reader have it in the first.)
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
 * sheets and rows, merged ranges and the add-in's output marker (xlsx-reader.ts: the one package
 * reader, each part streamed to the XML reader with its CRC-32 checked, nothing written to disk).
 */
export function readXlsxBuffer(buffer: Buffer | Uint8Array): Promise<SheetData[]> {
  return readXlsxBytes(buffer);
}

/** Reads an .xlsx file from disk (the package in memory, each part streamed out of it: readXlsxBuffer). */
export function readXlsxFile(arquivo: string): Promise<SheetData[]> {
  return readXlsxPath(arquivo);
}

/** Rows written before the writer waits for its output to drain. */
const ROWS_PER_BATCH = 2000;

/** Rows written between two full garbage collections (./memory.ts). */
const COLLECT_EVERY_ROWS = 250000;

/** Bytes of a sheet's XML waiting to be compressed beyond which the writer waits. */
const MAX_PENDING_BYTES = 8 * 1024 * 1024;

/**
 * Resolves when the sheet's XML written so far has mostly gone to the compressor. exceljs's streaming
 * worksheet writes into a buffer piped, ignoring backpressure, into archiver's input stream (a
 * PassThrough): that stream's own buffer is what grows. Without those internals (another exceljs), it
 * only yields to the event loop.
 */
async function drained(ws: ExcelJS.Worksheet): Promise<void> {
  const buffer = (ws as unknown as { _stream?: { pipes?: unknown[] } })._stream;
  // archiver's PassThrough comes from readable-stream 2 (no writableLength): its states say the same.
  const pipe = buffer?.pipes?.[0] as PendingStream | undefined;
  const pending = (): number => (pipe?._writableState?.length ?? 0) + (pipe?._readableState?.length ?? 0);
  if (!pipe?._writableState || !pipe._readableState || typeof pipe.once !== 'function') {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return;
  }
  while (pending() > MAX_PENDING_BYTES && !pipe._writableState.destroyed && !pipe._writableState.ended) {
    if (!pipe._writableState.needDrain) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      continue;
    }
    // Also on 'close' and 'error': a failed output never drains (the error reaches the commit).
    await new Promise<void>((resolve) => {
      const done = (): void => {
        pipe.removeListener('drain', done);
        pipe.removeListener('close', done);
        pipe.removeListener('error', done);
        resolve();
      };
      pipe.once('drain', done);
      pipe.once('close', done);
      pipe.once('error', done);
    });
  }
}

interface PendingStream {
  _writableState?: { length: number; needDrain: boolean; destroyed?: boolean; ended?: boolean };
  _readableState?: { length: number };
  once(event: string, f: () => void): unknown;
  removeListener(event: string, f: () => void): unknown;
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
  /**
   * Text in the workbook's shared-strings table (`t="s"`) instead of in each cell (`t="str"`); the
   * same values and formats for every reader. Default false: faster, and the table of every name,
   * CPF and inscrição is never held in memory (test/hosts/file/xlsx-escrita-em-lotes.test.ts).
   */
  textosCompartilhados?: boolean;
  /**
   * The tables are the writer's to consume: each row is let go of (its place emptied) once written,
   * so a million-row list shrinks as it is written (the command line's own tables; test/hosts/file/xlsx-escrita-em-lotes.test.ts).
   */
  consumirLinhas?: boolean;
}

/**
 * Writes the tables as a workbook: one sheet per table, formatted and laid out for print as the one
 * description says (src/sheet/format.ts, applied by ./xlsx-format.ts: title in row 1, header in row 2,
 * both frozen and repeated on every printed page, filter, fitted widths, number formats, A4 fitted to
 * the width, footer with the page and the input's SHA-256). Text is always stored as text, and a
 * formula-like one ("=Maria") with quotePrefix: it never becomes a formula, even edited. Atomic: writes a temporary file in the same folder and
 * renames it; on error nothing is left behind. `tables` may be a generator (finalListTablesOneByOne):
 * each table is written and dropped before the next is asked for, so only one is held at a time.
 */
export async function writeTablesXlsx(tables: Iterable<OutputTable>, destino: string, opts: WriteOptions = {}): Promise<void> {
  const dir = path.dirname(path.resolve(destino));
  const tmp = path.join(dir, `.${path.basename(destino)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  const seen = new Set<string>();
  const checkName = (t: OutputTable): void => {
    const k = t.nome.toLocaleLowerCase('pt-BR');
    if (!t.nome || Array.from(t.nome).length > 31 || /[[\]:*?/\\]/.test(t.nome) || /^'|'$/.test(t.nome)) {
      throw new Error(`nome de planilha inválido: '${t.nome}'`);
    }
    if (seen.has(k)) throw new Error(`nome de planilha repetido: '${t.nome}'`);
    seen.add(k);
  };
  // An array is checked whole before anything is written; a generator's tables as they come (an
  // error then removes the temporary file, as any other).
  if (Array.isArray(tables)) for (const t of tables) checkName(t);
  let out: fs.WriteStream | undefined;
  // The output's first failure (a full disk, a file-size limit): every wait below also ends on it, so
  // a failed write is an error and never a wait for an event that will not come (the event loop would
  // empty and the command end as if it had succeeded: test/cli/falhas-de-gravacao.test.ts).
  let failWith: (e: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (failWith = reject));
  failed.catch(() => undefined);
  const orFail = <T>(p: Promise<T>): Promise<T> => Promise.race([p, failed]);
  try {
    // Created here, synchronously, readable by the owner only (it holds every CPF), and announced at
    // once: the caller removes it if the process is interrupted before the rename.
    const fd = fs.openSync(tmp, 'wx', 0o600);
    opts.aoCriarTemporario?.(tmp);
    out = fs.createWriteStream(tmp, { fd });
    out.on('error', (e) => failWith(e));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: !!opts.textosCompartilhados });
    wb.creator = opts.autor ?? 'cotas-raciais';
    wb.created = new Date();
    // Formula-like text keeps Excel's apostrophe (quotePrefix): F2 and Enter never make it a formula.
    quotePrefixStyles(wb);
    const written: { ws: ExcelJS.Worksheet; formato: TableFormat }[] = [];
    const tick = periodicCollection(COLLECT_EVERY_ROWS);
    for (const t of tables) {
      if (!Array.isArray(tables)) checkName(t);
      const formato = tableFormat(t, { sha256: opts.sha256 });
      const ws = wb.addWorksheet(t.nome, worksheetOptions(formato));
      // In batches, waiting for the compressed output to drain between them: the sheet's XML of a
      // million rows is never held whole in memory (test/hosts/file/xlsx-escrita-em-lotes.test.ts).
      const w = formattedTableWriter(ws, t, formato);
      for (let from = 0; from < t.linhas.length; from += ROWS_PER_BATCH) {
        const to = Math.min(t.linhas.length, from + ROWS_PER_BATCH);
        w.rows(from, to);
        if (opts.consumirLinhas) (t.linhas as unknown[]).fill(null, from, to);
        tick(to - from);
        await orFail(drained(ws));
      }
      w.end();
      ws.commit();
      written.push({ ws, formato });
    }
    markOutputSheets(wb, written);
    await orFail(wb.commit());
    // 'finish' resolves commit(); the descriptor closes just after (Windows cannot rename an open file).
    const stream = out;
    if (!stream.closed) await orFail(new Promise<void>((resolve) => stream.once('close', () => resolve())));
    renameOver(tmp, destino);
  } catch (e) {
    out?.destroy();
    try {
      fs.rmSync(tmp, { force: true });
    } catch {
      /* nothing to clean */
    }
    throw writeProblem(e, dir);
  }
}

/**
 * Replaces `destino` by the finished temporary file, which was the owner's only while written (it
 * holds every CPF): the result takes the mode the old file had (colleagues on a shared folder keep
 * their access), or a new file's (0666 less the umask), as if written in place
 * (test/cli/falhas-de-gravacao.test.ts).
 */
function renameOver(tmp: string, destino: string): void {
  let mode: number;
  try {
    mode = fs.statSync(destino).mode & 0o777;
  } catch {
    mode = 0o666 & ~process.umask();
  }
  fs.chmodSync(tmp, mode);
  fs.renameSync(tmp, destino);
}

/**
 * A failure of the disk as a Portuguese sentence, never the runtime's English text ("ENOSPC: no space
 * left on device, write"); any other error as it is (test/cli/falhas-de-gravacao.test.ts).
 */
export function writeProblem(e: unknown, dir: string): unknown {
  const reason = writeFailureReason(e, dir);
  return reason === null ? e : new Error(reason);
}
