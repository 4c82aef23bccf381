// THE builder of the final lists, whichever host writes them (.xlsx file, Excel add-in, Google
// Sheets, =COTAS.LISTA): the ONE place that decides what each list contains.
import { findPcdRule, findRuleSet, modalityCodes, modalityName, modalityTitle } from '../../engine';
import { reserveLabel } from '../../engine/vocabulary';
import type { PcdRule, RuleSet } from '../../engine';
import type { CandidateOutcome, CargoResult, Concurso, ConcursoResult } from '../../engine/types';
import { PCD_CODE } from '../../engine/types';
import type { CellValue } from '../parsers';
import {
  CONFIRMATION_NAMES,
  cargoListTitle,
  earlierOccupantsText,
  entryText,
  pcdText,
  positionText,
  situationText,
  tieNotes,
} from './list-text';
import type { ListTitle } from './list-text';
import { PersonalData } from './personal-data';
import type { PersonEntry } from './personal-data';
import { FORMAT_INTEGER, FORMAT_TEXT, scoreFormat } from './table';
import type { FinalListOptions, OutputTable } from './table';

/** Name of the order of nomination among a cargo's lists (the others are named by their modality code). */
export const NOMINATION_LIST = 'NOMEACAO';

/** What one cargo's lists share: its candidates, outcomes and tie notes. */
interface CargoCtx {
  cargo: CargoResult;
  byInscricao: Map<string, PersonEntry>;
  outcome: Map<string, CandidateOutcome>;
  /** What an unresolved tie means for each tied candidate's row (tieNotes). */
  ties: Map<string, string>;
}

/**
 * THE builder of the final lists: the workbook's sheets (finalListTables: the file, the Excel task
 * pane, Google Sheets) and =COTAS.LISTA take their rows from here, so a list shows the same rows and
 * the same marks (an unresolved tie, a provisional result, an entry point) wherever it is read.
 * What every cargo's lists share is computed once per concurso: the candidates of each cargo, CPFs,
 * which columns appear.
 */
export class FinalListBuilder {
  readonly rules: RuleSet;
  /** The PcD rule applied, or null (rules.md §9). */
  readonly pcdRule: PcdRule | null;
  /** The modalities of every cargo, in list order: `AC`, the rule set's groups, `PCD` when a PcD rule applies. */
  readonly modalities: string[];
  /** The reserves (the modalities without `AC`). */
  readonly reserves: string[];
  private readonly byCargo = new Map<string | null, Map<string, PersonEntry>>();
  private readonly personal: PersonalData;
  /** The AC list shows who opted for the PcD reserve when a PcD rule applies or someone did. */
  private readonly hasPcd: boolean;
  private readonly scoreFmt: string;
  private readonly cargos = new Map<CargoResult, CargoCtx>();

  constructor(
    readonly concurso: Concurso,
    readonly result: ConcursoResult,
    opts: FinalListOptions = {},
  ) {
    const rules = findRuleSet(result.regra);
    if (!rules) throw new Error(`Regra desconhecida: "${result.regra}".`);
    this.rules = rules;
    this.pcdRule = findPcdRule(result.opcoes.pcd) ?? null;
    this.modalities = modalityCodes(rules, this.pcdRule !== null);
    this.reserves = this.modalities.filter((m) => m !== 'AC');
    // One cargo: every candidate belongs to it, whatever their cargo cell says (as in the engine).
    const only = concurso.cargos.length === 1 ? (concurso.cargos[0].cargo ?? null) : undefined;
    concurso.candidatos.forEach((cand, idx) => {
      const key = only !== undefined ? only : (cand.cargo ?? null);
      let m = this.byCargo.get(key);
      if (!m) this.byCargo.set(key, (m = new Map()));
      m.set(cand.inscricao, { cand, idx });
    });
    this.personal = new PersonalData(concurso, opts);
    this.hasPcd = this.pcdRule !== null || concurso.candidatos.some((c) => c.pcd);
    this.scoreFmt = scoreFormat(concurso.candidatos.map((c) => c.nota));
  }

