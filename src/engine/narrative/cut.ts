// The audit trail's sentence about who goes on to the next phase (rules.md §12).
import type { ListCut } from '../cut';
import type { ReservePlan } from '../reserves';
import { choiceBasis } from '../rulesets';
import { count, formatScore, ordinal } from '../text';
import type { AuditLine, Candidate, CutInput, Options } from '../types';
import { listName } from '../vocabulary';

/** "todos os 3 optantes ainda não convocados", "o único optante ainda não convocado", "nenhum optante a convocar". */
function everyone(n: number): string {
  if (n === 0) return 'nenhum optante a convocar';
  return n === 1 ? 'o único optante ainda não convocado' : `todos os ${n} optantes ainda não convocados`;
}

/**
 * One line per list: how far it is called and why (the edital's item for the numbers, rules.md §7;
 * the law's article for calling the optantes, Art. 9º), the cut score, the ties at the cut.
 */
export function cutSentences(
  plan: ReservePlan,
  cuts: readonly ListCut[],
  cands: readonly Candidate[],
  corte: CutInput,
  options: Options,
): AuditLine[] {
  const { rules } = plan;
  // The numbers are the edital's (rules.md §7): its item when the commission gave `fundamentos.corte`.
  const numbers = choiceBasis(options, 'corte');
  const reading = corte.leitura === 'todos-os-optantes' ? 'todos os optantes' : 'lista própria';
  const out: AuditLine[] = [];
  for (const c of cuts) {
    const last = c.called.length > 0 ? cands[c.called[c.called.length - 1]].nota : null;
    const score = last === null ? 'ninguém convocado' : `nota de corte ${formatScore(last)}`;
    const ties =
      c.tied > 0
        ? `; ${count(c.tied, 'candidato empatado', 'candidatos empatados')} na última posição, também convocado${c.tied > 1 ? 's' : ''}`
        : '';
    const before = c.before > 0 ? `; ${count(c.before, 'já convocado', 'já convocados')} por lista anterior, sem ocupar lugar desta` : '';
    const reserve = c.code !== 'AC';
    const artigo = reserve
      ? plan.pcd && c.code === plan.codes[plan.pcdIndex]
        ? plan.pcd.articles.concurrent
        : rules.articles.allPhases
      : numbers;
    const how =
      c.limit === null
        ? `${everyone(c.called.length)} (leitura: ${reading}; ${artigo})`
        : `até o ${ordinal(c.limit, 'm')} (${numbers}${reserve ? `; leitura: ${reading}; ${artigo}` : ''}): ${count(c.called.length, 'convocado', 'convocados')}`;
    out.push({
      tipo: 'corte',
      artigo: reserve ? `${artigo}; ${numbers}` : numbers,
      mensagem: `Próxima fase — ${listName(c.code, rules)}: ${how}; ${score}${ties}${before}.`,
    });
  }
  return out;
}
