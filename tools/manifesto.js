#!/usr/bin/env node
// The Excel add-in's manifest for the address where IT publishes the add-in's files (docs/instalacao.md):
//
//   node manifesto.js https://suplemento.prefeitura.sp.gov.br/cotas/        (inside the add-in's archive)
//   npm run manifesto -- https://suplemento.prefeitura.sp.gov.br/cotas/     (in the repository: dist/manifest.xml)
//
// Every development address (https://localhost:3000/) of the model becomes the given one, and the
// development <Id> becomes the production one: Office keeps one add-in per Id, so a developer's
// sideloaded copy and the commission's published one must not share it (PRODUCTION_ID never changes
// between versions: Office updates the add-in of that Id in place). webpack.config.js uses the same
// functions for `npm run build`; the archive carries this file and the model (manifesto-modelo.xml), and
// needs nothing but Node.js (no npm install). test/build/manifest.test.ts and test/release/ check it.
'use strict';
const fs = require('fs');
const path = require('path');

const DEV_BASE_URL = 'https://localhost:3000/';
/** Placeholder used when no address is given to `npm run build`: ".example" is a reserved, never-real domain. */
const PLACEHOLDER_BASE_URL = 'https://suplemento.prefeitura.example/cotas-raciais/';
/** The Id of the published add-in (the repository's manifest.xml keeps the development one). */
const PRODUCTION_ID = '86d48f58-92df-47a4-95ae-b63a7c03109d';

/** `url` as a base address Office accepts (https, not the local machine), ending in "/"; throws otherwise. */
function checkBaseUrl(raw, what = 'O endereço do suplemento') {
  let url = String(raw ?? '').trim();
  if (!/^https:\/\/[^\s/]+/i.test(url)) throw new Error(`${what} deve começar com https:// (recebido: "${url}").`);
  if (/^https:\/\/(localhost|127\.0\.0\.1|\[::1\])([:/]|$)/i.test(url))
    throw new Error(`${what} não pode apontar para localhost: o Excel dos usuários não o alcança.`);
  if (/[\s"<>]/.test(url)) throw new Error(`${what} não pode ter espaços, aspas nem < >.`);
  if (!url.endsWith('/')) url += '/';
  return url;
}

/** The development Id of a manifest (its <Id>). */
function manifestId(xml) {
  const m = /<Id>([^<]+)<\/Id>/.exec(xml);
  if (!m) throw new Error('manifest.xml sem <Id>.');
  return m[1].trim();
}

/** `xml` with every development URL replaced by `baseUrl` and the production Id; refuses to leave any localhost. */
function rewriteManifest(xml, baseUrl) {
  const out = xml
    .split(DEV_BASE_URL)
    .join(baseUrl)
    .replace(/<Id>[^<]+<\/Id>/, `<Id>${PRODUCTION_ID}</Id>`);
  const left = out.match(/https?:\/\/(localhost|127\.0\.0\.1)[^"<\s]*/i);
  if (left) throw new Error(`manifest.xml: endereço de desenvolvimento não reescrito: ${left[0]}`);
  return out;
}

/** Where the model and the output are: inside the archive (manifesto-modelo.xml beside this file) or in the repository. */
function defaultPaths() {
  const inArchive = path.join(__dirname, 'manifesto-modelo.xml');
  if (fs.existsSync(inArchive)) return { modelo: inArchive, saida: path.join(__dirname, 'manifest.xml') };
  const root = path.join(__dirname, '..');
  return { modelo: path.join(root, 'manifest.xml'), saida: path.join(root, 'dist', 'manifest.xml') };
}

/** Writes the manifest for `url` (to `saida`, default: beside the model's folder); returns its path. */
function writeManifest(url, saida) {
  const paths = defaultPaths();
  const base = checkBaseUrl(url);
  const out = path.resolve(saida ?? paths.saida);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, rewriteManifest(fs.readFileSync(paths.modelo, 'utf8'), base));
  return out;
}

module.exports = { DEV_BASE_URL, PLACEHOLDER_BASE_URL, PRODUCTION_ID, checkBaseUrl, manifestId, rewriteManifest, writeManifest };

if (require.main === module) {
  const [url, saida] = process.argv.slice(2);
  if (!url) {
    process.stderr.write(
      'Uso: node manifesto.js https://endereco.da.prefeitura/pasta-do-suplemento/ [arquivo-de-saida.xml]\n' +
        'Grava o manifest.xml do suplemento para o endereço onde a TI publicou os arquivos desta pasta.\n',
    );
    process.exit(2);
  }
  try {
    const out = writeManifest(url, saida);
    process.stdout.write(`Manifesto gravado em ${out} para ${checkBaseUrl(url)}\n`);
  } catch (e) {
    process.stderr.write(`manifesto: ${e.message}\n`);
    process.exit(1);
  }
}
