// The validity period (rules.md §10) through the engine's public API, against a statement of §10
// written below from the spec alone (over the reference of §1–§9 in test/support/reference-rules.ts):
// the worked examples, every input error, random lives of concursos (acts of nomination, posse,
// departures, fim de fila, new vacancies, withdrawals from the cadastro de reserva), and the two
// properties the issue names — following the program's own order in batches reproduces it, and under
// Pirangi's default reading a withdrawal changes exactly one position's occupant.
import * as fs from 'fs';
import * as path from 'path';
import { classify, toContractJson, validateDocument } from '../../src/engine';
import type { CargoResult } from '../../src/engine';
import { seededRandom } from '../../tools/prng';
import { REF_PCD, REF_RULES, refAllocate, refLists, refOrder, refSequence } from '../support/reference-rules';
import type { RefCand, RefOptions } from '../support/reference-rules';

// ---------------------------------------------------------------------------------------------
// §10, literally
// ---------------------------------------------------------------------------------------------

interface RefAct {
  posicao: number | null;
  inscricao: string;
  situacao: string;
}

interface RefPosition {
  posicao: number;
  vaga: string;
  inscricao: string | null;
  modalidade: string | null;
  situacao: string;
  anteriores: string[];
}

const LEAVING = ['desistente', 'sem-efeito', 'inapto', 'anulado'];

/** rules.md §10 for one cargo: replay, the lists now, S on them, occupants kept, newcomers by entry point on the open positions. */
function refValidity(cands: RefCand[], o: RefOptions, vagas: number, acts: readonly RefAct[]): RefPosition[] {
  const rs = REF_RULES['pirangi-3056-2025'];
  const occupant = new Map<number, { id: string; situacao: string }>();
  const left = new Set<string>();
  let queue: string[] = [];
  const earlier = new Map<number, string[]>();
  for (const a of acts) {
    if (a.situacao === 'nomeado' || a.situacao === 'empossado') occupant.set(a.posicao!, { id: a.inscricao, situacao: a.situacao });
    else if (a.posicao === null) left.add(a.inscricao);
    else {
      earlier.set(a.posicao, [...(earlier.get(a.posicao) ?? []), `${a.inscricao}:${a.situacao}`]);
      occupant.delete(a.posicao);
      if (a.situacao === 'fim-de-fila') queue = [...queue.filter((x) => x !== a.inscricao), a.inscricao];
      else left.add(a.inscricao);
    }
  }
  const holders = new Set([...occupant.values()].map((x) => x.id));
  const published = refLists(cands, rs, o);
  const now = (dropWaiting: boolean): Record<string, string[]> => {
    const out: Record<string, string[]> = {};
    for (const [k, list] of Object.entries(published)) {
      const kept = list.filter((x) => !left.has(x) && !queue.includes(x));
      const last = queue.filter((x) => list.includes(x) && !left.has(x) && (!dropWaiting || holders.has(x)));
      out[k] = [...kept, ...last];
    }
    return out;
  };
  let lists = now(true);
  const waiting = queue.some((x) => !holders.has(x) && !left.has(x));
  if (waiting && refAllocate(vagas, rs, o, lists).size < vagas) lists = now(false);
  const order = refOrder(vagas, rs, o, lists);
  const S = order.S[vagas];
  const newcomers = order.nomeacao.map((p) => p.inscricao).filter((x): x is string => x !== null && !holders.has(x));
  const seq = refSequence(vagas, rs, o.reading, o.collision, o.pcd);
  return seq.map((vaga, i) => {
    const p = i + 1;
    const anteriores = earlier.get(p) ?? [];
    const held = occupant.get(p);
    if (held) return { posicao: p, vaga, inscricao: held.id, modalidade: S.get(held.id) ?? vaga, situacao: held.situacao, anteriores };
    const x = newcomers.shift();
    if (x === undefined) return { posicao: p, vaga, inscricao: null, modalidade: null, situacao: 'vaga', anteriores };
    return { posicao: p, vaga, inscricao: x, modalidade: S.get(x)!, situacao: 'a-nomear', anteriores };
  });
}

