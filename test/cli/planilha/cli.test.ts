// The offline path as a user runs it: `cotas classificar planilha.xlsx --saida resultado.xlsx` through
// bin/cotas.js (compiled by the jest global setup), and `writeResultWorkbook` for JSON input.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { classify } from '../../../src/engine';
import type { Concurso } from '../../../src/engine/types';
import { writeResultWorkbook } from '../../../src/cli/planilha';
import { PIRANGI_DEFAULTS, readWorkbook, tempDir, writeWorkbook } from '../../support/workbook-files';

const root = path.join(__dirname, '..', '..', '..');
const bin = path.join(root, 'bin', 'cotas.js');
const example = path.join(root, 'assets', 'exemplo-concurso.xlsx');

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function cotas(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('cotas classificar <planilha>', () => {
  it('writes the workbook and prints the summary', () => {
    const r = cotas('classificar', example, '--saida', 'resultado.xlsx');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Professor PEB I — 13 vagas');
    expect(fs.readdirSync(dir)).toEqual(['resultado.xlsx']);
  });

  it('prints the same readable text as for a JSON input, and the file it wrote', () => {
    const r = cotas('classificar', example, '--saida', 'resultado.xlsx');
    expect(r.code).toBe(0);
    // What was read first, then the same text as for a JSON input.
    expect(r.stdout).toMatch(/^Leitura da planilha:\n {2}Arquivo lido: exemplo-concurso\.xlsx\n/);
    expect(r.stdout).toContain("Planilha 'Candidatos' (linha de cabeçalho 1): 375 candidatos lidos");
    expect(r.stdout).toMatch(/\n {2}Nota ← coluna F 'Nota final'\n/);
    expect(r.stdout).toMatch(/\n\nRegra: Lei nº 3\.056\/2025/);
    expect(r.stdout).toContain('Ordem de nomeação (Vaga: o tipo da posição');
    expect(r.stdout).toContain('Listas de classificação:');
    expect(r.stdout).toMatch(
      /\nListas finais gravadas em 'resultado\.xlsx' \(CPF mascarado; use --sem-mascara para a versão completa, de uso interno\)\.\n$/,
    );
  });

  it('--json and flags', () => {
    const r = cotas('classificar', example, '--json', '--arredondamento', 'por-grupo');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.opcoes.arredondamento).toBe('por-grupo');
    expect(j.cargos).toHaveLength(5);
  });

  it('bad spreadsheet: exit 1, problems on stderr, nothing on stdout, no file', async () => {
    const f = path.join(dir, 'ruim.xlsx');
    await writeWorkbook(f, {
      Candidatos: [
        ['Inscrição', 'Nota'],
        ['1', 'abc'],
      ],
    });
    const r = cotas('classificar', f, '--saida', 'resultado.xlsx', '--vagas', '2');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("Planilha 'Candidatos', linha 2, coluna 'Nota': a nota 'abc' não é um número.");
    expect(fs.readdirSync(dir)).toEqual(['ruim.xlsx']);
  });
});

describe('PcD in a spreadsheet', () => {
  const sheets = (pcdParam: string): Record<string, (string | number)[][]> => ({
    Candidatos: [
      ['Inscrição', 'Nome', 'Nota', 'PcD', 'Avaliação PcD'],
      ...Array.from({ length: 12 }, (_, k) => [
        String(k + 1),
        `Pessoa ${k + 1}`,
        100 - k,
        k === 10 ? 'Sim' : '',
        k === 10 ? 'Deferida' : '',
      ]),
    ],
    Parâmetros: [
      ['Vagas', 10],
      ['Reserva PcD', pcdParam],
    ],
  });

  it('the Parâmetros rule applies, and --pcd overrides it', async () => {
    const f = path.join(dir, 'pcd.xlsx');
    await writeWorkbook(f, sheets('Decreto 9.508/2018'));
    const withRule = JSON.parse(cotas('classificar', f, '--json').stdout);
    expect(withRule.opcoes.pcd).toBe('federal-9508-2018');
    expect(withRule.cargos[0].reserva).toEqual({ PP: 2, IND: 0, QUI: 0, PCD: 1, AC: 7 });
    expect(withRule.cargos[0].listas.PCD).toEqual(['11']);
    expect(withRule.cargos[0].nomeacao[4]).toMatchObject({ posicao: 5, vaga: 'PCD', inscricao: '11', modalidade: 'PCD' });
    const none = cotas('classificar', f, '--json', '--pcd', 'nenhuma');
    expect(none.stderr).toBe('');
    const j = JSON.parse(none.stdout);
    expect(j.opcoes.pcd).toBe('nenhuma');
    expect(j.cargos[0].reserva.PCD).toBeUndefined();
    expect(j.cargos[0].nomeacao.map((n: { inscricao: string }) => n.inscricao)).not.toContain('11');
  });

  it('the readable text shows the PcD reserve, list and position', async () => {
    const f = path.join(dir, 'pcd.xlsx');
    await writeWorkbook(f, sheets('federal-9508-2018'));
    const r = cotas('classificar', f, '--saida', 'pcd-resultado.xlsx');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Pessoas com deficiência \(PCD\)\s+1\s/);
    expect(r.stdout).toMatch(/5ª\s+PCD\s+11\s+Pessoa 11\s+PCD/);
    expect(r.stdout).toMatch(/Pessoas com deficiência \(PCD\) — 1 candidato\n/);
    expect(fs.existsSync(path.join(dir, 'pcd-resultado.xlsx'))).toBe(true);
  });
});

