// The workflow (workflow.ts) for hosts whose calls cannot wait for a Promise: Google Sheets' server
// functions answer google.script.run synchronously (Apps Script does not wait for Promises). Built only
// from workflow.ts's own pieces (analyseSheets, inputToHash, layOutput, writePlan, writtenOutcome,
// parametersWrite, parametersOutcome): the same validation, the same order of problems, the same
// outcome and the same texts as the asynchronous workflow; only the waiting is gone.
import type { CellValue, SheetData } from '../sheet';
import type { ParametersForm } from '../sheet/parameters-form';
import type { WorkbookPort } from './port';
import type { Analysis, GenerateRequest, Outcome } from './types';
import {
  analyseSheets,
  inputToHash,
  layOutput,
  parametersOutcome,
  parametersWrite,
  plainAnalysis,
  writeFailed,
  writePlan,
  writtenOutcome,
} from './workflow';
import type { ComputeRequest, ComputedOutput } from './workflow';

/** The WorkbookPort with every method answering at once (Apps Script's SpreadsheetApp is synchronous). */
export type SyncWorkbookPort = {
  [K in keyof WorkbookPort]: (...args: Parameters<WorkbookPort[K]>) => Awaited<ReturnType<WorkbookPort[K]>>;
};

/** SHA-256 (hex) of a text, synchronously (Utilities.computeDigest). */
export type SyncSha256 = (text: string) => string;

/** What generateSync takes: GenerateRequest without its functions (the host gives the hash). */
export type SyncGenerateRequest = Omit<GenerateRequest, 'sha256' | 'progresso'>;

/** Reads and validates the workbook; writes nothing (the pane's Validar). */
export function analyseSync(port: Pick<SyncWorkbookPort, 'readSheets'>): Analysis {
  return plainAnalysis(analyseSheets(port.readSheets()));
}

/** computeOutput, synchronously: analyse and, when the workbook is valid, the final lists with their format. */
export function computeOutputSync(sheets: SheetData[], req: ComputeRequest, sha256?: SyncSha256): ComputedOutput {
  const full = analyseSheets(sheets, req.overrides);
  const text = sha256 ? inputToHash(full, req) : null;
  return layOutput(full, req, text !== null && sha256 ? sha256(text) : undefined);
}

/** generate, synchronously: validate, and only when valid write the lists (replacing the add-in's earlier output when asked). */
export function generateSync(port: SyncWorkbookPort, req: SyncGenerateRequest, sha256?: SyncSha256): Outcome {
  const out = computeOutputSync(port.readSheets(), req, sha256);
  const plan = writePlan(out, req);
  if ('parar' in plan) return plan.parar;
  let planilhas: string[];
  try {
    planilhas = port.replaceOutput(plan.anteriores, plan.tabelas);
  } catch (e) {
    return writeFailed(e, out.analise);
  }
  return writtenOutcome(out, planilhas, req.saida);
}

/** saveParameters, synchronously: writes the form into the Parâmetros sheet (creating it), then analyses again. */
export function saveParametersSync(port: SyncWorkbookPort, form: ParametersForm): { resultado: Outcome; analise: Analysis } {
  const plan: { nome: string; criada: boolean; linhas: CellValue[][] } = parametersWrite(port.readSheets(), form);
  try {
    port.writeSheet(plan.nome, plan.linhas);
  } catch (e) {
    return parametersOutcome(plan, analyseSync(port), e);
  }
  return parametersOutcome(plan, analyseSync(port));
}
