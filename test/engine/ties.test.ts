// Unresolved ties (rules.md §2.4) at scale: a tie that decides who is nominated stays an
// error of its own, a tie among nominees an aviso of its own, and the ties among candidates no one
// nominates (only the order of the cadastro de reserva) one summary per cargo, with every candidate
// in `inscricoes` so that each row of the lists keeps its mark.
import fc from 'fast-check';
import { classify, validateDocument } from '../../src/engine';
import type { Concurso, ConcursoResult, Warning } from '../../src/engine';
import { finalListTables } from '../../src/sheet';
import { seededRandom } from '../../tools/prng';

interface Row {
  inscricao: string;
  nota: number;
  grupo?: string | null;
  desempate?: number[];
}

function concurso(vagas: number, rows: Row[]): Concurso {
  const v = validateDocument({
    vagas,
    candidatos: rows.map((r) => ({ grupo: null, optante: r.grupo != null, confirmacao: 'deferida', desempate: [], ...r })),
  });
  expect(v.problemas).toEqual([]);
  return v.concurso!;
}

const ties = (r: ConcursoResult): Warning[] => r.cargos[0].avisos.filter((a) => a.codigo === 'empate-nao-resolvido');

/** A seeded shuffle (Fisher–Yates). */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const rnd = seededRandom(seed);
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const id = (n: number): string => String(n).padStart(4, '0');

/** Three nominees with distinct scores, then `count` ties below them, of 2 and 3 candidates in turn. */
function reserveTies(count: number): { rows: Row[]; tied: string[][] } {
  const rows: Row[] = [
    { inscricao: id(1), nota: 100 },
    { inscricao: id(2), nota: 99 },
    { inscricao: id(3), nota: 98 },
  ];
  const tied: string[][] = [];
  let next = 10;
  for (let k = 0; k < count; k++) {
    const members: string[] = [];
    for (let m = 0; m < (k % 2 === 0 ? 2 : 3); m++) members.push(id(next++));
    // Lower scores further down the list; two decimals.
    for (const i of members) rows.push({ inscricao: i, nota: 90 - k * 0.01 });
    tied.push(members);
  }
  return { rows, tied };
}

describe('ties that only order the cadastro de reserva', () => {
  it('are one warning with the count, every inscrição and where the first ones are', () => {
    const { rows, tied } = reserveTies(40);
    const c = concurso(3, shuffled(rows, 7));
    const result = classify(c);
    const ws = ties(result);
    expect(ws).toHaveLength(1);
    const w = ws[0];
    expect(w.nivel).toBe('aviso');
    expect(w.artigo).toBe('critérios de desempate do edital');
    expect(w.empates).toBe(40);
    expect(w.inscricoes).toEqual(tied.flat());
    expect(w.mensagem).toMatch(/^40 empates não resolvidos entre 100 candidatos não nomeados/);
    expect(w.mensagem).toContain('ordenados provisoriamente pelo número de inscrição');
    expect(w.mensagem).toContain('Não mudam quem é nomeado nem a ordem de nomeação, só a ordem do cadastro de reserva');
    // The first ties by their positions in the AC list: 4ª–5ª (two), 6ª–8ª (three), …
    expect(w.mensagem).toContain(`4ª e 5ª na ampla concorrência, nota 90: inscrições ${tied[0][0]} e ${tied[0][1]}`);
    expect(w.mensagem).toContain(`6ª a 8ª na ampla concorrência, nota 89,99: inscrições ${tied[1][0]}, ${tied[1][1]} e ${tied[1][2]}`);
    expect(w.mensagem).toContain('… e mais 30 empates');
    expect(w.mensagem).not.toContain(tied[10][0]);
    expect(w.mensagem).toContain('Cada candidato empatado está marcado na sua linha das listas.');

    // Every tied candidate keeps the mark on their row; the nominees have none.
    const tables = finalListTables(c, result);
    const ac = tables.find((t) => t.tipo === 'ampla')!;
    const ins = ac.cabecalho.indexOf('Inscrição');
    const sit = ac.cabecalho.indexOf('Situação');
    const situation = new Map(ac.linhas.map((r) => [String(r[ins]), String(r[sit])]));
    for (const i of tied.flat())
      expect(situation.get(i)).toBe('Cadastro de reserva — empate não resolvido: ordem provisória, pelo número de inscrição');
    for (const i of [id(1), id(2), id(3)]) expect(situation.get(i)).not.toMatch(/empate/);
  });

  it('writes large counts and positions with pt-BR digit groups', () => {
    const { rows } = reserveTies(1100);
    const w = ties(classify(concurso(3, rows)));
    expect(w).toHaveLength(1);
    expect(w[0].empates).toBe(1100);
    expect(w[0].inscricoes).toHaveLength(2750);
    expect(w[0].mensagem).toMatch(/^1\.100 empates não resolvidos entre 2\.750 candidatos/);
    expect(w[0].mensagem).toContain('… e mais 1.090 empates');
  });

  it('a single one keeps its own warning, as before', () => {
    const { rows, tied } = reserveTies(1);
    const w = ties(classify(concurso(3, rows)));
    expect(w).toEqual([
      {
        nivel: 'aviso',
        codigo: 'empate-nao-resolvido',
        artigo: 'critérios de desempate do edital',
        mensagem:
          `Empate não resolvido entre as inscrições ${tied[0][0]} e ${tied[0][1]} (nota 90, mesmos critérios de desempate): ` +
          'ordenadas provisoriamente pelo número de inscrição. Afeta a ordem do cadastro de reserva: resolva-o antes de publicar.',
        inscricoes: tied[0],
        dados: { tipo: 'empate', nota: 90, decideNomeacao: false, temNomeado: false },
      },
    ]);
  });

  it('the warnings are the same whatever the order of the rows', () => {
    const { rows } = reserveTies(25);
    const extra: Row[] = [
      { inscricao: '0500', nota: 99 },
      { inscricao: '0501', nota: 99 },
    ];
    const all = [...rows, ...extra];
    const first = classify(concurso(3, all)).cargos[0].avisos;
    for (const seed of [1, 2, 3]) expect(classify(concurso(3, shuffled(all, seed))).cargos[0].avisos).toEqual(first);
  });
});

