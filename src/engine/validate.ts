// Validation of the contract's input document (docs/contrato.md): every problem at once, each naming
// the candidate (position and inscrição) and the field, in Portuguese. Nothing is computed until the
// whole document is valid.
import { isIsoDate } from './calendar';
import { isObject, show } from './json-values';
import { CONTRACT_FIELDS, contractDefault } from './catalog/fields';
import { DEFAULT_RULE_SET_ID, declaredValues, findRuleSet, ruleSetIds } from './rulesets';
import { readWrittenPcdRule, readWrittenRule } from './written-rules';
import { KNOWN_GROUP_CODES } from './vocabulary';
import type { RuleSet } from './rulesets';
import { findPcdRule, pcdRuleIds } from './pcd';
import { CONFIRMATION_STATES, NO_PCD_RULE, PCD_CODE } from './types';
import { ENGINE_OPTIONS, choiceCodes, defaultOptions, optionRecord } from './catalog/options';
import type { Candidate, Concurso, ConfirmationState, CriterionDirection, CriterionKind, Options, TieCriterion } from './types';
import { checkActs, readCargos } from './validate-cargos';

export interface InputProblem {
  /** 1-based position of the candidate in `candidatos`, when the problem concerns one. */
  candidato?: number;
  inscricao?: string | null;
  /** Field name, e.g. `nota` or `opcoes.arredondamento`. */
  campo?: string;
  mensagem: string;
}

export interface ValidationResult {
  concurso: Concurso | null;
  problemas: InputProblem[];
}

/** Every group code known to any rule set: a code outside this set is an input error. */
const KNOWN_GROUPS = new Set(KNOWN_GROUP_CODES);
/** The keys a candidate may have, in the field catalogue's order (the message lists them so). */
const CANDIDATE_FIELDS: ReadonlySet<string> = new Set(CONTRACT_FIELDS.map((f) => f.campo));
/** The defaults of the true/false keys, when a candidate leaves them out (the field catalogue's). */
const APROVADO = contractDefault('aprovado');
const OPTANTE = contractDefault('optante');
const FRAUDE = contractDefault('fraude');
const PCD = contractDefault('pcd');
/** The keys of the input document's top level (docs/contrato.md): anything else is a typo, an error. */
const DOCUMENT_FIELDS = ['regra', 'opcoes', 'vagas', 'historico', 'corte', 'cargos', 'candidatos'];

export { isIsoDate };

/**
 * Options with the rule set's defaults filled in. `raw` must already be valid (see validateDocument);
 * unknown or invalid values are reported through `problems` when given.
 */
export function resolveOptions(rules: RuleSet, raw: unknown, problems: InputProblem[] = [], rulesValid = true): Options {
  const o = isObject(raw) ? raw : {};
  if (raw !== undefined && raw !== null && !isObject(raw)) problems.push({ campo: 'opcoes', mensagem: '"opcoes" deve ser um objeto.' });
  for (const k of Object.keys(o)) {
    if (!(ENGINE_OPTIONS as readonly string[]).includes(k) && k !== 'fundamentos' && k !== 'criterios')
      problems.push({
        campo: `opcoes.${k}`,
        mensagem: `Opção desconhecida "${k}". As opções são: ${[...ENGINE_OPTIONS, 'fundamentos', 'criterios'].join(', ')}.`,
      });
  }
  // The contract takes each option's codes exactly (the words people write are for the sheet, the
  // functions and the flags); what is not given is the catalogue's default for this rule set.
  const out: Options = defaultOptions(rules);
  const values = out as unknown as Record<string, string | null>;
  for (const name of ENGINE_OPTIONS) {
    const v = o[name];
    const kind = optionRecord(name).kind;
    if (kind === 'pcdRule') {
      if (isObject(v)) {
        // rules.md §11: a PcD rule written by the commission; the option keeps its id.
        // Against the racial rule's groups, unless that rule is itself in error (reported already).
        const read = readWrittenPcdRule(v, rulesValid ? rules : null);
        problems.push(...read.problems);
        if (read.rule) {
          out.pcd = read.rule.id;
          out.pcdInformada = v;
        }
      } else out.pcd = pcdOption(v, problems);
    } else if (v === undefined || v === null || (kind === 'date' && v === '')) continue;
    else if (kind === 'date') {
      if (isIsoDate(v)) values[name] = v;
      else
        problems.push({
          campo: `opcoes.${name}`,
          mensagem: `Data inválida ${show(v)} em "${name}". Use o formato aaaa-mm-dd (por exemplo 2026-02-01).`,
        });
    } else {
      const allowed = choiceCodes(name);
      if (typeof v === 'string' && allowed.includes(v)) values[name] = v;
      else
        problems.push({
          campo: `opcoes.${name}`,
          mensagem: `Valor inválido ${show(v)} para "${name}". Use ${allowed.map((a) => `"${a}"`).join(' ou ')}.`,
        });
    }
  }
  const fundamentos = basisOption(o.fundamentos, problems);
  if (fundamentos) out.fundamentos = fundamentos;
  const criterios = criteriaOption(o.criterios, problems);
  if (criterios) out.criterios = criterios;
  return out;
}

