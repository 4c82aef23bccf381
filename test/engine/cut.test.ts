// Who goes on to the next phase (rules.md §12), through the engine's public API, against an
// independent statement of §12 written below over the reference lists of §1 and §9
// (test/support/reference-rules.ts, written from the spec alone), with the properties the spec names:
// nobody called twice, `todos-os-optantes` calls every optante of the lists, raising a limit never
// removes anyone. Worked examples for each reading, ties at the cut, a cotista inside the AC cut, PcD,
// confirmations, not-approved candidates, several cargos, and the input errors.
import { classify, toContractJson, validateDocument } from '../../src/engine';
import type { ConcursoResult } from '../../src/engine';
import { seededRandom } from '../../tools/prng';
import { PCD, REF_PCD, REF_RULES, refCounts, refLists } from '../support/reference-rules';
import type { RefCand, RefOptions, State } from '../support/reference-rules';

// ---------------------------------------------------------------------------------------------
// Independent statement of §12
// ---------------------------------------------------------------------------------------------

interface Corte {
  ampla?: number;
  reservas?: Record<string, number>;
  multiplicador?: number;
  minimoPorLista?: number;
  leitura: 'todos-os-optantes' | 'lista-propria';
}
interface Cut {
  leitura: string;
  limites: Record<string, number | null>;
  notaDeCorte: Record<string, number | null>;
  convocados: { inscricao: string; via: string }[];
}

/** §12, items 2–4, over the lists of §1/§9 (in list order) and the counts of §3/§9 for `vagas`. */
function specCut(
  lists: Record<string, string[]>,
  order: string[],
  score: Map<string, number>,
  counts: Record<string, number>,
  corte: Corte,
): Cut {
  const via = new Map<string, string>();
  const limites: Record<string, number | null> = {};
  const notaDeCorte: Record<string, number | null> = {};
  const key = (id: string) => Math.round(score.get(id)! * 1e9);
  for (const code of order) {
    const members = lists[code].filter((id) => !via.has(id));
    let q: number | null;
    if (code === 'AC') q = corte.ampla ?? (corte.multiplicador ?? 0) * counts.AC;
    else if (corte.leitura === 'todos-os-optantes') q = null;
    else q = corte.reservas?.[code] ?? Math.max(corte.minimoPorLista ?? 0, (corte.multiplicador ?? 0) * counts[code]);
    let called: string[];
    if (q === null) called = members;
    else if (q === 0) called = [];
    else {
      // The first q, and whoever has the q-th's score ("empatados na última posição").
      const last = members[Math.min(q, members.length) - 1];
      called = members.filter((id, k) => k < q! || (last !== undefined && key(id) === key(last)));
    }
    for (const id of called) via.set(id, code);
    limites[code] = q;
    notaDeCorte[code] = called.length > 0 ? score.get(called[called.length - 1])! : null;
  }
  return {
    leitura: corte.leitura,
    limites,
    notaDeCorte,
    convocados: lists.AC.filter((id) => via.has(id)).map((id) => ({ inscricao: id, via: via.get(id)! })),
  };
}

const STATES: State[] = ['deferida', 'deferida', 'deferida', 'indeferida', 'pendente', 'ausente'];

function randomCands(rand: () => number, count: number): RefCand[] {
  return Array.from({ length: count }, (_, i) => {
    const grupo = [null, null, 'PP', 'PP', 'IND', 'QUI'][Math.floor(rand() * 6)];
    return {
      inscricao: String(100 + i),
      nota: 50 + Math.floor(rand() * 10) * 2.5, // few grades: ties at the cut happen
      aprovado: rand() < 0.85,
      fraude: rand() < 0.03,
      grupo,
      optante: grupo !== null && rand() < 0.9,
      confirmacao: STATES[Math.floor(rand() * STATES.length)],
      nascimento: null,
      desempate: [Math.floor(rand() * 4)],
      pcd: rand() < 0.15,
      avaliacaoPcd: STATES[Math.floor(rand() * STATES.length)],
    };
  });
}

function randomCorte(rand: () => number, codes: string[]): Corte {
  const corte: Corte = { leitura: rand() < 0.5 ? 'todos-os-optantes' : 'lista-propria' };
  if (rand() < 0.6) corte.ampla = Math.floor(rand() * 30);
  if (corte.ampla === undefined || rand() < 0.5) corte.multiplicador = Math.floor(rand() * 4);
  if (rand() < 0.4) corte.minimoPorLista = Math.floor(rand() * 4);
  if (rand() < 0.5) corte.reservas = Object.fromEntries(codes.filter(() => rand() < 0.6).map((c) => [c, Math.floor(rand() * 6)]));
  // lista-propria needs a number for every reserve list.
  if (corte.leitura === 'lista-propria' && corte.multiplicador === undefined && corte.minimoPorLista === undefined)
    corte.minimoPorLista = 1;
  return corte;
}

