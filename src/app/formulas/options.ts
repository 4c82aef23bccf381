// Arguments of the custom functions that are not tables: rule set, rounding, collision and the
// `opções` text of COTAS.CLASSIFICAR and COTAS.LISTA.
//
// `opções` is one text of `chave=valor` pairs separated by ";" (or line breaks), keys and values
// without regard to case, accents or spaces, e.g.
//   "regra=federal-15142-2025; arredondamento=por-grupo; colisao=posterior; ausencia=eliminado;
//    referencia=01/02/2026; edital=05/01/2026; cargo=Professor PEB I; criterios=Prova objetiva, Títulos"
// Keys (docs/excel.md documents them for users):
//   regra           rule set id, or what src/sheet's parseRuleLabel accepts ("Pirangi", "15.142"…)
//   arredondamento  total | por-grupo
//   colisao         anterior | posterior
//   ausencia        ampla | eliminado          (ausência na confirmação: rules.md §1)
//   referencia      dd/mm/aaaa                 (data de referência da idade, Estatuto da Pessoa Idosa)
//   edital          dd/mm/aaaa                 (data de publicação do edital, art. 14)
//   pcd             PcD rule (rules.md §9): its id, its name or its act's number ("9.508"), or nenhuma
//   reservaMultipla maior-percentual | todas   (a candidate in a racial list and in the PcD list)
//   mascarar        sim | não                  (COTAS.LISTA: CPF masked, no birth dates, as for publication)
//   cargo           the cargo of the list (COTAS.LISTA with several cargos)
//   criterios       tie-break column headers, in order, separated by ","
//   coluna <campo>  explicit column mapping, several allowed: "coluna Situação=Resultado" (mapeamento)
// Pieces are separated by ";" or line breaks, and also by "," when what follows is another
// `chave=valor` ("regra=pirangi, referencia=20/03/2026": row 13 of issue 9 read the date into the
// rule's value and dropped it). Any piece that cannot be read is a problem naming it: never ignored.
import { DEFAULT_RULE_SET_ID, NO_PCD_RULE, RULE_SETS, findPcdRule, findRuleSet } from '../../engine';
import type { AbsencePolicy, Collision, MultipleReserve, Options, PcdRule, Rounding, RuleSet } from '../../engine';
import {
  parseAbsenceLabel,
  parseCollisionLabel,
  parseDateCell,
  parseMultipleReserveLabel,
  parsePcdRuleLabel,
  parseRoundingLabel,
  parseRuleLabel,
  parseYesNo,
  pcdRuleChoices,
  stripAccents,
} from '../../sheet';
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
  /** COTAS.LISTA: CPF masked and birth dates left out (for publication). */
  mascarar?: boolean;
  cargo?: string;
  criterios?: string[];
  /** Explicit column mapping ("coluna Situação=Resultado"): field → header as written in the table. */
  mapeamento?: Partial<Record<ColumnField, string>>;
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
  };
}

/** The PcD rule the options chose, or null (none, or `nenhuma`). */
export function chosenPcdRule(o: FunctionOptions): PcdRule | null {
  return (o.pcd !== undefined && o.pcd !== NO_PCD_RULE && findPcdRule(o.pcd)) || null;
}

