// The tables every host writes for publication (finalListTables: the file, the Excel pane, Google
// Sheets, the web page; FinalListBuilder.table: =COTAS.LISTA) carry no full CPF and no birth date of
// the input in any text: the Memória's reading warnings and audit trail included. The internal
// version (mascarar off) keeps them; an inscrição of 11 digits that is no one's CPF is kept.
import { classify } from '../../../src/engine';
import type { Concurso } from '../../../src/engine/types';
import { candidate, pirangiOptions } from '../../support/concursos';
import { FinalListBuilder, finalListTables } from '../../../src/sheet';
import type { OutputTable, ReadingReport } from '../../../src/sheet';
import { PublicationMask } from '../../../src/sheet/output/personal-data';

const WHEN = new Date(2026, 0, 10, 9, 0, 0);

const cand = candidate;

// Two nominees tied on score, the tie resolved by the date criterion (day numbers: 22354 is
// 1961-03-14, 27700 is 1975-11-02); the other dates are the candidates' birth dates.
const concurso: Concurso = {
  regra: 'pirangi-3056-2025',
  cargos: [{ cargo: null, vagas: 2 }],
  candidatos: [
    cand('20260000001', 90, { nascimento: '1961-03-14', desempate: [22354] }),
    cand('20260000002', 90, { nascimento: '1975-11-02', desempate: [27700] }),
    cand('20260000003', 80, { nascimento: '1988-07-21', desempate: [32345] }),
  ],
  opcoes: pirangiOptions({ criterios: [{ nome: 'Data de nascimento', sentido: 'menor-primeiro', tipo: 'data' }] }),
};
const cpfs = ['31415926085', '52998224725', '04705784076'];

// A reading warning of each kind that quotes a CPF or a date (written by hand, as the reader writes
// them, and in the other forms a future warning could use).
const leitura: ReadingReport = {
  origem: 'concurso-31415926085.xlsx',
  planilhas: [],
  colunas: [],
  colunasIgnoradas: [],
  avisos: [
    "Aviso — Planilha 'Candidatos', linha 3, coluna 'CPF' (D3): o mesmo CPF 314.159.260-85 também está no cargo 'Motorista' (linha 9)",
    'Aviso — o CPF 52998224725 aparece sem pontuação; o CPF 047.057.840-76 foi lido como número',
    'Aviso — nascimento 1988-07-21 (21/07/1988) lido como data',
  ],
};

const FORBIDDEN = [
  '31415926085',
  '314.159.260-85',
  '52998224725',
  '529.982.247-25',
  '04705784076',
  '047.057.840-76',
  '1961-03-14',
  '14/03/1961',
  '1975-11-02',
  '02/11/1975',
  '1988-07-21',
  '21/07/1988',
];

/** Every text of the tables: names, titles, headers, cells and the rows under them. */
function texts(tables: OutputTable[]): string {
  return tables
    .flatMap((t) => [t.nome, t.titulo, ...t.cabecalho, ...[...t.linhas, ...(t.rodape ?? [])].flat().map((v) => String(v ?? ''))])
    .join('\n');
}

function found(text: string): string[] {
  return FORBIDDEN.filter((f) => text.includes(f));
}

describe('PublicationMask: every published table', () => {
  const result = classify(concurso);

  it('the internal version shows the CPFs and dates the input provokes (the control)', () => {
    const all = texts(finalListTables(concurso, result, { cpfs, leitura, geradoEm: WHEN, mascarar: false }));
    // The lists' CPF and Nascimento columns, the warnings and the tie's values, as the internal version writes them.
    const shown = ['314.159.260-85', '529.982.247-25', '047.057.840-76', '14/03/1961', '02/11/1975', '21/07/1988', '1988-07-21'];
    expect(found(all)).toEqual(expect.arrayContaining(shown));
  });

  it.each(['por-lista', 'por-cargo'] as const)('masked (%s): no full CPF and no birth date in any table', (disposicao) => {
    const tables = finalListTables(concurso, result, { cpfs, leitura, geradoEm: WHEN, mascarar: true, disposicao });
    const all = texts(tables);
    expect(found(all)).toEqual([]);
    // What was masked is still said, masked as the lists mask it.
    expect(all).toContain('o mesmo CPF ***.159.260-** também está no cargo');
    expect(all).toContain('***.982.247-**');
    expect(all).toContain('Arquivo lido: concurso-***.159.260-**.xlsx');
    expect(all).toMatch(/Empate de nota .*'Data de nascimento'.*data omitida contra data omitida/);
    // The inscrições (11 digits, no one's CPF) and the edital's date are not personal data.
    expect(all).toContain('20260000001');
    expect(all).toContain('05/01/2026');
  });

  it('=COTAS.LISTA (FinalListBuilder.table) masks as the workbook does', () => {
    const builder = new FinalListBuilder(concurso, result, { cpfs, mascarar: true });
    const tables = builder.listNames().map((l) => builder.table(result.cargos[0], l));
    expect(found(texts(tables))).toEqual([]);
    expect(texts(tables)).toContain('***.159.260-**');
  });

  it('a text: punctuated CPFs always, bare digits only when they are a CPF of the input, dates of the input only', () => {
    const mask = new PublicationMask(concurso, cpfs);
    expect(mask.text('CPF 111.444.777-35 e 11144477735; 31415926085')).toBe('CPF ***.444.777-** e 11144477735; ***.159.260-**');
    expect(mask.text('nascida em 14/03/1961, edital de 14/03/1962, ISO 1975-11-02')).toBe(
      'nascida em data omitida, edital de 14/03/1962, ISO data omitida',
    );
    // A hash (hex) that happens to hold the digits is not a CPF.
    expect(mask.text('SHA-256 ab31415926085cd')).toBe('SHA-256 ab31415926085cd');
  });
});
