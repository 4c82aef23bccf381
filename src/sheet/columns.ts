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

/** The fields a candidates sheet may have. */
export type ColumnField =
  | 'inscricao'
  | 'nome'
  | 'cargo'
  | 'nota'
  | 'grupo'
  | 'optante'
  | 'confirmacao'
  | 'situacao'
  | 'fraude'
  | 'nascimento'
  | 'cpf'
  | 'pcd'
  | 'avaliacaoPcd';

/** Portuguese name of each field, used in messages when the column is missing. */
export const FIELD_LABELS: Record<ColumnField, string> = {
  inscricao: 'Inscrição',
  nome: 'Nome',
  cargo: 'Cargo',
  nota: 'Nota',
  grupo: 'Cota',
  optante: 'Optante',
  confirmacao: 'Confirmação',
  situacao: 'Situação',
  fraude: 'Fraude',
  nascimento: 'Nascimento',
  cpf: 'CPF',
  pcd: 'PcD',
  avaliacaoPcd: 'Avaliação PcD',
};

/** Where each field is: column index (0-based) in the header row. */
export interface ColumnMap {
  inscricao?: number;
  nome?: number;
  cargo?: number;
  nota?: number;
  grupo?: number;
  optante?: number;
  confirmacao?: number;
  situacao?: number;
  fraude?: number;
  nascimento?: number;
  cpf?: number;
  /** Opted for the PcD reserve (rules.md §9). */
  pcd?: number;
  /** Outcome of the PcD assessment (avaliação biopsicossocial, perícia, laudo). */
  avaliacaoPcd?: number;
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

// prettier-ignore
const SYNONYMS: Record<ColumnField, string[]> = {
  inscricao: ['inscricao', 'inscricoes', 'inscr', 'insc', 'inscricao candidato', 'codigo inscricao', 'numero inscricao', 'n inscricao'],
  nome: ['nome', 'nome candidato', 'nome completo', 'candidato', 'candidata', 'nome candidata', 'nome social'],
  cargo: ['cargo', 'cargos', 'emprego', 'cargo emprego', 'emprego publico', 'cargo pretendido', 'funcao', 'cargo funcao', 'vaga cargo'],
  nota: ['nota', 'nota final', 'notafinal', 'pontuacao', 'pontuacao final', 'media', 'media final', 'nota total', 'total pontos', 'pontos', 'total', 'nota classificacao'],
  grupo: [
    'cota', 'cotas', 'grupo', 'autodeclaracao', 'autodeclaracao racial', 'cor raca', 'raca cor', 'cor', 'raca', 'grupo cota',
    'cota racial', 'grupo racial', 'grupo autodeclarado', 'autodeclarado', 'autodeclarada', 'declaracao', 'cota declarada',
    'reserva', 'grupo reserva', 'tipo cota',
  ],
  optante: [
    'optante', 'opcao', 'concorre as vagas reservadas', 'concorre vagas reservadas', 'concorre as reservadas',
    'concorre reserva', 'concorre cota', 'concorre cotas', 'concorre as cotas', 'optou cota', 'optou cotas', 'optou reserva', 'opcao cota',
    'opcao cotas', 'opcao reserva', 'optante cota', 'optante cotas', 'optante reserva', 'vagas reservadas', 'cotista',
    'deseja concorrer as vagas reservadas', 'concorrer vagas reservadas', 'concorrer as vagas reservadas',
  ],
  confirmacao: [
    'confirmacao', 'heteroidentificacao', 'verificacao', 'resultado heteroidentificacao', 'comissao heteroidentificacao',
    'verificacao documental', 'confirmacao autodeclaracao', 'resultado confirmacao', 'resultado verificacao',
    'procedimento heteroidentificacao', 'banca heteroidentificacao', 'heteroidentificacao verificacao', 'confirmacao cota',
  ],
  situacao: [
    'situacao', 'aprovado', 'aprovada', 'habilitado', 'habilitada', 'situacao final', 'classificado', 'situacao candidato',
    'resultado final', 'status', 'aprovado habilitado', 'aprovado a', 'habilitado a',
  ],
  fraude: ['fraude', 'fraude ma fe', 'ma fe', 'eliminado fraude', 'fraude comprovada'],
  nascimento: ['nascimento', 'data nascimento', 'dt nascimento', 'dt nasc', 'data nasc', 'nasc', 'nascido', 'nascido em', 'datanascimento'],
  cpf: ['cpf', 'cpf candidato', 'numero cpf'],
  pcd: [
    'pcd', 'pessoa com deficiencia', 'pessoas com deficiencia', 'deficiencia', 'deficiente', 'concorre as vagas pcd', 'concorre vagas pcd',
    'concorre pcd', 'concorre as vagas pessoas com deficiencia', 'concorre as vagas reservadas pessoas com deficiencia',
    'concorre as vagas reservadas pcd', 'candidato com deficiencia', 'candidata com deficiencia', 'portador deficiencia',
    'optante pcd', 'opcao pcd', 'vagas pcd', 'reserva pcd', 'cota pcd', 'pcd optante', 'pne',
  ],
  avaliacaoPcd: [
    'avaliacao pcd', 'pericia', 'pericia medica', 'pericia pcd', 'resultado pericia', 'resultado pericia medica', 'laudo',
    'laudo medico', 'laudo pcd', 'resultado laudo', 'avaliacao biopsicossocial', 'resultado avaliacao biopsicossocial',
    'avaliacao deficiencia', 'resultado avaliacao pcd', 'avaliacao equipe multiprofissional', 'equipe multiprofissional',
    'confirmacao pcd', 'confirmacao deficiencia', 'homologacao pcd', 'avaliacao biopsicossocial pcd',
  ],
};

const KEY_TO_FIELD = new Map<string, ColumnField>();
for (const [field, keys] of Object.entries(SYNONYMS) as [ColumnField, string[]][]) {
  for (const k of keys) KEY_TO_FIELD.set(k, field);
}

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
  if (!key) return null;
  for (const [field, label] of Object.entries(FIELD_LABELS) as [ColumnField, string][]) if (headerKey(label) === key) return field;
  return KEY_TO_FIELD.get(key) ?? null;
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

/**
 * Finds the columns of a candidates sheet. Required: Inscrição and Nota. Every other column is
 * optional; unknown columns are ignored (listed in `ignoradas`). Problems: missing required columns,
 * columns that appear twice, declared tie-break criteria without a column, numbered "Desempate"
 * columns mixed with declared criteria.
 */
export function recognizeColumns(header: CellValue[], opts: RecognizeOptions = {}): ColumnRecognition {
  const planilha = opts.planilha ?? null;
  const linha = opts.linha ?? 1;
  const problemas: SheetProblem[] = [];
  const cabecalhos = header.map((h) => (isBlank(h) ? '' : cellText(h)));
  const colunas: ColumnMap = { desempate: [], cabecalhos, ignoradas: [] };
  const found = new Map<ColumnField, number>();
  const numbered: { n: number; col: number }[] = [];
  const criterios = (opts.criterios ?? []).map((c) => ({ nome: c, key: headerKey(c), col: -1 }));

  const colName = (i: number): string => cabecalhos[i] || `coluna ${columnLetter(i)}`;

  // Explicit mappings first: the column they name gives that field, whatever its header says.
  const mappedCol = new Map<number, ColumnField>();
  const mappedAt = new Map<ColumnField, ColumnMapping>();
  for (const m of mappingList(opts.mapeamento)) {
    const target = normalizeHeader(m.cabecalho);
    const cols: number[] = [];
    cabecalhos.forEach((c, i) => {
      if (c && normalizeHeader(c) === target) cols.push(i);
    });
    const label = FIELD_LABELS[m.campo];
    const fromParams = m.planilha !== undefined && m.planilha !== null;
    const said = fromParams ? `indicada para ${label}` : `indicada para ${label} nas opções ('coluna ${headerKey(label)}=${m.cabecalho}')`;
    const report = (msg: string): void => {
      const p = fromParams ? problem(m.planilha!, m.linha ?? null, `Coluna ${label}`, msg) : problem(planilha, linha, null, msg);
      p.codigo = 'mapeamento-de-coluna';
      problemas.push(p);
    };
    const known = cabecalhos.filter((c) => c).map((c) => `'${c}'`);
    if (cols.length === 0) {
      report(
        `a coluna '${m.cabecalho}', ${said}, não existe na linha de cabeçalho${planilha ? ` da planilha '${planilha}'` : ''} (linha ${linha}); os cabeçalhos são: ${known.join(', ') || 'nenhum'}`,
      );
    } else if (cols.length > 1) {
      report(
        `há ${cols.length} colunas com o cabeçalho '${m.cabecalho}' (${cols.map(columnLetter).join(', ')}), ${said}; dê a cada coluna um cabeçalho diferente`,
      );
    } else if (mappedCol.has(cols[0])) {
      report(
        `a coluna ${columnLetter(cols[0])} '${m.cabecalho}' está indicada para ${FIELD_LABELS[mappedCol.get(cols[0])!]} e para ${label}; uma coluna dá um campo só`,
      );
    } else if (mappedAt.has(m.campo)) {
      report(`há duas colunas indicadas para ${label} ('${mappedAt.get(m.campo)!.cabecalho}' e '${m.cabecalho}'); deixe uma só`);
    } else {
      mappedCol.set(cols[0], m.campo);
      mappedAt.set(m.campo, m);
      found.set(m.campo, cols[0]);
    }
  }
  if (mappedAt.size) colunas.mapeadas = [...mappedAt.keys()];

  header.forEach((h, i) => {
    if (isBlank(h)) return;
    if (mappedCol.has(i)) return;
    const key = headerKey(h);
    // Declared criteria come first: "Nota Conhecimentos Específicos" is a criterion, not the score.
    const crit = criterios.find((c) => c.key === key);
    if (crit) {
      if (crit.col >= 0) {
        problemas.push(
          problem(
            planilha,
            linha,
            colName(i),
            `a coluna do critério de desempate '${crit.nome}' aparece duas vezes (colunas ${columnLetter(crit.col)} e ${columnLetter(i)})`,
          ),
        );
      } else crit.col = i;
      return;
    }
    const field = KEY_TO_FIELD.get(key);
    if (field) {
      const prev = found.get(field);
      const m = mappedAt.get(field);
      if (m && prev !== undefined) {
        const p = problem(
          planilha,
          linha,
          colName(i),
          `a coluna ${columnLetter(i)} '${colName(i)}' também dá ${FIELD_LABELS[field]}, que o mapeamento '${`Coluna ${FIELD_LABELS[field]} = ${m.cabecalho}`}' tira da coluna ${columnLetter(prev)} '${colName(prev)}'; apague ou renomeie uma das duas`,
        );
        p.codigo = 'mapeamento-de-coluna';
        problemas.push(p);
      } else if (prev !== undefined) {
        problemas.push(
          problem(
            planilha,
            linha,
            colName(i),
            `a coluna '${colName(i)}' repete a informação da coluna '${colName(prev)}' (${FIELD_LABELS[field]}, colunas ${columnLetter(prev)} e ${columnLetter(i)}); deixe só uma`,
          ),
        );
      } else found.set(field, i);
      return;
    }
    const n = tieBreakNumber(key);
    if (n !== null) {
      const dup = numbered.find((x) => x.n === n);
      if (dup) {
        problemas.push(
          problem(
            planilha,
            linha,
            colName(i),
            `há duas colunas para o desempate ${n} (colunas ${columnLetter(dup.col)} e ${columnLetter(i)})`,
          ),
        );
      } else numbered.push({ n, col: i });
      return;
    }
    colunas.ignoradas.push(i);
  });

  for (const [field, col] of found) colunas[field] = col;
  if (opts.amostra)
    problemas.push(...lookalikeColumns(colunas, opts.amostra, { planilha, linha, dica: opts.dicaMapeamento ?? 'parametros' }));

  if (colunas.inscricao === undefined) {
    problemas.push(
      problem(planilha, linha, 'Inscrição', "falta a coluna 'Inscrição' (número de inscrição do candidato) na linha de cabeçalho"),
    );
  }
  if (colunas.nota === undefined) {
    problemas.push(problem(planilha, linha, 'Nota', "falta a coluna 'Nota' (nota final do candidato) na linha de cabeçalho"));
  }
  // The assessment alone does not say who competes for the PcD vacancies (a blank one is pending).
  if (colunas.avaliacaoPcd !== undefined && colunas.pcd === undefined) {
    problemas.push(
      problem(
        planilha,
        linha,
        colName(colunas.avaliacaoPcd),
        `a planilha tem a coluna '${colName(colunas.avaliacaoPcd)}' (avaliação PcD, coluna ${columnLetter(colunas.avaliacaoPcd)}), mas não a coluna 'PcD' que diz quem concorre às vagas de pessoas com deficiência (Sim ou Não)`,
      ),
    );
  }

  if (criterios.length > 0) {
    for (const c of criterios) {
      if (c.col < 0) {
        problemas.push(
          problem(planilha, linha, c.nome, `o critério de desempate '${c.nome}', declarado nos parâmetros, não tem coluna com esse nome`),
        );
      }
    }
    if (numbered.length > 0) {
      problemas.push(
        problem(
          planilha,
          linha,
          colName(numbered[0].col),
          'há colunas "Desempate" numeradas e também critérios de desempate declarados nos parâmetros; use uma forma só',
        ),
      );
    }
    colunas.desempate = criterios.filter((c) => c.col >= 0).map((c) => c.col);
  } else {
    numbered.sort((a, b) => a.n - b.n);
    const gap = numbered.findIndex((x, idx) => x.n !== idx + 1);
    if (gap >= 0) {
      problemas.push(
        problem(
          planilha,
          linha,
          colName(numbered[gap].col),
          `as colunas de desempate devem ser numeradas 1, 2, 3... sem saltos; falta a coluna 'Desempate ${gap + 1}'`,
        ),
      );
    }
    colunas.desempate = numbered.map((x) => x.col);
  }
  return { colunas, problemas };
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
        : `renomeie o cabeçalho para ${labels.join(' ou ')} ou escreva na aba Parâmetros: Coluna ${label} = ${header}`;
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
  const r = recognizeColumns(header, mapeamento && mapeamento.length ? { mapeamento } : {});
  return r.colunas.inscricao !== undefined && r.colunas.nota !== undefined;
}
