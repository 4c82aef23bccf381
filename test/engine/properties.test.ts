// Property tests of the engine over random concursos, against an independent reference
// implementation of ../shared/spec/rules.md written below. The oracle uses only the spec: rule sets
// are restated here from rules.md §8 (not imported), counts use exact integer (BigInt) arithmetic.
import fc from 'fast-check';
import { classify, findRuleSet, reserve, reservedCounts, toContractJson, validateDocument } from '../../src/engine';
import type { CargoResult, ConcursoResult, Nomination } from '../../src/engine';
import { seededRandom } from '../../src/tools/prng';

// ---------------------------------------------------------------------------------------------
// Reference implementation (rules.md, literally)
// ---------------------------------------------------------------------------------------------

type Reading = 'total' | 'por-grupo';
type Collision = 'anterior' | 'posterior';

interface RefRules {
  id: string;
  groups: { code: string; bp: number }[]; // in the rule set's order (§8)
  T: number;
  minimum: number;
  defaultReading: Reading;
  chains: Record<string, string[]>; // reversion chain of each group, ending at AC
  reversionOrder: string[]; // §5.3: QUI, then IND, then PP
}

const PIRANGI_LIKE_CHAINS = { QUI: ['IND', 'PP', 'AC'], IND: ['QUI', 'PP', 'AC'], PP: ['AC'] };
const REF_RULES: Record<string, RefRules> = {
  'pirangi-3056-2025': {
    id: 'pirangi-3056-2025',
    groups: [
      { code: 'PP', bp: 1500 },
      { code: 'IND', bp: 300 },
      { code: 'QUI', bp: 200 },
    ],
    T: 2000,
    minimum: 2,
    defaultReading: 'total',
    chains: PIRANGI_LIKE_CHAINS,
    reversionOrder: ['QUI', 'IND', 'PP'],
  },
  'federal-15142-2025': {
    id: 'federal-15142-2025',
    groups: [
      { code: 'PP', bp: 2500 },
      { code: 'IND', bp: 300 },
      { code: 'QUI', bp: 200 },
    ],
    T: 3000,
    minimum: 2,
    defaultReading: 'por-grupo',
    chains: PIRANGI_LIKE_CHAINS,
    reversionOrder: ['QUI', 'IND', 'PP'],
  },
  'federal-12990-2014': {
    id: 'federal-12990-2014',
    groups: [{ code: 'PP', bp: 2000 }],
    T: 2000,
    minimum: 3,
    defaultReading: 'por-grupo',
    chains: { PP: ['AC'] },
    reversionOrder: ['PP'],
  },
};
const RULE_IDS = Object.keys(REF_RULES);

/** round(n·bp/10000), half up: floor((2·n·bp + 10000) / 20000) (§3), in exact integer arithmetic
 *  (all operands are small non-negative integers; the remainder is subtracted before dividing). */
function refRound(n: number, bp: number): number {
  const a = 2 * n * bp + 10000;
  if (a >= 9007199254740992) throw new Error('out of range'); // 2^53: beyond it integers are not exact
  return (a - (a % 20000)) / 20000;
}

/** The hand-out of the `total` reading: the j-th reserved vacancy goes to the group with the largest
 *  j·bp_g/T − already_g (compared as j·bp_g − already_g·T, integers), ties to the rule set's order. */
function refHandOut(count: number, rs: RefRules): string[] {
  const already: Record<string, number> = {};
  for (const g of rs.groups) already[g.code] = 0;
  const out: string[] = [];
  for (let j = 1; j <= count; j++) {
    let best: string | null = null;
    let bestScore = 0;
    for (const g of rs.groups) {
      const score = j * g.bp - already[g.code] * rs.T; // small integers: exact
      if (best === null || score > bestScore) {
        best = g.code;
        bestScore = score;
      }
    }
    already[best!]++;
    out.push(best!);
  }
  return out;
}

function refCounts(n: number, rs: RefRules, reading: Reading): Record<string, number> {
  const c: Record<string, number> = {};
  for (const g of rs.groups) c[g.code] = 0;
  if (n >= rs.minimum) {
    if (reading === 'total') {
      for (const g of refHandOut(refRound(n, rs.T), rs)) c[g]++;
    } else {
      for (const g of rs.groups) c[g.code] = refRound(n, g.bp);
    }
  }
  c.AC = n - rs.groups.reduce((s, g) => s + c[g.code], 0);
  return c;
}

