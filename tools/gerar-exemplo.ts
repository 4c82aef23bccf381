// Deterministic generator of a realistic synthetic concurso of Pirangi (assets/exemplo-concurso.xlsx).
// Seeded PRNG (mulberry32): the same seed always gives the same candidates. No Math.random.
// Also used by the benchmark (test/bench/planilha-bench.ts) to make large workbooks.
import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
import { findPcdRule, findRuleSet, reservedCounts } from '../src/engine';
import type { CellValue } from '../src/sheet';
import { seededRandom } from './prng';

const FIRST_F = [
  'Maria',
  'Ana',
  'Lúcia',
  'Márcia',
  'Conceição',
  'Inês',
  'Cecília',
  'Luíza',
  'Flávia',
  'Patrícia',
  'Sônia',
  'Vitória',
  'Letícia',
  'Bárbara',
  'Júlia',
  'Débora',
  'Aline',
  'Fernanda',
  'Juliana',
  'Tânia',
  'Regina',
  'Rosângela',
  'Cláudia',
  'Mônica',
  'Érica',
  'Aparecida',
  'Jéssica',
  'Raquel',
  'Simone',
  'Vânia',
];
const FIRST_M = [
  'João',
  'José',
  'Antônio',
  'Sebastião',
  'Luís',
  'Marcos',
  'André',
  'Fábio',
  'Rogério',
  'Vinícius',
  'Márcio',
  'Júlio',
  'César',
  'Joaquim',
  'Benedito',
  'Caio',
  'Otávio',
  'Mário',
  'Sérgio',
  'Lázaro',
  'Paulo',
  'Pedro',
  'Rafael',
  'Thiago',
  'Wellington',
  'Ícaro',
  'Estêvão',
  'Natanael',
  'Gustavo',
  'Renato',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Araújo',
  'Conceição',
  'Gonçalves',
  'Simões',
  'Magalhães',
  'Assunção',
  'Lima',
  'Ferreira',
  'Pereira',
  'Ribeiro',
  'Guimarães',
  'Nascimento',
  'Brandão',
  'Patrício',
  'Romão',
  'Estevão',
  'Camargo',
  'Bueno',
  'Prado',
  'Galvão',
  'Leão',
  'Sampaio',
  'Tavares',
  'Moraes',
  'Bragança',
  'Fontes',
  'Peçanha',
  'Aragão',
  'Mendonça',
  'Borges',
  'Cardoso',
];
const INDIGENOUS_LAST = ['Guarani', 'Terena', 'Kaingang', 'Pataxó', 'Xavante', 'Krenak'];

export interface ExampleCargo {
  nome: string;
  vagas: number;
  candidatos: number;
}

export const EXAMPLE_CARGOS: ExampleCargo[] = [
  { nome: 'Motorista', vagas: 1, candidatos: 28 },
  { nome: 'Enfermeiro(a)', vagas: 3, candidatos: 34 },
  { nome: 'Auxiliar Administrativo', vagas: 8, candidatos: 60 },
  { nome: 'Professor PEB I', vagas: 13, candidatos: 80 },
  { nome: 'Agente Comunitário de Saúde', vagas: 32, candidatos: 150 },
];

export const EXAMPLE_HEADER = [
  'Nº de inscrição',
  'Nome',
  'CPF',
  'Data de nascimento',
  'Cargo',
  'Nota final',
  'Nota Conhecimentos Específicos',
  'Nota Língua Portuguesa',
  'Cota',
  'Concorre às vagas reservadas',
  'Heteroidentificação',
  'Situação',
  'PcD',
  'Avaliação PcD',
];

export const EXAMPLE_CRITERIA = ['Nota Conhecimentos Específicos', 'Nota Língua Portuguesa'];
export const EXAMPLE_REFERENCE_DATE = '2026-03-20';
export const EXAMPLE_EDITAL_DATE = '2026-01-05';
/** The example's rule set and PcD rule (its Parâmetros sheet names them). */
export const EXAMPLE_RULE = 'pirangi-3056-2025';
export const EXAMPLE_PCD_RULE = 'federal-9508-2018';

