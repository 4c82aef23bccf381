// Black-box tests of the engine, one (or a few) per rule of ../shared/spec/rules.md. Every expected
// value below was derived by hand from the spec (the section is cited next to each test), not taken
// from the engine's output.
import * as fs from 'fs';
import * as path from 'path';
import {
  PCD_RULES,
  RULE_SETS,
  checkRuleSet,
  classify,
  findRuleSet,
  nominationSequence,
  reserve,
  reservedCounts,
  roundHalfUp,
  toContractJson,
  validateDocument,
} from '../../src/engine';
import type { CargoResult, ConcursoResult, Nomination, RuleSet, Warning } from '../../src/engine';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

type Raw = Record<string, unknown>;

/** Validates (must be valid) and classifies a contract input document. */
function run(doc: Raw): ConcursoResult {
  const v = validateDocument(doc);
  if (v.problemas.length > 0 || !v.concurso) throw new Error('documento inválido: ' + JSON.stringify(v.problemas));
  return classify(v.concurso);
}

function only(doc: Raw): CargoResult {
  const r = run(doc);
  expect(r.cargos).toHaveLength(1);
  return r.cargos[0];
}

const cand = (inscricao: string, nota: number, extra: Raw = {}): Raw => ({ inscricao, nota, ...extra });
const PP = { grupo: 'PP', optante: true, confirmacao: 'deferida' };
const IND = { grupo: 'IND', optante: true, confirmacao: 'deferida' };
const QUI = { grupo: 'QUI', optante: true, confirmacao: 'deferida' };

/** `count` non-cotistas, inscrições start, start+1, …, notas strictly decreasing from `topNota`. */
function fillers(count: number, start = 1001, topNota = 500): Raw[] {
  return Array.from({ length: count }, (_, i) => cand(String(start + i), topNota - i));
}

function positionsOf(seq: readonly string[], g: string): number[] {
  const out: number[] = [];
  seq.forEach((t, i) => {
    if (t === g) out.push(i + 1);
  });
  return out;
}

function allWarnings(r: ConcursoResult): Warning[] {
  return [...r.avisos, ...r.cargos.flatMap((c) => c.avisos)];
}

function codes(ws: readonly Warning[]): string[] {
  return ws.map((w) => w.codigo);
}

/** Text of a warning (message, article, named inscrições) to look for candidates named in it. */
function warningText(w: Warning): string {
  return `${w.mensagem} ${w.artigo} ${(w.inscricoes ?? []).join(' ')}`;
}

/** The audit trail as one normalised text (lower case, single spaces, "§ 2º" → "§2º", ° → º). */
function memoriaText(c: CargoResult): string {
  return c.memoria
    .map((s) => `${s.artigo} | ${s.mensagem}`)
    .join('\n')
    .toLowerCase()
    .replace(/°/g, 'º')
    .replace(/§\s+/g, '§')
    .replace(/[ \t]+/g, ' ');
}

/** The fields of `nomeacao` that rules.md §6 determines (`explicacao` is free text, checked apart). */
type Core = Pick<Nomination, 'posicao' | 'vaga' | 'inscricao' | 'modalidade' | 'entrada'>;
function core(ns: readonly Nomination[]): Core[] {
  return ns.map(({ posicao, vaga, inscricao, modalidade, entrada }) => ({ posicao, vaga, inscricao, modalidade, entrada }));
}

/**
 * Expected `nomeacao` (§6): the p-th nominee at position p, `vaga` the position's type from the
 * sequence; each nominee as [inscrição, modalidade with n vacancies, entry point, modalidade at the
 * entry point]; positions after the last nominee are unfilled.
 */
function expectedOrder(seq: readonly string[], nominees: [string, string, number, string][]): Core[] {
  if (nominees.length > seq.length) throw new Error('more nominees than positions');
  return seq.map((vaga, i) => {
    const x = nominees[i];
    return x
      ? { posicao: i + 1, vaga, inscricao: x[0], modalidade: x[1], entrada: { vagas: x[2], modalidade: x[3] } }
      : { posicao: i + 1, vaga, inscricao: null, modalidade: null, entrada: null };
  });
}

/** A nominee where S is monotone and one person enters per vacancy (entry point = position): an
 *  inscrição (counted AC, entered AC), [inscrição, modalidade] or [inscrição, modalidade, modalidade at entry]. */
type Monotone = string | [string, string] | [string, string, string];
function monotoneOrder(seq: readonly string[], nominees: Monotone[]): Core[] {
  return expectedOrder(
    seq,
    nominees.map((x, i) => {
      const [id, mod, entryMod] = typeof x === 'string' ? [x, 'AC', 'AC'] : [x[0], x[1], x[2] ?? x[1]];
      return [id, mod, i + 1, entryMod] as [string, string, number, string];
    }),
  );
}

function outcome(c: CargoResult, inscricao: string) {
  const o = c.candidatos.find((x) => x.inscricao === inscricao);
  if (!o) throw new Error(`candidato ${inscricao} ausente do resultado`);
  return o;
}

// Pirangi, n = 30, total reading (the default): PP 3, 8, 18, 23; IND 13; QUI 28; AC the other 24 (§4).
const SEQ30: string[] = Array.from({ length: 30 }, (_, i) => {
  const p = i + 1;
  if ([3, 8, 18, 23].includes(p)) return 'PP';
  if (p === 13) return 'IND';
  if (p === 28) return 'QUI';
  return 'AC';
});
const F24 = fillers(24); // inscrições 1001..1024, notas 500..477: they take the 24 AC vacancies
const F24_IDS = F24.map((c) => c.inscricao as string);
const P = (k: number) => cand(String(2000 + k), 301 - k, PP); // 2001 (300), 2002 (299), …
const I = (k: number) => cand(String(3000 + k), 251 - k, IND); // 3001 (250), …
const Q = (k: number) => cand(String(4000 + k), 241 - k, QUI); // 4001 (240), …
const X = (k: number) => cand(String(5000 + k), 101 - k); // 5001 (100), … non-cotistas below everyone

// ---------------------------------------------------------------------------------------------
// §1 Who stands in which list
// ---------------------------------------------------------------------------------------------

describe('§1 listas', () => {
  test('aprovado=false and fraude leave every list; optante, confirmation and group decide the group lists', () => {
    const c = only({
      vagas: 10,
      candidatos: [
        cand('1', 90),
        cand('2', 89, { ...PP, aprovado: false }),
        cand('3', 88, { ...PP, fraude: true }),
        cand('4', 87, PP),
        cand('5', 86, { grupo: 'PP', optante: false }),
        cand('6', 85, { ...PP, confirmacao: 'indeferida' }),
        cand('7', 84, IND),
        cand('8', 83, { ...QUI, confirmacao: 'pendente' }),
      ],
    });
    expect(c.listas).toEqual({ AC: ['1', '4', '5', '6', '7', '8'], PP: ['4'], IND: ['7'], QUI: ['8'] });
    expect(c.nomeacao.map((n) => n.inscricao)).not.toContain('2');
    expect(c.nomeacao.map((n) => n.inscricao)).not.toContain('3');
    expect(outcome(c, '2').situacao).toBe('nao-aprovado');
    expect(outcome(c, '3').situacao).toBe('eliminado-fraude');
    expect(outcome(c, '2').classificacaoAC).toBeNull();
    expect(outcome(c, '3').classificacaoAC).toBeNull();
  });

  test('a declared group without opting in (Art. 5º, §1º) keeps the candidate out of the group list', () => {
    // n = 3: PP 1 at position 3, AC 2. "3" declared PP but did not opt in: the PP vacancy goes to "4".
    const c = only({
      vagas: 3,
      candidatos: [cand('1', 90), cand('2', 89), cand('3', 88, { grupo: 'PP', optante: false }), cand('4', 70, PP)],
    });
    expect(c.listas.PP).toEqual(['4']);
    expect(core(c.nomeacao)).toEqual(monotoneOrder(['AC', 'AC', 'PP'], ['1', '2', ['4', 'PP']]));
  });

  test('confirmação indeferida: AC list only (Art. 6º, §2º)', () => {
    const c = only({
      vagas: 3,
      candidatos: [cand('1', 90), cand('2', 89), cand('3', 88, { ...PP, confirmacao: 'indeferida' }), cand('4', 70, PP)],
    });
    expect(c.listas).toEqual({ AC: ['1', '2', '3', '4'], PP: ['4'], IND: [], QUI: [] });
    expect(core(c.nomeacao)).toEqual(monotoneOrder(['AC', 'AC', 'PP'], ['1', '2', ['4', 'PP']]));
    expect(outcome(c, '3').situacao).not.toBe('nomeado');
  });

  test('an indeferida candidate may still be nominated through the AC list', () => {
    const c = only({
      vagas: 3,
      candidatos: [cand('1', 90, { ...PP, confirmacao: 'indeferida' }), cand('2', 89), cand('3', 88), cand('4', 70, PP)],
    });
    expect(core(c.nomeacao)).toEqual(monotoneOrder(['AC', 'AC', 'PP'], ['1', '2', ['4', 'PP']]));
  });

  test('confirmação pendente: kept in the group list, result marked provisional (resultado-provisorio)', () => {
    const c = only({
      vagas: 3,
      candidatos: [cand('1', 90), cand('2', 89), cand('3', 88, { ...PP, confirmacao: 'pendente' }), cand('4', 70, PP)],
    });
    expect(c.listas.PP).toEqual(['3', '4']);
    expect(core(c.nomeacao)).toEqual(monotoneOrder(['AC', 'AC', 'PP'], ['1', '2', ['3', 'PP']]));
    expect(codes(c.avisos)).toContain('resultado-provisorio');
    expect(c.provisorio).toBe(true);
    expect(outcome(c, '3').provisorio).toBe(true);
  });

  test('confirmação omitted defaults to pendente (contract) and is provisional too', () => {
    const c = only({
      vagas: 3,
      candidatos: [cand('1', 90), cand('2', 89), cand('3', 88, { grupo: 'PP', optante: true }), cand('4', 70, PP)],
    });
    expect(c.listas.PP).toEqual(['3', '4']);
    expect(core(c.nomeacao)[2]).toEqual({
      posicao: 3,
      vaga: 'PP',
      inscricao: '3',
      modalidade: 'PP',
      entrada: { vagas: 3, modalidade: 'PP' },
    });
    expect(codes(c.avisos)).toContain('resultado-provisorio');
  });

  test('no resultado-provisorio when every confirmation is settled', () => {
    const c = only({
      vagas: 3,
      candidatos: [cand('1', 90), cand('2', 89), cand('3', 88, PP), cand('4', 70, PP)],
    });
    expect(codes(c.avisos)).not.toContain('resultado-provisorio');
    expect(c.provisorio).toBe(false);
  });

  const absent = (opcoes?: Raw): Raw => ({
    vagas: 3,
    ...(opcoes ? { opcoes } : {}),
    candidatos: [cand('3', 95, { ...PP, confirmacao: 'ausente' }), cand('1', 90), cand('2', 89), cand('4', 70, PP)],
  });

  test.each([[undefined], [{ ausenciaConfirmacao: 'ampla' }]])(
    'confirmação ausente, ausenciaConfirmacao ampla (default): AC list only — options %j',
    (opcoes) => {
      const c = only(absent(opcoes));
      expect(c.listas).toEqual({ AC: ['3', '1', '2', '4'], PP: ['4'], IND: [], QUI: [] });
      expect(core(c.nomeacao)).toEqual(monotoneOrder(['AC', 'AC', 'PP'], ['3', '1', ['4', 'PP']]));
    },
  );

  test('confirmação ausente, ausenciaConfirmacao eliminado: leaves every list', () => {
    const c = only(absent({ ausenciaConfirmacao: 'eliminado' }));
    expect(c.listas).toEqual({ AC: ['1', '2', '4'], PP: ['4'], IND: [], QUI: [] });
    expect(core(c.nomeacao)).toEqual(monotoneOrder(['AC', 'AC', 'PP'], ['1', '2', ['4', 'PP']]));
    expect(outcome(c, '3').situacao).toBe('eliminado-ausencia');
    expect(outcome(c, '3').classificacaoAC).toBeNull();
  });

  test('confirmacao is ignored for non-optants and candidates without group (ausente + eliminado removes nobody)', () => {
    const c = only({
      vagas: 3,
      opcoes: { ausenciaConfirmacao: 'eliminado' },
      candidatos: [
        cand('1', 95, { grupo: 'PP', optante: false, confirmacao: 'ausente' }),
        cand('2', 94, { confirmacao: 'ausente' }),
        cand('3', 93, { grupo: 'IND', optante: false, confirmacao: 'indeferida' }),
        cand('4', 70, PP),
      ],
    });
    expect(c.listas).toEqual({ AC: ['1', '2', '3', '4'], PP: ['4'], IND: [], QUI: [] });
    expect(core(c.nomeacao)).toEqual(monotoneOrder(['AC', 'AC', 'PP'], ['1', '2', ['4', 'PP']]));
    expect(codes(c.avisos)).not.toContain('resultado-provisorio');
  });

  test('a group the rule set does not have (IND, QUI under federal-12990-2014) counts as no group', () => {
    // federal-12990-2014, n = 3: PP 1 (position 3), AC 2 (§3, §8).
    const c = only({
      regra: 'federal-12990-2014',
      vagas: 3,
      opcoes: { ausenciaConfirmacao: 'eliminado' },
      candidatos: [
        cand('5', 95, { grupo: 'QUI', optante: true, confirmacao: 'ausente' }), // no group → confirmation ignored
        cand('1', 90, IND),
        cand('2', 80),
        cand('3', 70, IND),
        cand('4', 60, PP),
      ],
    });
    expect(Object.keys(c.listas).sort()).toEqual(['AC', 'PP']);
    expect(c.listas).toEqual({ AC: ['5', '1', '2', '3', '4'], PP: ['4'] });
    expect(c.reserva).toEqual({ PP: 1, AC: 2 });
    expect(core(c.nomeacao)).toEqual(monotoneOrder(['AC', 'AC', 'PP'], ['5', '1', ['4', 'PP']]));
  });
});

