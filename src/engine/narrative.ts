// The sentences of the audit trail and the warnings, in pt-BR, apart from the decisions (classify.ts
// and the modules it calls decide; this file only says what was decided and which article says so).
import type { Fill, Reversion } from './allocation';
import { groupLabel } from './audit';
import { count, formatDate, formatScore, groupDigits, joinIds, ordinal } from './text';
import { exactShare, percent, reservedTotal } from './counting';
import type { CargoLists, MultipleReserveCase } from './lists';
import type { ModalityChange, OrderEntry } from './order';
import type { ReservePlan } from './reserves';
import type { RuleSet } from './rulesets';
import { totalBasisPoints } from './rulesets';
import type { Candidate, Modality, Options, Rounding } from './types';
import { PCD_CODE } from './types';
import { modalityName } from './vocabulary';

export function readingSentence(rules: RuleSet, plan: ReservePlan, options: Options): string {
  return (
    `Regra aplicada: ${rules.name}. Leitura do arredondamento: "${options.arredondamento}"` +
    (options.arredondamento === rules.defaultRounding
      ? ' (padrão desta regra)'
      : ' (escolhida pela comissão; o padrão desta regra é "' + rules.defaultRounding + '")') +
    `; colisão de posições: "${options.colisao}"; ausência na confirmação: "${options.ausenciaConfirmacao}"` +
    (options.dataReferencia
      ? `; data de referência para a idade: ${formatDate(options.dataReferencia)}`
      : '; sem data de referência (sem prioridade por idade)') +
    (plan.pcd
      ? `; reserva a pessoas com deficiência: ${plan.pcd.name} (${plan.pcd.articles.count}); candidato em duas reservas: "${options.reservaMultipla}"`
      : '; sem reserva a pessoas com deficiência (nenhuma regra PcD escolhida)') +
    '.'
  );
}

/** "reserva PP", "reserva PcD" in a sentence. */
function reserveWord(code: Modality): string {
  return code === PCD_CODE ? 'reserva PcD' : `reserva ${code}`;
}

/** "na ampla concorrência", "na reserva PP". */
function countedIn(code: Modality): string {
  return code === 'AC' ? 'na ampla concorrência' : `na ${reserveWord(code)}`;
}

/** "à ampla concorrência", "a indígenas (IND)", "a pessoas com deficiência (PCD)". */
function toList(code: Modality, rules: RuleSet): string {
  return code === 'AC' ? 'à ampla concorrência' : `a ${label(code, rules)}`;
}

function label(code: Modality, rules: RuleSet): string {
  return code === PCD_CODE ? `${modalityName(code)} (${PCD_CODE})` : groupLabel(code, rules);
}

/** "lista de ampla concorrência", "lista de pretos e pardos", "lista de pessoas com deficiência". */
function listName(code: Modality, rules: RuleSet): string {
  return `lista de ${modalityName(code, rules)}`;
}

export function listSentences(
  plan: ReservePlan,
  lists: CargoLists,
  options: Options,
): { tipo: string; artigo: string; mensagem: string }[] {
  const { rules, pcd } = plan;
  const cands = (i: number): string => lists.keys.inscricao[i];
  const out: { tipo: string; artigo: string; mensagem: string }[] = [];
  const add = (tipo: string, artigo: string, mensagem: string): void => {
    out.push({ tipo, artigo, mensagem });
  };
  add(
    'listas',
    rules.articles.concurrent,
    `Lista de ampla concorrência: ${count(lists.lists[0].length, 'candidato aprovado', 'candidatos aprovados')}, optantes pela reserva incluídos, ` +
      `por nota${options.dataReferencia ? ', prioridade à pessoa idosa' : ''} e critérios de desempate (${rules.articles.concurrent}).`,
  );
  rules.groups.forEach((g, k) => {
    add(
      'listas',
      `${rules.articles.optIn}; ${g.confirmationArticle}`,
      `Lista de ${g.name} (${g.code}): ${count(lists.lists[k + 1].length, 'candidato', 'candidatos')} que se autodeclararam ${g.name}, ` +
        `optaram pela reserva e não tiveram a autodeclaração indeferida (${rules.articles.optIn}; ${g.confirmationArticle}).`,
    );
  });
  if (pcd) {
    add(
      'listas',
      pcd.articles.assessment,
      `Lista de pessoas com deficiência (PCD): ${count(lists.lists[plan.pcdIndex].length, 'candidato', 'candidatos')} que concorrem às vagas PcD ` +
        `e cuja avaliação não foi indeferida (${pcd.articles.assessment}).`,
    );
  }
  if (lists.notApproved > 0) {
    add(
      'listas',
      'edital',
      `${count(lists.notApproved, 'candidato não aprovado fica', 'candidatos não aprovados ficam')} fora de todas as listas.`,
    );
  }
  for (const i of lists.fraud) {
    add(
      'eliminacao',
      rules.articles.fraud,
      `Inscrição ${cands(i)}: fraude ou má-fé na autodeclaração confirmada — eliminada do concurso (${rules.articles.fraud}).`,
    );
  }
  return out;
}

