// The workflow against a synchronous port: Google Sheets' server functions answer google.script.run
// synchronously (Apps Script does not wait for Promises). The same plans as workflow-async.ts
// (analysis.ts, generation.ts, parameters.ts), executed with applyWriteSync: the same validation, the
// same order of problems, the same outcomes and texts; only the waiting is gone.
import type { SheetData } from '../sheet';
import type { ParametersForm } from '../sheet/parameters-form';
import { planAppendActs, planRaiseVacancies } from './acts';
import type { ActEntry, ActsRecorded } from './acts';
import { analyseSheets } from './analysis';
import { layOutput, paneAnalysis, planGeneration, planOutput } from './generation';
import type { ComputeRequest, ComputedOutput } from './generation';
import { planParameters, refusedParameters } from './parameters';
import { planRuleSheet } from './rule-sheet';
import type { ParametersSaved } from './parameters';
import { changedSheets, sheetsFingerprint, staleOutcome } from './freshness';
import { callPort } from './plan';
import type { PortAnswer, PortWrite, WriteMethod } from './plan';
import type { SyncWorkbookPort } from './port';
import type { Analysis, GenerateRequest, Outcome } from './types';

/** SHA-256 (hex) of a text, synchronously (Utilities.computeDigest). */
export type SyncSha256 = (text: string) => string;

/** What generateSync takes: GenerateRequest without its functions (the host gives the hash). */
export type SyncGenerateRequest = Omit<GenerateRequest, 'sha256' | 'progresso' | 'cancelar'>;

/** Executes a planned write on a synchronous port: its outcome, or its failure (the port changes nothing then). */
export function applyWriteSync<K extends WriteMethod, R>(port: SyncWorkbookPort, w: PortWrite<K, R>): R {
  let answer: PortAnswer<K>;
  try {
    answer = callPort<PortAnswer<K>>(port, w);
  } catch (e) {
    return w.failed(e);
  }
  return w.done(answer);
}

/** Reads and validates the workbook; writes nothing (the pane's Validar). */
export function analyseSync(port: Pick<SyncWorkbookPort, 'readSheets'>): Analysis {
  return paneAnalysis(analyseSheets(port.readSheets()));
}

/** computeOutput, synchronously: analyse and, when the workbook is valid, the final lists with their format. */
export function computeOutputSync(sheets: SheetData[], req: ComputeRequest, sha256?: SyncSha256): ComputedOutput {
  const { full, toHash } = planOutput(sheets, req, sha256 !== undefined);
  return layOutput(full, req, toHash !== null ? sha256!(toHash) : undefined);
}

/** generate, synchronously: validate, and only when valid and unchanged since the read write the lists as planGeneration says. */
export function generateSync(port: SyncWorkbookPort, req: SyncGenerateRequest, sha256?: SyncSha256): Outcome {
  const sheets = port.readSheets();
  const read = sheetsFingerprint(sheets);
  const out = computeOutputSync(sheets, req, sha256);
  const plan = planGeneration(out, req);
  if ('parar' in plan) return plan.parar;
  // A co-author may edit the spreadsheet while the script runs: read again just before replacing (freshness.ts).
  const changed = changedSheets(read, sheetsFingerprint(port.readSheets()));
  return changed.length > 0 ? staleOutcome(changed, out.analise) : applyWriteSync(port, plan);
}

/** saveParameters, synchronously: writes the form into the Parâmetros sheet (creating it), then analyses again. */
export function saveParametersSync(port: SyncWorkbookPort, form: ParametersForm): ParametersSaved {
  const plan = planParameters(port.readSheets(), form);
  const then = 'recusa' in plan ? refusedParameters(plan.recusa) : applyWriteSync(port, plan);
  return then(analyseSync(port));
}

/** recordActs, synchronously: the acts appended to the Nomeações sheet (checked first), then the workbook analysed again. */
export function recordActsSync(port: SyncWorkbookPort, atos: ActEntry[]): ActsRecorded {
  const plan = planAppendActs(port.readSheets(), atos);
  if ('parar' in plan) return { resultado: plan.parar, analise: analyseSync(port) };
  return applyWriteSync(port, plan)(analyseSync(port));
}

/** raiseVacancies, synchronously: the cargo's vacancies raised in the Parâmetros sheet, then the workbook analysed again. */
export function raiseVacanciesSync(port: SyncWorkbookPort, cargo: string | null, vagas: number): ActsRecorded {
  const plan = planRaiseVacancies(port.readSheets(), cargo, vagas);
  if ('parar' in plan) return { resultado: plan.parar, analise: analyseSync(port) };
  return applyWriteSync(port, plan)(analyseSync(port));
}

/** createRuleSheet, synchronously: the Regra sheet written from a shipped rule set (or refused), then the workbook analysed again. */
export function createRuleSheetSync(port: SyncWorkbookPort, base: string): ParametersSaved {
  const plan = planRuleSheet(port.readSheets(), base);
  const then = 'recusa' in plan ? refusedParameters(plan.recusa) : applyWriteSync(port, plan);
  return then(analyseSync(port));
}
