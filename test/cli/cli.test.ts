// The `cotas` command as the contract describes it (docs/contrato.md): the function bin/cotas.js runs,
// called in this process; the terminal-width cases run bin/cotas.js itself (compiled by the global
// setup), as test/entradas/cli.test.ts does for the signals, the links and the environment.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { classify, reserve, toContractJson, validateDocument } from '../../src/engine';
import type { CellValue } from '../../src/sheet';
import { cotasHere } from '../support/entradas';
import { writeWorkbook } from '../support/workbook-files';

const root = path.join(__dirname, '..', '..');
const bin = path.join(root, 'bin', 'cotas.js');
const examplesDir = path.join(root, 'test', 'fixtures', 'examples');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-cli-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `cotas …` with its own environment (the terminal's width): bin/cotas.js in a process of its own. */
function cotasEnv(env: Record<string, string>, ...args: string[]): Run {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, COLUMNS: '', ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * `cotas …` in this process: the function bin/cotas.js runs (cotasHere), without a terminal width —
 * what a process started by a test sees. The cases that need an environment of their own (the width)
 * and the binary itself run as processes (cotasEnv).
 */
async function cotas(...args: string[]): Promise<Run> {
  const columns = process.env.COLUMNS;
  delete process.env.COLUMNS;
  try {
    const { code, stdout, stderr } = await cotasHere(root, args);
    return { code, stdout, stderr };
  } finally {
    if (columns !== undefined) process.env.COLUMNS = columns;
  }
}

/** Parses the JSON output of a successful run (the test fails with the run's stderr otherwise). */
function json(r: Run): any {
  expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(r.stdout);
}

function writeJson(name: string, doc: unknown): string {
  const f = path.join(tmp, name);
  fs.writeFileSync(f, JSON.stringify(doc));
  return f;
}

function example(name: string): any {
  return JSON.parse(fs.readFileSync(path.join(examplesDir, name), 'utf8'));
}

/**
 * The actual output cut to the expected one's fields (the contract allows more fields), except that
 * arrays keep every actual entry: an extra or missing entry is a difference.
 */
function pickStrict(actual: any, expected: any): any {
  if (Array.isArray(expected))
    return Array.isArray(actual) ? actual.map((a, k) => (k < expected.length ? pickStrict(a, expected[k]) : a)) : actual;
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return actual;
    const out: any = {};
    for (const k of Object.keys(expected)) out[k] = pickStrict(actual[k], expected[k]);
    return out;
  }
  return actual;
}

/** The text with every run of white space as one space: wrapped prose compares as written. */
const flat = (s: string): string => s.replace(/\s+/g, ' ');

const positions = (sequencia: string[], m: string): number[] => sequencia.flatMap((x, k) => (x === m ? [k + 1] : []));

describe('exemplos da especificação, pela linha de comando', () => {
  const files = fs.readdirSync(examplesDir).filter((f) => f.endsWith('.json'));
  test('os exemplos incluem o de PcD (06)', () => {
    expect(files).toContain('06-pcd-federal.json');
  });
  test('pickStrict vê entradas a mais num array', () => {
    expect(pickStrict({ a: [1, 2, 3] }, { a: [1, 2] })).not.toEqual({ a: [1, 2] });
    expect(pickStrict({ a: [{ x: 1, y: 2 }], b: 0 }, { a: [{ x: 1 }] })).toEqual({ a: [{ x: 1 }] });
  });
  for (const file of files) {
    test(file, async () => {
      const ex = example(file);
      if (ex.kind === 'reserva') {
        const out = json(await cotas('reserva', ...ex.args, '--json'));
        expect(pickStrict(out, ex.expected)).toEqual(ex.expected);
      } else {
        const out = json(await cotas('classificar', writeJson(file, ex.input), '--json'));
        expect(pickStrict(out, ex.expected)).toEqual(ex.expected);
      }
    });
  }
});

test('um exemplo da especificação pode ser passado como está (kind/input/expected)', async () => {
  const file = path.join(examplesDir, '02-reversao-quilombola-para-indigena.json');
  const ex = example('02-reversao-quilombola-para-indigena.json');
  expect(pickStrict(json(await cotas('classificar', file, '--json')), ex.expected)).toEqual(ex.expected);
});

describe('cotas reserva', () => {
  test('17 vagas como no contrato, e por-grupo', async () => {
    expect(json(await cotas('reserva', '17', '--json'))).toEqual(reserve(17));
    const pg = json(await cotas('reserva', '17', '--arredondamento', 'por-grupo', '--json'));
    expect(pg.reserva).toEqual({ PP: 3, IND: 1, QUI: 0, AC: 13 });
    expect(positions(pg.sequencia, 'PP')).toEqual([4, 10, 17]);
    expect(positions(pg.sequencia, 'IND')).toEqual([16]);
  });
  test('colisão posterior move IND para depois', async () => {
    const pg = json(await cotas('reserva', '17', '--arredondamento', 'por-grupo', '--colisao', 'posterior', '--json'));
    expect(pg.sequencia.length).toBe(17);
    // PP takes 17 first; the only position after 17 is beyond n, so IND falls back to the nearest earlier one.
    expect(pg.sequencia[15]).toBe('IND');
    const pg100 = json(await cotas('reserva', '100', '--arredondamento', 'por-grupo', '--colisao', 'posterior', '--json'));
    expect(pg100.sequencia[17]).toBe('IND'); // 17 is PP's, IND moves to 18
    expect(pg100.sequencia[16]).toBe('PP');
  });
  test.each([
    ['federal-15142-2025', 10, { PP: 3, IND: 0, QUI: 0, AC: 7 }],
    ['federal-12990-2014', 2, { PP: 0, AC: 2 }],
    ['federal-12990-2014', 3, { PP: 1, AC: 2 }],
  ])('regra %s com %i vagas', async (regra, n, expected) => {
    const out = json(await cotas('reserva', String(n), '--regra', regra, '--json'));
    expect(out.reserva).toEqual(expected);
    expect(out.regra).toBe(regra);
  });

  test('--pcd federal-9508-2018 com 21 vagas: a tabela de regras.md §9', async () => {
    const out = json(await cotas('reserva', '21', '--pcd', 'federal-9508-2018', '--json'));
    expect(out.reserva).toEqual({ PP: 3, IND: 1, QUI: 0, PCD: 2, AC: 15 });
    expect(out.sequencia).toHaveLength(21);
    expect(positions(out.sequencia, 'PCD')).toEqual([5, 21]);
    expect(positions(out.sequencia, 'PP')).toEqual([3, 8, 18]);
    expect(positions(out.sequencia, 'IND')).toEqual([13]);
  });
  test.each([
    [5, { PP: 1, IND: 0, QUI: 0, PCD: 1, AC: 3 }, [5]],
    [10, { PP: 2, IND: 0, QUI: 0, PCD: 1, AC: 7 }, [5]],
    [100, { PP: 15, IND: 3, QUI: 2, PCD: 5, AC: 75 }, [5, 21, 41, 61, 81]],
  ])('--pcd federal-9508-2018 com %i vagas', async (n, reserva, pcdAt) => {
    const out = json(await cotas('reserva', String(n), '--pcd', 'federal-9508-2018', '--json'));
    expect(out.reserva).toEqual(reserva);
    expect(positions(out.sequencia, 'PCD')).toEqual(pcdAt);
  });
  test('--pcd sp-lc683-1992 (ao menos 1 a partir de 5 vagas; 5, 30, 50…) e --pcd nenhuma', async () => {
    const sp = json(await cotas('reserva', '30', '--pcd', 'sp-lc683-1992', '--json'));
    expect(sp.reserva.PCD).toBe(2);
    expect(positions(sp.sequencia, 'PCD')).toEqual([5, 30]);
    expect(json(await cotas('reserva', '6', '--pcd', 'sp-lc683-1992', '--json')).reserva.PCD).toBe(1);
    const none = json(await cotas('reserva', '21', '--pcd', 'nenhuma', '--json'));
    expect(none.reserva).toEqual({ PP: 3, IND: 1, QUI: 0, AC: 17 });
    expect(none.sequencia).not.toContain('PCD');
  });
  test('--reserva-multipla é aceita (não muda a contagem) e dita no texto', async () => {
    const a = json(await cotas('reserva', '21', '--pcd', 'federal-9508-2018', '--reserva-multipla', 'todas', '--json'));
    expect(a).toEqual(json(await cotas('reserva', '21', '--pcd', 'federal-9508-2018', '--json')));
    const t = await cotas('reserva', '21', '--pcd', 'federal-9508-2018', '--reserva-multipla', 'todas');
    expect(t.code).toBe(0);
    expect(t.stdout).toContain('Candidato em duas reservas: todas');
  });

  test('sem --json: tabela em português com a outra leitura e a reserva PcD', async () => {
    const r = await cotas('reserva', '21', '--pcd', 'federal-9508-2018');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Pretos e pardos \(PP\)\s+3\s+3/);
    expect(r.stdout).toMatch(/Pessoas com deficiência \(PCD\)\s+2/);
    // Words, not the contract's codes: a person reads this text (the codes are the flags' values).
    expect(r.stdout).toContain('Pela leitura "por grupo"');
    expect(flat(r.stdout)).toContain('reserva PcD: Decreto federal nº 9.508/2018.');
    expect(r.stdout).not.toMatch(/federal-9508-2018|pirangi-3056-2025|por-grupo/);
    expect(flat(r.stdout)).toContain('Vagas reservadas na ordem de nomeação: PP 3ª, 8ª, 18ª; IND 13ª; PCD 5ª, 21ª.');
    expect(r.stdout).toMatch(/13ª IND/);
    expect(r.stdout).toMatch(/21ª PCD/);
  });
  test.each([['-1'], ['2.5'], ['abc']])('vagas inválidas (%s) saem com código 1 e nada na saída padrão', async (v) => {
    const r = await cotas('reserva', v, '--json');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/vagas inválido/);
  });
  test('uso incorreto sai com código 2', async () => {
    for (const args of [
      [],
      ['reserva'],
      ['reserva', '3', '--regra', 'nao-existe'],
      ['reserva', '3', '--arredondamento', 'meio'],
      ['reserva', '3', '--pcd', 'estadual'],
      ['reserva', '3', '--reserva-multipla', 'uma'],
      ['reserva', '3', '--data-referencia', '2026-01-01'],
      ['desconhecido'],
      ['reserva', '3', '--xyz'],
    ]) {
      const r = await cotas(...args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('Uso:');
    }
  });
  test('--pcd desconhecida: mensagem em português com as regras aceitas', async () => {
    const r = await cotas('reserva', '21', '--pcd', 'federal-8112', '--json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Valor inválido para --pcd: "federal-8112". Use nenhuma, federal-9508-2018 ou sp-lc683-1992.');
  });
});

