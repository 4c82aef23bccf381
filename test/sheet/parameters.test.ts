import { formatProblems, parseVacancies, parseVacanciesText, readConcursoWorkbook, readParameters } from '../../src/sheet';
import type { CellValue } from '../../src/sheet';

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
    expect(p.opcoes).toEqual({ arredondamento: 'por-grupo', colisao: 'posterior', ausenciaConfirmacao: 'eliminado', dataEdital: '2026-01-05', dataReferencia: '2026-03-20' });
    expect(p.criterios).toEqual(['Nota Conhecimentos Específicos', 'Nota Português']);
    expect(p.vagas).toEqual([{ cargo: 'Professor PEB I', vagas: 13 }, { cargo: 'Motorista', vagas: 1 }]);
    expect(p.descricao).toEqual([{ chave: 'Concurso', valor: 'Concurso Público 01/2026' }]);
  });

  it('accepts the criteria in one cell separated by ";" and a single number of vacancies', () => {
    const p = readParameters([['Critérios de desempate', 'A; B ;C'], ['Vagas', 10], ['Regra', 'federal-15142-2025']]);
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
    expect(lines[0]).toMatch(/^Planilha 'Parâmetros', linha 1, coluna 'B': regra desconhecida 'Lei de Marte'; use uma destas: pirangi-3056-2025/);
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

describe('parseVacancies', () => {
  it('takes a number', () => {
    expect(parseVacancies(10)).toEqual({ cargos: [{ cargo: null, vagas: 10 }], problemas: [] });
    expect(parseVacancies('7')).toEqual({ cargos: [{ cargo: null, vagas: 7 }], problemas: [] });
    expect(parseVacancies([[5]])).toEqual({ cargos: [{ cargo: null, vagas: 5 }], problemas: [] });
  });
  it('takes a Cargo | Vagas range, with or without the header', () => {
    const expected = [{ cargo: 'Professor', vagas: 10 }, { cargo: 'Motorista', vagas: 1 }];
    expect(parseVacancies([['Cargo', 'Vagas'], ['Professor', 10], ['Motorista', '1'], [null, null]]).cargos).toEqual(expected);
    expect(parseVacancies([['Professor', 10], ['Motorista', 1], [0, 0]]).cargos).toEqual(expected);
  });
  it('reports bad vacancies', () => {
    expect(formatProblems(parseVacancies(-2).problemas)).toBe("Coluna 'Vagas': o número de vagas não pode ser negativo (-2).");
    expect(formatProblems(parseVacancies([['A', 1], ['a', 2]]).problemas)).toContain('aparece duas vezes com vagas diferentes');
  });
  it('parses the --vagas text', () => {
    expect(parseVacanciesText('Professor PEB I=10, Motorista=1').cargos).toEqual([{ cargo: 'Professor PEB I', vagas: 10 }, { cargo: 'Motorista', vagas: 1 }]);
    expect(parseVacanciesText('10').cargos).toEqual([{ cargo: null, vagas: 10 }]);
    expect(formatProblems(parseVacanciesText('A=x').problemas)).toContain("Em --vagas, o número de vagas 'x' não é um número para o cargo 'A'");
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
      [{ nome: 'Inscritos', linhas: cands }, { nome: 'Parametros', linhas: [['Cargo', 'Vagas'], ['Professor', 3], ['Motorista', 1], [], ['Arredondamento', 'total']] }],
      { arredondamento: 'por-grupo', dataReferencia: '01/02/2026' },
    );
    expect(r.problemas).toEqual([]);
    expect(r.linhas).toEqual([4, 5]);
    expect(r.concurso!.candidatos.map((c) => c.cargo)).toEqual(['Professor', 'Motorista']);
    expect(r.concurso!.opcoes).toEqual({ arredondamento: 'por-grupo', colisao: 'anterior', ausenciaConfirmacao: 'ampla', dataReferencia: '2026-02-01', dataEdital: null });
    expect(r.concurso!.regra).toBe('pirangi-3056-2025');
  });
  it('reports cargos without vacancies and bad flags together with sheet problems', () => {
    const r = readConcursoWorkbook([{ nome: 'Candidatos', linhas: cands }, { nome: 'Parâmetros', linhas: [['Cargo', 'Vagas'], ['Professor', 3]] }], { colisao: 'meio' });
    const text = formatProblems(r.problemas);
    expect(r.concurso).toBeNull();
    expect(text).toContain("A opção --colisao 'meio' não é válida; use 'anterior' ou 'posterior'.");
    expect(text).toContain("Planilha 'Candidatos', linha 5, coluna 'Cargo': o cargo 'Motorista' não está na lista de vagas");
  });
  it('a single number of vacancies needs a single cargo', () => {
    const r = readConcursoWorkbook([{ nome: 'Candidatos', linhas: cands }], { vagas: '5' });
    expect(formatProblems(r.problemas)).toContain("tem 2 cargos ('professor', 'Motorista'), mas a opção --vagas dá um número só de vagas");
    const one = readConcursoWorkbook([{ nome: 'Candidatos', linhas: [['Inscrição', 'Nota'], ['1', 5]] }], { vagas: '5' });
    expect(one.concurso!.cargos).toEqual([{ cargo: null, vagas: 5 }]);
  });
  it('without vacancies anywhere, says where to put them', () => {
    const r = readConcursoWorkbook([{ nome: 'Candidatos', linhas: [['Inscrição', 'Nota'], ['1', 5]] }]);
    expect(formatProblems(r.problemas)).toContain("Falta o número de vagas: escreva 'Vagas' e o número na planilha 'Parâmetros'");
  });
  it('a workbook without a candidates sheet names the missing columns', () => {
    const r = readConcursoWorkbook([{ nome: 'Plan1', linhas: [['Nome', 'Idade'], ['Ana', 3]] }]);
    expect(formatProblems(r.problemas)).toContain("Planilha 'Plan1', linha 1, coluna 'Inscrição': falta a coluna 'Inscrição'");
  });
});
