// The Regra sheet (rules.md §11): written from a shipped rule it reads back as the same rule (the same
// decisions on random concursos); a commission's own rule typed in Portuguese reads as the contract's
// object; every problem names the Regra sheet's cell.
import { PCD_RULES, RULE_SETS, classify, validateDocument } from '../../src/engine';
import type { ConcursoResult } from '../../src/engine';
import { readRuleSheet, ruleSheetRows } from '../../src/sheet/rule-sheet';
import type { CellValue } from '../../src/sheet/parsers';
import { formatProblem } from '../../src/sheet/problems';
import { seededRandom } from '../../tools/prng';

const sheet = (linhas: CellValue[][]) => ({ nome: 'Regra', linhas });

function run(doc: Record<string, unknown>): ConcursoResult {
  const v = validateDocument(doc);
  if (!v.concurso) throw new Error(JSON.stringify(v.problemas));
  return classify(v.concurso);
}

function decisions(r: ConcursoResult): unknown {
  return r.cargos.map((c) => ({
    reserva: c.reserva,
    nomeacao: c.nomeacao.map((p) => [p.posicao, p.vaga, p.inscricao, p.modalidade]),
    listas: c.listas,
  }));
}

describe('the Regra sheet written from a shipped rule reads back as the same rule', () => {
  for (const rules of RULE_SETS) {
    test(rules.id, () => {
      const pcd = PCD_RULES[0];
      const read = readRuleSheet(sheet(ruleSheetRows(rules, pcd)));
      expect(read.problemas).toEqual([]);
      const rand = seededRandom(rules.id.length);
      for (let trial = 0; trial < 15; trial++) {
        const candidatos = Array.from({ length: 30 }, (_, i) => {
          const grupo = [null, 'PP', 'IND', 'QUI'][Math.floor(rand() * 4)];
          return {
            inscricao: String(i + 1),
            nota: Math.floor(rand() * 20),
            grupo,
            optante: grupo !== null,
            confirmacao: 'deferida',
            pcd: rand() < 0.2,
            avaliacaoPcd: 'deferida',
          };
        });
        const vagas = 1 + Math.floor(rand() * 20);
        const shipped = run({ regra: rules.id, opcoes: { pcd: pcd.id, reservaMultipla: rules.defaultMultipleReserve }, vagas, candidatos });
        const written = run({
          regra: read.regra,
          opcoes: { pcd: { ...read.pcd, id: 'copia' }, reservaMultipla: rules.defaultMultipleReserve },
          vagas,
          candidatos,
        });
        expect(decisions(written)).toEqual(decisions(shipped));
      }
    });
  }
});

