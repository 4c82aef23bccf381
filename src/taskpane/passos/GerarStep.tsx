// Step 4, Gerar listas finais: only when the last validation passed. The add-in's earlier output
// (sheets carrying its marker) is replaced after a confirmation that names those sheets; no other
// sheet is ever touched. Two layouts: one sheet per list (about ten sheets whatever the number of
// cargos) or one sheet per list and cargo.
import * as React from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Subtitle2,
} from '@fluentui/react-components';
import type { Analysis, Outcome, OutputLayout } from '../../app/types';
import type { Passo } from '../App';
import { useEstilos } from '../estilos';
import { ErroAcao, Resultado } from '../Resultado';
import { count } from '../../engine/text';
import type { PassoComum } from './comum';

export interface GerarStepProps extends PassoComum {
  analise: Analysis | null;
  alterado: boolean;
  resultado: Outcome | null;
  saida: 'planilhas' | 'download';
  mascarar: boolean;
  disposicao: OutputLayout;
  onDisposicao: (d: OutputLayout) => void;
  onGerar: (substituir: boolean) => void;
  onIrPara: (passo: Passo) => void;
}

export function GerarStep(props: GerarStepProps): React.JSX.Element {
  const { analise: a, saida } = props;
  const estilos = useEstilos();
  const [confirmar, setConfirmar] = React.useState(false);
  const anteriores = a?.saidaAnterior ?? [];
  const pode = !!a && a.ok && !props.alterado && !props.ocupado;
  const rotulo = saida === 'download' ? 'Gerar e baixar o arquivo' : 'Gerar listas finais';

  const gerar = (): void => {
    if (anteriores.length > 0 && saida === 'planilhas') setConfirmar(true);
    else props.onGerar(anteriores.length > 0);
  };

  return (
    <>
      <Subtitle2 as="h2">Gerar listas finais</Subtitle2>
      <Body1 className={estilos.texto}>
        {saida === 'download'
          ? 'Classifica os candidatos e baixa um arquivo .xlsx com as listas finais, o resumo e a memória de cálculo. O arquivo aberto não é alterado.'
          : 'Classifica os candidatos e grava as listas finais, o resumo e a memória de cálculo em abas do suplemento. As abas da comissão não são alteradas.'}
      </Body1>
      {a && !a.ok && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody className={estilos.texto}>
            {a.erros > 0
              ? `A última validação encontrou ${count(a.erros, 'erro', 'erros')}: corrija-os e valide de novo.`
              : 'A pasta ainda não tem um concurso completo para classificar: veja a etapa Validar.'}{' '}
            <Button appearance="transparent" size="small" onClick={() => props.onIrPara('validar')}>
              Ir para Validar
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {props.alterado && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody className={estilos.texto}>
            Há parâmetros alterados e não gravados: salve-os (ou descarte as alterações) e valide antes de gerar.
          </MessageBarBody>
        </MessageBar>
      )}
      <Field label="Organização das abas">
        <RadioGroup value={props.disposicao} onChange={(_e, d) => props.onDisposicao(d.value as OutputLayout)}>
          <Radio
            value="por-lista"
            label="Uma aba por lista, com um bloco por cargo (recomendado: cerca de dez abas, qualquer que seja o número de cargos)"
          />
          <Radio value="por-cargo" label="Uma aba por lista e por cargo" />
        </RadioGroup>
      </Field>
      <Body1 className={estilos.texto}>
        {props.mascarar
          ? 'Dados pessoais: CPF mascarado e sem datas de nascimento (etapa Publicação).'
          : 'Dados pessoais: CPF completo e datas de nascimento (a máscara está desligada na etapa Publicação).'}
      </Body1>
      <div className={estilos.linha}>
        <Button appearance="primary" disabled={!pode} onClick={gerar}>
          {rotulo}
        </Button>
      </div>
      <Dialog open={confirmar} onOpenChange={(_e, d) => setConfirmar(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Substituir as listas geradas antes?</DialogTitle>
            <DialogContent className={estilos.pilhaCurta}>
              <Body1 className={estilos.texto}>
                {`${anteriores.length === 1 ? 'Esta aba foi gravada' : 'Estas abas foram gravadas'} antes pelo suplemento e ${anteriores.length === 1 ? 'será substituída' : 'serão substituídas'}; nenhuma outra aba é alterada:`}
              </Body1>
              <ul className={estilos.lista} aria-label="Abas que serão substituídas">
                {anteriores.map((n) => (
                  <li key={n}>
                    <Body1 className={estilos.texto}>{n}</Body1>
                  </li>
                ))}
              </ul>
            </DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                onClick={() => {
                  setConfirmar(false);
                  props.onGerar(true);
                }}
              >
                Substituir e gerar
              </Button>
              <Button onClick={() => setConfirmar(false)}>Cancelar</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {props.erro && props.erro.acao === 'gerar' && <ErroAcao mensagem={props.erro.mensagem} focarResultado={props.focarResultado} />}
      {props.resultado && (
        <Resultado
          resultado={props.resultado}
          titulo="Resultado da geração"
          saida={saida}
          focarResultado={props.focarResultado}
          selecionaCelulas={props.selecionaCelulas}
          onIrParaCelula={props.onIrParaCelula}
        />
      )}
    </>
  );
}
