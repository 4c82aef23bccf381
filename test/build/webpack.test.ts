// Runs the production webpack build once (offline, into a temporary folder) and checks what Office
// will load: functions.json generated from the JSDoc with every function, parameter and Portuguese
// description; functions.js registering each id; the page loading Office.js then the two bundles;
// the manifest rewritten to the production address.
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as functions from '../../src/functions/functions';

const ROOT = path.join(__dirname, '..', '..');
const BASE = 'https://cotas.pirangi.example/suplemento/';

interface Param {
  name: string;
  description: string;
  type?: string;
  dimensionality?: string;
  optional?: boolean;
}
interface FunctionMeta {
  id: string;
  name: string;
  description: string;
  parameters: Param[];
  result: { dimensionality?: string };
  options?: Record<string, boolean>;
}

/** What each function must expose: parameter names, which are optional, which take a range. */
const EXPECTED: Record<string, { fn: (...args: never[]) => unknown; params: [string, boolean, boolean][] }> = {
  RESERVA: { fn: functions.reservation, params: [['vagas', false, false], ['grupo', true, false], ['regra', true, false], ['arredondamento', true, false]] },
  SEQUENCIA: { fn: functions.sequence, params: [['vagas', false, false], ['regra', true, false], ['arredondamento', true, false], ['colisao', true, false]] },
  CLASSIFICAR: { fn: functions.classifyTable, params: [['tabela', false, true], ['vagas', false, true], ['opcoes', true, false]] },
  LISTA: { fn: functions.finalList, params: [['tabela', false, true], ['vagas', false, true], ['lista', false, false], ['opcoes', true, false]] },
};

const PORTUGUESE = /[áàâãéêíóôõúç]|\b(de|da|do|das|dos|vagas|ou|com|para|lista)\b/i;

describe('npm run build (webpack --mode production)', () => {
  let out: string;
  let meta: { functions: FunctionMeta[] };

  beforeAll(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-dist-'));
    execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', out], {
      cwd: ROOT,
      env: { ...process.env, COTAS_URL_PRODUCAO: BASE },
      stdio: 'pipe',
    });
    meta = JSON.parse(fs.readFileSync(path.join(out, 'functions.json'), 'utf8'));
  }, 300_000);

  afterAll(() => {
    if (out) fs.rmSync(out, { recursive: true, force: true });
  });

  test('produz a página, os dois scripts, os metadados, a ajuda, os ícones e o manifesto', () => {
    for (const f of ['taskpane.html', 'taskpane.js', 'functions.js', 'functions.json', 'ajuda.html', 'manifest.xml', 'assets/icon-16.png', 'assets/icon-32.png', 'assets/icon-64.png', 'assets/icon-80.png']) {
      expect({ f, exists: fs.existsSync(path.join(out, f)) }).toEqual({ f, exists: true });
    }
    expect(fs.existsSync(path.join(out, 'assets', 'gerar-icones.js'))).toBe(false);
  });

  test('functions.json: as quatro funções, com parâmetros e descrições em português, nenhuma volátil', () => {
    expect(meta.functions.map((f) => f.id).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const f of meta.functions) {
      const exp = EXPECTED[f.id];
      expect(f.name).toBe(f.id);
      expect(f.description).toMatch(PORTUGUESE);
      expect(f.parameters.map((p) => [p.name, !!p.optional, p.dimensionality === 'matrix'])).toEqual(exp.params);
      expect(f.parameters.length).toBe(exp.fn.length);
      for (const p of f.parameters) expect({ p: p.name, ok: PORTUGUESE.test(p.description) }).toEqual({ p: p.name, ok: true });
      expect(f.result.dimensionality).toBe('matrix');
      expect(f.options?.volatile ?? false).toBe(false);
      expect(f.options?.stream ?? false).toBe(false);
    }
  });

  test('functions.js registra cada id com CustomFunctions.associate', () => {
    const js = fs.readFileSync(path.join(out, 'functions.js'), 'utf8');
    for (const id of Object.keys(EXPECTED)) expect(js).toMatch(new RegExp(`CustomFunctions\\.associate\\(\\s*["']${id}["']\\s*,`));
    expect(js).not.toMatch(/localhost/);
  });

  test('taskpane.html: Office.js da CDN da Microsoft (único script externo), depois functions.js e taskpane.js', () => {
    const html = fs.readFileSync(path.join(out, 'taskpane.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)"?/g)].map((m) => m[1]);
    expect(scripts).toEqual(['https://appsforoffice.microsoft.com/lib/1/hosted/office.js', 'functions.js', 'taskpane.js']);
    expect(html).toMatch(/lang="?pt-BR/);
  });

  test('manifesto de produção: endereços na base configurada, nenhum localhost', () => {
    const xml = fs.readFileSync(path.join(out, 'manifest.xml'), 'utf8');
    expect(xml).not.toMatch(/localhost/i);
    const urls = [...xml.matchAll(/DefaultValue="(https?:[^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(5);
    for (const u of urls) expect(u.startsWith(BASE)).toBe(true);
    for (const u of urls) expect({ u, exists: fs.existsSync(path.join(out, u.slice(BASE.length))) }).toEqual({ u, exists: true });
  });
});
