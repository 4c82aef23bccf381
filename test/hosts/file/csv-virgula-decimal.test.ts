// A ","-separated CSV whose grades were written with an unquoted decimal comma: "89,5" splits into
// Nota 89 and a digits-only field in the next column. When the row has exactly the header's width
// (the next column is an Observação blank elsewhere), the field count cannot see it; the grade must
// never be read as 89.
import { readCsv } from '../../../src/hosts/file';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const lineOf = (p: string): string => /^a linha (\d+)/.exec(p)?.[1] ?? p;

describe('an unquoted decimal comma in a ","-separated file, under a header as wide as the row', () => {
  it('is refused, naming the line, the columns and what to do; no rows are read', () => {
    const r = readCsv(enc('Inscrição,Nome,Nota,Observação\n1001,Ana,89,5\n1002,Bia,70,\n1003,Caio,60,\n'));
    expect(r.linhas).toEqual([]);
    expect(r.problemas).toEqual([
      'a linha 2 parece ter uma nota com vírgula decimal sem aspas (89,5), que num arquivo separado por vírgulas se divide em duas colunas (\'Nota\' = 89 e \'Observação\' = 5): salve o arquivo como "CSV (separado por ponto e vírgula)" ou coloque as notas entre aspas ("89,5")',
    ]);
  });
  it('every such line is named at once, with the lines of other problems, in line order', () => {
    const text =
      'Inscrição,Nome,Nota,Observação\n1001,Ana,89,5\n1002,Bia,70,\n1003,Caio,60,25,x\n1004,Dani,71,\n1005,Eva,-3,75\n1006,Fabi,80,\n';
    const r = readCsv(enc(text));
    expect(r.linhas).toEqual([]);
    expect(r.problemas.map(lineOf)).toEqual(['2', '4', '6']);
    expect(r.problemas[1]).toContain('mais campos que o cabeçalho');
    expect(r.problemas[2]).toContain('(-3,75)');
  });
  it('a tie-break column (Desempate 1) is a grade too', () => {
    const r = readCsv(enc('Inscrição,Nota,Desempate 1,Obs\n1,80,7,5\n2,70,6,\n3,60,6,\n'));
    expect(r.problemas.map(lineOf)).toEqual(['2']);
    expect(r.problemas[0]).toContain("('Desempate 1' = 7 e 'Obs' = 5)");
  });
  it('the only candidate of a file: nothing shows that the next column holds numbers, so it is refused', () => {
    expect(readCsv(enc('Inscrição,Nome,Nota,Observação\n1001,Ana,89,5\n')).problemas.map(lineOf)).toEqual(['2']);
  });
  it('rows above the header are not candidates', () => {
    const r = readCsv(enc('Concurso,2026,1,5\nInscrição,Nome,Nota,Observação\n1001,Ana,89,\n1002,Bia,70,\n'));
    expect(r.problemas).toEqual([]);
  });
});

describe('what stays as it was', () => {
  it('a number column filled on most rows after the grade (a classification) is read', () => {
    const r = readCsv(enc('Inscrição,Nome,Nota,Classificação\n1001,Ana,89,1\n1002,Bia,70,2\n1003,Caio,60,3\n'));
    expect(r.problemas).toEqual([]);
    expect(r.linhas[1]).toEqual(['1001', 'Ana', '89', '1']);
  });
  it('quoted decimal grades, and text in the next column, are read', () => {
    const r = readCsv(enc('Inscrição,Nome,Nota,Observação\n1001,Ana,"89,5",\n1002,Bia,70,recurso 2\n1003,Caio,60,\n'));
    expect(r.problemas).toEqual([]);
    expect(r.linhas[1]).toEqual(['1001', 'Ana', '89,5', '']);
  });
  it('a ";"-separated file is never suspected (the comma is the decimal mark there)', () => {
    const r = readCsv(enc('Inscrição;Nome;Nota;Observação\n1001;Ana;89;5\n1002;Bia;70;\n'));
    expect(r.problemas).toEqual([]);
  });
});
