// Peak memory of reading a 1,000,000-row × 12-column .xlsx (the in-memory reader
// failed with "corrompido ou protegido por senha?" or a heap-OOM trace). The workbook is generated
// with exceljs's streaming writer in a temporary folder; then a child process reads it with
// readSpreadsheetFile (the streaming reader), so that the peak resident set size measured is the
// reading's alone.
//
//   npm run build:cli && node dist-node/test/bench/leitura-bench.js [linhas]
//
// (a --max-old-space-size is not needed: the default heap is the point.)
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import ExcelJS from 'exceljs';
import { readSpreadsheetFile } from '../../src/hosts/file';

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const HEADER = [
  'Inscrição',
  'Nome',
  'CPF',
  'Nascimento',
  'Nota',
  'Cota',
  'PcD',
  'Cargo',
  'Situação',
  'Confirmação',
  'Nota 2',
  'Observação',
];

export async function writeBigWorkbook(file: string, total: number): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: true });
  const ws = wb.addWorksheet('Candidatos');
  ws.addRow(HEADER).commit();
  const cotas = ['', 'PP', 'Indígena', 'Quilombola', 'Preta', 'Pardo(a)'];
  const cargos = ['Professor', 'Agente administrativo', 'Enfermeiro', 'Motorista'];
  for (let i = 0; i < total; i++) {
    const row = ws.addRow([
      String(1000000 + i),
      `Candidata ${i} de Souza`,
      String((i * 7919 + 12345678901) % 100000000000).padStart(11, '0'),
      new Date(Date.UTC(1950 + (i % 55), i % 12, 1 + (i % 28))),
      ((i * 37) % 1000) / 10,
      cotas[i % cotas.length],
      i % 11 === 0 ? 'Sim' : 'Não',
      cargos[i % cargos.length],
      i % 23 === 0 ? 'Eliminado' : 'Aprovado',
      i % 7 === 0 ? 'Não' : 'Sim',
      ((i * 53) % 1000) / 10,
      i % 5 === 0 ? 'recurso deferido' : null,
    ]);
    row.getCell(4).numFmt = 'dd/mm/yyyy';
    row.commit();
  }
  ws.commit();
  await wb.commit();
}

async function child(file: string): Promise<void> {
  const t0 = process.hrtime.bigint();
  const r = await readSpreadsheetFile(file);
  const s = (Number(process.hrtime.bigint() - t0) / 1e9).toFixed(1);
  const linhas = r.sheets.reduce((n, x) => n + x.linhas.length, 0);
  const celulas = r.sheets.reduce((n, x) => n + x.linhas.reduce((m, l) => m + l.length, 0), 0);
  process.stdout.write(
    JSON.stringify({ linhas, celulas, segundos: s, picoRss: process.resourceUsage().maxRSS * 1024, heap: process.memoryUsage().heapUsed }),
  );
}

async function main(): Promise<void> {
  if (process.argv[2] === '--ler') return child(process.argv[3]);
  const total = Number(process.argv[2] ?? 1_000_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-bench-leitura-'));
  try {
    const file = path.join(dir, 'grande.xlsx');
    const t0 = Date.now();
    await writeBigWorkbook(file, total);
    console.log(
      `Planilha de ${total.toLocaleString('pt-BR')} linhas × ${HEADER.length} colunas gerada em ${((Date.now() - t0) / 1000).toFixed(1)} s: ${mb(fs.statSync(file).size)}`,
    );
    const out = execFileSync(process.execPath, [__filename, '--ler', file], { encoding: 'utf8', maxBuffer: 1 << 20 });
    const r = JSON.parse(out) as { linhas: number; celulas: number; segundos: string; picoRss: number; heap: number };
    console.log(
      `Leitura (readSpreadsheetFile, leitor de pacote do programa): ${r.linhas.toLocaleString('pt-BR')} linhas, ${r.celulas.toLocaleString('pt-BR')} células em ${r.segundos} s`,
    );
    console.log(`  pico de memória (RSS) do processo de leitura: ${mb(r.picoRss)}; heap ao final: ${mb(r.heap)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
