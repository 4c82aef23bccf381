// The ONE place that decides what the final lists contain, whichever host writes them (.xlsx file,
// Excel add-in, Google Sheets).
import { findRuleSet, percent, totalBasisPoints } from '../engine';
import type { RuleSet } from '../engine';
import type { Candidate, CandidateOutcome, CargoResult, Concurso, ConcursoResult, Rounding, Warning } from '../engine/types';
import { CellValue, isoToBR } from './parsers';

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
  tipo: 'resumo' | 'ampla' | 'grupo' | 'nomeacao' | 'memoria';
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
}

const MODALITY_NAMES: Record<string, string> = {
  AC: 'Ampla concorrência',
  PP: 'Pretos e pardos',
  IND: 'Indígenas',
  QUI: 'Quilombolas',
};

/** "Ampla concorrência", "Pretos e pardos"... (the code itself for unknown groups). */
export function modalityName(code: string | null | undefined): string {
  if (!code) return '';
  return MODALITY_NAMES[code] ?? code;
}

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
    let base = wanted.replace(INVALID_SHEET_CHARS, '-').replace(/[\u0000-\u001f]/g, ' ').replace(/\s+/g, ' ').trim();
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
  const head = chars.slice(0, max - tailLen - 1).join('').trimEnd();
  const tail = chars.slice(chars.length - tailLen).join('').trimStart();
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

/** Canonical text of a concurso (sorted keys, no spaces): hash it to identify the input. */
export function canonicalInput(concurso: Concurso): string {
  return canonicalJson(concurso);
}

export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
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

interface Ctx {
  concurso: Concurso;
  cpfOf: (inscricao: string) => string;
  byInscricao: Map<string, { cand: Candidate; idx: number }>;
  outcome: Map<string, CandidateOutcome>;
  /** What an unresolved tie means for each tied candidate's row (tieNotes). */
  ties: Map<string, string>;
  mascarar: boolean;
  hasCpf: boolean;
  hasNascimento: boolean;
}

/** What every cargo's lists share, computed once per concurso: the candidates of each cargo, CPFs, columns. */
interface ConcursoCtx {
  /** Per cargo (as the engine names it), its candidates by inscrição, with their index in the concurso. */
  byCargo: Map<string | null, Map<string, { cand: Candidate; idx: number }>>;
  cpfs: (string | null)[];
  mascarar: boolean;
  hasCpf: boolean;
  hasNascimento: boolean;
}

function concursoContext(concurso: Concurso, opts: FinalListOptions): ConcursoCtx {
  // One cargo: every candidate belongs to it, whatever their cargo cell says (as in the engine).
  const only = concurso.cargos.length === 1 ? concurso.cargos[0].cargo ?? null : undefined;
  const byCargo = new Map<string | null, Map<string, { cand: Candidate; idx: number }>>();
  concurso.candidatos.forEach((cand, idx) => {
    const key = only !== undefined ? only : cand.cargo ?? null;
    let m = byCargo.get(key);
    if (!m) byCargo.set(key, (m = new Map()));
    m.set(cand.inscricao, { cand, idx });
  });
  const mascarar = !!opts.mascarar;
  const cpfs = opts.cpfs ?? concurso.candidatos.map((c) => c.cpf ?? null);
  return {
    byCargo,
    cpfs,
    mascarar,
    hasCpf: cpfs.some((c) => !!c),
    hasNascimento: !mascarar && concurso.candidatos.some((c) => !!c.nascimento),
  };
}

function cargoContext(concurso: Concurso, all: ConcursoCtx, cargo: CargoResult): Ctx {
  const byInscricao = all.byCargo.get(cargo.cargo ?? null) ?? new Map<string, { cand: Candidate; idx: number }>();
  const outcome = new Map<string, CandidateOutcome>();
  for (const o of cargo.candidatos ?? []) outcome.set(o.inscricao, o);
  const { cpfs, mascarar } = all;
  const cpfOf = (inscricao: string): string => {
    const e = byInscricao.get(inscricao);
    const raw = e ? cpfs[e.idx] : null;
    return mascarar ? maskCpf(raw) : formatCpf(raw);
  };
  return { concurso, cpfOf, byInscricao, outcome, ties: tieNotes(cargo), mascarar, hasCpf: all.hasCpf, hasNascimento: all.hasNascimento };
}

