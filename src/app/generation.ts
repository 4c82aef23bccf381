// "Gerar listas finais", planned: when the workbook is valid, the final lists laid out with their
// format and the text whose SHA-256 they carry; then what to write and what to remove (the add-in's
// earlier output, only when the user confirmed), or the outcome that stops before writing. Pure: the
// appliers (workflow-async.ts, workflow-sync.ts) read the sheets, take the hash and execute the plan.
import { pcdRuleOf } from '../engine';
import { count } from '../engine/text';
import { canonicalInput, finalListTables } from '../sheet';
import type { FinalListOptions, SheetData, SheetProblem } from '../sheet';
import { tableFormat } from '../sheet/format';
import {
  carryCommissionText,
  commissionText,
  finalTableNames,
  lostCommissionText,
  lostTextMessage,
  wantsConfirmationsSheet,
} from '../sheet/output';
import type { CommissionText } from '../sheet/output';
import { analyseSheets, plainAnalysis } from './analysis';
import type { FullAnalysis } from './analysis';
import { nominationsView } from './nominations';
import { failedOutcome, quotedNames } from './outcome';
import { errorMessage } from './plan';
import type { PortWrite } from './plan';
import type { LaidOutTable } from './port';
import { TWO_SETS_START } from './replace';
import type { Analysis, GenerateRequest, Outcome, Progress } from './types';

/** What the computation takes: GenerateRequest without its functions (structured-cloneable, for a Web Worker). */
export type ComputeRequest = Omit<GenerateRequest, 'sha256' | 'progresso'> & {
  /** Analyse only: no tables (the pane's "Validar"). */
  soAnalisar?: boolean;
};

/** What the computation gives (plain data). */
export interface ComputedOutput {
  analise: Analysis;
  /** The final lists with their format, or null when the workbook has errors (or soAnalisar). */
  tabelas: LaidOutTable[] | null;
  /** One sentence of what the lists are (rules, cargos, layout, masking); '' without tables. */
  resumo: string;
  /** Name of the rules applied ("Lei nº 3.056/2025 (…)"), or '' without a result. */
  regraNome: string;
}

/**
 * Runs the computation somewhere (inline by default; the pane's Web Worker). `pausa`, when the host
 * has one: resolves in a later task of the calling thread's event loop, what generate awaits between
 * slices of its own long work there (the workbook's fingerprints: freshness.ts), so that a pane keeps
 * answering clicks and painting (test/bench/painel-bench.ts).
 */
export type ComputeRunner = ((sheets: SheetData[], req: ComputeRequest, progresso?: Progress) => Promise<ComputedOutput>) & {
  pausa?: () => Promise<void>;
};

const LAYOUT_TEXT = {
  'por-lista': 'uma planilha por lista, com um bloco por cargo',
  'por-cargo': 'uma planilha por lista e por cargo',
} as const;

/**
 * The analysis as generation sees it: with what the commission wrote on the earlier output sheets
 * (read before the analysis lets go of the sheets), to be carried under the new lists or named.
 */
export type OutputAnalysis = FullAnalysis & { textoDaComissao?: CommissionText[] };

/** The code of the warning that names the commission's text a new generation cannot keep. */
export const LOST_TEXT_CODE = 'texto-da-comissao';

/**
 * The warnings for the commission's text on the earlier output that a new generation cannot keep
 * (beside a table, or on a sheet the new lists do not have), one per sheet: the replace dialog and
 * the Validar step show them before anything is replaced.
 */
function lostTextProblems(full: OutputAnalysis, req: ComputeRequest): SheetProblem[] {
  const texts = full.textoDaComissao ?? [];
  if (texts.length === 0 || !full.concurso || !full.resultado) return [];
  const names = finalTableNames(full.concurso, full.resultado, { ...outputOptions(full, req), disposicao: req.disposicao ?? 'por-lista' });
  return lostCommissionText(names, texts).map((t) => ({
    planilha: t.planilha,
    linha: t.aoLado.length > 0 ? null : t.primeiraLinha,
    coluna: null,
    celula: t.aoLado[0] ?? null,
    mensagem: `${lostTextMessage(t)}.`,
    codigo: LOST_TEXT_CODE,
    nivel: 'aviso',
  }));
}

