// The catalogue of the parameters a commission sets (the options of the engine, and the few the
// readers need besides them: the vacancies, the tie-break criteria, the candidates sheet…): ONE
// record per parameter, with the words a person may write for it and for each of its values, its
// label, its default as a function of the rule set, and which readers take it. The Parâmetros sheet
// (src/sheet/parameters.ts), the functions' `opções` text, the command line's flags, the pane's form
// and the JSON contract's validator all read their words, codes and defaults here, so a word is
// accepted by every reader or by none (test/engine/catalog.test.ts runs each reader over the table).
// Adding an option is one record here plus its effect in the engine.
import { percent } from '../counting';
import { PCD_RULES } from '../pcd';
import type { PcdRule } from '../pcd';
import { RULE_SETS, multipleReserveBasis, totalBasisPoints } from '../rulesets';
import type { RuleSet } from '../rulesets';
import { NO_PCD_RULE } from '../types';
import type { BasisKey, CriterionDirection, CriterionKind, Options } from '../types';
import { formatDate } from '../text';
import { findNamedAct, wordKey } from './words';

/** Who reads a parameter: the Parâmetros sheet, the functions' `opções` text, the command line's flags. */
export type Reader = 'parametros' | 'funcoes' | 'cli';

/** Every parameter a reader may take. */
export type ParameterKey =
  | 'regra'
  | keyof Options
  | 'criterios'
  | 'vagas'
  | 'planilhaCandidatos'
  | 'linhaCabecalho'
  | 'descricao'
  | 'mascarar'
  | 'cargo'
  | 'mapeamento'
  | 'resultadoConfirmacoes'
  | 'corte';

/**
 * How a value is read: one of a list of values (`choice`), a date (dates.ts), a rule set or a PcD
 * rule (by id, name or act number), yes/no, a list of column headers, the vacancies, a sheet's name,
 * a row number, a cargo's name, free text (the description), a "Coluna <campo>" mapping.
 */
export type OptionKind =
  | 'choice'
  | 'date'
  | 'ruleSet'
  | 'pcdRule'
  | 'yesNo'
  | 'criteria'
  | 'vacancies'
  | 'sheetName'
  | 'headerRow'
  | 'cargo'
  | 'description'
  | 'mapping'
  | 'basis'
  | 'cut';

/** One value of a `choice` parameter. */
export interface ChoiceValue {
  /** The contract's value ("por-grupo"). */
  code: string;
  /** What the pane's form says of it. */
  label: string;
  /** What a person may write for it, as keys (words.ts); the code's own key is always accepted. */
  words: readonly string[];
  /** What it means, in the Memória de cálculo ("total — arredonda a reserva total (20%)…"). */
  memoria: (rules: RuleSet) => string;
}

/** What the Memória de cálculo's line of an option is given: the options applied and the rules. */
export interface MemoriaContext {
  options: Options;
  rules: RuleSet;
  /** The PcD rule applied, or null, and the name the result gives it. */
  pcd: PcdRule | null;
  pcdNome: string | null;
}

/** One line of the Memória's options: its article (or '') and its text. */
export interface OptionLine {
  artigo: string;
  texto: string;
}

export interface OptionRecord {
  key: ParameterKey;
  /** The label the Parâmetros sheet's row and the messages use ("Ausência na confirmação"). */
  label: string;
  /** How a person may name the parameter (a Parâmetros row's key, an `opções` key), as keys. */
  names: readonly string[];
  readers: readonly Reader[];
  kind: OptionKind;
  /** The name the functions' help and messages write ("ausencia"). */
  functionName?: string;
  /** A `choice`'s values, in the contract's order (the help, the messages and the pane list them so). */
  values?: readonly ChoiceValue[];
  /** What a value that reads as none of them is told ("arredondamento desconhecido 'x'; use 'total' ou 'por-grupo'"). */
  unknown?: (text: string) => string;
  /** A parameter given as a table ("Cargo | Vagas"): the words of each column's header, as keys. */
  table?: { cargo: readonly string[]; vagas: readonly string[] };
  /** The option's line in the Memória de cálculo (null: none in this result); a `choice` says its value's `memoria`. */
  memoria?: (c: MemoriaContext) => OptionLine | null;
  /** The pane's form: the field's label and what "the rule set's default" is called there. */
  pane?: { label: string; defaultLabel?: (rules: RuleSet | undefined) => string; hint?: (rules: RuleSet | undefined) => string };
}

