// Readable Portuguese text for the terminal (the command without --json).
import { findRuleSet, reservedCounts } from '../engine';
import type { CargoResult, Concurso, ConcursoResult, ReserveResult, Rounding } from '../engine';
import { resultWarnings } from '../sheet';
import type { ShownWarning } from '../sheet';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => (r[k] ?? '').length)));
  const line = (cells: string[]): string => cells.map((c, k) => c.padEnd(widths[k])).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n') + '\n';
}

function groupName(code: string, regra: string): string {
  if (code === 'AC') return 'Ampla concorrência (AC)';
  const g = findRuleSet(regra)?.groups.find((x) => x.code === code);
  return g ? `${g.name[0].toUpperCase()}${g.name.slice(1)} (${code})` : code;
}

export function renderReserve(r: ReserveResult, arredondamento?: Rounding, colisao?: string): string {
  const rules = findRuleSet(r.regra)!;
  const rounding = arredondamento ?? rules.defaultRounding;
  const other: Rounding = rounding === 'total' ? 'por-grupo' : 'total';
  const otherCounts = reservedCounts(r.vagas, rules, other);
  const codes = [...rules.groups.map((g) => g.code), 'AC'];
  let out = `${rules.name} — ${r.vagas} ${r.vagas === 1 ? 'vaga' : 'vagas'}\n`;
  out += `Arredondamento: ${rounding}${rounding === rules.defaultRounding ? ' (padrão)' : ''}; colisão: ${colisao ?? rules.defaultCollision}\n\n`;
  out += table(
    ['Modalidade', 'Vagas', `Pela leitura "${other}"`],
    codes.map((c) => [groupName(c, r.regra), String(r.reserva[c]), String(otherCounts[c])]),
  );
  out += '\nOrdem de nomeação:\n';
  out += table(
    ['Posição', 'Vaga'],
    r.sequencia.map((m, k) => [`${k + 1}ª`, m]),
  );
  return out;
}

function renderCargo(c: CargoResult, regra: string, nomes: Map<string, string>, avisos: readonly ShownWarning[]): string {
  let out = `\n=== ${c.cargo ?? 'Cargo único'} — ${c.vagas} ${c.vagas === 1 ? 'vaga' : 'vagas'}${c.provisorio ? ' (RESULTADO PROVISÓRIO)' : ''} ===\n`;
  out += 'Vagas por modalidade: ' + Object.entries(c.reserva).map(([k, v]) => `${k} ${v}`).join(', ') + '\n';
  out += `Pela leitura "${c.reservaOutraLeitura.arredondamento}": ` + Object.entries(c.reservaOutraLeitura.reserva).map(([k, v]) => `${k} ${v}`).join(', ') + '\n\n';
  out += 'Ordem de nomeação:\n';
  out += table(
    ['Posição', 'Vaga', 'Inscrição', 'Nome', 'Modalidade'],
    c.nomeacao.map((n) => [`${n.posicao}ª`, n.vaga, n.inscricao ?? '(vaga não preenchida)', n.inscricao ? nomes.get(n.inscricao) ?? '' : '', n.modalidade ?? '']),
  );
  for (const [lista, ids] of Object.entries(c.listas)) {
    out += `\nLista ${groupName(lista, regra)}: ${ids.length === 0 ? '(vazia)' : ''}\n`;
    if (ids.length > 0) out += table(['Class.', 'Inscrição', 'Nome'], ids.map((id, k) => [`${k + 1}º`, id, nomes.get(id) ?? '']));
  }
  if (avisos.length > 0) out += `\nAvisos:\n${warningLines(avisos, '  ')}`;
  return out;
}

function warningLines(ws: readonly ShownWarning[], indent: string): string {
  return ws.map(({ aviso: a }) => `${indent}[${a.nivel.toUpperCase()}] ${a.mensagem} (${a.artigo})\n`).join('');
}

export function renderClassification(r: ConcursoResult, concurso: Concurso): string {
  let out = `${r.regraNome} — arredondamento "${r.opcoes.arredondamento}", colisão "${r.opcoes.colisao}", ausência na confirmação "${r.opcoes.ausenciaConfirmacao}"\n`;
  // The concurso's warnings once, at the top; each cargo's own in its section.
  const warnings = resultWarnings(r);
  out += warningLines(warnings.filter((w) => w.cargo === null), '');
  // Names by cargo, then inscrição (unique within a cargo), built in one pass.
  const single = concurso.cargos.length === 1 && concurso.cargos[0].cargo === null;
  const nomes = new Map<string | null, Map<string, string>>();
  for (const cand of concurso.candidatos) {
    const key = single ? null : cand.cargo ?? null;
    if (!nomes.has(key)) nomes.set(key, new Map());
    nomes.get(key)!.set(cand.inscricao, cand.nome ?? '');
  }
  for (const c of r.cargos) out += renderCargo(c, r.regra, nomes.get(c.cargo) ?? new Map(), warnings.filter((w) => w.cargo === c));
  return out;
}
