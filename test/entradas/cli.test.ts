// Every case of the corpus (test/fixtures/entradas/casos.json) through `cotas classificar` (the
// command's own function, in this process; the cases that set the environment, the signals and the
// links run bin/cotas.js as a user does): the exit status, the problems on stderr (naming the cell, column or sheet, in
// Portuguese, all at once, nothing written), and the nominees when the run succeeds.
import * as fs from 'fs';
import * as path from 'path';
import { spawn } from 'child_process';
import ExcelJS from 'exceljs';
import { gerarArquivoGrande, gerarCsvValido } from '../../tools/gerar-entradas';
import type { CasoManifesto } from '../../tools/gerar-entradas';
import { BIN, ENGLISH_TAIL, FIXTURES, cotas, cotasHere, label, listsInJson, manifest, nominatedInJson, tempDir } from '../support/entradas';
import type { CliRun } from '../support/entradas';

const CASES = manifest().filter((c) => c.hosts.includes('cli'));

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Puts the case's file in the temp folder (the big one is written here). */
function place(c: CasoManifesto): string {
  const target = path.join(dir, c.arquivo);
  if (c.geradoNoTeste) fs.writeFileSync(target, gerarArquivoGrande());
  else fs.copyFileSync(path.join(FIXTURES, c.arquivo), target);
  return c.arquivo;
}

function expectProblems(c: CasoManifesto, stderr: string): void {
  for (const s of c.esperado.problemaContem ?? []) expect(stderr.toLowerCase()).toContain(s.toLowerCase());
  for (const s of c.esperado.problemaNaoContem ?? []) expect(stderr.toLowerCase()).not.toContain(s.toLowerCase());
  expect(stderr).not.toMatch(ENGLISH_TAIL);
}

describe('corpus de entradas pela linha de comando', () => {
  for (const c of CASES.filter((x) => !x.saidaSobreEntradaPorLink && !x.interromperGravando)) {
    const envs = c.ambientes ?? [{}];
    for (const env of envs) {
      const where = Object.keys(env).length
        ? ` (${Object.entries(env)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ')})`
        : '';
      test(`${label(c)}${where} — ${c.descricao}`, async () => {
        const file = place(c);
        const before = fs.readdirSync(dir).sort();
        // In this process (the command's own function), unless the case sets the environment.
        const run = (args: string[]): Promise<CliRun> =>
          Object.keys(env).length ? Promise.resolve(cotas(dir, args, env)) : cotasHere(dir, args);
        const r = await run(['classificar', file, '--json', '--saida', 'resultado.xlsx', ...(c.argumentos ?? [])]);
        expect(r.signal).toBeNull();
        // On a wrong status, the failure shows what the command said.
        expect({ saida: r.code, stderr: r.code === c.esperado.saida ? '' : r.stderr.slice(0, 2000) }).toEqual({
          saida: c.esperado.saida,
          stderr: '',
        });
        expectProblems(c, r.stderr);
        if (c.esperado.saida === 1 || c.esperado.saida === 2) {
          expect(r.stdout).toBe('');
          // Nothing written, nothing left behind.
          expect(fs.readdirSync(dir).sort()).toEqual(before);
          return;
        }
        const json = JSON.parse(r.stdout);
        const nominated = nominatedInJson(json);
        for (const i of c.esperado.nomeados ?? []) expect(nominated).toContain(i);
        for (const i of c.esperado.naoNomeados ?? []) expect(nominated).not.toContain(i);
        const lists = listsInJson(json);
        for (const [g, ids] of Object.entries(c.esperado.grupos ?? {})) expect([...(lists[g] ?? [])].sort()).toEqual([...ids].sort());
        expect(fs.existsSync(path.join(dir, 'resultado.xlsx'))).toBe(true);
        if (c.esperado.relatorioContem) {
          // The reading report is printed above the summary (no --json).
          const plain = await run(['classificar', file, ...(c.argumentos ?? [])]);
          expect(plain.code).toBe(c.esperado.saida);
          for (const s of c.esperado.relatorioContem) expect(plain.stdout).toContain(s);
        }
      });
    }
  }
});