// ---------------------------------------------------------------------------------------------
// §2 Ranking and ties
// ---------------------------------------------------------------------------------------------

describe('§2 classificação e desempate', () => {
  test('higher nota first, compared by round(nota × 10⁹): floating-point noise is a tie, 87.5 and 87.49 stay different', () => {
    // §2.1: 0.30000000000000004 and 0.3 have the same key (300000000): a tie, ordered by inscrição and reported.
    const c = only({
      vagas: 0,
      candidatos: [cand('2', 0.30000000000000004), cand('1', 0.3), cand('3', 87.49), cand('4', 87.5)],
    });
    expect(c.listas.AC).toEqual(['4', '3', '1', '2']);
    const ties = c.avisos.filter((w) => w.codigo === 'empate-nao-resolvido');
    expect(ties).toHaveLength(1);
    expect(warningText(ties[0])).toMatch(/(^|\D)1(\D|$)/);
    expect(warningText(ties[0])).toMatch(/(^|\D)2(\D|$)/);
  });

  test('the same three grades averaged in another order tie (7.983333333333334 vs 7.983333333333333, §2.1)', () => {
    const c = only({ vagas: 1, candidatos: [cand('20', 7.983333333333334), cand('10', 7.983333333333333), cand('30', 7.98)] });
    expect(c.listas.AC).toEqual(['10', '20', '30']);
    const ties = c.avisos.filter((w) => w.codigo === 'empate-nao-resolvido');
    expect(ties).toHaveLength(1);
    expect(ties[0].nivel).toBe('erro'); // it decides who takes the one vacancy
  });

  const elderly = (dataReferencia?: string): Raw => ({
    vagas: 0,
    ...(dataReferencia ? { opcoes: { dataReferencia } } : {}),
    candidatos: [
      cand('1', 80, { nascimento: '1990-01-01' }),
      cand('2', 80, { nascimento: '1966-03-01' }), // 60 exactly on 2026-03-01
      cand('3', 80, { nascimento: '1966-03-02' }), // 59 on 2026-03-01
      cand('4', 80, { nascimento: '1950-05-05' }),
      cand('5', 80), // unknown birth date: under 60
      cand('6', 80, { nascimento: '1960-01-01' }),
      cand('7', 81, { nascimento: '2000-01-01' }), // higher nota beats age
    ],
  });

  test('Estatuto da Pessoa Idosa: 60+ on dataReferencia first, older first; the rest by the later steps', () => {
    expect(only(elderly('2026-03-01')).listas.AC).toEqual(['7', '4', '6', '2', '1', '3', '5']);
  });

  test('without dataReferencia there is no age priority', () => {
    expect(only(elderly()).listas.AC).toEqual(['7', '1', '2', '3', '4', '5', '6']);
  });

  test('one day before the 60th birthday is still under 60', () => {
    expect(only(elderly('2026-02-28')).listas.AC).toEqual(['7', '4', '6', '1', '2', '3', '5']);
  });

  test.each([
    ['2024-02-28', '1964-02-29', ['1', '2']], // 59
    ['2024-02-29', '1964-02-29', ['2', '1']], // 60 on the leap day itself
    ['1900-02-28', '1840-02-29', ['1', '2']], // 1900 is not a leap year: birthday is 1 March (CC art. 132, §3º)
    ['1900-03-01', '1840-02-29', ['2', '1']],
  ])('born on 29 February: reference %s, born %s → %j', (ref, born, order) => {
    const young = ref.startsWith('1900') ? '1890-01-01' : '2000-01-01';
    const c = only({
      vagas: 0,
      opcoes: { dataReferencia: ref },
      candidatos: [cand('1', 70, { nascimento: young }), cand('2', 70, { nascimento: born })],
    });
    expect(c.listas.AC).toEqual(order);
  });

  test('two candidates under 60 are not ordered by age; equal elderly birth dates go on to the criteria', () => {
    const c = only({
      vagas: 0,
      opcoes: { dataReferencia: '2026-01-01' },
      candidatos: [
        cand('1', 70, { nascimento: '1990-01-01', desempate: [1] }),
        cand('2', 70, { nascimento: '1995-01-01', desempate: [2] }),
        cand('3', 70, { nascimento: '1950-01-01', desempate: [1] }),
        cand('4', 70, { nascimento: '1950-01-01', desempate: [5] }),
      ],
    });
    expect(c.listas.AC).toEqual(['4', '3', '2', '1']);
    expect(codes(c.avisos)).not.toContain('empate-nao-resolvido');
  });

  test('desempate: criteria in order, higher first; missing (null or shorter list) below any number', () => {
    const c = only({
      vagas: 0,
      candidatos: [
        cand('1', 50, { desempate: [10, 5] }),
        cand('2', 50, { desempate: [10, 7] }),
        cand('3', 50, { desempate: [10] }),
        cand('4', 50, { desempate: [10, -3] }),
        cand('5', 50, { desempate: [null, 100] }),
        cand('6', 50, { desempate: [9, 100] }),
        cand('7', 50, { desempate: [] }),
        cand('8', 50, { desempate: [10, null, 1] }),
      ],
    });
    expect(c.listas.AC).toEqual(['2', '1', '4', '8', '3', '6', '5', '7']);
    expect(codes(c.avisos)).not.toContain('empate-nao-resolvido');
  });

  test('the same ranking is used in the group lists', () => {
    const c = only({
      vagas: 0,
      opcoes: { dataReferencia: '2026-03-01' },
      candidatos: [
        cand('1', 70, { ...PP, desempate: [1] }),
        cand('2', 70, { ...PP, desempate: [2] }),
        cand('3', 70, { ...PP, nascimento: '1950-01-01' }),
        cand('4', 71, PP),
      ],
    });
    expect(c.listas.PP).toEqual(['4', '3', '2', '1']);
    expect(c.listas.AC).toEqual(['4', '3', '2', '1']);
  });

  test('unresolved ties: by inscrição, as numbers when digits only, "007" before "7"', () => {
    const c = only({
      vagas: 0,
      candidatos: ['10', '9', '7', '08', '007', '100'].map((i) => cand(i, 60)),
    });
    expect(c.listas.AC).toEqual(['007', '7', '08', '9', '10', '100']);
  });

  test('unresolved ties: as plain strings when not digits only', () => {
    const c = only({
      vagas: 0,
      candidatos: ['B1', 'A2', 'A10'].map((i) => cand(i, 60)),
    });
    expect(c.listas.AC).toEqual(['A10', 'A2', 'B1']);
  });

  test('unresolved ties: numeric comparison is exact for long digit strings', () => {
    // 99999999999999999999 < 100000000000000000000 as numbers (both are 1e20 as doubles).
    const c = only({
      vagas: 0,
      candidatos: [cand('100000000000000000000', 60), cand('99999999999999999999', 60)],
    });
    expect(c.listas.AC).toEqual(['99999999999999999999', '100000000000000000000']);
  });

  test('a tie among thousands: the message names the first 20 and says how many more; inscricoes keeps them all', () => {
    // Regression: the message listed every inscrição, a text no spreadsheet cell holds (Excel: 32,767
    // characters), so the lists could not be written.
    const ids = Array.from({ length: 5000 }, (_, i) => String(100000 + i));
    const c = only({ vagas: 10, candidatos: ids.map((i) => cand(i, 70)) });
    const ties = c.avisos.filter((w) => w.codigo === 'empate-nao-resolvido');
    expect(ties).toHaveLength(1);
    expect(ties[0].nivel).toBe('erro');
    expect(ties[0].inscricoes).toEqual(ids);
    expect(ties[0].mensagem).toContain(`${ids.slice(0, 20).join(', ')} e mais 4980 (nota`);
    expect(ties[0].mensagem).not.toContain(ids[20]);
    expect(ties[0].mensagem.length).toBeLessThan(1000);
  });

  test('a tie that decides who is nominated: empate-nao-resolvido at level erro, naming the candidates', () => {
    // n = 2: no reserve (round(0.4) = 0), AC 2. 5002 and 5003 tie for the 2nd vacancy.
    const doc = { vagas: 2, candidatos: [cand('5003', 80), cand('5001', 90), cand('5002', 80)] };
    const c = only(doc);
    expect(core(c.nomeacao)).toEqual(monotoneOrder(['AC', 'AC'], ['5001', '5002']));
    const ties = c.avisos.filter((w) => w.codigo === 'empate-nao-resolvido');
    expect(ties.length).toBeGreaterThan(0);
    const w = ties.find((x) => warningText(x).includes('5002') && warningText(x).includes('5003'));
    expect(w).toBeDefined();
    expect(w!.nivel).toBe('erro');
    // And the result does not depend on the row order.
    const rev = only({ vagas: 2, candidatos: [...doc.candidatos].reverse() });
    expect(rev.nomeacao).toEqual(c.nomeacao);
    expect(rev.listas).toEqual(c.listas);
  });

  test('a tie that decides nothing: empate-nao-resolvido at level aviso only', () => {
    const c = only({
      vagas: 2,
      candidatos: [cand('5001', 90), cand('5002', 85), cand('5004', 80), cand('5003', 80)],
    });
    expect(core(c.nomeacao)).toEqual(monotoneOrder(['AC', 'AC'], ['5001', '5002']));
    const ties = c.avisos.filter((w) => w.codigo === 'empate-nao-resolvido');
    expect(ties.length).toBeGreaterThan(0);
    expect(ties.some((x) => warningText(x).includes('5003') && warningText(x).includes('5004'))).toBe(true);
    expect(ties.every((x) => x.nivel === 'aviso')).toBe(true);
    expect(c.listas.AC).toEqual(['5001', '5002', '5003', '5004']);
  });

  test('a tie resolved by the edital criteria is not reported', () => {
    const c = only({
      vagas: 2,
      candidatos: [cand('5001', 90), cand('5002', 80, { desempate: [1] }), cand('5003', 80, { desempate: [2] })],
    });
    expect(c.nomeacao.map((n) => n.inscricao)).toEqual(['5001', '5003']);
    expect(codes(c.avisos)).not.toContain('empate-nao-resolvido');
  });
});

