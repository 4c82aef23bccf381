// `npm run bench`: `cotas classificar` measured against its floor in the same run,
// on realistic input (./gerador): the JSON path at 100 mil, 300 mil and 1 milhão candidates and at 200
// cargos × 5 mil; the spreadsheet path at 100 mil and 1 milhão; peak memory of each; the custom
// function's overhead per 100 mil rows (./functions-bench). Every measured run is a process of its own
// (./pares), with the Node flags a user has (`node bin/cotas.js`: none), stdout to /dev/null. Then,
// shortened, the engine alone against a plain sort in one process, and the Google Sheets case.
//
//   npm run bench                 everything (about 20 minutes on a 2-core machine)
//   npm run bench -- --rapido     only the small sizes (or COTAS_BENCH_RAPIDO=1), for a quick check
//   COTAS_BENCH_PARES_XLSX_1M=1   one pair for the 1 million-row workbook instead of two (about 3 minutes less)
//   COTAS_BENCH_CASOS=vagas       only the file cases whose name contains the text (none of the others)
//
// Not a test: nothing here fails a build.
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { classify } from '../../src/engine';
import type { Concurso } from '../../src/engine';
import { benchFunctions } from './functions-bench';
import { benchGas } from './gas-bench';
import { benchConcurso, manyCargos, singleCargo, writeJsonConcurso, writeXlsxConcurso } from './gerador';
import type { BenchCargo } from './gerador';
import { median, ROOT, runPairs } from './pares';
import type { PairResult } from './pares';

const CLI = path.join(ROOT, 'bin', 'cotas.js');
const FLOORS = path.join(__dirname, 'pisos.js');

interface Target {
  /** cotas / floor time, at most. */
  time?: number;
  /** cotas / floor peak RSS, at most. */
  memory?: number;
  /** cotas's peak RSS in MB, at most. */
  rssMb?: number;
}

interface FileCase {
  name: string;
  /**
   * `historico`: `cotas classificar` on the JSON with a record of acts (the whole order nominated, then
   * one withdrawal: regenerating after one act of the Nomeações sheet, rules.md §10) against a plain
   * `cotas classificar` of the same JSON without acts as the floor.
   */
  kind: 'json' | 'xlsx' | 'historico';
  shape: BenchCargo[];
  pairs: number;
  warmup: number;
  target: Target;
  quick: boolean;
}

const CASES: FileCase[] = [
  { name: 'JSON, 100 mil, 1 cargo', kind: 'json', shape: singleCargo(100_000, 500), pairs: 5, warmup: 1, target: {}, quick: true },
  {
    name: 'JSON, 300 mil, 1 cargo',
    kind: 'json',
    shape: singleCargo(300_000, 750),
    pairs: 5,
    warmup: 1,
    target: { time: 2, memory: 3 },
    quick: false,
  },
  {
    name: 'JSON, 1 milhão, 1 cargo',
    kind: 'json',
    shape: singleCargo(1_000_000, 1000),
    pairs: 3,
    warmup: 0,
    target: { time: 2, memory: 3 },
    quick: false,
  },
  // Many vacancies: the order of nomination (rules.md §6) is built incrementally, so a cargo's
  // vacancies cost about as little as its candidates (src/engine/order-incremental.ts).
  {
    name: 'JSON, 300 mil, 1 cargo, 15 mil vagas',
    kind: 'json',
    shape: singleCargo(300_000, 15_000),
    pairs: 3,
    warmup: 0,
    target: { time: 2, memory: 3 },
    quick: false,
  },
  {
    name: 'JSON, 1 milhão, 1 cargo, 50 mil vagas',
    kind: 'json',
    shape: singleCargo(1_000_000, 50_000),
    pairs: 3,
    warmup: 0,
    target: { time: 2 },
    quick: false,
  },
  {
    name: 'Regenerar após um ato (Nomeações), 300 mil, 15 mil vagas, contra classificar sem atos',
    kind: 'historico',
    shape: singleCargo(300_000, 15_000),
    pairs: 3,
    warmup: 0,
    target: { time: 2 },
    quick: false,
  },
  { name: 'JSON, 200 cargos × 5 mil', kind: 'json', shape: manyCargos(200, 5000, 20), pairs: 3, warmup: 0, target: {}, quick: false },
  { name: '.xlsx → .xlsx, 100 mil', kind: 'xlsx', shape: singleCargo(100_000, 500), pairs: 3, warmup: 1, target: { time: 2 }, quick: true },
  {
    name: '.xlsx → .xlsx, 1 milhão',
    kind: 'xlsx',
    shape: singleCargo(1_000_000, 1000),
    pairs: Number(process.env.COTAS_BENCH_PARES_XLSX_1M ?? 2),
    warmup: 0,
    target: { rssMb: 2048 },
    quick: false,
  },
];

