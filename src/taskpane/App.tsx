// Task pane: explains the functions and offers one action (writing the final lists), whatever the host
// gives it. Host-free: the Office.js wiring lives in index.tsx, so this component renders in tests.
import * as React from 'react';
import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle2,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';

/** Result of the host action, in Portuguese. */
export interface ActionOutcome {
  ok: boolean;
  /** Done, but with errors the commission must resolve before publishing: shown as a warning. */
  atencao?: boolean;
  /** One-line summary ("Listas finais gravadas em 4 planilhas."). */
  titulo: string;
  /** Details: one line each (problems with row and column, sheets written...). */
  detalhes: string[];
  /** What was read from the workbook (sheets, each field ← its column, columns not used): one line each. */
  leitura?: string[];
}

export interface AppProps {
  /** The host action behind the button (in Excel: read the workbook, write the final lists in new sheets). */
  acao: () => Promise<ActionOutcome>;
  /** Label of the button. */
  rotuloAcao: string;
  /** Version shown at the bottom. */
  versao: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: `0 ${tokens.spacingHorizontalXS}`,
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const EXAMPLES: Array<[string, string]> = [
  ['=COTAS.RESERVA(17; "PP")', 'vagas reservadas a pretos e pardos com 17 vagas'],
  ['=COTAS.SEQUENCIA(10)', 'modalidade de cada posição na ordem de nomeação'],
  ['=COTAS.CLASSIFICAR(A1:J200; 10)', 'situação de cada candidato da tabela (com cabeçalho)'],
  ['=COTAS.LISTA(A1:J200; 10; "PP")', 'lista final de pretos e pardos'],
  ['=COTAS.LISTA(A1:L200; 10; "PCD"; "pcd=federal-9508-2018")', 'lista final de pessoas com deficiência (Decreto nº 9.508/2018)'],
  ['=COTAS.LISTA(A1:J200; 10; "AVISOS")', 'avisos do resultado (empates não resolvidos…), com o artigo'],
];

export function App({ acao, rotuloAcao, versao }: AppProps): React.JSX.Element {
  const styles = useStyles();
  const [running, setRunning] = React.useState(false);
  const [outcome, setOutcome] = React.useState<ActionOutcome | null>(null);

  const run = React.useCallback(async () => {
    setRunning(true);
    setOutcome(null);
    try {
      setOutcome(await acao());
    } catch (e) {
      setOutcome({ ok: false, titulo: 'Não foi possível concluir.', detalhes: [e instanceof Error ? e.message : String(e)] });
    } finally {
      setRunning(false);
    }
  }, [acao]);

  return (
    <main className={styles.root}>
      <Title3 as="h1">Cotas raciais em concursos</Title3>
      <Body1>
        Reserva de vagas para pessoas pretas e pardas, indígenas e quilombolas (Lei nº 3.056/2025 de Pirangi-SP) e, quando a
        comissão escolhe, para pessoas com deficiência. Tudo é calculado neste computador; nenhum dado é enviado.
      </Body1>
      <Subtitle2 as="h2">Funções</Subtitle2>
      <ul className={styles.list}>
        {EXAMPLES.map(([formula, what]) => (
          <li key={formula}>
            <Body1>
              <span className={styles.code}>{formula}</span> – {what}
            </Body1>
          </li>
        ))}
      </ul>
      <Subtitle2 as="h2">Listas finais</Subtitle2>
      <Body1>
        Lê a planilha “Candidatos” (ou as planilhas com as colunas Inscrição e Nota; nunca uma planilha oculta nem uma que
        o suplemento gravou) e a planilha “Parâmetros” (Vagas, ou a tabela Cargo | Vagas, e as opções, como “Reserva
        PcD”) e grava as listas finais e a memória de cálculo em planilhas novas. Nenhuma planilha existente é alterada.
        Abaixo do resultado, o painel mostra o que foi lido.
      </Body1>
      <Button appearance="primary" disabled={running} onClick={run}>
        {rotuloAcao}
      </Button>
      {running && <Spinner size="tiny" label="Calculando…" />}
      {outcome && <OutcomeView outcome={outcome} />}
      <Caption1>{`Versão ${versao}`}</Caption1>
    </main>
  );
}

/** The outcome of the action: the result (or the problems), then what was read from the workbook. */
export function OutcomeView({ outcome }: { outcome: ActionOutcome }): React.JSX.Element {
  const styles = useStyles();
  return (
    <>
      <MessageBar intent={!outcome.ok ? 'error' : outcome.atencao ? 'warning' : 'success'} layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{outcome.titulo}</MessageBarTitle>
          {outcome.detalhes.map((d, i) => (
            <div key={i}>{d}</div>
          ))}
        </MessageBarBody>
      </MessageBar>
      {outcome.leitura && outcome.leitura.length > 0 && (
        <section aria-label="O que foi lido">
          <Subtitle2 as="h2">O que foi lido</Subtitle2>
          <ul className={styles.list}>
            {outcome.leitura.map((l, i) => (
              <li key={i}>
                <Caption1>{l}</Caption1>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
