import type pg from 'pg';
import type { Orm } from './orm.ts';

/**
 * The hot-path reads of every warm request as named (prepared) statements on MikroORM's `pg` pool: PostgreSQL
 * parses and plans each once per connection, and no query builder formats SQL per request: these
 * reads run on every page, where planning and formatting cost more than the query.
 */
export function nativePool(orm: Orm): () => Promise<pg.Pool> {
  let pool: Promise<pg.Pool> | undefined;
  return () => (pool ??= orm.em.getConnection().getNativeClient());
}

const UNREAD_COUNT: pg.QueryConfig = {
  name: 'oneshop_unread_count',
  text: 'select count(*)::int as unread from notifications where user_id = $1 and unread',
};

/** The user's unread notifications, through the partial index notifications_unread_user_idx. */
export async function unreadCount(pool: pg.Pool, userId: string): Promise<number> {
  const result = await pool.query<{ unread: number }>({ ...UNREAD_COUNT, values: [userId] });
  return result.rows[0]?.unread ?? 0;
}

const SESSION_READ: pg.QueryConfig = {
  name: 'oneshop_session_read',
  text: 'select data, (extract(epoch from expires_at) * 1000)::float8 as expires_ms from sessions where id = $1 and expires_at > to_timestamp($2::float8 / 1000)',
};

/** A session row not yet expired at `nowMs`. */
export async function sessionRow(
  pool: pg.Pool,
  id: string,
  nowMs: number,
): Promise<{ data: Record<string, unknown>; expiresMs: number } | undefined> {
  const result = await pool.query<{ data: Record<string, unknown>; expires_ms: number }>({
    ...SESSION_READ,
    values: [id, nowMs],
  });
  const row = result.rows[0];
  return row ? { data: row.data, expiresMs: row.expires_ms } : undefined;
}
