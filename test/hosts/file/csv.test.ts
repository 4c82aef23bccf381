import { decodeText, readCsv, writeCsv } from '../../../src/hosts/file';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

/** Windows-1252 bytes of a text with Portuguese letters (all in Latin-1 range). */
function cp1252(s: string): Uint8Array {
  return Uint8Array.from(
    Array.from(s).map((ch) => {
      const c = ch.charCodeAt(0);
      if (c > 255) throw new Error('fora do Latin-1');
      return c;
    }),
  );
}

const TEXT = 'Inscrição;Nome;Nota;Cota\r\n001;"Conceição, Maria";7,5;Indígena\r\n002;"João ""Jota"" Simões";8;\r\n';

describe('decodeText', () => {
  it('reads UTF-8, UTF-8 with BOM and Windows-1252', () => {
    expect(decodeText(enc(TEXT))).toEqual({ text: TEXT, codificacao: 'utf-8' });
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...enc(TEXT)]))).toEqual({ text: TEXT, codificacao: 'utf-8-bom' });
    const latin = decodeText(cp1252(TEXT));
    expect(latin.codificacao).toBe('windows-1252');
    expect(latin.text).toBe(TEXT);
  });
  it('Windows-1252 specific characters (–, “ ”) decode correctly', () => {
    expect(decodeText(Uint8Array.from([0x93, 0x41, 0x94, 0x20, 0x96])).text).toBe('“A” –');
  });
});

describe('readCsv', () => {
  it.each([
    ['UTF-8', enc(TEXT)],
    ['UTF-8 com BOM', Uint8Array.from([0xef, 0xbb, 0xbf, ...enc(TEXT)])],
    ['Windows-1252', cp1252(TEXT)],
  ])('%s: ";" separated, quoted fields, decimal comma kept as text for the parsers', (_n, bytes) => {
    const r = readCsv(bytes);
    expect(r.problemas).toEqual([]);
    expect(r.separador).toBe(';');
    expect(r.linhas).toEqual([
      ['Inscrição', 'Nome', 'Nota', 'Cota'],
      ['001', 'Conceição, Maria', '7,5', 'Indígena'],
      ['002', 'João "Jota" Simões', '8', ''],
    ]);
  });
  it('accepts "," when unambiguous', () => {
    const r = readCsv(enc('Inscrição,Nota\n1,"7,5"\n2,8.25\n'));
    expect(r.problemas).toEqual([]);
    expect(r.separador).toBe(',');
    expect(r.linhas).toEqual([
      ['Inscrição', 'Nota'],
      ['1', '7,5'],
      ['2', '8.25'],
    ]);
  });
  it('refuses "," when a decimal comma breaks the columns, explaining why', () => {
    const r = readCsv(enc('Inscrição,Nota\n1,7,5\n'));
    expect(r.problemas[0]).toContain('a linha 2 tem mais campos que o cabeçalho');
    expect(r.linhas).toEqual([]);
  });
  it('accepts tab-separated text and newlines inside quotes', () => {
    const r = readCsv(enc('Inscrição\tNome\n1\t"Ana\nSouza"\n'));
    expect(r.linhas).toEqual([
      ['Inscrição', 'Nome'],
      ['1', 'Ana\nSouza'],
    ]);
  });
  it('refuses binary content and empty files', () => {
    expect(readCsv(Uint8Array.from([0x41, 0, 0x42])).problemas[0]).toContain('não é um texto CSV');
    expect(readCsv(enc('\r\n\r\n')).problemas[0]).toContain('vazio');
  });
});

describe('writeCsv', () => {
  it('round-trips text with separators, quotes and newlines', () => {
    const rows = [
      ['a;b', 'c"d', 'e\nf', '=1+1'],
      ['1', '', ' x ', 'ok'],
    ];
    const r = readCsv(enc(writeCsv(rows)));
    expect(r.problemas).toEqual([]);
    expect(r.linhas).toEqual(rows);
  });
  it('writes numbers with decimal comma', () => {
    expect(writeCsv([[7.5, 'a']])).toBe('\ufeff7,5;a\r\n');
    // A text longer than an Excel cell holds is cut, saying so (Excel would cut it silently).
    const cell = readCsv(enc(writeCsv([['x'.repeat(40000)]]))).linhas[0][0] as string;
    expect(cell.length).toBeLessThanOrEqual(32767);
    expect(cell).toMatch(/texto cortado/);
  });
});
