// The custom functions called as Excel calls them, checked against the engine run directly on the
// same data (no expected values copied from output).
import * as fs from 'fs';
import * as path from 'path';
import { PCD_RULES, RULE_SETS, classify, reserve, validateDocument } from '../../../../src/engine';
import type { CargoResult, Concurso, ConcursoResult, Warning } from '../../../../src/engine';
import { CellValueError } from '../../../../src/hosts/excel/functions/errors';
import { classifyTable, finalList, reservation, sequence } from '../../../../src/hosts/excel/functions/functions';
import { CLASSIFY_HEADER, CLASSIFY_PCD_COLUMN, TOTAL_LABEL, WARNINGS_HEADER } from '../../../../src/app/formulas/implementation';
import { finalListTables } from '../../../../src/sheet';
import { Cell, Doc, actsArg, fixtureDoc, randomDoc, toExcelTable, vacanciesArg } from '../../../support/excel-input';

/** Excel passes omitted optional arguments as null (desktop) or undefined; both must work. */
const OMITTED = [null, undefined] as unknown as string[];

function engine(doc: Doc): { concurso: Concurso; result: ConcursoResult } {
  const v = validateDocument(doc);
  if (!v.concurso) throw new Error(`documento de teste inválido: ${JSON.stringify(v.problemas)}`);
  return { concurso: v.concurso, result: classify(v.concurso) };
}

function cargoOf(result: ConcursoResult, cargo: string | null | undefined): CargoResult {
  return result.cargos.find((c) => c.cargo === (cargo ?? null)) ?? result.cargos[0];
}

function expectValueError(fn: () => unknown, ...fragments: (string | RegExp)[]): CellValueError {
  let err: unknown;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(CellValueError);
  const e = err as CellValueError;
  expect(e.code).toBe('#VALUE!');
  for (const f of fragments) expect(e.message).toMatch(f);
  return e;
}

function noNulls(m: unknown[][]): void {
  for (const row of m) for (const c of row) expect(c === null || c === undefined).toBe(false);
}

describe('COTAS.RESERVA', () => {
  const ns = [...Array.from({ length: 60 }, (_, i) => i + 1), 77, 90, 100, 101, 250];
  for (const rules of RULE_SETS) {
    for (const rounding of ['total', 'por-grupo', undefined] as const) {
      test(`${rules.id}, arredondamento ${rounding ?? '(padrão)'}: tabela e cada grupo iguais ao motor`, () => {
        const codes = rules.groups.map((g) => g.code);
        for (const n of ns) {
          const expected = reserve(n, rules.id, { arredondamento: rounding });
          const total = codes.reduce((s, c) => s + expected.reserva[c], 0);
          const table = reservation(n, null as unknown as string, rules.id, rounding ?? (null as unknown as string));
          expect(table).toEqual([
            [...codes, 'AC', TOTAL_LABEL],
            [...codes.map((c) => expected.reserva[c]), expected.reserva.AC, total],
          ]);
          for (const c of [...codes, 'AC']) expect(reservation(n, c, rules.id, rounding)).toEqual([[expected.reserva[c]]]);
          expect(reservation(n, 'TOTAL', rules.id, rounding)).toEqual([[total]]);
        }
      });
    }
  }

  test('grupo por extenso, sem acento, em minúsculas', () => {
    const e = reserve(100).reserva;
    expect(reservation(100, 'pretos e pardos')).toEqual([[e.PP]]);
    expect(reservation(100, 'Indígenas')).toEqual([[e.IND]]);
    expect(reservation(100, 'indigenas')).toEqual([[e.IND]]);
    expect(reservation(100, 'quilombolas')).toEqual([[e.QUI]]);
    expect(reservation(100, 'Ampla concorrência')).toEqual([[e.AC]]);
    expect(reservation(100, 'total reservado')).toEqual([[e.PP + e.IND + e.QUI]]);
  });

  test('argumentos omitidos (null ou undefined) usam a regra e o arredondamento padrão', () => {
    const e = reserve(17);
    for (const o of OMITTED) {
      expect(reservation(17, o, o, o)[1]).toEqual([
        e.reserva.PP,
        e.reserva.IND,
        e.reserva.QUI,
        e.reserva.AC,
        e.reserva.PP + e.reserva.IND + e.reserva.QUI,
      ]);
    }
  });

  test('regra por nome usual e arredondamento escrito à mão', () => {
    const e = reserve(17, 'federal-15142-2025', { arredondamento: 'total' });
    expect(reservation(17, 'PP', 'Lei 15.142/2025', 'Total')).toEqual([[e.reserva.PP]]);
    expect(reservation(17, 'PP', 'pirangi', 'por grupo')).toEqual([
      [reserve(17, 'pirangi-3056-2025', { arredondamento: 'por-grupo' }).reserva.PP],
    ]);
  });

  test('reserva PcD (opção pcd): tabela e grupo PCD iguais ao motor, e os números de rules.md §9', () => {
    for (const rule of PCD_RULES) {
      for (const n of ns) {
        const e = reserve(n, 'pirangi-3056-2025', { pcd: rule.id }).reserva;
        const table = reservation(n, null as unknown as string, null as unknown as string, null as unknown as string, `pcd=${rule.id}`);
        const reserved = e.PP + e.IND + e.QUI + e.PCD;
        expect(table).toEqual([
          ['PP', 'IND', 'QUI', 'PCD', 'AC', TOTAL_LABEL],
          [e.PP, e.IND, e.QUI, e.PCD, e.AC, reserved],
        ]);
        expect(reserved + e.AC).toBe(n);
        expect(reservation(n, 'PCD', '', '', `pcd=${rule.id}`)).toEqual([[e.PCD]]);
      }
    }
    // rules.md §9 (total + federal-9508-2018): 5 → PCD 1; 10 → 1; 21 → 2; 100 → 5; below 5, none.
    const pcd = (n: number, grupo = 'PCD'): unknown => reservation(n, grupo, '', '', 'pcd=Decreto 9.508/2018')[0][0];
    expect([4, 5, 10, 21, 100].map((n) => pcd(n))).toEqual([0, 1, 1, 2, 5]);
    expect([5, 10, 21, 100].map((n) => pcd(n, 'AC'))).toEqual([3, 7, 15, 75]);
    expect(pcd(21, 'PcD')).toBe(2);
    expect(pcd(21, 'pessoas com deficiência')).toBe(2);
    expect(pcd(21, 'TOTAL')).toBe(6);
  });

  test('grupo PCD sem a regra PcD, opções que não valem para a função, regra informada duas vezes', () => {
    expectValueError(() => reservation(21, 'PCD'), /grupo PCD: escolha a regra da reserva PcD nas opções/, /pcd=federal-9508-2018/);
    expectValueError(() => reservation(21, 'PCD', '', '', 'pcd=nenhuma'), /grupo PCD: escolha a regra/);
    expectValueError(
      () => reservation(21, 'PP', '', '', 'cargo=Professor'),
      /a opção 'cargo' não vale para esta função \(use: regra, arredondamento, colisao, pcd\)/,
    );
    expectValueError(
      () => reservation(21, 'PP', 'pirangi', '', 'regra=federal-15142-2025'),
      /regra: informado no argumento \('pirangi-3056-2025'\) e nas opções \('federal-15142-2025'\)/,
    );
    // The same choice in both places is fine.
    expect(reservation(21, 'PP', 'pirangi', '', 'regra=pirangi-3056-2025; pcd=federal-9508-2018')).toEqual([[3]]);
  });

  test('grupo que a regra não tem: 0', () => {
    expect(reservation(100, 'IND', 'federal-12990-2014')).toEqual([[0]]);
  });

  test('erros em português (#VALOR!)', () => {
    expectValueError(() => reservation(-3), /vagas/, /negativo/);
    expectValueError(() => reservation(2.5), /vagas/, /inteiro/);
    expectValueError(() => reservation(0), /vagas: informe pelo menos 1 vaga/);
    expectValueError(() => reservation(10, 'brancos'), /grupo desconhecido/, /PP, IND, QUI, PCD, AC, TOTAL/);
    expectValueError(() => reservation(10, 'PP', 'lei-inexistente'), /regra desconhecida/, /pirangi-3056-2025/);
    expectValueError(() => reservation(10, 'PP', '', 'metade'), /arredondamento desconhecido/);
  });
});

