// The "Parâmetros" sheet: the rule set, the options, the tie-break criteria, the candidates sheet and
// header row, the column mappings and the vacancies per cargo. Which row is which parameter, and what
// its value may be, is the option catalogue's (src/engine/catalog/options.ts); the "Cargo | Vagas"
// table is read by vacancies.ts.
import type { BasisKey, CargoVacancies, Options } from '../engine/types';
import { NO_PCD_RULE } from '../engine/types';
import {
  BASIS_OPTIONS,
  mappingFieldOf,
  optionRecord,
  optionsNamed,
  OPTIONS,
  readChoice,
  readCriterionSpec,
  readPcdRule,
  readRuleChoice,
} from '../engine/catalog/options';
import type { ParameterKey } from '../engine/catalog/options';
import { formatDate } from '../engine/text';
import { readDateText } from '../engine/catalog/dates';
import { isBlankRow } from './table';
import { CellValue, cellText, columnLetter, isBlank, normalizeHeader, parseDateCell, parseNumberBR } from './parsers';
import { SheetProblem, problem } from './problems';
import { parseCutText } from './cut-text';
import { ColumnField, ColumnMapping, FIELD_LABELS, columnMappingOf, parseColumnMappingText } from './columns';
import { CargoVacancyRows, cargoTableHeader, parseVacancyCount } from './vacancies';

export const PARAMETERS_SHEET = 'Parâmetros';

/** What the Parâmetros sheet says. Absent keys are undefined (the engine's defaults apply). */
export interface Parameters {
  regra?: string;
  opcoes: Partial<Options>;
  /** Tie-break criteria (column headers of the candidates sheet), in order. */
  criterios: string[];
  /** Vacancies per cargo (table "Cargo | Vagas"), or a single number ("Vagas" key) as cargo null. */
  vagas: CargoVacancies[] | null;
  /** Free description ("Concurso", "Edital", "Órgão"...), shown in the Memória de cálculo. */
  descricao: { chave: string; valor: string }[];
  /** Headers mapped to fields: rows "Coluna Situação | Resultado" (or one cell "Coluna Situação = Resultado"). */
  colunas?: ColumnMapping[];
  /** The candidates sheet chosen by the commission ("Planilha de candidatos | Inscritos"), and the cell that says it. */
  planilhaCandidatos?: { nome: string; linha: number; celula: string };
  /** The header row chosen (1-based, "Linha do cabeçalho | 3"), and the cell that says it. */
  linhaCabecalho?: { valor: number; linha: number; celula: string };
  /** Who goes on to the next phase (rules.md §12: "ampla=30; PP=9"), as the contract's `corte`, and the cell that says it. */
  corte?: { valor: Record<string, unknown>; linha: number; celula: string; fase?: string };
  /** A cargo's own cut, where the cargos' cuts differ (the Cargo | Vagas table's Convocados column). */
  cortesPorCargo?: { cargo: string; valor: Record<string, unknown>; linha: number; celula: string }[];
  problemas: SheetProblem[];
}

/** The parameters a Parâmetros row may set (the catalogue's records that the sheet reads). */
type Key = Exclude<ParameterKey, 'mascarar' | 'cargo' | 'mapeamento'>;

/** The label of each parameter, as the messages name it and as the form writes it (parameters-form.ts): the catalogue's. */
export const KEY_LABELS = Object.fromEntries(
  OPTIONS.filter((o) => o.readers.includes('parametros') && o.kind !== 'description' && o.kind !== 'mapping').map((o) => [o.key, o.label]),
) as Record<Exclude<Key, 'descricao'>, string>;

/** A cell's text for the catalogue's readers ('' for a blank cell). */
function textOf(value: CellValue): string {
  return isBlank(value) ? '' : cellText(value);
}

/**
 * Reads the Parâmetros sheet. Layout (docs/planilha.md):
 *  - key/value rows: the key in the first non-blank cell, its value in the next cell
 *    ("Regra | Lei 3.056/2025", "Arredondamento | total", "Data do edital | 05/01/2026",
 *    "Critérios de desempate | Nota Conhecimentos Específicos | Nota Português" — one per cell, in order,
 *    or all in one cell separated by ";", each with its direction in parentheses when the commission
 *    writes one: "Data de nascimento (maior idade primeiro)");
 *  - optionally, above them, the header "Parâmetro | Valor | Fundamento (item do edital)": its
 *    Fundamento column gives the edital's item behind each option (rules.md §7, `opcoes.fundamentos`),
 *    and the values of a row stop before it (a sheet without the header has two columns, as before);
 *  - a table whose header row is "Cargo | Vagas", one cargo per row until a blank row.
 * Every contradiction is a problem naming row and column.
 */
