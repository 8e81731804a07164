// `npm run test:cluster`: the cluster suite (test/cluster) alone. It starts its own PostgreSQL, nginx and portal
// processes, so none of the main configuration's global setup; the TypeScript transform is the main one's.
import main from './jest.config.js';

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: main.extensionsToTreatAsEsm,
  transform: main.transform,
  testMatch: ['<rootDir>/test/cluster/**/*.test.ts'],
  // Minutes of processes on a busy machine: generous, and one suite at a time.
  testTimeout: 180_000,
  maxWorkers: 1,
};