function refSequence(n: number, rs: RefRules, reading: Reading, collision: Collision): string[] {
  const seq: string[] = Array(n).fill('AC');
  const counts = refCounts(n, rs, reading);
  if (reading === 'total') {
    const R = rs.groups.reduce((s, g) => s + counts[g.code], 0);
    const hand = refHandOut(R, rs);
    let p = 1;
    for (let j = 1; j <= R; j++) {
      // the j-th reserved position: the smallest p with round(p·T/10000) ≥ j (round is non-decreasing
      // in p, so the search for j can start where the one for j − 1 ended)
      while (refRound(p, rs.T) < j) p++;
      seq[p - 1] = hand[j - 1];
    }
  } else {
    const taken: boolean[] = Array(n + 1).fill(false);
    for (const g of rs.groups) {
      let p = 1;
      for (let k = 1; k <= counts[g.code]; k++) {
        // the k-th vacancy of g: the smallest p with round(p·bp_g/10000) ≥ k
        while (refRound(p, g.bp) < k) p++;
        let q = -1;
        if (!taken[p]) q = p;
        else {
          const earlier = () => {
            for (let x = p - 1; x >= 1; x--) if (!taken[x]) return x;
            return -1;
          };
          const later = () => {
            for (let x = p + 1; x <= n; x++) if (!taken[x]) return x;
            return -1;
          };
          q = collision === 'anterior' ? earlier() : later();
          if (q < 0) q = collision === 'anterior' ? later() : earlier();
        }
        if (q < 0) throw new Error('no free position');
        taken[q] = true;
        seq[q - 1] = g.code;
      }
    }
  }
  return seq;
}

interface RefCand {
  inscricao: string;
  nota: number;
  aprovado: boolean;
  fraude: boolean;
  grupo: string | null;
  optante: boolean;
  confirmacao: 'deferida' | 'indeferida' | 'pendente' | 'ausente';
  nascimento: string | null;
  desempate: (number | null)[];
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Completed years; born on 29 February, the birthday is 1 March in non-leap years (§2.2). */
function ageOn(birth: string, ref: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ry, rm, rd] = ref.split('-').map(Number);
  let [m, d] = [bm, bd];
  if (bm === 2 && bd === 29 && !isLeap(ry)) [m, d] = [3, 1];
  const before = rm < m || (rm === m && rd < d);
  return ry - by - (before ? 1 : 0);
}

