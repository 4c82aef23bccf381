// A result for publication (masked: the default of `cotas classificar --saida`, the pane and the web
// page) carries no full CPF and no birth date of the input ANYWHERE: not in the lists, and not in the
// Memória de cálculo, which copies the reading's warnings ("o mesmo CPF … também está no cargo …") and
// the audit trail's ties resolved by a date criterion. The test reads every part of the written
// package (each XML of the zip, shared strings included), not only the cells a reader shows.
import * as fs from 'fs';
import * as path from 'path';
import JSZip from 'jszip';
import { execute } from '../../../src/cli/main';
import type { CellValue } from '../../../src/sheet';
import { readWorkbook, tempDir, writeWorkbook } from '../../support/workbook-files';

let dir: string;
beforeAll(() => {
  dir = tempDir();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Written by hand (valid check digits), never computed by the code under test.
const CPF_TWO_CARGOS = '31415926085'; // 314.159.260-85: applies to Professor and to Motorista
const CPF_OTHER = '52998224725'; // 529.982.247-25
const CPF_THIRD = '11144477735'; // 111.444.777-35
const CPF_NUMBER = 4705784076; // a CPF typed as a number: Excel dropped its leading zero (047.057.840-76)

// Birth dates of the input: the two tied nominees' decide their tie (the edital's criterion).
const BIRTHS = ['1961-03-14', '1975-11-02', '1988-07-21', '1990-01-30', '1979-05-09', '1969-12-25'];

/** An Excel date for an ISO date (exceljs writes a Date as the date serial). */
const date = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** The forms a CPF can be written in: digits only, and with its punctuation. */
function cpfForms(digits: string): string[] {
  return [digits, `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`];
}

/** The forms a birth date can be written in: ISO and dd/mm/aaaa. */
function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split('-');
  return [iso, `${d}/${m}/${y}`];
}

const FORBIDDEN = [...[CPF_TWO_CARGOS, CPF_OTHER, CPF_THIRD, '04705784076'].flatMap(cpfForms), ...BIRTHS.flatMap(dateForms)];

/**
 * The candidates: the same CPF in two cargos (a reading warning that names it), a CPF written as a
 * number, and two Professor nominees tied on score, the tie resolved by the edital's criterion "Data
 * de nascimento" (the audit trail cites both values).
 */
function sheets(): Record<string, CellValue[][]> {
  const head = ['Inscrição', 'Nome', 'Cargo', 'CPF', 'Nota', 'Cota', 'Optante', 'Confirmação', 'Situação', 'Data de nascimento'];
  const row = (i: string, nome: string, cargo: string, cpf: CellValue, nota: number, k: number, pp = false): CellValue[] => [
    i,
    nome,
    cargo,
    cpf,
    nota,
    pp ? 'PP' : '',
    pp ? 'Sim' : 'Não',
    pp ? 'Deferida' : '',
    'Aprovado',
    date(BIRTHS[k]),
  ];
  return {
    Candidatos: [
      head,
      row('101', 'Ana', 'Professor', CPF_TWO_CARGOS, 90, 0),
      row('102', 'Bruno', 'Professor', CPF_OTHER, 90, 1),
      row('103', 'Carla', 'Professor', CPF_NUMBER, 80, 2, true),
      row('104', 'Davi', 'Professor', '', 70, 3),
      row(
        '201',
        'Ana',
        'Motorista',
        `${CPF_TWO_CARGOS.slice(0, 3)}.${CPF_TWO_CARGOS.slice(3, 6)}.${CPF_TWO_CARGOS.slice(6, 9)}-${CPF_TWO_CARGOS.slice(9)}`,
        85,
        0,
      ),
      row('202', 'Eva', 'Motorista', CPF_THIRD, 75, 4, true),
      // A name typed with a CPF and a birth date in it (a clumsy co-worker): published masked too.
      row('203', 'Fábio (CPF 111.444.777-35, nascido em 25/12/1969)', 'Motorista', '', 65, 5),
    ],
    Parâmetros: [
      ['Critérios de desempate', 'Data de nascimento (maior idade primeiro)'],
      [],
      ['Cargo', 'Vagas'],
      ['Professor', 3],
      ['Motorista', 2],
    ],
  };
}

/** Every text part of the package (the XML of each sheet, the shared strings, the properties…). */
async function packageTexts(file: string): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const out = new Map<string, string>();
  for (const [name, entry] of Object.entries(zip.files)) if (!entry.dir) out.set(name, await entry.async('string'));
  return out;
}

/** Each forbidden text found, with the part it was found in. */
function leaks(texts: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [part, text] of texts) for (const f of FORBIDDEN) if (text.includes(f)) found.push(`${part}: ${f}`);
  return found;
}

describe('a masked result carries no full CPF and no birth date anywhere', () => {
  let input: string;
  beforeAll(async () => {
    input = path.join(dir, 'concurso.xlsx');
    await writeWorkbook(input, sheets());
  });

  it('the input provokes what names a CPF or a birth date: the internal version shows them', async () => {
    // The internal version is the control: without it, a test that finds nothing could pass by
    // reading the wrong file or a workbook that provokes nothing.
    const out = path.join(dir, 'interno.xlsx');
    const r = await execute(['classificar', input, '--saida', out, '--sem-mascara']);
    expect(r.stderr).not.toMatch(/não foi possível/);
    expect(r.code).toBe(0);
    const memory = (await readWorkbook(out)).get('Memória de cálculo')!;
    const texts = memory.linhas.map((l) => String(l[4] ?? ''));
    expect(texts.some((t) => t.includes('o mesmo CPF 314.159.260-85 também está no cargo'))).toBe(true);
    expect(texts.some((t) => /Empate de nota .* 14\/03\/1961 contra 02\/11\/1975/.test(t))).toBe(true);
  });

  it('cotas classificar --saida (masked by default): no part of the package has a full CPF or a birth date', async () => {
    const out = path.join(dir, 'publicar.xlsx');
    const r = await execute(['classificar', input, '--saida', out]);
    expect(r.stderr).not.toMatch(/não foi possível/);
    expect(r.code).toBe(0);
    expect(leaks(await packageTexts(out))).toEqual([]);
    // The warning is still there, with the CPF masked as in the lists, and the tie still says which
    // criterion resolved it.
    const memory = (await readWorkbook(out)).get('Memória de cálculo')!;
    const texts = memory.linhas.map((l) => String(l[4] ?? ''));
    expect(texts.some((t) => t.includes('o mesmo CPF ***.159.260-** também está no cargo'))).toBe(true);
    expect(texts.some((t) => /Empate de nota .*Data de nascimento/.test(t))).toBe(true);
    // `cotas verificar` recomputes the masked lists and finds them equal to the written ones.
    const check = await execute(['verificar', input, out]);
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
  });

  it('the same CPF twice in one cargo: refused, naming the rows, and nothing is written', async () => {
    const rows = sheets();
    rows.Candidatos[2][3] = CPF_TWO_CARGOS; // Bruno (row 3) gets Ana's CPF (row 2), both Professor
    const file = path.join(dir, 'repetido.xlsx');
    await writeWorkbook(file, rows);
    const out = path.join(dir, 'repetido-publicar.xlsx');
    const r = await execute(['classificar', file, '--saida', out]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("aparece duas vezes no cargo 'Professor' (linhas 2 e 3)");
    expect(fs.existsSync(out)).toBe(false);
  });
});
