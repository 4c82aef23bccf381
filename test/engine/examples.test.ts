// The spec's worked examples (copied from the shared spec into test/fixtures/examples), through the
// engine API. The CLI test runs the same files through `cotas`.
import * as fs from 'fs';
import * as path from 'path';
import { classify, reserve, toContractJson, validateDocument } from '../../src/engine';
import { pickExpected } from '../support/expected';

const dir = path.join(__dirname, '..', 'fixtures', 'examples');
const examples = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, doc: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) }));

/** pickExpected keeps only the expected array entries: the arrays themselves must not be longer either
 *  (nomeacao has exactly `vagas` entries, every list is complete). */
function sameLengths(actual: any, expected: any, where = '$'): void {
  if (Array.isArray(expected)) {
    expect({ where, length: Array.isArray(actual) ? actual.length : actual }).toEqual({ where, length: expected.length });
    expected.forEach((e, k) => sameLengths(actual[k], e, `${where}[${k}]`));
  } else if (expected !== null && typeof expected === 'object') {
    for (const k of Object.keys(expected)) sameLengths(actual?.[k], expected[k], `${where}.${k}`);
  }
}

describe('exemplos da especificação, pela API do motor', () => {
  test('há exemplos dos dois tipos', () => {
    expect(examples.filter((e) => e.doc.kind === 'classificar').length).toBeGreaterThanOrEqual(4);
    expect(examples.filter((e) => e.doc.kind === 'reserva').length).toBeGreaterThanOrEqual(1);
    // the PcD example of rules.md §9 (shared/spec/examples/06-pcd-federal.json)
    expect(examples.map((e) => e.file)).toContain('06-pcd-federal.json');
  });
  for (const { file, doc } of examples) {
    test(file, () => {
      if (doc.kind === 'reserva') {
        const [vagas, ...flags] = doc.args as string[];
        const opt: Record<string, string> = {};
        for (let k = 0; k < flags.length; k += 2) opt[flags[k].replace(/^--/, '')] = flags[k + 1];
        // the flags of `cotas reserva` (contract.md): --regra, --arredondamento, --colisao, --pcd
        const opcoes = { arredondamento: opt.arredondamento as any, colisao: opt.colisao as any, pcd: opt.pcd };
        const r = reserve(Number(vagas), opt.regra, opcoes);
        expect(pickExpected(r, doc.expected)).toEqual(doc.expected); // contract.md: "More fields may be added"
        sameLengths(r, doc.expected);
      } else {
        const v = validateDocument(doc.input);
        expect(v.problemas).toEqual([]);
        const out = toContractJson(classify(v.concurso!));
        expect(pickExpected(out, doc.expected)).toEqual(doc.expected);
        sameLengths(out, doc.expected);
      }
    });
  }
});
