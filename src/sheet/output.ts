// The ONE place that decides what the final lists contain, whichever host writes them (.xlsx file,
// Excel add-in, Google Sheets).
import {
  findPcdRule,
  findRuleSet,
  modalityCodes,
  modalityName as modalityInSentence,
  modalityTitle,
  percent,
  totalBasisPoints,
} from '../engine';
import type { PcdRule, RuleSet } from '../engine';
import type { Candidate, CandidateOutcome, CargoResult, Concurso, ConcursoResult, Entry, Rounding, Warning } from '../engine/types';
import { NO_PCD_RULE, PCD_CODE } from '../engine/types';
import { CellValue } from './parsers';
import { formatDate, formatDateTime } from '../engine/text';
import { formatReadingReport } from './report';
import type { ReadingReport } from './report';

/** Excel number formats (locale-independent codes; Excel shows them with the user's separators). */
export const FORMAT_TEXT = '@';
export const FORMAT_INTEGER = '0';

export interface OutputTable {
  /** Valid, unique sheet name: ≤ 31 characters, none of []:*?/\ , unique ignoring case. */
  nome: string;
  /** Title line (written above the header by hosts that have room, and in the Resumo). */
  titulo: string;
  cabecalho: string[];
  linhas: CellValue[][];
  /** Excel number format per column (null: general). */
  formatos?: (string | null)[];
  /** Suggested width per column, in characters. */
  larguras?: number[];
  /** Kind of table, for hosts that style them. */
  tipo: 'resumo' | 'ampla' | 'grupo' | 'pcd' | 'nomeacao' | 'memoria';
  /** Cargo of the table (null for the whole concurso). */
  cargo?: string | null;
}

export interface FinalListOptions {
  /** Mask CPFs (***.456.789-**) and leave out birth dates: for publication. */
  mascarar?: boolean;
  /** CPF of each candidate of concurso.candidatos (same order), when the input had them. */
  cpfs?: (string | null)[];
  /** SHA-256 (hex) of canonicalInput(concurso), computed by the host (crypto is host-specific). */
  sha256?: string;
  /** When the result was produced (default: now). */
  geradoEm?: Date;
  /** Name of the input (file name), shown in the Memória de cálculo. */
  origem?: string;
  /** Free description from the Parâmetros sheet (Concurso, Edital...). */
  descricao?: { chave: string; valor: string }[];
  /** What was read from the workbook (sheets, header, columns, rows): recorded in the Memória de cálculo. */
  leitura?: ReadingReport;
  /** 'por-cargo' (default here): one sheet per list and cargo; 'por-lista': one sheet per list with a block of rows per cargo. */
  disposicao?: ListLayout;
}

/**
 * How the lists are laid out in sheets: 'por-cargo' ("AC - Professor", "AC - Motorista"…) or
 * 'por-lista' (one "AC" sheet with a "Cargo" column and each cargo's rows together): about ten sheets
 * whatever the number of cargos.
 */
export type ListLayout = 'por-lista' | 'por-cargo';

const CONFIRMATION_NAMES: Record<string, string> = {
  deferida: 'Deferida',
  indeferida: 'Indeferida',
  pendente: 'Pendente',
  ausente: 'Ausente',
};

const INVALID_SHEET_CHARS = /[[\]:*?/\\]/g;

/** Makes sheet names valid and unique (Excel compares them ignoring case). */
export class SheetNamer {
  private used = new Set<string>();
  /** `taken`: names already in the workbook (a name is never reused, whatever its case). */
  constructor(taken: Iterable<string> = []) {
    for (const t of taken) this.used.add(t.toLocaleLowerCase('pt-BR'));
  }

  name(wanted: string): string {
    // Control characters are not allowed in a sheet name.
    let base = wanted
      .replace(INVALID_SHEET_CHARS, '-')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    base = base.replace(/^'+|'+$/g, '').trim();
    if (!base || base.toLowerCase() === 'history') base = 'Planilha';
    let candidate = truncate(base, 31);
    let n = 2;
    while (this.used.has(candidate.toLocaleLowerCase('pt-BR'))) {
      const suffix = ` (${n++})`;
      candidate = truncate(base, 31 - suffix.length) + suffix;
    }
    this.used.add(candidate.toLocaleLowerCase('pt-BR'));
    return candidate;
  }
}