export function readParameters(rows: CellValue[][], planilha: string = PARAMETERS_SHEET): Parameters {
  const st: ParamsState = {
    out: { opcoes: {}, criterios: [], vagas: null, descricao: [], problemas: [] },
    planilha,
    setAt: new Map(),
    table: null,
    singleVagas: null,
    basisCol: null,
  };
  let inTable: CargoVacancyRows | null = null;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] ?? [];
    const linha = r + 1;
    if (isBlankRow(row)) {
      inTable = null; // a blank row ends the Cargo | Vagas table
      continue;
    }
    if (inTable) {
      inTable.read(row, linha);
      continue;
    }
    const th = cargoTableHeader(row);
    const basisCol = th ? null : basisHeaderColumn(row);
    if (basisCol !== null) st.basisCol = basisCol;
    else if (!th) readKeyValueRow(st, row, linha);
    else if (st.table) (inTable = st.table).columns = th;
    else inTable = st.table = new CargoVacancyRows(planilha, st.out.problemas, th);
  }
  return finishParameters(st);
}

/**
 * The rows readParameters reads as titles or notes (one text that is not a parameter, the rest of the
 * row blank), outside the "Cargo | Vagas" table: what the commission wrote for people, which the
 * pane's form keeps when it rewrites the sheet.
 */
export function parametersNoteRows(rows: CellValue[][]): CellValue[][] {
  const out: CellValue[][] = [];
  let inTable = false;
  for (const row of rows) {
    if (!row || isBlankRow(row)) {
      inTable = false;
      continue;
    }
    if (inTable) continue;
    if (cargoTableHeader(row)) {
      inTable = true;
      continue;
    }
    const kc = row.findIndex((c) => !isBlank(c));
    const keyText = cellText(row[kc]);
    if (optionsNamed('parametros', keyText).length || mappingFieldOf('parametros', keyText) !== null || parseColumnMappingText(keyText))
      continue;
    if (row.slice(kc + 1).every(isBlank)) out.push(row.slice());
  }
  return out;
}

/** The options an edital's item may stand behind (rules.md §7: `opcoes.fundamentos`), by the catalogue's key. */
// The cut's Fundamento is the edital's item behind its numbers (rules.md §12, item 4).
const BASIS_KEYS: ReadonlySet<string> = new Set<string>([...BASIS_OPTIONS, 'corte']);

/** The header written above the options, with the column of the edital's item (rules.md §7). */
export const PARAMETERS_HEADER = ['Parâmetro', 'Valor', 'Fundamento (item do edital)'] as const;

/** The column of "Fundamento" when the row is the options' header ("Parâmetro | Valor | Fundamento"); else null. */
export function basisHeaderColumn(row: CellValue[]): number | null {
  const kc = row.findIndex((c) => !isBlank(c));
  if (kc < 0 || !/^parametros?$/.test(normalizeHeader(row[kc]))) return null;
  const col = row.findIndex((c, i) => i > kc && !isBlank(c) && normalizeHeader(c).startsWith('fundamento'));
  return col > kc + 1 ? col : null;
}

/** What readParameters gathers while it walks the rows. */
interface ParamsState {
  out: Parameters;
  planilha: string;
  /** key → row where it was set */
  setAt: Map<Key, number>;
  /** The "Cargo | Vagas" table (several blocks of it read as one). */
  table: CargoVacancyRows | null;
  singleVagas: { linha: number; vagas: number } | null;
  /**
   * The column of the edital's item behind each option (rules.md §7), set by the header row
   * "Parâmetro | Valor | Fundamento (item do edital)"; null in a sheet without it (two columns).
   */
  basisCol: number | null;
}

/**
 * A value that is clearly a date, for a key that names a date or a text ("Edital"): a date cell, a
 * date written as text (the one grammar, catalog/dates.ts), or a number that a date cell of this
 * century holds (Excel hands date cells as serial numbers). "Edital | 1", "Edital | 010" or "Edital |
 * 2026" are the edital's number, not days of 1900 (test/app/parameters-form.test.ts found "010").
 */
function isClearlyDate(val: CellValue): boolean {
  if (val instanceof Date) return true;
  if (typeof val === 'string') return readDateText(val).ok;
  if (typeof val !== 'number') return false;
  const d = parseDateCell(val);
  return d.ok && d.value !== null && d.value >= '2000-01-01' && d.value <= '2099-12-31';
}

/**
 * The parameter a row's key names, by the catalogue: most keys name one; "Edital" names the edital's
 * date when its value is clearly a date, and the description (the edital's number) otherwise.
 */
export function rowKey(keyText: string, val: CellValue): Key | undefined {
  const named = optionsNamed('parametros', keyText);
  if (named.length > 1) {
    const date = named.find((o) => o.kind === 'date');
    return (date && isClearlyDate(val) ? date : (named.find((o) => o.kind === 'description') ?? named[0])).key as Key;
  }
  return named[0]?.key as Key | undefined;
}

