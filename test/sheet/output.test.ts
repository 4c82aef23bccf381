import { classify } from '../../src/engine';
import type { Candidate, Concurso, Options } from '../../src/engine/types';
import { SheetNamer, canonicalInput, finalListTables, maskCpf, resultWarnings, scoreFormat, shownWarningText } from '../../src/sheet';
import type { CellValue, OutputTable } from '../../src/sheet';

function cand(inscricao: string, cargo: string, nota: number, extra: Partial<Candidate> = {}): Candidate {
  return {
    inscricao,
    nome: `Pessoa ${inscricao}`,
    cargo,
    nota,
    aprovado: true,
    grupo: null,
    optante: false,
    confirmacao: 'pendente',
    fraude: false,
    nascimento: null,
    desempate: [],
    pcd: false,
    avaliacaoPcd: 'pendente',
    ...extra,
  };
}

/** Pirangi's defaults, edital after the law, no PcD rule; `extra` changes some. */
function options(extra: Partial<Options> = {}): Options {
  return {
    arredondamento: 'total',
    colisao: 'anterior',
    ausenciaConfirmacao: 'ampla',
    dataReferencia: null,
    dataEdital: '2026-01-05',
    pcd: 'nenhuma',
    reservaMultipla: 'maior-percentual',
    ...extra,
  };
}

function bigConcurso(): Concurso {
  const cargos = Array.from({ length: 15 }, (_, i) => ({
    cargo: `Professor de Educação Básica II - Disciplina ${String.fromCharCode(65 + i)}`,
    vagas: 1 + (i % 5) * 3,
  }));
  cargos[14] = { cargo: 'Agente: Saúde/Endemias [Zona*Rural?]', vagas: 3 };
  const candidatos: Candidate[] = [];
  cargos.forEach((c, k) => {
    for (let i = 0; i < 12; i++) {
      const grupo = i % 4 === 1 ? 'PP' : i % 7 === 2 ? 'IND' : null;
      candidatos.push(
        cand(`${k}-${i}`, c.cargo, 90 - i * 1.5 - k * 0.01, {
          grupo,
          optante: grupo !== null,
          confirmacao: grupo ? 'deferida' : 'pendente',
          nascimento: '1980-01-02',
        }),
      );
    }
  });
  return { regra: 'pirangi-3056-2025', opcoes: options(), cargos, candidatos };
}

