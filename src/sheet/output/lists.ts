// THE builder of the final lists, whichever host writes them (.xlsx file, Excel add-in, Google
// Sheets, =COTAS.LISTA): the ONE place that decides what each list contains.
import { isProvisional, modalityCodes, modalityName, modalityTitle, pcdRuleOf, rulesOf } from '../../engine';
import { formatDateTime } from '../../engine/text';
import { reserveLabel } from '../../engine/vocabulary';
import type { PcdRule, RuleSet } from '../../engine';
import type { CandidateOutcome, CargoResult, Concurso, ConcursoResult, Nomination } from '../../engine/types';
import { PCD_CODE } from '../../engine/types';
import {
  cargoListTitle,
  earlierOccupantsText,
  entryText,
  fullTitle,
  identificationText,
  positionText,
  reasonText,
  situationText,
  tieNotes,
} from './list-text';
import type { ListTitle, TitleContext } from './list-text';
import { PersonalData, PublicationMask } from './personal-data';
import { cutTable } from './convocados';
import type { PersonEntry } from './personal-data';
import { FORMAT_INTEGER, FORMAT_TEXT, scoreFormat } from './table';
import type { FinalListOptions, OutputTable } from './table';

/** Name of the order of nomination among a cargo's lists (the others are named by their modality code). */
export const NOMINATION_LIST = 'NOMEACAO';

/** What one cargo's lists share: its candidates, outcomes, positions and tie notes. */
interface CargoCtx {
  cargo: CargoResult;
  byInscricao: Map<string, PersonEntry>;
  outcome: Map<string, CandidateOutcome>;
  /** Each nominee's position in the order of nomination. */
  position: Map<string, Nomination>;
  /** What an unresolved tie means for each tied candidate's row (tieNotes). */
  ties: Map<string, string>;
}

/**
 * The legend under the order of nomination: what its columns mean, and which one the act of
 * nomination uses (test/sheet/output/published-lists.test.ts).
 */
