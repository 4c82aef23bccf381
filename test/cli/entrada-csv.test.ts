// A CSV through the command, as the commission would give it: the file's name is not a sheet's name
// (a CSV has no add-in marker), a decimal comma that a ","-separated file split, and a line in another
// encoding are refused, never read silently wrong.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { cotasHere } from '../support/entradas';

const root = path.join(__dirname, '..', '..');
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-entrada-csv-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function classificar(nome: string, bytes: string | Buffer): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const file = path.join(dir, nome);
  fs.writeFileSync(file, bytes);
  return cotasHere(root, ['classificar', file, '--vagas', '2', '--json']);
}

const CANDIDATES = 'Inscrição;Nome;Nota\n1001;Ana;89\n1002;Bia;70\n1003;Caio;60\n';

describe("a CSV named like one of the add-in's output sheets (or the Parâmetros, the Nomeações) is read like any other", () => {
  it.each([
    'pp.csv',
    'ac.csv',
    'nomeacao.csv',
    'PCD.csv',
    'Resumo.csv',
    'AC - Professor.csv',
    'Nomeações.csv',
    'Parâmetros.csv',
    'Histórico.csv',
  ])('%s', async (nome) => {
    const r = await classificar(nome, CANDIDATES);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).cargos[0].nomeacao.map((n: { inscricao: string }) => n.inscricao)).toEqual(['1001', '1002']);
  });
});

describe('refused, exit 1, the line named', () => {
  it('an unquoted decimal comma in a ","-separated file (89,5 read as 89 before)', async () => {
    const r = await classificar('lista.csv', 'Inscrição,Nome,Nota,Observação\n1001,Ana,89,5\n1002,Bia,70,\n1003,Caio,60,\n');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('A linha 2 parece ter uma nota com vírgula decimal sem aspas (89,5)');
  });
  it('a Windows-1252 line in a UTF-8 file', async () => {
    const bytes = Buffer.concat([Buffer.from('Inscrição;Nome;Nota\n1001;João;89\n', 'utf8'), Buffer.from('1002;José;70\n', 'latin1')]);
    const r = await classificar('mista.csv', bytes);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('A linha 3 não está em UTF-8, como o resto do arquivo');
  });
});

describe('a CSV named Parâmetros.csv without a candidates header', () => {
  it('is told as any CSV without the header is, not as a Parâmetros sheet', async () => {
    const text = 'Concurso;Prefeitura\nVagas;2\n';
    const r = await classificar('Parâmetros.csv', text);
    const same = await classificar('lista.csv', text);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("Planilha 'Parâmetros': nenhuma das primeiras 30 linhas é um cabeçalho com 'Inscrição' e 'Nota'");
    expect(r.stderr).toBe(same.stderr.replace(/lista/g, 'Parâmetros'));
  });
});
