// The `cotas` command (docs/contrato.md). Exit codes: 0 success, 1 invalid input (`verificar`: the
// result does not match), 2 wrong usage, 3 with --estrito: errors to resolve before publishing.
import * as path from 'path';
import { DEFAULT_RULE_SET_ID, NO_PCD_RULE, PCD_RULES, RULE_SETS, buildLabel, reserve, ruleSetIds, pcdRuleIds } from '../engine';
import { installBuildInfo } from './build-info';
import { FlagTexts, OPTION_FLAGS, UsageError, applyToDocument, loadRuleFiles, readOptionFlags } from './opcoes';
import { renderReserve, terminalSafe, terminalWidth, wrap } from './render';
import { CommandOutcome, deliver, inputFailure, outputPathProblem } from './resultado';
import { removeTemporaries } from './seguranca';
import { readJsonInputFile } from './json';
import { sniffFileKind } from '../hosts/file/kind';
import { writeFailureReason } from '../hosts/file/write-errors';
import type { Concurso, ConcursoResult } from '../engine';
import { analyseDocument } from '../app/workflow';
import type { ListLayout } from '../sheet';

export type CliResult = CommandOutcome;

/** "--arredondamento total|por-grupo" for the help, from the accepted values themselves. */
function usage(flag: string): string {
  if (flag === 'regra') return '[--regra ID|arquivo.json]';
  if (flag === 'pcd') return `[--pcd ${NO_PCD_RULE}|ID|arquivo.json]`;
  const f = OPTION_FLAGS.find((x) => x.flag === flag)!;
  return `[--${flag} ${f.values ? f.values.join('|') : 'DATA'}]`;
}

const RESERVE_FLAGS = ['regra', 'arredondamento', 'colisao', 'pcd', 'reserva-multipla'];
const CLASSIFY_FLAGS = ['regra', ...OPTION_FLAGS.map((f) => f.flag)];

