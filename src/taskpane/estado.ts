// The pane's state, in one pure reducer: what the commission sees (the step, the last analysis, the
// form being edited and the one in the Parâmetros sheet, the running task, the results, the live
// region's sentence). No React, no host: the host actions run in tarefas.ts, which dispatches the
// actions below; App.tsx renders the state. Pinned, transition by transition, by test/taskpane/estado.test.ts.
import { STAGE_LABELS } from '../app/types';
import type { Analysis, HostInfo, Outcome, OutputLayout, Stage } from '../app/types';
import { groupDigits } from '../engine/text';
import type { ColumnField } from '../sheet';
import type { ParametersForm } from '../sheet/parameters-form';
import { sameForm, withColumn } from './formulario';
import { resumoAnalise } from './texto';

export type Passo = 'dados' | 'parametros' | 'validar' | 'gerar' | 'publicacao' | 'nomeacoes';

export const PASSOS: { id: Passo; rotulo: string }[] = [
  { id: 'dados', rotulo: 'Dados' },
  { id: 'parametros', rotulo: 'Parâmetros' },
  { id: 'validar', rotulo: 'Validar' },
  { id: 'gerar', rotulo: 'Gerar listas finais' },
  { id: 'publicacao', rotulo: 'Publicação' },
  // The validity period's work (rules.md §10), after the lists are published: last.
  { id: 'nomeacoes', rotulo: 'Nomeações' },
];

/** The host actions the pane runs with the progress bar (each step shows the error of its own). */
export type Tarefa = 'analisar' | 'salvar' | 'gerar' | 'nomes' | 'atos';

/** What runs now, for the progress bar. */
export interface Ocupado {
  acao: Tarefa;
  etapa: Stage | null;
  feito: number;
  total: number;
  /** The share of the whole task done (0 to 1), over its stages (TASK_STAGES): it never goes back. */
  fracao: number;
  /** The commission pressed Cancelar (a generation, before its write). */
  cancelando: boolean;
}

/**
 * The stages each task goes through, in order, each with its share of the one bar (weights: what the
 * stage costs at 100,000 rows, roughly). A report of a stage earlier than the one shown (the analysis
 * made again after a refused write, a worker's late message) or not in the list is not shown: the bar
 * and its label only move forward (test/taskpane/tarefas.test.ts, "progresso").
 */
export const TASK_STAGES: Record<Tarefa, [Stage, number][]> = {
  analisar: [
    ['lendo', 15],
    ['validando', 45],
    ['classificando', 40],
  ],
  gerar: [
    ['lendo', 10],
    ['validando', 30],
    ['classificando', 30],
    ['montando', 15],
    ['gravando', 15],
  ],
  salvar: [
    ['gravando', 15],
    ['lendo', 10],
    ['validando', 40],
    ['classificando', 35],
  ],
  atos: [
    ['gravando', 15],
    ['lendo', 10],
    ['validando', 40],
    ['classificando', 35],
  ],
  nomes: [['gravando', 100]],
};

/** The share of `acao` done when its stage `etapa` has done `feito` of `total` (total 0: the stage just began). */
export function taskFraction(acao: Tarefa, etapa: Stage, feito: number, total: number): number {
  const stages = TASK_STAGES[acao];
  const all = stages.reduce((n, [, w]) => n + w, 0);
  let before = 0;
  for (const [stage, w] of stages) {
    if (stage === etapa) return (before + w * (total > 0 ? Math.min(1, Math.max(0, feito / total)) : 0)) / all;
    before += w;
  }
  return 0;
}

/** The position of `etapa` among the stages of `acao`, or -1 when the task does not go through it. */
function stageIndex(acao: Tarefa, etapa: Stage | null): number {
  return etapa === null ? -1 : TASK_STAGES[acao].findIndex(([s]) => s === etapa);
}

/** The last task's exception (the workbook could not be read or written). */
export interface ErroTarefa {
  acao: Tarefa;
  mensagem: string;
}

/** The live region's sentence; `n` changes at every announcement, so that the same sentence twice is said twice. */
export interface Anuncio {
  texto: string;
  urgente: boolean;
  n: number;
}

export interface PaneState {
  passo: Passo;
  /** The steps shown at least once, in the order first shown: only these are rendered (App.tsx says why). */
  vistos: Passo[];
  analise: Analysis | null;
  /** The form as edited, and as it is in the Parâmetros sheet (read by the last analysis or just saved). */
  form: ParametersForm | null;
  salvo: ParametersForm | null;
  ocupado: Ocupado | null;
  erro: ErroTarefa | null;
  /** The last outcome of each action that reports one. */
  resultados: { salvar: Outcome | null; gerar: Outcome | null; nomes: Outcome | null; atos: Outcome | null };
  /** "Validar" was pressed at least once: the Validar step shows the analysis from then on. */
  validou: boolean;
  mascarar: boolean;
  disposicao: OutputLayout;
  /** "Lista de convocados para a próxima fase" checked in the Gerar step (with a cut in Parâmetros). */
  convocados: boolean;
  /** The earlier output sheets the open replace dialog names, or null when it is closed. */
  confirmacao: string[] | null;
  anuncio: Anuncio;
  /** Incremented when an action ends: the result heading of the step shown takes the focus. */
  pedidoFoco: number;
}

