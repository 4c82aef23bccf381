// The Parâmetros form and the sheet it writes: readParameters reads back exactly the form written
// (parametersSheetRows), for any valid form — the sheet is the single source of truth the pane edits.
import fc from 'fast-check';
import { NO_PCD_RULE, pcdRuleIds, ruleSetIds } from '../../src/engine';

// The contract's values of each option (docs/contrato.md), stated here independently of the catalogue.
const ROUNDINGS = ['total', 'por-grupo'] as const;
const COLLISIONS = ['anterior', 'posterior'] as const;
const ABSENCE_POLICIES = ['ampla', 'eliminado'] as const;
const MULTIPLE_RESERVES = ['maior-percentual', 'todas'] as const;
import { FIELD_LABELS, readParameters } from '../../src/sheet';
import { parametersNoteRows } from '../../src/sheet/parameters';
import type { ColumnField } from '../../src/sheet';
import { PARAMETERS_TITLE, parametersFormOf, parametersSheetRows } from '../../src/sheet/parameters-form';
import { readCriterionSpec } from '../../src/engine/catalog/options';
import type { ParametersForm } from '../../src/sheet/parameters-form';
import { parametersEdit } from '../../src/sheet/parameters-edit';
import type { CellValue } from '../../src/sheet';

const FIELDS = Object.keys(FIELD_LABELS) as ColumnField[];
const DESCRIPTION_KEYS = ['Concurso', 'Edital', 'Órgão', 'Município', 'Comissão', 'Observações'];

/** Text a commission may type: letters, digits, accents, spaces inside (never at the ends), no ";". */
const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9 ./()-]{0,14}[A-Za-zÀ-ÿ0-9)]$/).filter((s) => !/ {2}/.test(s));

const isoDate = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2040, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const vacancies = fc.integer({ min: 0, max: 500 });

/** Names the sheet reads as the same (case, accents and punctuation aside) must be generated once. */
const comparable = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const cargos: fc.Arbitrary<ParametersForm['cargos']> = fc.oneof(
  fc.constant(null).map((): ParametersForm['cargos'] => [{ cargo: null, vagas: null }]),
  vacancies.map((v): ParametersForm['cargos'] => [{ cargo: null, vagas: v }]),
  fc
    .uniqueArray(word, {
      minLength: 1,
      maxLength: 6,
      selector: comparable,
    })
    .chain((names) => fc.tuple(...names.map((n) => vacancies.map((v) => ({ cargo: n as string | null, vagas: v as number | null })))))
    .map((t): ParametersForm['cargos'] => [...t]),
);

const form: fc.Arbitrary<ParametersForm> = fc
  .record({
    cargos,
    regra: fc.constantFrom(...ruleSetIds()),
    arredondamento: fc.option(fc.constantFrom(...ROUNDINGS)),
    colisao: fc.option(fc.constantFrom(...COLLISIONS)),
    pcd: fc.constantFrom(NO_PCD_RULE, ...pcdRuleIds()),
    reservaMultipla: fc.option(fc.constantFrom(...MULTIPLE_RESERVES)),
    datas: fc.tuple(fc.option(isoDate), fc.option(isoDate)),
    // "Nota" and "Nota (menor primeiro)" are one column: unique by the header without the direction.
    criterios: fc.uniqueArray(word, {
      maxLength: 4,
      selector: (c) => comparable(readCriterionSpec(c).cabecalho),
    }),
    itens: fc.dictionary(
      fc.constantFrom(
        'regra',
        'arredondamento',
        'colisao',
        'pcd',
        'reservaMultipla',
        'dataEdital',
        'dataReferencia',
        'ausenciaConfirmacao',
        'criterios',
      ),
      word,
      { maxKeys: 4 },
    ),
    ausenciaConfirmacao: fc.option(fc.constantFrom(...ABSENCE_POLICIES)),
    colunas: fc.uniqueArray(fc.record({ campo: fc.constantFrom(...FIELDS), cabecalho: word }), { maxLength: 5, selector: (c) => c.campo }),
    planilhaCandidatos: fc.option(word),
    linhaCabecalho: fc.option(fc.integer({ min: 1, max: 1000 })),
    descricao: fc.array(fc.record({ chave: fc.constantFrom(...DESCRIPTION_KEYS), valor: word }), { maxLength: 3 }),
  })
  .map(({ datas, itens, ...f }) => {
    // The reference date for ages is never before the edital's (readParameters says so otherwise).
    const [a, b] = datas;
    const [dataEdital, dataReferencia] = a && b && b < a ? [b, a] : [a, b];
    // An item stands beside a row the sheet has: an option chosen, a date given, a criterion (the
    // rule set and the PcD reserve are always written).
    const g: Omit<ParametersForm, 'fundamentos'> = { ...f, dataEdital, dataReferencia };
    const written = (k: string): boolean =>
      k === 'regra' || k === 'pcd' || (k === 'criterios' ? g.criterios.length > 0 : g[k as keyof typeof g] !== null);
    const fundamentos = Object.fromEntries(Object.entries(itens).filter(([k]) => written(k)));
    return { ...g, fundamentos };
  });

