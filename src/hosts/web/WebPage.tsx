// The web page: a first screen to open a .xlsx or .csv from the computer (a button or drag and drop),
// then the same pane as in Excel (<App>) over the file's workbook. Everything runs in the browser: the
// file is read here, the engine runs in a Web Worker of this page, the results are downloads. What the
// pane saves goes into the copy of the workbook the page holds: the bar above the pane says whether that
// copy has changes not yet downloaded, always offers the commission's whole workbook (errors or not),
// and the browser asks before the tab is closed with changes not downloaded (beforeunload).
import * as React from 'react';
import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Title3,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { HostInfo, PaneActions } from '../../app/types';
import { App } from '../../taskpane/App';
import { FileReadError, readSpreadsheetBytes } from '../file/browser';
import { FULL_DATA_WARNING, downloadWorkbook } from './actions';
import type { Download, WorkbookDownloaded } from './actions';
import { WebWorkbook } from './web-workbook';

export const WEB_HOST: HostInfo = { tipo: 'web', nome: 'Página web', funcoes: [], selecionaCelulas: false, saida: 'download' };

/** Turns the workbook of an opened file into the pane's actions (the entry file: worker, SHA-256, download). */
export type ActionsFactory = (wb: WebWorkbook) => PaneActions;

interface Aberto {
  id: number;
  wb: WebWorkbook;
  acoes: PaneActions;
  detalhe: string;
}

const useStyles = makeStyles({
  pagina: {
    maxWidth: '760px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    boxSizing: 'border-box',
    minWidth: 0,
  },
  pilha: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0, overflowWrap: 'anywhere' },
  zona: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    rowGap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    textAlign: 'center',
  },
  zonaAtiva: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  oculto: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  barra: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  fraco: { color: tokens.colorNeutralForeground3 },
  estado: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS, minWidth: 0, flexBasis: '100%' },
  pendente: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  acoes: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS, minWidth: 0, flexBasis: '100%' },
  botoes: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS, minWidth: 0 },
  lista: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** The first screen: what the page does, that nothing leaves the computer, and where to give the file. */
