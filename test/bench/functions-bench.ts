// Benchmark of =COTAS.CLASSIFICAR against the engine alone: a 100,000-row, 12-column table as Excel
// hands it to the custom function (a 2-D array with the Portuguese header row), versus `classify` on
// the same candidates already parsed (one in twenty opts for the PcD reserve, under Decreto nº
// 9.508/2018). The cells are as a pt-BR Excel holds them: numbers as numbers
// (a typed "87,5" is a number), dates as the serial numbers of date cells, labels as text ("PP",
// "Sim", "Deferida"); the inscrição is text in every other row (a column formatted as text keeps
// leading zeros), and in a third of the rows the nota and the date are text too (pasted or imported
// as text: "87,5", "dd/mm/aaaa"), which is slower to read. The difference is what
// the add-in adds: reading the cells (src/sheet), the options, and building the spilled result.
// Target: at most 100 ms over the engine per 100,000 rows, an absolute overhead
// (a ratio to the engine grew worse whenever the engine got faster). It is measured, not tested: the
// median of the pairs' differences, with their spread.
// Also measured: what Excel on the web's 5 MB limit means for this table (src/hosts/excel/functions/web-limit.ts),
// and what its estimate costs (it runs on the web only).
// Called by test/bench/bench.ts (`npm run bench`; `measureFunctions()` gives the numbers, and
// `benchFunctions(log)` prints them); also runnable alone after `npm run build:cli`:
//   node --expose-gc dist-node/test/bench/functions-bench.js
import { classify } from '../../src/engine';
import type { Candidate, Concurso } from '../../src/engine';
import { classifyTable } from '../../src/hosts/excel/functions/functions';
import { WEB_PAYLOAD_BUDGET, WEB_PAYLOAD_BYTES, payloadSize } from '../../src/hosts/excel/functions/web-limit';
import { isoToExcelSerial, readCandidateTable } from '../../src/sheet';
import { seededRandom as prng } from '../../tools/prng';

const ROWS = 100_000;
const VACANCIES = 500;
// Eleven runs of each path, in pairs (engine and function one after the other, in alternating
// order), after two warm-up pairs. The overhead reported is the median of the pairs' differences: on
// a shared 2-core machine a single run can be off by a third, and a slow moment slows both runs of a pair.
const RUNS = 11;
const WARMUP = 2;

type Cell = string | number;

const HEADER: Cell[] = [
  'Inscrição',
  'Nome',
  'Nota final',
  'Cota',
  'Optante',
  'Confirmação',
  'Situação',
  'Data de nascimento',
  'Desempate 1',
  'Desempate 2',
  'PcD',
  'Avaliação PcD',
];
const CONFIRMATION_LABEL = { deferida: 'Deferida', indeferida: 'Indeferida', pendente: 'Pendente', ausente: 'Ausente' } as const;

