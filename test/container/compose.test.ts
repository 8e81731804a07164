import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import getPort from 'get-port';
import { TestBrowser, formsOf } from '../support/TestBrowser.ts';

// The production image builds, and the compose setup (two portals behind nginx, one PostgreSQL) answers
// /api/health and signs a demo user in through the proxy. It needs a Docker engine with the compose plugin and
// minutes, so it runs only when asked for: CONTAINER_TEST=1 npm run test:unit -- test/container

const projectRoot = path.resolve(import.meta.dirname, '../..');
const wanted = process.env.CONTAINER_TEST === '1';
const engine =
  wanted &&
  spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0 &&
  spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;
if (wanted && !engine) throw new Error('CONTAINER_TEST=1 but no Docker engine with the compose plugin answers here');

const project = `portal-test-${process.pid}`;
let base = '';
let env: NodeJS.ProcessEnv = {};

const compose = (...args: string[]) =>
  spawnSync('docker', ['compose', '-p', project, ...args], {
    cwd: projectRoot,
    env,
    encoding: 'utf8',
    timeout: 20 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });

(engine ? describe : describe.skip)('the container setup (Dockerfile, compose.yaml)', () => {
  beforeAll(async () => {
    const port = await getPort();
    base = `http://localhost:${port}`;
    env = { ...process.env, PROXY_PORT: String(port), PUBLIC_URL: base };
    // --wait: until every service with a health check is healthy (the image's HEALTHCHECK on /api/health).
    const up = compose('up', '--build', '--detach', '--wait');
    if (up.status !== 0) throw new Error(`docker compose up failed:\n${up.stdout}\n${up.stderr}`);
  }, 25 * 60_000);

  afterAll(() => {
    compose('down', '--volumes');
  }, 5 * 60_000);

  it(
    'answers /api/health through the proxy from both portals, and signs a demo user in',
    async () => {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(compose('ps', '--format', '{{.Service}} {{.Health}}').stdout).toMatch(
        /portal-1 healthy[\s\S]*portal-2 healthy|portal-2 healthy[\s\S]*portal-1 healthy/,
      );

      const browser = new TestBrowser();
      const shown = await browser.follow(`${base}/`, `${base}/oidc-callback`);
      const [form] = formsOf(await shown.response!.text());
      expect(form).toBeDefined();
      const posted = await browser.request(new URL(form.action, shown.url), {
        form: { login: 'aussteller@demo.test', password: 'demo' },
      });
      const landed = await browser.follow(new URL(posted.headers.get('location')!, shown.url), `${base}/never`);
      expect(landed.response?.status).toBe(200);
      // The session is in PostgreSQL: whichever portal the proxy picks knows the user.
      for (let request = 0; request < 6; request += 1) {
        const session = await browser.request(`${base}/api/session`);
        expect(session.status).toBe(200);
        expect(((await session.json()) as { user: { email: string } }).user.email).toBe('aussteller@demo.test');
      }
      const logs = (service: string) => compose('logs', '--no-color', service).stdout;
      expect(logs('portal-1')).toContain('"route":"/api/session"');
      expect(logs('portal-2')).toContain('"route":"/api/session"');
    },
    5 * 60_000,
  );
});
