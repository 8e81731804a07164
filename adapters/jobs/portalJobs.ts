import type { Logger } from '../../application/ports/Logger.ts';
import type { Mailer } from '../../application/ports/Mail.ts';
import { countMail } from '../shared/metrics.ts';
import { startJobs, type RunningJobs } from './PgBossJobs.ts';
import type { BoothActionWriter } from './PgBossMailQueue.ts';
import { scheduleRun } from './remindersSchedule.ts';

export const DIGEST_QUEUE = 'weekly-digest';

export interface PortalJobs extends RunningJobs {
  readonly mailer: Mailer;
  /** Starts the daily reminders when this instance runs them (after the services are bound). */
  startReminders(run: () => Promise<unknown>): Promise<void>;
  /** Starts the weekly digest where the reminders run (after the services are bound). */
  startDigest(run: () => Promise<unknown>): Promise<void>;
}

/**
 * The portal's background work: pg-boss on the portal's database with the mail worker sending through `mailer`,
 * and (later, see startReminders) the reminders schedule, unless `reminders` is absent.
 */
export async function startPortalJobs(options: {
  databaseUrl: string;
  logger: Logger;
  mailer: Mailer;
  /** When the daily reminders run: a cron expression read in an IANA time zone. Absent: not on this instance. */
  reminders?: { cron: string; timeZone: string; digestCron: string };
  /** Writes an action on a booth with a queued mail (PgBossMailQueue). */
  writeAction?: BoothActionWriter;
}): Promise<PortalJobs> {
  const { logger, mailer, reminders } = options;
  const jobs = await startJobs({
    databaseUrl: options.databaseUrl,
    logger,
    mailer: countedMailer(mailer),
    ...(options.writeAction ? { writeAction: options.writeAction } : {}),
    ...(reminders ? { reminders: 'later' as const } : {}),
  });
  return {
    ...jobs,
    mailer,
    startReminders: async (run) => {
      if (!reminders) return;
      await jobs.scheduleReminders({ cron: reminders.cron, timeZone: reminders.timeZone, run });
    },
    startDigest: async (run) => {
      if (!reminders) return;
      // A run that left users out (booking system down) is retried three times, a quarter of an hour apart;
      // the users already mailed are not mailed again (the mail's key is per user and week).
      await scheduleRun(
        jobs.boss,
        DIGEST_QUEUE,
        { cron: reminders.digestCron, timeZone: reminders.timeZone, run },
        logger,
        {
          retryLimit: 3,
          retryDelay: 900,
        },
      );
    },
  };
}

/** The mail worker's sends, counted for the metrics (sent, failed). */
function countedMailer(mailer: Mailer): Mailer {
  return {
    send: async (mail) => {
      try {
        await mailer.send(mail);
        countMail('sent');
      } catch (error) {
        countMail('failed');
        throw error;
      }
    },
  };
}
