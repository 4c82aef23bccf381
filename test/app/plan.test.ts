// Plan, then apply: each job's plan is pure data (generation, Parâmetros, names, the acts of the Nomeações sheet), and the two appliers
// (applyWrite for the asynchronous ports, applyWriteSync for Apps Script) only call the port: the same
// plan gives the same outcome through either, when the port answers and when it refuses.
import { planAppendActs, planRaiseVacancies } from '../../src/app/acts';
import { planGeneration } from '../../src/app/generation';
import { planNames } from '../../src/app/names';
import { planParameters } from '../../src/app/parameters';
import { twoSetsMessage } from '../../src/app/replace';
import type { PortWrite, WriteMethod } from '../../src/app/plan';
import type {
  AppendedRows,
  CellRef,
  CellWrite,
  LaidOutTable,
  NameDefinition,
  NamesOutcome,
  SyncWorkbookPort,
  WorkbookPort,
} from '../../src/app/port';
import type { Analysis } from '../../src/app/types';
import { computeOutput, applyWrite } from '../../src/app/workflow-async';
import { applyWriteSync, computeOutputSync } from '../../src/app/workflow-sync';
import { PARAMETERS_SHEET } from '../../src/sheet';
import type { CellValue, SheetData } from '../../src/sheet';
import { parametersFormOf } from '../../src/sheet/parameters-form';
import { pastaDesistencia } from '../support/pane-data';

const CANDIDATES: CellValue[][] = [
  ['Inscrição', 'Nome', 'Nota', 'Cota', 'Optante', 'Confirmação'],
  ['101', 'Ana', 90, 'PP', 'Sim', 'Deferida'],
  ['102', 'Bia', 80, '', 'Não', ''],
];
const PARAMS: CellValue[][] = [
  ['Regra', 'Lei 3.056/2025'],
  ['Data do edital', '05/01/2026'],
  ['Vagas', 2],
];

/** A port that records its calls and answers them (or refuses with `refuse`), as a class: the appliers must call it as a method. */
class RecordingPort {
  readonly calls: string[] = [];
  constructor(private readonly refuse: string | null = null) {}
  private answer<T>(call: string, value: T): T {
    this.calls.push(call);
    if (this.refuse !== null) throw new Error(this.refuse);
    return value;
  }
  readSheets(): SheetData[] {
    return [];
  }
  readSelection(): CellRef | null {
    return null;
  }
  selectCell(): void {}
  writeCells(nome: string, celulas: CellWrite[]): void {
    this.answer(`writeCells ${nome} (${celulas.map((c) => `${c.linha},${c.coluna}=${String(c.valor)}`).join('; ')})`, undefined);
  }
  replaceOutput(remover: string[], tabelas: LaidOutTable[]): string[] {
    return this.answer(
      `replaceOutput [${remover.join(', ')}] por ${tabelas.length} tabelas`,
      tabelas.map((t) => t.tabela.nome),
    );
  }
  appendRows(nome: string, cabecalho: CellValue[], linhas: CellValue[][]): AppendedRows {
    return this.answer(`appendRows ${nome} (${cabecalho.length} colunas, ${linhas.length} linhas)`, {
      planilha: nome,
      primeiraLinha: 2,
      ultimaLinha: 1 + linhas.length,
      criada: true,
    });
  }
  addNames(nomes: NameDefinition[]): NamesOutcome {
    return this.answer(`addNames ${nomes.map((n) => n.nome).join(', ')}`, {
      adicionados: nomes.map((n) => n.nome),
      atualizados: [],
      mantidos: [],
    });
  }
}

/** The same recorder behind Promises. */
function asyncPort(p: RecordingPort): WorkbookPort {
  const later =
    <A extends unknown[], T>(f: (...a: A) => T) =>
    async (...a: A): Promise<T> =>
      f.apply(p, a);
  return {
    readSheets: later(p.readSheets),
    readSelection: later(p.readSelection),
    selectCell: later(p.selectCell),
    writeCells: later(p.writeCells),
    replaceOutput: later(p.replaceOutput),
    addNames: later(p.addNames),
    appendRows: later(p.appendRows),
  };
}

const ANALYSED = { problemas: [], leitura: ['lida'] } as unknown as Analysis;

/** The plan applied both ways: outcomes and port calls, which must be the same. */
async function bothWays<K extends WriteMethod, R>(plan: () => PortWrite<K, R>, refuse: string | null = null) {
  const sync = new RecordingPort(refuse);
  const viaSync = applyWriteSync(sync as SyncWorkbookPort, plan());
  const recorder = new RecordingPort(refuse);
  const stages: string[] = [];
  const viaAsync = await applyWrite(asyncPort(recorder), plan(), (etapa, feito, total) => stages.push(`${etapa} ${feito}/${total}`));
  // A Parâmetros plan gives a function of the analysis made after the write: compared on one.
  const seen = (r: R): unknown => (typeof r === 'function' ? r(ANALYSED) : r);
  expect(seen(viaAsync)).toEqual(seen(viaSync));
  expect(recorder.calls).toEqual(sync.calls);
  return { outcome: viaSync, calls: sync.calls, stages };
}

