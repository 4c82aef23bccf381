// The per-candidate fast path of validateDocument (src/engine/validate.ts): for any input
// document, validateDocument must give exactly what the path that writes the messages gives
// (validateDocumentSlowPath reads every candidate through it). Random candidates mix the common
// shape with one or more broken fields; single-cargo and multi-cargo documents.
import fc from 'fast-check';
import { fastCandidate, isIsoDate, validateDocument, validateDocumentSlowPath } from '../../src/engine/validate';
import { KNOWN_GROUP_CODES } from '../../src/engine/vocabulary';

/** A value among `valid` most of the time, sometimes among `broken`. */
function field<T, U>(valid: fc.Arbitrary<T>, broken: fc.Arbitrary<U>): fc.Arbitrary<T | U> {
  return fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: broken, weight: 1 });
}

const VALID_DATE = fc
  .record({ y: fc.integer({ min: 1900, max: 2030 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const BAD_DATE = fc.constantFrom(
  '2026-02-30',
  '2023-02-29',
  '1900-02-29',
  '1999-13-01',
  '1999-00-10',
  '1999-04-31',
  '1999-01-00',
  '1999-1-1',
  '1999/01/01',
  '01-01-1999',
  '1999-01-01 ',
  '٢٠٢٦-٠١-٠١',
  'abcd-ef-gh',
  '+999-01-01',
  19990101,
  true,
  [],
);
const EDGE_DATE = fc.constantFrom('2024-02-29', '2000-02-29', '1999-12-31', '1999-04-30', '', null);

const bool = field(fc.boolean(), fc.constantFrom(null, 0, 1, 'true', 'sim', [], {}));
const state = field(
  fc.constantFrom('deferida', 'indeferida', 'pendente', 'ausente'),
  fc.constantFrom(null, 'Deferida', 'aprovada', '', 1, true),
);
const group = field(
  fc.constantFrom<unknown>(...KNOWN_GROUP_CODES, null),
  fc.constantFrom<unknown>('XX', 'pp', '', 7, ['PP'], ['PP', 'IND'], [null], [], [null, 'QUI'], { g: 'PP' }),
);
const score = field(
  fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: -10, max: 100, noNaN: true }), fc.constant(-0)),
  fc.constantFrom<unknown>(Number.NaN, Infinity, -Infinity, '71,5', '80', null, true, [80]),
);
const criteria = field(
  fc.array(fc.oneof(fc.integer({ min: 0, max: 99 }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null)), {
    maxLength: 4,
  }),
  fc.oneof(
    fc.constantFrom<unknown>(null, 5, '1;2', {}, [1, 'a'], [Number.NaN], [1, Infinity], [undefined], [[1]]),
    // A sparse list: forEach skips its holes.
    fc.constant(null).map(() => {
      const a: unknown[] = [1];
      a[2] = 3;
      return a;
    }),
  ),
);
const inscricao = field(
  fc.oneof(
    fc.integer({ min: 1, max: 12 }).map((n) => String(n).padStart(4, '0')),
    fc.integer({ min: 0, max: 12 }),
    fc.constantFrom(' 0001', '0002 ', 'A-1'),
  ),
  fc.constantFrom<unknown>('', '   ', -1, 1.5, Number.NaN, true, null, ['0001'], { n: 1 }),
);
const cargoValue = (multi: boolean): fc.Arbitrary<unknown> =>
  multi
    ? field(fc.constantFrom('A', 'B'), fc.constantFrom<unknown>('Z', '', null, 5, ['A']))
    : field(fc.constant(null), fc.constantFrom<unknown>('A', '', 5));

function candidate(multi: boolean): fc.Arbitrary<unknown> {
  const record = fc.record(
    {
      inscricao,
      nome: field(fc.oneof(fc.string({ maxLength: 6 }), fc.constant(null)), fc.constantFrom<unknown>(5, true, ['Ana'])),
      cargo: cargoValue(multi),
      nota: score,
      aprovado: bool,
      grupo: group,
      optante: bool,
      confirmacao: state,
      fraude: bool,
      nascimento: fc.oneof({ arbitrary: VALID_DATE, weight: 6 }, { arbitrary: EDGE_DATE, weight: 2 }, { arbitrary: BAD_DATE, weight: 1 }),
      desempate: criteria,
      cpf: fc.constantFrom<unknown>('123.456.789-09', 12345678909, null, true),
      pcd: bool,
      avaliacaoPcd: state,
      // Unknown keys (typos of known ones): an error.
      notaFinal: fc.constant(1),
      Nota: fc.constant(2),
    },
    // Which keys are present: the common shape has them all (except the typos, usually absent).
    { requiredKeys: [] },
  );
  const common = record.map((c) => {
    const o = c as Record<string, unknown>;
    // Mostly present, mostly without the typos.
    if ('notaFinal' in o && o.inscricao !== '0003') delete o.notaFinal;
    if ('Nota' in o && o.inscricao !== '0004') delete o.Nota;
    if (o.optante === true && o.grupo === null && o.inscricao !== '0005') o.grupo = 'PP';
    return o;
  });
  return fc.oneof({ arbitrary: common, weight: 20 }, { arbitrary: fc.constantFrom<unknown>(null, 5, 'x', [], [1]), weight: 1 });
}

const singleDocument = fc.record({ vagas: fc.constant(5), candidatos: fc.array(candidate(false), { maxLength: 8 }) });
const multiDocument = fc.record({
  cargos: fc.constant([
    { cargo: 'A', vagas: 3 },
    { cargo: 'B', vagas: 2 },
  ]),
  candidatos: fc.array(candidate(true), { maxLength: 8 }),
});

/** A candidate in the common shape: every field present, valid. */
function typical(i: number, cargo: string | null): Record<string, unknown> {
  return {
    inscricao: String(i).padStart(7, '0'),
    nome: null,
    cargo,
    nota: 50 + (i % 37) / 4,
    aprovado: true,
    grupo: i % 3 === 0 ? 'PP' : null,
    optante: i % 3 === 0,
    confirmacao: i % 3 === 0 ? 'deferida' : 'pendente',
    fraude: false,
    nascimento: '1990-01-15',
    desempate: [i % 7, null, 3.5],
    pcd: i % 20 === 7,
    avaliacaoPcd: 'deferida',
  };
}

/** COTAS_PROPERTY_SCALE=10 npx jest test/engine/validate-fast.test.ts: ten times the random cases (a longer soak). */
const SCALE = Math.max(1, Number(process.env.COTAS_PROPERTY_SCALE ?? 1) || 1);

describe('validateDocument fast path', () => {
  it('gives the same concurso and the same problems as the path that writes the messages (single cargo)', () => {
    fc.assert(
      fc.property(singleDocument, (doc) => {
        expect(validateDocument(doc)).toStrictEqual(validateDocumentSlowPath(doc));
      }),
      { numRuns: 1000 * SCALE },
    );
  });

  it('gives the same concurso and the same problems as the path that writes the messages (several cargos)', () => {
    fc.assert(
      fc.property(multiDocument, (doc) => {
        expect(validateDocument(doc)).toStrictEqual(validateDocumentSlowPath(doc));
      }),
      { numRuns: 1000 * SCALE },
    );
  });

  it('reports repeated inscrições the same way, in and out of order, per cargo', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 15 }), cargo: fc.constantFrom('A', 'B') }), { maxLength: 30 }),
        (rows) => {
          const doc = {
            cargos: [
              { cargo: 'A', vagas: 3 },
              { cargo: 'B', vagas: 2 },
            ],
            candidatos: rows.map((r, k) => ({ ...typical(k, r.cargo), inscricao: String(r.id).padStart(3, '0') })),
          };
          const fast = validateDocument(doc);
          expect(fast).toStrictEqual(validateDocumentSlowPath(doc));
          // Independently: one problem per candidate whose (cargo, inscrição) appeared before.
          const seen = new Set<string>();
          let repeated = 0;
          for (const r of rows) {
            const key = `${r.cargo}\u0000${r.id}`;
            if (seen.has(key)) repeated++;
            seen.add(key);
          }
          expect(fast.problemas.length).toBe(repeated);
        },
      ),
      { numRuns: 500 * SCALE },
    );
  });

  it('takes the fast path for the common shape, and it builds the same candidate', () => {
    const cargoNames = new Set<string | null>(['A']);
    for (let i = 1; i <= 200; i++) {
      const single = i % 2 === 0;
      const raw = typical(i, single ? null : 'A');
      const fast = fastCandidate(raw, single, single ? new Set([null]) : cargoNames);
      expect(fast).not.toBeNull();
      const doc = single ? { vagas: 2, candidatos: [raw] } : { cargos: [{ cargo: 'A', vagas: 2 }], candidatos: [raw] };
      const slow = validateDocumentSlowPath(doc);
      expect(slow.problemas).toEqual([]);
      expect(fast).toStrictEqual(slow.concurso!.candidatos[0]);
      // Same keys in the same order as the slow path's candidate.
      expect(Object.keys(fast!)).toEqual(Object.keys(slow.concurso!.candidatos[0]));
    }
  });

  it('leaves anything doubtful to the slow path', () => {
    const base = typical(3, null);
    const broken: Record<string, unknown>[] = [
      { ...base, nota: '71' },
      { ...base, grupo: ['PP'] },
      { ...base, optante: true, grupo: null },
      { ...base, nascimento: '2026-02-30' },
      { ...base, desempate: [1, 'x'] },
      { ...base, cargo: 'A' },
      { ...base, extra: 1 },
      { ...base, inscricao: '  ' },
    ];
    for (const raw of broken) expect(fastCandidate(raw, true, new Set([null]))).toBeNull();
  });
});

