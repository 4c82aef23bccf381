// CSV as Brazilian Excel and LibreOffice save it: ";" separated (also "," when unambiguous, and tab),
// decimal comma, quoted fields, UTF-8 with or without BOM, UTF-16 (with or without BOM) or
// Windows-1252, an optional `sep=;` first line (Excel's own hint). The records are split by
// papaparse (it runs in Node, the browser and a Web Worker), never by a hand-written splitter: every
// record is then checked against the header (field count, unclosed quotes, decimal commas that broke
// a ","-separated file), and any doubt is an error naming the line — nothing is read silently wrong.
import Papa from 'papaparse';
import { findHeader, fitCellText, recognizeColumns } from '../../sheet';
import type { CellValue } from '../../sheet';

export type TextEncodingName = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * UTF-16 without a BOM, told by its NUL bytes: text of Latin letters saved as UTF-16 has a NUL in
 * every other byte (odd positions for little-endian, even for big-endian) and none in the others.
 */
export function sniffUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  const pairs = n / 2;
  if (odd >= pairs * 0.3 && even <= pairs * 0.02) return 'utf-16le';
  if (even >= pairs * 0.3 && odd <= pairs * 0.02) return 'utf-16be';
  return null;
}

function decodeUtf16(bytes: Uint8Array, le: boolean): string {
  if (le) return new TextDecoder('utf-16le').decode(bytes);
  // Big-endian through the little-endian decoder every runtime has (utf-16be needs full ICU in Node).
  const swapped = new Uint8Array(bytes.length & ~1);
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    swapped[i] = bytes[i + 1];
    swapped[i + 1] = bytes[i];
  }
  return new TextDecoder('utf-16le').decode(swapped);
}

/** Decoded text; `linhasForaDaCodificacao`: the lines (1-based) not in the encoding the file was read in, when there are any. */
export interface DecodedText {
  text: string;
  codificacao: TextEncodingName;
  linhasForaDaCodificacao?: number[];
}

/**
 * The lines (1-based; a line ends at "\n", "\r\n" or a lone "\r", as the CSV reader counts them)
 * holding bytes beyond ASCII, split into those that are valid UTF-8 and those that are not.
 */
export function linesByEncoding(bytes: Uint8Array): { utf8: number[]; other: number[] } {
  const strict = new TextDecoder('utf-8', { fatal: true });
  const utf8: number[] = [];
  const other: number[] = [];
  let line = 1;
  let start = 0;
  let high = false;
  const end = (at: number): void => {
    if (high) {
      try {
        strict.decode(bytes.subarray(start, at));
        utf8.push(line);
      } catch {
        other.push(line);
      }
    }
    high = false;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b >= 0x80) high = true;
    else if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) {
      end(i);
      line++;
      start = i + 1;
    }
  }
  end(bytes.length);
  return { utf8, other };
}

/**
 * Decodes bytes: BOMs first, then UTF-16 by its NUL bytes, then strict UTF-8, then Windows-1252. A
 * file whose lines are not all in one encoding (a Windows-1252 line pasted into a UTF-8 file) is
 * decoded in the encoding of most of its lines with accents, and the other lines are named: they
 * would be read wrong ("JoÃ£o"), never silently (test/hosts/file/csv-codificacao.test.ts).
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const body = bytes.subarray(3);
    const text = new TextDecoder('utf-8').decode(body);
    // The BOM says UTF-8: a line that is not is named (its bytes would be read as "�").
    if (!text.includes('\ufffd')) return { text, codificacao: 'utf-8-bom' };
    const { other } = linesByEncoding(body);
    return other.length > 0 ? { text, codificacao: 'utf-8-bom', linhasForaDaCodificacao: other } : { text, codificacao: 'utf-8-bom' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: decodeUtf16(bytes.subarray(2), true), codificacao: 'utf-16le' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: decodeUtf16(bytes.subarray(2), false), codificacao: 'utf-16be' };
  }
  const utf16 = sniffUtf16(bytes);
  if (utf16) return { text: decodeUtf16(bytes, utf16 === 'utf-16le'), codificacao: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), codificacao: 'utf-8' };
  } catch {
    const { utf8, other } = linesByEncoding(bytes);
    if (utf8.length >= other.length) {
      return { text: new TextDecoder('utf-8').decode(bytes), codificacao: 'utf-8', linhasForaDaCodificacao: other };
    }
    const text = decodeWindows1252(bytes);
    return utf8.length > 0 ? { text, codificacao: 'windows-1252', linhasForaDaCodificacao: utf8 } : { text, codificacao: 'windows-1252' };
  }
}

/** Why a line not in the file's encoding is refused. */
function encodingProblem(line: number, codificacao: TextEncodingName): string {
  if (codificacao === 'windows-1252')
    return `a linha ${line} está em UTF-8, mas o resto do arquivo está em Windows-1252: os acentos dessa linha seriam lidos errado (como "Ã£" em vez de "ã"); salve o arquivo inteiro de novo numa só codificação (por exemplo, "CSV UTF-8") ou redigite os acentos dessa linha`;
  return `a linha ${line} não está em UTF-8, como o resto do arquivo (parece Windows-1252, de outro programa): os acentos dessa linha seriam lidos errado; salve o arquivo inteiro de novo como "CSV UTF-8" ou redigite os acentos dessa linha`;
}

