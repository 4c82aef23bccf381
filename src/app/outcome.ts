// The pieces of the one Outcome (types.ts) that every job's planning shares.
import type { Analysis, Outcome } from './types';

/** Names as messages quote them: "'AC', 'PP'". */
export function quotedNames(list: readonly string[]): string {
  return list.map((n) => `'${n}'`).join(', ');
}

/** An action that stopped, or failed, with the analysis's problems and reading when there is one. */
export function failedOutcome(titulo: string, a: Analysis | null): Outcome {
  return {
    ok: false,
    atencao: false,
    titulo,
    problemas: a?.problemas ?? [],
    planilhas: [],
    removidas: [],
    leitura: a?.leitura ?? [],
  };
}
