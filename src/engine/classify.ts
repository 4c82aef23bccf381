// One concurso in, the final lists out: lists (rules.md §1), ranking (§2), counts (§3), sequence
// (§4), allocation (§5), order of nomination (§6), warnings and audit trail (§7).
import { allocate, placeNominations } from './allocation';
import type { Allocation, Fill, Placement } from './allocation';
import { AuditTrail, cardinal, groupLabel, ordinal, listName, positionLabel, formatDate, formatScore, joinIds } from './audit';
import { exactShare, percent, reservedCounts, reservedTotal } from './counting';
import { buildKeys, compareInscricao, rank, tieBreakStep, ELDERLY_ARTICLE, CRITERIA_ARTICLE } from './ranking';
import type { RankKeys } from './ranking';
import { findRuleSet, groupRule, totalBasisPoints } from './rulesets';
import type { RuleSet } from './rulesets';
import { nominationSequence } from './sequence';
import { ENGINE_VERSION } from './version';
import type {
  Candidate,
  CandidateOutcome,
  CargoResult,
  Concurso,
  ConcursoResult,
  GroupCode,
  Modality,
  Options,
  Rounding,
  Warning,
} from './types';

/** Why a candidate stands where they stand (rules.md §1). */
const enum Standing {
  NotApproved,
  Fraud,
  AbsentEliminated,
  AcOnly,
  InGroupList,
}

export function classify(concurso: Concurso): ConcursoResult {
  const rules = findRuleSet(concurso.regra);
  if (!rules) throw new Error(`Regra desconhecida: "${concurso.regra}".`);
  const byCargo = new Map<string | null, Candidate[]>();
  for (const c of concurso.cargos) byCargo.set(c.cargo, []);
  const unnamed = concurso.cargos.length === 1 && concurso.cargos[0].cargo === null;
  for (const cand of concurso.candidatos) {
    const key = unnamed ? null : cand.cargo ?? null;
    const list = byCargo.get(key);
    if (!list) throw new Error(`Cargo sem número de vagas: ${key ?? '(sem cargo)'}.`);
    list.push(cand);
  }
  const general = concursoWarnings(concurso, rules);
  const cargos = concurso.cargos.map((c) => classifyCargo(c.cargo, c.vagas, byCargo.get(c.cargo)!, rules, concurso.opcoes, general));
  return {
    regra: rules.id,
    regraNome: rules.name,
    pcdNome: null,
    opcoes: concurso.opcoes,
    versaoMotor: ENGINE_VERSION,
    cargos,
    avisos: general,
  };
}

/** Warnings about the concurso as a whole (rules.md §7). */
function concursoWarnings(concurso: Concurso, rules: RuleSet): Warning[] {
  const out: Warning[] = [];
  const edital = concurso.opcoes.dataEdital;
  if (edital !== null && edital < rules.inForceFrom) {
    // Art. 14: the law does not apply to editais published before it came into force.
    out.push({
      nivel: 'erro',
      codigo: 'edital-anterior-a-lei',
      artigo: rules.articles.inForce,
      mensagem:
        `O edital foi publicado em ${formatDate(edital)}, antes de ${formatDate(rules.inForceFrom)}, quando entrou em vigor a ` +
        `${rules.name}: a lei não se aplica a este concurso (${rules.articles.inForce}). O resultado a seguir é só uma simulação.`,
    });
  }
  const small = concurso.cargos.filter((c) => c.vagas > 0 && c.vagas < rules.minimumVacancies);
  const total = concurso.cargos.reduce((s, c) => s + c.vagas, 0);
  if (concurso.cargos.length >= 2 && small.length > 0 && total >= rules.minimumVacancies) {
    out.push({
      nivel: 'aviso',
      codigo: 'cargo-abaixo-do-minimo',
      artigo: rules.articles.minimum,
      mensagem:
        `${small.length === 1 ? 'O cargo' : 'Os cargos'} ${small.map((c) => `"${c.cargo}"`).join(', ')} ` +
        `${small.length === 1 ? 'tem' : 'têm'} menos de ${rules.minimumVacancies} vagas e por isso não ${small.length === 1 ? 'tem' : 'têm'} reserva, ` +
        `embora o concurso ofereça ${total} vagas no total. Dividir as vagas em cargos pequenos de modo que a reserva não se aplique ` +
        `já foi anulado pelos tribunais: confira se a divisão tem justificativa.`,
    });
  }
  return out;
}

