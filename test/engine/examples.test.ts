// The spec's worked examples (copied from the shared spec into test/fixtures/examples), through the
// engine API. The CLI test runs the same files through `cotas`.
import * as fs from 'fs';
import * as path from 'path';
import { classify, reserve, toContractJson, validateDocument } from '../../src/engine';
import { pickExpected } from '../helpers/expected';

const dir = path.join(__dirname, '..', 'fixtures', 'examples');
const examples = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, doc: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) }));

describe('exemplos da especificação, pela API do motor', () => {
  test('há exemplos dos dois tipos', () => {
    expect(examples.filter((e) => e.doc.kind === 'classificar').length).toBeGreaterThanOrEqual(4);
    expect(examples.filter((e) => e.doc.kind === 'reserva').length).toBeGreaterThanOrEqual(1);
  });
  for (const { file, doc } of examples) {
    test(file, () => {
      if (doc.kind === 'reserva') {
        const [vagas, ...flags] = doc.args as string[];
        const opt: Record<string, string> = {};
        for (let k = 0; k < flags.length; k += 2) opt[flags[k].replace(/^--/, '')] = flags[k + 1];
        const r = reserve(Number(vagas), opt.regra, { arredondamento: opt.arredondamento as any, colisao: opt.colisao as any });
        expect(r).toEqual(doc.expected);
      } else {
        const v = validateDocument(doc.input);
        expect(v.problemas).toEqual([]);
        const out = toContractJson(classify(v.concurso!));
        expect(pickExpected(out, doc.expected)).toEqual(doc.expected);
      }
    });
  }
});
