#!/usr/bin/env node
// `npm run pacote`: the release's archives, in pacotes/ (gitignored), each a .zip with one folder
// inside named after it, and SHA256SUMS beside them (`sha256sum -c SHA256SUMS` checks them):
//
//   cotas-raciais-<versão>-suplemento-excel.zip   the Excel add-in's files (no manifest yet: IT makes it for
//                                                  its HTTPS address with `node manifesto.js <endereço>`)
//   cotas-raciais-<versão>-pagina-web.zip          the web page: index.html opened from the disk (file://)
//                                                  or from any static host
//   cotas-raciais-<versão>-google-planilhas.zip    the Apps Script project (Code.js, sidebar.html, appsscript.json)
//   cotas-raciais-<versão>-linha-de-comando.zip    the command, compiled: `npm ci --omit=dev` (its own lock,
//                                                  runtime packages only, no `prepare`) then `node bin/cotas.js`
//
// Every archive carries LICENSE, CHANGELOG.md, LEIA-ME.txt (what to do with it, in Portuguese) and
// compilacao.json: the build's identity (tools/build-info.js), computed once here and handed to every
// build, so that the four hosts of a release name the same version, commit and moment. Nothing in an
// archive needs the development toolchain: Node.js 20 or later for the command and manifesto.js, a
// browser for the page, Office or Google for the add-ins (docs/instalacao.md).
//
//   npm run pacote                      → builds everything (webpack production, tsc) and writes pacotes/
//   node tools/pacote.js --saida <pasta>
//
// The tests (test/release/) call makeArchives() with the bundles they already built (test/support/bundles.ts).
'use strict';
const { execFileSync } = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const JSZip = require('jszip');
const { buildInfo } = require('./build-info');
const { PLACEHOLDER_BASE_URL } = require('./manifesto');

const ROOT = path.join(__dirname, '..');
const NAME = 'cotas-raciais';

/** The archives, by kind: the file's suffix. */
const KINDS = {
  suplemento: 'suplemento-excel',
  web: 'pagina-web',
  gas: 'google-planilhas',
  cli: 'linha-de-comando',
};

/** Every file under `dir`, as paths relative to it with "/", sorted (the archive's order is the same on every machine). */
function filesUnder(dir) {
  const out = [];
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else if (e.isFile()) out.push(r);
    }
  };
  walk('');
  return out.sort();
}

// ---------------------------------------------------------------- the builds

function node(args, env = {}) {
  execFileSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
}

const WEBPACK = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** Builds each host into `work` (production, minified), every one with the identity `info`. */
function buildAll(work, info) {
  const env = { COTAS_COMPILACAO: JSON.stringify(info) };
  const dirs = {
    suplemento: path.join(work, 'suplemento'),
    web: path.join(work, 'web'),
    gas: path.join(work, 'gas'),
    cli: path.join(work, 'dist-node'),
  };
  console.log('[pacote] suplemento do Excel (webpack)…');
  node([WEBPACK, '--mode', 'production', '--output-path', dirs.suplemento], { ...env, COTAS_URL_PRODUCAO: PLACEHOLDER_BASE_URL });
  console.log('[pacote] página web (webpack --env web)…');
  node([WEBPACK, '--mode', 'production', '--env', 'web', '--output-path', dirs.web], env);
  console.log('[pacote] Google Planilhas (webpack.gas.js)…');
  node([WEBPACK, '--config', 'webpack.gas.js', '--mode', 'production', '--env', `saida=${dirs.gas}`], env);
  console.log('[pacote] linha de comando (tsc)…');
  node([TSC, '-p', 'tsconfig.build.json', '--outDir', dirs.cli], env);
  return dirs;
}

// ---------------------------------------------------------------- the command's package

/** The repository's lock (its root version is the release's: test/engine/version.test.ts). */
function rootLock() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
}

