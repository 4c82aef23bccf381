import { cliPatch } from '../support/patch';
import { classify } from '../../src/engine';
import {
  assembleCargos,
  formatProblems,
  formatReadingReport,
  looksLikeOutputSheet,
  readCandidateTable,
  readConcursoWorkbook,
  resolveSheetOptions,
} from '../../src/sheet';
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

// nothing read silently wrong. Sheet-level regressions (SheetData in, WorkbookReading out).
const nominated = (r: ReturnType<typeof readConcursoWorkbook>): (string | null)[] =>
  classify(r.concurso!).cargos.flatMap((c) => c.nomeacao.map((n) => n.inscricao));

describe('corpus row 1: a Situação column headed "Resultado"', () => {
  const candidatos: CellValue[][] = [
    ['Inscrição', 'Nome', 'Nota', 'Resultado'],
    ['1', 'Ana', 9.5, 'Eliminado'],
    ['2', 'Bia', 8, 'Aprovado'],
    ['3', 'Caio', 7, 'Reprovado'],
    ['4', 'Davi', 6, 'Aprovado'],
  ];

  it('is an error naming the column and the fix, not a silent column (the eliminated candidate was nominated)', () => {
    const r = readConcursoWorkbook([
      { nome: 'Candidatos', linhas: candidatos },
      { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
    ]);
    expect(r.concurso).toBeNull();
    expect(r.problemas).toHaveLength(1);
    expect(r.problemas[0]).toMatchObject({
      planilha: 'Candidatos',
      linha: 1,
      coluna: 'Resultado',
      celula: 'D1',
      codigo: 'coluna-nao-reconhecida',
    });
    expect(formatProblems(r.problemas)).toContain(
      "renomeie o cabeçalho para 'Situação' ou escreva na planilha Parâmetros: Coluna Situação = Resultado",
    );
  });

  it.each([
    ['two cells', [['Coluna Situação', 'Resultado']]],
    ['one cell', [['Coluna Situação = Resultado']]],
  ])('mapped in Parâmetros (%s), the column is read: the eliminated and the reprovado are not nominated', (_, mapping) => {
    const r = readConcursoWorkbook([
      { nome: 'Candidatos', linhas: candidatos },
      { nome: 'Parâmetros', linhas: [['Vagas', 2], ...(mapping as CellValue[][])] },
    ]);
    expect(formatProblems(r.problemas)).toBe('');
    expect(r.concurso!.candidatos.map((c) => c.aprovado)).toEqual([false, true, false, true]);
    expect(nominated(r)).toEqual(['2', '4']);
    expect(r.leitura.colunas).toContainEqual({ campo: 'situacao', coluna: 'D', cabecalho: 'Resultado', origem: 'mapeada' });
  });

  it('the same mapping as an option (the custom functions pass it)', () => {
    const r = readConcursoWorkbook([{ nome: 'Candidatos', linhas: candidatos }], {
      ...cliPatch({ vagas: '2' }),
      mapeamento: { situacao: 'resultado' },
    });
    expect(formatProblems(r.problemas)).toBe('');
    expect(nominated(r)).toEqual(['2', '4']);
  });

  it('a problem of a mapped column names the column as headed', () => {
    const bad = [...candidatos, ['5', 'Eva', 5, 'talvez']];
    const r = readConcursoWorkbook([
      { nome: 'Candidatos', linhas: bad },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Vagas', 2],
          ['Coluna Situação', 'Resultado'],
        ],
      },
    ]);
    expect(formatProblems(r.problemas)).toContain(
      "Planilha 'Candidatos', linha 6, coluna 'Resultado': a situação 'talvez' não é uma situação conhecida",
    );
  });

  it('a mapping to a header that does not exist is an error naming the Parâmetros row', () => {
    const r = readConcursoWorkbook([
      { nome: 'Candidatos', linhas: candidatos },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Vagas', 2],
          ['Coluna Situação', 'Resultado final!'],
        ],
      },
    ]);
    expect(r.concurso).toBeNull();
    expect(formatProblems(r.problemas)).toContain(
      "Planilha 'Parâmetros', linha 2, coluna 'Coluna Situação': a coluna 'Resultado final!', indicada para Situação, não existe na linha de cabeçalho da planilha 'Candidatos' (linha 1); os cabeçalhos são: 'Inscrição', 'Nome', 'Nota', 'Resultado'.",
    );
  });

  it('other look-alikes: a Cota, a Confirmação and a Nascimento column under unknown headers', () => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Nota', 'Declaração étnico-racial', 'Banca', 'Nasceu em', 'Observações', 'Isento'],
      ['1', 9, 'Pardo(a)', 'Deferida', '21/03/1966', 'chegou tarde', 'Sim'],
      ['2', 8, '', '', '02/11/1990', null, 'Não'],
      ['3', 7, 'Indígena', 'Indeferida', '15/06/1985', 'recurso', 'Não'],
    ];
    const r = readConcursoWorkbook([{ nome: 'Candidatos', linhas: rows }], cliPatch({ vagas: '2' }));
    const text = formatProblems(r.problemas);
    expect(r.problemas.map((p) => p.coluna)).toEqual(['Declaração étnico-racial', 'Banca', 'Nasceu em']);
    expect(text).toContain("parecem de 'Cota'");
    expect(text).toContain("parecem de 'Confirmação'");
    expect(text).toContain("parecem de 'Nascimento'");
    expect(r.leitura.colunasIgnoradas).toEqual([
      { coluna: 'C', cabecalho: 'Declaração étnico-racial' },
      { coluna: 'D', cabecalho: 'Banca' },
      { coluna: 'E', cabecalho: 'Nasceu em' },
      { coluna: 'F', cabecalho: 'Observações' },
      { coluna: 'G', cabecalho: 'Isento' },
    ]);
  });

  it('a score under an unknown header, when there is no Nota column, is named with the missing Nota', () => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Média ponderada'],
      ['1', '7,5'],
      ['2', 8.25],
    ];
    const text = formatProblems(readConcursoWorkbook([{ nome: 'Candidatos', linhas: rows }], cliPatch({ vagas: '1' })).problemas);
    expect(text).toContain("falta a coluna 'Nota'");
    expect(text).toContain("a coluna B 'Média ponderada' não tem um cabeçalho conhecido, mas os valores ('7,5', '8,25') parecem de 'Nota'");
  });
});

