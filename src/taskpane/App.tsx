// The task pane: the commission's workspace, in steps (Dados, Parâmetros, Validar, Gerar listas
// finais, Publicação). Host-free: everything the host does comes in as props (PaneActions, HostInfo),
// so the same component is the Excel pane and the web page, and renders in tests over MemoryWorkbook.
import { groupDigits } from '../engine/text';
import * as React from 'react';
import { Caption1, Field, ProgressBar, Tab, TabList, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { SelectTabData } from '@fluentui/react-components';
import { STAGE_LABELS } from '../app/types';
import type { Analysis, HostInfo, Outcome, OutputLayout, PaneActions, Progress, Stage } from '../app/types';
import type { ParametersForm } from '../sheet/parameters-form';
import { useEstilos } from './estilos';
import { sameForm } from './formulario';
import { resumoAnalise } from './texto';
import { DadosStep } from './passos/DadosStep';
import { GerarStep } from './passos/GerarStep';
import { ParametrosStep } from './passos/ParametrosStep';
import { PublicacaoStep } from './passos/PublicacaoStep';
import { ValidarStep } from './passos/ValidarStep';

export interface AppProps {
  /** What the pane asks of its host (paneActions over the host's WorkbookPort). */
  acoes: PaneActions;
  host: HostInfo;
  /** Version shown at the bottom. */
  versao: string;
}

export type Passo = 'dados' | 'parametros' | 'validar' | 'gerar' | 'publicacao';

export const PASSOS: { id: Passo; rotulo: string }[] = [
  { id: 'dados', rotulo: 'Dados' },
  { id: 'parametros', rotulo: 'Parâmetros' },
  { id: 'validar', rotulo: 'Validar' },
  { id: 'gerar', rotulo: 'Gerar listas finais' },
  { id: 'publicacao', rotulo: 'Publicação' },
];

/** What runs now, for the progress bar. */
export interface Ocupado {
  acao: string;
  etapa: Stage | null;
  feito: number;
  total: number;
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
  // The five steps wrap onto a second line in a narrow pane (320 px, 200% zoom) instead of scrolling sideways.
  abas: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXXS, minWidth: 0 },
  painel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
});

