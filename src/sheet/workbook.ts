// A whole workbook (candidates sheet + Parâmetros sheet + command-line overrides) → a Concurso.
// Host-agnostic: the file host, the Excel add-in and Apps Script hand the sheets as 2-D arrays.
import type { CargoVacancies, Concurso, Options } from '../engine/types';
import { DEFAULT_RULE_SET_ID, RULE_SETS, findRuleSet } from '../engine/rulesets';
import { resolveOptions } from '../engine/validate';
import {
  ColumnField,
  ColumnMap,
  ColumnMapping,
  FIELD_LABELS,
  LOOKALIKE_SAMPLE_ROWS,
  looksLikeCandidateHeader,
  recognizeColumns,
} from './columns';
import { KNOWN_GROUP_CODES } from '../engine/vocabulary';
import { PCD_CODE } from '../engine/types';
import type { ColumnReport, ReadingReport, SheetReport } from './report';
import {
  PARAMETERS_SHEET,
  Parameters,
  parseAbsenceLabel,
  parseCollisionLabel,
  parseMultipleReserveLabel,
  parsePcdRuleLabel,
  parseRoundingLabel,
  parseRuleLabel,
  parseVacanciesText,
  pcdRuleChoices,
  readParameters,
} from './parameters';
import { CellValue, columnLetter, isBlank, normalizeHeader, parseDateCell } from './parsers';
import { SheetProblem, formatProblem, problem } from './problems';
import { CandidateTable, cargoKey, isBlankRow, readCandidateTable } from './table';

export interface SheetData {
  nome: string;
  /** Row 1 = index 0; blank cells null. Cells may hold CellError and UncachedFormula (cells.ts). */
  linhas: CellValue[][];
  /** The sheet is hidden (or very hidden) in the workbook. */
  oculta?: boolean;
  /** 0-based indices of the rows hidden or filtered out. */
  linhasOcultas?: number[];
  /** Merged ranges, A1 ("A1:C1"). */
  mescladas?: string[];
  /** The add-in wrote this sheet (the host found the add-in's marker). */
  doSuplemento?: boolean;
}

/** Values given outside the workbook (command-line flags): they override the Parâmetros sheet. */
export interface Overrides {
  regra?: string;
  arredondamento?: string;
  colisao?: string;
  ausenciaConfirmacao?: string;
  dataReferencia?: string;
  dataEdital?: string;
  /** PcD rule (id, name or act number) or "nenhuma" (--pcd). */
  pcd?: string;
  /** "maior-percentual" or "todas" (--reserva-multipla). */
  reservaMultipla?: string;
  /** "10" or "Cargo=10,Outro=3". */
  vagas?: string;
  /**
   * Headers mapped to fields (the custom functions' option "coluna situacao=Resultado"): they win over
   * the "Coluna …" rows of Parâmetros for the same field.
   */
  mapeamento?: Partial<Record<ColumnField, string>>;
  /** The workbook's or file's name, for the reading report. */
  origem?: string;
  /** The candidates sheet, by name (wins over the "Planilha de candidatos" row of Parâmetros). */
  planilhaCandidatos?: string;
  /** The 1-based header row of the candidates sheet (wins over the "Linha do cabeçalho" row of Parâmetros). */
  linhaCabecalho?: number;
}

export interface WorkbookReading {
  /** The concurso, or null when there are problems. */
  concurso: Concurso | null;
  /** Sheet row of each candidate of `concurso.candidatos`. */
  linhas: number[];
  /** CPF of each candidate (digits), or null. */
  cpfs: (string | null)[];
  planilhaCandidatos: string | null;
  parametros: Parameters | null;
  problemas: SheetProblem[];
  /** Every candidates sheet read (several: one per cargo, or batches), in workbook order. */
  planilhasCandidatos: string[];
  /** Sheet of each candidate of `concurso.candidatos` (with `linhas`, the cell it came from). */
  planilhaDeCada: string[];
  /** What was read and why: sheets, header row, columns, rows (report.ts). */
  leitura: ReadingReport;
  /** Warnings of the reading (the table reader's `avisos`): the reading stands, the commission should know. */
  avisos: SheetProblem[];
  /**
   * The cargos the candidates sheet(s) name, in order of first appearance (the sheets' names when each
   * sheet is a cargo), even when the vacancies are missing: what the Parâmetros form offers to fill in.
   */
  cargosLidos: string[];
}

/** dst.push(...src) without the spread: a list of 150,000 problems overflows the call stack. */
function append<T>(dst: T[], src: readonly T[]): void {
  for (let i = 0; i < src.length; i++) dst.push(src[i]);
}

/** Rows searched for the header of a candidates sheet (titles may sit above it). */
export const HEADER_SEARCH_ROWS = 30;
/** Rows searched for a header below HEADER_SEARCH_ROWS, to name its row in the message. */
const HEADER_DEEP_SEARCH_ROWS = 1000;

/** Index of the header row of a candidates sheet (titles above it are allowed), or -1. */
export function findHeaderRow(rows: CellValue[][], searchRows = HEADER_SEARCH_ROWS, mapeamento?: ColumnMapping[]): number {
  const limit = Math.min(rows.length, searchRows);
  for (let r = 0; r < limit; r++) {
    const row = rows[r];
    if (!row || isBlankRow(row)) continue;
    if (looksLikeCandidateHeader(row, mapeamento)) return r;
  }
  return -1;
}

/** The Parâmetros sheet's name ("Parâmetros", "Configuração"…, any case and accents). */
export function isParametersSheet(name: string): boolean {
  const k = normalizeHeader(name);
  return k === 'parametros' || k === 'parametro' || k === 'configuracao' || k === 'configuracoes';
}

function firstNonBlankRow(rows: CellValue[][]): number {
  for (let r = 0; r < rows.length; r++) if (!isBlankRow(rows[r])) return r;
  return -1;
}

