// The pane's Web Worker path (src/hosts/browser): the messages cross a structured clone, as they do
// between threads; the worker's result is the inline computation's; progress reaches the pane; and
// where no worker can start, or the one started fails to load, the computation runs inline.
import { computeOutput } from '../../../src/app/workflow';
import type { Stage } from '../../../src/app/types';
import { computeMessages, handleComputeMessage } from '../../../src/hosts/browser/protocol';
import type { ComputeMessage, WorkerReply } from '../../../src/hosts/browser/protocol';
import { workerRunner } from '../../../src/hosts/browser/runner';
import type { WorkerLike } from '../../../src/hosts/browser/runner';
import { sha256Hex } from '../../../src/hosts/browser/sha256';
import { CellError } from '../../../src/sheet/cells';
import type { SheetData } from '../../../src/sheet';

const WHEN = new Date(Date.UTC(2026, 1, 10, 12));

function sheets(): SheetData[] {
  const rows: SheetData['linhas'] = [['Inscrição', 'Nome', 'Nota', 'Cota']];
  for (let i = 0; i < 40; i++) rows.push([String(1000 + i), `Pessoa ${i}`, 50 + ((i * 37) % 50), i % 4 === 0 ? 'PP' : '']);
  return [
    { nome: 'Candidatos', linhas: rows },
    { nome: 'Parâmetros', linhas: [['Vagas', 10]] },
  ];
}

/** A worker in this thread: every message crosses structuredClone both ways, asynchronously; `sliceRows`: the rows of its replies' slices. */
class FakeWorker implements WorkerLike {
  private listeners: { message: ((e: { data: WorkerReply }) => void)[]; error: ((e: { message?: string }) => void)[] } = {
    message: [],
    error: [],
  };
  received: ComputeMessage[] = [];
  terminated = false;
  replies: WorkerReply[] = [];
  constructor(
    private readonly failToLoad = false,
    private readonly sliceRows?: number,
  ) {}
  postMessage(message: ComputeMessage): void {
    const copy = structuredClone(message);
    this.received.push(copy);
    setTimeout(() => {
      if (this.failToLoad) {
        for (const l of this.listeners.error) l({ message: 'falhou ao carregar worker.js' });
        return;
      }
      void handleComputeMessage(
        copy,
        (reply) => {
          this.replies.push(reply);
          setTimeout(() => this.listeners.message.forEach((l) => l({ data: structuredClone(reply) })), 0);
        },
        this.sliceRows,
      );
    }, 0);
  }
  addEventListener(type: 'message' | 'error', listener: never): void {
    (this.listeners[type] as unknown[]).push(listener);
  }
  terminate(): void {
    this.terminated = true;
  }
}

test('no worker: o resultado é o mesmo do cálculo em linha, com o SHA-256 do navegador, e o progresso chega ao painel', async () => {
  const worker = new FakeWorker();
  const run = workerRunner(() => worker);
  const etapas: Stage[] = [];
  const req = { geradoEm: WHEN, origem: 'teste', mascarar: true, disposicao: 'por-lista' as const };
  const out = await run(sheets(), req, (etapa) => etapas.push(etapa));
  const inline = await computeOutput(sheets(), req, sha256Hex);
  expect(out).toEqual(inline);
  expect(out.tabelas?.length).toBeGreaterThan(3);
  expect(JSON.stringify(out)).toMatch(/[0-9a-f]{16}/);
  expect(worker.received).toHaveLength(1);
  expect(etapas).toEqual(expect.arrayContaining(['validando', 'classificando']));
  // A second computation reuses the same worker.
  await run(sheets(), { ...req, soAnalisar: true });
  expect(worker.received).toHaveLength(2);
});

