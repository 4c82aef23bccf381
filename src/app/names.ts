// The workbook names the pane adds (=RESERVA(10) in Excel), planned: the LAMBDA definitions, and the
// outcome of what the port did with each (added, rewritten when the add-in's own, or left alone when
// a name of the commission's). Pure: the applier calls the port's addNames.
import type { SheetProblem } from '../sheet';
import { failedOutcome } from './outcome';
import { errorMessage } from './plan';
import type { PortWrite } from './plan';
import { NAME_MARKER } from './port';
import type { NameDefinition, NamesOutcome } from './port';
import type { Outcome } from './types';

/**
 * The LAMBDA names the pane adds, in en-US formula syntax (names.add): `=RESERVA(10)` as the users
 * asked for it. Not CLASSIFICAR: in Portuguese Excel that is the built-in SORT.
 */
export const RESERVE_NAMES: NameDefinition[] = [
  {
    nome: 'RESERVA',
    formula: '=LAMBDA(vagas,[grupo],IF(ISOMITTED(grupo),COTAS.RESERVA(vagas),COTAS.RESERVA(vagas,grupo)))',
    comentario: `${NAME_MARKER} reserva de vagas da lei de cotas aplicada pelo suplemento: =RESERVA(vagas; [grupo]) é =COTAS.RESERVA(vagas; [grupo]).`,
  },
];

/** Adds (or rewrites, when the add-in's) the names; a name that exists and is not the add-in's is reported and left alone. */
export function planNames(nomes: NameDefinition[] = RESERVE_NAMES): PortWrite<'addNames', Outcome> {
  return {
    method: 'addNames',
    args: [nomes],
    done: namesOutcome,
    failed: (e) => failedOutcome(`Não foi possível adicionar os nomes: ${errorMessage(e)}`, null),
  };
}

/** "Nome adicionado: RESERVA" / "Nomes adicionados: A, B" (with `note` after the label). */
function listed(names: string[], one: string, many: string, note = ''): string {
  return `${names.length === 1 ? one : many}${note}: ${names.join(', ')}`;
}

function namesOutcome(r: NamesOutcome): Outcome {
  const parts: string[] = [];
  if (r.adicionados.length) parts.push(listed(r.adicionados, 'Nome adicionado', 'Nomes adicionados'));
  if (r.atualizados.length) parts.push(listed(r.atualizados, 'Nome atualizado', 'Nomes atualizados'));
  const problemas: SheetProblem[] = r.mantidos.map((nome) => ({
    planilha: null,
    linha: null,
    coluna: null,
    mensagem: `a pasta já tem um nome '${nome}' que não é do suplemento; ele não foi alterado (apague-o ou renomeie-o em Fórmulas > Gerenciador de Nomes para usar =${nome}(…) do suplemento).`,
    codigo: 'nome-existente',
    nivel: 'aviso',
  }));
  if (r.mantidos.length) parts.push(listed(r.mantidos, 'Nome mantido', 'Nomes mantidos', ' (não são do suplemento)'));
  const usable = [...r.adicionados, ...r.atualizados];
  const tip = usable.includes('RESERVA') ? ' Digite, por exemplo, =RESERVA(10) numa célula.' : '';
  return {
    ok: usable.length > 0,
    atencao: r.mantidos.length > 0,
    titulo: `${parts.join('. ')}.${tip}`,
    problemas,
    planilhas: [],
    removidas: [],
    leitura: [],
  };
}
