// Everything the audit trail and the warnings say is read by people: the options' values as words
// ("por grupo"), never their codes ("por-grupo" in quotes); no nested parentheses; no "(s)"/"(m)" plurals.
import { classify, validateDocument } from '../../src/engine';
import type { ConcursoResult } from '../../src/engine';

function run(doc: Record<string, unknown>): ConcursoResult {
  const v = validateDocument(doc);
  if (v.problemas.length > 0 || !v.concurso) throw new Error('documento inválido: ' + JSON.stringify(v.problemas));
  return classify(v.concurso);
}

const texts = (r: ConcursoResult): string[] => [
  ...r.avisos.map((w) => w.mensagem),
  ...r.cargos.flatMap((c) => [...c.memoria.map((s) => s.mensagem), ...c.avisos.map((w) => w.mensagem)]),
];

test.each([
  ['pirangi-3056-2025', 'total', 'todas'],
  ['pirangi-3056-2025', 'por-grupo', 'maior-percentual'],
  ['federal-12990-2014', 'total', 'todas'],
])('%s, arredondamento %s, reservaMultipla %s: words, not codes', (regra, arredondamento, reservaMultipla) => {
  const candidatos = [
    ...Array.from({ length: 14 }, (_, i) => ({ inscricao: String(100 + i), nota: 90 - i, grupo: null, optante: false })),
    { inscricao: '200', nota: 50, grupo: 'PP', optante: true, confirmacao: 'deferida', pcd: true, avaliacaoPcd: 'deferida' },
    // Under Lei 12.990 (PP only) these two declared a group without a reserve: one warning for both.
    { inscricao: '201', nota: 49, grupo: 'IND', optante: true, confirmacao: 'deferida' },
    { inscricao: '202', nota: 48, grupo: 'IND', optante: true, confirmacao: 'deferida' },
  ];
  const r = run({ vagas: 7, regra, opcoes: { arredondamento, reservaMultipla, pcd: 'federal-9508-2018' }, candidatos });
  const all = texts(r).join('\n');
  const offending = (re: RegExp): string[] => texts(r).filter((t) => re.test(t));
  expect(all).toContain('Leitura do arredondamento: ' + (arredondamento === 'total' ? 'total' : 'por grupo'));
  expect(all).toContain('candidato numa lista racial e na PcD: ' + (reservaMultipla === 'todas' ? 'todas' : 'maior percentual'));
  expect(offending(/"(total|por-grupo|todas|maior-percentual|ampla|eliminado|anterior|posterior)"/)).toEqual([]);
  expect(offending(/\([^()]*\([^()]*\)[^()]*\)/)).toEqual([]);
  expect(offending(/\((s|m|aram|es)\)/)).toEqual([]);
});

test('an absence at the confirmation cites the edital’s item or the commission’s choice, never Art. 4º (which only creates the procedure)', () => {
  const candidatos = [
    ...Array.from({ length: 9 }, (_, i) => ({ inscricao: String(100 + i), nota: 90 - i, grupo: null, optante: false })),
    { inscricao: '300', nota: 50, grupo: 'PP', optante: true, confirmacao: 'ausente' },
  ];
  const line = (opcoes: Record<string, unknown>) =>
    run({ vagas: 5, opcoes, candidatos }).cargos[0].memoria.find((s) => s.tipo === 'ausencia')!;
  const plain = line({});
  expect(plain.artigo).toBe('opção da comissão, sem item do edital informado');
  expect(plain.mensagem).toBe(
    'Inscrição 300: ausente no procedimento de confirmação (PP) — segue apenas na ampla concorrência, como prevê a opção da comissão para a ausência na confirmação: ampla; opção da comissão, sem item do edital informado.',
  );
  const cited = line({ ausenciaConfirmacao: 'eliminado', fundamentos: { ausenciaConfirmacao: 'item 7.4 do Edital nº 1/2026' } });
  expect(cited.artigo).toBe('item 7.4 do Edital nº 1/2026');
  expect(cited.mensagem).toContain(
    'eliminada, como prevê a opção da comissão para a ausência na confirmação: eliminado; item 7.4 do Edital nº 1/2026.',
  );
});

test('the split-cargos warning names no court decision it cannot cite, and cites the minimum’s article', () => {
  const c = (cargo: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ inscricao: `${cargo}${i}`, nota: 90 - i, grupo: null, optante: false, cargo }));
  const r = run({
    cargos: [
      { cargo: 'Motorista', vagas: 1 },
      { cargo: 'Professor', vagas: 4 },
    ],
    candidatos: [...c('Motorista', 3), ...c('Professor', 6)],
  });
  const w = r.avisos.find((x) => x.codigo === 'cargo-abaixo-do-minimo')!;
  expect(w.mensagem).not.toMatch(/tribuna/);
  expect(w.mensagem).toContain('confira se a divisão por cargo tem justificativa própria e registre-a.');
  expect(w.artigo).toBe('art. 8º, caput e §2º');
});
