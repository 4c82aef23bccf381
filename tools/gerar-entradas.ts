// Deterministic generator of the corpus of bad and awkward inputs:
// test/fixtures/entradas/, one small workbook or CSV per row of the table and per smaller
// case, and casos.json with the expected outcome of each. `npm run gerar-entradas` rewrites them.
//
// Every workbook is an otherwise valid small concurso (Candidatos + Parâmetros as docs/planilha.md
// describes), so that the only thing wrong is the case under test. The cells are described here once
// (CASOS): the generator writes them with exceljs, and the tests build from the same description the
// sheets the task pane's port would give (SheetData) and the tables the custom functions receive.
import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
// jszip comes with exceljs (its own zip library): used only to fix the dates inside the zip, so that
// the same cases always give the same bytes.
import JSZip from 'jszip';
import { CellError, UncachedFormula } from '../src/sheet/cells';
import type { CellValue, SheetData } from '../src/sheet';
import { seededRandom } from './prng';

// ---------------------------------------------------------------------------------------------
// Cells and sheets as described

/** A cell of the corpus: a plain value or one of the awkward kinds. */
export type CasoCell =
  | string
  | number
  | boolean
  | null
  | { erro: string } // an error value (#N/A, #VALUE!…)
  | { formula: string; resultado?: string | number } // a formula, with or without its cached result
  | { dataHora: [number, number, number, number, number] } // a date-time cell (year, month 1–12, day, hour, minute)
  | { ricoTexto: string[] }; // rich text (runs)

export interface CasoSheet {
  nome: string;
  linhas: CasoCell[][];
  oculta?: boolean;
  /** 0-based rows hidden. */
  linhasOcultas?: number[];
  /** Merged ranges, A1. */
  mescladas?: string[];
  /** Written by the add-in (the task pane's port would find its marker). */
  doSuplemento?: boolean;
}

export type Host = 'cli' | 'painel' | 'funcoes';

export interface Esperado {
  /** Exit status of `cotas classificar`: 0 ok, 1 bad input, 2 bad flag, 3 --estrito with errors. */
  saida: 0 | 1 | 2 | 3;
  /** Texts the problems must contain (the A1 cell, the column, the sheet…), without regard to case. */
  problemaContem?: string[];
  /** Texts the problems must not contain (English tails, "null"…), without regard to case. */
  problemaNaoContem?: string[];
  /** Inscrições that must be nominated. */
  nomeados?: string[];
  /** Inscrições that must not be nominated. */
  naoNomeados?: string[];
  /** Inscrições in each group list of the result (PP, IND, QUI). */
  grupos?: Record<string, string[]>;
  /** Texts the reading report printed by the CLI (stdout without --json) must contain. */
  relatorioContem?: string[];
}

/** One case of the manifest (casos.json). */
export interface CasoManifesto {
  arquivo: string;
  descricao: string;
  linhaDaTabela: number | 'menor';
  esperado: Esperado;
  /** Extra arguments of `cotas classificar` (CSV: --vagas). */
  argumentos?: string[];
  /** Where the case is run: the CLI, the task pane's workflow, the custom functions. */
  hosts: Host[];
  /** The `opções` text of COTAS.CLASSIFICAR, for the functions. */
  opcoesFuncao?: string;
  /** Functions: the table as only Excel desktop gives it (blank cells as 0); not run as the web's. */
  soDesktop?: boolean;
  /** The `vagas` argument of COTAS.CLASSIFICAR (default [[1]]). */
  vagasFuncao?: (string | number)[][];
  /** Environment variables for the CLI runs (TZ…): the case runs once per entry. */
  ambientes?: Record<string, string>[];
  /** Too big for the repository: the test writes the file with `gerarArquivoGrande`. */
  geradoNoTeste?: boolean;
  /** Run the CLI with --saida and stop it (SIGTERM, SIGINT) while it writes: nothing may be left behind. */
  interromperGravando?: boolean;
  /** Run the CLI with the output (--saida) over the input reached through a symbolic link. */
  saidaSobreEntradaPorLink?: boolean;
}

export interface Caso extends CasoManifesto {
  /** Workbook cases: the sheets. */
  planilhas?: CasoSheet[];
  /** CSV or raw-bytes cases. */
  bytes?: () => Buffer;
}

// ---------------------------------------------------------------------------------------------
// The base concurso: one cargo, one vacancy, four candidates (101 is first by score)

export const CABECALHO = ['Inscrição', 'Nome', 'Cargo', 'Nota', 'Cota', 'Optante', 'Confirmação', 'Situação'];
export const CARGO = 'Professor';

type Linha = CasoCell[];

export function baseLinhas(): Linha[] {
  return [
    ['101', 'Ana Conceição', CARGO, 90, '', '', '', 'Aprovado'],
    ['102', 'Bruno Simões', CARGO, 85, 'Pardo', 'Sim', 'Deferida', 'Aprovado'],
    ['103', 'Carla Guimarães', CARGO, 80, '', '', '', 'Aprovado'],
    ['104', 'Diego Assunção', CARGO, 75, '', '', '', 'Aprovado'],
  ];
}

export function parametros(vagas: CasoCell = 1, extra: CasoCell[][] = []): CasoSheet {
  return { nome: 'Parâmetros', linhas: [['Regra', 'Lei 3.056/2025'], ...extra, [], ['Cargo', 'Vagas'], [CARGO, vagas]] };
}

function candidatos(linhas: Linha[], cabecalho: CasoCell[] = CABECALHO, nome = 'Candidatos'): CasoSheet {
  return { nome, linhas: [cabecalho, ...linhas] };
}

