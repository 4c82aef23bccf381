// Benchmark of the task pane's main thread: "Gerar listas finais" on 100,000 candidates in the built
// pane (test/support/bundles.ts, the add-in's bundle without the final minification, as the tests
// build it) in Debian's Chromium (playwright-core, test/build/browser.ts) over the fake Office.js
// (test/support/fake-office.js) holding the workbook: the Candidatos sheet of the bench's generator
// (./gerador, as Excel hands its cells: dates as day numbers) and a Parâmetros sheet written by the
// project's own writer. A PerformanceObserver records every 'longtask' entry (a task of the page's
// main thread over 50 ms) from the click to the result; the longest is what the commission feels as
// a frozen pane. Target: no task over 200 ms.
//
// One thing differs from the fake as the tests use it: its context.sync() resolves at once (a
// microtask), so every read and write of a batch would run as one task, which Office.js never does
// (a sync is a round trip to Excel, answered in a later task). Here each sync is answered in a later
// task too (a setTimeout 0 after the fake has applied it), so the tasks measured are the pane's own.
//
// Also printed: the total time, the number of long tasks, the time of the opening read (the pane
// reads the workbook when it opens) and a SHA-256 of every cell written (values and number formats
// of the sheets the add-in wrote, the moment of the generation left out): the same figure before and
// after a change of the pane's code says the lists written did not change.
//
// Called by test/bench/bench.ts (`npm run bench`); also runnable alone after `npm run build:cli`:
//   node dist-node/test/bench/painel-bench.js
//   COTAS_BENCH_PAINEL_PACOTE=<dir> uses an add-in bundle already built in <dir> (no build);
//   COTAS_BENCH_PAINEL_PERFIL=<file> writes the main thread's CPU profile of the generation to <file>
//   (.cpuprofile, for Chrome's DevTools), to see what a long task is made of.
import { createHash } from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { isoToExcelSerial } from '../../src/sheet';
import type { CellValue } from '../../src/sheet';
import { parametersFormOf, parametersSheetRows } from '../../src/sheet/parameters-form';
import { launchChromium, serveFolder } from '../build/browser';
import { buildBundle } from '../support/bundles';
import { ROOT } from './pares';
import { BENCH_CRITERIA, BENCH_OPTIONS, BENCH_RULE, XLSX_HEADER, benchCandidates, xlsxRow } from './gerador';

const CANDIDATES = 100_000;
const VACANCIES = 500;
const CARGO = 'Agente Administrativo';
/** The target: no task of the pane's main thread longer than this (ms). */
export const PANE_TASK_TARGET_MS = 200;
const OFFICE_JS = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

/** The workbook as the fake Office.js takes it (window.__initialSheets). */
function workbook(): { name: string; grid: CellValue[][] }[] {
  const grid: CellValue[][] = [XLSX_HEADER.slice()];
  benchCandidates(CANDIDATES, 42).forEach((c, i) => {
    // Excel hands a date cell as its day number.
    grid.push(xlsxRow(c, i, i, CARGO).map((v) => (v instanceof Date ? isoToExcelSerial(v.toISOString().slice(0, 10)) : v)));
  });
  const form = {
    ...parametersFormOf(null),
    regra: BENCH_RULE,
    pcd: BENCH_OPTIONS.pcd,
    arredondamento: BENCH_OPTIONS.arredondamento,
    dataEdital: BENCH_OPTIONS.dataEdital,
    dataReferencia: BENCH_OPTIONS.dataReferencia,
    criterios: BENCH_CRITERIA.slice(),
    cargos: [{ cargo: CARGO, vagas: VACANCIES }],
  };
  const params = parametersSheetRows(form).map((r) =>
    r.map((v) => (v instanceof Date ? isoToExcelSerial(v.toISOString().slice(0, 10)) : v)),
  ) as CellValue[][];
  return [
    { name: 'Candidatos', grid },
    { name: 'Parâmetros', grid: params },
  ];
}

