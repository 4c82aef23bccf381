// The record of acts of the validity period (rules.md §10) as the workbook holds it: the Nomeações
// sheet the commission keeps (its columns and words from the catalogue, src/engine/catalog/acts.ts),
// and the "Desistente" of the candidates' Situação column, each an act of its cargo's `historico`.
// The workbook's reading and the functions' history range both read it here, and both check the
// record with the engine's replay (replayHistory), every problem at its sheet, row and cell.
import { ACTS_SHEET, ACT_COLUMNS, actSituationRecord, readActSituation } from '../../engine/catalog/acts';
import type { ActColumn } from '../../engine/catalog/acts';
import { wordKey } from '../../engine/catalog/words';
import { replayHistory } from '../../engine/history';
import type { Act, ActSituation, Candidate, CargoVacancies } from '../../engine/types';
import { cellTrouble, columnLetter } from '../cells';
import type { CellValue } from '../parsers';
import { cellText, isBlank, parseDateCell, showValue } from '../parsers';
import { SheetProblem, cellProblem, problem } from '../problems';
import { cargoKey } from '../table';
import { HEADER_SEARCH_ROWS } from './header';

type ActField = ActColumn['campo'];

/** The Nomeações sheet's name, or one of the names it is recognised by (any case and accents). */
export function isActsSheet(name: string): boolean {
  const k = wordKey(name);
  return k === wordKey(ACTS_SHEET.nome) || ACTS_SHEET.nomes.includes(k);
}

/** True when one of the first rows names every column an act needs (Posição, Inscrição, Situação). */
export function hasActsHeader(linhas: CellValue[][]): boolean {
  for (let r = 0; r < Math.min(linhas.length, HEADER_SEARCH_ROWS); r++) if (headerColumns(linhas[r])) return true;
  return false;
}

/** One act read from a row of the Nomeações sheet (or of the functions' history range). */
export interface ActRow {
  /** The sheet row (1-based). */
  linha: number;
  /** The Cargo cell's text, or null when blank or without the column. */
  cargo: string | null;
  act: Act;
}

/** A Nomeações table read: its acts in row order, where its columns are, and its problems. */
export interface ActsReading {
  planilha: string;
  linhas: ActRow[];
  /** 0-based column of each field found, in the table (add `primeiraColuna` for the sheet's). */
  colunas: Partial<Record<ActField, number>>;
  /** The sheet column (0-based) of the table's first cell. */
  primeiraColuna: number;
  /** The header as written, by column. */
  cabecalhos: string[];
  /** 1-based row of the header, or null when none was found. */
  linhaCabecalho: number | null;
  problemas: SheetProblem[];
}

/**
 * A header's key for the catalogue's words: wordKey, "nº" as "n", and without the little words ("Data
 * do ato", "Nº da inscrição", "Posição na ordem" are "data ato", "n inscricao", "posicao ordem").
 * The catalogue's words are keyed the same way, so either spelling matches.
 */
function headerKey(text: string): string {
  return wordKey(text)
    .split(' ')
    .map((w) => (w === 'no' || w === 'num' ? 'n' : w))
    .filter((w) => !LITTLE_WORDS.has(w))
    .join(' ');
}
const LITTLE_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'na', 'em', 'a', 'o', 'e']);

const FIELD_BY_HEADER = new Map<string, ActField>();
for (const c of ACT_COLUMNS)
  for (const w of [c.rotulo, ...c.palavras]) if (!FIELD_BY_HEADER.has(headerKey(w))) FIELD_BY_HEADER.set(headerKey(w), c.campo);

/** The field a header cell names, or null. */
function fieldOf(cell: CellValue): ActField | null {
  if (typeof cell !== 'string' || isBlank(cell)) return null;
  return FIELD_BY_HEADER.get(headerKey(cell)) ?? null;
}

/** The columns a row names, when it names every column an act needs. */
function headerColumns(row: CellValue[] | undefined): Partial<Record<ActField, number>> | null {
  if (!row) return null;
  const cols: Partial<Record<ActField, number>> = {};
  row.forEach((cell, i) => {
    const f = fieldOf(cell);
    if (f !== null && cols[f] === undefined) cols[f] = i;
  });
  return ACT_COLUMNS.every((c) => !c.obrigatorio || cols[c.campo] !== undefined) ? cols : null;
}

const REQUIRED_TEXT = ACT_COLUMNS.filter((c) => c.obrigatorio)
  .map((c) => `'${c.rotulo}'`)
  .join(', ');
