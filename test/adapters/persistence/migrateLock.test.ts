import { describe, expect, it } from '@jest/globals';
import { createOrm, migrate } from '../../../adapters/persistence/orm.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

// Several portal processes start against one database: the migrations' lock must be free once they are applied.
describe('migrate', () => {
  it('gives the migrations lock back, also when the migrator has used several connections of the pool', async () => {
    const database = await createTestDatabase();
    const orm = await createOrm({ databaseUrl: database.url });
    try {
      await migrate(orm);
      // Applied already: the migrator now works on two connections at once, so the pool holds more than one idle
      // connection afterwards, the one released last on top.
      const connection = orm.em.getConnection();
      const up = orm.migrator.up.bind(orm.migrator);
      orm.migrator.up = async (...args: Parameters<typeof up>) => {
        await Promise.all([connection.execute('select pg_sleep(0.05)'), connection.execute('select pg_sleep(0.1)')]);
        return up(...args);
      };
      expect(await migrate(orm)).toEqual([]);
      const held = await connection.execute<{ held: number }[]>(
        "select count(*)::int as held from pg_locks where locktype = 'advisory' and objid = 727001 and granted",
      );
      expect(held).toEqual([{ held: 0 }]);
    } finally {
      await orm.close(true);
      await database.drop();
    }
  });
});