/** The plain analysis the pane shows, with the Nomeações step's view when the workbook is a valid concurso. */
export function paneAnalysis(full: FullAnalysis, req: ComputeRequest = {}): Analysis {
  const nomeacoes = full.concurso && full.resultado ? nominationsView(full.concurso, full.resultado) : null;
  const plain = plainAnalysis(full);
  const lost = lostTextProblems(full, req);
  if (lost.length === 0) return { ...plain, nomeacoes };
  return { ...plain, nomeacoes, problemas: [...plain.problemas, ...lost], avisos: plain.avisos + lost.length };
}

/** Tables will be written: the workbook is valid and more than the analysis was asked for. */
function writesTables(full: FullAnalysis, req: ComputeRequest): boolean {
  return full.ok && !!full.concurso && !!full.resultado && !req.soAnalisar;
}

/**
 * The analysis and the text whose SHA-256 goes in the lists' footer and the Memória (the normalized
 * input): null when no tables will be written (the workbook has errors, or only the analysis was
 * asked for), or when the host has no hash to take of it (`hashes` false: it is never written out then).
 */
export function planOutput(
  sheets: SheetData[],
  req: ComputeRequest,
  hashes: boolean,
  progresso?: Progress,
): { full: OutputAnalysis; toHash: string | null } {
  // Read before the analysis lets go of the sheets: what the commission wrote on the earlier output.
  const textoDaComissao = sheets.filter((s) => s.doSuplemento).flatMap((s) => commissionText(s) ?? []);
  const full: OutputAnalysis = analyseSheets(sheets, req.overrides, progresso);
  if (textoDaComissao.length > 0) full.textoDaComissao = textoDaComissao;
  return { full, toHash: hashes && writesTables(full, req) ? canonicalInput(full.concurso!, full.reading.cpfs) : null };
}

/** The options of the lists that come from the workbook: its description, its reading, the Parâmetros' choice of the confirmations' sheet. */
function outputOptions(full: FullAnalysis, req: ComputeRequest): FinalListOptions {
  const { reading } = full;
  return {
    mascarar: req.mascarar ?? true,
    cpfs: reading.cpfs,
    descricao: reading.parametros?.descricao,
    origem: req.origem,
    geradoEm: req.geradoEm,
    leitura: reading.leitura,
    resultadoConfirmacoes: wantsConfirmationsSheet(reading.parametros?.opcoes),
    convocados: req.convocados,
    fase: reading.parametros?.corte?.fase,
  };
}

/** The sentence of what the lists are: candidates, cargos, rules, layout and masking. */
function summary(full: FullAnalysis, disposicao: keyof typeof LAYOUT_TEXT, mascarar: boolean): string {
  const { concurso, resultado } = full;
  const pcd = pcdRuleOf(resultado!.opcoes);
  const rules = `${resultado!.regraNome}${pcd ? ` e ${resultado!.pcdNome ?? pcd.name}` : ''}`;
  return (
    `Listas finais de ${count(concurso!.candidatos.length, 'candidato', 'candidatos')} ` +
    `em ${count(resultado!.cargos.length, 'cargo', 'cargos')} (${rules}), ${LAYOUT_TEXT[disposicao]}` +
    `${mascarar ? ', com CPF mascarado e sem datas de nascimento (versão para publicação)' : ', com CPF completo e datas de nascimento (versão interna, não publicar)'}.`
  );
}

/**
 * After the hash: when the workbook is valid, the final lists laid out (finalListTables) with their
 * format (tableFormat). Plain data in and out.
 */
