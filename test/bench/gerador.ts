// The benchmark's realistic input, from the project's seeded generator (tools/prng.ts, mulberry32;
// never Math.random, whose sequence repeats and would make almost every score a tie): scores with two
// decimals (ties are common), two tie-break criteria, birth dates, 45% cotistas (PP 40%, IND 3%,
// QUI 2%), a few not approved, indeferidos and pendentes, one in twenty for the PcD reserve. The same
// candidates are written as the contract's JSON (docs/contrato.md) or as a workbook laid out as
// docs/planilha.md describes (pt-BR headers, Nota with two decimals, dates as date cells, Cota labels,
// a Parâmetros sheet with the vacancies), both in pieces so that a million candidates fit.
import * as fs from 'fs';
import ExcelJS from 'exceljs';
import type { Candidate, Concurso } from '../../src/engine';
import { seededRandom } from '../../tools/prng';
import { EXAMPLE_CRITERIA, EXAMPLE_HEADER, cpfFromNine } from '../../tools/gerar-exemplo';

export const BENCH_OPTIONS = {
  arredondamento: 'total' as const,
  colisao: 'anterior' as const,
  ausenciaConfirmacao: 'ampla' as const,
  dataReferencia: '2026-02-01',
  dataEdital: '2026-01-05',
  pcd: 'federal-9508-2018',
  reservaMultipla: 'maior-percentual' as const,
};
export const BENCH_RULE = 'pirangi-3056-2025';
export const BENCH_CRITERIA = EXAMPLE_CRITERIA;

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Fábio', 'Gabriela', 'Hugo', 'Íris', 'João', 'Luíza', 'Márcio'];
const LAST = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Conceição', 'Araújo', 'Gonçalves', 'Ribeiro'];

/** One cargo of a generated concurso: its name (null for a single-cargo document), vacancies and candidates. */
export interface BenchCargo {
  cargo: string | null;
  vagas: number;
  candidatos: number;
}

/**
 * The candidates of one cargo. The draws per candidate are fixed (eleven), so the k-th candidate of a
 * seed is always the same whatever the count.
 */
