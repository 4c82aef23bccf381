// Property: cosmetic changes to a workbook — hidden rows, rich text, formulas with their cached
// results, row order, extra blank rows — change nothing but the reading report: the same lists and
// the same order of nomination, through the .xlsx file host and through the task pane's sheets.
import fc from 'fast-check';
import { classify } from '../../src/engine';
import type { ConcursoResult } from '../../src/engine';
import { readXlsxBuffer } from '../../src/hosts/file';
import { readConcursoWorkbook } from '../../src/sheet';
import type { SheetData } from '../../src/sheet';
import { seededRandom } from '../../tools/prng';
import { CABECALHO, CARGO, CasoCell, CasoSheet, parametros, pastaDeTrabalho, portSheets } from '../../tools/gerar-entradas';

const COTAS = ['', '', '', 'Pardo', 'Preta', 'PP', 'Indígena', 'Quilombola'];
const SITUACOES = ['Aprovado', 'Aprovado', 'Aprovado', 'Aprovado', 'Reprovado', 'Eliminado'];

/** A random small concurso (one cargo, 6 vacancies), distinct scores: no tie to break by inscrição. */
function baseRows(seed: number, n: number): CasoCell[][] {
  const rnd = seededRandom(seed);
  const notas = new Set<number>();
  const rows: CasoCell[][] = [];
  for (let i = 0; i < n; i++) {
    let nota: number;
    do nota = Math.round((40 + rnd() * 60) * 100) / 100;
    while (notas.has(nota));
    notas.add(nota);
    const cota = COTAS[Math.floor(rnd() * COTAS.length)];
    rows.push([
      String(1000 + i),
      `Candidato ${i}`,
      CARGO,
      nota,
      cota,
      cota ? 'Sim' : '',
      cota ? (rnd() < 0.8 ? 'Deferida' : 'Indeferida') : '',
      SITUACOES[Math.floor(rnd() * SITUACOES.length)],
    ]);
  }
  return rows;
}

interface Cosmetics {
  hidden: boolean[];
  rich: boolean[];
  formulas: boolean[];
  order: number[];
  blanksAfter: number[];
}

function apply(rows: CasoCell[][], k: Cosmetics): CasoSheet {
  const order = rows.map((_, i) => i).sort((a, b) => k.order[a] - k.order[b] || a - b);
  const linhas: CasoCell[][] = [CABECALHO];
  const linhasOcultas: number[] = [];
  order.forEach((i) => {
    const r = rows[i].map((c, col): CasoCell => {
      if (k.formulas[i] && (col === 3 || col === 7) && c !== '' && c !== null && typeof c !== 'object') {
        return { formula: col === 3 ? `ROUND(${c},2)` : `TRIM("${c}")`, resultado: c as string | number };
      }
      if (k.rich[i] && (col === 1 || col === 4 || col === 7) && typeof c === 'string' && c.length > 1) {
        return { ricoTexto: [c.slice(0, 1), c.slice(1)] };
      }
      return c;
    });
    if (k.hidden[i]) linhasOcultas.push(linhas.length);
    linhas.push(r);
    for (let b = 0; b < k.blanksAfter[i]; b++) linhas.push([]);
  });
  return { nome: 'Candidatos', linhas, linhasOcultas };
}

/** What a reading publishes: each cargo's lists and order of nomination. */
function published(sheets: SheetData[]): { listas: ConcursoResult['cargos'][number]['listas']; nomeacao: [string, string | null][] }[] {
  const reading = readConcursoWorkbook(sheets);
  expect(reading.problemas).toEqual([]);
  const result = classify(reading.concurso!);
  return result.cargos.map((c) => ({
    listas: c.listas,
    nomeacao: c.nomeacao.map((n) => [n.vaga, n.inscricao] as [string, string | null]),
  }));
}

const N = 14;
const cosmetics = fc.record({
  hidden: fc.array(fc.boolean(), { minLength: N, maxLength: N }),
  rich: fc.array(fc.boolean(), { minLength: N, maxLength: N }),
  formulas: fc.array(fc.boolean(), { minLength: N, maxLength: N }),
  order: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: N, maxLength: N }),
  blanksAfter: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: N, maxLength: N }),
});

describe('mudanças cosméticas não mudam as listas', () => {
  test('pelo leitor de .xlsx (linha de comando)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), cosmetics, async (seed, k) => {
        const rows = baseRows(seed, N);
        const plain = await readXlsxBuffer(await pastaDeTrabalho([{ nome: 'Candidatos', linhas: [CABECALHO, ...rows] }, parametros(6)]));
        const dressed = await readXlsxBuffer(await pastaDeTrabalho([apply(rows, k), parametros(6)]));
        expect(published(dressed)).toEqual(published(plain));
      }),
      { numRuns: 12 },
    );
  });

  test('pelas abas do painel (Office.js)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), cosmetics, (seed, k) => {
        const rows = baseRows(seed, N);
        const plain = portSheets([{ nome: 'Candidatos', linhas: [CABECALHO, ...rows] }, parametros(6)]);
        const dressed = portSheets([apply(rows, k), parametros(6)]);
        expect(published(dressed)).toEqual(published(plain));
      }),
      { numRuns: 30 },
    );
  });
});
