// The one replacement plan (src/app/replace.ts) every adapter executes: which sheets go, the refusal
// before any change, the names of the new lists, temporary names while earlier lists still stand, and
// the order that keeps them until every new list is written. The adapters' own tests (test/hosts/excel,
// test/hosts/gas, the in-memory workbook) check that each executes these steps with its API.
import fc from 'fast-check';
import { planReplacement, replaceRefusal, replacementTargets } from '../../src/app/replace';
import type { ReplaceStep, ReplacementInput } from '../../src/app/replace';

/** The plan's steps, or its refusal. */
function plan(sheets: string[], remover: string[], tables: string[], marked: (n: string) => boolean = () => true) {
  return planReplacement({ sheets, remover, tables, marked });
}

function steps(input: Parameters<typeof plan>): { steps: ReplaceStep[]; names: string[] } {
  const p = plan(...input);
  if ('refusal' in p) throw new Error(p.refusal);
  return p;
}

const lower = (n: string): string => n.toLocaleLowerCase('pt-BR');

describe('sem saída anterior', () => {
  test('cada tabela numa planilha nova, gravada com nome temporário e só no fim renomeada para o nome pedido; a primeira ativada', () => {
    // A write cut on the way leaves no sheet named (nor titled) as a list: "AC" with 10,000 of 12,000 rows would look finished.
    expect(steps([['Candidatos', 'Parâmetros'], [], ['AC', 'PP']])).toEqual({
      steps: [
        { kind: 'add', sheet: 'Gravação incompleta 1', table: 0 },
        { kind: 'add', sheet: 'Gravação incompleta 2', table: 1 },
        { kind: 'rename', sheet: 'Gravação incompleta 1', to: 'AC', table: 0 },
        { kind: 'rename', sheet: 'Gravação incompleta 2', to: 'PP', table: 1 },
        { kind: 'activate', sheet: 'AC' },
      ],
      names: ['AC', 'PP'],
    });
  });

  test('um nome já usado, sem olhar maiúsculas, ganha " (2)", " (3)"…; dois pedidos iguais também', () => {
    expect(steps([['Candidatos', 'ac', 'AC (2)'], [], ['AC', 'Ac', 'CANDIDATOS']]).names).toEqual(['AC (3)', 'Ac (4)', 'CANDIDATOS (2)']);
  });

  test('31 caracteres no máximo (SheetNamer): cortado no meio, o fim mantido; o sufixo cabe nos 31', () => {
    const long = 'AC - Professor de Educação Básica I - Disciplina A';
    const { names } = steps([[], [], [long, long]]);
    expect(names).toEqual(['AC - Professor de Ed…sciplina A', 'AC - Professor de…ciplina A (2)']);
    for (const n of names) expect(Array.from(n).length).toBeLessThanOrEqual(31);
  });

  test('sem tabelas: nada a fazer', () => {
    expect(steps([['Candidatos'], [], []])).toEqual({ steps: [], names: [] });
  });
});

describe('substituindo a saída anterior', () => {
  test('grava tudo com nomes temporários, só então apaga as anteriores (na ordem das abas) e renomeia; as novas herdam os nomes', () => {
    expect(
      steps([
        ['Candidatos', 'Resumo', 'AC', 'Notas'],
        ['AC', 'Resumo'],
        ['Resumo', 'AC', 'PP'],
      ]),
    ).toEqual({
      steps: [
        { kind: 'add', sheet: 'Gravação incompleta 1', table: 0 },
        { kind: 'add', sheet: 'Gravação incompleta 2', table: 1 },
        { kind: 'add', sheet: 'Gravação incompleta 3', table: 2 },
        { kind: 'remove', sheet: 'Resumo' },
        { kind: 'remove', sheet: 'AC' },
        { kind: 'rename', sheet: 'Gravação incompleta 1', to: 'Resumo', table: 0 },
        { kind: 'rename', sheet: 'Gravação incompleta 2', to: 'AC', table: 1 },
        { kind: 'rename', sheet: 'Gravação incompleta 3', to: 'PP', table: 2 },
        { kind: 'activate', sheet: 'Resumo' },
      ],
      names: ['Resumo', 'AC', 'PP'],
    });
  });

  test('as planilhas a remover são achadas sem olhar maiúsculas e removidas com o nome que têm', () => {
    const p = steps([['Candidatos', 'AC'], ['ac', 'AC'], ['AC']]);
    expect(p.steps.filter((s) => s.kind === 'remove')).toEqual([{ kind: 'remove', sheet: 'AC' }]);
    expect(p.names).toEqual(['AC']);
  });

  test('os nomes temporários não tomam o de nenhuma planilha, nem o de uma lista nova', () => {
    const p = steps([['Gravação incompleta 1', 'gravação incompleta 2 (2)', 'AC'], ['AC'], ['Gravação incompleta 2', 'AC']]);
    const added = p.steps.filter((s) => s.kind === 'add').map((s) => s.sheet);
    expect(added).toEqual(['Gravação incompleta 1 (2)', 'Gravação incompleta 2 (3)']);
    expect(p.names).toEqual(['Gravação incompleta 2', 'AC']);
  });

  test('só apagar (nenhuma tabela): remove, sem renomear nem ativar', () => {
    expect(steps([['AC', 'PP'], ['PP'], []])).toEqual({ steps: [{ kind: 'remove', sheet: 'PP' }], names: [] });
  });
});

