import type pg from 'pg';

/** An answer of the booking system and when it was given, ms since the epoch. */
interface StoredAnswer {
  readonly value: unknown;
  readonly storedAt: number;
}

export interface PostgresBookingAnswersOptions {
  /** A read waits at most this long for PostgreSQL, then finds nothing (Rubin is asked instead); default 300 ms. */
  readonly readTimeoutMs?: number;
  /** Written answers wait at most this long to go out together; default 50 ms. */
  readonly writeDelayMs?: number;
  /** Bound on answers waiting to be written (newer ones are dropped beyond it); default 5 000. */
  readonly maxPendingWrites?: number;
  /** Rows older than this are deleted now and then; default 24 h, the kept answers' own limit. */
  readonly keepMs?: number;
  readonly now?: () => number;
  /** Told when a read or write failed (the caller logs it), at most once a minute; default silent. */
  readonly onError?: (what: 'read' | 'write', error: unknown) => void;
}

const READ = `select key, value, (extract(epoch from stored_at) * 1000)::float8 as stored_ms
  from booking_answers where key = any($1::text[])`;
const WRITE = `insert into booking_answers as a (key, value, stored_at)
  select key, value::jsonb, to_timestamp(ms / 1000) from unnest($1::text[], $2::text[], $3::float8[]) as t(key, value, ms)
  on conflict (key) do update set value = excluded.value, stored_at = excluded.stored_at
  where a.stored_at < excluded.stored_at`;
/** The largest batch of one statement: a page of 150 booths asks a few thousand keys in one tick. */
const BATCH = 1_000;
const ERROR_EVERY_MS = 60_000;
/** Old rows are deleted after this many written batches. */
const SWEEP_EVERY = 200;

/**
 * The booking system's answers in PostgreSQL for every process and job (the rubin client's SharedAnswers). The reads
 * of one moment go out as one statement (a booth list page asks for hundreds of answers at once), the writes are
 * gathered for a few milliseconds into one upsert that never replaces a newer answer. Best effort: a slow or
 * unreachable database makes a read find nothing and drops the writes, so Rubin is asked as without it.
 */
export class PostgresBookingAnswers {
  readonly #pool: () => Promise<pg.Pool>;
  readonly #readTimeoutMs: number;
  readonly #writeDelayMs: number;
  readonly #maxPendingWrites: number;
  readonly #keepMs: number;
  readonly #now: () => number;
  readonly #onError: (what: 'read' | 'write', error: unknown) => void;
  #reads = new Map<string, Array<(answer: StoredAnswer | undefined) => void>>();
  #readScheduled = false;
  #writes = new Map<string, StoredAnswer>();
  #writeTimer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #batches = 0;

  constructor(pool: () => Promise<pg.Pool>, options: PostgresBookingAnswersOptions = {}) {
    this.#pool = pool;
    this.#readTimeoutMs = options.readTimeoutMs ?? 300;
    this.#writeDelayMs = options.writeDelayMs ?? 50;
    this.#maxPendingWrites = options.maxPendingWrites ?? 5_000;
    this.#keepMs = options.keepMs ?? 24 * 60 * 60 * 1000;
    this.#now = options.now ?? Date.now;
    const told = { read: -Infinity, write: -Infinity };
    const onError = options.onError ?? (() => undefined);
    // A database that is down fails every read of every page: one line a minute says it.
    this.#onError = (what, error) => {
      if (this.#now() - told[what] < ERROR_EVERY_MS) return;
      told[what] = this.#now();
      onError(what, error);
    };
  }

  read(key: string): Promise<StoredAnswer | undefined> {
    const pending = this.#writes.get(key);
    if (pending) return Promise.resolve(pending);
    return new Promise((resolve) => {
      const waiting = this.#reads.get(key);
      if (waiting) waiting.push(resolve);
      else this.#reads.set(key, [resolve]);
      if (!this.#readScheduled) {
        this.#readScheduled = true;
        setImmediate(() => void this.#readAll());
      }
    });
  }

  write(key: string, answer: StoredAnswer): void {
    const held = this.#writes.get(key);
    if (held && held.storedAt >= answer.storedAt) return;
    if (!held && this.#writes.size >= this.#maxPendingWrites) return;
    this.#writes.set(key, answer);
    this.#writeTimer ??= setTimeout(() => {
      this.#writeTimer = undefined;
      this.#writing = this.#writing.then(() => this.#writeAll());
    }, this.#writeDelayMs);
  }

  /** Writes what waits now (for a stop, and for tests that read the table). */
  async flush(): Promise<void> {
    clearTimeout(this.#writeTimer);
    this.#writeTimer = undefined;
    this.#writing = this.#writing.then(() => this.#writeAll());
    await this.#writing;
  }

  async #readAll(): Promise<void> {
    this.#readScheduled = false;
    const reads = this.#reads;
    this.#reads = new Map();
    const keys = [...reads.keys()];
    const found = new Map<string, StoredAnswer>();
    try {
      const pool = await this.#pool();
      const batches: Promise<void>[] = [];
      for (let at = 0; at < keys.length; at += BATCH) {
        batches.push(
          pool
            .query<{ key: string; value: unknown; stored_ms: number }>(READ, [keys.slice(at, at + BATCH)])
            .then(({ rows }) => {
              for (const row of rows) found.set(row.key, { value: row.value, storedAt: Number(row.stored_ms) });
            }),
        );
      }
      await withTimeout(Promise.all(batches), this.#readTimeoutMs);
    } catch (error) {
      this.#onError('read', error);
    }
    for (const [key, waiting] of reads) for (const resolve of waiting) resolve(found.get(key));
  }

  async #writeAll(): Promise<void> {
    // PostgreSQL's jsonb takes no NUL character: such an answer stays in its process alone.
    const writes = [...this.#writes]
      .map(([key, answer]) => [key, JSON.stringify(answer.value), answer.storedAt] as const)
      .filter(([key, json]) => !json.includes('\\u0000') && !key.includes('\u0000'));
    this.#writes = new Map();
    if (writes.length === 0) return;
    try {
      const pool = await this.#pool();
      for (let at = 0; at < writes.length; at += BATCH) {
        const batch = writes.slice(at, at + BATCH);
        await pool.query(WRITE, [
          batch.map(([key]) => key),
          batch.map(([, json]) => json),
          batch.map(([, , storedAt]) => storedAt),
        ]);
      }
      this.#batches += 1;
      if (this.#batches % SWEEP_EVERY === 0)
        await pool.query('delete from booking_answers where stored_at < to_timestamp($1::float8 / 1000)', [
          this.#now() - this.#keepMs,
        ]);
    } catch (error) {
      this.#onError('write', error);
    }
  }
}

/** The promise, or a rejection after `ms`: a read of the cache must not hold a page. */
async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  promise.catch(() => undefined);
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`booking answers not read within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
