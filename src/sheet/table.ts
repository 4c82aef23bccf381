// Reads the candidates table (header row + one row per candidate) into engine candidates, reporting
// every bad cell with its sheet, row and column.
import type { Candidate, ConfirmationState } from '../engine/types';
import { ColumnMap, RecognizeOptions, recognizeColumns } from './columns';
import {
  CellValue,
  cellText,
  columnLetter,
  excelSerialToIso,
  fastDateText,
  isoToExcelSerial,
  isBlank,
  isBlankText,
  GROUP_CODES_TEXT,
  parseAssessmentLabel,
  parseConfirmationLabel,
  parseDateCell,
  parseGroupLabel,
  parseNumberBR,
  parsePcdLabel,
  parseSituationLabel,
  parseYesNo,
  plainDecimal,
} from './parsers';
import type { ParseResult, SituationValue } from './parsers';
import { problem } from './problems';
import type { SheetProblem } from './problems';

export interface ReadTableOptions {
  /** Sheet name, for messages. Default "Candidatos". */
  planilha?: string;
  /** Sheet row number of rows[0] (the header). Default 1. */
  primeiraLinha?: number;
  /** Tie-break criteria declared in Parâmetros (column headers), in order. */
  criterios?: string[];
  /** Called every few thousand rows with (rows read, total rows). */
  progresso?: (lidas: number, total: number) => void;
}

export interface CandidateTable {
  candidatos: Candidate[];
  /** Sheet row number of each candidate (same order as `candidatos`). */
  linhas: number[];
  /** CPF of each candidate as written (digits only, 11 digits when it looks like a CPF), or null. */
  cpfs: (string | null)[];
  problemas: SheetProblem[];
  /** The recognized columns (undefined fields: column absent). */
  colunas: ColumnMap;
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** True when every cell is blank (or 0, which is how Excel desktop sends blank cells). */
export function isBlankRow(row: CellValue[] | undefined): boolean {
  if (!row) return true;
  for (let k = 0; k < row.length; k++) if (!isBlankText(row[k])) return false;
  return true;
}

/** Cargo names are compared without case, accents or extra spaces. */
export function cargoKey(name: string | null | undefined): string {
  if (!name) return '';
  let key = cargoKeys.get(name);
  if (key === undefined) {
    key = cellText(name)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
    // Remembered (a sheet has a few cargos, repeated on every row), within bounds: emptied when
    // full, long names not kept.
    if (name.length <= 200) {
      if (cargoKeys.size >= 256) cargoKeys.clear();
      cargoKeys.set(name, key);
    }
  }
  return key;
}
const cargoKeys = new Map<string, string>();

/** CPF digits: numbers get their leading zeros back (Excel drops them). */
export function cpfDigits(value: CellValue): string | null {
  if (isBlankText(value)) return null;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) return cellText(value);
    return cellText(value).padStart(11, '0');
  }
  const s = cellText(value);
  const digits = s.replace(/\D/g, '');
  if (/^[\d.\-\s/]+$/.test(s) && digits.length > 0 && digits.length <= 11) return digits.padStart(11, '0');
  return s;
}

/**
 * Finds repeated inscrições within a cargo: an open-addressing hash table over typed arrays, sized
 * from the number of rows. On 100,000 rows, a Map keyed by cargo and inscrição took about a third of
 * the reading time (growing its table again and again, each one full of pointers for the garbage
 * collector to follow); this takes a fraction of that.
 * A plain object and functions, like RowReader.
 */
export interface DuplicateFinder {
  /** Slot → entry number + 1 (0: empty); at most half full. */
  slots: Int32Array;
  mask: number;
  size: number;
  // Entries: inscrição, cargo number, sheet row, hash.
  texts: string[];
  groups: Int32Array;
  rows: Float64Array;
  hashes: Int32Array;
}

