// The Nomeações sheet and the Situação column's "Desistente" (rules.md §10) as the workbook's reading
// gives them: each cargo's `historico`, every problem at its sheet, row and cell, and nothing read
// when there is one. Expectations are stated by hand from the sheets below.
import { classify } from '../../src/engine';
import {
  actSheetRow,
  actsSheetHeader,
  canonicalInput,
  finalListTables,
  formatReadingReport,
  readActsTable,
  readConcursoWorkbook,
} from '../../src/sheet';
import type { CellValue, SheetData } from '../../src/sheet';

const candidatos = (rows: CellValue[][]): SheetData => ({
  nome: 'Candidatos',
  linhas: [['Inscrição', 'Nome', 'Nota', 'Situação'], ...rows],
});
const SIX: CellValue[][] = [
  ['101', 'Ana', 90, ''],
  ['102', 'Bia', 85, ''],
  ['103', 'Caio', 80, ''],
  ['104', 'Duda', 75, ''],
  ['105', 'Eva', 70, ''],
  ['106', 'Fábio', 65, ''],
];
const vagas = (n: number): SheetData => ({ nome: 'Parâmetros', linhas: [['Vagas', n]] });

describe('a planilha Nomeações', () => {
  test('cabeçalho com outras palavras, cada situação, datas em texto, número de série e data; Posição em branco só na desistência', () => {
    const r = readConcursoWorkbook([
      candidatos(SIX),
      vagas(3),
      {
        nome: 'Nomeações',
        linhas: [
          ['Nº da vaga', 'Nº de inscrição', 'Candidato', 'Tipo de ato', 'Portaria', 'Data do ato'],
          [1, 101, 'Ana', 'Nomeada', 'Portaria 1/2026', '02/03/2026'],
          [1, '101', '', 'Tomou posse', '', new Date(Date.UTC(2026, 2, 20))],
          [2, 102, '', 'Nomeado(a)', 'Portaria 1/2026', 46083],
          [2, 102, '', 'Tornada sem efeito', 'Portaria 9/2026', '2026-04-10'],
          [3, 103, '', 'NOMEADO', 'Portaria 1/2026', null],
          ['3º', 103, '', 'Fim de fila', 'Requerimento', ''],
          ['', 105, '', 'Desistência', 'Termo de desistência', '16/03/2026'],
        ],
      },
    ]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso!.cargos[0].historico).toEqual([
      { posicao: 1, inscricao: '101', situacao: 'nomeado', ato: 'Portaria 1/2026', data: '2026-03-02' },
      { posicao: 1, inscricao: '101', situacao: 'empossado', ato: null, data: '2026-03-20' },
      { posicao: 2, inscricao: '102', situacao: 'nomeado', ato: 'Portaria 1/2026', data: '2026-03-02' },
      { posicao: 2, inscricao: '102', situacao: 'sem-efeito', ato: 'Portaria 9/2026', data: '2026-04-10' },
      { posicao: 3, inscricao: '103', situacao: 'nomeado', ato: 'Portaria 1/2026', data: null },
      { posicao: 3, inscricao: '103', situacao: 'fim-de-fila', ato: 'Requerimento', data: null },
      { posicao: null, inscricao: '105', situacao: 'desistente', ato: 'Termo de desistência', data: '2026-03-16' },
    ]);
    expect(r.leitura.planilhas.find((p) => p.nome === 'Nomeações')).toEqual({
      nome: 'Nomeações',
      papel: 'nomeacoes',
      motivo: 'registro dos atos; cabeçalho na linha 1, 7 atos lidos',
    });
    // 101 keeps position 1 (posse); 102 and 105 left, 103 went to the end: 104 and 106 are called, in order.
    const c = classify(r.concurso!).cargos[0];
    expect(c.nomeacao.map((n) => [n.posicao, n.inscricao, n.situacao])).toEqual([
      [1, '101', 'empossado'],
      [2, '104', 'a-nomear'],
      [3, '106', 'a-nomear'],
    ]);
    expect(c.nomeacao[1].anteriores).toEqual([{ inscricao: '102', situacao: 'sem-efeito', ato: 'Portaria 9/2026', data: '2026-04-10' }]);
  });

  test.each([
    ['Nomeado', 'nomeado'],
    ['nomeada', 'nomeado'],
    ['Empossado(a)', 'empossado'],
    ['Posse', 'empossado'],
    ['Desistente', 'desistente'],
    ['Desistiu', 'desistente'],
    ['Sem efeito', 'sem-efeito'],
    ['Inapto', 'inapto'],
    ['Inapta', 'inapto'],
    ['Anulada', 'anulado'],
    ['Fim de fila', 'fim-de-fila'],
    ['Final da fila', 'fim-de-fila'],
  ])('a situação "%s" é o ato %s', (word, code) => {
    const t = readActsTable('Nomeações', [
      ['Posição', 'Inscrição', 'Situação'],
      [1, 'A1', word],
    ]);
    expect(t.problemas).toEqual([]);
    expect(t.linhas).toEqual([{ linha: 2, cargo: null, act: { posicao: 1, inscricao: 'A1', situacao: code, ato: null, data: null } }]);
  });

  test('uma planilha Nomeações vazia, ou só com o cabeçalho: nenhum ato, e o mesmo hash da entrada sem a aba', () => {
    const without = readConcursoWorkbook([candidatos(SIX), vagas(3)]);
    const empty = readConcursoWorkbook([candidatos(SIX), vagas(3), { nome: 'Nomeações', linhas: [] }]);
    const header = readConcursoWorkbook([
      candidatos(SIX),
      vagas(3),
      { nome: 'Nomeações', linhas: [['Cargo', 'Posição', 'Inscrição', 'Nome', 'Situação', 'Ato', 'Data']] },
    ]);
    for (const r of [empty, header]) {
      expect(r.problemas).toEqual([]);
      expect(r.concurso!.cargos).toEqual([{ cargo: null, vagas: 3 }]);
      expect(canonicalInput(r.concurso!)).toBe(canonicalInput(without.concurso!));
    }
  });

  test('o hash da entrada cobre os atos: outro ato, outro hash', () => {
    const withAct = (ato: string): string => {
      const r = readConcursoWorkbook([
        candidatos(SIX),
        vagas(3),
        {
          nome: 'Nomeações',
          linhas: [
            ['Posição', 'Inscrição', 'Situação', 'Ato'],
            [1, 101, 'Nomeado', ato],
          ],
        },
      ]);
      return canonicalInput(r.concurso!);
    };
    const plain = canonicalInput(readConcursoWorkbook([candidatos(SIX), vagas(3)]).concurso!);
    expect(withAct('Portaria 1/2026')).not.toBe(plain);
    expect(withAct('Portaria 2/2026')).not.toBe(withAct('Portaria 1/2026'));
    expect(withAct('Portaria 1/2026')).toBe(withAct('Portaria 1/2026'));
  });

  test('células inválidas: cada problema na sua célula (A1), todos de uma vez, e nada lido', () => {
    const r = readConcursoWorkbook([
      candidatos(SIX),
      vagas(3),
      {
        nome: 'Nomeações',
        linhas: [
          ['Posição', 'Inscrição', 'Situação', 'Data'],
          [0, 101, 'Nomeado', ''],
          [1, 102, 'Promovido', ''],
          [2, '', 'Nomeado', ''],
          [2, 103, 'Nomeado', '31/02/2026'],
          ['', 104, 'Nomeado', ''],
          [2.5, 105, 'Nomeado', ''],
        ],
      },
    ]);
    expect(r.concurso).toBeNull();
    expect(r.problemas.map((p) => [p.planilha, p.linha, p.coluna, p.celula, p.codigo])).toEqual([
      ['Nomeações', 2, 'Posição', 'A2', 'ato-posicao-invalida'],
      ['Nomeações', 3, 'Situação', 'C3', 'ato-situacao-invalida'],
      ['Nomeações', 4, 'Inscrição', 'B4', 'ato-inscricao-em-branco'],
      ['Nomeações', 5, 'Data', 'D5', 'ato-data-invalida'],
      ['Nomeações', 6, 'Posição', 'A6', 'ato-posicao-em-branco'],
      ['Nomeações', 7, 'Posição', 'A7', 'ato-posicao-invalida'],
    ]);
    expect(r.problemas[0].mensagem).toBe("a posição '0' não é um número inteiro a partir de 1.");
    expect(r.problemas[1].mensagem).toBe(
      "'Promovido' não é uma situação de ato conhecida (use Nomeado, Empossado, Desistente, Sem efeito, Inapto, Anulado ou Fim de fila).",
    );
    expect(r.problemas[4].mensagem).toBe('a posição está em branco (só a desistência de quem não ocupa posição pode vir sem ela).');
  });

  test('atos que o §10 não permite: cada um na sua linha, na célula da posição ou da inscrição', () => {
    const r = readConcursoWorkbook([
      candidatos(SIX),
      vagas(3),
      {
        nome: 'Nomeações',
        linhas: [
          ['Posição', 'Inscrição', 'Situação'],
          [1, 101, 'Nomeado'],
          [1, 102, 'Nomeado'],
          [9, 103, 'Nomeado'],
          [2, 999, 'Nomeado'],
        ],
      },
    ]);
    expect(r.concurso).toBeNull();
    expect(r.problemas.map((p) => [p.linha, p.celula, p.mensagem])).toEqual([
      [3, 'A3', 'a 1ª posição já é ocupada pela inscrição 101.'],
      [4, 'A4', 'a posição 9 está fora das vagas do cargo (1 a 3).'],
      [5, 'B5', 'a inscrição 999 não é de candidato(a) deste cargo.'],
    ]);
  });

  test('sem cabeçalho reconhecível: o problema diz quais colunas faltam', () => {
    const r = readConcursoWorkbook([
      candidatos(SIX),
      vagas(3),
      {
        nome: 'Nomeações',
        linhas: [
          ['Quem', 'Quando'],
          ['101', '02/03/2026'],
        ],
      },
    ]);
    expect(r.concurso).toBeNull();
    expect(r.problemas).toEqual([
      {
        planilha: 'Nomeações',
        linha: null,
        coluna: null,
        mensagem: "a planilha não tem o cabeçalho das nomeações (as colunas 'Posição', 'Inscrição', 'Situação') nas primeiras 30 linhas.",
      },
    ]);
  });

  test('vários cargos: a coluna Cargo diz o cargo de cada ato (como a dos candidatos); em branco ou desconhecido, um problema na célula', () => {
    const sheets = (acts: CellValue[][]): SheetData[] => [
      {
        nome: 'Candidatos',
        linhas: [
          ['Inscrição', 'Cargo', 'Nota'],
          ['P1', 'Professor', 90],
          ['P2', 'Professor', 80],
          ['P3', 'Professor', 70],
          ['M1', 'Motorista', 90],
          ['M2', 'Motorista', 80],
        ],
      },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Cargo', 'Vagas'],
          ['Professor', 2],
          ['Motorista', 1],
        ],
      },
      { nome: 'Nomeações', linhas: [['Cargo', 'Posição', 'Inscrição', 'Situação'], ...acts] },
    ];
    const ok = readConcursoWorkbook(
      sheets([
        ['PROFESSOR', 1, 'P1', 'Nomeado'],
        [' motorista', 1, 'M1', 'Nomeado'],
        ['Professor', 2, 'P2', 'Nomeado'],
        ['Motorista', 1, 'M1', 'Desistente'],
      ]),
    );
    expect(ok.problemas).toEqual([]);
    expect(ok.concurso!.cargos).toEqual([
      {
        cargo: 'Professor',
        vagas: 2,
        historico: [
          { posicao: 1, inscricao: 'P1', situacao: 'nomeado', ato: null, data: null },
          { posicao: 2, inscricao: 'P2', situacao: 'nomeado', ato: null, data: null },
        ],
      },
      {
        cargo: 'Motorista',
        vagas: 1,
        historico: [
          { posicao: 1, inscricao: 'M1', situacao: 'nomeado', ato: null, data: null },
          { posicao: 1, inscricao: 'M1', situacao: 'desistente', ato: null, data: null },
        ],
      },
    ]);
    const motorista = classify(ok.concurso!).cargos[1];
    expect(motorista.nomeacao.map((n) => [n.inscricao, n.situacao])).toEqual([['M2', 'a-nomear']]);

    const bad = readConcursoWorkbook(
      sheets([
        ['', 1, 'P1', 'Nomeado'],
        ['Vigia', 1, 'M1', 'Nomeado'],
      ]),
    );
    expect(bad.concurso).toBeNull();
    expect(bad.problemas.map((p) => [p.linha, p.celula, p.codigo, p.mensagem])).toEqual([
      [2, 'A2', 'ato-cargo-em-branco', "o cargo está em branco: o concurso tem 2 cargos ('Professor', 'Motorista')."],
      [3, 'A3', 'ato-cargo-desconhecido', "o cargo 'Vigia' não é um cargo do concurso (os cargos são: 'Professor', 'Motorista')."],
    ]);

    // Without the Cargo column, one problem (not one per row) at the header.
    const noColumn = sheets([]);
    noColumn[2] = {
      nome: 'Nomeações',
      linhas: [
        ['Posição', 'Inscrição', 'Situação'],
        [1, 'P1', 'Nomeado'],
        [1, 'M1', 'Nomeado'],
      ],
    };
    expect(readConcursoWorkbook(noColumn).problemas).toEqual([
      {
        planilha: 'Nomeações',
        linha: 1,
        coluna: 'Cargo',
        mensagem: "falta a coluna 'Cargo': o concurso tem 2 cargos ('Professor', 'Motorista'); diga o cargo de cada ato.",
      },
    ]);

    // An act the replay refuses names its cargo.
    const refused = readConcursoWorkbook(sheets([['Motorista', 2, 'M1', 'Nomeado']]));
    expect(refused.problemas.map((p) => [p.celula, p.mensagem])).toEqual([
      ['B2', "cargo 'Motorista': a posição 2 está fora das vagas do cargo (1 a 1)."],
    ]);
  });

  test('a planilha Nomeações nunca é lida como candidatos, mesmo antes da de candidatos e com colunas parecidas', () => {
    const r = readConcursoWorkbook([
      {
        nome: 'Nomeações',
        linhas: [
          ['Posição', 'Inscrição', 'Nota', 'Situação'],
          [1, '101', 10, 'Nomeado'],
        ],
      },
      candidatos(SIX),
      vagas(2),
    ]);
    expect(r.problemas).toEqual([]);
    expect(r.planilhasCandidatos).toEqual(['Candidatos']);
    expect(r.leitura.planilhas.map((p) => [p.nome, p.papel])).toEqual([
      ['Nomeações', 'nomeacoes'],
      ['Candidatos', 'candidatos'],
      ['Parâmetros', 'parametros'],
    ]);
    expect(formatReadingReport(r.leitura)).toContain(
      "Planilha 'Nomeações': lida como registro dos atos de nomeação (registro dos atos; cabeçalho na linha 1, 1 ato lido)",
    );
  });
});

