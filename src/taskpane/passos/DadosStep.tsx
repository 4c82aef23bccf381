// Step 1, Dados: the candidates sheet and header row that were found, and the column mapping as a
// table (field ← column), each editable; the columns that feed no field. Saved as the Parâmetros
// sheet's "Planilha de candidatos", "Linha do cabeçalho" and "Coluna …" rows.
import * as React from 'react';
import {
  Body1,
  Button,
  Caption1,
  Dropdown,
  Field,
  Input,
  Option,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
import type { CellRef } from '../../app/port';
import type { MappingRow } from '../../app/types';
import type { ColumnField } from '../../sheet';
import { useEstilos } from '../estilos';
import { rowOfCell } from '../formulario';
import { ErroAcao } from '../Resultado';
import type { EdicaoParametros } from './comum';
import { Salvar } from './Salvar';

/** The "(nenhuma)" option: no explicit mapping for the field. */
const NENHUMA = '';
/** The "(encontrar automaticamente)" option: no "Planilha de candidatos" row. */
const AUTOMATICA = '';

/** Below this width (a 320 px pane at 200% zoom is 160 px) the table stacks: each field above its dropdown. */
const ESTREITO = '@media (max-width: 259px)';

const useStyles = makeStyles({
  tabela: { tableLayout: 'fixed', width: '100%', [ESTREITO]: { display: 'block' } },
  corpo: { [ESTREITO]: { display: 'block' } },
  cabecalho: { [ESTREITO]: { display: 'none' } },
  linha: { [ESTREITO]: { display: 'flex', flexDirection: 'column', paddingBottom: '4px' } },
  campo: { width: '38%' },
  celula: {
    overflowWrap: 'anywhere',
    verticalAlign: 'middle',
    paddingTop: '2px',
    paddingBottom: '2px',
    // Fluent's extra-small cell is 24 px high: a column name wrapped on two or three lines in a narrow
    // pane (200% zoom) ran over the next field's name. The cell grows with its dropdown instead
    // (test/taskpane/painel-chromium.test.ts: no label over a field at 160 px).
    height: 'auto',
    minHeight: '24px',
    [ESTREITO]: { display: 'block', width: 'auto' },
  },
});

export interface DadosStepProps extends EdicaoParametros {
  podeLerSelecao: boolean;
  onLerSelecao: () => Promise<CellRef | null>;
  /** The explicit mapping of a field set to a header; null removes it (estado.ts: 'columnMapped'). */
  onMapearColuna: (campo: ColumnField, cabecalho: string | null) => void;
}

export function DadosStep(props: DadosStepProps): React.JSX.Element {
  const { analise, form, onChange } = props;
  const estilos = useEstilos();
  const styles = useStyles();
  const [avisoSelecao, setAvisoSelecao] = React.useState<string | null>(null);
  if (!analise || !form) {
    return (
      <>
        <Subtitle2 as="h2">Dados</Subtitle2>
        {props.erro ? (
          <ErroAcao mensagem={props.erro.mensagem} focarResultado={props.focarResultado} />
        ) : (
          <Body1>Lendo a pasta de trabalho…</Body1>
        )}
      </>
    );
  }
  const dados = analise.dados;
  const planilha = form.planilhaCandidatos ?? dados.candidatos[0] ?? null;
  const linha = form.linhaCabecalho ?? dados.linhaCabecalho;
  const lidas = dados.candidatos.filter((n) => dados.planilhas.find((p) => p.nome === n)?.papel === 'candidatos');
  const naoLida = lidas.length === 0 ? (dados.planilhas.find((p) => p.nome === planilha) ?? null) : null;
  // The required fields no column gives (none chosen in the form either): the step points at their dropdowns.
  const faltam = dados.mapeamento.filter((m) => m.obrigatorio && m.coluna === null && !form.colunas.some((c) => c.campo === m.campo));
  const situacao =
    lidas.length > 0
      ? `Candidatos lidos da planilha ${lidas.join(', ')}${dados.linhaCabecalho ? `, cabeçalho na linha ${dados.linhaCabecalho}` : ''}.`
      : naoLida && faltam.length > 0 && faltam.length < dados.mapeamento.length && dados.cabecalhos.length > 0
        ? `A planilha ${naoLida.nome} não foi lida: nenhuma coluna do cabeçalho (linha ${linha ?? dados.linhaCabecalho}) foi reconhecida como ${faltam.map((m) => m.rotulo).join(' nem como ')}. Escolha a coluna abaixo, em ${faltam.map((m) => m.rotulo).join(' e em ')}, e salve.`
        : naoLida
          ? `Nenhuma planilha de candidatos foi lida: a planilha ${naoLida.nome} ficou de fora (${naoLida.motivo}). Confira a planilha e a linha do cabeçalho e indique as colunas abaixo.`
          : 'Nenhuma planilha de candidatos foi encontrada. Escolha a planilha e a linha do cabeçalho.';

  const usarSelecao = async (): Promise<void> => {
    setAvisoSelecao(null);
    let ref: CellRef | null = null;
    try {
      ref = await props.onLerSelecao();
    } catch (e) {
      setAvisoSelecao(`Não foi possível ler a seleção: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    const row = ref ? rowOfCell(ref.celula) : null;
    if (!ref || row === null) {
      setAvisoSelecao('Nenhuma célula selecionada: clique numa célula da linha do cabeçalho e tente de novo.');
      return;
    }
    onChange({ ...form, planilhaCandidatos: ref.planilha, linhaCabecalho: row });
    setAvisoSelecao(`Linha ${row} da planilha ${ref.planilha}. Salve para que valha.`);
  };

  return (
    <>
      <Subtitle2 as="h2">Dados</Subtitle2>
      <Body1 className={estilos.texto}>{situacao}</Body1>
      {naoLida && faltam.length > 0 && dados.cabecalhos.length > 0 && (
        <div className={estilos.linha}>
          {faltam.map((m) => (
            <Button key={m.campo} size="small" onClick={() => document.getElementById(idColuna(m.campo))?.focus()}>
              {`Escolher a coluna de ${m.rotulo}`}
            </Button>
          ))}
        </div>
      )}
      <Field label="Planilha de candidatos" hint={form.planilhaCandidatos === null ? 'Encontrada automaticamente.' : undefined}>
        <Dropdown
          className={estilos.controle}
          value={form.planilhaCandidatos ?? (planilha ? `${planilha} (encontrada)` : '(encontrar automaticamente)')}
          selectedOptions={[form.planilhaCandidatos ?? AUTOMATICA]}
          onOptionSelect={(_e, d) => onChange({ ...form, planilhaCandidatos: d.optionValue ? d.optionValue : null })}
        >
          <Option value={AUTOMATICA} text="(encontrar automaticamente)">
            (encontrar automaticamente)
          </Option>
          {dados.planilhas.map((p) => (
            <Option key={p.nome} value={p.nome} text={p.nome}>
              {p.nome}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Linha do cabeçalho" hint={form.linhaCabecalho === null ? 'Encontrada automaticamente.' : undefined}>
        <Input
          className={estilos.controle}
          type="number"
          min={1}
          value={linha === null ? '' : String(linha)}
          onChange={(_e, d) => {
            const n = Number(d.value);
            onChange({ ...form, linhaCabecalho: d.value.trim() === '' || !Number.isInteger(n) || n < 1 ? null : n });
          }}
        />
      </Field>
      {props.podeLerSelecao && (
        <div className={estilos.pilhaCurta}>
          <Button disabled={props.ocupado} onClick={() => void usarSelecao()}>
            Usar a linha selecionada
          </Button>
          {avisoSelecao && <Caption1 className={estilos.texto}>{avisoSelecao}</Caption1>}
        </div>
      )}
      <Subtitle2 as="h3">Colunas</Subtitle2>
      {dados.cabecalhos.length === 0 ? (
        <Body1>Nenhum cabeçalho lido.</Body1>
      ) : (
        <Table className={styles.tabela} size="extra-small" aria-label="Campo ← coluna">
          <TableHeader className={styles.cabecalho}>
            <TableRow>
              <TableHeaderCell className={mergeClasses(styles.campo, styles.celula)}>Campo</TableHeaderCell>
              <TableHeaderCell className={styles.celula}>← Coluna</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody className={styles.corpo}>
            {dados.mapeamento.map((m) => (
              <LinhaMapeamento
                key={m.campo}
                linha={m}
                explicita={form.colunas.find((c) => c.campo === m.campo)?.cabecalho ?? null}
                cabecalhos={dados.cabecalhos}
                classeCelula={styles.celula}
                classeLinha={styles.linha}
                classeControle={estilos.controle}
                falta={naoLida !== null && faltam.includes(m)}
                onMapear={props.onMapearColuna}
              />
            ))}
          </TableBody>
        </Table>
      )}
      <Subtitle2 as="h3">Colunas não usadas</Subtitle2>
      {naoLida && dados.cabecalhos.length === 0 ? (
        <Body1 className={estilos.texto}>A planilha não foi lida: as colunas aparecem aqui depois que ela for lida.</Body1>
      ) : dados.naoUsadas.length === 0 ? (
        <Body1>Todas as colunas do cabeçalho foram reconhecidas.</Body1>
      ) : (
        <ul className={estilos.lista} aria-label="Colunas não usadas">
          {dados.naoUsadas.map((c) => (
            <li key={c.coluna}>
              <Body1 className={estilos.texto}>{`${c.coluna}: ${c.cabecalho}`}</Body1>
            </li>
          ))}
        </ul>
      )}
      <Salvar {...props} rotulo="Salvar na planilha Parâmetros" />
    </>
  );
}

/** The id of a field's dropdown (the step's "Escolher a coluna de …" focuses it). */
const idColuna = (campo: ColumnField): string => `coluna-${campo}`;

/** One field and its column. Memoized: an edit elsewhere in the form re-renders none of the rows' dropdowns. */
const LinhaMapeamento = React.memo(function LinhaMapeamento({
  linha: m,
  explicita,
  cabecalhos,
  classeCelula,
  classeLinha,
  classeControle,
  falta,
  onMapear,
}: {
  linha: MappingRow;
  /** The header the form maps to this field, or null. */
  explicita: string | null;
  cabecalhos: { coluna: string; cabecalho: string }[];
  classeCelula: string;
  classeLinha: string;
  classeControle: string;
  /** A required field no column gives, in a sheet left out for it: the message is beside its dropdown. */
  falta: boolean;
  onMapear: (campo: ColumnField, cabecalho: string | null) => void;
}): React.JSX.Element {
  // The column shown: the explicit mapping being edited, else the one the reader used.
  const atual =
    explicita !== null
      ? (cabecalhos.find((c) => c.cabecalho === explicita) ?? null)
      : m.coluna
        ? { coluna: m.coluna, cabecalho: m.cabecalho ?? '' }
        : null;
  const texto = atual ? `${atual.coluna}: ${atual.cabecalho}` : explicita !== null ? explicita : '(nenhuma)';
  const idRotulo = `campo-${m.campo}`;
  return (
    <TableRow className={classeLinha}>
      <TableCell className={classeCelula}>
        <span id={idRotulo}>{m.obrigatorio ? `${m.rotulo} (obrigatório)` : m.rotulo}</span>
      </TableCell>
      <TableCell className={classeCelula}>
        <Field
          validationState={falta ? 'error' : 'none'}
          validationMessage={falta ? `Nenhuma coluna foi reconhecida como ${m.rotulo}: escolha aqui a que a contém.` : undefined}
        >
          <Dropdown
            id={idColuna(m.campo)}
            className={classeControle}
            size="small"
            aria-labelledby={idRotulo}
            value={texto}
            selectedOptions={[atual ? atual.coluna : NENHUMA]}
            onOptionSelect={(_e, d) => {
              const escolhida = cabecalhos.find((c) => c.coluna === d.optionValue);
              onMapear(m.campo, escolhida ? escolhida.cabecalho : null);
            }}
          >
            <Option value={NENHUMA} text="(nenhuma)">
              (nenhuma)
            </Option>
            {cabecalhos.map((c) => (
              <Option key={c.coluna} value={c.coluna} text={`${c.coluna}: ${c.cabecalho}`}>
                {`${c.coluna}: ${c.cabecalho}`}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </TableCell>
    </TableRow>
  );
});