const SITUATION_WORDS = 'Nomeado, Empossado, Desistente, Sem efeito, Inapto, Anulado ou Fim de fila';

/**
 * Reads a Nomeações table: the header in its first rows (the words of ACT_COLUMNS), then one act per
 * non-blank row, in row order. `primeiraLinha`/`primeiraColuna`: where `linhas[0][0]` is in the
 * sheet (the functions' range may start anywhere), for the A1 cells of the messages.
 */
export function readActsTable(planilha: string, linhas: CellValue[][], primeiraLinha = 1, primeiraColuna = 0): ActsReading {
  const out: ActsReading = { planilha, linhas: [], colunas: {}, primeiraColuna, cabecalhos: [], linhaCabecalho: null, problemas: [] };
  let h = -1;
  for (let r = 0; r < Math.min(linhas.length, HEADER_SEARCH_ROWS); r++) {
    const cols = headerColumns(linhas[r]);
    if (cols) {
      out.colunas = cols;
      h = r;
      break;
    }
  }
  if (h < 0) {
    // A sheet with nothing written holds no act: the commission has not nominated anyone yet.
    if (linhas.every((row) => !row || row.every((c) => isBlank(c)))) return out;
    out.problemas.push(
      problem(
        planilha,
        null,
        null,
        `a planilha não tem o cabeçalho das nomeações (as colunas ${REQUIRED_TEXT}) nas primeiras ${HEADER_SEARCH_ROWS} linhas`,
      ),
    );
    return out;
  }
  out.linhaCabecalho = primeiraLinha + h;
  out.cabecalhos = (linhas[h] ?? []).map((c) => (isBlank(c) ? '' : cellText(c)));
  for (let r = h + 1; r < linhas.length; r++) {
    const row = linhas[r] ?? [];
    if (row.every((c) => isBlank(c))) continue;
    const read = readActRow(out, row, primeiraLinha + r, primeiraColuna);
    if (read) out.linhas.push(read);
  }
  return out;
}

/** One row's act, or null (with its problems added) when a cell cannot be read. */
function readActRow(out: ActsReading, row: CellValue[], linha: number, firstCol: number): ActRow | null {
  const at = (f: ActField): { value: CellValue; cell: string; header: string } | null => {
    const i = out.colunas[f];
    if (i === undefined) return null;
    return { value: row[i] ?? null, cell: `${columnLetter(firstCol + i)}${linha}`, header: out.cabecalhos[i] || rotulo(f) };
  };
  const bad = (f: ActField, codigo: string, mensagem: string): void => {
    const c = at(f)!;
    out.problemas.push(cellProblem(out.planilha, linha, c.header, c.cell, codigo, mensagem));
  };
  const before = out.problemas.length;
  for (const f of ['cargo', 'posicao', 'inscricao', 'situacao', 'ato', 'data'] as const) {
    const c = at(f);
    const trouble = c && cellTrouble(c.value);
    if (trouble) bad(f, 'ato-celula-invalida', trouble);
  }
  if (out.problemas.length > before) return null;

  const sit = at('situacao')!;
  const situacao = isBlank(sit.value) ? null : readActSituation(cellText(sit.value));
  if (isBlank(sit.value)) bad('situacao', 'ato-situacao-em-branco', `a situação do ato está em branco (use ${SITUATION_WORDS})`);
  else if (situacao === null)
    bad('situacao', 'ato-situacao-invalida', `${showValue(sit.value)} não é uma situação de ato conhecida (use ${SITUATION_WORDS})`);

  const ins = at('inscricao')!;
  let inscricao = '';
  if (isBlank(ins.value)) bad('inscricao', 'ato-inscricao-em-branco', 'a inscrição está em branco');
  else if (typeof ins.value === 'boolean' || ins.value instanceof Date)
    bad('inscricao', 'ato-inscricao-invalida', 'a inscrição não pode ser uma data nem VERDADEIRO/FALSO');
  else inscricao = cellText(ins.value);

  const pos = at('posicao')!;
  let posicao: number | null = null;
  if (isBlank(pos.value)) {
    if (situacao !== null && situacao !== 'desistente')
      bad('posicao', 'ato-posicao-em-branco', 'a posição está em branco (só a desistência de quem não ocupa posição pode vir sem ela)');
  } else {
    const n =
      typeof pos.value === 'number' ? pos.value : /^\s*\d+\s*[ºª°]?\s*$/.test(String(pos.value)) ? parseInt(String(pos.value), 10) : NaN;
    if (Number.isInteger(n) && n >= 1) posicao = n;
    else bad('posicao', 'ato-posicao-invalida', `a posição ${showValue(pos.value)} não é um número inteiro a partir de 1`);
  }

  const dt = at('data');
  let data: string | null = null;
  if (dt) {
    const d = parseDateCell(dt.value);
    if (d.ok) data = d.value;
    else bad('data', 'ato-data-invalida', `a data do ato ${d.erro}`);
  }
  const a = at('ato');
  const ato = a && !isBlank(a.value) ? cellText(a.value) : null;
  const cg = at('cargo');
  const cargo = cg && !isBlank(cg.value) ? cellText(cg.value) : null;
  if (out.problemas.length > before || situacao === null) return null;
  return { linha, cargo, act: { posicao, inscricao, situacao, ato, data } };
}

