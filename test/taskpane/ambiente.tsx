// What jsdom lacks and Fluent UI asks for (matchMedia, ResizeObserver, scrollIntoView), and the pane
// rendered over a workbook: the helpers of the task pane's Testing Library tests.
import * as React from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MemoryWorkbook } from '../support/memory-workbook';
import { paneActions } from '../../src/app/workflow';
import type { HostInfo, PaneActions } from '../../src/app/types';
import type { CellValue, SheetData } from '../../src/sheet';
import { App } from '../../src/taskpane/App';
import { cpfFromNine } from '../../tools/gerar-exemplo';

export function prepararJsdom(): void {
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
  // display:none — it would then hide an open Dialog from assistive technology. Here: null only inside
  // a hidden element, as in a browser.
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.hidden || this.style.display === 'none') return null;
      for (let e = this.parentElement; e; e = e.parentElement) if (e.hidden || e.style.display === 'none') return null;
      return this.parentElement ?? null;
    },
  });
}

export const HOST_EXCEL: HostInfo = {
  tipo: 'excel',
  nome: 'Excel',
  funcoes: [{ formula: '=COTAS.RESERVA(17; "PP")', descricao: 'vagas reservadas a pretos e pardos com 17 vagas' }],
  selecionaCelulas: true,
  saida: 'planilhas',
};

/** A valid CPF from 9 digits (the check digits computed). */
export const cpf = cpfFromNine;

export const CPF_ANA = cpf('529982247');
export const CPF_BIA = cpf('111444777');

/** Candidates whose score column has a header the reader does not know ("Desempenho"): the Dados step maps it. */
export function candidatosSemNota(): CellValue[][] {
  return [
    ['Inscrição', 'Nome', 'CPF', 'Nascimento', 'Desempenho', 'Cota'],
    ['101', 'Ana', CPF_ANA, '10/01/1980', 90, 'PP'],
    ['102', 'Bia', CPF_BIA, '11/02/1990', 85, ''],
    ['103', 'Caio', cpf('987654321'), '12/03/1985', 80, ''],
    ['104', 'Duda', cpf('123123123'), '13/04/1995', 70, 'PP'],
  ];
}

/** The same candidates with a recognised "Nota" header. */
export function candidatos(): CellValue[][] {
  const rows = candidatosSemNota();
  rows[0] = rows[0].map((h) => (h === 'Desempenho' ? 'Nota' : h));
  return rows;
}

export function pasta(sheets: SheetData[]): MemoryWorkbook {
  return new MemoryWorkbook(sheets);
}

/** The pane over `wb`, as the Excel entry wires it (inline runner), with a userEvent session. */
export function renderPainel(wb: MemoryWorkbook, opts: { host?: HostInfo; acoes?: Partial<PaneActions>; nomes?: boolean } = {}) {
  const acoes: PaneActions = { ...paneActions(wb, { hasNames: opts.nomes ?? true, origem: 'teste' }), ...opts.acoes };
  if (opts.nomes === false) delete acoes.adicionarNomes;
  const user = userEvent.setup();
  const r = render(
    <FluentProvider theme={webLightTheme}>
      <App acoes={acoes} host={opts.host ?? HOST_EXCEL} versao="9.9.9" />
    </FluentProvider>,
  );
  return { ...r, user, acoes };
}

/** A sheet's rows by name. */
export function linhas(wb: MemoryWorkbook, nome: string): CellValue[][] {
  const s = wb.sheets.find((x) => x.nome === nome);
  if (!s) throw new Error(`sem a planilha ${nome}: ${wb.sheets.map((x) => x.nome).join(', ')}`);
  return s.linhas;
}

export { React };
