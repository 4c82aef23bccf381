import { renderConcurso, terminalSafe } from '../../src/cli/render';
import { classify, validateDocument } from '../../src/engine';
import { parseSituationLabel } from '../../src/sheet/parsers';

// Control characters never reach the terminal: an ESC sequence in a name would colour it, a U+202E
// would print the rest of the line reversed.
describe('text for the terminal', () => {
  it('terminalSafe keeps line breaks and tabs, shows other controls as U+FFFD and drops bidi/invisible ones', () => {
    expect(terminalSafe('a\tb\nc')).toBe('a\tb\nc');
    expect(terminalSafe('\u001b[31mAna\u001b[0m')).toBe('\ufffd[31mAna\ufffd[0m');
    expect(terminalSafe('\u202eAna\u200b\r\u009b')).toBe('Ana\ufffd\ufffd');
  });

  it('the readable result of a document with such names has no control character', () => {
    const v = validateDocument({
      vagas: 2,
      candidatos: [
        { inscricao: 'G1', nome: '\u001b[2J\u001b[31mAna', nota: 90 },
        { inscricao: 'G2', nome: '\u202eBia Souza', nota: 80 },
      ],
    });
    if (!v.concurso) throw new Error(JSON.stringify(v.problemas));
    const text = renderConcurso(v.concurso, classify(v.concurso), 100);
    // eslint-disable-next-line no-control-regex -- the control characters are what it matches
    expect(text).not.toMatch(new RegExp('[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069\\u200b-\\u200f]'));
    expect(text).toContain('\ufffd[2J\ufffd[31mAna');
    expect(text).toContain('Bia Souza');
  });

  it('a message quoting a cell shows its control characters as U+FFFD', () => {
    expect(parseSituationLabel('\u001b[31mok')).toEqual({
      ok: false,
      erro: "'\ufffd[31mok' não é uma situação conhecida (use Aprovado, Reprovado, Eliminado ou Eliminado por fraude)",
    });
  });
});
