import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-bundle-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The first line in which two texts differ, for a readable failure; undefined when they are equal. */
function firstDifference(committed: string, bundled: string): string | undefined {
  if (committed === bundled) return undefined;
  const a = committed.split('\n');
  const b = bundled.split('\n');
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: openapi.yaml has ${JSON.stringify(a[at])}, the bundle of openapi/ has ${JSON.stringify(b[at])}`;
}

// README "The API": openapi/ is the source of the API description; the served openapi.yaml (request validation,
// response checks, web types) is its bundle, so an edit of one without the other must not slip through.
describe('openapi.yaml', () => {
  it('is the bundle of openapi/ that `npm run api:bundle` writes (edit openapi/, then run it)', async () => {
    const out = path.join(dir, 'openapi.yaml');
    await promisify(execFile)(process.execPath, [path.join(root, 'scripts/bundleApi.mjs'), '--out', out], {
      cwd: root,
      timeout: 50_000,
    });
    const bundled = readFileSync(out, 'utf8');
    const committed = readFileSync(path.join(root, 'openapi.yaml'), 'utf8');
    expect(bundled).toMatch(/^# Generated from openapi\/ by `npm run api:bundle`/);
    expect(bundled).toContain('  /api/exhibitor/booths/{regiNr}:\n');
    expect(firstDifference(committed, bundled)).toBeUndefined();
  }, 60_000);
});
