// The audit trail's sentences about who takes each vacancy (rules.md §5), the order of nomination
// (§6) and each position of it, and why a nominee counts as they do.
import type { Fill, Reversion } from '../allocation';
import { count, joinIds, ordinal } from '../text';
import type { CargoLists } from '../lists';
import { racialListsOf } from '../lists';
import type { ModalityChange, OrderEntry } from '../order';
import type { ReservePlan } from '../reserves';
import type { RuleSet } from '../rulesets';
import type { AuditLine, Candidate, Modality, Nomination } from '../types';
import { PCD_CODE } from '../types';
import { countedIn, listName, positionLabel, reserveLabel, reserveWord, toModality } from '../vocabulary';

/** The audit lines of S(n): who takes each vacancy and why (§5). `positionOf` maps a candidate to their position in the order. */
export function allocationSentences(
  plan: ReservePlan,
  cands: readonly Candidate[],
  fills: readonly Fill[],
  reversions: readonly Reversion[],
  positionOf: Int32Array,
  lists: CargoLists,
): AuditLine[] {
  const { rules } = plan;
  const out: AuditLine[] = [];
  const id = (i: number): string => cands[i].inscricao;
  const where = (i: number): string => ` — ${ordinal(positionOf[i], 'f')} posição na ordem de nomeação`;
  let acK = 0;
  for (const f of fills) {
    if (f.vacancy !== 0 || f.via !== null) continue;
    acK++;
    const i = f.candidate;
    // Each reserve the person stands in is cited by its own rule: a PcD decision never cites a racial
    // article (test/engine/pcd-citations.test.ts).
    const racial = lists.racialList[i] >= 0;
    const pcd = plan.pcdIndex >= 0 && lists.rank[plan.pcdIndex][i] > 0;
    const racialCodes = racialListsOf(lists, rules.groups.length, i).map((m) => plan.codes[m]);
    const which = [racial ? `optante ${racialCodes.join(' e ')}` : null, pcd ? 'PcD' : null].filter((x) => x !== null).join(' e ');
    const concurrent = uniqueJoin([racial || !pcd ? rules.articles.concurrent : null, pcd ? plan.pcd!.articles.concurrent : null]);
    const notCounted = uniqueJoin([racial ? rules.articles.notCounted : null, pcd ? plan.pcd!.articles.notCounted : null]);
    out.push({
      tipo: 'vaga-ac',
      artigo: racial || pcd ? `${concurrent}; ${notCounted}` : concurrent,
      mensagem:
        `Vaga de ampla concorrência: inscrição ${id(i)}, ${ordinal(acK, 'm')} da lista de ampla concorrência` +
        (racial || pcd
          ? ` (${racial ? which : `candidato(a) ${which}`} classificado(a) dentro das vagas de ampla concorrência: não é computado(a) na reserva; ${notCounted})`
          : '') +
        where(i) +
        '.',
    });
  }
  for (const f of fills) {
    if (f.vacancy === 0 || f.via !== null) continue;
    out.push({
      tipo: 'vaga-reservada',
      artigo: `${reserveArticle(f.vacancy, plan)}`,
      mensagem: fillSentence(f, plan, cands) + where(f.candidate) + '.',
    });
  }
  for (const r of reversions) {
    const chainText = r.tried.map((s) => `${toModality(s.to, rules)} (${s.article})`).join(', depois ');
    const head = `Vaga reservada a ${reserveLabel(plan.codes[r.reserve], rules)} sem candidato disponível na lista do grupo`;
    out.push({
      tipo: 'reversao',
      artigo: r.tried.map((s) => s.article).join('; '),
      mensagem: r.fill
        ? `${head}: revertida ${chainText}. ${fillSentence(r.fill, plan, cands)}${where(r.fill.candidate)}.`
        : `${head}: tentada a reversão ${chainText}, sem candidatos disponíveis.`,
    });
  }
  return out;
}

/** Articles joined with "; ", each once, the absent ones left out. */
function uniqueJoin(articles: readonly (string | null)[]): string {
  const present = articles.filter((a): a is string => a !== null);
  return present.filter((a, k) => present.indexOf(a) === k).join('; ');
}