export const NOMINATION_LEGEND: readonly string[] = [
  'Legenda:',
  'Vaga — o tipo da posição na alternância da lei (ampla concorrência ou reservada), não a modalidade da pessoa.',
  'Modalidade — a modalidade em que a pessoa é nomeada: é a que consta do ato de nomeação.',
  'Entrada — a partir de quantas vagas a pessoa está no resultado, e em que modalidade entrou.',
  'Motivo — por que a modalidade difere da vaga (compensação, vaga revertida); o fundamento está na Memória de cálculo.',
];

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
  /** For publication (`mascarar`): what every table's texts pass through; null for the internal version. */
  private readonly mask: PublicationMask | null;
  private readonly scoreFmt: string;
  /** The next phase's name, for the list of convocados' title (FinalListOptions.fase). */
  private readonly fase?: string;
  private readonly cargos = new Map<CargoResult, CargoCtx>();
  /** What every title carries: PROVISÓRIO while provisional, the concurso and edital, the date. */
  readonly titleContext: TitleContext;

  constructor(
    readonly concurso: Concurso,
    readonly result: ConcursoResult,
    opts: FinalListOptions = {},
  ) {
    // A rule written by the commission travels with the result (rules.md §11).
    this.rules = rulesOf(result);
    this.pcdRule = pcdRuleOf(result.opcoes);
    const rules = this.rules;
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
    this.mask = opts.mascarar ? new PublicationMask(concurso, opts.cpfs) : null;
    this.scoreFmt = scoreFormat(concurso.candidatos.map((c) => c.nota));
    this.fase = opts.fase;
    this.titleContext = {
      provisorio: isProvisional(result),
      identificacao: identificationText(opts.descricao, result.opcoes.dataEdital),
      data: formatDateTime(opts.geradoEm ?? new Date()).slice(0, 10),
    };
  }

  /** A title with what every published title carries (TitleContext): fullTitle of `what`. */
  titled(what: string): string {
    return fullTitle(what, this.titleContext);
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
    if (lista === 'AC') return this.published(this.acTable(ctx));
    if (lista === NOMINATION_LIST) return this.published(this.nominationTable(ctx));
    if (this.reserves.includes(lista)) return this.published(this.reserveTable(ctx, lista));
    throw new Error(`Lista desconhecida: "${lista}".`);
  }

  /** Who goes on to the next phase in one cargo (rules.md §12), or null when the cargo has no cut. */
  cutTable(cargo: CargoResult): OutputTable | null {
    if (!cargo.corte) return null;
    const ctx = this.cargoCtx(cargo);
    const people = ctx.byInscricao;
    const t = cutTable(cargo, this.personal.columns(people), people, this.rules, (w) => this.titled(w), this.scoreFmt, this.fase);
    return this.published(t);
  }

  /**
   * A table as written: for publication (`mascarar`), every text masked (PublicationMask: no full CPF,
   * no birth date, in the lists as in the Memória); as it is otherwise. Every table of the workbook and
   * of =COTAS.LISTA goes through here.
   */
  published(t: OutputTable): OutputTable {
    return this.mask ? this.mask.table(t) : t;
  }

  private cargoCtx(cargo: CargoResult): CargoCtx {
    let ctx = this.cargos.get(cargo);
    if (!ctx) {
      const outcome = new Map<string, CandidateOutcome>();
      for (const o of cargo.candidatos ?? []) outcome.set(o.inscricao, o);
      const position = new Map<string, Nomination>();
      for (const n of cargo.nomeacao) if (n.inscricao !== null) position.set(n.inscricao, n);
      ctx = { cargo, byInscricao: this.byCargo.get(cargo.cargo ?? null) ?? new Map(), outcome, position, ties: tieNotes(cargo) };
      this.cargos.set(cargo, ctx);
    }
    return ctx;
  }

  private title(ctx: CargoCtx, lista: string, rows: number): string {
    const t: ListTitle =
      lista === NOMINATION_LIST
        ? { lista: this.listWhat(lista), vagas: ctx.cargo.vagas, vazia: false }
        : { lista: this.listWhat(lista), vagas: null, vazia: rows === 0 };
    return this.titled(cargoListTitle(ctx.cargo, t));
  }

  /** The Situação cell of a person's row in a list, with the short reason for their position (reasonText). */
  private situation(ctx: CargoCtx, insc: string): string {
    const o = ctx.outcome.get(insc);
    const n = ctx.position.get(insc);
    const reason =
      o && n
        ? reasonText({ vaga: n.vaga, modalidade: o.modalidade, entrada: o.entrada, vagaRevertida: o.vagaRevertida }, ctx.cargo.vagas)
        : '';
    const base = situationText(o, ctx.ties.get(insc));
    return reason ? `${base} — ${reason}` : base;
  }

  /** The reserve lists each person of the cargo stands in, in list order ("PP", "PP, PCD"): public, as the lists are. */
  private reservesOf(ctx: CargoCtx): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const code of this.reserves)
      for (const insc of ctx.cargo.listas[code] ?? []) {
        const l = out.get(insc);
        if (l) l.push(code);
        else out.set(insc, [code]);
      }
    return out;
  }

  /** The wanted sheet name of a cargo's list ("AC - Professor", "Nomeação - Professor"; the list alone for an unnamed cargo). */
  sheetName(cargo: CargoResult, lista: string): string {
    const prefix = lista === NOMINATION_LIST ? 'Nomeação' : lista;
    return cargo.cargo ? `${prefix} - ${cargo.cargo}` : prefix;
  }

  /**
   * Ampla concorrência: everyone eligible, with the reserve lists they also stand in (published
   * anyway) — never the race of a non-optante nor a failed confirmation or assessment (LGPD art. 5º,
   * II: those are the confirmations' sheet's, confirmationsTable).
   */
  private acTable(ctx: CargoCtx): OutputTable {
    const person = this.personal.columns(ctx.byInscricao);
    const reserves = this.reservesOf(ctx);
    const cab = ['Classificação', ...person.cab, 'Nota', 'Também nas listas', 'Situação'];
    const linhas = (ctx.cargo.listas.AC ?? []).map((insc, i) => {
      const cand = ctx.byInscricao.get(insc)?.cand;
      return [i + 1, ...person.cells(insc), cand?.nota ?? null, (reserves.get(insc) ?? []).join(', '), this.situation(ctx, insc)];
    });
    return {
      nome: this.sheetName(ctx.cargo, 'AC'),
      titulo: this.title(ctx, 'AC', linhas.length),
      cabecalho: cab,
      linhas,
      formatos: [FORMAT_INTEGER, ...person.fmt, this.scoreFmt, FORMAT_TEXT, FORMAT_TEXT],
      larguras: [14, ...person.wid, 10, 14, 44],
      tipo: 'ampla',
      cargo: ctx.cargo.cargo,
    };
  }

  /** A group's list, or the PcD list: rank there, rank in AC, the situação (the confirmation's results are the confirmations' sheet's). */
  private reserveTable(ctx: CargoCtx, code: string): OutputTable {
    const person = this.personal.columns(ctx.byInscricao);
    const isPcd = code === PCD_CODE;
    const cab = [`Classificação ${code}`, 'Classificação AC', ...person.cab, 'Nota', 'Situação'];
    const linhas = (ctx.cargo.listas[code] ?? []).map((insc, i) => {
      const cand = ctx.byInscricao.get(insc)?.cand;
      const o = ctx.outcome.get(insc);
      return [i + 1, o?.classificacaoAC ?? null, ...person.cells(insc), cand?.nota ?? null, this.situation(ctx, insc)];
    });
    return {
      nome: this.sheetName(ctx.cargo, code),
      titulo: this.title(ctx, code, linhas.length),
      cabecalho: cab,
      linhas,
      formatos: [FORMAT_INTEGER, FORMAT_INTEGER, ...person.fmt, this.scoreFmt, FORMAT_TEXT],
      larguras: [18, 17, ...person.wid, 10, 44],
      tipo: isPcd ? 'pcd' : 'grupo',
      cargo: ctx.cargo.cargo,
    };
  }

  /**
   * The order of nomination (rules.md §6, §10): the position's type (Vaga), who holds it or is to be
   * called to it and how they are counted (Modalidade), from how many vacancies they are nominated
   * (Entrada), the position's situação (an act's, or "A nomear"), why, short (Motivo: compensação, vaga
   * revertida; the Memória cites the article) and who held it before (Ocupantes anteriores, with their
   * leaving act). The legend under it (NOMINATION_LEGEND) says which column the act of nomination uses.
   */
  private nominationTable(ctx: CargoCtx): OutputTable {
    const person = this.personal.columns(ctx.byInscricao);
    const c = ctx.cargo;
    const cab = ['Posição', 'Vaga', ...person.cab, 'Nota', 'Modalidade', 'Entrada', 'Situação', 'Motivo', 'Ocupantes anteriores'];
    const linhas = c.nomeacao.map((n) => {
      if (n.inscricao === null) {
        return [n.posicao, n.vaga, ...person.cab.map(() => ''), null, '', '', positionText(n, false), '', earlierOccupantsText(n)];
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
        reasonText({ vaga: n.vaga, modalidade: n.modalidade, entrada: n.entrada, vagaRevertida: o?.vagaRevertida ?? null }, c.vagas),
        earlierOccupantsText(n),
      ];
    });
    return {
      nome: this.sheetName(c, NOMINATION_LIST),
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
      larguras: [9, 8, ...person.wid, 10, 24, 16, 30, 50, 40],
      tipo: 'nomeacao',
      cargo: c.cargo,
      rodape: [[], ...NOMINATION_LEGEND.map((l) => [l])],
    };
  }
}
