// The canonical text of a concurso's input, whose SHA-256 the Memória de cálculo records so that a
// published result can be traced to its data (`cotas verificar`; test/sheet/canonical-hash.test.ts
// pins the hashes of the fixtures).
import { NO_PCD_RULE, findPcdRule, findRuleSet } from '../../engine';
import type { Candidate, Concurso, Options } from '../../engine/types';

/** How the Memória de cálculo introduces the hash (`cotas verificar` looks for it). */
export const SHA256_LABEL = 'SHA-256 dos dados de entrada normalizados:';

/** Version of the canonical text: a change of what it covers changes this tag (docs/planilha.md). */
export const CANONICAL_INPUT_VERSION = 'cotas-entrada-v2';

/** The rule set's decisions as data (groups' shares, minimum, chains, in-force date), not its vocabulary. */
function ruleSetData(id: string): unknown {
  const r = findRuleSet(id);
  if (!r) return null;
  return {
    groups: r.groups.map((g) => ({ code: g.code, basisPoints: g.basisPoints })),
    minimumVacancies: r.minimumVacancies,
    defaultRounding: r.defaultRounding,
    defaultCollision: r.defaultCollision,
    chains: Object.fromEntries(Object.entries(r.chains).map(([k, steps]) => [k, steps.map((x) => x.to)])),
    reversionOrder: r.reversionOrder,
    inForceFrom: r.inForceFrom,
  };
}

function pcdRuleData(id: string): unknown {
  const r = findPcdRule(id);
  return r ? { basisPoints: r.basisPoints, minimumVacancies: r.minimumVacancies, fraction: r.fraction, atLeast: r.atLeast } : null;
}

/**
 * The options as hashed. Without a PcD rule, `reservaMultipla` changes nothing (no one is in two
 * reserves) and is written as 'maior-percentual', its value before its default became per rule set
 * (rules.md §9): a result written before, for a concurso without PcD, still verifies
 * (test/sheet/canonical-hash.test.ts pins the hashes).
 */
function canonicalOptions(o: Options): Options {
  const out =
    o.pcd === NO_PCD_RULE && o.reservaMultipla !== 'maior-percentual' ? { ...o, reservaMultipla: 'maior-percentual' as const } : o;
  // Criteria all compared higher first order as no `criterios` did (rules.md §2.3; their names and
  // kinds only word the Memória): left out, a result written before still verifies.
  if (out.criterios && out.criterios.every((c) => c.sentido === 'maior-primeiro')) {
    const { criterios: _descriptive, ...rest } = out;
    return rest;
  }
  return out;
}

/** Code-point order (the same on every machine, unlike localeCompare). */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Canonical text of a concurso, hashed (SHA-256) into the Memória de cálculo to identify the input.
 * It covers every field that can change a published list: every field of every candidate (CPF and
 * name included: they are published; `cpfs` are the CPFs the sheet read, digits only), every engine
 * option, the cargos and their vacancies, the rule set id and the rule set's and the PcD rule's data.
 * It does not depend on the order of rows or keys: cargos are sorted by name and candidates by cargo
 * then inscrição (code-point order), keys sorted, no spaces.
 */
export function canonicalInput(concurso: Concurso, cpfs?: (string | null)[]): string {
  let text = '';
  for (const piece of canonicalInputChunks(concurso, cpfs)) text += piece;
  return text;
}

/** Characters per piece of canonicalInputChunks (the hash is fed in pieces of about this size). */
const CHUNK_CHARS = 1 << 16;

/**
 * canonicalInput in pieces: their concatenation is canonicalInput's text, byte for byte (the
 * SHA-256 of results written before still verifies: test/sheet/canonical-hash.test.ts), but no
 * piece holds every candidate: a host hashes them one by one (an incremental SHA-256) and a
 * million candidates never become one string. Each candidate is written as canonicalJson writes
 * `{ ...c, cpf, cargo, nome }` (keys sorted, undefined left out), with the sorted key list computed
 * once per shape of candidate instead of once per candidate.
 */
