// The web page's workbook: the WorkbookPort (src/app/port.ts) over a file opened in the page. The
// sheets read from the file live in memory (sheet-store.ts); the Parâmetros sheet, the acts of the
// Nomeações sheet and the lists are written there, and the whole workbook is handed back as a new .xlsx (toXlsx) for download. Nothing
// leaves the browser. The page has no grid (no selection; selecting a cell does nothing: the Validar
// step names the cell instead) and no workbook names.
import type { AppendedRows, CellRef, LaidOutTable, NamesOutcome, WorkbookPort } from '../../app/port';
import type { CellValue, SheetData } from '../../sheet';
import type { WorkbookSheet } from '../file/browser/xlsx-write';
import { SheetStore, copySheet } from './sheet-store';

/** The downloaded file's name: "<original without extension>-listas.xlsx". */
export function resultFileName(original: string): string {
  const base = original.slice(Math.max(original.lastIndexOf('/'), original.lastIndexOf('\\')) + 1).replace(/\.(xlsx|xlsm|csv|txt)$/i, '');
  return `${base.replace(/-listas$/i, '') || 'resultado'}-listas.xlsx`;
}

export class WebWorkbook implements WorkbookPort {
  /** The name of the file opened (shown in the page and in the Memória de cálculo). */
  readonly arquivo: string;
  private readonly store: SheetStore;

  constructor(sheets: SheetData[], arquivo: string) {
    this.store = new SheetStore(sheets);
    this.arquivo = arquivo;
  }

  async readSheets(): Promise<SheetData[]> {
    return this.store.sheets.map(copySheet);
  }

  async readSelection(): Promise<CellRef | null> {
    return null;
  }

  async selectCell(_ref: CellRef): Promise<void> {
    // No grid in the page: nothing to select (the Validar step names the cell instead).
  }

  async writeSheet(nome: string, linhas: CellValue[][]): Promise<void> {
    this.store.write(nome, linhas);
  }

  async appendRows(nome: string, cabecalho: CellValue[], linhas: CellValue[][]): Promise<AppendedRows> {
    return this.store.append(nome, cabecalho, linhas);
  }

  async replaceOutput(remover: string[], tabelas: LaidOutTable[]): Promise<string[]> {
    return this.store.replace(remover, tabelas);
  }

  /** The page never offers the names (webActions: hasNames false). */
  async addNames(): Promise<NamesOutcome> {
    throw new Error('A página web não tem nomes de pasta de trabalho.');
  }

  /** Every sheet in order: the add-in's tables with their layout, the others as values. */
  contents(): WorkbookSheet[] {
    return this.store.sheets.map((s) => {
      const tabela = this.store.tableOf(s);
      return tabela ? { nome: s.nome, tabela } : { nome: s.nome, dados: s };
    });
  }

  /** The whole workbook as the bytes of an .xlsx (the writer is loaded on first use: it carries exceljs). */
  async toXlsx(): Promise<Uint8Array> {
    const { writeWorkbookBytes } = await import(/* webpackChunkName: "xlsx" */ '../file/browser/xlsx-write');
    return writeWorkbookBytes(this.contents(), { autor: 'cotas-raciais (página web)' });
  }
}
