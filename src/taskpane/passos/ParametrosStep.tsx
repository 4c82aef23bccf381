// Step 2, Parâmetros: a form over the Parâmetros sheet (the single source of truth co-authors see;
// no hidden settings). Beside each cargo, live, its reserve under both readings of the rounding. The
// options, their values, labels and defaults are the option catalogue's (src/engine/catalog/options.ts),
// the same the sheet, the functions and the command line read.
import * as React from 'react';
import { Body1, Button, Caption1, Dropdown, Field, Input, Option, Radio, RadioGroup, Subtitle2 } from '@fluentui/react-components';
import { PCD_RULES, RULE_SETS, findRuleSet } from '../../engine';
import { NO_PCD_RULE } from '../../engine';
import {
  criterionDirection,
  criterionSpecText,
  directionLabel,
  isDrawHeader,
  optionRecord,
  readCriterionSpec,
  RULE_SHEET_CHOICE,
  RULE_SHEET_LABEL,
} from '../../engine/catalog/options';
import type { RuleSet } from '../../engine';
import type { BasisKey, CriterionDirection, CriterionKind } from '../../engine/types';
import type { CargoPreview } from '../../app/types';
import type { ParametersForm } from '../../sheet/parameters-form';
import { useEstilos } from '../estilos';
import { moveCriterion, withCargo, withCriterion, withNewCargo, withoutCargo, withoutCriterion } from '../formulario';
import type { EdicaoParametros } from './comum';
import { Salvar } from './Salvar';

/** The radio value of an option left to the rule set's default (nothing written in the sheet). */
const PADRAO = 'padrao';

/** The form's fields that are a `choice` of the catalogue (the radio groups). */
type ChoiceField = 'arredondamento' | 'colisao' | 'reservaMultipla' | 'ausenciaConfirmacao';

export interface ParametrosStepProps extends EdicaoParametros {
  previa: (form: ParametersForm) => CargoPreview[];
  /** Where saving goes: the open workbook ('planilhas') or the web page's copy, kept until downloaded ('download'). */
  saida?: 'planilhas' | 'download';
  /** Creates the Regra sheet from a shipped rule set (rules.md §11); absent where the host cannot. */
  onCriarAbaRegra?: (base: string) => void;
}

