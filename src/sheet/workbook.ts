// A whole workbook (candidates sheet + Parâmetros sheet + command-line overrides) → a Concurso.
// Host-agnostic: the file host, the Excel add-in and Apps Script hand the sheets as 2-D arrays.
import type { CargoVacancies, Concurso, Options } from '../engine/types';
import { DEFAULT_RULE_SET_ID, RULE_SETS, findRuleSet } from '../engine/rulesets';
import { resolveOptions } from '../engine/validate';
import { looksLikeCandidateHeader, recognizeColumns } from './columns';
import {
  PARAMETERS_SHEET,
  Parameters,
  parseAbsenceLabel,
  parseCollisionLabel,
  parseMultipleReserveLabel,
  parsePcdRuleLabel,
  parseRoundingLabel,
  parseRuleLabel,
  parseVacanciesText,
  pcdRuleChoices,
  readParameters,
} from './parameters';
import { CellValue, normalizeHeader, parseDateCell } from './parsers';
import { SheetProblem, problem } from './problems';
import { CandidateTable, cargoKey, isBlankRow, readCandidateTable } from './table';

export interface SheetData {
  nome: string;
  /** Row 1 = index 0; blank cells null. Cells may hold CellError and UncachedFormula (cells.ts). */
  linhas: CellValue[][];
  /** The sheet is hidden (or very hidden) in the workbook. */
  oculta?: boolean;
  /** 0-based indices of the rows hidden or filtered out. */
  linhasOcultas?: number[];
  /** Merged ranges, A1 ("A1:C1"). */
  mescladas?: string[];
  /** The add-in wrote this sheet (the host found the add-in's marker). */
  doSuplemento?: boolean;
}

/** Values given outside the workbook (command-line flags): they override the Parâmetros sheet. */
export interface Overrides {
  regra?: string;
  arredondamento?: string;
  colisao?: string;
  ausenciaConfirmacao?: string;
  dataReferencia?: string;
  dataEdital?: string;
  /** PcD rule (id, name or act number) or "nenhuma" (--pcd). */
  pcd?: string;
  /** "maior-percentual" or "todas" (--reserva-multipla). */
  reservaMultipla?: string;
  /** "10" or "Cargo=10,Outro=3". */
  vagas?: string;
}

export interface WorkbookReading {
  /** The concurso, or null when there are problems. */
  concurso: Concurso | null;
  /** Sheet row of each candidate of `concurso.candidatos`. */
  linhas: number[];
  /** CPF of each candidate (digits), or null. */
  cpfs: (string | null)[];
  planilhaCandidatos: string | null;
  parametros: Parameters | null;
  problemas: SheetProblem[];
}

const HEADER_SEARCH_ROWS = 30;

/** Index of the header row of a candidates sheet (titles above it are allowed), or -1. */
export function findHeaderRow(rows: CellValue[][]): number {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < limit; r++) {
    const row = rows[r];
    if (!row || isBlankRow(row)) continue;
    if (looksLikeCandidateHeader(row)) return r;
  }
  return -1;
}

function isParametersSheet(name: string): boolean {
  const k = normalizeHeader(name);
  return k === 'parametros' || k === 'parametro' || k === 'configuracao' || k === 'configuracoes';
}

function firstNonBlankRow(rows: CellValue[][]): number {
  for (let r = 0; r < rows.length; r++) if (!isBlankRow(rows[r])) return r;
  return -1;
}

/** Full options: the overrides, then the Parâmetros sheet, then the rule set's defaults. */
export function resolveSheetOptions(regra: string, partial: Partial<Options>): Options {
  // The defaults live in the engine (resolveOptions): the sheet only supplies what it read.
  return resolveOptions(findRuleSet(regra) ?? findRuleSet(DEFAULT_RULE_SET_ID)!, partial);
}

