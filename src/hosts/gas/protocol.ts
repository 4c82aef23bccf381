// What the sidebar asks of the server (google.script.run): the names of the server functions, and
// plain JSON text both ways (google.script.run refuses Dates and drops undefined; JSON says exactly
// what crosses). Shared by server.ts and sidebar.tsx.
import type { GenerateRequest } from '../../app/types';

export const SERVER = {
  analisar: 'cotasAnalisar',
  salvarParametros: 'cotasSalvarParametros',
  criarAbaRegra: 'cotasCriarAbaRegra',
  irParaCelula: 'cotasIrParaCelula',
  lerSelecao: 'cotasLerSelecao',
  gerar: 'cotasGerar',
  registrarAtos: 'cotasRegistrarAtos',
  aumentarVagas: 'cotasAumentarVagas',
} as const;

/** What the sidebar sends for "Gerar listas finais": the request without its functions. */
export type GeneratePayload = Omit<GenerateRequest, 'sha256' | 'progresso' | 'geradoEm'> & { geradoEm?: string };

export function generatePayload(req: GenerateRequest): GeneratePayload {
  const { sha256: _s, progresso: _p, geradoEm, ...plain } = req;
  return geradoEm ? { ...plain, geradoEm: geradoEm.toISOString() } : plain;
}