/** A "Parâmetro | valor" row (or a "Coluna <campo>" mapping, a title, a description). */
function readKeyValueRow(st: ParamsState, row: CellValue[], linha: number): void {
  const { out, planilha } = st;
  const problemas = out.problemas;
  const kc = row.findIndex((c) => !isBlank(c));
  const keyText = cellText(row[kc]);
  // With a Fundamento column, the values stop before it (a sheet of two columns: every cell is a value).
  const withBasis = st.basisCol !== null && st.basisCol > kc + 1;
  const values = withBasis ? row.slice(kc + 1, st.basisCol!) : row.slice(kc + 1);
  const basis = withBasis && !isBlank(row[st.basisCol!]) ? cellText(row[st.basisCol!]).trim() : '';
  const vc = kc + 1;
  const val = row[vc];
  const key = rowKey(keyText, val);
  const keyName = keyText.replace(/:$/, '');
  const mapped = key ? null : mappingFieldOf('parametros', keyName);
  if (mapped !== null) {
    readColumnMapping(out, keyText, mapped, values, { planilha, linha, kc });
    return;
  }
  if (!key) {
    if (values.every(isBlank)) return; // a title or a note
    problemas.push(
      problem(
        planilha,
        linha,
        keyName,
        `parâmetro desconhecido '${keyName}'; os parâmetros aceitos são: ${Object.values(KEY_LABELS).join(', ')}, Coluna <campo> (por exemplo, Coluna Situação = Resultado) e a tabela Cargo | Vagas`,
      ),
    );
    return;
  }
  if (key === 'descricao') {
    const v = values.filter((x) => !isBlank(x)).map(cellText);
    if (basis) v.push(basis);
    if (v.length) out.descricao.push({ chave: keyName, valor: v.join(' ') });
    return;
  }
  if (basis) {
    if (BASIS_KEYS.has(key)) (out.opcoes.fundamentos ??= {})[key as BasisKey] = basis;
    else
      problemas.push(
        problem(
          planilha,
          linha,
          columnLetter(st.basisCol!),
          `o fundamento '${basis}' está na linha '${keyName}', que não é uma opção do edital; a coluna Fundamento vale para a regra, as opções, as datas e os critérios de desempate`,
        ),
      );
  }
  const label = KEY_LABELS[key];
  const colName = columnLetter(vc);
  if (st.setAt.has(key)) {
    problemas.push(
      problem(
        planilha,
        linha,
        keyName,
        `o parâmetro '${label}' aparece duas vezes (linhas ${st.setAt.get(key)} e ${linha}); deixe uma linha só`,
      ),
    );
    return;
  }
  st.setAt.set(key, linha);
  // A blank "Reserva PcD" is no PcD reserve (NO_PCD_RULE): the default, said explicitly.
  if (key === 'pcd' && isBlank(val)) {
    out.opcoes.pcd = NO_PCD_RULE;
    return;
  }
  if (key !== 'criterios' && isBlank(val)) {
    problemas.push(problem(planilha, linha, colName, `o parâmetro '${label}' está sem valor (escreva o valor na célula ao lado)`));
    return;
  }
  const record = optionRecord(key);
  if (record.kind === 'choice' || record.kind === 'ruleSet' || record.kind === 'pcdRule') {
    const text = textOf(val);
    const v = record.kind === 'choice' ? readChoice(key, text) : record.kind === 'ruleSet' ? readRuleChoice(text) : readPcdRule(text);
    if (v === null) problemas.push(problem(planilha, linha, colName, record.unknown!(cellText(val))));
    else if (key === 'regra') out.regra = v;
    else (out.opcoes as Record<string, string>)[key] = v;
    return;
  }
  readOtherValue(st, key, { linha, colName, keyName, label }, val, values);
}

