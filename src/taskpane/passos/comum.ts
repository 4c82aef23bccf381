import type { Analysis, Outcome } from '../../app/types';
import type { ParametersForm } from '../../sheet/parameters-form';
import type { ErroTarefa } from '../estado';

// What every step receives from the pane.
export interface PassoComum {
  /** An action runs: the action buttons are disabled. */
  ocupado: boolean;
  /** Callback ref of the result heading that takes the focus when an action ends. */
  focarResultado: (el: HTMLElement | null) => void;
  /** The last action's exception (the workbook could not be read or written), or null. */
  erro: ErroTarefa | null;
  selecionaCelulas: boolean;
  onIrParaCelula: (planilha: string, celula: string) => void;
}

/** What the two steps that edit the Parâmetros sheet (Dados, Parâmetros) receive. */
export interface EdicaoParametros extends PassoComum {
  analise: Analysis | null;
  form: ParametersForm | null;
  /** The form has edits not yet written to the sheet. */
  alterado: boolean;
  /** The last save's outcome, or null. */
  resultado: Outcome | null;
  onChange: (form: ParametersForm) => void;
  onSalvar: () => void;
  onDescartar: () => void;
}
