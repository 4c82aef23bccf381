// Value parsers for spreadsheet cells, as Excel (desktop, web), LibreOffice, Google Sheets and CSV
// files really deliver them. Host-agnostic: no Node-only imports.
import { orList } from '../engine/text';
import { dateTextError, readDateText } from '../engine/catalog/dates';
import { CellError, UncachedFormula, cellTrouble } from './cells';
import { INVISIBLE_CHARS, lookAlikeNote, stripAccents } from '../engine/catalog/words';
import { excelSerialToIso, fastDateText, ymd } from './date-text';
import { PCD_RESERVE } from '../engine/pcd';
import type { ConfirmationState } from '../engine/types';
import { PCD_CODE } from '../engine/types';
import { AC_NAME, KNOWN_GROUP_CODES, groupWords } from '../engine/vocabulary';

/** A cell value as the hosts deliver it. */
export type CellValue = string | number | boolean | Date | null | undefined | CellError | UncachedFormula;

/** Result of parsing one cell: `value` null means "blank"; `erro` is a pt-BR sentence fragment. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; erro: string };

// Where the readers of this layer have always found them.
export { stripAccents };
export { excelSerialToIso, fastDateText, isoToExcelSerial } from './date-text';

const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value });
const fail = <T>(erro: string): ParseResult<T> => ({ ok: false, erro });

/**
 * Normalizes a header or label for comparison: no accents, lower case, every run of non-letters and
 * non-digits becomes one space, trimmed. "Nº de Inscrição" → "no de inscricao".
 */
export function normalizeHeader(value: CellValue): string {
  if (value === null || value === undefined) return '';
  const s = value instanceof Date ? '' : String(value);
  return stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * normalizeHeader for the label columns (grupo, confirmação, situação, sim/não), which repeat a handful
 * of distinct texts over thousands of rows: the result for each distinct text is remembered. The cache
 * is bounded (emptied when full), so a column of unique texts cannot make it grow without limit; the
 * result never depends on what the cache holds.
 */
const LABEL_KEY_CACHE_SIZE = 512;
const LABEL_KEY_MAX_LENGTH = 200;
const labelKeys = new Map<string, string>();
function labelKey(value: string): string {
  if (value.length > LABEL_KEY_MAX_LENGTH) return nonBlankKey(value);
  let key = labelKeys.get(value);
  if (key === undefined) {
    key = nonBlankKey(value);
    if (labelKeys.size >= LABEL_KEY_CACHE_SIZE) labelKeys.clear();
    labelKeys.set(value, key);
  }
  return key;
}

/**
 * A key that no vocabulary lists: the key of a cell that is not blank but has no letter or digit the
 * key keeps ("✗", "❌", "?", Cyrillic "Х"). Only a truly blank cell is blank: without it those cells
 * would key as '' and read as the blank word (approved, not an optante, no group), as
 * test/sheet/look-alikes.test.ts checks.
 */
const UNKEYABLE = '\u0000';

/** normalizeHeader of a non-blank cell's text, UNKEYABLE when nothing of it is left. */
function nonBlankKey(value: string): string {
  // No label word has Cyrillic or Greek letters: "PP Х" is not "PP" with a stray mark.
  if (lookAlikeNote(value)) return UNKEYABLE;
  return normalizeHeader(value) || UNKEYABLE;
}

/** "`value` `unknown`", and why when the value has look-alike letters (lookAlikeNote). */
function unknownValue(value: CellValue, unknown: string): string {
  const note = typeof value === 'string' ? lookAlikeNote(value) : '';
  return `${showValue(value)}${unknown}${note ? `; ${note}` : ''}`;
}

/** True for a blank cell: null, undefined, empty or whitespace-only text. */
export function isBlank(value: CellValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') {
    if (value.length === 0) return true;
    // Fast path: a first character between "!" and "~" (or any other below U+00A0 that is not
    // whitespace) means the text is not blank. Only whitespace-looking starts need the full check.
    const c = value.charCodeAt(0);
    if (c > 0x20 && c < 0xa0) return false;
    return BLANK_TEXT.test(value);
  }
  return false;
}
const BLANK_TEXT = /^[\s\u00a0\ufeff]*$/;

