// The one workflow (src/app/workflow.ts) end to end over the in-memory workbook, as the task pane, the
// web page and the Sheets sidebar drive it: the mapping changed through the Parâmetros sheet, the
// parameters saved and read back, validation (errors first, each with its cell), generation,
// regeneration that replaces only the add-in's sheets, masking, the two layouts, the LAMBDA names and
// the live reserve preview.
import * as fs from 'fs';
import * as path from 'path';
import { classify, reserve } from '../../src/engine';
import { MemoryWorkbook } from '../support/memory-workbook';
import { NAME_MARKER } from '../../src/app/port';
import {
  RESERVE_NAMES,
  addReserveNames,
  analyseSheets,
  computeOutput,
  generate,
  inlineRunner,
  paneActions,
  plainAnalysis,
  reservePreview,
  saveParameters,
} from '../../src/app/workflow';
import type { ComputeRunner } from '../../src/app/workflow';
import type { Stage } from '../../src/app/types';
import { PARAMETERS_SHEET, finalListTables, formatProblem, readConcursoWorkbook } from '../../src/sheet';
import type { CellValue, SheetData } from '../../src/sheet';
import { parametersFormOf } from '../../src/sheet/parameters-form';
import type { ParametersForm } from '../../src/sheet/parameters-form';
import { randomDoc, toExcelTable } from '../support/excel-input';

const WHEN = new Date(2026, 1, 10, 9, 30, 0);
const CPF_A = '529.982.247-25';
const CPF_B = '111.444.777-35';

/** Two cargos; the Nota column is headed "Média ponderada" (not recognised by itself). */
function candidates(): CellValue[][] {
  return [
    ['Concurso 01/2026'],
    [],
    ['Inscrição', 'Nome', 'Cargo', 'Média ponderada', 'Cota', 'Optante', 'Confirmação', 'CPF', 'Nascimento'],
    ['101', 'Ana Lima', 'Professor', 90, 'PP', 'Sim', 'Deferida', CPF_A, '01/02/1980'],
    ['102', 'Bia Souza', 'Professor', 85, '', 'Não', '', CPF_B, '03/04/1985'],
    ['103', 'Caio Reis', 'Professor', 80, 'PP', 'Sim', 'Deferida', '', '05/06/1990'],
    ['104', 'Duda Melo', 'Professor', 70, '', 'Não', '', '', ''],
    ['201', 'Eva Dias', 'Motorista', 88, '', 'Não', '', '', ''],
    ['202', 'Fábio Luz', 'Motorista', 66, 'PP', 'Sim', 'Deferida', '', ''],
  ];
}

const PARAMS: CellValue[][] = [
  ['Parâmetros'],
  ['Concurso', 'Concurso público 01/2026'],
  ['Regra', 'Lei 3.056/2025'],
  ['Data do edital', '05/01/2026'],
  ['Coluna Nota', 'Média ponderada'],
  [],
  ['Cargo', 'Vagas'],
  ['Professor', 3],
  ['Motorista', 1],
];

function workbook(extra: SheetData[] = []): SheetData[] {
  return [{ nome: 'Candidatos', linhas: candidates() }, { nome: 'Parâmetros', linhas: PARAMS.map((r) => r.slice()) }, ...extra];
}

