// What the final lists show of a person, and what publication leaves out: the CPF masked as the LGPD
// guidance for publications asks (***.456.789-**) and no birth date. A column the input does not have
// is left out.
import type { Candidate, Concurso } from '../../engine/types';
import { formatDate } from '../../engine/text';
import type { CellValue } from '../parsers';
import { FORMAT_TEXT } from './table';
import type { FinalListOptions } from './table';

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
