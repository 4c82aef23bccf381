// The fast paths of src/sheet (cellText, isBlank, the number and date parsers, the label caches, the
// row reader) must give exactly what the code gave before them. The oracle is a frozen copy of that
// code (test/sheet/reference/): every case below is run through both and compared, plus a few
// expectations written out, so that the edge cases are visible here.
import {
  cargoKey,
  cellText,
  excelSerialToIso,
  isBlank,
  isBlankText,
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
import type { CellValue, ReadTableOptions } from '../../src/sheet';
import { addInscricao, newDuplicateFinder } from '../../src/sheet/table';
import * as ref from './reference/parsers';
import * as refTable from './reference/table';
import { seededRandom as rng } from '../../src/tools/prng';


const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

/** Every code unit that JavaScript's \s matches, plus look-alikes that it does not. */
const WHITESPACE = ['\t', '\n', '\v', '\f', '\r', ' ', '\u00a0', '\u1680', '\u2000', '\u2005', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
const NOT_WHITESPACE = ['\u0000', '\u0008', '\u000e', '\u001f', '\u007f', '\u0085', '\u009f', '\u180e', '\u200b', '\u2060'];

/** Runs `f` and the oracle `g` on each input; results (or thrown messages) must be identical. */
function same<T>(inputs: readonly T[], f: (x: T) => unknown, g: (x: T) => unknown): void {
  const run = (h: (x: T) => unknown, x: T): unknown => {
    try {
      return { value: h(x) };
    } catch (e) {
      return { thrown: String(e) };
    }
  };
  for (const x of inputs) {
    const got = run(f, x);
    const want = run(g, x);
    if (!Object.is(JSON.stringify(got), JSON.stringify(want)) || !deepIs(got, want)) {
      throw new Error(`diferente para ${shown(x)}: ${JSON.stringify(got)} × ${JSON.stringify(want)}`);
    }
  }
}

/** Deep equality with Object.is on numbers (tells -0 from 0). */
function deepIs(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime());
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length || Array.isArray(a) !== Array.isArray(b)) return false;
  return ka.every((k) => deepIs((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function shown(x: unknown): string {
  if (typeof x === 'number') return Object.is(x, -0) ? '-0' : String(x);
  if (typeof x === 'string') return JSON.stringify(x);
  if (x instanceof Date) return `Date(${x.getTime()})`;
  return String(x);
}

// ---------------------------------------------------------------------------------------------
// cellText

const NUMBERS: number[] = [
  0, -0, 1, -1, 7, -7, 42, 1000, 123456789012, -123456789012, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER,
  2 ** 53, -(2 ** 53), 2 ** 53 + 2, 1e15, 1e16, 1e17, 1e20, 123456789012345680000, 1e21, -1e21, 1e22, 1.5e300, -1.5e300,
  Number.MAX_VALUE, -Number.MAX_VALUE, 0.5, -0.5, 1.5, 87.25, -87.25, 0.1 + 0.2, 1e-7, -1e-7, 5e-324, 2 ** 31, -(2 ** 31), 2 ** 32,
  NaN, Infinity, -Infinity,
];

const TEXTS: string[] = [
  '', 'a', 'Ana Souza', '  Ana   Souza ', ' a', 'a ', 'a  b', 'a b c', 'João da Silva', 'Profêssor', '00123', '-5', '1e21',
  ...WHITESPACE.flatMap((w) => [w, `a${w}b`, `${w}a`, `a${w}`, `a ${w}b`, `a${w}${w}b`, `${w}${w}`]),
  ...NOT_WHITESPACE.flatMap((w) => [w, `a${w}b`, `${w}a`, `a${w}`, ` ${w} `]),
];

describe('cellText', () => {
  it('whole numbers: the same text as before (String for safe integers, except -0)', () => {
    same(NUMBERS, cellText, ref.cellText);
    expect(cellText(123456789012)).toBe('123456789012');
    expect(cellText(-42)).toBe('-42');
    expect(cellText(-0)).toBe('-0');
    expect(cellText(0)).toBe('0');
    expect(cellText(Number.MAX_SAFE_INTEGER)).toBe('9007199254740991');
    expect(cellText(2 ** 53)).toBe('9007199254740992');
    expect(cellText(1e21)).toBe('1000000000000000000000');
    expect(cellText(87.25)).toBe('87.25');
  });

  it('random whole numbers of every size, positive and negative', () => {
    const rnd = rng(1);
    const xs: number[] = [];
    for (let i = 0; i < 5000; i++) {
      const digits = 1 + Math.floor(rnd() * 24);
      const n = Math.floor(rnd() * 10 ** digits);
      xs.push(n, -n, n + 0.5);
    }
    same(xs, cellText, ref.cellText);
  });

  it('texts: untouched when tidy, collapsed and trimmed otherwise (every kind of whitespace)', () => {
    same(TEXTS, cellText, ref.cellText);
    expect(cellText('  Ana   Souza ')).toBe('Ana Souza');
    expect(cellText('Ana\u00a0Souza')).toBe('Ana Souza');
    expect(cellText('a\tb')).toBe('a b');
    expect(cellText('a\u200bb')).toBe('a\u200bb');
  });

  it('random texts over letters, spaces and whitespace', () => {
    const rnd = rng(2);
    const alphabet = ['a', 'B', 'ç', 'ã', '1', '-', ' ', ' ', ...WHITESPACE, ...NOT_WHITESPACE];
    const xs: string[] = [];
    for (let i = 0; i < 20000; i++) {
      const len = Math.floor(rnd() * 8);
      let s = '';
      for (let k = 0; k < len; k++) s += pick(rnd, alphabet);
      xs.push(s);
    }
    same(xs, cellText, ref.cellText);
  });

  it('other values', () => {
    same([null, undefined, true, false, new Date(Date.UTC(1961, 2, 9)), new Date(NaN)] as CellValue[], cellText, ref.cellText);
  });
});

// ---------------------------------------------------------------------------------------------
// isBlank

describe('isBlank / isBlankText', () => {
  it('the same answer for every kind of whitespace and for look-alikes', () => {
    const xs: CellValue[] = [null, undefined, 0, -0, 1, true, false, new Date(0), ...TEXTS];
    for (const w of [...WHITESPACE, ...NOT_WHITESPACE]) xs.push(w, w + w, ` ${w}`, `${w} `, `${w}x`, `x${w}`);
    same(xs, isBlank, ref.isBlank);
    same(xs, isBlankText, ref.isBlankText);
    expect(isBlank(' \u00a0\ufeff\t')).toBe(true);
    expect(isBlank('\u0085')).toBe(false);
    expect(isBlank('\u200b')).toBe(false);
    expect(isBlank(' a')).toBe(false);
  });

  it('every single code unit, alone and after a space', () => {
    const xs: string[] = [];
    for (let c = 0; c < 0x10000; c++) xs.push(String.fromCharCode(c), ' ' + String.fromCharCode(c));
    same(xs, isBlank, ref.isBlank);
  });
});

// ---------------------------------------------------------------------------------------------
// parseNumberBR

describe('parseNumberBR', () => {
  it('plain texts ("87", "87,5", "87.5"): the same double, bit for bit', () => {
    const xs = [
      '0', '00', '0,0', '0.0', '00,5', '007', '87', '87,5', '87.5', '1.234', '1,234', '0,1', '0.3', '0,30', '9,99', '99,999',
      '123456789012345', '1234567890123,45', '12345678901234,5', '1234567890123456', '123456789012345,6', '9007199254740993',
      '12345678901234567890', '1234567890123456789,5', '99999999999999999999,5', '1,7976931348623157', '0,000000000000001',
      '0,0000000000000001', ',5', '5,', '.5', '5.', ',', '.', '1,2,3', '1.2.3', '1.234.567', '1,2.3', '+5', '-5', '-0', '-0,0',
      ' 5', '5 ', '5\u00a0', '١٢', '５', '1e5', '0x10', 'Infinity', 'NaN',
    ];
    same(xs, parseNumberBR, ref.parseNumberBR);
    expect(parseNumberBR('87,5')).toEqual({ ok: true, value: 87.5 });
    expect(parseNumberBR('0,0')).toEqual({ ok: true, value: 0 });
    expect(Object.is((parseNumberBR('-0') as { value: number }).value, 0)).toBe(true);
  });

  it('random decimals of 1 to 22 digits with "," or "."', () => {
    const rnd = rng(3);
    const xs: string[] = [];
    for (let i = 0; i < 30000; i++) {
      const len = 1 + Math.floor(rnd() * 22);
      let s = '';
      for (let k = 0; k < len; k++) s += String(Math.floor(rnd() * 10));
      const r = rnd();
      if (r < 0.7 && len > 1) {
        const at = 1 + Math.floor(rnd() * (len - 1));
        s = s.slice(0, at) + (r < 0.4 ? ',' : '.') + s.slice(at);
      }
      xs.push(s);
    }
    same(xs, parseNumberBR, ref.parseNumberBR);
  });

  it('numbers and other values', () => {
    same([...NUMBERS, null, undefined, true, new Date(0)] as CellValue[], parseNumberBR, ref.parseNumberBR);
  });
});

// ---------------------------------------------------------------------------------------------
// Dates

describe('parseDateCell and excelSerialToIso', () => {
  it('Excel serial days: each one to 2200, then every 13th to 9999-12-31, and the numbers around them', () => {
    const days: number[] = [];
    for (let d = -2; d <= 110000; d++) days.push(d);
    for (let d = 110001; d <= 2958467; d += 13) days.push(d);
    for (let d = 2958000; d <= 2958467; d++) days.push(d);
    for (const d of days) {
      if (excelSerialToIso(d) !== ref.excelSerialToIso(d)) throw new Error(`série ${d}: ${excelSerialToIso(d)} × ${ref.excelSerialToIso(d)}`);
    }
    same([0.5, 1.5, 59.99, 60, 60.5, 61.25, 45658.75, 2958465.9, -0, NaN, Infinity, -Infinity], excelSerialToIso, ref.excelSerialToIso);
    same([1, 59, 60, 61, 22349, 45658, 45658.5, 2958465, 2958466, -1, 0, -0, 0.5, NaN], parseDateCell, ref.parseDateCell);
    expect(excelSerialToIso(61)).toBe('1900-03-01');
    expect(excelSerialToIso(2958465)).toBe('9999-12-31');
  });

  it('dd/mm/aaaa and aaaa-mm-dd, valid and invalid, around every month of many years', () => {
    const years = [999, 1000, 1001, 1600, 1700, 1800, 1899, 1900, 1904, 1919, 1920, 1961, 1996, 2000, 2023, 2024, 2025, 2100, 2400, 9999];
    for (let y = 1890; y <= 2110; y++) years.push(y);
    const xs: string[] = [];
    const p2 = (n: number): string => String(n).padStart(2, '0');
    const p4 = (n: number): string => String(n).padStart(4, '0');
    for (const y of years) {
      for (let m = 0; m <= 13; m++) {
        for (const d of [0, 1, 9, 10, 27, 28, 29, 30, 31, 32]) {
          xs.push(`${p2(d)}/${p2(m)}/${p4(y)}`, `${p4(y)}-${p2(m)}-${p2(d)}`);
        }
      }
    }
    same(xs, parseDateCell, ref.parseDateCell);
  });

  it('every day from 1900 to 2100 in both forms', () => {
    const xs: string[] = [];
    for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2100, 11, 31); t += 86400000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      xs.push(iso, `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
    }
    same(xs, parseDateCell, ref.parseDateCell);
  });

  it('separators, spaces, short and odd forms', () => {
    const xs = [
      '09/03/1961', '09-03-1961', '09.03.1961', '09/03-1961', '09.03/1961', '9/3/1961', '09/3/1961', '9/03/1961', ' 09/03/1961', '09/03/1961 ',
      '09/03/61', '1961-03-09', '1961-3-9', '1961/03/09', '1961-03-09T00:00:00.000Z', '1961-03-09 10:30', '1961-03-0a', '0a/03/1961',
      '09/03/19 1', '09/03/196', '009/03/1961', '０９/03/1961', 'ab/cd/efgh', '----------', '//////////', '1961-03-09Z', '45658', '45658,5', '0060',
      'ontem', '', '  ',
    ];
    same(xs, parseDateCell, ref.parseDateCell);
    same([null, undefined, 0, true, false, new Date(Date.UTC(1961, 2, 9)), new Date(1961, 2, 9), new Date(NaN), new Date(Date.UTC(1961, 2, 9, 15))] as CellValue[], parseDateCell, ref.parseDateCell);
  });
});

// ---------------------------------------------------------------------------------------------
// Labels (cached per distinct text)

const LABELS = [
  '', ' ', 'PP', 'pp', ' PP ', 'Preto', 'Pretá', 'preta ou parda', 'Pretos e Pardos', 'NEGRO(A)', 'Negro (preto/pardo)', 'IND', 'Indígena', 'indigena',
  'QUI', 'Quilombola', 'AC', 'Ampla concorrência', 'Não', 'NÃO', 'nao', 'N', 'Branca', 'Amarela', 'PP e IND', 'preto indígena', 'xyz', 'I', 'Q',
  'Sim', 'SIM', 's', 'S', 'X', 'x', 'yes', 'true', 'Verdadeiro', '1', '0', 'Falso', 'Optante', 'Não optante', 'talvez',
  'Deferida', 'DEFERIDO', 'deferida em recurso', 'Indeferida', 'Não confirmada', 'Pendente', 'Em análise', 'Ausente', 'Não compareceu', 'A', 'P', 'D',
  'Aprovado', 'Aprovado(a)', 'Habilitada', 'Reprovado', 'Eliminado', 'Eliminado por fraude', 'Fraude', 'má-fé', 'Ausente', 'Faltou', 'quase',
  'Nº', 'ª', 'Pret\u0061\u0301', '\ufeffSim', 'Sim\u00a0', 'sim.', 's/n',
  'Pardo(a)', 'Indígena(o)', 'Quilombola(a)', 'PcD', 'Visual', 'Física', 'Nenhuma', 'Enquadrado', 'Não enquadrada', 'Sem deficiência',
];
const NON_TEXT: CellValue[] = [null, undefined, 0, -0, 1, 2, 0.5, true, false, new Date(0), new Date(NaN)];

describe('label parsers (with their caches)', () => {
  const parsers = [
    ['parseYesNo', parseYesNo, ref.parseYesNo],
    ['parseGroupLabel', parseGroupLabel, ref.parseGroupLabel],
    ['parseConfirmationLabel', parseConfirmationLabel, ref.parseConfirmationLabel],
    ['parseSituationLabel', parseSituationLabel, ref.parseSituationLabel],
    ['parsePcdLabel', parsePcdLabel, ref.parsePcdLabel],
    ['parseAssessmentLabel', parseAssessmentLabel, ref.parseAssessmentLabel],
  ] as const;

  it.each(parsers)('%s: the same result, first time and cached', (_name, f, g) => {
    const xs = [...LABELS, ...NON_TEXT];
    same(xs, f as (v: CellValue) => unknown, g as (v: CellValue) => unknown);
    same(xs, f as (v: CellValue) => unknown, g as (v: CellValue) => unknown);
  });

  it.each(parsers)('%s: still the same after the cache fills up and is emptied', (_name, f, g) => {
    const many: string[] = [];
    for (let i = 0; i < 3000; i++) many.push(`rótulo ${i}`, LABELS[i % LABELS.length]);
    many.push('x'.repeat(300), `Sim${' '.repeat(250)}`);
    same(many, f as (v: CellValue) => unknown, g as (v: CellValue) => unknown);
    same(LABELS, f as (v: CellValue) => unknown, g as (v: CellValue) => unknown);
  });

  it('a caller that changes a result does not change the next one', () => {
    const a = parseSituationLabel('Eliminado por fraude');
    if (a.ok) a.value.fraude = false;
    expect(parseSituationLabel('Eliminado por fraude')).toEqual({ ok: true, value: { aprovado: false, fraude: true } });
  });
});

describe('cargoKey (cached)', () => {
  it('ignores case, accents and surrounding or repeated spaces, before and after the cache fills up', () => {
    const names = ['Professor', 'professor ', ' PROFESSOR', 'Profêssor', 'Professor  PEB I', 'professor peb i', 'Médico', 'MEDICO', '', 'Téc.  de Enfermagem'];
    for (let i = 0; i < 600; i++) names.push(`Cargo ${i}`, names[i % 10]);
    names.push(`  Cargo ${'muito '.repeat(60)}longo `, `cargo ${'MUITO '.repeat(60)}longo`);
    const refKey = (name: string | null | undefined): string => {
      if (!name) return '';
      return ref.cellText(name).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
    };
    same([...names, null, undefined], cargoKey, refKey);
    expect(cargoKey('  Profêssor ')).toBe(cargoKey('professor'));
  });
});

// ---------------------------------------------------------------------------------------------
// readCandidateTable: whole tables, good and bad cells

/** A random table with every column and every kind of cell, bad ones included (rate `bad`). */
function randomTable(seed: number, rows: number, bad: number, withCargo: boolean): CellValue[][] {
  const rnd = rng(seed);
  const header: CellValue[] = ['Inscrição', 'Nome', 'Nota final', 'Cota', 'Optante', 'Confirmação', 'Situação', 'Data de nascimento', 'Desempate 1', 'Desempate 2', 'Desempate 3', 'CPF', 'Fraude', 'PcD', 'Perícia'];
  if (withCargo) header.push('Cargo');
  const out: CellValue[][] = [header];
  const maybe = (good: () => CellValue, worse: CellValue[]): CellValue => (rnd() < bad ? pick(rnd, worse) : good());
  for (let i = 0; i < rows; i++) {
    if (rnd() < 0.02) {
      out.push(pick(rnd, [[], [null, null], header.map(() => 0), header.map(() => ''), header.map(() => ' ')]));
      continue;
    }
    const insc = 1000 + Math.floor(rnd() * rows * 1.02); // some repeat
    const nota = Math.round(rnd() * 10000) / 100;
    const serial = 7000 + Math.floor(rnd() * 40000);
    const iso = ref.excelSerialToIso(serial)!;
    const row: CellValue[] = [
      maybe(() => pick(rnd, [insc, String(insc), ` ${insc} `, `0${insc}`]), [null, '', 0, -3, 12.5, true, new Date(0), 'A-17']),
      maybe(() => pick(rnd, [`Candidato ${i}`, `  Ana   ${i} `, `João\u00a0${i}`, 0, null]), [true, 12]),
      maybe(() => pick(rnd, [nota, String(nota).replace('.', ','), String(nota), `${Math.floor(nota)}`, ` ${String(nota).replace('.', ',')} `, `1.0${Math.floor(nota)},5`]), [null, '', 'abc', '7,5,1', NaN, true, '-']),
      maybe(() => pick(rnd, ['PP', 'pp', 'Preta', 'IND', 'Indígena', 'QUI', '', 0, null, 'Não', 'Branca']), ['xyz', 'PP e IND', 3, true]),
      maybe(() => pick(rnd, ['Sim', 'Não', 'S', 'N', '', 0, 1, true, false, null]), ['talvez', 2]),
      maybe(() => pick(rnd, ['Deferida', 'Indeferida', 'Pendente', 'Ausente', 'deferido', '', 0, null]), ['quase', 4, true]),
      maybe(() => pick(rnd, ['Aprovado', 'Reprovado', 'Eliminado por fraude', 'Habilitada', '', 0, 1, true, null]), ['quase', 7]),
      maybe(
        () => pick(rnd, [serial, iso, `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`, `${Number(iso.slice(8, 10))}/${Number(iso.slice(5, 7))}/${iso.slice(0, 4)}`, new Date(`${iso}T00:00:00Z`), '', 0, null]),
        ['31/02/1990', '01/02/61', 'ontem', 1, '01/01/1900', '01/01/2999', 99999, true],
      ),
      maybe(() => pick(rnd, [Math.round(rnd() * 1000) / 10, String(Math.round(rnd() * 1000) / 10).replace('.', ','), '', null, 0]), ['abc', NaN]),
      maybe(() => pick(rnd, [Math.floor(rnd() * 100), String(Math.floor(rnd() * 100)), '', null]), ['x']),
      maybe(() => pick(rnd, [Math.floor(rnd() * 10), '', null, ' 3 ']), ['1,2,3']),
      pick(rnd, [12345678901, '123.456.789-01', 1234567890, '', null, 'sem cpf', 0]),
      maybe(() => pick(rnd, ['Não', '', null, 0, 'Sim']), ['talvez']),
      maybe(() => pick(rnd, ['Sim', 'Não', 'PcD', 'Visual', '', 0, null, true, 'Nenhuma']), ['talvez', 3]),
      maybe(() => pick(rnd, ['Deferida', 'Indeferida', 'Enquadrado', 'Não enquadrada', 'Pendente', 'Ausente', '', 0, null]), ['quase', 4, true]),
    ];
    if (withCargo) row.push(maybe(() => pick(rnd, ['Professor', 'professor ', 'PROFESSOR', 'Médico', 'medico']), ['', null, 0]));
    out.push(row);
  }
  return out;
}

describe('readCandidateTable: the same candidates, rows, CPFs and problems (in the same order)', () => {
  const cases: [string, number, number, boolean, ReadTableOptions][] = [
    ['clean', 11, 0, false, {}],
    ['clean, with cargo', 12, 0, true, { planilha: 'Inscritos', primeiraLinha: 3 }],
    ['5% bad cells', 13, 0.05, false, {}],
    ['20% bad cells, with cargo', 14, 0.2, true, {}],
    ['declared criteria', 15, 0.05, true, { criterios: ['Desempate 2', 'Desempate 1'] }],
  ];
  it.each(cases)('%s', (_name, seed, bad, withCargo, opts) => {
    const rows = randomTable(seed, 3000, bad, withCargo);
    const progress: [number, number][] = [];
    const refProgress: [number, number][] = [];
    const got = readCandidateTable(rows, { ...opts, progresso: (a, b) => progress.push([a, b]) });
    const want = refTable.readCandidateTable(rows as ref.CellValue[][], { ...opts, progresso: (a, b) => refProgress.push([a, b]) });
    if (bad > 0) expect(want.problemas.length).toBeGreaterThan(0);
    expect(got.candidatos.length).toBe(want.candidatos.length);
    expect(got.problemas).toEqual(want.problemas);
    expect(got.candidatos).toEqual(want.candidatos);
    expect(deepIs(got.candidatos, want.candidatos)).toBe(true);
    expect(got.linhas).toEqual(want.linhas);
    expect(got.cpfs).toEqual(want.cpfs);
    expect(got.colunas).toEqual(want.colunas);
    expect(progress).toEqual(refProgress);
  });

  it('without a CPF column: the same candidates, and a null CPF for each of them', () => {
    const rows = randomTable(16, 3000, 0.05, true).map((r) => r.filter((_c, k) => k !== 11));
    const got = readCandidateTable(rows);
    const want = refTable.readCandidateTable(rows as ref.CellValue[][]);
    expect(got.colunas.cpf).toBeUndefined();
    expect(got.problemas).toEqual(want.problemas);
    expect(got.candidatos).toEqual(want.candidatos);
    expect(got.cpfs).toEqual(want.cpfs);
    expect(got.cpfs).toHaveLength(got.candidatos.length);
    expect(got.cpfs.every((c) => c === null)).toBe(true);
  });

  it('the duplicate finder: per cargo, by exact text, and still right after growing past its expected size', () => {
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

  it('the same inscrição in two cargos is fine; twice in one cargo (spelled two ways) is reported', () => {
    const rows: CellValue[][] = [['Inscrição', 'Nota', 'Cargo'], [10, 5, 'Professor'], ['10', 6, 'Médico'], ['10', 7, 'professor '], [' 10', 8, 'MEDICO'], ['010', 9, 'Medico']];
    const got = readCandidateTable(rows);
    const want = refTable.readCandidateTable(rows as ref.CellValue[][]);
    expect(got).toEqual(want);
    expect(got.problemas.map((p) => p.linha)).toEqual([4, 5]);
  });

  it('tables read one after another (the reader is reused) do not share or change each other’s results', () => {
    const a = randomTable(21, 500, 0.05, true);
    const b = randomTable(22, 300, 0.05, false);
    const ra = readCandidateTable(a);
    const snapshot = JSON.stringify(ra);
    const rb = readCandidateTable(b);
    expect(JSON.stringify(ra)).toBe(snapshot);
    expect(ra).toEqual(refTable.readCandidateTable(a as ref.CellValue[][]));
    expect(rb).toEqual(refTable.readCandidateTable(b as ref.CellValue[][]));
    expect(ra.candidatos).not.toBe(rb.candidatos);
  });

  it('a progress callback may read another table meanwhile, or throw; later reads are unaffected', () => {
    const outer = randomTable(23, 5000, 0.02, true);
    const inner = randomTable(24, 400, 0.05, false);
    const innerResults: unknown[] = [];
    const got = readCandidateTable(outer, { progresso: () => innerResults.push(readCandidateTable(inner)) });
    expect(got).toEqual(refTable.readCandidateTable(outer as ref.CellValue[][]));
    expect(innerResults.length).toBeGreaterThan(1);
    for (const r of innerResults) expect(r).toEqual(refTable.readCandidateTable(inner as ref.CellValue[][]));

    expect(() =>
      readCandidateTable(outer, {
        progresso: (n) => {
          if (n > 0) throw new Error('cancelado');
        },
      }),
    ).toThrow('cancelado');
    expect(readCandidateTable(inner)).toEqual(refTable.readCandidateTable(inner as ref.CellValue[][]));
  });

  it('blank tables and header-only tables', () => {
    for (const rows of [[], [[]], [['Inscrição', 'Nota']], [['Nome']], [['Inscrição', 'Nota'], [], [0, 0]]] as CellValue[][][]) {
      expect(readCandidateTable(rows)).toEqual(refTable.readCandidateTable(rows as ref.CellValue[][]));
    }
  });
});
