// A large workbook (12,000 candidates): progress is reported, and the result matches the engine.
import * as fs from 'fs';
import * as path from 'path';
import { classify, toContractJson } from '../../../src/engine';
import { runSpreadsheet } from '../../../src/cli/planilha';
import { readSpreadsheetFile } from '../../../src/hosts/file';
import { readConcursoWorkbook } from '../../../src/sheet';
import { largeData, writeExampleWorkbook } from '../../../tools/gerar-exemplo';
import { tempDir } from '../../support/workbook-files';

let dir: string;
beforeAll(() => {
  dir = tempDir();
}, 120000);
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
}, 120000);

it('reports progress on large files and gives the engine result', async () => {
  const entrada = path.join(dir, 'grande.xlsx');
  await writeExampleWorkbook(largeData(12000), entrada);
  const mensagens: string[] = [];
  const r = await runSpreadsheet({ entrada, json: true, progresso: (m) => mensagens.push(m) });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(mensagens.some((m) => m.startsWith('Lendo candidatos: '))).toBe(true);
  expect(mensagens.some((m) => m.startsWith('Classificando 12.000 candidatos em 5 cargos'))).toBe(true);
  const { sheets } = await readSpreadsheetFile(entrada);
  const concurso = readConcursoWorkbook(sheets).concurso!;
  expect(concurso.candidatos).toHaveLength(12000);
  expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(toContractJson(classify(concurso)))));
}, 120000);
