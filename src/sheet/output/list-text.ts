// The words of the final lists — titles and the text cells of a row — written from the result's data
// (the engine's outcomes and warnings' codes), never from another text.
import { positionSituationText } from '../../engine/catalog/acts';
import { actLabel } from '../../engine/history';
import { formatDate } from '../../engine/text';
import type { Candidate, CandidateOutcome, CargoResult, EarlierOccupant, Entry, Nomination } from '../../engine/types';

/** The cargo as the lists name it ("Cargo único" for a concurso without cargos). */
export function cargoLabel(c: CargoResult): string {
  return c.cargo ?? 'Cargo único';
}

/** What a list is, from which both layouts (one sheet per cargo, or 'por-lista') write its title. */
export interface ListTitle {
  /** "Classificação na ampla concorrência", "Lista de pretos e pardos (PP)", "Ordem de nomeação"… */
  lista: string;
  /** The cargo's vacancies, when its title shows them (the order of nomination); null otherwise. */
  vagas: number | null;
  /** A list of candidates with no one in it: its title says so. */
  vazia: boolean;
}

/** One cargo's list: "Professor — Lista de pretos e pardos (PP) — nenhum candidato", "Cargo único — Ordem de nomeação (3 vagas)". */
export function cargoListTitle(cargo: CargoResult, t: ListTitle): string {
  const vagas = t.vagas === null ? '' : ` (${t.vagas} ${t.vagas === 1 ? 'vaga' : 'vagas'})`;
  return `${cargoLabel(cargo)} — ${t.lista}${vagas}${t.vazia ? ' — nenhum candidato' : ''}`;
}

/** One list of every cargo (the 'por-lista' layout): "Lista de pretos e pardos (PP) — 3 cargos". */
export function allCargosListTitle(t: Pick<ListTitle, 'lista'>, cargos: number): string {
  return `${t.lista} — ${cargos} ${cargos === 1 ? 'cargo' : 'cargos'}`;
}

/** The states of the racial confirmation and of the PcD assessment, as the lists show them. */
export const CONFIRMATION_NAMES: Record<string, string> = {
  deferida: 'Deferida',
  indeferida: 'Indeferida',
  pendente: 'Pendente',
  ausente: 'Ausente',
};

/**
 * The Situação cell: the outcome's description — which, for a provisional nomination, names the check
 * it waits for (the engine's narrative/outcome.ts) — then what an unresolved tie means for the row.
 */
export function situationText(o: CandidateOutcome | undefined, tie?: string): string {
  if (!o) return '';
  return tie ? `${o.descricao} — ${tie}` : o.descricao;
}

/**
 * For each candidate in an unresolved tie (rules.md §2.4: same score and same criteria, ordered
 * provisionally by inscrição), what it means for their row, next to the situação in every list: a
 * published list never shows a provisional order as if it were settled. The tied candidates stand
 * side by side in the lists; the memória names them all.
 */
export function tieNotes(c: CargoResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const a of c.avisos) {
    if (a.codigo !== 'empate-nao-resolvido' || !a.inscricoes) continue;
    const note =
      a.nivel === 'erro'
        ? 'empate não resolvido que decide a nomeação: a comissão deve resolvê-lo (por exemplo, por sorteio público) antes de publicar'
        : 'empate não resolvido: ordem provisória, pelo número de inscrição';
    for (const i of a.inscricoes) out.set(i, note);
  }
  return out;
}

/** "com 3 vagas, PP": from how many vacancies the person is nominated, and in which modality then (rules.md §6). */
export function entryText(entrada: Entry | null | undefined): string {
  if (!entrada) return '';
  return `com ${entrada.vagas} ${entrada.vagas === 1 ? 'vaga' : 'vagas'}, ${entrada.modalidade}`;
}

/** The AC list's PcD cell: "Sim", with the assessment when it takes the candidate out of the PcD list. */
export function pcdText(cand: Candidate | undefined): string {
  if (!cand?.pcd) return '';
  const a = cand.avaliacaoPcd;
  return a === 'indeferida' || a === 'ausente' ? `Sim (avaliação ${CONFIRMATION_NAMES[a].toLowerCase()})` : 'Sim';
}

/**
 * The Nomeação list's Situação cell (rules.md §10): "Empossado(a)", "Nomeado(a) — Portaria 45/2026",
 * "A nomear", "Sem candidato" (catalog/acts.ts); a provisional call and an unresolved tie say so.
 */
export function positionText(n: Nomination, provisorio: boolean, tie?: string): string {
  const base = positionSituationText(n.situacao ?? (n.inscricao === null ? 'vaga' : 'a-nomear'), n.ato ?? null);
  const status = provisorio && n.situacao !== 'nomeado' && n.situacao !== 'empossado' ? `${base} (provisório)` : base;
  return tie ? `${status} — ${tie}` : status;
}

/** One earlier occupant: "P2 (desistência, Termo de desistência, 16/03/2026)". */
export function earlierText(e: EarlierOccupant): string {
  const parts = [actLabel(e.situacao), e.ato, e.data ? formatDate(e.data) : null].filter((x): x is string => !!x);
  return `${e.inscricao} (${parts.join(', ')})`;
}

/** The Nomeação list's "Ocupantes anteriores" cell: each earlier occupant of the position, in order. */
export function earlierOccupantsText(n: Nomination): string {
  return (n.anteriores ?? []).map(earlierText).join('; ');
}
