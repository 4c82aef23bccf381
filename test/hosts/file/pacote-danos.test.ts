// A damaged package never gives a silently different list: a part whose CRC-32 does not match the
// zip's record is refused (LibreOffice loads nothing from it), and a shared-string index past the
// table, a repeated row or a repeated cell is damage named by sheet and cell — every problem at once,
// the same on the command line and in the web page (one reader: src/hosts/file/browser/xlsx-read.ts).
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { FileReadError, readSpreadsheetFile } from '../../../src/hosts/file';
import { readSpreadsheetBytes } from '../../../src/hosts/file/browser';
import { buildPackage, inlineRow } from './pacote-montagem';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-pacote-danos-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const ADVICE =
  'o arquivo está danificado: peça uma nova cópia a quem o gerou, ou abra-o no Excel, deixe que ele o repare e salve de novo como .xlsx';

/** The problems each reader gives for the package (the command line's from a file, the page's from bytes): they must agree. */
async function problems(bytes: Buffer, nome: string): Promise<string[]> {
  const file = path.join(dir, nome);
  fs.writeFileSync(file, bytes);
  const cli = await readSpreadsheetFile(file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(cli).toBeInstanceOf(FileReadError);
  const web = await readSpreadsheetBytes(new Uint8Array(bytes), nome).then(
    () => null,
    (e: unknown) => e,
  );
  expect(web).toBeInstanceOf(FileReadError);
  expect((web as FileReadError).problemas).toEqual((cli as FileReadError).problemas);
  return (cli as FileReadError).problemas;
}

/** The bytes with the first occurrence of `from` (in the zip as stored) replaced by `to`, of the same length. */
function altered(bytes: Buffer, from: string, to: string): Buffer {
  const at = bytes.indexOf(Buffer.from(from));
  expect(at).toBeGreaterThan(0);
  const out = Buffer.from(bytes);
  Buffer.from(to).copy(out, at);
  return out;
}

describe('a part whose CRC-32 does not match', () => {
  const rows = [
    ['Inscrição', 'Nome', 'Nota'],
    ['1001', 'Ana Souza', '90'],
    ['1002', 'Bruno Lima', '80'],
  ];
  const dados = rows.map((r, i) => inlineRow(i + 1, r)).join('');

  it('a sheet changed after it was zipped is refused, named, never read', async () => {
    const bytes = await buildPackage({ sheets: [{ nome: 'Candidatos', dados }], compression: 'STORE' });
    expect(await problems(altered(bytes, '>90<', '>99<'), 'danos.xlsx')).toEqual([
      `'danos.xlsx': a planilha 'Candidatos' está danificada: o conteúdo não confere com a soma de verificação (CRC-32) gravada no arquivo; ${ADVICE}`,
    ]);
  });

  it('the shared strings every sheet uses: named as the part it is', async () => {
    const bytes = await buildPackage({
      sheets: [{ nome: 'Candidatos', dados: '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' }],
      textos: ['Inscrição', 'Nome'],
      compression: 'STORE',
    });
    expect(await problems(altered(bytes, '<t>Nome</t>', '<t>Nomo</t>'), 'textos.xlsx')).toEqual([
      `'textos.xlsx': a parte 'xl/sharedStrings.xml' do arquivo (os textos das células) está danificada: o conteúdo não confere com a soma de verificação (CRC-32) gravada no arquivo; ${ADVICE}`,
    ]);
  });

  it('damaged sheets are all named at once; the whole ones do not hide them', async () => {
    const bytes = await buildPackage({
      sheets: [
        { nome: 'Candidatos', dados },
        { nome: 'Parâmetros', dados: inlineRow(1, ['Vagas', '3']) },
        { nome: 'Reserva', dados: inlineRow(1, ['Inscrição', 'Zeca']) },
      ],
      compression: 'STORE',
    });
    const twice = altered(altered(bytes, 'Bruno', 'Bruna'), 'Zeca', 'Zeka');
    expect(await problems(twice, 'duas.xlsx')).toEqual([
      "'duas.xlsx': a planilha 'Candidatos' está danificada: o conteúdo não confere com a soma de verificação (CRC-32) gravada no arquivo",
      `'duas.xlsx': a planilha 'Reserva' está danificada: o conteúdo não confere com a soma de verificação (CRC-32) gravada no arquivo; ${ADVICE}`,
    ]);
  });
});

describe('cells that are not what the package says', () => {
  it('a shared-string index past the table, a repeated row, a repeated cell: each named by sheet and cell, all at once', async () => {
    const candidatos =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
      '<row r="2"><c r="A2"><v>1001</v></c><c r="B2" t="s"><v>3</v></c><c r="C2" t="s"><v>57</v></c></row>' +
      '<row r="3"><c r="A3"><v>1002</v></c><c r="B3" t="s"><v>4</v></c><c r="B3" t="s"><v>3</v></c></row>' +
      '<row r="5"><c r="A5"><v>1003</v></c><c r="B5" t="s"><v>3</v></c></row>' +
      '<row r="5"><c r="A5"><v>1004</v></c><c r="B5" t="s"><v>4</v></c></row>';
    const reserva =
      '<row r="1"><c r="A1" t="s"><v>-1</v></c></row><row r="2"><c r="C2" t="s"><v>1</v></c><c r="A2" t="s"><v>1</v></c><c r="C2"><v>7</v></c></row>';
    const bytes = await buildPackage({
      sheets: [
        { nome: 'Candidatos', dados: candidatos },
        { nome: 'Reserva', dados: reserva },
      ],
      textos: ['Inscrição', 'Nome', 'Cota', 'Ana Souza', 'Bruno Lima'],
    });
    expect(await problems(bytes, 'celulas.xlsx')).toEqual([
      "'celulas.xlsx': a planilha 'Candidatos' está danificada: a célula C2 aponta para o texto compartilhado nº 57, que não existe (o arquivo tem 5 textos, numerados de 0 em diante)",
      "'celulas.xlsx': a planilha 'Candidatos' está danificada: a célula B3 aparece mais de uma vez",
      "'celulas.xlsx': a planilha 'Candidatos' está danificada: a linha 5 aparece mais de uma vez",
      "'celulas.xlsx': a planilha 'Reserva' está danificada: a célula A1 aponta para o texto compartilhado nº -1, que não existe (o arquivo tem 5 textos, numerados de 0 em diante)",
      `'celulas.xlsx': a planilha 'Reserva' está danificada: a célula C2 aparece mais de uma vez; ${ADVICE}`,
    ]);
  });

  it('rows or cells out of order but distinct are no damage', async () => {
    const dados =
      '<row r="1"><c r="B1" t="inlineStr"><is><t>Nome</t></is></c><c r="A1" t="inlineStr"><is><t>Inscrição</t></is></c></row>' +
      '<row r="3" spans="1:2"/><row r="2"><c r="A2"><v>1001</v></c><c r="B2" t="inlineStr"><is><t>Ana</t></is></c></row>';
    const file = path.join(dir, 'ordem.xlsx');
    fs.writeFileSync(file, await buildPackage({ sheets: [{ nome: 'Candidatos', dados }] }));
    expect((await readSpreadsheetFile(file)).sheets[0].linhas).toEqual([
      ['Inscrição', 'Nome'],
      [1001, 'Ana'],
    ]);
  });

  it('more than a hundred problems: the first hundred, and the reading stops', async () => {
    const dados = Array.from({ length: 300 }, () => '<row r="2"><c r="A2"><v>1</v></c></row>').join('');
    const list = await problems(await buildPackage({ sheets: [{ nome: 'Candidatos', dados }] }), 'muitos.xlsx');
    expect(list).toHaveLength(100);
    expect(list.slice(0, 99)).toEqual(
      Array(99).fill("'muitos.xlsx': a planilha 'Candidatos' está danificada: a linha 2 aparece mais de uma vez"),
    );
    expect(list[99]).toBe(
      `'muitos.xlsx': a planilha 'Candidatos' está danificada: a linha 2 aparece mais de uma vez; a leitura parou nos primeiros 100 problemas; ${ADVICE}`,
    );
  });
});
