// Recognizes the columns of a candidates sheet by their Portuguese headers, whatever the order,
// case and accents.
import {
  CellValue,
  LABEL_WORDS,
  cellText,
  columnLetter,
  isBlank,
  normalizeHeader,
  parseDateCell,
  parseNumberBR,
  showValue,
} from './parsers';
import { SheetProblem, problem } from './problems';
import { COLUMN_FIELDS, FIELD_LABELS } from '../engine/catalog/fields';
import type { ColumnField } from '../engine/catalog/fields';
import { readCriterionSpec } from '../engine/catalog/options';

// The fields, their labels and header words: the engine's catalogue (src/engine/catalog/fields.ts).
export type { ColumnField };
export { FIELD_LABELS };

/** Where each field is: column index (0-based) in the header row, for each field of the catalogue that has a column. */
export interface ColumnMap extends Partial<Record<ColumnField, number>> {
  /** Tie-break columns, in the order of the criteria (Desempate 1, 2... or the declared criteria). */
  desempate: number[];
  /** Header text of every column, as written (for messages). */
  cabecalhos: string[];
  /** Columns that were not recognized (ignored). */
  ignoradas: number[];
  /** Fields whose column was given by a mapping ("Coluna Situação = Resultado"), not by its header. */
  mapeadas?: ColumnField[];
  /** Columns without a header that hold values in the sample rows (`amostra`): not read. */
  semCabecalho?: number[];
}

export interface ColumnRecognition {
  colunas: ColumnMap;
  problemas: SheetProblem[];
}

// Words that do not distinguish one header from another ("Nº de inscrição" = "Inscrição").
// prettier-ignore
const STOP = new Set(['n', 'no', 'nr', 'nro', 'num', 'numero', 'de', 'da', 'do', 'das', 'dos', 'e', 'o', 'a', 'ou', 'the', 'em', 'na', 'no', 'pela', 'pelas', 'pelo', 'pelos', 'para']);

/** Header reduced to its meaningful words: "Nº de Inscrição" → "inscricao". */
export function headerKey(value: CellValue): string {
  return normalizeHeader(value)
    .split(' ')
    .filter((w) => w && !STOP.has(w))
    .join(' ');
}

/** The field each header word names (the catalogue's `palavras`). */
const KEY_TO_FIELD = new Map<string, ColumnField>();
for (const f of COLUMN_FIELDS) for (const k of f.coluna.palavras) KEY_TO_FIELD.set(k, f.campo);

/** "Desempate", "Desempate 2", "Critério de desempate 3", "Desempate (2º critério)" → its number. */
function tieBreakNumber(key: string): number | null {
  const m = /^(?:criterio )?desempate(?: criterio)?(?: (\d+)(?: o)?)?(?: criterio)?$/.exec(key);
  if (m) return m[1] ? Number(m[1]) : 1;
  const m2 = /^(\d+)(?: o)? criterio desempate$/.exec(key);
  if (m2) return Number(m2[1]);
  return null;
}

export interface RecognizeOptions {
  planilha?: string;
  /** Sheet row number of the header (for messages). Default 1. */
  linha?: number;
  /** Tie-break criteria declared in Parâmetros, in order: headers of their columns. */
  criterios?: string[];
  /**
   * Headers mapped to fields explicitly: rows "Coluna Situação = Resultado" of Parâmetros, or the
   * option "coluna situacao=Resultado" of the custom functions. A mapping wins over the header.
   */
  mapeamento?: Partial<Record<ColumnField, string>> | ColumnMapping[];
  /**
   * Some data rows below the header: an unrecognized column whose values look like a field
   * (Aprovado/Eliminado, PP/Pardo, Deferida, a birth date…) is then an error, not a silent column.
   */
  amostra?: CellValue[][];
  /** How the message tells the user to map a column: the Parâmetros sheet (default) or the functions' options. */
  dicaMapeamento?: 'parametros' | 'opcoes';
}

