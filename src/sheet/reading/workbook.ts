// THE reading of a workbook, in stages, each handing its values to the next:
//   parameters   the Parâmetros sheet (readParameters), then the host's patch over it   (parameters.ts)
//   layout       the candidates sheet and header row the commission chose                (layout.ts)
//   roles        every sheet's role, and the header of each sheet that may hold candidates (roles.ts)
//   header       each candidates sheet's header recognised once (RecognisedHeader)       (header.ts)
//   rows         the rows below it, read with that recognition                           (sheet.ts)
//   cargos       candidates and vacancies put together                                   (cargos.ts)
//   history      the Nomeações sheet and the Situação column's "Desistente", per cargo   (acts.ts)
// and, for a workbook with nothing to read, why (no-header.ts); for the pane, the header it shows (view.ts).
import { DEFAULT_RULE_SET_ID, findRuleSet } from '../../engine/rulesets';
import type { RuleSet } from '../../engine/rulesets';
import { readWrittenPcdRule, readWrittenRule } from '../../engine/written-rules';
import type { CargoVacancies, CutInput, Options } from '../../engine/types';
import { cargoKey } from '../table-keys';
import { NO_PCD_RULE, PCD_CODE } from '../../engine/types';
import { readCut } from '../../engine/validate-cargos';
import { PARAMETERS_SHEET } from '../parameters';
import { resolveOptions } from '../../engine/validate';
import { FIELD_LABELS } from '../columns';
import type { ColumnField, ColumnMap } from '../columns';
import { normalizeHeader } from '../parsers';
import { SheetProblem, appendAll, formatProblem, problem } from '../problems';
import type { ReadingReport } from '../report';
import { attachHistory, readActsTable } from './acts';
import { assembleBatches, assembleCargos, assembleSheetCargos, cargosOf } from './cargos';
import { recogniseHeader } from './header';
import { LayoutChoice, chosenLayout } from './layout';
import { headerProblems } from './no-header';
import { PatchedParameters, patchedParameters, withSheetCriteria } from './parameters';
import { SheetRoles, mayHoldCandidates, sheetRoles } from './roles';
import { readRecognisedSheet } from './sheet';
import { writtenGroupWords } from '../rule-sheet';
import type { ParametersPatch, RecognisedHeader, SheetData, SheetReading, WorkbookReading } from './types';
import { headerView } from './view';

/** Full options: the patch's and the Parâmetros sheet's, then the rule set's defaults. */
export function resolveSheetOptions(regra: string | RuleSet, partial: Partial<Options>): Options {
  // The defaults live in the engine (resolveOptions): the sheet only supplies what it read.
  const rules = typeof regra === 'string' ? (findRuleSet(regra) ?? findRuleSet(DEFAULT_RULE_SET_ID)!) : regra;
  return resolveOptions(rules, partial);
}

/** What every stage after the roles reads and writes. */
interface Reading {
  sheets: SheetData[];
  params: PatchedParameters;
  choice: LayoutChoice;
  roles: SheetRoles;
  out: WorkbookReading;
  /** The rule written by the commission (rules.md §11), read once: its codes are what the Cota cells may say; null when none or invalid. */
  written: RuleSet | null;
}

/** The fields of a header, for comparing sheets' layouts: "inscricao,nome,nota" plus the tie-breaks. */
function layoutOf(cols: ColumnMap): string {
  const fields = (Object.keys(FIELD_LABELS) as ColumnField[]).filter((f) => cols[f] !== undefined);
  return `${fields.join(',')}|${cols.desempate.length}`;
}

function layoutText(cols: ColumnMap): string {
  return (Object.keys(FIELD_LABELS) as ColumnField[])
    .filter((f) => cols[f] !== undefined)
    .map((f) => FIELD_LABELS[f])
    .concat(cols.desempate.length ? [`${cols.desempate.length} desempate(s)`] : [])
    .join(', ');
}

