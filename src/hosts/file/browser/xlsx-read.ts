// The one .xlsx package reader, for the command line (../xlsx-reader.ts gives it the file's bytes) and
// the web page (the file the user opened): JSZip opens the package, each part is streamed out of it
// (./xlsx-parts.ts: inflated chunk by chunk, its CRC-32 checked) to the XML reader, and each sheet is
// read by ./xlsx-sheet.ts: the cells, hidden sheets and rows, merged ranges and the add-in's marker.
// The same file is read the same way every time, whatever the order of its parts or whether it has
// xl/sharedStrings.xml (test/hosts/file/pacote-leitura.test.ts), and nothing of it is written to disk.
// No Node, no exceljs.
import JSZip from 'jszip';
import type { SheetData } from '../../../sheet';
import {
  DamageList,
  MAX_CELLS,
  XlsxContentError,
  damagedPartMessage,
  partLabel,
  tooManySharedStringsMessage,
  withAdvice,
} from './xlsx-errors';
import { DamagedPartError, findEntry, partChunks, partIsWhole } from './xlsx-parts';
import type { PartOptions } from './xlsx-parts';
import { assembleSheets, missingSheetsMessage, parseSheet, saxEvents } from './xlsx-sheet';
import type { DeclaredSheet, PackageContext, ParsedSheet } from './xlsx-sheet';

/** How a package is read: see PartOptions (a test's chunk size, the Node reader's byte counter). */
export interface PackageReadOptions extends PartOptions {
  /** The cells read at most (MAX_CELLS): smaller only in tests, which cannot build 30 million cells in time. */
  maxCells?: number;
}

type Chunks = AsyncIterable<Uint8Array>;

/** Built-in number formats (ECMA-376, 18.8.30) that are dates or times: what exceljs's styles give as date formats. */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/**
 * Reads a part with `consume`, streamed: null when the package has no such part, `{ damage }` (a
 * Portuguese problem naming it) when its CRC-32 does not match or it cannot be inflated. Bad XML in a
 * part that is whole stays the XML reader's error.
 */
async function readPart<T>(
  zip: JSZip,
  name: string,
  label: string,
  options: PartOptions,
  consume: (chunks: Chunks) => Promise<T>,
): Promise<{ value: T } | { damage: string } | null> {
  const entry = findEntry(zip, name);
  if (!entry) return null;
  try {
    return { value: await consume(partChunks(entry, options)) };
  } catch (e) {
    if (e instanceof DamagedPartError) return { damage: damagedPartMessage(label, e.reason) };
    if (!(e instanceof XlsxContentError) && !(await partIsWhole(entry))) return { damage: damagedPartMessage(label, 'crc') };
    throw e;
  }
}

/** A part every sheet depends on: its value (null when absent); damage stops the reading at once. */
async function readSharedPart<T>(
  zip: JSZip,
  name: string,
  options: PartOptions,
  consume: (chunks: Chunks) => Promise<T>,
): Promise<T | null> {
  const r = await readPart(zip, name, partLabel(name), options, consume);
  if (r && 'damage' in r) throw new XlsxContentError(withAdvice([r.damage]));
  return r ? r.value : null;
}

/** Splits a defined name's text into its ranges (commas outside quotes). */
function splitRanges(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === "'") quoted = !quoted;
    if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) out.push(cur);
  return out.map((r) => r.trim()).filter((r) => r !== '');
}

const truthy = (s: string | undefined): boolean => s === '1' || s === 'true';

interface WorkbookPart {
  sheets: DeclaredSheet[];
  definedNames: { name: string; ranges: string[]; localSheetId?: number }[];
  date1904: boolean;
}

