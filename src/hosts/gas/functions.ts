// The custom functions of Google Sheets: =RESERVA (bare, as the users asked) and =COTAS_RESERVA,
// =COTAS_SEQUENCIA, =COTAS_CLASSIFICAR, =COTAS_LISTA (Sheets has no namespaces; bare CLASSIFICAR and
// SEQUENCIA are the Portuguese names of the built-in SORT and SEQUENCE). The same arguments, results
// and messages as the Excel functions: the work is the host-free src/app/formulas/implementation.ts's,
// with Sheets' blanks ("" — never 0: Excel desktop's blank-as-0 is Excel's alone) and no size limit
// (PLAIN_HOST). Their help (JSDoc) is generated at build time from the Excel functions' JSDoc
// (ajuda-loader.js reads src/hosts/excel/functions/functions.ts as text, on the lines of main.ts).
import { formulaErrorMessage } from '../../app/formulas/errors';
import { PLAIN_HOST } from '../../app/formulas/host';
import { classifyCells, listCells, reserveCells, sequenceCells } from '../../app/formulas/implementation';
import type { OutMatrix } from '../../app/formulas/implementation';
import { argumentFromSheets as arg } from './cells';

/**
 * Runs a function's body: every problem becomes Error("mensagem"), which Sheets shows in the cell's
 * #ERROR! tooltip — the same Portuguese message (with the row and column) that Excel shows in #VALOR!.
 */
function sheetsGuard(body: () => OutMatrix): OutMatrix {
  try {
    return body();
  } catch (e) {
    throw new Error(formulaErrorMessage(e));
  }
}

export function RESERVA(
  vagas: unknown,
  grupo?: unknown,
  regra?: unknown,
  arredondamento?: unknown,
  opcoes?: unknown,
  abaRegra?: unknown,
): OutMatrix {
  return COTAS_RESERVA(vagas, grupo, regra, arredondamento, opcoes, abaRegra);
}

export function COTAS_RESERVA(
  vagas: unknown,
  grupo?: unknown,
  regra?: unknown,
  arredondamento?: unknown,
  opcoes?: unknown,
  abaRegra?: unknown,
): OutMatrix {
  return sheetsGuard(() => reserveCells(arg(vagas), arg(grupo), arg(regra), arg(arredondamento), arg(opcoes), arg(abaRegra)));
}

export function COTAS_SEQUENCIA(
  vagas: unknown,
  regra?: unknown,
  arredondamento?: unknown,
  colisao?: unknown,
  opcoes?: unknown,
  abaRegra?: unknown,
): OutMatrix {
  return sheetsGuard(() => sequenceCells(arg(vagas), arg(regra), arg(arredondamento), arg(colisao), arg(opcoes), arg(abaRegra)));
}

export function COTAS_CLASSIFICAR(tabela: unknown, vagas: unknown, opcoes?: unknown, nomeacoes?: unknown, abaRegra?: unknown): OutMatrix {
  return sheetsGuard(() => classifyCells(arg(tabela), arg(vagas), arg(opcoes), PLAIN_HOST, arg(nomeacoes), arg(abaRegra)));
}

export function COTAS_LISTA(
  tabela: unknown,
  vagas: unknown,
  lista: unknown,
  opcoes?: unknown,
  nomeacoes?: unknown,
  abaRegra?: unknown,
): OutMatrix {
  return sheetsGuard(() => listCells(arg(tabela), arg(vagas), arg(lista), arg(opcoes), PLAIN_HOST, arg(nomeacoes), arg(abaRegra)));
}
