// The ONE description of how a written table looks and prints, applied alike by every writer: the
// Office.js adapter (src/hosts/excel), the .xlsx file writer (src/hosts/file, exceljs) and Apps Script.
// Layout of every output sheet: the title in row 1, the header in row 2, data from row 3.
//
// Printing: every list must be readable on A4 at (about) full size, in Excel and in LibreOffice
// (test/hosts/file/print-render.test.ts renders the example's lists with LibreOffice and measures the
// text). So the columns are made to fit the page rather than the page shrunk to the columns: long text
// of several words wraps (its column narrowed as far as the page needs), numbers and codes never wrap,
// the page turns landscape when the table is wide, and every row with wrapped text is given the height
// of its lines (LibreOffice does not grow a row for wrapped text it did not lay out itself).
import type { OutputTable } from './output';
import { columnLetter } from './parsers';
import type { CellValue } from './parsers';

/** 1-based rows of a written table. */
export const TITLE_ROW_NUMBER = 1;
export const HEADER_ROW_NUMBER = 2;
export const FIRST_DATA_ROW_NUMBER = 3;

export interface ColumnFormat {
  /** Width in characters of the default font (Office.js converts to points, exceljs uses it as is). */
  largura: number;
  /** Excel number format code (locale-independent: "0", "0.00", "@"), or null for General. */
  formato: string | null;
  /** Horizontal alignment of the data cells. */
  alinhamento: 'esquerda' | 'direita' | 'centro';
  /**
   * Wrap long text: a text column whose values are several words and longer than a short label (a
   * Situação, an Observação, the Memória's text). Numbers and codes (inscrição, CPF, dates) never wrap.
   */
  quebrarTexto: boolean;
  /**
   * Indent level from the aligned side (Excel's indent: about one character per level). Number columns
   * get 1 on the right, so that a right-aligned number never touches the text of the next column.
   */
  recuo?: number;
}

/** Page margins, in inches (what exceljs and the .xlsx file take; Office.js takes points: × 72). */
export interface PageMargins {
  esquerda: number;
  direita: number;
  superior: number;
  inferior: number;
  cabecalho: number;
  rodape: number;
}

export interface TableFormat {
  /** Rows frozen at the top (title and header): 2. */
  linhasCongeladas: number;
  /** Rows repeated at the top of every printed page ("$1:$2" in Excel's print titles). */
  linhasRepetidas: { primeira: number; ultima: number };
  /** The autofilter's range (header row to the last data row), A1 style ("A2:H120"), or null when the table is empty. */
  filtro: string | null;
  colunas: ColumnFormat[];
  /**
   * Bold title, merged across the table's columns and wrapped (a long title is never cut at the edge
   * of the printed page), `linhas` lines tall (its row is `linhas × alturaLinhaTitulo` points).
   */
  titulo: { negrito: true; tamanho: number; linhas: number };
  /** Bold, filled header with a bottom border, wrapped in `linhas` lines (its row is `linhas × alturaLinha` points). */
  cabecalho: { negrito: true; preenchimento: string; quebrarTexto: true; linhas: number };
  /** Height in points of a line of text of the default font (Calibri 11: Excel's default row): a row of n wrapped lines is n × this. */
  alturaLinha: number;
  /** Height in points of a line of the title. */
  alturaLinhaTitulo: number;
  pagina: {
    papel: 'A4';
    orientacao: 'retrato' | 'paisagem';
    /** Fitted to one page wide, as many pages tall as needed (the columns are chosen so that this keeps the text at about full size). */
    ajustarLargura: 1;
    ajustarAltura: 0;
    margens: PageMargins;
  };
  /** Page header and footer, in Excel's header/footer codes (&P page, &N pages; literal & doubled). */
  cabecalhoPagina: string;
  rodapeEsquerdo: string;
  rodapeDireito: string;
}

/** What the footer needs to know about the run. */
export interface PrintInfo {
  /** SHA-256 (hex) of the normalized input, when the host computed it: its first 16 digits go in the footer. */
  sha256?: string;
}

