// The result's warnings as shown to the commission: each once, with the cargo it belongs to.
import type { CargoResult, ConcursoResult, Warning } from '../../engine/types';

/** A warning as shown to the commission, with the cargo it belongs to (null: the whole concurso). */
export interface ShownWarning {
  aviso: Warning;
  cargo: CargoResult | null;
}

/**
 * Every warning of a result once: the concurso's first, then each cargo's own, in the engine's order.
 * The engine repeats the concurso's warnings in every cargo (the contract's `avisos` are per cargo);
 * every place that shows warnings to people reads them through here.
 */
export function resultWarnings(result: ConcursoResult): ShownWarning[] {
  const key = (a: Warning): string => `${a.codigo}\u0000${a.mensagem}`;
  const general = new Set(result.avisos.map(key));
  const out: ShownWarning[] = result.avisos.map((aviso) => ({ aviso, cargo: null }));
  for (const c of result.cargos) for (const aviso of c.avisos) if (!general.has(key(aviso))) out.push({ aviso, cargo: c });
  return out;
}

/** The message, after its cargo's name when the concurso has several cargos. */
export function shownWarningText(w: ShownWarning, result: ConcursoResult): string {
  return w.cargo && w.cargo.cargo && result.cargos.length > 1 ? `${w.cargo.cargo}: ${w.aviso.mensagem}` : w.aviso.mensagem;
}
