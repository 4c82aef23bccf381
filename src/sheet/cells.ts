// Cells as Excel, Google Sheets and files really hold them (issue: nothing read silently wrong). A
// host hands the sheet layer plain values, and two kinds of cell that must never be read as data: an
// error value (#N/D, #VALOR!…) and a formula saved without its result. The table reader turns either
// into a problem naming the cell; no parser ever sees them as text.

/** An error value in a cell: `#N/D`, `#VALOR!`, `#REF!`, `#DIV/0!`… (in the host's language or English). */
export class CellError {
  constructor(readonly code: string) {}
  toString(): string {
    return this.code;
  }
}

/** A formula whose result the file does not hold (a workbook saved by a script without calculating). */
export class UncachedFormula {
  constructor(readonly formula: string) {}
  toString(): string {
    return `=${this.formula}`;
  }
}

/** Why a cell cannot be read as data, in Portuguese, or null when it can. */
export function cellTrouble(value: unknown): string | null {
  if (value instanceof CellError) return `a célula tem o erro ${value.code}: corrija a fórmula ou o valor na planilha`;
  if (value instanceof UncachedFormula) {
    return `a célula tem a fórmula =${value.formula} sem o resultado gravado no arquivo: abra a planilha no Excel ou no Google Planilhas, deixe calcular e salve de novo`;
  }
  return null;
}

/** "A1" address of a 0-based row and column. */
export function a1(row: number, col: number): string {
  return `${columnLetter(col)}${row + 1}`;
}

/** "A", "Z", "AA"… for a 0-based column index. */
export function columnLetter(col: number): string {
  let s = '';
  let c = col + 1;
  while (c > 0) {
    const m = (c - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    c = (c - 1 - m) / 26;
  }
  return s;
}

/**
 * The marker the add-in leaves on every sheet it writes: a defined name scoped to the sheet (or a
 * workbook name listing it), written by the Office.js adapter and the .xlsx writer alike. A sheet that
 * carries it is read with `doSuplemento`, so an output sheet ("AC") is never taken for the candidates.
 */
export const OUTPUT_MARKER = 'CotasSaida';

/** A cell as it crosses a Web Worker's boundary: CellError and UncachedFormula as tagged plain objects (Date stays Date). */
export type EncodedCell = string | number | boolean | Date | null | undefined | { erroCelula: string } | { formulaSemResultado: string };

/** A sheet as plain structured-cloneable data (decodeSheets gives it back). */
export interface EncodedSheet {
  nome: string;
  linhas: EncodedCell[][];
  oculta?: boolean;
  linhasOcultas?: number[];
  mescladas?: string[];
  doSuplemento?: boolean;
}

type Cell = string | number | boolean | Date | null | undefined | CellError | UncachedFormula;
interface Sheet {
  nome: string;
  linhas: Cell[][];
  oculta?: boolean;
  linhasOcultas?: number[];
  mescladas?: string[];
  doSuplemento?: boolean;
}

function mapSheet<A, B>(s: Omit<Sheet, 'linhas'> & { linhas: A[][] }, f: (v: A) => B): Omit<Sheet, 'linhas'> & { linhas: B[][] } {
  const out: Omit<Sheet, 'linhas'> & { linhas: B[][] } = { nome: s.nome, linhas: s.linhas.map((r) => r.map(f)) };
  if (s.oculta !== undefined) out.oculta = s.oculta;
  if (s.doSuplemento !== undefined) out.doSuplemento = s.doSuplemento;
  if (s.linhasOcultas !== undefined) out.linhasOcultas = s.linhasOcultas.slice();
  if (s.mescladas !== undefined) out.mescladas = s.mescladas.slice();
  return out;
}

/** The sheets as plain data for postMessage: the two cell classes become tagged objects (the structured clone drops class identity). */
export function encodeSheets(sheets: readonly Sheet[]): EncodedSheet[] {
  return sheets.map((s) =>
    mapSheet(s, (v: Cell): EncodedCell => {
      if (v instanceof CellError) return { erroCelula: v.code };
      if (v instanceof UncachedFormula) return { formulaSemResultado: v.formula };
      return v;
    }),
  );
}

/** The sheets encodeSheets gave, with CellError and UncachedFormula back as instances. */
export function decodeSheets(sheets: readonly EncodedSheet[]): Sheet[] {
  return sheets.map((s) =>
    mapSheet(s, (v: EncodedCell): Cell => {
      if (v !== null && typeof v === 'object' && !(v instanceof Date)) {
        if ('erroCelula' in v) return new CellError(v.erroCelula);
        if ('formulaSemResultado' in v) return new UncachedFormula(v.formulaSemResultado);
      }
      return v as Cell;
    }),
  );
}
