// The one table format (src/sheet/format.ts) as the .xlsx writers apply it (src/hosts/file/xlsx-format.ts):
// the command line's streaming writer (writeTablesXlsx) and the in-memory Workbook the web page uses.
// Each written file is opened again with exceljs's in-memory reader, and the XML inside the zip is
// read where exceljs does not expose a property.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import ExcelJS from 'exceljs';
import { writeTablesXlsx } from '../../../src/hosts/file';
import { markOutputSheets, worksheetOptions, writeFormattedTable } from '../../../src/hosts/file/xlsx-format';
import { rowHeight, rowLines, tableFormat } from '../../../src/sheet/format';
import type { TableFormat } from '../../../src/sheet/format';
import type { OutputTable } from '../../../src/sheet';

const SHA = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';

const TABLES: OutputTable[] = [
  {
    nome: 'AC - Professor',
    titulo: 'Professor & Monitor — Classificação na ampla concorrência',
    cabecalho: ['Classificação', 'Inscrição', 'Nome', 'Nota'],
    linhas: [
      [1, '007', '=Maria Aparecida', 1234.125],
      [2, '0010', '+55 Ana', 80],
      [3, '11', '@Bia', 79.5],
      [4, '12', '-Caio', null],
    ],
    formatos: ['0', '@', '@', '#,##0.000'],
    tipo: 'ampla',
  },
  {
    nome: "D'Ávila",
    titulo: 'Memória',
    cabecalho: ['Cargo', 'Vagas', 'Descrição'],
    linhas: [['Geral', 3, 'Texto longo '.repeat(30)]],
    larguras: [28, 7, 110],
    tipo: 'memoria',
  },
  { nome: 'Vazia', titulo: 'Sem candidatos', cabecalho: ['Inscrição', 'Nome'], linhas: [], tipo: 'grupo' },
];

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-formato-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A part of the package (xl/workbook.xml, xl/worksheets/sheet1.xml), through exceljs's own unzip. */
async function part(bytes: Buffer, name: string): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const unzip = require('unzipper');
  const d = await unzip.Open.buffer(bytes);
  const entry = d.files.find((f: { path: string }) => f.path === name);
  if (!entry) throw new Error(`${name} não está no pacote`);
  return (await entry.buffer()).toString('utf8');
}

