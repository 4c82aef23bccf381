// The task pane's test data, for the Node tests of its reducer and tasks and for the journeys in
// jsdom: the commission's workbooks over the in-memory workbook, and hand-made analyses and outcomes.
import { MemoryWorkbook } from './memory-workbook';
import type { Analysis, Outcome } from '../../src/app/types';
import type { CellValue, SheetData, SheetProblem } from '../../src/sheet';
import { parametersFormOf } from '../../src/sheet/parameters-form';
import type { ParametersForm } from '../../src/sheet/parameters-form';
import { cpfFromNine } from '../../tools/gerar-exemplo';

/** A valid CPF from 9 digits (the check digits computed). */
export const cpf = cpfFromNine;

export const CPF_ANA = cpf('529982247');
export const CPF_BIA = cpf('111444777');

/** Candidates whose score column has a header the reader does not know ("Desempenho"): the Dados step maps it. */
export function candidatosSemNota(): CellValue[][] {
  return [
    ['Inscrição', 'Nome', 'CPF', 'Nascimento', 'Desempenho', 'Cota'],
    ['101', 'Ana', CPF_ANA, '10/01/1980', 90, 'PP'],
    ['102', 'Bia', CPF_BIA, '11/02/1990', 85, ''],
    ['103', 'Caio', cpf('987654321'), '12/03/1985', 80, ''],
    ['104', 'Duda', cpf('123123123'), '13/04/1995', 70, 'PP'],
  ];
}

/** The same candidates with a recognised "Nota" header. */
export function candidatos(): CellValue[][] {
  const rows = candidatosSemNota();
  rows[0] = rows[0].map((h) => (h === 'Desempenho' ? 'Nota' : h));
  return rows;
}

export function pasta(sheets: SheetData[]): MemoryWorkbook {
  return new MemoryWorkbook(sheets);
}

/** A valid concurso of two cargos (Professor 2, Motorista 1), and a sheet of the commission's own notes. */
export function pastaValida(): MemoryWorkbook {
  const rows = candidatos().map((r, i) => [...r, i === 0 ? 'Cargo' : i <= 2 ? 'Professor' : 'Motorista']);
  return pasta([
    { nome: 'Candidatos', linhas: rows },
    {
      nome: 'Parâmetros',
      linhas: [
        ['Cargo', 'Vagas'],
        ['Professor', 2],
        ['Motorista', 1],
      ],
    },
    { nome: 'Notas da comissão', linhas: [['Conferido por', 'Maria']] },
  ]);
}

/**
 * Two cargos; row 3 has a score that is not a number (an error), Ana's CPF is in both cargos (a warning);
 * `extraRuins` more rows with a score that is not a number (one error each).
 */
export function pastaComProblemas(extraRuins = 0): MemoryWorkbook {
  const rows: CellValue[][] = [
    ['Inscrição', 'Nome', 'CPF', 'Cargo', 'Nota', 'Cota'],
    ['101', 'Ana', CPF_ANA, 'Professor', 90, 'PP'],
    ['102', 'Bia', '', 'Professor', 'abc', ''],
    ['201', 'Ana', CPF_ANA, 'Motorista', 70, 'PP'],
    ['202', 'Caio', '', 'Motorista', 60, ''],
  ];
  for (let i = 0; i < extraRuins; i++) rows.push([String(300 + i), `Pessoa ${i}`, '', 'Professor', `x${i}`, '']);
  return pasta([
    { nome: 'Candidatos', linhas: rows },
    {
      nome: 'Parâmetros',
      linhas: [
        ['Cargo', 'Vagas'],
        ['Professor', 2],
        ['Motorista', 1],
      ],
    },
  ]);
}

/** A sheet's rows by name. */
export function linhas(wb: MemoryWorkbook, nome: string): CellValue[][] {
  const s = wb.sheets.find((x) => x.nome === nome);
  if (!s) throw new Error(`sem a planilha ${nome}: ${wb.sheets.map((x) => x.nome).join(', ')}`);
  return s.linhas;
}

/** The names of the sheets the add-in wrote (its marker), in workbook order. */
export function abasDoSuplemento(wb: MemoryWorkbook): string[] {
  return wb.sheets.filter((s) => s.doSuplemento).map((s) => s.nome);
}

/** The Parâmetros form of a sheet with one cargo of `vagas` vacancies (the reader's defaults elsewhere). */
export function formulario(vagas: number | null, patch: Partial<ParametersForm> = {}): ParametersForm {
  return { ...parametersFormOf(null), cargos: [{ cargo: null, vagas }], ...patch };
}

export function problema(nivel: SheetProblem['nivel'], mensagem: string, patch: Partial<SheetProblem> = {}): SheetProblem {
  return { nivel, mensagem, planilha: 'Candidatos', linha: 3, coluna: 'Nota', celula: 'E3', ...patch };
}

/** An analysis as the workflow gives it: valid, with `parametros`, no problem and no earlier output unless patched. */
export function analise(patch: Partial<Analysis> = {}): Analysis {
  return {
    ok: true,
    problemas: [],
    erros: 0,
    avisos: 0,
    leitura: [],
    relatorio: null,
    dados: { planilhas: [], candidatos: [], linhaCabecalho: null, cabecalhos: [], mapeamento: [], naoUsadas: [], cargos: [] },
    parametros: formulario(2),
    temParametros: true,
    saidaAnterior: [],
    ...patch,
  };
}

/** An action's outcome: done unless patched. */
export function resultado(titulo: string, patch: Partial<Outcome> = {}): Outcome {
  return { ok: true, atencao: false, titulo, problemas: [], planilhas: [], removidas: [], leitura: [], ...patch };
}

/**
 * rules.md §10's withdrawal example (Pirangi, `total`, PcD by Decreto nº 9.508/2018): the ranking G1,
 * P1, G2, G3, G4, G5, G6, P2, G7, P3, G8, P4, D1 (G no group, P pretos e pardos, D PcD) and 10 vacancies.
 * Its order of nomination: 1 G1, 2 P1, 3 P2 (PP), 4 G2, 5 D1 (PCD), 6 G3, 7 G4, 8 P3 (PP), 9 G5, 10 G6.
 */
export const RANKING_DESISTENCIA = ['G1', 'P1', 'G2', 'G3', 'G4', 'G5', 'G6', 'P2', 'G7', 'P3', 'G8', 'P4', 'D1'];

/** The example's workbook: the candidates (inscrição = the example's name) and the Parâmetros sheet. */
export function pastaDesistencia(): SheetData[] {
  const rows: CellValue[][] = [['Inscrição', 'Nome', 'Nota', 'Cota', 'PcD']];
  RANKING_DESISTENCIA.forEach((id, i) =>
    rows.push([id, `Pessoa ${id}`, 100 - i, id.startsWith('P') ? 'PP' : '', id.startsWith('D') ? 'Sim' : 'Não']),
  );
  return [
    { nome: 'Candidatos', linhas: rows },
    {
      nome: 'Parâmetros',
      linhas: [
        ['Reserva PcD', 'federal-9508-2018'],
        ['Vagas', 10],
      ],
    },
  ];
}
