// How the contract's validators look at a JSON value: is it an object, and how to quote it in a
// message (validate.ts, validate-cargos.ts).

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The value as the message shows it: a text in quotes, anything else as JSON. */
export function show(v: unknown): string {
  if (typeof v === 'string') return `"${v}"`;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}