describe('COTAS.SEQUENCIA', () => {
  test('uma coluna com a modalidade de cada posição, igual ao motor', () => {
    for (const rules of RULE_SETS) {
      for (const rounding of ['total', 'por-grupo'] as const) {
        for (const collision of ['anterior', 'posterior'] as const) {
          for (const n of [1, 2, 3, 4, 10, 13, 17, 30, 50, 84, 100, 133]) {
            const expected = reserve(n, rules.id, { arredondamento: rounding, colisao: collision }).sequencia;
            const got = sequence(n, rules.id, rounding, collision);
            expect(got).toEqual(expected.map((m) => [m]));
          }
        }
      }
    }
  });

  test('argumentos omitidos', () => {
    for (const o of OMITTED) expect(sequence(17, o, o, o)).toEqual(reserve(17).sequencia.map((m) => [m]));
  });

  test('com a reserva PcD nas opções: as posições PCD de rules.md §9', () => {
    for (const rule of PCD_RULES) {
      for (const n of [4, 5, 21, 30, 100]) {
        expect(sequence(n, '', '', '', `pcd=${rule.id}`)).toEqual(
          reserve(n, 'pirangi-3056-2025', { pcd: rule.id }).sequencia.map((m) => [m]),
        );
      }
    }
    const at = (n: number, code: string): number[] =>
      sequence(n, '', '', '', 'pcd=federal-9508-2018').flatMap((r, i) => (r[0] === code ? [i + 1] : []));
    expect(at(21, 'PCD')).toEqual([5, 21]);
    expect(at(21, 'PP')).toEqual([3, 8, 18]);
    expect(at(21, 'IND')).toEqual([13]);
    expect(at(100, 'PCD')).toEqual([5, 21, 41, 61, 81]);
    expect(at(100, 'QUI')).toEqual([28, 73]);
  });

  test('erros', () => {
    expectValueError(() => sequence(10, 'pirangi', 'total', 'meio'), /colisão desconhecida/);
    expectValueError(() => sequence(-1), /vagas/);
  });
});

/**
 * Expected CLASSIFICAR row of a candidate, from the engine's result: the outcome, then the messages
 * of the warnings that name the candidate (those the situação does not already tell).
 */
function expectedRow(result: ConcursoResult, cargo: string | null | undefined, inscricao: string, withPcd = false): Cell[] {
  const c = cargoOf(result, cargo);
  const o = c.candidatos.find((x) => x.inscricao === inscricao);
  if (!o) throw new Error(`sem resultado para ${inscricao}`);
  const avisos = c.avisos
    .filter((a) => a.inscricoes?.includes(inscricao) && a.codigo !== 'resultado-provisorio' && a.codigo !== 'vaga-revertida')
    .map((a) => a.mensagem)
    .join(' | ');
  const ranks = [o.classificacaoAC ?? '', o.classificacaoGrupo ?? '', ...(withPcd ? [o.classificacaoPcd ?? ''] : [])];
  return [o.descricao, o.modalidade ?? '', o.posicao ?? '', ...ranks, avisos];
}

const BLANK_ROW: Cell[] = CLASSIFY_HEADER.map(() => '');

/**
 * The warnings of a result as COTAS.LISTA(…; "AVISOS") lists them, before sorting: the concurso's (no
 * cargo), then each cargo's that are not the concurso's, with the cargo's name (`only`: one cargo's).
 */
