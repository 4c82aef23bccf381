// The web page's .xlsx writer (src/hosts/file/browser/xlsx-write.ts: exceljs's in-memory
// Workbook + writeBuffer, no Node) and the page's workbook (src/hosts/web). The tables must come out
// laid out and marked exactly as the command line's streaming writer lays them out; the commission's
// sheets come back as they were read; "Gerar" on the page downloads the whole workbook, and generating
// again (or over a downloaded file opened again) replaces the lists.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { MemoryWorkbook } from '../../support/memory-workbook';
import { computeOutput, generate } from '../../../src/app/workflow';
import { readSpreadsheetFile, readXlsxBuffer, writeTablesXlsx } from '../../../src/hosts/file';
import { readXlsxPackage } from '../../../src/hosts/file/browser';
import { writeWorkbookBytes } from '../../../src/hosts/file/browser/xlsx-write';
import { webActions } from '../../../src/hosts/web/actions';
import { WebWorkbook, resultFileName } from '../../../src/hosts/web/web-workbook';
import { CellError, UncachedFormula } from '../../../src/sheet/cells';
import { tableFormat } from '../../../src/sheet/format';
import type { OutputTable, SheetData } from '../../../src/sheet';
import type { LaidOutTable } from '../../../src/app/port';

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
        expect(s.linhas.length).toBe(2 + t.tabela.linhas.length);
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

