// Output safety and the Memória de cálculo hash (the corpus's rows 12 and 20): the output is never
// the input, --estrito exits 3, the hash
// covers the CPF and not the row order, and `cotas verificar` tells whether a result matches its data.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import type { Concurso } from '../../../src/engine/types';
import { execute } from '../../../src/cli/main';
import { inputHash, outputPathProblem } from '../../../src/cli/resultado';
import { sameFile } from '../../../src/cli/seguranca';
import { canonicalInput } from '../../../src/sheet';
import type { CellValue } from '../../../src/sheet';
import { PIRANGI_DEFAULTS, readWorkbook, tempDir, writeWorkbook } from '../../support/workbook-files';

const root = path.join(__dirname, '..', '..', '..');
const example01 = path.join(root, 'test', 'fixtures', 'examples', '01-cotista-na-ampla.json');

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const HEAD = ['Inscrição', 'Nome', 'CPF', 'Nota', 'Cota', 'Optante', 'Confirmação', 'Situação'];
/** A valid CPF (check digits computed) for each n: distinct people. */
function cpf(n: number): string {
  const base = String(100000000 + n)
    .slice(-9)
    .split('')
    .map(Number);
  const digit = (ds: number[]): number => {
    const s = ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0);
    const r = (s * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  const d2 = digit([...base, d1]);
  return [...base, d1, d2].join('');
}
const CPFS = Array.from({ length: 20 }, (_, i) => cpf(1000 + i * 7919));

function rows(n = 6, change?: (r: CellValue[], i: number) => void): CellValue[][] {
  const out: CellValue[][] = [HEAD];
  for (let i = 0; i < n; i++) {
    const r: CellValue[] = [
      `${100 + i}`,
      `Pessoa ${i}`,
      CPFS[i % CPFS.length],
      90 - i,
      i % 3 === 0 ? 'PP' : '',
      i % 3 === 0 ? 'Sim' : 'Não',
      i % 3 === 0 ? 'Deferida' : '',
      'Aprovado',
    ];
    change?.(r, i);
    out.push(r);
  }
  return out;
}

async function workbook(name: string, sheetRows: CellValue[][]): Promise<string> {
  const file = path.join(dir, name);
  await writeWorkbook(file, { Candidatos: sheetRows, Parâmetros: [['Vagas', 5]] });
  return file;
}

function tmpLeft(): string[] {
  return fs.readdirSync(dir).filter((n) => n.endsWith('.tmp'));
}

describe('row 12: the output is never the input', () => {
  it('refuses an input given through a symlink, and a symlink or hard link to the input as --saida', async () => {
    const input = await workbook('planilha.xlsx', rows());
    const before = fs.readFileSync(input);
    const link = path.join(dir, 'atalho.xlsx');
    fs.symlinkSync(input, link);
    const hard = path.join(dir, 'outro-nome.xlsx');
    fs.linkSync(input, hard);
    for (const [entrada, saida] of [
      [link, input],
      [input, link],
      [input, hard],
      [hard, input],
      [input, path.join(dir, 'sub', '..', 'planilha.xlsx')],
    ]) {
      const r = await execute(['classificar', entrada, '--saida', saida]);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('é o mesmo arquivo de entrada');
      expect(r.stderr).toContain('Nada foi gravado');
    }
    expect(fs.readFileSync(input).equals(before)).toBe(true);
    expect(tmpLeft()).toEqual([]);
  });

  it('compares names ignoring case where the file system ignores case (Planilha.xlsx for planilha.xlsx)', async () => {
    const input = await workbook('planilha.xlsx', rows());
    const flipped = path.join(dir, 'Planilha.xlsx');
    // An injected "case-insensitive" file system (Windows, macOS): refused.
    expect(outputPathProblem(flipped, input, () => true)).toMatch(/é o mesmo arquivo de entrada/);
    expect(sameFile(flipped, input, () => true)).toBe(true);
    // A case-sensitive one: they are two files.
    expect(sameFile(flipped, input, () => false)).toBe(false);
    expect(outputPathProblem(path.join(dir, 'resultado.xlsx'), input, () => true)).toBeNull();
  });

  it('asks the real file system whether it ignores case', async () => {
    const input = await workbook('planilha.xlsx', rows());
    const flipped = path.join(dir, 'PLANILHA.XLSX');
    // Whatever this machine's file system is, the answer agrees with it: where "PLANILHA.XLSX" opens
    // the input, it is refused; where it is another file, it is accepted.
    const same = fs.existsSync(flipped) && fs.statSync(flipped).ino === fs.statSync(input).ino;
    expect(outputPathProblem(flipped, input) !== null).toBe(same);
  });
});

describe('replacing a result says so', () => {
  it('a line on stderr when --saida already existed', async () => {
    const input = await workbook('planilha.xlsx', rows());
    const out = path.join(dir, 'resultado.xlsx');
    const first = await execute(['classificar', input, '--saida', out]);
    expect(first.code).toBe(0);
    expect(first.stderr).not.toContain('substituído');
    const second = await execute(['classificar', input, '--saida', out]);
    expect(second.code).toBe(0);
    expect(second.stderr).toContain('substituído: resultado.xlsx (já existia)');
  });
});

describe('--estrito', () => {
  it('exits 3 when the result has errors to resolve before publishing, and still writes the output', async () => {
    const out = path.join(dir, 'resultado.xlsx');
    const plain = await execute(['classificar', example01, '--data-edital', '2020-01-01']);
    expect(plain.code).toBe(0);
    const strict = await execute(['classificar', example01, '--data-edital', '2020-01-01', '--estrito', '--saida', out]);
    expect(strict.code).toBe(3);
    expect(strict.stderr).toContain('--estrito: o resultado tem 1 erro a resolver antes de publicar');
    expect(strict.stderr).toContain('antes de');
    expect(strict.stdout).not.toBe('');
    expect(fs.existsSync(out)).toBe(true);
    // An unresolved tie that decides who is nominated.
    const tie = path.join(dir, 'empate.json');
    const cand = (inscricao: string): object => ({ inscricao, nota: 80, grupo: null, optante: false });
    fs.writeFileSync(tie, JSON.stringify({ vagas: 1, candidatos: [cand('1'), cand('2')] }));
    expect((await execute(['classificar', tie])).code).toBe(0);
    const tied = await execute(['classificar', tie, '--estrito']);
    expect(tied.code).toBe(3);
    expect(tied.stderr).toContain('Empate não resolvido entre as inscrições 1 e 2');
    // No error: 0 with --estrito too.
    const ok = await execute(['classificar', example01, '--estrito']);
    expect(ok.code).toBe(0);
  });

  it('is documented in the help', async () => {
    const r = await execute(['--help']);
    expect(r.stdout).toContain('--estrito');
    expect(r.stdout).toContain('3 = com --estrito');
    expect(r.stdout).toContain('cotas verificar');
  });
});

describe('row 20: the hash of the Memória de cálculo', () => {
  const concurso = (): Concurso => {
    const doc = JSON.parse(fs.readFileSync(example01, 'utf8')).input;
    return {
      regra: 'pirangi-3056-2025',
      opcoes: { ...PIRANGI_DEFAULTS },
      cargos: [{ cargo: null, vagas: doc.vagas }],
      candidatos: doc.candidatos.map((c: Record<string, unknown>, i: number) => ({
        inscricao: c.inscricao,
        nome: `Pessoa ${i}`,
        cpf: null,
        cargo: null,
        nota: c.nota,
        aprovado: true,
        grupo: c.grupo,
        optante: c.optante,
        confirmacao: c.confirmacao ?? 'deferida',
        fraude: false,
        nascimento: null,
        desempate: [],
        pcd: false,
        avaliacaoPcd: 'deferida',
      })),
    } as Concurso;
  };

  it('does not depend on the row order', () => {
    const a = concurso();
    const cpfs = a.candidatos.map((_, i) => CPFS[i % CPFS.length]);
    const order = a.candidatos.map((_, i) => i).reverse();
    const b: Concurso = { ...a, candidatos: order.map((i) => a.candidatos[i]) };
    expect(
      inputHash(
        b,
        order.map((i) => cpfs[i]),
      ),
    ).toBe(inputHash(a, cpfs));
  });

  it('changes with a CPF, a name, a vacancy count, an option or the rule', () => {
    const a = concurso();
    const cpfs = a.candidatos.map((_, i) => CPFS[i % CPFS.length]);
    const h = inputHash(a, cpfs);
    const otherCpfs = cpfs.slice();
    [otherCpfs[2], otherCpfs[3]] = [otherCpfs[3], otherCpfs[2]];
    expect(inputHash(a, otherCpfs)).not.toBe(h);
    // The CPF in the candidate itself (JSON input) counts the same as the sheet's CPF column.
    const withCpf: Concurso = { ...a, candidatos: a.candidatos.map((c, i) => ({ ...c, cpf: cpfs[i] })) };
    expect(inputHash(withCpf)).toBe(h);
    const renamed: Concurso = { ...a, candidatos: a.candidatos.map((c, i) => (i === 4 ? { ...c, nome: 'Outra Pessoa' } : c)) };
    expect(inputHash(renamed, cpfs)).not.toBe(h);
    expect(inputHash({ ...a, cargos: [{ cargo: null, vagas: 11 }] }, cpfs)).not.toBe(h);
    expect(inputHash({ ...a, opcoes: { ...a.opcoes, dataReferencia: '2026-03-20' } }, cpfs)).not.toBe(h);
    expect(inputHash({ ...a, regra: 'federal-15142-2025' }, cpfs)).not.toBe(h);
    expect(canonicalInput(a, cpfs)).toContain(`"cpf":"${CPFS[0]}"`);
  });
});

describe('cotas verificar', () => {
  it('says the result matches its data (exit 0), and not when one score was edited (exit 1)', async () => {
    const input = await workbook('planilha.xlsx', rows());
    const out = path.join(dir, 'resultado.xlsx');
    expect((await execute(['classificar', input, '--saida', out])).code).toBe(0);
    const ok = await execute(['verificar', input, out]);
    expect(ok.stderr).toBe('');
    expect(ok.stdout).toContain('O resultado corresponde a estes dados.');
    expect(ok.code).toBe(0);

    const edited = await workbook(
      'editada.xlsx',
      rows(6, (r, i) => {
        if (i === 2) r[3] = 88.5;
      }),
    );
    const bad = await execute(['verificar', edited, out]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/^NÃO corresponde: o SHA-256 destes dados/);

    // The same data in another row order: still the same result.
    const shuffled = rows();
    const reordered = await workbook('reordenada.xlsx', [shuffled[0], ...shuffled.slice(1).reverse()]);
    const same = await execute(['verificar', reordered, out]);
    expect(same.stdout).toContain('O resultado corresponde a estes dados.');
    expect(same.code).toBe(0);

    // Other options than the ones the result was computed with: does not match.
    const flags = await execute(['verificar', input, out, '--vagas', '4']);
    expect(flags.code).toBe(1);
    expect(flags.stdout).toContain('NÃO corresponde');
  }, 120000);

  it('finds a list edited after it was written, even with the hash intact', async () => {
    const input = await workbook('planilha.xlsx', rows());
    const out = path.join(dir, 'resultado.xlsx');
    expect((await execute(['classificar', input, '--saida', out, '--mascarar'])).code).toBe(0);
    expect((await execute(['verificar', input, out])).code).toBe(0);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const ws = wb.worksheets.find((w) => w.name !== 'Resumo' && w.name !== 'Memória de cálculo')!;
    ws.getCell('B3').value = 'Nome trocado';
    await wb.xlsx.writeFile(out);
    const r = await execute(['verificar', input, out]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('NÃO corresponde: o SHA-256 confere, mas as listas recalculadas diferem');
    expect(r.stdout).toContain('Nome trocado');
  }, 120000);

  it('a JSON input too, and wrong usage is exit 2', async () => {
    const out = path.join(dir, 'resultado.xlsx');
    expect((await execute(['classificar', example01, '--saida', out])).code).toBe(0);
    const ok = await execute(['verificar', example01, out]);
    expect(ok.stdout).toContain('O resultado corresponde a estes dados.');
    expect(ok.code).toBe(0);
    expect((await execute(['verificar', example01])).code).toBe(2);
    const notResult = await execute(['verificar', example01, example01]);
    expect(notResult.code).toBe(1);
  });
});

// Ctrl+C or kill while writing: test/entradas/cli.test.ts (the corpus's interrupted case, both signals).

describe('npm run demo shows the reading report', () => {
  it('above the summary, and in the Memória de cálculo with the workbook and sheet named', async () => {
    const r = spawnSync(process.execPath, [path.join(root, 'dist-node', 'src', 'cli', 'demo.js')], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /\n\nLeitura da planilha:\n {2}Arquivo lido: exemplo-concurso\.xlsx\n {2}Planilha 'Candidatos' \(linha de cabeçalho 1\): 375 candidatos lidos/,
    );
    expect(r.stdout).toContain('cotas verificar');
    const wb = await readWorkbook(path.join(dir, 'resultado-exemplo.xlsx'));
    const text = wb
      .get('Memória de cálculo')!
      .linhas.map((l) => l.join(' | '))
      .join('\n');
    expect(text).toContain('Leitura |  | Arquivo lido: exemplo-concurso.xlsx');
    expect(text).toContain("Leitura |  | Planilha 'Candidatos' (linha de cabeçalho 1)");
    // And the result it wrote checks out against its data.
    const v = await execute(['verificar', path.join(root, 'assets', 'exemplo-concurso.xlsx'), path.join(dir, 'resultado-exemplo.xlsx')]);
    expect(v.stdout).toContain('O resultado corresponde a estes dados.');
    expect(v.code).toBe(0);
  });
});

describe('the reading report above the summary (spreadsheet inputs)', () => {
  it('names the workbook, the sheets, the header row, each field ← column, unused columns, blank and hidden rows', async () => {
    const input = path.join(dir, 'leitura.xlsx');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Candidatos');
    ws.addRow([...HEAD, 'Observação']);
    rows(4)
      .slice(1)
      .forEach((r, i) => {
        ws.addRow([...r, 'x']);
        if (i === 1) ws.addRow([]);
      });
    ws.getRow(3).hidden = true;
    wb.addWorksheet('Parâmetros').addRow(['Vagas', 2]);
    await wb.xlsx.writeFile(input);
    const out = path.join(dir, 'resultado.xlsx');
    const r = await execute(['classificar', input, '--saida', out]);
    expect(r.code).toBe(0);
    const report = r.stdout.slice(0, r.stdout.indexOf('\n\n'));
    expect(report.split('\n')[0]).toBe('Leitura da planilha:');
    expect(report).toContain('  Arquivo lido: leitura.xlsx');
    expect(report).toContain("  Planilha 'Candidatos' (linha de cabeçalho 1): 4 candidatos lidos, 1 linha em branco ignorada");
    expect(report).toContain('a linha oculta ou filtrada 3 foi lida como as outras');
    expect(report).toContain("  Planilha 'Parâmetros': lida como parâmetros");
    expect(report).toContain("  Nota ← coluna D 'Nota'");
    expect(report).toContain("  CPF ← coluna C 'CPF'");
    expect(report).toContain("Colunas não usadas: I 'Observação'");
    // The summary follows, as for a JSON input.
    expect(r.stdout).toMatch(/\n\nRegra: Lei nº 3\.056\/2025/);
    // --json prints only the contract's JSON.
    const j = await execute(['classificar', input, '--json']);
    expect(() => JSON.parse(j.stdout)).not.toThrow();
    // The Memória de cálculo records the same lines.
    const memoria = (await readWorkbook(out))
      .get('Memória de cálculo')!
      .linhas.map((l) => l.join(' | '))
      .join('\n');
    expect(memoria).toContain('Leitura |  | Arquivo lido: leitura.xlsx');
    expect(memoria).toContain("Leitura |  | Colunas não usadas: I 'Observação'");
  });
});
