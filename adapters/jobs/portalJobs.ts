import type { Logger } from '../../application/ports/Logger.ts';
import type { Mailer } from '../../application/ports/Mail.ts';
import { countMail } from '../shared/metrics.ts';
import { startJobs, type RunningJobs } from './PgBossJobs.ts';

export interface PortalJobs extends RunningJobs {
  readonly mailer: Mailer;
  /** Starts the daily reminders when this instance runs them (after the services are bound). */
  startReminders(run: () => Promise<unknown>): Promise<void>;
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
  reminders?: { cron: string; timeZone: string };
}): Promise<PortalJobs> {
  const { logger, mailer, reminders } = options;
  const jobs = await startJobs({
    databaseUrl: options.databaseUrl,
    logger,
    mailer: countedMailer(mailer),
    ...(reminders ? { reminders: 'later' as const } : {}),
  });
  return {
    ...jobs,
    mailer,
    startReminders: async (run) => {
      if (!reminders) return;
      await jobs.scheduleReminders({ cron: reminders.cron, timeZone: reminders.timeZone, run });
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