// ---------------------------------------------------------------------------------------------
// Concursos
// ---------------------------------------------------------------------------------------------

interface Life {
  candidatos: Record<string, unknown>[];
  ref: RefCand[];
  options: RefOptions;
  opcoes: Record<string, unknown>;
}

/** A random cargo of Pirangi (distinct scores: no tie to report), with or without the PcD reserve. */
function randomCargo(seed: number): Life {
  const rnd = seededRandom(seed);
  const n = 6 + Math.floor(rnd() * 26);
  const withPcd = rnd() < 0.5;
  const scores = Array.from({ length: n }, (_, k) => 1000 - k * 7 - Math.floor(rnd() * 6));
  const candidatos = scores.map((nota, k) => {
    const r = rnd();
    const grupo = r < 0.3 ? 'PP' : r < 0.36 ? 'IND' : r < 0.4 ? 'QUI' : null;
    const pcd = withPcd && rnd() < 0.15;
    return {
      inscricao: `C${String(k + 1).padStart(2, '0')}`,
      nota: nota / 10,
      grupo,
      optante: grupo !== null,
      confirmacao: 'deferida',
      pcd,
      avaliacaoPcd: 'deferida',
    };
  });
  const ref: RefCand[] = candidatos.map((c) => ({
    inscricao: c.inscricao,
    nota: c.nota,
    aprovado: true,
    fraude: false,
    grupo: c.grupo,
    optante: c.optante,
    confirmacao: 'deferida',
    nascimento: null,
    desempate: [],
    pcd: c.pcd,
    avaliacaoPcd: 'deferida',
  }));
  const opcoes = withPcd ? { pcd: 'federal-9508-2018', reservaMultipla: 'todas' } : { reservaMultipla: 'todas' };
  const options: RefOptions = {
    reading: 'total',
    collision: 'anterior',
    absence: 'ampla',
    ref: null,
    pcd: withPcd ? REF_PCD['federal-9508-2018'] : null,
    multiple: 'todas',
  };
  return { candidatos, ref, options, opcoes };
}

function run(life: Life, vagas: number, historico: RefAct[]): CargoResult {
  const v = validateDocument({ opcoes: life.opcoes, vagas, historico, candidatos: life.candidatos });
  expect(v.problemas).toEqual([]);
  return classify(v.concurso!).cargos[0];
}

const positions = (c: CargoResult): RefPosition[] =>
  c.nomeacao.map((p) => ({
    posicao: p.posicao,
    vaga: p.vaga,
    inscricao: p.inscricao,
    modalidade: p.modalidade,
    situacao: p.situacao,
    anteriores: p.anteriores.map((a) => `${a.inscricao}:${a.situacao}`),
  }));