/** Why no sheet is read as candidates, when none has a candidates header. */
function noCandidatesSheet(rd: Reading): SheetProblem[] {
  const { sheets, params, roles } = rd;
  const role = (s: SheetData): string => roles.reports.get(s)!.papel;
  const hiddenOnes = sheets.filter((s) => role(s) === 'oculta' && roles.headers.get(s));
  const outputs = sheets.filter((s) => role(s) === 'saida');
  const others = sheets.filter((s) => s !== params.sheet && role(s) === 'ignorada');
  if (hiddenOnes.length) {
    const which =
      hiddenOnes.length === 1
        ? `a planilha '${hiddenOnes[0].nome}' tem, mas está oculta`
        : `as planilhas ${hiddenOnes.map((s) => `'${s.nome}'`).join(', ')} têm, mas estão ocultas`;
    return [
      problem(
        null,
        null,
        null,
        `nenhuma planilha visível tem os candidatos; ${which}: reexiba a planilha a ler (uma planilha oculta nunca é lida)`,
      ),
    ];
  }
  if (others.length) return headerProblems(others[0], params.criterios);
  const said = outputs.length
    ? ` (${outputs.map((s) => `'${s.nome}'`).join(', ')} ${outputs.length === 1 ? 'é planilha' : 'são planilhas'} de resultado do suplemento, não de candidatos)`
    : '';
  return [
    problem(null, null, null, `o arquivo não tem a planilha dos candidatos (uma planilha com as colunas 'Inscrição' e 'Nota')${said}`),
  ];
}

/** The sheets to read as candidates; or null, with the problems that say why there are none. */
function candidateSheets(rd: Reading): SheetData[] | null {
  const { sheets, params, choice, roles, out } = rd;
  const papel = (s: SheetData): string => roles.reports.get(s)!.papel;
  const stop = (planilha: string | null, problemas: SheetProblem[]): null => {
    appendAll(out.problemas, problemas);
    out.planilhaCandidatos = planilha;
    return null;
  };
  if (choice.row !== null && (choice.sheet ? !roles.headers.get(choice.sheet) : !sheets.some((s) => papel(s) === 'candidatos'))) {
    // The header row said is not a header: in the sheet said, or in the first sheet that could hold the candidates.
    const target = choice.sheet ?? sheets.find((s) => mayHoldCandidates(s, params.sheet, roles.acts));
    return stop(target?.nome ?? null, [choice.rowProblem(target ?? null)]);
  }
  if (choice.sheet && !roles.headers.get(choice.sheet)) return stop(choice.sheet.nome, headerProblems(choice.sheet, params.criterios));
  const named = sheets.find((s) => mayHoldCandidates(s, params.sheet, roles.acts) && normalizeHeader(s.nome).startsWith('candidat'));
  // The sheet named "Candidatos" is the one meant: its header is what to fix, not another sheet to take.
  if (!choice.sheet && named && !roles.headers.get(named)) return stop(named.nome, headerProblems(named, params.criterios));
  const usable = sheets.filter((s) => papel(s) === 'candidatos');
  if (usable.length === 0) {
    appendAll(out.problemas, noCandidatesSheet(rd));
    return null;
  }
  return usable;
}

/**
 * The header of each candidates sheet recognised, once; null (and the problem naming them) when the
 * sheets do not all have the same columns, then none is read.
 */
function recognisedHeaders(rd: Reading, usable: SheetData[]): RecognisedHeader[] | null {
  const { params, roles, out } = rd;
  const headers = usable.map((s) =>
    recogniseHeader(s.linhas, roles.headers.get(s)!, { planilha: s.nome, criterios: params.criterios, mapeamento: params.mapeamento }),
  );
  const layouts = new Set(headers.map((h) => layoutOf(h.reconhecimento.colunas)));
  if (usable.length < 2 || layouts.size < 2) return headers;
  const each = usable.map((s, i) => `'${s.nome}' (${layoutText(headers[i].reconhecimento.colunas)})`).join('; ');
  out.problemas.push(
    problem(
      null,
      null,
      null,
      `há ${usable.length} planilhas com candidatos, com colunas diferentes: ${each}; deixe visível só a planilha a ler (oculte ou apague as outras), ou dê a todas as mesmas colunas para lê-las juntas`,
    ),
  );
  usable.forEach((s, i) => {
    roles.reports.set(s, {
      nome: s.nome,
      papel: 'ignorada',
      motivo: `tem cabeçalho de candidatos (linha ${headers[i].indice + 1}), mas as planilhas de candidatos têm colunas diferentes`,
    });
  });
  return null;
}

