// The pipeline's layout stage: the candidates sheet and header row the commission chose (the
// "Planilha de candidatos" and "Linha do cabeçalho" rows of Parâmetros, or the host's patch), where
// it said them, and what is wrong with them.
import { PARAMETERS_SHEET } from '../parameters';
import { normalizeHeader } from '../parsers';
import { SheetProblem, problem } from '../problems';
import { isBlankRow } from '../table';
import type { PatchedParameters } from './parameters';
import type { ParametersPatch, SheetData } from './types';

export interface LayoutChoice {
  sheet: SheetData | null;
  row: number | null;
  /** "em 'Parâmetros' (célula B5)", or "nas opções". */
  sheetFrom: string;
  rowFrom: string;
  problemas: SheetProblem[];
  /** The problem for a header row that is blank or not a header in sheet `s`. */
  rowProblem: (s: SheetData | null) => SheetProblem;
}

/** The sheet said, or a problem: it must exist, and be neither the parameters, the add-in's output nor hidden. */
function chosenSheet(
  sheets: SheetData[],
  params: PatchedParameters,
  wanted: string,
  at: (msg: string) => SheetProblem,
): { sheet: SheetData | null; problem: SheetProblem | null } {
  const k = normalizeHeader(wanted);
  const sheet = sheets.find((s) => s.nome === wanted) ?? sheets.find((s) => normalizeHeader(s.nome) === k) ?? null;
  const said = `a planilha de candidatos indicada, '${wanted}',`;
  if (!sheet) {
    const names = sheets.filter((s) => s !== params.sheet && !s.doSuplemento).map((s) => `'${s.nome}'`);
    return { sheet, problem: at(`${said} não existe na pasta${names.length ? `; as planilhas são: ${names.join(', ')}` : ''}`) };
  }
  if (sheet === params.sheet) return { sheet, problem: at(`${said} é a planilha de parâmetros`) };
  if (sheet.doSuplemento)
    return { sheet, problem: at(`${said} foi gravada pelo suplemento (é uma lista de resultado, não a de candidatos)`) };
  if (sheet.oculta) return { sheet, problem: at(`${said} está oculta: reexiba-a (uma planilha oculta nunca é lida)`) };
  return { sheet, problem: null };
}

export function chosenLayout(sheets: SheetData[], params: PatchedParameters, patch: ParametersPatch): LayoutChoice {
  const problemas: SheetProblem[] = [];
  const pname = params.sheet?.nome ?? PARAMETERS_SHEET;
  const at = (where: { linha: number; celula: string } | undefined, label: string, msg: string): SheetProblem => {
    const p = where ? problem(pname, where.linha, label, msg) : problem(null, null, null, msg);
    if (where) p.celula = where.celula;
    p.codigo = 'layout-indicado';
    return p;
  };
  const sheetWhere = patch.planilhaCandidatos !== undefined ? undefined : params.parametros.planilhaCandidatos;
  const rowWhere = patch.linhaCabecalho !== undefined ? undefined : params.parametros.linhaCabecalho;
  const from = (w: { celula: string } | undefined): string => (w ? `em '${pname}' (célula ${w.celula})` : 'nas opções');
  const wanted = patch.planilhaCandidatos ?? params.parametros.planilhaCandidatos?.nome;
  const row = patch.linhaCabecalho ?? params.parametros.linhaCabecalho?.valor ?? null;
  let sheet: SheetData | null = null;
  if (wanted !== undefined) {
    const c = chosenSheet(sheets, params, wanted, (msg) => at(sheetWhere, 'Planilha de candidatos', msg));
    sheet = c.sheet;
    if (c.problem) problemas.push(c.problem);
  }
  if (row !== null && (!Number.isInteger(row) || row < 1)) {
    problemas.push(at(rowWhere, 'Linha do cabeçalho', `a linha do cabeçalho deve ser um número inteiro a partir de 1, não ${row}`));
  }
  const rowProblem = (s: SheetData | null): SheetProblem => {
    const cells = s?.linhas[(row ?? 1) - 1];
    const what = !s
      ? `nenhuma planilha tem um cabeçalho de candidatos na linha ${row}`
      : !cells || isBlankRow(cells)
        ? `a linha ${row} da planilha '${s.nome}', indicada como a do cabeçalho, está em branco`
        : `a linha ${row} da planilha '${s.nome}', indicada como a do cabeçalho, não é um cabeçalho de candidatos: não tem as colunas 'Inscrição' nem 'Nota'`;
    return at(rowWhere, 'Linha do cabeçalho', what);
  };
  return { sheet, row, sheetFrom: from(sheetWhere), rowFrom: from(rowWhere), problemas, rowProblem };
}
