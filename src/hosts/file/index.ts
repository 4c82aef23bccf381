// File host: reads .xlsx/.csv files into sheets and writes the final lists as .xlsx (Node only).
import * as fs from 'fs';
import * as path from 'path';
import type { SheetData } from '../../sheet';
import { readCsv } from './csv';
import { FileKind, sniffFileKind } from './kind';
import { readXlsxFile } from './xlsx';
import { XlsxContentError } from './xlsx-reader';

export { decodeText, decodeWindows1252, readCsv, sniffUtf16, writeCsv, MAX_CSV_PROBLEMS } from './csv';
export type { CsvReading, TextEncodingName } from './csv';
export { detectKind, sniffFileKind, PROBE_BYTES } from './kind';
export type { FileKind } from './kind';
export { readXlsxBuffer, readXlsxFile, writeTablesXlsx, plainValue, worksheetRows } from './xlsx';
export type { WriteOptions } from './xlsx';
export { OUTPUT_MARKER_NAME, XlsxContentError, readXlsxStream } from './xlsx-reader';

export class FileReadError extends Error {
  constructor(public readonly problemas: string[]) {
    super(problemas.join('\n'));
  }
}

const KIND_MESSAGES: Partial<Record<FileKind, string>> = {
  xls: 'o arquivo está no formato antigo do Excel (.xls); abra-o no Excel ou no LibreOffice e salve como "Pasta de Trabalho do Excel (.xlsx)"',
  protegida: 'a planilha está protegida por senha (criptografada); abra-a no Excel, retire a senha em "Arquivo > Informações > Proteger pasta de trabalho" e salve de novo',
  xlsb: 'o arquivo está no formato binário do Excel (.xlsb); abra-o no Excel e salve como "Pasta de Trabalho do Excel (.xlsx)"',
  ods: 'o arquivo está no formato do LibreOffice (.ods); use "Arquivo > Salvar como" e escolha "Pasta de trabalho do Excel 2007-365 (.xlsx)"',
  docx: 'o arquivo é um documento do Word, não uma planilha; use a planilha (.xlsx ou .csv) com os candidatos',
  zip: 'o arquivo é um .zip, não uma planilha; extraia a planilha (.xlsx ou .csv) e use-a',
  binario: 'o arquivo não é uma planilha (.xlsx) nem um texto CSV',
  json: 'o arquivo é um documento JSON, não uma planilha',
};

/** The Portuguese reason a file cannot be opened (never the runtime's English message). */
function openingProblem(arquivo: string, e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  const nome = `'${arquivo}'`;
  switch (code) {
    case 'ENOENT':
      return `o arquivo ${nome} não existe`;
    case 'EACCES':
    case 'EPERM':
      return `sem permissão para ler o arquivo ${nome}`;
    case 'ENOTDIR':
      return `o arquivo ${nome} não existe (uma parte do caminho é um arquivo, não uma pasta)`;
    case 'EISDIR':
      return `${nome} é uma pasta, não um arquivo`;
    case 'EMFILE':
    case 'ENFILE':
      return `não foi possível abrir ${nome}: arquivos abertos demais no sistema; feche outros programas e tente de novo`;
    case 'EBUSY':
      return `o arquivo ${nome} está em uso por outro programa; feche-o e tente de novo`;
    case 'EIO':
      return `erro de leitura do disco ao ler ${nome}`;
    default:
      return `não foi possível ler o arquivo ${nome}${code ? ` (código ${code})` : ''}`;
  }
}

/** Why an .xlsx could not be read, in Portuguese (unzipper, saxes and exceljs fail in English). */
function xlsxProblem(nome: string, e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  if (e instanceof XlsxContentError) return `'${nome}': ${msg}`;
  if (/^E[A-Z]+$/.test(String((e as NodeJS.ErrnoException)?.code ?? ''))) return openingProblem(nome, e);
  if (/heap|allocation|Array buffer allocation|Invalid string length|Invalid array length/i.test(msg)) {
    return `a planilha '${nome}' é grande demais para a memória disponível; divida-a em arquivos menores ou salve-a como CSV`;
  }
  if (/\b(xml|tag|attribute|entity|saxes|unclosed|unexpected close)\b/i.test(msg) && !/zip|signature/i.test(msg)) {
    return `o conteúdo da planilha '${nome}' está danificado (XML inválido dentro do .xlsx); abra-a no Excel, deixe que ele a repare e salve de novo`;
  }
  return `não foi possível abrir '${nome}' como planilha .xlsx: o arquivo está corrompido ou incompleto (a cópia ou o download pode ter sido interrompido); abra-o no Excel e salve de novo, ou peça uma nova cópia`;
}

/** Reads a spreadsheet file (.xlsx, .xlsm or .csv, whatever its name) into sheets. Throws FileReadError with pt-BR problems. */
export async function readSpreadsheetFile(arquivo: string): Promise<{ sheets: SheetData[]; tipo: 'xlsx' | 'csv'; detalhe: string }> {
  const nome = path.basename(arquivo);
  let size: number;
  try {
    const st = fs.statSync(arquivo);
    if (st.isDirectory()) throw new FileReadError([`'${arquivo}' é uma pasta, não um arquivo`]);
    size = st.size;
    fs.accessSync(arquivo, fs.constants.R_OK);
  } catch (e) {
    if (e instanceof FileReadError) throw e;
    throw new FileReadError([openingProblem(arquivo, e)]);
  }
  if (size === 0) throw new FileReadError([`o arquivo '${nome}' está vazio`]);
  const kind = sniffFileKind(arquivo);
  if (kind === null) throw new FileReadError([openingProblem(arquivo, { code: 'EIO' })]);
  if (kind === 'xlsx') {
    try {
      // Streamed from disk: the package is never held whole in memory (a 1 million-row workbook).
      return { sheets: await readXlsxFile(arquivo), tipo: 'xlsx', detalhe: 'planilha .xlsx' };
    } catch (e) {
      throw new FileReadError([xlsxProblem(nome, e)]);
    }
  }
  if (kind === 'csv') {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(arquivo);
    } catch (e) {
      throw new FileReadError([openingProblem(arquivo, e)]);
    }
    const r = readCsv(bytes);
    if (r.problemas.length) throw new FileReadError(r.problemas);
    const base = path.basename(arquivo, path.extname(arquivo)) || 'Candidatos';
    const sep = r.separador === ';' ? 'ponto e vírgula' : r.separador === ',' ? 'vírgula' : r.separador === '\t' ? 'tabulação' : `"${r.separador}"`;
    return { sheets: [{ nome: base, linhas: r.linhas }], tipo: 'csv', detalhe: `CSV (${r.codificacao}, separador ${sep})` };
  }
  throw new FileReadError([`'${nome}': ${KIND_MESSAGES[kind]}`]);
}
