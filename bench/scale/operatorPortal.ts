import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { startPortal, type Portal } from '../../adapters/compositionRoot.ts';
import { readConfig } from '../../adapters/config.ts';
import { TestBrowser, formsOf } from '../../test/support/TestBrowser.ts';

/** The booking-system simulator's answer time, as a real upstream's (bench/run.ts takes the same). */
export const RUBIN_LATENCY_MS = Number(process.env.BENCH_RUBIN_LATENCY_MS ?? 20);

export interface OperatorPortal {
  readonly portal: Portal;
  /** How long the start took, the seed of the operator data set into the empty database included. */
  readonly startMs: number;
  stop(): Promise<void>;
}

/**
 * The portal in this process on a fresh embedded PostgreSQL in a temporary folder, which the start seeds with the
 * operator data set (DEMO_SCALE=operator; the seed runs only on an empty database), with the simulator at
 * RUBIN_LATENCY_MS. The scheduled reminders and digest are off (the bench runs them itself) and so is /metrics,
 * whose fixed port may be taken on a shared machine.
 */
export async function startOperatorPortal(): Promise<OperatorPortal> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'oneshop-bench-scale-'));
  const config = {
    ...readConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RUBIN_MOCK: 'true',
      DEMO_DATA: 'true',
      DEMO_SCALE: 'operator',
      DEMO_SEED: process.env.DEMO_SEED ?? '1',
      EMBEDDED_POSTGRES_PORT: '55497',
      REMINDERS: 'false',
      METRICS: 'false',
    }),
    port: 0,
    bookingSystem: {
      kind: 'simulator' as const,
      latencyMs: RUBIN_LATENCY_MS,
      errorRate: 0,
      user: 'portal',
      password: 'portal',
    },
  };
  const started = performance.now();
  let portal: Portal;
  try {
    portal = await startPortal(config, { logger: pino({ level: 'silent' }) });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    portal,
    startMs: performance.now() - started,
    stop: async () => {
      await portal.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in session of a user of the development provider (password `demo`), as its cookie header. */
export async function signIn(portal: Portal, email: string): Promise<string> {
  const browser = new TestBrowser();
  const shown = await browser.follow(new URL('/', portal.url), `${portal.url}/oidc-callback`);
  const [form] = formsOf(await shown.response!.text());
  const posted = await browser.request(new URL(form.action, shown.url), { form: { login: email, password: 'demo' } });
  await browser.follow(new URL(posted.headers.get('location')!, shown.url), `${portal.url}/never`);
  const sid = browser.cookie('oneshop.sid');
  if (!sid) throw new Error(`sign-in of ${email} failed`);
  return `oneshop.sid=${sid}`;
}

/** A bearer token of the demo service account (client credentials at the development provider). */
export async function serviceToken(portal: Portal, scope: string): Promise<string> {
  const response = await fetch(new URL('/oidc/token', portal.url), {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('demo-service:demo').toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  if (response.status !== 200) throw new Error(`the service token was refused: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** GET with the given headers; the body is read whole (it is part of the time) and returned parsed. */
export async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}
