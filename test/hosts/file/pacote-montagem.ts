// Hand-built .xlsx packages for the reader's tests (test/hosts/file/pacote-*.test.ts): only the
// parts a reader needs, each written as given, so that a test can make exactly the package a
// government system, SheetJS or a hostile sender would (inline strings and no sharedStrings.xml,
// parts in any order, damaged entries, absurd coordinates).
import JSZip from 'jszip';

export interface PackageSpec {
  /** Each sheet's name and the XML inside its <sheetData>. */
  sheets: { nome: string; dados: string }[];
  /** The shared strings, when the package has xl/sharedStrings.xml. */
  textos?: string[];
  /** The worksheets are put in the zip before workbook.xml (an order some writers use). */
  planilhasPrimeiro?: boolean;
  compression?: 'STORE' | 'DEFLATE';
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text of a worksheet part around its <sheetData> content. */
export function worksheetXml(dados: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${dados}</sheetData></worksheet>`;
}

/** A row of inline-string cells (SheetJS's default), from column A, at row `r` (1-based). */
export function inlineRow(r: number, values: string[]): string {
  const col = (i: number): string => (i < 26 ? '' : String.fromCharCode(64 + Math.floor(i / 26))) + String.fromCharCode(65 + (i % 26));
  return `<row r="${r}">${values.map((v, i) => `<c r="${col(i)}${r}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`).join('')}</row>`;
}

/** The package's parts, in zip order. */
export function packageParts(spec: PackageSpec): [string, string][] {
  const sheets = spec.sheets.map((s, i) => ({ ...s, n: i + 1 }));
  const shared = spec.textos !== undefined;
  const types =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
    sheets
      .map(
        (s) =>
          `<Override PartName="/xl/worksheets/sheet${s.n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join('') +
    (shared
      ? `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>`
      : '') +
    `</Types>`;
  const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>` +
    sheets.map((s) => `<sheet name="${esc(s.nome)}" sheetId="${s.n}" r:id="rId${s.n}"/>`).join('') +
    `</sheets></workbook>`;
  const rels =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    sheets
      .map(
        (s) =>
          `<Relationship Id="rId${s.n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${s.n}.xml"/>`,
      )
      .join('') +
    (shared
      ? `<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>`
      : '') +
    `</Relationships>`;
  const sheetParts: [string, string][] = sheets.map((s) => [`xl/worksheets/sheet${s.n}.xml`, worksheetXml(s.dados)]);
  const head: [string, string][] = [
    ['[Content_Types].xml', types],
    ['_rels/.rels', rootRels],
  ];
  const book: [string, string][] = [
    ['xl/workbook.xml', workbook],
    ['xl/_rels/workbook.xml.rels', rels],
  ];
  if (shared) {
    const sst = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${spec.textos!.length}" uniqueCount="${spec.textos!.length}">${spec.textos!.map((t) => `<si><t>${esc(t)}</t></si>`).join('')}</sst>`;
    book.push(['xl/sharedStrings.xml', sst]);
  }
  return spec.planilhasPrimeiro ? [...head, ...sheetParts, ...book] : [...head, ...book, ...sheetParts];
}

/** The package's bytes (a zip written by JSZip). */
export async function buildPackage(spec: PackageSpec): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, text] of packageParts(spec)) zip.file(name, text);
  return zip.generateAsync({ type: 'nodebuffer', compression: spec.compression ?? 'DEFLATE' });
}
