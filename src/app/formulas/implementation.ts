// What each custom function computes, as plain functions of the values the host passes (numbers,
// strings, 2-D arrays with the header row). Host-free: Excel (src/hosts/excel/functions) and Google
// Sheets (src/hosts/gas/functions.ts) call these with their own FormulaHost (host.ts: how the host's
// blank cells arrive, its size limits), and add only their error mapping and, in Excel, the JSDoc
// that Excel's metadata is generated from.
//
// Parsing of cells is src/sheet's; computing is src/engine's. Here: arguments → engine → the 2-D
// array the host spills. No host global is used, so this runs in Node (tests, benchmark).
import { PCD_CODE, classify, modalityCodes, modalityTitle, reserve } from '../../engine';
import type { CandidateOutcome, CargoResult, CargoVacancies, Concurso, ConcursoResult, PcdRule, RuleSet, Warning } from '../../engine';
import { NO_PCD_RULE } from '../../engine/types';
import { readCut } from '../../engine/validate-cargos';
import {
  FinalListBuilder,
  NOMINATION_LIST,
  assembleCargos,
  attachHistory,
  readActsTable,
  isBlank,
  cargoKey,
  findHeader,
  readCandidateSheet,
  fitCellList,
  fitCellText,
  MAX_CELL_TEXT,
  normalizeHeader,
  parseModalityLabel,
  parseVacancies,
  parseVacancyCount,
  resolveSheetOptions,
  resultWarnings,
  sortProblems,
} from '../../sheet';
import type { ActsReading, CandidateTable, CellValue } from '../../sheet';
import type { ReadingReport } from '../../sheet/report';
import { withSheetCriteria } from '../../sheet/reading/parameters';
import { shortReadingText, tieBreakColumns } from './reading';
import { InputError, problemsMessage } from './errors';
import { functionPcdRule, functionRule, ruleGroupNamed } from './rule-range';
import type { FunctionRule } from './rule-range';

export { problemsMessage } from './errors';
import { pcdRuleChoices } from '../../engine/catalog/options';
import type { FormulaHost } from './host';
import {
  COUNT_OPTIONS,
  FunctionOptions,
  argText,
  engineOptions,
  parseOptionsText,
  resolveCollision,
  resolveRounding,
  resolveRuleChoice,
} from './options';

/** A cell of a spilled result. Never null: Excel would show 0. */
export type OutCell = string | number | boolean;
export type OutMatrix = OutCell[][];

/** Label of the total reserved in COTAS.RESERVA (also accepted as `grupo`). */
export const TOTAL_LABEL = 'Total reservado';

function cell(value: unknown): OutCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'string') return value.length > MAX_CELL_TEXT ? fitCellText(value) : value;
  if (typeof value === 'boolean') return value;
  return String(value);
}

/** Vacancies as a whole number ≥ 1 (COTAS.RESERVA, COTAS.SEQUENCIA). */
function vacancyCount(value: unknown): number {
  const v = Array.isArray(value) ? (value as unknown[]).flat() : [value];
  if (v.length !== 1) throw new InputError('vagas: informe um único número de vagas, e não um intervalo');
  const n = parseVacancyCount(v[0] as CellValue);
  if (!n.ok) throw new InputError(`vagas: ${n.erro}.`);
  // A blank cell reaches the function as 0 in Excel desktop: never "0 vacancies" silently.
  if (n.value < 1)
    throw new InputError('vagas: informe pelo menos 1 vaga (no Excel para computador, uma célula em branco chega à função como 0).');
  return n.value;
}

// ---------------------------------------------------------------------------------------------
// COTAS.RESERVA and COTAS.SEQUENCIA

/** "escolha a regra da reserva PcD nas opções…": what to do when PCD is asked for without a PcD rule. */
function pcdRuleNeeded(what: string): InputError {
  return new InputError(
    `${what}: escolha a regra da reserva PcD nas opções, por exemplo "pcd=federal-9508-2018" (regras: ${pcdRuleChoices()})`,
  );
}

