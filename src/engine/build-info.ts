// The identity of the build that computed a result: the version, the commit and the moment of the
// build (tools/build-info.js computes them). Two lists made by different code must be told apart in
// the Memória de cálculo; the version alone was not enough (it stayed the same while rules changed).
// The engine reads no file: the identity is data given at build time. webpack's DefinePlugin replaces
// __COTAS_COMPILACAO__ in every bundle (the pane, its Web Worker, the web page, Code.js and the
// sidebar); the command defines it on globalThis from dist-node/build-info.json before it computes
// (src/cli/build-info.ts). Without either (jest from the sources), the version with an unknown commit.
import { ENGINE_VERSION } from './version';

export interface BuildInfo {
  /** The version (package.json), the same as ENGINE_VERSION (test/engine/version.test.ts). */
  versao: string;
  /** The commit's hash, "-modificado" after it when the tree had changes, or UNKNOWN_COMMIT. */
  commit: string;
  /** The moment of the build, ISO 8601 in UTC ("2026-12-02T12:40:00Z"), or null when unknown. */
  data: string | null;
}

/** The commit when no build recorded one. */
export const UNKNOWN_COMMIT = 'desconhecido';

declare const __COTAS_COMPILACAO__: BuildInfo | undefined;

function isBuildInfo(v: unknown): v is BuildInfo {
  if (typeof v !== 'object' || v === null) return false;
  const b = v as Record<string, unknown>;
  return typeof b.versao === 'string' && typeof b.commit === 'string' && (typeof b.data === 'string' || b.data === null);
}

/** The identity of the running build (see above); the fallback when none was given. */
export function buildInfo(): BuildInfo {
  const given = typeof __COTAS_COMPILACAO__ !== 'undefined' ? __COTAS_COMPILACAO__ : undefined;
  if (isBuildInfo(given)) return { versao: given.versao, commit: given.commit, data: given.data };
  return { versao: ENGINE_VERSION, commit: UNKNOWN_COMMIT, data: null };
}

/** "2026-12-02T12:40:00Z" → "02/12/2026 12:40 UTC"; anything else as it is. */
function buildMoment(data: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(data);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]} UTC` : data;
}

/**
 * The build after its version, as the Memória de cálculo and `cotas --versao` print it: "commit 39ef11a…,
 * compilado em 02/12/2026 12:40 UTC"; `curto` gives the commit's first 12 characters (the pane's
 * footer, where space is short).
 */
export function buildDetails(b: BuildInfo, curto = false): string {
  const commit = curto && /^[0-9a-f]{40}/.test(b.commit) ? b.commit.slice(0, 12) + b.commit.slice(40) : b.commit;
  const parts = [`commit ${commit}`];
  if (b.data) parts.push(`compilado em ${buildMoment(b.data)}`);
  return parts.join(', ');
}

/** "1.0.0 (commit 39ef11a…, compilado em 02/12/2026 12:40 UTC)": the pane's footer and `cotas --versao`. */
export function buildLabel(b: BuildInfo, curto = false): string {
  return `${b.versao} (${buildDetails(b, curto)})`;
}
