// What a file is, by its content (a .xlsm or an extension-less workbook was once sent to the JSON
// parser: the corpus's cases in test/entradas). Browser-safe: bytes only, no Node (the web page sniffs the file the user opened; the command
// line reads the first and last bytes from disk in ../kind.ts and asks the same function).
import { sniffUtf16 } from '../csv';

export type FileKind = 'xlsx' | 'xlsb' | 'csv' | 'xls' | 'protegida' | 'ods' | 'docx' | 'zip' | 'json' | 'html' | 'binario';

/** How many bytes of the start and of the end of a file detectKind looks at. */
export const PROBE_BYTES = 65536;

function latin1(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode.apply(null, Array.from(b.subarray(i, Math.min(b.length, i + 8192))));
  return s;
}

/** The extension of a file name, lower case, with its dot ("" when none). */
export function extensionOf(nome: string): string {
  const base = nome.slice(Math.max(nome.lastIndexOf('/'), nome.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** Whether `bytes` holds `text` encoded as UTF-16LE (ASCII text: each character then a NUL). */
function includesUtf16le(bytes: Uint8Array, text: string): boolean {
  const n = text.length * 2;
  outer: for (let i = 0; i + n <= bytes.length; i++) {
    for (let j = 0; j < text.length; j++) {
      if (bytes[i + 2 * j] !== text.charCodeAt(j) || bytes[i + 2 * j + 1] !== 0) continue outer;
    }
    return true;
  }
  return false;
}

/**
 * Whether a text starts as an HTML page or table does (after a BOM, blanks, an XML declaration or a
 * comment): what many government systems export as ".xls" (test/hosts/file/pacote-html.test.ts).
 */
function startsAsHtml(text: string): boolean {
  const t = text
    .replace(/^\ufeff/, '')
    .replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, '')
    .slice(0, 64)
    .toLowerCase();
  return /^<(!doctype\s+html|html|table|head|body|meta)[\s>/]/.test(t);
}

/** The start of a UTF-16 text (by its BOM or its NUL bytes), as a string. */
function utf16Head(probe: Uint8Array): string {
  const be = (probe[0] === 0xfe && probe[1] === 0xff) || (!(probe[0] === 0xff && probe[1] === 0xfe) && sniffUtf16(probe) === 'utf-16be');
  let s = '';
  for (let i = 0; i + 1 < Math.min(probe.length, 1024); i += 2)
    s += String.fromCharCode(be ? (probe[i] << 8) | probe[i + 1] : probe[i] | (probe[i + 1] << 8));
  return s;
}

/**
 * What the bytes are, by content (the extension only breaks ties between text formats). `bytes` is
 * the file or its first PROBE_BYTES; `tail`, the last PROBE_BYTES of a zip (its central directory
 * names every entry, so a workbook is told from a Word document or a plain .zip).
 */
export function detectKind(bytes: Uint8Array, nome: string, tail?: Uint8Array): FileKind {
  const ext = extensionOf(nome);
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    const names =
      latin1(bytes.subarray(0, Math.min(bytes.length, PROBE_BYTES))) +
      (tail ? latin1(tail.subarray(Math.max(0, tail.length - PROBE_BYTES))) : '');
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
    const probe = bytes.subarray(0, Math.min(bytes.byteLength, PROBE_BYTES));
    if (includesUtf16le(probe, 'EncryptionInfo') || includesUtf16le(probe, 'EncryptedPackage')) return 'protegida';
    return 'xls';
  }
  // Text? (no NUL bytes in the first 64 KiB, except UTF-16, with or without a BOM)
  const probe = bytes.subarray(0, Math.min(bytes.length, PROBE_BYTES));
  const utf16 =
    (probe.length >= 2 && ((probe[0] === 0xff && probe[1] === 0xfe) || (probe[0] === 0xfe && probe[1] === 0xff))) ||
    sniffUtf16(probe) !== null;
  if (!utf16 && probe.includes(0)) return 'binario';
  if (utf16) return startsAsHtml(utf16Head(probe)) ? 'html' : ext === '.json' ? 'json' : 'csv';
  if (startsAsHtml(latin1(probe.subarray(0, Math.min(probe.length, 1024))).replace(/^\xef\xbb\xbf/, ''))) return 'html';
  let i = 0;
  if (probe[0] === 0xef && probe[1] === 0xbb && probe[2] === 0xbf) i = 3;
  while (i < probe.length && (probe[i] === 0x20 || probe[i] === 0x0a || probe[i] === 0x0d || probe[i] === 0x09)) i++;
  if ((probe[i] === 0x7b || ext === '.json') && ext !== '.csv') return 'json';
  if (probe.length >= 5 && latin1(probe.subarray(0, 5)) === '%PDF-') return 'binario';
  return 'csv';
}

/** The kind of a whole file held in memory (the web page's): its head, and the tail of a zip. */
export function detectKindOfBytes(bytes: Uint8Array, nome: string): FileKind {
  const tail = bytes.length > PROBE_BYTES ? bytes.subarray(Math.max(PROBE_BYTES, bytes.length - PROBE_BYTES)) : undefined;
  return detectKind(bytes.subarray(0, PROBE_BYTES), nome, tail);
}
