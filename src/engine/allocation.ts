// Who gets the vacancies (rules.md §5, with the PcD reserve of §9): S(q), the lawful result for q
// vacancies. One implementation serves the final result (with the detail the audit trail needs) and
// the results for every smaller number of vacancies that the order of nomination is built from (§6):
// an Allocator keeps its scratch arrays between runs, so each run costs only the list entries it reads.
import type { ReservePlan } from './reserves';
import type { ReversionStep } from './rulesets';

/** One filled vacancy of S(q): who, taken from which list, for which vacancy, through which reversion. */
export interface Fill {
  candidate: number;
  /** Modality index of the list the person was taken from: their modality. */
  from: number;
  /** Modality index of the vacancy they fill (the reserve whose vacancy reverted, for a reversion). */
  vacancy: number;
  /** null when the vacancy's own list filled it; the reversion step otherwise. */
  via: ReversionStep | null;
  /** Rank of the person in the list they were taken from (1-based). */
  rankInList: number;
  /** Candidates passed over in that list because they were already nominated (Art. 10, §2º). Detail runs only. */
  skipped: number[];
}

export interface Reversion {
  /** Modality index of the reserve whose vacancy could not be filled by its own list. */
  reserve: number;
  /** Each step tried, in order; the last one is where the vacancy went (or nowhere). */
  tried: ReversionStep[];
  fill: Fill | null;
}

/** S(q). `fills` are in the order of §5: AC, each reserve's own list, then the reversions. */
export interface Allocation {
  vacancies: number;
  fills: Fill[];
  /** How many of each reserve's vacancies its own list could not fill (by modality index). */
  shortfall: Int32Array;
  reversions: Reversion[];
  /** Unfilled vacancies by modality index of the vacancy. */
  unfilled: Int32Array;
  /** Per list (modality index), the last examined index each time the allocation turned to another list. */
  stops: number[][];
}

/**
 * The nominees of a run without detail, in the Allocator's scratch arrays (valid until the next run):
 * for k < size, candidate[k] was taken from list from[k] for a vacancy of vacancy[k], through the
 * chain link link[k] of that vacancy's reserve (−1: its own list).
 */
export interface Nominees {
  size: number;
  candidate: Int32Array;
  from: Uint8Array;
  vacancy: Uint8Array;
  link: Int8Array;
}

export class Allocator {
  private readonly stamp: Int32Array;
  private run = 0;
  private readonly next: Int32Array;
  private readonly out: Nominees;

  /**
   * @param lists per modality index, the ranked list (index 0: the AC list, every eligible candidate;
   *   the others are subsets of it in the same order)
   * @param candidates number of candidates of the cargo (indices into the lists)
   */
  constructor(
    private readonly plan: ReservePlan,
    readonly lists: readonly Int32Array[],
    candidates: number,
    maxVacancies: number,
  ) {
    this.stamp = new Int32Array(candidates);
    this.next = new Int32Array(plan.codes.length);
    const size = Math.min(maxVacancies, candidates);
    this.out = {
      size: 0,
      candidate: new Int32Array(size),
      from: new Uint8Array(size),
      vacancy: new Uint8Array(size),
      link: new Int8Array(size),
    };
  }

  /** S(q) with its detail, for the result and the audit trail: skips, stops, reversions. */
  allocate(vacancies: number, counts: Int32Array): Allocation {
    const fills: Fill[] = [];
    const reversions: Reversion[] = [];
    const stops: number[][] = this.plan.codes.map(() => []);
    const { shortfall, unfilled } = this.walk(counts, {
      taken: (c, list, vacancy, link, rankInList, skipped) => {
        const via = link < 0 ? null : this.plan.chains[vacancy][link].step;
        fills.push({ candidate: c, from: list, vacancy, via, rankInList, skipped });
      },
      reverted: (reserve, links, filled) => {
        const tried = this.plan.chains[reserve].slice(0, links).map((l) => l.step);
        reversions.push({ reserve, tried, fill: filled ? fills[fills.length - 1] : null });
      },
      stops,
    });
    return { vacancies, fills, shortfall, reversions, unfilled, stops };
  }

  /** S(q)'s nominees only, in scratch arrays: what the order of nomination needs for each q < n (§6). */
  nominees(counts: Int32Array): Nominees {
    const out = this.out;
    out.size = 0;
    this.walk(counts, {
      taken: (c, list, vacancy, link) => {
        const k = out.size++;
        out.candidate[k] = c;
        out.from[k] = list;
        out.vacancy[k] = vacancy;
        out.link[k] = link;
      },
    });
    return out;
  }

  /** rules.md §5 (with §9's PcD reserve), once: the only statement of the allocation. */
  private walk(
    counts: Int32Array,
    record: {
      taken: (candidate: number, list: number, vacancy: number, link: number, rankInList: number, skipped: number[]) => void;
      reverted?: (reserve: number, linksTried: number, filled: boolean) => void;
      stops?: number[][];
    },
  ): { shortfall: Int32Array; unfilled: Int32Array } {
    const run = ++this.run;
    const { stamp, next, lists, plan } = this;
    const m = plan.codes.length;
    const stops = record.stops;
    next.fill(0);
    let current = -1;
    const NONE: number[] = [];
    /** Next candidate of `list` not yet nominated, for a vacancy of `vacancy`; false when the list is exhausted. */
    const take = (list: number, vacancy: number, link: number): boolean => {
      if (stops && current >= 0 && current !== list) stops[current].push(next[current] - 1);
      current = list;
      const items = lists[list];
      let k = next[list];
      let skipped: number[] | null = null;
      while (k < items.length) {
        const c = items[k++];
        if (stamp[c] === run) {
          if (stops) (skipped ??= []).push(c);
          continue;
        }
        stamp[c] = run;
        next[list] = k;
        record.taken(c, list, vacancy, link, k, skipped ?? NONE);
        return true;
      }
      next[list] = k;
      return false;
    };

    // 1. AC first: the first A of the AC list, cotistas and PcD included; they are counted as AC and
    //    use no reserved vacancy (Art. 10, caput and §2º; rules.md §5.1 and §9).
    const unfilled = new Int32Array(m);
    for (let k = 0; k < counts[0]; k++) {
      if (!take(0, 0, -1)) {
        unfilled[0] = counts[0] - k;
        break;
      }
    }
    // 2. Each reserve (the rule set's groups in order, then PcD) takes its first c candidates not
    //    already nominated (Art. 10, §§2º and 3º).
    const shortfall = new Int32Array(m);
    for (let r = 1; r < m; r++) {
      for (let k = 0; k < counts[r]; k++) {
        if (!take(r, r, -1)) {
          shortfall[r] = counts[r] - k;
          break;
        }
      }
    }
    // 3. Reversions (Art. 3º, §§1º to 3º; Art. 11; for PcD the PcD rule's article): each unfilled
    //    vacancy walks its reserve's chain, in the order QUI, IND, PP, then PcD.
    for (const r of plan.reversionOrder) {
      const chain = plan.chains[r];
      for (let k = 0; k < shortfall[r]; k++) {
        let filled = false;
        let l = 0;
        while (l < chain.length && !filled) filled = take(chain[l].to, r, l++);
        record.reverted?.(r, l, filled);
        if (!filled) unfilled[r]++;
      }
    }
    if (stops && current >= 0) stops[current].push(next[current] - 1);
    return { shortfall, unfilled };
  }
}
