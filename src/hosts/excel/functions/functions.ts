// The Excel custom functions of the COTAS namespace (=COTAS.RESERVA, =COTAS.SEQUENCIA,
// =COTAS.CLASSIFICAR, =COTAS.LISTA).
//
// This file is the input of custom-functions-metadata-plugin (webpack.config.js): functions.json is
// generated from the JSDoc below (Portuguese: it is what Excel shows in the formula bar), and the
// plugin appends `CustomFunctions.associate("ID", fn)` for each function to the bundle. So:
//  - each function is a top-level `function` declaration with a `@customfunction ID` tag;
//  - parameter and return types are written with keywords only (number, string, unknown[][]): the
//    metadata generator does not resolve type aliases;
//  - no function is volatile; all are pure (same arguments, same result).
// What they compute is host-free (src/app/formulas/implementation.ts); Excel's part is its FormulaHost
// (excel-host.ts: desktop's blank-as-0, and on Excel on the web the 5 MB limit, read from Office.js at
// each call by web-limit.ts; on the desktop there is no limit).
// Errors: `guard` (errors.ts) turns every problem into #VALOR! with a Portuguese message.
import { classifyCells, listCells, reserveCells, sequenceCells } from '../../../app/formulas/implementation';
import { guard } from './errors';
import { excelFormulaHost } from './excel-host';
import { excelWebLimit } from './web-limit';

/**
 * Quantas vagas vão para cada lista (pretos e pardos, indígenas, quilombolas, pessoas com deficiência, ampla concorrência). Com o grupo, devolve um número; sem ele, duas linhas: rótulos e quantidades.
 * @customfunction RESERVA
 * @param vagas Número total de vagas do cargo.
 * @param [grupo] Opcional: PP, IND, QUI, PCD, AC ou TOTAL (também por extenso: "pretos e pardos", "indígenas", "quilombolas", "pessoas com deficiência", "ampla concorrência", "total reservado"). PCD pede a regra PcD nas opções.
 * @param [regra] Opcional: pirangi-3056-2025 (padrão), federal-15142-2025 ou federal-12990-2014.
 * @param [arredondamento] Opcional: "total" ou "por-grupo" (padrão: o da regra).
 * @param [opcoes] Opcional: texto "chave=valor; ..." com pcd (federal-9508-2018, sp-lc683-1992 ou nenhuma), regra, arredondamento.
 * @param [abaRegra] Opcional: a aba Regra da comissão, a partir da sua primeira célula (por exemplo Regra!A1:F40), para a regra escrita pela comissão ("Outra lei"); com ela, não informe outra regra.
 * @returns Vagas reservadas ao grupo, ou a tabela de vagas por lista.
 */
export function reservation(
  vagas: number,
  grupo?: string,
  regra?: string,
  arredondamento?: string,
  opcoes?: string,
  abaRegra?: unknown[][],
): unknown[][] {
  return guard(() => reserveCells(vagas, grupo, regra, arredondamento, opcoes, abaRegra));
}

/**
 * Modalidade de cada posição da ordem de nomeação (AC, PP, IND, QUI ou PCD), uma por linha, da 1ª à última vaga.
 * @customfunction SEQUENCIA
 * @param vagas Número total de vagas do cargo.
 * @param [regra] Opcional: pirangi-3056-2025 (padrão), federal-15142-2025 ou federal-12990-2014.
 * @param [arredondamento] Opcional: "total" ou "por-grupo" (padrão: o da regra).
 * @param [colisao] Opcional: "anterior" (padrão) ou "posterior": para onde vai um grupo quando dois disputam a mesma posição.
 * @param [opcoes] Opcional: texto "chave=valor; ..." com pcd (federal-9508-2018, sp-lc683-1992 ou nenhuma), regra, arredondamento, colisao.
 * @param [abaRegra] Opcional: a aba Regra da comissão, a partir da sua primeira célula (por exemplo Regra!A1:F40), para a regra escrita pela comissão ("Outra lei"); com ela, não informe outra regra.
 * @returns Uma coluna com a modalidade de cada vaga.
 */
export function sequence(
  vagas: number,
  regra?: string,
  arredondamento?: string,
  colisao?: string,
  opcoes?: string,
  abaRegra?: unknown[][],
): unknown[][] {
  return guard(() => sequenceCells(vagas, regra, arredondamento, colisao, opcoes, abaRegra));
}