function rotulo(f: ActField): string {
  return ACT_COLUMNS.find((c) => c.campo === f)!.rotulo;
}

/** Where a candidate was read: the sheet, the row and the Situação column (header and letter), for the "Desistente" acts. */
export interface CandidateSource {
  planilha: (i: number) => string;
  linha: (i: number) => number;
  /** The Situação column's header and 0-based sheet column, when the candidates have one. */
  situacao: (i: number) => { cabecalho: string; coluna: number } | null;
}

/**
 * Each cargo's `historico` (rules.md §10): the Nomeações acts of that cargo, in row order, then a
 * `desistente` act (no position, `fonte: 'situacao'`) for each candidate whose Situação says
 * "Desistente", in their order. The record is replayed here with the engine's replay, so that each
 * of its problems names its row; returns every problem, and sets `historico` only when there are none.
 */
export function attachHistory(
  cargos: CargoVacancies[],
  candidatos: readonly Candidate[],
  desistentes: readonly number[],
  acts: ActsReading | null,
  source: CandidateSource,
): SheetProblem[] {
  const byKey = new Map<string, CargoVacancies>();
  for (const c of cargos) byKey.set(cargoKey(c.cargo), c);
  const perCargo = new Map<CargoVacancies, Entry[]>(cargos.map((c) => [c, []]));
  const problemas = acts ? sheetActsByCargo(acts, cargos, byKey, perCargo) : [];
  for (const i of desistentes) {
    const c = candidatos[i];
    const cargo = byKey.get(cargoKey(c.cargo ?? null)) ?? (cargos.length === 1 ? cargos[0] : undefined);
    if (!cargo) continue;
    const sit = source.situacao(i);
    const linha = source.linha(i);
    perCargo.get(cargo)!.push({
      act: { posicao: null, inscricao: c.inscricao, situacao: 'desistente', ato: null, data: null, fonte: 'situacao' },
      where: (m, prefixo) =>
        sit
          ? cellProblem(
              source.planilha(i),
              linha,
              sit.cabecalho,
              `${columnLetter(sit.coluna)}${linha}`,
              'desistente-na-situacao',
              prefixo + m,
            )
          : problem(source.planilha(i), linha, null, prefixo + m),
    });
  }
  if (problemas.length > 0) return problemas;
  for (const [cargo, entries] of perCargo) {
    if (entries.length === 0) continue;
    const index = new Map<string, number>();
    candidatos.forEach((c, i) => {
      if (cargos.length === 1 || cargoKey(c.cargo ?? null) === cargoKey(cargo.cargo)) index.set(c.inscricao, i);
    });
    const replayed = replayHistory(
      entries.map((e) => e.act),
      cargo.vagas,
      (id) => index.get(id) ?? -1,
    );
    const of = cargos.length > 1 && cargo.cargo !== null ? `cargo '${cargo.cargo}': ` : '';
    for (const p of replayed.problems) problemas.push(entries[p.ato].where(p.mensagem, of));
  }
  if (problemas.length > 0) return problemas;
  for (const [cargo, entries] of perCargo) if (entries.length > 0) cargo.historico = entries.map((e) => e.act);
  return problemas;
}

/** An act of a cargo's record, and how its problem is placed (its row's cell, or the Situação cell). */
interface Entry {
  act: Act;
  /** The problem of the act's replay message, with `prefixo` (the cargo) before it. */
  where: (mensagem: string, prefixo: string) => SheetProblem;
}

/**
 * The Nomeações rows put in their cargos (`perCargo`), in row order: the Cargo cell matched like the
 * candidates' (cargoKey); required when the concurso has more than one cargo. Returns the problems.
 */
