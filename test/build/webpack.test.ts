// The production webpack build (offline, built once for the run: test/support/bundles.ts) checked for what Office
// will load: functions.json generated from the JSDoc with every function, parameter and Portuguese
// description; functions.js registering each id; the page loading Office.js then the two bundles;
// the manifest rewritten to the production address. Then runs the built page in Debian's Chromium
// with a fake Office.js: the custom functions and the task pane work end to end in a browser, and the
// page asks nothing of any other address.
import * as fs from 'fs';
import * as path from 'path';
import * as functions from '../../src/hosts/excel/functions/functions';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serveFolder } from './browser';
import { TEST_BASE_URL, testBundle } from '../support/bundles';

const BASE = TEST_BASE_URL;

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
  RESERVA: {
    fn: functions.reservation,
    params: [
      ['vagas', false, false],
      ['grupo', true, false],
      ['regra', true, false],
      ['arredondamento', true, false],
      ['opcoes', true, false],
      ['abaRegra', true, true],
    ],
  },
  SEQUENCIA: {
    fn: functions.sequence,
    params: [
      ['vagas', false, false],
      ['regra', true, false],
      ['arredondamento', true, false],
      ['colisao', true, false],
      ['opcoes', true, false],
      ['abaRegra', true, true],
    ],
  },
  CLASSIFICAR: {
    fn: functions.classifyTable,
    params: [
      ['tabela', false, true],
      ['vagas', false, true],
      ['opcoes', true, false],
      ['nomeacoes', true, true],
      ['abaRegra', true, true],
    ],
  },
  LISTA: {
    fn: functions.finalList,
    params: [
      ['tabela', false, true],
      ['vagas', false, true],
      ['lista', false, false],
      ['opcoes', true, false],
      ['nomeacoes', true, true],
      ['abaRegra', true, true],
    ],
  },
};

const PORTUGUESE = /[áàâãéêíóôõúç]|\b(de|da|do|das|dos|vagas|ou|com|para|lista)\b/i;

