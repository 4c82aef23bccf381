// The in-memory workbook: the WorkbookPort (port.ts) over plain arrays, for every test and for any
// host-free code. It behaves as the Office.js adapter does where the workflow can tell: sheets copied
// in and out, the add-in's sheets marked, earlier output replaced only when marked, names kept.
import type { CellValue, SheetData } from '../sheet';
import { NAME_MARKER } from './port';
import type { CellRef, LaidOutTable, NameDefinition, NamesOutcome, WorkbookPort } from './port';
import { planReplacement } from './replace';

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
  readonly sheets: SheetData[];
  /** Every table written by replaceOutput, in order (across calls). */
  readonly written: WrittenSheet[] = [];
  /** Every cell selected by selectCell, in order. */
  readonly selecoes: CellRef[] = [];
  /** The active cell (what readSelection gives); selectCell sets it, tests may set it. */
  selecionada: CellRef | null = null;
  private readonly names = new Map<string, MemoryName>();

  constructor(sheets: SheetData[] = [], nomes: Record<string, MemoryName> = {}) {
    this.sheets = sheets.map(copySheet);
    for (const [k, v] of Object.entries(nomes)) this.names.set(k, { ...v });
  }

  /** The workbook names (a copy), by name. */
  get nomes(): Record<string, MemoryName> {
    const out: Record<string, MemoryName> = {};
    for (const [k, v] of this.names) out[k] = { ...v };
    return out;
  }

  /** Every sheet with its flags (hidden, written by the add-in, hidden rows, merged ranges), as the Office adapter reads them. */
  async readSheets(): Promise<SheetData[]> {
    return this.sheets.map(copySheet);
  }

  async readSelection(): Promise<CellRef | null> {
    return this.selecionada ? { ...this.selecionada } : null;
  }

  async selectCell(ref: CellRef): Promise<void> {
    if (!this.find(ref.planilha)) throw new Error(`A planilha '${ref.planilha}' não existe na pasta.`);
    this.selecionada = { ...ref };
    this.selecoes.push({ ...ref });
  }

  async writeSheet(nome: string, linhas: CellValue[][]): Promise<void> {
    const rows = linhas.map((r) => r.slice());
    const s = this.find(nome);
    if (s) {
      s.linhas = rows;
      // A plain sheet of the commission's: rewritten whole, and never the add-in's output.
      delete s.linhasOcultas;
      delete s.mescladas;
      delete s.doSuplemento;
    } else this.sheets.push({ nome, linhas: rows });
  }

  async replaceOutput(remover: string[], tabelas: LaidOutTable[]): Promise<string[]> {
    const plan = planReplacement({
      sheets: this.sheets.map((s) => s.nome),
      remover,
      marked: (nome) => this.find(nome)?.doSuplemento === true,
      tables: tabelas.map((t) => t.tabela.nome),
    });
    if ('refusal' in plan) throw new Error(plan.refusal);
    for (const step of plan.steps) {
      if (step.kind === 'add') {
        const t = tabelas[step.table].tabela;
        // Marked as the add-in's, as OfficeWorkbook marks the sheets it writes (OUTPUT_MARKER).
        this.sheets.push({ nome: step.sheet, linhas: tableRows(t), doSuplemento: true });
      } else if (step.kind === 'remove') this.sheets.splice(this.sheets.indexOf(this.find(step.sheet)!), 1);
      else if (step.kind === 'rename') this.find(step.sheet)!.nome = step.to;
    }
    tabelas.forEach((t, i) =>
      this.written.push({ nome: plan.names[i], linhas: tableRows(t.tabela), tabela: t.tabela, formato: t.formato }),
    );
    return plan.names;
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

  private find(nome: string): SheetData | undefined {
    const k = nome.toLocaleLowerCase('pt-BR');
    return this.sheets.find((s) => s.nome.toLocaleLowerCase('pt-BR') === k);
  }
}

/** A table as the sheet holds it: title row, header row, data rows (fresh arrays). */
function tableRows(t: LaidOutTable['tabela']): CellValue[][] {
  return [[t.titulo], t.cabecalho.slice(), ...t.linhas.map((r) => r.slice())];
}

/** A copy of a sheet: its rows and the flags it has (absent flags stay absent). */
function copySheet(s: SheetData): SheetData {
  const out: SheetData = { nome: s.nome, linhas: s.linhas.map((r) => r.slice()) };
  if (s.oculta !== undefined) out.oculta = s.oculta;
  if (s.doSuplemento !== undefined) out.doSuplemento = s.doSuplemento;
  if (s.linhasOcultas !== undefined) out.linhasOcultas = s.linhasOcultas.slice();
  if (s.mescladas !== undefined) out.mescladas = s.mescladas.slice();
  return out;
}
