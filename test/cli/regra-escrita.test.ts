// The command line with a rule written by the commission (rules.md §11; docs/contrato.md): `--regra`
// and `--pcd` take the path of a JSON file holding the rule; the JSON input's `regra` may be the object
// itself; an invalid rule or an unreadable file is an input error (exit 1) with every problem. And the
// cut between phases (§12): `corte` in the JSON, its cut scores in the readable output.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { cotasHere } from '../support/entradas';
import { writeWorkbook } from '../support/workbook-files';

const root = path.join(__dirname, '..', '..');
const example = path.join(root, 'docs', 'exemplos', 'regra-conjunta.json');
let dir: string;
const file = (name: string, content: unknown): string => {
  const f = path.join(dir, name);
  fs.writeFileSync(f, typeof content === 'string' ? content : JSON.stringify(content));
  return f;
};
beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-regra-'))));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const candidatos = [
  { inscricao: '1', nota: 90 },
  { inscricao: '2', nota: 80, grupo: 'IND', optante: true, confirmacao: 'deferida' },
  { inscricao: '3', nota: 70, pcd: true, avaliacaoPcd: 'deferida' },
  { inscricao: '4', nota: 60 },
  { inscricao: '5', nota: 50, grupo: ['PP', 'QUI'], optante: true, confirmacao: 'deferida' },
];

describe('--regra and --pcd with a JSON file', () => {
  test('cotas reserva --regra regra-conjunta.json: the joint list of docs/regras.md §11', async () => {
    const r = await cotasHere(root, ['reserva', '10', '--regra', example, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      regra: 'conjunta-30',
      reserva: { PPIQ: 3, AC: 7 },
      sequencia: ['AC', 'AC', 'PPIQ', 'AC', 'PPIQ', 'AC', 'AC', 'AC', 'PPIQ', 'AC'],
    });
  });

  test('cotas classificar with --regra and --pcd files: the written rules decide; a list of declared values is read', async () => {
    const pcd = file('pcd.json', { id: 'dez-por-cento', percentual: 10, fracao: 'acima', minimoVagas: 1 });
    const entrada = file('entrada.json', { vagas: 10, candidatos });
    const r = await cotasHere(root, ['classificar', entrada, '--regra', example, '--pcd', pcd, '--json']);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.regra).toBe('conjunta-30');
    expect(out.opcoes.pcd).toBe('dez-por-cento');
    expect(out.cargos[0].reserva).toEqual({ PPIQ: 3, PCD: 1, AC: 6 });
    expect(out.cargos[0].listas.PPIQ).toEqual(['2', '5']);
    expect(out.cargos[0].memoria.map((s: { mensagem: string }) => s.mensagem).join('\n')).toContain(
      'Regra informada pela comissão: Lei nº 123/2024 (Município X)',
    );
  });

  test('an invalid rule file and a missing one: exit 1, every problem with its key', async () => {
    const bad = file('ruim.json', { grupos: [{ codigo: 'pp', percentual: 200 }], cor: 1 });
    const entrada = file('entrada.json', { vagas: 10, candidatos });
    const r = await cotasHere(root, ['classificar', entrada, '--regra', bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`--regra ${bad}: regra.cor: Chave desconhecida "cor".`);
    expect(r.stderr).toContain(`--regra ${bad}: regra.grupos[0].codigo: Código de grupo "pp" inválido`);
    expect(r.stderr).toContain(`--regra ${bad}: regra.grupos[0].percentual: "percentual" 200 inválido`);
    const missing = path.join(dir, 'nao-existe.json');
    const m = await cotasHere(root, ['reserva', '5', '--pcd', missing]);
    expect(m.code).toBe(1);
    expect(m.stderr).toBe(`cotas: --pcd ${missing}: O arquivo '${missing}' não existe.\n`);
  });

  test('a spreadsheet input takes the rule file too', async () => {
    const wb = path.join(dir, 'entrada.xlsx');
    await writeWorkbook(wb, {
      Candidatos: [
        ['Inscrição', 'Nota', 'Cota', 'Optante'],
        ['1', 90, '', 'Não'],
        ['2', 80, 'Indígena', 'Sim'],
        ['3', 70, '', 'Não'],
      ],
    });
    const r = await cotasHere(root, ['classificar', wb, '--vagas', '10', '--regra', example, '--json']);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.regra).toBe('conjunta-30');
    expect(out.cargos[0].listas.PPIQ).toEqual(['2']);
  });
});

describe('corte in the JSON input (rules.md §12)', () => {
  test("the readable output gives each list's limit and cut score, and who is called", async () => {
    const entrada = file('corte.json', {
      vagas: 5,
      corte: { ampla: 2 },
      candidatos: candidatos.map((c) => ({ ...c, grupo: c.grupo === 'IND' ? 'IND' : null, optante: c.grupo === 'IND' })),
    });
    const r = await cotasHere(root, ['classificar', entrada]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      [
        'Convocados para a próxima fase (leitura: todos os optantes):',
        '  Ampla concorrência (AC): até o 2º; nota de corte 80.',
        '  Pretos e pardos (PP): todos os optantes ainda não convocados; nota de corte — (ninguém).',
        '  Indígenas (IND): todos os optantes ainda não convocados; nota de corte — (ninguém).',
        '  Quilombolas (QUI): todos os optantes ainda não convocados; nota de corte — (ninguém).',
        '  2 convocados: 1, 2.',
      ].join('\n'),
    );
    const j = JSON.parse((await cotasHere(root, ['classificar', entrada, '--json'])).stdout);
    expect(j.cargos[0].corte).toEqual({
      leitura: 'todos-os-optantes',
      limites: { AC: 2, PP: null, IND: null, QUI: null },
      notaDeCorte: { AC: 80, PP: null, IND: null, QUI: null },
      convocados: [
        { inscricao: '1', via: 'AC' },
        { inscricao: '2', via: 'AC' },
      ],
    });
  });
});

describe('the cut in the Parâmetros sheet, through the command', () => {
  test('the written workbook has the list of convocados, titled with the phase; the Confirmações sheet when Parâmetros ask for it', async () => {
    const wb = path.join(dir, 'corte.xlsx');
    await writeWorkbook(wb, {
      Parâmetros: [
        ['Convocados para a próxima fase', 'fase=prova prática; ampla=1'],
        ['Planilha de resultados da heteroidentificação e da avaliação PcD', 'sim'],
        [],
        ['Vagas', 1],
      ],
      Candidatos: [
        ['Inscrição', 'Nota', 'Cota', 'Optante', 'Confirmação'],
        ['1', 90, '', 'Não', ''],
        ['2', 80, 'Parda', 'Sim', 'Deferida'],
      ],
    });
    const saida = path.join(dir, 'corte-resultado.xlsx');
    const r = await cotasHere(root, ['classificar', wb, '--saida', saida]);
    expect(r.code).toBe(0);
    const { readWorkbook } = await import('../support/workbook-files');
    const sheets = await readWorkbook(saida);
    expect([...sheets.keys()]).toEqual(expect.arrayContaining(['Convocados', 'Confirmações']));
    expect(sheets.get('Convocados')!.titulo).toMatch(/^Convocados para a próxima fase \(prova prática\) — Cargo único/);
  });
});