/** Lower case, no accents, runs of spaces/underscores/hyphens as one hyphen: "Por Grupo" → "por-grupo". */
export function normalizeWord(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .trim()
    .replace(/[\s_\-–]+/g, '-');
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

function ruleList(): string {
  return RULE_SETS.map((r) => r.id).join(', ');
}

/** Rule set named by `text`: its id, "Lei 3.056/2025", "Pirangi", "15.142"...; blank → the default. */
export function resolveRuleSet(text: unknown): RuleSet {
  const raw = argText(text);
  if (raw === '' || raw === '0') return findRuleSet(DEFAULT_RULE_SET_ID)!;
  const id = parseRuleLabel(raw);
  const rules = id ? findRuleSet(id) : undefined;
  if (rules) return rules;
  throw new InputError(`regra desconhecida: '${raw}'. Use uma destas: ${ruleList()}`);
}

/** `total` or `por-grupo`; blank → undefined (the rule set's default). */
export function resolveRounding(text: unknown): Rounding | undefined {
  const raw = argText(text);
  if (raw === '' || raw === '0') return undefined;
  const r = parseRoundingLabel(raw);
  if (r) return r;
  throw new InputError(`arredondamento desconhecido: '${raw}'. Use "total" ou "por-grupo"`);
}

/** `anterior` or `posterior`; blank → undefined (the rule set's default). */
export function resolveCollision(text: unknown): Collision | undefined {
  const raw = argText(text);
  if (raw === '' || raw === '0') return undefined;
  const c = parseCollisionLabel(raw);
  if (c) return c;
  throw new InputError(`colisão desconhecida: '${raw}'. Use "anterior" ou "posterior"`);
}

function resolveAbsence(raw: string): AbsencePolicy {
  const v = parseAbsenceLabel(raw);
  if (v) return v;
  throw new InputError(
    `ausência: valor desconhecido '${raw}'. Use "ampla" (o candidato ausente continua na ampla concorrência) ou "eliminado"`,
  );
}

function resolvePcd(raw: string): string {
  const v = parsePcdRuleLabel(raw);
  if (v) return v;
  throw new InputError(`pcd: regra de reserva PcD desconhecida '${raw}'. Use uma destas: ${pcdRuleChoices()}`);
}

function resolveMultiple(raw: string): MultipleReserve {
  const v = parseMultipleReserveLabel(raw);
  if (v) return v;
  throw new InputError(
    `reservaMultipla: valor desconhecido '${raw}'. Use "maior-percentual" (só a reserva de maior percentual) ou "todas"`,
  );
}

function resolveYes(key: string, raw: string): boolean {
  const v = parseYesNo(raw);
  if (v.ok) return v.value;
  throw new InputError(`${key}: ${v.erro}`);
}

function resolveDate(key: string, raw: string): string {
  const d = parseDateCell(raw);
  if (!d.ok) throw new InputError(`${key}: ${d.erro}`);
  if (d.value === null) throw new InputError(`${key}: a data está em branco (use dd/mm/aaaa)`);
  return d.value;
}

const KEYS: Record<string, keyof FunctionOptions> = {
  regra: 'regra',
  lei: 'regra',
  'regra-de-cotas': 'regra',
  arredondamento: 'arredondamento',
  colisao: 'colisao',
  ausencia: 'ausenciaConfirmacao',
  ausenciaconfirmacao: 'ausenciaConfirmacao',
  'ausencia-confirmacao': 'ausenciaConfirmacao',
  'ausencia-na-confirmacao': 'ausenciaConfirmacao',
  referencia: 'dataReferencia',
  datareferencia: 'dataReferencia',
  'data-referencia': 'dataReferencia',
  'data-de-referencia': 'dataReferencia',
  'data-da-referencia': 'dataReferencia',
  'referencia-idade': 'dataReferencia',
  'referencia-da-idade': 'dataReferencia',
  'data-de-referencia-da-idade': 'dataReferencia',
  'data-referencia-idade': 'dataReferencia',
  edital: 'dataEdital',
  dataedital: 'dataEdital',
  'data-edital': 'dataEdital',
  'data-do-edital': 'dataEdital',
  'data-de-publicacao-do-edital': 'dataEdital',
  'data-publicacao-edital': 'dataEdital',
  'publicacao-do-edital': 'dataEdital',
  pcd: 'pcd',
  'reserva-pcd': 'pcd',
  'regra-pcd': 'pcd',
  reservamultipla: 'reservaMultipla',
  'reserva-multipla': 'reservaMultipla',
  multipla: 'reservaMultipla',
  mascarar: 'mascarar',
  'mascarar-cpf': 'mascarar',
  publicacao: 'mascarar',
  cargo: 'cargo',
  criterios: 'criterios',
  desempate: 'criterios',
  'criterios-de-desempate': 'criterios',
};

/** The name each option is written with in the help and the messages. */
const OPTION_NAMES: Record<keyof FunctionOptions, string> = {
  regra: 'regra',
  arredondamento: 'arredondamento',
  colisao: 'colisao',
  ausenciaConfirmacao: 'ausencia',
  dataReferencia: 'referencia',
  dataEdital: 'edital',
  pcd: 'pcd',
  reservaMultipla: 'reservaMultipla',
  mascarar: 'mascarar',
  cargo: 'cargo',
  criterios: 'criterios',
  mapeamento: 'coluna <campo>',
};

/** What each option is, for the suggestion after an unknown key. */
const OPTION_HINTS: Partial<Record<keyof FunctionOptions, string>> = {
  dataReferencia: 'dataReferencia=dd/mm/aaaa ou "data de referência=dd/mm/aaaa" (data da idade, Estatuto da Pessoa Idosa)',
  dataEdital: 'edital=dd/mm/aaaa (data de publicação do edital)',
  ausenciaConfirmacao: 'ausencia=ampla ou ausencia=eliminado',
  mapeamento: '"coluna Situação=Resultado" (o campo e o cabeçalho da coluna)',
};

export const OPTION_KEYS_HELP = Object.values(OPTION_NAMES).join(', ');

/** The options of COTAS.RESERVA and COTAS.SEQUENCIA (what changes the counts and the sequence). */
export const COUNT_OPTIONS: readonly (keyof FunctionOptions)[] = ['regra', 'arredondamento', 'colisao', 'pcd'];

/** "coluna Situação" → "Situação" (the field's name as written); null when the key is not a mapping. */
function mappingField(rawKey: string): string | null {
  const m = /^\s*(?:coluna|col|campo)\s+(.+)$/i.exec(rawKey);
  return m ? m[1].trim() : null;
}

/** Edit distance, for "did you mean" (short keys only). */
function distance(a: string, b: string): number {
  const d: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0];
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const t = d[j];
      d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = t;
    }
  }
  return d[b.length];
}