describe('cotas regras e --help', () => {
  test('cotas regras lista as regras raciais e as de reserva PcD', async () => {
    const r = await cotas('regras');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('pirangi-3056-2025\tLei nº 3.056/2025');
    expect(r.stdout).toContain('federal-9508-2018\tDecreto federal nº 9.508/2018');
    expect(r.stdout).toContain('sp-lc683-1992\t');
    expect(r.stdout).toContain('nenhuma\t');
  });
  test('--help mostra --pcd e --reserva-multipla nos dois comandos', async () => {
    const r = await cotas('--help');
    expect(r.code).toBe(0);
    const [reserva, classificar] = r.stdout.split('cotas classificar');
    for (const part of [reserva, classificar]) {
      expect(part).toContain('--pcd nenhuma|ID');
      expect(part).toContain('--reserva-multipla maior-percentual|todas');
    }
    expect(r.stdout).toContain('federal-9508-2018, sp-lc683-1992');
    expect(r.stdout).toContain('aaaa-mm-dd ou dd/mm/aaaa');
  });
});

describe('cotas classificar (JSON)', () => {
  const base = example('02-reversao-quilombola-para-indigena.json').input;
  const pcdDoc = example('06-pcd-federal.json').input;

  test('as opções da linha de comando valem sobre as do documento e coincidem com o motor', async () => {
    const f = writeJson('opcoes.json', { ...base, regra: 'pirangi-3056-2025', opcoes: { arredondamento: 'total' } });
    const out = json(
      await cotas(
        'classificar',
        f,
        '--json',
        '--regra',
        'federal-15142-2025',
        '--arredondamento',
        'por-grupo',
        '--colisao',
        'posterior',
        '--ausencia',
        'eliminado',
        '--data-referencia',
        '2026-02-01',
        '--data-edital',
        '05/01/2026',
      ),
    );
    const v = validateDocument({
      ...base,
      regra: 'federal-15142-2025',
      opcoes: {
        arredondamento: 'por-grupo',
        colisao: 'posterior',
        ausenciaConfirmacao: 'eliminado',
        dataReferencia: '2026-02-01',
        dataEdital: '2026-01-05',
      },
    });
    expect(out).toEqual(JSON.parse(JSON.stringify(toContractJson(classify(v.concurso!)))));
    expect(out.regra).toBe('federal-15142-2025');
    expect(out.cargos[0].reserva).toEqual({ PP: 8, IND: 1, QUI: 1, AC: 20 });
  });

  test('--pcd vale sobre o "pcd" do documento', async () => {
    const f = writeJson('pcd.json', pcdDoc);
    const doc = json(await cotas('classificar', f, '--json'));
    expect(doc.opcoes.pcd).toBe('federal-9508-2018');
    expect(doc.cargos[0].reserva.PCD).toBe(2);
    // nenhuma: no PcD reserve, no PcD list, no PcD position.
    const none = json(await cotas('classificar', f, '--json', '--pcd', 'nenhuma'));
    expect(none.opcoes.pcd).toBe('nenhuma');
    expect(none.cargos[0].reserva).toEqual({ PP: 3, IND: 1, QUI: 0, AC: 17 });
    expect(Object.keys(none.cargos[0].listas)).toEqual(['AC', 'PP', 'IND', 'QUI']);
    expect(none.cargos[0].sequencia).not.toContain('PCD');
    // Another rule: LC 683/1992 rounds 21 × 5% = 1,05 to 1.
    const sp = json(await cotas('classificar', f, '--json', '--pcd', 'sp-lc683-1992'));
    expect(sp.opcoes.pcd).toBe('sp-lc683-1992');
    expect(sp.cargos[0].reserva).toEqual({ PP: 3, IND: 1, QUI: 0, PCD: 1, AC: 16 });
    // 951 (IND and PcD) stands in both lists under Pirangi's default 'todas' (rules.md §9) and is taken by IND first.
    expect(sp.cargos[0].nomeacao.filter((n: any) => n.modalidade === 'PCD').map((n: any) => n.inscricao)).toEqual(['952']);
    // And the same as the engine with the option in the document.
    expect(sp).toEqual(
      JSON.parse(JSON.stringify(toContractJson(classify(validateDocument({ ...pcdDoc, opcoes: { pcd: 'sp-lc683-1992' } }).concurso!)))),
    );
  });

  test('--pcd num documento sem PcD acrescenta a reserva PCD', async () => {
    const out = json(await cotas('classificar', writeJson('sem-pcd.json', base), '--json', '--pcd', 'federal-9508-2018'));
    expect(out.cargos[0].reserva.PCD).toBe(2); // 30 vacancies: ceil(1,5)
    expect(out.cargos[0].listas.PCD).toEqual([]);
  });

  test('--reserva-multipla: candidato PP e PcD, e IND e PcD', async () => {
    const f = writeJson('multipla.json', pcdDoc);
    const maior = json(await cotas('classificar', f, '--json', '--reserva-multipla', 'maior-percentual')).cargos[0].listas;
    // maior-percentual: PP (15%) > PcD (5%) > IND (3%): 950 only in PP, 951 only in PcD.
    expect(maior.PP).toContain('950');
    expect(maior.PCD).not.toContain('950');
    expect(maior.IND).not.toContain('951');
    expect(maior.PCD).toContain('951');
    const todas = json(await cotas('classificar', f, '--json', '--reserva-multipla', 'todas'));
    expect(todas.opcoes.reservaMultipla).toBe('todas');
    expect(todas.cargos[0].listas.PP).toContain('950');
    expect(todas.cargos[0].listas.PCD).toEqual(expect.arrayContaining(['950', '951']));
    expect(todas.cargos[0].listas.IND).toContain('951');
    // The flag overrides the document's option.
    const doc = writeJson('multipla-doc.json', { ...pcdDoc, opcoes: { ...pcdDoc.opcoes, reservaMultipla: 'todas' } });
    expect(json(await cotas('classificar', doc, '--json', '--reserva-multipla', 'maior-percentual')).cargos[0].listas).toEqual(maior);
  });

  test('--vagas substitui as vagas do documento', async () => {
    const out = json(await cotas('classificar', writeJson('vagas.json', base), '--json', '--vagas', '3'));
    expect(out.cargos[0].nomeacao.map((n: any) => n.inscricao)).toEqual(['2000', '2001', '2002']); // n = 3: PP at position 3; 2002 is outside the 2 AC vacancies
  });

  test('--vagas por cargo (nomes sem diferença de maiúsculas) e --vagas inválido', async () => {
    const doc = example('04-dois-cargos.json').input;
    const out = json(await cotas('classificar', writeJson('dois.json', doc), '--json', '--vagas', 'professor peb i=3, Motorista=2'));
    expect(out.cargos.map((c: any) => [c.cargo, c.vagas])).toEqual([
      ['Professor PEB I', 3],
      ['Motorista', 2],
    ]);
    const bad = await cotas('classificar', writeJson('dois-ruim.json', doc), '--json', '--vagas', 'Professor PEB I=-3');
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('Valor inválido para --vagas: "Professor PEB I=-3"');
    expect(bad.stderr).toContain('Professor PEB I');
    // One number for two cargos: the document does not say how to split it.
    const one = await cotas('classificar', writeJson('dois-um.json', doc), '--json', '--vagas', '5');
    expect(one.code).toBe(1);
    expect(one.stderr).toContain('O documento tem 2 cargos ("Professor PEB I", "Motorista"), mas a opção --vagas dá um número só de vagas');
  });

  test('entrada inválida: código 1, todos os problemas de uma vez, nada na saída padrão', async () => {
    const f = writeJson('ruim.json', {
      cargos: [
        { cargo: 'Professor', vagas: -1 },
        { cargo: 'Motorista', vagas: 1.5 },
      ],
      candidatos: [
        { inscricao: '1', nota: 'dez', cargo: 'Professor' },
        { inscricao: '1', nota: 5, cargo: 'Professor' },
        { nota: 5, cargo: 'Professor' },
        { inscricao: '4', nota: 5, grupo: 'XYZ', cargo: 'Professor' },
        { inscricao: '5', nota: 5, confirmacao: 'talvez', grupo: 'PP', optante: true, cargo: 'Professor' },
        { inscricao: '6', nota: 5, optante: true, cargo: 'Professor' },
        { inscricao: '7', nota: 5, cargo: 'Vigia' },
        { inscricao: '8', nota: 5, cargo: 'Professor', pcd: 'sim', avaliacaoPcd: 'talvez' },
      ],
    });
    const r = await cotas('classificar', f, '--json');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('  - '));
    expect(lines.length).toBe(11);
    expect(r.stderr).toContain("cotas: a entrada 'ruim.json' tem 11 problemas; nada foi calculado:");
    expect(r.stderr).toContain('Cargo "Professor": número de vagas inválido -1');
    expect(r.stderr).toContain('Cargo "Motorista": número de vagas inválido 1.5');
    expect(r.stderr).toContain('Candidato 1 (inscrição 1), campo "nota": a nota "dez" não é um número.');
    expect(r.stderr).toContain('Candidato 2, campo "inscricao": inscrição 1 repetida no cargo "Professor"');
    expect(r.stderr).toContain('Candidato 3, campo "inscricao": falta a inscrição.');
    expect(r.stderr).toContain('Candidato 4 (inscrição 4), campo "grupo": grupo desconhecido "XYZ"');
    expect(r.stderr).toContain('Candidato 5 (inscrição 5), campo "confirmacao"');
    expect(r.stderr).toContain('Candidato 6 (inscrição 6), campo "optante"');
    expect(r.stderr).toContain('Candidato 7 (inscrição 7), campo "cargo": o cargo "Vigia" não tem número de vagas');
    expect(r.stderr).toContain('Candidato 8 (inscrição 8), campo "pcd"');
    expect(r.stderr).toContain('Candidato 8 (inscrição 8), campo "avaliacaoPcd"');
  });

  test('arquivo inexistente ou JSON quebrado: código 1', async () => {
    expect((await cotas('classificar', path.join(tmp, 'nao-existe.json'))).code).toBe(1);
    const f = path.join(tmp, 'quebrado.json');
    fs.writeFileSync(f, '{"vagas": 3,');
    const r = await cotas('classificar', f, '--json');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('não é um JSON válido');
  });
});

