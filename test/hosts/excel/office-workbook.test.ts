// The Office.js adapter (OfficeWorkbook) against a fake Excel built with office-addin-mock
// (test/support/fake-excel.ts): properties read before `load` + `context.sync()` come back as errors, so the
// adapter must load what it reads; what it queues is applied when it syncs, and syncs are counted.
import { analyse, computeOutput, generate, paneActions, saveParameters } from '../../../src/app/workflow';
import { MemoryWorkbook } from '../../support/memory-workbook';
import { NAME_MARKER } from '../../../src/app/port';
import { INCOMPLETE_TITLE, LOCK_LOST_MESSAGE } from '../../../src/app/replace';
import type { CellWrite, LaidOutTable } from '../../../src/app/port';
import { BLOCK_ROWS, OfficeWorkbook } from '../../../src/hosts/excel/office-workbook';
import { NO_LAMBDA_MESSAGE } from '../../../src/hosts/excel/office-api';
import { columnWidthPoints, localAddress, toExcelValue } from '../../../src/hosts/excel/office-values';
import { payloadSize } from '../../../src/hosts/excel/functions/web-limit';
import type { CellValue, OutputTable, SheetData } from '../../../src/sheet';
import { CellError } from '../../../src/sheet/cells';
import { tableFormat } from '../../../src/sheet/format';
import { randomDoc, toExcelTable } from '../../support/excel-input';
import { FakeExcel, gridFrom } from '../../support/fake-excel';
import type { Cell } from '../../support/fake-excel';

// office-addin-mock imports office-addin-manifest only for its OfficeApp enum; the real module pulls
// an ES module that Jest cannot require, so give the mock just the enum.
jest.mock('office-addin-manifest', () => ({
  OfficeApp: { Excel: 'excel', OneNote: 'onenote', Outlook: 'outlook', PowerPoint: 'powerpoint', Project: 'project', Word: 'word' },
}));

const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

function laidOut(t: OutputTable): LaidOutTable {
  return { tabela: t, formato: tableFormat(t, { sha256: SHA }) };
}

/** A marked output sheet, as an earlier run left it. */
function outputSheet(name: string): { name: string; grid: Cell[][]; names: Map<string, string> } {
  return { name, grid: [['Lista antiga'], ['Inscrição'], ['1']], names: new Map([['CotasSaida', `'${name}'!$A$1`]]) };
}

/** The sheets of a concurso of n candidates, as the task pane reads them. */
function concursoSheets(n: number, seed: number): SheetData[] {
  const { rows } = toExcelTable(randomDoc(seed, n, undefined, 9), 'web', seed);
  // Without the trailing blank rows, which Excel's used range does not have (the reading report counts blank rows).
  while (rows.length > 1 && rows[rows.length - 1].every((c) => c === null)) rows.pop();
  return [
    { nome: 'Candidatos', linhas: rows.map((r) => r.map((c) => (c === null ? '' : c))) },
    { nome: 'Parâmetros', linhas: [['Vagas', 9]] },
  ];
}

