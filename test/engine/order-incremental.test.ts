// The incremental order of nomination (src/engine/order-incremental.ts) against the definition (every
// S(q) recomputed, src/engine/order.ts): random concursos of every shipped rule set and of written
// rules (rules.md §11: joint reserves, chains, several declarations, written PcD rules), every option,
// with and without acts of the validity period (§10). The whole classify() result, JSON-serialised —
// order, entry points, explanations, warnings — must be the same both ways. The incremental
// construction is also required to apply to every one of these concursos (it never falls back here: the
// lists always follow the AC list's order), so a fallback cannot hide a difference.
import { seededRandom } from '../../tools/prng';
import { bothWays, construction, int, randomConcurso } from '../support/random-concursos';
import type { Doc } from '../support/random-concursos';

jest.mock('../../src/engine/order-incremental', () => jest.requireActual('../support/random-concursos').incrementalModule());

describe('incremental order = the order by recomputing every S(q)', () => {
  test('random concursos: shipped and written rules, PcD, every option; identical classify() results', () => {
    const rand = seededRandom(2026);
    let compared = 0;
    let nonMonotone = 0;
    construction.applied = 0;
    for (let trial = 0; trial < 700; trial++) {
      const doc = randomConcurso(rand);
      const { incremental, recomputed, result } = bothWays(doc);
      expect(incremental).toBe(recomputed);
      compared++;
      if (result.cargos[0].avisos.some((w) => w.codigo === 'ordem-nao-monotona')) nonMonotone++;
    }
    expect(compared).toBe(700);
    // Both kinds of reading are exercised, and the incremental construction applied every time.
    expect(nonMonotone).toBeGreaterThan(30);
    expect(construction.applied).toBeGreaterThanOrEqual(700);
  });

  test('a larger concurso, Pirangi with PcD: 400 vacancies, 3,000 candidates, few indígenas and quilombolas', () => {
    const rand = seededRandom(5);
    const candidatos: Doc[] = [];
    for (let k = 0; k < 3000; k++) {
      const c: Doc = { inscricao: String(k + 1), nota: int(rand, 0, 400) / 4 };
      const x = rand();
      if (x < 0.25) c.grupo = 'PP';
      else if (x < 0.262) c.grupo = 'IND';
      else if (x < 0.27) c.grupo = 'QUI';
      if (c.grupo) {
        c.optante = true;
        c.confirmacao = 'deferida';
      }
      if (rand() < 0.03) c.pcd = true;
      candidatos.push(c);
    }
    const doc = { regra: 'pirangi-3056-2025', opcoes: { pcd: 'federal-9508-2018' }, vagas: 400, candidatos };
    const { incremental, recomputed, result } = bothWays(doc);
    expect(incremental).toBe(recomputed);
    expect(result.cargos[0].nomeacao.filter((x) => x.inscricao !== null)).toHaveLength(400);
  });
});
