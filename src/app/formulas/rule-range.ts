// The rule of a custom function (rules.md §8, §11): a shipped rule set named by `regra=`, or the rule the
// commission wrote in its Regra sheet, given as the functions' last argument (`abaRegra`, the range
// Regra!A1:F40). A custom function reads only its arguments, so the Regra sheet reaches it as a range,
// read by the same reader as the workbook's Regra sheet (src/sheet/rule-sheet.ts): the same labels, the
// same messages at the same cells (counted from the range's first cell, as for the other ranges).
import { DEFAULT_RULE_SET_ID, findRuleSet } from '../../engine';
import type { PcdRule, RuleSet } from '../../engine';
import { RULE_SHEET_CHOICE, RULE_SHEET_LABEL } from '../../engine/catalog/options';
import { readWrittenPcdRule, readWrittenRule } from '../../engine/written-rules';
import { isBlank, normalizeHeader } from '../../sheet';
import type { CellValue } from '../../sheet';
import { RULE_SHEET, readRuleSheet, writtenGroupWords } from '../../sheet/rule-sheet';
import { InputError, problemsMessage } from './errors';
import { chosenPcdRule } from './options';
import type { FunctionOptions } from './options';

/** The name of the Regra range in messages and in the functions' help (their last argument). */
export const RULE_RANGE = 'abaRegra';

/** The rule a function applies. */
export interface FunctionRule {
  rules: RuleSet;
  /** The concurso's `regra`: the shipped id, or the written rule's id. */
  regra: string;
  /** The rule as the commission wrote it (the contract's `regra` object), when the range gave it. */
  regraInformada?: Record<string, unknown>;
  /** The Regra sheet's PcD rule (the contract's `opcoes.pcd` object), when it has one. */
  pcdInformada?: Record<string, unknown>;
  pcdRule?: PcdRule;
  /** How the candidates' Cota cells name the written rule's groups (label key → declared value). */
  grupos?: ReadonlyMap<string, string>;
}

/**
 * The range's rows, or null when the argument is omitted or blank. Excel on the desktop passes a blank
 * cell of a range as 0; no cell of the Regra sheet means anything by 0 (percentages and minimums are
 * at least 1; "pelo menos" 0 is its default), so a 0 is read as blank, in every host alike.
 */
function ruleRows(value: unknown): CellValue[][] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !Array.isArray(value[0])) {
    if (isBlank(value as CellValue) || value === 0) return null;
    throw new InputError(`${RULE_RANGE}: selecione a aba Regra inteira (por exemplo Regra!A1:F40), a partir da sua primeira célula`);
  }
  const rows = (value as CellValue[][]).map((r) => (r.includes(0) ? r.map((c) => (c === 0 ? null : c)) : r));
  return rows.every((r) => r.every((c) => isBlank(c))) ? null : rows;
}

/**
 * The rule of `regra=` (a shipped id, RULE_SHEET_CHOICE or absent) and of the Regra range: the range's
 * rule when given (with `regra=` absent or "Outra lei (aba Regra)"); a shipped rule named beside a range
 * is refused (which one was meant?), as is "Outra lei (aba Regra)" without one.
 */
export function functionRule(choice: string | undefined, range: unknown): FunctionRule {
  const rows = ruleRows(range);
  if (rows === null) {
    if (choice === RULE_SHEET_CHOICE)
      throw new InputError(
        `regra=${RULE_SHEET_LABEL}: informe o intervalo da aba '${RULE_SHEET}' no último argumento (${RULE_RANGE}), por exemplo Regra!A1:F40`,
      );
    const id = choice ?? DEFAULT_RULE_SET_ID;
    return { rules: findRuleSet(id)!, regra: id };
  }
  if (choice !== undefined && choice !== RULE_SHEET_CHOICE)
    throw new InputError(
      `${RULE_RANGE}: as opções pedem a regra ${findRuleSet(choice)?.name ?? choice} e o último argumento traz a aba '${RULE_SHEET}'; ` +
        `use uma só (para a regra da aba, tire "regra=" das opções ou escreva "regra=${RULE_SHEET_LABEL}")`,
    );
  const read = readRuleSheet({ nome: RULE_SHEET, linhas: rows });
  if (read.problemas.length > 0 || read.regra === null)
    throw new InputError(problemsMessage(`Problemas na aba '${RULE_SHEET}' (linha 1 = primeira linha do intervalo):`, read.problemas));
  // readRuleSheet has run the engine's checks and located their problems: the reading cannot fail here.
  const rules = readWrittenRule(read.regra).rules!;
  const out: FunctionRule = { rules, regra: rules.id, regraInformada: read.regra, grupos: writtenGroupWords(rules) };
  if (read.pcd) {
    out.pcdRule = readWrittenPcdRule(read.pcd, rules).rule!;
    out.pcdInformada = read.pcd;
  }
  return out;
}

/**
 * The PcD rule of a function: the Regra sheet's own when it has one (a `pcd=` beside it is refused: which
 * one was meant?), else the options' `pcd=`.
 */
export function functionPcdRule(rule: FunctionRule, options: FunctionOptions): PcdRule | null {
  if (rule.pcdRule && options.pcd !== undefined)
    throw new InputError(
      `pcd: as opções pedem '${options.pcd}' e a aba Regra traz a sua regra PcD (${rule.pcdRule.name}); use uma só (tire "pcd=" das opções ou as linhas "Regra PcD" da aba)`,
    );
  return rule.pcdRule ?? chosenPcdRule(options);
}

/** The rule's group a text names by its code or its title ("PPIQ", a written rule's own code: rules.md §11), or null. */
export function ruleGroupNamed(raw: string, rules: RuleSet): string | null {
  const key = normalizeHeader(raw);
  return rules.groups.find((g) => normalizeHeader(g.code) === key || normalizeHeader(g.title) === key)?.code ?? null;
}
