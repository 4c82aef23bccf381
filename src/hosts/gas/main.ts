// The Apps Script file (dist/gas/Code.js): one explicit `global.NAME = NAME` per public function.
// gas-webpack-plugin turns each into a top-level `function NAME() {}` carrying the JSDoc of its line,
// which is what Sheets reads: `@customfunction` and the Portuguese help shown while typing. The help
// of the custom functions is not written twice: each `/** @ajuda ID */` line below becomes, at build
// time, the JSDoc of the Excel function with that id in src/hosts/excel/functions/functions.ts (ajuda-loader.js).
import { COTAS_CLASSIFICAR, COTAS_LISTA, COTAS_RESERVA, COTAS_SEQUENCIA, RESERVA } from './functions';
import {
  cotasAbrirPainel,
  cotasAnalisar,
  cotasAumentarVagas,
  cotasGerar,
  cotasIrParaCelula,
  cotasLerSelecao,
  cotasRegistrarAtos,
  cotasSalvarParametros,
  cotasCriarAbaRegra,
  onInstall,
  onOpen,
} from './server';

declare const global: Record<string, unknown>;

/** @ajuda RESERVA */
global.RESERVA = RESERVA;
/** @ajuda RESERVA */
global.COTAS_RESERVA = COTAS_RESERVA;
/** @ajuda SEQUENCIA */
global.COTAS_SEQUENCIA = COTAS_SEQUENCIA;
/** @ajuda CLASSIFICAR */
global.COTAS_CLASSIFICAR = COTAS_CLASSIFICAR;
/** @ajuda LISTA */
global.COTAS_LISTA = COTAS_LISTA;

/** Ao abrir a planilha: cria o menu Cotas (Abrir o painel). */
global.onOpen = onOpen;
/** Ao instalar o complemento: cria o menu, como ao abrir. */
global.onInstall = onInstall;
/** Menu Cotas > Abrir o painel: mostra o painel lateral. */
global.cotasAbrirPainel = cotasAbrirPainel;
/** Painel: lê e valida a planilha, sem gravar nada (JSON da análise). */
global.cotasAnalisar = cotasAnalisar;
/** Painel: grava o formulário na planilha Parâmetros e analisa de novo (JSON). */
global.cotasSalvarParametros = cotasSalvarParametros;
/** Painel: cria a aba Regra a partir de uma lei cadastrada e analisa de novo (JSON). */
global.cotasCriarAbaRegra = cotasCriarAbaRegra;
/** Painel: seleciona a célula de um problema. */
global.cotasIrParaCelula = cotasIrParaCelula;
/** Painel: a célula selecionada (JSON). */
global.cotasLerSelecao = cotasLerSelecao;
/** Painel: valida e, se válida, grava as listas finais (JSON do resultado). */
global.cotasGerar = cotasGerar;
/** Painel: acrescenta atos à aba Nomeações (conferidos antes) e analisa de novo (JSON). */
global.cotasRegistrarAtos = cotasRegistrarAtos;
/** Painel: aumenta as vagas de um cargo na planilha Parâmetros e analisa de novo (JSON). */
global.cotasAumentarVagas = cotasAumentarVagas;
