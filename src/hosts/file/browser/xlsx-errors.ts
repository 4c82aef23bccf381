// What the .xlsx reader refuses, in Portuguese: a workbook whose content cannot be read as it declares,
// and the damage it finds in a package (a part whose CRC-32 does not match, a missing shared string, a
// repeated row or cell, coordinates past the last row or column), every problem at once, named by
// sheet and cell (test/hosts/file/pacote-danos.test.ts).

/** A workbook whose content cannot be read as it declares (each problem Portuguese, for the user). */
export class XlsxContentError extends Error {
  readonly problemas: string[];
  constructor(problemas: string | string[]) {
    const list = typeof problemas === 'string' ? [problemas] : problemas;
    super(list.join('\n'));
    this.problemas = list;
  }
}

/** The last row and column a sheet can have (Excel's limits, also LibreOffice's since 7.4): row 1,048,576, column XFD. */
export const MAX_ROWS = 1_048_576;
export const MAX_COLUMNS = 16_384;

/**
 * At most this many cells are read from a workbook, each row counted up to its last cell (the blank
 * ones before it included, since the reader keeps rows as arrays) and every <c> element counted: the
 * documented limit is 2,000,000 candidates (docs/planilha.md), an .xlsx sheet holds at most 1,048,576
 * rows, and a candidates table needs about 10 columns; 30 million is well above what a real table
 * needs and keeps a 10 KB hostile file (20,000 rows each with one cell in column XFD) from asking for
 * 300 million cells (test/hosts/file/pacote-coordenadas.test.ts).
 */
export const MAX_CELLS = 30_000_000;

/**
 * At most this many rows are read from a workbook, every sheet's rows up to its last counted (an empty
 * row is an array too): twice the documented 2,000,000 candidates (docs/planilha.md), and a cell in row
 * 1,048,576 of a hundred sheets cannot ask for a hundred million arrays.
 */
export const MAX_WORKBOOK_ROWS = 4_000_000;

/** Damage problems named before the reading stops (the rest would not help the user more). */
export const MAX_DAMAGE_PROBLEMS = 100;

/** What a user can do with a damaged package: the end of every damage report's last line (withAdvice). */
export const DAMAGE_ADVICE =
  'o arquivo está danificado: peça uma nova cópia a quem o gerou, ou abra-o no Excel, deixe que ele o repare e salve de novo como .xlsx';

const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A part's name for the user: the sheet's, or the part's own for the parts every sheet depends on. */
export function partLabel(part: string, sheet?: string): string {
  if (sheet !== undefined) return `a planilha '${sheet}'`;
  if (/sharedStrings\.xml$/i.test(part)) return `a parte '${part}' do arquivo (os textos das células)`;
  if (/styles\.xml$/i.test(part)) return `a parte '${part}' do arquivo (os formatos das células)`;
  if (/workbook\.xml$/i.test(part)) return `a parte '${part}' do arquivo (a lista das planilhas)`;
  return `a parte '${part}' do arquivo`;
}

/** Why a part is damaged: its CRC-32 does not match, or it cannot be decompressed. */
export function damagedPartMessage(label: string, reason: 'crc' | 'inflate'): string {
  const feminine = label.startsWith('a ');
  const what =
    reason === 'crc'
      ? 'o conteúdo não confere com a soma de verificação (CRC-32) gravada no arquivo'
      : 'o conteúdo não pôde ser descompactado';
  return `${label} está ${feminine ? 'danificada' : 'danificado'}: ${what}`;
}