describe('finalListTables', () => {
  const concurso = bigConcurso();
  const result = classify(concurso);
  const cpfs = concurso.candidatos.map((_, i) => String(10000000000 + i * 7919).slice(0, 11));
  const tables = finalListTables(concurso, result, { cpfs, sha256: 'abc123', geradoEm: new Date(2026, 2, 1, 10, 0, 0) });

  it('gives valid, unique sheet names of at most 31 characters for 15 cargos', () => {
    const names = tables.map((t) => t.nome);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    for (const n of names) {
      expect(Array.from(n).length).toBeLessThanOrEqual(31);
      expect(n).not.toMatch(/[[\]:*?/\\]/);
    }
    expect(names[0]).toBe('Resumo');
    expect(names[names.length - 1]).toBe('Memória de cálculo');
    // Per cargo: AC, one per group, nomination.
    expect(tables.length).toBe(1 + 15 * (1 + 3 + 1) + 1);
    // Similar long names stay distinguishable by their end.
    const acNames = tables.filter((t) => t.tipo === 'ampla').map((t) => t.nome);
    expect(acNames[0]).toMatch(/^AC - Professor de .*…sciplina A$/);
    expect(acNames[1]).toMatch(/…sciplina B$/);
  });

  it('each list has exactly the engine result, in order', () => {
    for (const c of result.cargos) {
      const mine = tables.filter((t) => t.cargo === c.cargo);
      const ac = mine.find((t) => t.tipo === 'ampla')!;
      const col = ac.cabecalho.indexOf('Inscrição');
      expect(ac.linhas.map((r) => r[col])).toEqual(c.listas.AC);
      expect(ac.linhas.map((r) => r[0])).toEqual(c.listas.AC.map((_, i) => i + 1));
      for (const g of ['PP', 'IND', 'QUI']) {
        const t = mine.find((x) => x.tipo === 'grupo' && x.cabecalho[0] === `Classificação ${g}`)!;
        expect(t.linhas.map((r) => r[t.cabecalho.indexOf('Inscrição')])).toEqual(c.listas[g]);
      }
      const nom = mine.find((t) => t.tipo === 'nomeacao')!;
      expect(nom.linhas.map((r) => [r[0], r[1], r[nom.cabecalho.indexOf('Inscrição')] || null])).toEqual(
        c.nomeacao.map((n) => [n.posicao, n.vaga, n.inscricao]),
      );
    }
  });

  it('shows CPF formatted and birth dates, or masks them for publication', () => {
    const ac = tables.find((t) => t.tipo === 'ampla')!;
    expect(ac.cabecalho).toEqual(['Classificação', 'Inscrição', 'Nome', 'CPF', 'Nascimento', 'Nota', 'Também nas listas', 'Situação']);
    const i = concurso.candidatos.findIndex((c) => c.inscricao === ac.linhas[0][1]);
    const d = cpfs[i];
    expect(ac.linhas[0][3]).toBe(`${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`);
    expect(ac.linhas[0][4]).toBe('02/01/1980');
    const masked = finalListTables(concurso, result, { cpfs, mascarar: true });
    const mac = masked.find((t) => t.tipo === 'ampla')!;
    expect(mac.cabecalho).toEqual(['Classificação', 'Inscrição', 'Nome', 'CPF', 'Nota', 'Também nas listas', 'Situação']);
    expect(mac.linhas[0][3]).toBe(`***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`);
    for (const t of masked)
      for (const r of t.linhas) for (const v of r) if (typeof v === 'string') expect(v).not.toMatch(/\d{2}\/\d{2}\/19\d\d/);
  });

  it('the Memória de cálculo has the rule, options, warnings, audit steps, version, date and hash', () => {
    const m = tables[tables.length - 1];
    const text = m.linhas.map((r) => r.join(' | ')).join('\n');
    expect(text).toContain(result.regraNome);
    expect(text).toContain('Arredondamento: total');
    expect(text).toContain('Data do edital: 05/01/2026');
    expect(text).toContain('SHA-256 dos dados de entrada normalizados: abc123');
    expect(text).toContain(`Versão do motor de cálculo: ${result.versaoMotor}`);
    expect(text).toContain('Gerado em 01/03/2026 10:00:00');
    for (const c of result.cargos) {
      for (const s of c.memoria) expect(text).toContain(s.mensagem);
      for (const a of c.avisos) expect(text).toContain(a.mensagem);
    }
  });
});

describe('list titles: one record, both layouts', () => {
  // Two cargos: Motorista (1 vacancy, 2 candidates, nobody in the group lists) and Professor (12
  // vacancies, 12 candidates with PP and IND optantes). Each table's title names its cargo, what the
  // list is, the vacancies (the order of nomination only) and an empty list; the 'por-lista' sheets
  // say what the list is and for how many cargos.
  const prof = bigConcurso()
    .candidatos.slice(0, 12)
    .map((c) => ({ ...c, cargo: 'Professor' }));
  const mot = [cand('m1', 'Motorista', 70), cand('m2', 'Motorista', 60)];
  const concurso: Concurso = {
    regra: 'pirangi-3056-2025',
    opcoes: options(),
    cargos: [
      { cargo: 'Motorista', vagas: 1 },
      { cargo: 'Professor', vagas: 12 },
    ],
    candidatos: [...mot, ...prof],
  };
  const result = classify(concurso);

  const geradoEm = new Date(2026, 2, 1, 10, 0, 0);
  // The edital named by its date (no Edital in a description), then the date of generation.
  const when = ' — edital de 05/01/2026 — gerada em 01/03/2026';

  it('one sheet per list and cargo', () => {
    const titles = finalListTables(concurso, result, { disposicao: 'por-cargo', geradoEm }).map((t) => t.titulo);
    expect(titles.slice(1, 6)).toEqual([
      'Motorista — Classificação na ampla concorrência' + when,
      'Motorista — Lista de pretos e pardos (PP) — nenhum candidato' + when,
      'Motorista — Lista de indígenas (IND) — nenhum candidato' + when,
      'Motorista — Lista de quilombolas (QUI) — nenhum candidato' + when,
      'Motorista — Ordem de nomeação (1 vaga)' + when,
    ]);
    expect(titles.slice(6, 11)).toEqual([
      'Professor — Classificação na ampla concorrência' + when,
      'Professor — Lista de pretos e pardos (PP)' + when,
      'Professor — Lista de indígenas (IND)' + when,
      'Professor — Lista de quilombolas (QUI) — nenhum candidato' + when,
      'Professor — Ordem de nomeação (12 vagas)' + when,
    ]);
  });

  it("one sheet per list for every cargo ('por-lista')", () => {
    const tables = finalListTables(concurso, result, { disposicao: 'por-lista', geradoEm });
    expect(tables.slice(1, 6).map((t) => [t.nome, t.titulo])).toEqual([
      ['AC', 'Classificação na ampla concorrência — 2 cargos' + when],
      ['PP', 'Lista de pretos e pardos (PP) — 2 cargos' + when],
      ['IND', 'Lista de indígenas (IND) — 2 cargos' + when],
      ['QUI', 'Lista de quilombolas (QUI) — 2 cargos' + when],
      ['Nomeação', 'Ordem de nomeação — 2 cargos' + when],
    ]);
    // Each cargo's block under its heading row (the heading in the Nome column, the widest).
    const qui = tables[4];
    expect(qui.linhas.map((r) => [r[0], r[qui.cabecalho.indexOf('Nome')], r[qui.cabecalho.indexOf('Situação')]])).toEqual([
      ['Motorista', 'Motorista — 1 vaga', null],
      ['Motorista', null, 'Nenhum candidato nesta lista'],
      ['Professor', 'Professor — 12 vagas', null],
      ['Professor', null, 'Nenhum candidato nesta lista'],
    ]);
  });
});

