// The one place where the Excel custom functions turn a problem into what Excel shows: `#VALOR!`
// (`#VALUE!`) with the Portuguese message (src/app/formulas/errors.ts) in the cell's error tooltip.
//
// Inside Excel the global `CustomFunctions` exists and we throw `new CustomFunctions.Error(
// CustomFunctions.ErrorCode.invalidValue, message)`. In Node (tests, benchmark) it does not exist and
// we throw a `CellValueError`, a plain typed error with the same code and message. The global is only
// looked up through `globalThis` at call time, so this module imports in Node without any Office type
// or global.
import { clipMessage, formulaErrorMessage } from '../../../app/formulas/errors';

/** The part of the Excel custom-functions runtime we use (declared here: no Office types needed). */
interface CustomFunctionsRuntime {
  Error: new (code: string, message?: string) => Error;
  ErrorCode: { invalidValue: string };
}

/** What the functions throw outside Excel: the error Excel would show, as a plain object. */
export class CellValueError extends Error {
  /** Always `#VALUE!` (Excel in Portuguese shows `#VALOR!`). */
  readonly code = '#VALUE!' as const;
  constructor(message: string) {
    super(message);
    this.name = 'CellValueError';
  }
}

function runtime(): CustomFunctionsRuntime | undefined {
  const cf = (globalThis as { CustomFunctions?: Partial<CustomFunctionsRuntime> }).CustomFunctions;
  if (cf && typeof cf.Error === 'function' && cf.ErrorCode && typeof cf.ErrorCode.invalidValue === 'string') {
    return cf as CustomFunctionsRuntime;
  }
  return undefined;
}

/** The `#VALUE!` error for `message`: Excel's own error object inside Excel, a CellValueError elsewhere. */
export function valueError(message: string): Error {
  const cf = runtime();
  const text = clipMessage(message);
  return cf ? new cf.Error(cf.ErrorCode.invalidValue, text) : new CellValueError(text);
}

/**
 * Runs the body of a custom function. Input problems become `#VALUE!` with their message; anything
 * unexpected (a bug) also becomes `#VALUE!`, saying so, instead of Excel's bare `#CALC!`.
 */
export function guard<T>(body: () => T): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof CellValueError) throw e;
    const cf = runtime();
    if (cf && e instanceof cf.Error) throw e;
    throw valueError(formulaErrorMessage(e));
  }
}
