// THE workflow every host calls — the CLI's spreadsheet path, the Excel task pane, the Google Sheets
// sidebar, the web page: read the workbook, validate it (the sheet layer's reading, which gives only
// concursos the engine's validation accepts), classify, and write the final lists through a WorkbookPort. One
// validation, one order of problems, one outcome. Host-free: no DOM, no Node, no Office.
import { classify, findPcdRule, findRuleSet, modalityCodes, modalityTitle, reserve } from '../engine';
import type { Concurso, ConcursoResult, Rounding } from '../engine';
import { NO_PCD_RULE } from '../engine/types';
import {
  FIELD_LABELS,
  HEADER_SEARCH_ROWS,
  PARAMETERS_SHEET,
  canonicalInput,
  cellText,
  columnLetter,
  finalListTables,
  findHeader,
  formatReadingReport,
  isBlank,
  isBlankRow,
  orderProblems,
  readConcursoWorkbook,
  recognizeColumns,
  resultWarnings,
  shownWarningText,
} from '../sheet';
import type { CellValue, ColumnField, ParametersPatch, SheetData, SheetProblem, WorkbookReading } from '../sheet';
import { isParametersSheet } from '../sheet/workbook';
import { parametersNoteRows } from '../sheet/parameters';
import { count } from '../engine/text';
import { problem } from '../sheet/problems';
import { tableFormat } from '../sheet/format';
import { parametersFormOf, parametersSheetRows } from '../sheet/parameters-form';
import type { ParametersForm } from '../sheet/parameters-form';
import { NAME_MARKER } from './port';
import type { LaidOutTable, NameDefinition, WorkbookPort } from './port';
import type { Analysis, CargoPreview, DataView, GenerateRequest, MappingRow, Outcome, PaneActions, Progress } from './types';

/** The analysis, with what the hosts that go on need beside it (kept out of Analysis: not plain data). */
export type FullAnalysis = Analysis & {
  reading: WorkbookReading;
  /** The concurso read and validated, or null when there are errors. */
  concurso: Concurso | null;
  /** The engine's result, when the concurso is valid. */
  resultado: ConcursoResult | null;
};

/** What computeOutput takes: GenerateRequest without its functions (structured-cloneable, for a Web Worker). */
export type ComputeRequest = Omit<GenerateRequest, 'sha256' | 'progresso'> & {
  /** Analyse only: no tables (the pane's "Validar"). */
  soAnalisar?: boolean;
};

/** What computeOutput gives (plain data). */
export interface ComputedOutput {
  analise: Analysis;
  /** The final lists with their format, or null when the workbook has errors (or soAnalisar). */
  tabelas: LaidOutTable[] | null;
  /** One sentence of what the lists are (rules, cargos, layout, masking); '' without tables. */
  resumo: string;
  /** Name of the rules applied ("Lei nº 3.056/2025 (…)"), or '' without a result. */
  regraNome: string;
}

/** Runs computeOutput somewhere (inline by default; the pane's Web Worker). */
export type ComputeRunner = (sheets: SheetData[], req: ComputeRequest, progresso?: Progress) => Promise<ComputedOutput>;

/** Fields that must have a column (recognizeColumns: Inscrição and Nota). */
const REQUIRED_FIELDS: ColumnField[] = ['inscricao', 'nota'];

// ---------------------------------------------------------------------------------------------------
// Validation

/** The JSON document of the contract for a concurso read from a sheet (what validateDocument checks). */
export function concursoToDocument(c: Concurso): Record<string, unknown> {
  const single = c.cargos.length === 1 && c.cargos[0].cargo === null;
  const candidatos = c.candidatos.map((x) => {
    const o: Record<string, unknown> = { ...x };
    if (single) delete o.cargo;
    return o;
  });
  return single
    ? { regra: c.regra, opcoes: c.opcoes, vagas: c.cargos[0].vagas, candidatos }
    : { regra: c.regra, opcoes: c.opcoes, cargos: c.cargos, candidatos };
}

/**
 * The engine's warnings (provisional results, unresolved ties, Art. 14, split cargos, PcD without a
 * rule…) as problems: level and code of the warning, and the cell of the first candidate it names
 * (its Inscrição) when the reading knows the row.
 */