// ---------------------------------------------------------------------------------------------
// §3 Counts
// ---------------------------------------------------------------------------------------------

describe('§3 quantas vagas cada grupo recebe', () => {
  test('roundHalfUp: a fraction ≥ 0,5 rounds up, < 0,5 down, in exact integers', () => {
    expect(roundHalfUp(10, 1500)).toBe(2); // 1.5 (0.15 × 10 in floating point is 1.4999…)
    expect(roundHalfUp(90, 3500)).toBe(32); // 31.5
    expect(roundHalfUp(1, 5000)).toBe(1);
    expect(roundHalfUp(1, 4999)).toBe(0);
    expect(roundHalfUp(0, 2000)).toBe(0);
    for (let n = 0; n <= 300; n++) {
      for (const bp of [200, 300, 1500, 2000, 2500, 3000, 3500]) {
        const exact = Number((2n * BigInt(n) * BigInt(bp) + 10000n) / 20000n);
        expect(roundHalfUp(n, bp)).toBe(exact);
      }
    }
  });

  // n → [total PP/IND/QUI/AC, por-grupo PP/IND/QUI/AC] (the table of §4)
  const PIRANGI: [number, number[], number[]][] = [
    [0, [0, 0, 0, 0], [0, 0, 0, 0]],
    [1, [0, 0, 0, 1], [0, 0, 0, 1]],
    [2, [0, 0, 0, 2], [0, 0, 0, 2]],
    [3, [1, 0, 0, 2], [0, 0, 0, 3]],
    [4, [1, 0, 0, 3], [1, 0, 0, 3]],
    [10, [2, 0, 0, 8], [2, 0, 0, 8]],
    [13, [2, 1, 0, 10], [2, 0, 0, 11]],
    [17, [2, 1, 0, 14], [3, 1, 0, 13]],
    [30, [4, 1, 1, 24], [5, 1, 1, 23]],
    [100, [15, 3, 2, 80], [15, 3, 2, 80]],
  ];
  const rec = ([pp, ind, qui, ac]: number[]) => ({ PP: pp, IND: ind, QUI: qui, AC: ac });

  test.each(PIRANGI)('pirangi-3056-2025, n = %d', (n, total, porGrupo) => {
    const rules = findRuleSet('pirangi-3056-2025')!;
    expect(reserve(n).reserva).toEqual(rec(total)); // total is Pirangi's default
    expect(reserve(n, 'pirangi-3056-2025', { arredondamento: 'total' }).reserva).toEqual(rec(total));
    expect(reserve(n, 'pirangi-3056-2025', { arredondamento: 'por-grupo' }).reserva).toEqual(rec(porGrupo));
    expect(reservedCounts(n, rules, 'total')).toEqual(rec(total));
    expect(reservedCounts(n, rules, 'por-grupo')).toEqual(rec(porGrupo));
  });

  test.each([
    [3, 1, 0],
    [8, 2, 1],
    [13, 3, 2],
    [17, 3, 4],
    [25, 5, 6],
    [50, 10, 11],
  ])('the readings differ: n = %d reserves %d (total) vs %d (por-grupo)', (n, total, porGrupo) => {
    const sum = (r: Record<string, number>) => r.PP + r.IND + r.QUI;
    const t = reserve(n, 'pirangi-3056-2025', { arredondamento: 'total' }).reserva;
    const p = reserve(n, 'pirangi-3056-2025', { arredondamento: 'por-grupo' }).reserva;
    expect(sum(t)).toBe(total);
    expect(sum(p)).toBe(porGrupo);
    expect(t.AC).toBe(n - total);
    expect(p.AC).toBe(n - porGrupo);
  });

  test('no reserve below 2 vacancies (Art. 8º), for every rule set and reading', () => {
    for (const regra of ['pirangi-3056-2025', 'federal-15142-2025', 'federal-12990-2014']) {
      for (const arredondamento of ['total', 'por-grupo'] as const) {
        for (const n of [0, 1]) {
          const r = reserve(n, regra, { arredondamento });
          expect(r.reserva.AC).toBe(n);
          expect(Object.entries(r.reserva).every(([k, v]) => k === 'AC' || v === 0)).toBe(true);
          expect(r.sequencia).toEqual(Array(n).fill('AC'));
        }
      }
    }
  });

  test('federal-15142-2025: 25/3/2 %, por-grupo by default', () => {
    const r = (n: number, o: { arredondamento?: 'total' | 'por-grupo' } = {}) => reserve(n, 'federal-15142-2025', o).reserva;
    expect(r(1)).toEqual({ PP: 0, IND: 0, QUI: 0, AC: 1 });
    expect(r(2)).toEqual({ PP: 1, IND: 0, QUI: 0, AC: 1 }); // 25% of 2 = 0.5 → 1
    expect(r(10)).toEqual({ PP: 3, IND: 0, QUI: 0, AC: 7 }); // 2.5 → 3
    expect(r(17)).toEqual({ PP: 4, IND: 1, QUI: 0, AC: 12 });
    expect(r(25)).toEqual({ PP: 6, IND: 1, QUI: 1, AC: 17 }); // 6.25, 0.75, 0.5
    expect(r(100)).toEqual({ PP: 25, IND: 3, QUI: 2, AC: 70 });
    // total: round(30% of n), handed out PP, PP, PP, IND, PP, … (§3)
    expect(r(2, { arredondamento: 'total' })).toEqual({ PP: 1, IND: 0, QUI: 0, AC: 1 });
    expect(r(10, { arredondamento: 'total' })).toEqual({ PP: 3, IND: 0, QUI: 0, AC: 7 });
    expect(r(17, { arredondamento: 'total' })).toEqual({ PP: 4, IND: 1, QUI: 0, AC: 12 });
    expect(r(100, { arredondamento: 'total' })).toEqual({ PP: 25, IND: 3, QUI: 2, AC: 70 });
  });

  test('federal-12990-2014: PP 20 %, minimum 3 vacancies, both readings agree', () => {
    for (const arredondamento of ['total', 'por-grupo'] as const) {
      const r = (n: number) => reserve(n, 'federal-12990-2014', { arredondamento }).reserva;
      expect(r(2)).toEqual({ PP: 0, AC: 2 });
      expect(r(3)).toEqual({ PP: 1, AC: 2 });
      expect(r(7)).toEqual({ PP: 1, AC: 6 });
      expect(r(8)).toEqual({ PP: 2, AC: 6 });
      expect(r(100)).toEqual({ PP: 20, AC: 80 });
    }
    expect(reserve(8, 'federal-12990-2014').sequencia).toEqual(['AC', 'AC', 'PP', 'AC', 'AC', 'AC', 'AC', 'PP']);
  });

  test('every result shows the reserve under the other reading', () => {
    const c = only({ vagas: 17, candidatos: [] });
    expect(c.reserva).toEqual({ PP: 2, IND: 1, QUI: 0, AC: 14 });
    expect(c.reservaOutraLeitura.arredondamento).toBe('por-grupo');
    expect(c.reservaOutraLeitura.reserva).toMatchObject({ PP: 3, IND: 1, QUI: 0 });
    const d = only({ vagas: 17, opcoes: { arredondamento: 'por-grupo' }, candidatos: [] });
    expect(d.reserva).toEqual({ PP: 3, IND: 1, QUI: 0, AC: 13 });
    expect(d.reservaOutraLeitura.arredondamento).toBe('total');
    expect(d.reservaOutraLeitura.reserva).toMatchObject({ PP: 2, IND: 1, QUI: 0 });
  });
});

// ---------------------------------------------------------------------------------------------
// §4 Nomination sequence
// ---------------------------------------------------------------------------------------------

describe('§4 sequência de nomeação', () => {
  const seq = (
    n: number,
    arredondamento: 'total' | 'por-grupo',
    colisao: 'anterior' | 'posterior' = 'anterior',
    regra = 'pirangi-3056-2025',
  ) => reserve(n, regra, { arredondamento, colisao }).sequencia;
  const pos = (s: string[]) => ({ PP: positionsOf(s, 'PP'), IND: positionsOf(s, 'IND'), QUI: positionsOf(s, 'QUI') });

  test.each([
    [1, 'total', [], [], []],
    [3, 'total', [3], [], []],
    [4, 'total', [3], [], []],
    [10, 'total', [3, 8], [], []],
    [13, 'total', [3, 8], [13], []],
    [17, 'total', [3, 8], [13], []],
    [30, 'total', [3, 8, 18, 23], [13], [28]],
    [1, 'por-grupo', [], [], []],
    [3, 'por-grupo', [], [], []],
    [4, 'por-grupo', [4], [], []],
    [10, 'por-grupo', [4, 10], [], []],
    [13, 'por-grupo', [4, 10], [], []],
    [17, 'por-grupo', [4, 10, 17], [16], []],
    [30, 'por-grupo', [4, 10, 17, 24, 30], [16], [25]],
  ] as [number, 'total' | 'por-grupo', number[], number[], number[]][])('n = %d, %s: PP %j IND %j QUI %j', (n, r, pp, ind, qui) => {
    const s = seq(n, r);
    expect(s).toHaveLength(n);
    expect(pos(s)).toEqual({ PP: pp, IND: ind, QUI: qui });
  });

  test('n = 100, total: PP 3, 8, 18, 23, 33…; IND 13, 53, 88; QUI 28, 73', () => {
    const p = pos(seq(100, 'total'));
    expect(p.PP.slice(0, 5)).toEqual([3, 8, 18, 23, 33]);
    expect(p.PP).toEqual([3, 8, 18, 23, 33, 38, 43, 48, 58, 63, 68, 78, 83, 93, 98]);
    expect(p.IND).toEqual([13, 53, 88]);
    expect(p.QUI).toEqual([28, 73]);
  });

  test('n = 100, por-grupo, colisão anterior (default): IND 16, 49, 83; QUI 25, 75', () => {
    const p = pos(seq(100, 'por-grupo'));
    expect(p.PP).toEqual([4, 10, 17, 24, 30, 37, 44, 50, 57, 64, 70, 77, 84, 90, 97]);
    expect(p.IND).toEqual([16, 49, 83]);
    expect(p.QUI).toEqual([25, 75]);
    expect(reserve(100, 'pirangi-3056-2025', { arredondamento: 'por-grupo' }).sequencia).toEqual(seq(100, 'por-grupo', 'anterior'));
  });

  test('colisão posterior: IND moves to the nearest free later position', () => {
    expect(pos(seq(18, 'por-grupo', 'posterior'))).toEqual({ PP: [4, 10, 17], IND: [18], QUI: [] });
    expect(pos(seq(18, 'por-grupo', 'anterior'))).toEqual({ PP: [4, 10, 17], IND: [16], QUI: [] });
    expect(pos(seq(100, 'por-grupo', 'posterior')).IND).toEqual([18, 51, 85]);
    expect(pos(seq(100, 'por-grupo', 'posterior')).QUI).toEqual([25, 75]);
  });

  test('colisão posterior falls back to the nearest free earlier position when none is left up to n (n = 17, 50)', () => {
    expect(pos(seq(17, 'por-grupo', 'posterior'))).toEqual({ PP: [4, 10, 17], IND: [16], QUI: [] });
    const p50 = pos(seq(50, 'por-grupo', 'posterior'));
    expect(p50.PP).toEqual([4, 10, 17, 24, 30, 37, 44, 50]);
    expect(p50.IND).toEqual([18, 49]);
    expect(p50.QUI).toEqual([25]);
  });

  test('the contract example: n = 17 (total) and n = 17 por-grupo', () => {
    // the contract's fields exactly (contract.md: "More fields may be added")
    const { vagas, regra, reserva, sequencia } = reserve(17);
    expect({ vagas, regra, reserva, sequencia }).toEqual({
      vagas: 17,
      regra: 'pirangi-3056-2025',
      reserva: { PP: 2, IND: 1, QUI: 0, AC: 14 },
      sequencia: ['AC', 'AC', 'PP', 'AC', 'AC', 'AC', 'AC', 'PP', 'AC', 'AC', 'AC', 'AC', 'IND', 'AC', 'AC', 'AC', 'AC'],
    });
    const pg = seq(17, 'por-grupo');
    expect(pg).toEqual(['AC', 'AC', 'AC', 'PP', 'AC', 'AC', 'AC', 'AC', 'AC', 'PP', 'AC', 'AC', 'AC', 'AC', 'AC', 'IND', 'PP']);
  });

  test('federal-15142-2025, por-grupo: PP 2, 6, 10…', () => {
    expect(positionsOf(seq(10, 'por-grupo', 'anterior', 'federal-15142-2025'), 'PP')).toEqual([2, 6, 10]);
  });

  test('nominationSequence agrees with reserve()', () => {
    const rules = findRuleSet('pirangi-3056-2025')!;
    expect(nominationSequence(30, rules, 'total', 'anterior')).toEqual(seq(30, 'total'));
    expect(nominationSequence(50, rules, 'por-grupo', 'posterior')).toEqual(seq(50, 'por-grupo', 'posterior'));
  });

  test('classify uses the same sequence as reserve (with the chosen options)', () => {
    const c = only({ vagas: 18, opcoes: { arredondamento: 'por-grupo', colisao: 'posterior' }, candidatos: [] });
    expect(c.sequencia).toEqual(seq(18, 'por-grupo', 'posterior'));
  });
});