// prettier-ignore
const ROUNDING_VALUES: readonly ChoiceValue[] = [
  { code: 'total', label: 'total (arredonda a reserva toda e reparte)',
    words: ['total', 'sobre o total', 'no total', 'pelo total', 'total da reserva', 'reserva total', 'conjunto'],
    memoria: (r) => `total — arredonda a reserva total (${percent(totalBasisPoints(r))})${r.groups.length > 1 ? ', repartida entre os grupos na proporção de cada um' : ''} (${r.articles.rounding})` },
  { code: 'por-grupo', label: 'por grupo (arredonda cada grupo)',
    words: ['por grupo', 'porgrupo', 'cada grupo', 'por cada grupo', 'grupo a grupo', 'separado', 'separadamente', 'individual'],
    memoria: (r) => `por grupo — arredonda a reserva de cada grupo separadamente (${r.articles.rounding})` },
];

// prettier-ignore
const COLLISION_VALUES: readonly ChoiceValue[] = [
  { code: 'anterior', label: 'anterior', words: ['anterior', 'antes', 'posicao anterior', 'para tras'],
    memoria: () => 'anterior — posição disputada vai para a posição livre anterior mais próxima' },
  { code: 'posterior', label: 'posterior', words: ['posterior', 'depois', 'seguinte', 'posicao posterior', 'para frente'],
    memoria: () => 'posterior — posição disputada vai para a posição livre seguinte mais próxima' },
];

// prettier-ignore
const MULTIPLE_VALUES: readonly ChoiceValue[] = [
  { code: 'maior-percentual', label: 'maior percentual: só na reserva de maior percentual',
    words: ['maior percentual', 'maior', 'a de maior percentual', 'reserva de maior percentual', 'so a maior', 'so na maior', 'uma so', 'so uma', 'a maior'],
    memoria: () => 'maior percentual — quem está numa lista racial e na lista PcD fica só na reserva de maior percentual (empate: a racial)' },
  { code: 'todas', label: 'todas: nas duas listas',
    words: ['todas', 'ambas', 'as duas', 'duas', 'todas as listas', 'em todas', 'nas duas', 'nas duas listas', 'ambas as listas', 'todas as reservas', 'concorre em todas'],
    memoria: () => 'todas as listas — quem está numa lista racial e na lista PcD fica nas duas e é chamado pela que o alcançar primeiro' },
];

// prettier-ignore
const ABSENCE_VALUES: readonly ChoiceValue[] = [
  { code: 'ampla', label: 'continua na ampla concorrência',
    words: ['ampla', 'ampla concorrencia', 'vai para a ampla', 'vai para ampla', 'continua na ampla', 'permanece na ampla', 'so ampla'],
    memoria: () => 'ampla — quem faltou à confirmação continua só na ampla concorrência' },
  { code: 'eliminado', label: 'eliminado de todas as listas',
    words: ['eliminado', 'eliminada', 'eliminacao', 'elimina', 'eliminado do concurso', 'exclusao', 'excluido'],
    memoria: () => 'eliminado — quem faltou à confirmação sai de todas as listas' },
];

/** What a person writes for "no PcD reserve" (NO_PCD_RULE); a blank value says the same. */
// prettier-ignore
export const NO_PCD_WORDS: readonly string[] = [
  NO_PCD_RULE, 'nenhum', 'nao', 'sem reserva', 'sem reserva pcd', 'nao ha', 'nao se aplica', 'sem pcd', 'nao tem',
];

