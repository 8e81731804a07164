import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { keyedCounter, keyedTimings } from './keyedSeries.ts';

/**
 * The portal's Prometheus metrics (prom-client), in one registry of this process. Counters are written where
 * things happen (HTTP requests, Rubin calls, cache lookups, mails); gauges are read from the running portal's
 * components when scraped (watchPortal). Served only by serveMetrics, on a port of its own, never by the app.
 */
export const metricsRegistry = new Registry();

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A count `<name>s_total` and a latency histogram `<name>_duration_seconds` of one kind of event, with the same labels. */
function timedEvents<L extends string>(name: string, what: string, labelNames: readonly L[]) {
  const timings = keyedTimings(metricsRegistry, { name, what, labelNames, buckets: seconds });
  return (labels: Record<L, string>, durationSeconds: number) => timings.observe(labels, durationSeconds);
}

const httpRequest = timedEvents('portal_http_request', 'HTTP requests answered, by method, route template and status', [
  'method',
  'route',
  'status',
]);
const rubinCall = timedEvents(
  'portal_rubin_call',
  'Calls to the booking system (Rubin) including their retries, by operation and outcome (ok, not_found, http_error, timeout, network_error, circuit_open)',
  ['operation', 'outcome'],
);
const cacheLookupsTotal = keyedCounter(metricsRegistry, {
  name: 'portal_cache_lookups_total',
  help: 'Lookups in the in-process caches, by cache and result (hit, miss).',
  labelNames: ['cache', 'result'] as const,
});
const mails = new Counter({
  name: 'portal_mails_total',
  help: 'Mails handed to the mail server (or the outbox), by outcome (sent, failed: the attempt failed and is retried or kept as failed job).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
const clientErrors = new Counter({
  name: 'portal_client_errors_total',
  help: 'Error reports of the browser UI received at POST /api/client-errors (accepted, rate_limited).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

/** What the scrape reads from the running portal (the latest portal started in this process). */
export interface PortalGauges {
  /** The Rubin client's circuit breaker. */
  breaker(): 'closed' | 'open' | 'half-open';
  /** The database pool of the application (MikroORM's pg pool). */
  databasePool(): Promise<{ max: number; total: number; idle: number; waiting: number }>;
  /** Jobs in pg-boss by queue and state (created, retry, active, failed, ...). */
  jobs(): Promise<Array<{ queue: string; state: string; count: number }>>;
}

const watched: PortalGauges[] = [];
const latest = () => watched.at(-1);

new Gauge({
  name: 'portal_rubin_breaker_state',
  help: 'State of the circuit breaker in front of the booking system: 1 for the current state (closed, half-open, open), 0 for the others.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const portal = latest();
    this.reset();
    if (!portal) return;
    const current = portal.breaker();
    for (const state of ['closed', 'half-open', 'open'] as const) this.set({ state }, state === current ? 1 : 0);
  },
});
new Gauge({
  name: 'portal_db_pool_connections',
  help: 'Connections of the application database pool: max (configured), total (open), idle, waiting (requests waiting for one).',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  async collect() {
    const portal = latest();
    this.reset();
    if (!portal) return;
    const pool = await portal.databasePool().catch(() => undefined);
    if (!pool) return;
    for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
  },
});
new Gauge({
  name: 'portal_jobs',
  help: 'Jobs in the pg-boss queues by queue and state: created and retry are waiting (the queue depth), failed ran out of retries.',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    const portal = latest();
    this.reset();
    if (!portal) return;
    const rows = await portal.jobs().catch(() => []);
    for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count);
  },
});

let processMetrics = false;

/** Lets the scrape read this portal's gauges until the returned function is called (at stop). */
export function watchPortal(gauges: PortalGauges): () => void {
  if (!processMetrics) {
    processMetrics = true;
    collectDefaultMetrics({ register: metricsRegistry });
  }
  watched.push(gauges);
  return () => {
    const index = watched.indexOf(gauges);
    if (index >= 0) watched.splice(index, 1);
  };
}

/** A finished HTTP request (accessLog's observer). */
/** One answered request, as the access log and the request metrics see it. */
export interface RequestRecord {
  method: string;
  /** The route template (e.g. /api/exhibitor/booths/{regiNr}), never the path with its ids. */
  route: string;
  status: number;
  durationMs: number;
  userId?: string;
}

export function recordRequest(record: RequestRecord): void {
  httpRequest({ method: record.method, route: record.route, status: String(record.status) }, record.durationMs / 1000);
}

export type RubinCallOutcome = 'ok' | 'not_found' | 'http_error' | 'timeout' | 'network_error' | 'circuit_open';

/** One call to Rubin through its policy (retries included). */
export function recordRubinCall(operation: string, outcome: RubinCallOutcome, durationSeconds: number): void {
  rubinCall({ operation, outcome }, durationSeconds);
}

/**
 * One lookup in an in-process cache: `hit` when the kept value answered, otherwise a miss (loaded).
 * `cache` is a short fixed name (e.g. 'fairs', 'users', 'home-view'), never a key.
 */
export function countCacheLookup(cache: string, hit: boolean): void {
  cacheLookupsTotal.inc({ cache, result: hit ? 'hit' : 'miss' });
}

/** One attempt to send a mail. */
export function countMail(outcome: 'sent' | 'failed'): void {
  mails.inc({ outcome });
}

/** The lookup counter of one named cache, for the caches' `onLookup` option. */
export const cacheLookups = (cache: string) => (hit: boolean) => countCacheLookup(cache, hit);

/** One error report of the browser UI. */
export function countClientError(result: 'accepted' | 'rate_limited'): void {
  clientErrors.inc({ result });
}

export interface MetricsServer {
  /** e.g. http://127.0.0.1:9464/metrics */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * GET /metrics in the Prometheus text format on a port of its own (loopback by default), apart from the
 * portal's public port; with a token, only with `Authorization: Bearer <token>`.
 */
export async function serveMetrics(options: { port: number; host: string; token?: string }): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
      response
        .writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer' })
        .end('Unauthorized\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) =>
        response.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end(`metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/metrics`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