// 0x80–0x9F of Windows-1252 (the rest is Latin-1). Some Node builds decode 'windows-1252' as plain
// ISO-8859-1, turning “ ” – € into control characters, so the table is here.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018,
  0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

/** Decodes Windows-1252 bytes (what Excel in Portuguese saves as "CSV" on Windows). */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    const part = bytes.subarray(i, Math.min(bytes.length, i + CHUNK));
    const codes = new Array<number>(part.length);
    for (let j = 0; j < part.length; j++) {
      const b = part[j];
      codes[j] = b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : b;
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

/** Counts a character outside quotes in the first line. */
function countOutsideQuotes(line: string, ch: string): number {
  let q = false;
  let c = 0;
  for (const x of line) {
    if (x === '"') q = !q;
    else if (x === ch && !q) c++;
  }
  return c;
}

/** The first non-blank line (quotes respected) of text whose line ends are "\n". */
function firstLine(text: string): string {
  let start = 0;
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const x = text[i];
    if (x === '"') q = !q;
    else if (x === '\n' && !q) {
      const line = text.slice(start, i);
      if (line.trim() !== '') return line;
      start = i + 1;
    }
  }
  return text.slice(start);
}

export interface CsvReading {
  linhas: CellValue[][];
  separador: string | null;
  codificacao: TextEncodingName;
  /** Problems in Portuguese (no rows when non-empty). */
  problemas: string[];
}

/** At most this many lines are named; the rest are counted ("e mais N"). */
export const MAX_CSV_PROBLEMS = 1000;

const SEPARATOR_NAMES: Record<string, string> = { ';': 'ponto e vírgula', ',': 'vírgula', '\t': 'tabulação' };

/** Fields of a record without its trailing empty ones (a separator at the end of the line). */
function filledWidth(fields: string[]): number {
  let n = fields.length;
  while (n > 0 && fields[n - 1].trim() === '') n--;
  return n;
}

