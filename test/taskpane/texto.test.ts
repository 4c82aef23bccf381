// The sentences the pane says (src/taskpane/texto.ts): the live region's summary after Validar, the
// advice above the problems, where the computation runs for each host, the "Mostrar mais" button.
import { conselhoAnalise, privacyNote, resumoAnalise, rotuloMostrarMais } from '../../src/taskpane/texto';
import { analise } from '../support/pane-data';

test('resumo da validação: sem concurso, com erros, válida com erros, só avisos, nada', () => {
  expect(resumoAnalise(analise({ ok: false, erros: 0 }))).toBe('Validação concluída: não há um concurso para classificar nesta pasta.');
  expect(resumoAnalise(analise({ ok: false, erros: 1, avisos: 1 }))).toBe(
    'Validação concluída: 1 erro e 1 aviso. Corrija os erros antes de gerar as listas.',
  );
  expect(resumoAnalise(analise({ ok: false, erros: 250, avisos: 0 }))).toBe(
    'Validação concluída: 250 erros e 0 avisos. Corrija os erros antes de gerar as listas.',
  );
  expect(resumoAnalise(analise({ ok: true, erros: 2, avisos: 1 }))).toBe(
    'Validação concluída: as listas podem ser geradas, mas há 2 erros a resolver antes de publicar e 1 aviso.',
  );
  expect(resumoAnalise(analise({ ok: true, avisos: 3 }))).toBe('Validação concluída: nenhum erro; 3 avisos.');
  expect(resumoAnalise(analise())).toBe('Validação concluída: nenhum problema.');
});

test('conselho da validação', () => {
  expect(conselhoAnalise(analise({ ok: false, erros: 1 }))).toBe(
    'Corrija os erros na planilha e valide de novo: só então as listas podem ser geradas.',
  );
  expect(conselhoAnalise(analise({ erros: 1 }))).toBe(
    'As listas podem ser geradas, mas os erros abaixo devem ser resolvidos antes de publicar.',
  );
  expect(conselhoAnalise(analise({ avisos: 1 }))).toBe(
    'Nenhum erro: as listas podem ser geradas (etapa Gerar listas finais). Confira os avisos.',
  );
  expect(conselhoAnalise(analise())).toBe('Nenhum problema: as listas podem ser geradas (etapa Gerar listas finais).');
});

test('onde o cálculo roda, dito a cada host: neste computador (Excel, web), no Apps Script da planilha (Google Planilhas)', () => {
  expect(privacyNote({ tipo: 'excel' })).toBe('Tudo é calculado neste computador; nenhum dado é enviado.');
  expect(privacyNote({ tipo: 'web' })).toBe('Tudo é calculado neste computador; nenhum dado é enviado.');
  expect(privacyNote({ tipo: 'sheets' })).toBe(
    'O cálculo roda no Google Apps Script desta planilha, na conta Google de quem o executa; nenhum dado vai para outro lugar.',
  );
});

test('"Mostrar mais": quantos faltam de quantos, com os milhares separados', () => {
  expect(rotuloMostrarMais(151, 251)).toBe('Mostrar mais (151 restantes de 251)');
  expect(rotuloMostrarMais(1, 101)).toBe('Mostrar mais (1 restante de 101)');
  expect(rotuloMostrarMais(1134, 1234)).toBe('Mostrar mais (1.134 restantes de 1.234)');
});
