// The one description of a written table (src/sheet/format.ts): what every writer applies.
import { cellFormat, formattedNumberLength, shownLength, tableFormat, WIDTH_SAMPLE_ROWS } from '../../src/sheet/format';
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
    expect(f.titulo).toEqual({ negrito: true, tamanho: 13 });
    expect(f.cabecalho).toEqual({ negrito: true, preenchimento: '#DDEBF7', quebrarTexto: true });
    const wide = tableFormat({ ...AC, cabecalho: Array.from({ length: 28 }, (_, i) => `Coluna ${i + 1}`), linhas: [Array(28).fill('x')] });
    expect(wide.filtro).toBe('A2:AB3');
  });

  test('A4 ajustada a uma página de largura; paisagem só quando a tabela é larga', () => {
    const f = tableFormat(AC);
    expect(f.pagina).toEqual({ papel: 'A4', orientacao: 'retrato', ajustarLargura: 1, ajustarAltura: 0 });
    const wide = tableFormat({ ...AC, larguras: [20, 20, 50, 20] });
    expect(wide.colunas.reduce((s, c) => s + c.largura, 0)).toBeGreaterThan(100);
    expect(wide.pagina.orientacao).toBe('paisagem');
  });

  test('larguras: cabeçalho, conteúdo (números como o formato os mostra), t.larguras como mínimo, com teto', () => {
    const f = tableFormat(AC);
    // "Classificação" (13) + 2; "1.234.567,500" (13) + 3; "Maria Aparecida da Silva" (24) + 2.
    expect(f.colunas.map((c) => c.largura)).toEqual([15, 11, 26, 16]);
    expect(tableFormat({ ...AC, larguras: [30, 8, 10, 10] }).colunas.map((c) => c.largura)).toEqual([30, 11, 26, 16]);
    // The header wraps: a long one takes two lines (half its length, never less than its longest word).
    const headers = tableFormat({ ...AC, cabecalho: ['Reserva na outra leitura', 'Classificação', 'Nome', 'Nota'], linhas: [] });
    expect(headers.colunas.map((c) => c.largura)).toEqual([14, 15, 6, 6]);
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

  test('a última coluna da Memória de cálculo quebra o texto, com teto próprio; as outras não', () => {
    const memoria: OutputTable = {
      nome: 'Memória de cálculo',
      titulo: 'Memória',
      cabecalho: ['Cargo', 'Vagas', 'Texto'],
      linhas: [['Geral', 3, 'z'.repeat(300)]],
      larguras: [28, 7, 110],
      tipo: 'memoria',
    };
    const f = tableFormat(memoria);
    expect(f.colunas.map((c) => c.quebrarTexto)).toEqual([false, false, true]);
    expect(f.colunas[2].largura).toBe(70);
    expect(tableFormat(AC).colunas.some((c) => c.quebrarTexto)).toBe(false);
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
