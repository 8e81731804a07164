// Mutation testing of the business rules, to find rules no test pins down: `npm run mutation`, not part of CI.
// Jest runs the sources as native ES modules, so the jest child processes need --experimental-vm-modules.
// Narrow a run with `npx stryker run --mutate 'domain/insurance/**/*.ts'`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  jest: {
    configFile: 'jest.config.js',
    // Only the domain tests can kill domain mutants; running the rest would only slow every mutant down.
    // They need no database, so the suite's global setup (embedded PostgreSQL) is left out as well.
    config: {
      testMatch: ['<rootDir>/test/domain/**/*.test.ts'],
      // null, not undefined: the options travel to the runner processes as JSON, where undefined is dropped
      globalSetup: null,
      globalTeardown: null,
    },
    enableFindRelatedTests: true,
  },
  // perTest coverage: Stryker's jest environment records which tests reach each mutant, so each mutant only runs those.
  coverageAnalysis: 'perTest',
  mutate: ['domain/**/*.ts', '!domain/**/index.ts'],
  // Keep sandboxes small: no other layers, and no other run's sandbox (.stryker-tmp*) copied into this one.
  ignorePatterns: [
    'web',
    'adapters',
    'application',
    'bench',
    'scratch',
    'test/e2e',
    'reports',
    'coverage',
    '.data',
    'outbox',
    '.stryker-tmp*',
  ],
  checkers: [],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: null },
  // generous: several jest processes share few cores, and a slow start must not pass for a killed mutant
  timeoutMS: 20000,
  // jest on ESM keeps every module graph it loaded; a fresh runner now and then keeps mutant runs fast
  maxTestRunnerReuse: 25,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