/** A header mapped to a field, and where the mapping was written (for messages). */
export interface ColumnMapping {
  campo: ColumnField;
  /** The header as the mapping writes it ("Resultado"); compared without case or accents. */
  cabecalho: string;
  /** Sheet and row of the mapping (the Parâmetros row), or null when it came from an option. */
  planilha?: string | null;
  linha?: number | null;
}

/** The field a name designates in a mapping: "Situação", "situacao", "Cota", "Nascimento", "Avaliação PcD"… */
export function parseColumnField(name: CellValue): ColumnField | null {
  const key = headerKey(name);
  // The labels' words are among the catalogue's (test/sheet/field-catalogue.test.ts).
  return key ? (KEY_TO_FIELD.get(key) ?? null) : null;
}

/**
 * One mapping written as text: "Coluna Situação = Resultado" (a Parâmetros cell) or "coluna
 * situacao=Resultado" (an option of the functions). null when the text is not a mapping; an error
 * (Portuguese) when it is one but names no field or no header.
 */
export function parseColumnMappingText(text: string): { campo: ColumnField; cabecalho: string } | { erro: string } | null {
  const m = /^\s*coluna\s+([^=:]*?)\s*(?:=|:(?=\s*\S))\s*(.*?)\s*$/i.exec(text);
  if (!m) return null;
  return columnMappingOf(m[1], m[2]);
}

/** A mapping from its two parts: the field's name ("Situação") and the header ("Resultado"). */
export function columnMappingOf(fieldName: string, header: string): { campo: ColumnField; cabecalho: string } | { erro: string } {
  const campo = parseColumnField(fieldName);
  if (!campo) {
    return { erro: `'${fieldName}' não é um campo da planilha de candidatos; use um destes: ${Object.values(FIELD_LABELS).join(', ')}` };
  }
  if (!header.trim())
    return {
      erro: `falta o cabeçalho da coluna que dá ${FIELD_LABELS[campo]} (escreva, por exemplo, 'Coluna ${FIELD_LABELS[campo]}' e ao lado o cabeçalho)`,
    };
  return { campo, cabecalho: header.trim() };
}

function mappingList(m: RecognizeOptions['mapeamento']): ColumnMapping[] {
  if (!m) return [];
  if (Array.isArray(m)) return m;
  return (Object.entries(m) as [ColumnField, string | undefined][])
    .filter(([, h]) => h !== undefined)
    .map(([campo, cabecalho]) => ({ campo, cabecalho: cabecalho! }));
}

/** The mappings matched to the header's columns: the column each gives, and the field each column gives. */
interface MappingMatch {
  mappedCol: Map<number, ColumnField>;
  mappedAt: Map<ColumnField, ColumnMapping>;
}

/**
 * Matches the mappings to the header's columns (compared without case or accents). A mapping whose
 * header is missing or repeated, or that names a column or a field already mapped, gives nothing:
 * `refused` (when given) is told why, for its message.
 */
function matchMappings(
  cabecalhos: string[],
  list: ColumnMapping[],
  refused?: (m: ColumnMapping, cols: number[], match: MappingMatch) => void,
): MappingMatch {
  const match: MappingMatch = { mappedCol: new Map(), mappedAt: new Map() };
  for (const m of list) {
    const target = normalizeHeader(m.cabecalho);
    const cols: number[] = [];
    cabecalhos.forEach((c, i) => {
      if (c && normalizeHeader(c) === target) cols.push(i);
    });
    if (cols.length !== 1 || match.mappedCol.has(cols[0]) || match.mappedAt.has(m.campo)) refused?.(m, cols, match);
    else {
      match.mappedCol.set(cols[0], m.campo);
      match.mappedAt.set(m.campo, m);
    }
  }
  return match;
}