/** What `grupo` of COTAS.RESERVA asks for: a group code, "AC", "PCD" or the total reserved. */
export function resolveReserveTarget(value: unknown, rules: RuleSet, pcdRule: PcdRule | null = null): string {
  const raw = argText(value);
  const key = normalizeHeader(raw);
  if (['total', 'total reservado', 'reservado', 'reservadas', 'reserva', 'total da reserva', 'cotas'].includes(key)) return 'TOTAL';
  const m = ruleGroupNamed(raw, rules) ?? parseModalityLabel(raw);
  if (m === PCD_CODE && !pcdRule) throw pcdRuleNeeded('grupo PCD');
  if (m !== null) return m;
  const valid = [...modalityCodes(rules, true).filter((c) => c !== 'AC'), 'AC', 'TOTAL'].join(', ');
  throw new InputError(
    `grupo desconhecido: '${raw}'. Use ${valid} (ou escrito por extenso, como "pretos e pardos" ou "pessoas com deficiência")`,
  );
}

/** A choice given both as an argument and in the options: the same, or an error. */
function oneOf<T>(name: string, fromArgument: T | undefined, fromOptions: T | undefined): T | undefined {
  if (fromArgument !== undefined && fromOptions !== undefined && fromArgument !== fromOptions) {
    throw new InputError(
      `${name}: informado no argumento ('${fromArgument}') e nas opções ('${fromOptions}'), com valores diferentes; use um só`,
    );
  }
  return fromArgument ?? fromOptions;
}

/** The counts' arguments of COTAS.RESERVA and COTAS.SEQUENCIA, with their `opções` text and the Regra range. */
function countArguments(regra: unknown, arredondamento: unknown, colisao: unknown, opcoes: unknown, abaRegra: unknown) {
  const options = parseOptionsText(opcoes, COUNT_OPTIONS);
  const rule = functionRule(oneOf('regra', resolveRuleChoice(regra), options.regra), abaRegra);
  const pcdRule = functionPcdRule(rule, options);
  return {
    rules: rule.rules,
    regra: rule.regraInformada ?? rule.regra,
    pcdRule,
    reserveOptions: {
      arredondamento: oneOf('arredondamento', resolveRounding(arredondamento), options.arredondamento),
      colisao: oneOf('colisao', resolveCollision(colisao), options.colisao),
      pcd: rule.pcdInformada ?? pcdRule?.id,
    },
  };
}

/** =COTAS.RESERVA(vagas; [grupo]; [regra]; [arredondamento]; [opcoes]; [abaRegra]) */
export function reserveCells(
  vagas: unknown,
  grupo?: unknown,
  regra?: unknown,
  arredondamento?: unknown,
  opcoes?: unknown,
  abaRegra?: unknown,
): OutMatrix {
  const n = vacancyCount(vagas);
  const { rules, regra: rule, pcdRule, reserveOptions } = countArguments(regra, arredondamento, undefined, opcoes, abaRegra);
  const r = reserve(n, rule, reserveOptions);
  const codes = modalityCodes(rules, pcdRule !== null).filter((c) => c !== 'AC');
  const total = codes.reduce((s, c) => s + (r.reserva[c] ?? 0), 0);
  if (argText(grupo) !== '' && argText(grupo) !== '0') {
    const target = resolveReserveTarget(grupo, rules, pcdRule);
    if (target === 'TOTAL') return [[total]];
    return [[r.reserva[target] ?? 0]];
  }
  return [
    [...codes, 'AC', TOTAL_LABEL],
    [...codes.map((c) => r.reserva[c] ?? 0), r.reserva.AC, total],
  ];
}

/** =COTAS.SEQUENCIA(vagas; [regra]; [arredondamento]; [colisao]; [opcoes]; [abaRegra]) */
export function sequenceCells(
  vagas: unknown,
  regra?: unknown,
  arredondamento?: unknown,
  colisao?: unknown,
  opcoes?: unknown,
  abaRegra?: unknown,
): OutMatrix {
  const n = vacancyCount(vagas);
  const { regra: rule, reserveOptions } = countArguments(regra, arredondamento, colisao, opcoes, abaRegra);
  const r = reserve(n, rule, reserveOptions);
  return r.sequencia.map((m) => [m]);
}

// ---------------------------------------------------------------------------------------------
// COTAS.CLASSIFICAR and COTAS.LISTA

