// Test helpers: a concurso as the contract's JSON document (what the engine validates) and the same
// concurso as Excel hands it to a custom function: a 2-D array with a Portuguese header row, columns
// in any order, pt-BR cell text ("7,5", "Sim", "Deferida", "dd/mm/aaaa"), and blank cells as Excel
// desktop (0) or Excel on the web (null) sends them.
import { isoToExcelSerial } from '../../src/sheet';
import { seededRandom } from '../../tools/prng';

export type Style = 'desktop' | 'web';
export type Cell = string | number | boolean | null;

export interface DocCandidate {
  inscricao: string;
  nome: string;
  cargo?: string;
  nota: number;
  aprovado: boolean;
  grupo: 'PP' | 'IND' | 'QUI' | null;
  optante: boolean;
  confirmacao: 'deferida' | 'indeferida' | 'pendente' | 'ausente';
  fraude: boolean;
  nascimento: string | null;
  desempate: number[];
  /** Opted for the PcD reserve (absent: false). */
  pcd?: boolean;
  avaliacaoPcd?: 'deferida' | 'indeferida' | 'pendente' | 'ausente';
}

export interface Doc {
  regra?: string;
  opcoes?: Record<string, string>;
  vagas?: number;
  cargos?: { cargo: string; vagas: number; historico?: DocAct[] }[];
  candidatos: DocCandidate[];
}

