// The sentence of every warning of the result (rules.md §7), written from its code and facts
// (types.ts, WarningFacts): the engine decides what to warn about and hands the facts over; nothing
// else writes, or reads back, a warning's words.
import { count, formatDate, joinIds } from '../text';
import type { RuleSet } from '../rulesets';
import type { Warning, WarningCode, WarningDraft, WarningOf } from '../types';
import { PCD_CODE } from '../types';
import { modalityCodes, reserveLabel, toModality } from '../vocabulary';
import { choiceWord, countsText } from './counts';
import { reserveTiesMessage, tieMessage } from './ties';

type Writer<C extends WarningCode> = (w: Omit<WarningOf<C>, 'mensagem'>, rules: RuleSet) => string;

const WRITERS: { [C in WarningCode]: Writer<C> } = {
  'edital-anterior-a-lei': (w, rules) =>
    `O edital foi publicado em ${formatDate(w.dados.dataEdital)}, antes de ${formatDate(rules.inForceFrom)}, quando entrou em vigor a ` +
    `${rules.name}: a lei não se aplica a este concurso (${rules.articles.inForce}). O resultado a seguir é só uma simulação.`,

  'cargo-abaixo-do-minimo': (w, rules) => {
    const { cargos, vagasNoConcurso } = w.dados;
    const one = cargos.length === 1;
    return (
      `${one ? 'O cargo' : 'Os cargos'} ${cargos.map((c) => `"${c}"`).join(', ')} ` +
      `${one ? 'tem' : 'têm'} menos de ${rules.minimumVacancies} vagas e por isso não ${one ? 'tem' : 'têm'} reserva, ` +
      `embora o concurso ofereça ${vagasNoConcurso} vagas no total. Dividir as vagas em cargos pequenos pode deixar a reserva sem efeito ` +
      `e ser contestado: confira se a divisão por cargo tem justificativa própria e registre-a.`
    );
  },

  'pcd-fracionada': (w) => {
    const { porCargo, noTotal, vagasNoConcurso, cargos } = w.dados;
    const one = cargos.length === 1;
    return (
      `Contada cargo a cargo, a reserva para pessoas com deficiência dá ${count(porCargo, 'vaga', 'vagas')}; sobre as ${vagasNoConcurso} vagas do ` +
      `concurso, daria ${noTotal}. ${one ? 'O cargo' : 'Os cargos'} ${cargos.map((c) => `"${c}"`).join(', ')} ${one ? 'fica' : 'ficam'} sem vaga PcD. ` +
      'A regra escolhida aplica o percentual ao total das vagas do edital quando a divisão por cargo reduz a reserva: confira no edital como as vagas PcD foram distribuídas.'
    );
  },

  'pcd-sem-regra': (w) => {
    const marked = w.dados.marcados;
    return (
      `${marked === 1 ? 'Há 1 candidato marcado' : `Há ${marked} candidatos marcados`} como pessoa com deficiência (PcD), mas nenhuma regra de reserva PcD ` +
      'foi escolhida: ninguém concorre às vagas PcD. Escolha a regra do edital (opção "pcd", por exemplo "federal-9508-2018") ou confirme que o concurso não tem reserva PcD.'
    );
  },

  'grupo-fora-da-regra': (w, rules) => {
    const ids = w.inscricoes ?? [];
    return ids.length === 1
      ? `A inscrição ${joinIds(ids)} declarou um grupo sem reserva na ${rules.name}: concorre só na ampla concorrência.`
      : `As inscrições ${joinIds(ids)} declararam um grupo sem reserva na ${rules.name}: concorrem só na ampla concorrência.`;
  },

  'sem-reserva': (w, rules) =>
    `Com ${count(w.dados.vagas, 'vaga', 'vagas')} não há reserva (mínimo de ${rules.minimumVacancies}; ${rules.articles.minimum}). ` +
    'Os optantes constam das listas dos grupos para vagas que surgirem durante a validade do concurso.',

  'reserva-excede-vagas': (w, rules) =>
    `Pela ${rules.name}, as reservas somariam mais que ${count(w.dados.vagas, 'vaga', 'vagas')}: foram reduzidas, a partir do último grupo da regra ` +
    `e por fim a reserva PcD, para ${countsText(w.dados.reserva, rules)}.`,

  'outra-leitura': (w, rules) => {
    const { aplicada, outra, reserva, reservaOutra } = w.dados;
    const same = modalityCodes(rules, reserva[PCD_CODE] !== undefined).every((c) => reserva[c] === reservaOutra[c]);
    return (
      `Pela outra leitura do arredondamento, ${choiceWord('arredondamento', outra)}, a reserva seria ${countsText(reservaOutra, rules)}` +
      (same ? ' — igual à aplicada.' : ` — a aplicada, ${choiceWord('arredondamento', aplicada)}, é ${countsText(reserva, rules)}.`)
    );
  },

  'vaga-revertida': (w, rules) => {
    const { reserva, para } = w.dados;
    return para !== null
      ? `Uma vaga reservada a ${reserveLabel(reserva, rules)} não teve candidato disponível na lista do grupo e foi revertida ${toModality(para, rules)}: inscrição ${w.inscricoes![0]}.`
      : `Uma vaga reservada a ${reserveLabel(reserva, rules)} não teve candidato em nenhuma lista da cadeia de reversão.`;
  },

  'vaga-nao-preenchida': (w) => {
    const ps = w.dados.posicoes;
    return (
      `${count(ps.length, 'vaga ficou', 'vagas ficaram')} sem candidato: ` +
      ps.map((p) => `${p.posicao}ª (${p.vaga})`).join(', ') +
      '. Não há mais candidatos aprovados neste cargo.'
    );
  },

  'ampla-insuficiente': (w, rules) =>
    `Faltaram aprovados para ${count(w.dados.vagas, 'vaga', 'vagas')} de ampla concorrência. A reversão dessas vagas aos grupos ` +
    `(${rules.articles.acShortage}) só é possível quando o edital limita o número de aprovados por lista; aqui todos os aprovados já foram considerados.`,

  'ordem-nao-monotona': (w) => {
    const { vagas: q, arredondamento, regraPcd } = w.dados;
    return (
      `Nesta leitura ("${arredondamento}"${regraPcd ? `, com a reserva PcD de ${regraPcd}` : ''}) o resultado legal não cresce sempre com as vagas: ` +
      `com ${q} vagas a inscrição ${w.inscricoes![0]} está entre os nomeados e com ${q + 1} não está. A ordem de nomeação é a mais próxima possível, ` +
      `mas a partir de ${q} vagas nomear os primeiros da ordem nem sempre dá o resultado legal para aquele número de vagas: ` +
      'ao nomear em etapas, confira cada etapa com o número de vagas dela.'
    );
  },

  'resultado-provisorio': (w) => {
    const ids = w.inscricoes ?? [];
    const racial = w.dados.pendencias.includes('confirmacao');
    const pcd = w.dados.pendencias.includes('avaliacaoPcd');
    const what =
      racial && pcd
        ? 'a confirmação da autodeclaração ou a avaliação da deficiência'
        : pcd
          ? 'a avaliação da deficiência'
          : 'a confirmação da autodeclaração';
    return (
      `Resultado provisório: ${ids.length === 1 ? 'a inscrição' : 'as inscrições'} ${joinIds(ids)} ` +
      `${ids.length === 1 ? 'foi nomeada' : 'foram nomeadas'} por vaga reservada com ${what} ainda pendente. ` +
      'Se for indeferida, a lista muda: processe de novo quando o procedimento terminar.'
    );
  },

  'empate-nao-resolvido': (w) => {
    const d = w.dados;
    const ids = w.inscricoes ?? [];
    return d.tipo === 'resumo' ? reserveTiesMessage(d.empates, ids.length) : tieMessage(ids, d.nota, d.decideNomeacao, d.temNomeado);
  },

  'historico-divergente': (w) => {
    const { divergentes, preteridos } = w.dados;
    const one = divergentes.length === 1;
    return (
      `Os atos registrados divergem do resultado legal: ${one ? 'a inscrição' : 'as inscrições'} ${joinIds(divergentes)} ` +
      `${one ? 'foi nomeada e não está' : 'foram nomeadas e não estão'} no resultado legal para as vagas atuais ` +
      `(um engano, uma leitura que não cresce com as vagas ou uma confirmação que mudou). ${one ? 'Mantém' : 'Mantêm'} a posição: ` +
      'só um processo administrativo desfaz uma nomeação.' +
      (preteridos.length > 0
        ? ` Preterida${preteridos.length === 1 ? '' : 's'}, com direito à nomeação e sem posição aberta: ` +
          `${preteridos.length === 1 ? 'a inscrição' : 'as inscrições'} ${joinIds(preteridos)} (STF, RE 837.311, Tema 784).`
        : '') +
      ' Resolva antes de nomear outra pessoa.'
    );
  },

  'desistente-sem-ato': (w) => {
    const ids = w.inscricoes ?? [];
    const one = ids.length === 1;
    return (
      `${one ? 'A inscrição' : 'As inscrições'} ${joinIds(ids)} ${one ? 'consta' : 'constam'} como "Desistente" na coluna Situação e ` +
      `${one ? 'estaria' : 'estariam'} dentro das vagas: as posições foram calculadas sem ${one ? 'ela' : 'elas'}. ` +
      `Se já ${one ? 'foi nomeada' : 'foram nomeadas'}, registre a desistência na planilha Nomeações, com a posição, ` +
      'para que só essa posição seja reaberta e as demais não mudem.'
    );
  },
};

/** The codes whose sentence names the warning's article itself (the others are shown with it after them). */
const NAMES_ITS_ARTICLE: ReadonlySet<WarningCode> = new Set<WarningCode>(['edital-anterior-a-lei', 'sem-reserva', 'ampla-insuficiente']);

function messageOf<C extends WarningCode>(w: Omit<WarningOf<C>, 'mensagem'>, rules: RuleSet): string {
  return (WRITERS[w.codigo] as Writer<C>)(w, rules);
}

/** The warning with its sentence, from its code and facts. */
export function warning(d: WarningDraft, rules: RuleSet): Warning {
  return { ...d, mensagem: messageOf(d, rules) } as Warning;
}

/** The warning as one line of text: its sentence, then its article in parentheses when the sentence does not name it. */
export function warningLine(w: Warning): string {
  return w.artigo && !NAMES_ITS_ARTICLE.has(w.codigo) ? `${w.mensagem} (${w.artigo})` : w.mensagem;
}
