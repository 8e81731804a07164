import type PgBoss from 'pg-boss';
import type { Logger } from '../../application/ports/Logger.ts';
import { scheduleRun } from './remindersSchedule.ts';

export const EVENTS_PURGE_QUEUE = 'domain-events-purge';
/** Hourly: an event a little past its 30 days does no harm, so no tighter schedule is needed. */
export const EVENTS_PURGE_CRON = '23 * * * *';

/**
 * Deletes the domain events past the feed's retention as a pg-boss schedule (one job per slot across every portal
 * process, one run at a time; see scheduleRun). `purge` is the feed's purgeExpired with the portal's clock.
 */
export function scheduleEventsPurge(boss: PgBoss, purge: () => Promise<number>, logger: Logger): Promise<void> {
  return scheduleRun(
    boss,
    EVENTS_PURGE_QUEUE,
    { cron: EVENTS_PURGE_CRON, timeZone: 'UTC', run: async () => ({ deleted: await purge() }) },
    logger,
    { retryLimit: 2, retryDelay: 300 },
  );
}