function countLineBreaks(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

/** The separator of a header line: ";" when it has one (Brazilian Excel), tab when it has tabs, "," otherwise. */
function guessSeparator(head: string): string {
  const semi = countOutsideQuotes(head, ';');
  const tab = countOutsideQuotes(head, '\t');
  const comma = countOutsideQuotes(head, ',');
  if (semi > 0 && semi >= tab) return ';';
  if (tab > 0) return '\t';
  if (comma > 0) return ',';
  return ';';
}

/** Problems by line number (1-based, in the file as the user sees it): one per line. */
type LineProblems = Map<number, string>;

/** papaparse's quote errors, by the line where each begins (`first`: the line number of the text's first line). */
function quoteProblems(errors: Papa.ParseError[], text: string, first: number, byLine: LineProblems): void {
  // Line of a character offset, counted forward (the errors come in text order).
  let at = 0;
  let atLine = first;
  const lineAt = (index: number): number => {
    if (index < at) {
      at = 0;
      atLine = first;
    }
    for (let i = text.indexOf('\n', at); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) atLine++;
    at = index;
    return atLine;
  };
  for (const err of errors) {
    if (err.type !== 'Quotes') continue;
    const line = lineAt(err.index ?? 0);
    if (byLine.has(line)) continue;
    byLine.set(
      line,
      err.code === 'MissingQuotes'
        ? `a linha ${line} abre aspas (") que não se fecham até o fim do arquivo: feche as aspas ou apague-as (o resto do arquivo seria lido como um só campo)`
        : `a linha ${line} tem um campo entre aspas seguido de outros caracteres (por exemplo "abc"d): corrija as aspas desse campo`,
    );
  }
}

/** The line (1-based, in the file as the user sees it) where each record begins; `first`: the line of the text's first line. */
function recordLines(rows: string[][], first: number): number[] {
  const lines = new Array<number>(rows.length);
  let line = first;
  rows.forEach((fields, i) => {
    lines[i] = line;
    for (const f of fields) if (f.includes('\n')) line += countLineBreaks(f);
    line++;
  });
  return lines;
}

/** Records with more or fewer fields than the header (the first non-blank record), by line; a line already told is not told again. */
function fieldCountProblems(rows: string[][], lines: number[], sep: string, byLine: LineProblems): void {
  let headerWidth = -1;
  let headerLine = 0;
  rows.forEach((fields, i) => {
    const here = lines[i];
    const filled = filledWidth(fields);
    if (filled === 0) return;
    if (headerWidth < 0) {
      headerWidth = filled;
      headerLine = here;
      return;
    }
    if (byLine.has(here)) return;
    if (filled > headerWidth) {
      byLine.set(
        here,
        sep === ','
          ? `a linha ${here} tem mais campos que o cabeçalho (${filled} campos preenchidos; o cabeçalho, na linha ${headerLine}, tem ${headerWidth} colunas): provavelmente uma nota com vírgula decimal, como 89,5, sem aspas, num arquivo separado por vírgulas; salve o arquivo como "CSV (separado por ponto e vírgula)" ou coloque os números entre aspas`
          : `a linha ${here} tem mais campos que o cabeçalho (${filled} campos preenchidos; o cabeçalho, na linha ${headerLine}, tem ${headerWidth} colunas): confira os separadores (${SEPARATOR_NAMES[sep] ?? sep}) e as aspas dessa linha`,
      );
    } else if (fields.length < headerWidth) {
      byLine.set(
        here,
        `a linha ${here} tem ${fields.length} ${fields.length === 1 ? 'campo' : 'campos'}, mas o cabeçalho (linha ${headerLine}) tem ${headerWidth} colunas: falta algum separador (${SEPARATOR_NAMES[sep] ?? sep}) nessa linha`,
      );
    }
  });
}

const INTEGER = /^[+-]?\d+$/;
const DIGITS = /^\d+$/;

/**
 * In a ","-separated file, a grade written with an unquoted decimal comma ("89,5") splits into a whole
 * number and a digits-only field in the next column. A row wider than the header is told by the field
 * count; this finds the rows as wide as the header, where the decimal part fell into a column that is
 * blank on most other rows (an Observação): the grade would be read as 89. The grade columns are the
 * ones the sheet layer recognises in the header (Nota and the Desempate columns); a column after the
 * grade filled on most rows (a Classificação) is data, not a decimal part
 * (test/hosts/file/csv-virgula-decimal.test.ts).
 */
function decimalCommaProblems(rows: string[][], lines: number[], byLine: LineProblems): void {
  const header = findHeader(rows);
  if (!header) return;
  const { colunas } = recognizeColumns(header.cabecalho);
  const grades = [colunas.nota, ...colunas.desempate].filter((c): c is number => c !== undefined && c >= 0);
  if (grades.length === 0) return;
  const data: number[] = [];
  for (let i = header.indice + 1; i < rows.length; i++) if (filledWidth(rows[i]) > 0) data.push(i);
  const cell = (i: number, c: number): string => (rows[i][c] ?? '').trim();
  for (const g of grades) {
    const next = g + 1;
    let filled = 0;
    for (const i of data) if (cell(i, next) !== '') filled++;
    // Blank on most rows other than this one (a file of one candidate shows nothing against it).
    const blankElsewhere = (): boolean => 2 * (filled - 1) < data.length - 1 || data.length === 1;
    for (const i of data) {
      const here = lines[i];
      if (byLine.has(here) || !INTEGER.test(cell(i, g)) || !DIGITS.test(cell(i, next)) || !blankElsewhere()) continue;
      const name = (c: number): string => `'${header.cabecalho[c] ?? ''}'`;
      const decimal = `${cell(i, g)},${cell(i, next)}`;
      byLine.set(
        here,
        `a linha ${here} parece ter uma nota com vírgula decimal sem aspas (${decimal}), que num arquivo separado por vírgulas se divide em duas colunas (${name(g)} = ${cell(i, g)} e ${name(next)} = ${cell(i, next)}): salve o arquivo como "CSV (separado por ponto e vírgula)" ou coloque as notas entre aspas ("${decimal}")`,
      );
    }
  }
}

/** The problems in line order, the first MAX_CSV_PROBLEMS named and the rest counted. */
function lineProblemList(byLine: LineProblems): string[] {
  const lines = Array.from(byLine.keys()).sort((a, b) => a - b);
  const problemas = lines.slice(0, MAX_CSV_PROBLEMS).map((l) => byLine.get(l)!);
  if (lines.length > MAX_CSV_PROBLEMS) problemas.push(`e mais ${lines.length - MAX_CSV_PROBLEMS} linhas com problemas no arquivo CSV`);
  return problemas;
}

/**
 * Reads a CSV file's bytes. The separator is the one of a `sep=` first line; otherwise ";" when the
 * header has one (Brazilian Excel), tab when the header has tabs, "," otherwise. Every record must have
 * the header's fields (trailing empty fields aside); an unclosed quote, a record with more or fewer
 * fields (in a ","-separated file usually a decimal comma such as 89,5 without quotes) is an error
 * naming the line, and the file gives no rows.
 */
export function readCsv(bytes: Uint8Array): CsvReading {
  const decoded = decodeText(bytes);
  const { codificacao } = decoded;
  // One kind of line end: "\r\n" and a lone "\r" (old Mac) become "\n", inside quotes too (a line
  // break in an Excel cell is "\n").
  let text = decoded.text.replace(/\r\n?/g, '\n');
  if (text.includes('\u0000')) {
    return {
      linhas: [],
      separador: null,
      codificacao,
      problemas: [
        'o arquivo não é um texto CSV (tem caracteres binários); salve a planilha como .xlsx ou como "CSV (separado por vírgulas)"',
      ],
    };
  }
  // Excel's "sep=;" first line names the separator and is not data.
  let lineOffset = 0;
  let sep: string | null = null;
  const sepLine = /^sep=(.)[ \t]*(\n|$)/i.exec(text);
  if (sepLine && sepLine[1] !== '\n') {
    sep = sepLine[1];
    text = text.slice(sepLine[0].length);
    lineOffset = 1;
  }
  const head = firstLine(text);
  if (head.trim() === '') return { linhas: [], separador: sep, codificacao, problemas: ['o arquivo CSV está vazio'] };
  sep ??= guessSeparator(head);

  const parsed = Papa.parse<string[]>(text, {
    delimiter: sep,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    header: false,
    skipEmptyLines: false,
  });
  const rows = parsed.data;
  // The line end after the last record gives papaparse one more, empty, record.
  if (rows.length > 0 && text.endsWith('\n') && rows[rows.length - 1].length === 1 && rows[rows.length - 1][0] === '') rows.pop();

  const byLine: LineProblems = new Map();
  for (const line of decoded.linhasForaDaCodificacao ?? []) byLine.set(line, encodingProblem(line, codificacao));
  quoteProblems(parsed.errors, text, lineOffset + 1, byLine);
  const lines = recordLines(rows, lineOffset + 1);
  fieldCountProblems(rows, lines, sep, byLine);
  if (sep === ',') decimalCommaProblems(rows, lines, byLine);
  if (byLine.size > 0) return { linhas: [], separador: sep, codificacao, problemas: lineProblemList(byLine) };
  return { linhas: rows, separador: sep, codificacao, problemas: [] };
}

/** Writes rows as Brazilian CSV (";" separated, decimal comma, quoted when needed, UTF-8 with BOM). */
export function writeCsv(rows: CellValue[][]): string {
  const esc = (v: CellValue): string => {
    let s: string;
    if (v === null || v === undefined) s = '';
    else if (typeof v === 'number') s = String(v).replace('.', ',');
    else if (typeof v === 'boolean') s = v ? 'Sim' : 'Não';
    else if (v instanceof Date) s = v.toISOString().slice(0, 10);
    else s = fitCellText(String(v)); // Excel would cut a longer text without saying so
    if (/[";\r\n]/.test(s) || /^\s|\s$/.test(s)) s = `"${s.replace(/"/g, '""')}"`;
    return s;
  };
  return '\ufeff' + rows.map((r) => r.map(esc).join(';')).join('\r\n') + '\r\n';
}
