// The pane's way to a rule written by the commission (rules.md §11): the Regra sheet created from a
// shipped rule set (never over an existing one), Parâmetros saved with "Outra lei (aba Regra)", and the
// analysis reading the Regra sheet — the round trip the Parâmetros step makes, over the in-memory
// workbook.
import { createRuleSheet, saveParameters } from '../../src/app/workflow';
import { reservePreview } from '../../src/app/preview';
import { readConcursoWorkbook, readParameters } from '../../src/sheet';
import { classify } from '../../src/engine';
import type { CellValue } from '../../src/sheet';
import { parametersFormOf } from '../../src/sheet/parameters-form';
import { MemoryWorkbook } from '../support/memory-workbook';

const candidatos: CellValue[][] = [
  ['Inscrição', 'Nota', 'Cota', 'Optante'],
  ['1', 90, '', 'Não'],
  ['2', 80, 'Indígena', 'Sim'],
  ['3', 70, 'Parda', 'Sim'],
];
const parametros: CellValue[][] = [['Regra', 'pirangi-3056-2025'], [], ['Vagas', 10]];

describe('a aba Regra pelo painel', () => {
  test('criada a partir de uma lei cadastrada, escolhida em Parâmetros, lida na validação', async () => {
    const wb = new MemoryWorkbook([
      { nome: 'Candidatos', linhas: candidatos },
      { nome: 'Parâmetros', linhas: parametros.map((r) => r.slice()) },
    ]);
    const created = await createRuleSheet(wb, 'federal-12990-2014');
    expect(created.resultado.ok).toBe(true);
    expect(created.resultado.titulo).toContain("Aba 'Regra' criada a partir da Lei federal nº 12.990/2014");
    const regra = wb.sheets.find((s) => s.nome === 'Regra')!.linhas;
    expect(regra).toContainEqual(['PP', 'Pretos e pardos', '20%', 'PP', 'ampla concorrência', 'Lei nº 12.990/2014, art. 1º']);
    // The commission changes its law's percentage in the sheet, then chooses the sheet's rule and saves.
    const pp = regra.findIndex((r) => r[0] === 'PP');
    regra[pp][2] = '30%';
    const form = parametersFormOf(readParameters(wb.sheets.find((s) => s.nome === 'Parâmetros')!.linhas, 'Parâmetros'));
    const saved = await saveParameters(wb, { ...form, regra: 'aba-regra' });
    expect(saved.resultado.ok).toBe(true);
    expect(wb.sheets.find((s) => s.nome === 'Parâmetros')!.linhas[0]).toEqual(['Regra', 'Outra lei (aba Regra)']);
    const a = saved.analise;
    expect(a.problemas.filter((p) => p.nivel !== 'aviso')).toEqual([]);
    expect(a.ok).toBe(true);
    expect(a.parametros.regra).toBe('aba-regra');
    expect(a.relatorio!.planilhas.find((p) => p.nome === 'Regra')!.papel).toBe('regra');
    const reading = readConcursoWorkbook(wb.sheets);
    expect(reading.concurso!.regraInformada).toBeDefined();
    expect(classify(reading.concurso!).cargos[0]).toMatchObject({ reserva: { PP: 3, AC: 7 }, listas: { PP: ['3'] } });
  });

  test('never over an existing Regra sheet', async () => {
    const mine: CellValue[][] = [
      ['Código', 'Percentual'],
      ['NEG', '25%'],
    ];
    const wb = new MemoryWorkbook([
      { nome: 'Candidatos', linhas: candidatos },
      { nome: 'Regra', linhas: mine },
    ]);
    const r = await createRuleSheet(wb, 'pirangi-3056-2025');
    expect(r.resultado.ok).toBe(false);
    expect(r.resultado.titulo).toBe("A aba 'Regra' já existe: edite a regra nela (nada foi gravado).");
    expect(wb.sheets.find((s) => s.nome === 'Regra')!.linhas).toEqual([
      ['Código', 'Percentual'],
      ['NEG', '25%'],
    ]);
  });

  test("the form's preview names where the Regra sheet's reserve is shown", () => {
    const form = parametersFormOf(readParameters(parametros, 'Parâmetros'));
    expect(reservePreview({ ...form, regra: 'aba-regra' })).toEqual([
      { cargo: null, vagas: 10, leituras: [], erro: 'A reserva pela regra da aba Regra aparece na etapa Validar.' },
    ]);
  });
});