function warningProblems(result: ConcursoResult, concurso: Concurso, reading: WorkbookReading): SheetProblem[] {
  const index = new Map<string, number>();
  const single = concurso.cargos.length === 1;
  concurso.candidatos.forEach((c, i) => {
    const k = `${single ? '' : (c.cargo ?? '')}\u0000${c.inscricao}`;
    if (!index.has(k)) index.set(k, i);
  });
  const inscricaoColumn = (planilha: string): { letra: string; cabecalho: string } | null => {
    const c = reading.leitura.colunas.find((x) => x.campo === 'inscricao' && (x.planilha === undefined || x.planilha === planilha));
    return c ? { letra: c.coluna, cabecalho: c.cabecalho } : null;
  };
  const out: SheetProblem[] = [];
  for (const w of resultWarnings(result)) {
    if (w.aviso.nivel === 'info') continue;
    const p: SheetProblem = {
      ...problem(null, null, null, shownWarningText(w, result)),
      codigo: w.aviso.codigo,
      nivel: w.aviso.nivel === 'erro' ? 'erro' : 'aviso',
    };
    const first = w.aviso.inscricoes?.[0];
    if (first !== undefined) {
      const cargo = single ? '' : (w.cargo?.cargo ?? '');
      const i = index.get(`${cargo}\u0000${first}`);
      const planilha = i !== undefined ? (reading.planilhaDeCada[i] ?? reading.planilhaCandidatos) : null;
      const linha = i !== undefined ? reading.linhas[i] : undefined;
      if (planilha && linha !== undefined) {
        p.planilha = planilha;
        p.linha = linha;
        const col = inscricaoColumn(planilha);
        if (col) {
          p.coluna = col.cabecalho;
          p.celula = `${col.letra}${linha}`;
        }
      }
    }
    out.push(p);
  }
  return out;
}

/** The row (1-based) among the first HEADER_SEARCH_ROWS with the most fields recognised, else the first non-blank one; null for a blank sheet. */
function likelyHeaderRow(rows: CellValue[][]): number | null {
  let best: number | null = null;
  let most = 0;
  for (let r = 0; r < Math.min(rows.length, HEADER_SEARCH_ROWS); r++) {
    const row = rows[r];
    if (!row || isBlankRow(row)) continue;
    if (best === null) best = r + 1;
    const c = recognizeColumns(row).colunas;
    const n = (Object.keys(FIELD_LABELS) as ColumnField[]).filter((f) => c[f] !== undefined).length;
    if (n > most) {
      most = n;
      best = r + 1;
    }
  }
  return best;
}

/** The Dados step: the sheets and their roles, the header row, the mapping, the columns not used. */
function dataViewOf(sheets: SheetData[], reading: WorkbookReading): DataView {
  const r = reading.leitura;
  const candidatos = r.planilhas.filter((p) => p.papel === 'candidatos').map((p) => p.nome);
  // No candidates sheet read: the one the reader looked at (its header is what to fix), or the first visible sheet it ignored.
  if (candidatos.length === 0) {
    const looked =
      reading.planilhaCandidatos ?? r.planilhas.find((p) => p.papel === 'ignorada' && !sheets.find((s) => s.nome === p.nome)?.oculta)?.nome;
    if (looked) candidatos.push(looked);
  }
  const first = candidatos[0];
  const rep = r.planilhas.find((p) => p.nome === first);
  const sheet = sheets.find((s) => s.nome === first);
  let linhaCabecalho = rep?.linhaCabecalho ?? null;
  let header: CellValue[] = [];
  if (sheet) {
    const found = findHeader(sheet.linhas, HEADER_SEARCH_ROWS, reading.parametros?.colunas);
    if (linhaCabecalho === null)
      linhaCabecalho = reading.parametros?.linhaCabecalho?.valor ?? (found ? found.indice + 1 : likelyHeaderRow(sheet.linhas));
    if (linhaCabecalho !== null)
      header = found && found.indice + 1 === linhaCabecalho ? found.cabecalho : (sheet.linhas[linhaCabecalho - 1] ?? []);
  }
  const cabecalhos: DataView['cabecalhos'] = [];
  header.forEach((h, i) => {
    if (!isBlank(h)) cabecalhos.push({ coluna: columnLetter(i), cabecalho: cellText(h) });
  });
  const mine = (x: { planilha?: string }): boolean => x.planilha === undefined || x.planilha === first;
  const mapeamento: MappingRow[] = (Object.keys(FIELD_LABELS) as ColumnField[]).map((campo) => {
    const c = r.colunas.find((x) => x.campo === campo && mine(x));
    return {
      campo,
      rotulo: FIELD_LABELS[campo],
      coluna: c?.coluna ?? null,
      cabecalho: c?.cabecalho ?? null,
      origem: c?.origem ?? null,
      obrigatorio: REQUIRED_FIELDS.includes(campo),
    };
  });
  return {
    planilhas: r.planilhas.map((p) => ({ nome: p.nome, papel: p.papel, motivo: p.motivo })),
    candidatos,
    linhaCabecalho,
    cabecalhos,
    mapeamento,
    naoUsadas: r.colunasIgnoradas.filter(mine).map((c) => ({ coluna: c.coluna, cabecalho: c.cabecalho })),
    cargos: reading.cargosLidos.slice(),
  };
}

