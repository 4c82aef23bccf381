// Rules written by the commission (rules.md §11): a law of the same shape as the shipped ones, given
// as a JSON object (`regra`, `opcoes.pcd`), read here into the same RuleSet / PcdRule the shipped ones
// are, so that nothing downstream tells them apart. Every input error at once, in Portuguese, naming
// the key. Percentages are read into basis points (integers) and never used as floating point.
import { isIsoDate } from './calendar';
import { isObject, show } from './json-values';
import { SHIPPED_PCD_IDS } from './catalog/laws';
import type { PcdRule } from './pcd';
import type { GroupRule, ReversionStep, RuleArticles, RuleSet } from './rulesets';
import { checkPcdRule, checkRuleSet } from './rule-checks';
import type { Fraction } from './shares';
import type { GroupCode, MultipleReserve, Rounding } from './types';
import { NO_PCD_RULE, PCD_CODE } from './types';

/** What the audit trail cites for a decision the written rule gives no article for (rules.md §11). */
export const WRITTEN_RULE_ARTICLE = 'regra informada pela comissão';

/** A problem of a written rule: the key path (`regra.grupos[0].percentual`) and the message. */
export interface RuleProblem {
  campo: string;
  mensagem: string;
}

const RULE_KEYS = ['id', 'nome', 'vigencia', 'grupos', 'minimoVagas', 'arredondamento', 'fracao', 'reversao', 'reservaMultipla', 'artigos'];
const GROUP_KEYS = ['codigo', 'titulo', 'nome', 'percentual', 'declaracoes', 'artigo'];
const PCD_KEYS = ['id', 'nome', 'percentual', 'fracao', 'minimoVagas', 'pelomenos', 'teto', 'reversao', 'artigo'];
/** `artigos` keys (rules.md §11) → the RuleArticles field each one fills. */
const ARTICLE_KEYS: Record<string, (keyof RuleArticles)[]> = {
  reserva: [],
  minimo: ['minimum'],
  arredondamento: ['rounding'],
  concorrencia: ['concurrent'],
  naoComputado: ['notCounted'],
  opcao: ['optIn', 'multipleReserve'],
  indeferida: ['rejected'],
  fraude: ['fraud', 'annulment'],
  proximoDaLista: ['nextInList'],
  ordem: ['order'],
  reversao: ['acShortage'],
};
const FRACTIONS: Record<string, Fraction> = { meio: 'half-up', acima: 'up' };
const ROUNDINGS: readonly Rounding[] = ['total', 'por-grupo'];
const MULTIPLE: readonly MultipleReserve[] = ['todas', 'maior-percentual'];
const CODE = /^[A-Z]{2,5}$/;