/** Shortens in the middle, keeping the end (which often tells similar cargos apart). */
function truncate(s: string, max: number): string {
  const chars = Array.from(s);
  if (chars.length <= max) return s;
  const tailLen = Math.min(10, Math.floor(max / 3));
  const head = chars
    .slice(0, max - tailLen - 1)
    .join('')
    .trimEnd();
  const tail = chars
    .slice(chars.length - tailLen)
    .join('')
    .trimStart();
  return `${head}…${tail}`.replace(/'+$/, '');
}

/** CPF masked as the LGPD guidance for publications: ***.456.789-** */
export function maskCpf(cpf: string | null | undefined): string {
  if (!cpf) return '';
  const d = cpf.replace(/\D/g, '');
  if (d.length !== 11) return '***';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** CPF formatted 123.456.789-01 (or as written when it is not 11 digits). */
export function formatCpf(cpf: string | null | undefined): string {
  if (!cpf) return '';
  const d = cpf.replace(/\D/g, '');
  if (d.length !== 11) return cpf;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Version of the canonical text: a change of what it covers changes this tag (docs/planilha.md). */
/** How the Memória de cálculo introduces the hash (`cotas verificar` looks for it). */
export const SHA256_LABEL = 'SHA-256 dos dados de entrada normalizados:';

export const CANONICAL_INPUT_VERSION = 'cotas-entrada-v2';

/** The rule set's decisions as data (groups' shares, minimum, chains, in-force date), not its vocabulary. */
function ruleSetData(id: string): unknown {
  const r = findRuleSet(id);
  if (!r) return null;
  return {
    groups: r.groups.map((g) => ({ code: g.code, basisPoints: g.basisPoints })),
    minimumVacancies: r.minimumVacancies,
    defaultRounding: r.defaultRounding,
    defaultCollision: r.defaultCollision,
    chains: Object.fromEntries(Object.entries(r.chains).map(([k, steps]) => [k, steps.map((x) => x.to)])),
    reversionOrder: r.reversionOrder,
    inForceFrom: r.inForceFrom,
  };
}

function pcdRuleData(id: string): unknown {
  const r = findPcdRule(id);
  return r ? { basisPoints: r.basisPoints, minimumVacancies: r.minimumVacancies, fraction: r.fraction, atLeast: r.atLeast } : null;
}

/** Code-point order (the same on every machine, unlike localeCompare). */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Canonical text of a concurso, hashed (SHA-256) into the Memória de cálculo to identify the input.
 * It covers every field that can change a published list: every field of every candidate (CPF and
 * name included: they are published; `cpfs` are the CPFs the sheet read, digits only), every engine
 * option, the cargos and their vacancies, the rule set id and the rule set's and the PcD rule's data.
 * It does not depend on the order of rows or keys: cargos are sorted by name and candidates by cargo
 * then inscrição (code-point order), keys sorted, no spaces.
 */
export function canonicalInput(concurso: Concurso, cpfs?: (string | null)[]): string {
  let text = '';
  for (const piece of canonicalInputChunks(concurso, cpfs)) text += piece;
  return text;
}

/** Characters per piece of canonicalInputChunks (the hash is fed in pieces of about this size). */
const CHUNK_CHARS = 1 << 16;

/**
 * canonicalInput in pieces: their concatenation is canonicalInput's text, byte for byte (the
 * SHA-256 of results written before still verifies: test/sheet/canonical-hash.test.ts), but no
 * piece holds every candidate: a host hashes them one by one (an incremental SHA-256) and a
 * million candidates never become one string. Each candidate is written as canonicalJson writes
 * `{ ...c, cpf, cargo, nome }` (keys sorted, undefined left out), with the sorted key list computed
 * once per shape of candidate instead of once per candidate.
 */
export function* canonicalInputChunks(concurso: Concurso, cpfs?: (string | null)[]): Generator<string> {
  const list = concurso.candidatos;
  const n = list.length;
  const cpfOf = (i: number): string | null => {
    const raw = cpfs?.[i] ?? list[i].cpf ?? null;
    return raw ? String(raw).replace(/\D/g, '') || String(raw) : null;
  };
  const writer = candidateWriter();
  const texts: (string | undefined)[] = new Array(n);
  const textOf = (i: number): string => {
    let t = texts[i];
    if (t === undefined) t = texts[i] = writer(list[i], cpfOf(i));
    return t;
  };
  const cargoOf = (i: number): string => list[i].cargo ?? '';
  // Sorted by cargo, then inscrição, then the whole text (code-point order), as before.
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort(
    (a, b) => byCodePoint(cargoOf(a), cargoOf(b)) || byCodePoint(list[a].inscricao, list[b].inscricao) || byCodePoint(textOf(a), textOf(b)),
  );
  // Each piece joined from its parts (a flat string: hashed faster than a chain of concatenations).
  let parts: string[] = ['{"candidatos":['];
  let size = 0;
  for (let k = 0; k < n; k++) {
    const i = order[k];
    const text = textOf(i);
    if (k > 0) parts.push(',');
    parts.push(text);
    size += text.length;
    texts[i] = undefined;
    if (size >= CHUNK_CHARS) {
      yield parts.join('');
      parts = [];
      size = 0;
    }
  }
  const piece = parts.join('');
  const cargos = concurso.cargos.slice().sort((a, b) => byCodePoint(a.cargo ?? '', b.cargo ?? ''));
  // The other keys, sorted after "candidatos": canonicalJson of the rest without its opening brace.
  const rest = canonicalJson({
    versao: CANONICAL_INPUT_VERSION,
    regra: concurso.regra,
    regraDados: ruleSetData(concurso.regra),
    pcdDados: pcdRuleData(concurso.opcoes.pcd),
    opcoes: concurso.opcoes,
    cargos,
  });
  yield piece + '],' + rest.slice(1);
}

/** canonicalJson of `{ ...c, cpf, cargo: c.cargo ?? null, nome: c.nome ?? null }`, faster (see canonicalInputChunks). */
function candidateWriter(): (c: Candidate, cpf: string | null) => string {
  let lastKeys: string[] = [];
  let sorted: { key: string; prefix: string }[] = [];
  const sameKeys = (keys: string[]): boolean => {
    if (keys.length !== lastKeys.length) return false;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== lastKeys[i]) return false;
    return true;
  };
  return (c, cpf) => {
    const keys = Object.keys(c);
    if (!sameKeys(keys)) {
      lastKeys = keys;
      const all = new Set(keys);
      all.add('cpf');
      all.add('cargo');
      all.add('nome');
      sorted = Array.from(all)
        .sort()
        .map((key) => ({ key, prefix: `${JSON.stringify(key)}:` }));
    }
    const o = c as unknown as Record<string, unknown>;
    let out = '{';
    let first = true;
    for (const { key, prefix } of sorted) {
      const v = key === 'cpf' ? cpf : key === 'cargo' ? (c.cargo ?? null) : key === 'nome' ? (c.nome ?? null) : o[key];
      if (v === undefined) continue;
      out += (first ? '' : ',') + prefix + canonicalValue(v);
      first = false;
    }
    return out + '}';
  };
}

/** canonicalJson of one value, with the common primitives first. */
function canonicalValue(v: unknown): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    default:
      return canonicalJson(v);
  }
}

