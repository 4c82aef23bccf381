// Full garbage collections now and then while reading or writing the largest workbooks (Node only).
// V8 sizes its old generation by how fast it collects: with the default limit (about 4 GB on a
// machine with 16 GB or more) and a busy machine, it let 1 GB of garbage pile up while a
// 1 million-row workbook was read (1.8 GB resident for 0.53 GB live), which took the run over 2 GB
// (test/cli/planilha/grande.test.ts and npm run bench measure it). A collection every so many megabytes of XML or rows written keeps the resident memory
// near what is live, for about a second in all at a million rows. Small inputs never reach it.
import * as v8 from 'v8';
import * as vm from 'vm';

let collect: (() => void) | null | undefined;

/** V8's full collection (gc(), exposed for this process on first use), or null where it cannot be had. */
export function fullCollection(): (() => void) | null {
  if (collect === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      const f: unknown = vm.runInNewContext('gc');
      collect = typeof f === 'function' ? (f as () => void) : null;
    } catch {
      collect = null;
    }
  }
  return collect;
}

/** A counter that runs a full collection each time `every` more units (bytes, rows) have been counted. */
export function periodicCollection(every: number, collector: () => (() => void) | null = fullCollection): (units: number) => void {
  let since = 0;
  return (units) => {
    since += units;
    if (since < every) return;
    since = 0;
    collector()?.();
  };
}
