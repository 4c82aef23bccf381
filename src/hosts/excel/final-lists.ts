// The task pane's action in Excel: read the open workbook (candidates sheet + Parâmetros sheet, as
// src/sheet reads any workbook), classify with the engine, write the final lists (as src/sheet's
// finalListTables defines them) into new worksheets. Host-free: it only talks to a WorkbookPort.
import { classify } from '../../engine';
import { canonicalInput, finalListTables, formatProblems, readConcursoWorkbook, resultWarnings, shownWarningText, sortProblems } from '../../sheet';
import { formatReadingReport } from '../../sheet/report';
import type { ReadingReport } from '../../sheet/report';
import type { WorkbookPort } from './port';

/** What the action reports to the task pane (pt-BR). */
export interface FinalListsOutcome {
  ok: boolean;
  /** Written, but the result has errors to resolve before publishing (a tie that decides a nomination...). */
  atencao?: boolean;
  titulo: string;
  detalhes: string[];
  /** Names of the worksheets written (empty on failure). */
  planilhas: string[];
  /** The reading report, one sentence a line: which sheets were read and why, each field ← its column, the columns not used. */
  leitura: string[];
}

export interface FinalListsOptions {
  /** SHA-256 (hex) of a text, when the host can compute it (Web Crypto in Office). */
  sha256?: (text: string) => Promise<string>;
  /** When the lists are generated (default: now). */
  geradoEm?: Date;
  /** Name of the workbook, for the Memória de cálculo. */
  origem?: string;
}

/** Problems listed in the task pane before "e mais N". */
const MAX_DETAILS = 30;

export async function generateFinalLists(port: WorkbookPort, opts: FinalListsOptions = {}): Promise<FinalListsOutcome> {
  const sheets = await port.readSheets();
  const reading = readConcursoWorkbook(sheets);
  const report = (reading as { leitura?: ReadingReport }).leitura;
  const leitura = report ? formatReadingReport(report) : [];
  if (!reading.concurso) {
    const lines = formatProblems(sortProblems(reading.problemas)).split('\n').filter((l) => l !== '');
    const shown = lines.slice(0, MAX_DETAILS);
    if (lines.length > shown.length) shown.push(`… e mais ${lines.length - shown.length} problema(s).`);
    return {
      ok: false,
      titulo: `A planilha tem ${lines.length === 1 ? '1 problema' : `${lines.length} problemas`}; nada foi gravado.`,
      detalhes: shown,
      planilhas: [],
      leitura,
    };
  }
  const concurso = reading.concurso;
  const result = classify(concurso);
  const sha256 = opts.sha256 ? await opts.sha256(canonicalInput(concurso, reading.cpfs)) : undefined;
  const tables = finalListTables(concurso, result, {
    cpfs: reading.cpfs,
    descricao: reading.parametros?.descricao,
    origem: opts.origem,
    geradoEm: opts.geradoEm,
    sha256,
    leitura: report,
  });
  const planilhas = await port.writeTables(tables);
  // Errors first (they must be resolved before publishing), then warnings; informations are in the
  // Memória de cálculo.
  const warnings = resultWarnings(result);
  const erros = warnings.filter((w) => w.aviso.nivel === 'erro');
  const lines = [
    ...erros.map((w) => `Erro: ${shownWarningText(w, result)}`),
    ...warnings.filter((w) => w.aviso.nivel === 'aviso').map((w) => `Aviso: ${shownWarningText(w, result)}`),
  ];
  const shown = lines.slice(0, MAX_DETAILS);
  if (lines.length > shown.length) shown.push(`… e mais ${lines.length - shown.length} (todos na planilha Memória de cálculo).`);
  const nErros = erros.length;
  const written = `Listas finais gravadas em ${planilhas.length} planilhas novas (${result.regraNome})`;
  return {
    ok: true,
    atencao: nErros > 0,
    titulo: nErros > 0 ? `${written}, mas há ${nErros === 1 ? '1 erro' : `${nErros} erros`} a resolver antes de publicar.` : `${written}.`,
    detalhes: [`Planilhas: ${planilhas.join(', ')}.`, ...shown],
    planilhas,
    leitura,
  };
}
