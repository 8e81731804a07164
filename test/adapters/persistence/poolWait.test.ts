import { describe, expect, it } from '@jest/globals';
import { createOrm } from '../../../adapters/persistence/orm.ts';
import { isDatabaseUnavailable } from '../../../adapters/shared/databaseErrors.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

// Reliability: a slow or stuck PostgreSQL gets a clear answer in bounded time
describe('the pool of the application database', () => {
  it('fails a query that waits too long for a connection as "database unavailable", and serves again once one is free', async () => {
    const database = await createTestDatabase();
    const orm = await createOrm({ databaseUrl: database.url, poolMax: 1, connectionWaitMs: 300 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    try {
      let taken!: () => void;
      const connectionTaken = new Promise<void>((resolve) => (taken = resolve));
      // The only connection is taken by a transaction that does not end until released.
      const holding = orm.em.fork().transactional(async (em) => {
        await em.getConnection().execute('select 1', [], 'all', em.getTransactionContext());
        taken();
        await held;
      });
      await connectionTaken;
      const started = Date.now();
      const failure = await orm.em
        .fork()
        .getConnection()
        .execute('select 2 as two')
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      release();
      await holding;
      expect(await orm.em.fork().getConnection().execute('select 3 as three')).toEqual([{ three: 3 }]);
    } finally {
      release();
      await orm.close(true);
      await database.drop();
    }
  });
});
