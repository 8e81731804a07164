import type { MigrationsOptions } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { allEntities } from './entities.ts';
import { migrationsList } from './migrations/index.ts';

export type Orm = MikroORM;

export interface OrmOptions {
  databaseUrl: string;
  poolMax?: number;
  /** How long a query waits for a connection of the pool (or for a new one to open) before it fails; default 10 s. */
  connectionWaitMs?: number;
  debug?: boolean;
  /** Migrator settings over the portal's (npm run migration:create compares against a snapshot of the entities). */
  migrations?: Partial<MigrationsOptions>;
}

const DEFAULT_CONNECTION_WAIT_MS = 10_000;

/** Connects MikroORM to PostgreSQL. The schema is owned by the checked-in migrations, never auto-synced. */
export async function createOrm(options: OrmOptions): Promise<Orm> {
  return MikroORM.init({
    clientUrl: options.databaseUrl,
    entities: allEntities,
    extensions: [Migrator],
    debug: options.debug ?? false,
    pool: { min: 0, max: options.poolMax ?? 10 },
    // A wait for a connection is bounded: with the pool taken (a transaction that waits on a second connection while
    // every other one waits on it would be enough) a request fails as "database unavailable" (503) and gives its
    // connection back, instead of the process answering nothing from then on.
    driverOptions: { connectionTimeoutMillis: options.connectionWaitMs ?? DEFAULT_CONNECTION_WAIT_MS },
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
      ...options.migrations,
    },
    allowGlobalContext: false,
  });
}

/**
 * Applies the pending migrations; safe to call from several processes (PostgreSQL advisory lock). The lock belongs
 * to the session that took it, so it is taken and given back on one connection of its own, held while the migrator
 * works on others: given back on another connection of the pool, it would stay with the first one until that closed.
 */
export async function migrate(orm: Orm): Promise<string[]> {
  const client = await (await orm.em.getConnection().getNativeClient()).connect();
  try {
    await client.query('select pg_advisory_lock(727001)');
    try {
      const applied = await orm.migrator.up();
      return applied.map((migration) => migration.name);
    } finally {
      await client.query('select pg_advisory_unlock(727001)');
    }
  } finally {
    client.release();
  }
}
