// The .xlsx reader: exceljs's streaming WorkbookReader (ExcelJS.stream.xlsx.WorkbookReader) for the
// package (zip entries, shared strings, styles, workbook.xml), and our own reading of each sheet's XML
// so that nothing the streaming reader drops is lost: hidden rows (`<row hidden="1">`, which is also how
// a filter hides rows), merged ranges (`<mergeCell>`), error cells (t="e" → CellError), formulas saved
// without a result (→ UncachedFormula), boolean and error formula results, dates in the 1900 and 1904
// systems. Memory stays bounded by the rows kept (plain arrays), never by exceljs's cell objects: a
// 1 million-row workbook is read where the in-memory reader ran out of heap (issue 9, row 18).
//
// Used for every .xlsx (one code path, whatever the size): the streaming reader supports all we need.
import * as fs from 'fs';
import { Readable } from 'stream';
import ExcelJS from 'exceljs';
import { CellError, UncachedFormula } from '../../sheet/cells';
import type { CellValue, SheetData } from '../../sheet';

// exceljs internals without type definitions (the package has no "exports" map; these files are stable
// since exceljs 3).
/* eslint-disable @typescript-eslint/no-require-imports */
const parseSax: (it: AsyncIterable<unknown>) => AsyncIterable<SaxEvent[]> = require('exceljs/lib/utils/parse-sax');
const excelUtils: { isDateFmt(fmt: string | undefined): boolean; excelToDate(v: number, date1904: boolean): Date } = require('exceljs/lib/utils/utils');
/* eslint-enable @typescript-eslint/no-require-imports */

interface SaxNode {
  name: string;
  attributes: Record<string, string>;
}
type SaxEvent = { eventType: 'opentag'; value: SaxNode } | { eventType: 'closetag'; value: SaxNode } | { eventType: 'text'; value: string };

/** A workbook whose content cannot be read as it declares (the message is Portuguese, for the user). */
export class XlsxContentError extends Error {}

/** The streaming unzip ended before the package's parts were all read. */
class IncompletePackageError extends XlsxContentError {}

/**
 * Packages written without compression (STORE: JSZip's default, some scripts) are read only
 * intermittently by unzipper's streaming parse (measured: 6 failures in 20 reads of the same file);
 * compressed entries, as Excel and LibreOffice write, always. Such a package, when not larger than
 * this, is repacked compressed in memory (JSZip, exceljs's own dependency) and read again.
 */
export const MAX_REPACK_BYTES = 200 * 1024 * 1024;

interface JSZipEntry {
  dir: boolean;
  async(type: 'uint8array'): Promise<Uint8Array>;
}
interface JSZipLike {
  files: Record<string, JSZipEntry>;
  file(name: string, data: Uint8Array, o: object): void;
  generateAsync(o: object): Promise<Buffer>;
}

async function repacked(bytes: Uint8Array): Promise<Buffer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const JSZip = require('jszip') as { new (): JSZipLike; loadAsync(b: Uint8Array): Promise<JSZipLike> };
  const src = await JSZip.loadAsync(bytes);
  const out = new JSZip();
  // Every entry compressed (a loaded entry keeps its own method otherwise), the workbook's parts
  // before its sheets.
  const rank = (n: string): number => (/^xl\/worksheets\//.test(n) ? 1 : 0);
  const names = Object.keys(src.files).filter((n) => !src.files[n].dir).sort((a, b) => rank(a) - rank(b));
  for (const n of names) out.file(n, await src.files[n].async('uint8array'), { compression: 'DEFLATE', createFolders: false });
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
}

/** Reads an .xlsx file from disk, streamed (see readXlsxStream), repacking it if the stream falls short. */
export async function readXlsxPath(arquivo: string): Promise<SheetData[]> {
  try {
    return await readXlsxStream(arquivo);
  } catch (e) {
    if (!(e instanceof IncompletePackageError) || fs.statSync(arquivo).size > MAX_REPACK_BYTES) throw e;
    return readXlsxStream(Readable.from([await repacked(fs.readFileSync(arquivo))]));
  }
}

