// Output safety (docs/contrato.md): the result is never written over the input, whatever path names
// it (a symlink, a hard link, "Planilha.xlsx" for "planilha.xlsx" on a case-insensitive file system),
// and no temporary workbook (which carries every CPF) is left behind by Ctrl+C, a closed console, kill or
// an error; one left by kill -9 is swept by the next run that writes the same result.
import * as fs from 'fs';
import * as path from 'path';

/**
 * Whether names in `dir` that differ only by case or by Unicode normalisation (NFC/NFD) may name the
 * same file (Windows, macOS, a FAT or exFAT stick): true unless the folder proved otherwise.
 */
export type CaseCheck = (dir: string) => boolean;

const caseCache = new Map<string, boolean>();

/**
 * Asks the file system of `dir` itself, inside `dir`: a probe file is created there under a name with
 * both cases and an accented letter (NFC), then looked up with its case flipped and in NFD. Found under
 * either spelling (whatever its inode: a FUSE-mounted FAT stick gives each spelling a new one), names
 * fold there. Only a probe that was created and found under neither spelling proves that the folder
 * tells such names apart; a folder where nothing can be created proves nothing, and names are taken
 * to fold (test/cli/saida-mesmo-arquivo.test.ts). The probe is removed.
 */
export function dirIsCaseInsensitive(dir: string): boolean {
  const key = path.resolve(dir);
  const known = caseCache.get(key);
  if (known !== undefined) return known;
  const answer = probeFolds(key);
  caseCache.set(key, answer);
  return answer;
}

function probeFolds(dir: string): boolean {
  const name = `.cotas-Sonda-Ção-${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`.normalize('NFC');
  const probe = path.join(dir, name);
  let fd: number;
  try {
    fd = fs.openSync(probe, 'wx');
  } catch {
    return true;
  }
  try {
    fs.closeSync(fd);
    // The ASCII letters flipped: a FAT driver may fold those only (vfat with utf8).
    for (const other of [flipAsciiCase(name), name.normalize('NFD')]) if (fs.existsSync(path.join(dir, other))) return true;
    // The probe must still be there under its own name: otherwise the lookups above proved nothing.
    return !fs.existsSync(probe);
  } catch {
    return true;
  } finally {
    removeQuietly(probe);
  }
}

function flipAsciiCase(s: string): string {
  return s.replace(/[A-Za-z]/g, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));
}

/** A name as a folding file system compares it: NFC, lower case. */
function folded(p: string): string {
  return p.normalize('NFC').toLowerCase();
}

/** The real path of a file that may not exist yet: its folder's real path and its name. */
function realPathOf(p: string): string {
  const abs = path.resolve(p);
  try {
    return fs.realpathSync(abs);
  } catch {
    try {
      return path.join(fs.realpathSync(path.dirname(abs)), path.basename(abs));
    } catch {
      return abs;
    }
  }
}

/**
 * Whether `a` and `b` name the same file: same device and inode (symlinks followed, hard links), same
 * real path, or the same real path ignoring case and Unicode normalisation unless the folders of both
 * proved that they tell such names apart (dirIsCaseInsensitive).
 */
export function sameFile(a: string, b: string, caseInsensitive: CaseCheck = dirIsCaseInsensitive): boolean {
  try {
    const sa = fs.statSync(a);
    const sb = fs.statSync(b);
    if (sa.dev === sb.dev && sa.ino === sb.ino && sa.ino !== 0) return true;
  } catch {
    /* one of them does not exist: compare names */
  }
  const ra = realPathOf(a);
  const rb = realPathOf(b);
  if (ra === rb) return true;
  if (folded(ra) !== folded(rb)) return false;
  const dirs = new Set([path.dirname(ra), path.dirname(rb)]);
  for (const d of dirs) if (caseInsensitive(d)) return true;
  return false;
}

/** Temporary files being written: removed on SIGHUP/SIGINT/SIGTERM (exit 129/130/143) and on error. */
const pending = new Set<string>();
/** Folders and file names whose writer's temporary files (".<nome>.<pid>.*.tmp") are swept too. */
const sweeps = new Set<string>();

function removeQuietly(p: string): void {
  try {
    fs.rmSync(p, { force: true });
  } catch {
    /* nothing to remove */
  }
}

/** Removes every pending temporary file, and any file of this process matching the writer's temp name. */
export function removeTemporaries(): void {
  for (const p of pending) removeQuietly(p);
  pending.clear();
  for (const s of sweeps) {
    const dir = path.dirname(s);
    const prefix = `.${path.basename(s)}.${process.pid}.`;
    try {
      for (const n of fs.readdirSync(dir)) if (n.startsWith(prefix) && n.endsWith('.tmp')) removeQuietly(path.join(dir, n));
    } catch {
      /* folder gone */
    }
  }
}

/**
 * The signals that stop a write, with the exit code of a process they end (128 + the signal's number).
 * SIGHUP is closing the console window (Windows) or the terminal: the same cleanup as Ctrl+C
 * (test/cli/falhas-de-gravacao.test.ts).
 */
const STOP_SIGNALS: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
const STOPPING = Object.keys(STOP_SIGNALS) as NodeJS.Signals[];

/** Whether a process of this id is running (one of another user counts: it cannot be signalled). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files of `destino` (".<nome>.<pid>.<marca>.tmp") left by a process that is no
 * longer running: a kill -9 or a power cut gives no chance to clean up, and each holds every CPF
 * (test/cli/falhas-de-gravacao.test.ts). A running process's file is its own to finish.
 */
export function sweepStaleTemporaries(destino: string): void {
  const dir = path.dirname(destino);
  const prefix = `.${path.basename(destino)}.`;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const n of names) {
    if (!n.startsWith(prefix) || !n.endsWith('.tmp')) continue;
    const m = /^(\d+)\.[0-9a-z]+\.tmp$/.exec(n.slice(prefix.length));
    if (!m) continue;
    const pid = Number(m[1]);
    if (pid !== process.pid && pid > 0 && !alive(pid)) removeQuietly(path.join(dir, n));
  }
}

function onSignal(signal: NodeJS.Signals): void {
  removeTemporaries();
  process.stderr.write(`\ncotas: interrompido (${signal}); nenhum arquivo temporário foi deixado.\n`);
  process.exit(STOP_SIGNALS[signal] ?? 143);
}

/**
 * Runs `write` (which writes `destino` through a temporary file) with SIGHUP/SIGINT/SIGTERM handlers that
 * remove the temporary file first. `register` is handed to the writer so that it names its temporary
 * file; files matching the writer's temporary name pattern are swept as well.
 */
export async function withTemporaryCleanup<T>(destino: string, write: (register: (caminho: string) => void) => Promise<T>): Promise<T> {
  const abs = path.resolve(destino);
  sweepStaleTemporaries(abs);
  sweeps.add(abs);
  for (const signal of STOPPING) process.on(signal, onSignal);
  try {
    return await write((caminho) => pending.add(caminho));
  } catch (e) {
    removeTemporaries();
    throw e;
  } finally {
    for (const signal of STOPPING) process.removeListener(signal, onSignal);
    pending.clear();
    sweeps.delete(abs);
  }
}
