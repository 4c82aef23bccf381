/// <reference types="office-js" />
// Host code of the task pane (the one file that knows about Office): waits for Office.js, then
// renders <App> with the Excel action. The custom functions are a separate bundle (functions.js)
// loaded by the same page: one shared runtime.
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ENGINE_VERSION } from '../engine';
import { generateFinalLists } from '../hosts/excel/final-lists';
import { OfficeWorkbook } from '../hosts/excel/office-workbook';
import { App } from './App';
import type { ActionOutcome } from './App';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function excelAction(): Promise<ActionOutcome> {
  const canHash = typeof crypto !== 'undefined' && !!crypto.subtle;
  return generateFinalLists(new OfficeWorkbook(), {
    sha256: canHash ? sha256Hex : undefined,
    origem: 'pasta de trabalho aberta no Excel',
  });
}

Office.onReady(() => {
  const container = document.getElementById('raiz');
  if (!container) return;
  createRoot(container).render(
    <FluentProvider theme={webLightTheme}>
      <App acao={excelAction} rotuloAcao="Gerar listas finais" versao={ENGINE_VERSION} />
    </FluentProvider>,
  );
});