// ---------------------------------------------------------------------------------------------
// §5 Who gets the vacancies, §6 order of nomination
// ---------------------------------------------------------------------------------------------

describe('§5–§6 preenchimento das vagas e ordem de nomeação', () => {
  test('AC first: a cotista inside the AC vacancies counts as AC (Art. 10, §2º) — no slot-by-slot error', () => {
    // n = 4, total: PP 1 at position 3, AC 3. AC list 1, 2, 3(PP), 4, 5(PP). AC winners 1, 2, 3; PP → 5.
    // Slot by slot would give position 3 to "3" and position 4 to "4": one cotista fewer.
    const c = only({
      vagas: 4,
      candidatos: [cand('1', 90), cand('2', 89), cand('3', 88, PP), cand('4', 87), cand('5', 70, PP)],
    });
    expect(c.sequencia).toEqual(['AC', 'AC', 'PP', 'AC']);
    // Order (§6): S(1) = {1}, S(2) = {1, 2}, S(3) = AC 1, 2 + PP 3, S(4) = AC 1, 2, 3 + PP 5. "3" enters
    // at 3 on the PP vacancy and, with 4 vacancies, counts as AC (compensação); "5" enters at 4.
    expect(core(c.nomeacao)).toEqual(
      expectedOrder(c.sequencia, [
        ['1', 'AC', 1, 'AC'],
        ['2', 'AC', 2, 'AC'],
        ['3', 'AC', 3, 'PP'],
        ['5', 'PP', 4, 'PP'],
      ]),
    );
    expect(outcome(c, '3').modalidade).toBe('AC');
    expect(outcome(c, '4').situacao).not.toBe('nomeado');
    expect(memoriaText(c)).toContain('art. 10, §2º');
    // 5 takes the PP vacancy because 3, ahead of it, was nominated in AC: Art. 10, §3º.
    const fill = c.memoria.find((s) => s.tipo === 'vaga-reservada')!;
    expect(fill.mensagem).toMatch(/inscrição 5, .*a inscrição 3, à frente, já estava nomeada; art\. 10, §2º; art\. 10, §3º\)/);
  });

  test('each group skips those already nominated as AC', () => {
    // n = 10, total: PP at 3 and 8, AC 8. PP optants rank 2, 5, 9, 11: AC takes 2 and 5; PP takes 9 and 11.
    const cands = Array.from({ length: 12 }, (_, i) => cand(String(i + 1), 100 - i, [2, 5, 9, 11].includes(i + 1) ? PP : {}));
    const c = only({ vagas: 10, candidatos: cands });
    // S(q), Pirangi total (PP 1 from 3, 2 from 8): S(3) = 1, 2 + PP 5 (2 is AC); S(4) = + 3; S(5) = + 4;
    // S(6) = AC 1–5 + PP 9; S(7) = + 6; S(8) = + PP 11; S(9) = + 7; S(10) = + 8.
    expect(core(c.nomeacao)).toEqual(
      expectedOrder(c.sequencia, [
        ['1', 'AC', 1, 'AC'],
        ['2', 'AC', 2, 'AC'],
        ['5', 'AC', 3, 'PP'],
        ['3', 'AC', 4, 'AC'],
        ['4', 'AC', 5, 'AC'],
        ['9', 'PP', 6, 'PP'],
        ['6', 'AC', 7, 'AC'],
        ['11', 'PP', 8, 'PP'],
        ['7', 'AC', 9, 'AC'],
        ['8', 'AC', 10, 'AC'],
      ]),
    );
    expect(outcome(c, '2').modalidade).toBe('AC');
    expect(outcome(c, '5').modalidade).toBe('AC');
  });

  // n = 30 with 24 non-cotistas (1001–1024) ranked above every cotista. Pirangi total, for q vacancies:
  // reserved round(q/5) — PP from 3, PP from 8, IND from 13, PP from 18, PP from 23, QUI from 28 —
  // and AC q − round(q/5) ≤ 24, so the AC winners are always the first fillers and a reversion to AC
  // takes the next filler while any is left. S is monotone here: the occupant of position p is the one
  // person who enters S(p), and their entry point is p (§6).
  const n30 = (...cs: Raw[]) => only({ vagas: 30, candidatos: [...F24, ...cs] });
  /** The expected order for n = 30: `reserved` positions as given (entry point = position), the fillers on the others, in order. */
  function n30Order(reserved: Record<number, [string, string] | [string, string, string]>): Core[] {
    const fillerIds = F24_IDS.slice();
    const nominees: Monotone[] = SEQ30.map((_, i) => reserved[i + 1] ?? fillerIds.shift()!);
    if (fillerIds.length > 0 || nominees.some((x) => x === undefined)) throw new Error('the fillers must fill exactly the other positions');
    return monotoneOrder(SEQ30, nominees);
  }
  const pp4 = { 3: ['2001', 'PP'], 8: ['2002', 'PP'], 18: ['2003', 'PP'], 23: ['2004', 'PP'] } as Record<number, [string, string]>;
  const pp2 = { 3: ['2001', 'PP'], 8: ['2002', 'PP'] } as Record<number, [string, string]>;

  test('sequence of n = 30 used below', () => {
    expect(n30().sequencia).toEqual(SEQ30);
  });

  test('QUI → IND (Art. 3º, §1º): modalidade IND', () => {
    // IND's own vacancy from 13 (3001); from 28 the QUI vacancy reverts to the next of IND (3002).
    const c = n30(P(1), P(2), P(3), P(4), I(1), I(2), X(1));
    expect(core(c.nomeacao)).toEqual(n30Order({ ...pp4, 13: ['3001', 'IND'], 28: ['3002', 'IND'] }));
    expect(memoriaText(c)).toContain('art. 3º, §1º');
  });

  test('QUI → IND → PP (Art. 3º, §3º)', () => {
    const c = n30(P(1), P(2), P(3), P(4), P(5), I(1), X(1));
    expect(core(c.nomeacao)).toEqual(n30Order({ ...pp4, 13: ['3001', 'IND'], 28: ['2005', 'PP'] }));
  });

  test('QUI → IND → PP → AC, then IND → QUI → PP → AC', () => {
    const c = n30(P(1), P(2), P(3), P(4), X(1), X(2));
    // From 13 the IND vacancy reverts to PP (2003, then from 18 — PP's own 3rd vacancy taking 2003 — to
    // 2004); from 23 PP has no one left and it goes to the next filler; at 28 QUI and IND both go to
    // fillers (1023, 1024); from 29 the AC list is past the fillers and the PP candidates: 5001 enters
    // at 29 (through IND), 5002 at 30 (QUI, processed first, then takes 5001 and IND 5002).
    expect(core(c.nomeacao)).toEqual(n30Order({ ...pp2, 13: ['2003', 'PP'], 18: ['2004', 'PP'], 29: ['5001', 'AC'], 30: ['5002', 'AC'] }));
    expect(outcome(c, '5001').modalidade).toBe('AC');
  });

  test('IND → QUI (Art. 3º, §2º): modalidade QUI', () => {
    // From 13 the IND vacancy reverts to QUI (4001); from 28 4001 takes QUI's own vacancy and IND's goes to 4002.
    const c = n30(P(1), P(2), P(3), P(4), Q(1), Q(2), X(1));
    expect(core(c.nomeacao)).toEqual(n30Order({ ...pp4, 13: ['4001', 'QUI'], 28: ['4002', 'QUI'] }));
    expect(memoriaText(c)).toContain('art. 3º, §2º');
  });

  test('IND → QUI → PP', () => {
    const c = n30(P(1), P(2), P(3), P(4), P(5), Q(1), X(1));
    expect(core(c.nomeacao)).toEqual(n30Order({ ...pp4, 13: ['4001', 'QUI'], 28: ['2005', 'PP'] }));
  });

  test('IND → QUI → PP → AC', () => {
    // At 28 4001 takes QUI's own vacancy and IND's goes to the AC list: a filler while any is left
    // (1023 at 28, 1024 at 29), then 5001 at 30.
    const c = n30(P(1), P(2), P(3), P(4), Q(1), X(1), X(2));
    expect(core(c.nomeacao)).toEqual(n30Order({ ...pp4, 13: ['4001', 'QUI'], 30: ['5001', 'AC'] }));
    expect(outcome(c, '5002').situacao).not.toBe('nomeado');
  });

  test('reversions are processed QUI first, then IND: the one spare PP goes to the QUI vacancy', () => {
    // IND → PP from 13 (2003, 2004, 2005 as PP's own vacancies grow); from 28 QUI, processed first,
    // takes 2005 and IND goes to the AC list: 1023, 1024, then 5001 at 30.
    const c = n30(P(1), P(2), P(3), P(4), P(5), X(1));
    expect(core(c.nomeacao)).toEqual(n30Order({ ...pp2, 13: ['2003', 'PP'], 18: ['2004', 'PP'], 23: ['2005', 'PP'], 30: ['5001', 'AC'] }));
  });

  test('PP → AC (Art. 11): a reverted vacancy brings in the next of the AC list, in the order of classification', () => {
    // From 18 PP has no one left: its vacancies go to the next filler; the reverted vacancies reach
    // the candidates below the fillers (5001, 5002) only at 29 and 30.
    const c = n30(P(1), P(2), I(1), Q(1), X(1), X(2), X(3));
    expect(core(c.nomeacao)).toEqual(
      n30Order({ ...pp2, 13: ['3001', 'IND'], 28: ['4001', 'QUI'], 29: ['5001', 'AC'], 30: ['5002', 'AC'] }),
    );
    expect(outcome(c, '5003').situacao).not.toBe('nomeado');
    expect(memoriaText(c)).toContain('art. 11');
  });

  test('a reversion to AC takes the next unnominated candidate of the AC list, cotista or not', () => {
    // PP list has only 2001 and 2002; an indeferida PP candidate (2003) stands next in the AC list after the fillers.
    const c = n30(P(1), P(2), cand('2003', 298, { ...PP, confirmacao: 'indeferida' }), I(1), Q(1), X(1));
    expect(core(c.nomeacao)).toEqual(
      n30Order({ ...pp2, 13: ['3001', 'IND'], 28: ['4001', 'QUI'], 29: ['2003', 'AC'], 30: ['5001', 'AC'] }),
    );
  });

  test('the order does not depend on the input rows: group winners in group-list order', () => {
    const c = only({ vagas: 30, candidatos: [P(4), X(1), I(1), ...F24.slice().reverse(), P(2), Q(1), P(3), P(1)] });
    expect(core(c.nomeacao)).toEqual(n30Order({ ...pp4, 13: ['3001', 'IND'], 28: ['4001', 'QUI'] }));
  });

  test('AC list exhausted: the positions after the last nominee stay unfilled (inscricao/modalidade/entrada null) with vaga-nao-preenchida', () => {
    // n = 10, total: PP at 3 and 8, AC 8; only five non-cotistas: S(q) = the first min(q, 5).
    const c = only({ vagas: 10, candidatos: fillers(5) });
    expect(core(c.nomeacao)).toEqual(monotoneOrder(c.sequencia, ['1001', '1002', '1003', '1004', '1005']));
    expect(c.nomeacao.filter((x) => x.inscricao === null).map((x) => x.posicao)).toEqual([6, 7, 8, 9, 10]);
    expect(codes(c.avisos)).toContain('vaga-nao-preenchida');
  });

  test('no vaga-nao-preenchida when every position is filled', () => {
    const c = only({ vagas: 3, candidatos: [cand('1', 90), cand('2', 89), cand('4', 70, PP)] });
    expect(c.nomeacao.every((x) => x.inscricao !== null)).toBe(true);
    expect(codes(c.avisos)).not.toContain('vaga-nao-preenchida');
  });

  test('each cargo is classified on its own: its vacancies, its candidates, its lists', () => {
    const r = run({
      cargos: [
        { cargo: 'Agente', vagas: 3 },
        { cargo: 'Motorista', vagas: 4 },
      ],
      candidatos: [
        cand('1', 99, { cargo: 'Motorista' }),
        cand('1', 90, { cargo: 'Agente' }),
        cand('2', 89, { cargo: 'Agente' }),
        cand('3', 88, { ...PP, cargo: 'Motorista' }),
        cand('3', 80, { ...PP, cargo: 'Agente' }),
        cand('4', 70, { ...PP, cargo: 'Agente' }),
        cand('2', 87, { cargo: 'Motorista' }),
        cand('4', 86, { cargo: 'Motorista' }),
        cand('5', 70, { ...PP, cargo: 'Motorista' }),
      ],
    });
    expect(r.cargos.map((c) => [c.cargo, c.vagas])).toEqual([
      ['Agente', 3],
      ['Motorista', 4],
    ]);
    const [ag, mo] = r.cargos;
    expect(ag.listas).toEqual({ AC: ['1', '2', '3', '4'], PP: ['3', '4'], IND: [], QUI: [] });
    expect(core(ag.nomeacao)).toEqual(monotoneOrder(['AC', 'AC', 'PP'], ['1', '2', ['3', 'PP']]));
    // Motorista: AC list 1, 3(PP), 2, 4, 5(PP). S(1) = {1}, S(2) = {1, 3}, S(3) = AC 1, 3 + PP 5 (3 is
    // already in AC, §5.2), S(4) = AC 1, 3, 2 + PP 5: the order 1, 3, 5, 2 (§6).
    expect(mo.listas).toEqual({ AC: ['1', '3', '2', '4', '5'], PP: ['3', '5'], IND: [], QUI: [] });
    expect(core(mo.nomeacao)).toEqual(monotoneOrder(['AC', 'AC', 'PP', 'AC'], ['1', '3', ['5', 'PP'], '2']));
  });

  test('the contract JSON carries nomeacao with exactly vagas entries', () => {
    const out = toContractJson(
      run({ vagas: 4, candidatos: [cand('1', 90), cand('2', 89), cand('3', 88, PP), cand('4', 87), cand('5', 70, PP)] }),
    ) as any;
    expect(out.cargos[0].nomeacao).toHaveLength(4);
    expect(out.cargos[0].cargo).toBeNull();
    expect(out.regra).toBe('pirangi-3056-2025');
  });
});

