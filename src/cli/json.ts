// The command's JSON, both ways. Written in pieces (`cotas classificar --json`): the text of
// JSON.stringify(value) — or of JSON.stringify(value, null, indent) with --legivel — handed to `sink`
// in chunks of about 64 KB, so that a result of a million candidates is never one string in memory.
// Objects and arrays whose members are all plain values are written by JSON.stringify itself (the
// fast path); only containers are walked here. Read strictly (the input document): what JSON.parse
// accepts silently wrong — a key written twice, a number a double cannot hold — and what it refuses
// in English are told in Portuguese, with the line and column.
import * as fs from 'fs';
import { linesByEncoding } from '../hosts/file/csv';
import { openingProblem } from '../hosts/file/opening';

/** Chunks of about this many characters are handed to the sink. */
const CHUNK = 1 << 16;

export type JsonSink = (piece: string) => void;

/** Writes the JSON text of `value` to `sink`, in pieces; `indent` as JSON.stringify's `space` (0: compact). */
export function writeJson(value: unknown, sink: JsonSink, indent = 0): void {
  const w = new Writer(sink, indent);
  w.value(value, '');
  w.flush();
}

/** The same text as one string (small results, tests). */
export function jsonText(value: unknown, indent = 0): string {
  const parts: string[] = [];
  writeJson(value, (p) => parts.push(p), indent);
  return parts.join('');
}

function isContainer(v: unknown): v is object {
  return typeof v === 'object' && v !== null;
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
function omitted(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

class Writer {
  private buf = '';
  private readonly pad: string;

  constructor(
    private readonly sink: JsonSink,
    indent: number,
  ) {
    this.pad = ' '.repeat(Math.max(0, Math.min(10, Math.floor(indent))));
  }

  private out(s: string): void {
    this.buf += s;
    if (this.buf.length >= CHUNK) this.flush();
  }

  flush(): void {
    if (this.buf.length > 0) {
      this.sink(this.buf);
      this.buf = '';
    }
  }

  value(v: unknown, margin: string): void {
    if (!isContainer(v) || typeof (v as { toJSON?: unknown }).toJSON === 'function') {
      this.out(JSON.stringify(v) ?? 'null');
      return;
    }
    if (Array.isArray(v)) this.array(v, margin);
    else this.object(v as Record<string, unknown>, margin);
  }

  private array(a: unknown[], margin: string): void {
    const flat = !a.some(isContainer);
    if (flat && a.length <= 1024) {
      // JSON.stringify's own layout for a short flat array.
      this.out(this.pad ? JSON.stringify(a, null, this.pad).replace(/\n/g, `\n${margin}`) : JSON.stringify(a));
      return;
    }
    if (a.length === 0) {
      this.out('[]');
      return;
    }
    const inner = margin + this.pad;
    const open = this.pad ? `[\n${inner}` : '[';
    const sep = this.pad ? `,\n${inner}` : ',';
    this.out(open);
    for (let i = 0; i < a.length; i++) {
      if (i > 0) this.out(sep);
      const x = a[i];
      if (omitted(x)) this.out('null');
      else this.value(x, inner);
    }
    this.out(this.pad ? `\n${margin}]` : ']');
  }

  private object(o: Record<string, unknown>, margin: string): void {
    const keys = Object.keys(o).filter((k) => !omitted(o[k]));
    if (!keys.some((k) => isContainer(o[k]))) {
      // Only plain values: JSON.stringify writes it whole.
      this.out(this.pad ? JSON.stringify(o, null, this.pad).replace(/\n/g, `\n${margin}`) : JSON.stringify(o));
      return;
    }
    const inner = margin + this.pad;
    const colon = this.pad ? ': ' : ':';
    this.out(this.pad ? `{\n${inner}` : '{');
    keys.forEach((k, i) => {
      if (i > 0) this.out(this.pad ? `,\n${inner}` : ',');
      this.out(JSON.stringify(k) + colon);
      this.value(o[k], inner);
    });
    this.out(this.pad ? `\n${margin}}` : '}');
  }
}

/** The input document, or why it cannot be read: Portuguese sentences, every problem at once. */
export type JsonInput = { doc: unknown } | { problemas: string[] };

/** At most this many places (keys written twice, numbers out of range) are named; the rest are counted. */
const MAX_JSON_PROBLEMS = 100;

function sentence(p: string): string {
  return p.charAt(0).toUpperCase() + p.slice(1) + (/[.!?]$/.test(p) ? '' : '.');
}

/**
 * Reads the command's JSON input file: the reasons a file cannot be read in Portuguese (never the
 * errno text), UTF-8 only (RFC 8259; a line in another encoding is named, not read as "�"), then
 * parseJsonInput. `read`: the file's bytes (fs.readFileSync; a test gives a failing one).
 */
export function readJsonInputFile(arquivo: string, read: (f: string) => Uint8Array = fs.readFileSync): JsonInput {
  let bytes: Uint8Array;
  try {
    bytes = read(arquivo);
  } catch (e) {
    return { problemas: [sentence(openingProblem(arquivo, e))] };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const lines = linesByEncoding(bytes).other;
    return {
      problemas: capped(
        lines.map(
          (l) =>
            `A linha ${l} não está em UTF-8 (um arquivo JSON é sempre UTF-8): os acentos dessa linha seriam lidos errado; salve o arquivo como UTF-8.`,
        ),
        'linhas fora do UTF-8',
      ),
    };
  }
  return parseJsonInput(text);
}

function capped(problemas: string[], what: string): string[] {
  if (problemas.length <= MAX_JSON_PROBLEMS) return problemas;
  return [...problemas.slice(0, MAX_JSON_PROBLEMS), `E mais ${problemas.length - MAX_JSON_PROBLEMS} ${what}.`];
}

/**
 * The document of a JSON text (a BOM before it is allowed). JSON.parse decides what is JSON; a scan of
 * the text finds what it reads silently wrong — a key written twice in one object (JSON.parse keeps
 * the last value), a number a double cannot hold (1e400 is Infinity, told "a nota null" downstream;
 * 1e-400 is 0) — and, when JSON.parse refuses the text, where and why in Portuguese
 * (test/cli/entrada-json.test.ts).
 */
export function parseJsonInput(raw: string): JsonInput {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.trim() === '') return { problemas: ['O arquivo está vazio: não tem nenhum documento JSON.'] };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    const scan = scanJson(text, false);
    const where = scan.erro ? `: ${place(text, scan.erro.pos)}: ${scan.erro.why}` : '';
    return { problemas: [`O arquivo não é um JSON válido${where}.`] };
  }
  const scan = scanJson(text, true);
  if (scan.avisos.length > 0)
    return {
      problemas: capped(
        scan.avisos.map((a) => a.message(place(text, a.pos))),
        'problemas no JSON',
      ),
    };
  return { doc };
}