/** Shows a cell value in a message, quoted the way the user typed it. */
export function showValue(value: CellValue): string {
  if (value === null || value === undefined) return "''";
  if (value instanceof Date) return isNaN(value.getTime()) ? "'data inválida'" : `'${value.toISOString().slice(0, 10)}'`;
  if (typeof value === 'boolean') return value ? "'VERDADEIRO'" : "'FALSO'";
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return "'NaN' (valor indefinido)";
    if (!Number.isFinite(value)) return value > 0 ? "'Infinity' (infinito)" : "'-Infinity' (menos infinito)";
    return `'${String(value).replace('.', ',')}'`;
  }
  if (typeof value !== 'string') return `'${String(value)}'`; // CellError, UncachedFormula
  const s = value.length > 60 ? value.slice(0, 57) + '...' : value;
  // A control or invisible character never reaches a message as itself (ESC would colour a terminal,
  // U+202E reverse the rest of the line): shown as '\ufffd' (test/cli/terminal-safe.test.ts).
  return `'${s.replace(HIDDEN_CHARS, '\ufffd')}'`;
}

/**
 * Parses a number as Brazilians type it: 7,5 · 7.5 · 1.234,5 · 1 234,5 · -3 · +2,25.
 * Rules: with both "." and ",", the last one is the decimal separator and the other groups thousands
 * (in groups of three digits); with only "," it is the decimal separator; with only "." it is the
 * decimal separator, unless there are several dots in groups of three ("1.234.567").
 * Blank → value null. Booleans and dates are not numbers.
 */
export function parseNumberBR(value: CellValue): ParseResult<number | null> {
  if (isBlank(value)) return ok(null);
  if (typeof value === 'number') return Number.isFinite(value) ? ok(value) : fail(`${showValue(value)} não é um número`);
  if (typeof value === 'boolean' || value instanceof Date) return fail(`${showValue(value)} não é um número`);
  const trouble = cellTrouble(value);
  if (trouble) return fail(trouble);
  if (typeof value === 'string') {
    const n = plainDecimal(value);
    if (n !== null) return ok(n);
  }
  const raw = String(value);
  let s = raw.replace(/[\s\u00a0\ufeff]/g, '');
  let sign = '';
  if (s.startsWith('-') || s.startsWith('+') || s.startsWith('\u2212')) {
    sign = s[0] === '+' ? '' : '-';
    s = s.slice(1);
  }
  const bad = fail<number | null>(`${showValue(raw)} não é um número`);
  if (!/^[0-9.,]+$/.test(s) || !/[0-9]/.test(s)) return bad;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let intPart: string;
  let fracPart = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decSep = lastDot > lastComma ? '.' : ',';
    const thouSep = decSep === '.' ? ',' : '.';
    const idx = s.lastIndexOf(decSep);
    intPart = s.slice(0, idx);
    fracPart = s.slice(idx + 1);
    if (fracPart.includes(thouSep) || fracPart.includes(decSep)) return bad;
    if (!new RegExp(`^[0-9]{1,3}(\\${thouSep}[0-9]{3})*$`).test(intPart)) return bad;
    intPart = intPart.split(thouSep).join('');
  } else if (lastComma >= 0) {
    const parts = s.split(',');
    if (parts.length !== 2) return bad;
    [intPart, fracPart] = parts;
  } else if (lastDot >= 0) {
    const parts = s.split('.');
    if (parts.length === 2) {
      [intPart, fracPart] = parts;
    } else if (/^[0-9]{1,3}(\.[0-9]{3})+$/.test(s)) {
      intPart = parts.join('');
    } else return bad;
  } else {
    intPart = s;
  }
  if (intPart === '' && fracPart === '') return bad;
  if (!/^[0-9]*$/.test(intPart) || !/^[0-9]*$/.test(fracPart)) return bad;
  const n = Number(`${sign}${intPart === '' ? '0' : intPart}${fracPart ? '.' + fracPart : ''}`);
  if (!Number.isFinite(n)) return bad;
  return ok(n === 0 ? 0 : n);
}

