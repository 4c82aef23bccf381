// Rules written by the commission (rules.md §11), through the engine's public API only. The counts
// are checked against an independent statement of §11 written below from the spec alone (integers,
// both fractions, both readings, the minimum, the PcD floor and ceiling, the cut when the reserves pass
// the vacancies); a written copy of each shipped rule must give the shipped rule's results on random
// concursos; the outside data points (a joint list, "sem troca", PcD rules other than the shipped two)
// are worked by hand; every input error of §11 is reported at once.
import { PCD_RULES, RULE_SETS, classify, readWrittenPcdRule, readWrittenRule, reserve, validateDocument } from '../../src/engine';
import type { ConcursoResult } from '../../src/engine';
import { SHIPPED_LAWS, SHIPPED_PCD_LAWS } from '../../src/engine/catalog/laws';
import { seededRandom } from '../../tools/prng';

// ---------------------------------------------------------------------------------------------
// Independent statement of §11's counts
// ---------------------------------------------------------------------------------------------

type Fracao = 'meio' | 'acima';
interface SpecGroup {
  codigo: string;
  /** Basis points: the percentage times 100. */
  bp: number;
}
interface SpecRule {
  grupos: SpecGroup[];
  minimoVagas: number;
  fracao: Fracao;
}
interface SpecPcd {
  bp: number;
  fracao: Fracao;
  minimoVagas: number;
  pelomenos: number;
  tetoBp: number | null;
}

/** n·bp/10000 rounded as `fracao` says: "meio", 0,5 or more up; "acima", any fraction up. */
function specRound(n: number, bp: number, fracao: Fracao): number {
  const num = n * bp; // over 10000
  if (fracao === 'acima') return Math.floor(num / 10000) + (num % 10000 === 0 ? 0 : 1);
  return Math.floor(num / 10000) + (num % 10000 >= 5000 ? 1 : 0);
}

/** `total`: the j-th reserved vacancy goes to the group with the largest j·bp/T − already (ties: the earlier group). */
function specHandOut(r: number, grupos: SpecGroup[]): number[] {
  const t = grupos.reduce((s, g) => s + g.bp, 0);
  const held = grupos.map(() => 0);
  for (let j = 1; j <= r; j++) {
    let best = 0;
    for (let g = 1; g < grupos.length; g++) if (j * grupos[g].bp - held[g] * t > j * grupos[best].bp - held[best] * t) best = g;
    held[best]++;
  }
  return held;
}

function specCounts(n: number, rule: SpecRule, reading: 'total' | 'por-grupo', pcd: SpecPcd | null): Record<string, number> {
  const out: Record<string, number> = {};
  const t = rule.grupos.reduce((s, g) => s + g.bp, 0);
  let held = rule.grupos.map(() => 0);
  if (n >= rule.minimoVagas)
    held =
      reading === 'total'
        ? specHandOut(specRound(n, t, rule.fracao), rule.grupos)
        : rule.grupos.map((g) => specRound(n, g.bp, rule.fracao));
  let p = 0;
  if (pcd && n >= pcd.minimoVagas) {
    p = Math.max(pcd.pelomenos, specRound(n, pcd.bp, pcd.fracao));
    if (pcd.tetoBp !== null) p = Math.min(p, Math.floor((n * pcd.tetoBp) / 10000));
  }
  // Never more reserved than vacancies: the racial groups are cut from the last, then PcD.
  let excess = held.reduce((s, x) => s + x, 0) + p - n;
  for (let g = held.length - 1; g >= 0 && excess > 0; g--) {
    const cut = Math.min(held[g], excess);
    held[g] -= cut;
    excess -= cut;
  }
  if (excess > 0) p -= excess;
  rule.grupos.forEach((g, k) => (out[g.codigo] = held[k]));
  if (pcd) out.PCD = p;
  out.AC = n - held.reduce((s, x) => s + x, 0) - p;
  return out;
}

const CODES = ['PP', 'IND', 'QUI', 'NEG', 'PPI'];

function randomRule(rand: () => number): { spec: SpecRule; json: Record<string, unknown> } {
  const k = 1 + Math.floor(rand() * 4);
  const grupos: SpecGroup[] = [];
  let room = 9999;
  for (let g = 0; g < k && room > k; g++) {
    // Percentages with up to two decimals (2.5, 12.25), their sum under 100%.
    const bp = 1 + Math.floor(rand() * Math.min(room - (k - g), 3500));
    grupos.push({ codigo: CODES[g], bp });
    room -= bp;
  }
  const spec: SpecRule = { grupos, minimoVagas: 1 + Math.floor(rand() * 5), fracao: rand() < 0.5 ? 'meio' : 'acima' };
  const json = {
    id: 'regra-aleatoria',
    grupos: grupos.map((g) => ({ codigo: g.codigo, percentual: g.bp / 100 })),
    minimoVagas: spec.minimoVagas,
    fracao: spec.fracao,
  };
  return { spec, json };
}