describe('corpus row 4: one sheet per cargo, or batches in several sheets', () => {
  const sheet = (rows: CellValue[][]): CellValue[][] => [['Inscrição', 'Nome', 'Nota', 'Cota'], ...rows];
  const professor = sheet([
    ['1', 'Ana', 9, 'PP'],
    ['2', 'Bia', 8, ''],
    ['3', 'Caio', 7, ''],
  ]);
  const motorista = sheet([
    ['10', 'Davi', 6, ''],
    ['11', 'Eva', 5, 'PP'],
  ]);

  it('sheets without a Cargo column are each a cargo (their name), all read', () => {
    const r = readConcursoWorkbook([
      { nome: 'Professor', linhas: professor },
      { nome: 'Motorista', linhas: motorista },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Cargo', 'Vagas'],
          ['professor', 2],
          ['Motorista', 1],
        ],
      },
    ]);
    expect(formatProblems(r.problemas)).toBe('');
    expect(r.planilhasCandidatos).toEqual(['Professor', 'Motorista']);
    expect(r.concurso!.candidatos.map((c) => [c.inscricao, c.cargo])).toEqual([
      ['1', 'professor'],
      ['2', 'professor'],
      ['3', 'professor'],
      ['10', 'Motorista'],
      ['11', 'Motorista'],
    ]);
    expect(r.linhas).toEqual([2, 3, 4, 2, 3]);
    expect(r.planilhaDeCada).toEqual(['Professor', 'Professor', 'Professor', 'Motorista', 'Motorista']);
    const result = classify(r.concurso!);
    expect(result.cargos.map((c) => [c.cargo, c.nomeacao.length])).toEqual([
      ['professor', 2],
      ['Motorista', 1],
    ]);
    expect(r.leitura.planilhas.map((p) => [p.nome, p.papel, p.cargo ?? null])).toEqual([
      ['Professor', 'candidatos', 'professor'],
      ['Motorista', 'candidatos', 'Motorista'],
      ['Parâmetros', 'parametros', null],
    ]);
  });

  it('per-sheet cargos need the vacancies of each: one number, or a sheet missing from the table, is an error naming the sheets', () => {
    const one = readConcursoWorkbook(
      [
        { nome: 'Professor', linhas: professor },
        { nome: 'Motorista', linhas: motorista },
      ],
      cliPatch({ vagas: '3' }),
    );
    expect(one.concurso).toBeNull();
    expect(formatProblems(one.problemas)).toContain(
      "As planilhas 'Professor', 'Motorista' são lidas cada uma como um cargo (não têm a coluna 'Cargo'), mas a opção --vagas dá um número só de vagas",
    );
    const missing = readConcursoWorkbook(
      [
        { nome: 'Professor', linhas: professor },
        { nome: 'Motorista', linhas: motorista },
      ],
      cliPatch({ vagas: 'Professor=2' }),
    );
    expect(formatProblems(missing.problemas)).toBe(
      "Planilha 'Motorista': a planilha 'Motorista' é lida como o cargo 'Motorista' (não tem a coluna 'Cargo'), mas esse cargo não está na lista de vagas (a opção --vagas); os cargos com vagas são: 'Professor'.",
    );
  });

  const lote = (rows: CellValue[][]): CellValue[][] => [['Inscrição', 'Cargo', 'Nota'], ...rows];
  it('sheets with a Cargo column are batches of one table', () => {
    const r = readConcursoWorkbook(
      [
        {
          nome: 'Lote 1',
          linhas: lote([
            ['1', 'Professor', 9],
            ['2', 'Motorista', 8],
          ]),
        },
        {
          nome: 'Lote 2',
          linhas: lote([
            ['3', 'professor', 7],
            ['4', 'Motorista', 6],
          ]),
        },
      ],
      cliPatch({ vagas: 'Professor=1,Motorista=1' }),
    );
    expect(formatProblems(r.problemas)).toBe('');
    expect(r.concurso!.candidatos.map((c) => [c.inscricao, c.cargo])).toEqual([
      ['1', 'Professor'],
      ['2', 'Motorista'],
      ['3', 'Professor'],
      ['4', 'Motorista'],
    ]);
    expect(nominated(r).sort()).toEqual(['1', '2']);
  });

  it('a batch problem names its own sheet and row; an inscrição in two batches of one cargo is an error', () => {
    const r = readConcursoWorkbook(
      [
        {
          nome: 'Lote 1',
          linhas: lote([
            ['1', 'Professor', 9],
            ['2', 'Motorista', 8],
          ]),
        },
        {
          nome: 'Lote 2',
          linhas: lote([
            ['1', 'Professor', 7],
            ['4', 'Médico', 6],
          ]),
        },
      ],
      cliPatch({ vagas: 'Professor=1,Motorista=1' }),
    );
    expect(formatProblems(r.problemas)).toBe(
      "Planilha 'Lote 2', linha 3, coluna 'Cargo': o cargo 'Médico' não está na lista de vagas (a opção --vagas); os cargos com vagas são: 'Professor', 'Motorista'.",
    );
    const dup = readConcursoWorkbook(
      [
        { nome: 'Lote 1', linhas: lote([['1', 'Professor', 9]]) },
        { nome: 'Lote 2', linhas: lote([['1', 'professor', 7]]) },
      ],
      cliPatch({ vagas: '1' }),
    );
    expect(formatProblems(dup.problemas)).toBe(
      "Planilha 'Lote 2', linha 2, coluna 'Inscrição': a inscrição '1' aparece duas vezes no cargo 'Professor': na planilha 'Lote 1', linha 2, e na planilha 'Lote 2', linha 2.",
    );
  });

  it('two visible candidate sheets with different columns: an error naming both, nothing read', () => {
    const r = readConcursoWorkbook(
      [
        { nome: 'Professor', linhas: professor },
        { nome: 'Lote 2', linhas: lote([['3', 'Professor', 7]]) },
      ],
      cliPatch({ vagas: '1' }),
    );
    expect(r.concurso).toBeNull();
    expect(formatProblems(r.problemas)).toBe(
      "Há 2 planilhas com candidatos, com colunas diferentes: 'Professor' (Inscrição, Nome, Nota, Cota); 'Lote 2' (Inscrição, Cargo, Nota); deixe visível só a planilha a ler (oculte ou apague as outras), ou dê a todas as mesmas colunas para lê-las juntas.",
    );
    expect(r.leitura.planilhas.map((p) => p.papel)).toEqual(['ignorada', 'ignorada']);
    expect(r.leitura.colunas).toEqual([]);
  });
});

