import { afterAll, beforeAll } from '@jest/globals';
import { createOrm, migrate, type Orm } from '../../adapters/persistence/orm.ts';
import { createTestDatabase } from './testDatabase.ts';

/**
 * A migrated database of the test file's own, created before its tests (then `prepare` runs, e.g. a seed)
 * and dropped after them. Call at the top of the file; `orm()` is the connection once the tests run.
 */
export function useMigratedDatabase(prepare: (orm: Orm) => Promise<unknown> = async () => undefined): {
  orm: () => Orm;
} {
  let orm: Orm | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    orm = await createOrm({ databaseUrl: database.url });
    await migrate(orm);
    await prepare(orm);
  });
  afterAll(async () => {
    await orm?.close(true);
    await drop?.();
  });
  return {
    orm: () => {
      if (!orm) throw new Error('the test database is not ready: use orm() inside a test');
      return orm;
    },
  };
}