  /** "Lei nº 3.056/2025 (…)", and the PcD rule when one applies: "… e Decreto federal nº 9.508/2018". */
  rulesName(): string {
    const pcd = this.pcdRule ? ` e ${this.result.pcdNome ?? this.pcdRule.name}` : '';
    return `${this.result.regraNome}${pcd}`;
  }

  /** The lists of a cargo, in the workbook's order: AC, each group, PCD (with a PcD rule), the order of nomination. */
  listNames(): string[] {
    return [...this.modalities, NOMINATION_LIST];
  }

  /**
   * What a list is, whatever the cargo: "Classificação na ampla concorrência", "Lista de pretos e
   * pardos (PP)", "Lista de pessoas com deficiência (PCD) — Decreto federal nº 9.508/2018", "Ordem de
   * nomeação". Each table's title adds its cargo (and, for the order, its vacancies) to this.
   */
  listWhat(lista: string): string {
    if (lista === 'AC') return `Classificação na ${modalityName('AC', this.rules)}`;
    if (lista === NOMINATION_LIST) return 'Ordem de nomeação';
    const rule = lista === PCD_CODE && this.pcdRule ? ` — ${this.pcdRule.name}` : '';
    return `Lista de ${reserveLabel(lista, this.rules)}${rule}`;
  }

  /**
   * One list of one cargo: `AC`, a group code, `PCD` or NOMINATION_LIST. `nome` is the wanted sheet
   * name (finalListTables makes it unique).
   */
  table(cargo: CargoResult, lista: string): OutputTable {
    const ctx = this.cargoCtx(cargo);
    if (lista === 'AC') return this.acTable(ctx);
    if (lista === NOMINATION_LIST) return this.nominationTable(ctx);
    if (this.reserves.includes(lista)) return this.reserveTable(ctx, lista);
    throw new Error(`Lista desconhecida: "${lista}".`);
  }

  private cargoCtx(cargo: CargoResult): CargoCtx {
    let ctx = this.cargos.get(cargo);
    if (!ctx) {
      const outcome = new Map<string, CandidateOutcome>();
      for (const o of cargo.candidatos ?? []) outcome.set(o.inscricao, o);
      ctx = { cargo, byInscricao: this.byCargo.get(cargo.cargo ?? null) ?? new Map(), outcome, ties: tieNotes(cargo) };
      this.cargos.set(cargo, ctx);
    }
    return ctx;
  }

  private title(ctx: CargoCtx, lista: string, rows: number): string {
    const t: ListTitle =
      lista === NOMINATION_LIST
        ? { lista: this.listWhat(lista), vagas: ctx.cargo.vagas, vazia: false }
        : { lista: this.listWhat(lista), vagas: null, vazia: rows === 0 };
    return cargoListTitle(ctx.cargo, t);
  }

  private sheetName(ctx: CargoCtx, prefix: string): string {
    return ctx.cargo.cargo ? `${prefix} - ${ctx.cargo.cargo}` : prefix;
  }

  /** Ampla concorrência: everyone eligible, with the group declared and (when it matters) the PcD option. */
  private acTable(ctx: CargoCtx): OutputTable {
    const person = this.personal.columns(ctx.byInscricao);
    const cab = ['Classificação', ...person.cab, 'Nota', 'Grupo declarado'];
    const formatos: (string | null)[] = [FORMAT_INTEGER, ...person.fmt, this.scoreFmt, FORMAT_TEXT];
    const larguras = [14, ...person.wid, 10, 18];
    if (this.hasPcd) {
      cab.push('PcD');
      formatos.push(FORMAT_TEXT);
      larguras.push(14);
    }
    cab.push('Situação');
    formatos.push(FORMAT_TEXT);
    larguras.push(44);
    const linhas = (ctx.cargo.listas.AC ?? []).map((insc, i) => {
      const cand = ctx.byInscricao.get(insc)?.cand;
      const g = cand?.grupo ?? null;
      const row: CellValue[] = [i + 1, ...person.cells(insc), cand?.nota ?? null, g ? `${g}${cand?.optante ? '' : ' (não optante)'}` : ''];
      if (this.hasPcd) row.push(pcdText(cand));
      row.push(situationText(ctx.outcome.get(insc), ctx.ties.get(insc)));
      return row;
    });
    return {
      nome: this.sheetName(ctx, 'AC'),
      titulo: this.title(ctx, 'AC', linhas.length),
      cabecalho: cab,
      linhas,
      formatos,
      larguras,
      tipo: 'ampla',
      cargo: ctx.cargo.cargo,
    };
  }

