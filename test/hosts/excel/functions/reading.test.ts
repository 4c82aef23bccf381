// Reading in the custom functions: Excel desktop's blank-as-0 undone in the adapter only, never a
// silent Nota 0 (row 3); the options text rejects what it cannot read (row 13) and takes an explicit
// column mapping; COTAS.CLASSIFICAR's header says what was read.
import { classifyTable, finalList } from '../../../../src/hosts/excel/functions/functions';
import { CellValueError } from '../../../../src/hosts/excel/functions/errors';
import { restoreDesktopBlanks } from '../../../../src/hosts/excel/functions/excel-cells';
import { classifyRange } from '../../../../src/app/formulas/implementation';
import { optionPieces, parseOptionsText } from '../../../../src/app/formulas/options';
import { excelFormulaHost } from '../../../../src/hosts/excel/functions/excel-host';
import { InputError } from '../../../../src/app/formulas/errors';
import { findHeader } from '../../../../src/sheet';
import type { CellValue } from '../../../../src/sheet';

/** The message of what `fn` throws, which must be a `kind`. */
function thrown(kind: new (message: string) => Error, fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(kind);
    return (e as Error).message;
  }
  throw new Error(`esperava ${kind.name}`);
}

/** The #VALOR! message of a custom function. */
const valueError = (fn: () => unknown): string => thrown(CellValueError, fn);
/** The message of an input problem (before `guard` turns it into #VALOR!). */
const inputError = (fn: () => unknown): string => thrown(InputError, fn);

/** A small table as Excel desktop sends it: every blank cell is 0. */
const DESKTOP: CellValue[][] = [
  ['Inscrição', 'Nome', 'Nota', 'Cota', 'Optante', 'Situação', 'Obs.'],
  ['101', 'Ana', 90, 'PP', 'Sim', 0, 0],
  ['102', 'Bia', 80, 0, 0, 0, 'revisar'],
  ['103', 'Caio', 70, 0, 0, 'Aprovado', 0],
  [0, 0, 0, 0, 0, 0, 0],
  ['104', 'Duda', 60, 'PP', 'Sim', 0, 0],
  [0, 0, 0, 0, 0, 0, 0],
];

