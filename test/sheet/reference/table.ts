// Frozen copy of src/sheet/table.ts as it was before the performance work (commit b394139), kept
// as the oracle of test/sheet/fast-paths.test.ts: the optimized code must give exactly what this
// code gives, for every input. Do not "fix" or speed up this file.
// Reads the candidates table (header row + one row per candidate) into engine candidates, reporting
// every bad cell with its sheet, row and column.
import type { Candidate, ConfirmationState } from '../../../src/engine/types';
// Column recognition was not part of the performance work: the live module serves the oracle too.
import { RecognizeOptions, recognizeColumns } from '../../../src/sheet/columns';
import type { CandidateTable, ReadTableOptions } from '../../../src/sheet/table';
import {
  CellValue,
  cellText,
  columnLetter,
  isBlank,
  isBlankText,
  parseAssessmentLabel,
  parseConfirmationLabel,
  parseDateCell,
  parseGroupLabel,
  parseNumberBR,
  parsePcdLabel,
  parseSituationLabel,
  parseYesNo,
} from './parsers';
import { SheetProblem, problem } from '../../../src/sheet/problems';

// The option and result types are the live module's: the oracle returns the same shape.
export type { CandidateTable, ReadTableOptions };

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** True when every cell is blank (or 0, which is how Excel desktop sends blank cells). */
export function isBlankRow(row: CellValue[] | undefined): boolean {
  if (!row) return true;
  for (const c of row) if (!isBlankText(c)) return false;
  return true;
}

/** Cargo names are compared without case, accents or extra spaces. */
export function cargoKey(name: string | null | undefined): string {
  if (!name) return '';
  return cellText(name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** CPF digits: numbers get their leading zeros back (Excel drops them). */
export function cpfDigits(value: CellValue): string | null {
  if (isBlankText(value)) return null;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) return cellText(value);
    return cellText(value).padStart(11, '0');
  }
  const s = cellText(value);
  const digits = s.replace(/\D/g, '');
  if (/^[\d.\-\s/]+$/.test(s) && digits.length > 0 && digits.length <= 11) return digits.padStart(11, '0');
  return s;
}

/**
 * Reads a candidates table. rows[0] is the header row. Fully blank rows are skipped. Every problem
 * (bad cell, duplicated inscrição within a cargo, optante without a group...) is reported at once.
 * When the sheet has no "Optante" column, a candidate with a group is taken as optante (a commission
 * sheet that lists "PP" in the Cota column means the candidate competes for the reserve); when it has
 * no "Confirmação" column, every confirmation is "pendente" (results are then provisional).
 */
