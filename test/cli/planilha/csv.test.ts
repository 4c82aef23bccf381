// CSV input as Brazilian Excel saves it, through the command.
import * as fs from 'fs';
import * as path from 'path';
import { classify, toContractJson } from '../../../src/engine';
import type { Concurso } from '../../../src/engine/types';
import { classifySpreadsheet } from '../../../src/cli/planilha';
import { readOptionFlags } from '../../../src/cli/opcoes';
import { PIRANGI_DEFAULTS, readWorkbook, tempDir } from '../../support/workbook-files';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const CSV = [
  'Nº de inscrição;Nome;Nota final;Cota;Concorre às vagas reservadas;Heteroidentificação;Situação;Data de nascimento;Pessoa com deficiência;Perícia médica',
  '0001;"Conceição, Maria";87,5;Pardo(a);Sim;Deferida;Aprovada;09/03/1961;Não;',
  '0002;João Simões;90;;;;Aprovado;01/01/1990;Visual;Deferida',
  '0003;"=Maria ""Mãe"" Araújo";70,25;Indígena(o);S;Deferido;Aprovado;;Sim;Não enquadrada',
  '0004;Inês Guimarães;85;Quilombola(a);Sim;Pendente;Aprovado;;;',
  '0005;Sebastião Leão;60;Preto;Sim;Indeferida;Reprovado;;X;',
  '',
].join('\r\n');

/** The same concurso written by hand, to compare with what the command read. */
const EXPECTED: Concurso = {
  regra: 'pirangi-3056-2025',
  opcoes: { ...PIRANGI_DEFAULTS },
  cargos: [{ cargo: null, vagas: 5 }],
  candidatos: [
    {
      inscricao: '0001',
      nome: 'Conceição, Maria',
      nota: 87.5,
      aprovado: true,
      grupo: 'PP',
      optante: true,
      confirmacao: 'deferida',
      fraude: false,
      nascimento: '1961-03-09',
      desempate: [],
      cargo: null,
      pcd: false,
      avaliacaoPcd: 'pendente',
    },
    {
      inscricao: '0002',
      nome: 'João Simões',
      nota: 90,
      aprovado: true,
      grupo: null,
      optante: false,
      confirmacao: 'pendente',
      fraude: false,
      nascimento: '1990-01-01',
      desempate: [],
      cargo: null,
      pcd: true,
      avaliacaoPcd: 'deferida',
    },
    {
      inscricao: '0003',
      nome: '=Maria "Mãe" Araújo',
      nota: 70.25,
      aprovado: true,
      grupo: 'IND',
      optante: true,
      confirmacao: 'deferida',
      fraude: false,
      nascimento: null,
      desempate: [],
      cargo: null,
      pcd: true,
      avaliacaoPcd: 'indeferida',
    },
    {
      inscricao: '0004',
      nome: 'Inês Guimarães',
      nota: 85,
      aprovado: true,
      grupo: 'QUI',
      optante: true,
      confirmacao: 'pendente',
      fraude: false,
      nascimento: null,
      desempate: [],
      cargo: null,
      pcd: false,
      avaliacaoPcd: 'pendente',
    },
    {
      inscricao: '0005',
      nome: 'Sebastião Leão',
      nota: 60,
      aprovado: false,
      grupo: 'PP',
      optante: true,
      confirmacao: 'indeferida',
      fraude: false,
      nascimento: null,
      desempate: [],
      cargo: null,
      pcd: true,
      avaliacaoPcd: 'pendente',
    },
  ],
};

function cp1252(s: string): Buffer {
  return Buffer.from(Array.from(s).map((ch) => ch.charCodeAt(0)));
}