/** A classified table: the engine's input and result, and where each candidate came from. */
export interface ClassifiedTable {
  concurso: Concurso;
  result: ConcursoResult;
  table: CandidateTable;
  options: FunctionOptions;
  /** Rows of the output: the input rows without the trailing blank ones. */
  rowCount: number;
  /** Index of the header row in the input (0 unless there are title lines above it). */
  headerIndex: number;
  /** What was read: each field ← its column, the columns ignored, the rows read. */
  leitura: ReadingReport;
  /** The PcD rule applied (the options' or the Regra sheet's), or null. */
  pcdRule: PcdRule | null;
}

/** The `tabela` argument as rows; a single cell is refused (the header row is required). */
export function tableRows(value: unknown): CellValue[][] {
  if (!Array.isArray(value) || value.length === 0 || !Array.isArray(value[0])) {
    throw new InputError(
      'tabela: selecione a tabela de candidatos inteira, a partir da linha de cabeçalho (Inscrição, Nome, Cargo, Nota, Cota...)',
    );
  }
  const rows = value as CellValue[][];
  if (rows.length < 2) throw new InputError('tabela: a tabela tem só a linha de cabeçalho; selecione também as linhas dos candidatos');
  return rows;
}

/** The name of the history range in messages (the functions' last argument). */
const ACTS_RANGE = 'nomeacoes';

/**
 * The `nomeacoes` argument (the Nomeações table with its header, rules.md §10) read as the workbook's
 * Nomeações sheet is (src/sheet/reading/acts.ts); null when it is omitted or blank.
 */
function actsRange(value: unknown, host: FormulaHost): ActsReading | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) {
    if (isBlank(value as CellValue) || value === 0) return null;
    throw new InputError(
      'nomeacoes: selecione a tabela das nomeações inteira, a partir da linha de cabeçalho (Cargo, Posição, Inscrição, Nome, Situação, Ato, Data)',
    );
  }
  const rows = host.acts(value as CellValue[][]);
  if (rows.every((r) => r.every((c) => isBlank(c)))) return null;
  const acts = readActsTable(ACTS_RANGE, rows);
  if (acts.problemas.length > 0)
    throw new InputError(problemsMessage('Problemas nas nomeações (linha 1 = primeira linha do intervalo):', acts.problemas));
  return acts;
}

/** The arguments besides the table that travel in the request (the host's size limit counts them). */
function requestOf(args: unknown[], nomeacoes: unknown, abaRegra: unknown): unknown[] {
  const out = [...args];
  if (nomeacoes !== undefined || abaRegra !== undefined) out.push(nomeacoes);
  if (abaRegra !== undefined) out.push(abaRegra);
  return out;
}

/** A rule already read by functionRule (COTAS.LISTA reads it before the table). */
function isReadRule(value: unknown): value is FunctionRule {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'rules' in value;
}