// The directions of a tie-break criterion (rules.md §2.3), as a person writes them in parentheses
// after the criterion's column ("Data de nascimento (maior idade primeiro)", "Jurado (Sim primeiro)"):
// the Parâmetros sheet, the functions' `criterios=` and the pane's form read and write these words.
// The age words say "the older first", which is the earlier date on a date and the higher number on
// an age in years: they are resolved with the column's kind (criterionDirection).
/** A direction as written: a direction, or an age order waiting for the column's kind. */
export type WrittenDirection = { sentido: CriterionDirection } | { idade: 'mais-velho' | 'mais-novo' };

// prettier-ignore
const DIRECTION_WORDS: readonly { escrito: WrittenDirection; words: readonly string[] }[] = [
  { escrito: { sentido: 'maior-primeiro' }, words: ['maior primeiro', 'maior valor primeiro', 'maior', 'decrescente', 'sim primeiro',
    'mais recente primeiro', 'data mais recente primeiro', 'maior nota primeiro', 'maior numero primeiro'] },
  { escrito: { sentido: 'menor-primeiro' }, words: ['menor primeiro', 'menor valor primeiro', 'menor', 'crescente', 'nao primeiro',
    'mais antiga primeiro', 'data mais antiga primeiro', 'menor numero primeiro'] },
  { escrito: { idade: 'mais-velho' }, words: ['maior idade primeiro', 'maior idade', 'mais velho primeiro', 'mais velha primeiro',
    'mais velho', 'mais velha', 'mais idoso primeiro', 'mais idosa primeiro'] },
  { escrito: { idade: 'mais-novo' }, words: ['menor idade primeiro', 'menor idade', 'mais novo primeiro', 'mais nova primeiro',
    'mais novo', 'mais nova', 'mais jovem primeiro'] },
];

/** A criterion as written: its column's header and, when it says one in parentheses, its direction. */
export interface CriterionSpec {
  cabecalho: string;
  escrito: WrittenDirection | null;
}

/** "Data de nascimento (maior idade primeiro)" → the header and the direction; parentheses that say no direction are part of the header. */
export function readCriterionSpec(text: string): CriterionSpec {
  const t = text.trim();
  const m = /^(.*\S)\s*\(([^()]*)\)$/.exec(t);
  if (m) {
    const key = wordKey(m[2]);
    const d = DIRECTION_WORDS.find((x) => x.words.includes(key));
    if (d) return { cabecalho: m[1].trim(), escrito: d.escrito };
  }
  return { cabecalho: t, escrito: null };
}

/** A "Sorteio" column (the draw the commission held, rules.md §2.3): a header with the word "sorteio". */
export function isDrawHeader(header: string): boolean {
  return wordKey(header).split(' ').includes('sorteio');
}

/**
 * rules.md §2.3: a criterion's direction. As written, the age words resolved with the column's kind;
 * else the default: a date means the older first (the earlier date, `menor-primeiro`); a draw, the
 * first drawn first (the lower number); numbers and Sim/Não (1/0), the higher first.
 */
export function criterionDirection(escrito: WrittenDirection | null, tipo: CriterionKind, sorteio: boolean): CriterionDirection {
  if (escrito && 'sentido' in escrito) return escrito.sentido;
  const older: CriterionDirection = tipo === 'data' ? 'menor-primeiro' : 'maior-primeiro';
  const younger: CriterionDirection = older === 'menor-primeiro' ? 'maior-primeiro' : 'menor-primeiro';
  if (escrito) return escrito.idade === 'mais-velho' ? older : younger;
  return tipo === 'data' || sorteio ? 'menor-primeiro' : 'maior-primeiro';
}