/** Optional calls during analyseSheets (the CLI's progress messages). */
export interface AnalysisHooks {
  /** Called with the valid concurso just before the engine classifies it. */
  antesDeClassificar?: (concurso: Concurso) => void;
}

/**
 * Reads and validates a workbook, and classifies it when it is valid: every problem (the reading's
 * errors and warnings, the engine's validation, the engine's warnings) in ONE order (orderProblems:
 * errors first, then warnings, by sheet, row and column). Pure and synchronous.
 */
export function analyseSheets(
  sheets: SheetData[],
  overrides: ParametersPatch = {},
  progresso?: Progress,
  hooks: AnalysisHooks = {},
): FullAnalysis {
  const total = sheets.reduce((n, s) => n + s.linhas.length, 0);
  progresso?.('validando', 0, total);
  const reading = readConcursoWorkbook(sheets, overrides, progresso ? (lidas, t) => progresso('validando', lidas, t) : undefined);
  const all: SheetProblem[] = reading.problemas.slice();
  for (const a of reading.avisos) all.push({ ...a, nivel: 'aviso' });
  const concurso = reading.concurso;
  let resultado: ConcursoResult | null = null;
  // What the analysis needs of the rows, taken before classifying; then this function lets go of them
  // (a caller that handed its only reference over, as the command line does, frees a million rows
  // before the engine runs: issue 12).
  const dados = dataViewOf(sheets, reading);
  const saidaAnterior = sheets.filter((s) => s.doSuplemento).map((s) => s.nome);
  sheets = [];
  // One validation: the sheet layer's reading gives only concursos the engine's validateDocument
  // accepts (test/app/reading-validates.test.ts checks it over every fixture and generated example),
  // so the engine's check is not run again here (issue 12: it cost 0.29 s at 100,000 rows).
  if (concurso) {
    hooks.antesDeClassificar?.(concurso);
    progresso?.('classificando', 0, concurso.candidatos.length);
    resultado = classify(concurso);
    progresso?.('classificando', concurso.candidatos.length, concurso.candidatos.length);
    for (const p of warningProblems(resultado, concurso, reading)) all.push(p);
  }
  const problemas = orderProblems(all);
  const avisos = problemas.filter((p) => p.nivel === 'aviso').length;
  return {
    ok: concurso !== null && resultado !== null,
    problemas,
    erros: problemas.length - avisos,
    avisos,
    leitura: formatReadingReport(reading.leitura),
    relatorio: reading.leitura,
    dados,
    parametros: parametersFormOf(reading.parametros),
    temParametros: reading.leitura.planilhas.some((p) => p.papel === 'parametros'),
    saidaAnterior,
    reading,
    concurso,
    resultado,
  };
}

/** The plain Analysis of a FullAnalysis (what crosses a Web Worker). */
export function plainAnalysis(a: FullAnalysis): Analysis {
  const { reading: _r, concurso: _c, resultado: _x, ...plain } = a;
  return plain;
}

// ---------------------------------------------------------------------------------------------------
// Generation

