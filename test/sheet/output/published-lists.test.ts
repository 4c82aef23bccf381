// What the published lists say and never say (rules.md §6, §7, §9): the reason for a person's place on
// their row, the Nomeação legend, no race of a non-optante nor a failed confirmation or assessment (the
// commission's own sheet has them), "PROVISÓRIO — não publicar" while provisional, the concurso,
// edital, cargo and date in the titles, a place for signatures, and labels instead of engine codes.
import { classify } from '../../../src/engine';
import type { Candidate, Concurso } from '../../../src/engine/types';
import { candidate, pirangiOptions } from '../../support/concursos';
import { finalListTables, readParameters } from '../../../src/sheet';
import type { CellValue, OutputTable } from '../../../src/sheet';
import { reasonText } from '../../../src/sheet/output';

const cand = candidate;
const options = pirangiOptions;

const PP = { grupo: 'PP' as const, optante: true };

/**
 * shared/spec/examples/01-cotista-na-ampla.json (10 vacancies: 105, PP, enters at position 3 through
 * the PP reserve and counts as AC with 10 vacancies), with a non-optante who declared PP, an optante
 * whose confirmation was refused and a PcD candidate whose assessment was refused.
 */
function concurso(extra: Record<string, Partial<Candidate>> = {}): Concurso {
  const candidatos = [
    cand('101', 95, PP),
    cand('102', 94, { grupo: 'PP', optante: false }),
    cand('103', 93),
    cand('104', 92),
    cand('105', 91, PP),
    cand('106', 90),
    cand('107', 89, { pcd: true, avaliacaoPcd: 'indeferida' }),
    cand('108', 88),
    cand('109', 87),
    cand('110', 86),
    cand('111', 85, PP),
    cand('112', 84, PP),
    cand('113', 83, { ...PP, confirmacao: 'indeferida' }),
    cand('114', 82, PP),
    cand('115', 81, { pcd: true }),
  ];
  for (const x of candidatos) Object.assign(x, extra[x.inscricao] ?? {});
  return { regra: 'pirangi-3056-2025', opcoes: options({ pcd: 'federal-9508-2018' }), cargos: [{ cargo: null, vagas: 10 }], candidatos };
}

const WHEN = new Date(2026, 2, 1, 10, 0, 0);
const DESCRICAO = [
  { chave: 'Concurso', valor: 'Concurso Público nº 1/2026' },
  { chave: 'Edital', valor: 'nº 1/2026' },
  { chave: 'Comissão', valor: 'Portaria 12/2026' },
];

const LISTS = ['ampla', 'grupo', 'pcd', 'nomeacao'];

function rowOf(t: OutputTable, insc: string): CellValue[] {
  const col = t.cabecalho.indexOf('Inscrição');
  const row = t.linhas.find((r) => r[col] === insc);
  if (!row) throw new Error(`${insc} not in ${t.nome}`);
  return row;
}

function cell(t: OutputTable, insc: string, header: string): CellValue {
  return rowOf(t, insc)[t.cabecalho.indexOf(header)];
}

describe("the reason for a place, on the person's row, in every list; the Nomeação legend", () => {
  const c = concurso();
  const tables = finalListTables(c, classify(c), { geradoEm: WHEN });
  const byType = (tipo: string) => tables.find((t) => t.tipo === tipo)!;

  it('compensação: 105 entered through the PP reserve and counts as AC, said in AC, PP and Nomeação', () => {
    for (const t of [byType('ampla'), byType('grupo')])
      expect(cell(t, '105', 'Situação')).toBe(
        'A nomear – 3ª vaga, AC — compensação: entrou pela reserva PP com 3 vagas e, com 10, está entre as vagas de ampla concorrência pela nota',
      );
    const nomeacao = byType('nomeacao');
    expect(cell(nomeacao, '105', 'Vaga')).toBe('PP');
    expect(cell(nomeacao, '105', 'Modalidade')).toBe('Ampla concorrência');
    expect(cell(nomeacao, '105', 'Motivo')).toMatch(/^compensação: entrou pela reserva PP com 3 vagas/);
    // Nothing to explain when the position, the modality and the entry agree.
    expect(cell(nomeacao, '101', 'Motivo')).toBe('');
    expect(cell(byType('ampla'), '101', 'Situação')).toBe('A nomear – 1ª vaga, AC');
  });

  it('the Nomeação legend, under the table, says what Vaga, Modalidade and Entrada mean and which one the act uses', () => {
    const text = (byType('nomeacao').rodape ?? []).map((r) => r.join(' ')).join('\n');
    expect(text).toMatch(/^Vaga — o tipo da posição/m);
    expect(text).toMatch(/^Modalidade — a modalidade em que a pessoa é nomeada: é a que consta do ato de nomeação/m);
    expect(text).toMatch(/^Entrada — a partir de quantas vagas/m);
  });

  it('a reverted vacancy, and a position whose type the alternation gave', () => {
    expect(reasonText({ vaga: 'IND', modalidade: 'AC', entrada: { vagas: 13, modalidade: 'AC' }, vagaRevertida: 'IND' }, 20)).toBe(
      'vaga revertida de IND',
    );
    expect(reasonText({ vaga: 'AC', modalidade: 'PP', entrada: { vagas: 6, modalidade: 'PP' }, vagaRevertida: null }, 10)).toBe(
      'posição de ampla concorrência pela alternância, ocupada por quem entra na reserva PP com esse número de vagas',
    );
  });
});

