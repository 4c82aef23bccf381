// The Regra sheet (rules.md §11): a rule of the commission's own law, written in Portuguese in the
// workbook — label rows (the law's name, vigência, minimum, rounding, fraction, articles, the PcD rule)
// and a table with one row per group — read into the rule objects of the contract, which the engine
// checks (readWrittenRule, readWrittenPcdRule). Every problem the engine finds is located here at the
// cell it comes from. The sheet is also written from a shipped rule, as a starting point.
import type { PcdRule } from '../engine/pcd';
import type { RuleSet } from '../engine/rulesets';
import { declaredValues } from '../engine/rulesets';
import { readWrittenPcdRule, readWrittenRule } from '../engine/written-rules';
import { closestName } from '../engine/text';
import { a1 } from './cells';
import type { CellValue } from './parsers';
import { cellText, isBlank, normalizeHeader, parseDateCell, parseNumberBR } from './parsers';
import { cellProblem, sortProblems } from './problems';
import type { SheetProblem } from './problems';
import type { SheetData } from './reading/types';

export const RULE_SHEET = 'Regra';

/** The Regra sheet's name ("Regra", "Regra da comissão", any case and accents). */
export function isRuleSheet(name: string): boolean {
  const k = normalizeHeader(name);
  return k === 'regra' || k === 'regra da comissao' || k === 'lei';
}

type Kind = 'text' | 'integer' | 'percent' | 'date' | 'choice' | 'codes';
interface LabelRecord {
  /** Where the value goes: `regra.minimoVagas`, `regra.artigos.ordem`, `pcd.teto`. */
  key: string;
  /** The label as the sheet writes it. */
  label: string;
  /** Other ways to write it, as keys (normalizeHeader). */
  names: string[];
  kind: Kind;
  /** For `choice`: the cell's words (keys) → the contract's value. */
  choices?: Record<string, string>;
}

