import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { CalendarFeeds, KeptCalendarFile } from '../../application/ports/CalendarFeeds.ts';

/** 128 random bits, written as 22 base64url characters. */
const TOKEN_BYTES = 16;

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

interface FeedRow {
  user_id: string;
  body: string | null;
  etag: string | null;
  modified_at: Date | string | null;
  made_at: Date | string | null;
}

/**
 * CalendarFeeds on the portal's PostgreSQL (table calendar_feeds: one row per user, the token's SHA-256 only, and
 * the file last made for the address in the same row, so that every process serves it and one read finds both).
 */
export class PostgresCalendarFeeds implements CalendarFeeds {
  readonly #pool: () => Promise<pg.Pool>;

  constructor(pool: () => Promise<pg.Pool>) {
    this.#pool = pool;
  }

  async issue(userId: string, now: Date): Promise<{ token: string; createdAt: Date }> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await (
      await this.#pool()
    ).query(
      `insert into calendar_feeds (user_id, token_hash, created_at) values ($1, $2, $3)
       on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at`,
      [userId, hashOf(token), now],
    );
    return { token, createdAt: now };
  }

  async createdAtOf(userId: string): Promise<Date | undefined> {
    const { rows } = await (
      await this.#pool()
    ).query<{ created_at: Date | string }>('select created_at from calendar_feeds where user_id = $1', [userId]);
    // The ORM's driver reads timestamps as text on the shared pool.
    return rows[0] ? new Date(rows[0].created_at) : undefined;
  }

  async lookUp(token: string): Promise<{ userId: string; kept: KeptCalendarFile | undefined } | undefined> {
    const { rows } = await (
      await this.#pool()
    ).query<FeedRow>('select user_id, body, etag, modified_at, made_at from calendar_feeds where token_hash = $1', [
      hashOf(token),
    ]);
    const row = rows[0];
    if (!row) return undefined;
    const kept =
      row.etag !== null && row.modified_at !== null && row.made_at !== null
        ? { body: row.body, etag: row.etag, modifiedAt: new Date(row.modified_at), madeAt: new Date(row.made_at) }
        : undefined;
    return { userId: row.user_id, kept };
  }

  async keep(token: string, file: KeptCalendarFile & { body: string }): Promise<void> {
    await (
      await this.#pool()
    ).query('update calendar_feeds set body = $2, etag = $3, modified_at = $4, made_at = $5 where token_hash = $1', [
      hashOf(token),
      file.body,
      file.etag,
      file.modifiedAt,
      file.madeAt,
    ]);
  }

  async forget(userId?: string): Promise<void> {
    const pool = await this.#pool();
    if (userId === undefined) await pool.query('update calendar_feeds set body = null where body is not null');
    else await pool.query('update calendar_feeds set body = null where user_id = $1 and body is not null', [userId]);
  }

  keyOf(token: string): string {
    return hashOf(token);
  }

  async revoke(userId: string): Promise<void> {
    await (await this.#pool()).query('delete from calendar_feeds where user_id = $1', [userId]);
  }
}