describe('Dados e Parâmetros: a planilha Parâmetros é a única fonte', () => {
  test('sem a linha "Coluna Nota" a leitura para e diz a célula; gravada pelo formulário, a coluna passa a ser lida (mapeada)', async () => {
    const port = new MemoryWorkbook([{ nome: 'Candidatos', linhas: candidates() }]);
    const actions = paneActions(port, { hasNames: false });
    const first = await actions.analisar();
    expect(first.ok).toBe(false);
    expect(first.temParametros).toBe(false);
    expect(first.dados.candidatos).toEqual(['Candidatos']);
    expect(first.dados.linhaCabecalho).toBe(3);
    expect(first.dados.cabecalhos.map((c) => `${c.coluna}:${c.cabecalho}`)).toContain('D:Média ponderada');
    expect(first.dados.mapeamento.find((m) => m.campo === 'nota')).toMatchObject({ coluna: null, obrigatorio: true });
    // The defaults of the form when the sheet is missing.
    expect(first.parametros).toEqual(parametersFormOf(null));

    const form: ParametersForm = {
      ...first.parametros,
      cargos: [
        { cargo: 'Professor', vagas: 3 },
        { cargo: 'Motorista', vagas: 1 },
      ],
      dataEdital: '2026-01-05',
      colunas: [{ campo: 'nota', cabecalho: 'Média ponderada' }],
    };
    const { resultado, analise } = await actions.salvarParametros(form);
    expect(resultado).toMatchObject({ ok: true, atencao: false, planilhas: [PARAMETERS_SHEET] });
    expect(resultado.titulo).toBe("Parâmetros gravados na planilha 'Parâmetros' (criada agora).");
    expect(analise.ok).toBe(true);
    expect(analise.temParametros).toBe(true);
    expect(analise.dados.mapeamento.find((m) => m.campo === 'nota')).toMatchObject({
      coluna: 'D',
      cabecalho: 'Média ponderada',
      origem: 'mapeada',
    });
    expect(analise.dados.mapeamento.find((m) => m.campo === 'inscricao')).toMatchObject({ coluna: 'A', origem: 'reconhecida' });
    expect(analise.leitura).toContain('Nota ← coluna D \'Média ponderada\' (indicada em "Coluna Nota")');
    // Read back from the sheet, the form is the one saved; the sheet is a plain sheet, not the add-in's output.
    expect(analise.parametros).toEqual(form);
    const sheet = port.sheets.find((s) => s.nome === PARAMETERS_SHEET)!;
    expect(sheet.doSuplemento).toBeUndefined();
    expect(sheet.linhas).toContainEqual(['Coluna Nota', 'Média ponderada']);
    expect(sheet.linhas).toContainEqual(['Data do edital', '05/01/2026']);
  });

  test('sem as vagas: a leitura para, mas diz os cargos que os candidatos citam, para o formulário preencher', () => {
    const rows = candidates();
    rows[6] = rows[6].slice();
    rows[6][2] = 'professor '; // another spelling of the same cargo
    const a = analyseSheets([
      { nome: 'Candidatos', linhas: rows },
      { nome: 'Parâmetros', linhas: [['Coluna Nota', 'Média ponderada']] },
    ]);
    expect(a.ok).toBe(false);
    expect(a.problemas.map((p) => p.mensagem).join('\n')).toMatch(/falta o número de vagas de cada cargo/);
    expect(a.dados.cargos).toEqual(['Professor', 'Motorista']);
    expect(a.parametros.cargos).toEqual([{ cargo: null, vagas: null }]);
  });

  test('gravar de novo os Parâmetros mantém as linhas de descrição e troca o resto; as outras abas ficam intactas', async () => {
    const sheets = workbook([{ nome: 'Notas da comissão', linhas: [['não mexer']] }]);
    const port = new MemoryWorkbook(sheets);
    const a = plainAnalysis(analyseSheets(await port.readSheets()));
    expect(a.parametros.descricao).toEqual([{ chave: 'Concurso', valor: 'Concurso público 01/2026' }]);
    const form: ParametersForm = {
      ...a.parametros,
      arredondamento: 'por-grupo',
      dataReferencia: '2026-03-01',
      ausenciaConfirmacao: 'eliminado',
    };
    const { analise } = await saveParameters(port, form);
    expect(analise.parametros).toEqual(form);
    const written = port.sheets.find((s) => s.nome === 'Parâmetros')!.linhas;
    expect(written).toContainEqual(['Concurso', 'Concurso público 01/2026']);
    // The sheet's own title stays at the top.
    expect(written[0]).toEqual(['Parâmetros']);
    expect(port.sheets.find((s) => s.nome === 'Candidatos')!.linhas).toEqual(sheets[0].linhas);
    expect(port.sheets.find((s) => s.nome === 'Notas da comissão')!.linhas).toEqual([['não mexer']]);
    expect(readConcursoWorkbook(await port.readSheets()).concurso!.opcoes).toMatchObject({
      arredondamento: 'por-grupo',
      ausenciaConfirmacao: 'eliminado',
      dataReferencia: '2026-03-01',
    });
  });

  test('"Planilha de candidatos" e "Linha do cabeçalho" dos Parâmetros escolhem a aba e a linha; a leitura diz que vieram dos Parâmetros', () => {
    const other: SheetData = { nome: 'Inscritos 2025', linhas: candidates().slice(2) };
    const params = [...PARAMS, [], ['Planilha de candidatos', 'Candidatos'], ['Linha do cabeçalho', 3]];
    // Rows 11 and 12 (after a blank row, the Cargo | Vagas table ends).
    const a = analyseSheets([other, { nome: 'Candidatos', linhas: candidates() }, { nome: 'Parâmetros', linhas: params }]);
    expect(a.problemas.filter((p) => p.nivel !== 'aviso')).toEqual([]);
    expect(a.dados.candidatos).toEqual(['Candidatos']);
    expect(a.parametros).toMatchObject({ planilhaCandidatos: 'Candidatos', linhaCabecalho: 3 });
    const cand = a.relatorio!.planilhas.find((p) => p.nome === 'Candidatos')!;
    expect(cand.motivo).toMatch(/planilha indicada em 'Parâmetros' \(célula B11\)/);
    expect(cand.motivo).toMatch(/linha do cabeçalho indicada em 'Parâmetros' \(célula B12\)/);
    expect(a.relatorio!.planilhas.find((p) => p.nome === 'Inscritos 2025')).toMatchObject({ papel: 'ignorada' });
  });

  test('uma planilha de candidatos que não existe, ou uma linha de cabeçalho em branco: erro na célula dos Parâmetros', () => {
    const missing = analyseSheets([
      { nome: 'Candidatos', linhas: candidates() },
      { nome: 'Parâmetros', linhas: [...PARAMS, [], ['Planilha de candidatos', 'Inscritos']] },
    ]);
    expect(missing.ok).toBe(false);
    expect(missing.problemas).toHaveLength(1);
    expect(missing.problemas[0]).toMatchObject({ planilha: 'Parâmetros', linha: 11, celula: 'B11', codigo: 'layout-indicado' });
    expect(missing.problemas[0].mensagem).toMatch(
      /^a planilha de candidatos indicada, 'Inscritos', não existe na pasta; as planilhas são: 'Candidatos'/,
    );

    const blank = analyseSheets([
      { nome: 'Candidatos', linhas: candidates() },
      { nome: 'Parâmetros', linhas: [...PARAMS, [], ['Linha do cabeçalho', 2]] },
    ]);
    expect(blank.ok).toBe(false);
    expect(blank.problemas).toHaveLength(1);
    expect(blank.problemas[0]).toMatchObject({ planilha: 'Parâmetros', linha: 11, celula: 'B11' });
    expect(blank.problemas[0].mensagem).toMatch(/a linha 2 da planilha 'Candidatos', indicada como a do cabeçalho, está em branco/);

    const notHeader = analyseSheets([
      { nome: 'Candidatos', linhas: candidates() },
      { nome: 'Parâmetros', linhas: [...PARAMS, [], ['Linha do cabeçalho', 4]] },
    ]);
    expect(notHeader.problemas[0].mensagem).toMatch(
      /a linha 4 da planilha 'Candidatos', indicada como a do cabeçalho, não é um cabeçalho de candidatos/,
    );
  });
});