const DIRECTIONS: readonly CriterionDirection[] = ['maior-primeiro', 'menor-primeiro'];
const KINDS: readonly CriterionKind[] = ['numero', 'data', 'sim-nao'];
const CRITERION_KEYS = ['nome', 'sentido', 'tipo', 'sorteio'];

/**
 * `opcoes.criterios` (rules.md §2.3): what each of the edital's tie-break criteria is, aligned with
 * `desempate` — `{"nome": "Data de nascimento", "sentido": "menor-primeiro", "tipo": "data"}`.
 */
function criteriaOption(v: unknown, problems: InputProblem[]): TieCriterion[] | undefined {
  if (v === undefined || v === null) return undefined;
  const example = '[{"nome": "Data de nascimento", "sentido": "menor-primeiro", "tipo": "data"}, …]';
  if (!Array.isArray(v)) {
    problems.push({ campo: 'opcoes.criterios', mensagem: `"criterios" deve ser uma lista, na ordem de "desempate": ${example}.` });
    return undefined;
  }
  const out: TieCriterion[] = [];
  v.forEach((c: unknown, k) => {
    const campo = `opcoes.criterios[${k}]`;
    const add = (mensagem: string): void => void problems.push({ campo, mensagem: `${k + 1}º critério: ${mensagem}` });
    if (!isObject(c)) return add('deve ser um objeto como {"nome": "Nota de Português", "sentido": "maior-primeiro"}.');
    for (const key of Object.keys(c))
      if (!CRITERION_KEYS.includes(key)) add(`chave desconhecida "${key}"; as chaves são: ${CRITERION_KEYS.join(', ')}.`);
    const { nome, sentido, tipo, sorteio } = c;
    if (typeof nome !== 'string' || nome.trim() === '') add('"nome" deve ser um texto (o nome do critério, como "Data de nascimento").');
    if (!DIRECTIONS.includes(sentido as CriterionDirection))
      add(`"sentido" ${show(sentido)} inválido; use ${DIRECTIONS.map((d) => `"${d}"`).join(' ou ')}.`);
    if (tipo !== undefined && !KINDS.includes(tipo as CriterionKind))
      add(`"tipo" ${show(tipo)} inválido; use ${KINDS.map((d) => `"${d}"`).join(', ')}.`);
    if (sorteio !== undefined && typeof sorteio !== 'boolean') add('"sorteio" deve ser true ou false.');
    const entry: TieCriterion = { nome: typeof nome === 'string' ? nome.trim() : '', sentido: sentido as CriterionDirection };
    if (tipo !== undefined) entry.tipo = tipo as CriterionKind;
    if (sorteio === true) entry.sorteio = true;
    out.push(entry);
  });
  return out;
}