describe('no sensitive data in a published list (LGPD art. 5º, II)', () => {
  const c = concurso();
  const result = classify(c);

  it('no race of a non-optante, no failed confirmation or assessment, in any list', () => {
    const tables = finalListTables(c, result, { geradoEm: WHEN, disposicao: 'por-lista' });
    expect(tables.some((t) => t.tipo === 'confirmacoes')).toBe(false);
    for (const t of tables.filter((x) => LISTS.includes(x.tipo))) {
      expect(t.cabecalho).not.toContain('Grupo declarado');
      expect(t.cabecalho).not.toContain('Confirmação');
      expect(t.cabecalho).not.toContain('Avaliação PcD');
      expect(t.cabecalho).not.toContain('PcD');
      const text = JSON.stringify([t.linhas, t.rodape ?? []]);
      expect(text).not.toMatch(/não optante|indeferid|avaliação PcD/i);
    }
    // The AC list: the lists a person also stands in (public), never their declared race.
    const ac = tables.find((t) => t.tipo === 'ampla')!;
    expect(cell(ac, '101', 'Também nas listas')).toBe('PP');
    expect(cell(ac, '102', 'Também nas listas')).toBe('');
    expect(cell(ac, '113', 'Também nas listas')).toBe('');
    expect(cell(ac, '107', 'Também nas listas')).toBe('');
    expect(cell(ac, '115', 'Também nas listas')).toBe('PCD');
  });

  it("the confirmations' results are their own sheet, for the commission, when the Parâmetros ask for it", () => {
    const params = readParameters([['Planilha de resultados da heteroidentificação e da avaliação PcD', 'sim']]);
    expect(params.problemas).toEqual([]);
    expect((params.opcoes as Record<string, unknown>).resultadoConfirmacoes).toBe('sim');
    const tables = finalListTables(c, result, { geradoEm: WHEN, resultadoConfirmacoes: true });
    const conf = tables.find((t) => t.tipo === 'confirmacoes')!;
    expect(conf.nome).toBe('Confirmações');
    expect(conf.titulo).toMatch(/^Resultados da heteroidentificação e da avaliação PcD — uso interno da comissão, não publicar/);
    expect(conf.cabecalho).toEqual(['Cargo', 'Inscrição', 'Nome', 'Reserva racial', 'Confirmação', 'Reserva PcD', 'Avaliação PcD']);
    expect(conf.linhas.find((r) => r[1] === '113')).toEqual(['Cargo único', '113', 'Pessoa 113', 'PP', 'Indeferida', '', '']);
    expect(conf.linhas.find((r) => r[1] === '107')).toEqual(['Cargo único', '107', 'Pessoa 107', '', '', 'Sim', 'Indeferida']);
    // A non-optante's race is no one's business, here either.
    expect(conf.linhas.find((r) => r[1] === '102')).toBeUndefined();
    expect(tables.map((t) => t.nome).slice(-2)).toEqual(['Confirmações', 'Memória de cálculo']);
  });
});

