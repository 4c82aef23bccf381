import { lookAlikeNote, stripInvisible, wordKey } from '../../../src/engine/catalog/words';

describe('word keys: compatibility forms, invisible characters, look-alike letters', () => {
  it('fullwidth letters key as ASCII (NFKC)', () => {
    expect(wordKey('ＰＰ')).toBe('pp');
    expect(wordKey('Ｄａｔａ de referência')).toBe('data de referencia');
  });

  it('invisible and bidi characters are dropped, not turned into a space', () => {
    expect(wordKey('Si\u200bm')).toBe('sim');
    expect(stripInvisible('1001\u200f')).toBe('1001');
    expect(stripInvisible('\u202eAna')).toBe('Ana');
  });

  it('names Cyrillic and Greek letters, and only them', () => {
    expect(lookAlikeNote('РР')).toBe("a célula tem letras cirílicas parecidas com latinas: 'РР' (digite de novo com letras latinas)");
    expect(lookAlikeNote('Ρ')).toBe("a célula tem letras gregas parecidas com latinas: 'Ρ' (digite de novo com letras latinas)");
    expect(lookAlikeNote('PP')).toBe('');
    expect(lookAlikeNote('Indígena')).toBe('');
  });
});
