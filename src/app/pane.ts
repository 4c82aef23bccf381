// The pane's actions (types.ts's PaneActions) over a workbook port: each host's entry file is a few
// lines. The React components receive them as a prop and never call a host API.
import { reservePreview } from './preview';
import { addReserveNames, analyse, createRuleSheet, generate, raiseVacancies, recordActs, saveParameters } from './workflow-async';
import type { Sha256, WorkflowOptions } from './workflow-async';
import type { ComputeRunner } from './generation';
import type { WorkbookPort } from './port';
import type { PaneActions } from './types';

/** What a host's entry file gives paneActions. */
export interface PaneOptions {
  sha256?: Sha256;
  /** The workbook's or file's name, for the reading report and the Memória de cálculo. */
  origem?: string;
  /** Where the engine runs (the pane's Web Worker); inline by default. */
  runner?: ComputeRunner;
  /** The host has workbook names (Excel): the pane offers adicionarNomes. */
  hasNames: boolean;
}

/** The pane's actions over a workbook port. */
export function paneActions(port: WorkbookPort, opts: PaneOptions): PaneActions {
  const base: WorkflowOptions = { runner: opts.runner, sha256: opts.sha256, origem: opts.origem };
  const actions: PaneActions = {
    analisar: (progresso) => analyse(port, { ...base, progresso }),
    salvarParametros: (form, progresso) => saveParameters(port, form, { ...base, progresso }),
    irParaCelula: (ref) => port.selectCell(ref),
    lerSelecao: () => port.readSelection(),
    gerar: (pedido) =>
      generate(port, { ...pedido, sha256: pedido.sha256 ?? opts.sha256, origem: pedido.origem ?? opts.origem }, opts.runner),
    previa: (form) => reservePreview(form),
    registrarAtos: (atos, progresso) => recordActs(port, atos, { ...base, progresso }),
    aumentarVagas: (cargo, vagas, progresso) => raiseVacancies(port, cargo, vagas, { ...base, progresso }),
    criarAbaRegra: (regra, progresso) => createRuleSheet(port, regra, { ...base, progresso }),
  };
  if (opts.hasNames) actions.adicionarNomes = () => addReserveNames(port);
  return actions;
}
