// `cotas classificar <arquivo.xlsx|.csv> [--saida resultado.xlsx] [--json] [flags]`: reading the
// commission's spreadsheet. Called by src/cli/main.ts (loaded only for a spreadsheet: it pulls in
// exceljs); also used by `npm run demo`. What happens after the reading is src/cli/resultado.ts, the
// same as for a JSON input.
import * as fs from 'fs';
import * as path from 'path';
import { validateDocument } from '../engine';
import type { Concurso, ConcursoResult } from '../engine';
import type { InputProblem } from '../engine/validate';
import { FIELD_LABELS, SheetProblem, WorkbookReading, formatProblem, readConcursoWorkbook } from '../sheet';
import { FileReadError, readSpreadsheetFile } from '../hosts/file';
import { FlagTexts, UsageError, readOptionFlags, toOverrides } from './opcoes';
import { CommandOutcome, deliver, inputFailure, outputPathProblem } from './resultado';
import type { ReadingReport } from '../sheet/report';
import { formatReadingReport } from '../sheet/report';

export { inputHash, writeResultWorkbook } from './resultado';
export type { CommandOutcome } from './resultado';

/** The command's arguments: the file, the output, and the flags (as typed) that override the Parâmetros sheet. */
export interface ClassifySpreadsheetArgs extends FlagTexts {
  entrada: string;
  saida?: string;
  json?: boolean;
  mascarar?: boolean;
  /** Terminal width for the readable text. */
  largura?: number;
  progresso?: (msg: string) => void;
  /** --estrito: exit 3 when the result has errors to resolve before publishing. */
  estrito?: boolean;
}

/** Details for callers that need more than the text (demo, tests). */
export interface SpreadsheetRun extends CommandOutcome {
  concurso?: Concurso;
  resultado?: ConcursoResult;
  leitura?: WorkbookReading;
}

const PROGRESS_THRESHOLD = 10000;

/** Maps the engine's validation problems back to sheet rows and columns. */
function engineProblemsToSheet(problemas: InputProblem[], reading: WorkbookReading): SheetProblem[] {
  const planilha = reading.planilhaCandidatos;
  const fieldOf = (campo: string | undefined): string | null => {
    if (!campo) return null;
    const f = campo.split('.')[0] as keyof typeof FIELD_LABELS;
    return FIELD_LABELS[f] ?? campo;
  };
  return problemas.map((p) => ({
    planilha: p.candidato ? planilha : null,
    linha: p.candidato ? reading.linhas[p.candidato - 1] ?? null : null,
    coluna: fieldOf(p.campo),
    mensagem: p.mensagem.replace(/^Candidato \d+( \(inscrição [^)]*\))?, campo "[^"]*": /, ''),
  }));
}

/** The JSON document of the contract for a concurso read from a sheet. */
export function concursoToDocument(c: Concurso): Record<string, unknown> {
  const single = c.cargos.length === 1 && c.cargos[0].cargo === null;
  const candidatos = c.candidatos.map((x) => {
    const o: Record<string, unknown> = { ...x };
    if (single) delete o.cargo;
    return o;
  });
  return single
    ? { regra: c.regra, opcoes: c.opcoes, vagas: c.cargos[0].vagas, candidatos }
    : { regra: c.regra, opcoes: c.opcoes, cargos: c.cargos, candidatos };
}

function sentence(p: string): string {
  return p.charAt(0).toUpperCase() + p.slice(1) + (/[.!?]$/.test(p) ? '' : '.');
}

/** The reading report of a workbook reading (the sheet layer's `leitura`), with the file named. */
export function readingReportOf(reading: WorkbookReading, entrada: string): ReadingReport {
  return { ...reading.leitura, origem: reading.leitura.origem ?? path.basename(entrada) };
}

/** The reading report as printed above the summary (nothing when the reading has none). */
export function readingReportText(r: ReadingReport | undefined): string {
  if (!r) return '';
  return ['Leitura da planilha:', ...formatReadingReport(r).map((l) => `  ${l}`), '', ''].join('\n');
}

