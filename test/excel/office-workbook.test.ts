// The Office.js adapter against a fake Excel built with office-addin-mock: properties read before
// `load` + `context.sync()` come back as errors, so the adapter must load what it reads.
import { OfficeMockObject } from 'office-addin-mock';
import { generateFinalLists } from '../../src/hosts/excel/final-lists';
import { BLOCK_ROWS, OfficeWorkbook, toExcelValue } from '../../src/hosts/excel/office-workbook';
import type { RunBatch } from '../../src/hosts/excel/office-workbook';
import { MemoryWorkbook } from '../../src/hosts/excel/port';
import type { CellValue, OutputTable, SheetData } from '../../src/sheet';
import { CellError } from '../../src/sheet/cells';
import { randomDoc, toExcelTable } from '../functions/excel-input';

// office-addin-mock imports office-addin-manifest only for its OfficeApp enum; the real module pulls
// an ES module that Jest cannot require, so give the mock just the enum.
jest.mock('office-addin-manifest', () => ({
  OfficeApp: { Excel: 'excel', OneNote: 'onenote', Outlook: 'outlook', PowerPoint: 'powerpoint', Project: 'project', Word: 'word' },
}));

type Cell = string | number | boolean;

interface FakeSheet {
  name: string;
  /** 'Visible' (default), 'Hidden' or 'VeryHidden'. */
  visibility?: string;
  /** Worksheet-scoped names and the address each refers to. */
  names?: Map<string, string>;
  /** 0-based rows hidden or filtered out (getSpecialCells('Visible') leaves them out). */
  hiddenRows?: number[];
  /** Merged areas, A1 ("A1:B1"). */
  merged?: string[];
  /** Grid from A1; blank cells are "" as Office.js gives them. */
  grid: Cell[][];
  formats: Map<string, string>;
  widths: Map<number, number>;
  bold: Set<number>;
  frozenRows: number;
}

/** A fake workbook behind Excel.run: records requests, syncs and what was written. */
class FakeExcel {
  readonly sheets: FakeSheet[];
  active: string | null = null;
  syncs = 0;
  rangeRequests: { sheet: string; row: number; col: number; rows: number; cols: number }[] = [];
  private mocks: OfficeMockObject[] = [];
  private writes: { sheet: FakeSheet; row: number; col: number; rows: number; cols: number; mock: OfficeMockObject & Record<string, unknown>; initial: unknown }[] = [];

  constructor(sheets: { name: string; grid: Cell[][]; visibility?: string; names?: Map<string, string>; hiddenRows?: number[]; merged?: string[] }[]) {
    this.sheets = sheets.map((s) => ({ ...s, formats: new Map(), widths: new Map(), bold: new Set(), frozenRows: 0 }));
  }

  private track<T extends OfficeMockObject>(m: T): T {
    this.mocks.push(m);
    return m;
  }

  private usedRange(s: FakeSheet): OfficeMockObject {
    let top = -1, bottom = -1, left = Infinity, right = -1;
    s.grid.forEach((row, r) =>
      row.forEach((v, c) => {
        if (v === '') return;
        if (top < 0) top = r;
        bottom = r;
        left = Math.min(left, c);
        right = Math.max(right, c);
      }),
    );
    const empty = top < 0;
    return this.track(
      new OfficeMockObject({
        isNullObject: empty,
        rowIndex: empty ? 0 : top,
        columnIndex: empty ? 0 : left,
        rowCount: empty ? 0 : bottom - top + 1,
        columnCount: empty ? 0 : right - left + 1,
        // The visible cells' areas, as Excel writes them: one area per run of visible rows.
        getSpecialCellsOrNullObject: (kind: string) => {
          expect(kind).toBe('Visible');
          const hidden = new Set(s.hiddenRows ?? []);
          const runs: string[] = [];
          let start = -1;
          for (let r = top; r <= bottom + 1; r++) {
            const visible = r <= bottom && !hidden.has(r);
            if (visible && start < 0) start = r;
            if (!visible && start >= 0) {
              runs.push(`'${s.name}'!$A$${start + 1}:$${String.fromCharCode(65 + right)}$${r}`);
              start = -1;
            }
          }
          return this.track(new OfficeMockObject({ isNullObject: runs.length === 0, address: runs.join(',') }));
        },
        getMergedAreasOrNullObject: () =>
          this.track(new OfficeMockObject({ isNullObject: !(s.merged ?? []).length, address: (s.merged ?? []).map((a) => `'${s.name}'!${a}`).join(', ') })),
      }),
    );
  }