describe('OfficeWorkbook: leitura', () => {
  test('lê cada planilha a partir de A1, em blocos de linhas, carregando antes de ler', async () => {
    const n = BLOCK_ROWS * 2 + 345;
    const rows: CellValue[][] = [['Inscrição', 'Nome', 'Nota', 'Cota']];
    for (let i = 0; i < n - 1; i++) rows.push([String(i + 1), `Pessoa ${i + 1}`, (i % 97) + 0.5, i % 5 === 0 ? 'PP' : '']);
    const excel = new FakeExcel([
      { name: 'Candidatos', grid: gridFrom(rows, 2, 1) },
      { name: 'Vazia', grid: [] },
    ]);
    const sheets = await new OfficeWorkbook(excel.run).readSheets();
    expect(sheets.map((s) => s.nome)).toEqual(['Candidatos', 'Vazia']);
    const cand = sheets[0].linhas;
    expect(cand).toHaveLength(2 + n);
    expect(cand[0]).toEqual([]);
    expect(cand[2]).toEqual([null, 'Inscrição', 'Nome', 'Nota', 'Cota']);
    expect(cand[2 + n - 1]).toEqual([null, ...rows[n - 1].map((v) => (v === null ? '' : v))]);
    expect(sheets[1].linhas).toEqual([]);
    const blocks = excel.rangeRequests.filter((r) => r.sheet === 'Candidatos');
    expect(blocks.map((b) => b.rows)).toEqual([BLOCK_ROWS, BLOCK_ROWS, 345]);
    expect(blocks.every((b) => b.col === 1 && b.cols === 4)).toBe(true);
    expect(blocks[0].row).toBe(2);
  });

  test('marcas das abas: oculta (Hidden e VeryHidden) e gravada pelo suplemento (nome CotasSaida), sem sync a mais por aba', async () => {
    const small = (n: string): Cell[][] => [
      ['Inscrição', 'Nota'],
      [n, 7],
    ];
    const two = new FakeExcel([
      { name: 'Candidatos', grid: small('1') },
      { name: 'Parâmetros', grid: [['Vagas', 1]] },
    ]);
    await new OfficeWorkbook(two.run).readSheets();
    const excel = new FakeExcel([
      { name: 'Candidatos (antigo)', grid: small('9'), visibility: 'Hidden' },
      { name: 'Candidatos', grid: small('1') },
      { name: 'Escondida', grid: small('8'), visibility: 'VeryHidden' },
      { name: 'AC', grid: small('1'), names: new Map([['CotasSaida', "'AC'!$A$1"]]) },
      { name: 'Vazia', grid: [] },
      { name: 'Parâmetros', grid: [['Vagas', 1]] },
    ]);
    const sheets = await new OfficeWorkbook(excel.run).readSheets();
    expect(sheets.map((s) => [s.nome, s.oculta ?? false, s.doSuplemento ?? false])).toEqual([
      ['Candidatos (antigo)', true, false],
      ['Candidatos', false, false],
      ['Escondida', true, false],
      ['AC', false, true],
      ['Vazia', false, false],
      ['Parâmetros', false, false],
    ]);
    expect(sheets[0].linhas).toEqual([
      ['Inscrição', 'Nota'],
      ['9', 7],
    ]);
    // Names, then used ranges and markers, then the small sheets' blocks together: three syncs, for two sheets or six.
    expect(two.syncs).toBe(3);
    expect(excel.syncs).toBe(3);
  });

  test('linhas ocultas ou filtradas e células mescladas chegam à leitura, na mesma sincronização', async () => {
    const grid: Cell[][] = [
      ['Inscrição', 'Nota'],
      ['1', 7],
      ['2', 6],
      ['3', 5],
      ['4', 4],
    ];
    const plain = new FakeExcel([{ name: 'Candidatos', grid }]);
    await new OfficeWorkbook(plain.run).readSheets();
    const excel = new FakeExcel([{ name: 'Candidatos', grid, hiddenRows: [2, 4], merged: ['A1:B1'] }]);
    const [sheet] = await new OfficeWorkbook(excel.run).readSheets();
    expect(sheet.linhasOcultas).toEqual([2, 4]);
    expect(sheet.mescladas).toEqual(['A1:B1']);
    expect(excel.syncs).toBe(plain.syncs);
    const [none] = await new OfficeWorkbook(plain.run).readSheets();
    expect(none.linhasOcultas).toBeUndefined();
    expect(none.mescladas).toBeUndefined();
  });

  test('linha 8 do corpus no painel: célula de erro (#N/D, #VALOR!) chega à leitura como erro, nunca como texto', async () => {
    const excel = new FakeExcel([
      {
        name: 'Candidatos',
        grid: [
          ['Inscrição', 'Nome', 'Nota'],
          ['1', '#N/D', 7],
          ['2', 'Bia', '#VALOR!'],
        ],
      },
    ]);
    const [sheet] = await new OfficeWorkbook(excel.run).readSheets();
    expect(sheet.linhas[0]).toEqual(['Inscrição', 'Nome', 'Nota']);
    expect(sheet.linhas[1][1]).toBeInstanceOf(CellError);
    expect(String(sheet.linhas[1][1])).toBe('#N/D');
    expect(sheet.linhas[2][2]).toEqual(new CellError('#VALOR!'));
    expect(sheet.linhas[2][1]).toBe('Bia');
    const outcome = await generate(new MemoryWorkbook([sheet, { nome: 'Parâmetros', linhas: [['Vagas', 1]] }]), {});
    expect(outcome.ok).toBe(false);
    expect(outcome.problemas.map((p) => p.mensagem).join('\n')).toMatch(/#N\/D/);
  });

  test('readSheets: as mesmas sincronizações para 10 e 10.000 candidatos, exceto os blocos de linhas', async () => {
    const book = (n: number): FakeExcel =>
      new FakeExcel([
        {
          name: 'Candidatos',
          grid: [['Inscrição', 'Nome', 'Nota'], ...Array.from({ length: n }, (_, i) => [String(i + 1), `Pessoa ${i + 1}`, i % 50])],
        },
        { name: 'Parâmetros', grid: [['Vagas', 9]] },
      ]);
    const small = book(10);
    const big = book(10_000);
    await new OfficeWorkbook(small.run).readSheets();
    const read = await new OfficeWorkbook(big.run).readSheets();
    expect(read[0].linhas).toHaveLength(10_001);
    // Names; used ranges and markers; then one sync per block: 11 rows and Parâmetros in one;
    // 10,001 rows in blocks of 5,000, 5,000 and 1 (with Parâmetros's row beside the last).
    expect(small.syncs).toBe(3);
    expect(big.syncs).toBe(5);
  });
});

describe('OfficeWorkbook: seleção', () => {
  test('readSelection: a célula ativa, com o nome da planilha; nenhuma célula ativa dá null', async () => {
    const excel = new FakeExcel([{ name: 'Minha aba', grid: [['x']] }]);
    const port = new OfficeWorkbook(excel.run);
    excel.activeCell = { sheet: 'Minha aba', cell: 'C7' };
    expect(await port.readSelection()).toEqual({ planilha: 'Minha aba', celula: 'C7' });
    excel.activeCell = null;
    expect(await port.readSelection()).toBeNull();
    expect(localAddress("'O''Brien ! 2'!$AB$12")).toBe('AB12');
    expect(localAddress('Plan1!B2:C3')).toBe('B2');
  });

  test('selectCell: ativa a planilha e seleciona a célula; planilha que não existe ou oculta: mensagem em português', async () => {
    const excel = new FakeExcel([
      { name: 'Parâmetros', grid: [['Vagas', 1]] },
      { name: 'Candidatos', grid: [['Inscrição']] },
      { name: 'Antiga', grid: [['x']], visibility: 'Hidden' },
    ]);
    const port = new OfficeWorkbook(excel.run);
    await port.selectCell({ planilha: 'Candidatos', celula: 'D12' });
    expect(excel.active).toBe('Candidatos');
    expect(excel.selected).toEqual({ sheet: 'Candidatos', address: 'D12' });
    await expect(port.selectCell({ planilha: 'Sumiu', celula: 'A1' })).rejects.toThrow("A planilha 'Sumiu' não existe na pasta.");
    await expect(port.selectCell({ planilha: 'Antiga', celula: 'B2' })).rejects.toThrow(/'Antiga' está oculta: reexiba-a .* célula B2/);
    expect(excel.active).toBe('Candidatos');
  });
});

describe('OfficeWorkbook: a planilha Parâmetros (writeCells)', () => {
  /** Every cell of `rows` as a write. */
  const cells = (rows: CellValue[][]): CellWrite[] => rows.flatMap((r, linha) => r.map((valor, coluna) => ({ linha, coluna, valor })));

  test('cria a planilha no fim quando falta, sem a marca do suplemento; texto como texto, nunca fórmula', async () => {
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }]);
    await new OfficeWorkbook(excel.run).writeCells(
      'Parâmetros',
      cells([
        ['Vagas', 3],
        ['Data do edital', '05/01/2026'],
        ['Observação', '=SOMA(A1)'],
      ]),
    );
    expect(excel.sheets.map((s) => s.name)).toEqual(['Candidatos', 'Parâmetros']);
    const p = excel.find('Parâmetros')!;
    expect(p.grid).toEqual([
      ['Vagas', 3],
      ['Data do edital', '05/01/2026'],
      ['Observação', "'=SOMA(A1)"],
    ]);
    expect(excel.format('Parâmetros', 'A1')).toBe('@');
    expect(excel.format('Parâmetros', 'B1')).toBe('General');
    expect(excel.format('Parâmetros', 'B2')).toBe('@');
    expect(p.names.size).toBe(0);
    expect(excel.find('Candidatos')!.grid).toEqual([['Inscrição']]);
  });

  test('numa planilha que existe, grava só as células dadas (null apaga); todo o resto fica como estava', async () => {
    const excel = new FakeExcel([
      { name: 'Candidatos', grid: [['Inscrição']] },
      {
        name: 'Parâmetros',
        grid: [
          ['Vagas', 9, '', 'comentário da comissão'],
          ['Regra', 'antiga'],
          ['Coluna Nota', 'D'],
          ['', '', 'nota solta'],
        ],
      },
    ]);
    await new OfficeWorkbook(excel.run).writeCells('parâmetros', [
      { linha: 0, coluna: 1, valor: 4 },
      { linha: 2, coluna: 0, valor: null },
      { linha: 2, coluna: 1, valor: null },
    ]);
    expect(excel.sheets.map((s) => s.name)).toEqual(['Candidatos', 'Parâmetros']);
    expect(excel.find('Parâmetros')!.grid).toEqual([
      ['Vagas', 4, '', 'comentário da comissão'],
      ['Regra', 'antiga'],
      ['', ''],
      ['', '', 'nota solta'],
    ]);
    expect(excel.syncs).toBe(2);
  });

  test('Salvar no painel: só o que o formulário mudou é gravado; os comentários da comissão, a coluna Observação e a tabela ao lado ficam', async () => {
    const grid: Cell[][] = [
      ['Parâmetros do concurso'],
      [],
      ['Concurso', 'Prefeitura de Pirangi 01/2026', '', '', 'Etapa', 'Data'],
      ['', '', '', '', 'Prova', '10/03/2026'],
      [],
      ['Parâmetro', 'Valor', 'Fundamento (item do edital)', 'Comentário'],
      ['Regra', 'pirangi-3056-2025', 'item 5.1', 'conferido pelo jurídico'],
      [],
      ['Cargo', 'Vagas', 'Observação'],
      ['Professor', 10, 'duas vagas novas em março'],
      ['Motorista', 3, ''],
    ];
    const excel = new FakeExcel([
      { name: 'Candidatos', grid: [['Inscrição', 'Nome', 'Nota']] },
      { name: 'Parâmetros', grid: grid.map((r) => r.slice()) },
    ]);
    const port = new OfficeWorkbook(excel.run);
    const form = (await analyse(port, {})).parametros;
    const saved = await saveParameters(port, {
      ...form,
      cargos: form.cargos.map((c) => (c.cargo === 'Motorista' ? { ...c, vagas: 4 } : c)),
    });
    expect(saved.resultado.titulo).toMatch(/^Parâmetros gravados na planilha 'Parâmetros'/);
    const expected = grid.map((r) => r.slice());
    expected[10][1] = 4;
    expect(excel.find('Parâmetros')!.grid).toEqual(expected);
    expect(excel.format('Parâmetros', 'B11')).toBe('General');
  });
});

