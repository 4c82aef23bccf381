// The Regra sheet created from a shipped rule set (rules.md §11): the commission's starting point for
// writing its own law's rule. Planned like every write: refused when the sheet exists (it is the
// commission's: never overwritten), else every cell of the rule's rows written through the port.
import { DEFAULT_RULE_SET_ID, findRuleSet } from '../engine/rulesets';
import { isBlank } from '../sheet';
import type { SheetData } from '../sheet';
import { RULE_SHEET, isRuleSheet, ruleSheetRows } from '../sheet/rule-sheet';
import { failedOutcome } from './outcome';
import { errorMessage } from './plan';
import type { PortWrite } from './plan';
import type { ParametersSaved } from './parameters';
import type { Analysis, Outcome } from './types';

/** Once written (or refused), the outcome given the workbook analysed again. */
export type AfterRuleSheet = (analise: Analysis) => ParametersSaved;

/** Creating the Regra sheet: refused (the sheet exists), or the write of its cells. */
export type RuleSheetPlan = { recusa: string } | PortWrite<'writeCells', AfterRuleSheet>;

/** The Regra sheet written from the shipped rule set `base` (a shipped id; the default otherwise). */
export function planRuleSheet(sheets: SheetData[], base: string): RuleSheetPlan {
  const existing = sheets.find((s) => isRuleSheet(s.nome));
  if (existing) return { recusa: `A aba '${existing.nome}' já existe: edite a regra nela (nada foi gravado).` };
  const rules = findRuleSet(base) ?? findRuleSet(DEFAULT_RULE_SET_ID)!;
  const celulas = ruleSheetRows(rules).flatMap((row, linha) =>
    row.flatMap((valor, coluna) => (isBlank(valor) ? [] : [{ linha, coluna, valor }])),
  );
  return {
    method: 'writeCells',
    args: [RULE_SHEET, celulas],
    done: () => (analise) => ({ resultado: createdOutcome(rules.name, analise), analise }),
    failed: (e) => (analise) => ({
      resultado: failedOutcome(`Não foi possível criar a aba '${RULE_SHEET}': ${errorMessage(e)}`, analise),
      analise,
    }),
  };
}

function createdOutcome(base: string, analise: Analysis): Outcome {
  return {
    ok: true,
    atencao: false,
    titulo:
      `Aba '${RULE_SHEET}' criada a partir da ${base}: escreva nela os grupos, percentuais e artigos da sua lei, ` +
      `e escolha "Outra lei (aba Regra)" na Regra dos Parâmetros.`,
    problemas: analise.problemas,
    planilhas: [RULE_SHEET],
    removidas: [],
    leitura: analise.leitura,
  };
}