  private range(s: FakeSheet, row: number, col: number, rows: number, cols: number): OfficeMockObject {
    this.rangeRequests.push({ sheet: s.name, row, col, rows, cols });
    const values: Cell[][] = [];
    for (let r = 0; r < rows; r++) {
      const line: Cell[] = [];
      for (let c = 0; c < cols; c++) line.push(s.grid[row + r]?.[c + col] ?? '');
      values.push(line);
    }
    // Office.js gives an error cell as its text ("#N/D") with the value type "Error".
    const valueTypes = values.map((line) => line.map((v) => (v === '' ? 'Empty' : typeof v === 'string' && /^#[A-Z/0!?]+[!?]?$/.test(v) ? 'Error' : typeof v === 'string' ? 'String' : typeof v === 'boolean' ? 'Boolean' : 'Double')));
    const mock = this.track(new OfficeMockObject({ values, valueTypes, format: { font: { bold: false }, columnWidth: 0 } })) as OfficeMockObject & Record<string, unknown>;
    this.writes.push({ sheet: s, row, col, rows, cols, mock, initial: mock.values });
    return mock;
  }

  private sheetMock(s: FakeSheet): OfficeMockObject {
    return this.track(
      new OfficeMockObject({
        name: s.name,
        visibility: s.visibility ?? 'Visible',
        names: {
          getItemOrNullObject: (n: string) => this.track(new OfficeMockObject({ isNullObject: !(s.names ?? new Map()).has(n) })),
          add: (n: string, ref: { address?: string }, _comment?: string) => {
            expect((s.names ?? new Map()).has(n)).toBe(false);
            (s.names ??= new Map()).set(n, String(ref.address));
          },
        },
        getRange: (address: string) => ({ address: `'${s.name}'!$${address.replace(/(\d)/, '$$$1')}` }),
        getUsedRangeOrNullObject: () => this.usedRange(s),
        getRangeByIndexes: (r: number, c: number, nr: number, nc: number) => this.range(s, r, c, nr, nc),
        freezePanes: { freezeRows: (n: number) => void (s.frozenRows = n) },
        activate: () => void (this.active = s.name),
      }),
    );
  }

  /** Applies what the adapter assigned to ranges (values, number formats, bold, widths). */
  private flush(): void {
    for (const w of this.writes) {
      const m = w.mock;
      const format = m.format as { font: { bold: unknown }; columnWidth: unknown };
      if (m.values !== w.initial) {
        const v = m.values as Cell[][];
        expect(v).toHaveLength(w.rows);
        v.forEach((line, r) => {
          expect(line).toHaveLength(w.cols);
          line.forEach((x, c) => {
            (w.sheet.grid[w.row + r] ??= [])[w.col + c] = x;
          });
        });
        w.initial = m.values;
      }
      if (Array.isArray(m.numberFormat)) {
        expect(m.numberFormat).toHaveLength(w.rows);
        (m.numberFormat as string[][]).forEach((line, r) => line.forEach((f, c) => w.sheet.formats.set(`${w.row + r},${w.col + c}`, f)));
      }
      if (format.font.bold === true) for (let r = 0; r < w.rows; r++) w.sheet.bold.add(w.row + r);
      if (typeof format.columnWidth === 'number' && format.columnWidth > 0) w.sheet.widths.set(w.col, format.columnWidth);
    }
  }

  readonly run: RunBatch = async (batch) => {
    const worksheets = {
      items: 'Error, property was not loaded' as unknown as OfficeMockObject[],
      load: (what: string) => {
        expect(['items/name', 'items/name,items/visibility']).toContain(what);
        worksheets.items = this.sheets.map((s) => this.sheetMock(s));
        for (const it of worksheets.items) it.load(what.replace(/items\//g, ''));
      },
      add: (name: string) => {
        expect(this.sheets.some((s) => s.name.toLowerCase() === name.toLowerCase())).toBe(false);
        const s: FakeSheet = { name, grid: [], formats: new Map(), widths: new Map(), bold: new Set(), frozenRows: 0 };
        this.sheets.push(s);
        return this.sheetMock(s);
      },
    };
    const context = {
      workbook: { worksheets },
      sync: async () => {
        this.syncs++;
        for (const m of this.mocks) await m.sync();
        this.flush();
      },
    };
    const out = await batch(context as unknown as Excel.RequestContext);
    this.flush();
    return out;
  };
}

function gridFrom(rows: CellValue[][], top = 0, left = 0): Cell[][] {
  const grid: Cell[][] = [];
  for (let r = 0; r < top; r++) grid.push([]);
  for (const row of rows) grid.push([...new Array<Cell>(left).fill(''), ...row.map((v) => (v === null || v === undefined ? '' : (v as Cell)))]);
  return grid;
}

describe('OfficeWorkbook (Office.js)', () => {
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

  test('grava tabelas em planilhas novas: título, cabeçalho em negrito, formatos, textos protegidos, blocos', async () => {
    const excel = new FakeExcel([{ name: 'Resumo', grid: [['anotação']] }]);
    const big: CellValue[][] = Array.from({ length: BLOCK_ROWS + 10 }, (_, i) => [i + 1, String(i).padStart(4, '0'), i % 2 ? null : 'x']);
    const tables: OutputTable[] = [
      { nome: 'Resumo', titulo: 'Resumo da classificação', cabecalho: ['Cargo', 'Vagas'], linhas: [['=HYPERLINK("x")', 3], ['+55 16', 2]], formatos: ['@', '0'], larguras: [30, 8], tipo: 'resumo' },
      { nome: 'AC', titulo: 'Ampla', cabecalho: ['Classificação', 'Inscrição', 'Obs'], linhas: big, formatos: ['0', '@', null], tipo: 'ampla' },
    ];
    const names = await new OfficeWorkbook(excel.run).writeTables(tables);
    expect(names).toEqual(['Resumo (2)', 'AC']);
    const resumo = excel.sheets.find((s) => s.name === 'Resumo (2)')!;
    expect(resumo.grid[0][0]).toBe('Resumo da classificação');
    expect(resumo.grid[1]).toEqual(['Cargo', 'Vagas']);
    expect(resumo.grid[2]).toEqual(["'=HYPERLINK(\"x\")", 3]);
    expect(resumo.grid[3]).toEqual(["'+55 16", 2]);
    expect(resumo.bold.has(0) && resumo.bold.has(1)).toBe(true);
    expect(resumo.formats.get('2,0')).toBe('@');
    expect(resumo.formats.get('3,1')).toBe('0');
    expect(resumo.widths.get(0)).toBe(30 * 7);
    expect(resumo.frozenRows).toBe(2);
    expect(excel.sheets.find((s) => s.name === 'Resumo')!.grid).toEqual([['anotação']]);
    const ac = excel.sheets.find((s) => s.name === 'AC')!;
    expect(ac.grid).toHaveLength(2 + big.length);
    expect(ac.grid[2 + 7]).toEqual([8, '0007', '']);
    expect(ac.formats.get('2,2')).toBe('General');
    expect(excel.active).toBe('Resumo (2)');
    const acWrites = excel.rangeRequests.filter((r) => r.sheet === 'AC' && r.row >= 2);
    expect(acWrites.map((r) => r.rows)).toEqual([BLOCK_ROWS, 10]);
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

  test('o painel de ponta a ponta: o Excel falso recebe as mesmas listas que a pasta em memória', async () => {
    const doc = randomDoc(8, 70, undefined, 9);
    const { rows } = toExcelTable(doc, 'web', 8);
    // Without the trailing blank rows, which Excel's used range does not have (the reading report counts blank rows).
    while (rows.length > 1 && rows[rows.length - 1].every((c) => c === null)) rows.pop();
    const sheetsData: SheetData[] = [
      { nome: 'Candidatos', linhas: rows.map((r) => r.map((c) => (c === null ? '' : c))) },
      { nome: 'Parâmetros', linhas: [['Vagas', 9]] },
    ];
    const when = new Date(2026, 0, 20, 8, 0, 0);
    const memory = new MemoryWorkbook(sheetsData);
    await generateFinalLists(memory, { geradoEm: when });
    const excel = new FakeExcel(sheetsData.map((s) => ({ name: s.nome, grid: gridFrom(s.linhas) })));
    const outcome = await generateFinalLists(new OfficeWorkbook(excel.run), { geradoEm: when });
    expect(outcome.ok).toBe(true);
    expect(outcome.planilhas).toEqual(memory.written.map((w) => w.nome));
    for (const w of memory.written) {
      const s = excel.sheets.find((x) => x.name === w.nome)!;
      const width = w.linhas[1].length;
      const expected = w.linhas.map((r, i) => (i === 0 ? [toExcelValue(r[0])] : Array.from({ length: width }, (_, c) => toExcelValue(r[c]))));
      expect(s.grid).toEqual(expected);
    }
  });

  test('marcas das abas: oculta (Hidden e VeryHidden) e gravada pelo suplemento (nome CotasSaida), sem sync a mais por aba', async () => {
    const small = (n: string): Cell[][] => [['Inscrição', 'Nota'], [n, 7]];
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
    expect(sheets[0].linhas).toEqual([['Inscrição', 'Nota'], ['9', 7]]);
    // Names, then used ranges and markers, then the small sheets' blocks together: three syncs, for two sheets or six.
    expect(two.syncs).toBe(3);
    expect(excel.syncs).toBe(3);
  });

  test('linhas ocultas ou filtradas e células mescladas chegam à leitura, na mesma sincronização', async () => {
    const grid: Cell[][] = [['Inscrição', 'Nota'], ['1', 7], ['2', 6], ['3', 5], ['4', 4]];
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

  test('cada aba gravada leva o nome CotasSaida no seu A1; lida de novo, vem marcada', async () => {
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição', 'Nota'], ['1', 7]] }]);
    const port = new OfficeWorkbook(excel.run);
    const tables: OutputTable[] = [
      { nome: 'Resumo', titulo: 'Resumo', cabecalho: ['Cargo'], linhas: [['x']], tipo: 'resumo' },
      { nome: 'AC', titulo: 'Ampla', cabecalho: ['Inscrição', 'Nota'], linhas: [['1', 7]], tipo: 'ampla' },
    ];
    await port.writeTables(tables);
    expect(excel.sheets.map((s) => [s.name, s.names?.get('CotasSaida') ?? null])).toEqual([
      ['Candidatos', null],
      ['Resumo', "'Resumo'!$A$1"],
      ['AC', "'AC'!$A$1"],
    ]);
    const again = await port.readSheets();
    expect(again.map((s) => s.doSuplemento ?? false)).toEqual([false, true, true]);
  });

  test('linha 8 da issue no painel: célula de erro (#N/D, #VALOR!) chega à leitura como erro, nunca como texto', async () => {
    const excel = new FakeExcel([{ name: 'Candidatos', grid: [['Inscrição', 'Nome', 'Nota'], ['1', '#N/D', 7], ['2', 'Bia', '#VALOR!']] }]);
    const [sheet] = await new OfficeWorkbook(excel.run).readSheets();
    expect(sheet.linhas[0]).toEqual(['Inscrição', 'Nome', 'Nota']);
    expect(sheet.linhas[1][1]).toBeInstanceOf(CellError);
    expect(String(sheet.linhas[1][1])).toBe('#N/D');
    expect(sheet.linhas[2][2]).toEqual(new CellError('#VALOR!'));
    expect(sheet.linhas[2][1]).toBe('Bia');
    const outcome = await generateFinalLists(new MemoryWorkbook([sheet, { nome: 'Parâmetros', linhas: [['Vagas', 1]] }]));
    expect(outcome.ok).toBe(false);
    expect(outcome.detalhes.join('\n')).toMatch(/#N\/D/);
  });
});
