// Step 6, Nomeações: the concurso during its validity period (rules.md §10). Per cargo, who is to be
// called now and why (the engine's explanation and audit lines), the positions held and by which act,
// the reopened ones with their earlier occupants; the acts the commission registers — a nomination
// for the people to be called (act and date typed once, one row each), a withdrawal, "sem efeito",
// "inapto", "anulado", "fim de fila" or posse for a person it picks — appended to the Nomeações sheet
// (never a row rewritten); new vacancies raised in the Parâmetros sheet. Preteridos, occupants outside
// the lawful result and the sheet's problems are listed as errors to resolve, each with its cell.
import * as React from 'react';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Checkbox,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Option,
  Subtitle2,
} from '@fluentui/react-components';
import { actProblemsOf } from '../../app/acts';
import type { ActEntry } from '../../app/acts';
import type { CargoNominations, PersonRef, PositionView } from '../../app/nominations';
import type { Analysis, Outcome } from '../../app/types';
import type { ActSituation } from '../../engine';
import { ACT_SITUATION_RECORDS } from '../../engine/catalog/acts';
import { count, formatDate } from '../../engine/text';
import type { Passo } from '../estado';
import { useEstilos } from '../estilos';
import { ListaProblemas } from '../ListaProblemas';
import { ErroAcao, Resultado } from '../Resultado';
import type { PassoComum } from './comum';

export interface NomeacoesStepProps extends PassoComum {
  analise: Analysis | null;
  resultado: Outcome | null;
  onRegistrar: (atos: ActEntry[]) => void;
  onAumentarVagas: (cargo: string | null, vagas: number) => void;
  onIrPara: (passo: Passo) => void;
}

/** Occupied positions rendered at a time. */
const PAGINA = 100;

/** "G1 – Ana Souza", or the inscrição alone. */
function pessoaTexto(p: PersonRef | null): string {
  if (!p) return 'sem candidato';
  return p.nome ? `${p.inscricao} – ${p.nome}` : p.inscricao;
}

/** "Portaria 45/2026, 02/04/2026". */
function atoTexto(ato: string | null, data: string | null): string {
  return [ato, data ? formatDate(data) : null].filter((x): x is string => !!x).join(', ');
}

/** The acts a person may get now (rules.md §10): who is to be called only withdraws; an occupant by nomination may take office or leave; after posse only an annulment. */
function situacoesPara(p: PositionView): ActSituation[] {
  if (p.situacao === 'a-nomear') return ['desistente'];
  if (p.situacao === 'empossado') return ['anulado'];
  return ['empossado', 'desistente', 'sem-efeito', 'inapto', 'anulado', 'fim-de-fila'];
}

function rotuloSituacao(s: ActSituation): string {
  const r = ACT_SITUATION_RECORDS.find((x) => x.codigo === s)!;
  return `${r.rotulo}: ${r.descricao}`;
}