function runCut(doc: Record<string, unknown>): ConcursoResult {
  const v = validateDocument(doc);
  if (!v.concurso) throw new Error(JSON.stringify(v.problemas));
  return classify(v.concurso);
}

describe('§12 against the independent statement, on random concursos', () => {
  test('every rule set, with and without PcD, both readings, random limits', () => {
    const rand = seededRandom(1212);
    let checked = 0;
    for (let trial = 0; trial < 150; trial++) {
      const id = Object.keys(REF_RULES)[trial % 3];
      const rs = REF_RULES[id];
      const pcdId = [null, 'federal-9508-2018', 'sp-lc683-1992'][Math.floor(rand() * 3)];
      const cands = randomCands(rand, 10 + Math.floor(rand() * 50));
      const vagas = Math.floor(rand() * 15);
      const codes = [...rs.groups.map((g) => g.code), ...(pcdId ? [PCD] : [])];
      const corte = randomCorte(rand, codes);
      const o: RefOptions = {
        reading: rs.defaultReading,
        collision: 'anterior',
        absence: 'ampla',
        ref: null,
        pcd: pcdId ? REF_PCD[pcdId] : null,
        multiple: rs.defaultMultiple,
      };
      const lists = refLists(cands, rs, o);
      const expected = specCut(
        lists,
        ['AC', ...codes],
        new Map(cands.map((c) => [c.inscricao, c.nota])),
        refCounts(vagas, rs, o.reading, o.pcd),
        corte,
      );
      const r = runCut({ regra: id, opcoes: pcdId ? { pcd: pcdId } : {}, vagas, corte, candidatos: cands });
      expect(r.cargos[0].corte).toEqual(expected);
      // Nobody called twice; every one called is in the AC list.
      const ids = expected.convocados.map((c) => c.inscricao);
      expect(new Set(ids).size).toBe(ids.length);
      if (corte.leitura === 'todos-os-optantes') for (const code of codes) for (const member of lists[code]) expect(ids).toContain(member);
      checked++;
    }
    expect(checked).toBe(150);
  });

  test('raising a limit never removes anyone', () => {
    const rand = seededRandom(99);
    for (let trial = 0; trial < 80; trial++) {
      const cands = randomCands(rand, 30);
      const corte = randomCorte(rand, ['PP', 'IND', 'QUI']);
      const called = (c: Corte) =>
        new Set(
          runCut({ regra: 'federal-15142-2025', vagas: 10, corte: c, candidatos: cands }).cargos[0].corte!.convocados.map(
            (x) => x.inscricao,
          ),
        );
      const before = called(corte);
      const raised: Corte[] = [
        { ...corte, ampla: (corte.ampla ?? 0) + 1 + Math.floor(rand() * 5) },
        { ...corte, multiplicador: (corte.multiplicador ?? 0) + 1 },
        { ...corte, minimoPorLista: (corte.minimoPorLista ?? 0) + 2 },
        { ...corte, reservas: Object.fromEntries(Object.entries(corte.reservas ?? {}).map(([k, v]) => [k, v + 1])) },
        { ...corte, leitura: 'todos-os-optantes' },
      ];
      for (const r of raised) {
        // `ampla` set where only `multiplicador` gave the AC limit may lower it: compare only growths.
        if (r.ampla !== undefined && corte.ampla === undefined) continue;
        const after = called(r);
        for (const id of before) expect([id, after.has(id)]).toEqual([id, true]);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Worked examples
// ---------------------------------------------------------------------------------------------

const cand = (inscricao: string, nota: number, extra: Record<string, unknown> = {}) => ({ inscricao, nota, ...extra });
const opt = (grupo: string, confirmacao = 'deferida') => ({ grupo, optante: true, confirmacao });

describe('worked examples (rules.md §12)', () => {
  // Ten AC candidates 100..91, optantes below them.
  const acs = Array.from({ length: 10 }, (_, i) => cand(`A${i + 1}`, 100 - i));

  test('Pirangi default, todos-os-optantes: the first 5 of AC, then every optante not yet called', () => {
    const candidatos = [
      ...acs,
      cand('P1', 99.5, opt('PP')),
      cand('P2', 60, opt('PP')),
      cand('I1', 55, opt('IND')),
      cand('Q1', 40, opt('QUI', 'pendente')),
    ];
    const r = runCut({ vagas: 5, corte: { ampla: 5 }, candidatos });
    expect(r.cargos[0].corte).toEqual({
      leitura: 'todos-os-optantes',
      limites: { AC: 5, PP: null, IND: null, QUI: null },
      notaDeCorte: { AC: 97, PP: 60, IND: 55, QUI: 40 },
      convocados: [
        { inscricao: 'A1', via: 'AC' },
        { inscricao: 'P1', via: 'AC' }, // a cotista inside the AC cut uses no reserve place
        { inscricao: 'A2', via: 'AC' },
        { inscricao: 'A3', via: 'AC' },
        { inscricao: 'A4', via: 'AC' },
        { inscricao: 'P2', via: 'PP' },
        { inscricao: 'I1', via: 'IND' },
        { inscricao: 'Q1', via: 'QUI' }, // confirmation pending: stays in its list
      ],
    });
    const lines = r.cargos[0].memoria.filter((s) => s.tipo === 'corte').map((s) => `${s.artigo} | ${s.mensagem}`);
    expect(lines).toEqual([
      'opção da comissão, sem item do edital informado | Próxima fase — lista de ampla concorrência: até o 5º (opção da comissão, sem item do edital informado): 5 convocados; nota de corte 97.',
      'art. 9º; opção da comissão, sem item do edital informado | Próxima fase — lista de pretos e pardos: o único optante ainda não convocado (leitura: todos os optantes; art. 9º); nota de corte 60; 1 já convocado por lista anterior, sem ocupar lugar desta.',
      'art. 9º; opção da comissão, sem item do edital informado | Próxima fase — lista de indígenas: o único optante ainda não convocado (leitura: todos os optantes; art. 9º); nota de corte 55.',
      'art. 9º; opção da comissão, sem item do edital informado | Próxima fase — lista de quilombolas: o único optante ainda não convocado (leitura: todos os optantes; art. 9º); nota de corte 40.',
    ]);
  });

  test('lista-propria with ties at the cut: tie-break criteria do not cut; an indeferida is called only through AC', () => {
    const candidatos = [
      ...acs,
      cand('P1', 70, { ...opt('PP'), desempate: [9] }),
      cand('P2', 70, { ...opt('PP'), desempate: [1] }),
      cand('P3', 65, opt('PP')),
      cand('X1', 95.5, opt('PP', 'indeferida')),
      cand('X2', 60, opt('PP', 'indeferida')),
      cand('N1', 99, { aprovado: false, ...opt('PP') }),
    ];
    const r = runCut({
      regra: 'federal-15142-2025',
      vagas: 4,
      corte: { ampla: 6, reservas: { PP: 1, IND: 0, QUI: 0 }, leitura: 'lista-propria' },
      candidatos,
    });
    const c = r.cargos[0].corte!;
    expect(c.limites).toEqual({ AC: 6, PP: 1, IND: 0, QUI: 0 });
    // AC: A1..A5 and X1 (95,5 is the 6th); PP's 1st is P1 and P2 has the same score: both.
    expect(c.convocados.map((x) => `${x.inscricao}:${x.via}`)).toEqual([
      'A1:AC',
      'A2:AC',
      'A3:AC',
      'A4:AC',
      'A5:AC',
      'X1:AC',
      'P1:PP',
      'P2:PP',
    ]);
    expect(c.notaDeCorte).toEqual({ AC: 95.5, PP: 70, IND: null, QUI: null });
    expect(r.cargos[0].memoria.find((s) => s.tipo === 'corte' && s.mensagem.includes('pretos e pardos'))!.mensagem).toContain(
      '1 candidato empatado na última posição, também convocado',
    );
  });

  test('ties at the AC cut call everyone with the last score', () => {
    const candidatos = [cand('A', 90), cand('B', 80), cand('C', 80), cand('D', 80), cand('E', 70)];
    const r = runCut({ vagas: 2, corte: { ampla: 2 }, candidatos });
    expect(r.cargos[0].corte!.convocados.map((x) => x.inscricao)).toEqual(['A', 'B', 'C', 'D']);
  });

  test('multiplicador and minimoPorLista: a list with no reserved vacancy keeps its minimum', () => {
    // Lei 12.990: 2 vacancies, below the minimum of 3: PP has no vacancy; 3 × 2 AC vacancies = 6.
    const candidatos = [...acs, cand('P1', 50, opt('PP')), cand('P2', 49, opt('PP')), cand('P3', 48, opt('PP'))];
    const r = runCut({ regra: 'federal-12990-2014', vagas: 2, corte: { multiplicador: 3, minimoPorLista: 2 }, candidatos });
    const c = r.cargos[0].corte!;
    expect(c.leitura).toBe('lista-propria');
    expect(c.limites).toEqual({ AC: 6, PP: 2 });
    expect(c.convocados.map((x) => x.inscricao)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'P1', 'P2']);
  });

  test('PcD: its own list, citing the PcD rule, never Art. 9º', () => {
    const candidatos = [
      ...acs,
      cand('D1', 40, { pcd: true, avaliacaoPcd: 'deferida' }),
      cand('D2', 30, { pcd: true, avaliacaoPcd: 'indeferida' }),
    ];
    const r = runCut({
      opcoes: { pcd: 'federal-9508-2018', fundamentos: { corte: 'item 9.1 do Edital nº 1/2026' } },
      vagas: 5,
      corte: { ampla: 3 },
      candidatos,
    });
    expect(r.cargos[0].corte!.convocados.map((x) => `${x.inscricao}:${x.via}`)).toEqual(['A1:AC', 'A2:AC', 'A3:AC', 'D1:PCD']);
    const pcdLine = r.cargos[0].memoria.find((s) => s.tipo === 'corte' && s.mensagem.includes('pessoas com deficiência'))!;
    expect(pcdLine.artigo).toBe('Decreto nº 9.508/2018, art. 1º, caput; item 9.1 do Edital nº 1/2026');
    expect(pcdLine.mensagem).not.toContain('art. 9º');
  });

  test('several cargos, each with its own cut; the JSON output carries it', () => {
    const r = runCut({
      cargos: [
        { cargo: 'Motorista', vagas: 2, corte: { ampla: 1 } },
        { cargo: 'Professor', vagas: 3 },
      ],
      candidatos: [
        cand('M1', 80, { cargo: 'Motorista' }),
        cand('M2', 70, { cargo: 'Motorista', ...opt('PP') }),
        cand('P1', 90, { cargo: 'Professor' }),
      ],
    });
    expect(r.cargos[0].corte!.convocados).toEqual([
      { inscricao: 'M1', via: 'AC' },
      { inscricao: 'M2', via: 'PP' },
    ]);
    expect(r.cargos[1].corte).toBeUndefined();
    const json = toContractJson(r) as { cargos: Record<string, unknown>[] };
    expect(json.cargos[0].corte).toEqual(r.cargos[0].corte);
    expect('corte' in json.cargos[1]).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Input errors
// ---------------------------------------------------------------------------------------------

describe('input errors of corte (contract.md)', () => {
  const problems = (doc: Record<string, unknown>) =>
    validateDocument({ candidatos: [], ...doc }).problemas.map((p) => `${p.campo}: ${p.mensagem}`);

  test('every problem at once, naming the cargo and the key', () => {
    expect(
      problems({
        cargos: [
          {
            cargo: 'Motorista',
            vagas: 2,
            corte: { ampla: -1, multiplicador: 1.5, leitura: 'metade', reservas: { XX: 2, PP: 'dois' }, extra: true },
          },
          { cargo: 'Professor', vagas: 2, corte: { leitura: 'lista-propria', reservas: { PP: 1 } } },
        ],
      }),
    ).toEqual([
      'cargos[1].corte.extra: Cargo "Motorista", "corte": campo desconhecido "extra". Os campos aceitos são: ampla, reservas, multiplicador, minimoPorLista, leitura.',
      'cargos[1].corte.ampla: Cargo "Motorista", "corte": "ampla" deve ser um número inteiro, zero ou maior (recebido: -1).',
      'cargos[1].corte.multiplicador: Cargo "Motorista", "corte": "multiplicador" deve ser um número inteiro, zero ou maior (recebido: 1.5).',
      'cargos[1].corte.leitura: Cargo "Motorista", "corte": leitura desconhecida "metade"; use "todos-os-optantes" ou "lista-propria".',
      'cargos[1].corte.reservas.XX: Cargo "Motorista", "corte": a lista "XX" não existe nesta regra; as listas de reserva são: PP, IND, QUI.',
      'cargos[1].corte.reservas.PP: Cargo "Motorista", "corte": "reservas.PP" deve ser um número inteiro, zero ou maior (recebido: "dois").',
      'cargos[2].corte: Cargo "Professor", "corte": informe "ampla" (quantos da ampla concorrência) ou "multiplicador" (vezes as vagas).',
      'cargos[2].corte.reservas: Cargo "Professor", "corte": com a leitura "lista-propria", cada lista de reserva precisa do seu número ("reservas"), de "multiplicador" ou de "minimoPorLista"; faltam: IND, QUI.',
    ]);
  });

  test('PCD only with a PcD rule; a top-level corte with cargos is an error', () => {
    expect(problems({ vagas: 3, corte: { ampla: 2, reservas: { PCD: 1 } } })).toEqual([
      'corte.reservas.PCD: Concurso, "corte": a lista "PCD" não existe nesta regra; as listas de reserva são: PP, IND, QUI.',
    ]);
    expect(problems({ opcoes: { pcd: 'federal-9508-2018' }, vagas: 3, corte: { ampla: 2, reservas: { PCD: 1 } } })).toEqual([]);
    expect(problems({ cargos: [{ cargo: 'X', vagas: 1 }], corte: { ampla: 2 } })).toEqual([
      'corte: Com a lista "cargos", o corte para a próxima fase vai em cada cargo ("corte" dentro do cargo).',
    ]);
  });
});
