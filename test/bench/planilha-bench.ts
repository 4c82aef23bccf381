// The offline path stage by stage (where the time of `cotas classificar in.xlsx --saida out.xlsx`
// goes): a workbook of realistic candidates (./gerador) is generated in a temporary folder, then read,
// classified and written back as final lists, all in this process. `npm run bench` measures the whole
// command against its floor; this is for finding what the remainder is spent on:
//   npm run build:cli && node dist-node/test/bench/planilha-bench.js [candidatos]
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { classify } from '../../src/engine';
import { inputHash } from '../../src/cli/planilha';
import { readSpreadsheetFile, writeTablesXlsx } from '../../src/hosts/file';
import { finalListTables, formatProblems, readConcursoWorkbook } from '../../src/sheet';
import { singleCargo, writeXlsxConcurso } from './gerador';

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** Peak resident set size of the process so far (maxRSS is in kilobytes). */
function peakRss(): number {
  return process.resourceUsage().maxRSS * 1024;
}

async function timed<T>(label: string, log: (line: string) => void, f: () => Promise<T> | T): Promise<T> {
  const t0 = process.hrtime.bigint();
  const v = await f();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  log(`  ${label.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(7)} s   pico de memória (RSS) ${mb(peakRss())}`);
  return v;
}

export async function benchPlanilha(log: (line: string) => void, total = 100_000): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-bench-planilha-'));
  try {
    log(`Planilha com ${total.toLocaleString('pt-BR')} candidatos (pasta temporária ${dir}):`);
    const entrada = path.join(dir, 'concurso-grande.xlsx');
    await timed('gerar a planilha de entrada (.xlsx)', log, () =>
      writeXlsxConcurso(entrada, singleCargo(total, total >= 1_000_000 ? 1000 : 500)),
    );
    log(`  tamanho do arquivo de entrada: ${mb(fs.statSync(entrada).size)}`);
    const { sheets } = await timed('ler o .xlsx (exceljs)', log, () => readSpreadsheetFile(entrada));
    const reading = await timed('interpretar as linhas (colunas, valores)', log, () => readConcursoWorkbook(sheets));
    if (!reading.concurso) throw new Error(`a planilha gerada tem problemas:\n${formatProblems(reading.problemas.slice(0, 10))}`);
    const concurso = reading.concurso;
    const result = await timed('classificar (motor)', log, () => classify(concurso));
    const tables = await timed('montar as listas finais', log, () =>
      finalListTables(concurso, result, { cpfs: reading.cpfs, sha256: inputHash(concurso) }),
    );
    const saida = path.join(dir, 'resultado.xlsx');
    await timed('gravar o resultado (.xlsx)', log, () => writeTablesXlsx(tables, saida));
    const rows = tables.reduce((s, t) => s + t.linhas.length, 0);
    log(`  resultado: ${tables.length} abas, ${rows.toLocaleString('pt-BR')} linhas, ${mb(fs.statSync(saida).size)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const n = Number(process.argv[2] ?? 100_000);
  benchPlanilha((l) => process.stdout.write(l + '\n'), n).catch((e) => {
    process.stderr.write(`${(e as Error).stack}\n`);
    process.exitCode = 1;
  });
}