/** How a criterion orders, in the words the sheet and the pane write (readCriterionSpec reads them back): "maior idade primeiro" for a date compared lower first. */
export function directionLabel(sentido: CriterionDirection, tipo: CriterionKind = 'numero'): string {
  const higher = sentido === 'maior-primeiro';
  if (tipo === 'data') return higher ? 'menor idade primeiro' : 'maior idade primeiro';
  if (tipo === 'sim-nao') return higher ? 'Sim primeiro' : 'Não primeiro';
  return higher ? 'maior primeiro' : 'menor primeiro';
}

/** A criterion as the sheet writes it: its header, and its direction in parentheses when one is chosen. */
export function criterionSpecText(cabecalho: string, sentido: CriterionDirection | null, tipo: CriterionKind = 'numero'): string {
  return sentido ? `${cabecalho} (${directionLabel(sentido, tipo)})` : cabecalho;
}

/** The Memória's line of the criteria: each in order, with its direction (rules.md §2.3). */
function criteriaLine({ options }: MemoriaContext): OptionLine | null {
  const cs = options.criterios;
  if (!cs || cs.length === 0) return null;
  const each = cs.map(
    (c, k) => `${k + 1}º ${c.nome}${c.sorteio ? ' (sorteio' : ' ('}${c.sorteio ? '; ' : ''}${directionLabel(c.sentido, c.tipo)})`,
  );
  return { artigo: '', texto: `Critérios de desempate: ${each.join('; ')}` };
}

/** The PcD rules, for messages: "federal-9508-2018 (Decreto federal nº 9.508/2018); …; ou 'nenhuma'". */
export function pcdRuleChoices(): string {
  return `${PCD_RULES.map((r) => `${r.id} (${r.name})`).join('; ')}; ou '${NO_PCD_RULE}'`;
}

/** A `choice` option's Memória line: its label and what the value applied means. */
function choiceLine(key: keyof Options): (c: MemoriaContext) => OptionLine {
  return ({ options, rules }) => {
    const code = options[key] as string;
    const v = optionRecord(key).values!.find((x) => x.code === code);
    return { artigo: '', texto: `${optionRecord(key).label}: ${v ? v.memoria(rules) : code}` };
  };
}

/** The PcD rule in the Memória: its name (never its id), its share, from how many vacancies, its rounding. */
function pcdRuleSentence(rule: PcdRule, name: string | null): string {
  const fraction = rule.fraction === 'up' ? 'fração arredondada para cima' : 'fração de 0,5 ou mais arredondada para cima';
  const atLeast = rule.atLeast > 0 ? `, no mínimo ${rule.atLeast}` : '';
  return `${name ?? rule.name} — ${percent(rule.basisPoints)} das vagas a partir de ${rule.minimumVacancies} vagas, ${fraction}${atLeast}`;
}

/** The value's short name in the pane's "padrão da regra (…)". */
function shortLabel(values: readonly ChoiceValue[], code: string): string {
  return values.find((v) => v.code === code)?.words[0] ?? code;
}

