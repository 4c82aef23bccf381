// Every bad input: exit 1, all problems (sheet, row, column) on stderr in Portuguese, nothing on
// stdout, no output file and nothing else left in the folder. Bad flag values: exit 2.
import * as fs from 'fs';
import * as path from 'path';
import { spawnSync } from 'child_process';
import { classifySpreadsheet } from '../../../src/cli/planilha';
import type { CellValue } from '../../../src/sheet';
import { HEADER, tempDir, writeWorkbook } from '../../support/workbook-files';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const bin = path.join(__dirname, '..', '..', '..', 'bin', 'cotas.js');
function cotasBin(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const GOOD: CellValue[][] = [
  HEADER,
  ['1', 'Ana', 'Professor', '87,5', 'Parda', 'Sim', 'Deferida', 'Aprovada', '09/03/1961', 40],
  ['2', 'Bia', 'Professor', 80, '', '', '', 'Aprovado', null, 30],
  ['3', 'Caio', 'Professor', 70, 'PP', 'Sim', 'Deferido', 'Aprovado', null, 30],
];
const PARAMS: CellValue[][] = [
  ['Cargo', 'Vagas'],
  ['Professor', 3],
];

async function expectFailure(entrada: string, args: Record<string, unknown>, ...messages: string[]): Promise<string> {
  const before = fs.readdirSync(dir).sort();
  const saida = path.join(dir, 'resultado.xlsx');
  const r = await classifySpreadsheet({ entrada, saida, ...args });
  expect(r.code).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(new RegExp(`^cotas: a entrada '${path.basename(entrada)}' tem \\d+ problemas?; nada foi calculado:\n`));
  for (const m of messages) expect(r.stderr).toContain(m);
  expect(fs.existsSync(saida)).toBe(false);
  expect(fs.readdirSync(dir).sort()).toEqual(before);
  return r.stderr;
}

describe('bad input', () => {
  it('a good file works (control)', async () => {
    const f = path.join(dir, 'ok.xlsx');
    await writeWorkbook(f, { Candidatos: GOOD, Parâmetros: PARAMS });
    const r = await classifySpreadsheet({ entrada: f, saida: path.join(dir, 'resultado.xlsx') });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'resultado.xlsx'))).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['ok.xlsx', 'resultado.xlsx']);
  });

  it('a file that does not exist', async () => {
    await expectFailure(path.join(dir, 'nada.xlsx'), {}, "O arquivo '", 'não existe');
  });

  it('a file that is not a spreadsheet', async () => {
    const f = path.join(dir, 'foto.xlsx');
    fs.writeFileSync(f, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]));
    await expectFailure(f, {}, 'não é uma planilha');
  });

  it('an old .xls and a corrupted .xlsx', async () => {
    const xls = path.join(dir, 'velho.xls');
    fs.writeFileSync(xls, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]));
    await expectFailure(xls, {}, '.xls', 'salve como');
    const bad = path.join(dir, 'quebrado.xlsx');
    fs.writeFileSync(bad, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 7)]));
    await expectFailure(bad, {}, "Não foi possível abrir 'quebrado.xlsx'");
  });

  it('a sheet without the needed columns', async () => {
    const f = path.join(dir, 'sem-colunas.xlsx');
    await writeWorkbook(f, {
      Candidatos: [
        ['Nome', 'Idade'],
        ['Ana', 3],
      ],
      Parâmetros: PARAMS,
    });
    await expectFailure(
      f,
      {},
      "Planilha 'Candidatos', linha 1, coluna 'Inscrição': falta a coluna 'Inscrição'",
      "Planilha 'Candidatos', linha 1, coluna 'Nota': falta a coluna 'Nota'",
    );
  });

  it('unreadable rows: all problems at once, with row and column', async () => {
    const f = path.join(dir, 'linhas.xlsx');
    const rows = GOOD.map((r) => r.slice());
    rows[1][3] = 'abc';
    rows[2][4] = 'Azul';
    rows[3][0] = '1';
    rows.push(['4', 'Davi', 'Professor', 60, '', 'Sim', '', 'Aprovado', '30/02/1990', null]);
    await writeWorkbook(f, { Candidatos: rows, Parâmetros: PARAMS });
    const err = await expectFailure(
      f,
      {},
      "Planilha 'Candidatos', linha 2, coluna 'Nota': a nota 'abc' não é um número.",
      "Planilha 'Candidatos', linha 3, coluna 'Cota': o grupo 'Azul' não é um grupo conhecido",
      "Planilha 'Candidatos', linha 4, coluna 'Inscrição': a inscrição '1' aparece duas vezes no cargo 'Professor' (linhas 2 e 4).",
      "Planilha 'Candidatos', linha 5, coluna 'Optante': o candidato optou pelas vagas reservadas, mas a coluna 'Cota' não diz o grupo",
      "Planilha 'Candidatos', linha 5, coluna 'Nascimento': a data de nascimento '30/02/1990' não é uma data válida.",
    );
    expect(err.trim().split('\n')).toHaveLength(6);
  });

  it('a contradictory Parâmetros sheet', async () => {
    const f = path.join(dir, 'param.xlsx');
    await writeWorkbook(f, {
      Candidatos: GOOD,
      Parâmetros: [
        ['Regra', 'Lei 9.999'],
        ['Arredondamento', 'para cima'],
        [],
        ['Cargo', 'Vagas'],
        ['Professor', 3],
        ['PROFESSOR', 4],
        ['Motorista', 1.5],
      ],
    });
    await expectFailure(
      f,
      {},
      "Planilha 'Parâmetros', linha 1, coluna 'B': regra desconhecida 'Lei 9.999'",
      "Planilha 'Parâmetros', linha 2, coluna 'B': arredondamento desconhecido 'para cima'",
      "Planilha 'Parâmetros', linha 6, coluna 'Vagas': o cargo 'PROFESSOR' aparece duas vezes com vagas diferentes (3 na linha 5 e 4 na linha 6).",
      "Planilha 'Parâmetros', linha 7, coluna 'Vagas': o número de vagas deve ser um número inteiro (1,5) para o cargo 'Motorista'.",
    );
  });

  it('a cargo without vacancies, and no vacancies at all', async () => {
    const f = path.join(dir, 'cargo.xlsx');
    const rows = GOOD.map((r) => r.slice());
    rows[2][2] = 'Motorista';
    await writeWorkbook(f, { Candidatos: rows, Parâmetros: PARAMS });
    await expectFailure(f, {}, "Planilha 'Candidatos', linha 3, coluna 'Cargo': o cargo 'Motorista' não está na lista de vagas");
    const g = path.join(dir, 'sem-vagas.xlsx');
    await writeWorkbook(g, { Candidatos: GOOD });
    await expectFailure(g, {}, 'Falta o número de vagas');
  });

  it('bad flags: wrong usage (exit 2), every bad value at once, nothing read or written', async () => {
    const f = path.join(dir, 'ok.xlsx');
    await writeWorkbook(f, { Candidatos: GOOD, Parâmetros: PARAMS });
    const saida = path.join(dir, 'resultado.xlsx');
    const r = cotasBin(
      'classificar',
      f,
      '--saida',
      saida,
      '--regra',
      'marte',
      '--arredondamento',
      'x',
      '--colisao',
      'y',
      '--ausencia',
      'z',
      '--pcd',
      'estadual',
      '--reserva-multipla',
      'metade',
      '--data-referencia',
      '2026-13-01',
      '--data-edital',
      '5/1/26',
      '--vagas',
      'Professor=-1',
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    for (const m of [
      'Regra desconhecida para --regra: "marte". Use pirangi-3056-2025, federal-15142-2025 ou federal-12990-2014',
      'Valor inválido para --arredondamento: "x". Use total ou por-grupo.',
      'Valor inválido para --colisao: "y". Use anterior ou posterior.',
      'Valor inválido para --ausencia: "z". Use ampla ou eliminado.',
      'Valor inválido para --pcd: "estadual". Use nenhuma, federal-9508-2018 ou sp-lc683-1992.',
      'Valor inválido para --reserva-multipla: "metade". Use maior-percentual ou todas.',
      'Data inválida para --data-referencia: "2026-13-01". Use aaaa-mm-dd ou dd/mm/aaaa',
      'Data inválida para --data-edital: "5/1/26".',
      'Valor inválido para --vagas: "Professor=-1". O número de vagas não pode ser negativo (-1) para o cargo \'Professor\'. Use um número',
    ]) {
      expect(r.stderr).toContain(m);
    }
    // The nine messages, then (after a blank line) the usage.
    expect(r.stderr.split('\n\n')[0].split('\n')).toHaveLength(9);
    expect(fs.readdirSync(dir)).toEqual(['ok.xlsx']);
  });

  it('an unknown top-level key of a JSON input names the key (exit 1)', () => {
    const f = path.join(dir, 'regar.json');
    fs.writeFileSync(f, JSON.stringify({ regar: 'federal-15142-2025', vagas: 3, candidatos: [{ inscricao: '1', nota: 5 }] }));
    const r = cotasBin('classificar', f, '--saida', path.join(dir, 'r.xlsx'));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("cotas: a entrada 'regar.json' tem 1 problema; nada foi calculado:");
    expect(r.stderr).toContain(
      'Campo desconhecido "regar" no documento. Os campos aceitos são: regra, opcoes, vagas, historico, corte, cargos, candidatos.',
    );
    expect(fs.readdirSync(dir)).toEqual(['regar.json']);
  });

  it('an unknown option or candidate key, and a bad PcD option in a JSON input', () => {
    const f = path.join(dir, 'chaves.json');
    fs.writeFileSync(
      f,
      JSON.stringify({
        vagas: 3,
        opcoes: { pcd: 'federal', reservaMultipla: 'ambas', arredondar: 'total' },
        candidatos: [{ inscricao: '1', nota: 5, deficiencia: true }],
      }),
    );
    const r = cotasBin('classificar', f, '--json');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Opção desconhecida "arredondar"');
    expect(r.stderr).toContain('Regra de reserva PcD desconhecida "federal"');
    expect(r.stderr).toContain('"reservaMultipla"');
    expect(r.stderr).toContain('Candidato 1 (inscrição 1), campo "deficiencia": campo desconhecido');
  });

  it('an output that would overwrite the input, is not .xlsx, or is in a missing folder', async () => {
    const f = path.join(dir, 'ok.xlsx');
    await writeWorkbook(f, { Candidatos: GOOD, Parâmetros: PARAMS });
    const before = fs.readFileSync(f);
    let r = await classifySpreadsheet({ entrada: f, saida: f });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('mesmo arquivo de entrada');
    expect(fs.readFileSync(f)).toEqual(before);
    r = await classifySpreadsheet({ entrada: f, saida: path.join(dir, 'saida.csv') });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('deve terminar em .xlsx');
    r = await classifySpreadsheet({ entrada: f, saida: path.join(dir, 'nao', 'existe.xlsx') });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('não existe');
    expect(fs.readdirSync(dir)).toEqual(['ok.xlsx']);
  });
});
