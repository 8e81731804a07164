import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Change, ChangeNotices } from '../../application/ports/ChangeNotices.ts';

/** The one channel every portal process LISTENs on. */
export const CHANGE_CHANNEL = 'oneshop_changes';

/** What a process needs to publish: a query on the pool or on a transaction's connection. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

interface Wire {
  /** scope */
  s: Change['scope'];
  /** the user or session id */
  k?: string;
  /** the publishing process, which told its own listeners already */
  o: string;
}

function toWire(change: Change, origin: string): string {
  const key = change.scope === 'user' ? change.userId : change.scope === 'session' ? change.sessionId : undefined;
  return JSON.stringify({ s: change.scope, ...(key === undefined ? {} : { k: key }), o: origin } satisfies Wire);
}

function fromWire(payload: string | undefined): { change: Change; origin: string } | undefined {
  try {
    const wire = JSON.parse(payload ?? '') as Partial<Wire>;
    if (typeof wire.o !== 'string') return undefined;
    if (wire.s === 'catalogue') return { change: { scope: 'catalogue' }, origin: wire.o };
    if (typeof wire.k !== 'string') return undefined;
    if (wire.s === 'user') return { change: { scope: 'user', userId: wire.k }, origin: wire.o };
    if (wire.s === 'session') return { change: { scope: 'session', sessionId: wire.k }, origin: wire.o };
  } catch {
    // not ours
  }
  return undefined;
}

export interface PostgresChangeNoticesOptions {
  /** The database the LISTEN connection opens (the portal's own). */
  connectionString: string;
  /** The pool publications go through (MikroORM's `pg` pool). */
  pool: () => Promise<Queryable>;
  /** First wait before reconnecting; doubled per failed attempt up to `maxBackoffMs`. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * Change notices over PostgreSQL LISTEN/NOTIFY: one dedicated connection per process LISTENs on
 * CHANGE_CHANNEL; a publication is `pg_notify` on the pool (or, with `notifyIn`, on a transaction's own
 * connection, so that PostgreSQL delivers it at commit and never for a rolled-back write). The publishing
 * process tells its own listeners at once and ignores its own notice when it comes back.
 *
 * While the LISTEN connection is down `listening` is false (caches bypass themselves, fail closed); it
 * reconnects with exponential back-off, and when it is back every listener hears `catalogue` (which
 * empties every cache), since notices sent meanwhile were lost.
 */
export class PostgresChangeNotices implements ChangeNotices {
  readonly origin = randomUUID();
  private readonly options: Required<Omit<PostgresChangeNoticesOptions, 'warn'>> & {
    warn?: PostgresChangeNoticesOptions['warn'];
  };
  private readonly listeners = new Set<(change: Change) => void>();
  private client: pg.Client | undefined;
  private connected = false;
  private stopped = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  private everConnected = false;

  constructor(options: PostgresChangeNoticesOptions) {
    this.options = { initialBackoffMs: 100, maxBackoffMs: 5_000, ...options };
  }

  get listening(): boolean {
    return this.connected && !this.stopped;
  }

  /**
   * Opens the LISTEN connection; resolves once it listens (the first attempt's failure rejects, retrying goes
   * on). `warn` receives the failures (the connection lost, a notice not sent).
   */
  async start(options: { warn?: PostgresChangeNoticesOptions['warn'] } = {}): Promise<void> {
    if (options.warn) this.options.warn = options.warn;
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.connected = false;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Drops the LISTEN connection as if the network failed (tests): reconnecting follows as after a real failure. */
  interrupt(): void {
    this.client?.emit('error', new Error('interrupted'));
  }

  /**
   * After a committed write: a failure to tell the others is logged, not thrown (the write stands). When the
   * database cannot be reached, the other processes' listening connections are down too: they bypass their
   * caches and empty them when they are back.
   */
  async publish(change: Change): Promise<void> {
    this.deliver(change);
    try {
      await this.notifyIn(await this.options.pool(), change);
    } catch (error) {
      this.options.warn?.('change notices: a change could not be told to the other processes', {
        scope: change.scope,
        reason: String(error),
      });
    }
  }

  /**
   * Sends the notice on `connection` without telling this process's listeners: inside a transaction it is
   * delivered at commit. The caller evicts its own cache itself (before answering).
   */
  async notifyIn(connection: Queryable, change: Change): Promise<void> {
    await connection.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, toWire(change, this.origin)]);
  }

  subscribe(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private deliver(change: Change): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.options.warn?.('a change listener failed', { error: String(error) });
      }
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      keepAlive: true,
      application_name: 'oneshop-changes',
    });
    this.client = client;
    let failed = false;
    const lost = (error?: Error) => {
      if (failed) return;
      failed = true;
      if (this.client === client) this.client = undefined;
      this.connected = false;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (this.stopped) return;
      if (error) this.options.warn?.('change notices: the listening connection failed', { reason: error.message });
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      const notice = fromWire(message.payload);
      if (notice && notice.origin !== this.origin) this.deliver(notice.change);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    if (failed || this.stopped) return;
    this.connected = true;
    this.failures = 0;
    // Notices sent while nobody listened are lost: whatever a cache kept from before may be stale.
    if (this.everConnected) this.deliver({ scope: 'catalogue' });
    this.everConnected = true;
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retry);
    const delay = Math.min(this.options.maxBackoffMs, this.options.initialBackoffMs * 2 ** this.failures);
    this.failures += 1;
    this.retry = setTimeout(() => {
      this.connect().catch(() => undefined);
    }, delay);
    this.retry.unref();
  }
}
