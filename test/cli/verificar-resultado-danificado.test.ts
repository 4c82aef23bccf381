// `cotas verificar` reads the result workbook with the same package reader as every input: a result
// file is as untrusted as a candidates file. A row number past the sheet's limit (which hung the
// in-memory reader used before) and a sheet part whose CRC-32 does not match are each named, in
// Portuguese, with exit 1, in well under a second.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import JSZip from 'jszip';
import { cotasHere } from '../support/entradas';
import { buildPackage, inlineRow } from '../hosts/file/pacote-montagem';

const root = path.join(__dirname, '..', '..');
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-verificar-'));
  fs.writeFileSync(path.join(dir, 'entrada.json'), JSON.stringify({ vagas: 1, candidatos: [{ inscricao: '1', nota: 9 }] }));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function verify(result: Buffer): Promise<{ code: number; stderr: string; ms: number }> {
  const f = path.join(dir, 'resultado.xlsx');
  fs.writeFileSync(f, result);
  const t0 = Date.now();
  const r = await cotasHere(root, ['verificar', path.join(dir, 'entrada.json'), f]);
  return { code: r.code ?? -1, stderr: r.stderr, ms: Date.now() - t0 };
}

describe('cotas verificar with a damaged result workbook', () => {
  test('a row past 1.048.576 is damage named by its cell', async () => {
    const bytes = await buildPackage({
      sheets: [
        { nome: 'Resumo', dados: inlineRow(1, ['a']) + '<row r="2000000000"><c r="A2000000000" t="inlineStr"><is><t>x</t></is></c></row>' },
      ],
    });
    const r = await verify(bytes);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("'resultado.xlsx': a planilha 'Resumo' está danificada: a célula A2000000000 está além da última linha");
    expect(r.stderr).not.toMatch(/Error|at .*\.js/);
    expect(r.ms).toBeLessThan(20000);
  });

  test('a sheet part whose CRC-32 does not match is refused', async () => {
    const good = await buildPackage({ sheets: [{ nome: 'Resumo', dados: inlineRow(1, ['Resultado']) }], compression: 'STORE' });
    // Stored uncompressed: change one letter of the sheet's text, leaving the recorded CRC-32 as it was.
    const at = good.indexOf(Buffer.from('Resultado'));
    const bad = Buffer.from(good);
    bad[at] = 'X'.charCodeAt(0);
    const r = await verify(bad);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('danificad');
    expect(await JSZip.loadAsync(good)).toBeTruthy();
  });
});
