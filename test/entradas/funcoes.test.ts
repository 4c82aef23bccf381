// The cell-level cases of the corpus through =COTAS.CLASSIFICAR (error values, blank-as-0 of Excel
// desktop, the spellings of the groups, the options text, the Situação column under another name,
// vacancies beyond the limit), with the table as Excel hands it: blank cells as null on the web and
// as 0 on Excel desktop. The same outcome is expected from both.
import { CellValueError } from '../../src/hosts/excel/functions/errors';
import { classifyTable } from '../../src/hosts/excel/functions/functions';
import { CLASSIFY_HEADER } from '../../src/app/formulas/implementation';
import { functionTable, linhasGrandes } from '../../tools/gerar-entradas';
import { caso, label, manifest } from '../support/entradas';

const CASES = manifest().filter((c) => c.hosts.includes('funcoes'));
const POSITION = CLASSIFY_HEADER.indexOf('Posição na ordem de nomeação');
const GROUP_RANK = CLASSIFY_HEADER.indexOf('Classificação na lista do grupo');

describe('corpus de entradas por =COTAS.CLASSIFICAR', () => {
  for (const c of CASES) {
    for (const host of c.soDesktop ? (['desktop'] as const) : (['web', 'desktop'] as const)) {
      test(`${label(c)} (Excel ${host === 'web' ? 'na Web' : 'para desktop'}) — ${c.descricao}`, () => {
        // The big case (row 16) is built here: 150,000 rows, every Nota bad.
        const table = c.geradoNoTeste
          ? linhasGrandes()
          : functionTable(
              caso(c.arquivo).planilhas!.find((s) => !/^Par[aâ]metros$/i.test(s.nome))!,
              host === 'desktop',
            );
        const vagas = c.vagasFuncao ?? [[1]];
        const opcoes = c.opcoesFuncao ?? (null as unknown as string);
        let out: unknown[][] | null = null;
        let err: unknown = null;
        try {
          out = classifyTable(table as unknown[][], vagas, opcoes);
        } catch (e) {
          err = e;
        }
        if (c.esperado.saida === 1 || c.esperado.saida === 2) {
          expect(out).toBeNull();
          expect(err === null || err instanceof CellValueError ? null : String(err)).toBeNull();
          expect(err).toBeInstanceOf(CellValueError);
          const msg = (err as CellValueError).message;
          for (const s of c.esperado.problemaContem ?? []) expect(msg.toLowerCase()).toContain(s.toLowerCase());
          for (const s of c.esperado.problemaNaoContem ?? []) expect(msg.toLowerCase()).not.toContain(s.toLowerCase());
          return;
        }
        expect(err === null ? null : String((err as Error).message)).toBeNull();
        const header = table[0].map((h) => String(h ?? ''));
        const inscCol = header.findIndex((h) => /^Inscri[cç][aã]o$/i.test(h));
        const nominated: string[] = [];
        const inGroup: string[] = [];
        table.forEach((row, r) => {
          if (r === 0) return;
          const o = out![r];
          if (typeof o[POSITION] === 'number') nominated.push(String(row[inscCol]));
          if (typeof o[GROUP_RANK] === 'number') inGroup.push(String(row[inscCol]));
        });
        for (const i of c.esperado.nomeados ?? []) expect(nominated).toContain(i);
        for (const i of c.esperado.naoNomeados ?? []) expect(nominated).not.toContain(i);
        const grouped = Object.values(c.esperado.grupos ?? {}).flat();
        for (const i of grouped) expect(inGroup).toContain(i);
      });
    }
  }
});
