// The Nomeações step's workflow (src/app/acts.ts, nominations.ts): acts appended to the Nomeações
// sheet under its own header, never a row rewritten, the sheet created with the catalogue's header; the
// new acts checked against the record (rules.md §10) before anything is written; two members appending
// at once keep both their rows on every port; new vacancies written in the Parâmetros sheet; and the
// step's view of the §10 withdrawal example, position by position.
import { actRows, newActProblems, planAppendActs, planRaiseVacancies } from '../../src/app/acts';
import type { ActEntry } from '../../src/app/acts';
import { nominationsView } from '../../src/app/nominations';
import { raiseVacancies, recordActs } from '../../src/app/workflow-async';
import { ACT_COLUMNS } from '../../src/engine/catalog/acts';
import { classify } from '../../src/engine';
import type { Act, Concurso } from '../../src/engine';
import { OfficeWorkbook } from '../../src/hosts/excel/office-workbook';
import { SheetsWorkbook } from '../../src/hosts/gas/sheets-workbook';
import { readActsTable, readConcursoWorkbook } from '../../src/sheet';
import type { SheetData } from '../../src/sheet';
import { FakeExcel, gridFrom } from '../support/fake-excel';
import { fakeGas } from '../support/fake-gas';
import type { Value } from '../support/fake-gas';
import { MemoryWorkbook } from '../support/memory-workbook';
import { RANKING_DESISTENCIA, pastaDesistencia } from '../support/pane-data';

// office-addin-mock (the fake Excel) imports office-addin-manifest only for its OfficeApp enum, whose
// real module pulls an ES module Jest cannot require (as in test/hosts/excel/office-workbook.test.ts).
jest.mock('office-addin-manifest', () => ({ OfficeApp: { Excel: 'excel' } }));

const ORDEM = ['G1', 'P1', 'P2', 'G2', 'D1', 'G3', 'G4', 'P3', 'G5', 'G6'];
const HEADER = ['Cargo', 'Posição', 'Inscrição', 'Nome', 'Situação', 'Ato', 'Data'];

function nomeacao(posicao: number, inscricao: string, ato = 'Portaria 45/2026', data = '2026-04-02'): ActEntry {
  return { cargo: null, posicao, inscricao, nome: `Pessoa ${inscricao}`, situacao: 'nomeado', ato, data };
}

/** The example's concurso, read from its workbook, with `historico` on its one cargo (what the Nomeações sheet's reader gives). */
function concursoCom(historico: Act[], vagas = 10): Concurso {
  const c = readConcursoWorkbook(pastaDesistencia()).concurso!;
  return { ...c, cargos: [{ ...c.cargos[0], vagas, historico }] };
}

const TODOS_NOMEADOS: Act[] = ORDEM.map((inscricao, i) => ({
  posicao: i + 1,
  inscricao,
  situacao: 'nomeado',
  ato: 'Portaria 45/2026',
  data: '2026-04-02',
}));

test('o catálogo dá o cabeçalho escrito (a ordem que o leitor da planilha Nomeações lê)', () => {
  expect(ACT_COLUMNS.map((c) => c.rotulo)).toEqual(HEADER);
});

