// Reading and validating the workbook (the pane's Validar, the first part of every action): the sheet
// layer's reading, which gives only concursos the engine's validation accepts, the engine's result,
// and every problem in ONE order. Pure and synchronous: the appliers (workflow-async.ts,
// workflow-sync.ts) only read the sheets from their port and hand them here.
import { classify, isProvisional, validateDocument } from '../engine';
import type { Concurso, ConcursoResult } from '../engine';
import { formatReadingReport, orderProblems, readConcursoWorkbook, resultWarnings, shownWarningText } from '../sheet';
import type { ParametersPatch, SheetData, SheetProblem, WorkbookReading } from '../sheet';
import { problem } from '../sheet/problems';
import { parametersFormOf } from '../sheet/parameters-form';
import { dataViewOf } from './data-view';
import type { Analysis, Progress } from './types';

/** The analysis, with what the hosts that go on need beside it (kept out of Analysis: not plain data). */
export type FullAnalysis = Analysis & {
  reading: WorkbookReading;
  /** The concurso read and validated, or null when there are errors. */
  concurso: Concurso | null;
  /** The engine's result, when the concurso is valid. */
  resultado: ConcursoResult | null;
};

/** The JSON document of the contract for a concurso read from a sheet (what validateDocument checks). */
export function concursoToDocument(c: Concurso): Record<string, unknown> {
  const single = c.cargos.length === 1 && c.cargos[0].cargo === null;
  const candidatos = c.candidatos.map((x) => {
    const o: Record<string, unknown> = { ...x };
    if (single) delete o.cargo;
    return o;
  });
  // A written rule (rules.md §11) as the commission gave it; a written PcD rule in `opcoes.pcd`.
  const regra = c.regraInformada ?? c.regra;
  const { pcdInformada, ...rest } = c.opcoes;
  const opcoes = pcdInformada ? { ...rest, pcd: pcdInformada } : c.opcoes;
  return single ? { regra, opcoes, vagas: c.cargos[0].vagas, candidatos } : { regra, opcoes, cargos: c.cargos, candidatos };
}

/** Where each candidate was read: its sheet, row and the Inscrição column, by cargo and inscrição. */
function candidateCells(concurso: Concurso, reading: WorkbookReading): (cargo: string, inscricao: string) => Partial<SheetProblem> {
  const index = new Map<string, number>();
  concurso.candidatos.forEach((c, i) => {
    const k = `${concurso.cargos.length === 1 ? '' : (c.cargo ?? '')}\u0000${c.inscricao}`;
    if (!index.has(k)) index.set(k, i);
  });
  return (cargo, inscricao) => {
    const i = index.get(`${cargo}\u0000${inscricao}`);
    const planilha = i !== undefined ? (reading.planilhaDeCada[i] ?? reading.planilhaCandidatos) : null;
    const linha = i !== undefined ? reading.linhas[i] : undefined;
    if (!planilha || linha === undefined) return {};
    const col = reading.leitura.colunas.find((x) => x.campo === 'inscricao' && (x.planilha === undefined || x.planilha === planilha));
    return col ? { planilha, linha, coluna: col.cabecalho, celula: `${col.coluna}${linha}` } : { planilha, linha };
  };
}

/**
 * The engine's warnings (provisional results, unresolved ties, Art. 14, split cargos, PcD without a
 * rule…) as problems: level and code of the warning, and the cell of the first candidate it names
 * (its Inscrição) when the reading knows the row.
 */
function warningProblems(result: ConcursoResult, concurso: Concurso, reading: WorkbookReading | null): SheetProblem[] {
  const single = concurso.cargos.length === 1;
  const cellOf = reading ? candidateCells(concurso, reading) : () => ({});
  const out: SheetProblem[] = [];
  for (const w of resultWarnings(result)) {
    if (w.aviso.nivel === 'info') continue;
    const p: SheetProblem = {
      ...problem(null, null, null, shownWarningText(w, result)),
      codigo: w.aviso.codigo,
      nivel: w.aviso.nivel === 'erro' ? 'erro' : 'aviso',
    };
    const first = w.aviso.inscricoes?.[0];
    if (first !== undefined) Object.assign(p, cellOf(single ? '' : (w.cargo?.cargo ?? ''), first));
    out.push(p);
  }
  return out;
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
  // before the engine runs; docs/desempenho.md).
  const dados = dataViewOf(reading);
  const saidaAnterior = sheets.filter((s) => s.doSuplemento).map((s) => s.nome);
  sheets = [];
  // One validation: the sheet layer's reading gives only concursos the engine's validateDocument
  // accepts (test/app/reading-validates.test.ts checks it over every fixture and generated example),
  // so the engine's check is not run again here (it cost 0.29 s at 100,000 rows).
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
    provisorio: resultado !== null && isProvisional(resultado),
    reading,
    concurso,
    resultado,
  };
}

/** The analysis of a contract document: the concurso and its result when valid, and every problem. */
export interface DocumentAnalysis {
  ok: boolean;
  /** The validation's problems (in the document's order), or the result's errors and warnings (in the one order). */
  problemas: SheetProblem[];
  concurso: Concurso | null;
  resultado: ConcursoResult | null;
}

/**
 * The contract's JSON document (the command line's JSON input) through the same analysis as a
 * workbook: the engine's validation with every problem at once, then the classification and its
 * warnings as problems, in the one order. Nothing about files: the host reads the document.
 */
export function analyseDocument(doc: unknown, hooks: AnalysisHooks = {}): DocumentAnalysis {
  const v = validateDocument(doc);
  if (!v.concurso) {
    const problemas = v.problemas.map((q): SheetProblem => ({
      planilha: null,
      linha: null,
      coluna: null,
      mensagem: q.mensagem,
      nivel: 'erro',
    }));
    return { ok: false, problemas, concurso: null, resultado: null };
  }
  hooks.antesDeClassificar?.(v.concurso);
  const resultado = classify(v.concurso);
  return { ok: true, problemas: orderProblems(warningProblems(resultado, v.concurso, null)), concurso: v.concurso, resultado };
}

/** The plain Analysis of a FullAnalysis (what crosses a Web Worker). */
export function plainAnalysis(a: FullAnalysis): Analysis {
  const { reading: _r, concurso: _c, resultado: _x, ...plain } = a;
  return plain;
}