/** "linha 3, coluna 7" of a character offset (1-based). */
function place(text: string, pos: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < pos; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return `linha ${line}, coluna ${pos - lineStart + 1}`;
}

/** An open object or array of the scan: its member being read (key, or index from 0), and its keys so far. */
interface Frame {
  object: boolean;
  key: string;
  index: number;
  /** The keys read, while few (a list is faster than a set for an object of a candidate); then `many`. */
  keys: string[];
  many: Set<string> | null;
}

/** Above this many keys an object's keys are looked up in a set. */
const FEW_KEYS = 32;

/** Adds a key to an object's keys; false when it was already there. */
function addKey(f: Frame, k: string): boolean {
  if (f.many) {
    if (f.many.has(k)) return false;
    f.many.add(k);
    return true;
  }
  if (f.keys.includes(k)) return false;
  f.keys.push(k);
  if (f.keys.length > FEW_KEYS) f.many = new Set(f.keys);
  return true;
}

/** A place the text is read silently wrong: its offset and its message, given the place's "linha L, coluna C". */
interface ScanProblem {
  pos: number;
  message: (where: string) => string;
}

// eslint-disable-next-line no-control-regex -- a JSON string may not hold raw control characters (RFC 8259 §7)
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const END = 'o texto termina antes do fim do JSON (falta fechar algum "{" ou "[")';
const VALUE = 'esperava-se um valor (texto entre aspas, número, true, false, null, objeto ou lista)';

/** The path of the member being read ("candidatos[2].nota", 1-based indices as the validation names them), through `depth` frames. */
function pathOf(stack: Frame[], depth: number): string {
  let p = '';
  for (let k = 0; k < depth; k++) {
    const f = stack[k];
    p += f.object ? (p === '' ? f.key : `.${f.key}`) : `[${f.index + 1}]`;
  }
  return p;
}

