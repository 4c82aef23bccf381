// The Dados step's view of a reading (types.ts's DataView): the sheets and their roles, the header row,
// which column feeds which field, the columns not used. Pure: analysis.ts builds it from the rows
// before it lets go of them.
import { FIELD_LABELS, HEADER_SEARCH_ROWS, cellText, columnLetter, findHeader, isBlank, isBlankRow, recognizeColumns } from '../sheet';
import type { CellValue, ColumnField, SheetData, WorkbookReading } from '../sheet';
import type { DataView, MappingRow } from './types';

/** Fields that must have a column (recognizeColumns: Inscrição and Nota). */
const REQUIRED_FIELDS: ColumnField[] = ['inscricao', 'nota'];

/** The row (1-based) among the first HEADER_SEARCH_ROWS with the most fields recognised, else the first non-blank one; null for a blank sheet. */
function likelyHeaderRow(rows: CellValue[][]): number | null {
  let best: number | null = null;
  let most = 0;
  for (let r = 0; r < Math.min(rows.length, HEADER_SEARCH_ROWS); r++) {
    const row = rows[r];
    if (!row || isBlankRow(row)) continue;
    if (best === null) best = r + 1;
    const c = recognizeColumns(row).colunas;
    const n = (Object.keys(FIELD_LABELS) as ColumnField[]).filter((f) => c[f] !== undefined).length;
    if (n > most) {
      most = n;
      best = r + 1;
    }
  }
  return best;
}

/** The candidates sheet(s) read; with none, the one the reader looked at (its header is what to fix), or the first visible sheet it ignored. */
function candidateSheets(sheets: SheetData[], reading: WorkbookReading): string[] {
  const r = reading.leitura;
  const candidatos = r.planilhas.filter((p) => p.papel === 'candidatos').map((p) => p.nome);
  if (candidatos.length === 0) {
    const looked =
      reading.planilhaCandidatos ?? r.planilhas.find((p) => p.papel === 'ignorada' && !sheets.find((s) => s.nome === p.nome)?.oculta)?.nome;
    if (looked) candidatos.push(looked);
  }
  return candidatos;
}

/** The header row (1-based) of the sheet named `first` and its cells: the reading's, else the one the form or the search finds. */
function headerOf(sheets: SheetData[], reading: WorkbookReading, first: string | undefined): { linha: number | null; cells: CellValue[] } {
  const rep = reading.leitura.planilhas.find((p) => p.nome === first);
  const sheet = sheets.find((s) => s.nome === first);
  let linha = rep?.linhaCabecalho ?? null;
  if (!sheet) return { linha, cells: [] };
  const found = findHeader(sheet.linhas, HEADER_SEARCH_ROWS, reading.parametros?.colunas);
  if (linha === null) linha = reading.parametros?.linhaCabecalho?.valor ?? (found ? found.indice + 1 : likelyHeaderRow(sheet.linhas));
  if (linha === null) return { linha, cells: [] };
  return { linha, cells: found && found.indice + 1 === linha ? found.cabecalho : (sheet.linhas[linha - 1] ?? []) };
}

/** The Dados step: the sheets and their roles, the header row, the mapping, the columns not used. */
export function dataViewOf(sheets: SheetData[], reading: WorkbookReading): DataView {
  const r = reading.leitura;
  const candidatos = candidateSheets(sheets, reading);
  const first = candidatos[0];
  const header = headerOf(sheets, reading, first);
  const cabecalhos: DataView['cabecalhos'] = [];
  header.cells.forEach((h, i) => {
    if (!isBlank(h)) cabecalhos.push({ coluna: columnLetter(i), cabecalho: cellText(h) });
  });
  const mine = (x: { planilha?: string }): boolean => x.planilha === undefined || x.planilha === first;
  const mapeamento: MappingRow[] = (Object.keys(FIELD_LABELS) as ColumnField[]).map((campo) => {
    const c = r.colunas.find((x) => x.campo === campo && mine(x));
    return {
      campo,
      rotulo: FIELD_LABELS[campo],
      coluna: c?.coluna ?? null,
      cabecalho: c?.cabecalho ?? null,
      origem: c?.origem ?? null,
      obrigatorio: REQUIRED_FIELDS.includes(campo),
    };
  });
  return {
    planilhas: r.planilhas.map((p) => ({ nome: p.nome, papel: p.papel, motivo: p.motivo })),
    candidatos,
    linhaCabecalho: header.linha,
    cabecalhos,
    mapeamento,
    naoUsadas: r.colunasIgnoradas.filter(mine).map((c) => ({ coluna: c.coluna, cabecalho: c.cabecalho })),
    cargos: reading.cargosLidos.slice(),
  };
}
