import type { Orm } from './orm.ts';
import { SessionEntity } from './entities.ts';

export interface StoredSession {
  data: Record<string, unknown>;
  expiresAt: Date;
}

export interface SessionStore {
  load(id: string, now: Date): Promise<StoredSession | undefined>;
  save(id: string, data: Record<string, unknown>, expiresAt: Date): Promise<void>;
  destroy(id: string): Promise<void>;
  deleteExpired(now: Date): Promise<number>;
}

/** Server-side sessions in PostgreSQL, so any number of API processes can serve a signed-in user. */
export class PostgresSessionStore implements SessionStore {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async load(id: string, now: Date): Promise<StoredSession | undefined> {
    // Every request reads its session: one plain query, without the unit of work around it.
    const rows = await this.orm.em
      .getConnection()
      .execute<Array<{ data: Record<string, unknown>; expires_at: Date | string }>>('select data, expires_at from sessions where id = ? and expires_at > ?', [id, now]);
    const row = rows[0];
    return row ? { data: row.data, expiresAt: new Date(row.expires_at) } : undefined;
  }

  async save(id: string, data: Record<string, unknown>, expiresAt: Date): Promise<void> {
    await this.orm.em.fork().upsert(SessionEntity, { id, data, expiresAt });
  }

  async destroy(id: string): Promise<void> {
    await this.orm.em.fork().nativeDelete(SessionEntity, { id });
  }

  async deleteExpired(now: Date): Promise<number> {
    return this.orm.em.fork().nativeDelete(SessionEntity, { expiresAt: { $lte: now } });
  }
}
