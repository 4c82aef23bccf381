// The pipeline's rows stage: one candidates sheet read from its recognised header (the columns by
// header or by the mappings, named by their real headers in every problem), and what was read, for
// the reading report.
import { FIELD_LABELS } from '../columns';
import type { ColumnField } from '../columns';
import { columnLetter } from '../parsers';
import type { ColumnReport, SheetReport } from '../report';
import { readCandidateTable } from '../table';
import { recogniseHeader } from './header';
import type { HeaderFound, ParametersPatch, RecognisedHeader, SheetData, SheetReading } from './types';

/** The header's problems reported before the table's: the mappings' and the look-alike columns' (the rest come with the table). */
const HEADER_FIRST = new Set(['mapeamento-de-coluna', 'coluna-nao-reconhecida']);

/** Rows (1-based, inclusive) a merged range "B3:D4" covers. */
function mergedRows(range: string): [number, number] | null {
  const m = /^\$?[A-Z]+\$?(\d+)(?::\$?[A-Z]+\$?(\d+))?$/i.exec(range.trim());
  if (!m) return null;
  const a = Number(m[1]);
  const b = m[2] ? Number(m[2]) : a;
  return [Math.min(a, b), Math.max(a, b)];
}

/**
 * Reads one candidates sheet given alone (the functions' table enters the pipeline here): its columns
 * (by header, or by the patch's mappings: the functions' option), the columns whose values look like a
 * field the header does not give (an error), its rows; and what it read, for the report. The header
 * is recognised here, once.
 */
export function readCandidateSheet(
  sheet: SheetData,
  header: HeaderFound,
  patch: Pick<ParametersPatch, 'criterios' | 'mapeamento'> = {},
  opts: {
    progresso?: (lidas: number, total: number) => void;
    dicaMapeamento?: 'parametros' | 'opcoes';
    /** The Cota words of a rule written by the commission (rule-sheet.ts writtenGroupWords). */
    grupos?: ReadonlyMap<string, string>;
  } = {},
): SheetReading {
  const recognised = recogniseHeader(sheet.linhas, header, {
    planilha: sheet.nome,
    criterios: patch.criterios,
    mapeamento: patch.mapeamento,
    dicaMapeamento: opts.dicaMapeamento,
  });
  return readRecognisedSheet(sheet, recognised, opts.progresso, opts.grupos);
}

/** Reads the rows below a recognised header (readCandidateSheet's second half). */
export function readRecognisedSheet(
  sheet: SheetData,
  header: RecognisedHeader,
  progresso?: (lidas: number, total: number) => void,
  grupos?: ReadonlyMap<string, string>,
): SheetReading {
  const linha = header.indice + 1;
  const rec = header.reconhecimento;
  const problemas = rec.problemas.filter((p) => p.codigo !== undefined && HEADER_FIRST.has(p.codigo));
  const tableRows = sheet.linhas.slice(header.indice);
  tableRows[0] = header.cabecalho;
  const table = readCandidateTable(tableRows, {
    planilha: sheet.nome,
    primeiraLinha: linha,
    reconhecido: { colunas: rec.colunas, problemas: rec.problemas.filter((p) => p.codigo === undefined || !HEADER_FIRST.has(p.codigo)) },
    linhasOcultas: (sheet.linhasOcultas ?? []).map((r) => r + 1),
    progresso,
    grupos,
  });
  for (let i = 0; i < table.problemas.length; i++) problemas.push(table.problemas[i]);
  return { sheet, header, table, report: sheetReport(sheet, header, table), ...columnReports(sheet.nome, rec.colunas), problemas };
}

/** What was read of the sheet: its header row(s), the rows read, blank and hidden, the merged ranges in the table. */
function sheetReport(sheet: SheetData, header: RecognisedHeader, table: SheetReading['table']): SheetReport {
  const linha = header.indice + 1;
  const top = header.linhas[0];
  const mescladas = (sheet.mescladas ?? []).filter((m) => {
    const span = mergedRows(m);
    return span !== null && span[1] >= top;
  });
  const report: SheetReport = {
    nome: sheet.nome,
    papel: 'candidatos',
    motivo:
      header.linhas.length > 1 ? `cabeçalho em duas linhas (${header.linhas.join(' e ')})` : `cabeçalho reconhecido na linha ${linha}`,
    linhaCabecalho: linha,
    linhasLidas: table.candidatos.length,
    linhasEmBranco: table.linhasEmBranco,
    linhasOcultas: table.linhasOcultasLidas,
    mescladas,
  };
  if (header.linhas.length > 1) report.linhasCabecalho = header.linhas;
  return report;
}

/** Which column gives each field (in the catalogue's order), then the tie-break criteria (rules.md §2.3), and the columns not used. */
function columnReports(planilha: string, cols: RecognisedHeader['reconhecimento']['colunas']): Pick<SheetReading, 'colunas' | 'ignoradas'> {
  const mapped = new Set(cols.mapeadas ?? []);
  const colunas: ColumnReport[] = [];
  for (const f of Object.keys(FIELD_LABELS) as ColumnField[]) {
    const i = cols[f];
    if (i === undefined) continue;
    colunas.push({
      campo: f,
      coluna: columnLetter(i),
      cabecalho: cols.cabecalhos[i],
      origem: mapped.has(f) ? 'mapeada' : 'reconhecida',
      planilha,
    });
  }
  cols.desempate.forEach((i, k) => {
    if (i !== undefined && i >= 0)
      colunas.push({
        campo: 'desempate',
        ordem: k + 1,
        coluna: columnLetter(i),
        cabecalho: cols.cabecalhos[i],
        origem: 'reconhecida',
        planilha,
      });
  });
  const ignored = [...cols.ignoradas, ...(cols.semCabecalho ?? [])].sort((a, b) => a - b);
  const ignoradas = ignored.map((i) => ({ coluna: columnLetter(i), cabecalho: cols.cabecalhos[i] ?? '', planilha }));
  return { colunas, ignoradas };
}
