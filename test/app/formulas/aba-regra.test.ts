// The functions with the rule the commission wrote in its Regra sheet (rules.md §11): the sheet reaches
// a custom function as its last argument (`abaRegra`, a range such as Regra!A1:F40), read by the same
// reader as the workbook's Regra sheet. Expected values are worked by hand from §3–§5 below. Google
// Sheets' functions with the same range: test/hosts/gas/code.test.ts.
import { PLAIN_HOST } from '../../../src/app/formulas/host';
import { classifyCells, listCells, reserveCells, sequenceCells } from '../../../src/app/formulas/implementation';
import { excelFormulaHost } from '../../../src/hosts/excel/functions/excel-host';
import { findRuleSet } from '../../../src/engine';
import { ruleSheetRows } from '../../../src/sheet/rule-sheet';
import type { CellValue } from '../../../src/sheet';

// A joint 30% reserve for pretos, pardos, indígenas and quilombolas, from 3 vacancies, no exchange.
const JOINT: CellValue[][] = [
  ['Nome da lei', 'Lei nº 123/2024 (Município X)', '', '', '', ''],
  ['Reserva a partir de (vagas)', 3, '', '', '', ''],
  ['Artigo da ordem de nomeação', 'art. 4º', '', '', '', ''],
  ['', '', '', '', '', ''],
  ['Código', 'Nome da lista', 'Percentual', 'Quem pode optar (Cota)', 'Vaga não preenchida vai para', 'Artigo'],
  ['PPIQ', 'Pretos, pardos, indígenas e quilombolas', '30%', 'PP, IND, QUI', 'ampla concorrência', 'art. 1º'],
];

/** Excel on the desktop passes the blank cells of a range as 0. */
const JOINT_DESKTOP: CellValue[][] = JOINT.map((r) => r.map((c) => (c === '' ? 0 : c)));

// Twelve candidates, notas 100 down to 89 (rank = row). Cotistas: rank 2 (PP), 9 (IND), 10 (QUI), 11 (PPIQ).
const COTA: Record<number, string> = { 2: 'PP', 9: 'IND', 10: 'QUI', 11: 'PPIQ' };
const TABLE: CellValue[][] = [
  ['Inscrição', 'Nome', 'Nota', 'Cota'],
  ...Array.from({ length: 12 }, (_, k): CellValue[] => [String(101 + k), `Candidato ${k + 1}`, 100 - k, COTA[k + 1] ?? '']),
];

describe('COTAS.RESERVA e COTAS.SEQUENCIA com a aba Regra', () => {
  test('30% de 10 vagas = 3 para a lista conjunta; abaixo de 3 vagas, nenhuma', () => {
    expect(reserveCells(10, undefined, undefined, undefined, undefined, JOINT)).toEqual([
      ['PPIQ', 'AC', 'Total reservado'],
      [3, 7, 3],
    ]);
    // 30% de 7 = 2,1 → 2 (fração "0,5 ou mais para cima", o padrão); 30% de 2: abaixo do mínimo de 3.
    expect(reserveCells(7, 'PPIQ', undefined, undefined, undefined, JOINT)).toEqual([[2]]);
    expect(reserveCells(2, 'total', undefined, undefined, undefined, JOINT)).toEqual([[0]]);
    // The desktop's 0s for blanks read as blanks: the same rule.
    expect(reserveCells(10, undefined, undefined, undefined, undefined, JOINT_DESKTOP)).toEqual(
      reserveCells(10, undefined, undefined, undefined, undefined, JOINT),
    );
  });

  test('"regra=Outra lei (aba Regra)" com o intervalo é a mesma regra; a sequência tem as posições da lista conjunta', () => {
    expect(reserveCells(10, undefined, 'Outra lei (aba Regra)', undefined, undefined, JOINT)).toEqual(
      reserveCells(10, undefined, undefined, undefined, undefined, JOINT),
    );
    const seq = sequenceCells(10, undefined, undefined, undefined, 'regra=aba-regra', JOINT).map((r) => r[0]);
    expect(seq).toHaveLength(10);
    expect(seq.filter((m) => m === 'PPIQ')).toHaveLength(3);
    expect(seq.filter((m) => m === 'AC')).toHaveLength(7);
  });

  test('sem o intervalo, "regra=Outra lei (aba Regra)" pede a aba; com outra lei nas opções, pede uma só', () => {
    expect(() => reserveCells(10, undefined, undefined, undefined, 'regra=Outra lei (aba Regra)')).toThrow(
      /informe o intervalo da aba 'Regra' no último argumento \(abaRegra\), por exemplo Regra!A1:F40/,
    );
    expect(() => reserveCells(10, undefined, 'pirangi', undefined, undefined, JOINT)).toThrow(
      /as opções pedem a regra Lei nº 3\.056\/2025 do Município de Pirangi-SP e o último argumento traz a aba 'Regra'; use uma só/,
    );
  });

  test('cada erro da aba é apontado na sua linha e coluna, contadas a partir do início do intervalo', () => {
    const bad = JOINT.map((r) => [...r]);
    bad[5][2] = '130%';
    bad[5][0] = 'ac';
    let message = '';
    try {
      reserveCells(10, undefined, undefined, undefined, undefined, bad);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Problemas na aba 'Regra' \(linha 1 = primeira linha do intervalo\):/);
    expect(message).toMatch(/Linha 6, coluna 'Código': Código de grupo "AC" inválido/);
    expect(message).toMatch(/Linha 6, coluna 'Percentual': "percentual" 130 inválido/);
  });
});

