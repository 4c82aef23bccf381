// The web page (npm run build:web → dist/web/), built once with webpack into a
// temporary folder, served from 127.0.0.1 and driven in Debian's Chromium: a real .xlsx and a real .csv
// uploaded (file input and drag and drop), the steps gone through, the lists' file and the commission's
// whole workbook downloaded and read with the page's reader. The lists must be those the workflow gives
// for the same file run directly in Node, masked, in a file without the candidates' sheet; the whole
// workbook keeps the commission's sheets as they were (formula, note, width, frozen pane) and is there
// to download at any time, errors or not; the tab asks before closing with changes not downloaded;
// every sheet the add-in wrote carries its marker, and the page asks nothing of any address but its own.
// The downloads are read with readXlsxPackage (the page's own reader): the command line's reader takes
// the shared strings from exceljs's streaming parser, which splits a character falling across two chunks.
import * as acorn from 'acorn';
import { testBundle } from '../support/bundles';
import { createHash } from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import webpack from 'webpack';
import { MemoryWorkbook } from '../support/memory-workbook';
import { generate } from '../../src/app/workflow';
import { readSpreadsheetFile } from '../../src/hosts/file';
import { readXlsxPackage } from '../../src/hosts/file/browser';
import type { CellValue, SheetData } from '../../src/sheet';
import { launchChromium, serveFolder } from './browser';
import { pastaDesistencia } from '../support/pane-data';

const ROOT = path.join(__dirname, '..', '..');
const EXAMPLE = path.join(ROOT, 'assets', 'exemplo-concurso.xlsx');
const CSV = path.join(ROOT, 'test', 'fixtures', 'entradas', 'menor-linha-sep.csv');
/** A CPF written in full (the lists' file masks them: ***.456.789-**), or eleven digits in a row. */
const FULL_CPF = /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b|(^|\D)\d{11}(\D|$)/;
const sha256 = async (t: string): Promise<string> => createHash('sha256').update(t, 'utf8').digest('hex');

/** The lists as the workflow writes them for `sheets` (the file's workbook), run directly in Node. */
async function directRun(sheets: SheetData[], origem: string): Promise<SheetData[]> {
  const wb = new MemoryWorkbook(sheets);
  const r = await generate(wb, { mascarar: true, disposicao: 'por-lista', substituir: true, sha256, origem });
  expect(r.ok).toBe(true);
  return wb.readSheets();
}

/** A sheet's values with the moment of generation ("Gerado em 01/12/2026 11:40") left out: the two runs differ only there. */
function comparable(s: SheetData): { nome: string; doSuplemento: boolean; oculta: boolean; linhas: CellValue[][] } {
  // An empty text is a blank cell in a file (the CSV reader keeps it as '').
  const linhas = s.linhas.map((r) =>
    r.map((v) =>
      v === '' || v === undefined ? null : typeof v === 'string' ? v.replace(/Gerado em \d\d\/\d\d\/\d{4}[^\n]*/, 'Gerado em (data)') : v,
    ),
  );
  // Trailing blank cells and rows are not in a file.
  const trimmed = linhas.map((r) => {
    let n = r.length;
    while (n > 0 && (r[n - 1] === null || r[n - 1] === '' || r[n - 1] === undefined)) n--;
    return r.slice(0, n);
  });
  while (trimmed.length && trimmed[trimmed.length - 1].length === 0) trimmed.pop();
  return { nome: s.nome, doSuplemento: !!s.doSuplemento, oculta: !!s.oculta, linhas: trimmed };
}

/** JavaScript without its comments (a comment may name Office.js; only code can load it). */
function withoutComments(code: string): string {
  const comments: [number, number][] = [];
  for (const _ of acorn.tokenizer(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    onComment: (_b, _t, a, b) => void comments.push([a, b]),
  }));
  let out = '';
  let at = 0;
  for (const [a, b] of comments) {
    out += code.slice(at, a);
    at = b;
  }
  return out + code.slice(at);
}

