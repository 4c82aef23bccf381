// CSV as Brazilian Excel and LibreOffice save it: ";" separated (also "," when unambiguous, and tab),
// decimal comma, quoted fields, UTF-8 with or without BOM, or Windows-1252.
import { fitCellText } from '../../sheet';
import type { CellValue } from '../../sheet';

export type TextEncodingName = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Decodes bytes: BOMs first, then strict UTF-8; invalid UTF-8 is taken as Windows-1252. */
export function decodeText(bytes: Uint8Array): { text: string; codificacao: TextEncodingName } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), codificacao: 'utf-8-bom' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), codificacao: 'utf-16le' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), codificacao: 'utf-16be' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), codificacao: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), codificacao: 'windows-1252' };
  }
}

// 0x80–0x9F of Windows-1252 (the rest is Latin-1). Some Node builds decode 'windows-1252' as plain
// ISO-8859-1, turning “ ” – € into control characters, so the table is here.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
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

/** Splits CSV text into rows of fields with the given separator (RFC 4180 quoting, any line ending). */
export function splitCsv(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const n = text.length;
  let fieldStart = true;
  while (i < n) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
      i++;
      continue;
    }
    if (ch === sep) {
      row.push(field);
      field = '';
      fieldStart = true;
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      fieldStart = true;
      if (ch === '\r' && text[i + 1] === '\n') i++;
      i++;
      continue;
    }
    field += ch;
    fieldStart = false;
    i++;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
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

function firstLine(text: string): string {
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const x = text[i];
    if (x === '"') q = !q;
    else if ((x === '\n' || x === '\r') && !q) {
      const line = text.slice(0, i);
      if (line.trim() !== '') return line;
      return firstLine(text.slice(i + 1));
    }
  }
  return text;
}

export interface CsvReading {
  linhas: CellValue[][];
  separador: string | null;
  codificacao: TextEncodingName;
  /** Problems in Portuguese (no rows when non-empty). */
  problemas: string[];
}

function consistent(rows: string[][]): boolean {
  const nonBlank = rows.filter((r) => r.some((c) => c.trim() !== ''));
  if (nonBlank.length === 0) return true;
  const w = nonBlank[0].length;
  return nonBlank.every((r) => r.length <= w || r.slice(w).every((c) => c.trim() === ''));
}

/**
 * Reads a CSV file's bytes. The separator is ";" when the header has one (Brazilian Excel), tab when
 * the header has tabs, "," only when every row then has as many fields as the header (a decimal
 * comma in an unquoted number makes "," ambiguous: the file is refused with an explanation).
 */
export function readCsv(bytes: Uint8Array): CsvReading {
  const { text, codificacao } = decodeText(bytes);
  const problemas: string[] = [];
  if (text.includes('\u0000')) {
    return { linhas: [], separador: null, codificacao, problemas: ['o arquivo não é um texto CSV (tem caracteres binários); salve a planilha como .xlsx ou como "CSV (separado por vírgulas)"'] };
  }
  const head = firstLine(text);
  if (head.trim() === '') return { linhas: [], separador: null, codificacao, problemas: ['o arquivo CSV está vazio'] };
  const semi = countOutsideQuotes(head, ';');
  const tab = countOutsideQuotes(head, '\t');
  const comma = countOutsideQuotes(head, ',');
  let sep: string;
  if (semi > 0 && semi >= tab) sep = ';';
  else if (tab > 0) sep = '\t';
  else if (comma > 0) {
    sep = ',';
    const rows = splitCsv(text, ',');
    if (!consistent(rows)) {
      const w = rows.find((r) => r.some((c) => c.trim() !== ''))!.length;
      const bad = rows.findIndex((r) => r.length > w && r.slice(w).some((c) => c.trim() !== ''));
      problemas.push(
        `o arquivo CSV usa vírgula como separador, mas a linha ${bad + 1} tem mais campos que o cabeçalho (provavelmente uma nota com vírgula decimal, como 7,5, sem aspas); salve o arquivo como "CSV (separado por ponto e vírgula)" ou coloque os números entre aspas`,
      );
      return { linhas: [], separador: sep, codificacao, problemas };
    }
    return { linhas: rows, separador: sep, codificacao, problemas };
  } else sep = ';';
  return { linhas: splitCsv(text, sep), separador: sep, codificacao, problemas };
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
