// The command's build identity: `npm run build:cli` (and tools/pacote.js) write it to
// dist-node/build-info.json beside the compiled sources (tools/build-info.js); read here at run time
// and given to the engine as data (the global that webpack's DefinePlugin fills in the bundles:
// src/engine/build-info.ts), so that the Memória de cálculo and `cotas --versao` name the commit.
// Run from the sources (jest), there is no such file: the engine's fallback (the version, commit
// "desconhecido") stands.
import * as fs from 'fs';
import * as path from 'path';
import { buildInfo } from '../engine';
import type { BuildInfo } from '../engine';

/** dist-node/build-info.json, from dist-node/src/cli. */
export const BUILD_INFO_FILE = path.join(__dirname, '..', '..', 'build-info.json');

/** The identity in `file`, or null when it is missing or not one. */
export function readBuildInfo(file = BUILD_INFO_FILE): BuildInfo | null {
  try {
    const v = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (typeof v.versao === 'string' && typeof v.commit === 'string' && (typeof v.data === 'string' || v.data === null))
      return { versao: v.versao, commit: v.commit, data: v.data };
  } catch {
    // No file (run from the sources) or a damaged one: the fallback.
  }
  return null;
}

/** Gives the engine the identity of dist-node/build-info.json (once; a later call changes nothing). */
export function installBuildInfo(): BuildInfo {
  const g = globalThis as { __COTAS_COMPILACAO__?: BuildInfo };
  if (g.__COTAS_COMPILACAO__ === undefined) {
    const read = readBuildInfo();
    if (read) g.__COTAS_COMPILACAO__ = read;
  }
  return buildInfo();
}
