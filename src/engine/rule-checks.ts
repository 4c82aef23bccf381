// The validator every rule goes through, shipped or written by the commission (rules.md §8, §9, §11):
// what would break the engine or leave a decision without its article. One place, so that a law the
// program ships and a law a commission writes are held to the same checks.
import type { PcdRule } from './pcd';
import type { GroupRule, RuleSet } from './rulesets';

/** Sum of the groups' basis points (T in rules.md §3). */
export function totalBasisPoints(rules: RuleSet): number {
  let t = 0;
  for (const g of rules.groups) t += g.basisPoints;
  return t;
}

/** The values of `grupo` that stand in a group's list (rules.md §11: the group's own code by default). */
export function declaredValues(g: GroupRule): readonly string[] {
  return g.declarations ?? [g.code];
}

/** Checks that a rule set is well formed; returns Portuguese problems (empty when fine). */
export function checkRuleSet(rules: RuleSet): string[] {
  const problems: string[] = [];
  const codes = new Set<string>();
  for (const g of rules.groups) {
    if (g.code === 'AC' || codes.has(g.code)) problems.push(`grupo repetido ou reservado: ${g.code}`);
    codes.add(g.code);
    if (!Number.isInteger(g.basisPoints) || g.basisPoints <= 0) problems.push(`percentual inválido para ${g.code}`);
  }
  const declared = new Map<string, string>();
  for (const g of rules.groups)
    for (const v of declaredValues(g)) {
      const other = declared.get(v);
      if (other !== undefined && other !== g.code) problems.push(`o valor declarado ${v} está em dois grupos: ${other} e ${g.code}`);
      declared.set(v, g.code);
    }
  const t = totalBasisPoints(rules);
  if (t >= 10000) problems.push('a soma das reservas deve ser menor que 100%');
  if (!Number.isInteger(rules.minimumVacancies) || rules.minimumVacancies < 0) problems.push('número mínimo de vagas inválido');
  if (rules.reversionOrder.length !== rules.groups.length || rules.groups.some((g) => !rules.reversionOrder.includes(g.code))) {
    problems.push('a ordem de reversão deve citar cada grupo uma vez');
  }
  for (const g of rules.groups) {
    const chain = rules.chains[g.code];
    if (!chain || chain.length === 0 || chain[chain.length - 1].to !== 'AC') {
      problems.push(`a cadeia de reversão de ${g.code} deve terminar na ampla concorrência`);
      continue;
    }
    for (const step of chain)
      if (step.to !== 'AC' && !codes.has(step.to)) problems.push(`cadeia de ${g.code} cita grupo desconhecido ${step.to}`);
  }
  // Every decision cites its article: none may be blank.
  for (const [kind, article] of Object.entries(rules.articles))
    if (article !== undefined && !article.trim()) problems.push(`artigo em branco: ${kind}`);
  for (const g of rules.groups)
    if (!g.article.trim() || !g.confirmationArticle.trim()) problems.push(`artigo em branco no grupo ${g.code}`);
  if (rules.inForceFrom !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(rules.inForceFrom)) problems.push('data de vigência inválida');
  return problems;
}

/** Checks that a PcD rule is well formed; returns Portuguese problems (empty when fine). */
export function checkPcdRule(rule: PcdRule): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(rule.basisPoints) || rule.basisPoints <= 0 || rule.basisPoints >= 10000)
    problems.push(`percentual inválido na regra PcD ${rule.id}`);
  if (!Number.isInteger(rule.minimumVacancies) || rule.minimumVacancies < 1)
    problems.push(`número mínimo de vagas inválido na regra PcD ${rule.id}`);
  if (!Number.isInteger(rule.atLeast) || rule.atLeast < 0 || rule.atLeast > rule.minimumVacancies)
    problems.push(`mínimo de vagas PcD inválido na regra ${rule.id}`);
  for (const [kind, article] of Object.entries(rule.articles))
    if (!article.trim()) problems.push(`artigo em branco na regra PcD ${rule.id}: ${kind}`);
  return problems;
}