const SHEETS = (): SheetData[] => [
  { nome: 'Candidatos', linhas: CANDIDATES },
  { nome: 'Parâmetros', linhas: PARAMS },
  { nome: 'AC', linhas: [['Lista anterior']], doSuplemento: true },
];

describe('planGeneration: parar ou substituir, e os dois aplicadores dão o mesmo resultado', () => {
  const when = new Date(2026, 1, 10, 9, 30);
  const sha = 'ab'.repeat(32);

  test('o cálculo com o hash é o mesmo com e sem espera (o texto normalizado só é escrito quando há hash a tirar)', async () => {
    const hashed: string[] = [];
    const a = await computeOutput(SHEETS(), { geradoEm: when }, async (t) => (hashed.push(t), sha));
    const s = computeOutputSync(SHEETS(), { geradoEm: when }, (t) => (hashed.push(t), sha));
    expect(a).toEqual(s);
    expect(hashed).toHaveLength(2);
    expect(hashed[0]).toBe(hashed[1]);
    expect(JSON.stringify(s.tabelas)).toContain(sha);
    // Only the analysis: nothing to hash.
    computeOutputSync(SHEETS(), { soAnalisar: true }, (t) => (hashed.push(t), sha));
    expect(hashed).toHaveLength(2);
  });

  test('com saída anterior e sem confirmar: para antes de gravar, e diz quais planilhas', () => {
    const plan = planGeneration(computeOutputSync(SHEETS(), {}), {});
    expect(plan).toEqual({ parar: expect.objectContaining({ ok: false, removidas: [], planilhas: [] }) });
    expect('parar' in plan && plan.parar.titulo).toBe(
      "A pasta já tem 1 planilha gravada antes pelo suplemento ('AC'). Confirme para substituí-las pelas listas novas; nenhuma outra planilha será alterada. Nada foi gravado.",
    );
  });

  test('com erros: para antes de gravar', () => {
    const plan = planGeneration(computeOutputSync([{ nome: 'Candidatos', linhas: CANDIDATES }], {}), { substituir: true });
    expect('parar' in plan && plan.parar.titulo).toMatch(/^A planilha tem \d+ problemas?; nada foi gravado\.$/);
  });

  /** The generation confirmed (substituir), as a write plan. */
  const confirmedPlan = (out: ReturnType<typeof computeOutputSync>) => {
    const p = planGeneration(out, { substituir: true });
    if ('parar' in p) throw new Error(p.parar.titulo);
    return p;
  };

  test('confirmado: substitui a saída anterior pelas tabelas; a falha do port vira o resultado, nada gravado', async () => {
    const out = computeOutputSync(SHEETS(), { geradoEm: when });
    const plan = () => confirmedPlan(out);
    expect(plan().args).toEqual([['AC'], out.tabelas]);
    const ok = await bothWays(plan);
    expect(ok.calls).toEqual([`replaceOutput [AC] por ${out.tabelas!.length} tabelas`]);
    expect(ok.outcome).toMatchObject({ ok: true, removidas: ['AC'], planilhas: out.tabelas!.map((t) => t.tabela.nome) });
    expect(ok.outcome.titulo).toMatch(/^Listas finais gravadas em \d+ planilhas \(.*\), substituindo 1 planilha anterior do suplemento\.$/);
    expect(ok.stages).toEqual([`gravando 0/${out.tabelas!.length}`, `gravando ${out.tabelas!.length}/${out.tabelas!.length}`]);
    const refused = await bothWays(plan, 'Nada foi alterado: a planilha já não existe.');
    expect(refused.outcome).toMatchObject({ ok: false, planilhas: [], removidas: [] });
    expect(refused.outcome.titulo).toBe('Não foi possível gravar as listas: Nada foi alterado: a planilha já não existe.');
    // No 'gravando' end when the port refused.
    expect(refused.stages).toEqual([`gravando 0/${out.tabelas!.length}`]);
  });

  test('o port gravou e achou as listas de outro membro ao lado: a mensagem diz que gravou, nunca "não foi possível gravar"', async () => {
    const out = computeOutputSync(SHEETS(), { geradoEm: when });
    const plan = () => confirmedPlan(out);
    const two = await bothWays(plan, twoSetsMessage(['AC'], ['AC (2)']));
    expect(two.outcome.ok).toBe(false);
    expect(two.outcome.titulo).toBe(
      "As listas foram gravadas ('AC'), mas a pasta tem também 'AC (2)', gravadas pelo suplemento ao mesmo tempo por outro membro: gere as listas de novo para ficar com um só conjunto (a nova geração substitui todas).",
    );
  });
});

