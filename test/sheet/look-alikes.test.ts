import { formatProblems, readCandidateTable } from '../../src/sheet';
import { parseGroupLabel, parsePcdLabel, parseSituationLabel, parseYesNo } from '../../src/sheet/parsers';

// Only a truly blank cell is blank: a cell of symbols or of letters the key drops (Cyrillic, Greek)
// is an error naming the cell, never the blank word (approved, not an optante, no group).
describe('symbols and look-alike letters in label cells', () => {
  it.each(['✗', '❌', '?', 'Х', '—'])('Situação %s is not a situation (not "approved")', (v) => {
    const r = parseSituationLabel(v);
    expect(r.ok).toBe(false);
  });

  it.each(['✓', '✔', '☑', '✗'])('Optante and PcD %s are neither yes nor no', (v) => {
    expect(parseYesNo(v)).toEqual({ ok: false, erro: `'${v}' não é "Sim" nem "Não"` });
    expect(parsePcdLabel(v).ok).toBe(false);
  });

  it('Cyrillic letters that look Latin are named as such', () => {
    expect(parseGroupLabel('РР')).toEqual({
      ok: false,
      erro: "'РР' não é um grupo conhecido (use PP, IND, QUI ou deixe em branco); a célula tem letras cirílicas parecidas com latinas: 'РР' (digite de novo com letras latinas)",
    });
    // One Cyrillic letter beside Latin ones is not dropped as noise.
    expect(parseGroupLabel('PP Х').ok).toBe(false);
    expect(parseSituationLabel('Аprovado')).toEqual({
      ok: false,
      erro: "'Аprovado' não é uma situação conhecida (use Aprovado, Reprovado, Eliminado ou Eliminado por fraude); a célula tem letras cirílicas parecidas com latinas: 'Аprovado' (digite de novo com letras latinas)",
    });
    expect(parseGroupLabel('Ρ').ok).toBe(false); // Greek capital rho
  });

  it('fullwidth letters read as the ASCII ones (NFKC)', () => {
    expect(parseGroupLabel('ＰＰ')).toEqual({ ok: true, value: 'PP' });
    expect(parseYesNo('Ｓｉｍ')).toEqual({ ok: true, value: true });
    expect(parseSituationLabel('ＲＥＰＲＯＶＡＤＯ')).toEqual({ ok: true, value: { aprovado: false, fraude: false } });
  });

  it('blank cells stay blank', () => {
    expect(parseSituationLabel('  ')).toEqual({ ok: true, value: { aprovado: true, fraude: false } });
    expect(parseYesNo('')).toEqual({ ok: true, value: false });
    expect(parseGroupLabel(null)).toEqual({ ok: true, value: null });
  });

  it('the table reports every such cell at once, naming each, and keeps no candidate', () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nota', 'Situação', 'Cota', 'Optante', 'PcD'],
      ['1', 90, '✗', 'PP', 'Sim', 'Não'],
      ['2', 80, 'Aprovado', 'РР', '✓', 'Não'],
      ['3', 70, 'Aprovado', 'ＰＰ', 'Sim', '✓'],
    ]);
    expect(formatProblems(t.problemas).split('\n')).toEqual([
      "Planilha 'Candidatos', linha 2, coluna 'Situação': a situação '✗' não é uma situação conhecida (use Aprovado, Reprovado, Eliminado ou Eliminado por fraude).",
      "Planilha 'Candidatos', linha 3, coluna 'Cota': o grupo 'РР' não é um grupo conhecido (use PP, IND, QUI ou deixe em branco); a célula tem letras cirílicas parecidas com latinas: 'РР' (digite de novo com letras latinas).",
      "Planilha 'Candidatos', linha 3, coluna 'Optante': a opção pelas vagas reservadas '✓' não é \"Sim\" nem \"Não\".",
      expect.stringContaining("Planilha 'Candidatos', linha 4, coluna 'PcD':"),
    ]);
    expect(t.candidatos).toEqual([]);
  });
});
