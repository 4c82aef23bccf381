// The situation of each candidate in words (`descricao`), written from the outcome's data: what they
// are, where they are nominated and, when the nomination is provisional, which check is pending.
import type { RuleSet } from '../rulesets';
import { formatDate } from '../text';
import type { CandidateOutcome, PendingCheck } from '../types';

/** The facts a `descricao` is written from. */
export type OutcomeFacts = Pick<
  CandidateOutcome,
  'situacao' | 'posicao' | 'modalidade' | 'vagaRevertida' | 'pendencias' | 'ato' | 'data' | 'fimDeFila'
>;

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

/** " (Portaria 45/2026, 02/04/2026)": the act behind a situation, when the commission named it. */
function actText(o: OutcomeFacts): string {
  const parts = [o.ato, o.data ? formatDate(o.data) : null].filter((x): x is string => !!x);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/**
 * "A nomear – 4ª vaga, PP", "Nomeado(a) – 7ª vaga, AC (vaga QUI revertida) (Portaria 45/2026)",
 * "Desistente – fora de todas as listas", "Cadastro de reserva"… Within the vacancies and without an
 * act, a person is "A nomear", never "Nomeado(a)" (rules.md §10).
 */
export function outcomeDescription(o: OutcomeFacts, rules: RuleSet): string {
  const position = (): string =>
    `${o.posicao}ª vaga, ${o.modalidade}` + (o.vagaRevertida !== null ? ` (vaga ${o.vagaRevertida} revertida)` : '');
  switch (o.situacao) {
    case 'a-nomear':
      return `A nomear – ${position()}${pendingText(o.pendencias)}`;
    case 'nomeado':
      return `Nomeado(a) – ${position()}${actText(o)}${pendingText(o.pendencias)}`;
    case 'empossado':
      return `Empossado(a) – ${position()}${actText(o)}`;
    case 'preterido':
      return 'Preterido(a) – tem direito à nomeação, sem posição aberta (ver avisos)';
    case 'desistente':
      return `Desistente – renunciou ao concurso; fora de todas as listas${actText(o)}`;
    case 'sem-efeito':
      return `Nomeação tornada sem efeito – fora de todas as listas${actText(o)}`;
    case 'inapto':
      return `Inapto(a) no exame admissional – fora de todas as listas${actText(o)}`;
    case 'anulado':
      return `Nomeação anulada${rules.articles.annulment ? ` (${rules.articles.annulment})` : ''} – fora de todas as listas${actText(o)}`;
    case 'eliminado-fraude':
      return `Eliminado(a) – fraude na autodeclaração (${rules.articles.fraud})`;
    case 'eliminado-ausencia':
      return 'Eliminado(a) – ausente no procedimento de confirmação';
    case 'nao-aprovado':
      return 'Não aprovado(a)';
    case 'cadastro-reserva':
      return o.fimDeFila ? 'Cadastro de reserva – fim de fila, a pedido' : 'Cadastro de reserva';
  }
}
