// The fast paths of src/sheet (cellText, isBlank, the number and date parsers, the label caches, the
// row reader) are checked against what they must mean, not against a copy of older code: the
// vocabulary tables themselves (every word of every label table parses to its value), properties
// (fast-check) stated from the documented rules, the Date API for the calendar, and the slow path of
// each parser (the row reader must give, cell by cell, what the public parsers give).
import fc from 'fast-check';
import {
  cargoKey,
  cellText,
  excelSerialToIso,
  isBlank,
  isoToExcelSerial,
  parseAssessmentLabel,
  parseConfirmationLabel,
  parseDateCell,
  parseGroupLabel,
  parseNumberBR,
  parsePcdLabel,
  parseSituationLabel,
  parseYesNo,
  readCandidateTable,
} from '../../src/sheet';
import type { CellValue, ParseResult } from '../../src/sheet';
import { LABEL_WORDS, fastDateText, plainDecimal } from '../../src/sheet/parsers';
import { addInscricao, cpfDigits, newDuplicateFinder } from '../../src/sheet/table';
import { seededRandom as rng } from '../../tools/prng';

const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

/** Every code unit that JavaScript's \s matches (U+FEFF included), plus look-alikes that it does not. */
const WHITESPACE = [
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  ' ',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2005',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];
const NOT_WHITESPACE = ['\u0000', '\u0008', '\u000e', '\u001f', '\u007f', '\u0085', '\u009f', '\u180e', '\u200b', '\u2060'];
const textChars = fc.constantFrom('a', 'B', 'ç', 'ã', '1', '-', ' ', ' ', ...WHITESPACE, ...NOT_WHITESPACE);
const texts = fc.array(textChars, { maxLength: 10 }).map((cs) => cs.join(''));
/** COTAS_PROPERTY_SCALE=10 npx jest test/sheet/fast-paths.test.ts: ten times the random cases (a longer soak). */
const SCALE = Math.max(1, Number(process.env.COTAS_PROPERTY_SCALE ?? 1) || 1);
const RUNS = { numRuns: 1000 * SCALE };

// ---------------------------------------------------------------------------------------------
// cellText and isBlank

describe('cellText', () => {
  it('texts: every run of whitespace becomes one space, none at either end; a tidy text is returned as is', () => {
    fc.assert(
      fc.property(texts, (s) => {
        const out = cellText(s);
        expect(out).toBe(
          s
            // Control and invisible characters are dropped (test/sheet/hidden-characters.test.ts): all of NOT_WHITESPACE.
            .replace(new RegExp(`[${NOT_WHITESPACE.join('')}]`, 'g'), '')
            .split(/\s+/)
            .filter((w) => w !== '')
            .join(' '),
        );
        if (out === s) expect(cellText(out)).toBe(s);
      }),
      RUNS,
    );
    expect(cellText('  Ana   Souza ')).toBe('Ana Souza');
    expect(cellText('Ana\u00a0Souza')).toBe('Ana Souza');
    expect(cellText('a\u200bb')).toBe('ab');
  });

  it('whole numbers: all their digits, no exponent, no ".0"; other numbers as JavaScript writes them', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(Number)), (n) => {
        const out = cellText(n);
        expect(out).toMatch(/^-?\d+$/);
        expect(Number(out)).toBe(n);
        if (Number.isSafeInteger(n) && !Object.is(n, -0)) expect(out).toBe(String(n));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }), (x) => expect(cellText(x)).toBe(String(x))),
      RUNS,
    );
    expect(cellText(-0)).toBe('-0');
    expect(cellText(1e21)).toBe('1000000000000000000000');
  });

  it('other values', () => {
    expect([null, undefined, true, false, new Date(Date.UTC(1961, 2, 9)), new Date(NaN)].map((v) => cellText(v))).toEqual([
      '',
      '',
      'VERDADEIRO',
      'FALSO',
      '1961-03-09',
      '',
    ]);
  });
});

