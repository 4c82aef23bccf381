// Benchmark of =COTAS.CLASSIFICAR against the engine alone: a 100,000-row, 12-column table as Excel
// hands it to the custom function (a 2-D array with the Portuguese header row), versus `classify` on
// the same candidates already parsed (one in twenty opts for the PcD reserve, under Decreto nº
// 9.508/2018). The cells are as a pt-BR Excel holds them: numbers as numbers
// (a typed "87,5" is a number), dates as the serial numbers of date cells, labels as text ("PP",
// "Sim", "Deferida"); the inscrição is text in every other row (a column formatted as text keeps
// leading zeros), and in a third of the rows the nota and the date are text too (pasted or imported
// as text: "87,5", "dd/mm/aaaa"), which is slower to read. The difference is what
// the add-in adds: reading the cells (src/sheet), the options, and building the spilled result.
// Target: at most 1.5× the engine's time.
// Called by test/bench/bench.ts (`npm run bench`); also runnable alone after `npm run build:cli`:
//   node dist-node/test/bench/functions-bench.js
import { classify } from '../../src/engine';
import type { Candidate, Concurso } from '../../src/engine';
import { classifyTable } from '../../src/functions/functions';
import { isoToExcelSerial, readCandidateTable } from '../../src/sheet';
import { seededRandom as prng } from '../../src/tools/prng';

const ROWS = 100_000;
const VACANCIES = 500;
// Eleven runs of each path, in pairs (engine and function one after the other, in alternating
// order), after two warm-up pairs. The ratio reported is the median of the pairs' ratios: on a shared
// 2-core machine a single run can be off by a third, and a slow moment slows both runs of a pair.
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

export async function benchFunctions(log: (line: string) => void): Promise<void> {
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
  const ratios: number[] = [];
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
    ratios.push(tf / te);
  }
  const e = median(engineTimes);
  const f = median(functionTimes);
  const read = median(readTimes);
  const ratio = median(ratios);
  const sorted = ratios.slice().sort((a, b) => a - b);
  log(
    `Excel: =COTAS.CLASSIFICAR sobre ${ROWS.toLocaleString('pt-BR')} linhas × ${HEADER.length} colunas (como o Excel passa), contra classify do motor nas mesmas candidaturas (${RUNS} pares de medições, medianas).`,
  );
  log('');
  log('caminho | tempo');
  log(`motor (classify) | ${e.toFixed(0)} ms`);
  log(`=COTAS.CLASSIFICAR (leitura das células + motor + resultado) | ${f.toFixed(0)} ms`);
  log(`  dos quais: leitura das células (readCandidateTable, src/sheet) | ${read.toFixed(0)} ms`);
  log(`  dos quais: o restante do suplemento (opções, vagas, montagem do resultado) | ${Math.max(0, f - read - e).toFixed(0)} ms (aprox.)`);
  log(`razão função/motor (mediana dos pares) | ${ratio.toFixed(2)} (meta: ≤ 1,50) ${ratio <= 1.5 ? 'ok' : 'ACIMA DA META'}`);
  log(`  razões dos pares, da menor à maior | ${sorted.map((r) => r.toFixed(2)).join(' ')}`);
}

if (require.main === module) {
  benchFunctions((l) => process.stdout.write(l + '\n')).catch((e) => {
    process.stderr.write(String(e?.stack ?? e) + '\n');
    process.exit(1);
  });
}
