// The option catalogue is the one list of what a person may write for each parameter: every reader
// (the Parâmetros sheet, the command line's flags, the JSON contract's validator) is run here over the
// catalogue's own table, so a word accepted by one reader and refused by another fails a test.
import { ENGINE_OPTIONS, OPTIONS, choiceCodes, optionRecord } from '../../../src/engine/catalog/options';
import type { OptionRecord } from '../../../src/engine/catalog/options';
import { findNamedAct, wordKey } from '../../../src/engine/catalog/words';
import { readDateText } from '../../../src/engine/catalog/dates';
import { PCD_RULES, RULE_SETS, validateDocument } from '../../../src/engine';
import { readParameters } from '../../../src/sheet';
import type { CellValue } from '../../../src/sheet';
import { OPTION_FLAGS, UsageError, readOptionFlags } from '../../../src/cli/opcoes';
import { parseOptionsText } from '../../../src/app/formulas/options';
import { InputError } from '../../../src/app/formulas/errors';

const funcoes = OPTIONS.filter((o) => o.readers.includes('funcoes'));

/** A value each kind of `opções` key reads without a problem. */
function optionText(o: OptionRecord): string {
  switch (o.kind) {
    case 'yesNo':
      return 'sim';
    case 'cargo':
      return 'Professor';
    default:
      return String(validValue(o)[0]);
  }
}

const parametros = OPTIONS.filter((o) => o.readers.includes('parametros'));

/** A value each kind of parameter reads without a problem. */
function validValue(o: OptionRecord): CellValue[] {
  switch (o.kind) {
    case 'choice':
      return [o.values![0].code];
    case 'date':
      return ['20/03/2026'];
    case 'ruleSet':
      return ['pirangi-3056-2025'];
    case 'pcdRule':
      return ['federal-9508-2018'];
    case 'criteria':
      return ['Nota A', 'Nota B'];
    case 'vacancies':
      return [10];
    case 'sheetName':
      return ['Inscritos'];
    case 'headerRow':
      return [3];
    case 'cut':
      return ['ampla=30; PP=9'];
    default:
      return ['Concurso nº 1/2026'];
  }
}

/** What readParameters made of one row: the keys it set (options, rule, criteria…) and its problems. */
function readRow(row: CellValue[]): { set: string[]; problemas: string[] } {
  const p = readParameters([row]);
  const set = [
    ...Object.keys(p.opcoes),
    ...(p.regra !== undefined ? ['regra'] : []),
    ...(p.criterios.length ? ['criterios'] : []),
    ...(p.vagas ? ['vagas'] : []),
    ...(p.planilhaCandidatos ? ['planilhaCandidatos'] : []),
    ...(p.linhaCabecalho ? ['linhaCabecalho'] : []),
    ...(p.corte ? ['corte'] : []),
    ...(p.descricao.length ? ['descricao'] : []),
  ];
  return { set, problemas: p.problemas.map((x) => x.mensagem) };
}

describe('a planilha Parâmetros lê exatamente os nomes do catálogo', () => {
  const cases = parametros.flatMap((o) => (o.kind === 'mapping' ? [] : o.names).map((n) => [o.key, n] as const));
  test.each(cases)('%s ← "%s"', (key, name) => {
    const o = optionRecord(key);
    const r = readRow([name, ...validValue(o)]);
    expect(r.problemas).toEqual([]);
    expect(r.set).toEqual([key]);
  });

  test.each(OPTIONS.filter((o) => !o.readers.includes('parametros')).flatMap((o) => o.names.map((n) => [o.key, n] as const)))(
    '%s não é da planilha: "%s" é um parâmetro desconhecido',
    (_key, name) => {
      expect(readRow([name, 'x']).problemas.join()).toMatch(/parâmetro desconhecido/);
    },
  );

  test('"Coluna", "Col" e "Campo" antes do campo são um mapeamento de coluna', () => {
    for (const prefix of optionRecord('mapeamento').names) {
      const p = readParameters([[`${prefix} Nota`, 'Nota final']]);
      expect(p.problemas).toEqual([]);
      expect(p.colunas).toEqual([{ campo: 'nota', cabecalho: 'Nota final', planilha: 'Parâmetros', linha: 1 }]);
    }
  });
});

