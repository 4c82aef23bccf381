// Offline checks of manifest.xml (the online validator, `npm run validate`, needs Microsoft's
// service): well-formed XML, every resource id defined and used, one shared runtime for the task pane
// and the functions, namespace COTAS, Portuguese strings within Office's limits, icons of the declared
// sizes, only localhost URLs in development and none in production.
import * as fs from 'fs';
import * as path from 'path';
import { execFileSync } from 'child_process';

// xml2js comes with office-addin-manifest (it parses manifests with it); it has no bundled types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseStringPromise } = require('xml2js') as { parseStringPromise: (xml: string, opts?: object) => Promise<{ OfficeApp: Node }> };

const ROOT = path.join(__dirname, '..', '..');
const MANIFEST = path.join(ROOT, 'manifest.xml');
const DEV = 'https://localhost:3000/';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpackConfig = require(path.join(ROOT, 'webpack.config.js')) as {
  rewriteManifest: (xml: string, base: string) => string;
  PLACEHOLDER_BASE_URL: string;
};

type Node = { $?: Record<string, string>; _?: string; [k: string]: unknown };

/** Every element of the tree, with its name (prefix included, as in the file). */
function walk(node: unknown, name: string, visit: (name: string, n: Node) => void): void {
  if (Array.isArray(node)) {
    for (const x of node) walk(x, name, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  visit(name, n);
  for (const [k, v] of Object.entries(n)) if (k !== '$' && k !== '_') walk(v, k, visit);
}

function all(root: unknown): { name: string; node: Node }[] {
  const out: { name: string; node: Node }[] = [];
  walk(root, 'OfficeApp', (name, node) => out.push({ name, node }));
  return out;
}

/** Every URL the manifest points Office to (DefaultValue attributes; XML namespaces excluded). */
async function urls(xml: string): Promise<string[]> {
  const parsed = await parseStringPromise(xml);
  const out: string[] = [];
  walk(parsed.OfficeApp, 'OfficeApp', (_n, node) => {
    const v = node.$?.DefaultValue;
    if (v && /^[a-z]+:\/\//i.test(v)) out.push(v);
  });
  return out;
}

function pngSize(file: string): { width: number; height: number } {
  const b = fs.readFileSync(file);
  expect(b.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

describe('manifest.xml', () => {
  const xml = fs.readFileSync(MANIFEST, 'utf8');
  let doc: { OfficeApp: Node };
  let elements: { name: string; node: Node }[];
  let resources: Map<string, { kind: string; value: string }>;

  beforeAll(async () => {
    doc = await parseStringPromise(xml, { explicitArray: true });
    elements = all(doc.OfficeApp);
    resources = new Map();
    for (const { name, node } of elements) {
      if (['bt:Image', 'bt:Url', 'bt:String'].includes(name) && node.$?.id) {
        expect(resources.has(node.$.id)).toBe(false); // ids are unique
        resources.set(node.$.id, { kind: name, value: node.$.DefaultValue });
      }
    }
  });

  test('é um suplemento de painel (TaskPaneApp) para o Excel, em pt-BR, sem domínios externos', async () => {
    const app = doc.OfficeApp;
    expect(app.$!['xsi:type']).toBe('TaskPaneApp');
    expect((app.Id as string[])[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((app.Version as string[])[0]).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect((app.DefaultLocale as string[])[0]).toBe('pt-BR');
    expect((app.Permissions as string[])[0]).toBe('ReadWriteDocument');
    expect(app.AppDomains).toBeUndefined();
    // office-addin-manifest (the Office tooling's own reader) pulls an ES module that Jest's module
    // loader cannot require: ask it in a plain Node process.
    const script = `require('office-addin-manifest').OfficeAddinManifest.readManifestFile(${JSON.stringify(MANIFEST)}).then((i) => process.stdout.write(JSON.stringify(i)))`;
    const info = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' }));
    expect(info.hosts).toEqual(['Workbook']);
    expect(info.appDomains ?? []).toEqual([]);
    expect(info.displayName).toBe('Cotas raciais em concursos');
    expect(info.defaultLocale).toBe('pt-BR');
  });

  test('a versão do manifesto acompanha a do package.json (x.y.z → x.y.z.0), e a compilação de produção a mantém', () => {
    // Office decides from <Version> whether an installed add-in was updated (docs/excel.md, "Atualizações"):
    // a release bumps package.json's version and this line together.
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect((doc.OfficeApp.Version as string[])[0]).toBe(`${pkg.version}.0`);
    const version = (text: string): string[] => [...text.matchAll(/<Version>([^<]*)<\/Version>/g)].map((m) => m[1]);
    expect(version(xml)).toEqual([`${pkg.version}.0`]);
    expect(version(webpackConfig.rewriteManifest(xml, 'https://cotas.pirangi.example/suplemento/'))).toEqual([`${pkg.version}.0`]);
  });

  test('todo resid usado está definido, e todo recurso definido é usado', () => {
    const used = new Set<string>();
    for (const { node } of elements) if (node.$?.resid) used.add(node.$.resid);
    for (const id of used) expect({ id, defined: resources.has(id) }).toEqual({ id, defined: true });
    for (const id of resources.keys()) expect({ id, used: used.has(id) }).toEqual({ id, used: true });
  });

  test('um único runtime compartilhado (lifetime long) serve o painel, o arquivo de funções e as funções', () => {
    const runtimes = elements.filter((e) => e.name === 'Runtime');
    expect(runtimes).toHaveLength(1);
    const rt = runtimes[0].node.$!;
    expect(rt.lifetime).toBe('long');
    const page = resources.get(rt.resid)!;
    expect(page.value).toBe(`${DEV}taskpane.html`);
    const cf = elements.find((e) => e.name === 'ExtensionPoint' && e.node.$?.['xsi:type'] === 'CustomFunctions')!.node;
    const loc = (k: string): string => ((cf[k] as Node[])[0].SourceLocation as Node[])[0].$!.resid;
    expect(loc('Page')).toBe(rt.resid);
    expect(resources.get(loc('Script'))!.value).toBe(`${DEV}functions.js`);
    expect(resources.get(loc('Metadata'))!.value).toBe(`${DEV}functions.json`);
    const ns = (cf.Namespace as Node[])[0].$!.resid;
    expect(resources.get(ns)!.value).toBe('COTAS');
    const functionFile = elements.find((e) => e.name === 'FunctionFile')!.node.$!.resid;
    expect(functionFile).toBe(rt.resid);
    const actions = elements.filter((e) => e.name === 'Action' && e.node.$?.['xsi:type'] === 'ShowTaskpane');
    expect(actions.length).toBeGreaterThan(0);
    for (const a of actions) expect((a.node.SourceLocation as Node[])[0].$!.resid).toBe(rt.resid);
    expect((doc.OfficeApp.DefaultSettings as Node[])[0].SourceLocation).toEqual([{ $: { DefaultValue: page.value } }]);
    const sets = elements.filter((e) => e.name === 'Set').map((e) => e.node.$);
    expect(sets).toContainEqual({ Name: 'SharedRuntime', MinVersion: '1.1' });
  });

  test('textos em português dentro dos limites do Office', () => {
    const display = (doc.OfficeApp.DisplayName as Node[])[0].$!.DefaultValue;
    const description = (doc.OfficeApp.Description as Node[])[0].$!.DefaultValue;
    expect(display.length).toBeLessThanOrEqual(125);
    expect(description.length).toBeLessThanOrEqual(250);
    expect(description).toMatch(/pretas e pardas, indígenas e quilombolas/);
    for (const { name, node } of elements) {
      if (name === 'bt:ShortStrings')
        for (const s of node['bt:String'] as Node[]) expect(s.$!.DefaultValue.length).toBeLessThanOrEqual(125);
      if (name === 'bt:LongStrings') for (const s of node['bt:String'] as Node[]) expect(s.$!.DefaultValue.length).toBeLessThanOrEqual(250);
    }
    expect(resources.get('Cotas.AbrirPainel.Label')!.value).toBe('Abrir painel');
  });

  test('ícones existem em assets/ com o tamanho declarado', () => {
    const declared: [string, number][] = [
      [(doc.OfficeApp.IconUrl as Node[])[0].$!.DefaultValue, 32],
      [(doc.OfficeApp.HighResolutionIconUrl as Node[])[0].$!.DefaultValue, 64],
    ];
    for (const { name, node } of elements) {
      if (name === 'bt:Image' && node.$?.size) declared.push([resources.get(node.$.resid)!.value, Number(node.$.size)]);
    }
    expect(declared.length).toBeGreaterThan(3);
    for (const [url, size] of declared) {
      expect(url.startsWith(`${DEV}assets/icon-`)).toBe(true);
      const file = path.join(ROOT, url.slice(DEV.length));
      expect(pngSize(file)).toEqual({ width: size, height: size });
    }
  });

  test('ícones: o gerador é determinístico e reproduz os PNG versionados', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const gen = require(path.join(ROOT, 'assets', 'gerar-icones.js')) as { render: (n: number) => Buffer; SIZES: number[] };
    for (const n of gen.SIZES) expect(gen.render(n).equals(fs.readFileSync(path.join(ROOT, 'assets', `icon-${n}.png`)))).toBe(true);
  });

  test('desenvolvimento: só endereços https://localhost:3000/', async () => {
    const list = await urls(xml);
    expect(list.length).toBeGreaterThan(5);
    for (const u of list) expect(u.startsWith(DEV)).toBe(true);
  });

  test('produção: todo endereço localhost é trocado pela base configurada, e nenhum sobra', async () => {
    for (const base of ['https://cotas.pirangi.example/suplemento/', webpackConfig.PLACEHOLDER_BASE_URL]) {
      const prod = webpackConfig.rewriteManifest(xml, base);
      expect(prod).not.toMatch(/localhost/i);
      const list = await urls(prod);
      expect(list.length).toBe((await urls(xml)).length);
      for (const u of list) expect(u.startsWith(base)).toBe(true);
    }
    expect(() => webpackConfig.rewriteManifest(xml.replace(DEV, 'https://localhost:4000/'), 'https://x.example/')).toThrow(/localhost/);
  });
});