export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function decimalsOf(n: number): number {
  if (!Number.isFinite(n) || Number.isInteger(n)) return 0;
  const s = String(n);
  if (s.includes('e')) return 6;
  return s.split('.')[1]?.length ?? 0;
}

/** Score format with 2 decimals, or more when some score has more (never hide a difference). */
export function scoreFormat(scores: number[]): string {
  let d = 2;
  for (const s of scores) d = Math.max(d, Math.min(6, decimalsOf(s)));
  return '#,##0.' + '0'.repeat(d);
}

/** A warning as shown to the commission, with the cargo it belongs to (null: the whole concurso). */
export interface ShownWarning {
  aviso: Warning;
  cargo: CargoResult | null;
}

/**
 * Every warning of a result once: the concurso's first, then each cargo's own, in the engine's order.
 * The engine repeats the concurso's warnings in every cargo (the contract's `avisos` are per cargo);
 * every place that shows warnings to people reads them through here.
 */
export function resultWarnings(result: ConcursoResult): ShownWarning[] {
  const key = (a: Warning): string => `${a.codigo}\u0000${a.mensagem}`;
  const general = new Set(result.avisos.map(key));
  const out: ShownWarning[] = result.avisos.map((aviso) => ({ aviso, cargo: null }));
  for (const c of result.cargos) for (const aviso of c.avisos) if (!general.has(key(aviso))) out.push({ aviso, cargo: c });
  return out;
}

/** The message, after its cargo's name when the concurso has several cargos. */
export function shownWarningText(w: ShownWarning, result: ConcursoResult): string {
  return w.cargo && w.cargo.cargo && result.cargos.length > 1 ? `${w.cargo.cargo}: ${w.aviso.mensagem}` : w.aviso.mensagem;
}

function cargoLabel(c: CargoResult): string {
  return c.cargo ?? 'Cargo único';
}

/** Name of the order of nomination among a cargo's lists (the others are named by their modality code). */
export const NOMINATION_LIST = 'NOMEACAO';

interface PersonEntry {
  cand: Candidate;
  idx: number;
}

/** What one cargo's lists share: its candidates, outcomes and tie notes. */
interface CargoCtx {
  cargo: CargoResult;
  byInscricao: Map<string, PersonEntry>;
  outcome: Map<string, CandidateOutcome>;
  /** What an unresolved tie means for each tied candidate's row (tieNotes). */
  ties: Map<string, string>;
}

interface PersonColumns {
  cab: string[];
  fmt: (string | null)[];
  wid: number[];
  cells: (insc: string) => CellValue[];
}

function situationText(o: CandidateOutcome | undefined, tie?: string): string {
  if (!o) return '';
  const text = o.provisorio && !/provis/i.test(o.descricao) ? `${o.descricao} (provisório)` : o.descricao;
  return tie ? `${text} — ${tie}` : text;
}

/**
 * For each candidate in an unresolved tie (rules.md §2.4: same score and same criteria, ordered
 * provisionally by inscrição), what it means for their row, next to the situação in every list: a
 * published list never shows a provisional order as if it were settled. The tied candidates stand
 * side by side in the lists; the memória names them all.
 */
