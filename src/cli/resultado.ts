// What `cotas classificar` does once it has a valid concurso, whatever the input (JSON document or
// spreadsheet): classify, write the workbook (--saida), print the contract JSON (--json) or the
// readable text. Also the one way an input problem is reported (exit 1, nothing on stdout).
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { classify, toContractJson } from '../engine';
import type { Concurso, ConcursoResult } from '../engine';
import { canonicalInput, finalListTables } from '../sheet';
import { renderConcurso } from './render';

export interface CommandOutcome {
  /** 0 success, 1 invalid input, 2 wrong usage (docs/contrato.md). */
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

/** Invalid input: every problem at once, one per line, nothing on standard output. */
export function inputFailure(entrada: string, problemas: string[]): CommandOutcome {
  const n = problemas.length === 1 ? '1 problema' : `${problemas.length} problemas`;
  return {
    code: 1,
    stdout: '',
    stderr: `cotas: a entrada '${path.basename(entrada)}' tem ${n}; nada foi calculado:\n` + problemas.map((l) => `  - ${l}\n`).join(''),
  };
}

/** SHA-256 (hex) of the canonical input (shown in the Memória de cálculo). */
export function inputHash(concurso: Concurso): string {
  return crypto.createHash('sha256').update(canonicalInput(concurso), 'utf8').digest('hex');
}

/** Why `saida` cannot be written (a Portuguese sentence), or null. Checked before anything is read. */
export function outputPathProblem(saida: string, entrada: string): string | null {
  const abs = path.resolve(saida);
  if (!/\.xlsx$/i.test(saida)) return `O arquivo de saída '${saida}' deve terminar em .xlsx.`;
  if (abs === path.resolve(entrada)) return 'O arquivo de saída é o mesmo arquivo de entrada; escolha outro nome para não apagar a planilha original.';
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
  mascarar?: boolean;
  /** CPF of each candidate (digits), when the input had them (default: the candidates' `cpf`). */
  cpfs?: (string | null)[];
  /** Free description from the Parâmetros sheet, for the Memória. */
  descricao?: { chave: string; valor: string }[];
  /** Terminal width for the readable text. */
  largura?: number;
  /** Progress messages (large inputs). */
  log?: (msg: string) => void;
}

/**
 * Writes the final lists of an already classified concurso. Throws an Error with a Portuguese message
 * when the file cannot be written (nothing is left behind).
 */
export async function writeResultWorkbook(args: {
  concurso: Concurso;
  result: ConcursoResult;
  saida: string;
  mascarar?: boolean;
  /** Path of the input file (see Delivery.entrada). */
  origem?: string;
  cpfs?: (string | null)[];
  descricao?: { chave: string; valor: string }[];
}): Promise<void> {
  const bad = outputPathProblem(args.saida, args.origem ?? '');
  if (bad) throw new Error(bad);
  const tables = finalListTables(args.concurso, args.result, {
    mascarar: args.mascarar,
    cpfs: args.cpfs ?? args.concurso.candidatos.map((c) => c.cpf ?? null),
    sha256: inputHash(args.concurso),
    // The file name: a published list does not show the folders of whoever ran the command.
    origem: args.origem ? path.basename(args.origem) : undefined,
    descricao: args.descricao,
  });
  // exceljs is loaded only when a workbook is written.
  const { writeTablesXlsx } = await import('../hosts/file');
  await writeTablesXlsx(tables, args.saida);
}

/** Classifies and delivers the result; `resultado` is null only when the workbook could not be written. */
export async function deliver(d: Delivery): Promise<CommandOutcome & { resultado: ConcursoResult | null }> {
  const log = d.log ?? (() => undefined);
  const big = d.concurso.candidatos.length >= 10000;
  if (big) log(`Classificando ${d.concurso.candidatos.length.toLocaleString('pt-BR')} candidatos em ${d.concurso.cargos.length} cargo(s)...`);
  const resultado = classify(d.concurso);
  if (d.saida !== undefined) {
    if (big) log(`Gravando '${d.saida}'...`);
    try {
      await writeResultWorkbook({ concurso: d.concurso, result: resultado, saida: d.saida, mascarar: d.mascarar, origem: d.entrada, cpfs: d.cpfs, descricao: d.descricao });
    } catch (e) {
      return { code: 1, stdout: '', stderr: `cotas: não foi possível gravar '${d.saida}': ${(e as Error).message}\n`, resultado: null };
    }
  }
  let stdout: string;
  if (d.json) stdout = JSON.stringify(toContractJson(resultado), null, 2) + '\n';
  else {
    stdout = renderConcurso(d.concurso, resultado, d.largura);
    if (d.saida !== undefined) stdout += `\nListas finais gravadas em '${d.saida}'.\n`;
  }
  return { code: 0, stdout, stderr: '', resultado };
}