const LAYOUT_TEXT = {
  'por-lista': 'uma planilha por lista, com um bloco por cargo',
  'por-cargo': 'uma planilha por lista e por cargo',
} as const;

/** Tables will be written: the workbook is valid and more than the analysis was asked for. */
function writesTables(full: FullAnalysis, req: ComputeRequest): boolean {
  return full.ok && !!full.concurso && !!full.resultado && !req.soAnalisar;
}

/**
 * The text whose SHA-256 goes in the lists' footer and the Memória (the normalized input), or null
 * when no tables will be written (the workbook has errors, or only the analysis was asked for).
 */
export function inputToHash(full: FullAnalysis, req: ComputeRequest): string | null {
  return writesTables(full, req) ? canonicalInput(full.concurso!, full.reading.cpfs) : null;
}

/**
 * The synchronous part of computeOutput, after the hash: when the workbook is valid, the final lists
 * laid out (finalListTables) with their format (tableFormat). Plain data in and out.
 */
export function layOutput(full: FullAnalysis, req: ComputeRequest, hash?: string): ComputedOutput {
  const analise = plainAnalysis(full);
  const { concurso, resultado, reading } = full;
  if (!writesTables(full, req) || !concurso || !resultado) {
    return { analise, tabelas: null, resumo: '', regraNome: resultado?.regraNome ?? '' };
  }
  const mascarar = req.mascarar ?? true;
  const disposicao = req.disposicao ?? 'por-lista';
  const tables = finalListTables(concurso, resultado, {
    mascarar,
    disposicao,
    cpfs: reading.cpfs,
    descricao: reading.parametros?.descricao,
    origem: req.origem,
    geradoEm: req.geradoEm,
    sha256: hash,
    leitura: reading.leitura,
  });
  const tabelas = tables.map((tabela) => ({ tabela, formato: tableFormat(tabela, { sha256: hash }) }));
  const n = resultado.cargos.length;
  const pcd = findPcdRule(resultado.opcoes.pcd);
  const rules = `${resultado.regraNome}${pcd ? ` e ${resultado.pcdNome ?? pcd.name}` : ''}`;
  const resumo =
    `Listas finais de ${count(concurso.candidatos.length, 'candidato', 'candidatos')} ` +
    `em ${count(n, 'cargo', 'cargos')} (${rules}), ${LAYOUT_TEXT[disposicao]}` +
    `${mascarar ? ', com CPF mascarado e sem datas de nascimento (versão para publicação)' : ', com CPF completo e datas de nascimento (versão interna, não publicar)'}.`;
  return { analise, tabelas, resumo, regraNome: resultado.regraNome };
}

/**
 * The pure part of "Gerar listas finais" (what a Web Worker runs): analyse, and when the workbook is
 * valid, the final lists laid out (finalListTables) with their format (tableFormat). Everything in and
 * out is plain data; `sha256` is the host's (Web Crypto, Node's crypto).
 */
export async function computeOutput(
  sheets: SheetData[],
  req: ComputeRequest,
  sha256?: (t: string) => Promise<string>,
  progresso?: Progress,
): Promise<ComputedOutput> {
  const full = analyseSheets(sheets, req.overrides, progresso);
  // The normalized input is written out only when there is a hash to take of it.
  const text = sha256 ? inputToHash(full, req) : null;
  return layOutput(full, req, text !== null && sha256 ? await sha256(text) : undefined);
}

/** The runner that computes in the calling thread. */
export function inlineRunner(sha256?: (t: string) => Promise<string>): ComputeRunner {
  return (sheets, req, progresso) => computeOutput(sheets, req, sha256, progresso);
}

function computeRequestOf(req: GenerateRequest): ComputeRequest {
  const { sha256: _s, progresso: _p, ...plain } = req;
  return plain;
}

function names(list: string[]): string {
  return list.map((n) => `'${n}'`).join(', ');
}

function failed(titulo: string, a: Analysis | null, extra: Partial<Outcome> = {}): Outcome {
  return {
    ok: false,
    atencao: false,
    titulo,
    problemas: a?.problemas ?? [],
    planilhas: [],
    removidas: [],
    leitura: a?.leitura ?? [],
    ...extra,
  };
}

