// The command line's JSON input goes through the same analysis as a workbook (src/app/analysis.ts):
// the engine's validation with every problem at once, the classification, and the result's warnings
// as problems in the one order. These tests state what the contract's validator and engine say.
import * as fs from 'fs';
import * as path from 'path';
import { analyseDocument } from '../../src/app/workflow';
import { classify, validateDocument } from '../../src/engine';

const examples = path.join(__dirname, '..', 'fixtures', 'examples');

describe('analyseDocument', () => {
  test('an invalid document: every validation problem, in the document order, as errors; nothing classified', () => {
    const doc = { regra: 'marte', vagas: -1, candidatos: [{ inscricao: '1' }, { nota: 5 }] };
    const a = analyseDocument(doc);
    expect(a.ok).toBe(false);
    expect(a.concurso).toBeNull();
    expect(a.resultado).toBeNull();
    expect(a.problemas.map((p) => p.mensagem)).toEqual(validateDocument(doc).problemas.map((p) => p.mensagem));
    expect(a.problemas.every((p) => p.nivel === 'erro' && p.planilha === null)).toBe(true);
  });

  test.each(fs.readdirSync(examples).filter((f) => JSON.parse(fs.readFileSync(path.join(examples, f), 'utf8')).kind === 'classificar'))(
    'the spec example %s: the engine result, and its warnings of level aviso or erro as problems',
    (f) => {
      const input = JSON.parse(fs.readFileSync(path.join(examples, f), 'utf8')).input;
      const a = analyseDocument(input);
      const expected = classify(validateDocument(input).concurso!);
      expect(a.ok).toBe(true);
      expect(a.resultado!.cargos.map((c) => c.nomeacao)).toEqual(expected.cargos.map((c) => c.nomeacao));
      const shown = new Set(expected.cargos.flatMap((c) => c.avisos.filter((w) => w.nivel !== 'info').map((w) => w.codigo)));
      expect(new Set(a.problemas.map((p) => p.codigo))).toEqual(shown);
    },
  );
});