function otherRounding(r: Rounding): Rounding {
  return r === 'total' ? 'por-grupo' : 'total';
}

export function classifyCargo(
  cargo: string | null,
  vagas: number,
  cands: readonly Candidate[],
  rules: RuleSet,
  options: Options,
  general: readonly Warning[] = [],
): CargoResult {
  const n = cands.length;
  const audit = new AuditTrail();
  const warnings: Warning[] = [...general];
  const groupCodes = new Set(rules.groups.map((g) => g.code));

  // ---- Rule and reading
  audit.add(
    'regra',
    rules.articles.rounding,
    `Regra aplicada: ${rules.name}. Leitura do arredondamento: "${options.arredondamento}"` +
      (options.arredondamento === rules.defaultRounding ? ' (padrão desta regra)' : ' (escolhida pela comissão; o padrão desta regra é "' + rules.defaultRounding + '")') +
      `; colisão de posições: "${options.colisao}"; ausência na confirmação: "${options.ausenciaConfirmacao}"` +
      (options.dataReferencia ? `; data de referência para a idade: ${formatDate(options.dataReferencia)}` : '; sem data de referência (sem prioridade por idade)') +
      '.',
  );

  // ---- Lists (rules.md §1)
  const standing: Standing[] = new Array(n);
  // Index (in rules.groups) of the group list each candidate stands in, -1 for none.
  const groupOf = new Int8Array(n).fill(-1);
  const groupIndex = new Map<GroupCode, number>(rules.groups.map((g, k) => [g.code, k]));
  const outside: { fraud: number[]; absent: number[]; notApproved: number; rejected: number[]; foreignGroup: number[] } = {
    fraud: [],
    absent: [],
    notApproved: 0,
    rejected: [],
    foreignGroup: [],
  };
  for (let i = 0; i < n; i++) {
    const c = cands[i];
    const group = c.grupo !== null && groupCodes.has(c.grupo) ? c.grupo : null;
    if (c.grupo !== null && group === null && c.optante) outside.foreignGroup.push(i);
    const optedIn = group !== null && c.optante; // Art. 5º, §1º
    if (c.fraude) {
      standing[i] = Standing.Fraud; // Art. 7º, §1º, I: eliminated
      outside.fraud.push(i);
    } else if (!c.aprovado) {
      standing[i] = Standing.NotApproved;
      outside.notApproved++;
    } else if (!optedIn) {
      standing[i] = Standing.AcOnly;
    } else if (c.confirmacao === 'indeferida') {
      standing[i] = Standing.AcOnly; // Art. 6º, §2º: goes on in the AC list only
      outside.rejected.push(i);
    } else if (c.confirmacao === 'ausente') {
      if (options.ausenciaConfirmacao === 'eliminado') {
        standing[i] = Standing.AbsentEliminated;
        outside.absent.push(i);
      } else {
        standing[i] = Standing.AcOnly;
        outside.absent.push(i);
      }
    } else {
      standing[i] = Standing.InGroupList; // deferida or pendente
      groupOf[i] = groupIndex.get(group)!;
    }
  }
  // Audit lines and warnings about individual candidates follow the registration number, never the
  // row order: the same sheet in another order must give the same memória de cálculo.
  const byInscricao = (a: number, b: number): number => compareInscricao(cands[a].inscricao, cands[b].inscricao);
  outside.fraud.sort(byInscricao);
  outside.rejected.sort(byInscricao);
  outside.absent.sort(byInscricao);
  outside.foreignGroup.sort(byInscricao);
  const keys = buildKeys(cands, options.dataReferencia);
  const eligible: number[] = [];
  for (let i = 0; i < n; i++) if (standing[i] === Standing.AcOnly || standing[i] === Standing.InGroupList) eligible.push(i);
  const acList = rank(eligible, keys);
  const acRank = new Int32Array(n); // 1-based, 0 = not in the list
  const groupRank = new Int32Array(n);
  const groupLists = new Map<GroupCode, number[]>();
  const listOfGroup: number[][] = rules.groups.map(() => []);
  rules.groups.forEach((g, k) => groupLists.set(g.code, listOfGroup[k]));
  for (let r = 0; r < acList.length; r++) {
    const i = acList[r];
    acRank[i] = r + 1;
    const g = groupOf[i];
    if (g >= 0) {
      const list = listOfGroup[g];
      list.push(i);
      groupRank[i] = list.length;
    }
  }
  audit.add(
    'listas',
    rules.articles.concurrent,
    `Lista de ampla concorrência: ${cardinal(acList.length, 'candidato aprovado', 'candidatos aprovados')}, optantes pela reserva incluídos, ` +
      `por nota${options.dataReferencia ? ', prioridade à pessoa idosa' : ''} e critérios de desempate (${rules.articles.concurrent}).`,
  );
  for (const g of rules.groups) {
    audit.add(
      'listas',
      `${rules.articles.optIn}; ${g.confirmationArticle}`,
      `Lista de ${g.name} (${g.code}): ${cardinal(groupLists.get(g.code)!.length, 'candidato', 'candidatos')} que se autodeclararam ${g.name}, ` +
        `optaram pela reserva e não tiveram a autodeclaração indeferida (${rules.articles.optIn}; ${g.confirmationArticle}).`,
    );
  }
  if (outside.notApproved > 0) {
    audit.add('listas', 'edital', `${cardinal(outside.notApproved, 'candidato não aprovado fica', 'candidatos não aprovados ficam')} fora de todas as listas.`);
  }
  for (const i of outside.fraud) {
    audit.add('eliminacao', rules.articles.fraud, `Inscrição ${cands[i].inscricao}: fraude ou má-fé na autodeclaração confirmada — eliminada do concurso (${rules.articles.fraud}).`);
  }
  for (const i of outside.rejected) {
    const g = groupRule(rules, cands[i].grupo as GroupCode)!;
    audit.add(
      'indeferimento',
      rules.articles.rejected,
      `Inscrição ${cands[i].inscricao}: autodeclaração (${g.code}) indeferida — segue apenas na ampla concorrência (${rules.articles.rejected}).`,
    );
  }
  for (const i of outside.absent) {
    const g = groupRule(rules, cands[i].grupo as GroupCode)!;
    audit.add(
      'ausencia',
      g.confirmationArticle,
      options.ausenciaConfirmacao === 'eliminado'
        ? `Inscrição ${cands[i].inscricao}: ausente no procedimento de confirmação (${g.code}) — eliminada, como prevê o edital (opção "ausência = eliminado").`
        : `Inscrição ${cands[i].inscricao}: ausente no procedimento de confirmação (${g.code}) — segue apenas na ampla concorrência (opção "ausência = ampla").`,
    );
  }
  if (outside.foreignGroup.length > 0) {
    const ids = outside.foreignGroup.map((i) => cands[i].inscricao);
    warnings.push({
      nivel: 'info',
      codigo: 'grupo-fora-da-regra',
      artigo: rules.articles.optIn,
      mensagem: `${ids.length === 1 ? 'A inscrição' : 'As inscrições'} ${joinIds(ids)} declarou(aram) um grupo sem reserva na ${rules.name}: concorre(m) só na ampla concorrência.`,
      inscricoes: ids,
    });
  }

  // ---- Vacancies per group (rules.md §3)
  const counts = reservedCounts(vagas, rules, options.arredondamento);
  const other = otherRounding(options.arredondamento);
  const otherCounts = reservedCounts(vagas, rules, other);
  audit.add('reserva', `${rules.articles.rounding}; ${rules.articles.minimum}`, reserveSentence(vagas, rules, options.arredondamento, counts));
  if (vagas < rules.minimumVacancies) {
    warnings.push({
      nivel: 'info',
      codigo: 'sem-reserva',
      artigo: rules.articles.minimum,
      mensagem:
        `Com ${cardinal(vagas, 'vaga', 'vagas')} não há reserva (mínimo de ${rules.minimumVacancies}; ${rules.articles.minimum}). ` +
        'Os optantes constam das listas dos grupos para vagas que surgirem durante a validade do concurso.',
    });
  }
  warnings.push({
    nivel: 'info',
    codigo: 'outra-leitura',
    artigo: rules.articles.rounding,
    mensagem:
      `Pela outra leitura do arredondamento ("${other}"), a reserva seria ${countsText(otherCounts, rules)}` +
      (sameCounts(counts, otherCounts, rules) ? ' — igual à aplicada.' : ` — a aplicada ("${options.arredondamento}") é ${countsText(counts, rules)}.`),
  });

  // ---- Sequence (rules.md §4)
  const sequence = nominationSequence(vagas, rules, options.arredondamento, options.colisao);
  audit.add('sequencia', rules.articles.order, sequenceSentence(sequence, rules));

  // ---- Allocation (rules.md §5) and order (§6)
  const alloc = allocate(rules, acList, groupLists, counts);
  const placements = placeNominations(sequence, alloc);
  const positionOf = new Map<number, Placement>();
  for (const p of placements) if (p.candidate !== null) positionOf.set(p.candidate, p);
  auditAllocation(audit, rules, cands, alloc, positionOf, groupRank);
  for (const p of placements) {
    if (p.candidate === null) {
      audit.add('vaga-vazia', unfilledArticle(p.type, rules), `Vaga ${p.position} (${positionLabel(p.type, rules)}) não preenchida: não há candidato aprovado que possa ocupá-la.`);
    }
  }

  // ---- Warnings (rules.md §7)
  for (const r of alloc.reversions) {
    const to = r.fill ? r.fill.from : null;
    warnings.push({
      nivel: 'info',
      codigo: 'vaga-revertida',
      artigo: r.tried[r.tried.length - 1].article,
      mensagem: r.fill
        ? `Uma vaga reservada a ${groupLabel(r.group, rules)} não teve candidato disponível na lista do grupo e foi revertida ${to === 'AC' ? 'à ampla concorrência' : 'a ' + groupLabel(to as GroupCode, rules)}: inscrição ${cands[r.fill.candidate].inscricao}.`
        : `Uma vaga reservada a ${groupLabel(r.group, rules)} não teve candidato em nenhuma lista da cadeia de reversão.`,
      inscricoes: r.fill ? [cands[r.fill.candidate].inscricao] : undefined,
    });
  }
  const unfilledPositions = placements.filter((p) => p.candidate === null);
  if (unfilledPositions.length > 0) {
    warnings.push({
      nivel: 'aviso',
      codigo: 'vaga-nao-preenchida',
      artigo: [...new Set(unfilledPositions.map((p) => unfilledArticle(p.type, rules)))].join('; '),
      mensagem:
        `${cardinal(unfilledPositions.length, 'vaga ficou', 'vagas ficaram')} sem candidato: ` +
        unfilledPositions.map((p) => `${p.position}ª (${p.type})`).join(', ') +
        '. Não há mais candidatos aprovados neste cargo.',
    });
  }
  if (alloc.unfilled.has('AC')) {
    warnings.push({
      nivel: 'aviso',
      codigo: 'ampla-insuficiente',
      artigo: rules.articles.acShortage,
      mensagem:
        `Faltaram aprovados para ${cardinal(alloc.unfilled.get('AC')!, 'vaga', 'vagas')} de ampla concorrência. A reversão dessas vagas aos grupos ` +
        `(${rules.articles.acShortage}) só é possível quando o edital limita o número de aprovados por lista; aqui todos os aprovados já foram considerados.`,
    });
  }

  // Provisional results: a pending confirmation matters only for someone nominated through a group's
  // list (or through any list when absence eliminates): nobody else is ever taken, so their
  // confirmation cannot change who is nominated.
  const provisional: number[] = []; // candidate indices, in AC-list order below
  const isProvisional = new Uint8Array(n);
  for (const [i, mod] of alloc.modality) {
    const c = cands[i];
    if (standing[i] !== Standing.InGroupList || c.confirmacao !== 'pendente') continue;
    if (mod !== 'AC' || options.ausenciaConfirmacao === 'eliminado') {
      provisional.push(i);
      isProvisional[i] = 1;
    }
  }
  if (provisional.length > 0) {
    const ids = provisional.sort((a, b) => acRank[a] - acRank[b]).map((i) => cands[i].inscricao);
    warnings.push({
      nivel: 'aviso',
      codigo: 'resultado-provisorio',
      artigo: rules.groups
        .filter((g) => provisional.some((i) => cands[i].grupo === g.code))
        .map((g) => g.confirmationArticle)
        .filter((a, k, all) => all.indexOf(a) === k)
        .join('; '),
      mensagem:
        `Resultado provisório: ${ids.length === 1 ? 'a inscrição' : 'as inscrições'} ${joinIds(ids)} ` +
        `${ids.length === 1 ? 'foi nomeada' : 'foram nomeadas'} por vaga reservada com a confirmação da autodeclaração ainda pendente. ` +
        'Se for indeferida, a lista muda: processe de novo quando o procedimento terminar.',
      inscricoes: ids,
    });
  }

  tieWarnings(warnings, audit, rules, cands, keys, acList, acRank, groupLists, groupRank, alloc);

  // ---- Per-candidate outcomes, in input order
  const placementOf: (Placement | undefined)[] = new Array(n);
  for (const p of placements) if (p.candidate !== null) placementOf[p.candidate] = p;
  const outcomes: CandidateOutcome[] = new Array(n);
  for (let i = 0; i < n; i++) {
    outcomes[i] = outcome(cands[i], standing[i], acRank[i], groupRank[i], placementOf[i], isProvisional[i] === 1, rules);
  }

  const reserva: Record<string, number> = {};
  for (const g of rules.groups) reserva[g.code] = counts[g.code];
  reserva.AC = counts.AC;
  const otherReserve: Record<string, number> = {};
  for (const g of rules.groups) otherReserve[g.code] = otherCounts[g.code];
  otherReserve.AC = otherCounts.AC;
  const ids = keys.inscricao;
  const listas: Record<string, string[]> = { AC: acList.map((i) => ids[i]) };
  for (const g of rules.groups) listas[g.code] = groupLists.get(g.code)!.map((i) => ids[i]);

  audit.add(
    'resultado',
    rules.articles.order,
    `Resultado: ${cardinal(placements.length - unfilledPositions.length, 'vaga preenchida', 'vagas preenchidas')} de ${vagas}` +
      (provisional.length > 0 ? '; resultado provisório (confirmação pendente)' : '') +
      (rules.articles.orderForCareer ? `. A ordem de nomeação vale para toda a vida funcional (${rules.articles.orderForCareer}).` : '.'),
  );

  return {
    cargo,
    vagas,
    reserva,
    sequencia: sequence,
    nomeacao: placements.map((p) => ({
      posicao: p.position,
      vaga: p.type,
      inscricao: p.candidate === null ? null : cands[p.candidate].inscricao,
      modalidade: p.modality,
      entrada: null,
      explicacao: null,
    })),
    listas,
    avisos: warnings,
    reservaOutraLeitura: { arredondamento: other, reserva: otherReserve },
    candidatos: outcomes,
    memoria: audit.steps,
    provisorio: provisional.length > 0,
  };
}

