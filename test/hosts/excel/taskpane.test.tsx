/** @jest-environment jsdom */
// The Excel host's entry file (src/hosts/excel/taskpane.tsx) in jsdom, over the fake Office.js of the
// browser tests (test/support/fake-office.js): it waits for Office, renders the pane in #raiz with
// Office's theme, and the pane's actions reach the workbook through Office.js (OfficeWorkbook).
import * as fs from 'fs';
import * as path from 'path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webDarkTheme } from '@fluentui/react-components';
import { prepararJsdom } from '../../support/pane';

// The worker's module uses import.meta (webpack's syntax for the worker file): Jest runs CommonJS, and
// jsdom has no Worker anyway, so the pane computes inline here.
jest.mock('../../../src/hosts/browser/create-worker', () => ({ createComputeWorker: () => null }));

interface FakeSheet {
  name: string;
  grid: unknown[][];
  names: Record<string, string>;
}
interface FakeOffice {
  sheets: FakeSheet[];
  workbookNames: { name: string; formula: string; comment: string }[];
  selected: { sheet: string; address: string } | null;
  errors: string[];
}
const fake = (): FakeOffice => (window as unknown as { __fakeOffice: FakeOffice }).__fakeOffice;
const painel = () => within(screen.getByRole('tabpanel'));

const CANDIDATOS = [
  ['Inscrição', 'Nome', 'Nota', 'Cota'],
  ['101', 'Ana', 90, 'PP'],
  ['102', 'Bia', 'abc', ''],
  ['103', 'Caio', 70, ''],
];

beforeAll(async () => {
  prepararJsdom();
  Object.assign(window, {
    __initialSheets: [
      { name: 'Candidatos', grid: CANDIDATOS },
      { name: 'Parâmetros', grid: [['Vagas', 2]] },
    ],
    __officeTheme: {
      bodyBackgroundColor: '#262626',
      bodyForegroundColor: '#ffffff',
      controlBackgroundColor: '#363636',
      controlForegroundColor: '#ffffff',
    },
    __activeCell: { sheet: 'Candidatos', cell: 'B1' },
  });
  new Function(fs.readFileSync(path.join(__dirname, '..', '..', 'support', 'fake-office.js'), 'utf8'))();
  document.body.innerHTML = '<div id="raiz"><p>Carregando…</p></div>';
  await import('../../../src/hosts/excel/taskpane');
});

test('abre no tema escuro do Office, com a ajuda das funções do Excel e o botão dos nomes', async () => {
  await screen.findByRole('heading', { level: 1, name: 'Cotas raciais em concursos' });
  const provider = document.querySelector('.fui-FluentProvider') as HTMLElement;
  const hex = webDarkTheme.colorNeutralBackground1.replace('#', '');
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');
  expect(provider.style.backgroundColor).toBe(`rgb(${rgb})`);
  await waitFor(() => expect(painel().queryByText('Lendo a pasta de trabalho…')).toBeNull());
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Publicação' }));
  expect(painel().getByText("=COTAS.CLASSIFICAR(Candidatos!A1:N376; 'Parâmetros'!A14:B19)")).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Adicionar a função RESERVA a esta pasta' })).toBeTruthy();
});

test('sobre o Office.js falso: a linha selecionada, o problema que seleciona a célula, a geração marcada, os nomes', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Dados' }));
  await user.click(screen.getByRole('button', { name: 'Usar a linha selecionada' }));
  expect((screen.getByRole('spinbutton', { name: 'Linha do cabeçalho' }) as HTMLInputElement).value).toBe('1');
  await user.click(screen.getByRole('button', { name: 'Descartar alterações' }));

  await user.click(screen.getByRole('tab', { name: 'Validar' }));
  await user.click(screen.getByRole('button', { name: 'Validar' }));
  await screen.findByRole('heading', { name: /^Resultado da validação: 1 erro/ });
  await user.click(screen.getByRole('button', { name: 'Ir para a célula C3 (Candidatos)' }));
  await waitFor(() => expect(fake().selected).toEqual({ sheet: 'Candidatos', address: 'C3' }));

  // The commission fixes the score in Excel, validates again, generates.
  fake().sheets[0].grid[2][2] = 80;
  await user.click(screen.getByRole('button', { name: 'Validar' }));
  await screen.findByRole('heading', { name: /^Resultado da validação: 0 erros/ });
  await user.click(screen.getByRole('tab', { name: 'Gerar listas finais' }));
  await user.click(screen.getByRole('button', { name: 'Gerar listas finais' }));
  await screen.findByRole('heading', { name: 'Resultado da geração' });
  const escritas = fake().sheets.slice(2);
  expect(escritas.map((s) => s.name)).toEqual(expect.arrayContaining(['Resumo', 'AC', 'Nomeação', 'Memória de cálculo']));
  for (const s of escritas) expect(s.names.CotasSaida).toBeTruthy();
  expect(
    fake()
      .sheets.slice(0, 2)
      .map((s) => s.names.CotasSaida ?? null),
  ).toEqual([null, null]);

  await user.click(screen.getByRole('tab', { name: 'Publicação' }));
  await user.click(screen.getByRole('button', { name: 'Adicionar a função RESERVA a esta pasta' }));
  await screen.findByRole('heading', { name: 'Nomes da pasta' });
  expect(fake().workbookNames.map((n) => n.name)).toEqual(['RESERVA']);
  expect(fake().workbookNames[0].formula).toMatch(/^=LAMBDA\(vagas,\[grupo\]/);
  expect(fake().errors).toEqual([]);
});
