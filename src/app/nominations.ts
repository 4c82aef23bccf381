// The Nomeações step's view of a result (rules.md §10), as plain data (it crosses the pane's Web
// Worker and google.script.run): per cargo, each position of the order of nomination — who holds it
// and by which act, or who is to be called now and why (the engine's explanation and its audit lines
// about the reopened position), its earlier occupants — and the preteridos and occupants outside the
// lawful result that the commission must resolve. Every sentence is the engine's; nothing is decided here.
import type { Candidate, CargoResult, Concurso, ConcursoResult, Modality, PositionSituation } from '../engine';
import { actSituationRecord, positionSituationText } from '../engine/catalog/acts';
import { cargoKey } from '../sheet';

/** A person named in the step: inscrição and name. */
export interface PersonRef {
  inscricao: string;
  nome: string | null;
}

/** An earlier occupant of a position and the act by which they left it. */
export interface EarlierView extends PersonRef {
  /** The act's label ("Desistente", "Sem efeito"…). */
  situacao: string;
  ato: string | null;
  data: string | null;
}

/** One position of the order of nomination, now. */
export interface PositionView {
  posicao: number;
  /** The position's type (`AC`, a group, `PCD`). */
  vaga: Modality;
  situacao: PositionSituation;
  /** "Nomeado(a) — Portaria 45/2026", "A nomear", "Sem candidato". */
  rotulo: string;
  /** The occupant or the person to be called; null when nobody can fill it. */
  pessoa: PersonRef | null;
  /** How the person is counted now. */
  modalidade: Modality | null;
  ato: string | null;
  data: string | null;
  /** Why this person, for someone to be called: the engine's explanation and audit lines (with their articles). */
  motivos: string[];
  anteriores: EarlierView[];
}

/** One cargo in the step. */
export interface CargoNominations {
  /** null: the concurso's one cargo. */
  cargo: string | null;
  vagas: number;
  posicoes: PositionView[];
  /** Entitled to a position no one left open (rules.md §10): an error to resolve. */
  preteridos: PersonRef[];
  /** Occupants the lawful result does not include: they keep their positions; an error to resolve. */
  divergentes: PersonRef[];
}

/** The people of a cargo by inscrição. */
function peopleOf(concurso: Concurso, cargo: string | null): Map<string, Candidate> {
  const single = concurso.cargos.length === 1;
  const out = new Map<string, Candidate>();
  for (const c of concurso.candidatos) if (single || cargoKey(c.cargo) === cargoKey(cargo)) out.set(c.inscricao, c);
  return out;
}

/**
 * The audit lines about each reopened position ('reabertura': who the law now brings to it, with the
 * article), by position, indexed once per cargo (a cargo may have thousands of positions).
 */
function reopenedLines(r: CargoResult): Map<number, string[]> {
  const byPosition = new Map<number, string[]>();
  for (const s of r.memoria) {
    const m = s.tipo === 'reabertura' ? /^(\d+)ª posição/.exec(s.mensagem) : null;
    if (m) byPosition.set(Number(m[1]), [...(byPosition.get(Number(m[1])) ?? []), `${s.mensagem} (${s.artigo})`]);
  }
  return byPosition;
}

/** Why the person to be called at position `p` is: their entry, the engine's explanation, the audit lines about the reopened position. */
function reasons(reopened: Map<number, string[]>, p: CargoResult['nomeacao'][number]): string[] {
  const out: string[] = [];
  if (p.entrada) {
    const n = p.entrada.vagas;
    out.push(`Entra na ordem de nomeação a partir de ${n} ${n === 1 ? 'vaga' : 'vagas'}, pela lista ${p.entrada.modalidade}.`);
  }
  if (p.explicacao) out.push(p.explicacao);
  out.push(...(reopened.get(p.posicao) ?? []));
  return out;
}

/** The step's view of one cargo's result. */
export function cargoNominations(concurso: Concurso, r: CargoResult): CargoNominations {
  const people = peopleOf(concurso, r.cargo);
  const ref = (inscricao: string): PersonRef => ({ inscricao, nome: people.get(inscricao)?.nome ?? null });
  const reopened = reopenedLines(r);
  const divergentes = r.avisos.flatMap((w) => (w.codigo === 'historico-divergente' ? w.dados.divergentes : []));
  return {
    cargo: concurso.cargos.length === 1 ? null : r.cargo,
    vagas: r.vagas,
    posicoes: r.nomeacao.map((p) => ({
      posicao: p.posicao,
      vaga: p.vaga,
      situacao: p.situacao,
      rotulo: positionSituationText(p.situacao, p.ato),
      pessoa: p.inscricao === null ? null : ref(p.inscricao),
      modalidade: p.modalidade,
      ato: p.ato,
      data: p.data,
      motivos: p.situacao === 'a-nomear' ? reasons(reopened, p) : [],
      anteriores: p.anteriores.map((e) => ({
        ...ref(e.inscricao),
        situacao: actSituationRecord(e.situacao).rotulo,
        ato: e.ato,
        data: e.data,
      })),
    })),
    preteridos: r.candidatos.filter((c) => c.situacao === 'preterido').map((c) => ref(c.inscricao)),
    divergentes: [...new Set(divergentes)].map(ref),
  };
}

/** The step's view of a result: one entry per cargo, in the concurso's order. */
export function nominationsView(concurso: Concurso, resultado: ConcursoResult): CargoNominations[] {
  return resultado.cargos.map((r) => cargoNominations(concurso, r));
}
