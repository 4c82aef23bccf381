// Readable Portuguese text for the terminal (the commands without --json): ONE renderer of a
// classified concurso, whatever the input (JSON document or spreadsheet), and the table of
// `cotas reserva`. Fits the terminal width (80 to 120 columns; 100 when not a terminal).
import { defaultOptions } from '../engine/catalog/options';
import { PCD_CODE, modalityCodes, pcdRuleOf, reservedCounts, rulesOf } from '../engine';
import type { PcdRule } from '../engine/pcd';
import type {
  CutResult,
  CandidateOutcome,
  CargoResult,
  Collision,
  Concurso,
  ConcursoResult,
  MultipleReserve,
  Nomination,
  ReserveResult,
  Rounding,
  RuleSet,
} from '../engine';
import { positionSituationText } from '../engine/catalog/acts';
import { INVISIBLE_CHARS } from '../engine/catalog/words';
import { warningLine } from '../engine/narrative';
import { count, formatDate, formatScore, ordinal } from '../engine/text';
import { modalityHeading, modalityTitle } from '../engine/vocabulary';
import { earlierText, resultWarnings } from '../sheet';
import { appendAll } from '../sheet/problems';
import type { ShownWarning } from '../sheet';

/**
 * The text as it may reach a terminal: the control characters other than the line break and the tab
 * (ESC starts the sequences that colour the text or move the cursor, CR overwrites a line) shown as
 * '\ufffd', the invisible and bidi ones (U+202E shows a name reversed) dropped. Every text this module
 * renders passes here last, whatever the input held (test/cli/terminal-safe.test.ts).
 */
export function terminalSafe(text: string): string {
  return text.replace(INVISIBLE_CHARS, '').replace(TERMINAL_CONTROLS, '\ufffd');
}
// eslint-disable-next-line no-control-regex -- the control characters are what it matches
const TERMINAL_CONTROLS = new RegExp('[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f]', 'g');

export const DEFAULT_WIDTH = 100;
/** Lists longer than this show their nominees and the next LIST_TAIL candidates only. */
const LIST_TAIL = 5;
const LIST_MIN = 10;

/** Width for the readable text: the terminal's, or $COLUMNS when the output is not a terminal. */
export function terminalWidth(): number | undefined {
  if (process.stdout.isTTY) return process.stdout.columns;
  const env = Number(process.env.COLUMNS);
  return Number.isInteger(env) && env > 0 ? env : undefined;
}

function clampWidth(w: number | undefined): number {
  return Math.max(60, Math.min(120, w && Number.isFinite(w) ? Math.floor(w) : DEFAULT_WIDTH));
}

/** Cuts a text to `w` characters, ending in "…" when cut. */
function fit(s: string, w: number): string {
  return s.length <= w ? s : w <= 1 ? s.slice(0, w) : s.slice(0, w - 1) + '…';
}

/** Word-wraps `text` to `width`: the first line after `first`, the others after `rest` (same length). */
export function wrap(text: string, width: number, first = '', rest = ' '.repeat(first.length)): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  // "nº 9.508/2018", "art. 10, §2º" stay on one line.
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .reduce<string[]>((acc, w) => {
      const prev = acc[acc.length - 1];
      if (prev !== undefined && (/^(§|nº)/.test(w) || /^\(?(nº|n\.º|art\.|arts\.|§|§§|Lei|Decreto)$/i.test(prev.split(' ').pop()!)))
        acc[acc.length - 1] = `${prev} ${w}`;
      else acc.push(w);
      return acc;
    }, []);
  for (const word of words) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else line += (empty ? '' : ' ') + word;
    empty = false;
  }
  lines.push(line);
  return lines;
}

interface Column {
  header: string;
  right?: boolean;
  /** The column that gives way (cut with "…") when the table is wider than the terminal. */
  flex?: boolean;
}

