// The pipeline's first stages: the Parâmetros sheet read (readParameters), then the host's patch
// applied over it, value by value. What the later stages read of the parameters is here, once.
import type { CargoVacancies, Options, TieCriterion } from '../../engine/types';
import { criterionDirection, isDrawHeader, readCriterionSpec } from '../../engine/catalog/options';
import { criterionKindOf } from '../criteria';
import type { ColumnField, ColumnMapping } from '../columns';
import { PARAMETERS_SHEET, Parameters, readParameters } from '../parameters';
import { normalizeHeader } from '../parsers';
import { RULE_SHEET_CHOICE, RULE_SHEET_LABEL } from '../../engine/catalog/options';
import { problem } from '../problems';
import type { SheetProblem } from '../problems';
import { RULE_SHEET, isRuleSheet, readRuleSheet } from '../rule-sheet';
import type { RuleSheetReading } from '../rule-sheet';
import type { ParametersPatch, SheetData, SheetReading } from './types';

/** How a patch's vacancies are named when the host does not say (ParametersPatch.origemVagas). */
const PATCH_VACANCIES = 'a opção de vagas';

/** The Parâmetros sheet's name ("Parâmetros", "Configuração"…, any case and accents). */
export function isParametersSheet(name: string): boolean {
  const k = normalizeHeader(name);
  return k === 'parametros' || k === 'parametro' || k === 'configuracao' || k === 'configuracoes';
}

/** The parameters the reading goes on with: the sheet's, with the host's patch over them. */
export interface PatchedParameters {
  /** The Parâmetros sheet, when the workbook has one. */
  sheet: SheetData | undefined;
  /** What the sheet says (empty without the sheet): WorkbookReading.parametros. */
  parametros: Parameters;
  regra?: string;
  /** A rule written by the commission (the host's, or the Regra sheet's: rules.md §11). */
  regraEscrita?: Record<string, unknown>;
  pcdEscrita?: Record<string, unknown>;
  opcoes: Partial<Options>;
  vagas: CargoVacancies[] | null;
  criterios: string[];
  /** The "Coluna …" rows of Parâmetros, with the patch's mappings replacing them field by field. */
  mapeamento: ColumnMapping[];
  /** The Regra sheet's problems, when the Parâmetros choose it (rules.md §11): each at its cell. */
  problemasDaRegra: SheetProblem[];
  /** Where the vacancies came from, for messages: the host's option, or the Parâmetros sheet. */
  origemVagas: string;
  /** The host's own way to give the vacancies (ParametersPatch.opcaoVagas). */
  opcaoVagas?: string;
}

/** Reads the Parâmetros sheet (the first sheet named like it; a CSV's name is its file's, SheetData.nomeDoArquivo) and applies the patch. */
export function patchedParameters(sheets: SheetData[], patch: ParametersPatch): PatchedParameters {
  const sheet = sheets.find((s) => !s.nomeDoArquivo && isParametersSheet(s.nome));
  const parametros: Parameters = sheet
    ? readParameters(sheet.linhas, sheet.nome)
    : { opcoes: {}, criterios: [], vagas: null, descricao: [], problemas: [] };
  const regra = patch.regra ?? parametros.regra;
  const written = patch.regraEscrita ? null : ruleSheetChoice(sheets, regra, sheet);
  return {
    sheet,
    parametros,
    regra: written ? undefined : regra,
    regraEscrita: patch.regraEscrita ?? written?.regra ?? undefined,
    pcdEscrita: patch.pcdEscrita ?? written?.pcd ?? undefined,
    problemasDaRegra: written?.problemas ?? [],
    opcoes: withPatch(parametros.opcoes, patch.opcoes),
    vagas: patch.vagas ?? parametros.vagas,
    criterios: patch.criterios ?? parametros.criterios,
    mapeamento: mergeMappings(parametros.colunas, patch.mapeamento),
    origemVagas: patch.vagas !== undefined ? (patch.origemVagas ?? PATCH_VACANCIES) : `a planilha '${sheet?.nome ?? PARAMETERS_SHEET}'`,
    opcaoVagas: patch.opcaoVagas,
  };
}