/** The flags' usage, wrapped to 80 columns after `indent`. */
function helpLines(flags: string[], indent: string, width = 80): string {
  const lines: string[] = [];
  let line = '';
  for (const u of flags.map(usage)) {
    if (line && indent.length + line.length + 1 + u.length > width) {
      lines.push(indent + line);
      line = u;
    } else line = line ? `${line} ${u}` : u;
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

const HELP = `Uso:
  cotas reserva <vagas> [--json]
${helpLines(RESERVE_FLAGS, '        ')}
      Quantas vagas cabem a cada grupo (e às pessoas com deficiência, com
      --pcd) e o tipo de cada vaga na ordem de nomeação (alternância e
      proporcionalidade).

  cotas classificar <entrada.json|.xlsx|.csv> [--saida resultado.xlsx]
        [--sem-mascara] [--json [--legivel] [--detalhes]] [--estrito]
        [--planilhas por-lista|por-cargo]
        [--vagas N | --vagas "Cargo A=10,Cargo B=3"]
${helpLines(CLASSIFY_FLAGS, '        ')}
      Listas finais (ampla concorrência, uma por grupo, PcD) e a ordem de
      nomeação, com a memória de cálculo. As opções da linha de comando
      prevalecem sobre as do arquivo ("opcoes" do JSON ou planilha
      Parâmetros) e valem do mesmo jeito para os dois.
      DATA: aaaa-mm-dd ou dd/mm/aaaa. Com --estrito, sai com 3 quando o
      resultado tem erros a resolver antes de publicar (empate não resolvido
      que decide uma nomeação, edital anterior à lei); o arquivo é gravado
      mesmo assim. A saída nunca é a própria entrada.
      --saida grava as listas para publicar: CPF mascarado (***.456.789-**)
      e sem datas de nascimento (LGPD); com --sem-mascara, a versão completa,
      de uso interno da comissão (não publique). --planilhas: no arquivo de
      saída, uma planilha por lista com um bloco por cargo (por-lista, o
      padrão) ou uma planilha por lista e por cargo (por-cargo). --json: o
      resultado em JSON compacto, os dados do cálculo (inscrições, sem nome,
      CPF nem data de nascimento); --legivel o indenta; --detalhes
      acrescenta a situação de cada inscrição ("candidatos").

  cotas verificar <entrada.json|.xlsx|.csv> <resultado.xlsx> [opções]
      Lê a entrada como o classificar (com as mesmas opções), recalcula o
      SHA-256 e as listas e diz se o resultado corresponde a estes dados.

  cotas regras
      Lista as regras: cotas raciais (--regra) e reserva PcD (--pcd).

  cotas --versao
      A versão do programa, o commit de que foi compilado e quando (os
      mesmos que a Memória de cálculo de cada resultado registra).

${wrap(
  `Regras (--regra): ${ruleSetIds()
    .map((id) => (id === DEFAULT_RULE_SET_ID ? `${id} (padrão)` : id))
    .join(', ')}.`,
  80,
  '',
  '  ',
).join('\n')}
${wrap(`Reserva PcD (--pcd): ${NO_PCD_RULE} (padrão), ${pcdRuleIds().join(', ')}.`, 80, '', '  ').join('\n')}
${wrap('Outra lei: --regra e --pcd aceitam o caminho de um arquivo .json com a regra escrita pela comissão (docs/regras.md §11; exemplo em docs/exemplos/regra-conjunta.json).', 80, '', '  ').join('\n')}
Saída: 0 = sucesso; 1 = entrada inválida (os problemas vão para a saída de
erro) ou, no verificar, resultado que não corresponde; 2 = uso incorreto;
3 = com --estrito, resultado com erros a resolver antes de publicar.
`;

interface Parsed {
  positional: string[];
  flags: Map<string, string | true>;
}

// `--abas` is the earlier name of `--planilhas`, still accepted (scripts written with it keep working).
const VALUE_FLAGS = new Set([...CLASSIFY_FLAGS, 'vagas', 'saida', 'planilhas', 'abas']);
// `--mascarar` is the default (kept accepted); `--sem-mascara` asks for the internal version.
const BOOLEAN_FLAGS = new Set(['json', 'legivel', 'detalhes', 'mascarar', 'sem-mascara', 'estrito', 'ajuda', 'help', 'versao', 'version']);

function parseArgs(args: string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let k = 0; k < args.length; k++) {
    const a = args[k];
    if (a === '-h') {
      flags.set('ajuda', true);
      continue;
    }
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    let name = a.slice(2);
    let value: string | undefined;
    const eq = name.indexOf('=');
    if (eq >= 0) {
      value = name.slice(eq + 1);
      name = name.slice(0, eq);
    }
    if (BOOLEAN_FLAGS.has(name)) {
      if (value !== undefined) throw new UsageError(`A opção --${name} não recebe valor.`);
      flags.set(name, true);
    } else if (VALUE_FLAGS.has(name)) {
      if (value === undefined) {
        value = args[++k];
        if (value === undefined) throw new UsageError(`Falta o valor da opção --${name}.`);
      }
      if (flags.has(name)) throw new UsageError(`A opção --${name} foi informada mais de uma vez.`);
      flags.set(name, value);
    } else {
      throw new UsageError(`Opção desconhecida: ${a}.`);
    }
  }
  return { positional, flags };
}

function flag(p: Parsed, name: string): string | undefined {
  const v = p.flags.get(name);
  return typeof v === 'string' ? v : undefined;
}

/** The option flags as typed, by option name, for readOptionFlags. */
function flagTexts(p: Parsed): FlagTexts {
  const t: FlagTexts = { regra: flag(p, 'regra'), vagas: flag(p, 'vagas') };
  for (const f of OPTION_FLAGS) t[f.option] = flag(p, f.flag);
  return t;
}

function onlyFlags(p: Parsed, allowed: string[]): void {
  for (const k of p.flags.keys()) if (!allowed.includes(k)) throw new UsageError(`A opção --${k} não se aplica a este comando.`);
}

/**
 * Said when the standard output cannot be written (`--json > arquivo` on a full disk or beyond a
 * file-size limit, `> /dev/full`): bin/cotas.js then exits 1, with no stack and no English errno text
 * (test/cli/saida-padrao.test.ts). A reader that closed the pipe (`| head`) is not a failure.
 */
export function stdoutFailureMessage(e: unknown): string {
  const reason = writeFailureReason(e) ?? 'erro desconhecido';
  return `cotas: não foi possível escrever o resultado na saída padrão: ${reason}; o que foi escrito está incompleto.\n`;
}

/** Said when the command failed by a defect of the program: what it was, in one line. */
export function internalErrorMessage(e: unknown): string {
  const what = e instanceof Error ? e.message : String(e);
  return `cotas: erro interno (um defeito do programa, não da entrada): ${what.split('\n')[0]}. Nenhum arquivo temporário foi deixado.\n`;
}

/** Said when the event loop empties before the command finished (bin/cotas.js then exits 1). */
export const UNFINISHED_MESSAGE = 'cotas: erro interno: o comando parou antes de terminar; nenhum arquivo temporário foi deixado.\n';

/**
 * Runs the command and prints what it says. Should the event loop empty before it finished (a wait
 * for an event that never comes), its temporary files are removed and the user is told; bin/cotas.js
 * keeps exit code 1 (test/cli/falhas-de-gravacao.test.ts).
 */
export async function run(args: string[]): Promise<number> {
  const unfinished = (): void => {
    process.removeListener('beforeExit', unfinished);
    removeTemporaries();
    process.stderr.write(UNFINISHED_MESSAGE);
  };
  process.on('beforeExit', unfinished);
  try {
    return await runAndPrint(args);
  } catch (e) {
    // A defect of the program (not of the input): one line, exit 1, no stack trace on the user's
    // screen, no temporary file left (test/cli/saida-padrao.test.ts).
    removeTemporaries();
    process.stderr.write(terminalSafe(internalErrorMessage(e)));
    return 1;
  } finally {
    process.removeListener('beforeExit', unfinished);
  }
}

async function runAndPrint(args: string[]): Promise<number> {
  const r = await execute(args);
  if (r.emitir) {
    // The JSON in pieces, as it is written: waiting for the terminal or pipe when it is behind.
    let pending = false;
    r.emitir((piece) => {
      if (!process.stdout.write(piece)) pending = true;
    });
    if (pending) await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()));
  } else if (r.stdout) process.stdout.write(r.stdout);
  if (r.stderr) process.stderr.write(terminalSafe(r.stderr));
  return r.code;
}

