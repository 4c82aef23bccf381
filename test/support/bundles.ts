// The three bundles the tests open: the Excel add-in (webpack.config.js), the web page (--env web) and
// the Google Sheets add-on (webpack.gas.js). Each is built ONCE per `npm test`, however many suites
// and workers ask for it: the first to ask builds it into the run's folder (test/setup/build.js makes
// it and names it in COTAS_TESTE_PACOTES), the others wait for it. The tests build without the final
// minification (terser), which is most of a production build's time (about 70 s of the web page's
// 75 s here) and changes nothing the tests look at: which files there are, what they load, what they
// register, what they do in a browser. `npm run build` minifies; test/build/webpack.test.ts checks
// that its configuration does.
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

export type BundleKind = 'suplemento' | 'web' | 'gas';

// The repository's root, from the sources (test/support) or from their compiled copy (dist-node/test/support, the bench's).
const ROOT = ((up: string): string => (path.basename(up) === 'dist-node' ? path.dirname(up) : up))(path.join(__dirname, '..', '..'));

/** The production address the add-in's bundle is built for (its manifest is rewritten to it). */
export const TEST_BASE_URL = 'https://cotas.pirangi.example/suplemento/';

/** webpack-cli's arguments for each bundle, and its environment. */
function command(kind: BundleKind, dir: string, minify: boolean): { args: string[]; env: NodeJS.ProcessEnv } {
  const cli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const common = ['--mode', 'production', ...(minify ? [] : ['--no-optimization-minimize'])];
  if (kind === 'gas')
    return { args: [cli, '--config', path.join(ROOT, 'webpack.gas.js'), ...common, '--env', `saida=${dir}`], env: process.env };
  const web = kind === 'web' ? ['--env', 'web'] : [];
  return { args: [cli, ...common, ...web, '--output-path', dir], env: { ...process.env, COTAS_URL_PRODUCAO: TEST_BASE_URL } };
}

/** Builds a bundle into `dir` (created), as `npm run build` would with `minify`; returns how long it took (ms). */
export function buildBundle(kind: BundleKind, dir: string, minify = true): number {
  fs.mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const { args, env } = command(kind, dir, minify);
  execFileSync(process.execPath, args, { cwd: ROOT, env, stdio: 'pipe' });
  return Date.now() - started;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The folder of a bundle built for this test run (built now if no suite has asked for it yet). */
export function testBundle(kind: BundleKind): string {
  const root = process.env.COTAS_TESTE_PACOTES ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-pacotes-'));
  process.env.COTAS_TESTE_PACOTES = root;
  const dir = path.join(root, kind);
  const done = `${dir}.pronto`;
  const failed = `${dir}.falhou`;
  try {
    fs.mkdirSync(`${dir}.trava`);
  } catch {
    // Another suite builds it: wait for it (a build takes under a minute; ten is a hung build).
    for (let waited = 0; !fs.existsSync(done); waited += 200) {
      if (fs.existsSync(failed)) throw new Error(`o pacote '${kind}' não foi construído: ${fs.readFileSync(failed, 'utf8')}`);
      if (waited > 600_000) throw new Error(`o pacote '${kind}' não ficou pronto em 10 minutos`);
      sleep(200);
    }
    return dir;
  }
  try {
    buildBundle(kind, dir, false);
  } catch (e) {
    fs.writeFileSync(failed, String((e as { stderr?: Buffer }).stderr ?? e));
    throw e;
  }
  fs.writeFileSync(done, '');
  return dir;
}