describe('recusa antes de qualquer mudança (a mesma frase em todo host)', () => {
  test('uma planilha sem a marca do suplemento: nunca apagada', () => {
    const marked = (n: string): boolean => n !== 'Notas';
    expect(plan(['AC', 'Notas'], ['AC', 'Notas'], ['AC'], marked)).toEqual({
      refusal:
        "Nada foi alterado: a planilha 'Notas' não foi gravada pelo suplemento, e o suplemento só substitui as planilhas que gravou.",
    });
    // Several: in tab order, as named in the workbook; they are told before the missing ones.
    expect(plan(['notas', 'Candidatos', 'AC'], ['Sumiu', 'candidatos', 'Notas'], [], () => false)).toEqual({
      refusal:
        "Nada foi alterado: as planilhas 'notas', 'Candidatos' não foram gravadas pelo suplemento, e o suplemento só substitui as planilhas que gravou.",
    });
  });

  test('uma planilha que já não existe: dita uma vez, como pedida', () => {
    expect(plan(['AC'], ['AC', 'Sumiu', 'SUMIU'], ['AC'])).toEqual({
      refusal: "Nada foi alterado: a planilha 'Sumiu' não existe mais na pasta; analise a pasta de novo.",
    });
    expect(plan([], ['A', 'B'], [])).toEqual({
      refusal: "Nada foi alterado: as planilhas 'A', 'B' não existem mais na pasta; analise a pasta de novo.",
    });
  });

  test('a marca só é perguntada das planilhas a remover (o Excel a lê numa sincronização só para elas)', () => {
    const asked: string[] = [];
    plan(['Candidatos', 'AC', 'Resumo'], ['resumo', 'AC'], ['AC'], (n) => (asked.push(n), true));
    expect(asked.sort()).toEqual(['AC', 'Resumo']);
    expect(replacementTargets(['Candidatos', 'AC', 'Resumo'], ['resumo', 'AC', 'Sumiu', 'sumiu'])).toEqual({
      old: ['AC', 'Resumo'],
      missing: ['Sumiu'],
    });
    expect(replaceRefusal([], [])).toBeNull();
  });
});

describe('qualquer pasta: os passos, executados em ordem, terminam nas listas novas sem nunca perder as anteriores antes da hora', () => {
  // Short names from few letters: collisions (ignoring case) and long names are common.
  const name = fc.oneof(
    fc.stringMatching(/^[aAbB]{1,3}$/),
    fc.constantFrom(
      'Gravação incompleta 1',
      'gravação incompleta 2',
      'Gravação incompleta 1 (2)',
      'AC - Professor de Educação Básica I - Disciplina A',
    ),
  );
  const input = fc
    .record({
      sheets: fc.uniqueArray(name, { selector: lower, maxLength: 8 }),
      pick: fc.array(fc.nat(), { maxLength: 5 }),
      tables: fc.array(name, { maxLength: 5 }),
    })
    .map(({ sheets, pick, tables }) => ({
      sheets,
      remover: sheets.length ? pick.map((i) => sheets[i % sheets.length]) : [],
      tables,
    }));

  test('nomes únicos (sem olhar maiúsculas), válidos, e as anteriores de pé até a última tabela gravada', () => {
    fc.assert(
      fc.property(input, ({ sheets, remover, tables }) => {
        const p = planReplacement({ sheets, remover, tables, marked: () => true } as ReplacementInput);
        if ('refusal' in p) throw new Error(p.refusal);
        const old = sheets.filter((s) => remover.some((r) => lower(r) === lower(s)));
        let book = sheets.slice();
        const has = (n: string): boolean => book.some((b) => lower(b) === lower(n));
        let added = 0;
        for (const s of p.steps) {
          if (s.kind === 'add') {
            expect(has(s.sheet)).toBe(false);
            // Never under a list's final name: cut here, nothing would look like a finished list.
            expect(p.names.map(lower)).not.toContain(lower(s.sheet));
            expect(Array.from(s.sheet).length).toBeLessThanOrEqual(31);
            expect(s.table).toBe(added++);
            // Until every table is written, every earlier list is still there.
            for (const o of old) expect(book).toContain(o);
            book.push(s.sheet);
          } else if (s.kind === 'remove') {
            expect(added).toBe(tables.length);
            expect(book).toContain(s.sheet);
            book = book.filter((b) => b !== s.sheet);
          } else if (s.kind === 'rename') {
            expect(has(s.to)).toBe(false);
            expect(s.to).toBe(p.names[s.table]);
            book = book.map((b) => (b === s.sheet ? s.to : b));
          } else expect(s.sheet).toBe(p.names[0]);
        }
        expect(book).toEqual([...sheets.filter((s) => !old.includes(s)), ...p.names]);
        expect(new Set(book.map(lower)).size).toBe(book.length);
      }),
      { numRuns: 300, seed: 17 },
    );
  });
});
