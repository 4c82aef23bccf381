import {
  cellText,
  excelSerialToIso,
  isoToExcelSerial,
  normalizeHeader,
  parseAssessmentLabel,
  parseConfirmationLabel,
  parseDateCell,
  parseGroupLabel,
  parseModalityLabel,
  parseNumberBR,
  parsePcdLabel,
  parseSituationLabel,
  parseYesNo,
  sanitizeText,
  fitCellList,
  fitCellText,
  MAX_CELL_TEXT,
} from '../../src/sheet';
import type { CellValue, ParseResult } from '../../src/sheet';
import { RULE_SETS } from '../../src/engine';

function value<T>(r: ParseResult<T>): T {
  if (!r.ok) throw new Error(`esperava sucesso, veio erro: ${r.erro}`);
  return r.value;
}
function error<T>(r: ParseResult<T>): string {
  if (r.ok) throw new Error(`esperava erro, veio ${JSON.stringify(r.value)}`);
  return r.erro;
}

describe('normalizeHeader', () => {
  it('ignores case, accents, ordinal marks and punctuation', () => {
    expect(normalizeHeader('Nº de Inscrição')).toBe('no de inscricao');
    expect(normalizeHeader('  NOTA   FINAL ')).toBe('nota final');
    expect(normalizeHeader('Concorre às vagas reservadas?')).toBe('concorre as vagas reservadas');
    expect(normalizeHeader('Heteroidentificação')).toBe('heteroidentificacao');
    expect(normalizeHeader(null)).toBe('');
    expect(normalizeHeader(12)).toBe('12');
  });
});

describe('parseNumberBR', () => {
  const cases: [CellValue, number][] = [
    [7.5, 7.5],
    ['7,5', 7.5],
    ['7.5', 7.5],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['1.234.567', 1234567],
    ['1 234,5', 1234.5],
    ['1\u00a0234,50', 1234.5],
    [' 87,125 ', 87.125],
    ['-3', -3],
    ['+2,25', 2.25],
    [',5', 0.5],
    ['10', 10],
    [0, 0],
  ];
  it.each(cases)('%p → %p', (input, expected) => {
    expect(value(parseNumberBR(input))).toBe(expected);
  });
  it('blank cells are null', () => {
    expect(value(parseNumberBR(null))).toBeNull();
    expect(value(parseNumberBR(undefined))).toBeNull();
    expect(value(parseNumberBR(''))).toBeNull();
    expect(value(parseNumberBR('   '))).toBeNull();
  });
  it.each(['abc', '7,5,1', '1.23,4', '7..5', '12a', '1,2.3,4', '-', 'R$ 10'])('refuses %p', (input) => {
    expect(error(parseNumberBR(input))).toContain('não é um número');
  });
  it('refuses booleans, dates and non-finite numbers', () => {
    expect(parseNumberBR(true).ok).toBe(false);
    expect(parseNumberBR(new Date()).ok).toBe(false);
    expect(parseNumberBR(Number.NaN).ok).toBe(false);
    expect(parseNumberBR(Infinity).ok).toBe(false);
  });
  it("quotes the value as typed: 'abc'", () => {
    expect(error(parseNumberBR('abc'))).toBe("'abc' não é um número");
  });
});

describe('parseYesNo', () => {
  it.each(['Sim', 'SIM', 's', 'S', 'X', 'x', 'yes', 'true', 'Verdadeiro', '1', true, 1] as CellValue[])('%p is yes', (v) => {
    expect(value(parseYesNo(v))).toBe(true);
  });
  it.each(['Não', 'nao', 'NÃO', 'N', 'n', '', null, undefined, false, 0, 'Falso', '0', '  '] as CellValue[])('%p is no', (v) => {
    expect(value(parseYesNo(v))).toBe(false);
  });
  it.each(['talvez', 2, 'PP'] as CellValue[])('%p is an error', (v) => {
    expect(error(parseYesNo(v))).toContain('não é "Sim" nem "Não"');
  });
});

