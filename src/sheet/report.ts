// The reading report: what was read from the commission's workbook, and why. Every host shows it
// (the CLI above the summary, the Memória de cálculo, the task pane, COTAS.CLASSIFICAR's header), so
// that nothing is read silently: which sheets, which header row, which column feeds which field, which
// columns were ignored, and every row or cell that was not read as it looks.
import { count } from '../engine/text';
import { FIELD_LABELS } from './columns';
import type { ColumnField } from './columns';

const FIELD_LABEL_TEXT: Record<string, string> = FIELD_LABELS;

/** What the reader did with one sheet of the workbook. */
export type SheetRole =
  | 'candidatos' // read as candidates
  | 'parametros' // read as the Parâmetros sheet
  | 'nomeacoes' // read as the record of acts (the Nomeações sheet, rules.md §10)
  | 'regra' // the rule written by the commission (the Regra sheet, rules.md §11)
  | 'saida' // written by the add-in (its marker or its output layout): never read as candidates
  | 'oculta' // hidden: never chosen silently
  | 'ignorada'; // does not look like a candidates sheet

export interface SheetReport {
  nome: string;
  papel: SheetRole;
  /** Why, in Portuguese ("cabeçalho reconhecido na linha 3", "aba oculta", "aba gravada pelo suplemento"…). */
  motivo: string;
  /** For a candidates sheet with no Cargo column read as one cargo: the cargo (the sheet's name). */
  cargo?: string | null;
  /** 1-based row of the header, for a candidates sheet (the lower row of a two-row header). */
  linhaCabecalho?: number | null;
  /** Both rows of a two-row header ("Notas" merged above the columns, the headers below), 1-based. */
  linhasCabecalho?: number[];
  /** Rows read as candidates (data rows, not blank). */
  linhasLidas?: number;
  /** Blank rows skipped. */
  linhasEmBranco?: number;
  /** Rows hidden or filtered out in the sheet that were read all the same (1-based). */
  linhasOcultas?: number[];
  /** Merged ranges inside the candidates table ("A1:C1"). */
  mescladas?: string[];
}

/** One field of the reading and the column it came from. */
export interface ColumnReport {
  /** The field, or `desempate` for the edital's tie-break criteria (in their order, `ordem`). */
  campo: ColumnField | 'desempate';
  /** For `desempate`: the criterion's number (1 = first). */
  ordem?: number;
  /** The column's letter ("C") in its sheet. */
  coluna: string;
  /** The header as written. */
  cabecalho: string;
  /** `reconhecida` by its header, or `mapeada` by a "Coluna …" row of Parâmetros (or the functions' option). */
  origem: 'reconhecida' | 'mapeada';
  /** The sheet, when several candidate sheets were read. */
  planilha?: string;
}

export interface ReadingReport {
  /** The workbook or file name, when the host knows it. */
  origem: string | null;
  planilhas: SheetReport[];
  colunas: ColumnReport[];
  /** Columns of the candidates sheet that feed no field, by header (and letter). */
  colunasIgnoradas: { coluna: string; cabecalho: string; planilha?: string }[];
  /**
   * The record of acts read (rules.md §10): the acts of the Nomeações sheet, and what a "Desistente"
   * of the Situação column now means. Absent when there is none.
   */
  historico?: string[];
  /** Warnings of the reading, formatted with their place (the same CPF in two cargos…): the reading stands. */
  avisos?: string[];
}

const ROLE_TEXT: Record<SheetRole, string> = {
  candidatos: 'lida como candidatos',
  parametros: 'lida como parâmetros',
  nomeacoes: 'lida como registro dos atos de nomeação',
  regra: 'regra escrita pela comissão',
  saida: 'não lida',
  oculta: 'não lida',
  ignorada: 'não lida',
};

function list(items: (number | string)[], max = 20): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} e mais ${items.length - max}` : shown;
}

/**
 * The reading report in Portuguese, one sentence a line, for the CLI (above the summary), the Memória
 * de cálculo and the task pane: "Planilha 'Candidatos' (linha de cabeçalho 3): 120 candidatos lidos,
 * 2 linhas em branco ignoradas", "Nota ← coluna F 'Nota final'", "Colunas não usadas: H 'Observações'".
 */
export function formatReadingReport(r: ReadingReport): string[] {
  const out: string[] = [];
  if (r.origem) out.push(`Arquivo lido: ${r.origem}`);
  const read = r.planilhas.filter((p) => p.papel === 'candidatos');
  for (const p of read) {
    const header =
      p.linhasCabecalho && p.linhasCabecalho.length > 1
        ? `linhas de cabeçalho ${p.linhasCabecalho.join(' e ')}`
        : `linha de cabeçalho ${p.linhaCabecalho ?? '?'}`;
    const parts = [count(p.linhasLidas ?? 0, 'candidato lido', 'candidatos lidos')];
    if (p.linhasEmBranco) parts.push(count(p.linhasEmBranco, 'linha em branco ignorada', 'linhas em branco ignoradas'));
    let line = `Planilha '${p.nome}' (${header}): ${parts.join(', ')}`;
    if (p.cargo) line += `; cada candidato no cargo '${p.cargo}' (o nome da planilha)`;
    out.push(line);
    if (p.linhasOcultas?.length) {
      out.push(
        `Planilha '${p.nome}': ${p.linhasOcultas.length === 1 ? 'a linha oculta ou filtrada' : 'as linhas ocultas ou filtradas'} ${list(p.linhasOcultas)} ${p.linhasOcultas.length === 1 ? 'foi lida' : 'foram lidas'} como as outras`,
      );
    }
    if (p.mescladas?.length) out.push(`Planilha '${p.nome}': células mescladas na tabela: ${list(p.mescladas)}`);
  }
  for (const p of r.planilhas) {
    if (p.papel === 'candidatos') continue;
    out.push(`Planilha '${p.nome}': ${ROLE_TEXT[p.papel]}${p.motivo ? ` (${p.motivo})` : ''}`);
  }
  const several = read.length > 1;
  const where = (x: { planilha?: string }): string => (several && x.planilha ? ` da planilha '${x.planilha}'` : '');
  // With several sheets of the same layout, a column said once for all when every sheet has it alike.
  const seen = new Set<string>();
  for (const c of r.colunas) {
    const alike = r.colunas.filter(
      (o) => o.campo === c.campo && o.ordem === c.ordem && o.coluna === c.coluna && o.cabecalho === c.cabecalho && o.origem === c.origem,
    );
    const k = `${c.campo}|${c.ordem ?? ''}|${c.coluna}|${c.cabecalho}|${c.origem}`;
    const everywhere = several && alike.length === read.length;
    if (everywhere && seen.has(k)) continue;
    seen.add(k);
    const label = c.campo === 'desempate' ? `Desempate ${c.ordem ?? ''}`.trim() : (FIELD_LABEL_TEXT[c.campo] ?? c.campo);
    out.push(
      `${label} ← coluna ${c.coluna} '${c.cabecalho}'${everywhere ? '' : where(c)}${c.origem === 'mapeada' ? ' (indicada em "Coluna ' + label + '")' : ''}`,
    );
  }
  if (r.colunasIgnoradas.length) {
    const cols = r.colunasIgnoradas.map((c) => `${c.coluna} ${c.cabecalho ? `'${c.cabecalho}'` : '(sem cabeçalho)'}${where(c)}`);
    out.push(`Colunas não usadas: ${list(cols)}`);
  }
  for (const h of r.historico ?? []) out.push(h);
  for (const a of r.avisos ?? []) out.push(a);
  return out;
}