function tieNotes(c: CargoResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const a of c.avisos) {
    if (a.codigo !== 'empate-nao-resolvido' || !a.inscricoes) continue;
    const note =
      a.nivel === 'erro'
        ? 'empate não resolvido que decide a nomeação: a comissão deve resolvê-lo (por exemplo, por sorteio público) antes de publicar'
        : 'empate não resolvido: ordem provisória, pelo número de inscrição';
    for (const i of a.inscricoes) out.set(i, note);
  }
  return out;
}

/** "com 3 vagas, PP": from how many vacancies the person is nominated, and in which modality then (rules.md §6). */
export function entryText(entrada: Entry | null | undefined): string {
  if (!entrada) return '';
  return `com ${entrada.vagas} ${entrada.vagas === 1 ? 'vaga' : 'vagas'}, ${entrada.modalidade}`;
}

/**
 * THE builder of the final lists: the workbook's sheets (finalListTables: the file, the Excel task
 * pane, Google Sheets) and =COTAS.LISTA take their rows from here, so a list shows the same rows and
 * the same marks (an unresolved tie, a provisional result, an entry point) wherever it is read.
 * What every cargo's lists share is computed once per concurso: the candidates of each cargo, CPFs,
 * which columns appear.
 */
export class FinalListBuilder {
  readonly rules: RuleSet;
  /** The PcD rule applied, or null (rules.md §9). */
  readonly pcdRule: PcdRule | null;
  /** The modalities of every cargo, in list order: `AC`, the rule set's groups, `PCD` when a PcD rule applies. */
  readonly modalities: string[];
  /** The reserves (the modalities without `AC`). */
  readonly reserves: string[];
  private readonly byCargo = new Map<string | null, Map<string, PersonEntry>>();
  private readonly cpfs: (string | null)[];
  private readonly mascarar: boolean;
  private readonly hasCpf: boolean;
  private readonly hasNascimento: boolean;
  /** The AC list shows who opted for the PcD reserve when a PcD rule applies or someone did. */
  private readonly hasPcd: boolean;
  private readonly scoreFmt: string;
  private readonly cargos = new Map<CargoResult, CargoCtx>();

  constructor(
    readonly concurso: Concurso,
    readonly result: ConcursoResult,
    opts: FinalListOptions = {},
  ) {
    const rules = findRuleSet(result.regra);
    if (!rules) throw new Error(`Regra desconhecida: "${result.regra}".`);
    this.rules = rules;
    this.pcdRule = findPcdRule(result.opcoes.pcd) ?? null;
    this.modalities = modalityCodes(rules, this.pcdRule !== null);
    this.reserves = this.modalities.filter((m) => m !== 'AC');
    // One cargo: every candidate belongs to it, whatever their cargo cell says (as in the engine).
    const only = concurso.cargos.length === 1 ? (concurso.cargos[0].cargo ?? null) : undefined;
    concurso.candidatos.forEach((cand, idx) => {
      const key = only !== undefined ? only : (cand.cargo ?? null);
      let m = this.byCargo.get(key);
      if (!m) this.byCargo.set(key, (m = new Map()));
      m.set(cand.inscricao, { cand, idx });
    });
    this.mascarar = !!opts.mascarar;
    this.cpfs = opts.cpfs ?? concurso.candidatos.map((c) => c.cpf ?? null);
    this.hasCpf = this.cpfs.some((c) => !!c);
    this.hasNascimento = !this.mascarar && concurso.candidatos.some((c) => !!c.nascimento);
    this.hasPcd = this.pcdRule !== null || concurso.candidatos.some((c) => c.pcd);
    this.scoreFmt = scoreFormat(concurso.candidatos.map((c) => c.nota));
  }

  /** "Lei nº 3.056/2025 (…)", and the PcD rule when one applies: "… e Decreto federal nº 9.508/2018". */
  rulesName(): string {
    const pcd = this.pcdRule ? ` e ${this.result.pcdNome ?? this.pcdRule.name}` : '';
    return `${this.result.regraNome}${pcd}`;
  }

  /** The lists of a cargo, in the workbook's order: AC, each group, PCD (with a PcD rule), the order of nomination. */
  listNames(): string[] {
    return [...this.modalities, NOMINATION_LIST];
  }

  /**
   * One list of one cargo: `AC`, a group code, `PCD` or NOMINATION_LIST. `nome` is the wanted sheet
   * name (finalListTables makes it unique).
   */
  table(cargo: CargoResult, lista: string): OutputTable {
    const ctx = this.cargoCtx(cargo);
    if (lista === 'AC') return this.acTable(ctx);
    if (lista === NOMINATION_LIST) return this.nominationTable(ctx);
    if (this.reserves.includes(lista)) return this.reserveTable(ctx, lista);
    throw new Error(`Lista desconhecida: "${lista}".`);
  }

