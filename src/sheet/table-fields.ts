// The field readers of the candidates table: readRow, one call per non-blank row, and one short
// function per field (inscrição, nota, situação, grupo…), each reading the current row of the
// RowReader (table-state.ts) and reporting its problems there. Each has a fast path for the common
// cells (a finite number or a plain "87,5" for a nota, a whole serial or "dd/mm/aaaa" for a date, a
// label already met) and leaves everything else, and every message, to a slow path (…Slow) and the
// parsers of parsers.ts; the slow paths are separate functions so that V8 inlines the fast ones.
import type { ConfirmationState } from '../engine/types';
import {
  CellValue,
  GROUP_CODES_TEXT,
  cellText,
  fastDateText,
  hiddenCharsOf,
  isBlank,
  normalizeHeader,
  parseAssessmentLabel,
  parseConfirmationLabel,
  parseDateCell,
  parseGroupLabel,
  parseNumberBR,
  parsePcdLabel,
  parseSituationLabel,
  parseYesNo,
  plainDecimal,
} from './parsers';
import type { ParseResult } from './parsers';
import { cellProblem } from './problems';
import { parseTieBreakCell } from './criteria';
import { LabelCache, SERIAL_CACHE_LIMIT, newSerialDates, serialDate } from './table-caches';
import { addInscricao, addKey } from './table-duplicates';
import { cargoKey, cpfDigits, isComparableCpf } from './table-keys';
import { EARLIEST_BIRTH, EARLIEST_BIRTH_SERIAL, NO_ROW, RowReader, bad, cellAddress, columnName, label, troubled } from './table-state';

// ---------------------------------------------------------------------------------------------
// Fields

function readInscricao(st: RowReader): string {
  const raw = st.row[st.insCol];
  if (typeof raw === 'string' && !isBlank(raw)) {
    const t = cellText(raw);
    // cellText gives the text itself back when it has nothing to tidy: no hidden characters then.
    if (t === raw) return t;
    return withoutHidden(st, st.insCol, raw, t, 'a inscrição') ?? '';
  }
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0) return cellText(raw);
  return readInscricaoSlow(st, raw);
}

function readInscricaoSlow(st: RowReader, raw: CellValue): string {
  const col = st.insCol;
  if (troubled(st, col, raw)) return '';
  if (isBlank(raw)) bad(st, col, 'inscricao-em-branco', 'a inscrição está em branco');
  else if (typeof raw === 'number') {
    bad(st, col, 'inscricao-invalida', `a inscrição '${cellText(raw).replace('.', ',')}' não é um número de inscrição válido`);
  } else if (typeof raw === 'boolean' || raw instanceof Date) {
    bad(st, col, 'inscricao-invalida', 'a inscrição não pode ser uma data nem VERDADEIRO/FALSO');
  } else return cellText(raw);
  return '';
}

/** The nota, or NaN when the cell is blank (allowed only for a row not approved: see readRow). */
function readNota(st: RowReader): number {
  const raw = st.row[st.notaCol];
  let plain: number | null;
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string' && (plain = plainDecimal(raw)) !== null) return plain;
  return readNotaSlow(st, raw);
}

function readNotaSlow(st: RowReader, raw: CellValue): number {
  const col = st.notaCol;
  if (troubled(st, col, raw)) return 0;
  const np = parseNumberBR(raw);
  if (!np.ok) {
    bad(st, col, 'nota-invalida', `a nota ${np.erro}`);
    return 0;
  }
  return np.value === null ? NaN : np.value;
}

/**
 * The text of an identifier or a name `t` (cellText of `raw`), warning that invisible, bidi or control
 * characters were removed from it (the same inscrição with and without U+200F is one; a name with U+202E
 * would be published reversed; ESC would colour a terminal): test/sheet/hidden-characters.test.ts.
 * null, and a problem, when nothing else was in the cell.
 */