  /** A group's list, or the PcD list: rank there, rank in AC, the confirmation (or the PcD assessment). */
  private reserveTable(ctx: CargoCtx, code: string): OutputTable {
    const person = this.personal.columns(ctx.byInscricao);
    const isPcd = code === PCD_CODE;
    const cab = [`Classificação ${code}`, 'Classificação AC', ...person.cab, 'Nota', isPcd ? 'Avaliação PcD' : 'Confirmação', 'Situação'];
    const linhas = (ctx.cargo.listas[code] ?? []).map((insc, i) => {
      const cand = ctx.byInscricao.get(insc)?.cand;
      const o = ctx.outcome.get(insc);
      const state = isPcd ? cand?.avaliacaoPcd : cand?.confirmacao;
      return [
        i + 1,
        o?.classificacaoAC ?? null,
        ...person.cells(insc),
        cand?.nota ?? null,
        CONFIRMATION_NAMES[state ?? ''] ?? '',
        situationText(o, ctx.ties.get(insc)),
      ];
    });
    return {
      nome: this.sheetName(ctx, code),
      titulo: this.title(ctx, code, linhas.length),
      cabecalho: cab,
      linhas,
      formatos: [FORMAT_INTEGER, FORMAT_INTEGER, ...person.fmt, this.scoreFmt, FORMAT_TEXT, FORMAT_TEXT],
      larguras: [18, 17, ...person.wid, 10, 14, 44],
      tipo: isPcd ? 'pcd' : 'grupo',
      cargo: ctx.cargo.cargo,
    };
  }

  /**
   * The order of nomination (rules.md §6, §10): the position's type (Vaga), who holds it or is to be
   * called to it and how they are counted (Modalidade), from how many vacancies they are nominated
   * (Entrada), the position's situação (an act's, or "A nomear"), why (Observação: compensação, vaga
   * revertida, with the article) and who held it before (Ocupantes anteriores, with their leaving act).
   */
  private nominationTable(ctx: CargoCtx): OutputTable {
    const person = this.personal.columns(ctx.byInscricao);
    const c = ctx.cargo;
    const cab = ['Posição', 'Vaga', ...person.cab, 'Nota', 'Modalidade', 'Entrada', 'Situação', 'Observação', 'Ocupantes anteriores'];
    const linhas = c.nomeacao.map((n) => {
      if (n.inscricao === null) {
        return [
          n.posicao,
          n.vaga,
          ...person.cab.map(() => ''),
          null,
          '',
          '',
          positionText(n, false),
          n.explicacao ?? '',
          earlierOccupantsText(n),
        ];
      }
      const cand = ctx.byInscricao.get(n.inscricao)?.cand;
      const o = ctx.outcome.get(n.inscricao);
      return [
        n.posicao,
        n.vaga,
        ...person.cells(n.inscricao),
        cand?.nota ?? null,
        modalityTitle(n.modalidade, this.rules),
        entryText(n.entrada),
        positionText(n, o?.provisorio === true, ctx.ties.get(n.inscricao)),
        n.explicacao ?? '',
        earlierOccupantsText(n),
      ];
    });
    return {
      nome: this.sheetName(ctx, 'Nomeação'),
      titulo: this.title(ctx, NOMINATION_LIST, linhas.length),
      cabecalho: cab,
      linhas,
      formatos: [
        FORMAT_INTEGER,
        FORMAT_TEXT,
        ...person.fmt,
        this.scoreFmt,
        FORMAT_TEXT,
        FORMAT_TEXT,
        FORMAT_TEXT,
        FORMAT_TEXT,
        FORMAT_TEXT,
      ],
      larguras: [9, 8, ...person.wid, 10, 24, 16, 30, 60, 40],
      tipo: 'nomeacao',
      cargo: c.cargo,
    };
  }
}