function personColumns(ctx: Ctx): { cab: string[]; fmt: (string | null)[]; wid: number[]; cells: (insc: string) => CellValue[] } {
  const cab = ['Inscrição', 'Nome'];
  const fmt: (string | null)[] = [FORMAT_TEXT, FORMAT_TEXT];
  const wid = [12, 36];
  if (ctx.hasCpf) {
    cab.push('CPF');
    fmt.push(FORMAT_TEXT);
    wid.push(16);
  }
  if (ctx.hasNascimento) {
    cab.push('Nascimento');
    fmt.push(FORMAT_TEXT);
    wid.push(12);
  }
  const cells = (insc: string): CellValue[] => {
    const e = ctx.byInscricao.get(insc);
    const row: CellValue[] = [insc, e?.cand.nome ?? ''];
    if (ctx.hasCpf) row.push(ctx.cpfOf(insc));
    if (ctx.hasNascimento) row.push(isoToBR(e?.cand.nascimento ?? null));
    return row;
  };
  return { cab, fmt, wid, cells };
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

/**
 * Tables of the final result: a "Resumo", then per cargo the ampla concorrência classification, one
 * list per group, the order of nomination; and the "Memória de cálculo" (rule set, options, warnings,
 * audit trail, engine version, date, SHA-256 of the input).
 */
export function finalListTables(concurso: Concurso, result: ConcursoResult, opts: FinalListOptions = {}): OutputTable[] {
  const namer = new SheetNamer();
  const tables: OutputTable[] = [];
  const groups = groupCodes(result);
  const allScores = concurso.candidatos.map((c) => c.nota);
  const fmtScore = scoreFormat(allScores);

  // Resumo
  {
    const cab = ['Cargo', 'Vagas', ...groups.map((g) => `Reserva ${g}`), 'Ampla concorrência', 'Reserva na outra leitura', 'Nomeados', 'Vagas sem candidato', 'Provisório', 'Avisos'];
    const linhas: CellValue[][] = result.cargos.map((c) => {
      const nomeados = c.nomeacao.filter((n) => n.inscricao !== null).length;
      const outra = c.reservaOutraLeitura
        ? `${c.reservaOutraLeitura.arredondamento}: ${groups.map((g) => `${g} ${c.reservaOutraLeitura.reserva[g] ?? 0}`).join(', ')}, AC ${c.reservaOutraLeitura.reserva.AC ?? ''}`
        : '';
      return [
        cargoLabel(c),
        c.vagas,
        ...groups.map((g) => c.reserva[g] ?? 0),
        c.reserva.AC,
        outra,
        nomeados,
        c.vagas - nomeados,
        c.provisorio ? 'Sim' : 'Não',
        c.avisos.filter((a) => a.nivel !== 'info').length,
      ];
    });
    tables.push({
      nome: namer.name('Resumo'),
      titulo: `Resumo da classificação — ${result.regraNome}`,
      cabecalho: cab,
      linhas,
      formatos: cab.map((_, i) => (i === 0 || i === cab.length - 2 || i === groups.length + 3 ? FORMAT_TEXT : FORMAT_INTEGER)),
      larguras: cab.map((h, i) => (i === 0 ? 36 : i === groups.length + 3 ? 30 : Math.max(10, h.length + 2))),
      tipo: 'resumo',
      cargo: null,
    });
  }

  const shared = concursoContext(concurso, opts);
  for (const c of result.cargos) {
    const ctx = cargoContext(concurso, shared, c);
    const person = personColumns(ctx);
    const label = cargoLabel(c);
    const suffix = c.cargo ? ` - ${c.cargo}` : '';

    // Ampla concorrência
    {
      const cab = ['Classificação', ...person.cab, 'Nota', 'Grupo declarado', 'Situação'];
      const linhas = (c.listas.AC ?? []).map((insc, i) => {
        const e = ctx.byInscricao.get(insc);
        const g = e?.cand.grupo ?? null;
        return [i + 1, ...person.cells(insc), e?.cand.nota ?? null, g ? `${g}${e?.cand.optante ? '' : ' (não optante)'}` : '', situationText(ctx.outcome.get(insc), ctx.ties.get(insc))];
      });
      tables.push({
        nome: namer.name(`AC${suffix}`),
        titulo: `${label} — Classificação na ampla concorrência${linhas.length === 0 ? ' — nenhum candidato' : ''}`,
        cabecalho: cab,
        linhas,
        formatos: [FORMAT_INTEGER, ...person.fmt, fmtScore, FORMAT_TEXT, FORMAT_TEXT],
        larguras: [14, ...person.wid, 10, 18, 44],
        tipo: 'ampla',
        cargo: c.cargo,
      });
    }
    // One list per group
    for (const g of groups) {
      const list = c.listas[g] ?? [];
      const cab = [`Classificação ${g}`, 'Classificação AC', ...person.cab, 'Nota', 'Confirmação', 'Situação'];
      const linhas = list.map((insc, i) => {
        const e = ctx.byInscricao.get(insc);
        const o = ctx.outcome.get(insc);
        return [i + 1, o?.classificacaoAC ?? null, ...person.cells(insc), e?.cand.nota ?? null, CONFIRMATION_NAMES[e?.cand.confirmacao ?? ''] ?? '', situationText(o, ctx.ties.get(insc))];
      });
      tables.push({
        nome: namer.name(`${g}${suffix}`),
        titulo: `${label} — Lista de ${modalityName(g).toLowerCase()} (${g})${linhas.length === 0 ? ' — nenhum candidato' : ''}`,
        cabecalho: cab,
        linhas,
        formatos: [FORMAT_INTEGER, FORMAT_INTEGER, ...person.fmt, fmtScore, FORMAT_TEXT, FORMAT_TEXT],
        larguras: [18, 17, ...person.wid, 10, 14, 44],
        tipo: 'grupo',
        cargo: c.cargo,
      });
    }
    // Order of nomination
    {
      const cab = ['Posição', 'Vaga', ...person.cab, 'Nota', 'Modalidade', 'Situação'];
      const linhas = c.nomeacao.map((n) => {
        if (n.inscricao === null) {
          return [n.posicao, n.vaga, ...person.cells('').map(() => ''), null, '', 'Vaga sem candidato'];
        }
        const e = ctx.byInscricao.get(n.inscricao);
        const o = ctx.outcome.get(n.inscricao);
        const mod = n.modalidade === n.vaga || n.modalidade === null ? modalityName(n.modalidade) : `${modalityName(n.modalidade)} (vaga ${n.vaga} revertida)`;
        const tie = ctx.ties.get(n.inscricao);
        const status = o?.provisorio ? 'Provisório' : 'Nomeado(a)';
        return [n.posicao, n.vaga, ...person.cells(n.inscricao), e?.cand.nota ?? null, mod, tie ? `${status} — ${tie}` : status];
      });
      tables.push({
        nome: namer.name(`Nomeação${suffix}`),
        titulo: `${label} — Ordem de nomeação (${c.vagas} ${c.vagas === 1 ? 'vaga' : 'vagas'})`,
        cabecalho: cab,
        linhas,
        formatos: [FORMAT_INTEGER, FORMAT_TEXT, ...person.fmt, fmtScore, FORMAT_TEXT, FORMAT_TEXT],
        larguras: [9, 8, ...person.wid, 10, 34, 14],
        tipo: 'nomeacao',
        cargo: c.cargo,
      });
    }
  }

  tables.push(memoryTable(concurso, result, opts, namer));
  return tables;
}

function groupCodes(result: ConcursoResult): string[] {
  const set: string[] = [];
  for (const c of result.cargos) {
    for (const k of Object.keys(c.listas ?? {})) if (k !== 'AC' && !set.includes(k)) set.push(k);
    for (const k of Object.keys(c.reserva ?? {})) if (k !== 'AC' && !set.includes(k)) set.push(k);
  }
  return set;
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
const ABSENCE_TEXT: Record<string, string> = {
  ampla: 'ampla — quem faltou à confirmação continua só na ampla concorrência',
  eliminado: 'eliminado — quem faltou à confirmação sai de todas as listas',
};

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** dd/mm/aaaa hh:mm:ss (local time of the host). */
export function formatDateTimeBR(d: Date): string {
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

function memoryTable(concurso: Concurso, result: ConcursoResult, opts: FinalListOptions, namer: SheetNamer): OutputTable {
  const o = result.opcoes;
  const rules = findRuleSet(result.regra);
  if (!rules) throw new Error(`Regra desconhecida: "${result.regra}".`);
  const rows: CellValue[][] = [];
  const geral = 'Geral';
  const add = (cargo: string, passo: CellValue, tipo: string, artigo: string, texto: string): void => {
    rows.push([cargo, passo, tipo, artigo, texto]);
  };
  add(geral, null, 'Regra', '', `${result.regraNome} (${result.regra})`);
  add(geral, null, 'Opção', '', `Arredondamento: ${roundingText(o.arredondamento, rules)}`);
  add(geral, null, 'Opção', '', `Colisão: ${COLLISION_TEXT[o.colisao] ?? o.colisao}`);
  add(geral, null, 'Opção', '', `Ausência na confirmação: ${ABSENCE_TEXT[o.ausenciaConfirmacao] ?? o.ausenciaConfirmacao}`);
  add(geral, null, 'Opção', '', `Data do edital: ${o.dataEdital ? isoToBR(o.dataEdital) : `não informada (${rules.articles.inForce} não verificado)`}`);
  add(geral, null, 'Opção', '', `Data de referência (idade): ${o.dataReferencia ? isoToBR(o.dataReferencia) : 'não informada (sem prioridade por idade)'}`);
  for (const d of opts.descricao ?? []) add(geral, null, 'Identificação', '', `${d.chave}: ${d.valor}`);
  if (opts.origem) add(geral, null, 'Entrada', '', `Arquivo de entrada: ${opts.origem}`);
  add(geral, null, 'Entrada', '', `${concurso.candidatos.length} candidato(s) em ${concurso.cargos.length} cargo(s)`);
  if (opts.sha256) add(geral, null, 'Entrada', '', `SHA-256 dos dados de entrada normalizados: ${opts.sha256}`);
  add(geral, null, 'Versão', '', `Versão do motor de cálculo: ${result.versaoMotor}`);
  add(geral, null, 'Data', '', `Gerado em ${formatDateTimeBR(opts.geradoEm ?? new Date())}`);
  if (opts.mascarar) add(geral, null, 'Publicação', '', 'CPF mascarado e datas de nascimento omitidas (versão para publicação)');
  const warnings = resultWarnings(result);
  for (const { aviso: a } of warnings.filter((w) => w.cargo === null)) add(geral, null, `Aviso (${a.nivel})`, a.artigo, a.mensagem);
  for (const c of result.cargos) {
    const label = cargoLabel(c);
    for (const { aviso: a } of warnings.filter((w) => w.cargo === c)) add(label, null, `Aviso (${a.nivel})`, a.artigo, a.mensagem);
    for (const s of c.memoria ?? []) add(label, s.passo, s.tipo, s.artigo, s.mensagem);
  }
  return {
    nome: namer.name('Memória de cálculo'),
    titulo: `Memória de cálculo — ${result.regraNome}`,
    cabecalho: ['Cargo', 'Passo', 'Tipo', 'Artigo', 'Descrição'],
    linhas: rows,
    formatos: [FORMAT_TEXT, FORMAT_INTEGER, FORMAT_TEXT, FORMAT_TEXT, FORMAT_TEXT],
    larguras: [28, 7, 16, 26, 110],
    tipo: 'memoria',
    cargo: null,
  };
}
