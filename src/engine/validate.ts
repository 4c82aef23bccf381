// Validation of the contract's input document (docs/contrato.md): every problem at once, each naming
// the candidate (position and inscrição) and the field, in Portuguese. Nothing is computed until the
// whole document is valid.
import { DEFAULT_RULE_SET_ID, findRuleSet, ruleSetIds } from './rulesets';
import { KNOWN_GROUP_CODES } from './vocabulary';
import type { RuleSet } from './rulesets';
import { findPcdRule, pcdRuleIds } from './pcd';
import {
  ABSENCE_POLICIES,
  COLLISIONS,
  CONFIRMATION_STATES,
  MAX_VACANCIES,
  MULTIPLE_RESERVES,
  NO_PCD_RULE,
  ROUNDINGS,
  tooManyVacancies,
} from './types';
import type { Candidate, CargoVacancies, Concurso, ConfirmationState, Options } from './types';

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
// prettier-ignore
const CANDIDATE_FIELDS = new Set([
  'inscricao', 'nome', 'cargo', 'nota', 'aprovado', 'grupo', 'optante', 'confirmacao', 'fraude', 'nascimento', 'desempate', 'cpf',
  'pcd', 'avaliacaoPcd',
]);
const OPTION_FIELDS = ['arredondamento', 'colisao', 'ausenciaConfirmacao', 'dataReferencia', 'dataEdital', 'pcd', 'reservaMultipla'];
/** The keys of the input document's top level (docs/contrato.md): anything else is a typo, an error. */
const DOCUMENT_FIELDS = ['regra', 'opcoes', 'vagas', 'cargos', 'candidatos'];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function show(v: unknown): string {
  if (typeof v === 'string') return `"${v}"`;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/** A real calendar date in ISO form aaaa-mm-dd. */
export function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number);
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1];
}

/**
 * Options with the rule set's defaults filled in. `raw` must already be valid (see validateDocument);
 * unknown or invalid values are reported through `problems` when given.
 */
export function resolveOptions(rules: RuleSet, raw: unknown, problems: InputProblem[] = []): Options {
  const o = isObject(raw) ? raw : {};
  if (raw !== undefined && raw !== null && !isObject(raw)) problems.push({ campo: 'opcoes', mensagem: '"opcoes" deve ser um objeto.' });
  for (const k of Object.keys(o)) {
    if (!OPTION_FIELDS.includes(k))
      problems.push({ campo: `opcoes.${k}`, mensagem: `Opção desconhecida "${k}". As opções são: ${OPTION_FIELDS.join(', ')}.` });
  }
  const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const v = o[name];
    if (v === undefined || v === null) return fallback;
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
    problems.push({
      campo: `opcoes.${name}`,
      mensagem: `Valor inválido ${show(v)} para "${name}". Use ${allowed.map((a) => `"${a}"`).join(' ou ')}.`,
    });
    return fallback;
  };
  const date = (name: string): string | null => {
    const v = o[name];
    if (v === undefined || v === null || v === '') return null;
    if (isIsoDate(v)) return v;
    problems.push({
      campo: `opcoes.${name}`,
      mensagem: `Data inválida ${show(v)} em "${name}". Use o formato aaaa-mm-dd (por exemplo 2026-02-01).`,
    });
    return null;
  };
  return {
    arredondamento: pick('arredondamento', ROUNDINGS, rules.defaultRounding),
    colisao: pick('colisao', COLLISIONS, rules.defaultCollision),
    ausenciaConfirmacao: pick('ausenciaConfirmacao', ABSENCE_POLICIES, 'ampla'),
    dataReferencia: date('dataReferencia'),
    dataEdital: date('dataEdital'),
    pcd: pcdOption(o.pcd, problems),
    reservaMultipla: pick('reservaMultipla', MULTIPLE_RESERVES, 'maior-percentual'),
  };
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