/** `expected`: how many inscrições are likely (the table's rows); the arrays grow beyond it. */
export function newDuplicateFinder(expected: number): DuplicateFinder {
  let n = 16;
  while (n < expected * 2) n *= 2;
  const cap = n >> 1;
  return {
    slots: new Int32Array(n),
    mask: n - 1,
    size: 0,
    texts: new Array<string>(cap),
    groups: new Int32Array(cap),
    rows: new Float64Array(cap),
    hashes: new Int32Array(cap),
  };
}

/** Records inscrição `text` of cargo `group` at sheet row `linha`; returns the row that already had it, or -1. */
export function addInscricao(f: DuplicateFinder, group: number, text: string, linha: number): number {
  let h = Math.imul(group + 1, 0x9e3779b1);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  // murmur3's finalizer: every input bit reaches the low bits that pick the slot
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h = (h ^ (h >>> 16)) & 0x3fffffff;
  const slots = f.slots;
  const mask = f.mask;
  let p = h & mask;
  for (;;) {
    const e = slots[p];
    if (e === 0) break;
    const k = e - 1;
    if (f.hashes[k] === h && f.groups[k] === group && f.texts[k] === text) return f.rows[k];
    p = (p + 1) & mask;
  }
  const n = f.size++;
  slots[p] = n + 1;
  f.texts[n] = text;
  f.groups[n] = group;
  f.rows[n] = linha;
  f.hashes[n] = h;
  if (f.size * 2 >= slots.length) growFinder(f);
  return -1;
}

/** Doubles the table (and the entry arrays, which hold half as many). */
function growFinder(f: DuplicateFinder): void {
  const slots = new Int32Array(f.slots.length * 2);
  const mask = slots.length - 1;
  const cap = slots.length >> 1;
  for (let k = 0; k < f.size; k++) {
    let p = f.hashes[k] & mask;
    while (slots[p] !== 0) p = (p + 1) & mask;
    slots[p] = k + 1;
  }
  const groups = new Int32Array(cap);
  const rows = new Float64Array(cap);
  const hashes = new Int32Array(cap);
  groups.set(f.groups);
  rows.set(f.rows);
  hashes.set(f.hashes);
  f.slots = slots;
  f.mask = mask;
  f.groups = groups;
  f.rows = rows;
  f.hashes = hashes;
  f.texts.length = cap;
}

/**
 * A label parser's results, remembered per distinct text (see RowReader): the first few texts in two
 * short arrays, compared with ===, the rest in a Map. A label column holds a handful of texts, and
 * comparing a short string is cheaper than hashing it for a Map (Excel passes every cell as its own
 * string, whose hash is not yet known).
 */
interface LabelCache<T> {
  texts: string[];
  results: ParseResult<T>[];
  more: Map<string, ParseResult<T>>;
}

function newLabelCache<T>(): LabelCache<T> {
  return { texts: [], results: [], more: new Map() };
}

function clearLabelCache<T>(c: LabelCache<T>): void {
  c.texts.length = 0;
  c.results.length = 0;
  c.more.clear();
}

/** Remembers a label parser's result for each distinct text (see RowReader). */
function cachedLabel<T>(cache: LabelCache<T>, parse: (value: CellValue) => ParseResult<T>, value: CellValue): ParseResult<T> {
  if (typeof value !== 'string') return parse(value);
  const texts = cache.texts;
  for (let k = 0; k < texts.length; k++) if (texts[k] === value) return cache.results[k];
  let r = cache.more.get(value);
  if (r === undefined) {
    r = parse(value);
    if (texts.length < LABEL_SHORT_LIST) {
      texts.push(value);
      cache.results.push(r);
    } else if (cache.more.size < LABEL_CACHE_SIZE) cache.more.set(value, r);
  }
  return r;
}
const LABEL_SHORT_LIST = 8;
const LABEL_CACHE_SIZE = 1000;

/** Earliest plausible birth date, as text and as an Excel serial. */
const EARLIEST_BIRTH = '1920-01-01';
const EARLIEST_BIRTH_SERIAL = isoToExcelSerial(EARLIEST_BIRTH);
/** Excel serial of 2100-01-01: whole serials below it have their ISO text remembered (serialDate). */
const SERIAL_CACHE_LIMIT = 73051;