/** `opcoes.fundamentos` (rules.md §7): the edital's item behind each choice, by option name, as text. */
function basisOption(v: unknown, problems: InputProblem[]): Options['fundamentos'] {
  if (v === undefined || v === null) return undefined;
  const keys: readonly string[] = ['regra', ...ENGINE_OPTIONS, 'criterios', 'corte'];
  if (!isObject(v)) {
    problems.push({
      campo: 'opcoes.fundamentos',
      mensagem: '"fundamentos" deve ser um objeto: {"arredondamento": "item 5.3 do Edital nº 1/2026", …}.',
    });
    return undefined;
  }
  const out: Record<string, string> = {};
  for (const [k, text] of Object.entries(v)) {
    if (!keys.includes(k))
      problems.push({
        campo: `opcoes.fundamentos.${k}`,
        mensagem: `Fundamento de opção desconhecida "${k}". As opções são: ${keys.join(', ')}.`,
      });
    else if (typeof text !== 'string' || text.trim() === '')
      problems.push({
        campo: `opcoes.fundamentos.${k}`,
        mensagem: `O fundamento de "${k}" deve ser um texto, como "item 5.3 do Edital nº 1/2026".`,
      });
    else out[k] = text.trim();
  }
  return Object.keys(out).length > 0 ? (out as Options['fundamentos']) : undefined;
}

/** `opcoes.pcd`: `nenhuma` (default) or a PcD rule id (rules.md §9). */
function pcdOption(v: unknown, problems: InputProblem[]): string {
  if (v === undefined || v === null || v === NO_PCD_RULE) return NO_PCD_RULE;
  if (typeof v === 'string' && findPcdRule(v)) return v;
  problems.push({
    campo: 'opcoes.pcd',
    mensagem: `Regra de reserva PcD desconhecida ${show(v)}. Use "${NO_PCD_RULE}" ou ${pcdRuleIds()
      .map((x) => `"${x}"`)
      .join(', ')}.`,
  });
  return NO_PCD_RULE;
}

/**
 * The document's `regra`: a shipped rule set's id (the default when absent), or a rule written by the
 * commission (rules.md §11), read into the same shape; its problems added (the default stands in).
 */
function documentRule(regra: unknown, problems: InputProblem[]): { rules: RuleSet; written?: Record<string, unknown> } {
  const fallback = findRuleSet(DEFAULT_RULE_SET_ID)!;
  if (regra === undefined || regra === null) return { rules: fallback };
  if (isObject(regra)) {
    const read = readWrittenRule(regra);
    problems.push(...read.problems);
    return read.rules ? { rules: read.rules, written: regra } : { rules: fallback };
  }
  const r = typeof regra === 'string' ? findRuleSet(regra) : undefined;
  if (r) return { rules: r };
  problems.push({
    campo: 'regra',
    mensagem: `Regra desconhecida ${show(regra)}. Regras disponíveis: ${ruleSetIds().join(', ')}, ou um objeto com a regra da comissão.`,
  });
  return { rules: fallback };
}

export function validateDocument(doc: unknown): ValidationResult {
  return validate(doc, true);
}

/**
 * Internal, for the tests: validateDocument without the per-candidate fast path, every candidate read
 * by the path that writes the messages. Its result must equal validateDocument's for any input.
 */
export function validateDocumentSlowPath(doc: unknown): ValidationResult {
  return validate(doc, false);
}

