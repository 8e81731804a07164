import type { Logger } from '../../application/ports/Logger.ts';
import type { Mailer } from '../../application/ports/Mail.ts';
import { DEFAULT_REMINDERS_CRON, DEFAULT_REMINDERS_TIME_ZONE, type Config } from '../config.ts';
import { countMail } from '../shared/metrics.ts';
import { startJobs, type RunningJobs } from './PgBossJobs.ts';

export interface PortalJobs extends RunningJobs {
  readonly mailer: Mailer;
  /** Starts the daily reminders when the configuration asks for them (after the services are bound). */
  startReminders(run: () => Promise<unknown>): Promise<void>;
}

/**
 * The portal's background work as the configuration says: pg-boss on the portal's database with the mail worker
 * sending through `mailer`, and (later, see startReminders) the reminders schedule.
 */
export async function startPortalJobs(options: {
  config: Config;
  databaseUrl: string;
  logger: Logger;
  mailer: Mailer;
}): Promise<PortalJobs> {
  const { config, logger, mailer } = options;
  const reminders = config.jobs?.reminders ?? true;
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
      await jobs.scheduleReminders({
        cron: config.jobs?.remindersCron ?? DEFAULT_REMINDERS_CRON,
        timeZone: config.jobs?.remindersTimeZone ?? DEFAULT_REMINDERS_TIME_ZONE,
        run,
      });
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
