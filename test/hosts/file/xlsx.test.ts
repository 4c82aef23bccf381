import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import ExcelJS from 'exceljs';
import { detectKind, readSpreadsheetFile, readXlsxBuffer, writeTablesXlsx } from '../../../src/hosts/file';
import type { OutputTable } from '../../../src/sheet';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-xlsx-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const TABLES: OutputTable[] = [
  {
    nome: 'AC - Professor',
    titulo: 'Professor — Classificação na ampla concorrência',
    cabecalho: ['Classificação', 'Inscrição', 'Nome', 'Nota'],
    linhas: [
      [1, '007', '=Maria Aparecida', 87.125],
      [2, '0010', '+55 Ana', 80],
      [3, '11', '@Bia', 79.5],
      [4, '12', '-Caio', null],
    ],
    formatos: ['0', '@', '@', '#,##0.000'],
    tipo: 'ampla',
  },
  {
    nome: 'Memória de cálculo',
    titulo: 'Memória',
    cabecalho: ['Cargo', 'Descrição'],
    linhas: [['Geral', 'SOMA(A1) =1+1']],
    tipo: 'memoria',
  },
];

describe('writeTablesXlsx', () => {
  it('cuts a text longer than an Excel cell holds, saying so (otherwise Excel reports the file as damaged)', async () => {
    const file = path.join(dir, 'longo.xlsx');
    const long = `Empate não resolvido entre as inscrições ${Array.from({ length: 5000 }, (_, i) => 100000 + i).join(', ')}`;
    expect(long.length).toBeGreaterThan(32767);
    await writeTablesXlsx(
      [{ nome: 'Avisos', titulo: 'Avisos', cabecalho: ['Mensagem'], linhas: [[long], ['curto']], tipo: 'memoria' }],
      file,
    );
    const read = await readXlsxBuffer(fs.readFileSync(file));
    const cell = String(read[0].linhas[2][0]);
    expect(cell.length).toBeLessThanOrEqual(32767);
    expect(cell.startsWith(long.slice(0, 30000))).toBe(true);
    expect(cell).toMatch(/texto cortado/);
    expect(read[0].linhas[3]).toEqual(['curto']);
  });

  it('writes title, frozen header, number formats, and formula-looking text as plain text', async () => {
    const file = path.join(dir, 'saida.xlsx');
    await writeTablesXlsx(TABLES, file);
    expect(fs.readdirSync(dir)).toEqual(['saida.xlsx']);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['AC - Professor', 'Memória de cálculo']);
    const ws = wb.getWorksheet('AC - Professor')!;
    expect(ws.getCell('A1').value).toBe('Professor — Classificação na ampla concorrência');
    expect(ws.getRow(2).values).toEqual([undefined, 'Classificação', 'Inscrição', 'Nome', 'Nota']);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    for (const [addr, text] of [
      ['C3', '=Maria Aparecida'],
      ['C4', '+55 Ana'],
      ['C5', '@Bia'],
      ['C6', '-Caio'],
    ]) {
      const cell = ws.getCell(addr);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
      expect(cell.formula).toBeUndefined();
    }
    expect(ws.getCell('B3').value).toBe('007');
    expect(ws.getCell('D3').value).toBe(87.125);
    expect(ws.getCell('D3').numFmt).toBe('#,##0.000');
    expect(ws.getCell('D6').value).toBeNull();
    expect(ws.getColumn(3).width).toBeGreaterThanOrEqual('=Maria Aparecida'.length);
    // And no formula anywhere in the package.
    const read = await readXlsxBuffer(fs.readFileSync(file));
    expect(read[0].linhas[2]).toEqual([1, '007', '=Maria Aparecida', 87.125]);
  });

  it('leaves nothing behind when writing fails', async () => {
    const bad: OutputTable[] = [
      { ...TABLES[0], nome: 'X' },
      { ...TABLES[0], nome: 'X' },
    ]; // duplicate sheet name
    const file = path.join(dir, 'saida.xlsx');
    await expect(writeTablesXlsx(bad, file)).rejects.toThrow("nome de planilha repetido: 'X'");
    expect(fs.readdirSync(dir)).toEqual([]);
    // Failure after the temporary file was written (the final rename fails): the temporary goes too.
    const occupied = path.join(dir, 'ocupado.xlsx');
    fs.mkdirSync(occupied);
    fs.writeFileSync(path.join(occupied, 'x'), 'x');
    await expect(writeTablesXlsx(TABLES, occupied)).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual(['ocupado.xlsx']);
  });

  it('replaces an existing file only when the new one is complete', async () => {
    const file = path.join(dir, 'saida.xlsx');
    fs.writeFileSync(file, 'antigo');
    await expect(
      writeTablesXlsx(
        [
          { ...TABLES[0], nome: 'A' },
          { ...TABLES[0], nome: 'a' },
        ],
        file,
      ),
    ).rejects.toThrow();
    expect(fs.readFileSync(file, 'utf8')).toBe('antigo');
    await writeTablesXlsx(TABLES, file);
    expect(detectKind(fs.readFileSync(file), file)).toBe('xlsx');
    expect(fs.readdirSync(dir)).toEqual(['saida.xlsx']);
  });
});

describe('readSpreadsheetFile', () => {
  it('reads cell values as plain values: formulas give their result, rich text its text, dates as Date', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Candidatos');
    ws.addRow(['Inscrição', 'Nota', 'Nome', 'Nascimento']);
    ws.addRow([
      '1',
      { formula: '5+2.5', result: 7.5 },
      { richText: [{ text: 'Ana ' }, { text: 'Souza' }] },
      new Date(Date.UTC(1961, 2, 9)),
    ]);
    ws.addRow([]);
    ws.addRow(['2', 8, null, null]);
    const file = path.join(dir, 'in.xlsx');
    await wb.xlsx.writeFile(file);
    const r = await readSpreadsheetFile(file);
    expect(r.tipo).toBe('xlsx');
    expect(r.sheets[0].nome).toBe('Candidatos');
    expect(r.sheets[0].linhas[1]).toEqual(['1', 7.5, 'Ana Souza', new Date(Date.UTC(1961, 2, 9))]);
    expect(r.sheets[0].linhas[2]).toEqual([]);
    expect(r.sheets[0].linhas[3]).toEqual(['2', 8]);
  });

  it.each([
    ['vazio.xlsx', Buffer.alloc(0), 'está vazio'],
    ['velho.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'formato antigo do Excel (.xls)'],
    ['doc.pdf', Buffer.from('%PDF-1.4\n\u0000\u0001binário'), 'não é uma planilha'],
    [
      'quebrado.xlsx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml lixo')]),
      'não foi possível abrir',
    ],
    ['dados.json', Buffer.from('{"vagas": 1}'), 'JSON'],
  ])('%s is refused with a clear message', async (nome, bytes, msg) => {
    const file = path.join(dir, nome);
    fs.writeFileSync(file, bytes);
    await expect(readSpreadsheetFile(file)).rejects.toThrow(msg);
  });

  it('a missing file and a folder are refused', async () => {
    await expect(readSpreadsheetFile(path.join(dir, 'nao-existe.xlsx'))).rejects.toThrow('não existe');
    await expect(readSpreadsheetFile(dir)).rejects.toThrow('é uma pasta');
  });
});
