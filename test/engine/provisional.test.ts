// Whether a result may be published: an error or a pending confirmation makes every list provisional.
import { isProvisional } from '../../src/engine';
import type { ConcursoResult, Warning } from '../../src/engine';

function result(avisos: Warning[], cargoAvisos: Warning[] = []): ConcursoResult {
  return { avisos, cargos: [{ avisos: cargoAvisos }] } as unknown as ConcursoResult;
}
const w = (nivel: Warning['nivel'], codigo: string): Warning => ({ nivel, codigo, mensagem: '', artigo: '' }) as unknown as Warning;

test('an error anywhere, or a pending confirmation, makes the result provisional; warnings and notes do not', () => {
  expect(isProvisional(result([]))).toBe(false);
  expect(isProvisional(result([w('aviso', 'cargo-abaixo-do-minimo')], [w('info', 'fundamentos')]))).toBe(false);
  expect(isProvisional(result([], [w('erro', 'empate-nao-resolvido')]))).toBe(true);
  expect(isProvisional(result([w('erro', 'edital-anterior-a-lei')]))).toBe(true);
  expect(isProvisional(result([], [w('aviso', 'resultado-provisorio')]))).toBe(true);
});