/** The same concurso twice: as the engine's candidates and as the table Excel passes. */
export function buildInput(rows: number, seed = 2026): { concurso: Concurso; table: Cell[][] } {
  const rnd = prng(seed);
  const candidatos: Candidate[] = new Array(rows);
  const table: Cell[][] = new Array(rows + 1);
  table[0] = HEADER;
  for (let i = 0; i < rows; i++) {
    const r = rnd();
    const grupo = r < 0.4 ? 'PP' : r < 0.43 ? 'IND' : r < 0.45 ? 'QUI' : null;
    const c = rnd();
    const confirmacao = grupo === null ? 'pendente' : c < 0.9 ? 'deferida' : c < 0.95 ? 'indeferida' : 'pendente';
    const aprovado = rnd() < 0.97;
    const year = 1950 + Math.floor(rnd() * 55);
    const month = 1 + Math.floor(rnd() * 12);
    const day = 1 + Math.floor(rnd() * 28);
    const nota = Math.max(1, Math.round(rnd() * 10000)) / 100; // a 0 Nota in Excel desktop is a blank cell: an error now
    const d1 = Math.round(rnd() * 1000) / 10;
    const d2 = Math.round(rnd() * 100);
    const inscricao = String(100000 + i);
    const nome = `Candidato ${i + 1}`;
    const nascimento = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    candidatos[i] = {
      inscricao,
      nome,
      cargo: null,
      nota,
      aprovado,
      grupo,
      optante: grupo !== null,
      confirmacao,
      fraude: false,
      nascimento,
      desempate: [d1, d2],
      // One in twenty opts for the PcD reserve (from the index: the random sequence stays as it was).
      pcd: i % 20 === 7,
      avaliacaoPcd: i % 20 === 7 ? (i % 100 === 27 ? 'indeferida' : 'deferida') : 'pendente',
    };
    table[i + 1] = [
      // Excel passes numbers as numbers and text as text: mixed, as real sheets are.
      i % 2 ? Number(inscricao) : inscricao,
      nome,
      i % 3 ? nota : String(nota).replace('.', ','),
      grupo ?? '',
      grupo !== null ? 'Sim' : 'Não',
      grupo !== null ? CONFIRMATION_LABEL[confirmacao] : '',
      aprovado ? 'Aprovado' : 'Reprovado',
      i % 3 ? isoToExcelSerial(nascimento) : `${nascimento.slice(8, 10)}/${nascimento.slice(5, 7)}/${nascimento.slice(0, 4)}`,
      d1,
      d2,
      i % 20 === 7 ? 'Sim' : '',
      i % 20 === 7 ? (i % 100 === 27 ? 'Indeferida' : 'Deferida') : '',
    ];
  }
  const concurso: Concurso = {
    regra: 'pirangi-3056-2025',
    opcoes: {
      arredondamento: 'total',
      colisao: 'anterior',
      ausenciaConfirmacao: 'ampla',
      dataReferencia: '2026-02-01',
      dataEdital: '2026-01-05',
      pcd: 'federal-9508-2018',
      reservaMultipla: 'maior-percentual',
    },
    cargos: [{ cargo: null, vagas: VACANCIES }],
    candidatos,
  };
  return { concurso, table };
}

