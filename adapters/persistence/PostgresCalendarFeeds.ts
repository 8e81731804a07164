import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { CalendarFeeds } from '../../application/ports/CalendarFeeds.ts';

/** 128 random bits, written as 22 base64url characters. */
const TOKEN_BYTES = 16;

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** CalendarFeeds on the portal's PostgreSQL (table calendar_feeds: one row per user, the token's SHA-256 only). */
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

  async userOfToken(token: string): Promise<string | undefined> {
    const { rows } = await (
      await this.#pool()
    ).query<{ user_id: string }>('select user_id from calendar_feeds where token_hash = $1', [hashOf(token)]);
    return rows[0]?.user_id;
  }

  async revoke(userId: string): Promise<void> {
    await (await this.#pool()).query('delete from calendar_feeds where user_id = $1', [userId]);
  }
}
