// Every .xlsx writer neutralises formula-like text the same way (OWASP ASVS 5.0 §1.2.10): the text is a
// typed string AND its cell's style has quotePrefix="1" (the apostrophe Excel shows for '=…), so F2 and
// Enter in Excel never turn "=cmd|' /c calc'!A1" into a formula. Checked in the written package itself:
// the cell, its style index, that <xf> of styles.xml. The Office and Sheets writers prefix the apostrophe
// (sanitizeText): the same rule, src/sheet/cell-writing.ts.
import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { writeTablesXlsx } from '../../../src/hosts/file';
import { patchWorkbookBytes } from '../../../src/hosts/file/browser/xlsx-patch';
import { writeWorkbookBytes } from '../../../src/hosts/file/browser/xlsx-write';
import { looksLikeFormula, sanitizeText } from '../../../src/sheet';
import { tableFormat } from '../../../src/sheet/format';
import type { OutputTable } from '../../../src/sheet';
import { tempDir } from '../../support/workbook-files';

/** What a hostile sender types into a Nome cell: each starts a formula (or is one once the NUL is dropped). */
const HOSTILE = ["=cmd|' /c calc'!A1", '+55 11 99999-0000', '-2+3', '@SUM(1,2)', '\t=1+1', '\r=1+1', '\0=1+1'];

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function table(): OutputTable {
  const linhas = [...HOSTILE, 'Maria da Silva'].map((nome, k) => [String(1001 + k), nome, 90 - k]);
  return {
    nome: 'Ampla',
    titulo: 'Ampla concorrência',
    cabecalho: ['Inscrição', 'Nome', 'Nota'],
    linhas,
    tipo: 'ampla',
    rodape: [['=HYPERLINK("http://x")']],
  } as unknown as OutputTable;
}

/** Whether each listed cell of `sheet` (a part path) has quotePrefix="1" on its style's <xf> in styles.xml. */
async function quotePrefixOf(bytes: Uint8Array | Buffer, sheet: string, cells: string[]): Promise<Record<string, boolean>> {
  const zip = await JSZip.loadAsync(bytes);
  const styles = await zip.file('xl/styles.xml')!.async('string');
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1];
  const xfs = cellXfs.match(/<xf\b[^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g)!;
  const xml = await zip.file(sheet)!.async('string');
  const out: Record<string, boolean> = {};
  for (const ref of cells) {
    const c = new RegExp(`<c r="${ref}"([^>]*)>`).exec(xml);
    expect(c).not.toBeNull();
    const s = /\bs="(\d+)"/.exec(c![1]);
    const xf = xfs[s ? Number(s[1]) : 0];
    out[ref] = /\bquotePrefix="1"/.test(/^<xf\b[^>]*>/.exec(xf)![0]);
  }
  return out;
}

const DATA_CELLS = HOSTILE.map((_, k) => `B${3 + k}`);
const PLAIN_CELL = `B${3 + HOSTILE.length}`;
const FOOTER_CELL = `A${3 + HOSTILE.length + 1}`;
const allQuoted = (refs: string[], plain: string[] = []): Record<string, boolean> =>
  Object.fromEntries([...refs.map((r) => [r, true]), ...plain.map((r) => [r, false])]);

describe('the one rule (src/sheet/cell-writing.ts)', () => {
  it.each(HOSTILE.map((h) => [JSON.stringify(h), h]))('%s is formula-like; the apostrophe writers prefix it', (_, h) => {
    expect(looksLikeFormula(h)).toBe(true);
    expect(sanitizeText(h)).toBe(`'${h}`);
  });
  it('a name is not', () => {
    expect(looksLikeFormula('Maria da Silva')).toBe(false);
    expect(sanitizeText('Maria da Silva')).toBe('Maria da Silva');
  });
});