describe('planAppendActs: as linhas a acrescentar, ou por que nada é gravado', () => {
  test('sem a planilha Nomeações: criada com o cabeçalho; uma linha por pessoa; a situação escrita como o catálogo; a data como data', () => {
    const plan = planAppendActs(pastaDesistencia(), [nomeacao(1, 'G1'), nomeacao(2, 'P1')]);
    if ('parar' in plan) throw new Error(plan.parar.titulo);
    expect(plan.method).toBe('appendRows');
    expect(plan.args).toEqual([
      'Nomeações',
      HEADER,
      [
        [null, 1, 'G1', 'Pessoa G1', 'Nomeado(a)', 'Portaria 45/2026', new Date(Date.UTC(2026, 3, 2))],
        [null, 2, 'P1', 'Pessoa P1', 'Nomeado(a)', 'Portaria 45/2026', new Date(Date.UTC(2026, 3, 2))],
      ],
    ]);
  });

  test('a aba da comissão, com notas acima e as colunas noutra ordem: as linhas seguem o cabeçalho dela', () => {
    const sheet: SheetData = {
      nome: 'Atos',
      linhas: [
        ['Registro dos atos do concurso'],
        [],
        ['Inscrição', 'Situação', 'Posição', 'Portaria', 'Data'],
        ['G1', 'Nomeado', 1, 'P. 1', null],
      ],
    };
    const desist: ActEntry = {
      cargo: null,
      posicao: 3,
      inscricao: 'P2',
      nome: 'Pessoa P2',
      situacao: 'desistente',
      ato: 'Termo 7',
      data: null,
    };
    const read = (s: SheetData) => readActsTable(s.nome, s.linhas);
    expect(actRows(read(sheet), [desist])).toEqual({ nome: 'Atos', cabecalho: HEADER, linhas: [['P2', 'Desistente', 3, 'Termo 7', null]] });
    // A value with no column to hold it: the column is named, nothing written.
    const semAto: SheetData = { nome: 'Nomeações', linhas: [['Posição', 'Inscrição', 'Situação']] };
    expect(actRows(read(semAto), [desist])).toEqual({ recusa: "a planilha 'Nomeações' não tem a coluna 'Ato': acrescente-a ao cabeçalho" });
    expect(actRows(read({ nome: 'Nomeações', linhas: [['Lista de atos'], ['G1', 1]] }), [desist])).toEqual({
      recusa: "a planilha 'Nomeações' não tem o cabeçalho das nomeações ('Posição', 'Inscrição', 'Situação')",
    });
  });

  test('atos que quebram uma regra do §10: nada é gravado, cada problema dito', () => {
    const plan = planAppendActs(pastaDesistencia(), [nomeacao(1, 'G1'), nomeacao(1, 'P1'), nomeacao(11, 'G2'), nomeacao(4, 'X9')]);
    expect('parar' in plan && plan.parar).toMatchObject({
      ok: false,
      titulo: '3 atos não podem ser registrados: nada foi gravado.',
      problemas: [
        { nivel: 'erro', mensagem: 'a 1ª posição já é ocupada pela inscrição G1' },
        { nivel: 'erro', mensagem: 'a posição 11 está fora das vagas do cargo (1 a 10)' },
        { nivel: 'erro', mensagem: 'a inscrição X9 não é de candidato(a) deste cargo' },
      ],
    });
    const invalida = pastaDesistencia();
    invalida[0].linhas[2][2] = 'abc';
    const parada = planAppendActs(invalida, [nomeacao(1, 'G1')]);
    expect('parar' in parada && parada.parar).toMatchObject({
      titulo: 'A pasta tem 1 problema: corrija-os (etapa Validar) antes de registrar atos. Nada foi gravado.',
    });
  });

  test('os atos novos conferidos contra o registro já lido (a planilha Nomeações de cada cargo)', () => {
    const c = concursoCom(TODOS_NOMEADOS);
    expect(newActProblems(c, [{ ...nomeacao(3, 'P2'), situacao: 'desistente' }])).toEqual([]);
    expect(newActProblems(c, [nomeacao(3, 'P4')])).toEqual(['a 3ª posição já é ocupada pela inscrição P2']);
    expect(newActProblems(c, [{ ...nomeacao(3, 'P3'), situacao: 'sem-efeito' }])).toEqual([
      'a inscrição P3 não ocupa a 3ª posição (ocupada pela inscrição P2)',
    ]);
    // A problem the record already had is not the new act's.
    const ruim = concursoCom([...TODOS_NOMEADOS, { posicao: 1, inscricao: 'P4', situacao: 'nomeado', ato: null, data: null }]);
    expect(newActProblems(ruim, [{ ...nomeacao(3, 'P2'), situacao: 'empossado' }])).toEqual([]);
  });
});

