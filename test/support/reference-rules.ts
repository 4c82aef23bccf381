// An independent statement of ../shared/spec/rules.md (§1–§6, §8, §9), written from the spec alone
// for the property tests (test/engine/properties.test.ts, test/engine/history.test.ts): rule sets and
// PcD rules restated from §8 and §9 (not imported), counts in exact integer arithmetic, the order of
// nomination by brute force from §6's definition (S(q) from scratch for every q). Nothing here imports
// the engine.
// ---------------------------------------------------------------------------------------------
// Reference implementation (rules.md, literally)
// ---------------------------------------------------------------------------------------------

export type Reading = 'total' | 'por-grupo';
export type Collision = 'anterior' | 'posterior';
export type Multiple = 'maior-percentual' | 'todas';
export const PCD = 'PCD';

export interface RefRules {
  id: string;
  groups: { code: string; bp: number }[]; // in the rule set's order (§8)
  T: number;
  minimum: number;
  defaultReading: Reading;
  /** rules.md §9: a candidate in a racial list and in the PcD list when the commission does not choose. */
  defaultMultiple: Multiple;
  chains: Record<string, string[]>; // reversion chain of each group, ending at AC
  reversionOrder: string[]; // §5.3: QUI, then IND, then PP
}

export const PIRANGI_LIKE_CHAINS = { QUI: ['IND', 'PP', 'AC'], IND: ['QUI', 'PP', 'AC'], PP: ['AC'] };
export const REF_RULES: Record<string, RefRules> = {
  'pirangi-3056-2025': {
    id: 'pirangi-3056-2025',
    groups: [
      { code: 'PP', bp: 1500 },
      { code: 'IND', bp: 300 },
      { code: 'QUI', bp: 200 },
    ],
    T: 2000,
    minimum: 2,
    defaultReading: 'total',
    defaultMultiple: 'todas',
    chains: PIRANGI_LIKE_CHAINS,
    reversionOrder: ['QUI', 'IND', 'PP'],
  },
  'federal-15142-2025': {
    id: 'federal-15142-2025',
    groups: [
      { code: 'PP', bp: 2500 },
      { code: 'IND', bp: 300 },
      { code: 'QUI', bp: 200 },
    ],
    T: 3000,
    minimum: 2,
    defaultReading: 'por-grupo',
    defaultMultiple: 'maior-percentual',
    chains: PIRANGI_LIKE_CHAINS,
    reversionOrder: ['QUI', 'IND', 'PP'],
  },
  'federal-12990-2014': {
    id: 'federal-12990-2014',
    groups: [{ code: 'PP', bp: 2000 }],
    T: 2000,
    minimum: 3,
    defaultReading: 'por-grupo',
    defaultMultiple: 'todas',
    chains: { PP: ['AC'] },
    reversionOrder: ['PP'],
  },
};
export const RULE_IDS = Object.keys(REF_RULES);

/** round(n·bp/10000), half up: floor((2·n·bp + 10000) / 20000) (§3), in exact integer arithmetic
 *  (all operands are small non-negative integers; the remainder is subtracted before dividing). */
export function refRound(n: number, bp: number): number {
  const a = 2 * n * bp + 10000;
  if (a >= 9007199254740992) throw new Error('out of range'); // 2^53: beyond it integers are not exact
  return (a - (a % 20000)) / 20000;
}

/** ceil(n·bp/10000) in exact integers. */
export function refCeil(n: number, bp: number): number {
  const a = n * bp + 9999;
  return (a - (a % 10000)) / 10000;
}

/** The PcD rules of §9's table: the count for n vacancies (positions follow from it). */
export interface RefPcd {
  id: string;
  bp: number; // the reserve's percentage, for `reservaMultipla: maior-percentual`
  count: (n: number) => number;
}
export const REF_PCD: Record<string, RefPcd> = {
  'federal-9508-2018': { id: 'federal-9508-2018', bp: 500, count: (n) => (n < 5 ? 0 : refCeil(n, 500)) },
  'sp-lc683-1992': { id: 'sp-lc683-1992', bp: 500, count: (n) => (n < 5 ? 0 : Math.max(1, refRound(n, 500))) },
};
export const PCD_IDS = Object.keys(REF_PCD);

