// The kind of a file on disk (Node): its first and last bytes, read without loading the file, given to
// the browser-safe detectKind (./browser/kind.ts). No exceljs here: the command line asks before
// deciding which reader to load.
import * as fs from 'fs';
import { PROBE_BYTES, detectKind } from './browser/kind';
import type { FileKind } from './browser/kind';

export { PROBE_BYTES, detectKind, detectKindOfBytes, extensionOf } from './browser/kind';
export type { FileKind } from './browser/kind';

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