describe("a commission's own rule typed in the Regra sheet", () => {
  test('a joint list, a percentage cell as Excel stores it, a chain in words, the PcD rule below the table', () => {
    const read = readRuleSheet(
      sheet([
        ['Regra do Município X'],
        ['Nome da lei', 'Lei nº 123/2024 (Município X)'],
        ['Em vigor desde', '01/03/2024'],
        ['Reserva a partir de (vagas)', 3],
        ['Fração', 'qualquer fração para cima'],
        ['Artigo da ordem de nomeação', 'art. 4º'],
        [],
        ['Código', 'Nome da lista', 'Percentual', 'Quem pode optar (Cota)', 'Vaga não preenchida vai para', 'Artigo'],
        ['ppi', 'Pretos, pardos e indígenas', 0.25, 'PP, IND', 'ampla concorrência', 'art. 1º'],
        ['QUI', 'Quilombolas', '2,5%', null, 'PPI → ampla', 'art. 1º, II'],
        [],
        ['Regra PcD: percentual', '10%'],
        ['Regra PcD: fração', 'para cima'],
        ['Regra PcD: reserva a partir de (vagas)', 1],
      ]),
    );
    expect(read.problemas).toEqual([]);
    expect(read.regra).toEqual({
      nome: 'Lei nº 123/2024 (Município X)',
      vigencia: '2024-03-01',
      minimoVagas: 3,
      fracao: 'acima',
      artigos: { ordem: 'art. 4º' },
      grupos: [
        { codigo: 'PPI', titulo: 'Pretos, pardos e indígenas', percentual: 25, declaracoes: ['PP', 'IND'], artigo: 'art. 1º' },
        { codigo: 'QUI', titulo: 'Quilombolas', percentual: 2.5, artigo: 'art. 1º, II' },
      ],
      reversao: { PPI: [], QUI: ['PPI'] },
    });
    expect(read.pcd).toEqual({ percentual: 10, fracao: 'acima', minimoVagas: 1 });
  });

  test("every problem names its cell: unknown labels, bad values, and the engine's checks located", () => {
    const read = readRuleSheet(
      sheet([
        ['Nome da lei', 'Lei X'],
        ['Reserva a partir de', 'três'],
        ['Fraccão', 'meio'],
        ['Leitura do arredondamento', 'metade'],
        ['Código', 'Percentual', 'Vaga não preenchida vai para', 'Observação'],
        ['PP', '60%', 'XYZ'],
        ['IND', '50%', null],
      ]),
    );
    expect(read.regra).toBeNull();
    expect(read.problemas.map(formatProblem)).toEqual([
      "Planilha 'Regra', linha 2, coluna 'Reserva a partir de (vagas)': \"três\" não é um número inteiro de vagas.",
      'Planilha \'Regra\', linha 3, coluna \'Fraccão\': rótulo "Fraccão" não reconhecido na aba Regra (quis dizer "Fração"?).',
      'Planilha \'Regra\', linha 4, coluna \'Leitura do arredondamento\': "metade" não é um valor de "Leitura do arredondamento"; use "total", "sobre o total", "por grupo", "grupo a grupo".',
      "Planilha 'Regra', linha 5, coluna 'Observação': coluna \"Observação\" não reconhecida na tabela dos grupos; as colunas são: Código, Nome da lista, Percentual, Quem pode optar (Cota), Vaga não preenchida vai para, Artigo.",
    ]);
    expect(read.problemas.map((p) => p.celula)).toEqual(['B2', 'A3', 'B4', 'D5']);
    // Once the cells read, the engine's checks land on the cells they concern.
    const second = readRuleSheet(
      sheet([
        ['Código', 'Percentual', 'Vaga não preenchida vai para'],
        ['PP', '60%', 'XYZ'],
        ['IND', '40,555%', null],
        ['QUI', '45%', null],
      ]),
    );
    expect(second.problemas.map((p) => `${p.celula}: ${p.mensagem}`)).toEqual([
      'A1: Os percentuais dos grupos somam 105%: devem somar menos de 100%.',
      'C2: A cadeia de "PP" ["XYZ"] é inválida: uma lista de outros grupos da regra, sem repetir, como ["IND", "PP"].',
      'B3: "percentual" 40.555 inválido: um número maior que 0 e menor que 100, com no máximo duas casas decimais (15 ou 2.5).',
    ]);
  });

  test('a sheet without the groups table says what is missing', () => {
    const read = readRuleSheet(sheet([['Nome da lei', 'Lei X']]));
    expect(read.problemas.map(formatProblem)).toEqual([
      'Planilha \'Regra\', linha 1: falta a tabela dos grupos: uma linha com os títulos "Código" e "Percentual", e um grupo por linha abaixo dela.',
    ]);
  });
});

