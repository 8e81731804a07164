import type { HealthState } from '../http/HttpAppDependencies.ts';
import type { Orm } from '../persistence/orm.ts';
import type { BookingSystemHealth } from '../rubin/BookingSystemHealth.ts';

/**
 * GET /api/health: the database is asked each time (at most 800 ms, so that a database that does not
 * answer is reported within a second); Rubin is reported from the client's breaker and last observation.
 */
export async function checkHealth(orm: Orm, rubin: BookingSystemHealth): Promise<HealthState> {
  const [database, bookingSystem] = await Promise.all([
    withTimeout(databaseProbe(orm), 800, 'down' as const),
    rubin.report(),
  ]);
  return { database, bookingSystem };
}

/** One `select 1` shared by the health requests that arrive while it runs (a flood of them is one query). */
const databaseProbes = new WeakMap<Orm, Promise<'up' | 'down'>>();
function databaseProbe(orm: Orm): Promise<'up' | 'down'> {
  let probe = databaseProbes.get(orm);
  if (!probe) {
    probe = orm.em
      .getConnection()
      .execute('select 1')
      .then(
        () => 'up' as const,
        () => 'down' as const,
      )
      .finally(() => databaseProbes.delete(orm));
    databaseProbes.set(orm, probe);
  }
  return probe;
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);
}