/** The marker the add-in leaves on every sheet it writes (src/sheet/cells.ts). */
export { OUTPUT_MARKER as OUTPUT_MARKER_NAME } from '../../sheet/cells';
import { OUTPUT_MARKER as OUTPUT_MARKER_NAME } from '../../sheet/cells';

interface StreamWorkbook {
  model?: { sheets?: { name: string; id: number; state?: string; rId: string }[]; definedNames?: { name: string; ranges: string[]; localSheetId?: number }[] };
  workbookRels?: { Id: string; Target: string; Type?: string }[];
  properties?: { model?: { date1904?: boolean } };
  sharedStrings?: unknown[];
  styles: { getStyleModel(id: number): { numFmt?: string } | null };
  on(event: 'entry', f: (e: { type: string; id?: string }) => void): void;
  [Symbol.asyncIterator](): AsyncGenerator<{ iterator: AsyncIterable<unknown>; name: string }>;
}

interface ParsedSheet {
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

function rowIndex(ref: string): number {
  const m = /\d+$/.exec(ref);
  return m ? parseInt(m[0], 10) - 1 : -1;
}

function sharedText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && Array.isArray((v as { richText?: unknown }).richText)) {
    return ((v as { richText: { text?: string | null }[] }).richText).map((r) => r.text ?? '').join('');
  }
  return v === null || v === undefined ? '' : String(v);
}

const truthy = (s: string | undefined): boolean => s === '1' || s === 'true';

/** Reads one sheet's XML. */
async function parseSheet(iterator: AsyncIterable<unknown>, sheetNo: string, wb: StreamWorkbook): Promise<ParsedSheet> {
  const linhas: CellValue[][] = [];
  const linhasOcultas: number[] = [];
  const mescladas: string[] = [];
  const shared = wb.sharedStrings ?? [];
  const date1904 = !!wb.properties?.model?.date1904;
  const dateStyle = new Map<number, boolean>();
  const isDateStyle = (s: number): boolean => {
    let d = dateStyle.get(s);
    if (d === undefined) {
      d = excelUtils.isDateFmt(wb.styles.getStyleModel(s)?.numFmt);
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

  for await (const events of parseSax(iterator)) {
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
        if (s && isDateStyle(s)) return excelUtils.excelToDate(n, date1904);
        return n;
      }
    }
  }
}

function unquoteSheetName(ref: string): string | null {
  const bang = ref.lastIndexOf('!');
  if (bang < 0) return null;
  let name = ref.slice(0, bang);
  if (name.startsWith("'") && name.endsWith("'")) name = name.slice(1, -1).replace(/''/g, "'");
  return name;
}

