// The pane's reducer (src/taskpane/estado.ts), transition by transition, in Node: what the form keeps
// when the sheet is read again, what a save or a generation changes, what is announced and focused,
// and the selectors the steps render (unsaved edits, may generate, ask before replacing, progress bar).
import {
  PASSOS,
  canGenerate,
  generateDecision,
  hasUnsavedEdits,
  initialState,
  progressBar,
  reducer,
  taskFraction,
  validatedAnalysis,
} from '../../src/taskpane/estado';
import type { PaneAction, PaneState } from '../../src/taskpane/estado';
import { analise, formulario, problema, resultado } from '../support/pane-data';

/** The state after `actions`, from the initial one. */
function apos(...actions: PaneAction[]): PaneState {
  return actions.reduce(reducer, initialState);
}

/** The pane opened over a workbook whose Parâmetros sheet has 2 vacancies. */
const aberto = (a = analise()): PaneState => apos({ type: 'analysisReceived', analise: a, anunciar: false });

/** Deeply frozen: the reducer must return new objects, never change the ones it is given. */
function congelado<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) congelado(v);
  }
  return o;
}

describe('estado inicial', () => {
  test('etapa Dados, máscara ligada, uma aba por lista, a lista de convocados marcada; nada lido, nada anunciado, nada para gerar', () => {
    expect(initialState).toEqual({
      passo: 'dados',
      vistos: ['dados'],
      analise: null,
      form: null,
      salvo: null,
      ocupado: null,
      erro: null,
      resultados: { salvar: null, gerar: null, nomes: null, atos: null },
      validou: false,
      mascarar: true,
      disposicao: 'por-lista',
      convocados: true,
      confirmacao: null,
      anuncio: { texto: '', urgente: false, n: 0 },
      pedidoFoco: 0,
    });
    expect(hasUnsavedEdits(initialState)).toBe(false);
    expect(canGenerate(initialState)).toBe(false);
    expect(validatedAnalysis(initialState)).toBeNull();
    expect(progressBar(initialState.ocupado)).toBeNull();
  });

  test('as seis etapas, na ordem e com os rótulos das abas (Nomeações, o trabalho da validade do concurso, por último)', () => {
    expect(PASSOS).toEqual([
      { id: 'dados', rotulo: 'Dados' },
      { id: 'parametros', rotulo: 'Parâmetros' },
      { id: 'validar', rotulo: 'Validar' },
      { id: 'gerar', rotulo: 'Gerar listas finais' },
      { id: 'publicacao', rotulo: 'Publicação' },
      { id: 'nomeacoes', rotulo: 'Nomeações' },
    ]);
  });
});

