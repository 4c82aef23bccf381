// ("nothing read silently wrong"), the sheet side: cells as Excel, Google Sheets and files
// really hold them, read by readCandidateTable and readConcursoWorkbook. One test per row of the
// issue's table that the sheet layer answers (2, 3, 7, 8, 9, 14, 16) and the smaller ones (Infinity,
// the same CPF in two cargos), each failing on the code before the issue.
import { cliPatch } from '../support/patch';
import { execFileSync } from 'child_process';
import * as path from 'path';
import { CellError, UncachedFormula, cellTrouble, decodeSheets, encodeSheets } from '../../src/sheet/cells';
import { formatProblem, formatProblems, readCandidateTable, readConcursoWorkbook } from '../../src/sheet';
import type { CellValue, SheetData, SheetProblem } from '../../src/sheet';
import { MAX_CANDIDATE_ROWS } from '../../src/sheet/table';
import { appendAll, LISTED_PROBLEMS } from '../../src/sheet/problems';

const HEADER = ['Inscrição', 'Nome', 'CPF', 'Cargo', 'Nota', 'Cota', 'Situação', 'Nascimento'];
const row = (ins: string, over: Partial<Record<string, CellValue>> = {}): CellValue[] => {
  const base: Record<string, CellValue> = {
    Inscrição: ins,
    Nome: `Pessoa ${ins}`,
    CPF: null,
    Cargo: 'Professor',
    Nota: 80,
    Cota: '',
    Situação: 'Aprovado',
    Nascimento: '01/01/1980',
  };
  return HEADER.map((h) => (h in over ? over[h] : base[h]));
};
const lines = (ps: SheetProblem[]): string[] => ps.map(formatProblem);

describe('row 8: error values in any column the reader uses are errors naming the cell', () => {
  it.each([
    ['Inscrição', 'A2'],
    ['Nome', 'B2'],
    ['CPF', 'C2'],
    ['Cargo', 'D2'],
    ['Nota', 'E2'],
    ['Cota', 'F2'],
    ['Situação', 'G2'],
    ['Nascimento', 'H2'],
  ])('#N/D in %s (%s)', (column, cell) => {
    const t = readCandidateTable([HEADER, row('1', { [column]: new CellError('#N/D') }), row('2')]);
    expect(t.candidatos.map((c) => c.inscricao)).toEqual(['2']);
    expect(t.problemas).toHaveLength(1);
    expect(t.problemas[0]).toMatchObject({ planilha: 'Candidatos', linha: 2, coluna: column, celula: cell, codigo: 'celula-com-erro' });
    expect(formatProblem(t.problemas[0])).toBe(
      `Planilha 'Candidatos', linha 2, coluna '${column}': a célula ${cell} tem o erro #N/D: corrija a fórmula ou o valor na planilha.`,
    );
    // Never the person's name.
    expect(t.candidatos.some((c) => c.nome === '#N/D')).toBe(false);
  });

  it('#VALOR! in a tie-break column, and the address follows the sheet column of the rows (primeiraColuna)', () => {
    const t = readCandidateTable(
      [
        ['Inscrição', 'Nota', 'Desempate 1'],
        ['1', 5, new CellError('#VALOR!')],
      ],
      { planilha: 'Inscritos', primeiraLinha: 3, primeiraColuna: 2 },
    );
    expect(lines(t.problemas)).toEqual([
      "Planilha 'Inscritos', linha 4, coluna 'Desempate 1': a célula E4 tem o erro #VALOR!: corrija a fórmula ou o valor na planilha.",
    ]);
    expect(t.problemas[0].celula).toBe('E4');
  });

  it('an error cell in an ignored column is not read', () => {
    const t = readCandidateTable([
      [...HEADER, 'Observação'],
      [...row('1'), new CellError('#REF!')],
    ]);
    expect(t.problemas).toEqual([]);
  });
});

