// The sheets of a workbook held in memory, and the two changes the workflow makes to them: the
// Parâmetros sheet rewritten (write) and the add-in's output replaced as the one replacement plan says
// (replace: src/app/replace.ts). The web page's workbook (web-workbook.ts) is this store over the file
// opened; it keeps, beside each sheet the add-in wrote, the table with its layout, for the .xlsx it
// hands back.
import { planReplacement } from '../../app/replace';
import type { AppendedRows, CellWrite, LaidOutTable } from '../../app/port';
import { isBlank } from '../../sheet';
import type { CellValue, SheetData } from '../../sheet';

/** A copy of a sheet: its rows and the flags it has (absent flags stay absent). */
export function copySheet(s: SheetData): SheetData {
  const out: SheetData = { nome: s.nome, linhas: s.linhas.map((r) => r.slice()) };
  if (s.oculta !== undefined) out.oculta = s.oculta;
  if (s.doSuplemento !== undefined) out.doSuplemento = s.doSuplemento;
  if (s.linhasOcultas !== undefined) out.linhasOcultas = s.linhasOcultas.slice();
  if (s.mescladas !== undefined) out.mescladas = s.mescladas.slice();
  return out;
}

/** A written table as its sheet holds it: title row, header row, data rows, the rows below it (fresh arrays). */
export function tableRows({ tabela: t }: LaidOutTable): CellValue[][] {
  return [[t.titulo], t.cabecalho.slice(), ...t.linhas.map((r) => r.slice()), ...(t.rodape ?? []).map((r) => r.slice())];
}

export class SheetStore {
  /** Every sheet, in tab order (the store's own copies). */
  readonly sheets: SheetData[];
  private readonly tables = new WeakMap<SheetData, LaidOutTable>();

  constructor(sheets: SheetData[]) {
    this.sheets = sheets.map(copySheet);
  }

  /** The sheet of that name, compared ignoring case as Excel does. */
  find(nome: string): SheetData | undefined {
    const k = nome.toLocaleLowerCase('pt-BR');
    return this.sheets.find((s) => s.nome.toLocaleLowerCase('pt-BR') === k);
  }

  /** The table the add-in wrote in the sheet, with its layout; null for any other sheet. */
  tableOf(sheet: SheetData): LaidOutTable | null {
    return this.tables.get(sheet) ?? null;
  }

  /** The whole content of `nome` replaced (the sheet created at the end when missing): a plain sheet of the commission's, never the add-in's output. */
  write(nome: string, linhas: CellValue[][]): void {
    const rows = linhas.map((r) => r.slice());
    const s = this.find(nome);
    if (!s) {
      this.sheets.push({ nome, linhas: rows });
      return;
    }
    s.linhas = rows;
    delete s.linhasOcultas;
    delete s.mescladas;
    delete s.doSuplemento;
    this.tables.delete(s);
  }

  /** Cells of `nome` written (the sheet created at the end when missing), every other cell as it was: the port's writeCells. */
  writeCells(nome: string, celulas: CellWrite[]): void {
    let s = this.find(nome);
    if (!s) {
      s = { nome, linhas: [] };
      this.sheets.push(s);
    }
    for (const { linha, coluna, valor } of celulas) {
      while (s.linhas.length <= linha) s.linhas.push([]);
      const row = s.linhas[linha];
      while (row.length < coluna) row.push(null);
      row[coluna] = valor;
    }
    delete s.doSuplemento;
    this.tables.delete(s);
  }

  /**
   * Rows appended below the last row with content of `nome` (the sheet created at the end, or a blank
   * one filled, with `cabecalho` first): the port's appendRows. No row already there changes.
   */
  append(nome: string, cabecalho: CellValue[], linhas: CellValue[][]): AppendedRows {
    let s = this.find(nome);
    if (!s) {
      s = { nome, linhas: [] };
      this.sheets.push(s);
    }
    let end = s.linhas.length;
    while (end > 0 && s.linhas[end - 1].every(isBlank)) end--;
    const criada = end === 0;
    s.linhas.length = end;
    if (criada) s.linhas.push(cabecalho.slice());
    const primeiraLinha = s.linhas.length + 1;
    for (const r of linhas) s.linhas.push(r.slice());
    return { planilha: s.nome, primeiraLinha, ultimaLinha: s.linhas.length, criada };
  }

  /** planReplacement's steps, executed: throws its refusal; returns the names of the sheets written. */
  replace(remover: string[], tabelas: LaidOutTable[]): string[] {
    const plan = planReplacement({
      sheets: this.sheets.map((s) => s.nome),
      remover,
      marked: (nome) => this.find(nome)?.doSuplemento === true,
      tables: tabelas.map((t) => t.tabela.nome),
    });
    if ('refusal' in plan) throw new Error(plan.refusal);
    for (const step of plan.steps) {
      if (step.kind === 'add') {
        // Marked as the add-in's, as OfficeWorkbook marks the sheets it writes (OUTPUT_MARKER).
        const sheet: SheetData = { nome: step.sheet, linhas: tableRows(tabelas[step.table]), doSuplemento: true };
        this.sheets.push(sheet);
        this.tables.set(sheet, tabelas[step.table]);
      } else if (step.kind === 'remove') this.sheets.splice(this.sheets.indexOf(this.find(step.sheet)!), 1);
      else if (step.kind === 'rename') this.find(step.sheet)!.nome = step.to;
    }
    return plan.names;
  }
}