/** Full options: the overrides, then the Parâmetros sheet, then the rule set's defaults. */
export function resolveSheetOptions(regra: string, partial: Partial<Options>): Options {
  // The defaults live in the engine (resolveOptions): the sheet only supplies what it read.
  return resolveOptions(findRuleSet(regra) ?? findRuleSet(DEFAULT_RULE_SET_ID)!, partial);
}

/** Applies command-line overrides; problems name the flag. */
export function applyOverrides(
  params: { regra?: string; opcoes: Partial<Options>; vagas: CargoVacancies[] | null },
  o: Overrides,
): SheetProblem[] {
  const problemas: SheetProblem[] = [];
  const flag = (name: string, msg: string): void => {
    problemas.push(problem(null, null, null, `a opção --${name} ${msg}`));
  };
  if (o.regra !== undefined) {
    const id = parseRuleLabel(o.regra);
    if (!id) flag('regra', `'${o.regra}' não é uma regra conhecida; use uma destas: ${RULE_SETS.map((r) => r.id).join(', ')}`);
    else params.regra = id;
  }
  // An option given as a label: its parser, and what to say when it reads nothing.
  const choose = <K extends keyof Options>(
    key: K,
    name: string,
    raw: string | undefined,
    parse: (v: string) => Options[K] | null,
    help: string,
  ): void => {
    if (raw === undefined) return;
    const v = parse(raw);
    if (v === null) flag(name, `'${raw}' ${help}`);
    else params.opcoes[key] = v;
  };
  choose('arredondamento', 'arredondamento', o.arredondamento, parseRoundingLabel, "não é válida; use 'total' ou 'por-grupo'");
  choose('colisao', 'colisao', o.colisao, parseCollisionLabel, "não é válida; use 'anterior' ou 'posterior'");
  choose('ausenciaConfirmacao', 'ausencia', o.ausenciaConfirmacao, parseAbsenceLabel, "não é válida; use 'ampla' ou 'eliminado'");
  choose('pcd', 'pcd', o.pcd, parsePcdRuleLabel, `não é uma regra de reserva PcD conhecida; use uma destas: ${pcdRuleChoices()}`);
  choose(
    'reservaMultipla',
    'reserva-multipla',
    o.reservaMultipla,
    parseMultipleReserveLabel,
    "não é válida; use 'maior-percentual' ou 'todas'",
  );
  for (const [k, name] of [
    ['dataReferencia', 'data-referencia'],
    ['dataEdital', 'data-edital'],
  ] as const) {
    const raw = o[k];
    if (raw === undefined) continue;
    const d = parseDateCell(raw);
    if (!d.ok || d.value === null) flag(name, `'${raw}' não é uma data (use aaaa-mm-dd ou dd/mm/aaaa)`);
    else params.opcoes[k] = d.value;
  }
  if (o.vagas !== undefined) {
    const v = parseVacanciesText(String(o.vagas));
    for (const p of v.problemas) {
      flag('vagas', p.mensagem.replace(/^em --vagas, /, '').replace(/\.$/, ''));
    }
    if (v.problemas.length === 0) params.vagas = v.cargos;
  }
  return problemas;
}

/**
 * Puts candidates and vacancies together: every candidate's cargo must have vacancies; a single
 * number of vacancies is accepted when the sheet has one cargo (or no Cargo column).
 */
export function assembleCargos(
  table: CandidateTable,
  vagas: CargoVacancies[] | null,
  planilha: string,
  origemVagas: string,
): { cargos: CargoVacancies[]; problemas: SheetProblem[] } {
  const problemas: SheetProblem[] = [];
  const cands = table.candidatos;
  const cargoCol = table.colunas.cargo;
  const cargoHeader = cargoCol !== undefined ? table.colunas.cabecalhos[cargoCol] : 'Cargo';
  const distinct = new Map<string, string>();
  for (const c of cands) if (c.cargo) if (!distinct.has(cargoKey(c.cargo))) distinct.set(cargoKey(c.cargo), c.cargo);

  if (!vagas || vagas.length === 0) {
    const lista = [...distinct.values()];
    problemas.push(
      problem(
        null,
        null,
        null,
        lista.length > 1
          ? `falta o número de vagas de cada cargo (${lista.map((x) => `'${x}'`).join(', ')}): preencha a tabela 'Cargo | Vagas' na planilha '${PARAMETERS_SHEET}' ou use --vagas "Cargo=10,Outro=3"`
          : `falta o número de vagas: escreva 'Vagas' e o número na planilha '${PARAMETERS_SHEET}' (ou a tabela 'Cargo | Vagas') ou use --vagas 10`,
      ),
    );
    return { cargos: [], problemas };
  }
  if (vagas.length === 1 && vagas[0].cargo === null) {
    if (distinct.size > 1) {
      problemas.push(
        problem(
          null,
          null,
          null,
          `a planilha '${planilha}' tem ${distinct.size} cargos (${[...distinct.values()].map((x) => `'${x}'`).join(', ')}), mas ${origemVagas} dá um número só de vagas; informe as vagas de cada cargo na tabela 'Cargo | Vagas'`,
        ),
      );
      return { cargos: [], problemas };
    }
    if (distinct.size === 1) {
      // One cargo, perhaps typed several ways ("Professor", "professor "): every candidate takes the
      // first spelling, the one the cargo has in the result (the engine groups candidates by the
      // exact text).
      const cargo = [...distinct.values()][0];
      for (const c of cands) c.cargo = cargo;
      return { cargos: [{ cargo, vagas: vagas[0].vagas }], problemas };
    }
    return { cargos: [{ cargo: null, vagas: vagas[0].vagas }], problemas };
  }
  const byKey = new Map<string, CargoVacancies>();
  for (const v of vagas) byKey.set(cargoKey(v.cargo), v);
  if (cargoCol === undefined) {
    if (vagas.length === 1) {
      for (const c of cands) c.cargo = vagas[0].cargo;
      return { cargos: vagas.slice(), problemas };
    }
    problemas.push(
      problem(
        planilha,
        null,
        'Cargo',
        `há ${vagas.length} cargos com vagas em ${origemVagas}, mas a planilha '${planilha}' não tem a coluna 'Cargo' dizendo o cargo de cada candidato`,
      ),
    );
    return { cargos: [], problemas };
  }
  cands.forEach((c, i) => {
    const v = byKey.get(cargoKey(c.cargo));
    if (!v) {
      problemas.push(
        problem(
          planilha,
          table.linhas[i],
          cargoHeader,
          `o cargo '${c.cargo}' não está na lista de vagas (${origemVagas}); os cargos com vagas são: ${vagas.map((x) => `'${x.cargo}'`).join(', ')}`,
        ),
      );
    } else c.cargo = v.cargo;
  });
  return { cargos: vagas.slice(), problemas };
}

