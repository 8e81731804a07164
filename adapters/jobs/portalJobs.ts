import path from 'node:path';
import type { Logger } from '../../application/ports/Logger.ts';
import type { Mailer } from '../../application/ports/Mail.ts';
import { DEFAULT_MAIL_FROM, DEFAULT_REMINDERS_CRON, DEFAULT_REMINDERS_TIME_ZONE, type Config } from '../config.ts';
import { countMail } from '../shared/metrics.ts';
import { OutboxMailer } from '../mail/OutboxMailer.ts';
import { SmtpMailer } from '../mail/SmtpMailer.ts';
import { startJobs, type RunningJobs } from './PgBossJobs.ts';

export interface PortalJobs extends RunningJobs {
  readonly mailer: Mailer;
  /** Starts the daily reminders when the configuration asks for them (after the services are bound). */
  startReminders(run: () => Promise<unknown>): Promise<void>;
}

/**
 * The portal's background work as the configuration says: the Mailer (SMTP, or the outbox in <dataDir>/outbox),
 * pg-boss on the portal's database with the mail worker, and (later, see startReminders) the reminders schedule.
 */
export async function startPortalJobs(options: {
  config: Config;
  dataDir: string;
  databaseUrl: string;
  logger: Logger;
}): Promise<PortalJobs> {
  const { config, logger } = options;
  const mail = config.mail ?? { kind: 'outbox', from: DEFAULT_MAIL_FROM };
  let mailer: Mailer;
  if (mail.kind === 'smtp') {
    mailer = new SmtpMailer({ url: mail.url, from: mail.from });
  } else {
    const folder = path.join(options.dataDir, 'outbox');
    mailer = new OutboxMailer({ folder, from: mail.from });
    if (config.production)
      logger.warn('SMTP_URL is not set: e-mails are written to the outbox folder, not sent', { folder });
    else logger.info('e-mails are written to the outbox folder (SMTP_URL is not set)', { folder });
  }
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