test('uma aba chamada "Nomeação" (o nome da lista que o programa grava) não é o registro dos atos', () => {
  const r = readConcursoWorkbook([
    candidatos(SIX),
    vagas(2),
    {
      nome: 'Nomeação',
      linhas: [
        ['Posição', 'Inscrição', 'Situação'],
        [1, 101, 'Nomeado'],
      ],
    },
  ]);
  expect(r.problemas).toEqual([]);
  expect(r.concurso!.cargos).toEqual([{ cargo: null, vagas: 2 }]);
  expect(r.leitura.planilhas.find((p) => p.nome === 'Nomeação')?.papel).toBe('saida');
});

test('outros nomes da aba: "Atos" com o cabeçalho dos atos é o registro; um "Histórico" de anotações continua uma aba qualquer', () => {
  const r = readConcursoWorkbook([
    {
      nome: 'Histórico',
      linhas: [
        ['Data', 'Anotação'],
        ['02/03/2026', 'Reunião da comissão'],
      ],
    },
    candidatos(SIX),
    vagas(2),
    {
      nome: 'Atos',
      linhas: [
        ['Posição', 'Inscrição', 'Situação'],
        [1, 101, 'Nomeado'],
      ],
    },
  ]);
  expect(r.problemas).toEqual([]);
  expect(r.concurso!.cargos[0].historico).toEqual([{ posicao: 1, inscricao: '101', situacao: 'nomeado', ato: null, data: null }]);
  expect(r.leitura.planilhas.map((p) => [p.nome, p.papel])).toEqual([
    ['Histórico', 'ignorada'],
    ['Candidatos', 'candidatos'],
    ['Parâmetros', 'parametros'],
    ['Atos', 'nomeacoes'],
  ]);
});