/**
 * The rule of the Regra sheet (rules.md §11) when the Parâmetros choose "Outra lei (aba Regra)": read
 * with its problems located at their cells; the problem of a missing sheet at the Parâmetros' row.
 * Null when a shipped rule set is chosen.
 */
function ruleSheetChoice(sheets: SheetData[], regra: string | undefined, params: SheetData | undefined): RuleSheetReading | null {
  if (regra !== RULE_SHEET_CHOICE) return null;
  const sheet = sheets.find((s) => isRuleSheet(s.nome));
  if (sheet) return readRuleSheet(sheet);
  return {
    regra: null,
    pcd: null,
    problemas: [
      problem(
        params?.nome ?? PARAMETERS_SHEET,
        null,
        null,
        `a regra escolhida é "${RULE_SHEET_LABEL}", mas o arquivo não tem a aba '${RULE_SHEET}': crie-a (o painel a cria pré-preenchida a partir de uma lei cadastrada) ou escolha uma das leis cadastradas`,
      ),
    ],
  };
}

/** The options of the sheet, with each option the patch gives (an option left undefined in the patch is not given). */
function withPatch(fromSheet: Partial<Options>, fromPatch: Partial<Options> | undefined): Partial<Options> {
  const out: Partial<Options> = { ...fromSheet };
  for (const [k, v] of Object.entries(fromPatch ?? {})) if (v !== undefined) Object.assign(out, { [k]: v });
  return out;
}

/** The mappings of the Parâmetros sheet, with the patch's replacing them field by field. */
function mergeMappings(
  fromParams: ColumnMapping[] | undefined,
  fromPatch: Partial<Record<ColumnField, string>> | undefined,
): ColumnMapping[] {
  const out = new Map<ColumnField, ColumnMapping>();
  for (const m of fromParams ?? []) out.set(m.campo, m);
  for (const [campo, cabecalho] of Object.entries(fromPatch ?? {}) as [ColumnField, string | undefined][]) {
    if (cabecalho !== undefined && cabecalho.trim()) out.set(campo, { campo, cabecalho: cabecalho.trim(), planilha: null, linha: null });
  }
  return [...out.values()];
}

/**
 * rules.md §2.3: what each tie-break column of the sheets read is, as the engine's `opcoes.criterios`
 * (aligned with the candidates' `desempate`): its header, its kind (numbers, dates, Sim/Não, from the
 * header and the cells), whether it is a draw ("Sorteio"), and its direction — as written beside the
 * criterion ("Data de nascimento (maior idade primeiro)"), else the kind's default (a date: the older
 * first). Undefined when the sheets have no tie-break column.
 */
export function sheetCriteria(readings: readonly SheetReading[], specs: readonly string[]): TieCriterion[] | undefined {
  if (readings.length === 0) return undefined;
  const cols = readings[0].table.colunas;
  if (cols.desempate.length === 0) return undefined;
  return cols.desempate.map((col, k) => {
    const header = cols.cabecalhos[col] ?? '';
    const cells = readings.map((r) => ({ linhas: r.sheet.linhas, coluna: col, desde: r.header.indice + 1 }));
    const tipo = criterionKindOf(header, cells) ?? 'numero';
    const sorteio = isDrawHeader(header);
    const escrito = specs.length > k ? readCriterionSpec(specs[k]).escrito : null;
    const c: TieCriterion = { nome: header, sentido: criterionDirection(escrito, tipo, sorteio), tipo };
    if (sorteio) c.sorteio = true;
    return c;
  });
}

/** The options with the sheets' criteria (sheetCriteria) when the sheets have tie-break columns. */
export function withSheetCriteria(opcoes: Partial<Options>, readings: readonly SheetReading[], specs: readonly string[]): Partial<Options> {
  const criterios = sheetCriteria(readings, specs);
  return criterios ? { ...opcoes, criterios } : opcoes;
}