/** The damage found in one sheet's cells, named by cell (A1). */
export const cellDamage = {
  sharedString: (sheet: string, cell: string, index: string, count: number): string =>
    `a planilha '${sheet}' está danificada: a célula ${cell} aponta para o texto compartilhado nº ${index}, que não existe (o arquivo tem ${thousands(count)} ${count === 1 ? 'texto' : 'textos'}, numerados de 0 em diante)`,
  repeatedRow: (sheet: string, row: number): string => `a planilha '${sheet}' está danificada: a linha ${row} aparece mais de uma vez`,
  repeatedCell: (sheet: string, cell: string): string => `a planilha '${sheet}' está danificada: a célula ${cell} aparece mais de uma vez`,
  /** A row past MAX_ROWS, named by its first cell's reference (as written) or, without one, by its number. */
  rowTooFar: (sheet: string, row: number, cell?: string): string =>
    `a planilha '${sheet}' está danificada: ${cell !== undefined ? `a célula ${cell}` : `a linha ${thousands(row)}`} está além da última linha que uma planilha pode ter (${thousands(MAX_ROWS)})`,
  columnTooFar: (sheet: string, cell: string): string =>
    `a planilha '${sheet}' está danificada: a célula ${cell} está além da última coluna que uma planilha pode ter (XFD)`,
  badRowNumber: (sheet: string, text: string): string =>
    `a planilha '${sheet}' está danificada: uma linha tem o número "${text}", que não é um número de linha`,
  badCellRef: (sheet: string, text: string, row: number): string =>
    `a planilha '${sheet}' está danificada: a linha ${row} tem uma célula com a referência "${text}", que não é uma célula (como B5)`,
};

/** A workbook with more cells than the reader takes (MAX_CELLS), named by sheet and the cell where the count passed it. */
export function tooManyCellsMessage(sheet: string, cell: string, max = MAX_CELLS): string {
  return `a planilha '${sheet}' tem células demais: na célula ${cell} a pasta de trabalho passa de ${thousands(max)} células (cada linha conta até a sua última célula, com as em branco antes dela), o máximo que o programa lê — uma tabela de até 2.000.000 de candidatos cabe com folga; apague o que está fora da tabela (à direita ou abaixo dela) ou salve só a tabela como CSV`;
}

/** A workbook with more shared texts than the cells the reader takes (MAX_CELLS). */
export function tooManySharedStringsMessage(max = MAX_CELLS): string {
  return `a pasta de trabalho tem textos demais: a parte 'xl/sharedStrings.xml' passa de ${thousands(max)} textos, mais que as células que o programa lê; ${DAMAGE_ADVICE}`;
}

/** A workbook with more rows than the reader takes (MAX_WORKBOOK_ROWS), named by the sheet where the count passed it. */
export function tooManyRowsMessage(sheet: string, rows: number): string {
  return `a pasta de trabalho tem linhas demais: com as ${thousands(rows)} linhas da planilha '${sheet}' ela passa de ${thousands(MAX_WORKBOOK_ROWS)} linhas (cada planilha conta até a sua última linha, com as em branco antes dela), o máximo que o programa lê; apague as planilhas ou linhas que não fazem parte da tabela, ou salve só a tabela como CSV`;
}

/** The problems with the advice at the end of the last one (a line of its own would be counted as one more problem). */
export function withAdvice(problemas: string[]): string[] {
  return problemas.map((p, i) => (i === problemas.length - 1 ? `${p}; ${DAMAGE_ADVICE}` : p));
}

/** The problems found so far in a package, at most MAX_DAMAGE_PROBLEMS (then the reading stops). */
export class DamageList {
  readonly problemas: string[] = [];

  add(problema: string): void {
    if (this.problemas.length < MAX_DAMAGE_PROBLEMS) this.problemas.push(problema);
    if (this.problemas.length >= MAX_DAMAGE_PROBLEMS) throw this.error(true);
  }

  /** Throws every problem found, with the advice, when there is any. */
  check(): void {
    if (this.problemas.length) throw this.error(false);
  }

  private error(stopped: boolean): XlsxContentError {
    const list = [...this.problemas];
    if (stopped) list[list.length - 1] += `; a leitura parou nos primeiros ${MAX_DAMAGE_PROBLEMS} problemas`;
    return new XlsxContentError(withAdvice(list));
  }
}
