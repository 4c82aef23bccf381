// What every step receives from the pane.
export interface PassoComum {
  /** An action runs: the action buttons are disabled. */
  ocupado: boolean;
  /** Callback ref of the result heading that takes the focus when an action ends. */
  focarResultado: (el: HTMLElement | null) => void;
  /** The last action's exception (the workbook could not be read or written), or null. */
  erro: { acao: string; mensagem: string } | null;
  selecionaCelulas: boolean;
  onIrParaCelula: (planilha: string, celula: string) => void;
}
