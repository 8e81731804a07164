// `npm run api:bundle`: the API description is edited in openapi/ (openapi/openapi.yaml with paths/ and
// components/ by area); this bundles it with @redocly/cli into the one file the portal serves, validates
// requests against and generates the web types from (openapi.yaml at the repository root), with a line
// on top saying so (the bundler keeps no comments).
// `node scripts/bundleApi.mjs --out <file>` writes the bundle elsewhere (the up-to-date test compares it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const HEADER =
  '# Generated from openapi/ by `npm run api:bundle` (@redocly/cli bundle): edit the files in openapi/, not this one.\n';

const outIndex = process.argv.indexOf('--out');
const target = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : path.join(root, 'openapi.yaml');

const dir = mkdtempSync(path.join(tmpdir(), 'api-bundle-'));
try {
  const bundled = path.join(dir, 'openapi.yaml');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'bundle', 'openapi/openapi.yaml', '--output', bundled],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  if (result.status !== 0) {
    process.stderr.write(`redocly bundle failed:\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
  writeFileSync(target, HEADER + readFileSync(bundled, 'utf8'));
  process.stdout.write(`${path.relative(process.cwd(), target) || target}: bundled from openapi/openapi.yaml\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