const SCALE = Math.max(1, Number(process.env.COTAS_PROPERTY_SCALE ?? 1) || 1);

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe('§10, exemplos da especificação', () => {
  const doc = (candidatos: [string, string | null, number][], vagas: number, historico: RefAct[], pcd = false) => ({
    opcoes: pcd ? { pcd: 'federal-9508-2018', reservaMultipla: 'todas' } : {},
    vagas,
    historico,
    candidatos: candidatos.map(([inscricao, g, nota]) => ({
      inscricao,
      nota,
      grupo: g === 'P' ? 'PP' : null,
      optante: g === 'P',
      confirmacao: 'deferida',
      pcd: g === 'D',
      avaliacaoPcd: 'deferida',
    })),
  });
  const result = (d: unknown) => {
    const v = validateDocument(d);
    expect(v.problemas).toEqual([]);
    return classify(v.concurso!).cargos[0];
  };
  const who = (c: CargoResult) => c.nomeacao.map((p) => `${p.posicao} ${p.inscricao ?? '-'} ${p.modalidade ?? '-'} ${p.situacao}`);

  test('vagas novas: com 2 vagas ainda não há reserva; com 3, P1 na 2ª (AC) e P2 na 3ª (PP)', () => {
    const ranking: [string, string | null, number][] = [
      ['G1', null, 90],
      ['P1', 'P', 89],
      ['G2', null, 88],
      ['P2', 'P', 87],
    ];
    const acts: RefAct[] = [{ posicao: 1, inscricao: 'G1', situacao: 'nomeado' }];
    expect(who(result(doc(ranking, 2, acts)))).toEqual(['1 G1 AC nomeado', '2 P1 AC a-nomear']);
    expect(who(result(doc(ranking, 3, acts)))).toEqual(['1 G1 AC nomeado', '2 P1 AC a-nomear', '3 P2 PP a-nomear']);
  });

  test('sem atos, toda posição preenchida é "a-nomear", sem anteriores (a ordem do §6 inalterada)', () => {
    const c = result(
      doc(
        [
          ['G1', null, 9],
          ['P1', 'P', 8],
          ['G2', null, 7],
        ],
        3,
        [],
      ),
    );
    expect(c.nomeacao.map((p) => [p.situacao, p.anteriores, p.ato, p.data])).toEqual([
      ['a-nomear', [], null, null],
      ['a-nomear', [], null, null],
      ['a-nomear', [], null, null],
    ]);
    // P1 is within the AC vacancies (art. 10, §2º); the PP vacancy has no one left in its list and reverts to G2.
    expect(c.candidatos.map((o) => o.descricao)).toEqual([
      'A nomear – 1ª vaga, AC',
      'A nomear – 2ª vaga, AC',
      'A nomear – 3ª vaga, AC (vaga PP revertida)',
    ]);
  });

  test('a desistência de P2 traz P4 (art. 10, §3º), explicada na memória com o artigo', () => {
    const ranking: [string, string | null, number][] = [
      ['G1', null, 90],
      ['P1', 'P', 89],
      ['G2', null, 88],
      ['G3', null, 87],
      ['G4', null, 86],
      ['G5', null, 85],
      ['G6', null, 84],
      ['P2', 'P', 83],
      ['G7', null, 82],
      ['P3', 'P', 81],
      ['G8', null, 80],
      ['P4', 'P', 79],
      ['D1', 'D', 78],
    ];
    const order = ['G1', 'P1', 'P2', 'G2', 'D1', 'G3', 'G4', 'P3', 'G5', 'G6'];
    const nominated: RefAct[] = order.map((inscricao, k) => ({ posicao: k + 1, inscricao, situacao: 'nomeado' }));
    const c = result(doc(ranking, 10, [...nominated, { posicao: 3, inscricao: 'P2', situacao: 'desistente' }], true));
    expect(who(c)[2]).toBe('3 P4 PP a-nomear');
    expect(c.nomeacao.filter((p) => p.situacao === 'a-nomear')).toHaveLength(1);
    const line = c.memoria.find((s) => s.tipo === 'reabertura')!;
    expect(line.artigo).toBe('art. 10, §3º');
    expect(line.mensagem).toBe(
      '3ª posição (reservada a pretos e pardos (PP)), reaberta pela desistência da inscrição P2: a nomear agora a inscrição P4, a próxima da lista de pretos e pardos.',
    );
    const p2 = c.candidatos.find((o) => o.inscricao === 'P2')!;
    expect([p2.situacao, p2.descricao]).toEqual(['desistente', 'Desistente – renunciou ao concurso; fora de todas as listas']);
    // If G3 withdraws instead, P2 counts AC (compensação) and the PP list's next, P4, takes position 6; G7 does not.
    const g3 = result(doc(ranking, 10, [...nominated, { posicao: 6, inscricao: 'G3', situacao: 'desistente' }], true));
    expect(who(g3)[5]).toBe('6 P4 PP a-nomear');
    expect(who(g3)[2]).toBe('3 P2 AC nomeado');
    const comp = g3.memoria.find((s) => s.tipo === 'reabertura')!;
    expect(comp.artigo).toBe('art. 10, §2º; art. 10, §3º');
    expect(comp.mensagem).toContain('a inscrição P2 passou a contar na ampla concorrência');
  });

  test('fim de fila: G3 a chamar na 2ª; com 4 vagas, G4 na 3ª e G2 na 4ª', () => {
    const ranking: [string, string | null, number][] = [
      ['G1', null, 80],
      ['G2', null, 78],
      ['G3', null, 76],
      ['G4', null, 74],
    ];
    const acts: RefAct[] = [
      { posicao: 1, inscricao: 'G1', situacao: 'nomeado' },
      { posicao: 2, inscricao: 'G2', situacao: 'nomeado' },
      { posicao: 2, inscricao: 'G2', situacao: 'fim-de-fila' },
    ];
    const two = result(doc(ranking, 2, acts));
    expect(who(two)).toEqual(['1 G1 AC nomeado', '2 G3 AC a-nomear']);
    expect(two.candidatos.find((o) => o.inscricao === 'G2')!.descricao).toBe('Cadastro de reserva – fim de fila, a pedido');
    const four = result(doc(ranking, 4, [...acts, { posicao: 2, inscricao: 'G3', situacao: 'nomeado' }]));
    expect(who(four)).toEqual(['1 G1 AC nomeado', '2 G3 AC nomeado', '3 G4 AC a-nomear', '4 G2 AC a-nomear']);
  });

  test('um nomeado fora do resultado legal: erro historico-divergente, mantém a posição, e quem ficou sem posição é preterido', () => {
    // G3 nominated at 1 by mistake (G1 and G2 rank ahead); with 2 vacancies, S = {G1, G2}.
    const c = result(
      doc(
        [
          ['G1', null, 9],
          ['G2', null, 8],
          ['G3', null, 7],
        ],
        2,
        [{ posicao: 1, inscricao: 'G3', situacao: 'nomeado' }],
      ),
    );
    expect(who(c)).toEqual(['1 G3 AC nomeado', '2 G1 AC a-nomear']);
    const w = toContractJson({
      ...classify(
        validateDocument(
          doc(
            [
              ['G1', null, 9],
              ['G2', null, 8],
              ['G3', null, 7],
            ],
            2,
            [{ posicao: 1, inscricao: 'G3', situacao: 'nomeado' }],
          ),
        ).concurso!,
      ),
    }) as any;
    const aviso = w.cargos[0].avisos.find((a: any) => a.codigo === 'historico-divergente');
    expect(aviso.nivel).toBe('erro');
    expect(aviso.inscricoes).toEqual(['G3', 'G2']);
    expect(aviso.mensagem).toContain('Preterida, com direito à nomeação e sem posição aberta: a inscrição G2 (STF, RE 837.311, Tema 784)');
    expect(c.candidatos.find((o) => o.inscricao === 'G2')!.situacao).toBe('preterido');
  });

  test('posse, ato e data voltam em cada posição; a descrição nomeia o ato', () => {
    const c = result({
      vagas: 2,
      historico: [
        { posicao: 1, inscricao: 'A', situacao: 'nomeado', ato: 'Portaria 45/2026', data: '2026-04-02' },
        { posicao: 1, inscricao: 'A', situacao: 'empossado', ato: 'Termo de posse', data: '2026-05-04' },
      ],
      candidatos: [
        { inscricao: 'A', nota: 9 },
        { inscricao: 'B', nota: 8 },
      ],
    });
    expect(c.nomeacao[0]).toMatchObject({ situacao: 'empossado', ato: 'Termo de posse', data: '2026-05-04', anteriores: [] });
    expect(c.candidatos[0].descricao).toBe('Empossado(a) – 1ª vaga, AC (Termo de posse, 04/05/2026)');
    expect(c.candidatos[1].descricao).toBe('A nomear – 2ª vaga, AC');
  });
});

