// Random concursos for the tests of the incremental order of nomination (test/engine/order-*.test.ts),
// and the switch between the two constructions of the order: a test file mocks
// src/engine/order-incremental with `incrementalModule()` and runs classify() both ways with
// `bothWays`. Incrementally, the construction is required to apply (it returns null only when the
// lists are not in AC order or its S(n) differs from the result's), so a fallback cannot hide a
// difference.
import { classify, validateDocument } from '../../src/engine';
import type { ConcursoResult } from '../../src/engine';

export type Doc = Record<string, unknown>;

/** Which construction classify() uses now, and how many times the incremental one was applied. */
export const construction = { recompute: false, applied: 0 };

/** The module that replaces src/engine/order-incremental in a test file (jest.mock factory). */
export function incrementalModule(): Record<string, unknown> {
  const actual = jest.requireActual('../../src/engine/order-incremental');
  return {
    incrementalOrder: (...args: unknown[]) => {
      if (construction.recompute) return null;
      const r = actual.incrementalOrder(...args);
      if (r === null) throw new Error('the incremental order did not apply');
      construction.applied++;
      return r;
    },
  };
}

export function run(doc: Doc): ConcursoResult {
  const v = validateDocument(doc);
  if (v.problemas.length > 0 || !v.concurso) throw new Error('invalid generated document: ' + JSON.stringify(v.problemas));
  return classify(v.concurso);
}

/** classify() incrementally and by recomputing every S(q), each JSON-serialised. */
export function bothWays(doc: Doc): { incremental: string; recomputed: string; result: ConcursoResult } {
  construction.recompute = false;
  const result = run(doc);
  const incremental = JSON.stringify(result);
  construction.recompute = true;
  try {
    return { incremental, recomputed: JSON.stringify(run(doc)), result };
  } finally {
    construction.recompute = false;
  }
}

export const pick = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
export const int = (rand: () => number, lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));

const SHIPPED = ['pirangi-3056-2025', 'federal-15142-2025', 'federal-12990-2014'];
const WRITTEN_CODES = ['PP', 'IND', 'QUI', 'NEG'];

/** A written rule (rules.md §11): 1–3 groups, joint declarations, chains, either reading and fraction. */
function writtenRule(rand: () => number): { regra: Doc; declared: string[] } {
  const k = int(rand, 1, 3);
  const codes = WRITTEN_CODES.slice(0, k);
  const grupos: Doc[] = [];
  const declared: string[] = [];
  let room = 6000;
  codes.forEach((codigo, g) => {
    const bp = int(rand, 100, Math.min(room - 100 * (k - g), 4000));
    room -= bp;
    const g2: Doc = { codigo, percentual: bp / 100 };
    // Sometimes a joint reserve: the last group also takes a value no group lists otherwise.
    if (g === k - 1 && rand() < 0.3) {
      g2.declaracoes = [codigo, 'OUT'];
      declared.push('OUT');
    }
    declared.push(codigo);
    grupos.push(g2);
  });
  const reversao: Record<string, string[]> = {};
  for (const c of codes) if (rand() < 0.6) reversao[c] = codes.filter((o) => o !== c && rand() < 0.6);
  const regra: Doc = {
    id: 'regra-aleatoria',
    grupos,
    minimoVagas: int(rand, 1, 6),
    arredondamento: pick(rand, ['total', 'por-grupo']),
    fracao: pick(rand, ['meio', 'acima']),
    reversao,
  };
  if (rand() < 0.3) regra.reservaMultipla = pick(rand, ['todas', 'maior-percentual']);
  return { regra, declared };
}

function writtenPcd(rand: () => number, groups: string[]): Doc {
  const minimoVagas = int(rand, 1, 6);
  const pcd: Doc = {
    id: 'pcd-aleatoria',
    percentual: int(rand, 100, 1500) / 100,
    fracao: pick(rand, ['meio', 'acima']),
    minimoVagas,
    pelomenos: int(rand, 0, 1),
    reversao: groups.filter(() => rand() < 0.4),
  };
  if (rand() < 0.3) pcd.teto = int(rand, 500, 3000) / 100;
  return pcd;
}

