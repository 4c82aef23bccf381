// The release's archives (tools/pacote.js), made once for this file from the bundles the run already
// builds (test/support/bundles.ts: the same webpack configurations as `npm run pacote`, without the
// final minification) and the command the run compiled (dist-node), then unpacked and run as IT and
// the commission would: the SHA256SUMS checked; the web page opened from the disk (file://) in Chromium,
// the example's lists generated and downloaded; the add-in's files served over HTTPS (a self-signed
// certificate made here with openssl) at the address its manifest was made for by `node manifesto.js`,
// the pane loaded from there over the fake Office.js and its lists written; the Apps Script project
// run in node:vm; the command installed with `npm ci --omit=dev --offline` from its own lock (falling
// back to the repository's node_modules through NODE_PATH only when npm's cache lacks a package) and
// run. Every host names the run's version and commit in the Memória de cálculo. The expected commit
// comes from git; the expected Id from the repository's tools/manifesto.js constant.
import { execFileSync, spawnSync } from 'child_process';
import { createHash } from 'crypto';
import * as fs from 'fs';
import * as https from 'https';
import type { AddressInfo } from 'net';
import * as os from 'os';
import * as path from 'path';
import JSZip from 'jszip';
import type { Browser } from 'playwright-core';
import { testBundle } from '../support/bundles';
import { fakeGas } from '../support/fake-gas';
import type { Value } from '../support/fake-gas';
import { loadCode } from '../support/load-gas';
import { launchChromium } from '../build/browser';
import { readSpreadsheetFile } from '../../src/hosts/file';
import { readXlsxPackage } from '../../src/hosts/file/browser';
import type { CellValue, SheetData } from '../../src/sheet';

const ROOT = path.join(__dirname, '..', '..');
const EXAMPLE = path.join(ROOT, 'assets', 'exemplo-concurso.xlsx');
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};
const VERSION = PKG.version;
const HEAD = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pacote = require('../../tools/pacote') as {
  makeArchives: (a: {
    saida: string;
    dirs: Record<string, string>;
    info: Identity;
  }) => Promise<{ arquivos: Record<string, string>; somas: string }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const manifesto = require('../../tools/manifesto') as { PRODUCTION_ID: string; manifestId: (xml: string) => string };

interface Identity {
  versao: string;
  commit: string;
  data: string;
}

const KINDS = { suplemento: 'suplemento-excel', web: 'pagina-web', gas: 'google-planilhas', cli: 'linha-de-comando' } as const;
type Kind = keyof typeof KINDS;

let work: string;
let info: Identity;
let made: { arquivos: Record<string, string>; somas: string };
/** Each archive's folder, unpacked. */
const unpacked = {} as Record<Kind, string>;

/** Unpacks `zipFile` into `dir`; returns the names of its top-level entries. */
async function unpack(zipFile: string, dir: string): Promise<string[]> {
  const z = await JSZip.loadAsync(fs.readFileSync(zipFile));
  const tops = new Set<string>();
  for (const e of Object.values(z.files)) {
    tops.add(e.name.split('/')[0]);
    const out = path.join(dir, e.name);
    if (!out.startsWith(dir + path.sep)) throw new Error(`caminho fora da pasta: ${e.name}`);
    if (e.dir) fs.mkdirSync(out, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, await e.async('nodebuffer'));
    }
  }
  return [...tops];
}

/** The Memória de cálculo's version line among `sheets`. */
function versionLine(rows: unknown[][]): string {
  const line = rows.flat().find((v) => typeof v === 'string' && v.startsWith('Versão do motor de cálculo:'));
  if (typeof line !== 'string') throw new Error('a Memória de cálculo não tem a linha da versão');
  return line;
}

const memoryOf = (sheets: SheetData[]): CellValue[][] => sheets.find((s) => s.nome === 'Memória de cálculo')!.linhas;

