// What the reading says to each host. The pane, the Sheets sidebar and the web page (analyseSheets
// without a patch) have no command-line flags: their messages say what to fix in the workbook, never
// "ou use --vagas …"; the command line, which has the flag, still offers it (test/cli/vagas-hint.test.ts).
// And the header the pane's Dados step shows comes from the reading itself (WorkbookReading.cabecalho),
// the same as the workflow's Dados view computes today by searching the header again.
import * as fs from 'fs';
import * as path from 'path';
import { analyseSheets } from '../../src/app/workflow';
import { readSpreadsheetFile } from '../../src/hosts/file';
import { cellText, columnLetter, isBlank } from '../../src/sheet';
import type { CellValue, SheetData } from '../../src/sheet';
import { exampleData } from '../../tools/gerar-exemplo';

const oneCargo: CellValue[][] = [
  ['Inscrição', 'Nome', 'Cargo', 'Nota'],
  ['1', 'Ana', 'Professor', 9],
  ['2', 'Bia', 'Professor', 8],
];
const twoCargos: CellValue[][] = [
  ['Inscrição', 'Nome', 'Cargo', 'Nota'],
  ['1', 'Ana', 'Professor', 9],
  ['2', 'Bia', 'Motorista', 8],
];
const noCargo = (n: number): CellValue[][] => [
  ['Inscrição', 'Nome', 'Nota'],
  [String(n), 'Ana', 9],
];

describe('as mensagens da leitura no painel, na barra do Sheets e na página web não citam opções da linha de comando', () => {
  const cases: [string, SheetData[], RegExp][] = [
    [
      'sem vagas, um cargo',
      [{ nome: 'Candidatos', linhas: oneCargo }],
      /^Falta o número de vagas: escreva 'Vagas' e o número na planilha 'Parâmetros' \(ou a tabela 'Cargo \| Vagas'\)\.$/,
    ],
    [
      'sem vagas, dois cargos',
      [{ nome: 'Candidatos', linhas: twoCargos }],
      /^Falta o número de vagas de cada cargo \('Professor', 'Motorista'\): preencha a tabela 'Cargo \| Vagas' na planilha 'Parâmetros'\.$/,
    ],
    [
      'sem vagas, uma planilha por cargo',
      [
        { nome: 'Professor', linhas: noCargo(1) },
        { nome: 'Motorista', linhas: noCargo(2) },
      ],
      /^Falta o número de vagas de cada cargo: as planilhas 'Professor', 'Motorista' são lidas cada uma como um cargo \(não têm a coluna 'Cargo'\); preencha a tabela 'Cargo \| Vagas' na planilha 'Parâmetros' com o nome de cada planilha como cargo\.$/,
    ],
    [
      'um número só de vagas, uma planilha por cargo',
      [
        { nome: 'Professor', linhas: noCargo(1) },
        { nome: 'Motorista', linhas: noCargo(2) },
        { nome: 'Parâmetros', linhas: [['Vagas', 3]] },
      ],
      /^As planilhas 'Professor', 'Motorista' são lidas cada uma como um cargo \(não têm a coluna 'Cargo'\), mas a planilha 'Parâmetros' dá um número só de vagas; preencha a tabela 'Cargo \| Vagas' na planilha 'Parâmetros' com o nome de cada planilha como cargo\.$/,
    ],
  ];
  test.each(cases)('%s', (_, sheets, message) => {
    const a = analyseSheets(sheets);
    const texts = a.problemas.map((p) => p.mensagem);
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).not.toContain('--');
    expect(texts.map((t) => t.charAt(0).toUpperCase() + t.slice(1))).toEqual([expect.stringMatching(message)]);
  });
});

/** The Dados view's header as the reading gives it, in the DataView's form. */
function viewOf(sheets: SheetData[]): unknown {
  const { reading } = analyseSheets(sheets.slice());
  const v = reading.cabecalho;
  const cabecalhos: { coluna: string; cabecalho: string }[] = [];
  v.cabecalho.forEach((h, i) => {
    if (!isBlank(h)) cabecalhos.push({ coluna: columnLetter(i), cabecalho: cellText(h) });
  });
  return { candidato: v.planilha, linhaCabecalho: v.linhaCabecalho, cabecalhos, mapeamento: v.mapeamento };
}