describe('o formulário dos Parâmetros e a planilha', () => {
  test('readParameters lê de volta o formulário gravado, sem problemas (propriedade)', () => {
    fc.assert(
      fc.property(form, (f) => {
        const p = readParameters(parametersSheetRows(f));
        expect(p.problemas).toEqual([]);
        expect(parametersFormOf(p)).toEqual(f);
      }),
      { numRuns: 300 },
    );
  });

  test('salvar um formulário numa planilha com notas da comissão na coluna D: lê-se o formulário salvo e as notas ficam, ou nada muda (propriedade)', () => {
    fc.assert(
      fc.property(form, form, (f0, f1) => {
        const rows: CellValue[][] = parametersSheetRows(f0).map((r) => r.slice());
        // A note beside every row below the options' header (where the reading stops before the Fundamento column).
        const header = rows.findIndex((r) => r[0] === 'Parâmetro');
        const notes: [number, string][] = [];
        rows.forEach((r, i) => {
          if (i <= header || r.length === 0) return;
          while (r.length < 3) r.push(null);
          r[3] = `nota ${i + 1}`;
          notes.push([i, r[3]]);
        });
        const edit = parametersEdit(rows, 'Parâmetros', f1);
        if ('recusa' in edit) {
          expect(edit.recusa).toMatch(/^Nada foi gravado: .* se perderia\./);
          return;
        }
        const after = rows.map((r) => r.slice());
        for (const { linha, coluna, valor } of edit.celulas) {
          while (after.length <= linha) after.push([]);
          while (after[linha].length < coluna) after[linha].push(null);
          after[linha][coluna] = valor;
        }
        for (const [i, text] of notes) expect(after[i][3]).toBe(text);
        const p = readParameters(after);
        expect(p.problemas).toEqual([]);
        // A mapping or a description the sheet did not have goes below its last row: their order is the sheet's.
        const unordered = (f: ParametersForm): ParametersForm => ({
          ...f,
          colunas: f.colunas.slice().sort((a, b) => a.campo.localeCompare(b.campo)),
          descricao: f.descricao.slice().sort((a, b) => `${a.chave}|${a.valor}`.localeCompare(`${b.chave}|${b.valor}`)),
        });
        expect(unordered(parametersFormOf(p))).toEqual(unordered(f1));
      }),
      { numRuns: 300 },
    );
  });

  test('o desenho da planilha: título, Parâmetro | Valor | Fundamento com os rótulos de sempre, critérios numa célula, datas dd/mm/aaaa, a tabela Cargo | Vagas no fim', () => {
    const rows = parametersSheetRows({
      ...parametersFormOf(null),
      descricao: [{ chave: 'Concurso', valor: 'Concurso público 01/2026' }],
      cargos: [
        { cargo: 'Professor PEB I', vagas: 8 },
        { cargo: 'Motorista', vagas: 1 },
      ],
      arredondamento: 'por-grupo',
      dataEdital: '2026-01-05',
      criterios: ['Nota Português', 'Data de nascimento (maior idade primeiro)'],
      colunas: [{ campo: 'situacao', cabecalho: 'Resultado' }],
      planilhaCandidatos: 'Inscritos',
      linhaCabecalho: 3,
      fundamentos: { arredondamento: 'item 5.3 do Edital nº 1/2026', criterios: 'item 8.2' },
    });
    expect(rows).toEqual([
      [PARAMETERS_TITLE],
      [],
      ['Concurso', 'Concurso público 01/2026'],
      [],
      ['Parâmetro', 'Valor', 'Fundamento (item do edital)'],
      ['Regra', 'pirangi-3056-2025'],
      ['Arredondamento', 'por-grupo', 'item 5.3 do Edital nº 1/2026'],
      ['Reserva PcD', NO_PCD_RULE],
      ['Data do edital', '05/01/2026'],
      ['Critérios de desempate', 'Nota Português; Data de nascimento (maior idade primeiro)', 'item 8.2'],
      ['Planilha de candidatos', 'Inscritos'],
      ['Linha do cabeçalho', 3],
      ['Coluna Situação', 'Resultado'],
      [],
      ['Cargo', 'Vagas'],
      ['Professor PEB I', 8],
      ['Motorista', 1],
    ]);
  });

  test('as notas da comissão (uma célula de texto, fora da tabela) ficam no alto ao regravar; os parâmetros não contam como notas', () => {
    const sheet = [
      ['Concurso 01/2026 — parâmetros aprovados em 10/01'],
      ['Regra', 'pirangi'],
      ['Conferido por Ana'],
      [],
      ['Cargo', 'Vagas'],
      ['Solitário'],
      ['Professor', 3],
    ];
    const notas = parametersNoteRows(sheet);
    expect(notas).toEqual([['Concurso 01/2026 — parâmetros aprovados em 10/01'], ['Conferido por Ana']]);
    const f = parametersFormOf(readParameters(sheet));
    const rows = parametersSheetRows(f, notas);
    expect(rows.slice(0, 3)).toEqual([...notas, []]);
    expect(parametersFormOf(readParameters(rows))).toEqual(f);
  });

  test('sem a planilha: os padrões (um cargo, vagas a preencher, a regra padrão, sem reserva PcD)', () => {
    expect(parametersFormOf(null)).toMatchObject({
      cargos: [{ cargo: null, vagas: null }],
      regra: 'pirangi-3056-2025',
      pcd: NO_PCD_RULE,
      criterios: [],
      colunas: [],
    });
    // Vacancies not filled in: no Vagas row (the reading says they are missing).
    expect(parametersSheetRows(parametersFormOf(null)).some((r) => r[0] === 'Vagas')).toBe(false);
  });

  test('"Linha do cabeçalho" que não é um número inteiro a partir de 1: problema na célula do valor', () => {
    const p = readParameters([['Linha do cabeçalho', 'terceira']]);
    expect(p.linhaCabecalho).toBeUndefined();
    expect(p.problemas).toEqual([expect.objectContaining({ planilha: 'Parâmetros', linha: 1, coluna: 'B', celula: 'B1' })]);
    expect(p.problemas[0].mensagem).toMatch(/^a linha do cabeçalho deve ser um número inteiro a partir de 1/);
  });

  test('a coluna Fundamento: o item do edital ao lado de cada opção chega a opcoes.fundamentos; vazia, nenhum', () => {
    const p = readParameters([
      ['Parâmetro', 'Valor', 'Fundamento (item do edital)'],
      ['Regra', 'Lei 3.056/2025', 'item 5.1 do Edital nº 1/2026'],
      ['Reserva múltipla', 'todas', 'item 5.3 do Edital nº 1/2026'],
      ['Arredondamento', 'total'],
      ['Critérios de desempate', 'Nota Português; Jurado (Sim primeiro)', 'item 8.2'],
      ['Vagas', 3],
    ]);
    expect(p.problemas).toEqual([]);
    expect(p.opcoes).toEqual({
      arredondamento: 'total',
      reservaMultipla: 'todas',
      fundamentos: { regra: 'item 5.1 do Edital nº 1/2026', reservaMultipla: 'item 5.3 do Edital nº 1/2026', criterios: 'item 8.2' },
    });
    expect(p.criterios).toEqual(['Nota Português', 'Jurado (Sim primeiro)']);
  });

  test('a planilha de ontem, de duas colunas (critérios um por célula, sem Fundamento), é lida como antes', () => {
    const p = readParameters([
      ['Regra', 'Lei 3.056/2025'],
      ['Arredondamento', 'total'],
      ['Critérios de desempate', 'Nota Português', 'Nota Matemática'],
      ['Vagas', 3],
    ]);
    expect(p.problemas).toEqual([]);
    expect(p.opcoes).toEqual({ arredondamento: 'total' });
    expect(p.criterios).toEqual(['Nota Português', 'Nota Matemática']);
  });

  test('um fundamento numa linha que não é opção é um problema na célula, não um texto perdido', () => {
    const p = readParameters([
      ['Parâmetro', 'Valor', 'Fundamento'],
      ['Vagas', 3, 'item 2.1'],
    ]);
    expect(p.problemas).toEqual([expect.objectContaining({ planilha: 'Parâmetros', linha: 2, coluna: 'C' })]);
    expect(p.problemas[0].mensagem).toContain("o fundamento 'item 2.1' está na linha 'Vagas', que não é uma opção do edital");
  });

  test('o item do edital de uma opção deixada no padrão grava o valor padrão ao lado do item', () => {
    const rows = parametersSheetRows({ ...parametersFormOf(null), fundamentos: { arredondamento: 'item 5.3' } });
    expect(rows).toContainEqual(['Arredondamento', 'total', 'item 5.3']);
  });
});
