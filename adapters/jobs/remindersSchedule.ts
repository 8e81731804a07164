import type PgBoss from 'pg-boss';
import type { Logger } from '../../application/ports/Logger.ts';
import { trackedHandler } from '../shared/jobHandlers.ts';

export const REMINDERS_QUEUE = 'reminders';

export interface RemindersSchedule {
  /** Cron expression, e.g. `0 6 * * *` (daily at 06:00). */
  cron: string;
  /** IANA time zone the cron expression is read in, e.g. Europe/Zurich. */
  timeZone: string;
  /** One run of the reminders use case. */
  run: () => Promise<unknown>;
  /** How often an idle reminders worker looks for a job; default 30 s (a run a day needs no haste). */
  pollingIntervalSeconds?: number;
}

/**
 * The daily reminders as a pg-boss schedule (see scheduleRun). A failed run is retried twice, 5 minutes apart; the
 * use case is idempotent anyway.
 */
export function scheduleReminders(boss: PgBoss, schedule: RemindersSchedule, logger: Logger): Promise<void> {
  return scheduleRun(boss, REMINDERS_QUEUE, schedule, logger, { retryLimit: 2, retryDelay: 300 });
}

/**
 * A recurring run of a use case as a pg-boss schedule. Safe with several instances: the schedule is one row per
 * name, pg-boss creates one job per cron slot across all instances, and the queue's singleton policy lets only one
 * run be active at a time; a run that throws is retried as `retry` says.
 */
export async function scheduleRun(
  boss: PgBoss,
  queue: string,
  schedule: RemindersSchedule,
  logger: Logger,
  retry: { retryLimit: number; retryDelay: number },
): Promise<void> {
  const options = { name: queue, policy: 'singleton' as const, ...retry, expireInSeconds: 60 * 60 };
  await boss.createQueue(queue, options);
  await boss.work(
    queue,
    { batchSize: 1, pollingIntervalSeconds: schedule.pollingIntervalSeconds ?? 30 },
    trackedHandler(boss, async (jobs: PgBoss.Job[]) => {
      for (const job of jobs) {
        const started = Date.now();
        try {
          const summary = await schedule.run();
          logger.info(`${queue} run finished`, { jobId: job.id, ms: Date.now() - started, summary });
        } catch (error) {
          logger.error(`${queue} run failed`, {
            jobId: job.id,
            reason: error instanceof Error ? error.message : String(error),
          });
          throw error;
        }
      }
    }),
  );
  await boss.schedule(queue, schedule.cron, {}, { tz: schedule.timeZone });
}
