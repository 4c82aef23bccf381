// What the reading says to each host. The pane, the Sheets sidebar and the web page (analyseSheets
// without a patch) have no command-line flags: their messages say what to fix in the workbook, never
// "ou use --vagas …"; the command line, which has the flag, still offers it (test/cli/vagas-hint.test.ts).
// And the header the pane's Dados step shows comes from the reading itself (WorkbookReading.cabecalho).
import { analyseSheets } from '../../src/app/workflow';
import type { CellValue, SheetData } from '../../src/sheet';

const oneCargo: CellValue[][] = [
  ['Inscrição', 'Nome', 'Cargo', 'Nota'],
  ['1', 'Ana', 'Professor', 9],
  ['2', 'Bia', 'Professor', 8],
];
const twoCargos: CellValue[][] = [
  ['Inscrição', 'Nome', 'Cargo', 'Nota'],
  ['1', 'Ana', 'Professor', 9],
  ['2', 'Bia', 'Motorista', 8],
];
const noCargo = (n: number): CellValue[][] => [
  ['Inscrição', 'Nome', 'Nota'],
  [String(n), 'Ana', 9],
];

describe('as mensagens da leitura no painel, na barra do Sheets e na página web não citam opções da linha de comando', () => {
  const cases: [string, SheetData[], RegExp][] = [
    [
      'sem vagas, um cargo',
      [{ nome: 'Candidatos', linhas: oneCargo }],
      /^Falta o número de vagas: escreva 'Vagas' e o número na planilha 'Parâmetros' \(ou a tabela 'Cargo \| Vagas'\)\.$/,
    ],
    [
      'sem vagas, dois cargos',
      [{ nome: 'Candidatos', linhas: twoCargos }],
      /^Falta o número de vagas de cada cargo \('Professor', 'Motorista'\): preencha a tabela 'Cargo \| Vagas' na planilha 'Parâmetros'\.$/,
    ],
    [
      'sem vagas, uma planilha por cargo',
      [
        { nome: 'Professor', linhas: noCargo(1) },
        { nome: 'Motorista', linhas: noCargo(2) },
      ],
      /^Falta o número de vagas de cada cargo: as planilhas 'Professor', 'Motorista' são lidas cada uma como um cargo \(não têm a coluna 'Cargo'\); preencha a tabela 'Cargo \| Vagas' na planilha 'Parâmetros' com o nome de cada planilha como cargo\.$/,
    ],
    [
      'um número só de vagas, uma planilha por cargo',
      [
        { nome: 'Professor', linhas: noCargo(1) },
        { nome: 'Motorista', linhas: noCargo(2) },
        { nome: 'Parâmetros', linhas: [['Vagas', 3]] },
      ],
      /^As planilhas 'Professor', 'Motorista' são lidas cada uma como um cargo \(não têm a coluna 'Cargo'\), mas a planilha 'Parâmetros' dá um número só de vagas; preencha a tabela 'Cargo \| Vagas' na planilha 'Parâmetros' com o nome de cada planilha como cargo\.$/,
    ],
  ];
  test.each(cases)('%s', (_, sheets, message) => {
    const a = analyseSheets(sheets);
    const texts = a.problemas.map((p) => p.mensagem);
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).not.toContain('--');
    expect(texts.map((t) => t.charAt(0).toUpperCase() + t.slice(1))).toEqual([expect.stringMatching(message)]);
  });
});

/** The Dados view of a workbook: the sheet shown, its header row, the header's texts, and the fields with a column. */
function viewOf(sheets: SheetData[]) {
  const { dados } = analyseSheets(sheets.slice());
  return {
    candidato: dados.candidatos[0] ?? null,
    linhaCabecalho: dados.linhaCabecalho,
    cabecalhos: dados.cabecalhos.map((c) => `${c.coluna} ${c.cabecalho}`),
    campos: dados.mapeamento.filter((m) => m.coluna !== null).map((m) => `${m.campo} ← ${m.coluna} ${m.cabecalho} (${m.origem})`),
  };
}

// The Dados step shows the header the reading found (WorkbookReading.cabecalho): nothing is searched
// for again in the workflow. Each expectation is stated by hand from the sheets.
describe('o cabeçalho que a etapa Dados mostra é o que a leitura encontrou', () => {
  test('títulos acima do cabeçalho: a linha 3', () => {
    const v = viewOf([{ nome: 'Inscritos', linhas: [['Concurso 1/2026'], [], ['Inscrição', 'Nome', 'Nota'], ['1', 'Ana', 9]] }]);
    expect(v).toEqual({
      candidato: 'Inscritos',
      linhaCabecalho: 3,
      cabecalhos: ['A Inscrição', 'B Nome', 'C Nota'],
      campos: ['inscricao ← A Inscrição (reconhecida)', 'nome ← B Nome (reconhecida)', 'nota ← C Nota (reconhecida)'],
    });
  });

  test('cabeçalho em duas linhas: a de baixo, com o título de cima onde ela está vazia', () => {
    const v = viewOf([
      {
        nome: 'Candidatos',
        linhas: [
          ['Candidato', null, 'Notas'],
          ['Inscrição', 'Nome', 'Nota final'],
          ['1', 'Ana', 9],
        ],
      },
    ]);
    expect(v.linhaCabecalho).toBe(2);
    expect(v.cabecalhos).toEqual(['A Inscrição', 'B Nome', 'C Nota final']);
  });

  test('sem cabeçalho de candidatos: a linha mais parecida com um, e nenhum campo lido', () => {
    const v = viewOf([{ nome: 'Plan1', linhas: [['Obs.'], ['Nome', 'Cargo', 'Idade'], ['Ana', 'Professor', 30]] }]);
    expect(v).toEqual({ candidato: 'Plan1', linhaCabecalho: 2, cabecalhos: ['A Nome', 'B Cargo', 'C Idade'], campos: [] });
  });

  test('uma planilha em branco: nenhuma linha', () => {
    expect(viewOf([{ nome: 'Plan1', linhas: [] }])).toEqual({ candidato: 'Plan1', linhaCabecalho: null, cabecalhos: [], campos: [] });
  });

  test('a linha do cabeçalho e uma coluna indicadas em Parâmetros', () => {
    const v = viewOf([
      { nome: 'Candidatos', linhas: [['Concurso'], ['Inscrição', 'Resultado', 'Nota'], ['1', 'Aprovado', 9]] },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Linha do cabeçalho', 2],
          ['Coluna Situação', 'Resultado'],
          ['Vagas', 1],
        ],
      },
    ]);
    expect(v).toEqual({
      candidato: 'Candidatos',
      linhaCabecalho: 2,
      cabecalhos: ['A Inscrição', 'B Resultado', 'C Nota'],
      campos: ['inscricao ← A Inscrição (reconhecida)', 'nota ← C Nota (reconhecida)', 'situacao ← B Resultado (mapeada)'],
    });
  });
});
