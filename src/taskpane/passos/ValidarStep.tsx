// Step 3, Validar: reads and validates the workbook (nothing is written) and shows every problem in
// one list, errors first, each with its cell; activating one selects that cell in the sheet. The
// engine's warnings (provisional results, unresolved ties, Art. 14, split cargos, PcD without a rule)
// come in the same list.
import * as React from 'react';
import { Body1, Button, Caption1, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2 } from '@fluentui/react-components';
import type { Analysis } from '../../app/types';
import { useEstilos } from '../estilos';
import { ListaProblemas } from '../ListaProblemas';
import { ErroAcao } from '../Resultado';
import { count, groupDigits } from '../../engine/text';
import { conselhoAnalise } from '../texto';
import type { PassoComum } from './comum';

export interface ValidarStepProps extends PassoComum {
  /** The analysis of the last "Validar" (null before the first). */
  analise: Analysis | null;
  alterado: boolean;
  onValidar: () => void;
}

export function ValidarStep(props: ValidarStepProps): React.JSX.Element {
  const { analise: a } = props;
  const estilos = useEstilos();
  return (
    <>
      <Subtitle2 as="h2">Validar</Subtitle2>
      <Body1 className={estilos.texto}>
        Lê a pasta de trabalho e confere os candidatos e os parâmetros. Nada é gravado. Corrija na planilha o que aparecer e valide de novo.
      </Body1>
      {props.alterado && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody className={estilos.texto}>
            Há parâmetros alterados no painel e ainda não gravados: a validação usa o que está na planilha Parâmetros.
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={estilos.linha}>
        <Button appearance="primary" disabled={props.ocupado} onClick={props.onValidar}>
          Validar
        </Button>
      </div>
      {props.erro && props.erro.acao === 'analisar' && <ErroAcao mensagem={props.erro.mensagem} focarResultado={props.focarResultado} />}
      {a && (
        <section className={estilos.pilha} aria-labelledby="titulo-validacao">
          <h3 className={estilos.tituloFoco} id="titulo-validacao" tabIndex={-1} ref={props.focarResultado}>
            {`Resultado da validação: ${count(a.erros, 'erro', 'erros')}, ${count(a.avisos, 'aviso', 'avisos')}`}
          </h3>
          <MessageBar intent={!a.ok ? 'error' : a.erros + a.avisos > 0 ? 'warning' : 'success'} layout="multiline">
            <MessageBarBody className={estilos.texto}>
              <MessageBarTitle>{conselhoAnalise(a)}</MessageBarTitle>
            </MessageBarBody>
          </MessageBar>
          <ListaProblemas
            problemas={a.problemas}
            selecionaCelulas={props.selecionaCelulas}
            onIrParaCelula={props.onIrParaCelula}
            rotulo={`Problemas da validação (${groupDigits(a.problemas.length)})`}
          />
          {a.leitura.length > 0 && (
            <section className={estilos.pilhaCurta} aria-labelledby="titulo-leitura">
              <Subtitle2 as="h3" id="titulo-leitura">
                O que foi lido
              </Subtitle2>
              <ul className={estilos.lista}>
                {a.leitura.map((l, i) => (
                  <li key={i}>
                    <Caption1 className={estilos.texto}>{l}</Caption1>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </section>
      )}
    </>
  );
}
