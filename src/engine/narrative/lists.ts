// The audit trail's sentences about who stands in which list (rules.md §1, §2, §9): the lists, the
// candidates out of them (fraud, confirmation or assessment rejected, absence), the double reserve.
import { count } from '../text';
import { percent } from '../counting';
import type { CargoLists, MultipleReserveCase } from '../lists';
import type { ReservePlan } from '../reserves';
import { choiceBasis, groupOfDeclaration, multipleReserveBasis } from '../rulesets';
import { choiceWord } from './counts';
import type { AuditLine, Candidate, Options } from '../types';
import { PCD_CODE } from '../types';
import { reserveWord } from '../vocabulary';

export function listSentences(plan: ReservePlan, lists: CargoLists, options: Options): AuditLine[] {
  const { rules, pcd } = plan;
  const cands = (i: number): string => lists.keys.inscricao[i];
  const out: AuditLine[] = [];
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
export function standingSentences(plan: ReservePlan, lists: CargoLists, cands: readonly Candidate[], options: Options): AuditLine[] {
  const { rules, pcd } = plan;
  const out: AuditLine[] = [];
  const id = (i: number): string => cands[i].inscricao;
  const eliminated = options.ausenciaConfirmacao === 'eliminado';
  for (const i of lists.rejected) {
    out.push({
      tipo: 'indeferimento',
      artigo: rules.articles.rejected,
      mensagem: `Inscrição ${id(i)}: autodeclaração (${cands[i].grupo}) indeferida — segue apenas na ampla concorrência (${rules.articles.rejected}).`,
    });
  }
  // What an absence at the confirmation or the assessment does is not in the law (Art. 4º only creates
  // the procedures): it is the edital's, through the commission's option, so its basis is the edital's
  // item or the commission's choice (rules.md §7), never an article.
  const absenceBasis = choiceBasis(options, 'ausenciaConfirmacao');
  const absenceChoice = `a opção da comissão para a ausência na confirmação: ${choiceWord('ausenciaConfirmacao', options.ausenciaConfirmacao)}; ${absenceBasis}`;
  for (const i of lists.absent) {
    const g = groupOfDeclaration(rules, cands[i].grupo!)!;
    out.push({
      tipo: 'ausencia',
      artigo: absenceBasis,
      mensagem: eliminated
        ? `Inscrição ${id(i)}: ausente no procedimento de confirmação (${g.code}) — eliminada, como prevê ${absenceChoice}.`
        : `Inscrição ${id(i)}: ausente no procedimento de confirmação (${g.code}) — segue apenas na ampla concorrência, como prevê ${absenceChoice}.`,
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
        artigo: absenceBasis,
        mensagem: eliminated
          ? `Inscrição ${id(i)}: ausente na avaliação da deficiência — eliminada, como prevê ${absenceChoice}.`
          : `Inscrição ${id(i)}: ausente na avaliação da deficiência — sai da lista de pessoas com deficiência, como prevê ${absenceChoice}.`,
      });
    }
  }
  // Several reserve lists: racial and PcD (§9), or several racial ones of a written rule (§11).
  const basis = multipleReserveBasis(plan.rules, options);
  for (const x of lists.multiple) out.push({ tipo: 'reserva-multipla', artigo: basis, mensagem: multipleSentence(x, plan, cands, basis) });
  return out;
}

function multipleSentence(x: MultipleReserveCase, plan: ReservePlan, cands: readonly Candidate[], basis: string): string {
  const { rules, pcd } = plan;
  const code = (m: number): string => (m === plan.pcdIndex ? 'PcD' : plan.codes[m]);
  const share = (m: number): number => (m === plan.pcdIndex ? pcd!.basisPoints : rules.groups[m - 1].basisPoints);
  const racial = x.lists.filter((m) => m !== plan.pcdIndex);
  const head = `Inscrição ${cands[x.candidate].inscricao}: optante ${racial.map(code).join(' e ')}${x.lists.includes(plan.pcdIndex) ? ' e PcD' : ''}, nas ${RESERVES_WORD[x.lists.length] ?? x.lists.length} reservas`;
  if (x.kept.length > 1) {
    const order = pcd && x.lists.includes(plan.pcdIndex) ? ': os grupos da regra, depois PcD' : ', na ordem dos grupos da regra';
    const all = x.lists.length === 2 ? 'às duas' : 'a todas';
    return `${head}: concorre ${all}, como manda a opção "todas as listas", e é tomada pela que a alcançar primeiro${order} (${basis}).`;
  }
  const kept = x.kept[0];
  const others = x.lists.filter((m) => m !== kept);
  const cmp = others
    .map((m) => `${code(kept)} ${percent(share(kept))} ${share(kept) === share(m) ? '=' : '>'} ${code(m)} ${percent(share(m))}`)
    .join(', ');
  const tie = others.some((m) => share(m) === share(kept))
    ? kept === plan.pcdIndex
      ? ''
      : others.includes(plan.pcdIndex) && racial.length === 1
        ? ', empate a favor do grupo racial'
        : ', empate a favor do grupo anterior na regra'
    : '';
  return (
    `${head}: classificada só na reserva de maior percentual (${cmp}${tie}; ${basis}) — ` +
    `concorre à ${reserveWord(kept === plan.pcdIndex ? PCD_CODE : plan.codes[kept])} e, como todos, à ampla concorrência.`
  );
}

const RESERVES_WORD: Record<number, string> = { 2: 'duas', 3: 'três', 4: 'quatro', 5: 'cinco' };
