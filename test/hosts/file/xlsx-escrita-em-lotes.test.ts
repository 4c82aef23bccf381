// The .xlsx file writer at scale: text in the cells rather than in a shared-strings
// table, the tables taken one at a time from a generator, and the rows written in batches while the
// compressed output drains. What a reader sees must not change: the same values, number formats and
// alignments as the shared-strings workbook.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { classify } from '../../../src/engine';
import { readXlsxFile, writeTablesXlsx } from '../../../src/hosts/file';
import { finalListTables, finalListTablesOneByOne, readConcursoWorkbook } from '../../../src/sheet';
import type { CellValue, OutputTable } from '../../../src/sheet';
import { largeData } from '../../../tools/gerar-exemplo';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-lotes-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every cell of every sheet as exceljs's in-memory reader sees it: value, number format, alignment. */
async function cellsOf(file: string): Promise<Record<string, unknown[][]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const out: Record<string, unknown[][]> = {};
  wb.eachSheet((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const cells: unknown[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        // An empty text and an empty cell are the same to a reader (the shared-strings workbook keeps "").
        const v = cell.value === '' ? null : cell.value;
        cells[col - 1] = [v, cell.numFmt ?? null, cell.alignment?.horizontal ?? null, cell.alignment?.indent ?? null];
      });
      rows[n - 1] = cells;
    });
    out[ws.name] = rows;
  });
  return out;
}

function bigConcursoTables(total: number): { tables: () => Iterable<OutputTable>; all: OutputTable[] } {
  const d = largeData(total);
  const r = readConcursoWorkbook([
    { nome: 'Candidatos', linhas: d.candidatos },
    { nome: 'Parâmetros', linhas: d.parametros },
  ]);
  const result = classify(r.concurso!);
  const opts = { cpfs: r.cpfs, disposicao: 'por-lista' as const, geradoEm: new Date(Date.UTC(2026, 2, 20, 12)), sha256: 'ab'.repeat(32) };
  return { tables: () => finalListTablesOneByOne(r.concurso!, result, opts), all: finalListTables(r.concurso!, result, opts) };
}

