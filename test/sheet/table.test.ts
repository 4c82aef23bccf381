import { formatProblems, readCandidateTable, recognizeColumns } from '../../src/sheet';
import type { CellValue } from '../../src/sheet';

describe('recognizeColumns', () => {
  it('finds columns whatever the order, case and accents', () => {
    const header = [
      'NOME',
      'nº de inscrição',
      'Nota Final',
      'CARGO',
      'autodeclaração',
      'Concorre às vagas reservadas',
      'Heteroidentificação',
      'Situação',
      'Data de Nascimento',
      'CPF',
      'Fraude',
      'Desempate 2',
      'Desempate 1',
      'Observações',
    ];
    const { colunas, problemas } = recognizeColumns(header);
    expect(problemas).toEqual([]);
    expect(colunas).toMatchObject({
      nome: 0,
      inscricao: 1,
      nota: 2,
      cargo: 3,
      grupo: 4,
      optante: 5,
      confirmacao: 6,
      situacao: 7,
      nascimento: 8,
      cpf: 9,
      fraude: 10,
    });
    expect(colunas.desempate).toEqual([12, 11]);
    expect(colunas.ignoradas).toEqual([13]);
  });

  it.each([
    ['Inscrição', 'inscricao'],
    ['Inscricao', 'inscricao'],
    ['Nº de inscrição', 'inscricao'],
    ['N° Inscrição', 'inscricao'],
    ['Número de inscrição', 'inscricao'],
    ['Nota', 'nota'],
    ['Nota final', 'nota'],
    ['Cota', 'grupo'],
    ['Grupo', 'grupo'],
    ['Autodeclaração', 'grupo'],
    ['Optante', 'optante'],
    ['Concorre às vagas reservadas', 'optante'],
    ['Confirmação', 'confirmacao'],
    ['Verificação', 'confirmacao'],
    ['Heteroidentificação', 'confirmacao'],
    ['Aprovado', 'situacao'],
    ['Habilitado', 'situacao'],
    ['Situação', 'situacao'],
    ['Nascimento', 'nascimento'],
    ['Data de nascimento', 'nascimento'],
    ['CPF', 'cpf'],
    ['Fraude', 'fraude'],
    ['PcD', 'pcd'],
    ['Pessoa com deficiência', 'pcd'],
    ['Concorre às vagas PcD', 'pcd'],
    ['Deficiência', 'pcd'],
    ['PCD?', 'pcd'],
    ['Concorre às vagas reservadas a pessoas com deficiência', 'pcd'],
    ['Avaliação PcD', 'avaliacaoPcd'],
    ['Perícia', 'avaliacaoPcd'],
    ['Laudo', 'avaliacaoPcd'],
    ['Avaliação biopsicossocial', 'avaliacaoPcd'],
    ['Resultado da perícia médica', 'avaliacaoPcd'],
  ])('%p is %p', (h, field) => {
    const { colunas } = recognizeColumns(['x', h]);
    expect((colunas as unknown as Record<string, unknown>)[field]).toBe(1);
  });

  it('uses the criteria declared in Parâmetros, in their order, before taking "Nota ..." as the score', () => {
    const header = ['Inscrição', 'Nota Língua Portuguesa', 'Nota final', 'Nota Conhecimentos Específicos'];
    const { colunas, problemas } = recognizeColumns(header, { criterios: ['Nota Conhecimentos Específicos', 'nota lingua portuguesa'] });
    expect(problemas).toEqual([]);
    expect(colunas.nota).toBe(2);
    expect(colunas.desempate).toEqual([3, 1]);
  });

  it('reports missing required columns, duplicated columns and missing criteria, all at once', () => {
    const { problemas } = recognizeColumns(['Nome', 'Cota', 'Grupo', 'Desempate 1', 'Desempate 3'], { planilha: 'Candidatos' });
    const text = formatProblems(problemas);
    expect(text).toContain("Planilha 'Candidatos', linha 1, coluna 'Inscrição': falta a coluna 'Inscrição'");
    expect(text).toContain("Planilha 'Candidatos', linha 1, coluna 'Nota': falta a coluna 'Nota'");
    expect(text).toContain("coluna 'Grupo': a coluna 'Grupo' repete a informação da coluna 'Cota'");
    expect(text).toContain("falta a coluna 'Desempate 2'");
    const r2 = recognizeColumns(['Inscrição', 'Nota'], { planilha: 'C', criterios: ['Nota Redação'] });
    expect(formatProblems(r2.problemas)).toContain(
      "o critério de desempate 'Nota Redação', declarado nos parâmetros, não tem coluna com esse nome",
    );
  });
});

