// The command line's .xlsx reading: the file's bytes given to the one package reader
// (./browser/xlsx-read.ts, the web page's too: JSZip, each part streamed to the XML reader, CRC-32
// checked). The package is read into memory (compressed: a 1 million-row workbook is tens of MB) and
// nothing of it is written to disk, not even to the temporary folder (the streaming unzip used before
// copied sheets there in plain text; test/hosts/file/pacote-leitura.test.ts). The decompressed XML is
// never held whole: memory stays bounded by the rows kept (test/cli/planilha/grande.test.ts,
// test/hosts/file/xlsx-memoria.test.ts), with a full garbage collection every so many bytes of XML
// (./memory.ts).
import * as fs from 'fs';
import type { SheetData } from '../../sheet';
import { readXlsxPackage } from './browser/xlsx-read';
import { periodicCollection } from './memory';

export { XlsxContentError } from './browser/xlsx-errors';

/** The marker the add-in leaves on every sheet it writes (src/sheet/cells.ts). */
export { OUTPUT_MARKER as OUTPUT_MARKER_NAME } from '../../sheet/cells';

/** Megabytes of XML read between two full garbage collections (./memory.ts). */
const COLLECT_EVERY_XML_BYTES = 128 * 1024 * 1024;

/** Reads an .xlsx held in memory. */
export function readXlsxBytes(bytes: Uint8Array): Promise<SheetData[]> {
  return readXlsxPackage(bytes, { onBytes: periodicCollection(COLLECT_EVERY_XML_BYTES) });
}

/** Reads an .xlsx file from disk (its bytes, then the package reader). */
export async function readXlsxPath(arquivo: string): Promise<SheetData[]> {
  return readXlsxBytes(await fs.promises.readFile(arquivo));
}
