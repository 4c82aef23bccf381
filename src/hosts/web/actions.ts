// The web page's actions: the pane's actions over the file's workbook (paneActions, the same workflow
// as every host), with "Gerar" ending in the download of the result .xlsx. Host-free of the DOM (the
// download itself is given in), so the tests run it over a WebWorkbook in Node.
import { paneActions } from '../../app/workflow';
import type { PaneOptions } from '../../app/workflow';
import type { Outcome, PaneActions } from '../../app/types';
import { WebWorkbook, resultFileName } from './web-workbook';

/** Hands the bytes to the user as a file (the page: a Blob URL and an <a download>). */
export type Download = (bytes: Uint8Array, nomeArquivo: string) => void | Promise<void>;

/**
 * The actions of the pane over `wb`. Generating always replaces the lists written before in this
 * workbook (the file opened is never changed: each download is a new file with one set of lists, and a
 * downloaded file opened again gets its lists replaced), then downloads the whole workbook.
 */
export function webActions(wb: WebWorkbook, baixar: Download, opts: Omit<PaneOptions, 'hasNames'> = {}): PaneActions {
  const base = paneActions(wb, { origem: `arquivo ${wb.arquivo}`, ...opts, hasNames: false });
  return {
    ...base,
    gerar: async (pedido): Promise<Outcome> => {
      const r = await base.gerar({ ...pedido, substituir: true, saida: 'download' });
      if (!r.ok) return r;
      const nome = resultFileName(wb.arquivo);
      try {
        pedido.progresso?.('gravando', 0, 0);
        await baixar(await wb.toXlsx(), nome);
      } catch (e) {
        return {
          ...r,
          ok: false,
          atencao: false,
          titulo: `As listas foram geradas, mas o arquivo não pôde ser criado: ${e instanceof Error ? e.message : String(e)}`,
        };
      }
      return { ...r, titulo: `${r.titulo} Arquivo baixado: ${nome}.` };
    },
  };
}
