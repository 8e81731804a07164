import type pg from 'pg';
import type { ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import type { Sessions, StoredSession } from '../../application/ports/Sessions.ts';
import type { Orm } from './orm.ts';
import { SessionEntity } from './entities.ts';
import type { PostgresChangeNotices } from './PostgresChangeNotices.ts';
import { nativePool, sessionRow } from './PreparedReads.ts';

/** Sessions and change notices of the same database: a session change is written and told in one transaction. */
type SessionNotices = Pick<ChangeNotices, 'subscribe' | 'listening'> & Partial<Pick<PostgresChangeNotices, 'notifyIn'>>;

/** How long a safe request may use a session read by an earlier one in this process. */
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 20_000;

/**
 * Server-side sessions in PostgreSQL, so any number of API processes can serve a signed-in user.
 *
 * With change notices, safe requests are served from a cache of a few seconds. Every session
 * change (save, destroy) writes or deletes the row and sends the `session` notice in ONE transaction, so
 * other processes hear of it exactly when it is committed and forget their copy; this process forgets its
 * copy before the call returns, so a logout holds at once here and within the notification delay there.
 * While the listening connection is down, the cache is bypassed (fail closed).
 */
export class PostgresSessionStore implements Sessions {
  private readonly orm: Orm;
  private readonly pool: () => Promise<pg.Pool>;
  private readonly changes: SessionNotices | undefined;
  private readonly cacheMs: number;
  private readonly cache = new Map<string, { until: number; session: StoredSession }>();
  /** Counts evictions: a read that started before one must not fill the cache with what it read. */
  private generation = 0;

  private readonly onLookup: (hit: boolean) => void;

  /** `onLookup`: told of every read a safe request may answer from the cache, a hit when it did (for the cache hit-rate metric). */
  constructor(
    orm: Orm,
    changes?: SessionNotices,
    options: { cacheMs?: number; onLookup?: (hit: boolean) => void } = {},
  ) {
    this.orm = orm;
    this.pool = nativePool(orm);
    this.changes = changes;
    this.cacheMs = options.cacheMs ?? SESSION_CACHE_MS;
    this.onLookup = options.onLookup ?? (() => undefined);
    changes?.subscribe((change) => {
      if (change.scope === 'session') this.evict(change.sessionId);
      else if (change.scope === 'catalogue') this.evict();
    });
  }

  async load(id: string, now: Date, options: { cached?: boolean } = {}): Promise<StoredSession | undefined> {
    const nowMs = now.getTime();
    const useCache = options.cached === true && this.changes?.listening === true;
    if (useCache) {
      const kept = this.cache.get(id);
      const hit = kept !== undefined && kept.until > nowMs && kept.session.expiresAt.getTime() > nowMs;
      this.onLookup(hit);
      if (hit) return kept.session;
    }
    const generation = this.generation;
    const row = await sessionRow(await this.pool(), id, nowMs);
    if (!row) return undefined;
    const session: StoredSession = { data: Object.freeze(row.data), expiresAt: new Date(row.expiresMs) };
    if (useCache && generation === this.generation && this.changes?.listening === true) {
      if (this.cache.size >= SESSION_CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(id, { until: nowMs + this.cacheMs, session });
    }
    return session;
  }

  async save(id: string, data: Record<string, unknown>, expiresAt: Date): Promise<void> {
    // The only serialisation of the session: jsonb from this text.
    await this.changeAndTell(
      id,
      'insert into sessions (id, data, expires_at) values ($1, $2::jsonb, $3) on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at',
      [id, JSON.stringify(data), expiresAt],
    );
  }

  async extend(id: string, expiresAt: Date): Promise<void> {
    // Other processes' copies expire earlier than the row: they read it again then; nothing to tell.
    const pool = await this.pool();
    await pool.query('update sessions set expires_at = $2 where id = $1', [id, expiresAt]);
    this.evict(id);
  }

  async destroy(id: string): Promise<void> {
    await this.changeAndTell(id, 'delete from sessions where id = $1', [id]);
  }

  async deleteExpired(now: Date): Promise<number> {
    return this.orm.em.fork().nativeDelete(SessionEntity, { expiresAt: { $lte: now } });
  }

  /** The write and its notice in one transaction; this process's copy is gone before and after it. */
  private async changeAndTell(id: string, sql: string, values: unknown[]): Promise<void> {
    this.evict(id);
    const client = await (await this.pool()).connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      await client.query(sql, values);
      await this.changes?.notifyIn?.(client, { scope: 'session', sessionId: id });
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError; // the connection is unusable: the pool drops it
      });
      throw error;
    } finally {
      client.release(broken);
      this.evict(id);
    }
  }

  private evict(id?: string): void {
    this.generation += 1;
    if (id === undefined) this.cache.clear();
    else this.cache.delete(id);
  }
}