  private cargoCtx(cargo: CargoResult): CargoCtx {
    let ctx = this.cargos.get(cargo);
    if (!ctx) {
      const outcome = new Map<string, CandidateOutcome>();
      for (const o of cargo.candidatos ?? []) outcome.set(o.inscricao, o);
      ctx = { cargo, byInscricao: this.byCargo.get(cargo.cargo ?? null) ?? new Map(), outcome, ties: tieNotes(cargo) };
      this.cargos.set(cargo, ctx);
    }
    return ctx;
  }

  private person(ctx: CargoCtx): PersonColumns {
    const cab = ['Inscrição', 'Nome'];
    const fmt: (string | null)[] = [FORMAT_TEXT, FORMAT_TEXT];
    const wid = [12, 36];
    if (this.hasCpf) {
      cab.push('CPF');
      fmt.push(FORMAT_TEXT);
      wid.push(16);
    }
    if (this.hasNascimento) {
      cab.push('Nascimento');
      fmt.push(FORMAT_TEXT);
      wid.push(12);
    }
    const cells = (insc: string): CellValue[] => {
      const e = ctx.byInscricao.get(insc);
      const row: CellValue[] = [insc, e?.cand.nome ?? ''];
      if (this.hasCpf) {
        const raw = e ? this.cpfs[e.idx] : null;
        row.push(this.mascarar ? maskCpf(raw) : formatCpf(raw));
      }
      if (this.hasNascimento) row.push(formatDate(e?.cand.nascimento ?? null));
      return row;
    };
    return { cab, fmt, wid, cells };
  }

  private heading(ctx: CargoCtx, what: string, empty: boolean): string {
    return `${cargoLabel(ctx.cargo)} — ${what}${empty ? ' — nenhum candidato' : ''}`;
  }

  private sheetName(ctx: CargoCtx, prefix: string): string {
    return ctx.cargo.cargo ? `${prefix} - ${ctx.cargo.cargo}` : prefix;
  }

  /** Ampla concorrência: everyone eligible, with the group declared and (when it matters) the PcD option. */
  private acTable(ctx: CargoCtx): OutputTable {
    const person = this.person(ctx);
    const cab = ['Classificação', ...person.cab, 'Nota', 'Grupo declarado'];
    const formatos: (string | null)[] = [FORMAT_INTEGER, ...person.fmt, this.scoreFmt, FORMAT_TEXT];
    const larguras = [14, ...person.wid, 10, 18];
    if (this.hasPcd) {
      cab.push('PcD');
      formatos.push(FORMAT_TEXT);
      larguras.push(14);
    }
    cab.push('Situação');
    formatos.push(FORMAT_TEXT);
    larguras.push(44);
    const linhas = (ctx.cargo.listas.AC ?? []).map((insc, i) => {
      const cand = ctx.byInscricao.get(insc)?.cand;
      const g = cand?.grupo ?? null;
      const row: CellValue[] = [i + 1, ...person.cells(insc), cand?.nota ?? null, g ? `${g}${cand?.optante ? '' : ' (não optante)'}` : ''];
      if (this.hasPcd) row.push(pcdText(cand));
      row.push(situationText(ctx.outcome.get(insc), ctx.ties.get(insc)));
      return row;
    });
    return {
      nome: this.sheetName(ctx, 'AC'),
      titulo: this.heading(ctx, `Classificação na ${modalityInSentence('AC', this.rules)}`, linhas.length === 0),
      cabecalho: cab,
      linhas,
      formatos,
      larguras,
      tipo: 'ampla',
      cargo: ctx.cargo.cargo,
    };
  }

  /** A group's list, or the PcD list: rank there, rank in AC, the confirmation (or the PcD assessment). */
  private reserveTable(ctx: CargoCtx, code: string): OutputTable {
    const person = this.person(ctx);
    const isPcd = code === PCD_CODE;
    const cab = [`Classificação ${code}`, 'Classificação AC', ...person.cab, 'Nota', isPcd ? 'Avaliação PcD' : 'Confirmação', 'Situação'];
    const linhas = (ctx.cargo.listas[code] ?? []).map((insc, i) => {
      const cand = ctx.byInscricao.get(insc)?.cand;
      const o = ctx.outcome.get(insc);
      const state = isPcd ? cand?.avaliacaoPcd : cand?.confirmacao;
      return [
        i + 1,
        o?.classificacaoAC ?? null,
        ...person.cells(insc),
        cand?.nota ?? null,
        CONFIRMATION_NAMES[state ?? ''] ?? '',
        situationText(o, ctx.ties.get(insc)),
      ];
    });
    const rule = isPcd && this.pcdRule ? ` — ${this.pcdRule.name}` : '';
    return {
      nome: this.sheetName(ctx, code),
      titulo: this.heading(ctx, `Lista de ${modalityInSentence(code, this.rules)} (${code})${rule}`, linhas.length === 0),
      cabecalho: cab,
      linhas,
      formatos: [FORMAT_INTEGER, FORMAT_INTEGER, ...person.fmt, this.scoreFmt, FORMAT_TEXT, FORMAT_TEXT],
      larguras: [18, 17, ...person.wid, 10, 14, 44],
      tipo: isPcd ? 'pcd' : 'grupo',
      cargo: ctx.cargo.cargo,
    };
  }

