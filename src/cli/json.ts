// JSON written in pieces (`cotas classificar --json`): the text of JSON.stringify(value) — or of
// JSON.stringify(value, null, indent) with --legivel — handed to `sink` in chunks of about 64 KB, so
// that a result of a million candidates is never one string in memory. Objects and arrays whose
// members are all plain values are written by JSON.stringify itself (the fast path); only
// containers are walked here.

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
