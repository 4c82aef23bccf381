// Runs the production webpack build once (offline, into a temporary folder) and checks what Office
// will load: functions.json generated from the JSDoc with every function, parameter and Portuguese
// description; functions.js registering each id; the page loading Office.js then the two bundles;
// the manifest rewritten to the production address. Then runs the built page in Debian's Chromium
// with a fake Office.js: the custom functions and the task pane work end to end in a browser, and the
// page asks nothing of any other address.
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as functions from '../../src/functions/functions';
import { launchChromium, serveFolder } from './browser';

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
  RESERVA: { fn: functions.reservation, params: [['vagas', false, false], ['grupo', true, false], ['regra', true, false], ['arredondamento', true, false], ['opcoes', true, false]] },
  SEQUENCIA: { fn: functions.sequence, params: [['vagas', false, false], ['regra', true, false], ['arredondamento', true, false], ['colisao', true, false], ['opcoes', true, false]] },
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

  test('no Chromium, com um Office.js falso: as funções respondem, o painel grava as listas e nada sai para a internet', async () => {
    // A concurso with a tie that decides the 2nd vacancy (102 and 103).
    const candidates = [['Inscrição', 'Nome', 'Nota'], ['101', 'Ana', 90], ['102', 'Bia', 80], ['103', 'Caio', 80], ['104', 'Duda', 70]];
    const initial = [
      { name: 'Candidatos', grid: candidates },
      { name: 'Parâmetros', grid: [['Vagas', 2], ['Data do edital', '05/01/2026']] },
    ];
    const server = await serveFolder(out);
    const browser = await launchChromium();
    const external: string[] = [];
    const pageErrors: string[] = [];
    try {
      const page = await browser.newPage();
      page.on('pageerror', (e) => pageErrors.push(String(e)));
      await page.addInitScript({ content: `window.__initialSheets = ${JSON.stringify(initial)};` });
      await page.addInitScript({ path: path.join(__dirname, 'fake-office.js') });
      await page.route('**/*', async (route) => {
        const url = route.request().url();
        if (url.startsWith(server.url)) return route.continue();
        if (url === 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js') {
          // The fake is already in the page (init script); the CDN is not reached.
          return route.fulfill({ contentType: 'text/javascript', body: '/* Office.js: o falso do teste já está na página */' });
        }
        external.push(url);
        return route.abort();
      });
      await page.goto(`${server.url}taskpane.html`);
      const button = page.getByRole('button', { name: 'Gerar listas finais' });
      await button.waitFor({ timeout: 30_000 });
      expect(await page.locator('h1').textContent()).toBe('Cotas raciais em concursos');

      // The custom functions, as the built functions.js registered them, called in the browser.
      const ids = await page.evaluate(() => Object.keys((window as unknown as { __fakeOffice: { functions: object } }).__fakeOffice.functions).sort());
      expect(ids).toEqual(Object.keys(EXPECTED).sort());
      const spill = (await page.evaluate(
        (table) => (window as unknown as { __fakeOffice: { functions: Record<string, (...a: unknown[]) => unknown> } }).__fakeOffice.functions.CLASSIFICAR(table, [[2]]),
        candidates,
      )) as unknown[][];
      expect(spill).toEqual(functions.classifyTable(candidates, [[2]]));
      expect(String(spill[2][5])).toMatch(/^Empate não resolvido entre as inscrições 102 e 103/);
      const reserva = await page.evaluate(() => (window as unknown as { __fakeOffice: { functions: Record<string, (...a: unknown[]) => unknown> } }).__fakeOffice.functions.RESERVA(30));
      expect(reserva).toEqual(functions.reservation(30));

      // The task pane's button: lists written to new sheets, and the error to resolve is shown.
      await button.click();
      const bar = page.getByText(/^Listas finais gravadas em \d+ planilhas novas/);
      await bar.waitFor({ timeout: 30_000 });
      expect(await bar.textContent()).toMatch(/mas há 1 erro a resolver antes de publicar\.$/);
      expect(await page.getByText(/^Erro: Empate não resolvido entre as inscrições 102 e 103/).count()).toBe(1);
      // Issue 9: the pane shows what it read, and every sheet it wrote carries the add-in's marker.
      expect(await page.getByRole('heading', { name: 'O que foi lido' }).count()).toBe(1);
      expect(await page.getByText(/^Nota ← coluna [A-Z]+ 'Nota'/).count()).toBe(1);
      const book = await page.evaluate(
        () => (window as unknown as { __fakeOffice: { sheets: { name: string; grid: unknown[][]; names: Record<string, string> }[]; errors: string[] } }).__fakeOffice,
      );
      expect(book.sheets.map((s) => s.names.CotasSaida ?? null)).toEqual(book.sheets.map((s, i) => (i < 2 ? null : `'${s.name}'!$A$1`)));
      expect(book.errors).toEqual([]);
      expect(book.sheets.slice(0, 2).map((s) => s.grid)).toEqual(initial.map((s) => s.grid));
      const names = book.sheets.map((s) => s.name);
      expect(names.slice(0, 2)).toEqual(['Candidatos', 'Parâmetros']);
      expect(names).toEqual(expect.arrayContaining(['Resumo', 'AC', 'Nomeação', 'Memória de cálculo']));
      const ac = book.sheets.find((s) => s.name === 'AC')!.grid;
      const row102 = ac.find((r) => r.includes('102'))!;
      expect(String(row102[row102.length - 1])).toMatch(/empate não resolvido que decide a nomeação/);
    } finally {
      await browser.close();
      await server.close();
    }
    expect(pageErrors).toEqual([]);
    expect(external).toEqual([]);
    expect(server.requests).toEqual(expect.arrayContaining(['/taskpane.html', '/functions.js', '/taskpane.js']));
  }, 120_000);

  test('manifesto de produção: endereços na base configurada, nenhum localhost', () => {
    const xml = fs.readFileSync(path.join(out, 'manifest.xml'), 'utf8');
    expect(xml).not.toMatch(/localhost/i);
    const urls = [...xml.matchAll(/DefaultValue="(https?:[^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(5);
    for (const u of urls) expect(u.startsWith(BASE)).toBe(true);
    for (const u of urls) expect({ u, exists: fs.existsSync(path.join(out, u.slice(BASE.length))) }).toEqual({ u, exists: true });
  });
});
