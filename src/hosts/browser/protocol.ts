// The messages between the pane and its Web Worker, and the worker's side of them: it runs the pure
// workflow computation (computeOutput: read, validate, classify, lay out the lists) off the pane's UI
// thread. Sheets cross as encodeSheets gives them (CellError and UncachedFormula as tagged objects).
//
// Both ways the rows cross in slices of at most SLICE_ROWS, one message each: a structured clone is
// made (and read) in one task of the thread that posts (and receives) it, so 100,000 rows in one
// message would hold the pane's thread for about a second each way; a slice is a few tens of
// milliseconds, and the pane answers between them (test/bench/painel-bench.ts).
import { computeOutput } from '../../app/workflow';
import type { ComputeRequest, ComputedOutput } from '../../app/workflow';
import type { Stage } from '../../app/types';
import { decodeSheets, encodeSheets } from '../../sheet/cells';
import type { EncodedSheet } from '../../sheet/cells';
import type { CellValue, SheetData } from '../../sheet';
import { webSha256 } from './sha256';

/**
 * A computation's sheets, or a slice of them. The message with `pedido` starts the computation on
 * the sheets of its `id` sent so far and its own; without it, more slices follow. A sheet sent again
 * (the same position in `planilhas`) appends its rows to those already sent; its other fields are
 * the first message's.
 */
export interface ComputeMessage {
  id: number;
  planilhas: EncodedSheet[];
  pedido?: ComputeRequest;
}

export type WorkerReply =
  | { id: number; tipo: 'progresso'; etapa: Stage; feito: number; total: number }
  /** Rows of the output's table number `tabela`, to append before the 'fim' (whose tables come without them). */
  | { id: number; tipo: 'linhas'; tabela: number; linhas: CellValue[][] }
  | { id: number; tipo: 'fim'; saida: ComputedOutput }
  | { id: number; tipo: 'erro'; mensagem: string };

/** Progress messages at most this often (ms), besides each change of stage and each stage's end. */
const PROGRESS_INTERVAL = 50;

/** Rows per message, both ways: a short task to clone or read, even on a busy machine (test/bench/painel-bench.ts). */
export const SLICE_ROWS = 2000;

/**
 * The sheets as messages of at most `sliceRows` rows (every sheet in each, the later ones without
 * rows once theirs are sent), the last one carrying `pedido`. Each message is encoded when it is
 * taken, so a caller that waits between messages never encodes the whole workbook in one go.
 */
export function* computeMessages(
  id: number,
  sheets: readonly SheetData[],
  pedido: ComputeRequest,
  sliceRows = SLICE_ROWS,
): Generator<ComputeMessage> {
  let sheet = 0;
  let row = 0;
  let first = true;
  for (;;) {
    const parts: SheetData[] = [];
    let room = sliceRows;
    for (let k = 0; k < sheets.length; k++) {
      const s = sheets[k];
      if (k < sheet) parts.push({ nome: s.nome, linhas: [] });
      else if (k > sheet || room === 0) parts.push(first ? { ...s, linhas: [] } : { nome: s.nome, linhas: [] });
      else {
        const to = Math.min(s.linhas.length, row + room);
        const linhas = row === 0 && to === s.linhas.length ? s.linhas : s.linhas.slice(row, to);
        parts.push(first ? { ...s, linhas } : { nome: s.nome, linhas });
        room -= to - row;
        row = to;
        if (row === s.linhas.length) {
          sheet++;
          row = 0;
        }
      }
    }
    const last = sheet >= sheets.length;
    yield last ? { id, planilhas: encodeSheets(parts), pedido } : { id, planilhas: encodeSheets(parts) };
    if (last) return;
    first = false;
  }
}

/** The slices received so far, by computation. */
const received = new Map<number, EncodedSheet[]>();

/** The worker's side of a ComputeOutput's tables: their rows first, in slices, then the output without them. */
function postOutput(id: number, saida: ComputedOutput, post: (reply: WorkerReply) => void, sliceRows: number): void {
  const tabelas = saida.tabelas?.map((t, k) => {
    const linhas = t.tabela.linhas;
    for (let from = 0; from < linhas.length; from += sliceRows) {
      post({ id, tipo: 'linhas', tabela: k, linhas: linhas.slice(from, from + sliceRows) });
    }
    return { ...t, tabela: { ...t.tabela, linhas: [] } };
  });
  post({ id, tipo: 'fim', saida: tabelas ? { ...saida, tabelas } : saida });
}

/** The worker's handling of one message: the slices kept; with the request, progress while it runs, then the output or the error. */
export async function handleComputeMessage(msg: ComputeMessage, post: (reply: WorkerReply) => void, sliceRows = SLICE_ROWS): Promise<void> {
  let last = { etapa: '', quando: 0 };
  try {
    let planilhas = received.get(msg.id);
    // The message's own arrays are left as they came (the rows are appended to copies).
    if (planilhas === undefined)
      planilhas = msg.pedido === undefined ? msg.planilhas.map((p) => ({ ...p, linhas: p.linhas.slice() })) : msg.planilhas;
    else
      planilhas.forEach((s, k) => {
        for (const row of msg.planilhas[k]?.linhas ?? []) s.linhas.push(row);
      });
    if (msg.pedido === undefined) {
      received.set(msg.id, planilhas);
      return;
    }
    received.delete(msg.id);
    const saida = await computeOutput(decodeSheets(planilhas) as SheetData[], msg.pedido, webSha256(), (etapa, feito, total) => {
      const agora = Date.now();
      if (etapa === last.etapa && agora - last.quando < PROGRESS_INTERVAL && feito < total) return;
      last = { etapa, quando: agora };
      post({ id: msg.id, tipo: 'progresso', etapa, feito, total });
    });
    postOutput(msg.id, saida, post, sliceRows);
  } catch (e) {
    received.delete(msg.id);
    post({ id: msg.id, tipo: 'erro', mensagem: e instanceof Error ? e.message : String(e) });
  }
}
