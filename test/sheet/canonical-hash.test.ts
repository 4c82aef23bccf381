// Pins the SHA-256 of the canonical input (src/sheet/output/canonical.ts, canonicalInput) of the fixtures and
// generated examples: the values were computed with the code as it was before the input hash was made
// cheaper, so a result written before still verifies (`cotas verificar` compares
// the hash in the Memória de cálculo). Each hash is computed two ways: from the whole canonical text
// and from its pieces (canonicalInputChunks, what the command line hashes).
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { validateDocument } from '../../src/engine';
import type { Concurso } from '../../src/engine';
import { canonicalInput, canonicalInputChunks, readConcursoWorkbook } from '../../src/sheet';
import type { SheetData } from '../../src/sheet';
import { readXlsxFile } from '../../src/hosts/file';
import { exampleData, largeData } from '../../tools/gerar-exemplo';

const sha = (t: string): string => crypto.createHash('sha256').update(t, 'utf8').digest('hex');
function shaOfChunks(c: Concurso, cpfs?: (string | null)[]): string {
  const h = crypto.createHash('sha256');
  for (const piece of canonicalInputChunks(c, cpfs)) h.update(piece, 'utf8');
  return h.digest('hex');
}
const sheetsOf = (d: { candidatos: SheetData['linhas']; parametros: SheetData['linhas'] }): SheetData[] => [
  { nome: 'Candidatos', linhas: d.candidatos },
  { nome: 'Parâmetros', linhas: d.parametros },
];

const PINNED_EXAMPLES: Record<string, string> = {
  '01-cotista-na-ampla.json': '408065f2b5bf2f8827cbae712c2fe672c484381222a7fb87649d627144de8b41',
  '02-reversao-quilombola-para-indigena.json': 'c894c064d7801ef0edb5be1ae763414d5be8adb93260ee0fde8fde3cb8db29f0',
  '03-confirmacao-indeferida-e-pendente.json': 'be9b1ee231d3e66ebec2a5984387d6b2fd18cb14b46d76297c33293dbaf46246',
  '04-dois-cargos.json': 'fe2dfc9ea6bc660afdc6d99201779245e993b439ac5d440c0abfd4f4c1ecd4b1',
  // A PcD concurso without reservaMultipla: its default became 'todas' (rules.md §9), and so did its lists.
  '06-pcd-federal.json': 'bd19ad9009d56c1cdf2df5c45610e1c5820f837e3cdac2a7637a47b888de487d',
};
const PINNED_ENTRADAS: Record<string, string> = {
  'controle.xlsx': 'c83f9d0869d0ef69adf26812622bd7a5ac419f8f44ed0af3a4774122eac6b23c',
  'linha-01-resultado-mapeado.xlsx': 'ea0efbba8e415e9382307aabc12802ae09eeeed59540e0af81be00ecc5891f06',
  'linha-02-aprovado-zero.xlsx': '7621e16e2b56c87a9a6710bbebf5054a692a989fe1aaf184d90bc86e2a0fe310',
  'linha-03-nota-zero-desktop.xlsx': '91e62381e78ee97164164cc446b7d0e1fa0e6af3b428b0e357bd62b6355ebd51',
  'linha-03-nota-zero-eliminada.xlsx': 'ad21a72bc313a94e02c65af33fcc3118b1eae52c46c253464c6c09209242a9ac',
  'linha-04-dois-lotes.xlsx': '89ec65e4c4d92e07b12fc3a9abc375a96b1e2e91e93f80b5f644fee96a114ee1',
  'linha-04-uma-aba-por-cargo.xlsx': '47d8c7aac88bfc14fbbdb4c6f377cfd7e6c6f9a44f34cebc43be5bd0caf89666',
  'linha-05-aba-oculta-antiga.xlsx': 'c83f9d0869d0ef69adf26812622bd7a5ac419f8f44ed0af3a4774122eac6b23c',
  'linha-07-formula-com-resultado.xlsx': '7621e16e2b56c87a9a6710bbebf5054a692a989fe1aaf184d90bc86e2a0fe310',
  'linha-09-data-e-hora.xlsx': '216161148664783f5585dd331e00d78301a9f9519c6252aa502af216a5ba48bf',
  'linha-12-saida-sobre-entrada.xlsx': 'c83f9d0869d0ef69adf26812622bd7a5ac419f8f44ed0af3a4774122eac6b23c',
  'linha-13-opcoes-com-virgula.xlsx': 'ce4b37a33e6170320eee830a8e91dcdcf5010643d47a5b176cd843ab934a7be6',
  'linha-14-grafias-dos-grupos.xlsx': '2ed84928a4e60f6859211b09bcfb28111d95f3ebf7094558031359a900b1a237',
  'linha-15-notas-iguais-em-9-casas.xlsx': 'ed7541a19d4dd6c7f281a91e9bbf9e14c3e49f2c8ac4891e6f635120b236e897',
  'linha-20-hash-base.xlsx': '447bf15a3b6beed0a41096933901ee748beb05cf0fa4cb31af9c4d1b1e62c99e',
  'linha-20-hash-dois-cpfs.xlsx': '8c0cfa65ea88cff4efa374b57d286bebeeda8ab274c2ce827dfa86367c77c866',
  'linha-20-hash-outra-ordem.xlsx': '447bf15a3b6beed0a41096933901ee748beb05cf0fa4cb31af9c4d1b1e62c99e',
  'menor-cabecalho-em-duas-linhas.xlsx': 'c83f9d0869d0ef69adf26812622bd7a5ac419f8f44ed0af3a4774122eac6b23c',
  'menor-celulas-mescladas.xlsx': 'c83f9d0869d0ef69adf26812622bd7a5ac419f8f44ed0af3a4774122eac6b23c',
  'menor-linha-oculta.xlsx': 'c83f9d0869d0ef69adf26812622bd7a5ac419f8f44ed0af3a4774122eac6b23c',
  'menor-mesmo-cpf-em-dois-cargos.xlsx': '86a10d92a91b9b50b29ea8106e3347b6d893db44ed992e5f1a31624898f0f7e0',
};
const PINNED_GENERATED: Record<string, string> = {
  // The example keeps the rule set's default for the double reserve ('todas') and names its edital.
  'exampleData(3056)': '5ffe3a3502dc142b61a52f4f9f1ebeebe5117247a338db06f2fe15dfbb1094e1',
  // PcD without reservaMultipla: the default became 'todas' (rules.md §9), and so did its lists.
  'largeData(3000)': 'd507f5b6dccd45ed40342adc9fdcfcb275f708f0a5e9ed7f0cd55ac6c69b6900',
};