describe('Excel para computador: célula em branco chega como 0', () => {
  test('0 nas colunas de texto vira branco; linha toda de 0 é linha em branco; o resultado é o da Web', () => {
    const web = DESKTOP.map((r) => r.map((v) => (v === 0 ? '' : v)));
    const desktop = classifyTable(DESKTOP as unknown[][], [[3]]);
    expect(desktop).toEqual(classifyTable(web as unknown[][], [[3]]));
    // Ana (PP, optante, 90) and the others approved: the blanks in Situação are not "0 = reprovado".
    expect(desktop.slice(1, 6).map((r) => r[0])).toEqual([
      expect.stringMatching(/^A nomear/),
      expect.stringMatching(/^A nomear/),
      expect.stringMatching(/^A nomear|^Cadastro/),
      '',
      expect.stringMatching(/^A nomear|^Cadastro/),
    ]);
    expect(desktop).toHaveLength(6); // the trailing row of 0s is a trailing blank row
  });

  test('linha 3 da issue: Nota em branco (0 no desktop) de quem não foi reprovado é #VALOR! que nomeia a célula', () => {
    const rows = DESKTOP.map((r) => r.slice());
    rows[2][2] = 0; // Bia's Nota left blank
    const msg = valueError(() => classifyTable(rows as unknown[][], [[3]]));
    expect(msg).toMatch(/^Problemas na tabela \(linha 1 = primeira linha do intervalo\): Linha 3, coluna 'Nota': a nota é 0 \(célula C3\)/);
    expect(msg).toMatch(/célula em branco como 0/);
    expect(msg).toMatch(/'0/);
    // The same workbook on the web (the Nota blank): also #VALOR!, on the same row.
    const web = rows.map((r) => r.map((v) => (v === 0 ? '' : v)));
    expect(valueError(() => classifyTable(web as unknown[][], [[3]]))).toMatch(/Linha 3, coluna 'Nota'/);
  });

  test('todas as notas 0 de linhas não reprovadas são listadas de uma vez, com a célula', () => {
    const rows = DESKTOP.map((r) => r.slice());
    rows[1][2] = 0;
    rows[3][2] = 0;
    const msg = valueError(() => classifyTable(rows as unknown[][], [[3]]));
    expect(msg).toMatch(/Linha 2, coluna 'Nota': a nota é 0 \(célula C2\).*Linha 4, coluna 'Nota': a nota é 0 \(célula C4\)/);
  });

  test('nota 0 de quem está marcado Reprovado, Eliminado ou com fraude é aceita (não é classificada)', () => {
    const rows = DESKTOP.map((r) => r.slice());
    rows[2][2] = 0;
    rows[2][5] = 'Reprovado';
    rows[3][2] = 0;
    rows[3][5] = 'Eliminado';
    const out = classifyTable(rows as unknown[][], [[3]]);
    expect(out[2][0]).toMatch(/^Não aprovado|^Eliminado|^Reprovado/);
    expect(out[3][0]).toMatch(/^Não aprovado|^Eliminado|^Reprovado/);
  });

  test('nota zero de verdade escrita como texto é lida como 0', () => {
    const rows = DESKTOP.map((r) => r.slice());
    rows[2][2] = '0';
    const out = classifyTable(rows as unknown[][], [[3]]);
    expect(String(out[2][0])).not.toBe('');
  });

  test('uma coluna Situação codificada com números (1/0) mantém o 0: quem decide é a leitura da planilha', () => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Nome', 'Nota', 'Aprovado'],
      ['101', 'Ana', 90, 1],
      ['102', 'Bia', 80, 0],
      ['103', 'Caio', 70, 1],
    ];
    const restored = restoreDesktopBlanks(rows, findHeader, { planilha: 'tabela' });
    expect(restored.rows[2][3]).toBe(0);
    expect(restored.problemas).toEqual([]);
    // …and src/sheet reads a 0 in Situação as "não aprovado" (as a CSV's '0' is).
    const out = classifyTable(rows as unknown[][], [[2]]);
    expect(out[2][0]).toMatch(/^Não aprovado/);
    expect(out[1][0]).toMatch(/^A nomear/);
    // Text-like Situação: the 0 is a blank.
    const text: CellValue[][] = [
      ['Inscrição', 'Nome', 'Nota', 'Situação'],
      ['101', 'Ana', 90, 'Aprovado'],
      ['102', 'Bia', 80, 0],
    ];
    expect(restoreDesktopBlanks(text, findHeader, { planilha: 'tabela' }).rows[2][3]).toBeNull();
  });

  test('Inscrição, Nome e Nascimento: 0 é sempre branco; desempate: 0 é um valor; títulos acima do cabeçalho', () => {
    const rows: CellValue[][] = [
      ['Concurso 01/2026', 0, 0, 0, 0],
      ['Inscrição', 'Nome', 'Nota', 'Nascimento', 'Desempate 1'],
      [101, 'Ana', 90, 0, 0],
      [0, 'Bia', 80, 25000, 3],
    ];
    const r = restoreDesktopBlanks(rows, findHeader, { planilha: 'tabela' });
    expect(r.headerIndex).toBe(1);
    expect(r.rows[0]).toEqual(['Concurso 01/2026', null, null, null, null]);
    expect(r.rows[2]).toEqual([101, 'Ana', 90, null, 0]);
    expect(r.rows[3]).toEqual([null, 'Bia', 80, 25000, 3]);
    // The input is not changed.
    expect(rows[2][3]).toBe(0);
  });
});