function withoutHidden(st: RowReader, col: number, raw: string, t: string, what: string): string | null {
  const hidden = hiddenCharsOf(raw);
  if (!hidden) return t;
  if (t === '') {
    bad(st, col, 'caracteres-invisiveis', `${what} só tem caracteres invisíveis ou de controle (${hidden})`);
    return null;
  }
  const p = cellProblem(
    st.planilha,
    st.linha,
    columnName(st, col),
    cellAddress(st, col),
    'caracteres-invisiveis',
    `${what} tinha caracteres invisíveis ou de controle (${hidden}), que foram removidos: '${t}'`,
  );
  p.nivel = 'aviso';
  st.avisos.push(p);
  return t;
}

/** A text cell that may be blank (Nome): null when blank. */
function readOptionalText(st: RowReader, col: number, what: string): string | null {
  if (col < 0) return null;
  const raw = st.row[col];
  if (isBlank(raw) || troubled(st, col, raw)) return null;
  const t = cellText(raw);
  return typeof raw === 'string' && t !== raw ? withoutHidden(st, col, raw, t, what) : t;
}

function readCargo(st: RowReader): string | null {
  const col = st.cargoCol;
  if (col < 0) return null;
  const raw = st.row[col];
  if (troubled(st, col, raw)) return null;
  if (isBlank(raw)) {
    bad(st, col, 'cargo-em-branco', 'o cargo está em branco');
    return null;
  }
  const t = cellText(raw);
  return typeof raw === 'string' && t !== raw ? withoutHidden(st, col, raw, t, 'o cargo') : t;
}

/** Situação and Fraude: whether the candidate is approved, and eliminated for fraud (st.aprovado, st.fraude). */
function readSituation(st: RowReader): void {
  let aprovado = true;
  let fraude = false;
  let desistente = false;
  if (st.sitCol >= 0) {
    const s = label(st, st.sitCol, st.situations, parseSituationLabel);
    if (s !== null) {
      if (!s.ok) bad(st, st.sitCol, 'situacao-invalida', `a situação ${s.erro}`);
      else {
        aprovado = s.value.aprovado;
        fraude = s.value.fraude;
        desistente = s.value.desistente === true;
      }
    }
  }
  if (st.fraudeCol >= 0) {
    const f = label(st, st.fraudeCol, st.frauds, parseYesNo);
    if (f !== null) {
      if (!f.ok) bad(st, st.fraudeCol, 'fraude-invalida', `o valor de fraude ${f.erro}`);
      else if (f.value) fraude = true;
    }
  }
  st.aprovado = aprovado;
  st.fraude = fraude;
  st.desistente = desistente && !fraude;
}

/**
 * A Cota cell in the words of a written rule (rules.md §11), or null when they do not name it. Under
 * a written rule a candidate may declare several values ("PP; QUI"): they come joined by ";" (no
 * declared value has one: codes are letters), and the row's candidate gets them as `grupos`.
 */
function ownGroupLabel(value: CellValue, own: ReadonlyMap<string, string>): ParseResult<string | null> | null {
  if (typeof value !== 'string') return null;
  const v = own.get(normalizeHeader(value));
  if (v !== undefined) return { ok: true, value: v };
  const parts = value.split(/\s*(?:[;,/+]|\be\b)\s*/i).filter((p) => p.trim() !== '');
  if (parts.length < 2) return null;
  const values: string[] = [];
  for (const part of parts) {
    const one = own.get(normalizeHeader(part)) ?? (parseGroupLabel(part) as { ok: boolean; value?: string | null }).value;
    if (typeof one !== 'string') return null;
    if (!values.includes(one)) values.push(one);
  }
  return { ok: true, value: values.join(';') };
}

/** The group (null: none), or undefined when the cell could not be read (a problem was reported). */
function readGroup(st: RowReader): string | null | undefined {
  if (st.grupoCol < 0) return null;
  const own = st.ownGroups;
  const g = label(st, st.grupoCol, st.groups, own.size > 0 ? (v) => ownGroupLabel(v, own) ?? parseGroupLabel(v) : parseGroupLabel);
  if (g === null) return undefined;
  if (!g.ok) {
    bad(st, st.grupoCol, 'grupo-invalido', `o grupo ${g.erro}`);
    return undefined;
  }
  return g.value;
}