/** The bare package names `require`d by the compiled files in `files` (Node's own modules left out). */
function requiredPackages(dir, files) {
  const builtins = new Set(require('module').builtinModules);
  const names = new Set();
  for (const f of files) {
    if (!f.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of code.matchAll(/require\(["']([^"'.][^"']*)["']\)/g)) {
      const spec = m[1].replace(/^node:/, '');
      const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
      if (!builtins.has(name)) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * The lock's entries that `names` need at run time, resolved as Node resolves them (a nested
 * node_modules first, then each folder above): the command's own package-lock.json, so that
 * `npm ci --omit=dev` installs exactly the versions the tests ran with.
 */
function runtimeLockEntries(lock, names) {
  const packages = lock.packages;
  const picked = {};
  const resolve = (from, dep) => {
    for (let base = from; ;) {
      const key = `${base ? base + '/' : ''}node_modules/${dep}`;
      if (packages[key]) return key;
      if (!base) return null;
      const at = base.lastIndexOf('/node_modules/');
      base = at >= 0 ? base.slice(0, at) : '';
    }
  };
  const visit = (key) => {
    if (picked[key]) return;
    const entry = { ...packages[key] };
    delete entry.dev;
    delete entry.devOptional;
    picked[key] = entry;
    const deps = { ...entry.dependencies, ...entry.optionalDependencies };
    for (const [dep, range] of Object.entries(entry.peerDependencies ?? {})) {
      if (!entry.peerDependenciesMeta?.[dep]?.optional) deps[dep] = range;
    }
    for (const dep of Object.keys(deps)) {
      const found = resolve(key, dep);
      if (found) visit(found);
      else if (!entry.optionalDependencies?.[dep] && !entry.peerDependencies?.[dep])
        throw new Error(`package-lock.json: ${dep}, dependência de ${key}, não encontrado`);
    }
  };
  for (const n of names) {
    const key = resolve('', n);
    if (!key) throw new Error(`package-lock.json: ${n} não encontrado (npm ci primeiro)`);
    visit(key);
  }
  return Object.fromEntries(
    Object.keys(picked)
      .sort()
      .map((k) => [k, picked[k]]),
  );
}

/** package.json and package-lock.json of the command's archive: runtime packages only, no scripts that build. */
function commandPackage(pkg, lock, names) {
  const dependencies = Object.fromEntries(
    names.map((n) => {
      if (!pkg.dependencies?.[n]) throw new Error(`o comando usa ${n}, que não está em "dependencies" do package.json`);
      return [n, pkg.dependencies[n]];
    }),
  );
  const manifest = {
    name: pkg.name,
    version: pkg.version,
    description: pkg.description,
    license: pkg.license,
    author: pkg.author,
    private: true,
    bin: { cotas: 'bin/cotas.js' },
    engines: pkg.engines,
    scripts: { demo: 'node dist-node/src/cli/demo.js' },
    dependencies,
  };
  const entries = runtimeLockEntries(lock, names);
  const packageLock = {
    name: pkg.name,
    version: pkg.version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: pkg.name, version: pkg.version, license: pkg.license, dependencies, bin: manifest.bin, engines: pkg.engines },
      ...entries,
    },
  };
  return { manifest, packageLock };
}

// ---------------------------------------------------------------- the texts in each archive

function readme(kind, info) {
  const v = info.versao;
  const head = `Cotas raciais em concursos públicos — versão ${v} (commit ${info.commit}, compilado em ${info.data})\n\n`;
  const tail =
    '\nO guia completo da instalação e da atualização de cada forma de uso está em docs/instalacao.md do\n' +
    'repositório do projeto. Licença MIT (arquivo LICENSE); mudanças de cada versão em CHANGELOG.md.\n';
  const body = {
    suplemento:
      'Suplemento do Excel (painel e funções =COTAS.…), para a TI da prefeitura publicar.\n\n' +
      '1. Copie esta pasta inteira para um servidor HTTPS da prefeitura (qualquer servidor de arquivos\n' +
      '   estáticos), por exemplo em https://suplemento.prefeitura.sp.gov.br/cotas/.\n' +
      '2. Nesta pasta, com o Node.js 20 ou mais novo, grave o manifesto para esse endereço:\n' +
      '       node manifesto.js https://suplemento.prefeitura.sp.gov.br/cotas/\n' +
      '   O arquivo manifest.xml gravado aponta para o endereço dado e tem o Id de produção do suplemento.\n' +
      '3. Distribua o manifest.xml pelo Centro de administração do Microsoft 365 (Aplicativos integrados)\n' +
      '   ou pela pasta de catálogo compartilhada do Excel.\n' +
      'Atualizar: troque os arquivos no servidor pelos da versão nova e gere o manifesto de novo com o\n' +
      'mesmo endereço; o Id não muda, o Excel atualiza o suplemento no lugar.\n',
    web:
      'Página web: a mesma interface do suplemento, sem Microsoft 365 e sem instalar nada.\n\n' +
      'Para a comissão: abra o arquivo index.html desta pasta (duplo clique) no Chrome, Edge ou Firefox;\n' +
      'escolha a planilha do concurso; nada sai do computador.\n' +
      'Para a TI: publique esta pasta em qualquer servidor de arquivos estáticos.\n' +
      'Atualizar: troque a pasta inteira pela da versão nova.\n',
    gas:
      'Complemento do Google Planilhas (barra lateral e funções =COTAS_…).\n\n' +
      'Com o clasp (npm install -g @google/clasp), nesta pasta: clasp login; clasp create --type sheets\n' +
      '(ou um .clasp.json com o scriptId do projeto da planilha); clasp push. Ou cole Code.js e\n' +
      'sidebar.html no editor do Apps Script (Extensões > Apps Script) e o appsscript.json no manifesto.\n' +
      'Atualizar: clasp push desta pasta da versão nova (ou cole os arquivos de novo).\n',
    cli:
      'Linha de comando (cotas), compilada: precisa só do Node.js 20 ou mais novo.\n\n' +
      '    npm ci --omit=dev         (instala só as bibliotecas de que o comando precisa)\n' +
      '    node bin/cotas.js --versao\n' +
      '    node bin/cotas.js classificar assets/exemplo-concurso.xlsx --saida resultado.xlsx\n' +
      '    node bin/cotas.js --ajuda\n' +
      'Atualizar: apague a pasta antiga e repita com a da versão nova.\n',
  }[kind];
  return head + body + tail;
}

// ---------------------------------------------------------------- the archives

/** { archive path → bytes or a file to read } for each kind. */
function archiveContents(kind, dir, info) {
  const files = new Map();
  const common = () => {
    files.set('LICENSE', path.join(ROOT, 'LICENSE'));
    files.set('CHANGELOG.md', path.join(ROOT, 'CHANGELOG.md'));
    files.set('LEIA-ME.txt', Buffer.from(readme(kind, info), 'utf8'));
    files.set('compilacao.json', Buffer.from(JSON.stringify(info, null, 2) + '\n', 'utf8'));
  };
  if (kind === 'suplemento') {
    // The manifest is IT's to make for its address: the built one (for a placeholder address) stays out.
    for (const f of filesUnder(dir)) if (f !== 'manifest.xml') files.set(f, path.join(dir, f));
    files.set('manifesto.js', path.join(ROOT, 'tools', 'manifesto.js'));
    files.set('manifesto-modelo.xml', path.join(ROOT, 'manifest.xml'));
  } else if (kind === 'web' || kind === 'gas') {
    for (const f of filesUnder(dir)) files.set(f, path.join(dir, f));
  } else {
    // The command: the compiled sources it runs (not the benchmark's nor tools'), its entry point,
    // the identity it reads at run time, and a package of its own.
    const compiled = filesUnder(dir).filter((f) => f.startsWith('src/') && f.endsWith('.js'));
    for (const f of compiled) files.set(`dist-node/${f}`, path.join(dir, f));
    files.set('dist-node/build-info.json', Buffer.from(JSON.stringify(info, null, 2) + '\n', 'utf8'));
    files.set('bin/cotas.js', path.join(ROOT, 'bin', 'cotas.js'));
    files.set('assets/exemplo-concurso.xlsx', path.join(ROOT, 'assets', 'exemplo-concurso.xlsx'));
    files.set('docs/contrato.md', path.join(ROOT, 'docs', 'contrato.md'));
    files.set('docs/planilha.md', path.join(ROOT, 'docs', 'planilha.md'));
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const { manifest, packageLock } = commandPackage(pkg, rootLock(), requiredPackages(dir, compiled));
    files.set('package.json', Buffer.from(JSON.stringify(manifest, null, 2) + '\n', 'utf8'));
    files.set('package-lock.json', Buffer.from(JSON.stringify(packageLock, null, 2) + '\n', 'utf8'));
  }
  common();
  return files;
}

/** A .zip of `files` under the folder `top`, dated `date` (the same bytes for the same build). */
async function zip(top, files, date) {
  const z = new JSZip();
  for (const name of [...files.keys()].sort()) {
    const src = files.get(name);
    const data = Buffer.isBuffer(src) ? src : fs.readFileSync(src);
    const executable = name === 'bin/cotas.js' || name === 'manifesto.js';
    z.file(`${top}/${name}`, data, { date, unixPermissions: executable ? 0o755 : 0o644 });
  }
  return z.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 }, platform: 'UNIX' });
}

