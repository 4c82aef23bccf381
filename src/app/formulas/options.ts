// Arguments of the custom functions that are not tables: rule set, rounding, collision and the
// `opções` text of COTAS.CLASSIFICAR and COTAS.LISTA.
//
// `opções` is one text of `chave=valor` pairs separated by ";" (or line breaks), e.g.
//   "regra=federal-15142-2025; arredondamento=por-grupo; colisao=posterior; ausencia=eliminado;
//    referencia=01/02/2026; edital=05/01/2026; cargo=Professor PEB I; criterios=Prova objetiva, Títulos"
// The keys and the values are the option catalogue's (src/engine/catalog/options.ts: the same names
// and words as the Parâmetros sheet and the command line's flags, without regard to case, accents,
// spaces or hyphens); docs/excel.md lists them for users. Pieces are separated by ";" or line breaks,
// and also by "," when what follows is another `chave=valor` ("regra=pirangi, referencia=20/03/2026"
// once read the date into the rule's value: test/hosts/excel/functions/reading.test.ts). Any piece that
// cannot be read is a problem naming it: never ignored.
import { isCutKey, parseCutText } from '../../sheet/cut-text';
import { editDistance } from '../../engine/text';
import { NO_PCD_RULE, findPcdRule } from '../../engine';
import type { AbsencePolicy, Collision, MultipleReserve, Options, PcdRule, Rounding } from '../../engine';
import type { BasisKey } from '../../engine/types';
import {
  BASIS_OPTIONS,
  OPTIONS,
  basisOptionOf,
  mappingFieldOf,
  optionRecord,
  optionsNamed,
  readChoice,
  readPcdRule,
  readRuleChoice,
} from '../../engine/catalog/options';
import type { OptionRecord, ParameterKey } from '../../engine/catalog/options';
import { dateTextError, readDateText } from '../../engine/catalog/dates';
import { wordKey } from '../../engine/catalog/words';
import { parseYesNo } from '../../sheet';
import { FIELD_LABELS, columnMappingOf } from '../../sheet';
import type { ColumnField } from '../../sheet';
import { InputError } from './errors';

/** What the `opções` text can set. Absent keys: the rule set's defaults. */
export interface FunctionOptions {
  regra?: string;
  arredondamento?: Rounding;
  colisao?: Collision;
  ausenciaConfirmacao?: AbsencePolicy;
  dataReferencia?: string;
  dataEdital?: string;
  /** PcD rule id or `nenhuma` (NO_PCD_RULE). */
  pcd?: string;
  reservaMultipla?: MultipleReserve;
  /** COTAS.LISTA: CPF masked and birth dates left out, for publication (absent: masked); false: the internal version. */
  mascarar?: boolean;
  cargo?: string;
  criterios?: string[];
  /** Explicit column mapping ("coluna Situação=Resultado"): field → header as written in the table. */
  mapeamento?: Partial<Record<ColumnField, string>>;
  /** The edital's item behind each option ("fundamento.reservaMultipla=item 5.3", rules.md §7). */
  fundamentos?: Partial<Record<BasisKey, string>>;
  /**
   * Who goes on to the next phase (rules.md §12), from "corte ampla=30; corte PP=9; corte leitura=lista
   * própria" (each piece read as the Parâmetros cell reads "ampla=30"), as the contract's `corte`.
   */
  corte?: Record<string, unknown>;
}

/** The options that the engine reads (Options), as far as the text set them. */
export function engineOptions(o: FunctionOptions): Partial<Options> {
  return {
    arredondamento: o.arredondamento,
    colisao: o.colisao,
    ausenciaConfirmacao: o.ausenciaConfirmacao,
    dataReferencia: o.dataReferencia,
    dataEdital: o.dataEdital,
    pcd: o.pcd,
    reservaMultipla: o.reservaMultipla,
    fundamentos: o.fundamentos,
  };
}

/** The PcD rule the options chose, or null (none, or `nenhuma`). */
export function chosenPcdRule(o: FunctionOptions): PcdRule | null {
  return (o.pcd !== undefined && o.pcd !== NO_PCD_RULE && findPcdRule(o.pcd)) || null;
}