// prettier-ignore
export const OPTIONS: readonly OptionRecord[] = [
  { key: 'regra', label: 'Regra', kind: 'ruleSet', readers: ['parametros', 'funcoes', 'cli'], functionName: 'regra',
    names: ['regra', 'regra aplicada', 'lei', 'conjunto de regras', 'regras', 'legislacao', 'lei aplicada', 'regra de cotas'],
    unknown: (t) => `regra desconhecida '${t}'; use uma destas: ${RULE_SETS.map((r) => `${r.id} (${r.name})`).join('; ')}; ou "${RULE_SHEET_LABEL}" para a regra escrita na aba Regra`,
    pane: { label: 'Regra (lei)' } },
  { key: 'arredondamento', label: 'Arredondamento', kind: 'choice', values: ROUNDING_VALUES, readers: ['parametros', 'funcoes', 'cli'],
    functionName: 'arredondamento', names: ['arredondamento', 'forma de arredondamento', 'calculo da reserva'],
    unknown: (t) => `arredondamento desconhecido '${t}'; use 'total' ou 'por-grupo'`,
    pane: { label: 'Arredondamento',
      defaultLabel: (r) => (r ? `padrão da regra (${shortLabel(ROUNDING_VALUES, r.defaultRounding)})` : 'padrão da regra') } ,
    memoria: choiceLine('arredondamento') },
  { key: 'colisao', label: 'Colisão', kind: 'choice', values: COLLISION_VALUES, readers: ['parametros', 'funcoes', 'cli'],
    functionName: 'colisao', names: ['colisao', 'colisao na sequencia', 'colisao de posicoes'],
    unknown: (t) => `colisão desconhecida '${t}'; use 'anterior' ou 'posterior'`,
    pane: { label: 'Colisão (só no arredondamento por grupo: dois grupos na mesma posição)',
      defaultLabel: (r) => (r ? `padrão da regra (${shortLabel(COLLISION_VALUES, r.defaultCollision)})` : 'padrão da regra') } ,
    memoria: choiceLine('colisao') },
  { key: 'ausenciaConfirmacao', label: 'Ausência na confirmação', kind: 'choice', values: ABSENCE_VALUES,
    readers: ['parametros', 'funcoes', 'cli'], functionName: 'ausencia',
    names: ['ausencia na confirmacao', 'ausencia confirmacao', 'ausencia na heteroidentificacao', 'ausente na confirmacao',
      'ausencia no procedimento de confirmacao', 'ausencia', 'ausenciaconfirmacao'],
    unknown: (t) => `valor desconhecido '${t}' para a ausência na confirmação; use 'ampla' ou 'eliminado'`,
    pane: { label: 'Ausência na confirmação (heteroidentificação)', defaultLabel: () => 'padrão (continua na ampla concorrência)' } ,
    memoria: choiceLine('ausenciaConfirmacao') },
  { key: 'pcd', label: 'Reserva PcD', kind: 'pcdRule', readers: ['parametros', 'funcoes', 'cli'], functionName: 'pcd',
    names: ['reserva pcd', 'regra pcd', 'pcd', 'lei pcd', 'legislacao pcd', 'vagas pcd', 'reserva para pessoas com deficiencia',
      'reserva de pessoas com deficiencia', 'pessoas com deficiencia', 'reserva pessoas com deficiencia', 'reserva de vagas pcd',
      'regra da reserva pcd'],
    unknown: (t) => `reserva PcD desconhecida '${t}'; use uma destas: ${pcdRuleChoices()}`,
    pane: { label: 'Reserva para pessoas com deficiência (PcD)' } ,
    memoria: ({ pcd, pcdNome }) =>
      pcd
        ? { artigo: pcd.articles.count, texto: `Reserva PcD: ${pcdRuleSentence(pcd, pcdNome)}` }
        : { artigo: '', texto: `Reserva PcD: ${NO_PCD_RULE} — nenhuma reserva para pessoas com deficiência foi escolhida` } },
  { key: 'reservaMultipla', label: 'Reserva múltipla', kind: 'choice', values: MULTIPLE_VALUES, readers: ['parametros', 'funcoes', 'cli'],
    functionName: 'reservaMultipla',
    names: ['reserva multipla', 'reservas multiplas', 'candidato em mais de uma reserva', 'mais de uma reserva', 'dupla reserva',
      'cotista e pcd', 'reservamultipla', 'multipla'],
    unknown: (t) => `valor desconhecido '${t}' para a reserva múltipla; use 'maior percentual' ou 'todas'`,
    pane: { label: 'Reserva múltipla (quem está numa lista racial e na PcD)',
      defaultLabel: (r) => (r ? `padrão da regra (${shortLabel(MULTIPLE_VALUES, r.defaultMultipleReserve)})` : 'padrão da regra') } ,
    memoria: (c) =>
      c.pcd ? { ...choiceLine('reservaMultipla')(c)!, artigo: multipleReserveBasis(c.rules, c.options) } : null },
  { key: 'dataEdital', label: 'Data do edital', kind: 'date', readers: ['parametros', 'funcoes', 'cli'], functionName: 'edital',
    names: ['data do edital', 'data de publicacao do edital', 'publicacao do edital', 'data edital', 'edital', 'dataedital',
      'data publicacao edital'],
    pane: { label: 'Data do edital',
      hint: (r) => (r?.inForceFrom ? `Antes de ${formatDate(r.inForceFrom)}, o resultado avisa que a lei não se aplica (${r.articles.inForce}).` : '') } ,
    memoria: ({ options: o, rules }) => ({
      artigo: '',
      texto: `Data do edital: ${o.dataEdital ? formatDate(o.dataEdital) : `não informada (${rules.articles.inForce} não verificado)`}`,
    }) },
  { key: 'dataReferencia', label: 'Data de referência', kind: 'date', readers: ['parametros', 'funcoes', 'cli'], functionName: 'referencia',
    names: ['data de referencia', 'data referencia', 'data de referencia da idade', 'data de referencia para idade',
      'data de referencia idoso', 'referencia', 'datareferencia', 'data da referencia', 'referencia idade', 'referencia da idade',
      'data referencia idade'],
    pane: { label: 'Data de referência (idade)',
      hint: () => 'Quem tem 60 anos ou mais nesta data tem prioridade no desempate (Estatuto da Pessoa Idosa). Vazia: a idade não é usada.' } ,
    memoria: ({ options: o }) => ({
      artigo: '',
      texto: `Data de referência (idade): ${o.dataReferencia ? formatDate(o.dataReferencia) : 'não informada (sem prioridade por idade)'}`,
    }) },
  { key: 'criterios', label: 'Critérios de desempate', kind: 'criteria', readers: ['parametros', 'funcoes'], functionName: 'criterios',
    names: ['criterios de desempate', 'criterio de desempate', 'desempate', 'criterios desempate', 'criterios'], memoria: criteriaLine },
  { key: 'vagas', label: 'Vagas', kind: 'vacancies', readers: ['parametros', 'cli'],
    names: ['vagas', 'numero de vagas', 'total de vagas'],
    table: { cargo: ['cargo', 'cargos', 'emprego', 'cargo emprego'],
      vagas: ['vagas', 'numero de vagas', 'n de vagas', 'no de vagas', 'quantidade de vagas', 'vagas oferecidas'] } },
  { key: 'planilhaCandidatos', label: 'Planilha de candidatos', kind: 'sheetName', readers: ['parametros'],
    names: ['planilha de candidatos', 'planilha dos candidatos', 'aba de candidatos', 'aba dos candidatos'] },
  { key: 'linhaCabecalho', label: 'Linha do cabeçalho', kind: 'headerRow', readers: ['parametros'],
    names: ['linha do cabecalho', 'linha de cabecalho', 'linha do cabecalho dos candidatos'] },
  // "Edital" is also a name of dataEdital: the Parâmetros row "Edital | 20/03/2026" is the edital's date,
  // "Edital | nº 1/2026" its identification (readParameters tries the date first).
  { key: 'descricao', label: 'Descrição', kind: 'description', readers: ['parametros'],
    names: ['concurso', 'edital', 'orgao', 'municipio', 'prefeitura', 'entidade', 'observacao', 'observacoes', 'nome do concurso',
      'processo seletivo', 'comissao', 'responsavel', 'numero do edital'] },
  { key: 'mascarar', label: 'Mascarar', kind: 'yesNo', readers: ['funcoes'], functionName: 'mascarar',
    names: ['mascarar', 'mascarar cpf', 'publicacao'] },
  { key: 'cargo', label: 'Cargo', kind: 'cargo', readers: ['funcoes'], functionName: 'cargo', names: ['cargo'] },
  // "fundamento.reservaMultipla=item 5.3": the name is a prefix, the option follows it (rules.md §7;
  // the Parâmetros sheet has a Fundamento column instead).
  { key: 'fundamentos', label: 'Fundamento <opção>', kind: 'basis', readers: ['funcoes'], functionName: 'fundamento.<opção>',
    names: ['fundamento', 'fundamento legal', 'item do edital'] },
  // "Coluna Situação | Resultado", "coluna situacao=Resultado": the name is a prefix, the field follows it.
  { key: 'mapeamento', label: 'Coluna <campo>', kind: 'mapping', readers: ['parametros', 'funcoes'], functionName: 'coluna <campo>',
    names: ['coluna', 'col', 'campo'] },
  // Not an engine option: whether the final lists come with the sheet of the confirmations' and the PcD
  // assessments' results, for the commission (src/sheet/output/confirmations.ts); the published lists never show them.
  // rules.md §12: who goes on to the next phase, in one cell ("ampla=30; PP=9; leitura=lista própria");
  // its Fundamento is the edital's item behind the numbers.
  { key: 'corte', label: 'Convocados para a próxima fase', kind: 'cut', readers: ['parametros'],
    names: ['convocados para a proxima fase', 'corte para a proxima fase', 'corte', 'proxima fase', 'convocados'] },
  { key: 'resultadoConfirmacoes', label: 'Planilha de resultados da heteroidentificação e da avaliação PcD', kind: 'choice',
    readers: ['parametros'],
    values: [
      { code: 'sim', label: 'sim (uso interno da comissão, não publicar)', words: ['sim', 's', 'yes', 'gerar', 'incluir'], memoria: () => 'sim' },
      { code: 'nao', label: 'não', words: ['nao', 'n', 'no', 'nenhuma'], memoria: () => 'não' },
    ],
    unknown: (t) => `valor desconhecido '${t}' para a planilha de resultados da heteroidentificação e da avaliação PcD; use 'sim' ou 'não'`,
    names: ['planilha de resultados da heteroidentificacao e da avaliacao pcd', 'resultado das confirmacoes', 'resultados das confirmacoes',
      'planilha de confirmacoes', 'resultado da heteroidentificacao', 'resultados da heteroidentificacao'] },
];

