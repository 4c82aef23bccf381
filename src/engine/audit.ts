// The audit trail ("memória de cálculo") and the phrases that name a modality in its sentences.
import type { RuleSet } from './rulesets';
import { groupRule } from './rulesets';
import type { AuditStep, GroupCode, Modality } from './types';

export class AuditTrail {
  readonly steps: AuditStep[] = [];
  add(tipo: string, artigo: string, mensagem: string): void {
    this.steps.push({ passo: this.steps.length + 1, tipo, artigo, mensagem });
  }
}

/** "pretos e pardos (PP)". */
export function groupLabel(code: GroupCode, rules: RuleSet): string {
  const g = groupRule(rules, code);
  return g ? `${g.name} (${code})` : code;
}

/** "lista de ampla concorrência", "lista de pretos e pardos". */
export function listName(list: Modality, rules: RuleSet): string {
  if (list === 'AC') return 'lista de ampla concorrência';
  const g = groupRule(rules, list);
  return `lista de ${g ? g.name : list}`;
}

/** "ampla concorrência", "reservada PP". */
export function positionLabel(type: Modality, rules: RuleSet): string {
  return type === 'AC' ? 'ampla concorrência' : `reservada a ${groupLabel(type, rules)}`;
}
