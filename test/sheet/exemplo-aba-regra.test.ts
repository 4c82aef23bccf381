// The example workbook with a Regra sheet (docs/exemplos/aba-regra.xlsx; docs/regras.md §11): it reads
// as the joint 30% list of docs/exemplos/regra-conjunta.json (the same decisions) with a 10% PcD rule.
import * as path from 'path';
import { classify, reserve } from '../../src/engine';
import { readSpreadsheetFile } from '../../src/hosts/file';
import { readConcursoWorkbook } from '../../src/sheet';

const exemplos = path.join(__dirname, '..', '..', 'docs', 'exemplos');

test('docs/exemplos/aba-regra.xlsx: the Regra sheet is the joint list of regra-conjunta.json', async () => {
  const { sheets } = await readSpreadsheetFile(path.join(exemplos, 'aba-regra.xlsx'));
  const r = readConcursoWorkbook(sheets);
  expect(r.problemas).toEqual([]);
  expect(r.concurso!.regra).toBe('conjunta-30');
  const result = classify(r.concurso!);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const json = require(path.join(exemplos, 'regra-conjunta.json')) as Record<string, unknown>;
  const fromJson = reserve(10, json, { pcd: { id: 'dez', percentual: 10, fracao: 'acima', minimoVagas: 1 } });
  expect(result.cargos[0].reserva).toEqual(fromJson.reserva);
  expect(result.cargos[0].sequencia).toEqual(fromJson.sequencia);
  expect(result.pcdNome).toBe('Lei nº 730/2019 (Imbé-RS)');
  expect(result.cargos[0].listas.PPIQ).toEqual(['1002', '1003']);
});
