// The audit trail's sentences about the validity period (rules.md §10): the record of acts in one
// line, each reopened position and who the law now brings to it (with the article), and an occupant
// the lawful result does not include.
import { actLabel } from '../history';
import type { Replay, Seating } from '../history';
import type { ReservePlan } from '../reserves';
import type { RuleSet } from '../rulesets';
import { count, formatDate, joinIds } from '../text';
import type { AuditLine, Candidate, EarlierOccupant, Nomination } from '../types';
import { PCD_CODE } from '../types';
import { countedIn, listName, positionLabel, reserveLabel, toModality } from '../vocabulary';

/** An occupant outside the lawful result for `vagas` (§10): they keep the position. */
export function divergentExplanation(vagas: number, rules: RuleSet): string {
  return (
    `Nomeado(a) por ato anterior, mas fora do resultado legal para ${vagas} vagas: mantém a posição (só um processo administrativo ` +
    `desfaz uma nomeação) e conta como o tipo da posição — ${rules.articles.order}`
  );
}

/** "desistência da inscrição 0205 (Termo de desistência, 16/03/2026)". */
function leavingText(e: EarlierOccupant): string {
  const details = [e.ato, e.data ? formatDate(e.data) : null].filter((x): x is string => !!x);
  return `${actLabel(e.situacao)} da inscrição ${e.inscricao}${details.length ? ` (${details.join(', ')})` : ''}`;
}

/** The record of acts in one line, then each reopened position (§10). */
export function historySentences(
  replay: Replay,
  seating: Seating,
  nomeacao: readonly Nomination[],
  plan: ReservePlan,
  cands: readonly Candidate[],
  vagas: number,
): AuditLine[] {
  const { rules } = plan;
  const out: AuditLine[] = [];
  const id = (c: number): string => cands[c].inscricao;
  const held = nomeacao.filter((p) => p.situacao === 'nomeado' || p.situacao === 'empossado');
  const sworn = held.filter((p) => p.situacao === 'empossado').length;
  const leftIds = [...replay.left.keys()].map(id).sort();
  const queued = replay.queueEnd.map(id);
  const calls = nomeacao.filter((p) => p.situacao === 'a-nomear').length;
  const permanence = rules.articles.orderForCareer ?? rules.articles.order;
  out.push({
    tipo: 'historico',
    artigo: [permanence, rules.articles.newVacancies].filter((a): a is string => !!a).join('; '),
    mensagem:
      `Período de validade: ${count(replay.acts, 'ato registrado', 'atos registrados')}; ` +
      `${count(held.length, 'posição ocupada', 'posições ocupadas')} por ato${sworn > 0 ? ` (${sworn} com posse)` : ''} de ${vagas}` +
      (leftIds.length > 0 ? `; fora de todas as listas: ${joinIds(leftIds)}` : '') +
      (queued.length > 0 ? `; fim de fila, a pedido: ${joinIds(queued)}` : '') +
      `. As posições ocupadas não mudam (${permanence}); ${count(calls, 'posição aberta vai', 'posições abertas vão')} ` +
      `a quem a lei chama agora, na ordem de entrada no resultado.`,
  });
  // Someone whose modality is now AC after entering by a reserve (a compensação, Art. 10, §2º).
  const compensated = nomeacao.find((p) => p.entrada !== null && p.modalidade === 'AC' && p.entrada.modalidade !== 'AC');
  for (const p of nomeacao) {
    const before = p.anteriores[p.anteriores.length - 1];
    if (!before || p.situacao === 'nomeado' || p.situacao === 'empossado') continue;
    const head = `${p.posicao}ª posição (${positionLabel(p.vaga, rules)}), reaberta pela ${leavingText(before)}`;
    const s = seating.seats[p.posicao - 1];
    if (!s || !s.entry) {
      out.push({ tipo: 'reabertura', artigo: rules.articles.order, mensagem: `${head}: nenhum candidato pode ocupá-la agora.` });
      continue;
    }
    const f = s.entry.final;
    const from = plan.codes[f.from];
    const articles: string[] = [];
    let how: string;
    if (f.via !== null) {
      how = `pela vaga reservada a ${reserveLabel(plan.codes[f.vacancy], rules)}, revertida ${toModality(from, rules)}`;
      articles.push(f.via.article);
    } else if (from !== 'AC') {
      how = `a próxima da ${listName(from, rules)}`;
      if (from === PCD_CODE) articles.push(plan.pcd!.articles.nextInList);
      else {
        if (compensated && compensated.entrada!.modalidade === from && compensated.inscricao !== p.inscricao) {
          how += ` (a inscrição ${compensated.inscricao} passou a contar ${countedIn('AC')} e a vaga reservada ${from} passa à próxima da lista)`;
          articles.push(rules.articles.notCounted);
        }
        articles.push(rules.articles.nextInList);
      }
    } else {
      how = `a próxima da ${listName('AC', rules)}`;
      articles.push(rules.articles.concurrent);
    }
    out.push({
      tipo: 'reabertura',
      artigo: articles.filter((a, k) => articles.indexOf(a) === k).join('; '),
      mensagem: `${head}: a nomear agora a inscrição ${p.inscricao}, ${how}.`,
    });
  }
  for (const c of seating.preteridos)
    out.push({
      tipo: 'preterido',
      artigo: rules.articles.order,
      mensagem: `Inscrição ${id(c)}: está no resultado legal para ${vagas} vagas, mas não há posição aberta para ela (ocupadas por quem está fora do resultado).`,
    });
  return out;
}
