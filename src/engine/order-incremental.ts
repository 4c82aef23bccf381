// The order of nomination (rules.md §6) built upwards, S(1), S(2), …, S(n), each from the one before
// by repairing the allocation of §5 instead of running it again: O(N + n·K·log N) after the ranking
// (K the number of segments below, at most a dozen), where recomputing every S(q) costs O(n²).
//
// The allocation as segments. Allocator.walk is a fixed sequence of segments, each "take the first
// `want` people not yet nominated from list L, from where the previous segment on L stopped": AC (A
// vacancies), each reserve on its own list (c_r), then for each reserve in reversion order (§5.3, §9)
// one segment per link of its chain, wanting what the reserve and the earlier links left unfilled. (The
// walk retries the earlier links for every unfilled vacancy, but a list found exhausted stays
// exhausted, so the vacancies of a chain go to its first link until it runs out, then to the next: the
// same takes.) So S(q) is determined by each segment's `want` and, for each segment s, the region
// [a_s, b_s) of its list it scanned: s holds exactly the people of that region whom no earlier segment
// holds, and b_s is the list's end when s holds fewer than it wants.
//
// From S(q − 1) to S(q) the wants change a little (one AC or reserved vacancy more under `total`), and
// the segments are repaired in walk order. Every person whose holder changes is noted; at segment s,
// the people of its list it may hold are: those it held and no earlier segment took since (counted,
// not searched), and those an earlier segment released this step (searched in s's list by AC rank,
// binary search: the lists follow the AC list's order). If they are fewer than s wants, s scans on
// from b_s, taking whoever is not held by an earlier segment (from a later one, or from nobody); if
// more, s keeps the first ones in list order and releases the rest, scanning back from b_s. This is
// the walk itself restricted to what changed, so it gives S(q) exactly for every reading, monotone or
// not; a released person whom no later segment takes has left S (a dropout: firstDropout).
//
// Cost: in Pirangi's default reading the wants never decrease, each step moves a few people, and each
// b_s only moves forward, so the scans cost O(N·K) in all; the search for released people is
// O(log N) each. Where wants do decrease (non-monotone readings), a segment scans back over people it
// does not hold, still bounded by the list.
//
// The result is checked against S(n) as computed for the result (the same candidates, lists, vacancies
// and reversion links); on any difference, or lists not in the AC list's order, the caller falls back
// to recomputing every S(q) (order.ts), which test/engine/order-incremental.test.ts also uses as the
// independent check over random concursos of every rule set and option.
import type { Allocation, Fill } from './allocation';
import type { ModalityChange, NominationOrder, OrderEntry } from './order';
import type { ReservePlan } from './reserves';
import { countsByIndex } from './reserves';

interface Segment {
  /** Modality index of the list taken from. */
  list: number;
  /** Modality index of the vacancy filled. */
  vacancy: number;
  /** Link of the vacancy's chain, −1 for the vacancy's own list. */
  link: number;
  /** The previous segment on the same list, −1 when none. */
  previous: number;
}

function segmentsOf(plan: ReservePlan): Segment[] {
  const out: Segment[] = [];
  const lastOn = new Map<number, number>();
  const add = (list: number, vacancy: number, link: number): void => {
    out.push({ list, vacancy, link, previous: lastOn.get(list) ?? -1 });
    lastOn.set(list, out.length - 1);
  };
  for (let r = 0; r < plan.codes.length; r++) add(r, r, -1);
  for (const r of plan.reversionOrder) plan.chains[r].forEach((l, k) => add(l.to, r, k));
  return out;
}

/** Whether every list is strictly in AC-list order (what the binary search needs). */
function inAcOrder(lists: readonly Int32Array[], acRank: Int32Array): boolean {
  for (const list of lists) {
    let last = 0;
    for (let k = 0; k < list.length; k++) {
      const r = acRank[list[k]];
      if (r <= last) return false;
      last = r;
    }
  }
  return true;
}

/**
 * The order of nomination built incrementally; null when the lists are not in AC order, or the repair
 * finds itself inconsistent, or its S(n) differs from `final` (then the caller recomputes every S(q)).
 * @param acRank 1-based rank of each candidate in lists[0], 0 when not in it
 */