/** A parameter's value that is not an option's choice: a date, the criteria, the vacancies, the cut, a sheet's name, a row. */
function readOtherValue(
  st: ParamsState,
  key: Key,
  at: { linha: number; colName: string; keyName: string; label: string },
  val: CellValue,
  values: CellValue[],
): void {
  const { out, planilha } = st;
  const problemas = out.problemas;
  const { linha, colName, keyName, label } = at;
  if (optionRecord(key).kind === 'date') {
    const d = parseDateCell(val);
    if (!d.ok) problemas.push(problem(planilha, linha, colName, `a ${label.toLowerCase()} ${d.erro}`));
    else if (d.value !== null) out.opcoes[key as 'dataEdital' | 'dataReferencia'] = d.value;
  } else if (key === 'criterios') {
    out.criterios = readCriteria(values, (c) =>
      problemas.push(problem(planilha, linha, keyName, `o critério de desempate '${c}' aparece duas vezes`)),
    );
  } else if (key === 'vagas') {
    const n = parseVacancyCount(val);
    if (!n.ok) problemas.push(problem(planilha, linha, colName, n.erro));
    else st.singleVagas = { linha, vagas: n.value };
  } else if (key === 'corte') {
    const c = parseCutText(val);
    if ('erro' in c) problemas.push({ ...problem(planilha, linha, colName, c.erro), celula: `${colName}${linha}` });
    else out.corte = { valor: c.corte, linha, celula: `${colName}${linha}`, ...(c.fase ? { fase: c.fase } : {}) };
  } else if (key === 'planilhaCandidatos') {
    out.planilhaCandidatos = { nome: cellText(val), linha, celula: `${colName}${linha}` };
  } else if (key === 'linhaCabecalho') {
    const n = parseNumberBR(val);
    if (!n.ok || n.value === null || !Number.isInteger(n.value) || n.value < 1) {
      const p = problem(
        planilha,
        linha,
        colName,
        `a linha do cabeçalho deve ser um número inteiro a partir de 1 (o número da linha, como a planilha mostra), não '${cellText(val)}'`,
      );
      p.celula = `${colName}${linha}`;
      problemas.push(p);
    } else out.linhaCabecalho = { valor: n.value, linha, celula: `${colName}${linha}` };
  }
}

/** "Critérios de desempate": one per cell, in order, or several in one cell separated by ";". */
function readCriteria(values: CellValue[], repeated: (criterion: string) => void): string[] {
  const list: string[] = [];
  for (const x of values) {
    if (isBlank(x)) continue;
    for (const part of cellText(x).split(/\s*;\s*/)) if (part.trim()) list.push(part.trim());
  }
  const seen = new Set<string>();
  for (const c of list) {
    // "Nascimento (maior idade primeiro)" and "Nascimento" are one column twice.
    const k = normalizeHeader(readCriterionSpec(c).cabecalho);
    if (seen.has(k)) repeated(c);
    seen.add(k);
  }
  return list;
}

/** The checks across rows: one form of vacancies, the reference date not before the edital. */
function finishParameters(st: ParamsState): Parameters {
  const { out, planilha, singleVagas } = st;
  const tableVagas = st.table?.cargos.length ? st.table.cargos : null;
  if (singleVagas && tableVagas) {
    out.problemas.push(
      problem(
        planilha,
        singleVagas.linha,
        'Vagas',
        "há um número único de vagas e também a tabela 'Cargo | Vagas'; use uma forma só (a tabela, quando há mais de um cargo)",
      ),
    );
  }
  if (tableVagas) out.vagas = tableVagas;
  if (st.table?.cortes.length) out.cortesPorCargo = st.table.cortes;
  else if (singleVagas) out.vagas = [{ cargo: null, vagas: singleVagas.vagas }];
  if (out.opcoes.dataEdital && out.opcoes.dataReferencia && out.opcoes.dataReferencia < out.opcoes.dataEdital) {
    out.problemas.push(
      problem(
        planilha,
        st.setAt.get('dataReferencia') ?? null,
        'Data de referência',
        `a data de referência (${formatDate(out.opcoes.dataReferencia)}) é anterior à data do edital (${formatDate(out.opcoes.dataEdital)})`,
      ),
    );
  }
  return out;
}

/**
 * A "Coluna <campo>" row: the header of the column that gives the field, in the next cell ("Coluna
 * Situação | Resultado") or in the same cell ("Coluna Situação = Resultado").
 */
function readColumnMapping(
  out: Parameters,
  keyText: string,
  field: string,
  values: CellValue[],
  at: { planilha: string; linha: number; kc: number },
): void {
  const { planilha, linha, kc } = at;
  const keyName = keyText.replace(/:$/, '').trim();
  const inCell = parseColumnMappingText(keyText);
  const next = values.find((v) => !isBlank(v));
  const m = inCell ?? columnMappingOf(field, next === undefined ? '' : cellText(next).replace(/^\s*=\s*/, ''));
  const where = inCell ? columnLetter(kc) : keyName;
  if ('erro' in m) {
    const p = problem(planilha, linha, where, m.erro);
    p.codigo = 'mapeamento-de-coluna';
    out.problemas.push(p);
    return;
  }
  const list = (out.colunas ??= []);
  const prev = list.find((x) => x.campo === m.campo);
  if (prev) {
    const p = problem(
      planilha,
      linha,
      where,
      `a coluna de ${FIELD_LABELS[m.campo]} está indicada duas vezes (linhas ${prev.linha} e ${linha}); deixe uma linha só`,
    );
    p.codigo = 'mapeamento-de-coluna';
    out.problemas.push(p);
    return;
  }
  list.push({ campo: m.campo as ColumnField, cabecalho: m.cabecalho, planilha, linha });
}
