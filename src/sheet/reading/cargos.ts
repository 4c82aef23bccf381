// The pipeline's cargos stage: the candidates read and the vacancies put together. Every problem is
// written once, at its own sheet and row (a batch's candidate names its batch), and asks for the
// vacancies in the workbook; the host's own way to give them is offered only when the host says it
// has one (ParametersPatch.opcaoVagas: the command line's --vagas).
import { closestName, count } from '../../engine/text';
import type { CargoVacancies } from '../../engine/types';
import { PARAMETERS_SHEET } from '../parameters';
import { SheetProblem, problem } from '../problems';
import { CandidateTable, cargoKey } from '../table';
import type { SheetReading } from './types';

/** The candidates of one sheet, and the sheet. */
interface Part {
  planilha: string;
  table: CandidateTable;
}

/** How the messages name where the vacancies came from, and the host's own way to give them. */
export interface VacancyWording {
  /** "a planilha 'Parâmetros'", "a opção --vagas", "o argumento vagas". */
  origemVagas: string;
  /** The host's option ("--vagas"), offered where the vacancies are missing; absent: the workbook only. */
  opcaoVagas?: string;
}

type Assembled = { cargos: CargoVacancies[]; problemas: SheetProblem[] };

/** " ou use --vagas 10": the host's option with an example of the vacancies it takes, or nothing. */
function offer(w: VacancyWording, example: string, comma = ''): string {
  return w.opcaoVagas ? `${comma} ou use ${w.opcaoVagas} ${example}` : '';
}

/** The cargos of the parts, one spelling each (the first), by key. */
function distinctCargos(parts: Part[]): Map<string, string> {
  const distinct = new Map<string, string>();
  for (const p of parts)
    for (const c of p.table.candidatos) if (c.cargo && !distinct.has(cargoKey(c.cargo))) distinct.set(cargoKey(c.cargo), c.cargo);
  return distinct;
}

/** The vacancies are missing: where to write them. */
function missingVacancies(cargos: string[], w: VacancyWording): SheetProblem {
  return problem(
    null,
    null,
    null,
    cargos.length > 1
      ? `falta o número de vagas de cada cargo (${cargos.map((x) => `'${x}'`).join(', ')}): preencha a tabela 'Cargo | Vagas' na planilha '${PARAMETERS_SHEET}'${offer(w, '"Cargo=10,Outro=3"')}`
      : `falta o número de vagas: escreva 'Vagas' e o número na planilha '${PARAMETERS_SHEET}' (ou a tabela 'Cargo | Vagas')${offer(w, '10')}`,
  );
}

/** One number of vacancies: right for one cargo (every candidate then takes its first spelling) or none. */
function singleNumber(parts: Part[], vagas: number, distinct: Map<string, string>, w: VacancyWording): Assembled {
  if (distinct.size > 1) {
    const which =
      parts.length === 1
        ? `a planilha '${parts[0].planilha}' tem`
        : `as planilhas '${parts.map((p) => p.planilha).join("', '")}' têm juntas`;
    const msg = `${which} ${distinct.size} cargos (${[...distinct.values()].map((x) => `'${x}'`).join(', ')}), mas ${w.origemVagas} dá um número só de vagas; informe as vagas de cada cargo na tabela 'Cargo | Vagas'`;
    return { cargos: [], problemas: [problem(null, null, null, msg)] };
  }
  if (distinct.size === 1) {
    // One cargo, perhaps typed several ways ("Professor", "professor "): every candidate takes the
    // first spelling, the one the cargo has in the result (the engine groups candidates by the exact text).
    const cargo = [...distinct.values()][0];
    for (const p of parts) for (const c of p.table.candidatos) c.cargo = cargo;
    return { cargos: [{ cargo, vagas }], problemas: [] };
  }
  return { cargos: [{ cargo: null, vagas }], problemas: [] };
}

/**
 * Puts candidates and vacancies together: every candidate's cargo must have vacancies; a single
 * number of vacancies is accepted when the sheets have one cargo (or no Cargo column). Parts read
 * together (batches) have the same columns.
 */