const HEADER = [
  'Inscrição',
  'Nome',
  'Cargo',
  'Nota',
  'Cota',
  'Optante',
  'Confirmação',
  'Situação',
  'Nascimento',
  'Desempate 1',
  'Desempate 2',
];

describe('readCandidateTable', () => {
  it('reads pt-BR values and skips blank rows (null or blank text; a 0 is a number, not a blank)', () => {
    const rows: CellValue[][] = [
      HEADER,
      ['0001', 'Ana Souza', 'Professor', '87,5', 'Preta', 'Sim', 'Deferida', 'Aprovada', '09/03/1961', '41,0', 30.5],
      [2, 'Bruno', 'Professor', 70, 'Não', '', '', 'Habilitado', 33000, null, ''],
      [null, null, null, null, null, null, null, null, null, null, null],
      ['', '', '', '', '', '', '', '', '', '', ''],
      [' ', '\u00a0', '', '', '', '', '', '', '', '', ''],
      [],
      [
        '3',
        'Carla',
        'Professor',
        '1.234,5',
        'Indígena',
        'X',
        'Em análise',
        'Eliminado por fraude',
        new Date(Date.UTC(1990, 0, 2)),
        0,
        null,
      ],
      ['4', 'Davi', 'Professor', 50, null, 0, null, 0, null, 5, 0],
    ];
    const t = readCandidateTable(rows, { planilha: 'Candidatos' });
    expect(t.problemas).toEqual([]);
    expect(t.linhas).toEqual([2, 3, 8, 9]);
    expect(t.linhasEmBranco).toBe(4);
    expect(t.candidatos[0]).toEqual({
      inscricao: '0001',
      nome: 'Ana Souza',
      cargo: 'Professor',
      nota: 87.5,
      aprovado: true,
      grupo: 'PP',
      optante: true,
      confirmacao: 'deferida',
      fraude: false,
      nascimento: '1961-03-09',
      desempate: [41, 30.5],
      pcd: false,
      avaliacaoPcd: 'pendente',
    });
    expect(t.candidatos[1]).toMatchObject({
      inscricao: '2',
      grupo: null,
      optante: false,
      confirmacao: 'pendente',
      aprovado: true,
      nascimento: '1990-05-07',
      desempate: [],
    });
    expect(t.candidatos[2]).toMatchObject({
      inscricao: '3',
      nota: 1234.5,
      grupo: 'IND',
      optante: true,
      confirmacao: 'pendente',
      aprovado: false,
      fraude: true,
      nascimento: '1990-01-02',
      desempate: [0],
    });
    // A 0 is the number 0: Optante 0 is "não", Situação 0 "não aprovado", a 0 tie-break value is 0.
    expect(t.candidatos[3]).toMatchObject({
      inscricao: '4',
      nome: 'Davi',
      grupo: null,
      optante: false,
      confirmacao: 'pendente',
      aprovado: false,
      nascimento: null,
      desempate: [5, 0],
    });
  });

  it('without an Optante column, a declared group means the candidate opted in', () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nota', 'Cota'],
      ['1', 10, 'PP'],
      ['2', 9, ''],
    ]);
    expect(t.candidatos.map((c) => [c.grupo, c.optante])).toEqual([
      ['PP', true],
      [null, false],
    ]);
  });

  it('reports every bad cell with sheet, row and column, all at once', () => {
    const rows: CellValue[][] = [
      ['Título do concurso'],
      HEADER,
      ['10', 'Ana', 'Professor', 'abc', 'PP', 'Sim', 'Deferida', 'Aprovado', '31/02/1990', 'x', null],
      ['', 'Bia', 'Professor', 7, 'Azul', 'talvez', 'quem sabe', 'Aprovado', null, null, null],
      ['12', 'Caio', '', null, 'Não', 'Sim', '', 'Aprovado', null, null, null],
      ['10', 'Dora', 'Professor', 8, '', '', '', 'quase', null, null, null],
    ];
    const t = readCandidateTable(rows.slice(1), { planilha: 'Candidatos', primeiraLinha: 2 });
    const lines = formatProblems(t.problemas).split('\n');
    expect(lines).toEqual([
      "Planilha 'Candidatos', linha 3, coluna 'Nota': a nota 'abc' não é um número.",
      "Planilha 'Candidatos', linha 3, coluna 'Nascimento': a data de nascimento '31/02/1990' não é uma data válida.",
      "Planilha 'Candidatos', linha 3, coluna 'Desempate 1': o valor de desempate 'x' não é um número, uma data nem Sim/Não.",
      "Planilha 'Candidatos', linha 4, coluna 'Inscrição': a inscrição está em branco.",
      "Planilha 'Candidatos', linha 4, coluna 'Cota': o grupo 'Azul' não é um grupo conhecido (use PP, IND, QUI ou deixe em branco).",
      "Planilha 'Candidatos', linha 4, coluna 'Optante': a opção pelas vagas reservadas 'talvez' não é \"Sim\" nem \"Não\".",
      "Planilha 'Candidatos', linha 4, coluna 'Confirmação': a confirmação 'quem sabe' não é um resultado de confirmação conhecido (use Deferida, Indeferida, Pendente ou Ausente).",
      "Planilha 'Candidatos', linha 5, coluna 'Cargo': o cargo está em branco.",
      "Planilha 'Candidatos', linha 5, coluna 'Nota': a nota está em branco (só pode ficar em branco para um candidato reprovado, eliminado ou ausente).",
      "Planilha 'Candidatos', linha 5, coluna 'Optante': o candidato optou pelas vagas reservadas, mas a coluna 'Cota' não diz o grupo (PP, IND ou QUI).",
      "Planilha 'Candidatos', linha 6, coluna 'Situação': a situação 'quase' não é uma situação conhecida (use Aprovado, Reprovado, Eliminado ou Eliminado por fraude).",
      "Planilha 'Candidatos', linha 6, coluna 'Inscrição': a inscrição '10' aparece duas vezes no cargo 'Professor' (linhas 3 e 6).",
    ]);
    expect(t.candidatos).toEqual([]);
  });

  it('the same inscrição in two cargos is fine; twice in one cargo is not (case and accents of the cargo ignored)', () => {
    const ok = readCandidateTable([
      ['Inscrição', 'Cargo', 'Nota'],
      ['1', 'Médico', 9],
      ['1', 'Motorista', 8],
    ]);
    expect(ok.problemas).toEqual([]);
    const bad = readCandidateTable([
      ['Inscrição', 'Cargo', 'Nota'],
      ['1', 'Médico', 9],
      ['1', 'medico ', 8],
    ]);
    expect(formatProblems(bad.problemas)).toBe(
      "Planilha 'Candidatos', linha 3, coluna 'Inscrição': a inscrição '1' aparece duas vezes no cargo 'medico' (linhas 2 e 3).",
    );
  });

  it('a sheet with only the header, or empty, is a problem', () => {
    expect(formatProblems(readCandidateTable([['Inscrição', 'Nota']]).problemas)).toContain('não tem nenhum candidato');
    expect(formatProblems(readCandidateTable([]).problemas)).toContain('a planilha está vazia');
  });

  it('keeps CPF digits, restoring leading zeros Excel dropped', () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nota', 'CPF'],
      ['1', 9, 1234567890],
      ['2', 8, '123.456.789-01'],
      ['3', 7, null],
    ]);
    expect(t.cpfs).toEqual(['01234567890', '12345678901', null]);
  });
});

