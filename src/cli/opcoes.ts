// Command-line flags → option values: ONE reading for a JSON and a spreadsheet input, with the same
// accepted formats and the same Portuguese messages. A bad value is wrong usage (exit 2) whatever the
// input; the values handed on are in the contract's form (ids, aaaa-mm-dd), so the JSON path
// (validateDocument) and the spreadsheet path (src/sheet's ParametersPatch) receive the same thing.
import { DEFAULT_RULE_SET_ID, NO_PCD_RULE, pcdRuleIds, readWrittenPcdRule, readWrittenRule, ruleSetIds } from '../engine';
import { readJsonInputFile } from './json';
import type { JsonInput } from './json';
import type { CargoVacancies, Options } from '../engine';
import { choiceCodes, readChoice, readPcdRule, readRuleSet } from '../engine/catalog/options';
import { readDateText } from '../engine/catalog/dates';
import { orList } from '../engine/text';
import { cargoKey, formatProblem, parseVacanciesText } from '../sheet';
import type { ParametersPatch } from '../sheet';

/** Wrong usage: exit status 2, the message and the help on standard error. */
export class UsageError extends Error {}

/**
 * A flag that sets one option of `opcoes` (docs/contrato.md): the flag's spelling is the command
 * line's own; what it accepts is the option catalogue's (the words the Parâmetros sheet and the
 * functions accept too), and `values` are the codes the help and the messages name.
 */
export interface OptionFlag {
  flag: string;
  option: keyof Options;
  /** The accepted codes; none for a date. */
  values?: readonly string[];
}

/** Every flag that sets an option, in the order of the help text. */
export const OPTION_FLAGS: readonly OptionFlag[] = [
  { flag: 'arredondamento', option: 'arredondamento', values: choiceCodes('arredondamento') },
  { flag: 'colisao', option: 'colisao', values: choiceCodes('colisao') },
  { flag: 'ausencia', option: 'ausenciaConfirmacao', values: choiceCodes('ausenciaConfirmacao') },
  { flag: 'pcd', option: 'pcd', values: [NO_PCD_RULE, ...pcdRuleIds()] },
  { flag: 'reserva-multipla', option: 'reservaMultipla', values: choiceCodes('reservaMultipla') },
  { flag: 'data-referencia', option: 'dataReferencia' },
  { flag: 'data-edital', option: 'dataEdital' },
];

/** The flags as typed, by option name (`--data-referencia` → `dataReferencia`); absent = not given. */
export type FlagTexts = { regra?: string; vagas?: string } & { [K in keyof Options]?: string };

/** What the flags say, checked and in the contract's form. Absent flags are absent here. */
export interface OptionValues {
  /** A rule set's id, or the rule written by the commission read from `--regra arquivo.json` (loadRuleFiles). */
  regra?: string | Record<string, unknown>;
  /** The PcD rule written by the commission, read from `--pcd arquivo.json` (loadRuleFiles). */
  pcdEscrita?: Record<string, unknown>;
  /** The files `--regra` and `--pcd` name (rules.md §11), read by loadRuleFiles. */
  arquivos?: { regra?: string; pcd?: string };
  opcoes: Partial<Options>;
  /** `--vagas 10` (one entry, cargo null) or `--vagas "Cargo A=10,Cargo B=3"`, with the text as given. */
  vagas?: { texto: string; cargos: CargoVacancies[] };
}

/** One flag's value in the contract's form, read by the catalogue; null when it is not one. */
function readFlagValue(f: OptionFlag, text: string): string | null {
  if (!f.values) {
    const d = readDateText(text);
    return d.ok ? d.iso : null;
  }
  return f.option === 'pcd' ? readPcdRule(text) : readChoice(f.option, text);
}

/**
 * Reads the option flags. Throws one UsageError listing every bad value, each naming the flag, the
 * value and what to use.
 */
