import { ContainerModule, type Container } from 'inversify';
import { AdminAnnouncements } from '../../application/admin/AdminAnnouncements.ts';
import { CockpitBoothsToken, type CockpitBooths } from '../../application/admin/cockpitBooths.ts';
import { AdminFairsToken, type AdminFairs } from '../../application/ports/AdminFairs.ts';
import {
  AnnouncementAccountsToken,
  AnnouncementJobsToken,
  AnnouncementsToken,
  type AnnouncementAccounts,
  type AnnouncementJobs,
  type Announcements,
} from '../../application/ports/Announcements.ts';
import { BoothTeamsToken, type BoothTeams } from '../../application/ports/BoothTeams.ts';
import type { Clock } from '../../application/ports/Clock.ts';
import type { Logger } from '../../application/ports/Logger.ts';
import { adminAnnouncementRoutes } from '../http/routes/admin/announcements.ts';
import { PgBossAnnouncementJobs, workAnnouncements } from '../jobs/announcementJobs.ts';
import type { PortalJobs } from '../jobs/portalJobs.ts';
import type { Orm } from '../persistence/orm.ts';
import { PostgresAnnouncements } from '../persistence/PostgresAnnouncements.ts';
import { nativePool } from '../persistence/PreparedReads.ts';
import { mailQueueAtEnqueue } from './exhibitor.ts';
import type { PortalModule } from './PortalModule.ts';

export const AdminAnnouncementsToken = Symbol.for('AdminAnnouncements');

/**
 * The organiser's announcements ("Mitteilungen"): their store, the sending as a pg-boss job, the use case and its
 * routes. The recipients come from the cockpit's booths (CockpitBoothsToken, bound by the cockpit's wiring).
 */
export function adminAnnouncementsModule(orm: Orm, jobs: PortalJobs, options: { publicUrl: string }): PortalModule {
  return {
    bindings: new ContainerModule((bind) => {
      const store = new PostgresAnnouncements(orm, nativePool(orm));
      bind.bind<Announcements>(AnnouncementsToken).toConstantValue(store);
      bind.bind<AnnouncementAccounts>(AnnouncementAccountsToken).toConstantValue(store);
      bind.bind<AnnouncementJobs>(AnnouncementJobsToken).toConstantValue(new PgBossAnnouncementJobs(jobs.boss));
      bind
        .bind<AdminAnnouncements>(AdminAnnouncementsToken)
        .toDynamicValue(
          (ctx) =>
            new AdminAnnouncements({
              store: ctx.get<Announcements>(AnnouncementsToken),
              fairs: ctx.get<AdminFairs>(AdminFairsToken),
              // Asked at each use: the cockpit's wiring binds it, and a test may bind its own booths.
              cockpit: { boothsOf: (fairIdCode) => ctx.get<CockpitBooths>(CockpitBoothsToken).boothsOf(fairIdCode) },
              accounts: ctx.get<AnnouncementAccounts>(AnnouncementAccountsToken),
              teams: ctx.get<BoothTeams>(BoothTeamsToken),
              mail: mailQueueAtEnqueue(ctx),
              jobs: ctx.get<AnnouncementJobs>(AnnouncementJobsToken),
              publicUrl: options.publicUrl,
            }),
        )
        .inSingletonScope();
    }),
    routes: (container, context) => [
      adminAnnouncementRoutes(container.get<AdminAnnouncements>(AdminAnnouncementsToken), context.clock),
    ],
  };
}

/**
 * Starts this process's worker of the announcements' sendings (once the services are bound), and brings back the job
 * of an announcement whose scheduling a stopped process did not get to.
 */
export async function startAnnouncementSending(
  jobs: PortalJobs,
  container: Container,
  clock: Clock,
  logger: Logger,
): Promise<void> {
  const service = container.get<AdminAnnouncements>(AdminAnnouncementsToken);
  await workAnnouncements(jobs.boss, (id) => service.deliver(id, clock.now()), logger);
  const pending = await service.resumePending();
  if (pending > 0) logger.info('announcements still to be sent are scheduled', { pending });
}