/** The rule that governs a list: the PcD rule's articles for the PcD list, the rule set's for the others. */
function listArticles(code: Modality, plan: ReservePlan): { notCounted: string; nextInList: string } {
  return code === PCD_CODE && plan.pcd ? plan.pcd.articles : plan.rules.articles;
}

/** The article that creates the vacancies of a reserve. */
export function reserveArticle(index: number, plan: ReservePlan): string {
  const code = plan.codes[index];
  if (code === PCD_CODE) return plan.pcd!.articles.count;
  return plan.rules.groups[index - 1].article;
}

function fillSentence(f: Fill, plan: ReservePlan, cands: readonly Candidate[]): string {
  const { rules } = plan;
  const vacancy = plan.codes[f.vacancy];
  const from = plan.codes[f.from];
  const reverted = f.via !== null ? `, revertida ${toModality(from, rules)}` : '';
  let s = `Vaga reservada ${vacancy}${reverted} (${f.via ? f.via.article : reserveArticle(f.vacancy, plan)}): inscrição ${cands[f.candidate].inscricao}, ${ordinal(f.rankInList, 'm')} da ${listName(from, rules)}`;
  if (f.skipped.length > 0) {
    const ids = f.skipped.map((i) => cands[i].inscricao);
    const own = listArticles(from, plan);
    s += ` (${ids.length === 1 ? 'a inscrição' : 'as inscrições'} ${joinIds(ids)}, à frente, já ${ids.length === 1 ? 'estava nomeada' : 'estavam nomeadas'}; ${own.notCounted}; ${own.nextInList})`;
  }
  return s;
}

/** Where the slot-by-slot reading first differs from the order (rules.md §7): the position, its type, and who each reading puts there. */
export interface SlotDifference {
  posicao: number;
  vaga: Modality;
  ordem: string | null;
  vagaAVaga: string | null;
}

/** "do art. 12", "da Lei nº 15.142/2025, art. 9º", "do Decreto…", "da regra informada pela comissão". */
function withPreposition(citation: string): string {
  return /^(art\.|Decreto)/.test(citation) ? `do ${citation}` : /^(Lei|LC|regra)/.test(citation) ? `da ${citation}` : `de ${citation}`;
}

/**
 * The principle of the order (§6), once per cargo, presented as what it is: this program's reading of
 * Art. 10, §2º and Art. 12 (rules.md §7), with the first difference from filling the positions slot by
 * slot when there is one.
 */
export function orderSentence(rules: RuleSet, vagas: number, difference: SlotDifference | null): string {
  const who = (id: string | null): string => (id === null ? 'ninguém' : `a inscrição ${id}`);
  return (
    `Ordem de nomeação — leitura adotada por este programa ${withPreposition(rules.articles.notCounted)} e ${withPreposition(rules.articles.order)} (não é a única praticada): ` +
    `a posição p é de quem entra no resultado com p vagas, de modo que nomear os p primeiros ` +
    `da ordem dá exatamente o resultado legal para p vagas — nomear em etapas durante a validade do concurso chama as mesmas pessoas, na mesma ordem, ` +
    `que nomear as ${vagas} de uma vez. O tipo de cada posição (ampla, reservada) segue a alternância; a modalidade diz como a pessoa é computada com ${vagas} vagas. ` +
    (difference
      ? `A outra leitura, preencher as posições vaga a vaga com o próximo da lista do tipo de cada uma, daria outra ordem: na ${difference.posicao}ª posição ` +
        `(${positionLabel(difference.vaga, rules)}), ${who(difference.vagaAVaga)} em vez ${difference.ordem === null ? 'de ninguém' : `da inscrição ${difference.ordem}`}.`
      : 'Aqui, preencher as posições vaga a vaga com o próximo da lista do tipo de cada uma dá a mesma ordem.')
  );
}

/**
 * Why a position's occupant is counted otherwise than the position's type, or entered otherwise than
 * they are counted now (rules.md §6: compensação, Art. 10, §2º; vaga revertida, Art. 3º, §§1º–3º, and
 * Art. 11). null when there is nothing to explain.
 */
