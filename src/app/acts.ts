// Recording the acts of the validity period (rules.md §10) in the Nomeações sheet, planned: the rows
// to APPEND (never a row the commission wrote rewritten; the sheet created with its header when it is
// missing), laid out under the sheet's own header (its columns in whatever order the commission put
// them), after checking the new acts against the record already there (replayHistory: nothing is
// written when an act breaks a rule of §10). The port appends at the sheet's end as it is at the
// moment of writing (port.ts, appendRows), so two members recording at once keep both their rows;
// the appliers then read and analyse the workbook again. The columns, their header words and the
// situations' labels are the catalogue's (src/engine/catalog/acts.ts), so the reader reads what this
// writes. Raising a cargo's vacancies (a new vacancy, Art. 1º, §1º) rewrites the Parâmetros sheet
// through the one parameters plan (parameters.ts). Pure.
import { replayHistory } from '../engine';
import type { Act, Concurso } from '../engine';
import { ACTS_SHEET, ACT_COLUMNS } from '../engine/catalog/acts';
import { count } from '../engine/text';
import { actSheetRow, actsSheetHeader, cargoKey, isActsSheet, readConcursoWorkbook } from '../sheet';
import type { ActToWrite, ActsReading, CellValue, SheetData, SheetProblem } from '../sheet';
import { parametersFormOf } from '../sheet/parameters-form';
import { failedOutcome } from './outcome';
import { planParameters } from './parameters';
import type { AfterParameters } from './parameters';
import { errorMessage } from './plan';
import type { PortWrite } from './plan';
import type { AppendedRows } from './port';
import type { Analysis, Outcome } from './types';

/** One act the pane records: a row of the Nomeações sheet (the sheet layer writes it: actSheetRow). */
export type ActEntry = ActToWrite;

/** What recording acts (or raising vacancies) gives: its outcome, and the analysis made after writing. */
export interface ActsRecorded {
  resultado: Outcome;
  analise: Analysis;
}

/** Once written (or refused by the port), the outcome given the workbook analysed again. */
export type AfterActs = (analise: Analysis) => ActsRecorded;

/** What recording acts does: stop with an outcome (nothing written), or append the rows. */
export type ActsPlan = { parar: Outcome } | PortWrite<'appendRows', AfterActs>;

/**
 * The rows to append for `atos` under the Nomeações sheet as read (`acts`: the commission's header and
 * column order; null for a sheet still to be created, which gets the catalogue's header), or why they
 * cannot be: the sheet has no header, or lacks a column a value needs.
 */
export function actRows(
  acts: ActsReading | null,
  atos: readonly ActEntry[],
): { nome: string; cabecalho: string[]; linhas: CellValue[][] } | { recusa: string } {
  const nome = acts?.planilha ?? ACTS_SHEET.nome;
  if (acts && acts.linhaCabecalho === null) {
    const blank = acts.problemas.length === 0;
    if (!blank) {
      const required = ACT_COLUMNS.filter((c) => c.obrigatorio).map((c) => `'${c.rotulo}'`);
      return { recusa: `a planilha '${nome}' não tem o cabeçalho das nomeações (${required.join(', ')})` };
    }
  }
  const written = acts && acts.linhaCabecalho !== null ? acts : null;
  // A value with no column to hold it would be lost: say which columns to add (the name is only shown).
  const missing = written
    ? ACT_COLUMNS.filter(
        (c) => c.campo !== 'nome' && written.colunas[c.campo] === undefined && atos.some((a) => a[c.campo] !== null && a[c.campo] !== ''),
      )
    : [];
  if (missing.length > 0) {
    const which = missing.map((c) => `'${c.rotulo}'`).join(', ');
    return {
      recusa: `a planilha '${nome}' não tem ${missing.length === 1 ? 'a coluna' : 'as colunas'} ${which}: acrescente-a${missing.length === 1 ? '' : 's'} ao cabeçalho`,
    };
  }
  return { nome, cabecalho: actsSheetHeader(), linhas: atos.map((a) => actSheetRow(written, a)) };
}