function readOptante(st: RowReader, grupo: string | null | undefined): boolean {
  if (st.optCol < 0) return grupo !== null && grupo !== undefined;
  const o = label(st, st.optCol, st.optings, parseYesNo);
  if (o === null) return false;
  if (!o.ok) {
    bad(st, st.optCol, 'optante-invalido', `a opção pelas vagas reservadas ${o.erro}`);
    return false;
  }
  // Opted without a group (a group cell that could not be read is reported already).
  if (o.value && grupo === null) optedWithoutGroup(st);
  return o.value;
}

function optedWithoutGroup(st: RowReader): void {
  bad(
    st,
    st.optCol,
    'optante-sem-grupo',
    st.grupoCol < 0
      ? `o candidato optou pelas vagas reservadas, mas a planilha não tem a coluna 'Cota' com o grupo (${GROUP_CODES_TEXT})`
      : `o candidato optou pelas vagas reservadas, mas a coluna '${columnName(st, st.grupoCol)}' não diz o grupo (${GROUP_CODES_TEXT})`,
  );
}

/** A confirmation-like column (Confirmação, Avaliação PcD): pendente when absent. */
function readConfirmation(
  st: RowReader,
  col: number,
  cache: LabelCache<ConfirmationState>,
  parse: (v: CellValue) => ParseResult<ConfirmationState>,
  codigo: string,
  what: string,
): ConfirmationState {
  if (col < 0) return 'pendente';
  const c = label(st, col, cache, parse);
  if (c === null) return 'pendente';
  if (!c.ok) {
    bad(st, col, codigo, `${what} ${c.erro}`);
    return 'pendente';
  }
  return c.value;
}

function readPcd(st: RowReader): boolean {
  if (st.pcdCol < 0) return false;
  const p = label(st, st.pcdCol, st.pcds, parsePcdLabel);
  if (p === null) return false;
  if (!p.ok) {
    bad(st, st.pcdCol, 'pcd-invalido', `a opção pelas vagas de pessoas com deficiência ${p.erro}`);
    return false;
  }
  return p.value;
}

/** Nascimento: ISO date or null, plausible (between EARLIEST_BIRTH and today). */
function readBirth(st: RowReader): string | null {
  const col = st.nascCol;
  if (col < 0) return null;
  const raw = st.row[col];
  // A whole serial between EARLIEST_BIRTH and today (comparing numbers, not texts), and a plausible
  // "dd/mm/aaaa" or "aaaa-mm-dd", take the fast path.
  if (typeof raw === 'number') {
    if (raw >= EARLIEST_BIRTH_SERIAL && raw <= st.latestBirthSerial && raw < SERIAL_CACHE_LIMIT && Math.floor(raw) === raw) {
      return serialDate((st.serialDates ??= newSerialDates()), raw);
    }
  } else if (typeof raw === 'string' && raw.length === 10) {
    const iso = fastDateText(raw);
    if (iso !== null && iso >= EARLIEST_BIRTH && iso <= st.latestBirth) return iso;
  }
  return readBirthSlow(st, raw);
}

function readBirthSlow(st: RowReader, raw: CellValue): string | null {
  const col = st.nascCol;
  if (troubled(st, col, raw)) return null;
  const d = parseDateCell(raw);
  if (!d.ok) {
    bad(st, col, 'nascimento-invalido', `a data de nascimento ${d.erro}`);
    return null;
  }
  const iso = d.value;
  if (iso !== null && (iso < EARLIEST_BIRTH || iso > st.latestBirth)) {
    bad(
      st,
      col,
      'nascimento-implausivel',
      `a data de nascimento ${iso.split('-').reverse().join('/')} não é plausível` +
        (typeof raw === 'number' ? ` (a célula tem o número ${cellText(raw)}; confira se a coluna está formatada como data)` : ''),
    );
    return null;
  }
  return iso;
}