describe('planParameters e planNames pelos dois aplicadores', () => {
  const analise = ANALYSED;

  test('a Parâmetros existente (com outra grafia) é regravada com o seu nome; sem ela, é criada', async () => {
    const form = { ...parametersFormOf(null), cargos: [{ cargo: null, vagas: 4 }] };
    const written = (sheets: SheetData[]) => () => {
      const p = planParameters(sheets, form);
      if ('recusa' in p) throw new Error(p.recusa);
      return p;
    };
    // Only what the form changed: the vacancies, below the sheet's last row (a blank row between).
    const existing = await bothWays(written([{ nome: 'PARAMETROS', linhas: [['Regra', 'pirangi-3056-2025']] }]));
    expect(existing.calls).toEqual(['writeCells PARAMETROS (2,0=Vagas; 2,1=4)']);
    expect(existing.outcome(analise).resultado.titulo).toBe("Parâmetros gravados na planilha 'PARAMETROS'.");
    const created = await bothWays(written([]));
    expect(created.calls).toEqual([expect.stringMatching(new RegExp(`^writeCells ${PARAMETERS_SHEET} \\(0,0=Parâmetros do concurso; `))]);
    expect(created.outcome(analise).resultado.titulo).toBe(`Parâmetros gravados na planilha '${PARAMETERS_SHEET}' (criada agora).`);
    const refused = await bothWays(written([]), 'protegida');
    expect(refused.outcome(analise)).toEqual({
      resultado: {
        ok: false,
        atencao: false,
        titulo: `Não foi possível gravar a planilha '${PARAMETERS_SHEET}': protegida`,
        problemas: [],
        planilhas: [],
        removidas: [],
        leitura: ['lida'],
      },
      analise,
    });
  });

  test('os nomes: adicionados, ou a recusa do port', async () => {
    const ok = await bothWays(() => planNames());
    expect(ok.calls).toEqual(['addNames RESERVA']);
    expect(ok.outcome.titulo).toBe('Nome adicionado: RESERVA. Digite, por exemplo, =RESERVA(10) numa célula.');
    const refused = await bothWays(() => planNames(), 'sem LAMBDA');
    expect(refused.outcome.titulo).toBe('Não foi possível adicionar os nomes: sem LAMBDA');
  });
});

describe('planAppendActs e planRaiseVacancies pelos dois aplicadores', () => {
  const analise = { problemas: [], leitura: ['lida'] } as unknown as Analysis;
  const ato = {
    cargo: null,
    posicao: 1,
    inscricao: 'G1',
    nome: 'Pessoa G1',
    situacao: 'nomeado',
    ato: 'Portaria 45/2026',
    data: null,
  } as const;

  test('os atos acrescentados, ou a recusa do port (nada gravado)', async () => {
    const plan = () => {
      const p = planAppendActs(pastaDesistencia(), [ato]);
      if ('parar' in p) throw new Error(p.parar.titulo);
      return p;
    };
    const ok = await bothWays(plan);
    expect(ok.calls).toEqual(['appendRows Nomeações (7 colunas, 1 linhas)']);
    expect(ok.outcome(analise).resultado.titulo).toBe("1 ato registrado na planilha 'Nomeações' (linha 2), criada agora.");
    const refused = await bothWays(plan, 'protegida');
    expect(refused.outcome(analise).resultado).toMatchObject({
      ok: false,
      titulo: "Não foi possível gravar na planilha 'Nomeações' (nada foi gravado): protegida",
    });
  });

  test('as vagas: a planilha Parâmetros regravada com o cargo aumentado', async () => {
    const plan = () => {
      const p = planRaiseVacancies(pastaDesistencia(), null, 12);
      if ('parar' in p) throw new Error(p.parar.titulo);
      return p;
    };
    const ok = await bothWays(plan);
    // One cell: the vacancies, where they are.
    expect(ok.calls).toEqual([expect.stringMatching(/^writeCells Parâmetros \(\d+,1=12\)$/)]);
    expect(ok.outcome(analise).resultado.titulo).toBe("Vagas do concurso: de 10 para 12. Parâmetros gravados na planilha 'Parâmetros'.");
    const refused = await bothWays(plan, 'protegida');
    expect(refused.outcome(analise).resultado.titulo).toBe("Não foi possível gravar a planilha 'Parâmetros': protegida");
  });
});