async function readWorkbookPart(chunks: Chunks): Promise<WorkbookPart> {
  const wb: WorkbookPart = { sheets: [], definedNames: [], date1904: false };
  let name: { name: string; localSheetId?: number; text: string } | null = null;
  for await (const events of saxEvents(chunks)) {
    for (const ev of events) {
      if (ev.eventType === 'text') {
        if (name) name.text += ev.value;
      } else if (ev.eventType === 'opentag') {
        const a = ev.value.attributes;
        if (ev.value.name === 'sheet') wb.sheets.push({ name: a.name ?? '', state: a.state, rId: a['r:id'] ?? '' });
        else if (ev.value.name === 'workbookPr') wb.date1904 = truthy(a.date1904);
        else if (ev.value.name === 'definedName')
          name = { name: a.name ?? '', localSheetId: a.localSheetId !== undefined ? parseInt(a.localSheetId, 10) : undefined, text: '' };
      } else if (ev.value.name === 'definedName' && name) {
        const dn: { name: string; ranges: string[]; localSheetId?: number } = { name: name.name, ranges: splitRanges(name.text) };
        if (name.localSheetId !== undefined && Number.isFinite(name.localSheetId)) dn.localSheetId = name.localSheetId;
        wb.definedNames.push(dn);
        name = null;
      }
    }
  }
  return wb;
}

async function readRelationships(chunks: Chunks): Promise<{ Id: string; Target: string; Type?: string }[]> {
  const rels: { Id: string; Target: string; Type?: string }[] = [];
  for await (const events of saxEvents(chunks)) {
    for (const ev of events) {
      if (ev.eventType === 'opentag' && ev.value.name === 'Relationship') {
        const a = ev.value.attributes;
        rels.push({ Id: a.Id ?? '', Target: a.Target ?? '', Type: a.Type });
      }
    }
  }
  return rels;
}

/** The text of each shared string (its runs joined; phonetic guides left out). */
async function readSharedStrings(chunks: Chunks, max: number): Promise<string[]> {
  const out: string[] = [];
  let text: string | null = null;
  let inT = false;
  let inPhonetic = 0;
  for await (const events of saxEvents(chunks)) {
    for (const ev of events) {
      if (ev.eventType === 'text') {
        if (inT && text !== null) text += ev.value;
        continue;
      }
      const n = ev.value.name;
      if (ev.eventType === 'opentag') {
        if (n === 'si') text = '';
        else if (n === 'rPh') inPhonetic++;
        else if (n === 't' && inPhonetic === 0) inT = true;
      } else if (n === 'si') {
        // Each text is some cell's: more texts than cells the reader takes is a hostile package (a few
        // KB that would inflate into tens of millions of strings), refused before memory runs out.
        if (out.length >= max) throw new XlsxContentError(tooManySharedStringsMessage(max));
        out.push(text ?? '');
        text = null;
      } else if (n === 'rPh') inPhonetic--;
      else if (n === 't') inT = false;
    }
  }
  return out;
}

/** Each cell style's number format code (custom formats by id, built-in date formats as a date code). */
async function readStyles(chunks: Chunks): Promise<{ custom: Map<number, string>; xfs: number[] }> {
  const custom = new Map<number, string>();
  const xfs: number[] = [];
  let inCellXfs = false;
  for await (const events of saxEvents(chunks)) {
    for (const ev of events) {
      if (ev.eventType === 'text') continue;
      const n = ev.value.name;
      const a = ev.value.attributes;
      if (ev.eventType === 'opentag') {
        if (n === 'numFmt') custom.set(parseInt(a.numFmtId ?? '', 10), a.formatCode ?? '');
        else if (n === 'cellXfs') inCellXfs = true;
        else if (n === 'xf' && inCellXfs) xfs.push(a.numFmtId ? parseInt(a.numFmtId, 10) : 0);
      } else if (n === 'cellXfs') inCellXfs = false;
    }
  }
  return { custom, xfs };
}