/**
 * ISO text of a date cell holding the whole serial `serial`, from EARLIEST_BIRTH_SERIAL to
 * SERIAL_CACHE_LIMIT. One text per distinct day, for this table only: a column of 100,000 birth dates
 * holds a few thousand days, and making the text anew for every row took longer than the rest of the
 * row.
 */
function serialDate(st: RowReader, serial: number): string {
  const cache = (st.serialDates ??= new Array<string | undefined>(SERIAL_CACHE_LIMIT));
  let iso = cache[serial];
  if (iso === undefined) {
    iso = excelSerialToIso(serial) ?? ''; // never null in this range
    cache[serial] = iso;
  }
  return iso;
}

/**
 * The state of reading one table's rows, read and updated by readRow (one call per row).
 * Label columns (Cota, Optante, Confirmação, Situação, Fraude, PcD, Avaliação PcD) repeat a handful
 * of texts over thousands of rows: their results are remembered per distinct text, for this table
 * only (bounded); the results are only read, never modified.
 * Speed: one reader is kept between tables and reused (acquireReader/releaseReader), emptied after
 * each table so that it holds nothing of it. V8 optimizes readRow for what it meets, and with a new
 * reader per table it threw that code away between tables (after a garbage collection), so that
 * every table ran its first tens of thousands of rows unoptimized while readRow was compiled again:
 * on 100,000 rows, reading took a quarter to a third longer. (The single loop with closures inside
 * readCandidateTable that this replaces was compiled again on every call.)
 */
interface RowReader {
  // Made at the table's size (a 100,000-element array grown by push is copied over and over), then
  // cut to `count` by finishReader.
  candidatos: Candidate[];
  linhas: number[];
  cpfs: (string | null)[];
  count: number;
  planilha: string;
  problemas: SheetProblem[];
  cabecalhos: string[];
  /** Inscrições seen so far, per cargo. */
  seen: DuplicateFinder;
  /** Cargo key → its number in `seen`. */
  cargoIds: Map<string, number>;
  situations: LabelCache<SituationValue>;
  frauds: LabelCache<boolean>;
  groups: LabelCache<string | null>;
  optings: LabelCache<boolean>;
  confirmations: LabelCache<ConfirmationState>;
  pcds: LabelCache<boolean>;
  assessments: LabelCache<ConfirmationState>;
  /** ISO text of each date serial met (see serialDate); made at the first date cell. */
  serialDates: (string | undefined)[] | null;
  /** Latest plausible birth date: today. */
  latestBirth: string;
  /** The same as an Excel serial. */
  latestBirthSerial: number;
  // Column indices, -1 when absent.
  insCol: number;
  notaCol: number;
  nomeCol: number;
  cargoCol: number;
  sitCol: number;
  fraudeCol: number;
  grupoCol: number;
  optCol: number;
  confCol: number;
  nascCol: number;
  cpfCol: number;
  pcdCol: number;
  avalCol: number;
  tieCols: number[];
  /** Set by tieBreak when a cell is not a number; the row's problems then name it. */
  tieBreakBad: boolean;
}

const NO_COLUMNS: ColumnMap = { desempate: [], cabecalhos: [], ignoradas: [] };

/** A reader holding no table (made ready by resetReader). */
function newRowReader(): RowReader {
  return {
    candidatos: [],
    linhas: [],
    cpfs: [],
    count: 0,
    planilha: '',
    problemas: [],
    cabecalhos: [],
    seen: newDuplicateFinder(0),
    cargoIds: new Map<string, number>(),
    situations: newLabelCache(),
    frauds: newLabelCache(),
    groups: newLabelCache(),
    optings: newLabelCache(),
    confirmations: newLabelCache(),
    pcds: newLabelCache(),
    assessments: newLabelCache(),
    serialDates: null,
    latestBirth: '',
    latestBirthSerial: 0,
    insCol: -1,
    notaCol: -1,
    nomeCol: -1,
    cargoCol: -1,
    sitCol: -1,
    fraudeCol: -1,
    grupoCol: -1,
    optCol: -1,
    confCol: -1,
    nascCol: -1,
    cpfCol: -1,
    pcdCol: -1,
    avalCol: -1,
    tieCols: [],
    tieBreakBad: false,
  };
}

