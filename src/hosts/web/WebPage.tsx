// The web page: a first screen to open a .xlsx or .csv from the computer (a button or drag and drop),
// then the same pane as in Excel (<App>) over the file's workbook. Everything runs in the browser: the
// file is read here, the engine runs in a Web Worker of this page, the result is a download.
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
          Abra a planilha dos candidatos (.xlsx ou .csv) para conferir os dados, preencher os parâmetros do edital, validar e gerar as
          listas finais com a reserva de vagas (Lei nº 3.056/2025 de Pirangi-SP). As mesmas etapas do suplemento do Excel.
        </Body1>
        <Body1>
          <strong>Nada sai do seu computador:</strong> o arquivo é lido e processado aqui, neste navegador; esta página não envia dados a
          nenhum servidor. O resultado é um arquivo .xlsx novo, baixado para o seu computador — o arquivo aberto não é alterado.
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
          aria-label="Planilha dos candidatos (.xlsx ou .csv)"
          onChange={(e) => {
            escolher(e.target.files);
            e.target.value = '';
          }}
        />
        <Button appearance="primary" size="large" disabled={props.lendo !== null} onClick={() => input.current?.click()}>
          Escolher arquivo no computador
        </Button>
        <Caption1 className={styles.fraco}>Planilha do Excel (.xlsx) ou texto CSV, como o Excel ou o LibreOffice salvam.</Caption1>
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

/** The whole page: the first screen, then the pane over the file opened. */
export function WebPage(props: { criarAcoes: ActionsFactory; versao: string }): React.JSX.Element {
  const styles = useStyles();
  const [aberto, setAberto] = React.useState<Aberto | null>(null);
  const [lendo, setLendo] = React.useState<string | null>(null);
  const [problemas, setProblemas] = React.useState<string[] | null>(null);
  const proximo = React.useRef(1);
  const { criarAcoes } = props;

  const abrir = React.useCallback(
    async (f: File) => {
      setLendo(f.name);
      setProblemas(null);
      try {
        const bytes = new Uint8Array(await f.arrayBuffer());
        const lido = await readSpreadsheetBytes(bytes, f.name);
        const wb = new WebWorkbook(lido.sheets, f.name);
        setAberto({ id: proximo.current++, wb, acoes: criarAcoes(wb), detalhe: lido.detalhe });
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
      <div className={styles.barra} role="region" aria-label="Arquivo aberto">
        <div>
          <Body1>
            Arquivo: <strong>{aberto.wb.arquivo}</strong>
          </Body1>{' '}
          <Caption1 className={styles.fraco}>({aberto.detalhe}; lido neste navegador, nada foi enviado)</Caption1>
        </div>
        <Button
          onClick={() => {
            setAberto(null);
            document.title = 'Cotas raciais em concursos';
          }}
        >
          Abrir outro arquivo
        </Button>
      </div>
      <App key={aberto.id} acoes={aberto.acoes} host={WEB_HOST} versao={props.versao} />
    </div>
  );
}
