// The pane's Web Worker path (src/hosts/browser): the messages cross a structured clone, as they do
// between threads; the worker's result is the inline computation's; progress reaches the pane; and
// where no worker can start, or the one started fails to load, the computation runs inline.
import { computeOutput } from '../../../src/app/workflow';
import type { Stage } from '../../../src/app/types';
import { handleComputeMessage } from '../../../src/hosts/browser/protocol';
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

/** A worker in this thread: every message crosses structuredClone both ways, asynchronously. */
class FakeWorker implements WorkerLike {
  private listeners: { message: ((e: { data: WorkerReply }) => void)[]; error: ((e: { message?: string }) => void)[] } = {
    message: [],
    error: [],
  };
  received: ComputeMessage[] = [];
  terminated = false;
  constructor(private readonly failToLoad = false) {}
  postMessage(message: ComputeMessage): void {
    const copy = structuredClone(message);
    this.received.push(copy);
    setTimeout(() => {
      if (this.failToLoad) {
        for (const l of this.listeners.error) l({ message: 'falhou ao carregar worker.js' });
        return;
      }
      void handleComputeMessage(copy, (reply) =>
        setTimeout(() => this.listeners.message.forEach((l) => l({ data: structuredClone(reply) })), 0),
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
