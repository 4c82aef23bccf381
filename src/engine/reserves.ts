// The reserves of one concurso (rules.md §5, §9): the rule set's groups, in their order, then the PcD
// reserve when a PcD rule is chosen. Allocation, order, lists and sentences walk this one plan, so the
// PcD reserve is not a special case anywhere else.
import type { PcdRule } from './pcd';
import { pcdRuleOf } from './pcd';
import type { ReversionStep, RuleSet } from './rulesets';
import type { Modality, Options, Rounding } from './types';
import { PCD_CODE } from './types';
import { reservedCounts } from './counting';

export interface ReservePlan {
  rules: RuleSet;
  pcd: PcdRule | null;
  /** Modalities by index: 0 is `AC`, then the rule set's groups, then `PCD` when a PcD rule applies. */
  codes: Modality[];
  /** Per modality index, its reversion chain as modality indices (empty for AC). */
  chains: { to: number; step: ReversionStep }[][];
  /** Modality indices of the reserves in the order their unfilled vacancies revert (§5.3, §9). */
  reversionOrder: number[];
  /** Index of the PcD reserve, or -1. */
  pcdIndex: number;
  rounding: Rounding;
}

export function reservePlan(rules: RuleSet, options: Pick<Options, 'pcd' | 'pcdInformada' | 'arredondamento'>): ReservePlan {
  const pcd = pcdRuleOf(options);
  const codes: Modality[] = ['AC', ...rules.groups.map((g) => g.code)];
  if (pcd) codes.push(PCD_CODE);
  const index = (code: string): number => codes.indexOf(code);
  const chains = codes.map((code) => {
    if (code === 'AC') return [];
    // Decreto nº 9.508/2018, art. 1º, §5º (and the state rules): unfilled PcD vacancies go to AC; a
    // written PcD rule may send them to racial groups first (rules.md §11, `reversao`).
    if (code === PCD_CODE) {
      const steps: ReversionStep[] = (pcd!.reversion ?? []).map((to) => ({ to, article: pcd!.articles.reversion }));
      steps.push({ to: 'AC', article: pcd!.articles.reversion });
      return steps.map((step) => ({ to: index(step.to), step }));
    }
    return rules.chains[code].map((step) => ({ to: index(step.to), step }));
  });
  const reversionOrder = rules.reversionOrder.map(index);
  if (pcd) reversionOrder.push(codes.length - 1);
  return { rules, pcd, codes, chains, reversionOrder, pcdIndex: pcd ? codes.length - 1 : -1, rounding: options.arredondamento };
}

/** Vacancies per modality index for q vacancies (§3 and §9). */
export function countsByIndex(plan: ReservePlan, q: number, out: Int32Array = new Int32Array(plan.codes.length)): Int32Array {
  const counts = reservedCounts(q, plan.rules, plan.rounding, plan.pcd);
  for (let m = 0; m < plan.codes.length; m++) out[m] = counts[plan.codes[m]];
  return out;
}
