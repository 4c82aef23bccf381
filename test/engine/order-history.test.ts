// The incremental order of nomination against the order by recomputing every S(q), with acts of the
// validity period (rules.md §10): the lists then lose the people who left and put the fim de fila
// last, and the order is built on them (src/engine/history.ts). The whole classify() result must be
// the same both ways (see test/engine/order-incremental.test.ts for the concursos without acts).
import { seededRandom } from '../../tools/prng';
import { bothWays, construction, randomConcurso, run, withActs } from '../support/random-concursos';

jest.mock('../../src/engine/order-incremental', () => jest.requireActual('../support/random-concursos').incrementalModule());

describe('incremental order = the order by recomputing every S(q), during the validity period', () => {
  test('with acts of the validity period (§10): nominations, withdrawals, fim de fila, new vacancies', () => {
    const rand = seededRandom(10);
    let compared = 0;
    construction.applied = 0;
    for (let trial = 0; trial < 380; trial++) {
      const doc = randomConcurso(rand);
      const first = run(doc);
      const later = withActs(rand, doc, first);
      if (!later) continue;
      const { incremental, recomputed } = bothWays(later);
      expect(incremental).toBe(recomputed);
      compared++;
    }
    expect(compared).toBeGreaterThan(200);
    expect(construction.applied).toBeGreaterThanOrEqual(compared);
  });
});
