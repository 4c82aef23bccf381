// How the catalogues compare what a person typed with the words they list: one key for a text, so
// that "Data de referência", "data-de-referencia", "dataReferencia" and "DATA  REFERÊNCIA" are the
// same word everywhere (the Parâmetros sheet, the functions' `opções`, the command line).

/**
 * Characters that show nothing but change a text: the soft hyphen, zero-width spaces and joiners, the
 * bidirectional marks, embeddings, overrides and isolates (U+202E publishes a name reversed), the word
 * joiner and the BOM. "1001" and "1001\u200F" look the same and must be the same inscrição.
 */
export const INVISIBLE_CHARS = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** The text without its invisible characters (INVISIBLE_CHARS). */
export function stripInvisible(s: string): string {
  return s.replace(INVISIBLE_CHARS, '');
}

/**
 * Accents off, and the ordinal signs as the letters they are: "nº" → "no", "1ª" → "1a". NFKC first, so
 * that compatibility forms read as the letters they show: fullwidth "ＰＰ" is "PP", "ﬁ" is "fi".
 */
export function stripAccents(s: string): string {
  return stripInvisible(s.normalize('NFKC'))
    .replace(/[º°]/g, 'o')
    .replace(/ª/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The key a catalogue word is compared by: camelCase split where a capital starts a new lower-case
 * word ("reservaMultipla" → "reserva multipla", but "PcD" stays one word), no accents, lower case,
 * every run of other characters (spaces, hyphens, underscores, punctuation) one space, trimmed.
 */
export function wordKey(text: string): string {
  return stripAccents(text.replace(/([a-zà-ÿ])([A-ZÀ-Þ][a-zà-ÿ])/g, '$1 $2'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const CYRILLIC = /[\u0400-\u04ff]/u;
const GREEK = /[\u0370-\u03ff]/u;

/**
 * Why a text that looks like a word did not match one, when it has Cyrillic or Greek letters (which
 * look like Latin ones: Cyrillic "РР", "Х", Greek "Ρ"): a sentence naming them, or '' when it has none.
 * The key drops them, so without this note "РР" would read as an unknown or blank word with no reason
 * given (test/engine/catalog/look-alikes.test.ts).
 */
export function lookAlikeNote(text: string): string {
  const scripts = [CYRILLIC.test(text) ? 'cirílicas' : '', GREEK.test(text) ? 'gregas' : ''].filter(Boolean);
  if (scripts.length === 0) return '';
  return `a célula tem letras ${scripts.join(' e ')} parecidas com latinas: '${text}' (digite de novo com letras latinas)`;
}

/** The numbers of a text, without thousands dots: "Decreto nº 9.508/2018" → ["9508", "2018"]. */
export function numbersOf(text: string): string[] {
  return text.replace(/(\d)\.(?=\d{3}\b)/g, '$1').match(/\d+/g) ?? [];
}

/** What a legal act (a rule set, a PcD rule) answers to: its id, its name, and words of its own. */
export interface NamedAct {
  id: string;
  /** "Lei nº 3.056/2025 do Município de Pirangi-SP": the act's number is the first number of its name. */
  name: string;
  /** Words that name it alone ("pirangi"), as keys. */
  aliases?: readonly string[];
}

/**
 * The act a text names: its id or its name (as keys), a text that contains one of its aliases, or a
 * text that has its act's number ("Lei 3.056/2025", "15.142", "Decreto 9.508"). null when it names
 * none, or more than one.
 */
export function findNamedAct<T extends NamedAct>(acts: readonly T[], text: string): T | null {
  const key = wordKey(text);
  if (!key) return null;
  const exact = acts.find((a) => wordKey(a.id) === key || wordKey(a.name) === key);
  if (exact) return exact;
  const numbers = numbersOf(text);
  const found = acts.filter((a) => {
    if ((a.aliases ?? []).some((w) => ` ${key} `.includes(` ${w} `))) return true;
    const act = numbersOf(a.name)[0];
    return act !== undefined && numbers.includes(act);
  });
  return found.length === 1 ? found[0] : null;
}