/** Makes `st` ready for a table (or, with NO_COLUMNS and 0 rows, empties it): every field is set. */
function resetReader(st: RowReader, colunas: ColumnMap, planilha: string, problemas: SheetProblem[], expectedRows: number): void {
  const col = (c: number | undefined): number => (c === undefined ? -1 : c);
  st.candidatos = new Array<Candidate>(expectedRows);
  st.linhas = new Array<number>(expectedRows);
  // Without a CPF column every entry is null: filled at the end (finishReader), not row by row.
  st.cpfs = new Array<string | null>(colunas.cpf !== undefined ? expectedRows : 0);
  st.count = 0;
  st.planilha = planilha;
  st.problemas = problemas;
  st.cabecalhos = colunas.cabecalhos;
  st.seen = newDuplicateFinder(expectedRows);
  st.cargoIds.clear();
  st.cargoIds.set('', 0);
  clearLabelCache(st.situations);
  clearLabelCache(st.frauds);
  clearLabelCache(st.groups);
  clearLabelCache(st.optings);
  clearLabelCache(st.confirmations);
  clearLabelCache(st.pcds);
  clearLabelCache(st.assessments);
  st.serialDates = null;
  st.latestBirth = expectedRows > 0 ? today() : '';
  st.latestBirthSerial = expectedRows > 0 ? isoToExcelSerial(st.latestBirth) : 0;
  st.insCol = col(colunas.inscricao);
  st.notaCol = col(colunas.nota);
  st.nomeCol = col(colunas.nome);
  st.cargoCol = col(colunas.cargo);
  st.sitCol = col(colunas.situacao);
  st.fraudeCol = col(colunas.fraude);
  st.grupoCol = col(colunas.grupo);
  st.optCol = col(colunas.optante);
  st.confCol = col(colunas.confirmacao);
  st.nascCol = col(colunas.nascimento);
  st.cpfCol = col(colunas.cpf);
  st.pcdCol = col(colunas.pcd);
  st.avalCol = col(colunas.avaliacaoPcd);
  st.tieCols = colunas.desempate;
  st.tieBreakBad = false;
}

/** The reader kept between tables; null while a table is being read with it. */
let idleReader: RowReader | null = newRowReader();

/** The kept reader, or a new one when it is in use (a progress callback reading another table). */
function acquireReader(colunas: ColumnMap, planilha: string, problemas: SheetProblem[], expectedRows: number): RowReader {
  const st = idleReader ?? newRowReader();
  idleReader = null;
  resetReader(st, colunas, planilha, problemas, expectedRows);
  return st;
}

/** Empties the reader (it keeps nothing of the table) and keeps it for the next table. */
function releaseReader(st: RowReader): void {
  resetReader(st, NO_COLUMNS, '', [], 0);
  if (idleReader === null) idleReader = st;
}

function columnName(st: RowReader, col: number): string {
  return st.cabecalhos[col] || `coluna ${columnLetter(col)}`;
}

function bad(st: RowReader, linha: number, col: number, msg: string): void {
  st.problemas.push(problem(st.planilha, linha, columnName(st, col), msg));
}

/** A tie-break cell: its number, or null when blank (or not a number: tieBreakBad is then set). */
function tieBreak(st: RowReader, row: CellValue[], col: number): number | null {
  const raw = row[col];
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string') {
    const plain = plainDecimal(raw);
    if (plain !== null) return plain;
  }
  const v = parseNumberBR(raw);
  if (!v.ok) {
    st.tieBreakBad = true;
    return null;
  }
  return isBlank(raw) ? null : v.value;
}