// prettier-ignore
const LABELS: readonly LabelRecord[] = [
  { key: 'regra.nome', label: 'Nome da lei', names: ['nome da lei', 'lei', 'nome da regra', 'nome'], kind: 'text' },
  { key: 'regra.id', label: 'Identificador', names: ['identificador', 'id', 'codigo da regra'], kind: 'text' },
  { key: 'regra.vigencia', label: 'Em vigor desde', names: ['em vigor desde', 'vigencia', 'data de vigencia', 'inicio da vigencia'], kind: 'date' },
  { key: 'regra.minimoVagas', label: 'Reserva a partir de (vagas)', names: ['reserva a partir de vagas', 'reserva a partir de', 'minimo de vagas', 'numero minimo de vagas'], kind: 'integer' },
  { key: 'regra.arredondamento', label: 'Leitura do arredondamento', names: ['leitura do arredondamento', 'arredondamento'], kind: 'choice',
    choices: { total: 'total', 'sobre o total': 'total', 'por grupo': 'por-grupo', 'grupo a grupo': 'por-grupo' } },
  { key: 'regra.fracao', label: 'Fração', names: ['fracao', 'arredondamento da fracao'], kind: 'choice',
    choices: { meio: 'meio', '0 5 ou mais para cima': 'meio', 'meio para cima': 'meio', acima: 'acima', 'qualquer fracao para cima': 'acima', 'para cima': 'acima' } },
  { key: 'regra.reservaMultipla', label: 'Candidato em mais de uma reserva', names: ['candidato em mais de uma reserva', 'reserva multipla'], kind: 'choice',
    choices: { todas: 'todas', 'todas as listas': 'todas', 'maior percentual': 'maior-percentual', 'so a de maior percentual': 'maior-percentual' } },
  { key: 'regra.artigos.reserva', label: 'Artigo da reserva', names: ['artigo da reserva'], kind: 'text' },
  { key: 'regra.artigos.minimo', label: 'Artigo do mínimo de vagas', names: ['artigo do minimo de vagas', 'artigo do minimo'], kind: 'text' },
  { key: 'regra.artigos.arredondamento', label: 'Artigo do arredondamento', names: ['artigo do arredondamento'], kind: 'text' },
  { key: 'regra.artigos.concorrencia', label: 'Artigo da concorrência às duas listas', names: ['artigo da concorrencia as duas listas', 'artigo da concorrencia'], kind: 'text' },
  { key: 'regra.artigos.naoComputado', label: 'Artigo do aprovado na ampla não computado na reserva', names: ['artigo do aprovado na ampla nao computado na reserva', 'artigo do nao computado'], kind: 'text' },
  { key: 'regra.artigos.opcao', label: 'Artigo da opção pela reserva', names: ['artigo da opcao pela reserva', 'artigo da opcao'], kind: 'text' },
  { key: 'regra.artigos.indeferida', label: 'Artigo da autodeclaração indeferida', names: ['artigo da autodeclaracao indeferida', 'artigo do indeferimento'], kind: 'text' },
  { key: 'regra.artigos.fraude', label: 'Artigo da fraude', names: ['artigo da fraude'], kind: 'text' },
  { key: 'regra.artigos.proximoDaLista', label: 'Artigo da vaga ao próximo da lista', names: ['artigo da vaga ao proximo da lista', 'artigo do proximo da lista'], kind: 'text' },
  { key: 'regra.artigos.ordem', label: 'Artigo da ordem de nomeação', names: ['artigo da ordem de nomeacao', 'artigo da ordem', 'artigo da alternancia'], kind: 'text' },
  { key: 'regra.artigos.reversao', label: 'Artigo da reversão', names: ['artigo da reversao', 'artigo da vaga nao preenchida'], kind: 'text' },
  { key: 'pcd.nome', label: 'Regra PcD: nome', names: ['regra pcd nome', 'nome da regra pcd'], kind: 'text' },
  { key: 'pcd.percentual', label: 'Regra PcD: percentual', names: ['regra pcd percentual', 'percentual pcd'], kind: 'percent' },
  { key: 'pcd.fracao', label: 'Regra PcD: fração', names: ['regra pcd fracao', 'fracao pcd'], kind: 'choice',
    choices: { meio: 'meio', '0 5 ou mais para cima': 'meio', acima: 'acima', 'qualquer fracao para cima': 'acima', 'para cima': 'acima' } },
  { key: 'pcd.minimoVagas', label: 'Regra PcD: reserva a partir de (vagas)', names: ['regra pcd reserva a partir de vagas', 'regra pcd minimo de vagas', 'minimo de vagas pcd'], kind: 'integer' },
  { key: 'pcd.pelomenos', label: 'Regra PcD: no mínimo (vagas)', names: ['regra pcd no minimo vagas', 'regra pcd pelo menos', 'pelo menos pcd'], kind: 'integer' },
  { key: 'pcd.teto', label: 'Regra PcD: nunca mais que', names: ['regra pcd nunca mais que', 'regra pcd teto', 'teto pcd'], kind: 'percent' },
  { key: 'pcd.reversao', label: 'Regra PcD: vaga não preenchida vai para', names: ['regra pcd vaga nao preenchida vai para', 'regra pcd reversao'], kind: 'codes' },
  { key: 'pcd.artigo', label: 'Regra PcD: artigo', names: ['regra pcd artigo', 'artigo pcd'], kind: 'text' },
];

/** The groups table's columns: the header's words → the group's key. */
const GROUP_COLUMNS: readonly { key: string; label: string; names: string[] }[] = [
  { key: 'codigo', label: 'Código', names: ['codigo', 'sigla'] },
  { key: 'titulo', label: 'Nome da lista', names: ['nome da lista', 'nome', 'titulo', 'grupo'] },
  { key: 'percentual', label: 'Percentual', names: ['percentual', 'porcentagem', 'reserva'] },
  { key: 'declaracoes', label: 'Quem pode optar (Cota)', names: ['quem pode optar cota', 'quem pode optar', 'declaracoes', 'cota'] },
  { key: 'reversao', label: 'Vaga não preenchida vai para', names: ['vaga nao preenchida vai para', 'reversao', 'cadeia'] },
  { key: 'artigo', label: 'Artigo', names: ['artigo'] },
];

/** What the Regra sheet says: the rule objects of the contract, and every problem located at its cell. */
export interface RuleSheetReading {
  regra: Record<string, unknown> | null;
  pcd: Record<string, unknown> | null;
  problemas: SheetProblem[];
}

const AC_WORDS = new Set(['ac', 'ampla', 'ampla concorrencia', 'a ampla concorrencia']);

