// Recognizes the columns of a candidates sheet by their Portuguese headers, whatever the order,
// case and accents.
import { CellValue, cellText, columnLetter, isBlankText, normalizeHeader } from './parsers';
import { SheetProblem, problem } from './problems';

/** The fields a candidates sheet may have. */
export type ColumnField =
  | 'inscricao'
  | 'nome'
  | 'cargo'
  | 'nota'
  | 'grupo'
  | 'optante'
  | 'confirmacao'
  | 'situacao'
  | 'fraude'
  | 'nascimento'
  | 'cpf'
  | 'pcd'
  | 'avaliacaoPcd';

/** Portuguese name of each field, used in messages when the column is missing. */
export const FIELD_LABELS: Record<ColumnField, string> = {
  inscricao: 'Inscrição',
  nome: 'Nome',
  cargo: 'Cargo',
  nota: 'Nota',
  grupo: 'Cota',
  optante: 'Optante',
  confirmacao: 'Confirmação',
  situacao: 'Situação',
  fraude: 'Fraude',
  nascimento: 'Nascimento',
  cpf: 'CPF',
  pcd: 'PcD',
  avaliacaoPcd: 'Avaliação PcD',
};

/** Where each field is: column index (0-based) in the header row. */
export interface ColumnMap {
  inscricao?: number;
  nome?: number;
  cargo?: number;
  nota?: number;
  grupo?: number;
  optante?: number;
  confirmacao?: number;
  situacao?: number;
  fraude?: number;
  nascimento?: number;
  cpf?: number;
  /** Opted for the PcD reserve (rules.md §9). */
  pcd?: number;
  /** Outcome of the PcD assessment (avaliação biopsicossocial, perícia, laudo). */
  avaliacaoPcd?: number;
  /** Tie-break columns, in the order of the criteria (Desempate 1, 2... or the declared criteria). */
  desempate: number[];
  /** Header text of every column, as written (for messages). */
  cabecalhos: string[];
  /** Columns that were not recognized (ignored). */
  ignoradas: number[];
}

export interface ColumnRecognition {
  colunas: ColumnMap;
  problemas: SheetProblem[];
}

// Words that do not distinguish one header from another ("Nº de inscrição" = "Inscrição").
const STOP = new Set(['n', 'no', 'nr', 'nro', 'num', 'numero', 'de', 'da', 'do', 'das', 'dos', 'e', 'o', 'a', 'ou', 'the', 'em', 'na', 'no', 'pela', 'pelas', 'pelo', 'pelos', 'para']);

/** Header reduced to its meaningful words: "Nº de Inscrição" → "inscricao". */
export function headerKey(value: CellValue): string {
  return normalizeHeader(value)
    .split(' ')
    .filter((w) => w && !STOP.has(w))
    .join(' ');
}

