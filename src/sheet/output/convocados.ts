// Who goes on to the next phase (rules.md §12; Art. 9º): one list per cargo with a cut, in the AC
// list's order, the list each person is called through, and under the table each list's limit and
// cut score. Published like the final lists (masking, title, signatures).
import { formatScore, ordinal } from '../../engine/text';
import type { CargoResult, CutResult } from '../../engine/types';
import { modalityTitle } from '../../engine/vocabulary';
import type { RuleSet } from '../../engine/rulesets';
import type { CellValue } from '../parsers';
import { cargoLabel } from './list-text';
import type { PersonColumns, PersonEntry } from './personal-data';
import { FORMAT_INTEGER, FORMAT_TEXT } from './table';
import type { OutputTable } from './table';

/** The sheet's name, before the cargo ("Convocados - Motorista"). */
export const CUT_SHEET = 'Convocados';

/** What the list is: the title's start. */
export const CUT_TITLE = 'Convocados para a próxima fase';

/** Under the table: how far each list was called and its cut score (rules.md §12, item 4). */
export function cutLegend(corte: CutResult, rules: RuleSet): CellValue[][] {
  const reading =
    corte.leitura === 'todos-os-optantes'
      ? `todos os optantes de cada lista de reserva (${rules.articles.allPhases})`
      : 'cada lista até o seu limite';
  const rows: CellValue[][] = [[], [`Leitura: ${reading}. Empatados na última posição de cada lista também são convocados.`]];
  for (const [code, limit] of Object.entries(corte.limites)) {
    const score = corte.notaDeCorte[code];
    const how = limit === null ? 'todos os optantes ainda não convocados' : `até o ${ordinal(limit, 'm')}`;
    rows.push([
      `${modalityTitle(code, rules)} (${code}): ${how}; nota de corte ${score === null ? '— (ninguém convocado)' : formatScore(score)}.`,
    ]);
  }
  return rows;
}

/** The table of one cargo's cut; `person` gives the person's columns as every list writes them. */
export function cutTable(
  cargo: CargoResult,
  person: PersonColumns,
  people: ReadonlyMap<string, PersonEntry>,
  rules: RuleSet,
  titled: (what: string) => string,
  scoreFormat: string,
  fase?: string,
): OutputTable {
  const corte = cargo.corte!;
  const cab = ['Ordem', ...person.cab, 'Nota', 'Convocado pela lista'];
  const linhas = corte.convocados.map((c, k) => [
    k + 1,
    ...person.cells(c.inscricao),
    people.get(c.inscricao)?.cand.nota ?? null,
    `${modalityTitle(c.via, rules)} (${c.via})`,
  ]);
  return {
    nome: cargo.cargo ? `${CUT_SHEET} - ${cargo.cargo}` : CUT_SHEET,
    titulo: titled(`${CUT_TITLE}${fase ? ` (${fase})` : ''} — ${cargoLabel(cargo)}${linhas.length === 0 ? ' — nenhum candidato' : ''}`),
    cabecalho: cab,
    linhas,
    formatos: [FORMAT_INTEGER, ...person.fmt, scoreFormat, FORMAT_TEXT],
    larguras: [8, ...person.wid, 10, 36],
    tipo: 'convocados',
    cargo: cargo.cargo,
    rodape: cutLegend(corte, rules),
  };
}
