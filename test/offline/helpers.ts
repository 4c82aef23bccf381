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
export async function readWorkbook(file: string): Promise<Map<string, { titulo: string; cabecalho: string[]; linhas: unknown[][] }>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const out = new Map<string, { titulo: string; cabecalho: string[]; linhas: unknown[][] }>();
  for (const ws of wb.worksheets) {
    const rows: unknown[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const vals = (row.values as unknown[]).slice(1);
      rows[n - 1] = vals.map((v) => (v === undefined ? null : v));
    });
    const header = (rows[1] ?? []) as string[];
    const linhas = rows.slice(2).map((r) => {
      const a = (r ?? []).slice();
      while (a.length < header.length) a.push(null);
      return a;
    });
    out.set(ws.name, { titulo: String(rows[0]?.[0] ?? ''), cabecalho: header, linhas });
  }
  return out;
}

export const HEADER = ['Inscrição', 'Nome', 'Cargo', 'Nota', 'Cota', 'Optante', 'Confirmação', 'Situação', 'Nascimento', 'Desempate 1'];