describe('leitura da pasta', () => {
  test('ao abrir: o formulário é o da planilha; nada é anunciado nem focado; a etapa Validar ainda não mostra nada', () => {
    const a = analise();
    const s = aberto(a);
    expect(s.analise).toBe(a);
    expect(s.form).toEqual(formulario(2));
    expect(s.salvo).toEqual(formulario(2));
    expect(hasUnsavedEdits(s)).toBe(false);
    expect(s.anuncio).toEqual(initialState.anuncio);
    expect(s.pedidoFoco).toBe(0);
    expect(validatedAnalysis(s)).toBeNull();
  });

  test('sem alterações no painel, o formulário acompanha a planilha relida (um coautor a mudou)', () => {
    const s = reducer(aberto(), { type: 'analysisReceived', analise: analise({ parametros: formulario(5) }), anunciar: false });
    expect(s.form).toEqual(formulario(5));
    expect(s.salvo).toEqual(formulario(5));
    expect(hasUnsavedEdits(s)).toBe(false);
  });

  test('com alterações não gravadas, a releitura guarda as alterações e passa a comparar com a planilha nova', () => {
    const editado = reducer(aberto(), { type: 'formEdited', form: formulario(3) });
    expect(hasUnsavedEdits(editado)).toBe(true);
    const s = reducer(editado, { type: 'analysisReceived', analise: analise({ parametros: formulario(5) }), anunciar: false });
    expect(s.form).toEqual(formulario(3));
    expect(s.salvo).toEqual(formulario(5));
    expect(hasUnsavedEdits(s)).toBe(true);
    // The edits equal to what the sheet now says are no longer edits.
    const igual = reducer(editado, { type: 'analysisReceived', analise: analise({ parametros: formulario(3) }), anunciar: false });
    expect(hasUnsavedEdits(igual)).toBe(false);
  });

  test('Validar: a etapa mostra a análise, o resumo é anunciado (com urgência se há erros) e o resultado recebe o foco', () => {
    const comErros = analise({
      ok: false,
      erros: 1,
      avisos: 1,
      problemas: [problema('erro', 'nota inválida.'), problema('aviso', 'CPF repetido.')],
    });
    const s = reducer(aberto(), { type: 'analysisReceived', analise: comErros, anunciar: true });
    expect(validatedAnalysis(s)).toBe(comErros);
    expect(s.anuncio).toEqual({
      texto: 'Validação concluída: 1 erro e 1 aviso. Corrija os erros antes de gerar as listas.',
      urgente: true,
      n: 1,
    });
    expect(s.pedidoFoco).toBe(1);

    const limpa = reducer(s, { type: 'analysisReceived', analise: analise(), anunciar: true });
    expect(limpa.anuncio).toEqual({ texto: 'Validação concluída: nenhum problema.', urgente: false, n: 2 });
    expect(limpa.pedidoFoco).toBe(2);

    // Valid, but with errors to resolve before publishing: still urgent.
    const valida = reducer(limpa, { type: 'analysisReceived', analise: analise({ erros: 2 }), anunciar: true });
    expect(valida.anuncio.urgente).toBe(true);
    // A later reading that is not a Validar (after a refused generation) keeps the step's analysis shown.
    const relida = reducer(valida, { type: 'analysisReceived', analise: analise({ avisos: 3 }), anunciar: false });
    expect(validatedAnalysis(relida)?.avisos).toBe(3);
    expect(relida.anuncio).toBe(valida.anuncio);
    expect(relida.pedidoFoco).toBe(valida.pedidoFoco);
  });
});

describe('salvar o Parâmetros', () => {
  test('gravado: o formulário é o que a planilha diz agora; o título é anunciado e recebe o foco', () => {
    const editado = reducer(aberto(), { type: 'formEdited', form: formulario(3) });
    const r = resultado("Parâmetros gravados na planilha 'Parâmetros'");
    const s = reducer(editado, {
      type: 'parametersSaved',
      resultado: r,
      analise: analise({ parametros: formulario(3, { regra: 'federal-15142-2025' }) }),
    });
    expect(s.form).toEqual(formulario(3, { regra: 'federal-15142-2025' }));
    expect(hasUnsavedEdits(s)).toBe(false);
    expect(s.resultados.salvar).toBe(r);
    expect(s.anuncio).toEqual({ texto: "Parâmetros gravados na planilha 'Parâmetros'", urgente: false, n: 1 });
    expect(s.pedidoFoco).toBe(1);
  });

  test('não gravado: as alterações ficam no formulário, o resultado fica na etapa e é anunciado com urgência', () => {
    const editado = reducer(aberto(), { type: 'formEdited', form: formulario(3) });
    const r = resultado('Não foi possível gravar a planilha Parâmetros: protegida.', { ok: false });
    const s = reducer(editado, { type: 'parametersSaved', resultado: r, analise: analise() });
    expect(s.form).toEqual(formulario(3));
    expect(s.salvo).toEqual(formulario(2));
    expect(hasUnsavedEdits(s)).toBe(true);
    expect(s.resultados.salvar).toBe(r);
    expect(s.anuncio).toEqual({ texto: 'Não foi possível gravar a planilha Parâmetros: protegida.', urgente: true, n: 1 });
    expect(s.pedidoFoco).toBe(1);
  });

  test('mapear uma coluna na etapa Dados é uma alteração do formulário; sem formulário (antes da leitura), nada muda', () => {
    const s = reducer(aberto(), { type: 'columnMapped', campo: 'nota', cabecalho: 'Desempenho' });
    expect(s.form?.colunas).toEqual([{ campo: 'nota', cabecalho: 'Desempenho' }]);
    expect(hasUnsavedEdits(s)).toBe(true);
    expect(hasUnsavedEdits(reducer(s, { type: 'columnMapped', campo: 'nota', cabecalho: null }))).toBe(false);
    expect(reducer(initialState, { type: 'columnMapped', campo: 'nota', cabecalho: 'X' })).toBe(initialState);
  });

  test('descartar volta ao que está na planilha', () => {
    const editado = reducer(aberto(), { type: 'formEdited', form: formulario(3) });
    const s = reducer(editado, { type: 'editsDiscarded' });
    expect(s.form).toEqual(formulario(2));
    expect(hasUnsavedEdits(s)).toBe(false);
  });
});