/** The title of an analysis that stops before writing. */
function problemsTitle(a: Analysis): string {
  return `A planilha tem ${count(a.erros, 'problema', 'problemas')}; nada foi gravado.`;
}

/**
 * "Gerar listas finais": reads the workbook, validates and computes (in `runner`: inline, or the
 * pane's Web Worker), and only when it is valid writes the lists, replacing the add-in's earlier
 * output (the sheets it marked; nothing else is ever touched) — when asked (`substituir`): without
 * it, earlier output makes it stop and ask.
 */
export async function generate(port: WorkbookPort, req: GenerateRequest, runner?: ComputeRunner): Promise<Outcome> {
  const progresso = req.progresso;
  progresso?.('lendo', 0, 0);
  const sheets = await port.readSheets();
  progresso?.('lendo', sheets.length, sheets.length);
  const out = await (runner ?? inlineRunner(req.sha256))(sheets, computeRequestOf(req), progresso);
  const plan = writePlan(out, req);
  if ('parar' in plan) return plan.parar;
  progresso?.('gravando', 0, plan.tabelas.length);
  let planilhas: string[];
  try {
    planilhas = await port.replaceOutput(plan.anteriores, plan.tabelas);
  } catch (e) {
    return writeFailed(e, out.analise);
  }
  progresso?.('gravando', plan.tabelas.length, plan.tabelas.length);
  return writtenOutcome(out, planilhas, req.saida);
}

/**
 * What generate does with the computed output before writing: stop with an outcome (the workbook has
 * errors; earlier output exists and `substituir` was not asked), or replace `anteriores` by `tabelas`.
 */
export function writePlan(
  out: ComputedOutput,
  req: Pick<GenerateRequest, 'substituir'>,
): { parar: Outcome } | { anteriores: string[]; tabelas: LaidOutTable[] } {
  const a = out.analise;
  if (!a.ok || !out.tabelas) return { parar: failed(problemsTitle(a), a) };
  const anteriores = a.saidaAnterior;
  if (anteriores.length > 0 && !req.substituir) {
    return {
      parar: failed(
        `A pasta já tem ${count(anteriores.length, 'planilha gravada', 'planilhas gravadas')} antes pelo suplemento (${names(anteriores)}). ` +
          'Confirme para substituí-las pelas listas novas; nenhuma outra planilha será alterada. Nada foi gravado.',
        a,
        { removidas: [] },
      ),
    };
  }
  return { anteriores, tabelas: out.tabelas };
}

/** The outcome when the port refused to write the lists (nothing was changed: the port checks first). */
export function writeFailed(e: unknown, a: Analysis): Outcome {
  return failed(`Não foi possível gravar as listas: ${(e as Error).message}`, a);
}

/**
 * The outcome of lists written in `planilhas`, replacing the earlier output. `saida` 'download': the
 * sheets are those of a file handed to the user (the web page), not of a workbook open on screen.
 */
export function writtenOutcome(out: ComputedOutput, planilhas: string[], saida: GenerateRequest['saida'] = 'planilhas'): Outcome {
  const a = out.analise;
  const anteriores = a.saidaAnterior;
  // The analysis is valid: its errors are the result's (an unresolved tie that decides a nomination…).
  const erros = a.erros;
  const replaced = anteriores.length
    ? `, substituindo ${count(anteriores.length, 'planilha anterior', 'planilhas anteriores')} do suplemento`
    : '';
  const where =
    saida === 'download'
      ? `geradas em ${count(planilhas.length, 'aba', 'abas')}`
      : `gravadas em ${count(planilhas.length, 'planilha', 'planilhas')}`;
  const written = `Listas finais ${where} (${out.regraNome})${replaced}`;
  return {
    ok: true,
    atencao: erros > 0,
    titulo: erros > 0 ? `${written}, mas há ${count(erros, 'erro', 'erros')} a resolver antes de publicar.` : `${written}.`,
    problemas: a.problemas,
    planilhas,
    removidas: anteriores.slice(),
    leitura: a.leitura,
  };
}

// ---------------------------------------------------------------------------------------------------
// Parâmetros

/** Options of the actions that analyse again after writing. */
export interface WorkflowOptions {
  runner?: ComputeRunner;
  sha256?: (t: string) => Promise<string>;
  origem?: string;
  progresso?: Progress;
}