describe('row 7: a formula saved without its result is an error, never a blank (which was "approved")', () => {
  it('Situação =SE(…) without a cached value', () => {
    const t = readCandidateTable([HEADER, row('1', { Situação: new UncachedFormula('SE(E2<50;"Eliminado";"Aprovado")') }), row('2')]);
    expect(t.candidatos.map((c) => c.inscricao)).toEqual(['2']);
    expect(t.problemas[0]).toMatchObject({ linha: 2, coluna: 'Situação', celula: 'G2', codigo: 'formula-sem-resultado' });
    expect(t.problemas[0].mensagem).toContain(
      'a célula G2 tem a fórmula =SE(E2<50;"Eliminado";"Aprovado") sem o resultado gravado no arquivo',
    );
  });

  it('in the Nota and Nome columns too', () => {
    const t = readCandidateTable([HEADER, row('1', { Nota: new UncachedFormula('MÉDIA(I2:K2)'), Nome: new UncachedFormula('A1') })]);
    expect(t.problemas.map((p) => [p.celula, p.codigo])).toEqual([
      ['E2', 'formula-sem-resultado'],
      ['B2', 'formula-sem-resultado'],
    ]);
  });
});

describe('row 2: a 0 in a Situação/Aprovado column is "não aprovado", as in a CSV file', () => {
  it('the number 0 (an .xlsx) and the text "0" (a CSV) give the same candidate: not approved', () => {
    const xlsx = readCandidateTable([
      ['Inscrição', 'Nota', 'Aprovado'],
      ['1', 80, 0],
      ['2', 70, 1],
    ]);
    const csv = readCandidateTable([
      ['Inscrição', 'Nota', 'Aprovado'],
      ['1', '80', '0'],
      ['2', '70', '1'],
    ]);
    expect(xlsx.problemas).toEqual([]);
    expect(xlsx.candidatos.map((c) => c.aprovado)).toEqual([false, true]);
    expect(csv.candidatos).toEqual(xlsx.candidatos);
  });

  it('the same in a workbook: the candidate with 0 is not nominated', () => {
    const r = readConcursoWorkbook(
      [
        {
          nome: 'Candidatos',
          linhas: [
            ['Inscrição', 'Nota', 'Situação'],
            ['1', 90, 0],
            ['2', 80, 'Aprovado'],
          ],
        },
      ],
      cliPatch({ vagas: '1' }),
    );
    expect(r.problemas).toEqual([]);
    expect(r.concurso!.candidatos.map((c) => [c.inscricao, c.aprovado])).toEqual([
      ['1', false],
      ['2', true],
    ]);
  });

  it('a 0 is not a blank in any other column either: 0 in Cota or Confirmação is an error, a row of zeros is not a blank row', () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nota', 'Cota', 'Confirmação'],
      ['1', 80, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(t.linhasEmBranco).toBe(0);
    expect(t.problemas.map((p) => [p.linha, p.codigo])).toEqual([
      [2, 'grupo-invalido'],
      [2, 'confirmacao-invalida'],
      [3, 'grupo-invalido'],
      [3, 'confirmacao-invalida'],
    ]);
  });
});

describe('row 3: a blank Nota is never a silent score', () => {
  it('a blank Nota of an approved candidate is an error naming the cell', () => {
    const t = readCandidateTable([HEADER, row('1', { Nota: null }), row('2', { Nota: '' })]);
    expect(t.candidatos).toEqual([]);
    expect(t.problemas.map((p) => [p.celula, p.codigo])).toEqual([
      ['E2', 'nota-em-branco'],
      ['E3', 'nota-em-branco'],
    ]);
  });

  it('blank is allowed where it decides nothing: a candidate reprovado, eliminado or ausente, or eliminated for fraud', () => {
    const t = readCandidateTable([
      [...HEADER, 'Fraude'],
      [...row('1', { Nota: null, Situação: 'Eliminado' }), ''],
      [...row('2', { Nota: '', Situação: 'Ausente' }), ''],
      [...row('3', { Nota: null }), 'Sim'],
      [...row('4', { Nota: null, Situação: 0 }), ''],
    ]);
    expect(t.problemas).toEqual([]);
    expect(t.candidatos.map((c) => [c.inscricao, c.nota, c.aprovado, c.fraude])).toEqual([
      ['1', 0, false, false],
      ['2', 0, false, false],
      ['3', 0, true, true],
      ['4', 0, false, false],
    ]);
  });

  it("a 0 Nota is the score 0 in the shared layer (a file); Excel desktop's blank-as-0 is the custom-function adapter's to undo", () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nota'],
      ['1', 0],
    ]);
    expect(t.problemas).toEqual([]);
    expect(t.candidatos[0].nota).toBe(0);
  });
});