const BY_KEY = new Map<ParameterKey, OptionRecord>(OPTIONS.map((o) => [o.key, o]));

export function optionRecord(key: ParameterKey): OptionRecord {
  const o = BY_KEY.get(key);
  if (!o) throw new Error(`parâmetro sem registro no catálogo: ${key}`);
  return o;
}

/** The parameters `reader` takes that a name means (most names mean one; "edital" means the date or the description). */
export function optionsNamed(reader: Reader, name: string): OptionRecord[] {
  const key = wordKey(name);
  return OPTIONS.filter((o) => o.readers.includes(reader) && o.kind !== 'mapping' && o.kind !== 'basis' && o.names.includes(key));
}

/** The options an edital's item may stand behind (rules.md §7, `opcoes.fundamentos`). */
export const BASIS_OPTIONS: readonly BasisKey[] = [
  'regra',
  'arredondamento',
  'colisao',
  'ausenciaConfirmacao',
  'pcd',
  'reservaMultipla',
  'dataEdital',
  'dataReferencia',
  'criterios',
];

/**
 * "fundamento.reservaMultipla", "fundamento arredondamento": the option whose edital item the text
 * names; null when the prefix names no such option; undefined when the text is not a `fundamento`.
 */
export function basisOptionOf(reader: Reader, name: string): BasisKey | null | undefined {
  const record = optionRecord('fundamentos');
  if (!record.readers.includes(reader)) return undefined;
  const key = wordKey(name);
  // The longest name first: "fundamento legal arredondamento" is not the option "legal arredondamento".
  const prefix = [...record.names].sort((a, b) => b.length - a.length).find((n) => key === n || key.startsWith(`${n} `));
  if (prefix === undefined) return undefined;
  const rest = key.slice(prefix.length).trim();
  const o = OPTIONS.find(
    (x) => (BASIS_OPTIONS as readonly string[]).includes(x.key) && (wordKey(x.key) === rest || x.names.includes(rest)),
  );
  return o ? (o.key as BasisKey) : null;
}