describe('as opções das funções leem exatamente os nomes do catálogo', () => {
  // A mapping's and a fundamento's names are prefixes (tested below).
  const cases = funcoes.flatMap((o) => (o.kind === 'mapping' || o.kind === 'basis' ? [] : o.names).map((n) => [o.key, n] as const));
  test.each(cases)('%s ← "%s"', (key, name) => {
    expect(Object.keys(parseOptionsText(`${name}=${optionText(optionRecord(key))}`))).toEqual([key]);
  });

  test('"fundamento" antes de uma opção dá o item do edital dela (rules.md §7), com os nomes da opção no catálogo', () => {
    for (const prefix of optionRecord('fundamentos').names)
      expect(parseOptionsText(`${prefix}.reservaMultipla=item 5.3; ${prefix} referencia=item 7.1`)).toEqual({
        fundamentos: { reservaMultipla: 'item 5.3', dataReferencia: 'item 7.1' },
      });
    expect(parseOptionsText('fundamento.criterios=item 8.2 do Edital nº 1/2026').fundamentos).toEqual({
      criterios: 'item 8.2 do Edital nº 1/2026',
    });
    expect(() => parseOptionsText('fundamento=item 5.3')).toThrow(/não diz de que opção é o fundamento/);
    expect(() => parseOptionsText('fundamento.mascarar=item 1')).toThrow(/não diz de que opção é o fundamento/);
  });

  const functionNames = new Set(funcoes.flatMap((o) => o.names));
  test.each(
    OPTIONS.filter((o) => !o.readers.includes('funcoes')).flatMap((o) =>
      o.names.filter((n) => !functionNames.has(n)).map((n) => [o.key, n] as const),
    ),
  )('%s não é das funções: "%s" é uma opção desconhecida', (_key, name) => {
    expect(() => parseOptionsText(`${name}=x`)).toThrow(/opção desconhecida/);
  });

  test('"coluna", "col" e "campo" antes do campo são um mapeamento de coluna', () => {
    for (const prefix of optionRecord('mapeamento').names)
      expect(parseOptionsText(`${prefix} Nota=Nota final`)).toEqual({ mapeamento: { nota: 'Nota final' } });
  });
});