/** Runs in the page before the fake: records the long tasks; after it: each sync answered in a later task. */
const OBSERVER = `
window.__longtasks = [];
new PerformanceObserver(function (list) {
  list.getEntries().forEach(function (e) { window.__longtasks.push({ start: e.startTime, duration: e.duration }); });
}).observe({ type: 'longtask', buffered: true });
`;
const ASYNC_SYNC = `
(function () {
  var run = window.Excel.run;
  window.Excel.run = function (batch) {
    return run(function (context) {
      var sync = context.sync;
      var later = { workbook: context.workbook, sync: function () {
        return sync().then(function () { return new Promise(function (resolve) { setTimeout(resolve, 0); }); });
      } };
      return batch(later);
    });
  };
  window.__setupDone = performance.now();
})();
`;

/** What measurePane found (ms). */
export interface PaneMeasure {
  candidates: number;
  /** The longest main-thread task from the click to the result. */
  longestMs: number;
  /** The long tasks' durations, in the order they ran. */
  tasksMs: number[];
  /** How many tasks over 50 ms, and over the target. */
  longTasks: number;
  overTarget: number;
  /** From the click on "Gerar listas finais" to the result shown. */
  totalMs: number;
  /** The longest task of the opening read (the pane reads the workbook when it opens). */
  openingLongestMs: number;
  /** Sheets written, and a SHA-256 of their values and number formats. */
  sheetsWritten: number;
  digest: string;
}