/** Applies command-line overrides; problems name the flag. */
export function applyOverrides(
  params: { regra?: string; opcoes: Partial<Options>; vagas: CargoVacancies[] | null },
  o: Overrides,
): SheetProblem[] {
  const problemas: SheetProblem[] = [];
  const flag = (name: string, msg: string): void => {
    problemas.push(problem(null, null, null, `a opção --${name} ${msg}`));
  };
  if (o.regra !== undefined) {
    const id = parseRuleLabel(o.regra);
    if (!id) flag('regra', `'${o.regra}' não é uma regra conhecida; use uma destas: ${RULE_SETS.map((r) => r.id).join(', ')}`);
    else params.regra = id;
  }
  // An option given as a label: its parser, and what to say when it reads nothing.
  const choose = <K extends keyof Options>(key: K, name: string, raw: string | undefined, parse: (v: string) => Options[K] | null, help: string): void => {
    if (raw === undefined) return;
    const v = parse(raw);
    if (v === null) flag(name, `'${raw}' ${help}`);
    else params.opcoes[key] = v;
  };
  choose('arredondamento', 'arredondamento', o.arredondamento, parseRoundingLabel, "não é válida; use 'total' ou 'por-grupo'");
  choose('colisao', 'colisao', o.colisao, parseCollisionLabel, "não é válida; use 'anterior' ou 'posterior'");
  choose('ausenciaConfirmacao', 'ausencia', o.ausenciaConfirmacao, parseAbsenceLabel, "não é válida; use 'ampla' ou 'eliminado'");
  choose('pcd', 'pcd', o.pcd, parsePcdRuleLabel, `não é uma regra de reserva PcD conhecida; use uma destas: ${pcdRuleChoices()}`);
  choose('reservaMultipla', 'reserva-multipla', o.reservaMultipla, parseMultipleReserveLabel, "não é válida; use 'maior-percentual' ou 'todas'");
  for (const [k, name] of [['dataReferencia', 'data-referencia'], ['dataEdital', 'data-edital']] as const) {
    const raw = o[k];
    if (raw === undefined) continue;
    const d = parseDateCell(raw);
    if (!d.ok || d.value === null) flag(name, `'${raw}' não é uma data (use aaaa-mm-dd ou dd/mm/aaaa)`);
    else params.opcoes[k] = d.value;
  }
  if (o.vagas !== undefined) {
    const v = parseVacanciesText(String(o.vagas));
    for (const p of v.problemas) {
      flag('vagas', p.mensagem.replace(/^em --vagas, /, '').replace(/\.$/, ''));
    }
    if (v.problemas.length === 0) params.vagas = v.cargos;
  }
  return problemas;
}

/**
 * Puts candidates and vacancies together: every candidate's cargo must have vacancies; a single
 * number of vacancies is accepted when the sheet has one cargo (or no Cargo column).
 */
export function assembleCargos(
  table: CandidateTable,
  vagas: CargoVacancies[] | null,
  planilha: string,
  origemVagas: string,
): { cargos: CargoVacancies[]; problemas: SheetProblem[] } {
  const problemas: SheetProblem[] = [];
  const cands = table.candidatos;
  const cargoCol = table.colunas.cargo;
  const cargoHeader = cargoCol !== undefined ? table.colunas.cabecalhos[cargoCol] : 'Cargo';
  const distinct = new Map<string, string>();
  for (const c of cands) if (c.cargo) if (!distinct.has(cargoKey(c.cargo))) distinct.set(cargoKey(c.cargo), c.cargo);

  if (!vagas || vagas.length === 0) {
    const lista = [...distinct.values()];
    problemas.push(
      problem(
        null,
        null,
        null,
        lista.length > 1
          ? `falta o número de vagas de cada cargo (${lista.map((x) => `'${x}'`).join(', ')}): preencha a tabela 'Cargo | Vagas' na planilha '${PARAMETERS_SHEET}' ou use --vagas "Cargo=10,Outro=3"`
          : `falta o número de vagas: escreva 'Vagas' e o número na planilha '${PARAMETERS_SHEET}' (ou a tabela 'Cargo | Vagas') ou use --vagas 10`,
      ),
    );
    return { cargos: [], problemas };
  }
  if (vagas.length === 1 && vagas[0].cargo === null) {
    if (distinct.size > 1) {
      problemas.push(
        problem(
          null,
          null,
          null,
          `a planilha '${planilha}' tem ${distinct.size} cargos (${[...distinct.values()].map((x) => `'${x}'`).join(', ')}), mas ${origemVagas} dá um número só de vagas; informe as vagas de cada cargo na tabela 'Cargo | Vagas'`,
        ),
      );
      return { cargos: [], problemas };
    }
    if (distinct.size === 1) {
      // One cargo, perhaps typed several ways ("Professor", "professor "): every candidate takes the
      // first spelling, the one the cargo has in the result (the engine groups candidates by the
      // exact text).
      const cargo = [...distinct.values()][0];
      for (const c of cands) c.cargo = cargo;
      return { cargos: [{ cargo, vagas: vagas[0].vagas }], problemas };
    }
    return { cargos: [{ cargo: null, vagas: vagas[0].vagas }], problemas };
  }
  const byKey = new Map<string, CargoVacancies>();
  for (const v of vagas) byKey.set(cargoKey(v.cargo), v);
  if (cargoCol === undefined) {
    if (vagas.length === 1) {
      for (const c of cands) c.cargo = vagas[0].cargo;
      return { cargos: vagas.slice(), problemas };
    }
    problemas.push(
      problem(planilha, null, 'Cargo', `há ${vagas.length} cargos com vagas em ${origemVagas}, mas a planilha '${planilha}' não tem a coluna 'Cargo' dizendo o cargo de cada candidato`),
    );
    return { cargos: [], problemas };
  }
  cands.forEach((c, i) => {
    const v = byKey.get(cargoKey(c.cargo));
    if (!v) {
      problemas.push(
        problem(planilha, table.linhas[i], cargoHeader, `o cargo '${c.cargo}' não está na lista de vagas (${origemVagas}); os cargos com vagas são: ${vagas.map((x) => `'${x.cargo}'`).join(', ')}`),
      );
    } else c.cargo = v.cargo;
  });
  return { cargos: vagas.slice(), problemas };
}

