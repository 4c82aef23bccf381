// THE catalogue of the candidate's fields: one record per field, and every reader derives from it —
// the header recognition of a candidates sheet (src/sheet/columns.ts), the "Coluna <campo>" rows of
// Parâmetros and the functions' option "coluna <campo>=…" (columnMappingOf), the Excel desktop
// adapter's blanks (how a 0 reads), the pane's list of fields, and the contract's validator
// (validate.ts: the keys a JSON candidate may have, and their defaults). test/sheet/field-catalogue.test.ts
// checks that each of them accepts exactly the words written here. Pure data: no sheet, no host.
import type { Candidate } from '../types';

/**
 * How a 0 in the field's cell reads where a host hands blank cells as 0 (Excel desktop's custom
 * functions, docs/excel.md §2.6; everywhere else a 0 is the number 0, and a 0 in Situação is "não
 * aprovado"):
 *  - `branco`: always a blank (0 is never an inscrição, a name, a CPF, a cargo or a birth date);
 *  - `branco-em-texto`: a blank when the column holds no other number (text, Sim/Não…); in a column
 *    coded with numbers (1/0) the number 0;
 *  - `nota`: the number 0 only in a row marked not approved; otherwise a problem naming the cell.
 */
export type ZeroReading = 'branco' | 'branco-em-texto' | 'nota';

/** What the contract's validator accepts for the key (docs/contrato.md). */
export type ContractType =
  /** Text (not blank) or a whole number ≥ 0. */
  | { tipo: 'inscricao' }
  /** Text (the name). */
  | { tipo: 'texto' }
  /** Text naming a cargo of `cargos` (absent for a single cargo). */
  | { tipo: 'cargo' }
  /** A finite number. */
  | { tipo: 'numero' }
  /** true or false; `padrao` when absent. */
  | { tipo: 'sim-nao'; padrao: boolean }
  /** A group code of a rule set, or null. */
  | { tipo: 'grupo' }
  /** A confirmation state (`pendente` when absent). */
  | { tipo: 'estado' }
  /** A date aaaa-mm-dd, or null. */
  | { tipo: 'data' }
  /** A list of numbers (null for a missing one): the edital's tie-break criteria in order. */
  | { tipo: 'numeros' }
  /** Text or a number, kept only to be shown. */
  | { tipo: 'cpf' };

/** The column a field has in a candidates sheet. */
export interface FieldColumn {
  /** Its Portuguese name: messages, the reading report, the pane, "Coluna <rótulo>" in Parâmetros. */
  rotulo: string;
  /**
   * The headers that name it, reduced to their meaningful words (src/sheet/columns.ts headerKey: no
   * case, accents or stop words — "Nº de Inscrição" → "inscricao"). The label's own words are among them.
   */
  palavras: readonly string[];
  zero: ZeroReading;
  /** What the column holds, said when a required column is missing ("número de inscrição do candidato"). */
  descricao?: string;
}

export interface CandidateField {
  /** The key: of the column (src/sheet's ColumnField) and of the contract's candidate, where the field has them. */
  campo: string;
  /** Without it nothing is read (a sheet without the column, a JSON candidate without the key): Inscrição and Nota. */
  obrigatorio: boolean;
  /** Its column in a candidates sheet; null for a key read from other columns (aprovado: Situação; desempate: the tie-break columns). */
  coluna: FieldColumn | null;
  /** Its key in the contract's candidate; null for a column that gives other keys (Situação: aprovado and fraude). */
  contrato: ContractType | null;
}

