// How the catalogues compare what a person typed with the words they list: one key for a text, so
// that "Data de referência", "data-de-referencia", "dataReferencia" and "DATA  REFERÊNCIA" are the
// same word everywhere (the Parâmetros sheet, the functions' `opções`, the command line).

/** Accents off, and the ordinal signs as the letters they are: "nº" → "no", "1ª" → "1a". */
export function stripAccents(s: string): string {
  return s
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
