// The `cotas` command as a user runs it (bin/cotas.js, compiled by the global setup) and as the
// contract describes it (docs/contrato.md).
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { classify, reserve, toContractJson, validateDocument } from '../../src/engine';
import { pickExpected } from '../helpers/expected';

const root = path.join(__dirname, '..', '..');
const bin = path.join(root, 'bin', 'cotas.js');
const examplesDir = path.join(root, 'test', 'fixtures', 'examples');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-cli-'));

function cotas(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function writeJson(name: string, doc: unknown): string {
  const f = path.join(tmp, name);
  fs.writeFileSync(f, JSON.stringify(doc));
  return f;
}

describe('exemplos da especificação, pela linha de comando', () => {
  for (const file of fs.readdirSync(examplesDir).filter((f) => f.endsWith('.json'))) {
    test(file, () => {
      const ex = JSON.parse(fs.readFileSync(path.join(examplesDir, file), 'utf8'));
      if (ex.kind === 'reserva') {
        const r = cotas('reserva', ...ex.args, '--json');
        expect(r.code).toBe(0);
        expect(JSON.parse(r.stdout)).toEqual(ex.expected);
      } else {
        const r = cotas('classificar', writeJson(file, ex.input), '--json');
        expect(r.stderr).toBe('');
        expect(r.code).toBe(0);
        expect(pickExpected(JSON.parse(r.stdout), ex.expected)).toEqual(ex.expected);
      }
    });
  }
});

test('um exemplo da especificação pode ser passado como está (kind/input/expected)', () => {
  const file = path.join(examplesDir, '02-reversao-quilombola-para-indigena.json');
  const ex = JSON.parse(fs.readFileSync(file, 'utf8'));
  const r = cotas('classificar', file, '--json');
  expect(r.code).toBe(0);
  expect(pickExpected(JSON.parse(r.stdout), ex.expected)).toEqual(ex.expected);
});

describe('cotas reserva', () => {
  test('17 vagas como no contrato, e por-grupo', () => {
    expect(JSON.parse(cotas('reserva', '17', '--json').stdout)).toEqual(reserve(17));
    const pg = JSON.parse(cotas('reserva', '17', '--arredondamento', 'por-grupo', '--json').stdout);
    expect(pg.reserva).toEqual({ PP: 3, IND: 1, QUI: 0, AC: 13 });
    const pos = (m: string) => pg.sequencia.flatMap((x: string, k: number) => (x === m ? [k + 1] : []));
    expect(pos('PP')).toEqual([4, 10, 17]);
    expect(pos('IND')).toEqual([16]);
  });
  test('colisão posterior move IND para depois', () => {
    const pg = JSON.parse(cotas('reserva', '17', '--arredondamento', 'por-grupo', '--colisao', 'posterior', '--json').stdout);
    expect(pg.sequencia.length).toBe(17);
    // PP takes 17 first; the only position after 17 is beyond n, so IND falls back to the nearest earlier one.
    expect(pg.sequencia[15]).toBe('IND');
    const pg100 = JSON.parse(cotas('reserva', '100', '--arredondamento', 'por-grupo', '--colisao', 'posterior', '--json').stdout);
    expect(pg100.sequencia[17]).toBe('IND'); // 17 is PP's, IND moves to 18
    expect(pg100.sequencia[16]).toBe('PP');
  });
  test.each([
    ['federal-15142-2025', 10, { PP: 3, IND: 0, QUI: 0, AC: 7 }],
    ['federal-12990-2014', 2, { PP: 0, AC: 2 }],
    ['federal-12990-2014', 3, { PP: 1, AC: 2 }],
  ])('regra %s com %i vagas', (regra, n, expected) => {
    const r = cotas('reserva', String(n), '--regra', regra, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).reserva).toEqual(expected);
    expect(JSON.parse(r.stdout).regra).toBe(regra);
  });
  test('sem --json: tabela em português com a outra leitura', () => {
    const r = cotas('reserva', '17');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Pretos e pardos (PP)');
    expect(r.stdout).toContain('Pela leitura "por-grupo"');
    expect(r.stdout).toMatch(/13ª\s+IND/);
  });
  test.each([['-1'], ['2.5'], ['abc']])('vagas inválidas (%s) saem com código 1 e nada na saída padrão', (v) => {
    const r = cotas('reserva', v, '--json');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/vagas inválido/);
  });
  test('uso incorreto sai com código 2', () => {
    for (const args of [[], ['reserva'], ['reserva', '3', '--regra', 'nao-existe'], ['reserva', '3', '--arredondamento', 'meio'], ['desconhecido'], ['reserva', '3', '--xyz']]) {
      const r = cotas(...args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('Uso:');
    }
  });
});

