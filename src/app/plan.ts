// Plan, then apply. Each job of the workflow is planned by a pure function (generation.ts,
// parameters.ts, names.ts): what it writes is a PortWrite, one call to the workbook port as data, with
// the outcome it gives once the port answers or fails. The asynchronous hosts (Excel, the web page)
// execute it with applyWrite (workflow-async.ts), Apps Script with applyWriteSync (workflow-sync.ts):
// the appliers only call the port; every decision and every text is the plan's.
import type { SyncWorkbookPort, WorkbookPort } from './port';

/** The port's methods that change the workbook. */
export type WriteMethod = 'writeCells' | 'replaceOutput' | 'addNames' | 'appendRows';

/** What the port answers to a write (the value inside the asynchronous port's Promise). */
export type PortAnswer<K extends WriteMethod> = Awaited<ReturnType<WorkbookPort[K]>>;

/** One planned change to the workbook. */
export interface PortWrite<K extends WriteMethod, R> {
  /** The port's method, and its arguments. */
  method: K;
  args: Parameters<WorkbookPort[K]>;
  /** What the job gives once the port has answered. */
  done(answer: PortAnswer<K>): R;
  /** What the job gives when the port refuses or fails (every port checks before it changes anything). */
  failed(error: unknown): R;
  /** The units of the 'gravando' stage (the tables written), when the host shows the write's progress. */
  units?: number;
}

/** Calls the method of a planned write on `port`: a Promise of its answer from an asynchronous port, the answer from a synchronous one. */
export function callPort<T>(port: WorkbookPort | SyncWorkbookPort, w: PortWrite<WriteMethod, unknown>): T {
  const method = port[w.method] as unknown as (...args: unknown[]) => T;
  return method.apply(port, w.args);
}

/** The message of what a port threw. */
export function errorMessage(e: unknown): string {
  return (e as Error).message;
}
