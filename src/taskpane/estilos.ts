// Styles shared by the pane's steps. Designed for Excel's 320–350 px pane and for 200% zoom (a 160 px
// CSS viewport): nothing has a fixed width, long words wrap, every control shrinks to its column.
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

export const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  pilhaCurta: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, minWidth: 0 },
  linha: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  // Fluent's Dropdown has min-width 250px: at 320 px it would not fit beside anything.
  controle: { minWidth: 0, width: '100%', maxWidth: '100%', boxSizing: 'border-box' },
  texto: { overflowWrap: 'anywhere', minWidth: 0 },
  codigo: {
    fontFamily: tokens.fontFamilyMonospace,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    overflowWrap: 'anywhere',
  },
  lista: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  listaSimples: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  cartao: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  /** A heading that takes the focus (Fluent's Subtitle2 does not forward refs). */
  tituloFoco: { ...typographyStyles.subtitle2, margin: 0, overflowWrap: 'anywhere' },
  fraco: { color: tokens.colorNeutralForeground3 },
  oculto: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});
