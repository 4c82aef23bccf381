// The function examples the pane shows, in each host's own syntax: one list, written once. Excel names
// them COTAS.RESERVA…; Google Sheets has no namespaces (COTAS_RESERVA…) and a bare RESERVA.
import type { FunctionHelp } from './types';

/** How a host spells the functions: the prefix of the classification functions and the name of the reserve function. */
export interface FunctionSyntax {
  /** "COTAS." (Excel) or "COTAS_" (Google Sheets). */
  prefixo: string;
  /** The reserve function as the host's users type it ("COTAS.RESERVA" in Excel, the bare "RESERVA" in Sheets). */
  reserva: string;
}

/**
 * The ranges of the example workbook (assets/exemplo-concurso.xlsx, 5 cargos): the candidates' table
 * with its header, and the Cargo | Vagas table of the Parâmetros sheet. The examples are written on
 * them so that each works as written there (test/app/formulas/exemplos.test.ts evaluates them).
 */
export const EXAMPLE_TABLE = 'Candidatos!A1:N376';
export const EXAMPLE_VACANCIES = "'Parâmetros'!A14:B19";

export function functionHelp({ prefixo, reserva }: FunctionSyntax): FunctionHelp[] {
  const args = `${EXAMPLE_TABLE}; ${EXAMPLE_VACANCIES}`;
  return [
    { formula: `=${reserva}(17; "PP")`, descricao: 'vagas reservadas a pretos e pardos com 17 vagas' },
    { formula: `=${prefixo}SEQUENCIA(10)`, descricao: 'modalidade de cada posição na ordem de nomeação' },
    { formula: `=${prefixo}CLASSIFICAR(${args})`, descricao: 'situação de cada candidato da tabela, com as vagas de cada cargo' },
    { formula: `=${prefixo}LISTA(${args}; "PP"; "cargo=Professor PEB I")`, descricao: 'lista final de pretos e pardos de um cargo' },
    {
      formula: `=${prefixo}LISTA(${args}; "PCD"; "pcd=federal-9508-2018; cargo=Agente Comunitário de Saúde")`,
      descricao: 'lista final de pessoas com deficiência (Decreto nº 9.508/2018) de um cargo',
    },
    { formula: `=${prefixo}LISTA(${args}; "AVISOS")`, descricao: 'avisos do resultado, de todos os cargos, com o artigo' },
    {
      formula: `=${prefixo}LISTA(${args}; "CONVOCADOS"; "corte ampla=30; cargo=Agente Comunitário de Saúde")`,
      descricao: 'convocados para a próxima fase de um cargo: os 30 primeiros da ampla e todos os optantes (art. 9º)',
    },
  ];
}
