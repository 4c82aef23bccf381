// `npm run lint`: the layers' type check (no DOM, no Node: tsconfig.layers.json), the whole tree's type
// check (sources and tests: tsconfig.test.json), ESLint and Prettier — two at a time, as the machines
// that run the tests have two cores. Each check's output is printed when it ends; the exit status is
// 1 when any check failed.
'use strict';
const { spawn } = require('child_process');
const path = require('path');

const ROOT = path.join(__dirname, '..');
const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);
const CHECKS = [
  ['tipos (tudo)', bin('typescript', 'bin/tsc'), ['-p', 'tsconfig.test.json']],
  ['ESLint', bin('eslint', 'bin/eslint.js'), ['.']],
  ['tipos (camadas)', bin('typescript', 'bin/tsc'), ['-p', 'tsconfig.layers.json', '--noEmit']],
  ['Prettier', bin('prettier', 'bin/prettier.cjs'), ['--check', '.', '--log-level', 'warn']],
];

function run([nome, script, args]) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      if (code !== 0) process.stderr.write(`\n${nome}: falhou\n${out}`);
      resolve(code === 0);
    });
  });
}

async function lane(queue, results) {
  while (queue.length) results.push(await run(queue.shift()));
}

(async () => {
  const queue = CHECKS.slice();
  const results = [];
  await Promise.all([lane(queue, results), lane(queue, results)]);
  process.exitCode = results.every(Boolean) ? 0 : 1;
})();