describe('corpus row 5: a hidden old sheet beside the visible one', () => {
  const atual: CellValue[][] = [
    ['Inscrição', 'Nota'],
    ['1', 9],
    ['2', 8],
  ];
  const antigo: CellValue[][] = [
    ['Inscrição', 'Nota'],
    ['7', 10],
    ['8', 10],
  ];
  it('the hidden sheet is never read, and the report says why', () => {
    // Hidden first, as when the old sheet was left in front of the new one.
    const r = readConcursoWorkbook(
      [
        { nome: 'Candidatos (antigo)', linhas: antigo, oculta: true },
        { nome: 'Candidatos', linhas: atual },
      ],
      cliPatch({ vagas: '1' }),
    );
    expect(formatProblems(r.problemas)).toBe('');
    expect(r.planilhaCandidatos).toBe('Candidatos');
    expect(r.concurso!.candidatos.map((c) => c.inscricao)).toEqual(['1', '2']);
    expect(r.leitura.planilhas[0]).toEqual({
      nome: 'Candidatos (antigo)',
      papel: 'oculta',
      motivo: 'aba oculta, embora tenha cabeçalho de candidatos',
    });
  });
  it('a hidden sheet alone is not chosen silently: an error naming it', () => {
    const r = readConcursoWorkbook(
      [
        { nome: 'Plan1', linhas: [['Instruções']] },
        { nome: 'Inscritos', linhas: atual, oculta: true },
      ],
      cliPatch({ vagas: '1' }),
    );
    expect(r.concurso).toBeNull();
    expect(formatProblems(r.problemas)).toBe(
      "Nenhuma planilha visível tem os candidatos; a planilha 'Inscritos' tem, mas está oculta: reexiba a planilha a ler (uma planilha oculta nunca é lida).",
    );
  });
});