const FUNCTION_TARGET_MS = 100;

const n = (x: number, d = 2): string => x.toLocaleString('pt-BR', { minimumFractionDigits: d, maximumFractionDigits: d });
const secs = (ms: number): string => `${n(ms / 1000)} s`;
const mb = (x: number): string => `${Math.round(x).toLocaleString('pt-BR')} MB`;
const total = (shape: BenchCargo[]): number => shape.reduce((s, c) => s + c.candidatos, 0);

interface Row {
  caso: string;
  cotas: string;
  piso: string;
  razao: string;
  cpu: string;
  rssCotas: string;
  rssPiso: string;
  meta: string;
  ok: string;
}

function targetText(t: Target): string {
  const parts: string[] = [];
  if (t.time !== undefined) parts.push(`tempo ≤ ${n(t.time, 0)}×`);
  if (t.memory !== undefined) parts.push(`memória ≤ ${n(t.memory, 0)}×`);
  if (t.rssMb !== undefined) parts.push(`pico < ${n(t.rssMb / 1024, 0)} GB`);
  return parts.join(', ') || '—';
}

function fileRow(c: FileCase, r: PairResult): Row {
  const caso = `${c.name} (${r.ratios.length} ${r.ratios.length === 1 ? 'par' : 'pares'})`;
  const rssC = Math.max(...r.cotas.map((x) => x.rssMb));
  const rssF = Math.max(...r.floor.map((x) => x.rssMb));
  if (r.failed) {
    return {
      caso,
      cotas: '—',
      piso: '—',
      razao: r.failed,
      cpu: '—',
      rssCotas: mb(rssC),
      rssPiso: mb(rssF),
      meta: targetText(c.target),
      ok: 'falhou',
    };
  }
  const ratio = median(r.ratios);
  const lo = Math.min(...r.ratios);
  const hi = Math.max(...r.ratios);
  const checks: boolean[] = [];
  if (c.target.time !== undefined) checks.push(ratio <= c.target.time);
  if (c.target.memory !== undefined) checks.push(rssC <= c.target.memory * rssF);
  if (c.target.rssMb !== undefined) checks.push(rssC < c.target.rssMb);
  return {
    caso,
    cotas: secs(median(r.cotas.map((x) => x.ms))),
    piso: secs(median(r.floor.map((x) => x.ms))),
    razao: `${n(ratio)}× (${n(lo)}–${n(hi)}); memória ${n(rssC / rssF, 1)}×`,
    cpu: `${n(median(r.cpuRatios))}× (${n(Math.min(...r.cpuRatios))}–${n(Math.max(...r.cpuRatios))})`,
    rssCotas: mb(rssC),
    rssPiso: mb(rssF),
    meta: targetText(c.target),
    ok: checks.length === 0 ? '—' : checks.every(Boolean) ? 'atingida' : 'não atingida',
  };
}

async function prepare(c: FileCase, dir: string, log: (l: string) => void): Promise<{ cotas: string[]; floor: string[] }> {
  const t0 = Date.now();
  const base = path.join(dir, `entrada-${total(c.shape)}-${c.shape.length}-${c.shape.reduce((s, x) => s + x.vagas, 0)}`);
  if (c.kind === 'historico') {
    const plain = `${base}.json`;
    if (!fs.existsSync(plain)) writeJsonConcurso(plain, c.shape);
    const file = `${base}-historico.json`;
    writeJsonConcurso(file, c.shape, regenerationActs(c.shape));
    log(`  ${c.name}: entradas ${path.basename(plain)} e ${path.basename(file)}, geradas em ${secs(Date.now() - t0)}`);
    return { cotas: [CLI, 'classificar', file, '--json'], floor: [CLI, 'classificar', plain, '--json'] };
  }
  if (c.kind === 'json') {
    const file = `${base}.json`;
    if (!fs.existsSync(file)) writeJsonConcurso(file, c.shape);
    log(`  ${c.name}: entrada ${path.basename(file)}, ${mb(fs.statSync(file).size / 2 ** 20)}, gerada em ${secs(Date.now() - t0)}`);
    return { cotas: [CLI, 'classificar', file, '--json'], floor: [FLOORS, 'json', file] };
  }
  const file = `${base}.xlsx`;
  if (!fs.existsSync(file)) await writeXlsxConcurso(file, c.shape);
  log(`  ${c.name}: entrada ${path.basename(file)}, ${mb(fs.statSync(file).size / 2 ** 20)}, gerada em ${secs(Date.now() - t0)}`);
  return {
    cotas: [CLI, 'classificar', file, '--saida', path.join(dir, 'saida-cotas.xlsx')],
    floor: [FLOORS, 'xlsx', file, path.join(dir, 'saida-piso.xlsx')],
  };
}

