// Ranking and ties (rules.md §2). One order for every list: the AC list and each group list are the
// same ranking, filtered.
import { isLeapYear } from './calendar';
import type { Candidate, TieCriterion } from './types';

/**
 * Precomputed ranking keys, indexed like the candidates of one cargo. After the score, each candidate
 * has `stride` numbers compared in order, higher first: the age key (rules.md §2.2), then the
 * edital's criteria (§2.3) — negated for a criterion whose direction is `menor-primeiro`, so that the
 * comparison stays "higher key first" while the candidates' values stay as given — a missing
 * criterion being -Infinity (below any number, whatever the direction). Flat typed arrays keep the
 * comparisons of a large concurso cheap.
 */
export interface RankKeys {
  /** Score comparison keys (compareKey): equal keys are equal scores. */
  nota: Float64Array;
  rest: Float64Array;
  stride: number;
  inscricao: string[];
  /** Per candidate, the inscrição's comparison key (digitsKey), made when first compared. */
  inscricaoKey: (string | null | undefined)[];
  /** The edital's criteria as `opcoes.criterios` describes them (empty when it does not): for the audit trail. */
  criterios: readonly TieCriterion[];
}

export const ELDERLY_ARTICLE = 'Lei 10.741/2003 (Estatuto da Pessoa Idosa), art. 27, parágrafo único';
export const CRITERIA_ARTICLE = 'critérios de desempate do edital';

/**
 * Age key: 0 under 60 (or without a reference date); from 60 on, larger for an earlier birth date, so
 * that the elderly come first and the older before the younger (Estatuto da Pessoa Idosa, art. 27,
 * parágrafo único). Age in completed years on the reference date; someone born on 29 February turns a
 * year older on 1 March in non-leap years (Código Civil, art. 132, §3º).
 */
function ageKey(birth: string | null, referenceNumber: number): number {
  if (referenceNumber === 0 || birth === null) return 0;
  const b = dateNumber(birth);
  const y = (b - (b % 10000)) / 10000 + 60;
  let md = b % 10000;
  if (md === 229 && !isLeapYear(y)) md = 301; // born on 29 February: 1 March in non-leap years
  if (y * 10000 + md > referenceNumber) return 0; // under 60 on the reference date
  return 1 + (99999999 - b);
}

/** ISO aaaa-mm-dd → aaaammdd as a number (the input is already validated). */
function dateNumber(iso: string): number {
  let v = 0;
  for (let k = 0; k < 10; k++) {
    const c = iso.charCodeAt(k);
    if (c !== 45) v = v * 10 + (c - 48);
  }
  return v;
}

/**
 * rules.md §2.1: scores (and the edital's criteria) are compared by round(x × 10⁹) — the
 * double-precision product rounded half up, as JavaScript's Math.round — so that the binary noise of a
 * spreadsheet's sums (7.449999999999999 and 7.45) is a tie, and a tie is a tie whatever the order of
 * the sums. Nothing else is rounded: 87.5 and 87.49 stay different.
 */
export function compareKey(x: number): number {
  return Math.round(x * 1e9);
}

export function buildKeys(cands: readonly Candidate[], reference: string | null, criterios: readonly TieCriterion[] = []): RankKeys {
  const n = cands.length;
  let criteria = 0;
  for (let i = 0; i < n; i++) if (cands[i].desempate.length > criteria) criteria = cands[i].desempate.length;
  const stride = 1 + criteria;
  // rules.md §2.3: each criterion in its direction (absent: higher first).
  const sign = new Float64Array(criteria);
  for (let t = 0; t < criteria; t++) sign[t] = criterios[t]?.sentido === 'menor-primeiro' ? -1 : 1;
  const nota = new Float64Array(n);
  const rest = new Float64Array(n * stride);
  const inscricao: string[] = new Array(n);
  const referenceNumber = reference === null ? 0 : dateNumber(reference);
  for (let i = 0; i < n; i++) {
    const c = cands[i];
    nota[i] = compareKey(c.nota);
    inscricao[i] = c.inscricao;
    const base = i * stride;
    rest[base] = ageKey(c.nascimento, referenceNumber);
    const d = c.desempate;
    for (let t = 0; t < criteria; t++) {
      const v = t < d.length ? d[t] : null;
      rest[base + 1 + t] = v === null ? -Infinity : sign[t] * compareKey(v);
    }
  }
  return { nota, rest, stride, inscricao, inscricaoKey: new Array(n), criterios };
}

/** Which step of rules.md §2 separates two candidates (for the audit trail). */
export type TieBreak = 'nota' | 'idade' | 'criterio' | 'empate';

