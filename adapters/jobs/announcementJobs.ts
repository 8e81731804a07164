import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { AnnouncementJobs } from '../../application/ports/Announcements.ts';
import type { Logger } from '../../application/ports/Logger.ts';
import { trackedHandler } from '../shared/jobHandlers.ts';

export const ANNOUNCEMENTS_QUEUE = 'announcements';

/**
 * A sending that fails (the cockpit never worked the fair out, the database gone for a moment) is retried with
 * back-off for about an hour; a resumed sending skips whoever had it already. The singleton policy lets one
 * sending of an announcement run at a time across all processes (its key is the announcement).
 */
const QUEUE_OPTIONS = {
  name: ANNOUNCEMENTS_QUEUE,
  policy: 'singleton' as const,
  retryLimit: 6,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
};

interface AnnouncementJob {
  announcementId: string;
}

/** The job id of an announcement's sending: stable, so that pg-boss itself refuses a second job for it. */
export function announcementJobIdOf(announcementId: string): string {
  const hex = createHash('sha256').update(`announcement:${announcementId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Creates (or updates) the queue; safe from several instances. */
export async function createAnnouncementsQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(ANNOUNCEMENTS_QUEUE, QUEUE_OPTIONS);
  await boss.updateQueue(ANNOUNCEMENTS_QUEUE, QUEUE_OPTIONS);
}

/** The AnnouncementJobs port on pg-boss: one job per announcement, started at its send time (startAfter). */
export class PgBossAnnouncementJobs implements AnnouncementJobs {
  readonly #boss: PgBoss;
  #queue: Promise<void> | undefined;

  constructor(boss: PgBoss) {
    this.#boss = boss;
  }

  async schedule(id: string, at: Date): Promise<void> {
    this.#queue ??= createAnnouncementsQueue(this.#boss);
    await this.#queue;
    await this.#boss.send(ANNOUNCEMENTS_QUEUE, { announcementId: id } satisfies AnnouncementJob, {
      id: announcementJobIdOf(id),
      singletonKey: id,
      startAfter: at,
    });
  }
}

/** Starts this process's worker of the sendings: one announcement at a time, through `deliver`. */
export async function workAnnouncements(
  boss: PgBoss,
  deliver: (announcementId: string) => Promise<unknown>,
  logger: Logger,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await createAnnouncementsQueue(boss);
  await boss.work<AnnouncementJob>(
    ANNOUNCEMENTS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    trackedHandler(boss, async (jobs: PgBoss.Job<AnnouncementJob>[]) => {
      for (const job of jobs) {
        try {
          const sending = await deliver(job.data.announcementId);
          logger.info('announcement sending finished', { announcementId: job.data.announcementId, sending });
        } catch (error) {
          logger.error('announcement sending failed, will retry', {
            announcementId: job.data.announcementId,
            reason: error instanceof Error ? error.message : String(error),
          });
          throw error;
        }
      }
    }),
  );
}