export function layOutput(full: OutputAnalysis, req: ComputeRequest, hash?: string): ComputedOutput {
  const analise = paneAnalysis(full, req);
  const { concurso, resultado } = full;
  if (!writesTables(full, req) || !concurso || !resultado) {
    return { analise, tabelas: null, resumo: '', regraNome: resultado?.regraNome ?? '' };
  }
  const mascarar = req.mascarar ?? true;
  const disposicao = req.disposicao ?? 'por-lista';
  const tables = finalListTables(concurso, resultado, { ...outputOptions(full, req), disposicao, sha256: hash });
  // What the commission wrote under the earlier lists goes under the new ones (the rest is named in the analysis).
  const carried = carryCommissionText(tables, full.textoDaComissao ?? []);
  const tabelas = carried.map((tabela) => ({ tabela, formato: tableFormat(tabela, { sha256: hash }) }));
  return { analise, tabelas, resumo: summary(full, disposicao, mascarar), regraNome: resultado.regraNome };
}

/** What generation does with the computed output: stop with an outcome, or replace the earlier output by the lists. */
export type GenerationPlan = { parar: Outcome } | PortWrite<'replaceOutput', Outcome>;

/**
 * Stops with an outcome (the workbook has errors; earlier output exists and `substituir` was not
 * asked), or replaces the add-in's earlier output (the sheets it marked; nothing else is ever
 * touched) by the tables.
 */
export function planGeneration(out: ComputedOutput, req: Pick<GenerateRequest, 'substituir' | 'saida'>): GenerationPlan {
  const a = out.analise;
  if (!a.ok || !out.tabelas)
    return { parar: failedOutcome(`A planilha tem ${count(a.erros, 'problema', 'problemas')}; nada foi gravado.`, a) };
  const anteriores = a.saidaAnterior;
  if (anteriores.length > 0 && !req.substituir) {
    // The commission's text that the replacement cannot keep is said here too, before anything is replaced.
    const lost = a.problemas.filter((p) => p.codigo === LOST_TEXT_CODE).map((p) => p.mensagem);
    return {
      parar: failedOutcome(
        `A pasta já tem ${count(anteriores.length, 'planilha gravada', 'planilhas gravadas')} antes pelo suplemento (${quotedNames(anteriores)}). ` +
          'Confirme para substituí-las pelas listas novas; nenhuma outra planilha será alterada. Nada foi gravado.' +
          (lost.length > 0 ? ` Atenção: ${lost.join(' ')}` : ''),
        a,
      ),
    };
  }
  return {
    method: 'replaceOutput',
    args: [anteriores, out.tabelas],
    units: out.tabelas.length,
    done: (planilhas) => writtenOutcome(out, planilhas, req.saida),
    // Nothing was changed (the port checks first), except when the port wrote and then found another
    // member's lists beside its own: that message says so whole (test/app/two-members.test.ts).
    failed: (e) => {
      const m = errorMessage(e);
      return failedOutcome(m.startsWith(TWO_SETS_START) ? m : `Não foi possível gravar as listas: ${m}`, a);
    },
  };
}

/**
 * The outcome of lists written in `planilhas`, replacing the earlier output. `saida` 'download': the
 * sheets are those of a file handed to the user (the web page), not of a workbook open on screen.
 */
function writtenOutcome(out: ComputedOutput, planilhas: string[], saida: GenerateRequest['saida'] = 'planilhas'): Outcome {
  const a = out.analise;
  const anteriores = a.saidaAnterior;
  // The analysis is valid: its errors are the result's (an unresolved tie that decides a nomination…).
  const erros = a.erros;
  const replaced = anteriores.length
    ? `, substituindo ${count(anteriores.length, 'planilha anterior', 'planilhas anteriores')} do suplemento`
    : '';
  const where =
    saida === 'download'
      ? `geradas em ${count(planilhas.length, 'planilha', 'planilhas')}`
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