/** Issue row 1: the Situação column headed "Resultado". */
const RESULTADO: CellValue[][] = [
  ['Inscrição', 'Nome', 'Nota', 'Resultado'],
  ['101', 'Ana', 95, 'Eliminado'],
  ['102', 'Bia', 80, 'Aprovado'],
  ['103', 'Caio', 70, 'Aprovado'],
];

describe('texto de opções', () => {
  test('linha 13 da issue: "regra=…, referencia=20/03/2026" lê a data de referência (a vírgula separa opções)', () => {
    const o = parseOptionsText('regra=pirangi-3056-2025, referencia=20/03/2026');
    expect(o).toEqual({ regra: 'pirangi-3056-2025', dataReferencia: '2026-03-20' });
    // The age tie-break is in the result: the date reaches the engine.
    const rows: CellValue[][] = [
      ['Inscrição', 'Nome', 'Nota', 'Nascimento'],
      ['101', 'Ana', 80, '01/01/1990'],
      ['102', 'Bia', 80, '01/01/1950'],
    ];
    const r = classifyRange(rows, [[1]], 'regra=pirangi-3056-2025, referencia=20/03/2026', excelFormulaHost(null));
    expect(r.concurso.opcoes.dataReferencia).toBe('2026-03-20');
    expect(r.result.cargos[0].listas.AC[0]).toBe('102');
  });

  test('vírgula dentro de um valor (critérios) continua no valor', () => {
    expect(optionPieces('criterios=Prova objetiva, Títulos; cargo=Professor, nível I')).toEqual([
      'criterios=Prova objetiva, Títulos',
      'cargo=Professor, nível I',
    ]);
    expect(parseOptionsText('criterios=Prova objetiva, Títulos, referencia=01/02/2026')).toEqual({
      criterios: ['Prova objetiva', 'Títulos'],
      dataReferencia: '2026-02-01',
    });
  });

  test('apelidos da data de referência e do edital', () => {
    for (const k of ['dataReferencia', 'data de referência', 'Data referência', 'referência da idade']) {
      expect(parseOptionsText(`${k}=20/03/2026`)).toEqual({ dataReferencia: '2026-03-20' });
    }
    expect(parseOptionsText('data de publicação do edital=05/01/2026')).toEqual({ dataEdital: '2026-01-05' });
  });

  test('uma chave desconhecida é erro que sugere a certa; tudo de uma vez', () => {
    const msg = inputError(() => parseOptionsText('regra=pirangi; refrencia=20/03/2026; data ref=1/1/2026; xyz=1'));
    expect(msg).toMatch(/opção desconhecida 'refrencia': quis dizer dataReferencia=dd\/mm\/aaaa ou "data de referência=dd\/mm\/aaaa"/);
    expect(msg).toMatch(/opção desconhecida 'data ref': quis dizer dataReferencia=/);
    expect(msg).toMatch(/opção desconhecida 'xyz' \(use: /);
  });

  test('um pedaço que não se lê é erro que o nomeia', () => {
    expect(inputError(() => parseOptionsText('regra=pirangi; referencia'))).toMatch(/'referencia' não está no formato chave=valor/);
    expect(inputError(() => parseOptionsText('=3'))).toMatch(/'=3' não tem o nome da opção/);
    expect(inputError(() => parseOptionsText('regra=pirangi=x'))).toMatch(/o valor da opção 'regra' \('pirangi=x'\) tem um '='/);
    expect(inputError(() => parseOptionsText('regra='))).toMatch(/regra: o valor está em branco/);
  });

  test('em COTAS.CLASSIFICAR, a opção ilegível dá #VALOR! com a mensagem em português', () => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Nome', 'Nota'],
      ['101', 'Ana', 80],
    ];
    expect(valueError(() => classifyTable(rows as unknown[][], [[1]], 'regra=pirangi, refernecia=20/03/2026'))).toMatch(
      /^Opções inválidas: opção desconhecida 'refernecia': quis dizer dataReferencia=/,
    );
  });

  test('mapeamento de colunas: "coluna Situação=Resultado", várias, com nomes dos campos', () => {
    expect(parseOptionsText('coluna situacao=Resultado; coluna Nota = Pontos finais; Coluna Avaliação PcD=Junta')).toEqual({
      mapeamento: { situacao: 'Resultado', nota: 'Pontos finais', avaliacaoPcd: 'Junta' },
    });
    expect(parseOptionsText('coluna Cota=Raça; coluna aprovado=Resultado')).toEqual({
      mapeamento: { grupo: 'Raça', situacao: 'Resultado' },
    });
    const msg = inputError(() => parseOptionsText('coluna bolo=X; coluna nota=A; coluna nota=B; coluna cota=A; coluna cargo='));
    expect(msg).toMatch(/coluna bolo: 'bolo' não é um campo da planilha de candidatos/);
    expect(msg).toMatch(/coluna nota: o campo já foi ligado à coluna 'A'/);
    expect(msg).toMatch(/coluna cota: a coluna 'A' já foi ligada ao campo Nota/);
    expect(msg).toMatch(/coluna cargo: falta o cabeçalho da coluna que dá Cargo/);
    // Not an option of the counts.
    expect(inputError(() => parseOptionsText('coluna situacao=Resultado', ['regra']))).toMatch(/não vale para esta função/);
  });

  test('linha 1 da issue nas funções: a Situação em "Resultado", mapeada nas opções, elimina o eliminado', () => {
    const rows = RESULTADO;
    const out = classifyTable(rows as unknown[][], [[1]], 'coluna Situação=Resultado');
    expect(out[1][0]).toMatch(/^Não aprovado|^Eliminado/);
    expect(out[2][0]).toMatch(/^A nomear/);
    expect(String(reading(rows, [[1]], 'coluna Situação=Resultado'))).toMatch(/Situação ← D 'Resultado' \(mapeada\)/);
    const list = finalList(rows as unknown[][], [[1]], 'NOMEACAO', 'coluna situacao=Resultado');
    expect(list[1]).toContain('102');
  });

  test('linha 1 da issue sem o mapeamento: a coluna "Resultado" com Aprovado/Eliminado é #VALOR! que diz como mapear', () => {
    const rows = RESULTADO;
    const msg = valueError(() => classifyTable(rows as unknown[][], [[1]]));
    expect(msg).toMatch(/Resultado/);
    expect(msg).toMatch(/coluna Situação=Resultado|coluna situacao=Resultado/i);
  });
});

