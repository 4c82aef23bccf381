// The edital's tie-break criteria as a commission writes them (rules.md §2.3): a date column means the
// older first unless the Parâmetros sheet says otherwise in parentheses, a Sim/Não column reads as 1/0
// (Sim first), a "Sorteio" column is a draw (the first drawn first), and a column of the candidate's
// identity or score is refused with its reason instead of being taken away from its field.
import { classify } from '../../src/engine';
import { readConcursoWorkbook } from '../../src/sheet';
import { criterionColumns } from '../../src/sheet/criteria';
import type { CellValue, SheetData } from '../../src/sheet';

function workbook(candidatos: CellValue[][], criterios: string[]): SheetData[] {
  return [
    { nome: 'Candidatos', linhas: candidatos },
    {
      nome: 'Parâmetros',
      linhas: [
        ['Vagas', 1],
        ['Critérios de desempate', ...criterios],
      ],
    },
  ];
}

const firstNominated = (sheets: SheetData[]): string | null => {
  const r = readConcursoWorkbook(sheets);
  expect(r.problemas.map((p) => p.mensagem)).toEqual([]);
  return classify(r.concurso!).cargos[0].nomeacao[0].inscricao;
};

describe('a birth-date criterion', () => {
  // Excel hands date cells as day numbers, the file reader and Apps Script as Dates, a CSV as text.
  const forms: [string, CellValue, CellValue][] = [
    ['day numbers (Excel)', 25639, 31203],
    ['Dates', new Date(Date.UTC(1970, 2, 12)), new Date(Date.UTC(1985, 5, 5))],
    ['text', '12/03/1970', '05/06/1985'],
  ];
  it.each(forms)('nominates the older candidate by default, the dates as %s', (_how, older, younger) => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Nota', 'Data de nascimento'],
      ['0001', 80, younger],
      ['0002', 80, older],
    ];
    expect(firstNominated(workbook(rows, ['Data de nascimento']))).toBe('0002');
  });

  it('nominates the younger when the Parâmetros sheet says "(menor idade primeiro)"', () => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Nota', 'Data de nascimento'],
      ['0001', 80, '05/06/1985'],
      ['0002', 80, '12/03/1970'],
    ];
    expect(firstNominated(workbook(rows, ['Data de nascimento (menor idade primeiro)']))).toBe('0001');
  });

  it('still gives the age priority its birth dates, and the options say what each criterion is', () => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Nota', 'Data de nascimento', 'Jurado', 'Sorteio'],
      ['0001', 80, '05/06/1985', 'Não', 2],
      ['0002', 80, '12/03/1970', 'Sim', 1],
    ];
    const r = readConcursoWorkbook(workbook(rows, ['Data de nascimento', 'Jurado', 'Sorteio']));
    expect(r.problemas).toEqual([]);
    expect(r.concurso!.candidatos.map((c) => c.nascimento)).toEqual(['1985-06-05', '1970-03-12']);
    // The values as written: the day numbers of the dates, 1/0 for Sim/Não.
    expect(r.concurso!.candidatos.map((c) => c.desempate)).toEqual([
      [31203, 0, 2],
      [25639, 1, 1],
    ]);
    expect(r.concurso!.opcoes.criterios).toEqual([
      { nome: 'Data de nascimento', sentido: 'menor-primeiro', tipo: 'data' },
      { nome: 'Jurado', sentido: 'maior-primeiro', tipo: 'sim-nao' },
      { nome: 'Sorteio', sentido: 'menor-primeiro', tipo: 'numero', sorteio: true },
    ]);
  });
});

describe('Sim/Não and Sorteio criteria', () => {
  it('reads a Jurado column of Sim/Não and puts Sim first', () => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Nota', 'Jurado'],
      ['0001', 80, 'Não'],
      ['0002', 80, 'Sim'],
    ];
    expect(firstNominated(workbook(rows, ['Jurado']))).toBe('0002');
  });

  it('puts the first drawn first, and the Memória says the tie was resolved by sorteio', () => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Nota', 'Sorteio'],
      ['0001', 80, 2],
      ['0002', 80, 1],
    ];
    const r = readConcursoWorkbook(workbook(rows, ['Sorteio']));
    const result = classify(r.concurso!);
    expect(result.cargos[0].nomeacao[0].inscricao).toBe('0002');
    expect(result.cargos[0].memoria.find((p) => p.tipo === 'desempate')!.mensagem).toContain(
      'resolvido por sorteio (coluna Sorteio; menor primeiro: 1 contra 2)',
    );
  });
});

describe('a column that cannot be a criterion', () => {
  it('refuses Inscrição with its reason, and keeps reading it as the inscrição', () => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Nota'],
      ['0001', 80],
    ];
    const r = readConcursoWorkbook(workbook(rows, ['Inscrição']));
    const msgs = r.problemas.map((p) => p.mensagem);
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toContain("a coluna 'Inscrição' (Inscrição) não pode ser critério de desempate");
    expect(msgs.join(' ')).not.toContain('falta a coluna');
  });

  it('the pane offers only numbers, dates and Sim/Não columns that are not the identity, the score or the situation', () => {
    const header: CellValue[] = [
      'Inscrição',
      'Nome',
      'CPF',
      'Cargo',
      'Nota',
      'Data de nascimento',
      'Jurado',
      'Prova objetiva',
      'Observação',
      'Sorteio',
    ];
    const rows: CellValue[][] = [
      ['0001', 'Ana', '123.456.789-09', 'Agente', 80, '05/06/1985', 'Sim', 7.5, 'recurso', 3],
      ['0002', 'Bia', '987.654.321-00', 'Agente', 70, '12/03/1970', 'Não', 6, '', 1],
    ];
    expect(criterionColumns(header, rows)).toEqual([
      { coluna: 'F', cabecalho: 'Data de nascimento', tipo: 'data', sorteio: false },
      { coluna: 'G', cabecalho: 'Jurado', tipo: 'sim-nao', sorteio: false },
      { coluna: 'H', cabecalho: 'Prova objetiva', tipo: 'numero', sorteio: false },
      { coluna: 'J', cabecalho: 'Sorteio', tipo: 'numero', sorteio: true },
    ]);
  });
});

describe('the Fundamento column reaches the Memória (rules.md §7)', () => {
  it('cites the edital item given beside an option, and says none was given for the others', () => {
    const sheets: SheetData[] = [
      {
        nome: 'Candidatos',
        linhas: [
          ['Inscrição', 'Nota'],
          ['0001', 80],
        ],
      },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Parâmetro', 'Valor', 'Fundamento (item do edital)'],
          ['Arredondamento', 'total', 'item 5.3 do Edital nº 1/2026'],
          ['Vagas', 1],
        ],
      },
    ];
    const r = readConcursoWorkbook(sheets);
    expect(r.problemas).toEqual([]);
    const step = classify(r.concurso!).cargos[0].memoria.find((p) => p.tipo === 'fundamentos')!;
    expect(step.mensagem).toContain('arredondamento: total — item 5.3 do Edital nº 1/2026');
    expect(step.mensagem).toContain('colisão: anterior — opção da comissão, sem item do edital informado');
  });
});
