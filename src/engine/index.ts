// Public API of the engine. Pure TypeScript: no Office, DOM or Node-only imports, so the same code
// runs in Excel, Google Apps Script, the browser and Node.
export * from './types';
export { RULE_SETS, DEFAULT_RULE_SET_ID, findRuleSet, ruleSetIds, totalBasisPoints, groupRule, checkRuleSet } from './rulesets';
export type { RuleSet, GroupRule, ReversionStep } from './rulesets';
export { roundHalfUp, reservedCounts, percent } from './counting';
export { nominationSequence } from './sequence';
export { reserve } from './reserve';
export type { ReserveResult } from './reserve';
export { classify, classifyCargo } from './classify';
export { validateDocument, resolveOptions } from './validate';
export type { InputProblem, ValidationResult } from './validate';
export { toContractJson } from './contract';
export { ENGINE_VERSION } from './version';
