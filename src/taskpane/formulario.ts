// Pure edits of the Parâmetros form (ParametersForm) made by the Dados and Parâmetros steps. The form
// is the Parâmetros sheet as the pane edits it: nothing here is kept anywhere but in that sheet.
import { parseVacancyCount } from '../sheet/vacancies';
import type { ColumnField } from '../sheet';
import type { ParametersForm } from '../sheet/parameters-form';

/** The explicit mapping of `campo` set to `cabecalho`; null removes it (the reader recognises the column again). */
export function withColumn(form: ParametersForm, campo: ColumnField, cabecalho: string | null): ParametersForm {
  const colunas = form.colunas.filter((c) => c.campo !== campo);
  if (cabecalho !== null) colunas.push({ campo, cabecalho });
  return { ...form, colunas };
}

/** The criterion at `index` moved by `by` places (−1 up, +1 down); unchanged at the ends. */
export function moveCriterion(form: ParametersForm, index: number, by: -1 | 1): ParametersForm {
  const to = index + by;
  if (index < 0 || index >= form.criterios.length || to < 0 || to >= form.criterios.length) return form;
  const criterios = form.criterios.slice();
  [criterios[index], criterios[to]] = [criterios[to], criterios[index]];
  return { ...form, criterios };
}

export function withoutCriterion(form: ParametersForm, index: number): ParametersForm {
  return { ...form, criterios: form.criterios.filter((_, i) => i !== index) };
}

export function withCriterion(form: ParametersForm, header: string): ParametersForm {
  return form.criterios.includes(header) ? form : { ...form, criterios: [...form.criterios, header] };
}

/** The cargo row at `index` changed. An empty cargo name is null (the "Vagas" key of a single cargo). */
export function withCargo(form: ParametersForm, index: number, patch: { cargo?: string; vagas?: string }): ParametersForm {
  const cargos = form.cargos.map((c, i) => {
    if (i !== index) return c;
    const next = { ...c };
    if (patch.cargo !== undefined) next.cargo = patch.cargo.trim() === '' ? null : patch.cargo;
    if (patch.vagas !== undefined) next.vagas = parseVacancies(patch.vagas);
    return next;
  });
  return { ...form, cargos };
}

/** "12" → 12; blank or not a number → null (the preview then says why). Fractions stay, for the sheet's own check to name them. */
export function parseVacancies(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  // The sheet's one reading of a count of vacancies: "1.000" is a thousand, never 1.
  const r = parseVacancyCount(t);
  if (r.ok) return r.value;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

export function withNewCargo(form: ParametersForm): ParametersForm {
  return { ...form, cargos: [...form.cargos, { cargo: null, vagas: null }] };
}

export function withoutCargo(form: ParametersForm, index: number): ParametersForm {
  return { ...form, cargos: form.cargos.filter((_, i) => i !== index) };
}

/** 1-based row of an A1 address ("C7" → 7), or null. */
export function rowOfCell(celula: string): number | null {
  const m = /^\$?[A-Z]{1,3}\$?(\d+)/i.exec(celula.trim());
  return m ? Number(m[1]) : null;
}

/** Same content (the form is plain data: JSON order is the form's own). */
export function sameForm(a: ParametersForm | null, b: ParametersForm | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
