// Reads the candidates table (header row + one row per candidate) into engine candidates, reporting
// every bad cell with its sheet, row, column and A1 address. The parts:
//   table.ts            this entry point: the header, the row loop, limits, what the reading counted;
//   table-fields.ts     readRow and one reader per field (inscrição, nota, situação, grupo…);
//   table-state.ts      the reader's state, kept between tables, and its problem helpers;
//   table-duplicates.ts the hash table that finds a repeated inscrição or CPF;
//   table-caches.ts     what the reader remembers per table for speed (labels, date serials);
//   table-keys.ts       cargo keys and CPF digits.
import type { Candidate } from '../engine/types';
import { ColumnMap, ColumnRecognition, recognizeColumns } from './columns';
import { CellValue, isBlank } from './parsers';
import { groupDigits } from '../engine/text';
import { problem } from './problems';
import type { SheetProblem } from './problems';
import { readRow } from './table-fields';
import { acquireReader, finishReader, releaseReader } from './table-state';

export { cargoKey, cpfDigits } from './table-keys';
export { addInscricao, newDuplicateFinder } from './table-duplicates';
export type { DuplicateFinder } from './table-duplicates';

/** Most data rows a candidates table may have (Excel holds 1,048,575 below a header). */
export const MAX_CANDIDATE_ROWS = 2_000_000;

export interface ReadTableOptions {
  /** Sheet name, for messages. Default "Candidatos". */
  planilha?: string;
  /** Sheet row number of rows[0] (the header). Default 1. */
  primeiraLinha?: number;
  /** 0-based sheet column of each row's first cell (for the A1 addresses of problems). Default 0 (column A). */
  primeiraColuna?: number;
  /** Tie-break criteria declared in Parâmetros (column headers), in order. */
  criterios?: string[];
  /**
   * The header rows[0] as the caller already recognised it (the reading pipeline recognises a sheet's
   * header once, with its mappings, and names the real headers in every problem): its columns, and
   * the problems to report first. Without it, rows[0] is recognised here (with `criterios`).
   */
  reconhecido?: ColumnRecognition;
  /** Sheet row numbers (1-based, as in CandidateTable.linhas) hidden or filtered out in the sheet. */
  linhasOcultas?: readonly number[];
  /** Called every few thousand rows with (rows read, total rows). */
  progresso?: (lidas: number, total: number) => void;
  /**
   * The Cota words of a rule written by the commission (rules.md §11: its codes and declared values),
   * as label keys (normalizeHeader) → the declared value; they are read before the shipped vocabulary.
   */
  grupos?: ReadonlyMap<string, string>;
}

export interface CandidateTable {
  candidatos: Candidate[];
  /** Sheet row number of each candidate (same order as `candidatos`). */
  linhas: number[];
  /** CPF of each candidate as written (digits only, 11 digits when it looks like a CPF), or null. */
  cpfs: (string | null)[];
  /** Errors: with any of them the table must not be classified. */
  problemas: SheetProblem[];
  /** Warnings (nivel 'aviso'): the reading stands, but the commission should know (the same CPF in two cargos). */
  avisos: SheetProblem[];
  /** The recognized columns (undefined fields: column absent). */
  colunas: ColumnMap;
  /** Blank rows skipped below the header. */
  linhasEmBranco: number;
  /** Rows of `opts.linhasOcultas` that were read all the same (not blank), in sheet order. */
  linhasOcultasLidas: number[];
  /**
   * Candidates (indices in `candidatos`) whose Situação says "Desistente": each becomes an act of
   * the record (rules.md §10; reading/acts.ts). Absent when there is none.
   */
  desistentes?: number[];
}

/** True when every cell is blank (null, undefined, empty or whitespace-only text). A 0 is not blank. */
export function isBlankRow(row: CellValue[] | undefined): boolean {
  if (!row) return true;
  for (let k = 0; k < row.length; k++) if (!isBlank(row[k])) return false;
  return true;
}

