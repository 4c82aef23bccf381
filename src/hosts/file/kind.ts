// What a file is, by its content (issue 9: a .xlsm or an extension-less workbook was sent to the JSON
// parser). No exceljs here: the command line asks before deciding which reader to load.
import * as fs from 'fs';
import * as path from 'path';
import { sniffUtf16 } from './csv';

export type FileKind = 'xlsx' | 'xlsb' | 'csv' | 'xls' | 'protegida' | 'ods' | 'docx' | 'zip' | 'json' | 'binario';

/** How many bytes of the start and of the end of a file detectKind looks at. */
export const PROBE_BYTES = 65536;

const latin1 = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1');

/**
 * What the bytes are, by content (the extension only breaks ties between text formats). `bytes` is
 * the file or its first PROBE_BYTES; `tail`, the last PROBE_BYTES of a zip (its central directory
 * names every entry, so a workbook is told from a Word document or a plain .zip).
 */
export function detectKind(bytes: Uint8Array, nome: string, tail?: Uint8Array): FileKind {
  const ext = path.extname(nome).toLowerCase();
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    const names = latin1(bytes.subarray(0, Math.min(bytes.length, PROBE_BYTES))) + (tail ? latin1(tail) : '');
    if (names.includes('application/vnd.oasis.opendocument.spreadsheet')) return 'ods';
    if (names.includes('xl/workbook.xml')) return 'xlsx';
    if (names.includes('xl/workbook.bin')) return 'xlsb';
    if (names.includes('word/document.xml')) return 'docx';
    // A zip named as a workbook whose entries cannot be told: a damaged workbook (the reader says so).
    if (ext === '.xlsx' || ext === '.xlsm') return 'xlsx';
    return 'zip';
  }
  if (bytes.length >= 8 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    // An .xlsx protected by a password is an OLE file too, with an "EncryptionInfo" stream.
    const probe = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, PROBE_BYTES));
    if (probe.includes(Buffer.from('EncryptionInfo', 'utf16le')) || probe.includes(Buffer.from('EncryptedPackage', 'utf16le'))) return 'protegida';
    return 'xls';
  }
  // Text? (no NUL bytes in the first 64 KiB, except UTF-16, with or without a BOM)
  const probe = bytes.subarray(0, Math.min(bytes.length, PROBE_BYTES));
  const utf16 = (probe.length >= 2 && ((probe[0] === 0xff && probe[1] === 0xfe) || (probe[0] === 0xfe && probe[1] === 0xff))) || sniffUtf16(probe) !== null;
  if (!utf16 && probe.includes(0)) return 'binario';
  if (utf16) return ext === '.json' ? 'json' : 'csv';
  let i = 0;
  if (probe[0] === 0xef && probe[1] === 0xbb && probe[2] === 0xbf) i = 3;
  while (i < probe.length && (probe[i] === 0x20 || probe[i] === 0x0a || probe[i] === 0x0d || probe[i] === 0x09)) i++;
  if ((probe[i] === 0x7b || ext === '.json') && ext !== '.csv') return 'json';
  if (probe.length >= 5 && latin1(probe.subarray(0, 5)) === '%PDF-') return 'binario';
  return 'csv';
}

/**
 * The kind of a file on disk, from its first and last 64 KiB (never the whole file). Null when it
 * cannot be read (the reader then says why, in Portuguese).
 */
export function sniffFileKind(arquivo: string): FileKind | null {
  let fd: number | undefined;
  try {
    fd = fs.openSync(arquivo, 'r');
    const size = fs.fstatSync(fd).size;
    const head = Buffer.alloc(Math.min(size, PROBE_BYTES));
    fs.readSync(fd, head, 0, head.length, 0);
    let tail: Buffer | undefined;
    if (size > PROBE_BYTES) {
      tail = Buffer.alloc(Math.min(size - PROBE_BYTES, PROBE_BYTES));
      fs.readSync(fd, tail, 0, tail.length, size - tail.length);
    }
    return size === 0 ? null : detectKind(head, arquivo, tail);
  } catch {
    return null;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
