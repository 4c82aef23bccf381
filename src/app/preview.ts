// The Parâmetros step's live preview: the reserve of each cargo of the form under both readings of the
// rounding, the form's choice first (the engine's reserve()). Pure and synchronous: every host runs it
// where the pane is (the Sheets sidebar too).
import { findRuleSet, modalityCodes, modalityTitle, reserve } from '../engine';
import { RULE_SHEET_CHOICE } from '../engine/catalog/options';
import type { Rounding } from '../engine';
import { NO_PCD_RULE } from '../engine/types';
import type { ParametersForm } from '../sheet/parameters-form';
import type { CargoPreview } from './types';

const ROUNDINGS: Rounding[] = ['por-grupo', 'total'];

/** The reserve of each cargo of the form under both readings of the rounding (the engine's reserve()), the form's choice first. */
export function reservePreview(form: ParametersForm): CargoPreview[] {
  const rules = findRuleSet(form.regra);
  // The rule of the Regra sheet (rules.md §11) is read with the workbook, not by the form.
  if (form.regra === RULE_SHEET_CHOICE)
    return form.cargos.map((c) => ({
      cargo: c.cargo,
      vagas: c.vagas,
      leituras: [],
      erro: 'A reserva pela regra da aba Regra aparece na etapa Validar.',
    }));
  if (!rules)
    return form.cargos.map((c) => ({ cargo: c.cargo, vagas: c.vagas, leituras: [], erro: `Regra desconhecida: '${form.regra}'.` }));
  const pcd = form.pcd || NO_PCD_RULE;
  const chosen: Rounding = form.arredondamento ?? rules.defaultRounding;
  const order = [chosen, ...ROUNDINGS.filter((r) => r !== chosen)];
  return form.cargos.map((c) => {
    const base: CargoPreview = { cargo: c.cargo, vagas: c.vagas, leituras: [] };
    if (c.vagas === null) return { ...base, erro: 'Informe o número de vagas.' };
    try {
      base.leituras = order.map((arredondamento) => {
        const r = reserve(c.vagas!, rules.id, { arredondamento, pcd });
        const codes = modalityCodes(rules, r.pcd !== null);
        return {
          arredondamento,
          escolhida: arredondamento === chosen,
          reservas: codes.map((codigo) => ({ codigo, titulo: modalityTitle(codigo, rules), vagas: r.reserva[codigo] ?? 0 })),
        };
      });
      return base;
    } catch (e) {
      return { ...base, leituras: [], erro: (e as Error).message };
    }
  });
}
