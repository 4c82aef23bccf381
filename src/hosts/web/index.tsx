// The web page's one entry file (dist/web/web.js): the pane as a page that needs no Microsoft 365. The
// file opened is read in the page, the engine runs in the page's Web Worker (H3's runner, the same as
// the Excel pane's), SHA-256 with Web Crypto, and the result is handed over as a download. The page
// asks nothing of any other address (index.html's Content-Security-Policy: default-src 'self').
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { FluentProvider, webDarkTheme } from '@fluentui/react-components';
import { buildInfo, buildLabel } from '../../engine';
import { usePreferredTheme } from '../../taskpane/tema';
import { createComputeWorker } from '../browser/create-worker';
import { workerRunner } from '../browser/runner';
import type { WorkerLike } from '../browser/runner';
import { webSha256 } from '../browser/sha256';
import { webActions } from './actions';
import { WebPage } from './WebPage';
import type { WebWorkbook } from './web-workbook';

/** Gives the bytes to the user as a file: a Blob URL clicked as a download link, released afterwards. */
function download(bytes: Uint8Array, nome: string): void {
  const blob = new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// One worker for the page's lifetime, shared by every file opened.
const runner = workerRunner(() => createComputeWorker() as WorkerLike | null);
const criarAcoes = (wb: WebWorkbook) => webActions(wb, download, { sha256: webSha256(), runner });

function Pagina(): React.JSX.Element {
  const theme = usePreferredTheme();
  // The browser's own controls (date pickers, scroll bars, checkboxes) follow the theme: light ones on a
  // dark page drew dark text on dark (test/build/web.test.ts reads color-scheme in both themes).
  const colorScheme = theme === webDarkTheme ? 'dark' : 'light';
  React.useEffect(() => {
    document.body.style.backgroundColor = theme.colorNeutralBackground1;
    document.documentElement.style.colorScheme = colorScheme;
  }, [theme, colorScheme]);
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh', backgroundColor: theme.colorNeutralBackground1, colorScheme }}>
      <WebPage criarAcoes={criarAcoes} baixar={download} versao={buildLabel(buildInfo(), true)} />
    </FluentProvider>
  );
}

const container = document.getElementById('raiz');
if (container) {
  document.body.style.margin = '0';
  createRoot(container).render(<Pagina />);
}