/** The end (after the closing quote) of a string of a text JSON.parse accepted, starting at its opening quote. */
function stringEnd(text: string, start: number): number {
  let j = text.indexOf('"', start + 1);
  for (;;) {
    let b = 0;
    while (text.charCodeAt(j - 1 - b) === 0x5c) b++;
    if (b % 2 === 0) return j + 1;
    j = text.indexOf('"', j + 1);
  }
}

/** The number text[start, end) has an exponent ("e" or "E"). */
function hasExponent(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c === 101 || c === 69) return true;
  }
  return false;
}

/** The end of a number of a text JSON.parse accepted. */
function numberEnd(text: string, start: number): number {
  let j = start + 1;
  for (
    let c = text.charCodeAt(j);
    (c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45;
    c = text.charCodeAt(++j)
  );
  return j;
}

/** Why a string starting at `start` is not JSON, and where. */
function stringError(text: string, start: number): { pos: number; why: string } {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) break;
    if (c < 0x20) return { pos: i, why: 'quebra de linha ou caractere de controle dentro de um texto entre aspas' };
    if (c === 0x5c) {
      if (!/^(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(text.slice(i + 1, i + 6)))
        return { pos: i, why: 'sequência de escape inválida (uma barra invertida "\\" seguida de um caractere que o JSON não aceita)' };
      i++;
    }
  }
  return { pos: start, why: 'um texto entre aspas não se fecha' };
}

/** What a quoted character looks like in a message. */
const shown = (c: string | undefined): string => (c === undefined ? 'o fim do texto' : `"${c}"`);

type ScanError = { pos: number; why: string };
type ScanResult = { avisos: ScanProblem[]; erro?: ScanError };

/**
 * One pass over a JSON text, with an explicit stack (a deeply nested text does not exhaust the call
 * stack): the keys written twice and the numbers out of range (`avisos`), and the first syntax error.
 * `parsed`: JSON.parse accepted the text, so strings and numbers are skipped without checking them
 * (the scan of a million candidates stays a fraction of JSON.parse's time).
 */
function scanJson(text: string, parsed: boolean): ScanResult {
  return new Scanner(text, parsed).run();
}

class Scanner {
  readonly avisos: ScanProblem[] = [];
  /** The open containers: stack[0 .. depth - 1] (frames are reused, one per depth). */
  private readonly stack: Frame[] = [];
  private depth = 0;
  private i = 0;
  /** The value being read follows a comma (a comma before "]" is told as such). */
  private afterComma = false;

  constructor(
    private readonly text: string,
    private readonly parsed: boolean,
  ) {}

  private ws(): void {
    const t = this.text;
    let i = this.i;
    for (let c = t.charCodeAt(i); c === 32 || c === 10 || c === 13 || c === 9; c = t.charCodeAt(++i));
    this.i = i;
  }

  private fail(pos: number, why: string): ScanResult {
    return { avisos: this.avisos, erro: { pos, why } };
  }

  /** The end of the string at i, or its error. */
  private string(): number | ScanError {
    if (this.parsed) return stringEnd(this.text, this.i);
    STRING.lastIndex = this.i;
    return STRING.test(this.text) ? STRING.lastIndex : stringError(this.text, this.i);
  }

  /** A member's key, after "{" or ",": its text (escapes read), checked against the object's other keys. */
  private key(afterComma: boolean): ScanError | null {
    this.ws();
    const { text } = this;
    const top = this.stack[this.depth - 1];
    const c = text[this.i];
    if (c !== '"') {
      if (this.i >= text.length) return { pos: this.i, why: END };
      if (afterComma && c === '}') return { pos: this.i, why: 'vírgula sobrando antes de "}"' };
      return { pos: this.i, why: `esperava-se o nome de um campo entre aspas duplas, e não ${shown(c)}` };
    }
    const end = this.string();
    if (typeof end !== 'number') return end;
    const literal = text.slice(this.i, end);
    const k = literal.includes('\\') ? (JSON.parse(literal) as string) : literal.slice(1, -1);
    if (!addKey(top, k)) {
      const where = pathOf(this.stack, this.depth - 1);
      this.avisos.push({
        pos: this.i,
        message: (at) =>
          `O campo ${JSON.stringify(k)} aparece mais de uma vez ${where === '' ? 'no objeto principal' : `em ${where}`} (${at}): o JSON ficaria só com o último valor; deixe um só.`,
      });
    }
    top.key = k;
    this.i = end;
    this.ws();
    if (text[this.i] !== ':')
      return { pos: this.i, why: this.i >= text.length ? END : `esperava-se ":" depois do nome do campo, e não ${shown(text[this.i])}` };
    this.i++;
    return null;
  }

