// The command on the example workbook (assets/exemplo-concurso.xlsx), round-tripped: what is written
// is read back with exceljs and checked against the engine's result on the same input.
import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
import { classify, toContractJson } from '../../src/engine';
import type { ConcursoResult } from '../../src/engine/types';
import { classifySpreadsheet, inputHash, runSpreadsheet } from '../../src/cli/planilha';
import { readSpreadsheetFile } from '../../src/hosts/file';
import { readConcursoWorkbook } from '../../src/sheet';
import { EXAMPLE_CARGOS, EXAMPLE_PATH, exampleData, writeExampleWorkbook } from '../../src/tools/gerar-exemplo';
import { readWorkbook, tempDir } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const EXAMPLE = path.join(ROOT, EXAMPLE_PATH);

let dir: string;
beforeAll(() => {
  dir = tempDir();
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the example workbook', () => {
  it('is what the deterministic generator produces (same candidates and parameters)', async () => {
    const fresh = path.join(dir, 'fresh.xlsx');
    await writeExampleWorkbook(exampleData(), fresh);
    const a = await readSpreadsheetFile(EXAMPLE);
    const b = await readSpreadsheetFile(fresh);
    expect(b.sheets).toEqual(a.sheets);
    // Deterministic: twice the same data.
    expect(exampleData()).toEqual(exampleData());
  });

  it('has what the issue asks for', async () => {
    const { sheets } = await readSpreadsheetFile(EXAMPLE);
    const r = readConcursoWorkbook(sheets);
    expect(r.problemas).toEqual([]);
    const c = r.concurso!;
    const vagas = c.cargos.map((x) => x.vagas);
    expect(vagas).toContain(1);
    expect(vagas).toContain(3);
    expect(Math.max(...vagas)).toBeGreaterThanOrEqual(30);
    expect(c.candidatos.length).toBeGreaterThanOrEqual(300);
    for (const g of ['PP', 'IND', 'QUI']) expect(c.candidatos.some((x) => x.grupo === g && x.optante)).toBe(true);
    for (const s of ['deferida', 'indeferida', 'pendente', 'ausente']) expect(c.candidatos.some((x) => x.grupo && x.optante && x.confirmacao === s)).toBe(true);
    expect(c.candidatos.some((x) => x.fraude)).toBe(true);
    expect(c.opcoes.dataReferencia).not.toBeNull();
    expect(c.candidatos.some((x) => x.nascimento! <= '1966-03-20')).toBe(true);
    expect(c.candidatos.some((x) => x.nome!.startsWith('='))).toBe(true);
    expect(c.candidatos.some((x) => /[áéíóúâêôãõç]/i.test(x.nome!))).toBe(true);
    expect(c.cargos.map((x) => x.cargo)).toEqual(EXAMPLE_CARGOS.map((x) => x.nome));
  });
});