/**
 * AC vacancies of a cargo of the example, under its rule set and PcD rule (rules.md §3 and §9: the
 * racial and the PcD counts both on the same n; AC the rest): where the planned cases go.
 */
export function exampleAcVacancies(vagas: number): number {
  return reservedCounts(vagas, findRuleSet(EXAMPLE_RULE)!, 'total', findPcdRule(EXAMPLE_PCD_RULE)!).AC;
}

interface Row {
  inscricao: string;
  nome: string;
  cpf: string;
  nascimento: string; // ISO
  cargo: string;
  nota: number;
  ce: number;
  lp: number;
  cota: string;
  optante: string;
  hetero: string;
  situacao: string;
  /** "PcD" column: opted for the PcD reserve ("Sim", "X", or the kind of disability), or blank. */
  pcd: string;
  /** "Avaliação PcD" column (avaliação biopsicossocial), blank for everyone else. */
  avaliacaoPcd: string;
}

function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)];
}

function fakeCpf(rng: () => number): string {
  let nine = '';
  for (let i = 0; i < 9; i++) nine += String(Math.floor(rng() * 10));
  return cpfFromNine(nine);
}

/** A valid CPF (000.000.000-00) from its first nine digits: the two check digits computed. */
export function cpfFromNine(nine: string): string {
  const d = nine.split('').map(Number);
  for (const len of [9, 10]) {
    let s = 0;
    for (let i = 0; i < len; i++) s += d[i] * (len + 1 - i);
    const r = (s * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  const t = d.join('');
  return `${t.slice(0, 3)}.${t.slice(3, 6)}.${t.slice(6, 9)}-${t.slice(9)}`;
}

function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function randomBirth(rng: () => number, minYear = 1968, maxYear = 2005): string {
  const y = minYear + Math.floor(rng() * (maxYear - minYear + 1));
  return isoDate(y, 1 + Math.floor(rng() * 12), 1 + Math.floor(rng() * 28));
}

const CONNECTOR: Record<string, string> = {
  Silva: 'da',
  Conceição: 'da',
  Assunção: 'da',
  Santos: 'dos',
  Souza: 'de',
  Oliveira: 'de',
  Araújo: 'de',
  Moraes: 'de',
  Lima: 'de',
  Camargo: 'de',
};

function name(rng: () => number, indigenous = false): string {
  const female = rng() < 0.55;
  const firsts = female ? FIRST_F : FIRST_M;
  const first = pick(rng, firsts);
  let middle = '';
  if (rng() < 0.35) {
    const m = pick(rng, firsts);
    if (m !== first) middle = ' ' + m;
  }
  const last1 = pick(rng, LAST);
  let last2 = indigenous ? pick(rng, INDIGENOUS_LAST) : pick(rng, LAST);
  if (last2 === last1) last2 = LAST[(LAST.indexOf(last1) + 7) % LAST.length];
  const conn = !indigenous && CONNECTOR[last2] && rng() < 0.5 ? ` ${CONNECTOR[last2]} ` : ' ';
  return `${first}${middle} ${last1}${conn}${last2}`;
}

const COTA_LABELS: Record<string, string[]> = {
  PP: ['PP', 'Preta', 'Parda', 'Pardo', 'Preto', 'preta ou parda', 'PP'],
  IND: ['Indígena', 'IND'],
  QUI: ['Quilombola', 'QUI'],
};

/**
 * The PcD columns of a random candidate: one in twenty-five opts, with every assessment outcome. From
 * a generator of its own, so that the other columns are what they were before the PcD reserve.
 */
function randomPcd(rng: () => number): Pick<Row, 'pcd' | 'avaliacaoPcd'> {
  if (rng() >= 0.04) return { pcd: '', avaliacaoPcd: '' };
  const a = rng();
  return {
    pcd: pick(rng, ['Sim', 'X', 'Física', 'Visual', 'Auditiva']),
    avaliacaoPcd: a < 0.7 ? pick(rng, ['Deferida', 'Enquadrado']) : a < 0.8 ? 'Indeferida' : a < 0.9 ? 'Pendente' : 'Ausente',
  };
}

/** Candidates of one cargo (before the planned special cases). */
function cargoRows(rng: () => number, rngPcd: () => number, cargo: ExampleCargo, start: number, prefix: string): Row[] {
  const rows: Row[] = [];
  const used = new Set<number>();
  for (let i = 0; i < cargo.candidatos; i++) {
    // Scores on a 0.25 grid, unique within the cargo (planned ties use other values).
    let nota: number;
    do {
      nota = Math.round((30 + rng() * 68) * 4) / 4;
    } while (used.has(nota));
    used.add(nota);
    const r = rng();
    const grupo = r < 0.24 ? 'PP' : r < 0.28 ? 'IND' : r < 0.31 ? 'QUI' : null;
    const optante = grupo !== null && rng() < 0.92;
    let hetero = '';
    if (grupo && optante) {
      const h = rng();
      hetero =
        h < 0.72
          ? pick(rng, ['Deferida', 'Deferido', 'Confirmada'])
          : h < 0.84
            ? pick(rng, ['Indeferida', 'Não confirmada'])
            : h < 0.93
              ? 'Ausente'
              : 'Pendente';
    }
    let situacao = nota >= 50 ? pick(rng, ['Aprovado', 'Aprovado', 'Habilitado', 'Classificado']) : 'Reprovado';
    if (rng() < 0.03) situacao = 'Ausente';
    rows.push({
      inscricao: `${prefix}${String(start + i).padStart(4, '0')}`,
      nome: name(rng, grupo === 'IND'),
      cpf: fakeCpf(rng),
      nascimento: randomBirth(rng),
      cargo: cargo.nome,
      nota: situacao === 'Ausente' ? 0 : nota,
      ce: Math.round(rng() * 40 * 2) / 2,
      lp: Math.round(rng() * 30 * 2) / 2,
      cota: grupo ? pick(rng, COTA_LABELS[grupo]) : rng() < 0.5 ? '' : 'Não',
      optante: grupo ? (optante ? pick(rng, ['Sim', 'S', 'X']) : 'Não') : '',
      hetero,
      situacao,
      ...randomPcd(rngPcd),
    });
  }
  return rows;
}

/** The nota at rank k (1-based) among eligible candidates of a cargo, by score. */
function scoreAtRank(rows: Row[], k: number): number {
  const eligible = rows
    .filter((r) => /aprovado|habilitado|classificado/i.test(r.situacao))
    .map((r) => r.nota)
    .sort((a, b) => b - a);
  return eligible[Math.min(k, eligible.length) - 1];
}

export interface ExampleData {
  candidatos: CellValue[][];
  parametros: CellValue[][];
}

/**
 * The example concurso: five cargos (1, 3, 8, 13 and 32 vacancies), 375 candidates, every group,
 * every confirmation outcome, a fraud, ties settled by age and by the edital's criteria, one tie that
 * nothing settles, accented names and one name that starts with "="; the PcD reserve of Decreto
 * nº 9.508/2018, with PcD candidates (some also cotistas, every assessment outcome) and compensações
 * (a cotista who enters through a reserved position and, with all the vacancies, counts in AC).
 */
export function exampleData(seed = 3056): ExampleData {
  const rng = seededRandom(seed);
  const rngPcd = seededRandom(seed + 1);
  const all: Row[] = [];
  let n = 1;
  const byCargo = new Map<string, Row[]>();
  for (const c of EXAMPLE_CARGOS) {
    const rows = cargoRows(rng, rngPcd, c, n, '26');
    n += rows.length + 10;
    byCargo.set(c.nome, rows);
  }
  let extraN = 0;
  const extra = (cargo: string, fields: Partial<Row>): Row => {
    const base = byCargo.get(cargo)!;
    const r: Row = {
      inscricao: `26${String(9001 + extraN++).padStart(4, '0')}`,
      nome: name(rng),
      cpf: fakeCpf(rng),
      nascimento: randomBirth(rng),
      cargo,
      nota: 0,
      ce: 20,
      lp: 15,
      cota: '',
      optante: '',
      hetero: '',
      situacao: 'Aprovado',
      pcd: '',
      avaliacaoPcd: '',
      ...fields,
    };
    base.push(r);
    return r;
  };

  // Professor PEB I (13 vacancies, under Pirangi + Decreto nº 9.508/2018: PP at 3 and 8, PcD at 5,
  // IND at 13, 9 AC): the best PP cotista is 3rd, so with 3 vacancies the PP vacancy is hers and from 4
  // vacancies on she counts in AC (compensação, art. 10, §2º); a tie at the last AC place, settled by
  // age (Estatuto da Pessoa Idosa): the candidate aged 60+ on the reference date comes first. Below
  // the AC places: a PP cotista who also opted for the PcD reserve (only in the PP list: PP's 15% is
  // the larger reserve), a PcD candidate whose assessment was rejected, and one whose was not.
  {
    const rows = byCargo.get('Professor PEB I')!;
    const ac = exampleAcVacancies(13);
    // A name that looks like a formula: must stay text everywhere.
    extra('Professor PEB I', {
      nome: '=Maria Aparecida dos Santos',
      nota: scoreAtRank(rows, 3) + 0.05,
      cota: 'Parda',
      optante: 'Sim',
      hetero: 'Deferida',
    });
    const s = scoreAtRank(rows, ac) + 0.1;
    extra('Professor PEB I', { nome: 'Sebastião Conceição de Araújo', nota: s, nascimento: '1961-07-14', ce: 18, lp: 12 });
    extra('Professor PEB I', { nome: 'Vinícius Magalhães Simões', nota: s, nascimento: '1994-02-03', ce: 30, lp: 25 });
    extra('Professor PEB I', {
      nome: 'Lázaro Nascimento Bragança',
      nota: scoreAtRank(rows, ac + 3) + 0.05,
      cota: 'Pardo(a)',
      optante: 'Sim',
      hetero: 'Deferida',
      pcd: 'Sim',
      avaliacaoPcd: 'Deferida',
    });
    extra('Professor PEB I', {
      nome: 'Raquel Fontes Mendonça',
      nota: scoreAtRank(rows, ac + 5) + 0.05,
      pcd: 'Física',
      avaliacaoPcd: 'Indeferida',
    });
    extra('Professor PEB I', {
      nome: 'Otávio Leão Sampaio',
      nota: scoreAtRank(rows, ac + 8) + 0.05,
      pcd: 'Auditiva',
      avaliacaoPcd: 'Deferida',
    });
  }
  // Auxiliar Administrativo (8 vacancies: PP at 3 and 8, PcD at 5, 5 AC): a PP cotista 4th in the AC
  // list enters through a reserved position with few vacancies and, with 8, counts in AC (compensação:
  // her PP vacancy passes to the next PP cotista); a tie at the last AC place settled by the first
  // criterion (Conhecimentos Específicos); a PcD candidate for the PcD vacancy.
  {
    const rows = byCargo.get('Auxiliar Administrativo')!;
    const fourth = scoreAtRank(rows, 4);
    extra('Auxiliar Administrativo', {
      nome: 'Aline Nascimento Romão',
      nota: fourth + 0.2,
      cota: 'Pardo(a)',
      optante: 'Sim',
      hetero: 'Deferida',
    });
    const s = fourth + 0.1;
    extra('Auxiliar Administrativo', { nome: 'Letícia Guimarães Brandão', nota: s, ce: 31.5, lp: 10, nascimento: '1990-05-20' });
    extra('Auxiliar Administrativo', { nome: 'Joaquim Peçanha Tavares', nota: s, ce: 27, lp: 29, nascimento: '1985-11-02' });
    extra('Auxiliar Administrativo', {
      nome: 'Fernanda Prado Aragão',
      nota: scoreAtRank(rows, 12) + 0.05,
      pcd: 'Visual',
      avaliacaoPcd: 'Deferida',
    });
  }
  // Agente Comunitário de Saúde (32 vacancies: PP 4, IND 1, QUI 1, PcD 2 at 5 and 21, 24 AC): a tie
  // nothing settles (same score, same criteria, both under 60) at the last AC place; a fraud;
  // quilombolas and indígenas; an indígena who also opted for the PcD reserve (only in the PcD list:
  // its 5% is larger than IND's 3%); PcD candidates, one still awaiting the assessment.
  {
    const rows = byCargo.get('Agente Comunitário de Saúde')!;
    const s = scoreAtRank(rows, exampleAcVacancies(32)) + 0.1;
    extra('Agente Comunitário de Saúde', { nome: 'Érica Sampaio Galvão', nota: s, ce: 25, lp: 20, nascimento: '1988-09-09' });
    extra('Agente Comunitário de Saúde', { nome: 'Ícaro Bueno Leão', nota: s, ce: 25, lp: 20, nascimento: '1992-01-30' });
    extra('Agente Comunitário de Saúde', {
      nome: 'Rogério Fontes Camargo',
      nota: scoreAtRank(rows, 2) + 0.05,
      cota: 'Preto',
      optante: 'Sim',
      hetero: 'Indeferido',
      situacao: 'Eliminado por fraude',
    });
    extra('Agente Comunitário de Saúde', {
      nome: 'Benedito Romão dos Prazeres',
      nota: 61.1,
      cota: 'Quilombola',
      optante: 'Sim',
      hetero: 'Indeferida',
    });
    extra('Agente Comunitário de Saúde', {
      nome: 'Tânia Kaingang Moraes',
      nota: 58.6,
      cota: 'Indígena',
      optante: 'Sim',
      hetero: 'Deferida',
    });
    extra('Agente Comunitário de Saúde', { nome: 'Natanael Terena', nota: 55.35, cota: 'IND', optante: 'Sim', hetero: 'Deferida' });
    extra('Agente Comunitário de Saúde', {
      nome: 'Aparecida Assunção Prado',
      nota: 64.4,
      cota: 'Quilombola',
      optante: 'Sim',
      hetero: 'Ausente',
    });
    extra('Agente Comunitário de Saúde', {
      nome: 'Jéssica Guarani Pataxó',
      nota: 66.15,
      cota: 'Indígena(o)',
      optante: 'Sim',
      hetero: 'Deferida',
      pcd: 'Sim',
      avaliacaoPcd: 'Deferida',
    });
    extra('Agente Comunitário de Saúde', {
      nome: 'Sérgio Tavares Borges',
      nota: 63.2,
      pcd: 'Deficiência física',
      avaliacaoPcd: 'Deferida',
    });
    extra('Agente Comunitário de Saúde', { nome: 'Mônica Galvão Cardoso', nota: 60.45, pcd: 'X', avaliacaoPcd: 'Em análise' });
  }
  // Enfermeiro(a) (3 vacancies: 1 PP at the 3rd place): the best PP candidate's heteroidentificação is
  // still pending, so the result is provisional.
  {
    const rows = byCargo.get('Enfermeiro(a)')!;
    extra('Enfermeiro(a)', {
      nome: 'Cecília Nascimento Ribeiro',
      nota: scoreAtRank(rows, 3) + 0.05,
      cota: 'preta ou parda',
      optante: 'Sim',
      hetero: 'Em análise',
    });
    extra('Enfermeiro(a)', {
      nome: 'Wellington Patrício da Silva',
      nota: scoreAtRank(rows, 7) + 0.05,
      cota: 'Pardo',
      optante: 'Sim',
      hetero: 'Deferido',
    });
  }
  // Motorista (1 vacancy: no reserve, art. 8º) — cotistas still stand in the lists.
  extra('Motorista', { nome: 'Márcio Aragão Borges', nota: 88.8, cota: 'Negro', optante: 'Sim', hetero: 'Homologada' });

  for (const c of EXAMPLE_CARGOS) all.push(...byCargo.get(c.nome)!);
  // Interleave cargos a little (commissions often sort by inscrição, not by cargo).
  all.sort((a, b) => (a.inscricao < b.inscricao ? -1 : a.inscricao > b.inscricao ? 1 : 0));

  const candidatos: CellValue[][] = [EXAMPLE_HEADER.slice()];
  for (const r of all) {
    const [y, m, d] = r.nascimento.split('-').map(Number);
    candidatos.push([
      r.inscricao,
      r.nome,
      r.cpf,
      new Date(Date.UTC(y, m - 1, d)),
      r.cargo,
      r.nota,
      r.ce,
      r.lp,
      r.cota,
      r.optante,
      r.hetero,
      r.situacao,
      r.pcd,
      r.avaliacaoPcd,
    ]);
  }
  const parametros: CellValue[][] = [
    ['Parâmetros do concurso'],
    [],
    ['Concurso', 'Concurso Público nº 01/2026 — Prefeitura Municipal de Pirangi (exemplo fictício)'],
    ['Regra', EXAMPLE_RULE],
    ['Arredondamento', 'total'],
    ['Colisão', 'anterior'],
    ['Ausência na confirmação', 'ampla'],
    ['Reserva PcD', findPcdRule(EXAMPLE_PCD_RULE)!.name],
    ['Edital', 'Edital nº 01/2026, de 05/01/2026'],
    ['Data do edital', new Date(Date.UTC(2026, 0, 5))],
    ['Data de referência', new Date(Date.UTC(2026, 2, 20))],
    ['Critérios de desempate', ...EXAMPLE_CRITERIA],
    [],
    ['Cargo', 'Vagas'],
    ...EXAMPLE_CARGOS.map((c) => [c.nome, c.vagas] as CellValue[]),
  ];
  return { candidatos, parametros };
}

/** The PcD cells of the i-th candidate of largeData: one in twenty opts (from the index: the random sequence stays as it was). */
function pcdCells(i: number): CellValue[] {
  if (i % 20 !== 7) return ['', ''];
  return ['Sim', i % 100 === 27 ? 'Indeferida' : 'Deferida'];
}

/**
 * A large synthetic concurso (for the benchmark): `total` candidates over a few cargos, in the same
 * layout as the example.
 */
export function largeData(total: number, seed = 15142): ExampleData {
  const rng = seededRandom(seed);
  const cargos: ExampleCargo[] = [];
  const shares = [0.4, 0.25, 0.2, 0.1, 0.05];
  const names = ['Agente Comunitário de Saúde', 'Professor PEB I', 'Auxiliar Administrativo', 'Enfermeiro(a)', 'Motorista'];
  const vagas = [300, 120, 60, 30, 5];
  let left = total;
  shares.forEach((s, i) => {
    const k = i === shares.length - 1 ? left : Math.round(total * s);
    left -= k;
    cargos.push({ nome: names[i], vagas: vagas[i], candidatos: k });
  });
  const candidatos: CellValue[][] = [EXAMPLE_HEADER.slice()];
  let n = 1;
  for (const c of cargos) {
    // Unique scores would not fit a 0.25 grid for large cargos: ties are expected and realistic.
    for (let i = 0; i < c.candidatos; i++) {
      const r = rng();
      const grupo = r < 0.24 ? 'PP' : r < 0.28 ? 'IND' : r < 0.31 ? 'QUI' : null;
      const nota = Math.round((30 + rng() * 68) * 100) / 100;
      const [y, m, d] = randomBirth(rng, 1950, 2005).split('-').map(Number);
      candidatos.push([
        `${String(n++).padStart(7, '0')}`,
        name(rng, grupo === 'IND'),
        fakeCpf(rng),
        new Date(Date.UTC(y, m - 1, d)),
        c.nome,
        nota,
        Math.round(rng() * 400) / 10,
        Math.round(rng() * 300) / 10,
        grupo ?? '',
        grupo ? 'Sim' : '',
        grupo ? (rng() < 0.85 ? 'Deferida' : 'Indeferida') : '',
        nota >= 50 ? 'Aprovado' : 'Reprovado',
        ...pcdCells(i),
      ]);
    }
  }
  const parametros: CellValue[][] = [
    ['Regra', EXAMPLE_RULE],
    ['Reserva PcD', EXAMPLE_PCD_RULE],
    ['Data de referência', new Date(Date.UTC(2026, 2, 20))],
    ['Critérios de desempate', ...EXAMPLE_CRITERIA],
    [],
    ['Cargo', 'Vagas'],
    ...cargos.map((c) => [c.nome, c.vagas] as CellValue[]),
  ];
  return { candidatos, parametros };
}

const COLUMN_WIDTHS = [16, 38, 16, 18, 30, 11, 16, 16, 16, 16, 18, 22, 14, 16];

/**
 * Writes the example data as an .xlsx in the layout a commission keeps: a "Candidatos" sheet and a
 * "Parâmetros" sheet. Streams the rows (works for 100,000 candidates). Dates are real date cells.
 */
export async function writeExampleWorkbook(data: ExampleData, destino: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(destino)), { recursive: true });
  const tmp = `${destino}.${process.pid}.tmp`;
  try {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: tmp, useStyles: true, useSharedStrings: true });
    wb.creator = 'cotas-raciais (gerar-exemplo)';
    wb.created = new Date(Date.UTC(2026, 2, 20));
    wb.modified = wb.created;
    const ws = wb.addWorksheet('Candidatos', { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = EXAMPLE_HEADER.map((h, i) => ({ key: `c${i}`, width: COLUMN_WIDTHS[i] ?? 14 }));
    data.candidatos.forEach((r, i) => {
      const row = ws.addRow(r.map((v) => (v === undefined ? null : v)));
      if (i === 0) row.font = { bold: true };
      else {
        r.forEach((v, c) => {
          if (v instanceof Date) row.getCell(c + 1).numFmt = 'dd/mm/yyyy';
          else if (typeof v === 'number') row.getCell(c + 1).numFmt = '0.00';
        });
      }
      row.commit();
    });
    ws.commit();
    const ps = wb.addWorksheet('Parâmetros');
    ps.columns = [{ width: 28 }, { width: 34 }, { width: 30 }];
    for (const r of data.parametros) {
      const row = ps.addRow(r.map((v) => (v === undefined ? null : v)));
      r.forEach((v, c) => {
        if (v instanceof Date) row.getCell(c + 1).numFmt = 'dd/mm/yyyy';
      });
      if (r[0] === 'Cargo' || r[0] === 'Parâmetros do concurso') row.font = { bold: true };
      row.commit();
    }
    ps.commit();
    await wb.commit();
    fs.renameSync(tmp, destino);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}

export const EXAMPLE_PATH = path.join('assets', 'exemplo-concurso.xlsx');

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '..', '..');
  const destino = path.join(root, EXAMPLE_PATH);
  const data = exampleData();
  await writeExampleWorkbook(data, destino);
  process.stdout.write(
    `Exemplo gravado em ${path.relative(process.cwd(), destino) || destino}: ${data.candidatos.length - 1} candidatos, ${EXAMPLE_CARGOS.length} cargos.\n`,
  );
}

if (require.main === module) {
  main().catch((e) => {
    process.stderr.write(`Erro ao gerar o exemplo: ${(e as Error).message}\n`);
    process.exitCode = 1;
  });
}