/** The header of a candidates sheet: one row, or two (a title merged above some columns). */
export interface HeaderFound {
  /** 0-based index of the header row (the lower row of a two-row header); data rows follow it. */
  indice: number;
  /** The header cells (for a two-row header: the lower row's text, or the upper one's where it is blank). */
  cabecalho: CellValue[];
  /** 1-based rows of the header (one, or two). */
  linhas: number[];
}

/** Two header rows as one: the lower row's text, or the upper row's where the lower is blank. */
function combineHeaderRows(top: CellValue[], bottom: CellValue[]): CellValue[] {
  const n = Math.max(top.length, bottom.length);
  const out: CellValue[] = [];
  for (let i = 0; i < n; i++) out.push(isBlank(bottom[i]) ? (top[i] ?? null) : bottom[i]);
  return out;
}

/**
 * Finds the header of a candidates sheet in its first `limit` rows: a row with Inscrição and Nota,
 * or two consecutive rows that have them together ("Inscrição" and "Nome" merged over two rows,
 * "Notas" merged above "Português | Matemática | Nota final").
 */
export function findHeader(rows: CellValue[][], limit = HEADER_SEARCH_ROWS, mapeamento?: ColumnMapping[]): HeaderFound | null {
  const r = findHeaderRow(rows, limit, mapeamento);
  if (r >= 0) return { indice: r, cabecalho: rows[r], linhas: [r + 1] };
  const end = Math.min(rows.length, limit);
  for (let i = 0; i + 1 < end; i++) {
    const top = rows[i];
    const bottom = rows[i + 1];
    if (!top || !bottom || isBlankRow(top) || isBlankRow(bottom)) continue;
    const combined = combineHeaderRows(top, bottom);
    if (looksLikeCandidateHeader(combined, mapeamento)) return { indice: i + 1, cabecalho: combined, linhas: [i + 1, i + 2] };
  }
  return null;
}

/** Sheet names of the add-in's outputs: "Resumo", "Memória de cálculo", "AC - Professor", "PP", "Nomeação - …". */
const OUTPUT_PREFIXES = ['ac', 'nomeacao', ...KNOWN_GROUP_CODES.map((c) => c.toLowerCase()), PCD_CODE.toLowerCase()];
export function looksLikeOutputSheet(name: string): boolean {
  const k = normalizeHeader(name);
  if (/^(resumo|memoria de calculo)( \d+)?$/.test(k)) return true;
  const first = k.split(' ')[0];
  // "AC - Professor" → "ac professor": the prefix, then (when the name had one) " - " and the cargo.
  return OUTPUT_PREFIXES.includes(first) && (k === first || /^\S+\s*-/.test(name.trim()) || /^\S+ \(\d+\)$/.test(name.trim()));
}

/** The fields of a header, for comparing sheets' layouts: "inscricao,nome,nota" plus the tie-breaks. */
function layoutOf(cols: ColumnMap): string {
  const fields = (Object.keys(FIELD_LABELS) as ColumnField[]).filter((f) => cols[f] !== undefined);
  return `${fields.join(',')}|${cols.desempate.length}`;
}

function layoutText(cols: ColumnMap): string {
  return (Object.keys(FIELD_LABELS) as ColumnField[])
    .filter((f) => cols[f] !== undefined)
    .map((f) => FIELD_LABELS[f])
    .concat(cols.desempate.length ? [`${cols.desempate.length} desempate(s)`] : [])
    .join(', ');
}

/** Rows (1-based, inclusive) a merged range "B3:D4" covers. */
function mergedRows(range: string): [number, number] | null {
  const m = /^\$?[A-Z]+\$?(\d+)(?::\$?[A-Z]+\$?(\d+))?$/i.exec(range.trim());
  if (!m) return null;
  const a = Number(m[1]);
  const b = m[2] ? Number(m[2]) : a;
  return [Math.min(a, b), Math.max(a, b)];
}

/** The first non-blank rows below row `header` (0-based), for recognizeColumns' look-alike columns. */
function sampleBelow(rows: CellValue[][], header: number): CellValue[][] {
  const out: CellValue[][] = [];
  for (let r = header + 1; r < rows.length && out.length < LOOKALIKE_SAMPLE_ROWS; r++) if (!isBlankRow(rows[r])) out.push(rows[r]);
  return out;
}

