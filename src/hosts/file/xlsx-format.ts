// Applies the one description of a written table (src/sheet/format.ts) to an exceljs worksheet: the
// .xlsx file writer of the command line (streaming WorkbookWriter, ./xlsx.ts) and the web page's writer
// (in-memory Workbook + xlsx.writeBuffer()) both go through here, as the Office.js adapter applies the
// same TableFormat through Excel's API. Browser-safe: exceljs only, no Node.
import type ExcelJS from 'exceljs';
import { fitCellText, looksLikeFormula } from '../../sheet';
import { OUTPUT_MARKER } from '../../sheet/cells';
import { cellFormat, rowHeight, rowLines } from '../../sheet/format';
import type { ColumnFormat, TableFormat } from '../../sheet/format';
import type { CellValue, OutputTable } from '../../sheet';

/** exceljs's paper size code for A4 (ECMA-376 ST_PaperSize). */
const PAPER_A4 = 9;

/** "#DDEBF7" → "FFDDEBF7" (exceljs's ARGB). */
function argb(color: string): string {
  return 'FF' + color.replace(/^#/, '').toUpperCase();
}

const HORIZONTAL: Record<ColumnFormat['alinhamento'], 'left' | 'right' | 'center'> = {
  esquerda: 'left',
  direita: 'right',
  centro: 'center',
};

/**
 * The font of the title and header: the workbook's own (exceljs's default, Calibri 11) named, as a
 * font without a name prints in LibreOffice's default serif.
 */
const FONT = { name: 'Calibri', family: 2 };

/**
 * A column's alignment in exceljs's terms (data cells and the header cell above them). Every data
 * cell reads from the top: beside a wrapped cell of several lines, a name or a number stays on the
 * first line with it.
 */
function alignment(c: ColumnFormat): Partial<ExcelJS.Alignment> {
  const a: Partial<ExcelJS.Alignment> = { horizontal: HORIZONTAL[c.alinhamento], vertical: 'top' };
  if (c.recuo) a.indent = c.recuo;
  if (c.quebrarTexto) a.wrapText = true;
  return a;
}

/**
 * What `addWorksheet` must be given: the streaming writer writes the frozen panes and "fit to page"
 * at once, before any row. (The print titles are a defined name: markOutputSheets.)
 */
export function worksheetOptions(f: TableFormat): Partial<ExcelJS.AddWorksheetOptions> {
  const firstFree = f.linhasCongeladas + 1;
  return {
    views: [{ state: 'frozen', xSplit: 0, ySplit: f.linhasCongeladas, topLeftCell: `A${firstFree}`, activeCell: `A${firstFree}` }],
    pageSetup: {
      paperSize: PAPER_A4 as ExcelJS.PaperSize,
      orientation: f.pagina.orientacao === 'paisagem' ? 'landscape' : 'portrait',
      fitToPage: true,
      fitToWidth: f.pagina.ajustarLargura,
      fitToHeight: f.pagina.ajustarAltura,
      margins: {
        left: f.pagina.margens.esquerda,
        right: f.pagina.margens.direita,
        top: f.pagina.margens.superior,
        bottom: f.pagina.margens.inferior,
        header: f.pagina.margens.cabecalho,
        footer: f.pagina.margens.rodape,
      },
    },
    headerFooter: {
      oddHeader: `&C${f.cabecalhoPagina}`,
      oddFooter: `&L${f.rodapeEsquerdo}&R${f.rodapeDireito}`,
    },
  };
}

/** The style of the rows below a table: left-aligned text, whatever its column's alignment. */
const FOOTER_STYLE: Partial<ExcelJS.Style> = { alignment: { horizontal: 'left' } };

/**
 * A cell style with Excel's quotePrefix (the apostrophe of a text typed as '=…): a formula-like text
 * (looksLikeFormula: =, +, -, @, tab, CR, NUL first; OWASP ASVS 5.0 §1.2.10) stays text when a user
 * presses F2 and Enter in its cell. exceljs has no such style property: quotePrefixStyles makes its
 * style table write it (test/hosts/file/escrita-formulas.test.ts).
 */
export type QuotedStyle = Partial<ExcelJS.Style> & { quotePrefix?: true };

const QUOTED_FOOTER_STYLE: QuotedStyle = { ...FOOTER_STYLE, quotePrefix: true };

/** `style` with quotePrefix, for a cell holding formula-like text. */
export function quoted(style: Partial<ExcelJS.Style>): QuotedStyle {
  return { ...style, quotePrefix: true };
}

interface StyleTable {
  addStyleModel(model: QuotedStyle | undefined, cellType?: unknown): number;
  _addStyle(style: Record<string, unknown>): number;
  map?: { style?: { render(xml: XmlOut, model: Record<string, unknown> | undefined): void } };
  cotasQuotePrefix?: true;
}
interface XmlOut {
  openNode(name: string, attributes?: Record<string, unknown>): void;
}

/**
 * Teaches an exceljs style table (StylesXform) to keep a style's quotePrefix: its <xf> gets
 * quotePrefix="1". Instance-level only (the Node build and the browser bundle alike): the style built
 * from a cell's style carries the flag, and that <xf>'s opening tag carries the attribute. False when
 * this exceljs has not the expected shape (the cells then stay typed text, which is inert until edited).
 */
function teachQuotePrefix(table: unknown): boolean {
  const t = table as StyleTable | undefined;
  const xf = t?.map?.style;
  if (!t || !xf || typeof t.addStyleModel !== 'function' || typeof t._addStyle !== 'function' || typeof xf.render !== 'function')
    return false;
  if (t.cotasQuotePrefix) return true;
  t.cotasQuotePrefix = true;
  const addModel = t.addStyleModel.bind(t);
  const add = t._addStyle.bind(t);
  let quote = false;
  t.addStyleModel = (model, cellType) => {
    quote = model?.quotePrefix === true;
    try {
      return addModel(model, cellType);
    } finally {
      quote = false;
    }
  };
  t._addStyle = (style) => add(quote ? { ...style, quotePrefix: true } : style);
  const render = xf.render.bind(xf);
  xf.render = (xml, model) => {
    if (model?.quotePrefix !== true) return render(xml, model);
    const open = xml.openNode;
    xml.openNode = (name, attributes) => {
      xml.openNode = open;
      open.call(xml, name, name === 'xf' ? { ...attributes, quotePrefix: '1' } : attributes);
    };
    try {
      render(xml, model);
    } finally {
      xml.openNode = open;
    }
  };
  return true;
}

/**
 * Makes `wb` write the quotePrefix of QuotedStyle cells: the streaming WorkbookWriter's style table at
 * once, an in-memory Workbook's each time it is written (xlsx.writeBuffer builds a new table). Returns
 * false when this exceljs cannot be taught.
 */
export function quotePrefixStyles(wb: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter): boolean {
  const streaming = (wb as unknown as { styles?: unknown }).styles;
  if (streaming !== undefined) return teachQuotePrefix(streaming);
  const x = (wb as ExcelJS.Workbook).xlsx as unknown as { prepareModel?: (model: Record<string, unknown>, options: unknown) => void };
  const prepare = x?.prepareModel;
  if (typeof prepare !== 'function') return false;
  if ((prepare as { cotasQuotePrefix?: true }).cotasQuotePrefix) return true;
  const taught = function (this: unknown, model: Record<string, unknown>, options: unknown): void {
    // The table is made inside prepareModel and used there at once: taught as it is assigned.
    let styles: unknown;
    Object.defineProperty(model, 'styles', {
      configurable: true,
      enumerable: true,
      get: () => styles,
      set: (v: unknown) => {
        teachQuotePrefix(v);
        styles = v;
      },
    });
    prepare.call(this, model, options);
  };
  x.prepareModel = Object.assign(taught, { cotasQuotePrefix: true as const });
  return true;
}

/**
 * Writes table `t` into `ws` (made with worksheetOptions(f)) as `f` describes: widths and alignment per
 * column, the bold title, the filled header with its border, the data with each cell's number format,
 * the autofilter. Works on a streaming worksheet (rows are committed as they are written; the caller
 * commits the sheet) and on an in-memory one. Text is stored as typed text: never a formula.
 */
export function writeFormattedTable(ws: ExcelJS.Worksheet, t: OutputTable, f: TableFormat): void {
  const w = formattedTableWriter(ws, t, f);
  w.rows(0, t.linhas.length);
  w.end();
}

/**
 * writeFormattedTable in steps, for a writer that waits between batches of rows (the streaming file
 * writer lets the compressed output drain, so the sheet's XML is never all held in memory): the title
 * and header at once, then `rows(from, to)` for the data rows in order, then `end()`.
 */
export function formattedTableWriter(
  ws: ExcelJS.Worksheet,
  t: OutputTable,
  f: TableFormat,
): { rows: (from: number, to: number) => void; end: () => void } {
  const ncol = f.colunas.length;
  const aligns = f.colunas.map(alignment);
  // The column style gives every data cell its alignment (exceljs copies it into each new cell).
  ws.columns = f.colunas.map((c, i) => ({ key: `c${i}`, width: c.largura, style: { alignment: aligns[i] } }));
  const title = ws.addRow([fitCellText(t.titulo)]);
  title.font = { ...FONT, bold: f.titulo.negrito, size: f.titulo.tamanho };
  // Left, whatever the first column's alignment, wrapped across the whole table: never cut at the page's edge.
  title.getCell(1).alignment = { horizontal: 'left', vertical: 'top', wrapText: true };
  if (looksLikeFormula(t.titulo)) title.getCell(1).style = quoted(title.getCell(1).style);
  if (ncol > 1) ws.mergeCells(1, 1, 1, ncol);
  if (f.titulo.linhas > 1) title.height = f.titulo.linhas * f.alturaLinhaTitulo;
  title.commit();
  const header = ws.addRow(Array.from({ length: ncol }, (_, i) => fitCellText(t.cabecalho[i] ?? '')));
  header.font = { ...FONT, bold: f.cabecalho.negrito };
  for (let i = 0; i < ncol; i++) {
    const cell = header.getCell(i + 1);
    // Aligned as the column's data (numbers right, with their indent), centred in height, wrapped.
    cell.alignment = { horizontal: aligns[i].horizontal, indent: aligns[i].indent, vertical: 'middle', wrapText: f.cabecalho.quebrarTexto };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(f.cabecalho.preenchimento) } };
    cell.border = { bottom: { style: 'thin' } };
    if (looksLikeFormula(cell.value as string | null)) cell.style = quoted(cell.style);
  }
  if (f.cabecalho.linhas > 1) header.height = rowHeight(f, f.cabecalho.linhas);
  header.commit();
  // One style object per column and number format, shared by its cells: exceljs caches a style's
  // index by the object (a WeakMap), so 100,000 rows do not serialize 100,000 styles. Empty cells get
  // their column's own object too (exceljs would give each a fresh copy of the column's style, and
  // serialize it again to find its index: most of the writer's time on styles, measured by npm run bench).
  const styles = f.colunas.map(() => new Map<string | null, Partial<ExcelJS.Style>>());
  const styleOf = (i: number, fmt: string | null): Partial<ExcelJS.Style> => {
    let style = styles[i].get(fmt);
    if (!style) {
      style = fmt ? { numFmt: fmt, alignment: aligns[i] } : { alignment: aligns[i] };
      styles[i].set(fmt, style);
    }
    return style;
  };
  // Formula-like text (a name typed as "=cmd|' /c calc'!A1"): the same style with quotePrefix, also one object each.
  const quotedStyles = f.colunas.map(() => new Map<string | null, QuotedStyle>());
  const quotedOf = (i: number, fmt: string | null): QuotedStyle => {
    let style = quotedStyles[i].get(fmt);
    if (!style) quotedStyles[i].set(fmt, (style = quoted(styleOf(i, fmt))));
    return style;
  };
  const emptyStyles: Partial<ExcelJS.Style>[] = aligns.map((a) => ({ alignment: a }));
  const values: CellValue[] = new Array(ncol);
  const linhas = t.linhas;
  const wrapping = f.colunas.some((c) => c.quebrarTexto);
  const rows = (from: number, to: number): void => {
    for (let r = from; r < to; r++) {
      const linha = linhas[r];
      for (let i = 0; i < ncol; i++) {
        const v = linha[i];
        // Empty text is an empty cell (the same for every reader with or without shared strings).
        values[i] = v === undefined || v === '' ? null : typeof v === 'string' ? fitCellText(v) : v;
      }
      const row = ws.addRow(values);
      for (let i = 0; i < ncol; i++) {
        const v = values[i];
        row.getCell(i + 1).style =
          v === null
            ? emptyStyles[i]
            : looksLikeFormula(v)
              ? quotedOf(i, cellFormat(f.colunas[i], v))
              : styleOf(i, cellFormat(f.colunas[i], v));
      }
      // The height of its wrapped lines: LibreOffice does not grow a row for wrapped text it did not lay out.
      const lines = wrapping ? rowLines(f, values) : 1;
      if (lines > 1) row.height = rowHeight(f, lines);
      row.commit();
    }
  };
  const end = (): void => {
    // The rows below the table (OutputTable.rodape: legend, signatures, the commission's carried text):
    // plain, left-aligned, outside the autofilter.
    for (const r of t.rodape ?? []) {
      const row = ws.addRow(r.map((v) => (v === undefined || v === '' ? null : typeof v === 'string' ? fitCellText(v) : v)));
      row.eachCell((cell) => (cell.style = looksLikeFormula(cell.value as string | null) ? QUOTED_FOOTER_STYLE : FOOTER_STYLE));
      row.commit();
    }
    if (f.filtro) ws.autoFilter = f.filtro;
  };
  return { rows, end };
}

