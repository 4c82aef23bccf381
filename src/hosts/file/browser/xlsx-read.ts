// The browser's .xlsx reader: the whole package is in memory (a file the user opened in the page), so
// JSZip opens it and each part is read with the same sheet reader as the Node one (./xlsx-sheet.ts):
// the same cells, hidden sheets and rows, merged ranges and the add-in's marker. No Node, no exceljs.
import JSZip from 'jszip';
import type { SheetData } from '../../../sheet';
import { XlsxContentError } from './xlsx-errors';
import { assembleSheets, missingSheetsMessage, parseSheet, saxEvents } from './xlsx-sheet';
import type { DeclaredSheet, PackageContext, ParsedSheet } from './xlsx-sheet';

/** Built-in number formats (ECMA-376, 18.8.30) that are dates or times: what exceljs's styles give as date formats. */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Bytes of a part given to the XML reader in slices, so that a large sheet's events come in batches. */
const SLICE = 1 << 20;

function* slices(bytes: Uint8Array): Generator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += SLICE) yield bytes.subarray(i, Math.min(bytes.length, i + SLICE));
}

async function part(zip: JSZip, name: string): Promise<Uint8Array | null> {
  const entry = zip.file(name) ?? zip.file(Object.keys(zip.files).find((n) => n.toLowerCase() === name.toLowerCase()) ?? '\u0000');
  return entry ? entry.async('uint8array') : null;
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

async function readWorkbookPart(bytes: Uint8Array): Promise<WorkbookPart> {
  const wb: WorkbookPart = { sheets: [], definedNames: [], date1904: false };
  let name: { name: string; localSheetId?: number; text: string } | null = null;
  for await (const events of saxEvents(slices(bytes))) {
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

async function readRelationships(bytes: Uint8Array | null): Promise<{ Id: string; Target: string; Type?: string }[]> {
  const rels: { Id: string; Target: string; Type?: string }[] = [];
  if (!bytes) return rels;
  for await (const events of saxEvents(slices(bytes))) {
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
async function readSharedStrings(bytes: Uint8Array | null): Promise<string[] | undefined> {
  if (!bytes) return undefined;
  const out: string[] = [];
  let text: string | null = null;
  let inT = false;
  let inPhonetic = 0;
  for await (const events of saxEvents(slices(bytes))) {
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
        out.push(text ?? '');
        text = null;
      } else if (n === 'rPh') inPhonetic--;
      else if (n === 't') inT = false;
    }
  }
  return out;
}

/** Each cell style's number format code (custom formats by id, built-in date formats as a date code). */
async function readStyles(bytes: Uint8Array | null): Promise<(style: number) => string | undefined> {
  const custom = new Map<number, string>();
  const xfs: number[] = [];
  if (bytes) {
    let inCellXfs = false;
    for await (const events of saxEvents(slices(bytes))) {
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
  }
  return (style) => {
    const id = xfs[style];
    if (id === undefined || !id) return undefined;
    // Built-in date formats: any date code will do (only whether it is a date is asked).
    return custom.get(id) ?? (BUILTIN_DATE_FORMATS.has(id) ? 'dd/mm/yyyy' : undefined);
  };
}

/**
 * Reads every sheet of an .xlsx held in memory as 2-D arrays (row 1 = index 0; blank cells null), with
 * hidden sheets and rows, merged ranges and the add-in's output marker. Throws XlsxContentError (a
 * Portuguese message) for a package that lacks its parts; JSZip's and the XML parser's errors otherwise.
 */
export async function readXlsxPackage(bytes: Uint8Array): Promise<SheetData[]> {
  const zip = await JSZip.loadAsync(bytes);
  const root = await readRelationships(await part(zip, '_rels/.rels'));
  const office = root.find((r) => /\/officeDocument$/.test(r.Type ?? ''));
  const workbookPath = (office?.Target ?? 'xl/workbook.xml').replace(/^\//, '');
  const base = workbookPath.includes('/') ? workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1) : '';
  const workbookBytes = await part(zip, workbookPath);
  if (!workbookBytes) {
    throw new XlsxContentError(
      'o pacote do arquivo não pôde ser lido por inteiro (faltam partes da pasta de trabalho); abra o arquivo no Excel e salve de novo como .xlsx',
    );
  }
  const wb = await readWorkbookPart(workbookBytes);
  const rels = await readRelationships(await part(zip, `${base}_rels/${workbookPath.slice(base.length)}.rels`));
  const target = (type: RegExp): string | undefined => rels.find((r) => type.test(r.Type ?? ''))?.Target;
  const resolve = (t: string): string => (t.startsWith('/') ? t.slice(1) : base + t);
  const sharedTarget = target(/\/sharedStrings$/);
  const stylesTarget = target(/\/styles$/);
  const context: PackageContext = {
    sharedStrings: await readSharedStrings(sharedTarget ? await part(zip, resolve(sharedTarget)) : null),
    date1904: wb.date1904,
    numFmtOfStyle: await readStyles(stylesTarget ? await part(zip, resolve(stylesTarget)) : null),
  };
  const parsed: ParsedSheet[] = [];
  for (const r of rels) {
    const m = /(?:^|\/)worksheets\/sheet(\d+)\.xml$/.exec(r.Target);
    if (!m || !/\/worksheet$/.test(r.Type ?? '')) continue;
    const xml = await part(zip, resolve(r.Target));
    if (xml) parsed.push(await parseSheet(slices(xml), m[1], context));
  }
  const { sheets, missing } = assembleSheets(wb.sheets, rels, wb.definedNames, parsed);
  if (missing.length) throw new XlsxContentError(missingSheetsMessage(missing));
  if (parsed.some((p) => p.usesSharedStrings) && !context.sharedStrings) {
    throw new XlsxContentError(
      'a pasta de trabalho usa textos compartilhados, mas o arquivo não os tem (xl/sharedStrings.xml); abra o arquivo no Excel e salve de novo como .xlsx',
    );
  }
  return sheets;
}