/**
 * Reads a whole workbook: finds the candidates sheet ("Candidatos", or the first sheet whose header
 * has Inscrição and Nota, titles above the header allowed) and the "Parâmetros" sheet, applies the
 * overrides and returns the Concurso, or every problem at once.
 */
export function readConcursoWorkbook(
  sheets: SheetData[],
  overrides: Overrides = {},
  progresso?: (lidas: number, total: number) => void,
): WorkbookReading {
  const out: WorkbookReading = { concurso: null, linhas: [], cpfs: [], planilhaCandidatos: null, parametros: null, problemas: [] };
  const problemas = out.problemas;
  const paramSheet = sheets.find((s) => isParametersSheet(s.nome));
  let params: Parameters = { opcoes: {}, criterios: [], vagas: null, descricao: [], problemas: [] };
  if (paramSheet) {
    params = readParameters(paramSheet.linhas, paramSheet.nome);
    problemas.push(...params.problemas);
  }
  out.parametros = params;

  const others = sheets.filter((s) => s !== paramSheet);
  const named = others.find((s) => normalizeHeader(s.nome).startsWith('candidat'));
  let cand: SheetData | undefined;
  let headerRow = -1;
  if (named) {
    cand = named;
    headerRow = findHeaderRow(named.linhas);
  } else {
    for (const s of others) {
      const h = findHeaderRow(s.linhas);
      if (h >= 0) {
        cand = s;
        headerRow = h;
        break;
      }
    }
  }
  if (!cand) {
    if (others.length === 0) {
      problemas.push(problem(null, null, null, "o arquivo não tem a planilha dos candidatos (uma planilha com as colunas 'Inscrição' e 'Nota')"));
    } else {
      const s = others[0];
      const r = firstNonBlankRow(s.linhas);
      if (r < 0) problemas.push(problem(s.nome, null, null, 'a planilha está vazia'));
      else problemas.push(...recognizeColumns(s.linhas[r], { planilha: s.nome, linha: r + 1 }).problemas);
    }
    return out;
  }
  out.planilhaCandidatos = cand.nome;
  if (headerRow < 0) headerRow = firstNonBlankRow(cand.linhas);
  if (headerRow < 0) {
    problemas.push(problem(cand.nome, null, null, "a planilha está vazia: falta a linha de cabeçalho com 'Inscrição', 'Nome', 'Cargo', 'Nota', 'Cota'..."));
    return out;
  }
  const table = readCandidateTable(cand.linhas.slice(headerRow), {
    planilha: cand.nome,
    primeiraLinha: headerRow + 1,
    criterios: params.criterios,
    progresso,
  });
  problemas.push(...table.problemas);

  const resolved = { regra: params.regra, opcoes: { ...params.opcoes }, vagas: params.vagas };
  problemas.push(...applyOverrides(resolved, overrides));
  const origemVagas = overrides.vagas !== undefined ? 'a opção --vagas' : `a planilha '${paramSheet?.nome ?? PARAMETERS_SHEET}'`;
  if (table.candidatos.length > 0 || table.problemas.length === 0) {
    const { cargos, problemas: p2 } = assembleCargos(table, resolved.vagas, cand.nome, origemVagas);
    problemas.push(...p2);
    if (problemas.length === 0) {
      const regra = resolved.regra ?? DEFAULT_RULE_SET_ID;
      out.concurso = { regra, opcoes: resolveSheetOptions(regra, resolved.opcoes), cargos, candidatos: table.candidatos };
      out.linhas = table.linhas;
      out.cpfs = table.cpfs;
    }
  }
  return out;
}
