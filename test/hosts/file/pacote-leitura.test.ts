// The .xlsx package is read with JSZip by one reader, on the command line and in the web page
// (src/hosts/file/browser/xlsx-read.ts): a workbook without xl/sharedStrings.xml (inline strings,
// SheetJS's default, what many government systems write) is read the same way every time, nothing of
// the input is written to disk while reading (the CPFs of a sheet once landed in the temporary folder),
// and a character split between two chunks of a part stays whole.
import { execFile } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { FileReadError, readSpreadsheetFile, readXlsxBuffer } from '../../../src/hosts/file';
import { readXlsxPackage } from '../../../src/hosts/file/browser';
import { buildPackage, inlineRow, worksheetXml } from './pacote-montagem';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-pacote-leitura-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const HEADER = ['Inscrição', 'Nome', 'CPF', 'Nota'];
function candidateRows(n: number): string[][] {
  return Array.from({ length: n }, (_, i) => [
    String(1000 + i),
    `Candidata ${i} da Conceição`,
    String(31415926000 + i),
    String(50 + (i % 50)),
  ]);
}
function rowsXml(rows: string[][]): string {
  return rows.map((r, i) => inlineRow(i + 1, r)).join('');
}

describe('a workbook without xl/sharedStrings.xml (inline strings)', () => {
  // SheetJS writes its packages without compression (STORE) by default.
  it.each([
    ['STORE', false],
    ['STORE', true],
    ['DEFLATE', true],
  ] as const)(
    'is read whole and the same way, ten times out of ten (%s, worksheets before workbook.xml: %s)',
    async (compression, planilhasPrimeiro) => {
      const rows = [HEADER, ...candidateRows(300)];
      const file = path.join(dir, 'sheetjs.xlsx');
      fs.writeFileSync(
        file,
        await buildPackage({ sheets: [{ nome: 'Candidatos', dados: rowsXml(rows) }], planilhasPrimeiro, compression }),
      );
      for (let i = 0; i < 10; i++) {
        const r = await readSpreadsheetFile(file);
        expect(r.sheets.map((s) => s.nome)).toEqual(['Candidatos']);
        expect(r.sheets[0].linhas).toEqual(rows);
        expect(await readXlsxBuffer(fs.readFileSync(file))).toEqual(r.sheets);
      }
    },
  );
});

describe('nothing of the input is written to disk while reading', () => {
  // In a process of its own (the command's build, dist-node, compiled by the suite's globalSetup), with
  // its temporary folder (TMPDIR, TMP, TEMP) pointed at an empty folder watched while it reads.
  it.each([false, true])(
    'the temporary folder stays empty during and after the reading (worksheets first: %s)',
    async (planilhasPrimeiro) => {
      const rows = [HEADER, ...candidateRows(4000)];
      const file = path.join(dir, 'entrada.xlsx');
      fs.writeFileSync(file, await buildPackage({ sheets: [{ nome: 'Candidatos', dados: rowsXml(rows) }], planilhasPrimeiro }));
      const tmp = path.join(dir, 'tmp');
      fs.mkdirSync(tmp);
      const host = path.join(__dirname, '..', '..', '..', 'dist-node', 'src', 'hosts', 'file', 'index.js');
      const script = `process.stdout.write(require('os').tmpdir() + '\\n'); require(${JSON.stringify(host)}).readSpreadsheetFile(${JSON.stringify(file)}).then((r) => process.stdout.write(String(r.sheets[0].linhas.length)))`;
      const seen = new Set<string>();
      const watch = setInterval(() => fs.readdirSync(tmp).forEach((f) => seen.add(f)), 1);
      let out: string;
      try {
        out = await new Promise<string>((resolve, reject) =>
          execFile(process.execPath, ['-e', script], { env: { ...process.env, TMPDIR: tmp, TMP: tmp, TEMP: tmp } }, (e, stdout) =>
            e ? reject(e) : resolve(stdout),
          ),
        );
      } finally {
        clearInterval(watch);
      }
      fs.readdirSync(tmp).forEach((f) => seen.add(f));
      expect(out.split('\n')).toEqual([tmp, '4001']);
      expect([...seen]).toEqual([]);
    },
  );
});

describe('a character split between two chunks of a part stays whole', () => {
  // A part stored without compression is handed to the XML reader in JSZip's blocks of 16 KiB: the
  // filler puts the first byte of "ç" (2 bytes in UTF-8) at the last byte of the first block.
  it.each([0, 1, 2])('the sheet is read in 16 KiB blocks; "ç" starts %i byte(s) before the boundary', async (back) => {
    const filler = (k: number): string => inlineRow(1, ['Nome']) + inlineRow(2, ['x'.repeat(k)]) + inlineRow(3, ['Conceição']);
    const prefix = (k: number): number => {
      const xml = worksheetXml(filler(k));
      return Buffer.byteLength(xml.slice(0, xml.indexOf('ç')));
    };
    const k = 16384 - back - 1 - prefix(0);
    expect(prefix(k)).toBe(16384 - back - 1);
    const bytes = await buildPackage({ sheets: [{ nome: 'Candidatos', dados: filler(k) }], compression: 'STORE' });
    const file = path.join(dir, 'fronteira.xlsx');
    fs.writeFileSync(file, bytes);
    expect((await readSpreadsheetFile(file)).sheets[0].linhas[2]).toEqual(['Conceição']);
    expect((await readXlsxPackage(new Uint8Array(bytes)))[0].linhas[2]).toEqual(['Conceição']);
  });

  it.each([1, 2, 3, 5])('every part given to the XML reader %i byte(s) at a time', async (chunkBytes) => {
    const rows = [HEADER, ['1001', 'Maria da Conceição Araújo', '31415926000', '7'], ['1002', 'João Ñandú 𝔸', '27182818000', '8']];
    const bytes = new Uint8Array(await buildPackage({ sheets: [{ nome: 'Inscrições', dados: rowsXml(rows) }], textos: ['não usado'] }));
    const sheets = await readXlsxPackage(bytes, { chunkBytes });
    expect(sheets.map((s) => s.nome)).toEqual(['Inscrições']);
    expect(sheets[0].linhas).toEqual(rows);
  });
});

describe('the package is read whole into memory', () => {
  it('a file past what Node reads at once (2 GB) gets a Portuguese message, not a "corrupted" one', async () => {
    const file = path.join(dir, 'enorme.xlsx');
    fs.writeFileSync(file, await buildPackage({ sheets: [{ nome: 'Candidatos', dados: inlineRow(1, HEADER) }] }));
    // The module object itself (the `import * as` namespace cannot be spied on); the reader's reads through to it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const realFs = require('fs') as typeof fs;
    const spy = jest
      .spyOn(realFs.promises, 'readFile')
      .mockRejectedValue(Object.assign(new RangeError('File size (3221225472) is greater than 2 GiB'), { code: 'ERR_FS_FILE_TOO_LARGE' }));
    try {
      const e = await readSpreadsheetFile(file).catch((x: unknown) => x);
      expect((e as FileReadError).problemas).toEqual([
        `o arquivo 'enorme.xlsx' é grande demais para ser lido (mais de 2 GB); divida-o em arquivos menores`,
      ]);
    } finally {
      spy.mockRestore();
    }
  });
});
