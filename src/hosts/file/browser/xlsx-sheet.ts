// The reading of a worksheet's XML, shared by both .xlsx readers: the Node one (../xlsx-reader.ts,
// exceljs's streaming reader for the package) and the browser one (./xlsx-read.ts, JSZip over bytes).
// Nothing the sheet holds is lost: hidden rows (`<row hidden="1">`, which is also how a filter hides
// rows), merged ranges (`<mergeCell>`), error cells (t="e" → CellError), formulas saved without a
// result (→ UncachedFormula), boolean and error formula results, dates in the 1900 and 1904 systems.
// Browser-safe: saxes (exceljs's own XML parser) and TextDecoder, no Node.
import { SaxesParser } from 'saxes';
import { CellError, OUTPUT_MARKER, UncachedFormula } from '../../../sheet/cells';
import type { CellValue, SheetData } from '../../../sheet';

export interface SaxNode {
  name: string;
  attributes: Record<string, string>;
}
export type SaxEvent =
  { eventType: 'opentag'; value: SaxNode } | { eventType: 'closetag'; value: SaxNode } | { eventType: 'text'; value: string };

/**
 * The XML events of a part given in chunks (bytes or text), a batch per chunk. UTF-8 is decoded as a
 * stream, so a character split between two chunks stays whole.
 */
export async function* saxEvents(chunks: AsyncIterable<unknown> | Iterable<unknown>): AsyncGenerator<SaxEvent[]> {
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8');
  let error: Error | undefined;
  let events: SaxEvent[] = [];
  parser.on('error', (e) => {
    error = e;
  });
  parser.on('opentag', (value) => events.push({ eventType: 'opentag', value: value as unknown as SaxNode }));
  parser.on('text', (value) => events.push({ eventType: 'text', value }));
  parser.on('closetag', (value) => events.push({ eventType: 'closetag', value: value as unknown as SaxNode }));
  for await (const chunk of chunks as AsyncIterable<unknown>) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true }));
    if (error) throw error;
    yield events;
    events = [];
  }
  parser.write(decoder.decode());
  parser.close();
  if (error) throw error;
  if (events.length) yield events;
}

