import type PgBoss from 'pg-boss';
import type { Logger } from '../../application/ports/Logger.ts';
import { trackedHandler } from '../shared/jobHandlers.ts';

export const SESSION_CLEANUP_QUEUE = 'session-cleanup';
/** Every quarter of an hour: expired rows are never read (the query asks for unexpired ones), only kept too long. */
export const SESSION_CLEANUP_CRON = '*/15 * * * *';

/**
 * Removes expired session rows as a pg-boss schedule. Safe with several instances: the schedule is one row, pg-boss
 * makes one job per slot across all instances, and the singleton policy lets one run at a time.
 */
export async function scheduleSessionCleanup(
  boss: PgBoss,
  removeExpired: () => Promise<number>,
  logger: Logger,
  options: { cron?: string; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(SESSION_CLEANUP_QUEUE, {
    name: SESSION_CLEANUP_QUEUE,
    policy: 'singleton',
    retryLimit: 1,
    retryDelay: 60,
    expireInSeconds: 10 * 60,
  });
  await boss.work(
    SESSION_CLEANUP_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
    trackedHandler(boss, async (jobs: PgBoss.Job[]) => {
      for (const job of jobs) {
        try {
          const removed = await removeExpired();
          if (removed > 0) logger.info('expired sessions removed', { jobId: job.id, removed });
        } catch (error) {
          logger.warn('expired sessions not removed', {
            jobId: job.id,
            reason: error instanceof Error ? error.message : String(error),
          });
          throw error;
        }
      }
    }),
  );
  await boss.schedule(SESSION_CLEANUP_QUEUE, options.cron ?? SESSION_CLEANUP_CRON, {}, { tz: 'UTC' });
}
