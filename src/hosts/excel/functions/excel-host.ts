// Excel's part in COTAS.CLASSIFICAR and COTAS.LISTA (the host-free FormulaHost of
// src/app/formulas/host.ts): a blank cell may arrive as 0 (Excel desktop), undone by excel-cells.ts,
// and on Excel on the web a call has a size limit (web-limit.ts).
import type { FormulaHost } from '../../../app/formulas/host';
import { firstRows } from '../../../app/formulas/host';
import { restoreDesktopBlanks, usedRowCount } from './excel-cells';
import { checkRequest, checkResponse } from './web-limit';
import type { PayloadLimit } from './web-limit';

/** The Excel host under `limit` (web-limit.ts's excelWebLimit(): null on the desktop, where there is none). */
export function excelFormulaHost(limit: PayloadLimit | null): FormulaHost {
  return {
    // Trailing rows of 0s and blanks are unused (a whole-column reference like A:J has a million of them).
    table: (rows, find, opts) => restoreDesktopBlanks(firstRows(rows, usedRowCount(rows)), find, opts),
    acts: (rows) => firstRows(rows, usedRowCount(rows)).map((r) => (r.includes(0) ? r.map((c) => (c === 0 ? null : c)) : r)),
    checkRequest: (rows, extra) => checkRequest(rows, extra, limit),
    checkResponse: (out) => checkResponse(out, limit),
    lista: 'COTAS.LISTA',
  };
}