/** The article behind a position left without a candidate: AC shortage, or the order of nomination. */
function unfilledArticle(type: Modality, rules: RuleSet): string {
  return type === 'AC' ? rules.articles.acShortage : rules.articles.order;
}

function countsText(counts: Record<string, number>, rules: RuleSet): string {
  return rules.groups.map((g) => `${g.code} ${counts[g.code]}`).join(', ') + `, AC ${counts.AC}`;
}

function sameCounts(a: Record<string, number>, b: Record<string, number>, rules: RuleSet): boolean {
  return rules.groups.every((g) => a[g.code] === b[g.code]);
}

function reserveSentence(vagas: number, rules: RuleSet, rounding: Rounding, counts: Record<string, number>): string {
  if (vagas < rules.minimumVacancies) {
    return `${cardinal(vagas, 'vaga', 'vagas')}: menos que o mínimo de ${rules.minimumVacancies}, não há reserva (${rules.articles.minimum}); ${counts.AC} de ampla concorrência.`;
  }
  const t = totalBasisPoints(rules);
  const parts = rules.groups.map((g) => `${g.code} ${counts[g.code]}`).join(', ');
  if (rounding === 'total') {
    return (
      `${percent(t)} de ${vagas} vagas = ${exactShare(vagas, t)} → ${cardinal(reservedTotal(vagas, rules), 'vaga reservada', 'vagas reservadas')} ` +
      `(fração de 0,5 ou mais arredonda para cima, menor que 0,5 para baixo; ${rules.articles.rounding}), repartidas na proporção ` +
      `${rules.groups.map((g) => `${g.code} ${percent(g.basisPoints)}`).join(', ')}: ${parts}; ampla concorrência ${counts.AC}.`
    );
  }
  return (
    'Cada grupo arredondado separadamente (fração de 0,5 ou mais para cima, menor que 0,5 para baixo; ' +
    `${rules.articles.rounding}): ` +
    rules.groups.map((g) => `${g.code} ${percent(g.basisPoints)} de ${vagas} = ${exactShare(vagas, g.basisPoints)} → ${counts[g.code]}`).join('; ') +
    `; ampla concorrência ${counts.AC}.`
  );
}

