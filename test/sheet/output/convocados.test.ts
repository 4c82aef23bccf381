// The list of who goes on to the next phase (rules.md §12) as the workbook publishes it: one sheet per
// cargo with a cut, in the AC list's order, the list each person is called through, each list's cut
// score under the table, CPFs masked for publication, and nothing for a cargo without a cut.
import { classify } from '../../../src/engine';
import type { Concurso } from '../../../src/engine/types';
import { finalListTables, finalTableNames } from '../../../src/sheet/output';
import { candidate, pirangiOptions } from '../../support/concursos';

function concurso(): Concurso {
  return {
    regra: 'pirangi-3056-2025',
    opcoes: pirangiOptions(),
    cargos: [
      { cargo: 'Motorista', vagas: 2, corte: { ampla: 2, leitura: 'todos-os-optantes' } },
      { cargo: 'Professor', vagas: 1 },
    ],
    candidatos: [
      candidate('1', 90, { cargo: 'Motorista', cpf: '52998224725' }),
      candidate('2', 80, { cargo: 'Motorista' }),
      candidate('3', 70, { cargo: 'Motorista' }),
      candidate('4', 60.5, { cargo: 'Motorista', grupo: 'PP', optante: true }),
      candidate('9', 95, { cargo: 'Professor' }),
    ],
  };
}

describe('Convocados para a próxima fase', () => {
  const c = concurso();
  const tables = finalListTables(c, classify(c), { mascarar: true, geradoEm: new Date(2026, 11, 2) });
  const t = tables.find((x) => x.tipo === 'convocados')!;

  test('one sheet for the cargo with a cut, none for the other', () => {
    expect(tables.filter((x) => x.tipo === 'convocados').map((x) => x.nome)).toEqual(['Convocados - Motorista']);
    expect(finalTableNames(c, classify(c), {})).toContain('Convocados - Motorista');
  });

  test('the rows: AC order, the list each one is called through, the CPF masked', () => {
    expect(t.cabecalho).toEqual(['Ordem', 'Inscrição', 'Nome', 'CPF', 'Nota', 'Convocado pela lista']);
    expect(t.linhas).toEqual([
      [1, '1', 'Pessoa 1', '***.982.247-**', 90, 'Ampla concorrência (AC)'],
      [2, '2', 'Pessoa 2', '', 80, 'Ampla concorrência (AC)'],
      [3, '4', 'Pessoa 4', '', 60.5, 'Pretos e pardos (PP)'],
    ]);
    expect(t.titulo).toBe('Convocados para a próxima fase — Motorista — edital de 05/01/2026 — gerada em 02/12/2026');
  });

  test("under the table: the reading, each list's limit and cut score, then the signatures", () => {
    const text = t.rodape!.map((r) => r.join(' ')).filter((x) => x !== '');
    expect(text.slice(0, 5)).toEqual([
      'Leitura: todos os optantes de cada lista de reserva (art. 9º). Empatados na última posição de cada lista também são convocados.',
      'Ampla concorrência (AC): até o 2º; nota de corte 80.',
      'Pretos e pardos (PP): todos os optantes ainda não convocados; nota de corte 60,5.',
      'Indígenas (IND): todos os optantes ainda não convocados; nota de corte — (ninguém convocado).',
      'Quilombolas (QUI): todos os optantes ainda não convocados; nota de corte — (ninguém convocado).',
    ]);
    expect(text[text.length - 1]).toMatch(/^Membro da comissão/);
  });
});
