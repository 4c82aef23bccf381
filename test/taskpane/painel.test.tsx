/** @jest-environment jsdom */
// The task pane, step by step, with Testing Library over the in-memory workbook and the real
// workflow (paneActions): what the commission clicks, and what ends up in the workbook.
import { act, screen, waitFor, within } from '@testing-library/react';
import { paneActions } from '../../src/app/workflow';
import { CPF_ANA, candidatos, candidatosSemNota, linhas, pasta, prepararJsdom, renderPainel } from './ambiente';

beforeAll(prepararJsdom);

/** The step shown (the other panels are hidden). */
const painel = () => within(screen.getByRole('tabpanel'));

/** Waits for the first reading (the pane reads the workbook when it opens). */
async function aberto(): Promise<void> {
  await waitFor(() => expect(painel().queryByText('Lendo a pasta de trabalho…')).toBeNull());
}

async function escolher(user: ReturnType<typeof renderPainel>['user'], combobox: HTMLElement, opcao: string | RegExp): Promise<void> {
  await user.click(combobox);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: opcao }));
}

describe('Dados', () => {
  test('escolhe a planilha e a linha do cabeçalho pela seleção, mapeia a Nota e grava tudo na planilha Parâmetros', async () => {
    const wb = pasta([{ nome: 'Candidatos', linhas: candidatosSemNota() }]);
    const { user } = renderPainel(wb);
    await aberto();
    expect(painel().getByText(/^Nenhuma planilha de candidatos foi (lida|encontrada)/)).toBeTruthy();

    // The active cell is in the header row: "Usar a linha selecionada".
    wb.selecionada = { planilha: 'Candidatos', celula: 'C1' };
    await user.click(screen.getByRole('button', { name: 'Usar a linha selecionada' }));
    expect((screen.getByRole('spinbutton', { name: 'Linha do cabeçalho' }) as HTMLInputElement).value).toBe('1');
    expect(screen.getByRole('combobox', { name: 'Planilha de candidatos' }).textContent).toBe('Candidatos');
    await user.click(screen.getByRole('button', { name: 'Salvar no Parâmetros' }));
    await painel().findByText(/Parâmetros gravados/, { selector: '.fui-MessageBarTitle' });
    expect(linhas(wb, 'Parâmetros')).toEqual(
      expect.arrayContaining([
        ['Planilha de candidatos', 'Candidatos'],
        ['Linha do cabeçalho', 1],
      ]),
    );

    // Now the header is read: Desempenho is not used; the Nota row says (nenhuma).
    const naoUsadas = screen.getByRole('list', { name: 'Colunas não usadas' });
    expect(within(naoUsadas).getByText('E: Desempenho')).toBeTruthy();
    const nota = screen.getByRole('combobox', { name: 'Nota (obrigatório)' });
    expect(nota.textContent).toBe('(nenhuma)');
    expect(screen.getByRole('combobox', { name: 'Inscrição (obrigatório)' }).textContent).toBe('A: Inscrição');
    await escolher(user, nota, 'E: Desempenho');
    expect(painel().getByText(/Há alterações ainda não gravadas/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar no Parâmetros' }));
    await waitFor(() => expect(painel().queryByText(/Há alterações ainda não gravadas/)).toBeNull());
    expect(linhas(wb, 'Parâmetros')).toEqual(expect.arrayContaining([['Coluna Nota', 'Desempenho']]));
    expect(screen.getByRole('combobox', { name: 'Nota (obrigatório)' }).textContent).toBe('E: Desempenho');
    expect(painel().getByText('Todas as colunas do cabeçalho foram reconhecidas.')).toBeTruthy();
    // The candidates sheet is never written.
    expect(linhas(wb, 'Candidatos')).toEqual(candidatosSemNota());
  });
});

describe('Parâmetros', () => {
  function pastaComCriterios() {
    const rows = candidatos().map((r, i) => [...r, i === 0 ? 'Português' : 10 - i, i === 0 ? 'Matemática' : i]);
    return pasta([{ nome: 'Candidatos', linhas: rows }]);
  }

  test('cargos, regra, opções, datas e critérios: a prévia acompanha e tudo vai para a planilha Parâmetros, criada agora', async () => {
    const wb = pastaComCriterios();
    const { user } = renderPainel(wb);
    await aberto();
    await user.click(screen.getByRole('tab', { name: 'Parâmetros' }));
    expect(painel().getByText(/ainda não tem a planilha Parâmetros/)).toBeTruthy();
    expect(painel().getByText('Informe o número de vagas.')).toBeTruthy();

    const vagas1 = screen.getByRole('spinbutton', { name: 'Vagas do cargo 1' });
    await user.type(vagas1, '10');
    // Pirangi, 10 vacancies: 20% = 2 reserved (art. 3º), both readings give PP 2.
    const reserva = screen.getByRole('group', { name: 'Reserva' });
    expect(within(reserva).getByText(/^Total \(a leitura escolhida\): AC\s8 · PP\s2 · IND\s0 · QUI\s0$/)).toBeTruthy();
    expect(within(reserva).getByText(/^Por grupo: AC\s8 · PP\s2 · IND\s0 · QUI\s0$/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^por grupo/ }));
    expect(within(screen.getByRole('group', { name: 'Reserva' })).getByText(/^Por grupo \(a leitura escolhida\)/)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Cargo 1' }), 'Professor');
    await user.click(screen.getByRole('button', { name: 'Adicionar cargo' }));
    await user.type(screen.getByRole('textbox', { name: 'Cargo 2' }), 'Motorista');
    await user.type(screen.getByRole('spinbutton', { name: 'Vagas do cargo 2' }), '5');
    await user.click(screen.getByRole('button', { name: 'Adicionar cargo' }));
    await user.click(screen.getByRole('button', { name: 'Remover o cargo 3' }));
    expect(screen.getByRole('group', { name: 'Reserva de Motorista' })).toBeTruthy();

    await escolher(user, screen.getByRole('combobox', { name: 'Regra (lei)' }), 'Lei federal nº 15.142/2025');
    await escolher(user, screen.getByRole('combobox', { name: /Reserva para pessoas com deficiência/ }), 'Decreto federal nº 9.508/2018');
    await user.click(screen.getByRole('radio', { name: 'eliminado de todas as listas' }));
    await user.click(screen.getByRole('radio', { name: /^todas: nas duas listas/ }));
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(screen.getByLabelText('Data do edital'), { target: { value: '2026-01-05' } });
    fireEvent.change(screen.getByLabelText('Data de referência (idade)'), { target: { value: '2026-03-20' } });

    const adicionar = (): HTMLElement => screen.getByRole('combobox', { name: /Adicionar critério/ });
    await escolher(user, adicionar(), 'Português');
    await escolher(user, adicionar(), 'Matemática');
    await escolher(user, adicionar(), 'Nome');
    await user.click(screen.getByRole('button', { name: 'Remover Nome' }));
    await user.click(screen.getByRole('button', { name: 'Subir Matemática' }));
    const criterios = screen.getByRole('list', { name: 'Critérios de desempate' });
    expect(
      within(criterios)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/SubirDescerRemover$/, '')),
    ).toEqual(['Matemática', 'Português']);

    await user.click(screen.getByRole('button', { name: 'Criar a planilha Parâmetros' }));
    await painel().findByText(/Parâmetros gravados/, { selector: '.fui-MessageBarTitle' });
    const rows = linhas(wb, 'Parâmetros');
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Regra', 'federal-15142-2025'],
        ['Arredondamento', 'por-grupo'],
        ['Reserva PcD', 'federal-9508-2018'],
        ['Reserva múltipla', 'todas'],
        ['Ausência na confirmação', 'eliminado'],
        ['Data do edital', '05/01/2026'],
        ['Data de referência', '20/03/2026'],
        ['Critérios de desempate', 'Matemática', 'Português'],
        ['Cargo', 'Vagas'],
        ['Professor', 10],
        ['Motorista', 5],
      ]),
    );
    expect(rows.some((r) => r[0] === 'Colisão')).toBe(false);
    // The sheet now exists: the button says so, and the form shows what the sheet says.
    expect(screen.getByRole('button', { name: 'Salvar a planilha Parâmetros' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Cargo 2' }) as HTMLInputElement).value).toBe('Motorista');
  });

  test('alterações não gravadas: avisadas, "Gerar" fica desligado até gravar ou descartar', async () => {
    const wb = pasta([
      { nome: 'Candidatos', linhas: candidatos() },
      { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
    ]);
    const { user } = renderPainel(wb);
    await aberto();
    await user.click(screen.getByRole('tab', { name: 'Parâmetros' }));
    const vagas = screen.getByRole('spinbutton', { name: 'Vagas do cargo 1' }) as HTMLInputElement;
    expect(vagas.value).toBe('2');
    await user.clear(vagas);
    await user.type(vagas, '3');
    await user.click(screen.getByRole('tab', { name: 'Gerar listas finais' }));
    expect(painel().getByText(/parâmetros alterados e não gravados/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Gerar listas finais' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Parâmetros' }));
    await user.click(screen.getByRole('button', { name: 'Descartar alterações' }));
    expect((screen.getByRole('spinbutton', { name: 'Vagas do cargo 1' }) as HTMLInputElement).value).toBe('2');
    await user.click(screen.getByRole('tab', { name: 'Gerar listas finais' }));
    expect((screen.getByRole('button', { name: 'Gerar listas finais' }) as HTMLButtonElement).disabled).toBe(false);
    expect(linhas(wb, 'Parâmetros')).toEqual([['Vagas', 2]]);
  });
});

