// The pipeline's sheet-roles stage: every sheet gets a role and a reason (the reading report), and
// each sheet that may hold the candidates its header, searched once (at the row the commission
// chose, or in the first rows).
import { PCD_CODE } from '../../engine/types';
import { KNOWN_GROUP_CODES } from '../../engine/vocabulary';
import type { ColumnMapping } from '../columns';
import { normalizeHeader } from '../parsers';
import type { SheetReport } from '../report';
import { isRuleSheet } from '../rule-sheet';
import { ACTS_SHEET } from '../../engine/catalog/acts';
import { wordKey } from '../../engine/catalog/words';
import { hasActsHeader, isActsSheet } from './acts';
import { HEADER_SEARCH_ROWS, findHeader, headerAtRow } from './header';
import type { LayoutChoice } from './layout';
import { isParametersSheet } from './parameters';
import type { HeaderFound, SheetData } from './types';

/** Sheet names of the add-in's outputs: "Resumo", "Memória de cálculo", "AC - Professor", "PP", "Nomeação - …". */
const OUTPUT_PREFIXES = ['ac', 'nomeacao', ...KNOWN_GROUP_CODES.map((c) => c.toLowerCase()), PCD_CODE.toLowerCase()];
export function looksLikeOutputSheet(name: string): boolean {
  const k = normalizeHeader(name);
  if (/^(resumo|memoria de calculo)( \d+)?$/.test(k)) return true;
  const first = k.split(' ')[0];
  // "AC - Professor" → "ac professor": the prefix, then (when the name had one) " - " and the cargo.
  return OUTPUT_PREFIXES.includes(first) && (k === first || /^\S+\s*-/.test(name.trim()) || /^\S+ \(\d+\)$/.test(name.trim()));
}

/** Every sheet's role, and the header of each sheet searched (null: searched, none found). */
export interface SheetRoles {
  reports: Map<SheetData, SheetReport>;
  headers: Map<SheetData, HeaderFound | null>;
  /** The Nomeações sheet (actsSheetOf), when the workbook has one. */
  acts: SheetData | undefined;
}

/** The header of a sheet: at the row chosen, or searched in its first rows. */
export function headerOf(s: SheetData, choice: LayoutChoice, mapeamento: ColumnMapping[]): HeaderFound | null {
  return choice.row !== null ? headerAtRow(s.linhas, choice.row, mapeamento) : findHeader(s.linhas, HEADER_SEARCH_ROWS, mapeamento);
}

/** Gives every sheet a role and a reason, searching the header of the sheets that may hold the candidates. */
export function sheetRoles(
  sheets: SheetData[],
  paramSheet: SheetData | undefined,
  choice: LayoutChoice,
  mapeamento: ColumnMapping[],
): SheetRoles {
  const reports = new Map<SheetData, SheetReport>();
  const headers = new Map<SheetData, HeaderFound | null>();
  const acts = actsSheetOf(sheets, paramSheet);
  for (const s of sheets) {
    let rep: SheetReport;
    if (s === paramSheet)
      rep = { nome: s.nome, papel: 'parametros', motivo: s.oculta ? 'planilha de parâmetros (oculta)' : 'planilha de parâmetros' };
    else if (s.doSuplemento) rep = { nome: s.nome, papel: 'saida', motivo: 'gravada pelo suplemento' };
    // The Regra sheet (rules.md §11) is the commission's rule, never candidates.
    else if (isRuleSheet(s.nome) && !s.nomeDoArquivo)
      rep = {
        nome: s.nome,
        papel: 'regra',
        motivo: 'usada quando Parâmetros escolhe "Outra lei (aba Regra)"',
      };
    // The record of acts is never a candidates sheet, whatever its columns (it has Inscrição); a name
    // the add-in gives its own lists ("Nomeação") stays the add-in's.
    else if (s === acts)
      rep = { nome: s.nome, papel: 'nomeacoes', motivo: s.oculta ? 'registro dos atos (planilha oculta)' : 'registro dos atos' };
    else if (choice.sheet && s !== choice.sheet)
      rep = { nome: s.nome, papel: 'ignorada', motivo: `a planilha de candidatos indicada ${choice.sheetFrom} é '${choice.sheet.nome}'` };
    else if (s !== choice.sheet && !s.nomeDoArquivo && looksLikeOutputSheet(s.nome))
      rep = { nome: s.nome, papel: 'saida', motivo: 'o nome é o de uma planilha de resultado do suplemento' };
    else {
      const h = headerOf(s, choice, mapeamento);
      headers.set(s, h);
      if (s.oculta)
        rep = { nome: s.nome, papel: 'oculta', motivo: h ? 'planilha oculta, embora tenha cabeçalho de candidatos' : 'planilha oculta' };
      else if (h) rep = { nome: s.nome, papel: 'candidatos', motivo: `cabeçalho reconhecido na linha ${h.indice + 1}` };
      else if (!s.nomeDoArquivo && isParametersSheet(s.nome))
        rep = { nome: s.nome, papel: 'ignorada', motivo: `outra planilha de parâmetros; só '${paramSheet?.nome}' é lida` };
      else
        rep = {
          nome: s.nome,
          papel: 'ignorada',
          motivo: `sem cabeçalho com 'Inscrição' e 'Nota' nas primeiras ${HEADER_SEARCH_ROWS} linhas`,
        };
    }
    reports.set(s, rep);
  }
  return { reports, headers, acts };
}

/**
 * The workbook's Nomeações sheet: the first sheet named "Nomeações", or named like it ("Atos",
 * "Histórico"…, ACTS_SHEET) with the acts' header — a "Histórico" of other notes stays an ordinary
 * sheet —, never a list the add-in writes ("Nomeação"), never a sheet named after its file (a CSV,
 * SheetData.nomeDoArquivo). Undefined when there is none.
 */
export function actsSheetOf(sheets: SheetData[], paramSheet: SheetData | undefined): SheetData | undefined {
  return sheets.find(
    (s) =>
      s !== paramSheet &&
      !s.doSuplemento &&
      !s.nomeDoArquivo &&
      isActsSheet(s.nome) &&
      !looksLikeOutputSheet(s.nome) &&
      (wordKey(s.nome) === wordKey(ACTS_SHEET.nome) || hasActsHeader(s.linhas)),
  );
}

/** True when the sheet may hold the candidates: not the parameters, not hidden, not the add-in's output, not the Nomeações sheet. */
export function mayHoldCandidates(s: SheetData, paramSheet: SheetData | undefined, acts: SheetData | undefined): boolean {
  return s !== paramSheet && s !== acts && !s.oculta && !s.doSuplemento && (s.nomeDoArquivo === true || !looksLikeOutputSheet(s.nome));
}
