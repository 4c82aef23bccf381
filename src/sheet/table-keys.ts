// Keys of the candidates table: how cargo names are compared and how CPFs are written.
import { CellValue, cellText, isBlank } from './parsers';

/** Cargo names are compared without case, accents or extra spaces. */
export function cargoKey(name: string | null | undefined): string {
  if (!name) return '';
  let key = cargoKeys.get(name);
  if (key === undefined) {
    key = cellText(name)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
    // Remembered (a sheet has a few cargos, repeated on every row), within bounds: emptied when
    // full, long names not kept.
    if (name.length <= 200) {
      if (cargoKeys.size >= 256) cargoKeys.clear();
      cargoKeys.set(name, key);
    }
  }
  return key;
}
const cargoKeys = new Map<string, string>();

/** CPF digits: numbers get their leading zeros back (Excel drops them). Blank → null. */
export function cpfDigits(value: CellValue): string | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) return cellText(value);
    return cellText(value).padStart(11, '0');
  }
  const s = cellText(value);
  const digits = s.replace(/\D/g, '');
  if (/^[\d.\-\s/]+$/.test(s) && digits.length > 0 && digits.length <= 11) return digits.padStart(11, '0');
  return s;
}

/**
 * True for a CPF worth comparing between rows: 11 digits, not all the same digit (00000000000 and
 * the like are placeholders, not a person).
 */
export function isComparableCpf(cpf: string | null): cpf is string {
  if (cpf === null || cpf.length !== 11) return false;
  let same = true;
  for (let i = 0; i < 11; i++) {
    const c = cpf.charCodeAt(i);
    if (c < 48 || c > 57) return false;
    if (c !== cpf.charCodeAt(0)) same = false;
  }
  return !same;
}
