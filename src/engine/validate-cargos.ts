// The cargos of the contract's input (docs/contrato.md): their vacancies and their record of acts
// (`historico`, rules.md §10) — the shape of each act, then the replay's rules, every problem at
// once, each naming the cargo and the act by its index (1-based, as the commission counts).
import { isIsoDate } from './calendar';
import { isObject, show } from './json-values';
import { ACT_SITUATIONS, replayHistory } from './history';
import { MAX_VACANCIES, tooManyVacancies } from './types';
import type { Act, ActSituation, Candidate, CargoVacancies, CutInput, CutReading } from './types';

/** The keys an act may have: anything else is a typo, an error. */
const ACT_FIELDS = ['posicao', 'inscricao', 'situacao', 'ato', 'data'];

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
    problems.push({
      campo: where,
      mensagem: `${label}: "historico" deve ser uma lista de atos {"posicao", "inscricao", "situacao", "ato", "data"}.`,
    });
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

/** The keys of a cargo in `cargos`. */
const CARGO_FIELDS = ['cargo', 'vagas', 'historico', 'corte'];
/** The keys of `corte` (rules.md §12). */
const CUT_FIELDS = ['ampla', 'reservas', 'multiplicador', 'minimoPorLista', 'leitura'];
const CUT_READINGS: readonly CutReading[] = ['todos-os-optantes', 'lista-propria'];

/** What `corte` is read against: the reserve lists' codes (the rule's groups, then `PCD`) and the rule's default reading. */
export interface CutContext {
  codes: readonly string[];
  defaultReading: CutReading;
}

/** A whole number, zero or more, or undefined (absent or null); a problem otherwise. */
function wholeNumber(v: unknown, key: string, label: string, campo: string, problems: ActProblem[]): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
  problems.push({ campo, mensagem: `${label}, "corte": "${key}" deve ser um número inteiro, zero ou maior (recebido: ${show(v)}).` });
  return undefined;
}

/** A cargo's `corte` (rules.md §12; contract.md), or undefined when absent or in error (problems added). */
export function readCut(raw: unknown, where: string, label: string, ctx: CutContext, problems: ActProblem[]): CutInput | undefined {
  if (raw === undefined || raw === null) return undefined;
  const before = problems.length;
  if (!isObject(raw)) {
    problems.push({ campo: where, mensagem: `${label}: "corte" deve ser um objeto, como {"ampla": 30, "leitura": "todos-os-optantes"}.` });
    return undefined;
  }
  for (const key of Object.keys(raw))
    if (!CUT_FIELDS.includes(key))
      problems.push({
        campo: `${where}.${key}`,
        mensagem: `${label}, "corte": campo desconhecido "${key}". Os campos aceitos são: ${CUT_FIELDS.join(', ')}.`,
      });
  const ampla = wholeNumber(raw.ampla, 'ampla', label, `${where}.ampla`, problems);
  const multiplicador = wholeNumber(raw.multiplicador, 'multiplicador', label, `${where}.multiplicador`, problems);
  const minimoPorLista = wholeNumber(raw.minimoPorLista, 'minimoPorLista', label, `${where}.minimoPorLista`, problems);
  let leitura = ctx.defaultReading;
  if (raw.leitura !== undefined && raw.leitura !== null) {
    if (CUT_READINGS.includes(raw.leitura as CutReading)) leitura = raw.leitura as CutReading;
    else
      problems.push({
        campo: `${where}.leitura`,
        mensagem: `${label}, "corte": leitura desconhecida ${show(raw.leitura)}; use ${CUT_READINGS.map((r) => `"${r}"`).join(' ou ')}.`,
      });
  }
  let reservas: Record<string, number> | undefined;
  if (raw.reservas !== undefined && raw.reservas !== null) {
    if (!isObject(raw.reservas))
      problems.push({
        campo: `${where}.reservas`,
        mensagem: `${label}, "corte": "reservas" deve ser um objeto, como {"PP": 9, "IND": 3}.`,
      });
    else {
      reservas = {};
      for (const [code, q] of Object.entries(raw.reservas)) {
        if (!ctx.codes.includes(code))
          problems.push({
            campo: `${where}.reservas.${code}`,
            mensagem: `${label}, "corte": a lista "${code}" não existe nesta regra; as listas de reserva são: ${ctx.codes.join(', ')}.`,
          });
        const n = wholeNumber(q, `reservas.${code}`, label, `${where}.reservas.${code}`, problems);
        if (n !== undefined) reservas[code] = n;
      }
    }
  }
  if (ampla === undefined && multiplicador === undefined && raw.ampla == null && raw.multiplicador == null)
    problems.push({
      campo: where,
      mensagem: `${label}, "corte": informe "ampla" (quantos da ampla concorrência) ou "multiplicador" (vezes as vagas).`,
    });
  if (leitura === 'lista-propria' && raw.multiplicador == null && raw.minimoPorLista == null) {
    const missing = ctx.codes.filter((c) => reservas?.[c] === undefined && !(isObject(raw.reservas) && c in raw.reservas));
    if (missing.length > 0)
      problems.push({
        campo: `${where}.reservas`,
        mensagem: `${label}, "corte": com a leitura "lista-propria", cada lista de reserva precisa do seu número ("reservas"), de "multiplicador" ou de "minimoPorLista"; faltam: ${missing.join(', ')}.`,
      });
  }
  if (problems.length > before) return undefined;
  const out: CutInput = { leitura };
  if (ampla !== undefined) out.ampla = ampla;
  if (reservas !== undefined) out.reservas = reservas;
  if (multiplicador !== undefined) out.multiplicador = multiplicador;
  if (minimoPorLista !== undefined) out.minimoPorLista = minimoPorLista;
  return out;
}