describe('dois membros registrando ao mesmo tempo: cada um acrescenta no fim da aba como está ao gravar', () => {
  /** Both members plan from the same reading; then each appends. */
  async function intercalados(port: { readSheets(): unknown; appendRows(...a: Parameters<MemoryWorkbook['appendRows']>): unknown }) {
    const lidas = (await port.readSheets()) as SheetData[];
    const a = planAppendActs(lidas, [nomeacao(1, 'G1')]);
    const b = planAppendActs(lidas, [nomeacao(2, 'P1', 'Portaria 46/2026')]);
    if ('parar' in a || 'parar' in b) throw new Error('recusado');
    const ra = await port.appendRows(...a.args);
    const rb = await port.appendRows(...b.args);
    return [ra, rb];
  }
  const LINHAS_ESPERADAS = [
    HEADER.slice(0, 6),
    [null, 1, 'G1', 'Pessoa G1', 'Nomeado(a)', 'Portaria 45/2026'],
    [null, 2, 'P1', 'Pessoa P1', 'Nomeado(a)', 'Portaria 46/2026'],
  ];

  test('na pasta em memória (a da página web)', async () => {
    const wb = new MemoryWorkbook(pastaDesistencia());
    expect(await intercalados(wb)).toEqual([
      { planilha: 'Nomeações', primeiraLinha: 2, ultimaLinha: 2, criada: true },
      { planilha: 'Nomeações', primeiraLinha: 3, ultimaLinha: 3, criada: false },
    ]);
    const rows = wb.sheets.find((s) => s.nome === 'Nomeações')!.linhas;
    expect(rows.map((r) => r.slice(0, 6))).toEqual(LINHAS_ESPERADAS);
    expect(rows[2][6]).toEqual(new Date(Date.UTC(2026, 3, 2)));
  });

  test('no Excel (Office.js): texto como texto, a data como data dd/mm/aaaa', async () => {
    const fake = new FakeExcel(pastaDesistencia().map((s) => ({ name: s.nome, grid: gridFrom(s.linhas) })));
    const wb = new OfficeWorkbook(fake.run, () => true);
    expect(await intercalados(wb)).toEqual([
      { planilha: 'Nomeações', primeiraLinha: 2, ultimaLinha: 2, criada: true },
      { planilha: 'Nomeações', primeiraLinha: 3, ultimaLinha: 3, criada: false },
    ]);
    const grid = fake.find('Nomeações')!.grid;
    expect(grid.map((r) => r.slice(0, 6))).toEqual(LINHAS_ESPERADAS.map((r) => r.map((v) => v ?? '')));
    // 02/04/2026 as Excel's serial number, shown as a date; the inscrição as text.
    expect(grid[1][6]).toBe(46114);
    expect(fake.format('Nomeações', 'G2')).toBe('dd/mm/yyyy');
    expect(fake.format('Nomeações', 'C2')).toBe('@');
  });

  test('no Google Planilhas (Apps Script), sob o bloqueio do documento', async () => {
    const g = fakeGas();
    for (const s of pastaDesistencia())
      g.ss._add(
        s.nome,
        s.linhas.map((r) => r.map((v) => (v ?? '') as Value)),
      );
    const travas: string[] = [];
    const lock = { waitLock: () => void travas.push('espera'), tryLock: () => true, releaseLock: () => void travas.push('solta') };
    const wb = new SheetsWorkbook(
      () => g.ss as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet,
      () => lock,
    );
    const port = {
      readSheets: async () => wb.readSheets(),
      appendRows: async (...a: Parameters<MemoryWorkbook['appendRows']>) => wb.appendRows(...a),
    };
    expect(await intercalados(port)).toEqual([
      { planilha: 'Nomeações', primeiraLinha: 2, ultimaLinha: 2, criada: true },
      { planilha: 'Nomeações', primeiraLinha: 3, ultimaLinha: 3, criada: false },
    ]);
    expect(travas).toEqual(['espera', 'solta', 'espera', 'solta']);
    const sheet = g.ss._find('Nomeações')!;
    expect(sheet._values().map((r) => r.slice(0, 6))).toEqual(LINHAS_ESPERADAS.map((r) => r.map((v) => v ?? '')));
    const data = sheet._cell(3, 7)!;
    expect(data.fmt).toBe('dd/mm/yyyy');
    // Read back as every host gives a date cell to the sheet layer: the calendar date at midnight UTC.
    expect(wb.readSheets().find((s) => s.nome === 'Nomeações')!.linhas[2][6]).toEqual(new Date(Date.UTC(2026, 3, 2)));
    // A text Sheets would take for a formula stays text.
    const plan = planAppendActs(wb.readSheets(), [nomeacao(3, 'P2', '=1+1')]);
    if ('parar' in plan) throw new Error(plan.parar.titulo);
    wb.appendRows(...plan.args);
    expect(sheet._cell(4, 6)).toMatchObject({ v: '=1+1' });
    expect(sheet._cell(4, 6)!.formula).toBeUndefined();
  });
});