beforeAll(async () => {
  // The run's identity (test/setup/build.js): the bundles and dist-node were built with it.
  info = JSON.parse(process.env.COTAS_COMPILACAO!) as Identity;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-pacote-teste-'));
  const dirs = { suplemento: testBundle('suplemento'), web: testBundle('web'), gas: testBundle('gas'), cli: path.join(ROOT, 'dist-node') };
  made = await pacote.makeArchives({ saida: path.join(work, 'pacotes'), dirs, info });
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const dir = path.join(work, 'aberto', kind);
    fs.mkdirSync(dir, { recursive: true });
    const tops = await unpack(made.arquivos[kind], dir);
    expect(tops).toEqual([`cotas-raciais-${VERSION}-${KINDS[kind]}`]);
    unpacked[kind] = path.join(dir, tops[0]);
  }
}, 600_000);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('a identidade da execução é a desta árvore: a versão do package.json e o commit do git', () => {
  expect(info.versao).toBe(VERSION);
  expect([HEAD, `${HEAD}-modificado`]).toContain(info.commit);
});

test('quatro pacotes com a versão no nome e o SHA256SUMS que os confere (também pelo sha256sum)', () => {
  const folder = path.join(work, 'pacotes');
  const names = Object.values(KINDS).map((k) => `cotas-raciais-${VERSION}-${k}.zip`);
  expect(fs.readdirSync(folder).sort()).toEqual([...names, 'SHA256SUMS'].sort());
  const lines = fs.readFileSync(made.somas, 'utf8').trim().split('\n');
  expect(lines.map((l) => l.split('  ')[1]).sort()).toEqual([...names].sort());
  for (const l of lines) {
    const [hash, name] = l.split('  ');
    expect(hash).toBe(
      createHash('sha256')
        .update(fs.readFileSync(path.join(folder, name)))
        .digest('hex'),
    );
  }
  const check = spawnSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: folder, encoding: 'utf8' });
  if (check.error) return; // no coreutils: the hashes were checked above
  expect(check.status).toBe(0);
  expect(check.stdout.trim().split('\n').sort()).toEqual(names.map((n) => `${n}: OK`).sort());
});

test('cada pacote traz a licença, o CHANGELOG, o LEIA-ME e a identidade da compilação', () => {
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const dir = unpacked[kind];
    expect(fs.readFileSync(path.join(dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) 2026 Colaboradores/);
    expect(fs.readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8')).toContain(`## ${VERSION}`);
    expect(fs.readFileSync(path.join(dir, 'LEIA-ME.txt'), 'utf8')).toContain(`versão ${VERSION} (commit ${info.commit}`);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'compilacao.json'), 'utf8'))).toEqual(info);
  }
});

test('Google Planilhas: o Code.js do pacote roda no node:vm; a Memória das listas geradas nomeia a versão e o commit', async () => {
  const dir = unpacked.gas;
  expect(fs.readdirSync(dir).filter((f) => !/^(LICENSE|CHANGELOG\.md|LEIA-ME\.txt|compilacao\.json)$/.test(f))).toEqual(
    expect.arrayContaining(['Code.js', 'sidebar.html', 'appsscript.json']),
  );
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'appsscript.json'), 'utf8')).runtimeVersion).toBe('V8');
  // The sidebar's footer names the commit: it is in the page, injected at build time.
  expect(fs.readFileSync(path.join(dir, 'sidebar.html'), 'utf8')).toContain(info.commit);
  const g = fakeGas();
  for (const s of (await readSpreadsheetFile(EXAMPLE)).sheets)
    g.ss._add(
      s.nome,
      s.linhas.map((r) => r.map((v) => (v === null || v === undefined ? '' : (v as Value)))),
    );
  const f = loadCode(fs.readFileSync(path.join(dir, 'Code.js'), 'utf8'), g.globals);
  expect(f.COTAS_RESERVA(17, 'PP')).toEqual([[2]]);
  const r = JSON.parse(f.cotasGerar(JSON.stringify({ mascarar: true, disposicao: 'por-lista', substituir: true })) as string) as {
    ok: boolean;
  };
  expect(r.ok).toBe(true);
  expect(versionLine(g.ss._find('Memória de cálculo')!._values())).toMatch(
    new RegExp(
      `^Versão do motor de cálculo: ${VERSION.replace(/\./g, '\\.')} \\(commit ${info.commit}, compilado em \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d UTC\\)$`,
    ),
  );
});