describe('Validar: todos os problemas numa lista só, erros primeiro, cada um com a sua célula', () => {
  test('erros (por planilha, linha e coluna) antes dos avisos; nada é gravado', async () => {
    const rows = candidates();
    rows[5] = rows[5].slice();
    rows[5][7] = CPF_A; // H6: Ana's CPF again, in the same cargo: an error
    rows[5][3] = 'oitenta'; // D6: bad score (reported before H6: column order)
    rows[7] = rows[7].slice();
    rows[7][7] = CPF_B; // H8: Bia's CPF in another cargo: a warning
    const port = new MemoryWorkbook([
      { nome: 'Candidatos', linhas: rows },
      { nome: 'Parâmetros', linhas: PARAMS },
    ]);
    const actions = paneActions(port, { hasNames: false });
    const a = await actions.analisar();
    expect(a.ok).toBe(false);
    expect(a.erros).toBe(2);
    expect(a.avisos).toBe(1);
    expect(a.problemas.map((p) => [p.nivel ?? 'erro', p.celula, p.codigo])).toEqual([
      ['erro', 'D6', expect.any(String)],
      ['erro', 'H6', 'cpf-repetido'],
      ['aviso', 'H8', 'cpf-em-dois-cargos'],
    ]);
    // Activating a problem selects its cell.
    await actions.irParaCelula({ planilha: a.problemas[0].planilha!, celula: a.problemas[0].celula! });
    expect(await actions.lerSelecao()).toEqual({ planilha: 'Candidatos', celula: 'D6' });
    const out = await actions.gerar({});
    expect(out).toMatchObject({ ok: false, planilhas: [] });
    expect(out.titulo).toBe('A planilha tem 2 problemas; nada foi gravado.');
    expect(port.written).toEqual([]);
  });

  test('os avisos do motor (empate não resolvido, edital sem data) entram na lista com o código e a célula do candidato', () => {
    const a = analyseSheets([
      {
        nome: 'Candidatos',
        linhas: [
          ['Inscrição', 'Nome', 'Nota'],
          ['1', 'Ana', 90],
          ['2', 'Bia', 80],
          ['3', 'Caio', 80],
          ['4', 'Duda', 70],
        ],
      },
      { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
    ]);
    expect(a.ok).toBe(true);
    const result = classify(a.concurso!);
    const engine = result.cargos[0].avisos.filter((w) => w.nivel !== 'info');
    expect(a.problemas.map((p) => p.codigo).sort()).toEqual(engine.map((w) => w.codigo).sort());
    const tie = a.problemas.find((p) => p.codigo === 'empate-nao-resolvido')!;
    expect(tie).toMatchObject({ nivel: 'erro', planilha: 'Candidatos', linha: 3, celula: 'A3', coluna: 'Inscrição' });
    // Errors first.
    const levels = a.problemas.map((p) => p.nivel);
    expect(levels).toEqual([...levels].sort((x, y) => (x === y ? 0 : x === 'erro' ? -1 : 1)));
    expect(a.erros).toBe(levels.filter((l) => l === 'erro').length);
  });
});

describe('Gerar listas finais', () => {
  test('grava as listas de finalListTables (uma aba por lista, mascaradas por padrão), com o formato de cada uma, em etapas', async () => {
    const sheets = workbook();
    const port = new MemoryWorkbook(sheets);
    const stages: Stage[] = [];
    const out = await generate(port, { geradoEm: WHEN, progresso: (e) => stages.push(e) });
    expect(out.ok).toBe(true);
    expect(out.removidas).toEqual([]);
    const reading = readConcursoWorkbook(sheets);
    const expected = finalListTables(reading.concurso!, classify(reading.concurso!), {
      cpfs: reading.cpfs,
      descricao: reading.parametros!.descricao,
      geradoEm: WHEN,
      leitura: reading.leitura,
      mascarar: true,
      disposicao: 'por-lista',
    });
    expect(out.planilhas).toEqual(['Resumo', 'AC', 'PP', 'IND', 'QUI', 'Nomeação', 'Memória de cálculo']);
    expect(port.written.map((w) => w.tabela)).toEqual(expected);
    for (const w of port.written) {
      expect(w.formato.linhasRepetidas).toEqual({ primeira: 1, ultima: 2 });
      expect(w.formato.colunas).toHaveLength(w.tabela.cabecalho.length);
    }
    expect([...new Set(stages)]).toEqual(['lendo', 'validando', 'classificando', 'montando', 'gravando']);
    // Masked: no full CPF, no birth date.
    const ac = port.written.find((w) => w.nome === 'AC')!;
    expect(ac.tabela.cabecalho).not.toContain('Nascimento');
    expect(ac.linhas.flat()).toContain('***.982.247-**');
    expect(ac.linhas.flat()).not.toContain(CPF_A);
    // The input sheets are untouched, and every written sheet carries the marker.
    expect(port.sheets.slice(0, 2)).toEqual(sheets);
    expect(port.sheets.slice(2).every((s) => s.doSuplemento === true)).toBe(true);
  });

  test('sem mascarar: CPF completo e data de nascimento', async () => {
    const port = new MemoryWorkbook(workbook());
    expect((await generate(port, { mascarar: false })).ok).toBe(true);
    const ac = port.written.find((w) => w.nome === 'AC')!;
    expect(ac.tabela.cabecalho).toContain('Nascimento');
    expect(ac.linhas.flat()).toContain(CPF_A);
    expect(ac.linhas.flat()).toContain('01/02/1980');
  });

  test('gerar de novo: recusa sem confirmação; com "substituir", troca só as abas do suplemento e nunca toca nas outras', async () => {
    const notes: SheetData = { nome: 'AC', linhas: [['anotações da comissão, com o nome de uma lista']] };
    const port = new MemoryWorkbook(workbook([notes]));
    const first = await generate(port, {});
    expect(first.ok).toBe(true);
    expect(first.planilhas).toContain('AC (2)');
    const firstNames = first.planilhas;

    const refused = await generate(port, {});
    expect(refused.ok).toBe(false);
    expect(refused.titulo).toMatch(
      /^A pasta já tem 7 planilhas gravadas antes pelo suplemento \('Resumo', 'AC \(2\)'.*\)\. Confirme para substituí-las/,
    );
    expect(port.written).toHaveLength(firstNames.length);

    // The commission edits a score, then regenerates.
    const cand = port.sheets.find((s) => s.nome === 'Candidatos')!;
    cand.linhas[4][3] = 95;
    const again = await generate(port, { substituir: true });
    expect(again.ok).toBe(true);
    expect(again.removidas).toEqual(firstNames);
    expect(again.planilhas).toEqual(firstNames);
    expect(again.titulo).toMatch(/substituindo 7 planilhas anteriores do suplemento\.$/);
    expect(port.sheets.map((s) => s.nome)).toEqual(['Candidatos', 'Parâmetros', 'AC', ...firstNames]);
    expect(port.sheets.find((s) => s.nome === 'AC')).toEqual(notes);
    // The new lists: Bia (95) now leads Professor's AC list.
    const ac = port.sheets.find((s) => s.nome === 'AC (2)')!;
    // Title, header, Professor's heading row ("Professor — 3 vagas", in the Nome column), then its first candidate.
    expect(ac.linhas[2][0]).toBe('Professor');
    expect(ac.linhas[2][ac.linhas[1].indexOf('Nome')]).toBe('Professor — 3 vagas');
    expect(ac.linhas[3].slice(0, 3)).toEqual(['Professor', 1, '102']);
  });

  test('replaceOutput nunca apaga uma aba que não é do suplemento: erro antes de qualquer mudança', async () => {
    const port = new MemoryWorkbook(workbook());
    const before = await port.readSheets();
    await expect(port.replaceOutput(['Candidatos'], [])).rejects.toThrow(/a planilha 'Candidatos' não foi gravada pelo suplemento/);
    expect(await port.readSheets()).toEqual(before);
  });

  test('15 cargos: uma aba por lista dá 8 abas; uma por cargo, mais de 60 — com as mesmas linhas', async () => {
    const cargos = Array.from({ length: 15 }, (_, i) => ({ cargo: `Cargo ${String(i + 1).padStart(2, '0')}`, vagas: 3 + (i % 7) }));
    const doc = randomDoc(11, 400, cargos);
    const { rows } = toExcelTable(doc, 'web', 11);
    const params: CellValue[][] = [
      ['Reserva PcD', 'Decreto federal nº 9.508/2018'],
      [],
      ['Cargo', 'Vagas'],
      ...cargos.map((c) => [c.cargo, c.vagas]),
    ];
    const sheets = [
      { nome: 'Candidatos', linhas: rows },
      { nome: 'Parâmetros', linhas: params },
    ];
    const porLista = new MemoryWorkbook(sheets);
    const porCargo = new MemoryWorkbook(sheets);
    const a = await generate(porLista, { disposicao: 'por-lista', geradoEm: WHEN });
    const b = await generate(porCargo, { disposicao: 'por-cargo', geradoEm: WHEN });
    expect(a.ok && b.ok).toBe(true);
    expect(a.planilhas).toEqual(['Resumo', 'AC', 'PP', 'IND', 'QUI', 'PCD', 'Nomeação', 'Memória de cálculo']);
    expect(b.planilhas.length).toBe(2 + 15 * 6);
    // Each cargo's block in the list sheet is that cargo's sheet in the other layout, in the Resumo's order.
    const resumo = porLista.written[0].tabela.linhas.map((r) => r[0]);
    for (const lista of ['AC', 'PP', 'PCD', 'Nomeação']) {
      const t = porLista.written.find((w) => w.nome === lista)!.tabela;
      const blocks = t.linhas.map((r) => r[0]).filter((c, i, all) => i === 0 || c !== all[i - 1]);
      expect(blocks).toEqual(resumo);
      for (const c of cargos) {
        const own = porCargo.written.find((w) => w.nome === `${lista} - ${c.cargo}`)!.tabela;
        expect(t.cabecalho).toEqual(['Cargo', ...own.cabecalho]);
        // The cargo's heading row opens its block; it is not a row of the list.
        const heading = (r: unknown[]): boolean => r.slice(1).some((v) => typeof v === 'string' && v.startsWith(`${c.cargo} — `));
        const block = t.linhas.filter((r) => r[0] === c.cargo && !heading(r)).map((r) => r.slice(1));
        if (own.linhas.length) expect(block).toEqual(own.linhas);
        else expect(block).toHaveLength(1);
      }
    }
  });

  test('um cargo só, sem nome: as duas disposições gravam as mesmas abas', async () => {
    const sheets: SheetData[] = [
      {
        nome: 'Candidatos',
        linhas: [
          ['Inscrição', 'Nome', 'Nota'],
          ['1', 'Ana', 90],
          ['2', 'Bia', 80],
          ['3', 'Caio', 70],
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
    const a = new MemoryWorkbook(sheets);
    const b = new MemoryWorkbook(sheets);
    await generate(a, { disposicao: 'por-lista', geradoEm: WHEN });
    await generate(b, { disposicao: 'por-cargo', geradoEm: WHEN });
    expect(a.written.map((w) => w.tabela)).toEqual(b.written.map((w) => w.tabela));
  });

  test('o cálculo entra e sai como dados simples (o que um Web Worker recebe e devolve), e o runner é o do host', async () => {
    const sheets = workbook();
    const out = await computeOutput(sheets, { geradoEm: WHEN, disposicao: 'por-lista' }, async () => 'f'.repeat(64));
    expect(out.analise.ok).toBe(true);
    expect(structuredClone(out)).toEqual(out);
    expect(out.resumo).toBe(
      'Listas finais de 6 candidatos em 2 cargos (Lei nº 3.056/2025 do Município de Pirangi-SP), uma planilha por lista, com um bloco por cargo, com CPF mascarado e sem datas de nascimento (versão para publicação).',
    );
    const memoria = out.tabelas!.find((t) => t.tabela.tipo === 'memoria')!;
    expect(JSON.stringify(memoria.tabela.linhas)).toContain('f'.repeat(64));
    // A host's runner (the pane's worker) is what generate calls.
    const calls: string[] = [];
    const runner: ComputeRunner = async (s, req, p) => {
      calls.push(JSON.stringify(req));
      return inlineRunner()(s, req, p);
    };
    const port = new MemoryWorkbook(sheets);
    expect((await paneActions(port, { hasNames: false, runner, origem: 'pasta.xlsx' }).gerar({ geradoEm: WHEN })).ok).toBe(true);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0])).toMatchObject({ origem: 'pasta.xlsx' });
  });
});

describe('=RESERVA(10): os nomes LAMBDA', () => {
  test('adiciona, atualiza o que é do suplemento e deixa em paz (e relata) um nome que não é', async () => {
    const port = new MemoryWorkbook([]);
    const added = await addReserveNames(port);
    expect(added).toMatchObject({ ok: true, atencao: false, problemas: [] });
    expect(added.titulo).toBe('Nome adicionado: RESERVA. Digite, por exemplo, =RESERVA(10) numa célula.');
    expect(port.nomes.RESERVA).toEqual({
      formula: '=LAMBDA(vagas,[grupo],IF(ISOMITTED(grupo),COTAS.RESERVA(vagas),COTAS.RESERVA(vagas,grupo)))',
      comentario: RESERVE_NAMES[0].comentario,
    });
    expect(port.nomes.RESERVA.comentario.startsWith(NAME_MARKER)).toBe(true);

    const old = new MemoryWorkbook([], { RESERVA: { formula: '=LAMBDA(v,COTAS.RESERVA(v))', comentario: `${NAME_MARKER} versão antiga` } });
    const updated = await addReserveNames(old);
    expect(updated.titulo).toBe('Nome atualizado: RESERVA. Digite, por exemplo, =RESERVA(10) numa célula.');
    expect(old.nomes.RESERVA.formula).toBe(RESERVE_NAMES[0].formula);

    const theirs = { formula: '=Planilha1!$A$1', comentario: 'reserva técnica do almoxarifado' };
    const foreign = new MemoryWorkbook([], { Reserva: theirs });
    const kept = await addReserveNames(foreign);
    expect(kept).toMatchObject({ ok: false, atencao: true });
    expect(kept.titulo).toBe('Nome mantido (não são do suplemento): RESERVA.');
    expect(kept.problemas).toEqual([expect.objectContaining({ codigo: 'nome-existente', nivel: 'aviso' })]);
    expect(kept.problemas[0].mensagem).toMatch(/^a pasta já tem um nome 'RESERVA' que não é do suplemento; ele não foi alterado/);
    expect(foreign.nomes).toEqual({ Reserva: theirs });
  });

  test('só onde o host tem nomes: paneActions oferece adicionarNomes', () => {
    expect(paneActions(new MemoryWorkbook(), { hasNames: true }).adicionarNomes).toBeDefined();
    expect(paneActions(new MemoryWorkbook(), { hasNames: false }).adicionarNomes).toBeUndefined();
  });
});

describe('a prévia da reserva ao lado de cada cargo', () => {
  const examplesDir = path.join(__dirname, '..', 'fixtures', 'examples');
  const example = (f: string): any => JSON.parse(fs.readFileSync(path.join(examplesDir, f), 'utf8'));

  test('exemplo 05 da especificação (17 vagas): a leitura escolhida primeiro, com as vagas do exemplo', () => {
    const ex = example('05-reserva-17.json');
    const [p] = reservePreview({ ...parametersFormOf(null), cargos: [{ cargo: null, vagas: 17 }] });
    expect(p.erro).toBeUndefined();
    expect(p.leituras.map((l) => [l.arredondamento, l.escolhida])).toEqual([
      ['total', true],
      ['por-grupo', false],
    ]);
    const chosen = Object.fromEntries(p.leituras[0].reservas.map((r) => [r.codigo, r.vagas]));
    expect(chosen).toEqual(ex.expected.reserva);
    expect(p.leituras[0].reservas.map((r) => r.titulo)).toContain('Ampla concorrência');
  });

  test('exemplos 04 e 06 (dois cargos; PcD): as reservas do exemplo na leitura padrão, e a outra leitura igual à de reserve()', () => {
    for (const f of ['04-dois-cargos.json', '06-pcd-federal.json']) {
      const ex = example(f);
      const input = ex.input;
      const cargos = input.cargos ?? [{ cargo: null, vagas: input.vagas }];
      const form: ParametersForm = { ...parametersFormOf(null), cargos, pcd: input.opcoes?.pcd ?? 'nenhuma' };
      const preview = reservePreview(form);
      expect(preview).toHaveLength(cargos.length);
      preview.forEach((p, i) => {
        expect(p.leituras[0]).toMatchObject({ arredondamento: 'total', escolhida: true });
        const got = Object.fromEntries(p.leituras[0].reservas.map((r) => [r.codigo, r.vagas]));
        expect(got).toEqual(ex.expected.cargos[i].reserva);
        expect(p.leituras[1]).toMatchObject({ arredondamento: 'por-grupo', escolhida: false });
        const other = Object.fromEntries(p.leituras[1].reservas.map((r) => [r.codigo, r.vagas]));
        expect(other).toEqual(reserve(cargos[i].vagas, undefined, { arredondamento: 'por-grupo', pcd: form.pcd }).reserva);
      });
      // The form's choice comes first.
      expect(reservePreview({ ...form, arredondamento: 'por-grupo' })[0].leituras.map((l) => l.arredondamento)).toEqual([
        'por-grupo',
        'total',
      ]);
    }
  });

  test('vagas em branco ou inválidas: o motivo em português, sem prévia', () => {
    const [blank, negative] = reservePreview({
      ...parametersFormOf(null),
      cargos: [
        { cargo: 'A', vagas: null },
        { cargo: 'B', vagas: -1 },
      ],
    });
    expect(blank).toMatchObject({ leituras: [], erro: 'Informe o número de vagas.' });
    expect(negative.leituras).toEqual([]);
    expect(negative.erro).toMatch(/^Número de vagas inválido: -1/);
  });

  test('regra desconhecida: o motivo em cada cargo, sem prévia', () => {
    const preview = reservePreview({
      ...parametersFormOf(null),
      regra: 'marte',
      cargos: [
        { cargo: 'A', vagas: 10 },
        { cargo: 'B', vagas: null },
      ],
    });
    expect(preview).toEqual([
      { cargo: 'A', vagas: 10, leituras: [], erro: "Regra desconhecida: 'marte'." },
      { cargo: 'B', vagas: null, leituras: [], erro: "Regra desconhecida: 'marte'." },
    ]);
  });
});

test('a mesma ordem de problemas no comando e no fluxo', async () => {
  const { writeWorkbook, tempDir } = await import('../support/workbook-files');
  const { classifySpreadsheet } = await import('../../src/cli/planilha');
  const { readSpreadsheetFile } = await import('../../src/hosts/file');
  const dir = tempDir();
  try {
    const rows = candidates().slice(2);
    rows[3] = rows[3].slice();
    rows[3][3] = 'x'; // D4
    rows[1] = rows[1].slice();
    rows[1][3] = -5; // D2
    rows[1][0] = ''; // A2
    rows[5] = rows[5].slice();
    rows[5][2] = 'Pedreiro'; // C6: no vacancies for that cargo
    const file = path.join(dir, 'erros.xlsx');
    await writeWorkbook(file, {
      Candidatos: rows,
      Parâmetros: [
        ['Regra', 'Lei 3.056/2025'],
        ['Colisão', 'lateral'],
        ['Coluna Nota', 'Média ponderada'],
        [],
        ['Cargo', 'Vagas'],
        ['Professor', 3],
        ['Motorista', 1],
      ],
    });
    const cli = await classifySpreadsheet({ entrada: file });
    expect(cli.code).toBe(1);
    const printed = cli.stderr
      .split('\n')
      .filter((l) => l.startsWith('  - '))
      .map((l) => l.slice(4));
    const { sheets } = await readSpreadsheetFile(file);
    const a = analyseSheets(sheets);
    expect(printed).toEqual(a.problemas.map(formatProblem));
    expect(printed.length).toBeGreaterThanOrEqual(4);
    // Sheet by sheet (in order of appearance), row by row, column by column.
    const keyed = a.problemas.map((p) => [p.planilha, p.linha, p.celula]);
    expect(keyed[0][0]).toBe('Parâmetros');
    const cand = a.problemas.filter((p) => p.planilha === 'Candidatos' && p.celula);
    const pos = cand.map((p) => [p.linha!, p.celula!.charCodeAt(0)]);
    expect(pos).toEqual([...pos].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