function sequenceSentence(sequence: readonly Modality[], rules: RuleSet): string {
  const positions = new Map<string, number[]>();
  sequence.forEach((m, p) => {
    if (m !== 'AC') {
      if (!positions.has(m)) positions.set(m, []);
      positions.get(m)!.push(p + 1);
    }
  });
  if (positions.size === 0) return `Ordem de nomeação: todas as ${sequence.length} posições são de ampla concorrência.`;
  const parts = rules.groups
    .filter((g) => positions.has(g.code))
    .map((g) => {
      const ps = positions.get(g.code)!;
      return `${g.code} ${ps.length === 1 ? 'na posição' : 'nas posições'} ${ps.join(', ')}`;
    });
  return `Ordem de nomeação por alternância e proporcionalidade (${rules.articles.order}): vagas reservadas ${parts.join('; ')}; as demais são de ampla concorrência.`;
}

function auditAllocation(
  audit: AuditTrail,
  rules: RuleSet,
  cands: readonly Candidate[],
  alloc: Allocation,
  positionOf: ReadonlyMap<number, Placement>,
  groupRank: Int32Array,
): void {
  const id = (i: number): string => cands[i].inscricao;
  alloc.acWinners.forEach((i, k) => {
    const pos = positionOf.get(i)!.position;
    const c = cands[i];
    const cotista = groupRank[i] > 0;
    audit.add(
      'vaga-ac',
      cotista ? `${rules.articles.concurrent}; ${rules.articles.notCounted}` : rules.articles.concurrent,
      `Vaga ${pos} (ampla concorrência): inscrição ${id(i)}, ${ordinal(k + 1, 'm')} da lista de ampla concorrência` +
        (cotista
          ? ` — optante ${c.grupo} classificado(a) dentro das vagas de ampla concorrência: não é computado(a) na reserva (${rules.articles.notCounted}).`
          : '.'),
    );
  });
  for (const g of rules.groups) {
    for (const f of alloc.fills.get(g.code)!) {
      if (f.via !== null) continue;
      audit.add('vaga-reservada', `${g.article}; ${rules.articles.order}`, fillSentence(f, g.code, rules, cands, positionOf));
    }
  }
  for (const r of alloc.reversions) {
    const chainText = r.tried
      .map((s) => (s.to === 'AC' ? 'à ampla concorrência' : `a ${groupLabel(s.to, rules)}`) + ` (${s.article})`)
      .join(', depois ');
    if (r.fill) {
      audit.add(
        'reversao',
        r.tried.map((s) => s.article).join('; '),
        `Vaga reservada a ${groupLabel(r.group, rules)} sem candidato disponível na lista do grupo: revertida ${chainText}. ` +
          fillSentence(r.fill, r.group, rules, cands, positionOf),
      );
    } else {
      audit.add(
        'reversao',
        r.tried.map((s) => s.article).join('; '),
        `Vaga reservada a ${groupLabel(r.group, rules)} sem candidato disponível na lista do grupo: tentada a reversão ${chainText}, sem candidatos disponíveis.`,
      );
    }
  }
}

