import { formatProblems, parseVacancies, parseVacanciesText, readConcursoWorkbook, readParameters } from '../../src/sheet';
import type { CellValue } from '../../src/sheet';
import { cliPatch } from '../support/patch';

describe('readParameters', () => {
  it('reads the key/value block and the Cargo | Vagas table', () => {
    const rows: CellValue[][] = [
      ['Parâmetros do concurso'],
      [],
      ['Concurso', 'Concurso Público 01/2026'],
      ['Regra', 'Lei 3.056/2025'],
      ['ARREDONDAMENTO', 'por grupo'],
      ['Colisão', 'Posterior'],
      ['Ausência na confirmação', 'Eliminado'],
      ['Data do edital', '05/01/2026'],
      ['Data de referência', 46101],
      ['Critérios de desempate', 'Nota Conhecimentos Específicos', 'Nota Português'],
      [],
      ['Cargo', 'Vagas'],
      ['Professor PEB I', 13],
      ['Motorista', '1'],
    ];
    const p = readParameters(rows);
    expect(p.problemas).toEqual([]);
    expect(p.regra).toBe('pirangi-3056-2025');
    expect(p.opcoes).toEqual({
      arredondamento: 'por-grupo',
      colisao: 'posterior',
      ausenciaConfirmacao: 'eliminado',
      dataEdital: '2026-01-05',
      dataReferencia: '2026-03-20',
    });
    expect(p.criterios).toEqual(['Nota Conhecimentos Específicos', 'Nota Português']);
    expect(p.vagas).toEqual([
      { cargo: 'Professor PEB I', vagas: 13 },
      { cargo: 'Motorista', vagas: 1 },
    ]);
    expect(p.descricao).toEqual([{ chave: 'Concurso', valor: 'Concurso Público 01/2026' }]);
  });

  it('accepts the criteria in one cell separated by ";" and a single number of vacancies', () => {
    const p = readParameters([
      ['Critérios de desempate', 'A; B ;C'],
      ['Vagas', 10],
      ['Regra', 'federal-15142-2025'],
    ]);
    expect(p.problemas).toEqual([]);
    expect(p.criterios).toEqual(['A', 'B', 'C']);
    expect(p.vagas).toEqual([{ cargo: null, vagas: 10 }]);
    expect(p.regra).toBe('federal-15142-2025');
  });

  it('reports every contradiction naming row and column', () => {
    const rows: CellValue[][] = [
      ['Regra', 'Lei de Marte'],
      ['Arredondamento', 'para cima'],
      ['Colisão', 'lado'],
      ['Ausência na confirmação', 'talvez'],
      ['Data do edital', '32/01/2026'],
      ['Arredondamento', 'total'],
      ['Coisa estranha', 'valor'],
      [],
      ['Cargo', 'Vagas'],
      ['Professor', 10],
      ['professor', 12],
      ['Motorista', -1],
      ['Gari', 2.5],
      ['Médico', 'dez'],
      ['', 3],
    ];
    const lines = formatProblems(readParameters(rows).problemas).split('\n');
    expect(lines[0]).toMatch(
      /^Planilha 'Parâmetros', linha 1, coluna 'B': regra desconhecida 'Lei de Marte'; use uma destas: pirangi-3056-2025/,
    );
    expect(lines.slice(1)).toEqual([
      "Planilha 'Parâmetros', linha 2, coluna 'B': arredondamento desconhecido 'para cima'; use 'total' ou 'por-grupo'.",
      "Planilha 'Parâmetros', linha 3, coluna 'B': colisão desconhecida 'lado'; use 'anterior' ou 'posterior'.",
      "Planilha 'Parâmetros', linha 4, coluna 'B': valor desconhecido 'talvez' para a ausência na confirmação; use 'ampla' ou 'eliminado'.",
      "Planilha 'Parâmetros', linha 5, coluna 'B': a data do edital '32/01/2026' não é uma data válida.",
      "Planilha 'Parâmetros', linha 6, coluna 'Arredondamento': o parâmetro 'Arredondamento' aparece duas vezes (linhas 2 e 6); deixe uma linha só.",
      expect.stringContaining("Planilha 'Parâmetros', linha 7, coluna 'Coisa estranha': parâmetro desconhecido 'Coisa estranha'"),
      "Planilha 'Parâmetros', linha 11, coluna 'Vagas': o cargo 'professor' aparece duas vezes com vagas diferentes (10 na linha 10 e 12 na linha 11).",
      "Planilha 'Parâmetros', linha 12, coluna 'Vagas': o número de vagas não pode ser negativo (-1) para o cargo 'Motorista'.",
      "Planilha 'Parâmetros', linha 13, coluna 'Vagas': o número de vagas deve ser um número inteiro (2,5) para o cargo 'Gari'.",
      "Planilha 'Parâmetros', linha 14, coluna 'Vagas': o número de vagas 'dez' não é um número para o cargo 'Médico'.",
      "Planilha 'Parâmetros', linha 15, coluna 'Cargo': o nome do cargo está em branco.",
    ]);
  });
});

