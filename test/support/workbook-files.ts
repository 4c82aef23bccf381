import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import ExcelJS from 'exceljs';
import type { CellValue } from '../../src/sheet';

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-offline-'));
}

/** Writes a workbook with the given sheets (plain values). */
export async function writeWorkbook(file: string, sheets: Record<string, CellValue[][]>): Promise<void> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const r of rows) ws.addRow(r.map((v) => (v === undefined ? null : v)));
  }
  await wb.xlsx.writeFile(file);
}

/** Reads every sheet of a workbook: name → rows (values only, index 0 = row 1). */
export async function readWorkbook(
  file: string,
): Promise<Map<string, { titulo: string; cabecalho: string[]; linhas: unknown[][]; rodape: unknown[][] }>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const out = new Map<string, { titulo: string; cabecalho: string[]; linhas: unknown[][]; rodape: unknown[][] }>();
  for (const ws of wb.worksheets) {
    const rows: unknown[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const vals = (row.values as unknown[]).slice(1);
      rows[n - 1] = vals.map((v) => (v === undefined ? null : v));
    });
    const header = (rows[1] ?? []) as string[];
    const all = rows.slice(2).map((r) => {
      const a = (r ?? []).slice();
      while (a.length < header.length) a.push(null);
      return a;
    });
    // The table ends at its first empty row: what follows (the legend, the signatures, the
    // commission's own lines) is written under it, not a row of the list.
    const blank = all.findIndex((r) => r.every((v) => v === null || v === ''));
    const end = blank < 0 ? all.length : blank;
    out.set(ws.name, { titulo: String(rows[0]?.[0] ?? ''), cabecalho: header, linhas: all.slice(0, end), rodape: all.slice(end) });
  }
  return out;
}

export const HEADER = ['Inscrição', 'Nome', 'Cargo', 'Nota', 'Cota', 'Optante', 'Confirmação', 'Situação', 'Nascimento', 'Desempate 1'];

/**
 * One cargo's rows of a list written in the 'por-lista' layout (a "Cargo" first column, each cargo's
 * rows together), without the Cargo column: what the 'por-cargo' layout writes in that cargo's sheet.
 * The row that says a cargo has no one in the list is not a row of the list.
 */
export function cargoBlock(
  t: { titulo: string; cabecalho: string[]; linhas: unknown[][] },
  cargo: string,
): { titulo: string; cabecalho: string[]; linhas: unknown[][] } {
  expect(t.cabecalho[0]).toBe('Cargo');
  // A cargo's heading row ("Professor — 13 vagas", in a text column) opens its block; it is not a row of the list.
  const heading = (r: unknown[]): boolean =>
    r.slice(1).some((v) => typeof v === 'string' && v.startsWith(`${cargo} — `) && / vagas?$/.test(v));
  const rows = t.linhas.filter((r) => r[0] === cargo && !heading(r));
  const body = rows.map((r) => r.slice(1));
  const cabecalho = t.cabecalho.slice(1);
  const sit = cabecalho.indexOf('Situação');
  const linhas = body.filter((r) => !(sit >= 0 && /^Nenhum(a)? (candidato nesta lista|vaga neste cargo)$/.test(String(r[sit] ?? ''))));
  return { titulo: t.titulo, cabecalho, linhas };
}

/**
 * The options of Lei 3.056/2025 when the input names none, written out by hand (not taken from the
 * engine, so that a changed default fails the tests that compare a reading with it).
 */
export const PIRANGI_DEFAULTS = {
  arredondamento: 'total',
  colisao: 'anterior',
  ausenciaConfirmacao: 'ampla',
  dataReferencia: null,
  dataEdital: null,
  pcd: 'nenhuma',
  reservaMultipla: 'todas',
} as const;
