// File host, the Node part: reads .xlsx/.csv files from disk into sheets and writes the final lists as
// .xlsx (paths, streams, temporary files). What does not need Node lives in ./browser (the web page's
// part), imported here: the same kinds, messages and CSV reading.
import * as fs from 'fs';
import * as path from 'path';
import type { SheetData } from '../../sheet';
import { FileReadError, kindProblem, readCsvSheets, xlsxProblems as xlsxContentProblems } from './browser';
import { sniffFileKind } from './kind';
import { openingProblem } from './opening';
import { readXlsxFile } from './xlsx';

export { decodeText, decodeWindows1252, readCsv, sniffUtf16, writeCsv, MAX_CSV_PROBLEMS } from './csv';
export type { CsvReading, TextEncodingName } from './csv';
export { detectKind, sniffFileKind, PROBE_BYTES } from './kind';
export type { FileKind } from './kind';
export { readXlsxBuffer, readXlsxFile, writeTablesXlsx, plainValue, worksheetRows } from './xlsx';
export type { WriteOptions } from './xlsx';
export { OUTPUT_MARKER_NAME, XlsxContentError } from './xlsx-reader';
export { FileReadError } from './browser';

/** Why an .xlsx could not be read: the browser-safe reasons, and the disk's (errno codes). */
function xlsxProblems(nome: string, e: unknown): string[] {
  if (/^E[A-Z]+$|^ERR_FS_/.test(String((e as NodeJS.ErrnoException)?.code ?? ''))) return [openingProblem(nome, e)];
  return xlsxContentProblems(nome, e);
}

/** Reads a spreadsheet file (.xlsx, .xlsm or .csv, whatever its name) into sheets. Throws FileReadError with pt-BR problems. */
export async function readSpreadsheetFile(arquivo: string): Promise<{ sheets: SheetData[]; tipo: 'xlsx' | 'csv'; detalhe: string }> {
  const nome = path.basename(arquivo);
  let size: number;
  try {
    const st = fs.statSync(arquivo);
    if (st.isDirectory()) throw new FileReadError([`'${arquivo}' é uma pasta, não um arquivo`]);
    size = st.size;
    fs.accessSync(arquivo, fs.constants.R_OK);
  } catch (e) {
    if (e instanceof FileReadError) throw e;
    throw new FileReadError([openingProblem(arquivo, e)]);
  }
  if (size === 0) throw new FileReadError([`o arquivo '${nome}' está vazio`]);
  const kind = sniffFileKind(arquivo);
  if (kind === null) throw new FileReadError([openingProblem(arquivo, { code: 'EIO' })]);
  if (kind === 'xlsx') {
    try {
      // The package's bytes in memory, each part streamed to the XML reader (./xlsx-reader.ts).
      return { sheets: await readXlsxFile(arquivo), tipo: 'xlsx', detalhe: 'planilha .xlsx' };
    } catch (e) {
      throw new FileReadError(xlsxProblems(nome, e));
    }
  }
  if (kind === 'csv') {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(arquivo);
    } catch (e) {
      throw new FileReadError([openingProblem(arquivo, e)]);
    }
    return readCsvSheets(bytes, path.basename(arquivo));
  }
  throw new FileReadError([kindProblem(kind, nome) ?? `'${nome}': o arquivo não é uma planilha`]);
}
