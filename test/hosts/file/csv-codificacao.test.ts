// A CSV whose lines are not all in one encoding: one Windows-1252 line pasted into a UTF-8 file made
// the whole file decode as Windows-1252 ("JoÃ£o"). The file is decoded by the encoding of most of
// its lines; a line in another encoding would be read wrong, so it is an error naming the line.
import { decodeText, readCsv } from '../../../src/hosts/file';

const utf8 = (s: string): Buffer => Buffer.from(s, 'utf8');
const cp1252 = (s: string): Buffer => Buffer.from(s, 'latin1'); // the letters used here are the same in both
const lineOf = (p: string): string => /^a linha (\d+)/.exec(p)?.[1] ?? p;

describe('a UTF-8 file with Windows-1252 lines', () => {
  const bytes = Buffer.concat([
    utf8('Inscrição;Nome;Nota\n1001;João;89\n1002;Conceição;70\r\n'),
    cp1252('1003;José;60\n'),
    utf8('1004;Ângela;50\n'),
    cp1252('1005;Araújo;40\n'),
  ]);
  it('is decoded as UTF-8 (never "JoÃ£o") and the lines that are not UTF-8 are named', () => {
    const d = decodeText(bytes);
    expect(d.codificacao).toBe('utf-8');
    expect(d.text.startsWith('Inscrição;Nome;Nota\n1001;João;89\n')).toBe(true);
    expect(d.linhasForaDaCodificacao).toEqual([4, 6]);
  });
  it('readCsv refuses it, naming each such line and what to do; no rows are read', () => {
    const r = readCsv(bytes);
    expect(r.linhas).toEqual([]);
    expect(r.problemas.map(lineOf)).toEqual(['4', '6']);
    expect(r.problemas[0]).toBe(
      'a linha 4 não está em UTF-8, como o resto do arquivo (parece Windows-1252, de outro programa): os acentos dessa linha seriam lidos errado; salve o arquivo inteiro de novo como "CSV UTF-8" ou redigite os acentos dessa linha',
    );
  });
  it('the lines are counted after a sep= line and after line breaks inside quotes', () => {
    const r = readCsv(Buffer.concat([utf8('sep=;\nInscrição;Nome;Nota\n1001;"João\nSilva";89\n'), cp1252('1002;José;70\n')]));
    expect(r.problemas.map(lineOf)).toEqual(['5']);
  });
});

describe('a Windows-1252 file with a UTF-8 line', () => {
  it('is decoded as Windows-1252 and the UTF-8 line is named', () => {
    const bytes = Buffer.concat([cp1252('Inscrição;Nome;Nota\n1001;José;89\n1002;Conceição;70\n'), utf8('1003;João;60\n')]);
    const d = decodeText(bytes);
    expect(d.codificacao).toBe('windows-1252');
    expect(d.linhasForaDaCodificacao).toEqual([4]);
    const r = readCsv(bytes);
    expect(r.linhas).toEqual([]);
    expect(r.problemas).toEqual([expect.stringMatching(/^a linha 4 está em UTF-8, mas o resto do arquivo está em Windows-1252/)]);
  });
});

describe('a UTF-8 file with a BOM and a line that is not UTF-8', () => {
  it('is named (the bytes were replaced by "�" before)', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('Inscrição;Nome;Nota\n'), cp1252('1001;José;89\n')]);
    const r = readCsv(bytes);
    expect(r.linhas).toEqual([]);
    expect(r.problemas.map(lineOf)).toEqual(['2']);
  });
});

describe('files in one encoding read as before', () => {
  it('pure Windows-1252', () => {
    const r = readCsv(cp1252('Inscrição;Nome;Nota\n1001;José;89\n'));
    expect(r.problemas).toEqual([]);
    expect(r.codificacao).toBe('windows-1252');
    expect(r.linhas[1]).toEqual(['1001', 'José', '89']);
    expect(decodeText(cp1252('Inscrição'))).toEqual({ text: 'Inscrição', codificacao: 'windows-1252' });
  });
  it('pure UTF-8, with and without BOM', () => {
    expect(readCsv(utf8('Inscrição;Nome;Nota\n1001;João;89\n')).linhas[1]).toEqual(['1001', 'João', '89']);
    expect(decodeText(utf8('\ufeffJoão'))).toEqual({ text: 'João', codificacao: 'utf-8-bom' });
  });
});