const SYNONYMS: Record<ColumnField, string[]> = {
  inscricao: ['inscricao', 'inscricoes', 'inscr', 'insc', 'inscricao candidato', 'codigo inscricao', 'numero inscricao', 'n inscricao'],
  nome: ['nome', 'nome candidato', 'nome completo', 'candidato', 'candidata', 'nome candidata', 'nome social'],
  cargo: ['cargo', 'cargos', 'emprego', 'cargo emprego', 'emprego publico', 'cargo pretendido', 'funcao', 'cargo funcao', 'vaga cargo'],
  nota: ['nota', 'nota final', 'notafinal', 'pontuacao', 'pontuacao final', 'media', 'media final', 'nota total', 'total pontos', 'pontos', 'total', 'nota classificacao'],
  grupo: [
    'cota', 'cotas', 'grupo', 'autodeclaracao', 'autodeclaracao racial', 'cor raca', 'raca cor', 'cor', 'raca', 'grupo cota',
    'cota racial', 'grupo racial', 'grupo autodeclarado', 'autodeclarado', 'autodeclarada', 'declaracao', 'cota declarada',
    'reserva', 'grupo reserva', 'tipo cota',
  ],
  optante: [
    'optante', 'opcao', 'concorre as vagas reservadas', 'concorre vagas reservadas', 'concorre as reservadas',
    'concorre reserva', 'concorre cota', 'concorre cotas', 'concorre as cotas', 'optou cota', 'optou cotas', 'optou reserva', 'opcao cota',
    'opcao cotas', 'opcao reserva', 'optante cota', 'optante cotas', 'optante reserva', 'vagas reservadas', 'cotista',
    'deseja concorrer as vagas reservadas', 'concorrer vagas reservadas', 'concorrer as vagas reservadas',
  ],
  confirmacao: [
    'confirmacao', 'heteroidentificacao', 'verificacao', 'resultado heteroidentificacao', 'comissao heteroidentificacao',
    'verificacao documental', 'confirmacao autodeclaracao', 'resultado confirmacao', 'resultado verificacao',
    'procedimento heteroidentificacao', 'banca heteroidentificacao', 'heteroidentificacao verificacao', 'confirmacao cota',
  ],
  situacao: [
    'situacao', 'aprovado', 'aprovada', 'habilitado', 'habilitada', 'situacao final', 'classificado', 'situacao candidato',
    'resultado final', 'status', 'aprovado habilitado', 'aprovado a', 'habilitado a',
  ],
  fraude: ['fraude', 'fraude ma fe', 'ma fe', 'eliminado fraude', 'fraude comprovada'],
  nascimento: ['nascimento', 'data nascimento', 'dt nascimento', 'dt nasc', 'data nasc', 'nasc', 'nascido', 'nascido em', 'datanascimento'],
  cpf: ['cpf', 'cpf candidato', 'numero cpf'],
  pcd: [
    'pcd', 'pessoa com deficiencia', 'pessoas com deficiencia', 'deficiencia', 'deficiente', 'concorre as vagas pcd', 'concorre vagas pcd',
    'concorre pcd', 'concorre as vagas pessoas com deficiencia', 'concorre as vagas reservadas pessoas com deficiencia',
    'concorre as vagas reservadas pcd', 'candidato com deficiencia', 'candidata com deficiencia', 'portador deficiencia',
    'optante pcd', 'opcao pcd', 'vagas pcd', 'reserva pcd', 'cota pcd', 'pcd optante', 'pne',
  ],
  avaliacaoPcd: [
    'avaliacao pcd', 'pericia', 'pericia medica', 'pericia pcd', 'resultado pericia', 'resultado pericia medica', 'laudo',
    'laudo medico', 'laudo pcd', 'resultado laudo', 'avaliacao biopsicossocial', 'resultado avaliacao biopsicossocial',
    'avaliacao deficiencia', 'resultado avaliacao pcd', 'avaliacao equipe multiprofissional', 'equipe multiprofissional',
    'confirmacao pcd', 'confirmacao deficiencia', 'homologacao pcd', 'avaliacao biopsicossocial pcd',
  ],
};

const KEY_TO_FIELD = new Map<string, ColumnField>();
for (const [field, keys] of Object.entries(SYNONYMS) as [ColumnField, string[]][]) {
  for (const k of keys) KEY_TO_FIELD.set(k, field);
}

/** "Desempate", "Desempate 2", "Critério de desempate 3", "Desempate (2º critério)" → its number. */
function tieBreakNumber(key: string): number | null {
  const m = /^(?:criterio )?desempate(?: criterio)?(?: (\d+)(?: o)?)?(?: criterio)?$/.exec(key);
  if (m) return m[1] ? Number(m[1]) : 1;
  const m2 = /^(\d+)(?: o)? criterio desempate$/.exec(key);
  if (m2) return Number(m2[1]);
  return null;
}

export interface RecognizeOptions {
  planilha?: string;
  /** Sheet row number of the header (for messages). Default 1. */
  linha?: number;
  /** Tie-break criteria declared in Parâmetros, in order: headers of their columns. */
  criterios?: string[];
}

/**
 * Finds the columns of a candidates sheet. Required: Inscrição and Nota. Every other column is
 * optional; unknown columns are ignored (listed in `ignoradas`). Problems: missing required columns,
 * columns that appear twice, declared tie-break criteria without a column, numbered "Desempate"
 * columns mixed with declared criteria.
 */
