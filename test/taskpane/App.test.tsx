/** @jest-environment jsdom */
// The task pane (src/taskpane/App.tsx) as a commission member uses it, in jsdom over the in-memory
// workbook and the real workflow: a few journeys through the steps, what is seen, said and focused,
// what ends up in the workbook, and axe-core over each step once. The logic behind the screens (what
// the form keeps, what is announced, when to ask before replacing) is pinned in Node by estado.test.ts
// and tarefas.test.ts; the queries here are scoped to the step shown (test/support/pane.tsx says why).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CPF_ANA,
  HOST_WEB,
  abasDoSuplemento,
  aba,
  anuncio,
  candidatos,
  candidatosSemNota,
  dialogo,
  escolher,
  irPara,
  linhas,
  painel,
  pasta,
  pastaComProblemas,
  pastaDesistencia,
  pastaValida,
  prepararJsdom,
  renderPainel,
  violacoes,
  aberto,
  botao,
} from '../support/pane';

beforeAll(prepararJsdom);
jest.setTimeout(300_000);

test('Dados e Parâmetros: a comissão indica o cabeçalho, mapeia a Nota, preenche os parâmetros do edital e grava tudo na planilha Parâmetros', async () => {
  const comCriterios = candidatosSemNota().map((r, i) => [...r, i === 0 ? 'Português' : 10 - i, i === 0 ? 'Matemática' : i]);
  const wb = pasta([{ nome: 'Candidatos', linhas: comCriterios }]);
  const { user } = renderPainel(wb);
  await aberto();
  // The score column's header is not recognised: the step says which field is missing (the others are found).
  expect(
    painel().getByText(/^A planilha Candidatos não foi lida: nenhuma coluna do cabeçalho \(linha 1\) foi reconhecida como Nota\./),
  ).toBeTruthy();
  expect(screen.getByText('Versão 9.9.9. Tudo é calculado neste computador; nenhum dado é enviado.')).toBeTruthy();

  // No Parâmetros sheet yet: the step says so and offers to create it.
  await irPara(user, 'Parâmetros');
  expect(painel().getByText(/ainda não tem a planilha Parâmetros/)).toBeTruthy();
  expect(painel().getByText('Informe o número de vagas.')).toBeTruthy();
  expect(botao('Criar a planilha Parâmetros')).toBeTruthy();

  // Dados: the active cell is in the header row: "Usar a linha selecionada", then save.
  await irPara(user, 'Dados');
  wb.selecionada = { planilha: 'Candidatos', celula: 'C1' };
  await user.click(botao('Usar a linha selecionada'));
  expect((painel().getByRole('spinbutton', { name: 'Linha do cabeçalho' }) as HTMLInputElement).value).toBe('1');
  expect(painel().getByRole('combobox', { name: 'Planilha de candidatos' }).textContent).toBe('Candidatos');
  expect(painel().getByText('Linha 1 da planilha Candidatos. Salve para que valha.')).toBeTruthy();
  await user.click(botao('Salvar na planilha Parâmetros'));
  await painel().findByText(/Parâmetros gravados/, { selector: '.fui-MessageBarTitle' });
  expect(linhas(wb, 'Parâmetros')).toEqual(
    expect.arrayContaining([
      ['Planilha de candidatos', 'Candidatos'],
      ['Linha do cabeçalho', 1],
    ]),
  );

  // The header is read now: Desempenho feeds no field, and the Nota row says (nenhuma). Map it.
  const naoUsadas = (): string[] =>
    within(painel().getByRole('list', { name: 'Colunas não usadas' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
  expect(naoUsadas()).toEqual(['E: Desempenho', 'G: Português', 'H: Matemática']);
  const nota = (): HTMLElement => painel().getByRole('combobox', { name: 'Nota (obrigatório)' });
  expect(nota().textContent).toBe('(nenhuma)');
  expect(painel().getByRole('combobox', { name: 'Inscrição (obrigatório)' }).textContent).toBe('A: Inscrição');
  await escolher(user, nota(), 'E: Desempenho');
  expect(painel().getByText(/Há alterações ainda não gravadas/)).toBeTruthy();
  const axeDados = await violacoes();
  await user.click(botao('Salvar na planilha Parâmetros'));
  await waitFor(() => expect(painel().queryByText(/Há alterações ainda não gravadas/)).toBeNull());
  expect(linhas(wb, 'Parâmetros')).toEqual(expect.arrayContaining([['Coluna Nota', 'Desempenho']]));
  expect(nota().textContent).toBe('E: Desempenho');
  expect(naoUsadas()).toEqual(['G: Português', 'H: Matemática']);
  // The candidates sheet is never written.
  expect(linhas(wb, 'Candidatos')).toEqual(comCriterios);

  // Parâmetros: cargos with their live reserve, rule, options, dates and tie-break criteria.
  await irPara(user, 'Parâmetros');
  expect(botao('Salvar a planilha Parâmetros')).toBeTruthy();
  await user.type(painel().getByRole('spinbutton', { name: 'Vagas do cargo 1' }), '10');
  // Pirangi, 10 vacancies: 20% = 2 reserved (art. 3º), both readings give PP 2.
  const reserva = (nome = 'Reserva') => within(painel().getByRole('group', { name: nome }));
  expect(reserva().getByText(/^Total \(a leitura escolhida\): AC\s8 · PP\s2 · IND\s0 · QUI\s0$/)).toBeTruthy();
  expect(reserva().getByText(/^Por grupo: AC\s8 · PP\s2 · IND\s0 · QUI\s0$/)).toBeTruthy();
  await user.click(painel().getByRole('radio', { name: /^por grupo/ }));
  expect(reserva().getByText(/^Por grupo \(a leitura escolhida\)/)).toBeTruthy();

  await user.click(painel().getByRole('textbox', { name: 'Cargo 1' }));
  await user.paste('Professor');
  await user.click(botao('Adicionar cargo'));
  await user.click(painel().getByRole('textbox', { name: 'Cargo 2' }));
  await user.paste('Motorista');
  await user.type(painel().getByRole('spinbutton', { name: 'Vagas do cargo 2' }), '5');
  await user.click(botao('Adicionar cargo'));
  await user.click(botao('Remover o cargo 3'));
  expect(reserva('Reserva de Motorista')).toBeTruthy();

  await escolher(user, painel().getByRole('combobox', { name: 'Regra (lei)' }), 'Lei federal nº 15.142/2025');
  await escolher(user, painel().getByRole('combobox', { name: /Reserva para pessoas com deficiência/ }), 'Decreto federal nº 9.508/2018');
  await user.click(painel().getByRole('radio', { name: 'eliminado de todas as listas' }));
  await user.click(painel().getByRole('radio', { name: /^todas: nas duas listas/ }));
  fireEvent.change(painel().getByLabelText('Data do edital'), { target: { value: '2026-01-05' } });
  fireEvent.change(painel().getByLabelText('Data de referência (idade)'), { target: { value: '2026-03-20' } });

  // Only columns that can be criteria are offered (rules.md §2.3): numbers, dates, Sim/Não — not Nome, Inscrição or the
  // column mapped to the Nota.
  const adicionar = (): HTMLElement => painel().getByRole('combobox', { name: /Adicionar critério/ });
  await user.click(adicionar());
  const oferecidas = await waitFor(() => within(document.querySelector<HTMLElement>('[role="listbox"]')!).getAllByRole('option'));
  expect(oferecidas.map((o) => o.textContent)).toEqual(['Nascimento (datas)', 'Português (números)', 'Matemática (números)']);
  await user.keyboard('{Escape}');
  await escolher(user, adicionar(), /^Português/);
  await escolher(user, adicionar(), /^Matemática/);
  await user.click(botao('Subir Matemática'));
  const criterios = painel().getByRole('list', { name: 'Critérios de desempate' });
  const ordem = (): string[] =>
    within(criterios)
      .getAllByRole('combobox')
      .map((c) => c.getAttribute('aria-label') ?? '');
  expect(ordem()).toEqual(['Ordem do critério Matemática', 'Ordem do critério Português']);
  // Each criterion's direction: the kind's default, or the one the edital says.
  const ordemPortugues = (): HTMLElement => painel().getByRole('combobox', { name: 'Ordem do critério Português' });
  expect(ordemPortugues().textContent).toBe('padrão (maior primeiro)');
  await escolher(user, ordemPortugues(), 'menor primeiro');
  expect(ordemPortugues().textContent).toBe('menor primeiro');
  // The edital's item behind an option (rules.md §7).
  await user.click(painel().getByRole('textbox', { name: 'Fundamento (item do edital) — Arredondamento' }));
  await user.paste('item 5.3 do Edital nº 1/2026');
  const axeParametros = await violacoes();

  await user.click(botao('Salvar a planilha Parâmetros'));
  await waitFor(() => expect(painel().queryByText(/Há alterações ainda não gravadas/)).toBeNull());
  const gravadas = linhas(wb, 'Parâmetros');
  expect(gravadas).toEqual(
    expect.arrayContaining([
      ['Parâmetro', 'Valor', 'Fundamento (item do edital)'],
      ['Regra', 'federal-15142-2025'],
      ['Arredondamento', 'por-grupo', 'item 5.3 do Edital nº 1/2026'],
      ['Reserva PcD', 'federal-9508-2018'],
      ['Reserva múltipla', 'todas'],
      ['Ausência na confirmação', 'eliminado'],
      ['Data do edital', '05/01/2026'],
      ['Data de referência', '20/03/2026'],
      ['Critérios de desempate', 'Matemática; Português (menor primeiro)'],
      ['Coluna Nota', 'Desempenho'],
      ['Cargo', 'Vagas'],
      ['Professor', 10],
      ['Motorista', 5],
    ]),
  );
  expect(gravadas.some((r) => r[0] === 'Colisão')).toBe(false);
  // The form shows what the sheet says.
  expect((painel().getByRole('textbox', { name: 'Cargo 2' }) as HTMLInputElement).value).toBe('Motorista');

  // An edit not saved: said in Validar and Gerar, where generation is off; discarding restores the sheet's value.
  const vagas = (): HTMLInputElement => painel().getByRole('spinbutton', { name: 'Vagas do cargo 1' }) as HTMLInputElement;
  await user.clear(vagas());
  await user.type(vagas(), '3');
  await irPara(user, 'Validar');
  expect(painel().getByText(/Há parâmetros alterados no painel e ainda não gravados/)).toBeTruthy();
  await irPara(user, 'Gerar listas finais');
  expect(painel().getByText(/parâmetros alterados e não gravados/)).toBeTruthy();
  expect(botao('Gerar listas finais').disabled).toBe(true);
  await irPara(user, 'Parâmetros');
  await user.click(botao('Descartar alterações'));
  expect(vagas().value).toBe('10');
  expect(painel().queryByText(/Há alterações ainda não gravadas/)).toBeNull();
  expect(linhas(wb, 'Parâmetros')).toEqual(gravadas);

  expect({ dados: axeDados, parametros: axeParametros }).toEqual({ dados: [], parametros: [] });
});

test('Dados: a coluna da nota renomeada deixa de fora só a Nota; os outros campos ficam, e a mensagem está ao lado da lista da Nota', async () => {
  const wb = pasta([
    { nome: 'Candidatos', linhas: candidatosSemNota() },
    { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
  ]);
  const { user } = renderPainel(wb);
  await aberto();
  const coluna = (nome: string): string | null => painel().getByRole('combobox', { name: nome }).textContent;
  expect({
    inscricao: coluna('Inscrição (obrigatório)'),
    nome: coluna('Nome'),
    cpf: coluna('CPF'),
    nascimento: coluna('Nascimento'),
    cota: coluna('Cota'),
    nota: coluna('Nota (obrigatório)'),
  }).toEqual({
    inscricao: 'A: Inscrição',
    nome: 'B: Nome',
    cpf: 'C: CPF',
    nascimento: 'D: Nascimento',
    cota: 'F: Cota',
    nota: '(nenhuma)',
  });
  // One message, beside the one field missing, describing its dropdown; the step's sentence names the field, not the Parâmetros sheet.
  const mensagem = 'Nenhuma coluna foi reconhecida como Nota: escolha aqui a que a contém.';
  expect(painel().getAllByText(mensagem)).toHaveLength(1);
  const nota = painel().getByRole('combobox', { name: 'Nota (obrigatório)', description: mensagem });
  expect(painel().getByText(/^A planilha Candidatos não foi lida: nenhuma coluna/).textContent).toBe(
    'A planilha Candidatos não foi lida: nenhuma coluna do cabeçalho (linha 1) foi reconhecida como Nota. Escolha a coluna abaixo, em Nota, e salve.',
  );
  // The unrecognised column is listed: the commission sees which one it is.
  expect(
    within(painel().getByRole('list', { name: 'Colunas não usadas' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['E: Desempenho']);
  await user.click(botao('Escolher a coluna de Nota'));
  expect(document.activeElement).toBe(nota);
  await escolher(user, nota, 'E: Desempenho');
  await user.click(botao('Salvar na planilha Parâmetros'));
  await waitFor(() => expect(painel().getByText(/^Candidatos lidos da planilha Candidatos/)).toBeTruthy());
  expect(painel().queryByText(mensagem)).toBeNull();
  expect(coluna('Nota (obrigatório)')).toBe('E: Desempenho');
  expect(coluna('Cota')).toBe('F: Cota');
});

test('Validar: a barra de progresso, os problemas numa lista (erros primeiro), a célula de cada um, o resultado dito e focado; e a pasta que não pôde ser lida', async () => {
  const wb = pastaComProblemas();
  const { user, acoes } = renderPainel(wb);
  await aberto();
  const real = acoes.analisar;
  let soltar: () => void = () => undefined;
  acoes.analisar = async (progresso) => {
    acoes.analisar = real;
    progresso?.('classificando', 500, 1000);
    await new Promise<void>((r) => (soltar = r));
    return real(progresso);
  };
  await irPara(user, 'Validar');
  const validar = botao('Validar');
  await user.click(validar);
  const barra = await waitFor(() => document.querySelector<HTMLElement>('[role="progressbar"]')!);
  expect(within(barra.closest('.fui-Field') as HTMLElement).getByRole('progressbar', { name: 'Classificando os candidatos' })).toBe(barra);
  // The share of the whole analysis: reading 15%, validating 45%, half of classifying's 40%.
  expect(barra.getAttribute('aria-valuenow')).toBe('0.8');
  expect(screen.getByText('500 de 1.000')).toBeTruthy();
  expect(validar.disabled).toBe(true);
  await act(async () => soltar());

  const titulo = await painel().findByRole('heading', { name: /^Resultado da validação: 1 erro, 1 aviso$/ });
  expect(document.querySelector('[role="progressbar"]')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(titulo));
  await waitFor(() => expect(anuncio('alert')).toBe('Validação concluída: 1 erro e 1 aviso. Corrija os erros antes de gerar as listas.'));
  expect(painel().getByText('Corrija os erros na planilha e valide de novo: só então as listas podem ser geradas.')).toBeTruthy();
  const itens = within(painel().getByRole('list', { name: 'Problemas da validação (2)' })).getAllByRole('listitem');
  expect(itens.map((li) => li.textContent?.slice(0, 5))).toEqual(['ErroP', 'Aviso']);
  expect(itens[0].textContent).toMatch(/linha 3, coluna 'Nota'/);
  await user.click(within(itens[0]).getByRole('button', { name: 'Ir para a célula E3 (Candidatos)' }));
  expect(wb.selecoes).toEqual([{ planilha: 'Candidatos', celula: 'E3' }]);
  const axeValidar = await violacoes();

  // Generation is off while there are errors; the step leads back to Validar.
  await irPara(user, 'Gerar listas finais');
  expect(botao('Gerar listas finais').disabled).toBe(true);
  expect(painel().getByText(/A última validação encontrou 1 erro:/)).toBeTruthy();
  await user.click(botao('Ir para Validar'));
  expect(aba('Validar').getAttribute('aria-selected')).toBe('true');

  // The workbook cannot be read any more: "Não foi possível concluir", with the host's message, said urgently, focused.
  wb.readSheets = async () => {
    throw new Error('O Excel não respondeu.');
  };
  await user.click(validar);
  await painel().findByText('Não foi possível concluir.');
  expect(painel().getByText('O Excel não respondeu.')).toBeTruthy();
  await waitFor(() => expect(anuncio('alert')).toBe('Não foi possível concluir: O Excel não respondeu.'));
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Não foi possível concluir.'));

  expect(axeValidar).toEqual([]);
});

test('centenas de problemas: nenhum é cortado, a lista mostra 100 por vez, o aviso por último', async () => {
  const { user } = renderPainel(pastaComProblemas(100));
  await aberto();
  await irPara(user, 'Validar');
  await user.click(botao('Validar'));
  await painel().findByRole('heading', { name: /^Resultado da validação: 101 erros, 1 aviso$/ });
  // Plain DOM queries from here: role queries over a hundred items cost seconds each in jsdom.
  const lista = painel().getByRole('list', { name: 'Problemas da validação (102)' });
  const itens = (): HTMLElement[] => Array.from(lista.querySelectorAll<HTMLElement>(':scope > li'));
  expect(itens()).toHaveLength(100);
  expect(itens().every((li) => /^Erro/.test(li.textContent ?? ''))).toBe(true);
  const mais = (): HTMLButtonElement | null => lista.parentElement!.querySelector<HTMLButtonElement>(':scope > button');
  expect(mais()?.textContent).toBe('Mostrar mais (2 restantes de 102)');
  await user.click(mais()!);
  expect(itens()).toHaveLength(102);
  expect(itens()[101].textContent).toMatch(/^Aviso/);
  expect(mais()).toBeNull();
  // Another step and back: the list is as it was left.
  await irPara(user, 'Dados');
  await irPara(user, 'Validar');
  expect(itens()).toHaveLength(102);
});

test('Gerar e Publicação: gera com a máscara, adiciona a função RESERVA, e gera de novo por cargo e sem máscara depois de confirmar a substituição', async () => {
  const wb = pastaValida();
  const antes = JSON.stringify(wb.sheets);
  const valores = (nomes: string[]): string => JSON.stringify(wb.sheets.filter((s) => nomes.includes(s.nome)).map((s) => s.linhas));
  const { user } = renderPainel(wb);
  await aberto();
  expect(painel().getByText('Candidatos lidos da planilha Candidatos, cabeçalho na linha 1.')).toBeTruthy();
  expect(painel().getByText('Todas as colunas do cabeçalho foram reconhecidas.')).toBeTruthy();
  const axe: Record<string, string[]> = {};

  await irPara(user, 'Gerar listas finais');
  expect((painel().getByRole('radio', { name: /^Uma planilha por lista, com um bloco por cargo/ }) as HTMLInputElement).checked).toBe(true);
  expect(painel().getByText(/CPF mascarado e sem datas de nascimento/)).toBeTruthy();
  await user.click(botao('Gerar listas finais'));
  const titulo = await painel().findByRole('heading', { name: 'Resultado da geração' });
  await waitFor(() => expect(document.activeElement).toBe(titulo));
  await waitFor(() => expect(anuncio('status')).toMatch(/^Listas finais gravadas/));
  const primeira = abasDoSuplemento(wb);
  expect(primeira).toEqual(expect.arrayContaining(['Resumo', 'AC', 'Nomeação', 'Memória de cálculo']));
  expect(primeira.some((n) => /Professor|Motorista/.test(n))).toBe(false);
  expect(painel().getByText(`Planilhas gravadas: ${primeira.join(', ')}.`)).toBeTruthy();
  expect(valores(primeira)).toContain('***.982.247-**');
  expect(valores(primeira)).not.toContain(CPF_ANA);
  expect(valores(primeira)).not.toContain('10/01/1980');
  axe.gerar = await violacoes();

  // Publicação: the host's function help, the RESERVA name; masking off.
  await irPara(user, 'Publicação');
  expect(painel().getByText('=COTAS.RESERVA(17; "PP")')).toBeTruthy();
  expect(painel().getByText(/precisam do Microsoft 365, do Excel 2024 ou do Excel na Web/)).toBeTruthy();
  expect(painel().getByText(/CLASSIFICAR é a função CLASSIFICAR do próprio Excel/)).toBeTruthy();
  await user.click(botao('Adicionar a função RESERVA a esta pasta'));
  await painel().findByRole('heading', { name: 'Nomes da pasta' });
  expect(painel().getByText(/RESERVA/, { selector: '.fui-MessageBarTitle' })).toBeTruthy();
  expect(wb.nomes.RESERVA.formula).toMatch(
    /^=LAMBDA\(vagas,\[grupo\],IF\(ISOMITTED\(grupo\),COTAS\.RESERVA\(vagas\),COTAS\.RESERVA\(vagas,grupo\)\)\)$/,
  );
  const mascara = painel().getByRole('switch', { name: 'Mascarar dados pessoais nas listas publicadas' }) as HTMLInputElement;
  expect(mascara.checked).toBe(true);
  await user.click(mascara);
  expect(painel().getByText(/^Desligado: as listas geradas trazem o CPF completo/)).toBeTruthy();
  axe.publicacao = await violacoes();

  // One sheet per cargo, generate again: the dialog names the sheets it replaces.
  await irPara(user, 'Gerar listas finais');
  expect(painel().getByText(/^Dados pessoais: CPF completo e datas de nascimento/)).toBeTruthy();
  await user.click(painel().getByRole('radio', { name: 'Uma planilha por lista e por cargo' }));
  await user.click(botao('Gerar listas finais'));
  const substituir = await dialogo('Substituir as listas geradas antes?');
  // The dialog holds the focus on its safe choice (Enter, Enter must not replace the lists), so that Tabster keeps it the active modal layer.
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancelar'));
  // Tabster hides every modal layer but the active one 250 ms after a focus change: still accessible after that.
  await new Promise((r) => setTimeout(r, 300));
  await dialogo('Substituir as listas geradas antes?');
  expect(within(substituir).getByText(/serão substituídas; nenhuma outra planilha é alterada/)).toBeTruthy();
  expect(
    within(within(substituir).getByRole('list', { name: 'Planilhas que serão substituídas' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(primeira);
  axe.dialogo = await violacoes();
  // Cancel: nothing changes.
  await user.click(within(substituir).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  // The focus goes back to the button that opened the dialog, which is accessible again at once.
  await waitFor(() => expect(document.activeElement).toBe(botao('Gerar listas finais')));
  expect(abasDoSuplemento(wb)).toEqual(primeira);
  // Esc closes it the same way: nothing changes, the focus goes back to the button.
  await user.click(botao('Gerar listas finais'));
  await dialogo('Substituir as listas geradas antes?');
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancelar'));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(botao('Gerar listas finais')));
  expect(abasDoSuplemento(wb)).toEqual(primeira);

  await user.click(botao('Gerar listas finais'));
  await user.click(within(await dialogo('Substituir as listas geradas antes?')).getByRole('button', { name: 'Substituir e gerar' }));
  await painel().findByText(/^Substituídas \(geradas antes pelo suplemento\):/);
  const segunda = abasDoSuplemento(wb);
  expect(segunda).toEqual(expect.arrayContaining(['Resumo', 'Memória de cálculo']));
  expect(segunda.some((n) => /Professor/.test(n)) && segunda.some((n) => /Motorista/.test(n))).toBe(true);
  expect(segunda.some((n) => / \(\d+\)$/.test(n))).toBe(false);
  expect(valores(segunda)).toContain(CPF_ANA);
  // The commission's sheets are exactly as they were.
  expect(JSON.stringify(wb.sheets.filter((s) => !s.doSuplemento))).toBe(JSON.stringify(JSON.parse(antes)));

  expect(axe).toEqual({ gerar: [], publicacao: [], dialogo: [] });
});

test('Gerar: com um erro que não impede gerar (empate decisivo não resolvido), a etapa diz ANTES de gerar que as listas sairão como PROVISÓRIO — não publicar, e por quê', async () => {
  const empate = pasta([
    {
      nome: 'Candidatos',
      linhas: [
        ['Inscrição', 'Nome', 'Nota'],
        ['101', 'Ana', 90],
        ['102', 'Bia', 80],
        ['103', 'Caio', 80],
        ['104', 'Duda', 70],
      ],
    },
    { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
  ]);
  const { user, unmount } = renderPainel(empate);
  await aberto();
  await irPara(user, 'Gerar listas finais');
  const aviso = painel().getByText('As listas sairão como PROVISÓRIO — não publicar').closest('.fui-MessageBar') as HTMLElement;
  const motivos = within(within(aviso).getByRole('list', { name: 'Por que as listas são provisórias' })).getAllByRole('listitem');
  expect(motivos.map((li) => li.textContent)).toEqual([expect.stringMatching(/^Empate não resolvido entre as inscrições 102 e 103/)]);
  expect(botao('Gerar listas finais').disabled).toBe(false);
  expect(abasDoSuplemento(empate)).toEqual([]);

  // A workbook with nothing standing: no such notice.
  unmount();
  const limpa = renderPainel(pastaValida());
  await aberto();
  await irPara(limpa.user, 'Gerar listas finais');
  expect(botao('Gerar listas finais').disabled).toBe(false);
  expect(painel().queryByText('As listas sairão como PROVISÓRIO — não publicar')).toBeNull();
});

test('página web: sem seleção de células, sem nomes, sem ajuda de funções; a gravação que falha é dita com urgência, a geração fala em baixar o arquivo', async () => {
  const wb = pasta([
    { nome: 'Candidatos', linhas: candidatos() },
    { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
  ]);
  const { user } = renderPainel(wb, { host: HOST_WEB, nomes: false });
  await aberto();
  expect(screen.getByText('Página web')).toBeTruthy();
  expect(screen.getByText('Versão 9.9.9. Tudo é calculado neste computador; nenhum dado é enviado.')).toBeTruthy();
  expect(painel().queryByRole('button', { name: 'Usar a linha selecionada' })).toBeNull();
  // Saving the Parâmetros reaches the page's copy of the workbook, not the file on the computer: the step says so.
  await irPara(user, 'Parâmetros');
  expect(
    painel().getByText(/reescrita na cópia da pasta de trabalho mantida por esta página; baixe a pasta de trabalho completa/),
  ).toBeTruthy();
  expect(painel().queryByText(/quem abrir a pasta vê o mesmo/)).toBeNull();
  await irPara(user, 'Publicação');
  expect(painel().queryByRole('heading', { name: 'Funções na planilha' })).toBeNull();
  expect(painel().queryByRole('button', { name: /RESERVA/ })).toBeNull();

  const gravar = wb.replaceOutput.bind(wb);
  wb.replaceOutput = async () => {
    throw new Error('A pasta está somente leitura.');
  };
  await irPara(user, 'Gerar listas finais');
  expect(painel().getByText(/baixa um arquivo \.xlsx/)).toBeTruthy();
  await user.click(botao('Gerar e baixar o arquivo'));
  await painel().findByText('Não foi possível gravar as listas: A pasta está somente leitura.', { selector: '.fui-MessageBarTitle' });
  await waitFor(() => expect(anuncio('alert')).toBe('Não foi possível gravar as listas: A pasta está somente leitura.'));
  expect(wb.sheets.map((s) => s.nome)).toEqual(['Candidatos', 'Parâmetros']);

  wb.replaceOutput = gravar;
  await user.click(botao('Gerar e baixar o arquivo'));
  await painel().findByText(/^Planilhas do arquivo baixado:/);
  expect(document.querySelector('[role="dialog"]')).toBeNull();
});

test('Nomeações: quem nomear agora e por quê; a nomeação numa linha por pessoa; P2 desiste e P4 é chamada à 3ª posição; uma vaga nova e quem a ocupa', async () => {
  // rules.md §10's withdrawal example: 10 vacancies, the order G1, P1, P2, G2, D1, G3, G4, P3, G5, G6.
  const wb = pasta(pastaDesistencia());
  const { user } = renderPainel(wb);
  await aberto();
  await irPara(user, 'Nomeações');
  const aNomear = (): HTMLElement[] =>
    Array.from(painel().queryByRole('list', { name: 'Pessoas a nomear agora' })?.querySelectorAll<HTMLElement>(':scope > li') ?? []);
  const pessoas = (): (string | null)[] => aNomear().map((li) => li.querySelector('.fui-Checkbox')!.textContent);
  const titulo = (t: string | RegExp) => painel().findByText(t, { selector: '.fui-MessageBarTitle' });
  expect(pessoas()).toEqual(['G1', 'P1', 'P2', 'G2', 'D1', 'G3', 'G4', 'P3', 'G5', 'G6'].map((id) => `${id} – Pessoa ${id}`));
  expect(aNomear()[2].textContent).toMatch(/^3ª posiçãovaga PP, conta como PP/);
  expect(within(aNomear()[2]).getByRole('list', { name: 'Por que P2' }).textContent).toBe(
    'Entra na ordem de nomeação a partir de 3 vagas, pela lista PP.',
  );
  // Two left out of this act: the button counts who is in it.
  await user.click(within(aNomear()[8]).getByRole('checkbox'));
  await user.click(within(aNomear()[9]).getByRole('checkbox'));
  await user.type(painel().getByRole('textbox', { name: 'Ato de nomeação (número da portaria ou do decreto)' }), 'Portaria 45/2026');
  fireEvent.change(painel().getByLabelText('Data do ato'), { target: { value: '2026-04-02' } });
  const axe: Record<string, string[]> = { nomear: await violacoes() };
  await user.click(botao('Registrar a nomeação (8 pessoas)'));
  await titulo("8 atos registrados na planilha 'Nomeações' (linhas 2 a 9), criada agora.");
  await waitFor(() => expect(anuncio('status')).toBe("8 atos registrados na planilha 'Nomeações' (linhas 2 a 9), criada agora."));
  const gravadas = linhas(wb, 'Nomeações');
  expect(gravadas[0]).toEqual(['Cargo', 'Posição', 'Inscrição', 'Nome', 'Situação', 'Ato', 'Data']);
  expect(gravadas.slice(1).map((r) => r.slice(1, 6))).toEqual(
    ['G1', 'P1', 'P2', 'G2', 'D1', 'G3', 'G4', 'P3'].map((id, i) => [i + 1, id, `Pessoa ${id}`, 'Nomeado(a)', 'Portaria 45/2026']),
  );
  expect(gravadas[1][6]).toEqual(new Date(Date.UTC(2026, 3, 2)));

  // The sheet read again: the two left are still to be called; a second act for them.
  expect(pessoas()).toEqual(['G5 – Pessoa G5', 'G6 – Pessoa G6']);
  await user.click(botao('Registrar a nomeação (2 pessoas)'));
  await titulo("2 atos registrados na planilha 'Nomeações' (linhas 10 a 11).");
  expect(painel().getByRole('heading', { name: 'A nomear agora (0)' })).toBeTruthy();
  expect(within(painel().getByRole('list', { name: 'Posições ocupadas' })).getAllByRole('listitem')[2].textContent).toBe(
    '3ª: P2 – Pessoa P2 — Nomeado(a) — Portaria 45/2026 (02/04/2026)',
  );

  // P2 withdraws: picked among the people, "Desistente".
  await escolher(user, painel().getByRole('combobox', { name: 'Pessoa' }), /^3ª: P2 – Pessoa P2/);
  await escolher(user, painel().getByRole('combobox', { name: 'Situação' }), /^Desistente/);
  await user.type(painel().getByRole('textbox', { name: 'Ato (número do documento)' }), 'Termo 7/2026');
  axe.situacao = await violacoes();
  await user.click(botao('Registrar a situação'));
  await titulo("1 ato registrado na planilha 'Nomeações' (linha 12).");
  expect(linhas(wb, 'Nomeações')[11].slice(0, 6)).toEqual([null, 3, 'P2', 'Pessoa P2', 'Desistente', 'Termo 7/2026']);
  // The next call is right: P4, the next of the PP list, at the 3rd position (Art. 10, §3º).
  expect(pessoas()).toEqual(['P4 – Pessoa P4']);
  expect(aNomear()[0].textContent).toMatch(
    /^3ª posiçãovaga PP, conta como PPP4 – Pessoa P4Antes: P2 – Pessoa P2 \(Desistente, Termo 7\/2026\)\./,
  );
  expect(within(aNomear()[0]).getByRole('list', { name: 'Por que P4' }).textContent).toMatch(
    /a nomear agora a inscrição P4, a próxima da lista de pretos e pardos\. \(art\. 10, §3º\)/,
  );

  // A new vacancy: the Parâmetros sheet's Vagas row, and who the law calls to the 11th position.
  const vagas = painel().getByRole('spinbutton', { name: 'Vagas do cargo agora' }) as HTMLInputElement;
  expect(vagas.value).toBe('11');
  await user.click(botao('Aumentar as vagas'));
  await titulo(/^Vagas do concurso: de 10 para 11\./);
  expect(linhas(wb, 'Parâmetros')).toEqual(expect.arrayContaining([['Vagas', 11]]));
  expect(pessoas()).toEqual(['P4 – Pessoa P4', 'G7 – Pessoa G7']);
  expect(aNomear()[1].textContent).toMatch(/^11ª posição/);

  // Someone of the cadastro de reserva withdraws: their inscrição typed, no position (rules.md §10).
  await escolher(user, painel().getByRole('combobox', { name: 'Pessoa' }), 'Outra pessoa (cadastro de reserva)');
  await user.type(painel().getByRole('textbox', { name: 'Inscrição' }), 'G8');
  await escolher(user, painel().getByRole('combobox', { name: 'Situação' }), /^Desistente/);
  await user.click(botao('Registrar a situação'));
  await titulo("1 ato registrado na planilha 'Nomeações' (linha 13).");
  expect(linhas(wb, 'Nomeações')[12].slice(0, 5)).toEqual([null, null, 'G8', null, 'Desistente']);
  expect(pessoas()).toEqual(['P4 – Pessoa P4', 'G7 – Pessoa G7']);
  expect(axe).toEqual({ nomear: [], situacao: [] });
});

test('o axe deste ambiente encontra o que falta: um campo sem rótulo e um botão sem nome', async () => {
  document.body.innerHTML = '<main><input type="text"><button></button></main>';
  const v = await violacoes();
  document.body.innerHTML = '';
  expect(v.map((x) => x.split(' ')[0]).sort()).toEqual(['button-name', 'label']);
});