// ---------------------------------------------------------------------------------------------
// §6 The order of nomination: every prefix is the lawful result for that many vacancies
// ---------------------------------------------------------------------------------------------

describe('§6 ordem de nomeação (regressões do issue: o prefixo é o resultado legal)', () => {
  test('(a) 10 vacancies, 10 candidates 99..90, no group: the order is the AC list (not the 9th-ranked at position 3)', () => {
    // Every reserved vacancy reverts to the AC list (Art. 11): S(q) = the first q of the AC list for every q.
    const ids = Array.from({ length: 10 }, (_, i) => String(i + 1));
    const c = only({ vagas: 10, candidatos: ids.map((id, i) => cand(id, 99 - i)) });
    expect(positionsOf(c.sequencia, 'PP')).toEqual([3, 8]); // the positions keep their type (§4)
    expect(core(c.nomeacao)).toEqual(monotoneOrder(c.sequencia, ids));
    expect(c.nomeacao[2].inscricao).toBe('3');
    expect(c.nomeacao.map((x) => x.inscricao)).not.toEqual(['1', '2', '9', '3', '4', '5', '6', '10', '7', '8']); // the superseded first version
  });

  test('(b) federal-12990-2014, 5 vacancies, the only cotista ranked 3rd: the order is the classification order', () => {
    // PP 1 (position 3) from 3 vacancies. S(3) = AC 1, 2 + PP 3; S(4) = AC 1, 2, 3 and PP → AC 4 (PP list
    // exhausted); S(5) = AC 1–4, PP → AC 5. The cotista enters at 3 on the PP vacancy and counts as AC with 5.
    const c = only({
      regra: 'federal-12990-2014',
      vagas: 5,
      candidatos: [cand('1', 99), cand('2', 98), cand('3', 97, PP), cand('4', 96), cand('5', 95), cand('6', 94)],
    });
    expect(c.sequencia).toEqual(['AC', 'AC', 'PP', 'AC', 'AC']);
    expect(core(c.nomeacao)).toEqual(monotoneOrder(c.sequencia, ['1', '2', ['3', 'AC', 'PP'], '4', '5']));
    expect(c.nomeacao[2].explicacao).toEqual(expect.any(String)); // counted AC on a PP position: explained
  });

  const example01 = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'examples', '01-cotista-na-ampla.json'), 'utf8'));
  // The order of the spec's example 01 (10 vacancies), derived from §5 for q = 1..10: S(3) = 101, 102 + PP 105;
  // S(4) +103; S(5) +104; S(6) = AC 101–105 + PP 111; S(7) +106; S(8) + PP 112; S(9) +107; S(10) +108.
  const ORDER_01 = ['101', '102', '105', '103', '104', '111', '106', '112', '107', '108'];

  test('(c) example 01: every prefix of the order is the lawful result for that many vacancies', () => {
    const doc = example01.input as Raw;
    const c10 = only(doc);
    expect(c10.nomeacao.map((x) => x.inscricao)).toEqual(ORDER_01);
    for (let k = 1; k <= 10; k++) {
      const ck = only({ ...doc, vagas: k });
      expect(new Set(ck.nomeacao.map((x) => x.inscricao))).toEqual(new Set(ORDER_01.slice(0, k)));
      // and the order for k vacancies is the first k of the order for 10 (same people, same order)
      expect(ck.nomeacao.map((x) => x.inscricao)).toEqual(ORDER_01.slice(0, k));
    }
    // 105 enters at 3 on the PP vacancy (PP with 3 to 5 vacancies) and counts as AC from 6 on (compensação)
    expect(only({ ...doc, vagas: 3 }).nomeacao[2]).toMatchObject({
      inscricao: '105',
      modalidade: 'PP',
      entrada: { vagas: 3, modalidade: 'PP' },
    });
    expect(c10.nomeacao[2]).toMatchObject({ inscricao: '105', modalidade: 'AC', entrada: { vagas: 3, modalidade: 'PP' } });
    expect(c10.nomeacao[5]).toMatchObject({ inscricao: '111', modalidade: 'PP', vaga: 'AC', entrada: { vagas: 6, modalidade: 'PP' } });
    // the compensação is explained, with its article (§6: "compensação (Art. 10, §2º)")
    const why = (c10.nomeacao[2].explicacao ?? '').toLowerCase().replace(/°/g, 'º').replace(/§\s+/g, '§');
    expect(why).toContain('art. 10, §2º');
    expect(c10.nomeacao[5].explicacao).toEqual(expect.any(String)); // PP on an AC position
    expect(codes(c10.avisos)).not.toContain('ordem-nao-monotona');
  });

  test('(c) batch nomination: 3 now and 2 more later are the same people, in the same order, as 5 at once', () => {
    const doc = example01.input as Raw;
    const first3 = only({ ...doc, vagas: 3 }).nomeacao.map((x) => x.inscricao!);
    const all5 = only({ ...doc, vagas: 5 }).nomeacao.map((x) => x.inscricao!);
    expect(first3).toEqual(['101', '102', '105']);
    expect(all5).toEqual(['101', '102', '105', '103', '104']);
    expect(all5.slice(0, 3)).toEqual(first3);
  });

  test('por-grupo under Pirangi is not monotone (16 → 17): entry points, ties by AC rank, ordem-nao-monotona naming 16', () => {
    // AC with q vacancies: q − round(15%·q) − round(3%·q): …, 13 (15), 14 (16), 13 (17): 1014 is nominated
    // with 16 and not with 17. Entry points (§6): the fillers where AC first reaches their rank (1004 at 5,
    // 1009 at 11, 1013 at 15), PP 2001 at 4, 2002 at 10, and 2003 and 3001 both at 17 (by AC rank).
    const c = only({ vagas: 17, opcoes: { arredondamento: 'por-grupo' }, candidatos: [...fillers(15), P(1), P(2), P(3), I(1)] });
    expect(c.sequencia).toEqual(['AC', 'AC', 'AC', 'PP', 'AC', 'AC', 'AC', 'AC', 'AC', 'PP', 'AC', 'AC', 'AC', 'AC', 'AC', 'IND', 'PP']);
    const acAt = (id: number, e: number): [string, string, number, string] => [String(id), 'AC', e, 'AC'];
    expect(core(c.nomeacao)).toEqual(
      expectedOrder(c.sequencia, [
        acAt(1001, 1),
        acAt(1002, 2),
        acAt(1003, 3),
        ['2001', 'PP', 4, 'PP'],
        acAt(1004, 5),
        acAt(1005, 6),
        acAt(1006, 7),
        acAt(1007, 8),
        acAt(1008, 9),
        ['2002', 'PP', 10, 'PP'],
        acAt(1009, 11),
        acAt(1010, 12),
        acAt(1011, 13),
        acAt(1012, 14),
        acAt(1013, 15),
        ['2003', 'PP', 17, 'PP'],
        ['3001', 'IND', 17, 'IND'],
      ]),
    );
    const w = c.avisos.filter((x) => x.codigo === 'ordem-nao-monotona');
    expect(w).toHaveLength(1);
    expect(w[0].mensagem).toMatch(/(^|\D)16(\D|$)/);
    for (const x of w[0].inscricoes ?? []) expect(x).toBe('1014');
  });

  test('federal-15142-2025, total, with a PcD rule: 4 → 5 takes an AC vacancy away (ordem-nao-monotona naming 4)', () => {
    // q = 2..4: PP 1, AC q − 1; q = 5: PP 2 (round 1.5), PCD 1, AC 2. The second PP position (5) falls on the
    // PcD position and moves to 4 (colisão anterior). S(4) = 1, 2, 3 + PP 21; S(5) = 1, 2 + PP 21, 22 + PCD 31:
    // 3 drops out. Entry points: 1 (1), 21 (2), 2 (3), 22 and 31 (5, by AC rank).
    const c = only({
      regra: 'federal-15142-2025',
      vagas: 5,
      opcoes: { arredondamento: 'total', pcd: 'federal-9508-2018' },
      candidatos: [
        cand('1', 90),
        cand('2', 89),
        cand('3', 88),
        cand('21', 80, PP),
        cand('22', 79, PP),
        cand('31', 70, { pcd: true, avaliacaoPcd: 'deferida' }),
      ],
    });
    expect(c.reserva).toEqual({ PP: 2, IND: 0, QUI: 0, PCD: 1, AC: 2 });
    expect(c.sequencia).toEqual(['AC', 'PP', 'AC', 'PP', 'PCD']);
    expect(core(c.nomeacao)).toEqual(
      expectedOrder(c.sequencia, [
        ['1', 'AC', 1, 'AC'],
        ['21', 'PP', 2, 'PP'],
        ['2', 'AC', 3, 'AC'],
        ['22', 'PP', 5, 'PP'],
        ['31', 'PCD', 5, 'PCD'],
      ]),
    );
    const w = c.avisos.filter((x) => x.codigo === 'ordem-nao-monotona');
    expect(w).toHaveLength(1);
    expect(w[0].mensagem).toMatch(/(^|\D)4(\D|$)/);
    for (const x of w[0].inscricoes ?? []) expect(x).toBe('3');
  });

  test('no ordem-nao-monotona under Pirangi’s default reading (examples 01–04, 06)', () => {
    for (const f of [
      '01-cotista-na-ampla.json',
      '02-reversao-quilombola-para-indigena.json',
      '03-confirmacao-indeferida-e-pendente.json',
      '04-dois-cargos.json',
      '06-pcd-federal.json',
    ]) {
      const doc = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'examples', f), 'utf8'));
      expect(codes(allWarnings(run(doc.input)))).not.toContain('ordem-nao-monotona');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// §9 PcD beside the racial reserve
