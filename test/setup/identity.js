// The run's build identity (test/setup/build.js sets COTAS_COMPILACAO) given to the sources jest runs,
// as webpack's DefinePlugin gives it to the bundles (src/engine/build-info.ts): a result computed from
// the sources names the same version, commit and moment as one computed by a bundle of the same run.
const given = process.env.COTAS_COMPILACAO;
if (given) globalThis.__COTAS_COMPILACAO__ = JSON.parse(given);
