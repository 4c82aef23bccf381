// The field catalogue (src/engine/catalog/fields.ts) is the one list of the candidate's fields: every
// reader accepts exactly its words for each field — the header of a candidates sheet, the "Coluna
// <campo>" rows of Parâmetros, the functions' option "coluna <campo>=…" — and the contract's
// validator exactly its keys. Table-driven: one case per field and word of the catalogue.
import { COLUMN_FIELDS, CONTRACT_FIELDS } from '../../src/engine/catalog/fields';
import { validateDocument } from '../../src/engine';
import {
  columnMappingOf,
  headerFields,
  headerKey,
  normalizeHeader,
  parseColumnField,
  readParameters,
  recognizeColumns,
} from '../../src/sheet';
import type { CellValue, ColumnField } from '../../src/sheet';
import { parseOptionsText } from '../../src/app/formulas/options';
import { restoreDesktopBlanks } from '../../src/hosts/excel/functions/excel-cells';
import { findHeader } from '../../src/sheet';

const cases: [ColumnField, string][] = COLUMN_FIELDS.flatMap((f) => f.coluna.palavras.map((w): [ColumnField, string] => [f.campo, w]));
const labels: [ColumnField, string][] = COLUMN_FIELDS.map((f) => [f.campo, f.coluna.rotulo]);

/** Each reader: the field it reads a name as, or null when it refuses the name. */
const readers: Record<string, (name: string) => ColumnField | null> = {
  'o cabeçalho da planilha de candidatos': (name) => {
    const { colunas } = recognizeColumns(['Outra coisa', name]);
    const fields = COLUMN_FIELDS.filter((f) => colunas[f.campo] === 1).map((f) => f.campo);
    return fields.length === 1 ? fields[0] : null;
  },
  'a busca do cabeçalho': (name) => {
    const fields = [...headerFields([name])];
    return fields.length === 1 ? fields[0] : null;
  },
  'o campo de um mapeamento (parseColumnField)': (name) => parseColumnField(name),
  "a linha 'Coluna <campo> | cabeçalho' de Parâmetros": (name) => {
    const p = readParameters([[`Coluna ${name}`, 'Resultado']]);
    return p.problemas.length === 0 && p.colunas?.length === 1 ? p.colunas[0].campo : null;
  },
  "a célula 'Coluna <campo> = cabeçalho' de Parâmetros": (name) => {
    const p = readParameters([[`Coluna ${name} = Resultado`]]);
    return p.problemas.length === 0 && p.colunas?.length === 1 ? p.colunas[0].campo : null;
  },
  columnMappingOf: (name) => {
    const m = columnMappingOf(name, 'Resultado');
    return 'erro' in m ? null : m.campo;
  },
  "a opção 'coluna <campo>=…' das funções": (name) => {
    try {
      const m = parseOptionsText(`coluna ${name}=Resultado`).mapeamento ?? {};
      const fields = Object.keys(m) as ColumnField[];
      return fields.length === 1 && m[fields[0]] === 'Resultado' ? fields[0] : null;
    } catch {
      return null;
    }
  },
};

// Names close to the catalogue's words that are none of them: every reader refuses them.
const NEAR_MISSES = ['inscrito', 'nota parcial', 'situacao cadastral', 'observacoes', 'idade', 'telefone', 'grupo 2', 'desempate', 'pcd 2'];

