// `cotas classificar` during the validity period (rules.md §10): the public examples 07 and 08 laid
// out as a commission's workbook (Candidatos, Parâmetros, Nomeações) give, through the command, the
// same order of nomination as their JSON; the readable text says who is to be called now.
import * as fs from 'fs';
import * as path from 'path';
import { execute } from '../../src/cli/main';
import { renderConcurso } from '../../src/cli/render';
import { classify, validateDocument } from '../../src/engine';
import type { CellValue } from '../../src/sheet';
import { tempDir, writeWorkbook } from '../support/workbook-files';

interface ExampleAct {
  posicao: number | null;
  inscricao: string;
  situacao: string;
  ato?: string | null;
  data?: string | null;
}
interface Example {
  input: {
    opcoes?: { pcd?: string };
    cargos: { cargo: string; vagas: number; historico?: ExampleAct[] }[];
    candidatos: Record<string, unknown>[];
  };
  expected: { cargos: { cargo: string; nomeacao: Record<string, unknown>[] }[] };
}

const EXAMPLES = path.join(__dirname, '..', 'fixtures', 'examples');
const example = (file: string): Example => JSON.parse(fs.readFileSync(path.join(EXAMPLES, file), 'utf8')) as Example;

// The words a commission types, one per situation of the contract: the workbook must not spell the codes.
const TYPED: Record<string, string> = {
  nomeado: 'Nomeado(a)',
  empossado: 'Tomou posse',
  desistente: 'Desistência',
  'sem-efeito': 'Tornada sem efeito',
  inapto: 'Inapto',
  anulado: 'Anulada',
  'fim-de-fila': 'Fim de fila',
};
const CONFIRMATION: Record<string, string> = { deferida: 'Deferida', indeferida: 'Indeferida', pendente: 'Pendente', ausente: 'Ausente' };
const brDate = (iso: string | null | undefined): CellValue => (iso ? iso.split('-').reverse().join('/') : null);
// A date cell of the .xlsx file (exceljs writes a Date as a date serial).
const dateCell = (iso: string | null | undefined): CellValue => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** The example as the commission's workbook: one row per candidate, the vacancies per cargo, one row per act. */
function workbookOf(ex: Example, dates: 'texto' | 'data' = 'texto'): Record<string, CellValue[][]> {
  const candidatos: CellValue[][] = [['Inscrição', 'Cargo', 'Nota', 'Cota', 'Optante', 'Confirmação', 'PcD', 'Avaliação PcD']];
  for (const c of ex.input.candidatos)
    candidatos.push([
      c.inscricao as string,
      c.cargo as string,
      c.nota as number,
      (c.grupo as string | null) ?? '',
      c.optante ? 'Sim' : 'Não',
      CONFIRMATION[(c.confirmacao as string) ?? 'pendente'],
      c.pcd ? 'Sim' : 'Não',
      CONFIRMATION[(c.avaliacaoPcd as string) ?? 'pendente'],
    ]);
  const parametros: CellValue[][] = [];
  if (ex.input.opcoes?.pcd) parametros.push(['Reserva PcD', ex.input.opcoes.pcd], []);
  parametros.push(['Cargo', 'Vagas'], ...ex.input.cargos.map((c): CellValue[] => [c.cargo, c.vagas]));
  const nomeacoes: CellValue[][] = [['Cargo', 'Posição', 'Inscrição', 'Nome', 'Situação', 'Ato', 'Data']];
  for (const c of ex.input.cargos)
    for (const a of c.historico ?? [])
      nomeacoes.push([
        c.cargo,
        a.posicao,
        a.inscricao,
        '',
        TYPED[a.situacao],
        a.ato ?? null,
        (dates === 'data' ? dateCell : brDate)(a.data),
      ]);
  return { Candidatos: candidatos, Parâmetros: parametros, Nomeações: nomeacoes };
}

