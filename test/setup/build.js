// Compiles the command (dist-node/) once before the suite, so the tests that run `bin/cotas.js` as a
// user would always exercise the current sources. The folder is emptied first: a module that became a
// folder (engine/narrative.ts → engine/narrative/) would otherwise leave its old .js file, which Node
// loads before the folder's index.js.
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
module.exports = async () => {
  const root = path.join(__dirname, '..', '..');
  fs.rmSync(path.join(root, 'dist-node'), { recursive: true, force: true });
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
};
