#!/usr/bin/env node
// Screenshots of the Excel task pane for the README (docs/img/painel-*.png), at Excel's pane width
// (320 px), one per step and one in Office's dark theme. Builds nothing: it serves an existing dist/
// (npm run build, or the folder given as the first argument) with the fake Office.js of the browser
// tests (test/support/fake-office.js) in Debian's Chromium (playwright-core, /usr/bin/chromium; no
// browser is downloaded). The page reaches no other address.
//
//   npm run build && node tools/capturas-painel.js [pasta-dist]     (COTAS_CAPTURAS=outra/pasta to write elsewhere)
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');
const { serve } = require('./servidor-estatico');
// The CPF check digits as the example generator computes them (dist-node/: npm run build compiles it).
const { cpfFromNine: cpf } = require('../dist-node/tools/gerar-exemplo.js');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.resolve(process.argv[2] || path.join(ROOT, 'dist'));
const OUT = path.resolve(process.env.COTAS_CAPTURAS || path.join(ROOT, 'docs', 'img'));
const FAKE_OFFICE = path.join(ROOT, 'test', 'support', 'fake-office.js');
const OFFICE_JS = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';
const CHROMIUM = '/usr/bin/chromium';
const WIDTH = 320;

/** An example concurso: two cargos, 24 candidates; one score typed wrong (the Validar step shows it). */
function exampleSheets() {
  const nomes = [
    'Ana Beatriz Souza',
    'Bruno Henrique Lima',
    'Carla Nascimento',
    'Daniel Oliveira',
    'Eduarda Santos',
    'Felipe Araújo',
    'Gabriela Ferreira',
    'Heitor Rodrigues',
    'Isabela Almeida',
    'João Pedro Costa',
    'Karina Ribeiro',
    'Lucas Martins',
    'Mariana Carvalho',
    'Nicolas Gomes',
    'Olívia Pereira',
    'Paulo Rocha',
    'Queila Barbosa',
    'Rafael Dias',
    'Sofia Teixeira',
    'Thiago Moreira',
    'Úrsula Cardoso',
    'Vinícius Mendes',
    'Wanessa Castro',
    'Yasmin Freitas',
  ];
  const cotas = ['PP', '', '', 'PP', '', 'IND', '', 'PP', '', '', 'QUI', '', 'PP', '', '', '', 'PP', '', '', 'PP', '', '', 'IND', ''];
  const grid = [['Inscrição', 'Nome', 'CPF', 'Data de nascimento', 'Cargo', 'Nota final', 'Cota', 'Heteroidentificação']];
  nomes.forEach((nome, i) => {
    const cargo = i < 14 ? 'Professor PEB I' : 'Auxiliar Administrativo';
    const nota = i === 9 ? '7,5 pontos' : Math.round((92 - i * 1.7 - (i % 3) * 0.9) * 10) / 10;
    const nasc = `${String(1 + ((i * 7) % 28)).padStart(2, '0')}/${String(1 + ((i * 5) % 12)).padStart(2, '0')}/${1970 + ((i * 3) % 30)}`;
    grid.push([
      String(20260101 + i * 7),
      nome,
      cpf(String(123456780 + i * 7919).slice(0, 9)),
      nasc,
      cargo,
      nota,
      cotas[i],
      cotas[i] ? 'Deferida' : '',
    ]);
  });
  return [
    { name: 'Candidatos', grid },
    {
      name: 'Parâmetros',
      grid: [
        ['Concurso', 'Concurso Público nº 01/2026'],
        ['Órgão', 'Prefeitura Municipal de Pirangi'],
        [],
        ['Regra', 'Lei 3.056/2025'],
        ['Data do edital', '05/01/2026'],
        ['Data de referência', '20/03/2026'],
        [],
        ['Cargo', 'Vagas'],
        ['Professor PEB I', 8],
        ['Auxiliar Administrativo', 3],
      ],
    },
  ];
}