export function ParametrosStep(props: ParametrosStepProps): React.JSX.Element {
  const { analise, form, onChange, previa } = props;
  const estilos = useEstilos();
  const previas = React.useMemo(() => {
    if (!form) return [];
    try {
      return previa(form);
    } catch {
      return [];
    }
  }, [form, previa]);
  if (!analise || !form) {
    return (
      <>
        <Subtitle2 as="h2">Parâmetros</Subtitle2>
        <Body1>Lendo a pasta de trabalho…</Body1>
      </>
    );
  }
  const regra = findRuleSet(form.regra);
  const abaRegra = form.regra === RULE_SHEET_CHOICE;
  const temAbaRegra = analise.relatorio?.planilhas.some((p) => p.papel === 'regra') ?? false;
  // rules.md §2.3: only columns that can be criteria (numbers, dates, Sim/Não; not the identity, the score
  // or the situation) are offered, each once.
  const escolhidos = new Set(form.criterios.map((c) => comparavel(readCriterionSpec(c).cabecalho)));
  const possiveis = (analise.dados.criterios ?? []).filter((c) => !escolhidos.has(comparavel(c.cabecalho)));
  const set = (patch: Partial<ParametersForm>): void => onChange({ ...form, ...patch });
  const fundamento = (campo: BasisKey, rotulo: string): React.JSX.Element => (
    <Fundamento
      rotulo={rotulo}
      valor={form.fundamentos?.[campo] ?? ''}
      onChange={(v) => {
        const fundamentos = { ...form.fundamentos };
        if (v.trim()) fundamentos[campo] = v;
        else delete fundamentos[campo];
        set({ fundamentos });
      }}
    />
  );

  return (
    <>
      <Subtitle2 as="h2">Parâmetros</Subtitle2>
      <Body1 className={estilos.texto}>
        {analise.temParametros
          ? props.saida === 'download'
            ? 'Os parâmetros do edital, lidos da planilha Parâmetros. Ao salvar, a planilha Parâmetros é reescrita na cópia da pasta de trabalho mantida por esta página; baixe a pasta de trabalho completa para guardá-la no computador.'
            : 'Os parâmetros do edital, lidos da planilha Parâmetros. Ao salvar, a planilha é reescrita com estes valores; quem abrir a pasta vê o mesmo.'
          : 'Esta pasta ainda não tem a planilha Parâmetros: preencha os parâmetros do edital e crie a planilha.'}
      </Body1>

      <section className={estilos.pilha} aria-labelledby="titulo-cargos">
        <Subtitle2 as="h3" id="titulo-cargos">
          Cargos e vagas
        </Subtitle2>
        <ul className={estilos.listaSimples} aria-label="Cargos">
          {form.cargos.map((c, i) => (
            <li key={i} className={estilos.cartao}>
              <Field
                label={`Cargo ${i + 1}`}
                hint={form.cargos.length === 1 && c.cargo === null ? 'Vazio: cargo único (linha Vagas).' : undefined}
              >
                <Input
                  className={estilos.controle}
                  value={c.cargo ?? ''}
                  onChange={(_e, d) => onChange(withCargo(form, i, { cargo: d.value }))}
                />
              </Field>
              <Field label={`Vagas do cargo ${i + 1}`}>
                <Input
                  className={estilos.controle}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={c.vagas === null ? '' : String(c.vagas)}
                  onChange={(_e, d) => onChange(withCargo(form, i, { vagas: d.value }))}
                />
              </Field>
              <Previa previa={previas[i]} />
              {form.cargos.length > 1 && (
                <Button size="small" onClick={() => onChange(withoutCargo(form, i))} aria-label={`Remover o cargo ${i + 1}`}>
                  Remover
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button onClick={() => onChange(withNewCargo(form))}>Adicionar cargo</Button>
      </section>

      <section className={estilos.pilha} aria-labelledby="titulo-regra">
        <Subtitle2 as="h3" id="titulo-regra">
          Regra e opções
        </Subtitle2>
        <Caption1 className={estilos.texto}>
          Abaixo de cada opção, o item do edital que a fundamenta; em branco, a Memória de cálculo diz “opção da comissão, sem item do
          edital informado”.
        </Caption1>
        <Field label={optionRecord('regra').pane!.label}>
          <Dropdown
            className={estilos.controle}
            value={regra ? regra.name : abaRegra ? RULE_SHEET_LABEL : form.regra}
            selectedOptions={[form.regra]}
            onOptionSelect={(_e, d) => d.optionValue && set({ regra: d.optionValue })}
          >
            {RULE_SETS.map((r) => (
              <Option key={r.id} value={r.id} text={r.name}>
                {r.name}
              </Option>
            ))}
            <Option value={RULE_SHEET_CHOICE} text={RULE_SHEET_LABEL}>
              {RULE_SHEET_LABEL}
            </Option>
          </Dropdown>
        </Field>
        {abaRegra && (
          <Caption1 className={estilos.texto}>
            {temAbaRegra
              ? 'A regra é a da aba Regra desta pasta: os grupos, percentuais e artigos da sua lei, lidos e conferidos a cada validação.'
              : 'Esta pasta ainda não tem a aba Regra. Crie-a a partir de uma lei cadastrada e mude nela o que a sua lei diz.'}
          </Caption1>
        )}
        {abaRegra && !temAbaRegra && props.onCriarAbaRegra && (
          <div className={estilos.pilha}>
            {RULE_SETS.map((r) => (
              <Button key={r.id} size="small" disabled={props.ocupado} onClick={() => props.onCriarAbaRegra!(r.id)}>
                Criar a aba Regra a partir da {r.name}
              </Button>
            ))}
          </div>
        )}
        {fundamento('regra', optionRecord('regra').label)}
        <Escolha campo="arredondamento" regra={regra} valor={form.arredondamento} onChange={(v) => set({ arredondamento: v })} />
        {fundamento('arredondamento', optionRecord('arredondamento').label)}
        <Escolha campo="colisao" regra={regra} valor={form.colisao} onChange={(v) => set({ colisao: v })} />
        {fundamento('colisao', optionRecord('colisao').label)}
        <Field label={optionRecord('pcd').pane!.label}>
          <Dropdown
            className={estilos.controle}
            value={PCD_RULES.find((r) => r.id === form.pcd)?.name ?? 'Nenhuma'}
            selectedOptions={[form.pcd || NO_PCD_RULE]}
            onOptionSelect={(_e, d) => d.optionValue && set({ pcd: d.optionValue })}
          >
            <Option value={NO_PCD_RULE} text="Nenhuma">
              Nenhuma
            </Option>
            {PCD_RULES.map((r) => (
              <Option key={r.id} value={r.id} text={r.name}>
                {r.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {fundamento('pcd', optionRecord('pcd').label)}
        <Escolha campo="reservaMultipla" regra={regra} valor={form.reservaMultipla} onChange={(v) => set({ reservaMultipla: v })} />
        {fundamento('reservaMultipla', optionRecord('reservaMultipla').label)}
        <Escolha
          campo="ausenciaConfirmacao"
          regra={regra}
          valor={form.ausenciaConfirmacao}
          onChange={(v) => set({ ausenciaConfirmacao: v })}
        />
        {fundamento('ausenciaConfirmacao', optionRecord('ausenciaConfirmacao').label)}
        {(['dataEdital', 'dataReferencia'] as const).map((campo) => (
          <React.Fragment key={campo}>
            <Field label={optionRecord(campo).pane!.label} hint={optionRecord(campo).pane!.hint?.(regra)}>
              <Input
                className={estilos.controle}
                type="date"
                value={form[campo] ?? ''}
                onChange={(_e, d) => set({ [campo]: d.value || null })}
              />
            </Field>
            {form[campo] && fundamento(campo, optionRecord(campo).label)}
          </React.Fragment>
        ))}
      </section>

      <section className={estilos.pilha} aria-labelledby="titulo-criterios">
        <Subtitle2 as="h3" id="titulo-criterios">
          Critérios de desempate, na ordem do edital
        </Subtitle2>
        {form.criterios.length === 0 ? (
          <Caption1 className={estilos.texto}>Nenhum critério indicado: valem as colunas “Desempate 1”, “Desempate 2”…</Caption1>
        ) : (
          <ol className={estilos.lista} aria-label="Critérios de desempate">
            {form.criterios.map((c, i) => (
              <Criterio
                key={c}
                spec={c}
                coluna={analise.dados.criterios?.find((x) => comparavel(x.cabecalho) === comparavel(readCriterionSpec(c).cabecalho))}
                primeiro={i === 0}
                ultimo={i === form.criterios.length - 1}
                onSentido={(spec) => set({ criterios: form.criterios.map((x, k) => (k === i ? spec : x)) })}
                onMover={(by) => onChange(moveCriterion(form, i, by))}
                onRemover={() => onChange(withoutCriterion(form, i))}
              />
            ))}
          </ol>
        )}
        {possiveis.length > 0 && (
          <Field
            label="Adicionar critério (coluna da planilha de candidatos)"
            hint="Só colunas de números, datas ou Sim/Não. Uma data vale “maior idade primeiro”; Sim/Não, “Sim primeiro”; Sorteio, o menor número primeiro."
          >
            <Dropdown
              className={estilos.controle}
              placeholder="Escolha a coluna"
              value=""
              selectedOptions={[]}
              onOptionSelect={(_e, d) => d.optionValue && onChange(withCriterion(form, d.optionValue))}
            >
              {possiveis.map((c) => (
                <Option key={c.cabecalho} value={c.cabecalho} text={c.cabecalho}>
                  {`${c.cabecalho} (${c.sorteio ? 'sorteio' : TIPOS[c.tipo]})`}
                </Option>
              ))}
            </Dropdown>
          </Field>
        )}
        {form.criterios.length > 0 && fundamento('criterios', optionRecord('criterios').label)}
      </section>

      <section className={estilos.pilha} aria-labelledby="titulo-corte">
        <Subtitle2 as="h3" id="titulo-corte">
          {optionRecord('corte').label}
        </Subtitle2>
        <Field
          label="Quantos o edital chama para a próxima fase (prova prática, discursiva, títulos)"
          hint="Por exemplo “ampla=30” (os 30 primeiros da ampla e todos os optantes, art. 9º) ou “ampla=30; PP=9; IND=3; leitura=lista própria”. Em branco: sem lista de convocados. Os empatados na última posição também são convocados."
        >
          <Input className={estilos.controle} value={form.corte ?? ''} onChange={(_e, d) => set({ corte: d.value })} />
        </Field>
        {(form.corte ?? '').trim() !== '' && fundamento('corte', optionRecord('corte').label)}
      </section>

      <Salvar {...props} rotulo={analise.temParametros ? 'Salvar a planilha Parâmetros' : 'Criar a planilha Parâmetros'} />
    </>
  );
}

/** A `choice` option of the catalogue: its "rule set default" (nothing written in the sheet), then its values. */
function Escolha<F extends ChoiceField>({
  campo,
  regra,
  valor,
  onChange,
}: {
  campo: F;
  regra: RuleSet | undefined;
  valor: ParametersForm[F];
  onChange: (v: ParametersForm[F]) => void;
}): React.JSX.Element {
  const record = optionRecord(campo);
  return (
    <Field label={record.pane!.label}>
      <RadioGroup value={valor ?? PADRAO} onChange={(_e, d) => onChange((d.value === PADRAO ? null : d.value) as ParametersForm[F])}>
        <Radio value={PADRAO} label={record.pane!.defaultLabel!(regra)} />
        {record.values!.map((v) => (
          <Radio key={v.code} value={v.code} label={v.label} />
        ))}
      </RadioGroup>
    </Field>
  );
}

/** What a criterion's column holds, as the pane says it. */
const TIPOS: Record<CriterionKind, string> = { numero: 'números', data: 'datas', 'sim-nao': 'Sim/Não' };

/** Headers compared as the sheet compares them: no case, accents or extra spaces. */
function comparavel(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The radio value of a criterion left to its kind's default direction. */
const SENTIDO_PADRAO = 'padrao';

/** One criterion: its column, its direction (rules.md §2.3: the kind's default, or the one the edital says), and its place in the order. */
function Criterio(props: {
  spec: string;
  coluna: { tipo: CriterionKind; sorteio: boolean } | undefined;
  primeiro: boolean;
  ultimo: boolean;
  onSentido: (spec: string) => void;
  onMover: (by: -1 | 1) => void;
  onRemover: () => void;
}): React.JSX.Element {
  const estilos = useEstilos();
  const { cabecalho, escrito } = readCriterionSpec(props.spec);
  const tipo = props.coluna?.tipo ?? 'numero';
  const sorteio = props.coluna?.sorteio ?? isDrawHeader(cabecalho);
  const padrao = directionLabel(criterionDirection(null, tipo, sorteio), tipo);
  const valor = escrito ? criterionDirection(escrito, tipo, sorteio) : SENTIDO_PADRAO;
  const rotulo = (v: string): string => (v === SENTIDO_PADRAO ? `padrão (${padrao})` : directionLabel(v as CriterionDirection, tipo));
  return (
    <li>
      <div className={estilos.linha}>
        <Body1 className={estilos.texto}>{cabecalho}</Body1>
        <Dropdown
          size="small"
          aria-label={`Ordem do critério ${cabecalho}`}
          value={rotulo(valor)}
          selectedOptions={[valor]}
          onOptionSelect={(_e, d) =>
            d.optionValue &&
            props.onSentido(
              criterionSpecText(cabecalho, d.optionValue === SENTIDO_PADRAO ? null : (d.optionValue as CriterionDirection), tipo),
            )
          }
        >
          {[SENTIDO_PADRAO, 'maior-primeiro', 'menor-primeiro'].map((v) => (
            <Option key={v} value={v} text={rotulo(v)}>
              {rotulo(v)}
            </Option>
          ))}
        </Dropdown>
        <Button size="small" disabled={props.primeiro} onClick={() => props.onMover(-1)} aria-label={`Subir ${cabecalho}`}>
          Subir
        </Button>
        <Button size="small" disabled={props.ultimo} onClick={() => props.onMover(1)} aria-label={`Descer ${cabecalho}`}>
          Descer
        </Button>
        <Button size="small" onClick={props.onRemover} aria-label={`Remover ${cabecalho}`}>
          Remover
        </Button>
      </div>
    </li>
  );
}

/** The edital's item behind an option (rules.md §7), written in the Fundamento column of the Parâmetros sheet. */
function Fundamento({ rotulo, valor, onChange }: { rotulo: string; valor: string; onChange: (v: string) => void }): React.JSX.Element {
  const estilos = useEstilos();
  return (
    <Field label={`Fundamento (item do edital) — ${rotulo}`}>
      <Input
        className={estilos.controle}
        size="small"
        placeholder="item 5.3 do Edital nº 1/2026"
        value={valor}
        onChange={(_e, d) => onChange(d.value)}
      />
    </Field>
  );
}

/** The reserve of one cargo under both readings, the chosen one first. */
function Previa({ previa }: { previa: CargoPreview | undefined }): React.JSX.Element | null {
  const estilos = useEstilos();
  if (!previa) return null;
  if (previa.erro) return <Caption1 className={estilos.texto}>{previa.erro}</Caption1>;
  return (
    <div className={estilos.pilhaCurta} aria-label={`Reserva${previa.cargo ? ` de ${previa.cargo}` : ''}`} role="group">
      {previa.leituras.map((l) => (
        <Caption1 key={l.arredondamento} className={estilos.texto}>
          {`${l.arredondamento === 'total' ? 'Total' : 'Por grupo'}${l.escolhida ? ' (a leitura escolhida)' : ''}: `}
          {l.reservas.length === 0 ? 'nenhuma vaga reservada' : l.reservas.map((r) => `${r.codigo}\u00a0${r.vagas}`).join(' · ')}
        </Caption1>
      ))}
    </div>
  );
}