/** Reads a rule object: the RuleSet, or null with every problem. */
export function readWrittenRule(raw: unknown, campo = 'regra'): { rules: RuleSet | null; problems: RuleProblem[] } {
  const problems: RuleProblem[] = [];
  const add = (key: string, mensagem: string): void => void problems.push({ campo: key ? `${campo}.${key}` : campo, mensagem });
  if (!isObject(raw)) {
    add('', `A regra deve ser o nome de uma regra ou um objeto como {"grupos": [{"codigo": "PP", "percentual": 20}], …}.`);
    return { rules: null, problems };
  }
  unknownKeys(raw, RULE_KEYS, '', add);
  const given = (k: string): unknown => (raw[k] === null ? undefined : raw[k]);
  const artigos = readArticles(given('artigos'), add);
  const article = (key: string): string => artigos[key] ?? WRITTEN_RULE_ARTICLE;
  const groups = readGroups(given('grupos'), article('reserva'), article('indeferida'), add);
  const codes = new Set(groups.map((g) => g.code));
  const id = text(given('id'), 'id', add) ?? 'regra-da-comissao';
  const nome = text(given('nome'), 'nome', add) ?? WRITTEN_RULE_ARTICLE;
  const vigencia = given('vigencia');
  if (vigencia !== undefined && !isIsoDate(vigencia))
    add('vigencia', `"vigencia" ${show(vigencia)} inválida: use aaaa-mm-dd (por exemplo 2024-03-01).`);
  const minimoVagas = given('minimoVagas') ?? 2;
  if (!Number.isInteger(minimoVagas) || (minimoVagas as number) < 1)
    add('minimoVagas', `"minimoVagas" ${show(minimoVagas)} inválido: um número inteiro de vagas, 1 ou mais.`);
  const rounding = choice(given('arredondamento'), ROUNDINGS, 'total', 'arredondamento', add);
  const fraction = FRACTIONS[choice(given('fracao'), Object.keys(FRACTIONS), 'meio', 'fracao', add)];
  const multiple = choice(given('reservaMultipla'), MULTIPLE, 'todas', 'reservaMultipla', add);
  const chains = readChains(given('reversao'), groups, codes, article('reversao'), add);
  if (problems.length > 0) return { rules: null, problems };
  const rules: RuleSet = {
    id,
    name: nome,
    groups,
    minimumVacancies: minimoVagas as number,
    fraction,
    defaultRounding: rounding,
    defaultCollision: 'anterior',
    defaultMultipleReserve: multiple,
    // rules.md §12: a written rule's default is every optante, Art. 9º's words.
    defaultCutReading: 'todos-os-optantes',
    chains,
    // rules.md §11: the group order reversed is the reversion order (Pirangi's QUI, IND, PP).
    reversionOrder: groups.map((g) => g.code).reverse(),
    inForceFrom: typeof vigencia === 'string' ? vigencia : '',
    articles: {
      inForce: WRITTEN_RULE_ARTICLE,
      minimum: article('minimo'),
      rounding: article('arredondamento'),
      concurrent: article('concorrencia'),
      notCounted: article('naoComputado'),
      optIn: article('opcao'),
      rejected: article('indeferida'),
      fraud: article('fraude'),
      nextInList: article('proximoDaLista'),
      order: article('ordem'),
      acShortage: article('reversao'),
      multipleReserve: article('opcao'),
      allPhases: WRITTEN_RULE_ARTICLE,
    },
    written: raw,
  };
  for (const p of checkRuleSet(rules)) add('', `Regra inválida: ${p}.`);
  return problems.length > 0 ? { rules: null, problems } : { rules, problems };
}

function unknownKeys(o: Record<string, unknown>, keys: readonly string[], at: string, add: (k: string, m: string) => void): void {
  for (const k of Object.keys(o))
    if (!keys.includes(k))
      add(at ? `${at}.${k}` : k, `Chave desconhecida "${k}"${at ? ` em ${at}` : ''}. As chaves são: ${keys.join(', ')}.`);
}

function text(v: unknown, key: string, add: (k: string, m: string) => void): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  add(key, `"${key}" deve ser um texto.`);
  return undefined;
}

function choice<T extends string>(v: unknown, allowed: readonly T[], fallback: T, key: string, add: (k: string, m: string) => void): T {
  if (v === undefined) return fallback;
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
  add(key, `Valor inválido ${show(v)} para "${key}". Use ${allowed.map((a) => `"${a}"`).join(' ou ')}.`);
  return fallback;
}

/** A percentage with at most two decimals (15, 2.5) as basis points, or null when it is not one. */
export function basisPointsOf(v: unknown): number | null {
  if (typeof v !== 'number' || !Number.isFinite(v)) return null;
  const bp = Math.round(v * 100);
  // Two decimals at most: 2.555 is refused, never rounded silently.
  return Math.abs(v * 100 - bp) < 1e-6 ? bp : null;
}

function percentage(v: unknown, key: string, add: (k: string, m: string) => void): number {
  const bp = basisPointsOf(v);
  if (bp === null || bp <= 0 || bp >= 10000) {
    add(key, `"percentual" ${show(v)} inválido: um número maior que 0 e menor que 100, com no máximo duas casas decimais (15 ou 2.5).`);
    return 0;
  }
  return bp;
}

function readArticles(v: unknown, add: (k: string, m: string) => void): Record<string, string> {
  const out: Record<string, string> = {};
  if (v === undefined) return out;
  if (!isObject(v)) {
    add('artigos', '"artigos" deve ser um objeto: {"reserva": "art. 1º", "ordem": "art. 4º", …}.');
    return out;
  }
  unknownKeys(v, Object.keys(ARTICLE_KEYS), 'artigos', add);
  for (const [k, a] of Object.entries(v)) {
    if (!(k in ARTICLE_KEYS) || a === null) continue;
    if (typeof a === 'string' && a.trim() !== '') out[k] = a.trim();
    else add(`artigos.${k}`, `O artigo de "${k}" deve ser um texto, como "art. 3º, §1º".`);
  }
  return out;
}

