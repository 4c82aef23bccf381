/** @jest-environment jsdom */
// axe-core over the rendered pane, step by step, in jsdom: roles, names and labels (color contrast
// needs a real layout: the built pane's Chromium test checks it). Plus the theme helpers.
import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import { webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { luminance, themeForBackground } from '../../src/taskpane/tema';
import { CPF_ANA, candidatos, pasta, prepararJsdom, renderPainel } from './ambiente';

beforeAll(prepararJsdom);

/** The step shown (the other panels are hidden). */
const painel = () => within(screen.getByRole('tabpanel'));

async function violacoes(): Promise<string[]> {
  const r = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('axe: nenhuma violação em nenhuma etapa, com problemas listados e com o diálogo de substituição aberto', async () => {
  const rows = candidatos().map((r, i) => [...r, i === 0 ? 'Cargo' : 'Professor']);
  rows.push(['105', 'Eva', CPF_ANA, '', 'abc', '', 'Professor']);
  const wb = pasta([
    { nome: 'Candidatos', linhas: rows },
    {
      nome: 'Parâmetros',
      linhas: [
        ['Cargo', 'Vagas'],
        ['Professor', 2],
      ],
    },
  ]);
  const { user } = renderPainel(wb);
  await waitFor(() => expect(painel().queryByText('Lendo a pasta de trabalho…')).toBeNull());
  const found: Record<string, string[]> = {};
  found.dados = await violacoes();
  await user.click(screen.getByRole('tab', { name: 'Parâmetros' }));
  found.parametros = await violacoes();
  await user.click(screen.getByRole('tab', { name: 'Validar' }));
  await user.click(screen.getByRole('button', { name: 'Validar' }));
  await screen.findByRole('heading', { name: /^Resultado da validação/ });
  expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  found.validar = await violacoes();
  await user.click(screen.getByRole('tab', { name: 'Publicação' }));
  found.publicacao = await violacoes();

  // A valid workbook with earlier output: the confirmation dialog.
  wb.sheets[0].linhas.pop();
  await user.click(screen.getByRole('tab', { name: 'Validar' }));
  await user.click(screen.getByRole('button', { name: 'Validar' }));
  await screen.findByRole('heading', { name: /^Resultado da validação: 0 erros/ });
  await user.click(screen.getByRole('tab', { name: 'Gerar listas finais' }));
  found.gerar = await violacoes();
  await user.click(screen.getByRole('button', { name: 'Gerar listas finais' }));
  await screen.findByRole('heading', { name: 'Resultado da geração' });
  found.resultado = await violacoes();
  await user.click(screen.getByRole('button', { name: 'Gerar listas finais' }));
  const dialogo = await screen.findByRole('dialog', {}, { timeout: 10_000 }); // after a second analysis: slow on a busy machine
  expect(within(dialogo).getAllByRole('listitem').length).toBeGreaterThan(3);
  found.dialogo = await violacoes();
  expect(found).toEqual({ dados: [], parametros: [], validar: [], publicacao: [], gerar: [], resultado: [], dialogo: [] });
});

test('o axe deste ambiente encontra o que falta: um campo sem rótulo e um botão sem nome', async () => {
  document.body.innerHTML = '<main><input type="text"><button></button></main>';
  const v = await violacoes();
  document.body.innerHTML = '';
  expect(v.map((x) => x.split(' ')[0]).sort()).toEqual(['button-name', 'label']);
});

test('tema: fundo escuro do Office → tema escuro do Fluent; claro, ou cor desconhecida → claro', () => {
  expect(themeForBackground('#262626')).toBe(webDarkTheme);
  expect(themeForBackground('#000')).toBe(webDarkTheme);
  expect(themeForBackground('#ffffff')).toBe(webLightTheme);
  expect(themeForBackground('#e6e6e6')).toBe(webLightTheme);
  expect(themeForBackground(undefined)).toBe(webLightTheme);
  expect(themeForBackground('azul')).toBe(webLightTheme);
  expect(luminance('#ffffff')).toBeCloseTo(1, 5);
  expect(luminance('#000000')).toBe(0);
});
