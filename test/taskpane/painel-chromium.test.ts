// The built task pane (test/support/bundles.ts) in Debian's Chromium over the fake Office.js, for what
// only a real browser shows: where the focus goes around the replace dialog, what overlaps at 200% zoom
// (a 320 px pane is 160 CSS px wide: the viewport below, at device scale 2), and the color-scheme the
// browser draws its own controls with (the date pickers). Nothing leaves for the internet.
import * as path from 'path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serveFolder } from '../build/browser';
import { testBundle } from '../support/bundles';

const OFFICE_JS = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';
const DARK = {
  bodyBackgroundColor: '#262626',
  bodyForegroundColor: '#ffffff',
  controlBackgroundColor: '#363636',
  controlForegroundColor: '#ffffff',
};

/** Two cargos; headers long enough to wrap at 160 px ("H: Heteroidentificação", "D: Data de nascimento"). */
function book(): { name: string; grid: unknown[][] }[] {
  const header = ['Inscrição', 'Nome', 'CPF', 'Data de nascimento', 'Cargo', 'Nota final', 'Cota', 'Heteroidentificação'];
  const rows = Array.from({ length: 12 }, (_, i) => [
    String(100 + i),
    `Pessoa ${i}`,
    '',
    '01/02/1990',
    i < 6 ? 'Professor' : 'Auxiliar',
    90 - i,
    i % 3 ? '' : 'PP',
    i % 3 ? '' : 'Deferida',
  ]);
  return [
    { name: 'Candidatos', grid: [header, ...rows] },
    {
      name: 'Parâmetros',
      grid: [['Concurso', 'Concurso 1/2026'], ['Data do edital', '05/01/2026'], [], ['Cargo', 'Vagas'], ['Professor', 3], ['Auxiliar', 2]],
    },
  ];
}

/** The pane at `width`×`height` CSS px and device scale 2, the workbook read; requests outside `url` are refused and recorded. */
async function openPane(
  browser: Browser,
  url: string,
  opts: { width: number; height: number; theme?: Record<string, string> },
): Promise<{ page: Page; external: string[]; errors: string[] }> {
  const external: string[] = [];
  const errors: string[] = [];
  const context = await browser.newContext({ viewport: { width: opts.width, height: opts.height }, deviceScaleFactor: 2 });
  await context.route('**/*', (route) => {
    const u = route.request().url();
    if (u.startsWith(url)) return route.continue();
    if (u === OFFICE_JS) return route.fulfill({ contentType: 'text/javascript', body: '/* o Office.js falso já está na página */' });
    external.push(u);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  const init: Record<string, unknown> = { __initialSheets: book(), __activeCell: { sheet: 'Candidatos', cell: 'A1' } };
  if (opts.theme) init.__officeTheme = opts.theme;
  await page.addInitScript({
    content: Object.entries(init)
      .map(([k, v]) => `window.${k} = ${JSON.stringify(v)};`)
      .join('\n'),
  });
  await page.addInitScript({ path: path.join(__dirname, '..', 'support', 'fake-office.js') });
  await page.goto(`${url}taskpane.html`);
  await page.getByRole('tab', { name: 'Dados' }).waitFor({ timeout: 30_000 });
  await page.getByText('Lendo a pasta de trabalho…').first().waitFor({ state: 'detached', timeout: 30_000 });
  return { page, external, errors };
}

/**
 * Every pair of a label's text and a field (or of two fields, or two labels' texts) drawn over each
 * other in the step shown: the labels' text boxes (Range.getClientRects, so that padding does not count)
 * against the fields' boxes.
 */
function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (e: Element): boolean => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !e.closest('[hidden]');
    };
    const textBoxes = (e: Element): DOMRect[] => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    };
    const labels = Array.from(document.querySelectorAll('label, [id^="campo-"], .fui-Field__validationMessage, .fui-Field__hint'))
      .filter(shown)
      .map((e) => ({ e, boxes: textBoxes(e) }));
    const fields = Array.from(document.querySelectorAll('.fui-Dropdown, .fui-Input, .fui-Textarea, .fui-Select'))
      .filter(shown)
      .map((e) => ({ e, boxes: [e.getBoundingClientRect()] }));
    const all = [...labels, ...fields];
    const found = new Set<string>();
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++) {
        const [a, b] = [all[i], all[j]];
        if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
        for (const ra of a.boxes)
          for (const rb of b.boxes) {
            const dx = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
            const dy = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
            if (dx > 0.5 && dy > 0.5) found.add(`'${a.e.textContent}' sobre '${b.e.textContent}'`);
          }
      }
    return [...found];
  });
}