/** The same, as the workflow's Dados view computes it (src/app/workflow.ts dataViewOf). */
function dataViewOf(sheets: SheetData[]): unknown {
  const { dados } = analyseSheets(sheets.slice());
  return {
    candidato: dados.candidatos[0] ?? null,
    linhaCabecalho: dados.linhaCabecalho,
    cabecalhos: dados.cabecalhos,
    mapeamento: dados.mapeamento,
  };
}

describe('o cabeçalho que a etapa Dados mostra vem da leitura (WorkbookReading.cabecalho)', () => {
  const d = exampleData(3056);
  const cands = d.candidatos;
  const crafted: [string, SheetData[]][] = [
    [
      'o exemplo',
      [
        { nome: 'Candidatos', linhas: cands },
        { nome: 'Parâmetros', linhas: d.parametros },
      ],
    ],
    ['títulos acima do cabeçalho', [{ nome: 'Inscritos', linhas: [['Concurso 1/2026'], [], ...cands] }]],
    [
      'cabeçalho em duas linhas',
      [
        {
          nome: 'Candidatos',
          linhas: [
            ['Candidato', null, 'Notas'],
            ['Inscrição', 'Nome', 'Nota final'],
            ['1', 'Ana', 9],
          ],
        },
      ],
    ],
    [
      'sem cabeçalho',
      [
        {
          nome: 'Plan1',
          linhas: [
            ['Nome', 'Cargo', 'Idade'],
            ['Ana', 'Professor', 30],
          ],
        },
      ],
    ],
    [
      'a planilha Candidatos sem cabeçalho, e outra com',
      [
        { nome: 'Candidatos', linhas: [['x'], ['y']] },
        { nome: 'Outra', linhas: cands },
      ],
    ],
    [
      'uma planilha oculta',
      [
        { nome: 'Candidatos', linhas: cands, oculta: true },
        { nome: 'Plan2', linhas: [['Nome'], ['Ana']] },
      ],
    ],
    ['uma planilha em branco', [{ nome: 'Plan1', linhas: [] }]],
    [
      'colunas diferentes em duas planilhas',
      [
        { nome: 'A', linhas: noCargo(1) },
        { nome: 'B', linhas: oneCargo },
      ],
    ],
    [
      'a linha do cabeçalho indicada em Parâmetros',
      [
        { nome: 'Candidatos', linhas: [['Concurso'], ...cands] },
        {
          nome: 'Parâmetros',
          linhas: [
            ['Linha do cabeçalho', 2],
            ['Vagas', 3],
          ],
        },
      ],
    ],
    [
      'uma coluna indicada em Parâmetros',
      [
        {
          nome: 'Candidatos',
          linhas: [
            ['Inscrição', 'Resultado', 'Nota'],
            ['1', 'Aprovado', 9],
          ],
        },
        {
          nome: 'Parâmetros',
          linhas: [
            ['Coluna Situação', 'Resultado'],
            ['Vagas', 1],
          ],
        },
      ],
    ],
  ];
  test.each(crafted)('%s', (_, sheets) => {
    expect(viewOf(sheets)).toEqual(dataViewOf(sheets));
  });

  test('os arquivos de test/fixtures/entradas', async () => {
    const dir = path.join(__dirname, '..', 'fixtures', 'entradas');
    let n = 0;
    for (const f of fs.readdirSync(dir).filter((x) => /\.(xlsx|csv)$/i.test(x))) {
      let sheets: SheetData[];
      try {
        sheets = (await readSpreadsheetFile(path.join(dir, f))).sheets;
      } catch {
        continue;
      }
      expect([f, viewOf(sheets)]).toEqual([f, dataViewOf(sheets)]);
      n++;
    }
    expect(n).toBeGreaterThan(30);
  });
});