function validate(doc: unknown, fast: boolean): ValidationResult {
  const problems: InputProblem[] = [];
  if (!isObject(doc)) {
    return { concurso: null, problemas: [{ mensagem: 'A entrada deve ser um objeto JSON com "candidatos" e "vagas" (ou "cargos").' }] };
  }
  for (const k of Object.keys(doc)) {
    if (!DOCUMENT_FIELDS.includes(k)) {
      problems.push({
        campo: k,
        mensagem: `Campo desconhecido "${k}" no documento. Os campos aceitos são: ${DOCUMENT_FIELDS.join(', ')}.`,
      });
    }
  }
  const { rules, written } = documentRule(doc.regra, problems);
  const opcoes = resolveOptions(rules, doc.opcoes, problems, !isObject(doc.regra) || written !== undefined);
  // The values of `grupo` a candidate may declare: every shipped code, and a written rule's own.
  const groups = written ? new Set([...KNOWN_GROUPS, ...rules.groups.flatMap((g) => [...declaredValues(g), g.code])]) : KNOWN_GROUPS;

  // Vacancies: either `cargos` or a top-level `vagas` (single cargo, `cargo` null), with their acts.
  const single = doc.cargos === undefined || doc.cargos === null;
  const pcdCodes = opcoes.pcd !== NO_PCD_RULE ? [PCD_CODE] : [];
  const cutContext = { codes: [...rules.groups.map((g) => g.code), ...pcdCodes], defaultReading: rules.defaultCutReading };
  const { cargos, records } = readCargos(doc, single, problems, cutContext);
  // Names declared in `cargos`, valid vacancies or not: a candidate of a declared cargo is not also
  // reported as "cargo without vacancies".
  const cargoNames = new Set<string | null>(cargos.map((c) => c.cargo));
  if (Array.isArray(doc.cargos)) for (const c of doc.cargos) if (isObject(c) && typeof c.cargo === 'string') cargoNames.add(c.cargo);

  const candidatos: Candidate[] = [];
  if (!Array.isArray(doc.candidatos)) {
    problems.push({ campo: 'candidatos', mensagem: 'Falta a lista "candidatos".' });
  } else {
    // One duplicate table per cargo (inscrição → position): no concatenated key per candidate.
    const seenByCargo = new Map<string | null, SeenInscricoes>();
    // The table of the previous candidate's cargo: consecutive candidates usually share it.
    let lastCargo: string | null | undefined;
    let lastSeen: SeenInscricoes | undefined;
    doc.candidatos.forEach((raw: unknown, k: number) => {
      // The common shape first (every field present and valid); anything else, or any doubt, goes
      // through validateCandidate, which writes the messages.
      let candidate = fast ? fastCandidate(raw, single, cargoNames, groups) : null;
      let inscricao: string | null;
      let cargo: string | null;
      if (candidate !== null) {
        inscricao = candidate.inscricao;
        cargo = candidate.cargo ?? null;
      } else {
        const r = validateCandidate(raw, k + 1, single, cargoNames, problems, groups);
        candidate = r.candidate;
        inscricao = r.inscricao;
        cargo = r.cargo;
      }
      if (inscricao !== null) {
        let seen = cargo === lastCargo ? lastSeen : seenByCargo.get(cargo);
        if (!seen) seenByCargo.set(cargo, (seen = new SeenInscricoes()));
        lastCargo = cargo;
        lastSeen = seen;
        const first = seen.add(inscricao, k + 1);
        if (first !== 0) {
          problems.push({
            candidato: k + 1,
            inscricao,
            campo: 'inscricao',
            mensagem: `Candidato ${k + 1}, campo "inscricao": inscrição ${inscricao} repetida${cargo ? ` no cargo "${cargo}"` : ''} (já usada pelo candidato ${first}).`,
          });
        }
      }
      if (candidate) candidatos.push(candidate);
    });
  }
  if (problems.length > 0) return { concurso: null, problemas: problems };
  for (const r of records) {
    const own = r.cargo.cargo === null ? candidatos : candidatos.filter((c) => c.cargo === r.cargo.cargo);
    // A loop, not push(...): a record of acts may give more problems than a call takes arguments.
    for (const p of checkActs(r.acts, r.cargo.vagas, own, r.where, r.label)) problems.push(p);
  }
  if (problems.length > 0) return { concurso: null, problemas: problems };
  const concurso: Concurso = { regra: rules.id, opcoes, cargos, candidatos };
  if (written) concurso.regraInformada = written;
  return { concurso, problemas: [] };
}

/**
 * The inscrições of one cargo and the position of the first candidate using each. While they arrive
 * in strictly increasing order (the usual export, sorted by inscrição) none can repeat and nothing is
 * looked up: they are only kept in order. At the first one out of order the lookup table is built.
 */
class SeenInscricoes {
  private last: string | null = null;
  private ids: string[] | null = [];
  private positions: number[] | null = [];
  private table: Map<string, number> | null = null;

  /** Records `id` at 1-based `position`; returns the position that used it first, or 0 when none did. */
  add(id: string, position: number): number {
    if (this.table === null) {
      if (this.last === null || id > this.last) {
        this.last = id;
        this.ids!.push(id);
        this.positions!.push(position);
        return 0;
      }
      const table = new Map<string, number>();
      const ids = this.ids!;
      const positions = this.positions!;
      for (let j = 0; j < ids.length; j++) table.set(ids[j], positions[j]);
      this.table = table;
      this.ids = this.positions = null;
    }
    const first = this.table.get(id);
    if (first !== undefined) return first;
    this.table.set(id, position);
    return 0;
  }
}

