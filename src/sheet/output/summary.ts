// The Resumo: per cargo, the vacancies of each reserve (PcD included), AC, the other reading, how many
// positions are held by an act and how many are to be called now (rules.md §10), and how many
// warnings to read.
import type { Rounding } from '../../engine';
import type { CellValue } from '../parsers';
import { cargoLabel } from './list-text';
import type { FinalListBuilder } from './lists';
import { FORMAT_INTEGER, FORMAT_TEXT } from './table';
import type { OutputTable } from './table';

/** The other reading of the rounding (rules.md §3), as the Resumo names it. */
const ROUNDING_WORDS: Record<Rounding, string> = {
  total: 'Arredondando o total',
  'por-grupo': 'Arredondando por grupo',
};

export function summaryTable(builder: FinalListBuilder): OutputTable {
  const result = builder.result;
  const reserves = builder.reserves;
  const cab = [
    'Cargo',
    'Vagas',
    ...reserves.map((g) => `Reserva ${g}`),
    'Ampla concorrência',
    'Reserva na outra leitura',
    'Nomeados ou empossados',
    'A nomear',
    'Vagas sem candidato',
    'Provisório',
    'Avisos',
  ];
  const otherCol = reserves.length + 3;
  const linhas: CellValue[][] = result.cargos.map((c) => {
    const filled = c.nomeacao.filter((n) => n.inscricao !== null).length;
    // Within the vacancies and without an act, a person is "A nomear", never nominated (rules.md §10).
    const held = c.nomeacao.filter((n) => n.situacao === 'nomeado' || n.situacao === 'empossado').length;
    const other = c.reservaOutraLeitura;
    // The reading in words, never its code ("por-grupo"): a person reads it.
    const outra = other
      ? `${ROUNDING_WORDS[other.arredondamento]}: ${reserves.map((g) => `${g} ${other.reserva[g] ?? 0}`).join(', ')}, AC ${other.reserva.AC ?? ''}`
      : '';
    return [
      cargoLabel(c),
      c.vagas,
      ...reserves.map((g) => c.reserva[g] ?? 0),
      c.reserva.AC,
      outra,
      held,
      filled - held,
      c.vagas - filled,
      c.provisorio ? 'Sim' : 'Não',
      c.avisos.filter((a) => a.nivel !== 'info').length,
    ];
  });
  return {
    nome: 'Resumo',
    titulo: builder.titled(`Resumo da classificação — ${builder.rulesName()}`),
    cabecalho: cab,
    linhas,
    formatos: cab.map((_, i) => (i === 0 || i === cab.length - 2 || i === otherCol ? FORMAT_TEXT : FORMAT_INTEGER)),
    larguras: cab.map((h, i) => (i === 0 ? 36 : i === otherCol ? 30 : Math.max(10, h.length + 2))),
    tipo: 'resumo',
    cargo: null,
  };
}
