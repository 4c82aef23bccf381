// The Parâmetros sheet as the task pane's form edits it, and back: the sheet stays the single source
// of truth that co-authors see and audit (no hidden add-in settings for legal parameters).
import type { AbsencePolicy, BasisKey, Collision, MultipleReserve, Rounding } from '../engine/types';
import type { ColumnField } from './columns';
import { FIELD_LABELS } from './columns';
import { DEFAULT_RULE_SET_ID, findRuleSet } from '../engine/rulesets';
import { RULE_SHEET_CHOICE, RULE_SHEET_LABEL, defaultOptions } from '../engine/catalog/options';
import { cutText } from './cut-text';
import { NO_PCD_RULE } from '../engine/types';
import { KEY_LABELS, PARAMETERS_HEADER } from './parameters';
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
  /**
   * Tie-break criteria: headers of the candidates sheet, in order, each with its direction in
   * parentheses when the commission chose one ("Data de nascimento (maior idade primeiro)";
   * catalog/options.ts criterionSpecText and readCriterionSpec).
   */
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
  /** Who goes on to the next phase (rules.md §12), as the Parâmetros cell says it ("ampla=30; PP=9"); '' for none. */
  corte?: string;
  /** The edital's item behind each option (rules.md §7), written in the Fundamento column; absent or blank: none given. */
  fundamentos?: Partial<Record<BasisKey, string>>;
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
    ...(p?.corte ? { corte: cutText(p.corte.valor, p.corte.fase) } : {}),
    fundamentos: { ...(o.fundamentos ?? {}) },
  };
}

/** The title row the form writes at the top of the sheet (a row with one cell is a note: readParameters skips it). */
export const PARAMETERS_TITLE = 'Parâmetros do concurso';

/**
 * The Parâmetros sheet's rows for a form, in the layout readParameters reads (docs/planilha.md): a
 * title, the free description rows, the header "Parâmetro | Valor | Fundamento (item do edital)",
 * one "key | value | item" row per option set (labels of KEY_LABELS; options left to the rule set's
 * default are not written unless an item is given), the criteria in one cell separated by ";", the "Coluna
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
  // The options under their header, the edital's item beside each (rules.md §7): Parâmetro | Valor | Fundamento.
  rows.push([...PARAMETERS_HEADER]);
  const item = (key: BasisKey): CellValue[] => {
    const text = form.fundamentos?.[key]?.trim();
    return text ? [text] : [];
  };
  const option = (key: BasisKey, value: CellValue): void => void rows.push([KEY_LABELS[key], value, ...item(key)]);
  // An option left to the rule set's default is not written, unless the edital's item behind it is
  // given: then its row says the default value, beside the item.
  const defaults = defaultOptions(findRuleSet(form.regra) ?? findRuleSet(DEFAULT_RULE_SET_ID)!);
  const choice = (key: 'arredondamento' | 'colisao' | 'reservaMultipla' | 'ausenciaConfirmacao'): void => {
    const value = form[key] ?? (item(key).length ? defaults[key] : null);
    if (value) option(key, value);
  };
  option('regra', form.regra === RULE_SHEET_CHOICE ? RULE_SHEET_LABEL : form.regra);
  choice('arredondamento');
  choice('colisao');
  option('pcd', form.pcd || NO_PCD_RULE);
  choice('reservaMultipla');
  if (form.dataEdital) option('dataEdital', formatDate(form.dataEdital));
  if (form.dataReferencia) option('dataReferencia', formatDate(form.dataReferencia));
  choice('ausenciaConfirmacao');
  if (form.corte?.trim()) option('corte', form.corte.trim());
  // The criteria in one cell (the next column is the Fundamento), in order, separated by ";".
  if (form.criterios.length) option('criterios', form.criterios.join('; '));
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