describe('a página web (webpack --env web)', () => {
  let out: string;
  let server: Awaited<ReturnType<typeof serveFolder>>;
  let browser: Browser;
  const downloads: string[] = [];

  beforeAll(async () => {
    out = testBundle('web');
    server = await serveFolder(out);
    browser = await launchChromium();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    for (const d of downloads) fs.rmSync(d, { recursive: true, force: true });
  });

  /** A new page on the built site; every request is recorded, any to another address refused. */
  async function openPage(): Promise<{ page: Page; requests: string[]; external: string[]; errors: string[]; workers: string[] }> {
    const page = await browser.newPage({ acceptDownloads: true, viewport: { width: 900, height: 900 } });
    const requests: string[] = [];
    const external: string[] = [];
    const errors: string[] = [];
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('request', (r) => requests.push(r.url()));
    await page.context().route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(server.url)) return route.continue();
      external.push(url);
      return route.abort();
    });
    await page.goto(`${server.url}index.html`);
    await page.getByRole('button', { name: 'Escolher arquivo no computador' }).waitFor({ timeout: 30_000 });
    return { page, requests, external, errors, workers };
  }

  /** Waits for the pane over the file opened. */
  async function opened(page: Page, nome: string): Promise<void> {
    await page.getByRole('button', { name: 'Abrir outro arquivo' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('region', { name: 'Arquivo aberto' }).textContent()).toContain(nome);
  }

  type Downloaded = { nome: string; bytes: Buffer; sheets: SheetData[] };

  /** Clicks `button` and saves the download it starts: its suggested name and the sheets read back from it. */
  async function downloadOf(page: Page, button: ReturnType<Page['getByRole']>): Promise<Downloaded> {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-web-baixado-'));
    downloads.push(dir);
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const bytes = fs.readFileSync(file);
    return { nome: download.suggestedFilename(), bytes, sheets: await readXlsxPackage(new Uint8Array(bytes)) };
  }

  /** "Gerar listas finais" → the lists' file. */
  async function generateAndDownload(page: Page): Promise<Downloaded> {
    await page.getByRole('tab', { name: 'Gerar listas finais' }).click();
    // Enabled once the workbook is analysed and valid.
    const button = page.getByRole('button', { name: 'Gerar e baixar o arquivo', disabled: false });
    await button.waitFor({ timeout: 30_000 });
    return downloadOf(page, button);
  }

  /** "Baixar a pasta de trabalho completa" (the bar above the pane) → the commission's whole workbook. */
  async function downloadWorkbook(page: Page): Promise<Downloaded> {
    const button = page.getByRole('button', { name: 'Baixar a pasta de trabalho completa', disabled: false });
    await button.waitFor({ timeout: 30_000 });
    const got = await downloadOf(page, button);
    await page.getByTestId('estado-pasta').getByText(`Pasta de trabalho baixada: ${got.nome}`).waitFor({ timeout: 30_000 });
    return got;
  }

  /** Whether closing the tab now would be asked about: a cancelable beforeunload the page prevents. */
  async function waitForBeforeUnload(page: Page, armed: boolean): Promise<void> {
    await page.waitForFunction(
      (want) => {
        const e = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(e);
        return e.defaultPrevented === want;
      },
      armed,
      { timeout: 30_000, polling: 100 },
    );
  }

  function ownOrigin(requests: string[]): string[] {
    return requests.filter((u) => !u.startsWith(server.url) && !u.startsWith(`blob:${server.url.replace(/\/$/, '')}`));
  }

  test('dist/web: index.html, web.js e os pedaços ao lado; sem Office.js, sem manifesto, sem módulos do Node, sem endereços de fora', () => {
    const files = fs.readdirSync(out).sort();
    expect(files).toEqual(expect.arrayContaining(['index.html', 'web.js']));
    expect(files.filter((f) => /manifest|functions|taskpane/.test(f))).toEqual([]);
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toMatch(/lang="?pt-BR/);
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)"?/g)].map((m) => m[1]);
    expect(scripts).toEqual(['web.js']);
    const csp = /http-equiv="?Content-Security-Policy"?\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(csp).toMatch(/(^|;)\s*default-src 'self'\s*(;|$)/);
    expect(csp).not.toMatch(/https?:|\*/);
    expect(csp).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(html).not.toMatch(/https?:\/\//);
    const js = files.filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThanOrEqual(3); // the page, the Web Worker, the .xlsx writer
    for (const f of js) {
      // The code without its comments (the test bundle is not minified: test/support/bundles.ts).
      const code = withoutComments(fs.readFileSync(path.join(out, f), 'utf8'));
      // A Node module reached by the bundle (webpack 5 would leave a require of it, or fail the build).
      expect({
        f,
        node: code.match(/require\(\s*["'](node:)?(fs|path|stream|os|crypto|child_process|zlib|util|events|buffer)["']\s*\)/g),
      }).toEqual({ f, node: null });
      expect({ f, office: /appsforoffice|office\.js/i.test(code) }).toEqual({ f, office: false });
      // No address is fetched: no fetch/XMLHttpRequest/sendBeacon/WebSocket to anywhere, no CDN.
      expect({ f, cdn: code.match(/https?:\/\/(cdn|unpkg|fonts\.googleapis|fonts\.gstatic|static2\.sharepointonline)[^"'\s]*/g) }).toEqual({
        f,
        cdn: null,
      });
      expect({ f, rede: code.match(/\bsendBeacon\(|new WebSocket\(|new EventSource\(/g) }).toEqual({ f, rede: null });
    }
  });

  test('nenhum módulo do Node na página: sem resolve.fallback, a compilação web falha se a parte do Node for alcançada', async () => {
    const { webConfig } = (await import(path.join(ROOT, 'webpack.config.js'))) as {
      webConfig: (mode: string, out?: string) => webpack.Configuration;
    };
    const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-web-sonda-'));
    try {
      const config = webConfig('development', probe);
      expect(config.resolve?.fallback).toBeUndefined();
      expect(config.target).toBe('web');
      // The same configuration with an entry that reaches a Node module, as the file host's Node part
      // (paths, streams) would: a two-line probe instead of the whole host, which took 15 s to compile.
      const entry = path.join(probe, 'sonda.ts');
      fs.writeFileSync(entry, "import * as fs from 'fs';\nexport const existe = fs.existsSync;\n");
      const errors = await new Promise<string[]>((resolve, reject) =>
        webpack({ ...config, devtool: false, entry: { sonda: entry }, plugins: [] }, (err, stats) => {
          if (err) reject(err);
          else resolve((stats?.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message));
        }),
      );
      expect(errors.some((m) => /Can't resolve 'fs'/.test(m))).toBe(true);
    } finally {
      fs.rmSync(probe, { recursive: true, force: true });
    }
  }, 120_000);

  test('um .xlsx real: Validar, Gerar, o download tem as listas marcadas, os mesmos valores do fluxo direto, e nada sai da página', async () => {
    const { page, requests, external, errors, workers } = await openPage();
    expect(await page.getByText(/Nada sai do seu computador/).count()).toBe(1);
    await page.setInputFiles('input[type=file]', EXAMPLE);
    await opened(page, 'exemplo-concurso.xlsx');
    await page.getByRole('tab', { name: 'Validar' }).click();
    await page.getByRole('button', { name: 'Validar', exact: true }).click();
    await page
      .getByRole('heading', { name: /Validação|Resultado da validação/ })
      .first()
      .waitFor({ timeout: 30_000 });

    const got = await generateAndDownload(page);
    expect(got.nome).toBe('exemplo-concurso-listas.xlsx');
    const said = page.getByText(/Arquivo baixado: exemplo-concurso-listas\.xlsx/).first();
    await said.waitFor({ timeout: 30_000 });

    const input = (await readSpreadsheetFile(EXAMPLE)).sheets;
    const expected = await directRun(input, 'arquivo exemplo-concurso.xlsx');
    // The lists' file: the lists alone, each marked, masked; the text names every sheet it holds.
    expect(got.sheets.map((s) => [s.nome, !!s.doSuplemento])).toEqual(expected.filter((s) => s.doSuplemento).map((s) => [s.nome, true]));
    expect(got.sheets.map((s) => s.nome)).toEqual(expect.arrayContaining(['Resumo', 'AC', 'PP', 'Nomeação', 'Memória de cálculo']));
    expect(got.sheets.map(comparable)).toEqual(expected.filter((s) => s.doSuplemento).map(comparable));
    const texts = got.sheets.flatMap((s) => s.linhas.flat().map(String));
    expect(texts.filter((t) => FULL_CPF.test(t))).toEqual([]);
    expect(texts.some((t) => /\*\*\*\.\d{3}\.\d{3}-\*\*/.test(t))).toBe(true);
    const texto = (await said.textContent()) ?? '';
    expect(texto).toContain('CPF mascarado');
    expect(texto).toContain(`as ${got.sheets.length} planilhas ${got.sheets.map((s) => `'${s.nome}'`).join(', ')}`);

    // The whole workbook, on request: the commission's sheets first, unchanged and unmarked; then the lists.
    expect(
      await page
        .getByText(/Contém os dados completos dos candidatos/)
        .first()
        .isVisible(),
    ).toBe(true);
    const whole = await downloadWorkbook(page);
    expect(whole.nome).toBe('exemplo-concurso-uso-interno.xlsx');
    expect(whole.sheets.map((s) => [s.nome, !!s.doSuplemento])).toEqual(expected.map((s) => [s.nome, !!s.doSuplemento]));
    expect(whole.sheets.slice(0, input.length).map(comparable)).toEqual(input.map(comparable));
    expect(whole.sheets.map(comparable)).toEqual(expected.map(comparable));
    // The footer carries the input's SHA-256 prefix, as the direct run computes it.
    const memoria = expected.find((s) => s.nome === 'Memória de cálculo')!;
    const hash = memoria.linhas
      .flat()
      .map(String)
      .join('\n')
      .match(/\b[0-9a-f]{64}\b/)?.[0];
    expect(hash).toBeDefined();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(got.bytes as unknown as ExcelJS.Buffer);
    const footers = book.worksheets
      .filter((w) => got.sheets.find((s) => s.nome === w.name)?.doSuplemento)
      .map((w) => w.headerFooter?.oddFooter ?? '');
    expect(footers.length).toBeGreaterThan(5);
    for (const f of footers) expect(f).toContain(hash!.slice(0, 16));
    // The print titles (rows 1–2 on every page) and the frozen header, as the command line's writer sets them.
    const ac = book.getWorksheet('AC')!;
    expect(ac.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });

    await page.close();
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    expect(ownOrigin(requests)).toEqual([]);
    // The engine ran in the page's Web Worker (a file of the site), not on the UI thread.
    expect(workers.length).toBeGreaterThan(0);
    for (const w of workers) expect(w.startsWith(server.url)).toBe(true);
    // The page, the worker and the .xlsx writer: only the site's own files.
    const asked = [...new Set(server.requests)];
    for (const p of asked) expect({ p, served: fs.existsSync(path.join(out, p)) }).toEqual({ p, served: true });
    expect(asked).toEqual(expect.arrayContaining(['/index.html', '/web.js']));
  }, 180_000);

  test('o arquivo baixado, aberto de novo na página: gerar outra vez substitui as listas (nenhuma aba "(2)")', async () => {
    const first = await openPage();
    await first.page.setInputFiles('input[type=file]', EXAMPLE);
    await opened(first.page, 'exemplo-concurso.xlsx');
    const firstLists = await generateAndDownload(first.page);
    // Generating twice in the same page replaces too.
    const again = await generateAndDownload(first.page);
    expect(again.sheets.map((s) => s.nome)).toEqual(firstLists.sheets.map((s) => s.nome));
    const a = await downloadWorkbook(first.page);
    await first.page.close();

    const second = await openPage();
    await second.page.setInputFiles('input[type=file]', {
      name: a.nome,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: a.bytes,
    });
    await opened(second.page, a.nome);
    expect((await generateAndDownload(second.page)).nome).toBe('exemplo-concurso-listas.xlsx');
    const b = await downloadWorkbook(second.page);
    expect(b.nome).toBe('exemplo-concurso-uso-interno.xlsx');
    expect(b.sheets.map((s) => [s.nome, !!s.doSuplemento])).toEqual(a.sheets.map((s) => [s.nome, !!s.doSuplemento]));
    expect(b.sheets.some((s) => / \(\d+\)$/.test(s.nome))).toBe(false);
    // The same lists; the Memória de cálculo tells the file read and that the old lists were not read as candidates.
    const lists = (x: SheetData[]) => x.filter((s) => s.nome !== 'Memória de cálculo').map(comparable);
    expect(lists(b.sheets)).toEqual(lists(a.sheets));
    const memoria = b.sheets
      .find((s) => s.nome === 'Memória de cálculo')!
      .linhas.flat()
      .map(String);
    expect(memoria).toContain("Planilha 'AC': não lida (gravada pelo suplemento)");
    expect(memoria).toContain(`Arquivo de entrada: arquivo ${a.nome}`);
    await second.page.close();
    expect([...first.errors, ...second.errors]).toEqual([]);
    expect([...first.external, ...second.external]).toEqual([]);
  }, 240_000);

  test('um .csv: a pasta baixa mesmo com erros; as vagas preenchidas pedem confirmação ao fechar a aba até a pasta ser baixada; as listas são as do fluxo direto', async () => {
    const { page, external, errors } = await openPage();
    await page.setInputFiles('input[type=file]', CSV);
    await opened(page, 'menor-linha-sep.csv');
    expect(await page.getByRole('region', { name: 'Arquivo aberto' }).textContent()).toMatch(/CSV \(utf-8/);
    await page
      .getByTestId('estado-pasta')
      .getByText(/^Nenhuma alteração/)
      .waitFor({ timeout: 30_000 });
    await waitForBeforeUnload(page, false);
    // No vacancies yet: the workbook has errors, nothing can be generated — and the workbook still downloads.
    await page.getByRole('tab', { name: 'Gerar listas finais' }).click();
    await page
      .getByText(/ainda não tem um concurso completo|encontrou \d+ erro/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Gerar e baixar o arquivo' }).isDisabled()).toBe(true);
    const before = await downloadWorkbook(page);
    expect(before.nome).toBe('menor-linha-sep-uso-interno.xlsx');
    expect(before.sheets.map((s) => s.nome)).toEqual(['menor-linha-sep']);

    await page.getByRole('tab', { name: 'Parâmetros' }).click();
    await page.getByLabel('Vagas do cargo 1').fill('1');
    // An edit not yet downloaded: said on the page, and closing the tab asks first.
    await page
      .getByTestId('estado-pasta')
      .getByText(/^Alterações não baixadas/)
      .waitFor({ timeout: 30_000 });
    await waitForBeforeUnload(page, true);
    await page
      .getByRole('button', { name: /^(Gravar|Salvar|Criar)/ })
      .first()
      .click();
    const saved = page
      .getByText(/^Parâmetros gravados na planilha/)
      .filter({ visible: true })
      .first();
    await saved.waitFor({ timeout: 30_000 });
    // What was saved says where: the page's copy, not the file on the computer.
    expect(await saved.textContent()).toContain('cópia da pasta de trabalho que esta página mantém');
    await page
      .getByTestId('estado-pasta')
      .getByText(/^Alterações não baixadas \(planilha 'Parâmetros'\)/)
      .waitFor({ timeout: 30_000 });
    await waitForBeforeUnload(page, true);
    const got = await generateAndDownload(page);
    expect(got.nome).toBe('menor-linha-sep-listas.xlsx');
    expect(got.sheets.every((s) => s.doSuplemento)).toBe(true);
    // The lists downloaded, the parameters not yet: closing still asks.
    await waitForBeforeUnload(page, true);
    const whole = await downloadWorkbook(page);
    await waitForBeforeUnload(page, false);
    const own = whole.sheets.filter((s) => !s.doSuplemento);
    expect(own.map((s) => s.nome)).toEqual(['menor-linha-sep', 'Parâmetros']);
    // The CSV's rows, as the page read them, and the parameters the page wrote (Vagas 1).
    const csv = (await readSpreadsheetFile(CSV)).sheets;
    expect(comparable(own[0])).toEqual(comparable(csv[0]));
    expect(own[1].linhas.some((r) => /^Vagas/.test(String(r[0] ?? '')) && Number(r[1]) === 1)).toBe(true);
    const expected = await directRun(own, 'arquivo menor-linha-sep.csv');
    expect(whole.sheets.map(comparable)).toEqual(expected.map(comparable));
    expect(got.sheets.map(comparable)).toEqual(expected.filter((s) => s.doSuplemento).map(comparable));
    const nomeacao = got.sheets.find((s) => s.nome === 'Nomeação')!;
    expect(nomeacao.linhas.some((r) => r.includes('101'))).toBe(true);
    await page.close();
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  }, 180_000);

  test('a pasta baixada é o arquivo aberto com os parâmetros: a fórmula, a nota, a largura e o painel congelado da planilha da comissão ficam', async () => {
    // The example as a commission keeps it: a note on a header and a score computed by a formula (its result cached).
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(EXAMPLE);
    const ws = book.getWorksheet('Candidatos')!;
    ws.getCell('A1').note = 'Conforme o edital, item 4.2';
    ws.getCell('F2').value = { formula: 'G2+H2+24.75', result: 68.75 } as ExcelJS.CellFormulaValue;
    expect(ws.getColumn(2).width).toBe(38);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const { page, errors, external } = await openPage();
    await page.setInputFiles('input[type=file]', {
      name: 'comissao.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
    await opened(page, 'comissao.xlsx');
    await page.getByRole('tab', { name: 'Parâmetros' }).click();
    await page.getByLabel('Vagas do cargo 1').fill('2');
    await waitForBeforeUnload(page, true);
    await page
      .getByRole('button', { name: /^(Gravar|Salvar)/ })
      .first()
      .click();
    await page
      .getByText(/^Parâmetros gravados na planilha/)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 30_000 });
    const got = await downloadWorkbook(page);
    await waitForBeforeUnload(page, false);
    expect(got.nome).toBe('comissao-uso-interno.xlsx');
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(got.bytes as unknown as ExcelJS.Buffer);
    const c = back.getWorksheet('Candidatos')!;
    expect(c.getCell('F2').formula).toBe('G2+H2+24.75');
    expect(c.getCell('A1').note).toBe('Conforme o edital, item 4.2');
    expect(c.getColumn(2).width).toBe(38);
    expect(c.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const vagas: unknown[] = [];
    back.getWorksheet('Parâmetros')!.eachRow((row) => void (row.getCell(1).value === 'Motorista' && vagas.push(row.getCell(2).value)));
    expect(vagas).toEqual([2]);
    await page.close();
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  }, 180_000);

  test('color-scheme segue o tema: os controles do navegador (o seletor de data) escuros no tema escuro, claros no claro', async () => {
    for (const scheme of ['dark', 'light'] as const) {
      const { page, errors } = await openPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.setInputFiles('input[type=file]', EXAMPLE);
      await opened(page, 'exemplo-concurso.xlsx');
      await page.getByRole('tab', { name: 'Nomeações' }).click();
      const data = page.getByLabel('Data do ato');
      await data.waitFor({ timeout: 30_000 });
      await page.waitForFunction((want) => getComputedStyle(document.documentElement).colorScheme === want, scheme, { timeout: 30_000 });
      expect(await data.evaluate((el) => getComputedStyle(el).colorScheme)).toBe(scheme);
      await page.close();
      expect(errors).toEqual([]);
    }
  }, 120_000);

  test('arrastar e soltar o arquivo na área da página abre-o', async () => {
    const { page, errors } = await openPage();
    const bytes = [...fs.readFileSync(EXAMPLE)];
    const dataTransfer = await page.evaluateHandle((b) => {
      const dt = new DataTransfer();
      dt.items.add(
        new File([new Uint8Array(b)], 'solto.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      );
      return dt;
    }, bytes);
    const zone = page.getByRole('region', { name: 'Arraste o arquivo para cá' });
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await opened(page, 'solto.xlsx');
    await page.getByRole('tab', { name: 'Dados' }).click();
    // Waits for the step to render (a count read at once failed under load: 0 before React painted it).
    await page.getByText('Candidatos').first().waitFor();
    await page.close();
    expect(errors).toEqual([]);
  }, 120_000);

  test('Nomeações a 320 px: a nomeação registrada, P2 desiste e P4 é chamada à 3ª posição, uma vaga nova; o arquivo baixado traz a planilha Nomeações e a lista', async () => {
    // rules.md §10's withdrawal example as a commission's .xlsx: 10 vacancies, PcD by Decreto nº 9.508/2018.
    const book = new ExcelJS.Workbook();
    for (const s of pastaDesistencia()) book.addWorksheet(s.nome).addRows(s.linhas as unknown[][]);
    const { page, errors, external } = await openPage();
    await page.setViewportSize({ width: 320, height: 900 });
    await page.setInputFiles('input[type=file]', {
      name: 'concurso.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
    await opened(page, 'concurso.xlsx');
    await page.getByRole('tab', { name: 'Nomeações' }).click();
    const lista = page.getByRole('list', { name: 'Pessoas a nomear agora' });
    await lista.waitFor({ timeout: 30_000 });
    expect(await lista.locator(':scope > li').count()).toBe(10);
    expect(await lista.locator(':scope > li').nth(2).textContent()).toContain('P2 – Pessoa P2');
    await page.getByRole('textbox', { name: 'Ato de nomeação (número da portaria ou do decreto)' }).fill('Portaria 45/2026');
    await page.getByLabel('Data do ato').fill('2026-04-02');
    // Nothing scrolls sideways in a 320 px pane, nor at 200% zoom (160 px); axe with the real layout (contrast included).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 160, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(160);
    await page.setViewportSize({ width: 320, height: 900 });
    // axe evaluated by the test (the page's Content-Security-Policy refuses an added script, rightly).
    await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    const axe = await page.evaluate(async () => {
      const run = (window as unknown as { axe: { run: (c: unknown) => Promise<{ violations: { id: string; impact: string }[] }> } }).axe
        .run;
      const r = await run({ include: [['body']], exclude: [['[data-tabster-dummy]']] });
      return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(axe).toEqual([]);
    await page.getByRole('button', { name: 'Registrar a nomeação (10 pessoas)' }).click();
    await page
      .getByText(/10 atos registrados na (aba|planilha) 'Nomeações' \(linhas 2 a 11\), criada agora\./)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'A nomear agora (0)' }).waitFor({ timeout: 30_000 });

    // P2 withdraws; P4, the next of the PP list, is to be called at the 3rd position (Art. 10, §3º).
    await page.getByRole('combobox', { name: 'Pessoa' }).click();
    await page.getByRole('option', { name: /^3ª: P2 – Pessoa P2/ }).click();
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: /^Desistente/ }).click();
    await page.getByRole('button', { name: 'Registrar a situação' }).click();
    await page
      .getByText(/1 ato registrado na (aba|planilha) 'Nomeações' \(linha 12\)\./)
      .first()
      .waitFor({ timeout: 30_000 });
    // The list is drawn again from the analysis made after writing: wait for it rather than read it at once.
    await lista.locator(':scope > li').nth(1).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await lista.locator(':scope > li').count()).toBe(1);
    expect(await lista.locator(':scope > li').first().textContent()).toMatch(/^3ª posição.*P4 – Pessoa P4/);

    // A new vacancy: the 11th position, and who is called to it.
    await page.getByRole('button', { name: 'Aumentar as vagas' }).click();
    await page
      .getByText(/^Vagas do concurso: de 10 para 11\./)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'A nomear agora (2)' }).waitFor({ timeout: 30_000 });
    expect(await lista.locator(':scope > li').nth(1).textContent()).toMatch(/^11ª posição.*G7 – Pessoa G7/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    const lists = await generateAndDownload(page);
    const got = await downloadWorkbook(page);
    const nomeacoes = got.sheets.find((s) => s.nome === 'Nomeações')!;
    expect(nomeacoes.doSuplemento).toBeFalsy();
    expect(nomeacoes.linhas[0]).toEqual(['Cargo', 'Posição', 'Inscrição', 'Nome', 'Situação', 'Ato', 'Data']);
    expect(nomeacoes.linhas.slice(1, 11).map((r) => r.slice(1, 6))).toEqual(
      ['G1', 'P1', 'P2', 'G2', 'D1', 'G3', 'G4', 'P3', 'G5', 'G6'].map((id, i) => [
        i + 1,
        id,
        `Pessoa ${id}`,
        'Nomeado(a)',
        'Portaria 45/2026',
      ]),
    );
    expect(nomeacoes.linhas[1][6]).toEqual(new Date(Date.UTC(2026, 3, 2)));
    expect(nomeacoes.linhas[11].slice(1, 5)).toEqual([3, 'P2', 'Pessoa P2', 'Desistente']);
    expect(got.sheets.find((s) => s.nome === 'Parâmetros')!.linhas).toEqual(expect.arrayContaining([['Vagas', 11]]));
    // The published order of nomination: P4 to be called.
    const linhaP4 = lists.sheets.find((s) => s.nome === 'Nomeação' && s.doSuplemento)!.linhas.find((r) => r.includes('P4'))!;
    expect(linhaP4.map(String).join(' | ')).toMatch(/A nomear/);
    await page.close();
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  }, 180_000);

  test('a tela de abrir cabe em 320 px (200% de zoom numa janela de 640): nada rola para o lado; o botão e o campo de arquivo têm nome', async () => {
    const { page, errors } = await openPage();
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await page.getByLabel('Arquivo dos candidatos (.xlsx ou .csv)').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cotas raciais em concursos');
    await page.close();
    expect(errors).toEqual([]);
  }, 60_000);

  test('um arquivo que não é planilha: a página diz por quê, em português, e continua na tela de abrir', async () => {
    const { page, errors } = await openPage();
    await page.setInputFiles('input[type=file]', {
      name: 'edital.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n\u0000\u0001binário'),
    });
    const alert = page.getByRole('alert').filter({ hasText: 'O arquivo não pôde ser aberto.' });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toMatch(/'edital\.pdf': o arquivo não é uma planilha \(\.xlsx\) nem um texto CSV/);
    expect(await page.getByRole('button', { name: 'Escolher arquivo no computador' }).isEnabled()).toBe(true);
    await page.close();
    expect(errors).toEqual([]);
  }, 60_000);
});
