// A JSON input as a hostile or clumsy sender writes it: a number too large for a double (1e400 was
// told as "a nota null"), a key written twice (JSON.parse keeps the last one, silently), a file that
// cannot be read or is not JSON (English tails of the runtime), an unknown key in a cargo of `cargos`
// that --vagas dropped. Each gets its own Portuguese message, exit 1, nothing calculated.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import fc from 'fast-check';
import { cotasHere } from '../support/entradas';
import { parseJsonInput, readJsonInputFile } from '../../src/cli/json';

const root = path.join(__dirname, '..', '..');
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-entrada-json-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function classificar(
  nome: string,
  text: string | null,
  ...flags: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const file = path.join(dir, nome);
  if (text !== null) fs.writeFileSync(file, text);
  return cotasHere(root, ['classificar', file, ...flags]);
}

/** The problems of a failed run, one per "  - " line. */
function problems(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter((l) => l.startsWith('  - '))
    .map((l) => l.slice(4));
}

const CANDIDATE = '{"inscricao": "1", "nome": "Ana", "nota": 80}';

describe('numbers a double cannot hold', () => {
  it('1e400 is named with its place and its text, never "a nota null"', async () => {
    const r = await classificar('inf.json', `{"vagas": 2, "candidatos": [${CANDIDATE},\n {"inscricao": "2", "nota": 1e400}]}`);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain('null');
    expect(problems(r.stderr)).toEqual([
      'O número 1e400 em candidatos[2].nota (linha 2, coluna 29) é grande demais: seria lido como infinito; escreva o valor correto.',
    ]);
  });
  it('-1E+999 and a tiny 1e-400 (read as zero) too, all at once', () => {
    const r = parseJsonInput('{"a": [-1E+999, 0.5], "b": 1e-400, "c": 0e-999, "d": 0.0}');
    expect(r).toEqual({
      problemas: [
        'O número -1E+999 em a[1] (linha 1, coluna 8) é grande demais: seria lido como infinito; escreva o valor correto.',
        'O número 1e-400 em b (linha 1, coluna 28) é pequeno demais: seria lido como zero; escreva o valor correto.',
      ],
    });
  });
});

describe('a key written twice in one object', () => {
  it('is refused, naming the key and where (JSON.parse would keep the last value)', async () => {
    const r = await classificar('dup.json', `{"vagas": 2, "candidatos": [${CANDIDATE},\n  {"inscricao": "2", "nota": 5, "nota": 9}]}`);
    expect(r.code).toBe(1);
    expect(problems(r.stderr)).toEqual([
      'O campo "nota" aparece mais de uma vez em candidatos[2] (linha 2, coluna 33): o JSON ficaria só com o último valor; deixe um só.',
    ]);
  });
  it('at the top level, in nested objects, and written with escapes; the same key in two objects is fine', () => {
    const r = parseJsonInput('{"vagas": 1, "opcoes": {"a\\u0062": 1, "ab": 2}, "x": [{"k": 1}, {"k": 2}], "vagas": 3}');
    expect(r).toEqual({
      problemas: [
        'O campo "ab" aparece mais de uma vez em opcoes (linha 1, coluna 39): o JSON ficaria só com o último valor; deixe um só.',
        'O campo "vagas" aparece mais de uma vez no objeto principal (linha 1, coluna 76): o JSON ficaria só com o último valor; deixe um só.',
      ],
    });
  });
});

describe('text that is not JSON', () => {
  it.each([
    ['{"vagas": 2,}', 'linha 1, coluna 13: vírgula sobrando antes de "}"'],
    ['{"vagas": 2\n "candidatos": []}', 'linha 2, coluna 2: esperava-se "," ou "}"'],
    ["{'vagas': 2}", 'linha 1, coluna 2: esperava-se o nome de um campo entre aspas duplas, e não "\'"'],
    ['{"vagas": 2, "candidatos": [', 'linha 1, coluna 29: o texto termina antes do fim do JSON (falta fechar algum "{" ou "[")'],
    ['{"nome": "Ana\n"}', 'linha 1, coluna 14: quebra de linha ou caractere de controle dentro de um texto entre aspas'],
    ['{"vagas": 2} x', 'linha 1, coluna 14: há texto depois do fim do JSON'],
    [
      '{"vagas": NaN}',
      'linha 1, coluna 11: esperava-se um valor (texto entre aspas, número, true, false, null, objeto ou lista), e não "N"',
    ],
  ])("%j: the place and the reason in Portuguese, never the runtime's English", async (text, why) => {
    const r = await classificar('ruim.json', text);
    expect(r.code).toBe(1);
    expect(problems(r.stderr)).toEqual([`O arquivo não é um JSON válido: ${why}.`]);
  });
});