/** Exact powers of ten (every one up to 10^22 is a double). */
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * Fast path of parseNumberBR for the common texts: digits with at most one "," or "." between digits
 * ("87", "87,5", "87.5"), nothing else. Either separator is then the decimal one, as in the general
 * rules. Anything else (signs, spaces, thousands, a leading or trailing separator) → null.
 * Up to 15 digits, the value is computed without building a string: the digits as a whole number N
 * (exact below 2^53) divided by 10^k (exact): IEEE division rounds correctly, as Number("…") does,
 * so the result is the same double.
 */
export function plainDecimal(s: string): number | null {
  const len = s.length;
  if (len === 0 || len > 20) return null;
  let sep = -1;
  let n = 0;
  for (let i = 0; i < len; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      continue;
    }
    if ((c === 44 || c === 46) && sep < 0 && i > 0 && i < len - 1) {
      sep = i;
      continue;
    }
    return null;
  }
  const digits = sep < 0 ? len : len - 1;
  let v: number;
  if (digits <= 15) v = sep < 0 ? n : n / POW10[len - 1 - sep];
  else v = sep < 0 || s.charCodeAt(sep) === 46 ? Number(s) : Number(`${s.slice(0, sep)}.${s.slice(sep + 1)}`);
  return v === 0 ? 0 : v;
}

const YES = new Set(['sim', 's', 'x', 'yes', 'y', 'true', 'verdadeiro', 'v', '1', 'ok', 'optante', 'opta', 'optou']);
const NO = new Set(['nao', 'n', 'no', 'false', 'falso', 'f', '0', '', 'nao optante']);

/** A yes/no cell against a vocabulary (the yes and the no words, as label keys). */
function yesNoWith(value: CellValue, yes: ReadonlySet<string>, no: ReadonlySet<string>): ParseResult<boolean> {
  if (isBlank(value)) return ok(false);
  const trouble = cellTrouble(value);
  if (trouble) return fail(trouble);
  if (typeof value === 'boolean') return ok(value);
  if (typeof value === 'number') {
    if (value === 1) return ok(true);
    if (value === 0) return ok(false);
    return fail(`${showValue(value)} não é "Sim" nem "Não"`);
  }
  const key = typeof value === 'string' ? labelKey(value) : UNKEYABLE;
  if (yes.has(key)) return ok(true);
  if (no.has(key)) return ok(false);
  return fail(unknownValue(value, ' não é "Sim" nem "Não"'));
}

/**
 * Yes/no cells: "Sim", "S", "X", "yes", TRUE, 1 → true; "Não", "N", blank, FALSE, 0 → false.
 */
export function parseYesNo(value: CellValue): ParseResult<boolean> {
  return yesNoWith(value, YES, NO);
}

// The group words are the rule data's (GroupRule.words, src/engine/rulesets.ts): one vocabulary for
// every host. The words below that mean "no group" are the sheet's own (how commissions write "not a
// cotista"), not group data; they win over a group word spelt the same.
const GROUP_LABELS: Record<string, string | null> = {};
for (const [word, code] of groupWords()) GROUP_LABELS[word] = code;
// prettier-ignore
for (const l of [
  '', 'nao', 'n', 'ac', 'ampla', 'ampla concorrencia', 'nenhum', 'nenhuma', 'nao declarou', 'nao declarado',
  'nao declarada', 'nao se declarou', 'sem cota', 'nao cotista', 'nao optante', 'branca', 'branco', 'brancos',
  'amarela', 'amarelo', 'amarelos', 'false', 'falso', 'no',
]) {
  GROUP_LABELS[l] = null;
}