describe('"Desistente" na coluna Situação', () => {
  test('de quem não foi nomeado: sai das listas (não é "não aprovado"), o aviso desistente-sem-ato quando estaria nas vagas, e o relatório diz o que significa', () => {
    const rows = SIX.map((r) => r.slice());
    rows[1][3] = 'Desistente';
    const r = readConcursoWorkbook([candidatos(rows), vagas(2)]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso!.candidatos[1]).toMatchObject({ inscricao: '102', aprovado: true, fraude: false });
    expect(r.concurso!.cargos[0].historico).toEqual([
      { posicao: null, inscricao: '102', situacao: 'desistente', ato: null, data: null, fonte: 'situacao' },
    ]);
    expect(formatReadingReport(r.leitura)).toContain(
      "Situação 'Desistente' (102 (linha 3)): desistência do concurso, lida como ato depois dos atos da planilha Nomeações — a pessoa sai de todas as listas e a ordem de nomeação já publicada não muda; quem já ocupa uma posição deve ter a desistência registrada na planilha Nomeações, com a posição",
    );
    const c = classify(r.concurso!).cargos[0];
    expect(c.nomeacao.map((n) => n.inscricao)).toEqual(['101', '103']);
    expect(c.candidatos[1].descricao).toMatch(/^Desistente/);
    expect(c.candidatos[1].descricao).not.toMatch(/aprovad/i);
    // 102 (2nd by nota, 2 vacancies) would be within them: the warning says to record it in Nomeações if nominated.
    const w = c.avisos.find((a) => a.codigo === 'desistente-sem-ato');
    expect(w).toMatchObject({ nivel: 'aviso', inscricoes: ['102'] });
    expect(w!.mensagem).toMatch(/registre a desistência na planilha Nomeações/);
  });

  test('de quem nem estaria nas vagas: nenhum aviso', () => {
    const rows = SIX.map((r) => r.slice());
    rows[5][3] = 'Desistente';
    rows[5][2] = null; // a blank nota is allowed, as for the reprovado: the withdrawal decides
    const r = readConcursoWorkbook([candidatos(rows), vagas(2)]);
    expect(r.problemas).toEqual([]);
    const c = classify(r.concurso!).cargos[0];
    expect(c.avisos.map((a) => a.codigo)).not.toContain('desistente-sem-ato');
    expect(c.nomeacao.map((n) => n.inscricao)).toEqual(['101', '102']);
  });

  test('de quem ocupa uma posição: o erro aponta a célula da Situação e pede a desistência na planilha Nomeações', () => {
    const rows = SIX.map((r) => r.slice());
    rows[1][3] = 'desistiu';
    const r = readConcursoWorkbook([
      candidatos(rows),
      vagas(3),
      {
        nome: 'Nomeações',
        linhas: [
          ['Posição', 'Inscrição', 'Situação'],
          [1, 101, 'Nomeado'],
          [2, 102, 'Nomeado'],
        ],
      },
    ]);
    expect(r.concurso).toBeNull();
    expect(r.problemas).toEqual([
      {
        planilha: 'Candidatos',
        linha: 3,
        coluna: 'Situação',
        celula: 'D3',
        codigo: 'desistente-na-situacao',
        mensagem:
          'a inscrição 102 consta como "Desistente" na coluna Situação, mas ocupa a 2ª posição: registre a desistência na planilha Nomeações, com a posição.',
      },
    ]);
  });

  test('a desistência registrada na planilha Nomeações e repetida na coluna Situação: dizem o mesmo, nenhum erro', () => {
    const rows = SIX.map((r) => r.slice());
    rows[0][3] = 'Desistente';
    const r = readConcursoWorkbook([
      candidatos(rows),
      vagas(3),
      {
        nome: 'Nomeações',
        linhas: [
          ['Posição', 'Inscrição', 'Situação'],
          [1, 101, 'Nomeado'],
          [1, 101, 'Desistente'],
        ],
      },
    ]);
    // Regression: the column's "Desistente" was replayed as a second act after the sheet's and refused.
    expect(r.problemas).toEqual([]);
    const c = classify(r.concurso!).cargos[0];
    expect(c.nomeacao[0]).toMatchObject({ situacao: 'a-nomear', anteriores: [{ inscricao: '101', situacao: 'desistente' }] });
    expect(c.candidatos.find((o) => o.inscricao === '101')!.situacao).toBe('desistente');
  });
});

