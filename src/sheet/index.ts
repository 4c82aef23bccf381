// Spreadsheet layer, host-agnostic (no Node-only imports, no exceljs): reading candidate tables and
// the Parâmetros sheet as the hosts hand them (2-D arrays of cell values), and deciding what the final
// lists contain. Used by the file host (src/hosts/file), the Excel add-in and Google Apps Script.
export type { CellValue, ParseResult, SituationValue } from './parsers';
export {
  normalizeHeader,
  stripAccents,
  isBlank,
  showValue,
  parseNumberBR,
  parseYesNo,
  parseGroupLabel,
  parseConfirmationLabel,
  parseAssessmentLabel,
  parsePcdLabel,
  parseModalityLabel,
  GROUP_CODES_TEXT,
  parseSituationLabel,
  parseDateCell,
  excelSerialToIso,
  isoToExcelSerial,
  cellText,
  columnLetter,
} from './parsers';
export { sanitizeText, fitCellList, fitCellText, MAX_CELL_TEXT, looksLikeFormula } from './cell-writing';
export type { SheetProblem } from './problems';
export { formatProblems, formatProblem, problemLocation, sortProblems, orderProblems } from './problems';
export type { ColumnField, ColumnMap, ColumnMapping, ColumnRecognition, RecognizeOptions } from './columns';
export {
  recognizeColumns,
  headerFields,
  headerKey,
  looksLikeCandidateHeader,
  FIELD_LABELS,
  parseColumnField,
  parseColumnMappingText,
  columnMappingOf,
  fieldsLookedLike,
} from './columns';
export type { ReadingReport, SheetReport, ColumnReport, SheetRole } from './report';
export { formatReadingReport } from './report';
export type { CandidateTable, ReadTableOptions } from './table';
export { readCandidateTable, isBlankRow, cargoKey, cpfDigits } from './table';
export type { Parameters } from './parameters';
export { readParameters, PARAMETERS_SHEET } from './parameters';
export type { VacanciesReading } from './vacancies';
export { parseVacancies, parseVacanciesText, parseVacancyCount } from './vacancies';
export type {
  SheetData,
  ParametersPatch,
  WorkbookReading,
  HeaderFound,
  HeaderView,
  FieldColumnRow,
  RecognisedHeader,
  SheetReading,
  ActRow,
  ActToWrite,
  ActsReading,
  CandidateSource,
} from './workbook';
export {
  readConcursoWorkbook,
  readCandidateSheet,
  actSheetRow,
  actsSheetHeader,
  attachHistory,
  isActsSheet,
  readActsTable,
  findHeaderRow,
  findHeader,
  looksLikeOutputSheet,
  HEADER_SEARCH_ROWS,
  resolveSheetOptions,
  assembleCargos,
} from './workbook';
export type { OutputTable, FinalListOptions, ShownWarning, ListLayout } from './output';
export {
  finalListTables,
  finalListTablesOneByOne,
  FinalListBuilder,
  NOMINATION_LIST,
  earlierOccupantsText,
  earlierText,
  entryText,
  positionText,
  resultWarnings,
  shownWarningText,
  canonicalInput,
  canonicalInputChunks,
  canonicalJson,
  maskCpf,
  formatCpf,
  scoreFormat,
  SheetNamer,
  FORMAT_TEXT,
  FORMAT_INTEGER,
  SHA256_LABEL,
  PUBLICATION_NOTE,
  VERSION_LABEL,
  wantsConfirmationsSheet,
} from './output';