/** Each cell style's number format code, from the styles part (none when the package has no styles). */
function numFmtOfStyle(styles: { custom: Map<number, string>; xfs: number[] } | null): (style: number) => string | undefined {
  const custom = styles?.custom ?? new Map<number, string>();
  const xfs = styles?.xfs ?? [];
  return (style) => {
    const id = xfs[style];
    if (id === undefined || !id) return undefined;
    // Built-in date formats: any date code will do (only whether it is a date is asked).
    return custom.get(id) ?? (BUILTIN_DATE_FORMATS.has(id) ? 'dd/mm/yyyy' : undefined);
  };
}

/**
 * Reads every sheet of an .xlsx held in memory as 2-D arrays (row 1 = index 0; blank cells null), with
 * hidden sheets and rows, merged ranges and the add-in's output marker. Throws XlsxContentError (every
 * problem, in Portuguese) for a package that lacks its parts or is damaged (./xlsx-errors.ts); JSZip's
 * and the XML parser's errors otherwise.
 */
export async function readXlsxPackage(bytes: Uint8Array, options: PackageReadOptions = {}): Promise<SheetData[]> {
  const zip = await JSZip.loadAsync(bytes);
  const root = (await readSharedPart(zip, '_rels/.rels', options, readRelationships)) ?? [];
  const office = root.find((r) => /\/officeDocument$/.test(r.Type ?? ''));
  const workbookPath = (office?.Target ?? 'xl/workbook.xml').replace(/^\//, '');
  const base = workbookPath.includes('/') ? workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1) : '';
  const wb = await readSharedPart(zip, workbookPath, options, readWorkbookPart);
  if (!wb) {
    throw new XlsxContentError(
      'o pacote do arquivo não pôde ser lido por inteiro (faltam partes da pasta de trabalho); abra o arquivo no Excel e salve de novo como .xlsx',
    );
  }
  const rels = (await readSharedPart(zip, `${base}_rels/${workbookPath.slice(base.length)}.rels`, options, readRelationships)) ?? [];
  const target = (type: RegExp): string | undefined => rels.find((r) => type.test(r.Type ?? ''))?.Target;
  const resolve = (t: string): string => (t.startsWith('/') ? t.slice(1) : base + t);
  const sharedTarget = target(/\/sharedStrings$/);
  const stylesTarget = target(/\/styles$/);
  const damage = new DamageList();
  const maxCells = options.maxCells ?? MAX_CELLS;
  const texts = sharedTarget ? await readSharedPart(zip, resolve(sharedTarget), options, (c) => readSharedStrings(c, maxCells)) : null;
  const context: PackageContext = {
    sharedStrings: texts ?? undefined,
    date1904: wb.date1904,
    numFmtOfStyle: numFmtOfStyle(stylesTarget ? await readSharedPart(zip, resolve(stylesTarget), options, readStyles) : null),
    damage,
    cells: { count: 0, rows: 0, max: maxCells },
  };
  const parsed: ParsedSheet[] = [];
  for (const r of rels) {
    const m = /(?:^|\/)worksheets\/sheet(\d+)\.xml$/.exec(r.Target);
    if (!m || !/\/worksheet$/.test(r.Type ?? '')) continue;
    const nome = wb.sheets.find((s) => s.rId === r.Id)?.name ?? `Sheet${m[1]}`;
    const read = await readPart(zip, resolve(r.Target), partLabel(r.Target, nome), options, (chunks) =>
      parseSheet(chunks, m[1], context, nome),
    );
    if (read && 'damage' in read) damage.add(read.damage);
    else if (read) parsed.push(read.value);
  }
  damage.check();
  const { sheets, missing } = assembleSheets(wb.sheets, rels, wb.definedNames, parsed);
  if (missing.length) throw new XlsxContentError(missingSheetsMessage(missing));
  if (parsed.some((p) => p.usesSharedStrings) && !context.sharedStrings) {
    throw new XlsxContentError(
      'a pasta de trabalho usa textos compartilhados, mas o arquivo não os tem (xl/sharedStrings.xml); abra o arquivo no Excel e salve de novo como .xlsx',
    );
  }
  return sheets;
}
