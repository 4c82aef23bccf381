// Removes the folder of the bundles built for this test run (test/support/bundles.ts).
const fs = require('fs');
module.exports = async () => {
  const dir = process.env.COTAS_TESTE_PACOTES;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};
