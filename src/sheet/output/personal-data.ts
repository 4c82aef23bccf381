// What the final lists show of a person, and what publication leaves out: the CPF masked as the LGPD
// guidance for publications asks (***.456.789-**) and no birth date — in the person columns and in
// every text of a published table (PublicationMask). A column the input does not have is left out.
import type { Candidate, Concurso } from '../../engine/types';
import { formatDate } from '../../engine/text';
import type { CellValue } from '../parsers';
import { FORMAT_TEXT } from './table';
import type { FinalListOptions, OutputTable } from './table';

/** CPF masked as the LGPD guidance for publications: ***.456.789-** */
export function maskCpf(cpf: string | null | undefined): string {
  if (!cpf) return '';
  const d = cpf.replace(/\D/g, '');
  if (d.length !== 11) return '***';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** CPF formatted 123.456.789-01 (or as written when it is not 11 digits). */
export function formatCpf(cpf: string | null | undefined): string {
  if (!cpf) return '';
  const d = cpf.replace(/\D/g, '');
  if (d.length !== 11) return cpf;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** A candidate of a cargo, with their index in concurso.candidatos (which the CPFs follow). */
export interface PersonEntry {
  cand: Candidate;
  idx: number;
}

/** The columns that name a person in a list: header, formats, widths, and the cells of one inscrição. */
export interface PersonColumns {
  cab: string[];
  fmt: (string | null)[];
  wid: number[];
  cells: (insc: string) => CellValue[];
}

/** Inscrição and Nome always; CPF when the input had some; Nascimento when it had some and the lists are not for publication. */
export class PersonalData {
  private readonly cpfs: (string | null)[];
  private readonly mascarar: boolean;
  private readonly hasCpf: boolean;
  private readonly hasNascimento: boolean;

  constructor(concurso: Concurso, opts: Pick<FinalListOptions, 'mascarar' | 'cpfs'>) {
    this.mascarar = !!opts.mascarar;
    this.cpfs = opts.cpfs ?? concurso.candidatos.map((c) => c.cpf ?? null);
    this.hasCpf = this.cpfs.some((c) => !!c);
    this.hasNascimento = !this.mascarar && concurso.candidatos.some((c) => !!c.nascimento);
  }

  /** The person columns of one cargo's lists (`people`: the cargo's candidates by inscrição). */
  columns(people: ReadonlyMap<string, PersonEntry>): PersonColumns {
    const cab = ['Inscrição', 'Nome'];
    const fmt: (string | null)[] = [FORMAT_TEXT, FORMAT_TEXT];
    const wid = [12, 36];
    if (this.hasCpf) {
      cab.push('CPF');
      fmt.push(FORMAT_TEXT);
      wid.push(16);
    }
    if (this.hasNascimento) {
      cab.push('Nascimento');
      fmt.push(FORMAT_TEXT);
      wid.push(12);
    }
    const cells = (insc: string): CellValue[] => {
      const e = people.get(insc);
      const row: CellValue[] = [insc, e?.cand.nome ?? ''];
      if (this.hasCpf) {
        const raw = e ? this.cpfs[e.idx] : null;
        row.push(this.mascarar ? maskCpf(raw) : formatCpf(raw));
      }
      if (this.hasNascimento) row.push(formatDate(e?.cand.nascimento ?? null));
      return row;
    };
    return { cab, fmt, wid, cells };
  }
}

/** What a published text shows instead of a birth date (or another date of a person) of the input. */
export const OMITTED_DATE = 'data omitida';

// A CPF in a text: 11 digits, with or without its punctuation (314.159.260-85, 31415926085).
const CPF_IN_TEXT = /(?<![0-9A-Za-z])(\d{3})(\.?)(\d{3})\.?(\d{3})(-?)(\d{2})(?![0-9A-Za-z])/g;
// A date in a text, as the sentences write it (dd/mm/aaaa) or as the input gives it (aaaa-mm-dd).
const DATE_IN_TEXT = /(?<!\d)(?:(\d{2})\/(\d{2})\/(\d{4})|(\d{4})-(\d{2})-(\d{2}))(?!\d)/g;

/** A spreadsheet day number (days since 1899-12-30) as an ISO date, or null. */
function dayNumberIso(n: number | null | undefined): string | null {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 2958465) return null;
  return new Date((n - 25569) * 86400000).toISOString().slice(0, 10);
}

/**
 * The privacy of a published result in ONE place (LGPD): every text of every table written for
 * publication — the lists, the Resumo, the Memória de cálculo with the reading's warnings ("o mesmo
 * CPF … também está no cargo …") and the audit trail's ties resolved by a date criterion — passes
 * through here, so that no full CPF and no birth date of the input reaches a published workbook
 * (test/cli/planilha/mascara-total.test.ts). A CPF written with its punctuation is always masked; 11
 * bare digits only when they are a CPF of the input (an inscrição may have 11 digits). A date is
 * omitted when it is a birth date of the input or the value of a date tie-break criterion (a date of
 * a person, as "Data de nascimento" is).
 */
export class PublicationMask {
  private readonly cpfs = new Set<string>();
  private readonly dates = new Set<string>();

  constructor(concurso: Concurso, cpfs?: readonly (string | null | undefined)[]) {
    for (const c of cpfs ?? concurso.candidatos.map((x) => x.cpf)) {
      const d = (c ?? '').replace(/\D/g, '');
      if (d.length > 0 && d.length <= 11) this.cpfs.add(d.padStart(11, '0'));
    }
    const criterios = concurso.opcoes?.criterios ?? [];
    const dateCriteria = criterios.flatMap((c, k) => (c.tipo === 'data' ? [k] : []));
    for (const cand of concurso.candidatos) {
      if (cand.nascimento) this.dates.add(cand.nascimento);
      for (const k of dateCriteria) {
        const iso = dayNumberIso(cand.desempate?.[k]);
        if (iso) this.dates.add(iso);
      }
    }
  }

  /** A text as published: CPFs masked (maskCpf), the input's personal dates omitted (OMITTED_DATE). */
  text(s: string): string {
    let out = s;
    if (/\d{8}|\d{3}\.\d{3}/.test(out)) {
      out = out.replace(CPF_IN_TEXT, (m: string, a: string, dot: string, b: string, c: string, dash: string, d: string) => {
        const digits = a + b + c + d;
        return dot || dash || this.cpfs.has(digits) ? maskCpf(digits) : m;
      });
    }
    if (this.dates.size > 0 && /\d[/-]\d/.test(out)) {
      out = out.replace(DATE_IN_TEXT, (m: string, d1?: string, m1?: string, y1?: string, y2?: string, m2?: string, d2?: string) => {
        const iso = y1 ? `${y1}-${m1}-${d1}` : `${y2}-${m2}-${d2}`;
        return this.dates.has(iso) ? OMITTED_DATE : m;
      });
    }
    return out;
  }

  /** A table as published: its title, header, cells and the rows under it, each text through text(). */
  table(t: OutputTable): OutputTable {
    const cell = (v: CellValue): CellValue => (typeof v === 'string' ? this.text(v) : v);
    const rows = (rs: CellValue[][]): CellValue[][] => {
      for (const r of rs) for (let i = 0; i < r.length; i++) r[i] = cell(r[i]);
      return rs;
    };
    return {
      ...t,
      titulo: this.text(t.titulo),
      cabecalho: t.cabecalho.map((h) => this.text(h)),
      linhas: rows(t.linhas),
      rodape: t.rodape ? rows(t.rodape) : t.rodape,
    };
  }
}