/** "IND, PP, ampla concorrência", "IND → PP → AC": the codes before the ampla (which always ends a chain). */
function readCodes(value: CellValue): string[] {
  return cellText(value)
    .split(/\s*(?:[,;→>]|->|\bdepois\b|\be\b)\s*/i)
    .map((t) => t.trim())
    .filter((t) => t !== '' && !AC_WORDS.has(normalizeHeader(t)))
    .map((t) => t.toUpperCase());
}

/** A percentage cell: "30%", "2,5%", 30, or Excel's 0,3 for a cell formatted as percentage (below 1: a fraction). */
function readPercent(value: CellValue): number | string {
  if (typeof value === 'number') return value < 1 ? Math.round(value * 1e8) / 1e6 : value;
  const text = cellText(value).replace(/\s*%$/, '');
  const n = parseNumberBR(text);
  return n.ok && n.value !== null ? n.value : cellText(value);
}

interface Located {
  cell: string;
  row: number;
  column: string;
}

/** Reads the Regra sheet into the contract's rule objects, the engine's checks located at their cells. */
export function readRuleSheet(sheet: SheetData): RuleSheetReading {
  const problemas: SheetProblem[] = [];
  const regra: Record<string, unknown> = {};
  const pcd: Record<string, unknown> = {};
  const where = new Map<string, Located>();
  const rows = sheet.linhas;
  const add = (row: number, col: number, column: string, codigo: string, mensagem: string): void =>
    void problemas.push(cellProblem(sheet.nome, row + 1, column, a1(row, col), codigo, mensagem));
  const header = rows.findIndex((r) => {
    const keys = (r ?? []).map((c) => normalizeHeader(c));
    return keys.includes('codigo') && keys.some((k) => k === 'percentual' || k === 'porcentagem');
  });
  // The groups table runs from its header to the first blank row; label rows may stand above or below it.
  let tableEnd = header;
  if (header >= 0) while (tableEnd + 1 < rows.length && !(rows[tableEnd + 1] ?? []).every((c) => isBlank(c))) tableEnd++;
  for (let r = 0; r < rows.length; r++) {
    if (header >= 0 && r >= header && r <= tableEnd) continue;
    const row = rows[r] ?? [];
    const label = normalizeHeader(row[0]);
    if (label === '' || row.slice(1).every((c) => isBlank(c))) continue; // a title or a note
    const rec = LABELS.find((l) => l.names.includes(label));
    if (!rec) {
      const near = closestName(
        label,
        LABELS.flatMap((l) => l.names),
      );
      const hint = near ? ` (quis dizer "${LABELS.find((l) => l.names.includes(near))!.label}"?)` : '';
      add(r, 0, cellText(row[0]), 'rotulo-desconhecido', `rótulo "${cellText(row[0])}" não reconhecido na aba Regra${hint}`);
      continue;
    }
    const value = readLabelValue(rec, row[1], (m) => add(r, 1, rec.label, 'valor-invalido', m));
    if (value === undefined) continue;
    const [target, ...path] = rec.key.split('.');
    const obj = target === 'regra' ? regra : pcd;
    if (path.length === 2) obj[path[0]] = { ...((obj[path[0]] as object) ?? {}), [path[1]]: value };
    else obj[path[0]] = value;
    where.set(rec.key, { cell: a1(r, 1), row: r + 1, column: rec.label });
  }
  if (header >= 0) readGroups(sheet, header, regra, where, add);
  else
    problemas.push(
      cellProblem(
        sheet.nome,
        1,
        null,
        'A1',
        'sem-tabela-de-grupos',
        'falta a tabela dos grupos: uma linha com os títulos "Código" e "Percentual", e um grupo por linha abaixo dela',
      ),
    );
  if (problemas.length > 0) return { regra: null, pcd: null, problemas };
  const read = readWrittenRule(regra);
  for (const p of read.problems) problemas.push(locate(sheet.nome, p.campo, p.mensagem, where));
  const hasPcd = Object.keys(pcd).length > 0;
  if (hasPcd) {
    const readPcd = readWrittenPcdRule(pcd, read.rules, 'pcd');
    for (const p of readPcd.problems) problemas.push(locate(sheet.nome, p.campo, p.mensagem, where));
  }
  return problemas.length > 0
    ? { regra: null, pcd: null, problemas: sortProblems(problemas) }
    : { regra, pcd: hasPcd ? pcd : null, problemas };
}