describe('COTAS.CLASSIFICAR e COTAS.LISTA com a aba Regra', () => {
  // By hand (rules.md §5): the 7 AC vacancies go to ranks 1–7 (rank 2, a cotista, among them and not
  // counted in the reserve, §5.1); the joint list is ranks 2, 9, 10, 11 — rank 2 already nominated, so
  // the 3 reserved vacancies go to 9, 10 and 11 (a Cota of "PP", "IND", "QUI" or the code itself).
  // Rank 8 (AC list, 8th) and rank 12 are not nominated.
  test('10 vagas: ampla para as posições 1–7, a lista conjunta para 9, 10 e 11', () => {
    const out = classifyCells(TABLE, [[10]], undefined, PLAIN_HOST, undefined, JOINT);
    const modality = out.slice(1).map((r) => r[1]);
    expect(modality).toEqual(['AC', 'AC', 'AC', 'AC', 'AC', 'AC', 'AC', '', 'PPIQ', 'PPIQ', 'PPIQ', '']);
    // Classification in the joint list (column 5): ranks 2, 9, 10, 11 are 1st to 4th.
    expect(out.slice(1).map((r) => r[4])).toEqual(['', 1, '', '', '', '', '', '', 2, 3, 4, '']);
    // Excel on the desktop: blanks as 0 in both ranges, the same result.
    const desktop = TABLE.map((r) => r.map((c) => (c === '' ? 0 : c)));
    expect(classifyCells(desktop, [[10]], undefined, excelFormulaHost(null), undefined, JOINT_DESKTOP).map((r) => r.slice(0, 5))).toEqual(
      out.map((r) => r.slice(0, 5)),
    );
  });

  test('a lista PPIQ de COTAS.LISTA tem os optantes da lista conjunta; os avisos citam só a regra da aba', () => {
    const list = listCells(TABLE, [[10]], 'PPIQ', 'mascarar=não', PLAIN_HOST, undefined, JOINT);
    const col = list[0].indexOf('Inscrição');
    expect(list.slice(1).map((r) => r[col])).toEqual(['102', '109', '110', '111']);
    // 109, 110 and 111 are nominated with their confirmation pending (no Confirmação column): a
    // provisional result, and the other reading of the rounding. The Regra sheet gives no article for
    // either, so each cites the written rule's stand-in (rules.md §11), never Lei 3.056's articles.
    const avisos = listCells(TABLE, [[10]], 'AVISOS', undefined, PLAIN_HOST, undefined, JOINT);
    const cited = avisos.slice(1).filter((r) => r[0] !== 'Leitura');
    expect(cited.map((r) => [r[0], r[2]])).toEqual([
      ['Aviso', 'regra informada pela comissão'],
      ['Informação', 'regra informada pela comissão'],
    ]);
    expect(cited[0][4]).toBe('109, 110, 111');
  });

  test('um código da regra da aba é lido na coluna Cota; sem a aba, o mesmo código é um erro', () => {
    expect(() => classifyCells(TABLE, [[10]], undefined, PLAIN_HOST)).toThrow(/PPIQ/);
  });

  test('a aba Regra criada a partir da Lei 3.056 dá as mesmas classificações que a lei cadastrada', () => {
    const rows = ruleSheetRows(findRuleSet('pirangi-3056-2025')!);
    const width = Math.max(...rows.map((r) => r.length));
    const range = rows.map((r) => [...r, ...new Array<CellValue>(width - r.length).fill('')]);
    const table: CellValue[][] = [
      ['Inscrição', 'Nome', 'Nota', 'Cota'],
      ...Array.from({ length: 30 }, (_, k): CellValue[] => [String(200 + k), `C${k}`, 100 - k, ['', 'PP', 'IND', 'QUI', ''][k % 5]]),
    ];
    const shipped = classifyCells(table, [[20]], 'regra=pirangi', PLAIN_HOST);
    const written = classifyCells(table, [[20]], undefined, PLAIN_HOST, undefined, range);
    expect(written.map((r) => r.slice(0, 5))).toEqual(shipped.map((r) => r.slice(0, 5)));
  });
});

describe('um candidato em duas reservas da regra da aba (regras.md §11)', () => {
  const TWO: CellValue[][] = [
    ['Código', 'Nome da lista', 'Percentual', 'Quem pode optar (Cota)', 'Vaga não preenchida vai para', 'Artigo'],
    ['PP', 'Pretos e pardos', '20%', '', '', 'art. 1º'],
    ['QUI', 'Quilombolas', '10%', '', '', 'art. 2º'],
  ];
  // Seven without a reserve above three cotistas: Davi (PP and QUI), Eva (PP), Fábio (QUI).
  const table: CellValue[][] = [
    ['Inscrição', 'Nome', 'Nota', 'Cota'],
    ...Array.from({ length: 7 }, (_, k): CellValue[] => [String(k + 1), `Ampla ${k + 1}`, 100 - k, '']),
    ['8', 'Davi', 80, 'PP; QUI'],
    ['9', 'Eva', 75, 'PP'],
    ['10', 'Fábio', 70, 'QUI'],
  ];

  test('"PP; QUI" na coluna Cota: na lista de cada reserva; com uma lei cadastrada, é erro', () => {
    // By hand (§3, §5): 10 vacancies, T = 30% → 3: PP 2, QUI 1, AC 7 (the seven above). Davi stands in
    // both lists (todas, the default); PP, first in the group order, takes Davi and Eva; QUI, Fábio.
    const out = classifyCells(table, [[10]], undefined, PLAIN_HOST, undefined, TWO);
    expect(out.slice(1).map((r) => r[1])).toEqual(['AC', 'AC', 'AC', 'AC', 'AC', 'AC', 'AC', 'PP', 'PP', 'QUI']);
    expect(() => classifyCells(table, [[10]], 'regra=pirangi', PLAIN_HOST)).toThrow(/PP; QUI/);
  });
});
