// Compiles the command (dist-node/) once before the suite, so the tests that run `bin/cotas.js` as a
// user would always exercise the current sources. Each file is transpiled on its own
// (ts.transpileModule, as jest's own transform does): the types are checked by `npm run lint`, which
// `npm test` runs first, so the build only needs the JavaScript, in about 4 s instead of tsc's 25.
// The folder is emptied first: a module that became a folder (engine/narrative.ts →
// engine/narrative/) would otherwise leave its old .js file, which Node loads before the folder's
// index.js.
const fs = require('fs');
const os = require('os');
const path = require('path');
const ts = require('typescript');

module.exports = async () => {
  // One build identity for the whole run (tools/build-info.js: this tree's commit, the run's moment):
  // the command compiled here (dist-node/build-info.json), the bundles the suites build (webpack reads
  // COTAS_COMPILACAO, inherited) and the sources jest runs (test/setup/identity.js) all name the same
  // build, as the hosts of one release do; so a Memória de cálculo written by a bundle and one written
  // from the sources in the same run are the same, line for line.
  const { buildInfo, writeBuildInfo } = require('../../tools/build-info');
  process.env.COTAS_COMPILACAO = JSON.stringify(buildInfo());
  // The folder where each test bundle is built once for this run (test/support/bundles.ts); the
  // workers inherit the variable, test/setup/teardown.js removes the folder.
  process.env.COTAS_TESTE_PACOTES = fs.mkdtempSync(path.join(os.tmpdir(), 'cotas-pacotes-'));
  const root = path.join(__dirname, '..', '..');
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const outDir = config.options.outDir;
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const file of config.fileNames) {
    const out = path.join(outDir, path.relative(config.options.rootDir, file)).replace(/\.tsx?$/, '.js');
    const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), { compilerOptions: config.options, fileName: file });
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, outputText);
  }
  writeBuildInfo(path.join(outDir, 'build-info.json'), JSON.parse(process.env.COTAS_COMPILACAO));
};
