// The `cotas` command (docs/contrato.md). Exit codes: 0 success, 1 invalid input, 2 wrong usage.
import * as fs from 'fs';
import * as path from 'path';
import { classify, findRuleSet, reserve, RULE_SETS, ruleSetIds, toContractJson, validateDocument, ROUNDINGS, COLLISIONS, ABSENCE_POLICIES } from '../engine';
import { formatProblems, parseVacanciesText } from '../sheet';
import { renderClassification, renderReserve } from './render';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

class UsageError extends Error {}

const HELP = `Uso:
  cotas reserva <vagas> [--regra ID] [--arredondamento total|por-grupo] [--colisao anterior|posterior] [--json]
      Quantas vagas cabem a cada grupo e a ordem de nomeação (alternância e proporcionalidade).

  cotas classificar <entrada.json|.xlsx|.csv> [--saida resultado.xlsx] [--json]
                    [--regra ID] [--arredondamento total|por-grupo] [--colisao anterior|posterior]
                    [--ausencia ampla|eliminado] [--data-referencia aaaa-mm-dd] [--data-edital aaaa-mm-dd]
                    [--vagas N | --vagas "Cargo A=10,Cargo B=3"] [--mascarar]
      Listas finais: ampla concorrência, uma por grupo, e a ordem de nomeação, com a memória de cálculo.
      As opções da linha de comando prevalecem sobre as do arquivo.

  cotas regras
      Lista as regras disponíveis.

Regras: ${ruleSetIds().join(', ')} (padrão: pirangi-3056-2025).
Saída: 0 = sucesso; 1 = entrada inválida (os problemas vão para a saída de erro); 2 = uso incorreto.
`;

interface Parsed {
  positional: string[];
  flags: Map<string, string | true>;
}

const VALUE_FLAGS = new Set(['regra', 'arredondamento', 'colisao', 'ausencia', 'data-referencia', 'data-edital', 'vagas', 'saida']);
const BOOLEAN_FLAGS = new Set(['json', 'mascarar', 'ajuda', 'help']);

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

function checkChoice(p: Parsed, name: string, allowed: readonly string[]): string | undefined {
  const v = flag(p, name);
  if (v !== undefined && !allowed.includes(v)) throw new UsageError(`Valor inválido para --${name}: "${v}". Use ${allowed.join(' ou ')}.`);
  return v;
}

function checkRule(p: Parsed): string | undefined {
  const v = flag(p, 'regra');
  if (v !== undefined && !findRuleSet(v)) throw new UsageError(`Regra desconhecida: "${v}". Regras disponíveis: ${ruleSetIds().join(', ')}.`);
  return v;
}

function onlyFlags(p: Parsed, allowed: string[]): void {
  for (const k of p.flags.keys()) if (!allowed.includes(k)) throw new UsageError(`A opção --${k} não se aplica a este comando.`);
}

export async function run(args: string[]): Promise<number> {
  const r = await execute(args);
  if (r.stdout) process.stdout.write(r.stdout);
  if (r.stderr) process.stderr.write(r.stderr);
  return r.code;
}

/** Runs the command and returns what it would print: the tests call this directly. */
export async function execute(args: string[]): Promise<CliResult> {
  try {
    const p = parseArgs(args);
    const [command, ...rest] = p.positional;
    if (p.flags.has('ajuda') || p.flags.has('help') || command === 'ajuda' || command === 'help') return { code: 0, stdout: HELP, stderr: '' };
    switch (command) {
      case 'reserva':
        return commandReserve(p, rest);
      case 'classificar':
        return await commandClassify(p, rest);
      case 'regras':
        onlyFlags(p, []);
        return { code: 0, stdout: RULE_SETS.map((r) => `${r.id}\t${r.name}`).join('\n') + '\n', stderr: '' };
      case undefined:
        throw new UsageError('Informe um comando: reserva, classificar ou regras.');
      default:
        throw new UsageError(`Comando desconhecido: "${command}".`);
    }
  } catch (e) {
    if (e instanceof UsageError) return { code: 2, stdout: '', stderr: `cotas: ${e.message}\n\n${HELP}` };
    throw e;
  }
}

