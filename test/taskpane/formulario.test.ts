// The pure edits of the Parâmetros form (src/taskpane/formulario.ts) that the Dados and Parâmetros
// steps make: column mapping, tie-break criteria, cargos and vacancies, the selected cell's row.
import {
  moveCriterion,
  parseVacancies,
  rowOfCell,
  sameForm,
  withCargo,
  withColumn,
  withCriterion,
  withNewCargo,
  withoutCargo,
  withoutCriterion,
} from '../../src/taskpane/formulario';
import { formulario } from '../support/pane-data';

describe('colunas', () => {
  test('mapear um campo a um cabeçalho, trocar o mapeamento, e remover (o leitor volta a reconhecer a coluna)', () => {
    const f = formulario(2, { colunas: [{ campo: 'inscricao', cabecalho: 'Nº' }] });
    const comNota = withColumn(f, 'nota', 'Desempenho');
    expect(comNota.colunas).toEqual([
      { campo: 'inscricao', cabecalho: 'Nº' },
      { campo: 'nota', cabecalho: 'Desempenho' },
    ]);
    expect(withColumn(comNota, 'nota', 'Nota final').colunas).toEqual([
      { campo: 'inscricao', cabecalho: 'Nº' },
      { campo: 'nota', cabecalho: 'Nota final' },
    ]);
    expect(withColumn(comNota, 'nota', null).colunas).toEqual([{ campo: 'inscricao', cabecalho: 'Nº' }]);
    // The form given is not changed.
    expect(f.colunas).toEqual([{ campo: 'inscricao', cabecalho: 'Nº' }]);
  });
});

describe('critérios de desempate', () => {
  const f = formulario(2, { criterios: ['Português', 'Matemática', 'Nome'] });

  test('adicionar (sem repetir), remover, subir e descer; nas pontas nada muda', () => {
    expect(withCriterion(formulario(2), 'Português').criterios).toEqual(['Português']);
    expect(withCriterion(f, 'Nome')).toBe(f);
    expect(withoutCriterion(f, 2).criterios).toEqual(['Português', 'Matemática']);
    expect(moveCriterion(f, 1, -1).criterios).toEqual(['Matemática', 'Português', 'Nome']);
    expect(moveCriterion(f, 0, 1).criterios).toEqual(['Matemática', 'Português', 'Nome']);
    expect(moveCriterion(f, 0, -1)).toBe(f);
    expect(moveCriterion(f, 2, 1)).toBe(f);
    expect(moveCriterion(f, 5, -1)).toBe(f);
    expect(f.criterios).toEqual(['Português', 'Matemática', 'Nome']);
  });
});

describe('cargos e vagas', () => {
  test('nomear, dar vagas, adicionar e remover cargos; um nome em branco é o cargo único (linha Vagas)', () => {
    let f = withCargo(formulario(null), 0, { cargo: 'Professor', vagas: '10' });
    expect(f.cargos).toEqual([{ cargo: 'Professor', vagas: 10 }]);
    f = withNewCargo(f);
    expect(f.cargos).toEqual([
      { cargo: 'Professor', vagas: 10 },
      { cargo: null, vagas: null },
    ]);
    f = withCargo(f, 1, { cargo: 'Motorista', vagas: '5' });
    f = withNewCargo(f);
    f = withoutCargo(f, 2);
    expect(f.cargos).toEqual([
      { cargo: 'Professor', vagas: 10 },
      { cargo: 'Motorista', vagas: 5 },
    ]);
    expect(withCargo(f, 0, { cargo: '  ' }).cargos[0]).toEqual({ cargo: null, vagas: 10 });
    expect(withCargo(f, 1, { vagas: '' }).cargos[1]).toEqual({ cargo: 'Motorista', vagas: null });
  });

  test('vagas: número, vírgula decimal (a planilha nomeia a fração), em branco ou texto → nada', () => {
    expect(parseVacancies('12')).toBe(12);
    expect(parseVacancies(' 7 ')).toBe(7);
    expect(parseVacancies('3,5')).toBe(3.5);
    // A dot before groups of three digits groups thousands, as in the Parâmetros sheet: never 1.
    expect(parseVacancies('1.000')).toBe(1000);
    expect(parseVacancies('10.000')).toBe(10000);
    expect(parseVacancies('')).toBeNull();
    expect(parseVacancies('  ')).toBeNull();
    expect(parseVacancies('abc')).toBeNull();
  });
});

test('a linha de uma célula A1 (a linha do cabeçalho pela seleção)', () => {
  expect(rowOfCell('C1')).toBe(1);
  expect(rowOfCell('C7')).toBe(7);
  expect(rowOfCell('$AB$12')).toBe(12);
  expect(rowOfCell(' e3 ')).toBe(3);
  expect(rowOfCell('C')).toBeNull();
  expect(rowOfCell('Nota')).toBeNull();
});

test('mesmo formulário: mesmo conteúdo', () => {
  expect(sameForm(formulario(2), formulario(2))).toBe(true);
  expect(sameForm(formulario(2), formulario(3))).toBe(false);
  expect(sameForm(formulario(2), null)).toBe(false);
  expect(sameForm(null, null)).toBe(true);
});
