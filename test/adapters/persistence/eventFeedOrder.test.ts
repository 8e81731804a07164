import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { PostgresDomainEvents } from '../../../adapters/persistence/PostgresDomainEvents.ts';
import { nativePool } from '../../../adapters/persistence/PreparedReads.ts';
import { EventFeed } from '../../../application/shared/EventFeed.ts';
import type { WriterCommand, WriterReport } from '../../support/eventWriterProcess.ts';
import { useMigratedDatabase } from '../../support/migratedDatabase.ts';

// Beyond the spec (DESIGN "Events"): a service that follows the feed's `next` receives every event exactly once
// and in commit order, whatever page size it asks for, while two portal processes write events in transactions
// that overlap. A sequence number alone is not commit order: a reader that paged past a number still in flight
// would never see it. The schedule asks to commit any transaction whose events are written; with the outbox's
// order lock only the one holding it has written, so commits come in number order, and without the lock they
// would come in any order, which this test then catches.

let databaseUrl = '';
const database = useMigratedDatabase(async (orm) => {
  databaseUrl = orm.config.get('clientUrl') ?? '';
});

/** A writer process and the reports it sent, each awaited by a condition (never a sleep). */
class WriterProcess {
  readonly #child: ChildProcess;
  readonly #reports: WriterReport[] = [];
  readonly #waiting: Array<() => void> = [];

  constructor(url: string) {
    this.#child = fork(path.resolve(import.meta.dirname, '../../support/eventWriterProcess.ts'), {
      execPath: process.execPath,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, EVENT_WRITER_DATABASE_URL: url },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.#child.on('message', (report: WriterReport) => {
      this.#reports.push(report);
      for (const wake of this.#waiting.splice(0)) wake();
    });
  }

  send(command: WriterCommand): void {
    this.#child.send(command);
  }

  has(op: WriterReport['op'], transaction?: number): boolean {
    const failed = this.#reports.find((report) => report.op === 'failed');
    if (failed?.op === 'failed') throw new Error(`writer failed: ${failed.message}`);
    return this.#reports.some((report) => report.op === op && report.transaction === transaction);
  }

  /** Resolves once `condition` holds, re-checked after every report. */
  async until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise<void>((wake) => this.#waiting.push(wake));
  }

  async stop(): Promise<void> {
    if (this.#child.exitCode !== null || !this.#child.connected) return;
    const exited = new Promise((resolve) => this.#child.once('exit', resolve));
    this.send({ op: 'stop' });
    await exited;
  }
}

let writers: WriterProcess[] = [];

beforeAll(async () => {
  writers = [new WriterProcess(databaseUrl), new WriterProcess(databaseUrl)];
  await Promise.all(writers.map((writer) => writer.until(() => writer.has('ready'))));
}, 120_000);

// Stopped before the database is dropped (the hooks of useMigratedDatabase were declared first).
afterAll(async () => {
  await Promise.all(writers.map((writer) => writer.stop()));
});

type Step =
  | { readonly kind: 'open'; readonly writer: 0 | 1; readonly count: number }
  | { readonly kind: 'commit'; readonly pick: number }
  | { readonly kind: 'read'; readonly limit: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('open' as const),
    writer: fc.constantFrom(0 as const, 1 as const),
    count: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('commit' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('read' as const), limit: fc.integer({ min: 1, max: 7 }) }),
);

/** Transactions left open at once: each holds a connection of its writer. */
const MOST_OPEN = 6;

interface Transaction {
  readonly id: number;
  readonly writer: WriterProcess;
  readonly markers: readonly string[];
}

let nextTransaction = 0;
let nextRun = 0;

test('a reader following next gets every committed event once, in commit order, with any page size, while two processes write', async () => {
  const feed = new EventFeed(new PostgresDomainEvents(nativePool(database.orm())));
  const pool = await nativePool(database.orm())();

  await fc.assert(
    fc.asyncProperty(
      fc.array(step, { minLength: 4, maxLength: 30 }),
      fc.integer({ min: 1, max: 9 }),
      async (steps, lastLimit) => {
        const run = `run${nextRun++}`;
        const start = (
          await pool.query<{ top: string }>('select coalesce(max(seq), 0)::text as top from domain_events')
        ).rows[0].top;
        let cursor = start;
        const read: string[] = [];
        const open: Transaction[] = [];
        const committed: string[] = [];

        const page = async (limit: number) => {
          const answer = await feed.page(cursor, limit, ['fairs:read']);
          read.push(...answer.items.map((event) => event.data.fairId));
          cursor = answer.next;
          return answer.items.length;
        };
        // Commits an open transaction whose events are written (one always is: the one every other waits for).
        const commitOne = async (pick: number) => {
          await Promise.race(
            open.map((transaction) =>
              transaction.writer.until(() => transaction.writer.has('written', transaction.id)),
            ),
          );
          const ready = open.filter((transaction) => transaction.writer.has('written', transaction.id));
          const chosen = ready[pick % ready.length];
          open.splice(open.indexOf(chosen), 1);
          chosen.writer.send({ op: 'commit', transaction: chosen.id });
          await chosen.writer.until(() => chosen.writer.has('committed', chosen.id));
          committed.push(...chosen.markers);
        };

        for (const next of steps) {
          if (next.kind === 'read') await page(next.limit);
          else if (next.kind === 'commit' && open.length > 0) await commitOne(next.pick);
          else if (next.kind === 'open' && open.length < MOST_OPEN) {
            const id = nextTransaction++;
            const markers = Array.from({ length: next.count }, (_, index) => `${run}-t${id}-${index}`);
            const writer = writers[next.writer];
            open.push({ id, writer, markers });
            writer.send({ op: 'write', transaction: id, events: markers });
          }
        }
        while (open.length > 0) await commitOne(0);
        while ((await page(lastLimit)) > 0);

        // Each once, all of them, and in the order of the outbox (which is the order they committed).
        expect(new Set(read).size).toBe(read.length);
        expect([...read].sort()).toEqual([...committed].sort());
        const stored = await pool.query<{ marker: string }>(
          `select data->>'fairId' as marker from domain_events where seq > $1::bigint order by seq`,
          [start],
        );
        expect(read).toEqual(stored.rows.map((row) => row.marker));
        // A transaction's events committed together; across transactions the reader's order is the commit order.
        const firstOf = (markers: readonly string[]) => markers.map((marker) => marker.replace(/-\d+$/, ''));
        expect([...new Set(firstOf(read))]).toEqual([...new Set(firstOf(committed))]);
      },
    ),
    { numRuns: 25 },
  );
}, 300_000);
