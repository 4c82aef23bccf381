// Property tests of the engine over random concursos, against an independent reference
// implementation of ../shared/spec/rules.md written below. The oracle uses only the spec: rule sets
// and PcD rules are restated here from rules.md §8 and §9 (not imported), counts use exact integer
// arithmetic, and the order of nomination is computed by brute force from §6's definition (S(q) from
// scratch for every q) — test/support/reference-rules.ts. The engine is run through its public API
// only (validateDocument, classify, reserve, toContractJson).
import * as fs from 'fs';
import * as path from 'path';
import fc from 'fast-check';
import { classify, reserve, toContractJson, validateDocument } from '../../src/engine';
import type { CargoResult, ConcursoResult, Warning } from '../../src/engine';
import { seededRandom } from '../../tools/prng';
import {
  Reading,
  Collision,
  Multiple,
  PCD,
  REF_RULES,
  RULE_IDS,
  refRound,
  RefPcd,
  REF_PCD,
  PCD_IDS,
  refCounts,
  refPcdPositions,
  refSequence,
  State,
  RefCand,
  compareMerit,
  RefOptions,
  refLists,
  refAllocate,
  RefNomination,
  refOrder,
} from '../support/reference-rules';

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

interface BodyOptions {
  groups: (string | null)[];
  /** Whether candidates may opt for a reserve at all (racial or PcD). */
  cotistas: boolean;
}

const arbCandidateBody = ({ groups, cotistas }: BodyOptions) =>
  fc
    .record({
      nota: fc.constantFrom(50, 55, 60, 60, 60.5, 70, 70, 80, 90),
      aprovado: fc.constantFrom(true, true, true, true, true, true, true, false),
      fraude: fc.constantFrom(false, false, false, false, false, false, false, false, false, true),
      grupo: fc.constantFrom<(string | null)[]>(...groups),
      optante: cotistas ? fc.constantFrom(true, true, true, false) : fc.constant(false),
      confirmacao: fc.constantFrom<(string | undefined)[]>(
        undefined,
        'deferida',
        'deferida',
        'deferida',
        'indeferida',
        'pendente',
        'ausente',
      ),
      nascimento: fc.constantFrom(...BIRTHS),
      desempate: fc.oneof(fc.constant([] as (number | null)[]), fc.array(fc.constantFrom<(number | null)[]>(null, 1, 2), { maxLength: 2 })),
      pcd: cotistas ? fc.constantFrom(false, false, false, true) : fc.constant(false),
      avaliacaoPcd: fc.constantFrom<(string | undefined)[]>(
        undefined,
        undefined,
        'deferida',
        'deferida',
        'indeferida',
        'pendente',
        'ausente',
      ),
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
      if (c.pcd) out.pcd = true;
      if (c.avaliacaoPcd !== undefined) out.avaliacaoPcd = c.avaliacaoPcd; // also for non-PcD candidates: ignored (§9)
      return out;
    });

/** Group mixes (null = no group declared): balanced, rich in PP, rich in IND and QUI. */
const GROUP_PROFILES: (string | null)[][] = [
  [null, null, null, 'PP', 'PP', 'IND', 'QUI'],
  [null, 'PP', 'PP', 'PP', 'PP', 'PP', 'PP', 'IND', 'QUI'],
  [null, null, 'PP', 'IND', 'IND', 'QUI', 'QUI'],
];

const ALL_PCD_OPTIONS: (string | undefined)[] = [undefined, 'nenhuma', 'federal-9508-2018', 'sp-lc683-1992'];

interface ArbOptions {
  regras?: string[];
  readings?: (Reading | undefined)[];
  pcds?: (string | undefined)[];
  vagas?: fc.Arbitrary<number>;
  extra?: fc.Arbitrary<number>;
  profiles?: (string | null)[][];
  cotistas?: boolean;
  maxCandidates?: number;
}

