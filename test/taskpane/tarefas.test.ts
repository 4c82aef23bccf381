// The pane's tasks (src/taskpane/tarefas.ts) in Node, over the real workflow (paneActions) and the
// in-memory workbook, with the reducer as the store: what each button asks of the host, what is
// dispatched, and what ends up in the workbook. The rendering is the journeys' (App.test.tsx).
import { inlineRunner, paneActions } from '../../src/app/workflow';
import type { HostInfo, PaneActions } from '../../src/app/types';
import { STAGE_LABELS } from '../../src/app/types';
import { CANCELLED_TITLE } from '../../src/app/workflow';
import { initialState, progressBar, reducer } from '../../src/taskpane/estado';
import type { PaneAction, PaneState } from '../../src/taskpane/estado';
import { createTasks, showsProgress } from '../../src/taskpane/tarefas';
import type { MemoryWorkbook } from '../support/memory-workbook';
import {
  CPF_ANA,
  abasDoSuplemento,
  analise,
  candidatos,
  linhas,
  pasta,
  pastaComProblemas,
  pastaDesistencia,
  pastaValida,
  resultado,
} from '../support/pane-data';

/** The tasks over `acoes`, with the reducer as the store and a clock the test moves; `aoDespachar` sees each action once applied. */
function painel(acoes: PaneActions, saida: HostInfo['saida'] = 'planilhas', aoDespachar?: (a: PaneAction, s: PaneState) => void) {
  let state: PaneState = initialState;
  const despachadas: PaneAction[] = [];
  const relogio = { agora: 0 };
  const tarefas = createTasks(
    acoes,
    { saida },
    (a) => {
      despachadas.push(a);
      state = reducer(state, a);
      aoDespachar?.(a, state);
    },
    () => state,
    () => relogio.agora,
  );
  return {
    tarefas,
    relogio,
    despachadas,
    get estado(): PaneState {
      return state;
    },
    dispatch(a: PaneAction): void {
      state = reducer(state, a);
    },
    /** The types dispatched since the last call, progress left out (how often the workflow reports is its own). */
    tipos(): string[] {
      return despachadas
        .splice(0)
        .map((a) => a.type)
        .filter((t) => t !== 'progressed');
    },
  };
}

const acoesDe = (wb: MemoryWorkbook, hasNames = true): PaneActions => paneActions(wb, { hasNames, origem: 'teste' });

describe('ler e validar', () => {
  test('ao abrir: a pasta é lida com a barra de progresso; nada anunciado, nada focado', async () => {
    const p = painel(acoesDe(pastaValida()));
    await p.tarefas.analisar(false);
    expect(p.despachadas.some((a) => a.type === 'progressed')).toBe(true);
    expect(p.tipos()).toEqual(['taskStarted', 'taskEnded', 'analysisReceived']);
    expect(p.estado.analise?.ok).toBe(true);
    expect(p.estado.ocupado).toBeNull();
    expect(p.estado.anuncio.n).toBe(0);
    expect(p.estado.pedidoFoco).toBe(0);
    expect(p.estado.validou).toBe(false);
  });

  test('Validar: o resumo é anunciado com urgência quando há erros, e a etapa passa a mostrar a análise', async () => {
    const p = painel(acoesDe(pastaComProblemas()));
    await p.tarefas.analisar(true);
    expect(p.estado.validou).toBe(true);
    expect(p.estado.analise).toMatchObject({ ok: false, erros: 1, avisos: 1 });
    expect(p.estado.anuncio).toEqual({
      texto: 'Validação concluída: 1 erro e 1 aviso. Corrija os erros antes de gerar as listas.',
      urgente: true,
      n: 1,
    });
    expect(p.estado.pedidoFoco).toBe(1);
  });

  test('a pasta não pôde ser lida: a mensagem do host fica na etapa e é anunciada; a análise anterior fica', async () => {
    const wb = pastaValida();
    const acoes = acoesDe(wb);
    const p = painel(acoes);
    await p.tarefas.analisar(false);
    const antes = p.estado.analise;
    wb.readSheets = async () => {
      throw new Error('O Excel não respondeu.');
    };
    p.tipos();
    await p.tarefas.analisar(true);
    expect(p.tipos()).toEqual(['taskStarted', 'taskFailed', 'taskEnded']);
    expect(p.estado.erro).toEqual({ acao: 'analisar', mensagem: 'O Excel não respondeu.' });
    expect(p.estado.anuncio).toEqual({ texto: 'Não foi possível concluir: O Excel não respondeu.', urgente: true, n: 1 });
    expect(p.estado.pedidoFoco).toBe(1);
    expect(p.estado.analise).toBe(antes);
    expect(p.estado.ocupado).toBeNull();
  });

  test('uma exceção que não é um Error chega como texto', async () => {
    const p = painel({
      ...acoesDe(pastaValida()),
      analisar: () => Promise.reject('sem conexão'),
    });
    await p.tarefas.analisar(true);
    expect(p.estado.erro).toEqual({ acao: 'analisar', mensagem: 'sem conexão' });
  });
});