function readGroups(v: unknown, reserveArticle: string, confirmationArticle: string, add: (k: string, m: string) => void): GroupRule[] {
  if (!Array.isArray(v) || v.length === 0) {
    add('grupos', '"grupos" deve ser uma lista com pelo menos um grupo: [{"codigo": "PP", "percentual": 20}].');
    return [];
  }
  const out: GroupRule[] = [];
  const declaredBy = new Map<string, string>();
  v.forEach((g: unknown, k) => {
    const at = `grupos[${k}]`;
    if (!isObject(g)) return add(at, `O ${k + 1}º grupo deve ser um objeto: {"codigo": "PP", "percentual": 20}.`);
    unknownKeys(g, GROUP_KEYS, at, add);
    const code = g.codigo;
    if (typeof code !== 'string' || !CODE.test(code) || code === 'AC' || code === PCD_CODE)
      add(`${at}.codigo`, `Código de grupo ${show(code)} inválido: de 2 a 5 letras maiúsculas, diferente de AC e PCD.`);
    else if (out.some((x) => x.code === code)) add(`${at}.codigo`, `Código de grupo "${code}" repetido.`);
    const bp = percentage(g.percentual, `${at}.percentual`, add);
    const title = g.titulo === undefined || g.titulo === null ? undefined : text(g.titulo, `${at}.titulo`, add);
    const name = g.nome === undefined || g.nome === null ? undefined : text(g.nome, `${at}.nome`, add);
    const declarations = readDeclarations(g.declaracoes, String(code), `${at}.declaracoes`, add);
    for (const d of declarations) {
      const other = declaredBy.get(d);
      if (other !== undefined) add(`${at}.declaracoes`, `O valor declarado "${d}" está em dois grupos (${other} e ${String(code)}).`);
      else declaredBy.set(d, String(code));
    }
    const artigo = g.artigo === undefined || g.artigo === null ? undefined : text(g.artigo, `${at}.artigo`, add);
    const codeText = String(code);
    out.push({
      code: codeText,
      name: name ?? (title ? title.charAt(0).toLowerCase() + title.slice(1) : codeText),
      title: title ?? codeText,
      words: [...new Set([codeText, ...declarations].map((w) => w.toLowerCase()))],
      basisPoints: bp,
      article: artigo ?? reserveArticle,
      confirmationArticle,
      declarations,
    });
  });
  let total = 0;
  for (const g of out) total += g.basisPoints;
  if (total >= 10000) add('grupos', `Os percentuais dos grupos somam ${total / 100}%: devem somar menos de 100%.`);
  return out;
}

function readDeclarations(v: unknown, code: string, key: string, add: (k: string, m: string) => void): string[] {
  if (v === undefined || v === null) return [code];
  if (!Array.isArray(v) || v.length === 0 || v.some((d) => typeof d !== 'string' || !CODE.test(d) || d === 'AC' || d === PCD_CODE)) {
    add(key, `"declaracoes" ${show(v)} inválido: uma lista de códigos declarados, como ["PP", "IND"] (de 2 a 5 letras maiúsculas).`);
    return [code];
  }
  return [...new Set(v as string[])];
}

function readChains(
  v: unknown,
  groups: readonly GroupRule[],
  codes: ReadonlySet<string>,
  article: string,
  add: (k: string, m: string) => void,
): Record<GroupCode, ReversionStep[]> {
  const chains: Record<GroupCode, ReversionStep[]> = {};
  // rules.md §11: a written rule's default is no exchange between the reserves ("sem troca").
  for (const g of groups) chains[g.code] = [{ to: 'AC', article }];
  if (v === undefined) return chains;
  if (!isObject(v)) {
    add('reversao', '"reversao" deve ser um objeto: {"QUI": ["IND", "PP"], "PP": []}.');
    return chains;
  }
  for (const [from, list] of Object.entries(v)) {
    const at = `reversao.${from}`;
    if (!codes.has(from)) {
      add(at, `"reversao" cita o grupo desconhecido "${from}".`);
      continue;
    }
    if (list === null) continue;
    if (
      !Array.isArray(list) ||
      list.some((to) => typeof to !== 'string' || !codes.has(to) || to === from) ||
      new Set(list).size !== list.length
    ) {
      add(at, `A cadeia de "${from}" ${show(list)} é inválida: uma lista de outros grupos da regra, sem repetir, como ["IND", "PP"].`);
      continue;
    }
    chains[from] = [...(list as string[]).map((to) => ({ to, article })), { to: 'AC', article }];
  }
  return chains;
}