/**
 * The fields a row gives as a header, by its words or by the mappings, without messages: what the
 * search for the header row asks of each row it looks at (recognizeColumns, with its messages, runs
 * once on the row found). The same fields recognizeColumns finds with the same mappings and no
 * declared criteria.
 */
export function headerFields(header: CellValue[], mapeamento?: ColumnMapping[]): Set<ColumnField> {
  const cabecalhos = mapeamento && mapeamento.length ? header.map((h) => (isBlank(h) ? '' : cellText(h))) : [];
  const { mappedCol } = matchMappings(cabecalhos, mapeamento ?? []);
  const fields = new Set<ColumnField>(mappedCol.values());
  for (let i = 0; i < header.length; i++) {
    const h = header[i];
    if (isBlank(h) || mappedCol.has(i)) continue;
    const field = KEY_TO_FIELD.get(headerKey(h));
    if (field) fields.add(field);
  }
  return fields;
}

/** The reading of one header row under way: what recognizeColumns' steps share. */
interface Recognition {
  planilha: string | null;
  linha: number;
  cabecalhos: string[];
  colunas: ColumnMap;
  problemas: SheetProblem[];
  found: Map<ColumnField, number>;
  match: MappingMatch;
  numbered: { n: number; col: number }[];
  criterios: { nome: string; key: string; col: number }[];
}

function colName(r: Recognition, i: number): string {
  return r.cabecalhos[i] || `coluna ${columnLetter(i)}`;
}

/** Explicit mappings first: the column each names gives its field, whatever its header says; a mapping that gives nothing says why. */
function applyMappings(r: Recognition, list: ColumnMapping[]): void {
  const { planilha, linha, cabecalhos } = r;
  r.match = matchMappings(cabecalhos, list, (m, cols, match) => {
    const label = FIELD_LABELS[m.campo];
    const fromParams = m.planilha !== undefined && m.planilha !== null;
    const said = fromParams ? `indicada para ${label}` : `indicada para ${label} nas opções ('coluna ${headerKey(label)}=${m.cabecalho}')`;
    const known = cabecalhos.filter((c) => c).map((c) => `'${c}'`);
    const msg =
      cols.length === 0
        ? `a coluna '${m.cabecalho}', ${said}, não existe na linha de cabeçalho${planilha ? ` da planilha '${planilha}'` : ''} (linha ${linha}); os cabeçalhos são: ${known.join(', ') || 'nenhum'}`
        : cols.length > 1
          ? `há ${cols.length} colunas com o cabeçalho '${m.cabecalho}' (${cols.map(columnLetter).join(', ')}), ${said}; dê a cada coluna um cabeçalho diferente`
          : match.mappedCol.has(cols[0])
            ? `a coluna ${columnLetter(cols[0])} '${m.cabecalho}' está indicada para ${FIELD_LABELS[match.mappedCol.get(cols[0])!]} e para ${label}; uma coluna dá um campo só`
            : `há duas colunas indicadas para ${label} ('${match.mappedAt.get(m.campo)!.cabecalho}' e '${m.cabecalho}'); deixe uma só`;
    const p = fromParams ? problem(m.planilha!, m.linha ?? null, `Coluna ${label}`, msg) : problem(planilha, linha, null, msg);
    p.codigo = 'mapeamento-de-coluna';
    r.problemas.push(p);
  });
  for (const [col, field] of r.match.mappedCol) r.found.set(field, col);
  if (r.match.mappedAt.size) r.colunas.mapeadas = [...r.match.mappedAt.keys()];
}

/**
 * The fields whose column cannot be a tie-break criterion (rules.md §2.3: a criterion is a number, a
 * date or Sim/Não the edital ranks by): every field but the birth date, which may be both the age
 * priority's date and a criterion.
 */
export const NOT_CRITERIA: ReadonlySet<ColumnField> = new Set(COLUMN_FIELDS.map((f) => f.campo).filter((f) => f !== 'nascimento'));

