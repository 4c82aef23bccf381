// The patch the command line hands the sheet layer for some flags: its own reader of the flags
// (src/cli/opcoes.ts readOptionFlags), then toPatch. Tests of the reading that give vacancies "as the
// CLI does" use it, so their messages are the ones the command prints.
import { readOptionFlags, toPatch } from '../../src/cli/opcoes';
import type { FlagTexts } from '../../src/cli/opcoes';
import type { ParametersPatch } from '../../src/sheet';

export function cliPatch(texts: FlagTexts): ParametersPatch {
  return toPatch(readOptionFlags(texts));
}
