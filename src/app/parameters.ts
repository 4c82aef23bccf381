// Saving the Parâmetros form, planned: the sheet to write (found by its name, or created), the cells the
// form changed (everything else of the commission's kept), and the outcome, given the analysis made after
// the write.
// The sheet stays the single source of truth that co-authors see and audit. Pure: the appliers write
// it through their port and analyse again.
import { count } from '../engine/text';
import { PARAMETERS_SHEET, isBlank } from '../sheet';
import type { CellValue, SheetData } from '../sheet';
import { parametersEdit } from '../sheet/parameters-edit';
import type { CellWrite } from '../sheet/parameters-edit';
import { parametersSheetRows } from '../sheet/parameters-form';
import type { ParametersForm } from '../sheet/parameters-form';
import { isParametersSheet } from '../sheet/workbook';
import { failedOutcome } from './outcome';
import { errorMessage } from './plan';
import type { PortWrite } from './plan';
import type { Analysis, Outcome } from './types';

/** What saving the parameters gives: its outcome, and the analysis made after writing. */
export interface ParametersSaved {
  resultado: Outcome;
  analise: Analysis;
}

/** Once written (or refused), the outcome given the workbook analysed again. */
export type AfterParameters = (analise: Analysis) => ParametersSaved;

/** What saving the form does: refuse (what would be lost, in Portuguese), or write the sheet's cells. */
export type ParametersPlan = { recusa: string } | PortWrite<'writeCells', AfterParameters>;

/** The outcome of a refused save, given the workbook analysed again (nothing was written). */
export function refusedParameters(recusa: string): AfterParameters {
  return (analise) => ({ resultado: failedOutcome(recusa, analise), analise });
}

/**
 * The write of the Parâmetros sheet: found by its name, or created. An existing sheet gets only the
 * cells of what the form changed (parametersEdit: the commission's comments, columns and side tables
 * stay), or the refusal when a change would lose them; a new one, every row of the form.
 */
export function planParameters(sheets: SheetData[], form: ParametersForm): ParametersPlan {
  const existing = sheets.find((s) => isParametersSheet(s.nome));
  const nome = existing?.nome ?? PARAMETERS_SHEET;
  const criada = !existing;
  const edit = existing ? parametersEdit(existing.linhas, nome, form) : { celulas: rowCells(parametersSheetRows(form)) };
  if ('recusa' in edit) return edit;
  return {
    method: 'writeCells',
    args: [nome, edit.celulas],
    done: () => (analise) => ({ resultado: savedOutcome(nome, criada, analise), analise }),
    failed: (e) => (analise) => ({
      resultado: failedOutcome(`Não foi possível gravar a planilha '${nome}': ${errorMessage(e)}`, analise),
      analise,
    }),
  };
}

/** Every non-blank cell of `rows`, as writes. */
function rowCells(rows: CellValue[][]): CellWrite[] {
  return rows.flatMap((row, linha) => row.flatMap((valor, coluna) => (isBlank(valor) ? [] : [{ linha, coluna, valor }])));
}

/** The outcome of the Parâmetros sheet written: with the problems the analysis finds in it, if any. */
function savedOutcome(nome: string, criada: boolean, analise: Analysis): Outcome {
  const own = analise.problemas.filter((p) => p.planilha === nome && p.nivel !== 'aviso');
  const done = `Parâmetros gravados na planilha '${nome}'${criada ? ' (criada agora)' : ''}`;
  return {
    ok: true,
    atencao: own.length > 0,
    titulo: own.length ? `${done}, mas ela tem ${count(own.length, 'problema', 'problemas')} a corrigir.` : `${done}.`,
    problemas: analise.problemas,
    planilhas: [nome],
    removidas: [],
    leitura: analise.leitura,
  };
}
