// The record of acts in the contract's input (`historico`, docs/contrato.md; rules.md §10): the shape
// of each act, then the replay's rules, every problem at once, each naming the cargo and the act by
// its index (1-based, as the commission counts).
import { isIsoDate } from './calendar';
import { ACT_SITUATIONS, replayHistory } from './history';
import type { Act, ActSituation, Candidate } from './types';

/** The keys an act may have: anything else is a typo, an error. */
const ACT_FIELDS = ['posicao', 'inscricao', 'situacao', 'ato', 'data'];

function show(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/** A problem of the record: where (`cargos[2].historico[3]`) and what, in Portuguese. */
export interface ActProblem {
  campo?: string;
  mensagem: string;
}

/**
 * The acts of `raw` (a `historico` value), or null when any is malformed; each problem is added with
 * `label` ("Cargo \"Motorista\"", "Concurso") and `where` (the field path).
 */
export function readActs(raw: unknown, where: string, label: string, problems: ActProblem[]): Act[] | null {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problems.push({ campo: where, mensagem: `${label}: "historico" deve ser uma lista de atos {"posicao", "inscricao", "situacao", "ato", "data"}.` });
    return null;
  }
  const acts: Act[] = [];
  let ok = true;
  raw.forEach((a: unknown, k: number) => {
    const campo = `${where}[${k + 1}]`;
    const add = (mensagem: string): void => {
      problems.push({ campo, mensagem: `${label}, ato ${k + 1} do histórico: ${mensagem}.` });
      ok = false;
    };
    if (typeof a !== 'object' || a === null || Array.isArray(a)) return add('deve ser um objeto {"posicao", "inscricao", "situacao"}');
    const o = a as Record<string, unknown>;
    for (const key of Object.keys(o))
      if (!ACT_FIELDS.includes(key)) add(`campo desconhecido "${key}" (os campos aceitos são: ${ACT_FIELDS.join(', ')})`);
    const inscricao = typeof o.inscricao === 'string' && o.inscricao.trim() !== '' ? o.inscricao : null;
    if (inscricao === null) add(`"inscricao" deve ser um texto não vazio (recebido: ${show(o.inscricao)})`);
    const situacao = ACT_SITUATIONS.includes(o.situacao as ActSituation) ? (o.situacao as ActSituation) : null;
    if (situacao === null) add(`situação desconhecida ${show(o.situacao)}; use ${ACT_SITUATIONS.join(', ')}`);
    let posicao: number | null = null;
    if (o.posicao !== undefined && o.posicao !== null) {
      if (typeof o.posicao === 'number' && Number.isInteger(o.posicao) && o.posicao >= 1) posicao = o.posicao;
      else add(`posição inválida ${show(o.posicao)}; use um número inteiro a partir de 1`);
    }
    let ato: string | null = null;
    if (o.ato !== undefined && o.ato !== null) {
      if (typeof o.ato === 'string') ato = o.ato;
      else add(`"ato" deve ser um texto (recebido: ${show(o.ato)})`);
    }
    let data: string | null = null;
    if (o.data !== undefined && o.data !== null) {
      if (isIsoDate(o.data)) data = o.data;
      else add(`data inválida ${show(o.data)}; use uma data real no formato AAAA-MM-DD`);
    }
    if (inscricao !== null && situacao !== null) acts.push({ posicao, inscricao, situacao, ato, data });
  });
  return ok ? acts : null;
}

/** The replay's problems (rules.md §10) for one cargo's acts, against its candidates and vacancies. */
export function checkActs(acts: readonly Act[], vagas: number, cands: readonly Candidate[], where: string, label: string): ActProblem[] {
  const index = new Map<string, number>();
  cands.forEach((c, i) => index.set(c.inscricao, i));
  return replayHistory(acts, vagas, (id) => index.get(id) ?? -1).problems.map((p) => ({
    campo: `${where}[${p.ato + 1}]`,
    mensagem: `${label}, ato ${p.ato + 1} do histórico: ${p.mensagem}.`,
  }));
}
