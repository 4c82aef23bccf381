// The published lists are readable on paper: the example's final lists, written as `cotas classificar
// --saida` and `npm run demo` write them (src/sheet/format.ts applied by src/hosts/file/xlsx-format.ts),
// printed to PDF by LibreOffice, A4. On every page of every sheet (the Resumo, AC, each group, PCD, the
// Nomeação, the Memória de cálculo): no text under 8 points (a sheet of 13 columns once printed at 3),
// the header row's words whole inside the header's fill (a wrapped header once ran out of its row), the
// title whole within the page (never cut at the page's edge), and no two words drawn over each other
// (the Memória's wrapped rows once overlapped the next ones: LibreOffice does not grow a row for
// wrapped text unless told). And a provisional list's page header shows "PROVISÓRIO — não publicar".
//
// Needs LibreOffice (`soffice`, Debian's libreoffice-calc), poppler-utils (pdftotext) and Carlito
// (fonts-crosextra-carlito: Calibri's metric twin, which a LibreOffice install brings): README.
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
import { runSpreadsheet } from '../../../src/cli/planilha';
import { writeTablesXlsx } from '../../../src/hosts/file';
import type { OutputTable } from '../../../src/sheet';
import { EXAMPLE_PATH } from '../../../tools/gerar-exemplo';
import { tempDir } from '../../support/workbook-files';
import { intersects, readPdfPages } from './pdf-pages';
import type { PdfPage, Word } from './pdf-pages';

const EXAMPLE = path.join(__dirname, '..', '..', '..', EXAMPLE_PATH);
/** The smallest text a printed list may have, in points. */
const MIN_TEXT_POINTS = 8;
/** The header's fill, #DDEBF7, as the PDF's RGB. */
const HEADER_FILL: [number, number, number] = [0xdd / 255, 0xeb / 255, 0xf7 / 255];
/** The side margins the lists are printed with (src/sheet/format.ts: half an inch). */
const SIDE_MARGIN = 36;
/** The page header and footer lie in the top and bottom margins (¾ inch). */
const TOP_MARGIN = 54;

const PROVISIONAL: OutputTable = {
  nome: 'AC',
  titulo:
    'PROVISÓRIO — não publicar — Classificação na ampla concorrência — Concurso Público nº 01/2026 da Prefeitura ' +
    'Municipal de Pirangi-SP — Edital nº 1/2026, de abertura das inscrições — Agente Comunitário de Saúde — gerada em 02/12/2026',
  cabecalho: ['Classificação', 'Inscrição', 'Nome', 'Nota', 'Situação'],
  linhas: [
    [1, '260027', 'Raquel Assunção Fontes', 96.5, 'A nomear — 1ª vaga, AC'],
    [2, '260015', 'Tânia Mendonça de Araújo', 94.5, 'Cadastro de reserva'],
  ],
  formatos: ['0', '@', '@', '#,##0.00', '@'],
  tipo: 'ampla',
};

interface SheetPrint {
  nome: string;
  titulo: string;
  cabecalho: string[];
  cabecalhoPagina: string;
  paginas: PdfPage[];
}

const squeeze = (s: string): string => s.replace(/\s+/g, '');
const joined = (words: Word[]): string => squeeze(words.map((w) => w.text).join(''));

const middle = (w: Word): number => (w.y0 + w.y1) / 2;

/**
 * Two words drawn over each other: side by side they overlap, and their lines are closer than 0.6 of a
 * line (a word's box, ascent to descent, is taller than the line pitch: consecutive lines of a wrapped
 * cell touch, a line drawn into the next row's line does not stay 0.6 of a line away).
 */
function drawnOver(a: Word, b: Word): boolean {
  const height = Math.min(a.y1 - a.y0, b.y1 - b.y0);
  return intersects(a, b) && Math.abs(middle(a) - middle(b)) < 0.6 * height;
}

/** The page header's words: the first line of the page, within the top margin. */
function pageHeaderWords(p: PdfPage): Word[] {
  const first = p.words.reduce<Word | null>((m, w) => (m === null || w.y0 < m.y0 ? w : m), null);
  if (!first || first.y1 > TOP_MARGIN) return [];
  return p.words.filter((w) => Math.abs(middle(w) - middle(first)) < 2);
}

function requireTools(): void {
  for (const [tool, pkg] of [
    ['soffice', 'libreoffice-calc'],
    ['pdftotext', 'poppler-utils'],
  ]) {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    } catch {
      throw new Error(`'${tool}' não encontrado: instale o pacote ${pkg} (README, "Começar").`);
    }
  }
}

/** Each sheet of the workbook, its title, header and page header (read back), and its pages of the PDF (by their page header). */
async function sheetsWithPages(xlsx: string, pages: PdfPage[]): Promise<SheetPrint[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(xlsx);
  const sheets: SheetPrint[] = wb.worksheets.map((ws) => ({
    nome: ws.name,
    titulo: String(ws.getCell('A1').value),
    cabecalho: (ws.getRow(2).values as unknown[]).slice(1).map(String),
    cabecalhoPagina: (ws.headerFooter.oddHeader ?? '').replace(/^&C/, '').replace(/&&/g, '&'),
    paginas: [],
  }));
  for (const p of pages) {
    const header = joined(pageHeaderWords(p));
    const sheet = sheets.find((s) => squeeze(s.cabecalhoPagina) === header);
    if (!sheet) throw new Error(`página sem planilha: cabeçalho '${header}'`);
    sheet.paginas.push(p);
  }
  return sheets;
}