describe("corpus row 6: the add-in's own output sheets are never read as candidates", () => {
  const ac: CellValue[][] = [
    ['Classificação', 'Inscrição', 'Nome', 'Nota', 'Grupo declarado'],
    [1, '1', 'Ana', 9, 'PP'],
  ];
  it('after a header edit in Candidatos, the problem is that header, not 40 problems of the "AC" sheet', () => {
    const r = readConcursoWorkbook(
      [
        {
          nome: 'Resumo',
          linhas: [
            ['Cargo', 'Vagas'],
            ['Professor', 1],
          ],
        },
        { nome: 'AC', linhas: ac },
        { nome: 'AC - Professor', linhas: ac },
        {
          nome: 'Candidatos',
          linhas: [
            ['Número', 'Nota'],
            ['1', 9],
          ],
        },
      ],
      cliPatch({ vagas: '1' }),
    );
    expect(r.concurso).toBeNull();
    expect(r.problemas.every((p) => p.planilha === 'Candidatos')).toBe(true);
    expect(formatProblems(r.problemas)).toContain("Planilha 'Candidatos', linha 1, coluna 'Inscrição': falta a coluna 'Inscrição'");
    expect(r.leitura.planilhas.map((p) => p.papel)).toEqual(['saida', 'saida', 'saida', 'ignorada']);
  });
  it('a sheet with the add-in marker is output whatever its name; with no other sheet, the message says so', () => {
    const r = readConcursoWorkbook([{ nome: 'Lista 1', linhas: ac, doSuplemento: true }], cliPatch({ vagas: '1' }));
    expect(formatProblems(r.problemas)).toBe(
      "O arquivo não tem a planilha dos candidatos (uma planilha com as colunas 'Inscrição' e 'Nota') ('Lista 1' é aba de resultado do suplemento, não de candidatos).",
    );
    expect(r.leitura.planilhas).toEqual([{ nome: 'Lista 1', papel: 'saida', motivo: 'gravada pelo suplemento' }]);
  });
  it('names the add-in writes', () => {
    for (const n of [
      'Resumo',
      'Memória de cálculo',
      'AC',
      'AC - Professor PEB I',
      'PP - Motorista',
      'IND',
      'PCD - Médico',
      'Nomeação - Professor',
      'Resumo (2)',
      'QUI (2)',
    ]) {
      expect([n, looksLikeOutputSheet(n)]).toEqual([n, true]);
    }
    for (const n of ['Candidatos', 'Acompanhamento', 'Ind. e Com.', 'Professor', 'Plan1', 'Resumo geral'])
      expect([n, looksLikeOutputSheet(n)]).toEqual([n, false]);
  });
});

