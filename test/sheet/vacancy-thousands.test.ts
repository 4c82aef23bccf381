import { formatProblems, parseVacanciesText, parseVacancyCount, readParameters } from '../../src/sheet';

// A vacancy count with a dot and groups of three digits is a thousands separator ("1.000" is a
// thousand, not 1); a count whose separator could be either is refused, naming the cell.
describe('thousands in a number of vacancies', () => {
  it.each([
    ['1.000', 1000],
    ['10.000', 10000],
    [' 12.500 ', 12500],
    ['1 000', 1000],
    ['7', 7],
    [7, 7],
  ])('%p is %p vacancies', (text, n) => {
    expect(parseVacancyCount(text)).toEqual({ ok: true, value: n });
  });

  it.each([
    ['1,000', "o número de vagas '1,000' é ambíguo: escreva só os algarismos (como 1000) ou com ponto de milhar (como 1.000)"],
    ['10,0', "o número de vagas '10,0' é ambíguo: escreva só os algarismos (como 1000) ou com ponto de milhar (como 1.000)"],
    ['1,5', 'o número de vagas deve ser um número inteiro (1,5)'],
    ['1.5', 'o número de vagas deve ser um número inteiro (1,5)'],
    ['1.0000', "o número de vagas '1.0000' é ambíguo: escreva só os algarismos (como 1000) ou com ponto de milhar (como 1.000)"],
  ])('%p is refused', (text, erro) => {
    expect(parseVacancyCount(text)).toEqual({ ok: false, erro });
  });

  it('the command line --vagas reads 10.000 as ten thousand', () => {
    expect(parseVacanciesText('10.000')).toEqual({ cargos: [{ cargo: null, vagas: 10000 }], problemas: [] });
    expect(parseVacanciesText('Professor=1.000, Gari=2')).toEqual({
      cargos: [
        { cargo: 'Professor', vagas: 1000 },
        { cargo: 'Gari', vagas: 2 },
      ],
      problemas: [],
    });
  });

  it('the Parâmetros sheet reads "1.000" as a thousand and names the ambiguous cell', () => {
    const p = readParameters([
      ['Cargo', 'Vagas'],
      ['Professor', '1.000'],
      ['Gari', '1,000'],
    ]);
    expect(p.vagas).toEqual([{ cargo: 'Professor', vagas: 1000 }]);
    expect(formatProblems(p.problemas)).toBe(
      "Planilha 'Parâmetros', linha 3, coluna 'Vagas': o número de vagas '1,000' é ambíguo: escreva só os algarismos (como 1000) ou com ponto de milhar (como 1.000) para o cargo 'Gari'.",
    );
  });
});
