// The fake Office.js that the Chromium tests load in the built pane (test/support/fake-office.js) must
// accept every call the Office.js adapter makes, and record them: here the adapter runs against it
// in Node (the same script, in a sandbox with its own `window`).
import * as fs from 'fs';
import * as path from 'path';
import * as vm from 'vm';
import { OfficeWorkbook } from '../../../src/hosts/excel/office-workbook';
import { NAME_MARKER } from '../../../src/app/port';
import type { OutputTable } from '../../../src/sheet';
import { tableFormat } from '../../../src/sheet/format';

interface FakeSheet {
  name: string;
  grid: unknown[][];
  formats: Record<string, string>;
  styles: Record<string, Record<string, unknown>>;
  widths: Record<number, number>;
  frozenRows: number;
  names: Record<string, string>;
  printTitleRows: string | null;
  paperSize: string | null;
  orientation: string | null;
  zoom: unknown;
  headersFooters: Record<string, string>;
  autoFilter: string | null;
}
interface FakeState {
  sheets: FakeSheet[];
  workbookNames: { name: string; formula: string; comment: string }[];
  active: string | null;
  selected: { sheet: string; address: string } | null;
  deleted: string[];
  errors: string[];
  syncs: number;
}

function loadFake(init: Record<string, unknown>): { state: FakeState; port: OfficeWorkbook } {
  const window: Record<string, unknown> = { ...init };
  vm.runInNewContext(fs.readFileSync(path.join(__dirname, '..', '..', 'support', 'fake-office.js'), 'utf8'), { window, setTimeout });
  const excel = window.Excel as { run: <T>(b: (c: Excel.RequestContext) => Promise<T>) => Promise<T> };
  return { state: window.__fakeOffice as FakeState, port: new OfficeWorkbook((batch) => excel.run(batch)) };
}

const LIST: OutputTable = {
  nome: 'AC',
  titulo: 'Ampla & geral',
  cabecalho: ['Classificação', 'Inscrição', 'Nome'],
  linhas: [
    [1, '007', '=Ana'],
    [2, '008', 'Bia'],
  ],
  formatos: ['0', '@', '@'],
  tipo: 'ampla',
};

describe('test/support/fake-office.js com o adaptador de verdade', () => {
  test('listas finais: substitui a saída marcada e registra valores, formatos, impressão, filtro e marca', async () => {
    const { state, port } = loadFake({
      __initialSheets: [
        { name: 'Candidatos', grid: [['Inscrição'], ['007']] },
        { name: 'AC', grid: [['antiga']], names: { CotasSaida: "'AC'!$A$1" } },
        { name: 'Notas', grid: [['da comissão']] },
      ],
    });
    const formato = tableFormat(LIST, { sha256: 'f'.repeat(64) });
    await expect(port.replaceOutput(['Notas'], [{ tabela: LIST, formato }])).rejects.toThrow(/'Notas' não foi gravada pelo suplemento/);
    expect(state.deleted).toEqual([]);
    expect(await port.replaceOutput(['AC'], [{ tabela: LIST, formato }])).toEqual(['AC']);
    expect(state.deleted).toEqual(['AC']);
    expect(state.errors).toEqual([]);
    const ac = state.sheets.find((s) => s.name === 'AC')!;
    expect(ac.grid).toEqual([['Ampla & geral'], ['Classificação', 'Inscrição', 'Nome'], [1, '007', "'=Ana"], [2, '008', 'Bia']]);
    expect(ac.formats['2,1']).toBe('@');
    expect(ac.formats['2,0']).toBe('0');
    expect(ac.names.CotasSaida).toBe("'AC'!$A$1");
    expect(ac.frozenRows).toBe(2);
    expect(ac.printTitleRows).toBe('$1:$2');
    expect(ac.paperSize).toBe('A4');
    expect(ac.orientation).toBe('Portrait');
    expect(ac.zoom).toEqual({ horizontalFitToPages: 1, verticalFitToPages: 0 });
    expect(ac.headersFooters).toEqual({
      centerHeader: 'Ampla && geral',
      leftFooter: 'Página &P de &N',
      rightFooter: 'SHA-256 ffffffffffffffff',
    });
    expect(ac.autoFilter).toBe('A2:C4');
    expect(ac.styles['2,0']).toMatchObject({ horizontal: 'Right', indent: 1 });
    expect(ac.styles['1,2']).toMatchObject({ bold: true, fill: '#DDEBF7', wrapText: true, borders: { EdgeBottom: 'Continuous' } });
    expect(ac.styles['0,0']).toMatchObject({ bold: true, size: 13 });
    expect(Object.keys(ac.widths).map(Number)).toEqual([0, 1, 2]);
    expect(state.active).toBe('AC');
    expect(state.sheets.map((s) => s.name)).toEqual(['Candidatos', 'Notas', 'AC']);
  });

  test('Parâmetros, seleção e nomes da pasta', async () => {
    const { state, port } = loadFake({
      __initialSheets: [{ name: 'Candidatos', grid: [['Inscrição']] }],
      __initialNames: [{ name: 'LISTA', formula: '=1', comment: 'da comissão' }],
      __activeCell: { sheet: 'Candidatos', cell: 'B4' },
    });
    expect(await port.readSelection()).toEqual({ planilha: 'Candidatos', celula: 'B4' });
    await port.writeCells('Parâmetros', [
      { linha: 0, coluna: 0, valor: 'Vagas' },
      { linha: 0, coluna: 1, valor: 2 },
      { linha: 1, coluna: 0, valor: 'Regra' },
      { linha: 1, coluna: 1, valor: '+x' },
    ]);
    expect(state.sheets[1]).toMatchObject({
      name: 'Parâmetros',
      grid: [
        ['Vagas', 2],
        ['Regra', "'+x"],
      ],
      names: {},
    });
    expect(state.sheets[1].formats['0,0']).toBe('@');
    await port.selectCell({ planilha: 'Parâmetros', celula: 'B2' });
    expect(state.selected).toEqual({ sheet: 'Parâmetros', address: 'B2' });
    expect(state.active).toBe('Parâmetros');
    const reserva = { nome: 'RESERVA', formula: '=LAMBDA(v,COTAS.RESERVA(v))', comentario: `${NAME_MARKER} 1` };
    const lista = { nome: 'LISTA', formula: '=LAMBDA(v,COTAS.LISTA(v))', comentario: `${NAME_MARKER} 1` };
    expect(await port.addNames([reserva, lista])).toEqual({ adicionados: ['RESERVA'], atualizados: [], mantidos: ['LISTA'] });
    expect(await port.addNames([{ ...reserva, formula: '=LAMBDA(v,COTAS.RESERVA(v,"PP"))' }])).toEqual({
      adicionados: [],
      atualizados: ['RESERVA'],
      mantidos: [],
    });
    expect(state.workbookNames).toEqual([
      { name: 'LISTA', formula: '=1', comment: 'da comissão' },
      { name: 'RESERVA', formula: '=LAMBDA(v,COTAS.RESERVA(v,"PP"))', comment: `${NAME_MARKER} 1` },
    ]);
    const read = await port.readSheets();
    expect(read.map((s) => [s.nome, s.doSuplemento ?? false])).toEqual([
      ['Candidatos', false],
      ['Parâmetros', false],
    ]);
    expect(state.errors).toEqual([]);
  });
});