describe('header search', () => {
  it('a header below row 30 is named, with the rows searched', () => {
    const rows: CellValue[][] = [
      ...Array.from({ length: 34 }, (_, i): CellValue[] => [i === 0 ? 'Relatório' : null]),
      ['Inscrição', 'Nota'],
      ['1', 9],
    ];
    const r = readConcursoWorkbook([{ nome: 'Candidatos', linhas: rows }], cliPatch({ vagas: '1' }));
    expect(formatProblems(r.problemas)).toBe(
      "Planilha 'Candidatos', linha 35: não há linha de cabeçalho com 'Inscrição' e 'Nota' nas primeiras 30 linhas; o cabeçalho parece estar na linha 35: apague as linhas acima dele (deixe no máximo 29 linhas de título).",
    );
  });

  it('a two-row header ("Notas" merged above three columns) is read', () => {
    const rows: CellValue[][] = [
      ['Concurso 01/2026'],
      ['Inscrição', 'Nome', 'Notas', null, null],
      [null, null, 'Português', 'Matemática', 'Nota final'],
      ['1', 'Ana', 7.5, 8, 7.75],
      ['2', 'Bia', 9, 9, 9],
    ];
    const r = readConcursoWorkbook(
      [{ nome: 'Candidatos', linhas: rows, mescladas: ['A1:E1', 'A2:A3', 'B2:B3', 'C2:E2'] }],
      cliPatch({ vagas: '1' }),
    );
    expect(formatProblems(r.problemas)).toBe('');
    expect(r.linhas).toEqual([4, 5]);
    expect(r.concurso!.candidatos.map((c) => c.nota)).toEqual([7.75, 9]);
    // The title's merge (A1:E1) is above the table: not reported.
    expect(r.leitura.planilhas[0]).toMatchObject({ linhaCabecalho: 3, linhasCabecalho: [2, 3], mescladas: ['A2:A3', 'B2:B3', 'C2:E2'] });
    expect(r.leitura.colunasIgnoradas).toEqual([
      { coluna: 'C', cabecalho: 'Português' },
      { coluna: 'D', cabecalho: 'Matemática' },
    ]);
  });

  it('a header missing a column over two rows names both rows, not "row 1"', () => {
    const rows: CellValue[][] = [
      ['Concurso 01/2026'],
      ['Inscrição', 'Nome', 'Notas', null],
      [null, null, 'Português', 'Matemática'],
      ['1', 'Ana', 7.5, 8],
    ];
    const text = formatProblems(readConcursoWorkbook([{ nome: 'Candidatos', linhas: rows }], cliPatch({ vagas: '1' })).problemas);
    expect(text).toContain("Planilha 'Candidatos', linha 2: o cabeçalho parece ocupar as linhas 2 e 3");
    expect(text).toContain("Planilha 'Candidatos', linha 3, coluna 'Nota': falta a coluna 'Nota'");
    expect(text).not.toContain('linha 1');
  });
});

