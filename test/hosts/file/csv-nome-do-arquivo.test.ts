// A CSV's one sheet is named after its file, and a CSV has no place for the add-in's marker: the name
// says nothing of the sheet's role. "pp.csv" is not an output sheet, "Parâmetros.csv" not the
// Parâmetros sheet, "Nomeações.csv" not the record of acts (the web page reads them the same way).
import { readSpreadsheetBytes } from '../../../src/hosts/file/browser';
import { readConcursoWorkbook } from '../../../src/sheet';

const CANDIDATES = new TextEncoder().encode('Inscrição;Nome;Nota\n1001;Ana;89\n1002;Bia;70\n');

async function roleOf(nome: string, bytes = CANDIDATES): Promise<{ papel: string; motivo: string; candidatos: number }> {
  const { sheets } = await readSpreadsheetBytes(bytes, nome);
  const r = readConcursoWorkbook(sheets, { vagas: [{ cargo: null, vagas: 1 }] });
  const rep = r.leitura.planilhas[0];
  return { papel: rep.papel, motivo: rep.motivo, candidatos: r.concurso?.candidatos.length ?? 0 };
}

describe('the sheet of a CSV named like a sheet with a role of its own', () => {
  it.each(['pp.csv', 'AC - Professor.csv', 'Resumo.csv', 'Parâmetros.csv', 'Nomeações.csv'])('%s holds the candidates', async (nome) => {
    expect(await roleOf(nome)).toEqual({ papel: 'candidatos', motivo: 'cabeçalho reconhecido na linha 1', candidatos: 2 });
  });
  it('Parâmetros.csv without a candidates header is a sheet without the header, not "another Parâmetros sheet"', async () => {
    const r = await roleOf('Parâmetros.csv', new TextEncoder().encode('Concurso;Prefeitura\nVagas;2\n'));
    expect(r.papel).toBe('ignorada');
    expect(r.motivo).toBe("sem cabeçalho com 'Inscrição' e 'Nota' nas primeiras 30 linhas");
  });
});