export function NomeacoesStep(props: NomeacoesStepProps): React.JSX.Element {
  const { analise: a } = props;
  const estilos = useEstilos();
  const cargos = a?.nomeacoes ?? [];
  const [indice, setIndice] = React.useState(0);
  const cargo: CargoNominations | undefined = cargos[Math.min(indice, Math.max(0, cargos.length - 1))];
  const problemas = a ? actProblemsOf(a) : [];

  return (
    <>
      <Subtitle2 as="h2">Nomeações</Subtitle2>
      <Body1 className={estilos.texto}>
        Durante a validade do concurso: quem deve ser chamado agora, e os atos de nomeação, posse e saída. Cada ato registrado aqui é uma
        linha nova na planilha Nomeações; as linhas que já estão lá não mudam. Depois de registrar, gere as listas de novo para publicar a
        situação de cada posição.
      </Body1>
      {!a && <Body1>Lendo a pasta de trabalho…</Body1>}
      {a && !a.ok && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody className={estilos.texto}>
            A pasta ainda não tem um concurso válido para mostrar as nomeações: corrija os erros e valide de novo.{' '}
            <Button appearance="transparent" size="small" onClick={() => props.onIrPara('validar')}>
              Ir para Validar
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {problemas.length > 0 && (
        <section className={estilos.pilha} aria-labelledby="titulo-problemas-nomeacoes">
          <Subtitle2 as="h3" id="titulo-problemas-nomeacoes">
            {`Nas nomeações: ${count(problemas.length, 'problema', 'problemas')} a resolver`}
          </Subtitle2>
          <ListaProblemas
            problemas={problemas}
            selecionaCelulas={props.selecionaCelulas}
            onIrParaCelula={props.onIrParaCelula}
            rotulo="Problemas nas nomeações"
          />
        </section>
      )}
      {cargos.length > 1 && (
        <Field label="Cargo">
          <Dropdown
            className={estilos.controle}
            value={cargo?.cargo ?? ''}
            selectedOptions={[String(indice)]}
            onOptionSelect={(_e, d) => d.optionValue !== undefined && setIndice(Number(d.optionValue))}
          >
            {cargos.map((c, i) => (
              <Option key={i} value={String(i)} text={c.cargo ?? ''}>
                {c.cargo ?? ''}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      {cargo && <Cargo key={`${indice}`} {...props} cargo={cargo} />}
      {props.erro && props.erro.acao === 'atos' && <ErroAcao mensagem={props.erro.mensagem} focarResultado={props.focarResultado} />}
      {props.resultado && (
        <Resultado
          resultado={props.resultado}
          titulo="Nomeações gravadas"
          focarResultado={props.focarResultado}
          selecionaCelulas={props.selecionaCelulas}
          onIrParaCelula={props.onIrParaCelula}
        />
      )}
    </>
  );
}

/** One cargo: to be called now, errors to resolve, positions held, another act, new vacancies. */
function Cargo(props: NomeacoesStepProps & { cargo: CargoNominations }): React.JSX.Element {
  const { cargo: c } = props;
  const estilos = useEstilos();
  const aNomear = c.posicoes.filter((p) => p.situacao === 'a-nomear');
  const ocupadas = c.posicoes.filter((p) => p.situacao === 'nomeado' || p.situacao === 'empossado');
  const semCandidato = c.posicoes.filter((p) => p.situacao === 'vaga');
  const nome = c.cargo === null ? '' : ` de ${c.cargo}`;
  return (
    <>
      {(c.preteridos.length > 0 || c.divergentes.length > 0) && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody className={estilos.texto}>
            <MessageBarTitle>A ordem de nomeação precisa de atenção</MessageBarTitle>
            {c.divergentes.length > 0 && (
              <div>{`Nomeados fora do resultado legal para ${c.vagas} vagas (mantêm a posição): ${c.divergentes.map(pessoaTexto).join('; ')}.`}</div>
            )}
            {c.preteridos.length > 0 && (
              <div>{`Preteridos (têm direito à nomeação e não há posição aberta): ${c.preteridos.map(pessoaTexto).join('; ')}.`}</div>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      <ANomear {...props} aNomear={aNomear} />
      <Ocupadas ocupadas={ocupadas} semCandidato={semCandidato} titulo={`Posições ocupadas${nome} (${ocupadas.length} de ${c.vagas})`} />
      <OutroAto {...props} />
      <VagasNovas {...props} />
    </>
  );
}

/** Who is to be called now, why, and the nomination act for them. */
function ANomear(props: NomeacoesStepProps & { cargo: CargoNominations; aNomear: PositionView[] }): React.JSX.Element {
  const { cargo: c, aNomear } = props;
  const estilos = useEstilos();
  const [fora, setFora] = React.useState<ReadonlySet<number>>(new Set());
  const [ato, setAto] = React.useState('');
  const [data, setData] = React.useState('');
  const escolhidas = aNomear.filter((p) => !fora.has(p.posicao));
  // Another reading (acts registered): everyone to be called is ticked again.
  React.useEffect(() => setFora(new Set()), [aNomear]);
  const registrar = (): void =>
    props.onRegistrar(
      escolhidas.map((p) => ({
        cargo: c.cargo,
        posicao: p.posicao,
        inscricao: p.pessoa!.inscricao,
        nome: p.pessoa!.nome,
        situacao: 'nomeado',
        ato: ato.trim() || null,
        data: data || null,
      })),
    );
  return (
    <section className={estilos.pilha} aria-labelledby="titulo-a-nomear">
      <Subtitle2 as="h3" id="titulo-a-nomear">
        {`A nomear agora (${aNomear.length})`}
      </Subtitle2>
      {aNomear.length === 0 ? (
        <Body1 className={estilos.texto}>Ninguém a nomear agora: cada posição está ocupada ou não tem candidato.</Body1>
      ) : (
        <>
          <ul className={estilos.listaSimples} aria-label="Pessoas a nomear agora">
            {aNomear.map((p) => (
              <li key={p.posicao} className={estilos.cartao}>
                <div className={estilos.linha}>
                  <Badge appearance="tint" color="brand" shape="rounded">
                    {`${p.posicao}ª posição`}
                  </Badge>
                  <Caption1 className={estilos.texto}>{`vaga ${p.vaga}, conta como ${p.modalidade ?? p.vaga}`}</Caption1>
                </div>
                <Checkbox
                  checked={!fora.has(p.posicao)}
                  onChange={(_e, d) =>
                    setFora((s) => {
                      const next = new Set(s);
                      if (d.checked) next.delete(p.posicao);
                      else next.add(p.posicao);
                      return next;
                    })
                  }
                  label={pessoaTexto(p.pessoa)}
                />
                {p.anteriores.length > 0 && (
                  <Caption1 className={estilos.texto}>
                    {`Antes: ${p.anteriores.map((e) => `${pessoaTexto(e)} (${[e.situacao, atoTexto(e.ato, e.data)].filter(Boolean).join(', ')})`).join('; ')}.`}
                  </Caption1>
                )}
                {p.motivos.length > 0 && (
                  <ul className={estilos.lista} aria-label={`Por que ${p.pessoa?.inscricao ?? ''}`}>
                    {p.motivos.map((m, i) => (
                      <li key={i}>
                        <Caption1 className={estilos.texto}>{m}</Caption1>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <Field label="Ato de nomeação (número da portaria ou do decreto)">
            <Input className={estilos.controle} value={ato} onChange={(_e, d) => setAto(d.value)} />
          </Field>
          <Field label="Data do ato">
            <Input className={estilos.controle} type="date" value={data} onChange={(_e, d) => setData(d.value)} />
          </Field>
          <div className={estilos.linha}>
            <Button appearance="primary" disabled={props.ocupado || escolhidas.length === 0} onClick={registrar}>
              {`Registrar a nomeação (${count(escolhidas.length, 'pessoa', 'pessoas')})`}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** The positions held, with their act and their earlier occupants; the positions nobody can fill. */
function Ocupadas({
  ocupadas,
  semCandidato,
  titulo,
}: {
  ocupadas: PositionView[];
  semCandidato: PositionView[];
  titulo: string;
}): React.JSX.Element {
  const estilos = useEstilos();
  const [mostradas, setMostradas] = React.useState(PAGINA);
  return (
    <section className={estilos.pilha} aria-labelledby="titulo-ocupadas">
      <Subtitle2 as="h3" id="titulo-ocupadas">
        {titulo}
      </Subtitle2>
      {ocupadas.length === 0 ? (
        <Body1 className={estilos.texto}>Nenhuma posição ocupada por ato ainda.</Body1>
      ) : (
        <ul className={estilos.lista} aria-label="Posições ocupadas">
          {ocupadas.slice(0, mostradas).map((p) => (
            <li key={p.posicao}>
              <Body1
                className={estilos.texto}
              >{`${p.posicao}ª: ${pessoaTexto(p.pessoa)} — ${p.rotulo}${p.data ? ` (${formatDate(p.data)})` : ''}`}</Body1>
              {p.anteriores.length > 0 && (
                <Caption1
                  className={estilos.texto}
                >{` Antes: ${p.anteriores.map((e) => `${pessoaTexto(e)} (${e.situacao})`).join('; ')}.`}</Caption1>
              )}
            </li>
          ))}
        </ul>
      )}
      {ocupadas.length > mostradas && (
        <Button
          onClick={() => setMostradas((n) => n + PAGINA)}
        >{`Mostrar mais (${ocupadas.length - mostradas} de ${ocupadas.length})`}</Button>
      )}
      {semCandidato.length > 0 && (
        <Caption1 className={estilos.texto}>
          {`Sem candidato que possa ocupá-las: ${semCandidato.map((p) => `${p.posicao}ª`).join(', ')}.`}
        </Caption1>
      )}
    </section>
  );
}

/** The Pessoa dropdown's value for someone who holds no position and is not to be called (the cadastro de reserva). */
const OUTRA = 'outra';

/** The person of another act: at a position (its occupant or who is to be called there), or another inscrição. */
type Escolha = { tipo: 'posicao'; p: PositionView } | { tipo: 'outra' };

/** Another act for one person: posse, withdrawal, sem efeito, inapto, anulado, fim de fila. */
function OutroAto(props: NomeacoesStepProps & { cargo: CargoNominations }): React.JSX.Element {
  const { cargo: c } = props;
  const estilos = useEstilos();
  const pessoas = c.posicoes.filter((p) => p.pessoa && p.situacao !== 'vaga');
  const [valor, setValor] = React.useState<string | null>(null);
  const [inscricao, setInscricao] = React.useState('');
  const [situacao, setSituacao] = React.useState<ActSituation | null>(null);
  const [ato, setAto] = React.useState('');
  const [data, setData] = React.useState('');
  // Another reading (the act registered): the choice starts again, over the positions as they are now.
  React.useEffect(() => {
    setValor(null);
    setSituacao(null);
    setInscricao('');
  }, [c]);
  const naPosicao = pessoas.find((p) => String(p.posicao) === valor);
  const escolha: Escolha | null = valor === OUTRA ? { tipo: 'outra' } : naPosicao ? { tipo: 'posicao', p: naPosicao } : null;
  // Someone of the cadastro de reserva only withdraws (rules.md §10: the one act without a position).
  const opcoes: ActSituation[] = !escolha ? [] : escolha.tipo === 'outra' ? ['desistente'] : situacoesPara(escolha.p);
  const valida = escolha && situacao && opcoes.includes(situacao) && (escolha.tipo === 'posicao' || inscricao.trim()) ? situacao : null;
  const texto = (p: PositionView): string => `${p.posicao}ª: ${pessoaTexto(p.pessoa)} (${p.rotulo})`;
  const textoOutra = 'Outra pessoa (cadastro de reserva)';
  const registrar = (): void => {
    if (!escolha || !valida) return;
    const quem =
      escolha.tipo === 'outra'
        ? { posicao: null, inscricao: inscricao.trim(), nome: null }
        : {
            // Who is to be called holds no position yet: a withdrawal without one (rules.md §10).
            posicao: escolha.p.situacao === 'a-nomear' ? null : escolha.p.posicao,
            inscricao: escolha.p.pessoa!.inscricao,
            nome: escolha.p.pessoa!.nome,
          };
    props.onRegistrar([{ cargo: c.cargo, ...quem, situacao: valida, ato: ato.trim() || null, data: data || null }]);
  };
  return (
    <section className={estilos.pilha} aria-labelledby="titulo-outro-ato">
      <Subtitle2 as="h3" id="titulo-outro-ato">
        Posse, desistência e outras situações
      </Subtitle2>
      <Field label="Pessoa">
        <Dropdown
          className={estilos.controle}
          placeholder="Escolha a pessoa"
          value={escolha ? (escolha.tipo === 'outra' ? textoOutra : texto(escolha.p)) : ''}
          selectedOptions={valor !== null ? [valor] : []}
          onOptionSelect={(_e, d) => {
            setValor(d.optionValue ?? null);
            setSituacao(null);
          }}
        >
          {pessoas.map((p) => (
            <Option key={p.posicao} value={String(p.posicao)} text={texto(p)}>
              {texto(p)}
            </Option>
          ))}
          <Option value={OUTRA} text={textoOutra}>
            {textoOutra}
          </Option>
        </Dropdown>
      </Field>
      {escolha?.tipo === 'outra' && (
        <Field label="Inscrição" hint="Quem não ocupa posição nem está a nomear agora só pode desistir.">
          <Input className={estilos.controle} value={inscricao} onChange={(_e, d) => setInscricao(d.value)} />
        </Field>
      )}
      <Field label="Situação">
        <Dropdown
          className={estilos.controle}
          placeholder={escolha ? 'Escolha a situação' : 'Escolha antes a pessoa'}
          disabled={!escolha}
          value={situacao && opcoes.includes(situacao) ? rotuloSituacao(situacao) : ''}
          selectedOptions={situacao && opcoes.includes(situacao) ? [situacao] : []}
          onOptionSelect={(_e, d) => setSituacao((d.optionValue as ActSituation | undefined) ?? null)}
        >
          {opcoes.map((s) => (
            <Option key={s} value={s} text={rotuloSituacao(s)}>
              {rotuloSituacao(s)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Ato (número do documento)">
        <Input className={estilos.controle} value={ato} onChange={(_e, d) => setAto(d.value)} />
      </Field>
      <Field label="Data">
        <Input className={estilos.controle} type="date" value={data} onChange={(_e, d) => setData(d.value)} />
      </Field>
      <div className={estilos.linha}>
        <Button disabled={props.ocupado || !valida} onClick={registrar}>
          Registrar a situação
        </Button>
      </div>
    </section>
  );
}

/** New vacancies (Art. 1º, §1º): the cargo's vacancies raised in the Parâmetros sheet. */
function VagasNovas(props: NomeacoesStepProps & { cargo: CargoNominations }): React.JSX.Element {
  const { cargo: c } = props;
  const estilos = useEstilos();
  const [vagas, setVagas] = React.useState(String(c.vagas + 1));
  // Raised (or read again with another number): the field offers one more than the cargo has now.
  React.useEffect(() => setVagas(String(c.vagas + 1)), [c.vagas]);
  const n = Number(vagas);
  const valida = Number.isInteger(n) && n > c.vagas;
  return (
    <section className={estilos.pilha} aria-labelledby="titulo-vagas-novas">
      <Subtitle2 as="h3" id="titulo-vagas-novas">
        Vagas novas
      </Subtitle2>
      <Body1 className={estilos.texto}>
        {`Hoje: ${count(c.vagas, 'vaga', 'vagas')}. Quando surgem vagas (uma saída depois da posse, uma aposentadoria), aumente o número: a planilha Parâmetros é atualizada e as posições novas vão a quem a lei chama.`}
      </Body1>
      <Field
        label="Vagas do cargo agora"
        validationState={valida || vagas === '' ? 'none' : 'error'}
        validationMessage={valida || vagas === '' ? undefined : `Informe um número inteiro maior que ${c.vagas}.`}
      >
        <Input
          className={estilos.controle}
          type="number"
          min={c.vagas + 1}
          step={1}
          inputMode="numeric"
          value={vagas}
          onChange={(_e, d) => setVagas(d.value)}
        />
      </Field>
      <div className={estilos.linha}>
        <Button disabled={props.ocupado || !valida} onClick={() => props.onAumentarVagas(c.cargo, n)}>
          Aumentar as vagas
        </Button>
      </div>
    </section>
  );
}
