// The edital's tie-break criteria with a direction (rules.md §2.3): `opcoes.criterios` says, for each
// position of `desempate`, its name, whether the higher or the lower value comes first, what its
// numbers are (dates as the spreadsheet's day number, Sim/Não as 1/0) and whether it is a draw. The
// values stay as given (the JSON output shows them); the audit trail names the criterion that
// resolved each tie and its direction.
import fc from 'fast-check';
import { classify, validateDocument } from '../../src/engine';
import type { ConcursoResult } from '../../src/engine';
import { optionSentences } from '../../src/engine/catalog/options';
import { findRuleSet } from '../../src/engine/rulesets';

interface Row {
  inscricao: string;
  nota: number;
  desempate?: (number | null)[];
}

function run(vagas: number, rows: Row[], criterios?: unknown): ConcursoResult {
  const v = validateDocument({
    vagas,
    opcoes: criterios === undefined ? {} : { criterios },
    candidatos: rows.map((r) => ({ desempate: [], ...r })),
  });
  expect(v.problemas).toEqual([]);
  return classify(v.concurso!);
}

const acList = (r: ConcursoResult): string[] => r.cargos[0].listas.AC;
const tieLines = (r: ConcursoResult): string[] => r.cargos[0].memoria.filter((p) => p.tipo === 'desempate').map((p) => p.mensagem);

// 1970-01-01 is day 25569 of the spreadsheets' calendar; 1985-06-05 is 31203; 1970-03-12 is 25639.
const OLDER = 25639;
const YOUNGER = 31203;

describe('a date criterion (Data de nascimento)', () => {
  const rows: Row[] = [
    { inscricao: '0001', nota: 80, desempate: [YOUNGER] },
    { inscricao: '0002', nota: 80, desempate: [OLDER] },
  ];

  it('nominates the older candidate when the direction is menor-primeiro (the earlier date)', () => {
    const r = run(1, rows, [{ nome: 'Data de nascimento', sentido: 'menor-primeiro', tipo: 'data' }]);
    expect(acList(r)).toEqual(['0002', '0001']);
    expect(r.cargos[0].nomeacao[0].inscricao).toBe('0002');
  });

  it('names the criterion, its direction and the two dates in the audit trail', () => {
    const r = run(1, rows, [{ nome: 'Data de nascimento', sentido: 'menor-primeiro', tipo: 'data' }]);
    expect(tieLines(r)).toEqual([
      "Empate de nota (80) entre as inscrições 0002 e 0001: resolvido pelo 1º critério de desempate do edital, 'Data de nascimento' " +
        '(maior idade primeiro, data mais antiga antes: 12/03/1970 contra 05/06/1985). Fica à frente a inscrição 0002 (1ª na ampla concorrência).',
    ]);
  });

  it('keeps the values as given in the output (never negated)', () => {
    const v = validateDocument({
      vagas: 1,
      opcoes: { criterios: [{ nome: 'Data de nascimento', sentido: 'menor-primeiro', tipo: 'data' }] },
      candidatos: rows,
    });
    expect(v.concurso!.candidatos.map((c) => c.desempate)).toEqual([[YOUNGER], [OLDER]]);
    expect(classify(v.concurso!).opcoes.criterios).toEqual([{ nome: 'Data de nascimento', sentido: 'menor-primeiro', tipo: 'data' }]);
  });

  it('without opcoes.criterios stays higher first, and the audit trail names the criterion by its position', () => {
    const r = run(1, rows);
    expect(acList(r)).toEqual(['0001', '0002']);
    expect(tieLines(r)[0]).toContain('resolvido pelo 1º critério de desempate do edital (maior primeiro: 31203 contra 25639).');
  });
});