describe('nomeações', () => {
  test('atos gravados: a análise nova (a aba relida), o resultado na etapa, anunciado e focado; as alterações do formulário ficam', () => {
    const editado = reducer(aberto(), { type: 'formEdited', form: formulario(3) });
    const r = resultado("2 atos registrados na planilha 'Nomeações' (linhas 2 a 3).");
    const depois = analise({ parametros: formulario(2), leitura: ['relida'] });
    const s = reducer(congelado(editado), { type: 'actsRecorded', resultado: r, analise: depois });
    expect(s.analise).toBe(depois);
    expect(s.form).toEqual(formulario(3));
    expect(s.resultados.atos).toBe(r);
    expect(s.anuncio).toEqual({ texto: r.titulo, urgente: false, n: 1 });
    expect(s.pedidoFoco).toBe(1);
  });

  test('recusado (nada gravado): dito com urgência', () => {
    const r = resultado('1 ato não pode ser registrado: nada foi gravado.', { ok: false });
    const s = reducer(aberto(), { type: 'actsRecorded', resultado: r, analise: analise() });
    expect(s.resultados.atos).toBe(r);
    expect(s.anuncio).toEqual({ texto: r.titulo, urgente: true, n: 1 });
  });
});

describe('gerar', () => {
  const gravadas = ['Resumo', 'AC', 'PP', 'Nomeação', 'Memória de cálculo'];

  test('gravado nas planilhas da pasta: o que foi gravado é o que a próxima geração substitui', () => {
    const planilhas = gravadas.slice();
    const r = resultado('Listas finais gravadas', { planilhas });
    const s = reducer(aberto(), { type: 'generated', resultado: r, saida: 'planilhas' });
    expect(s.analise?.saidaAnterior).toEqual(gravadas);
    // A copy: the outcome shown is not the analysis' list.
    planilhas.push('Outra');
    expect(s.analise?.saidaAnterior).toEqual(gravadas);
    expect(s.resultados.gerar).toBe(r);
    expect(s.anuncio).toEqual({ texto: 'Listas finais gravadas', urgente: false, n: 1 });
    expect(s.pedidoFoco).toBe(1);
    expect(generateDecision(s.analise, 'planilhas')).toEqual({ confirmar: gravadas });
  });

  test('baixado num arquivo (página web): a pasta aberta não ganhou abas, nada a substituir depois', () => {
    const r = resultado('Listas finais geradas', { planilhas: gravadas });
    const s = reducer(aberto(), { type: 'generated', resultado: r, saida: 'download' });
    expect(s.analise?.saidaAnterior).toEqual([]);
    expect(s.resultados.gerar).toBe(r);
    expect(generateDecision(s.analise, 'download')).toEqual({ substituir: false });
  });

  test('recusado: a saída anterior conhecida não muda; o título é anunciado com urgência e recebe o foco', () => {
    const antes = aberto(analise({ saidaAnterior: ['Resumo'] }));
    const r = resultado('A pasta já tem 1 planilha gravada antes pelo suplemento', { ok: false, planilhas: ['X'] });
    const s = reducer(antes, { type: 'generated', resultado: r, saida: 'planilhas' });
    expect(s.analise?.saidaAnterior).toEqual(['Resumo']);
    expect(s.resultados.gerar).toBe(r);
    expect(s.anuncio).toEqual({ texto: 'A pasta já tem 1 planilha gravada antes pelo suplemento', urgente: true, n: 1 });
    expect(s.pedidoFoco).toBe(1);
  });

  test('sem análise (a pasta não pôde ser lida), o resultado aparece e não inventa uma análise', () => {
    const s = reducer(initialState, {
      type: 'generated',
      resultado: resultado('Listas finais gravadas', { planilhas: gravadas }),
      saida: 'planilhas',
    });
    expect(s.analise).toBeNull();
    expect(s.resultados.gerar?.titulo).toBe('Listas finais gravadas');
  });

  test('o diálogo de substituição abre com as abas que nomeia (uma cópia) e fecha', () => {
    const abas = ['Resumo', 'AC'];
    const s = reducer(aberto(), { type: 'replaceAsked', abas });
    abas.push('PP');
    expect(s.confirmacao).toEqual(['Resumo', 'AC']);
    expect(reducer(s, { type: 'replaceClosed' }).confirmacao).toBeNull();
  });

  test('máscara e disposição: as escolhas das etapas Publicação e Gerar', () => {
    const s = apos({ type: 'maskingSet', mascarar: false }, { type: 'layoutSet', disposicao: 'por-cargo' });
    expect(s.mascarar).toBe(false);
    expect(s.disposicao).toBe('por-cargo');
    expect(reducer(s, { type: 'maskingSet', mascarar: true }).mascarar).toBe(true);
  });
});