describe('os valores: a planilha, as funções e a linha de comando leem as mesmas palavras', () => {
  const choices = OPTIONS.filter((o) => o.kind === 'choice').flatMap((o) =>
    o.values!.flatMap((v) => [v.code, ...v.words].map((w) => [o.key, w, v.code] as const)),
  );
  test.each(choices)('%s: "%s" é %s', (key, word, code) => {
    const { readers } = optionRecord(key);
    expect(readParameters([[optionRecord(key).label, word]]).opcoes).toEqual({ [key]: code });
    // An option only the Parâmetros sheet reads (the confirmations' sheet) has no function option nor flag.
    if (readers.includes('funcoes')) expect(parseOptionsText(`${key}=${word}`)).toEqual({ [key]: code });
    const flag = OPTION_FLAGS.find((f) => f.option === key);
    expect(flag !== undefined).toBe(readers.includes('cli'));
    if (flag) expect(readOptionFlags({ [flag.option]: word }).opcoes).toEqual({ [key]: code });
  });

  const acts = [
    ...RULE_SETS.map((r) => ['regra', r.id, r.id] as const),
    ...RULE_SETS.map((r) => ['regra', r.name, r.id] as const),
    ['regra', 'Lei 3.056/2025', 'pirangi-3056-2025'],
    ['regra', 'Pirangi', 'pirangi-3056-2025'],
    ['regra', '15.142', 'federal-15142-2025'],
    ['regra', 'Lei nº 12.990, de 2014', 'federal-12990-2014'],
    ...PCD_RULES.map((r) => ['pcd', r.name, r.id] as const),
    ['pcd', 'Decreto 9.508', 'federal-9508-2018'],
    ['pcd', 'LC 683/1992', 'sp-lc683-1992'],
    ['pcd', 'não', 'nenhuma'],
    ['pcd', 'Nenhuma', 'nenhuma'],
  ] as const;
  test.each(acts)('%s: "%s" é %s', (key, text, id) => {
    const sheet = readParameters([[optionRecord(key).label, text]]);
    const flags = readOptionFlags(key === 'regra' ? { regra: text } : { pcd: text });
    expect(parseOptionsText(`${key}=${text}`)).toEqual({ [key]: id });
    if (key === 'regra') {
      expect(sheet.regra).toBe(id);
      expect(flags.regra).toBe(id);
    } else {
      expect(sheet.opcoes.pcd).toBe(id);
      expect(flags.opcoes.pcd).toBe(id);
    }
  });

  test.each([
    ['regra', 'Lei 9.999'],
    ['regra', 'Lei de Marte'],
    ['pcd', 'Decreto 3.298/1999'],
    ['pcd', 'federal'],
    ['arredondamento', 'para cima'],
    ['reservaMultipla', 'metade'],
  ])('%s: "%s" não é lido por nenhum dos três, que dizem o mesmo', (key, text) => {
    const sheet = readParameters([[optionRecord(key as 'regra').label, text]]).problemas;
    expect(sheet).toHaveLength(1);
    expect(() => parseOptionsText(`${key}=${text}`)).toThrow(sheet[0].mensagem.replace(/\.$/, ''));
    const flag = key === 'regra' ? 'regra' : OPTION_FLAGS.find((f) => f.option === key)!.option;
    expect(() => readOptionFlags({ [flag]: text })).toThrow(UsageError);
  });

  test('o contrato JSON aceita só os códigos do catálogo, e nenhuma das palavras', () => {
    const base = { regra: 'pirangi-3056-2025', vagas: 1, candidatos: [{ inscricao: '1', nota: 1 }] };
    for (const o of OPTIONS.filter((x) => x.kind === 'choice' && (ENGINE_OPTIONS as readonly string[]).includes(x.key))) {
      for (const code of choiceCodes(o.key)) expect(validateDocument({ ...base, opcoes: { [o.key]: code } }).problemas).toEqual([]);
      const words = o.values!.flatMap((v) => v.words).filter((w) => !choiceCodes(o.key).includes(w));
      for (const w of words) expect(validateDocument({ ...base, opcoes: { [o.key]: w } }).problemas).toHaveLength(1);
    }
  });
});