function shownWarnings(result: ConcursoResult, only?: CargoResult): { a: Warning; cargo: string }[] {
  const key = (a: Warning): string => `${a.codigo}\u0000${a.mensagem}`;
  const general = new Set(result.avisos.map(key));
  const out = result.avisos.map((a) => ({ a, cargo: '' }));
  for (const c of result.cargos)
    if (!only || c === only) for (const a of c.avisos) if (!general.has(key(a))) out.push({ a, cargo: c.cargo ?? '' });
  return out;
}

/** The header row: the titles, the last one ("Avisos") short, with the count of warnings and where they are. */
function expectHeader(row: Cell[], result: ConcursoResult, withPcd = false): void {
  expect(row.slice(0, -1)).toEqual(withPcd ? [...CLASSIFY_HEADER.slice(0, -1), CLASSIFY_PCD_COLUMN] : CLASSIFY_HEADER.slice(0, -1));
  const last = String(row[row.length - 1]);
  const all = shownWarnings(result);
  const errors = all.filter((w) => w.a.nivel === 'erro').length;
  if (all.length === 0) expect(last).toBe('Avisos (nenhum) — leitura da tabela em COTAS.LISTA(…; "AVISOS")');
  else {
    const count = errors === 0 ? `${all.length}` : `${all.length}, ${errors} ${errors === 1 ? 'erro' : 'erros'} a resolver`;
    expect(last).toBe(`Avisos (${count}) — veja COTAS.LISTA(…; "AVISOS")`);
  }
}

function checkClassify(doc: Doc, style: 'desktop' | 'web', seed: number, opcoes?: string): void {
  const { result } = engine(doc);
  const withPcd = result.opcoes.pcd !== 'nenhuma';
  const width = CLASSIFY_HEADER.length + (withPcd ? 1 : 0);
  const { rows, rowOf } = toExcelTable(doc, style, seed);
  // The record of acts, when the document has one (rules.md §10), as the Nomeações range.
  const acts = actsArg(doc, style, seed);
  const out = (
    acts
      ? classifyTable(rows as unknown[][], vacanciesArg(doc, seed % 2 === 0) as unknown[][], opcoes, acts as unknown[][])
      : classifyTable(rows as unknown[][], vacanciesArg(doc, seed % 2 === 0) as unknown[][], opcoes)
  ) as Cell[][];
  noNulls(out);
  expectHeader(out[0], result, withPcd);
  // Aligned with the input: one output row per input row (trailing blank rows dropped).
  expect(out.length).toBeLessThanOrEqual(rows.length);
  expect(out.length).toBe(rowOf[rowOf.length - 1] + 1);
  const candidateRows = new Set(rowOf);
  for (let r = 1; r < out.length; r++) {
    expect(out[r]).toHaveLength(width);
    if (!candidateRows.has(r)) expect(out[r]).toEqual(new Array(width).fill(''));
  }
  doc.candidatos.forEach((c, i) => {
    expect(out[rowOf[i]]).toEqual(expectedRow(result, doc.cargos ? c.cargo : null, c.inscricao, withPcd));
  });
}