  /** Opens an object or an array at i: 'open' when it has members to read, 'closed' when empty, or the error of its first key. */
  private open(object: boolean): 'open' | 'closed' | ScanError {
    this.i++;
    this.ws();
    if (this.text[this.i] === (object ? '}' : ']')) {
      this.i++;
      return 'closed';
    }
    const f = (this.stack[this.depth] ??= { object, key: '', index: 0, keys: [], many: null });
    f.object = object;
    f.key = '';
    f.index = 0;
    f.keys.length = 0;
    f.many = null;
    this.depth++;
    this.afterComma = false;
    return (object ? this.key(false) : null) ?? 'open';
  }

  /** A plain value at i (string, number, true, false, null): its end, or its error. */
  private scalar(): number | ScanError {
    const { text, i } = this;
    const c = text[i];
    if (c === '"') return this.string();
    if (c === '-' || (c >= '0' && c <= '9')) {
      let end: number;
      if (this.parsed) end = numberEnd(text, i);
      else {
        NUMBER.lastIndex = i;
        if (!NUMBER.test(text)) return { pos: i, why: `${VALUE}, e não ${shown(c)}` };
        end = NUMBER.lastIndex;
      }
      // Only a long literal or one with an exponent can be out of a double's range.
      if (end - i > 15 || hasExponent(text, i, end)) numberProblem(text.slice(i, end), i, pathOf(this.stack, this.depth), this.avisos);
      return end;
    }
    if (text.startsWith('true', i) || text.startsWith('null', i)) return i + 4;
    if (text.startsWith('false', i)) return i + 5;
    if (i >= text.length) return { pos: i, why: END };
    if (this.afterComma && c === ']') return { pos: i, why: 'vírgula sobrando antes de "]"' };
    return { pos: i, why: `${VALUE}, e não ${shown(c)}` };
  }

  /** After a value: the containers it closes, then the next member ('next'), or the end of the text. */
  private afterValue(): 'next' | ScanResult {
    const { text } = this;
    for (;;) {
      this.ws();
      if (this.depth === 0) return this.i < text.length ? this.fail(this.i, 'há texto depois do fim do JSON') : { avisos: this.avisos };
      const top = this.stack[this.depth - 1];
      const d = text[this.i];
      if (d === ',') {
        this.i++;
        if (top.object) {
          const e = this.key(true);
          if (e) return this.fail(e.pos, e.why);
        } else top.index++;
        this.afterComma = true;
        return 'next';
      }
      if (d === (top.object ? '}' : ']')) {
        this.i++;
        this.depth--;
        continue;
      }
      if (this.i >= text.length) return this.fail(this.i, END);
      return this.fail(this.i, top.object ? 'esperava-se "," ou "}"' : 'esperava-se "," ou "]"');
    }
  }

  run(): ScanResult {
    for (;;) {
      this.ws();
      const c = this.text[this.i];
      if (c === '{' || c === '[') {
        const o = this.open(c === '{');
        if (typeof o !== 'string') return this.fail(o.pos, o.why);
        if (o === 'open') continue;
      } else {
        const end = this.scalar();
        if (typeof end !== 'number') return this.fail(end.pos, end.why);
        this.i = end;
      }
      const next = this.afterValue();
      if (next !== 'next') return next;
    }
  }
}

/** A number literal a double cannot hold: too large (read as infinity) or too small (read as zero, though not written as zero). */
function numberProblem(literal: string, pos: number, where: string, avisos: ScanProblem[]): void {
  const v = Number(literal);
  let what: string | null = null;
  if (!Number.isFinite(v)) what = 'é grande demais: seria lido como infinito';
  else if (v === 0 && /[1-9]/.test(literal.split(/[eE]/)[0])) what = 'é pequeno demais: seria lido como zero';
  if (what)
    avisos.push({
      pos,
      message: (at) => `O número ${literal} ${where === '' ? '' : `em ${where} `}(${at}) ${what}; escreva o valor correto.`,
    });
}