/** What is wrong with one printed page of `s`: small text, a header cut, the title cut, words drawn over words. */
function pageProblems(s: SheetPrint, p: PdfPage, n: number): string[] {
  const where = `${s.nome}, página ${n}`;
  const out: string[] = [];
  const smallest = Math.min(...p.textSizes);
  if (smallest < MIN_TEXT_POINTS) out.push(`${where}: texto de ${smallest.toFixed(1)} pt`);
  // The header row's fill (LibreOffice may draw it in pieces): a header word is whole when it is drawn inside it.
  const fills = p.fills.filter((f) => f.color.every((c, i) => Math.abs(c - HEADER_FILL[i]) < 0.01)).map((f) => f.rect);
  if (fills.length === 0) out.push(`${where}: sem o fundo do cabeçalho`);
  else {
    const r = {
      x0: Math.min(...fills.map((f) => f.x0)),
      y0: Math.min(...fills.map((f) => f.y0)),
      x1: Math.max(...fills.map((f) => f.x1)),
      y1: Math.max(...fills.map((f) => f.y1)),
    };
    const inside = p.words.filter((w) => w.y0 >= r.y0 - 1 && w.y1 <= r.y1 + 1 && w.x0 >= r.x0 - 0.5 && w.x1 <= r.x1 + 0.5);
    // Each word of each header cell, once (a wrapped header's lines come one after the other).
    const pool = inside.map((w) => w.text);
    for (const h of s.cabecalho) {
      for (const word of h.split(/\s+/).filter(Boolean)) {
        const at = pool.indexOf(word);
        if (at >= 0) pool.splice(at, 1);
        else out.push(`${where}: cabeçalho '${h}' cortado ou fora do fundo do cabeçalho ('${word}')`);
      }
    }
    const top = pageHeaderWords(p).reduce((m, w) => Math.max(m, w.y1), 0);
    const above = p.words.filter((w) => middle(w) > top && middle(w) < r.y0);
    if (!joined(above).includes(squeeze(s.titulo))) out.push(`${where}: título incompleto: '${above.map((w) => w.text).join(' ')}'`);
  }
  const outside = p.words.filter((w) => w.x0 < SIDE_MARGIN - 1 || w.x1 > p.width - SIDE_MARGIN + 1);
  if (outside.length > 0) out.push(`${where}: texto além da margem: ${outside.map((w) => w.text).join(' ')}`);
  const words = [...p.words].sort((a, b) => a.y0 - b.y0);
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length && words[j].y0 < words[i].y1; j++) {
      if (drawnOver(words[i], words[j])) out.push(`${where}: '${words[i].text}' sobre '${words[j].text}'`);
    }
  }
  return out;
}

describe('listas impressas pelo LibreOffice (A4)', () => {
  let dir: string;
  let listas: SheetPrint[];
  let provisoria: SheetPrint[];

  beforeAll(async () => {
    requireTools();
    dir = tempDir();
    const saida = path.join(dir, 'listas.xlsx');
    const run = await runSpreadsheet({ entrada: EXAMPLE, saida });
    expect(run.code).toBe(0);
    const provisorio = path.join(dir, 'provisorio.xlsx');
    await writeTablesXlsx([PROVISIONAL], provisorio);
    // A profile of its own: parallel runs do not share (and lock) the user's LibreOffice profile.
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${path.join(dir, 'perfil')}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, saida, provisorio],
      { timeout: 150_000, stdio: 'ignore' },
    );
    const pages = readPdfPages(path.join(dir, 'listas.pdf'));
    if (!pages[0].fonts.some((f) => /Carlito|Calibri/.test(f)))
      throw new Error(
        `o LibreOffice imprimiu com ${pages[0].fonts.join(', ')}: instale o pacote fonts-crosextra-carlito (README, "Começar").`,
      );
    listas = await sheetsWithPages(saida, pages);
    provisoria = await sheetsWithPages(provisorio, readPdfPages(path.join(dir, 'provisorio.pdf')));
  }, 200_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('cada planilha (Resumo, AC, grupos, PCD, Nomeação, Memória): texto de 8 pt ou mais, cabeçalho e título inteiros, nada sobreposto', () => {
    expect(listas.map((s) => s.nome)).toEqual(expect.arrayContaining(['Resumo', 'AC', 'PP', 'PCD', 'Nomeação', 'Memória de cálculo']));
    const problems: string[] = [];
    for (const s of listas) {
      if (s.paginas.length === 0) problems.push(`${s.nome}: nenhuma página`);
      s.paginas.forEach((p, i) => problems.push(...pageProblems(s, p, i + 1)));
    }
    expect(problems).toEqual([]);
  });

  it('lista provisória: o cabeçalho da página mostra "PROVISÓRIO — não publicar" inteiro, e o título longo inteiro', () => {
    const [s] = provisoria;
    expect(s.paginas).toHaveLength(1);
    const p = s.paginas[0];
    const header = pageHeaderWords(p);
    expect(header.slice(0, 4).map((w) => w.text)).toEqual(['PROVISÓRIO', '—', 'não', 'publicar']);
    // One line, within the page's margins.
    expect(Math.max(...header.map((w) => w.y0)) - Math.min(...header.map((w) => w.y0))).toBeLessThan(1);
    expect(pageProblems(s, p, 1)).toEqual([]);
  });
});