/** Measures "Gerar listas finais" in the built pane (see the file's header). */
export async function measurePane(log: (line: string) => void = () => {}): Promise<PaneMeasure> {
  let dir = process.env.COTAS_BENCH_PAINEL_PACOTE;
  let built: string | null = null;
  if (!dir) {
    built = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-painel-'));
    dir = path.join(built, 'suplemento');
    const ms = buildBundle('suplemento', dir, false);
    log(`  pacote do suplemento construído em ${(ms / 1000).toFixed(1).replace('.', ',')} s`);
  }
  const server = await serveFolder(dir);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 320, height: 900 } });
    await context.route('**/*', (route) => {
      const u = route.request().url();
      if (u.startsWith(server.url)) return route.continue();
      if (u === OFFICE_JS) return route.fulfill({ contentType: 'text/javascript', body: '/* o Office.js falso já está na página */' });
      return route.abort();
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript({ content: OBSERVER });
    await page.addInitScript({
      content: `window.__initialSheets = ${JSON.stringify(workbook())}; window.__activeCell = { sheet: 'Candidatos', cell: 'A1' };`,
    });
    await page.addInitScript({ path: path.join(ROOT, 'test', 'support', 'fake-office.js') });
    await page.addInitScript({ content: ASYNC_SYNC });
    await page.goto(`${server.url}taskpane.html`);
    await page.getByRole('tab', { name: 'Dados' }).waitFor({ timeout: 120_000 });
    await page.getByText('Lendo a pasta de trabalho…').first().waitFor({ state: 'detached', timeout: 600_000 });
    // The opening's tasks: those after the page's setup (the 100,000 rows of the fake's workbook are the bench's, not the pane's).
    const opening = await page.evaluate(() => {
      const w = window as unknown as { __longtasks: { start: number; duration: number }[]; __setupDone: number };
      return w.__longtasks.filter((t) => t.start >= w.__setupDone);
    });
    await page.getByRole('tab', { name: 'Gerar listas finais' }).click();
    await page.waitForTimeout(500);
    const t0 = await page.evaluate(() => {
      (window as unknown as { __longtasks: unknown[] }).__longtasks.length = 0;
      return performance.now();
    });
    const profileFile = process.env.COTAS_BENCH_PAINEL_PERFIL;
    const cdp = profileFile ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    await page.getByRole('button', { name: 'Gerar listas finais' }).click();
    await page.getByRole('heading', { name: 'Resultado da geração' }).waitFor({ timeout: 900_000 });
    const t1 = await page.evaluate(() => performance.now());
    if (cdp) fs.writeFileSync(profileFile!, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    // Tasks that end after the result is shown are not the generation's.
    const tasks = await page.evaluate(() =>
      (window as unknown as { __longtasks: { start: number; duration: number }[] }).__longtasks.slice(),
    );
    const mine = tasks.filter((t) => t.start + t.duration >= t0 && t.start <= t1);
    const written = await page.evaluate(() => {
      const state = (window as unknown as { __fakeOffice: { sheets: { name: string; grid: unknown[][]; formats: unknown }[] } })
        .__fakeOffice;
      return state.sheets
        .filter((s) => s.name !== 'Candidatos' && s.name !== 'Parâmetros')
        .map((s) => JSON.stringify([s.name, s.grid, s.formats]));
    });
    if (errors.length > 0) throw new Error(`painel-bench: erros na página: ${errors.join(' | ')}`);
    const digest = createHash('sha256');
    // The moment of the generation ("Gerado em 02/12/2026 13:05:28", in the Memória) is the run's own: left out.
    for (const w of written) digest.update(w.replace(/\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d/g, '(momento)')).update('\n');
    return {
      candidates: CANDIDATES,
      longestMs: Math.max(0, ...mine.map((t) => t.duration)),
      tasksMs: mine.map((t) => Math.round(t.duration)),
      longTasks: mine.length,
      overTarget: mine.filter((t) => t.duration > PANE_TASK_TARGET_MS).length,
      totalMs: t1 - t0,
      openingLongestMs: Math.max(0, ...opening.map((t) => t.duration)),
      sheetsWritten: written.length,
      digest: digest.digest('hex'),
    };
  } finally {
    await browser.close();
    await server.close();
    if (built) fs.rmSync(built, { recursive: true, force: true });
  }
}

const ms0 = (x: number): string => `${Math.round(x).toLocaleString('pt-BR')} ms`;

/**
 * Prints the measurement (measured here unless given; after a blank line with `separated`); returns it,
 * or null when it could not be made (no Chromium: the line says why, and the rest of the bench goes on).
 */
export async function benchPane(log: (line: string) => void, measured?: PaneMeasure, separated = false): Promise<PaneMeasure | null> {
  if (separated) log('');
  log(
    `Painel (Excel): "Gerar listas finais" com ${CANDIDATES.toLocaleString('pt-BR')} candidatos no painel construído, no Chromium, sobre o Office.js falso (cada sync respondido numa tarefa seguinte, como o Excel); tarefas longas da thread principal (PerformanceObserver 'longtask').`,
  );
  let m: PaneMeasure;
  try {
    m = measured ?? (await measurePane(log));
  } catch (e) {
    log(`não medido: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
  const ok = m.longestMs <= PANE_TASK_TARGET_MS ? 'atingida' : 'não atingida';
  log(
    `maior tarefa da thread principal: ${ms0(m.longestMs)} (meta: ≤ ${PANE_TASK_TARGET_MS} ms) ${ok}; ${m.longTasks} tarefas acima de 50 ms, ${m.overTarget} acima da meta; do clique ao resultado ${ms0(m.totalMs)}`,
  );
  log(`  tarefas acima de 50 ms, na ordem: ${m.tasksMs.map((t) => t.toLocaleString('pt-BR')).join(', ') || 'nenhuma'}`);
  log(
    `  abertura do painel (leitura da pasta): maior tarefa ${ms0(m.openingLongestMs)}; planilhas gravadas: ${m.sheetsWritten}, SHA-256 das células gravadas ${m.digest.slice(0, 16)}…`,
  );
  return m;
}

if (require.main === module) {
  benchPane((l) => process.stdout.write(l + '\n')).catch((e) => {
    process.stderr.write(String(e?.stack ?? e) + '\n');
    process.exit(1);
  });
}