describe.each([
  ['UTF-8', Buffer.from(CSV, 'utf8')],
  ['UTF-8 com BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CSV, 'utf8')])],
  ['Windows-1252', cp1252(CSV)],
])('CSV %s', (_nome, bytes) => {
  it('classifies exactly like the same data typed by hand, and writes the lists', async () => {
    const f = path.join(dir, 'candidatos.csv');
    fs.writeFileSync(f, bytes);
    const r = await classifySpreadsheet({ entrada: f, json: true, flags: readOptionFlags({ vagas: '5' }) });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const expected = JSON.parse(JSON.stringify(toContractJson(classify(EXPECTED))));
    expect(JSON.parse(r.stdout)).toEqual(expected);

    const out = path.join(dir, 'resultado.xlsx');
    const w = await classifySpreadsheet({ entrada: f, saida: out, flags: readOptionFlags({ vagas: '5' }) });
    expect(w.code).toBe(0);
    const wb = await readWorkbook(out);
    const ac = wb.get('AC')!;
    expect(ac.linhas.map((l) => l[ac.cabecalho.indexOf('Inscrição')])).toEqual(expected.cargos[0].listas.AC);
    const names = ac.linhas.map((l) => l[ac.cabecalho.indexOf('Nome')]);
    expect(names).toContain('=Maria "Mãe" Araújo');
    expect(names).toContain('Conceição, Maria');
  });

  it('with a PcD rule: the PcD list holds the eligible PcD candidates whose assessment was not rejected (rules.md §9)', async () => {
    const f = path.join(dir, 'candidatos.csv');
    fs.writeFileSync(f, bytes);
    const r = await classifySpreadsheet({ entrada: f, json: true, flags: readOptionFlags({ vagas: '5', pcd: 'federal-9508-2018' }) });
    expect(r.stderr).toBe('');
    const withPcd: Concurso = { ...EXPECTED, opcoes: { ...EXPECTED.opcoes, pcd: 'federal-9508-2018' } };
    const got = JSON.parse(r.stdout);
    expect(got).toEqual(JSON.parse(JSON.stringify(toContractJson(classify(withPcd)))));
    // 0002 ("Visual", laudo deferido) only: 0003's assessment is "Não enquadrada", 0005 failed.
    expect(got.cargos[0].listas.PCD).toEqual(['0002']);
    const out = path.join(dir, 'resultado.xlsx');
    expect(
      (await classifySpreadsheet({ entrada: f, saida: out, flags: readOptionFlags({ vagas: '5', pcd: 'federal-9508-2018' }) })).code,
    ).toBe(0);
    const pcd = (await readWorkbook(out)).get('PCD')!;
    expect(pcd.titulo).toMatch(
      /^Cargo único — Lista de pessoas com deficiência \(PCD\) — Decreto federal nº 9\.508\/2018 — gerada em \d\d\/\d\d\/\d{4}$/,
    );
    // The published PcD list carries no assessment result (a sensitive datum): only who stands in it.
    expect(pcd.cabecalho).not.toContain('Avaliação PcD');
    expect(pcd.linhas.map((l) => l[pcd.cabecalho.indexOf('Inscrição')])).toEqual(['0002']);
  });
});

describe('CSV problems', () => {
  it('comma-separated with unquoted decimal commas is refused with an explanation', async () => {
    const f = path.join(dir, 'virgula.csv');
    fs.writeFileSync(f, 'Inscrição,Nota\n1,7,5\n2,8\n');
    const r = await classifySpreadsheet({ entrada: f, flags: readOptionFlags({ vagas: '1' }), saida: path.join(dir, 'r.xlsx') });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('separado por ponto e vírgula');
    expect(fs.readdirSync(dir)).toEqual(['virgula.csv']);
  });
  it('comma-separated without ambiguity is accepted', async () => {
    const f = path.join(dir, 'virgula.csv');
    fs.writeFileSync(f, 'Inscrição,Nota,Cota\n1,"7,5",PP\n2,8.25,\n');
    const r = await classifySpreadsheet({ entrada: f, flags: readOptionFlags({ vagas: '1' }), json: true });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).cargos[0].listas.AC).toEqual(['2', '1']);
  });
  it('bad rows in a CSV name the sheet (file name), row and column', async () => {
    const f = path.join(dir, 'inscritos.csv');
    fs.writeFileSync(f, 'Inscrição;Nota\n1;abc\n2;\n');
    const r = await classifySpreadsheet({ entrada: f, flags: readOptionFlags({ vagas: '1' }) });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("Planilha 'inscritos', linha 2, coluna 'Nota': a nota 'abc' não é um número.");
    expect(r.stderr).toContain("Planilha 'inscritos', linha 3, coluna 'Nota': a nota está em branco");
  });
});