describe('cotas classificar (JSON)', () => {
  const base = JSON.parse(fs.readFileSync(path.join(examplesDir, '02-reversao-quilombola-para-indigena.json'), 'utf8')).input;

  test('as opções da linha de comando valem sobre as do documento e coincidem com o motor', () => {
    const f = writeJson('opcoes.json', { ...base, regra: 'pirangi-3056-2025', opcoes: { arredondamento: 'total' } });
    const r = cotas('classificar', f, '--json', '--regra', 'federal-15142-2025', '--arredondamento', 'por-grupo', '--colisao', 'posterior', '--ausencia', 'eliminado', '--data-referencia', '2026-02-01', '--data-edital', '2026-01-05');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    const v = validateDocument({
      ...base,
      regra: 'federal-15142-2025',
      opcoes: { arredondamento: 'por-grupo', colisao: 'posterior', ausenciaConfirmacao: 'eliminado', dataReferencia: '2026-02-01', dataEdital: '2026-01-05' },
    });
    expect(out).toEqual(JSON.parse(JSON.stringify(toContractJson(classify(v.concurso!)))));
    expect(out.regra).toBe('federal-15142-2025');
    expect(out.cargos[0].reserva).toEqual({ PP: 8, IND: 1, QUI: 1, AC: 20 });
  });

  test('--vagas substitui as vagas do documento', () => {
    const r = cotas('classificar', writeJson('vagas.json', base), '--json', '--vagas', '3');
    expect(JSON.parse(r.stdout).cargos[0].nomeacao.map((n: any) => n.inscricao)).toEqual(['2000', '2001', '2002']); // n = 3: PP at position 3; 2002 is outside the 2 AC vacancies
  });

  test('--vagas por cargo e --vagas inválido', () => {
    const doc = JSON.parse(fs.readFileSync(path.join(examplesDir, '04-dois-cargos.json'), 'utf8')).input;
    const r = cotas('classificar', writeJson('dois.json', doc), '--json', '--vagas', 'Professor PEB I=3, Motorista=2');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.cargos.map((c: any) => [c.cargo, c.vagas])).toEqual([
      ['Professor PEB I', 3],
      ['Motorista', 2],
    ]);
    const bad = cotas('classificar', writeJson('dois-ruim.json', doc), '--json', '--vagas', 'Professor PEB I=-3');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain("--vagas");
    expect(bad.stderr).toContain('Professor PEB I');
  });

  test('a tabela legível mostra o nome certo mesmo com a mesma inscrição em dois cargos', () => {
    const f = writeJson('nomes.json', {
      cargos: [
        { cargo: 'Professor', vagas: 1 },
        { cargo: 'Motorista', vagas: 1 },
      ],
      candidatos: [
        { inscricao: '1', nome: 'Ana Professora', nota: 80, cargo: 'Professor' },
        { inscricao: '1', nome: 'Bruno Motorista', nota: 70, cargo: 'Motorista' },
      ],
    });
    const r = cotas('classificar', f);
    expect(r.code).toBe(0);
    const [professor, motorista] = r.stdout.split('=== Motorista');
    expect(professor).toMatch(/1ª\s+AC\s+1\s+Ana Professora/);
    expect(motorista).toMatch(/1ª\s+AC\s+1\s+Bruno Motorista/);
  });

  test('sem --json imprime as listas em português', () => {
    const r = cotas('classificar', writeJson('legivel.json', base));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Ordem de nomeação');
    expect(r.stdout).toContain('Lista Indígenas (IND)');
    expect(r.stdout).toMatch(/28ª\s+QUI\s+2101\s+IND/);
  });

  test('entrada inválida: código 1, todos os problemas de uma vez, nada na saída padrão', () => {
    const f = writeJson('ruim.json', {
      cargos: [{ cargo: 'Professor', vagas: -1 }, { cargo: 'Motorista', vagas: 1.5 }],
      candidatos: [
        { inscricao: '1', nota: 'dez', cargo: 'Professor' },
        { inscricao: '1', nota: 5, cargo: 'Professor' },
        { nota: 5, cargo: 'Professor' },
        { inscricao: '4', nota: 5, grupo: 'XYZ', cargo: 'Professor' },
        { inscricao: '5', nota: 5, confirmacao: 'talvez', grupo: 'PP', optante: true, cargo: 'Professor' },
        { inscricao: '6', nota: 5, optante: true, cargo: 'Professor' },
        { inscricao: '7', nota: 5, cargo: 'Vigia' },
      ],
    });
    const r = cotas('classificar', f, '--json');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('  - '));
    expect(lines.length).toBe(9);
    expect(r.stderr).toContain('Cargo "Professor": número de vagas inválido -1');
    expect(r.stderr).toContain('Cargo "Motorista": número de vagas inválido 1.5');
    expect(r.stderr).toContain('Candidato 1 (inscrição 1), campo "nota": a nota "dez" não é um número.');
    expect(r.stderr).toContain('Candidato 2, campo "inscricao": inscrição 1 repetida no cargo "Professor"');
    expect(r.stderr).toContain('Candidato 3, campo "inscricao": falta a inscrição.');
    expect(r.stderr).toContain('Candidato 4 (inscrição 4), campo "grupo": grupo desconhecido "XYZ"');
    expect(r.stderr).toContain('Candidato 5 (inscrição 5), campo "confirmacao"');
    expect(r.stderr).toContain('Candidato 6 (inscrição 6), campo "optante"');
    expect(r.stderr).toContain('Candidato 7 (inscrição 7), campo "cargo": o cargo "Vigia" não tem número de vagas');
  });

  test('arquivo inexistente ou JSON quebrado: código 1', () => {
    expect(cotas('classificar', path.join(tmp, 'nao-existe.json')).code).toBe(1);
    const f = path.join(tmp, 'quebrado.json');
    fs.writeFileSync(f, '{"vagas": 3,');
    const r = cotas('classificar', f, '--json');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('não é um JSON válido');
  });
});