/** "Coluna Situação" → "Situação" (the field as written), when the text is a mapping's name; else null. */
export function mappingFieldOf(reader: Reader, name: string): string | null {
  const record = optionRecord('mapeamento');
  if (!record.readers.includes(reader)) return null;
  const m = /^\s*([\p{L}]+)\s+(.+)$/u.exec(name);
  return m && record.names.includes(wordKey(m[1])) ? m[2].trim() : null;
}

/** A `choice` parameter's value for a text (one of its codes or words), or null. */
export function readChoice(key: ParameterKey, text: string): string | null {
  const k = wordKey(text);
  const v = optionRecord(key).values?.find((x) => wordKey(x.code) === k || x.words.includes(k));
  return v ? v.code : null;
}

/** A `choice` parameter's codes, in order. */
export function choiceCodes(key: ParameterKey): string[] {
  return (optionRecord(key).values ?? []).map((v) => v.code);
}

/** The rule set a text names (id, name, act number, "Pirangi"), or null. */
export function readRuleSet(text: string): RuleSet | null {
  return findNamedAct(RULE_SETS, text);
}

/**
 * The Parâmetros' choice of the rule written by the commission in the workbook's Regra sheet (rules.md
 * §11), beside the shipped rule sets' ids.
 */
export const RULE_SHEET_CHOICE = 'aba-regra';
export const RULE_SHEET_LABEL = 'Outra lei (aba Regra)';
const RULE_SHEET_WORDS = ['aba regra', 'outra lei', 'outra lei aba regra', 'regra da comissao', 'regra da aba regra', 'aba-regra'];