/**
 * Classifica os candidatos da tabela da comissão: situação, modalidade, posição na ordem de nomeação, classificações (e na lista PcD, com a regra PcD) e avisos (empates não resolvidos...), alinhados a cada linha da tabela; o cabeçalho de Avisos diz quantos há, listados em COTAS.LISTA(...; "AVISOS").
 * @customfunction CLASSIFICAR
 * @param tabela Tabela de candidatos COM a linha de cabeçalho (Inscrição, Nome, Cargo, Nota, Cota, Optante, Confirmação, PcD, Avaliação PcD, Situação, Nascimento, desempates), em qualquer ordem.
 * @param vagas Número de vagas, ou um intervalo de duas colunas Cargo | Vagas quando há vários cargos.
 * @param [opcoes] Opcional: texto "chave=valor; ..." com regra, arredondamento, colisao, ausencia, referencia, edital, pcd, reservaMultipla, criterios e "coluna Situação=Resultado" (a coluna de cada campo).
 * @param [nomeacoes] Opcional: a tabela da planilha Nomeações COM a linha de cabeçalho (Cargo, Posição, Inscrição, Nome, Situação, Ato, Data): os atos de nomeação, posse, desistência, sem efeito, inaptidão, anulação e fim de fila, na ordem em que aconteceram.
 * @param [abaRegra] Opcional: a aba Regra da comissão, a partir da sua primeira célula (por exemplo Regra!A1:F40), para a regra escrita pela comissão ("Outra lei"); com ela, não informe outra regra.
 * @returns Uma linha de cabeçalho e uma linha por linha da tabela.
 */
export function classifyTable(
  tabela: unknown[][],
  vagas: unknown[][],
  opcoes?: string,
  nomeacoes?: unknown[][],
  abaRegra?: unknown[][],
): unknown[][] {
  return guard(() => classifyCells(tabela, vagas, opcoes, excelFormulaHost(excelWebLimit()), nomeacoes, abaRegra));
}

/**
 * Uma lista final, igual à planilha que o painel grava (CPF mascarado e sem datas de nascimento, para publicar; mascarar=não nas opções dá a versão completa, de uso interno): classificação, inscrição, nome, nota e situação (na ordem de nomeação: vaga, modalidade, entrada, situação da posição — empossado, nomeado com o ato, a nomear ou sem candidato —, observação e ocupantes anteriores); ou os avisos do resultado, de todos os cargos, com o artigo de cada um.
 * @customfunction LISTA
 * @param tabela Tabela de candidatos COM a linha de cabeçalho (Inscrição, Nome, Cargo, Nota, Cota...).
 * @param vagas Número de vagas, ou um intervalo de duas colunas Cargo | Vagas quando há vários cargos.
 * @param lista Qual lista: AC (ampla concorrência), PP, IND, QUI, PCD (pessoas com deficiência, com a regra PcD nas opções), NOMEACAO (ordem de nomeação), CONVOCADOS (quem segue para a próxima fase, com "corte ampla=30" nas opções) ou AVISOS (avisos e erros do resultado; sem cargo nas opções, os de todos os cargos).
 * @param [opcoes] Opcional: texto "chave=valor; ..." com regra, arredondamento, colisao, ausencia, referencia, edital, pcd, reservaMultipla, mascarar (sim, o padrão, ou não), cargo, criterios e "coluna Situação=Resultado".
 * @param [nomeacoes] Opcional: a tabela da planilha Nomeações COM a linha de cabeçalho (Cargo, Posição, Inscrição, Nome, Situação, Ato, Data): os atos do prazo de validade, na ordem em que aconteceram.
 * @param [abaRegra] Opcional: a aba Regra da comissão, a partir da sua primeira célula (por exemplo Regra!A1:F40), para a regra escrita pela comissão ("Outra lei"); com ela, não informe outra regra.
 * @returns A lista com uma linha de cabeçalho.
 */
export function finalList(
  tabela: unknown[][],
  vagas: unknown[][],
  lista: string,
  opcoes?: string,
  nomeacoes?: unknown[][],
  abaRegra?: unknown[][],
): unknown[][] {
  return guard(() => listCells(tabela, vagas, lista, opcoes, excelFormulaHost(excelWebLimit()), nomeacoes, abaRegra));
}
