/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }] },
  globalSetup: '<rootDir>/test/setup/build.js',
  globalTeardown: '<rootDir>/test/setup/teardown.js',
  testTimeout: 60000,
  // Two workers: on the 2-core machines of CI, jest's default (cores - 1) runs every suite in one
  // process, one after the other; the builds and browsers of the slow suites then wait on each other.
  maxWorkers: 2,
};
