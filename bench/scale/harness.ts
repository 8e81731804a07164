import pg from 'pg';
import type { RubinProcess } from './rubinProcess.ts';

/**
 * SQL statements sent by this process (the portal's pool, its listening connection and pg-boss alike), counted by
 * patching `pg.Client.prototype.query` as bench/run.ts does: the background work's few polls fall into a
 * measurement's count too, so each count is an upper bound.
 */
let statements = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (clientQuery as (...given: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

/**
 * This process's largest resident set so far, in MB (the kernel's high-water mark, not a sample): the portal's, the
 * bench's few requests beside it; the simulator and the seed run in a process of their own.
 */
export function maxRssMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}

/** A line of progress on stderr, so that stdout keeps only the table and the scale line. */
export function progress(message: string): void {
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/** One row of the table: a path at one size. Times in ms; `note` says how a figure came about when not plainly. */
export interface Row {
  readonly path: string;
  readonly size: number;
  /** What `size` counts (booths, items, events, accounts). */
  readonly unit: string;
  readonly p50Ms: number | undefined;
  readonly p99Ms: number | undefined;
  readonly samples: number;
  /** Booking-system calls and SQL statements per sample. */
  readonly rubinCalls: number | undefined;
  readonly sqlStatements: number | undefined;
  readonly rssMb: number | undefined;
  /** The most booking-system calls in flight at once during the samples. */
  readonly rubinMaxInFlight: number | undefined;
  readonly note?: string;
}

/** The counts a stretch of work caused: time of each sample, booking-system calls and SQL statements in all. */
export interface Counted<T> {
  readonly timesMs: number[];
  readonly rubinCalls: number;
  readonly sqlStatements: number;
  readonly byRoute: Readonly<Record<string, number>>;
  readonly maxInFlight: number;
  readonly last: T;
}

let maxInFlightSeen = 0;
let simulator: Pick<RubinProcess, 'stats' | 'resetStats'> | undefined;

/** The booking-system simulator whose counts `counted` reads (its own process, see rubinProcess.ts). */
export function countRubinCallsAt(counting: Pick<RubinProcess, 'stats' | 'resetStats'>): void {
  simulator = counting;
}

/** The most booking-system calls in flight at once in any measurement so far. */
export function rubinMaxInFlight(): number {
  return maxInFlightSeen;
}

/**
 * Runs `sample` `times` times one after the other, timing each, with the calls and statements of them all. The
 * simulator's statistics are reset first, so that its maximum in flight is this measurement's.
 */
export async function counted<T>(times: number, sample: (index: number) => Promise<T>): Promise<Counted<T>> {
  if (!simulator) throw new Error('countRubinCallsAt was not called');
  await simulator.resetStats();
  const before = await simulator.stats();
  const statementsBefore = statements;
  const timesMs: number[] = [];
  let last: T | undefined;
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    last = await sample(index);
    timesMs.push(performance.now() - started);
  }
  const after = await simulator.stats();
  maxInFlightSeen = Math.max(maxInFlightSeen, after.maxInFlight);
  const byRoute = Object.fromEntries(
    Object.entries(after.byRoute)
      .map(([route, count]) => [route, count - (before.byRoute[route] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
  return {
    timesMs,
    rubinCalls: after.total - before.total,
    sqlStatements: statements - statementsBefore,
    byRoute,
    maxInFlight: after.maxInFlight,
    last: last as T,
  };
}

/** A table row from counted samples: the calls and statements per sample. */
export function rowOf(path: string, size: number, unit: string, measured: Counted<unknown>, note?: string): Row {
  const samples = measured.timesMs.length;
  return {
    path,
    size,
    unit,
    p50Ms: percentile(measured.timesMs, 0.5),
    p99Ms: percentile(measured.timesMs, 0.99),
    samples,
    rubinCalls: measured.rubinCalls / samples,
    sqlStatements: measured.sqlStatements / samples,
    rssMb: maxRssMb(),
    rubinMaxInFlight: measured.maxInFlight,
    ...(note ? { note } : {}),
  };
}

/** The booking-system routes by calls, most first, e.g. `/booth/:regiNr 150, /fairs 1`. */
export function routesText(byRoute: Readonly<Record<string, number>>): string {
  return Object.entries(byRoute)
    .sort(([, a], [, b]) => b - a)
    .map(([route, count]) => `${route} ${count}`)
    .join(', ');
}