/**
 * The criteria declared in Parâmetros (their header, without the direction written in parentheses:
 * readCriterionSpec). One that names a column of the candidate's identity, score or situation
 * (Inscrição, Nome, CPF, Cargo, Nota…) is refused with its reason, and the column keeps its field.
 */
function declaredCriteria(r: Recognition, specs: readonly string[]): void {
  for (const spec of specs) {
    const nome = readCriterionSpec(spec).cabecalho;
    const key = headerKey(nome);
    const field = KEY_TO_FIELD.get(key);
    if (field && NOT_CRITERIA.has(field)) {
      r.problemas.push(
        problem(
          r.planilha,
          r.linha,
          nome,
          `a coluna '${nome}' (${FIELD_LABELS[field]}) não pode ser critério de desempate: um critério é uma coluna de números, datas ou Sim/Não que o edital usa para desempatar (uma nota de prova, a data de nascimento, Jurado, Sorteio); tire-a dos critérios de desempate`,
        ),
      );
      continue;
    }
    r.criterios.push({ nome, key, col: -1 });
  }
}

/** A header cell that is not mapped: a declared criterion, a field, a numbered tie-break, or ignored. */
function readHeaderCell(r: Recognition, h: CellValue, i: number): void {
  const { planilha, linha } = r;
  const key = headerKey(h);
  // Declared criteria come first: "Nota Conhecimentos Específicos" is a criterion, not the score.
  const crit = r.criterios.find((c) => c.key === key);
  if (crit) {
    if (crit.col >= 0) {
      r.problemas.push(
        problem(
          planilha,
          linha,
          colName(r, i),
          `a coluna do critério de desempate '${crit.nome}' aparece duas vezes (colunas ${columnLetter(crit.col)} e ${columnLetter(i)})`,
        ),
      );
    } else crit.col = i;
    // The birth date's column may also be a criterion ("maior idade"): it still gives the age priority's date.
    if (KEY_TO_FIELD.get(key) === 'nascimento' && !r.found.has('nascimento')) r.found.set('nascimento', i);
    return;
  }
  const field = KEY_TO_FIELD.get(key);
  if (field) {
    const prev = r.found.get(field);
    const m = r.match.mappedAt.get(field);
    if (m && prev !== undefined) {
      const p = problem(
        planilha,
        linha,
        colName(r, i),
        `a coluna ${columnLetter(i)} '${colName(r, i)}' também dá ${FIELD_LABELS[field]}, que o mapeamento '${`Coluna ${FIELD_LABELS[field]} = ${m.cabecalho}`}' tira da coluna ${columnLetter(prev)} '${colName(r, prev)}'; apague ou renomeie uma das duas`,
      );
      p.codigo = 'mapeamento-de-coluna';
      r.problemas.push(p);
    } else if (prev !== undefined) {
      r.problemas.push(
        problem(
          planilha,
          linha,
          colName(r, i),
          `a coluna '${colName(r, i)}' repete a informação da coluna '${colName(r, prev)}' (${FIELD_LABELS[field]}, colunas ${columnLetter(prev)} e ${columnLetter(i)}); deixe só uma`,
        ),
      );
    } else r.found.set(field, i);
    return;
  }
  const n = tieBreakNumber(key);
  if (n !== null) {
    const dup = r.numbered.find((x) => x.n === n);
    if (dup) {
      r.problemas.push(
        problem(
          planilha,
          linha,
          colName(r, i),
          `há duas colunas para o desempate ${n} (colunas ${columnLetter(dup.col)} e ${columnLetter(i)})`,
        ),
      );
    } else r.numbered.push({ n, col: i });
    return;
  }
  r.colunas.ignoradas.push(i);
}