/** Reads one non-blank row (sheet row `linha`): a candidate, or problems. */
function readRow(st: RowReader, row: CellValue[], linha: number): void {
  let rowOk = true;

  // Inscrição
  const insCol = st.insCol;
  const insRaw = row[insCol];
  let inscricao = '';
  if (isBlankText(insRaw)) {
    bad(st, linha, insCol, 'a inscrição está em branco');
    rowOk = false;
  } else if (typeof insRaw === 'number' && (!Number.isInteger(insRaw) || insRaw < 0)) {
    bad(st, linha, insCol, `a inscrição '${cellText(insRaw).replace('.', ',')}' não é um número de inscrição válido`);
    rowOk = false;
  } else if (typeof insRaw === 'boolean' || insRaw instanceof Date) {
    bad(st, linha, insCol, 'a inscrição não pode ser uma data nem VERDADEIRO/FALSO');
    rowOk = false;
  } else {
    inscricao = cellText(insRaw);
  }

  // Nota (a finite number is its own value, and plain texts such as "87,5" have a fast path: the
  // common cases make no ParseResult)
  const notaRaw = row[st.notaCol];
  let nota = 0;
  let plain: number | null;
  if (typeof notaRaw === 'number' && Number.isFinite(notaRaw)) nota = notaRaw;
  else if (typeof notaRaw === 'string' && (plain = plainDecimal(notaRaw)) !== null) nota = plain;
  else {
    const np = parseNumberBR(notaRaw);
    if (!np.ok) {
      bad(st, linha, st.notaCol, `a nota ${np.erro}`);
      rowOk = false;
    } else if (np.value === null) {
      bad(st, linha, st.notaCol, 'a nota está em branco');
      rowOk = false;
    } else nota = np.value;
  }

  // Nome, cargo
  let nome: string | null = null;
  if (st.nomeCol >= 0) {
    const n = row[st.nomeCol];
    if (!isBlankText(n)) nome = cellText(n);
  }
  let cargo: string | null = null;
  if (st.cargoCol >= 0) {
    const c = row[st.cargoCol];
    if (isBlankText(c)) {
      bad(st, linha, st.cargoCol, 'o cargo está em branco');
      rowOk = false;
    } else cargo = cellText(c);
  }

  // Situação / fraude
  let aprovado = true;
  let fraude = false;
  if (st.sitCol >= 0) {
    const s = cachedLabel(st.situations, parseSituationLabel, row[st.sitCol]);
    if (!s.ok) {
      bad(st, linha, st.sitCol, `a situação ${s.erro}`);
      rowOk = false;
    } else {
      aprovado = s.value.aprovado;
      fraude = s.value.fraude;
    }
  }
  if (st.fraudeCol >= 0) {
    const f = cachedLabel(st.frauds, parseYesNo, row[st.fraudeCol]);
    if (!f.ok) {
      bad(st, linha, st.fraudeCol, `o valor de fraude ${f.erro}`);
      rowOk = false;
    } else if (f.value) fraude = true;
  }

  // Grupo, optante
  const grupoCol = st.grupoCol;
  let grupo: string | null = null;
  if (grupoCol >= 0) {
    const g = cachedLabel(st.groups, parseGroupLabel, row[grupoCol]);
    if (!g.ok) {
      bad(st, linha, grupoCol, `o grupo ${g.erro}`);
      rowOk = false;
    } else grupo = g.value;
  }
  let optante = grupo !== null;
  if (st.optCol >= 0) {
    const o = cachedLabel(st.optings, parseYesNo, row[st.optCol]);
    if (!o.ok) {
      bad(st, linha, st.optCol, `a opção pelas vagas reservadas ${o.erro}`);
      rowOk = false;
    } else {
      optante = o.value;
      if (optante && grupo === null && (grupoCol < 0 || cachedLabel(st.groups, parseGroupLabel, row[grupoCol]).ok)) {
        bad(
          st,
          linha,
          st.optCol,
          grupoCol < 0
            ? `o candidato optou pelas vagas reservadas, mas a planilha não tem a coluna 'Cota' com o grupo (${GROUP_CODES_TEXT})`
            : `o candidato optou pelas vagas reservadas, mas a coluna '${columnName(st, grupoCol)}' não diz o grupo (${GROUP_CODES_TEXT})`,
        );
        rowOk = false;
      }
    }
  }

  // Confirmação
  let confirmacao: ConfirmationState = 'pendente';
  if (st.confCol >= 0) {
    const c = cachedLabel(st.confirmations, parseConfirmationLabel, row[st.confCol]);
    if (!c.ok) {
      bad(st, linha, st.confCol, `a confirmação ${c.erro}`);
      rowOk = false;
    } else confirmacao = c.value;
  }

  // PcD (rules.md §9): the option, and the assessment read with the confirmation's words
  let pcd = false;
  if (st.pcdCol >= 0) {
    const p = cachedLabel(st.pcds, parsePcdLabel, row[st.pcdCol]);
    if (!p.ok) {
      bad(st, linha, st.pcdCol, `a opção pelas vagas de pessoas com deficiência ${p.erro}`);
      rowOk = false;
    } else pcd = p.value;
  }
  let avaliacaoPcd: ConfirmationState = 'pendente';
  if (st.avalCol >= 0) {
    const a = cachedLabel(st.assessments, parseAssessmentLabel, row[st.avalCol]);
    if (!a.ok) {
      bad(st, linha, st.avalCol, `a avaliação PcD ${a.erro}`);
      rowOk = false;
    } else avaliacaoPcd = a.value;
  }

  // Nascimento: a date cell (Excel's serial number) and the texts "dd/mm/aaaa" and "aaaa-mm-dd" take
  // a fast path, without a ParseResult; anything else, and every message, is parseDateCell's.
  let nascimento: string | null = null;
  if (st.nascCol >= 0) {
    const raw = row[st.nascCol];
    let iso: string | null = null;
    // Whether iso lies between EARLIEST_BIRTH and today: already known for a serial in that range
    // (comparing numbers, not texts).
    let plausible = false;
    if (typeof raw === 'number') {
      if (raw >= EARLIEST_BIRTH_SERIAL && raw <= st.latestBirthSerial && raw < SERIAL_CACHE_LIMIT && Math.floor(raw) === raw) {
        iso = serialDate(st, raw);
        plausible = true;
      }
    } else if (typeof raw === 'string' && raw.length === 10) iso = fastDateText(raw);
    if (iso === null) {
      const d = parseDateCell(raw);
      if (!d.ok) {
        bad(st, linha, st.nascCol, `a data de nascimento ${d.erro}`);
        rowOk = false;
      } else iso = d.value;
    }
    if (iso !== null && !plausible && (iso < EARLIEST_BIRTH || iso > st.latestBirth)) {
      bad(
        st,
        linha,
        st.nascCol,
        `a data de nascimento ${iso.split('-').reverse().join('/')} não é plausível` +
          (typeof raw === 'number' ? ` (a célula tem o número ${cellText(raw)}; confira se a coluna está formatada como data)` : ''),
      );
      rowOk = false;
    } else nascimento = iso;
  }

  // Desempate (a finite number is its own value, as for the nota). The array is made at its final
  // size: grown by push from [], V8 would reserve 17 slots for each candidate.
  const tieCols = st.tieCols;
  const nd = tieCols.length;
  let desempate: (number | null)[];
  if (nd === 0) desempate = [];
  else {
    const v0 = tieBreak(st, row, tieCols[0]);
    if (nd === 1) desempate = [v0];
    else {
      const v1 = tieBreak(st, row, tieCols[1]);
      if (nd === 2) desempate = [v0, v1];
      else {
        desempate = [v0, v1, tieBreak(st, row, tieCols[2])];
        for (let k = 3; k < nd; k++) desempate.push(tieBreak(st, row, tieCols[k]));
      }
    }
    if (st.tieBreakBad) {
      st.tieBreakBad = false;
      for (let k = 0; k < nd; k++) {
        const v = parseNumberBR(row[tieCols[k]]);
        if (!v.ok) bad(st, linha, tieCols[k], `o valor de desempate ${v.erro}`);
      }
      rowOk = false;
    }
    while (desempate.length > 0 && desempate[desempate.length - 1] === null) desempate.pop();
  }

  const cpf = st.cpfCol >= 0 ? cpfDigits(row[st.cpfCol]) : null;

  if (inscricao) {
    let cargoId = 0; // no cargo (cargo key '')
    if (cargo) {
      const ck = cargoKey(cargo);
      const id = st.cargoIds.get(ck);
      if (id !== undefined) cargoId = id;
      else {
        cargoId = st.cargoIds.size;
        st.cargoIds.set(ck, cargoId);
      }
    }
    const prev = addInscricao(st.seen, cargoId, inscricao, linha);
    if (prev >= 0) {
      bad(
        st,
        linha,
        insCol,
        cargo
          ? `a inscrição '${inscricao}' aparece duas vezes no cargo '${cargo}' (linhas ${prev} e ${linha})`
          : `a inscrição '${inscricao}' aparece duas vezes (linhas ${prev} e ${linha})`,
      );
      rowOk = false;
    }
  }

  if (!rowOk) return;
  const i = st.count++;
  st.candidatos[i] = { inscricao, nome, cargo, nota, aprovado, grupo, optante, confirmacao, fraude, nascimento, desempate, pcd, avaliacaoPcd };
  st.linhas[i] = linha;
  if (st.cpfCol >= 0) st.cpfs[i] = cpf;
}

