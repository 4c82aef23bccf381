// The task pane: the commission's workspace, in steps (Dados, Parâmetros, Validar, Gerar listas
// finais, Publicação, Nomeações). Host-free: everything the host does comes in as props (PaneActions, HostInfo),
// so the same component is the Excel pane and the web page, and renders in tests over MemoryWorkbook.
// Its state is the reducer of estado.ts; the host actions run as the tasks of tarefas.ts.
import * as React from 'react';
import { Button, Caption1, Field, ProgressBar, Tab, TabList, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { SelectTabData } from '@fluentui/react-components';
import type { ActEntry } from '../app/acts';
import type { HostInfo, OutputLayout, PaneActions } from '../app/types';
import type { ColumnField } from '../sheet';
import type { ParametersForm } from '../sheet/parameters-form';
import { useEstilos } from './estilos';
import { PASSOS, canGenerate, hasUnsavedEdits, initialState, progressBar, reducer, validatedAnalysis } from './estado';
import type { Passo } from './estado';
import { createTasks } from './tarefas';
import { privacyNote } from './texto';
import { DadosStep } from './passos/DadosStep';
import { GerarStep } from './passos/GerarStep';
import { NomeacoesStep } from './passos/NomeacoesStep';
import { ParametrosStep } from './passos/ParametrosStep';
import { PublicacaoStep } from './passos/PublicacaoStep';
import { ValidarStep } from './passos/ValidarStep';

// A step is rendered from the first time it is shown, and stays rendered (hidden unless current), keeping
// what it shows (a list paged with "Mostrar mais", the selected row's notice) across steps. Each keystroke
// in a form would re-render every step rendered, a Validar list of hundreds of problems included: a step
// re-renders only when its own props change.
const Dados = React.memo(DadosStep);
const Parametros = React.memo(ParametrosStep);
const Validar = React.memo(ValidarStep);
const Gerar = React.memo(GerarStep);
const Publicacao = React.memo(PublicacaoStep);
const Nomeacoes = React.memo(NomeacoesStep);

export interface AppProps {
  /** What the pane asks of its host (paneActions over the host's WorkbookPort). */
  acoes: PaneActions;
  host: HostInfo;
  /** Version shown at the bottom. */
  versao: string;
}

const useStyles = makeStyles({
  raiz: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    minWidth: 0,
    maxWidth: '100%',
    boxSizing: 'border-box',
    overflowWrap: 'anywhere',
    // The steps' spacing is the column gap: no browser margins around headings.
    '& h1, & h2, & h3': { marginTop: 0, marginBottom: 0 },
  },
  // The six steps wrap onto a second line in a narrow pane (320 px, 200% zoom) instead of scrolling sideways.
  abas: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXXS, minWidth: 0 },
  painel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
});