/** The option an unknown key probably meant, or null. */
function suggestedOption(key: string): keyof FunctionOptions | null {
  const flat = key.replace(/-/g, '');
  if (flat.length < 3) return null;
  let best: { field: keyof FunctionOptions; d: number } | null = null;
  for (const [k, field] of Object.entries(KEYS)) {
    const kk = k.replace(/-/g, '');
    const d = kk.startsWith(flat) || flat.startsWith(kk) || kk.includes(flat) ? 0 : distance(flat, kk);
    if (d <= 2 && (!best || d < best.d)) best = { field, d };
  }
  if (best) return best.field;
  if (/^(data|dt)/.test(flat) && /(ref|idade|base)/.test(flat)) return 'dataReferencia';
  if (/^(data|dt)/.test(flat) && /edit|public/.test(flat)) return 'dataEdital';
  if (/^(colun|mapea|campo)/.test(flat)) return 'mapeamento';
  return null;
}

function unknownKeyMessage(rawKey: string, key: string, help: string): string {
  const s = suggestedOption(key);
  const hint = s ? (OPTION_HINTS[s] ?? `${OPTION_NAMES[s]}=…`) : null;
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

/**
 * Parses the `opções` text. Every problem is reported at once, in one InputError.
 * A blank text (or an omitted argument) gives no options. `allowed`: the options this function
 * reads (default: all); another one is a problem, not silently ignored.
 */
export function parseOptionsText(value: unknown, allowed?: readonly (keyof FunctionOptions)[]): FunctionOptions {
  const text = argText(value);
  const out: FunctionOptions = {};
  if (text === '' || text === '0') return out;
  const problems: string[] = [];
  const seen = new Set<string>();
  const help = allowed ? allowed.map((k) => OPTION_NAMES[k]).join(', ') : OPTION_KEYS_HELP;
  for (const item of optionPieces(text)) {
    const eq = item.search(/[=:]/);
    if (eq < 0) {
      problems.push(`'${item}' não está no formato chave=valor (chaves: ${help})`);
      continue;
    }
    const rawKey = item.slice(0, eq).trim();
    const rawValue = item.slice(eq + 1).trim();
    const key = normalizeWord(rawKey);
    const mapped = mappingField(rawKey);
    const field: keyof FunctionOptions | undefined = mapped !== null ? 'mapeamento' : KEYS[key];
    if (!field) {
      problems.push(rawKey === '' ? `'${item}' não tem o nome da opção antes do '='` : unknownKeyMessage(rawKey, key, help));
      continue;
    }
    if (allowed && !allowed.includes(field)) {
      problems.push(`a opção '${rawKey}' não vale para esta função (use: ${help})`);
      continue;
    }
    if (/[=]/.test(rawValue)) {
      problems.push(
        `o valor da opção '${rawKey}' ('${rawValue}') tem um '=': separe as opções com ';', por exemplo "regra=pirangi-3056-2025; referencia=20/03/2026"`,
      );
      continue;
    }
    if (field !== 'mapeamento') {
      if (seen.has(field)) {
        problems.push(`a opção '${rawKey}' aparece mais de uma vez`);
        continue;
      }
      seen.add(field);
    }
    try {
      switch (field) {
        case 'regra':
          if (rawValue === '') throw new InputError('regra: o valor está em branco');
          out.regra = resolveRuleSet(rawValue).id;
          break;
        case 'arredondamento':
          out.arredondamento = resolveRounding(rawValue) ?? undefined;
          break;
        case 'colisao':
          out.colisao = resolveCollision(rawValue) ?? undefined;
          break;
        case 'ausenciaConfirmacao':
          out.ausenciaConfirmacao = resolveAbsence(rawValue);
          break;
        case 'dataReferencia':
          out.dataReferencia = resolveDate('referencia', rawValue);
          break;
        case 'dataEdital':
          out.dataEdital = resolveDate('edital', rawValue);
          break;
        case 'pcd':
          out.pcd = resolvePcd(rawValue);
          break;
        case 'reservaMultipla':
          out.reservaMultipla = resolveMultiple(rawValue);
          break;
        case 'mascarar':
          out.mascarar = resolveYes('mascarar', rawValue);
          break;
        case 'cargo':
          if (!rawValue) throw new InputError('cargo: o nome do cargo está em branco');
          out.cargo = rawValue;
          break;
        case 'criterios': {
          const list = rawValue
            .split(/[,|]/)
            .map((s) => s.trim())
            .filter((s) => s !== '');
          if (list.length === 0) throw new InputError('criterios: informe os cabeçalhos das colunas de desempate, separados por vírgula');
          out.criterios = list;
          break;
        }
        case 'mapeamento': {
          // The field's names are the sheet layer's (the Parâmetros rows "Coluna Situação = Resultado" read the same).
          const m = columnMappingOf(mapped ?? '', rawValue);
          if ('erro' in m) throw new InputError(`${rawKey}: ${m.erro}`);
          const target = m.campo;
          const map = (out.mapeamento ??= {});
          const prev = map[target];
          if (prev !== undefined)
            throw new InputError(`${rawKey}: o campo já foi ligado à coluna '${prev}'; ligue cada campo a uma coluna só`);
          const taken = (Object.entries(map) as [ColumnField, string][]).find(([, h]) => normalizeWord(h) === normalizeWord(rawValue));
          if (taken) throw new InputError(`${rawKey}: a coluna '${rawValue}' já foi ligada ao campo ${FIELD_LABELS[taken[0]]}`);
          map[target] = m.cabecalho;
          break;
        }
      }
    } catch (e) {
      if (e instanceof InputError) problems.push(e.message);
      else throw e;
    }
  }
  if (problems.length > 0) throw new InputError(`Opções inválidas: ${problems.join('; ')}.`);
  return out;
}