/** `true`, `false`, or the default when absent; `undefined` when the value is not a boolean. */
function optionalBoolean(v: unknown, fallback: boolean): boolean | undefined {
  if (v === undefined || v === null) return fallback;
  return typeof v === 'boolean' ? v : undefined;
}

/** A confirmation state, `pendente` when absent; `undefined` when the value is unknown. */
function optionalState(v: unknown): ConfirmationState | undefined {
  if (v === undefined || v === null) return 'pendente';
  return (CONFIRMATION_STATES as readonly unknown[]).includes(v) ? (v as ConfirmationState) : undefined;
}

/**
 * The fast path of validateCandidate for the common shape: the same candidate when every field is
 * present in a form validateCandidate accepts without a message, `null` at the first doubt (the
 * caller then runs validateCandidate, which writes the messages). No closures, one object built.
 * Internal; exported for the tests.
 */
export function fastCandidate(
  input: unknown,
  single: boolean,
  cargoNames: ReadonlySet<string | null>,
  groups: ReadonlySet<string> = KNOWN_GROUPS,
): Candidate | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const raw = input as Record<string, unknown>;
  for (const k in raw) if (!CANDIDATE_FIELDS.has(k)) return null;
  const ins = raw.inscricao;
  let inscricao: string;
  if (typeof ins === 'string') {
    inscricao = ins.trim();
    if (inscricao === '') return null;
  } else if (typeof ins === 'number' && Number.isInteger(ins) && ins >= 0) inscricao = String(ins);
  else return null;
  const nota = raw.nota;
  if (typeof nota !== 'number' || !Number.isFinite(nota)) return null;
  const aprovado = optionalBoolean(raw.aprovado, APROVADO);
  const optante = optionalBoolean(raw.optante, OPTANTE);
  const fraude = optionalBoolean(raw.fraude, FRAUDE);
  const pcd = optionalBoolean(raw.pcd, PCD);
  if (aprovado === undefined || optante === undefined || fraude === undefined || pcd === undefined) return null;
  const g = raw.grupo;
  let grupo: string | null = null;
  if (typeof g === 'string') {
    if (!groups.has(g)) return null;
    grupo = g;
  } else if (g !== undefined && g !== null) return null;
  // An optante without a group is an input error: validateCandidate says so.
  if (optante && grupo === null) return null;
  const confirmacao = optionalState(raw.confirmacao);
  const avaliacaoPcd = optionalState(raw.avaliacaoPcd);
  if (confirmacao === undefined || avaliacaoPcd === undefined) return null;
  const birth = raw.nascimento;
  let nascimento: string | null = null;
  if (typeof birth === 'string') {
    if (birth !== '') {
      if (!isIsoDate(birth)) return null;
      nascimento = birth;
    }
  } else if (birth !== undefined && birth !== null) return null;
  const criteria = raw.desempate;
  let desempate: (number | null)[];
  if (criteria === undefined || criteria === null) desempate = [];
  else if (Array.isArray(criteria)) {
    for (let t = 0; t < criteria.length; t++) {
      const v: unknown = criteria[t];
      if (v !== null && (typeof v !== 'number' || !Number.isFinite(v))) return null;
    }
    // The input's own list, already checked: no copy per candidate (nothing downstream writes to it).
    desempate = criteria as (number | null)[];
  } else return null;
  const c = raw.cargo;
  let cargo: string | null = null;
  if (typeof c === 'string') {
    if (single || !cargoNames.has(c)) return null;
    cargo = c;
  } else if (c !== undefined && c !== null) return null;
  else if (!single) return null;
  const n = raw.nome;
  let nome: string | null = null;
  if (typeof n === 'string') nome = n;
  else if (n !== undefined && n !== null) return null;
  const v = raw.cpf;
  const cpf = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
  return { inscricao, nome, cpf, cargo, nota, aprovado, grupo, optante, confirmacao, fraude, nascimento, desempate, pcd, avaliacaoPcd };
}

