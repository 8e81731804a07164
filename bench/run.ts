/**
 * `npm run bench`: the signed-in home aggregate (GET /api/exhibitor/home) under load, next to a bare
 * Koa hello-world measured in the same process and run, so the figure is a ratio, not a time that
 * depends on the machine, and the CPU the servers' thread spends per request beside it. The booking-system simulator answers with 20 ms of latency, as a real
 * upstream would. Prints requests per second, p50 and p99 latency, the ratio to the baseline and
 * the Rubin calls per page view with a cold and a warm cache, for Home and for the booth page aggregate
 * (GET /api/exhibitor/booths/{regiNr}, its texts in one language as the portal's page asks for them), and the gzip size of the JavaScript the first exhibitor page loads
 * when web/dist is built. Loopback only.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Koa from 'koa';
import pg from 'pg';
import { pino } from 'pino';
import { startPortal, type Portal } from '../adapters/compositionRoot.ts';
import { readConfig } from '../adapters/config.ts';
import { TestBrowser, formsOf } from '../test/support/TestBrowser.ts';
import { firstLoadJavaScript } from './firstLoad.ts';
import { demo } from '../test/support/demo.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Each target's DURATION_SECONDS is measured in this many slices, taken in turn (hello-world, home, booth
 * page, hello-world, ...), so that a load the rest of a busy machine puts on or takes off falls on all three
 * alike and the ratios stay comparable.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** What the portal's requests send, as every browser does: the views are then answered with their gzip copy. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const RUBIN_LATENCY_MS = Number(process.env.BENCH_RUBIN_LATENCY_MS ?? 20);
/** A confirmed booth of aussteller@demo.test with tasks, costs and documents: the heaviest page of the demo. */
const BENCH_BOOTH = process.env.BENCH_BOOTH ?? '100101';

/**
 * SQL statements sent by this process (the portal's pool, its listening connection and pg-boss alike): every
 * `pg` client query is counted, so queries per request is the count over a run divided by its requests (the
 * background jobs' few polls fall into it too, so the figure is an upper bound).
 */