/** Audit lines about individual candidates' confirmation, assessment and double reserve (§1, §9). */
export function standingSentences(
  plan: ReservePlan,
  lists: CargoLists,
  cands: readonly Candidate[],
  options: Options,
): { tipo: string; artigo: string; mensagem: string }[] {
  const { rules, pcd } = plan;
  const out: { tipo: string; artigo: string; mensagem: string }[] = [];
  const id = (i: number): string => cands[i].inscricao;
  const eliminated = options.ausenciaConfirmacao === 'eliminado';
  for (const i of lists.rejected) {
    out.push({
      tipo: 'indeferimento',
      artigo: rules.articles.rejected,
      mensagem: `Inscrição ${id(i)}: autodeclaração (${cands[i].grupo}) indeferida — segue apenas na ampla concorrência (${rules.articles.rejected}).`,
    });
  }
  for (const i of lists.absent) {
    const g = rules.groups.find((x) => x.code === cands[i].grupo)!;
    out.push({
      tipo: 'ausencia',
      artigo: g.confirmationArticle,
      mensagem: eliminated
        ? `Inscrição ${id(i)}: ausente no procedimento de confirmação (${g.code}) — eliminada, como prevê o edital (opção "ausência = eliminado").`
        : `Inscrição ${id(i)}: ausente no procedimento de confirmação (${g.code}) — segue apenas na ampla concorrência (opção "ausência = ampla").`,
    });
  }
  if (pcd) {
    for (const i of lists.pcdRejected) {
      out.push({
        tipo: 'indeferimento',
        artigo: pcd.articles.assessment,
        mensagem: `Inscrição ${id(i)}: avaliação da deficiência indeferida — sai da lista de pessoas com deficiência e segue nas demais listas em que está (${pcd.articles.assessment}).`,
      });
    }
    for (const i of lists.pcdAbsent) {
      out.push({
        tipo: 'ausencia',
        artigo: pcd.articles.assessment,
        mensagem: eliminated
          ? `Inscrição ${id(i)}: ausente na avaliação da deficiência — eliminada, como prevê o edital (opção "ausência = eliminado").`
          : `Inscrição ${id(i)}: ausente na avaliação da deficiência — sai da lista de pessoas com deficiência (opção "ausência = ampla").`,
      });
    }
    for (const x of lists.multiple)
      out.push({ tipo: 'reserva-multipla', artigo: pcd.articles.multiple, mensagem: multipleSentence(x, plan, cands) });
  }
  return out;
}

function multipleSentence(x: MultipleReserveCase, plan: ReservePlan, cands: readonly Candidate[]): string {
  const { rules, pcd } = plan;
  const g = rules.groups[x.racial - 1];
  const head = `Inscrição ${cands[x.candidate].inscricao}: optante ${g.code} e PcD, nas duas reservas`;
  if (x.kept.length === 2) {
    return `${head}: pela opção "todas", concorre às duas e é tomada pela que a alcançar primeiro (grupos da regra, depois PcD; ${pcd!.articles.multiple}).`;
  }
  const keptRacial = x.kept[0] === x.racial;
  const cmp = keptRacial
    ? `${g.code} ${percent(g.basisPoints)} ${g.basisPoints === pcd!.basisPoints ? '=' : '>'} PcD ${percent(pcd!.basisPoints)}`
    : `PcD ${percent(pcd!.basisPoints)} > ${g.code} ${percent(g.basisPoints)}`;
  return (
    `${head}: classificada só na reserva de maior percentual (${cmp}${keptRacial && g.basisPoints === pcd!.basisPoints ? ', empate a favor do grupo racial' : ''}; ${pcd!.articles.multiple}) — ` +
    `concorre à ${keptRacial ? `reserva ${g.code}` : 'reserva PcD'} e, como todos, à ampla concorrência.`
  );
}

export function countsText(counts: Record<string, number>, plan: ReservePlan): string {
  return plan.codes
    .slice(1)
    .map((c) => `${c} ${counts[c]}`)
    .concat(`AC ${counts.AC}`)
    .join(', ');
}