function assembleParts(parts: Part[], vagas: CargoVacancies[] | null, w: VacancyWording): Assembled {
  const distinct = distinctCargos(parts);
  if (!vagas || vagas.length === 0) return { cargos: [], problemas: [missingVacancies([...distinct.values()], w)] };
  if (vagas.length === 1 && vagas[0].cargo === null) return singleNumber(parts, vagas[0].vagas, distinct, w);
  const byKey = new Map<string, CargoVacancies>();
  for (const v of vagas) byKey.set(cargoKey(v.cargo), v);
  const problemas: SheetProblem[] = [];
  for (const { planilha, table } of parts) {
    const cargoCol = table.colunas.cargo;
    if (cargoCol === undefined) {
      if (vagas.length === 1) {
        for (const c of table.candidatos) c.cargo = vagas[0].cargo;
        continue;
      }
      const msg = `há ${vagas.length} cargos com vagas em ${w.origemVagas}, mas a planilha '${planilha}' não tem a coluna 'Cargo' dizendo o cargo de cada candidato`;
      return { cargos: [], problemas: [problem(planilha, null, 'Cargo', msg)] };
    }
    const cargoHeader = table.colunas.cabecalhos[cargoCol];
    // One problem per cargo missing from the vacancies, however many candidates have it: a slip in the
    // Parâmetros' table must not bury the sheet under identical errors (test/sheet/cargo-typo.test.ts).
    const unknown = new Map<string, { cargo: string; linhas: number[] }>();
    table.candidatos.forEach((c, i) => {
      const v = byKey.get(cargoKey(c.cargo));
      if (v) c.cargo = v.cargo;
      else {
        const k = cargoKey(c.cargo);
        const u = unknown.get(k) ?? { cargo: String(c.cargo), linhas: [] };
        u.linhas.push(table.linhas[i]);
        unknown.set(k, u);
      }
    });
    for (const u of unknown.values()) problemas.push(unknownCargo(planilha, cargoHeader, u.cargo, u.linhas, vagas, w));
  }
  return { cargos: vagas.slice(), problemas };
}

/** A cargo of the candidates that the vacancies do not name: how many, where, and the likely slip. */
function unknownCargo(
  planilha: string,
  header: string,
  cargo: string,
  linhas: number[],
  vagas: CargoVacancies[],
  w: VacancyWording,
): SheetProblem {
  const known = vagas.map((x) => String(x.cargo));
  const near = closestName(cargo, known, cargoKey);
  const who =
    linhas.length === 1
      ? ''
      : `, de ${count(linhas.length, 'candidato', 'candidatos')} (linhas ${linhas[0]} a ${linhas[linhas.length - 1]}),`;
  const msg =
    `o cargo '${cargo}'${who} não está na lista de vagas (${w.origemVagas})` +
    (near !== null
      ? `; quis dizer '${near}'? Escreva o cargo igual nos dois lugares`
      : `; os cargos com vagas são: ${known.map((x) => `'${x}'`).join(', ')}`);
  return problem(planilha, linhas[0], header, msg);
}

/** assembleParts for one sheet (and for the functions' table: `origemVagas` "o argumento vagas"). */
export function assembleCargos(
  table: CandidateTable,
  vagas: CargoVacancies[] | null,
  planilha: string,
  origemVagas: string,
  opcaoVagas?: string,
): Assembled {
  return assembleParts([{ planilha, table }], vagas, { origemVagas, opcaoVagas });
}

/**
 * Vacancies for sheets that are each a cargo (no Cargo column): every sheet's name must be a cargo of
 * the vacancies; its candidates take that cargo.
 */
