// `cotas classificar <arquivo.xlsx|.csv> [--saida resultado.xlsx] [--json] [flags]`: reading the
// commission's spreadsheet. Called by src/cli/main.ts (loaded only for a spreadsheet: it pulls in
// exceljs); also used by `npm run demo`. What happens after the reading is src/cli/resultado.ts, the
// same as for a JSON input.
import { groupDigits } from '../engine/text';
import * as fs from 'fs';
import * as path from 'path';
import type { Concurso, ConcursoResult } from '../engine';
import { WorkbookReading, formatProblem, wantsConfirmationsSheet } from '../sheet';
import type { ListLayout } from '../sheet';
import { analyseSheets } from '../app/workflow';
import { FileReadError, readSpreadsheetFile } from '../hosts/file';
import { toPatch } from './opcoes';
import type { OptionValues } from './opcoes';
import { CommandOutcome, classifyingMessage, deliver, inputFailure, outputPathProblem } from './resultado';
import type { ReadingReport } from '../sheet/report';
import { formatReadingReport } from '../sheet/report';

export { inputHash, writeResultWorkbook } from './resultado';
export type { CommandOutcome } from './resultado';
export { concursoToDocument } from '../app/workflow';

/** The command's arguments: the file, the output, and the flags (read once, by readOptionFlags) that override the Parâmetros sheet. */
export interface ClassifySpreadsheetArgs {
  entrada: string;
  /** The option flags, already read (none: the Parâmetros sheet's options). */
  flags?: OptionValues;
  saida?: string;
  json?: boolean;
  /** --legivel: the JSON indented. */
  legivel?: boolean;
  /** --detalhes: the JSON carries every candidate's situation. */
  detalhes?: boolean;
  mascarar?: boolean;
  /** Terminal width for the readable text. */
  largura?: number;
  progresso?: (msg: string) => void;
  /** --estrito: exit 3 when the result has errors to resolve before publishing. */
  estrito?: boolean;
  /** --abas: the layout of the written workbook (default 'por-lista'). */
  disposicao?: ListLayout;
}

/** Details for callers that need more than the text (demo, tests). */
export interface SpreadsheetRun extends CommandOutcome {
  concurso?: Concurso;
  resultado?: ConcursoResult;
  leitura?: WorkbookReading;
}

const PROGRESS_THRESHOLD = 10000;

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
  | { concurso: Concurso; reading: WorkbookReading; leitura?: ReadingReport; resultado: ConcursoResult; failure?: undefined }
  | { concurso?: undefined; reading?: WorkbookReading; failure: CommandOutcome };

/** Reads the spreadsheet as `classificar` does (flags over the Parâmetros sheet); `verificar` reads it the same way. */
export async function readSpreadsheetInput(args: ClassifySpreadsheetArgs): Promise<SpreadsheetInput> {
  const log = args.progresso ?? (() => undefined);
  let sheets;
  try {
    const size = fs.existsSync(args.entrada) ? fs.statSync(args.entrada).size : 0;
    if (size >= 2 * 1024 * 1024) log(`Lendo '${path.basename(args.entrada)}' (${(size / 1024 / 1024).toFixed(1).replace('.', ',')} MB)...`);
    const r = await readSpreadsheetFile(args.entrada);
    sheets = r.sheets;
    const total = sheets.reduce((s, x) => s + x.linhas.length, 0);
    if (total >= PROGRESS_THRESHOLD) log(`Lido '${path.basename(args.entrada)}' (${r.detalhe}): ${groupDigits(total)} linhas.`);
  } catch (e) {
    if (e instanceof FileReadError) return { failure: inputFailure(args.entrada, e.problemas.map(sentence)) };
    throw e;
  }
  const big = sheets.some((s) => s.linhas.length >= PROGRESS_THRESHOLD);
  // The one workflow (src/app): the sheet layer's reading and validation, the classification,
  // every problem in the one order every host shows.
  const a = analyseSheets(
    // Handed over (this array emptied): the rows are freed as soon as the analysis has read them.
    sheets.splice(0),
    toPatch(args.flags ?? { opcoes: {} }),
    big
      ? (etapa, feito, total) => {
          if (etapa === 'validando' && feito > 0) log(`Lendo candidatos: ${groupDigits(feito)} de ${groupDigits(total)} linhas...`);
        }
      : undefined,
    { antesDeClassificar: (c) => (c.candidatos.length >= PROGRESS_THRESHOLD ? log(classifyingMessage(c)) : undefined) },
  );
  const reading = a.reading;
  if (!a.concurso || !a.resultado) {
    // Errors only: the reading's warnings are in the reading report.
    return { reading, failure: inputFailure(args.entrada, a.problemas.filter((p) => p.nivel !== 'aviso').map(formatProblem)) };
  }
  return { concurso: a.concurso, reading, leitura: readingReportOf(reading, args.entrada), resultado: a.resultado };
}

/** Reads, classifies and delivers (resultado.ts); the demo and the tests read the details. */
export async function runSpreadsheet(args: ClassifySpreadsheetArgs): Promise<SpreadsheetRun> {
  if (args.saida !== undefined) {
    const bad = outputPathProblem(args.saida, args.entrada);
    if (bad) return inputFailure(args.entrada, [bad]);
  }
  const input = await readSpreadsheetInput(args);
  if (input.failure) return { ...input.failure, leitura: input.reading };
  const { concurso, reading, leitura, resultado } = input;
  const log = args.progresso ?? (() => undefined);
  const r = await deliver({
    resultado,
    disposicao: args.disposicao,
    concurso,
    entrada: args.entrada,
    saida: args.saida,
    json: args.json,
    legivel: args.legivel,
    detalhes: args.detalhes,
    mascarar: args.mascarar,
    cpfs: reading.cpfs,
    descricao: reading.parametros?.descricao,
    // The same lists as the pane's generation (src/app/generation.ts): the Parâmetros' choices about them.
    listas: { resultadoConfirmacoes: wantsConfirmationsSheet(reading.parametros?.opcoes), fase: reading.parametros?.corte?.fase },
    largura: args.largura,
    log,
    leitura,
    estrito: args.estrito,
  });
  const detalhes = { concurso, resultado: r.resultado ?? undefined, leitura: reading };
  // The JSON as it is, written in pieces (reading its `stdout` would join them).
  if (r.emitir) return Object.assign(r, detalhes);
  // The reading report above the summary (not in the contract's JSON).
  const stdout = r.stdout ? readingReportText(leitura) + r.stdout : r.stdout;
  return { code: r.code, stdout, stderr: r.stderr, ...detalhes };
}

export async function classifySpreadsheet(args: ClassifySpreadsheetArgs): Promise<CommandOutcome> {
  return runSpreadsheet(args);
}