export function incrementalOrder(
  plan: ReservePlan,
  lists: readonly Int32Array[],
  final: Allocation,
  acRank: Int32Array,
  candidates: number,
): NominationOrder | null {
  if (!inAcOrder(lists, acRank)) return null;
  const n = final.vacancies;
  const m = plan.codes.length;
  const segs = segmentsOf(plan);
  const K = segs.length;
  const b = new Int32Array(K);
  const held = new Int32Array(K);
  const lost = new Int32Array(K);
  const left = new Int32Array(m); // vacancies of each reserve still unfilled along its chain
  const owner = new Int32Array(candidates).fill(-1); // segment holding the candidate, −1: not in S
  const touchedAt = new Int32Array(candidates); // the step in which the candidate's holder was last changed
  const ownerBefore = new Int32Array(candidates);
  const releasedAt = new Int32Array(candidates); // the step in which the candidate was put on `released`
  const entryAt = new Int32Array(candidates);
  const entrySeg = new Int32Array(candidates);
  const touched: number[] = [];
  const released: number[] = [];
  const found: number[] = [];
  const changes: ModalityChange[] = [];
  const counts = new Int32Array(m);
  let firstDropout: number | null = null;
  let dropoutCandidate = -1;

  /** Position of x in list `list`, −1 when not in it. */
  const positionIn = (list: Int32Array, x: number): number => {
    const r = acRank[x];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (acRank[list[mid]] < r) lo = mid + 1;
      else hi = mid;
    }
    return lo < list.length && list[lo] === x ? lo : -1;
  };

  for (let q = 1; q <= n; q++) {
    countsByIndex(plan, q, counts);
    touched.length = 0;
    released.length = 0;
    lost.fill(0);
    const hold = (x: number, s: number): void => {
      if (touchedAt[x] !== q) {
        touchedAt[x] = q;
        ownerBefore[x] = owner[x];
        touched.push(x);
      }
      owner[x] = s;
    };
    for (let s = 0; s < K; s++) {
      const seg = segs[s];
      const list = lists[seg.list];
      const want = seg.link < 0 ? counts[seg.vacancy] : left[seg.vacancy];
      const start = seg.previous < 0 ? 0 : b[seg.previous];
      const end = Math.max(b[s], start);
      // People of this list released earlier in this step and held by no one, inside [start, end).
      found.length = 0;
      for (const x of released) {
        if (owner[x] !== -1) continue;
        const p = positionIn(list, x);
        if (p >= start && p < end) found.push(x);
      }
      const have = held[s] - lost[s] + found.length;
      for (const x of found) hold(x, s);
      if (have < want) {
        let taken = have;
        let k = end;
        while (taken < want && k < list.length) {
          const x = list[k++];
          const o = owner[x];
          if (o >= 0 && o < s) continue; // held by an earlier segment: skipped, as the walk skips it
          if (o > s) lost[o]++;
          hold(x, s);
          taken++;
        }
        b[s] = k;
        held[s] = taken;
      } else {
        let drop = have - want;
        let k = end;
        while (drop > 0) {
          // Never reached when the repair is right; the recomputation then decides (tests require non-null).
          if (k <= start) return null;
          const x = list[--k];
          if (owner[x] !== s) continue;
          hold(x, -1);
          if (releasedAt[x] !== q) {
            releasedAt[x] = q;
            released.push(x);
          }
          drop--;
        }
        b[s] = k;
        held[s] = want;
      }
      if (seg.link < 0) left[seg.vacancy] = want - held[s];
      else left[seg.vacancy] -= held[s];
    }
    // What changed from S(q − 1) to S(q).
    let dropped = -1;
    let droppedKey = -1;
    for (const x of touched) {
      const before = ownerBefore[x];
      const now = owner[x];
      if (before === now) continue;
      if (before < 0) {
        entryAt[x] = q;
        entrySeg[x] = now;
      } else if (now < 0) {
        // In S(q − 1), not in S(q): the last one in S(q − 1)'s fill order is the one reported.
        const key = before * (candidates + 1) + positionIn(lists[segs[before].list], x);
        if (key > droppedKey) {
          droppedKey = key;
          dropped = x;
        }
      } else if (segs[before].list !== segs[now].list) {
        changes.push({ candidate: x, vacancies: q, from: segs[before].list, to: segs[now].list });
      }
    }
    if (dropped >= 0 && firstDropout === null) {
      firstDropout = q - 1;
      dropoutCandidate = dropped;
    }
  }

  // S(n) must be the result's: same people, same lists, vacancies and reversion links.
  let inS = 0;
  for (let c = 0; c < candidates; c++) if (owner[c] >= 0) inS++;
  if (inS !== final.fills.length) return null;
  const finalFill: Fill[] = new Array(candidates);
  for (const f of final.fills) {
    const s = owner[f.candidate];
    if (s < 0) return null;
    const seg = segs[s];
    const link = f.via === null ? -1 : plan.chains[f.vacancy].findIndex((l) => l.step === f.via);
    if (seg.list !== f.from || seg.vacancy !== f.vacancy || seg.link !== link) return null;
    finalFill[f.candidate] = f;
  }

  const nominees = final.fills.map((f) => f.candidate);
  nominees.sort((x, y) => entryAt[x] - entryAt[y] || acRank[x] - acRank[y]);
  const entries: OrderEntry[] = nominees.map((c, k) => {
    const seg = segs[entrySeg[c]];
    return {
      candidate: c,
      position: k + 1,
      final: finalFill[c],
      entry: entryAt[c],
      entryTaking: { from: seg.list, vacancy: seg.vacancy, via: seg.link < 0 ? null : plan.chains[seg.vacancy][seg.link].step },
    };
  });
  // As the recomputation reports them: a change of a nominee of S(n) counts from their entry point on;
  // a change of someone outside S(n) counts whenever they were in both S(q − 1) and S(q).
  const kept = changes.filter((ch) => owner[ch.candidate] < 0 || entryAt[ch.candidate] <= ch.vacancies - 1);
  kept.sort((x, y) => x.vacancies - y.vacancies || acRank[x.candidate] - acRank[y.candidate]);
  return { entries, firstDropout, dropoutCandidate, changes: kept };
}