/** A shipped rule set's id, RULE_SHEET_CHOICE for "Outra lei (aba Regra)", or null. */
export function readRuleChoice(text: string): string | null {
  if (RULE_SHEET_WORDS.includes(wordKey(text)) || RULE_SHEET_WORDS.includes(text.trim().toLowerCase())) return RULE_SHEET_CHOICE;
  return readRuleSet(text)?.id ?? null;
}

/** The PcD rule a text names, NO_PCD_RULE for "nenhuma"/"não"/blank, or null (none, or several). */
export function readPcdRule(text: string): string | null {
  const k = wordKey(text);
  if (k === '' || NO_PCD_WORDS.includes(k)) return NO_PCD_RULE;
  const r: PcdRule | null = findNamedAct(PCD_RULES, text);
  return r ? r.id : null;
}

/** The engine's options, in the contract's order (docs/contrato.md lists them so). */
export const ENGINE_OPTIONS: readonly Exclude<keyof Options, 'fundamentos'>[] = [
  'arredondamento',
  'colisao',
  'ausenciaConfirmacao',
  'dataReferencia',
  'dataEdital',
  'pcd',
  'reservaMultipla',
];

/** The options applied, one Memória line each, in the catalogue's order. */
export function optionSentences(c: MemoriaContext): OptionLine[] {
  const out: OptionLine[] = [];
  for (const o of OPTIONS) {
    const line = o.memoria?.(c);
    if (line) out.push(line);
  }
  return out;
}

/**
 * The engine's options when nothing chose them: per rule set where the rule set says (the rounding,
 * the collision, a candidate in two reserves), else the program's (rules.md §1, §3, §4, §9).
 */
export function defaultOptions(rules: RuleSet): Options {
  return {
    arredondamento: rules.defaultRounding,
    colisao: rules.defaultCollision,
    ausenciaConfirmacao: 'ampla',
    dataReferencia: null,
    dataEdital: null,
    pcd: NO_PCD_RULE,
    reservaMultipla: rules.defaultMultipleReserve,
  };
}
