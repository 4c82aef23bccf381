// File host: reads .xlsx/.csv files into sheets and writes the final lists as .xlsx (Node only).
import * as fs from 'fs';
import * as path from 'path';
import type { SheetData } from '../../sheet';
import { readCsv } from './csv';
import { readXlsxBuffer } from './xlsx';

export { decodeText, decodeWindows1252, splitCsv, readCsv, writeCsv } from './csv';
export type { CsvReading, TextEncodingName } from './csv';
export { readXlsxBuffer, writeTablesXlsx, plainValue } from './xlsx';

export type FileKind = 'xlsx' | 'csv' | 'xls' | 'ods' | 'zip' | 'json' | 'binario';

/** What the bytes are, by content (the extension only breaks ties between text formats). */
export function detectKind(bytes: Uint8Array, nome: string): FileKind {
  const ext = path.extname(nome).toLowerCase();
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    const head = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 4096))).toString('latin1');
    if (head.includes('application/vnd.oasis.opendocument.spreadsheet')) return 'ods';
    if (head.includes('[Content_Types].xml') || head.includes('xl/') || ext === '.xlsx' || ext === '.xlsm') return 'xlsx';
    return 'zip';
  }
  if (bytes.length >= 8 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return 'xls';
  // Text? (no NUL bytes in the first 64 KiB, except UTF-16 with a BOM)
  const probe = bytes.subarray(0, Math.min(bytes.length, 65536));
  const utf16 = probe.length >= 2 && ((probe[0] === 0xff && probe[1] === 0xfe) || (probe[0] === 0xfe && probe[1] === 0xff));
  if (!utf16 && probe.includes(0)) return 'binario';
  let i = 0;
  if (probe[0] === 0xef && probe[1] === 0xbb && probe[2] === 0xbf) i = 3;
  while (i < probe.length && (probe[i] === 0x20 || probe[i] === 0x0a || probe[i] === 0x0d || probe[i] === 0x09)) i++;
  if ((probe[i] === 0x7b || ext === '.json') && ext !== '.csv') return 'json';
  if (probe.length >= 5 && Buffer.from(probe.subarray(0, 5)).toString('latin1') === '%PDF-') return 'binario';
  return 'csv';
}

export class FileReadError extends Error {
  constructor(public readonly problemas: string[]) {
    super(problemas.join('\n'));
  }
}

const KIND_MESSAGES: Partial<Record<FileKind, string>> = {
  xls: 'o arquivo está no formato antigo do Excel (.xls); abra-o no Excel ou no LibreOffice e salve como "Pasta de Trabalho do Excel (.xlsx)"',
  ods: 'o arquivo está no formato do LibreOffice (.ods); use "Arquivo > Salvar como" e escolha "Pasta de trabalho do Excel 2007-365 (.xlsx)"',
  zip: 'o arquivo é um .zip, não uma planilha; extraia a planilha (.xlsx ou .csv) e use-a',
  binario: 'o arquivo não é uma planilha (.xlsx) nem um texto CSV',
  json: 'o arquivo é um documento JSON, não uma planilha',
};

/** Reads a spreadsheet file (.xlsx or .csv) into sheets. Throws FileReadError with pt-BR problems. */
export async function readSpreadsheetFile(arquivo: string): Promise<{ sheets: SheetData[]; tipo: 'xlsx' | 'csv'; detalhe: string }> {
  let bytes: Buffer;
  try {
    const st = fs.statSync(arquivo);
    if (st.isDirectory()) throw new FileReadError([`'${arquivo}' é uma pasta, não um arquivo`]);
    bytes = fs.readFileSync(arquivo);
  } catch (e) {
    if (e instanceof FileReadError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new FileReadError([`o arquivo '${arquivo}' não existe`]);
    if (code === 'EACCES' || code === 'EPERM') throw new FileReadError([`sem permissão para ler o arquivo '${arquivo}'`]);
    throw new FileReadError([`não foi possível ler o arquivo '${arquivo}': ${(e as Error).message}`]);
  }
  if (bytes.length === 0) throw new FileReadError([`o arquivo '${path.basename(arquivo)}' está vazio`]);
  const kind = detectKind(bytes, arquivo);
  if (kind === 'xlsx') {
    try {
      return { sheets: await readXlsxBuffer(bytes), tipo: 'xlsx', detalhe: 'planilha .xlsx' };
    } catch (e) {
      throw new FileReadError([
        `não foi possível abrir '${path.basename(arquivo)}' como planilha .xlsx (arquivo corrompido ou protegido por senha?): ${(e as Error).message}`,
      ]);
    }
  }
  if (kind === 'csv') {
    const r = readCsv(bytes);
    if (r.problemas.length) throw new FileReadError(r.problemas);
    const nome = path.basename(arquivo, path.extname(arquivo)) || 'Candidatos';
    const sep = r.separador === ';' ? 'ponto e vírgula' : r.separador === ',' ? 'vírgula' : 'tabulação';
    return { sheets: [{ nome, linhas: r.linhas }], tipo: 'csv', detalhe: `CSV (${r.codificacao}, separador ${sep})` };
  }
  throw new FileReadError([`'${path.basename(arquivo)}': ${KIND_MESSAGES[kind]}`]);
}