describe('readParameters: Reserva PcD and Reserva múltipla (rules.md §9)', () => {
  it.each([
    ['Decreto federal nº 9.508/2018', 'federal-9508-2018'],
    ['federal-9508-2018', 'federal-9508-2018'],
    ['Decreto 9.508', 'federal-9508-2018'],
    ['decreto 9508/2018', 'federal-9508-2018'],
    ['Lei Complementar estadual (SP) nº 683/1992', 'sp-lc683-1992'],
    ['LC 683/1992', 'sp-lc683-1992'],
    ['sp-lc683-1992', 'sp-lc683-1992'],
    ['nenhuma', 'nenhuma'],
    ['Não', 'nenhuma'],
    ['', 'nenhuma'],
    [null, 'nenhuma'],
  ] as [CellValue, string][])('Reserva PcD %p → %p', (value, id) => {
    const p = readParameters([
      ['Reserva PcD', value],
      ['Vagas', 10],
    ]);
    expect(p.problemas).toEqual([]);
    expect(p.opcoes.pcd).toBe(id);
  });

  it.each([
    ['maior percentual', 'maior-percentual'],
    ['Maior-percentual', 'maior-percentual'],
    ['todas', 'todas'],
    ['Ambas', 'todas'],
  ])('Reserva múltipla %p → %p', (value, v) => {
    const p = readParameters([
      ['Reserva PcD', 'LC 683/1992'],
      ['Reserva múltipla', value],
    ]);
    expect(p.problemas).toEqual([]);
    expect(p.opcoes).toEqual({ pcd: 'sp-lc683-1992', reservaMultipla: v });
  });

  it('bad values name sheet, row and cell column, and list the rules', () => {
    const rows: CellValue[][] = [
      ['Título'],
      ['Reserva PcD', 'Decreto 3.298/1999'],
      ['Reserva múltipla', 'metade'],
      ['Regra PcD', 'nenhuma'],
    ];
    const lines = formatProblems(readParameters(rows).problemas).split('\n');
    expect(lines).toEqual([
      "Planilha 'Parâmetros', linha 2, coluna 'B': reserva PcD desconhecida 'Decreto 3.298/1999'; use uma destas: federal-9508-2018 (Decreto federal nº 9.508/2018); sp-lc683-1992 (Lei Complementar estadual (SP) nº 683/1992); ou 'nenhuma'.",
      "Planilha 'Parâmetros', linha 3, coluna 'B': valor desconhecido 'metade' para a reserva múltipla; use 'maior percentual' ou 'todas'.",
      "Planilha 'Parâmetros', linha 4, coluna 'Regra PcD': o parâmetro 'Reserva PcD' aparece duas vezes (linhas 2 e 4); deixe uma linha só.",
    ]);
  });

  it('the PcD rule reaches the concurso; the --pcd and --reserva-multipla flags win', () => {
    const sheets = [
      {
        nome: 'Candidatos',
        linhas: [
          ['Inscrição', 'Nota', 'PcD'],
          ['1', 9, 'Sim'],
          ['2', 8, ''],
        ] as CellValue[][],
      },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Vagas', 5],
          ['Reserva PcD', 'Decreto federal nº 9.508/2018'],
        ] as CellValue[][],
      },
    ];
    const r = readConcursoWorkbook(sheets);
    expect(r.problemas).toEqual([]);
    // Pirangi's default for a candidate in two reserves is 'todas' (rules.md §9).
    expect(r.concurso!.opcoes).toMatchObject({ pcd: 'federal-9508-2018', reservaMultipla: 'todas' });
    expect(r.concurso!.candidatos.map((c) => c.pcd)).toEqual([true, false]);
    const o = readConcursoWorkbook(sheets, cliPatch({ pcd: 'sp-lc683-1992', reservaMultipla: 'maior-percentual' }));
    expect(o.concurso!.opcoes).toMatchObject({ pcd: 'sp-lc683-1992', reservaMultipla: 'maior-percentual' });
  });
});

