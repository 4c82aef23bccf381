// The workbook's fingerprint (src/app/freshness.ts): a generation writes nothing when the workbook
// changed since its read. The fingerprint in slices (the pane's, which waits between slices so that
// its thread is never held for the whole workbook) gives the fingerprint of the whole at once, and
// both give the values the fingerprint had before it was cut in slices (written out here: a change of
// the hash would make every check of an unchanged workbook fail against a fingerprint taken before).
import { changedSheets, sheetsFingerprint, sheetsFingerprintInSlices } from '../../src/app/freshness';
import type { SheetData } from '../../src/sheet';

function small(): SheetData[] {
  return [
    {
      nome: 'Candidatos',
      linhas: [
        ['Inscrição', 'Nome', 'Nota'],
        ['001', 'Ana', 87.5],
        [2, 'Bruno', null],
        [],
        null as unknown as [],
        ['ab'],
        ['a', 'b'],
        [true, '', undefined as unknown as null, new Date('2026-01-05T00:00:00Z')],
      ],
    },
    { nome: 'Parâmetros', oculta: true, doSuplemento: true, linhasOcultas: [3], mescladas: ['A1:B1'], linhas: [['Vagas', 10]] },
    { nome: 'Vazia', linhas: [] },
  ];
}

function big(): SheetData {
  return {
    nome: 'Grande',
    linhas: Array.from({ length: 25_003 }, (_, i) => [String(i), i * 1.5, i % 3 ? 'Sim' : '', i % 7 === 0 ? null : 'x']),
  };
}

const SMALL = [
  ['Candidatos', 'e32e5fc3:a1714635:8'],
  ['Parâmetros', '7dbb7333:867a4ff4:1'],
  ['Vazia', 'f7fe1451:eb27d227:0'],
];
const BIG = ['Grande', 'a3fded8c:d9c344db:25003'];

describe('impressão digital das planilhas', () => {
  test('os valores de antes do corte em fatias: cada tipo de célula, linhas vazias, as marcas da planilha', () => {
    expect([...sheetsFingerprint(small())]).toEqual(SMALL);
    expect([...sheetsFingerprint([big(), small()[0]])]).toEqual([BIG, SMALL[0]]);
  });

  test('em fatias: a mesma impressão, com uma pausa a cada fatia de linhas (entre planilhas também)', async () => {
    let pauses = 0;
    const pause = async (): Promise<void> => {
      pauses++;
    };
    expect([...(await sheetsFingerprintInSlices([big(), ...small()], pause, 1000))]).toEqual([BIG, ...SMALL]);
    // 25,003 + 8 + 1 rows in slices of 1,000.
    expect(pauses).toBe(25);
    pauses = 0;
    expect([...(await sheetsFingerprintInSlices(small(), pause, 3))]).toEqual(SMALL);
    expect(pauses).toBe(3);
  });

  test('uma célula mudada, o tipo de uma célula, uma célula partida em duas: a planilha é dada como alterada', () => {
    const before = sheetsFingerprint(small());
    const edits: ((s: SheetData[]) => void)[] = [
      (s) => (s[0].linhas[1][2] = 87.6),
      (s) => (s[0].linhas[2][0] = '2'),
      (s) => (s[0].linhas[5] = ['a', 'b']),
      (s) => (s[1].oculta = false),
    ];
    const changed = edits.map((edit) => {
      const s = small();
      edit(s);
      return changedSheets(before, sheetsFingerprint(s));
    });
    expect(changed).toEqual([['Candidatos'], ['Candidatos'], ['Candidatos'], ['Parâmetros']]);
  });
});