describe('COTAS.CLASSIFICAR', () => {
  const fixtures = path.join(__dirname, '..', '..', '..', 'fixtures', 'examples');
  const docs = fs
    .readdirSync(fixtures)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ name: f, data: JSON.parse(fs.readFileSync(path.join(fixtures, f), 'utf8')) }))
    .filter((f) => f.data.kind === 'classificar');

  test.each(docs.map((d) => [d.name, d.data.input]))('exemplo %s, como o Excel passa (desktop e web)', (_name, input) => {
    const doc = fixtureDoc(input);
    checkClassify(doc, 'desktop', 11, optionsText(doc.opcoes));
    checkClassify(doc, 'web', 12, optionsText(doc.opcoes));
  });

  test.each([1, 2, 3, 4, 5, 6])('concurso aleatório %i: um cargo, blanks do desktop e da web', (seed) => {
    const doc = randomDoc(seed, 40 + seed * 15, undefined, 3 + seed * 4);
    checkClassify(doc, seed % 2 ? 'desktop' : 'web', seed * 31);
  });

  test.each([7, 8, 9])('concurso aleatório %i: vários cargos, vagas num intervalo Cargo | Vagas', (seed) => {
    const doc = randomDoc(seed, 120, [
      { cargo: 'Professor PEB I', vagas: 8 },
      { cargo: 'Motorista', vagas: 1 },
      { cargo: 'Agente Administrativo', vagas: 17 },
    ]);
    checkClassify(doc, seed % 2 ? 'desktop' : 'web', seed);
  });

  test('opções: regra, arredondamento, colisão, ausência, datas (comparado ao motor com as mesmas opções)', () => {
    const base = randomDoc(42, 150, undefined, 30);
    const doc: Doc = {
      ...base,
      regra: 'federal-15142-2025',
      opcoes: {
        arredondamento: 'por-grupo',
        colisao: 'posterior',
        ausenciaConfirmacao: 'eliminado',
        dataReferencia: '2026-02-01',
        dataEdital: '2026-01-05',
      },
    };
    checkClassify(
      doc,
      'desktop',
      5,
      'regra=federal-15142-2025; arredondamento=por-grupo; colisao=posterior; ausencia=eliminado; referencia=01/02/2026; edital=05/01/2026',
    );
    checkClassify(
      doc,
      'web',
      6,
      'Regra: Lei 15.142/2025\nArredondamento = Por grupo; Colisão=Posterior; AUSÊNCIA=eliminado; Referência=2026-02-01; edital=05/01/2026',
    );
  });

  test('opções pcd e reservaMultipla: a coluna da classificação na lista PcD (comparado ao motor com as mesmas opções)', () => {
    const base = randomDoc(43, 200, undefined, 25);
    expect(base.candidatos.filter((c) => c.pcd).length).toBeGreaterThan(5);
    for (const [opcoes, text] of [
      [{ pcd: 'federal-9508-2018' }, 'pcd=federal-9508-2018'],
      [{ pcd: 'sp-lc683-1992', reservaMultipla: 'todas' }, 'Reserva PcD = LC 683/1992; reserva múltipla = todas'],
      [
        { pcd: 'federal-9508-2018', reservaMultipla: 'maior-percentual' },
        'pcd=Decreto federal nº 9.508/2018; reservaMultipla=maior percentual',
      ],
    ] as const) {
      const doc: Doc = { ...base, opcoes };
      const { result } = engine(doc);
      expect(result.cargos[0].listas.PCD.length).toBeGreaterThan(0);
      checkClassify(doc, 'desktop', 7, text);
    }
    // pcd=nenhuma: no PcD list, no column.
    checkClassify({ ...base, opcoes: { pcd: 'nenhuma' } }, 'web', 8, 'pcd=nenhuma');
  });

  test('o resultado não depende da ordem das colunas nem do estilo das células', () => {
    const doc = randomDoc(99, 80, undefined, 13);
    const a = toExcelTable(doc, 'desktop', 1);
    const b = toExcelTable(doc, 'web', 2);
    const outA = classifyTable(a.rows as unknown[][], [[13]]) as Cell[][];
    const outB = classifyTable(b.rows as unknown[][], [[13]]) as Cell[][];
    doc.candidatos.forEach((_, i) => expect(outA[a.rowOf[i]]).toEqual(outB[b.rowOf[i]]));
  });

  test('tabela inteira de colunas (A:J): as linhas em branco do fim não entram no resultado', () => {
    const doc = randomDoc(5, 10, undefined, 4);
    const { rows } = toExcelTable(doc, 'web', 3);
    const huge = rows.concat(Array.from({ length: 5000 }, () => rows[0].map(() => null)));
    const out = classifyTable(huge as unknown[][], [[4]]);
    expect(out.length).toBeLessThan(rows.length);
  });

  test('um cargo escrito de jeitos diferentes ("Professor", "professor ") com um número de vagas', () => {
    const rows: Cell[][] = [
      ['Inscrição', 'Nota', 'Cargo'],
      ['1', 10, 'Professor'],
      ['2', 20, 'professor '],
      ['3', '15,5', 'PROFESSOR'],
    ];
    const doc: Doc = {
      vagas: 2,
      candidatos: [10, 20, 15.5].map((nota, i) => ({
        inscricao: String(i + 1),
        nome: '',
        nota,
        aprovado: true,
        grupo: null,
        optante: false,
        confirmacao: 'pendente',
        fraude: false,
        nascimento: null,
        desempate: [],
      })),
    };
    const { result } = engine(doc);
    const out = classifyTable(rows as unknown[][], [[2]]) as Cell[][];
    doc.candidatos.forEach((c, i) => expect(out[i + 1]).toEqual(expectedRow(result, null, c.inscricao)));
  });

  test('linhas de título acima do cabeçalho: o resultado continua alinhado e os erros contam as linhas do intervalo', () => {
    const doc = randomDoc(17, 30, undefined, 5);
    const { result } = engine(doc);
    const { rows, rowOf } = toExcelTable(doc, 'desktop', 9);
    const titled = [['Concurso Público nº 01/2026', 0, 0], [0, 0, 0], ...rows] as unknown[][];
    const out = classifyTable(titled, [[5]]) as Cell[][];
    expect(out[0]).toEqual(BLANK_ROW);
    expect(out[1]).toEqual(BLANK_ROW);
    expectHeader(out[2], result);
    doc.candidatos.forEach((c, i) => expect(out[rowOf[i] + 2]).toEqual(expectedRow(result, null, c.inscricao)));
    const bad = titled.map((r) => (r as Cell[]).slice());
    const notaCol = (bad[2] as string[]).findIndex((h) => /nota|pontua/i.test(String(h)));
    bad[2 + rowOf[0]][notaCol] = 'dez';
    expectValueError(
      () => classifyTable(bad as unknown[][], [[5]]),
      new RegExp(`Linha ${3 + rowOf[0]}, coluna '${String(bad[2][notaCol])}'`),
    );
  });

  test('empate não resolvido que decide a nomeação: aparece nas linhas empatadas e no cabeçalho, nunca em silêncio', () => {
    const rows: Cell[][] = [
      ['Inscrição', 'Nome', 'Nota'],
      ['101', 'Ana', 90],
      ['102', 'Bia', '80,0'],
      ['103', 'Caio', 80],
      ['104', 'Duda', 70],
    ];
    const out = classifyTable(rows as unknown[][], [[2]]) as Cell[][];
    const avisos = CLASSIFY_HEADER.length - 1;
    expect(out[0][avisos]).toMatch(/^Avisos \(\d+, 1 erro a resolver\) — veja COTAS\.LISTA\(…; "AVISOS"\)$/);
    const list = finalList(rows as unknown[][], [[2]], 'AVISOS') as Cell[][];
    expect(list[1][0]).toBe('Erro');
    expect(list[1][3]).toMatch(/^Empate não resolvido entre as inscrições 102 e 103/);
    expect(out[2][avisos]).toMatch(/Empate não resolvido entre as inscrições 102 e 103.*decide quem é nomeado/);
    expect(out[3][avisos]).toBe(out[2][avisos]);
    expect(out[1][avisos]).toBe('');
    expect(out[4][avisos]).toBe('');
    // The provisional order (by inscrição) is still shown: 102 takes the 2nd vacancy, 103 does not.
    expect(out[2][0]).toMatch(/^A nomear – 2ª vaga/);
    expect(out[3][0]).toBe('Cadastro de reserva');
  });

  test('empate entre milhares: cada célula cabe numa célula do Excel e cada empatado tem o aviso', () => {
    // Regression: the warning named every inscrição (5,000 × 8 characters), more than a cell holds.
    // (Checked with booleans: a failing toMatch would print the whole text.)
    const n = 5000;
    const rows: Cell[][] = [
      ['Inscrição', 'Nome', 'Nota'],
      ...Array.from({ length: n }, (_, i): Cell[] => [String(100000 + i), `Pessoa ${i}`, 70]),
    ];
    const out = classifyTable(rows as unknown[][], [[10]]) as Cell[][];
    const avisos = CLASSIFY_HEADER.length - 1;
    const fits = (m: Cell[][]): boolean => m.every((row) => row.every((c) => String(c).length <= 32767));
    expect(fits(out)).toBe(true);
    const named = /^Empate não resolvido entre as inscrições 100000, 100001, [0-9, ]+ e mais 4980 \(nota 70/;
    expect(out.slice(1, n + 1).every((r) => named.test(String(r[avisos])))).toBe(true);
    expect(/^Avisos \(\d+, 1 erro a resolver\)/.test(String(out[0][avisos]))).toBe(true);
    const list = finalList(rows as unknown[][], [[10]], 'AVISOS') as Cell[][];
    expect(fits(list)).toBe(true);
    const tie = list.find((r) => /^Empate não resolvido/.test(String(r[3])))!;
    expect(/decide quem é nomeado/.test(String(tie[3]))).toBe(true);
    expect(named.test(String(tie[3]))).toBe(true);
    // The Inscrições column holds as many as fit, then says it was cut.
    expect(String(tie[4]).startsWith('100000, 100001, 100002')).toBe(true);
    expect(/texto cortado/.test(String(tie[4]))).toBe(true);
  });

  test('muitos avisos: o cabeçalho curto os conta, e COTAS.LISTA(…; "AVISOS") sem cargo lista os de todos os cargos', () => {
    // 12 cargos of 1 vacancy, each with a tie for it: 12 errors, after the warning that these cargos
    // have no reserve (cargo-abaixo-do-minimo, about the concurso: it comes first).
    const rows: Cell[][] = [['Inscrição', 'Nota', 'Cargo']];
    const vagas: Cell[][] = [['Cargo', 'Vagas']];
    for (let k = 0; k < 12; k++) {
      rows.push([`${k}01`, 90, `Cargo ${k}`], [`${k}02`, 90, `Cargo ${k}`]);
      vagas.push([`Cargo ${k}`, 1]);
    }
    const out = classifyTable(rows as unknown[][], vagas as unknown[][]) as Cell[][];
    const head = String(out[0][CLASSIFY_HEADER.length - 1]);
    const list = finalList(rows as unknown[][], vagas as unknown[][], 'AVISOS') as Cell[][];
    const warnings = list.slice(1).filter((r) => r[0] !== 'Leitura');
    expect(head).toBe(`Avisos (${warnings.length}, 12 erros a resolver) — veja COTAS.LISTA(…; "AVISOS")`);
    // The concurso's warning (no cargo) first among the warnings, after the 12 errors, one per cargo.
    expect(warnings.slice(0, 12).map((r) => [r[0], r[1]])).toEqual(Array.from({ length: 12 }, (_, k) => ['Erro', `Cargo ${k}`]));
    expect(warnings[12].slice(0, 2)).toEqual(['Aviso', '']);
    expect(warnings[12][3]).toMatch(/^Os cargos "Cargo 0", .* têm menos de 2 vagas/);
    // Then what was read.
    expect(list[list.length - 1][0]).toBe('Leitura');
    expect(list[list.length - 1][3]).toMatch(/^Leitura: Inscrição ← A 'Inscrição', /);
  });

  test('edital anterior à lei: o aviso de erro fica no cabeçalho', () => {
    const rows: Cell[][] = [
      ['Inscrição', 'Nota'],
      ['1', 90],
      ['2', 80],
    ];
    const out = classifyTable(rows as unknown[][], [[2]], 'edital=05/01/2020') as Cell[][];
    expect(out[0][CLASSIFY_HEADER.length - 1]).toMatch(/^Avisos \(\d+, 1 erro a resolver\) — /);
    const list = finalList(rows as unknown[][], [[2]], 'AVISOS', 'edital=05/01/2020') as Cell[][];
    expect(list[1][0]).toBe('Erro');
    expect(list[1][3]).toMatch(/^O edital foi publicado em 05\/01\/2020/);
    expect(out[1][CLASSIFY_HEADER.length - 1]).toBe('');
  });

  test('erros nomeiam linha e coluna', () => {
    const header = ['Inscrição', 'Nome', 'Nota', 'Cota', 'Optante'];
    const rows: Cell[][] = [header, ['1', 'Ana', '80,5', 'PP', 'Sim'], ['2', 'Bia', 'abc', '', ''], ['3', 'Caio', 70, 'marciano', 'Não']];
    const e = expectValueError(() => classifyTable(rows as unknown[][], [[2]]), /Linha 3, coluna 'Nota'/, /Linha 4, coluna 'Cota'/);
    expect(e.message).toMatch(/primeira linha do intervalo/);
    expectValueError(
      () =>
        classifyTable(
          [
            ['Nome', 'Cota'],
            ['Ana', 'PP'],
          ] as unknown[][],
          [[2]],
        ),
      /Inscrição|inscrição/,
    );
    expectValueError(() => classifyTable([[1]] as unknown[][], [[2]]), /tabela/);
    expectValueError(() => classifyTable([header] as unknown[][], [[2]]), /cabeçalho/);
    expectValueError(
      () =>
        classifyTable(
          [
            ['Inscrição', 'Nota'],
            ['1', 10],
            ['1', 20],
          ] as unknown[][],
          [[2]],
        ),
      /duas vezes/,
    );
  });

  test('erros nas vagas e nas opções', () => {
    const doc = randomDoc(3, 20, [
      { cargo: 'A', vagas: 2 },
      { cargo: 'B', vagas: 3 },
    ]);
    const { rows } = toExcelTable(doc, 'desktop', 1);
    expectValueError(() => classifyTable(rows as unknown[][], [[5]]), /vagas/i, /cargo/);
    expectValueError(() => classifyTable(rows as unknown[][], [['A', 2]]), /'B'/);
    expectValueError(() => classifyTable(rows as unknown[][], [['dez']]), /vagas/);
    expectValueError(
      () => classifyTable(rows as unknown[][], vacanciesArg(doc, true) as unknown[][], 'cor=azul'),
      /opção desconhecida 'cor'/,
    );
    expectValueError(
      () => classifyTable(rows as unknown[][], vacanciesArg(doc, true) as unknown[][], 'referencia=31/02/2026'),
      /referencia/,
    );
    expectValueError(() => classifyTable(rows as unknown[][], vacanciesArg(doc, true) as unknown[][], 'regra'), /chave=valor/);
    expectValueError(
      () => classifyTable(rows as unknown[][], vacanciesArg(doc, true) as unknown[][], 'pcd=Decreto 3.298/1999'),
      // The same words as the Parâmetros sheet's message (the option catalogue's).
      /reserva PcD desconhecida 'Decreto 3.298\/1999'; use uma destas/,
      /federal-9508-2018 \(Decreto federal nº 9.508\/2018\)/,
    );
    expectValueError(
      () => classifyTable(rows as unknown[][], vacanciesArg(doc, true) as unknown[][], 'reserva multipla=metade'),
      /valor desconhecido 'metade' para a reserva múltipla; use 'maior percentual' ou 'todas'/,
    );
  });
});

