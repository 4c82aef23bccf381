/// <reference types="office-js" />
// What this Excel can do, asked of Office (requirement sets, never guessed from whether a method
// exists), and the areas it reports (visible cells, merged ranges) as the sheet layer reads them.

/** The RangeAreas of the visible cells (ExcelApi 1.9) or of the merged areas (ExcelApi 1.13), when this Excel has the set (`supported`), else null. */
export function areasOf(range: Excel.Range, method: 'visible' | 'merged', supported: boolean): Excel.RangeAreas | null {
  if (!supported) return null;
  const areas = method === 'visible' ? range.getSpecialCellsOrNullObject('Visible') : range.getMergedAreasOrNullObject();
  areas.load('isNullObject,address');
  return areas;
}

/** "Plan1!A1:C1, 'Minha aba'!D5" → ["A1:C1", "D5"] (the sheet prefix and $ signs dropped). */
export function areaAddresses(areas: Excel.RangeAreas | null): string[] {
  if (!areas || areas.isNullObject || typeof areas.address !== 'string') return [];
  const out: string[] = [];
  for (const m of areas.address.matchAll(/!?\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?(?=,|\s|$)/g))
    out.push(m[3] ? `${m[1]}${m[2]}:${m[3]}${m[4]}` : `${m[1]}${m[2]}`);
  return out;
}

/**
 * The 0-based rows of the used range not covered by any visible area: hidden or filtered out. With no
 * visible cell at all (null object), every row is hidden; without the method, none is known.
 */
export function hiddenRows(rowIndex: number, rowCount: number, visible: Excel.RangeAreas | null): number[] {
  if (!visible) return [];
  const covered = new Uint8Array(rowCount);
  if (!visible.isNullObject) {
    for (const a of areaAddresses(visible)) {
      const [from, to = from] = a.split(':');
      const r1 = Number(/\d+/.exec(from)![0]) - 1 - rowIndex;
      const r2 = Number(/\d+/.exec(to)![0]) - 1 - rowIndex;
      for (let r = Math.max(0, r1); r <= Math.min(rowCount - 1, r2); r++) covered[r] = 1;
    }
  }
  const out: number[] = [];
  for (let r = 0; r < rowCount; r++) if (covered[r] === 0) out.push(rowIndex + r);
  return out;
}

/** Whether this Excel has a version of the ExcelApi requirement set ("1.9"). */
export type ApiCheck = (version: string) => boolean;

/** Office's own answer; true where there is no Office (tests) or it cannot tell. */
export function officeSupports(version: string): boolean {
  const office = (globalThis as { Office?: { context?: { requirements?: { isSetSupported?: (set: string, v: string) => boolean } } } })
    .Office;
  const check = office?.context?.requirements?.isSetSupported;
  if (typeof check !== 'function') return true;
  try {
    return check.call(office!.context!.requirements, 'ExcelApi', version);
  } catch {
    return true;
  }
}

/**
 * The print layout (pageLayout), the autofilter and the indent need ExcelApi 1.9, which Excel 2019
 * does not have: there, the lists are written with the rest of their format, and print as Excel's
 * default page. (Queuing a call this Excel does not know would fail the whole last round trip.)
 */
export const PRINT_API = '1.9';
/** workbook.getActiveCell. */
export const ACTIVE_CELL_API = '1.7';
/** range.getSpecialCellsOrNullObject (the visible cells: hidden and filtered rows). */
export const VISIBLE_CELLS_API = '1.9';
/** range.getMergedAreasOrNullObject. */
export const MERGED_AREAS_API = '1.13';
/**
 * LAMBDA in workbook names (=RESERVA): Excel for Microsoft 365 and the web, not Excel 2021 (#NOME?
 * there). No requirement set names LAMBDA; ExcelApi 1.15 is the first set Office 2021 lacks (it stops
 * at 1.14) and came with Version 2202, when LAMBDA reached every Microsoft 365 channel.
 */
export const LAMBDA_NAMES_API = '1.15';

/** Why the pane does not add =RESERVA where Excel has no LAMBDA. */
export const NO_LAMBDA_MESSAGE =
  'este Excel não tem a função LAMBDA (Excel 2021 e anteriores; ela existe no Excel do Microsoft 365 e no Excel na Web), e um nome =RESERVA mostraria #NOME?. Nenhum nome foi adicionado: use =COTAS.RESERVA(vagas; [grupo]), que faz o mesmo.';
