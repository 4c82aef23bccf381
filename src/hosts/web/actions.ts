// The web page's actions: the pane's actions over the file's workbook (paneActions, the same workflow
// as every host), with "Gerar" ending in the download of the lists to publish (a file of their own: no
// candidate's full data), and every change to the commission's sheets saying where it went — the copy
// the page holds, which reaches the computer only when the commission downloads its workbook
// (downloadWorkbook, the page's "Baixar a pasta de trabalho completa"). Host-free of the DOM (the
// download itself is given in), so the tests run it over a WebWorkbook in Node.
import { paneActions } from '../../app/workflow';
import type { PaneOptions } from '../../app/workflow';
import type { Outcome, PaneActions } from '../../app/types';
import { quotedNames } from '../../app/outcome';
import { count } from '../../engine/text';
import { WebWorkbook, resultFileName, workbookFileName } from './web-workbook';

/** Hands the bytes to the user as a file (the page: a Blob URL and an <a download>). */
export type Download = (bytes: Uint8Array, nomeArquivo: string) => void | Promise<void>;

/** What a change to the commission's sheets on the page means for the file on the computer. */
export const WHERE_SAVED =
  'Gravado na cópia da pasta de trabalho que esta página mantém; o arquivo no seu computador só muda quando você baixar a pasta de trabalho completa (botão "Baixar a pasta de trabalho completa", no alto da página).';

/** What the full workbook holds, said wherever it is offered or downloaded. */
export const FULL_DATA_WARNING = 'Contém os dados completos dos candidatos (CPF e datas de nascimento): guarde-a; não publique.';

/** An outcome of the commission's sheets written, with where they were written. */
function savedHere<T extends { resultado: Outcome }>(r: T): T {
  return r.resultado.ok ? { ...r, resultado: { ...r.resultado, titulo: `${r.resultado.titulo} ${WHERE_SAVED}` } } : r;
}

/** "a planilha 'AC'" / "as 3 planilhas 'AC', 'PP' e 'Resumo'". */
function sheetsText(nomes: string[]): string {
  return nomes.length === 1 ? `a planilha '${nomes[0]}'` : `as ${count(nomes.length, 'planilha', 'planilhas')} ${quotedNames(nomes)}`;
}

/**
 * The actions of the pane over `wb`. Generating always replaces the lists written before in this
 * workbook (the file opened is never changed: each download is a new file, and a downloaded workbook
 * opened again gets its lists replaced), then downloads the lists alone.
 */
export function webActions(wb: WebWorkbook, baixar: Download, opts: Omit<PaneOptions, 'hasNames'> = {}): PaneActions {
  const base = paneActions(wb, { origem: `arquivo ${wb.arquivo}`, ...opts, hasNames: false });
  return {
    ...base,
    salvarParametros: async (form, progresso) => savedHere(await base.salvarParametros(form, progresso)),
    registrarAtos: async (atos, progresso) => savedHere(await base.registrarAtos(atos, progresso)),
    aumentarVagas: async (cargo, vagas, progresso) => savedHere(await base.aumentarVagas(cargo, vagas, progresso)),
    criarAbaRegra: async (regra, progresso) => savedHere(await base.criarAbaRegra!(regra, progresso)),
    gerar: async (pedido): Promise<Outcome> => {
      const r = await base.gerar({ ...pedido, substituir: true, saida: 'download' });
      if (!r.ok) return r;
      const mascarado = pedido.mascarar !== false;
      const nome = resultFileName(wb.arquivo, mascarado);
      try {
        pedido.progresso?.('gravando', 0, 0);
        const bytes = await wb.listsXlsx();
        if (!bytes) throw new Error('nenhuma lista foi gerada');
        await baixar(bytes, nome);
      } catch (e) {
        return {
          ...r,
          ok: false,
          atencao: false,
          titulo: `As listas foram geradas, mas o arquivo não pôde ser criado: ${e instanceof Error ? e.message : String(e)}`,
        };
      }
      // An error standing makes the lists provisional (the workflow's title says so): never "para publicar".
      const what = !mascarado
        ? 'só as listas, com CPF completo e datas de nascimento: uso interno, não publique'
        : r.atencao
          ? 'só as listas, com CPF mascarado e sem datas de nascimento; provisórias enquanto houver erro a resolver: não publique ainda'
          : 'só as listas, com CPF mascarado e sem datas de nascimento, para publicar';
      return { ...r, titulo: `${r.titulo} Arquivo baixado: ${nome} (${what}; ${sheetsText(r.planilhas)}).` };
    },
  };
}

/** The commission's workbook downloaded: the file's name, the sheets it holds, and the sentence that says so. */
export interface WorkbookDownloaded {
  nome: string;
  planilhas: string[];
  texto: string;
}

/**
 * Downloads the commission's whole workbook as the page holds it — with its Parâmetros, its
 * Nomeações and the lists generated, whatever the validation says (errors included: the parameters
 * filled in are the commission's work, never held back). Throws what the writer or the download throws.
 */
export async function downloadWorkbook(wb: WebWorkbook, baixar: Download): Promise<WorkbookDownloaded> {
  const nome = workbookFileName(wb.arquivo);
  const planilhas = wb.sheetNames();
  await baixar(await wb.toXlsx(), nome);
  return { nome, planilhas, texto: `Pasta de trabalho baixada: ${nome}, com ${sheetsText(planilhas)}. ${FULL_DATA_WARNING}` };
}
