// The Parâmetros sheet as the task pane's form edits it, and back: the sheet stays the single source
// of truth that co-authors see and audit (no hidden add-in settings for legal parameters).
import type { AbsencePolicy, Collision, MultipleReserve, Rounding } from '../engine/types';
import type { ColumnField } from './columns';

export interface ParametersForm {
  /** Vacancies per cargo; a single row with cargo null is the "Vagas" key (one cargo). vagas null: not filled in yet. */
  cargos: { cargo: string | null; vagas: number | null }[];
  /** Rule set id ("pirangi-3056-2025"). */
  regra: string;
  /** null: the rule set's default reading. */
  arredondamento: Rounding | null;
  colisao: Collision | null;
  /** PcD rule id, or "nenhuma". */
  pcd: string;
  reservaMultipla: MultipleReserve | null;
  /** ISO dates (yyyy-mm-dd), or null. */
  dataEdital: string | null;
  dataReferencia: string | null;
  /** Tie-break criteria: headers of the candidates sheet, in order. */
  criterios: string[];
  ausenciaConfirmacao: AbsencePolicy | null;
  /** Explicit column mapping ("Coluna Nota | Nota final"). */
  colunas: { campo: ColumnField; cabecalho: string }[];
  /** The candidates sheet chosen by the commission ("Planilha de candidatos" row), or null: found by the reader. */
  planilhaCandidatos: string | null;
  /** 1-based header row chosen ("Linha do cabeçalho" row), or null: found by the reader. */
  linhaCabecalho: number | null;
  /** Free description rows (Concurso, Edital, Órgão…), kept as they are. */
  descricao: { chave: string; valor: string }[];
}