export function validateDocument(doc: unknown): ValidationResult {
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
  let rules = findRuleSet(DEFAULT_RULE_SET_ID)!;
  if (doc.regra !== undefined && doc.regra !== null) {
    const r = typeof doc.regra === 'string' ? findRuleSet(doc.regra) : undefined;
    if (r) rules = r;
    else
      problems.push({ campo: 'regra', mensagem: `Regra desconhecida ${show(doc.regra)}. Regras disponíveis: ${ruleSetIds().join(', ')}.` });
  }
  const opcoes = resolveOptions(rules, doc.opcoes, problems);

  // Vacancies: either `cargos` or a top-level `vagas` (single cargo, `cargo` null).
  const cargos: CargoVacancies[] = [];
  const single = doc.cargos === undefined || doc.cargos === null;
  const checkVacancies = (v: unknown, campo: string, label: string): number | null => {
    if (typeof v === 'number' && Number.isInteger(v) && v > MAX_VACANCIES) {
      problems.push({ campo, mensagem: `${label}: ${tooManyVacancies(v)}.` });
      return null;
    }
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
    problems.push({ campo, mensagem: `${label}: número de vagas inválido ${show(v)}. Use um número inteiro, zero ou maior.` });
    return null;
  };
  if (single) {
    if (doc.vagas === undefined)
      problems.push({ campo: 'vagas', mensagem: 'Falta o número de vagas: informe "vagas" ou a lista "cargos".' });
    else {
      const v = checkVacancies(doc.vagas, 'vagas', 'Concurso');
      if (v !== null) cargos.push({ cargo: null, vagas: v });
    }
  } else if (!Array.isArray(doc.cargos)) {
    problems.push({ campo: 'cargos', mensagem: '"cargos" deve ser uma lista de objetos {"cargo", "vagas"}.' });
  } else {
    if (doc.vagas !== undefined) problems.push({ campo: 'vagas', mensagem: 'Informe as vagas em "cargos" ou em "vagas", não nos dois.' });
    const seen = new Set<string>();
    doc.cargos.forEach((c: unknown, k: number) => {
      const where = `cargos[${k + 1}]`;
      if (!isObject(c) || typeof c.cargo !== 'string' || c.cargo.trim() === '') {
        problems.push({ campo: where, mensagem: `Cargo ${k + 1} da lista "cargos": falta o nome do cargo.` });
        return;
      }
      if (seen.has(c.cargo)) problems.push({ campo: where, mensagem: `O cargo "${c.cargo}" aparece mais de uma vez em "cargos".` });
      seen.add(c.cargo);
      const v = checkVacancies(c.vagas, `${where}.vagas`, `Cargo "${c.cargo}"`);
      if (v !== null) cargos.push({ cargo: c.cargo, vagas: v });
    });
  }
  // Names declared in `cargos`, valid vacancies or not: a candidate of a declared cargo is not also
  // reported as "cargo without vacancies".
  const cargoNames = new Set<string | null>(cargos.map((c) => c.cargo));
  if (Array.isArray(doc.cargos)) for (const c of doc.cargos) if (isObject(c) && typeof c.cargo === 'string') cargoNames.add(c.cargo);

  const candidatos: Candidate[] = [];
  if (!Array.isArray(doc.candidatos)) {
    problems.push({ campo: 'candidatos', mensagem: 'Falta a lista "candidatos".' });
  } else {
    // One duplicate table per cargo (inscrição → position): no concatenated key per candidate.
    const seenByCargo = new Map<string | null, Map<string, number>>();
    doc.candidatos.forEach((raw: unknown, k: number) => {
      const { candidate, inscricao, cargo } = validateCandidate(raw, k + 1, single, cargoNames, problems);
      if (inscricao !== null) {
        let seen = seenByCargo.get(cargo);
        if (!seen) seenByCargo.set(cargo, (seen = new Map<string, number>()));
        const first = seen.get(inscricao);
        if (first !== undefined) {
          problems.push({
            candidato: k + 1,
            inscricao,
            campo: 'inscricao',
            mensagem: `Candidato ${k + 1}, campo "inscricao": inscrição ${inscricao} repetida${cargo ? ` no cargo "${cargo}"` : ''} (já usada pelo candidato ${first}).`,
          });
        } else seen.set(inscricao, k + 1);
      }
      if (candidate) candidatos.push(candidate);
    });
  }
  if (problems.length > 0) return { concurso: null, problemas: problems };
  return { concurso: { regra: rules.id, opcoes, cargos, candidatos }, problemas: [] };
}