// ------------------------------------------------------------------ one reading of the flags

/** Two candidates tied on score; 2 turns 60 on 20/03/2026 (Estatuto da Pessoa Idosa, rules.md §2). */
const AGE_DOC = {
  vagas: 1,
  candidatos: [
    { inscricao: '1', nome: 'Ana', nota: 80, nascimento: '1990-01-01' },
    { inscricao: '2', nome: 'Bia', nota: 80, nascimento: '1966-03-20' },
    { inscricao: '3', nome: 'Caio', nota: 70 },
  ],
};
const AGE_SHEET: Record<string, CellValue[][]> = {
  Candidatos: [
    ['Inscrição', 'Nome', 'Nota', 'Nascimento'],
    ['1', 'Ana', 80, '01/01/1990'],
    ['2', 'Bia', 80, '20/03/1966'],
    ['3', 'Caio', 70, ''],
  ],
  Parâmetros: [['Vagas', 1]],
};

/** Example 06 as a commission's spreadsheet: the same candidates, the PcD rule in the Parâmetros sheet. */
function pcdSheet(): Record<string, CellValue[][]> {
  const doc = example('06-pcd-federal.json').input;
  const sim = (b: boolean | undefined): string => (b ? 'Sim' : '');
  const state = (s: string | undefined): string => (s ? s[0].toUpperCase() + s.slice(1) : '');
  return {
    Candidatos: [
      ['Inscrição', 'Nota', 'Cota', 'Optante', 'Confirmação', 'PcD', 'Avaliação PcD'],
      ...doc.candidatos.map((c: any) => [
        c.inscricao,
        c.nota,
        c.grupo ?? '',
        sim(c.optante),
        state(c.confirmacao),
        sim(c.pcd),
        state(c.avaliacaoPcd),
      ]),
    ],
    Parâmetros: [
      ['Vagas', doc.vagas],
      ['Reserva PcD', 'federal-9508-2018'],
    ],
  };
}