/** The hand-out of the `total` reading: the j-th reserved vacancy goes to the group with the largest
 *  j·bp_g/T − already_g (compared as j·bp_g − already_g·T, integers), ties to the rule set's order. */
export function refHandOut(count: number, rs: RefRules): string[] {
  const already: Record<string, number> = {};
  for (const g of rs.groups) already[g.code] = 0;
  const out: string[] = [];
  for (let j = 1; j <= count; j++) {
    let best: string | null = null;
    let bestScore = 0;
    for (const g of rs.groups) {
      const score = j * g.bp - already[g.code] * rs.T; // small integers: exact
      if (best === null || score > bestScore) {
        best = g.code;
        bestScore = score;
      }
    }
    already[best!]++;
    out.push(best!);
  }
  return out;
}

/** §3 (racial counts) and §9 (PcD count), both on n; AC = n − racial − PcD. */
export function refCounts(n: number, rs: RefRules, reading: Reading, pcd: RefPcd | null = null): Record<string, number> {
  const c: Record<string, number> = {};
  for (const g of rs.groups) c[g.code] = 0;
  if (n >= rs.minimum) {
    if (reading === 'total') {
      for (const g of refHandOut(refRound(n, rs.T), rs)) c[g]++;
    } else {
      for (const g of rs.groups) c[g.code] = refRound(n, g.bp);
    }
  }
  if (pcd) c[PCD] = pcd.count(n);
  c.AC = n - rs.groups.reduce((s, g) => s + c[g.code], 0) - (c[PCD] ?? 0);
  return c;
}

/** §9: the k-th PcD position is the smallest p whose PcD count is ≥ k. */
export function refPcdPositions(n: number, pcd: RefPcd): number[] {
  const out: number[] = [];
  let p = 1;
  for (let k = 1; k <= pcd.count(n); k++) {
    while (pcd.count(p) < k) p++;
    out.push(p);
  }
  return out;
}

/** §4 (and §9: PcD positions placed first; a racial position falling on a taken one moves by colisão). */
export function refSequence(n: number, rs: RefRules, reading: Reading, collision: Collision, pcd: RefPcd | null = null): string[] {
  const seq: string[] = Array(n).fill('AC');
  const taken: boolean[] = Array(n + 1).fill(false);
  if (pcd) {
    for (const p of refPcdPositions(n, pcd)) {
      if (taken[p]) throw new Error('two PcD positions coincide');
      taken[p] = true;
      seq[p - 1] = PCD;
    }
  }
  const place = (p: number, code: string) => {
    let q = -1;
    if (!taken[p]) q = p;
    else {
      const earlier = () => {
        for (let x = p - 1; x >= 1; x--) if (!taken[x]) return x;
        return -1;
      };
      const later = () => {
        for (let x = p + 1; x <= n; x++) if (!taken[x]) return x;
        return -1;
      };
      q = collision === 'anterior' ? earlier() : later();
      if (q < 0) q = collision === 'anterior' ? later() : earlier();
    }
    if (q < 0) throw new Error('no free position');
    taken[q] = true;
    seq[q - 1] = code;
  };
  const counts = refCounts(n, rs, reading, pcd);
  if (reading === 'total') {
    const R = rs.groups.reduce((s, g) => s + counts[g.code], 0);
    const hand = refHandOut(R, rs);
    let p = 1;
    for (let j = 1; j <= R; j++) {
      // the j-th reserved position: the smallest p with round(p·T/10000) ≥ j
      while (refRound(p, rs.T) < j) p++;
      place(p, hand[j - 1]);
    }
  } else {
    for (const g of rs.groups) {
      let p = 1;
      for (let k = 1; k <= counts[g.code]; k++) {
        // the k-th vacancy of g: the smallest p with round(p·bp_g/10000) ≥ k
        while (refRound(p, g.bp) < k) p++;
        place(p, g.code);
      }
    }
  }
  return seq;
}

export type State = 'deferida' | 'indeferida' | 'pendente' | 'ausente';

export interface RefCand {
  inscricao: string;
  nota: number;
  aprovado: boolean;
  fraude: boolean;
  grupo: string | null;
  optante: boolean;
  confirmacao: State;
  nascimento: string | null;
  desempate: (number | null)[];
  pcd: boolean;
  avaliacaoPcd: State;
}