let queries = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  queries += 1;
  return (clientQuery as (...given: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

interface Measured {
  requestsPerSecond: number;
  /**
   * CPU time of the servers' thread (this process's main thread; the load runs in a worker) per request, in µs:
   * steadier than requests per second on a machine whose other work comes and goes.
   */
  cpuMicrosPerRequest: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  // The load runs in a worker thread, so the client does not take the event loop of the server it measures.
  const cpuBefore = process.threadCpuUsage();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS / ROUNDS,
    headers,
    workers: 1,
  });
  const cpu = process.threadCpuUsage(cpuBefore);
  return {
    requestsPerSecond: result.requests.average,
    cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(result.requests.total, 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

async function helloWorld(): Promise<{ url: string; server: Server }> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { hello: 'world' };
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

async function signIn(portal: Portal, email: string): Promise<string> {
  const browser = new TestBrowser();
  const shown = await browser.follow(new URL('/', portal.url), `${portal.url}/oidc-callback`);
  const [form] = formsOf(await shown.response!.text());
  const posted = await browser.request(new URL(form.action, shown.url), { form: { login: email, password: 'demo' } });
  await browser.follow(new URL(posted.headers.get('location')!, shown.url), `${portal.url}/never`);
  const sid = browser.cookie('oneshop.sid');
  if (!sid) throw new Error('sign-in failed');
  return `oneshop.sid=${sid}`;
}

/** Booking-system calls of the first (cold) view of a page, in all and per Rubin route; it must answer 200. */
async function coldCalls(portal: Portal, url: string, cookie: string): Promise<string> {
  const simulator = portal.simulator!;
  simulator.resetStats();
  const first = await fetch(url, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
  await first.arrayBuffer();
  const { total, byRoute } = simulator.stats();
  const routes = Object.entries(byRoute)
    .sort(([, a], [, b]) => b - a)
    .map(([route, count]) => `${route} ${count}`);
  return `${total} (${routes.join(', ')})`;
}

/** A measured run with the SQL queries and booking-system calls it caused. */
interface Counted extends Measured {
  queriesPerRequest: number;
  rubinCallsPerView: number;
}

/** One slice of a target, with the queries and booking-system calls it caused. */
async function counted(portal: Portal, url: string, headers: Record<string, string>): Promise<Counted> {
  const simulator = portal.simulator!;
  const queriesBefore = queries;
  const callsBefore = simulator.stats().total;
  const measured = await load(url, headers);
  const requests = Math.max(measured.total, 1);
  return {
    ...measured,
    queriesPerRequest: (queries - queriesBefore) / requests,
    rubinCallsPerView: (simulator.stats().total - callsBefore) / requests,
  };
}

/**
 * The slices of one target as one figure: requests per second and the counts per request over all slices,
 * p50 the median of the slices' p50, p99 the worst slice's p99.
 */
function combined<T extends Measured>(slices: readonly T[]): T {
  const total = slices.reduce((sum, slice) => sum + slice.total, 0);
  const perRequest = (key: 'queriesPerRequest' | 'rubinCallsPerView') =>
    slices.reduce((sum, slice) => sum + ((slice as Partial<Counted>)[key] ?? 0) * slice.total, 0) / Math.max(total, 1);
  const p50s = slices.map((slice) => slice.p50).sort((a, b) => a - b);
  return {
    ...slices[0],
    requestsPerSecond: slices.reduce((sum, slice) => sum + slice.requestsPerSecond, 0) / slices.length,
    cpuMicrosPerRequest:
      slices.reduce((sum, slice) => sum + slice.cpuMicrosPerRequest * slice.total, 0) / Math.max(total, 1),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...slices.map((slice) => slice.p99)),
    non2xx: slices.reduce((sum, slice) => sum + slice.non2xx, 0),
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
    total,
    ...('queriesPerRequest' in slices[0]
      ? { queriesPerRequest: perRequest('queriesPerRequest'), rubinCallsPerView: perRequest('rubinCallsPerView') }
      : {}),
  };
}

/** The view's size on the wire without and with gzip. */
async function bodyBytes(url: string, cookie: string): Promise<string> {
  const size = (encoding: string) =>
    new Promise<number>((resolve, reject) => {
      request(url, { headers: { cookie, 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
        .on('error', reject)
        .end();
    });
  return `${await size('identity')}/${await size('gzip')}`;
}

function row(name: string, measured: Measured | Counted, baseline?: Measured): string {
  const ratio = baseline ? (measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(2) : '1.00';
  const cpuRatio = baseline ? (baseline.cpuMicrosPerRequest / measured.cpuMicrosPerRequest).toFixed(2) : '1.00';
  const counts =
    'queriesPerRequest' in measured
      ? `   queries/request ${measured.queriesPerRequest.toFixed(3)}   Rubin calls/view ${measured.rubinCallsPerView.toFixed(3)}`
      : '';
  return `${name.padEnd(40)} ${measured.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(measured.p50).padStart(4)} ms   p99 ${String(measured.p99).padStart(4)} ms   ratio ${ratio}   CPU ${measured.cpuMicrosPerRequest.toFixed(1)} µs/request (ratio ${cpuRatio})${counts}   non-2xx ${measured.non2xx}, errors ${measured.errors}`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'oneshop-bench-'));
  const config = {
    ...readConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RUBIN_MOCK: 'true',
      DEMO_DATA: 'true',
      PROGRESS_CRON: 'off',
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
  const portal = await startPortal(config, { logger: pino({ level: 'silent' }) });
  const baseline = await helloWorld();
  try {
    const cookie = await signIn(portal, 'aussteller@demo.test');
    const homeUrl = `${portal.url}/api/exhibitor/home`;

    // Another user's booth page with nothing of theirs kept: what a booth page costs on its own.
    const dealerCookie = await signIn(portal, 'haendler@demo.test');
    const lonelyCold = await coldCalls(
      portal,
      `${portal.url}/api/exhibitor/booths/${demo.booths.lucConfirmedHab.regiNr}`,
      dealerCookie,
    );
    // The same from a link in a mail, whose address names the booth's fair, as the browser passes it on.
    const linked = demo.booths.emilyConfirmedGas;
    const linkedCold = await coldCalls(
      portal,
      `${portal.url}/api/exhibitor/booths/${linked.regiNr}?fair=${linked.fairIdCode}`,
      await signIn(portal, 'mitaussteller@demo.test'),
    );
    const homeCold = await coldCalls(portal, homeUrl, cookie);
    // Home as the browser loads it: the cards, then their progress (the deadlines across the booths).
    const progressCold = await coldCalls(portal, `${portal.url}/api/exhibitor/deadlines?language=de`, cookie);
    const boothUrl = `${portal.url}/api/exhibitor/booths/${BENCH_BOOTH}?language=de&texts=language`;
    const boothCold = await coldCalls(portal, boothUrl, cookie);

    // Warm up both servers briefly so that neither pays for JIT compilation in the measurement.
    await autocannon({ url: baseline.url, connections: 10, amount: 2000 });
    await autocannon({ url: homeUrl, connections: 10, amount: 500, headers: { cookie } });
    await autocannon({ url: boothUrl, connections: 10, amount: 300, headers: { cookie } });

    const headers = { cookie, 'accept-encoding': ACCEPT_ENCODING };
    const slices = { base: [] as Measured[], home: [] as Counted[], booth: [] as Counted[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      slices.base.push(await load(baseline.url, { 'accept-encoding': ACCEPT_ENCODING }));
      slices.home.push(await counted(portal, homeUrl, headers));
      slices.booth.push(await counted(portal, boothUrl, headers));
    }
    const base = combined(slices.base);
    const home = combined(slices.home);
    const booth = combined(slices.booth);
    const sizes = `${await bodyBytes(homeUrl, cookie)} home, ${await bodyBytes(boothUrl, cookie)} booth page`;
    const bundle = firstLoadJavaScript(path.resolve(import.meta.dirname, '../web/dist'));

    process.stdout.write(
      [
        '',
        `Load: ${CONNECTIONS} connections sending Accept-Encoding: ${ACCEPT_ENCODING}, ${DURATION_SECONDS} s each in ${ROUNDS} slices taken in turn (p50: median slice, p99: worst slice); booking-system simulator latency ${RUBIN_LATENCY_MS} ms; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
        row('baseline: Koa hello-world', base),
        row('GET /api/exhibitor/home (warm)', home, base),
        row(`GET /api/exhibitor/booths/${BENCH_BOOTH} (warm)`, booth, base),
        `Body bytes per view (plain/gzip): ${sizes}`,
        `Rubin calls per page view: home cold ${homeCold}, warm ${home.rubinCallsPerView.toFixed(3)}; booth page cold ${boothCold}, warm ${booth.rubinCallsPerView.toFixed(3)}`,
        `  (home's booth progress, GET /api/exhibitor/deadlines, cold after home: ${progressCold}; the booth page cold above follows both, as in the browser; a booth page with nothing of its user kept: ${lonelyCold}; the same with its fair named, as the browser asks: ${linkedCold})`,
        bundle
          ? `First exhibitor page load: ${bundle.files.length} JavaScript files, ${(bundle.gzipBytes / 1024).toFixed(1)} KB gzip (${(bundle.rawBytes / 1024).toFixed(1)} KB raw); budget 120 KB gzip`
          : 'First exhibitor page load: web/dist is not built (npm run build:web)',
        `Targets: home and booth page ratio >= 0.5 of the baseline with p99 < 50 ms (CPU ratio: the baseline's CPU per request over the view's)`,
        `home ratio: ${(home.requestsPerSecond / base.requestsPerSecond).toFixed(2)}, booth page ratio: ${(booth.requestsPerSecond / base.requestsPerSecond).toFixed(2)}`,
        '',
      ].join('\n'),
    );
  } finally {
    baseline.server.close();
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
