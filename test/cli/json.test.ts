// The JSON of `cotas classificar --json`: compact by default, indented with --legivel,
// every candidate's situation only with --detalhes, and written in pieces — the same text as
// JSON.stringify, whatever the size.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import fc from 'fast-check';
import { classify, toContractJson, validateDocument } from '../../src/engine';
import { jsonText, writeJson } from '../../src/cli/json';
import { execute } from '../../src/cli/main';

const root = path.join(__dirname, '..', '..');
const bin = path.join(root, 'bin', 'cotas.js');
const example = path.join(root, 'test', 'fixtures', 'examples', '04-dois-cargos.json');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-json-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function cotas(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('writeJson: the text of JSON.stringify, in pieces', () => {
  test('any JSON value, compact and indented', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), fc.constantFrom(0, 2, 4), (v, indent) => {
        expect(jsonText(v, indent)).toBe(indent ? JSON.stringify(v, null, indent) : JSON.stringify(v));
      }),
      { numRuns: 400 },
    );
  });

  test('long arrays and objects with undefined members are written as JSON.stringify writes them', () => {
    const big = { ids: Array.from({ length: 5000 }, (_, i) => String(i)), objs: Array.from({ length: 3000 }, (_, i) => ({ i, x: [i] })) };
    const withHoles = { a: undefined, b: [undefined, 1, { c: undefined, d: [] }], e: {} };
    for (const v of [big, withHoles])
      for (const indent of [0, 2]) expect(jsonText(v, indent)).toBe(indent ? JSON.stringify(v, null, indent) : JSON.stringify(v));
  });

  test('a large value reaches the sink in many bounded pieces, never as one string', () => {
    const v = { ids: Array.from({ length: 200_000 }, (_, i) => `inscricao-${i}`) };
    const pieces: string[] = [];
    writeJson(v, (p) => pieces.push(p));
    expect(pieces.length).toBeGreaterThan(20);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(70_000);
    expect(pieces.join('')).toBe(JSON.stringify(v));
  });
});

describe('cotas classificar --json', () => {
  const doc = JSON.parse(fs.readFileSync(example, 'utf8')).input;
  const result = classify(validateDocument(doc).concurso!);

  test('compact by default, without the per-candidate situation; the same fields as the engine', () => {
    const r = cotas('classificar', example, '--json');
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe(JSON.stringify(toContractJson(result)) + '\n');
    const out = JSON.parse(r.stdout);
    for (const c of out.cargos) {
      expect(c).not.toHaveProperty('candidatos');
      expect(Object.keys(c).slice(0, 7)).toEqual(['cargo', 'vagas', 'reserva', 'sequencia', 'nomeacao', 'listas', 'avisos']);
    }
  });

  test('--legivel indents it; --detalhes adds every candidate, in the order of the input', () => {
    const legivel = cotas('classificar', example, '--json', '--legivel');
    expect(legivel.stdout).toBe(JSON.stringify(toContractJson(result), null, 2) + '\n');
    const detalhes = cotas('classificar', example, '--json', '--detalhes');
    const out = JSON.parse(detalhes.stdout);
    expect(out).toEqual(JSON.parse(JSON.stringify(toContractJson(result, { detalhes: true }))));
    const byCargo = (cargo: string) => doc.candidatos.filter((c: any) => c.cargo === cargo).map((c: any) => c.inscricao);
    for (const c of out.cargos) expect(c.candidatos.map((x: any) => x.inscricao)).toEqual(byCargo(c.cargo));
  });

  test('--legivel and --detalhes without --json are wrong usage (status 2)', async () => {
    for (const f of ['--legivel', '--detalhes']) {
      const r = await execute(['classificar', example, f]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`A opção ${f} só se aplica com --json.`);
      expect(r.stdout).toBe('');
    }
  });

  test('a spreadsheet input gives the same JSON, in pieces too', async () => {
    const csv = path.join(tmp, 'c.csv');
    fs.writeFileSync(csv, 'Inscrição;Nota;Cota\n1;90;\n2;80;PP\n3;70;\n');
    const r = await execute(['classificar', csv, '--json', '--vagas', '2']);
    expect(r.code).toBe(0);
    expect(r.emitir).toBeDefined();
    const pieces: string[] = [];
    r.emitir!((p) => pieces.push(p));
    expect(pieces.join('')).toBe(r.stdout);
    expect(JSON.parse(r.stdout).cargos[0].listas.AC).toEqual(['1', '2', '3']);
  });
});
