// The offline path as a user runs it: `cotas classificar planilha.xlsx --saida resultado.xlsx` through
// bin/cotas.js (compiled by the jest global setup), and `writeResultWorkbook` for JSON input.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { classify } from '../../src/engine';
import type { Concurso } from '../../src/engine/types';
import { writeResultWorkbook } from '../../src/cli/planilha';
import { readWorkbook, tempDir, writeWorkbook } from './helpers';

const root = path.join(__dirname, '..', '..');
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

  it('--json and flags', () => {
    const r = cotas('classificar', example, '--json', '--arredondamento', 'por-grupo');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.opcoes.arredondamento).toBe('por-grupo');
    expect(j.cargos).toHaveLength(5);
  });

  it('bad spreadsheet: exit 1, problems on stderr, nothing on stdout, no file', async () => {
    const f = path.join(dir, 'ruim.xlsx');
    await writeWorkbook(f, { Candidatos: [['Inscrição', 'Nota'], ['1', 'abc']] });
    const r = cotas('classificar', f, '--saida', 'resultado.xlsx', '--vagas', '2');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("Planilha 'Candidatos', linha 2, coluna 'Nota': a nota 'abc' não é um número.");
    expect(fs.readdirSync(dir)).toEqual(['ruim.xlsx']);
  });
});

describe('writeResultWorkbook (JSON input with --saida)', () => {
  const concurso: Concurso = {
    regra: 'pirangi-3056-2025',
    opcoes: { arredondamento: 'total', colisao: 'anterior', ausenciaConfirmacao: 'ampla', dataReferencia: null, dataEdital: null },
    cargos: [{ cargo: null, vagas: 3 }],
    candidatos: ['10', '11', '12', '13'].map((inscricao, i) => ({
      inscricao, nome: i === 0 ? '@Ana' : `P${i}`, cpf: '12345678901', cargo: null, nota: 90 - i, aprovado: true,
      grupo: i === 3 ? 'PP' : null, optante: i === 3, confirmacao: 'deferida' as const, fraude: false, nascimento: null, desempate: [],
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
