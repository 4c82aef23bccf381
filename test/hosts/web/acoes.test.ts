// The web page's workbook (src/hosts/web/web-workbook.ts) and actions (actions.ts) over the real
// workflow: no grid, the lists written here replaced by the next run, "Gerar" downloading the lists
// alone and the commission's workbook downloaded whole on request.
// The downloads are read back with the page's own reader (readXlsxPackage): the command line's reader
// takes the shared strings from exceljs's streaming parser, which decodes each chunk on its own and
// splits a character that falls across two chunks (an em dash of the Memória came back as three U+FFFD).
import * as fs from 'fs';
import * as path from 'path';
import { MemoryWorkbook } from '../../support/memory-workbook';
import { generate } from '../../../src/app/workflow';
import { readSpreadsheetFile } from '../../../src/hosts/file';
import { readXlsxPackage } from '../../../src/hosts/file/browser';
import { downloadWorkbook, webActions } from '../../../src/hosts/web/actions';
import { WebWorkbook } from '../../../src/hosts/web/web-workbook';
import { tableFormat } from '../../../src/sheet/format';
import type { OutputTable, SheetData } from '../../../src/sheet';
import type { LaidOutTable } from '../../../src/app/port';

const EXAMPLE = path.join(__dirname, '..', '..', '..', 'assets', 'exemplo-concurso.xlsx');
const SHA = 'ab12cd34ef56ab78cd90ef12ab34cd56ef78ab90cd12ef34ab56cd78ef90ab12';
const COMMISSION: SheetData[] = [{ nome: 'Candidatos', linhas: [['Inscrição', 'Nome']] }];

