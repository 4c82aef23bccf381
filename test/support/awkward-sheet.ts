// The candidates' sheet that both .xlsx readers' tests read (xlsx-leitura, navegador-leitura): an error
// cell, formulas with and without a result, dates, rich text, a hidden row, a merged range.
import type ExcelJS from 'exceljs';

/** Adds the sheet 'Candidatos' to `wb`. */
export function addAwkwardCandidates(wb: ExcelJS.Workbook): ExcelJS.Worksheet {
  const ws = wb.addWorksheet('Candidatos');
  ws.addRow(['Inscrição', 'Nome', 'Situação', 'Nascimento', 'Nota', 'PcD']);
  ws.addRow(['1', { error: '#N/A' }, { formula: 'IF(E2>5,"Aprovado","Eliminado")' }, new Date(Date.UTC(1966, 2, 21, 2, 0)), 7.5, true]);
  ws.addRow([
    '2',
    'Bia',
    { formula: 'IF(E3>5,"Aprovado","Eliminado")', result: 'Eliminado' },
    new Date(Date.UTC(1970, 0, 1)),
    { formula: '1/0', result: { error: '#DIV/0!' } },
    false,
  ]);
  ws.addRow(['3', { richText: [{ text: 'Caio ' }, { font: { bold: true }, text: 'Lima' }] }, null, null, { formula: '2+2', result: 4 }]);
  ws.getRow(3).hidden = true;
  ws.mergeCells('F5:G5');
  ws.getCell('F5').value = 'mesclada';
  return ws;
}
