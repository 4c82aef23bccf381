// A whole workbook (candidates sheets + Parâmetros sheet + the host's patch) → a Concurso.
// Host-agnostic: the file host, the Excel add-in and Apps Script hand the sheets as 2-D arrays. The
// reading's stages are in src/sheet/reading/ (reading/workbook.ts lists them); this is their entry.
export type {
  FieldColumnRow,
  HeaderFound,
  HeaderView,
  ParametersPatch,
  RecognisedHeader,
  SheetData,
  SheetReading,
  WorkbookReading,
} from './reading/types';
export { readConcursoWorkbook, resolveSheetOptions } from './reading/workbook';
export { HEADER_SEARCH_ROWS, findHeader, findHeaderRow } from './reading/header';
export { isParametersSheet } from './reading/parameters';
export { looksLikeOutputSheet } from './reading/roles';
export { readCandidateSheet } from './reading/sheet';
export { actSheetRow, actsSheetHeader, attachHistory, isActsSheet, readActsTable } from './reading/acts';
export type { ActRow, ActToWrite, ActsReading, CandidateSource } from './reading/acts';
export { assembleCargos } from './reading/cargos';
