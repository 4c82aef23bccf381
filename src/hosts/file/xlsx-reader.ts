// The Node .xlsx reader: exceljs's streaming WorkbookReader (ExcelJS.stream.xlsx.WorkbookReader) for the
// package (zip entries, shared strings, styles, workbook.xml), and our own reading of each sheet's XML
// (./browser/xlsx-sheet.ts, shared with the browser reader) so that nothing the streaming reader drops is lost: hidden rows (`<row hidden="1">`, which is also how
// a filter hides rows), merged ranges (`<mergeCell>`), error cells (t="e" → CellError), formulas saved
// without a result (→ UncachedFormula), boolean and error formula results, dates in the 1900 and 1904
// systems. Memory stays bounded by the rows kept (plain arrays), never by exceljs's cell objects: a
// 1 million-row workbook is read where the in-memory reader ran out of heap (test/cli/planilha/grande.test.ts).
//
// Used for every .xlsx (one code path, whatever the size): the streaming reader supports all we need.
import * as fs from 'fs';
import { Readable } from 'stream';
import ExcelJS from 'exceljs';
import type { SheetData } from '../../sheet';
import { XlsxContentError } from './browser/xlsx-errors';
import { periodicCollection } from './memory';
import { assembleSheets, missingSheetsMessage, parseSheet } from './browser/xlsx-sheet';
import type { PackageContext, ParsedSheet } from './browser/xlsx-sheet';

export { XlsxContentError } from './browser/xlsx-errors';

/** The streaming unzip ended before the package's parts were all read. */
class IncompletePackageError extends XlsxContentError {}

/**
 * Packages written without compression (STORE: JSZip's default, some scripts) are read only
 * intermittently by unzipper's streaming parse (measured: 6 failures in 20 reads of the same file);
 * compressed entries, as Excel and LibreOffice write, always. Such a package, when not larger than
 * this, is repacked compressed in memory (JSZip, exceljs's own dependency) and read again.
 */
export const MAX_REPACK_BYTES = 200 * 1024 * 1024;

interface JSZipEntry {
  dir: boolean;
  async(type: 'uint8array'): Promise<Uint8Array>;
}
interface JSZipLike {
  files: Record<string, JSZipEntry>;
  file(name: string, data: Uint8Array, o: object): void;
  generateAsync(o: object): Promise<Buffer>;
}

async function repacked(bytes: Uint8Array): Promise<Buffer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const JSZip = require('jszip') as { new (): JSZipLike; loadAsync(b: Uint8Array): Promise<JSZipLike> };
  const src = await JSZip.loadAsync(bytes);
  const out = new JSZip();
  // Every entry compressed (a loaded entry keeps its own method otherwise), the workbook's parts
  // before its sheets.
  const rank = (n: string): number => (/^xl\/worksheets\//.test(n) ? 1 : 0);
  const names = Object.keys(src.files)
    .filter((n) => !src.files[n].dir)
    .sort((a, b) => rank(a) - rank(b));
  for (const n of names) out.file(n, await src.files[n].async('uint8array'), { compression: 'DEFLATE', createFolders: false });
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
}

/** Reads an .xlsx file from disk, streamed (see readXlsxStream), repacking it if the stream falls short. */
export async function readXlsxPath(arquivo: string): Promise<SheetData[]> {
  try {
    return await readXlsxStream(arquivo);
  } catch (e) {
    if (!(e instanceof IncompletePackageError) || fs.statSync(arquivo).size > MAX_REPACK_BYTES) throw e;
    return readXlsxStream(Readable.from([await repacked(fs.readFileSync(arquivo))]));
  }
}

/** The marker the add-in leaves on every sheet it writes (src/sheet/cells.ts). */
export { OUTPUT_MARKER as OUTPUT_MARKER_NAME } from '../../sheet/cells';

