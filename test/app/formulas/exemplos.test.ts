// Every function example a person is shown — the pane's Publicação step (src/app/help.ts, in Excel's
// and in Google Sheets' syntax), the add-in's help page (src/taskpane/ajuda.html) and the functions'
// guide (docs/excel.md, §2) — works as written on the example workbook (assets/exemplo-concurso.xlsx,
// 5 cargos): each formula is parsed out of its file, its references read from the workbook's sheets,
// and evaluated with the host-free formulas (src/app/formulas) as that host calls them. No error
// value, and the first rows expected (checked by hand against the example's data: the highest Nota
// of the cargo's list). A signature (`=COTAS.RESERVA(vagas; [grupo]; …)`) or a placeholder
// (`COTAS.LISTA(…; "AVISOS")`) is not an example.
import * as fs from 'fs';
import * as path from 'path';
import { functionHelp } from '../../../src/app/help';
import { PLAIN_HOST } from '../../../src/app/formulas/host';
import type { FormulaHost } from '../../../src/app/formulas/host';
import { classifyCells, listCells, reserveCells, sequenceCells } from '../../../src/app/formulas/implementation';
import type { OutMatrix } from '../../../src/app/formulas/implementation';
import { excelFormulaHost } from '../../../src/hosts/excel/functions/excel-host';
import { readSpreadsheetFile } from '../../../src/hosts/file';
import type { CellValue } from '../../../src/sheet';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The formulas of a text: `=COTAS.X(…)`, `=COTAS_X(…)` or `=RESERVA(…)`, up to the closing parenthesis (outside quotes). */
function formulasIn(text: string): string[] {
  const out: string[] = [];
  const start = /=(?:COTAS[._][A-Z]+|RESERVA)\(/g;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    let depth = 0;
    let quoted = false;
    let end = -1;
    for (let k = m.index + m[0].length - 1; k < text.length && end < 0; k++) {
      const ch = text[k];
      if (ch === '"') quoted = !quoted;
      else if (!quoted && ch === '(') depth++;
      else if (!quoted && ch === ')' && --depth === 0) end = k;
    }
    if (end < 0) continue;
    const f = text
      .slice(m.index, end + 1)
      .replace(/&quot;/g, '"')
      .replace(/\s*\n\s*/g, ' ');
    // Signatures ("[grupo]") and placeholders ("…") are not examples.
    if (!/\[|…|\.\.\./.test(f)) out.push(f);
  }
  return out;
}

/** Splits the arguments at the top-level ";" (not inside quotes). */
function splitArguments(inner: string): string[] {
  const args: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of inner) {
    if (ch === '"') quoted = !quoted;
    if (ch === ';' && !quoted) {
      args.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  args.push(cur.trim());
  return args;
}

function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

type Sheets = Map<string, CellValue[][]>;

/** One argument's value: a number, a text, omitted (null, as Excel passes it) or a sheet's range (a 2-D array) or cell. */
function argumentValue(arg: string, sheets: Sheets): unknown {
  if (arg === '') return null;
  if (/^"[^"]*"$/.test(arg)) return arg.slice(1, -1);
  if (/^\d+$/.test(arg)) return Number(arg);
  const ref = /^(?:'([^']+)'|([A-Za-zÀ-ÿ]+))!([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(arg);
  if (!ref) throw new Error(`argumento que o teste não lê: ${arg} (escreva a referência com o nome da planilha)`);
  const rows = sheets.get(ref[1] ?? ref[2]);
  if (!rows) throw new Error(`a planilha ${ref[1] ?? ref[2]} não existe no arquivo de exemplo`);
  const [c1, r1] = [columnIndex(ref[3]), Number(ref[4]) - 1];
  const [c2, r2] = ref[5] ? [columnIndex(ref[5]), Number(ref[6]) - 1] : [c1, r1];
  const range = Array.from({ length: r2 - r1 + 1 }, (_, i) =>
    Array.from({ length: c2 - c1 + 1 }, (_, j) => rows[r1 + i]?.[c1 + j] ?? null),
  );
  return ref[5] ? range : range[0][0];
}

/** Evaluates a formula as its host would: Excel (COTAS.) or Google Sheets (COTAS_, and the bare RESERVA of both). */
function evaluate(formula: string, sheets: Sheets): OutMatrix {
  const m = /^=(?:COTAS([._]))?([A-Z]+)\((.*)\)$/.exec(formula);
  if (!m) throw new Error(`fórmula que o teste não lê: ${formula}`);
  const host: FormulaHost = m[1] === '_' ? PLAIN_HOST : excelFormulaHost(null);
  const a = splitArguments(m[3]).map((x) => argumentValue(x, sheets));
  switch (m[2]) {
    case 'RESERVA':
      return reserveCells(a[0], a[1], a[2], a[3], a[4], a[5]);
    case 'SEQUENCIA':
      return sequenceCells(a[0], a[1], a[2], a[3], a[4], a[5]);
    case 'CLASSIFICAR':
      return classifyCells(a[0], a[1], a[2], host, a[3] ?? undefined, a[4] ?? undefined);
    case 'LISTA':
      return listCells(a[0], a[1], a[2], a[3], host, a[4] ?? undefined, a[5] ?? undefined);
    default:
      throw new Error(`função desconhecida: ${formula}`);
  }
}

/**
 * What each example gives on the example workbook, by formula in Excel's spelling: a row (1 = the
 * first row of the result) and values it contains. Checked by hand on the example's data.
 */
const EXPECTED: Record<string, { linha: number; contem: (string | number | RegExp)[] }> = {
  '=COTAS.RESERVA(17; "PP")': { linha: 1, contem: [2] },
  '=COTAS.RESERVA(17; "PP"; ; "por-grupo")': { linha: 1, contem: [3] },
  '=COTAS.RESERVA(17; "total reservado")': { linha: 1, contem: [3] },
  '=COTAS.RESERVA(17)': { linha: 2, contem: [2, 1, 0, 14, 3] },
  '=COTAS.RESERVA(21; "PCD"; ; ; "pcd=federal-9508-2018")': { linha: 1, contem: [2] },
  '=COTAS.RESERVA(21; ; ; ; "pcd=Decreto 9.508")': { linha: 2, contem: [3, 1, 0, 2, 15, 6] },
  // 3% of 32 vacancies, the federal law's IND share.
  '=COTAS.RESERVA(\'Parâmetros\'!B19; "IND"; "federal-15142-2025")': { linha: 1, contem: [1] },
  '=COTAS.RESERVA(10)': { linha: 2, contem: [2, 0, 0, 8] },
  '=COTAS.RESERVA(10; "PP")': { linha: 1, contem: [2] },
  // The Regra sheet of docs/exemplos/aba-regra.xlsx: a joint 30% list (3 of 10) and a 10% PcD rule with
  // any fraction up (1 of 10); AC 6; 4 reserved.
  '=COTAS.RESERVA(10; ; ; ; ; Regra!A1:F40)': { linha: 2, contem: [3, 1, 6, 4] },
  '=COTAS.SEQUENCIA(10)': { linha: 3, contem: ['PP'] },
  '=COTAS.SEQUENCIA(21; ; ; ; "pcd=federal-9508-2018")': { linha: 5, contem: ['PCD'] },
  // The table's first candidate, 260001 (Motorista, 68,75): below Raquel (96,5), the one vacancy's.
  "=COTAS.CLASSIFICAR(Candidatos!A1:N376; 'Parâmetros'!A14:B19)": { linha: 2, contem: ['Cadastro de reserva'] },
  '=COTAS.CLASSIFICAR(Candidatos!A1:N376; \'Parâmetros\'!A14:B19; "pcd=federal-9508-2018; referencia=20/03/2026; criterios=Nota Conhecimentos Específicos, Nota Língua Portuguesa")':
    { linha: 2, contem: ['Cadastro de reserva'] },
  '=COTAS.CLASSIFICAR(Candidatos!A1:N376; \'Parâmetros\'!A14:B19; "regra=federal-15142-2025")': {
    linha: 2,
    contem: ['Cadastro de reserva'],
  },
  "=COTAS.CLASSIFICAR(Candidatos!A1:N376; 'Parâmetros'!A14:B19; ; Nomeações!A1:G200)": { linha: 2, contem: ['Cadastro de reserva'] },
  '=COTAS.CLASSIFICAR(Candidatos!A1:N376; \'Parâmetros\'!A14:B19; "regra=pirangi-3056-2025; arredondamento=total; colisao=anterior; ausencia=ampla; pcd=federal-9508-2018; reservaMultipla=maior-percentual; edital=05/01/2026; referencia=20/03/2026; criterios=Nota Conhecimentos Específicos, Nota Língua Portuguesa")':
    { linha: 2, contem: ['Cadastro de reserva'] },
  // Professor PEB I: the highest PP (Parda, Deferida) is 269001, 92,55.
  '=COTAS.LISTA(Candidatos!A1:N376; \'Parâmetros\'!A14:B19; "PP"; "cargo=Professor PEB I")': {
    linha: 2,
    contem: [1, '269001', '=Maria Aparecida dos Santos', '***.839.000-**'],
  },
  // Agente Comunitário de Saúde: the highest Nota is 260390 (97,25), the 1st position.
  '=COTAS.LISTA(Candidatos!A1:N376; \'Parâmetros\'!A14:B19; "NOMEACAO"; "cargo=Agente Comunitário de Saúde")': {
    linha: 2,
    contem: [1, '260390', 'Tânia Mendonça Prado'],
  },
  // Motorista: one vacancy, Raquel (96,5).
  '=COTAS.LISTA(Candidatos!A1:N376; \'Parâmetros\'!A14:B19; "NOMEACAO"; "cargo=Motorista"; Nomeações!A1:G200)': {
    linha: 2,
    contem: [1, '260027', 'Raquel Assunção Fontes'],
  },
  // The highest PcD with a Deferida assessment: 260313 (89,25).
  '=COTAS.LISTA(Candidatos!A1:N376; \'Parâmetros\'!A14:B19; "PCD"; "pcd=federal-9508-2018; cargo=Agente Comunitário de Saúde")': {
    linha: 2,
    contem: [1, '260313', 'Mônica Aparecida Moraes Tavares'],
  },
  // mascarar=não: the internal version, CPF as written.
  '=COTAS.LISTA(Candidatos!A1:N376; \'Parâmetros\'!A14:B19; "AC"; "cargo=Motorista; mascarar=não")': {
    linha: 2,
    contem: [1, '260027', 'Raquel Assunção Fontes', '316.497.073-04'],
  },
  // The concurso's warning first: Motorista's 1 vacancy, below the minimum of the reserve.
  '=COTAS.LISTA(Candidatos!A1:N376; \'Parâmetros\'!A14:B19; "AVISOS")': { linha: 2, contem: ['Aviso', /Motorista/] },
  // rules.md §12: the first of the cut is the first of the AC list, called through it.
  '=COTAS.LISTA(Candidatos!A1:N376; \'Parâmetros\'!A14:B19; "CONVOCADOS"; "corte ampla=30; cargo=Agente Comunitário de Saúde")': {
    linha: 2,
    contem: [1, 'Ampla concorrência (AC)'],
  },
};

/** The formula in Excel's spelling (COTAS_X → COTAS.X; Sheets' bare RESERVA → COTAS.RESERVA). */
function excelSpelling(f: string): string {
  return f.replace(/^=COTAS_/, '=COTAS.').replace(/^=RESERVA\(/, '=COTAS.RESERVA(');
}

const SOURCES: { nome: string; formulas: () => string[] }[] = [
  {
    nome: 'etapa Publicação do painel (Excel)',
    formulas: () => functionHelp({ prefixo: 'COTAS.', reserva: 'COTAS.RESERVA' }).map((f) => f.formula),
  },
  {
    nome: 'etapa Publicação da barra lateral (Google Planilhas)',
    formulas: () => functionHelp({ prefixo: 'COTAS_', reserva: 'RESERVA' }).map((f) => f.formula),
  },
  { nome: 'src/taskpane/PublicacaoStep.tsx', formulas: () => formulasIn(read('src/taskpane/passos/PublicacaoStep.tsx')) },
  { nome: 'src/taskpane/ajuda.html', formulas: () => formulasIn(read('src/taskpane/ajuda.html')) },
  {
    nome: 'docs/excel.md, §2',
    formulas: () => {
      const doc = read('docs/excel.md');
      return formulasIn(doc.slice(doc.indexOf('## 2. As funções'), doc.indexOf('\n## 3.')));
    },
  },
];

function read(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

let sheets: Sheets;
beforeAll(async () => {
  const { sheets: read } = await readSpreadsheetFile(path.join(ROOT, 'assets', 'exemplo-concurso.xlsx'));
  sheets = new Map(read.map((s) => [s.nome, s.linhas]));
  // The Nomeações sheet the commission creates when it records the first act (docs/planilha.md,
  // §1a): here with its header only, no act yet.
  if (!sheets.has('Nomeações')) sheets.set('Nomeações', [['Cargo', 'Posição', 'Inscrição', 'Nome', 'Situação', 'Ato', 'Data']]);
  // The Regra sheet a commission writes for its own law (docs/planilha.md): the repository's example.
  const regra = await readSpreadsheetFile(path.join(ROOT, 'docs', 'exemplos', 'aba-regra.xlsx'));
  sheets.set('Regra', regra.sheets.find((s) => s.nome === 'Regra')!.linhas);
});

describe.each(SOURCES)('os exemplos de $nome funcionam no arquivo de exemplo', ({ formulas }) => {
  test('cada fórmula, sem valor de erro e com as primeiras linhas esperadas', () => {
    const all = formulas();
    expect(all.length).toBeGreaterThan(0);
    for (const f of all) {
      const expected = EXPECTED[excelSpelling(f)];
      // Each example shown has its expected result here (a new example needs one).
      expect([f, expected === undefined ? 'sem resultado esperado no teste' : 'ok']).toEqual([f, 'ok']);
      let out: OutMatrix | null = null;
      let erro = '';
      try {
        out = evaluate(f, sheets);
      } catch (e) {
        erro = (e as Error).message;
      }
      expect([f, erro]).toEqual([f, '']);
      const row = out![expected.linha - 1];
      expect(row).toBeDefined();
      for (const v of expected.contem) {
        if (v instanceof RegExp) expect([f, row.some((c) => typeof c === 'string' && v.test(c))]).toEqual([f, true]);
        else expect([f, row]).toEqual([f, expect.arrayContaining([v])]);
      }
    }
  });
});

test('a etapa Publicação mostra os exemplos do arquivo de exemplo: a tabela inteira e as vagas de cada cargo', () => {
  for (const f of functionHelp({ prefixo: 'COTAS.', reserva: 'COTAS.RESERVA' }).map((x) => x.formula))
    if (/CLASSIFICAR|LISTA/.test(f)) expect(f).toContain("Candidatos!A1:N376; 'Parâmetros'!A14:B19");
});
