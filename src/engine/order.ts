// The order of nomination (rules.md §6; Art. 12, §2º): every prefix of the order is the lawful
// result for that many vacancies. Each nominee of S(n) has an entry point — the smallest p such that
// they are in S(q) for every q from p to n — and the order lists the nominees by entry point, equal
// entry points (only where S is not monotone) by AC-list rank.
//
// Two constructions with the same result: the incremental one (order-incremental.ts, near-linear),
// used whenever it applies; and the definition itself, S(q) for q = n, n−1, …, 1 by the same
// allocation as the final result (each run reads only the first O(q) entries of each list, so O(n²)
// after the ranking), kept as the fallback and as the tests' independent check.
import type { Allocation, Allocator, Fill } from './allocation';
import type { ReversionStep } from './rulesets';
import type { ReservePlan } from './reserves';
import { countsByIndex } from './reserves';
import { incrementalOrder } from './order-incremental';

/** How a nominee is counted in some S(q): the list they were taken from, the vacancy, the reversion. Modalities are indices into plan.codes. */
export interface Taking {
  from: number;
  vacancy: number;
  via: ReversionStep | null;
}

/** One nominee's place in the order. */
export interface OrderEntry {
  candidate: number;
  /** Position in the order (1-based). */
  position: number;
  /** How they are counted in S(n). */
  final: Fill;
  /** Entry point: the number of vacancies from which they are nominated. */
  entry: number;
  /** How they are counted in S(entry). */
  entryTaking: Taking;
}

/** Someone whose modality changes from q − 1 to q vacancies (a compensação, Art. 10, §2º). */
export interface ModalityChange {
  candidate: number;
  /** At this many vacancies the new modality applies. */
  vacancies: number;
  from: number;
  to: number;
}

export interface NominationOrder {
  entries: OrderEntry[];
  /** The first q for which a nominee of S(q) is not in S(q + 1), or null when S is monotone up to n. */
  firstDropout: number | null;
  /** A candidate who drops out there. */
  dropoutCandidate: number;
  /** Modality changes between consecutive vacancy counts, for nominees of S(n), by vacancies. */
  changes: ModalityChange[];
}

/**
 * The order of nomination: built incrementally (order-incremental.ts), or, when that cannot be used,
 * by recomputing every S(q).
 * @param final S(n), as computed for the result
 * @param acRank 1-based rank of each candidate in the AC list
 */
export function nominationOrder(
  plan: ReservePlan,
  allocator: Allocator,
  final: Allocation,
  acRank: Int32Array,
  candidates: number,
): NominationOrder {
  return (
    incrementalOrder(plan, allocator.lists, final, acRank, candidates) ??
    nominationOrderByRecomputation(plan, allocator, final, acRank, candidates)
  );
}

/**
 * The order of nomination by the definition: S(q) for every q from n − 1 down to 1. The general case
 * and the independent check of the incremental construction.
 * @param final S(n), as computed for the result
 * @param acRank 1-based rank of each candidate in the AC list
 */
export function nominationOrderByRecomputation(
  plan: ReservePlan,
  allocator: Allocator,
  final: Allocation,
  acRank: Int32Array,
  candidates: number,
): NominationOrder {
  const n = final.vacancies;
  const entry = new Int32Array(candidates); // 0: not in S(n)
  const entryFrom = new Uint8Array(candidates);
  const entryVacancy = new Uint8Array(candidates);
  const entryLink = new Int8Array(candidates);
  const lastIn = new Int32Array(candidates); // the last q (going down) whose S(q) held the candidate
  const lastFrom = new Uint8Array(candidates);
  const changes: ModalityChange[] = [];
  let firstDropout: number | null = null;
  let dropoutCandidate = -1;
  const finalFill: Fill[] = new Array(candidates);
  const nominees: number[] = [];
  for (const f of final.fills) {
    const c = f.candidate;
    entry[c] = n;
    entryFrom[c] = f.from;
    entryVacancy[c] = f.vacancy;
    entryLink[c] = f.via === null ? -1 : plan.chains[f.vacancy].findIndex((l) => l.step === f.via);
    lastIn[c] = n;
    lastFrom[c] = f.from;
    finalFill[c] = f;
    nominees.push(c);
  }
  const counts = new Int32Array(plan.codes.length);
  for (let q = n - 1; q >= 1; q--) {
    const s = allocator.nominees(countsByIndex(plan, q, counts));
    for (let k = 0; k < s.size; k++) {
      const c = s.candidate[k];
      const from = s.from[k];
      if (lastIn[c] !== q + 1) {
        // in S(q), not in S(q + 1): going down, the last one found is the first
        firstDropout = q;
        dropoutCandidate = c;
      } else {
        if (entry[c] === q + 1) {
          entry[c] = q;
          entryFrom[c] = from;
          entryVacancy[c] = s.vacancy[k];
          entryLink[c] = s.link[k];
        }
        if (lastFrom[c] !== from && entry[c] <= q) changes.push({ candidate: c, vacancies: q + 1, from, to: lastFrom[c] });
      }
      lastIn[c] = q;
      lastFrom[c] = from;
    }
  }
  nominees.sort((a, b) => entry[a] - entry[b] || acRank[a] - acRank[b]);
  const entries = nominees.map((c, k) => {
    const vacancy = entryVacancy[c];
    const link = entryLink[c];
    return {
      candidate: c,
      position: k + 1,
      final: finalFill[c],
      entry: entry[c],
      entryTaking: { from: entryFrom[c], vacancy, via: link < 0 ? null : plan.chains[vacancy][link].step },
    };
  });
  changes.sort((a, b) => a.vacancies - b.vacancies || acRank[a.candidate] - acRank[b.candidate]);
  return { entries, firstDropout, dropoutCandidate, changes };
}

/**
 * The other reading of Art. 10, §2º and Art. 12 practised by some commissions (rules.md §7): each
 * position of the sequence filled in turn by the next person not yet nominated of its type's list
 * (a reserve's list exhausted: its reversion chain). Returns, per position, the candidate or −1.
 * Only to show where it differs from the order of §6; never used to nominate.
 */
export function slotBySlotOrder(
  plan: ReservePlan,
  lists: readonly Int32Array[],
  sequence: readonly string[],
  candidates: number,
): Int32Array {
  const taken = new Uint8Array(candidates);
  const next = new Int32Array(plan.codes.length);
  const out = new Int32Array(sequence.length).fill(-1);
  const take = (list: number): number => {
    const items = lists[list];
    while (next[list] < items.length) {
      const c = items[next[list]++];
      if (!taken[c]) {
        taken[c] = 1;
        return c;
      }
    }
    return -1;
  };
  sequence.forEach((type, p) => {
    const m = plan.codes.indexOf(type);
    let c = take(m);
    for (let l = 0; c < 0 && l < plan.chains[m].length; l++) c = take(plan.chains[m][l].to);
    out[p] = c;
  });
  return out;
}
