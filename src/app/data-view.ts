// The Dados step's view of a reading (types.ts's DataView): the sheets and their roles, the header row,
// which column feeds which field, the columns not used. Pure, and built from what the reading found
// (WorkbookReading.cabecalho): no header is searched for or recognised again here.
import { cellText, columnLetter, isBlank } from '../sheet';
import type { WorkbookReading } from '../sheet';
import type { DataView } from './types';

/** The candidates sheet(s) read; with none, the one the reading shows (its header is what to fix). */
function candidateSheets(reading: WorkbookReading): string[] {
  const read = reading.leitura.planilhas.filter((p) => p.papel === 'candidatos').map((p) => p.nome);
  if (read.length === 0 && reading.cabecalho.planilha !== null) read.push(reading.cabecalho.planilha);
  return read;
}

/** The Dados step: the sheets and their roles, the header row, the mapping, the columns not used. */
export function dataViewOf(reading: WorkbookReading): DataView {
  const r = reading.leitura;
  const view = reading.cabecalho;
  const cabecalhos: DataView['cabecalhos'] = [];
  view.cabecalho.forEach((h, i) => {
    if (!isBlank(h)) cabecalhos.push({ coluna: columnLetter(i), cabecalho: cellText(h) });
  });
  const mine = (x: { planilha?: string }): boolean => x.planilha === undefined || x.planilha === view.planilha;
  return {
    planilhas: r.planilhas.map((p) => ({ nome: p.nome, papel: p.papel, motivo: p.motivo })),
    candidatos: candidateSheets(reading),
    linhaCabecalho: view.linhaCabecalho,
    cabecalhos,
    mapeamento: view.mapeamento.map((m) => ({ ...m })),
    naoUsadas: r.colunasIgnoradas.filter(mine).map((c) => ({ coluna: c.coluna, cabecalho: c.cabecalho })),
    cargos: reading.cargosLidos.slice(),
    criterios: (view.criterios ?? []).map((c) => ({ ...c })),
  };
}