function randomPcd(rand: () => number): { spec: SpecPcd; json: Record<string, unknown> } {
  const minimoVagas = 1 + Math.floor(rand() * 5);
  const spec: SpecPcd = {
    bp: 1 + Math.floor(rand() * 2000),
    fracao: rand() < 0.5 ? 'meio' : 'acima',
    minimoVagas,
    pelomenos: Math.floor(rand() * (minimoVagas + 1)),
    tetoBp: rand() < 0.4 ? 500 + Math.floor(rand() * 2500) : null,
  };
  const json: Record<string, unknown> = {
    id: 'pcd-aleatoria',
    percentual: spec.bp / 100,
    fracao: spec.fracao,
    minimoVagas,
    pelomenos: spec.pelomenos,
  };
  if (spec.tetoBp !== null) json.teto = spec.tetoBp / 100;
  return { spec, json };
}

describe('counts of a written rule (rules.md §11) against the independent statement', () => {
  test('random rules, both fractions and readings, with and without a written PcD rule, n from 0 to 500', () => {
    const rand = seededRandom(11);
    let compared = 0;
    for (let trial = 0; trial < 30; trial++) {
      const { spec, json } = randomRule(rand);
      const pcd = rand() < 0.5 ? randomPcd(rand) : null;
      for (const reading of ['total', 'por-grupo'] as const) {
        for (let n = trial % 3; n <= 500; n += trial % 2 === 0 ? 3 : 11) {
          const got = reserve(n, json, { arredondamento: reading, pcd: pcd ? pcd.json : 'nenhuma' });
          expect(got.reserva).toEqual(specCounts(n, spec, reading, pcd ? pcd.spec : null));
          // The sequence holds exactly the counts (every reserved vacancy has its position).
          const inSeq: Record<string, number> = {};
          for (const m of got.sequencia) inSeq[m] = (inSeq[m] ?? 0) + 1;
          for (const [m, c] of Object.entries(got.reserva)) expect([m, inSeq[m] ?? 0]).toEqual([m, c]);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(4000);
  });

  test('the k-th reserved position of a rule without collisions is the smallest p whose count reaches k', () => {
    // One group of 10% with any fraction up: counts 1 at p = 1..10, 2 at 11..20: positions 1, 11, 21.
    const r = reserve(
      30,
      { grupos: [{ codigo: 'NEG', percentual: 10 }], minimoVagas: 1, fracao: 'acima' },
      { arredondamento: 'por-grupo' },
    );
    expect(r.sequencia.flatMap((m, i) => (m === 'NEG' ? [i + 1] : []))).toEqual([1, 11, 21]);
    // The same with the fraction half up: 0,5 is reached at p = 5, 1,5 at 15, 2,5 at 25.
    const h = reserve(30, { grupos: [{ codigo: 'NEG', percentual: 10 }], minimoVagas: 1, fracao: 'meio' }, { arredondamento: 'por-grupo' });
    expect(h.sequencia.flatMap((m, i) => (m === 'NEG' ? [i + 1] : []))).toEqual([5, 15, 25]);
  });
});

// ---------------------------------------------------------------------------------------------
// A written copy of each shipped rule gives the shipped rule's results
// ---------------------------------------------------------------------------------------------

const CHAINS = { QUI: ['IND', 'PP'], IND: ['QUI', 'PP'], PP: [] };
const WRITTEN_COPIES: Record<string, Record<string, unknown>> = {
  'pirangi-3056-2025': {
    id: 'copia-pirangi',
    grupos: [
      { codigo: 'PP', percentual: 15 },
      { codigo: 'IND', percentual: 3 },
      { codigo: 'QUI', percentual: 2 },
    ],
    minimoVagas: 2,
    arredondamento: 'total',
    fracao: 'meio',
    reversao: CHAINS,
    reservaMultipla: 'todas',
  },
  'federal-15142-2025': {
    id: 'copia-15142',
    grupos: [
      { codigo: 'PP', percentual: 25 },
      { codigo: 'IND', percentual: 3 },
      { codigo: 'QUI', percentual: 2 },
    ],
    minimoVagas: 2,
    arredondamento: 'por-grupo',
    reversao: CHAINS,
    reservaMultipla: 'maior-percentual',
  },
  'federal-12990-2014': { id: 'copia-12990', grupos: [{ codigo: 'PP', percentual: 20 }], minimoVagas: 3, arredondamento: 'por-grupo' },
};
const PCD_COPIES: Record<string, Record<string, unknown>> = {
  'federal-9508-2018': { id: 'copia-9508', percentual: 5, fracao: 'acima', minimoVagas: 5 },
  'sp-lc683-1992': { id: 'copia-683', percentual: 5, fracao: 'meio', minimoVagas: 5, pelomenos: 1 },
};

function randomCandidates(rand: () => number, count: number): Record<string, unknown>[] {
  const states = ['deferida', 'deferida', 'deferida', 'indeferida', 'pendente', 'ausente'];
  return Array.from({ length: count }, (_, i) => {
    const grupo = [null, null, null, 'PP', 'PP', 'IND', 'QUI'][Math.floor(rand() * 7)];
    return {
      inscricao: String(1000 + i),
      nota: 40 + Math.floor(rand() * 12) * 5, // few distinct grades: ties happen
      aprovado: rand() < 0.9,
      grupo,
      optante: grupo !== null && rand() < 0.85,
      confirmacao: states[Math.floor(rand() * states.length)],
      pcd: rand() < 0.12,
      avaliacaoPcd: states[Math.floor(rand() * states.length)],
      desempate: [Math.floor(rand() * 3)],
    };
  });
}

/** What decides a result, without the sentences (a written rule cites other articles). */
function decisions(r: ConcursoResult): unknown {
  return r.cargos.map((c) => ({
    reserva: c.reserva,
    outra: c.reservaOutraLeitura,
    nomeacao: c.nomeacao.map((p) => [p.posicao, p.vaga, p.inscricao, p.modalidade, p.entrada]),
    listas: c.listas,
    candidatos: c.candidatos.map((o) => [
      o.inscricao,
      o.situacao,
      o.posicao,
      o.modalidade,
      o.classificacaoAC,
      o.listaGrupo,
      o.classificacaoGrupo,
      o.classificacaoPcd,
      o.provisorio,
    ]),
    avisos: c.avisos.map((w) => [w.codigo, w.nivel, w.inscricoes ?? []]).sort(),
  }));
}

function run(doc: Record<string, unknown>): ConcursoResult {
  const v = validateDocument(doc);
  if (!v.concurso) throw new Error(JSON.stringify(v.problemas));
  return classify(v.concurso);
}

describe('a written copy of a shipped rule (rules.md §11: the shipped rules are instances of the same shape)', () => {
  for (const [id, copy] of Object.entries(WRITTEN_COPIES)) {
    test(`${id}: the same decisions on random concursos, with each PcD rule and its written copy`, () => {
      const rand = seededRandom(id.length * 97);
      for (let trial = 0; trial < 40; trial++) {
        const vagas = Math.floor(rand() * 25);
        const candidatos = randomCandidates(rand, 5 + Math.floor(rand() * 40));
        const pcdId = [null, 'federal-9508-2018', 'sp-lc683-1992'][trial % 3];
        const opcoes = (pcd: unknown): Record<string, unknown> => (pcd ? { pcd } : {});
        const shipped = run({ regra: id, opcoes: opcoes(pcdId), vagas, candidatos });
        const written = run({ regra: copy, opcoes: opcoes(pcdId ? PCD_COPIES[pcdId] : null), vagas, candidatos });
        expect(decisions(written)).toEqual(decisions(shipped));
      }
    });
  }
});

describe('the shipped laws are data in the written shape, read by the same reader and validator', () => {
  test("each shipped law reads without a problem and says what the test's own copy says", () => {
    expect(SHIPPED_LAWS.map((l) => l.regra.id)).toEqual(Object.keys(WRITTEN_COPIES));
    for (const law of SHIPPED_LAWS) {
      const read = readWrittenRule(law.regra);
      expect(read.problems).toEqual([]);
      const copy = WRITTEN_COPIES[String(law.regra.id)];
      const written = readWrittenRule(copy).rules!;
      const shipped = RULE_SETS.find((r) => r.id === law.regra.id)!;
      // Counts, rounding, chains and defaults: the shipped rule set is the reading of its data.
      for (const r of [read.rules!, shipped]) {
        expect(r.groups.map((g) => [g.code, g.basisPoints])).toEqual(written.groups.map((g) => [g.code, g.basisPoints]));
        expect([r.minimumVacancies, r.fraction, r.defaultRounding, r.defaultMultipleReserve]).toEqual([
          written.minimumVacancies,
          written.fraction,
          written.defaultRounding,
          written.defaultMultipleReserve,
        ]);
        expect(Object.fromEntries(Object.entries(r.chains).map(([k, c]) => [k, c.map((s) => s.to)]))).toEqual(
          Object.fromEntries(Object.entries(written.chains).map(([k, c]) => [k, c.map((s) => s.to)])),
        );
        expect(r.reversionOrder).toEqual(written.reversionOrder);
      }
    }
  });

  test("a shipped law cites its own articles, never the written rule's stand-in", () => {
    const pirangi = RULE_SETS.find((r) => r.id === 'pirangi-3056-2025')!;
    expect(pirangi.chains.QUI.map((s) => s.article)).toEqual(['art. 3º, §1º', 'art. 3º, §3º', 'art. 3º, §3º; art. 11']);
    expect(pirangi.groups.map((g) => g.confirmationArticle)).toEqual(['art. 4º, I', 'art. 4º, II', 'art. 4º, II']);
    expect(pirangi.articles.inForce).toBe('art. 14; art. 15');
    for (const r of RULE_SETS) expect(JSON.stringify(r)).not.toMatch(/regra informada pela comissão/);
    for (const r of PCD_RULES) expect(JSON.stringify(r)).not.toMatch(/regra informada pela comissão/);
  });

  test("the shipped PcD rules read as a commission's would; a commission's may not take their ids", () => {
    for (const law of SHIPPED_PCD_LAWS) {
      const copy = PCD_COPIES[String(law.pcd.id)];
      const own = readWrittenPcdRule(law.pcd, null, 'pcd', true);
      expect(own.problems).toEqual([]);
      const written = readWrittenPcdRule(copy, null).rule!;
      const shipped = PCD_RULES.find((r) => r.id === law.pcd.id)!;
      for (const r of [own.rule!, shipped])
        expect([r.basisPoints, r.fraction, r.minimumVacancies, r.atLeast]).toEqual([
          written.basisPoints,
          written.fraction,
          written.minimumVacancies,
          written.atLeast,
        ]);
      expect(readWrittenPcdRule(law.pcd, null).problems.map((p) => p.campo)).toEqual(['opcoes.pcd.id']);
    }
  });

  test('the validator of a written rule holds a shipped law to the same checks', () => {
    const broken = { ...SHIPPED_LAWS[0].regra, minimoVagas: 0, reversao: { QUI: ['XX'] } };
    expect(readWrittenRule(broken).problems.map((p) => p.campo)).toEqual(['regra.minimoVagas', 'regra.reversao.QUI']);
  });
});

// ---------------------------------------------------------------------------------------------
// Outside data points, worked by hand
// ---------------------------------------------------------------------------------------------

const nominated = (r: ConcursoResult): string[] => r.cargos[0].nomeacao.map((p) => `${p.inscricao}:${p.modalidade}`);
const ac = (id: string, nota: number) => ({ inscricao: id, nota });
const cotista = (id: string, nota: number, grupo: string) => ({ inscricao: id, nota, grupo, optante: true, confirmacao: 'deferida' });

describe('outside data points (rules.md §11)', () => {
  test('a joint 30% list for pretos, pardos, indígenas and quilombolas: positions 3, 5 and 9 of 10', () => {
    // 30% of p, half up, from 3 vacancies: 1 at p = 3, 2 at p = 5 (1,5), 3 at p = 9 (2,7).
    const regra = {
      id: 'conjunta-30',
      nome: 'Lei nº 123/2024 (Município X)',
      grupos: [{ codigo: 'PPIQ', titulo: 'Pretos, pardos, indígenas e quilombolas', percentual: 30, declaracoes: ['PP', 'IND', 'QUI'] }],
      minimoVagas: 3,
    };
    const candidatos = [
      ...Array.from({ length: 9 }, (_, i) => ac(`A${i + 1}`, 100 - i)),
      cotista('P1', 80, 'PP'),
      cotista('I1', 79, 'IND'),
      cotista('Q1', 78, 'QUI'),
    ];
    const r = run({ regra, vagas: 10, candidatos });
    expect(r.cargos[0].reserva).toEqual({ PPIQ: 3, AC: 7 });
    expect(r.cargos[0].nomeacao.map((p) => p.vaga)).toEqual(['AC', 'AC', 'PPIQ', 'AC', 'PPIQ', 'AC', 'AC', 'AC', 'PPIQ', 'AC']);
    expect(nominated(r)).toEqual(['A1:AC', 'A2:AC', 'P1:PPIQ', 'A3:AC', 'I1:PPIQ', 'A4:AC', 'A5:AC', 'A6:AC', 'Q1:PPIQ', 'A7:AC']);
    expect(r.cargos[0].listas.PPIQ).toEqual(['P1', 'I1', 'Q1']);
    expect(r.regraInformada).toBe(regra);
  });

  test('"sem troca": an empty QUI vacancy goes straight to AC, not to the PP list', () => {
    const grupos = [
      { codigo: 'PP', percentual: 20 },
      { codigo: 'QUI', percentual: 5 },
    ];
    // 20 vacancies, per group: PP 4, QUI 1 (0,5 up). No quilombola; six PP optantes below every AC.
    const candidatos = [
      ...Array.from({ length: 20 }, (_, i) => ac(`A${i + 1}`, 100 - i)),
      ...Array.from({ length: 6 }, (_, i) => cotista(`P${i + 1}`, 50 - i, 'PP')),
    ];
    const semTroca = run({ regra: { grupos, minimoVagas: 2, arredondamento: 'por-grupo' }, vagas: 20, candidatos });
    expect(semTroca.cargos[0].reserva).toEqual({ PP: 4, QUI: 1, AC: 15 });
    const ppNominated = (r: ConcursoResult) => r.cargos[0].nomeacao.filter((p) => p.inscricao!.startsWith('P')).length;
    expect(ppNominated(semTroca)).toBe(4);
    expect(semTroca.cargos[0].nomeacao.filter((p) => p.inscricao!.startsWith('A')).length).toBe(16);
    // With a chain QUI → PP, the same vacancy goes to the fifth PP optante.
    const comTroca = run({
      regra: { grupos, minimoVagas: 2, arredondamento: 'por-grupo', reversao: { QUI: ['PP'] } },
      vagas: 20,
      candidatos,
    });
    expect(ppNominated(comTroca)).toBe(5);
  });

  test('PcD rules other than the shipped two: 10% any fraction up; half up with no minimum; 1 PcD from 1 vacancy', () => {
    const regra = 'pirangi-3056-2025';
    const dez = { id: 'dez-por-cento', percentual: 10, fracao: 'acima', minimoVagas: 1 };
    expect(reserve(9, regra, { pcd: dez }).reserva.PCD).toBe(1); // 0,9 up
    expect(reserve(11, regra, { pcd: dez }).reserva.PCD).toBe(2); // 1,1 up
    const meio = { id: 'meio-sem-minimo', percentual: 5, fracao: 'meio', minimoVagas: 1 };
    expect(reserve(9, regra, { pcd: meio }).reserva.PCD).toBe(0); // 0,45 down
    expect(reserve(10, regra, { pcd: meio }).reserva.PCD).toBe(1); // 0,5 up
    const umaVaga = { id: 'imbe-730', percentual: 5, fracao: 'acima', minimoVagas: 1, pelomenos: 1 };
    expect(reserve(1, regra, { pcd: umaVaga })).toMatchObject({ reserva: { PP: 0, IND: 0, QUI: 0, PCD: 1, AC: 0 }, sequencia: ['PCD'] });
    // A ceiling of 20%, rounded down: 10 vacancies at 30% would be 3, the ceiling keeps 2.
    expect(reserve(10, regra, { pcd: { id: 'teto', percentual: 30, fracao: 'meio', minimoVagas: 1, teto: 20 } }).reserva.PCD).toBe(2);
  });

  test('an unfilled PcD vacancy goes to indígenas before AC when the PcD rule says so', () => {
    // 20 vacancies, 5% up from 5 vacancies: 1 PcD. No PcD candidate; two indígenas optantes below every AC.
    const candidatos = [
      ...Array.from({ length: 25 }, (_, i) => ac(`A${i + 1}`, 100 - i)),
      cotista('I1', 40, 'IND'),
      cotista('I2', 39, 'IND'),
    ];
    const pcd = { id: 'pcd-para-ind', percentual: 5, fracao: 'acima', minimoVagas: 5, reversao: ['IND'] };
    const r = run({ regra: 'pirangi-3056-2025', opcoes: { pcd }, vagas: 20, candidatos });
    // Pirangi, 20 vacancies, total: 4 reserved (PP 3, IND 1); the PcD vacancy reverts to IND: both
    // indígenas are nominated (which of them holds which position is the order's, rules.md §6).
    const who = r.cargos[0].nomeacao.filter((p) => p.inscricao!.startsWith('I')).map((p) => p.vaga);
    expect(who.sort()).toEqual(['IND', 'PCD']);
    expect(r.cargos[0].avisos.some((w) => w.codigo === 'vaga-revertida' && (w.dados as { para: string }).para === 'IND')).toBe(true);
    // Without the chain, the same vacancy goes to the next AC candidate.
    const semCadeia = run({ regra: 'pirangi-3056-2025', opcoes: { pcd: { ...pcd, reversao: [] } }, vagas: 20, candidatos });
    expect(semCadeia.cargos[0].nomeacao.filter((p) => p.inscricao!.startsWith('I')).length).toBe(1);
  });

  test('reserves that pass the vacancies are cut from the last group, then PcD, with a warning', () => {
    const regra = {
      id: 'tres-vintes',
      nome: 'Regra de teste',
      grupos: ['PP', 'IND', 'QUI'].map((codigo) => ({ codigo, percentual: 20 })),
      minimoVagas: 1,
      fracao: 'acima',
      arredondamento: 'por-grupo',
    };
    expect(reserve(2, regra).reserva).toEqual({ PP: 1, IND: 1, QUI: 0, AC: 0 });
    expect(reserve(2, regra, { pcd: { id: 'p', percentual: 10, fracao: 'acima', minimoVagas: 1 } }).reserva).toEqual({
      PP: 1,
      IND: 0,
      QUI: 0,
      PCD: 1,
      AC: 0,
    });
    const r = run({ regra, vagas: 2, candidatos: [ac('A1', 90), cotista('P1', 80, 'PP')] });
    const w = r.cargos[0].avisos.find((x) => x.codigo === 'reserva-excede-vagas');
    expect(w?.mensagem).toBe(
      'Pela Regra de teste, as reservas somariam mais que 2 vagas: foram reduzidas, a partir do último grupo da regra e por fim a reserva PcD, para PP 1, IND 1, QUI 0, AC 0.',
    );
  });

  test('a racial count that falls where the PcD minimum switches on still has its positions (regression)', () => {
    // 74,9% racial with any fraction up and a PcD rule of at least 3 from 3 vacancies. By hand: at 4
    // vacancies PcD 3 and the racial 3 cut to 1, kept by PP (the cut starts at the last group). The
    // racial count is 2 at 2 vacancies, 0 at 3 (the PcD minimum takes them), 1 at 4: its first position
    // is the smallest p whose count reached 1, p = 2, taken by PcD (placed first, at 1–3), so it moves
    // after (colisao posterior) to 4. This input threw "Não há posição livre para uma vaga reservada".
    const regra = {
      id: 'r',
      grupos: [
        { codigo: 'PP', percentual: 22.65 },
        { codigo: 'IND', percentual: 21.91 },
        { codigo: 'QUI', percentual: 30.34 },
      ],
      minimoVagas: 2,
      fracao: 'acima',
    };
    const pcd = { id: 'p', percentual: 12.39, fracao: 'acima', minimoVagas: 3, pelomenos: 3, reversao: ['QUI'] };
    const r = reserve(4, regra, { arredondamento: 'total', colisao: 'posterior', pcd });
    expect(r.reserva).toEqual({ PP: 1, IND: 0, QUI: 0, PCD: 3, AC: 0 });
    expect(r.sequencia).toEqual(['PCD', 'PCD', 'PCD', 'PP']);
  });

  test('random rules whose reserves pass the vacancies: every sequence exists and holds each count', () => {
    const rand = seededRandom(20261202);
    for (let i = 0; i < 120; i++) {
      const k = 1 + Math.floor(rand() * 3);
      const grupos = CODES.slice(0, k).map((codigo) => ({ codigo, percentual: (1 + Math.floor(rand() * Math.floor(9998 / k))) / 100 }));
      const minimoVagas = 1 + Math.floor(rand() * 4);
      const regra = { id: 'alta', grupos, minimoVagas, fracao: rand() < 0.5 ? 'meio' : 'acima' };
      const pcdMin = 1 + Math.floor(rand() * 5);
      const pcd =
        rand() < 0.7
          ? {
              id: 'p',
              percentual: 1 + Math.floor(rand() * 40),
              fracao: rand() < 0.5 ? 'meio' : 'acima',
              minimoVagas: pcdMin,
              pelomenos: Math.floor(rand() * (pcdMin + 1)),
            }
          : undefined;
      for (const arredondamento of ['total', 'por-grupo'] as const)
        for (const colisao of ['anterior', 'posterior'] as const)
          for (let n = 0; n <= 30; n++) {
            const r = reserve(n, regra, { arredondamento, colisao, pcd });
            expect(r.sequencia).toHaveLength(n);
            for (const [m, c] of Object.entries(r.reserva)) expect([m, r.sequencia.filter((x) => x === m).length]).toEqual([m, c]);
          }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// What the result says of a written rule
// ---------------------------------------------------------------------------------------------

describe('the audit trail of a written rule', () => {
  test("prints the rule, says it is the commission's, and cites nothing of Lei 3.056", () => {
    const regra = {
      id: 'x',
      nome: 'Lei nº 123/2024 (Município X)',
      vigencia: '2024-03-01',
      grupos: [{ codigo: 'PPI', titulo: 'Pretos, pardos e indígenas', percentual: 30, declaracoes: ['PP', 'IND'], artigo: 'art. 1º' }],
      minimoVagas: 3,
      artigos: { ordem: 'art. 4º' },
    };
    const r = run({
      regra,
      opcoes: { pcd: { id: 'imbe-730', nome: 'Lei nº 730/2019 (Imbé-RS)', percentual: 10, fracao: 'acima', artigo: 'art. 1º' } },
      vagas: 10,
      candidatos: [cotista('P1', 80, 'PP'), ac('A1', 90)],
    });
    const memoria = r.cargos[0].memoria;
    const texts = memoria.map((s) => `${s.artigo} ${s.mensagem}`).join('\n');
    expect(memoria.filter((s) => s.tipo === 'regra').map((s) => s.mensagem)).toEqual([
      expect.stringContaining('Regra aplicada: Lei nº 123/2024 (Município X).'),
      'Regra informada pela comissão: Lei nº 123/2024 (Município X) — reservas: Pretos, pardos e indígenas (PPI) 30%, quem declarou PP ou IND; ' +
        'reserva a partir de 3 vagas; fração de 0,5 ou mais arredondada para cima, menor que 0,5 para baixo; leitura padrão do arredondamento: total; ' +
        'vaga reservada não preenchida: PPI → AC; em vigor desde 01/03/2024.',
      'Regra PcD informada pela comissão: Lei nº 730/2019 (Imbé-RS) — 10%, qualquer fração arredondada para cima; reserva a partir de 1 vaga; vaga PcD não preenchida: AC.',
    ]);
    expect(texts).not.toMatch(/3\.056|Pirangi|15\.142|12\.990|9\.508|683/);
    expect(texts).toContain('leitura adotada por este programa da regra informada pela comissão e do art. 4º');
    expect(texts).toContain('regra informada pela comissão');
    expect(texts).toContain('art. 4º');
    expect(r.regra).toBe('x');
    expect(r.opcoes.pcd).toBe('imbe-730');
  });
});

// ---------------------------------------------------------------------------------------------
// Input errors (rules.md §11): all at once, each naming its key
// ---------------------------------------------------------------------------------------------

describe('input errors of a written rule', () => {
  test('every problem of §11 is reported at once, naming the key', () => {
    const v = validateDocument({
      regra: {
        id: 'ruim',
        grupos: [
          { codigo: 'pp', percentual: 10 },
          { codigo: 'NEG', percentual: 2.555, declaracoes: ['PP'] },
          { codigo: 'NEG', percentual: 0 },
          { codigo: 'IND', percentual: '5', declaracoes: ['PP'] },
        ],
        minimoVagas: 0,
        fracao: 'metade',
        reversao: { NEG: ['NEG'], IND: ['XYZ'], ABC: [] },
        cor: 'azul',
      },
      vagas: 10,
      candidatos: [],
    });
    expect(v.concurso).toBeNull();
    expect(v.problemas.map((p) => `${p.campo}: ${p.mensagem}`)).toEqual([
      'regra.cor: Chave desconhecida "cor". As chaves são: id, nome, vigencia, grupos, minimoVagas, arredondamento, fracao, reversao, reservaMultipla, artigos.',
      'regra.grupos[0].codigo: Código de grupo "pp" inválido: de 2 a 5 letras maiúsculas, diferente de AC e PCD.',
      'regra.grupos[1].percentual: "percentual" 2.555 inválido: um número maior que 0 e menor que 100, com no máximo duas casas decimais (15 ou 2.5).',
      'regra.grupos[2].codigo: Código de grupo "NEG" repetido.',
      'regra.grupos[2].percentual: "percentual" 0 inválido: um número maior que 0 e menor que 100, com no máximo duas casas decimais (15 ou 2.5).',
      'regra.grupos[3].percentual: "percentual" "5" inválido: um número maior que 0 e menor que 100, com no máximo duas casas decimais (15 ou 2.5).',
      'regra.grupos[3].declaracoes: O valor declarado "PP" está em dois grupos (NEG e IND).',
      'regra.minimoVagas: "minimoVagas" 0 inválido: um número inteiro de vagas, 1 ou mais.',
      'regra.fracao: Valor inválido "metade" para "fracao". Use "meio" ou "acima".',
      'regra.reversao.NEG: A cadeia de "NEG" ["NEG"] é inválida: uma lista de outros grupos da regra, sem repetir, como ["IND", "PP"].',
      'regra.reversao.IND: A cadeia de "IND" ["XYZ"] é inválida: uma lista de outros grupos da regra, sem repetir, como ["IND", "PP"].',
      'regra.reversao.ABC: "reversao" cita o grupo desconhecido "ABC".',
    ]);
  });

  test('percentages adding up to 100% or more, and a written PcD rule without its fraction', () => {
    const v = validateDocument({
      regra: {
        grupos: [
          { codigo: 'PP', percentual: 60 },
          { codigo: 'IND', percentual: 40 },
        ],
      },
      opcoes: { pcd: { percentual: 10, teto: 'muito', reversao: ['ZZ'], extra: 1 } },
      vagas: 10,
      candidatos: [],
    });
    // The PcD rule's problems come too, all at once; its chain is not checked against a rule in error.
    expect(v.problemas.map((p) => `${p.campo}: ${p.mensagem}`)).toEqual([
      'regra.grupos: Os percentuais dos grupos somam 100%: devem somar menos de 100%.',
      'opcoes.pcd.extra: Chave desconhecida "extra". As chaves são: id, nome, percentual, fracao, minimoVagas, pelomenos, teto, reversao, artigo.',
      'opcoes.pcd.fracao: Falta "fracao" na regra PcD: "acima" (qualquer fração para cima) ou "meio" (0,5 ou mais para cima).',
      'opcoes.pcd.teto: "teto" "muito" inválido: uma porcentagem maior que 0 e menor que 100.',
    ]);
    const w = validateDocument({
      opcoes: { pcd: { percentual: 10, teto: 'muito', reversao: ['ZZ'], extra: 1 } },
      vagas: 10,
      candidatos: [],
    });
    expect(w.problemas.map((p) => `${p.campo}: ${p.mensagem}`)).toEqual([
      'opcoes.pcd.extra: Chave desconhecida "extra". As chaves são: id, nome, percentual, fracao, minimoVagas, pelomenos, teto, reversao, artigo.',
      'opcoes.pcd.fracao: Falta "fracao" na regra PcD: "acima" (qualquer fração para cima) ou "meio" (0,5 ou mais para cima).',
      'opcoes.pcd.teto: "teto" "muito" inválido: uma porcentagem maior que 0 e menor que 100.',
      'opcoes.pcd.reversao: "reversao" ["ZZ"] inválido: uma lista de grupos da regra racial (PP, IND, QUI), ou [].',
    ]);
  });

  test("null counts as absent; a candidate may declare a written rule's own value", () => {
    const v = validateDocument({
      regra: { id: null, grupos: [{ codigo: 'NEG', percentual: 20, titulo: null }], fracao: null },
      vagas: 5,
      candidatos: [cotista('N1', 70, 'NEG')],
    });
    expect(v.problemas).toEqual([]);
    expect(classify(v.concurso!).cargos[0].listas.NEG).toEqual(['N1']);
  });
});

// ---------------------------------------------------------------------------------------------
// A candidate who declares more than one value (rules.md §11)
// ---------------------------------------------------------------------------------------------

describe('a candidate who opts for two reserves of a written rule', () => {
  const regra = {
    id: 'duas-reservas',
    grupos: [
      { codigo: 'PP', percentual: 15 },
      { codigo: 'QUI', percentual: 5 },
    ],
    minimoVagas: 1,
    arredondamento: 'por-grupo',
  };
  const dupla = { inscricao: 'D1', nota: 60, grupo: ['PP', 'QUI'], optante: true, confirmacao: 'deferida' };

  test('todas: stands in both lists, is taken by the one that reaches them first, and uses one vacancy', () => {
    // 20 vacancies: PP 3, QUI 1. Only D1 and one more PP optante.
    const candidatos = [...Array.from({ length: 20 }, (_, i) => ac(`A${i + 1}`, 100 - i)), dupla, cotista('P1', 50, 'PP')];
    const r = run({ regra, vagas: 20, candidatos });
    expect(r.cargos[0].listas.PP).toEqual(['D1', 'P1']);
    expect(r.cargos[0].listas.QUI).toEqual(['D1']);
    const d1 = r.cargos[0].nomeacao.filter((p) => p.inscricao === 'D1');
    expect(d1).toHaveLength(1);
    expect(r.cargos[0].memoria.find((s) => s.tipo === 'reserva-multipla')?.mensagem).toBe(
      'Inscrição D1: optante PP e QUI, nas duas reservas: concorre às duas, como manda a opção "todas as listas", e é tomada pela que a alcançar primeiro, na ordem dos grupos da regra (regra informada pela comissão).',
    );
  });

  test('maior-percentual: only the reserve of the highest percentage (PP 15% > QUI 5%); with a PcD rule too', () => {
    const candidatos = [ac('A1', 90), { ...dupla, pcd: true, avaliacaoPcd: 'deferida' }];
    const r = run({
      regra: { ...regra, reservaMultipla: 'maior-percentual' },
      opcoes: { pcd: 'federal-9508-2018' },
      vagas: 10,
      candidatos,
    });
    expect(r.cargos[0].listas).toMatchObject({ PP: ['D1'], QUI: [], PCD: [] });
    expect(r.cargos[0].memoria.find((s) => s.tipo === 'reserva-multipla')?.mensagem).toBe(
      'Inscrição D1: optante PP e QUI e PcD, nas três reservas: classificada só na reserva de maior percentual (PP 15% > QUI 5%, PP 15% > PcD 5%; regra informada pela comissão) — concorre à reserva PP e, como todos, à ampla concorrência.',
    );
  });

  test('an indeferida confirmation takes the candidate out of every racial list; a shipped rule set refuses a list', () => {
    const r = run({ regra, vagas: 10, candidatos: [{ ...dupla, confirmacao: 'indeferida' }] });
    expect(r.cargos[0].listas).toMatchObject({ PP: [], QUI: [] });
    const shipped = validateDocument({ vagas: 10, candidatos: [dupla] });
    expect(shipped.problemas.map((p) => p.mensagem)).toEqual([
      'Candidato 1 (inscrição D1), campo "grupo": declara mais de um grupo ("PP", "QUI"); cada candidato pertence a no máximo um grupo.',
    ]);
  });
});

describe('the example rule in docs/exemplos', () => {
  test('regra-conjunta.json is a valid rule and gives the joint list of docs/regras.md §11', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const regra = require('../../docs/exemplos/regra-conjunta.json') as Record<string, unknown>;
    expect(reserve(10, regra).sequencia).toEqual(['AC', 'AC', 'PPIQ', 'AC', 'PPIQ', 'AC', 'AC', 'AC', 'PPIQ', 'AC']);
  });
});