/** A simple workbook: Candidatos (base or given rows) + Parâmetros. */
function pasta(linhas: Linha[] = baseLinhas(), cabecalho: CasoCell[] = CABECALHO, params: CasoSheet = parametros()): CasoSheet[] {
  return [candidatos(linhas, cabecalho), params];
}

function comColuna(linhas: Linha[], col: number, valores: CasoCell[]): Linha[] {
  return linhas.map((l, i) => {
    const r = l.slice();
    r[col] = valores[i];
    return r;
  });
}

const COL = { inscricao: 0, nome: 1, cargo: 2, nota: 3, cota: 4, optante: 5, confirmacao: 6, situacao: 7 };

// ---------------------------------------------------------------------------------------------
// CSV bytes

function csvTexto(linhas: (string | number)[][], sep: string): string {
  return linhas.map((l) => l.join(sep)).join('\r\n') + '\r\n';
}

const CSV_BASE: string[][] = [
  ['Inscrição', 'Nome', 'Nota', 'Cota', 'Optante', 'Confirmação', 'Situação'],
  ['101', 'Ana Conceição', '90', '', '', '', 'Aprovado'],
  ['102', 'Bruno Simões', '85', 'Pardo', 'Sim', 'Deferida', 'Aprovado'],
  ['103', 'Carla Guimarães', '80', '', '', '', 'Aprovado'],
  ['104', 'Diego Assunção', '75', '', '', '', 'Aprovado'],
];

function utf16leSemBom(text: string): Buffer {
  return Buffer.from(text, 'utf16le');
}

/** Excel serial number of a date-time given as wall-clock fields (no time zone: as Excel holds it). */
export function serialExcel(y: number, m: number, d: number, h = 0, min = 0): number {
  return (Date.UTC(y, m - 1, d, h, min) - Date.UTC(1899, 11, 30)) / 86400000;
}

// ---------------------------------------------------------------------------------------------
// The cases

const SO_CLI: Host[] = ['cli'];
const PLANILHA: Host[] = ['cli', 'painel'];
const TODOS: Host[] = ['cli', 'painel', 'funcoes'];

