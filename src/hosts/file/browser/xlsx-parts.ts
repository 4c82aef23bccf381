// A part of an .xlsx package, streamed out of the zip (JSZip inflates it chunk by chunk) to the XML
// reader: a sheet's decompressed XML is never held whole, only the chunk being parsed, so memory stays
// bounded by the rows kept (test/hosts/file/xlsx-memoria.test.ts). Each part's CRC-32 is computed on
// the way and compared with the one the zip records: a part that does not match is damage, never read
// as if whole (test/hosts/file/pacote-danos.test.ts). Nothing is written anywhere: no temporary file.
// Browser-safe (the web page reads with the same code).
import type JSZip from 'jszip';

/** A part whose content cannot be trusted: its CRC-32 does not match, or it cannot be decompressed. */
export class DamagedPartError extends Error {
  constructor(
    readonly part: string,
    readonly reason: 'crc' | 'inflate',
  ) {
    super(`${part}: ${reason}`);
  }
}

/** What a part is read with: the chunks' largest size (a test's tiny size), a counter of the bytes read. */
export interface PartOptions {
  /** At most this many bytes given to the XML reader at once (tests put a character across chunks). */
  chunkBytes?: number;
  /** Told the size of each chunk read (the Node reader's periodic garbage collections, ../memory.ts). */
  onBytes?: (bytes: number) => void;
}

// JSZip's own streaming (ZipObject.internalStream and its StreamHelper), not in its type definitions.
interface StreamHelper {
  on(event: 'data', f: (chunk: Uint8Array) => void): StreamHelper;
  on(event: 'end' | 'error', f: (e?: unknown) => void): StreamHelper;
  pause(): void;
  resume(): void;
}
interface LoadedEntry {
  internalStream(type: 'uint8array'): StreamHelper;
  /** The CRC-32 recorded in the zip's central directory, for an entry read from a zip. */
  _data?: { crc32?: number };
}

const CRC_TABLE = ((): Uint32Array => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** The CRC-32 (the zip's, ISO 3309) of `bytes`, continuing from `crc`. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/** A zip entry by name, the exact name first, then ignoring case (some writers change it). */
export function findEntry(zip: JSZip, name: string): JSZip.JSZipObject | null {
  return zip.file(name) ?? zip.file(Object.keys(zip.files).find((n) => n.toLowerCase() === name.toLowerCase()) ?? '\u0000');
}

/**
 * The decompressed chunks of a part, one at a time (the inflate pauses while a chunk is parsed).
 * Throws DamagedPartError at the end when the CRC-32 does not match, or when JSZip fails to inflate.
 */
export function partChunks(entry: JSZip.JSZipObject, options: PartOptions = {}): AsyncIterable<Uint8Array> {
  const loaded = entry as unknown as LoadedEntry;
  const expected = loaded._data?.crc32;
  return {
    [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
      const helper = loaded.internalStream('uint8array');
      const queue: Uint8Array[] = [];
      let ended = false;
      let failure: unknown;
      let wake: (() => void) | null = null;
      let crc = 0;
      let started = false;
      const signal = (): void => {
        const w = wake;
        wake = null;
        w?.();
      };
      helper
        .on('data', (chunk) => {
          queue.push(chunk);
          helper.pause();
          signal();
        })
        .on('error', (e) => {
          failure = e;
          signal();
        })
        .on('end', () => {
          ended = true;
          signal();
        });
      const size = options.chunkBytes && options.chunkBytes > 0 ? options.chunkBytes : Infinity;
      return {
        async next(): Promise<IteratorResult<Uint8Array>> {
          if (!started) {
            started = true;
            helper.resume();
          }
          while (queue.length === 0 && !ended && failure === undefined) await new Promise<void>((r) => (wake = r));
          if (queue.length > 0) {
            let chunk = queue[0];
            if (chunk.length > size) {
              queue[0] = chunk.subarray(size);
              chunk = chunk.subarray(0, size);
            } else queue.shift();
            if (queue.length === 0 && !ended && failure === undefined) helper.resume();
            crc = crc32(chunk, crc);
            options.onBytes?.(chunk.length);
            return { value: chunk, done: false };
          }
          if (failure !== undefined) throw new DamagedPartError(entry.name, 'inflate');
          if (expected !== undefined && crc !== expected >>> 0) throw new DamagedPartError(entry.name, 'crc');
          return { value: undefined, done: true };
        },
        async return(): Promise<IteratorResult<Uint8Array>> {
          helper.pause();
          return { value: undefined, done: true };
        },
      };
    },
  };
}

/** Whether a part's content matches its CRC-32 (read again, to tell damage from bad XML). */
export async function partIsWhole(entry: JSZip.JSZipObject): Promise<boolean> {
  try {
    for await (const chunk of partChunks(entry)) void chunk;
    return true;
  } catch (e) {
    if (e instanceof DamagedPartError) return false;
    throw e;
  }
}
