// The browser-safe part of the file host: what the web page (src/hosts/web) needs to open a .xlsx or
// .csv the user chose and to give back the result as a .xlsx download, from and to bytes in memory.
// No Node module is reachable from here (test/build/web.test.ts checks the bundle): the command line's
// part (../index.ts: paths, streams, temporary files) imports this one, never the other way round.
import type { SheetData } from '../../../sheet';
import { readCsv } from '../csv';
import { detectKindOfBytes, extensionOf } from './kind';
import type { FileKind } from './kind';
import { XlsxContentError } from './xlsx-errors';
import { readXlsxPackage } from './xlsx-read';

export { decodeText, readCsv, writeCsv } from '../csv';
export { detectKind, detectKindOfBytes, extensionOf, PROBE_BYTES } from './kind';
export type { FileKind } from './kind';
export { XlsxContentError } from './xlsx-errors';
export { readXlsxPackage } from './xlsx-read';
export { isDateFormat, excelSerialToDate } from './xlsx-sheet';

/** A file that cannot be read: every problem, in Portuguese. */
export class FileReadError extends Error {
  constructor(public readonly problemas: string[]) {
    super(problemas.join('\n'));
  }
}

/** A spreadsheet read: its sheets, what it was, and how it was read ("CSV (utf-8, separador vírgula)"). */
export interface SpreadsheetReading {
  sheets: SheetData[];
  tipo: 'xlsx' | 'csv';
  detalhe: string;
}

const KIND_MESSAGES: Partial<Record<FileKind, string>> = {
  xls: 'o arquivo está no formato antigo do Excel (.xls); abra-o no Excel ou no LibreOffice e salve como "Pasta de Trabalho do Excel (.xlsx)"',
  protegida:
    'a pasta de trabalho está protegida por senha (criptografada); abra-a no Excel, retire a senha em "Arquivo > Informações > Proteger pasta de trabalho" e salve de novo',
  xlsb: 'o arquivo está no formato binário do Excel (.xlsb); abra-o no Excel e salve como "Pasta de Trabalho do Excel (.xlsx)"',
  ods: 'o arquivo está no formato do LibreOffice (.ods); use "Arquivo > Salvar como" e escolha "Pasta de trabalho do Excel 2007-365 (.xlsx)"',
  docx: 'o arquivo é um documento do Word, não uma planilha; use a planilha (.xlsx ou .csv) com os candidatos',
  zip: 'o arquivo é um .zip, não uma planilha; extraia a planilha (.xlsx ou .csv) e use-a',
  binario: 'o arquivo não é uma planilha (.xlsx) nem um texto CSV',
  json: 'o arquivo é um documento JSON, não uma planilha',
  html: 'o arquivo é uma página HTML (uma tabela de página da web salva com a extensão do Excel), não uma planilha; abra-o no Excel e use "Arquivo > Salvar como", escolhendo "Pasta de Trabalho do Excel (.xlsx)", ou exporte os dados do sistema de origem como CSV',
};

/** Why a file of this kind is not read (null for .xlsx and .csv). */
export function kindProblem(kind: FileKind, nome: string): string | null {
  const m = KIND_MESSAGES[kind];
  return m ? `'${nome}': ${m}` : null;
}

/** Why an .xlsx could not be read, in Portuguese (JSZip and saxes fail in English): one problem a line. */
export function xlsxProblems(nome: string, e: unknown): string[] {
  if (e instanceof XlsxContentError) return e.problemas.map((p) => `'${nome}': ${p}`);
  return [xlsxProblem(nome, e)];
}

/** Why an .xlsx could not be read, in one line (see xlsxProblems). */
function xlsxProblem(nome: string, e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  if (e instanceof XlsxContentError) return `'${nome}': ${e.problemas.join('; ')}`;
  if (/heap|allocation|Array buffer allocation|Invalid string length|Invalid array length/i.test(msg)) {
    return `o arquivo '${nome}' é grande demais para a memória disponível; divida-o em arquivos menores ou salve-o como CSV`;
  }
  if (/\b(xml|tag|attribute|entity|saxes|unclosed|unexpected close)\b/i.test(msg) && !/zip|signature/i.test(msg)) {
    return `o conteúdo do arquivo '${nome}' está danificado (XML inválido dentro do .xlsx); abra-o no Excel, deixe que ele a repare e salve de novo`;
  }
  return `não foi possível abrir '${nome}' como planilha .xlsx: o arquivo está corrompido ou incompleto (a cópia ou o download pode ter sido interrompido); abra-o no Excel e salve de novo, ou peça uma nova cópia`;
}

/** The name of a file without its folder and its extension ("Candidatos" when nothing is left). */
export function baseName(nome: string): string {
  const base = nome.slice(Math.max(nome.lastIndexOf('/'), nome.lastIndexOf('\\')) + 1);
  const ext = extensionOf(base);
  return (ext ? base.slice(0, base.length - ext.length) : base) || 'Candidatos';
}

/** A CSV's bytes as one sheet named after the file. Throws FileReadError with every problem. */
export function readCsvSheets(bytes: Uint8Array, nome: string): SpreadsheetReading {
  const r = readCsv(bytes);
  if (r.problemas.length) throw new FileReadError(r.problemas);
  const sep =
    r.separador === ';' ? 'ponto e vírgula' : r.separador === ',' ? 'vírgula' : r.separador === '\t' ? 'tabulação' : `"${r.separador}"`;
  return {
    sheets: [{ nome: baseName(nome), linhas: r.linhas, nomeDoArquivo: true }],
    tipo: 'csv',
    detalhe: `CSV (${r.codificacao}, separador ${sep})`,
  };
}

/**
 * Reads a spreadsheet (.xlsx, .xlsm or .csv, whatever its name) held in memory: the web page's file.
 * `nome` is the file's name (for the messages, the CSV's sheet name and ties between text formats).
 * Throws FileReadError with pt-BR problems.
 */
export async function readSpreadsheetBytes(bytes: Uint8Array, nome: string): Promise<SpreadsheetReading> {
  const base = nome.slice(Math.max(nome.lastIndexOf('/'), nome.lastIndexOf('\\')) + 1);
  if (bytes.length === 0) throw new FileReadError([`o arquivo '${base}' está vazio`]);
  const kind = detectKindOfBytes(bytes, base);
  if (kind === 'xlsx') {
    try {
      return { sheets: await readXlsxPackage(bytes), tipo: 'xlsx', detalhe: 'planilha .xlsx' };
    } catch (e) {
      throw new FileReadError(xlsxProblems(base, e));
    }
  }
  if (kind === 'csv') return readCsvSheets(bytes, base);
  throw new FileReadError([kindProblem(kind, base) ?? `'${base}': ${KIND_MESSAGES.binario}`]);
}