describe('a planilha Nomeações com a aba de candidatos errada', () => {
  test('os problemas das duas abas vêm juntos', () => {
    const r = readConcursoWorkbook([
      candidatos([['101', 'Ana', 'abc', '']]),
      vagas(1),
      {
        nome: 'Nomeações',
        linhas: [
          ['Posição', 'Inscrição', 'Situação'],
          [1, 101, 'Promovido'],
        ],
      },
    ]);
    expect(r.concurso).toBeNull();
    expect(r.problemas.map((p) => [p.planilha, p.celula])).toEqual([
      ['Candidatos', 'C2'],
      ['Nomeações', 'C2'],
    ]);
    expect(r.nomeacoes?.planilha).toBe('Nomeações');
  });
});

describe('a linha que o programa grava na planilha Nomeações', () => {
  const acts = [
    { cargo: 'Professor', posicao: 3, inscricao: 'P4', nome: 'Paula', situacao: 'nomeado', ato: 'Portaria 45/2026', data: '2026-04-02' },
    { cargo: 'Professor', posicao: 3, inscricao: 'P4', nome: 'Paula', situacao: 'empossado', ato: null, data: '2026-04-20' },
    { cargo: 'Professor', posicao: null, inscricao: 'P9', nome: null, situacao: 'desistente', ato: 'Termo', data: null },
    { cargo: 'Professor', posicao: 2, inscricao: 'P1', nome: null, situacao: 'sem-efeito', ato: null, data: null },
    { cargo: 'Professor', posicao: 2, inscricao: 'P1', nome: null, situacao: 'inapto', ato: null, data: null },
    { cargo: 'Professor', posicao: 2, inscricao: 'P1', nome: null, situacao: 'anulado', ato: null, data: null },
    { cargo: 'Professor', posicao: 2, inscricao: 'P1', nome: null, situacao: 'fim-de-fila', ato: null, data: null },
  ] as const;

  test('numa aba nova: o cabeçalho e as colunas do catálogo, lidos de volta como os mesmos atos', () => {
    expect(actsSheetHeader()).toEqual(['Cargo', 'Posição', 'Inscrição', 'Nome', 'Situação', 'Ato', 'Data']);
    expect(actSheetRow(null, acts[0])).toEqual([
      'Professor',
      3,
      'P4',
      'Paula',
      'Nomeado(a)',
      'Portaria 45/2026',
      new Date(Date.UTC(2026, 3, 2)),
    ]);
    const back = readActsTable('Nomeações', [actsSheetHeader(), ...acts.map((a) => actSheetRow(null, a))]);
    expect(back.problemas).toEqual([]);
    expect(back.linhas.map((r) => [r.cargo, r.act])).toEqual(
      acts.map((a) => [a.cargo, { posicao: a.posicao, inscricao: a.inscricao, situacao: a.situacao, ato: a.ato, data: a.data }]),
    );
  });

  test('numa aba da comissão: nas colunas dela, na ordem dela, sem as que ela não tem', () => {
    const sheet = readActsTable('Nomeações', [['Inscrição', 'Tipo de ato', 'Obs.', 'Nº da vaga', 'Portaria']]);
    expect(actSheetRow(sheet, acts[0])).toEqual(['P4', 'Nomeado(a)', null, 3, 'Portaria 45/2026']);
  });
});