function casos(): Caso[] {
  const out: Caso[] = [];
  const add = (c: Caso): void => {
    out.push(c);
  };
  /** A CSV case, read with `--vagas 1` by the command only. */
  const csv = (arquivo: string, linhaDaTabela: Caso['linhaDaTabela'], descricao: string, esperado: Esperado, bytes: () => Buffer): void =>
    add({ arquivo, descricao, linhaDaTabela, esperado, argumentos: ['--vagas', '1'], hosts: SO_CLI, bytes });

  add({
    arquivo: 'controle.xlsx',
    descricao: 'Planilha correta (controle): a Ana (101), maior nota, é nomeada.',
    linhaDaTabela: 'menor',
    esperado: { saida: 0, nomeados: ['101'], naoNomeados: ['102', '103', '104'] },
    hosts: TODOS,
    planilhas: pasta(),
  });

  // 1 — Situação headed "Resultado"
  const resultado = comColuna(baseLinhas(), COL.situacao, ['Eliminado', 'Aprovado', 'Reprovado', 'Aprovado']);
  const cabResultado = CABECALHO.slice(0, 7).concat(['Resultado']);
  add({
    arquivo: 'linha-01-situacao-como-resultado.xlsx',
    descricao:
      'A coluna de situação tem o cabeçalho "Resultado" (Aprovado/Reprovado/Eliminado): é um erro que nomeia a coluna, nunca uma coluna ignorada em silêncio.',
    linhaDaTabela: 1,
    esperado: { saida: 1, problemaContem: ['Resultado'] },
    hosts: TODOS,
    planilhas: pasta(resultado, cabResultado),
  });
  add({
    arquivo: 'linha-01-resultado-mapeado.xlsx',
    descricao:
      'A mesma planilha com a linha "Coluna Situação | Resultado" nos Parâmetros: a coluna é lida como situação e a Ana (eliminada) não é nomeada.',
    linhaDaTabela: 1,
    esperado: { saida: 0, nomeados: ['102'], naoNomeados: ['101', '103'] },
    hosts: PLANILHA,
    planilhas: pasta(resultado, cabResultado, parametros(1, [['Coluna Situação', 'Resultado']])),
  });

  // 2 — 0 in a numeric Aprovado column
  const cabAprovado = CABECALHO.slice(0, 7).concat(['Aprovado']);
  add({
    arquivo: 'linha-02-aprovado-zero.xlsx',
    descricao: 'Coluna "Aprovado" numérica (1/0): o 0 da Ana é reprovado, como no CSV; ela não é nomeada.',
    linhaDaTabela: 2,
    esperado: { saida: 0, nomeados: ['102'], naoNomeados: ['101'] },
    hosts: PLANILHA,
    planilhas: pasta(comColuna(baseLinhas(), COL.situacao, [0, 1, 1, 1]), cabAprovado),
  });
  csv(
    'linha-02-aprovado-zero.csv',
    2,
    'Os mesmos dados em CSV: o 0 da Ana é reprovado; ela não é nomeada.',
    { saida: 0, nomeados: ['102'], naoNomeados: ['101'] },
    () =>
      Buffer.from(
        csvTexto(
          CSV_BASE.map((l, i) => (i === 0 ? [...l.slice(0, 6), 'Aprovado'] : [...l.slice(0, 6), ['0', '1', '1', '1'][i - 1]])),
          ';',
        ),
        'utf8',
      ),
  );

  // 3 — a blank Nota (Excel desktop gives 0)
  add({
    arquivo: 'linha-03-nota-em-branco.xlsx',
    descricao: 'A nota da Ana (linha 2) em branco numa linha aprovada: erro que nomeia a linha e a coluna Nota, nunca a nota 0.',
    linhaDaTabela: 3,
    esperado: { saida: 1, problemaContem: ['linha 2', 'Nota'] },
    hosts: PLANILHA,
    planilhas: pasta(comColuna(baseLinhas(), COL.nota, [null, 85, 80, 75])),
  });
  add({
    arquivo: 'linha-03-nota-zero-desktop.xlsx',
    descricao:
      'Nas funções, a tabela como o Excel para desktop a entrega (nota em branco = 0) para uma candidata aprovada: erro que nomeia a linha 2 e a coluna Nota, nunca a nota 0 em silêncio.',
    linhaDaTabela: 3,
    esperado: { saida: 1, problemaContem: ['linha 2', 'Nota'] },
    hosts: ['funcoes'],
    soDesktop: true,
    planilhas: pasta(comColuna(baseLinhas(), COL.nota, [0, 85, 80, 75])),
  });
  add({
    arquivo: 'linha-03-nota-zero-eliminada.xlsx',
    descricao: 'Nota 0 (ou em branco no Excel para desktop) numa linha marcada como eliminada: aceita, e a Ana não é nomeada.',
    linhaDaTabela: 3,
    esperado: { saida: 0, nomeados: ['102'], naoNomeados: ['101'] },
    hosts: TODOS,
    planilhas: pasta(
      comColuna(comColuna(baseLinhas(), COL.nota, [0, 85, 80, 75]), COL.situacao, ['Eliminado', 'Aprovado', 'Aprovado', 'Aprovado']),
    ),
  });

  // 4 — one sheet per cargo; two batches
  const semCargo = CABECALHO.filter((h) => h !== 'Cargo');
  const tiraCargo = (l: Linha): Linha => l.filter((_, i) => i !== COL.cargo);
  add({
    arquivo: 'linha-04-uma-aba-por-cargo.xlsx',
    descricao:
      'Uma aba por cargo (Professor e Motorista), sem a coluna Cargo: cada aba é lida como o seu cargo; os dois cargos têm nomeado.',
    linhaDaTabela: 4,
    esperado: { saida: 0, nomeados: ['101', '201'], naoNomeados: ['102', '202'] },
    hosts: PLANILHA,
    planilhas: [
      candidatos(baseLinhas().map(tiraCargo), semCargo, 'Professor'),
      candidatos(
        [
          ['201', 'Elias Romão', 70, '', '', '', 'Aprovado'],
          ['202', 'Fátima Leão', 65, '', '', '', 'Aprovado'],
        ],
        semCargo,
        'Motorista',
      ),
      {
        nome: 'Parâmetros',
        linhas: [
          ['Cargo', 'Vagas'],
          ['Professor', 1],
          ['Motorista', 1],
        ],
      },
    ],
  });
  add({
    arquivo: 'linha-04-dois-lotes.xlsx',
    descricao:
      'Dois lotes de candidatos em duas abas com a coluna Cargo: lidos juntos; a maior nota está no segundo lote (301) e é nomeada.',
    linhaDaTabela: 4,
    esperado: { saida: 0, nomeados: ['301'], naoNomeados: ['101'] },
    hosts: PLANILHA,
    planilhas: [
      candidatos(baseLinhas(), CABECALHO, 'Candidatos lote 1'),
      candidatos(
        [
          ['301', 'Gabriel Sampaio', CARGO, 95, '', '', '', 'Aprovado'],
          ['302', 'Helena Prado', CARGO, 60, '', '', '', 'Aprovado'],
        ],
        CABECALHO,
        'Candidatos lote 2',
      ),
      parametros(),
    ],
  });

  // 5 — a hidden old sheet beside the visible one
  add({
    arquivo: 'linha-05-aba-oculta-antiga.xlsx',
    descricao:
      'Aba oculta "Candidatos (antigo)" antes da visível "Candidatos": a oculta nunca é escolhida; a Ana (101) da visível é nomeada, não o 901 da antiga.',
    linhaDaTabela: 5,
    esperado: { saida: 0, nomeados: ['101'], naoNomeados: ['901'], relatorioContem: ['Candidatos (antigo)'] },
    hosts: PLANILHA,
    planilhas: [
      {
        ...candidatos([['901', 'Iara Antiga', CARGO, 99, '', '', '', 'Aprovado'], ...baseLinhas()], CABECALHO, 'Candidatos (antigo)'),
        oculta: true,
      },
      candidatos(baseLinhas()),
      parametros(),
    ],
  });

  // 6 — the add-in's own output sheet beside a candidates sheet whose header was edited
  const editado = CABECALHO.slice();
  editado[0] = 'Identificador';
  add({
    arquivo: 'linha-06-aba-de-saida-e-cabecalho-editado.xlsx',
    descricao:
      'Depois de uma execução, o cabeçalho da Inscrição foi editado ("Identificador"): o erro fala da aba Candidatos; a aba de saída "AC - Professor" nunca é lida como candidatos.',
    linhaDaTabela: 6,
    esperado: { saida: 1, problemaContem: ['Candidatos', 'Inscrição'] },
    hosts: PLANILHA,
    planilhas: [
      candidatos(baseLinhas(), editado),
      parametros(),
      {
        nome: 'AC - Professor',
        doSuplemento: true,
        linhas: [
          ['Ampla concorrência — Professor'],
          ['Classificação', 'Inscrição', 'Nome', 'Nota', 'Grupo declarado', 'Situação final'],
          [1, '101', 'Ana Conceição', 90, '', 'Nomeado(a) – 1ª vaga, AC'],
          [2, '102', 'Bruno Simões', 85, 'PP', 'Cadastro de reserva'],
          [3, '103', 'Carla Guimarães', 80, '', 'Cadastro de reserva'],
          [4, '104', 'Diego Assunção', 75, '', 'Cadastro de reserva'],
        ],
      },
    ],
  });

  // 7 — formulas without cached values
  add({
    arquivo: 'linha-07-formula-sem-resultado.xlsx',
    descricao:
      'A Situação da Ana (H2) é a fórmula =IF(1,"Eliminado","") gravada sem o resultado: erro que nomeia a célula, nunca "em branco = aprovada".',
    linhaDaTabela: 7,
    esperado: { saida: 1, problemaContem: ['H2'] },
    hosts: PLANILHA,
    planilhas: pasta(comColuna(baseLinhas(), COL.situacao, [{ formula: 'IF(1,"Eliminado","")' }, 'Aprovado', 'Aprovado', 'Aprovado'])),
  });
  add({
    arquivo: 'linha-07-formula-com-resultado.xlsx',
    descricao: 'A mesma fórmula com o resultado gravado ("Eliminado"): lida pelo resultado; a Ana não é nomeada.',
    linhaDaTabela: 7,
    esperado: { saida: 0, nomeados: ['102'], naoNomeados: ['101'] },
    hosts: PLANILHA,
    planilhas: pasta(
      comColuna(baseLinhas(), COL.situacao, [
        { formula: 'IF(1,"Eliminado","")', resultado: 'Eliminado' },
        'Aprovado',
        'Aprovado',
        'Aprovado',
      ]),
    ),
  });

  // 8 — error cells in Nome, Inscrição, CPF, Cargo
  const comCpf = CABECALHO.concat(['CPF']);
  const linhas8 = baseLinhas().map((l, i) => [...l, ['111.444.777-35', '222.555.888-46', '333.666.999-57', '444.777.000-68'][i]]);
  linhas8[0][COL.nome] = { erro: '#N/A' };
  linhas8[1][COL.inscricao] = { erro: '#VALUE!' };
  linhas8[2][8] = { erro: '#REF!' };
  linhas8[3][COL.cargo] = { erro: '#N/A' };
  add({
    arquivo: 'linha-08-celulas-com-erro.xlsx',
    descricao:
      'Valores de erro em Nome (B2), Inscrição (A3), CPF (I4) e Cargo (C5): todos apontados de uma vez, pela célula; nenhum publicado como nome.',
    linhaDaTabela: 8,
    esperado: { saida: 1, problemaContem: ['B2', 'A3', 'I4', 'C5'], problemaNaoContem: ['#N/A como nome'] },
    hosts: TODOS,
    planilhas: pasta(linhas8, comCpf),
  });

  // 9 — a date-time cell
  const comNasc = CABECALHO.concat(['Nascimento', 'Desempate 1']);
  const linhas9: Linha[] = [
    ['101', 'Ana Conceição', CARGO, 90, '', '', '', 'Aprovado', { dataHora: [1966, 3, 21, 2, 0] }, 5],
    ['102', 'Bruno Simões', CARGO, 90, '', '', '', 'Aprovado', '15/08/1990', 10],
    ['103', 'Carla Guimarães', CARGO, 80, '', '', '', 'Aprovado', '01/01/1980', 1],
  ];
  add({
    arquivo: 'linha-09-data-e-hora.xlsx',
    descricao:
      'Nascimento da Ana como data e hora (21/03/1966 02:00) e data de referência 20/03/2026: ela tem 59 anos em qualquer fuso horário, o desempate do edital decide e o Bruno (102) é nomeado, em TZ=UTC e em America/Sao_Paulo.',
    linhaDaTabela: 9,
    esperado: { saida: 0, nomeados: ['102'], naoNomeados: ['101'] },
    hosts: TODOS,
    opcoesFuncao: 'referencia=20/03/2026',
    ambientes: [{ TZ: 'UTC' }, { TZ: 'America/Sao_Paulo' }],
    planilhas: pasta(linhas9, comNasc, parametros(1, [['Data de referência', '20/03/2026']])),
  });

  // 10 — comma-separated CSV, trailing empty column, unquoted 89,5
  csv(
    'linha-10-virgula-e-coluna-vazia.csv',
    10,
    'CSV separado por vírgulas com uma coluna vazia no fim de cada linha e a nota 89,5 sem aspas (linha 3): erro que aponta a linha, nunca a nota 89.',
    { saida: 1, problemaContem: ['linha 3'] },
    () => {
      const l = CSV_BASE.map((r) => [...r, '']);
      l[2][2] = '89,5';
      return Buffer.from(csvTexto(l, ','), 'utf8');
    },
  );

  // 11 — an unclosed quote in an ignored column
  csv(
    'linha-11-aspas-abertas.csv',
    11,
    'Aspas abertas e nunca fechadas numa coluna ignorada (Observações, linha 2): erro que aponta a linha; o resto do arquivo não é engolido.',
    { saida: 1, problemaContem: ['linha 2'] },
    () => {
      const l = CSV_BASE.map((r, i) => [...r, i === 0 ? 'Observações' : i === 1 ? '"entregou laudo' : 'ok']);
      return Buffer.from(csvTexto(l, ';'), 'utf8');
    },
  );

  // 12 — the output over the input (through a symbolic link)
  add({
    arquivo: 'linha-12-saida-sobre-entrada.xlsx',
    descricao:
      'A entrada dada por um link simbólico e --saida o arquivo real (ou o mesmo nome com outra caixa, onde o sistema de arquivos não distingue): recusado, a planilha da comissão intacta.',
    linhaDaTabela: 12,
    esperado: { saida: 1, problemaContem: ['entrada'] },
    hosts: SO_CLI,
    saidaSobreEntradaPorLink: true,
    planilhas: pasta(),
  });

  // 13 — options text with a comma
  add({
    arquivo: 'linha-13-opcoes-com-virgula.xlsx',
    descricao:
      'Opções "regra=pirangi-3056-2025, referencia=20/03/2026" (vírgula em vez de ponto e vírgula) em =COTAS.CLASSIFICAR: as duas são lidas — a data de referência não se perde — e, no empate de nota, a pessoa idosa (103, nascida em 1950) fica à frente de 101 (Estatuto da Pessoa Idosa).',
    linhaDaTabela: 13,
    esperado: { saida: 0, nomeados: ['103'], naoNomeados: ['101'] },
    hosts: ['funcoes'],
    opcoesFuncao: 'regra=pirangi-3056-2025, referencia=20/03/2026',
    planilhas: pasta(
      comColuna(
        baseLinhas().map((l, i) => (i === 2 ? [l[0], l[1], l[2], 90, ...l.slice(4)] : l)),
        8,
        ['01/01/1990', '02/02/1991', '20/05/1950', '03/03/1992'],
      ),
      [...CABECALHO, 'Nascimento'],
    ),
  });

  // 14 — gendered and common spellings of the groups; PPI
  const cinco: Linha[] = [...baseLinhas(), ['105', 'Érica Tavares', CARGO, 70, '', '', '', 'Aprovado']];
  const linhas14 = comColuna(
    comColuna(
      comColuna(cinco, COL.cota, ['Pardo(a)', 'Preta', 'Indígena(o)', 'Quilombola(a)', 'Afrodescendente']),
      COL.optante,
      Array(5).fill('Sim'),
    ),
    COL.confirmacao,
    Array(5).fill('Deferida'),
  );
  add({
    arquivo: 'linha-14-grafias-dos-grupos.xlsx',
    descricao: 'Cota "Pardo(a)", "Preta", "Indígena(o)", "Quilombola(a)" e "Afrodescendente": aceitas (PP, PP, IND, QUI, PP).',
    linhaDaTabela: 14,
    esperado: { saida: 0, nomeados: ['101'], grupos: { PP: ['101', '102', '105'], IND: ['103'], QUI: ['104'] } },
    hosts: TODOS,
    planilhas: pasta(linhas14),
  });
  add({
    arquivo: 'linha-14-cota-ppi.xlsx',
    descricao: 'Cota "PPI" (ambígua: pretos, pardos ou indígenas?): erro que nomeia a linha 3 e a coluna Cota e explica por quê.',
    linhaDaTabela: 14,
    esperado: { saida: 1, problemaContem: ['linha 3', 'Cota', 'PPI'] },
    hosts: TODOS,
    planilhas: pasta(comColuna(baseLinhas(), COL.cota, ['', 'PPI', '', ''])),
  });

  // 15 — the same grade averaged in a different order
  add({
    arquivo: 'linha-15-notas-iguais-em-9-casas.xlsx',
    descricao:
      'Notas 7.449999999999999 e 7.45 (a mesma média somada em outra ordem): empate não resolvido que decide a nomeação; com --estrito, saída 3; no painel, listas gravadas com o aviso de erro a resolver.',
    linhaDaTabela: 15,
    esperado: { saida: 3 },
    argumentos: ['--estrito'],
    hosts: PLANILHA,
    planilhas: pasta(comColuna(baseLinhas().slice(0, 3), COL.nota, [7.449999999999999, 7.45, 6])),
  });

  // 16 — 150,000 rows with a bad Nota
  add({
    arquivo: 'linha-16-150-mil-notas-ruins.csv',
    descricao: '150.000 linhas com a nota "abc": os primeiros problemas listados e "e mais N", em português, sem estouro de pilha.',
    linhaDaTabela: 16,
    esperado: { saida: 1, problemaContem: ['e mais', 'abc'], problemaNaoContem: ['RangeError', 'Maximum call stack', '    at '] },
    argumentos: ['--vagas', '1'],
    hosts: TODOS,
    geradoNoTeste: true,
  });

  // 19 — interrupted while writing a big result
  add({
    arquivo: 'linha-19-interrompido-gravando.csv',
    descricao:
      'SIGTERM ou Ctrl+C (SIGINT) enquanto grava o resultado de 50.000 candidatos: nenhum arquivo temporário (com os CPFs) fica na pasta, nem um resultado pela metade.',
    linhaDaTabela: 19,
    esperado: { saida: 1, problemaNaoContem: ['    at '] },
    argumentos: ['--vagas', '100'],
    hosts: SO_CLI,
    geradoNoTeste: true,
    interromperGravando: true,
  });

  // 17 — 10,000,000,000 vacancies
  add({
    arquivo: 'linha-17-dez-bilhoes-de-vagas.xlsx',
    descricao:
      'Vagas 10.000.000.000 na aba Parâmetros: recusadas com uma mensagem em português que nomeia a aba, nunca um erro fatal do V8.',
    linhaDaTabela: 17,
    esperado: { saida: 1, problemaContem: ['Parâmetros'], problemaNaoContem: ['FATAL', 'heap'] },
    hosts: PLANILHA,
    planilhas: pasta(baseLinhas(), CABECALHO, parametros(10000000000)),
  });
  add({
    arquivo: 'linha-17-dez-bilhoes-de-vagas.csv',
    descricao: '--vagas 10000000000 para um CSV (valor de opção inválido: saída 2) e o argumento vagas das funções: recusado em português.',
    linhaDaTabela: 17,
    esperado: { saida: 2, problemaContem: ['vagas', '10.000.000.000'], problemaNaoContem: ['FATAL', 'heap'] },
    argumentos: ['--vagas', '10000000000'],
    hosts: ['cli', 'funcoes'],
    vagasFuncao: [[10000000000]],
    planilhas: pasta(),
    bytes: () => Buffer.from(csvTexto(CSV_BASE, ';'), 'utf8'),
  });

  // 20 — the hash of the Memória de cálculo
  const comCpf20 = CABECALHO.concat(['CPF']);
  const cpfs = ['111.444.777-35', '222.555.888-46', '333.666.999-57', '444.777.000-68'];
  const linhas20 = baseLinhas().map((l, i) => [...l, cpfs[i]]);
  add({
    arquivo: 'linha-20-hash-base.xlsx',
    descricao: 'Base com CPF para o SHA-256 dos dados de entrada.',
    linhaDaTabela: 20,
    esperado: { saida: 0, nomeados: ['101'] },
    hosts: SO_CLI,
    planilhas: pasta(linhas20, comCpf20),
  });
  const trocados = linhas20.map((l) => l.slice());
  trocados[2][8] = '555.888.111-79';
  trocados[3][8] = '666.999.222-80';
  add({
    arquivo: 'linha-20-hash-dois-cpfs.xlsx',
    descricao: 'A base com dois CPFs trocados: o SHA-256 muda.',
    linhaDaTabela: 20,
    esperado: { saida: 0, nomeados: ['101'] },
    hosts: SO_CLI,
    planilhas: pasta(trocados, comCpf20),
  });
  add({
    arquivo: 'linha-20-hash-outra-ordem.xlsx',
    descricao: 'A base com as linhas em outra ordem: o SHA-256 não muda.',
    linhaDaTabela: 20,
    esperado: { saida: 0, nomeados: ['101'] },
    hosts: SO_CLI,
    planilhas: pasta(linhas20.slice().reverse(), comCpf20),
  });

  // Smaller ones
  add({
    arquivo: 'menor-pasta-com-macros.xlsm',
    descricao: 'Uma pasta de trabalho com a extensão .xlsm: lida como planilha (nunca mandada ao leitor de JSON).',
    linhaDaTabela: 'menor',
    esperado: { saida: 0, nomeados: ['101'], problemaNaoContem: ['JSON'] },
    hosts: SO_CLI,
    planilhas: pasta(),
  });
  add({
    arquivo: 'menor-pasta-sem-extensao',
    descricao: 'Uma pasta de trabalho sem extensão: reconhecida pelo conteúdo.',
    linhaDaTabela: 'menor',
    esperado: { saida: 0, nomeados: ['101'], problemaNaoContem: ['JSON'] },
    hosts: SO_CLI,
    planilhas: pasta(),
  });
  add({
    arquivo: 'menor-zip-corrompido.xlsx',
    descricao: 'Um .xlsx cortado ao meio: mensagem em português, sem "Corrupted zip" nem outro rabo em inglês.',
    linhaDaTabela: 'menor',
    esperado: {
      saida: 1,
      problemaContem: ['menor-zip-corrompido.xlsx'],
      problemaNaoContem: ['Corrupted', 'zip:', 'Error:', 'End of data'],
    },
    hosts: SO_CLI,
  });
  const titulos: Linha[] = Array.from({ length: 34 }, (_, i) => [`Linha de título ${i + 1}`]);
  add({
    arquivo: 'menor-cabecalho-abaixo-da-linha-30.xlsx',
    descricao:
      'O cabeçalho na linha 35, abaixo de 34 linhas de título: a mensagem diz onde o cabeçalho foi procurado, nunca "linha 1: falta a coluna".',
    linhaDaTabela: 'menor',
    esperado: { saida: 1, problemaContem: ['cabeçalho'], problemaNaoContem: ['linha 1,'] },
    hosts: PLANILHA,
    planilhas: [{ nome: 'Candidatos', linhas: [...titulos, CABECALHO, ...baseLinhas()] }, parametros()],
  });
  csv(
    'menor-utf16-sem-bom.csv',
    'menor',
    'CSV em UTF-16 (little-endian) sem BOM, como alguns sistemas exportam: lido, com os acentos.',
    { saida: 0, nomeados: ['101'], naoNomeados: ['102'] },
    () => utf16leSemBom(csvTexto(CSV_BASE, '\t')),
  );
  csv(
    'menor-linha-sep.csv',
    'menor',
    'CSV com a linha "sep=," do Excel no início: o separador é o que ela diz, e a linha não é o cabeçalho.',
    { saida: 0, nomeados: ['101'] },
    () => Buffer.from('sep=,\r\n' + csvTexto(CSV_BASE, ','), 'utf8'),
  );
  csv(
    'menor-nota-infinita.csv',
    'menor',
    'A nota "1e999" (infinita) na linha 2: erro que mostra o que está escrito, nunca "a nota null".',
    { saida: 1, problemaContem: ['1e999', 'linha 2'], problemaNaoContem: ['null'] },
    () => {
      const l = CSV_BASE.map((r) => r.slice());
      l[1][2] = '1e999';
      return Buffer.from(csvTexto(l, ';'), 'utf8');
    },
  );
  const cab2: CasoCell[] = [
    'Inscrição',
    'Nome',
    'Cargo',
    'Nota final',
    'Nota Conhecimentos Específicos',
    'Nota Língua Portuguesa',
    'Cota',
    'Optante',
    'Confirmação',
    'Situação',
  ];
  add({
    arquivo: 'menor-cabecalho-em-duas-linhas.xlsx',
    descricao:
      'Cabeçalho em duas linhas ("Notas" mesclada sobre três colunas, D1:F1): o cabeçalho da linha 2 é lido; nunca "falta a Inscrição na linha 1".',
    linhaDaTabela: 'menor',
    esperado: { saida: 0, nomeados: ['101'], problemaNaoContem: ['linha 1,'] },
    hosts: PLANILHA,
    planilhas: [
      {
        nome: 'Candidatos',
        mescladas: ['D1:F1'],
        linhas: [
          [null, null, null, 'Notas', null, null],
          cab2,
          ...baseLinhas().map((l, i) => [l[0], l[1], l[2], l[3], [50, 40, 30, 20][i], [40, 45, 50, 55][i], l[4], l[5], l[6], l[7]]),
        ],
      },
      parametros(),
    ],
  });
  add({
    arquivo: 'menor-linha-oculta.xlsx',
    descricao: 'A linha da Ana (3) oculta por um filtro: lida mesmo assim (a Ana é nomeada), e o relatório de leitura diz isso.',
    linhaDaTabela: 'menor',
    esperado: { saida: 0, nomeados: ['101'], relatorioContem: ['ocult'] },
    hosts: PLANILHA,
    planilhas: [{ ...candidatos([baseLinhas()[1], baseLinhas()[0], ...baseLinhas().slice(2)]), linhasOcultas: [2] }, parametros()],
  });
  const cabObs = CABECALHO.concat(['Observações']);
  add({
    arquivo: 'menor-celulas-mescladas.xlsx',
    descricao:
      'Células mescladas dentro da tabela (I2:I3, na coluna Observações): a classificação sai e o relatório de leitura aponta o intervalo.',
    linhaDaTabela: 'menor',
    esperado: { saida: 0, nomeados: ['101'], relatorioContem: ['I2:I3'] },
    hosts: PLANILHA,
    planilhas: [
      {
        ...candidatos(
          baseLinhas().map((l, i) => [...l, i === 0 ? 'mesma banca' : null]),
          cabObs,
        ),
        mescladas: ['I2:I3'],
      },
      parametros(),
    ],
  });
  const cab2cargos = CABECALHO.concat(['CPF']);
  add({
    arquivo: 'menor-mesmo-cpf-em-dois-cargos.xlsx',
    descricao: 'O mesmo CPF em dois cargos (Professor e Motorista): a classificação sai e o relatório diz isso.',
    linhaDaTabela: 'menor',
    esperado: { saida: 0, nomeados: ['101', '201'], relatorioContem: ['mesmo CPF'] },
    hosts: PLANILHA,
    planilhas: [
      candidatos(
        [
          [...baseLinhas()[0], '111.444.777-35'],
          [...baseLinhas()[1], '222.555.888-46'],
          ['201', 'Ana Conceição', 'Motorista', 70, '', '', '', 'Aprovado', '111.444.777-35'],
          ['202', 'Fátima Leão', 'Motorista', 65, '', '', '', 'Aprovado', '333.666.999-57'],
        ],
        cab2cargos,
      ),
      {
        nome: 'Parâmetros',
        linhas: [
          ['Cargo', 'Vagas'],
          ['Professor', 1],
          ['Motorista', 1],
        ],
      },
    ],
  });
  return out;
}