  /**
   * The order of nomination (rules.md §6): the position's type (Vaga), who fills it and how they are
   * counted (Modalidade), from how many vacancies they are nominated (Entrada) and, when the two
   * differ or they entered otherwise, why (Observação: compensação, vaga revertida, with the article).
   */
  private nominationTable(ctx: CargoCtx): OutputTable {
    const person = this.person(ctx);
    const c = ctx.cargo;
    const cab = ['Posição', 'Vaga', ...person.cab, 'Nota', 'Modalidade', 'Entrada', 'Situação', 'Observação'];
    const linhas = c.nomeacao.map((n) => {
      if (n.inscricao === null) {
        return [n.posicao, n.vaga, ...person.cab.map(() => ''), null, '', '', 'Vaga sem candidato', n.explicacao ?? ''];
      }
      const cand = ctx.byInscricao.get(n.inscricao)?.cand;
      const o = ctx.outcome.get(n.inscricao);
      const tie = ctx.ties.get(n.inscricao);
      const status = o?.provisorio ? 'Provisório' : 'Nomeado(a)';
      return [
        n.posicao,
        n.vaga,
        ...person.cells(n.inscricao),
        cand?.nota ?? null,
        modalityTitle(n.modalidade, this.rules),
        entryText(n.entrada),
        tie ? `${status} — ${tie}` : status,
        n.explicacao ?? '',
      ];
    });
    return {
      nome: this.sheetName(ctx, 'Nomeação'),
      titulo: `${cargoLabel(c)} — Ordem de nomeação (${c.vagas} ${c.vagas === 1 ? 'vaga' : 'vagas'})`,
      cabecalho: cab,
      linhas,
      formatos: [FORMAT_INTEGER, FORMAT_TEXT, ...person.fmt, this.scoreFmt, FORMAT_TEXT, FORMAT_TEXT, FORMAT_TEXT, FORMAT_TEXT],
      larguras: [9, 8, ...person.wid, 10, 24, 16, 14, 60],
      tipo: 'nomeacao',
      cargo: c.cargo,
    };
  }

  /** Resumo: per cargo, the vacancies of each reserve (PcD included), AC, the other reading, who is nominated. */
  summaryTable(): OutputTable {
    const result = this.result;
    const reserves = this.reserves;
    const cab = [
      'Cargo',
      'Vagas',
      ...reserves.map((g) => `Reserva ${g}`),
      'Ampla concorrência',
      'Reserva na outra leitura',
      'Nomeados',
      'Vagas sem candidato',
      'Provisório',
      'Avisos',
    ];
    const otherCol = reserves.length + 3;
    const linhas: CellValue[][] = result.cargos.map((c) => {
      const nomeados = c.nomeacao.filter((n) => n.inscricao !== null).length;
      const other = c.reservaOutraLeitura;
      const outra = other
        ? `${other.arredondamento}: ${reserves.map((g) => `${g} ${other.reserva[g] ?? 0}`).join(', ')}, AC ${other.reserva.AC ?? ''}`
        : '';
      return [
        cargoLabel(c),
        c.vagas,
        ...reserves.map((g) => c.reserva[g] ?? 0),
        c.reserva.AC,
        outra,
        nomeados,
        c.vagas - nomeados,
        c.provisorio ? 'Sim' : 'Não',
        c.avisos.filter((a) => a.nivel !== 'info').length,
      ];
    });
    return {
      nome: 'Resumo',
      titulo: `Resumo da classificação — ${this.rulesName()}`,
      cabecalho: cab,
      linhas,
      formatos: cab.map((_, i) => (i === 0 || i === cab.length - 2 || i === otherCol ? FORMAT_TEXT : FORMAT_INTEGER)),
      larguras: cab.map((h, i) => (i === 0 ? 36 : i === otherCol ? 30 : Math.max(10, h.length + 2))),
      tipo: 'resumo',
      cargo: null,
    };
  }
}

/** The AC list's PcD cell: "Sim", with the assessment when it takes the candidate out of the PcD list. */
function pcdText(cand: Candidate | undefined): string {
  if (!cand?.pcd) return '';
  const a = cand.avaliacaoPcd;
  return a === 'indeferida' || a === 'ausente' ? `Sim (avaliação ${CONFIRMATION_NAMES[a].toLowerCase()})` : 'Sim';
}