/** Reports a problem of one field of the candidate being validated. */
type Add = (campo: string, mensagem: string) => void;

/** `grupo`: a known code or null (a list of one, or of nulls, is accepted); `reported` when it was refused. */
function groupOf(
  v: unknown,
  add: Add,
  groups: ReadonlySet<string>,
  many: boolean,
): { grupo: string | null; grupos?: string[]; reported: boolean } {
  let g = v;
  let reported = false;
  if (Array.isArray(g)) {
    const gs = g.filter((x) => x !== null);
    // rules.md §11: with a written rule a candidate may declare several values (a candidate who opts
    // for two reserves); with a shipped rule set, one at most (§1).
    if (many && gs.length > 1) {
      const bad = gs.filter((x) => typeof x !== 'string' || !groups.has(x));
      if (bad.length === 0) {
        const grupos = [...new Set(gs as string[])];
        return grupos.length > 1 ? { grupo: grupos[0], grupos, reported } : { grupo: grupos[0], reported };
      }
      add('grupo', `grupo desconhecido ${bad.map(show).join(', ')}. Use ${[...groups].map((x) => `"${x}"`).join(', ')}.`);
      return { grupo: null, reported: true };
    }
    if (gs.length > 1) {
      add('grupo', `declara mais de um grupo (${gs.map(show).join(', ')}); cada candidato pertence a no máximo um grupo.`);
      reported = true;
    }
    g = gs.length === 1 ? gs[0] : gs.length === 0 ? null : undefined;
  }
  if (g === undefined || g === null) return { grupo: null, reported };
  if (typeof g === 'string' && groups.has(g)) return { grupo: g, reported };
  add('grupo', `grupo desconhecido ${show(g)}. Use ${[...groups].map((x) => `"${x}"`).join(', ')} ou null.`);
  return { grupo: null, reported: true };
}

/** A confirmation state (`confirmacao`, `avaliacaoPcd`), `pendente` when absent or refused. */
function stateOf(v: unknown, campo: string, what: string, add: Add): ConfirmationState {
  if (v === undefined || v === null) return 'pendente';
  if (typeof v === 'string' && (CONFIRMATION_STATES as readonly string[]).includes(v)) return v as ConfirmationState;
  add(campo, `situação ${what} desconhecida ${show(v)}. Use ${CONFIRMATION_STATES.map((x) => `"${x}"`).join(', ')}.`);
  return 'pendente';
}

/** `desempate`: the edital's criteria in order, numbers or null. */
function tieBreaksOf(v: unknown, add: Add): (number | null)[] {
  const desempate: (number | null)[] = [];
  if (v === undefined || v === null) return desempate;
  if (!Array.isArray(v)) add('desempate', 'deve ser uma lista de números (critérios do edital, em ordem).');
  else
    v.forEach((x: unknown, t: number) => {
      if (x === null) desempate.push(null);
      else if (typeof x === 'number' && Number.isFinite(x)) desempate.push(x);
      else add('desempate', `o ${t + 1}º critério ${show(x)} não é um número.`);
    });
  return desempate;
}

/** `cargo`: absent in a single-cargo document; in a document of `cargos`, one of them. */
function cargoOf(v: unknown, single: boolean, cargoNames: ReadonlySet<string | null>, add: Add): string | null {
  let cargo: string | null = null;
  let reported = false;
  if (v !== undefined && v !== null) {
    reported = true;
    if (typeof v !== 'string') add('cargo', `cargo inválido ${show(v)}.`);
    else if (single)
      add('cargo', `o documento informa "vagas" para um único cargo, mas o candidato indica o cargo "${v}". Use a lista "cargos".`);
    else {
      cargo = v;
      reported = false;
    }
  }
  if (!single && cargo === null && !reported) add('cargo', 'falta o cargo.');
  else if (!single && cargo !== null && !cargoNames.has(cargo)) add('cargo', `o cargo "${cargo}" não tem número de vagas em "cargos".`);
  return cargo;
}