export function reserveSentence(vagas: number, plan: ReservePlan, rounding: Rounding, counts: Record<string, number>): string {
  const { rules, pcd } = plan;
  const pcdPart = pcd
    ? ` Pessoas com deficiência (${pcd.name}; ${pcd.articles.count}): ${percent(pcd.basisPoints)} de ${vagas} = ${exactShare(vagas, pcd.basisPoints)} → ${counts[PCD_CODE]}` +
      (vagas < pcd.minimumVacancies
        ? ` (menos que o mínimo de ${pcd.minimumVacancies} vagas)`
        : pcd.fraction === 'up'
          ? ' (fração arredondada para cima)'
          : ' (fração de 0,5 ou mais para cima)') +
      `; ampla concorrência ${counts.AC}.`
    : '';
  if (vagas < rules.minimumVacancies) {
    return `${count(vagas, 'vaga', 'vagas')}: menos que o mínimo de ${rules.minimumVacancies}, não há reserva racial (${rules.articles.minimum}); ${counts.AC} de ampla concorrência.${pcdPart}`;
  }
  const t = totalBasisPoints(rules);
  const parts = rules.groups.map((g) => `${g.code} ${counts[g.code]}`).join(', ');
  const ac = pcd ? '' : `; ampla concorrência ${counts.AC}`;
  if (rounding === 'total') {
    return (
      `${percent(t)} de ${vagas} vagas = ${exactShare(vagas, t)} → ${count(reservedTotal(vagas, rules), 'vaga reservada', 'vagas reservadas')} ` +
      `(fração de 0,5 ou mais arredonda para cima, menor que 0,5 para baixo; ${rules.articles.rounding}), repartidas na proporção ` +
      `${rules.groups.map((g) => `${g.code} ${percent(g.basisPoints)}`).join(', ')}: ${parts}${ac}.${pcdPart}`
    );
  }
  return (
    'Cada grupo arredondado separadamente (fração de 0,5 ou mais para cima, menor que 0,5 para baixo; ' +
    `${rules.articles.rounding}): ` +
    rules.groups
      .map((g) => `${g.code} ${percent(g.basisPoints)} de ${vagas} = ${exactShare(vagas, g.basisPoints)} → ${counts[g.code]}`)
      .join('; ') +
    `${ac}.${pcdPart}`
  );
}

export function sequenceSentence(sequence: readonly Modality[], plan: ReservePlan): string {
  const positions = new Map<string, number[]>();
  sequence.forEach((m, p) => {
    if (m !== 'AC') {
      if (!positions.has(m)) positions.set(m, []);
      positions.get(m)!.push(p + 1);
    }
  });
  const { rules, pcd } = plan;
  if (positions.size === 0) return `Ordem de nomeação: todas as ${sequence.length} posições são de ampla concorrência.`;
  const parts = plan.codes
    .filter((c) => positions.has(c))
    .map((c) => {
      const ps = positions.get(c)!;
      return `${c} ${ps.length === 1 ? 'na posição' : 'nas posições'} ${ps.join(', ')}`;
    });
  const articles = pcd && positions.has(PCD_CODE) ? `${rules.articles.order}; ${pcd.articles.positions}` : rules.articles.order;
  return `Tipo de cada posição por alternância e proporcionalidade (${articles}): vagas reservadas ${parts.join('; ')}; as demais são de ampla concorrência.`;
}

