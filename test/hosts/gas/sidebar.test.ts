// The Google Sheets sidebar (dist/gas/sidebar.html) in Debian's headless Chromium, with a fake
// google.script.run whose every call runs the server function of the same build's Code.js, loaded in
// node:vm over the fake spreadsheet (fake-gas.ts): Validar and Gerar listas finais walked as a user
// would, the lists written into the fake spreadsheet, and no request to any other address.
import * as fs from 'fs';
import * as path from 'path';
import type { Browser, Page } from 'playwright-core';
import { readSpreadsheetFile } from '../../../src/hosts/file';
import { launchChromium, serveFolder } from '../../build/browser';
import { fakeGas } from '../../support/fake-gas';
import type { FakeGas, Value } from '../../support/fake-gas';
import { ROOT, loadCode } from '../../support/load-gas';
import { testBundle } from '../../support/bundles';

/** Stands in for Apps Script's client: google.script.run.withSuccessHandler(f).withFailureHandler(g).NAME(...args). */
const FAKE_RUN = `
(() => {
  const runner = (ok, fail) => new Proxy({}, {
    get(_t, prop) {
      if (prop === 'withSuccessHandler') return (f) => runner(f, fail);
      if (prop === 'withFailureHandler') return (f) => runner(ok, f);
      return (...args) => {
        window.__chamadas.push(String(prop));
        window.__gas(String(prop), JSON.stringify(args)).then((r) => {
          if ('erro' in r) fail && fail(new Error(r.erro));
          else ok && ok(r.valor);
        });
      };
    },
  });
  window.__chamadas = [];
  window.google = { script: { run: runner(null, null) } };
})();
`;