// ---------------------------------------------------------------------------------------------

describe('§9 pessoas com deficiência', () => {
  const FED = { pcd: 'federal-9508-2018' };
  const DEF = { pcd: true, avaliacaoPcd: 'deferida' };
  // Pirangi total + federal-9508-2018, n = 5: PP 1 (position 3), PCD 1 (position 5), AC 3 (§9 table).
  const SEQ5 = ['AC', 'AC', 'PP', 'AC', 'PCD'];

  const listsDoc = (opcoes: Raw): Raw => ({
    vagas: 10,
    opcoes,
    candidatos: [
      cand('1', 90, DEF), // PCD
      cand('2', 89, { pcd: true }), // avaliacaoPcd defaults to pendente: PCD
      cand('3', 88, { pcd: true, avaliacaoPcd: 'indeferida' }), // AC only
      cand('4', 87, { pcd: true, avaliacaoPcd: 'ausente' }), // AC only (ampla) / no list (eliminado)
      cand('5', 86, { avaliacaoPcd: 'deferida' }), // not marked PcD: assessment ignored
      cand('6', 85, { ...PP, ...DEF }), // PP 15% > PcD 5%: PP only (maior-percentual)
      cand('7', 84, { ...IND, ...DEF }), // IND 3% < 5%: PCD only
      cand('8', 83, { ...QUI, ...DEF }), // QUI 2% < 5%: PCD only
      cand('9', 82, { ...PP, confirmacao: 'indeferida', ...DEF }), // not in PP after the confirmation: PCD
      cand('10', 81, { ...PP, pcd: true, avaliacaoPcd: 'indeferida' }), // PP only
      cand('11', 80, { ...DEF, aprovado: false }), // not eligible
      cand('12', 79, { ...DEF, fraude: true }), // not eligible
    ],
  });
  const AC10 = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

  test('lists, reservaMultipla maior-percentual: one reserve only, the highest percentage, citing no federal decree for Pirangi', () => {
    const c = only(listsDoc({ ...FED, reservaMultipla: 'maior-percentual' }));
    expect(c.listas).toEqual({ AC: AC10, PP: ['6', '10'], IND: [], QUI: [], PCD: ['1', '2', '7', '8', '9'] });
    expect(outcome(c, '7').classificacaoPcd).toBe(3);
    expect(outcome(c, '6').classificacaoPcd).toBeNull();
    expect(outcome(c, '3').classificacaoPcd).toBeNull();
    const steps = c.memoria.filter((s) => s.tipo === 'reserva-multipla'); // "say so in the audit trail"
    expect(steps.length).toBeGreaterThan(0);
    // Regression: the step cited "Decreto nº 12.536/2025" for a municipal concurso (rules.md §9).
    for (const s of steps)
      expect([s.artigo, /12\.536/.test(s.mensagem)]).toEqual(['opção da comissão, sem item do edital informado', false]);
  });

  test('lists, reservaMultipla todas (Pirangi’s default, rules.md §9): in both lists, citing the law behind the default', () => {
    const c = only(listsDoc(FED));
    expect(c.listas).toEqual({ AC: AC10, PP: ['6', '10'], IND: ['7'], QUI: ['8'], PCD: ['1', '2', '6', '7', '8', '9'] });
    expect(only(listsDoc({ ...FED, reservaMultipla: 'todas' })).listas).toEqual(c.listas);
    const steps = c.memoria.filter((s) => s.tipo === 'reserva-multipla');
    expect(steps.map((s) => s.artigo)).toEqual(['art. 5º, §1º; art. 10, §1º', 'art. 5º, §1º; art. 10, §1º', 'art. 5º, §1º; art. 10, §1º']);
  });

  test('reservaMultipla defaults per rule set: todas for Pirangi and Lei 12.990, maior-percentual for Lei 15.142', () => {
    const defaults = ['pirangi-3056-2025', 'federal-12990-2014', 'federal-15142-2025'].map(
      (regra) => validateDocument({ regra, vagas: 1, candidatos: [] }).concurso!.opcoes.reservaMultipla,
    );
    expect(defaults).toEqual(['todas', 'todas', 'maior-percentual']);
    const fed = only({ ...listsDoc(FED), regra: 'federal-15142-2025' });
    expect(fed.memoria.filter((s) => s.tipo === 'reserva-multipla').map((s) => s.artigo)[0]).toBe(
      'Decreto nº 12.536/2025, reserva de maior percentual',
    );
  });

  test('avaliacaoPcd ausente under ausenciaConfirmacao eliminado: leaves every list', () => {
    const c = only(listsDoc({ ...FED, reservaMultipla: 'maior-percentual', ausenciaConfirmacao: 'eliminado' }));
    expect(c.listas.AC).toEqual(['1', '2', '3', '5', '6', '7', '8', '9', '10']);
    expect(c.listas.PCD).toEqual(['1', '2', '7', '8', '9']);
    expect(outcome(c, '4').classificacaoAC).toBeNull();
  });

  test('no PcD rule: PcD fields ignored entirely (no PCD list or count, ausente + eliminado removes nobody), warning pcd-sem-regra', () => {
    for (const opcoes of [{ ausenciaConfirmacao: 'eliminado' }, { ausenciaConfirmacao: 'eliminado', pcd: 'nenhuma' }]) {
      const r = run(listsDoc(opcoes));
      const c = r.cargos[0];
      expect(c.listas).toEqual({ AC: AC10, PP: ['6', '10'], IND: ['7'], QUI: ['8'] });
      expect(Object.keys(c.reserva).sort()).toEqual(['AC', 'IND', 'PP', 'QUI']);
      expect(c.sequencia).not.toContain('PCD');
      expect(codes(allWarnings(r))).toContain('pcd-sem-regra');
    }
  });

  test('pcd-sem-regra only when someone is marked PcD and no rule is chosen', () => {
    expect(codes(allWarnings(run({ vagas: 5, candidatos: [cand('1', 90, { pcd: true })] })))).toContain('pcd-sem-regra');
    expect(codes(allWarnings(run({ vagas: 5, opcoes: FED, candidatos: [cand('1', 90, { pcd: true })] })))).not.toContain('pcd-sem-regra');
    expect(codes(allWarnings(run({ vagas: 5, candidatos: [cand('1', 90, { avaliacaoPcd: 'deferida' })] })))).not.toContain('pcd-sem-regra');
  });

  test('a PcD candidate inside the AC vacancies counts as AC; the PcD vacancy goes to the next of the PcD list', () => {
    // AC list 1(PcD) … 6(PcD); PP [4]; PCD [1, 6]. S(3) = 1, 2 + PP 4; S(4) = + 3; S(5) = AC 1–3, PP 4, PCD 6.
    const c = only({
      vagas: 5,
      opcoes: FED,
      candidatos: [cand('1', 90, DEF), cand('2', 89), cand('3', 88), cand('4', 87, PP), cand('5', 86), cand('6', 85, DEF)],
    });
    expect(c.reserva).toEqual({ PP: 1, IND: 0, QUI: 0, PCD: 1, AC: 3 });
    expect(c.sequencia).toEqual(SEQ5);
    expect(c.listas.PCD).toEqual(['1', '6']);
    expect(core(c.nomeacao)).toEqual(monotoneOrder(SEQ5, ['1', '2', ['4', 'PP'], '3', ['6', 'PCD']]));
    expect(outcome(c, '1').modalidade).toBe('AC');
    expect(outcome(c, '1').classificacaoPcd).toBe(1);
  });

  test('an unfilled PcD vacancy goes to the AC list (PcD → AC, Decreto 9.508, art. 1º, §5º)', () => {
    const c = only({
      vagas: 5,
      opcoes: FED,
      candidatos: [cand('1', 90, DEF), cand('2', 89), cand('3', 88), cand('4', 87, PP), cand('5', 86)],
    });
    expect(core(c.nomeacao)).toEqual(monotoneOrder(SEQ5, ['1', '2', ['4', 'PP'], '3', '5']));
    expect(c.nomeacao[4].explicacao).toEqual(expect.any(String)); // an AC nominee on the PcD position
    expect(memoriaText(c)).toContain('art. 1º, §5º');
  });

  test('todas: a PP + PcD candidate is taken by whichever fills first (PP before PcD); maior-percentual keeps them in PP only', () => {
    // 4 (PP) takes the PP vacancy; 5 (PP + PcD): under todas the PcD vacancy is theirs, under
    // maior-percentual they are in the PP list only and the PcD vacancy goes to 6.
    const doc = (reservaMultipla: string): Raw => ({
      vagas: 5,
      opcoes: { ...FED, reservaMultipla },
      candidatos: [
        cand('1', 90),
        cand('2', 89),
        cand('3', 88),
        cand('4', 87, PP),
        cand('5', 86, { ...PP, ...DEF }),
        cand('6', 85, DEF),
        cand('7', 84),
      ],
    });
    const todas = only(doc('todas'));
    expect(todas.listas).toMatchObject({ PP: ['4', '5'], PCD: ['5', '6'] });
    expect(core(todas.nomeacao)).toEqual(monotoneOrder(SEQ5, ['1', '2', ['4', 'PP'], '3', ['5', 'PCD']]));
    const maior = only(doc('maior-percentual'));
    expect(maior.listas).toMatchObject({ PP: ['4', '5'], PCD: ['6'] });
    expect(core(maior.nomeacao)).toEqual(monotoneOrder(SEQ5, ['1', '2', ['4', 'PP'], '3', ['6', 'PCD']]));
  });

  test('a pendente assessment that decides a nomination makes the result provisional', () => {
    const doc = (avaliacaoPcd: string): Raw => ({
      vagas: 5,
      opcoes: FED,
      candidatos: [
        cand('1', 90),
        cand('2', 89),
        cand('3', 88),
        cand('4', 87),
        cand('5', 86, PP),
        cand('6', 85, { pcd: true, avaliacaoPcd }),
      ],
    });
    const c = only(doc('pendente'));
    expect(core(c.nomeacao)).toEqual(monotoneOrder(SEQ5, ['1', '2', ['5', 'PP'], '3', ['6', 'PCD']]));
    expect(codes(c.avisos)).toContain('resultado-provisorio');
    expect(outcome(c, '6').provisorio).toBe(true);
    expect(codes(only(doc('deferida')).avisos)).not.toContain('resultado-provisorio');
  });

  test('sp-lc683-1992: at least 1 from 5 vacancies, half up: 1 up to 29, 2 from 30, 3 from 50', () => {
    const count = (n: number) => only({ vagas: n, opcoes: { pcd: 'sp-lc683-1992' }, candidatos: [] }).reserva.PCD;
    expect([4, 5, 10, 29, 30, 49, 50].map(count)).toEqual([0, 1, 1, 1, 2, 2, 3]);
  });

  test('federal-9508-2018: fraction up from 5 vacancies: 1 up to 20, 2 from 21, 3 from 41', () => {
    const count = (n: number) => only({ vagas: n, opcoes: FED, candidatos: [] }).reserva.PCD;
    expect([4, 5, 20, 21, 40, 41].map(count)).toEqual([0, 1, 1, 2, 2, 3]);
  });
});

