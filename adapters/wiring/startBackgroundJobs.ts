import path from 'node:path';
import type { Logger as PinoLogger } from 'pino';
import { DEFAULT_DIGEST_CRON, DEFAULT_REMINDERS_CRON, DEFAULT_REMINDERS_TIME_ZONE, type Config } from '../config.ts';
import { startPortalJobs, type PortalJobs } from '../jobs/portalJobs.ts';
import { writeBoothActionOn } from '../persistence/boothActions.ts';
import { configuredMailer } from './configuredMailer.ts';
import { applicationLogger } from './runtime.ts';
import type { ShutdownSequence } from './ShutdownSequence.ts';

/**
 * Background jobs on the portal's database, after its migrations: the mail queue and its worker with the
 * configured mailer. The recurring jobs need the services and are scheduled later (scheduleRecurringJobs).
 */
export async function startBackgroundJobs(
  config: Config,
  context: { projectRoot: string; databaseUrl: string; log: PinoLogger; shutdown: ShutdownSequence },
): Promise<PortalJobs> {
  const logger = applicationLogger(context.log.child({ component: 'jobs' }));
  const jobs = await startPortalJobs({
    databaseUrl: context.databaseUrl,
    logger,
    mailer: configuredMailer(config, path.resolve(context.projectRoot, config.dataDir), logger),
    ...(config.jobs?.reminders === false ? {} : { reminders: remindersTimes(config) }),
    writeAction: writeBoothActionOn,
  });
  context.shutdown.add(() => jobs.stop());
  return jobs;
}

/**
 * When the daily reminders run (REMINDERS_CRON in REMINDERS_TIMEZONE) and the weekly digest (DIGEST_CRON, same time
 * zone); every instance may run them, one at a time.
 */
function remindersTimes(config: Config): { cron: string; timeZone: string; digestCron: string } {
  return {
    cron: config.jobs?.remindersCron ?? DEFAULT_REMINDERS_CRON,
    timeZone: config.jobs?.remindersTimeZone ?? DEFAULT_REMINDERS_TIME_ZONE,
    digestCron: config.jobs?.digestCron ?? DEFAULT_DIGEST_CRON,
  };
}