function compareInscricao(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    if (x !== y) return x < y ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Merit order without the inscrição step: 0 means an unresolved tie (§2.1–2.3). */
function compareMerit(a: RefCand, b: RefCand, ref: string | null): number {
  if (a.nota !== b.nota) return a.nota > b.nota ? -1 : 1;
  if (ref !== null) {
    const ea = a.nascimento !== null && ageOn(a.nascimento, ref) >= 60;
    const eb = b.nascimento !== null && ageOn(b.nascimento, ref) >= 60;
    if (ea !== eb) return ea ? -1 : 1;
    if (ea && eb && a.nascimento !== b.nascimento) return a.nascimento! < b.nascimento! ? -1 : 1;
  }
  const len = Math.max(a.desempate.length, b.desempate.length);
  for (let i = 0; i < len; i++) {
    const x = i < a.desempate.length ? a.desempate[i] : null;
    const y = i < b.desempate.length ? b.desempate[i] : null;
    if (x === null && y === null) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    if (x !== y) return x > y ? -1 : 1;
  }
  return 0;
}

interface RefOptions {
  reading: Reading;
  collision: Collision;
  absence: 'ampla' | 'eliminado';
  ref: string | null;
}

function refLists(cands: RefCand[], rs: RefRules, o: RefOptions): Record<string, string[]> {
  const codes = rs.groups.map((g) => g.code);
  const groupOf = (c: RefCand) => (c.grupo !== null && codes.includes(c.grupo) ? c.grupo : null);
  const inReserveScheme = (c: RefCand) => groupOf(c) !== null && c.optante;
  const eligible = (c: RefCand) =>
    c.aprovado && !c.fraude && !(inReserveScheme(c) && c.confirmacao === 'ausente' && o.absence === 'eliminado');
  const sorted = cands
    .filter(eligible)
    .slice()
    .sort((a, b) => compareMerit(a, b, o.ref) || compareInscricao(a.inscricao, b.inscricao));
  const lists: Record<string, string[]> = { AC: sorted.map((c) => c.inscricao) };
  for (const g of codes) {
    lists[g] = sorted
      .filter((c) => groupOf(c) === g && c.optante && (c.confirmacao === 'deferida' || c.confirmacao === 'pendente'))
      .map((c) => c.inscricao);
  }
  return lists;
}

function refAllocate(n: number, rs: RefRules, o: RefOptions, lists: Record<string, string[]>): Nomination[] {
  const counts = refCounts(n, rs, o.reading);
  const seq = refSequence(n, rs, o.reading, o.collision);
  const nominated = new Set<string>();
  // 1. AC first
  const acWinners = lists.AC.slice(0, counts.AC);
  acWinners.forEach((x) => nominated.add(x));
  // 2. each group, skipping those already nominated
  const queue: Record<string, { inscricao: string; modalidade: string }[]> = { AC: acWinners.map((x) => ({ inscricao: x, modalidade: 'AC' })) };
  for (const g of rs.groups) {
    queue[g.code] = [];
    for (const x of lists[g.code]) {
      if (queue[g.code].length === counts[g.code]) break;
      if (nominated.has(x)) continue;
      nominated.add(x);
      queue[g.code].push({ inscricao: x, modalidade: g.code });
    }
  }
  // 3. reversions, QUI then IND then PP; each unfilled vacancy walks its chain
  for (const g of rs.reversionOrder) {
    const unfilled = counts[g] - queue[g].length;
    for (let u = 0; u < unfilled; u++) {
      for (const h of rs.chains[g]) {
        const x = lists[h].find((y) => !nominated.has(y));
        if (x !== undefined) {
          nominated.add(x);
          queue[g].push({ inscricao: x, modalidade: h });
          break;
        }
      }
    }
  }
  // 6. order of nomination
  const next: Record<string, number> = {};
  return seq.map((vaga, i) => {
    const k = next[vaga] ?? 0;
    next[vaga] = k + 1;
    const who = queue[vaga][k];
    return { posicao: i + 1, vaga, inscricao: who ? who.inscricao : null, modalidade: who ? who.modalidade : null };
  });
}

// ---------------------------------------------------------------------------------------------
// Random concursos
// ---------------------------------------------------------------------------------------------

interface Gen {
  regra: string;
  opcoes: Record<string, unknown>;
  vagas: number;
  candidatos: Record<string, unknown>[];
}

const REFERENCE_DATES = ['2026-03-01', '2024-02-28', '2024-02-29', '2025-02-28'];
const BIRTHS = [null, null, '1950-06-15', '1964-02-29', '1965-02-28', '1965-03-01', '1966-03-01', '1966-03-02', '1990-01-01', '2000-12-31'];

/** `count` distinct inscrições, digits only, some with leading zeros ("7", "07", "007" may all occur). */
const arbInscricoes = (count: number) =>
  fc.uniqueArray(
    fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 2 })).map(([v, pad]) => '0'.repeat(pad) + String(v)),
    { minLength: count, maxLength: count },
  );

const arbCandidateBody = (groups: (string | null)[]) =>
  fc
    .record({
      nota: fc.constantFrom(50, 55, 60, 60, 60.5, 70, 70, 80, 90),
      aprovado: fc.constantFrom(true, true, true, true, true, true, true, false),
      fraude: fc.constantFrom(false, false, false, false, false, false, false, false, false, true),
      grupo: fc.constantFrom<(string | null)[]>(...groups),
      optante: fc.constantFrom(true, true, true, false),
      confirmacao: fc.constantFrom<(string | undefined)[]>(undefined, 'deferida', 'deferida', 'deferida', 'indeferida', 'pendente', 'ausente'),
      nascimento: fc.constantFrom(...BIRTHS),
      desempate: fc.oneof(fc.constant([] as (number | null)[]), fc.array(fc.constantFrom<(number | null)[]>(null, 1, 2), { maxLength: 2 })),
    })
    .map((c) => {
      const out: Record<string, unknown> = { nota: c.nota };
      if (!c.aprovado) out.aprovado = false;
      if (c.fraude) out.fraude = true;
      if (c.grupo !== null) {
        out.grupo = c.grupo;
        out.optante = c.optante; // optante only with a group (otherwise an input error)
      }
      if (c.confirmacao !== undefined) out.confirmacao = c.confirmacao;
      if (c.nascimento !== null) out.nascimento = c.nascimento;
      if (c.desempate.length > 0) out.desempate = c.desempate;
      return out;
    });