/** "PP, IND ou QUI": the group codes the rule sets know, for messages. */
export const GROUP_CODES_TEXT = orList(KNOWN_GROUP_CODES);

const UNKNOWN_GROUP = ` não é um grupo conhecido (use ${KNOWN_GROUP_CODES.join(', ')} ou deixe em branco)`;

/**
 * Label keys that name more than one group, or a reserve without its group: refused with the reason
 * (a candidate belongs to one group, and the sheet must say which).
 */
const AMBIGUOUS_GROUPS: Record<string, string> = {
  ppi: "'PPI' quer dizer pretos, pardos e indígenas: junta dois grupos da reserva (PP e IND); escreva PP para pessoa preta ou parda, IND para indígena",
  ppiq: "'PPIQ' quer dizer pretos, pardos, indígenas e quilombolas: junta três grupos da reserva; escreva o grupo do candidato (PP, IND ou QUI)",
  pi: "'PI' pode querer dizer pretos e indígenas: escreva o grupo do candidato (PP para pessoa preta ou parda, IND para indígena)",
  cotista: 'diz que o candidato concorre às vagas reservadas, mas não diz o grupo',
  cotistas: 'diz que o candidato concorre às vagas reservadas, mas não diz o grupo',
  cota: 'diz que o candidato concorre às vagas reservadas, mas não diz o grupo',
  'cota racial': 'diz que o candidato concorre às vagas reservadas, mas não diz o grupo',
  sim: 'diz que o candidato concorre às vagas reservadas, mas não diz o grupo',
  s: 'diz que o candidato concorre às vagas reservadas, mas não diz o grupo',
  x: 'diz que o candidato concorre às vagas reservadas, mas não diz o grupo',
};

/** Words that may stand between group words without changing the group: "Preto(a) ou Pardo(a)". */
const GROUP_FILLERS: ReadonlySet<string> = new Set(['a', 'o', 'as', 'os', 'e', 'ou', 'pessoa', 'pessoas', 'cor', 'raca']);

/**
 * Group labels (autodeclaração): "PP", "Preto", "Preta", "Pardo(a)", "preta ou parda", "pretos e
 * pardos", "Negro(a)", "Afrodescendente" → PP; "IND", "Indígena(o)" → IND; "QUI", "Quilombola(a)" →
 * QUI; blank, "Não", "AC", "Ampla", "Branca", "Amarela" → null (no group of the reserve). Case,
 * accents and punctuation do not matter; gendered forms are the rule data's words (GroupRule.words),
 * and any run of one group's words with "a", "o", "e", "ou" between them is that group. A label of two
 * groups ("PP e IND", "PPI") or of none ("Cotista") is refused, saying why.
 */
export function parseGroupLabel(value: CellValue): ParseResult<string | null> {
  if (isBlank(value)) return ok(null);
  if (value === false) return ok(null);
  if (typeof value !== 'string') return fail(cellTrouble(value) ?? showValue(value) + UNKNOWN_GROUP);
  const key = labelKey(value);
  if (key in GROUP_LABELS) return ok(GROUP_LABELS[key]);
  const ambiguous = AMBIGUOUS_GROUPS[key];
  if (ambiguous !== undefined) {
    return fail(ambiguous.startsWith("'") ? ambiguous : `${showValue(value)} ${ambiguous} (${GROUP_CODES_TEXT})`);
  }
  const found = new Set<string>();
  let others = false;
  for (const token of key.split(' ')) {
    const g = GROUP_LABELS[token];
    if (g && token.length > 1) found.add(g);
    else if (!GROUP_FILLERS.has(token)) others = true;
  }
  if (found.size > 1) {
    return fail(`${showValue(value)} declara mais de um grupo (${[...found].join(' e ')}); cada candidato pertence a um grupo só`);
  }
  if (found.size === 1 && !others) return ok([...found][0]);
  return fail(unknownValue(value, UNKNOWN_GROUP));
}

