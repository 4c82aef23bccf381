// Excel on the web's 5 MB limit per custom-function call (src/hosts/excel/functions/web-limit.ts): the size
// estimate against JSON.stringify, the refusal at the limit and not below it, on the web only, and a
// limit in rows that follows the width of the actual cells.
import { CellValueError } from '../../../../src/hosts/excel/functions/errors';
import { classifyTable, finalList } from '../../../../src/hosts/excel/functions/functions';
import { classifyCells, listCells } from '../../../../src/app/formulas/implementation';
import { excelFormulaHost } from '../../../../src/hosts/excel/functions/excel-host';
import { WEB_PAYLOAD_BUDGET, excelWebLimit, payloadSize } from '../../../../src/hosts/excel/functions/web-limit';
import { seededRandom } from '../../../../tools/prng';

type Cell = string | number | boolean | null;

/** A table of `n` candidates: Inscrição, Nome, Nota (up to four decimals), plus `extra` columns of text of `width` characters. */
function table(n: number, extra = 0, width = 0): Cell[][] {
  const header: Cell[] = ['Inscrição', 'Nome', 'Nota'];
  for (let k = 0; k < extra; k++) header.push(`Observação ${k + 1}`);
  const rows: Cell[][] = [header];
  for (let i = 0; i < n; i++) {
    // Distinct notas (7919 is prime to 900,000): no ties, whose warnings would make the result long.
    const row: Cell[] = [String(100000 + i), `Candidata ${i + 1}`, 10 + ((i * 7919) % 900_000) / 10_000];
    for (let k = 0; k < extra; k++) row.push('x'.repeat(width));
    rows.push(row);
  }
  return rows;
}

/** The error a call throws (it must throw). */
function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error('a chamada não recusou');
}

/** The Office.js global as Excel sets it, for the duration of `body`. */
function withOffice<T>(office: unknown, body: () => T): T {
  const g = globalThis as { Office?: unknown };
  const before = g.Office;
  g.Office = office;
  try {
    return body();
  } finally {
    if (before === undefined) delete g.Office;
    else g.Office = before;
  }
}
const WEB = { context: { diagnostics: { platform: 'OfficeOnline' } } };

describe('tamanho estimado de uma chamada (JSON dos valores)', () => {
  test('igual ao JSON.stringify dos valores: texto, inteiros, decimais (também os de conta, como 0,1 + 0,2), lógicos, vazios, linhas vazias', () => {
    const rnd = seededRandom(12);
    for (let t = 0; t < 200; t++) {
      const m: unknown[][] = [];
      const rows = Math.floor(rnd() * 12);
      for (let r = 0; r < rows; r++) {
        const row: unknown[] = [];
        const width = Math.floor(rnd() * 8);
        for (let k = 0; k < width; k++) {
          const x = rnd();
          if (x < 0.2) row.push('Nome ' + 'ã'.repeat(Math.floor(rnd() * 5)));
          else if (x < 0.35) row.push(Math.floor((rnd() - 0.5) * 1e9));
          else if (x < 0.45) row.push(Math.round((rnd() - 0.3) * 1e6) / 100);
          else if (x < 0.5) row.push(Math.round(rnd() * 1e5) / [10, 1000][Math.floor(rnd() * 2)]);
          else if (x < 0.53) row.push(rnd() / 3);
          else if (x < 0.55)
            row.push([0.1 + 0.2, 0.22999999999999998, 1e-7, -0.5, 1.005, 8e20 + 0.5, 123456789012.25][Math.floor(rnd() * 7)]);
          else if (x < 0.6) row.push(-0);
          else if (x < 0.7) row.push(x < 0.65);
          else if (x < 0.8) row.push(null);
          else if (x < 0.85) row.push(undefined);
          else row.push('');
        }
        m.push(row);
      }
      expect(payloadSize(m)).toBe(JSON.stringify(m).length);
    }
  });
});

