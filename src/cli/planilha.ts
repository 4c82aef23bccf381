// `cotas classificar <arquivo.xlsx|.csv> [--saida resultado.xlsx] [--json] [flags]`: the offline path.
// Called by src/cli/main.ts; also used by `npm run demo`.
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { classify, toContractJson, validateDocument } from '../engine';
import type { Concurso, ConcursoResult } from '../engine/types';
import type { InputProblem } from '../engine/validate';
import {
  FIELD_LABELS,
  Overrides,
  SheetProblem,
  WorkbookReading,
  canonicalInput,
  finalListTables,
  formatProblems,
  modalityName,
  readConcursoWorkbook,
  resultWarnings,
} from '../sheet';
import { FileReadError, readSpreadsheetFile, writeTablesXlsx } from '../hosts/file';

/** The command's arguments: the file, the output, and the flags that override the Parâmetros sheet. */
export interface ClassifySpreadsheetArgs extends Overrides {
  entrada: string;
  saida?: string;
  json?: boolean;
  mascarar?: boolean;
  progresso?: (msg: string) => void;
}

export interface CommandOutcome {
  code: 0 | 1;
  stdout: string;
  stderr: string;
}

/** Details for callers that need more than the text (demo, tests). */
export interface SpreadsheetRun extends CommandOutcome {
  concurso?: Concurso;
  resultado?: ConcursoResult;
  leitura?: WorkbookReading;
}

const PROGRESS_THRESHOLD = 10000;

function failure(linhas: string[]): SpreadsheetRun {
  return { code: 1, stdout: '', stderr: `Não foi possível classificar:\n${linhas.join('\n')}\n` };
}

/** SHA-256 (hex) of the canonical input. */
export function inputHash(concurso: Concurso): string {
  return crypto.createHash('sha256').update(canonicalInput(concurso), 'utf8').digest('hex');
}

/** Maps the engine's validation problems back to sheet rows and columns. */
function engineProblemsToSheet(problemas: InputProblem[], reading: WorkbookReading): SheetProblem[] {
  const planilha = reading.planilhaCandidatos;
  const fieldOf = (campo: string | undefined): string | null => {
    if (!campo) return null;
    const f = campo.split('.')[0] as keyof typeof FIELD_LABELS;
    return FIELD_LABELS[f] ?? campo;
  };
  return problemas.map((p) => ({
    planilha: p.candidato ? planilha : null,
    linha: p.candidato ? reading.linhas[p.candidato - 1] ?? null : null,
    coluna: fieldOf(p.campo),
    mensagem: p.mensagem.replace(/^Candidato \d+( \(inscrição [^)]*\))?, campo "[^"]*": /, ''),
  }));
}

/** The JSON document of the contract for a concurso read from a sheet. */
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

function checkOutputPath(saida: string, entrada: string): string | null {
  const abs = path.resolve(saida);
  if (!/\.xlsx$/i.test(saida)) return `o arquivo de saída '${saida}' deve terminar em .xlsx`;
  if (abs === path.resolve(entrada)) return 'o arquivo de saída é o mesmo arquivo de entrada; escolha outro nome para não apagar a planilha original';
  const dir = path.dirname(abs);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return `a pasta '${path.dirname(saida)}' do arquivo de saída não existe`;
  if (fs.existsSync(abs) && fs.statSync(abs).isDirectory()) return `'${saida}' é uma pasta; informe um nome de arquivo .xlsx`;
  return null;
}

/** Readable Portuguese summary per cargo (vacancies per modality, who is nominated, warnings). */
export function summaryText(concurso: Concurso, result: ConcursoResult): string {
  const out: string[] = [];
  out.push(`Regra: ${result.regraNome} (${result.regra}); arredondamento: ${result.opcoes.arredondamento}.`);
  const warnings = resultWarnings(result).filter((w) => w.aviso.nivel !== 'info');
  for (const w of warnings) if (w.cargo === null) out.push(`[${w.aviso.nivel}] ${w.aviso.mensagem}`);
  for (const c of result.cargos) {
    const groups = Object.keys(c.reserva).filter((k) => k !== 'AC');
    const nomes = new Map<string, string>();
    for (const cand of concurso.candidatos) {
      if (concurso.cargos.length === 1 || cand.cargo === c.cargo) nomes.set(cand.inscricao, cand.nome ?? '');
    }
    out.push('');
    out.push(`${c.cargo ?? 'Cargo único'} — ${c.vagas} ${c.vagas === 1 ? 'vaga' : 'vagas'}: ${groups.map((g) => `${g} ${c.reserva[g]}`).join(', ')}, AC ${c.reserva.AC}${c.provisorio ? ' (resultado provisório)' : ''}`);
    if (c.reservaOutraLeitura) {
      const o = c.reservaOutraLeitura;
      out.push(`  Na outra leitura (${o.arredondamento}): ${groups.map((g) => `${g} ${o.reserva[g] ?? 0}`).join(', ')}, AC ${o.reserva.AC}`);
    }
    for (const n of c.nomeacao) {
      if (n.inscricao === null) {
        out.push(`  ${String(n.posicao).padStart(3)}ª vaga (${n.vaga}): sem candidato`);
        continue;
      }
      const mod = n.modalidade && n.modalidade !== n.vaga ? `${n.modalidade}, vaga ${n.vaga} revertida` : modalityName(n.modalidade);
      out.push(`  ${String(n.posicao).padStart(3)}ª vaga (${n.vaga}): ${n.inscricao} ${nomes.get(n.inscricao) ?? ''} — ${mod}`.replace(/\s+—/, ' —'));
    }
    for (const w of warnings) if (w.cargo === c) out.push(`  [${w.aviso.nivel}] ${w.aviso.mensagem}`);
  }
  return out.join('\n') + '\n';
}

