// The task pane rendered in jsdom for its journeys (test/taskpane/App.test.tsx) and for the Excel
// entry's test: what jsdom lacks and Fluent UI asks for, the pane over an in-memory workbook with the
// real workflow, and queries scoped to the step shown (Testing Library's role queries over the whole
// pane recompute every element's accessibility: ~0.8 s each here, the bulk of the old suites' time).
import * as React from 'react';
import axe from 'axe-core';
import { configure, render, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { FluentProvider, RendererProvider, createDOMRenderer, webLightTheme } from '@fluentui/react-components';
import type { MemoryWorkbook } from './memory-workbook';
import { paneActions } from '../../src/app/workflow';
import type { HostInfo, PaneActions } from '../../src/app/types';
import { App } from '../../src/taskpane/App';

export * from './pane-data';

export function prepararJsdom(): void {
  // The pane's results come from the real workflow: on a loaded machine they take more than Testing
  // Library's default second. A longer wait costs nothing when the result comes at once.
  configure({ asyncUtilTimeout: 10_000 });
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function () {};
  // jsdom lays nothing out: offsetParent is always null, which Fluent's focus manager (Tabster) reads as
  // display:none. Here: null only inside a hidden element, as in a browser.
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.hidden || this.style.display === 'none') return null;
      for (let e = this.parentElement; e; e = e.parentElement) if (e.hidden || e.style.display === 'none') return null;
      return this.parentElement ?? null;
    },
  });
  // Tabster also takes a body of size 0×0 (jsdom's) for a page in a hidden frame, where nothing is
  // visible: an opening Dialog then finds no button to focus, focuses its own surface, its modal layer
  // never becomes the active one, and 250 ms later Tabster hides the dialog itself (aria-hidden) from
  // assistive technology. The replace dialog's journey failed on that whenever the machine was slow
  // enough to query it after those 250 ms. A browser's body has the window's size.
  HTMLBodyElement.prototype.getBoundingClientRect = function (): DOMRect {
    return { x: 0, y: 0, top: 0, left: 0, right: 1024, bottom: 768, width: 1024, height: 768, toJSON: () => ({}) } as DOMRect;
  };
}

export const HOST_EXCEL: HostInfo = {
  tipo: 'excel',
  nome: 'Excel',
  funcoes: [{ formula: '=COTAS.RESERVA(17; "PP")', descricao: 'vagas reservadas a pretos e pardos com 17 vagas' }],
  selecionaCelulas: true,
  saida: 'planilhas',
};

export const HOST_WEB: HostInfo = { tipo: 'web', nome: 'Página web', funcoes: [], selecionaCelulas: false, saida: 'download' };

/**
 * Fluent's CSS keeps only the rules that hide (display:none, visibility:hidden: a closed listbox, for
 * instance), which are all that accessibility queries and axe read. jsdom matches every rule of the
 * page against an element each time a style is computed, and Testing Library and axe compute styles
 * for every element and its ancestors: with Fluent's ~800 rules that was most of these suites' time.
 * Colors and layout are the built pane's Chromium test's (test/build/webpack.test.ts).
 */
function rendererSemEstilos(): ReturnType<typeof createDOMRenderer> {
  return createDOMRenderer(document, { unstable_filterCSSRule: (css) => /display:\s*none|visibility:\s*hidden/.test(css) });
}

/** The pane over `wb`, as the Excel entry wires it (inline runner), with a userEvent session. */
export function renderPainel(wb: MemoryWorkbook, opts: { host?: HostInfo; nomes?: boolean } = {}) {
  const acoes: PaneActions = paneActions(wb, { hasNames: opts.nomes ?? true, origem: 'teste' });
  // With the rules filtered (above) no pointer-events rule is left for user-event to find: skip its check of
  // every ancestor's computed style at every click. Disabled buttons carry the disabled attribute.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  const r = render(
    <RendererProvider renderer={rendererSemEstilos()} targetDocument={document}>
      <FluentProvider theme={webLightTheme}>
        <App acoes={acoes} host={opts.host ?? HOST_EXCEL} versao="9.9.9" />
      </FluentProvider>
    </RendererProvider>,
  );
  return { ...r, user, acoes };
}

export type Usuario = ReturnType<typeof renderPainel>['user'];

/** Waits for the reading made when the pane opens. */
export async function aberto(): Promise<void> {
  await waitFor(() => expect(painel().queryByText('Lendo a pasta de trabalho…')).toBeNull());
}

/** A button of the step shown, by its accessible name. */
export function botao(nome: string | RegExp): HTMLButtonElement {
  return painel().getByRole('button', { name: nome }) as HTMLButtonElement;
}

/** The step shown: the one tab panel not hidden. */
export function painel() {
  const shown = document.querySelectorAll<HTMLElement>('[role="tabpanel"]:not([hidden])');
  if (shown.length !== 1) throw new Error(`${shown.length} etapas à mostra`);
  return within(shown[0]);
}

/** The step's tab, by its accessible name, in the "Etapas" tab list. */
export function aba(nome: string): HTMLElement {
  return within(document.querySelector<HTMLElement>('[role="tablist"][aria-label="Etapas"]')!).getByRole('tab', { name: nome });
}

/** Goes to a step, as the commission does: a click on its tab. */
export async function irPara(user: Usuario, nome: string): Promise<void> {
  await user.click(aba(nome));
  expect(aba(nome).getAttribute('aria-selected')).toBe('true');
}

/** Picks an option of a Fluent Dropdown (its listbox opens in a portal). */
export async function escolher(user: Usuario, combobox: HTMLElement, opcao: string | RegExp): Promise<void> {
  await user.click(combobox);
  const listbox = await waitFor(() => {
    const l = document.querySelector<HTMLElement>('[role="listbox"]');
    if (!l) throw new Error('a lista de opções não abriu');
    return l;
  });
  await user.click(within(listbox).getByRole('option', { name: opcao }));
}

/** What the live region of that role ("status": polite, "alert": assertive) says now. */
export function anuncio(role: 'status' | 'alert'): string {
  return document.querySelector(`[role="${role}"][aria-live]`)?.textContent ?? '';
}

/** The replace dialog, once it is open and accessible (named; not hidden from assistive technology). */
export async function dialogo(nome: string): Promise<HTMLElement> {
  return waitFor(() => {
    const surface = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!surface) throw new Error('o diálogo não abriu');
    return within(surface.parentElement!).getByRole('dialog', { name: nome });
  });
}

/** axe-core's violations over the whole document (color contrast needs a real layout: the built pane's Chromium test checks it). */
export async function violacoes(): Promise<string[]> {
  const r = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

export { React };
