// The JSON output of `cotas classificar --json` (docs/contrato.md): the contract's fields first, in
// the contract's order, then the added fields (audit trail…). The situation of each candidate
// (`candidatos`, one object per candidate) is the bulk of a large concurso's result: it comes only
// when asked (`detalhes`, the CLI's --detalhes).
import type { ConcursoResult } from './types';

export interface ContractJsonOptions {
  /** Include `candidatos` in each cargo: the situation, ranks and entry of every candidate. */
  detalhes?: boolean;
}

export function toContractJson(result: ConcursoResult, options: ContractJsonOptions = {}): unknown {
  return {
    regra: result.regra,
    regraNome: result.regraNome,
    opcoes: result.opcoes,
    versaoMotor: result.versaoMotor,
    cargos: result.cargos.map((c) => ({
      cargo: c.cargo,
      vagas: c.vagas,
      reserva: c.reserva,
      sequencia: c.sequencia,
      nomeacao: c.nomeacao,
      listas: c.listas,
      avisos: c.avisos,
      provisorio: c.provisorio,
      reservaOutraLeitura: c.reservaOutraLeitura,
      ...(options.detalhes ? { candidatos: c.candidatos } : {}),
      memoria: c.memoria,
    })),
    avisos: result.avisos,
  };
}
