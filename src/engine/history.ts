// The concurso during its validity period (rules.md §10): the commission's record of acts
// (nominations, posse, departures, fim de fila), replayed in order; the lists now; and who holds or is
// to be called to each position of the order of nomination. The order is permanent (Art. 12, §2º):
// what was done stays done, and only the open positions are filled, by whoever the law now brings in.
// test/engine/history.test.ts states §10 on its own and checks this module against it.
import { Allocator } from './allocation';
import type { Allocation } from './allocation';
import type { CargoLists } from './lists';
import { nominationOrder } from './order';
import type { NominationOrder, OrderEntry } from './order';
import { countsByIndex } from './reserves';
import type { ReservePlan } from './reserves';
import type { Act, ActSituation, EarlierOccupant, PositionSituation } from './types';

/** The situations an act may record, in the contract's spelling. */
export const ACT_SITUATIONS: readonly ActSituation[] = [
  'nomeado',
  'empossado',
  'desistente',
  'sem-efeito',
  'inapto',
  'anulado',
  'fim-de-fila',
];

/** The acts after which a person is in no list any more (rules.md §10). */
export function leavesEveryList(s: ActSituation): boolean {
  return s === 'desistente' || s === 'sem-efeito' || s === 'inapto' || s === 'anulado';
}

/** One problem of the record of acts: the act's index (0-based) and what is wrong, in Portuguese. */
export interface HistoryProblem {
  ato: number;
  mensagem: string;
}

/** The record of acts, replayed: who holds each position now, who left, who asked for fim de fila. */
export interface Replay {
  /** Per position (0-based), its occupant (candidate index), −1 when open. */
  holder: Int32Array;
  /** Per position, the occupant's last act (`nomeado` or `empossado`), null when open. */
  holderAct: (Act | null)[];
  /** People out of every list, with the act by which they left. */
  left: Map<number, Act>;
  /** People who asked to go to the end of the classification, by their last request. */
  queueEnd: number[];
  /** Per position, its earlier occupants with their leaving act, in order. */
  earlier: EarlierOccupant[][];
  /** How many acts were recorded (a "Desistente" of the Situação column included). */
  acts: number;
}

const LABEL: Record<ActSituation, string> = {
  nomeado: 'nomeação',
  empossado: 'posse',
  desistente: 'desistência',
  'sem-efeito': 'nomeação tornada sem efeito',
  inapto: 'inaptidão no exame admissional',
  anulado: 'nomeação anulada',
  'fim-de-fila': 'fim de fila',
};

/** The act's kind in words ("desistência", "posse"…), for messages and the audit trail. */
export function actLabel(s: ActSituation): string {
  return LABEL[s];
}

/**
 * Replays the acts in order (rules.md §10). Every act that breaks a rule of §10 is reported (all at
 * once) and skipped, so the later acts are still checked against a consistent state.
 * @param indexOf the candidate index of an inscrição of this cargo, −1 when unknown
 */
