// Benchmark of the Google Sheets add-on: =COTAS_CLASSIFICAR on 10,000 rows × 12 columns as Sheets
// hands it to a custom function (a 2-D array, blanks as ""), run in the built Code.js loaded in
// node:vm, against Apps Script's 30-second limit for a custom function. Also the build (time, sizes)
// and the service calls of "Gerar listas finais" over the fake spreadsheet (test/support/fake-gas.ts) for
// 10 and 10,000 candidates. Apps Script's V8 runs on Google's servers: its speed is not this
// machine's, so the margin reported is what to watch, not a promise.
// Called by test/bench/bench.ts (`npm run bench`); also runnable alone after `npm run build:cli`:
//   node dist-node/test/bench/gas-bench.js
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { CellValue } from '../../src/sheet';
import { parametersFormOf, parametersSheetRows } from '../../src/sheet/parameters-form';
import { fakeGas } from '../support/fake-gas';
import type { Value } from '../support/fake-gas';
import { loadCode } from '../support/load-gas';
import { buildBundle } from '../support/bundles';
import { buildInput } from './functions-bench';

const ROWS = 10_000;
const VACANCIES = 50;
/** Apps Script stops a custom function after 30 seconds. */
const CUSTOM_FUNCTION_LIMIT_MS = 30_000;
const RUNS = 7;
const WARMUP = 2;

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Service calls of "Gerar listas finais" (first run, and the run that replaces it) for `n` candidates. */
function serviceCalls(code: string, n: number): { analisar: number; gerar: number; substituir: number; ms: number } {
  const g = fakeGas();
  const table = buildInput(n).table as CellValue[][];
  // Every list has someone, whatever n.
  ['IND', 'QUI'].forEach((cota, k) => table[1 + k].splice(3, 4, cota, 'Sim', 'Deferida', 'Aprovado'));
  g.ss._add('Candidatos', table as Value[][]);
  g.ss._add('Parâmetros', parametersSheetRows({ ...parametersFormOf(null), cargos: [{ cargo: null, vagas: VACANCIES }] }) as Value[][]);
  const f = loadCode(code, g.globals);
  g.log.reset();
  f.cotasAnalisar();
  const analisar = g.log.count;
  g.log.reset();
  const t0 = performance.now();
  if (!JSON.parse(f.cotasGerar(JSON.stringify({ substituir: true })) as string).ok) throw new Error('gas-bench: a geração falhou');
  const ms = performance.now() - t0;
  const gerar = g.log.count;
  g.log.reset();
  f.cotasGerar(JSON.stringify({ substituir: true }));
  return { analisar, gerar, substituir: g.log.count, ms };
}

export async function benchGas(log: (line: string) => void): Promise<void> {
  // As `npm run build:gas` builds it (minified sidebar): the sizes reported are the shipped ones.
  const built = { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-gas-')), ms: 0 };
  built.ms = buildBundle('gas', built.dir, true);
  const code = fs.readFileSync(path.join(built.dir, 'Code.js'), 'utf8');
  const size = (f: string): string => `${Math.round(fs.statSync(path.join(built.dir, f)).size / 1024)} KiB`;
  const f = loadCode(code, fakeGas().globals);
  const { table } = buildInput(ROWS);
  const cells = table.map((r) => r.map((v) => (v === null || v === undefined ? '' : v)));
  const opcoes = 'referencia=01/02/2026; edital=05/01/2026; arredondamento=total; pcd=federal-9508-2018';
  const first = f.COTAS_CLASSIFICAR(cells, [[VACANCIES]], opcoes) as unknown[][];
  if (first.length !== ROWS + 1) throw new Error(`gas-bench: ${first.length} linhas no resultado, esperadas ${ROWS + 1}`);
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t0 = performance.now();
    f.COTAS_CLASSIFICAR(cells, [[VACANCIES]], opcoes);
    const ms = performance.now() - t0;
    if (i >= WARMUP) times.push(ms);
  }
  // The first call of a fresh script (Apps Script starts one per recalculation): no warm-up.
  const cold = loadCode(code, fakeGas().globals);
  const c0 = performance.now();
  cold.COTAS_CLASSIFICAR(cells, [[VACANCIES]], opcoes);
  const coldMs = performance.now() - c0;
  const m = median(times);
  const calls = [10, ROWS].map((n) => ({ n, ...serviceCalls(code, n) }));
  log(`Google Planilhas: Code.js (npm run build:gas) carregado em node:vm (Node ${process.version}).`);
  log('');
  log('medida | valor');
  log(`build (Code.js + sidebar.html) | ${(built.ms / 1000).toFixed(1)} s`);
  log(`Code.js | ${size('Code.js')}`);
  log(`sidebar.html (script em linha) | ${size('sidebar.html')}`);
  log(`=COTAS_CLASSIFICAR, ${ROWS.toLocaleString('pt-BR')} linhas × ${table[0].length} colunas, mediana de ${RUNS} | ${m.toFixed(0)} ms`);
  log(`=COTAS_CLASSIFICAR, primeira chamada num script novo | ${coldMs.toFixed(0)} ms`);
  log(
    `margem até o limite de 30 s de uma função personalizada (primeira chamada) | ${(CUSTOM_FUNCTION_LIMIT_MS / coldMs).toFixed(0)}× ${coldMs < CUSTOM_FUNCTION_LIMIT_MS ? 'ok' : 'ACIMA DO LIMITE'}`,
  );
  for (const c of calls) {
    log(
      `chamadas ao serviço, ${c.n.toLocaleString('pt-BR')} candidatos: validar / gerar / gerar de novo (substituir) | ${c.analisar} / ${c.gerar} / ${c.substituir}`,
    );
  }
  log(
    `gerar com ${ROWS.toLocaleString('pt-BR')} candidatos sobre a planilha falsa (sem a latência do serviço) | ${calls[1].ms.toFixed(0)} ms`,
  );
  if (calls[0].gerar !== calls[1].gerar || calls[0].substituir !== calls[1].substituir)
    log('ATENÇÃO: o número de chamadas cresce com os candidatos');
  fs.rmSync(built.dir, { recursive: true, force: true });
}

if (require.main === module) {
  benchGas((l) => process.stdout.write(l + '\n')).catch((e) => {
    process.stderr.write(String(e?.stack ?? e) + '\n');
    process.exit(1);
  });
}