/** Options already parsed by parseOptionsText (COTAS.LISTA reads them before the table). */
function isParsedOptions(value: unknown): value is FunctionOptions {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the table and the vacancies through src/sheet, then runs the engine. `host`: how the host's
 * blank cells arrive and its size limit (host.ts); `request`: the function's other arguments as the
 * host sent them (they travel in the same request).
 */
export function classifyRange(
  tabela: unknown,
  vagas: unknown,
  opcoes: unknown | FunctionOptions,
  host: FormulaHost,
  request: unknown[] = [vagas, opcoes],
  nomeacoes?: unknown,
  abaRegra?: unknown | FunctionRule,
): ClassifiedTable {
  const rows = tableRows(tabela);
  host.checkRequest(rows, request);
  const options = isParsedOptions(opcoes) ? opcoes : parseOptionsText(opcoes);
  // The rule before the table: a written rule's codes are what the Cota cells may say (rules.md §11).
  const rule = isReadRule(abaRegra) ? abaRegra : functionRule(options.regra, abaRegra);
  const pcdRule = functionPcdRule(rule, options);
  // The host's stand-ins for blanks undone (Excel desktop's 0s), and only there; title lines above the
  // header (and a header in two rows) are allowed, as in a commission's sheet.
  const restored = host.table(rows, findHeader, { planilha: 'tabela', criterios: options.criterios, mapeamento: options.mapeamento });
  const input = restored.rows;
  const rowCount = input.length;
  const header = restored.header ?? { indice: 0, cabecalho: input[0], linhas: [1] };
  // The range is read as the sheet layer reads a candidates sheet: the columns by header or by the
  // options' mapping, a column whose values look like a field but whose header is not known is an
  // error (told to map it in the options), and what was read comes back for the report.
  const patch = { criterios: options.criterios, mapeamento: options.mapeamento };
  const sheet = readCandidateSheet({ nome: 'tabela', linhas: input }, header, patch, { dicaMapeamento: 'opcoes', grupos: rule.grupos });
  const table = sheet.table;
  const headerIndex = header.indice;
  const problems = restored.problemas.length > 0 ? sortProblems([...restored.problemas, ...sheet.problemas]) : sheet.problemas;
  if (problems.length > 0) {
    throw new InputError(problemsMessage('Problemas na tabela (linha 1 = primeira linha do intervalo):', problems));
  }
  const leitura: ReadingReport = { origem: null, planilhas: [sheet.report], colunas: sheet.colunas, colunasIgnoradas: sheet.ignoradas };
  const vac = parseVacancies(vagas as CellValue | CellValue[][], null);
  if (vac.problemas.length > 0) throw new InputError(problemsMessage('Problemas nas vagas:', vac.problemas));
  const assembled = assembleCargos(table, vac.cargos, 'tabela', 'o argumento vagas');
  if (assembled.problemas.length > 0) throw new InputError(problemsMessage('Problemas nas vagas:', assembled.problemas));
  // The record of acts (rules.md §10): the history range, then the table's "Desistente", per cargo.
  const acts = actsRange(nomeacoes, host);
  const sitCol = table.colunas.situacao;
  const history = attachHistory(assembled.cargos, table.candidatos, table.desistentes ?? [], acts, {
    planilha: () => 'tabela',
    linha: (i) => table.linhas[i],
    situacao: () => (sitCol === undefined ? null : { cabecalho: table.colunas.cabecalhos[sitCol], coluna: sitCol }),
  });
  if (history.length > 0)
    throw new InputError(problemsMessage('Problemas nas nomeações (linha 1 = primeira linha do intervalo):', history));
  const regra = rule.regra;
  const resolved = resolveSheetOptions(
    rule.regraInformada ? rule.rules : regra,
    withSheetCriteria(engineOptions(options), [sheet], options.criterios ?? []),
  );
  if (rule.pcdRule && rule.pcdInformada) {
    resolved.pcd = rule.pcdRule.id;
    resolved.pcdInformada = rule.pcdInformada;
  }
  if (options.corte) cutInto(assembled.cargos, options.corte, rule.rules, resolved.pcd !== NO_PCD_RULE);
  const concurso: Concurso = { regra, opcoes: resolved, cargos: assembled.cargos, candidatos: table.candidatos };
  if (rule.regraInformada) concurso.regraInformada = rule.regraInformada;
  const result = classify(concurso);
  return { concurso, result, table, options, rowCount, headerIndex, leitura, pcdRule };
}

/** The list of who goes on to the next phase (rules.md §12), asked of =COTAS.LISTA as "CONVOCADOS". */
export const CUT_LIST = 'CONVOCADOS';

/** The options' cut given to every cargo, checked as the engine checks `corte`; its problem is the function's error. */
function cutInto(cargos: CargoVacancies[], raw: Record<string, unknown>, rules: RuleSet, withPcd: boolean): void {
  const codes = [...rules.groups.map((g) => g.code), ...(withPcd ? [PCD_CODE] : [])];
  const problems: { mensagem: string }[] = [];
  const { fase: _title, ...cut } = raw;
  const corte = readCut(cut, 'corte', 'opções', { codes, defaultReading: rules.defaultCutReading }, problems);
  if (!corte) throw new InputError(problems.map((p) => p.mensagem).join(' '));
  for (const c of cargos) c.corte = corte;
}

export const CLASSIFY_HEADER: readonly string[] = [
  'Situação',
  'Modalidade',
  'Posição na ordem de nomeação',
  'Classificação na ampla concorrência',
  'Classificação na lista do grupo',
  'Avisos',
];

/** Column of COTAS.CLASSIFICAR inserted before Avisos when a PcD rule is chosen (rules.md §9). */
export const CLASSIFY_PCD_COLUMN = 'Classificação na lista PcD';

/** The header of COTAS.CLASSIFICAR: with the PcD rank column when a PcD rule is chosen. */
export function classifyHeader(withPcd: boolean): string[] {
  const h = CLASSIFY_HEADER.slice();
  if (withPcd) h.splice(h.length - 1, 0, CLASSIFY_PCD_COLUMN);
  return h;
}

/** Warnings that the situação already tells ("– provisório: …", "(vaga PP revertida)"). */
const TOLD_IN_SITUATION: ReadonlySet<string> = new Set(['resultado-provisorio', 'vaga-revertida']);

/**
 * The warnings of a cargo that name candidates (an unresolved tie, a group without reserve...), as
 * one text per inscrição: the engine never breaks a tie silently, and neither does the spill.
 */
function warningsByCandidate(cargo: CargoResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const a of cargo.avisos) {
    if (!a.inscricoes || TOLD_IN_SITUATION.has(a.codigo)) continue;
    for (const i of a.inscricoes) {
      const prev = out.get(i);
      out.set(i, prev === undefined ? a.mensagem : `${prev} | ${a.mensagem}`);
    }
  }
  for (const [i, text] of out) if (text.length > MAX_CELL_TEXT) out.set(i, fitCellText(text));
  return out;
}