/** A text table indented by `indent`, at most `width` columns wide; the `hide` columns are left out. */
function table(allColumns: Column[], allRows: string[][], width: number, indent = '  ', hide: number[] = []): string[] {
  const keep = (_: unknown, k: number): boolean => !hide.includes(k);
  const columns = allColumns.filter(keep);
  const rows = allRows.map((r) => r.filter(keep));
  // A loop, not Math.max(...rows): a table of 50.000 positions (the most vacancies a cargo may have)
  // would overflow the call stack (test/cli/limites.test.ts).
  const widths = columns.map((c) => c.header.length);
  for (const r of rows) for (let k = 0; k < widths.length; k++) widths[k] = Math.max(widths[k], (r[k] ?? '').length);
  const total = indent.length + widths.reduce((a, b) => a + b, 0) + 2 * (columns.length - 1);
  const flex = columns.findIndex((c) => c.flex);
  if (total > width && flex >= 0) widths[flex] = Math.max(columns[flex].header.length, 8, widths[flex] - (total - width));
  const line = (cells: string[]): string =>
    indent +
    cells
      .map((c, k) => {
        const v = fit(c ?? '', widths[k]);
        return columns[k].right ? v.padStart(widths[k]) : v.padEnd(widths[k]);
      })
      .join('  ')
      .trimEnd();
  const out = [line(columns.map((c) => c.header)), indent + widths.map((w) => '─'.repeat(w)).join('  ')];
  for (const r of rows) out.push(line(r));
  return out;
}

function pcdLabel(rule: PcdRule | null): string {
  return rule ? rule.name : 'nenhuma';
}

/**
 * An option's value as a word ("por grupo", "maior percentual"), not the contract's code
 * ("por-grupo"): the terminal text is read by a person; the codes are the flags' values (the help).
 */
function valueWord(code: string): string {
  return code.replace(/-/g, ' ');
}

function warningLines(ws: readonly ShownWarning[], width: number, indent: string): string[] {
  return ws.flatMap(({ aviso: a }) => {
    const text = warningLine(a);
    const tag = `${indent}[${a.nivel.toUpperCase()}] `;
    return wrap(text, width, tag, ' '.repeat(tag.length));
  });
}

/** Counts per modality, applied and under the other reading, AC first, PcD last. */
function countsTable(
  codes: string[],
  rules: RuleSet,
  reserva: Record<string, number>,
  other: { arredondamento: Rounding; reserva: Record<string, number> },
  width: number,
  indent: string,
): string[] {
  return table(
    [
      { header: 'Modalidade', flex: true },
      { header: 'Vagas', right: true },
      { header: `Pela leitura "${valueWord(other.arredondamento)}"`, right: true },
    ],
    codes.map((c) => [modalityHeading(c, rules), String(reserva[c] ?? 0), other.reserva[c] === undefined ? '—' : String(other.reserva[c])]),
    width,
    indent,
  );
}

