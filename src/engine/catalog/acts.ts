// THE catalogue of the record of acts (rules.md §10): the Nomeações sheet the commission keeps (its
// name, its columns and the header words that name them), the words a commission types for each
// situation of an act, and how each position's situation is shown. Every reader and writer of acts —
// the workbook's reading, the functions' history range, the pane's "Nomeações" step that appends
// rows, the lists' "Situação" column — derives from it. Pure data: no sheet, no host.
import type { ActSituation, PositionSituation } from '../types';
import { wordKey } from './words';

/** The sheet's name as the program creates it, and the other names it recognises (as word keys). */
export const ACTS_SHEET = {
  nome: 'Nomeações',
  nomes: ['nomeacoes', 'nomeacao', 'atos', 'atos de nomeacao', 'historico', 'historico de nomeacoes'],
};

/** A column of the Nomeações sheet. */
export interface ActColumn {
  /** The key of the contract's act (`posicao`, `inscricao`…), or `cargo` / `nome` (read for the cargo, shown for people). */
  campo: 'cargo' | 'posicao' | 'inscricao' | 'nome' | 'situacao' | 'ato' | 'data';
  /** Its header as the program writes it. */
  rotulo: string;
  /** The headers that name it, as word keys (catalog/words.ts wordKey: no case, accents or punctuation). */
  palavras: readonly string[];
  /**
   * Without it no act can be read. Cargo is required only when the concurso has more than one cargo;
   * Posição may be blank only in a "Desistente" row (rules.md §10).
   */
  obrigatorio: boolean;
}

// In the order the program writes them.
// prettier-ignore
export const ACT_COLUMNS: readonly ActColumn[] = [
  { campo: 'cargo', rotulo: 'Cargo', obrigatorio: false, palavras: ['cargo', 'cargos', 'funcao', 'emprego'] },
  { campo: 'posicao', rotulo: 'Posição', obrigatorio: true, palavras: ['posicao', 'posicao na ordem', 'ordem', 'vaga', 'n vaga', 'numero vaga', 'posicao ordem nomeacao'] },
  { campo: 'inscricao', rotulo: 'Inscrição', obrigatorio: true, palavras: ['inscricao', 'n inscricao', 'numero inscricao', 'inscr', 'insc'] },
  { campo: 'nome', rotulo: 'Nome', obrigatorio: false, palavras: ['nome', 'nome candidato', 'candidato', 'candidata', 'nome completo'] },
  { campo: 'situacao', rotulo: 'Situação', obrigatorio: true, palavras: ['situacao', 'ato praticado', 'tipo ato', 'movimentacao', 'evento'] },
  { campo: 'ato', rotulo: 'Ato', obrigatorio: false, palavras: ['ato', 'portaria', 'decreto', 'documento', 'n ato', 'numero ato'] },
  { campo: 'data', rotulo: 'Data', obrigatorio: false, palavras: ['data', 'data ato', 'data publicacao', 'publicacao'] },
];

/** One situation of an act: its code, how the program writes it, and the words a commission may type. */
export interface ActSituationRecord {
  codigo: ActSituation;
  /** As the program writes it in the Nomeações sheet and in the lists. */
  rotulo: string;
  /** What it means, for the pane and the docs. */
  descricao: string;
  /** Word keys that read as this situation (the label's and the code's among them). */
  palavras: readonly string[];
}

// prettier-ignore
export const ACT_SITUATION_RECORDS: readonly ActSituationRecord[] = [
  { codigo: 'nomeado', rotulo: 'Nomeado(a)', descricao: 'nomeado(a) para a posição: ocupa-a', palavras: ['nomeado', 'nomeada', 'nomeado a', 'nomeacao', 'nomear'] },
  { codigo: 'empossado', rotulo: 'Empossado(a)', descricao: 'tomou posse na posição: ocupa-a de vez', palavras: ['empossado', 'empossada', 'empossado a', 'posse', 'tomou posse', 'em exercicio'] },
  { codigo: 'desistente', rotulo: 'Desistente', descricao: 'renunciou ao concurso: sai de todas as listas; a posição reabre', palavras: ['desistente', 'desistencia', 'desistiu', 'renuncia', 'renunciou'] },
  { codigo: 'sem-efeito', rotulo: 'Sem efeito', descricao: 'nomeação tornada sem efeito (sem posse no prazo): sai de todas as listas; a posição reabre', palavras: ['sem efeito', 'tornada sem efeito', 'tornado sem efeito', 'nomeacao sem efeito', 'nao tomou posse'] },
  { codigo: 'inapto', rotulo: 'Inapto(a)', descricao: 'inapto(a) no exame admissional: sai de todas as listas; a posição reabre', palavras: ['inapto', 'inapta', 'inapto a', 'inaptidao', 'reprovado exame admissional'] },
  { codigo: 'anulado', rotulo: 'Anulado', descricao: 'nomeação anulada (fraude): sai de todas as listas; a posição reabre', palavras: ['anulado', 'anulada', 'anulacao', 'nomeacao anulada'] },
  { codigo: 'fim-de-fila', rotulo: 'Fim de fila', descricao: 'pediu para ir ao fim da classificação: a posição reabre; vai ao fim de cada lista', palavras: ['fim de fila', 'final de fila', 'fim da fila', 'final da fila', 'fim da lista', 'reclassificacao fim de fila'] },
];

const SITUATION_BY_WORD = new Map<string, ActSituation>();
for (const r of ACT_SITUATION_RECORDS) {
  SITUATION_BY_WORD.set(r.codigo.replace(/-/g, ' '), r.codigo);
  for (const w of r.palavras) SITUATION_BY_WORD.set(w, r.codigo);
}

/** The act situation a cell's text names, or null when it names none. */
export function readActSituation(text: string): ActSituation | null {
  return SITUATION_BY_WORD.get(wordKey(text)) ?? null;
}

/** The record of an act situation. */
export function actSituationRecord(code: ActSituation): ActSituationRecord {
  return ACT_SITUATION_RECORDS.find((r) => r.codigo === code)!;
}

/** How a position's situation is shown in the Nomeação list (with the occupant's act, when named). */
export const POSITION_SITUATION_LABELS: Record<PositionSituation, string> = {
  empossado: 'Empossado(a)',
  nomeado: 'Nomeado(a)',
  'a-nomear': 'A nomear',
  vaga: 'Sem candidato',
};

/** "Nomeado(a) — Portaria 45/2026", "A nomear", "Sem candidato". */
export function positionSituationText(situacao: PositionSituation, ato: string | null): string {
  const label = POSITION_SITUATION_LABELS[situacao];
  return ato && (situacao === 'nomeado' || situacao === 'empossado') ? `${label} — ${ato}` : label;
}