/**
 * Tables of the final result: a "Resumo", then per cargo the ampla concorrência classification, one
 * list per group, the PcD list (with a PcD rule), the order of nomination; and the "Memória de
 * cálculo" (rule set, options, warnings, audit trail, engine version, date, SHA-256 of the input).
 */
export function finalListTables(concurso: Concurso, result: ConcursoResult, opts: FinalListOptions = {}): OutputTable[] {
  return Array.from(finalListTablesOneByOne(concurso, result, opts));
}

/**
 * finalListTables one table at a time, in the same order with the same names: each table is built
 * when the next one is asked for, so that a writer that writes and drops each (the command line's
 * .xlsx writer) never holds every list of a million candidates at once (issue 12).
 */
export function* finalListTablesOneByOne(concurso: Concurso, result: ConcursoResult, opts: FinalListOptions = {}): Generator<OutputTable> {
  const namer = new SheetNamer();
  const builder = new FinalListBuilder(concurso, result, opts);
  const named = (t: OutputTable): OutputTable => ({ ...t, nome: namer.name(t.nome) });
  yield named(builder.summaryTable());
  // One unnamed cargo: the two layouts are the same sheets.
  const single = result.cargos.length === 1 && result.cargos[0].cargo === null;
  if (opts.disposicao === 'por-lista' && !single) {
    for (const lista of builder.listNames()) yield named(listTable(builder, result.cargos, lista));
  } else {
    for (const c of result.cargos) for (const lista of builder.listNames()) yield named(builder.table(c, lista));
  }
  yield named(memoryTable(concurso, result, opts, builder));
}

/** The sheet name of a list in the 'por-lista' layout: the list's code, or "Nomeação". */
function listSheetName(lista: string): string {
  return lista === NOMINATION_LIST ? 'Nomeação' : lista;
}

/**
 * One list for every cargo (the 'por-lista' layout): a "Cargo" column, then each cargo's rows of that
 * list together, in the Resumo's cargo order; a cargo with no one in the list has one row that says so.
 */
function listTable(builder: FinalListBuilder, cargos: CargoResult[], lista: string): OutputTable {
  // Each cargo's table is built, its rows taken (with the cargo in front) and dropped: the list of a
  // million candidates is never held twice.
  const first = builder.table(cargos[0], lista);
  const situacao = first.cabecalho.indexOf('Situação');
  const linhas: CellValue[][] = [];
  cargos.forEach((c, k) => {
    const t = k === 0 ? first : builder.table(c, lista);
    const label = cargoLabel(c);
    if (t.linhas.length === 0) {
      const row: CellValue[] = [label, ...first.cabecalho.map(() => null)];
      row[(situacao >= 0 ? situacao : 0) + 1] = lista === NOMINATION_LIST ? 'Nenhuma vaga neste cargo' : 'Nenhum candidato nesta lista';
      linhas.push(row);
      return;
    }
    for (const r of t.linhas) {
      r.unshift(label);
      linhas.push(r);
    }
    if (k === 0) first.linhas = [];
  });
  // The per-cargo title without its cargo ("Professor — Lista de …" → "Lista de …").
  const what = first.titulo
    .slice(cargoLabel(cargos[0]).length + ' — '.length)
    .replace(/ — nenhum candidato$/, '')
    .replace(/ \(\d+ vagas?\)$/, '');
  return {
    nome: listSheetName(lista),
    titulo: `${what} — ${cargos.length} ${cargos.length === 1 ? 'cargo' : 'cargos'}`,
    cabecalho: ['Cargo', ...first.cabecalho],
    linhas,
    formatos: first.formatos ? [FORMAT_TEXT, ...first.formatos] : undefined,
    larguras: first.larguras ? [28, ...first.larguras] : undefined,
    tipo: first.tipo,
    cargo: null,
  };
}

/** What each rounding reading means, in the words and with the article of the rule set applied. */
function roundingText(r: Rounding, rules: RuleSet): string {
  const article = ` (${rules.articles.rounding})`;
  if (r === 'por-grupo') return `por-grupo — arredonda a reserva de cada grupo separadamente${article}`;
  const split = rules.groups.length > 1 ? ', repartida entre os grupos na proporção de cada um' : '';
  return `total — arredonda a reserva total (${percent(totalBasisPoints(rules))})${split}${article}`;
}
const COLLISION_TEXT: Record<string, string> = {
  anterior: 'anterior — posição disputada vai para a posição livre anterior mais próxima',
  posterior: 'posterior — posição disputada vai para a posição livre seguinte mais próxima',
};
const MULTIPLE_TEXT: Record<string, string> = {
  'maior-percentual':
    'maior-percentual — quem está numa lista racial e na lista PcD fica só na reserva de maior percentual (empate: a racial)',
  todas: 'todas — quem está numa lista racial e na lista PcD fica nas duas e é chamado pela que o alcançar primeiro',
};

