// The in-memory workbook of the tests: the WorkbookPort (src/app/port.ts) over plain arrays. Its
// sheets are the web page's production store (src/hosts/web/sheet-store.ts: the Parâmetros sheet
// written, the add-in's output replaced by the one replacement plan); beside them it records what the
// tests look at (every table written, every cell selected) and keeps the workbook names as Excel
// does. It behaves as the Office.js adapter does where the workflow can tell.
import { NAME_MARKER } from '../../src/app/port';
import { replaceRefusal } from '../../src/app/replace';
import type { AppendedRows, CellRef, CellWrite, LaidOutTable, NameDefinition, NamesOutcome, WorkbookPort } from '../../src/app/port';
import { SheetStore, copySheet, tableRows } from '../../src/hosts/web/sheet-store';
import type { CellValue, SheetData } from '../../src/sheet';

/** A table written by replaceOutput, as the fake keeps it: the sheet name used, and the values as they would be in the sheet. */
export interface WrittenSheet extends LaidOutTable {
  nome: string;
  /** Title row, header row, data rows. */
  linhas: CellValue[][];
}

/** A workbook name as the fake keeps it. */
export interface MemoryName {
  formula: string;
  comentario: string;
}

export class MemoryWorkbook implements WorkbookPort {
  private readonly store: SheetStore;
  /** Every table written by replaceOutput, in order (across calls). */
  readonly written: WrittenSheet[] = [];
  /** Every cell selected by selectCell, in order. */
  readonly selecoes: CellRef[] = [];
  /** The active cell (what readSelection gives); selectCell sets it, tests may set it. */
  selecionada: CellRef | null = null;
  private readonly names = new Map<string, MemoryName>();

  /**
   * `coautoria`: the workbook is shared as in Excel and Sheets, and replaceOutput refuses, as their
   * adapters do, when sheets of the add-in appeared that the analysis did not see (another member's
   * lists). Off by default: the web page's store has one user, and tests write twice on purpose.
   */
  constructor(
    sheets: SheetData[] = [],
    nomes: Record<string, MemoryName> = {},
    private readonly options: { coautoria?: boolean } = {},
  ) {
    this.store = new SheetStore(sheets);
    for (const [k, v] of Object.entries(nomes)) this.names.set(k, { ...v });
  }

  /** The sheets themselves, in tab order (tests may change them). */
  get sheets(): SheetData[] {
    return this.store.sheets;
  }

  /** The workbook names (a copy), by name. */
  get nomes(): Record<string, MemoryName> {
    const out: Record<string, MemoryName> = {};
    for (const [k, v] of this.names) out[k] = { ...v };
    return out;
  }

  /** Every sheet with its flags (hidden, written by the add-in, hidden rows, merged ranges), as the Office adapter reads them. */
  async readSheets(): Promise<SheetData[]> {
    return this.store.sheets.map(copySheet);
  }

  async readSelection(): Promise<CellRef | null> {
    return this.selecionada ? { ...this.selecionada } : null;
  }

  async selectCell(ref: CellRef): Promise<void> {
    if (!this.store.find(ref.planilha)) throw new Error(`A planilha '${ref.planilha}' não existe na pasta.`);
    this.selecionada = { ...ref };
    this.selecoes.push({ ...ref });
  }

  async writeSheet(nome: string, linhas: CellValue[][]): Promise<void> {
    this.store.write(nome, linhas);
  }

  async writeCells(nome: string, celulas: CellWrite[]): Promise<void> {
    this.store.writeCells(nome, celulas);
  }

  async appendRows(nome: string, cabecalho: CellValue[], linhas: CellValue[][]): Promise<AppendedRows> {
    return this.store.append(nome, cabecalho, linhas);
  }

  async replaceOutput(remover: string[], tabelas: LaidOutTable[]): Promise<string[]> {
    if (this.options.coautoria) {
      const wanted = new Set(remover.map((n) => n.toLocaleLowerCase('pt-BR')));
      const added = this.store.sheets.filter((s) => s.doSuplemento && !wanted.has(s.nome.toLocaleLowerCase('pt-BR'))).map((s) => s.nome);
      const refusal = replaceRefusal([], [], added);
      if (refusal) throw new Error(refusal);
    }
    const names = this.store.replace(remover, tabelas);
    tabelas.forEach((t, i) => this.written.push({ nome: names[i], linhas: tableRows(t), tabela: t.tabela, formato: t.formato }));
    return names;
  }

  async addNames(nomes: NameDefinition[]): Promise<NamesOutcome> {
    const out: NamesOutcome = { adicionados: [], atualizados: [], mantidos: [] };
    for (const n of nomes) {
      // Excel compares names ignoring case.
      const key = [...this.names.keys()].find((k) => k.toUpperCase() === n.nome.toUpperCase());
      if (key === undefined) {
        this.names.set(n.nome, { formula: n.formula, comentario: n.comentario });
        out.adicionados.push(n.nome);
      } else if (this.names.get(key)!.comentario.startsWith(NAME_MARKER)) {
        this.names.set(key, { formula: n.formula, comentario: n.comentario });
        out.atualizados.push(n.nome);
      } else out.mantidos.push(n.nome);
    }
    return out;
  }
}
