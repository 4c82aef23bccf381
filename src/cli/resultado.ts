// What `cotas classificar` does once it has a valid concurso, whatever the input (JSON document or
// spreadsheet): classify, write the workbook (--saida), print the contract JSON (--json) or the
// readable text. Also the one way an input problem is reported (exit 1, nothing on stdout).
import { groupDigits } from '../engine/text';
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { toContractJson } from '../engine';
import type { Concurso, ConcursoResult } from '../engine';
import { canonicalInputChunks, finalListTablesOneByOne, resultWarnings, shownWarningText } from '../sheet';
import { LISTED_PROBLEMS } from '../sheet/problems';
import type { ReadingReport } from '../sheet/report';
import type { FinalListOptions, ListLayout } from '../sheet';
import { renderConcurso } from './render';
import { JsonSink, writeJson } from './json';
import { CaseCheck, sameFile, withTemporaryCleanup } from './seguranca';

export interface CommandOutcome {
  /**
   * 0 success, 1 invalid input (or, for `verificar`, a result that does not match), 2 wrong usage,
   * 3 with --estrito: the result has errors to resolve before publishing (docs/contrato.md).
   */
  code: 0 | 1 | 2 | 3;
  stdout: string;
  stderr: string;
  /**
   * The standard output in pieces (the JSON of a large result): `run` writes these as they come
   * instead of `stdout`, which then joins them only when read (the tests).
   */
  emitir?: (sink: JsonSink) => void;
}

/** An outcome whose standard output is written in pieces by `emitir` (see CommandOutcome). */
export function piecewiseOutcome(code: CommandOutcome['code'], stderr: string, emitir: (sink: JsonSink) => void): CommandOutcome {
  let joined: string | undefined;
  return {
    code,
    stderr,
    emitir,
    get stdout(): string {
      if (joined === undefined) {
        const parts: string[] = [];
        emitir((p) => parts.push(p));
        joined = parts.join('');
      }
      return joined;
    },
  };
}

/** Invalid input: every problem at once, one per line, nothing on standard output. */
export function inputFailure(entrada: string, problemas: string[]): CommandOutcome {
  const total = problemas.length;
  const n = total === 1 ? '1 problema' : `${groupDigits(total)} problemas`;
  // The first LISTED_PROBLEMS, then how many more: every one is counted, none is dropped silently.
  const shown = total > LISTED_PROBLEMS ? problemas.slice(0, LISTED_PROBLEMS) : problemas;
  let text = `cotas: a entrada '${path.basename(entrada)}' tem ${n}; nada foi calculado:\n`;
  for (const l of shown) text += `  - ${l}\n`;
  if (total > shown.length) text += `  … e mais ${groupDigits(total - shown.length)} problemas (${groupDigits(total)} ao todo).\n`;
  return { code: 1, stdout: '', stderr: text };
}

/** SHA-256 (hex) of the canonical input (shown in the Memória de cálculo); `cpfs` as the sheet read them. */
export function inputHash(concurso: Concurso, cpfs?: (string | null)[]): string {
  // In pieces: the same text as canonicalInput, never held whole (a million candidates).
  const h = crypto.createHash('sha256');
  for (const piece of canonicalInputChunks(concurso, cpfs)) h.update(piece, 'utf8');
  return h.digest('hex');
}

/**
 * Why `saida` cannot be written (a Portuguese sentence), or null. Checked before anything is read.
 * The output is never the input: same real path, device and inode, or the same name ignoring case
 * where the file system ignores case (`caseInsensitive`, injectable for tests).
 */
export function outputPathProblem(saida: string, entrada: string, caseInsensitive?: CaseCheck): string | null {
  const abs = path.resolve(saida);
  if (!/\.xlsx$/i.test(saida)) return `O arquivo de saída '${saida}' deve terminar em .xlsx.`;
  if (entrada && sameFile(abs, entrada, caseInsensitive)) {
    return `O arquivo de saída '${saida}' é o mesmo arquivo de entrada '${entrada}' (por outro nome, atalho, link ou diferença de maiúsculas); escolha outro nome para não apagar a planilha original. Nada foi gravado.`;
  }
  const dir = path.dirname(abs);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return `A pasta '${path.dirname(saida)}' do arquivo de saída não existe.`;
  if (fs.existsSync(abs) && fs.statSync(abs).isDirectory()) return `'${saida}' é uma pasta; informe um nome de arquivo .xlsx.`;
  return null;
}

export interface Delivery {
  concurso: Concurso;
  /** The input file: the output must not overwrite it; the Memória names it (file name only). */
  entrada: string;
  saida?: string;
  json?: boolean;
  /** --legivel: the JSON indented (2 spaces); compact otherwise. */
  legivel?: boolean;
  /** --detalhes: the JSON carries `candidatos`, the situation of every candidate (docs/contrato.md). */
  detalhes?: boolean;
  /** The written lists: CPF masked and no birth dates (the default: what is published, LGPD); false: the internal version. */
  mascarar?: boolean;
  /** CPF of each candidate (digits), when the input had them (default: the candidates' `cpf`). */
  cpfs?: (string | null)[];
  /** Free description from the Parâmetros sheet, for the Memória. */
  descricao?: { chave: string; valor: string }[];
  /** Terminal width for the readable text. */
  largura?: number;
  /** Progress messages (large inputs). */
  log?: (msg: string) => void;
  /** What was read from the spreadsheet: recorded in the Memória de cálculo. */
  leitura?: ReadingReport;
  /** --estrito: exit 3 when the result has errors to resolve before publishing (the output is still written). */
  estrito?: boolean;
  /** --abas: the layout of the written workbook (default 'por-lista'). */
  disposicao?: ListLayout;
  /** What the Parâmetros ask of the lists (the confirmations' sheet, the next phase's name), as the pane's generation. */
  listas?: Pick<FinalListOptions, 'resultadoConfirmacoes' | 'fase'>;
  /** The engine's result: the workflow's analysis classified the concurso (src/app, for either input). */
  resultado: ConcursoResult;
}