describe('parseVacancies', () => {
  it('takes a number', () => {
    expect(parseVacancies(10)).toEqual({ cargos: [{ cargo: null, vagas: 10 }], problemas: [] });
    expect(parseVacancies('7')).toEqual({ cargos: [{ cargo: null, vagas: 7 }], problemas: [] });
    expect(parseVacancies([[5]])).toEqual({ cargos: [{ cargo: null, vagas: 5 }], problemas: [] });
  });
  it('takes a Cargo | Vagas range, with or without the header', () => {
    const expected = [
      { cargo: 'Professor', vagas: 10 },
      { cargo: 'Motorista', vagas: 1 },
    ];
    expect(
      parseVacancies([
        ['Cargo', 'Vagas'],
        ['Professor', 10],
        ['Motorista', '1'],
        [null, null],
      ]).cargos,
    ).toEqual(expected);
    // A blank row, not [0, 0]: blank-as-0 lives only in the Excel custom-function adapter now.
    expect(
      parseVacancies([
        ['Professor', 10],
        ['Motorista', 1],
        [null, null],
      ]).cargos,
    ).toEqual(expected);
  });
  it('reports bad vacancies', () => {
    expect(formatProblems(parseVacancies(-2).problemas)).toBe("Coluna 'Vagas': o número de vagas não pode ser negativo (-2).");
    expect(
      formatProblems(
        parseVacancies([
          ['A', 1],
          ['a', 2],
        ]).problemas,
      ),
    ).toContain('aparece duas vezes com vagas diferentes');
  });
  it('parses the --vagas text', () => {
    expect(parseVacanciesText('Professor PEB I=10, Motorista=1').cargos).toEqual([
      { cargo: 'Professor PEB I', vagas: 10 },
      { cargo: 'Motorista', vagas: 1 },
    ]);
    expect(parseVacanciesText('10').cargos).toEqual([{ cargo: null, vagas: 10 }]);
    expect(formatProblems(parseVacanciesText('A=x').problemas)).toContain("O número de vagas 'x' não é um número para o cargo 'A'");
  });
});

