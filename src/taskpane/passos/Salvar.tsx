// The save bar of the Dados and Parâmetros steps: both edit the Parâmetros sheet, the single source
// of truth co-authors see; nothing is kept anywhere else.
import * as React from 'react';
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { EdicaoParametros } from './comum';
import { useEstilos } from '../estilos';
import { ErroAcao, Resultado } from '../Resultado';

export type SalvarProps = Omit<EdicaoParametros, 'analise' | 'form' | 'onChange'> & { rotulo: string };

export function Salvar({
  rotulo,
  alterado,
  ocupado,
  resultado,
  erro,
  focarResultado,
  onSalvar,
  onDescartar,
  selecionaCelulas,
  onIrParaCelula,
}: SalvarProps): React.JSX.Element {
  const estilos = useEstilos();
  return (
    <div className={estilos.pilha}>
      {alterado && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody className={estilos.texto}>
            Há alterações ainda não gravadas na planilha Parâmetros. A validação e as listas usam o que está na planilha.
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={estilos.linha}>
        <Button appearance="primary" disabled={ocupado} onClick={onSalvar}>
          {rotulo}
        </Button>
        {alterado && (
          <Button disabled={ocupado} onClick={onDescartar}>
            Descartar alterações
          </Button>
        )}
      </div>
      {erro && erro.acao === 'salvar' && <ErroAcao mensagem={erro.mensagem} focarResultado={focarResultado} />}
      {resultado && (
        <Resultado
          resultado={resultado}
          titulo="Planilha Parâmetros"
          focarResultado={focarResultado}
          selecionaCelulas={selecionaCelulas}
          onIrParaCelula={onIrParaCelula}
        />
      )}
    </div>
  );
}
