// The result is never written over the input, on any file system (docs/contrato.md): names that differ
// only by case ("Planilha.xlsx" for "planilha.xlsx") or by Unicode normalisation (NFC/NFD) are the same
// file unless a probe INSIDE the output folder proves that the folder tells them apart. A FUSE-mounted
// FAT stick finds every spelling of a name but gives each a new inode, so neither the inodes nor the
// parent folder's behaviour can tell.
import * as fs from 'fs';
import * as path from 'path';
import { execute } from '../../src/cli/main';
import { outputPathProblem } from '../../src/cli/resultado';
import { dirIsCaseInsensitive, sameFile } from '../../src/cli/seguranca';
import { tempDir } from '../support/workbook-files';

// The module object itself: spied on, the guard's calls reach the spy (a namespace import is read-only).
const nodeFs = jest.requireActual<typeof fs>('fs');
const real = { statSync: fs.statSync, existsSync: fs.existsSync, lstatSync: fs.lstatSync };

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** How a FAT driver compares names: every letter folded, NFC (the usual), or the ASCII letters only (vfat with utf8). */
type Fold = (s: string) => string;
const FULL: Fold = (s) => s.normalize('NFC').toLowerCase();
const ASCII_ONLY: Fold = (s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * The real path that `p` names on a FAT file system: each component matched ignoring case and
 * normalisation against the real folder's entries; null when there is none.
 */
function fatLookup(p: string, fold: Fold): string | null {
  const parts = path.resolve(p).split(path.sep).filter(Boolean);
  let at: string = path.sep;
  for (const part of parts) {
    let names: string[];
    try {
      names = fs.readdirSync(at);
    } catch {
      return null;
    }
    const hit = names.find((n) => fold(n) === fold(part));
    if (hit === undefined) return null;
    at = path.join(at, hit);
  }
  return at;
}

/** A different inode for each spelling of a name, as the FUSE driver of a FAT stick gives. */
function spellingInode(p: string): number {
  let h = 0;
  for (const ch of p) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return 1_000_000 + (h % 1_000_000);
}

/** This process's file system as a FUSE-mounted FAT stick sees it: names fold, inodes do not match. */
function mountAsFat(fold: Fold = FULL): void {
  const stat = ((p: fs.PathLike, o?: fs.StatSyncOptions) => {
    const found = fatLookup(String(p), fold);
    if (found === null) return real.statSync(p, o as never);
    const s = real.statSync(found) as fs.Stats;
    if (found === path.resolve(String(p))) return s;
    return Object.assign(Object.create(Object.getPrototypeOf(s)), s, { ino: spellingInode(String(p)) });
  }) as typeof fs.statSync;
  jest.spyOn(nodeFs, 'statSync').mockImplementation(stat);
  jest.spyOn(nodeFs, 'lstatSync').mockImplementation(stat as unknown as typeof fs.lstatSync);
  jest.spyOn(nodeFs, 'existsSync').mockImplementation((p) => fatLookup(String(p), fold) !== null);
}

describe('a FUSE-mounted FAT stick: every spelling found, each with its own inode', () => {
  it('--saida Planilha.xlsx for the input planilha.xlsx is refused, nothing written', async () => {
    const input = path.join(dir, 'planilha.xlsx');
    fs.writeFileSync(input, 'a planilha original');
    const saida = path.join(dir, 'Planilha.xlsx');
    mountAsFat();
    expect(outputPathProblem(saida, input)).toMatch(/é o mesmo arquivo de entrada/);
    const r = await execute(['classificar', input, '--saida', saida]);
    jest.restoreAllMocks();
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('é o mesmo arquivo de entrada');
    expect(r.stderr).toContain('Nada foi gravado');
    expect(fs.readdirSync(dir)).toEqual(['planilha.xlsx']);
    expect(fs.readFileSync(input, 'utf8')).toBe('a planilha original');
  });

  it('a driver that folds the ASCII letters only (vfat with utf8): still refused', () => {
    const input = path.join(dir, 'planilha.xlsx');
    fs.writeFileSync(input, 'a planilha original');
    mountAsFat(ASCII_ONLY);
    expect(outputPathProblem(path.join(dir, 'Planilha.xlsx'), input)).toMatch(/é o mesmo arquivo de entrada/);
  });

  it('the probe is made inside the output folder and removed', () => {
    const out = path.join(dir, 'saida');
    fs.mkdirSync(out);
    const opened: string[] = [];
    const open = fs.openSync;
    jest.spyOn(nodeFs, 'openSync').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
      opened.push(String(p));
      return (open as (...a: unknown[]) => number)(p, ...rest);
    }) as typeof fs.openSync);
    mountAsFat();
    expect(dirIsCaseInsensitive(out)).toBe(true);
    expect(opened.map((p) => path.dirname(p))).toEqual([out]);
    expect(fs.readdirSync(out)).toEqual([]);
  });
});

describe('names that differ only by Unicode normalisation (NFC/NFD: macOS, a FAT stick)', () => {
  it('Relatório.xlsx written in NFD is the input Relatório.xlsx in NFC where names fold', () => {
    const input = path.join(dir, 'Relatório.xlsx'.normalize('NFC'));
    fs.writeFileSync(input, 'a planilha original');
    const nfd = path.join(dir, 'RELATÓRIO.xlsx'.normalize('NFD'));
    expect(sameFile(nfd, input, () => true)).toBe(true);
    expect(outputPathProblem(nfd, input, () => true)).toMatch(/é o mesmo arquivo de entrada/);
    // A folder that proved it tells them apart: two files.
    expect(sameFile(nfd, input, () => false)).toBe(false);
  });
});

describe('the real probe, in a temporary folder of this machine', () => {
  it('answers as the file system does, and leaves nothing behind', () => {
    const input = path.join(dir, 'planilha.xlsx');
    fs.writeFileSync(input, 'a planilha original');
    const flipped = path.join(dir, 'PLANILHA.XLSX');
    // Whatever this machine's file system is: where "PLANILHA.XLSX" finds the input, names fold.
    const folds = fs.existsSync(flipped);
    expect(dirIsCaseInsensitive(dir)).toBe(folds);
    expect(outputPathProblem(flipped, input) !== null).toBe(folds);
    expect(fs.readdirSync(dir)).toEqual(['planilha.xlsx']);
  });

  it('a folder where the probe cannot be created proves nothing: names that fold are the same file', () => {
    const input = path.join(dir, 'planilha.xlsx');
    fs.writeFileSync(input, 'a planilha original');
    const open = fs.openSync;
    jest.spyOn(nodeFs, 'openSync').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
      if (path.basename(String(p)).startsWith('.cotas-')) throw Object.assign(new Error('EACCES: simulated'), { code: 'EACCES' });
      return (open as (...a: unknown[]) => number)(p, ...rest);
    }) as typeof fs.openSync);
    expect(sameFile(path.join(dir, 'Planilha.xlsx'), input)).toBe(true);
    expect(sameFile(path.join(dir, 'outra.xlsx'), input)).toBe(false);
  });
});
