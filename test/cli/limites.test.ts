// Every documented limit works end to end (docs/planilha.md: a cargo has at most 50.000 vagas): the
// readable summary, the written workbook and the JSON of a concurso AT the limit, with no "Maximum call
// stack size exceeded" from a spread (push(...lines), Math.max(...rows)) over a list as long as the
// vacancies. The concurso is classified once (the order of nomination costs O(n²) in the engine,
// rules.md §6: about a minute and a half at 50.000 vagas on a CI machine) and delivered each way.
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
const SLOW = 400_000;

/** A concurso of one cargo with `vagas` vacancies and as many candidates, one in five a cotista. */
function concursoJson(vagas: number): string {
  const candidatos = Array.from({ length: vagas }, (_, i) => {
    const cota = i % 5 === 0;
    return {
      inscricao: String(100000 + i),
      nome: `Pessoa ${i}`,
      nota: 100 - i / (vagas + 1),
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
  const r = readJsonInput(concursoJson(MAX_VACANCIES), readOptionFlags({}));
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
      expect(r.stdout).toMatch(/^ +50\.?000ª +[A-Z]+ +1\d{5} +Pessoa \d+ +[A-Z]+$/m);
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
