// One vocabulary for every host: the codes, names and list titles of the modalities come from the
// rule-set data (rulesets.ts) and the PcD reserve (pcd.ts). The sheet, the custom functions, the task
// pane and the CLI read them here, so that a new law is only data. The phrases that name a modality
// in a sentence (the audit trail, the warnings, the final lists' titles) are written here once.
import { PCD_RESERVE } from './pcd';
import { RULE_SETS } from './rulesets';
import type { RuleSet } from './rulesets';
import type { GroupCode, Modality } from './types';
import { PCD_CODE } from './types';

export const AC_TITLE = 'Ampla concorrência';
export const AC_NAME = 'ampla concorrência';

/** The modalities of a result, in list order: `AC`, the rule set's groups, then `PCD` when a PcD rule applies. */
export function modalityCodes(rules: RuleSet, withPcd: boolean): Modality[] {
  const out: Modality[] = ['AC', ...rules.groups.map((g) => g.code)];
  if (withPcd) out.push(PCD_CODE);
  return out;
}

/** List title: "Ampla concorrência", "Pretos e pardos", "Pessoas com deficiência" (the code itself when unknown). */
export function modalityTitle(code: Modality | null | undefined, rules?: RuleSet): string {
  if (!code) return '';
  if (code === 'AC') return AC_TITLE;
  if (code === PCD_CODE) return PCD_RESERVE.title;
  const g = findGroupRule(code, rules);
  return g ? g.title : code;
}

/** Name in a sentence: "ampla concorrência", "pretos e pardos", "pessoas com deficiência". */
export function modalityName(code: Modality, rules?: RuleSet): string {
  if (code === 'AC') return AC_NAME;
  if (code === PCD_CODE) return PCD_RESERVE.name;
  const g = findGroupRule(code, rules);
  return g ? g.name : code;
}

/** A title with its code: "Ampla concorrência (AC)", "Pretos e pardos (PP)". */
export function modalityHeading(code: Modality, rules?: RuleSet): string {
  return `${modalityTitle(code, rules)} (${code})`;
}

/** A reserve's name with its code: "pretos e pardos (PP)", "pessoas com deficiência (PCD)"; a code the rule set lacks as it is. */
export function reserveLabel(code: Modality, rules: RuleSet): string {
  if (code === PCD_CODE) return `${PCD_RESERVE.name} (${PCD_CODE})`;
  const g = rules.groups.find((x) => x.code === code);
  return g ? `${g.name} (${code})` : code;
}

/** "lista de ampla concorrência", "lista de pretos e pardos", "lista de pessoas com deficiência". */
export function listName(code: Modality, rules?: RuleSet): string {
  return `lista de ${modalityName(code, rules)}`;
}

/** Where a vacancy reverts: "à ampla concorrência", "a indígenas (IND)", "a pessoas com deficiência (PCD)". */
export function toModality(code: Modality, rules: RuleSet): string {
  return code === 'AC' ? 'à ampla concorrência' : `a ${reserveLabel(code, rules)}`;
}

/** "reserva PP", "reserva PcD". */
export function reserveWord(code: Modality): string {
  return code === PCD_CODE ? 'reserva PcD' : `reserva ${code}`;
}

/** How someone is counted: "na ampla concorrência", "na reserva PP", "na reserva PcD". */
export function countedIn(code: Modality): string {
  return code === 'AC' ? 'na ampla concorrência' : `na ${reserveWord(code)}`;
}

/** The type of a position in the order of nomination: "ampla concorrência", "reservada a pretos e pardos (PP)", "reservada a pessoas com deficiência". */
export function positionLabel(type: Modality, rules: RuleSet): string {
  if (type === 'AC') return AC_NAME;
  if (type === PCD_CODE) return `reservada a ${PCD_RESERVE.name}`;
  return `reservada a ${reserveLabel(type, rules)}`;
}

/** Every group code known to some rule set, in the order of first appearance (PP, IND, QUI). */
export const KNOWN_GROUP_CODES: readonly GroupCode[] = [...new Set(RULE_SETS.flatMap((r) => r.groups.map((g) => g.code)))];

/** Label key (see GroupRule.words) → group code, over every rule set. */
export function groupWords(): Map<string, GroupCode> {
  const out = new Map<string, GroupCode>();
  for (const r of RULE_SETS) for (const g of r.groups) for (const w of g.words) if (!out.has(w)) out.set(w, g.code);
  return out;
}

function findGroupRule(code: GroupCode, rules?: RuleSet) {
  if (rules) {
    const g = rules.groups.find((x) => x.code === code);
    if (g) return g;
  }
  for (const r of RULE_SETS) for (const g of r.groups) if (g.code === code) return g;
  return undefined;
}