/** A tie-break cell: its number, or null when blank (or not a number: tieBreakBad is then set). */
function tieBreak(st: RowReader, col: number): number | null {
  const raw = st.row[col];
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string') {
    const plain = plainDecimal(raw);
    if (plain !== null) return plain;
  }
  // rules.md §2.3: a date (its day number) or Sim/Não (1/0) is a criterion's value too.
  const v = parseTieBreakCell(raw);
  if (!v.ok) {
    st.tieBreakBad = true;
    return null;
  }
  return v.value;
}

/**
 * Desempate values, trailing blanks dropped. The array is made at its final size: grown by push from
 * [], V8 would reserve 17 slots for each candidate.
 */
function readTieBreaks(st: RowReader): (number | null)[] {
  const tieCols = st.tieCols;
  const nd = tieCols.length;
  if (nd === 0) return [];
  let desempate: (number | null)[];
  const v0 = tieBreak(st, tieCols[0]);
  if (nd === 1) desempate = [v0];
  else {
    const v1 = tieBreak(st, tieCols[1]);
    if (nd === 2) desempate = [v0, v1];
    else {
      desempate = [v0, v1, tieBreak(st, tieCols[2])];
      for (let k = 3; k < nd; k++) desempate.push(tieBreak(st, tieCols[k]));
    }
  }
  if (st.tieBreakBad) {
    st.tieBreakBad = false;
    for (let k = 0; k < nd; k++) {
      const raw = st.row[tieCols[k]];
      if (troubled(st, tieCols[k], raw)) continue;
      const v = parseTieBreakCell(raw);
      if (!v.ok) bad(st, tieCols[k], 'desempate-invalido', `o valor de desempate ${v.erro}`);
    }
  }
  while (desempate.length > 0 && desempate[desempate.length - 1] === null) desempate.pop();
  return desempate;
}

function readCpf(st: RowReader): string | null {
  if (st.cpfCol < 0) return null;
  const raw = st.row[st.cpfCol];
  if (troubled(st, st.cpfCol, raw)) return null;
  return cpfDigits(raw);
}

// ---------------------------------------------------------------------------------------------
// Keys repeated between rows

/** The cargo's number (0: no cargo), numbering cargos by their key as they are met. */
function cargoNumber(st: RowReader, cargo: string | null): number {
  if (!cargo) return 0;
  const ck = cargoKey(cargo);
  const id = st.cargoIds.get(ck);
  if (id !== undefined) return id;
  const n = st.cargoIds.size;
  st.cargoIds.set(ck, n);
  st.cargoNames.push(cargo);
  return n;
}

/** An inscrição twice in one cargo is an error. */
function checkInscricao(st: RowReader, inscricao: string, cargo: string | null, cargoId: number): void {
  const prev = addInscricao(st.seen, cargoId, inscricao, st.linha);
  if (prev >= 0) repeatedInscricao(st, inscricao, cargo, prev);
}

function repeatedInscricao(st: RowReader, inscricao: string, cargo: string | null, prev: number): void {
  bad(
    st,
    st.insCol,
    'inscricao-repetida',
    cargo
      ? `a inscrição '${inscricao}' aparece duas vezes no cargo '${cargo}' (linhas ${prev} e ${st.linha})`
      : `a inscrição '${inscricao}' aparece duas vezes (linhas ${prev} e ${st.linha})`,
  );
}

/**
 * The same CPF (one person) on two rows: in one cargo an error (the person would hold two places in
 * the same lists); in two cargos a warning (a person may apply to two cargos, and the commission
 * should know before nominating).
 */
function checkCpf(st: RowReader, cpf: string | null, cargo: string | null, cargoId: number): void {
  if (!isComparableCpf(cpf)) return;
  const k = addKey(st.seenCpfs, 0, cpf, st.linha, cargoId);
  if (k >= 0) repeatedCpf(st, cpf, cargo, cargoId, k);
}