export const initialState: PaneState = {
  passo: 'dados',
  vistos: ['dados'],
  analise: null,
  form: null,
  salvo: null,
  ocupado: null,
  erro: null,
  resultados: { salvar: null, gerar: null, nomes: null, atos: null },
  validou: false,
  mascarar: true,
  disposicao: 'por-lista',
  convocados: true,
  confirmacao: null,
  anuncio: { texto: '', urgente: false, n: 0 },
  pedidoFoco: 0,
};

export type PaneAction =
  | { type: 'stepSelected'; passo: Passo }
  | { type: 'taskStarted'; acao: Tarefa }
  | { type: 'progressed'; etapa: Stage; feito: number; total: number }
  /** Cancelar pressed while a generation had not begun its write. */
  | { type: 'cancelRequested' }
  | { type: 'taskEnded' }
  | { type: 'taskFailed'; acao: Tarefa; mensagem: string }
  /** A reading of the workbook; `anunciar`: the commission pressed Validar (the result is shown, said and focused). */
  | { type: 'analysisReceived'; analise: Analysis; anunciar: boolean }
  | { type: 'parametersSaved'; resultado: Outcome; analise: Analysis }
  | { type: 'ruleSheetCreated'; resultado: Outcome; analise: Analysis }
  | { type: 'generated'; resultado: Outcome; saida: HostInfo['saida'] }
  | { type: 'namesAdded'; resultado: Outcome }
  /** Acts appended to the Nomeações sheet, or vacancies raised (the Nomeações step), and the analysis made after. */
  | { type: 'actsRecorded'; resultado: Outcome; analise: Analysis }
  | { type: 'announced'; texto: string; urgente: boolean }
  | { type: 'formEdited'; form: ParametersForm }
  /** The Dados step's mapping of a field to a header (null: the reader recognises the column again). */
  | { type: 'columnMapped'; campo: ColumnField; cabecalho: string | null }
  | { type: 'editsDiscarded' }
  | { type: 'maskingSet'; mascarar: boolean }
  | { type: 'layoutSet'; disposicao: OutputLayout }
  | { type: 'cutListSet'; convocados: boolean }
  | { type: 'replaceAsked'; abas: string[] }
  | { type: 'replaceClosed' };

export function reducer(state: PaneState, action: PaneAction): PaneState {
  switch (action.type) {
    case 'stepSelected':
      return {
        ...state,
        passo: action.passo,
        vistos: state.vistos.includes(action.passo) ? state.vistos : [...state.vistos, action.passo],
      };
    case 'taskStarted':
      return { ...state, erro: null, ocupado: { acao: action.acao, etapa: null, feito: 0, total: 0, fracao: 0, cancelando: false } };
    case 'progressed': {
      const o = state.ocupado;
      if (!o) return state;
      const i = stageIndex(o.acao, action.etapa);
      if (i < 0 || i < stageIndex(o.acao, o.etapa)) return state;
      const fracao = Math.max(o.fracao, taskFraction(o.acao, action.etapa, action.feito, action.total));
      return { ...state, ocupado: { ...o, etapa: action.etapa, feito: action.feito, total: action.total, fracao } };
    }
    case 'cancelRequested':
      return state.ocupado ? { ...state, ocupado: { ...state.ocupado, cancelando: true } } : state;
    case 'taskEnded':
      return { ...state, ocupado: null };
    case 'taskFailed':
      return ended(
        announce(
          { ...state, erro: { acao: action.acao, mensagem: action.mensagem } },
          `Não foi possível concluir: ${action.mensagem}`,
          true,
        ),
      );
    case 'analysisReceived': {
      const next = receive(state, action.analise, hasUnsavedEdits(state));
      if (!action.anunciar) return next;
      return ended(announce({ ...next, validou: true }, resumoAnalise(action.analise), action.analise.erros > 0));
    }
    case 'parametersSaved': {
      // Not written (the sheet could not be saved): the edits stay in the form.
      const next = receive(state, action.analise, !action.resultado.ok);
      return reported({ ...next, resultados: { ...next.resultados, salvar: action.resultado } }, action.resultado);
    }
    case 'ruleSheetCreated': {
      // The form is not written: its edits (the rule chosen, say) stay until Salvar.
      const next = receive(state, action.analise, true);
      return reported({ ...next, resultados: { ...next.resultados, salvar: action.resultado } }, action.resultado);
    }
    case 'generated': {
      const r = action.resultado;
      // What the add-in wrote is what the next generation replaces (a downloaded file replaces nothing).
      const analise =
        r.ok && action.saida === 'planilhas' && state.analise ? { ...state.analise, saidaAnterior: r.planilhas.slice() } : state.analise;
      return reported({ ...state, analise, resultados: { ...state.resultados, gerar: r } }, r);
    }
    case 'namesAdded':
      return reported({ ...state, resultados: { ...state.resultados, nomes: action.resultado } }, action.resultado);
    case 'actsRecorded': {
      const next = receive(state, action.analise, hasUnsavedEdits(state));
      return reported({ ...next, resultados: { ...next.resultados, atos: action.resultado } }, action.resultado);
    }
    case 'announced':
      return announce(state, action.texto, action.urgente);
    case 'formEdited':
      return { ...state, form: action.form };
    case 'columnMapped':
      return state.form ? { ...state, form: withColumn(state.form, action.campo, action.cabecalho) } : state;
    case 'editsDiscarded':
      return { ...state, form: state.salvo };
    case 'maskingSet':
      return { ...state, mascarar: action.mascarar };
    case 'layoutSet':
      return { ...state, disposicao: action.disposicao };
    case 'cutListSet':
      return { ...state, convocados: action.convocados };
    case 'replaceAsked':
      return { ...state, confirmacao: action.abas.slice() };
    case 'replaceClosed':
      return { ...state, confirmacao: null };
  }
}

