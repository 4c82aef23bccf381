// `cotas verificar <entrada> <resultado.xlsx>`: does this result workbook come from these data? Reads
// the input exactly as `classificar` does (same flags), recomputes the SHA-256 of the canonical input
// (src/sheet/output/canonical.ts canonicalInput) and compares it with the one the Memória de cálculo records,
// then recomputes the lists and compares them, cell by cell, with the workbook's list sheets.
// Exit 0: it matches; 1: it does not (or the input is invalid); 2: wrong usage.
import * as fs from 'fs';
import * as path from 'path';
import { UNKNOWN_COMMIT, buildInfo } from '../engine';
import type { BuildInfo, Concurso, ConcursoResult } from '../engine';
import { PUBLICATION_NOTE, SHA256_LABEL, VERSION_LABEL, fitCellText, finalListTables } from '../sheet';
import type { CellValue, ListLayout, OutputTable, SheetData } from '../sheet';
import { readXlsxBuffer } from '../hosts/file';
import { xlsxProblems } from '../hosts/file/browser';
import type { OptionValues } from './opcoes';
import { CommandOutcome, inputFailure, inputHash } from './resultado';
import { isSpreadsheetInput, readJsonInput } from './main';

export interface VerifyArgs {
  entrada: string;
  resultado: string;
  flags: OptionValues;
}

const MEMORY_SHEET = 'Memória de cálculo';
const MAX_DIFFERENCES = 10;

/** A cell as compared: text as the writer stores it, numbers to 9 decimals, dates as aaaa-mm-dd. */
function cellKey(v: CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(Math.round(v * 1e9) / 1e9) : String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'string') return fitCellText(v).trim();
  return String(v);
}

/** "1 linha de dados" / "N linhas de dados". */
function dataRows(n: number): string {
  return n === 1 ? '1 linha de dados' : `${n} linhas de dados`;
}

function show(v: CellValue | undefined): string {
  const k = cellKey(v);
  return k === '' ? '(vazio)' : `"${k}"`;
}

/** The differences between the recomputed lists and the workbook's sheets (at most MAX_DIFFERENCES + 1). */
function listDifferences(
  concurso: Concurso,
  result: ConcursoResult,
  cpfs: (string | null)[],
  mascarar: boolean,
  sheets: SheetData[],
): string[] {
  const out: string[] = [];
  const byName = new Map(sheets.map((s) => [s.nome.toLocaleLowerCase('pt-BR'), s]));
  // The layout the result was written in (--abas): 'por-lista' when its sheets are all there, else 'por-cargo'.
  const lists = (disposicao: ListLayout): OutputTable[] =>
    finalListTables(concurso, result, { mascarar, cpfs, disposicao }).filter((t) => t.tipo !== 'memoria');
  const porLista = lists('por-lista');
  const tables = porLista.every((t) => byName.has(t.nome.toLocaleLowerCase('pt-BR'))) ? porLista : lists('por-cargo');
  for (const t of tables) {
    if (out.length > MAX_DIFFERENCES) break;
    const sheet = byName.get(t.nome.toLocaleLowerCase('pt-BR'));
    if (!sheet) {
      out.push(`falta a planilha '${t.nome}' no resultado`);
      continue;
    }
    const rows: CellValue[][] = [t.cabecalho, ...t.linhas, ...(t.rodape ?? [])];
    const got = sheet.linhas.slice(1);
    while (got.length > 0 && (got[got.length - 1] ?? []).every((c) => cellKey(c) === '')) got.pop();
    if (got.length !== rows.length)
      out.push(`a planilha '${t.nome}' tem ${dataRows(Math.max(0, got.length - 1))}; o recálculo dá ${rows.length - 1}`);
    const n = Math.min(got.length, rows.length);
    for (let r = 0; r < n && out.length <= MAX_DIFFERENCES; r++) {
      const want = rows[r];
      const have = got[r] ?? [];
      for (let c = 0; c < Math.max(want.length, have.length); c++) {
        if (cellKey(want[c]) !== cellKey(have[c])) {
          out.push(
            `planilha '${t.nome}', linha ${r + 2}, coluna '${t.cabecalho[c] ?? c + 1}': no resultado ${show(have[c])}, no recálculo ${show(want[c])}`,
          );
          break;
        }
      }
    }
  }
  return out;
}

/** What the Memória de cálculo records: the input's hash, whether the result was written masked, the build that made it. */
interface Recorded {
  sha256: string | null;
  mascarar: boolean;
  /** The version and commit of the Memória's version line (the commit null when the line names none). */
  versao: string | null;
  commit: string | null;
}

/** "1.0.0 (commit 39ef…, compilado em …)" after VERSION_LABEL → version and commit. */
function recordedBuild(text: string): { versao: string; commit: string | null } | null {
  const m = /^\s*(\S+)(?:\s+\(commit\s+([^,)\s]+))?/.exec(text);
  return m ? { versao: m[1], commit: m[2] ?? null } : null;
}

function recorded(sheets: SheetData[]): Recorded | null {
  const mem = sheets.find((s) => s.nome.toLocaleLowerCase('pt-BR') === MEMORY_SHEET.toLocaleLowerCase('pt-BR'));
  if (!mem) return null;
  const rec: Recorded = { sha256: null, mascarar: false, versao: null, commit: null };
  for (const row of mem.linhas) {
    for (const cell of row ?? []) {
      if (typeof cell !== 'string') continue;
      const at = cell.indexOf(SHA256_LABEL);
      if (at >= 0)
        rec.sha256 =
          cell
            .slice(at + SHA256_LABEL.length)
            .trim()
            .split(/\s/)[0] || null;
      const v = cell.indexOf(VERSION_LABEL);
      const build = v >= 0 ? recordedBuild(cell.slice(v + VERSION_LABEL.length)) : null;
      if (build) ({ versao: rec.versao, commit: rec.commit } = build);
      if (cell.trim() === PUBLICATION_NOTE) rec.mascarar = true;
    }
  }
  return rec;
}

