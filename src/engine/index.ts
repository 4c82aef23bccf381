// Public API of the engine. Pure TypeScript: no Office, DOM or Node-only imports, so the same code
// runs in Excel, Google Apps Script, the browser and Node.
export * from './types';
export { RULE_SETS, DEFAULT_RULE_SET_ID, findRuleSet, ruleSetIds, totalBasisPoints, groupRule, checkRuleSet, rulesOf } from './rulesets';
export type { RuleSet, GroupRule, ReversionStep } from './rulesets';
export { PCD_RULES, PCD_RESERVE, findPcdRule, pcdRuleIds, pcdCount, checkPcdRule, pcdRuleOf } from './pcd';
export type { PcdRule } from './pcd';
export { AC_TITLE, AC_NAME, modalityCodes, modalityTitle, modalityName, KNOWN_GROUP_CODES, groupWords } from './vocabulary';
export { roundHalfUp, reservedCounts, percent } from './counting';
export { nominationSequence } from './sequence';
export { reserve } from './reserve';
export type { ReserveResult, ReserveOptions } from './reserve';
export { classify, classifyCargo } from './classify';
export { ACT_SITUATIONS, actLabel, leavesEveryList, replayHistory } from './history';
export type { HistoryProblem, Replay } from './history';
export { validateDocument, resolveOptions } from './validate';
export type { InputProblem, ValidationResult } from './validate';
export { toContractJson } from './contract';
export { isProvisional } from './warnings';
export type { ContractJsonOptions } from './contract';
export { ENGINE_VERSION } from './version';
export { UNKNOWN_COMMIT, buildInfo, buildDetails, buildLabel } from './build-info';
export type { BuildInfo } from './build-info';
export { readWrittenRule, readWrittenPcdRule, WRITTEN_RULE_ARTICLE } from './written-rules';
export type { RuleProblem } from './written-rules';
