// `npm run bench`: the engine's speed as ratios against a plain sort of the same candidates by score,
// measured in the same process, plus peak memory. Each case runs in a child process of its own so
// that its peak RSS is its own. Not a test: nothing here fails a build.
import { execFileSync } from 'child_process';
import { classify } from '../../src/engine';
import type { Candidate, Concurso } from '../../src/engine';
import { seededRandom } from '../../src/tools/prng';
import { benchFunctions } from './functions-bench';
import { benchPlanilha } from './planilha-bench';
import { benchGas } from './gas-bench';

/**
 * Random candidates: about 45% cotistas (PP mostly, some IND and QUI), scores with two decimals (so
 * ties happen), three tie-break criteria, birth dates; a few not approved, indeferidos and pendentes.
 */
export function randomCandidates(count: number, seed: number, cargo: string | null = null, prefix = ''): Candidate[] {
  const rnd = seededRandom(seed);
  const out: Candidate[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const r = rnd();
    const grupo = r < 0.4 ? 'PP' : r < 0.43 ? 'IND' : r < 0.45 ? 'QUI' : null;
    const c = rnd();
    const year = 1950 + Math.floor(rnd() * 55);
    const month = 1 + Math.floor(rnd() * 12);
    const day = 1 + Math.floor(rnd() * 28);
    out[i] = {
      inscricao: `${prefix}${String(i + 1).padStart(7, '0')}`,
      nome: null,
      cargo,
      nota: Math.round(rnd() * 10000) / 100,
      aprovado: rnd() < 0.97,
      grupo,
      optante: grupo !== null,
      confirmacao: grupo === null ? 'pendente' : c < 0.9 ? 'deferida' : c < 0.95 ? 'indeferida' : 'pendente',
      fraude: false,
      nascimento: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      desempate: [Math.round(rnd() * 1000) / 10, Math.round(rnd() * 1000) / 10, Math.round(rnd() * 100)],
      // One in twenty opts for the PcD reserve (from the index: the random sequence stays as it was).
      pcd: i % 20 === 7,
      avaliacaoPcd: i % 100 === 27 ? 'indeferida' : 'deferida',
    };
  }
  return out;
}

interface Case {
  name: string;
  build(): Concurso;
}

const OPTIONS = {
  arredondamento: 'total' as const,
  colisao: 'anterior' as const,
  ausenciaConfirmacao: 'ampla' as const,
  dataReferencia: '2026-02-01',
  dataEdital: '2026-01-05',
  pcd: 'federal-9508-2018',
  reservaMultipla: 'maior-percentual' as const,
};

const CASES: Case[] = [
  { name: '10 mil candidatos, 1 cargo (100 vagas)', build: () => single(10_000, 100) },
  { name: '100 mil candidatos, 1 cargo (500 vagas)', build: () => single(100_000, 500) },
  { name: '1 milhão de candidatos, 1 cargo (1000 vagas)', build: () => single(1_000_000, 1000) },
  // Issue 8: the order of nomination is O(n²) in the vacancies; 2,000 with the federal PcD rule.
  { name: '1 milhão de candidatos, 1 cargo (2000 vagas, PcD federal)', build: () => single(1_000_000, 2000) },
  {
    name: '200 cargos de 5 mil candidatos (20 vagas cada)',
    build: () => {
      const cargos = Array.from({ length: 200 }, (_, k) => ({ cargo: `Cargo ${k + 1}`, vagas: 20 }));
      const candidatos = cargos.flatMap((c, k) => randomCandidates(5000, 1000 + k, c.cargo, `${k + 1}-`));
      return { regra: 'pirangi-3056-2025', opcoes: OPTIONS, cargos, candidatos };
    },
  },
];

function single(count: number, vagas: number): Concurso {
  return { regra: 'pirangi-3056-2025', opcoes: OPTIONS, cargos: [{ cargo: null, vagas }], candidatos: randomCandidates(count, 42) };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function gc(): void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) g();
}

/** Runs one case in this process and prints one JSON line. */
function runCase(index: number): void {
  const c = CASES[index];
  const concurso = c.build();
  const runs = concurso.candidatos.length >= 1_000_000 ? 3 : 5;
  const engine: number[] = [];
  const sort: number[] = [];
  let sink = 0;
  for (let k = 0; k < runs; k++) {
    // Baseline: a plain sort of the same candidates by score, the least any ranking must do.
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

function fmt(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const arg = process.argv.indexOf('--caso');
  if (arg >= 0) {
    runCase(Number(process.argv[arg + 1]));
    return;
  }
  const log = (line: string): void => {
    process.stdout.write(line + '\n');
  };
  log(
    `Motor: classificação completa (listas, reserva, ordem de nomeação, avisos, memória) contra uma ordenação simples por nota das mesmas candidaturas, no mesmo processo. Node ${process.version}.`,
  );
  log('');
  log('caso | motor | ordenação simples | razão motor/ordenação | pico de memória (RSS)');
  for (let k = 0; k < CASES.length; k++) {
    const out = execFileSync(process.execPath, ['--expose-gc', '--max-old-space-size=8192', __filename, '--caso', String(k)], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    const r = JSON.parse(out.trim().split('\n').pop()!);
    log(`${r.name} | ${fmt(r.engine)} | ${fmt(r.sort)} | ${(r.engine / r.sort).toFixed(2)} | ${Math.round(r.maxRssMb)} MB`);
  }
  // The other layers: Excel functions and spreadsheet files.
  log('');
  await benchFunctions(log);
  log('');
  await benchPlanilha(log);
  log('');
  await benchGas(log);
}

if (require.main === module) {
  main().catch((e) => {
    process.stderr.write(String(e?.stack ?? e) + '\n');
    process.exit(1);
  });
}