/**
 * The sentence saying that another build made the result, or null when it is this one (or cannot be
 * told: no version line). Commits are compared only when both are known. The lists are still
 * recomputed and compared: a new version that changed no rule gives the same lists.
 */
export function otherBuildNote(rec: Pick<Recorded, 'versao' | 'commit'>, current: BuildInfo = buildInfo()): string | null {
  if (!rec.versao) return null;
  const known = (c: string | null): c is string => c !== null && c !== UNKNOWN_COMMIT;
  const sameVersion = rec.versao === current.versao;
  const sameCommit = !known(rec.commit) || !known(current.commit) || rec.commit === current.commit;
  if (sameVersion && sameCommit) return null;
  const them = `versão ${rec.versao}${known(rec.commit) ? `, commit ${rec.commit}` : ''}`;
  const us = `versão ${current.versao}${known(current.commit) ? `, commit ${current.commit}` : ''}`;
  return `o resultado foi gerado por outra versão do programa (${them}); este recálculo usa a ${us}.`;
}

/**
 * The result workbook's sheets by name, values only (row 1 = index 0), or why it cannot be read. Read
 * whole with exceljs (the result is what `classificar --saida` wrote: names and cells as written).
 */
async function readResultWorkbook(file: string): Promise<SheetData[] | string> {
  const notResult = `O resultado '${path.basename(file)}' deve ser a pasta de trabalho .xlsx gravada por "cotas classificar --saida".`;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `O arquivo '${file}' não existe.`;
    if (code === 'EISDIR') return `'${file}' é uma pasta, não um arquivo.`;
    if (code === 'EACCES' || code === 'EPERM') return `Sem permissão para ler o arquivo '${file}'.`;
    return `Não foi possível ler o arquivo '${file}'.`;
  }
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) return notResult;
  // The same package reader as every input (CRC-32 checked, coordinates and cells capped): a result
  // file is as untrusted as a candidates file.
  try {
    return await readXlsxBuffer(bytes);
  } catch (e) {
    const problems = xlsxProblems(path.basename(file), e);
    return problems.join('\n');
  }
}

export async function verify(a: VerifyArgs): Promise<CommandOutcome> {
  let concurso: Concurso;
  let resultado: ConcursoResult;
  let cpfs: (string | null)[];
  if (isSpreadsheetInput(a.entrada)) {
    const { readSpreadsheetInput } = await import('./planilha');
    const input = await readSpreadsheetInput({
      entrada: a.entrada,
      flags: a.flags,
      progresso: (msg: string) => process.stderr.write(msg + '\n'),
    });
    if (input.failure) return input.failure;
    ({ concurso, resultado } = input);
    cpfs = input.reading.cpfs;
  } else {
    const input = readJsonInput(a.entrada, a.flags);
    if ('failure' in input) return input.failure;
    ({ concurso, resultado } = input);
    cpfs = concurso.candidatos.map((c) => c.cpf ?? null);
  }
  if (cpfs.length !== concurso.candidatos.length) cpfs = concurso.candidatos.map((c, i) => cpfs[i] ?? c.cpf ?? null);

  const sheets = await readResultWorkbook(a.resultado);
  if (typeof sheets === 'string') return inputFailure(a.resultado, [sheets]);
  const rec = recorded(sheets);
  const no = (why: string[]): CommandOutcome => ({
    code: 1,
    stdout:
      `NÃO corresponde: ${why[0]}\n` +
      why
        .slice(1)
        .map((l) => `  - ${l}\n`)
        .join(''),
    stderr: '',
  });
  if (!rec)
    return no([
      `'${path.basename(a.resultado)}' não tem a planilha '${MEMORY_SHEET}'; não é um resultado gravado por "cotas classificar --saida".`,
    ]);
  const sha256 = inputHash(concurso, cpfs);
  const other = otherBuildNote(rec);
  if (!rec.sha256) return no([`a planilha '${MEMORY_SHEET}' não registra o SHA-256 dos dados de entrada.`]);
  if (rec.sha256.toLowerCase() !== sha256) {
    return no([
      `o SHA-256 destes dados (${sha256}) difere do registrado na Memória de cálculo (${rec.sha256}): a entrada, as opções ou as vagas não são as mesmas (ou o resultado foi gravado por uma versão anterior, com outro cálculo do SHA-256).`,
      ...(other ? [`Atenção: ${other}`] : []),
    ]);
  }
  const diffs = listDifferences(concurso, resultado, cpfs, rec.mascarar, sheets);
  if (diffs.length > 0) {
    const shown = diffs.slice(0, MAX_DIFFERENCES);
    if (diffs.length > MAX_DIFFERENCES) shown.push('e mais diferenças');
    return no([
      `o SHA-256 confere, mas as listas recalculadas diferem das gravadas (planilha editada depois de gravada, ou outra versão do motor):`,
      ...shown,
      ...(other ? [`Atenção: ${other}`] : []),
    ]);
  }
  return {
    code: 0,
    stdout:
      `O resultado corresponde a estes dados.\n  SHA-256 dos dados de entrada normalizados: ${sha256}\n  Listas recalculadas e comparadas célula a célula: iguais.\n` +
      (other ? `  Atenção: ${other}\n` : ''),
    stderr: '',
  };
}