/** The rows of every candidates sheet, below its recognised header; the progress counts the rows of all. */
function readSheets(
  rd: Reading,
  usable: SheetData[],
  headers: RecognisedHeader[],
  progresso?: (lidas: number, total: number) => void,
): SheetReading[] {
  const { choice, roles } = rd;
  const total = usable.reduce((n, s) => n + s.linhas.length, 0);
  const grupos = rd.written ? writtenGroupWords(rd.written) : undefined;
  let before = 0;
  return usable.map((s, i) => {
    const done = before;
    const r = readRecognisedSheet(s, headers[i], progresso ? (lidas) => progresso(done + lidas, total) : undefined, grupos);
    before += s.linhas.length;
    if (s === choice.sheet) r.report.motivo += `; planilha indicada ${choice.sheetFrom}`;
    if (choice.row !== null) r.report.motivo += `; linha do cabeçalho indicada ${choice.rowFrom}`;
    roles.reports.set(s, r.report);
    return r;
  });
}

/** The readings' problems, warnings and columns into the workbook's reading; whether each sheet is a cargo. */
function gather(rd: Reading, readings: SheetReading[]): boolean {
  const { out } = rd;
  const leitura = out.leitura;
  for (const r of readings) {
    appendAll(out.problemas, r.problemas);
    appendAll(out.avisos, r.table.avisos);
    appendAll(leitura.colunas, r.colunas);
    appendAll(leitura.colunasIgnoradas, r.ignoradas);
  }
  if (out.avisos.length > 0) leitura.avisos = out.avisos.map(formatProblem);
  if (readings.length === 1) {
    for (const c of leitura.colunas) delete c.planilha;
    for (const c of leitura.colunasIgnoradas) delete c.planilha;
  }
  out.planilhaCandidatos = readings[0].sheet.nome;
  out.planilhasCandidatos = readings.map((r) => r.sheet.nome);
  const perSheetCargo = readings.length > 1 && readings[0].table.colunas.cargo === undefined;
  for (const r of readings) {
    if (readings.length > 1)
      r.report.motivo += perSheetCargo
        ? '; lida como um cargo (o nome da planilha), junto com as outras planilhas de mesmas colunas'
        : '; lida como um lote, junto com as outras planilhas de mesmas colunas';
  }
  out.cargosLidos = cargosOf(readings, perSheetCargo);
  return perSheetCargo;
}

/** The cargos, and the concurso when nothing is wrong. */
function assemble(rd: Reading, readings: SheetReading[], perSheetCargo: boolean): void {
  const { params, out } = rd;
  const tableProblems = readings.some((r) => r.table.problemas.length > 0);
  const anyCandidates = readings.some((r) => r.table.candidatos.length > 0);
  if (!anyCandidates && tableProblems) return;
  const w = { origemVagas: params.origemVagas, opcaoVagas: params.opcaoVagas };
  const { cargos, problemas } =
    readings.length === 1
      ? assembleCargos(readings[0].table, params.vagas, readings[0].sheet.nome, w.origemVagas, w.opcaoVagas)
      : perSheetCargo
        ? assembleSheetCargos(readings, params.vagas, w)
        : assembleBatches(readings, params.vagas, w);
  appendAll(out.problemas, problemas);
  if (out.problemas.length > 0) return;
  // A rule written by the commission (rules.md §11: the host's file or the Regra sheet), already checked.
  const { written } = rd;
  const regra = written ? written.id : (params.regra ?? DEFAULT_RULE_SET_ID);
  // One sheet (the usual case): its arrays as they are, no copy of a million rows.
  const joined = <T>(f: (r: SheetReading) => T[]): T[] => (readings.length === 1 ? f(readings[0]) : ([] as T[]).concat(...readings.map(f)));
  const opcoes = resolveSheetOptions(written ?? regra, withSheetCriteria(params.opcoes, readings, params.criterios));
  if (params.pcdEscrita) {
    const pcd = readWrittenPcdRule(params.pcdEscrita, written ?? findRuleSet(regra) ?? null).rule;
    if (pcd) {
      opcoes.pcd = pcd.id;
      opcoes.pcdInformada = params.pcdEscrita;
    }
  }
  if (!cutInto(rd, cargos, written ?? findRuleSet(regra) ?? findRuleSet(DEFAULT_RULE_SET_ID)!, opcoes)) return;
  out.concurso = { regra, opcoes, cargos, candidatos: joined((r) => r.table.candidatos) };
  if (written && params.regraEscrita) out.concurso.regraInformada = params.regraEscrita;
  out.linhas = joined((r) => r.table.linhas);
  out.cpfs = joined((r) => r.table.cpfs);
  out.planilhaDeCada = joined((r) => new Array<string>(r.table.candidatos.length).fill(r.sheet.nome));
  history(rd, readings);
}