describe('o catálogo de campos', () => {
  test('cada palavra está na forma de headerKey (minúsculas, sem acentos) e dá um campo só', () => {
    const owner = new Map<string, ColumnField>();
    for (const [campo, w] of cases) {
      expect(normalizeHeader(w)).toBe(w);
      expect(owner.get(w) ?? campo).toBe(campo);
      owner.set(w, campo);
    }
    // The label of each field is among its words (a sheet may use the label itself as its header).
    for (const f of COLUMN_FIELDS) expect(f.coluna.palavras).toContain(headerKey(f.coluna.rotulo));
  });

  for (const [reader, read] of Object.entries(readers)) {
    test.each(cases)(`${reader} lê '%s' na palavra '%s'`, (campo, w) => {
      expect(read(w)).toBe(campo);
    });
    test.each(labels)(`${reader} lê '%s' no rótulo '%s'`, (campo, label) => {
      expect(read(label)).toBe(campo);
    });
    test.each(NEAR_MISSES)(`${reader} recusa '%s', que não está no catálogo`, (w) => {
      expect(read(w)).toBeNull();
    });
  }

  test('os campos obrigatórios: só Inscrição e Nota faltam numa linha de cabeçalho sem eles', () => {
    const { problemas } = recognizeColumns(['Nome']);
    expect(problemas.map((p) => p.mensagem)).toEqual([
      "falta a coluna 'Inscrição' (número de inscrição do candidato) na linha de cabeçalho.",
      "falta a coluna 'Nota' (nota final do candidato) na linha de cabeçalho.",
    ]);
    expect(COLUMN_FIELDS.filter((f) => f.obrigatorio).map((f) => f.campo)).toEqual(['inscricao', 'nota']);
  });

  test('o validador do JSON aceita exatamente as chaves do contrato, nesta ordem', () => {
    const base = { inscricao: '1', nota: 5 };
    const unknown = validateDocument({ vagas: 1, candidatos: [{ ...base, situacao: 'Aprovado' }] });
    expect(unknown.problemas.map((p) => p.mensagem)).toEqual([
      'Candidato 1 (inscrição 1), campo "situacao": campo desconhecido. Os campos aceitos são: inscricao, nome, cargo, nota, aprovado, grupo, optante, confirmacao, fraude, nascimento, desempate, cpf, pcd, avaliacaoPcd.',
    ]);
    const value: Record<string, unknown> = {
      inscricao: '1',
      nome: 'Ana',
      nota: 5,
      aprovado: false,
      grupo: 'PP',
      optante: true,
      confirmacao: 'deferida',
      fraude: false,
      nascimento: '1990-01-31',
      desempate: [1, null],
      cpf: '12345678900',
      pcd: true,
      avaliacaoPcd: 'pendente',
    };
    for (const f of CONTRACT_FIELDS) {
      // Each key alone (an optante with its group; a cargo in a document of several cargos).
      const candidate = { ...base, grupo: 'PP', [f.campo]: f.campo === 'cargo' ? 'Professor' : value[f.campo] };
      const doc = f.campo === 'cargo' ? { cargos: [{ cargo: 'Professor', vagas: 1 }] } : { vagas: 1 };
      expect([f.campo, validateDocument({ ...doc, candidatos: [candidate] }).problemas]).toEqual([f.campo, []]);
    }
    // The defaults of the true/false keys: approved, and not optante, fraud or PcD.
    const c = validateDocument({ vagas: 1, candidatos: [base] }).concurso!.candidatos[0];
    expect([c.aprovado, c.optante, c.fraude, c.pcd]).toEqual([true, false, false, false]);
  });

  test('como um 0 é lido onde o Excel para computador entrega célula em branco como 0', () => {
    // One column per field, titled by its label; a row of 0s, and a row of text (or numbers) in the other columns.
    const header: CellValue[] = COLUMN_FIELDS.map((f) => f.coluna.rotulo);
    const zeros: CellValue[] = COLUMN_FIELDS.map((f) => (f.campo === 'nota' ? 7 : 0));
    const text: CellValue[] = COLUMN_FIELDS.map((f) => (f.campo === 'nota' ? 8 : 'texto'));
    const coded: CellValue[] = COLUMN_FIELDS.map((f) => (f.campo === 'nota' ? 8 : 1));
    const opts = { planilha: 'tabela' };
    const withText = restoreDesktopBlanks([header, zeros, text], findHeader, opts).rows[1];
    const withNumbers = restoreDesktopBlanks([header, zeros, coded], findHeader, opts).rows[1];
    const expected: Record<string, [CellValue, CellValue]> = {
      // [in a column of text, in a column coded with numbers]
      inscricao: [null, null],
      nome: [null, null],
      cargo: [null, null],
      nota: [7, 7],
      grupo: [null, 0],
      optante: [null, 0],
      confirmacao: [null, 0],
      situacao: [null, 0],
      fraude: [null, 0],
      nascimento: [null, null],
      cpf: [null, null],
      pcd: [null, 0],
      avaliacaoPcd: [null, 0],
    };
    COLUMN_FIELDS.forEach((f, i) => {
      expect([f.campo, withText[i], withNumbers[i]]).toEqual([f.campo, ...expected[f.campo]]);
      expect([f.campo, f.coluna.zero]).toEqual([
        f.campo,
        f.campo === 'nota' ? 'nota' : expected[f.campo][1] === null ? 'branco' : 'branco-em-texto',
      ]);
    });
  });
});
