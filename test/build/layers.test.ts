// The layers are enforced, not only described:
//   hosts (src/hosts/*) and UI (src/taskpane) → app → sheet → engine → nothing.
// 1. tsconfig.layers.json compiles src/engine, src/sheet and src/app with no DOM and no Node types,
//    so `import * as fs from 'fs'`, `document.title` or `Buffer` there does not compile.
// 2. eslint.config.mjs forbids the imports across layers (and Office's globals outside the hosts).
// Each guard is checked against a violation (it is reported) and a legal use (it is not).
import * as fs from 'fs';
import * as path from 'path';
import { execFileSync } from 'child_process';
import * as ts from 'typescript';

const ROOT = path.join(__dirname, '..', '..');
const LAYERS_CONFIG = path.join(ROOT, 'tsconfig.layers.json');

function parsedConfig(file: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${file}: não foi lido`);
  expect(parsed.errors).toEqual([]);
  return parsed;
}

/**
 * The diagnostics of a program with `config`'s options over `extra` virtual files (path relative to the
 * root → text) — and over the config's own files unless `alone`, whose diagnostics are then left out.
 */
function compile(config: string, extra: Record<string, string> = {}, alone = false): { file: string; code: number; text: string }[] {
  const parsed = parsedConfig(config);
  const virtual = new Map(Object.entries(extra).map(([p, text]) => [path.join(ROOT, p), text]));
  const host = ts.createCompilerHost(parsed.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (f) => virtual.has(path.resolve(f)) || fileExists.call(host, f);
  host.readFile = (f) => virtual.get(path.resolve(f)) ?? readFile.call(host, f);
  host.getSourceFile = (f, lang, onError, create) => {
    const text = virtual.get(path.resolve(f));
    return text !== undefined ? ts.createSourceFile(f, text, lang) : getSourceFile.call(host, f, lang, onError, create);
  };
  const rootNames = [...(alone ? [] : parsed.fileNames), ...virtual.keys()];
  const program = ts.createProgram({ rootNames, options: parsed.options, host });
  return ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file ? path.relative(ROOT, d.file.fileName).split(path.sep).join('/') : '(config)',
    code: d.code,
    text: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
}

const VIOLATIONS = [
  "import * as fs from 'fs';",
  'export const read = fs.readFileSync;',
  'export const title = document.title;',
  "export const bytes = Buffer.from('x');",
  'export const env = process.env;',
  "export const element = window.document.createElement('div');",
].join('\n');

function listTs(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listTs(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : []));
}

describe('tsconfig.layers.json: engine, sheet e app sem DOM e sem Node', () => {
  test('cobre todo arquivo de src/engine, src/sheet e src/app, e nada dos hosts, da interface ou dos testes', () => {
    const files = parsedConfig(LAYERS_CONFIG).fileNames.map((f) => path.relative(ROOT, f).split(path.sep).join('/'));
    for (const dir of ['src/engine', 'src/sheet', 'src/app']) {
      const expected = listTs(dir);
      expect(expected.length).toBeGreaterThan(0);
      for (const f of expected) expect(files).toContain(f);
    }
    for (const f of files) expect(f).toMatch(/^src\/(engine|sheet|app)\//);
    const options = parsedConfig(LAYERS_CONFIG).options;
    expect(options.types).toEqual([]);
    expect(options.lib).toEqual(['lib.es2020.d.ts']);
    expect(options.noEmit).toBe(true);
  });

  // One program for a violating file in each layer (modules: they cannot change each other's
  // diagnostics). The real tree under the same configuration is `npm run lint`'s "tipos (camadas)".
  const LAYERS = ['src/engine', 'src/sheet', 'src/app'];
  const violating = (dir: string): string => `${dir}/violacao-de-camada.ts`;
  let diagnostics: { file: string; code: number; text: string }[];
  beforeAll(() => {
    diagnostics = compile(LAYERS_CONFIG, Object.fromEntries(LAYERS.map((dir) => [violating(dir), VIOLATIONS])), true);
  }, 60000);

  test.each(LAYERS)('em %s, fs, document, Buffer, process e window não compilam', (dir) => {
    const file = violating(dir);
    const found = (re: RegExp): boolean => diagnostics.some((d) => d.file === file && re.test(d.text));
    expect(found(/Cannot find module 'fs'/)).toBe(true);
    expect(found(/Cannot find name 'document'/)).toBe(true);
    expect(found(/Cannot find name 'Buffer'/)).toBe(true);
    expect(found(/Cannot find name 'process'/)).toBe(true);
    expect(found(/Cannot find name 'window'/)).toBe(true);
  });

  test('npm run lint compila a árvore atual sob o tsconfig.layers.json', () => {
    const lint = fs.readFileSync(path.join(ROOT, 'tools', 'lint.js'), 'utf8');
    expect(lint).toContain("['-p', 'tsconfig.layers.json', '--noEmit']");
    expect(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.test).toMatch(/^npm run lint --silent && /);
  });

  test('o mesmo arquivo compila sob o tsconfig.json geral (a proteção vem do tsconfig.layers.json)', () => {
    // The violating file alone, with the general options (DOM, Node and Jest types).
    expect(compile(path.join(ROOT, 'tsconfig.json'), { [violating('src/engine')]: VIOLATIONS }, true)).toEqual([]);
  });
});

// ESLint loads eslint.config.mjs with a dynamic import(), which Jest's module sandbox refuses
// (it needs --experimental-vm-modules): lint in a plain Node process, all cases at once.
type LintCase = { file: string; code: string };
type LintMessage = { ruleId: string | null; message: string; line: number };

function lint(cases: LintCase[]): LintMessage[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const c of cases) {
      const [r] = await eslint.lintText(c.code, { filePath: c.file });
      out.push(r.messages.map((m) => ({ ruleId: m.ruleId, message: m.message, line: m.line })));
    }
    process.stdout.write(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as LintMessage[][];
}

/** `import * as m from '<source>'` used, so that only the boundary can be reported. */
const importing = (source: string): string => `import * as m from '${source}';\nexport default m;\n`;

// [file, import source] pairs: each must be reported by no-restricted-imports.
const FORBIDDEN: [string, string][] = [
  ['src/engine/x.ts', '../sheet'],
  ['src/engine/x.ts', '../sheet/table'],
  ['src/engine/x.ts', '../app/port'],
  ['src/engine/x.ts', '../hosts/file'],
  ['src/engine/x.ts', '../taskpane/App'],
  ['src/engine/x.ts', '../hosts/excel/functions/functions'],
  ['src/engine/x.ts', '../cli/main'],
  ['src/engine/x.ts', 'fs'],
  ['src/engine/x.ts', 'node:fs'],
  ['src/engine/x.ts', 'path'],
  ['src/engine/x.ts', 'os'],
  ['src/engine/x.ts', 'child_process'],
  ['src/engine/x.ts', 'crypto'],
  ['src/engine/x.ts', 'stream'],
  ['src/engine/x.ts', 'fs/promises'],
  ['src/engine/x.ts', 'react'],
  ['src/engine/x.ts', 'exceljs'],
  ['src/engine/x.ts', 'papaparse'],
  ['src/engine/x.ts', 'jszip'],
  ['src/engine/x.ts', '@microsoft/office-js'],
  ['src/sheet/x.ts', '../app'],
  ['src/sheet/x.ts', '../app/types'],
  ['src/sheet/x.ts', '../hosts/excel/office-workbook'],
  ['src/sheet/x.ts', '../taskpane/App'],
  ['src/sheet/x.ts', '../app/formulas/reading'],
  ['src/sheet/x.ts', '../cli/planilha'],
  ['src/sheet/x.ts', 'fs'],
  ['src/sheet/x.ts', 'node:crypto'],
  ['src/sheet/x.ts', 'exceljs'],
  ['src/sheet/x.ts', 'papaparse'],
  ['src/sheet/x.ts', 'jszip'],
  ['src/sheet/x.ts', 'react'],
  ['src/app/x.ts', '../hosts/excel/office-workbook'],
  ['src/app/x.ts', '../hosts/file'],
  ['src/app/x.ts', '../taskpane/App'],
  ['src/app/x.ts', '../hosts/excel/functions/functions'],
  ['src/app/formulas/x.ts', '../../hosts/excel/functions/excel-host'],
  ['src/app/formulas/x.ts', '../../hosts/gas/functions'],
  ['src/app/formulas/x.ts', 'fs'],
  ['src/app/formulas/x.ts', 'react'],
  ['src/app/x.ts', '../cli/main'],
  ['src/app/x.ts', 'fs'],
  ['src/app/x.ts', 'node:path'],
  ['src/app/x.ts', 'react'],
  ['src/app/x.ts', 'react-dom/client'],
  ['src/app/x.ts', '@fluentui/react-components'],
  ['src/app/x.ts', 'exceljs'],
  ['src/taskpane/x.tsx', '../hosts/excel/office-workbook'],
  ['src/taskpane/x.tsx', '../hosts/file'],
  ['src/taskpane/x.tsx', '../cli/main'],
  ['src/taskpane/x.tsx', '../hosts/excel/functions/functions'],
  ['src/taskpane/x.tsx', '@microsoft/office-js'],
  ['src/taskpane/x.tsx', 'fs'],
  ['src/hosts/excel/functions/x.ts', '../../../taskpane/App'],
  ['src/hosts/excel/functions/x.ts', '../../gas/functions'],
  ['src/hosts/excel/functions/x.ts', '../../../cli/opcoes'],
  ['src/hosts/excel/functions/x.ts', 'react'],
  ['src/hosts/excel/functions/x.ts', 'fs'],
  ['src/hosts/gas/x.ts', '../excel/functions/functions'],
  ['src/hosts/gas/x.ts', '../excel/functions/excel-cells'],
  ['src/hosts/gas/x.ts', '../excel/office-workbook'],
  ['src/hosts/gas/x.ts', '@microsoft/office-js'],
  ['src/hosts/gas/x.ts', 'fs'],
  ['src/hosts/file/x.ts', 'react'],
  ['src/hosts/file/x.ts', '../../taskpane/App'],
  ['src/hosts/file/browser/x.ts', 'fs'],
  ['src/hosts/file/browser/x.ts', 'stream'],
  ['src/hosts/file/browser/x.ts', 'react'],
  ['src/hosts/file/browser/x.ts', '../../../taskpane/App'],
  ['src/hosts/browser/x.ts', 'node:crypto'],
  ['src/hosts/browser/x.ts', '../excel/office-workbook'],
  ['src/hosts/web/x.ts', 'fs'],
  ['src/hosts/web/x.ts', '../excel/office-workbook'],
  ['src/hosts/web/x.ts', '@microsoft/office-js'],
];

// Legal imports: nothing at all is reported.
const ALLOWED: [string, string][] = [
  ['src/engine/x.ts', './types'],
  ['src/engine/x.ts', './rulesets'],
  ['src/sheet/x.ts', '../engine'],
  ['src/sheet/x.ts', '../engine/types'],
  ['src/sheet/x.ts', './cells'],
  ['src/app/x.ts', '../sheet'],
  ['src/app/x.ts', '../sheet/format'],
  ['src/app/x.ts', '../engine'],
  ['src/app/x.ts', './port'],
  ['src/taskpane/x.tsx', 'react'],
  ['src/taskpane/x.tsx', '@fluentui/react-components'],
  ['src/taskpane/x.tsx', '../app/types'],
  ['src/taskpane/x.tsx', '../engine'],
  ['src/app/formulas/x.ts', '../../sheet'],
  ['src/app/formulas/x.ts', '../../engine'],
  ['src/app/formulas/x.ts', './options'],
  ['src/hosts/excel/functions/x.ts', '../../../sheet'],
  ['src/hosts/excel/functions/x.ts', '../../../app/formulas/implementation'],
  ['src/hosts/excel/functions/x.ts', '../office-workbook'],
  ['src/hosts/gas/x.ts', '../../app/formulas/implementation'],
  ['src/hosts/gas/x.ts', '../../app/workflow'],
  ['src/hosts/gas/x.ts', '../../taskpane/App'],
  ['src/hosts/file/x.ts', 'fs'],
  ['src/hosts/file/x.ts', 'exceljs'],
  ['src/hosts/file/x.ts', 'papaparse'],
  ['src/hosts/file/x.ts', '../../app/port'],
  ['src/hosts/excel/x.ts', '../../app/port'],
  ['src/hosts/excel/x.ts', '../../taskpane/App'],
  ['src/hosts/file/browser/x.ts', 'exceljs'],
  ['src/hosts/file/browser/x.ts', '../csv'],
  ['src/hosts/browser/x.ts', '../../app/workflow'],
  ['src/hosts/web/x.ts', 'react'],
  ['src/hosts/web/x.ts', '../../taskpane/App'],
  ['src/hosts/web/x.ts', '../file/browser'],
  ['src/cli/x.ts', 'fs'],
  ['src/cli/x.ts', '../hosts/file'],
];

// Office's globals: forbidden in the layers that go through the WorkbookPort (the host-free formulas too), allowed in the Excel host and its functions.
const OFFICE_CODE = [
  'export const a = Office.onReady;',
  'export const b = Excel.run;',
  'export const c = OfficeExtension.Error;',
  'export const d = CustomFunctions.associate;',
].join('\n');

// import() is not an import declaration: the host-free layers may not use it; the hosts may (the web page's chunks).
const DYNAMIC_CODE = "export const load = (): Promise<unknown> => import('exceljs');\n";
const DYNAMIC_IN = ['src/engine/x.ts', 'src/sheet/x.ts', 'src/app/x.ts', 'src/hosts/web/x.ts'];

describe('eslint.config.mjs: fronteiras entre as camadas', () => {
  const officeIn = [
    'src/engine/x.ts',
    'src/sheet/x.ts',
    'src/app/x.ts',
    'src/taskpane/x.tsx',
    'src/hosts/excel/x.ts',
    'src/hosts/excel/functions/x.ts',
    'src/app/formulas/x.ts',
  ];
  let forbidden: LintMessage[][];
  let allowed: LintMessage[][];
  let office: LintMessage[][];
  let typeOnly: LintMessage[][];
  let dynamic: LintMessage[][];

  beforeAll(() => {
    const results = lint([
      ...FORBIDDEN.map(([file, source]) => ({ file, code: importing(source) })),
      ...ALLOWED.map(([file, source]) => ({ file, code: importing(source) })),
      ...officeIn.map((file) => ({ file, code: OFFICE_CODE })),
      { file: 'src/engine/x.ts', code: "import type { LaidOutTable } from '../app/port';\nexport type T = LaidOutTable;\n" },
      { file: 'src/engine/x.ts', code: "export * from '../sheet';\n" },
      ...DYNAMIC_IN.map((file) => ({ file, code: DYNAMIC_CODE })),
    ]);
    forbidden = results.slice(0, FORBIDDEN.length);
    allowed = results.slice(FORBIDDEN.length, FORBIDDEN.length + ALLOWED.length);
    office = results.slice(FORBIDDEN.length + ALLOWED.length, FORBIDDEN.length + ALLOWED.length + officeIn.length);
    const rest = results.slice(FORBIDDEN.length + ALLOWED.length + officeIn.length);
    typeOnly = rest.slice(0, 2);
    dynamic = rest.slice(2);
  }, 60000);

  test.each(FORBIDDEN.map(([file, source], i) => ({ file, source, i })))('$file não importa $source', ({ file, source, i }) => {
    const messages = forbidden[i];
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'no-restricted-imports', line: 1 })]);
    expect({ file, message: messages[0].message }).toEqual({ file, message: expect.stringContaining(`'${source}'`) });
  });

  test.each(ALLOWED.map(([file, source], i) => ({ file, source, i })))('$file pode importar $source', ({ i }) => {
    expect(allowed[i]).toEqual([]);
  });

  test('Office, Excel, OfficeExtension e CustomFunctions: proibidos em engine, sheet, app (fórmulas incluídas) e taskpane; permitidos no host do Excel e nas suas funções', () => {
    const reported = (i: number): string[] =>
      office[i].filter((m) => m.ruleId === 'no-restricted-globals').map((m) => m.message.match(/'(\w+)'/)![1]);
    const all = ['Office', 'Excel', 'OfficeExtension', 'CustomFunctions'];
    officeIn.forEach((file, i) => {
      expect({ file, reported: reported(i) }).toEqual({
        file,
        reported: file.startsWith('src/hosts/') ? [] : all,
      });
      expect({ file, other: office[i].filter((m) => m.ruleId !== 'no-restricted-globals') }).toEqual({ file, other: [] });
    });
  });

  test('import type e export … from também atravessam a fronteira', () => {
    for (const messages of typeOnly) expect(messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });

  test('import() dinâmico: proibido em engine, sheet e app; permitido nos hosts', () => {
    DYNAMIC_IN.forEach((file, i) => {
      const expected = file.startsWith('src/hosts/') ? [] : ['no-restricted-syntax'];
      expect({ file, rules: dynamic[i].map((m) => m.ruleId) }).toEqual({ file, rules: expected });
    });
  });
});
