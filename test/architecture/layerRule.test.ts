import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');

/** Runs the project's dependency-cruiser rules (.dependency-cruiser.cjs) on a fixture tree shaped like the project. */
function cruise(tree: 'wrong' | 'right') {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
      '--no-progress',
      'domain',
      'application',
      'adapters',
      'web',
    ],
    {
      cwd: path.join(fixtures, tree),
      encoding: 'utf8',
      env: { ...process.env, NODE_PATH: path.join(root, 'node_modules') },
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// DESIGN.md: adapters -> application -> domain; web talks HTTP and may import domain only.
describe('the layer rule checked in the test command', () => {
  it('fails on a domain rule importing an adapter, a use case importing a Node built-in and the UI importing a use case', () => {
    const { status, output } = cruise('wrong');
    expect(status).not.toBe(0);
    expect(output).toContain('domain-is-pure: domain/rule.ts → adapters/koaServer.ts');
    expect(output).toContain('application-depends-on-domain-only: application/useCase.ts');
    expect(output).toContain('web-talks-http-only: web/page.ts → application/useCase.ts');
  });

  it('fails on the admin back office importing a use case of the exhibitor area', () => {
    const { status, output } = cruise('wrong');
    expect(status).not.toBe(0);
    expect(output).toContain('exhibitor-and-admin-apart: application/admin/fairs.ts → application/exhibitor/home.ts');
  });

  it('passes imports that point inwards', () => {
    const { status, output } = cruise('right');
    expect(output).toContain('no dependency violations');
    expect(status).toBe(0);
  });
});
