// What the pane's Dados step shows of the reading (WorkbookReading.cabecalho): the header row of the
// sheet the reading took or looked at, its cells, and which column gives each field — from the
// reading's own values, so that the pane recognises nothing again.
import { COLUMN_FIELDS } from '../../engine/catalog/fields';
import { criterionColumns } from '../criteria';
import type { ColumnMapping } from '../columns';
import type { ReadingReport } from '../report';
import { HEADER_SEARCH_ROWS, findHeader, likeliestHeaderRow } from './header';
import type { HeaderFound, HeaderView, SheetData } from './types';

/** The sheet the Dados step shows: the first candidates sheet read, else the one the reading looked at, else the first visible sheet it did not take. */
function shownSheet(sheets: SheetData[], leitura: ReadingReport, looked: string | null): string | null {
  const read = leitura.planilhas.find((p) => p.papel === 'candidatos');
  if (read) return read.nome;
  return looked ?? leitura.planilhas.find((p) => p.papel === 'ignorada' && !sheets.find((s) => s.nome === p.nome)?.oculta)?.nome ?? null;
}

/** The likeliest header row of a sheet without a header (1-based), or null when its first rows are blank. */
function likeliestRow(sheet: SheetData): number | null {
  const likely = likeliestHeaderRow(sheet.linhas);
  return likely.campos >= 0 ? likely.indice + 1 : null;
}

/**
 * The header the Dados step shows. `headers`: the headers the reading found (null: searched, none
 * found); `row`: the header row the commission chose, if any; `mapeamento`: the mappings read.
 */
export function headerView(
  sheets: SheetData[],
  leitura: ReadingReport,
  looked: string | null,
  found: { headers: Map<SheetData, HeaderFound | null>; row: number | null; mapeamento: ColumnMapping[] },
): HeaderView {
  const planilha = shownSheet(sheets, leitura, looked);
  const sheet = sheets.find((s) => s.nome === planilha);
  let linhaCabecalho = leitura.planilhas.find((p) => p.nome === planilha)?.linhaCabecalho ?? null;
  let cabecalho: HeaderView['cabecalho'] = [];
  if (sheet) {
    const header = found.headers.has(sheet) ? found.headers.get(sheet)! : findHeader(sheet.linhas, HEADER_SEARCH_ROWS, found.mapeamento);
    linhaCabecalho ??= found.row ?? (header ? header.indice + 1 : likeliestRow(sheet));
    if (linhaCabecalho !== null)
      cabecalho = header && header.indice + 1 === linhaCabecalho ? header.cabecalho : (sheet.linhas[linhaCabecalho - 1] ?? []);
  }
  const mine = (x: { planilha?: string }): boolean => x.planilha === undefined || x.planilha === planilha;
  const mapeamento = COLUMN_FIELDS.map((f) => {
    const c = leitura.colunas.find((x) => x.campo === f.campo && mine(x));
    return {
      campo: f.campo,
      rotulo: f.coluna.rotulo,
      coluna: c?.coluna ?? null,
      cabecalho: c?.cabecalho ?? null,
      origem: c?.origem ?? null,
      obrigatorio: f.obrigatorio,
    };
  });
  const below = sheet && linhaCabecalho !== null ? sheet.linhas.slice(linhaCabecalho) : [];
  const fields = new Set(mapeamento.filter((m) => m.coluna !== null && m.campo !== 'nascimento').map((m) => m.coluna!));
  return { planilha, linhaCabecalho, cabecalho, mapeamento, criterios: criterionColumns(cabecalho, below, fields) };
}
