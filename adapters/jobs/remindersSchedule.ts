import type PgBoss from 'pg-boss';
import type { Logger } from '../../application/ports/Logger.ts';

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
 * The daily reminders as a pg-boss schedule. Safe with several instances: the schedule is one row per name, pg-boss
 * creates one job per cron slot across all instances, and the queue's singleton policy lets only one run be
 * active at a time. A failed run is retried twice, 5 minutes apart; the use case is idempotent anyway.
 */
export async function scheduleReminders(boss: PgBoss, schedule: RemindersSchedule, logger: Logger): Promise<void> {
  const options = {
    name: REMINDERS_QUEUE,
    policy: 'singleton' as const,
    retryLimit: 2,
    retryDelay: 300,
    expireInSeconds: 60 * 60,
  };
  await boss.createQueue(REMINDERS_QUEUE, options);
  await boss.work(
    REMINDERS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: schedule.pollingIntervalSeconds ?? 30 },
    async (jobs) => {
      for (const job of jobs) {
        const started = Date.now();
        try {
          const summary = await schedule.run();
          logger.info('reminders run finished', { jobId: job.id, ms: Date.now() - started, summary });
        } catch (error) {
          logger.error('reminders run failed', {
            jobId: job.id,
            reason: error instanceof Error ? error.message : String(error),
          });
          throw error;
        }
      }
    },
  );
  await boss.schedule(REMINDERS_QUEUE, schedule.cron, {}, { tz: schedule.timeZone });
}