/** The required columns (the catalogue's), and the PcD assessment that needs the PcD column. */
function checkRequired(r: Recognition): void {
  const { planilha, linha, colunas } = r;
  for (const f of COLUMN_FIELDS) {
    if (!f.obrigatorio || colunas[f.campo] !== undefined) continue;
    const label = f.coluna.rotulo;
    r.problemas.push(problem(planilha, linha, label, `falta a coluna '${label}' (${f.coluna.descricao}) na linha de cabeçalho`));
  }
  // The assessment alone does not say who competes for the PcD vacancies (a blank one is pending).
  if (colunas.avaliacaoPcd !== undefined && colunas.pcd === undefined) {
    r.problemas.push(
      problem(
        planilha,
        linha,
        colName(r, colunas.avaliacaoPcd),
        `a planilha tem a coluna '${colName(r, colunas.avaliacaoPcd)}' (avaliação PcD, coluna ${columnLetter(colunas.avaliacaoPcd)}), mas não a coluna 'PcD' que diz quem concorre às vagas de pessoas com deficiência (Sim ou Não)`,
      ),
    );
  }
}

/** The tie-break columns: the declared criteria's (each must have its column), or the numbered "Desempate" ones (1, 2, 3… without gaps). */
function tieBreakColumns(r: Recognition): void {
  const { planilha, linha, criterios, numbered } = r;
  if (criterios.length > 0) {
    for (const c of criterios) {
      if (c.col < 0) {
        r.problemas.push(
          problem(planilha, linha, c.nome, `o critério de desempate '${c.nome}', declarado nos parâmetros, não tem coluna com esse nome`),
        );
      }
    }
    if (numbered.length > 0) {
      r.problemas.push(
        problem(
          planilha,
          linha,
          colName(r, numbered[0].col),
          'há colunas "Desempate" numeradas e também critérios de desempate declarados nos parâmetros; use uma forma só',
        ),
      );
    }
    r.colunas.desempate = criterios.filter((c) => c.col >= 0).map((c) => c.col);
    return;
  }
  numbered.sort((a, b) => a.n - b.n);
  const gap = numbered.findIndex((x, idx) => x.n !== idx + 1);
  if (gap >= 0) {
    r.problemas.push(
      problem(
        planilha,
        linha,
        colName(r, numbered[gap].col),
        `as colunas de desempate devem ser numeradas 1, 2, 3... sem saltos; falta a coluna 'Desempate ${gap + 1}'`,
      ),
    );
  }
  r.colunas.desempate = numbered.map((x) => x.col);
}

/**
 * Finds the columns of a candidates sheet. Required: Inscrição and Nota. Every other column is
 * optional; unknown columns are ignored (listed in `ignoradas`). Problems: missing required columns,
 * columns that appear twice, declared tie-break criteria without a column, numbered "Desempate"
 * columns mixed with declared criteria.
 */
export function recognizeColumns(header: CellValue[], opts: RecognizeOptions = {}): ColumnRecognition {
  const cabecalhos = header.map((h) => (isBlank(h) ? '' : cellText(h)));
  const r: Recognition = {
    planilha: opts.planilha ?? null,
    linha: opts.linha ?? 1,
    cabecalhos,
    colunas: { desempate: [], cabecalhos, ignoradas: [] },
    problemas: [],
    found: new Map(),
    match: { mappedCol: new Map(), mappedAt: new Map() },
    numbered: [],
    criterios: [],
  };
  declaredCriteria(r, opts.criterios ?? []);
  applyMappings(r, mappingList(opts.mapeamento));
  header.forEach((h, i) => {
    if (!isBlank(h) && !r.match.mappedCol.has(i)) readHeaderCell(r, h, i);
  });
  for (const [field, col] of r.found) r.colunas[field] = col;
  if (opts.amostra)
    r.problemas.push(
      ...lookalikeColumns(r.colunas, opts.amostra, { planilha: r.planilha, linha: r.linha, dica: opts.dicaMapeamento ?? 'parametros' }),
    );
  checkRequired(r);
  tieBreakColumns(r);
  return { colunas: r.colunas, problemas: r.problemas };
}