/**
 * Header of the Avisos column: a header, short enough to read in the cell, with how many warnings the
 * result has (an error among them said so) and where they are: COTAS.LISTA(…; "AVISOS") lists every
 * one with its article, and what was read of the table (test/app/formulas/publicacao.test.ts).
 */
function warningsHeader(result: ConcursoResult, host: FormulaHost): string {
  const all = resultWarnings(result);
  const errors = all.filter((w) => w.aviso.nivel === 'erro').length;
  const where = `veja ${host.lista ?? 'COTAS.LISTA'}(…; "AVISOS")`;
  if (all.length === 0) return `Avisos (nenhum) — leitura da tabela em ${where.slice(5)}`;
  const count = errors === 0 ? `${all.length}` : `${all.length}, ${errors === 1 ? '1 erro' : `${errors} erros`} a resolver`;
  return `Avisos (${count}) — ${where}`;
}

/** A cargo's outcomes, walked in step with its candidates, and the warnings naming each candidate. */
interface OutcomeSlot {
  outcomes: CandidateOutcome[];
  next: number;
  byId?: Map<string, CandidateOutcome>;
  warnings: Map<string, string>;
}

/**
 * Finds each candidate's outcome. The engine lists a cargo's outcomes in the order of its candidates
 * in the input (CargoResult.candidatos), so the common case is a walk in step; a lookup by inscrição
 * covers any other order. The slot of the last cargo asked for is kept (one cargo: always the same).
 */
class OutcomeFinder {
  private readonly slots = new Map<string | null, OutcomeSlot>();
  private readonly single: OutcomeSlot | undefined;
  private lastCargo: string | null | undefined = undefined;
  private lastSlot: OutcomeSlot | undefined = undefined;

  constructor(concurso: Concurso, result: ConcursoResult) {
    for (const c of result.cargos) this.slots.set(c.cargo, { outcomes: c.candidatos, next: 0, warnings: warningsByCandidate(c) });
    this.single = concurso.cargos.length === 1 ? this.slots.get(concurso.cargos[0].cargo) : undefined;
  }

  /** The slot of the candidate's cargo (undefined: a cargo without a result). */
  slot(cargo: string | null | undefined): OutcomeSlot | undefined {
    if (this.single) return this.single;
    const key = cargo ?? null;
    if (key !== this.lastCargo || this.lastSlot === undefined) {
      this.lastCargo = key;
      this.lastSlot = this.slots.get(key);
    }
    return this.lastSlot;
  }

  find(slot: OutcomeSlot, inscricao: string): CandidateOutcome | undefined {
    const o = slot.outcomes[slot.next];
    if (o !== undefined && o.inscricao === inscricao) {
      slot.next++;
      return o;
    }
    slot.byId ??= new Map(slot.outcomes.map((x) => [x.inscricao, x]));
    return slot.byId.get(inscricao);
  }
}

/**
 * =COTAS.CLASSIFICAR(tabela; vagas; [opcoes]; [nomeacoes]; [abaRegra]): one output row per input row; the header row of the
 * result faces the table's header row (title lines above it give blank rows). `host`: host.ts.
 */