export function App({ acoes, host, versao }: AppProps): React.JSX.Element {
  const styles = useStyles();
  const estilos = useEstilos();
  const [estado, dispatch] = React.useReducer(reducer, initialState);
  const { passo, analise, ocupado, erro, resultados, anuncio } = estado;
  const atual = React.useRef(estado);
  atual.current = estado;
  const tarefas = React.useMemo(() => createTasks(acoes, host, dispatch, () => atual.current), [acoes, host]);
  const alterado = hasUnsavedEdits(estado);
  const barra = progressBar(ocupado);

  /** The result heading of each step (callback refs): the one of the step shown takes the focus when an action ends. */
  const alvosFoco = React.useRef<Partial<Record<Passo, HTMLElement | null>>>({});
  React.useEffect(() => {
    if (estado.pedidoFoco > 0) alvosFoco.current[atual.current.passo]?.focus();
  }, [estado.pedidoFoco]);

  const focarResultado = React.useMemo(
    () =>
      Object.fromEntries(PASSOS.map((p) => [p.id, (el: HTMLElement | null) => void (alvosFoco.current[p.id] = el)])) as Record<
        Passo,
        (el: HTMLElement | null) => void
      >,
    [],
  );

  // The workbook is read (nothing written) when the pane opens: the Dados step shows what was found.
  const primeiraLeitura = React.useRef(false);
  React.useEffect(() => {
    if (primeiraLeitura.current) return;
    primeiraLeitura.current = true;
    void tarefas.analisar(false);
  }, [tarefas]);

  const eventos = React.useMemo(
    () => ({
      irParaCelula: (planilha: string, celula: string) => void tarefas.irParaCelula(planilha, celula),
      editar: (form: ParametersForm) => dispatch({ type: 'formEdited', form }),
      mapearColuna: (campo: ColumnField, cabecalho: string | null) => dispatch({ type: 'columnMapped', campo, cabecalho }),
      salvar: () => void tarefas.salvar(),
      descartar: () => dispatch({ type: 'editsDiscarded' }),
      lerSelecao: () => acoes.lerSelecao(),
      validar: () => void tarefas.analisar(true),
      gerar: () => void tarefas.pedirGeracao(),
      confirmar: () => void tarefas.confirmarSubstituicao(),
      cancelar: () => dispatch({ type: 'replaceClosed' }),
      cancelarTarefa: () => tarefas.cancelar(),
      disposicao: (disposicao: OutputLayout) => dispatch({ type: 'layoutSet', disposicao }),
      convocados: (convocados: boolean) => dispatch({ type: 'cutListSet', convocados }),
      irPara: (p: Passo) => dispatch({ type: 'stepSelected', passo: p }),
      mascarar: (mascarar: boolean) => dispatch({ type: 'maskingSet', mascarar }),
      adicionarNomes: () => void tarefas.adicionarNomes(),
      registrarAtos: (atos: ActEntry[]) => void tarefas.registrarAtos(atos),
      aumentarVagas: (cargo: string | null, vagas: number) => void tarefas.aumentarVagas(cargo, vagas),
      criarAbaRegra: (base: string) => void tarefas.criarAbaRegra(base),
    }),
    [acoes, tarefas],
  );

  const comum = { ocupado: ocupado !== null, erro, selecionaCelulas: host.selecionaCelulas, onIrParaCelula: eventos.irParaCelula };
  // Dados and Parâmetros both edit the Parâmetros sheet through the same form.
  const edicao = {
    ...comum,
    analise,
    form: estado.form,
    alterado,
    resultado: resultados.salvar,
    onChange: eventos.editar,
    onSalvar: eventos.salvar,
    onDescartar: eventos.descartar,
  };

  return (
    <main className={styles.raiz}>
      <header className={estilos.pilhaCurta}>
        <Title3 as="h1">Cotas raciais em concursos</Title3>
        <Caption1 className={estilos.fraco}>{host.nome}</Caption1>
      </header>
      <TabList
        className={styles.abas}
        size="small"
        selectedValue={passo}
        onTabSelect={(_e: unknown, d: SelectTabData) => eventos.irPara(d.value as Passo)}
        aria-label="Etapas"
      >
        {PASSOS.map((p) => (
          <Tab key={p.id} id={`aba-${p.id}`} value={p.id} aria-controls={`painel-${p.id}`}>
            {p.rotulo}
          </Tab>
        ))}
      </TabList>
      {barra && (
        <div className={estilos.pilhaCurta}>
          <Field label={barra.rotulo} hint={barra.dica} validationState="none">
            <ProgressBar value={barra.valor} />
          </Field>
          {barra.cancelar === 'impossivel' && <Caption1 className={estilos.texto}>Gravando — não é possível cancelar agora.</Caption1>}
          {(barra.cancelar === 'disponivel' || barra.cancelar === 'pedido') && (
            <div className={estilos.linha}>
              <Button size="small" disabledFocusable={barra.cancelar === 'pedido'} onClick={eventos.cancelarTarefa}>
                {barra.cancelar === 'pedido' ? 'Cancelando…' : 'Cancelar'}
              </Button>
            </div>
          )}
        </div>
      )}
      <PainelPasso vistos={estado.vistos} passo="dados" atual={passo} className={styles.painel}>
        <Dados
          {...edicao}
          focarResultado={focarResultado.dados}
          podeLerSelecao={host.selecionaCelulas}
          onLerSelecao={eventos.lerSelecao}
          onMapearColuna={eventos.mapearColuna}
        />
      </PainelPasso>
      <PainelPasso vistos={estado.vistos} passo="parametros" atual={passo} className={styles.painel}>
        <Parametros
          {...edicao}
          focarResultado={focarResultado.parametros}
          previa={acoes.previa}
          saida={host.saida}
          onCriarAbaRegra={acoes.criarAbaRegra ? eventos.criarAbaRegra : undefined}
        />
      </PainelPasso>
      <PainelPasso vistos={estado.vistos} passo="validar" atual={passo} className={styles.painel}>
        <Validar
          {...comum}
          focarResultado={focarResultado.validar}
          analise={validatedAnalysis(estado)}
          alterado={alterado}
          onValidar={eventos.validar}
        />
      </PainelPasso>
      <PainelPasso vistos={estado.vistos} passo="gerar" atual={passo} className={styles.painel}>
        <Gerar
          {...comum}
          focarResultado={focarResultado.gerar}
          analise={analise}
          alterado={alterado}
          podeGerar={canGenerate(estado)}
          confirmacao={estado.confirmacao}
          resultado={resultados.gerar}
          saida={host.saida}
          mascarar={estado.mascarar}
          disposicao={estado.disposicao}
          onDisposicao={eventos.disposicao}
          convocados={estado.convocados}
          onConvocados={eventos.convocados}
          onGerar={eventos.gerar}
          onConfirmar={eventos.confirmar}
          onCancelar={eventos.cancelar}
          onIrPara={eventos.irPara}
        />
      </PainelPasso>
      <PainelPasso vistos={estado.vistos} passo="publicacao" atual={passo} className={styles.painel}>
        <Publicacao
          {...comum}
          focarResultado={focarResultado.publicacao}
          mascarar={estado.mascarar}
          onMascarar={eventos.mascarar}
          funcoes={host.funcoes}
          podeAdicionarNomes={!!acoes.adicionarNomes}
          onAdicionarNomes={eventos.adicionarNomes}
          resultado={resultados.nomes}
        />
      </PainelPasso>
      <PainelPasso vistos={estado.vistos} passo="nomeacoes" atual={passo} className={styles.painel}>
        <Nomeacoes
          {...comum}
          focarResultado={focarResultado.nomeacoes}
          analise={analise}
          resultado={resultados.atos}
          onRegistrar={eventos.registrarAtos}
          onAumentarVagas={eventos.aumentarVagas}
          onIrPara={eventos.irPara}
        />
      </PainelPasso>
      <div aria-live="polite" role="status" className={estilos.oculto}>
        {anuncio.urgente ? null : <span key={anuncio.n}>{anuncio.texto}</span>}
      </div>
      <div aria-live="assertive" role="alert" className={estilos.oculto}>
        {anuncio.urgente ? <span key={anuncio.n}>{anuncio.texto}</span> : null}
      </div>
      <Caption1 className={estilos.fraco}>{`Versão ${versao}. ${privacyNote(host)}`}</Caption1>
    </main>
  );
}

/** One step's tab panel (labelled by its tab; hidden unless it is the current step; empty until first shown). */
function PainelPasso({
  vistos,
  passo,
  atual,
  className,
  children,
}: {
  vistos: readonly Passo[];
  passo: Passo;
  atual: string;
  className: string;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <div
      role="tabpanel"
      id={`painel-${passo}`}
      aria-labelledby={`aba-${passo}`}
      hidden={passo !== atual}
      className={passo === atual ? className : undefined}
    >
      {vistos.includes(passo) ? children : null}
    </div>
  );
}