describe('npm run build (webpack --mode production)', () => {
  let out: string;
  let meta: { functions: FunctionMeta[] };

  beforeAll(() => {
    out = testBundle('suplemento');
    meta = JSON.parse(fs.readFileSync(path.join(out, 'functions.json'), 'utf8'));
  }, 600_000);

  test('npm run build minifica o que os testes constroem sem minificar (test/support/bundles.ts); o Code.js do Apps Script, não', async () => {
    const root = path.join(__dirname, '..', '..');
    type Config = { name?: string; optimization?: { minimize?: boolean } };
    const main = (await import(path.join(root, 'webpack.config.js'))).default as (env: object, argv: object) => Promise<Config>;
    const gasConfig = (await import(path.join(root, 'webpack.gas.js'))).default as (env: object, argv: object) => Config[];
    const addin = await main({}, { mode: 'production' });
    const web = await main({ web: true }, { mode: 'production' });
    const gas = gasConfig({}, { mode: 'production' });
    for (const config of [addin, web, gas.find((c) => c.name === 'painel')]) expect(config?.optimization?.minimize ?? true).toBe(true);
    expect(gas.find((c) => c.name === 'codigo')?.optimization).toMatchObject({ minimize: false });
  });

  test('produz a página, os dois scripts, os metadados, a ajuda, os ícones e o manifesto', () => {
    for (const f of [
      'taskpane.html',
      'taskpane.js',
      'functions.js',
      'functions.json',
      'ajuda.html',
      'manifest.xml',
      'assets/icon-16.png',
      'assets/icon-32.png',
      'assets/icon-64.png',
      'assets/icon-80.png',
    ]) {
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

  /** The built pane in Chromium over the fake Office.js, with `initial` in the workbook; every request outside `server` is refused and recorded. */
  async function openPane(
    browser: Browser,
    server: Awaited<ReturnType<typeof serveFolder>>,
    initial: { name: string; grid: unknown[][] }[],
    opts: { theme?: Record<string, string>; width?: number } = {},
  ): Promise<{ page: Page; external: string[]; pageErrors: string[] }> {
    const external: string[] = [];
    const pageErrors: string[] = [];
    // bypassCSP: axe-core is injected as a script of the page (the test's tool, not the pane's); the
    // pane's Content-Security-Policy itself is enforced and checked in test/build/csp.test.ts.
    const page = await browser.newPage({ viewport: { width: opts.width ?? 320, height: 700 }, bypassCSP: true });
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    const init: Record<string, unknown> = { __initialSheets: initial, __activeCell: { sheet: initial[0].name, cell: 'A1' } };
    if (opts.theme) init.__officeTheme = opts.theme;
    await page.addInitScript({
      content: Object.entries(init)
        .map(([k, v]) => `window.${k} = ${JSON.stringify(v)};`)
        .join('\n'),
    });
    await page.addInitScript({ path: path.join(__dirname, '..', 'support', 'fake-office.js') });
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
    await page.getByRole('tab', { name: 'Dados' }).waitFor({ timeout: 30_000 });
    await page.getByText('Lendo a pasta de trabalho…').first().waitFor({ state: 'detached', timeout: 30_000 });
    return { page, external, pageErrors };
  }

  type Book = {
    sheets: { name: string; grid: unknown[][]; names: Record<string, string> }[];
    errors: string[];
    deleted: string[];
    selected: { sheet: string; address: string } | null;
  };
  const bookOf = (page: Page): Promise<Book> => page.evaluate(() => (window as unknown as { __fakeOffice: Book }).__fakeOffice);

  /**
   * What axe checks: the whole page but Tabster's focus sentinels (`<i data-tabster-dummy tabindex=0 aria-hidden>`),
   * the elements Fluent UI's keyboard navigation puts at the edges of a TabList or a Dialog, which hand the
   * focus on at once; axe's aria-hidden-focus rule reads them as focusable hidden content.
   */
  const AXE_CONTEXT = { include: [['body']], exclude: [['[data-tabster-dummy]']] };

  // A concurso with a tie that decides the 2nd vacancy (102 and 103).
  const TIE = [
    ['Inscrição', 'Nome', 'Nota'],
    ['101', 'Ana', 90],
    ['102', 'Bia', 80],
    ['103', 'Caio', 80],
    ['104', 'Duda', 70],
  ];
  const TIE_BOOK = [
    { name: 'Candidatos', grid: TIE },
    {
      name: 'Parâmetros',
      grid: [
        ['Vagas', 2],
        ['Data do edital', '05/01/2026'],
      ],
    },
  ];

  test('no Chromium, com um Office.js falso: as funções respondem; o painel valida, grava as listas marcadas, substitui na segunda geração; nada sai para a internet', async () => {
    const server = await serveFolder(out);
    const browser = await launchChromium();
    let external: string[] = [];
    let pageErrors: string[] = [];
    try {
      const opened = await openPane(browser, server, TIE_BOOK);
      const page = opened.page;
      external = opened.external;
      pageErrors = opened.pageErrors;
      expect(await page.locator('h1').textContent()).toBe('Cotas raciais em concursos');

      // The custom functions, as the built functions.js registered them, called in the browser.
      const ids = await page.evaluate(() =>
        Object.keys((window as unknown as { __fakeOffice: { functions: object } }).__fakeOffice.functions).sort(),
      );
      expect(ids).toEqual(Object.keys(EXPECTED).sort());
      const spill = (await page.evaluate(
        (table) =>
          (
            window as unknown as { __fakeOffice: { functions: Record<string, (...a: unknown[]) => unknown> } }
          ).__fakeOffice.functions.CLASSIFICAR(table, [[2]]),
        TIE,
      )) as unknown[][];
      expect(spill).toEqual(functions.classifyTable(TIE, [[2]]));
      expect(String(spill[2][5])).toMatch(/^Empate não resolvido entre as inscrições 102 e 103/);
      const reserva = await page.evaluate(() =>
        (window as unknown as { __fakeOffice: { functions: Record<string, (...a: unknown[]) => unknown> } }).__fakeOffice.functions.RESERVA(
          30,
        ),
      );
      expect(reserva).toEqual(functions.reservation(30));

      // Dados: what was read.
      expect(await page.getByRole('combobox', { name: 'Nota (obrigatório)' }).textContent()).toBe('C: Nota');

      // Validar: the tie is an error of the result, with its cell; activating it selects the cell in Excel.
      await page.getByRole('tab', { name: 'Validar' }).click();
      await page.getByRole('button', { name: 'Validar' }).click();
      await page.getByRole('heading', { name: 'Resultado da validação: 1 erro, 0 avisos' }).waitFor({ timeout: 30_000 });
      const problems = page.getByRole('list', { name: /^Problemas da validação/ }).getByRole('listitem');
      expect(await problems.count()).toBe(1);
      expect(await problems.first().textContent()).toMatch(/^Erro.*Empate não resolvido entre as inscrições 102 e 103/);
      await problems.first().getByRole('button', { name: 'Ir para a célula A3 (Candidatos)' }).click();
      await page.waitForFunction(() => (window as unknown as { __fakeOffice: Book }).__fakeOffice.selected?.address === 'A3');
      expect((await bookOf(page)).selected).toEqual({ sheet: 'Candidatos', address: 'A3' });

      // Gerar: the lists are written to new sheets, each marked as the add-in's; the error is shown.
      await page.getByRole('tab', { name: 'Gerar listas finais' }).click();
      await page.getByRole('button', { name: 'Gerar listas finais' }).click();
      await page.getByRole('heading', { name: 'Resultado da geração' }).waitFor({ timeout: 60_000 });
      const title = page.getByRole('region', { name: 'Resultado da geração' }).locator('.fui-MessageBarTitle');
      expect(await title.textContent()).toMatch(
        /^Listas finais gravadas em \d+ planilhas .*, mas há 1 erro a resolver antes de publicar\.$/,
      );
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Resultado da geração');
      // The computation ran in the pane's Web Worker (a bundle of its own).
      expect(page.workers().length).toBe(1);
      let book = await bookOf(page);
      expect(book.sheets.map((s) => s.names.CotasSaida ?? null)).toEqual(book.sheets.map((s, i) => (i < 2 ? null : `'${s.name}'!$A$1`)));
      expect(book.sheets.slice(0, 2).map((s) => s.grid)).toEqual(TIE_BOOK.map((s) => s.grid));
      const first = book.sheets.slice(2).map((s) => s.name);
      expect(first).toEqual(expect.arrayContaining(['Resumo', 'AC', 'Nomeação', 'Memória de cálculo']));
      const ac = book.sheets.find((s) => s.name === 'AC')!.grid;
      const row102 = ac.find((r) => r.includes('102'))!;
      expect(String(row102[row102.length - 1])).toMatch(/empate não resolvido que decide a nomeação/);

      // A second generation replaces the first after the confirmation, and touches nothing else.
      await page.getByRole('button', { name: 'Gerar listas finais' }).click();
      const dialog = page.getByRole('dialog', { name: 'Substituir as listas geradas antes?' });
      await dialog.waitFor({ timeout: 30_000 });
      expect(await dialog.getByRole('listitem').allTextContents()).toEqual(first);
      await dialog.getByRole('button', { name: 'Substituir e gerar' }).click();
      await page.getByText(/^Substituídas \(geradas antes pelo suplemento\): /).waitFor({ timeout: 60_000 });
      book = await bookOf(page);
      expect(book.deleted).toEqual(first);
      expect(book.sheets.slice(2).map((s) => s.name)).toEqual(first);
      expect(book.sheets.slice(0, 2).map((s) => s.grid)).toEqual(TIE_BOOK.map((s) => s.grid));
      expect(book.errors).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
    expect(pageErrors).toEqual([]);
    expect(external).toEqual([]);
    expect(server.requests).toEqual(expect.arrayContaining(['/taskpane.html', '/functions.js', '/taskpane.js']));
  }, 180_000);

  test('o painel a 320 px e a 160 px (zoom de 200%): nenhuma etapa rola para o lado; axe sem violação séria ou crítica; tema escuro do Office', async () => {
    const server = await serveFolder(out);
    const browser = await launchChromium();
    const problems: string[] = [];
    try {
      // A workbook with problems, so that the Validar step lists them.
      const bad = [...TIE, ['105', 'Eva', 'abc'], ['106', 'Fábio Nascimento de Albuquerque Cavalcanti', 'sessenta e cinco']];
      const { page, external, pageErrors } = await openPane(browser, server, [
        { name: 'Candidatos com um nome de planilha bem comprido', grid: bad },
        TIE_BOOK[1],
      ]);
      await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      const overflow = (): Promise<number> =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const axeRun = (): Promise<string[]> =>
        page.evaluate(async (context) => {
          const r = await (
            window as unknown as {
              axe: { run: (c: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
            }
          ).axe.run(context);
          return r.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }, AXE_CONTEXT);
      const steps = ['Dados', 'Parâmetros', 'Validar', 'Gerar listas finais', 'Publicação'];
      for (const width of [320, 160]) {
        await page.setViewportSize({ width, height: 700 });
        for (const step of steps) {
          await page.getByRole('tab', { name: step }).click();
          if (step === 'Validar') {
            await page.getByRole('button', { name: 'Validar' }).click();
            await page.getByRole('heading', { name: /^Resultado da validação: 2 erros/ }).waitFor({ timeout: 30_000 });
          }
          const o = await overflow();
          if (o > 0) problems.push(`${step} a ${width} px: ${o} px de rolagem horizontal`);
          // Contrast is measured on the step at rest: a message bar still fading in (slower under load)
          // has a colour between its two ends.
          await page.waitForFunction(() => document.getAnimations().every((x) => x.playState !== 'running'), undefined, {
            timeout: 10_000,
          });
          if (width === 320) for (const v of await axeRun()) problems.push(`${step}: ${v}`);
        }
      }
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
      expect(external).toEqual([]);

      // Office's dark theme: the pane is dark, its text light.
      const dark = await openPane(browser, server, TIE_BOOK, {
        theme: {
          bodyBackgroundColor: '#262626',
          bodyForegroundColor: '#ffffff',
          controlBackgroundColor: '#363636',
          controlForegroundColor: '#ffffff',
        },
      });
      const colors = await dark.page.evaluate(() => {
        const el = document.querySelector('.fui-FluentProvider') as HTMLElement;
        const h1 = document.querySelector('h1') as HTMLElement;
        return [getComputedStyle(el).backgroundColor, getComputedStyle(h1).color];
      });
      const lum = (rgb: string): number => {
        const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      expect({ fundo: lum(colors[0]) < 0.25, texto: lum(colors[1]) > 0.75 }).toEqual({ fundo: true, texto: true });
      await dark.page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      expect(
        await dark.page.evaluate(async (context) => {
          const r = await (
            window as unknown as { axe: { run: (c: unknown) => Promise<{ violations: { id: string; impact: string }[] }> } }
          ).axe.run(context);
          return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
        }, AXE_CONTEXT),
      ).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 180_000);

  test('manifesto de produção: endereços na base configurada, nenhum localhost', () => {
    const xml = fs.readFileSync(path.join(out, 'manifest.xml'), 'utf8');
    expect(xml).not.toMatch(/localhost/i);
    const urls = [...xml.matchAll(/DefaultValue="(https?:[^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(5);
    for (const u of urls) expect(u.startsWith(BASE)).toBe(true);
    for (const u of urls) expect({ u, exists: fs.existsSync(path.join(out, u.slice(BASE.length))) }).toEqual({ u, exists: true });
  });
});