describe('isBlank', () => {
  it('every single code unit, alone, doubled and after a space: blank exactly when it is whitespace', () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      const white = /^\s$/.test(ch);
      for (const s of [ch, ch + ch, ' ' + ch])
        if (isBlank(s) !== white) throw new Error(`isBlank(${JSON.stringify(s)}) deveria ser ${white}`);
    }
    fc.assert(
      fc.property(texts, (s) => expect(isBlank(s)).toBe(s.trim() === '')),
      RUNS,
    );
  });

  it('0 is a number, not a blank (the Excel desktop workaround lives in the custom-function adapter)', () => {
    for (const v of [0, -0, 1, true, false, new Date(0)] as CellValue[]) {
      expect(isBlank(v)).toBe(false);
      expect(isBlank(v)).toBe(false);
    }
    for (const v of [null, undefined, '', ' \u00a0\ufeff\t']) expect(isBlank(v)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Numbers

describe('parseNumberBR and its fast path plainDecimal', () => {
  const digits = fc
    .array(fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'), { minLength: 1, maxLength: 22 })
    .map((d) => d.join(''));

  it('digits with one "," or "." between them: the same double as Number() of the text with "."', () => {
    fc.assert(
      fc.property(digits, fc.nat(30), fc.constantFrom(',', '.', ''), (d, at, sep) => {
        const k = d.length > 1 ? 1 + (at % (d.length - 1)) : 0;
        const s = sep && k ? d.slice(0, k) + sep + d.slice(k) : d;
        const want = Number(s.replace(',', '.'));
        const fast = plainDecimal(s);
        expect(fast === null ? null : Object.is(fast, want === 0 ? 0 : want)).toBe(true);
        expect(parseNumberBR(s)).toEqual({ ok: true, value: want === 0 ? 0 : want });
        // The general rules (a space forces them) give the same number.
        expect(parseNumberBR(` ${s} `)).toEqual(parseNumberBR(s));
      }),
      RUNS,
    );
  });

  it('thousands groups and signs: "1.234.567,89", "-1 234,5"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        fc.constantFrom('.', ' '),
        (int, cents, neg, group) => {
          const grouped = String(int).replace(/\B(?=(\d{3})+(?!\d))/g, group);
          const s = `${neg ? '-' : ''}${grouped},${String(cents).padStart(2, '0')}`;
          const want = Number(`${neg ? '-' : ''}${int}.${String(cents).padStart(2, '0')}`);
          expect(parseNumberBR(s)).toEqual({ ok: true, value: want === 0 ? 0 : want });
        },
      ),
      RUNS,
    );
  });

  it('a finite number is itself; Infinity and NaN are refused and shown as such (never "null")', () => {
    fc.assert(
      fc.property(fc.double({ noDefaultInfinity: true, noNaN: true }), (x) => expect(parseNumberBR(x)).toEqual({ ok: true, value: x })),
      RUNS,
    );
    for (const [v, shown] of [
      [Infinity, "'Infinity' (infinito)"],
      [-Infinity, "'-Infinity' (menos infinito)"],
      [NaN, "'NaN' (valor indefinido)"],
    ] as [number, string][]) {
      const r = parseNumberBR(v);
      expect(r).toEqual({ ok: false, erro: `${shown} não é um número` });
    }
    for (const s of ['Infinity', 'NaN', '1e5', '0x10', ',', '1,2,3', '１２']) expect(parseNumberBR(s).ok).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Dates

const DAY = 86_400_000;
const isoOfUtc = (t: number): string => new Date(t).toISOString().slice(0, 10);

describe('dates', () => {
  it('Excel serials: the day of the 1900 date system by the Date API (1899-12-30 + n from 61; 1899-12-31 + n below 60; no 60)', () => {
    const check = (n: number): void => {
      const want = n === 60 ? null : isoOfUtc(Date.UTC(1899, 11, n < 60 ? 31 : 30) + n * DAY);
      if (excelSerialToIso(n) !== want) throw new Error(`série ${n}: ${excelSerialToIso(n)} × ${want}`);
      if (want !== null && n >= 61 && isoToExcelSerial(want) !== n) throw new Error(`volta da série ${n}`);
    };
    for (let n = 1; n <= 110_000; n++) check(n);
    for (let n = 110_001; n <= 2_958_465; n += 13) check(n);
    check(2_958_465);
    for (const n of [0, -1, 2_958_466, NaN, Infinity]) expect(excelSerialToIso(n)).toBeNull();
    // A date-time serial is its day (the integer part).
    expect(excelSerialToIso(24187.999)).toBe(excelSerialToIso(24187));
  });

  it('dd/mm/aaaa and aaaa-mm-dd, every day from 1900 to 2100: the fast path and the general rules agree', () => {
    for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2100, 11, 31); t += DAY) {
      const iso = isoOfUtc(t);
      const br = `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
      for (const s of [iso, br, br.replace(/\//g, '-'), br.replace(/\//g, '.')]) {
        if (fastDateText(s) !== iso) throw new Error(`${s}: ${fastDateText(s)}`);
        const slow = parseDateCell(` ${s} `); // a space: not the fast path
        if (!slow.ok || slow.value !== iso) throw new Error(`${s} (regras gerais): ${JSON.stringify(slow)}`);
      }
    }
  });

  it('any 10-character text of digits and separators: the fast path answers only when the general rules give that date', () => {
    const ch = fc.constantFrom('0', '1', '2', '3', '9', '/', '-', '.');
    fc.assert(
      fc.property(
        fc.array(ch, { minLength: 10, maxLength: 10 }).map((c) => c.join('')),
        (s) => {
          const fast = fastDateText(s);
          const slow = parseDateCell(` ${s}`);
          if (fast !== null) expect(slow).toEqual({ ok: true, value: fast });
          const direct = parseDateCell(s);
          expect(direct.ok).toBe(slow.ok);
          if (direct.ok && slow.ok) expect(direct.value).toBe(slow.value);
        },
      ),
      { numRuns: 2000 * SCALE },
    );
  });

  it('a Date is its UTC calendar day, whatever the time of day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1) / DAY, max: Date.UTC(2100, 0, 1) / DAY }),
        fc.integer({ min: 0, max: DAY - 1 }),
        (day, ms) => {
          expect(parseDateCell(new Date(day * DAY + ms))).toEqual({ ok: true, value: isoOfUtc(day * DAY) });
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Labels: every word of every table, first time, cached, and after the cache is emptied

type Parser<T> = (v: CellValue) => ParseResult<T>;

/** Ways a commission types a label word: as is, in capitals, padded, with doubled spaces or a full stop. */
function spellings(word: string): string[] {
  const cap = word.replace(/(^|\s)\S/g, (m) => m.toUpperCase());
  return [word, word.toUpperCase(), cap, `  ${word} `, word.replace(/ /g, '  '), `${cap}.`];
}

function checkWords<T>(parse: Parser<T>, words: Iterable<[string, T]>): number {
  let n = 0;
  for (const [word, want] of words) {
    for (const s of word === '' ? [''] : spellings(word)) {
      for (let round = 0; round < 2; round++) {
        const got = parse(s);
        if (!got.ok || JSON.stringify(got.value) !== JSON.stringify(want))
          throw new Error(`${JSON.stringify(s)}: ${JSON.stringify(got)} (esperado ${JSON.stringify(want)})`);
      }
      n++;
    }
  }
  return n;
}

describe('label parsers against their vocabulary tables', () => {
  const tables: [string, () => number][] = [
    [
      'yes/no',
      () =>
        checkWords(parseYesNo, [
          ...[...LABEL_WORDS.yes].map((w) => [w, true] as [string, boolean]),
          ...[...LABEL_WORDS.no].map((w) => [w, false] as [string, boolean]),
        ]),
    ],
    [
      'PcD',
      () =>
        checkWords(parsePcdLabel, [
          ...[...LABEL_WORDS.pcdYes].map((w) => [w, true] as [string, boolean]),
          ...[...LABEL_WORDS.pcdNo].map((w) => [w, false] as [string, boolean]),
        ]),
    ],
    ['groups', () => checkWords(parseGroupLabel, Object.entries(LABEL_WORDS.groups))],
    ['confirmations', () => checkWords(parseConfirmationLabel, Object.entries(LABEL_WORDS.confirmations))],
    ['PcD assessments', () => checkWords(parseAssessmentLabel, Object.entries(LABEL_WORDS.confirmations))],
    ['situations', () => checkWords(parseSituationLabel, Object.entries(LABEL_WORDS.situations))],
  ];

  it.each(tables)('%s: every word gives its value, in every spelling, twice', (_name, run) => {
    expect(run()).toBeGreaterThan(10);
  });

  it.each(tables)('%s: the same after the caches fill up and are emptied', (_name, run) => {
    for (const parse of [
      parseYesNo,
      parsePcdLabel,
      parseGroupLabel,
      parseConfirmationLabel,
      parseAssessmentLabel,
      parseSituationLabel,
    ] as Parser<unknown>[]) {
      for (let i = 0; i < 3000; i++) parse(`rótulo ${i}`);
      parse('x'.repeat(300));
    }
    expect(run()).toBeGreaterThan(10);
  });

  it('a text that is no word of a table is refused, first time and cached', () => {
    for (const parse of [
      parseYesNo,
      parsePcdLabel,
      parseConfirmationLabel,
      parseAssessmentLabel,
      parseSituationLabel,
    ] as Parser<unknown>[]) {
      for (const s of ['talvez', 'quase', 'xyz', 's/n talvez']) {
        expect(parse(s).ok).toBe(false);
        expect(parse(s).ok).toBe(false);
      }
    }
  });

  it('a caller that changes a result does not change the next one', () => {
    const a = parseSituationLabel('Eliminado por fraude');
    if (a.ok) a.value.fraude = false;
    expect(parseSituationLabel('Eliminado por fraude')).toEqual({ ok: true, value: { aprovado: false, fraude: true } });
  });
});

describe('cargoKey (cached)', () => {
  it('ignores case, accents and surrounding or repeated spaces, before and after the cache fills up', () => {
    const names = [
      'Professor',
      'professor ',
      ' PROFESSOR',
      'Profêssor',
      'Professor  PEB I',
      'professor peb i',
      'Médico',
      'MEDICO',
      'Téc.  de Enfermagem',
    ];
    for (let round = 0; round < 3; round++) {
      expect(new Set(names.slice(0, 4).map(cargoKey))).toEqual(new Set(['professor']));
      expect(cargoKey('Professor  PEB I')).toBe(cargoKey('professor peb i'));
      expect(cargoKey('Médico')).toBe('medico');
      expect(cargoKey('Téc.  de Enfermagem')).toBe('tec. de enfermagem');
      for (let i = 0; i < 600; i++) cargoKey(`Cargo ${i} ${round}`);
    }
    expect(cargoKey(`  Cargo ${'muito '.repeat(60)}longo `)).toBe(cargoKey(`cargo ${'MUITO '.repeat(60)}longo`));
    expect(cargoKey(null)).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------
// readCandidateTable: its fast paths and caches against the parsers, cell by cell

const HEADER = [
  'Inscrição',
  'Nome',
  'Nota final',
  'Cota',
  'Optante',
  'Confirmação',
  'Situação',
  'Data de nascimento',
  'Desempate 1',
  'Desempate 2',
  'CPF',
  'Fraude',
  'PcD',
  'Perícia',
  'Cargo',
];
const C = Object.fromEntries(HEADER.map((h, i) => [h, i])) as Record<string, number>;

/** A random table with every column and every kind of cell, bad ones included (rate `bad`). */
function randomTable(seed: number, rows: number, bad: number): CellValue[][] {
  const rnd = rng(seed);
  const out: CellValue[][] = [HEADER];
  const maybe = (good: () => CellValue, worse: CellValue[]): CellValue => (rnd() < bad ? pick(rnd, worse) : good());
  for (let i = 0; i < rows; i++) {
    if (rnd() < 0.02) {
      out.push(pick(rnd, [[], [null, null], HEADER.map(() => ''), HEADER.map(() => ' ')]));
      continue;
    }
    const insc = 1000 + Math.floor(rnd() * rows * 1.02); // some repeat
    const nota = Math.round(rnd() * 10000) / 100;
    const serial = 7500 + Math.floor(rnd() * 38000);
    const iso = excelSerialToIso(serial)!;
    out.push([
      maybe(() => pick(rnd, [insc, String(insc), ` ${insc} `, `0${insc}`]), [null, '', -3, 12.5, true, new Date(0)]),
      maybe(() => pick(rnd, [`Candidato ${i}`, `  Ana   ${i} `, `João\u00a0${i}`, null]), [true, 12]),
      maybe(
        () =>
          pick(rnd, [
            nota,
            String(nota).replace('.', ','),
            String(nota),
            `${Math.floor(nota)}`,
            ` ${String(nota).replace('.', ',')} `,
            `1.0${Math.floor(nota)},5`,
          ]),
        [null, '', 'abc', '7,5,1', NaN, Infinity, true, '-'],
      ),
      maybe(
        () => pick(rnd, ['PP', 'pp', 'Preta', 'Pardo(a)', 'IND', 'Indígena', 'QUI', 'Quilombola(a)', '', null, 'Não', 'Branca']),
        ['xyz', 'PP e IND', 'PPI', 3, true],
      ),
      maybe(() => pick(rnd, ['Sim', 'Não', 'S', 'N', '', 0, 1, true, false, null]), ['talvez', 2]),
      maybe(() => pick(rnd, ['Deferida', 'Indeferida', 'Pendente', 'Ausente', 'deferido', '', null]), ['quase', 4, true, 0]),
      maybe(() => pick(rnd, ['Aprovado', 'Reprovado', 'Eliminado por fraude', 'Habilitada', '', 0, 1, true, null]), ['quase', 7]),
      maybe(
        () =>
          pick(rnd, [
            serial,
            serial + 0.25,
            iso,
            `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
            `${Number(iso.slice(8, 10))}/${Number(iso.slice(5, 7))}/${iso.slice(0, 4)}`,
            new Date(`${iso}T00:00:00Z`),
            new Date(`${iso}T23:30:00Z`),
            '',
            null,
          ]),
        ['31/02/1990', '01/02/61', 'ontem', 1, '01/01/1900', '01/01/2999', 99999, true, 0],
      ),
      maybe(
        () => pick(rnd, [Math.round(rnd() * 1000) / 10, String(Math.round(rnd() * 1000) / 10).replace('.', ','), '', null, 0]),
        ['abc', NaN],
      ),
      maybe(() => pick(rnd, [Math.floor(rnd() * 100), String(Math.floor(rnd() * 100)), '', null]), ['x']),
      pick(rnd, [10000000000 + Math.floor(rnd() * rows * 3), '', null, 'sem cpf']),
      maybe(() => pick(rnd, ['Não', '', null, 0, 'Sim']), ['talvez']),
      maybe(() => pick(rnd, ['Sim', 'Não', 'PcD', 'Visual', '', 0, null, true, 'Nenhuma']), ['talvez', 3]),
      maybe(
        () => pick(rnd, ['Deferida', 'Indeferida', 'Enquadrado', 'Não enquadrada', 'Pendente', 'Ausente', '', null]),
        ['quase', 4, true],
      ),
      maybe(() => pick(rnd, ['Professor', 'professor ', 'PROFESSOR', 'Médico', 'medico']), ['', null]),
    ]);
  }
  return out;
}

function valueOf<T>(r: ParseResult<T>): T {
  if (!r.ok) throw new Error(r.erro);
  return r.value;
}

describe('readCandidateTable: each candidate is what the parsers make of its cells', () => {
  it.each([
    ['clean', 11, 0],
    ['5% bad cells', 13, 0.05],
    ['20% bad cells', 14, 0.2],
  ])('%s', (_name, seed, bad) => {
    const rows = randomTable(seed as number, 1000 * SCALE, bad as number);
    const t = readCandidateTable(rows);
    const problemRows = new Set(t.problemas.map((p) => p.linha));
    if ((bad as number) > 0) expect(problemRows.size).toBeGreaterThan(0);
    expect(t.linhasEmBranco).toBe(rows.slice(1).filter((r) => r.every((c) => isBlank(c))).length);
    t.linhas.forEach((linha, i) => {
      const row = rows[linha - 1];
      const c = t.candidatos[i];
      expect(problemRows.has(linha)).toBe(false);
      expect(c.inscricao).toBe(cellText(row[C['Inscrição']]));
      expect(c.nome).toBe(isBlank(row[C.Nome]) ? null : cellText(row[C.Nome]));
      expect(c.cargo).toBe(cellText(row[C.Cargo]));
      const sit = valueOf(parseSituationLabel(row[C['Situação']]));
      expect(c.aprovado).toBe(sit.aprovado);
      expect(c.fraude).toBe(sit.fraude || valueOf(parseYesNo(row[C.Fraude])));
      const nota = valueOf(parseNumberBR(row[C['Nota final']]));
      expect(c.nota).toBe(nota ?? 0);
      if (nota === null) expect(c.aprovado && !c.fraude).toBe(false);
      expect(c.grupo).toBe(valueOf(parseGroupLabel(row[C.Cota])));
      expect(c.optante).toBe(valueOf(parseYesNo(row[C.Optante])));
      expect(c.confirmacao).toBe(valueOf(parseConfirmationLabel(row[C['Confirmação']])));
      expect(c.nascimento).toBe(valueOf(parseDateCell(row[C['Data de nascimento']])));
      expect(c.pcd).toBe(valueOf(parsePcdLabel(row[C.PcD])));
      expect(c.avaliacaoPcd).toBe(valueOf(parseAssessmentLabel(row[C['Perícia']])));
      const d = [valueOf(parseNumberBR(row[C['Desempate 1']])), valueOf(parseNumberBR(row[C['Desempate 2']]))];
      while (d.length && d[d.length - 1] === null) d.pop();
      expect(c.desempate).toEqual(d);
      expect(t.cpfs[i]).toBe(cpfDigits(row[C.CPF]));
    });
    // A row is rejected only with a problem of its own; a row whose every cell parses is read (unless it repeats an inscrição or a CPF).
    const read = new Set(t.linhas);
    for (let r = 1; r < rows.length; r++) {
      const linha = r + 1;
      if (rows[r].every((c) => isBlank(c))) continue;
      expect(read.has(linha) || problemRows.has(linha)).toBe(true);
    }
  });

  it('tables read one after another (the reader is reused) give what a first reading gives', () => {
    const a = randomTable(21, 500, 0.05);
    const b = randomTable(22, 300, 0.05);
    const ra = readCandidateTable(a);
    const snapshot = JSON.stringify(ra);
    const rb = readCandidateTable(b);
    expect(JSON.stringify(ra)).toBe(snapshot);
    expect(JSON.stringify(readCandidateTable(a))).toBe(snapshot);
    expect(JSON.stringify(readCandidateTable(b))).toBe(JSON.stringify(rb));
    expect(ra.candidatos).not.toBe(rb.candidatos);
  });

  it('a progress callback may read another table meanwhile, or throw; later reads are unaffected', () => {
    const outer = randomTable(23, 5000, 0.02);
    const inner = randomTable(24, 400, 0.05);
    const alone = JSON.stringify(readCandidateTable(inner));
    const outerAlone = JSON.stringify(readCandidateTable(outer));
    const innerResults: string[] = [];
    const got = readCandidateTable(outer, { progresso: () => innerResults.push(JSON.stringify(readCandidateTable(inner))) });
    expect(JSON.stringify(got)).toBe(outerAlone);
    expect(innerResults.length).toBeGreaterThan(1);
    for (const r of innerResults) expect(r).toBe(alone);
    expect(() =>
      readCandidateTable(outer, {
        progresso: (n) => {
          if (n > 0) throw new Error('cancelado');
        },
      }),
    ).toThrow('cancelado');
    expect(JSON.stringify(readCandidateTable(inner))).toBe(alone);
  });

  it('the duplicate finder: per group, by exact text, and still right after growing past its expected size', () => {
    const f = newDuplicateFinder(1);
    const seen = new Map<string, number>();
    const rnd = rng(16);
    for (let linha = 2; linha < 6000; linha++) {
      const group = Math.floor(rnd() * 3);
      const text = pick(rnd, ['', '0', ' ']) + String(Math.floor(rnd() * 4000));
      const key = `${group}|${text}`;
      const want = seen.get(key) ?? -1;
      if (want < 0) seen.set(key, linha);
      expect(addInscricao(f, group, text, linha)).toBe(want);
    }
    expect(seen.size).toBeGreaterThan(3000);
  });

  it('blank tables and header-only tables', () => {
    expect(readCandidateTable([]).problemas[0].mensagem).toContain('a planilha está vazia');
    expect(readCandidateTable([[]]).problemas[0].mensagem).toContain('a planilha está vazia');
    expect(readCandidateTable([['Inscrição', 'Nota']]).problemas[0].mensagem).toContain('não tem nenhum candidato');
    const t = readCandidateTable([['Inscrição', 'Nota'], [], [null, ''], ['1', 5]]);
    expect([t.candidatos.length, t.linhasEmBranco]).toEqual([1, 2]);
  });
});