/**
 * The Nomeações sheet after one more act: every position of the order nominated (as the commission
 * records it), then the occupant of the middle position withdraws. Regenerating refills that position
 * (rules.md §10) from the lists without them.
 */
function regenerationActs(shape: BenchCargo[]): object[] {
  const order = classify(benchConcurso(shape)).cargos[0].nomeacao.filter((x) => x.inscricao !== null);
  const acts: object[] = order.map((x) => ({ posicao: x.posicao, inscricao: x.inscricao, situacao: 'nomeado' }));
  const middle = order[order.length >> 1];
  acts.push({ posicao: middle.posicao, inscricao: middle.inscricao, situacao: 'desistente', ato: 'Portaria 2/2027' });
  return acts;
}

// ---- The engine alone, in one process, against a plain sort of the same candidates ----

interface EngineCase {
  name: string;
  build(): Concurso;
  quick: boolean;
}

const ENGINE_CASES: EngineCase[] = [
  { name: '100 mil candidatos, 1 cargo (500 vagas)', build: () => benchConcurso(singleCargo(100_000, 500)), quick: true },
  // 2,000 vacancies with the federal PcD rule (the order of nomination is near-linear in them).
  { name: '1 milhão, 1 cargo (2000 vagas, PcD federal)', build: () => benchConcurso(singleCargo(1_000_000, 2000)), quick: false },
];

function gc(): void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) g();
}

/** Runs one engine case in this process and prints one JSON line. */
function runEngineCase(index: number): void {
  const c = ENGINE_CASES[index];
  const concurso = c.build();
  const runs = concurso.candidatos.length >= 1_000_000 ? 3 : 5;
  const engine: number[] = [];
  const sort: number[] = [];
  let sink = 0;
  for (let k = 0; k < runs; k++) {
    gc();
    let t = process.hrtime.bigint();
    const sorted = concurso.candidatos.slice().sort((a, b) => b.nota - a.nota);
    sort.push(Number(process.hrtime.bigint() - t) / 1e6);
    sink += sorted.length;
    gc();
    t = process.hrtime.bigint();
    const r = classify(concurso);
    engine.push(Number(process.hrtime.bigint() - t) / 1e6);
    sink += r.cargos.length;
  }
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ name: c.name, engine: median(engine), sort: median(sort), maxRssMb, sink }) + '\n');
}