export function entryExplanation(
  e: OrderEntry,
  type: Modality,
  plan: ReservePlan,
  changesAt: ReadonlyMap<number, readonly ModalityChange[]>,
  cands: readonly Candidate[],
  vagas: number,
): string | null {
  const { rules } = plan;
  const m = plan.codes[e.final.from];
  const em = plan.codes[e.entryTaking.from];
  const ev = plan.codes[e.entryTaking.vacancy];
  const via = e.entryTaking.via;
  const q = e.entry;
  if (em === m && type === m) return null; // counted as the position says, and as when they entered
  const articles: string[] = [];
  let explained = false;
  let s: string;
  if (via !== null) {
    s = `Entrou com ${count(q, 'vaga', 'vagas')} pela vaga reservada a ${reserveLabel(ev, rules)}, revertida ${toModality(em, rules)}`;
    articles.push(via.article);
  } else if (em !== 'AC') {
    s = `Entrou pela ${reserveWord(em)} com ${count(q, 'vaga', 'vagas')}`;
    if (type !== em) {
      // The position is of another type: the vacancy of this reserve became theirs when someone ahead
      // of them in the list came to count in the AC list (compensação) at q vacancies.
      const moved = (changesAt.get(q) ?? []).find((c) => plan.codes[c.from] === em && c.candidate !== e.candidate);
      if (moved) {
        s += `, quando a inscrição ${cands[moved.candidate].inscricao} passou a contar ${countedIn(plan.codes[moved.to])} e a vaga reservada ${em} passou à próxima da lista`;
        articles.push(listArticles(em, plan).notCounted, listArticles(em, plan).nextInList);
        explained = true;
      }
    }
  } else {
    s = `Entrou pela ampla concorrência com ${count(q, 'vaga', 'vagas')}`;
  }
  if (m !== em) {
    s += `; com ${vagas} vagas conta ${countedIn(m)}`;
    if (m === 'AC') articles.push(listArticles(em, plan).notCounted);
  }
  const finalVia = e.final.via;
  if (finalVia !== null && via === null && type !== m) {
    // With all the vacancies, they hold a reserved vacancy that reverted to their list.
    s += `; com ${vagas} vagas ocupa a vaga reservada a ${reserveLabel(plan.codes[e.final.vacancy], rules)}, revertida ${toModality(m, rules)}`;
    articles.push(finalVia.article);
    explained = true;
  }
  if (type !== m && type !== em && via === null && !explained)
    s += ` (posição ${type === 'AC' ? 'de ampla concorrência' : `reservada ${type}`} pela alternância; ${type === PCD_CODE && plan.pcd ? `${rules.articles.order}; ${plan.pcd.articles.positions}` : rules.articles.order})`;
  const uniq = articles.filter((a, k) => articles.indexOf(a) === k);
  return uniq.length > 0 ? `${s} — ${uniq.join('; ')}` : s;
}

/** A position whose occupant counts otherwise than its type, or entered otherwise (§6), with the explanation. */
export function positionSentence(p: Nomination, rules: RuleSet): string {
  return `${p.posicao}ª posição (${positionLabel(p.vaga, rules)}): inscrição ${p.inscricao}. ${p.explicacao}.`;
}

/** A position no one can fill (§5.4). */
export function vacantPositionSentence(p: Nomination, rules: RuleSet): string {
  return `${p.posicao}ª posição (${positionLabel(p.vaga, rules)}) não preenchida: não há candidato aprovado que possa ocupá-la.`;
}

/** The cargo's result, last in its audit trail: vacancies filled, provisional or not, and how long the order holds. */
export function resultSentence(filled: number, vagas: number, provisional: boolean, rules: RuleSet): string {
  return (
    `Resultado: ${count(filled, 'vaga preenchida', 'vagas preenchidas')} de ${vagas}` +
    (provisional ? '; resultado provisório (confirmação ou avaliação pendente)' : '') +
    (rules.articles.orderForCareer ? `. A ordem de nomeação vale para toda a vida funcional (${rules.articles.orderForCareer}).` : '.')
  );
}
