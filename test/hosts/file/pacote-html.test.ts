// Many government systems export "Excel" files that are an HTML table saved with an .xls extension.
// Such a file was read as a CSV and refused for having no header; it is named as what it is, with
// what to do (open it in Excel and save as .xlsx, or export as CSV), on the command line and in the web
// page (src/hosts/file/browser/kind.ts).
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { FileReadError, detectKind, readSpreadsheetFile } from '../../../src/hosts/file';
import { readSpreadsheetBytes } from '../../../src/hosts/file/browser';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-pacote-html-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const TABLE =
  '<table border="1"><tr><th>Inscrição</th><th>Nome</th><th>Nota</th></tr><tr><td>1001</td><td>Ana</td><td>9,5</td></tr></table>';
const MESSAGE = (nome: string): string =>
  `'${nome}': o arquivo é uma página HTML (uma tabela de página da web salva com a extensão do Excel), não uma planilha; abra-o no Excel e use "Arquivo > Salvar como", escolhendo "Pasta de Trabalho do Excel (.xlsx)", ou exporte os dados do sistema de origem como CSV`;

const utf16le = (s: string): Buffer => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')]);

it.each([
  ['html.xls', Buffer.from(`<html><head><meta charset="utf-8"></head><body>${TABLE}</body></html>`)],
  ['doctype.xls', Buffer.from(`\ufeff  \r\n<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">\n<HTML><BODY>${TABLE}</BODY></HTML>`)],
  ['tabela.xls', Buffer.from(`\n\n${TABLE}`)],
  [
    'office.xls',
    Buffer.from(`<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">${TABLE}</html>`),
  ],
  [
    'xhtml.xls',
    Buffer.from(`<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body>${TABLE}</body></html>`),
  ],
  ['utf16.xls', utf16le(`<html><body>${TABLE}</body></html>`)],
  ['sem-extensao', Buffer.from(`<table>${TABLE}</table>`)],
])('%s: an HTML table is named as such, with what to do', async (nome, bytes) => {
  expect(detectKind(bytes, nome)).toBe('html');
  const file = path.join(dir, nome);
  fs.writeFileSync(file, bytes);
  const cli = await readSpreadsheetFile(file).catch((e: unknown) => e);
  expect(cli).toBeInstanceOf(FileReadError);
  expect((cli as FileReadError).problemas).toEqual([MESSAGE(nome)]);
  const web = await readSpreadsheetBytes(new Uint8Array(bytes), nome).catch((e: unknown) => e);
  expect((web as FileReadError).problemas).toEqual([MESSAGE(nome)]);
});

it('a CSV whose first field merely mentions a tag is still a CSV', () => {
  for (const text of ['Inscrição;Nome\n1001;<html> Ana\n', '<b>Inscrição</b>;Nome\n1001;Ana\n', 'tabela;<table>\n1;2\n']) {
    expect(detectKind(Buffer.from(text), 'lista.csv')).toBe('csv');
  }
});