describe('linha 12: a saída nunca é a entrada', () => {
  const c = CASES.find((x) => x.saidaSobreEntradaPorLink)!;

  test(`${label(c)} — entrada por link simbólico, --saida o arquivo real`, () => {
    const real = path.join(dir, 'planilha.xlsx');
    fs.copyFileSync(path.join(FIXTURES, c.arquivo), real);
    fs.symlinkSync(real, path.join(dir, 'atalho.xlsx'));
    const bytes = fs.readFileSync(real);
    const r = cotas(dir, ['classificar', 'atalho.xlsx', '--saida', 'planilha.xlsx']);
    expect(r.code).toBe(c.esperado.saida);
    expectProblems(c, r.stderr);
    expect(fs.readFileSync(real).equals(bytes)).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['atalho.xlsx', 'planilha.xlsx']);
    // And the other way round: the input is the file, the output the link.
    const r2 = cotas(dir, ['classificar', 'planilha.xlsx', '--saida', 'atalho.xlsx']);
    expect(r2.code).toBe(c.esperado.saida);
    expect(fs.readFileSync(real).equals(bytes)).toBe(true);
    expect(fs.lstatSync(path.join(dir, 'atalho.xlsx')).isSymbolicLink()).toBe(true);
  });

  test(`${label(c)} — o mesmo nome com outra caixa, onde o sistema de arquivos não distingue maiúsculas`, () => {
    const real = path.join(dir, 'planilha.xlsx');
    fs.copyFileSync(path.join(FIXTURES, c.arquivo), real);
    const bytes = fs.readFileSync(real);
    const caseInsensitive = fs.existsSync(path.join(dir, 'PLANILHA.XLSX'));
    const r = cotas(dir, ['classificar', 'planilha.xlsx', '--saida', 'Planilha.xlsx']);
    // Where the file system tells the names apart (Linux), Planilha.xlsx is another file.
    expect(r.code).toBe(caseInsensitive ? 1 : 0);
    expect(fs.readFileSync(real).equals(bytes)).toBe(true);
  });
});

describe('linha 20: o SHA-256 dos dados de entrada', () => {
  async function hashOf(file: string): Promise<string> {
    fs.copyFileSync(path.join(FIXTURES, file), path.join(dir, file));
    const out = `resultado-${file}`;
    const r = cotas(dir, ['classificar', file, '--saida', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path.join(dir, out));
    const ws = wb.worksheets.find((w) => /^Mem[oó]ria de c[aá]lculo/i.test(w.name));
    expect(ws).toBeDefined();
    let hash: string | null = null;
    ws!.eachRow((row) => {
      // row.values is sparse (holes for empty cells).
      const vals = Array.from((row.values as unknown[]).slice(1), (v) =>
        v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
      );
      if (vals.some((v) => /SHA-256/.test(v)))
        hash ??= vals.find((v) => /^[0-9a-f]{64}$/.test(v.trim())) ?? vals.join(' ').match(/[0-9a-f]{64}/)?.[0] ?? null;
    });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    return hash!;
  }

  test('dois CPFs trocados mudam o SHA-256; outra ordem das linhas não muda', async () => {
    const base = await hashOf('linha-20-hash-base.xlsx');
    expect(await hashOf('linha-20-hash-dois-cpfs.xlsx')).not.toBe(base);
    expect(await hashOf('linha-20-hash-outra-ordem.xlsx')).toBe(base);
  });
});

describe('linha 19: interrompido enquanto grava', () => {
  const c = CASES.find((x) => x.interromperGravando)!;

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    test(`${label(c)} (${signal}) — ${c.descricao}`, async () => {
      fs.writeFileSync(path.join(dir, c.arquivo), gerarCsvValido(50000));
      const child = spawn(process.execPath, [BIN, 'classificar', c.arquivo, '--saida', 'resultado.xlsx', ...(c.argumentos ?? [])], {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
      child.stdout.resume();
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.on('exit', (code, sig) => resolve({ code, signal: sig })),
      );
      // Wait until something besides the input appears in the folder (the temporary workbook), then stop the command.
      let seen: string[] = [];
      let done = false;
      void exited.then(() => (done = true));
      while (!done) {
        seen = fs.readdirSync(dir).filter((f) => f !== c.arquivo);
        if (seen.length > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      expect({ interrompido: !done, arquivos: seen.length > 0 }).toEqual({ interrompido: true, arquivos: true });
      child.kill(signal);
      const end = await exited;
      // Stopped, not a success; and nothing left beside the input: no temporary file with every CPF, no half result.
      expect(end.code === 0).toBe(false);
      expect(fs.readdirSync(dir)).toEqual([c.arquivo]);
      for (const s of c.esperado.problemaNaoContem ?? []) expect(stderr).not.toContain(s);
    });
  }
});
