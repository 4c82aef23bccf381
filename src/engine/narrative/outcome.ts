// The situation of each candidate in words (`descricao`), written from the outcome's data: what they
// are, where they are nominated and, when the nomination is provisional, which check is pending.
import type { RuleSet } from '../rulesets';
import type { CandidateOutcome, PendingCheck } from '../types';

/** The facts a `descricao` is written from. */
export type OutcomeFacts = Pick<CandidateOutcome, 'situacao' | 'posicao' | 'modalidade' | 'vagaRevertida' | 'pendencias'>;

/**
 * rules.md §1, §9: a provisional nomination names the check it waits for — the racial confirmation
 * (heteroidentificação or documentary check), the PcD assessment, or both. A PcD nominee was once
 * published as waiting for the racial "confirmação" (test/sheet/output-provisional.test.ts).
 */
function pendingText(pendencias: readonly PendingCheck[]): string {
  if (pendencias.length === 0) return '';
  const racial = pendencias.includes('confirmacao');
  const pcd = pendencias.includes('avaliacaoPcd');
  if (racial && pcd) return ' – provisório: confirmação e avaliação PcD pendentes';
  return pcd ? ' – provisório: avaliação PcD pendente' : ' – provisório: confirmação pendente';
}

/** "Nomeado(a) – 4ª vaga, PP", "Nomeado(a) – 7ª vaga, AC (vaga QUI revertida)", "Cadastro de reserva"… */
export function outcomeDescription(o: OutcomeFacts, rules: RuleSet): string {
  switch (o.situacao) {
    case 'nomeado':
      return (
        `Nomeado(a) – ${o.posicao}ª vaga, ${o.modalidade}` +
        (o.vagaRevertida !== null ? ` (vaga ${o.vagaRevertida} revertida)` : '') +
        pendingText(o.pendencias)
      );
    case 'eliminado-fraude':
      return `Eliminado(a) – fraude na autodeclaração (${rules.articles.fraud})`;
    case 'eliminado-ausencia':
      return 'Eliminado(a) – ausente no procedimento de confirmação';
    case 'nao-aprovado':
      return 'Não aprovado(a)';
    case 'cadastro-reserva':
      return 'Cadastro de reserva';
  }
}