describe('Validar', () => {
  /** Two cargos; row 3 has a score that is not a number (error), Ana's CPF is in both cargos (warning). */
  function pastaComProblemas(extraRuins = 0) {
    const rows = [
      ['Inscrição', 'Nome', 'CPF', 'Cargo', 'Nota', 'Cota'],
      ['101', 'Ana', CPF_ANA, 'Professor', 90, 'PP'],
      ['102', 'Bia', '', 'Professor', 'abc', ''],
      ['201', 'Ana', CPF_ANA, 'Motorista', 70, 'PP'],
      ['202', 'Caio', '', 'Motorista', 60, ''],
    ];
    for (let i = 0; i < extraRuins; i++) rows.push([String(300 + i), `Pessoa ${i}`, '', 'Professor', `x${i}`, '']);
    return pasta([
      { nome: 'Candidatos', linhas: rows },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Cargo', 'Vagas'],
          ['Professor', 2],
          ['Motorista', 1],
        ],
      },
    ]);
  }

  test('todos os problemas numa lista, erros primeiro; o resultado é anunciado e recebe o foco; clicar seleciona a célula', async () => {
    const wb = pastaComProblemas();
    const { user } = renderPainel(wb);
    await aberto();
    await user.click(screen.getByRole('tab', { name: 'Validar' }));
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    const titulo = await screen.findByRole('heading', { name: /^Resultado da validação: 1 erro, 1 aviso$/ });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Validação concluída: 1 erro e 1 aviso\./));
    const lista = screen.getByRole('list', { name: /^Problemas da validação/ });
    const itens = within(lista).getAllByRole('listitem');
    expect(itens.map((li) => li.textContent?.slice(0, 5))).toEqual(['ErroP', 'Aviso']);
    expect(itens[0].textContent).toMatch(/linha 3, coluna 'Nota'/);
    await user.click(within(itens[0]).getByRole('button', { name: 'Ir para a célula E3 (Candidatos)' }));
    expect(wb.selecoes).toEqual([{ planilha: 'Candidatos', celula: 'E3' }]);
    // Generation is off while there are errors.
    await user.click(screen.getByRole('tab', { name: 'Gerar listas finais' }));
    expect((screen.getByRole('button', { name: 'Gerar listas finais' }) as HTMLButtonElement).disabled).toBe(true);
    expect(painel().getByText(/A última validação encontrou 1 erro/)).toBeTruthy();
  });

  test('milhares de problemas: nenhum é cortado, a lista mostra 100 por vez', async () => {
    const wb = pastaComProblemas(249);
    const { user } = renderPainel(wb);
    await aberto();
    await user.click(screen.getByRole('tab', { name: 'Validar' }));
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    await screen.findByRole('heading', { name: /^Resultado da validação: 250 erros, 1 aviso$/ });
    const lista = (): HTMLElement => screen.getByRole('list', { name: /^Problemas da validação/ });
    expect(within(lista()).getAllByRole('listitem')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Mostrar mais (151 restantes de 251)' }));
    expect(within(lista()).getAllByRole('listitem')).toHaveLength(200);
    await user.click(screen.getByRole('button', { name: /^Mostrar mais/ }));
    const itens = within(lista()).getAllByRole('listitem');
    expect(itens).toHaveLength(251);
    expect(itens[itens.length - 1].textContent).toMatch(/^Aviso/);
    expect(screen.queryByRole('button', { name: /^Mostrar mais/ })).toBeNull();
  });
});