function AbrirArquivo(props: { lendo: string | null; problemas: string[] | null; onArquivo: (f: File) => void }): React.JSX.Element {
  const styles = useStyles();
  const input = React.useRef<HTMLInputElement>(null);
  const [sobre, setSobre] = React.useState(false);
  const erro = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (props.problemas) erro.current?.focus();
  }, [props.problemas]);
  const escolher = (files: FileList | null): void => {
    const f = files?.[0];
    if (f) props.onArquivo(f);
  };
  return (
    <main className={mergeClasses(styles.pagina, styles.pilha)}>
      <header className={styles.pilha}>
        <Title3 as="h1">Cotas raciais em concursos</Title3>
        <Body1>
          Abra o arquivo dos candidatos (.xlsx ou .csv) para conferir os dados, preencher os parâmetros do edital, validar e gerar as listas
          finais com a reserva de vagas (Lei nº 3.056/2025 de Pirangi-SP). As mesmas etapas do suplemento do Excel.
        </Body1>
        <Body1>
          <strong>Nada sai do seu computador:</strong> o arquivo é lido e processado aqui, neste navegador; esta página não envia dados a
          nenhum servidor. O que você preenche aqui fica numa cópia da pasta de trabalho mantida por esta página; nada é gravado no arquivo
          aberto. Você baixa arquivos .xlsx novos: as listas para publicar (CPF mascarado, sem datas de nascimento) e, quando pedir, a pasta
          de trabalho completa, com os parâmetros e as nomeações — essa contém os dados completos dos candidatos e não deve ser publicada.
        </Body1>
      </header>
      <section
        aria-labelledby="zona-titulo"
        className={mergeClasses(styles.zona, sobre && styles.zonaAtiva)}
        data-testid="zona-arquivo"
        onDragEnter={(e) => {
          e.preventDefault();
          setSobre(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
          setSobre(true);
        }}
        onDragLeave={() => setSobre(false)}
        onDrop={(e) => {
          e.preventDefault();
          setSobre(false);
          escolher(e.dataTransfer.files);
        }}
      >
        <h2 id="zona-titulo" style={{ margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold }}>
          Arraste o arquivo para cá
        </h2>
        <Body1>ou</Body1>
        <input
          ref={input}
          id="arquivo"
          type="file"
          accept=".xlsx,.xlsm,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          className={styles.oculto}
          aria-label="Arquivo dos candidatos (.xlsx ou .csv)"
          onChange={(e) => {
            escolher(e.target.files);
            e.target.value = '';
          }}
        />
        <Button appearance="primary" size="large" disabled={props.lendo !== null} onClick={() => input.current?.click()}>
          Escolher arquivo no computador
        </Button>
        <Caption1 className={styles.fraco}>Pasta de trabalho do Excel (.xlsx) ou texto CSV, como o Excel ou o LibreOffice salvam.</Caption1>
      </section>
      <div aria-live="polite" className={styles.pilha}>
        {props.lendo !== null && <Spinner size="small" labelPosition="after" label={`Lendo o arquivo ${props.lendo}…`} />}
      </div>
      {props.problemas && (
        <div ref={erro} tabIndex={-1} role="alert">
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>O arquivo não pôde ser aberto.</MessageBarTitle>
              <ul className={styles.lista}>
                {props.problemas.map((p, i) => (
                  <li key={i}>{p.charAt(0).toUpperCase() + p.slice(1)}.</li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
        </div>
      )}
    </main>
  );
}

/** The steps whose fields the commission fills in (an edit there is work the tab would lose). */
const EDITING_PANELS = '#painel-dados, #painel-parametros, #painel-nomeacoes';

/**
 * Whether the page holds work the computer does not have: a change to the commission's sheets since
 * the workbook was last downloaded, or a field edited in the pane since then (the pane keeps its form to
 * itself; an edit counts until the next download).
 */
function usePendingWork(wb: WebWorkbook, painel: React.RefObject<HTMLDivElement | null>) {
  const [revisao, setRevisao] = React.useState(wb.revision);
  const [baixada, setBaixada] = React.useState(0);
  const [editado, setEditado] = React.useState(false);
  React.useEffect(() => wb.subscribe(() => setRevisao(wb.revision)), [wb]);
  React.useEffect(() => {
    const el = painel.current;
    if (!el) return;
    const onEdit = (e: Event): void => {
      const t = e.target as Element | null;
      if (t?.closest?.(EDITING_PANELS)) setEditado(true);
    };
    el.addEventListener('input', onEdit);
    el.addEventListener('change', onEdit);
    return () => {
      el.removeEventListener('input', onEdit);
      el.removeEventListener('change', onEdit);
    };
  }, [painel]);
  const pendente = revisao > baixada || editado;
  // The browser's own question before the tab is closed or reloaded (its text is the browser's).
  React.useEffect(() => {
    if (!pendente) return;
    const onBeforeUnload = (e: BeforeUnloadEvent): void => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [pendente]);
  const baixou = React.useCallback((em: number) => {
    setBaixada(em);
    setEditado(false);
  }, []);
  return { pendente, editado, baixou };
}

/** The bar above the pane: the file, whether the page's copy has changes not downloaded, and the whole workbook's download. */
function BarraArquivo(props: { aberto: Aberto; baixar: Download; painel: React.RefObject<HTMLDivElement | null>; onFechar: () => void }) {
  const styles = useStyles();
  const { wb } = props.aberto;
  const { pendente, editado, baixou } = usePendingWork(wb, props.painel);
  const [baixando, setBaixando] = React.useState(false);
  const [baixado, setBaixado] = React.useState<WorkbookDownloaded | null>(null);
  const [falha, setFalha] = React.useState<string | null>(null);
  const alteradas = wb.changedSheets();
  const baixarPasta = async (): Promise<void> => {
    setBaixando(true);
    setFalha(null);
    const em = wb.revision;
    try {
      setBaixado(await downloadWorkbook(wb, props.baixar));
      baixou(em);
    } catch (e) {
      setFalha(`A pasta de trabalho não pôde ser baixada: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBaixando(false);
    }
  };
  let estado: string;
  if (pendente) {
    const onde = alteradas.length
      ? ` (${alteradas.length === 1 ? 'planilha' : 'planilhas'} ${alteradas.map((n) => `'${n}'`).join(', ')})`
      : editado && alteradas.length === 0
        ? ' (campos editados no painel)'
        : '';
    estado = `Alterações não baixadas${onde}: estão só nesta página. Baixe a pasta de trabalho completa para guardá-las no seu computador.`;
  } else if (baixado) estado = baixado.texto;
  else estado = 'Nenhuma alteração: a cópia nesta página é igual ao arquivo aberto.';
  return (
    <div className={styles.barra} role="region" aria-label="Arquivo aberto">
      <div className={styles.estado}>
        <div>
          <Body1>
            Arquivo: <strong>{wb.arquivo}</strong>
          </Body1>{' '}
          <Caption1 className={styles.fraco}>({props.aberto.detalhe}; lido neste navegador, nada foi enviado)</Caption1>
        </div>
        <div aria-live="polite" data-testid="estado-pasta">
          <Caption1 className={pendente ? styles.pendente : styles.fraco}>{estado}</Caption1>
        </div>
        {falha && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{falha}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <div className={styles.acoes}>
        <div className={styles.botoes}>
          <Button appearance={pendente ? 'primary' : 'secondary'} disabled={baixando} onClick={() => void baixarPasta()}>
            Baixar a pasta de trabalho completa
          </Button>
          <Button
            onClick={() => {
              // Opening another file drops the page's copy: asked first when it has changes not downloaded.
              if (
                !pendente ||
                window.confirm('A cópia nesta página tem alterações não baixadas, que serão perdidas. Abrir outro arquivo mesmo assim?')
              )
                props.onFechar();
            }}
          >
            Abrir outro arquivo
          </Button>
        </div>
        <Caption1 className={styles.fraco}>
          {FULL_DATA_WARNING} Para publicar, use o arquivo das listas (etapa Gerar listas finais).
        </Caption1>
      </div>
    </div>
  );
}

/** The whole page: the first screen, then the pane over the file opened. */
export function WebPage(props: { criarAcoes: ActionsFactory; baixar: Download; versao: string }): React.JSX.Element {
  const styles = useStyles();
  const [aberto, setAberto] = React.useState<Aberto | null>(null);
  const [lendo, setLendo] = React.useState<string | null>(null);
  const [problemas, setProblemas] = React.useState<string[] | null>(null);
  const painel = React.useRef<HTMLDivElement>(null);
  const proximo = React.useRef(1);
  const { criarAcoes } = props;

  const abrir = React.useCallback(
    async (f: File) => {
      setLendo(f.name);
      setProblemas(null);
      try {
        const bytes = new Uint8Array(await f.arrayBuffer());
        const lido = await readSpreadsheetBytes(bytes, f.name);
        // The .xlsx's bytes are kept: the workbook downloaded is this file with the program's sheets put in.
        const wb = new WebWorkbook(lido.sheets, f.name, lido.tipo === 'xlsx' ? bytes : undefined);
        // "pasta de trabalho" for the file, "planilha" for one of its sheets (the reader's own word is the command line's).
        const detalhe = lido.tipo === 'xlsx' ? 'pasta de trabalho .xlsx' : lido.detalhe;
        setAberto({ id: proximo.current++, wb, acoes: criarAcoes(wb), detalhe });
        document.title = `${f.name} — Cotas raciais em concursos`;
      } catch (e) {
        setProblemas(
          e instanceof FileReadError ? e.problemas : [`não foi possível ler '${f.name}': ${e instanceof Error ? e.message : String(e)}`],
        );
      } finally {
        setLendo(null);
      }
    },
    [criarAcoes],
  );

  if (!aberto) return <AbrirArquivo lendo={lendo} problemas={problemas} onArquivo={(f) => void abrir(f)} />;
  return (
    <div className={styles.pagina} style={{ padding: 0 }}>
      <BarraArquivo
        key={aberto.id}
        aberto={aberto}
        baixar={props.baixar}
        painel={painel}
        onFechar={() => {
          setAberto(null);
          document.title = 'Cotas raciais em concursos';
        }}
      />
      <div ref={painel}>
        <App key={aberto.id} acoes={aberto.acoes} host={WEB_HOST} versao={props.versao} />
      </div>
    </div>
  );
}