describe('Excel na Web: limite de 5 MB por chamada', () => {
  const vagas = [[5]];

  test('no limite, calcula; um byte abaixo dele, #VALOR! dizendo quantas linhas cabem e que o painel faz qualquer tamanho', () => {
    // Two columns of notes: the table is larger than its result, so the request is what hits the limit.
    const rows = table(300, 2, 20);
    const bytes = payloadSize(rows) + payloadSize(vagas);
    const free = classifyCells(rows, vagas, undefined, excelFormulaHost(null));
    expect(classifyCells(rows, vagas, undefined, excelFormulaHost({ bytes }))).toEqual(free);
    const e = thrown(() => classifyCells(rows, vagas, undefined, excelFormulaHost({ bytes: bytes - 1 })));
    expect(e).toBeInstanceOf(Error);
    // 301 rows (the header and 300 candidates) take `bytes`; one byte less holds 300 of that width: 299 candidates.
    expect(e.message).toBe(
      'A tabela tem 300 linhas: no Excel na Web, uma função recebe no máximo cerca de 299 linhas desta largura (limite de 5 MB do Excel). ' +
        'Use o painel do suplemento (Cotas raciais → Abrir painel, etapa Gerar listas finais), que trabalha com qualquer tamanho.',
    );
  });

  test('linhas em branco no fim do intervalo também viajam: a mensagem diz quantas são e pede só as linhas usadas', () => {
    const rows: Cell[][] = [...table(200, 2, 20), ...Array.from({ length: 300 }, () => Array<Cell>(5).fill(null))];
    const used = table(200, 2, 20);
    const free = classifyCells(used, vagas, undefined, excelFormulaHost(null));
    expect(classifyCells(rows, vagas, undefined, excelFormulaHost(null))).toEqual(free); // the blank rows are not in the result
    const bytes = payloadSize(used) + payloadSize(vagas);
    const e = thrown(() => classifyCells(rows, vagas, undefined, excelFormulaHost({ bytes })));
    expect(e.message).toBe(
      'A tabela tem 500 linhas, 300 delas em branco no fim do intervalo: no Excel na Web, uma função recebe no máximo cerca de 200 linhas desta largura ' +
        '(limite de 5 MB do Excel). Selecione só as linhas usadas, ou use o painel do suplemento (Cotas raciais → Abrir painel, etapa Gerar listas finais), ' +
        'que trabalha com qualquer tamanho.',
    );
  });

  test('as linhas que cabem seguem a largura das células: uma tabela mais larga aceita menos linhas', () => {
    const limit = { bytes: 60_000 };
    const fits = (rows: Cell[][]): number => {
      const m = /cerca de ([\d.]+) linhas/.exec(thrown(() => classifyCells(rows, vagas, undefined, excelFormulaHost(limit))).message);
      return Number(m![1].replace(/\./g, ''));
    };
    const narrow = fits(table(3000));
    const wide = fits(table(3000, 2, 20));
    const wider = fits(table(3000, 4, 40));
    expect(wide).toBeLessThan(narrow);
    expect(wider).toBeLessThan(wide);
    // Each estimate matches the table's own size per row (rounded down to hundreds past a thousand).
    for (const [rows, n] of [
      [table(3000), narrow],
      [table(3000, 2, 20), wide],
    ] as const) {
      const perRow = (payloadSize(rows) + payloadSize(vagas)) / rows.length;
      const exact = Math.floor(limit.bytes / perRow) - 1;
      expect(n).toBe(exact >= 1000 ? Math.floor(exact / 100) * 100 : exact);
    }
    // The wide table of as many rows as the narrow one's limit allows is still refused.
    expect(() => classifyCells(table(narrow, 4, 40), vagas, undefined, excelFormulaHost(limit))).toThrow(/cerca de/);
    expect(classifyCells(table(Math.floor(narrow / 2)), vagas, undefined, excelFormulaHost(limit)).length).toBe(Math.floor(narrow / 2) + 1);
  });

  test('um resultado maior que o limite é recusado mesmo quando a tabela cabe', () => {
    const rows = table(400);
    const out = classifyCells(rows, vagas, undefined, excelFormulaHost(null));
    const input = payloadSize(rows) + payloadSize(vagas);
    expect(payloadSize(out)).toBeGreaterThan(input); // six columns of text out, three in
    const limit = { bytes: input };
    const e = thrown(() => classifyCells(rows, vagas, undefined, excelFormulaHost(limit)));
    expect(e.message).toMatch(
      /^O resultado tem 400 linhas: no Excel na Web, uma função devolve no máximo cerca de \d+ linhas desta largura \(limite de 5 MB do Excel\)/,
    );
    expect(e.message).toMatch(/Abrir painel, etapa Gerar listas finais\), que trabalha com qualquer tamanho\.$/);
    expect(classifyCells(rows, vagas, undefined, excelFormulaHost({ bytes: payloadSize(out) }))).toEqual(out);
  });

  test('COTAS.LISTA: a mesma recusa da tabela (a lista cabe: é menor que a tabela)', () => {
    const rows = table(300, 2, 20);
    const list = listCells(rows, vagas, 'AC', undefined, excelFormulaHost(null));
    const bytes = payloadSize(rows) + payloadSize(vagas) + 'AC'.length + 2;
    expect(listCells(rows, vagas, 'AC', undefined, excelFormulaHost({ bytes }))).toEqual(list);
    expect(() => listCells(rows, vagas, 'AC', undefined, excelFormulaHost({ bytes: bytes - 1 }))).toThrow(
      /^A tabela tem 300 linhas: no Excel na Web/,
    );
  });

  test('pela função do Excel: #VALOR! na Web acima de 4,5 MB; no Excel para computador a mesma tabela é calculada', () => {
    // Just over the budget: the rows of this table that fit, plus a few.
    const probe = table(1000, 2, 20);
    const rowsOver = Math.ceil((WEB_PAYLOAD_BUDGET / payloadSize(probe)) * 1000) + 50;
    const big = table(rowsOver, 2, 20);
    expect(payloadSize(big)).toBeGreaterThan(WEB_PAYLOAD_BUDGET);
    const e = withOffice(WEB, () => thrown(() => classifyTable(big, [[10]])));
    expect(e).toBeInstanceOf(CellValueError);
    expect((e as CellValueError).code).toBe('#VALUE!');
    expect(e.message).toMatch(
      /^A tabela tem [\d.]+ linhas: no Excel na Web, uma função recebe no máximo cerca de [\d.]+ linhas desta largura/,
    );
    expect(withOffice(WEB, () => thrown(() => finalList(big, [[10]], 'NOMEACAO'))).message).toBe(e.message);
    const desktop = withOffice({ context: { diagnostics: { platform: 'PC' } } }, () => classifyTable(big, [[10]]));
    expect(desktop.length).toBe(big.length);
    expect(withOffice({ context: { diagnostics: { platform: 'Mac' } } }, () => finalList(big, [[10]], 'NOMEACAO')).length).toBe(11);
  });
});

describe('em que Excel a função roda (Office.context.diagnostics.platform)', () => {
  test('só OfficeOnline tem limite; sem Office, ainda sem contexto ou com erro ao ler, nenhum', () => {
    expect(excelWebLimit()).toBeNull();
    expect(withOffice(WEB, excelWebLimit)).toEqual({ bytes: WEB_PAYLOAD_BUDGET });
    expect(withOffice({ context: { platform: 'OfficeOnline' } }, excelWebLimit)).toEqual({ bytes: WEB_PAYLOAD_BUDGET });
    for (const platform of ['PC', 'Mac', 'Universal', undefined]) {
      expect(withOffice({ context: { diagnostics: { platform } } }, excelWebLimit)).toBeNull();
    }
    expect(withOffice({}, excelWebLimit)).toBeNull();
    const throwing = Object.defineProperty({}, 'context', {
      get() {
        throw new Error('Office.js ainda não carregou');
      },
    });
    expect(withOffice(throwing, excelWebLimit)).toBeNull();
  });
});
