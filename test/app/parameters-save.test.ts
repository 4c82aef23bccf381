// "Salvar" on the Parâmetros step writes only the cells the form changed: the commission's comments
// beside the rows, an extra column of the vacancies table and a side table stay where they are; a
// change that cannot be made in place is refused, naming the cells that would be lost, unless nothing
// would be (src/sheet/parameters-edit.ts).
import { saveParameters } from '../../src/app/workflow';
import { readParameters } from '../../src/sheet';
import type { CellValue } from '../../src/sheet';
import { parametersFormOf } from '../../src/sheet/parameters-form';
import type { ParametersForm } from '../../src/sheet/parameters-form';
import { MemoryWorkbook } from '../support/memory-workbook';

/** A Parâmetros sheet as a commission keeps it: its notes beside the parameters, a column of its own in the vacancies table, a side table. */
function commissionSheet(): CellValue[][] {
  return [
    ['Parâmetros do concurso'],
    [],
    ['Concurso', 'Prefeitura de Pirangi 01/2026', null, null, null, 'Etapa', 'Data'],
    ['Órgão', 'Prefeitura Municipal', null, null, null, 'Prova', '10/03/2026'],
    [],
    ['Parâmetro', 'Valor', 'Fundamento (item do edital)', 'Comentário da comissão'],
    ['Regra', 'pirangi-3056-2025', 'item 5.1', 'conferido pelo jurídico'],
    ['Arredondamento', 'total', null, 'ver ata 3'],
    [],
    ['Cargo', 'Vagas', 'Observação'],
    ['Professor', 10, 'duas vagas novas em março'],
    ['Motorista', 3],
    ['Vigia', 2, 'cadastro reserva'],
  ];
}

/** The cells of the commission's own (not parameters), by A1 address: what must survive any save. */
const COMMISSION_CELLS: Record<string, CellValue> = {
  F3: 'Etapa',
  G3: 'Data',
  F4: 'Prova',
  G4: '10/03/2026',
  D6: 'Comentário da comissão',
  D7: 'conferido pelo jurídico',
  D8: 'ver ata 3',
  C10: 'Observação',
  C11: 'duas vagas novas em março',
  C13: 'cadastro reserva',
};

function cell(rows: CellValue[][], a1: string): CellValue {
  const col = a1.charCodeAt(0) - 65;
  return rows[Number(a1.slice(1)) - 1]?.[col] ?? null;
}

/** The workbook, and the form as the pane shows it (read from the sheet). */
function workbook(rows: CellValue[][] = commissionSheet()): { wb: MemoryWorkbook; form: ParametersForm } {
  const wb = new MemoryWorkbook([
    { nome: 'Candidatos', linhas: [['Inscrição', 'Nome', 'Nota']] },
    { nome: 'Parâmetros', linhas: rows },
  ]);
  return { wb, form: parametersFormOf(readParameters(rows, 'Parâmetros')) };
}

const sheetOf = (wb: MemoryWorkbook): CellValue[][] => wb.sheets.find((s) => s.nome === 'Parâmetros')!.linhas;

describe('Salvar os Parâmetros numa planilha com o que a comissão escreveu', () => {
  test('só as células que o formulário mudou são gravadas; comentários, a coluna Observação e a tabela ao lado ficam', async () => {
    const { wb, form } = workbook();
    const changed: ParametersForm = {
      ...form,
      arredondamento: 'por-grupo',
      cargos: form.cargos.map((c) => (c.cargo === 'Motorista' ? { ...c, vagas: 4 } : c)),
      dataEdital: '2026-01-05',
    };
    const saved = await saveParameters(wb, changed);
    expect(saved.resultado.titulo).toBe("Parâmetros gravados na planilha 'Parâmetros'.");
    const rows = sheetOf(wb);
    for (const [a1, v] of Object.entries(COMMISSION_CELLS)) expect([a1, cell(rows, a1)]).toEqual([a1, v]);
    // The values the form changed, where they were; the new parameter below the last row, a blank row between.
    expect(cell(rows, 'B8')).toBe('por-grupo');
    expect(cell(rows, 'B12')).toBe(4);
    expect(rows[14]).toEqual(['Data do edital', '05/01/2026']);
    // Every other cell as it was: the sheet is the one before with those three changes.
    const before = commissionSheet();
    before[7][1] = 'por-grupo';
    before[11][1] = 4;
    expect(rows.slice(0, 13)).toEqual(before);
    expect(rows[13] ?? []).toEqual([]);
    // Read back: the form saved (the description as the reading takes it, with the side table's cells).
    const back = parametersFormOf(readParameters(rows, 'Parâmetros'));
    expect(back).toEqual(changed);
  });

  test('nada mudado: nada gravado', async () => {
    const { wb, form } = workbook();
    await saveParameters(wb, form);
    expect(sheetOf(wb)).toEqual(commissionSheet());
  });

  test('uma mudança que não cabe no lugar (um cargo tirado do meio da tabela) é recusada, dizendo as células que se perderiam', async () => {
    const { wb, form } = workbook();
    const saved = await saveParameters(wb, { ...form, cargos: form.cargos.filter((c) => c.cargo !== 'Motorista') });
    expect(saved.resultado.ok).toBe(false);
    expect(saved.resultado.titulo).toBe(
      "Nada foi gravado: para gravar estes parâmetros seria preciso reescrever a planilha 'Parâmetros' (o cargo 'Motorista' sai da tabela Cargo | Vagas (linha 12)), " +
        'e o que a comissão escreveu nas células F3, G3, F4, G4, D6, D7, D8, C10, C11, C13 se perderia. ' +
        'Faça essa mudança na própria planilha, ou mova essas células para outra planilha e salve de novo.',
    );
    expect(sheetOf(wb)).toEqual(commissionSheet());
  });

  test('sem nada da comissão a perder, a mesma mudança regrava a planilha no desenho do formulário', async () => {
    const plain: CellValue[][] = [
      ['Regra', 'pirangi-3056-2025'],
      [],
      ['Cargo', 'Vagas'],
      ['Professor', 10],
      ['Motorista', 3],
      ['Vigia', 2],
    ];
    const { wb, form } = workbook(plain);
    const next = { ...form, cargos: form.cargos.filter((c) => c.cargo !== 'Motorista') };
    const saved = await saveParameters(wb, next);
    expect(saved.resultado.ok).toBe(true);
    const rows = sheetOf(wb);
    expect(parametersFormOf(readParameters(rows, 'Parâmetros')).cargos).toEqual([
      { cargo: 'Professor', vagas: 10 },
      { cargo: 'Vigia', vagas: 2 },
    ]);
  });

  test('um cargo novo vai abaixo da tabela, quando há linhas em branco; a coluna Observação fica', async () => {
    const { wb, form } = workbook();
    await saveParameters(wb, { ...form, cargos: [...form.cargos, { cargo: 'Merendeira', vagas: 5 }] });
    const rows = sheetOf(wb);
    expect(rows[13]).toEqual(['Merendeira', 5]);
    for (const [a1, v] of Object.entries(COMMISSION_CELLS)) expect([a1, cell(rows, a1)]).toEqual([a1, v]);
  });
});
