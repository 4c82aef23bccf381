/**
 * Version of the engine, printed in every "Memória de cálculo". Bumped with every change of rules or
 * output (semantic versioning: docs/instalacao.md, "Versões"), together with package.json, the root of
 * package-lock.json and manifest.xml's <Version> (test/engine/version.test.ts, test/release/).
 */
export const ENGINE_VERSION = '1.0.0';