/** A scalar argument as text; Excel passes omitted optional arguments as null or undefined. */
export function argText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const flat = (value as unknown[]).flat();
    if (flat.length === 1) return argText(flat[0]);
    throw new InputError('esperava um único valor, e não um intervalo de várias células');
  }
  return String(value);
}

/** A `choice`, rule-set or PcD-rule option's value, or the catalogue's message for one it is not. */
function readValue(key: ParameterKey, raw: string): string {
  const record = optionRecord(key);
  const v = record.kind === 'ruleSet' ? readRuleChoice(raw) : record.kind === 'pcdRule' ? readPcdRule(raw) : readChoice(key, raw);
  if (v === null) throw new InputError(record.unknown!(raw));
  return v;
}

/**
 * The rule named by `text`: a shipped rule set's id ("Lei 3.056/2025", "Pirangi", "15.142"...) or
 * RULE_SHEET_CHOICE ("Outra lei (aba Regra)", read from the functions' last argument: rule-range.ts);
 * blank → undefined (the default).
 */
export function resolveRuleChoice(text: unknown): string | undefined {
  const raw = argText(text);
  return raw === '' || raw === '0' ? undefined : readValue('regra', raw);
}

/** `total` or `por-grupo` (or the catalogue's words for them); blank → undefined (the rule set's default). */
export function resolveRounding(text: unknown): Rounding | undefined {
  const raw = argText(text);
  return raw === '' || raw === '0' ? undefined : (readValue('arredondamento', raw) as Rounding);
}

/** `anterior` or `posterior`; blank → undefined (the rule set's default). */
export function resolveCollision(text: unknown): Collision | undefined {
  const raw = argText(text);
  return raw === '' || raw === '0' ? undefined : (readValue('colisao', raw) as Collision);
}

function resolveYes(key: string, raw: string): boolean {
  const v = parseYesNo(raw);
  if (v.ok) return v.value;
  throw new InputError(`${key}: ${v.erro}`);
}

function resolveDate(key: string, raw: string): string {
  if (raw === '') throw new InputError(`${key}: a data está em branco (use dd/mm/aaaa)`);
  const d = readDateText(raw);
  if (!d.ok) throw new InputError(`${key}: ${dateTextError(`'${raw}'`, d.erro)}`);
  return d.iso;
}

/** The options the functions read (the catalogue's records with the `funcoes` reader), in its order. */
const FUNCTION_OPTIONS: readonly OptionRecord[] = OPTIONS.filter((o) => o.readers.includes('funcoes'));

/** An `opções` field: the key of the catalogue record that sets it. */
type Field = keyof FunctionOptions;

/** The name each option is written with in the help and the messages: the catalogue's functionName. */
function nameOf(field: Field): string {
  return optionRecord(field).functionName ?? field;
}

/** What each option is, for the suggestion after an unknown key. */
const OPTION_HINTS: Partial<Record<Field, string>> = {
  dataReferencia: 'dataReferencia=dd/mm/aaaa ou "data de referência=dd/mm/aaaa" (data da idade, Estatuto da Pessoa Idosa)',
  dataEdital: 'edital=dd/mm/aaaa (data de publicação do edital)',
  ausenciaConfirmacao: 'ausencia=ampla ou ausencia=eliminado',
  mapeamento: '"coluna Situação=Resultado" (o campo e o cabeçalho da coluna)',
};

export const OPTION_KEYS_HELP = FUNCTION_OPTIONS.map((o) => nameOf(o.key as Field)).join(', ');

/** The options of COTAS.RESERVA and COTAS.SEQUENCIA (what changes the counts and the sequence). */
export const COUNT_OPTIONS: readonly Field[] = ['regra', 'arredondamento', 'colisao', 'pcd'];

/** The option an unknown key probably meant, or null. */
function suggestedOption(key: string): Field | null {
  const flat = key.replace(/ /g, '');
  if (flat.length < 3) return null;
  let best: { field: Field; d: number } | null = null;
  for (const o of FUNCTION_OPTIONS) {
    for (const name of o.kind === 'mapping' ? [] : o.names) {
      const kk = name.replace(/ /g, '');
      const d = kk.startsWith(flat) || flat.startsWith(kk) || kk.includes(flat) ? 0 : editDistance(flat, kk);
      if (d <= 2 && (!best || d < best.d)) best = { field: o.key as Field, d };
    }
  }
  if (best) return best.field;
  if (/^(data|dt)/.test(flat) && /(ref|idade|base)/.test(flat)) return 'dataReferencia';
  if (/^(data|dt)/.test(flat) && /edit|public/.test(flat)) return 'dataEdital';
  if (/^(colun|mapea|campo)/.test(flat)) return 'mapeamento';
  return null;
}

