// Tiny packages with absurd coordinates (2–12 KB: one <row r="2000000000">, a cell ZZZZZZ4, 20,000
// rows each with a cell in column XFD) once hung for minutes and crashed the command line and the web
// page. A row past 1,048,576 or a column past XFD is damage named by cell; rows are as wide as their
// last cell with a value, never padded to 16,384 columns; the cells a workbook asks for are capped
// (MAX_CELLS, src/hosts/file/browser/xlsx-errors.ts). Each answer comes in well under two seconds, on
// the command line and in the web page (one reader).
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { FileReadError, readSpreadsheetFile } from '../../../src/hosts/file';
import JSZip from 'jszip';
import { XlsxContentError, readSpreadsheetBytes, readXlsxPackage } from '../../../src/hosts/file/browser';
import { buildPackage, inlineRow } from './pacote-montagem';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-pacote-coordenadas-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const ADVICE =
  'o arquivo está danificado: peça uma nova cópia a quem o gerou, ou abra-o no Excel, deixe que ele o repare e salve de novo como .xlsx';
const HEADER = inlineRow(1, ['Inscrição', 'Nome', 'Nota']) + inlineRow(2, ['1001', 'Ana', '9']);
const cell = (ref: string, text: string): string => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** The outcome of reading the package on the command line and in the web page (the same), and the slower time. */
async function outcome(bytes: Buffer, nome: string): Promise<{ problemas?: string[]; linhas?: unknown[][]; ms: number }> {
  const file = path.join(dir, nome);
  fs.writeFileSync(file, bytes);
  const results: { problemas?: string[]; linhas?: unknown[][] }[] = [];
  let ms = 0;
  for (const read of [() => readSpreadsheetFile(file), () => readSpreadsheetBytes(new Uint8Array(bytes), nome)]) {
    const t0 = Date.now();
    results.push(
      await read().then(
        (r) => ({ linhas: r.sheets[0].linhas }),
        (e: unknown) => {
          expect(e).toBeInstanceOf(FileReadError);
          return { problemas: (e as FileReadError).problemas };
        },
      ),
    );
    ms = Math.max(ms, Date.now() - t0);
  }
  // As text: jest's deep equality takes half a minute over millions of blank cells (these hold only text).
  expect(JSON.stringify(results[1]) === JSON.stringify(results[0])).toBe(true);
  return { ...results[0], ms };
}

it('a row numbered 2,000,000,000 is damage named by its cell (and a row past the limit with no cell, by its number)', async () => {
  const dados = HEADER + `<row r="2000000000">${cell('A2000000000', 'x')}</row><row r="1048577"/>`;
  const bytes = await buildPackage({ sheets: [{ nome: 'Candidatos', dados }] });
  expect(bytes.length).toBeLessThan(12_000);
  const r = await outcome(bytes, 'linha.xlsx');
  expect(r.problemas).toEqual([
    "'linha.xlsx': a planilha 'Candidatos' está danificada: a célula A2000000000 está além da última linha que uma planilha pode ter (1.048.576)",
    `'linha.xlsx': a planilha 'Candidatos' está danificada: a linha 1.048.577 está além da última linha que uma planilha pode ter (1.048.576); ${ADVICE}`,
  ]);
  expect(r.ms).toBeLessThan(2000);
});

it('a cell ZZZZZZ4 (and one past XFD) is damage named by cell', async () => {
  const dados = HEADER + `<row r="4">${cell('ZZZZZZ4', 'x')}${cell('XFE4', 'y')}</row>`;
  const r = await outcome(await buildPackage({ sheets: [{ nome: 'Candidatos', dados }] }), 'coluna.xlsx');
  expect(r.problemas).toEqual([
    "'coluna.xlsx': a planilha 'Candidatos' está danificada: a célula ZZZZZZ4 está além da última coluna que uma planilha pode ter (XFD)",
    `'coluna.xlsx': a planilha 'Candidatos' está danificada: a célula XFE4 está além da última coluna que uma planilha pode ter (XFD); ${ADVICE}`,
  ]);
  expect(r.ms).toBeLessThan(2000);
});

it('20,000 rows each with a cell in column XFD ask for more cells than the cap: refused at once, the cap named', async () => {
  const rows = Array.from({ length: 20_000 }, (_, i) => `<row r="${i + 3}">${cell(`XFD${i + 3}`, 'x')}</row>`).join('');
  const bytes = await buildPackage({ sheets: [{ nome: 'Candidatos', dados: HEADER + rows }] });
  // About 100 KB with each row numbered (the hostile file leaves the numbers out: 12 KB).
  expect(bytes.length).toBeLessThan(120_000);
  const r = await outcome(bytes, 'largura.xlsx');
  // 30,000,000 cells, 16,384 a row: passed on the 1,832nd of those rows, row 1,834.
  expect(r.problemas).toEqual([
    "'largura.xlsx': a planilha 'Candidatos' tem células demais: na célula XFD1834 a pasta de trabalho passa de 30.000.000 células (cada linha conta até a sua última célula, com as em branco antes dela), o máximo que o programa lê — uma tabela de até 2.000.000 de candidatos cabe com folga; apague o que está fora da tabela (à direita ou abaixo dela) ou salve só a tabela como CSV",
  ]);
  expect(r.ms).toBeLessThan(2000);
});

