// The .xlsx reader (JSZip, each part streamed to our XML reading) keeps what a cell
// really holds and what the sheet hides; the add-in's own output is recognised by its marker.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import {
  OUTPUT_MARKER_NAME,
  plainValue,
  readSpreadsheetFile,
  readXlsxBuffer,
  worksheetRows,
  writeTablesXlsx,
} from '../../../src/hosts/file';
import { CellError, UncachedFormula } from '../../../src/sheet/cells';
import type { OutputTable } from '../../../src/sheet';
import { addAwkwardCandidates } from '../../support/awkward-sheet';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-xlsx-leitura-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function awkwardWorkbook(date1904 = false): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  if (date1904) wb.properties.date1904 = true;
  addAwkwardCandidates(wb);
  const old = wb.addWorksheet('Candidatos (antigo)', { state: 'hidden' });
  old.addRow(['Inscrição', 'Nome']);
  wb.addWorksheet('Oculta demais', { state: 'veryHidden' }).addRow(['x']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('cells as the file holds them', () => {
  it('error cells, formulas without a result, hidden sheets and rows, merged ranges surface in SheetData', async () => {
    const sheets = await readXlsxBuffer(await awkwardWorkbook());
    expect(sheets.map((s) => [s.nome, !!s.oculta])).toEqual([
      ['Candidatos', false],
      ['Candidatos (antigo)', true],
      ['Oculta demais', true],
    ]);
    const s = sheets[0];
    expect(s.linhas[1][1]).toEqual(new CellError('#N/A'));
    expect(s.linhas[1][2]).toEqual(new UncachedFormula('IF(E2>5,"Aprovado","Eliminado")'));
    expect(s.linhas[1][5]).toBe(true);
    expect(s.linhas[2][2]).toBe('Eliminado');
    expect(s.linhas[2][4]).toEqual(new CellError('#DIV/0!'));
    expect(s.linhas[2][5]).toBe(false);
    expect(s.linhas[3]).toEqual(['3', 'Caio Lima', null, null, 4]);
    expect(s.linhas[4]).toEqual([null, null, null, null, null, 'mesclada']);
    expect(s.linhasOcultas).toEqual([2]);
    expect(s.mescladas).toEqual(['F5:G5']);
    expect(s.doSuplemento).toBeUndefined();
  });

  it.each([false, true])('row 9: a date-time cell is its calendar date in every time zone (1904 system: %s)', async (date1904) => {
    const bytes = await awkwardWorkbook(date1904);
    const before = process.env.TZ;
    const seen: string[] = [];
    try {
      for (const tz of ['UTC', 'America/Sao_Paulo', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        const d = (await readXlsxBuffer(bytes))[0].linhas[1][3] as Date;
        expect(d).toBeInstanceOf(Date);
        seen.push(d.toISOString());
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
    expect(seen).toEqual(Array(3).fill('1966-03-21T02:00:00.000Z'));
  });

  it('plainValue (exceljs values) gives the same kinds of cell', () => {
    expect(plainValue({ error: '#REF!' })).toEqual(new CellError('#REF!'));
    expect(plainValue({ formula: 'A1', result: undefined })).toEqual(new UncachedFormula('A1'));
    expect(plainValue({ formula: 'A1', result: 3 })).toBe(3);
  });
});

describe('the package reader against exceljs', () => {
  it('reads a workbook made by the streaming writer exactly as exceljs’s in-memory reader does', async () => {
    const file = path.join(dir, 'grande.xlsx');
    const w = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: true });
    const ws = w.addWorksheet('Candidatos');
    ws.addRow(['Inscrição', 'Nome', 'CPF', 'Nascimento', 'Nota', 'Cota', 'PcD', 'Cargo']).commit();
    for (let i = 0; i < 3000; i++) {
      const row = ws.addRow([
        String(100000 + i),
        `Pessoa ${i} da Silva`,
        String(10000000000 + i * 7919).padStart(11, '0'),
        new Date(Date.UTC(1950 + (i % 50), i % 12, 1 + (i % 28))),
        i % 17 === 0 ? null : Math.round((i * 37) % 1000) / 10,
        ['', 'PP', 'Indígena', 'Quilombola'][i % 4],
        i % 9 === 0 ? 'Sim' : 'Não',
        i % 2 ? 'Professor' : 'Agente',
      ]);
      row.getCell(4).numFmt = 'dd/mm/yyyy';
      row.commit();
    }
    ws.commit();
    await w.commit();
    const streamed = await readSpreadsheetFile(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(streamed.sheets).toHaveLength(1);
    expect(streamed.sheets[0].linhas).toEqual(worksheetRows(wb.worksheets[0]));
    expect(streamed.sheets[0].linhas).toHaveLength(3001);
    expect(streamed.sheets[0].linhas[1][3]).toEqual(new Date(Date.UTC(1950, 0, 1)));
  });

  it('reads the in-memory writer’s package (a different entry order) the same way', async () => {
    const bytes = await awkwardWorkbook();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheets = await readXlsxBuffer(bytes);
    const expected = worksheetRows(wb.worksheets[0]);
    // exceljs's in-memory reader copies a merged range's value into every cell of it; the file (and
    // Excel, and Office.js) holds it in the first cell only: the reader keeps the file's cells and
    // lists the range in `mescladas`.
    expect(expected[4][6]).toBe('mesclada');
    expected[4].length = 6;
    expect(sheets[0].linhas).toEqual(expected);
  });
});

describe('the add-in’s output marker', () => {
  const TABLES: OutputTable[] = [
    { nome: 'AC - Professor', titulo: 'AC', cabecalho: ['Inscrição'], linhas: [['1']], tipo: 'ampla' },
    { nome: "D'Ávila", titulo: 'Memória', cabecalho: ['Cargo'], linhas: [['Geral']], tipo: 'memoria' },
  ];
  it(`every sheet written by writeTablesXlsx carries the sheet-scoped name ${OUTPUT_MARKER_NAME}, and reads back as doSuplemento`, async () => {
    const file = path.join(dir, 'resultado.xlsx');
    await writeTablesXlsx(TABLES, file);
    const sheets = (await readSpreadsheetFile(file)).sheets;
    expect(sheets.map((s) => [s.nome, s.doSuplemento])).toEqual([
      ['AC - Professor', true],
      ["D'Ávila", true],
    ]);
    // Sheet-scoped, as Excel and Office.js (worksheet.names) have them.
    const xml = (await workbookXml(file)).replace(/&apos;/g, "'");
    expect(xml).toContain(`<definedName name="${OUTPUT_MARKER_NAME}" localSheetId="0">'AC - Professor'!$A$1</definedName>`);
    expect(xml).toContain(`<definedName name="${OUTPUT_MARKER_NAME}" localSheetId="1">'D''Ávila'!$A$1</definedName>`);
    // exceljs still opens the file.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['AC - Professor', "D'Ávila"]);
  });
  it('a workbook-level name listing the sheets marks them too; a commission workbook has no mark', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Candidatos').addRow(['Inscrição']);
    wb.addWorksheet('AC').addRow(['x']);
    wb.definedNames.add("'AC'!$A$1", OUTPUT_MARKER_NAME);
    const sheets = await readXlsxBuffer(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(sheets.map((s) => s.doSuplemento)).toEqual([undefined, true]);
  });

  async function workbookXml(file: string): Promise<string> {
    // The package's workbook.xml, through the reader's own unzip.
    return (await JSZip.loadAsync(fs.readFileSync(file))).file('xl/workbook.xml')!.async('string');
  }
});

describe('the temporary output file', () => {
  it('is announced as soon as it exists, and removed on error', async () => {
    const announced: string[] = [];
    const file = path.join(dir, 'resultado.xlsx');
    await writeTablesXlsx([{ nome: 'A', titulo: 'A', cabecalho: ['x'], linhas: [['1']], tipo: 'ampla' }], file, {
      aoCriarTemporario: (p) => announced.push(p),
    });
    expect(announced).toHaveLength(1);
    expect(path.dirname(announced[0])).toBe(dir);
    expect(fs.existsSync(announced[0])).toBe(false); // renamed into place
    expect(fs.readdirSync(dir)).toEqual(['resultado.xlsx']);

    const occupied = path.join(dir, 'ocupado.xlsx');
    fs.mkdirSync(occupied);
    fs.writeFileSync(path.join(occupied, 'x'), 'x');
    const during: boolean[] = [];
    await expect(
      writeTablesXlsx([{ nome: 'A', titulo: 'A', cabecalho: ['x'], linhas: [['1']], tipo: 'ampla' }], occupied, {
        aoCriarTemporario: (p) => {
          announced.push(p);
          setImmediate(() => during.push(fs.existsSync(p)));
        },
      }),
    ).rejects.toThrow();
    expect(announced).toHaveLength(2);
    expect(during).toEqual([true]);
    expect(fs.existsSync(announced[1])).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual(['ocupado.xlsx', 'resultado.xlsx']);
  });
});

describe('file kinds and messages', () => {
  it('an .xlsm and an extension-less workbook are read as workbooks', async () => {
    const bytes = await awkwardWorkbook();
    for (const nome of ['macro.xlsm', 'sem-extensao', 'enganoso.json']) {
      const file = path.join(dir, nome);
      fs.writeFileSync(file, bytes);
      const r = await readSpreadsheetFile(file);
      expect(r.tipo).toBe('xlsx');
      expect(r.sheets[0].nome).toBe('Candidatos');
    }
  });
  it('a damaged workbook gets a Portuguese message naming the file, with no English tail', async () => {
    const bytes = await awkwardWorkbook();
    const cases: [string, Buffer][] = [
      ['cortado.xlsx', bytes.subarray(0, Math.floor(bytes.length / 2))],
      ['lixo.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml lixo')])],
    ];
    for (const [nome, b] of cases) {
      const file = path.join(dir, nome);
      fs.writeFileSync(file, b);
      const e = await readSpreadsheetFile(file).then(
        () => null,
        (x: Error) => x,
      );
      expect(e).not.toBeNull();
      expect(e!.message).toContain(`'${nome}'`);
      expect(e!.message).toMatch(/corrompido|danificado/);
      expect(e!.message).not.toMatch(/Corrupted|End of data|invalid signature|FILE_ENDED|Error:/i);
    }
  });
  it('a Word document, a password-protected workbook and an .ods are refused in Portuguese', async () => {
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml....')]);
    const protegida = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(100),
      Buffer.from('EncryptionInfo', 'utf16le'),
    ]);
    const ods = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'),
    ]);
    for (const [nome, b, msg] of [
      ['carta.docx', docx, 'documento do Word'],
      ['protegida.xlsx', protegida, 'protegida por senha'],
      ['libre.ods', ods, 'formato do LibreOffice (.ods)'],
    ] as const) {
      const file = path.join(dir, nome);
      fs.writeFileSync(file, b);
      await expect(readSpreadsheetFile(file)).rejects.toThrow(msg);
    }
  });
  it.each([
    ['EACCES', 'sem permissão para ler o arquivo'],
    ['EPERM', 'sem permissão para ler o arquivo'],
    ['EBUSY', 'está em uso por outro programa'],
  ])('%s from the system becomes a Portuguese message naming the file', async (code, msg) => {
    const file = path.join(dir, 'lista.xlsx');
    fs.writeFileSync(file, 'x');
    // The module object itself (the `import * as` namespace cannot be spied on); the reader's
    // namespace reads through to it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const realFs = require('fs') as typeof fs;
    const spy = jest.spyOn(realFs, 'accessSync').mockImplementation(() => {
      throw Object.assign(new Error(`${code}: permission denied, access '${file}'`), { code });
    });
    try {
      const e = await readSpreadsheetFile(file).catch((x: Error) => x);
      expect((e as Error).message).toContain(msg);
      expect((e as Error).message).toContain(`'${file}'`);
      expect((e as Error).message).not.toMatch(/denied|access/);
    } finally {
      spy.mockRestore();
    }
  });
  it('a path through a file is "não existe", not ENOTDIR', async () => {
    const file = path.join(dir, 'arquivo');
    fs.writeFileSync(file, 'x');
    await expect(readSpreadsheetFile(path.join(file, 'lista.xlsx'))).rejects.toThrow(/^o arquivo '.*lista\.xlsx' não existe/);
  });
  it('a worksheet the package declares but does not hold is an error naming it, never a sheet left out', async () => {
    const zip = await JSZip.loadAsync(await awkwardWorkbook());
    const xml = await zip.file('xl/worksheets/sheet2.xml')!.async('uint8array');
    zip.remove('xl/worksheets/sheet2.xml');
    zip.file('xl/worksheets/planilha2.xml', xml);
    const file = path.join(dir, 'estranha.xlsx');
    fs.writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer' }));
    await expect(readSpreadsheetFile(file)).rejects.toThrow(
      "'estranha.xlsx': a pasta de trabalho declara a planilha 'Candidatos (antigo)', mas o arquivo não tem o conteúdo dela",
    );
  });
  it('a package written without compression (JSZip’s default) is read whole, every time', async () => {
    const zip = await JSZip.loadAsync(await awkwardWorkbook());
    const file = path.join(dir, 'sem-compressao.xlsx');
    fs.writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' }));
    const expected = await readXlsxBuffer(await awkwardWorkbook());
    for (let i = 0; i < 10; i++) {
      expect((await readSpreadsheetFile(file)).sheets).toEqual(expected);
      expect(await readXlsxBuffer(fs.readFileSync(file))).toEqual(expected);
    }
  });
});