const CONFIRMATION_LABELS: Record<string, ConfirmationState> = {};
function addConf(state: ConfirmationState, labels: string[]): void {
  for (const l of labels) CONFIRMATION_LABELS[l] = state;
}
// prettier-ignore
addConf('deferida', [
  'deferida', 'deferido', 'deferimento', 'confirmada', 'confirmado', 'homologada', 'homologado', 'apto', 'apta',
  'aprovada', 'aprovado', 'sim', 's', 'd', 'def', 'validada', 'validado', 'favoravel', 'procedente', 'confirmada a autodeclaracao',
  'autodeclaracao confirmada', 'deferida em recurso', 'deferido em recurso', 'enquadrado', 'enquadrada', 'enquadrado a',
  'caracterizada', 'caracterizado', 'deficiencia confirmada', 'laudo deferido', 'laudo aceito',
]);
// prettier-ignore
addConf('indeferida', [
  'indeferida', 'indeferido', 'indeferimento', 'nao confirmada', 'nao confirmado', 'inapto', 'inapta', 'reprovada',
  'reprovado', 'nao', 'n', 'i', 'indef', 'nao validada', 'nao validado', 'desfavoravel', 'improcedente',
  'autodeclaracao nao confirmada', 'indeferida em recurso', 'indeferido em recurso', 'nao enquadrado', 'nao enquadrada',
  'nao enquadrado a', 'nao caracterizada', 'nao caracterizado', 'deficiencia nao confirmada', 'laudo indeferido', 'laudo recusado',
]);
// prettier-ignore
addConf('pendente', [
  '', 'pendente', 'em analise', 'analise', 'aguardando', 'aguardando analise', 'aguardando resultado', 'p', 'a realizar',
  'nao realizada', 'em recurso', 'recurso', 'sub judice', 'convocado', 'convocada',
]);
// prettier-ignore
addConf('ausente', [
  'ausente', 'ausencia', 'nao compareceu', 'nao comparecimento', 'faltou', 'faltante', 'nao comparecido', 'a',
  'ausente na heteroidentificacao', 'nao apresentou documentos', 'nao enviou documentos',
]);

/** A confirmation-like cell (blank: pendente); `unknown` ends the message for a value it does not know. */
function confirmationWith(value: CellValue, unknown: string): ParseResult<ConfirmationState> {
  if (isBlank(value)) return ok('pendente');
  if (typeof value !== 'string') return fail(cellTrouble(value) ?? showValue(value) + unknown);
  const state = CONFIRMATION_LABELS[labelKey(value)];
  if (state) return ok(state);
  return fail(unknownValue(value, unknown));
}

/**
 * Confirmation labels (heteroidentificação, verificação documental): Deferida/Deferido/Confirmada/
 * Homologada → deferida; Indeferida/Indeferido/Não confirmada → indeferida; Pendente/Em análise/blank
 * → pendente; Ausente/Não compareceu → ausente.
 */
export function parseConfirmationLabel(value: CellValue): ParseResult<ConfirmationState> {
  return confirmationWith(value, ' não é um resultado de confirmação conhecido (use Deferida, Indeferida, Pendente ou Ausente)');
}

/**
 * PcD assessment labels (avaliação biopsicossocial, perícia, laudo): the same words as the racial
 * confirmation (rules.md §9 reads it like `confirmacao`), among them "Enquadrado(a)"/"Não enquadrado(a)".
 */
export function parseAssessmentLabel(value: CellValue): ParseResult<ConfirmationState> {
  return confirmationWith(value, ' não é um resultado de avaliação conhecido (use Deferida, Indeferida, Pendente ou Ausente)');
}