describe('as opções valem do mesmo jeito para um JSON e para uma planilha', () => {
  let ageJson: string;
  let ageXlsx: string;
  let pcdJson: string;
  let pcdXlsx: string;
  beforeAll(async () => {
    ageJson = writeJson('idade.json', AGE_DOC);
    ageXlsx = path.join(tmp, 'idade.xlsx');
    await writeWorkbook(ageXlsx, AGE_SHEET);
    pcdJson = writeJson('pcd-06.json', example('06-pcd-federal.json').input);
    pcdXlsx = path.join(tmp, 'pcd-06.xlsx');
    await writeWorkbook(pcdXlsx, pcdSheet());
  });

  test('--data-referencia 20/03/2026 é aceita para .json e .xlsx, com o mesmo efeito', async () => {
    const without = json(await cotas('classificar', ageJson, '--json'));
    expect(without.cargos[0].listas.AC).toEqual(['1', '2', '3']); // tie: by inscrição
    for (const f of [ageJson, ageXlsx]) {
      for (const date of ['20/03/2026', '2026-03-20']) {
        const out = json(await cotas('classificar', f, '--json', '--data-referencia', date));
        expect(out.opcoes.dataReferencia).toBe('2026-03-20');
        expect(out.cargos[0].listas.AC).toEqual(['2', '1', '3']); // 2 is 60 on that day
        expect(out.cargos[0].nomeacao.map((n: any) => n.inscricao)).toEqual(['2']);
      }
    }
    // A day earlier she is 59: the flag overrides the document's date.
    const doc = writeJson('idade-doc.json', { ...AGE_DOC, opcoes: { dataReferencia: '2026-03-20' } });
    expect(json(await cotas('classificar', doc, '--json', '--data-referencia', '19/03/2026')).cargos[0].listas.AC).toEqual(['1', '2', '3']);
  });

  test('uma data inválida é uso incorreto (código 2), com a mesma mensagem para .json e .xlsx', async () => {
    const messages: string[] = [];
    for (const f of [ageJson, ageXlsx]) {
      const r = await cotas('classificar', f, '--json', '--data-referencia', '31/02/2026', '--data-edital', '2026-13-5');
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      messages.push(r.stderr);
    }
    expect(messages[0]).toBe(messages[1]);
    expect(messages[0]).toContain('Data inválida para --data-referencia: "31/02/2026". Use aaaa-mm-dd ou dd/mm/aaaa');
    expect(messages[0]).toContain('Data inválida para --data-edital: "2026-13-5".');
  });

  test.each([
    ['--pcd', 'federal'],
    ['--reserva-multipla', 'metade'],
    ['--arredondamento', 'para cima'],
    ['--regra', 'Lei de Marte'],
    ['--vagas', 'dez'],
  ])('%s %s: uso incorreto, a mesma mensagem para .json e .xlsx', async (f, v) => {
    const [a, b] = [await cotas('classificar', ageJson, '--json', f, v), await cotas('classificar', ageXlsx, '--json', f, v)];
    expect(a.code).toBe(2);
    expect(b.code).toBe(2);
    expect(a.stderr).toBe(b.stderr);
    expect(a.stderr).toContain(`${f}: "${v}"`);
  });

  test('as opções aceitam as palavras da planilha Parâmetros e as datas 20.03.2026 e 2026-3-20, como os códigos', async () => {
    // Regression: the flags took only the codes and dd/mm/aaaa or aaaa-mm-dd, which the Parâmetros sheet
    // and the functions' options read in more ways; the three readers now share the option catalogue.
    const codes = json(
      await cotas(
        'classificar',
        pcdJson,
        '--json',
        '--regra',
        'pirangi-3056-2025',
        '--arredondamento',
        'por-grupo',
        '--reserva-multipla',
        'todas',
        '--data-referencia',
        '2026-03-20',
        '--data-edital',
        '2026-01-05',
      ),
    );
    for (const file of [pcdJson, pcdXlsx]) {
      const words = json(
        await cotas(
          'classificar',
          file,
          '--json',
          '--regra',
          'Lei 3.056/2025',
          '--arredondamento',
          'por grupo',
          '--reserva-multipla',
          'ambas',
          '--data-referencia',
          '20.03.2026',
          '--data-edital',
          '2026-1-5',
        ),
      );
      expect(words.opcoes).toEqual(codes.opcoes);
      expect(words.cargos).toEqual(codes.cargos);
    }
    expect(codes.opcoes).toMatchObject({
      arredondamento: 'por-grupo',
      reservaMultipla: 'todas',
      dataReferencia: '2026-03-20',
      dataEdital: '2026-01-05',
    });
  });

  test('a mesma planilha e o mesmo JSON dão o mesmo resultado, com as mesmas opções', async () => {
    for (const flags of [
      [],
      ['--pcd', 'sp-lc683-1992'],
      ['--pcd', 'nenhuma'],
      ['--reserva-multipla', 'todas'],
      ['--arredondamento', 'por-grupo', '--colisao', 'posterior'],
    ]) {
      const a = json(await cotas('classificar', pcdJson, '--json', ...flags));
      const b = json(await cotas('classificar', pcdXlsx, '--json', ...flags));
      expect(b.opcoes).toEqual(a.opcoes);
      expect(b.cargos).toEqual(a.cargos);
    }
  });

  // The spreadsheet's text starts with what was read (the reading report above the summary);
  // after it, the same text as for the JSON document.
  const afterReading = (s: string): string => {
    expect(s).toMatch(/^Leitura da planilha:\n {2}Arquivo lido: .*\n(?: {2}.*\n)*\n/);
    return s.replace(/^Leitura da planilha:\n(?: {2}.*\n)*\n/, '');
  };

  test('um só texto legível: o JSON e a planilha imprimem o mesmo', async () => {
    for (const flags of [[], ['--reserva-multipla', 'todas']]) {
      const a = await cotas('classificar', pcdJson, ...flags);
      const b = await cotas('classificar', pcdXlsx, ...flags);
      expect(a.code).toBe(0);
      expect(afterReading(b.stdout)).toBe(a.stdout);
    }
    const age: string[] = [];
    for (const f of [ageJson, ageXlsx]) age.push((await cotas('classificar', f, '--data-referencia', '20/03/2026')).stdout);
    expect(afterReading(age[1])).toBe(age[0]);
    expect(flat(age[0])).toContain('data de referência da idade: 20/03/2026');
  });
});