function repeatedCpf(st: RowReader, cpf: string, cargo: string | null, cargoId: number, k: number): void {
  const prevRow = st.seenCpfs.rows[k];
  const prevCargo = st.seenCpfs.tags[k];
  const shown = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
  const col = st.cpfCol;
  if (prevCargo === cargoId) {
    bad(
      st,
      col,
      'cpf-repetido',
      (cargo ? `o CPF ${shown} aparece duas vezes no cargo '${cargo}'` : `o CPF ${shown} aparece duas vezes`) +
        ` (linhas ${prevRow} e ${st.linha}), com inscrições diferentes: a mesma pessoa não pode ocupar dois lugares na mesma lista; deixe só a inscrição válida`,
    );
    return;
  }
  const p = cellProblem(
    st.planilha,
    st.linha,
    columnName(st, col),
    cellAddress(st, col),
    'cpf-em-dois-cargos',
    `o mesmo CPF ${shown} também está no cargo '${st.cargoNames[prevCargo]}' (linha ${prevRow}): a mesma pessoa concorre a '${cargo}' e a '${st.cargoNames[prevCargo]}'; confira se o edital permite`,
  );
  p.nivel = 'aviso';
  st.avisos.push(p);
}

// ---------------------------------------------------------------------------------------------

/** Reads one non-blank row (sheet row `linha`): a candidate, or problems. */
export function readRow(st: RowReader, row: CellValue[], linha: number): void {
  st.row = row;
  st.linha = linha;
  st.rowOk = true;
  const inscricao = readInscricao(st);
  let nota = readNota(st);
  const nome = readOptionalText(st, st.nomeCol, 'o nome');
  const cargo = readCargo(st);
  readSituation(st);
  const aprovado = st.aprovado;
  const fraude = st.fraude;
  // A blank nota is allowed only where it decides nothing: a candidate not approved, eliminated, or
  // withdrawn (the withdrawal takes them out of every list: rules.md §10).
  const desistente = st.desistente;
  if (nota !== nota) {
    if (aprovado && !fraude && !desistente) {
      bad(
        st,
        st.notaCol,
        'nota-em-branco',
        'a nota está em branco (só pode ficar em branco para um candidato reprovado, eliminado ou ausente)',
      );
    }
    nota = 0;
  }
  const grupo = readGroup(st);
  const optante = readOptante(st, grupo);
  const confirmacao = readConfirmation(st, st.confCol, st.confirmations, parseConfirmationLabel, 'confirmacao-invalida', 'a confirmação');
  const pcd = readPcd(st);
  const avaliacaoPcd = readConfirmation(st, st.avalCol, st.assessments, parseAssessmentLabel, 'avaliacao-pcd-invalida', 'a avaliação PcD');
  const nascimento = readBirth(st);
  const desempate = readTieBreaks(st);
  const cpf = readCpf(st);
  if (inscricao || st.cpfCol >= 0) {
    const cargoId = cargoNumber(st, cargo);
    if (inscricao) checkInscricao(st, inscricao, cargo, cargoId);
    if (st.cpfCol >= 0) checkCpf(st, cpf, cargo, cargoId);
  }
  st.row = NO_ROW;
  if (!st.rowOk) return;
  const i = st.count++;
  const several = grupo?.includes(';') ? grupo.split(';') : null;
  st.candidatos[i] = {
    inscricao,
    nome,
    cargo,
    nota,
    aprovado,
    grupo: several ? several[0] : (grupo ?? null),
    optante,
    confirmacao,
    fraude,
    nascimento,
    desempate,
    pcd,
    avaliacaoPcd,
  };
  if (several) st.candidatos[i].grupos = several;
  st.linhas[i] = linha;
  if (st.cpfCol >= 0) st.cpfs[i] = cpf;
  if (desistente) st.desistentes.push(i);
}
