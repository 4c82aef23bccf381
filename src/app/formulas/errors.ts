// What goes wrong in a formula (COTAS.* in Excel, COTAS_* in Google Sheets), host-free: a problem in
// what the user gave the function (InputError, its message already in Portuguese) or a bug, and the one
// Portuguese message either becomes. Each host shows that message its own way: Excel as #VALOR!
// (src/hosts/excel/functions/errors.ts), Sheets as #ERROR! (src/hosts/gas/functions.ts).
import { formatProblems } from '../../sheet';
import type { SheetProblem } from '../../sheet';

/**
 * A problem in what the user gave the function (bad argument, bad cell in the table). Functions throw
 * it internally; the host's guard turns it into the cell's error. Its message is already in Portuguese.
 */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** Longest message we hand to a host: the tooltip is small; the first problems are what matters. */
export const MAX_MESSAGE_LENGTH = 1000;

/** The message trimmed and cut to MAX_MESSAGE_LENGTH (with "…"). */
export function clipMessage(message: string): string {
  const m = message.trim();
  return m.length <= MAX_MESSAGE_LENGTH ? m : m.slice(0, MAX_MESSAGE_LENGTH - 1) + '…';
}

/**
 * The message a cell shows for what a function threw: an input problem's own message; anything
 * unexpected (a bug) says so, instead of a host's bare error code.
 */
export function formulaErrorMessage(e: unknown): string {
  if (e instanceof InputError) return clipMessage(e.message);
  const detail = (e instanceof Error ? e.message : String(e)).trim().replace(/\.+$/, '');
  return clipMessage(`Erro interno do suplemento de cotas: ${detail}. Avise a equipe do projeto, com a planilha que causou o erro.`);
}

/** How many problems a message lists before "e mais N". */
const MAX_PROBLEMS_IN_MESSAGE = 5;

/** The problems as one Portuguese message: the first few, then how many more. */
export function problemsMessage(intro: string, problems: SheetProblem[]): string {
  const shown = problems.slice(0, MAX_PROBLEMS_IN_MESSAGE).map((p) => ({ ...p, planilha: null }));
  const more = problems.length - shown.length;
  const lines = formatProblems(shown).split('\n');
  const tail = more > 0 ? ` (e mais ${more} ${more === 1 ? 'problema' : 'problemas'})` : '';
  return `${intro} ${lines.join(' | ')}${tail}`;
}
