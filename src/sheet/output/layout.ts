// The workbook of the final result, table by table: the Resumo, the lists (one sheet per list and
// cargo, or one sheet per list for every cargo: 'por-lista'), the Memória de cálculo.
import type { CargoResult, Concurso, ConcursoResult } from '../../engine/types';
import type { CellValue } from '../parsers';
import { CONFIRMATIONS_SHEET, confirmationsTable } from './confirmations';
import { CUT_SHEET } from './convocados';
import { allCargosListTitle, cargoHeading, cargoLabel } from './list-text';
import { FinalListBuilder, NOMINATION_LIST } from './lists';
import { MEMORY_SHEET, memoryTable } from './memory';
import { SheetNamer } from './sheet-names';
import { summaryTable } from './summary';
import { FORMAT_TEXT } from './table';
import type { FinalListOptions, OutputTable } from './table';

/**
 * The place for signatures under every list and the Resumo: two blank rows, then the commission's
 * lines (test/sheet/output/published-lists.test.ts). Text the commission writes there is carried to
 * the next generation (src/app/generation.ts).
 */
export const SIGNATURE_ROWS: readonly CellValue[][] = [
  [],
  [],
  ['Presidente da comissão: ________________________________________'],
  [],
  ['Membro da comissão: ________________________________________'],
  [],
  ['Membro da comissão: ________________________________________'],
];

/** A list (or the Resumo) with the place for signatures under it, after its own rows below the table (the legend). */
function signed(t: OutputTable): OutputTable {
  return { ...t, rodape: [...(t.rodape ?? []), ...SIGNATURE_ROWS.map((r) => r.slice())] };
}

/**
 * Tables of the final result: a "Resumo", then per cargo the ampla concorrência classification, one
 * list per group, the PcD list (with a PcD rule), the order of nomination; and the "Memória de
 * cálculo" (rule set, options, warnings, audit trail, engine version, date, SHA-256 of the input).
 */
export function finalListTables(concurso: Concurso, result: ConcursoResult, opts: FinalListOptions = {}): OutputTable[] {
  return Array.from(finalListTablesOneByOne(concurso, result, opts));
}

/**
 * finalListTables one table at a time, in the same order with the same names: each table is built
 * when the next one is asked for, so that a writer that writes and drops each (the command line's
 * .xlsx writer) never holds every list of a million candidates at once.
 */
export function* finalListTablesOneByOne(concurso: Concurso, result: ConcursoResult, opts: FinalListOptions = {}): Generator<OutputTable> {
  const namer = new SheetNamer();
  const builder = new FinalListBuilder(concurso, result, opts);
  const named = (t: OutputTable): OutputTable => ({ ...t, nome: namer.name(t.nome) });
  // The lists come masked from builder.table; the other tables are masked here (FinalListBuilder.published).
  const own = (t: OutputTable): OutputTable => named(builder.published(t));
  yield own(signed(summaryTable(builder)));
  // One unnamed cargo: the two layouts are the same sheets.
  const single = result.cargos.length === 1 && result.cargos[0].cargo === null;
  if (opts.disposicao === 'por-lista' && !single) {
    for (const lista of builder.listNames()) yield named(signed(listTable(builder, result.cargos, lista)));
  } else {
    for (const c of result.cargos) for (const lista of builder.listNames()) yield named(signed(builder.table(c, lista)));
  }
  // rules.md §12: the cargos with a cut, each its list of who goes on to the next phase.
  if (opts.convocados !== false)
    for (const c of result.cargos) {
      const t = builder.cutTable(c);
      if (t) yield named(signed(t));
    }
  if (opts.resultadoConfirmacoes) yield own(confirmationsTable(builder));
  yield own(memoryTable(concurso, result, opts, builder));
}

/**
 * The names of the sheets finalListTables gives, in order, without building a list: what a new
 * generation will write (the commission's text on an earlier sheet of another name cannot be kept).
 */
export function finalTableNames(concurso: Concurso, result: ConcursoResult, opts: FinalListOptions = {}): string[] {
  const namer = new SheetNamer();
  const builder = new FinalListBuilder(concurso, result, opts);
  const out = [namer.name('Resumo')];
  const single = result.cargos.length === 1 && result.cargos[0].cargo === null;
  if (opts.disposicao === 'por-lista' && !single) for (const lista of builder.listNames()) out.push(namer.name(listSheetName(lista)));
  else for (const c of result.cargos) for (const lista of builder.listNames()) out.push(namer.name(builder.sheetName(c, lista)));
  if (opts.convocados !== false)
    for (const c of result.cargos) if (c.corte) out.push(namer.name(c.cargo ? `${CUT_SHEET} - ${c.cargo}` : CUT_SHEET));
  if (opts.resultadoConfirmacoes) out.push(namer.name(CONFIRMATIONS_SHEET));
  out.push(namer.name(MEMORY_SHEET));
  return out;
}

/** The sheet name of a list in the 'por-lista' layout: the list's code, or "Nomeação". */
function listSheetName(lista: string): string {
  return lista === NOMINATION_LIST ? 'Nomeação' : lista;
}

/**
 * One list for every cargo (the 'por-lista' layout): a "Cargo" column, then each cargo's rows of that
 * list together, in the Resumo's cargo order, under a heading row ("Professor — 10 vagas", in the
 * Nome column, with the cargo in the Cargo column so that filtering by cargo keeps it); a cargo
 * with no one in the list has one row that says so.
 */
function listTable(builder: FinalListBuilder, cargos: CargoResult[], lista: string): OutputTable {
  // Each cargo's table is built, its rows taken (with the cargo in front) and dropped: the list of a
  // million candidates is never held twice.
  const first = builder.table(cargos[0], lista);
  const situacao = first.cabecalho.indexOf('Situação');
  // The heading goes in the Nome column, the widest (a narrow code column would wrap it letter by
  // letter on paper), else in the first text column.
  const nome = first.cabecalho.indexOf('Nome');
  const textColumn = nome >= 0 ? nome : Math.max(0, (first.formatos ?? []).indexOf(FORMAT_TEXT));
  const linhas: CellValue[][] = [];
  cargos.forEach((c, k) => {
    const t = k === 0 ? first : builder.table(c, lista);
    const label = cargoLabel(c);
    const heading: CellValue[] = [label, ...first.cabecalho.map(() => null)];
    heading[textColumn + 1] = cargoHeading(c);
    linhas.push(heading);
    if (t.linhas.length === 0) {
      const row: CellValue[] = [label, ...first.cabecalho.map(() => null)];
      row[(situacao >= 0 ? situacao : 0) + 1] = lista === NOMINATION_LIST ? 'Nenhuma vaga neste cargo' : 'Nenhum candidato nesta lista';
      linhas.push(row);
      return;
    }
    for (const r of t.linhas) {
      r.unshift(label);
      linhas.push(r);
    }
    if (k === 0) first.linhas = [];
  });
  return {
    nome: listSheetName(lista),
    titulo: builder.titled(allCargosListTitle({ lista: builder.listWhat(lista) }, cargos.length)),
    cabecalho: ['Cargo', ...first.cabecalho],
    linhas,
    formatos: first.formatos ? [FORMAT_TEXT, ...first.formatos] : undefined,
    larguras: first.larguras ? [28, ...first.larguras] : undefined,
    tipo: first.tipo,
    cargo: null,
    rodape: first.rodape,
  };
}
