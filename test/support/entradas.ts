// Shared by the corpus tests (test/fixtures/entradas/, made by tools/gerar-entradas.ts): the
// manifest, the case descriptions, and running `cotas classificar` as a user would.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { spawnSync } from 'child_process';
import { CASOS } from '../../tools/gerar-entradas';
import type { Caso, CasoManifesto } from '../../tools/gerar-entradas';

export const ROOT = path.join(__dirname, '..', '..');
export const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'entradas');
export const BIN = path.join(ROOT, 'bin', 'cotas.js');

/** The committed manifest. */
export function manifest(): CasoManifesto[] {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, 'casos.json'), 'utf8')) as CasoManifesto[];
}

/** The description (cells) of a case of the manifest. */
export function caso(arquivo: string): Caso {
  const c = CASOS.find((x) => x.arquivo === arquivo);
  if (!c) throw new Error(`caso '${arquivo}' do casos.json não está em tools/gerar-entradas.ts`);
  return c;
}

/** "linha 7 — arquivo" for test names. */
export function label(c: CasoManifesto): string {
  return `${c.linhaDaTabela === 'menor' ? 'menor' : `linha ${c.linhaDaTabela}`}: ${c.arquivo}`;
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-entradas-'));
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  signal: NodeJS.Signals | null;
}

/**
 * `cotas …` run in this process, in `cwd`: the same function bin/cotas.js runs (src/cli/main.ts
 * execute), with what it writes to standard error on the way (progress) kept before its result's. A
 * case with its own environment (the time zone, the locale) runs as a process: `cotas`.
 */
export async function cotasHere(cwd: string, args: string[]): Promise<CliRun> {
  const { execute } = await import('../../src/cli/main');
  const before = process.cwd();
  let written = '';
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string | Uint8Array): boolean => {
    written += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stderr.write;
  process.chdir(cwd);
  try {
    const r = await execute(args);
    return { code: r.code, stdout: r.stdout, stderr: written + r.stderr, signal: null };
  } finally {
    process.chdir(before);
    process.stderr.write = write;
  }
}

/** `cotas …` as a user runs it: bin/cotas.js in a process of its own. */
export function cotas(cwd: string, args: string[], env: Record<string, string> = {}): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 256 * 1024 * 1024,
    timeout: 120000,
  });
  return { code: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', signal: r.signal };
}

/** The nominated inscrições of the contract JSON (`cotas classificar --json`), all cargos. */
export function nominatedInJson(json: unknown): string[] {
  const doc = json as { cargos?: { nomeacao?: { inscricao: string | null }[] }[] };
  const out: string[] = [];
  for (const c of doc.cargos ?? []) for (const n of c.nomeacao ?? []) if (n.inscricao !== null) out.push(n.inscricao);
  return out;
}

/** The lists of every cargo of the contract JSON, merged by list name. */
export function listsInJson(json: unknown): Record<string, string[]> {
  const doc = json as { cargos?: { listas?: Record<string, string[]> }[] };
  const out: Record<string, string[]> = {};
  for (const c of doc.cargos ?? []) for (const [k, v] of Object.entries(c.listas ?? {})) out[k] = [...(out[k] ?? []), ...v];
  return out;
}

/** Does the text show an English error tail or a stack trace? */
export const ENGLISH_TAIL = /\n\s+at [\w.<>]+ \(|RangeError|TypeError|ReferenceError|EACCES|ENOENT|Corrupted zip|Maximum call stack/;

/**
 * A semicolon CSV of `n` candidates (one in three a deferred PP optante, scores 90 down by 0,001): the
 * large inputs of the command's fault tests. `cpfColumn`: with a blank CPF column (the masked output's columns).
 */
export function candidatesCsv(n: number, cpfColumn = false): string {
  const lines = [`Inscrição;Nome;${cpfColumn ? 'CPF;' : ''}Nota;Cota;Optante;Confirmação;Situação`];
  for (let i = 0; i < n; i++) {
    const cota = i % 3 === 0;
    const row = [1000 + i, `Pessoa ${i}`, ...(cpfColumn ? [''] : []), (90 - i / 1000).toFixed(3).replace('.', ',')];
    lines.push([...row, cota ? 'PP' : '', cota ? 'Sim' : 'Não', cota ? 'Deferida' : '', 'Aprovado'].join(';'));
  }
  return lines.join('\n') + '\n';
}
