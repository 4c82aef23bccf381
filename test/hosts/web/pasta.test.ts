// What the web page hands back (src/hosts/web, src/hosts/file/browser/xlsx-patch.ts): the lists to
// publish as a file of their own, masked and without the candidates' sheet; and, on request, the
// commission's whole workbook — the file it opened, its sheets as they were (a formula, a note, a column
// width, the frozen header), with only the program's sheets put in (Parâmetros, the acts appended to
// Nomeações, the lists). Every change to the commission's sheets says where it went, and the page counts it.
// The downloads are read back with the page's own reader (readXlsxPackage): the command line's reader
// takes the shared strings from exceljs's streaming parser, which decodes each chunk on its own and
// splits a character that falls across two chunks (an em dash of the Memória came back as three U+FFFD).
import * as path from 'path';
import ExcelJS from 'exceljs';
import { readXlsxPackage } from '../../../src/hosts/file/browser';
import { patchWorkbookBytes, sameCellValue } from '../../../src/hosts/file/browser/xlsx-patch';
import { WHERE_SAVED, downloadWorkbook, webActions } from '../../../src/hosts/web/actions';
import { WebWorkbook, resultFileName, workbookFileName } from '../../../src/hosts/web/web-workbook';
import { CellError, UncachedFormula } from '../../../src/sheet/cells';
import type { CellValue, SheetData } from '../../../src/sheet';

const EXAMPLE = path.join(__dirname, '..', '..', '..', 'assets', 'exemplo-concurso.xlsx');
const SHA = 'ab12cd34ef56ab78cd90ef12ab34cd56ef78ab90cd12ef34ab56cd78ef90ab12';
/** A CPF written in full (masked ones read ***.456.789-**), or eleven digits in a row. */
const FULL_CPF = /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b|(^|\D)\d{11}(\D|$)/;