describe('recordActs e raiseVacancies: gravar, ler de novo, analisar de novo', () => {
  test('os atos acrescentados e o resultado dito; as linhas que já estavam não mudam', async () => {
    const sheets = pastaDesistencia();
    sheets.push({ nome: 'Nomeações', linhas: [['Nota da comissão: atos desde abril'], HEADER] });
    const wb = new MemoryWorkbook(sheets);
    const r = await recordActs(wb, [nomeacao(1, 'G1'), nomeacao(2, 'P1')]);
    expect(r.resultado).toMatchObject({
      ok: true,
      titulo: "2 atos registrados na planilha 'Nomeações' (linhas 3 a 4).",
      planilhas: ['Nomeações'],
    });
    const rows = wb.sheets.find((s) => s.nome === 'Nomeações')!.linhas;
    expect(rows.slice(0, 2)).toEqual([['Nota da comissão: atos desde abril'], HEADER]);
    expect(rows).toHaveLength(4);
    expect(r.analise.ok).toBe(true);
    expect(r.analise.nomeacoes).toHaveLength(1);
    // Refused: nothing written, the analysis given all the same.
    const recusa = await recordActs(wb, [nomeacao(1, 'X9')]);
    expect(recusa.resultado).toMatchObject({ ok: false, titulo: '1 ato não pode ser registrado: nada foi gravado.' });
    expect(wb.sheets.find((s) => s.nome === 'Nomeações')!.linhas).toHaveLength(4);
  });

  test('vagas novas: a linha Vagas da planilha Parâmetros, só para mais', async () => {
    const wb = new MemoryWorkbook(pastaDesistencia());
    const r = await raiseVacancies(wb, null, 11);
    expect(r.resultado).toMatchObject({
      ok: true,
      titulo: "Vagas do concurso: de 10 para 11. Parâmetros gravados na planilha 'Parâmetros'.",
    });
    expect(wb.sheets.find((s) => s.nome === 'Parâmetros')!.linhas).toEqual(
      expect.arrayContaining([
        ['Vagas', 11],
        ['Reserva PcD', 'federal-9508-2018'],
      ]),
    );
    expect(r.analise.nomeacoes![0].posicoes).toHaveLength(11);
    const antes = JSON.stringify(wb.sheets);
    const menos = planRaiseVacancies(await wb.readSheets(), null, 9);
    expect('parar' in menos && menos.parar.titulo).toBe(
      'As vagas do concurso só podem aumentar aqui (hoje 11; informado 9): para corrigir o número, use a etapa Parâmetros. Nada foi gravado.',
    );
    expect(JSON.stringify(wb.sheets)).toBe(antes);
  });

  test('vários cargos: a linha do cargo na tabela Cargo | Vagas', async () => {
    const sheets = pastaDesistencia();
    sheets[0].linhas = sheets[0].linhas.map((r, i) => [...r, i === 0 ? 'Cargo' : i % 2 ? 'Professor' : 'Motorista']);
    sheets[1].linhas = [
      ['Cargo', 'Vagas'],
      ['Professor', 3],
      ['Motorista', 2],
    ];
    const wb = new MemoryWorkbook(sheets);
    const r = await raiseVacancies(wb, 'Motorista', 4);
    expect(r.resultado.titulo).toBe("Vagas de Motorista: de 2 para 4. Parâmetros gravados na planilha 'Parâmetros'.");
    expect(wb.sheets.find((s) => s.nome === 'Parâmetros')!.linhas).toEqual(
      expect.arrayContaining([
        ['Professor', 3],
        ['Motorista', 4],
      ]),
    );
  });
});

