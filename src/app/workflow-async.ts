// The workflow against an asynchronous port (the Excel task pane, the web page): read the sheets,
// compute (inline or in the pane's Web Worker, with the host's SHA-256), and execute the plan of each
// job (generation.ts, parameters.ts, names.ts) with applyWrite. Every decision and every text is the
// plan's; here only the waiting and the progress of reading and writing.
import { layOutput, planGeneration, planOutput } from './generation';
import type { ComputeRequest, ComputeRunner, ComputedOutput } from './generation';
import { planAppendActs, planRaiseVacancies } from './acts';
import type { ActEntry, ActsRecorded } from './acts';
import { planNames } from './names';
import { planParameters, refusedParameters } from './parameters';
import type { ParametersSaved } from './parameters';
import { changedSheets, sheetsFingerprintInSlices, staleOutcome } from './freshness';
import { callPort } from './plan';
import type { PortAnswer, PortWrite, WriteMethod } from './plan';
import type { WorkbookPort } from './port';
import { planRuleSheet } from './rule-sheet';
import type { ParametersForm } from '../sheet/parameters-form';
import type { SheetData } from '../sheet';
import type { Analysis, CancelSignal, GenerateRequest, Outcome, Progress } from './types';

/** SHA-256 (hex) of a text, when the host can compute it (Web Crypto, Node's crypto). */
export type Sha256 = (text: string) => Promise<string>;

/** No wait: where the runner gives no pause (computing inline, in Node), the slices follow each other at once. */
const noPause = async (): Promise<void> => {};

/** Executes a planned write: its outcome once the port answers, or its failure (the port changes nothing then). */
export async function applyWrite<K extends WriteMethod, R>(port: WorkbookPort, w: PortWrite<K, R>, progresso?: Progress): Promise<R> {
  if (w.units !== undefined) progresso?.('gravando', 0, w.units);
  let answer: PortAnswer<K>;
  try {
    answer = await callPort<Promise<PortAnswer<K>>>(port, w);
  } catch (e) {
    return w.failed(e);
  }
  if (w.units !== undefined) progresso?.('gravando', w.units, w.units);
  return w.done(answer);
}

/** Every sheet of the port, the 'lendo' stage reported around the read. */
async function readSheets(port: WorkbookPort, progresso?: Progress): Promise<SheetData[]> {
  progresso?.('lendo', 0, 0);
  const sheets = await port.readSheets();
  progresso?.('lendo', sheets.length, sheets.length);
  return sheets;
}

/**
 * The pure part of "Gerar listas finais" (what a Web Worker runs): analyse, and when the workbook is
 * valid, the final lists laid out with their format. Everything in and out is plain data; `sha256` is
 * the host's.
 */
export async function computeOutput(
  sheets: SheetData[],
  req: ComputeRequest,
  sha256?: Sha256,
  progresso?: Progress,
): Promise<ComputedOutput> {
  const { full, toHash } = planOutput(sheets, req, sha256 !== undefined, progresso);
  const hash = toHash !== null ? await sha256!(toHash) : undefined;
  // Laying out the lists takes seconds at 100,000 rows: its own stage, so that the bar does not sit
  // at "Classificando … de …" meanwhile (test/taskpane/tarefas.test.ts, "progresso").
  const monta = full.ok && !req.soAnalisar;
  if (monta) progresso?.('montando', 0, 1);
  const out = layOutput(full, req, hash);
  if (monta) progresso?.('montando', 1, 1);
  return out;
}

/** The runner that computes in the calling thread. */
export function inlineRunner(sha256?: Sha256): ComputeRunner {
  return (sheets, req, progresso) => computeOutput(sheets, req, sha256, progresso);
}

function computeRequestOf(req: GenerateRequest): ComputeRequest {
  // The functions and the signal stay here: what a Web Worker receives is plain data.
  const { sha256: _s, progresso: _p, cancelar: _c, ...plain } = req;
  return plain;
}

/** The outcome of a generation the commission cancelled before the write: nothing was changed. */
export const CANCELLED_TITLE = 'Geração cancelada: nada foi gravado, a pasta de trabalho ficou como estava.';

export function cancelledOutcome(): Outcome {
  return { ok: false, atencao: false, titulo: CANCELLED_TITLE, problemas: [], planilhas: [], removidas: [], leitura: [] };
}