describe('finalListTables: unresolved ties are marked on their rows', () => {
  // 2 vacancies (no reserve). A 90; B and C tie at 80 for the 2nd vacancy (decides who is nominated);
  // D and E tie at 70 below them (order only). F 60 alone.
  const candidatos = [
    cand('A', 'X', 90),
    cand('B', 'X', 80),
    cand('C', 'X', 80),
    cand('D', 'X', 70),
    cand('E', 'X', 70),
    cand('F', 'X', 60),
  ];
  const concurso: Concurso = {
    regra: 'pirangi-3056-2025',
    opcoes: options(),
    cargos: [{ cargo: 'X', vagas: 2 }],
    candidatos,
  };
  const result = classify(concurso);
  const tables = finalListTables(concurso, result);
  const situation = (tipo: string): Map<string, string> => {
    const t = tables.find((x) => x.tipo === tipo)!;
    const ins = t.cabecalho.indexOf('Inscrição');
    const sit = t.cabecalho.indexOf('Situação');
    return new Map(t.linhas.map((r) => [String(r[ins]), String(r[sit])]));
  };

  it('in the AC list: the decisive tie, the other tie, and nothing on the others', () => {
    const ac = situation('ampla');
    expect(result.cargos[0].avisos.filter((a) => a.codigo === 'empate-nao-resolvido').map((a) => [a.nivel, a.inscricoes])).toEqual([
      ['erro', ['B', 'C']],
      ['aviso', ['D', 'E']],
    ]);
    for (const i of ['B', 'C']) expect(ac.get(i)).toMatch(/ — empate não resolvido que decide a nomeação: a comissão deve resolvê-lo/);
    for (const i of ['D', 'E'])
      expect(ac.get(i)).toBe('Cadastro de reserva — empate não resolvido: ordem provisória, pelo número de inscrição');
    for (const i of ['A', 'F']) expect(ac.get(i)).not.toMatch(/empate/);
  });

  it('in the order of nomination', () => {
    const nom = situation('nomeacao');
    expect(nom.get('A')).toBe('A nomear');
    expect(nom.get('B')).toMatch(/^A nomear — empate não resolvido que decide a nomeação/);
  });
});

