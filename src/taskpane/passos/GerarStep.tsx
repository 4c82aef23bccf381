// Step 4, Gerar listas finais: only when the last validation passed. The add-in's earlier output
// (sheets carrying its marker) is replaced after a confirmation that names those sheets; no other
// sheet is ever touched. Two layouts: one sheet per list (about ten sheets whatever the number of
// cargos) or one sheet per list and cargo. Whether to ask, and the sheets the dialog names, come from
// the pane's state (estado.ts: generateDecision, 'replaceAsked'): the dialog opens with its list.
import * as React from 'react';
import {
  Body1,
  Checkbox,
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
  MessageBarTitle,
  Radio,
  RadioGroup,
  Subtitle2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { Analysis, Outcome, OutputLayout } from '../../app/types';
import type { Passo } from '../estado';
import { useEstilos } from '../estilos';
import { ErroAcao, Resultado } from '../Resultado';
import { count } from '../../engine/text';
import type { PassoComum } from './comum';

export interface GerarStepProps extends PassoComum {
  analise: Analysis | null;
  alterado: boolean;
  /** The button is enabled (estado.ts: canGenerate). */
  podeGerar: boolean;
  /** The sheets the replace dialog names while it is open, or null. */
  confirmacao: string[] | null;
  resultado: Outcome | null;
  saida: 'planilhas' | 'download';
  mascarar: boolean;
  disposicao: OutputLayout;
  onDisposicao: (d: OutputLayout) => void;
  /** "Lista de convocados para a próxima fase" checked (offered with a cut in Parâmetros, rules.md §12). */
  convocados?: boolean;
  onConvocados?: (v: boolean) => void;
  onGerar: () => void;
  onConfirmar: () => void;
  onCancelar: () => void;
  onIrPara: (passo: Passo) => void;
}

const useStyles = makeStyles({
  rolavel: { maxHeight: '30vh', overflowY: 'auto', paddingTop: tokens.spacingVerticalXXS, paddingBottom: tokens.spacingVerticalXXS },
});

export function GerarStep(props: GerarStepProps): React.JSX.Element {
  const { analise: a, saida } = props;
  const estilos = useEstilos();
  const styles = useStyles();
  // The list stays as it was while the closing dialog fades out.
  const ultimaLista = React.useRef<string[]>([]);
  if (props.confirmacao) ultimaLista.current = props.confirmacao;
  const anteriores = ultimaLista.current;
  const botaoGerar = React.useRef<HTMLButtonElement>(null);
  const botaoCancelar = React.useRef<HTMLButtonElement>(null);
  const aberto = props.confirmacao !== null;
  const estavaAberto = React.useRef(aberto);
  // The dialog opens on its safe choice: Fluent focuses the first button ("Substituir e gerar"), and an
  // Enter meant for the button that opened it (Enter, Enter) would replace the lists. This effect runs
  // after the dialog's own (a parent's effects run after its children's). Pinned by App.test.tsx's
  // generation journey and test/taskpane/painel-chromium.test.ts.
  React.useEffect(() => {
    if (aberto) botaoCancelar.current?.focus();
  }, [aberto]);
  // Closing the dialog returns the focus to the button that opened it (WAI-ARIA's dialog pattern). The
  // dialog is opened by the state, not by a DialogTrigger, so Fluent knows no control to return it to:
  // the focus fell to the page's body, where a screen reader user is nowhere. Once "Substituir e gerar"
  // starts the generation the button is disabled; the result's heading takes the focus when it ends.
  // Pinned by App.test.tsx's generation journey.
  React.useEffect(() => {
    if (estavaAberto.current && !aberto) botaoGerar.current?.focus();
    estavaAberto.current = aberto;
  }, [aberto]);
  const rotulo = saida === 'download' ? 'Gerar e baixar o arquivo' : 'Gerar listas finais';

  return (
    <>
      <Subtitle2 as="h2">Gerar listas finais</Subtitle2>
      <Body1 className={estilos.texto}>
        {saida === 'download'
          ? 'Classifica os candidatos e baixa um arquivo .xlsx com as listas finais, o resumo e a memória de cálculo. O arquivo aberto não é alterado.'
          : 'Classifica os candidatos e grava as listas finais, o resumo e a memória de cálculo em planilhas do suplemento. As planilhas da comissão não são alteradas.'}
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
      {a && a.ok && a.provisorio && <AvisoProvisorio analise={a} onIrPara={props.onIrPara} />}
      {props.alterado && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody className={estilos.texto}>
            Há parâmetros alterados e não gravados: salve-os (ou descarte as alterações) e valide antes de gerar.
          </MessageBarBody>
        </MessageBar>
      )}
      <Field label="Organização das planilhas">
        <RadioGroup value={props.disposicao} onChange={(_e, d) => props.onDisposicao(d.value as OutputLayout)}>
          <Radio
            value="por-lista"
            label="Uma planilha por lista, com um bloco por cargo (recomendado: cerca de dez planilhas, qualquer que seja o número de cargos)"
          />
          <Radio value="por-cargo" label="Uma planilha por lista e por cargo" />
        </RadioGroup>
      </Field>
      {a?.parametros.corte && (
        <div role="group" aria-labelledby="o-que-gerar" className={estilos.pilha}>
          <Body1 id="o-que-gerar" className={estilos.texto}>
            O que gerar
          </Body1>
          <Checkbox checked disabled label="Listas finais (classificação, listas das reservas, ordem de nomeação)" />
          <Checkbox
            checked={props.convocados !== false}
            onChange={(_e, d) => props.onConvocados?.(d.checked === true)}
            label={`Lista de convocados para a próxima fase (corte dos Parâmetros: ${a.parametros.corte})`}
          />
        </div>
      )}
      <Body1 className={estilos.texto}>
        {props.mascarar
          ? 'Dados pessoais: CPF mascarado e sem datas de nascimento (etapa Publicação).'
          : 'Dados pessoais: CPF completo e datas de nascimento (a máscara está desligada na etapa Publicação).'}
      </Body1>
      <div className={estilos.linha}>
        <Button ref={botaoGerar} appearance="primary" disabled={!props.podeGerar} onClick={props.onGerar}>
          {rotulo}
        </Button>
      </div>
      <Dialog open={aberto} onOpenChange={(_e, d) => !d.open && props.onCancelar()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Substituir as listas geradas antes?</DialogTitle>
            <DialogContent className={estilos.pilhaCurta}>
              <Body1 className={estilos.texto}>
                {`${anteriores.length === 1 ? 'Esta planilha foi gravada' : 'Estas planilhas foram gravadas'} antes pelo suplemento e ${anteriores.length === 1 ? 'será substituída' : 'serão substituídas'}; nenhuma outra planilha é alterada:`}
              </Body1>
              {/* The replace plan's text the commission added to these sheets that cannot be kept, when the plan
                  reports it, goes here: before the buttons, so that it is read before replacing. */}
              {/* Its own scroll region, at most a third of the pane's height: at 200% zoom the dialog scrolls to
                  its buttons (the focus is on Cancelar) and a long list would push the sheets' names out of
                  sight (test/taskpane/painel-chromium.test.ts). Focusable, so that the keyboard scrolls it. */}
              <ul className={mergeClasses(estilos.lista, styles.rolavel)} tabIndex={0} aria-label="Planilhas que serão substituídas">
                {anteriores.map((n) => (
                  <li key={n}>
                    <Body1 className={estilos.texto}>{n}</Body1>
                  </li>
                ))}
              </ul>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={props.onConfirmar}>
                Substituir e gerar
              </Button>
              <Button ref={botaoCancelar} onClick={props.onCancelar}>
                Cancelar
              </Button>
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

/** At most this many reasons are listed; the Validar step lists them all. */
const MOTIVOS = 3;

/**
 * Before generating: the lists will carry "PROVISÓRIO — não publicar" in their titles and print headers
 * while an error stands or a confirmation is pending (the engine's isProvisional), and why — the
 * problems that make it so, as the Validar step words them.
 */
function AvisoProvisorio({ analise, onIrPara }: { analise: Analysis; onIrPara: (passo: Passo) => void }): React.JSX.Element {
  const estilos = useEstilos();
  const motivos = analise.problemas.filter((p) => p.nivel === 'erro' || p.codigo === 'resultado-provisorio');
  const resto = motivos.length - MOTIVOS;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody className={estilos.pilhaCurta}>
        <MessageBarTitle>As listas sairão como PROVISÓRIO — não publicar</MessageBarTitle>
        <Body1 className={estilos.texto}>
          {motivos.length === 1
            ? 'O título e o cabeçalho de impressão de cada lista dirão isso enquanto este problema não for resolvido:'
            : 'O título e o cabeçalho de impressão de cada lista dirão isso enquanto estes problemas não forem resolvidos:'}
        </Body1>
        <ul className={estilos.lista} aria-label="Por que as listas são provisórias">
          {motivos.slice(0, MOTIVOS).map((p, i) => (
            <li key={i}>
              <Body1 className={estilos.texto}>{p.mensagem}</Body1>
            </li>
          ))}
        </ul>
        {resto > 0 && <Body1 className={estilos.texto}>{`E mais ${count(resto, 'problema', 'problemas')}: veja a etapa Validar.`}</Body1>}
        <div>
          <Button appearance="transparent" size="small" onClick={() => onIrPara('validar')}>
            Ir para Validar
          </Button>
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}
