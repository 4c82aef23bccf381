// The Memória de cálculo: the rule set and options applied, the input's identification, every
// warning, and each cargo's audit trail — what a court or an auditor reads to follow the result.
import { percent, totalBasisPoints } from '../../engine';
import type { PcdRule, RuleSet } from '../../engine';
import type { Concurso, ConcursoResult, Options, Rounding } from '../../engine/types';
import { NO_PCD_RULE } from '../../engine/types';
import { formatDate, formatDateTime } from '../../engine/text';
import type { CellValue } from '../parsers';
import { formatReadingReport } from '../report';
import { SHA256_LABEL } from './canonical';
import { cargoLabel } from './list-text';
import type { FinalListBuilder } from './lists';
import { FORMAT_INTEGER, FORMAT_TEXT } from './table';
import type { FinalListOptions, OutputTable } from './table';
import { resultWarnings } from './warnings';

/** The Memória's line on a result for publication (`cotas verificar` reads it to recompute the lists masked). */
export const PUBLICATION_NOTE = 'CPF mascarado e datas de nascimento omitidas (versão para publicação)';

// ---------------------------------------------------------------- the options, in words
// Every option's sentence of the Memória, together: the rounding reading, the collision, the absence,
// the PcD rule, the double reserve, the dates.

/** What each rounding reading means, in the words and with the article of the rule set applied. */
function roundingText(r: Rounding, rules: RuleSet): string {
  const article = ` (${rules.articles.rounding})`;
  if (r === 'por-grupo') return `por-grupo — arredonda a reserva de cada grupo separadamente${article}`;
  const split = rules.groups.length > 1 ? ', repartida entre os grupos na proporção de cada um' : '';
  return `total — arredonda a reserva total (${percent(totalBasisPoints(rules))})${split}${article}`;
}
const COLLISION_TEXT: Record<string, string> = {
  anterior: 'anterior — posição disputada vai para a posição livre anterior mais próxima',
  posterior: 'posterior — posição disputada vai para a posição livre seguinte mais próxima',
};
const MULTIPLE_TEXT: Record<string, string> = {
  'maior-percentual':
    'maior-percentual — quem está numa lista racial e na lista PcD fica só na reserva de maior percentual (empate: a racial)',
  todas: 'todas — quem está numa lista racial e na lista PcD fica nas duas e é chamado pela que o alcançar primeiro',
};

/** The PcD rule in the Memória: its name and id, its share, from how many vacancies, its rounding. */
function pcdRuleText(rule: PcdRule, name: string | null): string {
  const fraction = rule.fraction === 'up' ? 'fração arredondada para cima' : 'fração de 0,5 ou mais arredondada para cima';
  const atLeast = rule.atLeast > 0 ? `, no mínimo ${rule.atLeast}` : '';
  return `${name ?? rule.name} (${rule.id}) — ${percent(rule.basisPoints)} das vagas a partir de ${rule.minimumVacancies} vagas, ${fraction}${atLeast}`;
}

const ABSENCE_TEXT: Record<string, string> = {
  ampla: 'ampla — quem faltou à confirmação continua só na ampla concorrência',
  eliminado: 'eliminado — quem faltou à confirmação sai de todas as listas',
};

/** One line of the Memória's options: its article (or '') and its text. */
export interface OptionLine {
  artigo: string;
  texto: string;
}

/** The options applied, one line each, in the Memória's order. */
export function optionLines(o: Options, rules: RuleSet, pcd: PcdRule | null, pcdNome: string | null): OptionLine[] {
  const out: OptionLine[] = [
    { artigo: '', texto: `Arredondamento: ${roundingText(o.arredondamento, rules)}` },
    { artigo: '', texto: `Colisão: ${COLLISION_TEXT[o.colisao] ?? o.colisao}` },
    { artigo: '', texto: `Ausência na confirmação: ${ABSENCE_TEXT[o.ausenciaConfirmacao] ?? o.ausenciaConfirmacao}` },
  ];
  if (pcd) {
    out.push({ artigo: pcd.articles.count, texto: `Reserva PcD: ${pcdRuleText(pcd, pcdNome)}` });
    out.push({ artigo: pcd.articles.multiple, texto: `Reserva múltipla: ${MULTIPLE_TEXT[o.reservaMultipla] ?? o.reservaMultipla}` });
  } else {
    out.push({ artigo: '', texto: `Reserva PcD: ${NO_PCD_RULE} — nenhuma reserva para pessoas com deficiência foi escolhida` });
  }
  out.push({
    artigo: '',
    texto: `Data do edital: ${o.dataEdital ? formatDate(o.dataEdital) : `não informada (${rules.articles.inForce} não verificado)`}`,
  });
  out.push({
    artigo: '',
    texto: `Data de referência (idade): ${o.dataReferencia ? formatDate(o.dataReferencia) : 'não informada (sem prioridade por idade)'}`,
  });
  return out;
}

// ---------------------------------------------------------------- the table

export function memoryTable(concurso: Concurso, result: ConcursoResult, opts: FinalListOptions, builder: FinalListBuilder): OutputTable {
  const rows: CellValue[][] = [];
  const geral = 'Geral';
  const add = (cargo: string, passo: CellValue, tipo: string, artigo: string, texto: string): void => {
    rows.push([cargo, passo, tipo, artigo, texto]);
  };
  add(geral, null, 'Regra', '', `${result.regraNome} (${result.regra})`);
  for (const l of optionLines(result.opcoes, builder.rules, builder.pcdRule, result.pcdNome)) add(geral, null, 'Opção', l.artigo, l.texto);
  for (const d of opts.descricao ?? []) add(geral, null, 'Identificação', '', `${d.chave}: ${d.valor}`);
  if (opts.origem) add(geral, null, 'Entrada', '', `Arquivo de entrada: ${opts.origem}`);
  if (opts.leitura) for (const l of formatReadingReport(opts.leitura)) add(geral, null, 'Leitura', '', l);
  add(geral, null, 'Entrada', '', `${concurso.candidatos.length} candidato(s) em ${concurso.cargos.length} cargo(s)`);
  if (opts.sha256) add(geral, null, 'Entrada', '', `${SHA256_LABEL} ${opts.sha256}`);
  add(geral, null, 'Versão', '', `Versão do motor de cálculo: ${result.versaoMotor}`);
  add(geral, null, 'Data', '', `Gerado em ${formatDateTime(opts.geradoEm ?? new Date())}`);
  if (opts.mascarar) add(geral, null, 'Publicação', '', PUBLICATION_NOTE);
  const warnings = resultWarnings(result);
  for (const { aviso: a } of warnings.filter((w) => w.cargo === null)) add(geral, null, `Aviso (${a.nivel})`, a.artigo, a.mensagem);
  for (const c of result.cargos) {
    const label = cargoLabel(c);
    for (const { aviso: a } of warnings.filter((w) => w.cargo === c)) add(label, null, `Aviso (${a.nivel})`, a.artigo, a.mensagem);
    for (const s of c.memoria ?? []) add(label, s.passo, s.tipo, s.artigo, s.mensagem);
  }
  return {
    nome: 'Memória de cálculo',
    titulo: `Memória de cálculo — ${builder.rulesName()}`,
    cabecalho: ['Cargo', 'Passo', 'Tipo', 'Artigo', 'Descrição'],
    linhas: rows,
    formatos: [FORMAT_TEXT, FORMAT_INTEGER, FORMAT_TEXT, FORMAT_TEXT, FORMAT_TEXT],
    larguras: [28, 7, 16, 26, 110],
    tipo: 'memoria',
    cargo: null,
  };
}