export function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Completed years; born on 29 February, the birthday is 1 March in non-leap years (§2.2). */
export function ageOn(birth: string, ref: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ry, rm, rd] = ref.split('-').map(Number);
  let [m, d] = [bm, bd];
  if (bm === 2 && bd === 29 && !isLeap(ry)) [m, d] = [3, 1];
  const before = rm < m || (rm === m && rd < d);
  return ry - by - (before ? 1 : 0);
}

/** §2.4: digits-only inscrições first, by numeric value, equal values as plain strings; then the rest as plain strings. */
export function compareInscricao(a: string, b: string): number {
  const da = /^\d+$/.test(a);
  const db = /^\d+$/.test(b);
  if (da !== db) return da ? -1 : 1;
  if (da && db) {
    const x = BigInt(a);
    const y = BigInt(b);
    if (x !== y) return x < y ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Merit order without the inscrição step: 0 means an unresolved tie (§2.1–2.3). */
export function compareMerit(a: RefCand, b: RefCand, ref: string | null): number {
  const ka = Math.round(a.nota * 1e9);
  const kb = Math.round(b.nota * 1e9);
  if (ka !== kb) return ka > kb ? -1 : 1;
  if (ref !== null) {
    const ea = a.nascimento !== null && ageOn(a.nascimento, ref) >= 60;
    const eb = b.nascimento !== null && ageOn(b.nascimento, ref) >= 60;
    if (ea !== eb) return ea ? -1 : 1;
    if (ea && eb && a.nascimento !== b.nascimento) return a.nascimento! < b.nascimento! ? -1 : 1;
  }
  const len = Math.max(a.desempate.length, b.desempate.length);
  for (let i = 0; i < len; i++) {
    const x = i < a.desempate.length ? a.desempate[i] : null;
    const y = i < b.desempate.length ? b.desempate[i] : null;
    if (x === null && y === null) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    const kx = Math.round(x * 1e9);
    const ky = Math.round(y * 1e9);
    if (kx !== ky) return kx > ky ? -1 : 1;
  }
  return 0;
}

export interface RefOptions {
  reading: Reading;
  collision: Collision;
  absence: 'ampla' | 'eliminado';
  ref: string | null;
  /** The PcD rule, or null (`opcoes.pcd` absent or `nenhuma`: PcD fields ignored entirely). */
  pcd: RefPcd | null;
  multiple: Multiple;
}

/** §1 and §9: the AC list, one list per group of the rule set, and PCD when a PcD rule is chosen. */
export function refLists(cands: RefCand[], rs: RefRules, o: RefOptions): Record<string, string[]> {
  const bpOf: Record<string, number> = {};
  for (const g of rs.groups) bpOf[g.code] = g.bp;
  const groupOf = (c: RefCand) => (c.grupo !== null && c.grupo in bpOf ? c.grupo : null);
  const inRacialScheme = (c: RefCand) => groupOf(c) !== null && c.optante;
  const inPcdScheme = (c: RefCand) => o.pcd !== null && c.pcd;
  const absentEliminated = (c: RefCand) =>
    o.absence === 'eliminado' && ((inRacialScheme(c) && c.confirmacao === 'ausente') || (inPcdScheme(c) && c.avaliacaoPcd === 'ausente'));
  const eligible = (c: RefCand) => c.aprovado && !c.fraude && !absentEliminated(c);
  const sorted = cands
    .filter(eligible)
    .slice()
    .sort((a, b) => compareMerit(a, b, o.ref) || compareInscricao(a.inscricao, b.inscricao));
  const racial = (c: RefCand) => (inRacialScheme(c) && (c.confirmacao === 'deferida' || c.confirmacao === 'pendente') ? groupOf(c) : null);
  const pcdMember = (c: RefCand) => inPcdScheme(c) && (c.avaliacaoPcd === 'deferida' || c.avaliacaoPcd === 'pendente');
  // reservaMultipla: maior-percentual keeps one reserve only, the one with the highest percentage (ties to the racial group)
  const inGroup = (c: RefCand): string | null => {
    const g = racial(c);
    if (g === null) return null;
    if (pcdMember(c) && o.multiple === 'maior-percentual' && bpOf[g] < o.pcd!.bp) return null;
    return g;
  };
  const inPcd = (c: RefCand): boolean => {
    if (!pcdMember(c)) return false;
    const g = racial(c);
    if (g !== null && o.multiple === 'maior-percentual' && bpOf[g] >= o.pcd!.bp) return false;
    return true;
  };
  const lists: Record<string, string[]> = { AC: sorted.map((c) => c.inscricao) };
  for (const g of rs.groups) lists[g.code] = sorted.filter((c) => inGroup(c) === g.code).map((c) => c.inscricao);
  if (o.pcd) lists[PCD] = sorted.filter(inPcd).map((c) => c.inscricao);
  return lists;
}

/** §5 (with §9): who is nominated with q vacancies, and in which modality (the list they were taken from). */
export function refAllocate(q: number, rs: RefRules, o: RefOptions, lists: Record<string, string[]>): Map<string, string> {
  const counts = refCounts(q, rs, o.reading, o.pcd);
  const nominated = new Map<string, string>();
  // 1. AC first
  for (const x of lists.AC.slice(0, counts.AC)) nominated.set(x, 'AC');
  // 2. each group in the rule set's order, then PcD, skipping those already nominated
  const reserves = [...rs.groups.map((g) => g.code), ...(o.pcd ? [PCD] : [])];
  const filled: Record<string, number> = {};
  for (const r of reserves) {
    filled[r] = 0;
    for (const x of lists[r]) {
      if (filled[r] === counts[r]) break;
      if (nominated.has(x)) continue;
      nominated.set(x, r);
      filled[r]++;
    }
  }
  // 3. reversions: QUI, IND, PP (the rule set's order), then PcD (PcD → AC); each unfilled vacancy walks its chain
  const chains: Record<string, string[]> = { ...rs.chains, [PCD]: ['AC'] };
  for (const r of [...rs.reversionOrder, ...(o.pcd ? [PCD] : [])]) {
    for (let u = filled[r]; u < counts[r]; u++) {
      for (const h of chains[r]) {
        const x = lists[h].find((y) => !nominated.has(y));
        if (x !== undefined) {
          nominated.set(x, h);
          break;
        }
      }
    }
  }
  return nominated;
}

export interface RefNomination {
  posicao: number;
  vaga: string;
  inscricao: string | null;
  modalidade: string | null;
  entrada: { vagas: number; modalidade: string } | null;
}

export interface RefOrder {
  nomeacao: RefNomination[];
  /** S[q] for q = 0..n. */
  S: Map<string, string>[];
  /** The first q < n with a nominee of S(q) not in S(q + 1), or null. */
  firstDrop: number | null;
}

/** §6 by its definition, by brute force: S(q) from scratch for every q, entry points, order. */
export function refOrder(n: number, rs: RefRules, o: RefOptions, lists: Record<string, string[]>): RefOrder {
  const S: Map<string, string>[] = [new Map()];
  for (let q = 1; q <= n; q++) S.push(refAllocate(q, rs, o, lists));
  const final = S[n];
  const acRank = new Map(lists.AC.map((x, i) => [x, i]));
  const entry = new Map<string, number>();
  for (const x of final.keys()) {
    let p = n;
    while (p > 1 && S[p - 1].has(x)) p--;
    entry.set(x, p);
  }
  const order = [...final.keys()].sort((a, b) => entry.get(a)! - entry.get(b)! || acRank.get(a)! - acRank.get(b)!);
  const seq = refSequence(n, rs, o.reading, o.collision, o.pcd);
  const nomeacao = seq.map((vaga, i): RefNomination => {
    const x = order[i];
    if (x === undefined) return { posicao: i + 1, vaga, inscricao: null, modalidade: null, entrada: null };
    const e = entry.get(x)!;
    return { posicao: i + 1, vaga, inscricao: x, modalidade: final.get(x)!, entrada: { vagas: e, modalidade: S[e].get(x)! } };
  });
  let firstDrop: number | null = null;
  for (let q = 1; q < n && firstDrop === null; q++) {
    for (const x of S[q].keys()) {
      if (!S[q + 1].has(x)) {
        firstDrop = q;
        break;
      }
    }
  }
  return { nomeacao, S, firstDrop };
}