/** Why a sheet that has no candidates header was not read, as problems naming the sheet and rows. */
function headerProblems(s: SheetData, criterios: string[]): SheetProblem[] {
  const first = firstNonBlankRow(s.linhas);
  if (first < 0)
    return [
      problem(s.nome, null, null, "a planilha está vazia: falta a linha de cabeçalho com 'Inscrição', 'Nome', 'Cargo', 'Nota', 'Cota'..."),
    ];
  // Only to say where the header is: a header this far down is a mistake to point at, not to accept.
  const below = findHeader(s.linhas, HEADER_DEEP_SEARCH_ROWS);
  if (below) {
    const p = problem(
      s.nome,
      below.linhas[0],
      null,
      `não há linha de cabeçalho com 'Inscrição' e 'Nota' nas primeiras ${HEADER_SEARCH_ROWS} linhas; o cabeçalho parece estar na linha ${below.linhas[0]}: apague as linhas acima dele (deixe no máximo ${HEADER_SEARCH_ROWS - 1} linhas de título)`,
    );
    p.codigo = 'cabecalho-nao-encontrado';
    return [p];
  }
  // The row that looks most like a header (the most fields recognized) says what is missing.
  let best = first;
  let bestCount = -1;
  const end = Math.min(s.linhas.length, HEADER_SEARCH_ROWS);
  for (let r = first; r < end; r++) {
    const row = s.linhas[r];
    if (!row || isBlankRow(row)) continue;
    const c = recognizeColumns(row).colunas;
    const n = (Object.keys(FIELD_LABELS) as ColumnField[]).filter((f) => c[f] !== undefined).length;
    if (n > bestCount) {
      best = r;
      bestCount = n;
    }
  }
  const out: SheetProblem[] = [];
  if (best !== first || bestCount === 0) {
    out.push(
      problem(
        s.nome,
        null,
        null,
        `nenhuma das primeiras ${HEADER_SEARCH_ROWS} linhas é um cabeçalho com 'Inscrição' e 'Nota' (esperado: uma linha com 'Inscrição', 'Nome', 'Cargo', 'Nota', 'Cota'...)`,
      ),
    );
  }
  const next = s.linhas[best + 1];
  if (
    next &&
    !isBlankRow(next) &&
    recognizeColumns(combineHeaderRows(s.linhas[best], next)).colunas.inscricao !== undefined &&
    bestCount > 0
  ) {
    // A two-row header that still misses a column: say it with both rows.
    const rec = recognizeColumns(combineHeaderRows(s.linhas[best], next), {
      planilha: s.nome,
      linha: best + 2,
      criterios,
      amostra: sampleBelow(s.linhas, best + 1),
    });
    out.push(
      problem(
        s.nome,
        best + 1,
        null,
        `o cabeçalho parece ocupar as linhas ${best + 1} e ${best + 2}, mas mesmo juntas elas não têm todas as colunas necessárias`,
      ),
    );
    out.push(...rec.problemas);
    return out;
  }
  out.push(
    ...recognizeColumns(s.linhas[best], { planilha: s.nome, linha: best + 1, criterios, amostra: sampleBelow(s.linhas, best) }).problemas,
  );
  return out;
}

/** One candidates sheet read: its table, report and the problems of its columns. */
export interface SheetReading {
  sheet: SheetData;
  header: HeaderFound;
  table: CandidateTable;
  report: SheetReport;
  colunas: ColumnReport[];
  ignoradas: { coluna: string; cabecalho: string; planilha?: string }[];
  problemas: SheetProblem[];
}

/**
 * Reads one candidates sheet: its columns (by header, or by the mappings), the columns whose values
 * look like a field the header does not give (an error), its rows; and what it read, for the report.
 */
export function readCandidateSheet(
  sheet: SheetData,
  header: HeaderFound,
  opts: {
    criterios?: string[];
    mapeamento?: ColumnMapping[];
    progresso?: (lidas: number, total: number) => void;
    dicaMapeamento?: 'parametros' | 'opcoes';
  } = {},
): SheetReading {
  const rows = sheet.linhas;
  const linha = header.indice + 1;
  const amostra = sampleBelow(rows, header.indice);
  const rec = recognizeColumns(header.cabecalho, {
    planilha: sheet.nome,
    linha,
    criterios: opts.criterios,
    mapeamento: opts.mapeamento,
    amostra,
    dicaMapeamento: opts.dicaMapeamento,
  });
  const problemas = rec.problemas.filter((p) => p.codigo === 'mapeamento-de-coluna' || p.codigo === 'coluna-nao-reconhecida');
  const cols = rec.colunas;
  const mapped = new Set(cols.mapeadas ?? []);

  // The table reader knows headers only: a mapped column gets its field's name, and a column whose
  // header gives a mapped field elsewhere (an error reported above) is left out.
  // TODO(sheet-cells): pass `mapeamento` through ReadTableOptions to recognizeColumns and drop this.
  let tableHeader = header.cabecalho;
  if (mapped.size) {
    tableHeader = header.cabecalho.slice();
    tableHeader.forEach((h, i) => {
      if (isBlank(h)) return;
      const f = recognizeColumns([h]).colunas;
      for (const m of mapped) if (f[m] !== undefined && cols[m] !== i) tableHeader[i] = null;
    });
    for (const m of mapped) tableHeader[cols[m]!] = FIELD_LABELS[m];
  }
  const tableRows = rows.slice(header.indice);
  tableRows[0] = tableHeader;
  const table = readCandidateTable(tableRows, {
    planilha: sheet.nome,
    primeiraLinha: linha,
    criterios: opts.criterios,
    linhasOcultas: (sheet.linhasOcultas ?? []).map((r) => r + 1),
    progresso: opts.progresso,
  });
  if (mapped.size) {
    const back = new Map<string, string>();
    for (const m of mapped) back.set(FIELD_LABELS[m], cols.cabecalhos[cols[m]!]);
    for (const p of table.problemas) if (p.coluna && back.has(p.coluna) && p.planilha === sheet.nome) p.coluna = back.get(p.coluna)!;
  }
  append(problemas, table.problemas);

  const blank = table.linhasEmBranco;
  const hidden = table.linhasOcultasLidas;
  const top = header.linhas[0];
  const mescladas = (sheet.mescladas ?? []).filter((m) => {
    const span = mergedRows(m);
    return span !== null && span[1] >= top;
  });
  const report: SheetReport = {
    nome: sheet.nome,
    papel: 'candidatos',
    motivo:
      header.linhas.length > 1 ? `cabeçalho em duas linhas (${header.linhas.join(' e ')})` : `cabeçalho reconhecido na linha ${linha}`,
    linhaCabecalho: linha,
    linhasLidas: table.candidatos.length,
    linhasEmBranco: blank,
    linhasOcultas: hidden,
    mescladas,
  };
  if (header.linhas.length > 1) report.linhasCabecalho = header.linhas;
  const colunas: ColumnReport[] = [];
  for (const f of Object.keys(FIELD_LABELS) as ColumnField[]) {
    const i = cols[f];
    if (i === undefined) continue;
    colunas.push({
      campo: f,
      coluna: columnLetter(i),
      cabecalho: cols.cabecalhos[i],
      origem: mapped.has(f) ? 'mapeada' : 'reconhecida',
      planilha: sheet.nome,
    });
  }
  // The edital's tie-break criteria, in their order (rules.md §2.3).
  cols.desempate.forEach((i, k) => {
    if (i !== undefined && i >= 0)
      colunas.push({
        campo: 'desempate',
        ordem: k + 1,
        coluna: columnLetter(i),
        cabecalho: cols.cabecalhos[i],
        origem: 'reconhecida',
        planilha: sheet.nome,
      });
  });
  const ignored = [...cols.ignoradas, ...(cols.semCabecalho ?? [])].sort((a, b) => a - b);
  const ignoradas = ignored.map((i) => ({ coluna: columnLetter(i), cabecalho: cols.cabecalhos[i] ?? '', planilha: sheet.nome }));
  return { sheet, header, table, report, colunas, ignoradas, problemas };
}

