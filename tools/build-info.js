#!/usr/bin/env node
// The build's identity, the same for every host built from one tree: the version (package.json), the
// commit (git rev-parse HEAD, "-modificado" when tracked files differ from it, "desconhecido" without
// git) and the build's moment (UTC; SOURCE_DATE_EPOCH when set, for builds that must be reproducible).
// webpack.config.js and webpack.gas.js inject it with DefinePlugin (__COTAS_COMPILACAO__, read by
// src/engine/build-info.ts); `npm run build:cli` writes it to dist-node/build-info.json, which the
// command reads at run time (src/cli/build-info.ts). tools/pacote.js computes it once and hands it to
// every build through COTAS_COMPILACAO, so that the four archives of a release carry the same identity.
//
//   node tools/build-info.js dist-node/build-info.json   → writes the file
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');
/** The commit when it cannot be known (an archive of the sources, no git): the Memória says so in words. */
const UNKNOWN_COMMIT = 'desconhecido';

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** The commit of `root`, with "-modificado" when a tracked file was changed since; UNKNOWN_COMMIT without git. */
function commitOf(root) {
  try {
    const head = git(['rev-parse', 'HEAD'], root);
    if (!/^[0-9a-f]{40}$/.test(head)) return UNKNOWN_COMMIT;
    const changed = git(['status', '--porcelain', '--untracked-files=no'], root) !== '';
    return changed ? `${head}-modificado` : head;
  } catch {
    return UNKNOWN_COMMIT;
  }
}

/** The moment of the build, ISO 8601 in UTC to the second. */
function buildDate() {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  const d = Number.isInteger(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** { versao, commit, data }: from COTAS_COMPILACAO when a release build set it, else computed now. */
function buildInfo(root = ROOT) {
  if (process.env.COTAS_COMPILACAO) {
    const given = JSON.parse(process.env.COTAS_COMPILACAO);
    if (typeof given.versao === 'string' && typeof given.commit === 'string' && typeof given.data === 'string') return given;
    throw new Error('COTAS_COMPILACAO deve ser um JSON com versao, commit e data.');
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return { versao: version, commit: commitOf(root), data: buildDate() };
}

/** Writes the identity as JSON to `file` (dist-node/build-info.json). */
function writeBuildInfo(file, info = buildInfo()) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(info, null, 2) + '\n');
  return info;
}

module.exports = { buildInfo, writeBuildInfo, UNKNOWN_COMMIT };

if (require.main === module) {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('Uso: node tools/build-info.js <arquivo.json>\n');
    process.exit(2);
  }
  writeBuildInfo(path.resolve(file));
}