/**
 * Reads a candidates table. rows[0] is the header row. Fully blank rows are skipped (and counted).
 * Every problem (bad cell, error cell, formula without its result, duplicated inscrição within a
 * cargo, optante without a group...) is reported at once.
 * When the sheet has no "Optante" column, a candidate with a group is taken as optante (a commission
 * sheet that lists "PP" in the Cota column means the candidate competes for the reserve); when it has
 * no "Confirmação" column, every confirmation is "pendente" (results are then provisional). Likewise
 * without a "PcD" column nobody competes for the PcD vacancies, and without an "Avaliação PcD" column
 * every PcD assessment is "pendente".
 * A 0 is the number 0 in every column (a 0 in Situação is "não aprovado"); hosts that hand blank cells
 * as 0 (Excel desktop's custom functions) turn them into blanks first.
 */
export function readCandidateTable(rows: CellValue[][], opts: ReadTableOptions = {}): CandidateTable {
  const planilha = opts.planilha ?? 'Candidatos';
  const first = opts.primeiraLinha ?? 1;
  const header = rows[0] ?? [];
  const { colunas, problemas } = opts.reconhecido ?? recognizeColumns(header, { planilha, linha: first, criterios: opts.criterios });
  const out: CandidateTable = {
    candidatos: [],
    linhas: [],
    cpfs: [],
    problemas,
    avisos: [],
    colunas,
    linhasEmBranco: 0,
    linhasOcultasLidas: [],
  };
  if (rows.length === 0 || isBlankRow(header)) {
    out.problemas = [
      problem(
        planilha,
        first,
        null,
        'a planilha está vazia: a primeira linha deve ter os cabeçalhos (Inscrição, Nome, Cargo, Nota, Cota...)',
      ),
    ];
    return out;
  }
  const total = rows.length - 1;
  if (total > MAX_CANDIDATE_ROWS) {
    problemas.push({
      ...problem(
        planilha,
        null,
        null,
        `a planilha tem ${groupDigits(total)} linhas abaixo do cabeçalho; o máximo é ${groupDigits(MAX_CANDIDATE_ROWS)}: divida os candidatos em planilhas (uma por cargo, por exemplo) ou apague as linhas que sobram`,
      ),
      codigo: 'linhas-demais',
    });
    return out;
  }
  if (colunas.inscricao === undefined || colunas.nota === undefined) return out;

  const step = Math.max(2000, Math.ceil(total / 20 / 1000) * 1000);
  const progresso = opts.progresso;
  const hidden = opts.linhasOcultas && opts.linhasOcultas.length > 0 ? new Set(opts.linhasOcultas) : null;
  const reader = acquireReader({
    colunas,
    planilha,
    problemas,
    avisos: out.avisos,
    firstCol: opts.primeiraColuna ?? 0,
    expectedRows: total,
    grupos: opts.grupos,
  });
  let blank = 0;
  try {
    for (let r = 1; r < rows.length; r++) {
      if (progresso && r % step === 0) progresso(r, total);
      const row = rows[r] ?? [];
      if (isBlankRow(row)) {
        blank++;
        continue;
      }
      if (hidden !== null && hidden.has(first + r)) out.linhasOcultasLidas.push(first + r);
      readRow(reader, row, first + r);
    }
    finishReader(reader);
    out.candidatos = reader.candidatos;
    out.linhas = reader.linhas;
    out.cpfs = reader.cpfs;
    if (reader.desistentes.length > 0) out.desistentes = reader.desistentes;
  } finally {
    releaseReader(reader);
  }
  out.linhasEmBranco = blank;
  if (progresso) progresso(total, total);
  if (out.candidatos.length === 0 && problemas.length === 0) {
    problemas.push(problem(planilha, null, null, 'a planilha não tem nenhum candidato (só a linha de cabeçalho)'));
  }
  return out;
}