function commandReserve(p: Parsed, rest: string[]): CliResult {
  onlyFlags(p, ['regra', 'arredondamento', 'colisao', 'json']);
  if (rest.length !== 1) throw new UsageError('Informe o número de vagas: cotas reserva <vagas>.');
  const text = rest[0];
  if (!/^\d+$/.test(text)) {
    return { code: 1, stdout: '', stderr: `cotas: número de vagas inválido: "${text}". Use um número inteiro, zero ou maior.\n` };
  }
  const regra = checkRule(p);
  const arredondamento = checkChoice(p, 'arredondamento', ROUNDINGS) as (typeof ROUNDINGS)[number] | undefined;
  const colisao = checkChoice(p, 'colisao', COLLISIONS) as (typeof COLLISIONS)[number] | undefined;
  const result = reserve(Number(text), regra, { arredondamento, colisao });
  if (p.flags.has('json')) return { code: 0, stdout: JSON.stringify(result) + '\n', stderr: '' };
  return { code: 0, stdout: renderReserve(result, arredondamento, colisao), stderr: '' };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

async function commandClassify(p: Parsed, rest: string[]): Promise<CliResult> {
  onlyFlags(p, ['regra', 'arredondamento', 'colisao', 'ausencia', 'data-referencia', 'data-edital', 'vagas', 'saida', 'json', 'mascarar']);
  if (rest.length !== 1) throw new UsageError('Informe o arquivo de entrada: cotas classificar <entrada>.');
  const entrada = rest[0];
  const regra = checkRule(p);
  const arredondamento = checkChoice(p, 'arredondamento', ROUNDINGS);
  const colisao = checkChoice(p, 'colisao', COLLISIONS);
  const ausencia = checkChoice(p, 'ausencia', ABSENCE_POLICIES);
  const vagasFlag = flag(p, 'vagas');
  // `--vagas 10` or `--vagas "Cargo A=10,Cargo B=3"`, read as the Parâmetros sheet reads it.
  const vacancies = vagasFlag !== undefined ? parseVacanciesText(vagasFlag) : undefined;
  if (vacancies && vacancies.problemas.length > 0) {
    return { code: 1, stdout: '', stderr: `cotas: --vagas inválido:\n${formatProblems(vacancies.problemas)}\n` };
  }
  const saida = flag(p, 'saida');
  const ext = path.extname(entrada).toLowerCase();

  if (ext === '.xlsx' || ext === '.csv' || ext === '.txt' || ext === '.xls' || ext === '.ods') {
    // The spreadsheet path pulls in exceljs: loaded only when a spreadsheet is used.
    const { classifySpreadsheet } = await import('./planilha');
    return classifySpreadsheet({
      entrada,
      saida,
      json: p.flags.has('json'),
      regra,
      arredondamento,
      colisao,
      ausenciaConfirmacao: ausencia,
      dataReferencia: flag(p, 'data-referencia'),
      dataEdital: flag(p, 'data-edital'),
      vagas: vagasFlag,
      mascarar: p.flags.has('mascarar'),
      progresso: (msg: string) => process.stderr.write(msg + '\n'),
    });
  }

  let text: string;
  try {
    text = fs.readFileSync(entrada, 'utf8');
  } catch {
    return { code: 1, stdout: '', stderr: `cotas: não foi possível ler o arquivo "${entrada}".\n` };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return { code: 1, stdout: '', stderr: `cotas: o arquivo "${entrada}" não é um JSON válido (${(e as Error).message}).\n` };
  }
  // A worked example of the specification ({"kind": "classificar", "input": {…}, "expected": {…}},
  // docs/contrato.md) can be given as it is: its input document is classified.
  if (isRecord(doc) && doc.kind === 'classificar' && isRecord(doc.input)) doc = doc.input;
  if (isRecord(doc)) {
    const d = doc;
    if (regra !== undefined) d.regra = regra;
    const opcoes: Record<string, unknown> = typeof d.opcoes === 'object' && d.opcoes !== null ? { ...(d.opcoes as object) } : {};
    if (arredondamento !== undefined) opcoes.arredondamento = arredondamento;
    if (colisao !== undefined) opcoes.colisao = colisao;
    if (ausencia !== undefined) opcoes.ausenciaConfirmacao = ausencia;
    const ref = flag(p, 'data-referencia');
    if (ref !== undefined) opcoes.dataReferencia = ref;
    const ed = flag(p, 'data-edital');
    if (ed !== undefined) opcoes.dataEdital = ed;
    if (Object.keys(opcoes).length > 0 || d.opcoes !== undefined) d.opcoes = opcoes;
    if (vacancies && vacancies.cargos.length === 1 && vacancies.cargos[0].cargo === null) {
      delete d.cargos;
      d.vagas = vacancies.cargos[0].vagas;
    } else if (vacancies) {
      delete d.vagas;
      d.cargos = vacancies.cargos;
    }
  }
  const v = validateDocument(doc);
  if (!v.concurso) {
    const lines = v.problemas.map((q) => q.mensagem);
    return {
      code: 1,
      stdout: '',
      stderr: `cotas: a entrada "${entrada}" tem ${lines.length === 1 ? '1 problema' : `${lines.length} problemas`}; nada foi calculado:\n` + lines.map((l) => `  - ${l}\n`).join(''),
    };
  }
  const result = classify(v.concurso);
  if (saida !== undefined) {
    const { writeResultWorkbook } = await import('./planilha');
    try {
      await writeResultWorkbook({ concurso: v.concurso, result, saida, mascarar: p.flags.has('mascarar'), origem: entrada });
    } catch (e) {
      return { code: 1, stdout: '', stderr: `cotas: ${(e as Error).message}\n` };
    }
  }
  if (p.flags.has('json')) return { code: 0, stdout: JSON.stringify(toContractJson(result), null, 1) + '\n', stderr: '' };
  return { code: 0, stdout: saida !== undefined ? `Resultado gravado em ${saida}.\n` : renderClassification(result, v.concurso), stderr: '' };
}
