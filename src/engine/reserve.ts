// `cotas reserva` / `=COTAS.RESERVA`: vacancies per group (and PcD) and the nomination sequence for n vacancies.
import { defaultOptions } from './catalog/options';
import { reservedCounts } from './counting';
import { findPcdRule, pcdRuleIds } from './pcd';
import { DEFAULT_RULE_SET_ID, findRuleSet } from './rulesets';
import { nominationSequence } from './sequence';
import type { Collision, Modality, Rounding } from './types';
import { MAX_VACANCIES, NO_PCD_RULE, tooManyVacancies } from './types';

export interface ReserveResult {
  vagas: number;
  regra: string;
  /** The PcD rule applied, or null. */
  pcd: string | null;
  reserva: Record<string, number>;
  sequencia: Modality[];
}

export interface ReserveOptions {
  arredondamento?: Rounding;
  colisao?: Collision;
  /** A PcD rule id, or `nenhuma` (default). */
  pcd?: string;
}

/** Throws an Error with a Portuguese message on an unknown rule set or invalid vacancies. */
export function reserve(vagas: number, regra: string = DEFAULT_RULE_SET_ID, opcoes: ReserveOptions = {}): ReserveResult {
  const rules = findRuleSet(regra);
  if (!rules) throw new Error(`Regra desconhecida: "${regra}".`);
  if (!Number.isInteger(vagas) || vagas < 0) throw new Error(`Número de vagas inválido: ${vagas}. Use um número inteiro, zero ou maior.`);
  if (vagas > MAX_VACANCIES) throw new Error(`Vagas: ${tooManyVacancies(vagas)}.`);
  const defaults = defaultOptions(rules);
  const pcdId = opcoes.pcd ?? defaults.pcd;
  const pcd = pcdId === NO_PCD_RULE ? null : findPcdRule(pcdId);
  if (pcd === undefined)
    throw new Error(`Regra de reserva PcD desconhecida: "${pcdId}". Use "${NO_PCD_RULE}" ou ${pcdRuleIds().join(', ')}.`);
  const rounding = opcoes.arredondamento ?? defaults.arredondamento;
  const collision = opcoes.colisao ?? defaults.colisao;
  return {
    vagas,
    regra: rules.id,
    pcd: pcd ? pcd.id : null,
    reserva: reservedCounts(vagas, rules, rounding, pcd),
    sequencia: nominationSequence(vagas, rules, rounding, collision, pcd),
  };
}
