// A slip in a cargo's name (the Parâmetros' table says "Profesor") is one problem with the count of
// candidates and a "quis dizer", not one identical error per candidate.
import { readConcursoWorkbook, formatProblems } from '../../src/sheet';
import type { CellValue } from '../../src/sheet';

function candidates(): CellValue[][] {
  const rows: CellValue[][] = [['Inscrição', 'Nota', 'Cargo']];
  for (let i = 0; i < 86; i++) rows.push([String(1000 + i), 90 - i / 10, 'Professor PEB I']);
  for (let i = 0; i < 5; i++) rows.push([String(2000 + i), 80 - i, 'Motorista']);
  rows.push(['3000', 70, 'Vigia']);
  return rows;
}

test('one problem per cargo missing from the vacancies, with the count, the rows and the likely slip', () => {
  const r = readConcursoWorkbook([
    { nome: 'Candidatos', linhas: candidates() },
    {
      nome: 'Parâmetros',
      linhas: [
        ['Cargo', 'Vagas'],
        ['Profesor PEB I', 10],
        ['Motorista', 2],
        ['Enfermeiro', 1],
      ],
    },
  ]);
  expect(r.problemas).toHaveLength(2);
  expect(formatProblems(r.problemas)).toBe(
    "Planilha 'Candidatos', linha 2, coluna 'Cargo': o cargo 'Professor PEB I', de 86 candidatos (linhas 2 a 87), não está na lista de vagas (a planilha 'Parâmetros'); quis dizer 'Profesor PEB I'? Escreva o cargo igual nos dois lugares.\n" +
      "Planilha 'Candidatos', linha 93, coluna 'Cargo': o cargo 'Vigia' não está na lista de vagas (a planilha 'Parâmetros'); os cargos com vagas são: 'Profesor PEB I', 'Motorista', 'Enfermeiro'.",
  );
});
