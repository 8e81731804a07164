import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { pathToFileURL } from 'node:url';
import getPort from 'get-port';
import { createTestDatabase } from '../support/testDatabase.ts';

// Production starts without compiling TypeScript at start. `npm run build` bundles the server to
// dist/main.js (scripts/build.mjs); plain `node dist/main.js` must find openapi.yaml and the web UI from there.

const projectRoot = path.resolve(import.meta.dirname, '../..');
/** scripts/build.mjs, plain JavaScript, imported by address. */
const buildScript = (await import(pathToFileURL(path.join(projectRoot, 'scripts', 'build.mjs')).href)) as {
  SERVER_NODE_FLAGS: string[];
};
let server: ChildProcess | undefined;
let output = '';

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
});

async function waitForHealth(url: string, deadline: number): Promise<Response> {
  for (;;) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
    if (answer?.status === 200) return answer;
    if (server?.exitCode !== null || Date.now() > deadline)
      throw new Error(`the built server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the production build of the server', () => {
  it('runs as plain JavaScript with node, finds the API description and the web UI, and answers /api/health', async () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: projectRoot, encoding: 'utf8' });
    expect(build.stderr + build.stdout).toContain('built server');
    expect(build.status).toBe(0);

    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'oneshop-built-server-'));
    const webRoot = path.join(dataDir, 'web');
    await mkdir(webRoot);
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Built portal</title>');
    const port = await getPort();
    // `node` on the bundle only: no tsx, no loader, no TypeScript in the process; with the flags production has.
    server = spawn(process.execPath, [...buildScript.SERVER_NODE_FLAGS, 'dist/main.js'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        WEB_ROOT: webRoot,
        RUBIN_MOCK: 'true',
        LOG_LEVEL: 'warn',
        REMINDERS: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const health = await waitForHealth(`http://localhost:${port}/api/health`, Date.now() + 120_000);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    // openapi.yaml found from dist/: the API description is served and requests are validated against it.
    expect((await fetch(`http://localhost:${port}/api/openapi.yaml`)).status).toBe(200);
    const page = await fetch(`http://localhost:${port}/imprint`);
    expect(await page.text()).toContain('Built portal');
  }, 180_000);

  it('is started with the same node flags (the heap cap) by the container image and by npm start', async () => {
    const flags = buildScript.SERVER_NODE_FLAGS;
    expect(flags).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
    const dockerfile = await readFile(path.join(projectRoot, 'Dockerfile'), 'utf8');
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(command && (JSON.parse(command) as string[])).toEqual(['node', ...flags, 'dist/main.js']);
    const manifest = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // npm start turns source maps on itself (scripts/start.mjs); the heap cap can only be given to node.
    const heapCap = flags.filter((flag) => flag.startsWith('--max-old-space-size='));
    expect(manifest.scripts.start).toBe(`node ${heapCap.join(' ')} scripts/start.mjs`);
  });

  it('imports only runtime dependencies, so that the container image (npm ci --omit=dev) can run it', async () => {
    const bundle = await readFile(path.join(projectRoot, 'dist', 'main.js'), 'utf8');
    const manifest = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const specifiers = new Set(
      [...bundle.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\.resolve\(\s*)["']([^"'./][^"']*)["']/g)].map(
        (match) => match[1],
      ),
    );
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const builtin = new Set(builtinModules);
    const packageName = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w./-]*)?$/i;
    const outside = [...specifiers].filter(
      (specifier) =>
        packageName.test(specifier) &&
        !specifier.startsWith('node:') &&
        !builtin.has(specifier) &&
        !(packageOf(specifier) in manifest.dependencies),
    );
    expect(specifiers.size).toBeGreaterThan(10);
    expect(outside).toEqual([]);
  });
});