/** A new analysis: the form follows the sheet, unless the commission has edits not saved yet (`manterEdicao`). */
function receive(state: PaneState, analise: Analysis, manterEdicao: boolean): PaneState {
  return { ...state, analise, salvo: analise.parametros, form: manterEdicao ? state.form : analise.parametros };
}

function announce(state: PaneState, texto: string, urgente: boolean): PaneState {
  return { ...state, anuncio: { texto, urgente, n: state.anuncio.n + 1 } };
}

/** An action ended with something to read: the result heading of the step shown takes the focus. */
function ended(state: PaneState): PaneState {
  return { ...state, pedidoFoco: state.pedidoFoco + 1 };
}

/** An outcome is announced (urgently when not done) and its heading takes the focus. */
function reported(state: PaneState, r: Outcome): PaneState {
  return ended(announce(state, r.titulo, !r.ok));
}

/** The form has edits not yet written to the Parâmetros sheet. */
export function hasUnsavedEdits(state: PaneState): boolean {
  return state.form !== null && !sameForm(state.form, state.salvo);
}

/** "Gerar listas finais" is enabled: the last reading is valid, nothing unsaved, nothing running. */
export function canGenerate(state: PaneState): boolean {
  return !!state.analise && state.analise.ok && !hasUnsavedEdits(state) && !state.ocupado;
}

/** The analysis the Validar step shows: none before the first "Validar". */
export function validatedAnalysis(state: PaneState): Analysis | null {
  return state.validou ? state.analise : null;
}

/**
 * What pressing "Gerar listas finais" does: ask first when it would replace sheets of the open workbook
 * (the dialog names them), else generate at once (a download replaces nothing in the workbook, but the
 * workflow refuses earlier output unless told to replace it).
 */
export function generateDecision(analise: Analysis | null, saida: HostInfo['saida']): { confirmar: string[] } | { substituir: boolean } {
  const anteriores = analise?.saidaAnterior ?? [];
  if (anteriores.length > 0 && saida === 'planilhas') return { confirmar: anteriores.slice() };
  return { substituir: anteriores.length > 0 };
}

/** What the progress bar offers to stop the task: nothing, Cancelar, Cancelar pressed, or too late (the write has begun). */
export type Cancelamento = 'disponivel' | 'pedido' | 'impossivel' | null;

/**
 * The progress bar of the running task: its label (the stage), the "feito de total" hint, the share of
 * the whole task (undefined: indeterminate, before the first stage) and its Cancelar.
 */
export function progressBar(ocupado: Ocupado | null): { rotulo: string; dica?: string; valor?: number; cancelar: Cancelamento } | null {
  if (!ocupado) return null;
  const { etapa, feito, total } = ocupado;
  return {
    rotulo: etapa ? stageLabel(ocupado.acao, etapa) : taskLabel(ocupado.acao),
    dica: etapa && total > 0 ? `${groupDigits(feito)} de ${groupDigits(total)}` : undefined,
    // A stage whose amount is unknown (a host's one call: Google's server, the download) leaves the bar indeterminate.
    valor: etapa && total > 0 ? ocupado.fracao : undefined,
    cancelar: cancelOf(ocupado),
  };
}

function cancelOf(o: Ocupado): Cancelamento {
  // Only a generation can be cancelled: the other tasks write first, in one call, and then only read.
  if (o.acao !== 'gerar') return null;
  if (o.etapa === 'gravando') return 'impossivel';
  return o.cancelando ? 'pedido' : 'disponivel';
}

/** The label of a stage: the write is named by what the task writes. */
function stageLabel(acao: Tarefa, etapa: Stage): string {
  if (etapa === 'gravando' && acao !== 'gerar') return taskLabel(acao);
  return STAGE_LABELS[etapa];
}

/** The progress bar's label before the first stage is reported (and of a task's write). */
function taskLabel(acao: Tarefa): string {
  if (acao === 'salvar') return 'Gravando a planilha Parâmetros';
  if (acao === 'nomes') return 'Adicionando os nomes';
  if (acao === 'atos') return 'Gravando na pasta de trabalho';
  return STAGE_LABELS.lendo;
}