describe('§10, erros de entrada: todos de uma vez, com o cargo e o número do ato', () => {
  const cands = ['A', 'B', 'C', 'D'].map((inscricao, k) => ({ inscricao, nota: 10 - k }));
  const problems = (historico: unknown, vagas = 3) =>
    validateDocument({ vagas, historico, candidatos: cands }).problemas.map((p) => p.mensagem);

  test.each([
    [
      [{ posicao: 1, inscricao: 'Z', situacao: 'nomeado' }],
      'Concurso, ato 1 do histórico: a inscrição Z não é de candidato(a) deste cargo.',
    ],
    [
      [{ posicao: 4, inscricao: 'A', situacao: 'nomeado' }],
      'Concurso, ato 1 do histórico: a posição 4 está fora das vagas do cargo (1 a 3).',
    ],
    [
      [
        { posicao: 1, inscricao: 'A', situacao: 'nomeado' },
        { posicao: 1, inscricao: 'B', situacao: 'nomeado' },
      ],
      'Concurso, ato 2 do histórico: a 1ª posição já é ocupada pela inscrição A.',
    ],
    [
      [
        { posicao: 1, inscricao: 'A', situacao: 'nomeado' },
        { posicao: 2, inscricao: 'A', situacao: 'empossado' },
      ],
      'Concurso, ato 2 do histórico: a inscrição A já ocupa a 1ª posição.',
    ],
    [
      [{ posicao: 1, inscricao: 'A', situacao: 'sem-efeito' }],
      'Concurso, ato 1 do histórico: a inscrição A não ocupa a 1ª posição (a posição está aberta).',
    ],
    [
      [
        { posicao: 1, inscricao: 'A', situacao: 'nomeado' },
        { posicao: 1, inscricao: 'B', situacao: 'fim-de-fila' },
      ],
      'Concurso, ato 2 do histórico: a inscrição B não ocupa a 1ª posição (ocupada pela inscrição A).',
    ],
    [
      [
        { posicao: 1, inscricao: 'A', situacao: 'nomeado' },
        { posicao: 1, inscricao: 'A', situacao: 'desistente' },
        { posicao: 2, inscricao: 'A', situacao: 'nomeado' },
      ],
      'Concurso, ato 3 do histórico: a inscrição A já tinha saído do concurso (desistência, 2º ato): nenhum ato pode vir depois.',
    ],
    [
      [
        { posicao: 1, inscricao: 'A', situacao: 'empossado' },
        { posicao: 1, inscricao: 'A', situacao: 'inapto' },
      ],
      'Concurso, ato 2 do histórico: a inscrição A tomou posse na 1ª posição: depois da posse, uma saída abre uma vaga nova (aumente as vagas) e a posição continua dela; só a anulação desfaz a nomeação.',
    ],
    [
      [
        { posicao: 1, inscricao: 'A', situacao: 'empossado' },
        { posicao: 1, inscricao: 'A', situacao: 'nomeado' },
      ],
      'Concurso, ato 2 do histórico: a inscrição A já tomou posse na 1ª posição.',
    ],
    [
      [
        { posicao: 1, inscricao: 'A', situacao: 'nomeado' },
        { inscricao: 'A', situacao: 'desistente' },
      ],
      'Concurso, ato 2 do histórico: a inscrição A ocupa a 1ª posição: informe a posição na desistência.',
    ],
    [
      [{ inscricao: 'A', situacao: 'nomeado' }],
      'Concurso, ato 1 do histórico: falta a posição (só a desistência de quem não ocupa posição pode vir sem ela).',
    ],
    [
      [{ posicao: 1, inscricao: 'A', situacao: 'exonerado' }],
      'Concurso, ato 1 do histórico: situação desconhecida "exonerado"; use nomeado, empossado, desistente, sem-efeito, inapto, anulado, fim-de-fila.',
    ],
    [
      [{ posicao: 1, inscricao: 'A', situacao: 'nomeado', portaria: 'x' }],
      'Concurso, ato 1 do histórico: campo desconhecido "portaria" (os campos aceitos são: posicao, inscricao, situacao, ato, data).',
    ],
    [
      [{ posicao: 1, inscricao: 'A', situacao: 'nomeado', ato: 45 }],
      'Concurso, ato 1 do histórico: "ato" deve ser um texto (recebido: 45).',
    ],
    [
      [{ posicao: 1, inscricao: 'A', situacao: 'nomeado', data: '2026-02-30' }],
      'Concurso, ato 1 do histórico: data inválida "2026-02-30"; use uma data real no formato AAAA-MM-DD.',
    ],
  ])('%j', (historico, message) => {
    expect(problems(historico)).toEqual([message]);
  });

  test('"Desistente" na coluna Situação de quem os atos já tiraram: o mesmo fato dito de novo, nenhum erro', () => {
    const v = validateDocument({
      vagas: 2,
      historico: [
        { posicao: 1, inscricao: 'A', situacao: 'nomeado' },
        { posicao: 1, inscricao: 'A', situacao: 'sem-efeito' },
      ],
      candidatos: cands,
    });
    const historico = [
      ...v.concurso!.cargos[0].historico!,
      { posicao: null, inscricao: 'A', situacao: 'desistente' as const, ato: null, data: null, fonte: 'situacao' as const },
    ];
    const c = classify({ ...v.concurso!, cargos: [{ ...v.concurso!.cargos[0], historico }] }).cargos[0];
    expect(c.nomeacao.map((p) => [p.inscricao, p.situacao])).toEqual([
      ['B', 'a-nomear'],
      ['C', 'a-nomear'],
    ]);
    // The record's own act: a second departure of the same person is still refused.
    expect(problems([...historico.slice(0, 2), { posicao: null, inscricao: 'A', situacao: 'desistente' }], 2)).toEqual([
      'Concurso, ato 3 do histórico: a inscrição A já tinha saído do concurso (nomeação tornada sem efeito, 2º ato): nenhum ato pode vir depois.',
    ]);
  });

  test('anulado depois da posse é aceito: a posição reabre', () => {
    const v = validateDocument({
      vagas: 2,
      historico: [
        { posicao: 1, inscricao: 'A', situacao: 'empossado' },
        { posicao: 1, inscricao: 'A', situacao: 'anulado' },
      ],
      candidatos: cands,
    });
    expect(v.problemas).toEqual([]);
    const c = classify(v.concurso!).cargos[0];
    expect(c.nomeacao.map((p) => [p.inscricao, p.situacao])).toEqual([
      ['B', 'a-nomear'],
      ['C', 'a-nomear'],
    ]);
  });

  test('vários erros de uma vez, em cargos diferentes; "historico" no topo de um documento com cargos', () => {
    const doc = {
      historico: [],
      cargos: [
        { cargo: 'X', vagas: 1, historico: [{ posicao: 2, inscricao: 'A', situacao: 'nomeado' }] },
        { cargo: 'Y', vagas: 1, historico: [{ posicao: 1, inscricao: 'A', situacao: 'nomeado' }], observacao: 'x' },
      ],
      candidatos: [
        { inscricao: 'A', nota: 1, cargo: 'X' },
        { inscricao: 'B', nota: 1, cargo: 'Y' },
      ],
    };
    expect(validateDocument(doc).problemas.map((p) => p.mensagem)).toEqual([
      'Com a lista "cargos", o histórico de atos vai em cada cargo ("historico" dentro do cargo).',
      'Cargo "Y": campo desconhecido "observacao". Os campos aceitos são: cargo, vagas, historico, corte.',
    ]);
    delete (doc as any).historico;
    delete (doc.cargos[1] as any).observacao;
    expect(validateDocument(doc).problemas.map((p) => p.mensagem)).toEqual([
      'Cargo "X", ato 1 do histórico: a posição 2 está fora das vagas do cargo (1 a 1).',
      'Cargo "Y", ato 1 do histórico: a inscrição A não é de candidato(a) deste cargo.',
    ]);
  });
});