function unknownKeyMessage(rawKey: string, key: string, help: string): string {
  const s = suggestedOption(key);
  const hint = s ? (OPTION_HINTS[s] ?? `${nameOf(s)}=…`) : null;
  return hint ? `opção desconhecida '${rawKey}': quis dizer ${hint}? (opções: ${help})` : `opção desconhecida '${rawKey}' (use: ${help})`;
}

/**
 * The pieces of an options text: split at ";" and line breaks, and at a "," followed by another
 * `chave=valor` (so "criterios=Prova, Títulos" keeps its comma).
 */
export function optionPieces(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/[;\n\r]+/)) {
    for (const piece of part.split(/,(?=[^,;=:]*[=:])/)) {
      const item = piece.trim();
      if (item) out.push(item);
    }
  }
  return out;
}

/** The option a piece's key names (a "coluna <campo>" key is the mapping, its field given), or why it names none. */
function pieceField(item: string, rawKey: string, help: string): { field: Field; mapped: string | null } | { problem: string } {
  const mapped = mappingFieldOf('funcoes', rawKey);
  if (mapped !== null) return { field: 'mapeamento', mapped };
  const named = optionsNamed('funcoes', rawKey)[0];
  if (named) return { field: named.key as Field, mapped: null };
  return { problem: rawKey === '' ? `'${item}' não tem o nome da opção antes do '='` : unknownKeyMessage(rawKey, wordKey(rawKey), help) };
}

/** A "coluna <campo>=Cabeçalho" piece into `out.mapeamento`: each field one column, each column one field. */
function readMapping(out: FunctionOptions, rawKey: string, field: string, rawValue: string): void {
  // The field's names are the field catalogue's (the Parâmetros rows "Coluna Situação = Resultado" read the same).
  const m = columnMappingOf(field, rawValue);
  if ('erro' in m) throw new InputError(`${rawKey}: ${m.erro}`);
  const map = (out.mapeamento ??= {});
  const prev = map[m.campo];
  if (prev !== undefined) throw new InputError(`${rawKey}: o campo já foi ligado à coluna '${prev}'; ligue cada campo a uma coluna só`);
  const taken = (Object.entries(map) as [ColumnField, string][]).find(([, h]) => wordKey(h) === wordKey(rawValue));
  if (taken) throw new InputError(`${rawKey}: a coluna '${rawValue}' já foi ligada ao campo ${FIELD_LABELS[taken[0]]}`);
  map[m.campo] = m.cabecalho;
}

/** One option's value into `out`, by the kind of its catalogue record; a value it is not is an InputError. */
function readPiece(out: FunctionOptions, field: Field, rawValue: string): void {
  const record = optionRecord(field);
  const name = nameOf(field);
  const values = out as Record<string, unknown>;
  switch (record.kind) {
    case 'ruleSet':
      if (rawValue === '') throw new InputError(`${name}: o valor está em branco`);
      values[field] = readValue(field, rawValue);
      return;
    case 'choice':
    case 'pcdRule':
      values[field] = readValue(field, rawValue);
      return;
    case 'date':
      values[field] = resolveDate(name, rawValue);
      return;
    case 'yesNo':
      values[field] = resolveYes(name, rawValue);
      return;
    case 'cargo':
      if (!rawValue) throw new InputError(`${name}: o nome do cargo está em branco`);
      values[field] = rawValue;
      return;
    case 'criteria': {
      const list = rawValue
        .split(/[,|]/)
        .map((x) => x.trim())
        .filter((x) => x !== '');
      if (list.length === 0) throw new InputError(`${name}: informe os cabeçalhos das colunas de desempate, separados por vírgula`);
      values[field] = list;
      return;
    }
    default:
      throw new InputError(`a opção '${name}' não vale para as funções`);
  }
}