/** The PcD rule in the Memória: its name and id, its share, from how many vacancies, its rounding. */
function pcdRuleText(rule: PcdRule, name: string | null): string {
  const fraction = rule.fraction === 'up' ? 'fração arredondada para cima' : 'fração de 0,5 ou mais arredondada para cima';
  const atLeast = rule.atLeast > 0 ? `, no mínimo ${rule.atLeast}` : '';
  return `${name ?? rule.name} (${rule.id}) — ${percent(rule.basisPoints)} das vagas a partir de ${rule.minimumVacancies} vagas, ${fraction}${atLeast}`;
}

const ABSENCE_TEXT: Record<string, string> = {
  ampla: 'ampla — quem faltou à confirmação continua só na ampla concorrência',
  eliminado: 'eliminado — quem faltou à confirmação sai de todas as listas',
};

function memoryTable(concurso: Concurso, result: ConcursoResult, opts: FinalListOptions, builder: FinalListBuilder): OutputTable {
  const o = result.opcoes;
  const rules = builder.rules;
  const rows: CellValue[][] = [];
  const geral = 'Geral';
  const add = (cargo: string, passo: CellValue, tipo: string, artigo: string, texto: string): void => {
    rows.push([cargo, passo, tipo, artigo, texto]);
  };
  add(geral, null, 'Regra', '', `${result.regraNome} (${result.regra})`);
  add(geral, null, 'Opção', '', `Arredondamento: ${roundingText(o.arredondamento, rules)}`);
  add(geral, null, 'Opção', '', `Colisão: ${COLLISION_TEXT[o.colisao] ?? o.colisao}`);
  add(geral, null, 'Opção', '', `Ausência na confirmação: ${ABSENCE_TEXT[o.ausenciaConfirmacao] ?? o.ausenciaConfirmacao}`);
  const pcd = builder.pcdRule;
  if (pcd) {
    add(geral, null, 'Opção', pcd.articles.count, `Reserva PcD: ${pcdRuleText(pcd, result.pcdNome)}`);
    add(geral, null, 'Opção', pcd.articles.multiple, `Reserva múltipla: ${MULTIPLE_TEXT[o.reservaMultipla] ?? o.reservaMultipla}`);
  } else {
    add(geral, null, 'Opção', '', `Reserva PcD: ${NO_PCD_RULE} — nenhuma reserva para pessoas com deficiência foi escolhida`);
  }
  add(
    geral,
    null,
    'Opção',
    '',
    `Data do edital: ${o.dataEdital ? formatDate(o.dataEdital) : `não informada (${rules.articles.inForce} não verificado)`}`,
  );
  add(
    geral,
    null,
    'Opção',
    '',
    `Data de referência (idade): ${o.dataReferencia ? formatDate(o.dataReferencia) : 'não informada (sem prioridade por idade)'}`,
  );
  for (const d of opts.descricao ?? []) add(geral, null, 'Identificação', '', `${d.chave}: ${d.valor}`);
  if (opts.origem) add(geral, null, 'Entrada', '', `Arquivo de entrada: ${opts.origem}`);
  if (opts.leitura) for (const l of formatReadingReport(opts.leitura)) add(geral, null, 'Leitura', '', l);
  add(geral, null, 'Entrada', '', `${concurso.candidatos.length} candidato(s) em ${concurso.cargos.length} cargo(s)`);
  if (opts.sha256) add(geral, null, 'Entrada', '', `${SHA256_LABEL} ${opts.sha256}`);
  add(geral, null, 'Versão', '', `Versão do motor de cálculo: ${result.versaoMotor}`);
  add(geral, null, 'Data', '', `Gerado em ${formatDateTime(opts.geradoEm ?? new Date())}`);
  if (opts.mascarar) add(geral, null, 'Publicação', '', 'CPF mascarado e datas de nascimento omitidas (versão para publicação)');
  const warnings = resultWarnings(result);
  for (const { aviso: a } of warnings.filter((w) => w.cargo === null)) add(geral, null, `Aviso (${a.nivel})`, a.artigo, a.mensagem);
  for (const c of result.cargos) {
    const label = cargoLabel(c);
    for (const { aviso: a } of warnings.filter((w) => w.cargo === c)) add(label, null, `Aviso (${a.nivel})`, a.artigo, a.mensagem);
    for (const s of c.memoria ?? []) add(label, s.passo, s.tipo, s.artigo, s.mensagem);
  }
  return {
    nome: 'Memória de cálculo',
    titulo: `Memória de cálculo — ${builder.rulesName()}`,
    cabecalho: ['Cargo', 'Passo', 'Tipo', 'Artigo', 'Descrição'],
    linhas: rows,
    formatos: [FORMAT_TEXT, FORMAT_INTEGER, FORMAT_TEXT, FORMAT_TEXT, FORMAT_TEXT],
    larguras: [28, 7, 16, 26, 110],
    tipo: 'memoria',
    cargo: null,
  };
}