describe('OfficeWorkbook: listas finais (replaceOutput)', () => {
  const big: CellValue[][] = Array.from({ length: BLOCK_ROWS + 10 }, (_, i) => [i + 1, String(i).padStart(4, '0'), i % 2 ? null : 'x']);
  const TABLES: OutputTable[] = [
    {
      nome: 'Resumo',
      titulo: 'Resumo & classificação',
      cabecalho: ['Cargo', 'Vagas'],
      linhas: [
        ['=HYPERLINK("x")', 3],
        ['+55 16', 2],
      ],
      formatos: ['@', '0'],
      larguras: [30, 8],
      tipo: 'resumo',
    },
    {
      nome: 'AC',
      titulo: 'Ampla',
      cabecalho: ['Classificação', 'Inscrição', 'Obs'],
      linhas: big,
      formatos: ['0', '@', null],
      tipo: 'ampla',
    },
    {
      nome: 'Memória de cálculo',
      titulo: 'Memória',
      cabecalho: ['Item', 'Texto'],
      linhas: [['Regra', 'longo '.repeat(40)]],
      tipo: 'memoria',
    },
    { nome: 'Vazia', titulo: 'Sem candidatos', cabecalho: ['Inscrição', 'Nome'], linhas: [], tipo: 'grupo' },
  ];

  test('grava tabelas em planilhas novas: valores, textos protegidos, formatos por célula, blocos, marca e a primeira ativa', async () => {
    const excel = new FakeExcel([{ name: 'Resumo', grid: [['anotação']] }]);
    const names = await new OfficeWorkbook(excel.run).replaceOutput([], TABLES.map(laidOut));
    // "Resumo" is the commission's sheet (no marker): never touched, the new one is "Resumo (2)".
    expect(names).toEqual(['Resumo (2)', 'AC', 'Memória de cálculo', 'Vazia']);
    expect(excel.find('Resumo')!.grid).toEqual([['anotação']]);
    const resumo = excel.find('Resumo (2)')!;
    expect(resumo.grid[0][0]).toBe('Resumo & classificação');
    expect(resumo.grid[1]).toEqual(['Cargo', 'Vagas']);
    expect(resumo.grid[2]).toEqual(['\'=HYPERLINK("x")', 3]);
    expect(resumo.grid[3]).toEqual(["'+55 16", 2]);
    expect(excel.format('Resumo (2)', 'A3')).toBe('@');
    expect(excel.format('Resumo (2)', 'B4')).toBe('0');
    const ac = excel.find('AC')!;
    expect(ac.grid).toHaveLength(2 + big.length);
    expect(ac.grid[2 + 7]).toEqual([8, '0007', '']);
    // "@" only on text, the number format only on numbers; General elsewhere.
    expect(excel.format('AC', 'B10')).toBe('@');
    expect(excel.format('AC', 'A10')).toBe('0');
    expect(excel.format('AC', 'C3')).toBe('General');
    // Written under its temporary name (planReplacement), renamed in the last sync.
    const acWrites = excel.rangeRequests.filter((r) => r.sheet === 'Gravação incompleta 2' && r.row >= 2 && r.cols === 3);
    // The first request takes Resumo's 2 rows and 4,998 of AC's; the rest goes with the next tables.
    expect(acWrites.map((r) => r.rows)).toEqual([BLOCK_ROWS - 2, 12]);
    // Every sheet written carries the marker on its A1; the first one is active.
    expect(names.map((n) => excel.find(n)!.names.get('CotasSaida'))).toEqual(names.map((n) => `'${n}'!$A$1`));
    expect(excel.active).toBe('Resumo (2)');
    expect(excel.deleted).toEqual([]);
    // And read again, they come marked.
    const again = await new OfficeWorkbook(excel.run).readSheets();
    expect(again.map((s) => [s.nome, s.doSuplemento ?? false])).toEqual([['Resumo', false], ...names.map((n) => [n, true])]);
  });

  test('aplica o formato único (src/sheet/format.ts): congelado, títulos de impressão, A4, ajuste, cabeçalho e rodapé, filtro, larguras, alinhamento', async () => {
    const excel = new FakeExcel([]);
    const laid = TABLES.map(laidOut);
    const names = await new OfficeWorkbook(excel.run).replaceOutput([], laid);
    names.forEach((name, i) => {
      const f = laid[i].formato;
      const s = excel.find(name)!;
      expect(s.frozenRows).toBe(2);
      expect(s.printTitleRows).toBe('$1:$2');
      expect(s.paperSize).toBe('A4');
      expect(s.orientation).toBe(f.pagina.orientacao === 'paisagem' ? 'Landscape' : 'Portrait');
      expect(s.zoom).toEqual({ horizontalFitToPages: 1, verticalFitToPages: 0 });
      expect(s.headersFooters).toEqual({
        centerHeader: f.cabecalhoPagina,
        leftFooter: 'Página &P de &N',
        rightFooter: `SHA-256 ${SHA.slice(0, 16)}`,
      });
      expect(s.autoFilter).toBe(f.filtro ?? undefined);
      f.colunas.forEach((c, j) => expect([j, s.widths.get(j)]).toEqual([j, columnWidthPoints(c.largura)]));
      expect(excel.style(name, 'A1')).toMatchObject({ bold: true, size: 13, horizontal: 'Left', wrapText: true, vertical: 'Top' });
      // The title merged across the table (a long one is never cut at the page's edge); narrow side margins.
      const last = String.fromCharCode(64 + f.colunas.length);
      expect(s.merged ?? []).toEqual(f.colunas.length > 1 ? [`A1:${last}1`] : []);
      expect(s.margins).toEqual({
        leftMargin: 36,
        rightMargin: 36,
        topMargin: 54,
        bottomMargin: 54,
        headerMargin: 21.6,
        footerMargin: 21.6,
      });
      expect(s.rowHeights?.get(1)).toBe(f.cabecalho.linhas > 1 ? f.cabecalho.linhas * 15 : undefined);
      // Rows with wrapped text fitted by Excel to their lines; every data cell read from the top.
      const rows = laid[i].tabela.linhas.length;
      if (rows > 0 && f.colunas.some((c) => c.quebrarTexto)) expect(s.autofitted?.length ?? 0).toBeGreaterThan(0);
      else expect(s.autofitted).toBeUndefined();
      if (rows > 0) expect(excel.style(name, 'A3')).toMatchObject({ vertical: 'Top' });
      f.colunas.forEach((c, j) => {
        const cell = String.fromCharCode(65 + j) + '2';
        expect(excel.style(name, cell)).toMatchObject({
          bold: true,
          fill: '#DDEBF7',
          wrapText: true,
          borders: { EdgeBottom: 'Continuous' },
        });
      });
    });
    expect(laid[0].formato.cabecalhoPagina).toBe('Resumo && classificação');
    expect(excel.find('Vazia')!.autoFilter).toBeUndefined();
    expect(excel.find('AC')!.autoFilter).toBe(`A2:C${2 + big.length}`);
    // Numbers right-aligned with their indent (they do not touch the text beside them); text left.
    expect(excel.style('AC', 'A3')).toMatchObject({ horizontal: 'Right', indent: 1 });
    expect(excel.style('AC', `A${2 + big.length}`)).toMatchObject({ horizontal: 'Right', indent: 1 });
    expect(excel.style('AC', 'A2')).toMatchObject({ horizontal: 'Right', indent: 1 });
    expect(excel.style('AC', 'B3')).toMatchObject({ horizontal: 'Left' });
    expect(excel.style('AC', 'B3').indent).toBeUndefined();
    // The Memória's last column wraps, at the top; the others do not.
    expect(excel.style('Memória de cálculo', 'B3')).toMatchObject({ wrapText: true, vertical: 'Top' });
    expect(excel.style('Memória de cálculo', 'A3').wrapText).toBeUndefined();
    // A column of 30 characters is 30 × 7 + 5 pixels, ¾ of a point each.
    expect(columnWidthPoints(30)).toBe(161.25);
    expect(excel.find('Resumo')!.widths.get(0)).toBe(161.25);
  });

  test('substitui as planilhas marcadas: apaga-as, grava as novas com os mesmos nomes, não toca nas outras', async () => {
    const excel = new FakeExcel([
      { name: 'Candidatos', grid: [['Inscrição'], ['1']] },
      outputSheet('Resumo'),
      outputSheet('AC'),
      { name: 'Notas da comissão', grid: [['ok']] },
    ]);
    const names = await new OfficeWorkbook(excel.run).replaceOutput(['Resumo', 'ac'], TABLES.slice(0, 2).map(laidOut));
    expect(names).toEqual(['Resumo', 'AC']);
    expect(excel.deleted).toEqual(['Resumo', 'AC']);
    expect(excel.sheets.map((s) => s.name)).toEqual(['Candidatos', 'Notas da comissão', 'Resumo', 'AC']);
    expect(excel.find('Resumo')!.grid[0]).toEqual(['Resumo & classificação']);
    expect(excel.find('Candidatos')!.grid).toEqual([['Inscrição'], ['1']]);
    expect(excel.find('Notas da comissão')!.grid).toEqual([['ok']]);
  });

  test('uma falha no meio da gravação não perde as listas anteriores e apaga o que gravou pela metade; a próxima geração substitui tudo', async () => {
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }, outputSheet('Resumo'), outputSheet('AC')]);
    const port = new OfficeWorkbook(excel.run);
    // Sheet names and the lock; markers, the lock taken; the connection drops at the first block (Resumo and 4,998 rows of AC).
    excel.failAtSync = 3;
    await expect(port.replaceOutput(['Resumo', 'AC'], TABLES.map(laidOut))).rejects.toThrow(/^RequestAborted: a conexão com o Excel caiu$/);
    // The two sheets half written are deleted in a run of their own; the earlier lists untouched.
    expect(excel.deleted).toEqual(['Gravação incompleta 1', 'Gravação incompleta 2']);
    expect(excel.sheets.map((s) => s.name)).toEqual(['Candidatos', 'Resumo', 'AC']);
    expect(excel.find('Resumo')!.grid).toEqual(outputSheet('Resumo').grid);
    expect(excel.find('AC')!.grid).toEqual(outputSheet('AC').grid);
    excel.failAtSync = null;
    const names = await port.replaceOutput(['Resumo', 'AC'], TABLES.map(laidOut));
    expect(names).toEqual(['Resumo', 'AC', 'Memória de cálculo', 'Vazia']);
    expect(excel.sheets.map((s) => s.name)).toEqual(['Candidatos', ...names]);
    expect(names.map((n) => excel.find(n)!.names.get('CotasSaida'))).toEqual(names.map((n) => `'${n}'!$A$1`));
    expect(excel.find('AC')!.grid).toHaveLength(2 + big.length);
    expect(excel.find('AC')!.grid[0][0]).toBe('Ampla');
  });

  test('primeira geração (sem listas anteriores) que falha no meio: nenhuma planilha com o nome ou o título de uma lista', async () => {
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }]);
    const port = new OfficeWorkbook(excel.run);
    // Sheet names and the lock; markers, the lock taken; the connection drops at the first block.
    excel.failAtSync = 3;
    await expect(port.replaceOutput([], TABLES.map(laidOut))).rejects.toThrow(/conexão/);
    expect(excel.sheets.map((s) => s.name)).toEqual(['Candidatos']);
    expect(excel.find('AC')).toBeUndefined();
  });

  test('a conexão não volta: o que ficou tem nome e título de gravação incompleta, a mensagem diz o que fazer; a próxima geração os substitui', async () => {
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }]);
    const port = new OfficeWorkbook(excel.run);
    // Sheet names and the lock; markers, the lock taken; Resumo and the first block of AC: the connection drops at
    // the next round trip (the last blocks) and stays down.
    excel.offlineFromSync = 4;
    await expect(port.replaceOutput([], TABLES.map(laidOut))).rejects.toThrow(
      "RequestAborted: a conexão com o Excel caiu A gravação não terminou: as planilhas 'Gravação incompleta' que ficaram na pasta estão pela metade e não são listas; apague-as ou gere as listas de novo.",
    );
    // The fake creates a sheet when it is queued (Excel, at the next round trip): the last two are blank.
    const left = excel.sheets.slice(1);
    expect(left.map((s) => s.name)).toEqual([
      'Gravação incompleta 1',
      'Gravação incompleta 2',
      'Gravação incompleta 3',
      'Gravação incompleta 4',
    ]);
    // The second one has 4,998 of AC's 5,010 rows (the first request: Resumo's 2 rows and these): its title says it is no list.
    expect(left[1].grid).toHaveLength(2 + BLOCK_ROWS - 2);
    for (const s of left.slice(0, 2)) expect(s.grid[0][0]).toBe(INCOMPLETE_TITLE);
    for (const s of left.slice(2)) expect(s.grid).toEqual([]);
    expect(excel.find('AC')).toBeUndefined();
    excel.offlineFromSync = null;
    const marked = (await port.readSheets()).filter((s) => s.doSuplemento).map((s) => s.nome);
    expect(marked).toEqual(left.map((s) => s.name));
    const names = await port.replaceOutput(marked, TABLES.map(laidOut));
    expect(excel.sheets.map((s) => s.name)).toEqual(['Candidatos', ...names]);
    expect(names).toEqual(['Resumo', 'AC', 'Memória de cálculo', 'Vazia']);
    expect(excel.find('AC')!.grid[0][0]).toBe('Ampla');
  });

  test('recusa apagar uma planilha sem a marca do suplemento: erro em português, nada apagado nem gravado', async () => {
    const initial = [outputSheet('AC'), { name: 'Resumo', grid: [['feito à mão']] }, { name: 'Nomeação', grid: [['da comissão']] }];
    const excel = new FakeExcel(initial);
    const port = new OfficeWorkbook(excel.run);
    await expect(port.replaceOutput(['AC', 'Resumo'], TABLES.map(laidOut))).rejects.toThrow(
      "Nada foi alterado: a planilha 'Resumo' não foi gravada pelo suplemento, e o suplemento só substitui as planilhas que gravou.",
    );
    await expect(port.replaceOutput(['Resumo', 'Nomeação', 'AC'], TABLES.map(laidOut))).rejects.toThrow(
      /as planilhas 'Resumo', 'Nomeação' não foram gravadas/,
    );
    await expect(port.replaceOutput(['AC', 'Sumiu'], TABLES.map(laidOut))).rejects.toThrow(
      "Nada foi alterado: a planilha 'Sumiu' não existe mais na pasta; analise a pasta de novo.",
    );
    expect(excel.deleted).toEqual([]);
    expect(excel.sheets.map((s) => [s.name, s.grid])).toEqual(initial.map((s) => [s.name, s.grid]));
    // Only the checks ran (the sheet names and the lock, then the markers with the lock taken), and the lock
    // removed in a run of its own (read, deleted): four syncs each time.
    expect(excel.syncs).toBe(12);
    expect(excel.workbookNames).toEqual([]);
  });

  test('sincronizações constantes no número de candidatos, exceto os blocos de linhas (10 contra 10.000 linhas)', async () => {
    const tables = (n: number): LaidOutTable[] =>
      ['AC', 'PP', 'Nomeação'].map((nome) =>
        laidOut({
          nome,
          titulo: nome,
          cabecalho: ['Inscrição', 'Nota'],
          linhas: Array.from({ length: n }, (_, i) => [String(i), i / 2]),
          formatos: ['@', '0.00'],
          tipo: 'ampla',
        }),
      );
    const fresh = (): FakeExcel => new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }, outputSheet('Lista antiga')]);
    const ten = fresh();
    await new OfficeWorkbook(ten.run).replaceOutput(['Lista antiga'], tables(10));
    const many = fresh();
    await new OfficeWorkbook(many.run).replaceOutput(['Lista antiga'], tables(10_000));
    // Sheet names and the lock; markers and the lock taken; the 30 rows with the format and the lock read again;
    // the deletions and renames; the check that one set is left (the sheets, their markers).
    expect(ten.syncs).toBe(6);
    expect(ten.rowsPerSync).toEqual([0, 0, 30, 0, 0, 0]);
    // 3 × 10,000 rows are 6 blocks of 5,000, one sync each (the last one with the lock read again).
    expect(many.syncs).toBe(6 + 5);
    expect(many.rowsPerSync).toEqual([0, 0, 5000, 5000, 5000, 5000, 5000, 5000, 0, 0, 0]);
  });

  test('as listas finais de 10 e de 10.000 candidatos: cada sincronização leva até um bloco, e nenhuma caberia na anterior', async () => {
    const counts: { syncs: number; rows: number[]; total: number }[] = [];
    for (const n of [10, 10_000]) {
      const sheets = concursoSheets(n, 5);
      const out = await computeOutput(sheets, {});
      expect(out.tabelas).not.toBeNull();
      const excel = new FakeExcel(sheets.map((s) => ({ name: s.nome, grid: gridFrom(s.linhas) })));
      await new OfficeWorkbook(excel.run).replaceOutput([], out.tabelas!);
      // Every row written: the data and the rows under each table (legend, signatures).
      const total = out.tabelas!.reduce((s, t) => s + t.tabela.linhas.length + (t.tabela.rodape?.length ?? 0), 0);
      counts.push({ syncs: excel.syncs, rows: excel.rowsPerSync, total });
    }
    const [ten, many] = counts;
    // The names and the lock, the markers and the lock taken, every row with the lock read again, the
    // renames, the check of one set; nothing in between for 10 candidates.
    expect(ten.syncs).toBe(6);
    expect(ten.rows).toEqual([0, 0, ten.total, 0, 0, 0]);
    // For 10,000: every extra sync carries rows, at most a block, and two neighbours would not fit in one.
    const data = many.rows.slice(2, -3);
    expect(many.syncs).toBe(5 + data.length);
    expect(data.reduce((s, r) => s + r, 0)).toBe(many.total);
    expect(data).toEqual(data.map((r) => Math.min(BLOCK_ROWS, Math.max(1, r))));
    for (let i = 1; i < data.length; i++) expect(data[i - 1] + data[i]).toBeGreaterThan(BLOCK_ROWS);
    expect(data.length).toBeGreaterThanOrEqual(Math.ceil(many.total / BLOCK_ROWS));
  });

  test('o painel de ponta a ponta: o Excel falso recebe as mesmas listas que a pasta em memória', async () => {
    const sheetsData = concursoSheets(70, 8);
    const when = new Date(2026, 0, 20, 8, 0, 0);
    const memory = new MemoryWorkbook(sheetsData);
    const first = await generate(memory, { geradoEm: when });
    expect(first.ok).toBe(true);
    const excel = new FakeExcel(sheetsData.map((s) => ({ name: s.nome, grid: gridFrom(s.linhas) })));
    const port = new OfficeWorkbook(excel.run);
    const outcome = await generate(port, { geradoEm: when });
    expect(outcome.planilhas).toEqual(memory.written.map((w) => w.nome));
    for (const w of memory.written) {
      const s = excel.find(w.nome)!;
      const width = w.linhas[1].length;
      const expected = w.linhas.map((r, i) =>
        i === 0 ? [toExcelValue(r[0])] : Array.from({ length: width }, (_, c) => toExcelValue(r[c])),
      );
      expect(s.grid).toEqual(expected);
    }
    // Generated again, with the confirmation: the earlier lists are replaced, not added to.
    const again = await generate(port, { geradoEm: when, substituir: true });
    expect(again.ok).toBe(true);
    expect(again.removidas).toEqual(outcome.planilhas);
    expect(excel.sheets.map((s) => s.name)).toEqual(['Candidatos', 'Parâmetros', ...outcome.planilhas]);
  });

  test('os dados mudaram entre a leitura e a gravação (um nome corrigido por outra pessoa): nada é gravado, e o painel diz', async () => {
    const sheetsData = concursoSheets(70, 8);
    const excel = new FakeExcel(sheetsData.map((s) => ({ name: s.nome, grid: gridFrom(s.linhas) })));
    const port = new OfficeWorkbook(excel.run);
    const candidatos = excel.find('Candidatos')!;
    const nome = candidatos.grid[0].findIndex((h) => /^nome/i.test(String(h)));
    expect(nome).toBeGreaterThanOrEqual(0);
    // The first run is the read the lists are computed from; the co-author's edit arrives just after it.
    excel.afterRun = (run) => {
      if (run === 1) candidatos.grid[5][nome] = 'Nome Corrigido Pela Colega';
    };
    const outcome = await generate(port, {});
    expect(outcome.ok).toBe(false);
    expect(outcome.titulo).toBe(
      "Os dados mudaram desde a leitura (a planilha 'Candidatos' foi alterada enquanto as listas eram calculadas): nada foi gravado. Gere as listas de novo.",
    );
    expect(outcome.planilhas).toEqual([]);
    expect(excel.sheets.map((s) => s.name)).toEqual(['Candidatos', 'Parâmetros']);
    // Generated again, the lists have the corrected name.
    excel.afterRun = null;
    const again = await generate(port, {});
    expect(again.ok).toBe(true);
    expect(JSON.stringify(excel.sheets.slice(2).map((s) => s.grid))).toContain('Nome Corrigido Pela Colega');
  });

  test('toExcelValue: texto protegido (nunca fórmula) e cortado ao que uma célula do Excel guarda', () => {
    expect(toExcelValue('=SOMA(A1)')).toBe("'=SOMA(A1)");
    expect(toExcelValue(null)).toBe('');
    expect(toExcelValue(7.5)).toBe(7.5);
    const long = toExcelValue('=' + 'x'.repeat(40000)) as string;
    expect(long.length).toBeLessThanOrEqual(32767);
    expect(long.startsWith("'=xxx")).toBe(true);
    expect(long).toMatch(/texto cortado/);
  });
});

