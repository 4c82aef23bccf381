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

/** Reads one sheet's XML. */
export async function parseSheet(
  chunks: AsyncIterable<unknown> | Iterable<unknown>,
  sheetNo: string,
  wb: PackageContext,
): Promise<ParsedSheet> {
  const linhas: CellValue[][] = [];
  const linhasOcultas: number[] = [];
  const mescladas: string[] = [];
  const shared = wb.sharedStrings ?? [];
  const date1904 = wb.date1904;
  const dateStyle = new Map<number, boolean>();
  const isDateStyle = (s: number): boolean => {
    let d = dateStyle.get(s);
    if (d === undefined) {
      d = isDateFormat(wb.numFmtOfStyle(s));
      dateStyle.set(s, d);
    }
    return d;
  };
  const sharedFormulas = new Map<string, string>();
  let usesSharedStrings = false;

  let inData = false;
  let rowNo = -1;
  let values: CellValue[] | null = null;
  let col = -1;
  // The cell being read
  let cType = '';
  let cStyle = 0;
  let fText: string | null = null;
  let fShared: string | undefined;
  let vText: string | null = null;
  let inIs = 0;
  let inPhonetic = 0;
  let target: 'f' | 'v' | 't' | null = null;

  for await (const events of saxEvents(chunks)) {
    for (const ev of events) {
      if (ev.eventType === 'text') {
        if (target === 'f') fText = (fText ?? '') + ev.value;
        else if (target === 'v' || target === 't') vText = (vText ?? '') + ev.value;
        continue;
      }
      const node = ev.value;
      if (ev.eventType === 'opentag') {
        switch (node.name) {
          case 'sheetData':
            inData = true;
            break;
          case 'row':
            if (!inData) break;
            rowNo = node.attributes.r ? parseInt(node.attributes.r, 10) - 1 : rowNo + 1;
            values = [];
            col = -1;
            if (truthy(node.attributes.hidden)) linhasOcultas.push(rowNo);
            break;
          case 'c':
            if (!values) break;
            col = node.attributes.r ? columnIndex(node.attributes.r) : col + 1;
            cType = node.attributes.t ?? 'n';
            cStyle = node.attributes.s ? parseInt(node.attributes.s, 10) : 0;
            fText = null;
            fShared = undefined;
            vText = null;
            break;
          case 'f':
            if (!values) break;
            target = 'f';
            fText = '';
            fShared = node.attributes.t === 'shared' ? node.attributes.si : undefined;
            break;
          case 'v':
            if (values) target = 'v';
            break;
          case 'is':
            inIs++;
            break;
          case 'rPh':
            inPhonetic++;
            break;
          case 't':
            if (values && inIs > 0 && inPhonetic === 0) target = 't';
            break;
          case 'mergeCell':
            if (node.attributes.ref) mescladas.push(node.attributes.ref);
            break;
          default:
            break;
        }
        continue;
      }
      // closetag
      switch (node.name) {
        case 'sheetData':
          inData = false;
          break;
        case 'f':
          if (fShared !== undefined) {
            if (fText) sharedFormulas.set(fShared, fText);
            else fText = sharedFormulas.get(fShared) ?? '';
          }
          target = null;
          break;
        case 'v':
        case 't':
          target = null;
          break;
        case 'is':
          inIs--;
          break;
        case 'rPh':
          inPhonetic--;
          break;
        case 'c': {
          if (!values || col < 0) break;
          const v = cellValue(cType, vText, fText, cStyle);
          if (v !== null) values[col] = v;
          break;
        }
        case 'row':
          if (values && values.length > 0) {
            for (let i = 0; i < values.length; i++) if (values[i] === undefined) values[i] = null;
            linhas[rowNo] = values;
          }
          values = null;
          break;
        default:
          break;
      }
    }
  }
  for (let i = 0; i < linhas.length; i++) if (!linhas[i]) linhas[i] = [];
  return { sheetNo, usesSharedStrings, linhas, linhasOcultas, mescladas };

  function cellValue(t: string, v: string | null, f: string | null, s: number): CellValue {
    if (f !== null && (v === null || (v === '' && t !== 'str'))) return new UncachedFormula(f);
    if (v === null) return t === 'inlineStr' ? '' : null;
    switch (t) {
      case 's':
        usesSharedStrings = true;
        return sharedText(shared[parseInt(v, 10)]);
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
        if (s && isDateStyle(s)) return excelSerialToDate(n, date1904);
        return n;
      }
    }
  }
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
  return `a pasta de trabalho declara ${missing.length === 1 ? 'a aba' : 'as abas'} ${missing.map((n) => `'${n}'`).join(', ')}, mas o arquivo não tem o conteúdo ${missing.length === 1 ? 'dela' : 'delas'} onde o Excel o grava; abra a planilha no Excel e salve de novo como .xlsx`;
}