export function assembleSheetCargos(readings: SheetReading[], vagas: CargoVacancies[] | null, w: VacancyWording): Assembled {
  const names = readings.map((r) => `'${r.sheet.nome}'`).join(', ');
  const fix = `preencha a tabela 'Cargo | Vagas' na planilha '${PARAMETERS_SHEET}' com o nome de cada planilha como cargo${offer(w, `"${readings.map((r) => `${r.sheet.nome}=10`).join(',')}"`, ',')}`;
  const perSheet = "são lidas cada uma como um cargo (não têm a coluna 'Cargo')";
  if (!vagas || vagas.length === 0)
    return {
      cargos: [],
      problemas: [problem(null, null, null, `falta o número de vagas de cada cargo: as planilhas ${names} ${perSheet}; ${fix}`)],
    };
  if (vagas.some((v) => v.cargo === null))
    return {
      cargos: [],
      problemas: [problem(null, null, null, `as planilhas ${names} ${perSheet}, mas ${w.origemVagas} dá um número só de vagas; ${fix}`)],
    };
  const byKey = new Map<string, CargoVacancies>();
  for (const v of vagas) byKey.set(cargoKey(v.cargo), v);
  const problemas: SheetProblem[] = [];
  for (const r of readings) {
    const v = byKey.get(cargoKey(r.sheet.nome));
    if (!v) {
      const msg = `a planilha '${r.sheet.nome}' é lida como o cargo '${r.sheet.nome}' (não tem a coluna 'Cargo'), mas esse cargo não está na lista de vagas (${w.origemVagas}); os cargos com vagas são: ${vagas.map((x) => `'${x.cargo}'`).join(', ')}`;
      problemas.push(problem(r.sheet.nome, null, null, msg));
      continue;
    }
    r.report.cargo = v.cargo;
    for (const c of r.table.candidatos) c.cargo = v.cargo;
  }
  return { cargos: problemas.length ? [] : vagas.slice(), problemas };
}

/**
 * Vacancies for batches (several sheets with a Cargo column) read as one table: each problem at its
 * own sheet and row; an inscrição in two sheets of the same cargo is an error.
 */
export function assembleBatches(readings: SheetReading[], vagas: CargoVacancies[] | null, w: VacancyWording): Assembled {
  const res = assembleParts(
    readings.map((r) => ({ planilha: r.sheet.nome, table: r.table })),
    vagas,
    w,
  );
  if (res.problemas.length > 0) return res;
  const seen = new Map<string, { planilha: string; linha: number }>();
  for (const r of readings) {
    const { table } = r;
    const insCol = table.colunas.inscricao;
    table.candidatos.forEach((c, i) => {
      const k = `${cargoKey(c.cargo)}\u0000${c.inscricao}`;
      const a = seen.get(k);
      const b = { planilha: r.sheet.nome, linha: table.linhas[i] };
      if (a === undefined) seen.set(k, b);
      else if (a.planilha !== b.planilha) {
        // Twice in one sheet: the table reader reports it.
        const msg = `a inscrição '${c.inscricao}' aparece duas vezes no cargo '${c.cargo ?? ''}': na planilha '${a.planilha}', linha ${a.linha}, e na planilha '${b.planilha}', linha ${b.linha}`;
        res.problemas.push(problem(b.planilha, b.linha, insCol !== undefined ? table.colunas.cabecalhos[insCol] : 'Inscrição', msg));
      }
    });
  }
  return res;
}

/** The cargos of the candidates read, in order of first appearance, one spelling each (cargoKey). */
export function cargosOf(readings: SheetReading[], perSheetCargo: boolean): string[] {
  const byKey = new Map<string, string>();
  if (perSheetCargo) {
    for (const r of readings) if (!byKey.has(cargoKey(r.sheet.nome))) byKey.set(cargoKey(r.sheet.nome), r.sheet.nome);
    return [...byKey.values()];
  }
  const raw = new Set<string>();
  for (const r of readings) {
    for (const c of r.table.candidatos) {
      if (!c.cargo || raw.has(c.cargo)) continue;
      raw.add(c.cargo);
      const k = cargoKey(c.cargo);
      if (!byKey.has(k)) byKey.set(k, c.cargo);
    }
  }
  return [...byKey.values()];
}
