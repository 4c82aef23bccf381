// The audit trail's sentences about the reading applied, the counts (rules.md §3, §9) and the type of
// each position (§4).
import { defaultOptions, optionRecord } from '../catalog/options';
import type { ParameterKey } from '../catalog/options';
import { count, formatDate } from '../text';
import { exactShare, percent, reservedTotal } from '../counting';
import type { ReservePlan } from '../reserves';
import type { RuleSet } from '../rulesets';
import { choiceBasis, declaredValues, multipleReserveBasis, totalBasisPoints } from '../rulesets';
import type { Fraction } from '../shares';
import type { PcdRule } from '../pcd';
import type { Modality, Options, Rounding } from '../types';
import { PCD_CODE } from '../types';
import { modalityCodes } from '../vocabulary';

/** How a fraction is rounded, in words (rules.md §3, §11 `fracao`). */
function fractionWords(f: Fraction): string {
  return f === 'up' ? 'qualquer fração arredondada para cima' : 'fração de 0,5 ou mais arredondada para cima, menor que 0,5 para baixo';
}

/**
 * A rule written by the commission, printed whole in the audit trail (rules.md §11: every result of a
 * written rule says so and prints it): its groups, minimum, fraction, default reading, chains, and
 * the PcD rule when that one is written too. Empty when both rules are shipped ones.
 */
export function writtenRuleSentences(rules: RuleSet, pcd: PcdRule | null): string[] {
  const out: string[] = [];
  if (rules.written) {
    const groups = rules.groups.map((g) => {
      const declared = declaredValues(g);
      const who = declared.length === 1 && declared[0] === g.code ? '' : `, quem declarou ${declared.join(' ou ')}`;
      return `${g.title} (${g.code}) ${percent(g.basisPoints)}${who}`;
    });
    const chains = rules.groups.map((g) => `${g.code} → ${rules.chains[g.code].map((s) => s.to).join(' → ')}`);
    out.push(
      `Regra informada pela comissão: ${rules.name} — reservas: ${groups.join('; ')}; reserva a partir de ${count(rules.minimumVacancies, 'vaga', 'vagas')}; ` +
        `${fractionWords(rules.fraction)}; leitura padrão do arredondamento: ${choiceWord('arredondamento', rules.defaultRounding)}; ` +
        `vaga reservada não preenchida: ${chains.join('; ')}` +
        (rules.inForceFrom
          ? `; em vigor desde ${formatDate(rules.inForceFrom)}`
          : '; sem data de vigência (a data do edital não é verificada)') +
        '.',
    );
  }
  if (pcd?.written) {
    const reversion = [...(pcd.reversion ?? []), 'AC'].join(' → ');
    out.push(
      `Regra PcD informada pela comissão: ${pcd.name} — ${percent(pcd.basisPoints)}, ${fractionWords(pcd.fraction)}; ` +
        `reserva a partir de ${count(pcd.minimumVacancies, 'vaga', 'vagas')}` +
        (pcd.atLeast > 0 ? `, no mínimo ${pcd.atLeast}` : '') +
        (pcd.ceiling !== undefined ? `, nunca mais que ${percent(pcd.ceiling)} das vagas` : '') +
        `; vaga PcD não preenchida: ${reversion}.`,
    );
  }
  return out;
}

/** A choice's value as a person says it ("por grupo", "maior percentual"), never its code ("por-grupo"). */
export function choiceWord(key: ParameterKey, code: string): string {
  return optionRecord(key).values?.find((v) => v.code === code)?.words[0] ?? code;
}

export function readingSentence(rules: RuleSet, plan: ReservePlan, options: Options): string {
  const standard = defaultOptions(rules).arredondamento;
  return (
    `Regra aplicada: ${rules.name}. Leitura do arredondamento: ${choiceWord('arredondamento', options.arredondamento)}` +
    (options.arredondamento === standard
      ? ', o padrão desta regra'
      : `, escolhida pela comissão (o padrão desta regra é ${choiceWord('arredondamento', standard)})`) +
    `; colisão de posições: ${choiceWord('colisao', options.colisao)}; ausência na confirmação: ${choiceWord('ausenciaConfirmacao', options.ausenciaConfirmacao)}` +
    (options.dataReferencia
      ? `; data de referência para a idade: ${formatDate(options.dataReferencia)}`
      : '; sem data de referência, sem prioridade por idade') +
    (plan.pcd
      ? `; reserva a pessoas com deficiência: ${plan.pcd.name}, ${plan.pcd.articles.count}; candidato numa lista racial e na PcD: ${choiceWord('reservaMultipla', options.reservaMultipla)}`
      : '; sem reserva a pessoas com deficiência, nenhuma regra PcD escolhida') +
    '.'
  );
}

/**
 * The edital's item behind each choice (rules.md §7), or that the commission gave none: a court asks
 * for the item behind every choice the law leaves open.
 */
export function basisSentence(rules: RuleSet, plan: ReservePlan, options: Options): string {
  const parts = [
    `regra: ${rules.name} — ${choiceBasis(options, 'regra')}`,
    `arredondamento: ${choiceWord('arredondamento', options.arredondamento)} — ${choiceBasis(options, 'arredondamento')}`,
    `colisão: ${choiceWord('colisao', options.colisao)} — ${choiceBasis(options, 'colisao')}`,
    `ausência na confirmação: ${choiceWord('ausenciaConfirmacao', options.ausenciaConfirmacao)} — ${choiceBasis(options, 'ausenciaConfirmacao')}`,
    `reserva PcD: ${plan.pcd ? plan.pcd.name : 'nenhuma'} — ${choiceBasis(options, 'pcd')}`,
  ];
  if (plan.pcd)
    parts.push(
      `candidato numa lista racial e na PcD: ${choiceWord('reservaMultipla', options.reservaMultipla)} — ${multipleReserveBasis(rules, options)}`,
    );
  return `Fundamento de cada escolha no edital: ${parts.join('; ')}.`;
}

/** "PP 2, IND 1, QUI 0, PCD 1, AC 16": the reserves in list order, then AC. */
export function countsText(counts: Record<string, number>, rules: RuleSet): string {
  return modalityCodes(rules, counts[PCD_CODE] !== undefined)
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