describe('no Chromium', () => {
  let browser: Browser;
  const HOST = 'cotas.prefeitura.test';

  beforeAll(async () => {
    browser = await launchChromium([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test('página web aberta do disco (file://): abre o exemplo, gera e baixa as listas; a Memória e o rodapé nomeiam a versão e o commit', async () => {
    const page = await browser.newPage({ acceptDownloads: true, viewport: { width: 900, height: 900 } });
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('file://') && !r.url().startsWith('blob:') && !r.url().startsWith('data:')) elsewhere.push(r.url());
    });
    try {
      await page.goto(`file://${path.join(unpacked.web, 'index.html')}`);
      await page.getByRole('button', { name: 'Escolher arquivo no computador' }).waitFor({ timeout: 30_000 });
      await page.setInputFiles('input[type=file]', EXAMPLE);
      await page.getByRole('button', { name: 'Abrir outro arquivo' }).waitFor({ timeout: 30_000 });
      expect(await page.getByText(`Versão ${VERSION} (commit ${info.commit.slice(0, 12)}`).count()).toBe(1);
      await page.getByRole('tab', { name: 'Gerar listas finais' }).click();
      const button = page.getByRole('button', { name: 'Gerar e baixar o arquivo', disabled: false });
      await button.waitFor({ timeout: 30_000 });
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
      expect(download.suggestedFilename()).toBe('exemplo-concurso-listas.xlsx');
      const file = path.join(work, 'baixado.xlsx');
      await download.saveAs(file);
      const sheets = await readXlsxPackage(new Uint8Array(fs.readFileSync(file)));
      expect(sheets.map((s) => s.nome)).toEqual(expect.arrayContaining(['Resumo', 'AC', 'PP', 'Nomeação', 'Memória de cálculo']));
      expect(versionLine(memoryOf(sheets))).toContain(`Versão do motor de cálculo: ${VERSION} (commit ${info.commit}, compilado em `);
    } finally {
      await page.close();
    }
    expect(elsewhere).toEqual([]);
  }, 120_000);

  test('suplemento: servido por HTTPS no endereço do manifesto gravado por manifesto.js, com o Id de produção; o painel grava listas cuja Memória nomeia o commit', async () => {
    const dir = unpacked.suplemento;
    expect(fs.existsSync(path.join(dir, 'manifest.xml'))).toBe(false);
    // A self-signed certificate for the host, made now.
    const pem = path.join(work, 'tls');
    fs.mkdirSync(pem);
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${HOST}`,
        '-addext',
        `subjectAltName=DNS:${HOST}`,
      ].concat(['-keyout', path.join(pem, 'key.pem'), '-out', path.join(pem, 'cert.pem')]),
      { stdio: 'pipe' },
    );
    const requests: string[] = [];
    const TYPES: Record<string, string> = {
      '.html': 'text/html; charset=utf-8',
      '.js': 'text/javascript',
      '.json': 'application/json',
      '.png': 'image/png',
    };
    const server = https.createServer(
      { key: fs.readFileSync(path.join(pem, 'key.pem')), cert: fs.readFileSync(path.join(pem, 'cert.pem')) },
      (req, res) => {
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'https://x').pathname);
        requests.push(pathname);
        const file = path.resolve(dir, '.' + pathname.replace(/^\/cotas\//, '/'));
        if (!pathname.startsWith('/cotas/') || !file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile())
          return void res.writeHead(404).end();
        res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        fs.createReadStream(file).pipe(res);
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `https://${HOST}:${(server.address() as AddressInfo).port}/cotas/`;
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 320, height: 700 } });
    try {
      // IT's one line, in the unpacked folder, with nothing installed.
      const said = execFileSync(process.execPath, ['manifesto.js', base], { cwd: dir, encoding: 'utf8' });
      expect(said).toContain(base);
      const xml = fs.readFileSync(path.join(dir, 'manifest.xml'), 'utf8');
      const devXml = fs.readFileSync(path.join(ROOT, 'manifest.xml'), 'utf8');
      expect(manifesto.manifestId(xml)).toBe(manifesto.PRODUCTION_ID);
      expect(manifesto.PRODUCTION_ID).not.toBe(manifesto.manifestId(devXml));
      expect(/<Version>([^<]+)<\/Version>/.exec(xml)![1]).toBe(`${VERSION}.0`);
      const urls = [...xml.matchAll(/DefaultValue="(https?:\/\/[^"]+)"/g)].map((m) => m[1]);
      expect(urls.length).toBe([...devXml.matchAll(/DefaultValue="(https:\/\/localhost:3000\/[^"]+)"/g)].length);
      for (const u of urls) expect(u.startsWith(base)).toBe(true);
      // Updating (docs/instalacao.md): the manifest made again for the same address is the same (same Id).
      execFileSync(process.execPath, ['manifesto.js', base], { cwd: dir });
      expect(fs.readFileSync(path.join(dir, 'manifest.xml'), 'utf8')).toBe(xml);
      // An address Office would refuse is refused, saying why.
      const bad = spawnSync(process.execPath, ['manifesto.js', 'http://intranet/cotas/'], { cwd: dir, encoding: 'utf8' });
      expect([bad.status, bad.stderr]).toEqual([
        1,
        'manifesto: O endereço do suplemento deve começar com https:// (recebido: "http://intranet/cotas/").\n',
      ]);

      const page = await context.newPage();
      const external: string[] = [];
      const pageErrors: string[] = [];
      page.on('pageerror', (e) => pageErrors.push(String(e)));
      const initial = [
        {
          name: 'Candidatos',
          grid: [
            ['Inscrição', 'Nome', 'Nota'],
            ['101', 'Ana', 90],
            ['102', 'Bia', 80],
            ['103', 'Caio', 70],
          ],
        },
        {
          name: 'Parâmetros',
          grid: [
            ['Vagas', 2],
            ['Data do edital', '05/01/2026'],
          ],
        },
      ];
      await page.addInitScript({
        content: `window.__initialSheets = ${JSON.stringify(initial)}; window.__activeCell = { sheet: 'Candidatos', cell: 'A1' };`,
      });
      await page.addInitScript({ path: path.join(ROOT, 'test', 'support', 'fake-office.js') });
      await page.route('**/*', async (route) => {
        const url = route.request().url();
        if (url.startsWith(base)) return route.continue();
        if (url === 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js')
          return route.fulfill({ contentType: 'text/javascript', body: '/* Office.js: o falso do teste já está na página */' });
        external.push(url);
        return route.abort();
      });
      // Every address of the manifest answers from the server.
      const pane = urls.find((u) => u.endsWith('taskpane.html'))!;
      await page.goto(pane);
      for (const u of new Set(urls)) expect([u, await page.evaluate((x) => fetch(x).then((r) => r.status), u)]).toEqual([u, 200]);
      await page.getByRole('tab', { name: 'Dados' }).waitFor({ timeout: 30_000 });
      expect(await page.getByText(`Versão ${VERSION} (commit ${info.commit.slice(0, 12)}`).count()).toBe(1);
      await page.getByRole('tab', { name: 'Gerar listas finais' }).click();
      await page.getByRole('button', { name: 'Gerar listas finais' }).click();
      await page.getByRole('heading', { name: 'Resultado da geração' }).waitFor({ timeout: 60_000 });
      const book = (await page.evaluate(() => (window as unknown as { __fakeOffice: unknown }).__fakeOffice)) as {
        sheets: { name: string; grid: unknown[][] }[];
      };
      const memoria = book.sheets.find((s) => s.name === 'Memória de cálculo')!;
      expect(versionLine(memoria.grid)).toContain(`Versão do motor de cálculo: ${VERSION} (commit ${info.commit}, compilado em `);
      expect(pageErrors).toEqual([]);
      expect(external).toEqual([]);
      expect(requests).toEqual(expect.arrayContaining(['/cotas/taskpane.html', '/cotas/functions.js', '/cotas/taskpane.js']));
    } finally {
      await context.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 120_000);
});

describe('linha de comando', () => {
  test('package.json só com as bibliotecas de execução, sem compilação; o lock de versão igual', () => {
    const dir = unpacked.cli;
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg.version).toBe(VERSION);
    expect(pkg.devDependencies).toBeUndefined();
    expect(pkg.scripts).toEqual({ demo: 'node dist-node/src/cli/demo.js' });
    expect(pkg.engines).toEqual({ node: '>=20' });
    expect(pkg.dependencies).toEqual({
      exceljs: PKG.dependencies.exceljs,
      jszip: PKG.dependencies.jszip,
      papaparse: PKG.dependencies.papaparse,
      saxes: PKG.dependencies.saxes,
    });
    const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as {
      version: string;
      packages: Record<string, { dev?: boolean }>;
    };
    expect(lock.version).toBe(VERSION);
    // Nothing of the toolchain: no TypeScript, webpack, jest or React in what is installed.
    const installed = Object.keys(lock.packages).map((k) => k.replace(/^.*node_modules\//, ''));
    for (const tool of ['typescript', 'webpack', 'jest', 'react', 'ts-jest', '@fluentui/react-components'])
      expect(installed).not.toContain(tool);
    expect(fs.existsSync(path.join(dir, 'dist-node', 'src', 'cli', 'main.js'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'dist-node', 'test'))).toBe(false);
  });

  test('instalada com npm ci --omit=dev e rodada: --versao, classificar o exemplo (a Memória nomeia o commit) e verificar', () => {
    const dir = unpacked.cli;
    const npm = spawnSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 180_000,
    });
    let env: NodeJS.ProcessEnv = { ...process.env };
    if (npm.status !== 0) {
      // Only npm's cache may be missing a package (a machine that installed the project otherwise).
      expect(npm.stderr).toMatch(/ENOTCACHED|offline/i);
      env = { ...env, NODE_PATH: path.join(ROOT, 'node_modules') };
    }
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [path.join('bin', 'cotas.js'), ...args], { cwd: dir, encoding: 'utf8', env });
    const v = run('--versao');
    expect([v.status, v.stdout]).toEqual([
      0,
      expect.stringMatching(
        new RegExp(
          `^cotas ${VERSION.replace(/\./g, '\\.')} \\(commit ${info.commit}, compilado em \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d UTC\\)\\n$`,
        ),
      ),
    ]);
    const saida = path.join(work, 'resultado-cli.xlsx');
    const c = run('classificar', path.join('assets', 'exemplo-concurso.xlsx'), '--saida', saida);
    expect(c.status).toBe(0);
    const r = run('verificar', path.join('assets', 'exemplo-concurso.xlsx'), saida);
    expect([r.status, r.stdout]).toEqual([0, expect.stringContaining('O resultado corresponde a estes dados.')]);
    expect(r.stdout).not.toContain('Atenção');
    return readSpreadsheetFile(saida).then(({ sheets }) =>
      expect(versionLine(memoryOf(sheets))).toContain(`Versão do motor de cálculo: ${VERSION} (commit ${info.commit}, compilado em `),
    );
  }, 240_000);
});