/** A single-cargo concurso. The options restrict the rule set, reading, PcD rule and sizes. */
function arbConcurso(opts: ArbOptions = {}): fc.Arbitrary<Gen> {
  const regras = opts.regras ?? RULE_IDS;
  const cotistas = opts.cotistas ?? true;
  return fc
    .record({
      regra: fc.constantFrom(...regras),
      arredondamento: fc.constantFrom<(Reading | undefined)[]>(...(opts.readings ?? [undefined, 'total', 'por-grupo'])),
      colisao: fc.constantFrom<(Collision | undefined)[]>(undefined, 'anterior', 'posterior'),
      ausencia: fc.constantFrom<('ampla' | 'eliminado' | undefined)[]>(undefined, 'ampla', 'eliminado'),
      ref: fc.constantFrom<(string | null)[]>(null, ...REFERENCE_DATES),
      pcd: fc.constantFrom<(string | undefined)[]>(...(opts.pcds ?? ALL_PCD_OPTIONS)),
      multipla: fc.constantFrom<(Multiple | undefined)[]>(undefined, 'maior-percentual', 'todas'),
      vagas: opts.vagas ?? fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 30 })),
      // candidates: usually a few more than the vacancies (so that the group lists and the reversions
      // matter), sometimes fewer (AC list exhausted)
      extra: opts.extra ?? fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -8, max: 30 })),
      profile: fc.constantFrom(...(opts.profiles ?? GROUP_PROFILES)),
    })
    .chain((r) => {
      const count = Math.max(0, Math.min(opts.maxCandidates ?? 60, r.vagas + r.extra));
      return fc.tuple(
        fc.constant(r),
        arbInscricoes(count),
        fc.array(arbCandidateBody({ groups: r.profile, cotistas }), { minLength: count, maxLength: count }),
      );
    })
    .map(([r, inscricoes, bodies]) => {
      const opcoes: Record<string, unknown> = {};
      if (r.arredondamento) opcoes.arredondamento = r.arredondamento;
      if (r.colisao) opcoes.colisao = r.colisao;
      if (r.ausencia) opcoes.ausenciaConfirmacao = r.ausencia;
      if (r.ref) opcoes.dataReferencia = r.ref;
      if (r.pcd) opcoes.pcd = r.pcd;
      if (r.multipla) opcoes.reservaMultipla = r.multipla;
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
  const pcdId = g.opcoes.pcd as string | undefined;
  return {
    reading: (g.opcoes.arredondamento as Reading | undefined) ?? rs.defaultReading,
    collision: (g.opcoes.colisao as Collision | undefined) ?? 'anterior',
    absence: (g.opcoes.ausenciaConfirmacao as 'ampla' | 'eliminado' | undefined) ?? 'ampla',
    ref: (g.opcoes.dataReferencia as string | undefined) ?? null,
    pcd: pcdId === undefined || pcdId === 'nenhuma' ? null : REF_PCD[pcdId],
    multiple: (g.opcoes.reservaMultipla as Multiple | undefined) ?? rs.defaultMultiple,
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
    confirmacao: (c.confirmacao as State | undefined) ?? 'pendente',
    nascimento: (c.nascimento as string | undefined) ?? null,
    desempate: (c.desempate as (number | null)[] | undefined) ?? [],
    pcd: (c.pcd as boolean | undefined) ?? false,
    avaliacaoPcd: (c.avaliacaoPcd as State | undefined) ?? 'pendente',
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
/** The contract fields of a nomination the oracle computes (`explicacao` is free text). */
const core = (x: CargoResult['nomeacao'][number]): RefNomination => ({
  posicao: x.posicao,
  vaga: x.vaga,
  inscricao: x.inscricao,
  modalidade: x.modalidade,
  entrada: x.entrada === null ? null : { vagas: x.entrada.vagas, modalidade: x.entrada.modalidade },
});
const codesOf = (ws: readonly Warning[]) => ws.map((w) => w.codigo);
const allWarnings = (r: ConcursoResult) => [...r.avisos, ...r.cargos.flatMap((c) => c.avisos)];
/** `q` as a whole number in a text ("16" matches "16 vagas", not "116"). */
const mentions = (text: string, q: number) => new RegExp(`(^|[^0-9])${q}([^0-9]|$)`).test(text);

/** COTAS_PROPERTY_SCALE=10 npx jest test/engine/properties.test.ts: ten times the random cases (a longer soak). */
const SCALE = Math.max(1, Number(process.env.COTAS_PROPERTY_SCALE ?? 1) || 1);
const runs = (n: number) => ({ numRuns: n * SCALE });
const RUNS = runs(100);

// ---------------------------------------------------------------------------------------------
// The oracle itself reproduces the spec's worked examples (guards the oracle, not the engine)
// ---------------------------------------------------------------------------------------------

describe('o oráculo reproduz os exemplos da especificação', () => {
  const dir = path.join(__dirname, '..', 'fixtures', 'examples');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  const classified = files
    .map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))] as [string, any])
    // The examples of the validity period (§10: acts recorded) are test/engine/history.test.ts's.
    .filter(([, d]) => d.kind === 'classificar' && !JSON.stringify(d.input).includes('"historico"'));
  test('there are examples, PcD among them', () => {
    expect(classified.length).toBeGreaterThanOrEqual(5);
    expect(files).toContain('06-pcd-federal.json');
  });
  test.each(classified)('%s', (_f, doc) => {
    const input = doc.input;
    const regra = input.regra ?? 'pirangi-3056-2025';
    const rs = REF_RULES[regra];
    const cargos: { cargo: string | null; vagas: number }[] = input.cargos ?? [{ cargo: null, vagas: input.vagas }];
    const g0: Gen = { regra, opcoes: input.opcoes ?? {}, vagas: 0, candidatos: [] };
    const o = refOptions(g0);
    cargos.forEach((cg, k) => {
      const mine = (input.candidatos as Record<string, unknown>[]).filter((c) => (cg.cargo === null ? true : c.cargo === cg.cargo));
      const lists = refLists(refCandidates({ ...g0, candidatos: mine }), rs, o);
      const want = doc.expected.cargos[k];
      expect(refCounts(cg.vagas, rs, o.reading, o.pcd)).toEqual(want.reserva);
      expect(refSequence(cg.vagas, rs, o.reading, o.collision, o.pcd)).toEqual(want.sequencia);
      expect(lists).toEqual(want.listas);
      const got = refOrder(cg.vagas, rs, o, lists).nomeacao.map(({ posicao, vaga, inscricao, modalidade }) => ({
        posicao,
        vaga,
        inscricao,
        modalidade,
      }));
      expect(got).toEqual(want.nomeacao);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

describe('propriedades sobre concursos aleatórios', () => {
  /** Everything the oracle computes: counts, sequence, lists, the whole order (§6 by brute force), warnings. */
  function agreesWithReference(g: Gen): void {
    const rs = REF_RULES[g.regra];
    const o = refOptions(g);
    const r = runDoc(toDoc(g));
    const c = r.cargos[0];
    const cands = refCandidates(g);
    const lists = refLists(cands, rs, o);
    expect(c.reserva).toEqual(refCounts(g.vagas, rs, o.reading, o.pcd));
    expect(c.sequencia).toEqual(refSequence(g.vagas, rs, o.reading, o.collision, o.pcd));
    expect(c.listas).toEqual(lists);
    const ref = refOrder(g.vagas, rs, o, lists);
    expect(c.nomeacao.map(core)).toEqual(ref.nomeacao);
    // ordem-nao-monotona exactly when some nominee of S(q) is not in S(q + 1), naming the first such q
    const nm = c.avisos.filter((w) => w.codigo === 'ordem-nao-monotona');
    expect(nm.length > 0).toBe(ref.firstDrop !== null);
    if (ref.firstDrop !== null) {
      const q = ref.firstDrop;
      expect(nm.some((w) => mentions(w.mensagem, q))).toBe(true);
      // the candidates the warning names (when it names any) are nominees of S(q) who are not in S(q + 1)
      const dropped = [...ref.S[q].keys()].filter((x) => !ref.S[q + 1].has(x));
      for (const w of nm) for (const x of w.inscricoes ?? []) expect(dropped).toContain(x);
    }
    // pcd-sem-regra exactly when some candidate is marked PcD and no PcD rule is chosen
    expect(codesOf(allWarnings(r)).includes('pcd-sem-regra')).toBe(o.pcd === null && cands.some((x) => x.pcd));
    const other: Reading = o.reading === 'total' ? 'por-grupo' : 'total';
    expect(c.reservaOutraLeitura.arredondamento).toBe(other);
    const otherCounts = refCounts(g.vagas, rs, other, o.pcd);
    for (const gr of rs.groups) expect(c.reservaOutraLeitura.reserva[gr.code]).toBe(otherCounts[gr.code]);
  }

  test('the engine agrees with the reference implementation: reserva, sequência, listas, the whole nomeação by §6’s definition, warnings', () => {
    fc.assert(fc.property(arbConcurso(), agreesWithReference), runs(350));
  });

  test('… with a PcD rule always chosen (both rules, both reservaMultipla)', () => {
    fc.assert(fc.property(arbConcurso({ pcds: PCD_IDS }), agreesWithReference), runs(200));
  });

  test('… when IND and QUI have reserves (reversion chains)', () => {
    const arb = arbConcurso({
      regras: ['pirangi-3056-2025', 'federal-15142-2025'],
      vagas: fc.integer({ min: 13, max: 30 }),
      extra: fc.integer({ min: 5, max: 30 }),
      profiles: [GROUP_PROFILES[1], GROUP_PROFILES[1], GROUP_PROFILES[2]],
    });
    fc.assert(fc.property(arb, agreesWithReference), runs(200));
  });

  test('… where S is not monotone (Pirangi por-grupo around 16 → 17; federal-15142-2025 total with PcD from 5 on)', () => {
    const pirangi = arbConcurso({
      regras: ['pirangi-3056-2025'],
      readings: ['por-grupo'],
      vagas: fc.integer({ min: 15, max: 30 }),
      extra: fc.integer({ min: 0, max: 20 }),
    });
    const federal = arbConcurso({
      regras: ['federal-15142-2025'],
      readings: ['total'],
      pcds: PCD_IDS,
      vagas: fc.integer({ min: 4, max: 30 }),
      extra: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(fc.property(fc.oneof(pirangi, federal), agreesWithReference), runs(250));
  });

  test('the order’s nominees are exactly §5’s nominees for n vacancies (same set, same modalities), larger concursos', () => {
    const arb = arbConcurso({ vagas: fc.integer({ min: 0, max: 120 }), extra: fc.integer({ min: -10, max: 60 }), maxCandidates: 160 });
    fc.assert(
      fc.property(arb, (g) => {
        const rs = REF_RULES[g.regra];
        const o = refOptions(g);
        const c = runDoc(toDoc(g)).cargos[0];
        const lists = refLists(refCandidates(g), rs, o);
        const want = refAllocate(g.vagas, rs, o, lists);
        const got = new Map(c.nomeacao.filter((x) => x.inscricao !== null).map((x) => [x.inscricao!, x.modalidade!]));
        expect(Object.fromEntries([...got].sort())).toEqual(Object.fromEntries([...want].sort()));
      }),
      runs(80),
    );
  });

  test('Pirangi’s default reading (total), with or without PcD: every prefix of the order is §5’s result for that many vacancies, one more person per vacancy, no ordem-nao-monotona', () => {
    const arb = arbConcurso({
      regras: ['pirangi-3056-2025'],
      readings: [undefined, 'total'],
      pcds: ALL_PCD_OPTIONS,
      vagas: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(arb, (g) => {
        const c = runDoc(toDoc(g)).cargos[0];
        expect(codesOf(c.avisos)).not.toContain('ordem-nao-monotona');
        // the oracle agrees that S is monotone here (§6)
        const rs = REF_RULES[g.regra];
        const o = refOptions(g);
        expect(refOrder(g.vagas, rs, o, refLists(refCandidates(g), rs, o)).firstDrop).toBeNull();
        for (let k = 1; k <= g.vagas; k++) {
          const prefix = c.nomeacao
            .slice(0, k)
            .map((x) => x.inscricao)
            .filter((x): x is string => x !== null);
          const withK = nominatedSet(runDoc(toDoc(g, k)).cargos[0]);
          expect(new Set(prefix)).toEqual(withK); // nominating the first k = what §5 gives for k vacancies
          expect(prefix).toHaveLength(Math.min(k, c.listas.AC.length)); // each vacancy adds one person while candidates remain
          const at = c.nomeacao[k - 1];
          if (at.inscricao !== null) expect(at.entrada!.vagas).toBe(k); // the occupant of position k is the one who enters S(k)
        }
      }),
      runs(150),
    );
  });

  test('with no cotista and no PcD candidate at all, the order of nomination is the AC list itself', () => {
    const arb = arbConcurso({ cotistas: false, vagas: fc.integer({ min: 0, max: 40 }) });
    fc.assert(
      fc.property(arb, (g) => {
        const c = runDoc(toDoc(g)).cargos[0];
        const firstN = c.listas.AC.slice(0, g.vagas);
        expect(c.nomeacao.map((x) => x.inscricao)).toEqual([...firstN, ...Array(g.vagas - firstN.length).fill(null)]);
        c.nomeacao.forEach((x, i) => {
          expect(x.modalidade).toBe(x.inscricao === null ? null : 'AC');
          expect(x.entrada).toEqual(x.inscricao === null ? null : { vagas: i + 1, modalidade: 'AC' });
        });
      }),
      RUNS,
    );
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
  function assertSame(
    arb: fc.Arbitrary<{ doc: Record<string, unknown>; shuffled: Record<string, unknown> }>,
    view: (out: any) => unknown,
    numRuns: number,
  ) {
    const outputs = (x: { doc: Record<string, unknown>; shuffled: Record<string, unknown> }) => ({
      a: view(toContractJson(runDoc(x.doc), { detalhes: true })),
      b: view(toContractJson(runDoc(x.shuffled), { detalhes: true })),
    });
    const details = fc.check(
      fc.property(arb, (x) => {
        const { a, b } = outputs(x);
        return JSON.stringify(a) === JSON.stringify(b);
      }),
      runs(numRuns),
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
        const a = toContractJson(runDoc(toDoc(g)), { detalhes: true }) as any;
        expect(a.cargos[0].candidatos.map((x: any) => x.inscricao)).toEqual(g.candidatos.map((x) => x.inscricao));
      }),
      runs(50),
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
    ['pirangi-3056-2025', undefined, ALL_PCD_OPTIONS],
    ['federal-15142-2025', 'total', [undefined, 'nenhuma']],
    ['federal-12990-2014', undefined, ALL_PCD_OPTIONS],
  ] as [string, Reading | undefined, (string | undefined)[]][])(
    'under the total reading (%s, %s), whoever is nominated with n vacancies is still nominated with n + 1',
    (regra, reading, pcds) => {
      fc.assert(
        fc.property(arbConcurso({ regras: [regra], readings: [reading], pcds, vagas: fc.integer({ min: 0, max: 59 }) }), (g) => {
          const a = nominatedSet(runDoc(toDoc(g)).cargos[0]);
          const b = nominatedSet(runDoc(toDoc(g, g.vagas + 1)).cargos[0]);
          for (const x of a) expect(b.has(x)).toBe(true);
        }),
        RUNS,
      );
    },
  );

  test('structure of the nomination: positions, vaga from the sequence, filled positions first, no one twice, AC winners counted AC, modalities from their lists, entry points in order', () => {
    fc.assert(
      fc.property(arbConcurso(), (g) => {
        const c = runDoc(toDoc(g)).cargos[0];
        const n = g.vagas;
        expect(c.nomeacao).toHaveLength(n);
        expect(c.sequencia).toHaveLength(n);
        c.nomeacao.forEach((x, i) => {
          expect(x.posicao).toBe(i + 1);
          expect(x.vaga).toBe(c.sequencia[i]);
          expect(x.inscricao === null).toBe(x.modalidade === null);
          expect(x.inscricao === null).toBe(x.entrada === null);
          if (x.inscricao === null) {
            expect(x.explicacao).toBeNull();
            // filled positions come first: after an unfilled position, nothing is filled
            expect(c.nomeacao.slice(i).every((y) => y.inscricao === null)).toBe(true);
            return;
          }
          expect(c.listas.AC).toContain(x.inscricao);
          expect(c.listas[x.modalidade!]).toContain(x.inscricao);
          expect(c.listas[x.entrada!.modalidade]).toContain(x.inscricao);
          expect(x.entrada!.vagas).toBeGreaterThanOrEqual(1);
          expect(x.entrada!.vagas).toBeLessThanOrEqual(n);
          if (i > 0) {
            // by entry point, ties by AC-list rank
            const prev = c.nomeacao[i - 1];
            expect(prev.entrada!.vagas).toBeLessThanOrEqual(x.entrada!.vagas);
            if (prev.entrada!.vagas === x.entrada!.vagas)
              expect(c.listas.AC.indexOf(prev.inscricao!)).toBeLessThan(c.listas.AC.indexOf(x.inscricao!));
          }
          // something to explain when the occupant is counted otherwise than the position's type or than they entered
          if (x.vaga !== x.modalidade || x.entrada!.modalidade !== x.modalidade) {
            expect(typeof x.explicacao).toBe('string');
            expect(x.explicacao!.length).toBeGreaterThan(0);
          }
        });
        const ids = c.nomeacao.map((x) => x.inscricao).filter((x): x is string => x !== null);
        expect(new Set(ids).size).toBe(ids.length);
        // the first A of the AC list are nominated, counted AC (Art. 10, §2º)
        for (const id of c.listas.AC.slice(0, c.reserva.AC)) expect(c.nomeacao.find((y) => y.inscricao === id)?.modalidade).toBe('AC');
        // unfilled positions only when the AC list is exhausted
        if (c.nomeacao.some((y) => y.inscricao === null)) {
          expect(c.listas.AC.every((x) => ids.includes(x))).toBe(true);
          expect(codesOf(c.avisos)).toContain('vaga-nao-preenchida');
        } else {
          expect(codesOf(c.avisos)).not.toContain('vaga-nao-preenchida');
        }
        expect(c.avisos.some((w) => w.codigo === 'outra-leitura' && w.nivel === 'info')).toBe(true);
      }),
      runs(150),
    );
  });

  test('a cotista or PcD candidate whose AC rank is within the AC vacancies is counted as AC, never in a reserve; per-candidate results agree with the nomination and the lists', () => {
    fc.assert(
      fc.property(arbConcurso({ pcds: [...PCD_IDS, ...ALL_PCD_OPTIONS] }), (g) => {
        const c = runDoc(toDoc(g)).cargos[0];
        const A = c.reserva.AC;
        const groupCodes = Object.keys(c.listas).filter((k) => k !== 'AC' && k !== PCD);
        for (const [rank0, id] of c.listas.AC.entries()) {
          if (rank0 >= A) break;
          const o = c.candidatos.find((x) => x.inscricao === id)!;
          expect(o.situacao).toBe('a-nomear');
          expect(o.modalidade).toBe('AC');
          expect(o.classificacaoAC).toBe(rank0 + 1);
          expect(c.nomeacao.find((x) => x.inscricao === id)!.modalidade).toBe('AC');
        }
        for (const o of c.candidatos) {
          const acRank = c.listas.AC.indexOf(o.inscricao);
          expect(o.classificacaoAC).toBe(acRank >= 0 ? acRank + 1 : null);
          const inGroup = groupCodes.filter((k) => c.listas[k].includes(o.inscricao));
          expect(inGroup.length).toBeLessThanOrEqual(1);
          expect(o.listaGrupo).toBe(inGroup.length ? inGroup[0] : null);
          expect(o.classificacaoGrupo).toBe(inGroup.length ? c.listas[inGroup[0]].indexOf(o.inscricao) + 1 : null);
          const pcdRank = (c.listas[PCD] ?? []).indexOf(o.inscricao);
          expect(o.classificacaoPcd).toBe(pcdRank >= 0 ? pcdRank + 1 : null);
          const at = c.nomeacao.find((x) => x.inscricao === o.inscricao);
          expect(o.situacao === 'a-nomear').toBe(at !== undefined);
          expect(o.posicao).toBe(at ? at.posicao : null);
          expect(o.modalidade).toBe(at ? at.modalidade : null);
          expect(o.entrada).toEqual(at ? at.entrada : null);
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
        const refNominated = (lists: Record<string, string[]>) => new Set(refAllocate(g.vagas, rs, o, lists).keys());
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
      runs(200),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Counts and sequences, exhaustive
// ---------------------------------------------------------------------------------------------

/** reserve() with a PcD rule: a variable (not a literal), so that it type-checks whatever the engine's option type says today. */
function reserveWith(n: number, regra: string, arredondamento: Reading, colisao: Collision, pcd?: string) {
  const opcoes = pcd === undefined ? { arredondamento, colisao } : { arredondamento, colisao, pcd };
  return reserve(n, regra, opcoes);
}

describe('contagens e sequências, exaustivo', () => {
  const sameArray = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const sameRecord = (a: Record<string, number>, b: Record<string, number>) =>
    Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

  const combos: [string, Reading, Collision, string | undefined, number][] = [];
  for (const id of RULE_IDS) {
    for (const pcd of [undefined, ...PCD_IDS]) {
      const max = pcd === undefined ? 1000 : 300;
      combos.push([id, 'total', 'anterior', pcd, max]);
      combos.push([id, 'total', 'posterior', pcd, max]);
      combos.push([id, 'por-grupo', 'anterior', pcd, max]);
      combos.push([id, 'por-grupo', 'posterior', pcd, max]);
    }
  }

  // Plain comparisons in the loop (jest's deep equality on thousands of sequences is too slow); every
  // mismatch is collected and the list must be empty.
  test.each(combos)('%s, %s, colisão %s, PcD %s: n from 0 to %d', (id, reading, collision, pcdId, max) => {
    const rs = REF_RULES[id];
    const pcd = pcdId === undefined ? null : REF_PCD[pcdId];
    const problems: string[] = [];
    const fail = (n: number, what: string, got: unknown, want: unknown) => {
      if (problems.length < 10) problems.push(`n = ${n}: ${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    };
    for (let n = 0; n <= max; n++) {
      const r = reserveWith(n, id, reading, collision, pcdId);
      if (r.vagas !== n || r.regra !== id) fail(n, 'vagas/regra', [r.vagas, r.regra], [n, id]);
      const counts = refCounts(n, rs, reading, pcd);
      if (!sameRecord(r.reserva, counts)) fail(n, 'reserva', r.reserva, counts);
      // what §3 and §9 say the reserved totals are
      const reserved = rs.groups.reduce((s, g) => s + (r.reserva[g.code] ?? NaN), 0);
      const want = n < rs.minimum ? 0 : reading === 'total' ? refRound(n, rs.T) : rs.groups.reduce((s, g) => s + refRound(n, g.bp), 0);
      if (reserved !== want) fail(n, 'reserved total', reserved, want);
      const pcdWant = pcd ? pcd.count(n) : 0;
      if ((r.reserva[PCD] ?? 0) !== pcdWant) fail(n, 'PCD', r.reserva[PCD], pcdWant);
      if (r.reserva.AC !== n - want - pcdWant) fail(n, 'AC', r.reserva.AC, n - want - pcdWant);
      // the sequence: n entries, reserva[k] of each k, and the positions of §4 / §9
      if (r.sequencia.length !== n) fail(n, 'sequence length', r.sequencia.length, n);
      for (const k of Object.keys(r.reserva)) {
        const m = r.sequencia.filter((t) => t === k).length;
        if (m !== r.reserva[k]) fail(n, `entries ${k}`, m, r.reserva[k]);
      }
      if (!r.sequencia.every((t) => t in r.reserva)) fail(n, 'unknown entry', r.sequencia, Object.keys(r.reserva));
      const ref = refSequence(n, rs, reading, collision, pcd);
      if (!sameArray(r.sequencia, ref)) fail(n, 'sequencia', r.sequencia, ref);
    }
    expect(problems).toEqual([]);
  });

  test('pcd "nenhuma" is no PcD rule: reserve() without a PCD key, the same as without the option', () => {
    for (const id of RULE_IDS) {
      for (const n of [0, 5, 21, 100]) {
        const r = reserveWith(n, id, 'total', 'anterior', 'nenhuma');
        expect(r).toEqual(reserveWith(n, id, 'total', 'anterior'));
        expect(Object.keys(r.reserva)).not.toContain(PCD);
      }
    }
  });

  test('under total, every prefix of the sequence holds the reserve for that many vacancies (§4; with PcD for Pirangi and Lei 12.990, where they never collide, §9)', () => {
    const problems: string[] = [];
    const cases: [string, RefPcd | null][] = [];
    for (const id of RULE_IDS) cases.push([id, null]);
    for (const id of ['pirangi-3056-2025', 'federal-12990-2014']) for (const p of PCD_IDS) cases.push([id, REF_PCD[p]]);
    for (const [id, pcd] of cases) {
      const rs = REF_RULES[id];
      const N = pcd ? 300 : 1000;
      const seq = reserveWith(N, id, 'total', 'anterior', pcd?.id).sequencia;
      const running: Record<string, number> = { [PCD]: 0 };
      for (const g of rs.groups) running[g.code] = 0;
      for (let p = 1; p <= N; p++) {
        if (seq[p - 1] !== 'AC') running[seq[p - 1]]++;
        const want = refCounts(p, rs, 'total', pcd);
        for (const k of [...rs.groups.map((g) => g.code), ...(pcd ? [PCD] : [])]) {
          if (running[k] !== want[k] && problems.length < 10)
            problems.push(`${id}, PcD ${pcd?.id}, prefix ${p}: ${k} ${running[k]} ≠ ${want[k]}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // rules.md §9, the table (total + federal-9508-2018) and the positions column of the rules table
  test.each([
    [5, { AC: 3, PP: 1, IND: 0, QUI: 0, PCD: 1 }, { PP: [3], IND: [], QUI: [], PCD: [5] }],
    [10, { AC: 7, PP: 2, IND: 0, QUI: 0, PCD: 1 }, { PP: [3, 8], IND: [], QUI: [], PCD: [5] }],
    [21, { AC: 15, PP: 3, IND: 1, QUI: 0, PCD: 2 }, { PP: [3, 8, 18], IND: [13], QUI: [], PCD: [5, 21] }],
    [
      100,
      { AC: 75, PP: 15, IND: 3, QUI: 2, PCD: 5 },
      { PP: [3, 8, 18, 23, 33, 38, 43, 48, 58, 63, 68, 78, 83, 93, 98], IND: [13, 53, 88], QUI: [28, 73], PCD: [5, 21, 41, 61, 81] },
    ],
  ] as [number, Record<string, number>, Record<string, number[]>][])(
    '§9 table, n = %d (total + federal-9508-2018)',
    (n, counts, positions) => {
      const r = reserveWith(n, 'pirangi-3056-2025', 'total', 'anterior', 'federal-9508-2018');
      expect(r.reserva).toEqual(counts);
      const at = (k: string) => r.sequencia.map((t, i) => (t === k ? i + 1 : 0)).filter((p) => p > 0);
      expect({ PP: at('PP'), IND: at('IND'), QUI: at('QUI'), PCD: at(PCD) }).toEqual(positions);
      // the oracle agrees with the table too
      expect(refCounts(n, REF_RULES['pirangi-3056-2025'], 'total', REF_PCD['federal-9508-2018'])).toEqual(counts);
    },
  );

  test.each([
    ['federal-9508-2018', [5, 21, 41, 61, 81]],
    ['sp-lc683-1992', [5, 30, 50, 70, 90]],
  ] as [string, number[]][])('§9: PcD positions of %s are %j', (pcd, positions) => {
    const r = reserveWith(100, 'pirangi-3056-2025', 'total', 'anterior', pcd);
    expect(r.sequencia.map((t, i) => (t === PCD ? i + 1 : 0)).filter((p) => p > 0)).toEqual(positions);
    expect(refPcdPositions(100, REF_PCD[pcd])).toEqual(positions);
  });
});
