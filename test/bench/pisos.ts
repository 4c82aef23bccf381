// The floors the benchmark measures `cotas classificar` against, each run as a process of its own:
//
//   node pisos.js json <entrada.json>              reads the file, JSON.parse, sorts each cargo's
//                                                  candidates by score, writes the ranked inscrições
//                                                  (a JSON array) to stdout (/dev/null in the bench)
//   node pisos.js xlsx <entrada.xlsx> <saida.xlsx> exceljs's streaming reader over the file (every
//                                                  row's values collected), then a plain streaming
//                                                  write of the same rows (no styles, no shared strings)
//
// The least any ranking of the same input must do: nothing of the rules, no validation.
import * as fs from 'fs';
import ExcelJS from 'exceljs';

interface Doc {
  candidatos: { inscricao: string; nota: number; cargo?: string | null }[];
}

function jsonFloor(file: string): void {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as Doc;
  const byCargo = new Map<string | null, Doc['candidatos']>();
  for (const c of doc.candidatos) {
    const key = c.cargo ?? null;
    let list = byCargo.get(key);
    if (!list) byCargo.set(key, (list = []));
    list.push(c);
  }
  const ids: string[] = [];
  for (const list of byCargo.values()) {
    list.sort((a, b) => b.nota - a.nota);
    for (const c of list) ids.push(c.inscricao);
  }
  fs.writeSync(1, JSON.stringify(ids) + '\n');
}

async function xlsxFloor(input: string, output: string): Promise<void> {
  const sheets: { name: string; rows: unknown[][] }[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
  });
  for await (const ws of reader) {
    const rows: unknown[][] = [];
    const name = (ws as unknown as { name: string }).name;
    for await (const row of ws) rows.push((row.values as unknown[]).slice(1));
    sheets.push({ name, rows });
  }
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: output, useStyles: false, useSharedStrings: false });
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    for (const r of s.rows) ws.addRow(r as ExcelJS.CellValue[]).commit();
    ws.commit();
  }
  await wb.commit();
}

if (require.main === module) {
  const [kind, a, b] = process.argv.slice(2);
  if (kind === 'json') jsonFloor(a);
  else if (kind === 'xlsx')
    xlsxFloor(a, b).catch((e) => {
      process.stderr.write(String((e as Error).stack ?? e) + '\n');
      process.exitCode = 1;
    });
  else {
    process.stderr.write('uso: pisos.js json <entrada.json> | xlsx <entrada.xlsx> <saida.xlsx>\n');
    process.exitCode = 2;
  }
}
