// The web page's .xlsx writer (src/hosts/file/browser/xlsx-write.ts: exceljs's in-memory
// Workbook + writeBuffer, no Node): the lists' file and a CSV's workbook. The tables must come out
// laid out and marked exactly as the command line's streaming writer lays them out; the commission's
// sheets come back as they were read. The page's workbook and actions: test/hosts/web.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { computeOutput } from '../../../src/app/workflow';
import { readSpreadsheetFile, readXlsxBuffer, writeTablesXlsx } from '../../../src/hosts/file';
import { readXlsxPackage } from '../../../src/hosts/file/browser';
import { writeWorkbookBytes } from '../../../src/hosts/file/browser/xlsx-write';
import { CellError, UncachedFormula } from '../../../src/sheet/cells';
import { tableFormat } from '../../../src/sheet/format';
import type { SheetData } from '../../../src/sheet';

const EXAMPLE = path.join(__dirname, '..', '..', '..', 'assets', 'exemplo-concurso.xlsx');
const SHA = 'ab12cd34ef56ab78cd90ef12ab34cd56ef78ab90cd12ef34ab56cd78ef90ab12';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-navegador-escrita-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const COMMISSION: SheetData[] = [
  {
    nome: 'Candidatos',
    linhas: [
      ['Inscrição', 'Nome', 'Nascimento', 'Nota', 'Obs'],
      ['1', '=Maria', new Date(Date.UTC(1966, 2, 21)), 7.5, new CellError('#N/A')],
      ['2', '+Bia', new Date(Date.UTC(1970, 0, 1)), 8, new UncachedFormula('D3*2')],
      ['3', 'Caio', null, true, 'mesclada'],
    ],
    linhasOcultas: [2],
    mescladas: ['E4:F4'],
  },
  { nome: 'Antiga', linhas: [['Inscrição', 'Nome']], oculta: true },
  {
    nome: 'Parâmetros',
    linhas: [
      ['Vagas', 2],
      ['Data do edital', '05/01/2026'],
    ],
  },
];

async function exampleTables() {
  const sheets = (await readSpreadsheetFile(EXAMPLE)).sheets;
  const out = await computeOutput(sheets, { mascarar: true, disposicao: 'por-lista' }, async () => SHA);
  expect(out.tabelas).not.toBeNull();
  return out.tabelas!;
}

describe('writeWorkbookBytes', () => {
  test('as abas da comissão voltam como foram lidas; as do suplemento vêm marcadas, com título, cabeçalho e dados', async () => {
    const tabelas = (await exampleTables()).slice(0, 3);
    const bytes = await writeWorkbookBytes([
      ...COMMISSION.map((s) => ({ nome: s.nome, dados: s })),
      ...tabelas.map((t) => ({ nome: t.tabela.nome, tabela: t })),
    ]);
    for (const read of [await readXlsxBuffer(Buffer.from(bytes)), await readXlsxPackage(bytes)]) {
      expect(read.map((s) => [s.nome, !!s.doSuplemento, !!s.oculta])).toEqual([
        ['Candidatos', false, false],
        ['Antiga', false, true],
        ['Parâmetros', false, false],
        ...tabelas.map((t) => [t.tabela.nome, true, false]),
      ]);
      expect(read.slice(0, 3)).toEqual(COMMISSION);
      tabelas.forEach((t, i) => {
        const s = read[3 + i];
        expect(s.linhas[0][0]).toBe(t.tabela.titulo);
        expect(s.linhas[1]).toEqual(t.tabela.cabecalho);
        // Title, header, data, then the rows under the table (legend, signatures) as written.
        const rodape = t.tabela.rodape ?? [];
        expect(s.linhas.length).toBe(2 + t.tabela.linhas.length + rodape.length);
        rodape.forEach((r, k) =>
          expect(s.linhas[2 + t.tabela.linhas.length + k].slice(0, r.length)).toEqual(r.map((v) => (v === '' ? null : v))),
        );
      });
    }
  });

  test('o mesmo leiaute que o gravador da linha de comando (writeTablesXlsx), aba por aba e célula por célula', async () => {
    const tabelas = await exampleTables();
    const file = path.join(dir, 'cli.xlsx');
    await writeTablesXlsx(
      tabelas.map((t) => t.tabela),
      file,
      { sha256: SHA },
    );
    // The web page's file: the commission's sheets first, then the same tables laid out with the same hash.
    const laid = tabelas.map((t) => ({
      nome: t.tabela.nome,
      tabela: { tabela: t.tabela, formato: tableFormat(t.tabela, { sha256: SHA }) },
    }));
    const web = await writeWorkbookBytes([...COMMISSION.map((s) => ({ nome: s.nome, dados: s })), ...laid]);
    const a = new ExcelJS.Workbook();
    await a.xlsx.readFile(file);
    const b = new ExcelJS.Workbook();
    await b.xlsx.load(Buffer.from(web) as unknown as ExcelJS.Buffer);
    const describe = (ws: ExcelJS.Worksheet) => {
      const cells: unknown[] = [];
      ws.eachRow({ includeEmpty: false }, (row, r) =>
        row.eachCell({ includeEmpty: false }, (c, col) =>
          cells.push([
            r,
            col,
            c.value instanceof Date ? c.value.toISOString() : c.value,
            c.numFmt ?? null,
            c.font?.bold ?? false,
            c.alignment ?? null,
            c.fill ?? null,
            c.border ?? null,
          ]),
        ),
      );
      return {
        nome: ws.name,
        larguras: ws.columns.map((c) => c.width),
        vista: ws.views.map((v) => ({ state: v.state, ySplit: (v as { ySplit?: number }).ySplit })),
        pagina: {
          papel: ws.pageSetup.paperSize,
          orientacao: ws.pageSetup.orientation,
          largura: ws.pageSetup.fitToWidth,
          altura: ws.pageSetup.fitToHeight,
          ajustar: ws.pageSetup.fitToPage,
        },
        cabecalhoRodape: [ws.headerFooter.oddHeader, ws.headerFooter.oddFooter],
        filtro: ws.autoFilter ?? null,
        titulosImpressos: ws.pageSetup.printTitlesRow ?? null,
        cells,
      };
    };
    const cli = a.worksheets.map(describe);
    const page = b.worksheets.slice(COMMISSION.length).map(describe);
    expect(page.map((p) => p.nome)).toEqual(cli.map((p) => p.nome));
    for (let i = 0; i < cli.length; i++) expect(page[i]).toEqual(cli[i]);
    expect(cli[0].cabecalhoRodape[1]).toContain(SHA.slice(0, 16));
    // The marker names the right sheets, although the commission's come first in the page's file.
    // (workbook.xml itself: exceljs's reader keeps one defined name per name.)
    const xml = await (await JSZip.loadAsync(web)).file('xl/workbook.xml')!.async('string');
    const sheetNames = [...xml.matchAll(/<sheet [^>]*name="([^"]+)"/g)].map((m) => m[1]);
    const marks = [...xml.matchAll(/<definedName name="CotasSaida" localSheetId="(\d+)"[^>]*>([^<]+)<\/definedName>/g)].map((m) => [
      sheetNames[Number(m[1])],
      m[2].replace(/&apos;/g, "'"),
    ]);
    expect(marks).toEqual(tabelas.map((t) => [t.tabela.nome, `'${t.tabela.nome}'!$A$1`]));
    expect((await readXlsxPackage(web)).map((s) => !!s.doSuplemento)).toEqual([...COMMISSION.map(() => false), ...tabelas.map(() => true)]);
  });
});
