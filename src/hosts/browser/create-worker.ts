// The one line that makes the pane's Web Worker: webpack 5 sees `new Worker(new URL(…, import.meta.url))`
// and bundles worker.ts as its own file, with no configuration. Only the hosts' entry files import
// this module (never a test: Jest runs CommonJS, where import.meta does not exist).

/** A new compute worker, or null where the page cannot start one (no Worker, blocked by the page's policy). */
export function createComputeWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // @ts-expect-error -- import.meta is ES module syntax: webpack compiles this file as one (ts-loader, module es2020); tsconfig.json's CommonJS type-check does not allow it.
    return new Worker(new URL('./worker.ts', import.meta.url));
  } catch {
    return null;
  }
}
