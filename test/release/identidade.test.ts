// The build's identity (src/engine/build-info.ts) from the sources: the Memória de cálculo names the
// version and the commit, `cotas --versao` prints them, `cotas verificar` says when another build made
// the result, and without an identity (no build gave one) the version stands with the commit
// "desconhecido". The expected commit comes from git itself, not from tools/build-info.js.
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { classify, validateDocument } from '../../src/engine';
import type { BuildInfo, Concurso } from '../../src/engine';
import { finalListTables } from '../../src/sheet';
import { execute } from '../../src/cli/main';
import { otherBuildNote } from '../../src/cli/verificar';

const ROOT = path.join(__dirname, '..', '..');
const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const HEAD = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();

type WithIdentity = { __COTAS_COMPILACAO__?: BuildInfo };
const g = globalThis as WithIdentity;

/** Runs `f` with `identity` as the build's (undefined: none), then puts the run's back. */
async function withIdentity<T>(identity: BuildInfo | undefined, f: () => Promise<T> | T): Promise<T> {
  const before = g.__COTAS_COMPILACAO__;
  if (identity) g.__COTAS_COMPILACAO__ = identity;
  else delete g.__COTAS_COMPILACAO__;
  try {
    return await f();
  } finally {
    if (before) g.__COTAS_COMPILACAO__ = before;
    else delete g.__COTAS_COMPILACAO__;
  }
}

const DOCUMENT = {
  vagas: 3,
  candidatos: [
    { inscricao: '1', nota: 90, grupo: 'PP', optante: true, confirmacao: 'deferida' },
    { inscricao: '2', nota: 80, grupo: null, optante: false },
    { inscricao: '3', nota: 70, grupo: null, optante: false },
  ],
};
const CONCURSO: Concurso = validateDocument(DOCUMENT).concurso!;

/** The Memória's version line for CONCURSO under the identity in force. */
function versionLine(): string {
  const tables = finalListTables(CONCURSO, classify(CONCURSO), { geradoEm: new Date('2026-03-01T13:00:00Z') });
  const memoria = tables.find((t) => t.tipo === 'memoria')!;
  const line = memoria.linhas.map((r) => String(r[4])).find((t) => t.startsWith('Versão do motor de cálculo:'));
  expect(line).toBeDefined();
  return line!;
}

const IDENTITY: BuildInfo = { versao: VERSION, commit: 'a'.repeat(40), data: '2026-12-02T12:40:05Z' };

describe('a identidade da compilação', () => {
  test('a Memória de cálculo registra a versão, o commit e o momento da compilação', async () => {
    expect(await withIdentity(IDENTITY, versionLine)).toBe(
      `Versão do motor de cálculo: ${VERSION} (commit ${'a'.repeat(40)}, compilado em 02/12/2026 12:40 UTC)`,
    );
  });

  test('sem identidade (nenhuma compilação a deu): a versão, e o commit "desconhecido"', async () => {
    expect(await withIdentity(undefined, versionLine)).toBe(`Versão do motor de cálculo: ${VERSION} (commit desconhecido)`);
    expect(await withIdentity(undefined, () => classify(CONCURSO).compilacao)).toEqual({
      versao: VERSION,
      commit: 'desconhecido',
      data: null,
    });
  });

  test('nos testes, a identidade é a desta árvore: o commit do git (com -modificado se há mudanças)', () => {
    const commit = classify(CONCURSO).compilacao!.commit;
    expect([HEAD, `${HEAD}-modificado`]).toContain(commit);
    expect(classify(CONCURSO).compilacao!.versao).toBe(VERSION);
  });

  test('a versão da raiz do package-lock.json é a do package.json, e o CHANGELOG.md tem a entrada dela', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      version: string;
      packages: Record<string, { version?: string }>;
    };
    expect([lock.version, lock.packages[''].version]).toEqual([VERSION, VERSION]);
    expect(fs.readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8')).toMatch(
      new RegExp(`^## ${VERSION.replace(/\./g, '\\.')} — \\d{4}-\\d{2}-\\d{2}$`, 'm'),
    );
  });

  test('cotas --versao imprime a versão, o commit e a data da compilação', async () => {
    const r = await withIdentity(IDENTITY, () => execute(['--versao']));
    expect(r).toEqual({ code: 0, stdout: `cotas ${VERSION} (commit ${'a'.repeat(40)}, compilado em 02/12/2026 12:40 UTC)\n`, stderr: '' });
    expect((await withIdentity(undefined, () => execute(['--versao']))).stdout).toBe(`cotas ${VERSION} (commit desconhecido)\n`);
  });

  test('cotas verificar diz quando o resultado foi gerado por outra versão ou outro commit, e confere as listas mesmo assim', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-identidade-'));
    try {
      const entrada = path.join(dir, 'concurso.json');
      const saida = path.join(dir, 'resultado.xlsx');
      fs.writeFileSync(entrada, JSON.stringify(DOCUMENT));
      // Another build of the same version (the Memória's version is the engine's: ENGINE_VERSION).
      const old: BuildInfo = { versao: VERSION, commit: 'b'.repeat(40), data: '2026-01-01T00:00:00Z' };
      const written = await withIdentity(old, () => execute(['classificar', entrada, '--saida', saida]));
      expect(written.code).toBe(0);
      const now = await withIdentity(IDENTITY, () => execute(['verificar', entrada, saida]));
      expect(now.code).toBe(0);
      expect(now.stdout).toContain('O resultado corresponde a estes dados.');
      expect(now.stdout).toContain(
        `Atenção: o resultado foi gerado por outra versão do programa (versão ${VERSION}, commit ${'b'.repeat(40)}); este recálculo usa a versão ${VERSION}, commit ${'a'.repeat(40)}.`,
      );
      const same = await withIdentity(old, () => execute(['verificar', entrada, saida]));
      expect(same.code).toBe(0);
      expect(same.stdout).not.toContain('Atenção');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('outra versão ou outro commit conhecido é dito; um commit desconhecido de um dos lados não é comparado', () => {
    const cur: BuildInfo = { versao: '1.2.0', commit: 'c'.repeat(40), data: null };
    expect(otherBuildNote({ versao: '1.2.0', commit: 'c'.repeat(40) }, cur)).toBeNull();
    expect(otherBuildNote({ versao: '1.2.0', commit: 'desconhecido' }, cur)).toBeNull();
    expect(otherBuildNote({ versao: null, commit: null }, cur)).toBeNull();
    expect(otherBuildNote({ versao: '1.2.0', commit: 'd'.repeat(40) }, cur)).toBe(
      `o resultado foi gerado por outra versão do programa (versão 1.2.0, commit ${'d'.repeat(40)}); este recálculo usa a versão 1.2.0, commit ${'c'.repeat(40)}.`,
    );
    // A result of before the build identity: its line names only the version.
    expect(otherBuildNote({ versao: '0.1.0', commit: null }, cur)).toBe(
      `o resultado foi gerado por outra versão do programa (versão 0.1.0); este recálculo usa a versão 1.2.0, commit ${'c'.repeat(40)}.`,
    );
  });
});
