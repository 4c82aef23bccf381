// The benchmark's generator (test/bench/gerador.ts): deterministic, and the shares the issue describes.
// The jest globals are imported: tsconfig.build.json compiles test/bench/ with only Node's types.
import { describe, expect, test } from '@jest/globals';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { benchCandidates, benchConcurso, manyCargos, singleCargo, writeJsonConcurso } from './gerador';

describe('gerador do benchmark', () => {
  const list = benchCandidates(20_000, 42);

  test('a mesma semente dá as mesmas candidaturas; outra semente, outras', () => {
    expect(JSON.stringify(benchCandidates(20_000, 42))).toBe(JSON.stringify(list));
    expect(benchCandidates(5, 43).map((c) => c.nota)).not.toEqual(list.slice(0, 5).map((c) => c.nota));
  });

  test('45% cotistas (PP 40%, IND 3%, QUI 2%), 1 em 20 PcD, alguns reprovados, indeferidos e pendentes', () => {
    const share = (f: (c: (typeof list)[number]) => boolean): number => list.filter(f).length / list.length;
    expect(share((c) => c.grupo !== null)).toBeCloseTo(0.45, 1);
    expect(Math.abs(share((c) => c.grupo === 'PP') - 0.4)).toBeLessThan(0.01);
    expect(Math.abs(share((c) => c.grupo === 'IND') - 0.03)).toBeLessThan(0.005);
    expect(Math.abs(share((c) => c.grupo === 'QUI') - 0.02)).toBeLessThan(0.005);
    expect(share((c) => c.pcd === true)).toBe(0.05);
    expect(share((c) => !c.aprovado)).toBeGreaterThan(0.01);
    expect(share((c) => c.grupo !== null && c.confirmacao === 'indeferida')).toBeGreaterThan(0.01);
    expect(share((c) => c.grupo !== null && c.confirmacao === 'pendente')).toBeGreaterThan(0.01);
    expect(list.every((c) => c.optante === (c.grupo !== null))).toBe(true);
  });

  test('notas com duas casas, empates comuns, dois critérios de desempate, datas de nascimento', () => {
    expect(list.every((c) => Math.round(c.nota * 100) / 100 === c.nota && c.nota > 0 && c.nota <= 100)).toBe(true);
    const distinct = new Set(list.map((c) => c.nota)).size;
    expect(distinct).toBeGreaterThan(5000);
    expect(distinct).toBeLessThan(list.length);
    expect(list.every((c) => c.desempate?.length === 2)).toBe(true);
    expect(list.every((c) => /^(19[5-9]\d|200[0-4])-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/.test(c.nascimento ?? ''))).toBe(true);
  });

  test('o JSON gravado em partes tem as mesmas candidaturas que benchConcurso', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-gerador-'));
    try {
      for (const shape of [singleCargo(3000, 50), manyCargos(3, 1000, 5)]) {
        const file = path.join(dir, 'c.json');
        writeJsonConcurso(file, shape);
        const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { candidatos: Record<string, unknown>[] };
        const expected = benchConcurso(shape).candidatos;
        expect(doc.candidatos.map((c) => ({ cargo: null, ...c }))).toEqual(expected);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
