// `cotas reserva` / `=COTAS.RESERVA`: vacancies per group and the nomination sequence for n vacancies.
import { reservedCounts } from './counting';
import { DEFAULT_RULE_SET_ID, findRuleSet } from './rulesets';
import { nominationSequence } from './sequence';
import type { Collision, Modality, Rounding } from './types';

export interface ReserveResult {
  vagas: number;
  regra: string;
  reserva: Record<string, number>;
  sequencia: Modality[];
}

export interface ReserveOptions {
  arredondamento?: Rounding;
  colisao?: Collision;
}

/** Throws an Error with a Portuguese message on an unknown rule set or invalid vacancies. */
export function reserve(vagas: number, regra: string = DEFAULT_RULE_SET_ID, opcoes: ReserveOptions = {}): ReserveResult {
  const rules = findRuleSet(regra);
  if (!rules) throw new Error(`Regra desconhecida: "${regra}".`);
  if (!Number.isInteger(vagas) || vagas < 0) throw new Error(`Número de vagas inválido: ${vagas}. Use um número inteiro, zero ou maior.`);
  const rounding = opcoes.arredondamento ?? rules.defaultRounding;
  const collision = opcoes.colisao ?? rules.defaultCollision;
  return {
    vagas,
    regra: rules.id,
    reserva: reservedCounts(vagas, rules, rounding),
    sequencia: nominationSequence(vagas, rules, rounding, collision),
  };
}