describe('ties that matter for the nominations stay individual', () => {
  // 4 vacancies, no cotistas: the first four of the AC list are nominated.
  //   A 100 | B, C 90 (both nominated: the order of nomination) | D, E 80 (D in, E out: decides) |
  //   F, G 70 and H, I 60 (nobody nominated: the cadastro de reserva).
  const rows: Row[] = [
    { inscricao: 'A', nota: 100 },
    { inscricao: 'B', nota: 90 },
    { inscricao: 'C', nota: 90 },
    { inscricao: 'D', nota: 80 },
    { inscricao: 'E', nota: 80 },
    { inscricao: 'F', nota: 70 },
    { inscricao: 'G', nota: 70 },
    { inscricao: 'H', nota: 60 },
    { inscricao: 'I', nota: 60 },
  ];

  it('a decisive tie is an error, a tie among nominees an aviso, the rest one summary', () => {
    const result = classify(concurso(4, shuffled(rows, 3)));
    expect(result.cargos[0].nomeacao.map((p) => p.inscricao)).toEqual(['A', 'B', 'C', 'D']);
    const ws = ties(result);
    expect(ws.map((w) => [w.nivel, w.inscricoes, w.empates])).toEqual([
      ['aviso', ['B', 'C'], undefined],
      ['erro', ['D', 'E'], undefined],
      ['aviso', ['F', 'G', 'H', 'I'], 2],
    ]);
    expect(ws[0].mensagem).toContain('Não muda quem é nomeado, mas muda a ordem de nomeação');
    expect(ws[1].mensagem).toContain('Este empate decide quem é nomeado');
    expect(ws[2].mensagem).toContain('2 empates não resolvidos entre 4 candidatos não nomeados');
  });
});

describe('the number of tie warnings does not grow with the candidates', () => {
  const GROUPS = [null, null, 'PP', 'IND', 'QUI'];
  const document = fc.record({
    vagas: fc.integer({ min: 0, max: 8 }),
    criteria: fc.integer({ min: 0, max: 2 }),
    rows: fc.array(
      fc.record({
        nota: fc.integer({ min: 0, max: 12 }).map((n) => 70 + n / 4),
        g: fc.integer({ min: 0, max: GROUPS.length - 1 }),
        d: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 2 }),
      }),
      { maxLength: 120 },
    ),
    seed: fc.integer(),
  });

  it('individual ones concern a nomination; all reserve-only ones are one summary; every tied candidate is named once', () => {
    fc.assert(
      fc.property(document, ({ vagas, criteria, rows, seed }) => {
        const input: Row[] = rows.map((r, k) => ({
          inscricao: id(k + 1),
          nota: r.nota,
          grupo: GROUPS[r.g],
          desempate: r.d.slice(0, criteria),
        }));
        const result = classify(concurso(vagas, input));
        const ws = ties(result);
        const nominated = new Set(result.cargos[0].nomeacao.map((p) => p.inscricao).filter((i) => i !== null));
        const summaries = ws.filter((w) => w.empates !== undefined);
        expect(summaries.length).toBeLessThanOrEqual(1);
        // The reserve-only ties: one summary of two or more, or a single one on its own.
        let reserveOnly = 0;
        for (const w of ws) {
          const withNominee = w.inscricoes!.some((i) => nominated.has(i));
          if (w.empates !== undefined) {
            expect(w.empates).toBeGreaterThan(1);
            expect(w.nivel).toBe('aviso');
            expect(withNominee).toBe(false);
            reserveOnly += w.empates!;
          } else if (w.nivel !== 'erro' && !withNominee) {
            expect(w.mensagem).toContain('Afeta a ordem do cadastro de reserva');
            reserveOnly++;
          }
        }
        expect(summaries.length === 1 ? reserveOnly > 1 : reserveOnly <= 1).toBe(true);
        // Disjoint ties, each individual one holding a nominee or deciding one: bounded by the vacancies.
        const individualWithNominee = ws.filter((w) => w.empates === undefined && w.inscricoes!.some((i) => nominated.has(i)));
        expect(individualWithNominee.length).toBeLessThanOrEqual(vagas);
        expect(ws.length).toBeLessThanOrEqual(vagas + ws.filter((w) => w.nivel === 'erro').length + 1);

        // Independently: everyone sharing score and criteria with someone else is in exactly one warning.
        const byMerit = new Map<string, string[]>();
        for (const r of input) {
          const key = `${r.nota}|${r.desempate!.join(',')}`;
          byMerit.set(key, [...(byMerit.get(key) ?? []), r.inscricao]);
        }
        const tied = [...byMerit.values()].filter((xs) => xs.length > 1).flat();
        const named = ws.flatMap((w) => w.inscricoes!);
        expect([...named].sort()).toEqual([...tied].sort());

        // Deterministic whatever the order of the rows.
        expect(ties(classify(concurso(vagas, shuffled(input, seed))))).toEqual(ws);
      }),
      { numRuns: 400 },
    );
  });
});
