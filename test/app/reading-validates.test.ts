// The guarantee that lets analyseSheets run ONE validation: every concurso the
// sheet layer's reading gives is one the engine's validateDocument accepts, unchanged. Checked over
// every fixture workbook and CSV, the generated examples, and seeded random damage to the example's
// cells (whenever the reading still gives a concurso, the engine must agree).
import * as fs from 'fs';
import * as path from 'path';
import { validateDocument } from '../../src/engine';
import type { Concurso } from '../../src/engine';
import { readConcursoWorkbook } from '../../src/sheet';
import type { CellValue, ParametersPatch, SheetData } from '../../src/sheet';
import { cliPatch } from '../support/patch';
import { concursoToDocument } from '../../src/app/workflow';
import { readSpreadsheetFile } from '../../src/hosts/file';
import { exampleData, largeData } from '../../tools/gerar-exemplo';
import { seededRandom } from '../../tools/prng';

/** The engine accepts the concurso read, and reads it back as the same concurso. */
function expectEngineAccepts(c: Concurso): void {
  const v = validateDocument(concursoToDocument(c));
  expect(v.problemas).toEqual([]);
  expect(v.concurso).not.toBeNull();
  expect(v.concurso!.candidatos).toHaveLength(c.candidatos.length);
  expect(v.concurso!.cargos).toEqual(c.cargos);
  expect(v.concurso!.opcoes).toEqual(c.opcoes);
  expect(v.concurso!.regra).toBe(c.regra);
}

const sheetsOf = (d: { candidatos: CellValue[][]; parametros: CellValue[][] }): SheetData[] => [
  { nome: 'Candidatos', linhas: d.candidatos },
  { nome: 'Parâmetros', linhas: d.parametros },
];

describe('toda leitura válida da planilha é aceita pela validação do motor', () => {
  const dir = path.join(__dirname, '..', 'fixtures', 'entradas');
  const files = fs.readdirSync(dir).filter((f) => /\.(xlsx|csv)$/i.test(f));

  test('os arquivos de test/fixtures/entradas (os válidos: a validação do motor concorda)', async () => {
    let valid = 0;
    for (const f of files) {
      let sheets: SheetData[];
      try {
        sheets = (await readSpreadsheetFile(path.join(dir, f))).sheets;
      } catch {
        continue; // a file the host refuses never reaches the reading
      }
      for (const o of [{}, cliPatch({ pcd: 'nenhuma' }), cliPatch({ vagas: '3' })] as ParametersPatch[]) {
        const r = readConcursoWorkbook(sheets, o);
        if (!r.concurso) continue;
        valid++;
        expectEngineAccepts(r.concurso);
      }
    }
    // Most of the corpus is valid: the test checks something.
    expect(valid).toBeGreaterThan(30);
  });

  test('os exemplos gerados (exampleData e largeData)', () => {
    for (const d of [exampleData(3056), exampleData(7), largeData(2000)]) {
      const r = readConcursoWorkbook(sheetsOf(d));
      expect(r.concurso).not.toBeNull();
      expectEngineAccepts(r.concurso!);
    }
  });

  test('o exemplo com células estragadas ao acaso (semente fixa): quando a leitura dá um concurso, o motor o aceita', () => {
    const rng = seededRandom(1212);
    const junk: CellValue[] = [
      '',
      null,
      '   ',
      'x',
      -1,
      0,
      1e12,
      45.5,
      'Sim',
      'Não',
      'PP',
      'indígena',
      '31/02/2000',
      '-',
      'NaN',
      'Infinity',
      '1e400',
    ];
    let valid = 0;
    let invalid = 0;
    for (let round = 0; round < 60; round++) {
      const d = exampleData(3056);
      const rows = d.candidatos;
      const hits = 1 + Math.floor(rng() * 6);
      for (let h = 0; h < hits; h++) {
        const r = 1 + Math.floor(rng() * (rows.length - 1));
        const c = Math.floor(rng() * rows[0].length);
        rows[r][c] = junk[Math.floor(rng() * junk.length)];
      }
      const reading = readConcursoWorkbook(sheetsOf(d));
      if (!reading.concurso) {
        invalid++;
        continue;
      }
      valid++;
      expectEngineAccepts(reading.concurso);
    }
    // Both outcomes happen: the damage reaches the reading's checks.
    expect(valid).toBeGreaterThan(5);
    expect(invalid).toBeGreaterThan(5);
  });
});