/** The full run; classifySpreadsheet returns only the command outcome. */
export async function runSpreadsheet(args: ClassifySpreadsheetArgs): Promise<SpreadsheetRun> {
  const log = args.progresso ?? (() => undefined);
  if (args.saida) {
    const bad = checkOutputPath(args.saida, args.entrada);
    if (bad) return failure([bad.charAt(0).toUpperCase() + bad.slice(1) + '.']);
  }
  let sheets;
  try {
    const size = fs.existsSync(args.entrada) ? fs.statSync(args.entrada).size : 0;
    if (size >= 2 * 1024 * 1024) log(`Lendo '${path.basename(args.entrada)}' (${(size / 1024 / 1024).toFixed(1).replace('.', ',')} MB)...`);
    const r = await readSpreadsheetFile(args.entrada);
    sheets = r.sheets;
    const total = sheets.reduce((s, x) => s + x.linhas.length, 0);
    if (total >= PROGRESS_THRESHOLD) log(`Lido '${path.basename(args.entrada)}' (${r.detalhe}): ${total.toLocaleString('pt-BR')} linhas.`);
  } catch (e) {
    if (e instanceof FileReadError) return failure(e.problemas.map((p) => p.charAt(0).toUpperCase() + p.slice(1) + (/[.!?]$/.test(p) ? '' : '.')));
    throw e;
  }
  const big = sheets.some((s) => s.linhas.length >= PROGRESS_THRESHOLD);
  const reading = readConcursoWorkbook(
    sheets,
    {
      regra: args.regra,
      arredondamento: args.arredondamento,
      colisao: args.colisao,
      ausenciaConfirmacao: args.ausenciaConfirmacao,
      dataReferencia: args.dataReferencia,
      dataEdital: args.dataEdital,
      vagas: args.vagas,
    },
    big ? (lidas, total) => log(`Lendo candidatos: ${lidas.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} linhas...`) : undefined,
  );
  if (!reading.concurso) {
    return { ...failure([formatProblems(reading.problemas)]), leitura: reading };
  }
  // Safety net: the engine's own validation of the same document.
  const v = validateDocument(concursoToDocument(reading.concurso));
  if (!v.concurso) return { ...failure([formatProblems(engineProblemsToSheet(v.problemas, reading))]), leitura: reading };
  const concurso = reading.concurso;
  if (big) log(`Classificando ${concurso.candidatos.length.toLocaleString('pt-BR')} candidatos em ${concurso.cargos.length} cargo(s)...`);
  const resultado = classify(concurso);
  let stdout = '';
  if (args.json) stdout = JSON.stringify(toContractJson(resultado), null, 2) + '\n';
  if (args.saida) {
    if (big) log(`Gravando '${args.saida}'...`);
    const tables = finalListTables(concurso, resultado, {
      mascarar: args.mascarar,
      cpfs: reading.cpfs,
      sha256: inputHash(concurso),
      origem: path.basename(args.entrada),
      descricao: reading.parametros?.descricao,
    });
    try {
      await writeTablesXlsx(tables, args.saida);
    } catch (e) {
      return failure([`Não foi possível gravar '${args.saida}': ${(e as Error).message}`]);
    }
  }
  if (!args.json) {
    stdout = summaryText(concurso, resultado);
    if (args.saida) stdout += `\nListas finais gravadas em '${args.saida}'.\n`;
  }
  return { code: 0, stdout, stderr: '', concurso, resultado, leitura: reading };
}

export async function classifySpreadsheet(args: ClassifySpreadsheetArgs): Promise<CommandOutcome> {
  const r = await runSpreadsheet(args);
  return { code: r.code, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Writes the final lists of an already classified concurso (used by `cotas classificar entrada.json
 * --saida resultado.xlsx`). Throws an Error with a Portuguese message when the file cannot be written
 * (nothing is left behind).
 */
export async function writeResultWorkbook(args: {
  concurso: Concurso;
  result: ConcursoResult;
  saida: string;
  mascarar?: boolean;
  /** Path of the input file: the output must not overwrite it; the Memória names it (file name only). */
  origem?: string;
}): Promise<void> {
  const bad = checkOutputPath(args.saida, args.origem ?? '');
  if (bad) throw new Error(bad.charAt(0).toUpperCase() + bad.slice(1) + '.');
  const tables = finalListTables(args.concurso, args.result, {
    mascarar: args.mascarar,
    cpfs: args.concurso.candidatos.map((c) => c.cpf ?? null),
    sha256: inputHash(args.concurso),
    // The file name, as for a spreadsheet input: a published list does not show the user's folders.
    origem: args.origem ? path.basename(args.origem) : undefined,
  });
  await writeTablesXlsx(tables, args.saida);
}