describe('o SHA-256 dos dados de entrada normalizados não muda (resultados gravados antes continuam verificáveis)', () => {
  const examplesDir = path.join(__dirname, '..', 'fixtures', 'examples');
  test.each(Object.keys(PINNED_EXAMPLES))('exemplo %s', (f) => {
    const ex = JSON.parse(fs.readFileSync(path.join(examplesDir, f), 'utf8'));
    const v = validateDocument(ex.input);
    expect(v.problemas).toEqual([]);
    const c = v.concurso!;
    expect(sha(canonicalInput(c))).toBe(PINNED_EXAMPLES[f]);
    expect(shaOfChunks(c)).toBe(PINNED_EXAMPLES[f]);
  });

  const entradasDir = path.join(__dirname, '..', 'fixtures', 'entradas');
  test.each(Object.keys(PINNED_ENTRADAS))('planilha %s', async (f) => {
    const r = readConcursoWorkbook(await readXlsxFile(path.join(entradasDir, f)));
    expect(r.concurso).not.toBeNull();
    expect(sha(canonicalInput(r.concurso!, r.cpfs))).toBe(PINNED_ENTRADAS[f]);
    expect(shaOfChunks(r.concurso!, r.cpfs)).toBe(PINNED_ENTRADAS[f]);
  });

  test.each(Object.keys(PINNED_GENERATED))('exemplo gerado %s', (nome) => {
    const data = nome === 'exampleData(3056)' ? exampleData(3056) : largeData(3000);
    const r = readConcursoWorkbook(sheetsOf(data));
    expect(r.concurso).not.toBeNull();
    expect(sha(canonicalInput(r.concurso!, r.cpfs))).toBe(PINNED_GENERATED[nome]);
    expect(shaOfChunks(r.concurso!, r.cpfs)).toBe(PINNED_GENERATED[nome]);
    // Without the sheet's CPFs: the candidates' own.
    expect(shaOfChunks(r.concurso!)).toBe(sha(canonicalInput(r.concurso!)));
  });
});

describe('reservaMultipla in the hash', () => {
  const doc = (opcoes: Record<string, string>) =>
    validateDocument({ vagas: 5, opcoes, candidatos: [{ inscricao: '1', nota: 9, grupo: 'PP', optante: true, pcd: true }] }).concurso!;
  test('without a PcD rule it changes nothing, so the hash is the same for both values (results written before verify)', () => {
    expect(sha(canonicalInput(doc({ reservaMultipla: 'todas' })))).toBe(sha(canonicalInput(doc({ reservaMultipla: 'maior-percentual' }))));
  });
  test('with a PcD rule it changes the lists, so it changes the hash', () => {
    const pcd = { pcd: 'federal-9508-2018' };
    expect(sha(canonicalInput(doc({ ...pcd, reservaMultipla: 'todas' })))).not.toBe(
      sha(canonicalInput(doc({ ...pcd, reservaMultipla: 'maior-percentual' }))),
    );
  });
});
