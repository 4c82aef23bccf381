// The short text COTAS.CLASSIFICAR's header cell shows: "Leitura: Inscrição ← A 'Inscrição', Nota ← F
// 'Nota final'…; ignoradas: H 'Obs.'".
import { FIELD_LABELS, columnLetter } from '../../sheet';
import type { CandidateTable, ReadingReport } from '../../sheet';

/** The short text of a reading: fields ← columns (the tie-break columns too), then the ignored columns. */
export function shortReadingText(r: ReadingReport, desempate: { coluna: string; cabecalho: string }[] = []): string {
  const label = (c: ReadingReport['colunas'][number]): string =>
    c.campo === 'desempate' ? `Desempate ${c.ordem ?? ''}`.trim() : FIELD_LABELS[c.campo];
  const fields = r.colunas.map((c) => `${label(c)} ← ${c.coluna} '${c.cabecalho}'${c.origem === 'mapeada' ? ' (mapeada)' : ''}`);
  // The report lists the tie-break columns itself; a table read without it passes them here.
  if (!r.colunas.some((c) => c.campo === 'desempate'))
    desempate.forEach((d, k) => fields.push(`Desempate ${k + 1} ← ${d.coluna} '${d.cabecalho}'`));
  const sheet = r.planilhas.find((p) => p.papel === 'candidatos');
  const n = sheet?.linhasLidas;
  const rows = n === undefined ? '' : `; ${n === 1 ? '1 candidato' : `${n} candidatos`}`;
  const b = sheet?.linhasEmBranco ?? 0;
  const blank = b === 0 ? '' : `, ${b === 1 ? '1 linha em branco' : `${b} linhas em branco`}`;
  const ignored = r.colunasIgnoradas.length
    ? `; ignoradas: ${r.colunasIgnoradas.map((c) => `${c.coluna} '${c.cabecalho}'`).join(', ')}`
    : '; nenhuma coluna ignorada';
  return `Leitura: ${fields.join(', ')}${rows}${blank}${ignored}`;
}

/** The tie-break columns of a table, for shortReadingText. */
export function tieBreakColumns(table: CandidateTable): { coluna: string; cabecalho: string }[] {
  return table.colunas.desempate.map((i) => ({ coluna: columnLetter(i), cabecalho: table.colunas.cabecalhos[i] ?? '' }));
}