// ---------------------------------------------------------------------------------------------
// §7 What every result also reports
// ---------------------------------------------------------------------------------------------

describe('§7 avisos e memória de cálculo', () => {
  test.each([
    ['pirangi-3056-2025', 'A ordem de nomeação vale para toda a vida funcional (art. 12, §2º).'],
    ['federal-15142-2025', 'A ordem de nomeação vale para toda a vida funcional (Lei nº 15.142/2025, art. 9º, §2º).'],
    ['federal-12990-2014', null],
  ])('%s: the career-long order is cited only where the law says it, with its own article', (regra, sentence) => {
    // Regression: "§2º" was appended to every rule set's order article ("Lei nº 12.990/2014, art. 4º, §2º").
    const c = only({ regra, vagas: 5, candidatos: [cand('1', 50)] });
    const result = c.memoria.find((s) => s.tipo === 'resultado')!;
    if (sentence) expect(result.mensagem).toContain(sentence);
    else expect(result.mensagem).not.toMatch(/vida funcional/);
    expect(result.mensagem).not.toMatch(/\), §2º/);
  });

  test('federal-15142-2025 cites its own articles (art. 5º minimum, §2º rounding, 7º concurrency, 8º reversion to AC, 9º order, 11 editais before it); the cascade between groups is Decreto 12.536', () => {
    const rules = findRuleSet('federal-15142-2025')!;
    expect(rules.articles).toMatchObject({
      inForce: 'Lei nº 15.142/2025, art. 11',
      minimum: 'Lei nº 15.142/2025, art. 5º',
      rounding: 'Lei nº 15.142/2025, art. 5º, §2º',
      concurrent: 'Lei nº 15.142/2025, art. 7º, caput e §1º',
      notCounted: 'Lei nº 15.142/2025, art. 7º, §2º',
      rejected: 'Lei nº 15.142/2025, art. 3º, §2º',
      fraud: 'Lei nº 15.142/2025, art. 4º, §1º',
      nextInList: 'Lei nº 15.142/2025, art. 7º, §3º',
      order: 'Lei nº 15.142/2025, art. 9º',
      orderForCareer: 'Lei nº 15.142/2025, art. 9º, §2º',
      acShortage: 'Lei nº 15.142/2025, art. 8º',
    });
    expect(rules.chains.QUI.map((s) => s.article)).toEqual([
      'Decreto nº 12.536/2025, reversão entre os grupos',
      'Decreto nº 12.536/2025, reversão entre os grupos',
      'Lei nº 15.142/2025, art. 8º',
    ]);
  });

  test('an unfilled reserved position cites the order of nomination, an unfilled AC position the AC shortage', () => {
    // n = 3 (PP 1 at position 3, AC 2), only one candidate: AC 1 filled, AC 2 and PP 3 empty.
    const c = only({ vagas: 3, candidatos: [cand('1', 50)] });
    const w = c.avisos.find((x) => x.codigo === 'vaga-nao-preenchida')!;
    expect(w.artigo).toBe('art. 3º, §4º; art. 12');
    const empty = c.memoria.filter((s) => s.tipo === 'vaga-vazia').map((s) => s.artigo);
    expect(empty).toEqual(['art. 3º, §4º', 'art. 12']);
  });

  test.each([0, 1, 2, 17, 30])('outra-leitura (info) is always present — n = %d', (n) => {
    const c = only({ vagas: n, candidatos: [cand('1', 50)] });
    const w = c.avisos.find((x) => x.codigo === 'outra-leitura');
    expect(w).toBeDefined();
    expect(w!.nivel).toBe('info');
  });

  test('edital published before 2025-11-03: edital-anterior-a-lei at level erro (Art. 14)', () => {
    const r = run({ vagas: 10, opcoes: { dataEdital: '2025-11-02' }, candidatos: [cand('1', 50)] });
    const ws = allWarnings(r).filter((w) => w.codigo === 'edital-anterior-a-lei');
    expect(ws.length).toBeGreaterThan(0);
    expect(ws.every((w) => w.nivel === 'erro')).toBe(true);
  });

  test.each(['2025-11-03', '2026-01-05'])('edital published on %s: no edital-anterior-a-lei', (dataEdital) => {
    const r = run({ vagas: 10, opcoes: { dataEdital }, candidatos: [cand('1', 50)] });
    expect(codes(allWarnings(r))).not.toContain('edital-anterior-a-lei');
  });

  test('no edital-anterior-a-lei when dataEdital is not given', () => {
    expect(codes(allWarnings(run({ vagas: 10, candidatos: [] })))).not.toContain('edital-anterior-a-lei');
  });

  test('cargo-abaixo-do-minimo when a concurso with several cargos has a cargo with 1 vacancy', () => {
    const r = run({
      cargos: [
        { cargo: 'Agente', vagas: 10 },
        { cargo: 'Motorista', vagas: 1 },
      ],
      candidatos: [cand('1', 50, { cargo: 'Agente' }), cand('2', 50, { cargo: 'Motorista' })],
    });
    expect(codes(allWarnings(r))).toContain('cargo-abaixo-do-minimo');
  });

  test('no cargo-abaixo-do-minimo when every cargo has at least 2 vacancies, or with a single cargo', () => {
    const r = run({
      cargos: [
        { cargo: 'Agente', vagas: 10 },
        { cargo: 'Motorista', vagas: 12 },
      ],
      candidatos: [cand('1', 50, { cargo: 'Agente' })],
    });
    expect(codes(allWarnings(r))).not.toContain('cargo-abaixo-do-minimo');
    expect(codes(allWarnings(run({ vagas: 1, candidatos: [] })))).not.toContain('cargo-abaixo-do-minimo');
  });

  test('pcd-fracionada: three cargos of 4 vacancies give no PcD vacancy where 12 give one (Decreto 9.508, art. 1º, §4º, I)', () => {
    const three = (pcd: string, vagas = 4) => ({
      opcoes: { pcd },
      cargos: ['A', 'B', 'C'].map((cargo) => ({ cargo, vagas })),
      candidatos: [cand('1', 50, { cargo: 'A' })],
    });
    const w = allWarnings(run(three('federal-9508-2018'))).filter((x) => x.codigo === 'pcd-fracionada');
    expect(w.length).toBeGreaterThan(0);
    expect([w[0].nivel, w[0].artigo, w[0].mensagem]).toEqual([
      'aviso',
      'Decreto nº 9.508/2018, art. 1º, §4º, I',
      'Contada cargo a cargo, a reserva para pessoas com deficiência dá 0 vagas; sobre as 12 vagas do concurso, daria 1. ' +
        'Os cargos "A", "B", "C" ficam sem vaga PcD. A regra escolhida aplica o percentual ao total das vagas do edital quando ' +
        'a divisão por cargo reduz a reserva: confira no edital como as vagas PcD foram distribuídas.',
    ]);
    // Not when the split loses nothing (3 × 20: 1 each, 3 on the total of 60), nor without the rule's article, nor for one cargo.
    expect(codes(allWarnings(run(three('federal-9508-2018', 20))))).not.toContain('pcd-fracionada');
    expect(codes(allWarnings(run(three('sp-lc683-1992'))))).not.toContain('pcd-fracionada');
    expect(codes(allWarnings(run({ opcoes: { pcd: 'federal-9508-2018' }, vagas: 4, candidatos: [] })))).not.toContain('pcd-fracionada');
  });

  test('sem-reserva below the minimum; not when there is a reserve', () => {
    expect(codes(only({ vagas: 1, candidatos: [cand('1', 50, PP)] }).avisos)).toContain('sem-reserva');
    expect(codes(only({ regra: 'federal-12990-2014', vagas: 2, candidatos: [] }).avisos)).toContain('sem-reserva');
    expect(codes(only({ vagas: 10, candidatos: [cand('1', 50, PP)] }).avisos)).not.toContain('sem-reserva');
  });

  test('below the minimum, optants still stand in the group lists (Art. 8º, §2º)', () => {
    const c = only({ vagas: 1, candidatos: [cand('1', 50, PP), cand('2', 60)] });
    expect(c.listas.PP).toEqual(['1']);
    expect(core(c.nomeacao)).toEqual([
      { posicao: 1, vaga: 'AC', inscricao: '2', modalidade: 'AC', entrada: { vagas: 1, modalidade: 'AC' } },
    ]);
  });

  test('every warning has a stable code, a level, an article and a message', () => {
    const r = run({
      vagas: 10,
      opcoes: { dataEdital: '2025-01-01' },
      candidatos: [cand('2', 50), cand('1', 50, { grupo: 'PP', optante: true })],
    });
    for (const w of allWarnings(r)) {
      expect(['info', 'aviso', 'erro']).toContain(w.nivel);
      expect(w.codigo).toMatch(/^[a-z-]+$/);
      expect(typeof w.artigo).toBe('string');
      expect(w.mensagem.length).toBeGreaterThan(0);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Input validation (contract: all problems at once, each naming the candidate and the field)
// ---------------------------------------------------------------------------------------------

describe('rule sets as data (rules.md §8)', () => {
  // checkRuleSet was exported but never run: nothing checked the shipped rule sets.
  test.each(RULE_SETS.map((r) => [r.id, r]))('%s passes checkRuleSet', (_id, rules) => {
    expect(checkRuleSet(rules)).toEqual([]);
  });

  test('checkRuleSet finds what would break the engine or the citations', () => {
    const base = RULE_SETS[0];
    const broken: RuleSet = {
      ...base,
      groups: base.groups.map((g) => (g.code === 'IND' ? { ...g, basisPoints: 9000 } : g)),
      chains: { ...base.chains, QUI: [{ to: 'IND', article: 'x' }] },
      reversionOrder: ['PP'],
      articles: { ...base.articles, fraud: ' ' },
    };
    expect(checkRuleSet(broken)).toEqual([
      'a soma das reservas deve ser menor que 100%',
      'a ordem de reversão deve citar cada grupo uma vez',
      'a cadeia de reversão de QUI deve terminar na ampla concorrência',
      'artigo em branco: fraud',
    ]);
  });
});

describe('validateDocument', () => {
  test('rejects with every problem at once, each naming the candidate and the field', () => {
    const v = validateDocument({
      cargos: [
        { cargo: 'A', vagas: -1 },
        { cargo: 'B', vagas: 2.5 },
        { cargo: 'C', vagas: 3 },
      ],
      candidatos: [
        { cargo: 'C', nota: 80 }, // 1: missing inscrição
        { inscricao: '10', cargo: 'C', nota: 80 }, // 2
        { inscricao: '10', cargo: 'C', nota: 70 }, // 3: duplicate inscrição
        { inscricao: '11', cargo: 'C', nota: 'abc' }, // 4: non-numeric nota
        { inscricao: '12', cargo: 'C', nota: 60, grupo: 'XYZ' }, // 5: unknown group
        { inscricao: '13', cargo: 'C', nota: 60, grupo: 'PP', optante: true, confirmacao: 'talvez' }, // 6: unknown confirmation
        { inscricao: '14', cargo: 'C', nota: 60, optante: true }, // 7: optante without group
        { inscricao: '15', cargo: 'Z', nota: 60 }, // 8: cargo without vacancies
      ],
    });
    expect(v.concurso).toBeNull();
    const ps = v.problemas;
    const about = (pos: number, insc: string | null, campo: RegExp) =>
      ps.filter(
        (p) => (p.candidato === pos || (insc !== null && p.inscricao === insc)) && campo.test(p.campo ?? '') && p.mensagem.length > 0,
      );
    expect(about(1, null, /^inscricao$/).length).toBeGreaterThan(0);
    expect(ps.filter((p) => p.inscricao === '10' && p.campo === 'inscricao').length).toBeGreaterThan(0);
    expect(about(4, '11', /^nota$/).length).toBeGreaterThan(0);
    expect(about(5, '12', /^grupo$/).length).toBeGreaterThan(0);
    expect(about(6, '13', /^confirmacao$/).length).toBeGreaterThan(0);
    expect(about(7, '14', /^(optante|grupo)$/).length).toBeGreaterThan(0);
    expect(about(8, '15', /^cargo$/).length).toBeGreaterThan(0);
    // Both invalid vacancy counts, naming the field.
    expect(ps.filter((p) => /vagas/.test(p.campo ?? '')).length).toBeGreaterThanOrEqual(2);
    // Nothing reported about the valid candidate 2 except through the duplicate of candidate 3.
    expect(ps.filter((p) => p.candidato === 2 && p.campo !== 'inscricao')).toEqual([]);
    // The problems naming an inscrição say it in the message too.
    for (const p of ps) if (p.inscricao) expect(p.mensagem).toContain(p.inscricao);
  });

  test('the same inscrição in two different cargos is not a duplicate (unique within its cargo)', () => {
    const v = validateDocument({
      cargos: [
        { cargo: 'A', vagas: 1 },
        { cargo: 'B', vagas: 1 },
      ],
      candidatos: [
        { inscricao: '1', cargo: 'A', nota: 10 },
        { inscricao: '1', cargo: 'B', nota: 20 },
      ],
    });
    expect(v.problemas).toEqual([]);
  });

  test.each([-1, 2.5])('single cargo with invalid vagas %j is rejected', (vagas) => {
    const v = validateDocument({ vagas, candidatos: [{ inscricao: '1', nota: 1 }] });
    expect(v.concurso).toBeNull();
    expect(v.problemas.some((p) => p.campo === 'vagas')).toBe(true);
  });

  test('unknown keys are errors naming the key: top level ("regar"), opcoes, candidate (contract)', () => {
    const top = validateDocument({ regar: 'federal-15142-2025', vagas: 1, candidatos: [{ inscricao: '1', nota: 1 }] });
    expect(top.concurso).toBeNull();
    expect(top.problemas.some((p) => `${p.campo ?? ''} ${p.mensagem}`.includes('regar'))).toBe(true);
    const opt = validateDocument({ vagas: 1, opcoes: { reservaMultiple: 'todas' }, candidatos: [{ inscricao: '1', nota: 1 }] });
    expect(opt.concurso).toBeNull();
    expect(opt.problemas.some((p) => `${p.campo ?? ''} ${p.mensagem}`.includes('reservaMultiple'))).toBe(true);
    const cand1 = validateDocument({ vagas: 1, candidatos: [{ inscricao: '1', nota: 1, avaliacaoPCD: 'deferida' }] });
    expect(cand1.concurso).toBeNull();
    expect(cand1.problemas.some((p) => `${p.campo ?? ''} ${p.mensagem}`.includes('avaliacaoPCD'))).toBe(true);
    // the correct spelling is fine
    expect(validateDocument({ regra: 'federal-15142-2025', vagas: 1, candidatos: [{ inscricao: '1', nota: 1 }] }).problemas).toEqual([]);
  });

  test('unknown PcD rule or reservaMultipla value: an error naming the option', () => {
    const v = validateDocument({ vagas: 1, opcoes: { pcd: 'federal-9999', reservaMultipla: 'algumas' }, candidatos: [] });
    expect(v.concurso).toBeNull();
    expect(v.problemas.some((p) => /pcd/.test(p.campo ?? ''))).toBe(true);
    expect(v.problemas.some((p) => /reservaMultipla/.test(p.campo ?? ''))).toBe(true);
  });

  test('a valid document has no problems and gets the contract defaults', () => {
    const v = validateDocument({
      vagas: 2,
      candidatos: [
        { inscricao: '1', nota: 1 },
        { inscricao: '2', nota: 2, grupo: 'PP', optante: true },
      ],
    });
    expect(v.problemas).toEqual([]);
    const [a, b] = v.concurso!.candidatos;
    expect(a).toMatchObject({ aprovado: true, grupo: null, optante: false, fraude: false, pcd: false, avaliacaoPcd: 'pendente' });
    expect(b).toMatchObject({ confirmacao: 'pendente' });
    expect(v.concurso!.regra).toBe('pirangi-3056-2025');
    expect(v.concurso!.opcoes).toMatchObject({
      arredondamento: 'total',
      colisao: 'anterior',
      ausenciaConfirmacao: 'ampla',
      pcd: 'nenhuma',
      reservaMultipla: 'todas',
    });
  });
});

describe('§7: the order presented as a reading, with the slot-by-slot reading’s first difference', () => {
  const ordem = (doc: Raw) => only(doc).memoria.find((s) => s.tipo === 'ordem')!.mensagem;
  test('example 01: filling slot by slot would put 106 at the 6th position instead of 111 (one cotista fewer)', () => {
    const ex = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'examples', '01-cotista-na-ampla.json'), 'utf8'));
    const text = ordem(ex.input);
    expect(text).toContain('leitura adotada por este programa do art. 10, §2º e do art. 12 (não é a única praticada)');
    expect(text).toContain(
      'A outra leitura, preencher as posições vaga a vaga com o próximo da lista do tipo de cada uma, daria outra ordem: ' +
        'na 6ª posição (ampla concorrência), a inscrição 106 em vez da inscrição 111.',
    );
  });
  test('where both readings agree, the audit trail says so', () => {
    expect(ordem({ vagas: 2, candidatos: [cand('1', 9), cand('2', 8)] })).toContain(
      'Aqui, preencher as posições vaga a vaga com o próximo da lista do tipo de cada uma dá a mesma ordem.',
    );
  });
});

/** A table of docs/regras.md that follows `heading`: its rows by the kind in backquotes ("(`notCounted`)"), one cell per rule. */
function articleTable(heading: string): Map<string, string[]> {
  const doc = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'regras.md'), 'utf8');
  const from = doc.indexOf(heading);
  expect(from).toBeGreaterThanOrEqual(0);
  const table = doc.slice(from, doc.indexOf('\n\n', doc.indexOf('\n|', from)));
  const rows = new Map<string, string[]>();
  for (const line of table.split('\n')) {
    const m = /^\| [^|]*\(`(\w+)`\) \|(.*)\|$/.exec(line);
    if (m)
      rows.set(
        m[1],
        m[2].split('|').map((c) => c.trim()),
      );
  }
  return rows;
}

