// A big .xlsx failed ("corrompido ou protegido por senha?" or a heap-OOM trace) while
// the same data as CSV worked: exceljs's in-memory reader keeps an object per cell. The reader now
// streams each part of the package to the XML reader (browser/xlsx-read.ts, xlsx-parts.ts) and keeps
// plain arrays. Proof at a small scale: 30,000 rows × 12 columns read by the command's build
// (dist-node, compiled by the suite's globalSetup) in a process with an 80 MB heap — exceljs's
// in-memory reader needs more than 100 MB. The 1 million-row
// measurement is test/bench/leitura-bench.ts.
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { writeBigWorkbook } from '../../bench/leitura-bench';

it('a 30,000-row workbook is read within an 80 MB heap', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-xlsx-memoria-'));
  try {
    const file = path.join(dir, 'grande.xlsx');
    await writeBigWorkbook(file, 30_000);
    const host = path.join(__dirname, '..', '..', '..', 'dist-node', 'src', 'hosts', 'file', 'index.js');
    const script = `require(${JSON.stringify(host)}).readSpreadsheetFile(${JSON.stringify(file)}).then((r) => process.stdout.write(JSON.stringify([r.sheets[0].linhas.length, r.sheets[0].linhas[30000]])))`;
    const out = execFileSync(process.execPath, ['--max-old-space-size=80', '-e', script], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const [linhas, ultima] = JSON.parse(out) as [number, unknown[]];
    expect(linhas).toBe(30_001);
    expect(ultima.slice(0, 3)).toEqual(['1029999', 'Candidata 29999 de Souza', expect.stringMatching(/^\d{11}$/)]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