/** The mappings of the Parâmetros sheet, with the options' replacing them field by field. */
function mergeMappings(
  fromParams: ColumnMapping[] | undefined,
  fromOptions: Partial<Record<ColumnField, string>> | undefined,
): ColumnMapping[] {
  const out = new Map<ColumnField, ColumnMapping>();
  for (const m of fromParams ?? []) out.set(m.campo, m);
  for (const [campo, cabecalho] of Object.entries(fromOptions ?? {}) as [ColumnField, string | undefined][]) {
    if (cabecalho !== undefined && cabecalho.trim()) out.set(campo, { campo, cabecalho: cabecalho.trim(), planilha: null, linha: null });
  }
  return [...out.values()];
}

/**
 * Vacancies for sheets that are each a cargo (no Cargo column): every sheet's name must be a cargo of
 * the vacancies; its candidates take that cargo.
 */
function assembleSheetCargos(
  readings: SheetReading[],
  vagas: CargoVacancies[] | null,
  origemVagas: string,
): { cargos: CargoVacancies[]; problemas: SheetProblem[] } {
  const names = readings.map((r) => `'${r.sheet.nome}'`).join(', ');
  const fix = `preencha a tabela 'Cargo | Vagas' na planilha '${PARAMETERS_SHEET}' com o nome de cada planilha como cargo, ou use --vagas "${readings.map((r) => `${r.sheet.nome}=10`).join(',')}"`;
  if (!vagas || vagas.length === 0) {
    return {
      cargos: [],
      problemas: [
        problem(
          null,
          null,
          null,
          `falta o número de vagas de cada cargo: as planilhas ${names} são lidas cada uma como um cargo (não têm a coluna 'Cargo'); ${fix}`,
        ),
      ],
    };
  }
  if (vagas.some((v) => v.cargo === null)) {
    return {
      cargos: [],
      problemas: [
        problem(
          null,
          null,
          null,
          `as planilhas ${names} são lidas cada uma como um cargo (não têm a coluna 'Cargo'), mas ${origemVagas} dá um número só de vagas; ${fix}`,
        ),
      ],
    };
  }
  const byKey = new Map<string, CargoVacancies>();
  for (const v of vagas) byKey.set(cargoKey(v.cargo), v);
  const problemas: SheetProblem[] = [];
  for (const r of readings) {
    const v = byKey.get(cargoKey(r.sheet.nome));
    if (!v) {
      problemas.push(
        problem(
          r.sheet.nome,
          null,
          null,
          `a planilha '${r.sheet.nome}' é lida como o cargo '${r.sheet.nome}' (não tem a coluna 'Cargo'), mas esse cargo não está na lista de vagas (${origemVagas}); os cargos com vagas são: ${vagas.map((x) => `'${x.cargo}'`).join(', ')}`,
        ),
      );
      continue;
    }
    r.report.cargo = v.cargo;
    for (const c of r.table.candidatos) c.cargo = v.cargo;
  }
  return { cargos: problemas.length ? [] : vagas.slice(), problemas };
}

/**
 * Vacancies for batches (several sheets with a Cargo column) read as one table: assembleCargos on
 * all the candidates, with each row's problem put back on its own sheet; an inscrição in two sheets
 * of the same cargo is an error.
 */
function assembleBatches(
  readings: SheetReading[],
  vagas: CargoVacancies[] | null,
  origemVagas: string,
): { cargos: CargoVacancies[]; problemas: SheetProblem[] } {
  const label = readings.map((r) => r.sheet.nome).join("', '");
  const where: { planilha: string; linha: number }[] = [];
  const merged: CandidateTable = {
    candidatos: [],
    linhas: [],
    cpfs: [],
    problemas: [],
    avisos: [],
    colunas: readings[0].table.colunas,
    linhasEmBranco: 0,
    linhasOcultasLidas: [],
  };
  for (const r of readings) {
    r.table.candidatos.forEach((c, i) => {
      merged.candidatos.push(c);
      merged.cpfs.push(r.table.cpfs[i]);
      where.push({ planilha: r.sheet.nome, linha: r.table.linhas[i] });
      merged.linhas.push(where.length);
    });
  }
  const res = assembleCargos(merged, vagas, label, origemVagas);
  for (const p of res.problemas) {
    if (p.planilha !== label) continue;
    if (p.linha !== null && where[p.linha - 1]) {
      const w = where[p.linha - 1];
      p.planilha = w.planilha;
      p.linha = w.linha;
    } else p.mensagem = p.mensagem.replace(`a planilha '${label}' tem`, `as planilhas '${label}' têm juntas`);
  }
  if (res.problemas.length === 0) {
    const seen = new Map<string, number>();
    merged.candidatos.forEach((c, i) => {
      const k = `${cargoKey(c.cargo)}\u0000${c.inscricao}`;
      const prev = seen.get(k);
      if (prev === undefined) {
        seen.set(k, i);
        return;
      }
      const a = where[prev];
      const b = where[i];
      if (a.planilha === b.planilha) return; // the table reader reports it
      const insCol = readings.find((r) => r.sheet.nome === b.planilha)!.table.colunas;
      res.problemas.push(
        problem(
          b.planilha,
          b.linha,
          insCol.inscricao !== undefined ? insCol.cabecalhos[insCol.inscricao] : 'Inscrição',
          `a inscrição '${c.inscricao}' aparece duas vezes no cargo '${c.cargo ?? ''}': na planilha '${a.planilha}', linha ${a.linha}, e na planilha '${b.planilha}', linha ${b.linha}`,
        ),
      );
    });
  }
  return res;
}

