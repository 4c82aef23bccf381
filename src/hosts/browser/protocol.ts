// The messages between the pane and its Web Worker, and the worker's side of them: it runs the pure
// workflow computation (computeOutput: read, validate, classify, lay out the lists) off the pane's UI
// thread. Sheets cross as encodeSheets gives them (CellError and UncachedFormula as tagged objects).
import { computeOutput } from '../../app/workflow';
import type { ComputeRequest, ComputedOutput } from '../../app/workflow';
import type { Stage } from '../../app/types';
import { decodeSheets } from '../../sheet/cells';
import type { EncodedSheet } from '../../sheet/cells';
import type { SheetData } from '../../sheet';
import { webSha256 } from './sha256';

export interface ComputeMessage {
  id: number;
  planilhas: EncodedSheet[];
  pedido: ComputeRequest;
}

export type WorkerReply =
  | { id: number; tipo: 'progresso'; etapa: Stage; feito: number; total: number }
  | { id: number; tipo: 'fim'; saida: ComputedOutput }
  | { id: number; tipo: 'erro'; mensagem: string };

/** Progress messages at most this often (ms), besides each change of stage and each stage's end. */
const PROGRESS_INTERVAL = 50;

/** The worker's handling of one message: progress while it runs, then the output or the error. */
export async function handleComputeMessage(msg: ComputeMessage, post: (reply: WorkerReply) => void): Promise<void> {
  let last = { etapa: '', quando: 0 };
  try {
    const saida = await computeOutput(decodeSheets(msg.planilhas) as SheetData[], msg.pedido, webSha256(), (etapa, feito, total) => {
      const agora = Date.now();
      if (etapa === last.etapa && agora - last.quando < PROGRESS_INTERVAL && feito < total) return;
      last = { etapa, quando: agora };
      post({ id: msg.id, tipo: 'progresso', etapa, feito, total });
    });
    post({ id: msg.id, tipo: 'fim', saida });
  } catch (e) {
    post({ id: msg.id, tipo: 'erro', mensagem: e instanceof Error ? e.message : String(e) });
  }
}