describe('WebWorkbook e as ações da página', () => {
  test('sem grade: nenhuma seleção, e selecionar uma célula não faz nada', async () => {
    const wb = new WebWorkbook(COMMISSION, 'x.xlsx');
    expect(await wb.readSelection()).toBeNull();
    await wb.selectCell({ planilha: 'Candidatos', celula: 'A2' });
    expect(await wb.readSelection()).toBeNull();
    expect(webActions(wb, () => undefined).adicionarNomes).toBeUndefined();
  });

  test('o que vai para o arquivo: as listas gravadas aqui com o seu formato; as outras abas (a saída antiga do arquivo, a Parâmetros) como valores', async () => {
    const list = (nome: string): LaidOutTable => {
      const tabela: OutputTable = { nome, titulo: `Lista ${nome}`, cabecalho: ['Inscrição'], linhas: [['1']], tipo: 'ampla' };
      return { tabela, formato: tableFormat(tabela) };
    };
    const wb = new WebWorkbook(
      [
        { nome: 'Candidatos', linhas: [['x']] },
        { nome: 'AC', linhas: [['velha']], doSuplemento: true },
      ],
      'x.xlsx',
    );
    expect(wb.contents().map((c) => [c.nome, c.tabela ? 'tabela' : c.dados.linhas])).toEqual([
      ['Candidatos', [['x']]],
      ['AC', [['velha']]],
    ]);
    const [ac, pp] = [list('AC'), list('PP')];
    expect(await wb.replaceOutput(['ac'], [ac, pp])).toEqual(['AC', 'PP']);
    expect(wb.contents().map((c) => [c.nome, c.tabela ?? c.dados.linhas])).toEqual([
      ['Candidatos', [['x']]],
      ['AC', ac],
      ['PP', pp],
    ]);
    // A sheet written over by writeSheet is the commission's again: its values, no longer a list to replace.
    await wb.writeSheet('pp', [['minha']]);
    expect(wb.contents()[2]).toEqual({ nome: 'PP', dados: { nome: 'PP', linhas: [['minha']] } });
    expect((await wb.readSheets()).map((s) => [s.nome, !!s.doSuplemento])).toEqual([
      ['Candidatos', false],
      ['AC', true],
      ['PP', false],
    ]);
    await expect(wb.addNames()).rejects.toThrow('A página web não tem nomes de pasta de trabalho.');
  });

  test('Gerar baixa as listas; a pasta completa tem tudo o mais; gerar de novo, ou sobre a pasta baixada, substitui as listas', async () => {
    const sheets = (await readSpreadsheetFile(EXAMPLE)).sheets;
    const baixados: { bytes: Uint8Array; nome: string }[] = [];
    const baixar = (bytes: Uint8Array, nome: string) => void baixados.push({ bytes, nome });
    const wb = new WebWorkbook(sheets, 'exemplo-concurso.xlsx', new Uint8Array(fs.readFileSync(EXAMPLE)));
    const acoes = webActions(wb, baixar, { sha256: async () => SHA });
    const r1 = await acoes.gerar({ mascarar: true, disposicao: 'por-lista' });
    expect(r1.ok).toBe(true);
    expect(r1.titulo).toMatch(/^Listas finais geradas em \d+ planilhas .* Arquivo baixado: exemplo-concurso-listas\.xlsx \(só as listas/);
    expect(baixados.map((d) => d.nome)).toEqual(['exemplo-concurso-listas.xlsx']);
    const lists = await readXlsxPackage(baixados[0].bytes);
    await downloadWorkbook(wb, baixar);
    expect(baixados[1].nome).toBe('exemplo-concurso-uso-interno.xlsx');
    const first = await readXlsxPackage(baixados[1].bytes);

    // The same lists as the workflow writes into a workbook directly.
    const direct = new MemoryWorkbook(sheets);
    expect(
      (
        await generate(direct, {
          mascarar: true,
          disposicao: 'por-lista',
          sha256: async () => SHA,
          origem: 'arquivo exemplo-concurso.xlsx',
        })
      ).ok,
    ).toBe(true);
    // Blank cells ('' or null, trailing ones absent) and the moment of generation aside.
    const strip = (s: SheetData[]) =>
      s.map((x) => ({
        nome: x.nome,
        m: !!x.doSuplemento,
        l: x.linhas
          .map((r) => r.map((v) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.replace(/Gerado em .*/, '') : v)))
          .map((r) => {
            let n = r.length;
            while (n > 0 && r[n - 1] === null) n--;
            return r.slice(0, n);
          }),
      }));
    const expected = strip(await direct.readSheets());
    expect(strip(first)).toEqual(expected);
    expect(strip(lists)).toEqual(expected.filter((s) => s.m));

    // Again, in the same page: no confirmation needed, nothing duplicated.
    const r2 = await acoes.gerar({ mascarar: true, disposicao: 'por-cargo' });
    expect(r2.ok).toBe(true);
    expect(r2.removidas).toEqual(first.filter((s) => s.doSuplemento).map((s) => s.nome));
    await downloadWorkbook(wb, baixar);
    const second = await readXlsxPackage(baixados[3].bytes);
    expect(second.filter((s) => !s.doSuplemento).map((s) => s.nome)).toEqual(sheets.map((s) => s.nome));
    expect(second.some((s) => / \(\d+\)$/.test(s.nome))).toBe(false);

    // The downloaded workbook opened again: its lists are recognised and replaced.
    const reopened = new WebWorkbook(await readXlsxPackage(baixados[1].bytes), baixados[1].nome, baixados[1].bytes);
    const r3 = await webActions(reopened, baixar, { sha256: async () => SHA }).gerar({ mascarar: true, disposicao: 'por-lista' });
    expect(r3.ok).toBe(true);
    expect(r3.removidas.length).toBeGreaterThan(5);
    expect(baixados[4].nome).toBe('exemplo-concurso-listas.xlsx');
    await downloadWorkbook(reopened, baixar);
    expect(baixados[5].nome).toBe('exemplo-concurso-uso-interno.xlsx');
    const third = await readXlsxPackage(baixados[5].bytes);
    expect(third.map((s) => [s.nome, !!s.doSuplemento])).toEqual(first.map((s) => [s.nome, !!s.doSuplemento]));
  });

  test('uma pasta com erros não baixa listas; uma falha ao criar o arquivo é dita em português', async () => {
    const semVagas = new WebWorkbook(
      [
        {
          nome: 'Candidatos',
          linhas: [
            ['Inscrição', 'Nome', 'Nota'],
            ['1', 'Ana', 'abc'],
          ],
        },
      ],
      'ruim.csv',
    );
    let baixou = 0;
    const r = await webActions(semVagas, () => void baixou++).gerar({ mascarar: true });
    expect(r.ok).toBe(false);
    expect(baixou).toBe(0);

    const sheets = (await readSpreadsheetFile(EXAMPLE)).sheets;
    const falha = await webActions(new WebWorkbook(sheets, 'exemplo.xlsx'), () => {
      throw new Error('sem espaço');
    }).gerar({ mascarar: true });
    expect(falha.ok).toBe(false);
    expect(falha.titulo).toBe('As listas foram geradas, mas o arquivo não pôde ser criado: sem espaço');
  });
});
