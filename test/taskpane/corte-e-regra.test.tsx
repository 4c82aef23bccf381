/** @jest-environment jsdom */
// The pane's journeys for a rule written by the commission (rules.md §11) and for who goes on to the
// next phase (§12), over the in-memory workbook with the real workflow: the Parâmetros step creates the
// Regra sheet from a shipped law and chooses it; the cut is typed in Parâmetros, saved, and the Gerar
// step offers the list of convocados beside the final lists (and leaves it out when unticked).
import { waitFor, within } from '@testing-library/react';
import {
  abasDoSuplemento,
  violacoes,
  dialogo,
  escolher,
  irPara,
  linhas,
  painel,
  pastaValida,
  prepararJsdom,
  renderPainel,
  aberto,
  botao,
} from '../support/pane';

beforeAll(prepararJsdom);
jest.setTimeout(300_000);

test('Parâmetros: "Outra lei (aba Regra)", a aba criada a partir de uma lei cadastrada, gravada e lida na validação', async () => {
  const wb = pastaValida();
  const { user } = renderPainel(wb);
  await aberto();
  await irPara(user, 'Parâmetros');
  await escolher(user, painel().getByRole('combobox', { name: 'Regra (lei)' }), 'Outra lei (aba Regra)');
  expect(painel().getByText(/Esta pasta ainda não tem a aba Regra/)).toBeTruthy();
  await user.click(botao('Criar a aba Regra a partir da Lei federal nº 12.990/2014'));
  await waitFor(() => expect(wb.sheets.some((s) => s.nome === 'Regra')).toBe(true));
  expect(linhas(wb, 'Regra')).toContainEqual(['PP', 'Pretos e pardos', '20%', 'PP', 'ampla concorrência', 'Lei nº 12.990/2014, art. 1º']);
  // The choice was not saved yet: it stays in the form, and the step now says the sheet is there.
  await waitFor(() => expect(painel().getByText(/A regra é a da aba Regra desta pasta/)).toBeTruthy());
  await user.click(botao('Salvar a planilha Parâmetros'));
  await waitFor(() => expect(linhas(wb, 'Parâmetros').some((r) => r[0] === 'Regra' && r[1] === 'Outra lei (aba Regra)')).toBe(true));
  await irPara(user, 'Validar');
  await user.click(botao('Validar'));
  await painel().findByRole('heading', { name: /^Resultado da validação/ });
  expect(painel().getByText(/Planilha 'Regra': regra escrita pela comissão/)).toBeTruthy();
});

test('Parâmetros e Gerar: o corte para a próxima fase gravado; a lista de convocados gerada, e deixada de fora quando desmarcada', async () => {
  const wb = pastaValida();
  const { user } = renderPainel(wb);
  await aberto();
  await irPara(user, 'Parâmetros');
  await user.type(painel().getByRole('textbox', { name: /Quantos o edital chama para a próxima fase/ }), 'ampla=1');
  await user.click(botao('Salvar a planilha Parâmetros'));
  await waitFor(() =>
    expect(linhas(wb, 'Parâmetros').some((r) => r[0] === 'Convocados para a próxima fase' && r[1] === 'ampla=1')).toBe(true),
  );

  await irPara(user, 'Gerar listas finais');
  const lista = painel().getByRole('checkbox', {
    name: /Lista de convocados para a próxima fase \(corte dos Parâmetros: ampla=1\)/,
  }) as HTMLInputElement;
  expect(lista.checked).toBe(true);
  await user.click(botao('Gerar listas finais'));
  await painel().findByRole('heading', { name: 'Resultado da geração' });
  expect(abasDoSuplemento(wb)).toEqual(expect.arrayContaining(['Convocados - Professor', 'Convocados - Motorista']));
  expect(await violacoes()).toEqual([]);

  // Unticked: the next generation writes the final lists without it.
  const desmarcar = (): HTMLInputElement =>
    painel().getByRole('checkbox', { name: /Lista de convocados para a próxima fase/ }) as HTMLInputElement;
  await user.click(desmarcar());
  await waitFor(() => expect(desmarcar().checked).toBe(false));
  await user.click(botao('Gerar listas finais'));
  await user.click(within(await dialogo('Substituir as listas geradas antes?')).getByRole('button', { name: 'Substituir e gerar' }));
  await waitFor(() => expect(abasDoSuplemento(wb).some((n) => n.startsWith('Convocados'))).toBe(false));
  expect(abasDoSuplemento(wb)).toEqual(expect.arrayContaining(['Resumo', 'AC', 'Nomeação']));
});