describe('Memória de cálculo: the options in the words and articles of the rule set applied', () => {
  // Regression: the text said "reserva total (20%) … na proporção do art. 3º" and "art. 14" whatever
  // the law: wrong for both federal rule sets.
  const memory = (regra: string, arredondamento: 'total' | 'por-grupo'): string => {
    const concurso: Concurso = {
      regra,
      opcoes: options({ arredondamento, dataEdital: null }),
      cargos: [{ cargo: 'X', vagas: 5 }],
      candidatos: [cand('1', 'X', 50)],
    };
    const m = finalListTables(concurso, classify(concurso)).find((t) => t.tipo === 'memoria')!;
    return m.linhas.map((r) => String(r[4])).join('\n');
  };

  it.each([
    [
      'pirangi-3056-2025',
      'total — arredonda a reserva total (20%), repartida entre os grupos na proporção de cada um (art. 1º, caput; art. 8º, §1º)',
      'art. 14; art. 15',
    ],
    [
      'federal-15142-2025',
      'total — arredonda a reserva total (30%), repartida entre os grupos na proporção de cada um (Lei nº 15.142/2025, art. 5º, §2º)',
      'Lei nº 15.142/2025, art. 11',
    ],
    [
      'federal-12990-2014',
      'total — arredonda a reserva total (20%) (Lei nº 12.990/2014, art. 1º, §2º)',
      'Lei nº 12.990/2014, art. 6º, parágrafo único',
    ],
  ])('%s', (regra, rounding, inForce) => {
    const text = memory(regra, 'total');
    expect(text).toContain(`Arredondamento: ${rounding}`);
    expect(text).toContain(`Data do edital: não informada (${inForce} não verificado)`);
    expect(memory(regra, 'por-grupo')).toMatch(/Arredondamento: por grupo — arredonda a reserva de cada grupo separadamente \(/);
  });
});

describe('finalListTables with a PcD rule (rules.md §6, §9)', () => {
  // 10 vacancies, Pirangi + Decreto nº 9.508/2018: PP 2 (positions 3 and 8), PCD 1 (position 5), AC 7.
  // 105 (5th, PP) and 107 (7th, PcD) are inside the 7 AC vacancies with 10 vacancies, but not with 3
  // and 5: they enter by the reserved positions 3 and 5 and count as AC (compensação, art. 10, §2º);
  // the reserved vacancies pass to 111 (PP) and 114 (PcD).
  const candidatos = Array.from({ length: 14 }, (_, i) =>
    cand(String(101 + i), 'X', 100 - i, {
      grupo: [4, 10, 12].includes(i) ? 'PP' : null,
      optante: [4, 10, 12].includes(i),
      confirmacao: 'deferida',
      pcd: [6, 11, 13].includes(i),
      avaliacaoPcd: i === 11 ? 'indeferida' : 'deferida',
    }),
  );
  const concurso: Concurso = {
    regra: 'pirangi-3056-2025',
    opcoes: options({ pcd: 'federal-9508-2018' }),
    cargos: [{ cargo: 'X', vagas: 10 }],
    candidatos,
  };
  const result = classify(concurso);
  const tables = finalListTables(concurso, result, { geradoEm: new Date(2026, 2, 1, 10, 0, 0) });
  const table = (tipo: string): OutputTable => tables.find((t) => t.tipo === tipo)!;
  const column = (t: OutputTable, h: string): CellValue[] => t.linhas.map((r) => r[t.cabecalho.indexOf(h)]);

  it('a PcD list after the group lists; the order of the workbook', () => {
    expect(tables.map((t) => t.nome)).toEqual([
      'Resumo',
      'AC - X',
      'PP - X',
      'IND - X',
      'QUI - X',
      'PCD - X',
      'Nomeação - X',
      'Memória de cálculo',
    ]);
    const pcd = table('pcd');
    expect(pcd.titulo).toBe(
      'X — Lista de pessoas com deficiência (PCD) — Decreto federal nº 9.508/2018 — edital de 05/01/2026 — gerada em 01/03/2026',
    );
    // The assessment's result is not published (the confirmations' sheet has it).
    expect(pcd.cabecalho).toEqual(['Classificação PCD', 'Classificação AC', 'Inscrição', 'Nome', 'Nota', 'Situação']);
    // 112's assessment was rejected: not in the PcD list (rules.md §9).
    expect(column(pcd, 'Inscrição')).toEqual(['107', '114']);
    expect(column(pcd, 'Inscrição')).toEqual(result.cargos[0].listas.PCD);
    expect(column(pcd, 'Classificação AC')).toEqual([7, 14]);
  });

  it('the AC list says which other lists a person stands in, never an assessment that took them out of one', () => {
    const ac = table('ampla');
    expect(ac.cabecalho).toEqual(['Classificação', 'Inscrição', 'Nome', 'Nota', 'Também nas listas', 'Situação']);
    const lists = new Map(ac.linhas.map((r) => [r[1], r[4]]));
    expect([lists.get('107'), lists.get('112'), lists.get('114'), lists.get('101')]).toEqual(['PCD', '', 'PCD', '']);
  });

  it('the Resumo has the PcD reserve; the Memória names the PcD rule and the reading of reservaMultipla, with their articles', () => {
    const resumo = table('resumo');
    expect(resumo.titulo).toBe(
      'Resumo da classificação — Lei nº 3.056/2025 do Município de Pirangi-SP e Decreto federal nº 9.508/2018 — edital de 05/01/2026 — gerada em 01/03/2026',
    );
    expect(resumo.cabecalho.slice(0, 7)).toEqual([
      'Cargo',
      'Vagas',
      'Reserva PP',
      'Reserva IND',
      'Reserva QUI',
      'Reserva PCD',
      'Ampla concorrência',
    ]);
    expect(resumo.linhas[0].slice(0, 7)).toEqual(['X', 10, 2, 0, 0, 1, 7]);
    const m = table('memoria');
    const row = (prefix: string): CellValue[] => m.linhas.find((r) => String(r[4]).startsWith(prefix))!;
    expect(row('Reserva PcD:')).toEqual([
      'Geral',
      null,
      'Opção',
      'Decreto nº 9.508/2018, art. 1º, §§1º e 3º; Lei nº 8.112/1990, art. 5º, §2º',
      'Reserva PcD: Decreto federal nº 9.508/2018 — 5% das vagas a partir de 5 vagas, fração arredondada para cima',
    ]);
    expect(row('Reserva múltipla:')[4]).toMatch(/^Reserva múltipla: maior percentual — .* só na reserva de maior percentual/);
  });

  it("the order of nomination: PcD position, entry point and, on the person's row, why they count in another modality", () => {
    const nom = table('nomeacao');
    expect(nom.cabecalho).toEqual([
      'Posição',
      'Vaga',
      'Inscrição',
      'Nome',
      'Nota',
      'Modalidade',
      'Entrada',
      'Situação',
      'Motivo',
      'Ocupantes anteriores',
    ]);
    const byPos = (p: number): CellValue[] => nom.linhas[p - 1];
    const pick = (p: number): CellValue[] => ['Vaga', 'Inscrição', 'Modalidade', 'Entrada'].map((h) => byPos(p)[nom.cabecalho.indexOf(h)]);
    expect(column(nom, 'Vaga')).toEqual(['AC', 'AC', 'PP', 'AC', 'PCD', 'AC', 'AC', 'PP', 'AC', 'AC']);
    expect(pick(3)).toEqual(['PP', '105', 'Ampla concorrência', 'com 3 vagas, PP']);
    expect(pick(5)).toEqual(['PCD', '107', 'Ampla concorrência', 'com 5 vagas, PCD']);
    const why = (p: number): string => String(byPos(p)[nom.cabecalho.indexOf('Motivo')]);
    expect(why(3)).toBe('compensação: entrou pela reserva PP com 3 vagas e, com 10, está entre as vagas de ampla concorrência pela nota');
    expect(why(1)).toBe('');
    // Each position the engine explains has its short reason on the row (the Memória has the articles),
    // and the entry point is the engine's.
    result.cargos[0].nomeacao.forEach((n, i) => {
      expect(nom.linhas[i][nom.cabecalho.indexOf('Motivo')] !== '').toBe(n.explicacao !== null);
      expect(nom.linhas[i][nom.cabecalho.indexOf('Entrada')]).toBe(
        n.entrada ? `com ${n.entrada.vagas} ${n.entrada.vagas === 1 ? 'vaga' : 'vagas'}, ${n.entrada.modalidade}` : '',
      );
    });
    // The people who took the reserved vacancies passed on: 111 (PP) and 114 (PcD), later in the order.
    const ins = column(nom, 'Inscrição');
    expect(ins.indexOf('111')).toBeGreaterThan(2);
    expect(nom.linhas[ins.indexOf('111')][nom.cabecalho.indexOf('Modalidade')]).toBe('Pretos e pardos');
    expect(nom.linhas[ins.indexOf('114')][nom.cabecalho.indexOf('Modalidade')]).toBe('Pessoas com deficiência');
  });

  it('without a PcD rule: no PcD list, no PcD column, and the Memória says none was chosen', () => {
    const plain: Concurso = {
      ...concurso,
      opcoes: { ...concurso.opcoes, pcd: 'nenhuma' },
      candidatos: candidatos.map((c) => ({ ...c, pcd: false })),
    };
    const t = finalListTables(plain, classify(plain));
    expect(t.some((x) => x.tipo === 'pcd')).toBe(false);
    expect(t.find((x) => x.tipo === 'ampla')!.cabecalho).not.toContain('PcD');
    expect(t.find((x) => x.tipo === 'resumo')!.cabecalho).not.toContain('Reserva PCD');
    expect(t.find((x) => x.tipo === 'memoria')!.linhas.map((r) => r[4])).toContain(
      'Reserva PcD: nenhuma — nenhuma reserva para pessoas com deficiência foi escolhida',
    );
  });
});

describe('resultWarnings: every warning once, with its cargo', () => {
  // Two cargos of 1 vacancy each (no reserve: cargo-abaixo-do-minimo, about the concurso, which the
  // engine repeats in both cargos); a tie for the vacancy in B only.
  const concurso: Concurso = {
    regra: 'pirangi-3056-2025',
    opcoes: options(),
    cargos: [
      { cargo: 'A', vagas: 1 },
      { cargo: 'B', vagas: 1 },
    ],
    candidatos: [cand('a1', 'A', 90), cand('a2', 'A', 80), cand('b1', 'B', 70), cand('b2', 'B', 70)],
  };
  const result = classify(concurso);
  const shown = resultWarnings(result);

  it('the concurso warning once (cargo null), each cargo warning with its cargo', () => {
    const general = result.avisos.find((a) => a.codigo === 'cargo-abaixo-do-minimo')!;
    expect(result.cargos.every((c) => c.avisos.includes(general))).toBe(true);
    expect(shown.filter((w) => w.aviso.codigo === 'cargo-abaixo-do-minimo').map((w) => w.cargo)).toEqual([null]);
    const tie = shown.filter((w) => w.aviso.codigo === 'empate-nao-resolvido');
    expect(tie.map((w) => w.cargo?.cargo)).toEqual(['B']);
    expect(shownWarningText(tie[0], result)).toBe(`B: ${tie[0].aviso.mensagem}`);
    expect(shownWarningText(shown[0], result)).toBe(shown[0].aviso.mensagem);
    // Nothing lost: each cargo's own warnings (even with the same text in both cargos) are all shown.
    for (const c of result.cargos) {
      const own = c.avisos.filter((a) => !result.avisos.includes(a));
      expect(shown.filter((w) => w.cargo === c).map((w) => w.aviso)).toEqual(own);
    }
    expect(shown.filter((w) => w.cargo === null).map((w) => w.aviso)).toEqual(result.avisos);
  });

  it('the Memória de cálculo lists the concurso warning once, under Geral', () => {
    const m = finalListTables(concurso, result).find((t) => t.tipo === 'memoria')!;
    const rows = m.linhas.filter((r) => String(r[4]).startsWith('Os cargos'));
    expect(rows.map((r) => r[0])).toEqual(['Geral']);
  });
});

describe('helpers', () => {
  it('maskCpf', () => {
    expect(maskCpf('12345678901')).toBe('***.456.789-**');
    expect(maskCpf('123.456.789-01')).toBe('***.456.789-**');
    expect(maskCpf(null)).toBe('');
    expect(maskCpf('123')).toBe('***');
  });
  it('scoreFormat never hides a decimal', () => {
    expect(scoreFormat([7, 7.5])).toBe('#,##0.00');
    expect(scoreFormat([7.125])).toBe('#,##0.000');
  });
  it('SheetNamer makes names valid and unique', () => {
    const n = new SheetNamer();
    expect(n.name('AC - a/b:c')).toBe('AC - a-b-c');
    expect(n.name('Resumo')).toBe('Resumo');
    expect(n.name('resumo')).toBe('resumo (2)');
    expect(n.name("'History'")).toBe('Planilha');
    const long = 'X'.repeat(40);
    expect(Array.from(n.name(long)).length).toBe(31);
    expect(Array.from(n.name(long)).length).toBeLessThanOrEqual(31);
  });
  it('canonicalInput does not depend on key order, and changes with any value', () => {
    // Regression: the test compared a concurso with its spread copy (same key order), so it could
    // not fail.
    const reversed = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(reversed);
      if (v !== null && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        return Object.fromEntries(
          Object.keys(o)
            .reverse()
            .map((k) => [k, reversed(o[k])]),
        );
      }
      return v;
    };
    const a = bigConcurso();
    const b = reversed(a) as Concurso;
    expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
    expect(canonicalInput(b)).toBe(canonicalInput(a));
    const c = reversed(a) as Concurso;
    c.candidatos[7] = { ...c.candidatos[7], nota: c.candidatos[7].nota + 0.01 };
    expect(canonicalInput(c)).not.toBe(canonicalInput(a));
  });
});
