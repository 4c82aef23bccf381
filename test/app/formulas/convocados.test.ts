// =COTAS.LISTA(tabela; vagas; "CONVOCADOS"; "corte ampla=2"): who goes on to the next phase (rules.md
// §12) from the functions, the same list as the workbook's Convocados sheet; the cut's pieces read as
// the Parâmetros cell reads them; without a cut, or with a wrong one, a Portuguese error.
import { PLAIN_HOST } from '../../../src/app/formulas/host';
import { listCells } from '../../../src/app/formulas/implementation';
import type { CellValue } from '../../../src/sheet';

const TABLE: CellValue[][] = [
  ['Inscrição', 'Nome', 'Nota', 'Cota', 'Optante'],
  ['1', 'Ana', 90, '', 'Não'],
  ['2', 'Bia', 80, '', 'Não'],
  ['3', 'Caio', 70, '', 'Não'],
  ['4', 'Davi', 60, 'Parda', 'Sim'],
  ['5', 'Eva', 50, 'Parda', 'Sim'],
];

describe('COTAS.LISTA(…; "CONVOCADOS")', () => {
  test('corte ampla=2: the first two of AC and every optante (art. 9º), in AC order, with the list of each', () => {
    const out = listCells(TABLE, [[2]], 'CONVOCADOS', 'corte ampla=2', PLAIN_HOST);
    expect(out).toEqual([
      ['Ordem', 'Inscrição', 'Nome', 'Nota', 'Convocado pela lista'],
      [1, '1', 'Ana', 90, 'Ampla concorrência (AC)'],
      [2, '2', 'Bia', 80, 'Ampla concorrência (AC)'],
      [3, '4', 'Davi', 60, 'Pretos e pardos (PP)'],
      [4, '5', 'Eva', 50, 'Pretos e pardos (PP)'],
    ]);
  });

  test('its own list for each reserve: "corte ampla=2; corte PP=1; corte leitura=lista própria"', () => {
    const out = listCells(
      TABLE,
      [[2]],
      'convocados',
      'corte ampla=2; corte PP=1; corte IND=0; corte QUI=0; corte leitura=lista própria',
      PLAIN_HOST,
    );
    expect(out.slice(1).map((r) => r[1])).toEqual(['1', '2', '4']);
  });

  test('without a cut, or with a list the rule does not have: the error says what to write', () => {
    expect(() => listCells(TABLE, [[2]], 'CONVOCADOS', '', PLAIN_HOST)).toThrow(
      'lista CONVOCADOS: informe o corte nas opções, por exemplo "corte ampla=30" (regras.md §12)',
    );
    expect(() => listCells(TABLE, [[2]], 'CONVOCADOS', 'corte ampla=2; corte XY=1', PLAIN_HOST)).toThrow(
      'opções, "corte": a lista "XY" não existe nesta regra; as listas de reserva são: PP, IND, QUI.',
    );
  });

  test('the phase named in the cut ("corte fase=prova prática") is no number of the cut: the same list', () => {
    const a = listCells(TABLE, [[2]], 'CONVOCADOS', 'corte ampla=2', PLAIN_HOST);
    expect(listCells(TABLE, [[2]], 'CONVOCADOS', 'corte fase=prova prática; corte ampla=2', PLAIN_HOST)).toEqual(a);
  });
});