describe('§10, propriedades', () => {
  test('vidas aleatórias de concursos: cada passo igual ao enunciado do §10 acima', () => {
    const events = ['nomear', 'nomear', 'posse', 'saida', 'saida', 'cadastro', 'vagas'];
    for (let seed = 1; seed <= 60 * SCALE; seed++) {
      const life = randomCargo(seed);
      const rnd = seededRandom(seed * 7919);
      const n = life.candidatos.length;
      let vagas = 1 + Math.floor(rnd() * Math.min(n, 10));
      const acts: RefAct[] = [];
      for (let step = 0; step < 10; step++) {
        const expected = refValidity(life.ref, life.options, vagas, acts);
        expect({ seed, step, vagas, acts, nomeacao: positions(run(life, vagas, acts)) }).toEqual({
          seed,
          step,
          vagas,
          acts,
          nomeacao: expected,
        });
        const kind = events[Math.floor(rnd() * events.length)];
        const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(rnd() * xs.length)];
        if (kind === 'nomear') {
          const calls = expected.filter((p) => p.situacao === 'a-nomear');
          for (const p of calls.slice(0, 1 + Math.floor(rnd() * calls.length)))
            acts.push({ posicao: p.posicao, inscricao: p.inscricao!, situacao: 'nomeado' });
        } else if (kind === 'posse') {
          const p = pick(expected.filter((x) => x.situacao === 'nomeado'));
          if (p) acts.push({ posicao: p.posicao, inscricao: p.inscricao!, situacao: 'empossado' });
        } else if (kind === 'saida') {
          const p = pick(expected.filter((x) => x.situacao === 'nomeado' || x.situacao === 'empossado'));
          if (p) {
            const s = p.situacao === 'empossado' ? 'anulado' : pick([...LEAVING, 'fim-de-fila', 'fim-de-fila'])!;
            acts.push({ posicao: p.posicao, inscricao: p.inscricao!, situacao: s });
          }
        } else if (kind === 'cadastro') {
          const holding = new Set(expected.filter((p) => p.situacao === 'nomeado' || p.situacao === 'empossado').map((p) => p.inscricao));
          const gone = new Set(acts.filter((a) => LEAVING.includes(a.situacao)).map((a) => a.inscricao));
          const x = pick(life.candidatos.map((c) => c.inscricao as string).filter((i) => !holding.has(i) && !gone.has(i)));
          if (x) acts.push({ posicao: null, inscricao: x, situacao: 'desistente' });
        } else {
          vagas += 1 + Math.floor(rnd() * 3);
        }
      }
    }
  });

  test('seguir a própria ordem do programa em lotes a reproduz: com k vagas e os primeiros nomeados, os k primeiros da ordem completa', () => {
    for (let seed = 100; seed < 100 + 60 * SCALE; seed++) {
      const life = randomCargo(seed);
      const rnd = seededRandom(seed);
      const n = 1 + Math.floor(rnd() * life.candidatos.length);
      const full = run(life, n, []).nomeacao.map((p) => p.inscricao);
      const acts: RefAct[] = [];
      let k = 0;
      while (k < n) {
        const next = Math.min(n, k + 1 + Math.floor(rnd() * 4));
        const now = run(life, next, acts);
        expect({ seed, next, order: now.nomeacao.map((p) => p.inscricao) }).toEqual({ seed, next, order: full.slice(0, next) });
        expect(now.avisos.filter((w) => w.codigo === 'historico-divergente')).toEqual([]);
        for (const p of now.nomeacao)
          if (p.situacao === 'a-nomear') acts.push({ posicao: p.posicao, inscricao: p.inscricao!, situacao: 'nomeado' });
        k = next;
      }
      expect(run(life, n, acts).nomeacao.map((p) => [p.inscricao, p.situacao])).toEqual(
        full.map((x) => [x, x === null ? 'vaga' : 'nomeado']),
      );
    }
  });

  test('na leitura padrão de Pirangi, uma saída muda o ocupante de uma só posição, e ninguém mais muda de posição', () => {
    for (let seed = 300; seed < 300 + 80 * SCALE; seed++) {
      const life = randomCargo(seed);
      const rnd = seededRandom(seed);
      const n = 1 + Math.floor(rnd() * life.candidatos.length);
      const before = run(life, n, []).nomeacao;
      const acts: RefAct[] = before
        .filter((p) => p.inscricao !== null)
        .map((p) => ({ posicao: p.posicao, inscricao: p.inscricao!, situacao: 'nomeado' }));
      if (acts.length === 0) continue;
      const leaver = acts[Math.floor(rnd() * acts.length)] as RefAct & { posicao: number };
      const kind = [...LEAVING, 'fim-de-fila'][Math.floor(rnd() * 5)];
      const after = run(life, n, [...acts, { posicao: leaver.posicao, inscricao: leaver.inscricao, situacao: kind }]).nomeacao;
      const changed = after.filter((p, i) => p.inscricao !== before[i].inscricao).map((p) => p.posicao);
      expect({ seed, changed }).toEqual({
        seed,
        changed: after[leaver.posicao - 1].inscricao === leaver.inscricao ? [] : [leaver.posicao],
      });
      // The newcomer (if any) held no position before.
      const newcomer = after[leaver.posicao - 1].inscricao;
      if (newcomer !== null && newcomer !== leaver.inscricao) expect(before.some((p) => p.inscricao === newcomer)).toBe(false);
    }
  });
});