describe('a gravação em lotes, sem tabela de textos compartilhados', () => {
  test('as tabelas uma a uma são as mesmas de finalListTables, na mesma ordem e com os mesmos nomes', () => {
    const { tables, all } = bigConcursoTables(3000);
    expect(Array.from(tables())).toEqual(all);
    expect(all.map((t) => t.nome)).toEqual(['Resumo', 'AC', 'PP', 'IND', 'QUI', 'PCD', 'Nomeação', 'Memória de cálculo']);
  });

  test('6.000 candidatos: o arquivo sem textos compartilhados tem as mesmas células, formatos e alinhamentos do arquivo com eles', async () => {
    const { tables, all } = bigConcursoTables(6000);
    const inline = path.join(dir, 'inline.xlsx');
    const shared = path.join(dir, 'shared.xlsx');
    await writeTablesXlsx(tables(), inline, { sha256: 'ab'.repeat(32) });
    await writeTablesXlsx(all, shared, { sha256: 'ab'.repeat(32), textosCompartilhados: true });
    // The text is in the cells: no shared-strings part.
    const zip = await JSZip.loadAsync(fs.readFileSync(inline));
    expect(Object.keys(zip.files).some((n) => /sharedStrings/.test(n))).toBe(false);
    const sheet = await zip.file('xl/worksheets/sheet2.xml')!.async('string');
    expect(sheet).toContain('t="str"');
    expect(sheet).not.toContain('t="s"');
    const [a, b] = await Promise.all([cellsOf(inline), cellsOf(shared)]);
    expect(Object.keys(a)).toEqual(Object.keys(b));
    for (const nome of Object.keys(a)) expect(a[nome]).toEqual(b[nome]);
    // Every row of the longest list, in order (three batches of 2.000 rows at least: ROWS_PER_BATCH).
    const ac = all.find((t) => t.nome === 'AC')!;
    expect(ac.linhas.length).toBeGreaterThan(4000);
    expect(a.AC).toHaveLength(ac.linhas.length + 2 + (ac.rodape?.length ?? 0));
    expect(a.AC[ac.linhas.length + 1][0]).toEqual([ac.linhas[ac.linhas.length - 1][0], expect.anything(), 'left', null]);
  }, 120000);

  test('o leitor do programa lê o arquivo gravado: os mesmos valores das tabelas (texto vazio: célula vazia)', async () => {
    const { tables, all } = bigConcursoTables(6000);
    const file = path.join(dir, 'listas.xlsx');
    await writeTablesXlsx(tables(), file, { sha256: 'ab'.repeat(32) });
    const sheets = await readXlsxFile(file);
    expect(sheets.map((s) => s.nome)).toEqual(all.map((t) => t.nome));
    const norm = (v: CellValue | undefined): CellValue => (v === undefined || v === '' ? null : v);
    for (const t of all) {
      const s = sheets.find((x) => x.nome === t.nome)!;
      expect(s.doSuplemento).toBe(true);
      expect(s.linhas[0][0]).toBe(t.titulo);
      expect(s.linhas).toHaveLength(t.linhas.length + 2 + (t.rodape?.length ?? 0));
      t.linhas.forEach((row, i) => {
        const got = s.linhas[i + 2];
        expect(Array.from({ length: t.cabecalho.length }, (_, c) => norm(got[c]))).toEqual(
          Array.from({ length: t.cabecalho.length }, (_, c) => norm(row[c])),
        );
      });
    }
  }, 120000);

  test('uma tabela de 60.000 linhas longas (mais XML do que o gravador deixa esperando): todas as linhas, em ordem', async () => {
    const long = 'x'.repeat(200);
    const linhas: CellValue[][] = Array.from({ length: 60000 }, (_, i) => [
      i + 1,
      `inscrição ${i}`,
      `${long} ${i}`,
      i % 7 === 0 ? '' : i / 4,
    ]);
    const t: OutputTable = { nome: 'Longa', titulo: 'Longa', cabecalho: ['N', 'Inscrição', 'Texto', 'Valor'], linhas, tipo: 'ampla' };
    const file = path.join(dir, 'longa.xlsx');
    await writeTablesXlsx([t], file);
    const [s] = await readXlsxFile(file);
    expect(s.linhas).toHaveLength(60002);
    for (let i = 0; i < linhas.length; i += 997) {
      // (The reader drops the empty cells at the end of a row.)
      expect(s.linhas[i + 2]).toEqual(
        i % 7 === 0 ? [i + 1, `inscrição ${i}`, `${long} ${i}`] : [i + 1, `inscrição ${i}`, `${long} ${i}`, i / 4],
      );
    }
    expect(s.linhas[60001]).toEqual([60000, 'inscrição 59999', `${long} 59999`, 59999 / 4]);
  }, 120000);

  test('consumirLinhas: cada linha é solta depois de gravada, e o arquivo tem todas', async () => {
    const linhas: CellValue[][] = Array.from({ length: 5000 }, (_, i) => [i + 1, `inscrição ${i}`]);
    const t: OutputTable = { nome: 'Lista', titulo: 'Lista', cabecalho: ['N', 'Inscrição'], linhas, tipo: 'ampla' };
    const file = path.join(dir, 'lista.xlsx');
    await writeTablesXlsx([t], file, { consumirLinhas: true });
    expect(t.linhas).toHaveLength(5000);
    expect(t.linhas.every((r) => r === null)).toBe(true);
    const [s] = await readXlsxFile(file);
    expect(s.linhas.slice(2)).toEqual(Array.from({ length: 5000 }, (_, i) => [i + 1, `inscrição ${i}`]));
  });

  test('um nome de planilha repetido vindo de um gerador: nada fica gravado (nem o temporário)', async () => {
    const t: OutputTable = { nome: 'AC', titulo: 'x', cabecalho: ['A'], linhas: [[1]], tipo: 'ampla' };
    function* twice(): Generator<OutputTable> {
      yield t;
      yield { ...t };
    }
    const file = path.join(dir, 'x.xlsx');
    await expect(writeTablesXlsx(twice(), file)).rejects.toThrow("nome de planilha repetido: 'AC'");
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
