// What every output table is (the final lists, the Resumo, the Memória de cálculo), the options of
// the final lists, and the number formats their columns use.
import type { CellValue } from '../parsers';
import type { ReadingReport } from '../report';

/** Excel number formats (locale-independent codes; Excel shows them with the user's separators). */
export const FORMAT_TEXT = '@';
export const FORMAT_INTEGER = '0';

export interface OutputTable {
  /** Valid, unique sheet name: ≤ 31 characters, none of []:*?/\ , unique ignoring case. */
  nome: string;
  /** Title line (written above the header by hosts that have room, and in the Resumo). */
  titulo: string;
  cabecalho: string[];
  linhas: CellValue[][];
  /** Excel number format per column (null: general). */
  formatos?: (string | null)[];
  /** Suggested width per column, in characters. */
  larguras?: number[];
  /**
   * Kind of table, for hosts that style them ('confirmacoes': the commission's results of the
   * confirmations, not for publication; 'convocados': who goes on to the next phase, rules.md §12).
   */
  tipo: 'resumo' | 'ampla' | 'grupo' | 'pcd' | 'nomeacao' | 'memoria' | 'confirmacoes' | 'convocados';
  /** Cargo of the table (null for the whole concurso). */
  cargo?: string | null;
  /**
   * Rows written below the data rows, from the row after the last one, as they are (an empty row is a
   * blank row): a legend, the place for signatures, the text the commission added under the earlier
   * sheet (carried by the generation). Plain text, left-aligned, outside the autofilter and the
   * columns' widths; the readers of a list stop at the first blank row after the data.
   */
  rodape?: CellValue[][];
}

export interface FinalListOptions {
  /** For publication: CPFs masked (***.456.789-**) and birth dates left out, in the lists and in every text (PublicationMask). */
  mascarar?: boolean;
  /** CPF of each candidate of concurso.candidatos (same order), when the input had them. */
  cpfs?: (string | null)[];
  /** SHA-256 (hex) of canonicalInput(concurso), computed by the host (crypto is host-specific). */
  sha256?: string;
  /** When the result was produced (default: now). */
  geradoEm?: Date;
  /** Name of the input (file name), shown in the Memória de cálculo. */
  origem?: string;
  /** Free description from the Parâmetros sheet (Concurso, Edital...). */
  descricao?: { chave: string; valor: string }[];
  /** What was read from the workbook (sheets, header, columns, rows): recorded in the Memória de cálculo. */
  leitura?: ReadingReport;
  /** 'por-cargo' (default here): one sheet per list and cargo; 'por-lista': one sheet per list with a block of rows per cargo. */
  disposicao?: ListLayout;
  /**
   * Add the sheet of the results of the racial confirmation (heteroidentificação) and of the PcD
   * assessment, for the commission (not for general publication): the Parâmetros' option
   * `resultadoConfirmacoes`. The published lists never show them.
   */
  resultadoConfirmacoes?: boolean;
  /**
   * The list of who goes on to the next phase of each cargo with a cut (rules.md §12): written unless
   * false (the pane's Gerar step lets the commission leave it out).
   */
  convocados?: boolean;
  /** The next phase's name ("prova prática"), for the title of the list of convocados. */
  fase?: string;
}

/**
 * How the lists are laid out in sheets: 'por-cargo' ("AC - Professor", "AC - Motorista"…) or
 * 'por-lista' (one "AC" sheet with a "Cargo" column and each cargo's rows together): about ten sheets
 * whatever the number of cargos.
 */
export type ListLayout = 'por-lista' | 'por-cargo';

function decimalsOf(n: number): number {
  if (!Number.isFinite(n) || Number.isInteger(n)) return 0;
  const s = String(n);
  if (s.includes('e')) return 6;
  return s.split('.')[1]?.length ?? 0;
}

/** Score format with 2 decimals, or more when some score has more (never hide a difference). */
export function scoreFormat(scores: number[]): string {
  let d = 2;
  for (const s of scores) d = Math.max(d, Math.min(6, decimalsOf(s)));
  return '#,##0.' + '0'.repeat(d);
}
