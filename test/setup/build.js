// Compiles the command (dist-node/) once before the suite, so the tests that run `bin/cotas.js` as a
// user would always exercise the current sources.
const { execFileSync } = require('child_process');
const path = require('path');
module.exports = async () => {
  const root = path.join(__dirname, '..', '..');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
};
