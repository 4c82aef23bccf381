// The vacancies of each cargo, wherever a commission writes them: the "Cargo | Vagas" table of the
// Parâmetros sheet, the vacancies argument of =COTAS.CLASSIFICAR(tabela; vagas) (a number or a
// range) and the text "Professor=10, Motorista=1" (the command line's --vagas). One reader of a
// number of vacancies and one reader of a "Cargo | Vagas" row, so the three say the same things.
import type { CargoVacancies } from '../engine/types';
import { MAX_VACANCIES, tooManyVacancies } from '../engine/types';
import { optionRecord } from '../engine/catalog/options';
import { wordKey } from '../engine/catalog/words';
import { CellValue, cellText, columnLetter, isBlank, parseNumberBR } from './parsers';
import { parseCutText } from './cut-text';
import { SheetProblem, problem } from './problems';
import { cargoKey, isBlankRow } from './table';

/** "1.000", "10.000", "1.000.000" (an optional plus sign): a whole number with thousands dots. */
const THOUSANDS = /^\+?(\d{1,3}(?:\.\d{3})+)$/;

/** A whole number of vacancies ≥ 0 (0: cadastro de reserva only), from a cell. */
export function parseVacancyCount(value: CellValue): { ok: true; value: number } | { ok: false; erro: string } {
  if (isBlank(value)) return { ok: false, erro: 'o número de vagas está em branco' };
  // A count of vacancies has no decimals, so in a text a dot before groups of three digits can only
  // group thousands: "1.000" is a thousand, never 1 (the decimal reading of parseNumberBR).
  const thousands = typeof value === 'string' ? THOUSANDS.exec(value.replace(/[\s\u00a0]/g, '')) : null;
  const n = thousands ? { ok: true as const, value: Number(thousands[1].replace(/\./g, '')) } : parseNumberBR(value);
  if (!n.ok || n.value === null) return { ok: false, erro: `o número de vagas ${n.ok ? "''" : n.erro}` };
  if (n.value < 0) return { ok: false, erro: `o número de vagas não pode ser negativo (${cellText(value)})` };
  if (!Number.isInteger(n.value))
    return { ok: false, erro: `o número de vagas deve ser um número inteiro (${cellText(value).replace('.', ',')})` };
  // "1,000" or "10,0" read as a whole number only through decimals that may be a thousands comma
  // (English) or a decimal one (Brazilian): refused rather than guessed (test/sheet/vacancy-thousands.test.ts).
  if (typeof value === 'string' && !thousands && /[.,]/.test(value)) {
    return {
      ok: false,
      erro: `o número de vagas '${cellText(value)}' é ambíguo: escreva só os algarismos (como 1000) ou com ponto de milhar (como 1.000)`,
    };
  }
  if (n.value > MAX_VACANCIES) return { ok: false, erro: tooManyVacancies(n.value) };
  return { ok: true, value: n.value };
}

/** The columns of a "Cargo | Vagas" table, and what the messages call them (the header's own text). */
export interface CargoTableColumns {
  cargo: number;
  vagas: number;
  nomeCargo: string;
  nomeVagas: string;
  /** The optional column of each cargo's cut for the next phase (rules.md §12: "ampla=30; PP=9"), when the table has one. */
  corte?: number;
  nomeCorte?: string;
}

/** The "Cargo | Vagas" header (the catalogue's words for each column), when the row is one. */
export function cargoTableHeader(row: CellValue[]): CargoTableColumns | null {
  const words = optionRecord('vagas').table!;
  let cargo = -1;
  let vagas = -1;
  row.forEach((c, i) => {
    const k = isBlank(c) ? '' : wordKey(cellText(c));
    if (cargo < 0 && words.cargo.includes(k)) cargo = i;
    if (vagas < 0 && words.vagas.includes(k)) vagas = i;
  });
  if (!(cargo >= 0 && vagas >= 0 && cargo < vagas)) return null;
  const out: CargoTableColumns = { cargo, vagas, nomeCargo: cellText(row[cargo]), nomeVagas: cellText(row[vagas]) };
  // A cargo's own cut where the cargos' cuts differ (the Parâmetros row "Convocados para a próxima fase" is every cargo's).
  const corte = row.findIndex((c, i) => i > vagas && !isBlank(c) && optionRecord('corte').names.includes(wordKey(cellText(c))));
  if (corte > 0) {
    out.corte = corte;
    out.nomeCorte = cellText(row[corte]);
  }
  return out;
}

/**
 * The rows of a "Cargo | Vagas" table, read one by one: each cargo once (compared by cargoKey), its
 * vacancies a whole number; every problem names the row and the column, in `problemas`.
 */
export class CargoVacancyRows {
  readonly cargos: CargoVacancies[] = [];
  /** Each cargo's own cut (the table's Convocados column), as the contract's `corte`, and its cell. */
  readonly cortes: { cargo: string; valor: Record<string, unknown>; linha: number; celula: string }[] = [];
  private readonly seen = new Map<string, { linha: number; vagas: number }>();