/** Group mixes (null = no group declared): balanced, rich in PP, rich in IND and QUI. */
const GROUP_PROFILES: (string | null)[][] = [
  [null, null, null, 'PP', 'PP', 'IND', 'QUI'],
  [null, 'PP', 'PP', 'PP', 'PP', 'PP', 'PP', 'IND', 'QUI'],
  [null, null, 'PP', 'IND', 'IND', 'QUI', 'QUI'],
];

/** A single-cargo concurso. `regras`/`readings` restrict the rule set and reading. */
function arbConcurso(
  opts: { regras?: string[]; readings?: (Reading | undefined)[]; vagas?: fc.Arbitrary<number>; extra?: fc.Arbitrary<number>; profiles?: (string | null)[][] } = {},
): fc.Arbitrary<Gen> {
  const regras = opts.regras ?? RULE_IDS;
  return fc
    .record({
      regra: fc.constantFrom(...regras),
      arredondamento: fc.constantFrom<(Reading | undefined)[]>(...(opts.readings ?? [undefined, 'total', 'por-grupo'])),
      colisao: fc.constantFrom<(Collision | undefined)[]>(undefined, 'anterior', 'posterior'),
      ausencia: fc.constantFrom<('ampla' | 'eliminado' | undefined)[]>(undefined, 'ampla', 'eliminado'),
      ref: fc.constantFrom<(string | null)[]>(null, ...REFERENCE_DATES),
      vagas: opts.vagas ?? fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 60 })),
      // candidates: usually a few more than the vacancies (so that the group lists and the reversions
      // matter), sometimes fewer (AC list exhausted)
      extra: opts.extra ?? fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -8, max: 40 })),
      profile: fc.constantFrom(...(opts.profiles ?? GROUP_PROFILES)),
    })
    .chain((r) => {
      const count = Math.max(0, Math.min(100, r.vagas + r.extra));
      return fc.tuple(fc.constant(r), arbInscricoes(count), fc.array(arbCandidateBody(r.profile), { minLength: count, maxLength: count }));
    })
    .map(([r, inscricoes, bodies]) => {
      const opcoes: Record<string, unknown> = {};
      if (r.arredondamento) opcoes.arredondamento = r.arredondamento;
      if (r.colisao) opcoes.colisao = r.colisao;
      if (r.ausencia) opcoes.ausenciaConfirmacao = r.ausencia;
      if (r.ref) opcoes.dataReferencia = r.ref;
      return {
        regra: r.regra,
        opcoes,
        vagas: r.vagas,
        candidatos: inscricoes.map((inscricao, k) => ({ inscricao, ...bodies[k] })),
      };
    });
}

function toDoc(g: Gen, vagas = g.vagas, candidatos = g.candidatos): Record<string, unknown> {
  return { regra: g.regra, opcoes: g.opcoes, vagas, candidatos };
}

function runDoc(doc: Record<string, unknown>): ConcursoResult {
  const v = validateDocument(doc);
  if (v.problemas.length > 0 || !v.concurso) throw new Error('invalid generated document: ' + JSON.stringify(v.problemas));
  return classify(v.concurso);
}

function refOptions(g: Gen): RefOptions {
  const rs = REF_RULES[g.regra];
  return {
    reading: (g.opcoes.arredondamento as Reading | undefined) ?? rs.defaultReading,
    collision: (g.opcoes.colisao as Collision | undefined) ?? 'anterior',
    absence: (g.opcoes.ausenciaConfirmacao as 'ampla' | 'eliminado' | undefined) ?? 'ampla',
    ref: (g.opcoes.dataReferencia as string | undefined) ?? null,
  };
}

function refCandidates(g: Gen): RefCand[] {
  return g.candidatos.map((c) => ({
    inscricao: c.inscricao as string,
    nota: c.nota as number,
    aprovado: (c.aprovado as boolean | undefined) ?? true,
    fraude: (c.fraude as boolean | undefined) ?? false,
    grupo: (c.grupo as string | undefined) ?? null,
    optante: (c.optante as boolean | undefined) ?? false,
    confirmacao: (c.confirmacao as RefCand['confirmacao'] | undefined) ?? 'pendente',
    nascimento: (c.nascimento as string | undefined) ?? null,
    desempate: (c.desempate as (number | null)[] | undefined) ?? [],
  }));
}