test('nomes da pasta: o resultado fica na etapa Publicação, anunciado (com urgência se não feito) e focado', () => {
  const ok = reducer(aberto(), { type: 'namesAdded', resultado: resultado('Nome RESERVA adicionado à pasta') });
  expect(ok.resultados.nomes?.titulo).toBe('Nome RESERVA adicionado à pasta');
  expect(ok.anuncio).toEqual({ texto: 'Nome RESERVA adicionado à pasta', urgente: false, n: 1 });
  expect(ok.pedidoFoco).toBe(1);
  const falhou = reducer(ok, { type: 'namesAdded', resultado: resultado('Nenhum nome adicionado', { ok: false }) });
  expect(falhou.anuncio).toEqual({ texto: 'Nenhum nome adicionado', urgente: true, n: 2 });
  expect(falhou.pedidoFoco).toBe(2);
});

describe('tarefa em andamento', () => {
  test('início: a barra aparece com o rótulo da tarefa, e o erro da tarefa anterior some', () => {
    const falhou = apos(
      { type: 'taskStarted', acao: 'gerar' },
      { type: 'taskFailed', acao: 'gerar', mensagem: 'x' },
      { type: 'taskEnded' },
    );
    expect(falhou.erro).toEqual({ acao: 'gerar', mensagem: 'x' });
    const s = reducer(falhou, { type: 'taskStarted', acao: 'salvar' });
    expect(s.erro).toBeNull();
    expect(s.ocupado).toEqual({ acao: 'salvar', etapa: null, feito: 0, total: 0, fracao: 0, cancelando: false });
    expect(canGenerate(s)).toBe(false);
  });

  test('progresso: a etapa e a contagem; ignorado quando nada roda', () => {
    const s = apos({ type: 'taskStarted', acao: 'analisar' }, { type: 'progressed', etapa: 'classificando', feito: 500, total: 1000 });
    // Analysing: reading 15%, validating 45%, classifying 40% of the bar.
    expect(s.ocupado).toEqual({ acao: 'analisar', etapa: 'classificando', feito: 500, total: 1000, fracao: 0.8, cancelando: false });
    // A report of an earlier stage, or of one the task does not go through, changes nothing: the bar never goes back.
    expect(reducer(s, { type: 'progressed', etapa: 'lendo', feito: 2, total: 2 })).toBe(s);
    expect(reducer(s, { type: 'progressed', etapa: 'gravando', feito: 0, total: 2 })).toBe(s);
    expect(reducer(s, { type: 'progressed', etapa: 'classificando', feito: 100, total: 1000 }).ocupado?.fracao).toBe(0.8);
    const parado = reducer(initialState, { type: 'progressed', etapa: 'lendo', feito: 1, total: 2 });
    expect(parado).toBe(initialState);
  });

  test('fim: a barra some', () => {
    expect(apos({ type: 'taskStarted', acao: 'nomes' }, { type: 'taskEnded' }).ocupado).toBeNull();
  });

  test('exceção do host: a mensagem fica na etapa da tarefa, "Não foi possível concluir" é anunciado com urgência e recebe o foco', () => {
    const s = apos({ type: 'taskStarted', acao: 'analisar' }, { type: 'taskFailed', acao: 'analisar', mensagem: 'O Excel não respondeu.' });
    expect(s.erro).toEqual({ acao: 'analisar', mensagem: 'O Excel não respondeu.' });
    expect(s.anuncio).toEqual({ texto: 'Não foi possível concluir: O Excel não respondeu.', urgente: true, n: 1 });
    expect(s.pedidoFoco).toBe(1);
    // The bar stays until the task ends.
    expect(s.ocupado).not.toBeNull();
  });
});