/** A cargo's acts, kept to be replayed once the candidates are known. */
export interface ActRecord {
  cargo: CargoVacancies;
  acts: Act[];
  where: string;
  label: string;
}

/**
 * The cargos and their vacancies — `cargos`, or a top-level `vagas` (`single`: one cargo, `cargo`
 * null) — and each cargo's record of acts, read now and replayed once the candidates are known.
 */
export function readCargos(
  doc: Record<string, unknown>,
  single: boolean,
  problems: ActProblem[],
  cut: CutContext,
): { cargos: CargoVacancies[]; records: ActRecord[] } {
  const cargos: CargoVacancies[] = [];
  const checkVacancies = (v: unknown, campo: string, label: string): number | null => {
    if (typeof v === 'number' && Number.isInteger(v) && v > MAX_VACANCIES) {
      problems.push({ campo, mensagem: `${label}: ${tooManyVacancies(v)}.` });
      return null;
    }
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
    problems.push({ campo, mensagem: `${label}: número de vagas inválido ${show(v)}. Use um número inteiro, zero ou maior.` });
    return null;
  };
  // The record of acts of each cargo (rules.md §10), read now and replayed once the candidates are known.
  const records: ActRecord[] = [];
  const withActs = (cargo: CargoVacancies, raw: unknown, where: string, label: string): void => {
    const acts = readActs(raw, where, label, problems);
    if (acts && acts.length > 0) {
      cargo.historico = acts;
      records.push({ cargo, acts, where, label });
    }
  };
  if (single) {
    if (doc.vagas === undefined)
      problems.push({ campo: 'vagas', mensagem: 'Falta o número de vagas: informe "vagas" ou a lista "cargos".' });
    else {
      const v = checkVacancies(doc.vagas, 'vagas', 'Concurso');
      if (v !== null) {
        cargos.push({ cargo: null, vagas: v });
        withActs(cargos[0], doc.historico, 'historico', 'Concurso');
        const corte = readCut(doc.corte, 'corte', 'Concurso', cut, problems);
        if (corte) cargos[0].corte = corte;
      }
    }
  } else if (!Array.isArray(doc.cargos)) {
    problems.push({ campo: 'cargos', mensagem: '"cargos" deve ser uma lista de objetos {"cargo", "vagas"}.' });
  } else {
    if (doc.vagas !== undefined) problems.push({ campo: 'vagas', mensagem: 'Informe as vagas em "cargos" ou em "vagas", não nos dois.' });
    if (doc.historico !== undefined)
      problems.push({
        campo: 'historico',
        mensagem: 'Com a lista "cargos", o histórico de atos vai em cada cargo ("historico" dentro do cargo).',
      });
    if (doc.corte !== undefined)
      problems.push({
        campo: 'corte',
        mensagem: 'Com a lista "cargos", o corte para a próxima fase vai em cada cargo ("corte" dentro do cargo).',
      });
    const seen = new Set<string>();
    doc.cargos.forEach((c: unknown, k: number) => {
      const where = `cargos[${k + 1}]`;
      if (!isObject(c) || typeof c.cargo !== 'string' || c.cargo.trim() === '') {
        problems.push({ campo: where, mensagem: `Cargo ${k + 1} da lista "cargos": falta o nome do cargo.` });
        return;
      }
      if (seen.has(c.cargo)) problems.push({ campo: where, mensagem: `O cargo "${c.cargo}" aparece mais de uma vez em "cargos".` });
      seen.add(c.cargo);
      for (const key of Object.keys(c))
        if (!CARGO_FIELDS.includes(key))
          problems.push({
            campo: `${where}.${key}`,
            mensagem: `Cargo "${c.cargo}": campo desconhecido "${key}". Os campos aceitos são: ${CARGO_FIELDS.join(', ')}.`,
          });
      const v = checkVacancies(c.vagas, `${where}.vagas`, `Cargo "${c.cargo}"`);
      if (v !== null) {
        const cargo: CargoVacancies = { cargo: c.cargo, vagas: v };
        cargos.push(cargo);
        withActs(cargo, c.historico, `${where}.historico`, `Cargo "${c.cargo}"`);
        const corte = readCut(c.corte, `${where}.corte`, `Cargo "${c.cargo}"`, cut, problems);
        if (corte) cargo.corte = corte;
      }
    });
  }
  return { cargos, records };
}