/** `work`, or null as soon as `signal` is aborted (the computation left running in its worker is ignored). */
function unlessCancelled<T>(work: Promise<T>, signal?: CancelSignal): Promise<T | null> {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve(null);
  return new Promise<T | null>((resolve, reject) => {
    const onAbort = (): void => resolve(null);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/**
 * "Gerar listas finais": reads the workbook, validates and computes (in `runner`: inline, or the
 * pane's Web Worker), and only when it is valid — and the workbook, read again, is as it was read —
 * writes the lists as planGeneration says. `req.cancelar`
 * is honoured up to the write: its last check and the 'gravando' report that starts the write run
 * with no wait between them, so a Cancelar either stops before anything is written or comes after the
 * pane already says "Gravando" (test/taskpane/tarefas.test.ts, "cancelar").
 */
export async function generate(port: WorkbookPort, req: GenerateRequest, runner?: ComputeRunner): Promise<Outcome> {
  const signal = req.cancelar;
  // Between slices of the fingerprints the host's pause, when its runner has one (the pane's: its thread answers meanwhile).
  const pause = runner?.pausa ?? noPause;
  const sheets = await unlessCancelled(readSheets(port, req.progresso), signal);
  if (sheets === null || signal?.aborted) return cancelledOutcome();
  // Taken before the computation, which may let go of the sheets.
  const read = await sheetsFingerprintInSlices(sheets, pause);
  if (signal?.aborted) return cancelledOutcome();
  const out = await unlessCancelled((runner ?? inlineRunner(req.sha256))(sheets, computeRequestOf(req), req.progresso), signal);
  if (out === null || signal?.aborted) return cancelledOutcome();
  const plan = planGeneration(out, req);
  if ('parar' in plan) return plan.parar;
  // Read again just before replacing: a co-author's edit since the first read writes nothing (freshness.ts).
  const now = await unlessCancelled(port.readSheets(), signal);
  if (now === null || signal?.aborted) return cancelledOutcome();
  const changed = changedSheets(read, await sheetsFingerprintInSlices(now, pause));
  // The fingerprint waits between its slices: a Cancelar meanwhile still stops before the write.
  if (signal?.aborted) return cancelledOutcome();
  if (changed.length > 0) return staleOutcome(changed, out.analise);
  return applyWrite(port, plan, req.progresso);
}

/** Options of the actions that analyse (again). */
export interface WorkflowOptions {
  runner?: ComputeRunner;
  sha256?: Sha256;
  origem?: string;
  progresso?: Progress;
}

/** Reads and validates the workbook; writes nothing (the pane's Validar). */
export async function analyse(port: WorkbookPort, opts: WorkflowOptions): Promise<Analysis> {
  const sheets = await readSheets(port, opts.progresso);
  const runner = opts.runner ?? inlineRunner(opts.sha256);
  return (await runner(sheets, { soAnalisar: true, origem: opts.origem }, opts.progresso)).analise;
}

/** Writes what the form changed into the Parâmetros sheet (creating it when missing), or refuses, then analyses the workbook again. */
export async function saveParameters(port: WorkbookPort, form: ParametersForm, opts: WorkflowOptions = {}): Promise<ParametersSaved> {
  const plan = planParameters(await port.readSheets(), form);
  const then = 'recusa' in plan ? refusedParameters(plan.recusa) : await applyWrite(port, plan);
  return then(await analyse(port, opts));
}

/** Creates the Regra sheet from a shipped rule set (planRuleSheet), or refuses; then analyses the workbook again. */
export async function createRuleSheet(port: WorkbookPort, base: string, opts: WorkflowOptions = {}): Promise<ParametersSaved> {
  const plan = planRuleSheet(await port.readSheets(), base);
  const then = 'recusa' in plan ? refusedParameters(plan.recusa) : await applyWrite(port, plan);
  return then(await analyse(port, opts));
}

/** Adds (or rewrites, when the add-in's) the LAMBDA names; a name that exists and is not the add-in's is reported and left alone. */
export function addReserveNames(port: WorkbookPort): Promise<Outcome> {
  return applyWrite(port, planNames());
}

/**
 * Appends the acts to the Nomeações sheet (planAppendActs: checked against the record as read now;
 * the port appends at the sheet's end as it is when writing), then reads and analyses the workbook
 * again, so that the step shows the record with every member's rows.
 */
export async function recordActs(port: WorkbookPort, atos: ActEntry[], opts: WorkflowOptions = {}): Promise<ActsRecorded> {
  const plan = planAppendActs(await port.readSheets(), atos);
  if ('parar' in plan) return { resultado: plan.parar, analise: await analyse(port, opts) };
  const then = await applyWrite(port, plan);
  return then(await analyse(port, opts));
}

/** Raises a cargo's vacancies in the Parâmetros sheet (planRaiseVacancies), then analyses again. */
export async function raiseVacancies(
  port: WorkbookPort,
  cargo: string | null,
  vagas: number,
  opts: WorkflowOptions = {},
): Promise<ActsRecorded> {
  const plan = planRaiseVacancies(await port.readSheets(), cargo, vagas);
  if ('parar' in plan) return { resultado: plan.parar, analise: await analyse(port, opts) };
  const then = await applyWrite(port, plan);
  return then(await analyse(port, opts));
}