describe('row 9: a date-time cell is its calendar date whatever the time zone', () => {
  const script = `
    const { readCandidateTable } = require(${JSON.stringify(path.join(__dirname, '..', '..', 'dist-node', 'src', 'sheet'))});
    const t = readCandidateTable([
      ['Inscrição', 'Nota', 'Nascimento'],
      ['1', 80, new Date(Date.UTC(1966, 2, 21, 2, 0))],
      ['2', 80, new Date(Date.UTC(1966, 2, 21, 23, 30))],
      ['3', 80, new Date(Date.UTC(1966, 2, 21))],
      ['4', 80, 24187.0833],
    ]);
    process.stdout.write(JSON.stringify([t.problemas, t.candidatos.map((c) => c.nascimento)]));
  `;
  it.each(['UTC', 'America/Sao_Paulo', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/Noronha'])('TZ=%s', (tz) => {
    const out = execFileSync(process.execPath, ['-e', script], { env: { ...process.env, TZ: tz }, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([[], ['1966-03-21', '1966-03-21', '1966-03-21', '1966-03-21']]);
  });

  it('in this process too', () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nota', 'Nascimento'],
      ['1', 80, new Date(Date.UTC(1966, 2, 21, 2, 0))],
    ]);
    expect(t.candidatos[0].nascimento).toBe('1966-03-21');
  });
});

describe('row 14: gendered and common spellings of the groups; ambiguous ones refused, saying why', () => {
  it('Pardo(a), Preta, Indígena(o), Quilombola(a), Negro(a), Afrodescendente', () => {
    const labels = [
      'Pardo(a)',
      'Preta',
      'Indígena(o)',
      'Quilombola(a)',
      'Negro(a)',
      'Afrodescendente',
      'Preto(a)/Pardo(a)',
      'INDÍGENA (A)',
    ];
    const t = readCandidateTable([HEADER, ...labels.map((g, i) => row(String(i + 1), { Cota: g }))]);
    expect(t.problemas).toEqual([]);
    expect(t.candidatos.map((c) => c.grupo)).toEqual(['PP', 'PP', 'IND', 'QUI', 'PP', 'PP', 'PP', 'IND']);
    expect(t.candidatos.every((c) => c.optante)).toBe(true);
  });

  it('"PPI" and "Cotista" are errors that say why', () => {
    const t = readCandidateTable([HEADER, row('1', { Cota: 'PPI' }), row('2', { Cota: 'Cotista' })]);
    expect(lines(t.problemas)).toEqual([
      "Planilha 'Candidatos', linha 2, coluna 'Cota': o grupo 'PPI' quer dizer pretos, pardos e indígenas: junta dois grupos da reserva (PP e IND); escreva PP para pessoa preta ou parda, IND para indígena.",
      "Planilha 'Candidatos', linha 3, coluna 'Cota': o grupo 'Cotista' diz que o candidato concorre às vagas reservadas, mas não diz o grupo (PP, IND ou QUI).",
    ]);
  });
});

