// The web page reads the file the user opened from its bytes, with no Node (src/hosts/file/
// browser). It is the command line's reader too (one package reader: JSZip + the sheet reader), so
// both read every workbook the same way: the same cells, hidden sheets and rows, merged ranges, marker,
// and the same Portuguese message for what they refuse.
import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { detectKind, readXlsxBuffer } from '../../../src/hosts/file';
import { FileReadError, detectKindOfBytes, isDateFormat, readSpreadsheetBytes, readXlsxPackage } from '../../../src/hosts/file/browser';
import { addAwkwardCandidates } from '../../support/awkward-sheet';

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures', 'entradas');
const XLSX = fs
  .readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.xlsx'))
  .sort();
const CSV = fs
  .readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.csv'))
  .sort();

describe('browser reader = command line reader', () => {
  test('há planilhas de entrada para comparar', () => {
    expect(XLSX.length).toBeGreaterThan(20);
  });

  test.each(XLSX)('%s: as mesmas abas, células e marcas (ou o mesmo motivo para recusar)', async (f) => {
    const bytes = fs.readFileSync(path.join(FIXTURES, f));
    const outcome = (p: Promise<unknown>): Promise<unknown> =>
      p.then(
        (v) => ({ ok: v }),
        (e: unknown) => ({ erro: (e as FileReadError).problemas ?? String(e) }),
      );
    const node = await outcome(readXlsxBuffer(bytes));
    expect(await outcome(readXlsxPackage(new Uint8Array(bytes)))).toEqual('erro' in (node as object) ? { erro: expect.anything() } : node);
    // What the user reads: the same sheets or the same Portuguese message as the command line.
    const { readSpreadsheetFile } = await import('../../../src/hosts/file');
    expect(await outcome(readSpreadsheetBytes(new Uint8Array(bytes), f))).toEqual(
      await outcome(readSpreadsheetFile(path.join(FIXTURES, f))),
    );
  });

  test('uma pasta de trabalho difícil: erros, fórmulas sem resultado, datas de 1904, linhas ocultas, mescladas, textos ricos, marca', async () => {
    const wb = new ExcelJS.Workbook();
    wb.properties.date1904 = true;
    addAwkwardCandidates(wb);
    wb.addWorksheet('Antiga', { state: 'hidden' }).addRow(['Inscrição', 'Nome']);
    wb.addWorksheet('AC').addRow(['Lista']);
    wb.definedNames.add("'AC'!$A$1", 'CotasSaida');
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const browser = await readXlsxPackage(new Uint8Array(bytes));
    expect(browser).toEqual(await readXlsxBuffer(bytes));
    expect(browser.map((s) => [s.nome, !!s.oculta, !!s.doSuplemento])).toEqual([
      ['Candidatos', false, false],
      ['Antiga', true, false],
      ['AC', false, true],
    ]);
    expect(browser[0].linhasOcultas).toEqual([2]);
    expect(browser[0].linhas[3][1]).toBe('Caio Lima');
    expect(browser[0].linhas[1][3]).toEqual(new Date(Date.UTC(1966, 2, 21, 2, 0)));
  });

  test('um pacote sem compressão (STORE) é lido de uma vez, sem reempacotar', async () => {
    const src = await JSZip.loadAsync(fs.readFileSync(path.join(FIXTURES, XLSX[0])));
    const out = new JSZip();
    for (const n of Object.keys(src.files))
      if (!src.files[n].dir) out.file(n, await src.files[n].async('uint8array'), { compression: 'STORE' });
    const stored = await out.generateAsync({ type: 'uint8array', compression: 'STORE' });
    expect(await readXlsxPackage(stored)).toEqual(await readXlsxBuffer(fs.readFileSync(path.join(FIXTURES, XLSX[0]))));
  });

  test('formatos de data: os mesmos que o exceljs reconhece, inclusive os embutidos', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const utils = require('exceljs/lib/utils/utils') as { isDateFmt(f: string): boolean };
    for (const f of [
      'dd/mm/yyyy',
      'd-mmm-yy',
      '[$-416]dd/mm/yyyy',
      '"dia" 0',
      '0.00',
      '#,##0',
      'h:mm',
      '[h]:mm:ss',
      'General',
      '@',
      '"mm"0',
      'yyyy-mm-dd hh:mm',
    ]) {
      expect({ f, date: isDateFormat(f) }).toEqual({ f, date: utils.isDateFmt(f) });
    }
  });
});

describe('readSpreadsheetBytes (the web page opening a file)', () => {
  test.each(CSV)('%s: o CSV lido dos bytes é o mesmo que o lido do disco', async (f) => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURES, f)));
    const { readSpreadsheetFile } = await import('../../../src/hosts/file');
    let disk: unknown;
    let mem: unknown;
    try {
      disk = await readSpreadsheetFile(path.join(FIXTURES, f));
    } catch (e) {
      disk = e instanceof Error ? { erro: (e as FileReadError).problemas } : e;
    }
    try {
      mem = await readSpreadsheetBytes(bytes, f);
    } catch (e) {
      mem = e instanceof Error ? { erro: (e as FileReadError).problemas } : e;
    }
    expect(mem).toEqual(disk);
  });

  test('o tipo vem do conteúdo, como na linha de comando', () => {
    for (const f of [...XLSX.slice(0, 3), ...CSV]) {
      const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURES, f)));
      expect(detectKindOfBytes(bytes, f)).toBe(
        detectKind(bytes.subarray(0, 65536), f, bytes.length > 65536 ? bytes.subarray(bytes.length - 65536) : undefined),
      );
    }
    expect(detectKindOfBytes(new TextEncoder().encode('{"a":1}'), 'dados')).toBe('json');
    const ole = new Uint8Array(600);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(detectKindOfBytes(ole, 'antiga.xls')).toBe('xls');
    ole.set(Array.from(new Uint8Array(Buffer.from('EncryptionInfo', 'utf16le'))), 300);
    expect(detectKindOfBytes(ole, 'senha.xlsx')).toBe('protegida');
  });

  test('arquivos que não são planilhas: o motivo em português', async () => {
    const cases: [Uint8Array, string, RegExp][] = [
      [new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'antiga.xls', /formato antigo do Excel \(\.xls\)/],
      [new Uint8Array(0), 'vazio.csv', /está vazio/],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), 'quebrada.xlsx', /corrompido ou incompleto/],
      [new TextEncoder().encode('%PDF-1.4 \u0000'), 'edital.pdf', /não é uma planilha/],
    ];
    for (const [bytes, nome, msg] of cases) {
      const err = await readSpreadsheetBytes(bytes, nome).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(FileReadError);
      expect((err as FileReadError).problemas.join('\n')).toMatch(msg);
      expect((err as FileReadError).problemas.join('\n')).toContain(nome);
    }
  });
});