function sha256(bytes) {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/**
 * Writes the four archives and SHA256SUMS into `saida` from the built folders `dirs` ({ suplemento,
 * web, gas, cli }: webpack's outputs and tsc's outDir); returns their paths and the identity.
 */
async function makeArchives({ saida, dirs, info }) {
  for (const f of ['LICENSE', 'CHANGELOG.md']) {
    if (!fs.existsSync(path.join(ROOT, f))) throw new Error(`falta ${f} na raiz do repositório`);
  }
  fs.mkdirSync(saida, { recursive: true });
  const date = new Date(info.data);
  const written = {};
  const sums = [];
  for (const [kind, suffix] of Object.entries(KINDS)) {
    const top = `${NAME}-${info.versao}-${suffix}`;
    const bytes = await zip(top, archiveContents(kind, dirs[kind], info), Number.isNaN(date.getTime()) ? new Date(0) : date);
    const file = path.join(saida, `${top}.zip`);
    fs.writeFileSync(file, bytes);
    written[kind] = file;
    // sha256sum's format: the hash, two spaces, the name.
    sums.push(`${sha256(bytes)}  ${path.basename(file)}`);
  }
  const sumsFile = path.join(saida, 'SHA256SUMS');
  fs.writeFileSync(sumsFile, sums.join('\n') + '\n');
  return { arquivos: written, somas: sumsFile, compilacao: info };
}

/** `npm run pacote`: builds every host (production) and writes the archives into `saida`. */
async function pacote({ saida = path.join(ROOT, 'pacotes') } = {}) {
  const info = buildInfo();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-pacote-'));
  try {
    const dirs = buildAll(work, info);
    // Old archives of another version would sit beside the new SHA256SUMS: the folder is emptied first.
    fs.rmSync(saida, { recursive: true, force: true });
    return await makeArchives({ saida, dirs, info });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

module.exports = { KINDS, makeArchives, pacote, commandPackage, requiredPackages, runtimeLockEntries };

if (require.main === module) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--saida');
  const saida = at >= 0 && args[at + 1] ? path.resolve(args[at + 1]) : undefined;
  pacote({ saida }).then(
    (r) => {
      console.log(`[pacote] versão ${r.compilacao.versao}, commit ${r.compilacao.commit}:`);
      for (const f of Object.values(r.arquivos)) console.log(`  ${path.relative(process.cwd(), f)}`);
      console.log(`  ${path.relative(process.cwd(), r.somas)}`);
    },
    (e) => {
      console.error(`[pacote] falhou: ${e.message}`);
      process.exitCode = 1;
    },
  );
}