/**
 * Writes the final lists of an already classified concurso. Throws an Error with a Portuguese message
 * when the file cannot be written (nothing is left behind).
 */
export async function writeResultWorkbook(args: {
  concurso: Concurso;
  result: ConcursoResult;
  saida: string;
  /** Default true: CPF masked and no birth dates (see Delivery.mascarar). */
  mascarar?: boolean;
  /** Path of the input file (see Delivery.entrada). */
  origem?: string;
  cpfs?: (string | null)[];
  descricao?: { chave: string; valor: string }[];
  leitura?: ReadingReport;
  /** Default 'por-lista' (one sheet per list, a block per cargo). */
  disposicao?: ListLayout;
  listas?: Pick<FinalListOptions, 'resultadoConfirmacoes' | 'fase'>;
}): Promise<{ substituido: boolean }> {
  const bad = outputPathProblem(args.saida, args.origem ?? '');
  if (bad) throw new Error(bad);
  const cpfs = args.cpfs ?? args.concurso.candidatos.map((c) => c.cpf ?? null);
  const sha256 = inputHash(args.concurso, cpfs);
  // One table at a time: each is written and dropped before the next is built (a million candidates).
  const tables = finalListTablesOneByOne(args.concurso, args.result, {
    mascarar: args.mascarar ?? true,
    cpfs,
    sha256,
    // The file name: a published list does not show the folders of whoever ran the command.
    origem: args.origem ? path.basename(args.origem) : undefined,
    descricao: args.descricao,
    leitura: args.leitura,
    disposicao: args.disposicao ?? 'por-lista',
    ...args.listas,
  });
  const substituido = fs.existsSync(args.saida);
  // exceljs is loaded only when a workbook is written.
  const { writeTablesXlsx } = await import('../hosts/file');
  await withTemporaryCleanup(args.saida, async (register) => {
    // The writer names its temporary file (`aoCriarTemporario`); the cleanup also sweeps the writer's
    // temporary name pattern, in case a signal comes before it is named.
    await writeTablesXlsx(tables, args.saida, { aoCriarTemporario: register, sha256, consumirLinhas: true });
  });
  return { substituido };
}

/** The warnings of level 'erro': to resolve before publishing (--estrito). */
export function blockingErrors(result: ConcursoResult): string[] {
  return resultWarnings(result)
    .filter((w) => w.aviso.nivel === 'erro')
    .map((w) => shownWarningText(w, result));
}

/** The progress message before classifying a large concurso. */
export function classifyingMessage(c: Concurso): string {
  const cargos = c.cargos.length === 1 ? '1 cargo' : `${groupDigits(c.cargos.length)} cargos`;
  const pessoas = c.candidatos.length === 1 ? '1 candidato' : `${groupDigits(c.candidatos.length)} candidatos`;
  return `Classificando ${pessoas} em ${cargos}...`;
}

/** What the terminal says of the written file: which version it is, and how to have the other. */
export function writtenSentence(saida: string, mascarar: boolean): string {
  return mascarar
    ? `Listas finais gravadas em '${saida}' (CPF mascarado; use --sem-mascara para a versão completa, de uso interno).`
    : `Listas finais gravadas em '${saida}' (CPF completo e datas de nascimento: versão de uso interno, não publique).`;
}

/** Delivers the result; `resultado` is null only when the workbook could not be written. */
export async function deliver(d: Delivery): Promise<CommandOutcome & { resultado: ConcursoResult | null }> {
  const log = d.log ?? (() => undefined);
  const big = d.concurso.candidatos.length >= 10000;
  const resultado = d.resultado;
  let stderr = '';
  if (d.saida !== undefined) {
    if (big) log(`Gravando '${d.saida}'...`);
    try {
      const w = await writeResultWorkbook({
        concurso: d.concurso,
        result: resultado,
        saida: d.saida,
        mascarar: d.mascarar,
        origem: d.entrada,
        cpfs: d.cpfs,
        descricao: d.descricao,
        leitura: d.leitura,
        disposicao: d.disposicao,
        listas: d.listas,
      });
      if (w.substituido) stderr += `cotas: substituído: ${path.basename(d.saida)} (já existia)\n`;
    } catch (e) {
      return { code: 1, stdout: '', stderr: `cotas: não foi possível gravar '${d.saida}': ${(e as Error).message}\n`, resultado: null };
    }
  }
  const erros = d.estrito ? blockingErrors(resultado) : [];
  if (erros.length > 0) {
    const n = erros.length === 1 ? '1 erro' : `${erros.length} erros`;
    stderr +=
      `cotas: --estrito: o resultado tem ${n} a resolver antes de publicar${d.saida !== undefined ? ` (o arquivo '${d.saida}' foi gravado mesmo assim)` : ''}:\n` +
      erros.map((l) => `  - ${l}\n`).join('');
  }
  const code = erros.length > 0 ? 3 : 0;
  if (d.json) {
    // Compact unless --legivel, written in pieces (a million candidates are never one string).
    const json = toContractJson(resultado, { detalhes: d.detalhes });
    const emitir = (sink: JsonSink): void => {
      writeJson(json, sink, d.legivel ? 2 : 0);
      sink('\n');
    };
    return Object.assign(piecewiseOutcome(code, stderr, emitir), { resultado });
  }
  let stdout = renderConcurso(d.concurso, resultado, d.largura);
  if (d.saida !== undefined) stdout += `\n${writtenSentence(d.saida, d.mascarar ?? true)}\n`;
  return { code, stdout, stderr, resultado };
}
