// A ComputeRunner over the pane's Web Worker (protocol.ts), with the inline runner as the fallback
// where no worker can be started (or the one started fails to load): the result is the same, only
// the UI thread is busier.
import { inlineRunner } from '../../app/workflow';
import type { ComputeRunner, ComputedOutput } from '../../app/workflow';
import type { CellValue } from '../../sheet';
import { SLICE_ROWS, computeMessages } from './protocol';
import type { ComputeMessage, WorkerReply } from './protocol';
import { webSha256 } from './sha256';

/** What the runner needs of a Worker (a fake in tests). */
export interface WorkerLike {
  postMessage(message: ComputeMessage): void;
  addEventListener(type: 'message', listener: (e: { data: WorkerReply }) => void): void;
  addEventListener(type: 'error', listener: (e: { message?: string; preventDefault?: () => void }) => void): void;
  terminate(): void;
}

/**
 * Resolves in a later task of the event loop (a macrotask, not a microtask): what the pane awaits
 * between slices of a long piece of work on its thread, so that clicks, typing and painting are
 * answered meanwhile (no task over 200 ms at 100,000 candidates: test/bench/painel-bench.ts).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each computation in the worker `create` gives (one worker, made on first use and kept). When
 * `create` gives null, or the worker fails to load, the computation runs inline instead.
 */
export function workerRunner(
  create: () => WorkerLike | null,
  sha256: ((t: string) => Promise<string>) | undefined = webSha256(),
  sliceRows = SLICE_ROWS,
): ComputeRunner {
  const inline = inlineRunner(sha256);
  let worker: WorkerLike | null | undefined;
  let broken = false;
  let nextId = 1;
  const pending = new Map<
    number,
    {
      resolve: (o: ComputedOutput) => void;
      reject: (e: Error) => void;
      progresso?: Parameters<ComputeRunner>[2];
      fallback: () => void;
      /** The rows of each output table received so far (the 'linhas' replies). */
      linhas: CellValue[][][];
    }
  >();

  const start = (): WorkerLike | null => {
    if (worker !== undefined) return worker;
    try {
      worker = create();
    } catch {
      worker = null;
    }
    if (!worker) return null;
    worker.addEventListener('message', (e: { data: WorkerReply }) => {
      const reply = e.data;
      const job = pending.get(reply.id);
      if (!job) return;
      if (reply.tipo === 'progresso') {
        job.progresso?.(reply.etapa, reply.feito, reply.total);
        return;
      }
      if (reply.tipo === 'linhas') {
        const rows = (job.linhas[reply.tabela] ??= []);
        for (const r of reply.linhas) rows.push(r);
        return;
      }
      pending.delete(reply.id);
      if (reply.tipo === 'fim') job.resolve(withRows(reply.saida, job.linhas));
      else job.reject(new Error(reply.mensagem));
    });
    worker.addEventListener('error', (e: { message?: string; preventDefault?: () => void }) => {
      // The worker's script did not load or crashed: every computation waiting on it runs inline.
      e.preventDefault?.();
      broken = true;
      worker?.terminate();
      const jobs = [...pending.values()];
      pending.clear();
      for (const job of jobs) job.fallback();
    });
    return worker;
  };

  const run: ComputeRunner = (sheets, req, progresso) => {
    const w = broken ? null : start();
    if (!w) return inline(sheets, req, progresso);
    const id = nextId++;
    return new Promise<ComputedOutput>((resolve, reject) => {
      pending.set(id, {
        resolve,
        reject,
        progresso,
        fallback: () => inline(sheets, req, progresso).then(resolve, reject),
        linhas: [],
      });
      // The sheets in slices, a task of their own each (protocol.ts); the last one starts the computation.
      void (async () => {
        let first = true;
        for (const message of computeMessages(id, sheets, req, sliceRows)) {
          if (!first) await nextTask();
          first = false;
          // The worker failed meanwhile: the computation already runs inline.
          if (!pending.has(id)) return;
          w.postMessage(message);
        }
      })();
    });
  };
  // The pane's thread waits for its next task between slices of generate's own work (inline too).
  run.pausa = nextTask;
  return run;
}

/** The output with each table's rows, sent before it in slices (protocol.ts). */
function withRows(saida: ComputedOutput, linhas: CellValue[][][]): ComputedOutput {
  if (!saida.tabelas) return saida;
  return { ...saida, tabelas: saida.tabelas.map((t, k) => ({ ...t, tabela: { ...t.tabela, linhas: linhas[k] ?? [] } })) };
}
