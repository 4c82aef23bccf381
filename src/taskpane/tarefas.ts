// The pane's tasks: each host action (PaneActions) run with the progress bar, its exception turned into
// a message, its result dispatched to the reducer (estado.ts). No React: App.tsx creates them once per
// host and binds the buttons to them. Pinned by test/taskpane/tarefas.test.ts over the real workflow.
import type { ActEntry } from '../app/acts';
import type { HostInfo, PaneActions, Progress, Stage } from '../app/types';
import { generateDecision } from './estado';
import type { PaneAction, PaneState, Tarefa } from './estado';

export interface PaneTasks {
  /** Reads and validates the workbook; `anunciar`: the commission pressed Validar (not the reading at opening). */
  analisar(anunciar: boolean): Promise<void>;
  salvar(): Promise<void>;
  /** The "Gerar listas finais" button: asks to replace the earlier output first, or generates. */
  pedirGeracao(): Promise<void>;
  /** Generates (`substituir`: replace the add-in's earlier output). */
  gerar(substituir: boolean): Promise<void>;
  /** The replace dialog's "Substituir e gerar". */
  confirmarSubstituicao(): Promise<void>;
  adicionarNomes(): Promise<void>;
  /** The Nomeações step: appends the acts to the Nomeações sheet (checked first), then shows the workbook read again. */
  registrarAtos(atos: ActEntry[]): Promise<void>;
  /** The Nomeações step: raises a cargo's vacancies in the Parâmetros sheet. */
  aumentarVagas(cargo: string | null, vagas: number): Promise<void>;
  /** Creates the Regra sheet from a shipped rule set (rules.md §11); the form's unsaved edits stay. */
  criarAbaRegra(base: string): Promise<void>;
  irParaCelula(planilha: string, celula: string): Promise<void>;
  /**
   * The progress bar's Cancelar: stops a generation before its write (the workbook is left as it was);
   * once the write has begun it is refused (the bar says so).
   */
  cancelar(): void;
}

/** The last progress shown: a report of the same stage within 100 ms is dropped unless it is the last. */
export interface LastProgress {
  etapa: string;
  quando: number;
}

/** Whether a progress report repaints (at most ten repaints a second: 100,000 rows report often). */
export function showsProgress(ultimo: LastProgress, etapa: Stage, feito: number, total: number, agora: number): boolean {
  return !(etapa === ultimo.etapa && agora - ultimo.quando < 100 && feito < total);
}

export function createTasks(
  acoes: PaneActions,
  host: Pick<HostInfo, 'saida'>,
  dispatch: (action: PaneAction) => void,
  getState: () => PaneState,
  now: () => number = Date.now,
): PaneTasks {
  let ultimo: LastProgress = { etapa: '', quando: 0 };
  // The running generation's Cancelar, and whether its write has begun (from then on it cannot be
  // cancelled: the workflow checks the signal last, with no wait, just before it reports 'gravando').
  let cancelamento: AbortController | null = null;
  let gravando = false;
  const progresso: Progress = (etapa, feito, total) => {
    if (etapa === 'gravando') gravando = true;
    const agora = now();
    if (!showsProgress(ultimo, etapa, feito, total, agora)) return;
    ultimo = { etapa, quando: agora };
    dispatch({ type: 'progressed', etapa, feito, total });
  };

  /** Runs one host action with the progress bar; an exception becomes an error message (announced). */
  async function run<T>(acao: Tarefa, fn: (p: Progress) => Promise<T>): Promise<T | undefined> {
    ultimo = { etapa: '', quando: 0 };
    dispatch({ type: 'taskStarted', acao });
    try {
      return await fn(progresso);
    } catch (e) {
      dispatch({ type: 'taskFailed', acao, mensagem: e instanceof Error ? e.message : String(e) });
      return undefined;
    } finally {
      dispatch({ type: 'taskEnded' });
    }
  }

  const tasks: PaneTasks = {
    async analisar(anunciar) {
      const analise = await run('analisar', (p) => acoes.analisar(p));
      if (analise) dispatch({ type: 'analysisReceived', analise, anunciar });
    },
    async salvar() {
      const form = getState().form;
      if (!form) return;
      const r = await run('salvar', (p) => acoes.salvarParametros(form, p));
      if (r) dispatch({ type: 'parametersSaved', resultado: r.resultado, analise: r.analise });
    },
    async pedirGeracao() {
      const decisao = generateDecision(getState().analise, host.saida);
      if ('confirmar' in decisao) dispatch({ type: 'replaceAsked', abas: decisao.confirmar });
      else await tasks.gerar(decisao.substituir);
    },
    async confirmarSubstituicao() {
      dispatch({ type: 'replaceClosed' });
      await tasks.gerar(true);
    },
    async gerar(substituir) {
      const { mascarar, disposicao, convocados } = getState();
      const controle = new AbortController();
      cancelamento = controle;
      gravando = false;
      const resultado = await run('gerar', async (p) => {
        const outcome = await acoes.gerar({ mascarar, disposicao, convocados, substituir, progresso: p, cancelar: controle.signal });
        // Not written (the workbook changed since the last reading: new errors, earlier output the pane did
        // not know of…): read it again, so that the steps show what it is now. Cancelled: nothing changed.
        if (!outcome.ok && !controle.signal.aborted)
          dispatch({ type: 'analysisReceived', analise: await acoes.analisar(p), anunciar: false });
        return outcome;
      }).finally(() => {
        cancelamento = null;
      });
      if (resultado) dispatch({ type: 'generated', resultado, saida: host.saida });
    },
    cancelar() {
      if (!cancelamento || gravando || cancelamento.signal.aborted) return;
      cancelamento.abort();
      dispatch({ type: 'cancelRequested' });
    },
    async adicionarNomes() {
      if (!acoes.adicionarNomes) return;
      const resultado = await run('nomes', () => acoes.adicionarNomes!());
      if (resultado) dispatch({ type: 'namesAdded', resultado });
    },
    async registrarAtos(atos) {
      const r = await run('atos', (p) => acoes.registrarAtos(atos, p));
      if (r) dispatch({ type: 'actsRecorded', resultado: r.resultado, analise: r.analise });
    },
    async criarAbaRegra(base) {
      if (!acoes.criarAbaRegra) return;
      const r = await run('salvar', (p) => acoes.criarAbaRegra!(base, p));
      if (r) dispatch({ type: 'ruleSheetCreated', resultado: r.resultado, analise: r.analise });
    },
    async aumentarVagas(cargo, vagas) {
      const r = await run('atos', (p) => acoes.aumentarVagas(cargo, vagas, p));
      if (r) dispatch({ type: 'actsRecorded', resultado: r.resultado, analise: r.analise });
    },
    async irParaCelula(planilha, celula) {
      try {
        await acoes.irParaCelula({ planilha, celula });
      } catch (e) {
        const texto = `Não foi possível selecionar a célula ${celula}: ${e instanceof Error ? e.message : String(e)}`;
        dispatch({ type: 'announced', texto, urgente: true });
      }
    },
  };
  return tasks;
}