describe('cotas classificar exemplo-concurso.xlsx --saida resultado.xlsx', () => {
  let resultado: ConcursoResult;
  let out: string;
  let stdout: string;

  beforeAll(async () => {
    out = path.join(dir, 'resultado.xlsx');
    const r = await classifySpreadsheet({ entrada: EXAMPLE, saida: out });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    stdout = r.stdout;
    // The engine's result on the same input, computed independently of the command.
    const { sheets } = await readSpreadsheetFile(EXAMPLE);
    resultado = classify(readConcursoWorkbook(sheets).concurso!);
  });

  it('prints a Portuguese summary per cargo', () => {
    for (const c of EXAMPLE_CARGOS) expect(stdout).toContain(`${c.nome} — ${c.vagas} ${c.vagas === 1 ? 'vaga' : 'vagas'}`);
    expect(stdout).toContain(`Listas finais gravadas em '${out}'.`);
  });

  it('writes every list exactly as the engine computed it', async () => {
    const wb = await readWorkbook(out);
    const sheets = [...wb.values()];
    for (const c of resultado.cargos) {
      const mine = sheets.filter((s) => s.titulo.startsWith(`${c.cargo} — `));
      const ac = mine.find((s) => s.titulo.includes('ampla concorrência'))!;
      expect(ac.linhas.map((r) => r[ac.cabecalho.indexOf('Inscrição')])).toEqual(c.listas.AC);
      for (const g of ['PP', 'IND', 'QUI']) {
        const t = mine.find((s) => s.cabecalho[0] === `Classificação ${g}`)!;
        expect(t.linhas.map((r) => r[t.cabecalho.indexOf('Inscrição')])).toEqual(c.listas[g]);
      }
      const nom = mine.find((s) => s.titulo.includes('Ordem de nomeação'))!;
      expect(nom.linhas.map((r) => [r[0], r[1], r[nom.cabecalho.indexOf('Inscrição')] || null])).toEqual(c.nomeacao.map((n) => [n.posicao, n.vaga, n.inscricao]));
      expect(nom.linhas).toHaveLength(c.vagas);
    }
    const memoria = wb.get('Memória de cálculo')!;
    const text = memoria.linhas.map((r) => r.join(' | ')).join('\n');
    const { sheets: input } = await readSpreadsheetFile(EXAMPLE);
    expect(text).toContain(`SHA-256 dos dados de entrada normalizados: ${inputHash(readConcursoWorkbook(input).concurso!)}`);
    for (const c of resultado.cargos) for (const s of c.memoria) expect(text).toContain(s.mensagem);
  });

  it('keeps "=Maria..." as text, never a formula, after the round trip', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    let found = 0;
    wb.eachSheet((ws) => {
      ws.eachRow((row) => {
        row.eachCell((cell) => {
          expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
          if (typeof cell.value === 'string' && cell.value.startsWith('=Maria')) {
            expect(cell.type).toBe(ExcelJS.ValueType.String);
            found++;
          }
        });
      });
    });
    expect(found).toBeGreaterThanOrEqual(2); // AC list, PP list (and nomination when nominated)
  });

  it('settles the planned ties: by age (Estatuto da Pessoa Idosa), by criterion, and reports the unresolved one', async () => {
    const { sheets } = await readSpreadsheetFile(EXAMPLE);
    const cands = readConcursoWorkbook(sheets).concurso!.candidatos;
    const id = (nome: string): string => cands.find((c) => c.nome === nome)!.inscricao;
    const prof = resultado.cargos.find((c) => c.cargo === 'Professor PEB I')!;
    const nominated = new Set(prof.nomeacao.map((n) => n.inscricao));
    const ac = prof.listas.AC;
    // Sebastião (born 1961) and Vinícius (better criteria) have the same score: the elder first.
    const seb = id('Sebastião Conceição de Araújo');
    const vin = id('Vinícius Magalhães Simões');
    expect(cands.find((c) => c.inscricao === seb)!.nota).toBe(cands.find((c) => c.inscricao === vin)!.nota);
    expect(ac.indexOf(seb)).toBe(ac.indexOf(vin) - 1);
    expect(nominated.has(seb)).toBe(true);
    expect(nominated.has(vin)).toBe(false);
    // Same score, first criterion decides.
    const aux = resultado.cargos.find((c) => c.cargo === 'Auxiliar Administrativo')!;
    const let_ = id('Letícia Guimarães Brandão');
    const joa = id('Joaquim Peçanha Tavares');
    expect(aux.listas.AC.indexOf(let_)).toBe(aux.listas.AC.indexOf(joa) - 1);
    expect(aux.nomeacao.some((n) => n.inscricao === let_)).toBe(true);
    expect(aux.nomeacao.some((n) => n.inscricao === joa)).toBe(false);
    // Nothing settles this one, and it decides who is nominated.
    const acs = resultado.cargos.find((c) => c.cargo === 'Agente Comunitário de Saúde')!;
    const tie = acs.avisos.find((a) => a.codigo === 'empate-nao-resolvido' && a.nivel === 'erro');
    expect(tie).toBeDefined();
    expect(tie!.mensagem).toContain(id('Érica Sampaio Galvão'));
    expect(tie!.mensagem).toContain(id('Ícaro Bueno Leão'));
    // The fraud is in no list.
    const fraud = id('Rogério Fontes Camargo');
    for (const l of Object.values(acs.listas)) expect(l).not.toContain(fraud);
    // The pending confirmation makes the Enfermeiro(a) result provisional.
    expect(resultado.cargos.find((c) => c.cargo === 'Enfermeiro(a)')!.provisorio).toBe(true);
  });

  it('--json prints the contract JSON of the same result and nothing else', async () => {
    const r = await classifySpreadsheet({ entrada: EXAMPLE, json: true });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(toContractJson(resultado))));
  });

  it('flags override the Parâmetros sheet', async () => {
    const r = await runSpreadsheet({ entrada: EXAMPLE, json: true, arredondamento: 'por-grupo', dataReferencia: '2026-04-01' });
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.opcoes.arredondamento).toBe('por-grupo');
    expect(j.opcoes.dataReferencia).toBe('2026-04-01');
    const acs = j.cargos.find((c: { cargo: string }) => c.cargo === 'Agente Comunitário de Saúde');
    const base = resultado.cargos.find((c) => c.cargo === 'Agente Comunitário de Saúde')!;
    expect(acs.reserva).toEqual(base.reservaOutraLeitura.reserva);
  });

  it('--mascarar masks CPFs and drops birth dates', async () => {
    const masked = path.join(dir, 'publicar.xlsx');
    const r = await classifySpreadsheet({ entrada: EXAMPLE, saida: masked, mascarar: true });
    expect(r.code).toBe(0);
    const wb = await readWorkbook(masked);
    let cpfs = 0;
    for (const [nome, s] of wb) {
      if (nome === 'Memória de cálculo') continue;
      expect(s.cabecalho).not.toContain('Nascimento');
      const col = s.cabecalho.indexOf('CPF');
      for (const row of s.linhas) {
        if (col >= 0 && row[col]) {
          expect(row[col]).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
          cpfs++;
        }
        for (const v of row) if (typeof v === 'string') expect(v).not.toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      }
    }
    expect(cpfs).toBeGreaterThan(300);
  });
});
