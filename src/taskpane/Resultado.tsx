// The outcome of an action (save, generate, add names): a heading that takes the focus, a MessageBar
// (success, warning or error) with the sheets written and replaced, then its problems.
import * as React from 'react';
import { Body1, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { Outcome } from '../app/types';
import { useEstilos } from './estilos';
import { ListaProblemas } from './ListaProblemas';

export interface ResultadoProps {
  resultado: Outcome;
  /** Heading of the result ("Resultado"). */
  titulo: string;
  focarResultado: (el: HTMLElement | null) => void;
  /** Where the lists went: sheets of the open workbook, or a downloaded file. */
  saida?: 'planilhas' | 'download';
  selecionaCelulas: boolean;
  onIrParaCelula: (planilha: string, celula: string) => void;
}

export function Resultado({
  resultado: r,
  titulo,
  focarResultado,
  saida = 'planilhas',
  selecionaCelulas,
  onIrParaCelula,
}: ResultadoProps): React.JSX.Element {
  const estilos = useEstilos();
  const intent = !r.ok ? 'error' : r.atencao ? 'warning' : 'success';
  const gravadas = saida === 'download' ? 'Planilhas do arquivo baixado' : 'Planilhas gravadas';
  return (
    <section className={estilos.pilha} aria-label={titulo}>
      <h3 className={estilos.tituloFoco} tabIndex={-1} ref={focarResultado}>
        {titulo}
      </h3>
      <MessageBar intent={intent} layout="multiline">
        <MessageBarBody className={estilos.texto}>
          <MessageBarTitle>{r.titulo}</MessageBarTitle>
          {r.planilhas.length > 0 && <div>{`${gravadas}: ${r.planilhas.join(', ')}.`}</div>}
          {r.removidas.length > 0 && <div>{`Substituídas (geradas antes pelo suplemento): ${r.removidas.join(', ')}.`}</div>}
        </MessageBarBody>
      </MessageBar>
      {r.problemas.length > 0 && (
        <>
          <Body1>{r.ok ? 'Avisos e erros a resolver antes de publicar:' : 'Problemas:'}</Body1>
          <ListaProblemas
            problemas={r.problemas}
            selecionaCelulas={selecionaCelulas}
            onIrParaCelula={onIrParaCelula}
            rotulo={`Problemas: ${titulo}`}
          />
        </>
      )}
    </section>
  );
}

/** An exception from the host (the workbook could not be read or written). */
export function ErroAcao({
  mensagem,
  focarResultado,
}: {
  mensagem: string;
  focarResultado: (el: HTMLElement | null) => void;
}): React.JSX.Element {
  const estilos = useEstilos();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody className={estilos.texto}>
        <MessageBarTitle>
          <span tabIndex={-1} ref={focarResultado}>
            Não foi possível concluir.
          </span>
        </MessageBarTitle>
        {mensagem}
      </MessageBarBody>
    </MessageBar>
  );
}