describe('progresso', () => {
  test('no máximo dez pinturas por segundo na mesma etapa; o último relato e a troca de etapa sempre aparecem', () => {
    const ultimo = { etapa: 'lendo', quando: 1000 };
    expect(showsProgress({ etapa: '', quando: 0 }, 'lendo', 0, 10, 1000)).toBe(true);
    expect(showsProgress(ultimo, 'lendo', 5, 10, 1099)).toBe(false);
    expect(showsProgress(ultimo, 'lendo', 5, 10, 1100)).toBe(true);
    expect(showsProgress(ultimo, 'lendo', 10, 10, 1001)).toBe(true);
    expect(showsProgress(ultimo, 'classificando', 1, 10, 1001)).toBe(true);
  });

  test('a barra acompanha a tarefa; relatos rápidos demais da mesma etapa são descartados; cada tarefa recomeça a contagem', async () => {
    const vistos: (PaneState['ocupado'] | null)[] = [];
    const p = painel({
      ...acoesDe(pastaValida()),
      analisar: async (progresso) => {
        const relatar = (quando: number, ...r: Parameters<NonNullable<typeof progresso>>): void => {
          p.relogio.agora = quando;
          progresso?.(...r);
          vistos.push(p.estado.ocupado);
        };
        relatar(1000, 'lendo', 0, 10);
        relatar(1050, 'lendo', 5, 10); // dropped
        relatar(1060, 'lendo', 10, 10); // the last of its stage
        relatar(1070, 'classificando', 1, 1000);
        relatar(1169, 'classificando', 2, 1000); // dropped
        relatar(1170, 'classificando', 500, 1000);
        return analise();
      },
    });
    await p.tarefas.analisar(false);
    const progressos = p.despachadas.filter((a) => a.type === 'progressed');
    expect(progressos).toEqual([
      { type: 'progressed', etapa: 'lendo', feito: 0, total: 10 },
      { type: 'progressed', etapa: 'lendo', feito: 10, total: 10 },
      { type: 'progressed', etapa: 'classificando', feito: 1, total: 1000 },
      { type: 'progressed', etapa: 'classificando', feito: 500, total: 1000 },
    ]);
    expect(vistos[vistos.length - 1]).toEqual({
      acao: 'analisar',
      etapa: 'classificando',
      feito: 500,
      total: 1000,
      fracao: (15 + 45 + 40 * 0.5) / 100,
      cancelando: false,
    });
    expect(p.estado.ocupado).toBeNull();

    // A new task at the same instant: its first report of the same stage is shown.
    p.despachadas.splice(0);
    await p.tarefas.analisar(false);
    expect(p.despachadas.filter((a) => a.type === 'progressed')).toHaveLength(4);
  });
});