describe('corpus row 1: the reading report', () => {
  it('sheets and why, header row, each field and its column, columns not used, blank and hidden rows, merged cells', () => {
    const rows: CellValue[][] = [
      ['Prefeitura de Pirangi'],
      [],
      ['Inscrição', 'Nome', 'Cota', 'Observações', 'Nota final'],
      ['1', 'Ana', 'PP', null, 9],
      [],
      ['2', 'Bia', null, 'recurso', 8],
      [null, null, null, null, null],
      ['3', 'Caio', null, null, 7],
      [],
    ];
    const r = readConcursoWorkbook(
      [
        { nome: 'Leia-me', linhas: [['Como usar']] },
        { nome: 'Candidatos', linhas: rows, linhasOcultas: [1, 5, 7], mescladas: ['A1:E1', 'D6:D7'] },
        { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
        { nome: 'Resumo', linhas: [['x']], doSuplemento: true },
      ],
      { origem: 'concurso.xlsx' },
    );
    expect(formatProblems(r.problemas)).toBe('');
    expect(r.leitura).toEqual({
      origem: 'concurso.xlsx',
      planilhas: [
        { nome: 'Leia-me', papel: 'ignorada', motivo: "sem cabeçalho com 'Inscrição' e 'Nota' nas primeiras 30 linhas" },
        {
          nome: 'Candidatos',
          papel: 'candidatos',
          motivo: 'cabeçalho reconhecido na linha 3',
          linhaCabecalho: 3,
          linhasLidas: 3,
          linhasEmBranco: 3, // rows 5, 7 and the trailing 9
          linhasOcultas: [6, 8],
          mescladas: ['D6:D7'],
        },
        { nome: 'Parâmetros', papel: 'parametros', motivo: 'aba de parâmetros' },
        { nome: 'Resumo', papel: 'saida', motivo: 'gravada pelo suplemento' },
      ],
      colunas: [
        { campo: 'inscricao', coluna: 'A', cabecalho: 'Inscrição', origem: 'reconhecida' },
        { campo: 'nome', coluna: 'B', cabecalho: 'Nome', origem: 'reconhecida' },
        { campo: 'nota', coluna: 'E', cabecalho: 'Nota final', origem: 'reconhecida' },
        { campo: 'grupo', coluna: 'C', cabecalho: 'Cota', origem: 'reconhecida' },
      ],
      colunasIgnoradas: [{ coluna: 'D', cabecalho: 'Observações' }],
    });
    expect(formatReadingReport(r.leitura)).toEqual([
      'Arquivo lido: concurso.xlsx',
      "Planilha 'Candidatos' (linha de cabeçalho 3): 3 candidatos lidos, 3 linhas em branco ignoradas",
      "Planilha 'Candidatos': as linhas ocultas ou filtradas 6, 8 foram lidas como as outras",
      "Planilha 'Candidatos': células mescladas na tabela: D6:D7",
      "Planilha 'Leia-me': não lida (sem cabeçalho com 'Inscrição' e 'Nota' nas primeiras 30 linhas)",
      "Planilha 'Parâmetros': lida como parâmetros (aba de parâmetros)",
      "Planilha 'Resumo': não lida (gravada pelo suplemento)",
      "Inscrição ← coluna A 'Inscrição'",
      "Nome ← coluna B 'Nome'",
      "Nota ← coluna E 'Nota final'",
      "Cota ← coluna C 'Cota'",
      "Colunas não usadas: D 'Observações'",
    ]);
  });
});

describe('cosmetic changes change nothing but the reading report', () => {
  const base: CellValue[][] = [
    ['Inscrição', 'Nome', 'Cargo', 'Nota', 'Cota', 'Situação'],
    ['1', 'Ana', 'Professor', 9, 'PP', 'Aprovado'],
    ['2', 'Bia', 'Professor', 8, '', 'Aprovado'],
    ['3', 'Caio', 'Motorista', 7, '', 'Eliminado'],
    ['4', 'Davi', 'Motorista', 6.5, 'IND', ''],
  ];
  const params = {
    nome: 'Parâmetros',
    linhas: [
      ['Cargo', 'Vagas'],
      ['Professor', 1],
      ['Motorista', 1],
    ] as CellValue[][],
  };
  const reference = readConcursoWorkbook([{ nome: 'Candidatos', linhas: base }, params]);

  it.each([0, 1, 2, 3, 4, 5, 6, 7])(
    'variant %i: titles above, blank rows between, hidden rows, merged cells, output sheets beside',
    (seed) => {
      const rows: CellValue[][] = [];
      for (let t = 0; t < seed % 3; t++) rows.push(t === 0 ? ['Concurso 01/2026'] : []);
      const hidden: number[] = [];
      base.forEach((row, i) => {
        rows.push(row);
        if (i > 0 && (i + seed) % 2 === 0) rows.push(seed % 4 === 0 ? [null, '', '  '] : []);
        if (i > 0 && (i * seed) % 3 === 1) hidden.push(rows.length - 1);
      });
      const sheets = [
        ...(seed % 2 ? [{ nome: 'AC - Professor', linhas: base, doSuplemento: true }] : []),
        { nome: seed % 2 ? 'Inscritos' : 'Candidatos', linhas: rows, linhasOcultas: hidden, mescladas: seed % 3 ? ['A1:F1'] : [] },
        ...(seed % 3 === 0 ? [{ nome: 'Velha', linhas: base, oculta: true }] : []),
        params,
      ];
      const r = readConcursoWorkbook(sheets);
      expect(r.problemas).toEqual([]);
      expect(r.concurso).toEqual(reference.concurso);
      expect(r.leitura.colunas).toEqual(reference.leitura.colunas);
      expect(r.leitura.planilhas.find((p) => p.papel === 'candidatos')!.linhasLidas).toBe(4);
    },
  );
});

describe('the candidates sheet and header row the commission chooses', () => {
  const header = ['Código', 'Nome', 'Média ponderada'];
  const rows: CellValue[][] = [['Lista oficial'], header, ['1', 'Ana', 90], ['2', 'Bia', 80]];

  test('the "Coluna …" mappings make a header the reader finds (Inscrição and Nota by mapping only)', () => {
    const params: CellValue[][] = [
      ['Vagas', 1],
      ['Coluna Inscrição', 'Código'],
      ['Coluna Nota', 'Média ponderada'],
    ];
    const r = readConcursoWorkbook([
      { nome: 'Planilha1', linhas: rows },
      { nome: 'Parâmetros', linhas: params },
    ]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso!.candidatos.map((c) => [c.inscricao, c.nota])).toEqual([
      ['1', 90],
      ['2', 80],
    ]);
    expect(r.leitura.planilhas[0]).toMatchObject({ papel: 'candidatos', linhaCabecalho: 2 });
    // Without them, no header.
    expect(
      readConcursoWorkbook([
        { nome: 'Planilha1', linhas: rows },
        { nome: 'Parâmetros', linhas: [['Vagas', 1]] },
      ]).concurso,
    ).toBeNull();
  });

  test('overrides choose the sheet and row, over the Parâmetros rows; a sheet that does not exist is an error naming the options', () => {
    const good: CellValue[][] = [
      ['Inscrição', 'Nota'],
      ['1', 9],
    ];
    const sheets = [
      { nome: 'A', linhas: good },
      { nome: 'B', linhas: [[], [], ...good] },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Vagas', 1],
          ['Planilha de candidatos', 'A'],
        ],
      },
    ];
    expect(readConcursoWorkbook(sheets).planilhasCandidatos).toEqual(['A']);
    const r = readConcursoWorkbook(sheets, { planilhaCandidatos: 'B', linhaCabecalho: 3 });
    expect(r.problemas).toEqual([]);
    expect(r.planilhasCandidatos).toEqual(['B']);
    expect(r.linhas).toEqual([4]);
    expect(r.leitura.planilhas.find((p) => p.nome === 'B')!.motivo).toMatch(
      /planilha indicada nas opções; linha do cabeçalho indicada nas opções$/,
    );
    const bad = readConcursoWorkbook(sheets, { planilhaCandidatos: 'C' });
    expect(bad.concurso).toBeNull();
    expect(bad.problemas).toEqual([expect.objectContaining({ planilha: null, codigo: 'layout-indicado' })]);
    expect(bad.problemas[0].mensagem).toBe("a planilha de candidatos indicada, 'C', não existe na pasta; as planilhas são: 'A', 'B'.");
  });

  test("a chosen sheet that is hidden or the add-in's output is refused, naming the Parâmetros cell", () => {
    const good: CellValue[][] = [
      ['Inscrição', 'Nota'],
      ['1', 9],
    ];
    for (const flags of [{ oculta: true }, { doSuplemento: true }]) {
      const r = readConcursoWorkbook([
        { nome: 'Velha', linhas: good, ...flags },
        { nome: 'Nova', linhas: good },
        {
          nome: 'Parâmetros',
          linhas: [
            ['Vagas', 1],
            ['Planilha de candidatos', 'Velha'],
          ],
        },
      ]);
      expect(r.concurso).toBeNull();
      expect(r.problemas).toEqual([expect.objectContaining({ planilha: 'Parâmetros', linha: 2, celula: 'B2' })]);
      expect(r.problemas[0].mensagem).toMatch(flags.oculta ? /está oculta/ : /foi gravada pelo suplemento/);
    }
  });
});