export function replayHistory(
  acts: readonly Act[],
  vagas: number,
  indexOf: (inscricao: string) => number,
): { replay: Replay; problems: HistoryProblem[] } {
  const holder = new Int32Array(vagas).fill(-1);
  const holderAct: (Act | null)[] = new Array(vagas).fill(null);
  const earlier: EarlierOccupant[][] = Array.from({ length: vagas }, () => []);
  const positionOf = new Map<number, number>();
  const left = new Map<number, Act>();
  const leftAt = new Map<number, number>();
  const queue: number[] = [];
  const problems: HistoryProblem[] = [];
  acts.forEach((a, k) => {
    const problem = (mensagem: string): void => void problems.push({ ato: k, mensagem });
    const c = indexOf(a.inscricao);
    if (c < 0) return problem(`a inscrição ${a.inscricao} não é de candidato(a) deste cargo`);
    const gone = left.get(c);
    // A "Desistente" of the Situação column for someone the record of acts already took out says the
    // same thing again: nothing to replay, nothing wrong (test/engine/history.test.ts).
    if (gone && a.fonte === 'situacao') return;
    if (gone)
      return problem(
        `a inscrição ${a.inscricao} já tinha saído do concurso (${actLabel(gone.situacao)}, ${ordinalAct(leftAt.get(c)!)}): nenhum ato pode vir depois`,
      );
    const holds = positionOf.get(c);
    if (a.posicao === null) {
      if (a.situacao !== 'desistente') return problem(`falta a posição (só a desistência de quem não ocupa posição pode vir sem ela)`);
      if (holds !== undefined)
        return problem(
          a.fonte === 'situacao'
            ? `a inscrição ${a.inscricao} consta como "Desistente" na coluna Situação, mas ocupa a ${holds + 1}ª posição: registre a desistência na planilha Nomeações, com a posição`
            : `a inscrição ${a.inscricao} ocupa a ${holds + 1}ª posição: informe a posição na desistência`,
        );
      left.set(c, a);
      leftAt.set(c, k);
      return;
    }
    const pos = a.posicao;
    if (!Number.isInteger(pos) || pos < 1 || pos > vagas) return problem(`a posição ${pos} está fora das vagas do cargo (1 a ${vagas})`);
    const p = pos - 1;
    const current = holder[p];
    const currentAct = holderAct[p];
    if (a.situacao === 'nomeado' || a.situacao === 'empossado') {
      if (current >= 0 && current !== c) return problem(`a ${pos}ª posição já é ocupada pela inscrição ${currentAct!.inscricao}`);
      if (holds !== undefined && holds !== p) return problem(`a inscrição ${a.inscricao} já ocupa a ${holds + 1}ª posição`);
      if (a.situacao === 'nomeado' && currentAct?.situacao === 'empossado')
        return problem(`a inscrição ${a.inscricao} já tomou posse na ${pos}ª posição`);
      holder[p] = c;
      holderAct[p] = a;
      positionOf.set(c, p);
      return;
    }
    // A leaving act or fim de fila: only the position's occupant may leave it.
    if (current !== c)
      return problem(
        `a inscrição ${a.inscricao} não ocupa a ${pos}ª posição` +
          (current >= 0 ? ` (ocupada pela inscrição ${currentAct!.inscricao})` : ' (a posição está aberta)'),
      );
    if (currentAct!.situacao === 'empossado' && a.situacao !== 'anulado')
      return problem(
        `a inscrição ${a.inscricao} tomou posse na ${pos}ª posição: depois da posse, uma saída abre uma vaga nova (aumente as vagas) e a posição continua dela; só a anulação desfaz a nomeação`,
      );
    earlier[p].push({ inscricao: a.inscricao, situacao: a.situacao, ato: a.ato, data: a.data });
    holder[p] = -1;
    holderAct[p] = null;
    positionOf.delete(c);
    if (a.situacao === 'fim-de-fila') {
      const at = queue.indexOf(c);
      if (at >= 0) queue.splice(at, 1);
      queue.push(c);
    } else {
      left.set(c, a);
      leftAt.set(c, k);
    }
  });
  return { replay: { holder, holderAct, left, queueEnd: queue, earlier, acts: acts.length }, problems };
}

function ordinalAct(k: number): string {
  return `${k + 1}º ato`;
}

/**
 * The lists now (rules.md §10): without the people who left; the people of the fim de fila after
 * everyone else, by their last request — or left out (`withoutQueue`) when they hold no position.
 */
function listsNow(lists: readonly Int32Array[], replay: Replay, withoutQueue: boolean): Int32Array[] {
  const holds = new Set<number>();
  for (const c of replay.holder) if (c >= 0) holds.add(c);
  const queued = new Set(replay.queueEnd);
  return lists.map((list) => {
    const member = new Set<number>();
    const out: number[] = [];
    for (const c of list) {
      member.add(c);
      if (!replay.left.has(c) && !queued.has(c)) out.push(c);
    }
    for (const c of replay.queueEnd) if (member.has(c) && !replay.left.has(c) && (!withoutQueue || holds.has(c))) out.push(c);
    return Int32Array.from(out);
  });
}

/** S(vagas) on some lists, with the order of nomination on them (rules.md §5, §6). */
export interface LawfulResult {
  /** The lists S was computed on (per modality index, ranked). */
  lists: Int32Array[];
  /** Each candidate's 1-based rank in the AC list of `lists`, 0 when not in it. */
  acRank: Int32Array;
  allocator: Allocator;
  final: Allocation;
  order: NominationOrder;
}

/** S(vagas) on `lists` alone: what choosing the lists needs (the order only for the lists chosen). */
function allocationOn(
  plan: ReservePlan,
  lists: Int32Array[],
  candidates: number,
  vagas: number,
): { allocator: Allocator; final: Allocation } {
  const allocator = new Allocator(plan, lists, candidates, vagas);
  return { allocator, final: allocator.allocate(vagas, countsByIndex(plan, vagas)) };
}

