import { ContainerModule } from 'inversify';
import { MailerToken, MailQueueToken, type Mailer, type MailQueue } from '../../application/ports/Mail.ts';
import type { PortalJobs } from '../jobs/portalJobs.ts';
import type { PortalModule } from './PortalModule.ts';

/** The Mailer and the MailQueue ports on the running background jobs (pg-boss, adapters/jobs/portalJobs.ts). */
export function mailModule(jobs: PortalJobs): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options.bind<Mailer>(MailerToken).toConstantValue(jobs.mailer);
      options.bind<MailQueue>(MailQueueToken).toConstantValue(jobs.mailQueue);
    }),
  };
}