/**
 * Reads a whole workbook. The candidates: every visible sheet whose header (in its first 30 rows) has
 * Inscrição and Nota, except the add-in's own sheets; several are read together when they have the
 * same columns — each one a cargo when there is no Cargo column (the sheet's name is the cargo), or
 * batches of one table when there is; with different columns, the reading stops and names them. A
 * hidden sheet is never read as candidates. The "Parâmetros" sheet, the overrides, and every problem
 * at once; `leitura` says what was read and why.
 */
export function readConcursoWorkbook(
  sheets: SheetData[],
  overrides: Overrides = {},
  progresso?: (lidas: number, total: number) => void,
): WorkbookReading {
  const leitura: ReadingReport = { origem: overrides.origem ?? null, planilhas: [], colunas: [], colunasIgnoradas: [] };
  const out: WorkbookReading = {
    concurso: null,
    linhas: [],
    cpfs: [],
    planilhaCandidatos: null,
    parametros: null,
    problemas: [],
    planilhasCandidatos: [],
    planilhaDeCada: [],
    leitura,
    avisos: [],
    cargosLidos: [],
  };
  const problemas = out.problemas;
  const paramSheet = sheets.find((s) => isParametersSheet(s.nome));
  let params: Parameters = { opcoes: {}, criterios: [], vagas: null, descricao: [], problemas: [] };
  if (paramSheet) {
    params = readParameters(paramSheet.linhas, paramSheet.nome);
    append(problemas, params.problemas);
  }
  out.parametros = params;
  const mapeamento = mergeMappings(params.colunas, overrides.mapeamento);

  // The candidates sheet and its header row, when the commission says them (Parâmetros, or the overrides).
  const choice = chosenLayout(sheets, paramSheet, params, overrides);
  if (choice.problemas.length) {
    append(problemas, choice.problemas);
    out.planilhaCandidatos = choice.sheet?.nome ?? null;
  }
  const headerOf = (s: SheetData): HeaderFound | null =>
    choice.row !== null ? headerAtRow(s, choice.row, mapeamento) : findHeader(s.linhas, HEADER_SEARCH_ROWS, mapeamento);

  // Every sheet gets a role and a reason.
  const reports = new Map<SheetData, SheetReport>();
  const headers = new Map<SheetData, HeaderFound>();
  for (const s of sheets) {
    let rep: SheetReport;
    if (s === paramSheet)
      rep = { nome: s.nome, papel: 'parametros', motivo: s.oculta ? 'aba de parâmetros (oculta)' : 'aba de parâmetros' };
    else if (s.doSuplemento) rep = { nome: s.nome, papel: 'saida', motivo: 'gravada pelo suplemento' };
    else if (choice.sheet && s !== choice.sheet)
      rep = { nome: s.nome, papel: 'ignorada', motivo: `a planilha de candidatos indicada ${choice.sheetFrom} é '${choice.sheet.nome}'` };
    else if (s !== choice.sheet && looksLikeOutputSheet(s.nome))
      rep = { nome: s.nome, papel: 'saida', motivo: 'o nome é o de uma aba de resultado do suplemento' };
    else {
      const h = headerOf(s);
      if (h) headers.set(s, h);
      if (s.oculta) rep = { nome: s.nome, papel: 'oculta', motivo: h ? 'aba oculta, embora tenha cabeçalho de candidatos' : 'aba oculta' };
      else if (h) rep = { nome: s.nome, papel: 'candidatos', motivo: `cabeçalho reconhecido na linha ${h.indice + 1}` };
      else if (isParametersSheet(s.nome))
        rep = { nome: s.nome, papel: 'ignorada', motivo: `outra aba de parâmetros; só '${paramSheet?.nome}' é lida` };
      else
        rep = {
          nome: s.nome,
          papel: 'ignorada',
          motivo: `sem cabeçalho com 'Inscrição' e 'Nota' nas primeiras ${HEADER_SEARCH_ROWS} linhas`,
        };
    }
    reports.set(s, rep);
  }
  const report = (): WorkbookReading => {
    leitura.planilhas = sheets.map((s) => reports.get(s)!);
    return out;
  };
  if (choice.problemas.length) return report();
  if (choice.row !== null && (choice.sheet ? !headers.has(choice.sheet) : !sheets.some((s) => reports.get(s)!.papel === 'candidatos'))) {
    // The header row said is not a header: in the sheet said, or in the first sheet that could hold the candidates.
    const target = choice.sheet ?? sheets.find((s) => s !== paramSheet && !s.oculta && !s.doSuplemento && !looksLikeOutputSheet(s.nome));
    append(problemas, [choice.rowProblem(target ?? null)]);
    out.planilhaCandidatos = target?.nome ?? null;
    return report();
  }
  if (choice.sheet && !headers.has(choice.sheet)) {
    append(problemas, headerProblems(choice.sheet, params.criterios));
    out.planilhaCandidatos = choice.sheet.nome;
    return report();
  }

  const usable = sheets.filter((s) => reports.get(s)!.papel === 'candidatos');
  const named = sheets.find(
    (s) =>
      s !== paramSheet && !s.oculta && !s.doSuplemento && !looksLikeOutputSheet(s.nome) && normalizeHeader(s.nome).startsWith('candidat'),
  );
  if (!choice.sheet && named && !headers.has(named)) {
    // The sheet named "Candidatos" is the one meant: its header is what to fix, not another sheet to take.
    problemas.push(...headerProblems(named, params.criterios));
    out.planilhaCandidatos = named.nome;
    return report();
  }
  if (usable.length === 0) {
    const hiddenOnes = sheets.filter((s) => reports.get(s)!.papel === 'oculta' && headers.has(s));
    const outputs = sheets.filter((s) => reports.get(s)!.papel === 'saida');
    const others = sheets.filter((s) => s !== paramSheet && reports.get(s)!.papel === 'ignorada');
    if (hiddenOnes.length) {
      problemas.push(
        problem(
          null,
          null,
          null,
          `nenhuma planilha visível tem os candidatos; ${hiddenOnes.length === 1 ? `a planilha '${hiddenOnes[0].nome}' tem, mas está oculta` : `as planilhas ${hiddenOnes.map((s) => `'${s.nome}'`).join(', ')} têm, mas estão ocultas`}: reexiba a planilha a ler (uma planilha oculta nunca é lida)`,
        ),
      );
    } else if (others.length) {
      problemas.push(...headerProblems(others[0], params.criterios));
    } else {
      const said = outputs.length
        ? ` (${outputs.map((s) => `'${s.nome}'`).join(', ')} ${outputs.length === 1 ? 'é aba' : 'são abas'} de resultado do suplemento, não de candidatos)`
        : '';
      problemas.push(
        problem(null, null, null, `o arquivo não tem a planilha dos candidatos (uma planilha com as colunas 'Inscrição' e 'Nota')${said}`),
      );
    }
    return report();
  }

  // Several candidate sheets: read together only when they have the same columns.
  const readings: SheetReading[] = [];
  const total = usable.reduce((n, s) => n + s.linhas.length, 0);
  let before = 0;
  for (const s of usable) {
    const done = before;
    const r = readCandidateSheet(s, headers.get(s)!, {
      criterios: params.criterios,
      mapeamento,
      progresso: progresso ? (lidas) => progresso(done + lidas, total) : undefined,
    });
    before += s.linhas.length;
    if (s === choice.sheet) r.report.motivo += `; planilha indicada ${choice.sheetFrom}`;
    if (choice.row !== null) r.report.motivo += `; linha do cabeçalho indicada ${choice.rowFrom}`;
    readings.push(r);
    reports.set(s, r.report);
  }
  const layouts = new Set(readings.map((r) => layoutOf(r.table.colunas)));
  if (readings.length > 1 && layouts.size > 1) {
    problemas.push(
      problem(
        null,
        null,
        null,
        `há ${readings.length} planilhas com candidatos, com colunas diferentes: ${readings.map((r) => `'${r.sheet.nome}' (${layoutText(r.table.colunas)})`).join('; ')}; deixe visível só a planilha a ler (oculte ou apague as outras), ou dê a todas as mesmas colunas para lê-las juntas`,
      ),
    );
    for (const r of readings) {
      reports.set(r.sheet, {
        nome: r.sheet.nome,
        papel: 'ignorada',
        motivo: `tem cabeçalho de candidatos (linha ${r.report.linhaCabecalho}), mas as planilhas de candidatos têm colunas diferentes`,
      });
    }
    return report();
  }
  for (const r of readings) {
    append(problemas, r.problemas);
    append(out.avisos, r.table.avisos);
    leitura.colunas.push(...r.colunas);
    append(leitura.colunasIgnoradas, r.ignoradas);
  }
  if (out.avisos.length > 0) leitura.avisos = out.avisos.map(formatProblem);
  if (readings.length === 1) {
    for (const c of leitura.colunas) delete c.planilha;
    for (const c of leitura.colunasIgnoradas) delete c.planilha;
  }
  out.planilhaCandidatos = readings[0].sheet.nome;
  out.planilhasCandidatos = readings.map((r) => r.sheet.nome);
  const perSheetCargo = readings.length > 1 && readings[0].table.colunas.cargo === undefined;
  for (const r of readings) {
    if (readings.length > 1)
      r.report.motivo += perSheetCargo
        ? '; lida como um cargo (o nome da planilha), junto com as outras planilhas de mesmas colunas'
        : '; lida como um lote, junto com as outras planilhas de mesmas colunas';
  }

  out.cargosLidos = cargosOf(readings, perSheetCargo);
  const resolved = { regra: params.regra, opcoes: { ...params.opcoes }, vagas: params.vagas };
  problemas.push(...applyOverrides(resolved, overrides));
  const origemVagas = overrides.vagas !== undefined ? 'a opção --vagas' : `a planilha '${paramSheet?.nome ?? PARAMETERS_SHEET}'`;
  const tableProblems = readings.some((r) => r.table.problemas.length > 0);
  const anyCandidates = readings.some((r) => r.table.candidatos.length > 0);
  if (anyCandidates || !tableProblems) {
    const { cargos, problemas: p2 } =
      readings.length === 1
        ? assembleCargos(readings[0].table, resolved.vagas, readings[0].sheet.nome, origemVagas)
        : perSheetCargo
          ? assembleSheetCargos(readings, resolved.vagas, origemVagas)
          : assembleBatches(readings, resolved.vagas, origemVagas);
    append(problemas, p2);
    if (problemas.length === 0) {
      const regra = resolved.regra ?? DEFAULT_RULE_SET_ID;
      // One sheet (the usual case): its arrays as they are, no copy of a million rows.
      const joined = <T>(f: (r: SheetReading) => T[]): T[] =>
        readings.length === 1 ? f(readings[0]) : ([] as T[]).concat(...readings.map(f));
      out.concurso = { regra, opcoes: resolveSheetOptions(regra, resolved.opcoes), cargos, candidatos: joined((r) => r.table.candidatos) };
      out.linhas = joined((r) => r.table.linhas);
      out.cpfs = joined((r) => r.table.cpfs);
      out.planilhaDeCada = joined((r) => new Array<string>(r.table.candidatos.length).fill(r.sheet.nome));
    }
  }
  return report();
}

