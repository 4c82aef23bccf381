// The Excel pane's page carries a Content-Security-Policy (OWASP ASVS 5.0 §3.4.3): scripts only from
// its own folder and Office.js's CDN, no eval, no plug-ins, no <base>, no forms; the policy comes before
// any script. Checked on the template (src/taskpane/taskpane.html), on the built dist/taskpane.html,
// and in Chromium: the built pane, with the CSP, loads Office.js (faked, answered at its CDN address)
// and works, with no violation reported.
import * as fs from 'fs';
import * as path from 'path';
import { launchChromium, serveFolder } from './browser';
import { testBundle } from '../support/bundles';

const TEMPLATE = path.join(__dirname, '..', '..', 'src', 'taskpane', 'taskpane.html');
const OFFICE_JS = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

/** The policy of `html`'s CSP meta tag, by directive; and whether the tag comes before every <script>. */
function policyOf(html: string): { directives: Map<string, string[]>; beforeScripts: boolean } {
  const m = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"\s*\/?>/i.exec(html);
  expect(m).not.toBeNull();
  const directives = new Map<string, string[]>();
  for (const part of m![1].split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  const firstScript = html.search(/<script\b/i);
  return { directives, beforeScripts: firstScript < 0 || m!.index < firstScript };
}

function expectStrictPolicy(html: string): void {
  const { directives, beforeScripts } = policyOf(html);
  expect(beforeScripts).toBe(true);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  const scripts = directives.get('script-src')!;
  expect(scripts).toContain("'self'");
  expect(scripts).toContain('https://appsforoffice.microsoft.com');
  for (const s of scripts) expect(s).not.toMatch(/unsafe|\*|^https?:$|^data:|^blob:/);
  expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  expect(directives.get('form-action')).toEqual(["'none'"]);
  for (const [name, sources] of directives)
    expect({ name, wildcard: sources.some((s) => s.includes('*')) }).toEqual({ name, wildcard: false });
}

describe('the pane’s Content-Security-Policy', () => {
  it('the template carries it, before Office.js', () => {
    expectStrictPolicy(fs.readFileSync(TEMPLATE, 'utf8'));
  });

  it('the built dist/taskpane.html carries it, before every script; the pane works under it in Chromium', async () => {
    const out = testBundle('suplemento');
    const html = fs.readFileSync(path.join(out, 'taskpane.html'), 'utf8');
    expectStrictPolicy(html);
    expect(policyOf(html).directives).toEqual(policyOf(fs.readFileSync(TEMPLATE, 'utf8')).directives);

    const server = await serveFolder(out);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      await page.addInitScript({
        content: `window.__initialSheets = ${JSON.stringify([
          {
            name: 'Candidatos',
            grid: [
              ['Inscrição', 'Nome', 'Nota'],
              ['101', 'Ana', 90],
            ],
          },
        ])};
                  window.__activeCell = { sheet: 'Candidatos', cell: 'A1' };`,
      });
      await page.addInitScript({ path: path.join(__dirname, '..', 'support', 'fake-office.js') });
      const served: string[] = [];
      await page.route('**/*', async (route) => {
        const url = route.request().url();
        if (url.startsWith(server.url)) return route.continue();
        if (url === OFFICE_JS) {
          served.push(url);
          return route.fulfill({ contentType: 'text/javascript', body: '/* Office.js: o falso do teste já está na página */' });
        }
        return route.abort();
      });
      await page.goto(`${server.url}taskpane.html`);
      await page.getByRole('tab', { name: 'Dados' }).waitFor({ timeout: 30_000 });
      expect(served).toEqual([OFFICE_JS]);
      expect(violations).toEqual([]);
      // An inline script is refused: the policy is in force.
      const inline = await page.evaluate(() => {
        const w = window as unknown as { __inline?: boolean };
        const s = document.createElement('script');
        s.textContent = 'window.__inline = true;';
        document.head.appendChild(s);
        return w.__inline === true;
      });
      expect(inline).toBe(false);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 600_000);
});