/** Reads a PcD rule object (`opcoes.pcd`, rules.md §11) against the racial rule it sits beside. */
export function readWrittenPcdRule(
  raw: unknown,
  rules: RuleSet | null,
  campo = 'opcoes.pcd',
  /** A PcD rule the program ships (catalog/laws.ts) is read by the same reader, and keeps its own id. */
  shipped = false,
): { rule: PcdRule | null; problems: RuleProblem[] } {
  const problems: RuleProblem[] = [];
  const add = (key: string, mensagem: string): void => void problems.push({ campo: key ? `${campo}.${key}` : campo, mensagem });
  if (!isObject(raw)) {
    add('', 'A regra PcD deve ser o nome de uma regra ou um objeto como {"percentual": 10, "fracao": "acima"}.');
    return { rule: null, problems };
  }
  unknownKeys(raw, PCD_KEYS, '', add);
  const given = (k: string): unknown => (raw[k] === null ? undefined : raw[k]);
  const bp = percentage(given('percentual'), 'percentual', add);
  const fracao = given('fracao');
  if (fracao === undefined)
    add('fracao', 'Falta "fracao" na regra PcD: "acima" (qualquer fração para cima) ou "meio" (0,5 ou mais para cima).');
  const fraction = FRACTIONS[choice(fracao ?? 'meio', Object.keys(FRACTIONS), 'meio', 'fracao', add)];
  const minimum = given('minimoVagas') ?? 1;
  if (!Number.isInteger(minimum) || (minimum as number) < 1)
    add('minimoVagas', `"minimoVagas" ${show(minimum)} inválido: um número inteiro de vagas, 1 ou mais.`);
  const atLeast = given('pelomenos') ?? 0;
  if (!Number.isInteger(atLeast) || (atLeast as number) < 0 || (atLeast as number) > (minimum as number))
    add('pelomenos', `"pelomenos" ${show(atLeast)} inválido: um número inteiro de 0 até "minimoVagas".`);
  const teto = given('teto');
  let ceiling: number | undefined;
  if (teto !== undefined) {
    const c = basisPointsOf(teto);
    if (c === null || c <= 0 || c >= 10000) add('teto', `"teto" ${show(teto)} inválido: uma porcentagem maior que 0 e menor que 100.`);
    else ceiling = c;
  }
  const reversao = given('reversao') ?? [];
  const groupCodes = new Set(rules?.groups.map((g) => g.code) ?? []);
  if (!Array.isArray(reversao) || reversao.some((g) => typeof g !== 'string' || (rules !== null && !groupCodes.has(g))))
    add('reversao', `"reversao" ${show(reversao)} inválido: uma lista de grupos da regra racial (${[...groupCodes].join(', ')}), ou [].`);
  const id = text(given('id'), 'id', add) ?? 'pcd-da-comissao';
  if (id === NO_PCD_RULE || (!shipped && SHIPPED_PCD_IDS.includes(id)))
    add('id', `"id" "${id}" é o de uma regra já prevista no programa: dê outro nome à regra da comissão.`);
  const nome = text(given('nome'), 'nome', add) ?? 'regra PcD informada pela comissão';
  const artigo = text(given('artigo'), 'artigo', add) ?? WRITTEN_RULE_ARTICLE;
  if (problems.length > 0) return { rule: null, problems };
  const rule: PcdRule = {
    id,
    name: nome,
    basisPoints: bp,
    minimumVacancies: minimum as number,
    fraction,
    atLeast: atLeast as number,
    articles: {
      count: artigo,
      positions: artigo,
      assessment: artigo,
      reversion: artigo,
      concurrent: artigo,
      notCounted: artigo,
      nextInList: artigo,
    },
    reversion: reversao as string[],
    written: raw,
  };
  if (ceiling !== undefined) rule.ceiling = ceiling;
  // The shipped PcD rules' validator, for a written one too (rules.md §11: the same shape).
  for (const p of checkPcdRule(rule)) add('', `Regra PcD inválida: ${p}.`);
  return problems.length > 0 ? { rule: null, problems } : { rule, problems };
}
