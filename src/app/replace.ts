// Replacing the add-in's earlier output by the final lists, planned once for every adapter
// (OfficeWorkbook, SheetsWorkbook, the web page's workbook, the tests' in-memory one), which only
// execute the steps with their own API. The rules it keeps (test/app/replace.test.ts):
//  - a sheet is removed only when it carries the add-in's output marker (OUTPUT_MARKER); a sheet to
//    remove that is not the add-in's, or no longer there, refuses the whole replacement before anything
//    changes (replaceRefusal: every adapter says it in the same words);
//  - the new lists are named from what is left (SheetNamer: valid names, 31 characters, " (2)" when a
//    name is taken, ignoring case), so they take the names of the lists they replace;
//  - the new lists are always written first under temporary names ("Gravação incompleta 1"…, marked as
//    the add-in's, so the next run replaces them too) with a title that says they are incomplete
//    (INCOMPLETE_TITLE), the earlier ones removed only at the end, and each new one then renamed and
//    given its real title: should a write fail on the way, the earlier lists are all there and nothing
//    half written looks like a list — the first generation too, where a list of 10,000 of 12,000 rows
//    under the name "AC" would look finished (test/hosts/excel/office-workbook.test.ts, "primeira
//    geração"). The adapters remove the temporaries when a write fails, where they still can;
//  - two members generating at once (co-authoring): each adapter holds a lock of its host while it
//    replaces (Sheets: the document's LockService lock; Excel: a hidden workbook name), and a
//    sheet carrying the marker that the analysis did not see (`added`: another member's lists, written
//    since) refuses the replacement, so the workbook never ends with two sets of lists. The last
//    generation to finish is the one that stays (docs/excel.md, docs/google-planilhas.md).
import { SheetNamer } from '../sheet';
import { quotedNames } from './outcome';

/** One step of a replacement, in the order the adapter executes them. */
export type ReplaceStep =
  /**
   * A new sheet at the end, named `sheet` (temporary), marked as the add-in's, with the table `table`
   * (its index) written under the title INCOMPLETE_TITLE where the host may be interrupted mid-write.
   */
  | { kind: 'add'; sheet: string; table: number }
  /** Delete the sheet (one of the add-in's, checked). */
  | { kind: 'remove'; sheet: string }
  /** Rename a sheet added under a temporary name, and write the real title of its table (`table`) over INCOMPLETE_TITLE. */
  | { kind: 'rename'; sheet: string; to: string; table: number }
  /** Activate the first list (the workbook shows it when the pane is done). */
  | { kind: 'activate'; sheet: string };

export type ReplacementPlan =
  /** Nothing may change: why, in Portuguese. */
  | { refusal: string }
  /** The steps, and the names of the sheets the tables end up in, in the tables' order. */
  | { steps: ReplaceStep[]; names: string[] };

/** What the plan is made from. */
export interface ReplacementInput {
  /** Every sheet's name, in tab order. */
  sheets: readonly string[];
  /** The sheets to remove (the earlier output the analysis saw), as the request names them. */
  remover: readonly string[];
  /** Whether a sheet carries the add-in's marker: asked only of the sheets to remove (replacementTargets's `old`). */
  marked: (sheet: string) => boolean;
  /** The name each table asks for (OutputTable.nome), in order. */
  tables: readonly string[];
  /**
   * Sheets carrying the add-in's marker that are not among `remover` (the analysis did not see them:
   * another member's lists, written since), as far as the adapter reads every sheet's marker.
   */
  added?: readonly string[];
}

/** The title of a list while it is being written: what a sheet left by an interrupted write says of itself. */
export const INCOMPLETE_TITLE =
  'GRAVAÇÃO INCOMPLETA: esta planilha não é uma lista final (a gravação foi interrompida). Apague-a ou gere as listas de novo.';

/** The temporary name of the `n`th (1-based) new list, before SheetNamer makes it unique. */
export function temporaryName(n: number): string {
  return `Gravação incompleta ${n}`;
}

/** The names of the temporary sheets of a plan (its 'add' steps): what an adapter removes when the write fails. */
export function temporarySheets(plan: { steps: ReplaceStep[] }): string[] {
  return plan.steps.flatMap((s) => (s.kind === 'add' ? [s.sheet] : []));
}

/**
 * What an adapter adds to a write's error when the temporary sheets could not be removed after it
 * (which of them a lost connection let through is not known, so none is named).
 */
export const LEFTOVER_MESSAGE =
  "A gravação não terminou: as planilhas 'Gravação incompleta' que ficaram na pasta estão pela metade e não são listas; apague-as ou gere as listas de novo.";

/** Sheet names compared as Excel and Sheets compare them: ignoring case. */
function key(name: string): string {
  return name.toLocaleLowerCase('pt-BR');
}

/**
 * The sheets a replacement would remove: those of `remover` still in the workbook (as named there, in
 * tab order: the ones whose marker the adapter must read), and those no longer there (as asked, once).
 */