describe('parseGroupLabel', () => {
  const pp = [
    'PP',
    'pp',
    'Preto',
    'PRETA',
    'Preta',
    'Pardo',
    'parda',
    'Pardo(a)',
    'Preto(a)',
    'preta ou parda',
    'Pretos e Pardos',
    'Negro',
    'negra',
    'Pessoa preta ou parda',
    // gendered and common spellings
    'Negro(a)',
    'Parda(o)',
    'Preto(a)/Pardo(a)',
    'Preta ou Parda',
    'Preto(a) ou pardo(a)',
    'Afrodescendente',
    'afro-descendente',
    'Afrodescendentes',
    'PRETO/A',
  ];
  it.each(pp)('%p → PP', (v) => expect(value(parseGroupLabel(v))).toBe('PP'));
  it.each([
    'IND',
    'ind',
    'Indígena',
    'INDIGENA',
    'indígenas',
    'Indígena(o)',
    'Indígena (a)',
    'Indígena(a)',
    'INDÍGENA (O)',
    'Pessoa indígena',
  ])('%p → IND', (v) => expect(value(parseGroupLabel(v))).toBe('IND'));
  it.each(['QUI', 'Quilombola', 'QUILOMBOLAS', 'Quilombola(a)', 'Quilombola(o)', 'quilombola (a)', 'Remanescente de quilombo'])(
    '%p → QUI',
    (v) => expect(value(parseGroupLabel(v))).toBe('QUI'),
  );
  it('the group words are the rule data (GroupRule.words), under every rule set that has the group', () => {
    for (const r of RULE_SETS)
      for (const g of r.groups) for (const w of g.words) expect([w, value(parseGroupLabel(w))]).toEqual([w, g.code]);
  });
  it.each([null, undefined, '', 'Não', 'AC', 'Ampla', 'ampla concorrência', 'Branca', 'amarelo', false] as CellValue[])(
    '%p → no group',
    (v) => {
      expect(value(parseGroupLabel(v))).toBeNull();
    },
  );
  it('ambiguous labels are refused, saying why', () => {
    expect(error(parseGroupLabel('PPI'))).toBe(
      "'PPI' quer dizer pretos, pardos e indígenas: junta dois grupos da reserva (PP e IND); escreva PP para pessoa preta ou parda, IND para indígena",
    );
    expect(error(parseGroupLabel('ppiq'))).toContain('junta três grupos');
    expect(error(parseGroupLabel('Cotista'))).toBe(
      "'Cotista' diz que o candidato concorre às vagas reservadas, mas não diz o grupo (PP, IND ou QUI)",
    );
    expect(error(parseGroupLabel('Sim'))).toContain('não diz o grupo');
    expect(error(parseGroupLabel('Preto(a) ou Indígena'))).toContain('declara mais de um grupo (PP e IND)');
    expect(error(parseGroupLabel('Não preto'))).toContain('não é um grupo conhecido');
    expect(error(parseGroupLabel(0))).toContain("'0' não é um grupo conhecido");
  });
  it('refuses unknown labels and two groups at once', () => {
    expect(error(parseGroupLabel('Azul'))).toContain("'Azul' não é um grupo conhecido");
    expect(error(parseGroupLabel('PP e Indígena'))).toContain('mais de um grupo');
    expect(parseGroupLabel(3).ok).toBe(false);
  });
});

describe('parseConfirmationLabel', () => {
  it.each(['Deferida', 'deferido', 'Confirmada', 'HOMOLOGADA', 'Homologado'])('%p → deferida', (v) =>
    expect(value(parseConfirmationLabel(v))).toBe('deferida'),
  );
  it.each(['Indeferida', 'INDEFERIDO', 'Não confirmada', 'nao confirmado'])('%p → indeferida', (v) =>
    expect(value(parseConfirmationLabel(v))).toBe('indeferida'),
  );
  it.each(['Pendente', 'Em análise', 'em analise', '', null, undefined] as CellValue[])('%p → pendente', (v) =>
    expect(value(parseConfirmationLabel(v))).toBe('pendente'),
  );
  it.each(['Ausente', 'Não compareceu', 'NAO COMPARECEU', 'faltou'])('%p → ausente', (v) =>
    expect(value(parseConfirmationLabel(v))).toBe('ausente'),
  );
  it('refuses unknown labels', () => {
    expect(error(parseConfirmationLabel('talvez'))).toContain('Deferida, Indeferida, Pendente ou Ausente');
  });
});