/** The progress bar after every action dispatched while `tarefa` runs (null entries: no bar). */
function barras(): { vistas: ReturnType<typeof progressBar>[]; ao: (a: PaneAction, s: PaneState) => void } {
  const vistas: ReturnType<typeof progressBar>[] = [];
  const ao = (_a: PaneAction, s: PaneState): void => {
    const barra = progressBar(s.ocupado);
    if (barra && JSON.stringify(barra) !== JSON.stringify(vistas[vistas.length - 1])) vistas.push(barra);
  };
  return { vistas, ao };
}

describe('progresso de uma geração', () => {
  const ORDEM = [
    'Lendo a pasta de trabalho',
    'Validando os dados',
    'Classificando os candidatos',
    'Montando as listas',
    'Gravando as listas',
  ];

  test('uma barra só, que só anda para a frente: ler → validar → classificar → montar as listas → gravar, com "Gravando" na gravação', async () => {
    const b = barras();
    const wb = pastaValida();
    const p = painel(acoesDe(wb), 'planilhas', b.ao);
    await p.tarefas.analisar(false);
    b.vistas.splice(0);
    await p.tarefas.pedirGeracao();
    expect(p.estado.resultados.gerar?.ok).toBe(true);
    const rotulos = b.vistas.map((v) => v!.rotulo);
    expect([...new Set(rotulos)]).toEqual(ORDEM);
    const valores = b.vistas.map((v) => v!.valor ?? 0);
    expect(valores).toEqual([...valores].sort((x, y) => x - y));
    expect(valores[valores.length - 1]).toBe(1);
    // Cancelar is offered up to the write, and then the bar says it is too late.
    expect(b.vistas.map((v) => [v!.rotulo, v!.cancelar])).toEqual(
      rotulos.map((r) => [r, r === STAGE_LABELS.gravando ? 'impossivel' : 'disponivel']),
    );
  });

  test('relatos fora de ordem (a validação, depois "Lendo 2 de 2", depois a validação de novo) não fazem a barra voltar', async () => {
    const b = barras();
    const p = painel(
      {
        ...acoesDe(pastaValida()),
        gerar: async ({ progresso }) => {
          progresso?.('validando', 0, 12020);
          progresso?.('lendo', 2, 2);
          progresso?.('validando', 8000, 12020);
          progresso?.('classificando', 100000, 100000);
          progresso?.('montando', 0, 1);
          progresso?.('gravando', 0, 10);
          // The analysis made again after a refused write: earlier stages, not shown.
          progresso?.('lendo', 0, 0);
          progresso?.('validando', 5, 10);
          return resultado('Listas gravadas');
        },
      },
      'planilhas',
      b.ao,
    );
    await p.tarefas.gerar(false);
    expect(b.vistas.map((v) => [v!.rotulo, v!.dica ?? null])).toEqual([
      ['Lendo a pasta de trabalho', null],
      ['Validando os dados', '0 de 12.020'],
      ['Validando os dados', '8.000 de 12.020'],
      ['Classificando os candidatos', '100.000 de 100.000'],
      ['Montando as listas', '0 de 1'],
      ['Gravando as listas', '0 de 10'],
    ]);
    const valores = b.vistas.slice(1).map((v) => v!.valor!);
    expect(valores).toEqual([0.1, 0.1 + 0.3 * (8000 / 12020), 0.7, 0.7, 0.85]);
  });
});

