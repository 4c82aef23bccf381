// Sentences the pane says (and the live region announces), in pt-BR.
import type { Analysis, HostInfo } from '../app/types';
import { count, groupDigits } from '../engine/text';

/** "Validação: 2 erros e 1 aviso." — what the live region says after Validar. */
export function resumoAnalise(a: Analysis): string {
  const partes = `${count(a.erros, 'erro', 'erros')} e ${count(a.avisos, 'aviso', 'avisos')}`;
  if (!a.ok && a.erros === 0) return 'Validação concluída: não há um concurso para classificar nesta pasta.';
  if (a.ok && a.erros > 0) {
    return `Validação concluída: as listas podem ser geradas, mas há ${count(a.erros, 'erro', 'erros')} a resolver antes de publicar e ${count(a.avisos, 'aviso', 'avisos')}.`;
  }
  if (a.ok)
    return a.avisos > 0
      ? `Validação concluída: nenhum erro; ${count(a.avisos, 'aviso', 'avisos')}.`
      : 'Validação concluída: nenhum problema.';
  return `Validação concluída: ${partes}. Corrija os erros antes de gerar as listas.`;
}

/** What to do next, after Validar (the title of the result's message bar; the counts are in the heading). */
export function conselhoAnalise(a: Analysis): string {
  if (!a.ok) return 'Corrija os erros na planilha e valide de novo: só então as listas podem ser geradas.';
  if (a.erros > 0) return 'As listas podem ser geradas, mas os erros abaixo devem ser resolvidos antes de publicar.';
  if (a.avisos > 0) return 'Nenhum erro: as listas podem ser geradas (etapa Gerar listas finais). Confira os avisos.';
  return 'Nenhum problema: as listas podem ser geradas (etapa Gerar listas finais).';
}

/** Where the computation runs, said truthfully for each host (the pane's footer). */
export function privacyNote(host: Pick<HostInfo, 'tipo'>): string {
  if (host.tipo === 'sheets') {
    return 'O cálculo roda no Google Apps Script desta planilha, na conta Google de quem o executa; nenhum dado vai para outro lugar.';
  }
  return 'Tudo é calculado neste computador; nenhum dado é enviado.';
}

/** The label of the problem list's "Mostrar mais" button: `resto` not shown yet of `total`. */
export function rotuloMostrarMais(resto: number, total: number): string {
  return `Mostrar mais (${count(resto, 'restante', 'restantes')} de ${groupDigits(total)})`;
}