function sheetActsByCargo(
  acts: ActsReading,
  cargos: CargoVacancies[],
  byKey: Map<string, CargoVacancies>,
  perCargo: Map<CargoVacancies, Entry[]>,
): SheetProblem[] {
  const problemas: SheetProblem[] = [];
  const col = acts.colunas.cargo;
  const named = cargos.map((c) => `'${c.cargo}'`).join(', ');
  if (cargos.length > 1 && col === undefined && acts.linhas.length > 0) {
    const msg = `falta a coluna 'Cargo': o concurso tem ${cargos.length} cargos (${named}); diga o cargo de cada ato`;
    return [problem(acts.planilha, acts.linhaCabecalho, 'Cargo', msg)];
  }
  const at = (linha: number, codigo: string, msg: string): SheetProblem =>
    cellProblem(acts.planilha, linha, acts.cabecalhos[col!] || 'Cargo', cellAt(acts, col!, linha), codigo, msg);
  // One cargo without a name (a single number of vacancies): the Cargo cells say nothing to check.
  const anyCargo = cargos.length === 1 && cargos[0].cargo === null;
  for (const r of acts.linhas) {
    let cargo: CargoVacancies | undefined = cargos.length === 1 ? cargos[0] : undefined;
    if (r.cargo !== null && !anyCargo) {
      cargo = byKey.get(cargoKey(r.cargo));
      if (!cargo)
        problemas.push(at(r.linha, 'ato-cargo-desconhecido', `o cargo '${r.cargo}' não é um cargo do concurso (os cargos são: ${named})`));
    } else if (!cargo)
      problemas.push(at(r.linha, 'ato-cargo-em-branco', `o cargo está em branco: o concurso tem ${cargos.length} cargos (${named})`));
    if (cargo) perCargo.get(cargo)!.push({ act: r.act, where: (m, prefixo) => actProblem(acts, r.linha, m, prefixo) });
  }
  return problemas;
}

/** The A1 address of a table column's cell in a sheet row. */
function cellAt(acts: ActsReading, col: number, linha: number): string {
  return `${columnLetter(acts.primeiraColuna + col)}${linha}`;
}

/**
 * A problem of the replay (history.ts: the message names no place) at its row: in the Posição cell
 * when it is about the position, else in the Inscrição cell.
 */
function actProblem(acts: ActsReading, linha: number, mensagem: string, prefixo: string): SheetProblem {
  const f: ActField = /^(a posição \S+ está fora|falta a posição|a \d+ª posição)/.test(mensagem) ? 'posicao' : 'inscricao';
  const col = acts.colunas[f]!;
  return cellProblem(acts.planilha, linha, acts.cabecalhos[col] || rotulo(f), cellAt(acts, col, linha), 'ato-invalido', prefixo + mensagem);
}

/** One act as the program writes it in the Nomeações sheet (the pane's "Nomeações" step appends these). */
export interface ActToWrite {
  cargo: string | null;
  posicao: number | null;
  inscricao: string;
  nome: string | null;
  situacao: ActSituation;
  ato: string | null;
  /** ISO date, or null. */
  data: string | null;
}

/** An ISO date as a date cell: the calendar day at midnight UTC. */
function isoDateCell(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** The header the program writes in a new Nomeações sheet: ACT_COLUMNS' labels, in their order. */
export function actsSheetHeader(): string[] {
  return ACT_COLUMNS.map((c) => c.rotulo);
}

/**
 * An act as a row of the Nomeações sheet, in the columns of the sheet as read (`acts`: the commission's
 * own order, a column it does not have left out), or in ACT_COLUMNS' order for a new sheet. The
 * situation in the catalogue's words ("Nomeado(a)"), the date as "dd/mm/aaaa": what readActsTable
 * reads back as the same act (test/sheet/acts.test.ts). The date is a date cell (UTC midnight, what
 * parseDateCell reads as that calendar day), so Excel, Sheets and LibreOffice show and sort it as a date.
 */
export function actSheetRow(acts: ActsReading | null, a: ActToWrite): CellValue[] {
  const value: Record<ActField, CellValue> = {
    cargo: a.cargo,
    posicao: a.posicao,
    inscricao: a.inscricao,
    nome: a.nome,
    situacao: actSituationRecord(a.situacao).rotulo,
    ato: a.ato,
    data: a.data === null ? null : isoDateCell(a.data),
  };
  if (!acts || acts.linhaCabecalho === null) return ACT_COLUMNS.map((c) => value[c.campo]);
  const row: CellValue[] = new Array<CellValue>(acts.cabecalhos.length).fill(null);
  for (const [f, i] of Object.entries(acts.colunas) as [ActField, number][]) row[i] = value[f];
  return row;
}
