// The Google Sheets host's one entry file for the sidebar (dist/gas/sidebar.html, the script inlined):
// the host-free <App> over PaneActions whose every method is a google.script.run call to the server
// functions of Code.js (server.ts), wrapped in a Promise. The engine runs on the server (Apps Script),
// so the pane never freezes; the reserve preview is pure and runs here. Sheets has no workbook names
// with LAMBDA: no adicionarNomes (the bare =RESERVA is a custom function of the add-on).
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { cancelledOutcome, reservePreview } from '../../app/workflow';
import { functionHelp } from '../../app/help';
import type { FunctionHelp, HostInfo, PaneActions } from '../../app/types';
import { buildInfo, buildLabel } from '../../engine';
import { App } from '../../taskpane/App';
import { PaneTheme, usePreferredTheme } from '../../taskpane/tema';
import { SERVER, generatePayload } from './protocol';

/** The functions as typed in Google Sheets in Portuguese (";" separates arguments). */
export const SHEETS_FUNCTIONS: FunctionHelp[] = functionHelp({ prefixo: 'COTAS_', reserva: 'RESERVA' });

export const SHEETS_HOST: HostInfo = {
  tipo: 'sheets',
  nome: 'Google Planilhas',
  funcoes: SHEETS_FUNCTIONS,
  selecionaCelulas: true,
  saida: 'planilhas',
};

type ServerName = (typeof SERVER)[keyof typeof SERVER];

/** The part of Apps Script's client-side google.script.run the sidebar uses (no type package declares it). */
interface ScriptRunner {
  withSuccessHandler(f: (value: unknown) => void): ScriptRunner;
  withFailureHandler(f: (error: Error | string) => void): ScriptRunner;
}
declare const google: { script: { run: ScriptRunner } };

/** One server function through google.script.run, as a Promise of its JSON answer. */
function call(name: ServerName, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const runner = google.script.run
      .withSuccessHandler((value: unknown) => resolve(typeof value === 'string' ? value : 'null'))
      .withFailureHandler((error: Error | string) =>
        reject(error instanceof Error ? error : new Error(String((error as { message?: string })?.message ?? error))),
      );
    (runner as unknown as Record<string, (...a: string[]) => void>)[name](...args);
  });
}

export const sheetsActions: PaneActions = {
  analisar: async (progresso) => {
    // One call to the server: the stages are not reported on the way (google.script.run has no progress).
    progresso?.('lendo', 0, 0);
    return JSON.parse(await call(SERVER.analisar));
  },
  salvarParametros: async (form, progresso) => {
    progresso?.('gravando', 0, 0);
    return JSON.parse(await call(SERVER.salvarParametros, JSON.stringify(form)));
  },
  criarAbaRegra: async (base, progresso) => {
    progresso?.('gravando', 0, 0);
    return JSON.parse(await call(SERVER.criarAbaRegra, JSON.stringify(base)));
  },
  irParaCelula: async (ref) => {
    await call(SERVER.irParaCelula, JSON.stringify(ref));
  },
  lerSelecao: async () => JSON.parse(await call(SERVER.lerSelecao)),
  gerar: async ({ cancelar, ...pedido }) => {
    if (cancelar?.aborted) return cancelledOutcome();
    // One call to the server reads, classifies AND writes: from here a Cancelar cannot be honoured, so
    // the bar says "Gravando" at once and the pane offers no Cancelar (tarefas.ts).
    pedido.progresso?.('gravando', 0, 0);
    return JSON.parse(await call(SERVER.gerar, JSON.stringify(generatePayload(pedido))));
  },
  previa: (form) => reservePreview(form),
  // One call each: the bar shows the task's own label ("Gravando na aba Nomeações") until it ends.
  registrarAtos: async (atos) => JSON.parse(await call(SERVER.registrarAtos, JSON.stringify(atos))),
  aumentarVagas: async (cargo, vagas) => JSON.parse(await call(SERVER.aumentarVagas, JSON.stringify({ cargo, vagas }))),
};

function Painel(): React.JSX.Element {
  const theme = usePreferredTheme();
  return (
    <PaneTheme theme={theme}>
      <App acoes={sheetsActions} host={SHEETS_HOST} versao={buildLabel(buildInfo(), true)} />
    </PaneTheme>
  );
}

const container = document.getElementById('raiz');
if (container) {
  document.body.style.margin = '0';
  createRoot(container).render(<Painel />);
}