/**
 * The Parâmetros' "Convocados para a próxima fase" (rules.md §12) given to every cargo, checked as the
 * engine checks `corte` (its numbers, the lists of the rule); false, with the problem at its cell, when
 * it is wrong.
 */
function cutInto(rd: Reading, cargos: CargoVacancies[], rules: RuleSet, opcoes: Options): boolean {
  const { corte: all, cortesPorCargo: own = [] } = rd.params.parametros;
  if (!all && own.length === 0) return true;
  const codes = [...rules.groups.map((g) => g.code), ...(opcoes.pcd !== NO_PCD_RULE ? [PCD_CODE] : [])];
  const planilha = rd.params.sheet?.nome ?? PARAMETERS_SHEET;
  let ok = true;
  const read = (at: { valor: Record<string, unknown>; linha: number; celula: string }, label: string): CutInput | undefined => {
    const problems: { mensagem: string }[] = [];
    const c = readCut(at.valor, 'corte', label, { codes, defaultReading: rules.defaultCutReading }, problems);
    for (const p of problems) rd.out.problemas.push({ ...problem(planilha, at.linha, label, p.mensagem), celula: at.celula });
    if (!c) ok = false;
    return c;
  };
  const forAll = all ? read(all, 'Convocados para a próxima fase') : undefined;
  // A cargo's own cut (the table's Convocados column) wins over the row that is every cargo's.
  const byCargo = new Map(own.map((o) => [cargoKey(o.cargo), read(o, `Convocados (cargo '${o.cargo}')`)]));
  if (!ok) return false;
  for (const cargo of cargos) {
    const c = byCargo.get(cargoKey(cargo.cargo ?? '')) ?? forAll;
    if (c) cargo.corte = c;
  }
  return true;
}

/**
 * The record of acts of each cargo (rules.md §10): the Nomeações sheet's rows, then the Situação
 * column's "Desistente"; its problems (each at its row and cell) stop the reading like any other.
 */
