// The web page's workbook: the WorkbookPort (src/app/port.ts) over a file opened in the page. The
// sheets read from the file live in memory (sheet-store.ts); the Parâmetros sheet, the acts of the
// Nomeações sheet and the lists are written there — a copy held by the page, not the file on the
// computer, which changes only when the commission downloads its workbook (toXlsx: the file opened, with
// only the program's sheets put in, xlsx-patch.ts). The lists to publish are a file of their own
// (listsXlsx). Nothing leaves the browser. The page has no grid (no selection; selecting a cell does
// nothing: the Validar step names the cell instead) and no workbook names.
import type { AppendedRows, CellRef, CellWrite, LaidOutTable, NamesOutcome, WorkbookPort } from '../../app/port';
import type { CellValue, SheetData } from '../../sheet';
import type { WorkbookSheet } from '../file/browser/xlsx-write';
import { SheetStore, copySheet } from './sheet-store';

/** The name without its folder, its extension and the suffixes the page gives its downloads. */
function baseOf(original: string): string {
  const base = original
    .slice(Math.max(original.lastIndexOf('/'), original.lastIndexOf('\\')) + 1)
    .replace(/\.(xlsx|xlsm|csv|txt)$/i, '')
    .replace(/-(listas-uso-interno|listas|uso-interno)$/i, '');
  return base || 'resultado';
}

/** The lists' file: "<original>-listas.xlsx" (masked, to publish), "<original>-listas-uso-interno.xlsx" without the mask. */
export function resultFileName(original: string, mascarado = true): string {
  return `${baseOf(original)}-${mascarado ? 'listas' : 'listas-uso-interno'}.xlsx`;
}

/** The commission's whole workbook: "<original>-uso-interno.xlsx" (the candidates' full data: not to publish). */
export function workbookFileName(original: string): string {
  return `${baseOf(original)}-uso-interno.xlsx`;
}

export class WebWorkbook implements WorkbookPort {
  /** The name of the file opened (shown in the page and in the Memória de cálculo). */
  readonly arquivo: string;
  private readonly store: SheetStore;
  /** The sheets as read from the file (never changed: what toXlsx compares the page's copy with). */
  private readonly lidas: readonly SheetData[];
  /** The .xlsx opened, as it was: what toXlsx starts from (absent for a CSV). */
  private readonly original: Uint8Array | undefined;
  /** The sheets of the commission's the page changed (Parâmetros, Nomeações), in the order first changed. */
  private readonly alteradas: string[] = [];
  private revisao = 0;
  private readonly ouvintes = new Set<() => void>();

  constructor(sheets: SheetData[], arquivo: string, original?: Uint8Array) {
    this.store = new SheetStore(sheets);
    this.lidas = sheets;
    this.arquivo = arquivo;
    this.original = original;
  }

  /** Grows with each change to the commission's sheets (the page compares it with the one last downloaded). */
  get revision(): number {
    return this.revisao;
  }

  /** The commission's sheets the page changed since the file was opened. */
  changedSheets(): string[] {
    return this.alteradas.slice();
  }

  /** Calls `f` after each change to the commission's sheets; returns the unsubscribe. */
  subscribe(f: () => void): () => void {
    this.ouvintes.add(f);
    return () => void this.ouvintes.delete(f);
  }

  private changed(nome: string): void {
    const s = this.store.find(nome);
    const real = s?.nome ?? nome;
    if (!this.alteradas.some((n) => n.toLocaleLowerCase('pt-BR') === real.toLocaleLowerCase('pt-BR'))) this.alteradas.push(real);
    this.revisao++;
    for (const f of this.ouvintes) f();
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
    this.changed(nome);
  }

  async writeCells(nome: string, celulas: CellWrite[]): Promise<void> {
    this.store.writeCells(nome, celulas);
    this.changed(nome);
  }

  async appendRows(nome: string, cabecalho: CellValue[], linhas: CellValue[][]): Promise<AppendedRows> {
    const r = this.store.append(nome, cabecalho, linhas);
    this.changed(r.planilha);
    return r;
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

  /** The names of the sheets toXlsx writes, in order. */
  sheetNames(): string[] {
    return this.store.sheets.map((s) => s.nome);
  }

  /** The names of the lists written in this page (what listsXlsx writes), in order. */
  listNames(): string[] {
    return this.contents()
      .filter((c) => c.tabela)
      .map((c) => c.nome);
  }

  /**
   * The commission's whole workbook as the bytes of an .xlsx: the file opened with only the program's
   * sheets put in (xlsx-patch.ts), or, for a CSV, every sheet written anew. The writers are loaded on
   * first use (a chunk of their own: they carry exceljs).
   */
  async toXlsx(): Promise<Uint8Array> {
    const autor = 'cotas-raciais (página web)';
    if (this.original) {
      const { patchWorkbookBytes } = await import(/* webpackChunkName: "xlsx" */ '../file/browser/xlsx-patch');
      return patchWorkbookBytes(this.original, this.lidas, this.contents(), { autor });
    }
    const { writeWorkbookBytes } = await import(/* webpackChunkName: "xlsx" */ '../file/browser/xlsx-write');
    return writeWorkbookBytes(this.contents(), { autor });
  }

  /** Only the lists written in this page, as the bytes of an .xlsx (the file to publish); null before any. */
  async listsXlsx(): Promise<Uint8Array | null> {
    const listas = this.contents().filter((c) => c.tabela);
    if (listas.length === 0) return null;
    const { writeWorkbookBytes } = await import(/* webpackChunkName: "xlsx" */ '../file/browser/xlsx-write');
    return writeWorkbookBytes(listas, { autor: 'cotas-raciais (página web)' });
  }
}