describe('as listas gravadas, com os atos', () => {
  test('a aba Nomeação (todos os cargos) e o Resumo: situação da posição, ocupantes anteriores, nomeados e a nomear', () => {
    const r = readConcursoWorkbook([
      candidatos(SIX),
      vagas(3),
      {
        nome: 'Nomeações',
        linhas: [
          ['Posição', 'Inscrição', 'Situação', 'Ato', 'Data'],
          [1, 101, 'Nomeado', 'Portaria 1/2026', '02/03/2026'],
          [1, 101, 'Posse', '', '20/03/2026'],
          [2, 102, 'Nomeado', 'Portaria 1/2026', '02/03/2026'],
          [2, 102, 'Inapto', 'Laudo 7/2026', '10/03/2026'],
        ],
      },
    ]);
    const result = classify(r.concurso!);
    const tables = finalListTables(r.concurso!, result);
    const nom = tables.find((t) => t.tipo === 'nomeacao')!;
    const col = (h: string): CellValue[] => nom.linhas.map((row) => row[nom.cabecalho.indexOf(h)]);
    expect(col('Inscrição')).toEqual(['101', '103', '104']);
    // The position shows its occupant's last act: the posse, written without an act's name.
    expect(col('Situação')).toEqual(['Empossado(a)', 'A nomear', 'A nomear']);
    expect(col('Ocupantes anteriores')).toEqual(['', '102 (inaptidão no exame admissional, Laudo 7/2026, 10/03/2026)', '']);
    const ac = tables.find((t) => t.tipo === 'ampla')!;
    const sit = (ins: string): CellValue =>
      ac.linhas.find((row) => row[ac.cabecalho.indexOf('Inscrição')] === ins)![ac.cabecalho.indexOf('Situação')];
    expect(sit('101')).toBe('Empossado(a) – 1ª vaga, AC (20/03/2026)');
    expect(sit('102')).toBe('Inapto(a) no exame admissional – fora de todas as listas (Laudo 7/2026, 10/03/2026)');
    const resumo = tables.find((t) => t.tipo === 'resumo')!;
    const at = (h: string): CellValue => resumo.linhas[0][resumo.cabecalho.indexOf(h)];
    expect([at('Nomeados ou empossados'), at('A nomear'), at('Vagas sem candidato')]).toEqual([1, 2, 0]);
  });
});
