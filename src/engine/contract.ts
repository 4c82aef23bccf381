// The JSON output of `cotas classificar --json` (docs/contrato.md): the contract's fields first, in
// the contract's order, then the added fields (situation per candidate, audit trail…).
import type { ConcursoResult } from './types';

export function toContractJson(result: ConcursoResult): unknown {
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
      candidatos: c.candidatos,
      memoria: c.memoria,
    })),
    avisos: result.avisos,
  };
}