describe('§8: every article a rule set cites is written and is the one docs/regras.md lists', () => {
  const rows = articleTable('O artigo que a memória de cálculo cita em cada decisão, por regra');
  const ids = RULE_SETS.map((r) => r.id);
  test.each(ids)('%s', (id) => {
    const rules = findRuleSet(id)!;
    const column = ids.indexOf(id);
    expect(rows.size).toBeGreaterThan(10);
    for (const [kind, article] of Object.entries(rules.articles)) {
      expect({ kind, article: article.trim() === '' ? '(vazio)' : article }).toEqual({ kind, article: rows.get(kind)?.[column] });
    }
    for (const kind of rows.keys())
      if (!(kind in rules.articles)) expect({ kind, doc: rows.get(kind)![column] }).toEqual({ kind, doc: '—' });
    for (const g of rules.groups) expect([g.article.trim().length > 0, g.confirmationArticle.trim().length > 0]).toEqual([true, true]);
  });
});

describe('§9: every article a PcD rule cites is written and is the one docs/regras.md lists', () => {
  const rows = articleTable('O artigo que a memória de cálculo cita em cada decisão sobre a reserva PcD');
  const ids = PCD_RULES.map((r) => r.id);
  test.each(ids)('%s', (id) => {
    const rule = PCD_RULES.find((r) => r.id === id)!;
    const column = ids.indexOf(id);
    expect(rows.size).toBe(8);
    for (const [kind, article] of Object.entries(rule.articles)) {
      expect({ kind, article: article.trim() === '' ? '(vazio)' : article }).toEqual({ kind, article: rows.get(kind)?.[column] });
      expect(article).not.toMatch(/Lei nº 3\.056|^art\. 10/);
    }
    for (const kind of rows.keys())
      if (!(kind in rule.articles)) expect({ kind, doc: rows.get(kind)![column] }).toEqual({ kind, doc: '—' });
  });
});

describe('§7: the edital’s item behind each choice (opcoes.fundamentos)', () => {
  const step = (doc: Raw) => only(doc).memoria.find((s) => s.tipo === 'fundamentos')!;
  test('cited beside the option; "opção da comissão, sem item do edital informado" where none is given', () => {
    const s = step({
      vagas: 5,
      opcoes: {
        arredondamento: 'total',
        pcd: 'federal-9508-2018',
        fundamentos: { arredondamento: 'item 5.3 do Edital nº 1/2026', pcd: 'item 6.1' },
      },
      candidatos: [cand('1', 9)],
    });
    expect(s.mensagem).toBe(
      'Fundamento de cada escolha no edital: regra: Lei nº 3.056/2025 do Município de Pirangi-SP — opção da comissão, sem item do edital informado; ' +
        'arredondamento: total — item 5.3 do Edital nº 1/2026; colisão: anterior — opção da comissão, sem item do edital informado; ' +
        'ausência na confirmação: ampla — opção da comissão, sem item do edital informado; reserva PcD: Decreto federal nº 9.508/2018 — item 6.1; ' +
        'candidato numa lista racial e na PcD: todas — art. 5º, §1º; art. 10, §1º.',
    );
  });
  test('the reserva múltipla decision cites the edital’s item when given', () => {
    const c = only({
      vagas: 10,
      opcoes: {
        pcd: 'federal-9508-2018',
        reservaMultipla: 'maior-percentual',
        fundamentos: { reservaMultipla: 'item 6.4 do Edital nº 1/2026' },
      },
      candidatos: [cand('1', 9, { ...PP, pcd: true, avaliacaoPcd: 'deferida' })],
    });
    expect(c.memoria.filter((s) => s.tipo === 'reserva-multipla').map((s) => s.artigo)).toEqual(['item 6.4 do Edital nº 1/2026']);
  });
  test('in the JSON result’s opcoes; absent when none is given; unknown names and non-texts are errors', () => {
    const out = toContractJson(run({ vagas: 2, opcoes: { fundamentos: { regra: 'item 2' } }, candidatos: [] })) as any;
    expect(out.opcoes.fundamentos).toEqual({ regra: 'item 2' });
    expect((toContractJson(run({ vagas: 2, candidatos: [] })) as any).opcoes).not.toHaveProperty('fundamentos');
    const v = validateDocument({ vagas: 2, opcoes: { fundamentos: { arredondar: 'x', colisao: 3 } }, candidatos: [] });
    expect(v.problemas.map((p) => p.mensagem)).toEqual([
      'Fundamento de opção desconhecida "arredondar". As opções são: regra, arredondamento, colisao, ausenciaConfirmacao, dataReferencia, dataEdital, pcd, reservaMultipla, criterios, corte.',
      'O fundamento de "colisao" deve ser um texto, como "item 5.3 do Edital nº 1/2026".',
    ]);
  });
});
