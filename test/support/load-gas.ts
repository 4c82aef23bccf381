// Builds the Google Sheets add-on (webpack.gas.js) into a temporary folder and loads its Code.js in
// node:vm over the fake Apps Script services (fake-gas.ts), as Apps Script runs it: one script, its
// top-level functions the globals Sheets and google.script.run call.
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
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

/** Builds into a new temporary folder; `only`: one of the two builds ("codigo": Code.js and appsscript.json). */
export function buildGas(only?: 'codigo' | 'painel'): { dir: string; ms: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-gas-'));
  const started = Date.now();
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      '--config',
      path.join(ROOT, 'webpack.gas.js'),
      '--mode',
      'production',
      '--env',
      `saida=${dir}`,
      ...(only ? ['--config-name', only] : []),
    ],
    { cwd: ROOT, stdio: 'pipe' },
  );
  return { dir, ms: Date.now() - started };
}

/** Code.js run in a fresh context whose globals are `globals` (the fake services): its functions are the context's. */
export function loadCode(code: string, globals: Record<string, unknown>): vm.Context & Record<string, (...a: unknown[]) => unknown> {
  const context = vm.createContext({ ...globals, console });
  vm.runInContext(code, context, { filename: 'Code.js' });
  return context as vm.Context & Record<string, (...a: unknown[]) => unknown>;
}