describe('JSON input with --saida', () => {
  it('writes the workbook and prints the readable text, like a spreadsheet input', () => {
    const f = path.join(dir, 'concurso.json');
    fs.writeFileSync(
      f,
      JSON.stringify({
        vagas: 2,
        candidatos: [
          { inscricao: '1', nome: 'Ana', nota: 9 },
          { inscricao: '2', nome: 'Bia', nota: 8 },
        ],
      }),
    );
    const r = cotas('classificar', f, '--saida', 'r.xlsx');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/1ª\s+AC\s+1\s+Ana\s+AC/);
    expect(r.stdout).toMatch(
      /\nListas finais gravadas em 'r\.xlsx' \(CPF mascarado; use --sem-mascara para a versão completa, de uso interno\)\.\n$/,
    );
    expect(fs.readdirSync(dir).sort()).toEqual(['concurso.json', 'r.xlsx']);
  });
  it('refuses an output that is not .xlsx before reading anything', () => {
    const r = cotas('classificar', path.join(dir, 'nao-existe.json'), '--saida', 'r.csv');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("O arquivo de saída 'r.csv' deve terminar em .xlsx.");
  });
});

describe('writeResultWorkbook (JSON input with --saida)', () => {
  const concurso: Concurso = {
    regra: 'pirangi-3056-2025',
    opcoes: { ...PIRANGI_DEFAULTS },
    cargos: [{ cargo: null, vagas: 3 }],
    candidatos: ['10', '11', '12', '13'].map((inscricao, i) => ({
      inscricao,
      nome: i === 0 ? '@Ana' : `P${i}`,
      cpf: '12345678901',
      cargo: null,
      nota: 90 - i,
      aprovado: true,
      grupo: i === 3 ? 'PP' : null,
      optante: i === 3,
      confirmacao: 'deferida' as const,
      fraude: false,
      nascimento: null,
      desempate: [],
      pcd: false,
      avaliacaoPcd: 'pendente' as const,
    })),
  };
  it('writes the same lists and masks the CPF when asked', async () => {
    const result = classify(concurso);
    const saida = path.join(dir, 'r.xlsx');
    await writeResultWorkbook({ concurso, result, saida, mascarar: true });
    const wb = await readWorkbook(saida);
    const nom = wb.get('Nomeação')!;
    expect(nom.linhas.map((r) => r[nom.cabecalho.indexOf('Inscrição')])).toEqual(result.cargos[0].nomeacao.map((n) => n.inscricao));
    const ac = wb.get('AC')!;
    expect(ac.linhas[0][ac.cabecalho.indexOf('Nome')]).toBe('@Ana');
    expect(ac.linhas[0][ac.cabecalho.indexOf('CPF')]).toBe('***.456.789-**');
  });
  it('the Memória names the input file, not the folders of the user who ran it', async () => {
    const result = classify(concurso);
    const saida = path.join(dir, 'r.xlsx');
    await writeResultWorkbook({ concurso, result, saida, origem: path.join(dir, 'pasta', 'concurso.json') });
    const memoria = (await readWorkbook(saida)).get('Memória de cálculo')!;
    const texts = memoria.linhas.map((r) => String(r[r.length - 1]));
    expect(texts).toContain('Arquivo de entrada: concurso.json');
    expect(texts.some((t) => t.includes(dir))).toBe(false);
  });
  it('refuses a missing folder without leaving anything', async () => {
    const result = classify(concurso);
    await expect(writeResultWorkbook({ concurso, result, saida: path.join(dir, 'x', 'r.xlsx') })).rejects.toThrow('não existe');
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
