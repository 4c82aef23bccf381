// The audit trail ("memória de cálculo") and the small pt-BR text helpers its sentences share.
import type { RuleSet } from './rulesets';
import { groupRule } from './rulesets';
import type { AuditStep, GroupCode, Modality } from './types';

export class AuditTrail {
  readonly steps: AuditStep[] = [];
  add(tipo: string, artigo: string, mensagem: string): void {
    this.steps.push({ passo: this.steps.length + 1, tipo, artigo, mensagem });
  }
}

/** "1 vaga", "3 vagas". */
export function cardinal(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "1º"/"1ª". */
export function ordinal(n: number, gender: 'm' | 'f'): string {
  return `${n}${gender === 'm' ? 'º' : 'ª'}`;
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

/** ISO date → "03/11/2025". */
export function formatDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** 87.5 → "87,5" (as given: no rounding). */
export function formatScore(n: number): string {
  return String(n).replace('.', ',');
}

/** "0101, 0102 e 0103". */
export function joinIds(ids: readonly string[], max: number = MAX_IDS_IN_TEXT): string {
  if (ids.length <= 1) return ids.join('');
  if (ids.length > max) return `${ids.slice(0, max).join(', ')} e mais ${ids.length - max}`;
  return `${ids.slice(0, -1).join(', ')} e ${ids[ids.length - 1]}`;
}

/**
 * How many inscrições a sentence names before "e mais N". A tie among thousands of candidates would
 * otherwise make a text no one reads and no spreadsheet cell holds (Excel: 32,767 characters); the
 * warning's `inscricoes` keeps every one of them.
 */
export const MAX_IDS_IN_TEXT = 20;

/** 150000 → "150.000" (pt-BR digit groups, without depending on the runtime's locale data). */
export function groupDigits(n: number): string {
  const s = String(Math.trunc(Math.abs(n)));
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0) out += '.';
    out += s[i];
  }
  return n < 0 ? `-${out}` : out;
}
