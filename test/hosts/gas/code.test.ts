// The Google Sheets add-on's Apps Script file (dist/gas/Code.js), built once with
// webpack.gas.js into a temporary folder and run in node:vm over a fake of the Apps Script services
// (fake-gas.ts) that counts service calls. The custom functions must give what the Excel functions give
// on the same inputs (the reference is the production Excel path, src/hosts/excel/functions/functions.ts, with the
// blanks Excel on the web sends); the sidebar's server functions must do what the asynchronous workflow
// does over the in-memory workbook, with a number of service calls that does not grow with the candidates.
import { createHash } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import * as vm from 'vm';
import * as acorn from 'acorn';
import { MemoryWorkbook } from '../../support/memory-workbook';
import { generate, paneActions } from '../../../src/app/workflow';
import { computeOutputSync } from '../../../src/app/workflow-sync';
import { classifyTable, finalList, reservation, sequence } from '../../../src/hosts/excel/functions/functions';
import { readSpreadsheetFile } from '../../../src/hosts/file';
import { INCOMPLETE_TITLE, LEFTOVER_MESSAGE } from '../../../src/app/replace';
import { REPLACE_LOCK_WAIT_MS, SheetsWorkbook, columnWidthPixels } from '../../../src/hosts/gas/sheets-workbook';
import type { DocumentLock } from '../../../src/hosts/gas/sheets-workbook';
import { normalizeHeader } from '../../../src/sheet';
import type { CellValue, SheetData } from '../../../src/sheet';
import { parametersFormOf, parametersSheetRows } from '../../../src/sheet/parameters-form';
import { buildInput } from '../../bench/functions-bench';
import { actsArg, fixtureDoc, randomDoc, toExcelTable, vacanciesArg } from '../../support/excel-input';
import type { Doc } from '../../support/excel-input';
import { CELL_LIMIT, fakeGas } from '../../support/fake-gas';
import type { FakeGas, FakeSheet, Value } from '../../support/fake-gas';
import { ROOT, loadCode } from '../../support/load-gas';
import { testBundle } from '../../support/bundles';

const CUSTOM = ['RESERVA', 'COTAS_RESERVA', 'COTAS_SEQUENCIA', 'COTAS_CLASSIFICAR', 'COTAS_LISTA'];
const EXCEL_ID: Record<string, string> = {
  RESERVA: 'RESERVA',
  COTAS_RESERVA: 'RESERVA',
  COTAS_SEQUENCIA: 'SEQUENCIA',
  COTAS_CLASSIFICAR: 'CLASSIFICAR',
  COTAS_LISTA: 'LISTA',
};
const SERVER = [
  'onOpen',
  'onInstall',
  'cotasAbrirPainel',
  'cotasAnalisar',
  'cotasSalvarParametros',
  'cotasCriarAbaRegra',
  'cotasIrParaCelula',
  'cotasLerSelecao',
  'cotasGerar',
  'cotasRegistrarAtos',
  'cotasAumentarVagas',
];
const EXAMPLE = path.join(ROOT, 'assets', 'exemplo-concurso.xlsx');
const GERADO_EM = '2026-03-20T12:00:00.000Z';
const nodeSha = async (t: string): Promise<string> => createHash('sha256').update(t, 'utf8').digest('hex');

let dir: string;
let code: string;

beforeAll(() => {
  dir = testBundle('gas');
  code = fs.readFileSync(path.join(dir, 'Code.js'), 'utf8');
}, 180_000);

/** A value from the vm's realm as plain data of this one (arrays, objects, strings…). */
const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/** The JSDoc right before the top-level `function NAME() {` of the bundle, or null. */
function jsdocOf(name: string): string | null {
  const m = new RegExp(`(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)\\s*\\nfunction ${name}\\(\\) \\{`).exec(code);
  return m ? m[1] : null;
}

/** The JSDoc blocks of src/hosts/excel/functions/functions.ts by Excel id: description and each parameter's text. */
function excelHelp(): Map<string, { descricao: string; params: string[]; retorno: string }> {
  const src = fs.readFileSync(path.join(ROOT, 'src', 'hosts', 'excel', 'functions', 'functions.ts'), 'utf8');
  const out = new Map<string, { descricao: string; params: string[]; retorno: string }>();
  for (const m of src.matchAll(/\/\*\*([\s\S]*?)\*\/\s*export function/g)) {
    const lines = m[1]
      .split('\n')
      .map((l) => l.replace(/^\s*\*\s?/, '').trim())
      .filter(Boolean);
    const id = lines.find((l) => l.startsWith('@customfunction'))?.split(/\s+/)[1];
    if (!id) continue;
    out.set(id, {
      descricao: lines.filter((l) => !l.startsWith('@')).join(' '),
      params: lines.filter((l) => l.startsWith('@param')).map((l) => l.replace(/^@param\s+\[?\w+\]?\s+/, '')),
      retorno: lines.find((l) => l.startsWith('@returns'))!.replace(/^@returns\s+/, ''),
    });
  }
  return out;
}

