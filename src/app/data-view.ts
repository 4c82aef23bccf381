// The Dados step's view of a reading (types.ts's DataView): the sheets and their roles, the header row,
// which column feeds which field, the columns not used. Pure, and built from what the reading found
// (WorkbookReading.cabecalho): no header is searched for here. A sheet the reading left out for a
// missing required column (the score column renamed) still has a header: its other columns are
// recognised by the one recogniser (recognizeColumns), so that the step keeps every field it knows
// and only the missing one is empty.
import { cellText, columnLetter, isBlank, recognizeColumns } from '../sheet';
import type { WorkbookReading } from '../sheet';
import type { DataView, MappingRow } from './types';

/** The candidates sheet(s) read; with none, the one the reading shows (its header is what to fix). */
function candidateSheets(reading: WorkbookReading): string[] {
  const read = reading.leitura.planilhas.filter((p) => p.papel === 'candidatos').map((p) => p.nome);
  if (read.length === 0 && reading.cabecalho.planilha !== null) read.push(reading.cabecalho.planilha);
  return read;
}

/**
 * The field ← column rows of the header shown. For a sheet the reading did not take (`taken` false), what its header
 * gives with the Parâmetros sheet's mappings (the reading reports no column for it); a required field
 * still missing stays empty, and the step points at its dropdown (DadosStep.tsx).
 */
function mappingOf(reading: WorkbookReading, taken: boolean): MappingRow[] {
  const view = reading.cabecalho;
  const rows = view.mapeamento.map((m) => ({ ...m }));
  if (taken || view.cabecalho.length === 0 || rows.some((m) => m.coluna !== null)) return rows;
  const { colunas } = recognizeColumns(view.cabecalho, {
    planilha: view.planilha ?? undefined,
    linha: view.linhaCabecalho ?? 1,
    mapeamento: reading.parametros?.colunas ?? [],
  });
  // Only a candidates' header with a required column missing (Inscrição found, the score column
  // renamed): a row with neither required field is the likeliest row of a sheet that may hold no
  // candidates at all, and the reading found no field in it (test/app/reading-hosts.test.ts).
  if (!rows.some((m) => m.obrigatorio && colunas[m.campo] !== undefined)) return rows;
  const mapeadas = new Set(colunas.mapeadas ?? []);
  return rows.map((m) => {
    const i = colunas[m.campo];
    if (i === undefined || i < 0) return m;
    return {
      ...m,
      coluna: columnLetter(i),
      cabecalho: cellText(view.cabecalho[i]),
      origem: mapeadas.has(m.campo) ? 'mapeada' : 'reconhecida',
    };
  });
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
  // The sheet shown was read as the candidates' (else: left out, and the view recognises its header).
  const taken = r.planilhas.some((p) => p.nome === view.planilha && p.papel === 'candidatos');
  const mapeamento = mappingOf(reading, taken);
  return {
    planilhas: r.planilhas.map((p) => ({ nome: p.nome, papel: p.papel, motivo: p.motivo })),
    candidatos: candidateSheets(reading),
    linhaCabecalho: view.linhaCabecalho,
    cabecalhos,
    mapeamento,
    naoUsadas: taken
      ? r.colunasIgnoradas.filter(mine).map((c) => ({ coluna: c.coluna, cabecalho: c.cabecalho }))
      : // Not read: the header's columns no field takes (the renamed score column among them).
        cabecalhos.filter((c) => !mapeamento.some((m) => m.coluna === c.coluna)),
    cargos: reading.cargosLidos.slice(),
    criterios: (view.criterios ?? []).map((c) => ({ ...c })),
  };
}
