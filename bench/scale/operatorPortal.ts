import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { startPortal, type Portal } from '../../adapters/compositionRoot.ts';
import { readConfig } from '../../adapters/config.ts';
import { TestBrowser, formsOf } from '../../test/support/TestBrowser.ts';
import { RubinProcess } from './rubinProcess.ts';

/** The booking-system simulator's answer time, as a real upstream's (bench/run.ts takes the same). */
export const RUBIN_LATENCY_MS = Number(process.env.BENCH_RUBIN_LATENCY_MS ?? 20);
const DEMO_SEED = Number(process.env.DEMO_SEED ?? 1);
const POSTGRES_PORT = 55497;

export interface OperatorPortal {
  readonly portal: Portal;
  /** The booking-system simulator's process, which seeded the database before the portal started. */
  readonly rubin: RubinProcess;
  /** Every account of the data set (the portal's user id) with its number of booths, as the simulator serves them. */
  readonly boothsPerAccount: readonly (readonly [string, number])[];
  /** How long the seed of the operator data set into the empty database took, in its own process. */
  readonly seedMs: number;
  /** How long the start took, the seed included. */
  readonly startMs: number;
  stop(): Promise<void>;
}

/**
 * The portal in this process on a fresh embedded PostgreSQL in a temporary folder, and the booking-system simulator
 * at RUBIN_LATENCY_MS in a process of its own (rubinProcess.ts), which first seeds the folder with the operator data
 * set (DEMO_SCALE=operator, DEMO_SEED) and then serves the same data set: the portal finds the database seeded and
 * reaches the simulator as it would a real Rubin, so this process's heap and resident set are the portal's own.
 * The scheduled reminders and digest are off (the bench runs them itself) and so is /metrics, whose fixed port may
 * be taken on a shared machine.
 */
export async function startOperatorPortal(onSeeded: (seedMs: number) => void): Promise<OperatorPortal> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'oneshop-bench-scale-'));
  const started = performance.now();
  let rubin: RubinProcess | undefined;
  try {
    const serving = await RubinProcess.start({
      dataDir,
      seed: DEMO_SEED,
      latencyMs: RUBIN_LATENCY_MS,
      postgresPort: POSTGRES_PORT,
      onSeeded,
    });
    rubin = serving.rubin;
    const config = {
      ...readConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        RUBIN_URL: serving.url,
        RUBIN_USER: 'portal',
        RUBIN_PASSWORD: 'portal',
        DEMO_DATA: 'true',
        DEMO_SCALE: 'operator',
        DEMO_SEED: String(DEMO_SEED),
        EMBEDDED_POSTGRES_PORT: String(POSTGRES_PORT),
        REMINDERS: 'false',
        METRICS: 'false',
      }),
      port: 0,
    };
    const portal = await startPortal(config, { logger: pino({ level: 'silent' }) });
    const running = rubin;
    return {
      portal,
      rubin: running,
      boothsPerAccount: serving.boothsPerAccount,
      seedMs: serving.seedMs,
      startMs: performance.now() - started,
      stop: async () => {
        await portal.stop();
        await running.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rubin?.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
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
