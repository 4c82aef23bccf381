// Every problem in one list (errors first, as the workflow sorts them), each with its cell: a button
// that selects the cell in the sheet where the host can. Thousands of problems stay fast: the list
// shows a page at a time ("Mostrar mais"), never a wall of text, never capped.
import * as React from 'react';
import { Badge, Body1, Button, Caption1, Link } from '@fluentui/react-components';
import { problemLocation } from '../sheet';
import type { SheetProblem } from '../sheet';
import { useEstilos } from './estilos';
import { rotuloMostrarMais } from './texto';

/** Problems rendered at a time. */
export const PAGINA = 100;

export interface ListaProblemasProps {
  problemas: readonly SheetProblem[];
  selecionaCelulas: boolean;
  onIrParaCelula: (planilha: string, celula: string) => void;
  /** Accessible name of the list ("Problemas da validação"). */
  rotulo: string;
}

export function ListaProblemas({ problemas, selecionaCelulas, onIrParaCelula, rotulo }: ListaProblemasProps): React.JSX.Element | null {
  const estilos = useEstilos();
  const [mostrados, setMostrados] = React.useState(PAGINA);
  React.useEffect(() => setMostrados(PAGINA), [problemas]);
  if (problemas.length === 0) return null;
  const visiveis = problemas.slice(0, mostrados);
  const resto = problemas.length - visiveis.length;
  return (
    <div className={estilos.pilha}>
      <ul className={estilos.listaSimples} aria-label={rotulo}>
        {visiveis.map((p, i) => (
          <ItemProblema key={i} problema={p} selecionaCelulas={selecionaCelulas} onIrParaCelula={onIrParaCelula} />
        ))}
      </ul>
      {resto > 0 && <Button onClick={() => setMostrados((n) => n + PAGINA)}>{rotuloMostrarMais(resto, problemas.length)}</Button>}
    </div>
  );
}

const ItemProblema = React.memo(function ItemProblema({
  problema: p,
  selecionaCelulas,
  onIrParaCelula,
}: {
  problema: SheetProblem;
  selecionaCelulas: boolean;
  onIrParaCelula: (planilha: string, celula: string) => void;
}): React.JSX.Element {
  const estilos = useEstilos();
  const aviso = p.nivel === 'aviso';
  const onde = problemLocation(p);
  const mensagem = p.mensagem.charAt(0).toUpperCase() + p.mensagem.slice(1);
  const celula = p.planilha && p.celula ? { planilha: p.planilha, celula: p.celula } : null;
  return (
    <li className={estilos.pilhaCurta}>
      <div className={estilos.linha}>
        <Badge appearance="tint" color={aviso ? 'warning' : 'danger'} shape="rounded">
          {aviso ? 'Aviso' : 'Erro'}
        </Badge>
        {onde && <Caption1 className={estilos.texto}>{onde}</Caption1>}
      </div>
      <Body1 className={estilos.texto}>{mensagem}</Body1>
      {celula &&
        (selecionaCelulas ? (
          <Link as="button" onClick={() => onIrParaCelula(celula.planilha, celula.celula)} className={estilos.texto}>
            {`Ir para a célula ${celula.celula} (${celula.planilha})`}
          </Link>
        ) : (
          <Caption1 className={estilos.fraco}>{`Célula ${celula.celula} (${celula.planilha})`}</Caption1>
        ))}
    </li>
  );
});