export function readOptionFlags(texts: FlagTexts): OptionValues {
  const out: OptionValues = { opcoes: {} };
  const problems: string[] = [];
  // A flag that names a .json file gives a rule written by the commission (rules.md §11), read later (loadRuleFiles).
  if (texts.regra !== undefined && namesJsonFile(texts.regra)) out.arquivos = { regra: texts.regra };
  else if (texts.regra !== undefined) {
    const rules = readRuleSet(texts.regra);
    if (rules) out.regra = rules.id;
    else problems.push(`Regra desconhecida para --regra: "${texts.regra}". Use ${orList(ruleSetIds())} (veja "cotas regras").`);
  }
  const opcoes: Record<string, string> = {};
  for (const f of OPTION_FLAGS) {
    const v = texts[f.option];
    if (v === undefined) continue;
    if (f.option === 'pcd' && namesJsonFile(v)) {
      out.arquivos = { ...out.arquivos, pcd: v };
      continue;
    }
    const value = readFlagValue(f, v);
    if (value !== null) opcoes[f.option] = value;
    else if (f.values) problems.push(`Valor inválido para --${f.flag}: "${v}". Use ${orList(f.values)}.`);
    else problems.push(`Data inválida para --${f.flag}: "${v}". Use aaaa-mm-dd ou dd/mm/aaaa (por exemplo 2026-03-20 ou 20/03/2026).`);
  }
  // Every key is an option name and every value one of its accepted values (checked above).
  out.opcoes = opcoes as Partial<Options>;
  if (texts.vagas !== undefined) {
    const r = parseVacanciesText(texts.vagas);
    if (r.problemas.length === 0) out.vagas = { texto: texts.vagas, cargos: r.cargos };
    else {
      // Each problem is a sentence of its own (formatProblem): what is wrong with the text, then how to write it.
      const why = r.problemas.map(formatProblem).join(' ');
      problems.push(
        `Valor inválido para --vagas: "${texts.vagas}". ${why} Use um número (--vagas 10) ou as vagas de cada cargo (--vagas "Cargo A=10,Cargo B=3").`,
      );
    }
  }
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  return out;
}

/** A flag's value that names a JSON file (a rule written by the commission) rather than an id or a word. */
function namesJsonFile(text: string): boolean {
  return /\.json$/i.test(text.trim());
}

/**
 * Reads the rule files `--regra` and `--pcd` name (rules.md §11; docs/contrato.md) into `v`, each
 * checked as the engine checks a written rule. Returns the input problems (exit 1): a file that cannot
 * be read or is not JSON, a rule with errors (every one, with its key).
 */
export function loadRuleFiles(v: OptionValues, read: (f: string) => JsonInput = readJsonInputFile): string[] {
  const problems: string[] = [];
  const load = (file: string, flag: string): Record<string, unknown> | null => {
    const r = read(file);
    if ('problemas' in r) {
      for (const p of r.problemas) problems.push(`--${flag} ${file}: ${p}`);
      return null;
    }
    if (!isRecord(r.doc)) {
      problems.push(`--${flag} ${file}: o arquivo deve ter um objeto JSON com a regra (docs/regras.md §11).`);
      return null;
    }
    return r.doc;
  };
  let rules = null;
  if (v.arquivos?.regra) {
    const doc = load(v.arquivos.regra, 'regra');
    if (doc) {
      const read = readWrittenRule(doc);
      for (const p of read.problems) problems.push(`--regra ${v.arquivos.regra}: ${p.campo}: ${p.mensagem}`);
      if (read.rules) {
        v.regra = doc;
        rules = read.rules;
      }
    }
  }
  if (v.arquivos?.pcd) {
    const doc = load(v.arquivos.pcd, 'pcd');
    if (doc) {
      const read = readWrittenPcdRule(
        doc,
        rules ?? (typeof v.regra === 'string' ? readRuleSet(v.regra) : null) ?? readRuleSet(DEFAULT_RULE_SET_ID),
      );
      for (const p of read.problems) problems.push(`--pcd ${v.arquivos.pcd}: ${p.campo.replace(/^opcoes\./, '')}: ${p.mensagem}`);
      if (read.rule) v.pcdEscrita = doc;
    }
  }
  return problems;
}

/**
 * The flags as src/sheet's patch over the Parâmetros sheet: the values already read (the sheet layer
 * reads no flag text), and how the command names them in the reading's messages — where the
 * vacancies came from, and its own way to give them ("… ou use --vagas 10").
 */