/** Excel's date formats: a format code with date or time letters outside quotes and brackets (as exceljs decides). */
export function isDateFormat(fmt: string | undefined | null): boolean {
  if (!fmt) return false;
  return /[ymdhMsb]+/.test(fmt.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** The Date of an Excel serial number (1900 or 1904 system), UTC-based, as exceljs gives it. */
export function excelSerialToDate(v: number, date1904: boolean): Date {
  return new Date(Math.round((v - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
}

/** What parseSheet needs of the package: the shared strings, the date system, each style's number format. */
export interface PackageContext {
  sharedStrings?: unknown[];
  date1904: boolean;
  numFmtOfStyle(style: number): string | undefined;
}

export interface ParsedSheet {
  sheetNo: string;
  usesSharedStrings: boolean;
  linhas: CellValue[][];
  linhasOcultas: number[];
  mescladas: string[];
}

function columnIndex(ref: string): number {
  let c = 0;
  for (let i = 0; i < ref.length; i++) {
    const x = ref.charCodeAt(i);
    if (x >= 65 && x <= 90) c = c * 26 + (x - 64);
    else if (x >= 97 && x <= 122) c = c * 26 + (x - 96);
    else break;
  }
  return c - 1;
}

function sharedText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && Array.isArray((v as { richText?: unknown }).richText)) {
    return (v as { richText: { text?: string | null }[] }).richText.map((r) => r.text ?? '').join('');
  }
  return v === null || v === undefined ? '' : String(v);
}

const truthy = (s: string | undefined): boolean => s === '1' || s === 'true';

/** The state of one sheet's XML read event by event (parseSheet): the rows so far and the cell being read. */
class SheetXmlReader {
  readonly linhas: CellValue[][] = [];
  readonly linhasOcultas: number[] = [];
  readonly mescladas: string[] = [];
  usesSharedStrings = false;
  private readonly shared: unknown[];
  private readonly dateStyle = new Map<number, boolean>();
  private readonly sharedFormulas = new Map<string, string>();
  private inData = false;
  private rowNo = -1;
  private values: CellValue[] | null = null;
  private col = -1;
  // The cell being read
  private cType = '';
  private cStyle = 0;
  private fText: string | null = null;
  private fShared: string | undefined;
  private vText: string | null = null;
  private inIs = 0;
  private inPhonetic = 0;
  private target: 'f' | 'v' | 't' | null = null;

  constructor(private readonly wb: PackageContext) {
    this.shared = wb.sharedStrings ?? [];
  }

  text(value: string): void {
    if (this.target === 'f') this.fText = (this.fText ?? '') + value;
    else if (this.target === 'v' || this.target === 't') this.vText = (this.vText ?? '') + value;
  }

  open(node: SaxNode): void {
    switch (node.name) {
      case 'sheetData':
        this.inData = true;
        break;
      case 'row':
        if (!this.inData) break;
        this.rowNo = node.attributes.r ? parseInt(node.attributes.r, 10) - 1 : this.rowNo + 1;
        this.values = [];
        this.col = -1;
        if (truthy(node.attributes.hidden)) this.linhasOcultas.push(this.rowNo);
        break;
      case 'c':
        if (!this.values) break;
        this.col = node.attributes.r ? columnIndex(node.attributes.r) : this.col + 1;
        this.cType = node.attributes.t ?? 'n';
        this.cStyle = node.attributes.s ? parseInt(node.attributes.s, 10) : 0;
        this.fText = null;
        this.fShared = undefined;
        this.vText = null;
        break;
      case 'f':
        if (!this.values) break;
        this.target = 'f';
        this.fText = '';
        this.fShared = node.attributes.t === 'shared' ? node.attributes.si : undefined;
        break;
      case 'v':
        if (this.values) this.target = 'v';
        break;
      case 'is':
        this.inIs++;
        break;
      case 'rPh':
        this.inPhonetic++;
        break;
      case 't':
        if (this.values && this.inIs > 0 && this.inPhonetic === 0) this.target = 't';
        break;
      case 'mergeCell':
        if (node.attributes.ref) this.mescladas.push(node.attributes.ref);
        break;
      default:
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'sheetData':
        this.inData = false;
        break;
      case 'f':
        if (this.fShared !== undefined) {
          if (this.fText) this.sharedFormulas.set(this.fShared, this.fText);
          else this.fText = this.sharedFormulas.get(this.fShared) ?? '';
        }
        this.target = null;
        break;
      case 'v':
      case 't':
        this.target = null;
        break;
      case 'is':
        this.inIs--;
        break;
      case 'rPh':
        this.inPhonetic--;
        break;
      case 'c': {
        if (!this.values || this.col < 0) break;
        const v = this.cellValue(this.cType, this.vText, this.fText, this.cStyle);
        if (v !== null) this.values[this.col] = v;
        break;
      }
      case 'row':
        if (this.values && this.values.length > 0) {
          const values = this.values;
          for (let i = 0; i < values.length; i++) if (values[i] === undefined) values[i] = null;
          this.linhas[this.rowNo] = values;
        }
        this.values = null;
        break;
      default:
        break;
    }
  }

  private isDateStyle(s: number): boolean {
    let d = this.dateStyle.get(s);
    if (d === undefined) {
      d = isDateFormat(this.wb.numFmtOfStyle(s));
      this.dateStyle.set(s, d);
    }
    return d;
  }

  private cellValue(t: string, v: string | null, f: string | null, s: number): CellValue {
    if (f !== null && (v === null || (v === '' && t !== 'str'))) return new UncachedFormula(f);
    if (v === null) return t === 'inlineStr' ? '' : null;
    switch (t) {
      case 's':
        this.usesSharedStrings = true;
        return sharedText(this.shared[parseInt(v, 10)]);
      case 'inlineStr':
      case 'str':
        return v;
      case 'e':
        return new CellError(v.trim());
      case 'b':
        return v.trim() === '1' || v.trim().toLowerCase() === 'true';
      case 'd': {
        // ISO 8601 date cell (rare; Strict OOXML): calendar values, read as UTC.
        const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v}Z`);
        return Number.isNaN(d.getTime()) ? v : d;
      }
      default: {
        const n = Number(v);
        if (v.trim() === '' || !Number.isFinite(n)) return v;
        // Dates stay as exceljs gives them: a UTC-based Date of the serial number (1900 or 1904
        // system); the sheet layer takes the calendar date from its UTC fields, never local time.
        if (s && this.isDateStyle(s)) return excelSerialToDate(n, this.wb.date1904);
        return n;
      }
    }
  }
}

/** Reads one sheet's XML. */
export async function parseSheet(
  chunks: AsyncIterable<unknown> | Iterable<unknown>,
  sheetNo: string,
  wb: PackageContext,
): Promise<ParsedSheet> {
  const reader = new SheetXmlReader(wb);
  for await (const events of saxEvents(chunks)) {
    for (const ev of events) {
      if (ev.eventType === 'text') reader.text(ev.value);
      else if (ev.eventType === 'opentag') reader.open(ev.value);
      else reader.close(ev.value.name);
    }
  }
  const linhas = reader.linhas;
  for (let i = 0; i < linhas.length; i++) if (!linhas[i]) linhas[i] = [];
  return { sheetNo, usesSharedStrings: reader.usesSharedStrings, linhas, linhasOcultas: reader.linhasOcultas, mescladas: reader.mescladas };
}

export function unquoteSheetName(ref: string): string | null {
  const bang = ref.lastIndexOf('!');
  if (bang < 0) return null;
  let name = ref.slice(0, bang);
  if (name.startsWith("'") && name.endsWith("'")) name = name.slice(1, -1).replace(/''/g, "'");
  return name;
}

export function sheetData(nome: string, p: ParsedSheet, oculta: boolean, doSuplemento: boolean): SheetData {
  const d: SheetData = { nome, linhas: p.linhas };
  if (oculta) d.oculta = true;
  if (p.linhasOcultas.length) d.linhasOcultas = p.linhasOcultas;
  if (p.mescladas.length) d.mescladas = p.mescladas;
  if (doSuplemento) d.doSuplemento = true;
  return d;
}

/** A sheet as workbook.xml declares it. */
export interface DeclaredSheet {
  name: string;
  state?: string;
  rId: string;
}

/** The workbook's sheets, in tab order, from workbook.xml, its relationships and the sheets read. */
export function assembleSheets(
  declared: DeclaredSheet[],
  rels: { Id: string; Target: string; Type?: string }[],
  definedNames: { name: string; ranges: string[]; localSheetId?: number }[],
  parsed: ParsedSheet[],
): { sheets: SheetData[]; missing: string[] } {
  const targets = new Map(rels.map((r) => [r.Id, r.Target.replace(/^\s*\/?(xl\/)?/, '')]));
  const relTypes = new Map(rels.map((r) => [r.Id, r.Type ?? '']));
  const bySheetNo = new Map(parsed.map((p) => [p.sheetNo, p]));
  // The add-in's marker: a name scoped to the sheet, or (the fallback form) one workbook-level name listing sheets.
  const marked = new Set<number>();
  const markedNames = new Set<string>();
  for (const dn of definedNames) {
    if (dn.name !== OUTPUT_MARKER) continue;
    if (dn.localSheetId !== undefined) marked.add(dn.localSheetId);
    else
      for (const r of dn.ranges ?? []) {
        const n = unquoteSheetName(r);
        if (n !== null) markedNames.add(n);
      }
  }
  const missing: string[] = [];
  const sheets: SheetData[] = [];
  const used = new Set<ParsedSheet>();
  declared.forEach((s, index) => {
    const m = /^worksheets\/sheet(\d+)\.xml$/.exec(targets.get(s.rId) ?? '');
    const p = m ? bySheetNo.get(m[1]) : undefined;
    if (!p) {
      // A chart sheet has no cells; a worksheet the reader did not find would be a sheet left out.
      if (/\/worksheet$/.test(relTypes.get(s.rId) ?? '')) missing.push(s.name);
      return;
    }
    used.add(p);
    sheets.push(sheetData(s.name, p, s.state === 'hidden' || s.state === 'veryHidden', marked.has(index) || markedNames.has(s.name)));
  });
  for (const p of parsed) if (!used.has(p)) sheets.push(sheetData(`Sheet${p.sheetNo}`, p, false, false));
  return { sheets, missing };
}

/** Why a workbook declares sheets whose content is not in the file (Portuguese). */
export function missingSheetsMessage(missing: string[]): string {
  return `a pasta de trabalho declara ${missing.length === 1 ? 'a planilha' : 'as planilhas'} ${missing.map((n) => `'${n}'`).join(', ')}, mas o arquivo não tem o conteúdo ${missing.length === 1 ? 'dela' : 'delas'} onde o Excel o grava; abra o arquivo no Excel e salve de novo como .xlsx`;
}