export const CASOS: Caso[] = casos();

// ---------------------------------------------------------------------------------------------
// Writing

/** The workbook of a case, with exceljs; deterministic contents (fixed dates). */
export async function pastaDeTrabalho(sheets: CasoSheet[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const when = new Date(Date.UTC(2026, 0, 5, 12, 0, 0));
  wb.creator = 'gerar-entradas';
  wb.created = when;
  wb.modified = when;
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.nome);
    if (s.oculta) ws.state = 'hidden';
    s.linhas.forEach((linha, r) => {
      const row = ws.getRow(r + 1);
      linha.forEach((c, col) => {
        const v = excelValue(c);
        if (v !== null) row.getCell(col + 1).value = v;
      });
      if (s.linhasOcultas?.includes(r)) row.hidden = true;
      row.commit();
    });
    for (const m of s.mescladas ?? []) ws.mergeCells(m);
  }
  return fixedZipDates(Buffer.from(await wb.xlsx.writeBuffer()));
}

/** The same zip with every entry dated 2026-01-05 (exceljs stamps the current time). */
async function fixedZipDates(buffer: Buffer): Promise<Buffer> {
  const src = await JSZip.loadAsync(buffer);
  const out = new JSZip();
  const date = new Date(Date.UTC(2026, 0, 5, 12, 0, 0));
  for (const name of Object.keys(src.files)) {
    const f = src.files[name];
    if (f.dir) continue;
    out.file(name, await f.async('uint8array'), { date, createFolders: false });
  }
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
}

