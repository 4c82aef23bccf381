#!/usr/bin/env node
// Screenshots of the web page for the README (docs/img/web-*.png), taken in Debian's Chromium
// (playwright-core, /usr/bin/chromium; no browser is downloaded) over dist/web/ (built first when
// missing: npm run build:web). The example workbook (assets/exemplo-concurso.xlsx) is opened in the
// page as a user would, then the steps: the first screen, Dados, Validar, the result of Gerar, the
// Parâmetros saved (the bar: changes not downloaded), the first screen in the browser's dark theme,
// and the Nomeações step in a 360 px window (the width of Excel's pane) with a nomination registered.
//
//   node tools/capturas-web.js            (COTAS_CAPTURAS=outra/pasta to write elsewhere)
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { chromium } = require('playwright-core');
const { serve } = require('./servidor-estatico');

const ROOT = path.resolve(__dirname, '..');
const WEB = path.join(ROOT, 'dist', 'web');
const OUT = path.resolve(process.env.COTAS_CAPTURAS || path.join(ROOT, 'docs', 'img'));
const EXAMPLE = path.join(ROOT, 'assets', 'exemplo-concurso.xlsx');
const CHROMIUM = '/usr/bin/chromium';

async function main() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium não encontrado em ${CHROMIUM}: instale com "apt-get install -y chromium".`);
  if (!fs.existsSync(path.join(WEB, 'index.html'))) {
    console.log('Compilando a página (npm run build:web)…');
    execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--env', 'web'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  fs.mkdirSync(OUT, { recursive: true });
  const { server, url } = await serve(WEB);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const shots = [];
  const shot = async (page, nome, opts = {}) => {
    const file = path.join(OUT, `web-${nome}.png`);
    await page.screenshot({ path: file, fullPage: true, ...opts });
    shots.push(path.relative(ROOT, file));
  };
  try {
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 960, height: 720 },
      deviceScaleFactor: 1,
      locale: 'pt-BR',
      colorScheme: 'light',
    });
    // Nothing but the page's own files (the same rule the test checks).
    await context.route('**/*', (route) => (route.request().url().startsWith(url) ? route.continue() : route.abort()));
    const page = await context.newPage();
    await page.goto(`${url}index.html`);
    await page.getByRole('button', { name: 'Escolher arquivo no computador' }).waitFor({ timeout: 30000 });
    await shot(page, 'abrir');

    await page.setInputFiles('input[type=file]', EXAMPLE);
    await page.getByRole('button', { name: 'Abrir outro arquivo' }).waitFor({ timeout: 30000 });
    await page.getByRole('tab', { name: 'Dados' }).click();
    await page.waitForTimeout(500);
    await shot(page, 'dados');

    await page.getByRole('tab', { name: 'Validar' }).click();
    await page.getByRole('button', { name: 'Validar', exact: true }).click();
    await page.waitForTimeout(1500);
    await shot(page, 'validar');

    await page.getByRole('tab', { name: 'Gerar listas finais' }).click();
    const gerar = page.getByRole('button', { name: 'Gerar e baixar o arquivo', disabled: false });
    await gerar.waitFor({ timeout: 30000 });
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-capturas-'));
    try {
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), gerar.click()]);
      await download.saveAs(path.join(tmp, download.suggestedFilename()));
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    await page
      .getByText(/Arquivo baixado:/)
      .first()
      .waitFor({ timeout: 30000 });
    await page.waitForTimeout(500);
    await shot(page, 'resultado', { fullPage: false });

    // Parameters saved in the page: the bar says the page's copy has changes not downloaded yet.
    await page.getByRole('tab', { name: 'Parâmetros' }).click();
    await page.getByLabel('Vagas do cargo 1').fill('2');
    await page
      .getByRole('button', { name: /^(Gravar|Salvar)/ })
      .first()
      .click();
    await page
      .getByText(/^Parâmetros gravados na planilha/)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 30000 });
    await page
      .getByTestId('estado-pasta')
      .getByText(/^Alterações não baixadas/)
      .waitFor({ timeout: 30000 });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(500);
    await shot(page, 'alteracoes', { fullPage: false });
    await context.close();

    const dark = await browser.newContext({
      viewport: { width: 960, height: 720 },
      deviceScaleFactor: 1,
      locale: 'pt-BR',
      colorScheme: 'dark',
    });
    await dark.route('**/*', (route) => (route.request().url().startsWith(url) ? route.continue() : route.abort()));
    const escuro = await dark.newPage();
    await escuro.goto(`${url}index.html`);
    await escuro.getByRole('button', { name: 'Escolher arquivo no computador' }).waitFor({ timeout: 30000 });
    await shot(escuro, 'abrir-escuro');
    await dark.close();

    // The Nomeações step as narrow as Excel's pane: the first positions nominated, the rest to be called.
    const estreito = await browser.newContext({
      viewport: { width: 360, height: 1400 },
      deviceScaleFactor: 1,
      locale: 'pt-BR',
      colorScheme: 'light',
    });
    await estreito.route('**/*', (route) => (route.request().url().startsWith(url) ? route.continue() : route.abort()));
    const painel = await estreito.newPage();
    await painel.goto(`${url}index.html`);
    await painel.setInputFiles('input[type=file]', EXAMPLE);
    await painel.getByRole('button', { name: 'Abrir outro arquivo' }).waitFor({ timeout: 30000 });
    await painel.getByRole('tab', { name: 'Nomeações' }).click();
    await painel.getByRole('list', { name: 'Pessoas a nomear agora' }).waitFor({ timeout: 30000 });
    // The example's last cargo, which has more than one position.
    await painel.getByRole('combobox', { name: 'Cargo' }).click();
    await painel.getByRole('option').last().click();
    await painel.getByRole('textbox', { name: 'Ato de nomeação (número da portaria ou do decreto)' }).fill('Portaria 45/2026');
    await painel.getByLabel('Data do ato').fill('2026-04-02');
    await painel.getByRole('heading', { name: 'Nomeações', level: 2 }).click();
    await painel.waitForTimeout(500);
    await shot(painel, 'nomeacoes', { fullPage: false });
    await estreito.close();
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`Capturas gravadas:\n  ${shots.join('\n  ')}`);
}

main().catch((e) => {
  console.error(`Não foi possível tirar as capturas: ${e && e.message ? e.message : e}`);
  process.exit(1);
});
