import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download its own browser here) against the
 * portal as `npm start` runs it: embedded PostgreSQL in a fresh folder, the development identity
 * provider and the booking-system simulator.
 */
const port = Number(process.env.E2E_PORT ?? 3211);
const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * With E2E_SERVERS=2 (the test command sets it) the back-office files and the exhibitor files run side by side,
 * each against a portal of its own: the admin tests change fairs and master data that the exhibitor tests read, so
 * they never share a database, and each side still runs its files one after the other as before. One server (the
 * default) keeps a single file's run light while developing.
 */
const twoServers = process.env.E2E_SERVERS === '2';
const servers = twoServers
  ? [
      { name: 'admin', port },
      { name: 'exhibitor', port: port + 1 },
    ]
  : [{ name: 'all', port }];
const baseUrlOf = (serverPort: number): string => `http://localhost:${serverPort}`;

/**
 * The data folder of a portal (its mail outbox is in it), kept in the environment under E2E_DATA_DIR_<NAME>: the test
 * workers load this file again and inherit the runner's environment, so a test finds the folder its portal was given.
 */
function dataDirOf(name: string): string {
  const key = `E2E_DATA_DIR_${name.toUpperCase()}`;
  const known = process.env[key];
  if (known) return known;
  const chosen = process.env.E2E_DATA_DIR;
  const folder = !chosen
    ? mkdtempSync(path.join(tmpdir(), `oneshop-e2e-${name}-`))
    : twoServers
      ? path.join(chosen, name)
      : chosen;
  process.env[key] = folder;
  return folder;
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // A test's whole budget: axe runs and page loads on a busy two-core machine (CI beside other work) take several
  // times what they take on a quiet one; a passing test takes no longer for it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: servers.length,
  retries: 0,
  outputDir: path.join(projectRoot, 'test-results'),
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: path.join(projectRoot, 'reports/playwright.json') }]]
    : [['list']],
  projects: twoServers
    ? [
        { name: 'admin', testMatch: 'admin/**/*.e2e.ts', workers: 1, use: { baseURL: baseUrlOf(port) } },
        { name: 'exhibitor', testIgnore: 'admin/**', workers: 1, use: { baseURL: baseUrlOf(port + 1) } },
      ]
    : [{ name: 'all', use: { baseURL: baseUrlOf(port) } }],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: servers.map((server) => ({
    command: 'node node_modules/tsx/dist/cli.mjs adapters/main.ts',
    cwd: projectRoot,
    // Answered at once from the moment the server listens: 503 (status starting) until the portal is
    // composed, then 200; Playwright polls until it is 200. On a clean clone the start also builds the
    // web UI, which takes minutes on a busy machine.
    url: `${baseUrlOf(server.port)}/api/health`,
    timeout: 480_000,
    reuseExistingServer: false,
    // The portal stops its embedded PostgreSQL (a process group of its own) on SIGTERM; a SIGKILL would leave it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    // The portal logs only warnings here (LOG_LEVEL=warn); its start-up lines help when the server does not come up.
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(server.port),
      DATA_DIR: dataDirOf(server.name),
      EMBEDDED_POSTGRES_PORT: String(server.port + 20000),
      RUBIN_MOCK: 'true',
      LOG_LEVEL: 'warn',
    },
  })),
});
