// The command on the example workbook (assets/exemplo-concurso.xlsx), round-tripped: what is written
// is read back with exceljs and checked against the engine's result on the same input.
import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
import { classify, toContractJson } from '../../../src/engine';
import type { Candidate, ConcursoResult } from '../../../src/engine/types';
import { classifySpreadsheet, inputHash, runSpreadsheet } from '../../../src/cli/planilha';
import { readOptionFlags } from '../../../src/cli/opcoes';
import { readSpreadsheetFile } from '../../../src/hosts/file';
import { readConcursoWorkbook } from '../../../src/sheet';
import { EXAMPLE_CARGOS, EXAMPLE_PATH, exampleData, writeExampleWorkbook } from '../../../tools/gerar-exemplo';
import { cargoBlock, readWorkbook, tempDir } from '../../support/workbook-files';

const ROOT = path.resolve(__dirname, '..', '..', '..');
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
    for (const s of ['deferida', 'indeferida', 'pendente', 'ausente'])
      expect(c.candidatos.some((x) => x.grupo && x.optante && x.confirmacao === s)).toBe(true);
    expect(c.candidatos.some((x) => x.fraude)).toBe(true);
    expect(c.opcoes.dataReferencia).not.toBeNull();
    expect(c.candidatos.some((x) => x.nascimento! <= '1966-03-20')).toBe(true);
    expect(c.candidatos.some((x) => x.nome!.startsWith('='))).toBe(true);
    expect(c.candidatos.some((x) => /[áéíóúâêôãõç]/i.test(x.nome!))).toBe(true);
    expect(c.cargos.map((x) => x.cargo)).toEqual(EXAMPLE_CARGOS.map((x) => x.nome));
    // The PcD reserve (rules.md §9): chosen in Parâmetros, PcD candidates, some also cotistas, every
    // assessment outcome, and cargos with 5 vacancies or more (where the PcD reserve starts).
    // Reserva múltipla left to the rule set's default: 'todas' for Pirangi (rules.md §9).
    expect(c.opcoes).toMatchObject({ pcd: 'federal-9508-2018', reservaMultipla: 'todas' });
    const pcd = c.candidatos.filter((x) => x.pcd);
    expect(pcd.length).toBeGreaterThanOrEqual(10);
    for (const g of ['PP', 'IND']) expect(pcd.some((x) => x.grupo === g && x.optante)).toBe(true);
    for (const s of ['deferida', 'indeferida', 'pendente']) expect(pcd.some((x) => x.aprovado && x.avaliacaoPcd === s)).toBe(true);
    expect(vagas.filter((v) => v >= 5).length).toBeGreaterThanOrEqual(2);
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
    expect(stdout).toContain(
      `Listas finais gravadas em '${out}' (CPF mascarado; use --sem-mascara para a versão completa, de uso interno).`,
    );
  });

  it('writes every list exactly as the engine computed it (one sheet per list, a block of rows per cargo)', async () => {
    const wb = await readWorkbook(out);
    // The default layout ('por-lista'): Resumo, AC, each group, PCD, Nomeação, Memória — whatever the number of cargos.
    expect([...wb.keys()]).toEqual(['Resumo', 'AC', 'PP', 'IND', 'QUI', 'PCD', 'Nomeação', 'Memória de cálculo']);
    // Each cargo's rows together, in the Resumo's order.
    const order = wb.get('Resumo')!.linhas.map((r) => r[0]);
    for (const name of ['AC', 'PP', 'IND', 'QUI', 'PCD', 'Nomeação']) {
      const cargos = wb.get(name)!.linhas.map((r) => r[0]);
      const blocks = cargos.filter((c, i) => i === 0 || c !== cargos[i - 1]);
      expect(blocks).toEqual(order);
    }
    for (const c of resultado.cargos) {
      const ac = cargoBlock(wb.get('AC')!, c.cargo!);
      expect(ac.linhas.map((r) => r[ac.cabecalho.indexOf('Inscrição')])).toEqual(c.listas.AC);
      for (const g of ['PP', 'IND', 'QUI', 'PCD']) {
        const t = cargoBlock(wb.get(g)!, c.cargo!);
        expect(t.cabecalho[0]).toBe(`Classificação ${g}`);
        expect(t.linhas.map((r) => r[t.cabecalho.indexOf('Inscrição')])).toEqual(c.listas[g]);
      }
      const nom = cargoBlock(wb.get('Nomeação')!, c.cargo!);
      expect(nom.linhas.map((r) => [r[0], r[1], r[nom.cabecalho.indexOf('Inscrição')] || null])).toEqual(
        c.nomeacao.map((n) => [n.posicao, n.vaga, n.inscricao]),
      );
      expect(nom.linhas).toHaveLength(c.vagas);
    }
    const memoria = wb.get('Memória de cálculo')!;
    const text = memoria.linhas.map((r) => r.join(' | ')).join('\n');
    const { sheets: input } = await readSpreadsheetFile(EXAMPLE);
    const read = readConcursoWorkbook(input);
    expect(text).toContain(`SHA-256 dos dados de entrada normalizados: ${inputHash(read.concurso!, read.cpfs)}`);
    // The reading report, with the workbook and the sheet named.
    expect(text).toContain('Leitura |  | Arquivo lido: exemplo-concurso.xlsx');
    expect(text).toContain("Leitura |  | Planilha 'Candidatos' (linha de cabeçalho 1): 375 candidatos lidos");
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

  it('the PcD reserve of Decreto nº 9.508/2018 beside the racial one (rules.md §3, §9)', () => {
    // Counts from the rules, for n vacancies: racial = round(20% of n) from 2 vacancies on (half up);
    // PcD = 0 below 5 vacancies, else 5% of n rounded up; AC the rest.
    const racial = (n: number): number => (n < 2 ? 0 : Math.floor((2 * n * 2000 + 10000) / 20000));
    const pcd = (n: number): number => (n < 5 ? 0 : Math.ceil((n * 500) / 10000));
    for (const c of resultado.cargos) {
      expect([c.cargo, c.reserva.PCD]).toEqual([c.cargo, pcd(c.vagas)]);
      expect([c.cargo, c.reserva.AC]).toEqual([c.cargo, c.vagas - racial(c.vagas) - pcd(c.vagas)]);
      // The k-th PcD position is the smallest p whose PcD count is at least k.
      const positions = Array.from({ length: c.vagas }, (_, i) => i + 1).filter((p) => pcd(p) > pcd(p - 1));
      expect([c.cargo, c.sequencia.flatMap((m, i) => (m === 'PCD' ? [i + 1] : []))]).toEqual([c.cargo, positions]);
    }
    expect(resultado.cargos.map((c) => c.reserva.PCD)).toEqual([0, 0, 1, 1, 2]);
    expect(
      resultado.cargos.find((c) => c.cargo === 'Agente Comunitário de Saúde')!.sequencia.flatMap((m, i) => (m === 'PCD' ? [i + 1] : [])),
    ).toEqual([5, 21]);
  });

  it('who stands in the PcD list: the assessment, and both reserves for a cotista with PcD (reservaMultipla todas, rules.md §9)', async () => {
    const { sheets } = await readSpreadsheetFile(EXAMPLE);
    const concurso = readConcursoWorkbook(sheets).concurso!;
    const id = (nome: string): string => concurso.candidatos.find((c) => c.nome === nome)!.inscricao;
    for (const c of resultado.cargos) {
      const mine = concurso.candidatos.filter((x) => x.cargo === c.cargo);
      const eligible = (x: Candidate): boolean => x.aprovado && !x.fraude;
      // In the PP list after the confirmation (an absent one, under "ampla", stays in AC only).
      const inPp = (x: Candidate): boolean =>
        x.grupo === 'PP' && x.optante && x.confirmacao !== 'indeferida' && x.confirmacao !== 'ausente';
      // Under 'todas' a cotista with PcD stands in the racial list and in the PcD list alike.
      const inPcd = (x: Candidate): boolean => eligible(x) && x.pcd && x.avaliacaoPcd !== 'indeferida' && x.avaliacaoPcd !== 'ausente';
      expect([c.cargo, [...c.listas.PCD].sort()]).toEqual([
        c.cargo,
        mine
          .filter(inPcd)
          .map((x) => x.inscricao)
          .sort(),
      ]);
      // A PP optante with PcD, both confirmed: in the PP list and in the PcD list.
      for (const x of mine.filter((y) => inPp(y) && inPcd(y)))
        expect([x.inscricao, c.listas.PP.includes(x.inscricao), c.listas.PCD.includes(x.inscricao)]).toEqual([x.inscricao, true, true]);
    }
    const prof = resultado.cargos.find((c) => c.cargo === 'Professor PEB I')!;
    const lazaro = id('Lázaro Nascimento Bragança');
    expect(prof.listas.PP).toContain(lazaro);
    expect(prof.listas.PCD).toContain(lazaro); // PP + PcD: both lists
    const raquel = id('Raquel Fontes Mendonça'); // assessment "Indeferida": AC only
    expect(prof.listas.AC).toContain(raquel);
    expect(prof.listas.PCD).not.toContain(raquel);
    const acs = resultado.cargos.find((c) => c.cargo === 'Agente Comunitário de Saúde')!;
    const jessica = id('Jéssica Guarani Pataxó'); // IND + PcD: both lists
    expect(acs.listas.PCD).toContain(jessica);
    expect(acs.listas.IND).toContain(jessica);
  });

  it('compensação: a cotista who enters through a reserved position with few vacancies counts in AC with all of them (rules.md §6)', async () => {
    const { sheets } = await readSpreadsheetFile(EXAMPLE);
    const concurso = readConcursoWorkbook(sheets).concurso!;
    const aline = concurso.candidatos.find((c) => c.nome === 'Aline Nascimento Romão')!.inscricao;
    const aux = resultado.cargos.find((c) => c.cargo === 'Auxiliar Administrativo')!;
    // 8 vacancies: PP at 3 and 8, PcD at 5, 5 AC. She is 4th in AC and 1st in the PP list: with 3
    // vacancies (2 AC, PP at 3) the PP vacancy is hers; with 8 she is inside the 5 AC vacancies.
    expect(aux.listas.AC.indexOf(aline)).toBe(3);
    expect(aux.listas.PP[0]).toBe(aline);
    const n = aux.nomeacao.find((x) => x.inscricao === aline)!;
    expect(n).toMatchObject({ posicao: 3, vaga: 'PP', modalidade: 'AC', entrada: { vagas: 3, modalidade: 'PP' } });
    expect(n.explicacao).toMatch(/art\. 10, §2º/);
    // Her PP vacancy passes to the next of the PP list, who enters later.
    const next = aux.nomeacao.find((x) => x.inscricao === aux.listas.PP[1])!;
    expect(next.modalidade).toBe('PP');
    expect(next.posicao).toBeGreaterThan(3);
    // The written order of nomination shows it on her row.
    const wb = await readWorkbook(out);
    const sheet = cargoBlock(wb.get('Nomeação')!, 'Auxiliar Administrativo');
    const row = sheet.linhas.find((r) => r[sheet.cabecalho.indexOf('Inscrição')] === aline)!;
    expect(['Vaga', 'Modalidade', 'Entrada'].map((h) => row[sheet.cabecalho.indexOf(h)])).toEqual([
      'PP',
      'Ampla concorrência',
      'com 3 vagas, PP',
    ]);
    // The short reason on her row (the full explanation, with the article, is in the Memória).
    expect(row[sheet.cabecalho.indexOf('Motivo')]).toBe(
      'compensação: entrou pela reserva PP com 3 vagas e, com 8, está entre as vagas de ampla concorrência pela nota',
    );
    const memoria = wb.get('Memória de cálculo')!;
    expect(memoria.linhas.map((r) => r[4])).toContain(
      'Reserva PcD: Decreto federal nº 9.508/2018 — 5% das vagas a partir de 5 vagas, fração arredondada para cima',
    );
  });

  it('--json prints the contract JSON of the same result and nothing else', async () => {
    const r = await classifySpreadsheet({ entrada: EXAMPLE, json: true });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(toContractJson(resultado))));
  });

  it('flags override the Parâmetros sheet', async () => {
    const r = await runSpreadsheet({
      entrada: EXAMPLE,
      json: true,
      flags: readOptionFlags({ arredondamento: 'por-grupo', dataReferencia: '2026-04-01' }),
    });
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.opcoes.arredondamento).toBe('por-grupo');
    expect(j.opcoes.dataReferencia).toBe('2026-04-01');
    const acs = j.cargos.find((c: { cargo: string }) => c.cargo === 'Agente Comunitário de Saúde');
    const base = resultado.cargos.find((c) => c.cargo === 'Agente Comunitário de Saúde')!;
    expect(acs.reserva).toEqual(base.reservaOutraLeitura.reserva);
  });

  it("--abas por-cargo: one sheet per list and cargo, with the same rows as each cargo's block of the default layout", async () => {
    const porCargo = path.join(dir, 'por-cargo.xlsx');
    const r = await classifySpreadsheet({ entrada: EXAMPLE, saida: porCargo, disposicao: 'por-cargo' });
    expect(r.code).toBe(0);
    const wb = await readWorkbook(porCargo);
    const porLista = await readWorkbook(out);
    const lists = ['AC', 'PP', 'IND', 'QUI', 'PCD', 'Nomeação'];
    expect([...wb.keys()]).toHaveLength(2 + lists.length * resultado.cargos.length);
    for (const c of resultado.cargos) {
      for (const l of lists) {
        const mine = [...wb.entries()].find(
          ([n]) =>
            n.startsWith(`${l} - `) &&
            wb
              .get(n)!
              .titulo.replace(/^PROVISÓRIO — não publicar — /, '')
              .startsWith(`${c.cargo} — `),
        );
        expect(mine).toBeDefined();
        const block = cargoBlock(porLista.get(l)!, c.cargo!);
        expect(mine![1].cabecalho).toEqual(block.cabecalho);
        expect(mine![1].linhas).toEqual(block.linhas);
      }
    }
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
