// Measured runs for the benchmark: each run is a child process of its own (its peak RSS is its own,
// reported by ./rss at exit on file descriptor 3); each case is a series of pairs (cotas and its floor
// one after the other, the order alternating), after an optional warm-up pair that is discarded. The
// ratio reported is the median of the pairs' ratios, with their spread (min–max): on a shared 2-core
// machine a single run can be off by a third, and a slow moment slows both runs of a pair.
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';

/** Build output root (dist-node/); this file is dist-node/test/bench/pares.js. */
export const DIST = path.resolve(__dirname, '..', '..');
export const ROOT = path.resolve(DIST, '..');
const RSS_HOOK = path.join(__dirname, 'rss.js');

export interface Run {
  ms: number;
  /** CPU time, user + system, of all the process's threads. */
  cpuMs: number;
  rssMb: number;
  code: number | null;
  /** The last lines of stderr when the run failed. */
  error?: string;
}

/**
 * Runs `node -r rss.js <args>` (no other Node flags: as a user runs `node bin/cotas.js`) with stdout to
 * /dev/null, and measures its wall time from spawn to exit.
 */
export function runChild(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const devnull = fs.openSync('/dev/null', 'w');
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, ['-r', RSS_HOOK, ...args], { cwd: ROOT, stdio: ['ignore', devnull, 'pipe', 'pipe'] });
    let stderr = '';
    let side = '';
    child.stderr!.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString('utf8')).slice(-4000);
    });
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (d: Buffer) => {
      side += d.toString('utf8');
    });
    child.on('error', (e) => {
      fs.closeSync(devnull);
      reject(e);
    });
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      fs.closeSync(devnull);
      const line = side.trim().split('\n').pop();
      const side3 = line ? (JSON.parse(line) as { maxRssKb: number; cpuUs: number }) : { maxRssKb: NaN, cpuUs: NaN };
      const run: Run = { ms, cpuMs: side3.cpuUs / 1000, rssMb: side3.maxRssKb / 1024, code };
      if (code !== 0) {
        // The error's own line (a stack trace ends with Node's version), else the last line.
        const lines = stderr.trim().split('\n');
        const error = lines.find((l) => /^(\w*Error\b|cotas:|FATAL|<--- )/.test(l.trim())) ?? lines[lines.length - 1];
        run.error = `status ${code}: ${error?.trim() || 'sem mensagem'}`;
      }
      resolve(run);
    });
  });
}

export interface PairResult {
  pairs: number;
  cotas: Run[];
  floor: Run[];
  /** cotas / floor wall time, one per pair. */
  ratios: number[];
  /** cotas / floor CPU time, one per pair: steadier than the wall time on a busy machine. */
  cpuRatios: number[];
  failed?: string;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** `pairs` interleaved pairs of (cotas, floor), the order alternating, after `warmup` discarded pairs. */
export async function runPairs(cotas: string[], floor: string[], pairs: number, warmup: number): Promise<PairResult> {
  const out: PairResult = { pairs, cotas: [], floor: [], ratios: [], cpuRatios: [] };
  for (let k = 0; k < warmup + pairs; k++) {
    const cotasFirst = k % 2 === 0;
    const a = await runChild(cotasFirst ? cotas : floor);
    const b = await runChild(cotasFirst ? floor : cotas);
    const [rc, rf] = cotasFirst ? [a, b] : [b, a];
    for (const [who, r] of [
      ['cotas', rc],
      ['piso', rf],
    ] as const) {
      if (r.code !== 0) {
        out.failed = `${who} falhou (${r.error})`;
        out.cotas.push(rc);
        out.floor.push(rf);
        return out;
      }
    }
    if (k < warmup) continue;
    out.cotas.push(rc);
    out.floor.push(rf);
    out.ratios.push(rc.ms / rf.ms);
    out.cpuRatios.push(rc.cpuMs / rf.cpuMs);
  }
  return out;
}
