import type { Container } from 'inversify';
import type { Reminders } from '../../application/exhibitor/Reminders.ts';
import type { Clock } from '../../application/ports/Clock.ts';
import { LoggerToken, type Logger } from '../../application/ports/Logger.ts';
import type { Sessions } from '../../application/ports/Sessions.ts';
import { EventFeedToken, type EventFeed } from '../../application/shared/EventFeed.ts';
import { scheduleEventsPurge } from '../jobs/eventsPurge.ts';
import type { PortalJobs } from '../jobs/portalJobs.ts';
import type { WeeklyDigest } from '../../application/exhibitor/WeeklyDigest.ts';
import { startFairProgress } from './adminProgress.ts';
import { startAnnouncementSending } from './adminAnnouncements.ts';
import { WeeklyDigestToken } from './deadlines.ts';
import { RemindersToken } from './exhibitor.ts';
import { SessionStoreToken } from './shared.ts';

/**
 * The jobs that run on a schedule and need the bound services: the daily reminders, the weekly digest and the
 * expired-session clean-up, the purge of domain events past the feed's 30 days, the cockpit's refresh and the
 * announcements' sendings.
 */
export async function scheduleRecurringJobs(
  jobs: PortalJobs,
  container: Container,
  clock: Clock,
  progressCron: string | null,
): Promise<void> {
  await jobs.startReminders(() => container.get<Reminders>(RemindersToken).run(clock.now()));
  await jobs.startDigest(() => container.get<WeeklyDigest>(WeeklyDigestToken).run(clock.now()));
  const sessionStore = container.get<Sessions>(SessionStoreToken);
  await jobs.scheduleSessionCleanup(() => sessionStore.deleteExpired(clock.now()));
  const feed = container.get<EventFeed>(EventFeedToken);
  await scheduleEventsPurge(jobs.boss, () => feed.purgeExpired(clock), container.get<Logger>(LoggerToken));
  await startFairProgress(jobs, container, progressCron);
  await startAnnouncementSending(jobs, container, clock, container.get<Logger>(LoggerToken));
}
