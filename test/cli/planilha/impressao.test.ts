// The result workbook of `cotas classificar … --saida` prints as every writer prints it (the one
// description of src/sheet/format.ts): the footer names the page and the SHA-256 prefix of the input
// that `cotas verificar` checks, and the header rows repeat on every printed page.
import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { inputHash, runSpreadsheet } from '../../../src/cli/planilha';
import { EXAMPLE_PATH } from '../../../tools/gerar-exemplo';
import { tempDir } from '../../support/workbook-files';

const EXAMPLE = path.join(__dirname, '..', '..', '..', EXAMPLE_PATH);

describe('impressão das listas gravadas pelo comando', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rodapé com página e o prefixo do SHA-256 da entrada; cabeçalho repetido em cada página', async () => {
    const saida = path.join(dir, 'resultado.xlsx');
    const run = await runSpreadsheet({ entrada: EXAMPLE, saida });
    expect(run.code).toBe(0);
    const sha = inputHash(run.concurso!, run.leitura!.cpfs);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saida);
    expect(wb.worksheets.length).toBeGreaterThan(3);
    for (const ws of wb.worksheets) {
      expect({ aba: ws.name, rodape: ws.headerFooter.oddFooter }).toEqual({
        aba: ws.name,
        rodape: `&LPágina &P de &N&RSHA-256 ${sha.slice(0, 16)}`,
      });
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    }
    const zip = await JSZip.loadAsync(fs.readFileSync(saida));
    const book = await zip.file('xl/workbook.xml')!.async('string');
    const titles = book.match(/<definedName name="_xlnm\.Print_Titles"[^>]*>[^<]*<\/definedName>/g) ?? [];
    expect(titles.length).toBe(wb.worksheets.length);
    for (const t of titles) expect(t).toMatch(/!\$1:\$2<\/definedName>$/);
  });
});