// What the values of a column say about it, for the columns whose header is not recognized. A field
// is suspected when nearly every value is one of its words and some are words only it uses (not a
// bare Sim/Não, which many unrelated columns hold).
const YES_NO = new Set<string>([...LABEL_WORDS.yes, ...LABEL_WORDS.no, '', 'x', '1', '0', 's', 'n']);
const distinct = (words: Iterable<string>): Set<string> => new Set([...words].filter((w) => w.length > 1 && !YES_NO.has(w)));
const LABEL_FIELDS: { campo: ColumnField; todas: ReadonlySet<string>; proprias: ReadonlySet<string> }[] = [
  { campo: 'situacao', todas: new Set(Object.keys(LABEL_WORDS.situations)), proprias: distinct(Object.keys(LABEL_WORDS.situations)) },
  {
    campo: 'confirmacao',
    todas: new Set(Object.keys(LABEL_WORDS.confirmations)),
    proprias: distinct(Object.keys(LABEL_WORDS.confirmations)),
  },
  {
    campo: 'grupo',
    todas: new Set(Object.keys(LABEL_WORDS.groups)),
    proprias: distinct(
      Object.entries(LABEL_WORDS.groups)
        .filter(([, g]) => g !== null)
        .map(([w]) => w),
    ),
  },
  {
    campo: 'pcd',
    todas: new Set([...LABEL_WORDS.pcdYes, ...LABEL_WORDS.pcdNo]),
    proprias: distinct([...LABEL_WORDS.pcdYes].filter((w) => !LABEL_WORDS.yes.has(w))),
  },
];
/** Share of the values that must be a field's words for the column to be suspected. */
const LOOKALIKE_SHARE = 0.9;
/** Rows of the sample looked at (the first ones). */
export const LOOKALIKE_SAMPLE_ROWS = 500;

/**
 * The fields the values of a column look like (none, one, or a tie of several), best first. `values`:
 * the column's cells in the sample rows, blanks included; `free`: the fields the sheet does not have.
 */
export function fieldsLookedLike(values: CellValue[], free: (f: ColumnField) => boolean): ColumnField[] {
  const vals = values.filter((v) => !isBlank(v));
  if (vals.length === 0) return [];
  // One odd word in a column of notes ("recurso") is no pattern: two at least, when the sample has two rows.
  const need = Math.min(2, values.length);
  const texts = vals.map((v) => (typeof v === 'string' ? normalizeHeader(v) : null));
  const scored: { campo: ColumnField; own: number }[] = [];
  for (const f of LABEL_FIELDS) {
    if (!free(f.campo)) continue;
    let all = 0;
    let own = 0;
    for (const t of texts) {
      if (t === null) continue;
      if (f.todas.has(t)) all++;
      if (f.proprias.has(t)) own++;
    }
    if (own >= need && all >= LOOKALIKE_SHARE * vals.length) scored.push({ campo: f.campo, own });
  }
  if (free('nascimento')) {
    const maxYear = new Date().getFullYear() - 14;
    let dates = 0;
    for (const v of vals) {
      if (!(v instanceof Date) && !(typeof v === 'string' && /^\s*(\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{4}-\d{1,2}-\d{1,2})/.test(v))) continue;
      const d = parseDateCell(v);
      if (d.ok && d.value && Number(d.value.slice(0, 4)) >= 1900 && Number(d.value.slice(0, 4)) <= maxYear) dates++;
    }
    if (dates >= need && dates >= LOOKALIKE_SHARE * vals.length) scored.push({ campo: 'nascimento', own: dates });
  }
  if (free('cpf')) {
    // Written as a CPF (000.000.000-00): bare digits could be inscrições.
    let cpfs = 0;
    for (const v of vals) if (typeof v === 'string' && /^\s*\d{3}\.\d{3}\.\d{3}-\d{2}\s*$/.test(v)) cpfs++;
    if (cpfs >= need && cpfs >= LOOKALIKE_SHARE * vals.length) scored.push({ campo: 'cpf', own: cpfs });
  }
  if (free('nota')) {
    let nums = 0;
    let fractional = 0;
    for (const v of vals) {
      if (typeof v !== 'number' && typeof v !== 'string') continue;
      if (typeof v === 'string' && !/^\s*[+-]?\d{1,4}([.,]\d+)?\s*$/.test(v)) continue;
      const n = parseNumberBR(v);
      if (!n.ok || n.value === null || n.value < 0 || n.value > 1000) continue;
      nums++;
      if (!Number.isInteger(n.value)) fractional++;
    }
    if (fractional > 0 && nums >= need && nums >= LOOKALIKE_SHARE * vals.length) scored.push({ campo: 'nota', own: fractional });
  }
  if (scored.length === 0) return [];
  scored.sort((a, b) => b.own - a.own);
  return scored.filter((x) => x.own === scored[0].own).map((x) => x.campo);
}

