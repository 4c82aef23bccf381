// The Memória de cálculo: the rule set and options applied, the input's identification, every
// warning, and each cargo's audit trail — what a court or an auditor reads to follow the result.
import type { Concurso, ConcursoResult } from '../../engine/types';
import { buildDetails } from '../../engine/build-info';
import { optionSentences } from '../../engine/catalog/options';
import { count, formatDateTime } from '../../engine/text';
import type { CellValue } from '../parsers';
import { formatReadingReport } from '../report';
import { SHA256_LABEL } from './canonical';
import { cargoLabel } from './list-text';
import type { FinalListBuilder } from './lists';
import { FORMAT_INTEGER, FORMAT_TEXT } from './table';
import type { FinalListOptions, OutputTable } from './table';
import { resultWarnings } from './warnings';

/** The Memória's line on a result for publication (`cotas verificar` reads it to recompute the lists masked). */
export const PUBLICATION_NOTE = 'CPF mascarado e datas de nascimento omitidas (versão para publicação)';

/** How the Memória introduces the version and build (`cotas verificar` reads it to say when another build made a result). */
export const VERSION_LABEL = 'Versão do motor de cálculo:';

/** The Memória's sheet name. */
export const MEMORY_SHEET = 'Memória de cálculo';

/**
 * The Tipo column in words: each audit step's kind (AuditStep.tipo, a code for tools) and each
 * warning's level, as a person reads them; a kind not listed here shows as "Cálculo", never as its code.
 */
const STEP_LABELS: Record<string, string> = {
  regra: 'Regra',
  fundamentos: 'Fundamentos',
  listas: 'Listas',
  eliminacao: 'Eliminação',
  indeferimento: 'Indeferimento',
  ausencia: 'Ausência',
  'reserva-multipla': 'Reserva múltipla',
  reserva: 'Reserva',
  sequencia: 'Sequência',
  'vaga-ac': 'Vaga de ampla concorrência',
  'vaga-reservada': 'Vaga reservada',
  reversao: 'Reversão',
  ordem: 'Ordem de nomeação',
  posicao: 'Posição',
  historico: 'Atos',
  reabertura: 'Reabertura',
  preterido: 'Preterição',
  'vaga-vazia': 'Vaga sem candidato',
  desempate: 'Desempate',
  resultado: 'Resultado',
};

const LEVEL_LABELS: Record<string, string> = { erro: 'Erro', aviso: 'Aviso', info: 'Informação' };

/** A step's kind as the Memória's Tipo column shows it. */
export function stepLabel(tipo: string): string {
  return STEP_LABELS[tipo] ?? 'Cálculo';
}

// ---------------------------------------------------------------- the table

export function memoryTable(concurso: Concurso, result: ConcursoResult, opts: FinalListOptions, builder: FinalListBuilder): OutputTable {
  const rows: CellValue[][] = [];
  const geral = 'Geral';
  const add = (cargo: string, passo: CellValue, tipo: string, artigo: string, texto: string): void => {
    rows.push([cargo, passo, tipo, artigo, texto]);
  };
  add(geral, null, 'Regra', '', result.regraNome);
  const options = { options: result.opcoes, rules: builder.rules, pcd: builder.pcdRule, pcdNome: result.pcdNome };
  for (const l of optionSentences(options)) add(geral, null, 'Opção', l.artigo, l.texto);
  for (const d of opts.descricao ?? []) add(geral, null, 'Identificação', '', `${d.chave}: ${d.valor}`);
  if (opts.origem) add(geral, null, 'Entrada', '', `Arquivo de entrada: ${opts.origem}`);
  if (opts.leitura) for (const l of formatReadingReport(opts.leitura)) add(geral, null, 'Leitura', '', l);
  add(
    geral,
    null,
    'Entrada',
    '',
    `${count(concurso.candidatos.length, 'candidato', 'candidatos')} em ${count(concurso.cargos.length, 'cargo', 'cargos')}`,
  );
  if (opts.sha256) add(geral, null, 'Entrada', '', `${SHA256_LABEL} ${opts.sha256}`);
  // Beside the input's hash, the code that computed the result: version, commit and build moment
  // (src/engine/build-info.ts), so that two lists made by different builds can be told apart.
  const build = result.compilacao ? ` (${buildDetails(result.compilacao)})` : '';
  add(geral, null, 'Versão', '', `${VERSION_LABEL} ${result.versaoMotor}${build}`);
  add(geral, null, 'Data', '', `Gerado em ${formatDateTime(opts.geradoEm ?? new Date())}`);
  if (opts.mascarar) add(geral, null, 'Publicação', '', PUBLICATION_NOTE);
  const warnings = resultWarnings(result);
  const level = (nivel: string): string => LEVEL_LABELS[nivel] ?? 'Aviso';
  for (const { aviso: a } of warnings.filter((w) => w.cargo === null)) add(geral, null, level(a.nivel), a.artigo, a.mensagem);
  for (const c of result.cargos) {
    const label = cargoLabel(c);
    for (const { aviso: a } of warnings.filter((w) => w.cargo === c)) add(label, null, level(a.nivel), a.artigo, a.mensagem);
    for (const s of c.memoria ?? []) add(label, s.passo, stepLabel(s.tipo), s.artigo, s.mensagem);
  }
  return {
    nome: MEMORY_SHEET,
    titulo: `Memória de cálculo — ${builder.rulesName()}`,
    cabecalho: ['Cargo', 'Passo', 'Tipo', 'Artigo', 'Descrição'],
    linhas: rows,
    formatos: [FORMAT_TEXT, FORMAT_INTEGER, FORMAT_TEXT, FORMAT_TEXT, FORMAT_TEXT],
    larguras: [28, 7, 16, 26, 110],
    tipo: 'memoria',
    cargo: null,
  };
}