// The reading recognises a sheet's header once and reads the rows with that recognition: a mapped
// column is named by its own header in every problem. The table reader used to be handed a made-up
// header with the fields' names, and only the problems' column was put back afterwards: a message
// could still name the made-up header, and a cargo problem named 'Cargo'.
describe('a mapped column is named by its own header in every message', () => {
  it('an optante without a group: the group column as headed', () => {
    const r = readConcursoWorkbook([
      {
        nome: 'Candidatos',
        linhas: [
          ['Inscrição', 'Nota', 'Raça declarada', 'Optante'],
          ['1', 9, '', 'Sim'],
        ],
      },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Vagas', 1],
          ['Coluna Cota', 'Raça declarada'],
        ],
      },
    ]);
    expect(formatProblems(r.problemas)).toBe(
      "Planilha 'Candidatos', linha 2, coluna 'Optante': o candidato optou pelas vagas reservadas, mas a coluna 'Raça declarada' não diz o grupo (PP, IND ou QUI).",
    );
  });

  it('a cargo without vacancies: the cargo column as headed', () => {
    const r = readConcursoWorkbook(
      [
        {
          nome: 'Candidatos',
          linhas: [
            ['Inscrição', 'Nota', 'Vaga pretendida'],
            ['1', 9, 'Professor'],
            ['2', 8, 'Médico'],
          ],
        },
      ],
      { ...cliPatch({ vagas: 'Professor=1,Motorista=1' }), mapeamento: { cargo: 'Vaga pretendida' } },
    );
    expect(formatProblems(r.problemas)).toBe(
      "Planilha 'Candidatos', linha 3, coluna 'Vaga pretendida': o cargo 'Médico' não está na lista de vagas (a opção --vagas); os cargos com vagas são: 'Professor', 'Motorista'.",
    );
  });
});