/** A spreadsheet read into a valid concurso, or the outcome that reports why not. */
export type SpreadsheetInput =
  | { concurso: Concurso; reading: WorkbookReading; leitura?: ReadingReport; failure?: undefined }
  | { concurso?: undefined; reading?: WorkbookReading; failure: CommandOutcome };

/** Reads the spreadsheet as `classificar` does (flags over the Parâmetros sheet); `verificar` reads it the same way. */
export async function readSpreadsheetInput(args: ClassifySpreadsheetArgs): Promise<SpreadsheetInput> {
  const log = args.progresso ?? (() => undefined);
  let flags;
  try {
    flags = readOptionFlags(args);
  } catch (e) {
    if (e instanceof UsageError) return { failure: { code: 2, stdout: '', stderr: `cotas: ${e.message}\n` } };
    throw e;
  }
  let sheets;
  try {
    const size = fs.existsSync(args.entrada) ? fs.statSync(args.entrada).size : 0;
    if (size >= 2 * 1024 * 1024) log(`Lendo '${path.basename(args.entrada)}' (${(size / 1024 / 1024).toFixed(1).replace('.', ',')} MB)...`);
    const r = await readSpreadsheetFile(args.entrada);
    sheets = r.sheets;
    const total = sheets.reduce((s, x) => s + x.linhas.length, 0);
    if (total >= PROGRESS_THRESHOLD) log(`Lido '${path.basename(args.entrada)}' (${r.detalhe}): ${total.toLocaleString('pt-BR')} linhas.`);
  } catch (e) {
    if (e instanceof FileReadError) return { failure: inputFailure(args.entrada, e.problemas.map(sentence)) };
    throw e;
  }
  const big = sheets.some((s) => s.linhas.length >= PROGRESS_THRESHOLD);
  const reading = readConcursoWorkbook(
    sheets,
    toOverrides(flags),
    big ? (lidas, total) => log(`Lendo candidatos: ${lidas.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} linhas...`) : undefined,
  );
  if (!reading.concurso) return { reading, failure: inputFailure(args.entrada, reading.problemas.map(formatProblem)) };
  // Safety net: the engine's own validation of the same document.
  const v = validateDocument(concursoToDocument(reading.concurso));
  if (!v.concurso) return { reading, failure: inputFailure(args.entrada, engineProblemsToSheet(v.problemas, reading).map(formatProblem)) };
  return { concurso: reading.concurso, reading, leitura: readingReportOf(reading, args.entrada) };
}

/** Reads, classifies and delivers (resultado.ts); the demo and the tests read the details. */
export async function runSpreadsheet(args: ClassifySpreadsheetArgs): Promise<SpreadsheetRun> {
  if (args.saida !== undefined) {
    try {
      readOptionFlags(args);
    } catch (e) {
      if (e instanceof UsageError) return { code: 2, stdout: '', stderr: `cotas: ${e.message}\n` };
      throw e;
    }
    const bad = outputPathProblem(args.saida, args.entrada);
    if (bad) return inputFailure(args.entrada, [bad]);
  }
  const input = await readSpreadsheetInput(args);
  if (input.failure) return { ...input.failure, leitura: input.reading };
  const { concurso, reading, leitura } = input;
  const log = args.progresso ?? (() => undefined);
  const r = await deliver({
    concurso,
    entrada: args.entrada,
    saida: args.saida,
    json: args.json,
    mascarar: args.mascarar,
    cpfs: reading.cpfs,
    descricao: reading.parametros?.descricao,
    largura: args.largura,
    log,
    leitura,
    estrito: args.estrito,
  });
  // The reading report above the summary (not in the contract's JSON).
  const stdout = r.stdout && !args.json ? readingReportText(leitura) + r.stdout : r.stdout;
  return { code: r.code, stdout, stderr: r.stderr, concurso, resultado: r.resultado ?? undefined, leitura: reading };
}

export async function classifySpreadsheet(args: ClassifySpreadsheetArgs): Promise<CommandOutcome> {
  const r = await runSpreadsheet(args);
  return { code: r.code, stdout: r.stdout, stderr: r.stderr };
}
