// The host-free formulas (src/app/formulas) take the host's part as data (FormulaHost): PLAIN_HOST is
// a host whose blanks are blanks and whose calls have no size limit (Google Sheets). Its 0 is a 0
// (Excel desktop's blank-as-0 is the Excel host's alone), its trailing blank rows are not rows of the
// result, and its errors are the one Portuguese message every host shows.
import { InputError, MAX_MESSAGE_LENGTH, formulaErrorMessage } from '../../../src/app/formulas/errors';
import { PLAIN_HOST } from '../../../src/app/formulas/host';
import type { FormulaHost } from '../../../src/app/formulas/host';
import { classifyCells, classifyRange, listCells } from '../../../src/app/formulas/implementation';
import { excelFormulaHost } from '../../../src/hosts/excel/functions/excel-host';
import type { CellValue } from '../../../src/sheet';

const TABLE: CellValue[][] = [
  ['Inscrição', 'Nome', 'Nota', 'Situação'],
  ['101', 'Ana', 90, 'Aprovado'],
  ['102', 'Bia', 0, 'Aprovado'],
  ['103', 'Caio', 70, 'Aprovado'],
];

describe('PLAIN_HOST: os brancos chegam como brancos, sem limite de tamanho', () => {
  test('uma nota 0 é a nota 0 (no Excel para computador, a mesma tabela é #VALOR!: 0 pode ser uma célula em branco)', () => {
    const plain = classifyRange(TABLE, [[3]], undefined, PLAIN_HOST);
    expect(plain.concurso.candidatos.map((c) => [c.inscricao, c.nota])).toEqual([
      ['101', 90],
      ['102', 0],
      ['103', 70],
    ]);
    expect(() => classifyRange(TABLE, [[3]], undefined, excelFormulaHost(null))).toThrow(/a nota é 0 \(célula C3\)/);
  });

  test('as linhas em branco no fim do intervalo ("" e vazias) não são linhas do resultado; uma linha de 0 é uma linha', () => {
    const blank = [...TABLE, ['', '', '', ''], [null, null, null, null], []];
    const out = classifyCells(blank, [[3]], undefined, PLAIN_HOST);
    expect(out).toEqual(classifyCells(TABLE, [[3]], undefined, PLAIN_HOST));
    expect(out).toHaveLength(4);
    // A row of 0s is not blank where 0 is never a blank: a candidate (inscrição 0, Situação 0 = não aprovado),
    // where Excel's host reads it as a trailing blank row.
    const zeros = [...TABLE, [0, 0, 0, 0]];
    expect(classifyCells(zeros, [[3]], undefined, PLAIN_HOST).map((r) => r[0])).toEqual([
      'Situação',
      expect.stringMatching(/^A nomear/),
      expect.stringMatching(/^A nomear/),
      expect.stringMatching(/^A nomear/),
      'Não aprovado(a)',
    ]);
  });

  test('a tabela e o resultado passam ao host, que pode recusá-los (o Excel na Web recusa; o PLAIN_HOST, nunca)', () => {
    const seen: string[] = [];
    const host: FormulaHost = {
      table: PLAIN_HOST.table,
      acts: PLAIN_HOST.acts,
      checkRequest: (rows, extra) => seen.push(`pedido ${rows.length} linhas, ${JSON.stringify(extra)}`),
      checkResponse: (out) => seen.push(`resposta ${out.length} linhas`),
    };
    listCells(TABLE, [[3]], 'AC', 'mascarar=sim', host);
    expect(seen).toEqual(['pedido 4 linhas, [[[3]],"AC","mascarar=sim"]', 'resposta 4 linhas']);
  });
});

describe('a mensagem de um erro numa fórmula', () => {
  test('um problema da entrada: a sua mensagem; um defeito: "Erro interno", sem o ponto final repetido', () => {
    expect(formulaErrorMessage(new InputError('vagas: informe pelo menos 1 vaga.'))).toBe('vagas: informe pelo menos 1 vaga.');
    expect(formulaErrorMessage(new TypeError('x is undefined.'))).toBe(
      'Erro interno do suplemento de cotas: x is undefined. Avise a equipe do projeto, com a planilha que causou o erro.',
    );
  });

  test('cortada em MAX_MESSAGE_LENGTH caracteres, terminando em "…"', () => {
    const long = formulaErrorMessage(new InputError('x'.repeat(3000)));
    expect(long).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(long.endsWith('x…')).toBe(true);
  });
});
