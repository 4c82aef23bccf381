// The sentences about ties (rules.md §2.4): the unresolved ones (warnings) and the ones age or the
// edital's criteria resolved (audit trail).
import { count, formatScore, groupDigits, joinIds } from '../text';
import { ELDERLY_ARTICLE } from '../ranking';
import type { TieRun } from '../types';

/** One unresolved tie, named in its own warning: what it decides says what the commission must do. */
export function tieMessage(ids: readonly string[], nota: number, decideNomeacao: boolean, temNomeado: boolean): string {
  return (
    `Empate não resolvido entre as inscrições ${joinIds(ids)} (nota ${formatScore(nota)}, mesmos critérios de desempate): ` +
    'ordenadas provisoriamente pelo número de inscrição. ' +
    (decideNomeacao
      ? 'Este empate decide quem é nomeado: a comissão deve resolvê-lo (por exemplo, por sorteio público) e processar de novo.'
      : temNomeado
        ? 'Não muda quem é nomeado, mas muda a ordem de nomeação e a classificação: resolva-o antes de publicar.'
        : 'Afeta a ordem do cadastro de reserva: resolva-o antes de publicar.')
  );
}

/** How many ties a summary of ties names, in AC-list order, before "e mais N empates". */
export const MAX_TIES_IN_TEXT = 10;

/**
 * rules.md §2.4: the summary of the unresolved ties among candidates no one nominates (two or more):
 * they change neither who is nominated nor the order of nomination, only the order of the cadastro de
 * reserva. It says how many, where the first ones are in the AC list, and that each row is marked.
 */
export function reserveTiesMessage(ties: readonly TieRun[], candidates: number): string {
  const where = ties.slice(0, MAX_TIES_IN_TEXT).map((t) => {
    const ranks =
      t.lastRank === t.firstRank + 1
        ? `${groupDigits(t.firstRank)}ª e ${groupDigits(t.lastRank)}ª`
        : `${groupDigits(t.firstRank)}ª a ${groupDigits(t.lastRank)}ª`;
    return `${ranks} na ampla concorrência, nota ${formatScore(t.nota)}: inscrições ${joinIds(t.ids)}`;
  });
  const rest = ties.length - MAX_TIES_IN_TEXT;
  return (
    `${groupDigits(ties.length)} empates não resolvidos entre ${groupDigits(candidates)} candidatos não nomeados ` +
    '(mesma nota e mesmos critérios de desempate): ordenados provisoriamente pelo número de inscrição. ' +
    'Não mudam quem é nomeado nem a ordem de nomeação, só a ordem do cadastro de reserva: resolva-os antes de publicar. ' +
    `${ties.length > MAX_TIES_IN_TEXT ? 'Os primeiros' : 'São eles'}: ${where.join('; ')}` +
    (rest > 0 ? `; … e mais ${groupDigits(rest)} ${rest === 1 ? 'empate' : 'empates'}` : '') +
    '. Cada candidato empatado está marcado na sua linha das listas.'
  );
}

/** A tie on score that touches a nominee, resolved by age (`idade`) or by the edital's criteria; `ahead` is first. */
export function tieBrokenSentence(nota: number, ahead: string, behind: string, byAge: boolean, acRank: number): string {
  return (
    `Empate de nota (${formatScore(nota)}) entre as inscrições ${ahead} e ${behind}: ` +
    (byAge
      ? `resolvido pela idade — pessoa idosa primeiro, a mais velha antes (${ELDERLY_ARTICLE}).`
      : 'resolvido pelos critérios de desempate do edital.') +
    ` Fica à frente a inscrição ${ahead} (${acRank}ª na ampla concorrência).`
  );
}

/** The ties on score resolved among candidates no one nominates, counted in one line. */
export function tiesBrokenElsewhereSentence(resolved: number): string {
  return `${count(resolved, 'outro empate de nota foi resolvido', 'outros empates de nota foram resolvidos')} pela idade ou pelos critérios do edital entre candidatos não nomeados (ver as listas).`;
}
