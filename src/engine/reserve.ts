// `cotas reserva` / `=COTAS.RESERVA`: vacancies per group (and PcD) and the nomination sequence for n vacancies.
import { defaultOptions } from './catalog/options';
import { reservedCounts } from './counting';
import { findPcdRule, pcdRuleIds } from './pcd';
import type { PcdRule } from './pcd';
import type { RuleSet } from './rulesets';
import { DEFAULT_RULE_SET_ID, findRuleSet } from './rulesets';
import { nominationSequence } from './sequence';
import { readWrittenPcdRule, readWrittenRule } from './written-rules';
import type { Collision, Modality, Rounding } from './types';
import { MAX_VACANCIES, NO_PCD_RULE, tooManyVacancies } from './types';

export interface ReserveResult {
  vagas: number;
  regra: string;
  /** The PcD rule applied, or null. */
  pcd: string | null;
  reserva: Record<string, number>;
  sequencia: Modality[];
  /** The rule written by the commission (rules.md §11), as given, when one was. */
  regraInformada?: Record<string, unknown>;
  /** The PcD rule written by the commission, as given, when one was. */
  pcdInformada?: Record<string, unknown>;
}

export interface ReserveOptions {
  arredondamento?: Rounding;
  colisao?: Collision;
  /** A PcD rule id, `nenhuma` (default), or a PcD rule written by the commission (rules.md §11). */
  pcd?: string | Record<string, unknown>;
}

/** Every problem of a written rule, one per line, as an Error. */
function problemsError(problems: readonly { campo: string; mensagem: string }[]): Error {
  return new Error(problems.map((p) => `${p.campo}: ${p.mensagem}`).join('\n'));
}

/** A shipped rule set by id, or a rule written by the commission (rules.md §11), each read once. */
function ruleOf(regra: string | Record<string, unknown>): RuleSet {
  if (typeof regra === 'string') {
    const r = findRuleSet(regra);
    if (!r) throw new Error(`Regra desconhecida: "${regra}".`);
    return r;
  }
  const read = readWrittenRule(regra);
  if (!read.rules) throw problemsError(read.problems);
  return read.rules;
}

/** A PcD rule written by the commission, read once against the racial rule. */
function writtenPcdOf(raw: Record<string, unknown>, rules: RuleSet): PcdRule {
  const read = readWrittenPcdRule(raw, rules);
  if (!read.rule) throw problemsError(read.problems);
  return read.rule;
}

/**
 * Throws an Error with a Portuguese message on an unknown or invalid rule (an id, or a rule written by
 * the commission, rules.md §11) or invalid vacancies.
 */
export function reserve(
  vagas: number,
  regra: string | Record<string, unknown> = DEFAULT_RULE_SET_ID,
  opcoes: ReserveOptions = {},
): ReserveResult {
  const rules = ruleOf(regra);
  if (!Number.isInteger(vagas) || vagas < 0) throw new Error(`Número de vagas inválido: ${vagas}. Use um número inteiro, zero ou maior.`);
  if (vagas > MAX_VACANCIES) throw new Error(`Vagas: ${tooManyVacancies(vagas)}.`);
  const defaults = defaultOptions(rules);
  const pcdGiven = opcoes.pcd ?? defaults.pcd;
  const pcdId = typeof pcdGiven === 'string' ? pcdGiven : '';
  const pcd = typeof pcdGiven !== 'string' ? writtenPcdOf(pcdGiven, rules) : pcdId === NO_PCD_RULE ? null : findPcdRule(pcdId);
  if (pcd === undefined)
    throw new Error(`Regra de reserva PcD desconhecida: "${pcdId}". Use "${NO_PCD_RULE}" ou ${pcdRuleIds().join(', ')}.`);
  const rounding = opcoes.arredondamento ?? defaults.arredondamento;
  const collision = opcoes.colisao ?? defaults.colisao;
  const out: ReserveResult = {
    vagas,
    regra: rules.id,
    pcd: pcd ? pcd.id : null,
    reserva: reservedCounts(vagas, rules, rounding, pcd),
    sequencia: nominationSequence(vagas, rules, rounding, collision, pcd),
  };
  if (typeof regra !== 'string') out.regraInformada = regra;
  if (typeof pcdGiven !== 'string') out.pcdInformada = pcdGiven;
  return out;
}
