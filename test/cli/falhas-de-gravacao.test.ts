// A write that fails is an error, never a silent success: a full disk, a file-size limit or a folder
// without permission in the middle of `--saida` exits 1 with a Portuguese message (no English errno
// tail), removes the temporary file (it holds every CPF) and leaves the old result byte-identical.
// Faults are injected through the writer's file-opening functions (fs.createWriteStream, fs.openSync)
// and, for the command itself, by the operating system (`ulimit -f`).
import { spawn, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { Writable } from 'stream';
import { execute } from '../../src/cli/main';
import { writeTablesXlsx } from '../../src/hosts/file';
import type { OutputTable } from '../../src/sheet';
import { tempDir } from '../support/workbook-files';
import { candidatesCsv } from '../support/entradas';

// The module object itself (the namespace import above is a read-only view of it): spied on, the
// writer's calls reach the spy.
const nodeFs = jest.requireActual<typeof fs>('fs');
const root = path.join(__dirname, '..', '..');
const bin = path.join(root, 'bin', 'cotas.js');

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

function tmpLeft(): string[] {
  return fs.readdirSync(dir).filter((n) => n.endsWith('.tmp'));
}

function errno(code: string, syscall: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: simulated, ${syscall}`), { code, syscall });
}

/** A stream over the writer's descriptor that fails with `code` once `limit` bytes have been written. */
function failingAfter(limit: number, code: string): (p: fs.PathLike, o?: unknown) => fs.WriteStream {
  return (_p, o) => {
    const fd = (o as { fd: number }).fd;
    let written = 0;
    const w = new Writable({
      write(chunk: Buffer, _enc, cb) {
        written += chunk.length;
        if (written > limit) return cb(errno(code, 'write'));
        fs.write(fd, chunk, (e) => cb(e));
      },
      destroy(e, cb) {
        fs.close(fd, () => cb(e));
      },
    });
    return w as unknown as fs.WriteStream;
  };
}

/** A list big enough that its compressed output is written in many pieces. */
function table(n = 20000): OutputTable {
  const linhas = Array.from({ length: n }, (_, i) => [String(1000 + i), `Pessoa ${i}`, `${String(100000000 + i * 7)}00`, 90 - i / 1000]);
  return { nome: 'Ampla', titulo: 'Ampla concorrência', cabecalho: ['Inscrição', 'Nome', 'CPF', 'Nota'], linhas } as unknown as OutputTable;
}

describe('the writer: every write failure is an error in Portuguese, nothing left behind', () => {
  const cases: [string, string][] = [
    ['ENOSPC', 'não há espaço no disco'],
    ['EFBIG', 'arquivo grande demais para o sistema de arquivos'],
    ['EIO', 'erro de gravação no disco'],
  ];
  it.each(cases)(
    '%s in the middle of the file: rejects with "%s", the temporary file removed, the old result untouched',
    async (code, text) => {
      const destino = path.join(dir, 'resultado.xlsx');
      fs.writeFileSync(destino, 'o resultado anterior');
      const before = fs.readFileSync(destino);
      jest.spyOn(nodeFs, 'createWriteStream').mockImplementation(failingAfter(64 * 1024, code) as typeof fs.createWriteStream);
      const err = await writeTablesXlsx([table()], destino).then(
        () => null,
        (e: Error) => e,
      );
      expect(err).not.toBeNull();
      expect(err!.message).toContain(text);
      expect(err!.message).not.toMatch(/E[A-Z]{3,}|simulated|write\b/);
      expect(tmpLeft()).toEqual([]);
      expect(fs.readFileSync(destino).equals(before)).toBe(true);
    },
  );

  it('a folder without permission: "sem permissão para gravar em" the folder, no English tail', async () => {
    const destino = path.join(dir, 'resultado.xlsx');
    const real = fs.openSync;
    jest.spyOn(nodeFs, 'openSync').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
      if (String(p).endsWith('.tmp')) throw errno('EACCES', 'open');
      return (real as (...a: unknown[]) => number)(p, ...rest);
    }) as typeof fs.openSync);
    await expect(writeTablesXlsx([table(10)], destino)).rejects.toThrow(`sem permissão para gravar em '${dir}'`);
    await expect(writeTablesXlsx([table(10)], destino)).rejects.not.toThrow(/EACCES/);
    expect(fs.existsSync(destino)).toBe(false);
    expect(tmpLeft()).toEqual([]);
  });
});

describe('the command: a file-size limit in the middle of --saida', () => {
  it('exits 1 with a Portuguese message, no temporary file, the old result byte-identical', () => {
    const entrada = path.join(dir, 'candidatos.csv');
    fs.writeFileSync(entrada, candidatesCsv(20000, true));
    const saida = path.join(dir, 'resultado.xlsx');
    fs.writeFileSync(saida, 'o resultado anterior');
    const before = fs.readFileSync(saida);
    // 200 blocks of 1 KiB (POSIX `ulimit -f` in bash): the 20,000-row workbook does not fit.
    const r = spawnSync(
      'bash',
      ['-c', 'ulimit -f 200 && exec "$0" "$@"', process.execPath, bin, 'classificar', entrada, '--vagas', '100', '--saida', saida],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`cotas: não foi possível gravar '${saida}': arquivo grande demais para o sistema de arquivos`);
    expect(r.stderr).not.toMatch(/EFBIG|file too large/);
    expect(tmpLeft()).toEqual([]);
    expect(fs.readFileSync(saida).equals(before)).toBe(true);
  });
});

describe('bin/cotas.js: a command whose event loop empties before it finished never exits 0', () => {
  it('a write that never completes: exit 1, a message, the temporary file removed', () => {
    const entrada = path.join(root, 'test', 'fixtures', 'examples', '01-cotista-na-ampla.json');
    const saida = path.join(dir, 'resultado.xlsx');
    // Preloaded: the output stream accepts nothing and never calls back, and holds no handle.
    const preload = path.join(dir, 'parado.js');
    fs.writeFileSync(
      preload,
      `const fs = require('fs'); const { Writable } = require('stream');
       fs.createWriteStream = () => new Writable({ write() {} , highWaterMark: 1 });\n`,
    );
    const r = spawnSync(process.execPath, ['-r', preload, bin, 'classificar', entrada, '--saida', saida], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('cotas: erro interno: o comando parou antes de terminar');
    expect(r.stdout).toBe('');
    expect(fs.existsSync(saida)).toBe(false);
    expect(tmpLeft()).toEqual([]);
  });
});

describe('the replaced result keeps the mode the old file had; a new one has the umask’s', () => {
  it('an old result of mode 0664 is replaced by one of mode 0664 (colleagues on a shared folder keep access)', async () => {
    const destino = path.join(dir, 'resultado.xlsx');
    fs.writeFileSync(destino, 'o resultado anterior');
    fs.chmodSync(destino, 0o664);
    await writeTablesXlsx([table(10)], destino);
    expect(fs.readFileSync(destino).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(fs.statSync(destino).mode & 0o777).toBe(0o664);
  });

  it('a new result: 0666 less the umask', async () => {
    const destino = path.join(dir, 'novo.xlsx');
    const umask = process.umask(0o027);
    try {
      await writeTablesXlsx([table(10)], destino);
    } finally {
      process.umask(umask);
    }
    expect(fs.statSync(destino).mode & 0o777).toBe(0o640);
  });
});

describe('SIGHUP (the console window closed) while writing: handled like SIGINT', () => {
  it('exits 129, no temporary file left, the old result untouched', async () => {
    const entrada = path.join(dir, 'candidatos.csv');
    fs.writeFileSync(entrada, candidatesCsv(60000, true));
    const saida = path.join(dir, 'resultado.xlsx');
    fs.writeFileSync(saida, 'o resultado anterior');
    const child = spawn(process.execPath, [bin, 'classificar', entrada, '--vagas', '100', '--saida', saida], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.stdout.resume();
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let done = false;
    void exited.then(() => (done = true));
    while (!done && tmpLeft().length === 0) await new Promise((r) => setTimeout(r, 10));
    expect(done).toBe(false);
    child.kill('SIGHUP');
    expect(await exited).toBe(129);
    expect(stderr).toContain('cotas: interrompido (SIGHUP); nenhum arquivo temporário foi deixado.');
    expect(tmpLeft()).toEqual([]);
    expect(fs.readFileSync(saida, 'utf8')).toBe('o resultado anterior');
  });
});

describe('a later run sweeps the temporary results left by a process that died (kill -9)', () => {
  it('removes a dead process’s temporary file of the same result; keeps a living one’s', async () => {
    const entrada = path.join(root, 'test', 'fixtures', 'examples', '01-cotista-na-ampla.json');
    const saida = path.join(dir, 'resultado.xlsx');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    const stale = path.join(dir, `.resultado.xlsx.${dead}.abc123.tmp`);
    const living = path.join(dir, `.resultado.xlsx.${process.ppid}.abc123.tmp`);
    const other = path.join(dir, `.outro.xlsx.${dead}.abc123.tmp`);
    for (const f of [stale, living, other]) fs.writeFileSync(f, 'CPF 314.159.260-85');
    const r = await execute(['classificar', entrada, '--saida', saida]);
    expect(r.code).toBe(0);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(living)).toBe(true);
    expect(fs.existsSync(other)).toBe(true);
  });
});

describe('`cotas … | head`: the reader closing the pipe is not a failure', () => {
  it('exits 0 when stdout is closed while the JSON is written', async () => {
    const entrada = path.join(dir, 'candidatos.csv');
    fs.writeFileSync(entrada, candidatesCsv(20000, true));
    const child = spawn(process.execPath, [bin, 'classificar', entrada, '--vagas', '100', '--json', '--detalhes'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.stdout.once('data', () => child.stdout.destroy());
    expect(await exited).toBe(0);
  });
});
