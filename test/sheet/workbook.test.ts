import { classify } from '../../src/engine';
import { assembleCargos, formatProblems, readCandidateTable, readConcursoWorkbook, resolveSheetOptions } from '../../src/sheet';
import type { CellValue } from '../../src/sheet';

// Regression: with a single number of vacancies and one cargo typed several ways in the Cargo column
// ("Professor", "professor ", "PROFESSOR", "Profêssor"), assembleCargos accepted them as one cargo
// but left each candidate with its own spelling, and the engine (which groups candidates by the exact
// text) threw "Cargo sem número de vagas".
describe('assembleCargos: one cargo typed several ways, one number of vacancies', () => {
  const rows: CellValue[][] = [
    ['Inscrição', 'Nota', 'Cargo'],
    ['1', 10, 'Professor'],
    ['2', 20, 'professor '],
    ['3', '15,5', 'PROFESSOR'],
    ['4', 12, ' Profêssor'],
  ];

  it('every candidate carries the cargo’s one name (the first spelling), and the engine classifies them', () => {
    const table = readCandidateTable(rows);
    expect(table.problemas).toEqual([]);
    const { cargos, problemas } = assembleCargos(table, [{ cargo: null, vagas: 2 }], 'Candidatos', 'a opção --vagas');
    expect(problemas).toEqual([]);
    expect(cargos).toEqual([{ cargo: 'Professor', vagas: 2 }]);
    expect(table.candidatos.map((c) => c.cargo)).toEqual(['Professor', 'Professor', 'Professor', 'Professor']);
    const regra = 'pirangi-3056-2025';
    const result = classify({ regra, opcoes: resolveSheetOptions(regra, {}), cargos, candidatos: table.candidatos });
    expect(result.cargos).toHaveLength(1);
    expect(result.cargos[0].cargo).toBe('Professor');
    expect(result.cargos[0].nomeacao.map((n) => n.inscricao)).toEqual(['2', '3']);
  });

  it('the same through a whole workbook with "Vagas" in Parâmetros (the command-line path)', () => {
    const r = readConcursoWorkbook([
      { nome: 'Candidatos', linhas: rows },
      { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
    ]);
    expect(formatProblems(r.problemas)).toBe('');
    expect(r.concurso!.cargos).toEqual([{ cargo: 'Professor', vagas: 2 }]);
    expect(r.concurso!.candidatos.every((c) => c.cargo === 'Professor')).toBe(true);
    expect(() => classify(r.concurso!)).not.toThrow();
  });

  it('two different cargos with one number of vacancies are still refused', () => {
    const table = readCandidateTable([...rows, ['5', 9, 'Médico']]);
    const { cargos, problemas } = assembleCargos(table, [{ cargo: null, vagas: 2 }], 'Candidatos', 'a opção --vagas');
    expect(cargos).toEqual([]);
    expect(formatProblems(problemas)).toContain("tem 2 cargos ('Professor', 'Médico')");
  });
});