// "Concorre às vagas PcD" / "Deficiência": the yes/no words, the words that name the reserve, and the
// kinds of disability of Decreto nº 3.298/1999, art. 4º, and Lei nº 12.764/2012 (a "Deficiência"
// column often says which one): any of them means the candidate competes for the PcD vacancies.
// prettier-ignore
const PCD_YES = new Set([
  ...YES, 'pcd', 'pcd sim', 'deficiente', 'pessoa com deficiencia', 'com deficiencia', 'possui', 'possui deficiencia', 'tem',
  'portador', 'portadora', 'pne', 'fisica', 'deficiencia fisica', 'motora', 'auditiva', 'deficiencia auditiva', 'surdez',
  'surdo', 'surda', 'visual', 'deficiencia visual', 'cegueira', 'cego', 'cega', 'baixa visao', 'visao monocular',
  'intelectual', 'deficiencia intelectual', 'mental', 'deficiencia mental', 'psicossocial', 'multipla', 'deficiencia multipla',
  'tea', 'autismo', 'autista', 'transtorno do espectro autista',
]);
// prettier-ignore
const PCD_NO = new Set([
  ...NO, 'nao pcd', 'nao possui', 'nao tem', 'sem deficiencia', 'nenhuma', 'nenhum', 'nao se aplica', 'nao deficiente',
  'nao concorre', 'ampla', 'ampla concorrencia', 'ac',
]);

/**
 * The PcD column (opted for the vacancies reserved to pessoas com deficiência): "Sim", "X", "PcD" or
 * the kind of disability ("Visual", "Física"…) → true; "Não", blank, "Nenhuma" → false.
 */
export function parsePcdLabel(value: CellValue): ParseResult<boolean> {
  return yesNoWith(value, PCD_YES, PCD_NO);
}

// Names of the modalities in arguments and headers: "AC"/"ampla", a group (its words), or the PcD
// reserve ("PCD", "PcD", "pessoas com deficiência"): the sheet's words for AC and PcD, the rule data's
// for the groups.
const AC_WORDS = new Set(['ac', 'ampla', 'ampla concorrencia', normalizeHeader(AC_NAME)]);
// prettier-ignore
const PCD_WORDS = new Set([
  normalizeHeader(PCD_CODE), normalizeHeader(PCD_RESERVE.name), normalizeHeader(PCD_RESERVE.title), 'pcd', 'pessoa com deficiencia',
  'pessoas com deficiencia', 'deficiencia', 'deficientes', 'reserva pcd', 'vagas pcd', 'lista pcd',
]);

/** A modality named in an argument: `AC`, a group code, `PCD` (PCD_CODE), or null when it names none. */
export function parseModalityLabel(value: CellValue): string | null {
  if (typeof value !== 'string') return null;
  const key = labelKey(value);
  if (AC_WORDS.has(key)) return 'AC';
  if (PCD_WORDS.has(key)) return PCD_CODE;
  const g = GROUP_LABELS[key];
  return g === undefined ? null : g;
}

/** Outcome of the "Situação" column. */
export interface SituationValue {
  aprovado: boolean;
  fraude: boolean;
  /**
   * "Desistente": an approved candidate who renounced the concurso. Not "não aprovado": the reading
   * turns it into an act of the record (rules.md §10: a `desistente` without position, after the
   * Nomeações sheet's acts of the cargo), so the order of nomination is never computed again without them.
   */
  desistente?: true;
}