describe('cancelar uma geração', () => {
  for (const etapa of ['lendo', 'validando', 'classificando', 'montando'] as const) {
    test(`Cancelar em "${STAGE_LABELS[etapa]}": nada é gravado, a pasta fica byte a byte como estava, o painel diz que cancelou`, async () => {
      const wb = pastaValida();
      // The earlier output is there: the replace would remove it.
      expect((await paneActions(wb, { hasNames: false }).gerar({})).ok).toBe(true);
      const antes = JSON.stringify(wb);
      let armado = false;
      let pedido = false;
      const p = painel(acoesDe(wb), 'planilhas', (a, s) => {
        if (armado && a.type === 'progressed' && a.etapa === etapa && !pedido) {
          pedido = true;
          p.tarefas.cancelar();
          expect(progressBar(s.ocupado)?.cancelar).toBe('disponivel');
        }
      });
      await p.tarefas.analisar(false);
      p.tipos();
      armado = true;
      await p.tarefas.gerar(true);
      expect(pedido).toBe(true);
      expect(p.tipos()).toEqual(['taskStarted', 'cancelRequested', 'taskEnded', 'generated']);
      expect(JSON.stringify(wb)).toBe(antes);
      expect(p.estado.resultados.gerar).toMatchObject({ ok: false, titulo: CANCELLED_TITLE, planilhas: [], removidas: [] });
      expect(p.estado.anuncio.texto).toBe(CANCELLED_TITLE);
      expect(p.estado.ocupado).toBeNull();
    });
  }

  test('Cancelar enquanto o cálculo roda fora do painel (Web Worker): a geração termina logo, sem esperar o cálculo, e nada é gravado', async () => {
    const wb = pastaValida();
    const antes = JSON.stringify(wb);
    let soltar: () => void = () => undefined;
    const acoes = paneActions(wb, {
      hasNames: false,
      // A worker that never answers until told: the cancelled generation must not wait for it.
      runner: (sheets, req, progresso) =>
        new Promise((resolve) => {
          progresso?.('validando', 0, 10);
          soltar = () => resolve(inlineRunner()(sheets, req));
        }),
    });
    const p = painel(acoes);
    const gerando = p.tarefas.gerar(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(progressBar(p.estado.ocupado)).toMatchObject({ rotulo: 'Validando os dados', cancelar: 'disponivel' });
    p.tarefas.cancelar();
    expect(progressBar(p.estado.ocupado)).toMatchObject({ cancelar: 'pedido' });
    await gerando;
    expect(p.estado.resultados.gerar?.titulo).toBe(CANCELLED_TITLE);
    soltar();
    await new Promise((r) => setTimeout(r, 0));
    expect(JSON.stringify(wb)).toBe(antes);
  });

  test('com a gravação começada, Cancelar não faz nada: a barra diz "não é possível cancelar agora" e as listas são gravadas inteiras', async () => {
    const wb = pastaValida();
    let tentou = false;
    const p = painel(acoesDe(wb), 'planilhas', (a, s) => {
      if (a.type === 'progressed' && a.etapa === 'gravando' && !tentou) {
        tentou = true;
        p.tarefas.cancelar();
        expect(progressBar(s.ocupado)?.cancelar).toBe('impossivel');
      }
    });
    await p.tarefas.analisar(false);
    p.tipos();
    await p.tarefas.gerar(false);
    expect(tentou).toBe(true);
    expect(p.tipos()).toEqual(['taskStarted', 'taskEnded', 'generated']);
    expect(p.estado.resultados.gerar?.ok).toBe(true);
    expect(abasDoSuplemento(wb)).toEqual(p.estado.resultados.gerar?.planilhas);
  });

  test('as outras tarefas não oferecem Cancelar (gravam primeiro, numa chamada só)', async () => {
    const b = barras();
    const p = painel(acoesDe(pastaValida()), 'planilhas', b.ao);
    await p.tarefas.analisar(false);
    expect(b.vistas.length).toBeGreaterThan(0);
    expect(b.vistas.every((v) => v!.cancelar === null)).toBe(true);
  });
});

describe('salvar o Parâmetros', () => {
  test('antes da primeira leitura não há formulário: nada é pedido ao host', async () => {
    let pedidos = 0;
    const p = painel({
      ...acoesDe(pastaValida()),
      salvarParametros: async () => (pedidos++, { resultado: resultado('x'), analise: analise() }),
    });
    await p.tarefas.salvar();
    expect(pedidos).toBe(0);
    expect(p.despachadas).toEqual([]);
  });

  test('o formulário editado vai para a planilha; o painel passa a mostrar o que ela diz', async () => {
    const wb = pasta([
      { nome: 'Candidatos', linhas: candidatos() },
      { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
    ]);
    const p = painel(acoesDe(wb));
    await p.tarefas.analisar(false);
    p.dispatch({ type: 'formEdited', form: { ...p.estado.form!, cargos: [{ cargo: null, vagas: 3 }] } });
    p.tipos();
    await p.tarefas.salvar();
    expect(p.tipos()).toEqual(['taskStarted', 'taskEnded', 'parametersSaved']);
    expect(linhas(wb, 'Parâmetros')).toEqual(expect.arrayContaining([['Vagas', 3]]));
    expect(p.estado.resultados.salvar?.titulo).toMatch(/^Parâmetros gravados na planilha 'Parâmetros'/);
    expect(p.estado.form?.cargos).toEqual([{ cargo: null, vagas: 3 }]);
    expect(p.estado.salvo).toEqual(p.estado.form);
  });
});

describe('gerar', () => {
  /** Every request the pane makes to generate, as received. */
  function comPedidos(acoes: PaneActions) {
    const pedidos: { mascarar?: boolean; disposicao?: string; substituir?: boolean }[] = [];
    const gerar = acoes.gerar;
    return {
      pedidos,
      acoes: {
        ...acoes,
        gerar: (pedido: Parameters<PaneActions['gerar']>[0]) => {
          pedidos.push({ mascarar: pedido.mascarar, disposicao: pedido.disposicao, substituir: pedido.substituir });
          return gerar(pedido);
        },
      },
    };
  }

  test('sem saída anterior, gera logo, com a máscara e a disposição escolhidas; a próxima geração pergunta antes de substituir', async () => {
    const wb = pastaValida();
    const { acoes, pedidos } = comPedidos(acoesDe(wb));
    const p = painel(acoes);
    await p.tarefas.analisar(false);
    await p.tarefas.pedirGeracao();
    expect(pedidos).toEqual([{ mascarar: true, disposicao: 'por-lista', substituir: false }]);
    const primeira = abasDoSuplemento(wb);
    expect(primeira).toEqual(expect.arrayContaining(['Resumo', 'AC', 'Nomeação', 'Memória de cálculo']));
    expect(p.estado.resultados.gerar?.planilhas).toEqual(primeira);
    expect(p.estado.analise?.saidaAnterior).toEqual(primeira);

    // Masking off, one sheet per list and cargo: the button asks first, naming what it replaces.
    p.dispatch({ type: 'maskingSet', mascarar: false });
    p.dispatch({ type: 'layoutSet', disposicao: 'por-cargo' });
    await p.tarefas.pedirGeracao();
    expect(pedidos).toHaveLength(1);
    expect(p.estado.confirmacao).toEqual(primeira);
    // Cancel (the dialog's onOpenChange): nothing asked of the host.
    p.dispatch({ type: 'replaceClosed' });
    expect(pedidos).toHaveLength(1);

    await p.tarefas.pedirGeracao();
    p.tipos();
    await p.tarefas.confirmarSubstituicao();
    expect(p.tipos()[0]).toBe('replaceClosed');
    expect(p.estado.confirmacao).toBeNull();
    expect(pedidos[1]).toEqual({ mascarar: false, disposicao: 'por-cargo', substituir: true });
    expect(p.estado.resultados.gerar?.removidas).toEqual(primeira);
    const segunda = abasDoSuplemento(wb);
    expect(segunda.some((n) => /Professor/.test(n)) && segunda.some((n) => /Motorista/.test(n))).toBe(true);
    expect(JSON.stringify(wb.sheets.filter((s) => s.doSuplemento).map((s) => s.linhas))).toContain(CPF_ANA);
  });

  test('outra pessoa gerou as listas depois que o painel abriu: nada é gravado sem confirmar; o painel relê a pasta e pede a confirmação', async () => {
    const wb = pastaValida();
    const acoes = acoesDe(wb);
    const p = painel(acoes);
    await p.tarefas.analisar(false);
    // A co-author's pane, on the same workbook, generates first.
    expect((await paneActions(wb, { hasNames: false }).gerar({})).ok).toBe(true);
    const dele = abasDoSuplemento(wb);
    p.tipos();
    await p.tarefas.pedirGeracao();
    const tipos = p.tipos();
    expect(tipos.slice(-3)).toEqual(['analysisReceived', 'taskEnded', 'generated']);
    expect(p.estado.resultados.gerar?.ok).toBe(false);
    expect(p.estado.resultados.gerar?.titulo).toMatch(/^A pasta já tem 7 planilhas gravadas antes pelo suplemento/);
    expect(p.estado.anuncio.urgente).toBe(true);
    expect(abasDoSuplemento(wb)).toEqual(dele);
    expect(wb.written).toHaveLength(dele.length);
    // Read again: the pane now knows the co-author's sheets, and asks before replacing them.
    expect(p.estado.analise?.saidaAnterior).toEqual(dele);
    await p.tarefas.pedirGeracao();
    expect(p.estado.confirmacao).toEqual(dele);
    await p.tarefas.confirmarSubstituicao();
    expect(p.estado.resultados.gerar).toMatchObject({ ok: true, removidas: dele });
    expect(abasDoSuplemento(wb)).toEqual(dele);
    expect(wb.written).toHaveLength(dele.length * 2);
  });

  test('a pasta não pôde ser gravada: o resultado diz por quê, com urgência; nada muda na pasta; o painel relê a pasta', async () => {
    const wb = pasta([
      { nome: 'Candidatos', linhas: candidatos() },
      { nome: 'Parâmetros', linhas: [['Vagas', 2]] },
    ]);
    wb.replaceOutput = async () => {
      throw new Error('A pasta está somente leitura.');
    };
    const p = painel(acoesDe(wb));
    await p.tarefas.analisar(false);
    p.tipos();
    await p.tarefas.pedirGeracao();
    expect(p.tipos()).toContain('analysisReceived');
    expect(p.estado.resultados.gerar).toMatchObject({
      ok: false,
      titulo: 'Não foi possível gravar as listas: A pasta está somente leitura.',
    });
    expect(p.estado.anuncio).toMatchObject({ texto: 'Não foi possível gravar as listas: A pasta está somente leitura.', urgente: true });
    expect(p.estado.erro).toBeNull();
    expect(wb.sheets.map((s) => s.nome)).toEqual(['Candidatos', 'Parâmetros']);
  });

  test('página web (arquivo baixado): com saída anterior na pasta aberta, gera substituindo, sem diálogo', async () => {
    const { acoes, pedidos } = comPedidos({
      ...acoesDe(pastaValida()),
      analisar: async () => analise({ saidaAnterior: ['Resumo'] }),
      gerar: async () => resultado('Listas finais geradas', { planilhas: ['Resumo', 'AC'] }),
    });
    const p = painel(acoes, 'download');
    await p.tarefas.analisar(false);
    await p.tarefas.pedirGeracao();
    expect(p.estado.confirmacao).toBeNull();
    expect(pedidos).toEqual([{ mascarar: true, disposicao: 'por-lista', substituir: true }]);
    expect(p.estado.analise?.saidaAnterior).toEqual(['Resumo']);
  });
});

describe('nomes e células', () => {
  test('Publicação: adiciona o nome RESERVA (LAMBDA sobre COTAS.RESERVA); sem nomes no host, nada é pedido', async () => {
    const wb = pastaValida();
    const p = painel(acoesDe(wb));
    await p.tarefas.adicionarNomes();
    expect(p.tipos()).toEqual(['taskStarted', 'taskEnded', 'namesAdded']);
    expect(p.estado.resultados.nomes?.titulo).toMatch(/RESERVA/);
    expect(wb.nomes.RESERVA.formula).toMatch(
      /^=LAMBDA\(vagas,\[grupo\],IF\(ISOMITTED\(grupo\),COTAS\.RESERVA\(vagas\),COTAS\.RESERVA\(vagas,grupo\)\)\)$/,
    );

    const semNomes = painel(acoesDe(pastaValida(), false));
    await semNomes.tarefas.adicionarNomes();
    expect(semNomes.despachadas).toEqual([]);
  });

  test('ir para a célula de um problema: o host seleciona; se não consegue, o motivo é anunciado com urgência', async () => {
    const wb = pastaValida();
    const p = painel(acoesDe(wb));
    await p.tarefas.irParaCelula('Candidatos', 'E3');
    expect(wb.selecoes).toEqual([{ planilha: 'Candidatos', celula: 'E3' }]);
    expect(p.despachadas).toEqual([]);
    await p.tarefas.irParaCelula('Sumiu', 'B2');
    expect(p.estado.anuncio).toEqual({
      texto: "Não foi possível selecionar a célula B2: A planilha 'Sumiu' não existe na pasta.",
      urgente: true,
      n: 1,
    });
    expect(p.estado.pedidoFoco).toBe(0);
  });
});

describe('nomeações', () => {
  test('registrar a nomeação das pessoas a nomear: as linhas na planilha Nomeações, a pasta relida, o resultado na etapa', async () => {
    const wb = pasta(pastaDesistencia());
    const p = painel(acoesDe(wb));
    await p.tarefas.analisar(false);
    p.tipos();
    const aNomear = p.estado.analise!.nomeacoes![0].posicoes.filter((x) => x.situacao === 'a-nomear');
    expect(aNomear.map((x) => x.pessoa!.inscricao)).toEqual(['G1', 'P1', 'P2', 'G2', 'D1', 'G3', 'G4', 'P3', 'G5', 'G6']);
    await p.tarefas.registrarAtos(
      aNomear.slice(0, 2).map((x) => ({
        cargo: null,
        posicao: x.posicao,
        inscricao: x.pessoa!.inscricao,
        nome: x.pessoa!.nome,
        situacao: 'nomeado',
        ato: 'Portaria 45/2026',
        data: '2026-04-02',
      })),
    );
    expect(p.tipos()).toEqual(['taskStarted', 'taskEnded', 'actsRecorded']);
    expect(p.estado.resultados.atos?.titulo).toBe("2 atos registrados na planilha 'Nomeações' (linhas 2 a 3), criada agora.");
    expect(linhas(wb, 'Nomeações').map((r) => r.slice(0, 5))).toEqual([
      ['Cargo', 'Posição', 'Inscrição', 'Nome', 'Situação'],
      [null, 1, 'G1', 'Pessoa G1', 'Nomeado(a)'],
      [null, 2, 'P1', 'Pessoa P1', 'Nomeado(a)'],
    ]);
  });

  test('vagas novas: a planilha Parâmetros e a análise nova; a exceção do host fica na etapa', async () => {
    const wb = pasta(pastaDesistencia());
    const p = painel(acoesDe(wb));
    await p.tarefas.analisar(false);
    await p.tarefas.aumentarVagas(null, 12);
    expect(p.estado.analise!.nomeacoes![0].vagas).toBe(12);
    expect(linhas(wb, 'Parâmetros')).toEqual(expect.arrayContaining([['Vagas', 12]]));
    wb.appendRows = async () => {
      throw new Error('A pasta está somente leitura.');
    };
    await p.tarefas.registrarAtos([{ cargo: null, posicao: 1, inscricao: 'G1', nome: null, situacao: 'nomeado', ato: null, data: null }]);
    expect(p.estado.resultados.atos).toMatchObject({
      ok: false,
      titulo: "Não foi possível gravar na planilha 'Nomeações' (nada foi gravado): A pasta está somente leitura.",
    });
  });
});
