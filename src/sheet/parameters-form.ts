// The Parâmetros sheet as the task pane's form edits it, and back: the sheet stays the single source
// of truth that co-authors see and audit (no hidden add-in settings for legal parameters).
import type { AbsencePolicy, Collision, MultipleReserve, Rounding } from '../engine/types';
import type { ColumnField } from './columns';
import { FIELD_LABELS } from './columns';
import { DEFAULT_RULE_SET_ID } from '../engine/rulesets';
import { NO_PCD_RULE } from '../engine/types';
import { KEY_LABELS } from './parameters';
import type { Parameters } from './parameters';
import { formatDate } from '../engine/text';
import type { CellValue } from './parsers';

export interface ParametersForm {
  /** Vacancies per cargo; a single row with cargo null is the "Vagas" key (one cargo). vagas null: not filled in yet. */
  cargos: { cargo: string | null; vagas: number | null }[];
  /** Rule set id ("pirangi-3056-2025"). */
  regra: string;
  /** null: the rule set's default reading. */
  arredondamento: Rounding | null;
  colisao: Collision | null;
  /** PcD rule id, or "nenhuma". */
  pcd: string;
  reservaMultipla: MultipleReserve | null;
  /** ISO dates (yyyy-mm-dd), or null. */
  dataEdital: string | null;
  dataReferencia: string | null;
  /** Tie-break criteria: headers of the candidates sheet, in order. */
  criterios: string[];
  ausenciaConfirmacao: AbsencePolicy | null;
  /** Explicit column mapping ("Coluna Nota | Nota final"). */
  colunas: { campo: ColumnField; cabecalho: string }[];
  /** The candidates sheet chosen by the commission ("Planilha de candidatos" row), or null: found by the reader. */
  planilhaCandidatos: string | null;
  /** 1-based header row chosen ("Linha do cabeçalho" row), or null: found by the reader. */
  linhaCabecalho: number | null;
  /** Free description rows (Concurso, Edital, Órgão…), kept as they are. */
  descricao: { chave: string; valor: string }[];
}

/** The form of a Parâmetros sheet as read (defaults when the sheet is missing: one cargo, vacancies not filled in). */
export function parametersFormOf(p: Parameters | null): ParametersForm {
  const o = p?.opcoes ?? {};
  return {
    cargos: p?.vagas && p.vagas.length > 0 ? p.vagas.map((v) => ({ cargo: v.cargo, vagas: v.vagas })) : [{ cargo: null, vagas: null }],
    regra: p?.regra ?? DEFAULT_RULE_SET_ID,
    arredondamento: o.arredondamento ?? null,
    colisao: o.colisao ?? null,
    pcd: o.pcd ?? NO_PCD_RULE,
    reservaMultipla: o.reservaMultipla ?? null,
    dataEdital: o.dataEdital ?? null,
    dataReferencia: o.dataReferencia ?? null,
    criterios: (p?.criterios ?? []).slice(),
    ausenciaConfirmacao: o.ausenciaConfirmacao ?? null,
    colunas: (p?.colunas ?? []).map((c) => ({ campo: c.campo, cabecalho: c.cabecalho })),
    planilhaCandidatos: p?.planilhaCandidatos?.nome ?? null,
    linhaCabecalho: p?.linhaCabecalho?.valor ?? null,
    descricao: (p?.descricao ?? []).map((d) => ({ chave: d.chave, valor: d.valor })),
  };
}

/** The title row the form writes at the top of the sheet (a row with one cell is a note: readParameters skips it). */
export const PARAMETERS_TITLE = 'Parâmetros do concurso';

/**
 * The Parâmetros sheet's rows for a form, in the layout readParameters reads (docs/planilha.md): a
 * title, the free description rows, one "key | value" row per option set (labels of KEY_LABELS;
 * options left to the rule set's default are not written), the criteria one per cell, the "Coluna
 * <campo> | <cabeçalho>" rows, then the vacancies: "Vagas | N" for one cargo, or the "Cargo | Vagas"
 * table. Dates as dd/mm/aaaa text. readParameters(parametersSheetRows(f)) reads back f. `notas`: the
 * title and note rows of the sheet it replaces, kept at the top instead of the form's title.
 */
export function parametersSheetRows(form: ParametersForm, notas: CellValue[][] = []): CellValue[][] {
  // The commission's own title and notes (parametersNoteRows of the sheet being replaced), or the form's title.
  const rows: CellValue[][] = notas.length ? notas.map((n) => n.slice()) : [[PARAMETERS_TITLE]];
  rows.push([]);
  for (const d of form.descricao) rows.push([d.chave, d.valor]);
  if (form.descricao.length) rows.push([]);
  rows.push([KEY_LABELS.regra, form.regra]);
  if (form.arredondamento) rows.push([KEY_LABELS.arredondamento, form.arredondamento]);
  if (form.colisao) rows.push([KEY_LABELS.colisao, form.colisao]);
  rows.push([KEY_LABELS.pcd, form.pcd || NO_PCD_RULE]);
  if (form.reservaMultipla) rows.push([KEY_LABELS.reservaMultipla, form.reservaMultipla]);
  if (form.dataEdital) rows.push([KEY_LABELS.dataEdital, formatDate(form.dataEdital)]);
  if (form.dataReferencia) rows.push([KEY_LABELS.dataReferencia, formatDate(form.dataReferencia)]);
  if (form.ausenciaConfirmacao) rows.push([KEY_LABELS.ausenciaConfirmacao, form.ausenciaConfirmacao]);
  if (form.criterios.length) rows.push([KEY_LABELS.criterios, ...form.criterios]);
  if (form.planilhaCandidatos) rows.push([KEY_LABELS.planilhaCandidatos, form.planilhaCandidatos]);
  if (form.linhaCabecalho !== null) rows.push([KEY_LABELS.linhaCabecalho, form.linhaCabecalho]);
  for (const c of form.colunas) rows.push([`Coluna ${FIELD_LABELS[c.campo]}`, c.cabecalho]);
  const single = form.cargos.length === 1 && form.cargos[0].cargo === null;
  if (single) {
    // Vacancies not filled in yet: no row (the reading says they are missing).
    if (form.cargos[0].vagas !== null) rows.push([], [KEY_LABELS.vagas, form.cargos[0].vagas]);
  } else if (form.cargos.length) {
    rows.push([], ['Cargo', 'Vagas']);
    for (const c of form.cargos) rows.push([c.cargo ?? '', c.vagas]);
  }
  return rows;
}