/** Rows of content measured to fit a column's width (the rest are as wide as these, or wrap). */
export const WIDTH_SAMPLE_ROWS = 2000;
/** Narrowest and widest column, in characters; a wrapped column is at most MAX_WRAPPED_WIDTH (a comfortable line to read). */
const MIN_WIDTH = 6;
const MAX_WIDTH = 60;
const MAX_WRAPPED_WIDTH = 60;
/** A text column wraps when its longest value is longer than this and has several words. */
const WRAP_FROM = 20;
/** Narrowed to fit the page, a wrapped column keeps at least this (when it can: its longest word, up to MAX_UNBROKEN_WORD, stays whole). */
const COMFORTABLE_WRAP = 20;
const MIN_WRAP = 10;
const MAX_UNBROKEN_WORD = 24;
/** A wrapped column is at least as wide as this share of its values (the rest wrap). */
const TYPICAL_SHARE = 0.9;
/** Space beside the widest content: text 2 characters; numbers 3, as they also get a right indent (below). */
const TEXT_MARGIN = 2;
const NUMBER_MARGIN = 3;
/** Characters a right indent of one level takes beside the margin (a number column's header is indented as its numbers). */
const INDENT_WIDTH = 1;
/** Excel refuses a header or footer section longer than 255 characters: the title is always cut well before. */
const MAX_PAGE_HEADER = 200;
export const TITLE_FONT_SIZE = 13;
/** The header's fill, #RRGGBB (Office.js takes it as is; exceljs as ARGB "FFDDEBF7"). */
export const HEADER_FILL = '#DDEBF7';
/** Excel's row for Calibri 11 (one line), and for the 13-point bold title. */
export const LINE_HEIGHT = 15;
export const TITLE_LINE_HEIGHT = 18;

/** A4 in points, and the margins every output page gets (inches: narrow sides, Excel's default top and bottom). */
const A4_SHORT = 595.28;
const A4_LONG = 841.89;
export const PAGE_MARGINS: PageMargins = { esquerda: 0.5, direita: 0.5, superior: 0.75, inferior: 0.75, cabecalho: 0.3, rodape: 0.3 };
/**
 * The scales a table may be printed at when it is too wide for the page at full size, the largest
 * first: at 0.82 the 11-point text prints at 9 points and the 10-point page header of LibreOffice at
 * 8.2 (the floor test/hosts/file/print-render.test.ts checks is 8).
 */
const FIT_SCALES = [1, 0.9, 0.82];

/** True for an Excel number format that shows numbers ("0", "#,##0.00"), false for text ("@") and General. */
function isNumberFormat(fmt: string | null | undefined): fmt is string {
  return !!fmt && fmt !== '@' && fmt.toLowerCase() !== 'general';
}

/**
 * How many characters a number takes shown with an Excel format: the decimals the format asks for,
 * the thousands separators when it has "#,##0", the sign. (Excel shows "0.00" as "1,50" in a pt-BR
 * Excel: the same length.)
 */
