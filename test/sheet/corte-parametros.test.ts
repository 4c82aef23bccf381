// The Parâmetros row "Convocados para a próxima fase" (rules.md §12): one cell, "ampla=30; PP=9;
// leitura=lista própria", with the edital's item in the Fundamento column; every cargo gets the cut,
// checked as the engine checks `corte`; a wrong cell is a problem at its cell; the form reads and
// writes it back.
import { classify } from '../../src/engine';
import { readConcursoWorkbook, readParameters } from '../../src/sheet';
import type { CellValue } from '../../src/sheet';
import { parseCutText } from '../../src/sheet/cut-text';
import { finalListTables } from '../../src/sheet/output';
import { parametersFormOf, parametersSheetRows } from '../../src/sheet/parameters-form';
import { formatProblem } from '../../src/sheet/problems';

const candidatos = {
  nome: 'Candidatos',
  linhas: [
    ['Inscrição', 'Nota', 'Cota', 'Optante'],
    ['1', 90, '', 'Não'],
    ['2', 80, '', 'Não'],
    ['3', 70, '', 'Não'],
    ['4', 60, 'Parda', 'Sim'],
    ['5', 50, 'Parda', 'Sim'],
  ] as CellValue[][],
};
const params = (corte: CellValue, item: CellValue = null) => ({
  nome: 'Parâmetros',
  linhas: [
    ['Parâmetro', 'Valor', 'Fundamento (item do edital)'],
    ['Regra', 'pirangi', null],
    ['Convocados para a próxima fase', corte, item],
    [],
    ['Vagas', 2],
  ] as CellValue[][],
});

describe('Convocados para a próxima fase em Parâmetros', () => {
  test('the cut reaches the concurso, with its edital item, and decides who is called', () => {
    const r = readConcursoWorkbook([params('ampla=2', 'item 9.1'), candidatos]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso!.cargos[0].corte).toEqual({ ampla: 2, leitura: 'todos-os-optantes' });
    const result = classify(r.concurso!);
    expect(result.cargos[0].corte!.convocados.map((c) => `${c.inscricao}:${c.via}`)).toEqual(['1:AC', '2:AC', '4:PP', '5:PP']);
    expect(result.cargos[0].memoria.find((s) => s.tipo === 'corte')!.artigo).toBe('item 9.1');
  });

  test('a reading and the lists of their own', () => {
    const r = readConcursoWorkbook([params('ampla=2; PP=1; IND=0; QUI=0; leitura=lista própria'), candidatos]);
    expect(r.concurso!.cargos[0].corte).toEqual({ ampla: 2, reservas: { PP: 1, IND: 0, QUI: 0 }, leitura: 'lista-propria' });
  });

  test('a wrong cell is a problem at its cell', () => {
    const bad = readConcursoWorkbook([params('ampla=dois'), candidatos]);
    expect(bad.concurso).toBeNull();
    expect(bad.problemas.map((p) => `${p.celula} ${formatProblem(p)}`)).toEqual([
      'B3 Planilha \'Parâmetros\', linha 3, coluna \'Convocados para a próxima fase\': Convocados para a próxima fase, "corte": "ampla" deve ser um número inteiro, zero ou maior (recebido: "dois").',
    ]);
    const unknownList = readConcursoWorkbook([params('ampla=2; XY=3'), candidatos]);
    expect(unknownList.problemas.map((p) => p.mensagem)).toEqual([
      'Convocados para a próxima fase, "corte": a lista "XY" não existe nesta regra; as listas de reserva são: PP, IND, QUI.',
    ]);
    expect(parseCutText('ampla 30')).toEqual({
      erro: '"ampla 30" não é um par nome=valor (escreva como "ampla=30; PP=9; leitura=todos os optantes")',
    });
  });

  test('the phase\'s name ("fase=prova prática") titles the list of convocados and is kept by the form', () => {
    const r = readConcursoWorkbook([params('fase=prova prática; ampla=2'), candidatos]);
    expect(r.problemas).toEqual([]);
    expect(r.parametros!.corte!.fase).toBe('prova prática');
    const tables = finalListTables(r.concurso!, classify(r.concurso!), {
      fase: r.parametros!.corte!.fase,
      geradoEm: new Date(2026, 11, 2),
    });
    expect(tables.find((t) => t.tipo === 'convocados')!.titulo).toBe(
      'Convocados para a próxima fase (prova prática) — Cargo único — gerada em 02/12/2026',
    );
    const form = parametersFormOf(readParameters(params('fase=prova prática; ampla=2').linhas, 'Parâmetros'));
    expect(form.corte).toBe('fase=prova prática; ampla=2');
  });

  test('the form reads the row and writes it back', () => {
    const rows = params('ampla=30; PP=9; leitura=lista própria', 'item 9.1').linhas;
    const form = parametersFormOf(readParameters(rows, 'Parâmetros'));
    expect(form.corte).toBe('ampla=30; PP=9; leitura=lista própria');
    expect(form.fundamentos?.corte).toBe('item 9.1');
    const again = parametersFormOf(readParameters(parametersSheetRows(form), 'Parâmetros'));
    expect(again.corte).toBe(form.corte);
    expect(again.fundamentos?.corte).toBe('item 9.1');
  });

  test('a cargo of its own: the Convocados column of the Cargo | Vagas table wins over the row for every cargo', () => {
    const cands = {
      nome: 'Candidatos',
      linhas: [
        ['Inscrição', 'Nota', 'Cargo'],
        ['1', 90, 'Professor'],
        ['2', 80, 'Professor'],
        ['3', 70, 'Motorista'],
        ['4', 60, 'Motorista'],
      ] as CellValue[][],
    };
    const p = {
      nome: 'Parâmetros',
      linhas: [
        ['Convocados para a próxima fase', 'ampla=1'],
        [],
        ['Cargo', 'Vagas', 'Convocados'],
        ['Professor', 1, 'ampla=2'],
        ['Motorista', 1, null],
      ] as CellValue[][],
    };
    const r = readConcursoWorkbook([p, cands]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso!.cargos.map((c) => [c.cargo, c.corte?.ampla])).toEqual([
      ['Professor', 2],
      ['Motorista', 1],
    ]);
    const bad = readConcursoWorkbook([
      { ...p, linhas: p.linhas.map((row) => (row[0] === 'Professor' ? ['Professor', 1, 'ampla=dois'] : row)) },
      cands,
    ]);
    expect(bad.problemas.map((x) => `${x.celula} ${x.mensagem}`)).toEqual([
      'C4 Convocados (cargo \'Professor\'), "corte": "ampla" deve ser um número inteiro, zero ou maior (recebido: "dois").',
    ]);
  });
});