describe('row 16 and limits: any number of problems, without a stack overflow', () => {
  const many = (n: number): CellValue[][] => {
    const rows: CellValue[][] = new Array(n + 1);
    rows[0] = ['Inscrição', 'Nota'];
    for (let i = 1; i <= n; i++) rows[i] = [String(i), 'abc'];
    return rows;
  };

  it('150,000 rows with a bad Nota: every problem counted, the first 1,000 listed, then "e mais N"', () => {
    const t = readCandidateTable(many(150_000));
    expect(t.problemas).toHaveLength(150_000);
    const text = formatProblems(t.problemas);
    const ls = text.split('\n');
    expect(ls).toHaveLength(LISTED_PROBLEMS + 1);
    expect(ls[0]).toBe("Planilha 'Candidatos', linha 2, coluna 'Nota': a nota 'abc' não é um número.");
    expect(ls[LISTED_PROBLEMS]).toBe('… e mais 149.000 problemas (150.000 ao todo).');
    expect(formatProblems(t.problemas.slice(0, 1000)).split('\n')).toHaveLength(1000);
    expect(formatProblems(t.problemas.slice(0, 1001)).split('\n').pop()).toBe('… e mais 1 problema (1.001 ao todo).');
    // What a host does with them: appendAll instead of push(...problems).
    expect(appendAll<SheetProblem>([], t.problemas)).toHaveLength(150_000);
  });

  it('the same through readConcursoWorkbook', () => {
    const r = readConcursoWorkbook([{ nome: 'Candidatos', linhas: many(150_000) }], cliPatch({ vagas: '1' }));
    expect(r.concurso).toBeNull();
    expect(r.problemas.length).toBeGreaterThanOrEqual(150_000);
  });

  it('Infinity and NaN are shown as such, not as "null"', () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nota', 'Desempate 1'],
      ['1', Infinity, 1],
      ['2', 5, NaN],
      ['3', -Infinity, 1],
    ]);
    expect(lines(t.problemas)).toEqual([
      "Planilha 'Candidatos', linha 2, coluna 'Nota': a nota 'Infinity' (infinito) não é um número.",
      "Planilha 'Candidatos', linha 3, coluna 'Desempate 1': o valor de desempate 'NaN' (valor indefinido) não é um número.",
      "Planilha 'Candidatos', linha 4, coluna 'Nota': a nota '-Infinity' (menos infinito) não é um número.",
    ]);
  });

  it(`more than ${MAX_CANDIDATE_ROWS.toLocaleString('en')} rows below the header: a Portuguese message, nothing read`, () => {
    const rows = new Array<CellValue[]>(MAX_CANDIDATE_ROWS + 2);
    rows[0] = ['Inscrição', 'Nota'];
    const r: CellValue[] = ['1', 5];
    for (let i = 1; i < rows.length; i++) rows[i] = r;
    const t = readCandidateTable(rows);
    expect(t.candidatos).toEqual([]);
    expect(lines(t.problemas)).toEqual([
      "Planilha 'Candidatos': a planilha tem 2.000.001 linhas abaixo do cabeçalho; o máximo é 2.000.000: divida os candidatos em planilhas (uma por cargo, por exemplo) ou apague as linhas que sobram.",
    ]);
    expect(t.problemas[0].codigo).toBe('linhas-demais');
  });
});