/** Cuts the arrays to the candidates read. */
function finishReader(st: RowReader): void {
  st.candidatos.length = st.count;
  st.linhas.length = st.count;
  if (st.cpfCol >= 0) st.cpfs.length = st.count;
  else st.cpfs = new Array<string | null>(st.count).fill(null);
}

/**
 * Reads a candidates table. rows[0] is the header row. Fully blank rows are skipped. Every problem
 * (bad cell, duplicated inscrição within a cargo, optante without a group...) is reported at once.
 * When the sheet has no "Optante" column, a candidate with a group is taken as optante (a commission
 * sheet that lists "PP" in the Cota column means the candidate competes for the reserve); when it has
 * no "Confirmação" column, every confirmation is "pendente" (results are then provisional). Likewise
 * without a "PcD" column nobody competes for the PcD vacancies, and without an "Avaliação PcD" column
 * every PcD assessment is "pendente".
 */
export function readCandidateTable(rows: CellValue[][], opts: ReadTableOptions = {}): CandidateTable {
  const planilha = opts.planilha ?? 'Candidatos';
  const first = opts.primeiraLinha ?? 1;
  const header = rows[0] ?? [];
  const recOpts: RecognizeOptions = { planilha, linha: first, criterios: opts.criterios };
  const { colunas, problemas } = recognizeColumns(header, recOpts);
  const out: CandidateTable = { candidatos: [], linhas: [], cpfs: [], problemas, colunas };
  if (rows.length === 0 || isBlankRow(header)) {
    return { ...out, problemas: [problem(planilha, first, null, 'a planilha está vazia: a primeira linha deve ter os cabeçalhos (Inscrição, Nome, Cargo, Nota, Cota...)')] };
  }
  if (colunas.inscricao === undefined || colunas.nota === undefined) return out;

  const total = rows.length - 1;
  const step = Math.max(2000, Math.ceil(total / 20 / 1000) * 1000);
  const progresso = opts.progresso;
  const reader = acquireReader(colunas, planilha, problemas, total);
  try {
    for (let r = 1; r < rows.length; r++) {
      if (progresso && r % step === 0) progresso(r, total);
      const row = rows[r] ?? [];
      if (isBlankRow(row)) continue;
      readRow(reader, row, first + r);
    }
    finishReader(reader);
    out.candidatos = reader.candidatos;
    out.linhas = reader.linhas;
    out.cpfs = reader.cpfs;
  } finally {
    releaseReader(reader);
  }
  if (progresso) progresso(total, total);
  if (out.candidatos.length === 0 && problemas.length === 0) {
    problemas.push(problem(planilha, null, null, 'a planilha não tem nenhum candidato (só a linha de cabeçalho)'));
  }
  return out;
}