export function replacementTargets(sheets: readonly string[], remover: readonly string[]): { old: string[]; missing: string[] } {
  const wanted = new Set(remover.map(key));
  const old = sheets.filter((n) => wanted.has(key(n)));
  const present = new Set(old.map(key));
  const asked = new Set<string>();
  const missing: string[] = [];
  for (const n of remover) {
    if (asked.has(key(n))) continue;
    asked.add(key(n));
    if (!present.has(key(n))) missing.push(n);
  }
  return { old, missing };
}

/**
 * Why a replacement must refuse, before anything changes: a sheet to remove that is not the add-in's
 * (no OUTPUT_MARKER), or that is no longer there. null: go on.
 */
export function replaceRefusal(foreign: string[], missing: string[], added: readonly string[] = []): string | null {
  if (foreign.length) {
    const which =
      foreign.length === 1 ? `a planilha '${foreign[0]}' não foi gravada` : `as planilhas ${quotedNames(foreign)} não foram gravadas`;
    return `Nada foi alterado: ${which} pelo suplemento, e o suplemento só substitui as planilhas que gravou.`;
  }
  if (missing.length) {
    const which = missing.length === 1 ? `a planilha '${missing[0]}' não existe` : `as planilhas ${quotedNames(missing)} não existem`;
    return `Nada foi alterado: ${which} mais na pasta; analise a pasta de novo.`;
  }
  if (added.length) {
    const which = added.length === 1 ? `a planilha '${added[0]}' foi gravada` : `as planilhas ${quotedNames([...added])} foram gravadas`;
    return `Nada foi alterado: ${which} pelo suplemento depois da leitura (outro membro gerou as listas ao mesmo tempo). Confira as listas dele ou gere as listas de novo: a nova geração substitui todas.`;
  }
  return null;
}

/** "há menos de um minuto", "há 1 minuto", "há 12 minutos": how long ago a write began (no clock time: no time zone to get wrong). */
export function elapsedText(sinceMs: number, nowMs: number): string {
  const minutes = Math.floor(Math.max(0, nowMs - sinceMs) / 60_000);
  if (minutes < 1) return 'há menos de um minuto';
  return minutes === 1 ? 'há 1 minuto' : `há ${minutes} minutos`;
}

/**
 * What the second member is told when another member is writing: who when the host knows, since when
 * when it was recorded. Nothing was changed; the other member's lists will stand until a new generation.
 */
export function busyMessage(holder: { quem?: string | null; desdeMs?: number | null }, nowMs: number): string {
  const who = holder.quem ? `${holder.quem} está` : 'outro membro da comissão está';
  const since = holder.desdeMs !== null && holder.desdeMs !== undefined ? ` (começou ${elapsedText(holder.desdeMs, nowMs)})` : '';
  return (
    `Nada foi alterado: ${who} gravando as listas nesta pasta agora${since}. ` +
    'Espere a gravação terminar e confira as listas; para gravar as suas, gere as listas de novo: vale a última gravação.'
  );
}

/** What a member is told when another took the lock over while its lists were being written (its own lock had gone stale). */
export const LOCK_LOST_MESSAGE =
  'Nada foi alterado: outro membro da comissão começou a gravar as listas nesta pasta enquanto estas eram gravadas; as planilhas desta gravação foram apagadas e as dele ficam. Confira as listas dele ou gere as listas de novo.';

/** How the two-sets message begins: the outcome says it as it is (the lists were written), never "could not write". */
export const TWO_SETS_START = 'As listas foram gravadas';

/**
 * What a member is told when, after its lists were written, the workbook has sheets of the add-in it
 * did not write (a member whose add-in took no lock wrote at the same time): two sets of lists.
 */
export function twoSetsMessage(written: readonly string[], others: readonly string[]): string {
  return (
    `${TWO_SETS_START} (${quotedNames([...written])}), mas a pasta tem também ${quotedNames([...others])}, ` +
    'gravadas pelo suplemento ao mesmo tempo por outro membro: gere as listas de novo para ficar com um só conjunto (a nova geração substitui todas).'
  );
}

/** The replacement of `remover` by the tables, step by step, or the refusal. */
export function planReplacement(input: ReplacementInput): ReplacementPlan {
  const { old, missing } = replacementTargets(input.sheets, input.remover);
  const refusal = replaceRefusal(
    old.filter((n) => !input.marked(n)),
    missing,
    input.added ?? [],
  );
  if (refusal) return { refusal };
  const removed = new Set(old);
  const namer = new SheetNamer(input.sheets.filter((n) => !removed.has(n)));
  const names = input.tables.map((t) => namer.name(t));
  const steps: ReplaceStep[] = [];
  const temporary = new SheetNamer([...input.sheets, ...names]);
  const temporaryNames = names.map((_, i) => temporary.name(temporaryName(i + 1)));
  temporaryNames.forEach((sheet, table) => steps.push({ kind: 'add', sheet, table }));
  for (const sheet of old) steps.push({ kind: 'remove', sheet });
  temporaryNames.forEach((sheet, table) => steps.push({ kind: 'rename', sheet, to: names[table], table }));
  if (names.length > 0) steps.push({ kind: 'activate', sheet: names[0] });
  return { steps, names };
}
