import type { Logger as PinoLogger } from 'pino';
import type { Config } from '../config.ts';
import type { Orm } from '../persistence/orm.ts';
import type { BookingSystemHealth } from '../rubin/BookingSystemHealth.ts';
import { serveMetrics, watchPortal } from '../shared/metrics.ts';
import type { ShutdownSequence } from './ShutdownSequence.ts';

/**
 * The portal's gauges (booking-system breaker, database pool, job queues) for the metrics, and GET /metrics on a
 * port of its own when the configuration asks for it. Answers the metrics' address, undefined when not served.
 */
export async function startMetrics(
  config: Config,
  context: { orm: Orm; rubinHealth: BookingSystemHealth; log: PinoLogger; shutdown: ShutdownSequence },
): Promise<string | undefined> {
  const { orm, log, shutdown } = context;
  const unwatch = watchPortal({
    breaker: () => context.rubinHealth.breaker(),
    databasePool: async () => {
      const pool = await orm.em.getConnection().getNativeClient();
      return {
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      };
    },
    jobs: async () => {
      const rows = await orm.em.getConnection().execute<Array<{ queue: string; state: string; count: number }>>(
        // Every queue with every state (0 included), so that an empty queue shows as 0, not as absent.
        'select q.name as queue, s.state::text as state, count(j.id)::int as count from pgboss.queue q ' +
          'cross join unnest(enum_range(null::pgboss.job_state)) as s(state) ' +
          'left join pgboss.job j on j.name = q.name and j.state = s.state group by q.name, s.state',
      );
      return rows;
    },
  });
  shutdown.add(async () => unwatch());
  if (!config.metrics) return undefined;
  try {
    const metrics = await serveMetrics(config.metrics);
    shutdown.add(() => metrics.stop());
    log.info({ url: metrics.url }, 'metrics served (Prometheus)');
    return metrics.url;
  } catch (error) {
    // e.g. a second portal on this machine: it runs without metrics rather than not at all.
    log.warn(
      { port: config.metrics.port, reason: error instanceof Error ? error.message : String(error) },
      'metrics not served: the port cannot be used (set METRICS_PORT)',
    );
    return undefined;
  }
}