describe('Gerar listas finais e Publicação', () => {
  function pastaValida() {
    const rows = candidatos().map((r, i) => [...r, i === 0 ? 'Cargo' : i <= 2 ? 'Professor' : 'Motorista']);
    return pasta([
      { nome: 'Candidatos', linhas: rows },
      {
        nome: 'Parâmetros',
        linhas: [
          ['Cargo', 'Vagas'],
          ['Professor', 2],
          ['Motorista', 1],
        ],
      },
      { nome: 'Notas da comissão', linhas: [['Conferido por', 'Maria']] },
    ]);
  }
  const todosOsValores = (wb: ReturnType<typeof pasta>, nomes: string[]): string =>
    JSON.stringify(wb.sheets.filter((s) => nomes.includes(s.nome)).map((s) => s.linhas));

  test('gera com a máscara (padrão), uma aba por lista; a segunda geração, por cargo e sem máscara, substitui depois de confirmar', async () => {
    const wb = pastaValida();
    const antes = JSON.stringify(wb.sheets);
    const { user } = renderPainel(wb);
    await aberto();
    await user.click(screen.getByRole('tab', { name: 'Gerar listas finais' }));
    expect((screen.getByRole('radio', { name: /^Uma aba por lista, com um bloco por cargo/ }) as HTMLInputElement).checked).toBe(true);
    expect(painel().getByText(/CPF mascarado e sem datas de nascimento/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gerar listas finais' }));
    const titulo = await screen.findByRole('heading', { name: 'Resultado da geração' });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Listas finais gravadas/));
    const primeira = wb.sheets.filter((s) => s.doSuplemento).map((s) => s.nome);
    expect(primeira).toEqual(expect.arrayContaining(['Resumo', 'AC', 'Nomeação', 'Memória de cálculo']));
    expect(primeira.some((n) => /Professor|Motorista/.test(n))).toBe(false);
    expect(painel().getByText(`Planilhas gravadas: ${primeira.join(', ')}.`)).toBeTruthy();
    const mascarado = todosOsValores(wb, primeira);
    expect(mascarado).toContain('***.982.247-**');
    expect(mascarado).not.toContain(CPF_ANA);
    expect(mascarado).not.toContain('10/01/1980');

    // Masking off (Publicação), one sheet per cargo, generate again: the dialog names the sheets replaced.
    await user.click(screen.getByRole('tab', { name: 'Publicação' }));
    const mascara = screen.getByRole('switch', { name: 'Mascarar dados pessoais nas listas publicadas' }) as HTMLInputElement;
    expect(mascara.checked).toBe(true);
    await user.click(mascara);
    expect(painel().getByText(/^Desligado: as listas geradas trazem o CPF completo/)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Gerar listas finais' }));
    await user.click(screen.getByRole('radio', { name: 'Uma aba por lista e por cargo' }));
    await user.click(screen.getByRole('button', { name: 'Gerar listas finais' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Substituir as listas geradas antes?' }, { timeout: 10_000 });
    expect(within(dialogo).getByText(/serão substituídas; nenhuma outra aba é alterada/)).toBeTruthy();
    expect(
      within(within(dialogo).getByRole('list', { name: 'Abas que serão substituídas' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(primeira);
    // Cancel: nothing changes.
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wb.sheets.filter((s) => s.doSuplemento).map((s) => s.nome)).toEqual(primeira);

    await user.click(screen.getByRole('button', { name: 'Gerar listas finais' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).getByRole('button', { name: 'Substituir e gerar' }),
    );
    await painel().findByText(/^Substituídas \(geradas antes pelo suplemento\):/);
    const segunda = wb.sheets.filter((s) => s.doSuplemento).map((s) => s.nome);
    expect(segunda).toEqual(expect.arrayContaining(['Resumo', 'Memória de cálculo']));
    expect(segunda.some((n) => /Professor/.test(n)) && segunda.some((n) => /Motorista/.test(n))).toBe(true);
    expect(segunda.some((n) => / \(\d+\)$/.test(n))).toBe(false);
    const completo = todosOsValores(wb, segunda);
    expect(completo).toContain(CPF_ANA);
    // The commission's sheets are exactly as they were.
    expect(JSON.stringify(wb.sheets.filter((s) => !s.doSuplemento))).toBe(JSON.stringify(JSON.parse(antes)));
  });

  test('outra pessoa gerou as listas depois que o painel abriu: nada é gravado sem confirmar; o painel relê a pasta e pede a confirmação', async () => {
    const wb = pastaValida();
    const { user } = renderPainel(wb);
    await aberto();
    // A co-author's pane, on the same workbook, generates first.
    const outro = await paneActions(wb, { hasNames: false }).gerar({});
    expect(outro.ok).toBe(true);
    const dele = wb.sheets.filter((s) => s.doSuplemento).map((s) => s.nome);
    await user.click(screen.getByRole('tab', { name: 'Gerar listas finais' }));
    await user.click(screen.getByRole('button', { name: 'Gerar listas finais' }));
    await painel().findByText(/^A pasta já tem 7 planilhas gravadas antes pelo suplemento/, { selector: '.fui-MessageBarTitle' });
    expect(wb.sheets.filter((s) => s.doSuplemento).map((s) => s.nome)).toEqual(dele);
    await user.click(screen.getByRole('button', { name: 'Gerar listas finais' }));
    const dialogo = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(
      within(dialogo)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(dele);
    await user.click(within(dialogo).getByRole('button', { name: 'Substituir e gerar' }));
    await painel().findByText(/^Substituídas \(geradas antes pelo suplemento\):/);
    expect(wb.sheets.filter((s) => s.doSuplemento).map((s) => s.nome)).toEqual(dele);
    expect(wb.written).toHaveLength(dele.length * 2);
  });

  test('Publicação: o botão adiciona o nome RESERVA (LAMBDA sobre COTAS.RESERVA) e a ajuda das funções é a do host', async () => {
    const wb = pastaValida();
    const { user } = renderPainel(wb);
    await aberto();
    await user.click(screen.getByRole('tab', { name: 'Publicação' }));
    expect(painel().getByText('=COTAS.RESERVA(17; "PP")')).toBeTruthy();
    expect(painel().getByText(/precisam do Microsoft 365, do Excel 2024 ou do Excel na Web/)).toBeTruthy();
    expect(painel().getByText(/CLASSIFICAR é a função CLASSIFICAR do próprio Excel/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adicionar a função RESERVA a esta pasta' }));
    await screen.findByRole('heading', { name: 'Nomes da pasta' });
    expect(painel().getByText(/RESERVA/, { selector: '.fui-MessageBarTitle' })).toBeTruthy();
    expect(wb.nomes.RESERVA.formula).toMatch(
      /^=LAMBDA\(vagas,\[grupo\],IF\(ISOMITTED\(grupo\),COTAS\.RESERVA\(vagas\),COTAS\.RESERVA\(vagas,grupo\)\)\)$/,
    );
  });

  test('na página web: sem nomes, sem ajuda de funções, sem ir para a célula; a geração fala em baixar o arquivo', async () => {
    const wb = pasta([
      { nome: 'Candidatos', linhas: candidatos() },
      { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
    ]);
    const host = { tipo: 'web' as const, nome: 'Página web', funcoes: [], selecionaCelulas: false, saida: 'download' as const };
    const { user } = renderPainel(wb, { host, nomes: false });
    await aberto();
    expect(screen.queryByRole('button', { name: 'Usar a linha selecionada' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Publicação' }));
    expect(screen.queryByRole('heading', { name: 'Funções na planilha' })).toBeNull();
    expect(screen.queryByRole('button', { name: /RESERVA/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Gerar listas finais' }));
    await user.click(screen.getByRole('button', { name: 'Gerar e baixar o arquivo' }));
    await painel().findByText(/^Abas do arquivo baixado:/);
  });

  test('onde o cálculo roda, dito a cada host: neste computador (Excel, web), no Apps Script da planilha (Google Planilhas)', async () => {
    const wb = pasta([{ nome: 'Candidatos', linhas: candidatos() }]);
    const sheets = { tipo: 'sheets' as const, nome: 'Google Planilhas', funcoes: [], selecionaCelulas: true, saida: 'planilhas' as const };
    const first = renderPainel(wb, { host: sheets, nomes: false });
    await aberto();
    expect(screen.getByText(/Google Apps Script desta planilha/)).toBeTruthy();
    expect(screen.queryByText(/Tudo é calculado neste computador/)).toBeNull();
    first.unmount();
    renderPainel(wb);
    await aberto();
    expect(screen.getByText(/Tudo é calculado neste computador/)).toBeTruthy();
  });

  test('a pasta não pôde ser gravada: o erro aparece, é anunciado com urgência, e nada muda', async () => {
    const wb = pasta([
      { nome: 'Candidatos', linhas: candidatos() },
      { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
    ]);
    wb.replaceOutput = async () => {
      throw new Error('A pasta está somente leitura.');
    };
    const { user } = renderPainel(wb);
    await aberto();
    await user.click(screen.getByRole('tab', { name: 'Gerar listas finais' }));
    await user.click(screen.getByRole('button', { name: 'Gerar listas finais' }));
    await painel().findByText('Não foi possível gravar as listas: A pasta está somente leitura.', { selector: '.fui-MessageBarTitle' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Não foi possível gravar as listas: A pasta está somente leitura.'),
    );
    expect(wb.sheets.map((s) => s.nome)).toEqual(['Candidatos', 'Parâmetros']);
  });

  test('a pasta não pôde ser lida: "Não foi possível concluir", com a mensagem do host, anunciado com urgência', async () => {
    const wb = pasta([
      { nome: 'Candidatos', linhas: candidatos() },
      { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
    ]);
    const { user } = renderPainel(wb);
    await aberto();
    wb.readSheets = async () => {
      throw new Error('O Excel não respondeu.');
    };
    await user.click(screen.getByRole('tab', { name: 'Validar' }));
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    await painel().findByText('Não foi possível concluir.');
    expect(painel().getByText('O Excel não respondeu.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Não foi possível concluir: O Excel não respondeu.'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Não foi possível concluir.'));
  });
});

describe('progresso', () => {
  test('a barra de progresso mostra a etapa enquanto a ação roda e some no fim', async () => {
    const wb = pasta([
      { nome: 'Candidatos', linhas: candidatos() },
      { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
    ]);
    let soltar: () => void = () => undefined;
    const { user, acoes } = renderPainel(wb);
    await aberto();
    const real = acoes.analisar;
    acoes.analisar = async (progresso) => {
      progresso?.('classificando', 500, 1000);
      await new Promise<void>((r) => (soltar = r));
      return real(progresso);
    };
    await user.click(screen.getByRole('tab', { name: 'Validar' }));
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    const barra = await screen.findByRole('progressbar');
    expect(screen.getByText('Classificando os candidatos')).toBeTruthy();
    expect(barra.getAttribute('aria-valuenow')).toBe('0.5');
    expect((screen.getByRole('button', { name: 'Validar' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => soltar());
    await screen.findByRole('heading', { name: /^Resultado da validação/ });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