describe('the same CPF on two rows', () => {
  const header = ['Inscrição', 'Nota', 'Cargo', 'CPF'];
  it('in two cargos: a warning (nivel aviso), apart from the problems; both candidates read', () => {
    const t = readCandidateTable([
      header,
      ['1', 9, 'Médico', '123.456.789-01'],
      ['2', 8, 'Motorista', 12345678901],
      ['3', 7, 'Motorista', '98765432100'],
    ]);
    expect(t.problemas).toEqual([]);
    expect(t.candidatos).toHaveLength(3);
    expect(t.avisos).toHaveLength(1);
    expect(t.avisos[0]).toMatchObject({ nivel: 'aviso', linha: 3, coluna: 'CPF', celula: 'D3', codigo: 'cpf-em-dois-cargos' });
    expect(formatProblem(t.avisos[0])).toBe(
      "Aviso — Planilha 'Candidatos', linha 3, coluna 'CPF': o mesmo CPF 123.456.789-01 também está no cargo 'Médico' (linha 2): a mesma pessoa concorre a 'Motorista' e a 'Médico'; confira se o edital permite.",
    );
  });

  it('twice in one cargo (two inscrições): an error', () => {
    const t = readCandidateTable([header, ['1', 9, 'Médico', '123.456.789-01'], ['2', 8, 'médico', '12345678901']]);
    expect(t.candidatos.map((c) => c.inscricao)).toEqual(['1']);
    expect(lines(t.problemas)).toEqual([
      "Planilha 'Candidatos', linha 3, coluna 'CPF': o CPF 123.456.789-01 aparece duas vezes no cargo 'médico' (linhas 2 e 3), com inscrições diferentes: a mesma pessoa não pode ocupar dois lugares na mesma lista; deixe só a inscrição válida.",
    ]);
  });

  it('placeholders (00000000000, blank, "sem CPF") are not compared', () => {
    const t = readCandidateTable([
      header,
      ['1', 9, 'A', '000.000.000-00'],
      ['2', 8, 'A', '00000000000'],
      ['3', 7, 'A', ''],
      ['4', 6, 'A', null],
      ['5', 5, 'A', 'sem CPF'],
      ['6', 4, 'A', 'sem CPF'],
    ]);
    expect(t.problemas).toEqual([]);
    expect(t.avisos).toEqual([]);
  });
});

describe('what the reading counted: blank rows, hidden rows read', () => {
  it('linhasEmBranco and linhasOcultasLidas', () => {
    const t = readCandidateTable([['Inscrição', 'Nota'], ['1', 5], [], [null, ' '], ['2', 6], ['3', 7]], {
      primeiraLinha: 1,
      linhasOcultas: [3, 5, 9],
    });
    expect(t.linhasEmBranco).toBe(2);
    expect(t.linhasOcultasLidas).toEqual([5]);
    expect(t.linhas).toEqual([2, 5, 6]);
  });
});

describe('as células pela fronteira de um Web Worker (encodeSheets / decodeSheets)', () => {
  const sheets: SheetData[] = [
    {
      nome: 'Candidatos',
      linhas: [
        ['Inscrição', 'Nota', 'Data'],
        ['1', new CellError('#N/D'), new Date(Date.UTC(2026, 0, 5))],
        ['2', new UncachedFormula('SOMA(B2:B3)'), null],
        [3, true, undefined],
      ],
      oculta: false,
      linhasOcultas: [2],
      mescladas: ['A1:B1'],
    },
    { nome: 'AC', linhas: [['t']], doSuplemento: true },
  ];

  test('o que sai é só dado simples (sobrevive ao structuredClone) e volta igual, com as classes de célula', () => {
    const encoded = encodeSheets(sheets);
    const cloned = structuredClone(encoded);
    expect(cloned).toEqual(encoded);
    expect(encoded[0].linhas[1][1]).toEqual({ erroCelula: '#N/D' });
    expect(encoded[0].linhas[2][1]).toEqual({ formulaSemResultado: 'SOMA(B2:B3)' });
    expect(encoded[0].linhas[1][2]).toBeInstanceOf(Date);
    const back = decodeSheets(cloned);
    expect(back).toEqual(sheets);
    expect(back[0].linhas[1][1]).toBeInstanceOf(CellError);
    expect(back[0].linhas[2][1]).toBeInstanceOf(UncachedFormula);
    expect(cellTrouble(back[0].linhas[1][1])).toMatch(/#N\/D/);
    // Without the encoding, the clone loses the class: the reader would take the error for data.
    expect(structuredClone(sheets)[0].linhas[1][1]).not.toBeInstanceOf(CellError);
  });

  test('a leitura das folhas decodificadas é a mesma das originais', () => {
    const back = decodeSheets(structuredClone(encodeSheets(sheets)));
    expect(readConcursoWorkbook(back).problemas).toEqual(readConcursoWorkbook(sheets).problemas);
  });
});