describe('OfficeWorkbook: nomes da pasta (addNames)', () => {
  const RESERVA = {
    nome: 'RESERVA',
    formula: '=LAMBDA(vagas,[grupo],IF(ISOMITTED(grupo),COTAS.RESERVA(vagas),COTAS.RESERVA(vagas,grupo)))',
    comentario: `${NAME_MARKER} v2`,
  };
  const SEQ = { nome: 'SEQUENCIA', formula: '=LAMBDA(vagas,COTAS.SEQUENCIA(vagas))', comentario: `${NAME_MARKER} v2` };
  const LISTA = { nome: 'LISTA', formula: '=LAMBDA(t,v,l,COTAS.LISTA(t,v,l))', comentario: `${NAME_MARKER} v2` };

  test('acrescenta os novos, reescreve os do suplemento, deixa como estão os que não são dele', async () => {
    const excel = new FakeExcel(
      [{ name: 'Candidatos', grid: [['Inscrição']] }],
      [
        { name: 'Sequencia', formula: '=LAMBDA(v,COTAS.SEQUENCIA(v))', comment: `${NAME_MARKER} v1` },
        { name: 'LISTA', formula: '=Candidatos!$A:$A', comment: 'da comissão' },
      ],
    );
    const out = await new OfficeWorkbook(excel.run).addNames([RESERVA, SEQ, LISTA]);
    expect(out).toEqual({ adicionados: ['RESERVA'], atualizados: ['SEQUENCIA'], mantidos: ['LISTA'] });
    expect(excel.workbookNames).toEqual([
      { name: 'LISTA', formula: '=Candidatos!$A:$A', comment: 'da comissão' },
      { name: 'RESERVA', formula: RESERVA.formula, comment: RESERVA.comentario },
      { name: 'SEQUENCIA', formula: SEQ.formula, comment: SEQ.comentario },
    ]);
    expect(excel.syncs).toBe(2);
  });

  test('nada a mudar (todos de outra pessoa): só a leitura dos nomes', async () => {
    const theirs = [{ name: 'RESERVA', formula: '=1', comment: '' }];
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }], theirs);
    expect(await new OfficeWorkbook(excel.run).addNames([RESERVA])).toEqual({ adicionados: [], atualizados: [], mantidos: ['RESERVA'] });
    expect(excel.workbookNames).toEqual(theirs);
    expect(excel.syncs).toBe(1);
  });
});