function fillSentence(f: Fill, vacancyGroup: GroupCode, rules: RuleSet, cands: readonly Candidate[], positionOf: ReadonlyMap<number, Placement>): string {
  const pos = positionOf.get(f.candidate)!.position;
  const list = listName(f.from, rules);
  const reverted = f.via !== null ? `, revertida a ${f.from}` : '';
  const g = groupRule(rules, vacancyGroup)!;
  let s = `Vaga ${pos} (reservada ${vacancyGroup}${reverted}; ${f.via ? f.via.article : g.article}; ${rules.articles.order}): inscrição ${cands[f.candidate].inscricao}, ${ordinal(f.rankInList, 'm')} da ${list}`;
  if (f.skipped.length > 0) {
    const ids = f.skipped.map((i) => cands[i].inscricao);
    s += ` (${ids.length === 1 ? 'a inscrição' : 'as inscrições'} ${joinIds(ids)}, à frente, já ${ids.length === 1 ? 'estava nomeada' : 'estavam nomeadas'}; ${rules.articles.notCounted}; ${rules.articles.nextInList})`;
  }
  return s + '.';
}

/**
 * Unresolved ties (rules.md §2.4): every run of candidates equal on every criterion is reported. It is
 * an error when the tie can decide who is nominated: when, in some list holding its members, the
 * allocation stopped reading inside the run (some of them taken, some not, or taken by different
 * steps). Otherwise the order inside the run changes no one's nomination, only ranks and positions.
 * Ties resolved by age or by the edital's criteria that touch a nominated candidate are written to
 * the audit trail.
 */