describe('the command line’s writer (writeTablesXlsx, exceljs streaming)', () => {
  it('each formula-like cell has quotePrefix="1"; an ordinary name does not', async () => {
    const file = path.join(dir, 'resultado.xlsx');
    await writeTablesXlsx([table()], file);
    const bytes = fs.readFileSync(file);
    expect(await quotePrefixOf(bytes, 'xl/worksheets/sheet1.xml', [...DATA_CELLS, FOOTER_CELL, PLAIN_CELL, 'A1', 'B2'])).toEqual(
      allQuoted([...DATA_CELLS, FOOTER_CELL], [PLAIN_CELL, 'A1', 'B2']),
    );
    // Still typed text, read back as written.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    expect(wb.worksheets[0].getCell('B3').value).toBe(HOSTILE[0]);
    expect(wb.worksheets[0].getCell('B3').type).toBe(ExcelJS.ValueType.String);
  });

  it('also with the shared-strings table', async () => {
    const file = path.join(dir, 'compartilhados.xlsx');
    await writeTablesXlsx([table()], file, { textosCompartilhados: true });
    expect(await quotePrefixOf(fs.readFileSync(file), 'xl/worksheets/sheet1.xml', [...DATA_CELLS, PLAIN_CELL])).toEqual(
      allQuoted(DATA_CELLS, [PLAIN_CELL]),
    );
  });
});

describe('the web page’s writers (exceljs in memory)', () => {
  it('writeWorkbookBytes: the add-in’s table and the commission’s own sheet', async () => {
    const t = table();
    const bytes = await writeWorkbookBytes([
      {
        nome: 'Candidatos',
        dados: { nome: 'Candidatos', linhas: [['Inscrição', 'Nome'], ...HOSTILE.map((h, k) => [String(k), h]), ['9', 'Ana']] },
      },
      { nome: 'Ampla', tabela: { tabela: t, formato: tableFormat(t) } },
    ]);
    const commission = HOSTILE.map((_, k) => `B${2 + k}`);
    expect(await quotePrefixOf(bytes, 'xl/worksheets/sheet1.xml', [...commission, `B${2 + HOSTILE.length}`, 'A1'])).toEqual(
      allQuoted(commission, [`B${2 + HOSTILE.length}`, 'A1']),
    );
    expect(await quotePrefixOf(bytes, 'xl/worksheets/sheet2.xml', [...DATA_CELLS, FOOTER_CELL, PLAIN_CELL])).toEqual(
      allQuoted([...DATA_CELLS, FOOTER_CELL], [PLAIN_CELL]),
    );
  });

  it('the same with the browser build of exceljs (what the web page bundles: package.json "browser")', async () => {
    let write!: typeof writeWorkbookBytes;
    jest.isolateModules(() => {
      jest.doMock('exceljs', () => jest.requireActual('exceljs/dist/exceljs.min.js'));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded again with the browser build
      write = require('../../../src/hosts/file/browser/xlsx-write').writeWorkbookBytes;
    });
    expect(write).not.toBe(writeWorkbookBytes);
    const t = table();
    const bytes = await write([{ nome: 'Ampla', tabela: { tabela: t, formato: tableFormat(t) } }]);
    expect(await quotePrefixOf(bytes, 'xl/worksheets/sheet1.xml', [...DATA_CELLS, PLAIN_CELL])).toEqual(
      allQuoted(DATA_CELLS, [PLAIN_CELL]),
    );
  });

  it('patchWorkbookBytes: the commission’s file written back keeps every formula-like text inert', async () => {
    // A CR stored in a file comes back as a line feed (XML's line-end rule): no longer formula-like there.
    const inFile = HOSTILE.filter((h) => !h.startsWith('\r'));
    const original = new ExcelJS.Workbook();
    const ws = original.addWorksheet('Candidatos');
    ws.addRow(['Inscrição', 'Nome']);
    inFile.forEach((h, k) => ws.addRow([String(k), h]));
    const bytes = new Uint8Array((await original.xlsx.writeBuffer()) as ArrayBuffer);
    const lidas = [{ nome: 'Candidatos', linhas: [['Inscrição', 'Nome'], ...inFile.map((h, k) => [String(k), h.replace('\0', '')])] }];
    // The page appended a row: the one cell written now, beside the file's.
    const changed = [{ ...lidas[0], linhas: [...lidas[0].linhas, ['99', '=2*3']] }];
    const out = await patchWorkbookBytes(bytes, lidas, [{ nome: 'Candidatos', dados: changed[0] }]);
    const refs = [...inFile.map((_, k) => `B${2 + k}`), `B${2 + inFile.length}`];
    expect(await quotePrefixOf(out, 'xl/worksheets/sheet1.xml', [...refs, 'A1'])).toEqual(allQuoted(refs, ['A1']));
  });
});