describe('a file that cannot be read', () => {
  it('is empty', async () => {
    const r = await classificar('vazio.json', ' \n');
    expect(r.code).toBe(1);
    expect(problems(r.stderr)).toEqual(['O arquivo está vazio: não tem nenhum documento JSON.']);
  });
  it('does not exist', async () => {
    const r = await classificar('nao-existe.json', null);
    expect(r.code).toBe(1);
    expect(problems(r.stderr)).toEqual([`O arquivo '${path.join(dir, 'nao-existe.json')}' não existe.`]);
  });
  it('is a folder', async () => {
    fs.mkdirSync(path.join(dir, 'pasta.json'));
    const r = await classificar('pasta.json', null);
    expect(problems(r.stderr)).toEqual([`'${path.join(dir, 'pasta.json')}' é uma pasta, não um arquivo.`]);
  });
  it('cannot be read (EACCES), without the errno text', () => {
    const file = path.join(dir, 'sem-permissao.json');
    const r = readJsonInputFile(file, () => {
      throw Object.assign(new Error(`EACCES: permission denied, open '${file}'`), { code: 'EACCES' });
    });
    expect(r).toEqual({ problemas: [`Sem permissão para ler o arquivo '${file}'.`] });
  });
  it('is not UTF-8: the lines are named (they were read with "�")', async () => {
    const file = path.join(dir, 'latin1.json');
    fs.writeFileSync(
      file,
      Buffer.concat([
        Buffer.from('{"vagas": 1,\n"candidatos": [{"inscricao": "1", "nome": "', 'utf8'),
        Buffer.from('José', 'latin1'),
        Buffer.from('", "nota": 5}]}'),
      ]),
    );
    const r = await classificar('latin1.json', null);
    expect(r.code).toBe(1);
    expect(problems(r.stderr)).toEqual([
      'A linha 2 não está em UTF-8 (um arquivo JSON é sempre UTF-8): os acentos dessa linha seriam lidos errado; salve o arquivo como UTF-8.',
    ]);
  });
});

describe('an unknown key in a cargo of "cargos"', () => {
  const doc = (extra: string): string =>
    `{"cargos": [{"cargo": "X", "vagas": 3${extra}}], "candidatos": [{"inscricao": "1", "cargo": "X", "nota": 5}]}`;
  it('is an error with --vagas too (the flag rewrote the cargo without it)', async () => {
    const r = await classificar('cargo.json', doc(', "obs": "ok"'), '--vagas', '4');
    expect(r.code).toBe(1);
    expect(problems(r.stderr)).toEqual(['Cargo "X": campo desconhecido "obs". Os campos aceitos são: cargo, vagas, historico, corte.']);
  });
  it("--vagas keeps the cargo's historico (it was dropped)", async () => {
    const hist = ', "historico": [{"posicao": 1, "inscricao": "9", "situacao": "nomeado"}]';
    const r = await classificar('cargo-hist.json', doc(hist), '--vagas', 'X=4');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Cargo "X", ato 1 do histórico');
  });
});

describe('valid JSON reads as before', () => {
  it('with a BOM, escapes and numbers of every form', () => {
    expect(parseJsonInput('\ufeff{"a": "x\\"y\\\\", "b": [-0.5e2, 1E3, 0, {}], "c": {"a": true, "b": null}}')).toEqual({
      doc: { a: 'x"y\\', b: [-50, 1000, 0, {}], c: { a: true, b: null } },
    });
  });
});

describe('the scan agrees with JSON.parse', () => {
  it('any JSON text, compact or indented, reads as JSON.parse reads it (no false duplicate, no false error)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom(0, 1, 2, '\t'), (v, indent) => {
        const text = JSON.stringify(v, null, indent);
        expect(parseJsonInput(text)).toEqual({ doc: JSON.parse(text) });
      }),
      { numRuns: 400 },
    );
  });
  it('any text JSON.parse refuses is told in Portuguese, never thrown', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json().map((j) => j.slice(0, -1) + '§'),
        ),
        (text) => {
          let ok = true;
          try {
            JSON.parse(text);
          } catch {
            ok = false;
          }
          fc.pre(!ok && text.trim() !== '');
          const r = parseJsonInput(text);
          expect(r).toEqual({ problemas: [expect.stringMatching(/^O arquivo não é um JSON válido: linha \d+, coluna \d+: .+\.$/)] });
        },
      ),
      { numRuns: 400 },
    );
  });
});