/** Deterministic Fisher–Yates shuffle from a seed (mulberry32). */
function shuffle<T>(xs: readonly T[], seed: number): T[] {
  const rnd = seededRandom(seed);
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const nominatedSet = (c: CargoResult) => new Set(c.nomeacao.map((x) => x.inscricao).filter((x): x is string => x !== null));

const RUNS = { numRuns: 100 };

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

describe('propriedades sobre concursos aleatórios', () => {
  function agreesWithReference(g: Gen): void {
    const rs = REF_RULES[g.regra];
    const o = refOptions(g);
    const c = runDoc(toDoc(g)).cargos[0];
    const lists = refLists(refCandidates(g), rs, o);
    expect(c.reserva).toEqual(refCounts(g.vagas, rs, o.reading));
    expect(c.sequencia).toEqual(refSequence(g.vagas, rs, o.reading, o.collision));
    expect(c.listas).toEqual(lists);
    expect(c.nomeacao).toEqual(refAllocate(g.vagas, rs, o, lists));
    const other: Reading = o.reading === 'total' ? 'por-grupo' : 'total';
    expect(c.reservaOutraLeitura.arredondamento).toBe(other);
    const otherCounts = refCounts(g.vagas, rs, other);
    for (const gr of rs.groups) expect(c.reservaOutraLeitura.reserva[gr.code]).toBe(otherCounts[gr.code]);
  }

  test('the engine agrees with the reference implementation (reserva, sequência, listas, nomeação)', () => {
    fc.assert(fc.property(arbConcurso(), agreesWithReference), { numRuns: 250 });
  });

  test('the engine agrees with the reference implementation when IND and QUI have reserves (reversion chains)', () => {
    const arb = arbConcurso({
      regras: ['pirangi-3056-2025', 'federal-15142-2025'],
      vagas: fc.integer({ min: 13, max: 60 }),
      extra: fc.integer({ min: 5, max: 60 }),
      profiles: [GROUP_PROFILES[1], GROUP_PROFILES[1], GROUP_PROFILES[2]],
    });
    fc.assert(fc.property(arb, agreesWithReference), { numRuns: 120 });
  });

  // Whole contract output, `candidatos` re-keyed by inscrição (they follow the input order).
  const rekey = (out: any) => ({
    ...out,
    cargos: out.cargos.map((c: any) => ({
      ...c,
      candidatos: Object.fromEntries(
        c.candidatos.map((x: any) => [x.inscricao, x]).sort((a: any, b: any) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
      ),
    })),
  });
  // The decisions only: everything but the audit trail, warnings compared by code, level and the set
  // of inscrições they name.
  const decisions = (out: any) => ({
    regra: out.regra,
    opcoes: out.opcoes,
    avisos: out.avisos.map(warningKey).sort(),
    cargos: rekey(out).cargos.map((c: any) => ({ ...c, memoria: undefined, avisos: c.avisos.map(warningKey).sort() })),
  });
  const warningKey = (w: any) => `${w.nivel}|${w.codigo}|${[...(w.inscricoes ?? [])].sort().join(',')}`;

  const singleShuffled = fc.tuple(arbConcurso(), fc.integer()).map(([g, seed]) => ({
    doc: toDoc(g),
    shuffled: toDoc(g, g.vagas, shuffle(g.candidatos, seed)),
  }));
  const severalShuffled = fc
    .tuple(arbConcurso(), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 3 }), fc.integer())
    .map(([g, v2, v3, seed]) => {
      const names = ['Agente', 'Motorista', 'Professor'];
      const doc = {
        regra: g.regra,
        opcoes: g.opcoes,
        cargos: [
          { cargo: names[0], vagas: g.vagas },
          { cargo: names[1], vagas: v2 },
          { cargo: names[2], vagas: v3 },
        ],
        candidatos: g.candidatos.map((c, k) => ({ ...c, cargo: names[k % 3] })),
      };
      return { doc, shuffled: { ...doc, candidatos: shuffle(doc.candidatos, seed) } };
    });

  /** Property with a cheap boolean check (fast shrinking); the counterexample is then shown as a diff. */
  function assertSame(arb: fc.Arbitrary<{ doc: Record<string, unknown>; shuffled: Record<string, unknown> }>, view: (out: any) => unknown, numRuns: number) {
    const outputs = (x: { doc: Record<string, unknown>; shuffled: Record<string, unknown> }) => ({
      a: view(toContractJson(runDoc(x.doc))),
      b: view(toContractJson(runDoc(x.shuffled))),
    });
    const details = fc.check(
      fc.property(arb, (x) => {
        const { a, b } = outputs(x);
        return JSON.stringify(a) === JSON.stringify(b);
      }),
      { numRuns },
    );
    if (details.failed) {
      const { a, b } = outputs(details.counterexample![0]);
      expect(b).toEqual(a); // shows the difference
      throw new Error(fc.defaultReportMessage(details) ?? 'property failed'); // key order only: still a failure
    }
  }

  test('the per-candidate results follow the input order', () => {
    fc.assert(
      fc.property(arbConcurso(), (g) => {
        const a = toContractJson(runDoc(toDoc(g))) as any;
        expect(a.cargos[0].candidatos.map((x: any) => x.inscricao)).toEqual(g.candidatos.map((x) => x.inscricao));
      }),
      { numRuns: 50 },
    );
  });

  test('the result does not depend on the order of the input rows: decisions (lists, counts, nomination, situations, warnings)', () => {
    assertSame(singleShuffled, decisions, 120);
  });

  test('the result does not depend on the order of the input rows: the whole contract output (audit trail and messages included)', () => {
    assertSame(singleShuffled, rekey, 120);
  });

  test('the result does not depend on the order of the input rows, several cargos: decisions', () => {
    assertSame(severalShuffled, decisions, 60);
  });

  test('the result does not depend on the order of the input rows, several cargos: the whole contract output', () => {
    assertSame(severalShuffled, rekey, 60);
  });

  test.each([
    ['pirangi-3056-2025', undefined],
    ['federal-15142-2025', 'total'],
    ['federal-12990-2014', undefined],
  ] as [string, Reading | undefined][])(
    'under the total reading (%s), whoever is nominated with n vacancies is still nominated with n + 1',
    (regra, reading) => {
      fc.assert(
        fc.property(arbConcurso({ regras: [regra], readings: [reading], vagas: fc.integer({ min: 0, max: 59 }) }), (g) => {
          const a = nominatedSet(runDoc(toDoc(g)).cargos[0]);
          const b = nominatedSet(runDoc(toDoc(g, g.vagas + 1)).cargos[0]);
          for (const x of a) expect(b.has(x)).toBe(true);
        }),
        RUNS,
      );
    },
  );

  test('structure of the nomination: no one twice, AC positions from the first A of the AC list, group positions from the lists and chains', () => {
    fc.assert(
      fc.property(arbConcurso(), (g) => {
        const rs = REF_RULES[g.regra];
        const c = runDoc(toDoc(g)).cargos[0];
        const n = g.vagas;
        expect(c.nomeacao).toHaveLength(n);
        expect(c.sequencia).toHaveLength(n);
        c.nomeacao.forEach((x, i) => {
          expect(x.posicao).toBe(i + 1);
          expect(x.vaga).toBe(c.sequencia[i]);
          expect(x.inscricao === null).toBe(x.modalidade === null);
        });
        const ids = c.nomeacao.map((x) => x.inscricao).filter((x): x is string => x !== null);
        expect(new Set(ids).size).toBe(ids.length);

        const A = c.reserva.AC;
        const firstA = c.listas.AC.slice(0, A);
        for (const x of c.nomeacao.filter((y) => y.vaga === 'AC' && y.inscricao !== null)) {
          expect(firstA).toContain(x.inscricao);
          expect(x.modalidade).toBe('AC');
        }
        for (const id of firstA) {
          const at = c.nomeacao.find((y) => y.inscricao === id);
          expect(at).toBeDefined();
          expect(at!.vaga).toBe('AC');
          expect(at!.modalidade).toBe('AC');
        }
        // every AC position is filled as long as the AC list allows it
        expect(c.nomeacao.filter((y) => y.vaga === 'AC' && y.inscricao !== null)).toHaveLength(Math.min(A, c.listas.AC.length));

        for (const gr of rs.groups) {
          const pos = c.nomeacao.filter((y) => y.vaga === gr.code);
          expect(pos).toHaveLength(c.reserva[gr.code]);
          const allowed = [gr.code, ...rs.chains[gr.code]];
          let reverted = false;
          for (const y of pos) {
            if (y.inscricao === null) continue;
            expect(allowed).toContain(y.modalidade);
            expect(c.listas[y.modalidade!]).toContain(y.inscricao);
            // the group's own winners come first, in list order; the reverted recipients after them
            if (y.modalidade !== gr.code) reverted = true;
            else expect(reverted).toBe(false);
          }
          const own = pos.filter((y) => y.modalidade === gr.code).map((y) => y.inscricao!);
          const listOrder = c.listas[gr.code].filter((x) => own.includes(x));
          expect(own).toEqual(listOrder);
          // the group fills min(c_g, its list minus those already nominated as AC) itself
          const available = c.listas[gr.code].filter((x) => !firstA.includes(x)).length;
          expect(own).toHaveLength(Math.min(c.reserva[gr.code], available));
        }
        // unfilled positions only when the AC list is exhausted
        if (c.nomeacao.some((y) => y.inscricao === null)) {
          expect(c.listas.AC.every((x) => ids.includes(x))).toBe(true);
          expect(c.avisos.map((w) => w.codigo)).toContain('vaga-nao-preenchida');
        } else {
          expect(c.avisos.map((w) => w.codigo)).not.toContain('vaga-nao-preenchida');
        }
        expect(c.avisos.some((w) => w.codigo === 'outra-leitura' && w.nivel === 'info')).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  test('a cotista whose AC rank is within the AC vacancies is counted as AC, never in a reserve', () => {
    fc.assert(
      fc.property(arbConcurso(), (g) => {
        const c = runDoc(toDoc(g)).cargos[0];
        const A = c.reserva.AC;
        const groupCodes = Object.keys(c.listas).filter((k) => k !== 'AC');
        for (const [rank0, id] of c.listas.AC.entries()) {
          if (rank0 >= A) break;
          const isCotista = groupCodes.some((k) => c.listas[k].includes(id));
          const o = c.candidatos.find((x) => x.inscricao === id)!;
          expect(o.situacao).toBe('nomeado');
          expect(o.modalidade).toBe('AC');
          expect(o.classificacaoAC).toBe(rank0 + 1);
          if (isCotista) expect(c.nomeacao.find((x) => x.inscricao === id)!.modalidade).toBe('AC');
        }
        // per-candidate outcomes agree with the nomination and the lists
        for (const o of c.candidatos) {
          const acRank = c.listas.AC.indexOf(o.inscricao);
          expect(o.classificacaoAC).toBe(acRank >= 0 ? acRank + 1 : null);
          const inGroup = groupCodes.filter((k) => c.listas[k].includes(o.inscricao));
          expect(inGroup.length).toBeLessThanOrEqual(1);
          expect(o.listaGrupo).toBe(inGroup.length ? inGroup[0] : null);
          expect(o.classificacaoGrupo).toBe(inGroup.length ? c.listas[inGroup[0]].indexOf(o.inscricao) + 1 : null);
          const at = c.nomeacao.find((x) => x.inscricao === o.inscricao);
          expect(o.situacao === 'nomeado').toBe(at !== undefined);
          expect(o.posicao).toBe(at ? at.posicao : null);
          expect(o.modalidade).toBe(at ? at.modalidade : null);
        }
      }),
      RUNS,
    );
  });

  test('unresolved ties are reported; error level when the tie decides who is nominated, warning level when it decides nothing', () => {
    fc.assert(
      fc.property(arbConcurso(), (g) => {
        const rs = REF_RULES[g.regra];
        const o = refOptions(g);
        const cands = refCandidates(g);
        const byId = new Map(cands.map((x) => [x.inscricao, x]));
        const c = runDoc(toDoc(g)).cargos[0];
        const ties = c.avisos.filter((w) => w.codigo === 'empate-nao-resolvido');
        // tie classes of the AC list (equal merit, adjacent in the ranked list)
        const ac = c.listas.AC;
        const classes: string[][] = [];
        for (let i = 0; i < ac.length; i++) {
          if (i > 0 && compareMerit(byId.get(ac[i - 1])!, byId.get(ac[i])!, o.ref) === 0) classes[classes.length - 1].push(ac[i]);
          else classes.push([ac[i]]);
        }
        const tieClasses = classes.filter((k) => k.length > 1);
        expect(ties.length > 0).toBe(tieClasses.length > 0);
        const nominated = nominatedSet(c);
        const baseline = refLists(cands, rs, o);
        const refNominated = (lists: Record<string, string[]>) =>
          new Set(refAllocate(g.vagas, rs, o, lists).map((x) => x.inscricao).filter((x) => x !== null));
        const same = (a: Set<unknown>, b: Set<unknown>) => a.size === b.size && [...a].every((x) => b.has(x));
        let decisive = false;
        for (const k of tieClasses) {
          // would the commission's sorteio (here: the reverse order of the class) change who is nominated?
          const rev = new Map(k.map((id, i) => [id, k[k.length - 1 - i]]));
          const swapped: Record<string, string[]> = {};
          for (const [list, ids] of Object.entries(baseline)) {
            const pos = ids.map((id, i) => (rev.has(id) ? i : -1)).filter((i) => i >= 0);
            const members = pos.map((i) => ids[i]).reverse();
            const copy = ids.slice();
            pos.forEach((i, t) => (copy[i] = members[t]));
            swapped[list] = copy;
          }
          if (!same(refNominated(swapped), refNominated(baseline))) decisive = true;
        }
        if (decisive) expect(ties.some((w) => w.nivel === 'erro')).toBe(true);
        if (tieClasses.every((k) => k.every((id) => !nominated.has(id)))) expect(ties.every((w) => w.nivel === 'aviso')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('contagens e sequências, exaustivo para n de 0 a 1000', () => {
  const combos: [string, Reading, Collision][] = [];
  for (const id of RULE_IDS) {
    combos.push([id, 'total', 'anterior']);
    combos.push([id, 'por-grupo', 'anterior']);
    combos.push([id, 'por-grupo', 'posterior']);
  }
  const sameArray = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const sameRecord = (a: Record<string, number>, b: Record<string, number>) =>
    Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

  // Plain comparisons in the loop (jest's deep equality on 9 × 1001 sequences is too slow); every
  // mismatch is collected and the list must be empty.
  test.each(combos)('%s, %s, colisão %s', (id, reading, collision) => {
    const rs = REF_RULES[id];
    const rules = findRuleSet(id)!;
    expect(rules).toBeDefined();
    const problems: string[] = [];
    const fail = (n: number, what: string, got: unknown, want: unknown) => {
      if (problems.length < 10) problems.push(`n = ${n}: ${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    };
    let previous: string[] = [];
    for (let n = 0; n <= 1000; n++) {
      const r = reserve(n, id, { arredondamento: reading, colisao: collision });
      const counts = refCounts(n, rs, reading);
      if (!sameRecord(r.reserva, counts)) fail(n, 'reserva', r.reserva, counts);
      const rc = reservedCounts(n, rules, reading);
      if (!sameRecord(rc, counts)) fail(n, 'reservedCounts', rc, counts);
      // what §3 says the reserved total is
      const reserved = rs.groups.reduce((s, g) => s + (r.reserva[g.code] ?? NaN), 0);
      const want =
        n < rs.minimum ? 0 : reading === 'total' ? refRound(n, rs.T) : rs.groups.reduce((s, g) => s + refRound(n, g.bp), 0);
      if (reserved !== want) fail(n, 'reserved total', reserved, want);
      if (r.reserva.AC !== n - want) fail(n, 'AC', r.reserva.AC, n - want);
      // the sequence: n entries, reserva[g] of each g, and the positions of §4
      if (r.sequencia.length !== n) fail(n, 'sequence length', r.sequencia.length, n);
      for (const k of Object.keys(r.reserva)) {
        const m = r.sequencia.filter((t) => t === k).length;
        if (m !== r.reserva[k]) fail(n, `entries ${k}`, m, r.reserva[k]);
      }
      if (!r.sequencia.every((t) => t in r.reserva)) fail(n, 'unknown entry', r.sequencia, Object.keys(r.reserva));
      const ref = refSequence(n, rs, reading, collision);
      if (!sameArray(r.sequencia, ref)) fail(n, 'sequencia', r.sequencia, ref);
      if (reading === 'total') {
        // under total, the sequence for n − 1 is a prefix of the sequence for n
        if (!sameArray(r.sequencia.slice(0, previous.length), previous)) fail(n, 'prefix of n − 1', r.sequencia, previous);
        previous = r.sequencia;
      }
    }
    expect(problems).toEqual([]);
  });

  test('under total, every prefix of the sequence holds the reserve for that many vacancies (§4)', () => {
    const problems: string[] = [];
    for (const id of RULE_IDS) {
      const rs = REF_RULES[id];
      const seq = reserve(1000, id, { arredondamento: 'total' }).sequencia;
      const running: Record<string, number> = {};
      for (const g of rs.groups) running[g.code] = 0;
      for (let p = 1; p <= 1000; p++) {
        if (seq[p - 1] !== 'AC') running[seq[p - 1]]++;
        const want = refCounts(p, rs, 'total');
        for (const g of rs.groups) if (running[g.code] !== want[g.code] && problems.length < 10) problems.push(`${id}, prefix ${p}: ${g.code} ${running[g.code]} ≠ ${want[g.code]}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