/** A "fundamento.<opção>=item 5.3" piece into `out.fundamentos` (rules.md §7); the problem's text, or null. */
function readBasis(out: FunctionOptions, rawKey: string, basis: BasisKey | null, rawValue: string): string | null {
  if (basis === null)
    return `'${rawKey}' não diz de que opção é o fundamento; escreva, por exemplo, "fundamento.reservaMultipla=item 5.3 do Edital nº 1/2026" (opções: ${BASIS_OPTIONS.map((k) => optionRecord(k).functionName ?? k).join(', ')})`;
  if (!rawValue) return `${rawKey}: o item do edital está em branco`;
  const map = (out.fundamentos ??= {});
  if (map[basis] !== undefined) return `o fundamento de '${optionRecord(basis).functionName ?? basis}' aparece mais de uma vez`;
  map[basis] = rawValue;
  return null;
}

/**
 * Parses the `opções` text. Every problem is reported at once, in one InputError.
 * A blank text (or an omitted argument) gives no options. `allowed`: the options this function
 * reads (default: all); another one is a problem, not silently ignored.
 */
export function parseOptionsText(value: unknown, allowed?: readonly Field[]): FunctionOptions {
  const text = argText(value);
  const out: FunctionOptions = {};
  if (text === '' || text === '0') return out;
  const problems: string[] = [];
  const seen = new Set<string>();
  const help = allowed ? allowed.map(nameOf).join(', ') : OPTION_KEYS_HELP;
  for (const item of optionPieces(text)) {
    const eq = item.search(/[=:]/);
    if (eq < 0) {
      problems.push(`'${item}' não está no formato chave=valor (chaves: ${help})`);
      continue;
    }
    const rawKey = item.slice(0, eq).trim();
    const rawValue = item.slice(eq + 1).trim();
    // rules.md §12: "corte ampla=30", "corte PP=9", "corte leitura=lista própria".
    // Only a key of the cut after "corte" ("corte para a próxima fase" is an unknown option, as the Parâmetros' name).
    const cut = /^corte\s+(.+)$/i.exec(rawKey);
    if (cut && isCutKey(cut[1]) && (!allowed || allowed.includes('corte'))) {
      const c = parseCutText(`${cut[1]}=${rawValue}`);
      if ('erro' in c) problems.push(`corte: ${c.erro}`);
      else {
        const { reservas, ...rest } = c.corte as { reservas?: Record<string, unknown> };
        // The phase's name rides with the cut (`fase`), for the list's title; cutInto takes it out.
        out.corte = { ...out.corte, ...rest, ...(c.fase ? { fase: c.fase } : {}) };
        if (reservas) out.corte.reservas = { ...(out.corte.reservas as object | undefined), ...reservas };
      }
      continue;
    }
    const basis = basisOptionOf('funcoes', rawKey);
    if (basis !== undefined) {
      const problem =
        allowed && !allowed.includes('fundamentos')
          ? `a opção '${rawKey}' não vale para esta função (use: ${help})`
          : readBasis(out, rawKey, basis, rawValue);
      if (problem) problems.push(problem);
      continue;
    }
    const named = pieceField(item, rawKey, help);
    if ('problem' in named) problems.push(named.problem);
    else if (allowed && !allowed.includes(named.field)) problems.push(`a opção '${rawKey}' não vale para esta função (use: ${help})`);
    else if (/[=]/.test(rawValue))
      problems.push(
        `o valor da opção '${rawKey}' ('${rawValue}') tem um '=': separe as opções com ';', por exemplo "regra=pirangi-3056-2025; referencia=20/03/2026"`,
      );
    else if (named.field !== 'mapeamento' && seen.has(named.field)) problems.push(`a opção '${rawKey}' aparece mais de uma vez`);
    else {
      seen.add(named.field);
      try {
        if (named.mapped !== null) readMapping(out, rawKey, named.mapped, rawValue);
        else readPiece(out, named.field, rawValue);
      } catch (e) {
        if (e instanceof InputError) problems.push(e.message);
        else throw e;
      }
    }
  }
  if (problems.length > 0) throw new InputError(`Opções inválidas: ${problems.join('; ')}.`);
  return out;
}
