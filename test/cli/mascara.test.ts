// What the command writes to publish is masked by default (LGPD: CPF ***.456.789-**, no birth date),
// as the pane and the web page are; `--sem-mascara` is the commission's internal version, and the
// terminal says which one was written. `npm run demo` shows the same default. The list columns
// themselves belong to the list builder: only the CPF and birth-date cells and the headers' absence of
// Nascimento are asserted here.
import * as fs from 'fs';
import * as path from 'path';
import { execute } from '../../src/cli/main';
import { runDemo } from '../../src/cli/demo';
import { readWorkbook, tempDir } from '../support/workbook-files';

const ROOT = path.resolve(__dirname, '..', '..');
const EXAMPLE = path.join(ROOT, 'assets', 'exemplo-concurso.xlsx');
const FULL_CPF = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const MASKED_CPF = /^\*\*\*\.\d{3}\.\d{3}-\*\*$/;

let dir: string;
beforeAll(() => {
  dir = tempDir();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The CPF cells of every list (not the Memória), and whether some list has a Nascimento column. */
async function personalCells(file: string): Promise<{ full: number; masked: number; nascimento: boolean }> {
  let full = 0;
  let masked = 0;
  let nascimento = false;
  for (const [nome, s] of await readWorkbook(file)) {
    if (nome === 'Memória de cálculo') continue;
    if (s.cabecalho.includes('Nascimento')) nascimento = true;
    for (const row of s.linhas)
      for (const v of row) {
        if (typeof v !== 'string') continue;
        if (FULL_CPF.test(v)) full++;
        if (MASKED_CPF.test(v)) masked++;
      }
  }
  return { full, masked, nascimento };
}

describe('cotas classificar --saida: mascarado por padrão', () => {
  test('sem opção: CPF mascarado, sem datas de nascimento, e o terminal diz como ter a versão completa', async () => {
    const out = path.join(dir, 'publicar.xlsx');
    const r = await execute(['classificar', EXAMPLE, '--saida', out]);
    expect(r.stderr).not.toMatch(/não foi possível/);
    expect(r.code).toBe(0);
    const cells = await personalCells(out);
    expect(cells.full).toBe(0);
    expect(cells.masked).toBeGreaterThan(300);
    expect(cells.nascimento).toBe(false);
    expect(r.stdout).toContain('CPF mascarado; use --sem-mascara para a versão completa, de uso interno');
  });

  test('--sem-mascara: CPF completo e datas de nascimento, e o terminal diz que não é para publicar', async () => {
    const out = path.join(dir, 'interno.xlsx');
    const r = await execute(['classificar', EXAMPLE, '--saida', out, '--sem-mascara']);
    expect(r.code).toBe(0);
    const cells = await personalCells(out);
    expect(cells.masked).toBe(0);
    expect(cells.full).toBeGreaterThan(300);
    expect(cells.nascimento).toBe(true);
    expect(r.stdout).toMatch(/CPF completo e datas de nascimento: versão de uso interno, não publique/);
  });

  test('--sem-mascara com --mascarar é uso incorreto; --sem-mascara sem --saida não tem o que mascarar', async () => {
    const both = await execute(['classificar', EXAMPLE, '--saida', path.join(dir, 'x.xlsx'), '--sem-mascara', '--mascarar']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--mascarar e --sem-mascara/);
    const alone = await execute(['classificar', EXAMPLE, '--sem-mascara']);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toMatch(/--sem-mascara só se aplica com --saida/);
  });

  test('a ajuda diz qual é o padrão e o que o JSON traz', async () => {
    const help = (await execute(['--ajuda'])).stdout;
    expect(help).toContain('[--sem-mascara]');
    expect(help).toMatch(/CPF mascarado[\s\S]*--sem-mascara[\s\S]*uso interno/);
    expect(help).not.toMatch(/\baba\b|\babas\b/);
  });

  test('verificar confere o resultado mascarado gravado por padrão', async () => {
    const out = path.join(dir, 'publicar.xlsx');
    if (!fs.existsSync(out)) expect((await execute(['classificar', EXAMPLE, '--saida', out])).code).toBe(0);
    const v = await execute(['verificar', EXAMPLE, out]);
    expect(v.stderr).toBe('');
    expect(v.code).toBe(0);
  });
});

describe('npm run demo', () => {
  test('grava a versão mascarada e diz isso', async () => {
    let stdout = '';
    let stderr = '';
    const code = await runDemo(
      (s) => void (stdout += s),
      (s) => void (stderr += s),
      dir,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const cells = await personalCells(path.join(dir, 'resultado-exemplo.xlsx'));
    expect(cells.full).toBe(0);
    expect(cells.masked).toBeGreaterThan(300);
    expect(cells.nascimento).toBe(false);
    expect(stdout).toContain('CPF mascarado; use --sem-mascara para a versão completa, de uso interno');
    // One word for a sheet of the workbook: "planilha".
    expect(stdout).toContain('uma planilha por lista');
    expect(stdout).not.toMatch(/uma aba|a aba/);
  });
});