interface StreamWorkbook {
  model?: {
    sheets?: { name: string; id: number; state?: string; rId: string }[];
    definedNames?: { name: string; ranges: string[]; localSheetId?: number }[];
  };
  workbookRels?: { Id: string; Target: string; Type?: string }[];
  properties?: { model?: { date1904?: boolean } };
  sharedStrings?: unknown[];
  styles: { getStyleModel(id: number): { numFmt?: string } | null };
  on(event: 'entry', f: (e: { type: string; id?: string }) => void): void;
  [Symbol.asyncIterator](): AsyncGenerator<{ iterator: AsyncIterable<unknown>; name: string }>;
}

/** Reads every sheet of an .xlsx (a file path or a stream) with exceljs's streaming reader. */
export async function readXlsxStream(input: string | Readable): Promise<SheetData[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  }) as unknown as StreamWorkbook;
  // exceljs matches a sheet to workbook.xml as the sheet arrives and fails ("reading 'sheets'") when
  // workbook.xml comes later in the zip; the names and states are taken at the end here anyway.
  if (!reader.model) reader.model = { sheets: [] };
  const seen = new Set<string>();
  let sheetNo = '';
  reader.on('entry', (e) => {
    seen.add(e.type);
    if (e.type === 'worksheet') sheetNo = String(e.id);
  });
  const parsed: ParsedSheet[] = [];
  // A sheet that comes before workbook.xml or styles.xml in the zip (an unusual order) is kept as raw
  // XML and read at the end, when the date system and number formats are known.
  const waiting: { sheetNo: string; chunks: Buffer[] }[] = [];
  const tick = periodicCollection(COLLECT_EVERY_XML_BYTES);
  for await (const ws of reader) {
    if (seen.has('workbook') && seen.has('styles')) {
      parsed.push(await parseSheet(counted(ws.iterator, tick), sheetNo, context(reader)));
    } else {
      const chunks: Buffer[] = [];
      for await (const chunk of ws.iterator) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
      waiting.push({ sheetNo, chunks });
    }
  }
  for (const w of waiting) parsed.push(await parseSheet(w.chunks, w.sheetNo, context(reader)));

  // unzipper's streaming parse can end early on some packages (seen with uncompressed entries) instead
  // of failing: a package read without its workbook.xml, relationships or shared strings is refused,
  // never returned half-read.
  const usesShared = parsed.some((p) => p.usesSharedStrings);
  if (!seen.has('workbook') || !reader.workbookRels || (usesShared && !reader.sharedStrings)) {
    throw new IncompletePackageError(
      'o pacote do arquivo não pôde ser lido por inteiro (faltam partes da pasta de trabalho); abra a planilha no Excel e salve de novo como .xlsx',
    );
  }
  // Workbook order, names and states from workbook.xml and its relationships.
  const { sheets, missing } = assembleSheets(
    reader.model?.sheets ?? [],
    reader.workbookRels ?? [],
    reader.model?.definedNames ?? [],
    parsed,
  );
  // (Incomplete: on an uncompressed package the streaming unzip may have skipped the entry.)
  if (missing.length) throw new IncompletePackageError(missingSheetsMessage(missing));
  return sheets;
}

/** Megabytes of a sheet's XML read between two full garbage collections (./memory.ts). */
const COLLECT_EVERY_XML_BYTES = 128 * 1024 * 1024;

/** The chunks of a sheet's XML, each counted (its length in bytes) as it goes by. */
async function* counted(chunks: AsyncIterable<unknown>, count: (bytes: number) => void): AsyncGenerator<unknown> {
  for await (const chunk of chunks) {
    count((chunk as { length?: number }).length ?? 0);
    yield chunk;
  }
}

function context(wb: StreamWorkbook): PackageContext {
  return {
    sharedStrings: wb.sharedStrings,
    date1904: !!wb.properties?.model?.date1904,
    numFmtOfStyle: (s) => wb.styles.getStyleModel(s)?.numFmt,
  };
}

/** Reads an .xlsx held in memory (same reader, fed from the buffer). */
export async function readXlsxBytes(bytes: Uint8Array): Promise<SheetData[]> {
  try {
    return await readXlsxStream(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]));
  } catch (e) {
    if (!(e instanceof IncompletePackageError) || bytes.byteLength > MAX_REPACK_BYTES) throw e;
    return readXlsxStream(Readable.from([await repacked(bytes)]));
  }
}