function gc(): void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) g();
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(fn: () => unknown): number {
  gc();
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/** What measureFunctions found (milliseconds; the overhead and the spread per 100,000 rows). */
export interface FunctionsMeasure {
  rows: number;
  pairs: number;
  /** Medians of the engine's and of the function's times. */
  engineMs: number;
  functionMs: number;
  /** Median of the pairs' differences (function − engine), per 100,000 rows. */
  overheadMsPer100k: number;
  /** Smallest and largest difference of a pair, per 100,000 rows. */
  spreadMs: [number, number];
  /** Median time of src/sheet's readCandidateTable alone on the same table (part of the overhead). */
  readMs: number;
  /** Excel on the web: the estimated size of the table and of the result, the rows of this width that fit, and what the estimate costs on those. */
  web: { inputBytes: number; outputBytes: number; rowsThatFit: number; estimateMs: number };
}

/** Measures =COTAS.CLASSIFICAR against the engine (see the file's header). */
export async function measureFunctions(): Promise<FunctionsMeasure> {
  const { concurso, table } = buildInput(ROWS);
  const opcoes = 'referencia=01/02/2026; edital=05/01/2026; arredondamento=total; pcd=federal-9508-2018';
  const vagas = [[VACANCIES]];
  // Same result from both paths before timing anything.
  const spill = classifyTable(table, vagas, opcoes);
  const direct = classify({ ...concurso, candidatos: concurso.candidatos.map((c) => ({ ...c })) });
  const nominated = direct.cargos[0].nomeacao.filter((n) => n.inscricao !== null).length;
  const spillNominated = spill.filter((r) => typeof r[2] === 'number').length;
  if (spill.length !== ROWS + 1 || spillNominated !== nominated) {
    throw new Error(`functions-bench: resultados diferentes (${spillNominated} × ${nominated} nomeados)`);
  }
  const engineTimes: number[] = [];
  const functionTimes: number[] = [];
  const readTimes: number[] = [];
  const differences: number[] = [];
  for (let k = -WARMUP; k < RUNS; k++) {
    // classify does not modify its input; a fresh copy keeps the comparison fair anyway.
    const fresh: Concurso = { ...concurso, candidatos: concurso.candidatos.map((c) => ({ ...c })) };
    let te: number;
    let tf: number;
    if (k % 2 === 0) {
      te = time(() => classify(fresh));
      tf = time(() => classifyTable(table, vagas, opcoes));
    } else {
      tf = time(() => classifyTable(table, vagas, opcoes));
      te = time(() => classify(fresh));
    }
    const tr = time(() => readCandidateTable(table, { planilha: 'tabela' }));
    if (k < 0) continue;
    engineTimes.push(te);
    functionTimes.push(tf);
    readTimes.push(tr);
    differences.push(tf - te);
  }
  const per100k = (ms: number): number => (ms * 100_000) / ROWS;
  // Excel on the web: the same estimate the functions make there (input and result); timed on the
  // largest table of this width that fits, the case where it adds to a call that goes on.
  const inputBytes = payloadSize(table);
  const outputBytes = payloadSize(spill);
  const rowsThatFit = Math.floor((WEB_PAYLOAD_BUDGET * table.length) / inputBytes) - 1;
  const fitting = table.slice(0, rowsThatFit + 1);
  const fittingOut = spill.slice(0, rowsThatFit + 1);
  const estimates: number[] = [];
  for (let k = 0; k < 5; k++) {
    estimates.push(time(() => payloadSize(fitting) + payloadSize(fittingOut)));
  }
  return {
    rows: ROWS,
    pairs: RUNS,
    engineMs: median(engineTimes),
    functionMs: median(functionTimes),
    overheadMsPer100k: per100k(median(differences)),
    spreadMs: [per100k(Math.min(...differences)), per100k(Math.max(...differences))],
    readMs: median(readTimes),
    web: { inputBytes, outputBytes, rowsThatFit, estimateMs: median(estimates) },
  };
}

const ms0 = (x: number): string => `${x.toFixed(0)} ms`;
const mb1 = (bytes: number): string => `${(bytes / 1e6).toFixed(1).replace('.', ',')} MB`;

/** Prints the measurement (measured here unless given); returns it. */
export async function benchFunctions(log: (line: string) => void, measured?: FunctionsMeasure): Promise<FunctionsMeasure> {
  const m = measured ?? (await measureFunctions());
  log(
    `Excel: =COTAS.CLASSIFICAR sobre ${m.rows.toLocaleString('pt-BR')} linhas × ${HEADER.length} colunas (como o Excel passa), contra classify do motor nas mesmas candidaturas (${m.pairs} pares de medições, medianas).`,
  );
  log('');
  log('caminho | tempo');
  log(`motor (classify) | ${ms0(m.engineMs)}`);
  log(`=COTAS.CLASSIFICAR (leitura das células + motor + resultado) | ${ms0(m.functionMs)}`);
  log(`  dos quais: leitura das células (readCandidateTable, src/sheet) | ${ms0(m.readMs)}`);
  log(
    `  dos quais: o restante do suplemento (células em branco do Excel, opções, vagas, montagem do resultado) | ${ms0(Math.max(0, m.functionMs - m.readMs - m.engineMs))} (aprox.)`,
  );
  const ok = m.overheadMsPer100k <= 100 ? 'ok' : 'ACIMA DA META';
  log(
    `acréscimo sobre o motor por 100 mil linhas (mediana das diferenças dos pares) | ${ms0(m.overheadMsPer100k)} (meta: ≤ 100 ms) ${ok}; pares de ${ms0(m.spreadMs[0])} a ${ms0(m.spreadMs[1])}`,
  );
  log(
    `Excel na Web (limite de ${mb1(WEB_PAYLOAD_BYTES)} por chamada; as funções recusam acima de ${mb1(WEB_PAYLOAD_BUDGET)}): tabela ≈ ${mb1(m.web.inputBytes)}, resultado ≈ ${mb1(m.web.outputBytes)}; ` +
      `cabem cerca de ${m.web.rowsThatFit.toLocaleString('pt-BR')} linhas desta largura; a estimativa (só na Web) custa ${m.web.estimateMs.toFixed(1).replace('.', ',')} ms nelas`,
  );
  return m;
}

if (require.main === module) {
  benchFunctions((l) => process.stdout.write(l + '\n')).catch((e) => {
    process.stderr.write(String(e?.stack ?? e) + '\n');
    process.exit(1);
  });
}
