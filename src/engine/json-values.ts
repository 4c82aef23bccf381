// How the contract's validators look at a JSON value: is it an object, and how to quote it in a
// message (validate.ts, validate-cargos.ts).

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The value as the message shows it: a text in quotes, anything else as JSON. */
export function show(v: unknown): string {
  if (typeof v === 'string') return `"${v}"`;
  // JSON.stringify writes a number it cannot hold (1e400 read as Infinity) as "null": say what it is.
  if (typeof v === 'number' && !Number.isFinite(v)) return Number.isNaN(v) ? 'NaN (não é um número)' : `${v < 0 ? '-' : ''}infinito`;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}