describe('PcD columns (rules.md §9)', () => {
  const header = ['Inscrição', 'Nota', 'Cota', 'Confirmação', 'Concorre às vagas PcD', 'Avaliação biopsicossocial'];

  it('reads the PcD option (yes/no, "PcD", the kind of disability) and the assessment with the confirmation words', () => {
    const rows: CellValue[][] = [
      header,
      ['1', 90, 'Pardo(a)', 'Deferida', 'Sim', 'Deferida'],
      ['2', 89, 'Indígena(o)', 'Deferida', 'Visual', 'Não enquadrado'],
      ['3', 88, 'Quilombola(a)', '', 'X', ''],
      ['4', 87, 'Preta', 'Indeferida', 'PcD', 'Ausente'],
      ['5', 86, '', '', 'Não', 'Indeferida'],
      ['6', 85, '', '', '', ''],
      ['7', 84, '', '', 0, null],
      ['8', 83, '', '', true, 'Em análise'],
    ];
    const t = readCandidateTable(rows);
    expect(t.problemas).toEqual([]);
    expect(t.candidatos.map((c) => [c.inscricao, c.grupo, c.pcd, c.avaliacaoPcd])).toEqual([
      ['1', 'PP', true, 'deferida'],
      ['2', 'IND', true, 'indeferida'],
      ['3', 'QUI', true, 'pendente'],
      ['4', 'PP', true, 'ausente'],
      // The assessment is read for everyone (a bad value is reported); the engine ignores it for non-PcD candidates.
      ['5', null, false, 'indeferida'],
      ['6', null, false, 'pendente'],
      ['7', null, false, 'pendente'],
      ['8', null, true, 'pendente'],
    ]);
    // Racial confirmation and PcD assessment are separate columns.
    expect(t.candidatos[3].confirmacao).toBe('indeferida');
  });

  it('bad PcD cells name sheet, row and column', () => {
    const t = readCandidateTable([header, ['1', 90, '', '', 'talvez', 'quem sabe'], ['2', 80, '', '', 2, 'Deferida']], {
      planilha: 'Inscritos',
    });
    expect(formatProblems(t.problemas).split('\n')).toEqual([
      "Planilha 'Inscritos', linha 2, coluna 'Concorre às vagas PcD': a opção pelas vagas de pessoas com deficiência 'talvez' não é \"Sim\" nem \"Não\".",
      "Planilha 'Inscritos', linha 2, coluna 'Avaliação biopsicossocial': a avaliação PcD 'quem sabe' não é um resultado de avaliação conhecido (use Deferida, Indeferida, Pendente ou Ausente).",
      "Planilha 'Inscritos', linha 3, coluna 'Concorre às vagas PcD': a opção pelas vagas de pessoas com deficiência '2' não é \"Sim\" nem \"Não\".",
    ]);
    expect(t.candidatos).toEqual([]);
  });

  it('an assessment column without the PcD column is a problem at the header (it does not say who opted)', () => {
    const t = readCandidateTable(
      [
        ['Inscrição', 'Nota', 'Laudo'],
        ['1', 90, 'Deferido'],
      ],
      { planilha: 'Candidatos' },
    );
    expect(formatProblems(t.problemas)).toBe(
      "Planilha 'Candidatos', linha 1, coluna 'Laudo': a planilha tem a coluna 'Laudo' (avaliação PcD, coluna C), mas não a coluna 'PcD' que diz quem concorre às vagas de pessoas com deficiência (Sim ou Não).",
    );
  });

  it('without PcD columns nobody opts for the PcD reserve', () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nota'],
      ['1', 90],
    ]);
    expect(t.candidatos[0]).toMatchObject({ pcd: false, avaliacaoPcd: 'pendente' });
  });
});

describe('implausible birth dates', () => {
  it('a year typed as a number, or a future date, is reported', () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nota', 'Nascimento'],
      ['1', 9, 1961],
      ['2', 8, '01/01/2999'],
      ['3', 7, '01/01/1961'],
    ]);
    const text = formatProblems(t.problemas);
    expect(text).toContain(
      "linha 2, coluna 'Nascimento': a data de nascimento 14/05/1905 não é plausível (a célula tem o número 1961; confira se a coluna está formatada como data).",
    );
    expect(text).toContain("linha 3, coluna 'Nascimento': a data de nascimento 01/01/2999 não é plausível.");
    expect(t.candidatos.map((c) => c.inscricao)).toEqual(['3']);
  });
});