async function analyse(port: WorkbookPort, opts: WorkflowOptions): Promise<Analysis> {
  opts.progresso?.('lendo', 0, 0);
  const sheets = await port.readSheets();
  opts.progresso?.('lendo', sheets.length, sheets.length);
  const runner = opts.runner ?? inlineRunner(opts.sha256);
  return (await runner(sheets, { soAnalisar: true, origem: opts.origem }, opts.progresso)).analise;
}

/**
 * Writes the form into the Parâmetros sheet (creating it when missing): the sheet stays the single
 * source of truth that co-authors see and audit. Then analyses the workbook again.
 */
export async function saveParameters(
  port: WorkbookPort,
  form: ParametersForm,
  opts: WorkflowOptions = {},
): Promise<{ resultado: Outcome; analise: Analysis }> {
  const plan = parametersWrite(await port.readSheets(), form);
  try {
    await port.writeSheet(plan.nome, plan.linhas);
  } catch (e) {
    return parametersOutcome(plan, await analyse(port, opts), e);
  }
  return parametersOutcome(plan, await analyse(port, opts));
}

/** What saveParameters writes: the Parâmetros sheet (found by its name, or created), its rows from the form. */
export function parametersWrite(sheets: SheetData[], form: ParametersForm): { nome: string; criada: boolean; linhas: CellValue[][] } {
  const existing = sheets.find((s) => isParametersSheet(s.nome));
  // The commission's notes on the sheet stay; every parameter is written from the form.
  return {
    nome: existing?.nome ?? PARAMETERS_SHEET,
    criada: !existing,
    linhas: parametersSheetRows(form, existing ? parametersNoteRows(existing.linhas) : []),
  };
}

/** The outcome of saveParameters, given the analysis made after writing (or after the write failed with `erro`). */
export function parametersOutcome(
  plan: { nome: string; criada: boolean },
  analise: Analysis,
  erro?: unknown,
): { resultado: Outcome; analise: Analysis } {
  const nome = plan.nome;
  if (erro !== undefined)
    return { resultado: failed(`Não foi possível gravar a planilha '${nome}': ${(erro as Error).message}`, analise), analise };
  const own = analise.problemas.filter((p) => p.planilha === nome && p.nivel !== 'aviso');
  const done = `Parâmetros gravados na planilha '${nome}'${plan.criada ? ' (criada agora)' : ''}`;
  return {
    resultado: {
      ok: true,
      atencao: own.length > 0,
      titulo: own.length ? `${done}, mas ela tem ${count(own.length, 'problema', 'problemas')} a corrigir.` : `${done}.`,
      problemas: analise.problemas,
      planilhas: [nome],
      removidas: [],
      leitura: analise.leitura,
    },
    analise,
  };
}

const ROUNDINGS: Rounding[] = ['por-grupo', 'total'];

/** The reserve of each cargo of the form under both readings of the rounding (the engine's reserve()), the form's choice first. */
export function reservePreview(form: ParametersForm): CargoPreview[] {
  const rules = findRuleSet(form.regra);
  if (!rules)
    return form.cargos.map((c) => ({ cargo: c.cargo, vagas: c.vagas, leituras: [], erro: `Regra desconhecida: '${form.regra}'.` }));
  const pcd = form.pcd || NO_PCD_RULE;
  const chosen: Rounding = form.arredondamento ?? rules.defaultRounding;
  const order = [chosen, ...ROUNDINGS.filter((r) => r !== chosen)];
  return form.cargos.map((c) => {
    const base: CargoPreview = { cargo: c.cargo, vagas: c.vagas, leituras: [] };
    if (c.vagas === null) return { ...base, erro: 'Informe o número de vagas.' };
    try {
      base.leituras = order.map((arredondamento) => {
        const r = reserve(c.vagas!, rules.id, { arredondamento, pcd });
        const codes = modalityCodes(rules, r.pcd !== null);
        return {
          arredondamento,
          escolhida: arredondamento === chosen,
          reservas: codes.map((codigo) => ({ codigo, titulo: modalityTitle(codigo, rules), vagas: r.reserva[codigo] ?? 0 })),
        };
      });
      return base;
    } catch (e) {
      return { ...base, leituras: [], erro: (e as Error).message };
    }
  });
}