describe('a Sim/Não criterion and a draw', () => {
  it('reads Sim as 1 and Não as 0, Sim first by default direction maior-primeiro; Não first when asked', () => {
    const rows: Row[] = [
      { inscricao: '0001', nota: 70, desempate: [0] },
      { inscricao: '0002', nota: 70, desempate: [1] },
    ];
    const sim = run(1, rows, [{ nome: 'Jurado', sentido: 'maior-primeiro', tipo: 'sim-nao' }]);
    expect(acList(sim)).toEqual(['0002', '0001']);
    expect(tieLines(sim)[0]).toContain("resolvido pelo 1º critério de desempate do edital, 'Jurado' (Sim primeiro: Sim contra Não).");
    const nao = run(1, rows, [{ nome: 'Jurado', sentido: 'menor-primeiro', tipo: 'sim-nao' }]);
    expect(acList(nao)).toEqual(['0001', '0002']);
  });

  it('says a tie resolved by the Sorteio column was resolved by sorteio', () => {
    const rows: Row[] = [
      { inscricao: '0001', nota: 70, desempate: [5, 2] },
      { inscricao: '0002', nota: 70, desempate: [5, 1] },
    ];
    const r = run(1, rows, [
      { nome: 'Nota de Português', sentido: 'maior-primeiro' },
      { nome: 'Sorteio', sentido: 'menor-primeiro', sorteio: true },
    ]);
    expect(acList(r)).toEqual(['0002', '0001']);
    expect(tieLines(r)[0]).toContain('resolvido por sorteio (coluna Sorteio; menor primeiro: 1 contra 2).');
  });

  it('lists the criteria and their directions among the options of the Memória (the Memória sheet writes optionSentences)', () => {
    const r = run(
      1,
      [{ inscricao: '1', nota: 1 }],
      [
        { nome: 'Data de nascimento', sentido: 'menor-primeiro', tipo: 'data' },
        { nome: 'Sorteio', sentido: 'menor-primeiro', sorteio: true },
      ],
    );
    const lines = optionSentences({ options: r.opcoes, rules: findRuleSet(r.regra)!, pcd: null, pcdNome: null });
    expect(lines.map((l) => l.texto)).toContain(
      'Critérios de desempate: 1º Data de nascimento (maior idade primeiro); 2º Sorteio (sorteio; menor primeiro)',
    );
  });
});

describe('opcoes.criterios is checked like every option', () => {
  it('names every wrong entry at once', () => {
    const v = validateDocument({
      vagas: 1,
      opcoes: { criterios: [{ nome: '', sentido: 'crescente' }, 'x', { nome: 'A', sentido: 'maior-primeiro', tipo: 'hora', extra: 1 }] },
      candidatos: [{ inscricao: '1', nota: 1 }],
    });
    expect(v.concurso).toBeNull();
    expect(v.problemas.map((p) => p.campo)).toEqual([
      'opcoes.criterios[0]',
      'opcoes.criterios[0]',
      'opcoes.criterios[1]',
      'opcoes.criterios[2]',
      'opcoes.criterios[2]',
    ]);
    expect(v.problemas[1].mensagem).toBe('1º critério: "sentido" "crescente" inválido; use "maior-primeiro" ou "menor-primeiro".');
  });

  it('accepts the edital item behind the criteria in opcoes.fundamentos', () => {
    const v = validateDocument({ vagas: 1, opcoes: { fundamentos: { criterios: 'item 8.2 do Edital nº 1/2026' } }, candidatos: [] });
    expect(v.problemas).toEqual([]);
    expect(v.concurso!.opcoes.fundamentos).toEqual({ criterios: 'item 8.2 do Edital nº 1/2026' });
  });
});

// rules.md §2, stated again here independently of src/engine/ranking.ts: score (9-decimal key) higher
// first; then each criterion in turn in its direction, a missing value after any value; then the
// inscrição (all are digits of one length here, so plain string order).
function expectedOrder(rows: Row[], directions: ('maior-primeiro' | 'menor-primeiro')[]): string[] {
  const key = (x: number): number => Math.round(x * 1e9);
  return [...rows]
    .sort((a, b) => {
      if (key(a.nota) !== key(b.nota)) return key(b.nota) - key(a.nota);
      const n = Math.max(a.desempate!.length, b.desempate!.length);
      for (let t = 0; t < n; t++) {
        const va = a.desempate![t] ?? null;
        const vb = b.desempate![t] ?? null;
        if (va === null && vb === null) continue;
        if (va === null) return 1;
        if (vb === null) return -1;
        if (key(va) === key(vb)) continue;
        const higherFirst = (directions[t] ?? 'maior-primeiro') === 'maior-primeiro';
        return higherFirst ? key(vb) - key(va) : key(va) - key(vb);
      }
      return a.inscricao < b.inscricao ? -1 : 1;
    })
    .map((r) => r.inscricao);
}

describe('property: the ranking under random directions is rules.md §2 stated independently', () => {
  it('holds for random scores, criteria (missing values, shorter lists) and directions', () => {
    const value = fc.option(fc.integer({ min: -3, max: 3 }), { nil: null, freq: 4 });
    const row = fc.record({ nota: fc.integer({ min: 0, max: 3 }), desempate: fc.array(value, { maxLength: 3 }) });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 25 }),
        fc.array(fc.constantFrom<'maior-primeiro' | 'menor-primeiro'>('maior-primeiro', 'menor-primeiro'), { maxLength: 3 }),
        (raw, directions) => {
          const rows: Row[] = raw.map((r, i) => ({ inscricao: String(i + 1).padStart(3, '0'), nota: r.nota, desempate: r.desempate }));
          const criterios = directions.map((sentido, k) => ({ nome: `Critério ${k + 1}`, sentido }));
          expect(acList(run(1, rows, criterios))).toEqual(expectedOrder(rows, directions));
        },
      ),
      { numRuns: 300, seed: 19 },
    );
  });
});
