import { ContainerModule, type Container } from 'inversify';
import { CockpitBoothsToken, type CockpitBooths } from '../../application/admin/cockpitBooths.ts';
import { CockpitBoothPreview } from '../../application/admin/CockpitBoothPreview.ts';
import { FairCockpit } from '../../application/admin/FairCockpit.ts';
import { FairProgress, refreshCurrentFairs } from '../../application/admin/FairProgress.ts';
import type { BoothPage } from '../../application/exhibitor/BoothPage.ts';
import { AdminFairsToken, type AdminFairs } from '../../application/ports/AdminFairs.ts';
import { ClockToken, type Clock } from '../../application/ports/Clock.ts';
import { DomainEventReaderToken, type DomainEventReader } from '../../application/ports/DomainEvents.ts';
import { FairProgressStoreToken, type FairProgressStore } from '../../application/ports/FairProgressStore.ts';
import { FairRegistrationsToken, type FairRegistrations } from '../../application/ports/FairRegistrations.ts';
import { FairsToken, type Fairs } from '../../application/ports/Fairs.ts';
import { LoggerToken, type Logger } from '../../application/ports/Logger.ts';
import { PortalActivityToken, type PortalActivity } from '../../application/ports/PortalActivity.ts';
import type { BoothAccess } from '../../application/shared/BoothAccess.ts';
import { adminProgressRoutes } from '../http/routes/admin/progress.ts';
import { requestFairProgress, startFairProgressJobs } from '../jobs/fairProgressSchedule.ts';
import type { PortalJobs } from '../jobs/portalJobs.ts';
import type { Orm } from '../persistence/orm.ts';
import { PostgresFairProgressStore } from '../persistence/PostgresFairProgressStore.ts';
import { nativePool } from '../persistence/PreparedReads.ts';
import { BoothPageToken } from './exhibitor.ts';
import type { PortalModule } from './PortalModule.ts';
import { BoothAccessToken } from './shared.ts';

export const FairProgressToken = Symbol.for('FairProgress');
export const FairCockpitToken = Symbol.for('FairCockpit');

/**
 * The organiser's cockpit: the progress projection in PostgreSQL, its refresh (FairProgress), the managers' and
 * services' reading of it (FairCockpit, also the announcements' choice of recipients) and its route.
 */
export function adminProgressModule(orm: Orm, jobs: Pick<PortalJobs, 'boss'>): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options
        .bind<FairProgressStore>(FairProgressStoreToken)
        .toDynamicValue(() => new PostgresFairProgressStore(nativePool(orm)))
        .inSingletonScope();
      options
        .bind<FairProgress>(FairProgressToken)
        .toDynamicValue(
          (ctx) =>
            new FairProgress({
              registrations: ctx.get<FairRegistrations>(FairRegistrationsToken),
              events: ctx.get<DomainEventReader>(DomainEventReaderToken),
              access: ctx.get<BoothAccess>(BoothAccessToken),
              boothPages: ctx.get<BoothPage>(BoothPageToken),
              store: ctx.get<FairProgressStore>(FairProgressStoreToken),
            }),
        )
        .inSingletonScope();
      options
        .bind<FairCockpit>(FairCockpitToken)
        .toDynamicValue(
          (ctx) =>
            new FairCockpit({
              progress: ctx.get<FairProgress>(FairProgressToken),
              activity: ctx.get<PortalActivity>(PortalActivityToken),
              fairs: ctx.get<AdminFairs>(AdminFairsToken),
              requestRefresh: (fairIdCode) => requestFairProgress(jobs.boss, fairIdCode),
              clock: ctx.get<Clock>(ClockToken),
            }),
        )
        .inSingletonScope();
      options.bind<CockpitBooths>(CockpitBoothsToken).toDynamicValue((ctx) => ctx.get<FairCockpit>(FairCockpitToken));
    }),
    routes: (container) => [
      adminProgressRoutes(
        container.get<FairCockpit>(FairCockpitToken),
        new CockpitBoothPreview({
          fairs: container.get<AdminFairs>(AdminFairsToken),
          store: container.get<FairProgressStore>(FairProgressStoreToken),
          access: container.get<BoothAccess>(BoothAccessToken),
          boothPages: container.get<BoothPage>(BoothPageToken),
        }),
        container.get<Clock>(ClockToken),
      ),
    ],
  };
}

/** Starts the cockpit's background work (see startFairProgressJobs); `cron` null: single fairs only. */
export function startFairProgress(jobs: PortalJobs, container: Container, cron: string | null): Promise<void> {
  const progress = container.get<FairProgress>(FairProgressToken);
  const clock = container.get<Clock>(ClockToken);
  return startFairProgressJobs(
    jobs.boss,
    {
      current: () => refreshCurrentFairs(progress, container.get<Fairs>(FairsToken), clock.now()),
      fair: (fairIdCode) => progress.refreshFair(fairIdCode, clock.now()),
      follow: () => progress.followChanges(clock.now()),
    },
    container.get<Logger>(LoggerToken),
    cron,
  );
}