/** The contract's act of an entry. */
function actOf(a: ActEntry): Act {
  return { posicao: a.posicao, inscricao: a.inscricao, situacao: a.situacao, ato: a.ato, data: a.data };
}

/**
 * The §10 problems the new acts bring, checked against the record already read: each cargo's acts of
 * the Nomeações sheet, then the new ones, then the withdrawals of the Situação column (the order the
 * reading gives them). A problem the record had before is not the new acts' (the Validar step lists it).
 */
export function newActProblems(concurso: Concurso, atos: readonly ActEntry[]): string[] {
  const out: string[] = [];
  const single = concurso.cargos.length === 1;
  const groups = new Map<string, ActEntry[]>();
  for (const a of atos) {
    const k = single ? '' : cargoKey(a.cargo);
    groups.set(k, [...(groups.get(k) ?? []), a]);
  }
  for (const [k, novos] of groups) {
    const cargo = single ? concurso.cargos[0] : concurso.cargos.find((c) => cargoKey(c.cargo) === k);
    const prefix = single ? '' : `${novos[0].cargo ?? ''}: `;
    if (!cargo) {
      out.push(`o cargo '${novos[0].cargo ?? ''}' não está na lista de vagas`);
      continue;
    }
    const index = new Map<string, number>();
    concurso.candidatos.forEach((c) => {
      if (single || cargoKey(c.cargo) === k) index.set(c.inscricao, index.size);
    });
    const indexOf = (id: string): number => index.get(id) ?? -1;
    const historico = cargo.historico ?? [];
    const own = historico.filter((a) => a.fonte !== 'situacao');
    const column = historico.filter((a) => a.fonte === 'situacao');
    const before = new Set(replayHistory([...own, ...column], cargo.vagas, indexOf).problems.map((p) => p.mensagem));
    const { problems } = replayHistory([...own, ...novos.map(actOf), ...column], cargo.vagas, indexOf);
    for (const p of problems) if (p.ato >= own.length && !before.has(p.mensagem)) out.push(`${prefix}${p.mensagem}`);
  }
  return out;
}

function stopped(titulo: string, mensagens: string[] = []): { parar: Outcome } {
  const problemas: SheetProblem[] = mensagens.map((mensagem) => ({ planilha: null, linha: null, coluna: null, mensagem, nivel: 'erro' }));
  return { parar: { ...failedOutcome(titulo, null), problemas } };
}

/** "linha 7", "linhas 7 a 9". */
function rowsText(r: AppendedRows): string {
  return r.primeiraLinha === r.ultimaLinha ? `linha ${r.primeiraLinha}` : `linhas ${r.primeiraLinha} a ${r.ultimaLinha}`;
}

/** The problems of the record of acts an analysis shows: the Nomeações sheet's, and the history's warnings. */
export function actProblemsOf(analise: Analysis): SheetProblem[] {
  return analise.problemas.filter(
    (p) => (p.planilha !== null && isActsSheet(p.planilha)) || p.codigo === 'historico-divergente' || p.codigo === 'desistente-sem-ato',
  );
}

/**
 * Recording `atos`, planned over the workbook as read now: stop (nothing written) when the workbook
 * cannot be read as a concurso, when an act breaks a rule of §10 given the record already there, or
 * when the sheet cannot hold the rows; otherwise append them.
 */