describe('Code.js (npm run build:gas)', () => {
  test('é um único arquivo que o Apps Script (V8) lê: ES2019, sem minificação', () => {
    expect(() => acorn.parse(code, { ecmaVersion: 2019, sourceType: 'script' })).not.toThrow();
    // Not minified: the workflow's own names and comments are there (readable stack traces).
    expect(code).toMatch(/function analyseSheets\(sheets, overrides = \{\}, progresso, hooks = \{\}\)/);
    expect(code).toContain('// A blank sheet gives one blank cell.');
    // The Sheets host takes the formulas from the app layer, never Excel's part of them (desktop's blank-as-0, the web's size limit).
    expect(code).not.toMatch(/function (restoreDesktopBlanks|usedRowCount|excelWebLimit|checkRequest|guard)\(/);
    // What `clasp push` sends: the script, its manifest and the sidebar (the licences' note stays behind).
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => !f.endsWith('.txt'))
        .sort(),
    ).toEqual(['Code.js', 'appsscript.json', 'sidebar.html']);
  });

  test('cada função pública é uma função global com o seu JSDoc; as personalizadas com @customfunction e a ajuda do Excel', () => {
    const help = excelHelp();
    for (const name of CUSTOM) {
      const doc = jsdocOf(name);
      expect(doc).not.toBeNull();
      expect(doc).toMatch(/\n \* @customfunction\n \*\/$/);
      const h = help.get(EXCEL_ID[name])!;
      const text = doc!.replace(/\n \* /g, ' ');
      expect(text).toContain(h.descricao);
      for (const p of h.params) expect(text).toContain(p);
      expect(text).toContain(`@return ${h.retorno}`);
      // One explicit global assignment per function, with the same JSDoc on its line.
      expect(code).toContain(`${doc}\n__webpack_require__.g.${name} = `);
    }
    for (const name of SERVER) {
      const doc = jsdocOf(name);
      expect(doc).not.toBeNull();
      expect(doc).not.toContain('@customfunction');
    }
    const context = loadCode(code, fakeGas().globals);
    for (const name of [...CUSTOM, ...SERVER]) expect(typeof context[name]).toBe('function');
  });

  test('appsscript.json: V8, America/Sao_Paulo e só os escopos spreadsheets.currentonly e script.container.ui', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'appsscript.json'), 'utf8'));
    expect(manifest.runtimeVersion).toBe('V8');
    expect(manifest.timeZone).toBe('America/Sao_Paulo');
    expect(manifest.oauthScopes).toEqual([
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
      'https://www.googleapis.com/auth/script.container.ui',
    ]);
  });

  test('nenhum nome coincide com uma função do Google Planilhas, em inglês ou em português', () => {
    const list = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'funcoes-google-planilhas.json'), 'utf8'));
    expect(list.fonte).toMatch(/support\.google\.com/);
    const key = (n: string) => normalizeHeader(n).replace(/ /g, '');
    const builtin = new Set<string>([...list.ingles, ...list.portugues].map(key));
    expect(builtin.size).toBeGreaterThan(400);
    // The list would catch a clash: the bare Portuguese names are built-ins (SORT and SEQUENCE).
    expect(builtin.has(key('CLASSIFICAR'))).toBe(true);
    expect(builtin.has(key('SEQUÊNCIA'))).toBe(true);
    for (const name of CUSTOM) expect(builtin.has(key(name))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------
// The custom functions, against the Excel ones

/** Excel on the web's blanks (null) as Sheets sends them (""). */
const sheetsCells = (rows: unknown[][]): unknown[][] => rows.map((r) => r.map((v) => (v === null ? '' : v)));

/** What an Excel function throws (CellValueError), or its result. */
function excel(f: () => unknown): { ok: unknown } | { erro: string } {
  try {
    return { ok: f() };
  } catch (e) {
    return { erro: (e as Error).message };
  }
}

/**
 * COTAS.CLASSIFICAR's result as COTAS_CLASSIFICAR gives it: the same, but for the Avisos header, which
 * names the list function as each host's users write it (COTAS_LISTA in Sheets).
 */
function excelClassify(f: () => unknown): { ok: unknown } | { erro: string } {
  const r = excel(f);
  if ('ok' in r) {
    const header = (r.ok as unknown[][])[0];
    header[header.length - 1] = String(header[header.length - 1]).replace('COTAS.LISTA(', 'COTAS_LISTA(');
  }
  return r;
}

/** What a function of the vm throws (a plain Error), or its result. */
function sheets(f: () => unknown): { ok: unknown } | { erro: string } {
  try {
    return { ok: plain(f()) };
  } catch (e) {
    expect((e as Error).name).toBe('Error');
    expect(Object.prototype.toString.call(e)).toBe('[object Error]');
    return { erro: (e as Error).message };
  }
}

function optionsText(doc: Doc): string | undefined {
  const parts: string[] = [];
  if (doc.regra) parts.push(`regra=${doc.regra}`);
  const key: Record<string, string> = { ausenciaConfirmacao: 'ausencia', dataReferencia: 'referencia', dataEdital: 'edital' };
  for (const [k, v] of Object.entries(doc.opcoes ?? {})) parts.push(`${key[k] ?? k}=${v}`);
  return parts.length ? parts.join('; ') : undefined;
}

describe('funções personalizadas: os mesmos resultados e mensagens das funções do Excel', () => {
  let f: Record<string, (...a: unknown[]) => unknown>;
  beforeAll(() => {
    f = loadCode(code, fakeGas().globals);
  });

  test('RESERVA (sem prefixo) e COTAS_RESERVA = COTAS.RESERVA', () => {
    const grupos = [undefined, 'PP', 'IND', 'QUI', 'AC', 'TOTAL', 'pretos e pardos', 'PCD', 'XYZ'];
    let n = 0;
    for (let vagas = 1; vagas <= 40; vagas++) {
      for (const grupo of grupos) {
        for (const opcoes of [undefined, 'pcd=federal-9508-2018', 'arredondamento=total']) {
          const ref = excel(() => reservation(vagas, grupo, undefined, undefined, opcoes));
          expect(sheets(() => f.RESERVA(vagas, grupo, undefined, undefined, opcoes))).toEqual(ref);
          expect(sheets(() => f.COTAS_RESERVA(vagas, grupo, undefined, undefined, opcoes))).toEqual(ref);
          n++;
        }
      }
    }
    // A blank cell in Sheets is "": an error (as Excel on the web's), never 0 vacancies.
    expect(sheets(() => f.RESERVA('', 'PP'))).toEqual(excel(() => reservation(null as unknown as number, 'PP')));
    expect('erro' in sheets(() => f.RESERVA('', 'PP'))).toBe(true);
    expect(sheets(() => f.RESERVA(17, 'PP'))).toEqual({ ok: [[(reservation(17, 'PP') as number[][])[0][0]]] });
    expect(n).toBe(40 * grupos.length * 3);
  });

  test('a aba Regra no último argumento (regras.md §11): as mesmas contas e classificações que no Excel', () => {
    const regra = [
      ['Nome da lei', 'Lei nº 123/2024 (Município X)', '', '', '', ''],
      ['Reserva a partir de (vagas)', 3, '', '', '', ''],
      ['Código', 'Nome da lista', 'Percentual', 'Quem pode optar (Cota)', 'Vaga não preenchida vai para', 'Artigo'],
      ['PPIQ', 'Pretos, pardos, indígenas e quilombolas', '30%', 'PP, IND, QUI', 'ampla concorrência', 'art. 1º'],
    ];
    expect(sheets(() => f.COTAS_RESERVA(10, '', '', '', '', regra))).toEqual({
      ok: [
        ['PPIQ', 'AC', 'Total reservado'],
        [3, 7, 3],
      ],
    });
    const tabela = [
      ['Inscrição', 'Nome', 'Nota', 'Cota'],
      ['1', 'Ana', 90, ''],
      ['2', 'Bia', 80, 'IND'],
      ['3', 'Caio', 70, ''],
      ['4', 'Davi', 60, 'QUI'],
    ];
    const ref = excel(() => classifyTable(tabela, [[3]], undefined, undefined, regra));
    const got = sheets(() => f.COTAS_CLASSIFICAR(tabela, [[3]], '', '', regra)) as { ok: unknown[][] };
    // Every row alike; the Avisos header names each host's own COTAS.LISTA / COTAS_LISTA.
    expect(got.ok.slice(1)).toEqual((ref as { ok: unknown[][] }).ok.slice(1));
    expect(got.ok[0].slice(0, 5)).toEqual((ref as { ok: unknown[][] }).ok[0].slice(0, 5));
    // 3 vacancies, 30% = 0,9 → 1 for the joint list: Ana and Bia in AC, Davi (QUI) the joint reserve's.
    expect((ref as { ok: unknown[][] }).ok.slice(1).map((r) => r[1])).toEqual(['AC', 'AC', '', 'PPIQ']);
  });

  test('COTAS_SEQUENCIA = COTAS.SEQUENCIA', () => {
    for (let vagas = 1; vagas <= 30; vagas++) {
      for (const [regra, colisao] of [
        [undefined, undefined],
        ['federal-15142-2025', 'posterior'],
        ['federal-12990-2014', 'anterior'],
      ]) {
        expect(sheets(() => f.COTAS_SEQUENCIA(vagas, regra, undefined, colisao))).toEqual(
          excel(() => sequence(vagas, regra, undefined, colisao)),
        );
      }
    }
  });

  const examples = fs
    .readdirSync(path.join(ROOT, 'test', 'fixtures', 'examples'))
    .map((n) => ({ n, d: JSON.parse(fs.readFileSync(path.join(ROOT, 'test', 'fixtures', 'examples', n), 'utf8')) }))
    .filter((x) => x.d.kind === 'classificar');
  const docs: [string, Doc, string | undefined][] = [
    ...examples.map((x): [string, Doc, string | undefined] => {
      const doc = fixtureDoc(x.d.input);
      return [x.n, doc, optionsText(doc)];
    }),
    ...[1, 2, 3, 4, 5, 6].map((s): [string, Doc, string | undefined] => [
      `aleatório ${s}`,
      randomDoc(s, 40 + s * 15, undefined, 3 + s * 4),
      undefined,
    ]),
    ...[7, 8, 9].map((s): [string, Doc, string | undefined] => [
      `aleatório ${s}, vários cargos`,
      randomDoc(s, 120, [
        { cargo: 'Professor PEB I', vagas: 8 },
        { cargo: 'Motorista', vagas: 1 },
        { cargo: 'Agente Administrativo', vagas: 17 },
      ]),
      'pcd=federal-9508-2018',
    ]),
  ];

  test.each(docs.map((d, i) => [d[0], i]))('COTAS_CLASSIFICAR e COTAS_LISTA = COTAS.CLASSIFICAR e COTAS.LISTA: %s', (_n, i) => {
    const [, doc, opcoes] = docs[i as number];
    const { rows } = toExcelTable(doc, 'web', 17 + (i as number));
    const vagas = vacanciesArg(doc, (i as number) % 2 === 0);
    // The record of acts of the examples 07 and 08 (rules.md §10) as the Nomeações range, in both hosts.
    const acts = actsArg(doc, 'web', 3) ?? undefined;
    const ref = excelClassify(() => classifyTable(rows as unknown[][], vagas as unknown[][], opcoes, acts as unknown[][] | undefined));
    expect('ok' in ref).toBe(true);

    expect(sheets(() => f.COTAS_CLASSIFICAR(sheetsCells(rows), sheetsCells(vagas), opcoes, acts && sheetsCells(acts)))).toEqual(ref);
    const cargos = doc.cargos ? doc.cargos.map((c) => c.cargo) : [undefined];
    const pcd = /pcd=/.test(opcoes ?? '');
    for (const cargo of cargos) {
      const o = [opcoes, cargo ? `cargo=${cargo}` : undefined].filter(Boolean).join('; ') || undefined;
      for (const lista of ['AC', 'PP', 'IND', 'QUI', 'NOMEACAO', 'AVISOS', ...(pcd ? ['PCD'] : [])]) {
        const r = excel(() => finalList(rows as unknown[][], vagas as unknown[][], lista, o, acts as unknown[][] | undefined));
        expect('ok' in r).toBe(true);
        expect(sheets(() => f.COTAS_LISTA(sheetsCells(rows), sheetsCells(vagas), lista, o, acts && sheetsCells(acts)))).toEqual(r);
      }
    }
  });

  test('as mesmas mensagens de erro, com a linha e a coluna, como Error("mensagem")', () => {
    const doc = randomDoc(3, 30, undefined, 5);
    const { rows } = toExcelTable(doc, 'web', 5);
    const bad = rows.map((r) => r.slice());
    const notaCol = bad[0].findIndex((h) => /nota|pontua/i.test(String(h)));
    bad[3][notaCol] = 'abc';
    bad[6][notaCol] = '-';
    const cases: [string, () => unknown, () => unknown][] = [
      ['nota inválida', () => classifyTable(bad as unknown[][], [[5]]), () => f.COTAS_CLASSIFICAR(sheetsCells(bad), [[5]])],
      ['lista desconhecida', () => finalList(rows as unknown[][], [[5]], 'XYZ'), () => f.COTAS_LISTA(sheetsCells(rows), [[5]], 'XYZ')],
      ['lista PCD sem regra', () => finalList(rows as unknown[][], [[5]], 'PCD'), () => f.COTAS_LISTA(sheetsCells(rows), [[5]], 'PCD')],
      ['uma célula só', () => classifyTable(5 as unknown as unknown[][], [[5]]), () => f.COTAS_CLASSIFICAR(5, 5)],
      ['vagas 0', () => sequence(0), () => f.COTAS_SEQUENCIA(0)],
      [
        'opção desconhecida',
        () => reservation(10, 'PP', undefined, undefined, 'foo=1'),
        () => f.RESERVA(10, 'PP', undefined, undefined, 'foo=1'),
      ],
    ];
    for (const [what, ex, sh] of cases) {
      const r = excel(ex);
      expect([what, 'erro' in r]).toEqual([what, true]);
      expect([what, sheets(sh)]).toEqual([what, r]);
    }
    const nota = sheets(() => f.COTAS_CLASSIFICAR(sheetsCells(bad), [[5]])) as { erro: string };
    // Both bad notas, each with its row and column.
    expect(nota.erro).toContain(`Linha 4, coluna '${rows[0][notaCol]}'`);
    expect(nota.erro).toContain(`Linha 7, coluna '${rows[0][notaCol]}'`);
  });

  test('sem o ajuste do Excel para computador: uma nota 0 é 0, e um intervalo A:J com mil linhas em branco é aparado', () => {
    const doc = randomDoc(5, 25, undefined, 4);
    const { rows } = toExcelTable(doc, 'web', 9);
    const notaCol = rows[0].findIndex((h) => /nota|pontua/i.test(String(h)));
    const situacaoCol = rows[0].findIndex((h) => /situa/i.test(String(h)));
    const zero = sheetsCells(rows);
    const row = zero.findIndex(
      (r, i) => i > 0 && r[notaCol] !== '' && (situacaoCol < 0 || !/reprov|elimin|ausente/i.test(String(r[situacaoCol]))),
    );
    zero[row][notaCol] = 0;
    // Excel desktop's rule (a 0 Nota of an approved candidate is a blank cell): an error there; a real 0 in Sheets.
    expect('erro' in excel(() => classifyTable(zero.map((r) => r.map((v) => (v === '' ? 0 : v))) as unknown[][], [[4]]))).toBe(true);
    const withZero = sheets(() => f.COTAS_CLASSIFICAR(zero, [[4]]));
    expect('ok' in withZero).toBe(true);
    // In Excel a real zero is written as text ('0): the same result.
    const textZero = zero.map((r, i) => r.map((v, c) => (v === '' ? null : i === row && c === notaCol ? '0' : v)));
    expect(withZero).toEqual(excelClassify(() => classifyTable(textZero as unknown[][], [[4]])));
    const width = rows[0].length;
    const column = [...sheetsCells(rows), ...Array.from({ length: 1000 }, () => new Array(width).fill(''))];
    const out = sheets(() => f.COTAS_CLASSIFICAR(column, [[4]])) as { ok: unknown[][] };
    expect(out).toEqual(excelClassify(() => classifyTable(rows as unknown[][], [[4]])));
    expect(out.ok.length).toBeLessThan(rows.length + 1);
  });

  test('uma célula de data chega como Date (meia-noite local) e vale o mesmo que o número de série', () => {
    const doc = randomDoc(8, 40, undefined, 6);
    const { rows } = toExcelTable(doc, 'web', 3);
    const col = rows[0].findIndex((h) => /nascimento/i.test(String(h)));
    const dates = sheetsCells(rows);
    const newDate = vm.runInContext('(y, m, d) => new Date(y, m, d)', f as vm.Context) as (y: number, m: number, d: number) => Date;
    let changed = 0;
    for (let r = 1; r < dates.length; r++) {
      const c = doc.candidatos.find((x) => x.inscricao === String(dates[r][0]) || x.nome === dates[r].find((v) => v === x.nome));
      const v = dates[r][col];
      if (typeof v === 'number') {
        const d = new Date(Date.UTC(1899, 11, 30) + v * 86_400_000);
        dates[r][col] = newDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
        changed++;
      }
      void c;
    }
    expect(changed).toBeGreaterThan(5);
    expect(sheets(() => f.COTAS_CLASSIFICAR(dates, [[6]], 'referencia=20/03/2026'))).toEqual(
      excelClassify(() => classifyTable(rows as unknown[][], [[6]], 'referencia=20/03/2026')),
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// The sidebar's server functions and SheetsWorkbook, over the fake spreadsheet

/** The sheets of a file, loaded into a fake spreadsheet (dates as date cells). */
function fakeWith(sheets: SheetData[], installation: 'NONE' | 'ADDON' = 'NONE'): FakeGas {
  const g = fakeGas(installation);
  for (const s of sheets) {
    const fs2 = g.ss._add(
      s.nome,
      s.linhas.map((r) => r.map((v) => (v === null || v === undefined ? '' : (v as Value)))),
    );
    fs2.hidden = !!s.oculta;
  }
  return g;
}

/** A sheet's values as the commission sees them, blanks as null and trailing blanks dropped. */
function shown(rows: (CellValue | Value)[][]): CellValue[][] {
  const out = rows.map((r) => {
    const x = r.map((v) => (v === '' || v === undefined ? null : (v as CellValue)));
    let n = x.length;
    while (n > 0 && x[n - 1] === null) n--;
    return x.slice(0, n);
  });
  while (out.length && out[out.length - 1].length === 0) out.pop();
  return out;
}

describe('o painel no Google Planilhas: funções do servidor e SheetsWorkbook', () => {
  let example: SheetData[];
  beforeAll(async () => {
    example = (await readSpreadsheetFile(EXAMPLE)).sheets;
  });

  test('menu Cotas (onOpen, onInstall) e o painel lateral (HtmlService)', () => {
    const bound = fakeGas('NONE');
    const f = loadCode(code, bound.globals);
    f.onOpen({ authMode: 'LIMITED' });
    expect(bound.menus).toEqual([{ nome: 'Cotas', itens: [['Abrir o painel', 'cotasAbrirPainel']] }]);
    f.cotasAbrirPainel();
    expect(bound.sidebars).toEqual([{ arquivo: 'sidebar', titulo: 'Cotas raciais' }]);
    const addon = fakeGas('ADDON');
    loadCode(code, addon.globals).onInstall({ authMode: 'FULL' });
    expect(addon.menus).toEqual([{ nome: '(complemento)', itens: [['Abrir o painel', 'cotasAbrirPainel']] }]);
  });

  test('Validar: a mesma análise que o fluxo assíncrono sobre a pasta em memória', async () => {
    const g = fakeWith(example);
    const f = loadCode(code, g.globals);
    const got = JSON.parse(f.cotasAnalisar() as string);
    const ref = plain(await paneActions(new MemoryWorkbook(example), { hasNames: false }).analisar());
    expect(got).toEqual(ref);
    expect(g.ss.sheets.length).toBe(example.length);
  });

  test('Gerar listas finais: as mesmas listas e o mesmo resultado; formatadas, marcadas e protegidas (só aviso)', async () => {
    const g = fakeWith(example);
    const f = loadCode(code, g.globals);
    const pedido = { mascarar: true, disposicao: 'por-lista', substituir: true, geradoEm: GERADO_EM };
    const got = JSON.parse(f.cotasGerar(JSON.stringify(pedido)) as string);
    const mem = new MemoryWorkbook(example);
    const ref = await generate(mem, {
      ...pedido,
      disposicao: 'por-lista',
      geradoEm: new Date(GERADO_EM),
      sha256: nodeSha,
      origem: "planilha Google 'Concurso 01/2026'",
    });
    expect(got).toEqual(plain(ref));
    expect(got.ok).toBe(true);
    expect(g.ss.sheets.map((s) => s.name)).toEqual((await mem.readSheets()).map((s) => s.nome));
    for (const w of mem.written) {
      const s = g.ss._find(w.nome)!;
      expect([w.nome, shown(s._values())]).toEqual([w.nome, shown(w.linhas)]);
      expect(s.metadata.map((m) => [m.key, m.visibility])).toEqual([['CotasSaida', 'DOCUMENT']]);
      expect(s.frozenRows).toBe(w.formato.linhasCongeladas);
      expect(s.filter).toBe(w.formato.filtro);
      expect(s.protections).toEqual([{ description: expect.stringContaining('Cotas raciais'), warningOnly: true }]);
      w.formato.colunas.forEach((c, i) => {
        expect(s.widths.get(i + 1)).toBe(columnWidthPixels(c.largura));
        if (w.tabela.linhas.length > 0)
          expect(s._cell(3, i + 1)?.halign).toBe(c.alinhamento === 'direita' ? 'right' : c.alinhamento === 'centro' ? 'center' : 'left');
      });
      expect(s._cell(1, 1)?.bold).toBe(true);
      // The title merged across the table and wrapped: a long one is never cut at the page's edge.
      expect(s.merged).toEqual([`A1:${String.fromCharCode(64 + w.formato.colunas.length)}1`]);
      expect(s._cell(1, 1)?.wrap).toBe(true);
      // Long text wraps (Sheets grows the row), numbers and codes never.
      if (w.tabela.linhas.length > 0)
        w.formato.colunas.forEach((c, i) => expect([i, s._cell(3, i + 1)?.wrap]).toEqual([i, c.quebrarTexto]));
      expect(s._cell(2, 1)?.bold).toBe(true);
      expect(s._cell(2, 1)?.background).toBe(w.formato.cabecalho.preenchimento);
      // Sized to the table: no thousand blank rows below a short list, no blank columns beside it (every cell counts towards Sheets' limit).
      expect(s.maxRows).toBe(Math.max(3, 2 + w.tabela.linhas.length + (w.tabela.rodape?.length ?? 0)));
      expect(s.maxCols).toBe(w.formato.colunas.length);
    }
    // The footer's SHA-256 is Utilities.computeDigest's: the same as Node's.
    const memoria = mem.written.find((w) => w.tabela.tipo === 'memoria')!;
    expect(memoria.formato.rodapeDireito).toMatch(/^SHA-256 [0-9a-f]{16}$/);
    expect(JSON.stringify(g.ss._find(memoria.nome)!._values())).toContain(memoria.formato.rodapeDireito.slice(8));
  });

  test('gerar de novo: sem confirmação nada muda; com ela, substitui só as planilhas marcadas', () => {
    const g = fakeWith(example);
    const f = loadCode(code, g.globals);
    expect(JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string).ok).toBe(true);
    const names = g.ss.sheets.map((s) => s.name);
    const first = g.ss.sheets.filter((s) => s.metadata.length > 0);
    const again = JSON.parse(f.cotasGerar(JSON.stringify({})) as string);
    expect(again.ok).toBe(false);
    expect(again.titulo).toMatch(/Confirme para substituí-las/);
    expect(g.ss.sheets.map((s) => s.name)).toEqual(names);
    const replaced = JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string);
    expect(replaced.ok).toBe(true);
    expect(replaced.removidas.sort()).toEqual(first.map((s) => s.name).sort());
    expect(g.ss.sheets.map((s) => s.name)).toEqual(names);
    expect(g.ss.sheets.filter((s) => first.includes(s))).toEqual([]);
    expect(g.ss.sheets.filter((s) => s.name.includes('Gravação incompleta'))).toEqual([]);
  });

  test('uma gravação que falha no meio não apaga as listas anteriores e apaga o que gravou pela metade', () => {
    const g = fakeWith(example);
    const f = loadCode(code, g.globals);
    expect(JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string).ok).toBe(true);
    const before = g.ss.sheets.map((s) => [s.name, s._values()]);
    const previous = g.ss.sheets.filter((s) => s.metadata.length > 0).map((s) => s.name);
    g.log.failAt('Spreadsheet.insertSheet', 3, 'Esta ação aumentaria o número de células da planilha acima do limite de 10000000 células.');
    const r = JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string);
    expect(r.ok).toBe(false);
    expect(r.titulo).toBe(
      'Não foi possível gravar as listas: Esta ação aumentaria o número de células da planilha acima do limite de 10000000 células.',
    );
    // Every earlier list is still there, unchanged; the two sheets written on the way are gone.
    expect(g.ss.sheets.map((s) => [s.name, s._values()])).toEqual(before);
    const again = JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string);
    expect(again.ok).toBe(true);
    expect(again.removidas.sort()).toEqual(previous.sort());
    expect(g.ss.sheets.map((s) => s.name)).toEqual(before.map(([n]) => n));
  });

  test('primeira geração que falha no meio: nenhuma planilha com o nome ou o título de uma lista, mesmo se o que ficou não puder ser apagado', () => {
    const g = fakeWith(example);
    const f = loadCode(code, g.globals);
    const before = g.ss.sheets.map((s) => [s.name, s._values()]);
    const full = 'Esta ação aumentaria o número de células da planilha acima do limite de 10000000 células.';
    g.log.failAt('Spreadsheet.insertSheet', 3, full);
    const r = JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string);
    expect(r.titulo).toBe(`Não foi possível gravar as listas: ${full}`);
    expect(g.ss.sheets.map((s) => [s.name, s._values()])).toEqual(before);
    // Deleting fails too: what is left says, by its name and its title, that it is no list; the message says so.
    g.log.failAt('Spreadsheet.insertSheet', 3, full);
    g.log.failAt('Spreadsheet.deleteSheet', 1, 'Serviço indisponível no momento.');
    const left = JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string);
    expect(left.ok).toBe(false);
    expect(left.titulo).toBe(`Não foi possível gravar as listas: ${full} ${LEFTOVER_MESSAGE}`);
    const partial = g.ss.sheets.filter((s) => !before.some(([n]) => n === s.name));
    expect(partial.map((s) => s.name)).toEqual(['Gravação incompleta 1', 'Gravação incompleta 2']);
    for (const s of partial) expect(s._values()[0][0]).toBe(INCOMPLETE_TITLE);
    expect(partial.every((s) => s.metadata.some((m) => m.key === 'CotasSaida'))).toBe(true);
    // The next generation replaces them (they carry the marker).
    const again = JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string);
    expect(again.ok).toBe(true);
    expect(again.removidas.sort()).toEqual(['Gravação incompleta 1', 'Gravação incompleta 2']);
    expect(g.ss.sheets.filter((s) => s.name.startsWith('Gravação incompleta'))).toEqual([]);
  });

  test('dois membros gerando ao mesmo tempo: o segundo é avisado e nada dele é gravado; fica um só conjunto de listas', () => {
    const g = fakeWith(example);
    const first = loadCode(code, g.globals);
    // The second member's server call: another execution of the script over the same spreadsheet.
    const second = loadCode(code, g.globals);
    const before = g.ss.sheets.map((s) => s.name);
    let other: { ok: boolean; titulo: string } | null = null;
    // While the first writes its lists (its first new sheet), the second asks for its own.
    g.log.before('Spreadsheet.insertSheet', 1, () => {
      const names = g.ss.sheets.map((s) => s.name);
      other = JSON.parse(second.cotasGerar(JSON.stringify({ substituir: true })) as string);
      // Nothing of the second: the same sheets as when it asked.
      expect(g.ss.sheets.map((s) => s.name)).toEqual(names);
    });
    const r = JSON.parse(first.cotasGerar(JSON.stringify({ substituir: true })) as string);
    expect(r.ok).toBe(true);
    expect(other).toEqual(
      expect.objectContaining({
        ok: false,
        titulo:
          'Não foi possível gravar as listas: Nada foi alterado: outro membro da comissão está gravando as listas nesta pasta agora ' +
          '(começou há menos de um minuto). Espere a gravação terminar e confira as listas; para gravar as suas, gere as listas de novo: vale a última gravação.',
      }),
    );
    // It waited for the lock (Apps Script's tryLock) only the time an append of acts takes, not a whole generation.
    expect(g.lock.busyWaits).toEqual([REPLACE_LOCK_WAIT_MS]);
    const marked = g.ss.sheets.filter((s) => s.metadata.length > 0).map((s) => s.name);
    expect(marked).toEqual(r.planilhas);
    expect(g.ss.sheets.map((s) => s.name)).toEqual([...before, ...r.planilhas]);
    // The lock released and the record of the write removed: the second member, asking again, replaces the lists (the last write stands).
    expect(g.lock.holder).toBeNull();
    expect(g.ss.metadata).toEqual([]);
    const again = JSON.parse(second.cotasGerar(JSON.stringify({ substituir: true })) as string);
    expect(again.ok).toBe(true);
    expect(again.removidas.sort()).toEqual([...r.planilhas].sort());
    expect(g.ss.sheets.filter((s) => s.metadata.length > 0).map((s) => s.name)).toEqual(again.planilhas);
  });

  test('outro membro gravou as listas depois da leitura: nada é gravado por cima, e fica um só conjunto (o dele)', () => {
    const g = fakeWith(example);
    const first = loadCode(code, g.globals);
    const second = loadCode(code, g.globals);
    let other: { ok: boolean; planilhas: string[] } | null = null;
    // After the first member's second read (the freshness check), before its replacement takes the lock: the second member's whole generation.
    g.log.before('LockService.getDocumentLock', 1, () => {
      other = JSON.parse(second.cotasGerar(JSON.stringify({ substituir: true })) as string);
    });
    const r = JSON.parse(first.cotasGerar(JSON.stringify({ substituir: true })) as string);
    expect(other!.ok).toBe(true);
    expect(r.ok).toBe(false);
    expect(r.titulo).toMatch(
      /^Não foi possível gravar as listas: Nada foi alterado: as planilhas '.+' foram gravadas pelo suplemento depois da leitura \(outro membro gerou as listas ao mesmo tempo\)\./,
    );
    expect(g.ss.sheets.filter((s) => s.metadata.length > 0).map((s) => s.name)).toEqual(other!.planilhas);
    expect(g.ss.sheets.filter((s) => s.name.startsWith('Gravação incompleta'))).toEqual([]);
  });

  test('limite de 10 milhões de células: contado antes de gravar; acima dele nada muda e a mensagem diz onde gerar', () => {
    const g = fakeWith(example);
    const f = loadCode(code, g.globals);
    // A sheet of the commission's nearly fills the spreadsheet (blank cells count too): 20,000 cells left,
    // less than a new sheet takes before it is cut to its table (1,000 × 26).
    const big = g.ss._add('Rascunho');
    big.maxCols = 1;
    big.maxRows = CELL_LIMIT - 20_000 - g.ss._cells() + 1000;
    const cells = g.ss._cells();
    expect(cells).toBe(CELL_LIMIT - 20_000);
    const before = g.ss.sheets.map((s) => s.name);
    g.log.reset();
    const r = JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string);
    expect(r.ok).toBe(false);
    expect(r.titulo).toMatch(
      new RegExp(
        `^Não foi possível gravar as listas: Nada foi alterado: a gravação precisaria de [\\d.]+ células na planilha Google \\(ela tem ${cells.toLocaleString('pt-BR').replace(/\./g, '\\.')} agora, contando as vazias,`,
      ),
    );
    expect(r.titulo).toContain(
      'acima do limite de 10.000.000 células do Google Planilhas. Gere as listas na página web ou na linha de comando',
    );
    // Refused before anything was written: no sheet added, nothing taken from the lock's record.
    expect(g.log.calls).not.toContain('Spreadsheet.insertSheet');
    expect(g.ss.sheets.map((s) => s.name)).toEqual(before);
    expect(g.lock.holder).toBeNull();
    // With room for it (the draft sheet cut by 100,000 rows), the same generation goes through, within the limit.
    big.maxRows -= 100_000;
    expect(JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string).ok).toBe(true);
    expect(g.ss.peakCells).toBeLessThanOrEqual(CELL_LIMIT);
  });

  test('100.000 candidatos: gerar de novo cabe no limite de células, que a planilha falsa impõe como o Google', async () => {
    // The lists computed once (as the server computes them), then written by SheetsWorkbook over the
    // fake, which refuses any change past 10 million cells, replacing the earlier ones. Without the
    // Code.js round: the write is what this test is about, and the fake's speed would only slow it down.
    const form = { ...parametersFormOf(null), cargos: [{ cargo: null, vagas: 500 }], dataReferencia: '2026-03-20' };
    const table = buildInput(100_000).table as CellValue[][];
    const sheets: SheetData[] = [
      { nome: 'Candidatos', linhas: table },
      { nome: 'Parâmetros', linhas: parametersSheetRows(form) },
    ];
    const out = computeOutputSync(sheets, { substituir: true, disposicao: 'por-lista', mascarar: true });
    expect(out.analise.ok).toBe(true);
    const tabelas = out.tabelas!;
    // The input sheets as Sheets counts them (every cell of their grid), without their values: only the lists are written here.
    const g = fakeGas();
    const input = g.ss._add('Candidatos');
    [input.maxRows, input.maxCols] = [table.length, 26];
    g.ss._add('Parâmetros');
    const wb = new SheetsWorkbook(
      () => g.ss as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet,
      () => (g.globals.LockService as { getDocumentLock(): DocumentLock }).getDocumentLock(),
    );
    const global = globalThis as { SpreadsheetApp?: unknown };
    global.SpreadsheetApp = g.globals.SpreadsheetApp;
    try {
      // The earlier lists as the first generation left them: marked, each cut to its table (their
      // values do not matter here, only the cells Sheets counts).
      const rows = tabelas.map((t) => Math.max(3, 2 + t.tabela.linhas.length + (t.tabela.rodape?.length ?? 0)));
      const first = tabelas.map((t) => t.tabela.nome);
      tabelas.forEach((t, i) => {
        const earlier = g.ss._add(t.tabela.nome);
        [earlier.maxRows, earlier.maxCols] = [rows[i], t.formato.colunas.length];
        earlier.metadata.push({ key: 'CotasSaida', value: 'anterior', visibility: 'DOCUMENT' });
      });
      const before = g.ss._cells();
      // With the 26 columns of a new sheet kept (as before), the regeneration would pass the limit: the
      // input and the earlier lists, plus the new lists, each 26 columns wide.
      const fitted = tabelas.reduce((n, t, i) => n + rows[i] * t.formato.colunas.length, 0);
      const wide = rows.reduce((n, r) => n + 26 * r, 0);
      expect(before - fitted + 2 * wide).toBeGreaterThan(CELL_LIMIT);
      const again = wb.replaceOutput(first, tabelas);
      expect(again).toEqual(first);
      expect(g.ss.peakCells).toBeGreaterThan(before);
      expect(g.ss.peakCells).toBeLessThanOrEqual(CELL_LIMIT);
      expect(g.ss.sheets.filter((s) => s.metadata.length > 0).map((s) => s.name)).toEqual(again);
      expect(g.ss._cells()).toBe(before);
      expect(g.ss._find('AC')!._values()[2 + 1][1]).toBe(tabelas[again.indexOf('AC')].tabela.linhas[1][1]);
    } finally {
      delete global.SpreadsheetApp;
    }
  }, 120_000);

  test('os dados mudaram entre a leitura e a gravação (uma célula corrigida por outra pessoa): nada é gravado, e o painel diz', () => {
    const g = fakeWith(example);
    const f = loadCode(code, g.globals);
    const before = g.ss.sheets.map((s) => s.name);
    const candidatos = g.ss._find(example[0].nome)!;
    // The second read (just before replacing) finds a co-author's edit made after the first.
    g.log.before('Spreadsheet.getSheets', 2, () => candidatos.getRange(2, 1).setValues([['9999']]));
    const r = JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string);
    expect(r.ok).toBe(false);
    expect(r.titulo).toBe(
      `Os dados mudaram desde a leitura (a planilha '${example[0].nome}' foi alterada enquanto as listas eram calculadas): nada foi gravado. Gere as listas de novo.`,
    );
    expect(g.ss.sheets.map((s) => s.name)).toEqual(before);
  });

  test('Parâmetros que não podem ser gravados: a mensagem, e a análise de novo', () => {
    const g = fakeWith(example);
    const f = loadCode(code, g.globals);
    const a0 = JSON.parse(f.cotasAnalisar() as string);
    const nome = a0.dados.planilhas.find((p: { papel: string }) => p.papel === 'parametros').nome;
    const before = g.ss._find(nome)!._values();
    expect(before.length).toBeGreaterThan(3);
    g.log.failAt('Range.setValues', 1, 'Você está tentando editar uma célula ou um objeto protegido.');
    // A change to write (an unchanged form writes nothing).
    const changed = { ...a0.parametros, colisao: a0.parametros.colisao === 'anterior' ? 'posterior' : 'anterior' };
    const r = JSON.parse(f.cotasSalvarParametros(JSON.stringify(changed)) as string);
    expect(r.resultado.ok).toBe(false);
    expect(r.resultado.titulo).toMatch(
      /^Não foi possível gravar a planilha '.+': Você está tentando editar uma célula ou um objeto protegido\.$/,
    );
    expect(r.analise.problemas).toEqual(r.resultado.problemas);
    // The commission's sheet keeps what it had.
    expect(g.ss._find(nome)!._values()).toEqual(before);
  });

  test('SheetsWorkbook nunca apaga uma planilha sem a marca: erro antes de qualquer mudança', () => {
    const g = fakeWith(example);
    (globalThis as Record<string, unknown>).SpreadsheetApp = g.globals.SpreadsheetApp;
    try {
      const wb = new SheetsWorkbook(() => g.ss as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet);
      const before = g.ss.sheets.map((s) => [s.name, s._values()]);
      const candidates = example[0].nome;
      expect(() => wb.replaceOutput([candidates], [])).toThrow(
        `Nada foi alterado: a planilha '${candidates}' não foi gravada pelo suplemento`,
      );
      expect(() => wb.replaceOutput(['Não existe'], [])).toThrow("Nada foi alterado: a planilha 'Não existe' não existe mais na pasta");
      expect(g.ss.sheets.map((s) => [s.name, s._values()])).toEqual(before);
      expect(() => wb.addNames()).toThrow(/=RESERVA/);
    } finally {
      delete (globalThis as Record<string, unknown>).SpreadsheetApp;
    }
  });

  test('Parâmetros: o formulário gravado na planilha, lido de volta pela análise', () => {
    const g = fakeWith(example.filter((s) => !/par[âa]metros/i.test(s.nome)));
    const f = loadCode(code, g.globals);
    const a0 = JSON.parse(f.cotasAnalisar() as string);
    const form = {
      ...a0.parametros,
      cargos: a0.dados.cargos.length
        ? a0.dados.cargos.map((c: string, i: number) => ({ cargo: c, vagas: 3 + i }))
        : [{ cargo: null, vagas: 7 }],
      dataReferencia: '2026-03-20',
    };
    const r = JSON.parse(f.cotasSalvarParametros(JSON.stringify(form)) as string);
    expect(r.resultado.ok).toBe(true);
    expect(r.resultado.titulo).toMatch(/Parâmetros gravados na planilha 'Parâmetros' \(criada agora\)/);
    expect(r.analise.parametros.cargos).toEqual(form.cargos);
    expect(r.analise.parametros.dataReferencia).toBe('2026-03-20');
    const sheet = g.ss._find('Parâmetros')!;
    expect(sheet.metadata).toEqual([]);
    expect(shown(sheet._values())).toEqual(shown(parametersSheetRows(form)));
    // Saved again with less: nothing of the longer version is left below or beside it.
    const shorter = { ...form, cargos: [{ cargo: null, vagas: 4 }], dataReferencia: null, descricao: [] };
    expect(JSON.parse(f.cotasSalvarParametros(JSON.stringify(shorter)) as string).resultado.titulo).toMatch(
      /^Parâmetros gravados na planilha 'Parâmetros'/,
    );
    expect(shown(sheet._values())).toEqual(shown(parametersSheetRows(shorter)));
  });

  test('a aba Regra criada a partir de uma lei cadastrada (regras.md §11), lida de volta; uma segunda vez é recusada', () => {
    const g = fakeWith(example);
    const f = loadCode(code, g.globals);
    const r = JSON.parse(f.cotasCriarAbaRegra(JSON.stringify('federal-12990-2014')) as string);
    expect(r.resultado.ok).toBe(true);
    expect(r.resultado.titulo).toMatch(/^Aba 'Regra' criada a partir da Lei federal nº 12\.990\/2014/);
    const values = shown(g.ss._find('Regra')!._values());
    expect(values.some((row) => row[0] === 'PP' && row.includes('20%'))).toBe(true);
    const again = JSON.parse(f.cotasCriarAbaRegra(JSON.stringify('pirangi-3056-2025')) as string);
    expect(again.resultado.ok).toBe(false);
    expect(again.resultado.titulo).toBe("A aba 'Regra' já existe: edite a regra nela (nada foi gravado).");
    expect(shown(g.ss._find('Regra')!._values())).toEqual(values);
  });

  test('Validar → ir à célula; a célula selecionada; uma planilha oculta é dita', () => {
    const g = fakeWith([...example, { nome: 'Antiga', linhas: [['x']], oculta: true }]);
    const f = loadCode(code, g.globals);
    expect(JSON.parse(f.cotasLerSelecao() as string)).toBeNull();
    // The hidden sheet is read as hidden (never chosen silently).
    const a = JSON.parse(f.cotasAnalisar() as string);
    expect(a.dados.planilhas.find((p: { nome: string }) => p.nome === 'Antiga')).toMatchObject({ papel: 'oculta' });
    f.cotasIrParaCelula(JSON.stringify({ planilha: example[0].nome, celula: 'C7' }));
    expect(g.ss.active?.name).toBe(example[0].nome);
    expect(JSON.parse(f.cotasLerSelecao() as string)).toEqual({ planilha: example[0].nome, celula: 'C7' });
    expect(() => f.cotasIrParaCelula(JSON.stringify({ planilha: 'Antiga', celula: 'A1' }))).toThrow(/'Antiga' está oculta/);
  });

  test('texto que pareceria fórmula fica texto; uma inscrição 007 não perde os zeros', () => {
    const form = { ...parametersFormOf(null), cargos: [{ cargo: null, vagas: 2 }] };
    const sheets: SheetData[] = [
      {
        nome: 'Candidatos',
        linhas: [
          ['Inscrição', 'Nome', 'Nota'],
          ['007', '=HYPERLINK("http://exemplo")', 90],
          ['008', '+55 Maria', 80],
          ['009', 'João', 70],
        ],
      },
      { nome: 'Parâmetros', linhas: parametersSheetRows(form) },
    ];
    const g = fakeWith(sheets);
    const f = loadCode(code, g.globals);
    expect(JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true, mascarar: false })) as string).ok).toBe(true);
    const ac = g.ss.sheets.find((s) => s.metadata.length > 0 && JSON.stringify(s._values()).includes('007'))!;
    const cells = [...ac.cells.values()];
    expect(cells.some((c) => c.formula)).toBe(false);
    expect(cells.some((c) => c.v === '=HYPERLINK("http://exemplo")')).toBe(true);
    expect(cells.some((c) => c.v === '+55 Maria')).toBe(true);
    expect(cells.some((c) => c.v === '007' && c.fmt === '@')).toBe(true);
  });

  test('o número de chamadas ao serviço não cresce com os candidatos (10 e 3.000)', () => {
    const counts = [10, 3_000].map((n) => {
      const form = { ...parametersFormOf(null), cargos: [{ cargo: null, vagas: 5 }], dataReferencia: '2026-03-20' };
      // Every list has someone (an empty list has no filter: one call less), whatever the number of candidates.
      const table = buildInput(n).table as CellValue[][];
      ['IND', 'QUI'].forEach((cota, k) => table[1 + k].splice(3, 4, cota, 'Sim', 'Deferida', 'Aprovado'));
      const g = fakeWith([
        { nome: 'Candidatos', linhas: table },
        { nome: 'Parâmetros', linhas: parametersSheetRows(form) },
      ]);
      const f = loadCode(code, g.globals);
      g.log.reset();
      const a = JSON.parse(f.cotasAnalisar() as string);
      expect([n, a.ok, a.erros]).toEqual([n, true, 0]);
      const analyse = g.log.count;
      g.log.reset();
      const r = JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string);
      expect(r.ok).toBe(true);
      const first = g.log.count;
      g.log.reset();
      expect(JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string).ok).toBe(true);
      const again = g.log.count;
      const written = g.ss.sheets.filter((s) => s.metadata.length > 0) as FakeSheet[];
      expect(written.reduce((t, s) => t + s._values().length, 0)).toBeGreaterThan(n);
      return { analyse, first, again };
    });
    expect(counts[1]).toEqual(counts[0]);
    // The budget includes the second read just before replacing (the data unchanged since the first) and each list's real title written at its rename.
    // And the lock, the record of the write under way, and every sheet's size for the cell limit: a few calls per sheet.
    expect(counts[0].first).toBeLessThan(450);
  }, 120_000);
});