describe('WebWorkbook e as ações da página', () => {
  test('o nome do arquivo baixado', () => {
    expect(resultFileName('exemplo-concurso.xlsx')).toBe('exemplo-concurso-listas.xlsx');
    expect(resultFileName('C:\\Users\\ana\\Concurso 2026.CSV')).toBe('Concurso 2026-listas.xlsx');
    expect(resultFileName('exemplo-concurso-listas.xlsx')).toBe('exemplo-concurso-listas.xlsx');
    expect(resultFileName('.xlsx')).toBe('resultado-listas.xlsx');
  });

  test('sem grade: nenhuma seleção, e selecionar uma célula não faz nada', async () => {
    const wb = new WebWorkbook(COMMISSION, 'x.xlsx');
    expect(await wb.readSelection()).toBeNull();
    await wb.selectCell({ planilha: 'Candidatos', celula: 'A2' });
    expect(await wb.readSelection()).toBeNull();
    expect(webActions(wb, () => undefined).adicionarNomes).toBeUndefined();
  });

  test('o que vai para o arquivo: as listas gravadas aqui com o seu formato; as outras abas (a saída antiga do arquivo, a Parâmetros) como valores', async () => {
    const list = (nome: string): LaidOutTable => {
      const tabela: OutputTable = { nome, titulo: `Lista ${nome}`, cabecalho: ['Inscrição'], linhas: [['1']], tipo: 'ampla' };
      return { tabela, formato: tableFormat(tabela) };
    };
    const wb = new WebWorkbook(
      [
        { nome: 'Candidatos', linhas: [['x']] },
        { nome: 'AC', linhas: [['velha']], doSuplemento: true },
      ],
      'x.xlsx',
    );
    expect(wb.contents().map((c) => [c.nome, c.tabela ? 'tabela' : c.dados.linhas])).toEqual([
      ['Candidatos', [['x']]],
      ['AC', [['velha']]],
    ]);
    const [ac, pp] = [list('AC'), list('PP')];
    expect(await wb.replaceOutput(['ac'], [ac, pp])).toEqual(['AC', 'PP']);
    expect(wb.contents().map((c) => [c.nome, c.tabela ?? c.dados.linhas])).toEqual([
      ['Candidatos', [['x']]],
      ['AC', ac],
      ['PP', pp],
    ]);
    // A sheet written over by writeSheet is the commission's again: its values, no longer a list to replace.
    await wb.writeSheet('pp', [['minha']]);
    expect(wb.contents()[2]).toEqual({ nome: 'PP', dados: { nome: 'PP', linhas: [['minha']] } });
    expect((await wb.readSheets()).map((s) => [s.nome, !!s.doSuplemento])).toEqual([
      ['Candidatos', false],
      ['AC', true],
      ['PP', false],
    ]);
    await expect(wb.addNames()).rejects.toThrow('A página web não tem nomes de pasta de trabalho.');
  });

  test('Gerar baixa a pasta inteira; gerar de novo, ou sobre o arquivo baixado, substitui as listas', async () => {
    const sheets = (await readSpreadsheetFile(EXAMPLE)).sheets;
    const baixados: { bytes: Uint8Array; nome: string }[] = [];
    const wb = new WebWorkbook(sheets, 'exemplo-concurso.xlsx');
    const acoes = webActions(wb, (bytes, nome) => void baixados.push({ bytes, nome }), { sha256: async () => SHA });
    const r1 = await acoes.gerar({ mascarar: true, disposicao: 'por-lista' });
    expect(r1.ok).toBe(true);
    expect(r1.titulo).toMatch(/^Listas finais geradas em \d+ abas .* Arquivo baixado: exemplo-concurso-listas\.xlsx\.$/);
    expect(baixados.map((d) => d.nome)).toEqual(['exemplo-concurso-listas.xlsx']);
    const first = await readXlsxBuffer(Buffer.from(baixados[0].bytes));

    // The same lists as the workflow writes into a workbook directly.
    const direct = new MemoryWorkbook(sheets);
    expect(
      (
        await generate(direct, {
          mascarar: true,
          disposicao: 'por-lista',
          sha256: async () => SHA,
          origem: 'arquivo exemplo-concurso.xlsx',
        })
      ).ok,
    ).toBe(true);
    // Blank cells ('' or null, trailing ones absent) and the moment of generation aside.
    const strip = (s: SheetData[]) =>
      s.map((x) => ({
        nome: x.nome,
        m: !!x.doSuplemento,
        l: x.linhas
          .map((r) => r.map((v) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.replace(/Gerado em .*/, '') : v)))
          .map((r) => {
            let n = r.length;
            while (n > 0 && r[n - 1] === null) n--;
            return r.slice(0, n);
          }),
      }));
    expect(strip(first)).toEqual(strip(await direct.readSheets()));

    // Again, in the same page: no confirmation needed, nothing duplicated.
    const r2 = await acoes.gerar({ mascarar: true, disposicao: 'por-cargo' });
    expect(r2.ok).toBe(true);
    expect(r2.removidas).toEqual(first.filter((s) => s.doSuplemento).map((s) => s.nome));
    const second = await readXlsxBuffer(Buffer.from(baixados[1].bytes));
    expect(second.filter((s) => !s.doSuplemento).map((s) => s.nome)).toEqual(sheets.map((s) => s.nome));
    expect(second.some((s) => / \(\d+\)$/.test(s.nome))).toBe(false);

    // The downloaded file opened again: its lists are recognised and replaced.
    const reopened = new WebWorkbook(await readXlsxPackage(baixados[0].bytes), baixados[0].nome);
    const r3 = await webActions(reopened, (bytes, nome) => void baixados.push({ bytes, nome }), { sha256: async () => SHA }).gerar({
      mascarar: true,
      disposicao: 'por-lista',
    });
    expect(r3.ok).toBe(true);
    expect(r3.removidas.length).toBeGreaterThan(5);
    expect(baixados[2].nome).toBe('exemplo-concurso-listas.xlsx');
    const third = await readXlsxBuffer(Buffer.from(baixados[2].bytes));
    expect(third.map((s) => [s.nome, !!s.doSuplemento])).toEqual(first.map((s) => [s.nome, !!s.doSuplemento]));
  });

  test('uma pasta com erros não baixa nada; uma falha ao criar o arquivo é dita em português', async () => {
    const semVagas = new WebWorkbook(
      [
        {
          nome: 'Candidatos',
          linhas: [
            ['Inscrição', 'Nome', 'Nota'],
            ['1', 'Ana', 'abc'],
          ],
        },
      ],
      'ruim.csv',
    );
    let baixou = 0;
    const r = await webActions(semVagas, () => void baixou++).gerar({ mascarar: true });
    expect(r.ok).toBe(false);
    expect(baixou).toBe(0);

    const sheets = (await readSpreadsheetFile(EXAMPLE)).sheets;
    const falha = await webActions(new WebWorkbook(sheets, 'exemplo.xlsx'), () => {
      throw new Error('sem espaço');
    }).gerar({ mascarar: true });
    expect(falha.ok).toBe(false);
    expect(falha.titulo).toBe('As listas foram geradas, mas o arquivo não pôde ser criado: sem espaço');
  });
});