/** The example workbook as a commission keeps it: a note on a header, a formula in a score (its result cached). */
async function commissionBytes(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(EXAMPLE);
  const ws = book.getWorksheet('Candidatos')!;
  ws.getCell('A1').note = 'Conforme o edital, item 4.2';
  ws.getCell('F2').value = { formula: 'G2+H2+24.75', result: 68.75 } as ExcelJS.CellFormulaValue;
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function opened(bytes: Uint8Array, nome = 'exemplo-concurso.xlsx'): Promise<WebWorkbook> {
  return new WebWorkbook(await readXlsxPackage(bytes), nome, bytes);
}

async function load(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return book;
}

function cells(sheets: SheetData[]): string[] {
  return sheets.flatMap((s) => s.linhas.flat().map((v: CellValue) => (v instanceof Date ? v.toISOString() : String(v ?? ''))));
}

describe('a pasta de trabalho completa: o arquivo aberto, só com as planilhas do programa postas', () => {
  test('Parâmetros, Nomeações e listas gravados; a fórmula, a nota, a largura e o painel congelado da comissão ficam', async () => {
    const bytes = await commissionBytes();
    const wb = await opened(bytes);
    const baixados: { bytes: Uint8Array; nome: string }[] = [];
    const acoes = webActions(wb, (b, nome) => void baixados.push({ bytes: b, nome }), { sha256: async () => SHA });
    const analise = await acoes.analisar();
    const cargos = analise.parametros.cargos.map((c) => (c.cargo === 'Motorista' ? { ...c, vagas: 2 } : c));
    const salvo = await acoes.salvarParametros({ ...analise.parametros, cargos });
    expect(salvo.resultado.ok).toBe(true);
    expect(wb.changedSheets()).toEqual(['Parâmetros']);
    expect(wb.revision).toBe(1);
    expect((await acoes.gerar({ mascarar: true, disposicao: 'por-lista' })).ok).toBe(true);
    // Generating writes the lists, not the commission's sheets.
    expect(wb.revision).toBe(1);

    const got = await downloadWorkbook(wb, (b, nome) => void baixados.push({ bytes: b, nome }));
    expect(got.nome).toBe('exemplo-concurso-uso-interno.xlsx');
    expect(got.texto).toMatch(
      /^Pasta de trabalho baixada: exemplo-concurso-uso-interno\.xlsx, com as \d+ planilhas 'Candidatos', 'Parâmetros', 'Resumo'/,
    );
    expect(got.texto).toContain('Contém os dados completos dos candidatos');
    const full = baixados[baixados.length - 1].bytes;
    const book = await load(full);
    expect(book.worksheets.map((w) => w.name)).toEqual(got.planilhas);
    const ws = book.getWorksheet('Candidatos')!;
    expect(ws.getCell('F2').formula).toBe('G2+H2+24.75');
    expect(ws.getCell('A1').note).toBe('Conforme o edital, item 4.2');
    expect(ws.getColumn(2).width).toBe(38);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // The CPF stays in full here: the commission's own data.
    expect(ws.getCell('C2').value).toBe('897.526.017-82');
    // The Parâmetros sheet's changed cell, in place; its widths stay too.
    const par = book.getWorksheet('Parâmetros')!;
    const motorista: unknown[] = [];
    par.eachRow((row) => void (row.getCell(1).value === 'Motorista' && motorista.push(row.getCell(2).value)));
    expect(motorista).toEqual([2]);
    expect(par.getColumn(2).width).toBe(34);
    // Read back by the project's reader: the lists marked as the add-in's, the commission's sheets not.
    const sheets = await readXlsxPackage(full);
    expect(sheets.filter((s) => s.doSuplemento).map((s) => s.nome)).toEqual(wb.listNames());
    expect(sheets.filter((s) => !s.doSuplemento).map((s) => s.nome)).toEqual(['Candidatos', 'Parâmetros']);
    const lidas = await wb.readSheets();
    expect(
      sheets
        .find((s) => s.nome === 'Parâmetros')!
        .linhas.flat()
        .filter((v) => v !== null && v !== ''),
    ).toEqual(
      lidas
        .find((s) => s.nome === 'Parâmetros')!
        .linhas.flat()
        .filter((v) => v !== null && v !== ''),
    );

    // Opened again and generated again: the earlier lists are replaced, the commission's sheets still as they were.
    const again = await opened(full, got.nome);
    expect((await webActions(again, () => undefined, { sha256: async () => SHA }).gerar({ mascarar: true })).ok).toBe(true);
    const twice = await load(await again.toXlsx());
    expect(twice.worksheets.map((w) => w.name)).toEqual(got.planilhas);
    expect(twice.getWorksheet('Candidatos')!.getCell('F2').formula).toBe('G2+H2+24.75');
    const reread = await readXlsxPackage(await again.toXlsx());
    expect(reread.map((s) => [s.nome, !!s.doSuplemento])).toEqual(sheets.map((s) => [s.nome, !!s.doSuplemento]));
  });

  test('com erros, a pasta baixa do mesmo jeito, com o que a comissão preencheu', async () => {
    const book = new ExcelJS.Workbook();
    const c = book.addWorksheet('Candidatos');
    c.addRows([
      ['Inscrição', 'Nome', 'Nota'],
      ['1', 'Ana', 'abc'],
    ]);
    c.getColumn(2).width = 40;
    const wb = await opened(new Uint8Array(await book.xlsx.writeBuffer()), 'ruim.xlsx');
    const acoes = webActions(wb, () => undefined);
    const analise = await acoes.analisar();
    expect(analise.ok).toBe(false);
    const salvo = await acoes.salvarParametros({ ...analise.parametros, cargos: [{ cargo: null, vagas: 3 }] });
    expect(salvo.resultado.titulo).toContain(WHERE_SAVED);
    const baixados: Uint8Array[] = [];
    const got = await downloadWorkbook(wb, (b) => void baixados.push(b));
    expect(got.planilhas).toEqual(['Candidatos', 'Parâmetros']);
    const back = await load(baixados[0]);
    expect(back.getWorksheet('Candidatos')!.getColumn(2).width).toBe(40);
    const sheets = await readXlsxPackage(baixados[0]);
    expect(sheets.find((s) => s.nome === 'Parâmetros')!.linhas).toContainEqual(['Vagas', 3]);
  });

  test('as nomeações registradas são linhas acrescentadas; nenhuma outra célula da planilha muda', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Nomeações');
    ws.addRows([
      ['Cargo', 'Posição', 'Inscrição', 'Nome', 'Situação', 'Ato', 'Data'],
      ['Motorista', 1, '260001', 'Ana', 'Nomeado(a)', 'Portaria 1/2026', new Date(Date.UTC(2026, 2, 1))],
    ]);
    ws.getCell('F2').note = 'publicada no DOM';
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const lidas = await readXlsxPackage(bytes);
    const wb = new WebWorkbook(lidas, 'n.xlsx', bytes);
    await wb.appendRows(
      'Nomeações',
      [],
      [['Motorista', 2, '260002', 'Bia', 'Nomeado(a)', 'Portaria 2/2026', new Date(Date.UTC(2026, 2, 9))]],
    );
    expect(wb.changedSheets()).toEqual(['Nomeações']);
    const back = await load(await wb.toXlsx());
    const n = back.getWorksheet('Nomeações')!;
    expect(n.getCell('F2').note).toBe('publicada no DOM');
    expect(n.getRow(3).values).toEqual([
      undefined,
      'Motorista',
      2,
      '260002',
      'Bia',
      'Nomeado(a)',
      'Portaria 2/2026',
      new Date(Date.UTC(2026, 2, 9)),
    ]);
    expect(n.getCell('G3').numFmt).toBe('dd/mm/yyyy');
  });

  test('patchWorkbookBytes escreve só as células que mudaram', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('P');
    ws.getCell('A1').value = { formula: '1+1', result: 2 } as ExcelJS.CellFormulaValue;
    ws.getCell('B1').value = 'velho';
    ws.getCell('B1').font = { bold: true };
    // An autofilter's hidden name, as Excel writes it (exceljs reads it without its sheet).
    book.definedNames.add("'P'!$A$1:$B$1", '_xlnm._FilterDatabase');
    book.definedNames.add("'P'!$A$1", 'Minha_celula');
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const [lida] = await readXlsxPackage(bytes);
    const depois: SheetData = { nome: 'P', linhas: [[2, 'novo']] };
    const back = await load(await patchWorkbookBytes(bytes, [lida], [{ nome: 'P', dados: depois }]));
    const p = back.getWorksheet('P')!;
    expect(p.getCell('A1').formula).toBe('1+1');
    expect(p.getCell('B1').value).toBe('novo');
    expect(p.getCell('B1').font?.bold).toBe(true);
    expect(back.definedNames.model.map((dn) => dn.name)).toEqual(['Minha_celula']);
    expect(sameCellValue(new Date(5), new Date(5))).toBe(true);
    expect(sameCellValue('', null)).toBe(true);
    expect(sameCellValue(new CellError('#N/A'), new CellError('#N/A'))).toBe(true);
    expect(sameCellValue(new UncachedFormula('A1'), new UncachedFormula('A2'))).toBe(false);
    expect(sameCellValue(0, null)).toBe(false);
  });
});