export function benchCandidates(count: number, seed: number, cargo: string | null = null, prefix = ''): Candidate[] {
  const rnd = seededRandom(seed);
  const out: Candidate[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = nextCandidate(rnd, i, cargo, prefix);
  return out;
}

function nextCandidate(rnd: () => number, i: number, cargo: string | null, prefix: string): Candidate {
  const r = rnd();
  const grupo = r < 0.4 ? 'PP' : r < 0.43 ? 'IND' : r < 0.45 ? 'QUI' : null;
  const c = rnd();
  const year = 1950 + Math.floor(rnd() * 55);
  const month = 1 + Math.floor(rnd() * 12);
  const day = 1 + Math.floor(rnd() * 28);
  const nome = `${FIRST[Math.floor(rnd() * FIRST.length)]} ${LAST[Math.floor(rnd() * LAST.length)]} ${LAST[Math.floor(rnd() * LAST.length)]}`;
  return {
    inscricao: `${prefix}${String(i + 1).padStart(7, '0')}`,
    nome,
    cargo,
    // At least 0,01: a zero in Excel can be a blank cell.
    nota: Math.max(1, Math.round(rnd() * 10000)) / 100,
    aprovado: rnd() < 0.97,
    grupo,
    optante: grupo !== null,
    confirmacao: grupo === null ? 'pendente' : c < 0.9 ? 'deferida' : c < 0.95 ? 'indeferida' : 'pendente',
    fraude: false,
    nascimento: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    desempate: [Math.round(rnd() * 1000) / 10, Math.round(rnd() * 1000) / 10],
    // One in twenty opts for the PcD reserve (from the index: the random sequence stays as it was).
    pcd: i % 20 === 7,
    avaliacaoPcd: i % 100 === 27 ? 'indeferida' : 'deferida',
  };
}

/** `count` candidates in one cargo, or `cargos` cargos of `count` each (seeds 1000 + k, inscrições "k-0000001"). */
export function benchConcurso(shape: BenchCargo[]): Concurso {
  const multi = shape.length > 1;
  const candidatos = shape.flatMap((c, k) => benchCandidates(c.candidatos, multi ? 1000 + k : 42, c.cargo, multi ? `${k + 1}-` : ''));
  return { regra: BENCH_RULE, opcoes: BENCH_OPTIONS, cargos: shape.map((c) => ({ cargo: c.cargo, vagas: c.vagas })), candidatos };
}

export function singleCargo(count: number, vagas: number): BenchCargo[] {
  return [{ cargo: null, vagas, candidatos: count }];
}

export function manyCargos(cargos: number, each: number, vagas: number): BenchCargo[] {
  return Array.from({ length: cargos }, (_, k) => ({ cargo: `Cargo ${k + 1}`, vagas, candidatos: each }));
}

/**
 * Writes the concurso as the contract's JSON input, a few thousand candidates at a time, with the acts
 * of a single cargo when given. Returns the bytes written.
 */
export function writeJsonConcurso(file: string, shape: BenchCargo[], historico: readonly object[] | null = null): number {
  const fd = fs.openSync(file, 'w');
  let bytes = 0;
  const put = (s: string): void => {
    bytes += fs.writeSync(fd, s);
  };
  try {
    const multi = shape.length > 1;
    // A single cargo is written as the contract has it: "vagas" at the top, no "cargo" per candidate.
    const vagas = multi
      ? `"cargos":${JSON.stringify(shape.map((c) => ({ cargo: c.cargo, vagas: c.vagas })))}`
      : `"vagas":${shape[0].vagas}`;
    put(`{"regra":${JSON.stringify(BENCH_RULE)},"opcoes":${JSON.stringify(BENCH_OPTIONS)},${vagas},"candidatos":[\n`);
    let first = true;
    shape.forEach((c, k) => {
      const rnd = seededRandom(multi ? 1000 + k : 42);
      const prefix = multi ? `${k + 1}-` : '';
      let chunk: string[] = [];
      for (let i = 0; i < c.candidatos; i++) {
        const { cargo, ...rest } = nextCandidate(rnd, i, c.cargo, prefix);
        chunk.push(JSON.stringify(multi ? { cargo, ...rest } : rest));
        if (chunk.length === 5000 || i === c.candidatos - 1) {
          put((first ? '' : ',\n') + chunk.join(',\n'));
          first = false;
          chunk = [];
        }
      }
    });
    // A single cargo's acts of the validity period (rules.md §10) follow the candidates, one per line.
    put(historico === null ? '\n]}\n' : `\n],"historico":[\n${historico.map((a) => JSON.stringify(a)).join(',\n')}\n]}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return bytes;
}

/** The Candidatos sheet's header: the bundled example's (tools/gerar-exemplo.ts), one layout for both. */
export const XLSX_HEADER = EXAMPLE_HEADER;

const CONFIRMATION_LABEL = { deferida: 'Deferida', indeferida: 'Indeferida', pendente: 'Pendente', ausente: 'Ausente' } as const;

/** The way commissions write each group in the Cota column (docs/planilha.md), by the candidate's index. */
function cotaLabel(grupo: Candidate['grupo'], i: number): string {
  if (grupo === 'PP') return ['PP', 'Preta', 'Parda', 'Pardo(a)'][i % 4];
  if (grupo === 'IND') return i % 2 ? 'Indígena' : 'IND';
  if (grupo === 'QUI') return i % 2 ? 'Quilombola' : 'QUI';
  return '';
}

/** A valid CPF from the index (a bijection modulo 10⁹: no two candidates share one). */
function cpfOf(n: number): string {
  return cpfFromNine(String((n * 7919 + 123456789) % 1_000_000_000).padStart(9, '0'));
}

/** One row of the Candidatos sheet for a generated candidate (n: its 0-based position in the sheet). */
export function xlsxRow(c: Candidate, i: number, n: number, cargoName: string): (string | number | Date | null)[] {
  const [y, m, d] = c.nascimento!.split('-').map(Number);
  return [
    c.inscricao,
    c.nome ?? null,
    cpfOf(n),
    new Date(Date.UTC(y, m - 1, d)),
    cargoName,
    c.nota,
    c.desempate![0],
    c.desempate![1],
    cotaLabel(c.grupo, i),
    c.optante ? 'Sim' : '',
    c.grupo ? CONFIRMATION_LABEL[c.confirmacao!] : '',
    c.aprovado ? 'Aprovado' : 'Reprovado',
    c.pcd ? 'Sim' : '',
    c.pcd ? CONFIRMATION_LABEL[c.avaliacaoPcd!] : '',
  ];
}

/**
 * Writes the concurso as a workbook a commission keeps (Candidatos and Parâmetros sheets) with exceljs's
 * streaming writer, with shared strings and styles as Excel writes them. A single cargo is named
 * "Agente Administrativo".
 */
export async function writeXlsxConcurso(file: string, shape: BenchCargo[]): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: true });
  const ws = wb.addWorksheet('Candidatos');
  ws.addRow(XLSX_HEADER).commit();
  const multi = shape.length > 1;
  const names = shape.map((c) => c.cargo ?? 'Agente Administrativo');
  let n = 0;
  for (let k = 0; k < shape.length; k++) {
    const c = shape[k];
    const rnd = seededRandom(multi ? 1000 + k : 42);
    const prefix = multi ? `${k + 1}-` : '';
    for (let i = 0; i < c.candidatos; i++) {
      const row = ws.addRow(xlsxRow(nextCandidate(rnd, i, c.cargo, prefix), i, n++, names[k]));
      row.getCell(4).numFmt = 'dd/mm/yyyy';
      for (const col of [6, 7, 8]) row.getCell(col).numFmt = '0.00';
      row.commit();
    }
  }
  ws.commit();
  const ps = wb.addWorksheet('Parâmetros');
  const [ry, rm, rd] = BENCH_OPTIONS.dataReferencia.split('-').map(Number);
  const [ey, em, ed] = BENCH_OPTIONS.dataEdital.split('-').map(Number);
  const rows: (string | number | Date)[][] = [
    ['Regra', BENCH_RULE],
    ['Reserva PcD', BENCH_OPTIONS.pcd],
    ['Arredondamento', BENCH_OPTIONS.arredondamento],
    ['Data do edital', new Date(Date.UTC(ey, em - 1, ed))],
    ['Data de referência', new Date(Date.UTC(ry, rm - 1, rd))],
    ['Critérios de desempate', ...BENCH_CRITERIA],
    [],
    ['Cargo', 'Vagas'],
    ...shape.map((c, k) => [names[k], c.vagas]),
  ];
  for (const r of rows) {
    const row = ps.addRow(r);
    r.forEach((v, col) => {
      if (v instanceof Date) row.getCell(col + 1).numFmt = 'dd/mm/yyyy';
    });
    row.commit();
  }
  ps.commit();
  await wb.commit();
}