describe('§10, o enunciado acima reproduz os exemplos 07 e 08 da especificação', () => {
  const dir = path.join(__dirname, '..', 'fixtures', 'examples');
  const files = ['07-historico-desistencia.json', '08-vagas-novas-e-fim-de-fila.json'];
  test.each(files)('%s', (file) => {
    const ex = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const withPcd = ex.input.opcoes?.pcd === 'federal-9508-2018';
    const options: RefOptions = {
      reading: 'total',
      collision: 'anterior',
      absence: 'ampla',
      ref: null,
      pcd: withPcd ? REF_PCD['federal-9508-2018'] : null,
      multiple: 'todas',
    };
    ex.input.cargos.forEach((cargo: any, k: number) => {
      const ref: RefCand[] = ex.input.candidatos
        .filter((c: any) => c.cargo === cargo.cargo)
        .map((c: any) => ({
          inscricao: c.inscricao,
          nota: c.nota,
          aprovado: c.aprovado ?? true,
          fraude: false,
          grupo: c.grupo ?? null,
          optante: c.optante ?? false,
          confirmacao: c.confirmacao ?? 'pendente',
          nascimento: null,
          desempate: [],
          pcd: c.pcd ?? false,
          avaliacaoPcd: c.avaliacaoPcd ?? 'pendente',
        }));
      const got = refValidity(ref, options, cargo.vagas, cargo.historico ?? []);
      const want = ex.expected.cargos[k].nomeacao.map((p: any) => ({
        posicao: p.posicao,
        vaga: p.vaga,
        inscricao: p.inscricao,
        modalidade: p.modalidade,
        situacao: p.situacao,
        anteriores: p.anteriores.map((a: any) => `${a.inscricao}:${a.situacao}`),
      }));
      expect(got).toEqual(want);
    });
  });
});
