import { cliPatch } from '../support/patch';
import { formatReadingReport, readConcursoWorkbook } from '../../src/sheet';
import type { CellValue, ReadingReport } from '../../src/sheet';

// the reading report, as the CLI, the Memória de cálculo and the task pane print it.
describe('formatReadingReport', () => {
  it('a two-row header, a mapped column, one hidden row, a headerless column', () => {
    const r: ReadingReport = {
      origem: null,
      planilhas: [
        {
          nome: 'Inscritos',
          papel: 'candidatos',
          motivo: 'cabeçalho em duas linhas (2 e 3)',
          linhaCabecalho: 3,
          linhasCabecalho: [2, 3],
          linhasLidas: 1,
          linhasEmBranco: 1,
          linhasOcultas: [7],
          mescladas: [],
        },
        { nome: 'Candidatos (antigo)', papel: 'oculta', motivo: 'planilha oculta, embora tenha cabeçalho de candidatos' },
      ],
      colunas: [
        { campo: 'inscricao', coluna: 'A', cabecalho: 'Inscrição', origem: 'reconhecida' },
        { campo: 'situacao', coluna: 'F', cabecalho: 'Resultado', origem: 'mapeada' },
      ],
      colunasIgnoradas: [{ coluna: 'G', cabecalho: '' }],
    };
    expect(formatReadingReport(r)).toEqual([
      "Planilha 'Inscritos' (linhas de cabeçalho 2 e 3): 1 candidato lido, 1 linha em branco ignorada",
      "Planilha 'Inscritos': a linha oculta ou filtrada 7 foi lida como as outras",
      "Planilha 'Candidatos (antigo)': não lida (planilha oculta, embora tenha cabeçalho de candidatos)",
      "Inscrição ← coluna A 'Inscrição'",
      'Situação ← coluna F \'Resultado\' (indicada em "Coluna Situação")',
      'Colunas não usadas: G (sem cabeçalho)',
    ]);
  });

  it('one sheet per cargo: each sheet with its cargo; the columns said once when every sheet has them alike', () => {
    const sheet = (rows: CellValue[][], notes = 'Obs.'): CellValue[][] => [['Inscrição', 'Nota', notes], ...rows];
    const r = readConcursoWorkbook(
      [
        {
          nome: 'Professor',
          linhas: sheet([
            ['1', 9, null],
            ['2', 8, null],
          ]),
        },
        { nome: 'Motorista', linhas: sheet([['3', 7, null]], 'Anotações') },
      ],
      cliPatch({ vagas: 'Professor=1,Motorista=1' }),
    );
    expect(r.problemas).toEqual([]);
    expect(formatReadingReport(r.leitura)).toEqual([
      "Planilha 'Professor' (linha de cabeçalho 1): 2 candidatos lidos; cada candidato no cargo 'Professor' (o nome da planilha)",
      "Planilha 'Motorista' (linha de cabeçalho 1): 1 candidato lido; cada candidato no cargo 'Motorista' (o nome da planilha)",
      "Inscrição ← coluna A 'Inscrição'",
      "Nota ← coluna B 'Nota'",
      "Colunas não usadas: C 'Obs.' da planilha 'Professor', C 'Anotações' da planilha 'Motorista'",
    ]);
  });

  it('a long list of hidden rows ends with "e mais N"', () => {
    const r: ReadingReport = {
      origem: 'x.xlsx',
      planilhas: [
        {
          nome: 'C',
          papel: 'candidatos',
          motivo: '',
          linhaCabecalho: 1,
          linhasLidas: 1500,
          linhasOcultas: Array.from({ length: 25 }, (_, i) => i + 2),
        },
      ],
      colunas: [],
      colunasIgnoradas: [],
    };
    const lines = formatReadingReport(r);
    expect(lines[1]).toBe("Planilha 'C' (linha de cabeçalho 1): 1.500 candidatos lidos");
    expect(lines[2]).toBe(
      "Planilha 'C': as linhas ocultas ou filtradas 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21 e mais 5 foram lidas como as outras",
    );
  });
});

describe('the reading report names the tie-break columns and the reading warnings', () => {
  it('Desempate 1 and 2 ← their columns, in the order of the criteria; the same CPF in two cargos as a warning line', () => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Cargo', 'Nota', 'Desempate 2', 'Desempate 1', 'CPF'],
      ['1', 'Motorista', 80, 5, 7, '111.444.777-35'],
      ['2', 'Professor', 70, 4, 6, '111.444.777-35'],
    ];
    const params: CellValue[][] = [
      ['Cargo', 'Vagas'],
      ['Motorista', 1],
      ['Professor', 1],
    ];
    const reading = readConcursoWorkbook([
      { nome: 'Candidatos', linhas: rows },
      { nome: 'Parâmetros', linhas: params },
    ]);
    expect(reading.problemas).toEqual([]);
    const lines = formatReadingReport(reading.leitura);
    expect(lines).toContain("Desempate 1 ← coluna E 'Desempate 1'");
    expect(lines).toContain("Desempate 2 ← coluna D 'Desempate 2'");
    expect(lines.indexOf("Desempate 1 ← coluna E 'Desempate 1'")).toBeLessThan(lines.indexOf("Desempate 2 ← coluna D 'Desempate 2'"));
    expect(lines.some((l) => l.includes('mesmo CPF') && l.includes("'Motorista'") && l.includes("'Professor'"))).toBe(true);
  });
});