test('anúncio: a mesma frase duas vezes é dita duas vezes (um nó novo a cada anúncio)', () => {
  const uma = apos({ type: 'announced', texto: 'Não foi possível selecionar a célula E3: x', urgente: true });
  const duas = reducer(uma, { type: 'announced', texto: 'Não foi possível selecionar a célula E3: x', urgente: true });
  expect(uma.anuncio).toEqual({ texto: 'Não foi possível selecionar a célula E3: x', urgente: true, n: 1 });
  expect(duas.anuncio.n).toBe(2);
  // An announcement moves no focus.
  expect(duas.pedidoFoco).toBe(0);
});

test('troca de etapa: a etapa mostrada, e as já mostradas (as que o painel desenha)', () => {
  const s = apos({ type: 'stepSelected', passo: 'publicacao' });
  expect(s.passo).toBe('publicacao');
  expect(s.vistos).toEqual(['dados', 'publicacao']);
  const t = apos(
    { type: 'stepSelected', passo: 'publicacao' },
    { type: 'stepSelected', passo: 'validar' },
    { type: 'stepSelected', passo: 'publicacao' },
  );
  expect(t.passo).toBe('publicacao');
  expect(t.vistos).toEqual(['dados', 'publicacao', 'validar']);
});

test('o redutor não altera o estado que recebe', () => {
  const todas: PaneAction[] = [
    { type: 'stepSelected', passo: 'gerar' },
    { type: 'taskStarted', acao: 'gerar' },
    { type: 'progressed', etapa: 'gravando', feito: 1, total: 2 },
    { type: 'taskFailed', acao: 'gerar', mensagem: 'x' },
    { type: 'taskEnded' },
    { type: 'analysisReceived', analise: analise({ parametros: formulario(4) }), anunciar: true },
    { type: 'formEdited', form: formulario(9) },
    { type: 'columnMapped', campo: 'nota', cabecalho: 'Desempenho' },
    { type: 'parametersSaved', resultado: resultado('ok'), analise: analise() },
    { type: 'generated', resultado: resultado('ok', { planilhas: ['AC'] }), saida: 'planilhas' },
    { type: 'namesAdded', resultado: resultado('ok') },
    { type: 'announced', texto: 't', urgente: false },
    { type: 'editsDiscarded' },
    { type: 'maskingSet', mascarar: false },
    { type: 'layoutSet', disposicao: 'por-cargo' },
    { type: 'replaceAsked', abas: ['AC'] },
    { type: 'replaceClosed' },
  ];
  let s = congelado(structuredClone(aberto(analise({ saidaAnterior: ['Resumo'] }))));
  for (const a of todas) s = congelado(reducer(s, congelado(a)));
  expect(s.passo).toBe('gerar');
  expect(s.analise?.saidaAnterior).toEqual(['AC']);
});

