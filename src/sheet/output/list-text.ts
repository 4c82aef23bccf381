// The words of the final lists — titles and the text cells of a row — written from the result's data
// (the engine's outcomes and warnings' codes), never from another text.
import { positionSituationText } from '../../engine/catalog/acts';
import { wordKey } from '../../engine/catalog/words';
import { actLabel } from '../../engine/history';
import { count, formatDate } from '../../engine/text';
import type { CandidateOutcome, CargoResult, EarlierOccupant, Entry, Modality, Nomination } from '../../engine/types';
import { countedIn, reserveWord } from '../../engine/vocabulary';

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

/** The start of every list's and the Resumo's title while the result is provisional (an error stands, or a confirmation is pending). */
export const PROVISIONAL_TITLE = 'PROVISÓRIO — não publicar';

/**
 * What every published title carries besides the list itself (a list is read on paper, far from the
 * workbook): PROVISIONAL_TITLE first while the result is provisional, the concurso and the edital as
 * the Parâmetros describe them, and the date of generation (test/sheet/output/published-lists.test.ts).
 */
export interface TitleContext {
  provisorio: boolean;
  /** "Concurso Público nº 1/2026, Edital nº 1/2026", or '' when the Parâmetros describe neither. */
  identificacao: string;
  /** The date of generation, dd/mm/aaaa. */
  data: string;
}

/** The Parâmetros' description keys that identify the concurso in a title (the rest — Comissão, Observação… — stay in the Memória). */
const IDENTIFYING_KEYS = [
  'concurso',
  'nome do concurso',
  'processo seletivo',
  'edital',
  'numero do edital',
  'orgao',
  'prefeitura',
  'municipio',
  'entidade',
];

/**
 * The concurso's identification from the Parâmetros' description, in the order written: "Concurso
 * Público nº 1/2026, Edital nº 1/2026". A value that does not name what it is gets its key in front
 * ("Edital | nº 1/2026" → "Edital nº 1/2026"). Without an edital in the description, the edital's
 * date (`dataEdital`) names it: "edital de 05/01/2026".
 */
export function identificationText(descricao: readonly { chave: string; valor: string }[] | undefined, dataEdital?: string | null): string {
  const parts: string[] = [];
  let edital = false;
  for (const d of descricao ?? []) {
    const key = wordKey(d.chave);
    const valor = d.valor.trim();
    if (!valor || !IDENTIFYING_KEYS.includes(key)) continue;
    const first = key.split(' ')[0] === 'numero' ? 'edital' : key.split(' ')[0];
    if (first === 'edital') edital = true;
    const named = wordKey(valor).includes(first);
    parts.push(named ? valor : `${d.chave.trim().replace(/:$/, '')} ${valor}`);
  }
  if (!edital && dataEdital) parts.push(`edital de ${formatDate(dataEdital)}`);
  return parts.join(', ');
}

/** A table's title: "PROVISÓRIO — não publicar — <what> — <concurso, edital> — gerada em 01/03/2026". */
export function fullTitle(what: string, ctx: TitleContext): string {
  return [ctx.provisorio ? PROVISIONAL_TITLE : '', what, ctx.identificacao, ctx.data ? `gerada em ${ctx.data}` : '']
    .filter((x) => x !== '')
    .join(' — ');
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

/** The heading of a cargo's block in the 'por-lista' layout: "Professor — 10 vagas". */
export function cargoHeading(c: CargoResult): string {
  return `${cargoLabel(c)} — ${count(c.vagas, 'vaga', 'vagas')}`;
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

/** What a nominee's short reason is written from: their position, how they are counted, how they entered. */
export type ReasonFacts = Pick<Nomination, 'vaga' | 'modalidade' | 'entrada'> & { vagaRevertida: Modality | null };

/**
 * Why a nominee stands where they do, short, on their row of every list (rules.md §5.3, §6): a
 * reserved vacancy reverted, compensação (entered through a reserve, now inside the ampla concorrência
 * by the score), or a position whose type the alternation gave. '' when the position, the modality
 * and the entry agree. The full explanation, with its articles, is in the Memória de cálculo.
 */
export function reasonText(f: ReasonFacts, vagas: number): string {
  const m = f.modalidade;
  if (!m) return '';
  if (f.vagaRevertida !== null) return `vaga revertida de ${f.vagaRevertida}`;
  const e = f.entrada;
  if (e && e.modalidade !== m) {
    if (m === 'AC')
      return `compensação: entrou pela ${reserveWord(e.modalidade)} com ${count(e.vagas, 'vaga', 'vagas')} e, com ${vagas}, está entre as vagas de ampla concorrência pela nota`;
    return `entrou ${countedIn(e.modalidade)} com ${count(e.vagas, 'vaga', 'vagas')}; com ${vagas} vagas conta ${countedIn(m)}`;
  }
  if (f.vaga !== m) {
    const type = f.vaga === 'AC' ? 'de ampla concorrência' : `reservada ${f.vaga}`;
    return `posição ${type} pela alternância, ocupada por quem entra ${countedIn(m)} com esse número de vagas`;
  }
  return '';
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
