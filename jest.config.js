/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }] },
  globalSetup: '<rootDir>/test/setup/build.js',
  // The run's build identity for the sources (test/setup/identity.js).
  setupFiles: ['<rootDir>/test/setup/identity.js'],
  globalTeardown: '<rootDir>/test/setup/teardown.js',
  testTimeout: 60000,
  // Two workers: on the 2-core machines of CI, jest's default (cores - 1) runs every suite in one
  // process, one after the other; the builds and browsers of the slow suites then wait on each other.
  maxWorkers: 2,
};
