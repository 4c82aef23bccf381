// Every documented limit works end to end (docs/planilha.md: a cargo has at most 50.000 vagas): the
// readable summary, the written workbook and the JSON of a concurso AT the limit, with no "Maximum call
// stack size exceeded" from a spread (push(...lines), Math.max(...rows)) over a list as long as the
// vacancies. The concurso is classified once and delivered each way. Its 1.000 candidates fill the
// first positions and leave the others unfilled: every one of the 50.000 positions still has its line
// in the summary, its entry in the JSON and its row in the workbook (what overflowed), while the order
// of nomination, which reads at most the candidates there are for each number of vacancies (rules.md
// §6), stays a matter of seconds.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Concurso, ConcursoResult } from '../../src/engine';
import { MAX_VACANCIES } from '../../src/engine/types';
import { readJsonInput } from '../../src/cli/main';
import { readOptionFlags } from '../../src/cli/opcoes';
import { deliver } from '../../src/cli/resultado';
import { cotasHere } from '../support/entradas';

const root = path.join(__dirname, '..', '..');
let dir: string;
let input: { concurso: Concurso; resultado: ConcursoResult };
const SLOW = 120_000;

/** A concurso of one cargo with `vagas` vacancies and `count` candidates, one in five a cotista. */
function concursoJson(vagas: number, count: number): string {
  const candidatos = Array.from({ length: count }, (_, i) => {
    const cota = i % 5 === 0;
    return {
      inscricao: String(100000 + i),
      nome: `Pessoa ${i}`,
      nota: 100 - i / (count + 1),
      grupo: cota ? 'PP' : null,
      optante: cota,
      ...(cota ? { confirmacao: 'deferida' } : {}),
    };
  });
  const f = path.join(dir, `limite-${vagas}.json`);
  fs.writeFileSync(f, JSON.stringify({ vagas, candidatos }));
  return f;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-limites-'));
  expect(MAX_VACANCIES).toBe(50000);
  const r = readJsonInput(concursoJson(MAX_VACANCIES, 1000), readOptionFlags({}));
  if ('failure' in r) throw new Error(r.failure.stderr);
  input = r;
}, SLOW);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a cargo of 50.000 vagas (the documented maximum), classified once', () => {
  it(
    'the readable summary names every position, and the workbook is written',
    async () => {
      const saida = path.join(dir, 'resultado.xlsx');
      const r = await deliver({ ...input, entrada: path.join(dir, 'limite-50000.json'), saida, largura: 100 });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Cargo único — 50.000 vagas');
      expect(r.stdout).toMatch(/^ +1\.?000ª +[A-Z]+ +1\d{5} +Pessoa \d+ +[A-Z]+$/m);
      expect(r.stdout).toMatch(/^ +50\.?000ª +[A-Z]+ +— +\(vaga não preenchida\)/m);
      expect(r.stdout).toContain(`Listas finais gravadas em '${saida}'`);
      expect(fs.readFileSync(saida).subarray(0, 2).toString('latin1')).toBe('PK');
    },
    SLOW,
  );

  it(
    'the JSON carries the 50.000 positions',
    async () => {
      const r = await deliver({ ...input, entrada: 'limite.json', json: true });
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(out.cargos[0].nomeacao).toHaveLength(50000);
    },
    SLOW,
  );
});

describe('cotas reserva 50000', () => {
  it('the table of the 50.000 positions', async () => {
    const r = await cotasHere(root, ['reserva', '50000']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ 50\.?000ª AC$/m);
  });
});