/** An act of a cargo's record (contract.md `historico`). */
export interface DocAct {
  posicao: number | null;
  inscricao: string;
  situacao: string;
  ato?: string | null;
  data?: string | null;
}

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elaine',
  'Fábio',
  'Gisele',
  'Hugo',
  'Iara',
  'João',
  'Kátia',
  'Luís',
  'Márcia',
  'Nuno',
  'Otávio',
];
const LAST = ['Souza', 'Silva', 'Oliveira', 'Santos', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Araújo'];

/** A random concurso document (one or several cargos). Scores have ties on purpose. */
export function randomDoc(seed: number, n: number, cargos?: { cargo: string; vagas: number }[], vagas = 10): Doc {
  const r = seededRandom(seed);
  // The PcD option from a generator of its own: the other fields are what they were before it.
  const rp = seededRandom(seed * 7919 + 1);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const candidatos: DocCandidate[] = [];
  for (let i = 0; i < n; i++) {
    const u = r();
    const grupo = u < 0.3 ? 'PP' : u < 0.36 ? 'IND' : u < 0.41 ? 'QUI' : null;
    const optante = grupo !== null && r() < 0.85;
    const c = r();
    const confirmacao = !optante ? 'pendente' : c < 0.7 ? 'deferida' : c < 0.8 ? 'indeferida' : c < 0.9 ? 'pendente' : 'ausente';
    const s = r();
    const fraude = s < 0.02;
    const aprovado = !fraude && s > 0.08;
    const year = 1950 + Math.floor(r() * 55);
    const nascimento =
      r() < 0.9
        ? `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`
        : null;
    candidatos.push({
      inscricao: String(1000 + i * 7),
      nome: `${pick(FIRST)} ${pick(LAST)}`,
      cargo: cargos ? cargos[Math.floor(r() * cargos.length)].cargo : undefined,
      nota: Math.round((40 + r() * 60) * 4) / 4,
      aprovado,
      grupo,
      optante,
      confirmacao,
      fraude,
      nascimento,
      desempate: [Math.round(r() * 40), Math.round(r() * 20) / 2],
      ...pcdFields(rp),
    });
  }
  return cargos ? { cargos, candidatos } : { vagas, candidatos };
}

/** One candidate in ten opts for the PcD reserve, with every assessment outcome. */
function pcdFields(rp: () => number): Pick<DocCandidate, 'pcd' | 'avaliacaoPcd'> {
  if (rp() >= 0.1) return {};
  const a = rp();
  return { pcd: true, avaliacaoPcd: a < 0.7 ? 'deferida' : a < 0.8 ? 'indeferida' : a < 0.9 ? 'pendente' : 'ausente' };
}

const HEADERS: Record<string, string[]> = {
  inscricao: ['Inscrição', 'Nº de inscrição', 'INSCRICAO'],
  nome: ['Nome', 'Nome do candidato', 'NOME COMPLETO'],
  cargo: ['Cargo', 'CARGO'],
  nota: ['Nota final', 'Nota', 'Pontuação final'],
  grupo: ['Cota', 'Autodeclaração', 'Grupo'],
  optante: ['Optante', 'Optante pela reserva'],
  confirmacao: ['Confirmação', 'Heteroidentificação', 'Resultado da confirmação'],
  situacao: ['Situação', 'SITUAÇÃO'],
  nascimento: ['Data de nascimento', 'Nascimento'],
  d1: ['Desempate 1'],
  d2: ['Desempate 2'],
  pcd: ['PcD', 'Pessoa com deficiência', 'Concorre às vagas PcD', 'Deficiência'],
  avaliacaoPcd: ['Avaliação PcD', 'Perícia', 'Laudo', 'Avaliação biopsicossocial'],
};

const GROUP_TEXT: Record<string, string[]> = {
  PP: ['PP', 'Pretos e pardos', 'parda', 'Preto'],
  IND: ['IND', 'Indígena', 'indigena'],
  QUI: ['QUI', 'Quilombola'],
};
const CONFIRMATION_TEXT: Record<string, string[]> = {
  deferida: ['Deferida', 'DEFERIDO', 'Confirmada'],
  indeferida: ['Indeferida', 'Não confirmada'],
  pendente: ['Pendente', 'Em análise'],
  ausente: ['Ausente', 'Não compareceu'],
};

function brNumber(n: number): string {
  return String(n).replace('.', ',');
}

function brDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export interface ExcelTable {
  rows: Cell[][];
  /** Row index (in `rows`) of each candidate of doc.candidatos. */
  rowOf: number[];
}

/**
 * The document as the 2-D array Excel passes: header first, columns shuffled, pt-BR text, a few
 * fully blank rows in between (all 0 on desktop, all null on the web), and trailing blank rows.
 */
export function toExcelTable(doc: Doc, style: Style, seed: number): ExcelTable {
  const r = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const blank: Cell = style === 'desktop' ? 0 : null;
  const fields = ['inscricao', 'nome', 'nota', 'grupo', 'optante', 'confirmacao', 'situacao', 'nascimento', 'd1', 'd2'];
  if (doc.cargos) fields.push('cargo');
  // The PcD columns only when someone opted (the tables of the other tests stay as they were).
  if (doc.candidatos.some((c) => c.pcd)) fields.push('pcd', 'avaliacaoPcd');
  for (let i = fields.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [fields[i], fields[j]] = [fields[j], fields[i]];
  }
  const rows: Cell[][] = [fields.map((f) => pick(HEADERS[f]))];
  const rowOf: number[] = [];
  const blankRow = (): Cell[] => fields.map(() => blank);
  for (const c of doc.candidatos) {
    if (r() < 0.08) rows.push(blankRow());
    const row = fields.map((f): Cell => {
      switch (f) {
        case 'inscricao':
          // As a number only when it is one ("G1" of the examples 07 and 08 stays text); the same draws either way.
          return r() < 0.5 && /^\d+$/.test(c.inscricao) ? Number(c.inscricao) : c.inscricao;
        case 'nome':
          return c.nome;
        case 'cargo':
          return c.cargo ?? blank;
        case 'nota':
          return r() < 0.5 ? c.nota : brNumber(c.nota);
        case 'grupo':
          return c.grupo ? pick(GROUP_TEXT[c.grupo]) : r() < 0.5 ? blank : 'Não';
        case 'optante':
          return c.optante ? pick(['Sim', 'S', 'X', true]) : pick([blank, 'Não', 'N', false]);
        case 'confirmacao':
          if (!c.optante) return blank;
          return c.confirmacao === 'pendente' && r() < 0.4 ? blank : pick(CONFIRMATION_TEXT[c.confirmacao]);
        case 'situacao':
          return c.fraude
            ? 'Eliminado por fraude'
            : c.aprovado
              ? r() < 0.5
                ? blank
                : 'Aprovado'
              : pick(['Reprovado', 'Eliminado', 'Ausente']);
        case 'nascimento':
          if (!c.nascimento) return blank;
          return r() < 0.5 ? brDate(c.nascimento) : isoToExcelSerial(c.nascimento);
        case 'd1':
          return c.desempate[0];
        case 'd2':
          return r() < 0.5 ? c.desempate[1] : brNumber(c.desempate[1]);
        case 'pcd':
          return c.pcd ? pick(['Sim', 'X', 'PcD', 'Visual', true]) : pick([blank, 'Não', 'Nenhuma']);
        case 'avaliacaoPcd':
          if (!c.pcd) return blank;
          return (c.avaliacaoPcd ?? 'pendente') === 'pendente' && r() < 0.4 ? blank : pick(CONFIRMATION_TEXT[c.avaliacaoPcd ?? 'pendente']);
        default:
          return blank;
      }
    });
    rowOf.push(rows.length);
    rows.push(row);
  }
  rows.push(blankRow(), blankRow());
  return { rows, rowOf };
}

/** The vacancies argument as Excel passes it: [[10]] or a Cargo | Vagas range. */
export function vacanciesArg(doc: Doc, withHeader: boolean): Cell[][] {
  if (!doc.cargos) return [[doc.vagas ?? 0]];
  const body = doc.cargos.map((c) => [c.cargo, c.vagas] as Cell[]);
  return withHeader ? [['Cargo', 'Vagas'], ...body] : body;
}

/** Fixture input (contract JSON) → test Doc with every field explicit. */
export function fixtureDoc(input: Record<string, unknown>): Doc {
  const cands = (input.candidatos as Record<string, unknown>[]).map((c, i) => ({
    inscricao: String(c.inscricao),
    nome: (c.nome as string) ?? `Candidato ${i + 1}`,
    cargo: c.cargo as string | undefined,
    nota: c.nota as number,
    aprovado: c.fraude ? false : ((c.aprovado as boolean | undefined) ?? true),
    grupo: (c.grupo as Doc['candidatos'][number]['grupo']) ?? null,
    optante: (c.optante as boolean | undefined) ?? false,
    confirmacao: ((c.confirmacao as string | undefined) ?? 'pendente') as Doc['candidatos'][number]['confirmacao'],
    fraude: (c.fraude as boolean | undefined) ?? false,
    nascimento: (c.nascimento as string | undefined) ?? null,
    desempate: [0, 0],
    pcd: (c.pcd as boolean | undefined) ?? false,
    avaliacaoPcd: ((c.avaliacaoPcd as string | undefined) ?? 'pendente') as Doc['candidatos'][number]['confirmacao'],
  }));
  const doc: Doc = { candidatos: cands };
  if (input.cargos) doc.cargos = input.cargos as Doc['cargos'];
  else doc.vagas = input.vagas as number;
  if (input.regra) doc.regra = input.regra as string;
  if (input.opcoes) doc.opcoes = input.opcoes as Record<string, string>;
  return doc;
}

/** The words a commission types for each situation of an act (one spelling per situation, not the codes). */
const ACT_TEXT: Record<string, string[]> = {
  nomeado: ['Nomeado', 'Nomeado(a)', 'nomeada'],
  empossado: ['Empossado(a)', 'Tomou posse', 'Posse'],
  desistente: ['Desistente', 'Desistência'],
  'sem-efeito': ['Sem efeito', 'Tornada sem efeito'],
  inapto: ['Inapto', 'Inapta'],
  anulado: ['Anulado', 'Anulada'],
  'fim-de-fila': ['Fim de fila', 'Final da fila'],
};

/**
 * The Nomeações range as a host passes it (the functions' `nomeacoes` argument), header first, from
 * the document's `historico` of each cargo; null when no cargo has acts. Blanks are 0 on the desktop.
 */
export function actsArg(doc: Doc, style: Style, seed: number): Cell[][] | null {
  const acts = (doc.cargos ?? []).flatMap((c) => (c.historico ?? []).map((a) => ({ cargo: c.cargo, a })));
  if (acts.length === 0) return null;
  const r = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const blank: Cell = style === 'desktop' ? 0 : null;
  const rows: Cell[][] = [['Cargo', 'Posição', 'Inscrição', 'Nome', 'Situação', 'Ato', 'Data']];
  for (const { cargo, a } of acts)
    rows.push([
      cargo,
      a.posicao ?? blank,
      a.inscricao,
      blank,
      pick(ACT_TEXT[a.situacao]),
      a.ato ?? blank,
      a.data ? (r() < 0.5 ? brDate(a.data) : isoToExcelSerial(a.data)) : blank,
    ]);
  return rows;
}
