// Jest runs the TypeScript sources as native ES modules (node --experimental-vm-modules), transpiled by swc.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2023',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/', '<rootDir>/test/cluster/'],
  collectCoverageFrom: ['domain/**/*.ts'],
  coverageReporters: ['text-summary', 'json-summary'],
  coverageThreshold: { './domain/': { lines: 95 } },
  testTimeout: 60_000,
  // Native ES modules in jest's VM keep every test file's module graph alive in the process that ran it; run in one
  // process, the whole suite outgrows a 4 GB heap. With a limit jest runs the files in a worker that it replaces
  // once it holds more than this after a file (still one file at a time on a two-core machine).
  workerIdleMemoryLimit: '1GB',
  setupFilesAfterEnv: ['<rootDir>/test/fastCheckSetup.ts', '<rootDir>/test/quietKnownWarnings.ts'],
  globalSetup: '<rootDir>/test/globalSetup.ts',
  globalTeardown: '<rootDir>/test/globalTeardown.ts',
};