/** Runs the command and returns what it would print: the tests call this directly. */
export async function execute(args: string[]): Promise<CliResult> {
  try {
    // The build's identity (dist-node/build-info.json) for the Memória de cálculo and --versao.
    const build = installBuildInfo();
    const p = parseArgs(args);
    const [command, ...rest] = p.positional;
    if (p.flags.has('ajuda') || p.flags.has('help') || command === 'ajuda' || command === 'help')
      return { code: 0, stdout: HELP, stderr: '' };
    if (p.flags.has('versao') || p.flags.has('version')) return { code: 0, stdout: `cotas ${buildLabel(build)}\n`, stderr: '' };
    switch (command) {
      case 'reserva':
        return commandReserve(p, rest);
      case 'classificar':
        return await commandClassify(p, rest);
      case 'verificar':
        return await commandVerify(p, rest);
      case 'regras':
        onlyFlags(p, []);
        if (rest.length > 0) throw new UsageError('O comando regras não recebe argumentos.');
        return { code: 0, stdout: rulesText(), stderr: '' };
      case undefined:
        throw new UsageError('Informe um comando: reserva, classificar, verificar ou regras.');
      default:
        throw new UsageError(`Comando desconhecido: "${command}".`);
    }
  } catch (e) {
    if (e instanceof UsageError) return { code: 2, stdout: '', stderr: `cotas: ${e.message}\n\n${HELP}` };
    throw e;
  }
}

