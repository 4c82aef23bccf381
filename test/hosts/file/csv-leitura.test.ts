// CSV read by papaparse, every record checked against the header; nothing read silently wrong.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { MAX_CSV_PROBLEMS, decodeText, detectKind, readCsv, readSpreadsheetFile } from '../../../src/hosts/file';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const utf16be = (s: string): Uint8Array => {
  const le = Buffer.from(s, 'utf16le');
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1];
    be[i + 1] = le[i];
  }
  return be;
};

describe('row 10: a ","-separated CSV with a trailing empty column and an unquoted 89,5', () => {
  it('is an error naming the line and the decimal comma, never 89', () => {
    const r = readCsv(enc('Inscrição,Nome,Nota,\n1,Ana,89,5\n2,Bia,70,\n'));
    expect(r.linhas).toEqual([]);
    expect(r.problemas).toHaveLength(1);
    expect(r.problemas[0]).toContain('a linha 2 tem mais campos que o cabeçalho');
    expect(r.problemas[0]).toContain('vírgula decimal');
  });
  it('the same file with the number quoted is read as written', () => {
    const r = readCsv(enc('Inscrição,Nome,Nota,\n1,Ana,"89,5",\n2,Bia,70,\n'));
    expect(r.problemas).toEqual([]);
    expect(r.linhas).toEqual([
      ['Inscrição', 'Nome', 'Nota', ''],
      ['1', 'Ana', '89,5', ''],
      ['2', 'Bia', '70', ''],
    ]);
  });
  it('every bad line is named, all at once', () => {
    const r = readCsv(enc('Inscrição,Nota\n1,7,5\n2,8\n3,6,25\n'));
    expect(r.problemas.map((p) => /a linha (\d+)/.exec(p)![1])).toEqual(['2', '4']);
  });
});

describe('row 11: an unclosed quote in an ignored column', () => {
  const TEXT = 'Inscrição;Nome;Observação;Nota\n1;Ana;ok;8\n2;Bia;"sem fechar;7\n3;Caio;;6\n4;Dani;;5\n';
  it('is an error naming the line where the quote opens (the old splitter read 2 of 4 candidates)', () => {
    const r = readCsv(enc(TEXT));
    expect(r.linhas).toEqual([]);
    expect(r.problemas).toHaveLength(1);
    expect(r.problemas[0]).toMatch(/^a linha 3 abre aspas/);
  });
  it('the line is counted after a legitimate line break inside quotes, and after a sep= line', () => {
    const r = readCsv(enc('sep=;\nInscrição;Nome;Obs\n1;"Ana\nSouza";x\n2;Bia;"aberta\n'));
    expect(r.problemas).toHaveLength(1);
    expect(r.problemas[0]).toMatch(/^a linha 5 abre aspas/);
  });
  it('a quoted field followed by other characters is named too', () => {
    const r = readCsv(enc('Inscrição;Nome\n1;"Ana"x\n2;Bia\n'));
    expect(r.problemas[0]).toMatch(/^a linha 2 /);
  });
});

describe('field counts', () => {
  it('trailing empty fields are accepted; a missing field is an error naming the line', () => {
    expect(readCsv(enc('a;b;c\n1;2;3;;\n')).problemas).toEqual([]);
    expect(readCsv(enc('a;b;c;;\n1;2;3\n')).problemas).toEqual([]);
    const r = readCsv(enc('a;b;c\n1;2;3\n4;5\n'));
    expect(r.problemas).toEqual([expect.stringContaining('a linha 3 tem 2 campos, mas o cabeçalho (linha 1) tem 3 colunas')]);
  });
  it('an extra filled field in a ";" file is an error too', () => {
    expect(readCsv(enc('a;b\n1;2;3\n')).problemas[0]).toContain('a linha 2 tem mais campos que o cabeçalho');
  });
  it('blank lines and mixed line ends are not records', () => {
    const r = readCsv(enc('a;b\r\n\r\n1;2\n3;4\r5;6'));
    expect(r.problemas).toEqual([]);
    expect(r.linhas).toEqual([['a', 'b'], [''], ['1', '2'], ['3', '4'], ['5', '6']]);
  });
  it(`at most ${MAX_CSV_PROBLEMS} lines are named, then "e mais N"`, () => {
    const lines = ['a;b'];
    for (let i = 0; i < MAX_CSV_PROBLEMS + 500; i++) lines.push('1;2;3');
    const r = readCsv(enc(lines.join('\n')));
    expect(r.problemas).toHaveLength(MAX_CSV_PROBLEMS + 1);
    expect(r.problemas[MAX_CSV_PROBLEMS]).toBe('e mais 500 linhas com problemas no arquivo CSV');
  });
});

describe('sep= first line', () => {
  it('names the separator and is not data', () => {
    const r = readCsv(enc('sep=,\r\nInscrição,Nome;apelido,Nota\r\n1,Ana;A,"7,5"\r\n'));
    expect(r.problemas).toEqual([]);
    expect(r.separador).toBe(',');
    expect(r.linhas).toEqual([
      ['Inscrição', 'Nome;apelido', 'Nota'],
      ['1', 'Ana;A', '7,5'],
    ]);
  });
  it('sep=; with decimal commas', () => {
    const r = readCsv(enc('sep=;\nInscrição;Nota\n1;7,5\n'));
    expect(r.separador).toBe(';');
    expect(r.linhas).toEqual([
      ['Inscrição', 'Nota'],
      ['1', '7,5'],
    ]);
  });
});

describe('UTF-16 without BOM', () => {
  const TEXT = 'Inscrição;Nome;Nota\r\n001;Conceição;7,5\r\n';
  it.each([
    ['little-endian', Buffer.from(TEXT, 'utf16le'), 'utf-16le'],
    ['big-endian', utf16be(TEXT), 'utf-16be'],
  ])('%s is told by its NUL bytes and read', (_n, bytes, codificacao) => {
    expect(decodeText(bytes)).toEqual({ text: TEXT, codificacao });
    expect(detectKind(bytes, 'lista.csv')).toBe('csv');
    const r = readCsv(bytes);
    expect(r.problemas).toEqual([]);
    expect(r.linhas).toEqual([
      ['Inscrição', 'Nome', 'Nota'],
      ['001', 'Conceição', '7,5'],
    ]);
  });
  it('through readSpreadsheetFile (it was refused as binary)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-csv-'));
    try {
      const file = path.join(dir, 'lista.csv');
      fs.writeFileSync(file, Buffer.from(TEXT, 'utf16le'));
      const r = await readSpreadsheetFile(file);
      expect(r.detalhe).toBe('CSV (utf-16le, separador ponto e vírgula)');
      expect(r.sheets[0].linhas[1]).toEqual(['001', 'Conceição', '7,5']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it('binary content is still refused', () => {
    expect(readCsv(Uint8Array.from([0x41, 0, 0x42, 0x43, 0, 0, 0x10, 0x20, 0, 0x41])).problemas[0]).toContain('não é um texto CSV');
  });
});