describe('readConcursoWorkbook', () => {
  const cands: CellValue[][] = [
    ['Prefeitura de Pirangi — candidatos'],
    [],
    ['Inscrição', 'Cargo', 'Nota', 'Cota'],
    ['1', 'professor', 9, 'PP'],
    ['2', 'Motorista', 8, ''],
  ];
  it('finds the header below titles, matches cargos ignoring case and applies overrides', () => {
    const r = readConcursoWorkbook(
      [
        { nome: 'Inscritos', linhas: cands },
        { nome: 'Parametros', linhas: [['Cargo', 'Vagas'], ['Professor', 3], ['Motorista', 1], [], ['Arredondamento', 'total']] },
      ],
      cliPatch({ arredondamento: 'por-grupo', dataReferencia: '01/02/2026' }),
    );
    expect(r.problemas).toEqual([]);
    expect(r.linhas).toEqual([4, 5]);
    expect(r.concurso!.candidatos.map((c) => c.cargo)).toEqual(['Professor', 'Motorista']);
    expect(r.concurso!.opcoes).toEqual({
      arredondamento: 'por-grupo',
      colisao: 'anterior',
      ausenciaConfirmacao: 'ampla',
      dataReferencia: '2026-02-01',
      dataEdital: null,
      pcd: 'nenhuma',
      reservaMultipla: 'todas',
    });
    expect(r.concurso!.regra).toBe('pirangi-3056-2025');
  });
  it('reports cargos without vacancies', () => {
    const r = readConcursoWorkbook([
      { nome: 'Candidatos', linhas: cands },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Cargo', 'Vagas'],
          ['Professor', 3],
        ],
      },
    ]);
    const text = formatProblems(r.problemas);
    expect(r.concurso).toBeNull();
    expect(text).toContain("Planilha 'Candidatos', linha 5, coluna 'Cargo': o cargo 'Motorista' não está na lista de vagas");
  });
  it('a single number of vacancies needs a single cargo', () => {
    const r = readConcursoWorkbook([{ nome: 'Candidatos', linhas: cands }], cliPatch({ vagas: '5' }));
    expect(formatProblems(r.problemas)).toContain("tem 2 cargos ('professor', 'Motorista'), mas a opção --vagas dá um número só de vagas");
    const one = readConcursoWorkbook(
      [
        {
          nome: 'Candidatos',
          linhas: [
            ['Inscrição', 'Nota'],
            ['1', 5],
          ],
        },
      ],
      cliPatch({ vagas: '5' }),
    );
    expect(one.concurso!.cargos).toEqual([{ cargo: null, vagas: 5 }]);
  });
  it('without vacancies anywhere, says where to put them', () => {
    const r = readConcursoWorkbook([
      {
        nome: 'Candidatos',
        linhas: [
          ['Inscrição', 'Nota'],
          ['1', 5],
        ],
      },
    ]);
    expect(formatProblems(r.problemas)).toContain("Falta o número de vagas: escreva 'Vagas' e o número na planilha 'Parâmetros'");
  });
  it('a workbook without a candidates sheet names the missing columns', () => {
    const r = readConcursoWorkbook([
      {
        nome: 'Plan1',
        linhas: [
          ['Nome', 'Idade'],
          ['Ana', 3],
        ],
      },
    ]);
    expect(formatProblems(r.problemas)).toContain("Planilha 'Plan1', linha 1, coluna 'Inscrição': falta a coluna 'Inscrição'");
  });
});

// a header can be mapped to a field in the Parâmetros sheet.
describe('readParameters: "Coluna <campo>" rows', () => {
  it('reads the mapping from two cells or one, with any spelling of the field', () => {
    const p = readParameters([
      ['Coluna Situação', 'Resultado'],
      ['coluna cota:', 'Grupo étnico-racial'],
      ['Coluna Nascimento = Nasceu em'],
      ['Vagas', 3],
    ]);
    expect(p.problemas).toEqual([]);
    expect(p.colunas).toEqual([
      { campo: 'situacao', cabecalho: 'Resultado', planilha: 'Parâmetros', linha: 1 },
      { campo: 'grupo', cabecalho: 'Grupo étnico-racial', planilha: 'Parâmetros', linha: 2 },
      { campo: 'nascimento', cabecalho: 'Nasceu em', planilha: 'Parâmetros', linha: 3 },
    ]);
    expect(p.vagas).toEqual([{ cargo: null, vagas: 3 }]);
  });

  it('a field it does not know, a missing header or the same field twice is an error naming the row', () => {
    const p = readParameters([['Coluna Humor', 'Resultado'], ['Coluna Situação'], ['Coluna Nota', 'Média'], ['Coluna Nota = Final']]);
    expect(formatProblems(p.problemas).split('\n')).toEqual([
      expect.stringMatching(
        /^Planilha 'Parâmetros', linha 1, coluna 'Coluna Humor': 'Humor' não é um campo da planilha de candidatos; use um destes: Inscrição, Nome, Cargo, Nota, Cota/,
      ),
      "Planilha 'Parâmetros', linha 2, coluna 'Coluna Situação': falta o cabeçalho da coluna que dá Situação (escreva, por exemplo, 'Coluna Situação' e ao lado o cabeçalho).",
      "Planilha 'Parâmetros', linha 4, coluna 'A': a coluna de Nota está indicada duas vezes (linhas 3 e 4); deixe uma linha só.",
    ]);
  });
});
