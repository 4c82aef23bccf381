// Why a sheet meant to hold the candidates has no candidates header: problems naming the sheet and the
// rows, from the likeliest header row (the one recognition of this sheet) or a header too far down.
import { headerFields, recognizeColumns } from '../columns';
import { SheetProblem, problem, appendAll } from '../problems';
import { isBlankRow } from '../table';
import {
  HEADER_DEEP_SEARCH_ROWS,
  HEADER_SEARCH_ROWS,
  combineHeaderRows,
  findHeader,
  firstNonBlankRow,
  likeliestHeaderRow,
  sampleBelow,
} from './header';
import type { SheetData } from './types';

/** Why a sheet that has no candidates header was not read, as problems naming the sheet and rows. */
export function headerProblems(s: SheetData, criterios: string[]): SheetProblem[] {
  const likely = likeliestHeaderRow(s.linhas);
  if (likely.indice < 0)
    return [
      problem(s.nome, null, null, "a planilha está vazia: falta a linha de cabeçalho com 'Inscrição', 'Nome', 'Cargo', 'Nota', 'Cota'..."),
    ];
  // Only to say where the header is: a header this far down is a mistake to point at, not to accept.
  const below = findHeader(s.linhas, HEADER_DEEP_SEARCH_ROWS);
  if (below) {
    const p = problem(
      s.nome,
      below.linhas[0],
      null,
      `não há linha de cabeçalho com 'Inscrição' e 'Nota' nas primeiras ${HEADER_SEARCH_ROWS} linhas; o cabeçalho parece estar na linha ${below.linhas[0]}: apague as linhas acima dele (deixe no máximo ${HEADER_SEARCH_ROWS - 1} linhas de título)`,
    );
    p.codigo = 'cabecalho-nao-encontrado';
    return [p];
  }
  // The row that looks most like a header (the most fields recognized) says what is missing.
  const best = likely.indice;
  const out: SheetProblem[] = [];
  if (likely.campos === 0 || (likely.campos > 0 && best !== firstNonBlankRow(s.linhas))) {
    out.push(
      problem(
        s.nome,
        null,
        null,
        `nenhuma das primeiras ${HEADER_SEARCH_ROWS} linhas é um cabeçalho com 'Inscrição' e 'Nota' (esperado: uma linha com 'Inscrição', 'Nome', 'Cargo', 'Nota', 'Cota'...)`,
      ),
    );
  }
  const next = s.linhas[best + 1];
  const combined = next && !isBlankRow(next) && likely.campos > 0 ? combineHeaderRows(s.linhas[best], next) : null;
  if (combined && headerFields(combined).has('inscricao')) {
    // A two-row header that still misses a column: say it with both rows.
    const rec = recognizeColumns(combined, { planilha: s.nome, linha: best + 2, criterios, amostra: sampleBelow(s.linhas, best + 1) });
    out.push(
      problem(
        s.nome,
        best + 1,
        null,
        `o cabeçalho parece ocupar as linhas ${best + 1} e ${best + 2}, mas mesmo juntas elas não têm todas as colunas necessárias`,
      ),
    );
    appendAll(out, rec.problemas);
    return out;
  }
  out.push(
    ...recognizeColumns(s.linhas[best], { planilha: s.nome, linha: best + 1, criterios, amostra: sampleBelow(s.linhas, best) }).problemas,
  );
  return out;
}