function tieWarnings(
  warnings: Warning[],
  audit: AuditTrail,
  rules: RuleSet,
  cands: readonly Candidate[],
  keys: RankKeys,
  acList: readonly number[],
  acRank: Int32Array,
  groupLists: ReadonlyMap<GroupCode, readonly number[]>,
  groupRank: Int32Array,
  alloc: Allocation,
): void {
  const straddles = (list: Modality, from: number, to: number): boolean => {
    // from/to: 0-based indices of the run's first and last member in that list
    for (const s of alloc.stops.get(list) ?? []) if (s >= from && s < to) return true;
    return false;
  };
  const nominated = new Uint8Array(cands.length);
  for (const i of alloc.modality.keys()) nominated[i] = 1;
  let resolvedElsewhere = 0;
  for (let start = 0; start < acList.length; ) {
    let end = start;
    // Runs of equal merit; on the way, record ties on score settled by age or the edital's criteria.
    while (end + 1 < acList.length) {
      const a = acList[end];
      const b = acList[end + 1];
      if (keys.nota[a] !== keys.nota[b]) break;
      const step = tieBreakStep(keys, a, b);
      if (step === 'empate') {
        end++;
        continue;
      }
      if (nominated[a] === 0 && nominated[b] === 0) resolvedElsewhere++;
      else {
        audit.add(
          'desempate',
          step === 'idade' ? ELDERLY_ARTICLE : CRITERIA_ARTICLE,
          `Empate de nota (${formatScore(keys.nota[a])}) entre as inscrições ${cands[a].inscricao} e ${cands[b].inscricao}: ` +
            (step === 'idade'
              ? `resolvido pela idade — pessoa idosa primeiro, a mais velha antes (${ELDERLY_ARTICLE}).`
              : 'resolvido pelos critérios de desempate do edital.') +
            ` Fica à frente a inscrição ${cands[a].inscricao} (${acRank[a]}ª na ampla concorrência).`,
        );
      }
      break;
    }
    if (end > start) {
      const members = acList.slice(start, end + 1);
      let decisive = straddles('AC', start, end);
      for (const g of rules.groups) {
        const inG = members.filter((i) => cands[i].grupo === g.code && groupRank[i] > 0);
        if (inG.length > 1 && straddles(g.code, groupRank[inG[0]] - 1, groupRank[inG[inG.length - 1]] - 1)) decisive = true;
      }
      const ids = members.map((i) => cands[i].inscricao);
      const anyNominated = members.some((i) => nominated[i] === 1);
      warnings.push({
        nivel: decisive ? 'erro' : 'aviso',
        codigo: 'empate-nao-resolvido',
        artigo: CRITERIA_ARTICLE,
        mensagem:
          `Empate não resolvido entre as inscrições ${joinIds(ids)} (nota ${formatScore(keys.nota[members[0]])}, mesmos critérios de desempate): ` +
          'ordenadas provisoriamente pelo número de inscrição. ' +
          (decisive
            ? 'Este empate decide quem é nomeado: a comissão deve resolvê-lo (por exemplo, por sorteio público) e processar de novo.'
            : anyNominated
              ? 'Não muda quem é nomeado, mas muda a ordem de nomeação e a classificação: resolva-o antes de publicar.'
              : 'Afeta a ordem do cadastro de reserva: resolva-o antes de publicar.'),
        inscricoes: ids,
      });
    }
    start = end + 1;
  }
  if (resolvedElsewhere > 0) {
    audit.add(
      'desempate',
      CRITERIA_ARTICLE,
      `${cardinal(resolvedElsewhere, 'outro empate de nota foi resolvido', 'outros empates de nota foram resolvidos')} pela idade ou pelos critérios do edital entre candidatos não nomeados (ver as listas).`,
    );
  }
}

