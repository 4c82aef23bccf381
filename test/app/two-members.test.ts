// Two members of the commission pressing "Gerar listas finais" at the same time on one workbook (the
// in-memory one, over which the workflow runs as in every host; the host adapters' own locks are
// tested in test/hosts/excel/office-workbook.test.ts and test/hosts/gas/code.test.ts): the workbook
// ends with exactly one set of lists, and the member whose write did not happen is told why.
import { generate } from '../../src/app/workflow';
import type { SheetData } from '../../src/sheet';
import { MemoryWorkbook } from '../support/memory-workbook';
import { randomDoc, toExcelTable } from '../support/excel-input';

function concurso(): SheetData[] {
  const { rows } = toExcelTable(randomDoc(11, 80, undefined, 9), 'web', 11);
  while (rows.length > 1 && rows[rows.length - 1].every((c) => c === null)) rows.pop();
  return [
    { nome: 'Candidatos', linhas: rows.map((r) => r.map((c) => (c === null ? '' : c))) },
    { nome: 'Parâmetros', linhas: [['Vagas', 9]] },
  ];
}

const marked = (wb: MemoryWorkbook): string[] => wb.sheets.filter((s) => s.doSuplemento).map((s) => s.nome);

test('ao mesmo tempo: uma gravação vale, a outra não grava nada e diz por quê; um só conjunto de listas', async () => {
  // Shared as in Excel and Sheets: the adapters' rule (replace.ts, 'added') applies.
  const wb = new MemoryWorkbook(concurso(), {}, { coautoria: true });
  const [a, b] = await Promise.all([generate(wb, { substituir: true }), generate(wb, { substituir: true })]);
  const [done, stopped] = a.planilhas.length > 0 ? [a, b] : [b, a];
  expect(done.ok).toBe(true);
  expect(stopped.ok).toBe(false);
  // Either the second read saw the other's lists (the data changed), or they came after it (written since the reading).
  expect(stopped.titulo).toMatch(
    /^(Os dados mudaram desde a leitura \(.*\): nada foi gravado\. Gere as listas de novo\.|Não foi possível gravar as listas: Nada foi alterado: as planilhas .* foram gravadas pelo suplemento depois da leitura \(outro membro gerou as listas ao mesmo tempo\)\..*)$/,
  );
  expect(stopped.planilhas).toEqual([]);
  expect(marked(wb)).toEqual(done.planilhas);
  expect(wb.sheets.filter((s) => s.nome.startsWith('Gravação incompleta'))).toEqual([]);
  // One after the other: the later generation replaces the earlier (the last write stands), still one set.
  const again = await generate(wb, { substituir: true });
  expect(again.ok).toBe(true);
  expect(again.removidas.sort()).toEqual([...done.planilhas].sort());
  expect(marked(wb)).toEqual(again.planilhas);
});