export function planAppendActs(sheets: SheetData[], atos: readonly ActEntry[]): ActsPlan {
  if (atos.length === 0) return stopped('Nenhum ato a registrar: nada foi gravado.');
  const reading = readConcursoWorkbook(sheets);
  if (!reading.concurso) {
    return stopped(
      `A pasta tem ${count(reading.problemas.length, 'problema', 'problemas')}: corrija-os (etapa Validar) antes de registrar atos. Nada foi gravado.`,
    );
  }
  const problems = newActProblems(reading.concurso, atos);
  if (problems.length > 0)
    return stopped(
      `${count(problems.length, 'ato não pode', 'atos não podem')} ser registrado${problems.length === 1 ? '' : 's'}: nada foi gravado.`,
      problems,
    );
  const rows = actRows(reading.nomeacoes ?? null, atos);
  if ('recusa' in rows) return stopped(`Nada foi gravado: ${rows.recusa}.`);
  return {
    method: 'appendRows',
    args: [rows.nome, rows.cabecalho, rows.linhas],
    done: (r) => (analise) => ({ resultado: recordedOutcome(atos.length, r, analise), analise }),
    failed: (e) => (analise) => ({
      resultado: failedOutcome(`Não foi possível gravar na planilha '${rows.nome}' (nada foi gravado): ${errorMessage(e)}`, analise),
      analise,
    }),
  };
}

/** The outcome of acts appended: with the problems the analysis now finds in the record, if any. */
function recordedOutcome(n: number, r: AppendedRows, analise: Analysis): Outcome {
  const own = actProblemsOf(analise).filter((p) => p.nivel !== 'aviso');
  const done =
    `${count(n, 'ato registrado', 'atos registrados')} na planilha '${r.planilha}' (${rowsText(r)})` + (r.criada ? ', criada agora' : '');
  return {
    ok: true,
    atencao: own.length > 0,
    titulo: own.length ? `${done}, mas há ${count(own.length, 'problema', 'problemas')} a resolver nas nomeações.` : `${done}.`,
    problemas: analise.problemas,
    planilhas: [r.planilha],
    removidas: [],
    leitura: analise.leitura,
  };
}

/** What raising the vacancies does: stop with an outcome, or write the Parâmetros sheet. */
export type VacanciesPlan = { parar: Outcome } | PortWrite<'writeCells', AfterActs>;

/**
 * A cargo's vacancies raised to `vagas` (new vacancies arose: rules.md §10, Art. 1º, §1º), written
 * where they are kept — the Parâmetros sheet, through the parameters plan, from the sheet as read now
 * (never the pane's unsaved edits). Only a raise: the positions already filled stay within them.
 */
export function planRaiseVacancies(sheets: SheetData[], cargo: string | null, vagas: number): VacanciesPlan {
  const reading = readConcursoWorkbook(sheets);
  const form = parametersFormOf(reading.parametros);
  const i = form.cargos.findIndex((c) => (cargo === null ? form.cargos.length === 1 : cargoKey(c.cargo) === cargoKey(cargo)));
  const nomeCargo = cargo === null ? 'do concurso' : `de ${cargo}`;
  if (i < 0) return stopped(`O cargo '${cargo ?? ''}' não está na tabela de vagas da planilha Parâmetros: nada foi gravado.`);
  const antes = form.cargos[i].vagas;
  if (!Number.isInteger(vagas) || antes === null || vagas <= antes) {
    return stopped(
      `As vagas ${nomeCargo} só podem aumentar aqui (hoje ${antes ?? 'em branco'}; informado ${vagas}): para corrigir o número, use a etapa Parâmetros. Nada foi gravado.`,
    );
  }
  const next = { ...form, cargos: form.cargos.map((c, k) => (k === i ? { ...c, vagas } : c)) };
  const write = planParameters(sheets, next);
  if ('recusa' in write) return stopped(write.recusa);
  const raised = (after: AfterParameters) => (analise: Analysis) => {
    const { resultado } = after(analise);
    if (!resultado.ok) return { resultado, analise };
    return { resultado: { ...resultado, titulo: `Vagas ${nomeCargo}: de ${antes} para ${vagas}. ${resultado.titulo}` }, analise };
  };
  return { ...write, done: (answer) => raised(write.done(answer)), failed: (e) => raised(write.failed(e)) };
}
