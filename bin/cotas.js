#!/usr/bin/env node
'use strict';
// Entry point of the `cotas` command. The TypeScript sources are compiled to dist-node/ by
// `npm run build:cli`, which `npm ci` runs (the "prepare" script).
const path = require('path');
const fs = require('fs');
const main = path.join(__dirname, '..', 'dist-node', 'src', 'cli', 'main.js');
if (!fs.existsSync(main)) {
  process.stderr.write('cotas: o programa ainda não foi compilado. Rode "npm ci" (ou "npm run build:cli") na pasta do projeto.\n');
  process.exit(2);
}
// The command's exit code once it has finished.
let finished;
// `cotas classificar … | head`: the reader closed the pipe; stop quietly, with the command's code if
// it has one (test/cli/falhas-de-gravacao.test.ts). Any other failure of the standard output (a full
// disk, a file-size limit under `--json > arquivo`) is an error: a Portuguese sentence, exit 1, no
// stack (test/cli/saida-padrao.test.ts).
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(finished ?? 0);
  process.stderr.write(require(main).stdoutFailureMessage(e));
  process.exit(1);
});
// A failure until the command says otherwise: a process whose event loop empties before the
// command's promise settled (a write waiting for an event that never comes) never exits 0
// (test/cli/falhas-de-gravacao.test.ts).
process.exitCode = 1;
require(main)
  .run(process.argv.slice(2))
  .then((code) => {
    finished = code;
    process.exitCode = code;
  });
