// The Web Worker of the pane (Excel and the web page): computes off the UI thread, so the pane never
// freezes on 100,000 candidates. Created by create-worker.ts; the messages are in protocol.ts.
import { handleComputeMessage } from './protocol';
import type { ComputeMessage, WorkerReply } from './protocol';

/** The worker's global scope, as far as it is used (the DOM lib types `self` as a Window). */
const scope = self as unknown as { onmessage: ((e: MessageEvent<ComputeMessage>) => void) | null; postMessage: (m: WorkerReply) => void };

scope.onmessage = (e) => void handleComputeMessage(e.data, (reply) => scope.postMessage(reply));