const SITUATION_LABELS: Record<string, SituationValue> = {};
function addSit(v: SituationValue, labels: string[]): void {
  for (const l of labels) SITUATION_LABELS[l] = v;
}
// prettier-ignore
addSit({ aprovado: true, fraude: false }, [
  '', 'aprovado', 'aprovada', 'habilitado', 'habilitada', 'classificado', 'classificada', 'sim', 's', 'x', 'yes',
  'true', 'verdadeiro', '1', 'apto', 'apta', 'aprovado a', 'habilitado a', 'classificado a', 'aprovados',
]);
// prettier-ignore
addSit({ aprovado: false, fraude: false }, [
  'reprovado', 'reprovada', 'eliminado', 'eliminada', 'desclassificado', 'desclassificada', 'ausente', 'faltou',
  'faltante', 'nao', 'n', 'no', 'false', 'falso', '0', 'inabilitado', 'inabilitada', 'nao habilitado', 'nao habilitada',
  'nao aprovado', 'nao aprovada', 'nao classificado', 'nao classificada', 'inapto', 'inapta',
  'nao compareceu', 'reprovado a', 'eliminado a', 'desclassificado a',
]);
// prettier-ignore
addSit({ aprovado: true, fraude: false, desistente: true }, ['desistente', 'desistiu', 'desistencia', 'desistente a', 'renunciou']);
// prettier-ignore
addSit({ aprovado: false, fraude: true }, [
  'fraude', 'eliminado por fraude', 'eliminada por fraude', 'eliminado a por fraude', 'desclassificado por fraude',
  'desclassificada por fraude', 'ma fe', 'eliminado por ma fe', 'eliminada por ma fe', 'fraude comprovada',
]);

/**
 * "Situação" labels: Aprovado/Habilitado/Classificado (or blank) → eligible; Reprovado/Eliminado/
 * Desclassificado/Ausente/Faltou → not eligible; "Eliminado por fraude"/"Fraude" → fraud; "Desistente"
 * → approved, and withdrawn (SituationValue.desistente).
 */
export function parseSituationLabel(value: CellValue): ParseResult<SituationValue> {
  const trouble = cellTrouble(value);
  if (trouble) return fail(trouble);
  if (isBlank(value)) return ok({ aprovado: true, fraude: false });
  if (typeof value === 'boolean') return ok({ aprovado: value, fraude: false });
  if (typeof value === 'number') {
    if (value === 1) return ok({ aprovado: true, fraude: false });
    // 0 is "não aprovado", as the text '0' of a CSV file is: one answer for every host. (Excel
    // desktop's blank-as-0 is undone by the custom-function adapter before the sheet layer.)
    if (value === 0) return ok({ aprovado: false, fraude: false });
  }
  if (typeof value === 'string') {
    const v = SITUATION_LABELS[labelKey(value)];
    // A fresh copy (callers may change it), written as a literal: its hidden class is the one of
    // SITUATION_LABELS' values, which lives on, where a spread copy's may die between tables and
    // throw away the optimized code of the table reader that uses it.
    if (v) return ok(v.desistente ? { aprovado: true, fraude: false, desistente: true } : { aprovado: v.aprovado, fraude: v.fraude });
  }
  return fail(unknownValue(value, ' não é uma situação conhecida (use Aprovado, Reprovado, Eliminado ou Eliminado por fraude)'));
}

/**
 * The words each label parser accepts (normalized: no accents, lower case, single spaces). Read-only
 * data; the tests' reference parser reads the same vocabulary, so adding a word is one change here.
 */
export const LABEL_WORDS: {
  readonly yes: ReadonlySet<string>;
  readonly no: ReadonlySet<string>;
  readonly groups: Readonly<Record<string, string | null>>;
  readonly confirmations: Readonly<Record<string, ConfirmationState>>;
  readonly situations: Readonly<Record<string, SituationValue>>;
  readonly pcdYes: ReadonlySet<string>;
  readonly pcdNo: ReadonlySet<string>;
} = {
  yes: YES,
  no: NO,
  groups: GROUP_LABELS,
  confirmations: CONFIRMATION_LABELS,
  situations: SITUATION_LABELS,
  pcdYes: PCD_YES,
  pcdNo: PCD_NO,
};

/**
 * Dates: Excel serial numbers (as custom functions and CSV-less hosts send them), Date objects
 * (exceljs, Apps Script), "dd/mm/aaaa" (also with "-" or "."), ISO "aaaa-mm-dd". Blank → null.
 * Two-digit years are refused: "01/02/61" could be 1961 or 2061.
 */