/** `cotas regras`: one "id<TAB>name" line per rule, racial rules first, then the PcD rules. */
function rulesText(): string {
  return [
    'Cotas raciais (--regra):',
    ...RULE_SETS.map((r) => `${r.id}\t${r.name}${r.id === DEFAULT_RULE_SET_ID ? ' (padrão)' : ''}`),
    '',
    'Reserva de vagas para pessoas com deficiência (--pcd):',
    `${NO_PCD_RULE}\tsem reserva PcD (padrão)`,
    ...PCD_RULES.map((r) => `${r.id}\t${r.name}`),
    '',
  ].join('\n');
}

function commandReserve(p: Parsed, rest: string[]): CliResult {
  onlyFlags(p, [...RESERVE_FLAGS, 'json']);
  if (rest.length !== 1) throw new UsageError('Informe o número de vagas: cotas reserva <vagas>.');
  const text = rest[0];
  if (!/^\d+$/.test(text)) {
    return { code: 1, stdout: '', stderr: `cotas: número de vagas inválido: "${text}". Use um número inteiro, zero ou maior.\n` };
  }
  const f = readOptionFlags(flagTexts(p));
  const ruleProblems = loadRuleFiles(f);
  if (ruleProblems.length > 0) return { code: 1, stdout: '', stderr: ruleProblems.map((l) => `cotas: ${l}\n`).join('') };
  const o = f.opcoes;
  let result;
  try {
    result = reserve(Number(text), f.regra, { arredondamento: o.arredondamento, colisao: o.colisao, pcd: f.pcdEscrita ?? o.pcd });
  } catch (e) {
    // The engine's own limits (e.g. too many vacancies): invalid input.
    return { code: 1, stdout: '', stderr: `cotas: ${(e as Error).message}\n` };
  }
  if (p.flags.has('json')) return { code: 0, stdout: JSON.stringify(result) + '\n', stderr: '' };
  return {
    code: 0,
    stdout: renderReserve(result, {
      arredondamento: o.arredondamento,
      colisao: o.colisao,
      reservaMultipla: o.reservaMultipla,
      largura: terminalWidth(),
    }),
    stderr: '',
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.xlsm', '.csv', '.txt', '.xls', '.ods'];

/**
 * A spreadsheet by its extension or, whatever the name says (.xlsm, no extension, a workbook named
 * .json), by its content: only a file that is JSON goes to the JSON reader.
 */
export function isSpreadsheetInput(entrada: string): boolean {
  if (SPREADSHEET_EXTENSIONS.includes(path.extname(entrada).toLowerCase())) return true;
  const kind = sniffFileKind(entrada);
  return kind !== null && kind !== 'json';
}

/** `--planilhas por-lista|por-cargo` (or its earlier name `--abas`): the layout of the written workbook. */
function layoutFlag(p: Parsed): ListLayout {
  if (p.flags.has('planilhas') && p.flags.has('abas')) throw new UsageError('Use --planilhas (ou o nome antigo --abas), não os dois.');
  const name = p.flags.has('abas') ? 'abas' : 'planilhas';
  const value = flag(p, name) ?? 'por-lista';
  if (value !== 'por-lista' && value !== 'por-cargo')
    throw new UsageError(`Valor inválido para --${name}: "${value}". Use por-lista ou por-cargo.`);
  return value;
}

async function commandClassify(p: Parsed, rest: string[]): Promise<CliResult> {
  onlyFlags(p, [
    ...CLASSIFY_FLAGS,
    'vagas',
    'saida',
    'json',
    'legivel',
    'detalhes',
    'mascarar',
    'sem-mascara',
    'estrito',
    'planilhas',
    'abas',
  ]);
  if (rest.length !== 1) throw new UsageError('Informe o arquivo de entrada: cotas classificar <entrada>.');
  const entrada = rest[0];
  // The one reading of the flags, for either input: a bad value is wrong usage before anything is read.
  const flags = readOptionFlags(flagTexts(p));
  const ruleProblems = loadRuleFiles(flags);
  if (ruleProblems.length > 0) return inputFailure(entrada, ruleProblems);
  for (const f of ['legivel', 'detalhes'])
    if (p.flags.has(f) && !p.flags.has('json')) throw new UsageError(`A opção --${f} só se aplica com --json.`);
  const disposicao = layoutFlag(p);
  const semMascara = p.flags.has('sem-mascara');
  if (semMascara && p.flags.has('mascarar'))
    throw new UsageError('As opções --mascarar e --sem-mascara se contradizem: use uma só (sem nenhuma, a saída já é mascarada).');
  if (semMascara && !p.flags.has('saida'))
    throw new UsageError('A opção --sem-mascara só se aplica com --saida (o arquivo de listas gravado).');
  const common = {
    disposicao,
    saida: flag(p, 'saida'),
    json: p.flags.has('json'),
    legivel: p.flags.has('legivel'),
    detalhes: p.flags.has('detalhes'),
    // The lists written to publish are masked unless the commission asks for its internal version (LGPD).
    mascarar: !semMascara,
    estrito: p.flags.has('estrito'),
    largura: terminalWidth(),
  };

  if (isSpreadsheetInput(entrada)) {
    // The spreadsheet path pulls in exceljs: loaded only when a spreadsheet is used.
    const { classifySpreadsheet } = await import('./planilha');
    return classifySpreadsheet({ entrada, flags, ...common, progresso: (msg: string) => process.stderr.write(terminalSafe(msg) + '\n') });
  }

  if (common.saida !== undefined) {
    const bad = outputPathProblem(common.saida, entrada);
    if (bad) return inputFailure(entrada, [bad]);
  }
  const input = readJsonInput(entrada, flags);
  if ('failure' in input) return input.failure;
  // The outcome as it is: its JSON is written in pieces (reading `stdout` would join them).
  return deliver({ concurso: input.concurso, resultado: input.resultado, entrada, ...common });
}

async function commandVerify(p: Parsed, rest: string[]): Promise<CliResult> {
  onlyFlags(p, [...CLASSIFY_FLAGS, 'vagas']);
  if (rest.length !== 2) throw new UsageError('Informe a entrada e o resultado: cotas verificar <entrada> <resultado.xlsx>.');
  const [entrada, resultado] = rest;
  const flags = readOptionFlags(flagTexts(p));
  const ruleProblems = loadRuleFiles(flags);
  if (ruleProblems.length > 0) return inputFailure(entrada, ruleProblems);
  const { verify } = await import('./verificar');
  return verify({ entrada, resultado, flags });
}

/**
 * A JSON document (or a worked example of the specification) read into a valid concurso and its
 * result, as `classificar` reads it: the flags written into it, then the workflow's analysis of a
 * document (src/app), the same validation and classification as every host.
 */
export function readJsonInput(
  entrada: string,
  flags: ReturnType<typeof readOptionFlags>,
): { concurso: Concurso; resultado: ConcursoResult } | { failure: CliResult } {
  const failure = (problemas: string[]): { failure: CliResult } => ({ failure: inputFailure(entrada, problemas) });
  // Read strictly (src/cli/json.ts): a key written twice, a number out of range, a file that cannot be read, in Portuguese.
  const read = readJsonInputFile(entrada);
  if ('problemas' in read) return failure(read.problemas);
  let doc = read.doc;
  // A worked example of the specification ({"kind": "classificar", "input": {…}, "expected": {…}},
  // docs/contrato.md) can be given as it is: its input document is classified.
  if (isRecord(doc) && doc.kind === 'classificar' && isRecord(doc.input)) doc = doc.input;
  const flagProblems = applyToDocument(doc, flags);
  if (flagProblems.length > 0) return failure(flagProblems);
  const a = analyseDocument(doc);
  if (!a.concurso || !a.resultado) return failure(a.problemas.map((q) => q.mensagem));
  return { concurso: a.concurso, resultado: a.resultado };
}
