// Problems found while reading a spreadsheet, each naming sheet, row and column, in Portuguese.

export interface SheetProblem {
  /** Sheet name ("Candidatos", "Parâmetros"), or null when the problem is not in a sheet. */
  planilha: string | null;
  /** Row number as the spreadsheet shows it (1-based), or null. */
  linha: number | null;
  /** Column header as written in the sheet (or the expected name when missing), or null. */
  coluna: string | null;
  /** What is wrong, in Portuguese, starting in lower case, ending with a full stop. */
  mensagem: string;
  /** The cell in A1 style ("C7"), when the problem is in one cell. */
  celula?: string | null;
  /** Stable code of the kind of problem, for tools and the task pane ("nota-invalida", "coluna-nao-reconhecida"…). */
  codigo?: string;
}

export function problem(planilha: string | null, linha: number | null, coluna: string | null, mensagem: string): SheetProblem {
  return { planilha, linha, coluna, mensagem: finishSentence(mensagem) };
}

function finishSentence(s: string): string {
  const t = s.trim();
  return /[.!?]$/.test(t) ? t : t + '.';
}

/** "Planilha 'Candidatos', linha 7, coluna 'Nota'" (the parts that are known). */
export function problemLocation(p: SheetProblem): string {
  const parts: string[] = [];
  if (p.planilha !== null && p.planilha !== undefined) parts.push(`Planilha '${p.planilha}'`);
  if (p.linha !== null && p.linha !== undefined) parts.push(parts.length ? `linha ${p.linha}` : `Linha ${p.linha}`);
  if (p.coluna !== null && p.coluna !== undefined) parts.push(parts.length ? `coluna '${p.coluna}'` : `Coluna '${p.coluna}'`);
  return parts.join(', ');
}

/** One line per problem: "Planilha 'Candidatos', linha 7, coluna 'Nota': a nota 'abc' não é um número." */
export function formatProblem(p: SheetProblem): string {
  const where = problemLocation(p);
  const msg = finishSentence(p.mensagem);
  if (!where) return msg.charAt(0).toUpperCase() + msg.slice(1);
  return `${where}: ${msg}`;
}

/** All problems, one per line, in sheet/row order as given. */
export function formatProblems(problems: SheetProblem[]): string {
  return problems.map(formatProblem).join('\n');
}

/** Sorts problems by sheet (in first-appearance order), then row, keeping the order within a row. */
export function sortProblems(problems: SheetProblem[]): SheetProblem[] {
  const sheetOrder = new Map<string, number>();
  problems.forEach((p) => {
    const k = p.planilha ?? '';
    if (!sheetOrder.has(k)) sheetOrder.set(k, sheetOrder.size);
  });
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => {
      const sa = sheetOrder.get(a.p.planilha ?? '')!;
      const sb = sheetOrder.get(b.p.planilha ?? '')!;
      if (sa !== sb) return sa - sb;
      const la = a.p.linha ?? 0;
      const lb = b.p.linha ?? 0;
      if (la !== lb) return la - lb;
      return a.i - b.i;
    })
    .map((x) => x.p);
}
