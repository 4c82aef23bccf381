// A PcD decision cites the PcD rule's own articles: Lei 3.056's art. 10, §§2º–3º govern only the racial
// groups, so a PcD candidate nominated by their AC rank, or a PcD vacancy passing over someone already
// nominated, never cites them.
import { classify, validateDocument } from '../../src/engine';
import type { AuditStep, ConcursoResult } from '../../src/engine';

type Raw = Record<string, unknown>;

function run(doc: Raw): ConcursoResult {
  const v = validateDocument(doc);
  if (v.problemas.length > 0 || !v.concurso) throw new Error('documento inválido: ' + JSON.stringify(v.problemas));
  return classify(v.concurso);
}

const PCD = { pcd: true, avaliacaoPcd: 'deferida' };
const lines = (r: ConcursoResult): AuditStep[] => r.cargos[0].memoria;

function concurso(pcd: string): ConcursoResult {
  // 5 vacancies: AC 3, PP 1, PCD 1. 'P1' (PcD) is 1st in AC; the PcD vacancy then goes to 'P2', past P1.
  return run({
    vagas: 5,
    opcoes: { pcd },
    candidatos: [
      { inscricao: 'P1', nota: 100, grupo: null, optante: false, ...PCD },
      { inscricao: 'A1', nota: 90, grupo: null, optante: false },
      { inscricao: 'A2', nota: 80, grupo: null, optante: false },
      { inscricao: 'R1', nota: 70, grupo: 'PP', optante: true, confirmacao: 'deferida' },
      { inscricao: 'P2', nota: 60, grupo: null, optante: false, ...PCD },
      { inscricao: 'A3', nota: 50, grupo: null, optante: false },
    ],
  });
}

test.each([
  ['federal-9508-2018', 'Decreto nº 9.508/2018, art. 1º, caput e §1º', 'Decreto nº 9.508/2018, art. 1º, §1º'],
  ['sp-lc683-1992', 'LC estadual (SP) nº 683/1992, art. 1º', 'LC estadual (SP) nº 683/1992, art. 1º'],
])('under %s, the PcD decisions cite the PcD rule, never Lei 3.056, art. 10', (rule, notCounted, nextInList) => {
  const all = lines(concurso(rule));
  const p1 = all.find((l) => l.tipo === 'vaga-ac' && l.mensagem.includes('inscrição P1'));
  expect(p1).toBeDefined();
  expect(p1!.artigo).toContain(notCounted);
  expect(p1!.artigo).not.toMatch(/art\. 10/);
  expect(p1!.mensagem).toContain(`não é computado(a) na reserva; ${notCounted})`);
  const p2 = all.find((l) => l.tipo === 'vaga-reservada' && l.mensagem.includes('inscrição P2'));
  expect(p2).toBeDefined();
  expect(p2!.mensagem).toContain(`${notCounted}; ${nextInList})`);
  expect(p2!.mensagem).not.toMatch(/art\. 10/);
  // The racial decisions still cite the racial articles.
  const r1 = all.find((l) => l.tipo === 'vaga-reservada' && l.mensagem.includes('inscrição R1'));
  expect(r1!.mensagem).not.toContain('9.508');
  expect(r1!.mensagem).not.toContain('683');
});