function outcome(
  c: Candidate,
  standing: Standing,
  acRank: number,
  groupRank: number,
  placement: Placement | undefined,
  provisional: boolean,
  rules: RuleSet,
): CandidateOutcome {
  let situacao: CandidateOutcome['situacao'];
  let descricao: string;
  if (placement) {
    situacao = 'nomeado';
    const reverted = placement.fill?.via ? ` (vaga ${placement.type} revertida)` : '';
    descricao = `Nomeado(a) – ${placement.position}ª vaga, ${placement.modality}${reverted}` + (provisional ? ' – provisório: confirmação pendente' : '');
  } else if (standing === Standing.Fraud) {
    situacao = 'eliminado-fraude';
    descricao = `Eliminado(a) – fraude na autodeclaração (${rules.articles.fraud})`;
  } else if (standing === Standing.AbsentEliminated) {
    situacao = 'eliminado-ausencia';
    descricao = 'Eliminado(a) – ausente no procedimento de confirmação';
  } else if (standing === Standing.NotApproved) {
    situacao = 'nao-aprovado';
    descricao = 'Não aprovado(a)';
  } else {
    situacao = 'cadastro-reserva';
    descricao = 'Cadastro de reserva';
  }
  return {
    inscricao: c.inscricao,
    situacao,
    descricao,
    posicao: placement ? placement.position : null,
    modalidade: placement ? placement.modality : null,
    classificacaoAC: acRank > 0 ? acRank : null,
    listaGrupo: groupRank > 0 ? (c.grupo as GroupCode) : null,
    classificacaoGrupo: groupRank > 0 ? groupRank : null,
    classificacaoPcd: null,
    entrada: null,
    explicacao: null,
    provisorio: provisional,
  };
}