const decode = (xml: string): string =>
  xml
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Every property of the format, as read back from the file. */
async function checkWorkbook(bytes: Buffer, formats: TableFormat[]): Promise<void> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(TABLES.map((t) => t.nome));
  const workbookXml = decode(await part(bytes, 'xl/workbook.xml'));
  for (let i = 0; i < TABLES.length; i++) {
    const t = TABLES[i];
    const f = formats[i];
    const ws = wb.worksheets[i];
    // Frozen title and header.
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 2, xSplit: 0 });
    // A4, the orientation, fitted to 1 page wide and any number tall, title and header on every page.
    expect(ws.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: f.pagina.orientacao === 'paisagem' ? 'landscape' : 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:2',
    });
    // Narrow side margins (inches), so that more of the table fits at full size.
    expect(ws.pageSetup.margins).toEqual({ left: 0.5, right: 0.5, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 });
    const quoted = `'${t.nome.replace(/'/g, "''")}'`;
    expect(workbookXml).toContain(`<definedName name="_xlnm.Print_Titles" localSheetId="${i}">${quoted}!$1:$2</definedName>`);
    expect(workbookXml).toContain(`<definedName name="CotasSaida" localSheetId="${i}">${quoted}!$A$1</definedName>`);
    const sheetXml = decode(await part(bytes, `xl/worksheets/sheet${i + 1}.xml`));
    expect(sheetXml).toMatch(/<sheetPr[^>]*>\s*<pageSetUpPr fitToPage="1"\/>/);
    expect(sheetXml).toMatch(
      new RegExp(
        `<pageSetup [^>]*paperSize="9"[^>]*orientation="${f.pagina.orientacao === 'paisagem' ? 'landscape' : 'portrait'}"[^>]*fitToHeight="0"`,
      ),
    );
    // Page header: the title (a literal & doubled); footer: page of pages, and the input's SHA-256.
    expect(ws.headerFooter.oddHeader).toBe(`&C${t.titulo.replace(/&/g, '&&')}`);
    expect(ws.headerFooter.oddFooter).toBe(`&LPágina &P de &N&RSHA-256 ${SHA.slice(0, 16)}`);
    expect(sheetXml).toContain(`<oddFooter>&LPágina &P de &N&RSHA-256 ${SHA.slice(0, 16)}</oddFooter>`);
    // Widths, as the description fitted them.
    f.colunas.forEach((c, j) => expect([j, ws.getColumn(j + 1).width]).toEqual([j, c.largura]));
    // Title bold and larger; header bold, filled, bordered, wrapped.
    expect(ws.getCell('A1').value).toBe(t.titulo);
    // Named (a font without a name prints in LibreOffice's serif), merged across the table and wrapped: a
    // long title is never cut at the page's edge.
    expect(ws.getCell('A1').font).toMatchObject({ bold: true, size: 13, name: 'Calibri' });
    expect(ws.getCell('A1').alignment).toMatchObject({ horizontal: 'left', wrapText: true });
    const last = String.fromCharCode(64 + t.cabecalho.length);
    expect((ws.model as unknown as { merges: string[] }).merges).toEqual([`A1:${last}1`]);
    expect(ws.getRow(1).height ?? null).toBe(f.titulo.linhas > 1 ? f.titulo.linhas * f.alturaLinhaTitulo : null);
    expect(ws.getRow(2).height ?? null).toBe(f.cabecalho.linhas > 1 ? rowHeight(f, f.cabecalho.linhas) : null);
    // Each data row as tall as its wrapped lines (LibreOffice does not grow it), every cell read from the top.
    t.linhas.forEach((linha, r) => {
      const lines = rowLines(f, linha);
      expect([r, ws.getRow(3 + r).height ?? null]).toEqual([r, lines > 1 ? rowHeight(f, lines) : null]);
      linha.forEach((v, j) => {
        if (v !== null) expect(ws.getRow(3 + r).getCell(j + 1).alignment).toMatchObject({ vertical: 'top' });
      });
    });
    t.cabecalho.forEach((h, j) => {
      const cell = ws.getRow(2).getCell(j + 1);
      expect(cell.value).toBe(h);
      expect(cell.font).toMatchObject({ bold: true });
      expect(cell.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } });
      expect(cell.border.bottom).toMatchObject({ style: 'thin' });
      expect(cell.alignment).toMatchObject({ wrapText: true, horizontal: f.colunas[j].alinhamento === 'direita' ? 'right' : 'left' });
      expect(cell.alignment.indent ?? 0).toBe(f.colunas[j].recuo ?? 0);
    });
    // Autofilter over header and data (none on an empty table).
    expect(ws.autoFilter ?? null).toBe(f.filtro);
  }
  const ac = wb.worksheets[0];
  // Numbers right-aligned with a right indent (they do not touch the name beside them); text left.
  expect(ac.getCell('A3').alignment).toMatchObject({ horizontal: 'right', indent: 1 });
  expect(ac.getCell('D3').alignment).toMatchObject({ horizontal: 'right', indent: 1 });
  expect(ac.getCell('C3').alignment).toMatchObject({ horizontal: 'left' });
  expect(ac.getCell('B4').alignment).toMatchObject({ horizontal: 'left' });
  // Number formats per cell: "@" on text only, the score's format on numbers only.
  expect(ac.getCell('A3').numFmt).toBe('0');
  expect(ac.getCell('B3').numFmt).toBe('@');
  expect(ac.getCell('B3').value).toBe('007');
  expect(ac.getCell('D3').numFmt).toBe('#,##0.000');
  expect(ac.getCell('D3').value).toBe(1234.125);
  expect(ac.getCell('C3').value).toBe('=Maria Aparecida');
  expect(ac.getCell('C3').formula).toBeUndefined();
  // The Memória's last column wraps, at the top of its cell.
  const memoria = wb.worksheets[1];
  expect(memoria.getCell('C3').alignment).toMatchObject({ wrapText: true, vertical: 'top', horizontal: 'left' });
  expect(memoria.getCell('B3').alignment).toMatchObject({ horizontal: 'right' });
  expect(memoria.getCell('B3').alignment?.wrapText).toBeFalsy();
}

describe('the table format in the .xlsx writers', () => {
  const formats = TABLES.map((t) => tableFormat(t, { sha256: SHA }));

  test('the description is what these tables need: landscape for the Memória, portrait for the list; no filter on an empty table', () => {
    expect(formats.map((f) => f.pagina.orientacao)).toEqual(['retrato', 'paisagem', 'retrato']);
    expect(formats.map((f) => f.filtro)).toEqual(['A2:D6', 'A2:C3', null]);
    // The Memória's long text takes several lines.
    expect(rowLines(formats[1], TABLES[1].linhas[0])).toBeGreaterThan(3);
  });

  test('writeTablesXlsx (streaming writer): every property of the format is in the file', async () => {
    const file = path.join(dir, 'saida.xlsx');
    await writeTablesXlsx(TABLES, file, { sha256: SHA });
    await checkWorkbook(fs.readFileSync(file), formats);
  });

  test('the in-memory Workbook (the web page): the same properties, through the same functions', async () => {
    const wb = new ExcelJS.Workbook();
    const written = TABLES.map((t, i) => {
      const ws = wb.addWorksheet(t.nome, worksheetOptions(formats[i]));
      writeFormattedTable(ws, t, formats[i]);
      return { ws, formato: formats[i] };
    });
    markOutputSheets(wb, written);
    await checkWorkbook(Buffer.from(await wb.xlsx.writeBuffer()), formats);
  });

  test('without the input hash, the footer gives the date and time of printing', async () => {
    const file = path.join(dir, 'sem-hash.xlsx');
    await writeTablesXlsx([TABLES[0]], file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.worksheets[0].headerFooter.oddFooter).toBe('&LPágina &P de &N&R&D &T');
  });
});