export function formattedNumberLength(v: number, fmt: string | null | undefined): number {
  if (!Number.isFinite(v)) return 0;
  if (!isNumberFormat(fmt)) return Math.min(String(v).length, 11); // General shows at most 11 characters
  const percent = fmt.includes('%');
  const dot = fmt.indexOf('.');
  const decimals = dot < 0 ? 0 : (/^[0#]*/.exec(fmt.slice(dot + 1))?.[0].length ?? 0);
  const shown = Math.abs(percent ? v * 100 : v).toFixed(decimals);
  const digits = shown.split('.')[0].length;
  const thousands = fmt.includes(',') ? Math.floor((digits - 1) / 3) : 0;
  return (v < 0 ? 1 : 0) + digits + thousands + (decimals > 0 ? 1 + decimals : 0) + (percent ? 1 : 0);
}

/** Characters a cell's content takes on screen: a text's longest line, a number as its format shows it. */
export function shownLength(v: CellValue, fmt: string | null | undefined): number {
  if (v === null || v === undefined) return 0;
  if (typeof v === 'number') return formattedNumberLength(v, fmt);
  if (typeof v === 'boolean') return v ? 10 : 5; // VERDADEIRO, FALSO
  if (v instanceof Date) return 10;
  const s = String(v);
  if (!s.includes('\n')) return s.length;
  return Math.max(...s.split('\n').map((line) => line.length));
}

/**
 * The number format a cell is written with: the column's text format "@" only on a text cell, its
 * number format only on a number (a number is never stored as text, a text such as "007" never loses
 * its zeros), null (General) otherwise.
 */
export function cellFormat(col: ColumnFormat, v: CellValue): string | null {
  if (col.formato === null) return null;
  if (typeof v === 'number') return col.formato === '@' ? null : col.formato;
  if (typeof v === 'string' && v !== '') return col.formato === '@' ? '@' : null;
  return null;
}

/**
 * The width a header needs: the header row wraps, so a long header takes two lines rather than widen
 * its column ("Reserva na outra leitura" needs 12 characters, not 24); a word is never cut.
 */
function headerWidth(h: string): number {
  const longestWord = h.split(/\s+/).reduce((m, w) => Math.max(m, w.length), 0);
  return Math.max(longestWord, Math.ceil(h.length / 2));
}

/**
 * Lines a text takes wrapped at `capacity` characters a line, as Excel and LibreOffice wrap: at
 * spaces, a word longer than a line broken across lines. A width of w characters is w digits of the
 * default font; ordinary text is narrower, so the estimate errs on the tall side (a little white
 * space, never text running into the next row).
 */
export function wrappedLines(text: string, capacity: number): number {
  const cap = Math.max(1, Math.floor(capacity));
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    if (paragraph.length <= cap) {
      lines++;
      continue;
    }
    let used = 0;
    let count = 1;
    for (const word of paragraph.split(/[ \t]+/)) {
      if (word === '') continue;
      const len = word.length;
      if (used > 0 && used + 1 + len <= cap) {
        used += 1 + len;
        continue;
      }
      if (used > 0) count++;
      count += Math.ceil(len / cap) - 1;
      used = len % cap === 0 ? cap : len % cap;
    }
    lines += count;
  }
  return Math.max(1, lines);
}

/**
 * Characters of text a wrapped cell of width `largura` holds on a line: the width counts digits, and
 * ordinary text is a little narrower, which covers the cell's padding. (A tenth more was too many for
 * names, capitals and accents: test/hosts/file/print-render.test.ts saw a name wrap into the next row.)
 */
function lineCapacity(largura: number): number {
  return largura;
}

/**
 * Lines a data row takes: the most any of its wrapped cells takes at its column's width (1 for a row
 * without wrapped text). Its height is that × f.alturaLinha (rowHeight).
 */
export function rowLines(f: TableFormat, row: readonly CellValue[]): number {
  let lines = 1;
  const cols = f.colunas;
  for (let c = 0; c < cols.length; c++) {
    if (!cols[c].quebrarTexto) continue;
    const v = row[c];
    if (typeof v !== 'string') continue;
    const cap = lineCapacity(cols[c].largura);
    if (v.length <= cap && !v.includes('\n')) continue;
    lines = Math.max(lines, wrappedLines(v, cap));
  }
  return lines;
}

/**
 * How a row of text below the table is laid out (a legend line, a signature line: text in its first
 * cell only): as it is, running over the empty cells to its right, when it fits the table's width;
 * else merged across the table's columns and wrapped, `linhas` lines tall (rowHeight), so that it is
 * never cut at the edge of the printed page.
 */
export function noteLayout(f: TableFormat, text: string): { mesclar: boolean; linhas: number } {
  const width = f.colunas.reduce((s, c) => s + c.largura, 0);
  if (text.length <= width && !text.includes('\n')) return { mesclar: false, linhas: 1 };
  return { mesclar: f.colunas.length > 1, linhas: wrappedLines(text, lineCapacity(width)) };
}

/** The height in points of a row of `lines` lines of the default font. */
export function rowHeight(f: TableFormat, lines: number): number {
  return lines * f.alturaLinha;
}

/** What the first rows say about a column: what decides its width and whether it wraps. */
interface ColumnMeasure {
  numeric: boolean;
  /** Widest value shown, the width TYPICAL_SHARE of the values fit in, the longest word, and whether some value has several words. */
  content: number;
  typical: number;
  longestWord: number;
  words: boolean;
  header: number;
  hint: number;
}

function measureColumn(t: OutputTable, c: number, sample: readonly (readonly CellValue[])[], fmt: string | null): ColumnMeasure {
  let content = 0;
  let longestWord = 0;
  let words = false;
  let numbers = 0;
  let others = 0;
  const lengths: number[] = [];
  for (const row of sample) {
    const v = row[c];
    if (v === null || v === undefined || v === '') continue;
    if (typeof v === 'number') numbers++;
    else others++;
    const len = shownLength(v, fmt);
    content = Math.max(content, len);
    lengths.push(len);
    if (typeof v === 'string' && len > WRAP_FROM) {
      const parts = v.split(/\s+/);
      if (parts.length > 1) words = true;
      for (const p of parts) longestWord = Math.max(longestWord, p.length);
    } else longestWord = Math.max(longestWord, len);
  }
  // A number column: its format shows numbers, or (General) every value it holds is a number.
  const numeric = isNumberFormat(fmt) ? numbers > 0 || others === 0 : fmt === null && numbers > 0 && others === 0;
  const header = t.cabecalho[c] ?? '';
  lengths.sort((a, b) => a - b);
  const typical = lengths.length > 0 ? lengths[Math.min(lengths.length - 1, Math.floor(lengths.length * TYPICAL_SHARE))] : 0;
  return { numeric, content, typical, longestWord, words, header: headerWidth(header), hint: t.larguras?.[c] ?? 0 };
}

/** True for a column of long text of several words, or of text longer than a column may be: it wraps (numbers and codes never do). */
function wraps(m: ColumnMeasure): boolean {
  return !m.numeric && m.content > WRAP_FROM && (m.words || m.content > MAX_WIDTH);
}

/**
 * A column's width with all the room it wants (`hints`: the table's suggested widths count as
 * minimums): its widest value, or for a wrapped column the width most of its values fit in (the few
 * long ones wrap: a column of short citations and a rare long one stays narrow).
 */
function naturalWidth(m: ColumnMeasure, hints: boolean): number {
  const margin = m.numeric ? NUMBER_MARGIN : TEXT_MARGIN;
  const content = wraps(m) ? m.typical : m.content;
  const wanted = Math.max(MIN_WIDTH, m.header + TEXT_MARGIN + (m.numeric ? INDENT_WIDTH : 0), content + margin, hints ? m.hint : 0);
  return Math.min(wanted, wraps(m) ? MAX_WRAPPED_WIDTH : MAX_WIDTH);
}

/** The narrowest a wrapped column may get: its header's and its longest word's width (up to MAX_UNBROKEN_WORD), at least `floor`. */
function narrowestWrap(m: ColumnMeasure, floor: number): number {
  return Math.max(floor, m.header + TEXT_MARGIN, Math.min(MAX_UNBROKEN_WORD, m.longestWord) + TEXT_MARGIN);
}

/**
 * Points a column of w characters takes on paper, the larger of Excel's (7w + 5 pixels of Calibri 11,
 * a pixel ¾ of a point) and LibreOffice's (about 5.6 points a character with Carlito, Calibri's
 * metric twin, measured on the render of test/hosts/file/print-render.test.ts).
 */
function columnPoints(w: number): number {
  return Math.max((w * 7 + 5) * 0.75, w * 5.6);
}

/** Points of the page's width the table may take, at full size. */
function printableWidth(orientacao: 'retrato' | 'paisagem'): number {
  return (orientacao === 'retrato' ? A4_SHORT : A4_LONG) - (PAGE_MARGINS.esquerda + PAGE_MARGINS.direita) * 72;
}

function tableWidth(widths: readonly number[]): number {
  return widths.reduce((s, w) => s + columnPoints(w), 0);
}

/**
 * The widths that fit the page: portrait when the table fits at full size, else landscape; a table
 * still too wide has its wrapped columns narrowed to one common cap (the widest first), as little as
 * the largest of FIT_SCALES allows while a wrapped column keeps COMFORTABLE_WRAP characters, else
 * down to each column's narrowest at the smallest scale. "Fit to one page wide" then prints it at
 * that scale at the least.
 */
function fitWidths(ms: readonly ColumnMeasure[]): { widths: number[]; orientacao: 'retrato' | 'paisagem' } {
  const withHints = ms.map((m) => naturalWidth(m, true));
  if (tableWidth(withHints) <= printableWidth('retrato')) return { widths: withHints, orientacao: 'retrato' };
  const landscape = printableWidth('paisagem');
  if (tableWidth(withHints) <= landscape) return { widths: withHints, orientacao: 'paisagem' };
  const natural = ms.map((m) => naturalWidth(m, false));
  const capped = (cap: number, floor: number): number[] =>
    natural.map((w, i) => (wraps(ms[i]) ? Math.min(w, Math.max(cap, narrowestWrap(ms[i], floor))) : w));
  for (const scale of FIT_SCALES) {
    for (let cap = MAX_WRAPPED_WIDTH; cap >= COMFORTABLE_WRAP; cap--) {
      const widths = capped(cap, COMFORTABLE_WRAP);
      if (tableWidth(widths) <= landscape / scale) return { widths, orientacao: 'paisagem' };
    }
  }
  const smallest = FIT_SCALES[FIT_SCALES.length - 1];
  for (let cap = COMFORTABLE_WRAP; cap > MIN_WRAP; cap--) {
    const widths = capped(cap, MIN_WRAP);
    if (tableWidth(widths) <= landscape / smallest) return { widths, orientacao: 'paisagem' };
  }
  return { widths: capped(MIN_WRAP, MIN_WRAP), orientacao: 'paisagem' };
}

/**
 * The page header: the title, shortened at a word to what one line of the page holds (the start
 * kept: a provisional list's "PROVISÓRIO — não publicar" is always shown whole); Excel's codes: a
 * literal & is written &&. Excel refuses a section longer than 255 characters.
 */
function headerText(s: string, orientacao: 'retrato' | 'paisagem'): string {
  const room = Math.min(MAX_PAGE_HEADER, orientacao === 'retrato' ? 90 : 130);
  const chars = Array.from(s.replace(/[\r\n\t]+/g, ' ').trim());
  if (chars.length <= room) return chars.join('').replace(/&/g, '&&');
  // Cut at the last space that leaves most of the line (a long word is cut where the line ends).
  let end = room - 1;
  const space = chars.lastIndexOf(' ', end);
  if (space >= room * 0.6) end = space;
  const shown =
    chars
      .slice(0, end)
      .join('')
      .replace(/[\s,;:—–-]+$/, '') + '…';
  // Excel's limit counts the codes: each & is written twice.
  let out = '';
  for (const ch of shown) {
    const piece = ch === '&' ? '&&' : ch;
    if (out.length + piece.length > MAX_PAGE_HEADER - 1) return out + '…';
    out += piece;
  }
  return out;
}

/**
 * The one description of how table `t` looks and prints (module comment). Column widths fit the
 * header and the content of the first WIDTH_SAMPLE_ROWS rows (t.larguras as a minimum where the page
 * has room), within caps and within the page (fitWidths); number columns are right-aligned with a
 * margin and a right indent, so that a number never touches the text of the next column on paper;
 * long text of several words wraps.
 */
export function tableFormat(t: OutputTable, info: PrintInfo = {}): TableFormat {
  const ncol = Math.max(1, t.cabecalho.length);
  const sample = t.linhas.length > WIDTH_SAMPLE_ROWS ? t.linhas.slice(0, WIDTH_SAMPLE_ROWS) : t.linhas;
  const ms = Array.from({ length: ncol }, (_, c) => measureColumn(t, c, sample, t.formatos?.[c] ?? null));
  const { widths, orientacao } = fitWidths(ms);
  const colunas: ColumnFormat[] = ms.map((m, c) => {
    const col: ColumnFormat = {
      largura: widths[c],
      formato: t.formatos?.[c] ?? null,
      alinhamento: m.numeric ? 'direita' : 'esquerda',
      quebrarTexto: wraps(m),
    };
    if (m.numeric) col.recuo = 1;
    return col;
  });
  // The header is bold (about a tenth wider); the title 13-point bold across the whole table.
  const headerLines = Math.max(
    1,
    ...colunas.map((c, i) => wrappedLines(t.cabecalho[i] ?? '', lineCapacity(c.largura - (c.recuo ? INDENT_WIDTH : 0)) * 0.9)),
  );
  const tableChars = widths.reduce((s, w) => s + w + 5 / 7, 0);
  const titleLines = wrappedLines(t.titulo, tableChars / 1.3);
  const sha = info.sha256 && /^[0-9a-f]{16,}$/i.test(info.sha256) ? info.sha256.slice(0, 16).toLowerCase() : null;
  return {
    linhasCongeladas: HEADER_ROW_NUMBER,
    linhasRepetidas: { primeira: TITLE_ROW_NUMBER, ultima: HEADER_ROW_NUMBER },
    filtro: t.linhas.length > 0 ? `A${HEADER_ROW_NUMBER}:${columnLetter(ncol - 1)}${HEADER_ROW_NUMBER + t.linhas.length}` : null,
    colunas,
    titulo: { negrito: true, tamanho: TITLE_FONT_SIZE, linhas: titleLines },
    cabecalho: { negrito: true, preenchimento: HEADER_FILL, quebrarTexto: true, linhas: headerLines },
    alturaLinha: LINE_HEIGHT,
    alturaLinhaTitulo: TITLE_LINE_HEIGHT,
    pagina: { papel: 'A4', orientacao, ajustarLargura: 1, ajustarAltura: 0, margens: { ...PAGE_MARGINS } },
    cabecalhoPagina: headerText(t.titulo, orientacao),
    rodapeEsquerdo: 'Página &P de &N',
    // Without the input's hash, the date and time of printing.
    rodapeDireito: sha ? `SHA-256 ${sha}` : '&D &T',
  };
}