/** A random single-cargo concurso: rule, options, 0–45 vacancies, candidates around that many. */
export function randomConcurso(rand: () => number): Doc {
  const written = rand() < 0.4;
  const { regra, declared } = written ? writtenRule(rand) : { regra: pick(rand, SHIPPED), declared: ['PP', 'IND', 'QUI'] };
  const opcoes: Doc = {};
  if (rand() < 0.5) opcoes.arredondamento = pick(rand, ['total', 'por-grupo']);
  if (rand() < 0.5) opcoes.colisao = pick(rand, ['anterior', 'posterior']);
  if (rand() < 0.5) opcoes.ausenciaConfirmacao = pick(rand, ['ampla', 'eliminado']);
  if (rand() < 0.5) opcoes.reservaMultipla = pick(rand, ['todas', 'maior-percentual']);
  if (rand() < 0.3) opcoes.dataReferencia = '2026-03-01';
  const pcdChoice = rand();
  if (pcdChoice < 0.25) opcoes.pcd = 'federal-9508-2018';
  else if (pcdChoice < 0.45) opcoes.pcd = 'sp-lc683-1992';
  else if (pcdChoice < 0.65) {
    const groups = written
      ? ((regra as Doc).grupos as Doc[]).map((g) => g.codigo as string)
      : regra === 'federal-12990-2014'
        ? ['PP']
        : declared;
    opcoes.pcd = writtenPcd(rand, groups);
  }
  const vagas = rand() < 0.5 ? int(rand, 0, 15) : int(rand, 0, 45);
  const count = Math.max(0, vagas + int(rand, -8, 40));
  // Group mixes: sparse reserves (reversions), rich ones (compensação), and the usual one.
  const richness = pick(rand, [0.1, 0.35, 0.7]);
  const candidatos: Doc[] = [];
  for (let k = 0; k < count; k++) {
    const c: Doc = { inscricao: String(1000 + k), nota: pick(rand, [50, 55, 60, 60, 70, 70.5, 80, 90, 95]) };
    if (rand() < 0.1) c.aprovado = false;
    if (rand() < richness) {
      c.grupo =
        written && rand() < 0.2
          ? [pick(rand, declared), pick(rand, declared)].filter((x, i, xs) => xs.indexOf(x) === i)
          : pick(rand, declared);
      c.optante = rand() < 0.85;
      c.confirmacao = pick(rand, ['deferida', 'deferida', 'deferida', 'indeferida', 'pendente', 'ausente']);
    }
    if (rand() < richness / 3) {
      c.pcd = true;
      c.avaliacaoPcd = pick(rand, ['deferida', 'deferida', 'indeferida', 'pendente', 'ausente']);
    }
    if (rand() < 0.2) c.nascimento = pick(rand, ['1950-06-15', '1966-03-01', '1990-01-01']);
    if (rand() < 0.3) c.desempate = [int(rand, 0, 2)];
    candidatos.push(c);
  }
  return { regra, opcoes, vagas, candidatos };
}

/**
 * Acts of the validity period (rules.md §10) on a classified concurso: the first positions nominated,
 * some of them leaving (desistência, sem efeito, fim de fila), and new vacancies.
 */
export function withActs(rand: () => number, doc: Doc, result: ConcursoResult): Doc | null {
  const order = result.cargos[0].nomeacao.filter((x) => x.inscricao !== null);
  if (order.length === 0) return null;
  const nominated = int(rand, 1, order.length);
  const historico: Doc[] = [];
  for (let p = 0; p < nominated; p++) historico.push({ posicao: order[p].posicao, inscricao: order[p].inscricao, situacao: 'nomeado' });
  for (let p = 0; p < nominated; p++) {
    if (rand() < 0.25)
      historico.push({
        posicao: order[p].posicao,
        inscricao: order[p].inscricao,
        situacao: pick(rand, ['desistente', 'sem-efeito', 'fim-de-fila']),
      });
  }
  return { ...doc, vagas: (doc.vagas as number) + int(rand, 0, 6), historico };
}
