// The one description of a written table (src/sheet/format.ts): what every writer applies.
import {
  cellFormat,
  formattedNumberLength,
  noteLayout,
  rowHeight,
  rowLines,
  shownLength,
  tableFormat,
  WIDTH_SAMPLE_ROWS,
  wrappedLines,
} from '../../src/sheet/format';
import type { OutputTable } from '../../src/sheet';

const AC: OutputTable = {
  nome: 'AC',
  titulo: 'Professor — Classificação na ampla concorrência',
  cabecalho: ['Classificação', 'Inscrição', 'Nome', 'Nota'],
  linhas: [
    [1, '007', 'Maria Aparecida da Silva', 1234567.5],
    [2, '0010', 'Ana', 80],
    [3, '11', 'Bia', 79.5],
    [4, '12', 'Caio', null],
  ],
  formatos: ['0', '@', '@', '#,##0.000'],
  tipo: 'ampla',
};

describe('tableFormat', () => {
  test('título na linha 1, cabeçalho na 2 (congelados e repetidos em cada página), filtro do cabeçalho à última linha', () => {
    const f = tableFormat(AC);
    expect(f.linhasCongeladas).toBe(2);
    expect(f.linhasRepetidas).toEqual({ primeira: 1, ultima: 2 });
    expect(f.filtro).toBe('A2:D6');
    expect(tableFormat({ ...AC, linhas: [] }).filtro).toBeNull();
    expect(f.colunas).toHaveLength(4);
    expect(f.titulo).toEqual({ negrito: true, tamanho: 13, linhas: 1 });
    expect(f.cabecalho).toEqual({ negrito: true, preenchimento: '#DDEBF7', quebrarTexto: true, linhas: 1 });
    expect([f.alturaLinha, f.alturaLinhaTitulo]).toEqual([15, 18]);
    const wide = tableFormat({ ...AC, cabecalho: Array.from({ length: 28 }, (_, i) => `Coluna ${i + 1}`), linhas: [Array(28).fill('x')] });
    expect(wide.filtro).toBe('A2:AB3');
  });

  test('A4 ajustada a uma página de largura; paisagem só quando a tabela é larga', () => {
    const f = tableFormat(AC);
    expect(f.pagina).toEqual({
      papel: 'A4',
      orientacao: 'retrato',
      ajustarLargura: 1,
      ajustarAltura: 0,
      margens: { esquerda: 0.5, direita: 0.5, superior: 0.75, inferior: 0.75, cabecalho: 0.3, rodape: 0.3 },
    });
    const wide = tableFormat({ ...AC, larguras: [20, 20, 50, 20] });
    expect(wide.colunas.reduce((s, c) => s + c.largura, 0)).toBeGreaterThan(100);
    expect(wide.pagina.orientacao).toBe('paisagem');
  });

  test('larguras: cabeçalho, conteúdo (números como o formato os mostra), t.larguras como mínimo, com teto', () => {
    const f = tableFormat(AC);
    // "Classificação" (13) + 2 + 1 for the indent of a number column's header; "1.234.567,500" (13) + 3;
    // "Maria Aparecida da Silva" (24) + 2.
    expect(f.colunas.map((c) => c.largura)).toEqual([16, 11, 26, 16]);
    expect(tableFormat({ ...AC, larguras: [30, 8, 10, 10] }).colunas.map((c) => c.largura)).toEqual([30, 11, 26, 16]);
    // The header wraps: a long one takes two lines (half its length, never less than its longest word).
    const headers = tableFormat({ ...AC, cabecalho: ['Reserva na outra leitura', 'Classificação', 'Nome', 'Nota'], linhas: [] });
    // (Columns 1 and 4 hold numbers: their header is indented as the numbers, one more character.)
    expect(headers.colunas.map((c) => c.largura)).toEqual([15, 15, 6, 7]);
    const long = tableFormat({ ...AC, linhas: [[1, '1', 'x'.repeat(500), 1]] });
    expect(long.colunas[2].largura).toBe(60);
    // Only the first rows are measured.
    const rows = Array.from({ length: WIDTH_SAMPLE_ROWS + 10 }, (_, i) => [i, String(i), 'Ana', 1]);
    rows[WIDTH_SAMPLE_ROWS + 5][2] = 'y'.repeat(50);
    expect(tableFormat({ ...AC, linhas: rows }).colunas[2].largura).toBe(6);
    rows[WIDTH_SAMPLE_ROWS - 1][2] = 'y'.repeat(50);
    expect(tableFormat({ ...AC, linhas: rows }).colunas[2].largura).toBe(52);
  });

  test('números à direita com margem e recuo (não encostam no texto da coluna seguinte); texto à esquerda', () => {
    const f = tableFormat(AC);
    expect(f.colunas.map((c) => [c.alinhamento, c.recuo ?? 0])).toEqual([
      ['direita', 1],
      ['esquerda', 0],
      ['esquerda', 0],
      ['direita', 1],
    ]);
    // The number column before a text column is wider than its widest number by at least 2 characters.
    const first = f.colunas[0];
    expect(first.largura - Math.max(...AC.linhas.map((r) => String(r[0]).length))).toBeGreaterThanOrEqual(2);
    // An inscrição in "@" is text, even when it is digits; a General column of numbers is a number column.
    const general = tableFormat({ ...AC, formatos: undefined });
    expect(general.colunas.map((c) => c.alinhamento)).toEqual(['direita', 'esquerda', 'esquerda', 'direita']);
    expect(general.colunas.map((c) => c.formato)).toEqual([null, null, null, null]);
    expect(f.colunas.map((c) => c.formato)).toEqual(['0', '@', '@', '#,##0.000']);
  });

  test('quebra de texto decidida pelo conteúdo: texto longo de várias palavras quebra; números e códigos nunca', () => {
    const memoria: OutputTable = {
      nome: 'Memória de cálculo',
      titulo: 'Memória',
      cabecalho: ['Cargo', 'Vagas', 'Texto'],
      linhas: [['Geral', 3, 'z'.repeat(300)]],
      larguras: [28, 7, 110],
      tipo: 'memoria',
    };
    const f = tableFormat(memoria);
    // A text longer than a column may be wraps, one word or several; within the wrapped columns' cap.
    expect(f.colunas.map((c) => c.quebrarTexto)).toEqual([false, false, true]);
    expect(f.colunas[2].largura).toBe(60);
    // A name of several words longer than a short label may wrap (it keeps its width while the page has room).
    expect(tableFormat(AC).colunas.map((c) => c.quebrarTexto)).toEqual([false, false, true, false]);
    expect(tableFormat(AC).colunas[2].largura).toBe('Maria Aparecida da Silva'.length + 2);
    const lista: OutputTable = {
      nome: 'AC',
      titulo: 'AC',
      cabecalho: ['Inscrição', 'CPF', 'Nota', 'Nome', 'Situação'],
      linhas: [
        [
          '260027',
          '316.497.073-04',
          96.5,
          'Renato Wellington Conceição Simões',
          'A nomear — empate não resolvido que decide a nomeação: a comissão deve resolvê-lo',
        ],
        ['260028', '***.497.073-**', 123456789.25, 'Ana', 'Cadastro de reserva'],
      ],
      formatos: ['@', '@', '#,##0.00', '@', '@'],
      tipo: 'ampla',
    };
    expect(tableFormat(lista).colunas.map((c) => c.quebrarTexto)).toEqual([false, false, false, true, true]);
  });

  test('tabela larga: cabe na largura da página A4 deitada, com as colunas de texto longo estreitadas, sem encolher o texto abaixo de 9 pt', () => {
    // The Nomeação's shape: 13 columns whose natural widths add to far more than a page.
    const long = 'Entrou pela reserva PP com 12 vagas, quando a inscrição 260302 passou a contar na ampla concorrência — art. 10, §2º';
    const row = [
      'Agente Comunitário de Saúde',
      1,
      'AC',
      '260027',
      'Natanael Vinícius Brandão Mendonça',
      '380.249.939-53',
      '09/09/1988',
      96.5,
    ];
    const t: OutputTable = {
      nome: 'Nomeação',
      titulo: 'Ordem de nomeação',
      cabecalho: [
        'Cargo',
        'Posição',
        'Vaga',
        'Inscrição',
        'Nome',
        'CPF',
        'Nascimento',
        'Nota',
        'Modalidade',
        'Entrada',
        'Situação',
        'Observação',
        'Ocupantes anteriores',
      ],
      linhas: Array.from({ length: 20 }, () => [
        ...row,
        'Pessoas com deficiência',
        'com 29 vagas, PCD',
        'A nomear — empate não resolvido que decide',
        long,
        null,
      ]),
      formatos: [null, '0', '@', '@', '@', '@', '@', '#,##0.00', '@', '@', '@', '@', '@'],
      larguras: [9, 8, 10, 10, 36, 16, 12, 10, 24, 16, 30, 60, 40],
      tipo: 'nomeacao',
    };
    const f = tableFormat(t);
    expect(f.pagina.orientacao).toBe('paisagem');
    // Printed width (the larger of Excel's 7w + 5 pixels and LibreOffice's 5.6 points a character) within
    // the landscape page's 770 points at the smallest scale allowed, 0.82: 11-point text at 9 points.
    const points = f.colunas.reduce((s, c) => s + Math.max((c.largura * 7 + 5) * 0.75, c.largura * 5.6), 0);
    expect(points).toBeLessThanOrEqual(770 / 0.82);
    // Codes and numbers keep their whole width and never wrap; the long texts wrap, no word cut.
    const by = (h: string) => f.colunas[t.cabecalho.indexOf(h)];
    expect([by('Inscrição'), by('CPF'), by('Nascimento'), by('Nota'), by('Posição')].map((c) => c.quebrarTexto)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(by('CPF').largura).toBe(16);
    expect([by('Cargo'), by('Nome'), by('Observação')].every((c) => c.quebrarTexto)).toBe(true);
    expect(by('Nome').largura).toBeGreaterThanOrEqual('Brandão'.length + 2);
    expect(by('Observação').largura).toBeLessThan(long.length);
    // Its rows are as tall as their wrapped lines.
    const lines = rowLines(f, t.linhas[0]);
    expect(lines).toBe(wrappedLines(long, by('Observação').largura));
    expect(lines).toBeGreaterThan(2);
    expect(rowHeight(f, lines)).toBe(lines * 15);
  });

  test('linhas de texto quebrado: nas palavras, uma palavra maior que a linha partida; altura do cabeçalho e do título', () => {
    expect(wrappedLines('curto', 10)).toBe(1);
    expect(wrappedLines('', 10)).toBe(1);
    // "Agente Comunitário" (18) then "de Saúde".
    expect(wrappedLines('Agente Comunitário de Saúde', 20)).toBe(2);
    expect(wrappedLines('Agente Comunitário de Saúde', 12)).toBe(3);
    expect(wrappedLines('x'.repeat(25), 10)).toBe(3);
    expect(wrappedLines('um\ndois\ntrês', 20)).toBe(3);
    // A row without wrapped text is one line; a header wraps into the lines its longest cell needs.
    expect(rowLines(tableFormat(AC), AC.linhas[0])).toBe(1);
    const headers = tableFormat({ ...AC, cabecalho: ['Nomeados ou empossados', 'Inscrição', 'Nome', 'Nota'] });
    expect(headers.cabecalho.linhas).toBe(2);
    // The title wraps across the table's width: a long one is never cut at the page's edge.
    expect(tableFormat({ ...AC, titulo: 'Classificação na ampla concorrência '.repeat(6) }).titulo.linhas).toBeGreaterThan(2);
  });

  test('linha de texto abaixo da tabela (legenda, assinatura): como está se cabe na largura da tabela; senão mesclada e quebrada', () => {
    const f = tableFormat(AC); // 16 + 11 + 26 + 16 = 69 characters
    expect(noteLayout(f, 'Presidente da comissão: ______________________')).toEqual({ mesclar: false, linhas: 1 });
    const legend = 'Modalidade — a modalidade em que a pessoa é nomeada: é a que consta do ato de nomeação; Vaga — o tipo da posição.';
    expect(noteLayout(f, legend)).toEqual({ mesclar: true, linhas: 2 });
  });

  test('cabeçalho da página de uma lista provisória: "PROVISÓRIO — não publicar" inteiro no início, cortado numa palavra', () => {
    const titulo =
      'PROVISÓRIO — não publicar — Classificação na ampla concorrência — Concurso Público nº 01/2026 da Prefeitura Municipal de ' +
      'Pirangi-SP — Edital nº 1/2026, de abertura das inscrições — Agente Comunitário de Saúde — gerada em 02/12/2026';
    const f = tableFormat({ ...AC, titulo });
    expect(f.cabecalhoPagina.startsWith('PROVISÓRIO — não publicar — Classificação na ampla concorrência')).toBe(true);
    // One line of a portrait page (90 characters), ended at a word.
    expect(f.cabecalhoPagina.length).toBeLessThanOrEqual(90);
    expect(f.cabecalhoPagina).toMatch(/ [^ ]+…$/);
    expect(titulo.startsWith(f.cabecalhoPagina.slice(0, -1))).toBe(true);
    expect(titulo.split(' ')).toContain(f.cabecalhoPagina.slice(0, -1).split(' ').pop());
  });

  test('cabeçalho da página: o título, com & dobrado e cortado antes do limite do Excel; rodapé com a página e o SHA-256', () => {
    const f = tableFormat({ ...AC, titulo: 'Agente A&B — Lista' }, { sha256: 'ABCDEF0123456789'.repeat(4) });
    expect(f.cabecalhoPagina).toBe('Agente A&&B — Lista');
    expect(f.rodapeEsquerdo).toBe('Página &P de &N');
    expect(f.rodapeDireito).toBe('SHA-256 abcdef0123456789');
    expect(tableFormat(AC).rodapeDireito).toBe('&D &T');
    expect(tableFormat(AC, { sha256: 'não é hex' }).rodapeDireito).toBe('&D &T');
    const long = tableFormat({ ...AC, titulo: '&'.repeat(400) }).cabecalhoPagina;
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('&&…')).toBe(true);
  });
});

describe('medidas e formatos por célula', () => {
  test('formattedNumberLength: casas do formato, separador de milhar, sinal', () => {
    expect(formattedNumberLength(1234567.5, '#,##0.000')).toBe('1.234.567,500'.length);
    expect(formattedNumberLength(-80, '#,##0.00')).toBe('-80,00'.length);
    expect(formattedNumberLength(7.6, '0')).toBe(1);
    expect(formattedNumberLength(99.6, '0')).toBe(3);
    expect(formattedNumberLength(0.25, '0%')).toBe('25%'.length);
    expect(formattedNumberLength(87.125, null)).toBe(6);
    expect(shownLength('linha um\nduas', '@')).toBe(8);
    expect(shownLength(null, '0')).toBe(0);
  });

  test('cellFormat: "@" só em texto, formato de número só em número', () => {
    const [num, text] = tableFormat(AC).colunas;
    expect(cellFormat(num, 3)).toBe('0');
    expect(cellFormat(num, '—')).toBeNull();
    expect(cellFormat(text, '007')).toBe('@');
    expect(cellFormat(text, 7)).toBeNull();
    expect(cellFormat(text, null)).toBeNull();
  });
});
