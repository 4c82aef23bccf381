// The spec's examples list only the fields that must match exactly (the contract allows more fields):
// keep, from the actual output, just the shape of the expected one.
export function pickExpected(actual: any, expected: any): any {
  if (Array.isArray(expected)) return Array.isArray(actual) ? expected.map((e, k) => pickExpected(actual[k], e)) : actual;
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return actual;
    const out: any = {};
    for (const k of Object.keys(expected)) out[k] = pickExpected(actual[k], expected[k]);
    return out;
  }
  return actual;
}