/** The audit lines of S(n): who takes each vacancy and why (§5). `positionOf` maps a candidate to their position in the order. */
export function allocationSentences(
  plan: ReservePlan,
  cands: readonly Candidate[],
  fills: readonly Fill[],
  reversions: readonly Reversion[],
  positionOf: Int32Array,
  lists: CargoLists,
): { tipo: string; artigo: string; mensagem: string }[] {
  const { rules } = plan;
  const out: { tipo: string; artigo: string; mensagem: string }[] = [];
  const id = (i: number): string => cands[i].inscricao;
  const where = (i: number): string => ` — ${ordinal(positionOf[i], 'f')} posição na ordem de nomeação`;
  let acK = 0;
  for (const f of fills) {
    if (f.vacancy !== 0 || f.via !== null) continue;
    acK++;
    const i = f.candidate;
    const inReserve = lists.racialList[i] >= 0 || (plan.pcdIndex >= 0 && lists.rank[plan.pcdIndex][i] > 0);
    const which = lists.racialList[i] >= 0 ? `optante ${plan.codes[lists.racialList[i]]}` : 'candidato(a) PcD';
    out.push({
      tipo: 'vaga-ac',
      artigo: inReserve ? `${rules.articles.concurrent}; ${rules.articles.notCounted}` : rules.articles.concurrent,
      mensagem:
        `Vaga de ampla concorrência: inscrição ${id(i)}, ${ordinal(acK, 'm')} da lista de ampla concorrência` +
        (inReserve
          ? ` (${which} classificado(a) dentro das vagas de ampla concorrência: não é computado(a) na reserva; ${rules.articles.notCounted})`
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
    const chainText = r.tried.map((s) => `${toList(s.to, rules)} (${s.article})`).join(', depois ');
    const head = `Vaga reservada a ${label(plan.codes[r.reserve], rules)} sem candidato disponível na lista do grupo`;
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
  const reverted = f.via !== null ? `, revertida ${toList(from, rules)}` : '';
  let s = `Vaga reservada ${vacancy}${reverted} (${f.via ? f.via.article : reserveArticle(f.vacancy, plan)}): inscrição ${cands[f.candidate].inscricao}, ${ordinal(f.rankInList, 'm')} da ${listName(from, rules)}`;
  if (f.skipped.length > 0) {
    const ids = f.skipped.map((i) => cands[i].inscricao);
    s += ` (${ids.length === 1 ? 'a inscrição' : 'as inscrições'} ${joinIds(ids)}, à frente, já ${ids.length === 1 ? 'estava nomeada' : 'estavam nomeadas'}; ${rules.articles.notCounted}; ${rules.articles.nextInList})`;
  }
  return s;
}

/** The principle of the order (§6), once per cargo. */
export function orderSentence(rules: RuleSet, vagas: number): string {
  return (
    `Ordem de nomeação (${rules.articles.order}): a posição p é de quem entra no resultado com p vagas, de modo que nomear os p primeiros ` +
    `da ordem dá exatamente o resultado legal para p vagas — nomear em etapas durante a validade do concurso chama as mesmas pessoas, na mesma ordem, ` +
    `que nomear as ${vagas} de uma vez. O tipo de cada posição (ampla, reservada) segue a alternância; a modalidade diz como a pessoa é computada com ${vagas} vagas.`
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
    s = `Entrou com ${count(q, 'vaga', 'vagas')} pela vaga reservada a ${label(ev, rules)}, revertida ${toList(em, rules)}`;
    articles.push(via.article);
  } else if (em !== 'AC') {
    s = `Entrou pela ${reserveWord(em)} com ${count(q, 'vaga', 'vagas')}`;
    if (type !== em) {
      // The position is of another type: the vacancy of this reserve became theirs when someone ahead
      // of them in the list came to count in the AC list (compensação) at q vacancies.
      const moved = (changesAt.get(q) ?? []).find((c) => plan.codes[c.from] === em && c.candidate !== e.candidate);
      if (moved) {
        s += `, quando a inscrição ${cands[moved.candidate].inscricao} passou a contar ${countedIn(plan.codes[moved.to])} e a vaga reservada ${em} passou à próxima da lista`;
        articles.push(rules.articles.notCounted, rules.articles.nextInList);
        explained = true;
      }
    }
  } else {
    s = `Entrou pela ampla concorrência com ${count(q, 'vaga', 'vagas')}`;
  }
  if (m !== em) {
    s += `; com ${vagas} vagas conta ${countedIn(m)}`;
    if (m === 'AC') articles.push(rules.articles.notCounted);
  }
  const finalVia = e.final.via;
  if (finalVia !== null && via === null && type !== m) {
    // With all the vacancies, they hold a reserved vacancy that reverted to their list.
    s += `; com ${vagas} vagas ocupa a vaga reservada a ${label(plan.codes[e.final.vacancy], rules)}, revertida ${toList(m, rules)}`;
    articles.push(finalVia.article);
    explained = true;
  }
  if (type !== m && type !== em && via === null && !explained)
    s += ` (posição ${type === 'AC' ? 'de ampla concorrência' : `reservada ${type}`} pela alternância; ${rules.articles.order})`;
  const uniq = articles.filter((a, k) => articles.indexOf(a) === k);
  return uniq.length > 0 ? `${s} — ${uniq.join('; ')}` : s;
}

export function dropoutMessage(q: number, who: string, rounding: Rounding, plan: ReservePlan): string {
  return (
    `Nesta leitura ("${rounding}"${plan.pcd ? `, com a reserva PcD de ${plan.pcd.name}` : ''}) o resultado legal não cresce sempre com as vagas: ` +
    `com ${q} vagas a inscrição ${who} está entre os nomeados e com ${q + 1} não está. A ordem de nomeação é a mais próxima possível, ` +
    `mas a partir de ${q} vagas nomear os primeiros da ordem nem sempre dá o resultado legal para aquele número de vagas: ` +
    'ao nomear em etapas, confira cada etapa com o número de vagas dela.'
  );
}

/** One unresolved tie: its members' positions in the AC list (1-based, consecutive), score and inscrições. */
export interface TieRun {
  firstRank: number;
  lastRank: number;
  nota: number;
  ids: string[];
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