describe('titles: PROVISÓRIO, the concurso, the edital, the cargo, the date; a place for signatures', () => {
  it('while a confirmation is pending, every list and the Resumo start with "PROVISÓRIO — não publicar"', () => {
    // 111 takes the second PP vacancy: the result waits for their confirmation.
    const c = concurso({ '111': { confirmacao: 'pendente' } });
    const tables = finalListTables(c, classify(c), { geradoEm: WHEN });
    for (const t of tables.filter((x) => x.tipo !== 'memoria')) expect(t.titulo).toMatch(/^PROVISÓRIO — não publicar — /);
    const settled = concurso();
    for (const t of finalListTables(settled, classify(settled), { geradoEm: WHEN })) expect(t.titulo).not.toMatch(/PROVISÓRIO/);
  });

  it('the concurso and the edital from the Parâmetros, the date of generation; signatures under every list and the Resumo', () => {
    const c = concurso();
    const tables = finalListTables(c, classify(c), { geradoEm: WHEN, descricao: DESCRICAO });
    const ac = tables.find((t) => t.tipo === 'ampla')!;
    expect(ac.titulo).toBe(
      'Cargo único — Classificação na ampla concorrência — Concurso Público nº 1/2026, Edital nº 1/2026 — gerada em 01/03/2026',
    );
    for (const t of tables.filter((x) => x.tipo !== 'memoria')) {
      expect(t.titulo).toContain('Concurso Público nº 1/2026, Edital nº 1/2026 — gerada em 01/03/2026');
      const rodape = (t.rodape ?? []).map((r) => String(r[0] ?? ''));
      expect(rodape.some((l) => l.startsWith('Presidente da comissão: ____'))).toBe(true);
      expect(rodape.filter((l) => l.startsWith('Membro da comissão: ____')).length).toBe(2);
    }
  });

  it('without an edital in the description, its date names it', () => {
    const c = concurso();
    const tables = finalListTables(c, classify(c), { geradoEm: WHEN, descricao: DESCRICAO.filter((d) => d.chave !== 'Edital') });
    expect(tables.find((t) => t.tipo === 'ampla')!.titulo).toBe(
      'Cargo único — Classificação na ampla concorrência — Concurso Público nº 1/2026, edital de 05/01/2026 — gerada em 01/03/2026',
    );
  });

  it("'por-lista': a heading row per cargo, with the cargo in the Cargo column (the filter by cargo keeps it)", () => {
    const c: Concurso = {
      ...concurso(),
      cargos: [
        { cargo: 'Professor', vagas: 10 },
        { cargo: 'Motorista', vagas: 1 },
      ],
    };
    c.candidatos = c.candidatos.map((x) => ({ ...x, cargo: 'Professor' }));
    c.candidatos.push(cand('201', 70, { cargo: 'Motorista' }));
    const tables = finalListTables(c, classify(c), { geradoEm: WHEN, disposicao: 'por-lista' });
    const ac = tables.find((t) => t.tipo === 'ampla')!;
    expect(ac.cabecalho[3]).toBe('Nome');
    expect(ac.linhas[0]).toEqual(['Professor', null, null, 'Professor — 10 vagas', null, null, null]);
    const motorista = ac.linhas.findIndex((r) => r[0] === 'Motorista');
    expect(ac.linhas[motorista]).toEqual(['Motorista', null, null, 'Motorista — 1 vaga', null, null, null]);
    expect(ac.linhas[motorista + 1][2]).toBe('201');
    // Every row names its cargo.
    for (const r of ac.linhas) expect(['Professor', 'Motorista']).toContain(r[0]);
    const nomeacao = tables.find((t) => t.tipo === 'nomeacao')!;
    expect(nomeacao.linhas[0][0]).toBe('Professor');
    expect(nomeacao.linhas[0][nomeacao.cabecalho.indexOf('Nome')]).toBe('Professor — 10 vagas');
  });
});

describe('labels, never engine codes, in the Memória and the Resumo', () => {
  it('no "Aviso (aviso)", no step codes, no rule id, no "candidato(s)"; the other reading in words', () => {
    const c = concurso({ '111': { confirmacao: 'pendente' } });
    const tables = finalListTables(c, classify(c), { geradoEm: WHEN });
    const memoria = tables.find((t) => t.tipo === 'memoria')!;
    const tipos = new Set(memoria.linhas.map((r) => String(r[2])));
    for (const t of tipos) {
      expect(t).not.toMatch(/\(|^[a-z]|-/);
    }
    expect(tipos).toContain('Vaga de ampla concorrência');
    expect(tipos).toContain('Aviso');
    const text = memoria.linhas.map((r) => String(r[4])).join('\n');
    expect(text).not.toMatch(/\(s\)|pirangi-3056-2025/);
    expect(text).toContain('15 candidatos em 1 cargo');
    const resumo = tables.find((t) => t.tipo === 'resumo')!;
    const outra = resumo.linhas[0][resumo.cabecalho.indexOf('Reserva na outra leitura')];
    expect(outra).toMatch(/^Arredondando por grupo: PP \d+/);
  });
});