describe('OfficeWorkbook: dois membros gerando ao mesmo tempo (coautoria)', () => {
  const NOW = Date.UTC(2026, 2, 20, 12, 0, 0);
  const list = (nome: string, rows = 3): LaidOutTable =>
    laidOut({
      nome,
      titulo: `Lista ${nome}`,
      cabecalho: ['Inscrição', 'Nota'],
      linhas: Array.from({ length: rows }, (_, i) => [String(i + 1), 10 - i / 10]),
      formatos: ['@', '0.0'],
      tipo: 'ampla',
    });
  const TABLES = [list('Resumo'), list('AC', 12_000), list('PP')];
  /** A member's pane: its own lock id, the clock fixed. */
  const member = (excel: FakeExcel, owner: string, now = NOW): OfficeWorkbook =>
    new OfficeWorkbook(excel.run, () => true, { owner, now: () => now });
  const marked = (excel: FakeExcel): string[] => excel.sheets.filter((s) => s.names.has('CotasSaida')).map((s) => s.name);
  const BUSY = (since: string): string =>
    `Nada foi alterado: outro membro da comissão está gravando as listas nesta pasta agora (começou ${since}). ` +
    'Espere a gravação terminar e confira as listas; para gravar as suas, gere as listas de novo: vale a última gravação.';

  test('ao mesmo tempo: um grava, o outro é avisado e nada dele fica; um só conjunto de listas, sem trava no fim', async () => {
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }, outputSheet('Resumo'), outputSheet('AC')]);
    const [a, b] = await Promise.allSettled([
      member(excel, 'ana').replaceOutput(['Resumo', 'AC'], TABLES),
      member(excel, 'bia').replaceOutput(['Resumo', 'AC'], TABLES),
    ]);
    expect(a).toEqual({ status: 'fulfilled', value: ['Resumo', 'AC', 'PP'] });
    expect(b).toEqual({ status: 'rejected', reason: new Error(BUSY('há menos de um minuto')) });
    expect(excel.sheets.map((s) => s.name)).toEqual(['Candidatos', 'Resumo', 'AC', 'PP']);
    expect(marked(excel)).toEqual(['Resumo', 'AC', 'PP']);
    expect(excel.find('AC')!.grid).toHaveLength(2 + 12_000);
    expect(excel.workbookNames).toEqual([]);
  });

  test('o segundo pede no meio da gravação do primeiro: avisado de quando ela começou; depois, a última gravação vale', async () => {
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }]);
    const later = NOW + 3 * 60_000;
    let second: Promise<string[]> | null = null;
    // The second member asks while the first writes its blocks (its third round trip), three minutes after it began.
    excel.beforeSync = (n) => {
      if (n === 3) second = member(excel, 'bia', later).replaceOutput([], TABLES);
    };
    const first = await member(excel, 'ana').replaceOutput([], TABLES);
    excel.beforeSync = null;
    await expect(second!).rejects.toThrow(BUSY('há 3 minutos'));
    expect(marked(excel)).toEqual(first);
    // Once the first is done, the second member's generation replaces its lists (docs/excel.md: vale a última gravação).
    const again = await member(excel, 'bia', later).replaceOutput(first, [list('Resumo'), list('AC')]);
    expect(again).toEqual(['Resumo', 'AC']);
    expect(marked(excel)).toEqual(['Resumo', 'AC']);
    expect(excel.workbookNames).toEqual([]);
  });

  test('uma trava esquecida (painel fechado no meio) vale por 15 minutos; depois, outro membro grava', async () => {
    const stale = (minutes: number) => ({
      name: 'CotasGravacao',
      formula: `="carla|${new Date(NOW - minutes * 60_000).toISOString()}"`,
      comment: 'Cotas raciais',
    });
    const fresh = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }], [stale(14)]);
    await expect(member(fresh, 'ana').replaceOutput([], TABLES)).rejects.toThrow(BUSY('há 14 minutos'));
    expect(fresh.sheets.map((s) => s.name)).toEqual(['Candidatos']);
    expect(fresh.workbookNames).toEqual([stale(14)]);
    const old = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }], [stale(16)]);
    expect(await member(old, 'ana').replaceOutput([], TABLES)).toEqual(['Resumo', 'AC', 'PP']);
    expect(old.workbookNames).toEqual([]);
  });

  test('a trava tomada por outro durante a gravação: nada apagado, as planilhas desta gravação removidas, a trava dele mantida', async () => {
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }, outputSheet('AC')]);
    excel.beforeSync = (n) => {
      // While the blocks are written, another member takes the lock over (as after 15 minutes).
      if (n === 3)
        excel.workbookNames.splice(0, 1, { name: 'CotasGravacao', formula: `="bia|${new Date(NOW).toISOString()}"`, comment: '' });
    };
    await expect(member(excel, 'ana').replaceOutput(['AC'], TABLES)).rejects.toThrow(LOCK_LOST_MESSAGE);
    expect(excel.sheets.map((s) => [s.name, s.grid])).toEqual([
      ['Candidatos', [['Inscrição']]],
      ['AC', outputSheet('AC').grid],
    ]);
    expect(excel.workbookNames.map((n) => n.formula)).toEqual([`="bia|${new Date(NOW).toISOString()}"`]);
  });

  test('listas de outro membro gravadas depois da leitura: recusa antes de mudar algo; e se aparecerem durante a gravação, o membro é avisado', async () => {
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }, outputSheet('Resumo'), outputSheet('AC (2)')]);
    // 'AC (2)' was written after this member's analysis, which saw only 'Resumo'.
    await expect(member(excel, 'ana').replaceOutput(['Resumo'], TABLES)).rejects.toThrow(
      "Nada foi alterado: a planilha 'AC (2)' foi gravada pelo suplemento depois da leitura (outro membro gerou as listas ao mesmo tempo).",
    );
    expect(excel.sheets.map((s) => s.name)).toEqual(['Candidatos', 'Resumo', 'AC (2)']);
    expect(excel.workbookNames).toEqual([]);
    // A pane that takes no lock (an older add-in) writes a list while this one writes: the check afterwards says so.
    const two = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }]);
    two.beforeSync = (n) => {
      if (n === 3) two.sheets.push(FakeExcel.sheet(outputSheet('Lista velha')));
    };
    await expect(member(two, 'ana').replaceOutput([], TABLES)).rejects.toThrow(
      "As listas foram gravadas ('Resumo', 'AC', 'PP'), mas a pasta tem também 'Lista velha', gravadas pelo suplemento ao mesmo tempo por outro membro",
    );
  });
});