function excelValue(c: CasoCell): ExcelJS.CellValue {
  if (c === null || c === '') return null;
  if (typeof c !== 'object') return c;
  if ('erro' in c) return { error: c.erro } as ExcelJS.CellErrorValue;
  if ('formula' in c)
    return (c.resultado === undefined ? { formula: c.formula } : { formula: c.formula, result: c.resultado }) as ExcelJS.CellFormulaValue;
  if ('dataHora' in c) {
    const [y, m, d, h, min] = c.dataHora;
    // exceljs turns a Date into the serial number of its UTC fields: the cell shows 21/03/1966 02:00.
    return new Date(Date.UTC(y, m - 1, d, h, min));
  }
  return { richText: c.ricoTexto.map((text) => ({ text })) };
}

/** A cell as the task pane's port gives it (Office.js: errors and uncached formulas flagged, dates as serials). */
export function portCell(c: CasoCell): CellValue {
  if (c === null) return '';
  if (typeof c !== 'object') return c;
  if ('erro' in c) return new CellError(c.erro);
  if ('formula' in c) return c.resultado === undefined ? new UncachedFormula(c.formula) : c.resultado;
  if ('dataHora' in c) return serialExcel(...c.dataHora);
  return c.ricoTexto.join('');
}

/** The sheets as the task pane's port (MemoryWorkbook) holds them. */
export function portSheets(sheets: CasoSheet[]): SheetData[] {
  return sheets.map((s) => ({
    nome: s.nome,
    linhas: s.linhas.map((l) => l.map(portCell)),
    ...(s.oculta ? { oculta: true } : {}),
    ...(s.linhasOcultas ? { linhasOcultas: s.linhasOcultas.slice() } : {}),
    ...(s.mescladas ? { mescladas: s.mescladas.slice() } : {}),
    ...(s.doSuplemento ? { doSuplemento: true } : {}),
  }));
}

