// A provisional nomination names the check it waits for (rules.md §1: the racial confirmation,
// Art. 4º and 6º; §9: the PcD assessment), in the engine's `descricao` and in the Situação cell of
// the published lists. A PcD nominee whose assessment was pending was once published as
// "provisório: confirmação pendente" — the racial confirmation, which they never had to pass.
//
// Every expected value is derived by hand from rules.md: Pirangi's `total` reading with 5 vacancies
// reserves 1 racial vacancy (PP, position 3, §3 and §4) and the federal PcD rule 1 PcD vacancy
// (ceil(5 · 5%) = 1, position 5, §9); AC gets the other 3. Candidates 101–105 (scores 90 to 50)
// declare no group; 106 (score 40) is the one whose check is pending.
import { classify, toContractJson, validateDocument } from '../../src/engine';
import type { CandidateOutcome, ConcursoResult } from '../../src/engine';
import { finalListTables } from '../../src/sheet';
import type { OutputTable } from '../../src/sheet';

type Raw = Record<string, unknown>;

/** The five vacancies and six candidates above, 106 as given, classified; `published` are the workbook's tables. */
function classified(last: Raw, opcoes: Raw = {}): { r: ConcursoResult; published: () => OutputTable[] } {
  const candidatos: Raw[] = [90, 80, 70, 60, 50].map((nota, k) => ({ inscricao: String(101 + k), nota }));
  candidatos.push({ inscricao: '106', nota: 40, ...last });
  const v = validateDocument({ vagas: 5, opcoes: { pcd: 'federal-9508-2018', dataEdital: '2026-01-05', ...opcoes }, candidatos });
  expect(v.problemas).toEqual([]);
  const r = classify(v.concurso!);
  return { r, published: () => finalListTables(v.concurso!, r, { geradoEm: new Date(2026, 0, 5) }) };
}

function outcomeOf(r: ConcursoResult, inscricao: string): CandidateOutcome {
  return r.cargos[0].candidatos.find((o) => o.inscricao === inscricao)!;
}

/** The Situação cell of `inscricao` in a published table. */
function situation(t: OutputTable, inscricao: string): unknown {
  const row = t.linhas.find((l) => l[t.cabecalho.indexOf('Inscrição')] === inscricao);
  return row?.[t.cabecalho.indexOf('Situação')];
}

describe('a provisional nomination names the check it waits for', () => {
  test('PcD nominee, assessment pending: "avaliação PcD pendente", in the descricao and in the published lists', () => {
    // §9: 106 is the PcD list's only member and takes the PcD vacancy; S(4) has no PcD vacancy
    // (n < 5), so 106 enters at 5 vacancies: 5th position, counted as PCD.
    const { r, published } = classified({ pcd: true, avaliacaoPcd: 'pendente' });
    const o = outcomeOf(r, '106');
    expect(o.descricao).toBe('A nomear – 5ª vaga, PCD – provisório: avaliação PcD pendente');
    const tables = published();
    const pcdList = tables.find((t) => t.tipo === 'pcd')!;
    // Provisional: the title says so first (isProvisional).
    expect(pcdList.titulo).toMatch(
      /^PROVISÓRIO — não publicar — Cargo único — Lista de pessoas com deficiência \(PCD\) — Decreto federal nº 9\.508\/2018 — edital de 05\/01\/2026 — gerada em /,
    );
    expect(situation(pcdList, '106')).toBe('A nomear – 5ª vaga, PCD – provisório: avaliação PcD pendente');
    expect(
      situation(
        tables.find((t) => t.tipo === 'ampla')!,
        '106',
      ),
    ).toBe('A nomear – 5ª vaga, PCD – provisório: avaliação PcD pendente');
    const order = tables.find((t) => t.tipo === 'nomeacao')!;
    expect(situation(order, '106')).toBe('A nomear (provisório)');
    expect(o).toMatchObject({ situacao: 'a-nomear', posicao: 5, modalidade: 'PCD', provisorio: true, pendencias: ['avaliacaoPcd'] });
    // The warning says the same, from the same facts.
    const w = r.cargos[0].avisos.find((a) => a.codigo === 'resultado-provisorio')!;
    expect(w.inscricoes).toEqual(['106']);
    expect(w.dados).toEqual({ pendencias: ['avaliacaoPcd'] });
    expect(w.artigo).toBe('Decreto nº 9.508/2018, art. 5º');
    expect(w.mensagem).toContain('com a avaliação da deficiência ainda pendente');
    // The contract's JSON carries the sentence, not the facts.
    const json = toContractJson(r, { detalhes: true }) as { cargos: { candidatos: Raw[] }[] };
    expect(json.cargos[0].candidatos.find((c) => c.inscricao === '106')).toMatchObject({ descricao: o.descricao, provisorio: true });
  });

  test('PP optante, racial confirmation pending: "confirmação pendente"', () => {
    // §5: the PP vacancy takes 106 from the PP list; S(3) already holds it (PP at position 3).
    const { r, published } = classified({ grupo: 'PP', optante: true, confirmacao: 'pendente' });
    const o = outcomeOf(r, '106');
    expect(o.descricao).toBe('A nomear – 3ª vaga, PP – provisório: confirmação pendente');
    expect(o).toMatchObject({ posicao: 3, modalidade: 'PP', provisorio: true, pendencias: ['confirmacao'] });
    expect(
      situation(
        published().find((t) => t.tipo === 'grupo' && t.cabecalho[0] === 'Classificação PP')!,
        '106',
      ),
    ).toBe('A nomear – 3ª vaga, PP – provisório: confirmação pendente');
  });

  test('in both reserves, both pending, absence eliminates: both checks are named', () => {
    // §1 and §9 with `ausenciaConfirmacao: eliminado`: missing either procedure eliminates, so the
    // nomination waits for both, whichever list it came from (`reservaMultipla: todas` keeps 106 in
    // the PP and the PcD lists; the PP vacancy, filled first, takes them at position 3).
    const { r, published } = classified(
      { grupo: 'PP', optante: true, confirmacao: 'pendente', pcd: true, avaliacaoPcd: 'pendente' },
      { ausenciaConfirmacao: 'eliminado', reservaMultipla: 'todas' },
    );
    const o = outcomeOf(r, '106');
    expect(o.descricao).toBe('A nomear – 3ª vaga, PP – provisório: confirmação e avaliação PcD pendentes');
    expect(o).toMatchObject({ posicao: 3, modalidade: 'PP', pendencias: ['confirmacao', 'avaliacaoPcd'] });
    expect(
      situation(
        published().find((t) => t.tipo === 'pcd')!,
        '106',
      ),
    ).toBe('A nomear – 3ª vaga, PP – provisório: confirmação e avaliação PcD pendentes');
  });

  test('in both reserves, both pending, absence keeps the AC list: only the list it came from counts', () => {
    // §1: a pending check matters only for a nomination through the list it admits to (the PP list here).
    const { r } = classified(
      { grupo: 'PP', optante: true, confirmacao: 'pendente', pcd: true, avaliacaoPcd: 'pendente' },
      { reservaMultipla: 'todas' },
    );
    expect(outcomeOf(r, '106').descricao).toBe('A nomear – 3ª vaga, PP – provisório: confirmação pendente');
  });

  test('nothing pending: no provisional mark', () => {
    const { r } = classified({ pcd: true, avaliacaoPcd: 'deferida' });
    expect(outcomeOf(r, '106').descricao).toBe('A nomear – 5ª vaga, PCD');
    expect(outcomeOf(r, '106')).toMatchObject({ provisorio: false, pendencias: [] });
  });
});