describe('o painel construído, no Chromium', () => {
  let dir: string;
  beforeAll(() => {
    dir = testBundle('suplemento');
  }, 600_000);

  test('a 200% de zoom (160 px): nenhum rótulo sobre um campo em nenhuma etapa', async () => {
    const server = await serveFolder(dir);
    const browser = await launchChromium();
    try {
      const { page, external, errors } = await openPane(browser, server.url, { width: 160, height: 700 });
      const problems: string[] = [];
      for (const step of ['Dados', 'Parâmetros', 'Validar', 'Gerar listas finais', 'Publicação', 'Nomeações']) {
        await page.getByRole('tab', { name: step }).click();
        for (const o of await overlaps(page)) problems.push(`${step}: ${o}`);
      }
      expect(problems).toEqual([]);
      expect({ external, errors }).toEqual({ external: [], errors: [] });
    } finally {
      await browser.close();
      await server.close();
    }
  }, 180_000);

  test('diálogo de substituição a 200% de zoom: abre em Cancelar, a lista das planilhas à vista e rolável; Esc devolve o foco ao botão', async () => {
    const server = await serveFolder(dir);
    const browser = await launchChromium();
    try {
      const { page, errors } = await openPane(browser, server.url, { width: 160, height: 350 });
      await page.getByRole('tab', { name: 'Gerar listas finais' }).click();
      // One sheet per list and cargo: a long list to replace.
      await page.getByRole('radio', { name: 'Uma planilha por lista e por cargo' }).click();
      const gerar = page.getByRole('button', { name: 'Gerar listas finais' });
      await gerar.click();
      await page.getByRole('heading', { name: 'Resultado da geração' }).waitFor({ timeout: 60_000 });
      const focused = (): Promise<string> =>
        page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);

      for (const close of ['Escape', 'Cancelar']) {
        await gerar.click();
        const dialog = page.getByRole('dialog', { name: 'Substituir as listas geradas antes?' });
        await dialog.waitFor({ timeout: 30_000 });
        await page.waitForTimeout(300);
        // Enter, Enter does not replace: the focus is on the safe choice.
        expect(await focused()).toBe('BUTTON Cancelar');
        const list = dialog.getByRole('list', { name: 'Planilhas que serão substituídas' });
        const items = await list.getByRole('listitem').count();
        expect(items).toBeGreaterThan(10);
        // In sight: a part of the list at least 40 px high is within the viewport, beside the buttons.
        const seen = await list.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
        });
        expect(seen).toBeGreaterThanOrEqual(40);
        // Every name can be brought into sight by scrolling the list itself (the keyboard reaches it).
        const last = list.getByRole('listitem').last();
        await last.scrollIntoViewIfNeeded();
        expect(await last.isVisible()).toBe(true);
        expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
        expect(await list.getAttribute('tabindex')).toBe('0');
        if (close === 'Escape') await page.keyboard.press('Escape');
        else await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await dialog.waitFor({ state: 'detached', timeout: 30_000 });
        await page.waitForTimeout(300);
        expect([close, await focused()]).toEqual([close, 'BUTTON Gerar listas finais']);
      }
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 180_000);

  test('a regra da comissão e o corte para a próxima fase, pelo painel construído: a aba Regra criada e escolhida, o corte gravado, as listas de convocados geradas', async () => {
    const server = await serveFolder(dir);
    const browser = await launchChromium();
    try {
      const { page, external, errors } = await openPane(browser, server.url, { width: 320, height: 900 });
      await page.getByRole('tab', { name: 'Parâmetros' }).click();
      await page.getByRole('combobox', { name: 'Regra (lei)' }).click();
      await page.getByRole('option', { name: 'Outra lei (aba Regra)' }).click();
      await page.getByRole('button', { name: /^Criar a aba Regra a partir da Lei nº 3\.056\/2025/ }).click();
      await page.getByText(/A regra é a da aba Regra desta pasta/).waitFor({ timeout: 30_000 });
      await page.getByRole('textbox', { name: /Quantos o edital chama para a próxima fase/ }).fill('ampla=2');
      await page.getByRole('button', { name: 'Salvar a planilha Parâmetros' }).click();
      await page
        .getByText(/^Parâmetros gravados na planilha 'Parâmetros'/)
        .first()
        .waitFor({ state: 'attached', timeout: 30_000 });
      await page.getByRole('tab', { name: 'Validar' }).click();
      await page.getByRole('button', { name: 'Validar' }).click();
      await page.getByRole('heading', { name: /^Resultado da validação/ }).waitFor({ timeout: 30_000 });
      await page.getByRole('tab', { name: 'Gerar listas finais' }).click();
      expect(await page.getByRole('checkbox', { name: /Lista de convocados para a próxima fase/ }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Gerar listas finais' }).click();
      await page.getByRole('heading', { name: 'Resultado da geração' }).waitFor({ timeout: 60_000 });
      const written = await page
        .locator('[role="tabpanel"]:not([hidden])')
        .getByText(/^Planilhas gravadas: /)
        .textContent();
      expect(written).toMatch(/Convocados - Professor/);
      expect(written).toMatch(/Convocados - Auxiliar/);
      expect({ external, errors }).toEqual({ external: [], errors: [] });
    } finally {
      await browser.close();
      await server.close();
    }
  }, 180_000);

  test('color-scheme segue o tema do Office: os seletores de data são claros no tema claro e escuros no escuro', async () => {
    const server = await serveFolder(dir);
    const browser = await launchChromium();
    try {
      for (const [theme, expected] of [
        [undefined, 'light'],
        [DARK, 'dark'],
      ] as const) {
        const { page } = await openPane(browser, server.url, { width: 320, height: 700, theme });
        await page.getByRole('tab', { name: 'Nomeações' }).click();
        const date = page.locator('input[type="date"]').first();
        await date.waitFor({ timeout: 30_000 });
        const schemes = await date.evaluate((el) => [
          getComputedStyle(document.documentElement).colorScheme,
          getComputedStyle(el).colorScheme,
        ]);
        expect([theme ? 'escuro' : 'claro', schemes]).toEqual([theme ? 'escuro' : 'claro', [expected, expected]]);
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }, 180_000);
});