export function App({ acoes, host, versao }: AppProps): React.JSX.Element {
  const styles = useStyles();
  const estilos = useEstilos();
  const [passo, setPasso] = React.useState<Passo>('dados');
  const [analise, setAnalise] = React.useState<Analysis | null>(null);
  /** The form as edited, and as it is in the Parâmetros sheet (read by the last analysis or just saved). */
  const [form, setForm] = React.useState<ParametersForm | null>(null);
  const [salvo, setSalvo] = React.useState<ParametersForm | null>(null);
  const [ocupado, setOcupado] = React.useState<Ocupado | null>(null);
  const [erro, setErro] = React.useState<{ acao: string; mensagem: string } | null>(null);
  const [resultadoSalvar, setResultadoSalvar] = React.useState<Outcome | null>(null);
  const [resultadoGerar, setResultadoGerar] = React.useState<Outcome | null>(null);
  const [resultadoNomes, setResultadoNomes] = React.useState<Outcome | null>(null);
  const [validou, setValidou] = React.useState(false);
  const [mascarar, setMascarar] = React.useState(true);
  const [disposicao, setDisposicao] = React.useState<OutputLayout>('por-lista');
  const [anuncio, setAnuncio] = React.useState<{ texto: string; urgente: boolean; n: number }>({ texto: '', urgente: false, n: 0 });
  /** The result heading of each step (callback refs): the one of the step shown takes the focus when an action ends. */
  const alvosFoco = React.useRef<Partial<Record<Passo, HTMLElement | null>>>({});
  const passoAtual = React.useRef<Passo>(passo);
  passoAtual.current = passo;
  const [pedidoFoco, setPedidoFoco] = React.useState(0);
  const ultimoProgresso = React.useRef({ etapa: '', quando: 0 });
  const alterado = form !== null && !sameForm(form, salvo);

  React.useEffect(() => {
    if (pedidoFoco > 0) alvosFoco.current[passoAtual.current]?.focus();
  }, [pedidoFoco]);

  const focarResultado = React.useMemo(
    () =>
      Object.fromEntries(PASSOS.map((p) => [p.id, (el: HTMLElement | null) => void (alvosFoco.current[p.id] = el)])) as Record<
        Passo,
        (el: HTMLElement | null) => void
      >,
    [],
  );

  const anunciar = React.useCallback((texto: string, urgente: boolean) => {
    // A new node each time (its key), so that the same sentence twice is announced twice.
    setAnuncio((a) => ({ texto, urgente, n: a.n + 1 }));
  }, []);

  const progresso: Progress = React.useCallback((etapa, feito, total) => {
    const agora = Date.now();
    const ultimo = ultimoProgresso.current;
    // At most ten repaints a second: 100,000 rows report often.
    if (etapa === ultimo.etapa && agora - ultimo.quando < 100 && feito < total) return;
    ultimoProgresso.current = { etapa, quando: agora };
    setOcupado((o) => (o ? { ...o, etapa, feito, total } : o));
  }, []);

  /** Runs one host action with the progress bar; an exception becomes an error message (announced). */
  const executar = React.useCallback(
    async <T,>(acao: string, fn: (p: Progress) => Promise<T>): Promise<T | undefined> => {
      setErro(null);
      ultimoProgresso.current = { etapa: '', quando: 0 };
      setOcupado({ acao, etapa: null, feito: 0, total: 0 });
      try {
        return await fn(progresso);
      } catch (e) {
        const mensagem = e instanceof Error ? e.message : String(e);
        setErro({ acao, mensagem });
        anunciar(`Não foi possível concluir: ${mensagem}`, true);
        setPedidoFoco((n) => n + 1);
        return undefined;
      } finally {
        setOcupado(null);
      }
    },
    [anunciar, progresso],
  );

  /** A new analysis: the form follows the sheet, unless the commission has edits not saved yet. */
  const receberAnalise = React.useCallback((a: Analysis, manterEdicao: boolean) => {
    setAnalise(a);
    setSalvo(a.parametros);
    if (!manterEdicao) setForm(a.parametros);
  }, []);

  const analisar = React.useCallback(
    async (anunciarResultado: boolean) => {
      const a = await executar('analisar', (p) => acoes.analisar(p));
      if (!a) return;
      receberAnalise(a, alterado);
      if (anunciarResultado) {
        setValidou(true);
        anunciar(resumoAnalise(a), a.erros > 0);
        setPedidoFoco((n) => n + 1);
      }
    },
    [acoes, alterado, anunciar, executar, receberAnalise],
  );

  // The workbook is read (nothing written) when the pane opens: the Dados step shows what was found.
  const primeiraLeitura = React.useRef(false);
  React.useEffect(() => {
    if (primeiraLeitura.current) return;
    primeiraLeitura.current = true;
    void analisar(false);
  }, [analisar]);

  const salvar = React.useCallback(async () => {
    if (!form) return;
    const r = await executar('salvar', (p) => acoes.salvarParametros(form, p));
    if (!r) return;
    // Not written (the sheet could not be saved): the edits stay in the form.
    receberAnalise(r.analise, !r.resultado.ok);
    setResultadoSalvar(r.resultado);
    anunciar(r.resultado.titulo, !r.resultado.ok);
    setPedidoFoco((n) => n + 1);
  }, [acoes, anunciar, executar, form, receberAnalise]);

  const gerar = React.useCallback(
    async (substituir: boolean) => {
      const r = await executar('gerar', async (p) => {
        const outcome = await acoes.gerar({ mascarar, disposicao, substituir, progresso: p });
        // Not written (the workbook changed since the last reading: new errors, earlier output the pane did
        // not know of…): read it again, so that the steps show what it is now.
        if (!outcome.ok) receberAnalise(await acoes.analisar(p), alterado);
        return outcome;
      });
      if (!r) return;
      setResultadoGerar(r);
      // What the add-in wrote is what the next generation replaces.
      if (r.ok && host.saida === 'planilhas') setAnalise((a) => (a ? { ...a, saidaAnterior: r.planilhas.slice() } : a));
      anunciar(r.titulo, !r.ok);
      setPedidoFoco((n) => n + 1);
    },
    [acoes, alterado, anunciar, disposicao, executar, host.saida, mascarar, receberAnalise],
  );

  const adicionarNomes = React.useCallback(async () => {
    if (!acoes.adicionarNomes) return;
    const r = await executar('nomes', () => acoes.adicionarNomes!());
    if (!r) return;
    setResultadoNomes(r);
    anunciar(r.titulo, !r.ok);
    setPedidoFoco((n) => n + 1);
  }, [acoes, anunciar, executar]);

  const irParaCelula = React.useCallback(
    async (planilha: string, celula: string) => {
      try {
        await acoes.irParaCelula({ planilha, celula });
      } catch (e) {
        anunciar(`Não foi possível selecionar a célula ${celula}: ${e instanceof Error ? e.message : String(e)}`, true);
      }
    },
    [acoes, anunciar],
  );

  const lerSelecao = React.useCallback(() => acoes.lerSelecao(), [acoes]);
  const descartar = React.useCallback(() => setForm(salvo), [salvo]);

  const comum = { ocupado: ocupado !== null, erro, selecionaCelulas: host.selecionaCelulas, onIrParaCelula: irParaCelula };
  // Dados and Parâmetros both edit the Parâmetros sheet through the same form.
  const edicao = {
    ...comum,
    analise,
    form,
    alterado,
    resultado: resultadoSalvar,
    onChange: setForm,
    onSalvar: salvar,
    onDescartar: descartar,
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
        onTabSelect={(_e: unknown, d: SelectTabData) => setPasso(d.value as Passo)}
        aria-label="Etapas"
      >
        {PASSOS.map((p) => (
          <Tab key={p.id} id={`aba-${p.id}`} value={p.id} aria-controls={`painel-${p.id}`}>
            {p.rotulo}
          </Tab>
        ))}
      </TabList>
      {ocupado && (
        <Field
          label={ocupado.etapa ? STAGE_LABELS[ocupado.etapa] : rotuloAcao(ocupado.acao)}
          hint={ocupado.etapa && ocupado.total > 0 ? `${groupDigits(ocupado.feito)} de ${groupDigits(ocupado.total)}` : undefined}
          validationState="none"
        >
          <ProgressBar value={ocupado.total > 0 ? Math.min(1, ocupado.feito / ocupado.total) : undefined} />
        </Field>
      )}
      <PainelPasso passo="dados" atual={passo} className={styles.painel}>
        <DadosStep {...edicao} focarResultado={focarResultado.dados} podeLerSelecao={host.selecionaCelulas} onLerSelecao={lerSelecao} />
      </PainelPasso>
      <PainelPasso passo="parametros" atual={passo} className={styles.painel}>
        <ParametrosStep {...edicao} focarResultado={focarResultado.parametros} previa={acoes.previa} />
      </PainelPasso>
      <PainelPasso passo="validar" atual={passo} className={styles.painel}>
        <ValidarStep
          {...comum}
          focarResultado={focarResultado.validar}
          analise={validou ? analise : null}
          alterado={alterado}
          onValidar={() => void analisar(true)}
        />
      </PainelPasso>
      <PainelPasso passo="gerar" atual={passo} className={styles.painel}>
        <GerarStep
          {...comum}
          focarResultado={focarResultado.gerar}
          analise={analise}
          alterado={alterado}
          resultado={resultadoGerar}
          saida={host.saida}
          mascarar={mascarar}
          disposicao={disposicao}
          onDisposicao={setDisposicao}
          onGerar={gerar}
          onIrPara={setPasso}
        />
      </PainelPasso>
      <PainelPasso passo="publicacao" atual={passo} className={styles.painel}>
        <PublicacaoStep
          {...comum}
          focarResultado={focarResultado.publicacao}
          mascarar={mascarar}
          onMascarar={setMascarar}
          funcoes={host.funcoes}
          podeAdicionarNomes={!!acoes.adicionarNomes}
          onAdicionarNomes={adicionarNomes}
          resultado={resultadoNomes}
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

/** The progress bar's label before the first stage is reported. */
function rotuloAcao(acao: string): string {
  if (acao === 'salvar') return 'Gravando a planilha Parâmetros';
  if (acao === 'nomes') return 'Adicionando os nomes';
  return STAGE_LABELS.lendo;
}

/** Where the computation runs, said truthfully for each host. */
export function privacyNote(host: HostInfo): string {
  if (host.tipo === 'sheets') {
    return 'O cálculo roda no Google Apps Script desta planilha, na conta Google de quem o executa; nenhum dado vai para outro lugar.';
  }
  return 'Tudo é calculado neste computador; nenhum dado é enviado.';
}

/** One step's tab panel (labelled by its tab; hidden unless it is the current step). */
function PainelPasso({
  passo,
  atual,
  className,
  children,
}: {
  passo: string;
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
      {children}
    </div>
  );
}
