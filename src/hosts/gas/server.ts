/// <reference types="google-apps-script" />
// The server side of the sidebar: the "Cotas" menu, the sidebar itself, and the functions the sidebar
// calls through google.script.run. Each is synchronous (google.script.run does not wait for a Promise)
// over workflow-sync.ts and SheetsWorkbook: the same steps, checks, outcomes and texts as the Excel pane.
import {
  analyseSync,
  createRuleSheetSync,
  generateSync,
  raiseVacanciesSync,
  recordActsSync,
  saveParametersSync,
} from '../../app/workflow-sync';
import type { ActEntry } from '../../app/acts';
import type { CellRef } from '../../app/port';
import type { ParametersForm } from '../../sheet/parameters-form';
import type { GeneratePayload } from './protocol';
import { SheetsWorkbook } from './sheets-workbook';

/** The sidebar's title (the pane's header names the host). */
export const SIDEBAR_TITLE = 'Cotas raciais';

/** SHA-256 (hex) of a text in UTF-8, through Apps Script's Utilities (bytes come signed, -128…127). */
export function sha256Hex(text: string): string {
  const bytes = Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, text, Utilities.Charset.UTF_8);
  let out = '';
  for (const b of bytes) out += ((b + 256) % 256).toString(16).padStart(2, '0');
  return out;
}

function workbook(): SheetsWorkbook {
  return new SheetsWorkbook();
}

/** Installed as an add-on: the menu goes under Extensions; bound to the spreadsheet: a "Cotas" menu of its own. */
function isAddOn(): boolean {
  try {
    return ScriptApp.getInstallationSource() !== ScriptApp.InstallationSource.NONE;
  } catch {
    return false;
  }
}

export function onOpen(_e?: unknown): void {
  const ui = SpreadsheetApp.getUi();
  const menu = isAddOn() ? ui.createAddonMenu() : ui.createMenu('Cotas');
  menu.addItem('Abrir o painel', 'cotasAbrirPainel').addToUi();
}

export function onInstall(e?: unknown): void {
  onOpen(e);
}

export function cotasAbrirPainel(): void {
  const html = HtmlService.createHtmlOutputFromFile('sidebar').setTitle(SIDEBAR_TITLE);
  SpreadsheetApp.getUi().showSidebar(html);
}

export function cotasAnalisar(): string {
  return JSON.stringify(analyseSync(workbook()));
}

export function cotasSalvarParametros(form: string): string {
  return JSON.stringify(saveParametersSync(workbook(), JSON.parse(form) as ParametersForm));
}

/** The Regra sheet created from a shipped rule set (rules.md §11): the commission's starting point. */
export function cotasCriarAbaRegra(base: string): string {
  return JSON.stringify(createRuleSheetSync(workbook(), JSON.parse(base) as string));
}

export function cotasIrParaCelula(ref: string): void {
  workbook().selectCell(JSON.parse(ref) as CellRef);
}

export function cotasLerSelecao(): string {
  return JSON.stringify(workbook().readSelection());
}

export function cotasGerar(pedido: string): string {
  const p = JSON.parse(pedido) as GeneratePayload;
  const wb = workbook();
  const origem = p.origem ?? `planilha Google '${wb.name()}'`;
  return JSON.stringify(generateSync(wb, { ...p, origem, geradoEm: p.geradoEm ? new Date(p.geradoEm) : undefined }, sha256Hex));
}

export function cotasRegistrarAtos(atos: string): string {
  return JSON.stringify(recordActsSync(workbook(), JSON.parse(atos) as ActEntry[]));
}

export function cotasAumentarVagas(pedido: string): string {
  const p = JSON.parse(pedido) as { cargo: string | null; vagas: number };
  return JSON.stringify(raiseVacanciesSync(workbook(), p.cargo, p.vagas));
}