test('as células de erro atravessam o worker como CellError: o problema nomeia a célula', async () => {
  const s = sheets();
  s[0].linhas[3][2] = new CellError('#N/D');
  const out = await workerRunner(() => new FakeWorker())(s, { soAnalisar: true });
  expect(out.analise.ok).toBe(false);
  expect(out.analise.problemas[0]).toMatchObject({ planilha: 'Candidatos', celula: 'C4' });
  expect(out.analise.problemas[0].mensagem).toMatch(/#N\/D/);
});

test('sem Worker (ou o worker não carrega): calcula em linha, com o mesmo resultado', async () => {
  const req = { geradoEm: WHEN, soAnalisar: false };
  const inline = await computeOutput(sheets(), req, sha256Hex);
  expect(await workerRunner(() => null)(sheets(), req)).toEqual(inline);
  const broken = new FakeWorker(true);
  const run = workerRunner(() => broken);
  expect(await run(sheets(), req)).toEqual(inline);
  expect(broken.terminated).toBe(true);
  // Once broken, the next computation does not wait on it.
  expect(await run(sheets(), req)).toEqual(inline);
  expect(broken.received).toHaveLength(1);
});

test('um erro no cálculo do worker chega ao painel como erro, com a mensagem', async () => {
  const replies: WorkerReply[] = [];
  await handleComputeMessage({ id: 7, planilhas: [{ nome: 'Candidatos', linhas: null as never }], pedido: {} }, (r) => replies.push(r));
  expect(replies).toEqual([{ id: 7, tipo: 'erro', mensagem: expect.stringMatching(/./) }]);

  class FailingWorker extends FakeWorker {
    override postMessage(message: ComputeMessage): void {
      super.postMessage({ ...message, planilhas: [{ nome: 'Candidatos', linhas: null as never }] });
    }
  }
  await expect(workerRunner(() => new FailingWorker())(sheets(), {})).rejects.toThrow(
    replies[0].tipo === 'erro' ? replies[0].mensagem : 'x',
  );
});

test('as linhas atravessam em fatias, nos dois sentidos: o resultado é o mesmo do cálculo em linha', async () => {
  // 41 + 1 rows in slices of 7: six messages to the worker, each with both sheets (the second without rows until its turn).
  const worker = new FakeWorker(false, 7);
  const req = { geradoEm: WHEN, origem: 'teste', mascarar: true, disposicao: 'por-lista' as const };
  const out = await workerRunner(() => worker, sha256Hex, 7)(sheets(), req);
  expect(out).toEqual(await computeOutput(sheets(), req, sha256Hex));
  expect(worker.received.map((m) => m.planilhas.map((p) => p.linhas.length))).toEqual([
    [7, 0],
    [7, 0],
    [7, 0],
    [7, 0],
    [7, 0],
    [6, 1],
  ]);
  // The sheets' other fields once, in the first message; the request in the last one only.
  expect(worker.received.map((m) => m.pedido !== undefined)).toEqual([false, false, false, false, false, true]);
  // The tables' rows come back in slices of at most 7 before the end, which carries the tables without them.
  const rows = worker.replies.filter((r) => r.tipo === 'linhas');
  expect(rows.length).toBeGreaterThan(out.tabelas!.length);
  expect(Math.max(...rows.map((r) => (r.tipo === 'linhas' ? r.linhas.length : 0)))).toBe(7);
  const end = worker.replies.find((r) => r.tipo === 'fim');
  expect(end?.tipo === 'fim' && end.saida.tabelas!.every((t) => t.tabela.linhas.length === 0)).toBe(true);
});

test('as fatias das planilhas: cada linha uma vez, na ordem; uma planilha vazia e uma pasta sem planilhas também', () => {
  const s: SheetData[] = [
    { nome: 'A', linhas: [[1], [2], [3]], oculta: true },
    { nome: 'Vazia', linhas: [] },
    { nome: 'B', linhas: [[4], [5]], mescladas: ['A1:B1'] },
  ];
  const messages = [...computeMessages(3, s, { soAnalisar: true }, 2)];
  expect(messages).toEqual([
    {
      id: 3,
      planilhas: [
        { nome: 'A', linhas: [[1], [2]], oculta: true },
        { nome: 'Vazia', linhas: [] },
        { nome: 'B', linhas: [], mescladas: ['A1:B1'] },
      ],
    },
    {
      id: 3,
      planilhas: [
        { nome: 'A', linhas: [[3]] },
        { nome: 'Vazia', linhas: [] },
        { nome: 'B', linhas: [[4]] },
      ],
    },
    {
      id: 3,
      planilhas: [
        { nome: 'A', linhas: [] },
        { nome: 'Vazia', linhas: [] },
        { nome: 'B', linhas: [[5]] },
      ],
      pedido: { soAnalisar: true },
    },
  ]);
  expect([...computeMessages(4, [], {})]).toEqual([{ id: 4, planilhas: [], pedido: {} }]);
});
