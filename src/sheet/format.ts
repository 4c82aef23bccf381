// The ONE description of how a written table looks and prints, applied alike by every writer: the
// Office.js adapter (src/hosts/excel), the .xlsx file writer (src/hosts/file, exceljs) and Apps Script.
// Layout of every output sheet: the title in row 1, the header in row 2, data from row 3.
import type { OutputTable } from './output';

/** 1-based rows of a written table. */
export const TITLE_ROW_NUMBER = 1;
export const HEADER_ROW_NUMBER = 2;
export const FIRST_DATA_ROW_NUMBER = 3;

export interface ColumnFormat {
  /** Width in characters of the default font (Office.js converts to points, exceljs uses it as is). */
  largura: number;
  /** Excel number format code (locale-independent: "0", "0.00", "@"), or null for General. */
  formato: string | null;
  /** Horizontal alignment of the data cells. */
  alinhamento: 'esquerda' | 'direita' | 'centro';
  /** Wrap long text (the Memória's last column). */
  quebrarTexto: boolean;
}

export interface TableFormat {
  /** Rows frozen at the top (title and header): 2. */
  linhasCongeladas: number;
  /** Rows repeated at the top of every printed page ("$1:$2" in Excel's print titles). */
  linhasRepetidas: { primeira: number; ultima: number };
  /** The autofilter's range (header row to the last data row), A1 style ("A2:H120"), or null when the table is empty. */
  filtro: string | null;
  colunas: ColumnFormat[];
  /** Bold title; bold, filled header with a bottom border. */
  titulo: { negrito: true; tamanho: number };
  cabecalho: { negrito: true; preenchimento: string; quebrarTexto: true };
  pagina: {
    papel: 'A4';
    orientacao: 'retrato' | 'paisagem';
    /** Fitted to one page wide, as many pages tall as needed. */
    ajustarLargura: 1;
    ajustarAltura: 0;
  };
  /** Page header and footer, in Excel's header/footer codes (&P page, &N pages; literal & doubled). */
  cabecalhoPagina: string;
  rodapeEsquerdo: string;
  rodapeDireito: string;
}

/** What the footer needs to know about the run. */
export interface PrintInfo {
  /** SHA-256 (hex) of the normalized input, when the host computed it: its first 16 digits go in the footer. */
  sha256?: string;
}
