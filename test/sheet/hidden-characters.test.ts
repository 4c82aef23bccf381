import { cellText, formatProblems, readCandidateTable } from '../../src/sheet';

// Invisible, bidi and control characters: stripped from identifiers and names, with a warning naming
// the cell; "1001" and "1001\u200F" are the same inscrição.
describe('hidden characters in identifiers and names', () => {
  it('cellText drops them', () => {
    expect(cellText('1001\u200f')).toBe('1001');
    expect(cellText('10\u200b01')).toBe('1001');
    expect(cellText('\u202eAna Souza')).toBe('Ana Souza');
    expect(cellText('\u001b[31mAna\u001b[0m')).toBe('[31mAna[0m');
    expect(cellText('Ana  Souza')).toBe('Ana Souza');
  });

  it('the same inscrição with a bidi mark or a zero-width space is a repeated inscrição', () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nota'],
      ['1001', 90],
      ['1001\u200f', 80],
      ['\u200b1001', 70],
    ]);
    expect(formatProblems(t.problemas).split('\n')).toEqual([
      expect.stringMatching(/^Planilha 'Candidatos', linha 3, coluna 'Inscrição': a inscrição '1001' aparece duas vezes/),
      expect.stringMatching(/^Planilha 'Candidatos', linha 4, coluna 'Inscrição': a inscrição '1001' aparece duas vezes/),
    ]);
  });

  it('a name or a cargo with them is read without them, and a warning names the cell', () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nome', 'Cargo', 'Nota'],
      ['1\u200f', '\u202eAna Souza', 'Professor', 90],
      ['2', '\u001b[31mBia\u001b[0m', 'Pro\u200bfessor', 80],
    ]);
    expect(t.problemas).toEqual([]);
    expect(t.candidatos.map((c) => [c.inscricao, c.nome, c.cargo])).toEqual([
      ['1', 'Ana Souza', 'Professor'],
      ['2', '[31mBia[0m', 'Professor'],
    ]);
    expect(formatProblems(t.avisos).split('\n')).toEqual([
      "Aviso — Planilha 'Candidatos', linha 2, coluna 'Inscrição': a inscrição tinha caracteres invisíveis ou de controle (U+200F), que foram removidos: '1'.",
      "Aviso — Planilha 'Candidatos', linha 2, coluna 'Nome': o nome tinha caracteres invisíveis ou de controle (U+202E), que foram removidos: 'Ana Souza'.",
      "Aviso — Planilha 'Candidatos', linha 3, coluna 'Nome': o nome tinha caracteres invisíveis ou de controle (U+001B), que foram removidos: '[31mBia[0m'.",
      "Aviso — Planilha 'Candidatos', linha 3, coluna 'Cargo': o cargo tinha caracteres invisíveis ou de controle (U+200B), que foram removidos: 'Professor'.",
    ]);
  });

  it('an inscrição of hidden characters only is a problem naming the cell', () => {
    const t = readCandidateTable([
      ['Inscrição', 'Nota'],
      ['\u200b\u200f', 90],
    ]);
    expect(formatProblems(t.problemas)).toBe(
      "Planilha 'Candidatos', linha 2, coluna 'Inscrição': a inscrição só tem caracteres invisíveis ou de controle (U+200B, U+200F).",
    );
  });
});
