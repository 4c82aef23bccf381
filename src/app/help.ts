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

export function functionHelp({ prefixo, reserva }: FunctionSyntax): FunctionHelp[] {
  return [
    { formula: `=${reserva}(17; "PP")`, descricao: 'vagas reservadas a pretos e pardos com 17 vagas' },
    { formula: `=${prefixo}SEQUENCIA(10)`, descricao: 'modalidade de cada posição na ordem de nomeação' },
    { formula: `=${prefixo}CLASSIFICAR(A1:J200; 10)`, descricao: 'situação de cada candidato da tabela (com cabeçalho)' },
    { formula: `=${prefixo}LISTA(A1:J200; 10; "PP")`, descricao: 'lista final de pretos e pardos' },
    {
      formula: `=${prefixo}LISTA(A1:L200; 10; "PCD"; "pcd=federal-9508-2018")`,
      descricao: 'lista final de pessoas com deficiência (Decreto nº 9.508/2018)',
    },
    { formula: `=${prefixo}LISTA(A1:J200; 10; "AVISOS")`, descricao: 'avisos do resultado (empates não resolvidos…), com o artigo' },
  ];
}