function history(rd: Reading, readings: SheetReading[]): void {
  const { out, roles } = rd;
  const concurso = out.concurso!;
  const actsSheet = roles.acts;
  const acts = actsSheet ? readActsTable(actsSheet.nome, actsSheet.linhas) : null;
  if (acts) out.nomeacoes = acts;
  const desistentes: number[] = [];
  const situacao: ({ cabecalho: string; coluna: number } | null)[] = [];
  let offset = 0;
  for (const r of readings) {
    for (const i of r.table.desistentes ?? []) desistentes.push(offset + i);
    const col = r.table.colunas.situacao;
    situacao.push(col === undefined ? null : { cabecalho: r.table.colunas.cabecalhos[col], coluna: col });
    offset += r.table.candidatos.length;
  }
  const sheetOf = (i: number): number => {
    let k = 0;
    for (let n = readings[0].table.candidatos.length; i >= n; n += readings[++k].table.candidatos.length);
    return k;
  };
  const problemas = acts ? acts.problemas.slice() : [];
  if (problemas.length === 0)
    appendAll(
      problemas,
      attachHistory(concurso.cargos, concurso.candidatos, desistentes, acts, {
        planilha: (i) => out.planilhaDeCada[i],
        linha: (i) => out.linhas[i],
        situacao: (i) => situacao[sheetOf(i)],
      }),
    );
  if (actsSheet && acts) {
    const rep = roles.reports.get(actsSheet)!;
    if (acts.linhaCabecalho !== null)
      rep.motivo += `; cabeçalho na linha ${acts.linhaCabecalho}, ${acts.linhas.length === 1 ? '1 ato lido' : `${acts.linhas.length} atos lidos`}`;
    else if (acts.problemas.length === 0) rep.motivo += '; vazia: nenhum ato registrado';
  }
  if (desistentes.length > 0) {
    const who = desistentes.map((i) => `${concurso.candidatos[i].inscricao} (linha ${out.linhas[i]})`).join(', ');
    out.leitura.historico = [
      `Situação 'Desistente' (${who}): desistência do concurso, lida como ato depois dos atos da planilha Nomeações — a pessoa sai de todas as listas e a ordem de nomeação já publicada não muda; quem já ocupa uma posição deve ter a desistência registrada na planilha Nomeações, com a posição`,
    ];
  }
  if (problemas.length > 0) {
    appendAll(out.problemas, problemas);
    out.concurso = null;
  }
}

/**
 * Reads a whole workbook. The candidates: every visible sheet whose header (in its first 30 rows) has
 * Inscrição and Nota, except the add-in's own sheets; several are read together when they have the
 * same columns — each one a cargo when there is no Cargo column (the sheet's name is the cargo), or
 * batches of one table when there is; with different columns, the reading stops and names them. A
 * hidden sheet is never read as candidates. The "Parâmetros" sheet, the host's patch over it, and
 * every problem at once; `leitura` says what was read and why.
 */
export function readConcursoWorkbook(
  sheets: SheetData[],
  patch: ParametersPatch = {},
  progresso?: (lidas: number, total: number) => void,
): WorkbookReading {
  const leitura: ReadingReport = { origem: patch.origem ?? null, planilhas: [], colunas: [], colunasIgnoradas: [] };
  const params = patchedParameters(sheets, patch);
  const out: WorkbookReading = {
    concurso: null,
    linhas: [],
    cpfs: [],
    planilhaCandidatos: null,
    parametros: params.parametros,
    problemas: [...params.parametros.problemas, ...params.problemasDaRegra],
    planilhasCandidatos: [],
    planilhaDeCada: [],
    leitura,
    avisos: [],
    cargosLidos: [],
    cabecalho: { planilha: null, linhaCabecalho: null, cabecalho: [], mapeamento: [] },
  };
  const choice = chosenLayout(sheets, params, patch);
  if (choice.problemas.length) {
    appendAll(out.problemas, choice.problemas);
    out.planilhaCandidatos = choice.sheet?.nome ?? null;
  }
  const written = params.regraEscrita ? readWrittenRule(params.regraEscrita).rules : null;
  const rd: Reading = { sheets, params, choice, roles: sheetRoles(sheets, params.sheet, choice, params.mapeamento), out, written };
  const usable = choice.problemas.length ? null : candidateSheets(rd);
  const headers = usable && recognisedHeaders(rd, usable);
  if (usable && headers) {
    const readings = readSheets(rd, usable, headers, progresso);
    assemble(rd, readings, gather(rd, readings));
  }
  // The Nomeações sheet's own problems are told with the others even when the candidates cannot be
  // read (its acts are checked against them only once they are).
  const actsSheet = out.nomeacoes === undefined ? rd.roles.acts : undefined;
  if (actsSheet) {
    out.nomeacoes = readActsTable(actsSheet.nome, actsSheet.linhas);
    appendAll(out.problemas, out.nomeacoes.problemas);
  }
  leitura.planilhas = sheets.map((s) => rd.roles.reports.get(s)!);
  out.cabecalho = headerView(sheets, leitura, out.planilhaCandidatos, {
    headers: rd.roles.headers,
    row: choice.row,
    mapeamento: params.mapeamento,
  });
  return out;
}
