// The ONE description of how a written table looks and prints, applied alike by every writer: the
// Office.js adapter (src/hosts/excel), the .xlsx file writer (src/hosts/file, exceljs) and Apps Script.
// Layout of every output sheet: the title in row 1, the header in row 2, data from row 3.
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
  /** Wrap long text (the Memória's last column). */
  quebrarTexto: boolean;
  /**
   * Indent level from the aligned side (Excel's indent: about one character per level). Number columns
   * get 1 on the right, so that a right-aligned number never touches the text of the next column.
   */
  recuo?: number;
}

export interface TableFormat {
  /** Rows frozen at the top (title and header): 2. */
  linhasCongeladas: number;
  /** Rows repeated at the top of every printed page ("$1:$2" in Excel's print titles). */
  linhasRepetidas: { primeira: number; ultima: number };
  /** The autofilter's range (header row to the last data row), A1 style ("A2:H120"), or null when the table is empty. */
  filtro: string | null;
  colunas: ColumnFormat[];
  /** Bold title; bold, filled header with a bottom border. */
  titulo: { negrito: true; tamanho: number };
  cabecalho: { negrito: true; preenchimento: string; quebrarTexto: true };
  pagina: {
    papel: 'A4';
    orientacao: 'retrato' | 'paisagem';
    /** Fitted to one page wide, as many pages tall as needed. */
    ajustarLargura: 1;
    ajustarAltura: 0;
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
/** Narrowest and widest column, in characters; a wrapped column (the Memória's text) may be a little wider, and wraps beyond. */
const MIN_WIDTH = 6;
const MAX_WIDTH = 60;
const MAX_WRAPPED_WIDTH = 70;
/** Space beside the widest content: text 2 characters; numbers 3, as they also get a right indent (below). */
const TEXT_MARGIN = 2;
const NUMBER_MARGIN = 3;
/** Above this total width (characters) the page is landscape: A4 portrait holds about 100 at full size. */
const LANDSCAPE_WIDTH = 100;
/** Excel refuses a header or footer section longer than 255 characters: the title is cut well before. */
const MAX_PAGE_HEADER = 200;
export const TITLE_FONT_SIZE = 13;
/** The header's fill, #RRGGBB (Office.js takes it as is; exceljs as ARGB "FFDDEBF7"). */
export const HEADER_FILL = '#DDEBF7';

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

/** "Página…" codes are Excel's: a literal & is written &&. The title is cut so that the section stays under Excel's limit. */
function headerText(s: string): string {
  let out = '';
  for (const ch of s.replace(/[\r\n\t]+/g, ' ')) {
    const piece = ch === '&' ? '&&' : ch;
    if (out.length + piece.length > MAX_PAGE_HEADER - 1) return out + '…';
    out += piece;
  }
  return out;
}

/**
 * The one description of how table `t` looks and prints (module comment). Column widths fit the
 * header and the content of the first WIDTH_SAMPLE_ROWS rows (t.larguras as a minimum), within caps;
 * number columns are right-aligned with a margin and a right indent, so that a number never touches
 * the text of the next column on paper; the Memória's last column wraps.
 */
export function tableFormat(t: OutputTable, info: PrintInfo = {}): TableFormat {
  const ncol = Math.max(1, t.cabecalho.length);
  const sample = t.linhas.length > WIDTH_SAMPLE_ROWS ? t.linhas.slice(0, WIDTH_SAMPLE_ROWS) : t.linhas;
  const colunas: ColumnFormat[] = [];
  for (let c = 0; c < ncol; c++) {
    const fmt = t.formatos?.[c] ?? null;
    const quebrarTexto = t.tipo === 'memoria' && c === ncol - 1;
    let content = 0;
    let numbers = 0;
    let others = 0;
    for (const row of sample) {
      const v = row[c];
      if (v === null || v === undefined || v === '') continue;
      if (typeof v === 'number') numbers++;
      else others++;
      content = Math.max(content, shownLength(v, fmt));
    }
    // A number column: its format shows numbers, or (General) every value it holds is a number.
    const numeric = isNumberFormat(fmt) ? numbers > 0 || others === 0 : fmt === null && numbers > 0 && others === 0;
    const margin = numeric ? NUMBER_MARGIN : TEXT_MARGIN;
    const wanted = Math.max(MIN_WIDTH, headerWidth(t.cabecalho[c] ?? '') + TEXT_MARGIN, content + margin, t.larguras?.[c] ?? 0);
    const col: ColumnFormat = {
      largura: Math.min(wanted, quebrarTexto ? MAX_WRAPPED_WIDTH : MAX_WIDTH),
      formato: fmt,
      alinhamento: numeric ? 'direita' : 'esquerda',
      quebrarTexto,
    };
    if (numeric) col.recuo = 1;
    colunas.push(col);
  }
  const total = colunas.reduce((s, c) => s + c.largura, 0);
  const sha = info.sha256 && /^[0-9a-f]{16,}$/i.test(info.sha256) ? info.sha256.slice(0, 16).toLowerCase() : null;
  return {
    linhasCongeladas: HEADER_ROW_NUMBER,
    linhasRepetidas: { primeira: TITLE_ROW_NUMBER, ultima: HEADER_ROW_NUMBER },
    filtro: t.linhas.length > 0 ? `A${HEADER_ROW_NUMBER}:${columnLetter(ncol - 1)}${HEADER_ROW_NUMBER + t.linhas.length}` : null,
    colunas,
    titulo: { negrito: true, tamanho: TITLE_FONT_SIZE },
    cabecalho: { negrito: true, preenchimento: HEADER_FILL, quebrarTexto: true },
    pagina: { papel: 'A4', orientacao: total > LANDSCAPE_WIDTH ? 'paisagem' : 'retrato', ajustarLargura: 1, ajustarAltura: 0 },
    cabecalhoPagina: headerText(t.titulo),
    rodapeEsquerdo: 'Página &P de &N',
    // Without the input's hash, the date and time of printing.
    rodapeDireito: sha ? `SHA-256 ${sha}` : '&D &T',
  };
}