export function recognizeColumns(header: CellValue[], opts: RecognizeOptions = {}): ColumnRecognition {
  const planilha = opts.planilha ?? null;
  const linha = opts.linha ?? 1;
  const problemas: SheetProblem[] = [];
  const cabecalhos = header.map((h) => (isBlankText(h) ? '' : cellText(h)));
  const colunas: ColumnMap = { desempate: [], cabecalhos, ignoradas: [] };
  const found = new Map<ColumnField, number>();
  const numbered: { n: number; col: number }[] = [];
  const criterios = (opts.criterios ?? []).map((c) => ({ nome: c, key: headerKey(c), col: -1 }));

  const colName = (i: number): string => cabecalhos[i] || `coluna ${columnLetter(i)}`;

  header.forEach((h, i) => {
    if (isBlankText(h)) return;
    const key = headerKey(h);
    // Declared criteria come first: "Nota Conhecimentos Específicos" is a criterion, not the score.
    const crit = criterios.find((c) => c.key === key);
    if (crit) {
      if (crit.col >= 0) {
        problemas.push(problem(planilha, linha, colName(i), `a coluna do critério de desempate '${crit.nome}' aparece duas vezes (colunas ${columnLetter(crit.col)} e ${columnLetter(i)})`));
      } else crit.col = i;
      return;
    }
    const field = KEY_TO_FIELD.get(key);
    if (field) {
      const prev = found.get(field);
      if (prev !== undefined) {
        problemas.push(
          problem(planilha, linha, colName(i), `a coluna '${colName(i)}' repete a informação da coluna '${colName(prev)}' (${FIELD_LABELS[field]}, colunas ${columnLetter(prev)} e ${columnLetter(i)}); deixe só uma`),
        );
      } else found.set(field, i);
      return;
    }
    const n = tieBreakNumber(key);
    if (n !== null) {
      const dup = numbered.find((x) => x.n === n);
      if (dup) {
        problemas.push(problem(planilha, linha, colName(i), `há duas colunas para o desempate ${n} (colunas ${columnLetter(dup.col)} e ${columnLetter(i)})`));
      } else numbered.push({ n, col: i });
      return;
    }
    colunas.ignoradas.push(i);
  });

  for (const [field, col] of found) colunas[field] = col;

  if (colunas.inscricao === undefined) {
    problemas.push(problem(planilha, linha, 'Inscrição', "falta a coluna 'Inscrição' (número de inscrição do candidato) na linha de cabeçalho"));
  }
  if (colunas.nota === undefined) {
    problemas.push(problem(planilha, linha, 'Nota', "falta a coluna 'Nota' (nota final do candidato) na linha de cabeçalho"));
  }
  // The assessment alone does not say who competes for the PcD vacancies (a blank one is pending).
  if (colunas.avaliacaoPcd !== undefined && colunas.pcd === undefined) {
    problemas.push(
      problem(
        planilha,
        linha,
        colName(colunas.avaliacaoPcd),
        `a planilha tem a coluna '${colName(colunas.avaliacaoPcd)}' (avaliação PcD, coluna ${columnLetter(colunas.avaliacaoPcd)}), mas não a coluna 'PcD' que diz quem concorre às vagas de pessoas com deficiência (Sim ou Não)`,
      ),
    );
  }

  if (criterios.length > 0) {
    for (const c of criterios) {
      if (c.col < 0) {
        problemas.push(problem(planilha, linha, c.nome, `o critério de desempate '${c.nome}', declarado nos parâmetros, não tem coluna com esse nome`));
      }
    }
    if (numbered.length > 0) {
      problemas.push(
        problem(planilha, linha, colName(numbered[0].col), 'há colunas "Desempate" numeradas e também critérios de desempate declarados nos parâmetros; use uma forma só'),
      );
    }
    colunas.desempate = criterios.filter((c) => c.col >= 0).map((c) => c.col);
  } else {
    numbered.sort((a, b) => a.n - b.n);
    const gap = numbered.findIndex((x, idx) => x.n !== idx + 1);
    if (gap >= 0) {
      problemas.push(
        problem(planilha, linha, colName(numbered[gap].col), `as colunas de desempate devem ser numeradas 1, 2, 3... sem saltos; falta a coluna 'Desempate ${gap + 1}'`),
      );
    }
    colunas.desempate = numbered.map((x) => x.col);
  }
  return { colunas, problemas };
}

/** True when the header row looks like a candidates header (has Inscrição and Nota). */
export function looksLikeCandidateHeader(header: CellValue[]): boolean {
  const r = recognizeColumns(header);
  return r.colunas.inscricao !== undefined && r.colunas.nota !== undefined;
}