/** The workbook's sheet of a cargo's list (finalListTables), as a spill: header, then rows, blanks as ''. */
function workbookSpill(concurso: Concurso, result: ConcursoResult, cargo: CargoResult, list: string): Cell[][] {
  // The version to publish (masked), what COTAS.LISTA gives by default.
  const tables = finalListTables(concurso, result, { mascarar: true }).filter((t) => t.cargo === cargo.cargo);
  const t =
    list === 'AC'
      ? tables.find((x) => x.tipo === 'ampla')
      : list === 'NOMEACAO'
        ? tables.find((x) => x.tipo === 'nomeacao')
        : tables.find((x) => (x.tipo === 'grupo' || x.tipo === 'pcd') && x.cabecalho[0] === `Classificação ${list}`);
  if (!t) throw new Error(`sem a aba da lista ${list}`);
  return [t.cabecalho, ...t.linhas].map((r) => r.map((c) => (c === null || c === undefined ? '' : (c as Cell))));
}

describe('COTAS.LISTA', () => {
  function listsOf(doc: Doc, style: 'desktop' | 'web', cargo?: string, extra = ''): void {
    const { concurso, result } = engine(doc);
    const { rows } = toExcelTable(doc, style, 4);
    const c = cargoOf(result, cargo ?? null);
    const opts = [cargo ? `cargo=${cargo}` : '', extra].filter((x) => x).join('; ') || (null as unknown as string);
    const vac = vacanciesArg(doc, true) as unknown[][];
    for (const list of Object.keys(c.listas)) {
      const out = finalList(rows as unknown[][], vac, list, opts) as Cell[][];
      noNulls(out);
      // The workbook's sheet, row for row (one list builder).
      const sheet = workbookSpill(concurso, result, c, list);
      expect(out[0]).toEqual(sheet[0]);
      const ids = c.listas[list];
      if (ids.length === 0) {
        expect(out).toHaveLength(2);
        expect(String(out[1][out[0].indexOf('Nome')])).toMatch(new RegExp(`^Nenhum candidato na lista ${list} \\(`));
        continue;
      }
      expect(out).toEqual(sheet);
      // And the engine's list, in its order.
      expect(out.slice(1).map((r) => r[out[0].indexOf('Inscrição')])).toEqual(ids);
      expect(out.slice(1).map((r) => r[0])).toEqual(ids.map((_, i) => i + 1));
      const sit = out[0].indexOf('Situação');
      out
        .slice(1)
        .forEach((r, i) => expect(String(r[sit]).startsWith(c.candidatos.find((x) => x.inscricao === ids[i])!.descricao)).toBe(true));
    }
    const nom = finalList(rows as unknown[][], vac, 'NOMEACAO', opts) as Cell[][];
    expect(nom).toEqual(workbookSpill(concurso, result, c, 'NOMEACAO'));
    expect(nom).toHaveLength(c.nomeacao.length + 1);
    const col = (h: string): number => nom[0].indexOf(h);
    c.nomeacao.forEach((n, i) => {
      const r = nom[i + 1];
      // A short reason (Motivo) exactly where the engine explains the position (the full text is in the Memória).
      expect([r[0], r[col('Vaga')], r[col('Inscrição')], r[col('Motivo')] !== '']).toEqual([
        n.posicao,
        n.vaga,
        n.inscricao ?? '',
        !!n.explicacao,
      ]);
    });
    // AVISOS: every warning of the cargo (the concurso's too), errors first, then warnings, then
    // informations, each with its cargo and article; then what was read.
    const av = finalList(rows as unknown[][], vac, 'AVISOS', opts) as Cell[][];
    noNulls(av);
    expect(av[0]).toEqual([...WARNINGS_HEADER]);
    const rank = { erro: 0, aviso: 1, info: 2 } as const;
    const want = shownWarnings(result, cargo ? c : undefined)
      .map((w, k) => ({ w, k }))
      .sort((x, y) => rank[x.w.a.nivel] - rank[y.w.a.nivel] || x.k - y.k)
      .map(({ w: { a, cargo: name } }) => [
        { erro: 'Erro', aviso: 'Aviso', info: 'Informação' }[a.nivel],
        result.cargos.length > 1 || name !== '' ? name : '',
        a.artigo,
        a.mensagem,
        (a.inscricoes ?? []).join(', '),
      ]);
    expect(c.avisos.length).toBeGreaterThan(0); // at least "outra-leitura"
    expect(av.slice(1, -1)).toEqual(want);
    expect(av[av.length - 1][0]).toBe('Leitura');
  }

  test.each([11, 12, 13])('um cargo (semente %i): cada lista igual à aba da planilha e à do motor', (seed) => {
    listsOf(randomDoc(seed, 90, undefined, 6 + seed), seed % 2 ? 'desktop' : 'web');
  });

  test('vários cargos: a lista do cargo escolhido nas opções', () => {
    const doc = randomDoc(21, 150, [
      { cargo: 'Professor PEB I', vagas: 8 },
      { cargo: 'Motorista', vagas: 3 },
    ]);
    listsOf(doc, 'desktop', 'Motorista');
    listsOf(doc, 'web', 'Professor PEB I');
    const { rows } = toExcelTable(doc, 'web', 4);
    expectValueError(() => finalList(rows as unknown[][], vacanciesArg(doc, false) as unknown[][], 'AC'), /cargo=/);
    expectValueError(() => finalList(rows as unknown[][], vacanciesArg(doc, false) as unknown[][], 'AC', 'cargo=Vigia'), /'Vigia'/);
  });

  test.each([41, 42])('com a reserva PcD (semente %i): a lista PCD e a ordem de nomeação iguais às abas', (seed) => {
    const doc: Doc = { ...randomDoc(seed, 120, undefined, 21), opcoes: { pcd: 'federal-9508-2018' } };
    const { result } = engine(doc);
    // 21 vacancies under Pirangi + Decreto nº 9.508/2018: 2 PcD vacancies (rules.md §9), at positions 5 and 21.
    expect(result.cargos[0].reserva.PCD).toBe(2);
    expect(result.cargos[0].listas.PCD.length).toBeGreaterThan(0);
    listsOf(doc, seed % 2 ? 'desktop' : 'web', undefined, 'pcd=Decreto 9.508/2018');
  });

  test('regressão: um empate não resolvido que decide a nomeação aparece marcado na linha, como nas abas', () => {
    // Regression: COTAS.LISTA built its own list and showed "Nomeado(a) – 2ª vaga, AC" with no mark.
    const rows: Cell[][] = [
      ['Inscrição', 'Nome', 'Nota'],
      ['101', 'Ana', 90],
      ['102', 'Bia', 80],
      ['103', 'Caio', 80],
      ['104', 'Duda', 70],
    ];
    for (const list of ['AC', 'NOMEACAO']) {
      const out = finalList(rows as unknown[][], [[2]], list) as Cell[][];
      const sit = out[0].indexOf('Situação');
      const ins = out[0].indexOf('Inscrição');
      const row = out.find((r) => r[ins] === '102')!;
      expect(String(row[sit])).toMatch(/ — empate não resolvido que decide a nomeação: a comissão deve resolvê-lo/);
      expect(String(out.find((r) => r[ins] === '101')![sit])).not.toMatch(/empate/);
    }
    const ac = finalList(rows as unknown[][], [[2]], 'AC') as Cell[][];
    expect(String(ac.find((r) => r[1] === '103')![ac[0].indexOf('Situação')])).toMatch(
      /^Cadastro de reserva — empate não resolvido que decide a nomeação/,
    );
  });

  test('nomes da lista por extenso', () => {
    const doc = randomDoc(31, 60, undefined, 10);
    const { rows } = toExcelTable(doc, 'web', 4);
    const a = finalList(rows as unknown[][], [[10]], 'PP');
    expect(finalList(rows as unknown[][], [[10]], 'pretos e pardos')).toEqual(a);
    expect(finalList(rows as unknown[][], [[10]], 'Ampla concorrência')).toEqual(finalList(rows as unknown[][], [[10]], 'AC'));
    expect(finalList(rows as unknown[][], [[10]], 'Ordem de nomeação')).toEqual(finalList(rows as unknown[][], [[10]], 'NOMEACAO'));
    expect(finalList(rows as unknown[][], [[10]], 'avisos')).toEqual(finalList(rows as unknown[][], [[10]], 'AVISOS'));
    const pcd = finalList(rows as unknown[][], [[10]], 'PCD', 'pcd=federal-9508-2018');
    expect(finalList(rows as unknown[][], [[10]], 'PcD', 'pcd=federal-9508-2018')).toEqual(pcd);
    expect(finalList(rows as unknown[][], [[10]], 'pessoas com deficiência', 'pcd=federal-9508-2018')).toEqual(pcd);
    expectValueError(() => finalList(rows as unknown[][], [[10]], 'XYZ'), /lista desconhecida/, /NOMEACAO, CONVOCADOS, AVISOS/);
    expectValueError(() => finalList(rows as unknown[][], [[10]], 'IND', 'regra=federal-12990-2014'), /lista desconhecida/);
    expectValueError(
      () => finalList(rows as unknown[][], [[10]], 'PCD'),
      /lista PCD: escolha a regra da reserva PcD nas opções/,
      /pcd=federal-9508-2018/,
    );
  });

  test('por padrão (e com mascarar=sim), CPF mascarado e sem datas de nascimento; mascarar=não, a versão completa', () => {
    const rows: Cell[][] = [
      ['Inscrição', 'Nome', 'CPF', 'Nascimento', 'Nota'],
      ['1', 'Ana', '123.456.789-01', '09/03/1961', 90],
      ['2', 'Bia', 98765432100, '01/02/1990', 80],
    ];
    const open = finalList(rows as unknown[][], [[2]], 'AC', 'mascarar=não') as Cell[][];
    expect(open[0]).toContain('Nascimento');
    const cpf = open[0].indexOf('CPF');
    expect(open[1].slice(1, cpf + 2)).toEqual(['1', 'Ana', '123.456.789-01', '09/03/1961']);
    for (const masked of [
      finalList(rows as unknown[][], [[2]], 'AC') as Cell[][],
      finalList(rows as unknown[][], [[2]], 'AC', 'mascarar=sim') as Cell[][],
    ]) {
      expect(masked[0]).not.toContain('Nascimento');
      expect(masked.slice(1).map((r) => r[masked[0].indexOf('CPF')])).toEqual(['***.456.789-**', '***.654.321-**']);
    }
  });
});

