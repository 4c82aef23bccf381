// The sentences about ties (rules.md §2.4): the unresolved ones (warnings) and the ones age or the
// edital's criteria resolved (audit trail).
import { count, formatDate, formatScore, groupDigits, joinIds } from '../text';
import { ELDERLY_ARTICLE } from '../ranking';
import { directionLabel } from '../catalog/options';
import type { CriterionKind, TieCriterion, TieRun } from '../types';

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

/** The criterion that resolved a tie on score (rules.md §2.3): its position, its description when given, the two values. */
export interface TieBrokenBy {
  /** 1-based position among the edital's criteria. */
  ordem: number;
  /** `opcoes.criterios`'s entry, or null when the input does not describe it (higher first). */
  criterio: TieCriterion | null;
  /** The values of the candidate ahead and of the one behind (null: missing). */
  valores: [number | null, number | null];
}

/** A date criterion's day number (days since 1899-12-30, as spreadsheets keep dates) → dd/mm/aaaa. */
function dayNumberDate(n: number): string {
  // Whole days within the years 1900–9999 only (a Date outside them cannot be written).
  if (!Number.isInteger(n) || n < 1 || n > 2958465) return formatScore(n);
  return formatDate(new Date((n - 25569) * 86400000).toISOString().slice(0, 10));
}

/** A criterion's value as the commission wrote it: a number, a date, Sim/Não; "sem valor" when missing. */
function criterionValue(v: number | null, tipo: CriterionKind): string {
  if (v === null) return 'sem valor';
  if (tipo === 'data') return dayNumberDate(v);
  if (tipo === 'sim-nao' && (v === 0 || v === 1)) return v === 1 ? 'Sim' : 'Não';
  return formatScore(v);
}

/** Which criterion resolved the tie, in which direction, with the two values. */
function criterionClause(by: TieBrokenBy): string {
  const c = by.criterio;
  const tipo = c?.tipo ?? 'numero';
  const values = `${criterionValue(by.valores[0], tipo)} contra ${criterionValue(by.valores[1], tipo)}`;
  const sentido = c?.sentido ?? 'maior-primeiro';
  const direction =
    directionLabel(sentido, tipo) +
    (tipo === 'data' ? (sentido === 'menor-primeiro' ? ', data mais antiga antes' : ', data mais recente antes') : '');
  if (c?.sorteio) return `resolvido por sorteio (coluna ${c.nome}; ${direction}: ${values}).`;
  const name = c ? `, '${c.nome}'` : '';
  return `resolvido pelo ${by.ordem}º critério de desempate do edital${name} (${direction}: ${values}).`;
}

/**
 * A tie on score that touches a nominee, resolved by age (`idade`) or by the edital's criteria; `ahead`
 * is first. `by` names the criterion that resolved it (rules.md §2.3: the Memória says which, and how).
 */
export function tieBrokenSentence(
  nota: number,
  ahead: string,
  behind: string,
  byAge: boolean,
  acRank: number,
  by: TieBrokenBy | null = null,
): string {
  return (
    `Empate de nota (${formatScore(nota)}) entre as inscrições ${ahead} e ${behind}: ` +
    (byAge
      ? `resolvido pela idade — pessoa idosa primeiro, a mais velha antes (${ELDERLY_ARTICLE}).`
      : by
        ? criterionClause(by)
        : 'resolvido pelos critérios de desempate do edital.') +
    ` Fica à frente a inscrição ${ahead} (${acRank}ª na ampla concorrência).`
  );
}

/** The ties on score resolved among candidates no one nominates, counted in one line. */
export function tiesBrokenElsewhereSentence(resolved: number): string {
  return `${count(resolved, 'outro empate de nota foi resolvido', 'outros empates de nota foram resolvidos')} pela idade ou pelos critérios do edital entre candidatos não nomeados (ver as listas).`;
}