function validateCandidate(
  input: unknown,
  pos: number,
  single: boolean,
  cargoNames: ReadonlySet<string | null>,
  problems: InputProblem[],
  groups: ReadonlySet<string> = KNOWN_GROUPS,
): { candidate: Candidate | null; inscricao: string | null; cargo: string | null } {
  if (!isObject(input)) {
    problems.push({ candidato: pos, mensagem: `Candidato ${pos}: deve ser um objeto.` });
    return { candidate: null, inscricao: null, cargo: null };
  }
  const raw: Record<string, unknown> = input;
  const before = problems.length;
  let inscricao: string | null = null;
  if (typeof raw.inscricao === 'string' && raw.inscricao.trim() !== '') inscricao = raw.inscricao.trim();
  else if (typeof raw.inscricao === 'number' && Number.isInteger(raw.inscricao) && raw.inscricao >= 0) inscricao = String(raw.inscricao);
  const who = inscricao === null ? `Candidato ${pos}` : `Candidato ${pos} (inscrição ${inscricao})`;
  const add: Add = (campo, mensagem) => {
    problems.push({ candidato: pos, inscricao, campo, mensagem: `${who}, campo "${campo}": ${mensagem}` });
  };
  if (inscricao === null)
    add(
      'inscricao',
      raw.inscricao === undefined || raw.inscricao === null || raw.inscricao === ''
        ? 'falta a inscrição.'
        : `inscrição inválida ${show(raw.inscricao)}.`,
    );
  for (const k of Object.keys(raw))
    if (!CANDIDATE_FIELDS.has(k)) add(k, `campo desconhecido. Os campos aceitos são: ${[...CANDIDATE_FIELDS].join(', ')}.`);

  let nota = 0;
  if (raw.nota === undefined || raw.nota === null) add('nota', 'falta a nota.');
  else if (typeof raw.nota !== 'number' || !Number.isFinite(raw.nota)) add('nota', `a nota ${show(raw.nota)} não é um número.`);
  else nota = raw.nota;

  const bool = (name: string, fallback: boolean): boolean => {
    const v = raw[name];
    if (v === undefined || v === null) return fallback;
    if (typeof v === 'boolean') return v;
    add(name, `use true ou false (recebido ${show(v)}).`);
    return fallback;
  };
  const aprovado = bool('aprovado', APROVADO);
  const optante = bool('optante', OPTANTE);
  const fraude = bool('fraude', FRAUDE);
  const pcd = bool('pcd', PCD);

  const { grupo, grupos, reported } = groupOf(raw.grupo, add, groups, groups !== KNOWN_GROUPS);
  if (optante && grupo === null && !reported) {
    add(
      'optante',
      `optante pela reserva sem grupo declarado. Informe o grupo (${[...groups].map((x) => `"${x}"`).join(', ')}) ou marque optante como false.`,
    );
  }
  const confirmacao = stateOf(raw.confirmacao, 'confirmacao', 'da confirmação', add);
  const avaliacaoPcd = stateOf(raw.avaliacaoPcd, 'avaliacaoPcd', 'da avaliação PcD', add);

  let nascimento: string | null = null;
  if (raw.nascimento !== undefined && raw.nascimento !== null && raw.nascimento !== '') {
    if (isIsoDate(raw.nascimento)) nascimento = raw.nascimento;
    else add('nascimento', `data inválida ${show(raw.nascimento)}. Use o formato aaaa-mm-dd.`);
  }
  const desempate = tieBreaksOf(raw.desempate, add);
  const cargo = cargoOf(raw.cargo, single, cargoNames, add);

  const nome = typeof raw.nome === 'string' ? raw.nome : null;
  const cpf = typeof raw.cpf === 'string' ? raw.cpf : typeof raw.cpf === 'number' ? String(raw.cpf) : null;
  if (raw.nome !== undefined && raw.nome !== null && typeof raw.nome !== 'string') add('nome', `nome inválido ${show(raw.nome)}.`);
  if (problems.length > before || inscricao === null) return { candidate: null, inscricao, cargo };
  const candidate: Candidate = {
    inscricao,
    nome,
    cpf,
    cargo,
    nota,
    aprovado,
    grupo,
    optante,
    confirmacao,
    fraude,
    nascimento,
    desempate,
    pcd,
    avaliacaoPcd,
  };
  if (grupos) candidate.grupos = grupos;
  return { candidate, inscricao, cargo };
}