/** A page of the pane in a fresh context: the fake Office.js and the example workbook, nothing from the internet. */
async function openPane(browser, url, { theme } = {}) {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 640 }, deviceScaleFactor: 2, locale: 'pt-BR' });
  await context.route('**/*', (route) => {
    const u = route.request().url();
    if (u.startsWith(url)) return route.continue();
    if (u === OFFICE_JS) return route.fulfill({ contentType: 'text/javascript', body: '/* o Office.js falso já está na página */' });
    return route.abort();
  });
  const page = await context.newPage();
  const init = { __initialSheets: exampleSheets(), __activeCell: { sheet: 'Candidatos', cell: 'A1' } };
  if (theme) init.__officeTheme = theme;
  await page.addInitScript({
    content: Object.entries(init)
      .map(([k, v]) => `window.${k} = ${JSON.stringify(v)};`)
      .join('\n'),
  });
  await page.addInitScript({ path: FAKE_OFFICE });
  await page.goto(`${url}taskpane.html`);
  await page.getByRole('tab', { name: 'Dados' }).waitFor({ timeout: 30000 });
  await page.getByText('Lendo a pasta de trabalho…').first().waitFor({ state: 'detached', timeout: 30000 });
  return { context, page };
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium não encontrado em ${CHROMIUM}: instale com "apt-get install -y chromium".`);
  if (!fs.existsSync(path.join(DIST, 'taskpane.html'))) {
    throw new Error(`Falta ${path.join(DIST, 'taskpane.html')}: compile antes (npm run build) ou indique a pasta compilada.`);
  }
  fs.mkdirSync(OUT, { recursive: true });
  const { server, url } = await serve(DIST);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--lang=pt-BR'],
  });
  const shots = [];
  const shot = async (page, nome) => {
    const file = path.join(OUT, `painel-${nome}.png`);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: file, fullPage: true });
    shots.push(path.relative(ROOT, file));
  };
  try {
    const { context, page } = await openPane(browser, url);
    await shot(page, 'dados');

    await page.getByRole('tab', { name: 'Parâmetros' }).click();
    await shot(page, 'parametros');

    await page.getByRole('tab', { name: 'Validar' }).click();
    await page.getByRole('button', { name: 'Validar' }).click();
    await page.getByRole('heading', { name: /^Resultado da validação/ }).waitFor({ timeout: 30000 });
    await shot(page, 'validar');

    // The commission fixes the score in the sheet, validates again and generates.
    await page.evaluate(() => {
      const s = globalThis.__fakeOffice.sheets.find((x) => x.name === 'Candidatos');
      s.grid[10][5] = 75.5;
    });
    await page.getByRole('button', { name: 'Validar' }).click();
    await page.getByRole('heading', { name: /^Resultado da validação: 0 erros/ }).waitFor({ timeout: 30000 });
    await page.getByRole('tab', { name: 'Gerar listas finais' }).click();
    await page.getByRole('button', { name: 'Gerar listas finais' }).click();
    await page.getByRole('heading', { name: 'Resultado da geração' }).waitFor({ timeout: 60000 });
    await shot(page, 'gerar');

    await page.getByRole('button', { name: 'Gerar listas finais' }).click();
    await page.getByRole('dialog').waitFor({ timeout: 30000 });
    await page.waitForTimeout(400);
    await shot(page, 'substituir');
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('tab', { name: 'Publicação' }).click();
    await shot(page, 'publicacao');
    await context.close();

    const dark = await openPane(browser, url, {
      theme: {
        bodyBackgroundColor: '#262626',
        bodyForegroundColor: '#ffffff',
        controlBackgroundColor: '#363636',
        controlForegroundColor: '#ffffff',
      },
    });
    await dark.page.getByRole('tab', { name: 'Validar' }).click();
    await dark.page.getByRole('button', { name: 'Validar' }).click();
    await dark.page.getByRole('heading', { name: /^Resultado da validação/ }).waitFor({ timeout: 30000 });
    await shot(dark.page, 'escuro');
    await dark.context.close();
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`Capturas gravadas:\n  ${shots.join('\n  ')}`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
