import { fieldsLookedLike, formatProblems, parseColumnMappingText, recognizeColumns } from '../../src/sheet';
import type { CellValue, ColumnField } from '../../src/sheet';

// no silent column. A column whose header is not recognized but whose values look
// like a field is an error naming the column and how to map it.
const all = (): boolean => true;

describe('fieldsLookedLike', () => {
  it('knows the fields by their values', () => {
    expect(fieldsLookedLike(['Aprovado', 'Reprovado', 'Eliminado', null], all)).toEqual(['situacao']);
    expect(fieldsLookedLike(['Deferida', 'Indeferida', 'Pendente'], all)).toEqual(['confirmacao']);
    expect(fieldsLookedLike(['PP', 'Pardo', '', 'Indígena', 'Ampla'], all)).toEqual(['grupo']);
    expect(fieldsLookedLike(['Visual', 'Não', 'Física'], all)).toEqual(['pcd']);
    expect(fieldsLookedLike([new Date(Date.UTC(1980, 2, 1)), '21/03/1966', '1990-05-04'], all)).toEqual(['nascimento']);
    expect(fieldsLookedLike([7.5, '8,25', 9], all)).toEqual(['nota']);
    expect(fieldsLookedLike(['123.456.789-09', '987.654.321-00'], all)).toEqual(['cpf']);
    expect(fieldsLookedLike(['12345678909', '98765432100'], all)).toEqual([]); // bare digits may be inscrições
  });

  it('leaves alone what many unrelated columns hold', () => {
    expect(fieldsLookedLike(['Sim', 'Não', 'Não'], all)).toEqual([]); // "Isento", "Lactante"…
    expect(fieldsLookedLike(['mora longe', 'Aprovado'], all)).toEqual([]);
    expect(fieldsLookedLike([1, 2, 3], all)).toEqual([]); // integers are not a Nota
    expect(fieldsLookedLike(['01/02/2026', '03/02/2026'], all)).toEqual([]); // a recent date is not a birth date
    expect(fieldsLookedLike([null, '', 0], all)).toEqual([]);
  });

  it('only the fields still free, and a tie names them all', () => {
    expect(fieldsLookedLike(['Aprovado', 'Reprovado'], all)).toEqual(['situacao', 'confirmacao']);
    expect(fieldsLookedLike(['Aprovado', 'Reprovado'], (f: ColumnField) => f !== 'situacao')).toEqual(['confirmacao']);
    expect(fieldsLookedLike([7.5, 8.25], (f: ColumnField) => f !== 'nota')).toEqual([]);
  });
});

describe('recognizeColumns with a sample of the rows', () => {
  const header: CellValue[] = ['Inscrição', 'Nota', 'Resultado', 'Observações', null];
  const sample: CellValue[][] = [
    ['1', 9, 'Aprovado', 'mudou de endereço', null],
    ['2', 8, 'Eliminado', null, 'PP'],
    ['3', 7, 'Reprovado', 'recurso', 'Pardo'],
  ];

  it('a Situação-like column headed "Resultado" is an error with the fix; "Observações" is only ignored', () => {
    const r = recognizeColumns(header, { planilha: 'Candidatos', linha: 1, amostra: sample });
    expect(r.colunas.situacao).toBeUndefined();
    expect(r.colunas.ignoradas).toEqual([2, 3]);
    expect(r.colunas.semCabecalho).toEqual([4]);
    expect(formatProblems(r.problemas).split('\n')).toEqual([
      "Planilha 'Candidatos', linha 1, coluna 'Resultado': a coluna C 'Resultado' não tem um cabeçalho conhecido, mas os valores ('Aprovado', 'Eliminado', 'Reprovado') parecem de 'Situação', e a coluna não seria lida: renomeie o cabeçalho para 'Situação' ou escreva na planilha Parâmetros: Coluna Situação = Resultado.",
      "Planilha 'Candidatos', linha 1, coluna 'coluna E': a coluna E não tem cabeçalho, mas os valores ('PP', 'Pardo') parecem de 'Cota', e a coluna não seria lida: escreva o cabeçalho 'Cota' na linha 1.",
    ]);
    expect(r.problemas[0]).toMatchObject({ celula: 'C1', codigo: 'coluna-nao-reconhecida' });
  });

  it('in the functions, the fix is their option', () => {
    const r = recognizeColumns(header.slice(0, 4), { amostra: sample, dicaMapeamento: 'opcoes' });
    expect(r.problemas[0].mensagem).toContain('renomeie o cabeçalho para \'Situação\' ou use a opção "coluna situacao=Resultado"');
  });

  it('a mapping reads the column as the field; a mapping to a header that is not there is an error', () => {
    const r = recognizeColumns(header, { amostra: sample, mapeamento: { situacao: 'resultado', grupo: 'Cor' } });
    expect(r.colunas.situacao).toBe(2);
    expect(r.colunas.mapeadas).toEqual(['situacao']);
    expect(formatProblems(r.problemas).split('\n')).toEqual([
      "Linha 1: a coluna 'Cor', indicada para Cota nas opções ('coluna cota=Cor'), não existe na linha de cabeçalho (linha 1); os cabeçalhos são: 'Inscrição', 'Nota', 'Resultado', 'Observações'.",
      // Cota is still not read: the headerless column with its values is still an error.
      expect.stringContaining("a coluna E não tem cabeçalho, mas os valores ('PP', 'Pardo') parecem de 'Cota'"),
    ]);
  });

  it('a mapping that contradicts a recognized header is an error naming both columns', () => {
    const r = recognizeColumns(['Inscrição', 'Nota', 'Situação', 'Resultado'], {
      planilha: 'C',
      mapeamento: [{ campo: 'situacao', cabecalho: 'Resultado', planilha: 'Parâmetros', linha: 4 }],
    });
    expect(formatProblems(r.problemas)).toBe(
      "Planilha 'C', linha 1, coluna 'Situação': a coluna C 'Situação' também dá Situação, que o mapeamento 'Coluna Situação = Resultado' tira da coluna D 'Resultado'; apague ou renomeie uma das duas.",
    );
  });
});

describe('parseColumnMappingText', () => {
  it('reads the options and the one-cell form', () => {
    expect(parseColumnMappingText('coluna situacao=Resultado')).toEqual({ campo: 'situacao', cabecalho: 'Resultado' });
    expect(parseColumnMappingText('Coluna Avaliação PcD = Perícia 2026')).toEqual({ campo: 'avaliacaoPcd', cabecalho: 'Perícia 2026' });
    expect(parseColumnMappingText('vagas=3')).toBeNull();
    expect(parseColumnMappingText('coluna marte=x')).toMatchObject({ erro: expect.stringContaining("'marte' não é um campo") });
  });
});