export function classifyCells(
  tabela: unknown,
  vagas: unknown,
  opcoes: unknown,
  host: FormulaHost,
  nomeacoes?: unknown,
  abaRegra?: unknown,
): OutMatrix {
  const { concurso, result, table, rowCount, headerIndex, pcdRule } = classifyRange(
    tabela,
    vagas,
    opcoes,
    host,
    requestOf([vagas, opcoes], nomeacoes, abaRegra),
    nomeacoes,
    abaRegra,
  );
  const withPcd = pcdRule !== null;
  const header = classifyHeader(withPcd);
  const width = header.length;
  const out: (OutCell[] | undefined)[] = new Array(rowCount);
  header[width - 1] = warningsHeader(result, host);
  out[headerIndex] = header;
  const finder = new OutcomeFinder(concurso, result);
  const cands = table.candidatos;
  const linhas = table.linhas;
  for (let i = 0; i < cands.length; i++) {
    const c = cands[i];
    const slot = finder.slot(c.cargo);
    if (slot === undefined) continue;
    const o = finder.find(slot, c.inscricao);
    if (o === undefined) continue;
    const avisos = (slot.warnings.size > 0 && slot.warnings.get(c.inscricao)) || '';
    // Written out at their final size (an array grown by push is copied as it grows).
    out[linhas[i] - 1] = withPcd
      ? [
          o.descricao,
          o.modalidade ?? '',
          o.posicao ?? '',
          o.classificacaoAC ?? '',
          o.classificacaoGrupo ?? '',
          o.classificacaoPcd ?? '',
          avisos,
        ]
      : [o.descricao, o.modalidade ?? '', o.posicao ?? '', o.classificacaoAC ?? '', o.classificacaoGrupo ?? '', avisos];
  }
  // Rows that are not candidates (titles above the header, blank rows) stay blank, never null.
  for (let r = 0; r < rowCount; r++) if (out[r] === undefined) out[r] = new Array<OutCell>(width).fill('');
  host.checkResponse(out as OutMatrix);
  return out as OutMatrix;
}

/** Which list COTAS.LISTA returns: "AC", a group code, "PCD" (with a PcD rule), "NOMEACAO" or "AVISOS". */
export function resolveListName(value: unknown, rules: RuleSet, pcdRule: PcdRule | null = null): string {
  const raw = argText(value);
  const key = normalizeHeader(raw);
  if (['nomeacao', 'nomeacoes', 'ordem de nomeacao', 'ordem nomeacao', 'nomeados', 'ordem'].includes(key)) return NOMINATION_LIST;
  if (['avisos', 'aviso', 'alertas', 'alerta'].includes(key)) return 'AVISOS';
  if (['convocados', 'convocados para a proxima fase', 'proxima fase', 'corte'].includes(key)) return CUT_LIST;
  const lists = modalityCodes(rules, pcdRule !== null);
  const m = ruleGroupNamed(raw, rules) ?? parseModalityLabel(raw);
  if (m === PCD_CODE && !pcdRule) throw pcdRuleNeeded('lista PCD');
  if (m !== null && lists.includes(m)) return m;
  const valid = [...lists, NOMINATION_LIST, CUT_LIST, 'AVISOS'].join(', ');
  if (raw === '') throw new InputError(`lista: informe qual lista deseja (${valid})`);
  throw new InputError(`lista desconhecida: '${raw}'. Use ${valid}`);
}

function pickCargo(result: ConcursoResult, wanted: string | undefined): CargoResult {
  if (wanted !== undefined) {
    const c = result.cargos.find((x) => cargoKey(x.cargo) === cargoKey(wanted));
    if (!c) {
      const names = result.cargos.map((x) => `'${x.cargo ?? ''}'`).join(', ');
      throw new InputError(`opções: o cargo '${wanted}' não está entre os cargos com vagas (${names})`);
    }
    return c;
  }
  if (result.cargos.length === 1) return result.cargos[0];
  const names = result.cargos.map((x) => x.cargo ?? '').join(', ');
  throw new InputError(
    `há ${result.cargos.length} cargos (${names}): diga de qual é a lista nas opções, por exemplo "cargo=${result.cargos[0].cargo ?? ''}"`,
  );
}

export const WARNINGS_HEADER: readonly string[] = ['Nível', 'Cargo', 'Artigo', 'Mensagem', 'Inscrições'];

