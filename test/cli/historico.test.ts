// `cotas classificar` during the validity period (rules.md §10): the public examples 07 and 08 laid
// out as a commission's workbook (Candidatos, Parâmetros, Nomeações) give, through the command, the
// same order of nomination as their JSON; the readable text says who is to be called now.
import * as fs from 'fs';
import * as path from 'path';
import { execute } from '../../src/cli/main';
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

/** The example as the commission's workbook: one row per candidate, the vacancies per cargo, one row per act. */
function workbookOf(ex: Example): Record<string, CellValue[][]> {
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
      nomeacoes.push([c.cargo, a.posicao, a.inscricao, '', TYPED[a.situacao], a.ato ?? null, brDate(a.data)]);
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
    await writeWorkbook(xlsx, workbookOf(ex));
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
