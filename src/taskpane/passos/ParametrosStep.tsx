// Step 2, Parâmetros: a form over the Parâmetros sheet (the single source of truth co-authors see;
// no hidden settings). Beside each cargo, live, its reserve under both readings of the rounding. The
// options, their values, labels and defaults are the option catalogue's (src/engine/catalog/options.ts),
// the same the sheet, the functions and the command line read.
import * as React from 'react';
import { Body1, Button, Caption1, Dropdown, Field, Input, Option, Radio, RadioGroup, Subtitle2 } from '@fluentui/react-components';
import { PCD_RULES, RULE_SETS, findRuleSet } from '../../engine';
import { NO_PCD_RULE } from '../../engine';
import { optionRecord } from '../../engine/catalog/options';
import type { RuleSet } from '../../engine';
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
  const cabecalhos = analise.dados.cabecalhos.map((c) => c.cabecalho).filter((c) => !form.criterios.includes(c));
  const set = (patch: Partial<ParametersForm>): void => onChange({ ...form, ...patch });

  return (
    <>
      <Subtitle2 as="h2">Parâmetros</Subtitle2>
      <Body1 className={estilos.texto}>
        {analise.temParametros
          ? 'Os parâmetros do edital, lidos da planilha Parâmetros. Ao salvar, a planilha é reescrita com estes valores; quem abrir a pasta vê o mesmo.'
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
        <Field label={optionRecord('regra').pane!.label}>
          <Dropdown
            className={estilos.controle}
            value={regra ? regra.name : form.regra}
            selectedOptions={[form.regra]}
            onOptionSelect={(_e, d) => d.optionValue && set({ regra: d.optionValue })}
          >
            {RULE_SETS.map((r) => (
              <Option key={r.id} value={r.id} text={r.name}>
                {r.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Escolha campo="arredondamento" regra={regra} valor={form.arredondamento} onChange={(v) => set({ arredondamento: v })} />
        <Escolha campo="colisao" regra={regra} valor={form.colisao} onChange={(v) => set({ colisao: v })} />
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
        <Escolha campo="reservaMultipla" regra={regra} valor={form.reservaMultipla} onChange={(v) => set({ reservaMultipla: v })} />
        <Escolha
          campo="ausenciaConfirmacao"
          regra={regra}
          valor={form.ausenciaConfirmacao}
          onChange={(v) => set({ ausenciaConfirmacao: v })}
        />
        {(['dataEdital', 'dataReferencia'] as const).map((campo) => (
          <Field key={campo} label={optionRecord(campo).pane!.label} hint={optionRecord(campo).pane!.hint?.(regra)}>
            <Input
              className={estilos.controle}
              type="date"
              value={form[campo] ?? ''}
              onChange={(_e, d) => set({ [campo]: d.value || null })}
            />
          </Field>
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
              <li key={c}>
                <div className={estilos.linha}>
                  <Body1 className={estilos.texto}>{c}</Body1>
                  <Button size="small" disabled={i === 0} onClick={() => onChange(moveCriterion(form, i, -1))} aria-label={`Subir ${c}`}>
                    Subir
                  </Button>
                  <Button
                    size="small"
                    disabled={i === form.criterios.length - 1}
                    onClick={() => onChange(moveCriterion(form, i, 1))}
                    aria-label={`Descer ${c}`}
                  >
                    Descer
                  </Button>
                  <Button size="small" onClick={() => onChange(withoutCriterion(form, i))} aria-label={`Remover ${c}`}>
                    Remover
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        {cabecalhos.length > 0 && (
          <Field label="Adicionar critério (coluna da planilha de candidatos)">
            <Dropdown
              className={estilos.controle}
              placeholder="Escolha a coluna"
              value=""
              selectedOptions={[]}
              onOptionSelect={(_e, d) => d.optionValue && onChange(withCriterion(form, d.optionValue))}
            >
              {cabecalhos.map((c) => (
                <Option key={c} value={c} text={c}>
                  {c}
                </Option>
              ))}
            </Dropdown>
          </Field>
        )}
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