const LEVEL_NAME: Record<Warning['nivel'], string> = { erro: 'Erro', aviso: 'Aviso', info: 'Informação' };

/**
 * COTAS.LISTA(...; "AVISOS"): every warning of the table (of one cargo, with `cargo`: its own and the
 * concurso's), errors first, each with its cargo and article — the codes are the engine's, not
 * shown —, then the reading of the table (which column fed which field, which were ignored):
 * nothing is read silently, and the Avisos header of COTAS.CLASSIFICAR counts these rows.
 */
function warningRows(result: ConcursoResult, cargo: CargoResult | null, reading: string): OutMatrix {
  const order: Record<Warning['nivel'], number> = { erro: 0, aviso: 1, info: 2 };
  const shown = resultWarnings(result).filter((w) => cargo === null || w.cargo === null || w.cargo === cargo);
  const sorted = shown.map((w, k) => ({ w, k })).sort((x, y) => order[x.w.aviso.nivel] - order[y.w.aviso.nivel] || x.k - y.k);
  const out: OutMatrix = [WARNINGS_HEADER.slice()];
  for (const { w } of sorted) {
    const a = w.aviso;
    out.push([LEVEL_NAME[a.nivel], w.cargo?.cargo ?? '', a.artigo, fitCellText(a.mensagem), fitCellList(a.inscricoes ?? [])]);
  }
  if (out.length === 1) out.push(['', '', '', 'Nenhum aviso', '']);
  out.push(['Leitura', '', '', fitCellText(reading), '']);
  return out;
}

/**
 * =COTAS.LISTA(tabela; vagas; lista; [opcoes]; [nomeacoes]; [abaRegra]): one final list (or the warnings), header first. The
 * rows are the workbook's (src/sheet's FinalListBuilder): the same columns and the same marks (an
 * unresolved tie, a provisional result, the entry point and its explanation) as the sheets the task
 * pane and the command write.
 */
export function listCells(
  tabela: unknown,
  vagas: unknown,
  lista: unknown,
  opcoes: unknown,
  host: FormulaHost,
  nomeacoes?: unknown,
  abaRegra?: unknown,
): OutMatrix {
  // The options and the rule first: the list's name is checked against the rule before the table is read.
  const options = parseOptionsText(opcoes);
  const rule = functionRule(options.regra, abaRegra);
  const which = resolveListName(lista, rule.rules, functionPcdRule(rule, options));
  const request = requestOf([vagas, lista, opcoes], nomeacoes, abaRegra);
  const { concurso, result, table, leitura } = classifyRange(tabela, vagas, options, host, request, nomeacoes, rule);
  if (which === 'AVISOS') {
    // Every cargo's warnings unless one is asked for: the Avisos header of COTAS.CLASSIFICAR counts them all.
    const one = options.cargo === undefined ? null : pickCargo(result, options.cargo);
    const rows = warningRows(result, one, shortReadingText(leitura, tieBreakColumns(table)));
    host.checkResponse(rows);
    return rows;
  }
  const cargo = pickCargo(result, options.cargo);
  // Published lists are masked unless the commission asks for its internal version (`mascarar=não`), as
  // the pane, the web page and the command (LGPD; test/app/formulas/publicacao.test.ts).
  const fase = typeof options.corte?.fase === 'string' ? options.corte.fase : undefined;
  const builder = new FinalListBuilder(concurso, result, { cpfs: table.cpfs, mascarar: options.mascarar ?? true, fase });
  if (which === CUT_LIST && !cargo.corte)
    throw new InputError('lista CONVOCADOS: informe o corte nas opções, por exemplo "corte ampla=30" (regras.md §12)');
  const t = which === CUT_LIST ? builder.cutTable(cargo)! : builder.table(cargo, which);
  const out: OutMatrix = [t.cabecalho.map(cell), ...t.linhas.map((r) => r.map(cell))];
  if (t.linhas.length === 0) {
    const empty = t.cabecalho.map((): OutCell => '');
    empty[Math.max(0, t.cabecalho.indexOf('Nome'))] = `Nenhum candidato na lista ${which} (${modalityTitle(which, rule.rules)})`;
    out.push(empty);
  }
  host.checkResponse(out);
  return out;
}
