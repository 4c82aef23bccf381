// Loads the Google Sheets add-on's Code.js (built by test/support/bundles.ts) in
// node:vm over the fake Apps Script services (fake-gas.ts), as Apps Script runs it: one script, its
// top-level functions the globals Sheets and google.script.run call.
import * as fs from 'fs';
import * as path from 'path';
import * as vm from 'vm';

/** The project's folder (this file also runs compiled, from dist-node/test/support: the benchmark). */
function projectRoot(): string {
  for (const start of [__dirname, process.cwd()]) {
    let d = start;
    while (!fs.existsSync(path.join(d, 'webpack.gas.js')) && path.dirname(d) !== d) d = path.dirname(d);
    if (fs.existsSync(path.join(d, 'webpack.gas.js'))) return d;
  }
  throw new Error('webpack.gas.js não encontrado: rode a partir da pasta do projeto.');
}

export const ROOT = projectRoot();

/** Code.js run in a fresh context whose globals are `globals` (the fake services): its functions are the context's. */
export function loadCode(code: string, globals: Record<string, unknown>): vm.Context & Record<string, (...a: unknown[]) => unknown> {
  const context = vm.createContext({ ...globals, console });
  vm.runInContext(code, context, { filename: 'Code.js' });
  return context as vm.Context & Record<string, (...a: unknown[]) => unknown>;
}
