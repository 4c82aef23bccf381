// The results of the racial confirmation (heteroidentificação or documentary check) and of the PcD
// assessment, for the commission: their own sheet, only when the Parâmetros ask for it
// (`resultadoConfirmacoes`). The published lists never show them: a failed confirmation or assessment
// and the race a person declared are dados sensíveis (LGPD art. 5º, II).
import type { CellValue } from '../parsers';
import { CONFIRMATION_NAMES, cargoLabel } from './list-text';
import type { FinalListBuilder } from './lists';
import { FORMAT_TEXT } from './table';
import type { OutputTable } from './table';

/** The sheet's title: what it is, and that it is not for general publication. */
export const CONFIRMATIONS_TITLE = 'Resultados da heteroidentificação e da avaliação PcD — uso interno da comissão, não publicar';

/**
 * Whether the Parâmetros ask for the confirmations' sheet (the catalogue's `resultadoConfirmacoes`,
 * which the Parâmetros reader keeps among the options it read; the engine ignores it).
 */
export function wantsConfirmationsSheet(opcoes: object | null | undefined): boolean {
  return (opcoes as Record<string, unknown> | null | undefined)?.resultadoConfirmacoes === 'sim';
}

/** The sheet's name. */
export const CONFIRMATIONS_SHEET = 'Confirmações';

/** One row per optante of a reserve and per candidate who opted for the PcD reserve, by cargo in the Resumo's order, then as read. */
export function confirmationsTable(builder: FinalListBuilder): OutputTable {
  const { concurso, result } = builder;
  const only = concurso.cargos.length === 1 ? (concurso.cargos[0].cargo ?? null) : undefined;
  const byCargo = new Map<string | null, CellValue[][]>();
  for (const cand of concurso.candidatos) {
    const optante = cand.optante && cand.grupo !== null;
    if (!optante && !cand.pcd) continue;
    const key = only !== undefined ? only : (cand.cargo ?? null);
    let rows = byCargo.get(key);
    if (!rows) byCargo.set(key, (rows = []));
    rows.push([
      cand.inscricao,
      cand.nome ?? '',
      optante ? cand.grupo : '',
      optante ? (CONFIRMATION_NAMES[cand.confirmacao] ?? '') : '',
      cand.pcd ? 'Sim' : '',
      cand.pcd ? (CONFIRMATION_NAMES[cand.avaliacaoPcd] ?? '') : '',
    ]);
  }
  const linhas: CellValue[][] = [];
  for (const c of result.cargos) for (const r of byCargo.get(c.cargo) ?? []) linhas.push([cargoLabel(c), ...r]);
  const cab = ['Cargo', 'Inscrição', 'Nome', 'Reserva racial', 'Confirmação', 'Reserva PcD', 'Avaliação PcD'];
  return {
    nome: CONFIRMATIONS_SHEET,
    titulo: builder.titled(CONFIRMATIONS_TITLE),
    cabecalho: cab,
    linhas,
    formatos: cab.map(() => FORMAT_TEXT),
    larguras: [28, 12, 36, 10, 14, 10, 14],
    tipo: 'confirmacoes',
    cargo: null,
  };
}