/**
 * A table as the Excel custom functions receive it: blank cells as 0 on Excel desktop (`desktop`),
 * null on the web; error values flagged; dates as serials.
 */
export function functionTable(sheet: CasoSheet, desktop = false): CellValue[][] {
  const width = Math.max(...sheet.linhas.map((l) => l.length));
  return sheet.linhas.map((l) => {
    const r: CellValue[] = [];
    for (let i = 0; i < width; i++) {
      const c = l[i] ?? null;
      r.push(c === null || c === '' ? (desktop ? 0 : null) : portCell(c));
    }
    return r;
  });
}

/** The table of row 16: a header and `linhas` candidates, every Nota "abc"; deterministic. */
export function linhasGrandes(linhas = 150000, seed = 16): CellValue[][] {
  const rnd = seededRandom(seed);
  const out: CellValue[][] = [['Inscrição', 'Nome', 'Nota', 'Situação']];
  for (let i = 1; i <= linhas; i++) out.push([String(100000 + i), `Candidato ${Math.floor(rnd() * 1e6)}`, 'abc', 'Aprovado']);
  return out;
}

/** The big CSV of row 16 (150,000 rows, every Nota "abc"). */
export function gerarArquivoGrande(linhas = 150000, seed = 16): Buffer {
  return Buffer.from(
    linhasGrandes(linhas, seed)
      .map((r) => r.join(';'))
      .join('\r\n') + '\r\n',
    'utf8',
  );
}