function validateCandidate(
  input: unknown,
  pos: number,
  single: boolean,
  cargoNames: ReadonlySet<string | null>,
  problems: InputProblem[],
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
  const add = (campo: string, mensagem: string): void => {
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
  const aprovado = bool('aprovado', true);
  const optante = bool('optante', false);
  const fraude = bool('fraude', false);
  const pcd = bool('pcd', false);

  let grupo: string | null = null;
  let g: unknown = raw.grupo;
  if (Array.isArray(g)) {
    const gs = g.filter((x) => x !== null);
    if (gs.length > 1) add('grupo', `declara mais de um grupo (${gs.map(show).join(', ')}); cada candidato pertence a no máximo um grupo.`);
    g = gs.length === 1 ? gs[0] : gs.length === 0 ? null : undefined;
  }
  if (g !== undefined && g !== null) {
    if (typeof g === 'string' && KNOWN_GROUPS.has(g)) grupo = g;
    else add('grupo', `grupo desconhecido ${show(g)}. Use ${[...KNOWN_GROUPS].map((x) => `"${x}"`).join(', ')} ou null.`);
  }
  if (optante && grupo === null && !problems.slice(before).some((p) => p.campo === 'grupo')) {
    add(
      'optante',
      `optante pela reserva sem grupo declarado. Informe o grupo (${[...KNOWN_GROUPS].map((x) => `"${x}"`).join(', ')}) ou marque optante como false.`,
    );
  }

  let confirmacao: ConfirmationState = 'pendente';
  if (raw.confirmacao !== undefined && raw.confirmacao !== null) {
    if (typeof raw.confirmacao === 'string' && (CONFIRMATION_STATES as readonly string[]).includes(raw.confirmacao))
      confirmacao = raw.confirmacao as ConfirmationState;
    else
      add(
        'confirmacao',
        `situação da confirmação desconhecida ${show(raw.confirmacao)}. Use ${CONFIRMATION_STATES.map((x) => `"${x}"`).join(', ')}.`,
      );
  }

  let avaliacaoPcd: ConfirmationState = 'pendente';
  if (raw.avaliacaoPcd !== undefined && raw.avaliacaoPcd !== null) {
    if (typeof raw.avaliacaoPcd === 'string' && (CONFIRMATION_STATES as readonly string[]).includes(raw.avaliacaoPcd))
      avaliacaoPcd = raw.avaliacaoPcd as ConfirmationState;
    else
      add(
        'avaliacaoPcd',
        `situação da avaliação PcD desconhecida ${show(raw.avaliacaoPcd)}. Use ${CONFIRMATION_STATES.map((x) => `"${x}"`).join(', ')}.`,
      );
  }

  let nascimento: string | null = null;
  if (raw.nascimento !== undefined && raw.nascimento !== null && raw.nascimento !== '') {
    if (isIsoDate(raw.nascimento)) nascimento = raw.nascimento;
    else add('nascimento', `data inválida ${show(raw.nascimento)}. Use o formato aaaa-mm-dd.`);
  }

  const desempate: (number | null)[] = [];
  if (raw.desempate !== undefined && raw.desempate !== null) {
    if (!Array.isArray(raw.desempate)) add('desempate', 'deve ser uma lista de números (critérios do edital, em ordem).');
    else
      raw.desempate.forEach((v: unknown, t: number) => {
        if (v === null) desempate.push(null);
        else if (typeof v === 'number' && Number.isFinite(v)) desempate.push(v);
        else add('desempate', `o ${t + 1}º critério ${show(v)} não é um número.`);
      });
  }

  let cargo: string | null = null;
  if (raw.cargo !== undefined && raw.cargo !== null) {
    if (typeof raw.cargo !== 'string') add('cargo', `cargo inválido ${show(raw.cargo)}.`);
    else if (single)
      add('cargo', `o documento informa "vagas" para um único cargo, mas o candidato indica o cargo "${raw.cargo}". Use a lista "cargos".`);
    else cargo = raw.cargo;
  }
  if (!single && cargo === null && !problems.slice(before).some((p) => p.campo === 'cargo')) add('cargo', 'falta o cargo.');
  else if (!single && cargo !== null && !cargoNames.has(cargo)) add('cargo', `o cargo "${cargo}" não tem número de vagas em "cargos".`);

  const nome = typeof raw.nome === 'string' ? raw.nome : null;
  const cpf = typeof raw.cpf === 'string' ? raw.cpf : typeof raw.cpf === 'number' ? String(raw.cpf) : null;
  if (raw.nome !== undefined && raw.nome !== null && typeof raw.nome !== 'string') add('nome', `nome inválido ${show(raw.nome)}.`);
  if (problems.length > before || inscricao === null) return { candidate: null, inscricao, cargo };
  return {
    candidate: {
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
    },
    inscricao,
    cargo,
  };
}