export function* canonicalInputChunks(concurso: Concurso, cpfs?: (string | null)[]): Generator<string> {
  const list = concurso.candidatos;
  const n = list.length;
  const cpfOf = (i: number): string | null => {
    const raw = cpfs?.[i] ?? list[i].cpf ?? null;
    return raw ? String(raw).replace(/\D/g, '') || String(raw) : null;
  };
  const writer = candidateWriter();
  const texts: (string | undefined)[] = new Array(n);
  const textOf = (i: number): string => {
    let t = texts[i];
    if (t === undefined) t = texts[i] = writer(list[i], cpfOf(i));
    return t;
  };
  const cargoOf = (i: number): string => list[i].cargo ?? '';
  // Sorted by cargo, then inscrição, then the whole text (code-point order), as before.
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort(
    (a, b) => byCodePoint(cargoOf(a), cargoOf(b)) || byCodePoint(list[a].inscricao, list[b].inscricao) || byCodePoint(textOf(a), textOf(b)),
  );
  // Each piece joined from its parts (a flat string: hashed faster than a chain of concatenations).
  let parts: string[] = ['{"candidatos":['];
  let size = 0;
  for (let k = 0; k < n; k++) {
    const i = order[k];
    const text = textOf(i);
    if (k > 0) parts.push(',');
    parts.push(text);
    size += text.length;
    texts[i] = undefined;
    if (size >= CHUNK_CHARS) {
      yield parts.join('');
      parts = [];
      size = 0;
    }
  }
  const piece = parts.join('');
  const cargos = concurso.cargos.slice().sort((a, b) => byCodePoint(a.cargo ?? '', b.cargo ?? ''));
  // The other keys, sorted after "candidatos": canonicalJson of the rest without its opening brace.
  const rest = canonicalJson({
    versao: CANONICAL_INPUT_VERSION,
    regra: concurso.regra,
    regraDados: ruleSetData(concurso.regra),
    pcdDados: pcdRuleData(concurso.opcoes.pcd),
    opcoes: canonicalOptions(concurso.opcoes),
    cargos,
    // A rule written by the commission (rules.md §11) is data of the input; absent for a shipped one,
    // so that the hashes of results written before still verify.
    ...(concurso.regraInformada ? { regraInformada: concurso.regraInformada } : {}),
  });
  yield piece + '],' + rest.slice(1);
}

/** canonicalJson of `{ ...c, cpf, cargo: c.cargo ?? null, nome: c.nome ?? null }`, faster (see canonicalInputChunks). */
function candidateWriter(): (c: Candidate, cpf: string | null) => string {
  let lastKeys: string[] = [];
  let sorted: { key: string; prefix: string }[] = [];
  const sameKeys = (keys: string[]): boolean => {
    if (keys.length !== lastKeys.length) return false;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== lastKeys[i]) return false;
    return true;
  };
  return (c, cpf) => {
    const keys = Object.keys(c);
    if (!sameKeys(keys)) {
      lastKeys = keys;
      const all = new Set(keys);
      all.add('cpf');
      all.add('cargo');
      all.add('nome');
      sorted = Array.from(all)
        .sort()
        .map((key) => ({ key, prefix: `${JSON.stringify(key)}:` }));
    }
    const o = c as unknown as Record<string, unknown>;
    let out = '{';
    let first = true;
    for (const { key, prefix } of sorted) {
      const v = key === 'cpf' ? cpf : key === 'cargo' ? (c.cargo ?? null) : key === 'nome' ? (c.nome ?? null) : o[key];
      if (v === undefined) continue;
      out += (first ? '' : ',') + prefix + canonicalValue(v);
      first = false;
    }
    return out + '}';
  };
}

/** canonicalJson of one value, with the common primitives first. */
function canonicalValue(v: unknown): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    default:
      return canonicalJson(v);
  }
}

export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