// ---------------------------------------------------------------------------------------------------
// Workbook names (=RESERVA(10))

/**
 * The LAMBDA names the pane adds, in en-US formula syntax (names.add): `=RESERVA(10)` as the users
 * asked for it. Not CLASSIFICAR: in Portuguese Excel that is the built-in SORT.
 */
export const RESERVE_NAMES: NameDefinition[] = [
  {
    nome: 'RESERVA',
    formula: '=LAMBDA(vagas,[grupo],IF(ISOMITTED(grupo),COTAS.RESERVA(vagas),COTAS.RESERVA(vagas,grupo)))',
    comentario: `${NAME_MARKER} reserva de vagas da lei de cotas aplicada pelo suplemento: =RESERVA(vagas; [grupo]) é =COTAS.RESERVA(vagas; [grupo]).`,
  },
];

/** Adds (or rewrites, when the add-in's) the LAMBDA names; a name that exists and is not the add-in's is reported and left alone. */
export async function addReserveNames(port: WorkbookPort): Promise<Outcome> {
  let r;
  try {
    r = await port.addNames(RESERVE_NAMES);
  } catch (e) {
    return failed(`Não foi possível adicionar os nomes: ${(e as Error).message}`, null);
  }
  const parts: string[] = [];
  if (r.adicionados.length)
    parts.push(`${r.adicionados.length === 1 ? 'Nome adicionado' : 'Nomes adicionados'}: ${r.adicionados.join(', ')}`);
  if (r.atualizados.length)
    parts.push(`${r.atualizados.length === 1 ? 'Nome atualizado' : 'Nomes atualizados'}: ${r.atualizados.join(', ')}`);
  const problemas: SheetProblem[] = r.mantidos.map((nome) => ({
    planilha: null,
    linha: null,
    coluna: null,
    mensagem: `a pasta já tem um nome '${nome}' que não é do suplemento; ele não foi alterado (apague-o ou renomeie-o em Fórmulas > Gerenciador de Nomes para usar =${nome}(…) do suplemento).`,
    codigo: 'nome-existente',
    nivel: 'aviso',
  }));
  if (r.mantidos.length)
    parts.push(`${r.mantidos.length === 1 ? 'Nome mantido' : 'Nomes mantidos'} (não são do suplemento): ${r.mantidos.join(', ')}`);
  const usable = [...r.adicionados, ...r.atualizados];
  const tip = usable.includes('RESERVA') ? ' Digite, por exemplo, =RESERVA(10) numa célula.' : '';
  return {
    ok: usable.length > 0,
    atencao: r.mantidos.length > 0,
    titulo: `${parts.join('. ')}.${tip}`,
    problemas,
    planilhas: [],
    removidas: [],
    leitura: [],
  };
}

// ---------------------------------------------------------------------------------------------------
// The pane's actions

/** What a host's entry file gives paneActions. */
export interface PaneOptions {
  sha256?: (t: string) => Promise<string>;
  /** The workbook's or file's name, for the reading report and the Memória de cálculo. */
  origem?: string;
  /** Where the engine runs (the pane's Web Worker); inline by default. */
  runner?: ComputeRunner;
  /** The host has workbook names (Excel): the pane offers adicionarNomes. */
  hasNames: boolean;
}

/** The pane's actions over a workbook port: each host's entry file is a few lines. */
export function paneActions(port: WorkbookPort, opts: PaneOptions): PaneActions {
  const base: WorkflowOptions = { runner: opts.runner, sha256: opts.sha256, origem: opts.origem };
  const actions: PaneActions = {
    analisar: (progresso) => analyse(port, { ...base, progresso }),
    salvarParametros: (form, progresso) => saveParameters(port, form, { ...base, progresso }),
    irParaCelula: (ref) => port.selectCell(ref),
    lerSelecao: () => port.readSelection(),
    gerar: (pedido) =>
      generate(port, { ...pedido, sha256: pedido.sha256 ?? opts.sha256, origem: pedido.origem ?? opts.origem }, opts.runner),
    previa: (form) => reservePreview(form),
  };
  if (opts.hasNames) actions.adicionarNomes = () => addReserveNames(port);
  return actions;
}