function readLabelValue(rec: LabelRecord, cell: CellValue, fail: (m: string) => void): unknown {
  if (isBlank(cell)) return undefined;
  switch (rec.kind) {
    case 'text':
      return cellText(cell);
    case 'integer': {
      const n = parseNumberBR(cell);
      if (n.ok && n.value !== null && Number.isInteger(n.value)) return n.value;
      fail(`"${cellText(cell)}" não é um número inteiro de vagas`);
      return undefined;
    }
    case 'percent':
      return readPercent(cell);
    case 'date': {
      const d = parseDateCell(cell);
      if (d.ok) return d.value ?? undefined;
      fail(`${d.erro}: escreva a data como 01/03/2024`);
      return undefined;
    }
    case 'choice': {
      const v = rec.choices![normalizeHeader(cell)];
      if (v !== undefined) return v;
      const words = [...new Set(Object.keys(rec.choices!))].map((w) => `"${w}"`);
      fail(`"${cellText(cell)}" não é um valor de "${rec.label}"; use ${words.join(', ')}`);
      return undefined;
    }
    case 'codes':
      return readCodes(cell);
  }
}

function readGroups(
  sheet: SheetData,
  header: number,
  regra: Record<string, unknown>,
  where: Map<string, Located>,
  add: (row: number, col: number, column: string, codigo: string, mensagem: string) => void,
): void {
  const titles = sheet.linhas[header] ?? [];
  const columns = new Map<string, number>();
  titles.forEach((t, c) => {
    const k = normalizeHeader(t);
    if (k === '') return;
    const col = GROUP_COLUMNS.find((g) => g.names.includes(k));
    if (!col)
      add(
        header,
        c,
        cellText(t),
        'coluna-nao-reconhecida',
        `coluna "${cellText(t)}" não reconhecida na tabela dos grupos; as colunas são: ${GROUP_COLUMNS.map((g) => g.label).join(', ')}`,
      );
    else if (!columns.has(col.key)) columns.set(col.key, c);
  });
  where.set('regra.grupos', { cell: a1(header, 0), row: header + 1, column: 'Código' });
  const grupos: Record<string, unknown>[] = [];
  const reversao: Record<string, string[]> = {};
  for (let r = header + 1; r < sheet.linhas.length; r++) {
    const row = sheet.linhas[r] ?? [];
    if (row.every((c) => isBlank(c))) break; // the table ends at the first blank row
    const k = grupos.length;
    const g: Record<string, unknown> = {};
    const cell = (key: string): CellValue => (columns.has(key) ? row[columns.get(key)!] : null);
    const at = (key: string): void => {
      if (columns.has(key))
        where.set(`regra.grupos[${k}].${key}`, {
          cell: a1(r, columns.get(key)!),
          row: r + 1,
          column: GROUP_COLUMNS.find((x) => x.key === key)!.label,
        });
    };
    if (!isBlank(cell('codigo'))) g.codigo = cellText(cell('codigo')).toUpperCase();
    if (!isBlank(cell('titulo'))) g.titulo = cellText(cell('titulo'));
    if (!isBlank(cell('percentual'))) g.percentual = readPercent(cell('percentual'));
    if (!isBlank(cell('declaracoes'))) g.declaracoes = readCodes(cell('declaracoes'));
    if (!isBlank(cell('artigo'))) g.artigo = cellText(cell('artigo'));
    for (const key of ['codigo', 'titulo', 'percentual', 'declaracoes', 'artigo']) at(key);
    if (!isBlank(cell('reversao')) && typeof g.codigo === 'string') {
      reversao[g.codigo] = readCodes(cell('reversao'));
      if (columns.has('reversao'))
        where.set(`regra.reversao.${g.codigo}`, {
          cell: a1(r, columns.get('reversao')!),
          row: r + 1,
          column: 'Vaga não preenchida vai para',
        });
    }
    grupos.push(g);
  }
  regra.grupos = grupos;
  if (Object.keys(reversao).length > 0) regra.reversao = reversao;
}