export function toPatch(v: OptionValues): ParametersPatch {
  return {
    regra: typeof v.regra === 'string' ? v.regra : undefined,
    regraEscrita: typeof v.regra === 'object' ? v.regra : undefined,
    pcdEscrita: v.pcdEscrita,
    opcoes: v.opcoes,
    vagas: v.vagas?.cargos,
    origemVagas: 'a opção --vagas',
    opcaoVagas: '--vagas',
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Writes the flags into a JSON input document (they override the document's `regra` and `opcoes`,
 * docs/contrato.md), with `--vagas` read as the spreadsheet reader reads it: `--vagas 10` sets the
 * vacancies of a single-cargo document, or of the one cargo of `cargos`; `--vagas "A=10,B=3"` replaces
 * `cargos`, the names matched to the document's spelling ignoring case and accents (a single-cargo
 * document's candidates take the one cargo named); a cargo of the document keeps its other keys. Returns the input problems (exit 1): one number
 * for a document with several cargos, several cargos for candidates who do not say theirs. A
 * document that is not an object is left as it is, for validateDocument to report.
 */
export function applyToDocument(doc: unknown, v: OptionValues): string[] {
  if (!isRecord(doc)) return [];
  if (v.regra !== undefined) doc.regra = v.regra;
  if (Object.keys(v.opcoes).length > 0) doc.opcoes = { ...(isRecord(doc.opcoes) ? doc.opcoes : {}), ...v.opcoes };
  if (v.pcdEscrita) doc.opcoes = { ...(isRecord(doc.opcoes) ? doc.opcoes : {}), pcd: v.pcdEscrita };
  if (!v.vagas) return [];
  const given = v.vagas.cargos;
  const docCargos = Array.isArray(doc.cargos) ? doc.cargos : null;
  const names = (docCargos ?? [])
    .filter(isRecord)
    .map((c) => c.cargo)
    .filter((c): c is string => typeof c === 'string');
  if (given.length === 1 && given[0].cargo === null) {
    if (docCargos === null) doc.vagas = given[0].vagas;
    else if (names.length > 1) {
      return [
        `O documento tem ${names.length} cargos (${names.map((n) => `"${n}"`).join(', ')}), mas a opção --vagas dá um número só de vagas; ` +
          `informe as vagas de cada cargo: --vagas "${names.map((n) => `${n}=…`).join(',')}".`,
      ];
    } else doc.cargos = docCargos.filter((c) => isRecord(c) && typeof c.cargo === 'string').map((c) => ({ ...c, vagas: given[0].vagas }));
    return [];
  }
  const candidatos = Array.isArray(doc.candidatos) ? doc.candidatos.filter(isRecord) : [];
  if (docCargos === null) {
    if (given.length > 1) {
      return [
        `A opção --vagas dá ${given.length} cargos, mas os candidatos do documento não dizem o cargo (o documento informa "vagas" para um único cargo).`,
      ];
    }
    delete doc.vagas;
    doc.cargos = [{ cargo: given[0].cargo, vagas: given[0].vagas }];
    for (const c of candidatos) if (c.cargo === undefined || c.cargo === null) c.cargo = given[0].cargo;
    return [];
  }
  // The document's spelling of each cargo (in `cargos`, then in the candidates), by key.
  const spelling = new Map<string, string>();
  for (const n of [...names, ...candidatos.map((c) => c.cargo)])
    if (typeof n === 'string' && !spelling.has(cargoKey(n))) spelling.set(cargoKey(n), n);
  // The flag gives the vacancies only: every other key of the document's cargo (its historico, a typo
  // the validation must name) stays (test/cli/entrada-json.test.ts).
  const entries = new Map<string, Record<string, unknown>>();
  for (const c of docCargos)
    if (isRecord(c) && typeof c.cargo === 'string' && !entries.has(cargoKey(c.cargo))) entries.set(cargoKey(c.cargo), c);
  doc.cargos = given.map((c) => ({ ...entries.get(cargoKey(c.cargo)), cargo: spelling.get(cargoKey(c.cargo)) ?? c.cargo, vagas: c.vagas }));
  return [];
}
