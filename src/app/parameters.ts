// Saving the Parâmetros form, planned: the sheet to write (found by its name, or created), its rows from
// the form with the commission's notes kept, and the outcome, given the analysis made after the write.
// The sheet stays the single source of truth that co-authors see and audit. Pure: the appliers write
// it through their port and analyse again.
import { count } from '../engine/text';
import { PARAMETERS_SHEET } from '../sheet';
import type { SheetData } from '../sheet';
import { parametersNoteRows } from '../sheet/parameters';
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

/** The write of the Parâmetros sheet: found by its name, or created; every parameter from the form, the commission's notes kept. */
export function planParameters(sheets: SheetData[], form: ParametersForm): PortWrite<'writeSheet', AfterParameters> {
  const existing = sheets.find((s) => isParametersSheet(s.nome));
  const nome = existing?.nome ?? PARAMETERS_SHEET;
  const criada = !existing;
  return {
    method: 'writeSheet',
    args: [nome, parametersSheetRows(form, existing ? parametersNoteRows(existing.linhas) : [])],
    done: () => (analise) => ({ resultado: savedOutcome(nome, criada, analise), analise }),
    failed: (e) => (analise) => ({
      resultado: failedOutcome(`Não foi possível gravar a planilha '${nome}': ${errorMessage(e)}`, analise),
      analise,
    }),
  };
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