  constructor(
    private readonly planilha: string | null,
    private readonly problemas: SheetProblem[],
    public columns: CargoTableColumns,
  ) {}

  read(row: CellValue[], linha: number): void {
    const t = this.columns;
    const at = (column: string, mensagem: string): void => void this.problemas.push(problem(this.planilha, linha, column, mensagem));
    if (isBlank(row[t.cargo])) return at(t.nomeCargo, 'o nome do cargo está em branco');
    const nome = cellText(row[t.cargo]);
    const n = parseVacancyCount(row[t.vagas]);
    if (!n.ok) return at(t.nomeVagas, `${n.erro} para o cargo '${nome}'`);
    const k = cargoKey(nome);
    const prev = this.seen.get(k);
    if (prev && prev.vagas !== n.value)
      return at(
        t.nomeVagas,
        `o cargo '${nome}' aparece duas vezes com vagas diferentes (${prev.vagas} na linha ${prev.linha} e ${n.value} na linha ${linha})`,
      );
    if (prev) return at(t.nomeCargo, `o cargo '${nome}' aparece duas vezes (linhas ${prev.linha} e ${linha}); deixe uma linha só`);
    this.seen.set(k, { linha, vagas: n.value });
    this.cargos.push({ cargo: nome, vagas: n.value });
    if (t.corte !== undefined && !isBlank(row[t.corte])) {
      const celula = `${columnLetter(t.corte)}${linha}`;
      const c = parseCutText(row[t.corte]);
      if ('erro' in c)
        this.problemas.push({ ...problem(this.planilha, linha, t.nomeCorte ?? null, `${c.erro} (cargo '${nome}')`), celula });
      else this.cortes.push({ cargo: nome, valor: c.corte, linha, celula });
    }
  }
}

export interface VacanciesReading {
  /** Vacancies per cargo; a single number gives one entry with cargo null. */
  cargos: CargoVacancies[];
  problemas: SheetProblem[];
}

/**
 * The vacancies argument: a number (one cargo), or a 2-D range "Cargo | Vagas" (with or without the
 * header row). Used by =COTAS.CLASSIFICAR(tabela; vagas); a text with "=" is read by parseVacanciesText.
 */
export function parseVacancies(value: CellValue | CellValue[][], planilha: string | null = null): VacanciesReading {
  const problemas: SheetProblem[] = [];
  if (!Array.isArray(value)) {
    if (typeof value === 'string' && value.includes('=')) return parseVacanciesText(value);
    const n = parseVacancyCount(value);
    if (!n.ok) return { cargos: [], problemas: [problem(planilha, null, 'Vagas', n.erro)] };
    return { cargos: [{ cargo: null, vagas: n.value }], problemas };
  }
  const rows = value;
  // A 1×1 range is a number.
  const nonBlank = rows.filter((r) => !isBlankRow(r));
  if (nonBlank.length === 1 && nonBlank[0].filter((c) => !isBlank(c)).length === 1) {
    return parseVacancies(nonBlank[0].find((c) => !isBlank(c)) ?? null, planilha);
  }
  const header = rows.length ? cargoTableHeader(rows[0]) : null;
  const table = new CargoVacancyRows(planilha, problemas, header ?? { cargo: 0, vagas: 1, nomeCargo: 'Cargo', nomeVagas: 'Vagas' });
  for (let r = header ? 1 : 0; r < rows.length; r++) if (!isBlankRow(rows[r] ?? [])) table.read(rows[r] ?? [], r + 1);
  if (table.cargos.length === 0 && problemas.length === 0)
    problemas.push(problem(planilha, null, 'Vagas', 'nenhum cargo com vagas foi informado'));
  return { cargos: table.cargos, problemas };
}

/**
 * "10" or "Professor PEB I=10, Motorista=1" (the command line's --vagas). The messages say what is
 * wrong with the text; the command line says which flag it was.
 */
export function parseVacanciesText(text: string): VacanciesReading {
  const t = text.trim();
  if (!t.includes('=')) return parseVacancies(t);
  const problemas: SheetProblem[] = [];
  const cargos: CargoVacancies[] = [];
  const seen = new Set<string>();
  const say = (mensagem: string): void => void problemas.push(problem(null, null, null, mensagem));
  for (const part of t.split(/[,;](?=[^=,;]*=)/)) {
    const idx = part.lastIndexOf('=');
    const nome = part.slice(0, idx).trim();
    const n = parseVacancyCount(part.slice(idx + 1).trim());
    if (!nome) say(`falta o nome do cargo antes de '=' em '${part.trim()}'`);
    else if (!n.ok) say(`${n.erro} para o cargo '${nome}'`);
    else if (seen.has(cargoKey(nome))) say(`o cargo '${nome}' aparece duas vezes`);
    else {
      seen.add(cargoKey(nome));
      cargos.push({ cargo: nome, vagas: n.value });
    }
  }
  return { cargos, problemas };
}
