// Problems found while reading a spreadsheet, each naming sheet, row and column, in Portuguese.
import { groupDigits } from '../engine/text';

// pt-BR digit groups ("150.000"): the engine's, one way everywhere.

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
  /**
   * 'aviso': worth telling, but the reading goes on (the same CPF in two cargos); a reader returns
   * these apart from its problems (CandidateTable.avisos), so that a host that stops at any problem
   * does not stop at them. Absent: 'erro'.
   */
  nivel?: 'erro' | 'aviso';
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

/** A problem at one cell, with its A1 address and a stable code. */
export function cellProblem(
  planilha: string | null,
  linha: number,
  coluna: string | null,
  celula: string,
  codigo: string,
  mensagem: string,
): SheetProblem {
  return { planilha, linha, coluna, mensagem: finishSentence(mensagem), celula, codigo };
}

/**
 * One line per problem: "Planilha 'Candidatos', linha 7, coluna 'Nota': a nota 'abc' não é um número."
 * A warning (nivel 'aviso') says so: "Aviso — Planilha 'Candidatos', linha 9, coluna 'CPF': …".
 */
export function formatProblem(p: SheetProblem): string {
  const where = problemLocation(p);
  const msg = finishSentence(p.mensagem);
  const line = where ? `${where}: ${msg}` : msg.charAt(0).toUpperCase() + msg.slice(1);
  return p.nivel === 'aviso' ? `Aviso — ${line}` : line;
}

/** How many problems formatProblems lists before "… e mais N". */
export const LISTED_PROBLEMS = 1000;

/**
 * The problems, one per line, in sheet/row order as given: the first `max` (1,000), then one line
 * "… e mais N problemas (T ao todo)." Every problem is counted; none is dropped silently.
 */
export function formatProblems(problems: readonly SheetProblem[], max: number = LISTED_PROBLEMS): string {
  const n = Math.min(problems.length, Math.max(0, max));
  const lines = new Array<string>(n);
  for (let i = 0; i < n; i++) lines[i] = formatProblem(problems[i]);
  const rest = problems.length - n;
  if (rest > 0) {
    lines.push(`… e mais ${groupDigits(rest)} ${rest === 1 ? 'problema' : 'problemas'} (${groupDigits(problems.length)} ao todo).`);
  }
  return lines.join('\n');
}

/**
 * Appends every element of `items` to `target` (a loop: `target.push(...items)` throws "Maximum call
 * stack size exceeded" beyond about 100,000 items). Returns target.
 */
export function appendAll<T>(target: T[], items: readonly T[]): T[] {
  for (let i = 0; i < items.length; i++) target.push(items[i]);
  return target;
}

/** 0-based column of an A1 address ("C7" → 2), or -1. */
function columnOfCell(celula: string | null | undefined): number {
  const m = celula ? /^\$?([A-Z]+)\$?\d+$/i.exec(celula) : null;
  if (!m) return -1;
  let n = 0;
  for (const ch of m[1].toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
  return n - 1;
}

/**
 * Sorts problems by sheet (in first-appearance order), then row, then column (when both name their
 * cell), keeping the order otherwise.
 */
export function sortProblems(problems: readonly SheetProblem[]): SheetProblem[] {
  const sheetOrder = new Map<string, number>();
  problems.forEach((p) => {
    const k = p.planilha ?? '';
    if (!sheetOrder.has(k)) sheetOrder.set(k, sheetOrder.size);
  });
  return problems
    .map((p, i) => ({ p, i, c: columnOfCell(p.celula) }))
    .sort((a, b) => {
      const sa = sheetOrder.get(a.p.planilha ?? '')!;
      const sb = sheetOrder.get(b.p.planilha ?? '')!;
      if (sa !== sb) return sa - sb;
      const la = a.p.linha ?? 0;
      const lb = b.p.linha ?? 0;
      if (la !== lb) return la - lb;
      if (a.c >= 0 && b.c >= 0 && a.c !== b.c) return a.c - b.c;
      return a.i - b.i;
    })
    .map((x) => x.p);
}

/**
 * THE order in which every host lists problems (the CLI, the task pane, the web page): errors
 * first, then warnings (nivel 'aviso'), each in sheet, row and column order (sortProblems).
 */
export function orderProblems(problems: readonly SheetProblem[]): SheetProblem[] {
  const erros: SheetProblem[] = [];
  const avisos: SheetProblem[] = [];
  for (const p of problems) (p.nivel === 'aviso' ? avisos : erros).push(p);
  return appendAll(sortProblems(erros), sortProblems(avisos));
}