/** The header at a given 1-based row, when that row is a candidates header (its Inscrição or Nota column found, by header or mapping). */
function headerAtRow(s: SheetData, row: number, mapeamento: ColumnMapping[]): HeaderFound | null {
  const cells = s.linhas[row - 1];
  if (!cells || isBlankRow(cells)) return null;
  const c = recognizeColumns(cells, { mapeamento }).colunas;
  return c.inscricao !== undefined || c.nota !== undefined ? { indice: row - 1, cabecalho: cells, linhas: [row] } : null;
}

/** The candidates sheet and header row the commission chose, where they said it, and what is wrong with them. */
interface LayoutChoice {
  sheet: SheetData | null;
  row: number | null;
  /** "em 'Parâmetros' (célula B5)", or "pelo painel". */
  sheetFrom: string;
  rowFrom: string;
  problemas: SheetProblem[];
  /** The problem for a header row that is blank or not a header in sheet `s`. */
  rowProblem: (s: SheetData | null) => SheetProblem;
}

function chosenLayout(sheets: SheetData[], paramSheet: SheetData | undefined, params: Parameters, o: Overrides): LayoutChoice {
  const problemas: SheetProblem[] = [];
  const pname = paramSheet?.nome ?? PARAMETERS_SHEET;
  const at = (where: { linha: number; celula: string } | undefined, label: string, msg: string): SheetProblem => {
    const p = where ? problem(pname, where.linha, label, msg) : problem(null, null, null, msg);
    if (where) p.celula = where.celula;
    p.codigo = 'layout-indicado';
    return p;
  };
  const sheetWhere = o.planilhaCandidatos !== undefined ? undefined : params.planilhaCandidatos;
  const rowWhere = o.linhaCabecalho !== undefined ? undefined : params.linhaCabecalho;
  const from = (w: { celula: string } | undefined): string => (w ? `em '${pname}' (célula ${w.celula})` : 'nas opções');
  const wanted = o.planilhaCandidatos ?? params.planilhaCandidatos?.nome;
  const row = o.linhaCabecalho ?? params.linhaCabecalho?.valor ?? null;
  let sheet: SheetData | null = null;
  if (wanted !== undefined) {
    const k = normalizeHeader(wanted);
    sheet = sheets.find((s) => s.nome === wanted) ?? sheets.find((s) => normalizeHeader(s.nome) === k) ?? null;
    const label = 'Planilha de candidatos';
    if (!sheet) {
      const names = sheets.filter((s) => s !== paramSheet && !s.doSuplemento).map((s) => `'${s.nome}'`);
      problemas.push(
        at(
          sheetWhere,
          label,
          `a planilha de candidatos indicada, '${wanted}', não existe na pasta${names.length ? `; as planilhas são: ${names.join(', ')}` : ''}`,
        ),
      );
    } else if (sheet === paramSheet) {
      problemas.push(at(sheetWhere, label, `a planilha de candidatos indicada, '${wanted}', é a planilha de parâmetros`));
    } else if (sheet.doSuplemento) {
      problemas.push(
        at(
          sheetWhere,
          label,
          `a planilha de candidatos indicada, '${wanted}', foi gravada pelo suplemento (é uma lista de resultado, não a de candidatos)`,
        ),
      );
    } else if (sheet.oculta) {
      problemas.push(
        at(sheetWhere, label, `a planilha de candidatos indicada, '${wanted}', está oculta: reexiba-a (uma planilha oculta nunca é lida)`),
      );
    }
  }
  if (row !== null && (!Number.isInteger(row) || row < 1)) {
    problemas.push(at(rowWhere, 'Linha do cabeçalho', `a linha do cabeçalho deve ser um número inteiro a partir de 1, não ${row}`));
  }
  const rowProblem = (s: SheetData | null): SheetProblem => {
    const cells = s?.linhas[(row ?? 1) - 1];
    const what = !s
      ? `nenhuma planilha tem um cabeçalho de candidatos na linha ${row}`
      : !cells || isBlankRow(cells)
        ? `a linha ${row} da planilha '${s.nome}', indicada como a do cabeçalho, está em branco`
        : `a linha ${row} da planilha '${s.nome}', indicada como a do cabeçalho, não é um cabeçalho de candidatos: não tem as colunas 'Inscrição' nem 'Nota'`;
    const p = at(rowWhere, 'Linha do cabeçalho', what);
    return p;
  };
  return { sheet, row, sheetFrom: from(sheetWhere), rowFrom: from(rowWhere), problemas, rowProblem };
}

/** The cargos of the candidates read, in order of first appearance, one spelling each (cargoKey). */
function cargosOf(readings: SheetReading[], perSheetCargo: boolean): string[] {
  const byKey = new Map<string, string>();
  if (perSheetCargo) {
    for (const r of readings) if (!byKey.has(cargoKey(r.sheet.nome))) byKey.set(cargoKey(r.sheet.nome), r.sheet.nome);
    return [...byKey.values()];
  }
  const raw = new Set<string>();
  for (const r of readings) {
    for (const c of r.table.candidatos) {
      if (!c.cargo || raw.has(c.cargo)) continue;
      raw.add(c.cargo);
      const k = cargoKey(c.cargo);
      if (!byKey.has(k)) byKey.set(k, c.cargo);
    }
  }
  return [...byKey.values()];
}