export function parseDateCell(value: CellValue): ParseResult<string | null> {
  if (isBlank(value)) return ok(null);
  if (typeof value === 'boolean') return fail(`${showValue(value)} não é uma data`);
  const trouble = cellTrouble(value);
  if (trouble) return fail(trouble);
  if (value instanceof Date) {
    if (isNaN(value.getTime())) return fail(`${showValue(value)} não é uma data válida`);
    // The UTC calendar date, whatever the machine's time zone: the hosts build a date cell's Date from
    // its Excel serial as UTC midnight plus the time of day (exceljs, the Office.js adapter), so a
    // date-time 1966-03-21 02:00 is the day 1966-03-21 (in America/Sao_Paulo its local date would be
    // the 20th). A host that builds Dates at local midnight (Apps Script) is right too west of UTC,
    // where every Brazilian time zone lies; one east of UTC must hand UTC dates.
    return ok(ymd(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()));
  }
  if (typeof value === 'number') {
    const iso = excelSerialToIso(value);
    return iso ? ok(iso) : fail(`${showValue(value)} não é uma data`);
  }
  if (typeof value === 'string' && value.length === 10) {
    const fast = fastDateText(value);
    if (fast !== null) return ok(fast);
  }
  const s = String(value).trim();
  // A date written as text: the one grammar of every reader (catalog/dates.ts).
  const text = readDateText(s);
  if (text.ok) return ok(text.iso);
  if (text.erro !== 'formato') return fail(dateTextError(showValue(value), text.erro));
  // A date cell that reached the sheet as text (a CSV, a cell formatted as text): its serial number.
  if (/^\d+([.,]\d+)?$/.test(s)) {
    const n = parseNumberBR(s);
    if (n.ok && n.value !== null) {
      const iso = excelSerialToIso(n.value);
      if (iso) return ok(iso);
    }
  }
  return fail(dateTextError(showValue(value), 'formato'));
}

/** Text of a cell for identifiers (inscrição, CPF, cargo, nome): numbers without ".0", trimmed. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  // Fast path for text: nothing to collapse or trim (no whitespace at either end, no run of two, no
  // whitespace other than the plain space).
  if (typeof value === 'string' && !UNTIDY_TEXT.test(value)) return value;
  if (typeof value === 'number') {
    // Safe integers: String gives the same digits as toLocaleString (no exponent below 2^53), and is
    // ~1000× faster. -0 is the exception ("-0" with toLocaleString, "0" with String).
    if (Number.isSafeInteger(value) && !(value === 0 && 1 / value < 0)) return String(value);
    if (Number.isInteger(value)) return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 0 });
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'VERDADEIRO' : 'FALSO';
  if (value instanceof Date) return isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return String(value); // CellError, UncachedFormula: the reader reports them first
  return value
    .replace(/[\u00a0\ufeff]/g, ' ')
    .replace(HIDDEN_CHARS, '')
    .replace(/\s+/g, ' ')
    .trim();
}
// Control characters other than whitespace (ESC colours a terminal), and the invisible and bidi ones
// (INVISIBLE_CHARS: "1001\u200F" would be a second inscrição "1001", U+202E publishes a name
// reversed): never part of an identifier, a name or a label (test/sheet/hidden-characters.test.ts).
const HIDDEN_CHARS = new RegExp(`[\\u0000-\\u0008\\u000e-\\u001f\\u007f-\\u009f]|${INVISIBLE_CHARS.source}`, 'g');
const UNTIDY_TEXT = new RegExp(`^\\s|\\s$|\\s\\s|[^\\S ]|${HIDDEN_CHARS.source}`);

/** The hidden characters of a text (HIDDEN_CHARS) as code points, "U+200F, U+001B", or '' when it has none. */
export function hiddenCharsOf(value: string): string {
  const found = value.match(HIDDEN_CHARS);
  if (!found) return '';
  return [...new Set(found)].map((c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`).join(', ');
}

/** Column letter (0 → "A", 27 → "AB"). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
