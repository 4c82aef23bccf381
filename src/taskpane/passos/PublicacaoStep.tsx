// Step 5, Publicação: masking of personal data in the published lists (LGPD; the command's default,
// --sem-mascara for the internal version), the functions in the host's own syntax with examples that
// work on the example workbook (test/app/formulas/exemplos.test.ts), and the workbook names that make
// =RESERVA(10) work.
import * as React from 'react';
import { Body1, Button, Caption1, Subtitle2, Switch } from '@fluentui/react-components';
import type { FunctionHelp, Outcome } from '../../app/types';
import { useEstilos } from '../estilos';
import { ErroAcao, Resultado } from '../Resultado';
import type { PassoComum } from './comum';

export interface PublicacaoStepProps extends PassoComum {
  mascarar: boolean;
  onMascarar: (v: boolean) => void;
  funcoes: FunctionHelp[];
  podeAdicionarNomes: boolean;
  onAdicionarNomes: () => void;
  resultado: Outcome | null;
}

export function PublicacaoStep(props: PublicacaoStepProps): React.JSX.Element {
  const estilos = useEstilos();
  return (
    <>
      <Subtitle2 as="h2">Publicação</Subtitle2>
      <section className={estilos.pilha} aria-labelledby="titulo-mascara">
        <Subtitle2 as="h3" id="titulo-mascara">
          Dados pessoais
        </Subtitle2>
        <Switch
          checked={props.mascarar}
          onChange={(_e, d) => props.onMascarar(d.checked)}
          label="Mascarar dados pessoais nas listas publicadas"
        />
        <Body1 className={estilos.texto}>
          {props.mascarar
            ? 'Ligado: nas listas geradas, o CPF aparece como ***.456.789-** e as datas de nascimento não aparecem (LGPD). É o que se publica.'
            : 'Desligado: as listas geradas trazem o CPF completo e as datas de nascimento. Use só para o trabalho interno da comissão; não publique.'}
        </Body1>
        <Caption1 className={estilos.texto}>A escolha vale para a próxima geração (etapa Gerar listas finais).</Caption1>
      </section>
      {props.funcoes.length > 0 && (
        <section className={estilos.pilha} aria-labelledby="titulo-funcoes">
          <Subtitle2 as="h3" id="titulo-funcoes">
            Funções na planilha
          </Subtitle2>
          <Caption1 className={estilos.texto}>
            Exemplos no arquivo de exemplo (a tabela Candidatos e as vagas de cada cargo na planilha Parâmetros): ajuste os intervalos e o
            cargo à sua pasta de trabalho. As listas saem com o CPF mascarado; &quot;mascarar=não&quot; nas opções dá a versão completa, de
            uso interno.
          </Caption1>
          <ul className={estilos.lista}>
            {props.funcoes.map((f) => (
              <li key={f.formula}>
                <Body1 className={estilos.texto}>
                  <span className={estilos.codigo}>{f.formula}</span> – {f.descricao}
                </Body1>
              </li>
            ))}
          </ul>
        </section>
      )}
      {props.podeAdicionarNomes && (
        <section className={estilos.pilha} aria-labelledby="titulo-nomes">
          <Subtitle2 as="h3" id="titulo-nomes">
            =RESERVA(10) sem o prefixo COTAS.
          </Subtitle2>
          <Body1 className={estilos.texto}>
            Adiciona a esta pasta o nome RESERVA, uma fórmula LAMBDA sobre =COTAS.RESERVA: depois dele, =RESERVA(10) e =RESERVA(10;
            &quot;PP&quot;) funcionam em qualquer célula. Nomes LAMBDA precisam do Microsoft 365, do Excel 2024 ou do Excel na Web. Um nome
            RESERVA que já exista e não seja do suplemento não é alterado.
          </Body1>
          <Caption1 className={estilos.texto}>
            A classificação continua =COTAS.CLASSIFICAR: no Excel em português, CLASSIFICAR é a função CLASSIFICAR do próprio Excel (SORT),
            que um nome não pode substituir.
          </Caption1>
          <div className={estilos.linha}>
            <Button disabled={props.ocupado} onClick={props.onAdicionarNomes}>
              Adicionar a função RESERVA a esta pasta
            </Button>
          </div>
          {props.erro && props.erro.acao === 'nomes' && <ErroAcao mensagem={props.erro.mensagem} focarResultado={props.focarResultado} />}
          {props.resultado && (
            <Resultado
              resultado={props.resultado}
              titulo="Nomes da pasta"
              focarResultado={props.focarResultado}
              selecionaCelulas={props.selecionaCelulas}
              onIrParaCelula={props.onIrParaCelula}
            />
          )}
        </section>
      )}
    </>
  );
}
