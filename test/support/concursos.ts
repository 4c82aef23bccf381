// Candidates and options written out for the output tests: one builder instead of a copy per file.
import type { Candidate, Options } from '../../src/engine/types';

/** An approved non-cotista with every confirmation deferida; `extra` changes some fields. */
export function candidate(inscricao: string, nota: number, extra: Partial<Candidate> = {}): Candidate {
  return {
    inscricao,
    nome: `Pessoa ${inscricao}`,
    cargo: null,
    nota,
    aprovado: true,
    grupo: null,
    optante: false,
    confirmacao: 'deferida',
    fraude: false,
    nascimento: null,
    desempate: [],
    pcd: false,
    avaliacaoPcd: 'deferida',
    ...extra,
  };
}

/** Pirangi's defaults written by hand (not taken from the engine), edital after the law, no PcD rule. */
export function pirangiOptions(extra: Partial<Options> = {}): Options {
  return {
    arredondamento: 'total',
    colisao: 'anterior',
    ausenciaConfirmacao: 'ampla',
    dataReferencia: null,
    dataEdital: '2026-01-05',
    pcd: 'nenhuma',
    reservaMultipla: 'todas',
    ...extra,
  };
}