/** A problem of the engine's check (`regra.grupos[0].percentual`) at its cell, or at the closest key found. */
function locate(sheetName: string, campo: string, mensagem: string, where: Map<string, Located>): SheetProblem {
  let key = campo;
  while (key && !where.has(key)) key = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '';
  const at = where.get(key);
  return at
    ? cellProblem(sheetName, at.row, at.column, at.cell, 'regra-invalida', mensagem)
    : cellProblem(sheetName, 1, null, 'A1', 'regra-invalida', mensagem);
}

/** "15%", "2,5%". */
function percentText(bp: number): string {
  return `${String(bp / 100).replace('.', ',')}%`;
}

/**
 * The Regra sheet of a rule (a shipped one, as the commission's starting point, or a written one): the
 * label rows, the groups table, the PcD rule when given. Reading it back gives the same rule
 * (test/sheet/rule-sheet.test.ts).
 */
export function ruleSheetRows(rules: RuleSet, pcd: PcdRule | null = null): CellValue[][] {
  const label = (key: string): string => LABELS.find((l) => l.key === key)!.label;
  const rows: CellValue[][] = [
    ['Regra da comissão — preencha os valores da coluna B e a tabela dos grupos; as linhas em branco são ignoradas'],
    [label('regra.nome'), rules.name],
    [label('regra.vigencia'), rules.inForceFrom ? rules.inForceFrom.split('-').reverse().join('/') : null],
    [label('regra.minimoVagas'), rules.minimumVacancies],
    [label('regra.arredondamento'), rules.defaultRounding === 'total' ? 'total' : 'por grupo'],
    [label('regra.fracao'), rules.fraction === 'up' ? 'qualquer fração para cima' : '0,5 ou mais para cima'],
    [label('regra.reservaMultipla'), rules.defaultMultipleReserve === 'todas' ? 'todas as listas' : 'maior percentual'],
    [label('regra.artigos.minimo'), rules.articles.minimum],
    [label('regra.artigos.arredondamento'), rules.articles.rounding],
    [label('regra.artigos.concorrencia'), rules.articles.concurrent],
    [label('regra.artigos.naoComputado'), rules.articles.notCounted],
    [label('regra.artigos.opcao'), rules.articles.optIn],
    [label('regra.artigos.indeferida'), rules.articles.rejected],
    [label('regra.artigos.fraude'), rules.articles.fraud],
    [label('regra.artigos.proximoDaLista'), rules.articles.nextInList],
    [label('regra.artigos.ordem'), rules.articles.order],
    [label('regra.artigos.reversao'), rules.articles.acShortage],
  ];
  if (pcd) {
    rows.push(
      [label('pcd.nome'), pcd.name],
      [label('pcd.percentual'), percentText(pcd.basisPoints)],
      [label('pcd.fracao'), pcd.fraction === 'up' ? 'qualquer fração para cima' : '0,5 ou mais para cima'],
      [label('pcd.minimoVagas'), pcd.minimumVacancies],
      [label('pcd.pelomenos'), pcd.atLeast],
      [label('pcd.teto'), pcd.ceiling !== undefined ? percentText(pcd.ceiling) : null],
      [label('pcd.reversao'), [...(pcd.reversion ?? []), 'ampla concorrência'].join(', ')],
      [label('pcd.artigo'), pcd.articles.count],
    );
  }
  rows.push(
    [],
    GROUP_COLUMNS.map((c) => c.label),
  );
  for (const g of rules.groups) {
    const chain = rules.chains[g.code].map((s) => (s.to === 'AC' ? 'ampla concorrência' : s.to));
    rows.push([g.code, g.title, percentText(g.basisPoints), declaredValues(g).join(', '), chain.join(', '), g.article]);
  }
  return rows;
}

/**
 * The Cota words of a rule written by the commission (rules.md §11), from the rule as read: each
 * declared value and each group's code, as label keys, to the value the engine reads (a code stands
 * for its own group).
 */
export function writtenGroupWords(rules: RuleSet): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const g of rules.groups) for (const v of declaredValues(g)) out.set(normalizeHeader(v), v);
  for (const g of rules.groups) if (!out.has(normalizeHeader(g.code))) out.set(normalizeHeader(g.code), g.code);
  return out;
}