/** Reads every sheet of an .xlsx (a file path or a stream) with exceljs's streaming reader. */
export async function readXlsxStream(input: string | Readable): Promise<SheetData[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  }) as unknown as StreamWorkbook;
  // exceljs matches a sheet to workbook.xml as the sheet arrives and fails ("reading 'sheets'") when
  // workbook.xml comes later in the zip; the names and states are taken at the end here anyway.
  if (!reader.model) reader.model = { sheets: [] };
  const seen = new Set<string>();
  let sheetNo = '';
  reader.on('entry', (e) => {
    seen.add(e.type);
    if (e.type === 'worksheet') sheetNo = String(e.id);
  });
  const parsed: ParsedSheet[] = [];
  // A sheet that comes before workbook.xml or styles.xml in the zip (an unusual order) is kept as raw
  // XML and read at the end, when the date system and number formats are known.
  const waiting: { sheetNo: string; chunks: Buffer[] }[] = [];
  for await (const ws of reader) {
    if (seen.has('workbook') && seen.has('styles')) {
      parsed.push(await parseSheet(ws.iterator, sheetNo, reader));
    } else {
      const chunks: Buffer[] = [];
      for await (const chunk of ws.iterator) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
      waiting.push({ sheetNo, chunks });
    }
  }
  for (const w of waiting) parsed.push(await parseSheet(Readable.from(w.chunks), w.sheetNo, reader));

  // unzipper's streaming parse can end early on some packages (seen with uncompressed entries) instead
  // of failing: a package read without its workbook.xml, relationships or shared strings is refused,
  // never returned half-read.
  const usesShared = parsed.some((p) => p.usesSharedStrings);
  if (!seen.has('workbook') || !reader.workbookRels || (usesShared && !reader.sharedStrings)) {
    throw new IncompletePackageError(
      'o pacote do arquivo não pôde ser lido por inteiro (faltam partes da pasta de trabalho); abra a planilha no Excel e salve de novo como .xlsx',
    );
  }
  // Workbook order, names and states from workbook.xml and its relationships.
  const rels = new Map((reader.workbookRels ?? []).map((r) => [r.Id, r.Target.replace(/^\s*\/?(xl\/)?/, '')]));
  const bySheetNo = new Map(parsed.map((p) => [p.sheetNo, p]));
  const declared = reader.model?.sheets ?? [];
  const marked = new Set<number>();
  const markedNames = new Set<string>();
  for (const dn of reader.model?.definedNames ?? []) {
    if (dn.name !== OUTPUT_MARKER_NAME) continue;
    if (dn.localSheetId !== undefined) marked.add(dn.localSheetId);
    else for (const r of dn.ranges ?? []) {
      const n = unquoteSheetName(r);
      if (n !== null) markedNames.add(n);
    }
  }
  const relTypes = new Map((reader.workbookRels ?? []).map((r) => [r.Id, r.Type ?? '']));
  const missing: string[] = [];
  const out: SheetData[] = [];
  const used = new Set<ParsedSheet>();
  declared.forEach((s, index) => {
    const m = /^worksheets\/sheet(\d+)\.xml$/.exec(rels.get(s.rId) ?? '');
    const p = m ? bySheetNo.get(m[1]) : undefined;
    if (!p) {
      // A chart sheet has no cells; a worksheet the reader did not find would be a sheet left out.
      if (/\/worksheet$/.test(relTypes.get(s.rId) ?? '')) missing.push(s.name);
      return;
    }
    used.add(p);
    out.push(sheetData(s.name, p, s.state === 'hidden' || s.state === 'veryHidden', marked.has(index) || markedNames.has(s.name)));
  });
  if (missing.length) {
    // (Incomplete: on an uncompressed package the streaming unzip may have skipped the entry.)
    throw new IncompletePackageError(
      `a pasta de trabalho declara ${missing.length === 1 ? 'a aba' : 'as abas'} ${missing.map((n) => `'${n}'`).join(', ')}, mas o arquivo não tem o conteúdo ${missing.length === 1 ? 'dela' : 'delas'} onde o Excel o grava; abra a planilha no Excel e salve de novo como .xlsx`,
    );
  }
  for (const p of parsed) if (!used.has(p)) out.push(sheetData(`Sheet${p.sheetNo}`, p, false, false));
  return out;
}

function sheetData(nome: string, p: ParsedSheet, oculta: boolean, doSuplemento: boolean): SheetData {
  const d: SheetData = { nome, linhas: p.linhas };
  if (oculta) d.oculta = true;
  if (p.linhasOcultas.length) d.linhasOcultas = p.linhasOcultas;
  if (p.mescladas.length) d.mescladas = p.mescladas;
  if (doSuplemento) d.doSuplemento = true;
  return d;
}

/** Reads an .xlsx held in memory (same reader, fed from the buffer). */
export async function readXlsxBytes(bytes: Uint8Array): Promise<SheetData[]> {
  try {
    return await readXlsxStream(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]));
  } catch (e) {
    if (!(e instanceof IncompletePackageError) || bytes.byteLength > MAX_REPACK_BYTES) throw e;
    return readXlsxStream(Readable.from([await repacked(bytes)]));
  }
}
