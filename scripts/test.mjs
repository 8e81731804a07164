// The whole test command (`npm test`): the checks, jest (unit, property and integration tests), the cluster
// suite (built portals behind nginx) and Playwright (end-to-end in Chromium). It prints every part's own output
// and ends with the plain line `N passed, N failed` that counts every test that ran; it exits non-zero when
// anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2);
const wanted = (step) => only.length === 0 || only.includes(step);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, command, args, env = {}) {
  process.stdout.write(`\n=== ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A check that is one test: it passes or fails as a whole. */
function check(title, command, args) {
  if (run(title, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(title);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

if (wanted('checks')) {
  check('check: layer and cycle rules of DESIGN.md (dependency-cruiser)', bin('depcruise'), [
    '--config',
    '.dependency-cruiser.cjs',
    'domain',
    'application',
    'adapters',
    'web',
    'test',
    'bench',
    'scripts',
  ]);
  check('check: TypeScript strict typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  check('check: lint (ESLint with type information, react-hooks, jsx-a11y)', bin('eslint'), ['--max-warnings=0', '.']);
  check('check: format (Prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']);
  check('check: every declared package used, every used package declared (knip)', bin('knip'), []);
  check('check: no source file over 300 lines without a reason', process.execPath, ['scripts/checkFileSize.mjs']);
  // The source of the API description (openapi/, bundled into openapi.yaml), so findings point at the files to edit.
  check('check: API description lint (@redocly/cli, openapi/)', bin('redocly'), [
    'lint',
    'openapi/openapi.yaml',
    '--format',
    'stylish',
  ]);
  // The served bundle as other tools read it: Spectral's OpenAPI rules (.spectral.yaml), failing on a warning too.
  // The package's main module is its CLI, run by this Node (resolved by name, so knip sees the package used).
  check('check: API description lint (Spectral oas ruleset, openapi.yaml)', process.execPath, [
    fileURLToPath(import.meta.resolve('@stoplight/spectral-cli')),
    'lint',
    'openapi.yaml',
    '--ruleset',
    '.spectral.yaml',
    '--fail-severity',
    'warn',
  ]);
}

/**
 * One jest run with its JSON report counted into the totals. A suite that could not run (or, with `!ok` and
 * no failed test, a missed coverage threshold or a set-up that failed) fails the run without failing a test.
 */
function jest(title, args, output, whenBroken) {
  rmSync(output, { force: true });
  const ok = run(title, process.execPath, [
    '--experimental-vm-modules',
    path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    ...args,
    '--json',
    `--outputFile=${output}`,
  ]);
  const report = readJson(output);
  if (!report) {
    totals.failed += 1;
    failures.push(`${title}: no report`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests;
  if (report.numRuntimeErrorTestSuites > 0 || (!ok && report.numFailedTests === 0)) {
    totals.failed += 1;
    failures.push(whenBroken);
  }
}

if (wanted('jest')) {
  jest(
    'jest: unit, property and integration tests (with domain/ coverage)',
    ['--coverage'],
    path.join(reports, 'jest.json'),
    'jest: a suite could not run or domain/ coverage is below its threshold',
  );
}

if (wanted('cluster')) {
  jest(
    'cluster: three built portals behind nginx against one PostgreSQL (jest.cluster.config.js)',
    ['--config', 'jest.cluster.config.js'],
    path.join(reports, 'jest-cluster.json'),
    'cluster: the suite could not run (build, PostgreSQL, nginx or a portal did not start)',
  );
}

if (wanted('e2e')) {
  const output = path.join(reports, 'playwright.json');
  rmSync(output, { force: true });
  const ok = run(
    'playwright: end-to-end in Chromium',
    bin('playwright'),
    ['test', '--config', 'test/e2e/playwright.config.ts', '--reporter=list,json'],
    // Two portals: the back-office files and the exhibitor files run side by side (test/e2e/playwright.config.ts).
    { PLAYWRIGHT_JSON_OUTPUT_FILE: output, E2E_SERVERS: '2' },
  );
  const report = existsSync(output) ? readJson(output) : undefined;
  if (report?.stats) {
    totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    if (!ok && report.stats.unexpected === 0) {
      totals.failed += 1;
      failures.push('playwright: the run failed outside the tests (web server or configuration)');
    }
  } else {
    totals.failed += 1;
    failures.push('playwright: no report (the portal or Chromium did not start)');
  }
}

process.stdout.write('\n');
if (failures.length > 0)
  process.stdout.write(`Failed checks:\n${failures.map((failure) => `  - ${failure}`).join('\n')}\n`);
// Skipped tests (e.g. the container test without a Docker engine) on a line of their own: the last line stays
// exactly `N passed, N failed`, as CI reads it.
if (totals.skipped) process.stdout.write(`${totals.skipped} skipped\n`);
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(totals.failed > 0 ? 1 : 0);