/** The last row of COTAS.LISTA(…; "AVISOS"): what was read of the table (the Avisos header of COTAS.CLASSIFICAR points there). */
function reading(rows: CellValue[][], vagas: unknown[][], opcoes?: string): string {
  const list = finalList(rows as unknown[][], vagas, 'AVISOS', opcoes);
  const last = list[list.length - 1];
  expect(last[0]).toBe('Leitura');
  return String(last[3]);
}

describe('COTAS.LISTA(…; "AVISOS") diz o que foi lido', () => {
  test('cada campo ← sua coluna, e as colunas ignoradas', () => {
    const head = reading(DESKTOP, [[3]]);
    expect(head).toMatch(
      /^Leitura: Inscrição ← A 'Inscrição', Nome ← B 'Nome', Nota ← C 'Nota', Cota ← D 'Cota', Optante ← E 'Optante', Situação ← F 'Situação'; 4 candidatos/,
    );
    expect(head).toMatch(/; ignoradas: G 'Obs\.'$/);
  });

  test('sem coluna ignorada, diz isso; os desempates aparecem', () => {
    const rows: CellValue[][] = [
      ['Inscrição', 'Nota', 'Desempate 1'],
      ['101', 80, 3],
      ['102', 70, 2],
    ];
    expect(reading(rows, [[1]])).toBe(
      "Leitura: Inscrição ← A 'Inscrição', Nota ← B 'Nota', Desempate 1 ← C 'Desempate 1'; 2 candidatos; nenhuma coluna ignorada",
    );
  });
});
