// The corpus itself: made by tools/gerar-entradas.ts (deterministic: the committed files are
// byte for byte what the script writes), every row of the corpus's table covered, small files only.
import * as fs from 'fs';
import * as path from 'path';
import { CASOS, bytesDoCaso, manifesto } from '../../tools/gerar-entradas';
import { FIXTURES, manifest } from '../support/entradas';

describe('corpus de entradas (test/fixtures/entradas)', () => {
  test('casos.json é o que o gerador escreve (rode npm run gerar-entradas depois de mudar um caso)', () => {
    expect(manifest()).toEqual(JSON.parse(JSON.stringify(manifesto())));
  });

  test('cada arquivo é, byte a byte, o que o gerador escreve; nenhum arquivo sobrando; todos pequenos', async () => {
    const expected = new Set(['casos.json']);
    for (const c of CASOS) {
      const bytes = await bytesDoCaso(c);
      if (bytes === null) {
        expect(c.geradoNoTeste).toBe(true);
        continue;
      }
      expected.add(c.arquivo);
      const file = path.join(FIXTURES, c.arquivo);
      expect(fs.existsSync(file)).toBe(true);
      expect({ arquivo: c.arquivo, igual: fs.readFileSync(file).equals(bytes) }).toEqual({ arquivo: c.arquivo, igual: true });
      expect(bytes.length).toBeLessThan(20 * 1024);
    }
    expect(fs.readdirSync(FIXTURES).sort()).toEqual([...expected].sort());
  });

  test('cada linha da tabela da issue tem um caso (a 18, 1 milhão de linhas, tem o seu teste fora do corpus), e há casos menores', () => {
    const rows = new Set(manifest().map((c) => c.linhaDaTabela));
    for (let r = 1; r <= 20; r++) if (r !== 18) expect({ linha: r, coberta: rows.has(r) }).toEqual({ linha: r, coberta: true });
    expect(manifest().filter((c) => c.linhaDaTabela === 'menor').length).toBeGreaterThanOrEqual(10);
  });

  test('cada caso diz o que espera, em português, e roda em algum lugar', () => {
    const names = new Set<string>();
    for (const c of manifest()) {
      expect(names.has(c.arquivo)).toBe(false);
      names.add(c.arquivo);
      expect(c.descricao.length).toBeGreaterThan(20);
      expect(c.hosts.length).toBeGreaterThan(0);
      expect([0, 1, 2, 3]).toContain(c.esperado.saida);
      if (c.esperado.saida === 0) expect((c.esperado.nomeados ?? []).length).toBeGreaterThan(0);
      if (c.esperado.saida === 1 && !c.interromperGravando) expect((c.esperado.problemaContem ?? []).length).toBeGreaterThan(0);
    }
  });
});
