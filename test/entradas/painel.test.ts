// The workbook cases of the corpus through the task pane's workflow (src/app/workflow.ts's generate
// over the in-memory port, per-cargo layout), with the sheets built from the same cells the generator wrote, as Office.js gives
// them: error values and formulas without a result flagged, dates as serial numbers, hidden sheets,
// hidden rows, merged ranges and the add-in's own sheets marked.
import { generate } from '../../src/app/workflow';
import { MemoryWorkbook } from '../support/memory-workbook';
import type { WrittenSheet } from '../support/memory-workbook';
import { formatProblems } from '../../src/sheet';
import { linhasGrandes, portSheets } from '../../tools/gerar-entradas';
import { caso, label, manifest } from '../support/entradas';

const CASES = manifest().filter((c) => c.hosts.includes('painel'));
const WHEN = new Date(2026, 1, 10, 9, 30, 0);

/** Inscrições in the written sheets whose name starts with `prefix` ("Nomeação", "PP"…). */
function inscricoesIn(written: WrittenSheet[], prefix: string): string[] {
  const out: string[] = [];
  for (const w of written) {
    if (!w.nome.startsWith(`${prefix} - `) && w.nome !== prefix) continue;
    const header = (w.linhas[1] ?? []).map((h) => String(h ?? ''));
    const col = header.findIndex((h) => /^Inscri[cç][aã]o$/i.test(h.trim()));
    expect(col).toBeGreaterThanOrEqual(0);
    for (const r of w.linhas.slice(2)) if (r[col] !== null && r[col] !== undefined && r[col] !== '') out.push(String(r[col]));
  }
  return out;
}

describe('o port do painel guarda o que o Office informa', () => {
  test('planilha oculta, linhas ocultas, células mescladas e abas do suplemento chegam ao leitor', async () => {
    const sheets = portSheets(caso('linha-05-aba-oculta-antiga.xlsx').planilhas!).concat(
      portSheets(caso('menor-linha-oculta.xlsx').planilhas!)
        .slice(0, 1)
        .map((s) => ({ ...s, nome: 'Oculta' })),
      portSheets(caso('menor-celulas-mescladas.xlsx').planilhas!)
        .slice(0, 1)
        .map((s) => ({ ...s, nome: 'Mescladas' })),
      portSheets(caso('linha-06-aba-de-saida-e-cabecalho-editado.xlsx').planilhas!).slice(2),
    );
    const read = await new MemoryWorkbook(sheets).readSheets();
    expect(read).toEqual(sheets);
  });
});

describe('corpus de entradas pelo painel (Gerar listas finais)', () => {
  for (const c of CASES) {
    test(`${label(c)} — ${c.descricao}`, async () => {
      // The big case (row 16) is built here: 150,000 rows, every Nota bad.
      const sheets = c.geradoNoTeste
        ? [
            { nome: 'Candidatos', linhas: linhasGrandes() },
            { nome: 'Parâmetros', linhas: [['Vagas', 1]] },
          ]
        : portSheets(caso(c.arquivo).planilhas!);
      const port = new MemoryWorkbook(sheets);
      const outcome = await generate(port, { geradoEm: WHEN, origem: c.arquivo, disposicao: 'por-cargo', substituir: true });
      // The problems as a host lists them in text: the first 1,000, then "… e mais N".
      const detalhes = outcome.ok ? [] : formatProblems(outcome.problemas.filter((p) => p.nivel !== 'aviso')).split('\n');
      const text = [outcome.titulo, ...detalhes].join('\n');
      if (c.esperado.saida === 1 || c.esperado.saida === 2) {
        // Problems reported, nothing written.
        expect({ ok: outcome.ok, titulo: outcome.titulo }).toEqual({ ok: false, titulo: expect.stringMatching(/nada foi gravado/) });
        expect(outcome.planilhas).toEqual([]);
        expect(port.written).toEqual([]);
        for (const s of c.esperado.problemaContem ?? []) expect(text.toLowerCase()).toContain(s.toLowerCase());
        for (const s of c.esperado.problemaNaoContem ?? []) expect(text.toLowerCase()).not.toContain(s.toLowerCase());
        expect(outcome.problemas.length).toBeGreaterThan(0);
        return;
      }
      expect({ ok: outcome.ok, detalhes }).toEqual({ ok: true, detalhes: [] });
      expect(outcome.titulo).toMatch(/Listas finais gravadas/);
      if (c.esperado.saida === 3) expect(outcome.atencao).toBe(true);
      const nominated = inscricoesIn(port.written, 'Nomeação');
      for (const i of c.esperado.nomeados ?? []) expect(nominated).toContain(i);
      for (const i of c.esperado.naoNomeados ?? []) expect(nominated).not.toContain(i);
      for (const [g, ids] of Object.entries(c.esperado.grupos ?? {})) expect(inscricoesIn(port.written, g).sort()).toEqual([...ids].sort());
      // The input sheets are never among the written ones.
      for (const w of port.written) expect(sheets.map((x) => x.nome)).not.toContain(w.nome);
    });
  }
});
