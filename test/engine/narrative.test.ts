// The engine hands its warnings and outcomes over as data and narrative/ writes their words: these
// properties hold over the spec's examples and a few hundred generated concursos (every rule set, PcD
// rule, option and confirmation state).
import * as fs from 'fs';
import * as path from 'path';
import { KNOWN_GROUP_CODES, PCD_RULES, RULE_SETS, classify, toContractJson, validateDocument } from '../../src/engine';
import type { ConcursoResult, Warning } from '../../src/engine';
import { warningLine } from '../../src/engine/narrative';

/** A deterministic pseudo-random generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generated(seed: number): Record<string, unknown> {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const rules = pick(RULE_SETS);
  const opcoes: Record<string, unknown> = {
    arredondamento: pick(['total', 'por-grupo']),
    ausenciaConfirmacao: pick(['ampla', 'eliminado']),
    pcd: pick(['nenhuma', ...PCD_RULES.map((p) => p.id)]),
    reservaMultipla: pick(['maior-percentual', 'todas']),
  };
  if (r() < 0.2) opcoes.dataEdital = pick(['2020-01-01', '2026-03-20']);
  const vagas = Math.floor(r() * 30);
  const states = ['deferida', 'deferida', 'indeferida', 'pendente', 'ausente'];
  const candidatos = Array.from({ length: Math.max(0, vagas + Math.floor(r() * 30) - 8) }, (_, k) => {
    const grupo = pick([null, null, ...rules.groups.map((g) => g.code), ...KNOWN_GROUP_CODES]);
    const pcd = r() < 0.3;
    return {
      inscricao: String(1000 + k),
      nota: Math.floor(r() * 10) * 5,
      grupo,
      optante: grupo !== null && r() < 0.9,
      confirmacao: pick(states),
      aprovado: r() > 0.05,
      pcd,
      avaliacaoPcd: pick(states),
    };
  });
  return { regra: rules.id, opcoes, vagas, candidatos };
}

function examples(): Record<string, unknown>[] {
  const dir = path.join(__dirname, '..', 'fixtures', 'examples');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((d) => d.kind === 'classificar')
    .map((d) => d.input);
}

const results: ConcursoResult[] = [...examples(), ...Array.from({ length: 300 }, (_, k) => generated(k + 1))].map((doc) => {
  const v = validateDocument(doc);
  if (!v.concurso) throw new Error(JSON.stringify(v.problemas));
  return classify(v.concurso);
});
const warnings: Warning[] = results.flatMap((r) => [...r.avisos, ...r.cargos.flatMap((c) => c.avisos)]);

describe('the engine returns data; narrative/ writes the words', () => {
  test('the generated concursos reach every kind of provisional nomination and warning', () => {
    const pend = new Set(results.flatMap((r) => r.cargos.flatMap((c) => c.candidatos.map((o) => o.pendencias.join('+')))));
    expect([...pend].sort()).toEqual(['', 'avaliacaoPcd', 'confirmacao', 'confirmacao+avaliacaoPcd']);
    expect(new Set(warnings.map((w) => w.codigo)).size).toBeGreaterThanOrEqual(11);
  });

  test('a provisional outcome is a nomination whose descricao names exactly the checks it waits for', () => {
    const text: Record<string, string> = {
      '': '',
      confirmacao: ' – provisório: confirmação pendente',
      avaliacaoPcd: ' – provisório: avaliação PcD pendente',
      'confirmacao+avaliacaoPcd': ' – provisório: confirmação e avaliação PcD pendentes',
    };
    const wrong: unknown[] = [];
    for (const r of results)
      for (const c of r.cargos)
        for (const o of c.candidatos) {
          const named = o.situacao === 'a-nomear' ? o.descricao.endsWith(text[o.pendencias.join('+')]) : !/provis/.test(o.descricao);
          if (o.provisorio !== o.pendencias.length > 0 || (o.provisorio && o.situacao !== 'a-nomear') || !named) wrong.push(o);
        }
    expect(wrong).toEqual([]);
  });

  test("the JSON contract carries the sentences and only the contract's fields (no facts)", () => {
    const warningKeys = ['nivel', 'codigo', 'artigo', 'mensagem', 'inscricoes', 'empates'];
    const outcomeKeys = [
      'inscricao',
      'situacao',
      'descricao',
      'posicao',
      'modalidade',
      'classificacaoAC',
      'listaGrupo',
      'classificacaoGrupo',
      'classificacaoPcd',
      'entrada',
      'explicacao',
      'provisorio',
      'ato',
      'data',
      'fimDeFila',
    ];
    const wrong: unknown[] = [];
    for (const r of results) {
      const json = JSON.parse(JSON.stringify(toContractJson(r, { detalhes: true })));
      const all = (c: any) => [...c.avisos, ...c.notas];
      for (const w of [...all(json), ...json.cargos.flatMap(all)]) {
        const keys = Object.keys(w);
        if (keys.slice(0, 4).join() !== warningKeys.slice(0, 4).join() || keys.some((k) => !warningKeys.includes(k))) wrong.push(w);
      }
      for (const c of json.cargos) for (const o of c.candidatos) if (Object.keys(o).join() !== outcomeKeys.join()) wrong.push(o);
    }
    expect(wrong).toEqual([]);
  });

  test("a warning's line shows its article once: after the sentence, unless the sentence names it", () => {
    const wrong = warnings.filter((w) => {
      const line = warningLine(w);
      return w.artigo === '' || w.mensagem.includes(w.artigo) ? line !== w.mensagem : line !== `${w.mensagem} (${w.artigo})`;
    });
    expect(wrong).toEqual([]);
  });
});