export function readCandidateTable(rows: CellValue[][], opts: ReadTableOptions = {}): CandidateTable {
  const planilha = opts.planilha ?? 'Candidatos';
  const first = opts.primeiraLinha ?? 1;
  const header = rows[0] ?? [];
  const recOpts: RecognizeOptions = { planilha, linha: first, criterios: opts.criterios };
  const { colunas, problemas } = recognizeColumns(header, recOpts);
  const out: CandidateTable = { candidatos: [], linhas: [], cpfs: [], problemas, colunas };
  if (rows.length === 0 || isBlankRow(header)) {
    return { ...out, problemas: [problem(planilha, first, null, 'a planilha está vazia: a primeira linha deve ter os cabeçalhos (Inscrição, Nome, Cargo, Nota, Cota...)')] };
  }
  if (colunas.inscricao === undefined || colunas.nota === undefined) return out;

  const name = (col: number): string => colunas.cabecalhos[col] || `coluna ${columnLetter(col)}`;
  const seen = new Map<string, number>(); // cargo key + inscrição → row
  const total = rows.length - 1;
  const step = Math.max(2000, Math.ceil(total / 20 / 1000) * 1000);

  for (let r = 1; r < rows.length; r++) {
    if (opts.progresso && r % step === 0) opts.progresso(r, total);
    const row = rows[r] ?? [];
    if (isBlankRow(row)) continue;
    const linha = first + r;
    const cell = (col: number | undefined): CellValue => (col === undefined ? undefined : row[col]);
    const bad = (col: number, msg: string): void => {
      problemas.push(problem(planilha, linha, name(col), msg));
    };
    let rowOk = true;

    // Inscrição
    const insCol = colunas.inscricao;
    const insRaw = cell(insCol);
    let inscricao = '';
    if (isBlankText(insRaw)) {
      bad(insCol, 'a inscrição está em branco');
      rowOk = false;
    } else if (typeof insRaw === 'number' && (!Number.isInteger(insRaw) || insRaw < 0)) {
      bad(insCol, `a inscrição '${cellText(insRaw).replace('.', ',')}' não é um número de inscrição válido`);
      rowOk = false;
    } else if (typeof insRaw === 'boolean' || insRaw instanceof Date) {
      bad(insCol, 'a inscrição não pode ser uma data nem VERDADEIRO/FALSO');
      rowOk = false;
    } else {
      inscricao = cellText(insRaw);
    }

    // Nota
    const notaCol = colunas.nota;
    const notaRaw = cell(notaCol);
    let nota = 0;
    const np = parseNumberBR(notaRaw);
    if (!np.ok) {
      bad(notaCol, `a nota ${np.erro}`);
      rowOk = false;
    } else if (np.value === null) {
      bad(notaCol, 'a nota está em branco');
      rowOk = false;
    } else nota = np.value;

    // Nome, cargo
    const nome = colunas.nome !== undefined && !isBlankText(cell(colunas.nome)) ? cellText(cell(colunas.nome)) : null;
    let cargo: string | null = null;
    if (colunas.cargo !== undefined) {
      const c = cell(colunas.cargo);
      if (isBlankText(c)) {
        bad(colunas.cargo, 'o cargo está em branco');
        rowOk = false;
      } else cargo = cellText(c);
    }

    // Situação / fraude
    let aprovado = true;
    let fraude = false;
    if (colunas.situacao !== undefined) {
      const s = parseSituationLabel(cell(colunas.situacao));
      if (!s.ok) {
        bad(colunas.situacao, `a situação ${s.erro}`);
        rowOk = false;
      } else {
        aprovado = s.value.aprovado;
        fraude = s.value.fraude;
      }
    }
    if (colunas.fraude !== undefined) {
      const f = parseYesNo(cell(colunas.fraude));
      if (!f.ok) {
        bad(colunas.fraude, `o valor de fraude ${f.erro}`);
        rowOk = false;
      } else if (f.value) fraude = true;
    }

    // Grupo, optante
    let grupo: string | null = null;
    if (colunas.grupo !== undefined) {
      const g = parseGroupLabel(cell(colunas.grupo));
      if (!g.ok) {
        bad(colunas.grupo, `o grupo ${g.erro}`);
        rowOk = false;
      } else grupo = g.value;
    }
    let optante = grupo !== null;
    if (colunas.optante !== undefined) {
      const o = parseYesNo(cell(colunas.optante));
      if (!o.ok) {
        bad(colunas.optante, `a opção pelas vagas reservadas ${o.erro}`);
        rowOk = false;
      } else {
        optante = o.value;
        if (optante && grupo === null && (colunas.grupo === undefined || parseGroupLabel(cell(colunas.grupo)).ok)) {
          bad(
            colunas.optante,
            colunas.grupo === undefined
              ? "o candidato optou pelas vagas reservadas, mas a planilha não tem a coluna 'Cota' com o grupo (PP, IND ou QUI)"
              : `o candidato optou pelas vagas reservadas, mas a coluna '${name(colunas.grupo)}' não diz o grupo (PP, IND ou QUI)`,
          );
          rowOk = false;
        }
      }
    }

    // Confirmação
    let confirmacao: ConfirmationState = 'pendente';
    if (colunas.confirmacao !== undefined) {
      const c = parseConfirmationLabel(cell(colunas.confirmacao));
      if (!c.ok) {
        bad(colunas.confirmacao, `a confirmação ${c.erro}`);
        rowOk = false;
      } else confirmacao = c.value;
    }

    // PcD (added with rules.md §9, after the freeze, in the same style)
    let pcd = false;
    if (colunas.pcd !== undefined) {
      const p = parsePcdLabel(cell(colunas.pcd));
      if (!p.ok) {
        bad(colunas.pcd, `a opção pelas vagas de pessoas com deficiência ${p.erro}`);
        rowOk = false;
      } else pcd = p.value;
    }
    let avaliacaoPcd: ConfirmationState = 'pendente';
    if (colunas.avaliacaoPcd !== undefined) {
      const a = parseAssessmentLabel(cell(colunas.avaliacaoPcd));
      if (!a.ok) {
        bad(colunas.avaliacaoPcd, `a avaliação PcD ${a.erro}`);
        rowOk = false;
      } else avaliacaoPcd = a.value;
    }

    // Nascimento
    let nascimento: string | null = null;
    if (colunas.nascimento !== undefined) {
      const raw = cell(colunas.nascimento);
      const d = parseDateCell(raw);
      if (!d.ok) {
        bad(colunas.nascimento, `a data de nascimento ${d.erro}`);
        rowOk = false;
      } else if (d.value !== null && (d.value < '1920-01-01' || d.value > today())) {
        bad(
          colunas.nascimento,
          `a data de nascimento ${d.value.split('-').reverse().join('/')} não é plausível` +
            (typeof raw === 'number' ? ` (a célula tem o número ${cellText(raw)}; confira se a coluna está formatada como data)` : ''),
        );
        rowOk = false;
      } else nascimento = d.value;
    }

    // Desempate
    const desempate: (number | null)[] = [];
    for (const col of colunas.desempate) {
      const raw = cell(col);
      const v = parseNumberBR(raw);
      if (!v.ok) {
        bad(col, `o valor de desempate ${v.erro}`);
        rowOk = false;
        desempate.push(null);
      } else desempate.push(isBlank(raw) ? null : v.value);
    }
    while (desempate.length > 0 && desempate[desempate.length - 1] === null) desempate.pop();

    const cpf = colunas.cpf !== undefined ? cpfDigits(cell(colunas.cpf)) : null;

    if (inscricao) {
      const key = `${cargoKey(cargo)}\u0000${inscricao}`;
      const prev = seen.get(key);
      if (prev !== undefined) {
        bad(
          insCol,
          cargo
            ? `a inscrição '${inscricao}' aparece duas vezes no cargo '${cargo}' (linhas ${prev} e ${linha})`
            : `a inscrição '${inscricao}' aparece duas vezes (linhas ${prev} e ${linha})`,
        );
        rowOk = false;
      } else seen.set(key, linha);
    }

    if (!rowOk) continue;
    out.candidatos.push({ inscricao, nome, cargo, nota, aprovado, grupo, optante, confirmacao, fraude, nascimento, desempate, pcd, avaliacaoPcd });
    out.linhas.push(linha);
    out.cpfs.push(cpf);
  }
  if (opts.progresso) opts.progresso(total, total);
  if (out.candidatos.length === 0 && problemas.length === 0) {
    problemas.push(problem(planilha, null, null, 'a planilha não tem nenhum candidato (só a linha de cabeçalho)'));
  }
  return out;
}
