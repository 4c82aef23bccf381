// Reads what a printed page shows, for the LibreOffice render test (print-render.test.ts): the size
// every piece of text is drawn at (a small reader of the PDF's page content: font size × text matrix ×
// transformation matrix), the filled rectangles of a colour (the header's fill), and the words with
// their boxes (poppler's `pdftotext -bbox`).
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as zlib from 'zlib';

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Word extends Rect {
  text: string;
}

export interface PdfPage {
  width: number;
  height: number;
  /** Sizes in points of every piece of text drawn. */
  textSizes: number[];
  /** Filled rectangles as [r, g, b] → boxes, in top-down coordinates (as the words). */
  fills: { color: [number, number, number]; rect: Rect }[];
  words: Word[];
  /** The PDF's font names (BaseFont). */
  fonts: string[];
}

type Matrix = [number, number, number, number, number, number];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

/** The tokens of a content stream: numbers, names, strings and arrays (as one token each), operators. */
function* tokens(s: string): Generator<string> {
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '%') {
      while (i < s.length && s[i] !== '\n' && s[i] !== '\r') i++;
    } else if (c === '(') {
      let depth = 0;
      const start = i;
      for (; i < s.length; i++) {
        if (s[i] === '\\') i++;
        else if (s[i] === '(') depth++;
        else if (s[i] === ')' && --depth === 0) break;
      }
      i++;
      yield s.slice(start, i);
    } else if (c === '[') {
      // An array (TJ's operand): its strings may hold brackets, so it is scanned as strings are.
      const start = i;
      let inString = 0;
      for (; i < s.length; i++) {
        if (inString > 0) {
          if (s[i] === '\\') i++;
          else if (s[i] === '(') inString++;
          else if (s[i] === ')') inString--;
        } else if (s[i] === '(') inString = 1;
        else if (s[i] === ']') break;
      }
      i++;
      yield s.slice(start, i);
    } else if (c === '<' && s[i + 1] === '<') {
      const end = s.indexOf('>>', i);
      yield s.slice(i, end + 2);
      i = end + 2;
    } else if (c === '<') {
      const end = s.indexOf('>', i);
      yield s.slice(i, end + 1);
      i = end + 1;
    } else {
      const start = i;
      i++;
      while (i < s.length && !/[\s()<>[\]/%]/.test(s[i])) i++;
      yield s.slice(start, i);
    }
  }
}

/** Text sizes and filled rectangles of one page's content (`height`: the page's, to turn y downwards). */
function readContent(content: string, height: number): { textSizes: number[]; fills: PdfPage['fills'] } {
  const textSizes: number[] = [];
  const fills: PdfPage['fills'] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: { ctm: Matrix; fill: [number, number, number] }[] = [];
  let tm: Matrix = [1, 0, 0, 1, 0, 0];
  let fontSize = 0;
  let fill: [number, number, number] = [0, 0, 0];
  let pendingRects: Rect[] = [];
  const args: string[] = [];
  const num = (k: number): number => Number(args[args.length - k]);
  for (const tok of tokens(content)) {
    if (/^[-+.\d]/.test(tok) || /^[([</]/.test(tok)) {
      args.push(tok);
      continue;
    }
    switch (tok) {
      case 'q':
        stack.push({ ctm, fill });
        break;
      case 'Q':
        ({ ctm, fill } = stack.pop() ?? { ctm, fill });
        break;
      case 'cm':
        ctm = multiply([num(6), num(5), num(4), num(3), num(2), num(1)], ctm);
        break;
      case 'BT':
        tm = [1, 0, 0, 1, 0, 0];
        break;
      case 'Tm':
        tm = [num(6), num(5), num(4), num(3), num(2), num(1)];
        break;
      case 'Tf':
        fontSize = num(1);
        break;
      case 'Tj':
      case 'TJ':
      case "'":
      case '"': {
        const m = multiply(tm, ctm);
        textSizes.push(Math.abs(fontSize) * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])));
        break;
      }
      case 'rg':
        fill = [num(3), num(2), num(1)];
        break;
      case 're': {
        const [x, y, w, h] = [num(4), num(3), num(2), num(1)];
        const p0 = [x * ctm[0] + y * ctm[2] + ctm[4], x * ctm[1] + y * ctm[3] + ctm[5]];
        const p1 = [(x + w) * ctm[0] + (y + h) * ctm[2] + ctm[4], (x + w) * ctm[1] + (y + h) * ctm[3] + ctm[5]];
        pendingRects.push({
          x0: Math.min(p0[0], p1[0]),
          x1: Math.max(p0[0], p1[0]),
          y0: height - Math.max(p0[1], p1[1]),
          y1: height - Math.min(p0[1], p1[1]),
        });
        break;
      }
      case 'f':
      case 'f*':
      case 'F':
        for (const rect of pendingRects) fills.push({ color: fill, rect });
        pendingRects = [];
        break;
      case 'n':
      case 'S':
      case 'W':
      case 'W*':
      case 'B':
      case 'b':
        if (tok !== 'W' && tok !== 'W*') pendingRects = [];
        break;
      default:
        break;
    }
    args.length = 0;
  }
  return { textSizes, fills };
}

function unescapeHtml(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The words of every page, with their boxes (top-down coordinates, points). */
function pdfWords(file: string): { width: number; height: number; words: Word[] }[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return html
    .split('<page ')
    .slice(1)
    .map((p) => {
      const width = Number(/width="([\d.]+)"/.exec(p)![1]);
      const height = Number(/height="([\d.]+)"/.exec(p)![1]);
      const words = [...p.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
        x0: Number(m[1]),
        y0: Number(m[2]),
        x1: Number(m[3]),
        y1: Number(m[4]),
        text: unescapeHtml(m[5]),
      }));
      return { width, height, words };
    });
}

/** Every page of a PDF written by LibreOffice: what it draws and the words it shows. */
export function readPdfPages(file: string): PdfPage[] {
  const raw = fs.readFileSync(file).toString('latin1');
  const objects = new Map<number, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(Number(m[1]), m[2]);
  const streamOf = (n: number): string => {
    const o = objects.get(n)!;
    const start = o.indexOf('stream') + 'stream'.length;
    const body = o.slice(o[start] === '\r' ? start + 2 : start + 1, o.lastIndexOf('endstream'));
    const bytes = Buffer.from(body, 'latin1');
    if (!/\/FlateDecode/.test(o.slice(0, start))) return body;
    return zlib.inflateSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('latin1');
  };
  const refs = (s: string): number[] => [...s.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const rootRef = /\/Root (\d+) 0 R/.exec(raw)![1];
  const pagesRef = /\/Pages (\d+) 0 R/.exec(objects.get(Number(rootRef))!)![1];
  const order: number[] = [];
  const walk = (n: number): void => {
    const o = objects.get(n)!;
    if (/\/Type\s*\/Pages/.test(o)) for (const k of refs(/\/Kids\s*\[([^\]]*)\]/.exec(o)![1])) walk(k);
    else order.push(n);
  };
  walk(Number(pagesRef));
  const fonts = [...raw.matchAll(/\/BaseFont\s*\/([^\s/>]+)/g)].map((m) => m[1]);
  const words = pdfWords(file);
  return order.map((n, i) => {
    const o = objects.get(n)!;
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(o)![1];
    const content = refs(contents).map(streamOf).join('\n');
    const { width, height } = words[i];
    return { width, height, ...readContent(content, height), words: words[i].words, fonts };
  });
}

/** True when two boxes overlap by more than `tolerance` points both ways. */
export function intersects(a: Rect, b: Rect, tolerance = 0.5): boolean {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > tolerance && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > tolerance;
}