describe('uma só gramática de datas escritas como texto', () => {
  // Stated here by hand: what each text means, whatever the reader.
  const dates: [string, string | null][] = [
    ['20/03/2026', '2026-03-20'],
    ['20.03.2026', '2026-03-20'],
    ['20-03-2026', '2026-03-20'],
    ['5/1/2026', '2026-01-05'],
    ['2026-03-20', '2026-03-20'],
    ['2026-3-20', '2026-03-20'],
    ['2026-03-20T10:00', '2026-03-20'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['20/03/26', null],
    ['março de 2026', null],
    ['2026/03/20', null],
  ];
  test.each(dates)('"%s"', (text, iso) => {
    const d = readDateText(text);
    expect(d.ok ? d.iso : null).toBe(iso);
    const sheet = readParameters([['Data de referência', text]]);
    expect(sheet.opcoes.dataReferencia ?? null).toBe(iso);
    expect(sheet.problemas).toHaveLength(iso === null ? 1 : 0);
    if (iso === null) {
      expect(() => readOptionFlags({ dataReferencia: text })).toThrow(UsageError);
      expect(() => parseOptionsText(`referencia=${text}`)).toThrow(InputError);
    } else {
      expect(readOptionFlags({ dataReferencia: text }).opcoes.dataReferencia).toBe(iso);
      expect(parseOptionsText(`referencia=${text}`).dataReferencia).toBe(iso);
    }
  });

  test('o ano com dois dígitos tem o seu próprio motivo', () => {
    expect(readDateText('20/03/26')).toEqual({ ok: false, erro: 'ano-com-dois-digitos' });
    expect(readParameters([['Data do edital', '20/03/26']]).problemas[0].mensagem).toMatch(/ano com dois dígitos/);
  });
});

describe('o que uma leitura aceitava e a outra recusava', () => {
  test('"Referência" e "Ausência" são parâmetros da planilha, como nas opções das funções', () => {
    const p = readParameters([
      ['Referência', '20/03/2026'],
      ['Ausência', 'eliminado'],
    ]);
    expect(p.problemas).toEqual([]);
    expect(p.opcoes).toEqual({ dataReferencia: '2026-03-20', ausenciaConfirmacao: 'eliminado' });
  });

  test('"Edital | 20/03/2026" é a data do edital; "Edital | nº 1/2026" é a identificação do edital', () => {
    const asDate = readParameters([['Edital', '20/03/2026']]);
    expect(asDate.opcoes).toEqual({ dataEdital: '2026-03-20' });
    expect(asDate.descricao).toEqual([]);
    const asText = readParameters([['Edital', 'nº 1/2026']]);
    expect(asText.opcoes).toEqual({});
    expect(asText.descricao).toEqual([{ chave: 'Edital', valor: 'nº 1/2026' }]);
  });

  test.each([
    [46101, { dataEdital: '2026-03-20' }, []],
    [new Date(Date.UTC(2026, 2, 20)), { dataEdital: '2026-03-20' }, []],
    [1, {}, [{ chave: 'Edital', valor: '1' }]],
    ['010', {}, [{ chave: 'Edital', valor: '010' }]],
    [2026, {}, [{ chave: 'Edital', valor: '2026' }]],
  ])('"Edital | %p": a date only when it is clearly one (an Excel date cell holds a serial number)', (value, opcoes, descricao) => {
    const p = readParameters([['Edital', value as CellValue]]);
    expect(p.problemas).toEqual([]);
    expect(p.opcoes).toEqual(opcoes);
    expect(p.descricao).toEqual(descricao);
  });
});

describe('as leis são nomeadas pelos seus dados, não por números escritos no código', () => {
  // A law added to the data is named by its act number and its aliases with no other change.
  const acts = [
    { id: 'municipal-7000-2026', name: 'Lei nº 7.000/2026 (Município de Lagoa Azul-MG)', aliases: ['lagoa azul'] },
    { id: 'estadual-1234-2025', name: 'Lei estadual nº 1.234/2025' },
  ];
  test.each([
    ['Lei 7.000', 'municipal-7000-2026'],
    ['lei municipal de Lagoa Azul', 'municipal-7000-2026'],
    ['1234/2025', 'estadual-1234-2025'],
    ['Lei estadual nº 1.234/2025', 'estadual-1234-2025'],
    ['2025', null],
    ['Lei 3.056', null],
  ])('"%s" → %s', (text, id) => {
    expect(findNamedAct(acts, text)?.id ?? null).toBe(id);
  });

  test('as chaves das palavras: acentos, maiúsculas, hífens e camelCase', () => {
    expect(wordKey('Data de Referência')).toBe('data de referencia');
    expect(wordKey('data-de-referencia')).toBe('data de referencia');
    expect(wordKey('dataReferencia')).toBe('data referencia');
    expect(wordKey('Reserva PcD')).toBe('reserva pcd');
    expect(wordKey('Nº de vagas')).toBe('no de vagas');
  });
});
