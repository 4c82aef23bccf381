// The final result as tables, by job: the list builder and its tables (lists.ts, layout.ts,
// summary.ts, list-text.ts), the Memória de cálculo (memory.ts), the canonical input and its hash
// (canonical.ts), sheet names (sheet-names.ts), what publication masks (personal-data.ts), the
// warnings as shown (warnings.ts), the confirmations' sheet for the commission (confirmations.ts),
// the commission's text carried from one generation to the next (carried.ts).
export { FORMAT_TEXT, FORMAT_INTEGER, scoreFormat } from './table';
export type { OutputTable, FinalListOptions, ListLayout } from './table';
export { SheetNamer } from './sheet-names';
export { maskCpf, formatCpf } from './personal-data';
export { SHA256_LABEL, CANONICAL_INPUT_VERSION, canonicalInput, canonicalInputChunks, canonicalJson } from './canonical';
export { resultWarnings, shownWarningText } from './warnings';
export type { ShownWarning } from './warnings';
export { FinalListBuilder, NOMINATION_LIST, NOMINATION_LEGEND } from './lists';
export { PROVISIONAL_TITLE, earlierOccupantsText, earlierText, entryText, positionText, reasonText } from './list-text';
export { SIGNATURE_ROWS, finalListTables, finalListTablesOneByOne, finalTableNames } from './layout';
export { CONFIRMATIONS_SHEET, CONFIRMATIONS_TITLE, wantsConfirmationsSheet } from './confirmations';
export { carryCommissionText, commissionText, lostCommissionText, lostTextMessage } from './carried';
export type { CommissionText } from './carried';
export { PUBLICATION_NOTE, VERSION_LABEL } from './memory';
export { CUT_SHEET, CUT_TITLE } from './convocados';