function benchEngine(log: (l: string) => void, quick: boolean): void {
  log(`Motor sozinho (classify, num processo) contra uma ordenação simples por nota das mesmas candidaturas:`);
  log('caso | motor | ordenação | razão | pico RSS');
  ENGINE_CASES.forEach((c, k) => {
    if (quick && !c.quick) return;
    const out = execFileSync(process.execPath, ['--expose-gc', '--max-old-space-size=8192', __filename, '--motor', String(k)], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    const r = JSON.parse(out.trim().split('\n').pop()!) as { name: string; engine: number; sort: number; maxRssMb: number };
    log(`${r.name} | ${secs(r.engine)} | ${secs(r.sort)} | ${n(r.engine / r.sort, 1)} | ${mb(r.maxRssMb)}`);
  });
}

function printTable(log: (l: string) => void, rows: Row[]): void {
  const header: Row = {
    caso: 'caso',
    cotas: 'cotas',
    piso: 'piso',
    razao: 'razão (mediana, faixa)',
    cpu: 'razão de CPU',
    rssCotas: 'pico RSS cotas',
    rssPiso: 'pico RSS piso',
    meta: 'meta',
    ok: 'ok?',
  };
  const keys = Object.keys(header) as (keyof Row)[];
  const width = keys.map((k) => Math.max(...[header, ...rows].map((r) => r[k].length)));
  const line = (r: Row): string => keys.map((k, i) => r[k].padEnd(width[i])).join(' | ');
  log(line(header));
  log(width.map((w) => '-'.repeat(w)).join('-|-'));
  rows.forEach((r) => log(line(r)));
}

async function main(): Promise<void> {
  const motor = process.argv.indexOf('--motor');
  if (motor >= 0) {
    runEngineCase(Number(process.argv[motor + 1]));
    return;
  }
  const quick = process.argv.includes('--rapido') || process.env.COTAS_BENCH_RAPIDO === '1';
  const only = process.env.COTAS_BENCH_CASOS ?? '';
  const log = (line: string): void => {
    process.stdout.write(line + '\n');
  };
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-bench-'));
  const rows: Row[] = [];
  try {
    log(
      `cotas classificar contra o piso, cada execução num processo próprio (Node ${process.version}, sem opções do Node, como bin/cotas.js; saída padrão em /dev/null; ${os.cpus().length} núcleos, carga ${os
        .loadavg()
        .map((x) => n(x, 1))
        .join(' / ')})${quick ? ' — modo rápido' : ''}.`,
    );
    log(
      'Piso JSON: ler o arquivo, JSON.parse, ordenar por nota (por cargo), gravar as inscrições ordenadas. Piso .xlsx: leitor em fluxo do exceljs (todas as linhas guardadas) + gravação em fluxo simples (sem estilos, sem strings compartilhadas).',
    );
    log(
      'Razão: tempo decorrido de cotas / do piso, mediana dos pares (faixa: a menor e a maior); é a que decide a meta. Razão de CPU: o mesmo com o tempo de CPU (usuário + sistema, todas as threads), mais estável numa máquina ocupada.',
    );
    log(`Pastas temporárias em ${dir}.`);
    for (const c of CASES) {
      if (quick && !c.quick) continue;
      if (only && !c.name.includes(only)) continue;
      const args = await prepare(c, dir, log);
      const r = await runPairs(args.cotas, args.floor, c.pairs, c.warmup);
      const row = fileRow(c, r);
      rows.push(row);
      const each = r.ratios.map((x) => n(x)).join(' ');
      log(
        `    cotas ${row.cotas}, piso ${row.piso}, razão ${row.razao}; razões dos pares: ${each || '—'}; CPU ${row.cpu}; pico RSS ${row.rssCotas} / ${row.rssPiso}`,
      );
      // The biggest inputs are not needed again: free the disk.
      if (total(c.shape) >= 1_000_000) for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f), { force: true });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (only) {
    log('');
    printTable(log, rows);
    return;
  }
  log('');
  const fm = await benchFunctions(log);
  const overhead = fm.overheadMsPer100k;
  rows.push({
    caso: `=COTAS.CLASSIFICAR, ${fm.rows.toLocaleString('pt-BR')} linhas (${fm.pairs} pares)`,
    cotas: `${n(fm.functionMs / 1000)} s`,
    piso: `${n(fm.engineMs / 1000)} s (motor)`,
    razao: `+${n(overhead, 0)} ms por 100 mil linhas (${n(fm.spreadMs[0], 0)} a ${n(fm.spreadMs[1], 0)})`,
    cpu: '—',
    rssCotas: '—',
    rssPiso: '—',
    meta: `≤ ${FUNCTION_TARGET_MS} ms por 100 mil linhas`,
    ok: overhead <= FUNCTION_TARGET_MS ? 'atingida' : 'não atingida',
  });
  log('');
  benchEngine(log, quick);
  if (!quick) {
    log('');
    await benchGas(log);
  }
  if (!quick) await (await import('./painel-bench')).benchPane(log, undefined, true); // the pane's main thread
  log('');
  log(
    `Resumo (${secs(Date.now() - started)} ao todo; carga da máquina ao final ${os
      .loadavg()
      .map((x) => n(x, 1))
      .join(' / ')}):`,
  );
  printTable(log, rows);
}

if (require.main === module) {
  main().catch((e) => {
    process.stderr.write(String(e?.stack ?? e) + '\n');
    process.exit(1);
  });
}
