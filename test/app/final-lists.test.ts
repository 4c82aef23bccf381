// "Gerar listas finais" (src/app/workflow.ts's generate) over the in-memory workbook: it must write
// exactly what src/sheet says the final lists contain, computed by the engine, and nothing when the
// sheet has problems.
import { classify } from '../../src/engine';
import { generate } from '../../src/app/workflow';
import type { GenerateRequest, Outcome } from '../../src/app/types';
import { MemoryWorkbook } from '../support/memory-workbook';
import { SheetNamer, finalListTables, formatProblem, readConcursoWorkbook } from '../../src/sheet';
import type { CellValue, OutputTable, SheetData } from '../../src/sheet';
import { tableFormat } from '../../src/sheet/format';
import type { ReadingReport } from '../../src/sheet/report';
import { randomDoc, toExcelTable } from '../support/excel-input';

const WHEN = new Date(2026, 1, 10, 9, 30, 0);

/** The per-cargo layout, unmasked: what finalListTables gives by default (the pane's defaults are 'por-lista' and masked). */
function generateFinalLists(port: MemoryWorkbook, opts: GenerateRequest = {}): Promise<Outcome> {
  return generate(port, { disposicao: 'por-cargo', mascarar: false, ...opts });
}

/** The problems as the CLI prints them. */
function lines(o: Outcome): string[] {
  return o.problemas.map(formatProblem);
}

const laidOut = (tables: OutputTable[]) => tables.map((t) => ({ tabela: t, formato: tableFormat(t) }));

function workbook(seed: number, extra: SheetData[] = []): SheetData[] {
  const doc = randomDoc(seed, 60, [
    { cargo: 'Professor PEB I', vagas: 8 },
    { cargo: 'Motorista', vagas: 2 },
  ]);
  const { rows } = toExcelTable(doc, 'web', seed);
  const params: CellValue[][] = [
    ['Parâmetros do concurso'],
    [],
    ['Regra', 'Lei 3.056/2025'],
    ['Data de referência', '01/02/2026'],
    [],
    ['Cargo', 'Vagas'],
    ['Professor PEB I', 8],
    ['Motorista', 2],
  ];
  // Office.js gives blank cells as "" and keeps leading blank rows when the port pads them.
  const blankAsEmpty = rows.map((r) => r.map((c) => (c === null ? '' : c)));
  return [
    { nome: 'Candidatos', linhas: [['Concurso 01/2026 – Prefeitura'], [], ...blankAsEmpty] },
    { nome: 'Parâmetros', linhas: params },
    ...extra,
  ];
}