describe('parsePcdLabel (rules.md §9)', () => {
  it.each([
    'Sim',
    'X',
    'PcD',
    'pessoa com deficiência',
    'Visual',
    'Física',
    'auditiva',
    'TEA',
    'Deficiência intelectual',
    true,
    1,
  ] as CellValue[])('%p → PcD', (v) => {
    expect(value(parsePcdLabel(v))).toBe(true);
  });
  it.each(['Não', 'N', 'nenhuma', 'Sem deficiência', 'Não se aplica', '', null, 0, false] as CellValue[])('%p → not PcD', (v) => {
    expect(value(parsePcdLabel(v))).toBe(false);
  });
  it('refuses unknown values', () => {
    expect(error(parsePcdLabel('talvez'))).toBe('\'talvez\' não é "Sim" nem "Não"');
    expect(parsePcdLabel(2).ok).toBe(false);
  });
});

describe('parseAssessmentLabel: the confirmation words, for the PcD assessment', () => {
  it.each([
    ['Deferida', 'deferida'],
    ['Enquadrado', 'deferida'],
    ['Apto', 'deferida'],
    ['Indeferido', 'indeferida'],
    ['Não enquadrada', 'indeferida'],
    ['Inapto', 'indeferida'],
    ['Em análise', 'pendente'],
    ['', 'pendente'],
    ['Não compareceu', 'ausente'],
  ] as [CellValue, string][])('%p → %p', (v, state) => expect(value(parseAssessmentLabel(v))).toBe(state));
  it('every confirmation word is an assessment word', () => {
    for (const w of ['deferida', 'homologada', 'nao confirmada', 'aguardando', 'faltou'])
      expect(parseAssessmentLabel(w)).toEqual(parseConfirmationLabel(w));
  });
  it('refuses unknown labels', () => {
    expect(error(parseAssessmentLabel('talvez'))).toBe(
      "'talvez' não é um resultado de avaliação conhecido (use Deferida, Indeferida, Pendente ou Ausente)",
    );
  });
});

describe('parseModalityLabel', () => {
  it.each([
    ['AC', 'AC'],
    ['ampla concorrência', 'AC'],
    ['PP', 'PP'],
    ['pretos e pardos', 'PP'],
    ['Indígenas', 'IND'],
    ['quilombolas', 'QUI'],
    ['PCD', 'PCD'],
    ['PcD', 'PCD'],
    ['pessoas com deficiência', 'PCD'],
    ['Pessoa com deficiência', 'PCD'],
    ['xyz', null],
    ['Não', null],
    [3, null],
  ] as [CellValue, string | null][])('%p → %p', (v, code) => expect(parseModalityLabel(v)).toBe(code));
});

describe('parseSituationLabel', () => {
  it.each(['Aprovado', 'aprovada', 'Habilitado', 'CLASSIFICADO', '', null, 1, '1', true] as CellValue[])('%p → eligible', (v) => {
    expect(value(parseSituationLabel(v))).toEqual({ aprovado: true, fraude: false });
  });
  // 0 (a number, in an .xlsx) is "não aprovado", as the text '0' of a CSV is: one answer for every host.
  it.each(['Reprovado', 'Eliminado', 'Desclassificado', 'Ausente', 'Faltou', 'não habilitado', 0, '0', false] as CellValue[])(
    '%p → not eligible',
    (v) => {
      expect(value(parseSituationLabel(v))).toEqual({ aprovado: false, fraude: false });
    },
  );
  it.each(['Eliminado por fraude', 'Fraude', 'ELIMINADA POR FRAUDE'])('%p → fraud', (v) => {
    expect(value(parseSituationLabel(v))).toEqual({ aprovado: false, fraude: true });
  });
  it('refuses unknown labels', () => expect(parseSituationLabel('quase').ok).toBe(false));
});