describe('a vista da etapa Nomeações (o exemplo de desistências do §10)', () => {
  const quem = (c: Concurso) =>
    nominationsView(c, classify(c))[0].posicoes.map((p) => `${p.posicao} ${p.pessoa?.inscricao ?? '-'} ${p.modalidade ?? '-'} ${p.rotulo}`);

  test('sem atos: todos a nomear, na ordem de nomeação, cada um com a sua entrada', () => {
    const c = concursoCom([]);
    const v = nominationsView(c, classify(c))[0];
    expect(v.posicoes.map((p) => p.pessoa?.inscricao)).toEqual(ORDEM);
    expect(v.posicoes.every((p) => p.rotulo === 'A nomear')).toBe(true);
    expect(v.posicoes[2]).toMatchObject({ vaga: 'PP', modalidade: 'PP', pessoa: { inscricao: 'P2', nome: 'Pessoa P2' } });
    expect(v.posicoes[2].motivos[0]).toMatch(/^Entra na ordem de nomeação a partir de 3 vagas, pela lista PP\.$/);
    expect(RANKING_DESISTENCIA).toHaveLength(13);
  });

  test('todos nomeados, P2 desiste: P4 a nomear na 3ª posição (PP), com o motivo e o artigo; P2 como ocupante anterior', () => {
    const c = concursoCom([
      ...TODOS_NOMEADOS,
      { posicao: 3, inscricao: 'P2', situacao: 'desistente', ato: 'Termo 7/2026', data: '2026-05-04' },
    ]);
    const linhas = quem(c);
    expect(linhas[0]).toBe('1 G1 AC Nomeado(a) — Portaria 45/2026');
    expect(linhas[2]).toBe('3 P4 PP A nomear');
    expect(linhas.filter((l) => l.endsWith('A nomear'))).toEqual(['3 P4 PP A nomear']);
    const p3 = nominationsView(c, classify(c))[0].posicoes[2];
    expect(p3.anteriores).toEqual([
      { inscricao: 'P2', nome: 'Pessoa P2', situacao: 'Desistente', ato: 'Termo 7/2026', data: '2026-05-04' },
    ]);
    expect(p3.motivos).toEqual([
      'Entra na ordem de nomeação a partir de 8 vagas, pela lista PP.',
      '3ª posição (reservada a pretos e pardos (PP)), reaberta pela desistência da inscrição P2 (Termo 7/2026, 04/05/2026): a nomear agora a inscrição P4, a próxima da lista de pretos e pardos. (art. 10, §3º)',
    ]);
  });

  test('G3 desiste em vez de P2: a 6ª posição vai a P4 (PP), não a G7', () => {
    const c = concursoCom([...TODOS_NOMEADOS, { posicao: 6, inscricao: 'G3', situacao: 'desistente', ato: null, data: null }]);
    expect(quem(c).filter((l) => l.endsWith('A nomear'))).toEqual(['6 P4 PP A nomear']);
  });

  test('um ocupante fora do resultado legal e a preterida: os dois nomeados para a comissão resolver', () => {
    const historico: Act[] = TODOS_NOMEADOS.map((a) => (a.inscricao === 'G6' ? { ...a, inscricao: 'G8' } : a));
    const v = nominationsView(concursoCom(historico), classify(concursoCom(historico)))[0];
    expect(v.divergentes).toEqual([{ inscricao: 'G8', nome: 'Pessoa G8' }]);
    expect(v.preteridos).toEqual([{ inscricao: 'G6', nome: 'Pessoa G6' }]);
  });
});