describe('--planilhas (antes --abas): como as listas ficam no arquivo de saída', () => {
  const twoCargos = (): Record<string, CellValue[][]> => ({
    Candidatos: [
      ['Inscrição', 'Nome', 'Cargo', 'Nota'],
      ['1', 'Ana', 'Professor', 90],
      ['2', 'Bia', 'Motorista', 80],
      ['3', 'Caio', 'Professor', 70],
    ],
    Parâmetros: [
      ['Cargo', 'Vagas'],
      ['Professor', 2],
      ['Motorista', 1],
    ],
  });
  const sheetNames = async (file: string): Promise<string[]> => {
    const { readWorkbook } = await import('../support/workbook-files');
    return [...(await readWorkbook(file)).keys()];
  };

  test('o padrão é uma planilha por lista (com a coluna Cargo); --planilhas por-cargo dá uma por lista e por cargo (--abas, o nome antigo, também)', async () => {
    const input = path.join(tmp, 'abas.xlsx');
    await writeWorkbook(input, twoCargos());
    const lista = path.join(tmp, 'abas-lista.xlsx');
    const cargo = path.join(tmp, 'abas-cargo.xlsx');
    expect((await cotas('classificar', input, '--saida', lista)).code).toBe(0);
    expect((await cotas('classificar', input, '--saida', cargo, '--planilhas', 'por-cargo')).code).toBe(0);
    const antigo = path.join(tmp, 'abas-antigo.xlsx');
    expect((await cotas('classificar', input, '--saida', antigo, '--abas', 'por-cargo')).code).toBe(0);
    expect(await sheetNames(antigo)).toEqual(await sheetNames(cargo));
    expect(await sheetNames(lista)).toEqual(['Resumo', 'AC', 'PP', 'IND', 'QUI', 'Nomeação', 'Memória de cálculo']);
    const perCargo = await sheetNames(cargo);
    expect(perCargo).toHaveLength(2 + 5 * 2);
    expect(perCargo).toEqual(expect.arrayContaining(['AC - Professor', 'AC - Motorista', 'Nomeação - Professor', 'Nomeação - Motorista']));
    // verificar reads either layout.
    for (const f of [lista, cargo]) expect((await cotas('verificar', input, f)).code).toBe(0);
  });

  test('um valor desconhecido é uso incorreto (código 2), e a ajuda mostra a opção', async () => {
    const doc = writeJson('abas.json', { vagas: 1, candidatos: [{ inscricao: '1', nota: 9 }] });
    const r = await cotas('classificar', doc, '--planilhas', 'uma');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Valor inválido para --planilhas: "uma". Use por-lista ou por-cargo.');
    expect((await cotas('classificar', doc, '--abas', 'uma')).stderr).toContain('Valor inválido para --abas: "uma".');
    expect((await cotas('classificar', doc, '--abas', 'por-lista', '--planilhas', 'por-lista')).code).toBe(2);
    expect((await cotas('--help')).stdout).toContain('[--planilhas por-lista|por-cargo]');
  });
});