describe('the workbook with "Outra lei (aba Regra)" in Parâmetros', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { readConcursoWorkbook } = require('../../src/sheet') as typeof import('../../src/sheet');
  const candidatos = {
    nome: 'Candidatos',
    linhas: [
      ['Inscrição', 'Nota', 'Cota', 'Optante'],
      ['1', 90, '', 'Não'],
      ['2', 80, 'Indígena', 'Sim'],
      ['3', 70, 'Parda', 'Sim'],
    ] as CellValue[][],
  };
  const parametros = (regra: string) => ({
    nome: 'Parâmetros',
    linhas: [
      ['Regra', regra],
      ['Vagas', 10],
    ] as CellValue[][],
  });
  const regraSheet = sheet([
    ['Nome da lei', 'Lei nº 123/2024 (Município X)'],
    ['Reserva a partir de (vagas)', 3],
    ['Código', 'Nome da lista', 'Percentual', 'Quem pode optar (Cota)'],
    ['PPIQ', 'Pretos, pardos, indígenas e quilombolas', '30%', 'PP, IND, QUI'],
  ]);

  test('the Regra sheet is the rule: the concurso carries it, and the result follows it', () => {
    const r = readConcursoWorkbook([parametros('Outra lei (aba Regra)'), regraSheet, candidatos]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso!.regra).toBe('regra-da-comissao');
    expect(r.concurso!.regraInformada).toMatchObject({ nome: 'Lei nº 123/2024 (Município X)', minimoVagas: 3 });
    expect(classify(r.concurso!).cargos[0]).toMatchObject({ reserva: { PPIQ: 3, AC: 7 }, listas: { PPIQ: ['2', '3'] } });
    expect(r.leitura.planilhas.find((p) => p.nome === 'Regra')!.papel).toBe('regra');
  });

  test('without the Regra sheet, or with a problem in it: located problems, no concurso', () => {
    const missing = readConcursoWorkbook([parametros('outra lei'), candidatos]);
    expect(missing.concurso).toBeNull();
    expect(missing.problemas.map(formatProblem)).toContain(
      "Planilha 'Parâmetros': a regra escolhida é \"Outra lei (aba Regra)\", mas o arquivo não tem a aba 'Regra': crie-a (o painel a cria pré-preenchida a partir de uma lei cadastrada) ou escolha uma das leis cadastradas.",
    );
    const bad = readConcursoWorkbook([
      parametros('Outra lei (aba Regra)'),
      sheet([
        ['Código', 'Percentual'],
        ['PPIQ', '130%'],
      ]),
      candidatos,
    ]);
    expect(bad.concurso).toBeNull();
    expect(bad.problemas.map((p) => `${p.planilha}!${p.celula}`)).toContain('Regra!B2');
  });

  test('a shipped rule chosen in Parâmetros: the Regra sheet is not read', () => {
    const r = readConcursoWorkbook([parametros('pirangi'), regraSheet, candidatos]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso!.regra).toBe('pirangi-3056-2025');
    expect(r.concurso!.regraInformada).toBeUndefined();
  });

  test("the Cota column takes a written rule's own codes and values, never a shipped rule's unknown ones", () => {
    const own = sheet([
      ['Código', 'Percentual', 'Quem pode optar (Cota)'],
      ['NEG', '20%', 'NEG, PDN'],
      ['PPIQ', '5%', 'IND'],
    ]);
    const cands = {
      nome: 'Candidatos',
      linhas: [
        ['Inscrição', 'Nota', 'Cota', 'Optante'],
        ['1', 90, 'NEG', 'Sim'],
        ['2', 80, 'pdn', 'Sim'],
        ['3', 70, 'PPIQ', 'Sim'],
        ['4', 60, 'Indígena', 'Sim'],
      ] as CellValue[][],
    };
    const r = readConcursoWorkbook([parametros('Outra lei (aba Regra)'), own, cands]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso!.candidatos.map((c) => c.grupo)).toEqual(['NEG', 'PDN', 'PPIQ', 'IND']);
    expect(classify(r.concurso!).cargos[0].listas).toMatchObject({ NEG: ['1', '2'], PPIQ: ['3', '4'] });
    // With a shipped rule, "NEG", "pdn" and "PPIQ" are not Cota values: an error at each cell.
    const shipped = readConcursoWorkbook([parametros('pirangi'), cands]);
    expect(shipped.problemas.map((p) => p.celula)).toEqual(['C2', 'C3', 'C4']);
  });

  test('a candidate may declare several values of a written rule in one Cota cell ("PP; QUI")', () => {
    const two = sheet([
      ['Código', 'Percentual'],
      ['PP', '15%'],
      ['QUI', '5%'],
    ]);
    const cands = {
      nome: 'Candidatos',
      linhas: [
        ['Inscrição', 'Nota', 'Cota', 'Optante', 'Confirmação'],
        ['1', 90, 'PP; QUI', 'Sim', 'Deferida'],
        ['2', 80, 'Quilombola', 'Sim', 'Deferida'],
      ] as CellValue[][],
    };
    const r = readConcursoWorkbook([parametros('Outra lei (aba Regra)'), two, cands]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso!.candidatos[0]).toMatchObject({ grupo: 'PP', grupos: ['PP', 'QUI'] });
    expect(classify(r.concurso!).cargos[0].listas).toMatchObject({ PP: ['1'], QUI: ['1', '2'] });
    // A shipped rule set keeps one value per candidate: the same cell is an error at its cell.
    const shipped = readConcursoWorkbook([parametros('pirangi'), cands]);
    expect(shipped.problemas.map((p) => `${p.celula}: ${p.mensagem}`)).toEqual([expect.stringMatching(/^C2: .*declara mais de um grupo/)]);
  });
});
