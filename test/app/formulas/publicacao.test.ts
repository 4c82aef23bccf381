// What the functions publish (host-free, src/app/formulas): COTAS.LISTA masked by default like every
// other writer of a list to publish (CPF ***.456.789-**, no birth date), `mascarar=não` for the
// commission's internal version; COTAS.CLASSIFICAR's Avisos header short, with the count, the details
// in COTAS.LISTA(…; "AVISOS"), which lists every warning of the table (every cargo) with its article,
// and no engine id in what a person reads. The list columns themselves belong to the list builder:
// only the CPF cells and the absence of a Nascimento column are asserted here.
import * as path from 'path';
import { PLAIN_HOST } from '../../../src/app/formulas/host';
import { classifyCells, listCells } from '../../../src/app/formulas/implementation';
import { excelFormulaHost } from '../../../src/hosts/excel/functions/excel-host';
import { readSpreadsheetFile } from '../../../src/hosts/file';
import type { CellValue } from '../../../src/sheet';

const FULL_CPF = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const MASKED_CPF = /^\*\*\*\.\d{3}\.\d{3}-\*\*$/;
/** An engine id as a person would see it: lowercase words joined by hyphens (`cargo-abaixo-do-minimo`, `vaga-ac`). */
const ENGINE_ID = /\b[a-z]+(?:-[a-z0-9]+){1,}\b/;

const TABLE: CellValue[][] = [
  ['Inscrição', 'Nome', 'CPF', 'Nascimento', 'Nota'],
  ['1', 'Ana', '123.456.789-01', '09/03/1961', 90],
  ['2', 'Bia', '987.654.321-00', '10/04/1990', 80],
];

const strings = (rows: unknown[][]): string[] => rows.flat().filter((v): v is string => typeof v === 'string');

describe('COTAS.LISTA: mascarado por padrão', () => {
  test('sem opção: CPF mascarado e sem a coluna Nascimento', () => {
    const out = listCells(TABLE, [[2]], 'AC', '', PLAIN_HOST);
    expect(out[0]).not.toContain('Nascimento');
    expect(strings(out).filter((s) => FULL_CPF.test(s))).toEqual([]);
    expect(strings(out).filter((s) => MASKED_CPF.test(s))).toEqual(['***.456.789-**', '***.654.321-**']);
    expect(strings(out)).not.toContain('09/03/1961');
  });

  test('mascarar=não: a versão completa, de uso interno (CPF e nascimento)', () => {
    const out = listCells(TABLE, [[2]], 'AC', 'mascarar=não', PLAIN_HOST);
    expect(out[0]).toContain('Nascimento');
    expect(strings(out).filter((s) => FULL_CPF.test(s))).toEqual(['123.456.789-01', '987.654.321-00']);
    expect(strings(out)).toContain('09/03/1961');
  });

  test('COTAS.CLASSIFICAR não devolve CPF nem data de nascimento', () => {
    const out = classifyCells(TABLE, [[2]], '', PLAIN_HOST);
    expect(strings(out).filter((s) => FULL_CPF.test(s) || MASKED_CPF.test(s) || /\d{2}\/\d{2}\/\d{4}/.test(s))).toEqual([]);
  });
});

describe('Avisos de COTAS.CLASSIFICAR no exemplo (5 cargos)', () => {
  let candidatos: CellValue[][];
  let vagas: CellValue[][];
  beforeAll(async () => {
    const { sheets } = await readSpreadsheetFile(path.resolve(__dirname, '..', '..', '..', 'assets', 'exemplo-concurso.xlsx'));
    candidatos = sheets.find((s) => s.nome === 'Candidatos')!.linhas;
    // Parâmetros!A14:B19: the Cargo | Vagas table.
    vagas = sheets
      .find((s) => s.nome === 'Parâmetros')!
      .linhas.slice(13, 19)
      .map((r) => r.slice(0, 2));
  });

  test('o cabeçalho é curto, com a contagem, e aponta para COTAS.LISTA(…; "AVISOS") na grafia de cada programa', () => {
    const opcoes = 'pcd=federal-9508-2018';
    const header = classifyCells(candidatos, vagas, opcoes, excelFormulaHost(null))[0];
    const avisos = String(header[header.length - 1]);
    expect(avisos.length).toBeLessThanOrEqual(80);
    const m = /^Avisos \((\d+)(?:, (\d+) erros? a resolver)?\) — veja COTAS\.LISTA\(…; "AVISOS"\)$/.exec(avisos);
    expect(m).not.toBeNull();
    // The count is what the AVISOS list shows: one row per warning of the whole table, the errors said.
    const lista = listCells(candidatos, vagas, 'AVISOS', opcoes, PLAIN_HOST);
    const warnings = lista.slice(1).filter((r) => ['Erro', 'Aviso', 'Informação'].includes(String(r[0])));
    expect(warnings.length).toBe(Number(m![1]));
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    const errors = warnings.filter((r) => r[0] === 'Erro').length;
    expect(m![2] === undefined ? 0 : Number(m![2])).toBe(errors);
    // Google Sheets has no namespaces: its users write COTAS_LISTA.
    const sheets = classifyCells(candidatos, vagas, opcoes, PLAIN_HOST)[0];
    expect(String(sheets[sheets.length - 1])).toBe(avisos.replace('COTAS.LISTA', 'COTAS_LISTA'));
  });

  test('COTAS.LISTA(…; "AVISOS") sem cargo lista os avisos de todos os cargos, cada um com o artigo e sem ids do motor', () => {
    const lista = listCells(candidatos, vagas, 'AVISOS', 'pcd=federal-9508-2018', PLAIN_HOST);
    const header = lista[0].map(String);
    const artigo = header.indexOf('Artigo');
    const cargo = header.indexOf('Cargo');
    expect(artigo).toBeGreaterThanOrEqual(0);
    expect(cargo).toBeGreaterThanOrEqual(0);
    const warnings = lista.slice(1).filter((r) => ['Erro', 'Aviso', 'Informação'].includes(String(r[0])));
    for (const r of warnings) expect(String(r[artigo]).trim()).not.toBe('');
    // The fragmentation warning is about the concurso (Motorista below the minimum); the pending
    // confirmation is Agente Comunitário de Saúde's.
    expect(warnings.some((r) => /Motorista/.test(r.join(' ')))).toBe(true);
    expect(warnings.some((r) => r[cargo] === 'Agente Comunitário de Saúde')).toBe(true);
    // The columns this list adds to the engine's sentences: no warning code (the engine's id) among them.
    const mensagem = header.indexOf('Mensagem');
    for (const r of lista) r.forEach((v, k) => k !== mensagem && expect(String(v)).not.toMatch(ENGINE_ID));
    // One cargo's list: only its warnings and the concurso's.
    const one = listCells(candidatos, vagas, 'AVISOS', 'pcd=federal-9508-2018; cargo=Motorista', PLAIN_HOST);
    expect(one.slice(1).every((r) => r[cargo] === '' || r[cargo] === 'Motorista')).toBe(true);
  });

  test('a leitura da tabela vai para a lista de avisos, sem "candidato(s)"', () => {
    const lista = listCells(candidatos, vagas, 'AVISOS', '', PLAIN_HOST);
    const reading = lista.find((r) => r[0] === 'Leitura');
    expect(reading).toBeDefined();
    const text = reading!.join(' ');
    expect(text).toContain("Inscrição ← A 'Nº de inscrição'");
    expect(text).toContain('375 candidatos');
    expect(text).toContain("ignoradas: G 'Nota Conhecimentos Específicos'");
    expect(text).not.toMatch(/\(s\)/);
  });
});
