import path from 'node:path';
import type { Logger as PinoLogger } from 'pino';
import type { Config } from '../config.ts';
import { startPortalJobs, type PortalJobs } from '../jobs/portalJobs.ts';
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
    config,
    databaseUrl: context.databaseUrl,
    logger,
    mailer: configuredMailer(config, path.resolve(context.projectRoot, config.dataDir), logger),
  });
  context.shutdown.add(() => jobs.stop());
  return jobs;
}