describe('parseDateCell', () => {
  it('reads Excel serial numbers (1900 system, with its phantom 29/02/1900)', () => {
    expect(value(parseDateCell(1))).toBe('1900-01-01');
    expect(value(parseDateCell(59))).toBe('1900-02-28');
    expect(value(parseDateCell(61))).toBe('1900-03-01');
    expect(value(parseDateCell(45658))).toBe('2025-01-01');
    expect(value(parseDateCell(22349))).toBe('1961-03-09');
    expect(parseDateCell(60).ok).toBe(false);
    expect(excelSerialToIso(isoToExcelSerial('1966-03-01'))).toBe('1966-03-01');
  });
  it('reads a Date as its UTC calendar day (hosts build it from the serial: UTC midnight plus the time of day)', () => {
    expect(value(parseDateCell(new Date(Date.UTC(1961, 2, 9))))).toBe('1961-03-09');
    expect(value(parseDateCell(new Date(Date.UTC(1966, 2, 21, 2, 0))))).toBe('1966-03-21');
    expect(value(parseDateCell(new Date(Date.UTC(1966, 2, 21, 23, 59, 59))))).toBe('1966-03-21');
  });
  it('reads dd/mm/aaaa and ISO text', () => {
    expect(value(parseDateCell('09/03/1961'))).toBe('1961-03-09');
    expect(value(parseDateCell('9/3/1961'))).toBe('1961-03-09');
    expect(value(parseDateCell('09-03-1961'))).toBe('1961-03-09');
    expect(value(parseDateCell('09.03.1961'))).toBe('1961-03-09');
    expect(value(parseDateCell('1961-03-09'))).toBe('1961-03-09');
    expect(value(parseDateCell('1961-03-09T00:00:00.000Z'))).toBe('1961-03-09');
    expect(value(parseDateCell('29/02/2024'))).toBe('2024-02-29');
  });
  it("blank is null; 0 is not a date (Excel desktop's blank-as-0 is undone by the custom-function adapter)", () => {
    for (const v of [null, undefined, '', '  ']) expect(value(parseDateCell(v))).toBeNull();
    expect(error(parseDateCell(0))).toBe("'0' não é uma data");
    expect(parseDateCell('0').ok).toBe(false);
  });
  it('refuses impossible dates and two-digit years', () => {
    expect(error(parseDateCell('31/02/1990'))).toContain('não é uma data válida');
    expect(error(parseDateCell('29/02/2023'))).toContain('não é uma data válida');
    expect(error(parseDateCell('01/02/61'))).toContain('dois dígitos');
    expect(error(parseDateCell('ontem'))).toContain('dd/mm/aaaa');
    expect(parseDateCell(true).ok).toBe(false);
  });
});

describe('sanitizeText', () => {
  it('marks formula-looking text as text', () => {
    expect(sanitizeText('=Maria')).toBe("'=Maria");
    expect(sanitizeText('+55 16 9999')).toBe("'+55 16 9999");
    expect(sanitizeText('-x')).toBe("'-x");
    expect(sanitizeText('@SOMA(A1)')).toBe("'@SOMA(A1)");
    expect(sanitizeText('Maria')).toBe('Maria');
    expect(sanitizeText('Ana = Bia')).toBe('Ana = Bia');
    expect(sanitizeText(12)).toBe(12);
    expect(sanitizeText(null)).toBeNull();
  });
});

describe('cellText', () => {
  it('writes whole numbers without decimals or exponent', () => {
    expect(cellText(123456789012)).toBe('123456789012');
    expect(cellText('  Ana   Souza ')).toBe('Ana Souza');
  });
});

describe('fitCellText', () => {
  test('a text that fits is unchanged', () => {
    expect(fitCellText('')).toBe('');
    const full = 'x'.repeat(MAX_CELL_TEXT);
    expect(fitCellText(full)).toBe(full);
  });

  test('a longer text is cut to what an Excel cell holds, and says so at its end', () => {
    const long = 'inscrição 123, '.repeat(4000);
    const cut = fitCellText(long);
    expect(cut.length).toBeLessThanOrEqual(MAX_CELL_TEXT);
    expect(cut.length).toBeGreaterThan(MAX_CELL_TEXT - 100);
    expect(long.startsWith(cut.slice(0, MAX_CELL_TEXT - 100))).toBe(true);
    expect(cut).toMatch(/texto cortado: uma célula do Excel guarda até 32\.767 caracteres\]$/);
  });

  test('never splits a character outside the BMP (emoji, rare CJK) in two', () => {
    for (let pad = 0; pad < 4; pad++) {
      const cut = fitCellText('a'.repeat(pad) + '😀'.repeat(MAX_CELL_TEXT));
      const body = cut.slice(0, cut.indexOf(' [… texto cortado'));
      expect(body.length).toBeLessThanOrEqual(MAX_CELL_TEXT);
      const last = body.charCodeAt(body.length - 1);
      expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
    }
  });
});

describe('fitCellList', () => {
  test('the same text as joining every item and cutting it, for short and huge lists', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(100000 + i));
    for (const n of [0, 1, 5, 4681, 4682, 4700, 300_000]) expect(fitCellList(ids(n))).toBe(fitCellText(ids(n).join(', ')));
    expect(fitCellList(['a', 'b'], '; ')).toBe('a; b');
  });
});
