// The task pane component renders in Portuguese and runs whatever action the host gives it.
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { App, OutcomeView } from '../../src/taskpane/App';
import type { ActionOutcome } from '../../src/taskpane/App';
import { generateFinalLists } from '../../src/hosts/excel/final-lists';
import { MemoryWorkbook } from '../../src/hosts/excel/port';

describe('painel (React + Fluent UI)', () => {
  test('mostra as funções e o botão da ação do host', () => {
    const acao = jest.fn(async (): Promise<ActionOutcome> => ({ ok: true, titulo: 'feito', detalhes: [] }));
    const markup = renderToString(
      <FluentProvider theme={webLightTheme}>
        <App acao={acao} rotuloAcao="Gerar listas finais" versao="9.9.9" />
      </FluentProvider>,
    );
    const html = markup.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<!-- -->/g, '');
    expect(html).toContain('Cotas raciais em concursos');
    expect(html).toContain('=COTAS.RESERVA(17; &quot;PP&quot;)');
    expect(html).toContain('=COTAS.CLASSIFICAR(A1:J200; 10)');
    expect(html).toContain('Gerar listas finais');
    expect(html).toContain('Versão 9.9.9');
    expect(acao).not.toHaveBeenCalled();
  });

  test('a ação do Excel tem a forma que o painel espera (também sobre a pasta em memória)', async () => {
    const acao: () => Promise<ActionOutcome> = () => generateFinalLists(new MemoryWorkbook([]));
    const outcome = await acao();
    expect(outcome.ok).toBe(false);
    expect(outcome.titulo).toMatch(/problema/);
    expect(outcome.detalhes.join(' ')).toMatch(/candidatos/);
  });

  test('mostra o que foi lido abaixo do resultado', () => {
    const outcome: ActionOutcome = { ok: true, titulo: 'Listas finais gravadas.', detalhes: [], leitura: ["Nota ← coluna F 'Nota final'", "Colunas não usadas: H 'Obs.'"] };
    const html = renderToString(
      <FluentProvider theme={webLightTheme}>
        <OutcomeView outcome={outcome} />
      </FluentProvider>,
    ).replace(/<style[\s\S]*?<\/style>/g, '').replace(/<!-- -->/g, '');
    expect(html).toContain('O que foi lido');
    expect(html).toContain('Nota ← coluna F &#x27;Nota final&#x27;');
    expect(html.indexOf('Listas finais gravadas.')).toBeLessThan(html.indexOf('O que foi lido'));
  });
});
