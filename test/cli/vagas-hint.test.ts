// The command line has the --vagas flag, so its messages that ask for the vacancies still offer it
// (the hint comes from the command: src/cli/opcoes.ts toPatch), word for word as before; the other
// hosts' messages do not (test/app/reading-hosts.test.ts).
import * as fs from 'fs';
import * as path from 'path';
import { execute } from '../../src/cli/main';
import type { CellValue } from '../../src/sheet';
import { tempDir, writeWorkbook } from '../support/workbook-files';

let dir: string;
beforeAll(() => {
  dir = tempDir();
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const noCargo = (n: number): CellValue[][] => [
  ['Inscrição', 'Nome', 'Nota'],
  [String(n), 'Ana', 9],
];

describe('cotas classificar: as vagas que faltam', () => {
  const cases: [string, Record<string, CellValue[][]>, string][] = [
    [
      'um cargo',
      {
        Candidatos: [
          ['Inscrição', 'Cargo', 'Nota'],
          ['1', 'Professor', 9],
        ],
      },
      "Falta o número de vagas: escreva 'Vagas' e o número na planilha 'Parâmetros' (ou a tabela 'Cargo | Vagas') ou use --vagas 10.",
    ],
    [
      'dois cargos',
      {
        Candidatos: [
          ['Inscrição', 'Cargo', 'Nota'],
          ['1', 'Professor', 9],
          ['2', 'Motorista', 8],
        ],
      },
      "Falta o número de vagas de cada cargo ('Professor', 'Motorista'): preencha a tabela 'Cargo | Vagas' na planilha 'Parâmetros' ou use --vagas \"Cargo=10,Outro=3\".",
    ],
    [
      'uma planilha por cargo',
      { Professor: noCargo(1), Motorista: noCargo(2) },
      "Falta o número de vagas de cada cargo: as planilhas 'Professor', 'Motorista' são lidas cada uma como um cargo (não têm a coluna 'Cargo'); preencha a tabela 'Cargo | Vagas' na planilha 'Parâmetros' com o nome de cada planilha como cargo, ou use --vagas \"Professor=10,Motorista=10\".",
    ],
  ];
  test.each(cases)('%s: a mensagem oferece --vagas', async (nome, sheets, message) => {
    const file = path.join(dir, `${nome}.xlsx`);
    await writeWorkbook(file, sheets);
    const r = await execute(['classificar', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`\n  - ${message}\n`);
  });

  test('--vagas nomeia a opção quando as vagas dela não servem', async () => {
    const file = path.join(dir, 'por-cargo.xlsx');
    await writeWorkbook(file, { Professor: noCargo(1), Motorista: noCargo(2) });
    const r = await execute(['classificar', file, '--vagas', 'Professor=1']);
    expect(r.stderr).toContain(
      "Planilha 'Motorista': a planilha 'Motorista' é lida como o cargo 'Motorista' (não tem a coluna 'Cargo'), mas esse cargo não está na lista de vagas (a opção --vagas); os cargos com vagas são: 'Professor'.",
    );
  });
});
