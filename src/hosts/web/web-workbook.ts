// The web page's workbook: the WorkbookPort (src/app/port.ts) over a file opened in the page. The
// sheets read from the file live in memory (MemoryWorkbook, the same behaviour the workflow is tested
// against); the Parâmetros sheet and the lists are written there, and the whole workbook is handed back
// as a new .xlsx (toXlsx) for download. Nothing leaves the browser. The page has no grid: no selection,
// and selecting a cell does nothing (the Validar step names the cell instead).
import { MemoryWorkbook } from '../../app/memory';
import type { CellRef } from '../../app/port';
import type { SheetData } from '../../sheet';
import type { WorkbookSheet } from '../file/browser/xlsx-write';

/** The downloaded file's name: "<original without extension>-listas.xlsx". */
export function resultFileName(original: string): string {
  const base = original.slice(Math.max(original.lastIndexOf('/'), original.lastIndexOf('\\')) + 1).replace(/\.(xlsx|xlsm|csv|txt)$/i, '');
  return `${base.replace(/-listas$/i, '') || 'resultado'}-listas.xlsx`;
}

export class WebWorkbook extends MemoryWorkbook {
  /** The name of the file opened (shown in the page and in the Memória de cálculo). */
  readonly arquivo: string;

  constructor(sheets: SheetData[], arquivo: string) {
    super(sheets);
    this.arquivo = arquivo;
  }

  override async readSelection(): Promise<CellRef | null> {
    return null;
  }

  override async selectCell(_ref: CellRef): Promise<void> {
    // No grid in the page: nothing to select (the Validar step names the cell instead).
  }

  /** Every sheet in order: the add-in's tables with their layout (the last written under each name), the others as values. */
  contents(): WorkbookSheet[] {
    return this.sheets.map((s) => {
      const key = s.nome.toLocaleLowerCase('pt-BR');
      const t = s.doSuplemento ? [...this.written].reverse().find((w) => w.nome.toLocaleLowerCase('pt-BR') === key) : undefined;
      return t ? { nome: s.nome, tabela: { tabela: t.tabela, formato: t.formato } } : { nome: s.nome, dados: s };
    });
  }

  /** The whole workbook as the bytes of an .xlsx (the writer is loaded on first use: it carries exceljs). */
  async toXlsx(): Promise<Uint8Array> {
    const { writeWorkbookBytes } = await import(/* webpackChunkName: "xlsx" */ '../file/browser/xlsx-write');
    return writeWorkbookBytes(this.contents(), { autor: 'cotas-raciais (página web)' });
  }
}