/**
 * The unrecognized columns (and columns without a header) whose sample values look like a field the
 * sheet does not have: an error naming the column and how to map it.
 */
function lookalikeColumns(
  colunas: ColumnMap,
  amostra: CellValue[][],
  ctx: { planilha: string | null; linha: number; dica: 'parametros' | 'opcoes' },
): SheetProblem[] {
  const rows = amostra.slice(0, LOOKALIKE_SAMPLE_ROWS);
  const width = rows.reduce((w, r) => Math.max(w, r ? r.length : 0), colunas.cabecalhos.length);
  const used = new Set<number>(colunas.ignoradas);
  const blank: number[] = [];
  for (let i = 0; i < width; i++) {
    if (colunas.cabecalhos[i]) continue;
    if (rows.some((r) => r && !isBlank(r[i]))) blank.push(i);
  }
  if (blank.length) colunas.semCabecalho = blank;
  const free = (f: ColumnField): boolean => colunas[f] === undefined;
  const out: SheetProblem[] = [];
  for (const i of [...used, ...blank].sort((a, b) => a - b)) {
    const values = rows.map((r) => (r ? r[i] : null));
    const fields = fieldsLookedLike(values, free);
    if (fields.length === 0) continue;
    const header = colunas.cabecalhos[i];
    const examples = [...new Set(values.filter((v) => !isBlank(v)).map(showValue))].slice(0, 3).join(', ');
    const labels = fields.map((f) => `'${FIELD_LABELS[f]}'`);
    const label = FIELD_LABELS[fields[0]];
    const what = header
      ? `a coluna ${columnLetter(i)} '${header}' não tem um cabeçalho conhecido`
      : `a coluna ${columnLetter(i)} não tem cabeçalho`;
    const fix = !header
      ? `escreva o cabeçalho ${labels.join(' ou ')} na linha ${ctx.linha}`
      : ctx.dica === 'opcoes'
        ? `renomeie o cabeçalho para ${labels.join(' ou ')} ou use a opção "coluna ${headerKey(label)}=${header}"`
        : `renomeie o cabeçalho para ${labels.join(' ou ')} ou escreva na planilha Parâmetros: Coluna ${label} = ${header}`;
    const p = problem(
      ctx.planilha,
      ctx.linha,
      header || `coluna ${columnLetter(i)}`,
      `${what}, mas os valores (${examples}) parecem de ${labels.join(' ou ')}, e a coluna não seria lida: ${fix}`,
    );
    p.celula = `${columnLetter(i)}${ctx.linha}`;
    p.codigo = 'coluna-nao-reconhecida';
    out.push(p);
  }
  return out;
}

/** True when the header row looks like a candidates header (has Inscrição and Nota, by their headers or by the mappings). */
export function looksLikeCandidateHeader(header: CellValue[], mapeamento?: ColumnMapping[]): boolean {
  const fields = headerFields(header, mapeamento);
  return fields.has('inscricao') && fields.has('nota');
}