function lawfulOn(plan: ReservePlan, lists: Int32Array[], candidates: number, vagas: number): LawfulResult {
  const acRank = new Int32Array(candidates);
  lists[0].forEach((c, k) => (acRank[c] = k + 1));
  const { allocator, final } = allocationOn(plan, lists, candidates, vagas);
  const order = nominationOrder(plan, allocator, final, acRank, candidates);
  return { lists, acRank, allocator, final, order };
}

/**
 * S for `vagas` on the lists now (rules.md §10). The people of the fim de fila who hold no position
 * are left out whenever the lists without them fill every position; otherwise they come last.
 */
export function lawfulNow(plan: ReservePlan, lists: CargoLists, candidates: number, vagas: number, replay: Replay | null): LawfulResult {
  if (!replay) return lawfulOn(plan, lists.lists, candidates, vagas);
  const without = listsNow(lists.lists, replay, true);
  const waiting = replay.queueEnd.some((c) => !replay.holder.includes(c) && !replay.left.has(c));
  if (!waiting || allocationOn(plan, without, candidates, vagas).final.fills.length >= vagas)
    return lawfulOn(plan, without, candidates, vagas);
  return lawfulOn(plan, listsNow(lists.lists, replay, false), candidates, vagas);
}

/** Who is at one position now. */
export interface Seat {
  candidate: number;
  /** Their place in the lawful result's order (entry point, modality), null for an occupant outside it. */
  entry: OrderEntry | null;
  situacao: Exclude<PositionSituation, 'vaga'>;
  /** The occupant's last act; null for someone to be called. */
  act: Act | null;
}

export interface Seating {
  /** Per position (0-based): its occupant or the person to be called, null when nobody can fill it. */
  seats: (Seat | null)[];
  /** Occupants the lawful result does not include, by position. */
  divergent: number[];
  /** People of the lawful result left without a position, by entry point. */
  preteridos: number[];
}

/**
 * rules.md §10, who is to be called: the occupants keep their positions; the newcomers (the lawful
 * result's people who hold none), by entry point, take the open positions in ascending order. Without
 * acts, this is §6's order itself: every filled position is `a-nomear`.
 */
export function seat(order: NominationOrder, replay: Replay | null, vagas: number): Seating {
  const seats: (Seat | null)[] = new Array(vagas).fill(null);
  const entryOf = new Map<number, OrderEntry>();
  for (const e of order.entries) entryOf.set(e.candidate, e);
  const divergent: number[] = [];
  const occupants = new Set<number>();
  if (replay) {
    for (let p = 0; p < vagas; p++) {
      const c = replay.holder[p];
      if (c < 0) continue;
      occupants.add(c);
      const act = replay.holderAct[p]!;
      const entry = entryOf.get(c) ?? null;
      if (!entry) divergent.push(c);
      seats[p] = { candidate: c, entry, situacao: act.situacao === 'empossado' ? 'empossado' : 'nomeado', act };
    }
  }
  const preteridos: number[] = [];
  let p = 0;
  for (const e of order.entries) {
    if (occupants.has(e.candidate)) continue;
    while (p < vagas && seats[p] !== null) p++;
    if (p >= vagas) {
      preteridos.push(e.candidate);
      continue;
    }
    seats[p] = { candidate: e.candidate, entry: e, situacao: 'a-nomear', act: null };
  }
  return { seats, divergent, preteridos };
}

/** Each candidate's position (1-based) in the seating, 0 when they have none. */
export function positionsOf(seating: Seating, candidates: number): Int32Array {
  const out = new Int32Array(candidates);
  seating.seats.forEach((s, p) => {
    if (s) out[s.candidate] = p + 1;
  });
  return out;
}

/**
 * The withdrawals of the Situação column ("Desistente", `fonte: 'situacao'`) whose people the lawful
 * result would nominate had they not withdrawn: the positions were computed without them, which is
 * right before any act and wrong for a nominee (test/engine/history.test.ts).
 */
export function columnWithdrawalsWithin(plan: ReservePlan, lists: CargoLists, candidates: number, vagas: number, replay: Replay): number[] {
  const fromColumn = [...replay.left].filter(([, a]) => a.fonte === 'situacao').map(([c]) => c);
  if (fromColumn.length === 0) return [];
  const left = new Map([...replay.left].filter(([, a]) => a.fonte !== 'situacao'));
  const without = allocationOn(plan, listsNow(lists.lists, { ...replay, left }, true), candidates, vagas);
  const inS = new Set(without.final.fills.map((f) => f.candidate));
  return fromColumn.filter((c) => inS.has(c));
}