describe('OfficeWorkbook: limite de 5 MB do Excel na Web e conjuntos de requisitos', () => {
  /** A 40-column export: codes, names, dates as text, notes. */
  const wide = (rows: number): Cell[][] =>
    Array.from({ length: rows }, (_, r) =>
      Array.from({ length: 40 }, (_, c) =>
        c % 4 === 0
          ? r * 40 + c
          : c % 4 === 1
            ? `Candidata de número ${r} no campo ${c}`
            : c % 4 === 2
              ? '20/03/2026 08:00'
              : (r % 97) + 0.25,
      ),
    );

  test('leitura de uma exportação de 40 colunas: cada resposta abaixo de 5 MB (um bloco de 5.000 linhas passaria)', async () => {
    const grid = wide(8_000);
    // 5,000 rows of this width, with their value types, as the read by rows alone took them.
    const types = grid.slice(0, BLOCK_ROWS).map((r) => r.map((v) => (typeof v === 'number' ? 'Double' : 'String')));
    expect(payloadSize(grid.slice(0, BLOCK_ROWS)) + payloadSize(types)).toBeGreaterThan(5_000_000);
    const excel = new FakeExcel([{ name: 'Exportação', grid }]);
    excel.payloadLimit = 5_000_000;
    const [sheet] = await new OfficeWorkbook(excel.run).readSheets();
    expect(sheet.linhas).toEqual(grid);
    expect(excel.largestResponse).toBeLessThanOrEqual(5_000_000);
    expect(excel.largestResponse).toBeGreaterThan(2_500_000);
  });

  test('gravação de uma tabela de 40 colunas: cada solicitação abaixo de 5 MB', async () => {
    const grid = wide(8_000);
    const t = laidOut({
      nome: 'Larga',
      titulo: 'Larga',
      cabecalho: Array.from({ length: 40 }, (_, c) => `C${c}`),
      linhas: grid,
      formatos: Array.from({ length: 40 }, (_, c) => (c % 4 === 1 ? '@' : null)),
      tipo: 'ampla',
    });
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }]);
    excel.payloadLimit = 5_000_000;
    expect(await new OfficeWorkbook(excel.run).replaceOutput([], [t])).toEqual(['Larga']);
    expect(excel.find('Larga')!.grid.slice(2)).toEqual(grid);
    expect(excel.largestRequest).toBeLessThanOrEqual(5_000_000);
  });

  test('linhas ocultas e células mescladas só onde o Excel tem o conjunto (isSetSupported), sem adivinhar pelo método', async () => {
    const sheet = { name: 'Candidatos', grid: [['Inscrição'], ['1'], ['2']], hiddenRows: [1], merged: ['A1:B1'] };
    const asked: string[] = [];
    const read = async (sets: string[]) =>
      (
        await new OfficeWorkbook(new FakeExcel([sheet]).run, (v) => {
          asked.push(v);
          return sets.includes(v);
        }).readSheets()
      )[0];
    expect(await read(['1.9', '1.13'])).toMatchObject({ linhasOcultas: [1], mescladas: ['A1:B1'] });
    const old = await read([]);
    expect([old.linhasOcultas, old.mescladas]).toEqual([undefined, undefined]);
    expect(asked).toEqual(expect.arrayContaining(['1.9', '1.13']));
  });

  test('=RESERVA só onde há LAMBDA (ExcelApi 1.15): no Excel 2021 nenhum nome é adicionado e o painel diz por quê', async () => {
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }]);
    const port = new OfficeWorkbook(excel.run, (v) => v <= '1.14' && v.length === 4);
    const outcome = await paneActions(port, { hasNames: true }).adicionarNomes!();
    expect(outcome.ok).toBe(false);
    expect(outcome.titulo).toBe(`Não foi possível adicionar os nomes: ${NO_LAMBDA_MESSAGE}`);
    expect(NO_LAMBDA_MESSAGE).toMatch(/^este Excel não tem a função LAMBDA .*use =COTAS\.RESERVA\(vagas; \[grupo\]\)/);
    expect(excel.workbookNames).toEqual([]);
    expect(excel.syncs).toBe(0);
    const m365 = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição']] }]);
    const added = await paneActions(new OfficeWorkbook(m365.run, () => true), { hasNames: true }).adicionarNomes!();
    expect(added.ok).toBe(true);
    expect(m365.workbookNames.map((n) => n.name)).toEqual(['RESERVA']);
  });
});