/** "PP 3ª, 8ª; IND 13ª; PCD 5ª, 21ª" — where the reserved positions fall; null when there are none. */
function reservedPositions(sequencia: readonly string[], codes: string[]): string | null {
  const parts = codes
    .filter((c) => c !== 'AC')
    .map((c) => ({ c, at: sequencia.flatMap((m, k) => (m === c ? [ordinal(k + 1, 'f')] : [])) }))
    .filter((x) => x.at.length > 0)
    .map((x) => `${x.c} ${x.at.join(', ')}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

// ---------------------------------------------------------------- cotas reserva

export interface ReserveRenderOptions {
  arredondamento?: Rounding;
  colisao?: Collision;
  /** Shown only when given: it decides lists, not counts. */
  reservaMultipla?: MultipleReserve;
  largura?: number;
}

export function renderReserve(r: ReserveResult, o: ReserveRenderOptions = {}): string {
  const width = clampWidth(o.largura);
  // A rule written by the commission travels with the result (rules.md §11).
  const rules = rulesOf(r);
  const pcd = r.pcd ? pcdRuleOf({ pcd: r.pcd, pcdInformada: r.pcdInformada }) : null;
  const defaults = defaultOptions(rules);
  const rounding = o.arredondamento ?? defaults.arredondamento;
  const collision = o.colisao ?? defaults.colisao;
  const other: Rounding = rounding === 'total' ? 'por-grupo' : 'total';
  const codes = modalityCodes(rules, pcd !== null);
  const out: string[] = wrap(`${count(r.vagas, 'vaga', 'vagas')} — regra: ${rules.name}.`, width);
  const opts =
    `Arredondamento: ${valueWord(rounding)}${rounding === defaults.arredondamento ? ' (padrão)' : ''}; ` +
    `colisão: ${collision}${collision === defaults.colisao ? ' (padrão)' : ''}; reserva PcD: ${pcdLabel(pcd)}.`;
  appendAll(out, wrap(opts, width));
  if (o.reservaMultipla) {
    appendAll(
      out,
      wrap(`Candidato em duas reservas: ${valueWord(o.reservaMultipla)} (decide em que lista a pessoa fica; não muda a contagem).`, width),
    );
  }
  out.push('');
  appendAll(
    out,
    countsTable(codes, rules, r.reserva, { arredondamento: other, reserva: reservedCounts(r.vagas, rules, other, pcd) }, width, ''),
  );
  out.push('');
  const at = reservedPositions(r.sequencia, codes);
  appendAll(out, wrap(at ? `Vagas reservadas na ordem de nomeação: ${at}.` : 'Nenhuma vaga reservada.', width));
  if (r.vagas > 0) {
    out.push('', 'Ordem de nomeação (tipo de cada vaga):');
    const cell = ordinal(r.vagas, 'f').length + 1 + Math.max(...codes.map((c) => c.length));
    const perLine = 2 + 10 * (cell + 2) <= width ? 10 : 5;
    for (let k = 0; k < r.sequencia.length; k += perLine) {
      const cells = r.sequencia
        .slice(k, k + perLine)
        .map((m, j) => `${ordinal(k + j + 1, 'f').padStart(ordinal(r.vagas, 'f').length)} ${m}`.padEnd(cell));
      out.push(('  ' + cells.join('  ')).trimEnd());
    }
  }
  return terminalSafe(out.join('\n') + '\n');
}

// ---------------------------------------------------------------- cotas classificar

function optionsText(r: ConcursoResult, rules: RuleSet): string {
  const o = r.opcoes;
  const parts = [
    `arredondamento ${valueWord(o.arredondamento)}${o.arredondamento === defaultOptions(rules).arredondamento ? ' (padrão)' : ''}`,
    `colisão ${o.colisao}`,
    `ausência na confirmação: ${o.ausenciaConfirmacao}`,
    `reserva PcD: ${r.pcdNome ?? 'nenhuma'}`,
  ];
  if (r.pcdNome) parts.push(`candidato em duas reservas: ${valueWord(o.reservaMultipla)}`);
  parts.push(`data de referência da idade: ${o.dataReferencia ? formatDate(o.dataReferencia) : 'não informada'}`);
  parts.push(`data do edital: ${o.dataEdital ? formatDate(o.dataEdital) : 'não informada'}`);
  return `Opções: ${parts.join('; ')}.`;
}

/** Name of each candidate, by cargo and inscrição (unique within a cargo), built in one pass. */
function namesByCargo(concurso: Concurso): Map<string | null, Map<string, string>> {
  const single = concurso.cargos.length === 1 && concurso.cargos[0].cargo === null;
  const out = new Map<string | null, Map<string, string>>();
  for (const cand of concurso.candidatos) {
    const key = single ? null : (cand.cargo ?? null);
    let m = out.get(key);
    if (!m) out.set(key, (m = new Map()));
    m.set(cand.inscricao, cand.nome ?? '');
  }
  return out;
}

/** False when the input gave no names: the Nome column is left out. */
function hasNames(names: Map<string, string>): boolean {
  for (const n of names.values()) if (n) return true;
  return false;
}

/**
 * Why the occupant is counted as they are, or how they entered, when there is something to say. With
 * acts recorded (rules.md §10) a reopened position's newcomer entered the lists now at another count
 * than the position's number: the reabertura lines of the Memória say why, not the entry point.
 */
function nominationNote(n: Nomination, vagas: number, acts: boolean): string | null {
  if (n.explicacao) return n.explicacao;
  const e = n.entrada;
  if (!acts && e && n.modalidade && (e.vagas !== n.posicao || e.modalidade !== n.modalidade)) {
    return `Entra a partir de ${count(e.vagas, 'vaga', 'vagas')}, em ${e.modalidade}; com as ${vagas} vagas conta em ${n.modalidade}.`;
  }
  return null;
}

/** True when the cargo's record of acts shows in its order: an occupant, or an earlier one (rules.md §10). */
function hasActs(c: CargoResult): boolean {
  return c.nomeacao.some((n) => n.situacao === 'nomeado' || n.situacao === 'empossado' || (n.anteriores?.length ?? 0) > 0);
}

function nominationLines(c: CargoResult, names: Map<string, string>, outcomes: Map<string, CandidateOutcome>, width: number): string[] {
  const rows: string[][] = [];
  const notes = new Map<number, string[]>();
  let provisional = false;
  // Without acts every position is "A nomear" (rules.md §10): the column would say nothing.
  const acts = hasActs(c);
  c.nomeacao.forEach((n, k) => {
    const situacao = acts ? [positionSituationText(n.situacao, n.ato)] : [];
    const before = (n.anteriores ?? []).map((e) => `antes: ${earlierText(e)}`);
    if (before.length > 0) notes.set(k, before);
    if (n.inscricao === null) {
      rows.push([ordinal(n.posicao, 'f'), n.vaga, '—', '(vaga não preenchida)', '', ...situacao]);
      return;
    }
    const prov = outcomes.get(n.inscricao)?.provisorio === true;
    provisional ||= prov;
    rows.push([
      ordinal(n.posicao, 'f'),
      n.vaga,
      n.inscricao,
      names.get(n.inscricao) ?? '',
      `${n.modalidade ?? ''}${prov ? '*' : ''}`,
      ...situacao,
    ]);
    const note = nominationNote(n, c.vagas, acts);
    if (note) notes.set(k, [note, ...before]);
  });
  const t = table(
    [
      { header: 'Posição', right: true },
      { header: 'Vaga' },
      { header: 'Inscrição' },
      { header: 'Nome', flex: true },
      { header: 'Modalidade' },
      ...(acts ? [{ header: 'Situação' }] : []),
    ],
    rows,
    width,
    '  ',
    hasNames(names) ? [] : [3],
  );
  const out = t.slice(0, 2);
  rows.forEach((_, k) => {
    out.push(t[k + 2]);
    for (const note of notes.get(k) ?? []) appendAll(out, wrap(note, width, '           ↳ '));
  });
  if (provisional) out.push('  * depende de confirmação ou avaliação pendente: resultado provisório.');
  return out;
}

/**
 * "A nomear agora" (rules.md §10): the positions whose person is to be called now — position,
 * inscrição, name, modality — or "ninguém a nomear"; without any act, every position of the order.
 */
function toCallLines(c: CargoResult, names: Map<string, string>, width: number): string[] {
  const due = c.nomeacao.filter((n) => n.situacao === 'a-nomear' && n.inscricao !== null);
  if (due.length === 0) return ['A nomear agora: ninguém a nomear.'];
  if (!hasActs(c)) return wrap('A nomear agora: todas as posições da ordem acima (nenhum ato de nomeação registrado).', width);
  const rows = due.map((n) => [ordinal(n.posicao, 'f'), n.inscricao!, names.get(n.inscricao!) ?? '', n.modalidade ?? '']);
  return appendAll(
    [`A nomear agora — ${count(due.length, 'posição', 'posições')}:`],
    table(
      [{ header: 'Posição', right: true }, { header: 'Inscrição' }, { header: 'Nome', flex: true }, { header: 'Modalidade' }],
      rows,
      width,
      '  ',
      hasNames(names) ? [] : [2],
    ),
  );
}

function listLines(
  code: string,
  ids: readonly string[],
  rules: RuleSet,
  names: Map<string, string>,
  nominated: Map<string, Nomination>,
  width: number,
): string[] {
  const title = `${modalityHeading(code, rules)} — ${ids.length === 0 ? 'nenhum candidato' : count(ids.length, 'candidato', 'candidatos')}`;
  if (ids.length === 0) return [`  ${title}`];
  let last = -1;
  ids.forEach((id, k) => {
    if (nominated.has(id)) last = k;
  });
  let shown = Math.min(ids.length, Math.max(last + 1 + LIST_TAIL, LIST_MIN));
  if (ids.length - shown <= 3) shown = ids.length;
  const rows = ids.slice(0, shown).map((id, k) => {
    const n = nominated.get(id);
    return [ordinal(k + 1, 'm'), id, names.get(id) ?? '', n ? `${ordinal(n.posicao, 'f')} vaga (${n.modalidade})` : ''];
  });
  const out = appendAll(
    [`  ${title}`],
    table(
      [{ header: 'Class.', right: true }, { header: 'Inscrição' }, { header: 'Nome', flex: true }, { header: 'Nomeação' }],
      rows,
      width,
      '    ',
      hasNames(names) ? [] : [2],
    ),
  );
  if (shown < ids.length)
    out.push(`    … e mais ${count(ids.length - shown, 'candidato', 'candidatos')} (a lista inteira: --saida ou --json).`);
  return out;
}

function cargoLines(
  c: CargoResult,
  rules: RuleSet,
  withPcd: boolean,
  names: Map<string, string>,
  warnings: readonly ShownWarning[],
  width: number,
): string[] {
  const rule = '═'.repeat(width);
  const out = [
    rule,
    `${c.cargo ?? 'Cargo único'} — ${count(c.vagas, 'vaga', 'vagas')}${c.provisorio ? ' — RESULTADO PROVISÓRIO' : ''}`,
    rule,
    '',
  ];
  // A divergent record of acts and its preteridos (rules.md §10) are to be resolved before anyone is
  // nominated: said first, not among the other warnings.
  const urgent = warnings.filter((w) => w.aviso.codigo === 'historico-divergente');
  if (urgent.length > 0) {
    out.push('ATENÇÃO — atos divergentes do resultado legal:');
    appendAll(out, warningLines(urgent, width, '  '));
    out.push('');
  }
  const others = warnings.filter((w) => w.aviso.codigo !== 'historico-divergente');
  const codes = modalityCodes(rules, withPcd);
  out.push('Vagas por modalidade:');
  appendAll(out, countsTable(codes, rules, c.reserva, c.reservaOutraLeitura, width, '  '));
  const at = reservedPositions(c.sequencia, codes);
  if (at) {
    out.push('');
    appendAll(out, wrap(`Vagas reservadas na ordem de nomeação: ${at}.`, width));
  }
  out.push('');
  const outcomes = new Map(c.candidatos.map((x) => [x.inscricao, x]));
  if (c.vagas > 0) {
    appendAll(out, wrap('Ordem de nomeação (Vaga: o tipo da posição; Modalidade: como a pessoa é computada):', width));
    appendAll(out, nominationLines(c, names, outcomes, width));
    out.push('');
    appendAll(out, toCallLines(c, names, width));
    out.push('');
  }
  const nominated = new Map<string, Nomination>();
  for (const n of c.nomeacao) if (n.inscricao !== null) nominated.set(n.inscricao, n);
  out.push('Listas de classificação:');
  for (const code of codes) if (c.listas[code]) appendAll(out, listLines(code, c.listas[code], rules, names, nominated, width));
  if (c.corte) appendAll(out, cutLines(c.corte, rules, width));
  if (others.length > 0) {
    out.push('', 'Avisos:');
    appendAll(out, warningLines(others, width, '  '));
  }
  return out;
}

/**
 * Who goes on to the next phase (rules.md §12): each list's limit and cut score, then who is called
 * and through which list, in the AC list's order.
 */
function cutLines(corte: CutResult, rules: RuleSet, width: number): string[] {
  const out: string[] = [
    '',
    `Convocados para a próxima fase (leitura: ${corte.leitura === 'todos-os-optantes' ? 'todos os optantes' : 'lista própria'}):`,
  ];
  for (const [code, limit] of Object.entries(corte.limites)) {
    const score = corte.notaDeCorte[code];
    const how = limit === null ? 'todos os optantes ainda não convocados' : `até o ${ordinal(limit, 'm')}`;
    appendAll(
      out,
      wrap(
        `${modalityTitle(code, rules)} (${code}): ${how}; nota de corte ${score === null ? '— (ninguém)' : formatScore(score)}.`,
        width,
        '  ',
      ),
    );
  }
  const called = corte.convocados.map((x) => (x.via === 'AC' ? x.inscricao : `${x.inscricao} (${x.via})`));
  appendAll(out, wrap(`${count(called.length, 'convocado', 'convocados')}: ${called.join(', ') || 'nenhum'}.`, width, '  '));
  return out;
}

/**
 * The readable result of `cotas classificar`: the reading used, the concurso's warnings, then per
 * cargo the vacancies per modality, the order of nomination (with why an occupant counts in another
 * modality than the position's type), the lists and the cargo's warnings.
 */
export function renderConcurso(concurso: Concurso, r: ConcursoResult, largura?: number): string {
  const width = clampWidth(largura);
  const rules = rulesOf(r);
  const withPcd = r.pcdNome !== null || r.cargos.some((c) => c.reserva[PCD_CODE] !== undefined);
  // Every list of lines appended by appendAll, never push(...lines): a cargo of 50.000 vagas has more
  // lines than a call's arguments may be (test/cli/limites.test.ts).
  const out: string[] = [...wrap(`Regra: ${r.regraNome}.`, width), ...wrap(optionsText(r, rules), width)];
  // The other reading's counts are in each cargo's table: its warning would say it again.
  const warnings = resultWarnings(r).filter((w) => w.aviso.codigo !== 'outra-leitura');
  const general = warnings.filter((w) => w.cargo === null);
  if (general.length > 0) {
    out.push('', 'Avisos do concurso:');
    appendAll(out, warningLines(general, width, '  '));
  }
  const names = namesByCargo(concurso);
  for (const c of r.cargos) {
    out.push('');
    appendAll(
      out,
      cargoLines(
        c,
        rules,
        withPcd,
        names.get(c.cargo) ?? new Map(),
        warnings.filter((w) => w.cargo === c),
        width,
      ),
    );
  }
  return terminalSafe(out.join('\n') + '\n');
}