it('a few cells in column XFD are read, each row as wide as its last cell', async () => {
  const dados = HEADER + `<row r="3">${cell('A3', '1002')}${cell('XFD3', 'nota à margem')}</row>` + inlineRow(4, ['1003', 'Caio']);
  const r = await outcome(await buildPackage({ sheets: [{ nome: 'Candidatos', dados }] }), 'margem.xlsx');
  expect(r.problemas).toBeUndefined();
  expect(r.linhas!.map((l) => l.length)).toEqual([3, 3, 16_384, 2]);
  expect(r.linhas![2][16_383]).toBe('nota à margem');
  expect(r.linhas![2][1]).toBeNull();
  expect(r.ms).toBeLessThan(2000);
});

it('300 rows each with a cell in column XFD (under the cap) are read in time, each row dense to its last cell', async () => {
  const rows = Array.from({ length: 300 }, (_, i) => `<row r="${i + 3}">${cell(`B${i + 3}`, 'b')}${cell(`XFD${i + 3}`, 'x')}</row>`).join(
    '',
  );
  const r = await outcome(await buildPackage({ sheets: [{ nome: 'Candidatos', dados: HEADER + rows }] }), 'larga.xlsx');
  expect(r.problemas).toBeUndefined();
  expect(r.linhas).toHaveLength(302);
  const last = r.linhas![301];
  expect(last).toHaveLength(16_384);
  expect([last[0], last[1], last[2], last[16_382], last[16_383]]).toEqual([null, 'b', null, null, 'x']);
  expect(Object.keys(last)).toHaveLength(16_384);
  expect(r.ms).toBeLessThan(2000);
});

it('a cell in row 1,048,576 of forty sheets asks for more rows than the cap: refused, the cap named', async () => {
  const sheets = Array.from({ length: 40 }, (_, i) => ({ nome: `Aba ${i + 1}`, dados: `<row r="1048576">${cell('A1048576', 'x')}</row>` }));
  const bytes = await buildPackage({ sheets });
  expect(bytes.length).toBeLessThan(30_000);
  const r = await outcome(bytes, 'fundas.xlsx');
  // 4,000,000 rows: passed with the fourth sheet's 1,048,576.
  expect(r.problemas).toEqual([
    "'fundas.xlsx': a pasta de trabalho tem linhas demais: com as 1.048.576 linhas da planilha 'Aba 4' ela passa de 4.000.000 linhas (cada planilha conta até a sua última linha, com as em branco antes dela), o máximo que o programa lê; apague as planilhas ou linhas que não fazem parte da tabela, ou salve só a tabela como CSV",
  ]);
  expect(r.ms).toBeLessThan(2000);
});

describe('the cap on cells counts every kind of cell the reader keeps (a smaller cap here: 30 million take minutes to build)', () => {
  const refused = (p: Promise<unknown>): Promise<string[]> =>
    p.then(
      () => [],
      (e: unknown) => {
        expect(e).toBeInstanceOf(XlsxContentError);
        return (e as XlsxContentError).problemas;
      },
    );

  it('the cells of a table: named where the count passed the cap', async () => {
    const dados = Array.from({ length: 10 }, (_, r) =>
      inlineRow(
        r + 1,
        Array.from({ length: 150 }, (_, c) => `${r}.${c}`),
      ),
    ).join('');
    const bytes = new Uint8Array(await buildPackage({ sheets: [{ nome: 'Candidatos', dados }] }));
    expect(await readXlsxPackage(bytes, { maxCells: 1500 })).toHaveLength(1);
    expect(await refused(readXlsxPackage(bytes, { maxCells: 1000 }))).toEqual([
      "a planilha 'Candidatos' tem células demais: na célula ET7 a pasta de trabalho passa de 1.000 células (cada linha conta até a sua última célula, com as em branco antes dela), o máximo que o programa lê — uma tabela de até 2.000.000 de candidatos cabe com folga; apague o que está fora da tabela (à direita ou abaixo dela) ou salve só a tabela como CSV",
    ]);
  });

  it('merged ranges', async () => {
    const merges = Array.from({ length: 1001 }, (_, i) => `<mergeCell ref="A${i + 1}:B${i + 1}"/>`).join('');
    const zip = await JSZip.loadAsync(await buildPackage({ sheets: [{ nome: 'Mescladas', dados: HEADER }] }));
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file('xl/worksheets/sheet1.xml', xml.replace('</sheetData>', `</sheetData><mergeCells count="1001">${merges}</mergeCells>`));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(await refused(readXlsxPackage(bytes, { maxCells: 1000 }))).toEqual([
      expect.stringMatching(/^a planilha 'Mescladas' tem células demais: na célula A995:B995 a pasta de trabalho passa de 1\.000 células/),
    ]);
  });

  it('shared texts', async () => {
    const bytes = new Uint8Array(
      await buildPackage({ sheets: [{ nome: 'Candidatos', dados: HEADER }], textos: Array.from({ length: 1001 }, (_, i) => `texto ${i}`) }),
    );
    expect(await readXlsxPackage(bytes, { maxCells: 1001 })).toHaveLength(1);
    expect(await refused(readXlsxPackage(bytes, { maxCells: 1000 }))).toEqual([
      "a pasta de trabalho tem textos demais: a parte 'xl/sharedStrings.xml' passa de 1.000 textos, mais que as células que o programa lê; o arquivo está danificado: peça uma nova cópia a quem o gerou, ou abra-o no Excel, deixe que ele o repare e salve de novo como .xlsx",
    ]);
  });
});