describe('o painel lateral do Google Planilhas (sidebar.html)', () => {
  let dir: string;
  let html: string;
  let server: Awaited<ReturnType<typeof serveFolder>>;
  let browser: Browser;
  let gas: FakeGas;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    dir = testBundle('gas');
    html = fs.readFileSync(path.join(dir, 'sidebar.html'), 'utf8');
    const code = fs.readFileSync(path.join(dir, 'Code.js'), 'utf8');
    gas = fakeGas();
    for (const s of (await readSpreadsheetFile(path.join(ROOT, 'assets', 'exemplo-concurso.xlsx'))).sheets) {
      gas.ss._add(
        s.nome,
        s.linhas.map((r) => r.map((v) => (v === null || v === undefined ? '' : (v as Value)))),
      );
    }
    const server_ = loadCode(code, gas.globals);
    server = await serveFolder(dir);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 320, height: 900 } });
    page.on('request', (r) => requests.push(r.url()));
    await page.exposeFunction('__gas', (name: string, args: string) => {
      try {
        const fn = server_[name];
        if (typeof fn !== 'function') return { erro: `função do servidor inexistente: ${name}` };
        return { valor: fn(...(JSON.parse(args) as unknown[])) ?? null };
      } catch (e) {
        return { erro: (e as Error).message };
      }
    });
    await page.addInitScript(FAKE_RUN);
    await page.goto(`${server.url}sidebar.html`);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('um só arquivo: o script em linha, nada carregado de outro endereço', () => {
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.js') || f.endsWith('.html'))
        .sort(),
    ).toEqual(['Code.js', 'sidebar.html']);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<link[^>]*\shref=/i);
    // No address in an attribute that loads something (src, href, url(...) in the page's own markup).
    expect(html).not.toMatch(/(src|href)\s*=\s*["']?https?:\/\//i);
    expect(html).not.toMatch(/url\(\s*["']?https?:\/\//i);
  });

  test('Validar e Gerar listas finais, pelo google.script.run, gravam as listas na planilha', async () => {
    await page.getByRole('tab', { name: 'Validar' }).waitFor({ timeout: 60_000 });
    expect(await page.getByText('Google Planilhas').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Validar' }).click();
    await page.getByRole('button', { name: 'Validar', exact: true }).click();
    await page
      .getByRole('heading', { name: /Validação|Resultado da validação/ })
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { __chamadas: string[] }).__chamadas)).toContain('cotasAnalisar');
    const before = gas.ss.sheets.length;
    await page.getByRole('tab', { name: 'Gerar listas finais' }).click();
    const button = page.getByRole('button', { name: 'Gerar listas finais', disabled: false });
    await button.waitFor({ timeout: 60_000 });
    await button.click();
    await page
      .getByText(/Listas finais gravadas em \d+ planilhas/)
      .first()
      .waitFor({ timeout: 60_000 });
    const written = gas.ss.sheets.filter((s) => s.metadata.some((m) => m.key === 'CotasSaida'));
    expect(written.length).toBeGreaterThan(3);
    expect(gas.ss.sheets.length).toBe(before + written.length);
    // Again: the earlier lists are named in a confirmation, and replaced.
    await button.click();
    await page.getByRole('dialog').getByText('Substituir as listas geradas antes?').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Substituir e gerar' }).click();
    await page
      .getByText(/substituindo \d+ planilhas anteriores do suplemento/)
      .first()
      .waitFor({ timeout: 60_000 });
    expect(gas.ss.sheets.length).toBe(before + written.length);
    expect(gas.ss.sheets.filter((s) => written.includes(s))).toEqual([]);
    const chamadas = await page.evaluate(() => (window as unknown as { __chamadas: string[] }).__chamadas);
    expect(chamadas.filter((c) => c === 'cotasGerar').length).toBeGreaterThanOrEqual(2);
  }, 180_000);

  test('Nomeações: a nomeação registrada pelo google.script.run acrescenta uma linha por pessoa à planilha Nomeações da planilha', async () => {
    await page.getByRole('tab', { name: 'Nomeações' }).click();
    const lista = page.getByRole('list', { name: 'Pessoas a nomear agora' });
    await lista.waitFor({ timeout: 60_000 });
    const n = await lista.locator(':scope > li').count();
    expect(n).toBeGreaterThan(0);
    const primeira = (await lista.locator(':scope > li').first().locator('.fui-Checkbox').textContent())!;
    await page.getByRole('textbox', { name: 'Ato de nomeação (número da portaria ou do decreto)' }).fill('Portaria 45/2026');
    await page.getByLabel('Data do ato').fill('2026-04-02');
    await page.getByRole('button', { name: /^Registrar a nomeação/ }).click();
    await page
      .getByText(new RegExp(`^${n} atos? registrados? na planilha 'Nomeações'`))
      .first()
      .waitFor({ timeout: 60_000 });
    const sheet = gas.ss._find('Nomeações')!;
    const rows = sheet._values();
    expect(rows[0]).toEqual(['Cargo', 'Posição', 'Inscrição', 'Nome', 'Situação', 'Ato', 'Data']);
    expect(rows).toHaveLength(1 + n);
    expect(`${rows[1][2]} – ${rows[1][3]}`).toBe(primeira);
    expect(rows[1].slice(4, 6)).toEqual(['Nomeado(a)', 'Portaria 45/2026']);
    expect(sheet._cell(2, 7)).toMatchObject({ v: new Date(Date.UTC(2026, 3, 2)), fmt: 'dd/mm/yyyy' });
    // Never marked as the add-on's output: the commission's sheet.
    expect(sheet.metadata).toEqual([]);
    // A new vacancy: the Parâmetros sheet's row of the cargo shown, one more.
    await page.getByRole('button', { name: 'Aumentar as vagas' }).click();
    const m = /^Vagas de (.+): de (\d+) para (\d+)\./.exec(
      (await page
        .getByText(/^Vagas de .+: de \d+ para \d+\./)
        .first()
        .textContent({ timeout: 60_000 }))!,
    )!;
    expect(Number(m[3])).toBe(Number(m[2]) + 1);
    expect(
      gas.ss
        ._find('Parâmetros')!
        ._values()
        .some((r) => r[0] === m[1] && r[1] === Number(m[3])),
    ).toBe(true);
    const chamadas = await page.evaluate(() => (window as unknown as { __chamadas: string[] }).__chamadas);
    expect(chamadas).toEqual(expect.arrayContaining(['cotasRegistrarAtos', 'cotasAumentarVagas']));
  }, 120_000);

  test('a ajuda das funções na sintaxe do Google Planilhas', async () => {
    await page.getByRole('tab', { name: 'Publicação' }).click();
    for (const f of [
      '=RESERVA(17; "PP")',
      "=COTAS_CLASSIFICAR(Candidatos!A1:N376; 'Parâmetros'!A14:B19)",
      '=COTAS_LISTA(Candidatos!A1:N376; \'Parâmetros\'!A14:B19; "AVISOS")',
    ]) {
      expect(await page.getByText(f, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByText(/=COTAS\./).count()).toBe(0);
    // Sheets has no LAMBDA names: no button to add them.
    expect(await page.getByRole('button', { name: /nomes/i }).count()).toBe(0);
  });

  test('nenhum pedido a outro endereço além da própria página', () => {
    expect(requests.length).toBeGreaterThan(0);
    const others = requests.filter((u) => !u.startsWith(server.url) && !u.startsWith('data:') && !u.startsWith('blob:'));
    expect(others).toEqual([]);
  });
});
