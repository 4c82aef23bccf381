// The JSON output of `cotas classificar --json` (docs/contrato.md): the contract's fields first, in
// the contract's order, then the added fields (audit trail…). The situation of each candidate
// (`candidatos`, one object per candidate) is the bulk of a large concurso's result: it comes only
// when asked (`detalhes`, the CLI's --detalhes). Every field is named here: what the engine keeps as
// data for its own sentences (a warning's `dados`, an outcome's `pendencias`) stays out of the JSON.
// `avisos` holds what asks for attention (levels `aviso` and `erro`); the notes that restate what other
// fields carry (level `info`: the other reading, a reverted vacancy…) come in `notas`, so that a result
// with nothing to resolve has `avisos: []`, as the spec's examples 07 and 08 state
// (test/engine/examples.test.ts).
import type { CandidateOutcome, CargoResult, ConcursoResult, Warning } from './types';

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
    cargos: result.cargos.map((c) => contractCargo(c, options)),
    avisos: attention(result.avisos),
    notas: notes(result.avisos),
  };
}

function contractCargo(c: CargoResult, options: ContractJsonOptions): unknown {
  return {
    cargo: c.cargo,
    vagas: c.vagas,
    reserva: c.reserva,
    sequencia: c.sequencia,
    nomeacao: c.nomeacao,
    listas: c.listas,
    avisos: attention(c.avisos),
    notas: notes(c.avisos),
    provisorio: c.provisorio,
    reservaOutraLeitura: c.reservaOutraLeitura,
    ...(c.corte ? { corte: c.corte } : {}),
    ...(options.detalhes ? { candidatos: c.candidatos.map(contractOutcome) } : {}),
    memoria: c.memoria,
  };
}

function attention(ws: readonly Warning[]): unknown[] {
  return ws.filter((w) => w.nivel !== 'info').map(contractWarning);
}

function notes(ws: readonly Warning[]): unknown[] {
  return ws.filter((w) => w.nivel === 'info').map(contractWarning);
}

/** A warning as the contract writes it: `inscricoes` and `empates` only when the warning has them. */
function contractWarning(w: Warning): unknown {
  const out: Record<string, unknown> = { nivel: w.nivel, codigo: w.codigo, artigo: w.artigo, mensagem: w.mensagem };
  if (w.inscricoes !== undefined) out.inscricoes = w.inscricoes;
  if (w.empates !== undefined) out.empates = w.empates;
  return out;
}

function contractOutcome(o: CandidateOutcome): unknown {
  return {
    inscricao: o.inscricao,
    situacao: o.situacao,
    descricao: o.descricao,
    posicao: o.posicao,
    modalidade: o.modalidade,
    classificacaoAC: o.classificacaoAC,
    listaGrupo: o.listaGrupo,
    classificacaoGrupo: o.classificacaoGrupo,
    classificacaoPcd: o.classificacaoPcd,
    entrada: o.entrada,
    explicacao: o.explicacao,
    provisorio: o.provisorio,
    ato: o.ato,
    data: o.data,
    fimDeFila: o.fimDeFila,
  };
}