describe('as listas para publicar: um arquivo só delas', () => {
  test('Gerar baixa só as listas, com CPF mascarado e sem datas de nascimento; o texto diz quais planilhas o arquivo tem', async () => {
    const wb = await opened(await commissionBytes());
    const baixados: { bytes: Uint8Array; nome: string }[] = [];
    const acoes = webActions(wb, (b, nome) => void baixados.push({ bytes: b, nome }), { sha256: async () => SHA });
    const r = await acoes.gerar({ mascarar: true, disposicao: 'por-lista' });
    expect(r.ok).toBe(true);
    expect(baixados.map((d) => d.nome)).toEqual(['exemplo-concurso-listas.xlsx']);
    const sheets = await readXlsxPackage(baixados[0].bytes);
    expect(sheets.map((s) => s.nome)).toEqual(r.planilhas);
    expect(sheets.every((s) => s.doSuplemento)).toBe(true);
    const listed = `as ${r.planilhas.length} planilhas ${r.planilhas.map((n) => `'${n}'`).join(', ')}`;
    expect(r.titulo).toContain('Arquivo baixado: exemplo-concurso-listas.xlsx (só as listas, com CPF mascarado e sem datas de nascimento');
    expect(r.titulo).toContain(`; ${listed}).`);
    // While an error stands the lists are provisional: the text never says they are to be published.
    expect(r.titulo.includes('para publicar')).toBe(!r.atencao);
    expect(r.titulo.includes('provisórias enquanto houver erro a resolver: não publique ainda')).toBe(r.atencao);
    const texts = cells(sheets);
    expect(texts.filter((t) => FULL_CPF.test(t))).toEqual([]);
    expect(texts.some((t) => /\*\*\*\.\d{3}\.\d{3}-\*\*/.test(t))).toBe(true);
    // No birth date of the candidates' sheet (1973-11-09 is the first one's).
    expect(texts.filter((t) => t.startsWith('1973-11-09') || t.includes('09/11/1973'))).toEqual([]);
    // The workbook in the page still has the candidates' sheet: only the lists' file leaves it out.
    expect(wb.sheetNames()[0]).toBe('Candidatos');
  });

  test('sem a máscara, o arquivo diz no nome e no texto que é de uso interno', async () => {
    const wb = await opened(await commissionBytes());
    const baixados: string[] = [];
    const r = await webActions(wb, (_b, nome) => void baixados.push(nome), { sha256: async () => SHA }).gerar({ mascarar: false });
    expect(baixados).toEqual(['exemplo-concurso-listas-uso-interno.xlsx']);
    expect(r.titulo).toContain('com CPF completo e datas de nascimento: uso interno, não publique');
  });

  test('os nomes dos arquivos baixados', () => {
    expect(resultFileName('exemplo-concurso.xlsx')).toBe('exemplo-concurso-listas.xlsx');
    expect(resultFileName('C:\\Users\\ana\\Concurso 2026.CSV')).toBe('Concurso 2026-listas.xlsx');
    expect(resultFileName('exemplo-concurso-listas.xlsx')).toBe('exemplo-concurso-listas.xlsx');
    expect(resultFileName('exemplo-concurso-uso-interno.xlsx', false)).toBe('exemplo-concurso-listas-uso-interno.xlsx');
    expect(resultFileName('.xlsx')).toBe('resultado-listas.xlsx');
    expect(workbookFileName('exemplo-concurso-uso-interno.xlsx')).toBe('exemplo-concurso-uso-interno.xlsx');
    expect(workbookFileName('exemplo-concurso-listas.xlsx')).toBe('exemplo-concurso-uso-interno.xlsx');
    expect(workbookFileName('dados.csv')).toBe('dados-uso-interno.xlsx');
  });
});