describe('o argumento nomeacoes (a planilha Nomeações): COTAS.LISTA(...; "NOMEACAO") e COTAS.CLASSIFICAR', () => {
  const table: Cell[][] = [
    ['Inscrição', 'Nome', 'Nota', 'Situação'],
    ['101', 'Ana', 90, 'Aprovado'],
    ['102', 'Bia', 85, 'Aprovado'],
    ['103', 'Caio', 80, 'Aprovado'],
    ['104', 'Duda', 75, 'Aprovado'],
  ];
  // As Excel desktop sends the range: blank cells as 0, and the unused rows of a whole-column reference.
  const acts: Cell[][] = [
    ['Posição', 'Inscrição', 'Nome', 'Situação', 'Ato', 'Data'],
    [1, 101, 'Ana', 'Nomeada', 'Portaria 1/2026', '02/03/2026'],
    [2, 102, 0, 'Nomeado(a)', 'Portaria 1/2026', 46083],
    [2, 102, 0, 'Desistência', 'Termo de desistência', '16/03/2026'],
    [0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0],
  ];
  const column = (out: Cell[][], header: string): Cell[] => out.slice(1).map((r) => r[out[0].indexOf(header)]);

  test('a ordem de nomeação: a situação de cada posição e quem a ocupou antes', () => {
    const out = finalList(table as unknown[][], [[2]], 'NOMEACAO', undefined, acts as unknown[][]) as Cell[][];
    noNulls(out);
    expect(out[0].slice(-3)).toEqual(['Situação', 'Motivo', 'Ocupantes anteriores']);
    expect(column(out, 'Posição')).toEqual([1, 2]);
    expect(column(out, 'Inscrição')).toEqual(['101', '103']);
    expect(column(out, 'Situação')).toEqual(['Nomeado(a) — Portaria 1/2026', 'A nomear']);
    expect(column(out, 'Ocupantes anteriores')).toEqual(['', '102 (desistência, Termo de desistência, 16/03/2026)']);
  });

  test('sem o argumento: a mesma ordem de antes, todos "A nomear"', () => {
    const out = finalList(table as unknown[][], [[2]], 'NOMEACAO') as Cell[][];
    expect(column(out, 'Inscrição')).toEqual(['101', '102']);
    expect(column(out, 'Situação')).toEqual(['A nomear', 'A nomear']);
    expect(column(out, 'Ocupantes anteriores')).toEqual(['', '']);
  });

  test('COTAS.CLASSIFICAR: a situação de cada candidato depois dos atos', () => {
    const out = classifyTable(table as unknown[][], [[2]], undefined, acts as unknown[][]) as Cell[][];
    expect(out.slice(1).map((r) => r[0])).toEqual([
      'Nomeado(a) – 1ª vaga, AC (Portaria 1/2026, 02/03/2026)',
      'Desistente – renunciou ao concurso; fora de todas as listas (Termo de desistência, 16/03/2026)',
      'A nomear – 2ª vaga, AC',
      'Cadastro de reserva',
    ]);
  });

  test('"Desistente" na coluna Situação da tabela, sem o argumento: um ato, não "não aprovado"', () => {
    const withdrawn = table.map((r) => r.slice());
    withdrawn[2][3] = 'Desistente';
    const out = classifyTable(withdrawn as unknown[][], [[2]]) as Cell[][];
    expect(out.slice(1).map((r) => r[0])).toEqual([
      'A nomear – 1ª vaga, AC',
      'Desistente – renunciou ao concurso; fora de todas as listas',
      'A nomear – 2ª vaga, AC',
      'Cadastro de reserva',
    ]);
  });

  test('problemas no intervalo: cada um com a linha e a coluna, todos de uma vez', () => {
    const bad: Cell[][] = [
      ['Posição', 'Inscrição', 'Situação'],
      [1, 101, 'Promovido'],
      [-1, 102, 'Nomeado'],
    ];
    expectValueError(
      () => finalList(table as unknown[][], [[2]], 'NOMEACAO', undefined, bad as unknown[][]),
      /^Problemas nas nomeações \(linha 1 = primeira linha do intervalo\):/,
      /Linha 2, coluna 'Situação': 'Promovido' não é uma situação de ato conhecida/,
      /Linha 3, coluna 'Posição': a posição '-1' não é um número inteiro a partir de 1/,
    );
    expectValueError(
      () =>
        classifyTable(table as unknown[][], [[2]], undefined, [
          ['Posição', 'Inscrição', 'Situação'],
          [1, 999, 'Nomeado'],
        ]),
      /Linha 2, coluna 'Inscrição': a inscrição 999 não é de candidato\(a\) deste cargo/,
    );
  });
});

describe('adaptador de erros', () => {
  test('dentro do Excel usa CustomFunctions.Error com invalidValue', () => {
    class FakeCfError extends Error {
      constructor(
        public readonly code: string,
        message?: string,
      ) {
        super(message);
      }
    }
    const g = globalThis as { CustomFunctions?: unknown };
    g.CustomFunctions = { Error: FakeCfError, ErrorCode: { invalidValue: '#VALUE!' } };
    try {
      let err: unknown;
      try {
        reservation(-1);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(FakeCfError);
      expect((err as FakeCfError).code).toBe('#VALUE!');
      expect((err as FakeCfError).message).toMatch(/vagas/);
    } finally {
      delete g.CustomFunctions;
    }
  });
});

/** The contract's `opcoes` as the `opções` text of the functions ("pcd=…; referencia=…"). */
function optionsText(opcoes: Record<string, string> | undefined): string | undefined {
  if (!opcoes) return undefined;
  const key: Record<string, string> = { ausenciaConfirmacao: 'ausencia', dataReferencia: 'referencia', dataEdital: 'edital' };
  return Object.entries(opcoes)
    .map(([k, v]) => `${key[k] ?? k}=${v}`)
    .join('; ');
}