describe('Gerar listas finais (painel)', () => {
  test('grava em planilhas novas exatamente as tabelas de finalListTables para o resultado do motor', async () => {
    const sheets = workbook(1);
    const port = new MemoryWorkbook(sheets);
    const outcome = await generateFinalLists(port, { geradoEm: WHEN, origem: 'teste' });
    expect(outcome.ok).toBe(true);

    const reading = readConcursoWorkbook(sheets);
    expect(reading.problemas).toEqual([]);
    const expected = finalListTables(reading.concurso!, classify(reading.concurso!), {
      cpfs: reading.cpfs,
      descricao: reading.parametros?.descricao,
      geradoEm: WHEN,
      origem: 'teste',
      // The reading report, recorded in the Memória de cálculo, when the sheet layer gives it.
      leitura: (reading as { leitura?: ReadingReport }).leitura,
    });
    expect(port.written.map((w) => w.nome)).toEqual(expected.map((t) => t.nome));
    expect(outcome.planilhas).toEqual(expected.map((t) => t.nome));
    port.written.forEach((w, i) => {
      expect(w.linhas[0]).toEqual([expected[i].titulo]);
      expect(w.linhas[1]).toEqual(expected[i].cabecalho);
      // The data rows, then the rows below the table (the legend, the place for signatures).
      expect(w.linhas.slice(2)).toEqual([...expected[i].linhas, ...(expected[i].rodape ?? [])]);
    });
    // The input sheets are untouched.
    expect(port.sheets.slice(0, 2)).toEqual(sheets);
    expect(outcome.titulo).toMatch(/Listas finais gravadas/);
  });

  test('com "Reserva PcD" nos Parâmetros: grava a lista PCD de cada cargo, como finalListTables', async () => {
    const doc = randomDoc(5, 80, [
      { cargo: 'Professor PEB I', vagas: 8 },
      { cargo: 'Motorista', vagas: 2 },
    ]);
    expect(doc.candidatos.some((c) => c.pcd)).toBe(true);
    const { rows } = toExcelTable(doc, 'web', 5);
    const params: CellValue[][] = [
      ['Reserva PcD', 'Decreto federal nº 9.508/2018'],
      ['Reserva múltipla', 'todas'],
      [],
      ['Cargo', 'Vagas'],
      ['Professor PEB I', 8],
      ['Motorista', 2],
    ];
    const sheets: SheetData[] = [
      { nome: 'Candidatos', linhas: rows },
      { nome: 'Parâmetros', linhas: params },
    ];
    const port = new MemoryWorkbook(sheets);
    const outcome = await generateFinalLists(port, { geradoEm: WHEN });
    expect(outcome.ok).toBe(true);
    const reading = readConcursoWorkbook(sheets);
    expect(reading.concurso!.opcoes).toMatchObject({ pcd: 'federal-9508-2018', reservaMultipla: 'todas' });
    const result = classify(reading.concurso!);
    const expected = finalListTables(reading.concurso!, result, {
      cpfs: reading.cpfs,
      geradoEm: WHEN,
      leitura: (reading as { leitura?: ReadingReport }).leitura,
    });
    expect(port.written.map((w) => w.linhas)).toEqual(expected.map((t) => [[t.titulo], t.cabecalho, ...t.linhas, ...(t.rodape ?? [])]));
    expect(outcome.planilhas).toEqual(expect.arrayContaining(['PCD - Professor PEB I', 'PCD - Motorista']));
    const pcd = port.written.find((w) => w.nome === 'PCD - Professor PEB I')!;
    expect(pcd.linhas.slice(2, 2 + pcd.tabela.linhas.length).map((r) => r[2])).toEqual(
      result.cargos.find((c) => c.cargo === 'Professor PEB I')!.listas.PCD,
    );
    // 8 vacancies: 1 PcD vacancy (5% rounded up, from 5 vacancies on), at position 5.
    const nom = port.written.find((w) => w.nome === 'Nomeação - Professor PEB I')!;
    expect(nom.linhas.slice(2, 2 + nom.tabela.linhas.length).map((r) => r[1])).toEqual(['AC', 'AC', 'PP', 'AC', 'PCD', 'AC', 'AC', 'PP']);
  });

  test('nunca sobrescreve uma planilha existente: nomes repetidos ganham sufixo', async () => {
    const sheets = workbook(2, [{ nome: 'Resumo', linhas: [['minhas anotações']] }]);
    const port = new MemoryWorkbook(sheets);
    const outcome = await generateFinalLists(port, { geradoEm: WHEN });
    expect(outcome.ok).toBe(true);
    expect(outcome.planilhas[0]).toBe('Resumo (2)');
    expect(port.sheets.find((s) => s.nome === 'Resumo')!.linhas).toEqual([['minhas anotações']]);
  });

  test('com problemas na planilha: nada é gravado e cada problema diz linha e coluna', async () => {
    const sheets = workbook(3);
    const cand = sheets[0].linhas;
    const header = cand[2] as CellValue[];
    const notaCol = header.findIndex((h) => /nota|pontua/i.test(String(h)));
    cand[5] = cand[5].slice();
    cand[5][notaCol] = 'sete e meio';
    const port = new MemoryWorkbook(sheets);
    const outcome = await generateFinalLists(port);
    expect(outcome.ok).toBe(false);
    expect(port.written).toEqual([]);
    expect(outcome.planilhas).toEqual([]);
    expect(lines(outcome).join('\n')).toMatch(new RegExp(`Planilha 'Candidatos', linha 6, coluna '${String(header[notaCol])}'`));
  });

  test('listas gravadas com um erro a resolver (empate que decide a nomeação): título e detalhes dizem, erros primeiro', async () => {
    const sheets: SheetData[] = [
      {
        nome: 'Candidatos',
        linhas: [
          ['Inscrição', 'Nome', 'Nota'],
          ['101', 'Ana', 90],
          ['102', 'Bia', 80],
          ['103', 'Caio', 80],
          ['104', 'Duda', 70],
          ['105', 'Eva', 70],
          ['106', 'Fábio', 60],
        ],
      },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Vagas', 2],
          ['Data do edital', '05/01/2026'],
        ],
      },
    ];
    const port = new MemoryWorkbook(sheets);
    const outcome = await generateFinalLists(port, { geradoEm: WHEN });
    expect(outcome.ok).toBe(true);
    expect(outcome.atencao).toBe(true);
    expect(outcome.titulo).toMatch(/^Listas finais gravadas em \d+ planilhas \(.*\), mas há 1 erro a resolver antes de publicar\.$/);
    // Errors first, each with its code and the cell of the first candidate it names.
    expect(outcome.problemas[0]).toMatchObject({
      nivel: 'erro',
      codigo: 'empate-nao-resolvido',
      planilha: 'Candidatos',
      linha: 3,
      celula: 'A3',
    });
    expect(outcome.problemas[0].mensagem).toMatch(/^Empate não resolvido entre as inscrições 102 e 103/);
    expect(
      outcome.problemas.slice(1).some((p) => p.nivel === 'aviso' && /^Empate não resolvido entre as inscrições 104 e 105/.test(p.mensagem)),
    ).toBe(true);
    expect(outcome.problemas.slice(1).every((p) => p.nivel === 'aviso')).toBe(true);
  });

  test('sem erros: atenção desligada, título sem "erro" e só os avisos', async () => {
    // No tie, edital after the law; 1 vacancy: sem-reserva (info) only, and no warning to show.
    const sheets: SheetData[] = [
      {
        nome: 'Candidatos',
        linhas: [
          ['Inscrição', 'Nome', 'Nota'],
          ['101', 'Ana', 90],
          ['102', 'Bia', 80],
        ],
      },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Vagas', 1],
          ['Data do edital', '05/01/2026'],
        ],
      },
    ];
    const outcome = await generateFinalLists(new MemoryWorkbook(sheets), { geradoEm: WHEN });
    expect(outcome.ok).toBe(true);
    expect(outcome.atencao).toBe(false);
    expect(outcome.titulo).toBe('Listas finais gravadas em 7 planilhas (Lei nº 3.056/2025 do Município de Pirangi-SP).');
    expect(outcome.problemas).toEqual([]);
    expect(outcome.planilhas).toHaveLength(7);
  });

  test('calcula o SHA-256 da entrada quando o Office oferece (registrado na memória de cálculo)', async () => {
    const port = new MemoryWorkbook(workbook(4));
    const seen: string[] = [];
    await generateFinalLists(port, { sha256: async (t) => (seen.push(t), 'abc123'), geradoEm: WHEN });
    expect(seen).toHaveLength(1);
    const memoria = port.written[port.written.length - 1];
    expect(JSON.stringify(memoria.linhas)).toMatch(/abc123/);
  });

  test('um nome já usado na pasta ganha sufixo, no limite de 31 caracteres, guardando o fim que distingue os cargos', () => {
    // Regression: the hosts had their own namer, which cut the end: "…sciplina A" and "…sciplina B"
    // both became "…scipli (2)"-like names on a second run.
    const namer = new SheetNamer(['NOMEAÇÃO - Professor de Educação Básica II - Disciplina A'.slice(0, 31)]);
    const a = namer.name('Nomeação - Professor de Educação Básica II - Disciplina A'.slice(0, 31));
    expect(a).toBe('Nomeação - Profes…e Educaçã (2)');
    // A second run over a workbook that already has the first run's sheets:
    const cargos = ['AC - Professor de Educação Básica II - Disciplina A', 'AC - Professor de Educação Básica II - Disciplina B'];
    const first = new SheetNamer();
    const existing = cargos.map((c) => first.name(c));
    const again = new SheetNamer(existing);
    const names = cargos.map((c) => again.name(c));
    expect(names).toEqual(['AC - Professor de…ciplina A (2)', 'AC - Professor de…ciplina B (2)']);
    for (const n of [a, ...names]) expect(Array.from(n).length).toBeLessThanOrEqual(31);
  });

  test('segunda gravação na mesma pasta: as abas novas guardam o fim que distingue os cargos', async () => {
    const port = new MemoryWorkbook([]);
    const tables = ['Disciplina A', 'Disciplina B'].map((d) => ({
      nome: new SheetNamer().name(`AC - Professor de Educação Básica II - ${d}`),
      titulo: d,
      cabecalho: ['Inscrição'],
      linhas: [['1']],
      tipo: 'ampla' as const,
    }));
    expect(await port.replaceOutput([], laidOut(tables))).toEqual(tables.map((t) => t.nome));
    expect(await port.replaceOutput([], laidOut(tables))).toEqual(['AC - Professor de…ciplina A (2)', 'AC - Professor de…ciplina B (2)']);
  });

  test('linha 5 da issue: uma planilha oculta antiga "Candidatos (antigo)" ao lado da visível nunca é usada', async () => {
    const current = workbook(6);
    // The old list (other candidates, other scores), first in tab order, hidden.
    const old = workbook(7)[0];
    const port = new MemoryWorkbook([{ nome: 'Candidatos (antigo)', linhas: old.linhas, oculta: true }, ...current]);
    const outcome = await generateFinalLists(port, { geradoEm: WHEN });
    expect(outcome.ok).toBe(true);
    // The same lists as the workbook without the hidden sheet (the Memória de cálculo differs: it names the hidden sheet).
    const lists = (p: MemoryWorkbook): CellValue[][][] => p.written.filter((w) => !/^Memória/.test(w.nome)).map((w) => w.linhas);
    const plain = new MemoryWorkbook(current);
    await generateFinalLists(plain, { geradoEm: WHEN });
    expect(lists(port)).toEqual(lists(plain));
    // The reading report says which sheet was read, and that the hidden one was not.
    expect(outcome.leitura.join('\n')).toMatch(/Planilha 'Candidatos' \(/);
    expect(outcome.leitura.join('\n')).toMatch(/Planilha 'Candidatos \(antigo\)': não lida/);
  });

  test('linha 6 da issue: depois de uma gravação, com o cabeçalho editado, a aba "AC" gravada nunca é lida como candidatos', async () => {
    const sheets = workbook(8);
    const port = new MemoryWorkbook(sheets);
    const first = await generateFinalLists(port, { geradoEm: WHEN });
    expect(first.ok).toBe(true);
    expect(port.sheets.filter((s) => s.doSuplemento).map((s) => s.nome)).toEqual(first.planilhas);
    // The commission renames the Inscrição header into something the reader does not know.
    const cand = port.sheets.find((s) => s.nome === 'Candidatos')!;
    const header = cand.linhas[2];
    header[header.findIndex((h) => /inscri/i.test(String(h)))] = 'Código do candidato';
    const before = port.written.length;
    const second = await generateFinalLists(port, { geradoEm: WHEN });
    expect(second.ok).toBe(false);
    expect(port.written).toHaveLength(before);
    const text = lines(second).join('\n');
    expect(text).not.toMatch(/Planilha 'AC/);
    expect(text).toMatch(/Inscrição/);
    expect(second.problemas.length).toBeLessThan(5);
  });

  test('a pasta em memória marca as abas que grava e guarda as marcas que recebe', async () => {
    const port = new MemoryWorkbook([{ nome: 'Velha', linhas: [['x']], oculta: true, linhasOcultas: [0], mescladas: ['A1:B1'] }]);
    await port.replaceOutput([], laidOut([{ nome: 'AC', titulo: 't', cabecalho: ['Inscrição'], linhas: [['1']], tipo: 'ampla' }]));
    const sheets = await port.readSheets();
    expect(sheets).toEqual([
      { nome: 'Velha', linhas: [['x']], oculta: true, linhasOcultas: [0], mescladas: ['A1:B1'] },
      { nome: 'AC', linhas: [['t'], ['Inscrição'], ['1']], doSuplemento: true },
    ]);
  });

  test('o painel mostra o que foi lido: cada campo ← sua coluna', async () => {
    const outcome = await generateFinalLists(new MemoryWorkbook(workbook(9)), { geradoEm: WHEN });
    expect(outcome.leitura.some((l) => /^Nota ← coluna [A-Z]+ '/.test(l))).toBe(true);
    expect(outcome.leitura.some((l) => /^Planilha 'Parâmetros': lida como parâmetros/.test(l))).toBe(true);
  });
});

describe("the commission's text on the lists is kept from one generation to the next, or named before replacing", () => {
  /** The sheet named `nome` as the workbook holds it. */
  const sheet = (port: MemoryWorkbook, nome: string): SheetData => port.sheets.find((s) => s.nome === nome)!;

  test('rows written under a list are written again under the new one; text beside the table is named in the analysis and the outcome', async () => {
    const port = new MemoryWorkbook(workbook(1));
    const first = await generate(port, { disposicao: 'por-lista', geradoEm: WHEN });
    expect(first.ok).toBe(true);
    const ac = sheet(port, 'AC');
    const width = ac.linhas[1].length;
    const end = ac.linhas.length;
    // A name on the signature line (the program's own lines are rewritten, not carried) and a note below.
    const signature = ac.linhas.findIndex((r) => /^Presidente da comissão/.test(String(r[0] ?? '')));
    ac.linhas[signature] = ['Presidente da comissão: Maria da Silva'];
    ac.linhas.push([], ['Publicada no Diário Oficial de 02/03/2026', null, 'pág. 4']);
    // Text beside the table, in a data row: its row changes with the lists, it cannot be kept.
    ac.linhas[4] = [...ac.linhas[4].slice(0, width), 'conferido'];

    const second = await generate(port, { disposicao: 'por-lista', geradoEm: WHEN, substituir: true });
    expect(second.ok).toBe(true);
    const lost = second.problemas.filter((p) => p.codigo === 'texto-da-comissao');
    expect(lost.map((p) => [p.planilha, p.celula, p.nivel])).toEqual([['AC', `${String.fromCharCode(65 + width)}5`, 'aviso']]);
    expect(lost[0].mensagem).toMatch(/não será mantido ao gerar as listas de novo/);
    const again = sheet(port, 'AC').linhas;
    const tail = again.slice(end);
    expect(tail).toEqual([
      [],
      ['Presidente da comissão: Maria da Silva'],
      [],
      ['Publicada no Diário Oficial de 02/03/2026', null, 'pág. 4'],
    ]);
    // The program's own signature lines are there once, above the carried text.
    expect(again.filter((r) => /^Presidente da comissão: _+$/.test(String(r[0] ?? ''))).length).toBe(1);
    // A third generation keeps them once: the carried rows are carried, not doubled.
    await generate(port, { disposicao: 'por-lista', geradoEm: WHEN, substituir: true });
    expect(sheet(port, 'AC').linhas.slice(end)).toEqual(tail);
  });

  test('text under a list the new layout does not have is named before replacing (the Validar analysis)', async () => {
    const port = new MemoryWorkbook(workbook(1));
    await generate(port, { disposicao: 'por-cargo', geradoEm: WHEN });
    const ac = sheet(port, 'AC - Motorista');
    ac.linhas.push([], ['Homologado em 05/03/2026']);
    const row = ac.linhas.length;
    const out = await generate(port, { disposicao: 'por-lista', geradoEm: WHEN });
    expect(out.ok).toBe(false);
    const lost = out.problemas.filter((p) => p.codigo === 'texto-da-comissao');
    expect(lost.map((p) => [p.planilha, p.linha])).toEqual([['AC - Motorista', row]]);
    expect(lost[0].mensagem).toMatch(/a linha \d+ \(as novas listas não têm uma planilha com este nome\)/);
    // The message that asks to confirm the replacement says it too.
    expect(out.titulo).toContain(`Atenção: ${lost[0].mensagem}`);
  });
});

test("with 'Planilha de resultados da heteroidentificação e da avaliação PcD | sim' in the Parâmetros: the Confirmações sheet, before the Memória", async () => {
  const sheets = workbook(1);
  sheets[1].linhas.splice(4, 0, ['Planilha de resultados da heteroidentificação e da avaliação PcD', 'sim']);
  const port = new MemoryWorkbook(sheets);
  const outcome = await generate(port, { disposicao: 'por-lista', geradoEm: WHEN });
  expect(outcome.ok).toBe(true);
  expect(outcome.planilhas.slice(-2)).toEqual(['Confirmações', 'Memória de cálculo']);
  const conf = port.written.find((w) => w.nome === 'Confirmações')!;
  expect(conf.linhas[0][0]).toMatch(/uso interno da comissão, não publicar/);
  // Without the row, no such sheet.
  const plain = new MemoryWorkbook(workbook(1));
  expect((await generate(plain, { disposicao: 'por-lista', geradoEm: WHEN })).planilhas).not.toContain('Confirmações');
});
