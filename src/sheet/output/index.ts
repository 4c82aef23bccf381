// The final result as tables, by job: the list builder and its tables (lists.ts, layout.ts,
// summary.ts, list-text.ts), the Memória de cálculo (memory.ts), the canonical input and its hash
// (canonical.ts), sheet names (sheet-names.ts), what publication masks (personal-data.ts), the
// warnings as shown (warnings.ts).
export { FORMAT_TEXT, FORMAT_INTEGER, scoreFormat } from './table';
export type { OutputTable, FinalListOptions, ListLayout } from './table';
export { SheetNamer } from './sheet-names';
export { maskCpf, formatCpf } from './personal-data';
export { SHA256_LABEL, CANONICAL_INPUT_VERSION, canonicalInput, canonicalInputChunks, canonicalJson } from './canonical';
export { resultWarnings, shownWarningText } from './warnings';
export type { ShownWarning } from './warnings';
export { FinalListBuilder, NOMINATION_LIST } from './lists';
export { earlierOccupantsText, earlierText, entryText, positionText } from './list-text';
export { finalListTables, finalListTablesOneByOne } from './layout';
export { PUBLICATION_NOTE } from './memory';