// ------------------------------------------------------------------ the readable text

describe('texto legível', () => {
  test('mostra vagas por modalidade (com PCD), a ordem com tipo e modalidade, as listas e os avisos', async () => {
    const r = await cotas('classificar', writeJson('legivel-06.json', example('06-pcd-federal.json').input));
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(flat(out)).toContain('reserva PcD: Decreto federal nº 9.508/2018; candidato em duas reservas: todas;');
    expect(out).toMatch(/Pessoas com deficiência \(PCD\)\s+2\s/);
    expect(out).toMatch(/Ampla concorrência \(AC\)\s+15\s/);
    expect(flat(out)).toContain('Vagas reservadas na ordem de nomeação: PP 3ª, 8ª, 18ª; IND 13ª; PCD 5ª, 21ª.');
    // Pirangi's default 'todas' (rules.md §9): 950 (PP and PcD) and 951 (IND and PcD) stand in both lists.
    expect(out).toMatch(/ 5ª\s+PCD\s+950\s+AC/);
    expect(out).toMatch(/13ª\s+IND\s+952\s+PCD/);
    expect(out).toMatch(/Pessoas com deficiência \(PCD\) — 3 candidatos/);
    expect(out).toMatch(/3º\s+952\s+13ª vaga \(PCD\)/);
    expect(out).toContain('Avisos:');
  });

  test('a explicação de quem conta em outra modalidade (compensação) aparece sob a posição', async () => {
    const file = writeJson('compensacao.json', example('01-cotista-na-ampla.json').input);
    const j = json(await cotas('classificar', file, '--json'));
    const third = j.cargos[0].nomeacao[2];
    expect([third.inscricao, third.vaga, third.modalidade]).toEqual(['105', 'PP', 'AC']);
    expect(typeof third.explicacao).toBe('string');
    const out = (await cotas('classificar', file)).stdout;
    const lines = out.split('\n');
    const at = lines.findIndex((l) => /^\s+3ª\s+PP\s+105\s+AC$/.test(l));
    expect(at).toBeGreaterThan(0);
    // The explanation follows, wrapped: same words, in order.
    const note: string[] = [];
    for (let k = at + 1; k < lines.length && /^\s{6,}/.test(lines[k]) && !/^\s+\d+ª/.test(lines[k]); k++)
      note.push(lines[k].replace('↳', '').trim());
    expect(note.join(' ')).toBe(third.explicacao.replace(/\s+/g, ' ').trim());
  });

  test('o nome certo mesmo com a mesma inscrição em dois cargos', async () => {
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
    const r = await cotas('classificar', f);
    expect(r.code).toBe(0);
    const [professor, motorista] = r.stdout.split('Motorista — 1 vaga');
    expect(professor).toMatch(/1ª\s+AC\s+1\s+Ana Professora/);
    expect(motorista).toMatch(/1ª\s+AC\s+1\s+Bruno Motorista/);
  });

  test('listas longas: os nomeados e os 5 seguintes, e quantos faltam', async () => {
    const candidatos = Array.from({ length: 40 }, (_, k) => ({ inscricao: String(k + 1), nota: 100 - k }));
    const r = await cotas('classificar', writeJson('longa.json', { vagas: 3, candidatos }));
    expect(r.stdout).toMatch(/10º\s+10\n/);
    expect(r.stdout).not.toMatch(/11º\s+11/);
    expect(r.stdout).toContain('… e mais 30 candidatos');
  });

  test.each([80, 100])('cabe num terminal de %i colunas', (cols) => {
    for (const args of [
      ['classificar', writeJson(`largura-${cols}.json`, example('06-pcd-federal.json').input)],
      ['reserva', '100', '--pcd', 'federal-9508-2018'],
      ['--help'],
    ]) {
      const r = cotasEnv({ COLUMNS: String(cols) }, ...args);
      expect(r.code).toBe(0);
      const long = r.stdout.split('\n').filter((l) => l.length > cols);
      expect(long).toEqual([]);
    }
  });
});