// In one order that is both the sheet's (the report, the pane, the messages that list the fields) and
// the contract's (the message listing the keys a JSON candidate may have).
// prettier-ignore
const FIELDS = [
  {
    campo: 'inscricao', obrigatorio: true, contrato: { tipo: 'inscricao' },
    coluna: { rotulo: 'Inscrição', descricao: 'número de inscrição do candidato', zero: 'branco', palavras: ['inscricao', 'inscricoes', 'inscr', 'insc', 'inscricao candidato', 'codigo inscricao', 'numero inscricao', 'n inscricao'] },
  },
  {
    campo: 'nome', obrigatorio: false, contrato: { tipo: 'texto' },
    coluna: { rotulo: 'Nome', zero: 'branco', palavras: ['nome', 'nome candidato', 'nome completo', 'candidato', 'candidata', 'nome candidata', 'nome social'] },
  },
  {
    campo: 'cargo', obrigatorio: false, contrato: { tipo: 'cargo' },
    coluna: { rotulo: 'Cargo', zero: 'branco', palavras: ['cargo', 'cargos', 'emprego', 'cargo emprego', 'emprego publico', 'cargo pretendido', 'funcao', 'cargo funcao', 'vaga cargo'] },
  },
  {
    campo: 'nota', obrigatorio: true, contrato: { tipo: 'numero' },
    coluna: {
      rotulo: 'Nota', descricao: 'nota final do candidato', zero: 'nota',
      palavras: ['nota', 'nota final', 'notafinal', 'pontuacao', 'pontuacao final', 'media', 'media final', 'nota total', 'total pontos', 'pontos', 'total', 'nota classificacao'],
    },
  },
  { campo: 'aprovado', obrigatorio: false, contrato: { tipo: 'sim-nao', padrao: true }, coluna: null },
  {
    campo: 'grupo', obrigatorio: false, contrato: { tipo: 'grupo' },
    coluna: {
      rotulo: 'Cota', zero: 'branco-em-texto',
      palavras: [
        'cota', 'cotas', 'grupo', 'autodeclaracao', 'autodeclaracao racial', 'cor raca', 'raca cor', 'cor', 'raca', 'grupo cota',
        'cota racial', 'grupo racial', 'grupo autodeclarado', 'autodeclarado', 'autodeclarada', 'declaracao', 'cota declarada',
        'reserva', 'grupo reserva', 'tipo cota',
      ],
    },
  },
  {
    campo: 'optante', obrigatorio: false, contrato: { tipo: 'sim-nao', padrao: false },
    coluna: {
      rotulo: 'Optante', zero: 'branco-em-texto',
      palavras: [
        'optante', 'opcao', 'concorre as vagas reservadas', 'concorre vagas reservadas', 'concorre as reservadas',
        'concorre reserva', 'concorre cota', 'concorre cotas', 'concorre as cotas', 'optou cota', 'optou cotas', 'optou reserva', 'opcao cota',
        'opcao cotas', 'opcao reserva', 'optante cota', 'optante cotas', 'optante reserva', 'vagas reservadas', 'cotista',
        'deseja concorrer as vagas reservadas', 'concorrer vagas reservadas', 'concorrer as vagas reservadas',
      ],
    },
  },
  {
    campo: 'confirmacao', obrigatorio: false, contrato: { tipo: 'estado' },
    coluna: {
      rotulo: 'Confirmação', zero: 'branco-em-texto',
      palavras: [
        'confirmacao', 'heteroidentificacao', 'verificacao', 'resultado heteroidentificacao', 'comissao heteroidentificacao',
        'verificacao documental', 'confirmacao autodeclaracao', 'resultado confirmacao', 'resultado verificacao',
        'procedimento heteroidentificacao', 'banca heteroidentificacao', 'heteroidentificacao verificacao', 'confirmacao cota',
      ],
    },
  },
  {
    campo: 'situacao', obrigatorio: false, contrato: null,
    coluna: {
      rotulo: 'Situação', zero: 'branco-em-texto',
      palavras: [
        'situacao', 'aprovado', 'aprovada', 'habilitado', 'habilitada', 'situacao final', 'classificado', 'situacao candidato',
        'resultado final', 'status', 'aprovado habilitado', 'aprovado a', 'habilitado a',
      ],
    },
  },
  {
    campo: 'fraude', obrigatorio: false, contrato: { tipo: 'sim-nao', padrao: false },
    coluna: { rotulo: 'Fraude', zero: 'branco-em-texto', palavras: ['fraude', 'fraude ma fe', 'ma fe', 'eliminado fraude', 'fraude comprovada'] },
  },
  {
    campo: 'nascimento', obrigatorio: false, contrato: { tipo: 'data' },
    coluna: {
      rotulo: 'Nascimento', zero: 'branco',
      palavras: ['nascimento', 'data nascimento', 'dt nascimento', 'dt nasc', 'data nasc', 'nasc', 'nascido', 'nascido em', 'datanascimento'],
    },
  },
  { campo: 'desempate', obrigatorio: false, contrato: { tipo: 'numeros' }, coluna: null },
  {
    campo: 'cpf', obrigatorio: false, contrato: { tipo: 'cpf' },
    coluna: { rotulo: 'CPF', zero: 'branco', palavras: ['cpf', 'cpf candidato', 'numero cpf'] },
  },
  {
    campo: 'pcd', obrigatorio: false, contrato: { tipo: 'sim-nao', padrao: false },
    coluna: {
      rotulo: 'PcD', zero: 'branco-em-texto',
      palavras: [
        'pcd', 'pessoa com deficiencia', 'pessoas com deficiencia', 'deficiencia', 'deficiente', 'concorre as vagas pcd', 'concorre vagas pcd',
        'concorre pcd', 'concorre as vagas pessoas com deficiencia', 'concorre as vagas reservadas pessoas com deficiencia',
        'concorre as vagas reservadas pcd', 'candidato com deficiencia', 'candidata com deficiencia', 'portador deficiencia',
        'optante pcd', 'opcao pcd', 'vagas pcd', 'reserva pcd', 'cota pcd', 'pcd optante', 'pne',
      ],
    },
  },
  {
    campo: 'avaliacaoPcd', obrigatorio: false, contrato: { tipo: 'estado' },
    coluna: {
      rotulo: 'Avaliação PcD', zero: 'branco-em-texto',
      palavras: [
        'avaliacao pcd', 'pericia', 'pericia medica', 'pericia pcd', 'resultado pericia', 'resultado pericia medica', 'laudo',
        'laudo medico', 'laudo pcd', 'resultado laudo', 'avaliacao biopsicossocial', 'resultado avaliacao biopsicossocial',
        'avaliacao deficiencia', 'resultado avaliacao pcd', 'avaliacao equipe multiprofissional', 'equipe multiprofissional',
        'confirmacao pcd', 'confirmacao deficiencia', 'homologacao pcd', 'avaliacao biopsicossocial pcd',
      ],
    },
  },
] as const satisfies readonly CandidateField[];

