// The audit trail ("memória de cálculo"): its steps, numbered in order. The sentences are written in
// narrative/; the phrases that name a modality in them, in vocabulary.ts.
import type { AuditStep } from './types';

export class AuditTrail {
  readonly steps: AuditStep[] = [];
  add(tipo: string, artigo: string, mensagem: string): void {
    this.steps.push({ passo: this.steps.length + 1, tipo, artigo, mensagem });
  }
}
