// The standard output is a write like any other: `--json > arquivo` on a full disk (`> /dev/full`) or
// beyond a file-size limit (`ulimit -f` in a child shell) exits 1 with a Portuguese sentence, no stack
// trace and no English errno text ("EFBIG: file too large"). A reader that closes the pipe (`| head`)
// stays quiet (test/cli/falhas-de-gravacao.test.ts).
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { stdoutFailureMessage } from '../../src/cli/main';
import { tempDir } from '../support/workbook-files';
import { candidatesCsv } from '../support/entradas';

const root = path.join(__dirname, '..', '..');
const bin = path.join(root, 'bin', 'cotas.js');

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `cotas …` in a child shell, its standard output redirected as `redirect` says (after `ulimit`, when given). */
function cotasInShell(redirect: string, args: string[], ulimit?: number): { status: number | null; stderr: string } {
  const script = `${ulimit === undefined ? '' : `ulimit -f ${ulimit} && `}exec "$0" "$@" > ${redirect}`;
  const r = spawnSync('bash', ['-c', script, process.execPath, bin, ...args], { cwd: dir, encoding: 'utf8' });
  return { status: r.status, stderr: r.stderr };
}

function expectPortugueseFailure(r: { status: number | null; stderr: string }, reason: string): void {
  expect(r.status).toBe(1);
  expect(r.stderr).toContain(`cotas: não foi possível escrever o resultado na saída padrão: ${reason}; o que foi escrito está incompleto.`);
  expect(r.stderr).not.toMatch(/E[A-Z]{3,}|file too large|no space|\n\s+at |Node\.js v/);
}

describe('--json when the standard output cannot be written', () => {
  it('beyond a file-size limit (`ulimit -f` in the shell): exit 1, a Portuguese sentence, no stack', () => {
    const entrada = path.join(dir, 'candidatos.csv');
    fs.writeFileSync(entrada, candidatesCsv(20000));
    const r = cotasInShell('resultado.json', ['classificar', entrada, '--vagas', '100', '--json', '--detalhes'], 50);
    expectPortugueseFailure(r, 'arquivo grande demais para o sistema de arquivos');
    // What was written is there, cut at the limit; the message says so.
    expect(fs.statSync(path.join(dir, 'resultado.json')).size).toBe(50 * 1024);
  });

  // /dev/full: the Linux device every write to fails with ENOSPC (CI runs on Linux).
  it('on a full disk (`> /dev/full`): exit 1, "não há espaço no disco"', () => {
    const entrada = path.join(root, 'test', 'fixtures', 'examples', '01-cotista-na-ampla.json');
    expectPortugueseFailure(cotasInShell('/dev/full', ['classificar', entrada, '--json']), 'não há espaço no disco');
    // The readable text too.
    expectPortugueseFailure(cotasInShell('/dev/full', ['classificar', entrada]), 'não há espaço no disco');
  });
});

describe('the sentence for each failure of the standard output', () => {
  const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: simulated`), { code });
  it.each([
    ['ENOSPC', 'não há espaço no disco'],
    ['EFBIG', 'arquivo grande demais para o sistema de arquivos'],
    ['EIO', 'erro de gravação no disco'],
    ['EDQUOT', 'a cota de espaço em disco deste usuário acabou'],
    ['ERR_STREAM_DESTROYED', 'erro do sistema ao gravar (código ERR_STREAM_DESTROYED)'],
  ])('%s: "%s"', (code, reason) => {
    const m = stdoutFailureMessage(errno(code));
    expect(m).toBe(`cotas: não foi possível escrever o resultado na saída padrão: ${reason}; o que foi escrito está incompleto.\n`);
    expect(m).not.toContain('simulated');
  });
});

describe('a defect of the program while the command runs', () => {
  it('one line on stderr, exit 1, no stack trace', async () => {
    const { run } = await import('../../src/cli/main');
    const render = await import('../../src/cli/render');
    jest.spyOn(render, 'renderConcurso').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    let written = '';
    const write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written += String(chunk);
      return true;
    });
    const entrada = path.join(root, 'test', 'fixtures', 'examples', '01-cotista-na-ampla.json');
    const code = await run(['classificar', entrada]);
    write.mockRestore();
    jest.restoreAllMocks();
    expect(code).toBe(1);
    expect(written).toBe(
      'cotas: erro interno (um defeito do programa, não da entrada): Maximum call stack size exceeded. Nenhum arquivo temporário foi deixado.\n',
    );
  });
});
