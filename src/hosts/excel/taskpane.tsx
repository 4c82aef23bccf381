/// <reference types="office-js" />
// The Excel host's one entry file for the task pane: waits for Office.js, builds the pane's actions
// over the Office.js workbook (OfficeWorkbook) with the engine in a Web Worker, follows Office's theme
// (dark included), and renders the host-free <App>. The custom functions are a separate bundle
// (functions.js) loaded by the same page: one shared runtime.
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import type { Theme } from '@fluentui/react-components';
import { paneActions } from '../../app/workflow';
import { functionHelp } from '../../app/help';
import type { FunctionHelp, HostInfo, PaneActions } from '../../app/types';
import { buildInfo, buildLabel } from '../../engine';
import { App } from '../../taskpane/App';
import { PaneTheme, themeForBackground } from '../../taskpane/tema';
import { createComputeWorker } from '../browser/create-worker';
import { workerRunner } from '../browser/runner';
import type { WorkerLike } from '../browser/runner';
import { webSha256 } from '../browser/sha256';
import { OfficeWorkbook } from './office-workbook';

/** The functions as typed in Excel in Portuguese (";" separates arguments). */
export const EXCEL_FUNCTIONS: FunctionHelp[] = functionHelp({ prefixo: 'COTAS.', reserva: 'COTAS.RESERVA' });

export const EXCEL_HOST: HostInfo = { tipo: 'excel', nome: 'Excel', funcoes: EXCEL_FUNCTIONS, selecionaCelulas: true, saida: 'planilhas' };

/** Office's theme now (Office.context.officeTheme: desktop and web), as a Fluent theme. */
function officeTheme(): Theme {
  return themeForBackground(Office.context?.officeTheme?.bodyBackgroundColor);
}

interface ThemeChangedArgs {
  officeTheme?: { bodyBackgroundColor?: string };
}

/** Office.context.document's event methods, as far as the theme uses them (absent in some Excel versions). */
interface DocumentEvents {
  addHandlerAsync?: (type: Office.EventType, handler: (args: ThemeChangedArgs) => void) => void;
  removeHandlerAsync?: (type: Office.EventType, options: { handler: (args: ThemeChangedArgs) => void }) => void;
}

/** The pane in Fluent's theme, following Office's when the user changes it (where Office tells). */
function ExcelPane({ acoes }: { acoes: PaneActions }): React.JSX.Element {
  const [theme, setTheme] = React.useState<Theme>(officeTheme);
  React.useEffect(() => {
    const type = (Office.EventType as unknown as Record<string, Office.EventType | undefined>)?.OfficeThemeChanged;
    const doc = Office.context?.document as unknown as DocumentEvents | undefined;
    if (!type || !doc || typeof doc.addHandlerAsync !== 'function') return;
    const handler = (args: ThemeChangedArgs): void =>
      setTheme(themeForBackground(args.officeTheme?.bodyBackgroundColor ?? Office.context.officeTheme?.bodyBackgroundColor));
    try {
      doc.addHandlerAsync(type, handler);
    } catch {
      return;
    }
    return () => {
      try {
        doc.removeHandlerAsync?.(type, { handler });
      } catch {
        // Excel without the event: nothing to remove.
      }
    };
  }, []);
  return (
    <PaneTheme theme={theme}>
      <App acoes={acoes} host={EXCEL_HOST} versao={buildLabel(buildInfo(), true)} />
    </PaneTheme>
  );
}

void Office.onReady(() => {
  const container = document.getElementById('raiz');
  if (!container) return;
  const acoes = paneActions(new OfficeWorkbook(), {
    sha256: webSha256(),
    origem: 'pasta de trabalho aberta no Excel',
    runner: workerRunner(() => createComputeWorker() as WorkerLike | null),
    hasNames: true,
  });
  document.body.style.margin = '0';
  createRoot(container).render(<ExcelPane acoes={acoes} />);
});
