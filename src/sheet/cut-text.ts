// Who goes on to the next phase (rules.md §12) written in one cell, as the Parâmetros row "Convocados
// para a próxima fase" and the functions' option `corte=` say it: "ampla=30; PP=9; IND=3",
// "multiplicador=3; mínimo por lista=3; leitura=lista própria". Read into the contract's `corte`
// object; the engine checks it (its numbers, the lists of the rule) and names what is wrong.
import type { CellValue } from './parsers';
import { cellText, normalizeHeader, parseNumberBR } from './parsers';

const KEYS: Record<string, string> = {
  ampla: 'ampla',
  ac: 'ampla',
  'ampla concorrencia': 'ampla',
  multiplicador: 'multiplicador',
  'vezes as vagas': 'multiplicador',
  'por vaga': 'multiplicador',
  'minimo por lista': 'minimoPorLista',
  minimo: 'minimoPorLista',
  leitura: 'leitura',
  fase: 'fase',
  'proxima fase': 'fase',
};
const READINGS: Record<string, string> = {
  'todos os optantes': 'todos-os-optantes',
  todos: 'todos-os-optantes',
  'lista propria': 'lista-propria',
  'listas proprias': 'lista-propria',
};

/** Whether a name is one of the cut's (ampla, multiplicador, mínimo por lista, leitura) or a list's code (PP, PCD). */
export function isCutKey(name: string): boolean {
  const k = normalizeHeader(name);
  return k in KEYS || /^[a-z]{2,5}$/.test(k);
}

/**
 * The cut of a cell: the contract's `corte` (numbers as read; the engine checks them) and the phase's
 * name when given ("fase=prova prática": the list's title, not the engine's), or what is wrong with the text.
 */
export function parseCutText(value: CellValue): { corte: Record<string, unknown>; fase?: string } | { erro: string } {
  const text = cellText(value);
  const corte: Record<string, unknown> = {};
  const reservas: Record<string, unknown> = {};
  let fase: string | undefined;
  for (const part of text.split(/\s*[;,]\s*/).filter((p) => p !== '')) {
    const m = /^([^=:]+?)\s*[=:]\s*(.+)$/.exec(part);
    if (!m) return { erro: `"${part}" não é um par nome=valor (escreva como "ampla=30; PP=9; leitura=todos os optantes")` };
    const name = normalizeHeader(m[1]);
    const key = KEYS[name];
    if (key === 'fase') {
      fase = m[2].trim();
      continue;
    }
    if (key === 'leitura') {
      const r = READINGS[normalizeHeader(m[2])];
      if (!r) return { erro: `leitura "${m[2]}" desconhecida; use "todos os optantes" ou "lista própria"` };
      corte.leitura = r;
      continue;
    }
    const n = parseNumberBR(m[2]);
    const number = n.ok && n.value !== null ? n.value : m[2];
    if (key) corte[key] = number;
    else if (/^[a-z]{2,5}$/.test(name)) reservas[name.toUpperCase()] = number;
    else
      return {
        erro: `"${m[1]}" não é uma lista nem um número do corte; use ampla, multiplicador, mínimo por lista, leitura ou o código de uma lista (PP, IND, QUI, PCD)`,
      };
  }
  if (Object.keys(reservas).length > 0) corte.reservas = reservas;
  return fase ? { corte, fase } : { corte };
}

/** The cut as the cell writes it (parseCutText reads it back). */
export function cutText(corte: Record<string, unknown>, fase?: string): string {
  const parts: string[] = fase ? [`fase=${fase}`] : [];
  if (corte.ampla !== undefined) parts.push(`ampla=${String(corte.ampla)}`);
  for (const [code, q] of Object.entries((corte.reservas as Record<string, unknown> | undefined) ?? {})) parts.push(`${code}=${String(q)}`);
  if (corte.multiplicador !== undefined) parts.push(`multiplicador=${String(corte.multiplicador)}`);
  if (corte.minimoPorLista !== undefined) parts.push(`mínimo por lista=${String(corte.minimoPorLista)}`);
  if (corte.leitura !== undefined) parts.push(`leitura=${corte.leitura === 'lista-propria' ? 'lista própria' : 'todos os optantes'}`);
  return parts.join('; ');
}