describe('isIsoDate by character codes', () => {
  /** Independent oracle: the calendar of Date.UTC, for strings of the right form. */
  function calendarDate(s: string): boolean {
    const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(s);
    if (!m) return false;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const t = new Date(0);
    t.setUTCFullYear(y, mo - 1, d);
    return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
  }

  it('accepts exactly the real calendar dates written aaaa-mm-dd', () => {
    const chars = fc.constantFrom('0', '1', '2', '3', '9', '-', '/', ' ', 'a', '٣');
    const nearDate = fc
      .record({ y: fc.integer({ min: 0, max: 9999 }), m: fc.integer({ min: 0, max: 13 }), d: fc.integer({ min: 0, max: 32 }) })
      .map(({ y, m, d }) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.oneof(
          nearDate,
          fc.array(chars, { maxLength: 11 }).map((a) => a.join('')),
        ),
        (s) => {
          expect(isIsoDate(s)).toBe(calendarDate(s));
        },
      ),
      { numRuns: 5000 * SCALE },
    );
    for (const v of [null, undefined, 20260101, ['2026-01-01'], new Date()]) expect(isIsoDate(v)).toBe(false);
  });
});

describe('a number a double cannot hold', () => {
  test('nota 1e400 (Infinity once parsed) is named as infinite, never "null"', () => {
    const v = validateDocument({ vagas: 1, candidatos: [{ inscricao: '1', nota: Infinity }] });
    expect(v.problemas.map((p) => p.mensagem)).toEqual(['Candidato 1 (inscrição 1), campo "nota": a nota infinito não é um número.']);
  });
});