// Batches: every problem is written at its own sheet and row, with its own sheet's header, and says
// the sheets together; nothing is rewritten afterwards (the rewrite of "a planilha … tem" never matched,
// and the message said "A planilha 'Lote 1', 'Lote 2' tem 2 cargos").
describe('batches: each problem written once, right', () => {
  it('one number of vacancies for batches with two cargos names the sheets together', () => {
    const r = readConcursoWorkbook(
      [
        {
          nome: 'Lote 1',
          linhas: [
            ['Inscrição', 'Cargo', 'Nota'],
            ['1', 'Professor', 9],
          ],
        },
        {
          nome: 'Lote 2',
          linhas: [
            ['Inscrição', 'Cargo', 'Nota'],
            ['2', 'Motorista', 8],
          ],
        },
      ],
      cliPatch({ vagas: '2' }),
    );
    expect(formatProblems(r.problemas)).toBe(
      "As planilhas 'Lote 1', 'Lote 2' têm juntas 2 cargos ('Professor', 'Motorista'), mas a opção --vagas dá um número só de vagas; informe as vagas de cada cargo na tabela 'Cargo | Vagas'.",
    );
  });

  it("a batch's cargo problem names that batch's own Cargo header", () => {
    const r = readConcursoWorkbook(
      [
        {
          nome: 'Lote 1',
          linhas: [
            ['Inscrição', 'Cargo', 'Nota'],
            ['1', 'Professor', 9],
          ],
        },
        {
          nome: 'Lote 2',
          linhas: [
            ['Inscrição', 'Cargo pretendido', 'Nota'],
            ['2', 'Médico', 8],
          ],
        },
      ],
      cliPatch({ vagas: 'Professor=1' }),
    );
    expect(formatProblems(r.problemas)).toBe(
      "Planilha 'Lote 2', linha 2, coluna 'Cargo pretendido': o cargo 'Médico' não está na lista de vagas (a opção --vagas); os cargos com vagas são: 'Professor'.",
    );
  });
});