describe('seletores', () => {
  test('pode gerar: análise válida, nada alterado, nada rodando', () => {
    expect(canGenerate(aberto())).toBe(true);
    expect(canGenerate(aberto(analise({ ok: false, erros: 1 })))).toBe(false);
    expect(canGenerate(reducer(aberto(), { type: 'formEdited', form: formulario(3) }))).toBe(false);
    expect(canGenerate(reducer(aberto(), { type: 'taskStarted', acao: 'analisar' }))).toBe(false);
    // Valid with errors to resolve before publishing (an unresolved tie…): generation stays possible.
    expect(canGenerate(aberto(analise({ erros: 1 })))).toBe(true);
  });

  test('alterado: só quando há um formulário e ele difere do que está na planilha', () => {
    expect(hasUnsavedEdits({ ...initialState, salvo: formulario(2) })).toBe(false);
    expect(hasUnsavedEdits({ ...initialState, form: formulario(2), salvo: null })).toBe(true);
    expect(hasUnsavedEdits({ ...initialState, form: formulario(2), salvo: formulario(2) })).toBe(false);
  });

  test('gerar pergunta antes de substituir abas da pasta; num arquivo baixado, substitui sem perguntar', () => {
    const anteriores = analise({ saidaAnterior: ['Resumo', 'AC'] });
    expect(generateDecision(anteriores, 'planilhas')).toEqual({ confirmar: ['Resumo', 'AC'] });
    expect(generateDecision(anteriores, 'download')).toEqual({ substituir: true });
    expect(generateDecision(analise(), 'planilhas')).toEqual({ substituir: false });
    expect(generateDecision(null, 'planilhas')).toEqual({ substituir: false });
  });

  test('barra de progresso: o rótulo da tarefa antes da primeira etapa, depois a etapa, "feito de total" e a fração', () => {
    const ocupado = (acao: 'analisar' | 'salvar' | 'gerar' | 'nomes' | 'atos') => ({
      acao,
      etapa: null,
      feito: 0,
      total: 0,
      fracao: 0,
      cancelando: false,
    });
    expect(progressBar(ocupado('analisar'))).toEqual({
      rotulo: 'Lendo a pasta de trabalho',
      dica: undefined,
      valor: undefined,
      cancelar: null,
    });
    expect(progressBar(ocupado('gerar'))).toMatchObject({ rotulo: 'Lendo a pasta de trabalho', cancelar: 'disponivel' });
    expect(progressBar(ocupado('salvar'))?.rotulo).toBe('Gravando a planilha Parâmetros');
    expect(progressBar(ocupado('nomes'))?.rotulo).toBe('Adicionando os nomes');
    expect(progressBar(ocupado('atos'))?.rotulo).toBe('Gravando na pasta de trabalho');
    // The bar is the share of the whole generation: reading 10%, validating 30%, classifying 30%, laying out 15%, writing 15%.
    expect(progressBar({ ...ocupado('gerar'), etapa: 'classificando', feito: 500, total: 1000, fracao: 0.55 })).toEqual({
      rotulo: 'Classificando os candidatos',
      dica: '500 de 1.000',
      valor: 0.55,
      cancelar: 'disponivel',
    });
    expect(progressBar({ ...ocupado('gerar'), etapa: 'classificando', fracao: 0.55, cancelando: true })?.cancelar).toBe('pedido');
    expect(progressBar({ ...ocupado('gerar'), etapa: 'gravando', feito: 12, total: 10, fracao: 1 })).toEqual({
      rotulo: 'Gravando as listas',
      dica: '12 de 10',
      valor: 1,
      cancelar: 'impossivel',
    });
    // A task's own write is named by what it writes.
    expect(progressBar({ ...ocupado('salvar'), etapa: 'gravando', feito: 0, total: 1 })?.rotulo).toBe('Gravando a planilha Parâmetros');
    // Total unknown: an indeterminate bar, no count.
    expect(progressBar({ ...ocupado('gerar'), etapa: 'validando', feito: 7, total: 0, fracao: 0.1 })).toEqual({
      rotulo: 'Validando os dados',
      dica: undefined,
      valor: undefined,
      cancelar: 'disponivel',
    });
    expect(taskFraction('gerar', 'classificando', 500, 1000)).toBe(0.55);
    expect(taskFraction('gerar', 'gravando', 10, 10)).toBe(1);
    expect(taskFraction('salvar', 'lendo', 0, 0)).toBe(0.15);
  });
});