let dir: string;
beforeAll(() => {
  dir = tempDir();
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(['07-historico-desistencia.json', '08-vagas-novas-e-fim-de-fila.json'])('%s as a workbook', (file) => {
  it("gives the JSON's order of nomination through `cotas classificar --json`", async () => {
    const ex = example(file);
    const xlsx = path.join(dir, file.replace('.json', '.xlsx'));
    // Example 08's dates as date cells, 07's as the text a commission types.
    await writeWorkbook(xlsx, workbookOf(ex, file.startsWith('08') ? 'data' : 'texto'));
    const fromSheet = await execute(['classificar', xlsx, '--json']);
    expect(fromSheet.stderr).toBe('');
    expect(fromSheet.code).toBe(0);
    const fromJson = await execute(['classificar', path.join(EXAMPLES, file), '--json']);
    const sheetOut = JSON.parse(fromSheet.stdout) as Example['expected'];
    const jsonOut = JSON.parse(fromJson.stdout) as Example['expected'];
    expect(sheetOut.cargos.map((c) => c.nomeacao)).toEqual(jsonOut.cargos.map((c) => c.nomeacao));
    for (const [k, c] of ex.expected.cargos.entries()) expect(sheetOut.cargos[k].nomeacao).toMatchObject(c.nomeacao);
  });
});

describe('o texto legível: "A nomear agora" e o histórico divergente', () => {
  const render = (doc: unknown, width: number): string => {
    const v = validateDocument(doc);
    if (!v.concurso) throw new Error(JSON.stringify(v.problemas));
    return renderConcurso(v.concurso, classify(v.concurso), width);
  };
  const three = [
    { inscricao: 'G1', nome: 'Ana', nota: 90 },
    { inscricao: 'G2', nome: 'Bia', nota: 80 },
    { inscricao: 'G3', nome: 'Caio', nota: 70 },
  ];

  test.each([80, 100])(
    'exemplo 07 em %i colunas: a posição reaberta a nomear, a situação de cada posição, quem a ocupou antes',
    (width) => {
      const text = render(example('07-historico-desistencia.json').input, width);
      for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(width);
      // Exemplo 1: P2 withdrew from position 3; P4 (PP) is called to it (Art. 10, §3º).
      const first = text.slice(0, text.indexOf('Exemplo 2'));
      expect(first).toMatch(/\n {2}Posição {2}Vaga {2}Inscrição {2}Modalidade {2}Situação\n/);
      expect(first).toMatch(/\n {7}1ª {2}AC {4}G1 {9}AC {10}Nomeado\(a\) — Portaria 31\/2026\n/);
      expect(first).toMatch(/\n {7}3ª {2}PP {4}P4 {9}PP {10}A nomear\n/);
      expect(first).toContain('↳ antes: P2 (desistência, Termo de desistência, 16/03/2026)');
      expect(first).toMatch(
        /A nomear agora — 1 posição:\n {2}Posição {2}Inscrição {2}Modalidade\n {2}─+ {2}─+ {2}─+\n {7}3ª {2}P4 {9}PP\n/,
      );
      // Exemplo 2: G3 withdrew from position 6; P4 (PP) is called to it.
      expect(text.slice(text.indexOf('Exemplo 2'))).toMatch(/A nomear agora — 1 posição:\n.*\n.*\n {7}6ª {2}P4 {9}PP\n/);
    },
  );

  test('sem atos: todas as posições da ordem a nomear, e a ordem sem a coluna Situação (como antes)', () => {
    const text = render({ vagas: 2, candidatos: three }, 80);
    expect(text.replace(/\s+/g, ' ')).toContain('A nomear agora: todas as posições da ordem acima (nenhum ato de nomeação registrado).');
    expect(text).toMatch(/\n {2}Posição {2}Vaga {2}Inscrição {2}Nome {2}Modalidade\n/);
    expect(text).not.toContain('Situação');
  });

  test('todas as posições ocupadas: ninguém a nomear, com os nomes', () => {
    const historico = [
      { posicao: 1, inscricao: 'G1', situacao: 'nomeado', ato: 'Portaria 1/2026' },
      { posicao: 2, inscricao: 'G2', situacao: 'empossado' },
    ];
    const text = render({ vagas: 2, historico, candidatos: three }, 80);
    expect(text).toContain('\nA nomear agora: ninguém a nomear.\n');
    expect(text).toMatch(/\n {7}1ª {2}AC {4}G1 {9}Ana {3}AC {10}Nomeado\(a\) — Portaria 1\/2026\n/);
    expect(text).toMatch(/\n {7}2ª {2}AC {4}G2 {9}Bia {3}AC {10}Empossado\(a\)\n/);
  });

  test('um nomeado fora do resultado legal: o erro e o preterido em destaque, antes das vagas, e não repetidos nos avisos', () => {
    // G3 was nominated to position 1, but S for 2 vacancies is {G1, G2}: G3 keeps it, G1 is called to 2, G2 is preterido.
    const historico = [{ posicao: 1, inscricao: 'G3', situacao: 'nomeado', ato: 'Portaria 1/2026' }];
    const text = render({ vagas: 2, historico, candidatos: three }, 80);
    const at = text.indexOf('ATENÇÃO — atos divergentes do resultado legal:');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(text.indexOf('Vagas por modalidade:'));
    const block = text.slice(at, text.indexOf('Vagas por modalidade:'));
    expect(block).toMatch(/\[ERRO\] Os atos registrados divergem do resultado legal: a inscrição G3/);
    expect(block.replace(/\s+/g, ' ')).toContain('Preterida, com direito à nomeação e sem posição aberta: a inscrição G2');
    expect(text.slice(text.indexOf('Vagas por modalidade:'))).not.toContain('divergem');
    expect(text).toMatch(/A nomear agora — 1 posição:\n.*\n.*\n {7}2ª {2}G1 {9}Ana {3}AC\n/);
  });
});

describe('cotas verificar com a planilha Nomeações', () => {
  test('o resultado confere com os mesmos atos, e não confere com um ato mudado', async () => {
    const ex = example('07-historico-desistencia.json');
    const sheets = workbookOf(ex);
    const entrada = path.join(dir, 'verificar-entrada.xlsx');
    const saida = path.join(dir, 'verificar-resultado.xlsx');
    await writeWorkbook(entrada, sheets);
    const made = await execute(['classificar', entrada, '--saida', saida]);
    expect(made.code).toBe(0);
    const same = await execute(['verificar', entrada, saida]);
    expect(same.stdout).toMatch(/^O resultado corresponde a estes dados\./);
    expect(same.code).toBe(0);
    // The withdrawal's act named otherwise: the same lists, but not the same record.
    const changed = sheets['Nomeações'].map((r) => r.slice());
    changed[11][5] = 'Termo de desistência nº 2';
    await writeWorkbook(entrada, { ...sheets, Nomeações: changed });
    const other = await execute(['verificar', entrada, saida]);
    expect(other.code).toBe(1);
    expect(other.stdout + other.stderr).toMatch(/NÃO corresponde/);
  });
});