type FieldRecord = (typeof FIELDS)[number];
/** Every field's key. */
export type FieldKey = FieldRecord['campo'];
/** The fields a candidates sheet may have a column for. */
export type ColumnField = Extract<FieldRecord, { coluna: object }>['campo'];
/** The keys of the contract's candidate. */
export type ContractField = Extract<FieldRecord, { contrato: object }>['campo'];

// The contract's keys are exactly the engine's Candidate's: a key added to one and not the other does
// not compile. (`grupos` is how the engine holds a `grupo` given as a list, rules.md §11.)
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const CONTRACT_IS_CANDIDATE: Same<ContractField, Exclude<keyof Candidate, 'grupos'>> = true;
void CONTRACT_IS_CANDIDATE;

/** Every field, in the catalogue's order. */
export const CANDIDATE_FIELDS: readonly CandidateField[] = FIELDS;

/** The fields with a column, in the sheet's order, with that column. */
export const COLUMN_FIELDS: readonly (CandidateField & { campo: ColumnField; coluna: FieldColumn })[] = FIELDS.filter(
  (f): f is Extract<FieldRecord, { coluna: object }> => f.coluna !== null,
);

/** The contract's candidate keys, in the order the validator lists them. */
export const CONTRACT_FIELDS: readonly (CandidateField & { campo: ContractField; contrato: ContractType })[] = FIELDS.filter(
  (f): f is Extract<FieldRecord, { contrato: object }> => f.contrato !== null,
);

/** The Portuguese name of each column field. */
export const FIELD_LABELS: Readonly<Record<ColumnField, string>> = Object.fromEntries(
  COLUMN_FIELDS.map((f) => [f.campo, f.coluna.rotulo]),
) as Record<ColumnField, string>;

/** The record of a field. */
export function fieldRecord(campo: FieldKey): CandidateField {
  return FIELDS.find((f) => f.campo === campo)!;
}

/** The columns whose 0 reads as `zero` where blank cells arrive as 0 (Excel desktop). */
export function fieldsWhereZeroIs(zero: ZeroReading): ColumnField[] {
  return COLUMN_FIELDS.filter((f) => f.coluna.zero === zero).map((f) => f.campo);
}

/** The default of a true/false key of the contract, when a JSON candidate leaves it out. */
export function contractDefault(campo: 'aprovado' | 'optante' | 'fraude' | 'pcd'): boolean {
  const c = fieldRecord(campo).contrato;
  return c !== null && c.tipo === 'sim-nao' ? c.padrao : false;
}