/** A sheet's name as a formula reference: 'O''Brien'!$A$1 (exceljs does not double the quote itself). */
function sheetRef(nome: string, area: string): string {
  return `'${nome.replace(/'/g, "''")}'!${area}`;
}

/**
 * The workbook-level defined names of the written sheets, scoped to each (localSheetId, the sheet's
 * index in the workbook: `index` when given — the add-in's sheets among the commission's — else the
 * sheet's place in `sheets`, which must then be every sheet, in order):
 * - `CotasSaida` referring to the sheet's $A$1: the add-in's marker, what the Office.js adapter writes
 *   with `worksheet.names.add('CotasSaida', …)`, so that a new reading never takes the sheet for the
 *   candidates and a new run may replace it;
 * - `_xlnm.Print_Titles` for the rows repeated on every printed page ($1:$2).
 * exceljs's API has no sheet-scoped names (only print areas get a localSheetId, and it writes a sheet
 * name with a quote unescaped), but its workbook.xml writer renders `localSheetId` from the model,
 * so the model is given here, the same way for the streaming and the in-memory workbook. Should a
 * future exceljs drop that private field, the fallback is exceljs's own print titles and one
 * workbook-level name `CotasSaida` listing every sheet's $A$1; the readers accept both forms.
 */
export function markOutputSheets(wb: ExcelJS.Workbook, sheets: { ws: ExcelJS.Worksheet; formato: TableFormat; index?: number }[]): void {
  const rows = (f: TableFormat): string => `$${f.linhasRepetidas.primeira}:$${f.linhasRepetidas.ultima}`;
  const internal = wb as unknown as { _definedNames?: { model?: unknown } };
  if (internal._definedNames && Array.isArray(internal._definedNames.model) && internal._definedNames.model.length === 0) {
    const model: { name: string; localSheetId: number; ranges: string[] }[] = [];
    sheets.forEach(({ ws, formato, index: at }, i) => {
      const index = at ?? i;
      model.push({ name: OUTPUT_MARKER, localSheetId: index, ranges: [sheetRef(ws.name, '$A$1')] });
      model.push({ name: '_xlnm.Print_Titles', localSheetId: index, ranges: [sheetRef(ws.name, rows(formato))] });
    });
    internal._definedNames = { model };
    return;
  }
  for (const { ws, formato } of sheets) {
    wb.definedNames.add(sheetRef(ws.name, '$A$1'), OUTPUT_MARKER);
    ws.pageSetup.printTitlesRow = `${formato.linhasRepetidas.primeira}:${formato.linhasRepetidas.ultima}`;
  }
}