/** Order of two candidates with equal scores: age, then the edital's criteria (negative: i first). */
function compareAfterScore(k: RankKeys, i: number, j: number): number {
  const rest = k.rest;
  const stride = k.stride;
  const bi = i * stride;
  const bj = j * stride;
  for (let t = 0; t < stride; t++) {
    const vi = rest[bi + t];
    const vj = rest[bj + t];
    if (vi !== vj) return vj > vi ? 1 : -1;
  }
  return 0;
}

/** The step of rules.md §2 that decides between two candidates of different merit (for the audit trail). */
export function tieBreakStep(k: RankKeys, i: number, j: number): TieBreak {
  if (k.nota[i] !== k.nota[j]) return 'nota';
  if (k.rest[i * k.stride] !== k.rest[j * k.stride]) return 'idade';
  return compareAfterScore(k, i, j) !== 0 ? 'criterio' : 'empate';
}

/**
 * The criterion that separates two candidates of equal score and age (for the audit trail): its
 * position in `desempate` (0-based), or -1 when none does.
 */
export function decidingCriterion(k: RankKeys, i: number, j: number): number {
  const bi = i * k.stride;
  const bj = j * k.stride;
  for (let t = 1; t < k.stride; t++) if (k.rest[bi + t] !== k.rest[bj + t]) return t - 1;
  return -1;
}

const DIGITS = /^[0-9]+$/;

/** A digits-only inscrição without its leading zeros ("007" → "7"); null for any other. */
function digitsKey(s: string): string | null {
  if (!DIGITS.test(s)) return null;
  return s.charCodeAt(0) === 48 ? s.replace(/^0+/, '') : s;
}

function compareKeyed(a: string, ka: string | null, b: string, kb: string | null): number {
  if (ka !== null && kb !== null) {
    if (ka.length !== kb.length) return ka.length - kb.length;
    if (ka !== kb) return ka < kb ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Final, reported fallback for unresolved ties: registration number ascending — as numbers when both
 * are digits only, as plain strings otherwise or when numerically equal ("007" before "7").
 */
export function compareInscricao(a: string, b: string): number {
  return compareKeyed(a, digitsKey(a), b, digitsKey(b));
}

/** compareInscricao of candidates i and j, their keys made once (a tie of thousands compares each often). */
function compareInscricaoAt(k: RankKeys, i: number, j: number): number {
  const keys = k.inscricaoKey;
  let ki = keys[i];
  if (ki === undefined) ki = keys[i] = digitsKey(k.inscricao[i]);
  let kj = keys[j];
  if (kj === undefined) kj = keys[j] = digitsKey(k.inscricao[j]);
  return compareKeyed(k.inscricao[i], ki, k.inscricao[j], kj);
}

/**
 * Sorts candidate indices by merit, then registration number. Deterministic whatever the input order.
 *
 * Scores are bucketed first (a native numeric sort of the distinct scores and a counting sort of the
 * candidates), and only candidates with equal scores go through the full comparator: a large
 * concurso costs little more than sorting its scores.
 */
export function rank(indices: readonly number[], k: RankKeys): number[] {
  const m = indices.length;
  if (m === 0) return [];
  const nota = k.nota;
  const values = new Float64Array(m);
  for (let t = 0; t < m; t++) values[t] = nota[indices[t]];
  values.sort(); // ascending, native
  // Distinct scores, highest first.
  const distinct: number[] = [];
  for (let t = m - 1; t >= 0; t--) if (t === m - 1 || values[t] !== values[t + 1]) distinct.push(values[t]);
  const bucketOf = new Map<number, number>();
  for (let b = 0; b < distinct.length; b++) bucketOf.set(distinct[b], b);
  const bucket = new Int32Array(m);
  const start = new Int32Array(distinct.length + 1);
  for (let t = 0; t < m; t++) {
    const b = bucketOf.get(nota[indices[t]]) as number;
    bucket[t] = b;
    start[b + 1]++;
  }
  for (let b = 0; b < distinct.length; b++) start[b + 1] += start[b];
  const fill = start.slice(0, distinct.length);
  const out: number[] = new Array(m);
  for (let t = 0; t < m; t++) out[fill[bucket[t]]++] = indices[t];
  // Within equal scores: age, the edital's criteria, then (reported) registration number.
  const byRest = (i: number, j: number): number => compareAfterScore(k, i, j) || compareInscricaoAt(k, i, j);
  for (let b = 0; b < distinct.length; b++) {
    const from = start[b];
    const to = start[b + 1];
    if (to - from === 2) {
      if (byRest(out[from], out[from + 1]) > 0) {
        const x = out[from];
        out[from] = out[from + 1];
        out[from + 1] = x;
      }
    } else if (to - from > 2) {
      const part = out.slice(from, to).sort(byRest);
      for (let t = 0; t < part.length; t++) out[from + t] = part[t];
    }
  }
  return out;
}