/** A valid CPF (check digits) from its first nine digits: distinct bases give distinct CPFs. */
function cpfValido(base: number): string {
  const d = String(base).padStart(9, '0').split('').map(Number);
  for (const len of [9, 10]) {
    let sum = 0;
    for (let k = 0; k < len; k++) sum += d[k] * (len + 1 - k);
    const r = (sum * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

/** A valid CSV of `linhas` candidates (row 19: a result big enough to interrupt while it is written). */
export function gerarCsvValido(linhas: number, seed = 19): Buffer {
  const rnd = seededRandom(seed);
  const parts: string[] = ['Inscrição;Nome;CPF;Nota;Situação'];
  for (let i = 1; i <= linhas; i++) {
    const cpf = cpfValido(100000000 + i * 37);
    parts.push(`${100000 + i};Candidato ${i};${cpf};${(50 + rnd() * 50).toFixed(2).replace('.', ',')};Aprovado`);
  }
  return Buffer.from(parts.join('\r\n') + '\r\n', 'utf8');
}

/** Bytes of every committed file of a case (the big one excepted). */
export async function bytesDoCaso(c: Caso): Promise<Buffer | null> {
  if (c.geradoNoTeste) return null;
  if (c.arquivo.endsWith('.csv') && c.bytes) return c.bytes();
  if (c.arquivo === 'menor-zip-corrompido.xlsx') {
    const whole = await pastaDeTrabalho([candidatos(baseLinhas()), parametros()]);
    return whole.subarray(0, Math.floor(whole.length / 2));
  }
  if (c.planilhas) return pastaDeTrabalho(c.planilhas);
  if (c.bytes) return c.bytes();
  return null;
}

export function manifesto(): CasoManifesto[] {
  return CASOS.map((c) => {
    const { planilhas: _p, bytes: _b, ...m } = c;
    return m;
  });
}

export const PASTA_ENTRADAS = path.join('test', 'fixtures', 'entradas');

export async function gerarEntradas(raiz: string): Promise<string[]> {
  const dir = path.join(raiz, PASTA_ENTRADAS);
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const c of CASOS) {
    const b = await bytesDoCaso(c);
    if (!b) continue;
    fs.writeFileSync(path.join(dir, c.arquivo), b);
    written.push(c.arquivo);
  }
  fs.writeFileSync(path.join(dir, 'casos.json'), JSON.stringify(manifesto(), null, 2) + '\n');
  written.push('casos.json');
  return written;
}

if (require.main === module) {
  // dist-node/src/tools/ → the repository root.
  const raiz = path.resolve(__dirname, '..', '..');
  gerarEntradas(raiz).then(
    (files) => console.log(`${files.length} arquivos gravados em ${PASTA_ENTRADAS}.`),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
