// Who goes on to the next phase (rules.md §12; Pirangi's Art. 9º): the lists of §1 and §9 as for a
// result, cut by the edital's numbers. Decisions only: the sentence is written in narrative/cut.ts.
import type { CargoLists } from './lists';
import type { ReservePlan } from './reserves';
import type { Candidate, CutInput, CutResult } from './types';

/** The cut of one list: who it calls (candidate indices, in list order) and its limit (null: whole). */
export interface ListCut {
  code: string;
  limit: number | null;
  called: number[];
  /** Called beyond the limit for being tied with the limit's last (rules.md §12: criteria do not cut). */
  tied: number;
  /** Members of the list called through an earlier list (AC first). */
  before: number;
}

/**
 * The first `q` of `members` and everyone whose score key equals the q-th's ("empatados na última
 * posição": the tie-break criteria do not cut, rules.md §12, item 2).
 */
function firstWithTies(members: readonly number[], q: number, nota: Float64Array): { called: number[]; tied: number } {
  if (q <= 0 || members.length === 0) return { called: [], tied: 0 };
  if (q >= members.length) return { called: [...members], tied: 0 };
  const last = nota[members[q - 1]];
  let end = q;
  while (end < members.length && nota[members[end]] === last) end++;
  return { called: members.slice(0, end), tied: end - q };
}

/**
 * rules.md §12: the AC list's first Q_AC (ties at the cut included), then each reserve list, in the
 * plan's order, among its members not yet called: all of them (`todos-os-optantes`) or its own first
 * Q_g (`lista-propria`). Each person is called once, through the first list that reaches them; a
 * cotista called through the AC list does not use a place of their reserve list (Art. 10, §2º, by
 * analogy). `counts` are the vacancies per modality index for the cargo's `vagas`.
 */
export function cutLists(
  plan: ReservePlan,
  lists: CargoLists,
  cands: readonly Candidate[],
  counts: Int32Array,
  corte: CutInput,
): { result: CutResult; cuts: ListCut[] } {
  const nota = lists.keys.nota;
  const via = new Int32Array(cands.length).fill(-1);
  const cuts: ListCut[] = [];
  for (let m = 0; m < plan.codes.length; m++) {
    const code = plan.codes[m];
    const all = lists.lists[m];
    const members: number[] = [];
    for (const i of all) if (via[i] < 0) members.push(i);
    let limit: number | null;
    if (m === 0) limit = corte.ampla ?? (corte.multiplicador ?? 0) * counts[0];
    else if (corte.leitura === 'todos-os-optantes') limit = null;
    else limit = corte.reservas?.[code] ?? Math.max(corte.minimoPorLista ?? 0, (corte.multiplicador ?? 0) * counts[m]);
    const { called, tied } = limit === null ? { called: members, tied: 0 } : firstWithTies(members, limit, nota);
    for (const i of called) via[i] = m;
    cuts.push({ code, limit, called, tied, before: all.length - members.length });
  }
  const limites: Record<string, number | null> = {};
  const notaDeCorte: Record<string, number | null> = {};
  for (const c of cuts) {
    limites[c.code] = c.limit;
    notaDeCorte[c.code] = c.called.length > 0 ? cands[c.called[c.called.length - 1]].nota : null;
  }
  const convocados: CutResult['convocados'] = [];
  for (const i of lists.lists[0]) if (via[i] >= 0) convocados.push({ inscricao: cands[i].inscricao, via: plan.codes[via[i]] });
  return { result: { leitura: corte.leitura, limites, notaDeCorte, convocados }, cuts };
}
